//! Speed targets of the score keeper (issue 2):
//! - `skyjo score` with four grids is within 1.5x the wall time of a process
//!   that does nothing (`skyjo --version`): process start is the limit;
//! - `show` of a 20-round game is as fast with thousands of games in the history.

use std::process::Command;

use chrono::{TimeZone, Utc};
use skyjo::cmd::{DEMO_ROUNDS, record_demo};
use skyjo::render::{self, Style};
use skyjo::rules::{self, Entry, GameEnd, Rules};
use skyjo::store::{Files, NewRound, OpenMode, Rounds, Store};

fn main() {
    divan::main();
}

const GRIDS: [&str; 4] = [
    "1 0 3 4 / -2 2 5 0 / 1 3 0 2",
    "x9 1 2 3 / x9 2 1 1 / x9 1 2 1",
    "0 4 4 4 / 0 4 4 5 / 0 4 6 4",
    "5 7 2 0 / 5 8 -1 3 / 5 6 4 2",
];

/// The engine alone: parse four grids, check the deck, score, decide doubling.
#[divan::bench]
fn engine_score_four_grids() -> i32 {
    let rules = Rules::default();
    let entries: Vec<Entry> = GRIDS
        .iter()
        .map(|g| Entry::parse("P", divan::black_box(g), &rules).unwrap())
        .collect();
    rules::score_round(&rules, &entries, 0).unwrap().players[0].score
}

/// Four grids of Skyjo Action (stars, a row and a column of stars, a row
/// removed in play, held action cards): the same target as the classic round.
const ACTION_GRIDS: [&str; 4] = [
    "* 5 5 5 / 1 2 3 4 / 0 1 2 3 held=1",
    "* 2 3 4 / * 5 6 7 / * 1 1 1",
    "x x x x / 1 2 3 * / * * * *",
    "12 12 11 11 / 12 11 12 11 / 10 9 10 9 held=2",
];

/// The engine alone on an Action round: parse, check the Action deck, score
/// every line and star bonus, decide doubling.
#[divan::bench]
fn engine_score_four_action_grids() -> i32 {
    let rules = Rules {
        edition: rules::Edition::Action,
        ..Rules::default()
    };
    let entries: Vec<Entry> = ACTION_GRIDS
        .iter()
        .map(|g| Entry::parse("P", divan::black_box(g), &rules).unwrap())
        .collect();
    rules::score_round(&rules, &entries, 0).unwrap().players[0].score
}

/// `skyjo score --edition action` of the four Action grids as a whole process.
#[divan::bench(sample_count = 200)]
fn process_score_four_action_grids() {
    let out = skyjo()
        .args(["score", "--edition", "action", "--closer", "A"])
        .args(
            ["A", "B", "C", "D"]
                .iter()
                .zip(ACTION_GRIDS)
                .map(|(n, g)| format!("{n}={g}")),
        )
        .output()
        .unwrap();
    assert!(out.status.success());
}

fn skyjo() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_skyjo"));
    cmd.env("NO_COLOR", "1").env_remove("SKYJO_DB");
    cmd
}

/// The floor: starting the same binary to print its version.
#[divan::bench(sample_count = 200)]
fn process_version() {
    let out = skyjo().arg("--version").output().unwrap();
    assert!(out.status.success());
}

/// `skyjo score --closer A A=... B=... C=... D=...` as a whole process.
#[divan::bench(sample_count = 200)]
fn process_score_four_grids() {
    let out = skyjo()
        .args(["score", "--closer", "A"])
        .args(
            ["A", "B", "C", "D"]
                .iter()
                .zip(GRIDS)
                .map(|(n, g)| format!("{n}={g}")),
        )
        .output()
        .unwrap();
    assert!(out.status.success());
}

/// A history file with `games` demo games and one 20-round game, whose id is returned.
fn history(games: usize, dir: &std::path::Path) -> (std::path::PathBuf, i64) {
    let mut store = Store::open_in_memory().unwrap();
    for _ in 0..games {
        record_demo(&mut store).unwrap();
    }
    let rules = Rules {
        end: GameEnd::Target(10_000),
        ..Rules::default()
    };
    let names: Vec<String> = ["Anna", "Bertil", "Cecilia", "Dora"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let start = Utc.with_ymd_and_hms(2026, 1, 1, 12, 0, 0).unwrap();
    let id = store.create_game(&names, &rules, start, None).unwrap();
    for i in 0..20 {
        let (closer, texts) = DEMO_ROUNDS[i % DEMO_ROUNDS.len()];
        let entries: Vec<Entry> = texts
            .iter()
            .map(|t| Entry::parse("P", t, &rules).unwrap())
            .collect();
        let scored = rules::score_round(&rules, &entries, closer).unwrap();
        let round = NewRound::scored(&entries, &scored);
        store.add_round(id, &round, start).unwrap();
    }
    let path = dir.join(format!("history-{games}.db"));
    store.backup(&path).unwrap();
    (path, id)
}

/// `show` of a 20-round game (load, standings, render), with 0 or 3,000 other games stored.
#[divan::bench(args = [0, 3000], sample_count = 100)]
fn show_20_round_game(bencher: divan::Bencher, games: usize) {
    let dir = tempfile::tempdir().unwrap();
    let (path, id) = history(games, dir.path());
    let store = Store::open(&path, OpenMode::Existing).unwrap();
    bencher.bench_local(|| {
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
