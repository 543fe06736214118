-- The aggregates of `skyjo stats`, computed by the sqlite3 shell from the
-- same file, for scripts/lifetime.sh.

-- Per player: games, wins, shared wins, rounds, round and total sums,
-- closed, doubled, lines removed, best and worst round.
SELECT p.name, a.games, a.wins, a.shared, a.rounds, a.round_sum, a.total_sum,
       a.closed, a.doubled, a.lines, a.best, a.worst
FROM (SELECT player_id,
             sum(finished) AS games, sum(won) AS wins, sum(shared) AS shared,
             sum(rounds) AS rounds, sum(round_sum) AS round_sum,
             coalesce(sum(CASE WHEN finished THEN total END), 0) AS total_sum,
             sum(closed) AS closed, sum(doubled) AS doubled, sum(lines_removed) AS lines,
             min(best_round) AS best, max(worst_round) AS worst
      FROM game_result GROUP BY player_id) a
JOIN player p ON p.id = a.player_id
ORDER BY p.name_key;

-- Longest and current win streak per player (gaps and islands).
WITH ordered AS (
    SELECT player_id, won,
           row_number() OVER (PARTITION BY player_id ORDER BY played_at, game_id) AS n
    FROM game_result WHERE finished
), islands AS (
    SELECT player_id, won, n,
           n - row_number() OVER (PARTITION BY player_id, won ORDER BY n) AS island
    FROM ordered
), runs AS (
    SELECT player_id, won, count(*) AS length, max(n) AS last
    FROM islands GROUP BY player_id, won, island
), latest AS (
    SELECT player_id, max(n) AS last FROM ordered GROUP BY player_id
)
SELECT l.player_id,
       coalesce((SELECT max(length) FROM runs r WHERE r.player_id = l.player_id AND r.won), 0),
       coalesce((SELECT length FROM runs r WHERE r.player_id = l.player_id AND r.won AND r.last = l.last), 0)
FROM latest l;
