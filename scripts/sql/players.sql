-- `skyjo players`: games, wins and the last game of everyone.
SELECT p.name, count(r.game_id), coalesce(sum(r.won), 0), max(r.played_at)
FROM player p LEFT JOIN game_result r ON r.player_id = p.id
GROUP BY p.id ORDER BY p.name_key;
