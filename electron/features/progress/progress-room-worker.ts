// The thread that counts a trainee's case figures in a training room (progress-room-build.ts) for the main process,
// which stays free to answer the window meanwhile: the first build over a big room takes most of a second. Asks are
// answered one at a time, in order; the figures built are kept here, between asks.
import { parentPort } from 'node:worker_threads';
import { CaseFigureCache, type FromCaseThread, type ToCaseThread } from './progress-room-build.ts';
import { warmUp } from './progress-room-warm.ts';

const port = parentPort;
if (!port) throw new Error('progress-room-worker.ts runs as a worker thread');
const cache = new CaseFigureCache();
const post = (message: FromCaseThread) => port.postMessage(message);
// Its code compiled by a made-up build first (progress-room-warm.ts), before any page asks; an ask that comes
// meanwhile waits for it (a few hundred ms, once). A warm-up that fails changes nothing: the build is only slower.
setImmediate(() => {
  try {
    warmUp();
  } catch {
    // The real build says what went wrong, if anything does.
  }
});

port.on('message', (message: ToCaseThread) => {
  if ('close' in message) {
    // Nothing left to listen for: the thread's loop empties and it ends by itself (see dealer.ts on terminate()).
    cache.clear();
    port.close();
    return;
  }
  const { id, ask } = message;
  try {
    post({ id, ok: true, answered: cache.answer(ask) });
  } catch (error) {
    post({ id, ok: false, error: (error as Error).message || String(error) });
  }
});
