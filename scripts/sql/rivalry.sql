-- `skyjo rivalry Anna Bertil`: the finished games both played, and their rounds.
SELECT g.id, g.played_at, ra.total, rb.total
FROM game_result ra
JOIN game_result rb ON rb.player_id = (SELECT id FROM player WHERE name_key = 'bertil')
     AND rb.played_at = ra.played_at AND rb.game_id = ra.game_id
JOIN game g ON g.id = ra.game_id
WHERE ra.player_id = (SELECT id FROM player WHERE name_key = 'anna') AND ra.finished
ORDER BY ra.played_at, ra.game_id;
SELECT sum(sa.score < sb.score), sum(sb.score < sa.score), sum(sa.score = sb.score)
FROM game_result ra
JOIN game_result rb ON rb.player_id = (SELECT id FROM player WHERE name_key = 'bertil')
     AND rb.played_at = ra.played_at AND rb.game_id = ra.game_id
JOIN round r ON r.game_id = ra.game_id
JOIN round_score sa ON sa.round_id = r.id AND sa.seat = ra.seat
JOIN round_score sb ON sb.round_id = r.id AND sb.seat = rb.seat
WHERE ra.player_id = (SELECT id FROM player WHERE name_key = 'anna');
