//! Speed target of the chances on the score sheet (issue 19): `status` of an
//! 8-player game stays under 50 ms, process start and history read included.
//! A fresh process makes the bank of its table size once, then simulates the
//! games: both are measured here, for 2, 4 and 8 players.

use skyjo::rules::Rules;
use skyjo::rules::chances::{self, BANK_ROUNDS, Bank, GAMES, Position, SEED};

fn main() {
    divan::main();
}

/// Making the bank of rounds (once per process and table size).
#[divan::bench(args = [2, 4, 8], sample_count = 10)]
fn bank(players: usize) -> usize {
    Bank::new(
        divan::black_box(players),
        &Rules::default(),
        BANK_ROUNDS,
        SEED,
    )
    .len()
}

/// The forecast from a bank: 20,000 simulated games, mid-game totals.
#[divan::bench(args = [2, 4, 8], sample_count = 20)]
fn forecast(bencher: divan::Bencher, players: usize) {
    let bank = Bank::new(players, &Rules::default(), BANK_ROUNDS, SEED);
    let totals: Vec<i32> = (0..players as i32).map(|i| 30 + 5 * i).collect();
    bencher.bench(|| {
        let position = Position {
            rules: Rules::default(),
            totals: divan::black_box(&totals),
            rounds_played: 2,
            next_starter: Some(0),
        };
        chances::chances_from(&bank, &position, GAMES, SEED).p_win[0]
    });
}

/// `risk --as` of a 4-player game, 2 face-down cards each, at the default
/// precision (target: under 2 s): close now and play on.
#[divan::bench(sample_count = 5)]
fn risk_with_the_game_4_players() -> f64 {
    use skyjo::rules::chances::Standing;
    use skyjo::rules::closing::{self, Table};
    use skyjo::rules::odds::Pool;
    use skyjo::rules::risk::{LastTurn, Opponent, Query};
    let mut seen = skyjo::rules::deck::CardCount::default();
    let mut opponents = Vec::new();
    for text in [
        "3 ? 5 1 / 2 4 1 6 / 0 2 ? 1",
        "2 2 ? 1 / 0 ? 5 5 / 3 2 1 1",
        "9 1 ? 4 / 0 3 5 ? / 3 2 1 8",
    ] {
        let (o, cards) = Opponent::parse("P", text).unwrap();
        for v in -2..=12 {
            for _ in 0..cards.open.get(v) {
                seen.add(v);
            }
        }
        opponents.push(o);
    }
    let (mine, my_cards) = Opponent::parse("", "7 2 4 -1 / 0 6 ? 2 / 8 0 ? 0").unwrap();
    for v in -2..=12 {
        for _ in 0..my_cards.open.get(v) {
            seen.add(v);
        }
    }
    seen.add(5);
    let pool = Pool::from_seen(&seen).unwrap();
    let q = Query {
        my_raw: 12,
        opponents: divan::black_box(&opponents),
        discard: Some(5),
        pool,
        rules: Rules::default(),
        last_turn: LastTurn::Greedy,
        margins: &[5, 10, 15, 20],
        seed: 2026,
        precision: 0.002,
    };
    let report = skyjo::rules::risk::assess(&q).unwrap();
    let skyjo::rules::risk::Opponent::Grid(mine) = mine else {
        unreachable!()
    };
    let table = Table {
        mine,
        opponents: &opponents,
        discard: Some(5),
        pool,
    };
    let standing = Standing {
        totals: &[40, 45, 50, 60],
        rounds_played: 3,
        me: 0,
        seats: &[1, 2, 3],
    };
    let a = closing::assess_game(&q, &standing, Some(&table)).unwrap();
    report.rows[0].p_doubled + a.p_win_if_close + a.p_win_if_play_on.unwrap()
}
