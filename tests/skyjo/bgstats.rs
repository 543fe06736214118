//! `import --from bgstats` through the real binary, on tests/data/BGStatsExport.json:
//! a file in the shape of the BG Stats app's backup with Skyjo plays (under two
//! spellings of the game), plays of another game, plays without scores, a play
//! of one player, and players who come back across plays.
//!
//! What the file holds, worked out by hand:
//!   play 1 (Skyjo, 2025-06-01 19:00, Stugan): Anna 45, Bertil 102, Cecilia 60: Anna wins.
//!   play 2 ("SKYJO ", 2025-06-08 20:00): Anna 88, david 88, Bertil 101: Anna and david share.
//!   play 3, 4: a score missing ("") or not a number: skipped, no scores.
//!   play 5: Anna alone: skipped, players.
//!   play 6, 7: Carcassonne: other games.
//!   play 8 (Skyjo, 2025-08-15 21:15, Hemma): seats in seatOrder Bertil 20,
//!          Eva 110, Cecilia 75 (listed out of order in the file): Bertil wins.
//!   play 9: marked "ignored" (left out of the app's statistics): skipped.
//!   play 10: played in teams (`usesTeams`), team scores: skipped, teams.

use crate::common::{History, RunOutput, skyjo};

use std::path::{Path, PathBuf};

use serde_json::Value;

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/BGStatsExport.json")
}

/// Imports the fixture (local time UTC) and returns stdout.
fn import(h: &History, extra: &[&str]) -> String {
    let out = skyjo(&h.path)
        .env("TZ", "UTC")
        .args(["import", "--from", "bgstats"])
        .arg(fixture())
        .args(extra)
        .run_output();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn player<'a>(stats: &'a Value, name: &str) -> &'a Value {
    stats["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == name)
        .unwrap_or_else(|| panic!("{name} in {stats}"))
}

