-- `skyjo ratings`: the finished games in order, every player's total. (The
-- Elo arithmetic over them is not SQL's; this is the data the ratings need.)
SELECT game_id, played_at, player_id, total FROM game_result
WHERE finished ORDER BY played_at, game_id, seat;
