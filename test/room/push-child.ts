// A station's push in a process of its own, for the test that kills it mid-push (test/room/sync.test.ts).
// argv: data folder, station id, the room address as JSON.
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { RoomSync } from '../../electron/room/sync.ts';

const [dir, stationId, address] = process.argv.slice(2) as [string, string, string];
const db = new DatabaseSync(join(dir, 'trainer.db'));
db.exec('PRAGMA journal_mode = WAL');
const sync = new RoomSync({
  address: JSON.parse(address),
  station: { id: stationId, name: 'Killed', publicKey: null },
  db: () => db,
  batchSize: 2,
});
await sync.pushNow();
process.stdout.write('pushed everything\n');
