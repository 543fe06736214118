//! Runs the real `skyjo` binary against a real SQLite file in a temp dir.

use crate::common;
use crate::common::{History, RunOutput};

use std::process::{Command, Stdio};

use serde_json::Value;

const EXAMPLE_1_ANNA: &str = "Anna=1 0 3 4 / -2 2 5 0 / 1 3 0 2";

/// A game of Anna, Bertil and Cecilia with worked example 1 as round 1.
fn with_round_1() -> History {
    let h = History::with_game();
    h.ok(&[
        "round",
        "--closer",
        "Anna",
        EXAMPLE_1_ANNA,
        "Bertil=14",
        "Cecilia=22",
    ]);
    h
}

fn scores(round: &Value) -> Vec<i64> {
    round["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["score"].as_i64().unwrap())
        .collect()
}

#[test]
fn demo_prints_a_finished_sample_game_without_touching_any_history() {
    let h = History::new();
    let out = h.ok(&["demo"]);
    assert!(
        out.contains("Game over after 5 rounds: Dora won with 78 points in all."),
        "{out}"
    );
    assert!(out.contains("19 x2 = 38*"), "{out}");
    assert!(out.contains("Anna closed with 19; Bertil has 14: not lowest, doubled to 38"));
    // A game over has nothing "to 100" left, in any language, and its last
    // line is in the past tense and says which number it is.
    assert!(!out.contains("To 100"), "{out}");
    for (lang, over, to_go) in [
        (
            "sv",
            "Partiet är slut efter 5 rundor: Dora vann med 78 poäng totalt.",
            "Kvar till",
        ),
        (
            "da",
            "Spillet er slut efter 5 runder: Dora vandt med 78 point i alt.",
            "Tilbage til",
        ),
        (
            "nb",
            "Spillet er over etter 5 runder: Dora vant med 78 poeng totalt.",
            "Igjen til",
        ),
        (
            "de",
            "Die Partie ist nach 5 Runden vorbei: Dora hat mit 78 Punkten insgesamt gewonnen.",
            "Noch bis",
        ),
        (
            "fr",
            "Partie terminée après 5 manches\u{a0}: Dora a gagné avec 78 points au total.",
            "Reste avant",
        ),
    ] {
        let out = h.ok(&["--lang", lang, "demo"]);
        assert!(out.contains(over), "{out}");
        assert!(!out.contains(to_go), "{out}");
    }
    assert!(!h.path.exists(), "demo created the history file");
    let game = h.json(&["demo"]);
    assert_eq!(game["winners"], serde_json::json!(["Dora"]));
    assert_eq!(game["rounds"].as_array().unwrap().len(), 5);
}

#[test]
fn worked_example_1_through_new_round_and_show() {
    let h = History::with_game();
    let round = h.json(&[
        "round",
        "--closer",
        "Anna",
        EXAMPLE_1_ANNA,
        "Bertil=14",
        "Cecilia=22",
    ]);
    assert_eq!(scores(&round), [38, 14, 22]);
    assert_eq!(round["game"], 1);
    assert_eq!(round["round"], 1);
    assert_eq!(round["closer"], "Anna");
    assert_eq!(round["players"][0]["raw"], 19);
    assert_eq!(round["players"][0]["doubled"], true);
    assert_eq!(round["players"][0]["total"], 38);
    assert_eq!(round["game_over"], false);
    assert_eq!(round["winners"], serde_json::json!([]));

    let sheet = h.ok(&["show"]);
    assert!(sheet.contains("19 x2 = 38*"), "{sheet}");
    assert!(sheet.contains("Leader: Bertil with 14."), "{sheet}");
    assert!(
        sheet.contains("Next round: Anna starts (closed round 1)."),
        "{sheet}"
    );

    let game = h.json(&["show", "1"]);
    assert_eq!(
        game["rounds"][0]["players"][0]["entry"],
        "1 0 3 4 / -2 2 5 0 / 1 3 0 2"
    );
    assert_eq!(game["totals"][1]["total"], 14);
    assert_eq!(game["next_starter"], "Anna");
}

#[test]
fn worked_example_2_tie_doubles_in_score_and_order_is_kept() {
    let h = History::new();
    let out = h.json(&[
        "score",
        "--closer",
        "A",
        "C=2 -2 5 3 / 0 0 2 -1 / 2 -1 0 0",
        "A=0 2 1 -1 / 0 -2 1 3 / 5 3 0 -2",
        "B=1 3 7 4 / -2 0 -1 0 / 1 0 12 -1",
    ]);
    let names: Vec<&str> = out["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["C", "A", "B"]);
    assert_eq!(scores(&out), [10, 20, 24]);
    assert_eq!(out["doubling"]["reason"], "tied-lowest");
    assert!(!h.path.exists(), "score must store nothing");
}

#[test]
fn worked_examples_3_and_4_in_score() {
    let h = History::new();
    let out = h.json(&["score", "--closer", "A", "A=-3", "B=-8"]);
    assert_eq!(scores(&out), [-3, -8]);
    let out = h.ok(&[
        "score",
        "--closer",
        "A",
        "A=0 4 4 4 / 0 4 4 5 / 0 4 6 4",
        "B=30",
    ]);
    assert!(
        out.contains("column 1 (three 0s), at the final reveal"),
        "{out}"
    );
    assert!(
        out.contains("column 2 (three 4s), at the final reveal"),
        "{out}"
    );
    assert!(out.contains("4 + 4 + 5 + 6 + 4 = 27"), "{out}");
    let removed = h.json(&[
        "score",
        "--closer",
        "A",
        "A=0 4 4 4 / 0 4 4 5 / 0 4 6 4",
        "B=30",
    ]);
    assert_eq!(removed["players"][0]["removed_columns"][1]["column"], 2);
    assert_eq!(removed["players"][0]["removed_columns"][1]["value"], 4);
    assert_eq!(
        removed["players"][0]["removed_columns"][1]["when"],
        "reveal"
    );
}

#[test]
fn score_takes_house_rules_as_flags() {
    let h = History::new();
    let tie = ["score", "--closer", "A", "A=10", "B=24", "C=10"];
    assert_eq!(scores(&h.json(&tie)), [20, 24, 10]);
    let mut safe = tie.to_vec();
    safe.extend(["--doubling", "tie-safe"]);
    assert_eq!(scores(&h.json(&safe)), [10, 24, 10]);
    let play_only = h.json(&[
        "score",
        "--closer",
        "B",
        "A=0 4 4 4 / 0 4 4 5 / 0 4 6 4",
        "B=5",
        "--columns",
        "play",
    ]);
    assert_eq!(play_only["players"][0]["raw"], 39);
}

#[test]
fn global_flags_go_before_or_after_the_subcommand_and_the_env_names_the_db() {
    let h = History::with_game();
    let before = Command::new(env!("CARGO_BIN_EXE_skyjo"))
        .args(["--json", "--db"])
        .arg(&h.path)
        .arg("games")
        .env("SKYJO_CONFIG", common::NO_CONFIG)
        .run_output();
    let list: Value = serde_json::from_slice(&before.stdout).unwrap();
    assert_eq!(
        list[0]["players"],
        serde_json::json!(["Anna", "Bertil", "Cecilia"])
    );
    let via_env = Command::new(env!("CARGO_BIN_EXE_skyjo"))
        .args(["games", "--json"])
        .env("SKYJO_DB", &h.path)
        .env("SKYJO_CONFIG", common::NO_CONFIG)
        .run_output();
    assert_eq!(before.stdout, via_env.stdout);
}

#[test]
fn new_json_and_players_are_matched_case_insensitively() {
    let h = History::with_game();
    let game = h.json(&[
        "new",
        "anna",
        "DORA",
        "--target",
        "50",
        "--doubling",
        "tie-safe",
    ]);
    assert_eq!(game["game"], 2);
    assert_eq!(game["players"], serde_json::json!(["Anna", "DORA"]));
    assert_eq!(
        game["rules"]["end"],
        serde_json::json!({"kind": "target", "value": 50})
    );
    assert_eq!(game["rules"]["doubling"], "tie-safe");
    let round = h.json(&["round", "--closer", "dora", "ANNA=12", "dora=3"]);
    assert_eq!(round["closer"], "DORA");
    assert_eq!(scores(&round), [12, 3]);
}

#[test]
fn the_stored_rules_decide_later_rounds() {
    let h = History::new();
    h.ok(&[
        "new",
        "A",
        "B",
        "C",
        "--doubling",
        "tie-safe",
        "--target",
        "30",
    ]);
    let round = h.json(&["round", "--closer", "A", "A=10", "B=24", "C=10"]);
    assert_eq!(scores(&round), [10, 24, 10]);
    let round = h.json(&["round", "--closer", "B", "A=5", "B=7", "C=3"]);
    assert_eq!(round["game_over"], true);
    assert_eq!(round["winners"], serde_json::json!(["C"]));
    let err = h.fails(&["round", "--closer", "A", "A=1", "B=2", "C=3"]);
    assert!(err.contains("game 1 is over"), "{err}");
}

#[test]
fn a_tie_at_the_end_is_shared() {
    let h = History::new();
    h.ok(&["new", "A", "B", "C", "--rounds", "1"]);
    let round = h.json(&["round", "--closer", "A", "A=5", "B=5", "C=9"]);
    assert_eq!(scores(&round), [10, 5, 9]);
    let h = History::new();
    h.ok(&["new", "A", "B", "C", "--rounds", "1"]);
    let round = h.json(&["round", "--closer", "C", "A=5", "B=5", "C=9"]);
    assert_eq!(round["game_over"], true);
    assert_eq!(round["winners"], serde_json::json!(["A", "B"]));
    assert!(
        h.ok(&["show"])
            .contains("A and B shared the win with 5 points in all.")
    );
}

#[test]
fn games_lists_the_history_newest_first() {
    let h = History::with_game();
    h.ok(&["new", "Dora", "Erik"]);
    let list = h.json(&["games"]);
    let ids: Vec<i64> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["game"].as_i64().unwrap())
        .collect();
    assert_eq!(ids, [2, 1]);
    assert!(h.ok(&["games"]).contains("2 (current)"));
}

#[test]
fn undo_takes_back_the_last_round_only_with_yes_when_it_cannot_ask() {
    let h = with_round_1();
    h.ok(&[
        "round",
        "--closer",
        "Bertil",
        "Anna=5",
        "Bertil=3",
        "Cecilia=9",
    ]);
    let err = h.fails(&["undo"]);
    assert!(err.contains("--yes"), "{err}");
    let undone = h.json(&["undo", "--yes"]);
    assert_eq!(undone, serde_json::json!({"game": 1, "undone_round": 2}));
    let game = h.json(&["show"]);
    assert_eq!(game["rounds"].as_array().unwrap().len(), 1);
    h.ok(&["undo", "--yes"]);
    assert!(h.fails(&["undo", "--yes"]).contains("no rounds"));
}

#[test]
fn show_explain_reexplains_a_stored_round() {
    let h = History::with_game();
    h.ok(&[
        "round",
        "--closer",
        "Anna",
        EXAMPLE_1_ANNA,
        "Bertil=x9 1 2 3 / x9 2 1 1 / x9 1 2 1",
        "Cecilia=22",
    ]);
    let out = h.ok(&["show", "--explain", "1"]);
    assert!(out.contains("column 1 (three 9s), during play"), "{out}");
    assert!(
        out.contains("Anna closed with 19; Bertil has 14: not lowest, doubled to 38"),
        "{out}"
    );
    let json = h.json(&["show", "--explain", "1"]);
    assert_eq!(scores(&json), [38, 14, 22]);
    assert!(h.fails(&["show", "--explain", "2"]).contains("no round 2"));
}

#[test]
fn bad_round_input_is_one_line_exit_1_and_writes_nothing() {
    let h = with_round_1();
    let cases: &[(&[&str], &str)] = &[
        (
            &[
                "round",
                "--closer",
                "Anna",
                "Anna=1 2 3 4 5 6 7 8 9 10 11",
                "Bertil=1",
                "Cecilia=2",
            ],
            "has 11 cards",
        ),
        (
            &[
                "round",
                "--closer",
                "Anna",
                "Anna=1 2 3 13 / 5 6 7 8 / 1 2 3 4",
                "Bertil=1",
                "Cecilia=2",
            ],
            "13, which is not a card",
        ),
        (
            &[
                "round",
                "--closer",
                "Anna",
                "Anna=1 2 3 four / 5 6 7 8 / 1 2 3 4",
                "Bertil=1",
                "Cecilia=2",
            ],
            "'four'",
        ),
        (
            &[
                "round",
                "--closer",
                "Anna",
                "Anna=x 2 3 4 / 5 6 7 8 / 1 2 3 4",
                "Bertil=1",
                "Cecilia=2",
            ],
            "x in all three rows",
        ),
        (
            &[
                "round",
                "--closer",
                "Anna",
                "Anna=-2 -2 -2 0 / -2 0 0 1 / 1 1 1 1",
                "Bertil=-2 -2 0 0 / 1 2 1 3 / 2 4 2 5",
                "Cecilia=2",
            ],
            "6 cards with the value -2 entered, but the deck has only 5 of them",
        ),
        (
            &[
                "round",
                "--closer",
                "Anna",
                "Anna=1",
                "Bertil=1",
                "Cecilia=2",
                "Dora=3",
            ],
            "Dora is not in game 1",
        ),
        (
            &["round", "--closer", "Anna", "Anna=1", "Bertil=1"],
            "no entry for Cecilia",
        ),
        (
            &[
                "round",
                "--closer",
                "Anna",
                "Anna=1",
                "Bertil=1",
                "bertil=2",
                "Cecilia=2",
            ],
            "Bertil is given twice",
        ),
        (
            &[
                "round",
                "--closer",
                "Dora",
                "Anna=1",
                "Bertil=1",
                "Cecilia=2",
            ],
            "closer Dora is not in game 1",
        ),
        (&["round", "Anna=1", "Bertil=1", "Cecilia=2"], "--closer"),
        (
            &[
                "round",
                "--game",
                "7",
                "--closer",
                "Anna",
                "Anna=1",
                "Bertil=1",
                "Cecilia=2",
            ],
            "there is no game 7",
        ),
        (
            &[
                "round",
                "--closer",
                "Anna",
                "Anna=141",
                "Bertil=1",
                "Cecilia=2",
            ],
            "total 141 is impossible",
        ),
        (
            &["round", "--closer", "Anna", "Anna", "Bertil=1", "Cecilia=2"],
            "is not NAME=ENTRY",
        ),
        (&["show", "9"], "there is no game 9"),
    ];
    for (args, expected) in cases {
        let err = h.fails(args);
        assert!(
            err.contains(expected),
            "skyjo {args:?}: expected {expected:?} in {err:?}"
        );
    }
    assert_eq!(h.json(&["show"])["rounds"].as_array().unwrap().len(), 1);
}

#[test]
fn bad_new_input_is_refused_and_creates_nothing() {
    let h = History::new();
    let cases: &[(&[&str], &str)] = &[
        (
            &["new", "Anna"],
            "1 player given; Skyjo is for 2 to 8 players",
        ),
        (
            &["new", "A", "B", "C", "D", "E", "F", "G", "H", "I"],
            "9 players",
        ),
        (
            &["new", "Anna", "anna"],
            "is Anna, who is already in the game",
        ),
        (&["new", "Åsa", "asa"], "is Åsa, who is already in the game"),
        (&["new"], "no players given"),
        (&["new", "A=1", "B"], "contains '='"),
        (&["round", "--closer", "A", "A=1", "B=2"], "no current game"),
    ];
    for (args, expected) in cases {
        let err = h.fails(args);
        assert!(
            err.contains(expected),
            "skyjo {args:?}: expected {expected:?} in {err:?}"
        );
    }
    assert!(!h.path.exists(), "a refused command created the history");
}

#[test]
fn usage_errors_exit_2() {
    let h = History::new();
    let out = h.run(&["new", "A", "B", "--target", "50", "--rounds", "3"]);
    assert_eq!(out.status.code(), Some(2));
    let out = h.run(&["frobnicate"]);
    assert_eq!(out.status.code(), Some(2));
}

/// A rule's value has one range, on the command line and in the config file:
/// `--target 20000` was taken by the flag and refused by the file.
#[test]
fn a_target_out_of_range_is_refused_alike_by_the_flag_and_the_file() {
    let h = History::new();
    let out = h.run(&["new", "A", "B", "--target", "20000"]);
    let flag = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{flag}");
    assert!(
        flag.contains("--target cannot be 20000; it takes 1 to 10,000"),
        "{flag}"
    );
    assert!(!h.path.exists(), "a refused command created the history");
    let file = h.path.with_file_name("big.toml");
    std::fs::write(&file, "target = 20000\n").unwrap();
    let out = h.run(&["--config", file.to_str().unwrap(), "new", "A", "B"]);
    let refused = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(1), "{refused}");
    assert!(
        refused.contains("target cannot be 20000; it takes 1 to 10,000"),
        "{refused}"
    );
    assert!(!h.path.exists(), "a refused command created the history");
    // The largest value is taken by both.
    h.ok(&["new", "A", "B", "--target", "10000"]);
}

