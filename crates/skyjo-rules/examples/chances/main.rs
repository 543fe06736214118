//! The data and tables of docs/chances.md:
//! - `cargo run --release -p skyjo-rules --example chances -- bank` writes the shipped bank
//!   of rounds, `crates/skyjo-rules/src/chances_bank.bin`;
//! - `cargo run --release -p skyjo-rules --example chances -- calibrate [GAMES] [SEED]`
//!   prints the calibration tables of the forecast;
//! - `cargo run --release -p skyjo-rules --example chances -- advice [GAMES] [SEED]` prints
//!   the measurement of `risk`'s closing advice.

mod tables;

use skyjo_rules::Rules;
use skyjo_rules::chances::{BANK_ROUNDS, Bank, SEED};

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
            // Run from the crate (cargo runs an example in its package folder).
            std::fs::write(
                concat!(env!("CARGO_MANIFEST_DIR"), "/src/chances_bank.bin"),
                bytes,
            )
            .expect("written");
        }
        "calibrate" => print!("{}", tables::report(games.unwrap_or(1_000), seed)),
        "advice" => print!(
            "{}",
            tables::advice_report(games.unwrap_or(200), seed, (2_000, 200))
        ),
        _ => eprintln!("usage: chances bank | calibrate [GAMES] [SEED] | advice [GAMES] [SEED]"),
    }
}
