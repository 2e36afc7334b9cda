// What the room's tables share (issue 22): the stamp every history row carries (the station that recorded it, its own
// sequence, when the room received it), and the checks on ids and names. Used by the migrations; never changed.

export const STAMP = `station_id uuid NOT NULL, station_seq bigint NOT NULL, received_at timestamptz NOT NULL DEFAULT now()`;
export const ID = (column: string) => `${column} text NOT NULL CHECK (length(${column}) BETWEEN 1 AND 100)`;
export const NAME = (column: string) => `${column} text NOT NULL CHECK (length(${column}) BETWEEN 1 AND 200)`;