#[test]
fn a_file_that_is_not_a_sqlite_database_is_refused_untouched() {
    let h = History::new();
    std::fs::write(&h.path, "grocery list: milk, eggs, 12 cards\n".repeat(100)).unwrap();
    let err = h.fails(&["games"]);
    assert!(err.contains("is not a SQLite database"), "{err}");
    let err = h.fails(&["new", "A", "B"]);
    assert!(err.contains("is not a SQLite database"), "{err}");
}

#[test]
fn a_foreign_or_newer_database_is_refused_untouched() {
    let h = History::new();
    {
        let conn = rusqlite::Connection::open(&h.path).unwrap();
        conn.execute_batch("CREATE TABLE recipes (name TEXT);")
            .unwrap();
    }
    assert!(h.fails(&["new", "A", "B"]).contains("not a skyjo history"));

    let h = History::with_game();
    {
        let conn = rusqlite::Connection::open(&h.path).unwrap();
        conn.execute_batch("PRAGMA user_version = 99;").unwrap();
    }
    let err = h.fails(&["show"]);
    assert!(err.contains("newer skyjo (schema 99"), "{err}");
}

#[test]
fn the_history_is_in_wal_mode_with_every_cell_stored() {
    let h = with_round_1();
    let conn = rusqlite::Connection::open(&h.path).unwrap();
    let mode: String = conn
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .unwrap();
    assert_eq!(mode, "wal");
    let (entry, raw, score): (String, i64, i64) = conn
        .query_row(
            "SELECT entry, raw, score FROM round_score WHERE seat = 0",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap();
    assert_eq!(
        (entry.as_str(), raw, score),
        ("1 0 3 4 / -2 2 5 0 / 1 3 0 2", 19, 38)
    );
}

#[test]
fn a_closed_pipe_is_not_an_error() {
    let h = History::new();
    let mut child = Command::new(env!("CARGO_BIN_EXE_skyjo"))
        .args(["demo", "--db"])
        .arg(&h.path)
        .env("SKYJO_CONFIG", common::NO_CONFIG)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty());
}

