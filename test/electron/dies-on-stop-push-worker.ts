// A stand-in push thread for room-push-write-window.test.ts: it says it is pushing, never finishes, and dies (an
// uncaught error) when told the room is being left, as a real thread might in the middle of a batch.
import { parentPort } from 'node:worker_threads';

const port = parentPort!;
port.on('message', (message: { push?: { id: number }; stop?: true }) => {
  if (message.push) port.postMessage({ news: { log: 'pushing' } });
  if (message.stop)
    setImmediate(() => {
      throw new Error('the push thread died as the room was left');
    });
});
