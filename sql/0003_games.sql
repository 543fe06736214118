-- skyjo schema 3: a game's name and note, abandoned games, and the log of
-- every change to the history besides corrections (which keep their own table).

-- "Jul 2026": a name to find a game by, and a free note ("at the cabin").
ALTER TABLE game ADD COLUMN name TEXT;
ALTER TABLE game ADD COLUMN note TEXT;

-- An abandoned game stays in the history, marked, and counts for nothing:
-- it has no rows in game_result.
ALTER TABLE game ADD COLUMN abandoned INTEGER NOT NULL DEFAULT 0 CHECK (abandoned IN (0, 1));
-- The few named or abandoned games, found without reading every game.
CREATE INDEX game_special ON game (id) WHERE name IS NOT NULL OR abandoned;

-- What changed, when, before and after (JSON): undo, rename, merge, note,
-- abandon, delete, import. No foreign key: a deleted game's entry stays.
CREATE TABLE change_log (
    id         INTEGER PRIMARY KEY,
    changed_at TEXT NOT NULL,
    kind       TEXT NOT NULL,
    game_id    INTEGER,
    before     TEXT,
    after      TEXT
);
CREATE INDEX change_log_game ON change_log (game_id);
