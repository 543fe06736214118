-- skyjo schema 12: a game's edition as a column, and the sync marks made once
-- per game or round rather than once per score. See docs/performance.md.

-- The edition of the game, read from its rules (JSON, where a classic game has
-- no `edition` at all): 'action' for Skyjo Action, else 'classic'. Generated,
-- so every way a game is written (a new game, an import, a sync, a rescore
-- with new rules) keeps it right with nothing to remember; rules that are not
-- JSON (a file edited by hand) read as classic here and are refused where the
-- game is loaded, as before.
ALTER TABLE game ADD COLUMN edition TEXT NOT NULL GENERATED ALWAYS AS (
    CASE
        WHEN NOT json_valid(rules) THEN 'classic'
        WHEN json_extract(rules, '$.edition') = 'action' THEN 'action'
        ELSE 'classic'
    END
) VIRTUAL;

-- The games of Skyjo Action, found without reading every game's rules: the
-- statistics, the list of games, the rivalry and the report split by it. The
-- column is computed once per game here (and at each write of a game), never
-- at each read.
CREATE INDEX game_action ON game (id) WHERE edition = 'action';

-- The sync triggers of schema 8 marked a game at every row written, each a
-- small program run per row even when sync was never set up: an import of
-- 100,000 games ran them 2.8 million times, 2.3 million of them for its scores
-- and seats. A score is only ever written with its round (a new round is
-- inserted before its scores, an edit or a rescore updates the round's closer
-- before them) and a seat only with its game (a new game, a game rewritten by
-- sync), so the marks of the round and the game are enough: one a game and
-- one a round. A seat changed alone (two players merged) still marks.
DROP TRIGGER sync_score_insert;
DROP TRIGGER sync_score_update;
DROP TRIGGER sync_seat_insert;
