//! Is the forecast of who wins any good? Measured on games it was not fitted
//! to (docs/chances.md): games played whole by a second, clearly different
//! policy (every seat rushes to close, `Policy::Rush`), 2, 3, 4 and 6
//! players, official rules. After each round of each game that does not end
//! the game, the forecast is set against who won: the Brier score beside two
//! baselines (everyone alike, 1/n; the leader wins, the lowest total gets 1,
//! shared among tied leaders), and a reliability table.

use skyjo_rules::chances::{self, Position};
use skyjo_rules::play::{self, Policy};
use skyjo_rules::rng::Rng;
use skyjo_rules::{self as rules, RoundResult, Rules, standings};

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
        let starter = play::starter(next, dealer);
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

/// How one seat fared over a set of games.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct SeatRecord {
    /// Games played.
    pub games: usize,
    /// Games the seat won or shared.
    pub wins: usize,
    /// The points doubling added to the seat's scores, over all games.
    pub doubled_extra: i64,
    /// Moments the seat was advised at, and how often the advice was to close.
    pub advised: usize,
    /// How often the advice was to close.
    pub closed: usize,
}

impl SeatRecord {
    /// The win rate and its Wilson 95% interval.
    pub fn win_rate(&self) -> (f64, f64, f64) {
        let n = self.games.max(1) as f64;
        let p = self.wins as f64 / n;
        let z = 1.96f64;
        let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
        let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
        (p, (centre - half).max(0.0), (centre + half).min(1.0))
    }
}

/// How the advised seat knows its score if it closes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Knows {
    /// Its last card counts at the pool's mean: it does not peek.
    Mean,
    /// It knows its last card (as a player holding the card that would close).
    LastCard,
}

/// What the advised seat asks at a moment it could close: P(win | close now)
/// against P(win | play on); `None` (the policy decides) where they cannot
/// be computed.
fn advice(
    moment: &play::Moment,
    rules: &Rules,
    (totals, played): (&[i32], usize),
    samples: (u64, u64),
    seed: u64,
    knows: Knows,
) -> Option<bool> {
    use skyjo_rules::chances::Standing;
    use skyjo_rules::closing::{self, Table};
    use skyjo_rules::odds::Pool;
    use skyjo_rules::risk::{LastTurn, Opponent, Query};
    let me = moment.player();
    let n = moment.grids().len();
    let Ok(pool) = Pool::from_seen(&moment.seen()) else {
        return None;
    };
    let parse = |i: usize| {
        Opponent::parse("", &moment.grids()[i].seen_text())
            .ok()
            .map(|(o, _)| o)
    };
    let seats: Vec<usize> = (1..n).map(|k| (me + k) % n).collect();
    let opponents = seats
        .iter()
        .map(|&s| parse(s))
        .collect::<Option<Vec<_>>>()?;
    let Some(Opponent::Grid(mine)) = parse(me) else {
        return None;
    };
    let last = match (knows, moment.last_card()) {
        (Knows::LastCard, Some(card)) => i32::from(card),
        _ => pool.mean().round() as i32,
    };
    let my_raw = moment.grids()[me].open_sum() + last;
    let q = Query {
        my_raw,
        opponents: &opponents,
        discard: Some(moment.discard_top()),
        pool,
        rules: *rules,
        last_turn: LastTurn::Greedy,
        margins: &[],
        seed,
        precision: 0.01,
    };
    let standing = Standing {
        totals,
        rounds_played: played,
        me,
        seats: &seats,
    };
    // A pool too small to deal (a long round): the policy decides.
    let Ok((close, _, _)) = closing::if_close(&q, &standing, samples.0) else {
        return None;
    };
    let table = Table {
        mine,
        opponents: &opponents,
        discard: Some(moment.discard_top()),
        pool,
    };
    closing::if_play_on(&table, rules, &standing, samples.1, seed).map(|play_on| close >= play_on)
}