/// A new game of eight players and its first round: seat k scores
/// `first + k`, and Helena, the highest, closed (and is doubled).
fn eight_players_and_a_doubled_closer(h: &History, first: usize) {
    let names = [
        "Anna", "Bertil", "Cecilia", "Dora", "Erik", "Frida", "Gustav", "Helena",
    ];
    let mut new = vec!["new"];
    new.extend(names);
    h.ok(&new);
    let entries: Vec<String> = names
        .iter()
        .enumerate()
        .map(|(i, n)| format!("{n}={}", first + i))
        .collect();
    let mut round = vec!["round", "--closer", "Helena"];
    round.extend(entries.iter().map(String::as_str));
    h.ok(&round);
}

#[test]
fn eight_players_fit_in_80_columns() {
    let h = History::new();
    eight_players_and_a_doubled_closer(&h, 20);
    let sheet = h.ok(&["show"]);
    assert!(sheet.contains("27x2=54*"), "{sheet}");
    for line in sheet
        .lines()
        .filter(|l| l.starts_with(['│', '┌', '└', '╞']))
    {
        assert!(
            line.chars().count() <= 80,
            "{} columns: {line}",
            line.chars().count()
        );
    }
}

#[test]
fn a_damaged_round_is_an_error_not_a_panic() {
    let h = with_round_1();
    {
        let conn = rusqlite::Connection::open(&h.path).unwrap();
        conn.execute("UPDATE round SET closer_seat = 7", [])
            .unwrap();
    }
    for args in [&["show"][..], &["show", "--explain", "1"]] {
        let err = h.fails(args);
        assert!(err.contains("round 1 of game 1 is damaged"), "{err}");
    }
    // The list reads the results kept per game, not the damaged round.
    assert!(h.ok(&["games"]).contains("Anna 38"));
}

