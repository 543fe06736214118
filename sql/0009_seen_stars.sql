-- skyjo schema 9: the seen list of a round of Skyjo Action holds star cards
-- (`skyjo seen '*'`) besides the number cards. `seen_card.card` was a number
-- from -2 to 12 (schema 5); a star is a row with `star = 1` and no `card`.
-- Every card of an older history is a number card, kept as it was, in its
-- place in the list.

-- Rebuilt as schema 7 rebuilt `game` (SQLite cannot change a column's CHECK):
-- the rows kept meanwhile in a temporary copy, the table made again under its
-- own name. Nothing refers to `seen_card`, so dropping it touches nothing else.
CREATE TEMP TABLE seen_card_copy AS SELECT * FROM seen_card;
DROP TABLE seen_card;

-- The cards seen so far in the round in progress of a game (`skyjo seen`),
-- in the order they were added: a number card (`card`, -2 to 12), or a star
-- (`star` = 1, `card` NULL).
CREATE TABLE seen_card (
    game_id  INTEGER NOT NULL REFERENCES game (id),
    position INTEGER NOT NULL,
    card     INTEGER CHECK (card BETWEEN -2 AND 12),
    star     INTEGER NOT NULL DEFAULT 0 CHECK (star IN (0, 1)),
    CHECK ((star = 1) = (card IS NULL)),
    PRIMARY KEY (game_id, position)
) WITHOUT ROWID;
INSERT INTO seen_card (game_id, position, card, star)
    SELECT game_id, position, card, 0 FROM seen_card_copy ORDER BY game_id, position;
DROP TABLE temp.seen_card_copy;
