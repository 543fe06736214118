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
