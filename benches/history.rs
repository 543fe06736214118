//! The history at a lifetime's scale (docs/performance.md): every query a
//! command runs, on a generated history of `SKYJO_BENCH_GAMES` games (10,000
//! by default; 100,000 for the figures of the docs), real deals played turn
//! by turn. Whole commands against the sqlite3 shell, with peak memory, are
//! timed by `scripts/lifetime.sh`.

use std::path::PathBuf;
use std::sync::OnceLock;

use chrono::{TimeZone, Utc};
use skyjo::render::{self, Style};
use skyjo::rules;
use skyjo::store::records::GameRecord;
use skyjo::store::stats::Period;
use skyjo::store::{OpenMode, Reads, Records, Rounds, Store, StoreError};
use skyjo::transfer::generate;

fn main() {
    divan::main();
}

fn games() -> usize {
    std::env::var("SKYJO_BENCH_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(10_000)
}

fn start() -> chrono::DateTime<Utc> {
    Utc.with_ymd_and_hms(2016, 1, 1, 0, 0, 0).unwrap()
}

fn records() -> &'static Vec<GameRecord> {
    static RECORDS: OnceLock<Vec<GameRecord>> = OnceLock::new();
    RECORDS.get_or_init(|| generate::history(10_000, 2016, start()).unwrap())
}

/// A file with the whole generated history, made once.
fn big_history() -> &'static PathBuf {
    static PATH: OnceLock<(tempfile::TempDir, PathBuf)> = OnceLock::new();
    &PATH
        .get_or_init(|| {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("big.db");
            Store::open(&path, OpenMode::Create)
                .unwrap()
                .import(generate::games(games(), 2016, start()), &mut |_| {})
                .unwrap();
            (dir, path)
        })
        .1
}

fn open() -> Store {
    Store::open(big_history(), OpenMode::Existing).unwrap()
}

/// The generator: 1,000 games played turn by turn and written to a new file.
#[divan::bench(sample_count = 5)]
fn generate_1k_games(bencher: divan::Bencher) {
    bencher
        .with_inputs(|| tempfile::tempdir().unwrap())
        .bench_local_values(|dir| {
            let mut store = Store::open(&dir.path().join("h.db"), OpenMode::Create).unwrap();
            store
                .import(generate::games(1_000, 7, start()), &mut |_| {})
                .unwrap()
                .added
        });
}

/// Importing 10,000 games (checked by re-scoring every round) into a new file.
#[divan::bench(sample_count = 3)]
fn import_10k_games(bencher: divan::Bencher) {
    let games = records();
    bencher
        .with_inputs(|| tempfile::tempdir().unwrap())
        .bench_local_values(|dir| {
            let mut store = Store::open(&dir.path().join("h.db"), OpenMode::Create).unwrap();
            store
                .import(games.iter().cloned().map(Ok::<_, StoreError>), &mut |_| {})
                .unwrap()
                .added
        });
}

/// `stats` for all players over the whole history (open, query, streaks).
#[divan::bench(sample_count = 10)]
fn stats_all_players() -> usize {
    open().player_stats(Period::default(), None).unwrap().len()
}

/// `stats Anna`: one player's run of the table.
#[divan::bench(sample_count = 10)]
fn stats_one_player() -> usize {
    open()
        .player_stats(Period::default(), Some("Anna"))
        .unwrap()
        .len()
}

/// `rivalry Anna Bertil`.
#[divan::bench(sample_count = 10)]
fn rivalry() -> usize {
    open()
        .rivalry("Anna", "Bertil", Period::default())
        .unwrap()
        .meetings
        .len()
}

/// `games`: every game with its totals.
#[divan::bench(sample_count = 10)]
fn games_list() -> usize {
    open().games().unwrap().len()
}

/// The inputs of `ratings` and the ratings themselves, by each method.
#[divan::bench(args = ["elo", "weng-lin"], sample_count = 10)]
fn ratings(method: &str) -> usize {
    let method = match method {
        "elo" => skyjo::rating::Method::Elo,
        _ => skyjo::rating::Method::WengLin,
    };
    let (games, _) = open().outcomes(Period::default()).unwrap();
    let outcomes: Vec<_> = games.into_iter().map(|(_, _, o)| o).collect();
    method.rate(&outcomes).now.len()
}

/// `export`: the JSON of every game, written to nowhere.
/// `skyjo report` of the whole history: read, built and written as HTML.
/// Returns the page's size in bytes.
#[divan::bench(sample_count = 10)]
fn report_html() -> usize {
    let store = open();
    let report = skyjo::report::of_period(&store, Period::default()).unwrap();
    let made = Utc.with_ymd_and_hms(2026, 11, 30, 12, 0, 0).unwrap();
    skyjo::report::html(&report, skyjo::i18n::Lang::EN, Default::default(), made).len()
}

#[divan::bench(sample_count = 3)]
fn export_json() {
    skyjo::transfer::export::write_export(&open(), &[], &mut std::io::sink()).unwrap();
}

/// `show` of one game: open, load, standings, render; on an empty history and on the big one.
#[divan::bench(args = ["empty", "big"], sample_count = 100)]
fn show_one_game(bencher: divan::Bencher, history: &str) {
    let dir = tempfile::tempdir().unwrap();
    let (path, id) = if history == "empty" {
        let path = dir.path().join("one.db");
        let mut store = Store::open(&path, OpenMode::Create).unwrap();
        store
            .import(
                std::iter::once(Ok::<_, StoreError>(records()[5000].clone())),
                &mut |_| {},
            )
            .unwrap();
        (path, 1)
    } else {
        (big_history().clone(), 5001)
    };
    bencher.bench_local(|| {
        let store = Store::open(&path, OpenMode::Existing).unwrap();
        let game = store.game(id).unwrap().unwrap();
        let standings = rules::standings(&game.rules, game.players.len(), &game.results());
        render::sheet::score_sheet(
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