/// The current game: status in short, use to switch, new asks or says what it
/// leaves behind, --again for the rematch.
#[test]
fn status_use_and_the_rematch() {
    let h = History::new();
    assert!(h.ok(&["status"]).starts_with("There is no current game."));
    h.ok(&[
        "new",
        "Anna",
        "Bertil",
        "--target",
        "50",
        "--doubling",
        "tie-safe",
    ]);
    h.ok(&["round", "--closer", "Anna", "Anna=5", "Bertil=9"]);
    let status = h.ok(&["status"]);
    assert!(
        status.starts_with("Game 1 · 1 round played · to 50, ties safe"),
        "{status}"
    );
    assert!(status.contains("  Anna    5 (45 to go)"), "{status}");
    assert!(status.contains("Leader: Anna with 5."), "{status}");
    assert!(
        status.contains("Next round: Anna starts (closed round 1)."),
        "{status}"
    );
    let sv = h.ok(&["status", "--lang", "sv"]);
    assert!(sv.contains("  Bertil  9 (41 kvar)"), "{sv}");
    // Without a terminal, new goes ahead and says what it leaves behind.
    let out = h.run(&["new", "--again"]);
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim_end(),
        "Game 1 is not finished; it stays in the history (skyjo use 1 goes back to it)."
    );
    let rematch = h.json(&["show"]);
    assert_eq!(rematch["game"], 2);
    assert_eq!(rematch["players"], serde_json::json!(["Anna", "Bertil"]));
    assert_eq!(rematch["rules"]["doubling"], "tie-safe");
    assert_eq!(rematch["rules"]["end"]["value"], 50);
    assert_eq!(h.ok(&["use", "1"]), "Game 1 is now the current game.\n");
    assert_eq!(h.json(&["status"])["totals"][1]["to_target"], 41);
    assert_eq!(
        h.fails(&["use", "9"]),
        "error: there is no game 9; list the games with: skyjo games"
    );
    assert_eq!(
        History::new().fails(&["new", "--again"]),
        "error: there is no game to play again; start one with: skyjo new NAME NAME..."
    );
}

/// Names are 1 to 24 characters without control characters; what is stored
/// by older versions is printed without them.
#[test]
fn names_are_checked_and_printed_clean() {
    let h = History::new();
    let escape = "B\u{1b}[31mob";
    assert_eq!(
        h.fails(&["new", "Anna", escape]),
        "error: player 2's name holds a control character (a newline or an escape sequence); type the name with letters"
    );
    assert!(
        h.fails(&["new", "Anna", &"x".repeat(25)])
            .contains("at most 24 characters")
    );
    h.ok(&["new", "Anna", "Bo"]);
    assert!(
        h.fails(&["players", "rename", "Bo", "X\nY"])
            .contains("control character")
    );
    {
        let conn = rusqlite::Connection::open(&h.path).unwrap();
        conn.execute(
            "UPDATE player SET name = 'E' || char(27) || '[31mvil' WHERE name = 'Bo'",
            [],
        )
        .unwrap();
    }
    for args in [&["show"][..], &["games"], &["players"], &["status"]] {
        let out = h.ok(args);
        assert!(!out.contains('\u{1b}'), "{args:?}: {out:?}");
        assert!(out.contains("E?[31mvil"), "{args:?}: {out}");
    }
}

