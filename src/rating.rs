//! Ratings: a multiplayer Elo from pairwise results, pure (docs/ratings.md).
//!
//! After each finished game every pair of its players is one Elo match: the
//! lower final total wins it, equal totals draw. A player's change is the sum
//! over their opponents of K / (n - 1) * (S - E), with E the usual Elo
//! expectation 1 / (1 + 10^((R_other - R_self) / 400)), all from the ratings
//! before the game. Dividing by n - 1 keeps one eight-player game from moving a
//! rating seven times as far as a duel; the changes of a game add up to zero.

use std::collections::HashMap;

use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

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
    /// Weng-Lin only: each player's uncertainty (sigma) now.
    pub uncertainty: HashMap<i64, f64>,
}

impl History {
    /// Everybody rated and their rating now, best first; equal ratings in the
    /// order of their `names`.
    pub fn ranked(&self, names: &HashMap<i64, String>) -> Vec<(i64, f64)> {
        let name = |id: &i64| names.get(id).map_or("", String::as_str);
        let mut ranked: Vec<(i64, f64)> = self.now.iter().map(|(&id, &r)| (id, r)).collect();
        ranked.sort_by(|a, b| b.1.total_cmp(&a.1).then_with(|| name(&a.0).cmp(name(&b.0))));
        ranked
    }
}

/// How ratings are computed (`--method`, named here once).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Method {
    /// The pairwise multiplayer Elo above (the default).
    #[value(help = "Multiplayer Elo from every pair of players (start 1500, K 32)")]
    Elo,
    /// Weng-Lin (OpenSkill), Bradley-Terry full pairing, free-for-all.
    #[value(help = "Weng-Lin (OpenSkill): a rating and an uncertainty per player (start 25 ± 8.3)")]
    WengLin,
}

impl Method {
    /// Everybody's rating before their first game.
    pub fn start(self) -> f64 {
        match self {
            Method::Elo => START,
            Method::WengLin => WengLinRating::new().rating,
        }
    }

    /// Plays the games in order.
    pub fn rate(self, games: &[Outcome]) -> History {
        match self {
            Method::Elo => rate(games),
            Method::WengLin => rate_weng_lin(games),
        }
    }
}

/// Weng-Lin, every player a team of one: the place of a player is one more
/// than the number of players with a lower total (equal totals share a place).
/// Default settings: mu 25, sigma 25/3, beta 25/6.
pub fn rate_weng_lin(games: &[Outcome]) -> History {
    let config = WengLinConfig::new();
    let mut history = History::default();
    for game in games {
        let before: Vec<[WengLinRating; 1]> = game
            .totals
            .iter()
            .map(|(id, _)| {
                [match (history.now.get(id), history.uncertainty.get(id)) {
                    (Some(&rating), Some(&uncertainty)) => WengLinRating {
                        rating,
                        uncertainty,
                    },
                    _ => WengLinRating::new(),
                }]
            })
            .collect();
        let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = game
            .totals
            .iter()
            .zip(&before)
            .map(|(&(_, total), rating)| {
                let place = 1 + game.totals.iter().filter(|(_, t)| *t < total).count();
                (&rating[..], MultiTeamOutcome::new(place))
            })
            .collect();
        let new = weng_lin_multi_team(&teams, &config);
        let mut after = Vec::with_capacity(new.len());
        for (&(id, _), team) in game.totals.iter().zip(&new) {
            let r = team[0];
            history.now.insert(id, r.rating);
            history.uncertainty.insert(id, r.uncertainty);
            after.push((id, r.rating));
        }
        history.after.push(after);
    }
    history
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

    /// Weng-Lin's Bradley-Terry full-pair update for two new players, by the
    /// paper's formulas (Weng and Lin 2011, algorithm 1).
    #[test]
    fn weng_lin_duel_between_new_players_by_the_formula() {
        let h = rate_weng_lin(&[Outcome {
            totals: vec![(1, 80), (2, 104)],
        }]);
        let (mu, sigma, beta) = (25.0f64, 25.0f64 / 3.0, 25.0f64 / 6.0);
        let c = (2.0 * sigma * sigma + 2.0 * beta * beta).sqrt();
        let p = 0.5; // equal ratings
        let omega = sigma * sigma / c * (1.0 - p);
        let gamma = sigma / c;
        let delta = gamma * sigma * sigma / (c * c) * p * (1.0 - p);
        let new_sigma = sigma * (1.0 - delta).sqrt();
        assert!((h.now[&1] - (mu + omega)).abs() < 1e-9, "{}", h.now[&1]);
        assert!((h.now[&2] - (mu - omega)).abs() < 1e-9, "{}", h.now[&2]);
        assert!((h.uncertainty[&1] - new_sigma).abs() < 1e-9);
        assert!((h.uncertainty[&2] - new_sigma).abs() < 1e-9);
        assert_eq!(h.after, vec![vec![(1, h.now[&1]), (2, h.now[&2])]]);
    }

    #[test]
    fn weng_lin_ties_share_a_place_and_uncertainty_only_shrinks() {
        // A draw between equals changes no rating, only the uncertainty.
        let h = rate_weng_lin(&[Outcome {
            totals: vec![(1, 50), (2, 50)],
        }]);
        assert!((h.now[&1] - 25.0).abs() < 1e-9 && (h.now[&2] - 25.0).abs() < 1e-9);
        let games: Vec<Outcome> = (0..30)
            .map(|i| Outcome {
                totals: vec![(1, 40 + i % 7), (2, 70 - i % 5), (3, 101), (4, 70)],
            })
            .collect();
        let mut last = HashMap::new();
        for n in 1..=games.len() {
            let h = rate_weng_lin(&games[..n]);
            for (id, s) in &h.uncertainty {
                assert!(*s <= *last.get(id).unwrap_or(&(25.0 / 3.0)) + 1e-12);
                last.insert(*id, *s);
            }
        }
        // The one who always finished first is rated highest, the last lowest.
        let h = rate_weng_lin(&games);
        assert!(h.now[&1] > h.now[&2] && h.now[&2] > h.now[&3]);
    }
}
