//! Speed targets of the deck assistant (issue 3):
//! - exact P(doubled) against one opponent with up to 10 face-down cards and
//!   no last turn: <= 1 ms;
//! - seven opponents with the greedy last turn to +-0.002 at 95%: <= 200 ms on one core.

use skyjo::rules::Rules;
use skyjo::rules::odds::Pool;
use skyjo::rules::risk::{self, LastTurn, Opponent, Query};

fn main() {
    divan::main();
}

fn opponent(text: &str) -> Opponent {
    Opponent::parse("P", text).unwrap().0
}

/// Ten face-down cards, two open 5s in one column (the case columns matter most).
#[divan::bench(args = [2, 6, 10])]
fn exact_one_opponent(hidden: usize) -> f64 {
    let grids = [
        (2, "1 2 3 4 / 5 6 5 ? / 7 8 ? 5"),
        (6, "1 ? ? 4 / ? 7 5 ? / 0 ? ? 5"),
        (10, "? ? ? ? / ? ? 5 ? / ? ? ? 5"),
    ];
    let text = grids
        .iter()
        .find(|(h, _)| *h == hidden)
        .map(|(_, t)| *t)
        .unwrap_or(grids[2].1);
    let opponents = [opponent(divan::black_box(text))];
    let q = Query {
        my_raw: 30,
        opponents: &opponents,
        discard: None,
        pool: Pool::full(),
        rules: Rules::default(),
        last_turn: LastTurn::None,
        margins: &[5, 10, 15, 20],
        seed: 1,
        precision: 0.002,
    };
    risk::assess(&q).unwrap().rows[0].p_doubled
}

/// Seven opponents, greedy last turn, Monte Carlo to +-0.002.
#[divan::bench(sample_count = 10)]
fn monte_carlo_seven_opponents_greedy() -> f64 {
    let opponents = [
        opponent("3 ? ? 9 / ? 9 ? ? / 2 ? 0 9"),
        opponent("? ? 5 ? / ? ? 5 ? / 1 ? ? ?"),
        opponent("x 4 ? ? / x ? 12 ? / x 2 ? ?"),
        opponent("0 -1 ? ? / ? ? ? 7 / ? ? 6 ?"),
        Opponent::Open {
            visible: 12,
            hidden: 5,
        },
        Opponent::Open {
            visible: 20,
            hidden: 3,
        },
        opponent("? ? ? ? / ? 8 ? ? / ? ? 11 ?"),
    ];
    let q = Query {
        my_raw: 25,
        opponents: &opponents,
        discard: Some(4),
        pool: Pool::full(),
        rules: Rules::default(),
        last_turn: LastTurn::Greedy,
        margins: &[5, 10, 15, 20],
        seed: 1,
        precision: 0.002,
    };
    risk::assess(&q).unwrap().rows[0].p_doubled
}
