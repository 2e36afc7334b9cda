// A stand-in push thread for room-push-write-window.test.ts: it takes the store's write lock on a connection of its
// own, once inside a write window it opened and once after closing it, and says so each time, as the real thread's
// writes (electron/room/push-run.ts) would hold it.
import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { parentPort } from 'node:worker_threads';

const port = parentPort!;
const pause = new Int32Array(new SharedArrayBuffer(4));
const wait = (ms: number) => Atomics.wait(pause, 0, 0, ms);
let nextId = 1;
const replies = new Map<number, () => void>();
const window = (open: boolean) =>
  new Promise<void>((resolve) => {
    const id = nextId++;
    replies.set(id, resolve);
    port.postMessage({ writeWindow: { id, open } });
  });
const log = (line: string) => port.postMessage({ news: { log: line } });

port.on(
  'message',
  (message: { push?: { id: number; path: string }; acknowledged?: number; close?: true }) => {
    if (message.close) {
      port.close();
      return;
    }
    if (message.acknowledged !== undefined) {
      replies.get(message.acknowledged)?.();
      return;
    }
    const ask = message.push;
    if (!ask) return;
    void (async () => {
      const db = new DatabaseSync(ask.path);
      await window(true);
      db.exec('BEGIN IMMEDIATE');
      db.exec(`INSERT INTO notes (text) VALUES ('thread, window open')`);
      log('holding, window open');
      // Held a while, as a pull's transaction is: the main thread's write waits for it inside SQLite.
      wait(300);
      db.exec('COMMIT');
      await window(false);
      db.exec('BEGIN IMMEDIATE');
      log('holding, window closed');
      // Held until the main thread has tried (it must not wait now): it leaves a file when it has.
      while (!existsSync(`${ask.path}.tried`)) wait(5);
      db.exec('COMMIT');
      db.close();
      port.postMessage({
        done: ask.id,
        outcome: { fault: null, refusedFromRoom: null, notices: [], referenceSeen: null },
      });
    })();
  },
);
