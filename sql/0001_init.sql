-- skyjo schema 1: players, games with their rules, rounds with every entered cell.
-- Append-only: never edit a migration that has landed; add 0002_... instead.

-- A person across games. `name_key` is the name lowercased, so that "anna" is Anna.
CREATE TABLE player (
    id       INTEGER PRIMARY KEY,
    name     TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE
);

-- One game. `played_at` is UTC in RFC 3339; `rules` is the JSON of rules::Rules,
-- stored so that the game re-scores the same forever.
CREATE TABLE game (
    id        INTEGER PRIMARY KEY,
    played_at TEXT NOT NULL,
    rules     TEXT NOT NULL
);
CREATE INDEX game_played_at ON game (played_at);

-- Who sat where in a game: seat 0 is the first name given.
CREATE TABLE seat (
    game_id   INTEGER NOT NULL REFERENCES game (id),
    seat      INTEGER NOT NULL,
    player_id INTEGER NOT NULL REFERENCES player (id),
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, player_id)
) WITHOUT ROWID;
CREATE INDEX seat_player ON seat (player_id);

-- One round of a game, numbered from 1 without gaps.
CREATE TABLE round (
    id          INTEGER PRIMARY KEY,
    game_id     INTEGER NOT NULL REFERENCES game (id),
    number      INTEGER NOT NULL CHECK (number >= 1),
    closer_seat INTEGER NOT NULL,
    recorded_at TEXT NOT NULL,
    UNIQUE (game_id, number)
);

-- A player's round: the entry exactly as the engine reads it back (grid text
-- with every cell, or a bare total), and the scores it gave.
CREATE TABLE round_score (
    round_id      INTEGER NOT NULL REFERENCES round (id) ON DELETE CASCADE,
    seat          INTEGER NOT NULL,
    entry         TEXT NOT NULL,
    raw           INTEGER NOT NULL,
    doubled       INTEGER NOT NULL CHECK (doubled IN (0, 1)),
    score         INTEGER NOT NULL,
    removed_lines INTEGER NOT NULL,
    PRIMARY KEY (round_id, seat)
) WITHOUT ROWID;

-- Small facts of the database as a whole, such as the current game.
CREATE TABLE state (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;
