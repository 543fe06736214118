-- skyjo schema 5: what schema 1 kept as text in the key-value table `state`
-- (the current game, the cards seen in a round in progress) and what a
-- correction's note said in words (edit, or rescore with two rule sets as
-- JSON) become columns and tables of their own. `state` stays, empty.

-- The current game: one row at most (`only` is always 1).
CREATE TABLE current_game (
    only    INTEGER PRIMARY KEY CHECK (only = 1),
    game_id INTEGER NOT NULL REFERENCES game (id)
);
INSERT INTO current_game (only, game_id)
    SELECT 1, CAST(value AS INTEGER) FROM state
    WHERE key = 'current_game' AND value NOT GLOB '*[^0-9]*' AND value <> ''
      AND CAST(value AS INTEGER) IN (SELECT id FROM game);

-- The cards seen so far in the round in progress of a game (`skyjo seen`),
-- in the order they were added.
CREATE TABLE seen_card (
    game_id  INTEGER NOT NULL REFERENCES game (id),
    position INTEGER NOT NULL,
    card     INTEGER NOT NULL CHECK (card BETWEEN -2 AND 12),
    PRIMARY KEY (game_id, position)
) WITHOUT ROWID;
-- `seen:ID` held the cards joined by spaces: split, in order.
WITH RECURSIVE split (game_id, position, token, rest) AS (
    SELECT CAST(substr(key, 6) AS INTEGER), -1, '', trim(value) || ' '
    FROM state WHERE key GLOB 'seen:[0-9]*'
    UNION ALL
    SELECT game_id, position + 1, substr(rest, 1, instr(rest, ' ') - 1),
           ltrim(substr(rest, instr(rest, ' ') + 1))
    FROM split WHERE rest <> ''
)
INSERT INTO seen_card (game_id, position, card)
    SELECT game_id, position, CAST(token AS INTEGER) FROM split
    WHERE position >= 0 AND (token GLOB '[0-9]*' OR token GLOB '-[0-9]*')
      AND CAST(token AS INTEGER) BETWEEN -2 AND 12
      AND game_id IN (SELECT id FROM game);
DELETE FROM state WHERE key = 'current_game' OR key GLOB 'seen:*';

-- What a correction did: `edit`, `rescore` (with the rules after and before
-- as JSON), or `other` (a note of an older skyjo, kept as written in `note`).
ALTER TABLE correction ADD COLUMN kind TEXT NOT NULL DEFAULT 'other'
    CHECK (kind IN ('edit', 'rescore', 'other'));
ALTER TABLE correction ADD COLUMN rules TEXT;
ALTER TABLE correction ADD COLUMN rules_before TEXT;
UPDATE correction SET kind = 'edit', note = '' WHERE note = 'edit';
-- `rescore {after} {before}`: compact JSON holds no space, so one space parts them.
UPDATE correction
SET kind = 'rescore',
    rules = substr(substr(note, 9), 1, instr(substr(note, 9), ' ') - 1),
    rules_before = substr(substr(note, 9), instr(substr(note, 9), ' ') + 1),
    note = ''
WHERE note GLOB 'rescore {*} {*}'
  AND json_valid(substr(substr(note, 9), 1, instr(substr(note, 9), ' ') - 1))
  AND json_valid(substr(substr(note, 9), instr(substr(note, 9), ' ') + 1));
