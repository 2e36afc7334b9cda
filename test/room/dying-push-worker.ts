// A push thread that dies (an uncaught error) once the room has committed its second batch, before this PC could
// acknowledge it: for test/room/push-thread.test.ts. Otherwise the real thread (electron/room/sync-worker.ts).
import pg from 'pg';

type Query = (this: pg.Client, ...args: unknown[]) => unknown;
const query = pg.Client.prototype.query as unknown as Query;
let commits = 0;
(pg.Client.prototype as unknown as { query: Query }).query = function (this: pg.Client, ...args: unknown[]) {
  const result = query.apply(this, args);
  if (args[0] !== 'COMMIT' || ++commits !== 2) return result;
  return (result as Promise<unknown>).then(
    () =>
      new Promise(() => {
        setImmediate(() => {
          throw new Error('the push thread died');
        });
      }),
  );
};

await import('../../electron/room/sync-worker.ts');