/// A missing required value is one line naming what to add, exit 2, in any command.
#[test]
fn missing_values_are_one_line_alike() {
    let h = History::new();
    for (args, line) in [
        (
            &["score", "A=1", "B=2"][..],
            "error: --closer <NAME> is missing; add it (skyjo score --help lists every option)",
        ),
        (
            &["rivalry", "Anna"],
            "error: <RIVAL> is missing; add it (skyjo rivalry --help lists every option)",
        ),
        (
            &["risk", "--me", "3"],
            "error: <NAME=GRID>... is missing; add it (skyjo risk --help lists every option)",
        ),
    ] {
        let out = h.run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(String::from_utf8_lossy(&out.stderr).trim_end(), line);
    }
    // The placeholders in the reader's words.
    let out = h.run(&["--lang", "da", "score", "A=1"]);
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("fejl: --closer <NAVN> mangler"));
    assert!(
        h.fails(&["odds", "--draws", "0"])
            .contains("--draws 0 is not a count")
    );
}

#[test]
fn man_writes_a_page_per_subcommand_into_a_folder_it_makes() {
    let tmp = tempfile::tempdir().unwrap();
    // A folder two levels down that does not exist yet, as a packaging script names it.
    let dir = tmp.path().join("dist").join("man");
    let h = History::new();
    h.ok(&["man", "--dir", dir.to_str().unwrap()]);
    for page in [
        "skyjo.1",
        "skyjo-round.1",
        "skyjo-seen.1",
        "skyjo-deck-check.1",
    ] {
        let text = std::fs::read_to_string(dir.join(page)).unwrap();
        assert!(text.starts_with(".ie"), "{page}");
    }
    // A code span of the doc comments is shown as typed, without Markdown's
    // backticks, as --help shows it: on the man page and in the completions.
    let main = std::fs::read_to_string(dir.join("skyjo.1")).unwrap();
    assert!(main.contains("(the contract in skyjo docs cli)"), "{main}");
    let set = std::fs::read_to_string(dir.join("skyjo-config-set.1")).unwrap();
    assert!(
        set.contains("config file: skyjo config set sync.folder ~/Sync/skyjo"),
        "{set}"
    );
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let script = h.ok(&["completions", shell]);
        assert!(!script.contains("`skyjo"), "{shell}: {script}");
    }
}

