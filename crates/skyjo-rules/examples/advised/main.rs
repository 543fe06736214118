//! The measurement of `skyjo advise` in docs/advise.md: whole games, official
//! rules, the same deals for each arm; seat 0 plays the plain policy in one
//! arm and follows the advice at every turn in the other, the other seats
//! play the greedy policy, then the rusher.
//!
//! `cargo run --release -p skyjo-rules --example advised -- [GAMES] [SAMPLES] [SEED] [PLAYERS] [OPPONENTS]`
//! prints the table (PLAYERS: 2, 3, 4 or all; OPPONENTS: greedy, rush or all).

use std::time::Instant;

use skyjo_rules::advise::{self, Table};
use skyjo_rules::chances::Standing;
use skyjo_rules::deck::CardCount;
use skyjo_rules::odds::Pool;
use skyjo_rules::play::{self, Move, Policy, TurnView};
use skyjo_rules::risk::Seen;
use skyjo_rules::rng::Rng;
use skyjo_rules::{self as rules, RoundResult, Rules, standings};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize, default: u64| {
        args.get(i)
            .and_then(|a| a.parse::<u64>().ok())
            .unwrap_or(default)
    };
    let games = num(0, 200) as usize;
    let samples = num(1, 64) as u32;
    let seed = num(2, 7);
    let players: Vec<usize> = match args.get(3).map(String::as_str) {
        Some("all") | None => vec![2, 3, 4],
        Some(n) => vec![n.parse().expect("PLAYERS: 2 to 4 or all")],
    };
    let opponents: Vec<Policy> = match args.get(4).map(String::as_str) {
        Some("greedy") => vec![Policy::Greedy],
        Some("rush") => vec![Policy::Rush],
        _ => vec![Policy::Greedy, Policy::Rush],
    };
    println!("{}", HEADER);
    for &opponent in &opponents {
        for &n in &players {
            let started = Instant::now();
            let pair = duel(n, opponent, games, samples, seed + n as u64);
            println!("{}", pair.row(n, opponent, samples));
            eprintln!(
                "{n} players, {opponent:?}: {:.1} s, {} decisions, {:.2} ms a decision",
                started.elapsed().as_secs_f64(),
                pair.decisions,
                started.elapsed().as_secs_f64() * 1000.0 / pair.decisions.max(1) as f64
            );
        }
    }
}

const HEADER: &str = "| players | others | games | samples | seat 0 wins: plain | advised | difference (paired) |\n|---|---|---|---|---|---|---|";

/// The two arms of one table size and kind of opponent, game by game.
#[derive(Debug, Default)]
struct Pair {
    /// Per game: (seat 0 won plain, seat 0 won advised).
    wins: Vec<(bool, bool)>,
    /// Moves the advice chose.
    decisions: u64,
}

/// A rate and its 95% interval: (rate, low, high).
type Interval = (f64, f64, f64);

/// The Wilson 95% interval of `hits` in `n`.
fn wilson(hits: usize, n: usize) -> Interval {
    let n = n.max(1) as f64;
    let p = hits as f64 / n;
    let z = 1.96f64;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    (p, (centre - half).max(0.0), (centre + half).min(1.0))
}

impl Pair {
    /// Plain, advised and their paired difference, each (rate, low, high).
    fn rates(&self) -> (Interval, Interval, Interval) {
        let n = self.wins.len();
        let plain = wilson(self.wins.iter().filter(|w| w.0).count(), n);
        let advised = wilson(self.wins.iter().filter(|w| w.1).count(), n);
        // The paired difference: each game's advised win less its plain win.
        let d: Vec<f64> = self
            .wins
            .iter()
            .map(|&(p, a)| f64::from(u8::from(a)) - f64::from(u8::from(p)))
            .collect();
        let m = d.iter().sum::<f64>() / n.max(1) as f64;
        let var = d.iter().map(|x| (x - m).powi(2)).sum::<f64>() / (n.max(2) - 1) as f64;
        let half = 1.96 * (var / n.max(1) as f64).sqrt();
        (plain, advised, (m, m - half, m + half))
    }

    fn row(&self, players: usize, opponent: Policy, samples: u32) -> String {
        let (p, a, d) = self.rates();
        let pct = |(x, lo, hi): Interval| {
            format!("{:.1}% ({:.1} to {:.1})", x * 100.0, lo * 100.0, hi * 100.0)
        };
        let others = match opponent {
            Policy::Greedy => "greedy",
            Policy::Rush => "rusher",
        };
        format!(
            "| {players} | {others} | {} | {samples} | {} | {} | {:+.1} points ({:+.1} to {:+.1}) |",
            self.wins.len(),
            pct(p),
            pct(a),
            d.0 * 100.0,
            d.1 * 100.0,
            d.2 * 100.0
        )
    }
}

