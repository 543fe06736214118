-- skyjo schema 11: when this device gave a game its number, whether the game came
-- in by an import, and how far this device's journal is written. Two devices that
-- gave one number to two games while apart settle it by the clock of the giving,
-- not of the journal's writing (a change can wait days for a USB stick), and an
-- imported game gives way to a game started at the table. See docs/sync.md.

-- `given`: milliseconds since 1970 when the game was added here, NULL for a game
-- that was here before sync was set up (it is given when first written).
-- `imported`: 1 for a game added by `skyjo import`.
ALTER TABLE sync_dirty ADD COLUMN given INTEGER;
ALTER TABLE sync_dirty ADD COLUMN imported INTEGER NOT NULL DEFAULT 0 CHECK (imported IN (0, 1));

DROP TRIGGER sync_game_insert;
CREATE TRIGGER sync_game_insert AFTER INSERT ON game
WHEN (SELECT applying FROM sync_device) = 0
BEGIN
    INSERT INTO sync_dirty (uid, given)
        VALUES (NEW.uid, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
        ON CONFLICT (uid) DO UPDATE SET given = coalesce(given, excluded.given);
END;

-- The last of this device's own operations known to be in its journal: the
-- operations after it wait for the folder (they are kept in `sync_op` as they
-- are made, and written first; a journal line this device did not write under
-- its id is then a copy's, never its own).
ALTER TABLE sync_device ADD COLUMN written INTEGER NOT NULL DEFAULT 0;
UPDATE sync_device SET written = next_seq - 1;