/// Settings set once: flag, then environment, then the config file, then the
/// defaults; a config file with an error stops every command.
#[test]
fn config_precedence_flag_env_file_default() {
    let h = History::new();
    let dir = h.path.parent().unwrap();
    // The config file of this test's "user" (common::config_path, named by SKYJO_CONFIG).
    std::fs::create_dir_all(dir.join("skyjo")).unwrap();
    std::fs::write(
        dir.join("skyjo/config.toml"),
        "# the family's rules\nlang = \"sv\"\ncolor = \"never\"\ndoubling = \"tie-safe\"\ntarget = 150\n",
    )
    .unwrap();
    let run = |env: &[(&str, &str)], args: &[&str]| {
        let mut cmd = common::skyjo(&h.path);
        for (k, v) in env {
            cmd.env(k, v);
        }
        common::output(cmd.args(args))
    };
    let settings = |env: &[(&str, &str)], args: &[&str]| -> Value {
        let mut all = vec!["config", "--json"];
        all.extend_from_slice(args);
        serde_json::from_slice(&run(env, &all).stdout).unwrap()
    };
    let find = |v: &Value, name: &str| {
        let s = v["settings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["name"] == name)
            .unwrap()
            .clone();
        (
            s["value"].as_str().unwrap().to_string(),
            s["from"].as_str().unwrap().to_string(),
        )
    };
    let file = settings(&[], &[]);
    assert_eq!(file["file_exists"], true);
    assert_eq!(find(&file, "lang"), ("sv".into(), "file".into()));
    assert_eq!(find(&file, "doubling"), ("tie-safe".into(), "file".into()));
    assert_eq!(find(&file, "rows"), ("false".into(), "default".into()));
    let env = settings(&[("SKYJO_LANG", "da"), ("SKYJO_COLOR", "auto")], &[]);
    assert_eq!(find(&env, "lang"), ("da".into(), "env".into()));
    assert_eq!(find(&env, "color"), ("auto".into(), "env".into()));
    let flag = settings(&[("SKYJO_LANG", "da")], &["--lang", "en"]);
    assert_eq!(find(&flag, "lang"), ("en".into(), "flag".into()));
    // Without a flag, a variable or the file's `lang`, the locale names the
    // language, and `config` says so (not "default").
    let no_lang = dir.join("no-lang.toml");
    std::fs::write(&no_lang, "").unwrap();
    let no_lang = no_lang.to_str().unwrap();
    let locale = settings(&[("SKYJO_CONFIG", no_lang), ("LC_ALL", "da_DK.UTF-8")], &[]);
    assert_eq!(find(&locale, "lang"), ("da".into(), "locale".into()));
    let out = run(
        &[("SKYJO_CONFIG", no_lang), ("LC_ALL", "sv_SE.UTF-8")],
        &["config"],
    );
    let words = String::from_utf8_lossy(&out.stdout);
    assert!(words.contains("systemspråk"), "{words}");
    assert_eq!(find(&flag, "db").1, "flag");
    // New games take the file's house rules; a flag still wins; stored games keep theirs.
    let out = run(&[], &["new", "Anna", "Bertil"]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("\nParti 1 har börjat"));
    assert_eq!(h.json(&["show"])["rules"]["doubling"], "tie-safe");
    assert_eq!(h.json(&["show"])["rules"]["end"]["value"], 150);
    run(
        &[],
        &[
            "new",
            "Cecilia",
            "Dora",
            "--doubling",
            "tie-doubles",
            "--yes",
        ],
    );
    assert_eq!(h.json(&["show"])["rules"]["doubling"], "tie-doubles");
    std::fs::write(dir.join("skyjo/config.toml"), "doubling = \"off\"\n").unwrap();
    assert_eq!(
        h.json(&["show", "1"])["rules"]["doubling"],
        "tie-safe",
        "not re-scored"
    );
    std::fs::write(
        dir.join("skyjo/config.toml"),
        "lang = \"sv\"\ncolour = \"never\"\n",
    )
    .unwrap();
    let bad = run(&[], &["--lang", "en", "games"]);
    assert_eq!(bad.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&bad.stderr);
    assert!(
        stderr.contains("config.toml, line 2: there is no setting 'colour'"),
        "{stderr}"
    );
}

/// `skyjo ARGS` with the config file `text` (`--config`), no --db: the
/// history is the file's `db`, else the default one in `dir`.
fn with_config(dir: &std::path::Path, text: &str, args: &[&str]) -> std::process::Output {
    let config = dir.join("config.toml");
    std::fs::write(&config, text).unwrap();
    Command::new(env!("CARGO_BIN_EXE_skyjo"))
        .arg("--config")
        .arg(&config)
        .args(args)
        .env_remove("SKYJO_DB")
        .env_remove("SKYJO_LANG")
        .env_remove("SKYJO_COLOR")
        .env_remove("SKYJO_CONFIG")
        .env("XDG_DATA_HOME", dir)
        .env("NO_COLOR", "1")
        .current_dir(dir)
        .run_output()
}

/// `skyjo config --json` under the config file `text`: each setting's value and source.
fn settings_of(dir: &std::path::Path, text: &str) -> Vec<(String, String, String)> {
    let out = with_config(dir, text, &["config", "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    v["settings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            let text = |k: &str| s[k].as_str().unwrap().to_string();
            (text("name"), text("value"), text("from"))
        })
        .collect()
}

/// A folder as a double-quoted TOML string takes it: with `/` between its
/// parts, which Windows takes too (its `\` would start an escape).
fn toml_path(dir: &std::path::Path) -> String {
    dir.display().to_string().replace('\\', "/")
}

fn setting(all: &[(String, String, String)], name: &str) -> (String, String) {
    let (_, value, from) = all.iter().find(|(n, _, _)| n == name).unwrap();
    (value.clone(), from.clone())
}

/// Issue 16: escapes in config.toml are decoded. `caf\u00e9.db` is café.db:
/// before, a new empty history with a backslash in its name was opened and
/// the family saw "No games yet", with no error.
#[test]
fn config_file_decodes_escapes() {
    let dir = tempfile::tempdir().unwrap();
    let text = format!("db = \"{}/caf\\u00e9.db\"\n", toml_path(dir.path()));
    let out = with_config(dir.path(), &text, &["new", "Anna", "Bertil"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(dir.path().join("café.db").exists());
    assert!(!dir.path().join("caf\\u00e9.db").exists());
    let games = with_config(dir.path(), &text, &["games", "--json"]);
    let games: Value = serde_json::from_slice(&games.stdout).unwrap();
    assert_eq!(games.as_array().map(Vec::len), Some(1), "{games}");
}

/// Issue 16: a single-quoted string, the usual way to write a Windows path,
/// was "not a value".
#[test]
fn config_file_takes_a_single_quoted_windows_path() {
    let dir = tempfile::tempdir().unwrap();
    let all = settings_of(dir.path(), "db = 'C:\\Users\\anna\\skyjo.db'\n");
    assert_eq!(
        setting(&all, "db"),
        ("C:\\Users\\anna\\skyjo.db".into(), "file".into())
    );
}

/// Issue 16: the house rules may stand in a `[rules]` table (it was "not a
/// setting"); new games take them; an error in the table names its line,
/// in the file's language.
#[test]
fn config_file_takes_a_rules_table() {
    let dir = tempfile::tempdir().unwrap();
    let text = format!(
        "lang = \"sv\"\ndb = \"{}/rules.db\"\n\n[rules]\ndoubling = \"tie-safe\"\ntarget = 150\n",
        toml_path(dir.path())
    );
    let all = settings_of(dir.path(), &text);
    assert_eq!(
        setting(&all, "doubling"),
        ("tie-safe".into(), "file".into())
    );
    assert_eq!(setting(&all, "target"), ("150".into(), "file".into()));
    assert_eq!(
        setting(&all, "starter"),
        ("closer".into(), "default".into())
    );
    assert!(
        with_config(dir.path(), &text, &["new", "Anna", "Bertil"])
            .status
            .success()
    );
    let game = with_config(dir.path(), &text, &["show", "--json"]);
    let game: Value = serde_json::from_slice(&game.stdout).unwrap();
    assert_eq!(game["rules"]["doubling"], "tie-safe");
    assert_eq!(game["rules"]["end"]["value"], 150);

    let bad = with_config(
        dir.path(),
        "lang = \"sv\"\n\n[rules]\ndoubling = \"sometimes\"\n",
        &["games"],
    );
    assert_eq!(bad.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&bad.stderr);
    assert!(
        stderr.contains(
            "config.toml, rad 4: doubling kan inte vara sometimes; möjliga värden: \"tie-doubles\", \"tie-safe\", \"off\""
        ),
        "{stderr}"
    );
}

/// Tables and text fit the terminal: its width, else COLUMNS, else 80.
#[test]
fn screens_fit_80_and_100_columns() {
    let h = History::new();
    h.ok(&["demo", "--games", "40"]);
    // A round with a doubled closer: the widest cells of a sheet.
    eight_players_and_a_doubled_closer(&h, 10);
    let screens: [&[&str]; 7] = [
        &["stats"],
        &["games"],
        &["rivalry", "Anna", "Bertil"],
        &["ratings"],
        &["players"],
        &["show"],
        &["show", "--chart"],
    ];
    for lang in ["en", "sv", "da", "nb", "de", "fr"] {
        for width in [80, 100] {
            for screen in screens {
                let out = common::skyjo(&h.path)
                    .env("COLUMNS", width.to_string())
                    .args(["--lang", lang])
                    .args(screen)
                    .run_output();
                assert!(out.status.success(), "{screen:?}");
                let text = String::from_utf8(out.stdout).unwrap();
                let widest = text.lines().map(|l| l.chars().count()).max().unwrap_or(0);
                assert!(
                    widest <= width,
                    "{lang} {screen:?} at {width}: {widest}\n{text}"
                );
            }
        }
    }
    // --wide keeps every column of stats in one table.
    let wide = h.ok(&["stats", "--wide"]);
    assert!(wide.lines().map(|l| l.chars().count()).max().unwrap() > 100);
    assert_eq!(wide.matches('┌').count(), 1);
}

/// An abandoned game is refused before anything is asked or checked: the
/// first thing said is that it is abandoned, not that an entry is missing.
#[test]
fn an_abandoned_game_is_refused_before_any_entry() {
    let h = History::with_game();
    h.ok(&["abandon"]);
    let err = h.fails(&["round", "--game", "1"]);
    assert!(err.starts_with("error: game 1 was abandoned"), "{err}");
    let err = h.fails(&["round", "--game", "1", "--closer", "Anna", "Anna=3"]);
    assert!(err.starts_with("error: game 1 was abandoned"), "{err}");
}

/// `round --help` at 80 columns shows its example grids whole, each on its
/// line, and says what `x`, `x9` and `?` are, in every language.
#[test]
fn round_help_shows_a_grid_whole_and_what_its_cells_mean() {
    let h = History::new();
    for (lang, removed, with_value, face_down) in [
        (
            "en",
            "a card of a column removed during play",
            "with the removed card's value",
            "a face-down card",
        ),
        (
            "sv",
            "ett kort i en kolumn som togs bort under spelet",
            "med det borttagna kortets värde",
            "ett nedvänt kort",
        ),
        (
            "da",
            "et kort i en kolonne, der blev fjernet under spillet",
            "med det fjernede korts værdi",
            "et skjult kort",
        ),
    ] {
        let out = common::skyjo(&h.path)
            .args(["--lang", lang, "round", "--help"])
            .env("COLUMNS", "80")
            .run_output();
        assert!(out.status.success());
        let help = String::from_utf8(out.stdout).unwrap();
        let lines: Vec<&str> = help.lines().map(str::trim_end).collect();
        for example in [
            r#"  skyjo round --closer Anna Anna="1 0 3 4 / -2 2 5 0 / 1 3 0 2" Bo=14"#,
            r#"  skyjo round --closer Bo Anna=22 Bo="x9 1 2 3 / x9 2 1 1 / x9 1 2 1""#,
        ] {
            assert!(lines.contains(&example), "{lang}: {example}\n{help}");
        }
        let cell = |start: &str, words: &str| {
            lines
                .iter()
                .any(|l| l.trim_start().starts_with(start) && l.contains(words))
        };
        assert!(cell("x ", removed), "{lang}\n{help}");
        assert!(cell("x9 ", with_value), "{lang}\n{help}");
        assert!(cell("? ", face_down), "{lang}\n{help}");
        assert!(lines.iter().all(|l| l.chars().count() <= 80), "{help}");
        // A cell's meaning that wraps goes on under the meaning, not two
        // spaces in (da: "  spillet)" under "  *          Skyjo Action: ...").
        for width in ["80", "60"] {
            let out = common::skyjo(&h.path)
                .args(["--lang", lang, "round", "--help"])
                .env("COLUMNS", width)
                .run_output();
            let help = String::from_utf8(out.stdout).unwrap();
            let lines: Vec<&str> = help.lines().collect();
            let first = lines.iter().position(|l| l.starts_with("  -2 ")).unwrap();
            let last = lines.iter().position(|l| l.starts_with("  ? ")).unwrap();
            let meaning = lines[first]
                .find("  a")
                .or_else(|| lines[first].find("  e"))
                .unwrap()
                + 2;
            let mut hanging = 0;
            for line in &lines[first..] {
                let indent = line.len() - line.trim_start().len();
                if !line.starts_with(' ') {
                    break;
                }
                if indent != 2 {
                    assert_eq!(indent, meaning, "{lang} at {width}: {line:?}\n{help}");
                    hanging += 1;
                }
                assert!(line.chars().count() <= width.parse().unwrap(), "{line}");
            }
            assert!(last > first);
            if width == "60" || lang == "da" {
                assert!(hanging > 0, "{lang} at {width}: nothing wraps\n{help}");
            }
        }
    }
}

/// `--help` never breaks a line inside what is typed: a command of ours
/// (`skyjo config set sync.folder ~/Sync/skyjo`, `skyjo docs cli`), an
/// option and its value (`--game PARTIE`, `-- -2*3`), and prints a code span
/// of the catalogs without its Markdown backticks (the de read: "skyjo
/// config set / sync.folder", "etwa -- / -2*3", "`skyjo docs cli`"). The
/// spaces printed are plain spaces, as typed; every line fits.
#[test]
fn help_keeps_what_is_typed_on_one_line() {
    let h = History::new();
    let help = |lang: &str, columns: &str, args: &[&str]| -> String {
        let out = common::skyjo(&h.path)
            .args(["--lang", lang])
            .args(args)
            .arg("--help")
            .env("COLUMNS", columns)
            .run_output();
        assert!(out.status.success(), "{lang} {args:?}");
        let help = String::from_utf8(out.stdout).unwrap();
        for line in help.lines() {
            assert!(
                line.chars().count() <= columns.parse().unwrap()
                    // clap's usage line, and one word wider than the line
                    // (the test's path in English's `[env: SKYJO_CONFIG=...]`).
                    // (`skyjo.exe` on Windows)
                    || (line.contains("skyjo ") || line.contains("skyjo.exe "))
                        && line.contains('[')
                        && !line.starts_with(' ')
                    || !line.trim().contains(' '),
                "{lang} {args:?} at {columns}: {line}"
            );
            assert!(!line.contains('`'), "{lang} {args:?}: {line}");
            assert!(
                !line.contains(['\u{e000}', '\u{2060}']),
                "{lang} {args:?}: {line:?}"
            );
        }
        help
    };
    let on_a_line = |help: &str, typed: &str| help.lines().any(|l| l.contains(typed));
    for columns in ["80", "40"] {
        for lang in ["en", "sv", "da", "nb", "de", "fr"] {
            for args in [
                &[][..],
                &["round"],
                &["seen"],
                &["config"],
                &["config", "set"],
            ] {
                help(lang, columns, args);
            }
        }
    }
    let de = help("de", "80", &["config"]);
    assert!(
        on_a_line(&de, "skyjo config set sync.folder ~/Sync/skyjo"),
        "{de}"
    );
    assert!(on_a_line(&de, "skyjo docs cli"), "{de}");
    let de = help("de", "80", &["config", "set"]);
    assert!(
        on_a_line(&de, "skyjo config set sync.folder ~/Sync/skyjo"),
        "{de}"
    );
    let de = help("de", "80", &["seen"]);
    assert!(on_a_line(&de, "-- -2*3"), "{de}");
    let de = help("de", "80", &[]);
    assert!(on_a_line(&de, "(oder --game PARTIE)"), "{de}");
    let en = help("en", "80", &[]);
    assert!(on_a_line(&en, "(the contract in skyjo docs cli)"), "{en}");
    assert!(on_a_line(&en, "(or --game ID)"), "{en}");
    // Where the list of commands leaves it room, not only at 80 columns.
    let nb = help("nb", "60", &["config"]);
    assert!(
        on_a_line(&nb, "skyjo config set sync.folder ~/Sync/skyjo"),
        "{nb}"
    );
    let sv = help("sv", "40", &["config"]);
    assert!(on_a_line(&sv, "skyjo docs cli"), "{sv}");
}

/// `config set` keeps one line of the config file, `config unset` takes it
/// out; a value the setting does not take, or a setting there is not, is
/// refused with the file as it was.
#[test]
fn config_set_and_unset_write_one_line_of_the_config_file() {
    let h = History::new();
    let config = crate::common::config_path(&h.path);
    std::fs::create_dir_all(config.parent().unwrap()).unwrap();
    std::fs::write(&config, "# ours\nlang = \"sv\"\n").unwrap();
    let out = h.ok(&["--lang", "en", "config", "set", "target", "150"]);
    assert!(out.contains("target = 150 is kept in"), "{out}");
    let folder = h.path.parent().unwrap().join("Sync");
    let view = h.json(&["config", "set", "sync.folder", folder.to_str().unwrap()]);
    assert_eq!(view["key"], "sync.folder");
    assert_eq!(
        std::fs::read_to_string(&config).unwrap(),
        format!(
            "# ours\nlang = \"sv\"\ntarget = 150\n\n[sync]\nfolder = '{}'\n",
            folder.display()
        )
    );
    let settings = h.json(&["config"]);
    let synced = settings["settings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["name"] == "sync.folder")
        .unwrap();
    assert_eq!(synced["from"], "file", "{settings}");
    let before = std::fs::read_to_string(&config).unwrap();
    for args in [
        &["config", "set", "doubling", "nope"][..],
        &["config", "set", "colour", "never"],
    ] {
        let out = h.run(args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert_eq!(std::fs::read_to_string(&config).unwrap(), before);
    }
    let err = String::from_utf8(
        h.run(&["--lang", "en", "config", "set", "doubling", "nope"])
            .stderr,
    )
    .unwrap();
    assert!(err.contains("doubling cannot be nope"), "{err}");
    // Typed on the command line, its values are listed as the flag's error
    // lists them (was `it takes "tie-doubles", "tie-safe", "off"`, the
    // file's quotes), in the reader's quotes and words.
    assert!(
        err.contains("it takes 'tie-doubles', 'tie-safe' or 'off'"),
        "{err}"
    );
    let err = String::from_utf8(
        h.run(&["--lang", "fr", "config", "set", "doubling", "nope"])
            .stderr,
    )
    .unwrap();
    // (The French quotes hold no-break spaces.)
    let err = err.replace(['\u{a0}', '\u{202f}'], " ");
    assert!(
        err.contains("« tie-doubles », « tie-safe » ou « off »"),
        "{err}"
    );
    let err = String::from_utf8(
        h.run(&["--lang", "de", "config", "set", "color", "sometimes"])
            .stderr,
    )
    .unwrap();
    assert!(err.contains("'auto', 'always' oder 'never'"), "{err}");
    // In the file, a value is written in TOML's quotes, as the error says it.
    let written = format!("doubling = \"sometimes\"\n{before}");
    std::fs::write(&config, &written).unwrap();
    let err = String::from_utf8(h.run(&["--lang", "en", "games"]).stderr).unwrap();
    assert!(
        err.contains("it takes \"tie-doubles\", \"tie-safe\", \"off\""),
        "{err}"
    );
    std::fs::write(&config, &before).unwrap();
    let view = h.json(&["config", "unset", "target"]);
    assert_eq!(view["value"], serde_json::Value::Null);
    assert!(!std::fs::read_to_string(&config).unwrap().contains("target"));
}

/// A config file named with `SKYJO_CONFIG` or `--config` that is not there
/// yet is no settings (it made every command fail, `docs` and `config set`
/// included); `config set` and `sync DIR` write it, its folder too.
#[test]
fn a_named_config_file_not_there_yet_is_no_settings_and_is_written() {
    let h = History::new();
    let dir = h.path.parent().unwrap();
    let named = dir.join("not-yet").join("skyjo.toml");
    let run = |args: &[&str]| {
        crate::common::skyjo(&h.path)
            .env("SKYJO_CONFIG", &named)
            .args(args)
            .run_output()
    };
    for args in [&["docs"][..], &["--lang", "en", "config"], &["games"]] {
        let out = run(args);
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    assert!(!named.exists(), "reading writes nothing");
    let out = run(&["--lang", "en", "config", "set", "target", "150"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(std::fs::read_to_string(&named).unwrap(), "target = 150\n");
    // `--config` the same, and `sync DIR` keeps its folder in the file.
    let other = dir.join("elsewhere").join("config.toml");
    h.ok(&["new", "Anna", "Bertil"]);
    let folder = dir.join("Sync");
    std::fs::create_dir(&folder).unwrap();
    let out = crate::common::skyjo(&h.path)
        .arg("--config")
        .arg(&other)
        .arg("sync")
        .arg(&folder)
        .run_output();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        std::fs::read_to_string(&other)
            .unwrap()
            .contains(&format!("[sync]\nfolder = '{}'", folder.display())),
        "{}",
        std::fs::read_to_string(&other).unwrap()
    );
}
