// Room migration 7 (issue 24): each trainee's interface and call languages, so they follow the trainee to every
// station (room/trainee-languages.ts). A change is a row, append-only like a PIN's (room-schema.ts lists the table
// with the history, so its grants and append-only trigger are the history's); the latest to reach the room
// (room_seq) is what every station takes; NULL is "the station's default".
export const TRAINEE_LANGUAGES_MIGRATION = `
  CREATE TABLE room.trainee_languages (
    id uuid PRIMARY KEY,
    trainee_id text NOT NULL CHECK (length(trainee_id) BETWEEN 1 AND 100),
    interface text CHECK (interface IS NULL OR length(interface) BETWEEN 1 AND 35),
    call text CHECK (call IS NULL OR length(call) BETWEEN 1 AND 35),
    set_at timestamptz NOT NULL,
    room_seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
    station_id uuid NOT NULL, station_seq bigint NOT NULL, received_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX trainee_languages_by_trainee ON room.trainee_languages (trainee_id, room_seq);
`;
