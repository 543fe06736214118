-- skyjo schema 10: a draft's version. The phones at the table (`serve --entry`)
-- review a draft and then record it; what is recorded must be exactly what the
-- phone showed, so every change of a draft (begun, an entry, the closer) gives
-- it a new version, and `record` names the version it was shown.

-- A version is never given twice in a history: not to a draft thrown away and
-- begun again for the same round, nor to a draft of another game. It is taken
-- from one counter of the history, which only grows.
ALTER TABLE draft ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);

-- The last version given (one row).
CREATE TABLE draft_version (
    id   INTEGER PRIMARY KEY CHECK (id = 1),
    last INTEGER NOT NULL CHECK (last >= 1)
);
INSERT INTO draft_version (id, last) VALUES (1, 1);
