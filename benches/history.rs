//! Speed targets of the rivalry side (issue 4), on a generated history of a
//! family that played every day for ten years (10,000 games, ~76,000 rounds):
//! - import of the 10,000 games <= 3 s;
//! - `stats` for all players <= 100 ms (and within 2x of the sqlite3 shell:
//!   scripts/stats-vs-sqlite3.sh);
//! - `show` of one game as fast as on an empty database.

use std::path::PathBuf;
use std::sync::OnceLock;

use chrono::{TimeZone, Utc};
use skyjo::generate;
use skyjo::render::{self, Style};
use skyjo::rules;
use skyjo::store::Store;
use skyjo::store::records::GameRecord;
use skyjo::store::stats::Period;

fn main() {
    divan::main();
}

const GAMES: usize = 10_000;

fn records() -> &'static Vec<GameRecord> {
    static RECORDS: OnceLock<Vec<GameRecord>> = OnceLock::new();
    RECORDS.get_or_init(|| {
        let start = Utc.with_ymd_and_hms(2016, 1, 1, 0, 0, 0).unwrap();
        generate::history(GAMES, 2016, start).unwrap()
    })
}

/// A file with the whole generated history, made once.
fn big_history() -> &'static PathBuf {
    static PATH: OnceLock<(tempfile::TempDir, PathBuf)> = OnceLock::new();
    &PATH
        .get_or_init(|| {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("big.db");
            Store::open(&path, true)
                .unwrap()
                .import(records(), &mut |_| {})
                .unwrap();
            (dir, path)
        })
        .1
}

/// Importing 10,000 games (checked by re-scoring every round) into a new file.
#[divan::bench(sample_count = 3)]
fn import_10k_games(bencher: divan::Bencher) {
    let games = records();
    bencher
        .with_inputs(|| tempfile::tempdir().unwrap())
        .bench_local_values(|dir| {
            let mut store = Store::open(&dir.path().join("h.db"), true).unwrap();
            store.import(games, &mut |_| {}).unwrap().added
        });
}

/// `stats` for all players over the whole history (open, query, streaks).
#[divan::bench(sample_count = 20)]
fn stats_all_players() -> usize {
    let store = Store::open(big_history(), false).unwrap();
    store.player_stats(Period::default(), None).unwrap().len()
}

/// `show` of one game: open, load, standings, render; on an empty history and on the big one.
#[divan::bench(args = ["empty", "10k games"], sample_count = 100)]
fn show_one_game(bencher: divan::Bencher, history: &str) {
    let dir = tempfile::tempdir().unwrap();
    let (path, id) = if history == "empty" {
        let path = dir.path().join("one.db");
        let mut store = Store::open(&path, true).unwrap();
        store.import(&records()[5000..5001], &mut |_| {}).unwrap();
        (path, 1)
    } else {
        (big_history().clone(), 5001)
    };
    bencher.bench_local(|| {
        let store = Store::open(&path, false).unwrap();
        let game = store.game(id).unwrap().unwrap();
        let standings = rules::standings(&game.rules, game.players.len(), &game.results());
        render::sheet::protocol(
            &game,
            &standings,
            Style {
                color: false,
                width: 80,
                lang: skyjo::i18n::Lang::EN,
            },
        )
        .len()
    });
}
