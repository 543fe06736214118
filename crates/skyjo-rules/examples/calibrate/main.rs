//! The calibration tables of docs/odds.md: `cargo run --release -p
//! skyjo-rules --example calibrate -- [ROUNDS] [SEED]` (3,000 rounds per table
//! size by default).

mod tables;

fn main() {
    let mut args = std::env::args().skip(1);
    let rounds = args.next().and_then(|a| a.parse().ok()).unwrap_or(3_000);
    let seed = args.next().and_then(|a| a.parse().ok()).unwrap_or(2026);
    print!("{}", tables::report(rounds, seed));
}
