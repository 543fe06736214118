//! What a command reads of the history, counted in this process
//! (`skyjo::store::ReadCount`): the command runs through the library's
//! `cmd::run`, as `main` runs it, on a history in a temp dir.

use std::path::Path;

use clap::FromArgMatches;
use skyjo::flags::Settings;
use skyjo::flags::args::Cli;
use skyjo::i18n::Lang;
use skyjo::store::ReadCount;

/// `skyjo ARGS` on the history `db` (and an empty config file), run in this
/// thread; what it printed.
fn run(dir: &Path, args: &[&str]) -> String {
    let config = dir.join("config.toml");
    std::fs::write(&config, "").unwrap();
    let db = dir.join("history.db");
    let mut argv: Vec<String> = ["skyjo", "--lang", "en", "--color", "never", "--no-input"]
        .map(String::from)
        .to_vec();
    argv.extend(["--db".into(), db.display().to_string()]);
    argv.extend(["--config".into(), config.display().to_string()]);
    argv.extend(args.iter().map(|a| a.to_string()));
    let matches = skyjo::flags::command(Lang::EN)
        .try_get_matches_from(&argv)
        .unwrap();
    let cli = Cli::from_arg_matches(&matches).unwrap();
    let settings = Settings::resolve(&matches).unwrap();
    let mut out = Vec::new();
    skyjo::cmd::run(cli, settings, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// `skyjo round` given as flags reads its game once and works out its
/// standings once as read and once with the round (the results written and
/// the screen). It read the game three times and worked out the standings
/// six times before.
#[test]
fn a_round_reads_its_game_once() {
    let dir = tempfile::tempdir().unwrap();
    run(dir.path(), &["new", "Anna", "Bertil", "Cecilia"]);
    let round = [
        "round",
        "--closer",
        "Anna",
        "Anna=1 0 3 4 / -2 2 5 0 / 1 3 0 2",
        "Bertil=14",
        "Cecilia=22",
    ];
    let before = ReadCount::now();
    let out = run(dir.path(), &round);
    assert_eq!(
        ReadCount::since(before),
        ReadCount {
            games: 1,
            standings: 2
        },
        "{out}"
    );
    assert!(out.contains("Round 1 of game 1 recorded."), "{out}");
    // The second round too, and its screen says the totals of both.
    let before = ReadCount::now();
    let out = run(
        dir.path(),
        &[
            "round",
            "--closer",
            "Bertil",
            "Anna=10",
            "Bertil=5",
            "Cecilia=30",
        ],
    );
    assert_eq!(
        ReadCount::since(before),
        ReadCount {
            games: 1,
            standings: 2
        },
        "{out}"
    );
    let shown = run(dir.path(), &["show", "--json"]);
    let shown: serde_json::Value = serde_json::from_str(&shown).unwrap();
    let totals: Vec<i64> = shown["totals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["total"].as_i64().unwrap())
        .collect();
    assert_eq!(totals, [48, 19, 52]);
}
