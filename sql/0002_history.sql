-- skyjo schema 2: stable game ids for export/import, the per-player result of
-- every game (kept by skyjo whenever a game changes), and corrections.

-- A stable id that travels with a game through export and import, so that
-- importing the same file twice or merging two histories makes no duplicates.
ALTER TABLE game ADD COLUMN uid TEXT;
UPDATE game SET uid = lower(hex(randomblob(16))) WHERE uid IS NULL;
CREATE UNIQUE INDEX game_uid ON game (uid);

-- Where each player stands in each game, as the rules engine computes it from
-- the rounds. Rewritten whole for a game whenever one of its rounds changes;
-- statistics read it instead of re-scoring ten years of rounds. Keyed by
-- player and time (with a copy of the game's played_at), so a player's games
-- are one ordered run of the table: aggregates and streaks need no sort.
CREATE TABLE game_result (
    player_id     INTEGER NOT NULL REFERENCES player (id),
    played_at     TEXT NOT NULL,
    game_id       INTEGER NOT NULL REFERENCES game (id),
    seat          INTEGER NOT NULL,
    finished      INTEGER NOT NULL CHECK (finished IN (0, 1)),
    total         INTEGER NOT NULL,
    won           INTEGER NOT NULL CHECK (won IN (0, 1)),
    shared        INTEGER NOT NULL CHECK (shared IN (0, 1)),
    rounds        INTEGER NOT NULL,
    round_sum     INTEGER NOT NULL,
    best_round    INTEGER,
    worst_round   INTEGER,
    closed        INTEGER NOT NULL,
    doubled       INTEGER NOT NULL,
    lines_removed INTEGER NOT NULL,
    PRIMARY KEY (player_id, played_at, game_id)
) WITHOUT ROWID;
CREATE INDEX game_result_game ON game_result (game_id, seat);

-- A stored round replaced by `skyjo edit` (or re-scored by `skyjo rescore
-- --save`): the old and the new round as JSON (the export format of a round),
-- so nothing entered is ever lost. `note` says what was done.
CREATE TABLE correction (
    id           INTEGER PRIMARY KEY,
    game_id      INTEGER NOT NULL REFERENCES game (id),
    round_number INTEGER NOT NULL,
    corrected_at TEXT NOT NULL,
    note         TEXT NOT NULL,
    old_round    TEXT NOT NULL,
    new_round    TEXT NOT NULL
);
CREATE INDEX correction_game ON correction (game_id);
