//! How well `risk` predicts being doubled, measured on simulated play
//! (docs/odds.md, "Rules of thumb"). Rounds are played by the generator's
//! policy (`rules::play`); the first moment in a round at which a player could
//! close (one face-down card left at the start of their turn) is played out
//! both ways: the tool is asked what it would answer, and the player closes,
//! the others play their last turn, and the round is scored. The tables set
//! the share of closers actually doubled beside the tool's average
//! prediction, by table size and by how far the closer is under the others.

use skyjo_rules::Rules;
use skyjo_rules::odds::Pool;
use skyjo_rules::play::{self, Moment};
use skyjo_rules::risk::{self, LastTurn, Opponent, Query};
use skyjo_rules::rng::Rng;

/// One moment a player could close, played out.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Situation {
    /// Players at the table.
    pub players: usize,
    /// The closer's score if they close now.
    pub closer: i32,
    /// The lowest open sum of the others, less the closer's score.
    pub under_open: i32,
    /// The lowest expected total of the others (face-down cards at the pool's
    /// mean), less the closer's score.
    pub under_expected: f64,
    /// Whether the closer was doubled in the simulated play.
    pub doubled: bool,
    /// What `risk` answered: P(doubled).
    pub predicted: f64,
}

/// The situation of `moment` (None when the closer has no card to turn).
fn situation(moment: &Moment, rules: &Rules, rng: &mut Rng, precision: f64) -> Option<Situation> {
    let last = moment.last_card()?;
    let (closer, doubled) = moment.close_now(rng);
    let mut seen = moment.seen();
    seen.add(last);
    let mut opponents = Vec::new();
    let mut open = Vec::new();
    for (i, grid) in moment.grids().iter().enumerate() {
        if i == moment.player() {
            continue;
        }
        let (opponent, _) = Opponent::parse("", &grid.seen_text()).ok()?;
        open.push((grid.open_sum(), grid.hidden()));
        opponents.push(opponent);
    }
    let pool = Pool::from_seen(&seen).ok()?;
    let report = risk::assess(&Query {
        my_raw: closer,
        opponents: &opponents,
        discard: Some(moment.discard_top()),
        pool,
        rules: *rules,
        last_turn: LastTurn::Greedy,
        margins: &[],
        seed: rng.next_u64(),
        precision,
    })
    .ok()?;
    let mean = pool.mean();
    let under_open = open.iter().map(|&(s, _)| s).min()? - closer;
    let under_expected = open
        .iter()
        .map(|&(s, h)| f64::from(s) + mean * h as f64)
        .fold(f64::INFINITY, f64::min)
        - f64::from(closer);
    Some(Situation {
        players: moment.grids().len(),
        closer,
        under_open,
        under_expected,
        doubled,
        predicted: report.rows[0].p_doubled,
    })
}

/// Plays `rounds` rounds of `players` and returns their first closing moments.
pub fn situations(players: usize, rounds: usize, seed: u64, precision: f64) -> Vec<Situation> {
    let rules = Rules::default();
    let mut rng = Rng(seed);
    let mut out = Vec::with_capacity(rounds);
    for _ in 0..rounds {
        let mut first: Option<Moment> = None;
        let mut watch = |m: &Moment| {
            if first.is_none() {
                first = Some(m.clone());
            }
        };
        let dealer = rng.below(players);
        let starter = play::starter(None, dealer);
        play::play_round(players, starter, &rules, &mut rng, Some(&mut watch));
        if let Some(moment) = first
            && let Some(s) = situation(&moment, &rules, &mut rng, precision)
        {
            out.push(s);
        }
    }
    out
}

/// The margin bands of the tables, as (label, lowest, highest) margins.
const BANDS: [(&str, i32, i32); 6] = [
    ("below 0", i32::MIN, -1),
    ("0 to 4", 0, 4),
    ("5 to 9", 5, 9),
    ("10 to 14", 10, 14),
    ("15 to 19", 15, 19),
    ("20 or more", 20, i32::MAX),
];

/// A markdown table: per table size and band of `margin`, the situations, the
/// share doubled in play and the tool's mean prediction.
pub fn table(all: &[(usize, Vec<Situation>)], margin: fn(&Situation) -> i32) -> String {
    let mut out = String::from(
        "| players | margin | situations | doubled in play | risk predicted |\n|---|---|---|---|---|\n",
    );
    for (players, list) in all {
        for (label, lo, hi) in BANDS {
            let band: Vec<&Situation> = list
                .iter()
                .filter(|s| (lo..=hi).contains(&margin(s)))
                .collect();
            if band.is_empty() {
                continue;
            }
            let n = band.len() as f64;
            let doubled = band.iter().filter(|s| s.doubled).count() as f64 / n;
            let predicted = band.iter().map(|s| s.predicted).sum::<f64>() / n;
            out.push_str(&format!(
                "| {players} | {label} | {} | {:.1}% | {:.1}% |\n",
                band.len(),
                doubled * 100.0,
                predicted * 100.0
            ));
        }
    }
    out
}

/// Both tables for 2, 3 and 4 players, `rounds` rounds each.
pub fn report(rounds: usize, seed: u64) -> String {
    let all: Vec<(usize, Vec<Situation>)> = [2, 3, 4]
        .into_iter()
        .map(|p| (p, situations(p, rounds, seed + p as u64, 0.01)))
        .collect();
    format!(
        "By the margin under the lowest open sum of the others:\n\n{}\nBy the margin under the lowest expected total of the others (face-down cards at the pool's mean):\n\n{}",
        table(&all, |s| s.under_open),
        table(&all, |s| s.under_expected.floor() as i32)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tool_is_calibrated_on_simulated_play() {
        let list = situations(3, 300, 11, 0.02);
        assert!(list.len() > 200, "{} situations", list.len());
        let n = list.len() as f64;
        let doubled = list.iter().filter(|s| s.doubled).count() as f64 / n;
        let predicted = list.iter().map(|s| s.predicted).sum::<f64>() / n;
        assert!((0.0..=1.0).contains(&predicted));
        assert!(
            (doubled - predicted).abs() < 0.1,
            "doubled {doubled:.3}, predicted {predicted:.3}"
        );
        // Further under the others is safer, in play and in the prediction.
        let share = |lo: i32, hi: i32| {
            let band: Vec<&Situation> = list
                .iter()
                .filter(|s| (lo..=hi).contains(&s.under_open))
                .collect();
            band.iter().map(|s| s.predicted).sum::<f64>() / band.len().max(1) as f64
        };
        assert!(share(i32::MIN, -1) > share(10, i32::MAX));
        assert!(report(20, 1).contains("| 4 |"));
    }
}
