// The dealing thread: runs one job at a time for the main process, which stays free to answer the window. A dealt
// session's items go back in small chunks: one message with 5,000 items took the main thread 100-150 ms to receive.
import { parentPort } from 'node:worker_threads';
import { runDealJob, type DealJob, type DealResult } from './deal-jobs.ts';

export const ITEMS_PER_MESSAGE = 100;

const port = parentPort;
if (!port) throw new Error('deal-worker.ts runs as a worker thread');
port.on('message', (message: { id: number; job: DealJob }) => {
  let result: DealResult;
  try {
    result = runDealJob(message.job);
  } catch (error) {
    result = { ok: false, error: `dealing failed: ${(error as Error).message}` };
  }
  if (result.ok && result.state !== null) {
    const { items, ...rest } = result.state;
    for (let i = 0; i < items.length; i += ITEMS_PER_MESSAGE) {
      port.postMessage({ id: message.id, items: items.slice(i, i + ITEMS_PER_MESSAGE) });
    }
    port.postMessage({ id: message.id, result: { ok: true, state: { ...rest, items: [] } } });
  } else {
    port.postMessage({ id: message.id, result });
  }
});
