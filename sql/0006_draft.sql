-- skyjo schema 6: the round being entered, kept as a draft. Every answer the
-- prompts take (a grid or a total, the closer) is written here at once, so
-- that nothing typed is lost when the prompts are left; recording the round
-- removes the draft in the same transaction. A draft is shared: several
-- writers (two terminals, later the phones at the table) add to the same one.

-- The draft of a game: at most one, for one round (the game's next round when
-- it was started). A draft whose round is no longer the game's next round is
-- stale: it is shown and can be thrown away, never recorded.
CREATE TABLE draft (
    game_id     INTEGER PRIMARY KEY REFERENCES game (id),
    round       INTEGER NOT NULL CHECK (round >= 1),
    closer_seat INTEGER CHECK (closer_seat >= 0),
    started_at  TEXT NOT NULL,
    updated_at  TEXT NOT NULL
);

-- One player's entry of a draft, as the rules engine reads it back (a grid
-- with every cell, or a bare total). One row per seat: the same entry written
-- twice is one entry.
CREATE TABLE draft_entry (
    game_id    INTEGER NOT NULL REFERENCES draft (game_id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL CHECK (seat >= 0),
    entry      TEXT NOT NULL,
    entered_at TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