/// The advice's table from what seat `view.player()` sees.
fn table_of(view: &TurnView) -> Option<Table> {
    let all = view.grids();
    let n = all.len();
    let me = view.player();
    let grids: Vec<_> = (0..n).map(|k| all[(me + k) % n]).collect();
    let mut seen = CardCount::default();
    for c in grids.iter().flat_map(|g| g.iter().flatten()) {
        if let Seen::Up(v) = c {
            seen.add(*v);
        }
    }
    for &v in view.discard() {
        seen.add(v);
    }
    if let Some(d) = view.drawn() {
        seen.add(d);
    }
    Some(Table {
        grids,
        discard: *view.discard().last()?,
        pool: Pool::from_seen(&seen).ok()?,
        drawn: view.drawn(),
        closed_by: view.closer().map(|c| (c + n - me) % n),
    })
}

/// `games` games of `players`, seat 0 plain and advised on the same deals.
fn duel(players: usize, opponent: Policy, games: usize, samples: u32, seed: u64) -> Pair {
    let mut pair = Pair::default();
    let mut policies = vec![opponent; players];
    policies[0] = Policy::Greedy;
    let mut rng = Rng(seed);
    for _ in 0..games {
        let game_seed = rng.next_u64();
        let plain = game(players, &policies, game_seed, None, &mut 0);
        let advised = game(
            players,
            &policies,
            game_seed,
            Some(samples),
            &mut pair.decisions,
        );
        pair.wins.push((plain, advised));
    }
    pair
}

/// One whole game from `seed`; with `samples`, seat 0 follows the advice.
/// Whether seat 0 won (or shared the win).
fn game(
    players: usize,
    policies: &[Policy],
    seed: u64,
    samples: Option<u32>,
    decisions: &mut u64,
) -> bool {
    let rules = Rules::default();
    let mut seeds = Rng(seed);
    let dealer = seeds.below(players);
    let mut results: Vec<RoundResult> = Vec::new();
    for round in 0..100u64 {
        let now = standings(&rules, players, &results);
        if now.over {
            break;
        }
        // Each round's deal from its own seed: the same in both arms.
        let mut rng = Rng(seed ^ (round + 1).wrapping_mul(0x2545_f491_4f6c_dd1d));
        let starter = play::starter(now.next_starter, dealer);
        let played = match samples {
            None => play::play_round_by(policies, starter, &rules, &mut rng, None),
            Some(samples) => {
                let seats: Vec<usize> = (1..players).collect();
                let standing = Standing {
                    totals: &now.totals,
                    rounds_played: results.len(),
                    me: 0,
                    seats: &seats,
                };
                let mut ask_seed = Rng(seed ^ round.wrapping_mul(0x9e37));
                let mut steer = |view: &TurnView| {
                    let Some(table) = table_of(view) else {
                        return Move::Draw;
                    };
                    *decisions += 1;
                    advise::rank(
                        &table,
                        &rules,
                        Some(&standing),
                        samples,
                        ask_seed.next_u64(),
                    )
                    .ok()
                    .and_then(|r| r.actions.first().map(|a| a.choice))
                    .unwrap_or(Move::Draw)
                };
                play::play_round_steered(policies, starter, &rules, &mut rng, 0, &mut steer)
            }
        };
        let Ok(scored) = rules::score_round(&rules, &played.entries, played.closer) else {
            continue;
        };
        results.push(RoundResult {
            scores: scored.players.iter().map(|p| p.score).collect(),
            closer: played.closer,
        });
    }
    standings(&rules, players, &results).winners().contains(&0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_run_plays_whole_games_in_both_arms_and_its_numbers_are_rates() {
        for opponent in [Policy::Greedy, Policy::Rush] {
            let pair = duel(3, opponent, 3, 8, 1);
            assert_eq!(pair.wins.len(), 3);
            assert!(pair.decisions > 10, "{pair:?}");
            let (p, a, d) = pair.rates();
            for (x, lo, hi) in [p, a] {
                assert!((0.0..=1.0).contains(&x) && lo <= x && x <= hi, "{pair:?}");
            }
            assert!(d.1 <= d.0 && d.0 <= d.2 && (-1.0..=1.0).contains(&d.0));
            assert!(pair.row(3, opponent, 8).starts_with("| 3 |"));
        }
    }
}
