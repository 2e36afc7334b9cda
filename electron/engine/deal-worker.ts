// The dealing thread: runs one job at a time for the main process, which stays free to answer the window. It says
// how far it is (at most every PROGRESS_EVERY_MS), and sends a dealt session's items packed in a buffer that is
// transferred, not copied (electron/engine/packed-items.ts), with the rest of the session but not the history the main
// process sent it.
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import {
  PROGRESS_EVERY_MS,
  runDealJob,
  type DealResult,
  type FromDealer,
  type ToDealer,
} from './deal-jobs.ts';
import { packItems, transferList } from './packed-items.ts';
import { failure } from '../../core/i18n/failure.ts';
import { ref } from '../../core/i18n/say.ts';

const port = parentPort;
if (!port) throw new Error('deal-worker.ts runs as a worker thread');
/** The id of a job the main process gave up on (its time ran out): the job stops at its next item. */
const cancelled = new Int32Array((workerData as { cancel: SharedArrayBuffer }).cancel);

class Cancelled extends Error {}
const post = (message: FromDealer, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

port.on('message', (message: ToDealer) => {
  if ('close' in message) {
    // Nothing left to listen for: the thread's loop empties and it ends at a point of its own choosing.
    port.close();
    return;
  }
  const { id, job } = message;
  let lastPosted = -Infinity;
  let result: DealResult;
  try {
    result = runDealJob(job, (progress) => {
      // Stopping between items, in the thread's own JavaScript, rather than being terminated from outside while V8
      // compiles: a terminate() in the middle of a busy job crashed the whole process under load (a V8 check failure).
      if (Atomics.load(cancelled, 0) === id) throw new Cancelled();
      const now = performance.now();
      if (now - lastPosted < PROGRESS_EVERY_MS && progress.done < progress.total) return;
      lastPosted = now;
      post({ id, progress });
    });
  } catch (error) {
    result =
      error instanceof Cancelled
        ? failure(ref('err_engine_time_ran_out', {}))
        : failure(ref('err_engine_failed', { error: (error as Error).message }));
  }
  if (result.ok && result.state !== null) {
    const packed = packItems(result.state.items);
    post(
      { id, result: { ok: true, state: { ...result.state, items: [], history: [] } }, packed },
      transferList(packed),
    );
  } else {
    post({ id, result });
  }
});
