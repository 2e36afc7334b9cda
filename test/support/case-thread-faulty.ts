// A counting thread for the tests of progress-room-thread.ts: it answers as the real one (progress-room-worker.ts)
// but for the trainees named for a fault: 'crash' ends the thread, 'throw' throws out of its handler and 'nonsense'
// answers something no thread should. Given `{ fault: 'crash' }` (say) as its workerData, every ask has that fault.
import { parentPort, workerData } from 'node:worker_threads';
import { CaseFigureCache, type ToCaseThread } from '../../electron/features/progress/progress-room-build.ts';

const port = parentPort;
if (!port) throw new Error('case-thread-faulty.ts runs as a worker thread');
const cache = new CaseFigureCache();
const always = (workerData as { fault?: string } | undefined)?.fault;

port.on('message', (message: ToCaseThread) => {
  if ('close' in message) {
    port.close();
    return;
  }
  const { id, ask } = message;
  const fault = always ?? ask.traineeId;
  if (fault === 'crash') process.exit(3);
  if (fault === 'throw') throw new Error('a fault in the thread');
  if (fault === 'nonsense') {
    port.postMessage({ id, ok: true, answered: { build: 'full', figures: { heatmaps: 'not heat maps' } } });
    return;
  }
  port.postMessage({ id, ok: true, answered: cache.answer(ask) });
});
