//! Ratings: a multiplayer Elo from pairwise results, pure (docs/ratings.md).
//!
//! After each finished game every pair of its players is one Elo match: the
//! lower final total wins it, equal totals draw. A player's change is the sum
//! over their opponents of K / (n - 1) * (S - E), with E the usual Elo
//! expectation 1 / (1 + 10^((R_other - R_self) / 400)), all from the ratings
//! before the game. Dividing by n - 1 keeps one eight-player game from moving a
//! rating seven times as far as a duel; the changes of a game add up to zero.

use std::collections::HashMap;

/// Everybody's rating before their first game.
pub const START: f64 = 1500.0;
/// How far one game can move a rating.
pub const K: f64 = 32.0;

/// A finished game: each player (an id) and their final total.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// (player id, final total), in any order.
    pub totals: Vec<(i64, i32)>,
}

/// Ratings after each game, in the order given.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct History {
    /// The ratings now.
    pub now: HashMap<i64, f64>,
    /// After game i: the new rating of each of its players.
    pub after: Vec<Vec<(i64, f64)>>,
}

/// The expected score of a player rated `me` against one rated `other`.
pub fn expected(me: f64, other: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((other - me) / 400.0))
}

/// Plays the games in order.
pub fn rate(games: &[Outcome]) -> History {
    let mut history = History::default();
    for game in games {
        let n = game.totals.len();
        let before: Vec<f64> = game
            .totals
            .iter()
            .map(|(id, _)| *history.now.get(id).unwrap_or(&START))
            .collect();
        let mut after = Vec::with_capacity(n);
        for (i, &(id, total)) in game.totals.iter().enumerate() {
            let change: f64 = game
                .totals
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(j, &(_, other))| {
                    let actual = match total.cmp(&other) {
                        std::cmp::Ordering::Less => 1.0,
                        std::cmp::Ordering::Equal => 0.5,
                        std::cmp::Ordering::Greater => 0.0,
                    };
                    actual - expected(before[i], before[j])
                })
                .sum::<f64>()
                * K
                / (n as f64 - 1.0).max(1.0);
            after.push((id, before[i] + change));
        }
        for &(id, rating) in &after {
            history.now.insert(id, rating);
        }
        history.after.push(after);
    }
    history
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_duel_between_equals_moves_16_points() {
        let h = rate(&[Outcome {
            totals: vec![(1, 80), (2, 104)],
        }]);
        assert_eq!(h.now[&1], 1516.0);
        assert_eq!(h.now[&2], 1484.0);
    }

    #[test]
    fn a_three_player_game_by_hand() {
        // All at 1500: each pair expects 0.5. A beats B and C: +32/2 * (0.5 + 0.5) = +16.
        // B beats C, loses to A: 0. C loses both: -16.
        let h = rate(&[Outcome {
            totals: vec![(1, 40), (2, 70), (3, 101)],
        }]);
        assert_eq!((h.now[&1], h.now[&2], h.now[&3]), (1516.0, 1500.0, 1484.0));
        // Then A (1516) and C (1484) tie: A expected 1/(1+10^(-32/400)) = 0.5459...
        let h = rate(&[
            Outcome {
                totals: vec![(1, 40), (2, 70), (3, 101)],
            },
            Outcome {
                totals: vec![(1, 50), (3, 50)],
            },
        ]);
        let e = 1.0 / (1.0 + 10f64.powf(-32.0 / 400.0));
        assert!((h.now[&1] - (1516.0 + 32.0 * (0.5 - e))).abs() < 1e-9);
        assert!((h.now[&1] + h.now[&3] - 3000.0).abs() < 1e-9);
    }

    #[test]
    fn the_changes_of_a_game_add_up_to_zero() {
        let games = vec![
            Outcome {
                totals: vec![(1, 40), (2, 70), (3, 101), (4, 70)],
            },
            Outcome {
                totals: vec![(2, 10), (4, 100)],
            },
            Outcome {
                totals: vec![(1, 99), (2, 98), (3, 120), (4, 5), (5, 60)],
            },
        ];
        let h = rate(&games);
        let sum: f64 = h.now.values().sum();
        assert!((sum - START * h.now.len() as f64).abs() < 1e-9);
    }
}
