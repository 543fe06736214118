//! A realistic large history for benchmarks and demos: a family that plays
//! three games an evening, 2 to 8 players a game, every round dealt from a
//! shuffled deck and played turn by turn (`rules::play`), scored by the rules
//! engine. The same seed makes the same history (docs/generator.md).

use anyhow::Result;
use chrono::{DateTime, Duration, SecondsFormat, Utc};

use crate::rules::play;
use crate::rules::rng::Rng;
use crate::rules::{self, GameEnd, Rules, standings};
use crate::store::RoundRecord;
use crate::store::records::{GameHead, GameRecord};

/// The family.
const NAMES: [&str; 10] = [
    "Anna", "Bertil", "Cecilia", "Dora", "Erik", "Frida", "Gustav", "Helena", "Ingrid", "Johan",
];

/// A game ends by its rules long before this; the cap only guards the loop.
const MAX_ROUNDS: u32 = 100;

/// `games` games from `start`, three an evening, made one by one as they are asked for.
pub fn games(
    games: usize,
    seed: u64,
    start: DateTime<Utc>,
) -> impl Iterator<Item = Result<GameRecord>> {
    let mut rng = Rng(seed);
    (0..games).map(move |i| {
        let evening = start + Duration::days((i / 3) as i64) + Duration::hours(19);
        game(
            &mut rng,
            i,
            evening + Duration::minutes(40 * (i % 3) as i64),
        )
    })
}

/// `games` games as a list (tests and benchmarks of small histories).
pub fn history(games_: usize, seed: u64, start: DateTime<Utc>) -> Result<Vec<GameRecord>> {
    games(games_, seed, start).collect()
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
        _ => Rules::default(),
    };
    let mut record = GameRecord {
        uid: format!("{:016x}{:016x}", rng.next_u64(), index as u64),
        head: GameHead {
            played_at: played_at.to_rfc3339_opts(SecondsFormat::Secs, true),
            rules,
            players: names,
            name: None,
            note: None,
            abandoned: false,
            final_totals: None,
        },
        rounds: Vec::new(),
        corrections: Vec::new(),
    };
    let dealer = rng.below(players);
    let mut next: Option<usize> = None;
    let mut results = Vec::new();
    for number in 1..=MAX_ROUNDS {
        // Round 1: the highest two turned cards start; later, as the rules say.
        let starter = play::starter(next, dealer);
        let round = play::play_round(players, starter, &rules, rng, None);
        let scored = rules::score_round(&rules, &round.entries, round.closer)?;
        let recorded = played_at + Duration::minutes(10 * i64::from(number));
        record.rounds.push(RoundRecord {
            number,
            closer: record.head.players[round.closer].clone(),
            recorded_at: recorded.to_rfc3339_opts(SecondsFormat::Secs, true),
            entries: round.entries.iter().map(|e| e.to_text()).collect(),
            raw: scored.players.iter().map(|p| p.raw).collect(),
            doubled: scored.players.iter().map(|p| p.doubled).collect(),
            scores: scored.players.iter().map(|p| p.score).collect(),
        });
        results.push(rules::RoundResult {
            scores: scored.players.iter().map(|p| p.score).collect(),
            closer: round.closer,
        });
        let standing = standings(&rules, players, &results);
        if standing.over {
            break;
        }
        next = standing.next_starter;
    }
    Ok(record)
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
        // Greedy play scores about 20 a round: games of 3 to 6 rounds (docs/generator.md).
        assert!((3.0..=6.0).contains(&per_game), "{per_game} rounds a game");
        let raw: Vec<i32> = a
            .iter()
            .flat_map(|g| &g.rounds)
            .flat_map(|r| r.raw.iter().copied())
            .collect();
        let mean = f64::from(raw.iter().sum::<i32>()) / raw.len() as f64;
        assert!((15.0..=25.0).contains(&mean), "{mean} points a round");
        let doubled = a
            .iter()
            .flat_map(|g| &g.rounds)
            .filter(|r| r.doubled.contains(&true))
            .count();
        assert!(doubled > 0, "no closer was ever doubled");
    }
}
