-- skyjo schema 7: a game's id is never given to another game. Until now `game.id`
-- was a plain rowid, which SQLite makes the largest id plus one: a deleted newest
-- game's id went to the next game, and the change log, which keeps the deleted
-- game's id, then named two games by one number. With AUTOINCREMENT SQLite keeps
-- the largest id ever given in `sqlite_sequence` and never goes below it.

-- Rebuilt as SQLite's "making other kinds of table schema changes" describes,
-- inside the migration's one transaction. `PRAGMA foreign_keys` cannot be turned
-- off in a transaction, so the foreign keys that point at `game` (seat, round,
-- game_result, correction, current_game, seen_card, draft) are checked at commit
-- instead: dropping `game` counts a violation for every row that points at it,
-- and putting each game back under its own id takes the count back to zero. None
-- of those references has an ON DELETE action, so the drop deletes nothing else.
-- The rows are kept meanwhile in a temporary copy: a new table renamed to `game`
-- would never take the count back, and renaming the old one away would rewrite
-- the references of the other tables to follow it.
PRAGMA defer_foreign_keys = ON;

CREATE TEMP TABLE game_copy AS SELECT * FROM game;
DROP TABLE game;

-- The columns of schemas 1 to 3, in their order.
CREATE TABLE game (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    played_at TEXT NOT NULL,
    rules     TEXT NOT NULL,
    uid       TEXT,
    name      TEXT,
    note      TEXT,
    abandoned INTEGER NOT NULL DEFAULT 0 CHECK (abandoned IN (0, 1))
);
INSERT INTO game (id, played_at, rules, uid, name, note, abandoned)
    SELECT id, played_at, rules, uid, name, note, abandoned FROM game_copy ORDER BY id;
DROP TABLE temp.game_copy;

-- The indexes of schemas 1 to 3, as they were.
CREATE INDEX game_played_at ON game (played_at);
CREATE UNIQUE INDEX game_uid ON game (uid);
CREATE INDEX game_special ON game (id) WHERE name IS NOT NULL OR abandoned;

-- The largest id ever used: a game still there, or one deleted (its id stays in
-- the change log) or corrected. The next game takes the one after it.
DELETE FROM sqlite_sequence WHERE name = 'game';
INSERT INTO sqlite_sequence (name, seq)
    SELECT 'game', coalesce(max(id), 0) FROM (
        SELECT id FROM game
        UNION ALL SELECT game_id FROM change_log WHERE typeof(game_id) = 'integer'
        UNION ALL SELECT game_id FROM correction WHERE typeof(game_id) = 'integer'
    );
