//! The data and tables of docs/chances.md:
//! - `cargo run --release --example chances -- bank` writes the shipped bank
//!   of rounds, `src/rules/chances_bank.bin`;
//! - `cargo run --release --example chances -- calibrate [GAMES] [SEED]`
//!   prints the calibration tables of the forecast;
//! - `cargo run --release --example chances -- advice [GAMES] [SEED]` prints
//!   the measurement of `risk`'s closing advice.

use skyjo::rules::Rules;
use skyjo::rules::chances::{BANK_ROUNDS, Bank, SEED};

fn main() {
    let mut args = std::env::args().skip(1);
    let what = args.next().unwrap_or_default();
    let games = args.next().and_then(|a| a.parse().ok());
    let seed = args.next().and_then(|a| a.parse().ok()).unwrap_or(7);
    match what.as_str() {
        "bank" => {
            let mut bytes = Vec::new();
            for players in 2..=8 {
                let bank = Bank::new(
                    players,
                    &Rules::default(),
                    BANK_ROUNDS,
                    SEED + players as u64,
                );
                bytes.extend_from_slice(bank.bytes());
            }
            std::fs::write("src/rules/chances_bank.bin", bytes).expect("written");
        }
        "calibrate" => print!(
            "{}",
            skyjo::calibrate_chances::report(games.unwrap_or(1_000), seed)
        ),
        "advice" => print!(
            "{}",
            skyjo::calibrate_chances::advice_report(games.unwrap_or(200), seed, (2_000, 200))
        ),
        _ => eprintln!("usage: chances bank | calibrate [GAMES] [SEED] | advice [GAMES] [SEED]"),
    }
}