/// `games` games of `players` greedy seats, official rules; with `advised`,
/// seat 0 closes by the advice at every moment it could (`samples`: draws
/// of closing now and rounds played on per question). Seat 0's record.
pub fn advice_games(
    players: usize,
    games: usize,
    seed: u64,
    advised: Option<Knows>,
    samples: (u64, u64),
) -> SeatRecord {
    let rules = Rules::default();
    let policies = vec![Policy::Greedy; players];
    let mut rng = Rng(seed);
    let mut record = SeatRecord::default();
    for _ in 0..games {
        let dealer = rng.below(players);
        let mut results: Vec<RoundResult> = Vec::new();
        let mut extra = 0i64;
        for _ in 0..100 {
            let now = standings(&rules, players, &results);
            if now.over {
                break;
            }
            let next = now.next_starter;
            let starter = play::starter(next, dealer);
            let played = results.len();
            let round = if let Some(knows) = advised {
                let ask_seed = rng.next_u64();
                let mut ask = |m: &play::Moment| {
                    let at = (now.totals.as_slice(), played);
                    let close = advice(m, &rules, at, samples, ask_seed, knows);
                    record.advised += usize::from(close.is_some());
                    record.closed += usize::from(close == Some(true));
                    close
                };
                play::play_round_advised(&policies, starter, &rules, &mut rng, 0, &mut ask)
            } else {
                play::play_round_by(&policies, starter, &rules, &mut rng, None)
            };
            let Ok(scored) = rules::score_round(&rules, &round.entries, round.closer) else {
                continue;
            };
            extra += i64::from(scored.players[0].score - scored.players[0].raw);
            results.push(RoundResult {
                scores: scored.players.iter().map(|p| p.score).collect(),
                closer: round.closer,
            });
        }
        let end = standings(&rules, players, &results);
        record.games += 1;
        record.wins += usize::from(end.winners().contains(&0));
        record.doubled_extra += extra;
    }
    record
}

/// The advice table of docs/chances.md: 2, 3 and 4 players, `games` games
/// each, plain against advised.
pub fn advice_report(games: usize, seed: u64, samples: (u64, u64)) -> String {
    let mut out = String::from(
        "| players | games | seat 0 wins: plain policy | advised | advised, knowing its last card | doubling points a game: plain | advised | knowing | advice to close |\n|---|---|---|---|---|---|---|---|---|\n",
    );
    for players in [2, 3, 4] {
        let seed = seed + players as u64;
        let plain = advice_games(players, games, seed, None, samples);
        let advised = advice_games(players, games, seed, Some(Knows::Mean), samples);
        let knowing = advice_games(players, games, seed, Some(Knows::LastCard), samples);
        let rate = |r: &SeatRecord| {
            let (p, lo, hi) = r.win_rate();
            format!("{:.1}% ({:.1} to {:.1})", p * 100.0, lo * 100.0, hi * 100.0)
        };
        let per_game = |r: &SeatRecord| r.doubled_extra as f64 / r.games.max(1) as f64;
        out.push_str(&format!(
            "| {players} | {games} | {} | {} | {} | {:.1} | {:.1} | {:.1} | {} of {} |\n",
            rate(&plain),
            rate(&advised),
            rate(&knowing),
            per_game(&plain),
            per_game(&advised),
            per_game(&knowing),
            advised.closed,
            advised.advised
        ));
    }
    out
}

#[cfg(test)]
mod advice_tests {
    use super::*;

    #[test]
    fn the_advised_seat_plays_whole_games_and_is_asked() {
        let advised = advice_games(2, 3, 5, Some(Knows::Mean), (200, 20));
        assert_eq!(advised.games, 3);
        assert!(advised.advised > 0, "{advised:?}");
        assert!(advised.closed <= advised.advised);
        let plain = advice_games(2, 3, 5, None, (200, 20));
        assert_eq!(plain.games, 3);
        assert_eq!(plain.advised, 0);
        let (p, lo, hi) = plain.win_rate();
        assert!(lo <= p && p <= hi);
        assert!(advice_report(1, 1, (100, 10)).contains("| 4 | 1 |"));
    }
}
