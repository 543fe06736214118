//! Is the forecast of who wins any good? Measured on games it was not fitted
//! to (docs/chances.md): games played whole by a second, clearly different
//! policy (every seat rushes to close, `Policy::Rush`), 2, 3, 4 and 6
//! players, official rules. After each round of each game that does not end
//! the game, the forecast is set against who won: the Brier score beside two
//! baselines (everyone alike, 1/n; the leader wins, the lowest total gets 1,
//! shared among tied leaders), and a reliability table.

use crate::rules::chances::{self, Position};
use crate::rules::play::{self, PlayGrid, Policy};
use crate::rules::rng::Rng;
use crate::rules::{self, RoundResult, Rules, StartReason, standings};

/// One forecast made after a round, and what came of it.
#[derive(Debug, Clone, PartialEq)]
pub struct Forecast {
    /// Players at the table.
    pub players: usize,
    /// The model's P(win or share), per seat.
    pub model: Vec<f64>,
    /// The totals when it was made.
    pub totals: Vec<i32>,
    /// Per seat: 1 if the seat won or shared the win.
    pub won: Vec<f64>,
}

/// A game played to its end with `policies[seat]` at each seat under
/// `rules`: the rounds' results.
pub fn play_game(policies: &[Policy], rules: &Rules, rng: &mut Rng) -> Vec<RoundResult> {
    let players = policies.len();
    let dealer = rng.below(players);
    let mut results: Vec<RoundResult> = Vec::new();
    for _ in 0..100 {
        let now = standings(rules, players, &results);
        if now.over {
            break;
        }
        let next = now.next_starter;
        let starter = |grids: &[PlayGrid]| {
            next.unwrap_or_else(|| {
                let sums: Vec<i32> = grids.iter().map(PlayGrid::open_sum).collect();
                StartReason::first_round(&sums, dealer).0
            })
        };
        let round = play::play_round_by(policies, starter, rules, rng, None);
        let Ok(scored) = rules::score_round(rules, &round.entries, round.closer) else {
            continue;
        };
        results.push(RoundResult {
            scores: scored.players.iter().map(|p| p.score).collect(),
            closer: round.closer,
        });
    }
    results
}

/// `games` games of `players` rushers, and the forecast after each round
/// that did not end the game.
pub fn forecasts(players: usize, games: usize, seed: u64, simulated: u32) -> Vec<Forecast> {
    let rules = Rules::default();
    let bank = chances::bank(players, &rules);
    let mut rng = Rng(seed);
    let mut out = Vec::new();
    for _ in 0..games {
        let results = play_game(&vec![Policy::Rush; players], &rules, &mut rng);
        let end = standings(&rules, players, &results);
        let won: Vec<f64> = (0..players)
            .map(|s| f64::from(u8::from(end.winners().contains(&s))))
            .collect();
        for played in 1..results.len() {
            let now = standings(&rules, players, &results[..played]);
            if now.over {
                break;
            }
            let position = Position {
                rules,
                totals: &now.totals,
                rounds_played: played,
                next_starter: now.next_starter,
            };
            let c = chances::chances_from(&bank, &position, simulated, chances::SEED);
            out.push(Forecast {
                players,
                model: c.p_win,
                totals: now.totals.clone(),
                won: won.clone(),
            });
        }
    }
    out
}

/// The leader-wins baseline: the lowest total gets 1 (shared among ties).
pub fn leader(totals: &[i32]) -> Vec<f64> {
    let leaders = rules::game::lowest(totals);
    (0..totals.len())
        .map(|s| {
            if leaders.contains(&s) {
                1.0 / leaders.len() as f64
            } else {
                0.0
            }
        })
        .collect()
}

/// The Brier score of a forecast: the sum over seats of (p - outcome)^2.
pub fn brier(p: &[f64], won: &[f64]) -> f64 {
    p.iter().zip(won).map(|(p, o)| (p - o).powi(2)).sum()
}

/// The mean Brier scores of the model, 1/n and the leader: (model, alike, leader).
pub fn scores(list: &[Forecast]) -> (f64, f64, f64) {
    let n = list.len().max(1) as f64;
    let mut sums = (0.0, 0.0, 0.0);
    for f in list {
        let alike = vec![1.0 / f.players as f64; f.players];
        sums.0 += brier(&f.model, &f.won);
        sums.1 += brier(&alike, &f.won);
        sums.2 += brier(&leader(&f.totals), &f.won);
    }
    (sums.0 / n, sums.1 / n, sums.2 / n)
}

/// The markdown tables of docs/chances.md: `games` games per table size.
pub fn report(games: usize, seed: u64) -> String {
    report_with(games, seed, chances::GAMES)
}

/// [`report`] with `simulated` games per forecast.
pub fn report_with(games: usize, seed: u64, simulated: u32) -> String {
    let all: Vec<(usize, Vec<Forecast>)> = [2, 3, 4, 6]
        .into_iter()
        .map(|p| (p, forecasts(p, games, seed + p as u64, simulated)))
        .collect();
    let mut out = String::from(
        "| players | games | forecasts | Brier, model | Brier, 1/n | Brier, leader wins |\n|---|---|---|---|---|---|\n",
    );
    for (players, list) in &all {
        let (model, alike, lead) = scores(list);
        out.push_str(&format!(
            "| {players} | {games} | {} | {model:.3} | {alike:.3} | {lead:.3} |\n",
            list.len()
        ));
    }
    out.push_str(
        "\nReliability, all table sizes (each seat's forecast after each round):\n\n| forecast | seats | mean forecast | won |\n|---|---|---|---|\n",
    );
    let mut bins = [(0usize, 0.0f64, 0.0f64); 10];
    for f in all.iter().flat_map(|(_, l)| l) {
        for (&p, &o) in f.model.iter().zip(&f.won) {
            let bin = ((p * 10.0) as usize).min(9);
            bins[bin].0 += 1;
            bins[bin].1 += p;
            bins[bin].2 += o;
        }
    }
    for (i, (n, sum_p, sum_o)) in bins.iter().enumerate() {
        if *n == 0 {
            continue;
        }
        out.push_str(&format!(
            "| {} to {} % | {n} | {:.1} % | {:.1} % |\n",
            10 * i,
            10 * (i + 1),
            100.0 * sum_p / *n as f64,
            100.0 * sum_o / *n as f64
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_forecast_beats_everyone_alike_on_games_of_another_policy() {
        let list = forecasts(3, 40, 11, 2_000);
        assert!(list.len() > 60, "{} forecasts", list.len());
        let (model, alike, _) = scores(&list);
        assert!(model < alike, "model {model:.3}, 1/n {alike:.3}");
        for f in &list {
            let sum: f64 = f.model.iter().sum();
            assert!((0.99..1.5).contains(&sum), "{f:?}");
        }
        let table = report_with(2, 1, 500);
        assert!(table.contains("| 6 | 2 |"), "{table}");
        assert!(table.contains("| forecast | seats |"), "{table}");
    }

    #[test]
    fn the_baselines_score_as_they_should() {
        assert_eq!(leader(&[10, 5, 5]), [0.0, 0.5, 0.5]);
        assert_eq!(brier(&[1.0, 0.0], &[1.0, 0.0]), 0.0);
        assert_eq!(brier(&[0.5, 0.5], &[1.0, 0.0]), 0.5);
    }
}
