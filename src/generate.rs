//! A realistic large history for benchmarks and demos: a family that plays
//! every day, 2 to 8 players a game, full grids dealt from a real deck and
//! scored by the rules engine. The same seed makes the same history.

use anyhow::Result;
use chrono::{DateTime, Duration, SecondsFormat, Utc};

use crate::rules::deck::{self, VALUES};
use crate::rules::rng::Rng;
use crate::rules::{self, Entry, GameEnd, Rules, standings};
use crate::store::RoundRecord;
use crate::store::records::GameRecord;

/// The family.
const NAMES: [&str; 10] = [
    "Anna", "Bertil", "Cecilia", "Dora", "Erik", "Frida", "Gustav", "Helena", "Ingrid", "Johan",
];

/// `games` games, one a day from `start`.
pub fn history(games: usize, seed: u64, start: DateTime<Utc>) -> Result<Vec<GameRecord>> {
    let mut rng = Rng(seed);
    (0..games)
        .map(|i| {
            game(
                &mut rng,
                i,
                start + Duration::days(i as i64) + Duration::hours(19),
            )
        })
        .collect()
}

fn game(rng: &mut Rng, index: usize, played_at: DateTime<Utc>) -> Result<GameRecord> {
    // Mostly three to five players; now and then a duel or a full table.
    let players = [2, 3, 3, 4, 4, 4, 5, 5, 6, 7, 8][rng.below(11)];
    let mut family: Vec<&str> = NAMES.to_vec();
    let mut names = Vec::with_capacity(players);
    for _ in 0..players {
        names.push(family.swap_remove(rng.below(family.len())).to_string());
    }
    let rules = match rng.below(20) {
        0 => Rules {
            end: GameEnd::Rounds(5),
            ..Rules::default()
        },
        1 => Rules {
            doubling: rules::Doubling::TieSafe,
            ..Rules::default()
        },
        _ if players == 2 => Rules {
            end: GameEnd::Target(50),
            ..Rules::default()
        },
        _ => Rules::default(),
    };
    let mut record = GameRecord {
        uid: format!("{:016x}{:016x}", rng.next_u64(), index as u64),
        played_at: played_at.to_rfc3339_opts(SecondsFormat::Secs, true),
        rules,
        players: names,
        rounds: Vec::new(),
        corrections: Vec::new(),
    };
    let mut results = Vec::new();
    for number in 1..=40u32 {
        let entries = deal_round(rng, players);
        let sums: Vec<i32> = entries
            .iter()
            .map(|e| match e {
                Entry::Grid(g) => g.score(&rules).raw,
                Entry::Total(t) => *t,
            })
            .collect();
        // Usually the lowest grid closes; sometimes someone closes too early.
        let closer = if rng.below(10) < 7 {
            (0..players).min_by_key(|&i| sums[i]).unwrap_or(0)
        } else {
            rng.below(players)
        };
        let scored = rules::score_round(&rules, &entries, closer)?;
        let recorded = played_at + Duration::minutes(10 * i64::from(number));
        record.rounds.push(RoundRecord {
            number,
            closer: record.players[closer].clone(),
            recorded_at: recorded.to_rfc3339_opts(SecondsFormat::Secs, true),
            entries: entries.iter().map(|e| e.to_text()).collect(),
            raw: scored.players.iter().map(|p| p.raw).collect(),
            doubled: scored.players.iter().map(|p| p.doubled).collect(),
            scores: scored.players.iter().map(|p| p.score).collect(),
        });
        results.push(rules::RoundResult {
            scores: scored.players.iter().map(|p| p.score).collect(),
            closer,
        });
        if standings(&rules, players, &results).over {
            break;
        }
    }
    Ok(record)
}

/// How many cards a player sees for each cell of the final grid, keeping the
/// lowest: tuned so that a game lasts about eight rounds, as at real tables.
const DRAWS_PER_CELL: usize = 9;

/// Final grids dealt from one shuffled deck: each cell the lowest of
/// `DRAWS_PER_CELL` cards (the others go back), as players swap their high cards away; now
/// and then a column of three equal cards removed during play.
fn deal_round(rng: &mut Rng, players: usize) -> Vec<Entry> {
    let mut pool: Vec<i8> = VALUES
        .flat_map(|v| std::iter::repeat_n(v, deck::copies(v) as usize))
        .collect();
    let draw = |rng: &mut Rng, pool: &mut Vec<i8>| pool.swap_remove(rng.below(pool.len()));
    (0..players)
        .map(|_| {
            let mut cells: Vec<String> = Vec::with_capacity(12);
            let removed_column = (rng.below(6) == 0).then(|| rng.below(4));
            let mut removed_value = None;
            if removed_column.is_some() {
                let v = pool[rng.below(pool.len())];
                if pool.iter().filter(|&&c| c == v).count() >= 3 {
                    for _ in 0..3 {
                        let at = pool.iter().position(|&c| c == v).expect("counted above");
                        pool.swap_remove(at);
                    }
                    removed_value = Some(v);
                }
            }
            for i in 0..12 {
                if removed_value.is_some() && Some(i % 4) == removed_column {
                    cells.push(format!("x{}", removed_value.unwrap_or(0)));
                    continue;
                }
                let mut best = draw(rng, &mut pool);
                for _ in 0..DRAWS_PER_CELL - 1 {
                    let other = draw(rng, &mut pool);
                    let (keep, back) = if other < best {
                        (other, best)
                    } else {
                        (best, other)
                    };
                    best = keep;
                    pool.push(back);
                }
                cells.push(best.to_string());
            }
            Entry::parse("P", &cells.join(" "), &Rules::default()).expect("a dealt grid is a grid")
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn the_same_seed_makes_the_same_realistic_history() {
        let start = Utc.with_ymd_and_hms(2016, 1, 1, 0, 0, 0).unwrap();
        let a = history(200, 9, start).unwrap();
        assert_eq!(a, history(200, 9, start).unwrap());
        let rounds: usize = a.iter().map(|g| g.rounds.len()).sum();
        let per_game = rounds as f64 / 200.0;
        assert!((5.0..=12.0).contains(&per_game), "{per_game} rounds a game");
        let doubled = a
            .iter()
            .flat_map(|g| &g.rounds)
            .filter(|r| r.doubled.contains(&true))
            .count();
        assert!(doubled > 0, "no closer was ever doubled");
    }
}
