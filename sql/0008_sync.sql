-- skyjo schema 8: sync through a shared folder (`skyjo sync`). Each device
-- writes its own journal file of operations in the folder; every journal read
-- is merged into this history. See docs/sync.md.

-- This device: its id (made at the first sync, kept with the history), the
-- next sequence number of its own operations, its hybrid logical clock, and
-- what the last read of the folder brought. `applying` is 1 while a sync
-- writes what came in, so that the triggers below do not take it for a change
-- made here. No row: sync was never used, and nothing below does anything.
CREATE TABLE sync_device (
    only       INTEGER PRIMARY KEY CHECK (only = 1),
    device     TEXT NOT NULL,
    next_seq   INTEGER NOT NULL,
    clock      INTEGER NOT NULL,
    applying   INTEGER NOT NULL DEFAULT 0 CHECK (applying IN (0, 1)),
    last_read  TEXT,
    last_in    INTEGER NOT NULL DEFAULT 0
);

-- Every operation known, this device's and every other's, once by its id
-- (`DEVICE:SEQ`). `kind` is game, round, delete or log; `game` the game's uid;
-- `number` the round's number (round) or the game's number (game); `body` the
-- operation's JSON line as read; `base` the operation it replaced, as the
-- device that made it knew; `origin` the journal file and line it came from.
CREATE TABLE sync_op (
    id     TEXT PRIMARY KEY,
    clock  INTEGER NOT NULL,
    kind   TEXT NOT NULL CHECK (kind IN ('game', 'round', 'delete', 'log')),
    game   TEXT,
    number INTEGER,
    body   TEXT NOT NULL,
    base   TEXT,
    origin TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX sync_op_game ON sync_op (game, kind, number, clock, id);
CREATE INDEX sync_op_base ON sync_op (base) WHERE base IS NOT NULL;

-- How far each journal of the folder was read: the byte after its last whole
-- line, the lines up to there, and the bytes just before (a journal that no
-- longer ends so was replaced by an older copy: it is read again whole).
CREATE TABLE sync_file (
    name   TEXT PRIMARY KEY,
    offset INTEGER NOT NULL,
    lines  INTEGER NOT NULL,
    tail   BLOB NOT NULL
) WITHOUT ROWID;

-- The games changed here since the journal last heard of them, by uid.
CREATE TABLE sync_dirty (
    uid TEXT PRIMARY KEY
) WITHOUT ROWID;

-- Which entries of the log a journal holds (the operation's id), NULL for an
-- entry made here and not yet written to the journal.
ALTER TABLE change_log ADD COLUMN sync_id TEXT;
ALTER TABLE correction ADD COLUMN sync_id TEXT;

-- A change of a game made here marks the game, whatever command made it.
CREATE TRIGGER sync_game_insert AFTER INSERT ON game
WHEN (SELECT applying FROM sync_device) = 0
BEGIN
    INSERT OR IGNORE INTO sync_dirty (uid) VALUES (NEW.uid);
END;
CREATE TRIGGER sync_game_update AFTER UPDATE ON game
WHEN (SELECT applying FROM sync_device) = 0
BEGIN
    INSERT OR IGNORE INTO sync_dirty (uid) VALUES (NEW.uid);
END;
CREATE TRIGGER sync_game_delete AFTER DELETE ON game
WHEN (SELECT applying FROM sync_device) = 0
BEGIN
    INSERT OR IGNORE INTO sync_dirty (uid) VALUES (OLD.uid);
END;
CREATE TRIGGER sync_seat_insert AFTER INSERT ON seat
WHEN (SELECT applying FROM sync_device) = 0
BEGIN
    INSERT OR IGNORE INTO sync_dirty (uid) SELECT uid FROM game WHERE id = NEW.game_id;
END;
CREATE TRIGGER sync_seat_update AFTER UPDATE ON seat
WHEN (SELECT applying FROM sync_device) = 0
BEGIN
    INSERT OR IGNORE INTO sync_dirty (uid) SELECT uid FROM game WHERE id = NEW.game_id;
END;
CREATE TRIGGER sync_round_insert AFTER INSERT ON round
WHEN (SELECT applying FROM sync_device) = 0
BEGIN
    INSERT OR IGNORE INTO sync_dirty (uid) SELECT uid FROM game WHERE id = NEW.game_id;
END;
CREATE TRIGGER sync_round_delete AFTER DELETE ON round
WHEN (SELECT applying FROM sync_device) = 0
BEGIN
    INSERT OR IGNORE INTO sync_dirty (uid) SELECT uid FROM game WHERE id = OLD.game_id;
END;
CREATE TRIGGER sync_round_update AFTER UPDATE ON round
WHEN (SELECT applying FROM sync_device) = 0
BEGIN
    INSERT OR IGNORE INTO sync_dirty (uid) SELECT uid FROM game WHERE id = NEW.game_id;
END;
CREATE TRIGGER sync_score_insert AFTER INSERT ON round_score
WHEN (SELECT applying FROM sync_device) = 0
BEGIN
    INSERT OR IGNORE INTO sync_dirty (uid)
        SELECT g.uid FROM round r JOIN game g ON g.id = r.game_id WHERE r.id = NEW.round_id;
END;
CREATE TRIGGER sync_score_update AFTER UPDATE ON round_score
WHEN (SELECT applying FROM sync_device) = 0
BEGIN
    INSERT OR IGNORE INTO sync_dirty (uid)
        SELECT g.uid FROM round r JOIN game g ON g.id = r.game_id WHERE r.id = NEW.round_id;
END;
-- A player renamed changes the names of every game of theirs.
CREATE TRIGGER sync_player_update AFTER UPDATE OF name ON player
WHEN (SELECT applying FROM sync_device) = 0
BEGIN
    INSERT OR IGNORE INTO sync_dirty (uid)
        SELECT g.uid FROM seat s JOIN game g ON g.id = s.game_id WHERE s.player_id = NEW.id;
END;
