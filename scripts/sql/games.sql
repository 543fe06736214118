-- `skyjo games`: every game, newest first, with each player's total.
SELECT g.id, g.played_at, group_concat(p.name || ' ' || r.total, ', '), max(r.rounds), max(r.finished)
FROM game g CROSS JOIN game_result r ON r.game_id = g.id JOIN player p ON p.id = r.player_id
GROUP BY g.played_at, g.id
ORDER BY g.played_at DESC, g.id DESC;