#[test]
fn skyjo_plays_become_games_of_final_totals_and_the_rest_is_counted() {
    let h = History::new();
    // David is known already: the file's "david" is him.
    h.ok(&["new", "David", "Anna"]);
    let out = import(&h, &[]);
    assert_eq!(
        out,
        "Imported 3 Skyjo plays from BG Stats; 0 were already in the history.\n\
         2 plays of other games skipped.\n\
         2 plays skipped: no scores.\n\
         1 play skipped: not 2 to 8 players.\n\
         1 play skipped: marked in BG Stats to be left out of its statistics.\n\
         1 play skipped: played in teams.\n"
    );
    let games = h.json(&["games"]);
    let imported: Vec<&Value> = games
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| g["game"] != 1)
        .collect();
    assert_eq!(imported.len(), 3);
    // Newest first; play 8's seats in the app's seat order.
    let names = |g: &Value| -> Vec<String> {
        g["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(names(imported[0]), ["Bertil", "Eva", "Cecilia"]);
    assert_eq!(names(imported[1]), ["Anna", "David", "Bertil"]);
    assert_eq!(imported[2]["played_at"], "2025-06-01T19:00:00Z");

    let show = h.json(&["show", &imported[1]["game"].to_string()]);
    assert_eq!(show["totals_only"], true);
    assert_eq!(show["game_over"], true);
    assert_eq!(show["rounds"].as_array().unwrap().len(), 0);
    assert_eq!(show["winners"], serde_json::json!(["Anna", "David"]));
    let sheet = h.ok(&["show", &imported[2]["game"].to_string()]);
    assert!(sheet.contains("Note: Stugan"), "{sheet}");
    assert!(sheet.contains("Only the final totals"), "{sheet}");
    assert!(sheet.contains("Anna won with 45 points in all."), "{sheet}");

    // Games, wins, totals and streaks count them; round figures do not.
    let stats = h.json(&["stats"]);
    let anna = player(&stats, "Anna");
    assert_eq!(anna["games"], 2);
    assert_eq!(anna["wins"], 2);
    assert_eq!(anna["shared_wins"], 1);
    assert_eq!(anna["rounds"], 0);
    assert_eq!(anna["avg_round_score"], Value::Null);
    assert_eq!(anna["closing_success_rate"], Value::Null);
    assert_eq!(anna["best_round"], Value::Null);
    assert_eq!(anna["longest_win_streak"], 2);
    let bertil = player(&stats, "Bertil");
    assert_eq!(
        (bertil["games"].clone(), bertil["wins"].clone()),
        (3.into(), 1.into())
    );
    // (102 + 101 + 20) / 3, to three places as the JSON gives it.
    assert_eq!(bertil["avg_final_total"], 74.333);
    // The players: David kept his spelling, and nobody came twice.
    let players = h.json(&["players"]);
    let listed: Vec<&str> = players["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(listed, ["Anna", "Bertil", "Cecilia", "David", "Eva"]);

    // The import is in the log, with the app it came from.
    let log = h.json(&["log"]);
    let import = log["changes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["kind"] == "import")
        .unwrap();
    assert_eq!(import["after"]["from"], "bgstats");
    assert_eq!(import["after"]["added"], 3);
    assert!(
        import["before"]
            .as_str()
            .unwrap()
            .ends_with("BGStatsExport.json")
    );

    // Rivalry and ratings take them.
    let rivalry = h.json(&["rivalry", "Anna", "Bertil"]);
    assert_eq!(
        (rivalry["games"].clone(), rivalry["a_ahead"].clone()),
        (2.into(), 2.into())
    );
    let ratings = h.json(&["ratings"]);
    let rated = ratings["players"].as_array().unwrap();
    assert_eq!(rated.len(), 5, "{ratings}");
    assert_eq!(rated[0]["name"], "Anna");
}

#[test]
fn importing_the_same_file_again_adds_nothing() {
    let h = History::new();
    import(&h, &[]);
    let again: Value = serde_json::from_str(&import(&h, &["--json"])).unwrap();
    assert_eq!(again["added"], 0);
    assert_eq!(again["skipped"], 3);
    assert_eq!(again["other_games"], 2);
    assert_eq!(again["plays_skipped"]["no_scores"], 2);
    assert_eq!(again["plays_skipped"]["players"], 1);
    assert_eq!(again["plays_skipped"]["ignored"], 1);
    assert_eq!(again["plays_skipped"]["teams"], 1);
    assert_eq!(h.json(&["games"]).as_array().unwrap().len(), 3);
}

#[test]
fn a_game_of_final_totals_takes_no_rounds_and_cannot_be_edited() {
    let h = History::new();
    import(&h, &[]);
    let err = h.fails(&[
        "round", "--game", "2", "--closer", "Anna", "Anna=3", "David=4", "Bertil=5",
    ]);
    assert_eq!(
        err,
        "error: game 2 holds only final totals (imported from BG Stats); it has no rounds to add or change"
    );
    for args in [
        vec!["rescore", "2", "--columns", "off"],
        vec!["edit", "2", "1", "Anna=3"],
        vec!["show", "2", "--explain", "1"],
        vec!["seen", "--game", "2", "9"],
    ] {
        let err = h.fails(&args);
        assert!(err.contains("holds only final totals"), "{args:?}: {err}");
    }
    h.ok(&["use", "2"]);
    for (lang, heading) in [
        ("en", "Game 2 · final totals only · to 100"),
        ("sv", "Parti 2 · bara slutsummor · till 100"),
        ("da", "Spil 2 · kun slutsummer · til 100"),
    ] {
        let status = h.ok(&["--lang", lang, "status"]);
        assert_eq!(status.lines().next(), Some(heading), "{status}");
        assert!(status.contains("  Bertil  101\n"), "{status}");
    }
}

#[test]
fn export_and_import_carry_the_final_totals() {
    let h = History::new();
    import(&h, &[]);
    let export = h.ok(&["export"]);
    let file: Value = serde_json::from_str(&export).unwrap();
    assert_eq!(file["version"], 2);
    let game = &file["games"][0];
    assert_eq!(game["uid"], "c0ffee00-0000-4000-8000-000000000001");
    assert_eq!(game["final_totals"], serde_json::json!([45, 102, 60]));
    assert_eq!(game["note"], "Stugan");

    let copy = History::new();
    let path = copy.path.with_file_name("export.json");
    std::fs::write(&path, &export).unwrap();
    copy.ok(&["import", path.to_str().unwrap()]);
    assert_eq!(copy.json(&["games"]), h.json(&["games"]));
    assert_eq!(copy.json(&["stats"]), h.json(&["stats"]));
    // The CSV sheet has one line per player, round fields empty.
    let out = skyjo(&h.path)
        .env("TZ", "UTC")
        .args(["export", "--format", "csv"])
        .run_output();
    let csv = String::from_utf8(out.stdout).unwrap();
    assert!(
        csv.contains(",2025-06-01 19:00,,,Anna,,,,,,45,c0ffee00-0000-4000-8000-000000000001\n"),
        "{csv}"
    );
    // A history of rounds only is still written as version 1.
    let plain = History::with_game();
    let file: Value = serde_json::from_str(&plain.ok(&["export"])).unwrap();
    assert_eq!(file["version"], 1);
}

#[test]
fn a_file_that_is_not_a_bg_stats_export_is_refused_with_nothing_written() {
    let h = History::with_game();
    let dir = h.path.parent().unwrap();
    let skyjo_export = dir.join("skyjo.json");
    std::fs::write(&skyjo_export, h.ok(&["export"])).unwrap();
    let err = h.fails(&[
        "import",
        "--from",
        "bgstats",
        skyjo_export.to_str().unwrap(),
    ]);
    assert!(
        err.starts_with(&format!(
            "error: {} is not a BG Stats export (it has no \"players\", \"games\" and \"plays\" lists)",
            skyjo_export.display()
        )),
        "{err}"
    );
    let text = dir.join("notes.txt");
    std::fs::write(&text, "Anna 45, Bertil 102").unwrap();
    let err = h.fails(&["import", "--from", "bgstats", text.to_str().unwrap()]);
    assert!(err.contains("is not a BG Stats export (not JSON"), "{err}");
    // A BG Stats file handed to the plain import is not a skyjo export.
    let err = h.fails(&["import", fixture().to_str().unwrap()]);
    assert_eq!(
        err,
        format!(
            "error: {0} is a BG Stats backup, not a skyjo export; import it with: skyjo import --from bgstats {0}",
            fixture().display()
        )
    );
    // No history is created by a refused file.
    let fresh = History::new();
    fresh.fails(&["import", "--from", "bgstats", text.to_str().unwrap()]);
    assert!(!fresh.path.exists());
}

#[test]
fn the_summary_and_the_sheet_speak_swedish_and_danish() {
    let h = History::new();
    let sv = import(&h, &["--lang", "sv"]);
    assert_eq!(
        sv,
        "3 Skyjo-partier importerade från BG Stats; inget fanns redan i historiken.\n\
         2 partier av andra spel hoppades över.\n\
         2 partier hoppades över: poäng saknas.\n\
         1 parti hoppades över: inte 2 till 8 spelare.\n\
         1 parti hoppades över: markerat i BG Stats att inte räknas i statistiken.\n\
         1 parti hoppades över: spelat i lag.\n"
    );
    let da = import(&h, &["--lang", "da"]);
    assert!(
        da.starts_with(
            "Intet Skyjo-spil importeret fra BG Stats; 3 fandtes allerede i historikken.\n"
        ),
        "{da}"
    );
    let sheet = h.ok(&["--lang", "sv", "show", "2"]);
    assert!(
        sheet.contains("Anna och david delade segern med 88 poäng totalt."),
        "{sheet}"
    );
    let sheet = h.ok(&["--lang", "da", "show", "1"]);
    assert!(sheet.contains("Anna vandt med 45 point i alt."), "{sheet}");
}

/// Issue 16: one name rule for every way a name comes in. A BG Stats play
/// whose player is `Bert=il` (a name no command line could name again) is
/// skipped and counted; the other play is imported. Issue 40: the same for
/// `Bert\u{200b}il`, which would look like a Bertil.
#[test]
fn a_bg_stats_play_of_a_name_with_equals_is_skipped_and_counted() {
    for bad in ["Bert=il", "Bert\u{200b}il", "\u{202e}litreB"] {
        a_bg_stats_play_of_a_bad_name_is_skipped_and_counted(bad);
    }
}

fn a_bg_stats_play_of_a_bad_name_is_skipped_and_counted(bad: &str) {
    let h = History::new();
    let dir = h.path.parent().unwrap();
    let play = |uuid: &str, date: &str, second: i64| {
        serde_json::json!({
            "uuid": uuid, "gameRefId": 10, "playDate": date, "ignored": false,
            "usesTeams": false,
            "playerScores": [
                {"playerRefId": 1, "score": "45", "seatOrder": 1},
                {"playerRefId": second, "score": "102", "seatOrder": 2}
            ]
        })
    };
    let backup = serde_json::json!({
        "players": [{"id": 1, "name": "Anna"}, {"id": 2, "name": bad},
                    {"id": 3, "name": "Cecilia"}],
        "games": [{"id": 10, "name": "Skyjo", "highestWins": false}],
        "locations": [],
        "plays": [play("c0ffee00-0000-4000-8000-000000000001", "2025-06-01 19:00:00", 2),
                  play("c0ffee00-0000-4000-8000-000000000002", "2025-06-02 19:00:00", 3)]
    });
    let file = dir.join("bgstats.json");
    std::fs::write(&file, backup.to_string()).unwrap();
    let out = skyjo(&h.path)
        .env("TZ", "UTC")
        .args(["import", "--from", "bgstats", "--json"])
        .arg(&file)
        .run_output();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["added"], 1, "{bad:?}: {report}");
    assert_eq!(report["plays_skipped"]["names"], 1, "{bad:?}: {report}");
    let names: Vec<Value> = h.json(&["players"])["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].clone())
        .collect();
    assert_eq!(names, ["Anna", "Cecilia"]);
}

/// Issue 16: a skyjo export whose player is `Bert=il` is refused whole,
/// nothing written (it was imported); `players rename` refuses the name too.
#[test]
fn an_export_with_a_name_with_equals_is_refused_with_nothing_written() {
    let h = History::with_game();
    let dir = h.path.parent().unwrap();
    let export = h.ok(&["export"]).replace("\"Bertil\"", "\"Bert=il\"");
    assert!(export.contains("Bert=il"));
    let file = dir.join("export.json");
    std::fs::write(&file, export).unwrap();
    let other = History::new();
    let err = other.fails(&["import", file.to_str().unwrap()]);
    assert!(
        err.contains(
            "its players are not distinct names of 1 to 24 characters without control characters, invisible characters or '='"
        ),
        "{err}"
    );
    assert!(!other.path.exists(), "no history made by a refused file");
    let err = h.fails(&["players", "rename", "Anna", "Bert=il"]);
    assert!(err.contains("the name 'Bert=il' contains '='"), "{err}");
}
