-- skyjo schema 4: games that hold only their final totals.

-- A game brought over from another score keeper (BG Stats) has no rounds, only
-- each player's final total, kept here on the seat. For every game entered in
-- skyjo this stays NULL and the totals come from the rounds; a game whose seats
-- hold totals has no rounds and is over.
ALTER TABLE seat ADD COLUMN final_total INTEGER;
