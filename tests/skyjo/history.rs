//! The rivalry side through the real binary: stats checked by hand on a small
//! fixed history, ratings, corrections, rescore, export and import.

use crate::common::History;

use serde_json::{Value, json};

/// Two finished games, computed by hand below:
///
/// Game 1 (Anna, Bertil, Cecilia; 2 rounds):
///   round 1, Anna closes with 19, Bertil 14, Cecilia 22: Anna doubled to 38.
///   round 2, Bertil closes with 3 (two columns removed in play), Anna 5, Cecilia 10.
///   Totals 43, 17, 32: Bertil wins.
/// Game 2 (Anna, "Bertil B.", Dora; 1 round):
///   Dora closes with 12, Anna 10, Bertil B. 10: Dora doubled to 24.
///   Totals 10, 10, 24: Anna and Bertil B. share the win.
/// Then "Bertil B." is merged into Bertil.
fn fixed_history() -> History {
    let h = History::new();
    h.ok(&["new", "Anna", "Bertil", "Cecilia", "--rounds", "2"]);
    h.ok(&[
        "round",
        "--closer",
        "Anna",
        "Anna=1 0 3 4 / -2 2 5 0 / 1 3 0 2",
        "Bertil=14",
        "Cecilia=22",
    ]);
    h.ok(&[
        "round",
        "--closer",
        "Bertil",
        "Anna=5",
        "Bertil=x x 1 2 / x x 0 0 / x x 0 0",
        "Cecilia=10",
    ]);
    h.ok(&["new", "Anna", "Bertil B.", "Dora", "--rounds", "1"]);
    h.ok(&[
        "round",
        "--closer",
        "Dora",
        "Anna=10",
        "Bertil B.=10",
        "Dora=12",
    ]);
    h.ok(&["players", "merge", "Bertil", "Bertil B."]);
    h
}

fn player<'a>(stats: &'a Value, name: &str) -> &'a Value {
    stats["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == name)
        .unwrap()
}

#[test]
fn stats_match_the_hand_computed_values() {
    let h = fixed_history();
    let stats = h.json(&["stats"]);
    assert_eq!(
        stats["players"].as_array().unwrap().len(),
        4,
        "Bertil B. was merged"
    );
    assert_eq!(
        player(&stats, "Anna"),
        &json!({
            "name": "Anna", "games": 2, "wins": 1, "shared_wins": 1, "win_rate": 0.5, "rounds": 3,
            "avg_round_score": 17.667, "avg_final_total": 26.5, "rounds_closed": 1, "times_doubled": 1,
            "closing_success_rate": 0.0, "columns_removed": 0, "lines_removed": 0, "best_round": 5, "worst_round": 38,
            "longest_win_streak": 1, "current_win_streak": 1, "in_progress": 0,
            "action": null
        })
    );
    assert_eq!(
        player(&stats, "Bertil"),
        &json!({
            "name": "Bertil", "games": 2, "wins": 2, "shared_wins": 1, "win_rate": 1.0, "rounds": 3,
            "avg_round_score": 9.0, "avg_final_total": 13.5, "rounds_closed": 1, "times_doubled": 0,
            "closing_success_rate": 1.0, "columns_removed": 2, "lines_removed": 2, "best_round": 3, "worst_round": 14,
            "longest_win_streak": 2, "current_win_streak": 2, "in_progress": 0,
            "action": null
        })
    );
    let dora = player(&stats, "Dora");
    assert_eq!(
        (
            dora["games"].clone(),
            dora["wins"].clone(),
            dora["times_doubled"].clone()
        ),
        (json!(1), json!(0), json!(1))
    );
    assert_eq!(dora["closing_success_rate"], 0.0);
    let cecilia = h.json(&["stats", "cecilia"]);
    assert_eq!(cecilia["players"][0]["avg_round_score"], 16.0);
    assert_eq!(cecilia["players"][0]["avg_final_total"], 32.0);
    let text = h.ok(&["stats"]);
    assert!(text.contains("1 (1 shared)"), "{text}");
}

#[test]
fn rivalry_of_two_players() {
    let h = fixed_history();
    let r = h.json(&["rivalry", "anna", "bertil"]);
    assert_eq!(r["games"], 2);
    assert_eq!(
        (
            r["a_ahead"].clone(),
            r["b_ahead"].clone(),
            r["level"].clone()
        ),
        (json!(0), json!(1), json!(1))
    );
    assert_eq!(
        (
            r["rounds_a_lower"].clone(),
            r["rounds_b_lower"].clone(),
            r["rounds_equal"].clone()
        ),
        (json!(0), json!(2), json!(1))
    );
    assert_eq!(r["average_margin"], -13.0);
    assert_eq!(r["last_meetings"].as_array().unwrap().len(), 2);
    assert!(
        h.ok(&["rivalry", "Anna", "Bertil"])
            .contains("Average margin: Bertil ends 13.0 points lower.")
    );
}

#[test]
fn players_lists_and_renames() {
    let h = fixed_history();
    let players = h.json(&["players"]);
    let names: Vec<&str> = players["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Anna", "Bertil", "Cecilia", "Dora"]);
    assert_eq!(players["players"][1]["games"], 2);
    h.ok(&["players", "rename", "dora", "Dorothea"]);
    let game = h.json(&["show", "2"]);
    assert_eq!(game["players"], json!(["Anna", "Bertil", "Dorothea"]));
}

#[test]
fn a_duel_moves_the_ratings_by_16() {
    let h = History::new();
    h.ok(&["new", "A", "B", "--rounds", "1"]);
    h.ok(&["round", "--closer", "A", "A=5", "B=10"]);
    let r = h.json(&["ratings"]);
    assert_eq!(
        r["players"],
        json!([{"name": "A", "rating": 1516.0, "games": 1}, {"name": "B", "rating": 1484.0, "games": 1}])
    );
    assert!(h.ok(&["ratings"]).contains("A A, B B"));
}

/// Issue 39: the ratings chart's legend named Søren `A` beside Sofie's `S`;
/// a second S is a letter of the name (in rating order here, Sofie last:
/// her F), at 80 columns in Danish.
#[test]
fn the_ratings_legend_marks_each_player_by_a_letter_of_their_name() {
    let h = History::new();
    h.ok(&["new", "Sofie", "Søren", "Mette", "Morten", "--rounds", "1"]);
    h.ok(&[
        "round",
        "--closer",
        "Mette",
        "Sofie=20",
        "Søren=12",
        "Mette=3",
        "Morten=9",
    ]);
    let out = h.ok(&["--lang", "da", "ratings"]);
    assert!(
        out.contains("M Mette, O Morten, S Søren, F Sofie; * hvor linjer mødes"),
        "{out}"
    );
    assert!(out.lines().all(|l| l.chars().count() <= 80), "{out}");
}

#[test]
fn edit_recomputes_later_totals_and_keeps_the_old_round() {
    let h = History::new();
    // Two rounds: a finished game, which the statistics count.
    h.ok(&["new", "Anna", "Bertil", "--rounds", "2"]);
    h.ok(&["round", "--closer", "Anna", "Anna=20", "Bertil=10"]);
    h.ok(&["round", "--closer", "Bertil", "Anna=30", "Bertil=5"]);
    let before = h.json(&["show"]);
    assert_eq!(
        before["totals"],
        json!([{"name": "Anna", "total": 70}, {"name": "Bertil", "total": 15}])
    );
    let edited = h.json(&["edit", "1", "1", "--closer", "Anna", "Anna=8", "Bertil=10"]);
    assert_eq!(edited["players"][0]["score"], 8);
    let after = h.json(&["show"]);
    assert_eq!(after["rounds"][1]["players"][0]["total"], 38);
    assert_eq!(
        after["totals"],
        json!([{"name": "Anna", "total": 38}, {"name": "Bertil", "total": 15}])
    );
    let log = h.json(&["log", "1"]);
    let c = &log["corrections"][0];
    assert_eq!(c["round"], 1);
    assert_eq!(c["note"], "edit");
    assert_eq!(c["old"]["scores"], json!([40, 10]));
    assert_eq!(c["new"]["scores"], json!([8, 10]));
    // Each score written once, a doubled one with what was doubled.
    let log = h.ok(&["log"]);
    assert!(
        log.contains("\n  before: Anna closed; Anna 40 (20 doubled), Bertil 10\n"),
        "{log}"
    );
    assert!(
        log.contains(" Round 1 of game 1 was corrected: Anna 40 → 8.\n"),
        "{log}"
    );
    // The stats follow the correction.
    assert_eq!(player(&h.json(&["stats"]), "Anna")["worst_round"], 30);
}

#[test]
fn an_edit_that_would_end_the_game_early_changes_nothing() {
    let h = History::new();
    h.ok(&["new", "Anna", "Bertil"]);
    h.ok(&["round", "--closer", "Bertil", "Anna=50", "Bertil=10"]);
    h.ok(&["round", "--closer", "Bertil", "Anna=30", "Bertil=5"]);
    let err = h.fails(&[
        "edit",
        "1",
        "1",
        "--closer",
        "Bertil",
        "Anna=120",
        "Bertil=10",
    ]);
    assert!(
        err.contains("would be over after round 1, but it has 2 rounds"),
        "{err}"
    );
    assert!(
        h.json(&["log"])["corrections"]
            .as_array()
            .unwrap()
            .is_empty()
    );
}

#[test]
fn rescore_shows_other_house_rules_and_saves_only_when_asked() {
    let h = History::new();
    h.ok(&["new", "A", "B", "C"]);
    h.ok(&["round", "--closer", "A", "A=10", "B=24", "C=10"]);
    let what_if = h.json(&["rescore", "--doubling", "tie-safe"]);
    assert_eq!(what_if["rounds"][0]["players"][0]["score"], 10);
    assert_eq!(what_if["saved"], false);
    assert_eq!(
        h.json(&["show"])["rounds"][0]["players"][0]["score"],
        20,
        "not saved"
    );
    let to_20 = h.ok(&["rescore", "--target", "20"]);
    assert!(
        to_20.contains("Game over after 1 round: C won with 10 points in all."),
        "{to_20}"
    );
    h.ok(&["rescore", "--doubling", "tie-safe", "--save"]);
    let game = h.json(&["show"]);
    assert_eq!(game["rounds"][0]["players"][0]["score"], 10);
    assert_eq!(game["rules"]["doubling"], "tie-safe");
    let log = h.json(&["log"]);
    assert!(
        log["corrections"][0]["note"]
            .as_str()
            .unwrap()
            .starts_with("rescore: to 100, ties safe")
    );
}

#[test]
fn export_import_export_is_identical_and_import_twice_adds_nothing() {
    let h = fixed_history();
    h.ok(&[
        "edit",
        "1",
        "2",
        "--closer",
        "Bertil",
        "Anna=6",
        "Bertil=x x 1 2 / x x 0 0 / x x 0 0",
        "Cecilia=10",
    ]);
    let first = h.ok(&["export"]);
    let file = h.path.with_file_name("export.json");
    std::fs::write(&file, &first).unwrap();

    let other = History::new();
    let report = other.json(&["import", file.to_str().unwrap()]);
    assert_eq!(report, json!({"added": 2, "skipped": 0}));
    assert_eq!(other.ok(&["export"]), first);
    let again = other.json(&["import", file.to_str().unwrap()]);
    assert_eq!(again, json!({"added": 0, "skipped": 2}));
    assert_eq!(other.json(&["games"]).as_array().unwrap().len(), 2);
    assert_eq!(
        other.json(&["log"])["corrections"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    // Statistics come back the same from the imported games.
    assert_eq!(other.json(&["stats"]), h.json(&["stats"]));
}

#[test]
fn csv_export_is_the_score_sheet() {
    let h = fixed_history();
    let csv = h.ok(&["export", "--format", "csv", "1"]);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "game,played,round,closer,player,entry,held,raw,doubled,score,total,game_uid"
    );
    assert_eq!(lines.len(), 1 + 2 * 3);
    let uid = h.json(&["export"])["games"][0]["uid"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        lines[1].starts_with("1,")
            && lines[1].ends_with(&format!(
                ",1,Anna,Anna,1 0 3 4 / -2 2 5 0 / 1 3 0 2,,19,true,38,38,{uid}"
            )),
        "{}",
        lines[1]
    );
    assert!(
        lines[6].ends_with(&format!(",2,Bertil,Cecilia,10,,10,false,10,32,{uid}")),
        "{}",
        lines[6]
    );
}

/// The sheet's first column is the game's number as `games` shows it, and
/// the time is when it was played in the reader's time zone, as `games`
/// shows it (was the uid first and the time "Startet (UTC)"); the uid, the
/// same on every device, is the last column.
#[test]
fn csv_export_starts_with_the_games_number_and_its_local_time() {
    use crate::common::{RunOutput, skyjo};
    let h = fixed_history();
    let mut export: Value = serde_json::from_str(&h.ok(&["export"])).unwrap();
    export["games"][1]["played_at"] = json!("2026-12-03T19:05:00Z");
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("two.json");
    std::fs::write(&file, export.to_string()).unwrap();
    let other = History::new();
    other.ok(&["import", file.to_str().unwrap()]);
    let run = |args: &[&str]| -> String {
        let out = skyjo(&other.path)
            .env("TZ", "Europe/Copenhagen")
            .args(args)
            .run_output();
        assert!(out.status.success(), "{args:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    let games = run(&["games", "--lang", "da"]);
    // The local time as `games` shows it: 20:05 in Copenhagen (TZ names the
    // zone on Unix; Windows takes the system's, so there only the two agree).
    let shown = games
        .lines()
        .find(|l| l.starts_with("│ 2 "))
        .and_then(|l| l.split('┆').nth(1))
        .map(|t| t.trim().to_string())
        .unwrap_or_else(|| panic!("{games}"));
    if cfg!(unix) {
        assert_eq!(shown, "2026-12-03 20:05", "{games}");
    }
    let csv = run(&["export", "--format", "csv", "2", "--lang", "da"]);
    let mut lines = csv.trim_start_matches('\u{feff}').lines();
    assert_eq!(
        lines.next().unwrap(),
        "Spil;Startet;Runde;Afsluttet af;Spiller;Indtastning;Actionkort tilbage på hånden;Point før fordobling;Fordoblet;Point;Sum;Spil-id"
    );
    let uid = export["games"][1]["uid"].as_str().unwrap();
    assert_eq!(
        lines.next().unwrap(),
        format!("2;{shown};1;Dora;Anna;10;;10;nej;10;10;{uid}")
    );
}

/// The sheet a Danish or Swedish spreadsheet opens: a UTF-8 byte-order mark,
/// `;` between fields (a field with `;` in it quoted), headings and yes/no
/// in the language; the English one as before, on `,`. A CSV reader told
/// the separator reads the same records from each; `--delimiter` chooses.
#[test]
fn csv_export_is_written_as_the_readers_spreadsheet_opens_it() {
    let h = fixed_history();
    // A name with the separator in it, to be quoted.
    h.ok(&["players", "rename", "Cecilia", "Cecilia; Sr"]);
    let read = |csv: &str, delimiter: u8| -> Vec<csv::StringRecord> {
        csv::ReaderBuilder::new()
            .delimiter(delimiter)
            .has_headers(false)
            .from_reader(csv.as_bytes())
            .records()
            .collect::<Result<_, _>>()
            .unwrap()
    };
    let en = h.ok(&["export", "--format", "csv", "1", "--lang", "en"]);
    assert!(en.starts_with("game,played,round,"), "{en}");
    let en_records = read(&en, b',');
    assert_eq!(en_records.len(), 1 + 2 * 3);
    for (code, mark, headings, yes) in [
        (
            "da",
            ';',
            "Spil;Startet;Runde;Afsluttet af;Spiller;Indtastning;Actionkort tilbage på hånden;Point før fordobling;Fordoblet;Point;Sum;Spil-id",
            "ja",
        ),
        (
            "sv",
            ';',
            "Parti;Startat;Runda;Avslutad av;Spelare;Inmatning;Actionkort kvar på handen;Poäng före dubblering;Dubblerad;Poäng;Summa;Parti-id",
            "ja",
        ),
    ] {
        let csv = h.ok(&["export", "--format", "csv", "1", "--lang", code]);
        let body = csv
            .strip_prefix('\u{feff}')
            .unwrap_or_else(|| panic!("{code}: no byte-order mark: {csv}"));
        assert_eq!(body.lines().next().unwrap(), headings, "{code}");
        assert!(
            body.lines()
                .nth(1)
                .unwrap()
                .contains(&format!("{mark}{yes}{mark}")),
            "{code}: {body}"
        );
        assert!(body.contains("\"Cecilia; Sr\""), "{code}: {body}");
        let records = read(body, b';');
        assert_eq!(records.len(), en_records.len(), "{code}");
        for (row, (record, english)) in records.iter().zip(&en_records).enumerate().skip(1) {
            assert_eq!(record.len(), 12, "{code}: {body}");
            // The same fields but the yes/no of `doubled`.
            for field in [0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11] {
                assert_eq!(&record[field], &english[field], "{code} row {row}");
            }
            let doubled = if &english[8] == "true" { "ja" } else { "nej" };
            assert_eq!(&record[8], doubled, "{code} row {row}");
        }
        // --delimiter chooses: a comma in Danish, a tab, a semicolon in English.
        let comma = h.ok(&[
            "export",
            "--format",
            "csv",
            "1",
            "--lang",
            code,
            "--delimiter",
            ",",
        ]);
        let comma = comma.strip_prefix('\u{feff}').unwrap();
        assert!(comma.starts_with(&headings.replace(';', ",")), "{comma}");
        assert_eq!(read(comma, b','), records, "{code}");
    }
    let tab = h.ok(&[
        "export",
        "--format",
        "csv",
        "1",
        "--lang",
        "en",
        "--delimiter",
        "tab",
    ]);
    assert_eq!(read(&tab, b'\t'), en_records);
    let semicolon = h.ok(&["export", "--format", "csv", "1", "--delimiter", "semicolon"]);
    assert!(semicolon.starts_with("game;played;"), "{semicolon}");
    // Only a CSV has a separator.
    let line = h.fails(&["export", "--delimiter", ";"]);
    assert!(line.contains("--format csv"), "{line}");
}

/// A change of a kind this skyjo does not know (a file edited by hand, or
/// written by a newer skyjo) is refused in one line that names the kind: it
/// was shown as an import before.
#[test]
fn an_unknown_change_kind_is_an_error_not_an_import() {
    let h = History::with_game();
    h.ok(&["note", "1", "at the cabin"]);
    {
        let conn = rusqlite::Connection::open(&h.path).unwrap();
        conn.execute(
            "INSERT INTO change_log (changed_at, kind, game_id, before, after)
             VALUES ('2026-11-28T19:00:00Z', 'frobnicate', 1, 'null', '{\"added\": 3}')",
            [],
        )
        .unwrap();
    }
    let line = h.fails(&["log"]);
    assert!(line.contains("frobnicate"), "{line}");
    let out = h.run(&["log", "--json"]);
    let error: Value = serde_json::from_slice(&out.stderr).unwrap();
    assert_eq!(error["error"]["code"], "store-unknown-change");
    // The kinds it knows still read as before.
    let h = History::with_game();
    h.ok(&["note", "1", "at the cabin"]);
    assert_eq!(h.json(&["log"])["changes"][0]["kind"], "note");
}

/// A field with a carriage return (here a game's uid from an imported file)
/// is quoted, so a CSV reader reads the same records back: written by hand,
/// the export left `\r` bare and a reader split the line there.
#[test]
fn csv_export_quotes_a_carriage_return() {
    let h = History::with_game();
    h.ok(&[
        "round",
        "--closer",
        "Anna",
        "Anna=10",
        "Bertil=20",
        "Cecilia=5",
    ]);
    let mut export: Value = serde_json::from_str(&h.ok(&["export"])).unwrap();
    let uid = "a\rb";
    export["games"][0]["uid"] = json!(uid);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("odd.json");
    std::fs::write(&file, export.to_string()).unwrap();
    let other = History::new();
    other.ok(&["import", file.to_str().unwrap()]);
    let csv = other.ok(&["export", "--format", "csv"]);
    let records: Vec<csv::StringRecord> = csv::Reader::from_reader(csv.as_bytes())
        .records()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(records.len(), 3, "{csv:?}");
    for (record, (player, score)) in
        records
            .iter()
            .zip([("Anna", "20"), ("Bertil", "20"), ("Cecilia", "5")])
    {
        assert_eq!(record.len(), 12, "{csv:?}");
        assert_eq!(&record[11], uid);
        assert_eq!((&record[4], &record[9]), (player, score));
    }
}

/// No field of the CSV sheet runs as a formula in a spreadsheet: a text field
/// that begins with `=`, `+`, `-` or `@` (players `@Anna`, `-Bo` and `+Cy`, a
/// grid that begins with `-2`, a uid `=cmd|...` from an imported file) gets a
/// `'` before it, and the numbers stay numbers (Bo's -5). The game's note
/// `=HYPERLINK(...)` is not in the sheet at all; the JSON export, which
/// `import` reads, keeps every name and the note as they are.
#[test]
fn csv_export_runs_no_formula_and_keeps_numbers() {
    let h = History::new();
    h.ok(&["new", "--name", "@Jul", "@Anna", "--", "-Bo", "+Cy"]);
    let note = r#"=HYPERLINK("http://example.com/x","click")"#;
    h.ok(&["note", "1", note]);
    let grid = "-2 -2 5 0 / 1 3 0 2 / 1 1 1 1";
    let cy = format!("+Cy={grid}");
    h.ok(&[
        "round", "--closer", "@Anna", "@Anna=-2", "--", "-Bo=-5", &cy,
    ]);
    h.ok(&["round", "--closer=-Bo", "@Anna=10", "--", "-Bo=-5", &cy]);
    let read = |csv: &str, delimiter: u8| -> Vec<Vec<String>> {
        csv::ReaderBuilder::new()
            .delimiter(delimiter)
            .from_reader(csv.as_bytes())
            .records()
            .map(|r| r.unwrap().iter().map(String::from).collect())
            .collect()
    };
    let csv = h.ok(&["export", "--format", "csv"]);
    let records = read(&csv, b',');
    let fields = |row: usize, of: &[usize]| -> Vec<&str> {
        of.iter()
            .map(|&i| records[row][i].as_str())
            .collect::<Vec<_>>()
    };
    // round, closer, player, entry, raw, score, total
    let shown = [2, 3, 4, 5, 7, 9, 10];
    let quoted_grid = format!("'{grid}");
    assert_eq!(
        fields(0, &shown),
        ["1", "'@Anna", "'@Anna", "-2", "-2", "-2", "-2"]
    );
    assert_eq!(
        fields(1, &shown),
        ["1", "'@Anna", "'-Bo", "-5", "-5", "-5", "-5"]
    );
    assert_eq!(
        fields(2, &shown),
        [
            "1",
            "'@Anna",
            "'+Cy",
            quoted_grid.as_str(),
            "11",
            "11",
            "11"
        ]
    );
    assert_eq!(
        fields(4, &shown),
        ["2", "'-Bo", "'-Bo", "-5", "-5", "-5", "-10"]
    );
    for record in &records {
        for field in record {
            assert!(
                !field.starts_with(['=', '+', '-', '@', '\t', '\r'])
                    || field.parse::<i64>().is_ok(),
                "{field:?} could run as a formula: {csv}"
            );
        }
    }
    assert!(!csv.contains("HYPERLINK"), "{csv}");
    // In Swedish, on `;`, the same fields.
    let sv = h.ok(&["export", "--format", "csv", "--lang", "sv"]);
    let sv = read(sv.strip_prefix('\u{feff}').unwrap(), b';');
    for (row, (sv, en)) in sv.iter().zip(&records).enumerate() {
        for field in shown {
            assert_eq!(sv[field], en[field], "row {row}");
        }
    }

    // The JSON export keeps the names and the note as written, and import
    // reads them back: a game of final totals only, its uid a formula, too.
    let mut export: Value = serde_json::from_str(&h.ok(&["export"])).unwrap();
    let game = &export["games"][0];
    assert_eq!(game["players"], json!(["@Anna", "-Bo", "+Cy"]));
    assert_eq!(game["name"], "@Jul");
    assert_eq!(game["note"], note);
    let mut totals = game.clone();
    totals["uid"] = json!("=cmd|' /C calc'!A0");
    totals["rounds"] = json!([]);
    totals["corrections"] = json!([]);
    totals["final_totals"] = json!([-5, 3, 40]);
    export["games"].as_array_mut().unwrap().push(totals);
    export["version"] = json!(2);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("formulas.json");
    std::fs::write(&file, export.to_string()).unwrap();
    let other = History::new();
    other.ok(&["import", file.to_str().unwrap()]);
    let back: Value = serde_json::from_str(&other.ok(&["export"])).unwrap();
    assert_eq!(back, export, "import reads back what export wrote");
    let csv = other.ok(&["export", "--format", "csv", "2"]);
    let records = read(&csv, b',');
    assert_eq!(records.len(), 3, "{csv}");
    assert_eq!(records[0][0], "2");
    assert_eq!(records[0][11], "'=cmd|' /C calc'!A0");
    assert_eq!((&*records[1][4], &*records[1][10]), ("'-Bo", "3"));
    assert_eq!((&*records[0][4], &*records[0][10]), ("'@Anna", "-5"));
}

#[test]
fn show_chart_draws_the_running_totals() {
    let h = fixed_history();
    let chart = h.ok(&["show", "1", "--chart"]);
    assert!(chart.contains("A Anna, B Bertil, C Cecilia"), "{chart}");
    assert!(chart.starts_with("Game 1: running totals"), "{chart}");
    assert!(chart.lines().nth(1).unwrap().starts_with("43 |"), "{chart}");
}

#[test]
fn bad_history_input_is_one_line_exit_1_and_writes_nothing() {
    let h = fixed_history();
    let dir = tempfile::tempdir().unwrap();
    let not_export = dir.path().join("notes.json");
    std::fs::write(&not_export, r#"{"hello": "world"}"#).unwrap();
    let newer = dir.path().join("newer.json");
    std::fs::write(&newer, r#"{"format": "skyjo", "version": 99, "games": []}"#).unwrap();
    let garbage = dir.path().join("garbage.json");
    std::fs::write(&garbage, "not json at all").unwrap();
    let bad_score = dir.path().join("bad.json");
    let mut export: Value = serde_json::from_str(&h.ok(&["export"])).unwrap();
    export["games"][0]["uid"] = json!("another-uid");
    export["games"][1]["uid"] = json!("a-second-uid");
    // Dora's game: she closed on 12 and was doubled to 24; the file claims 12.
    let dora = export["games"]
        .as_array()
        .unwrap()
        .iter()
        .position(|g| g["players"][2] == "Dora")
        .unwrap();
    export["games"][dora]["rounds"][0]["scores"][2] = json!(12);
    std::fs::write(&bad_score, export.to_string()).unwrap();
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["stats", "Zelda"], "there is no player Zelda"),
        (
            vec!["stats", "--since", "2024-13-01"],
            "'2024-13-01' is not a date; write YYYY-MM-DD",
        ),
        (
            vec!["stats", "--since", "2025-01-02", "--until", "2025-01-01"],
            "--since 2025-01-02 is after --until 2025-01-01",
        ),
        (vec!["rivalry", "Anna", "Zelda"], "there is no player Zelda"),
        (
            vec!["rivalry", "Anna", "anna"],
            "name two different players",
        ),
        (
            vec!["players", "merge", "Anna", "anna"],
            "the same player already",
        ),
        (
            vec!["players", "merge", "Anna", "Bertil"],
            "both played game 1",
        ),
        (
            vec!["players", "rename", "Anna", "Bertil"],
            "Bertil is already a player",
        ),
        (
            vec!["players", "rename", "Zelda", "Zora"],
            "there is no player Zelda",
        ),
        (
            vec!["import", not_export.to_str().unwrap()],
            "is not a skyjo export (no \"format\": \"skyjo\")",
        ),
        (
            vec!["import", newer.to_str().unwrap()],
            "newer skyjo (export version 99",
        ),
        (
            vec!["import", garbage.to_str().unwrap()],
            "is not a skyjo export (not JSON at line 1, column",
        ),
        (
            vec!["import", bad_score.to_str().unwrap()],
            "the file says Dora scored 12 (raw 12), the game's rules give 24",
        ),
        (
            vec![
                "edit",
                "1",
                "9",
                "--closer",
                "Anna",
                "Anna=1",
                "Bertil=2",
                "Cecilia=3",
            ],
            "game 1 has no round 9",
        ),
        (
            vec!["edit", "1", "1"],
            "nothing to change in round 1 of game 1",
        ),
        (
            vec!["rescore", "1", "--columns", "off", "--save"],
            "round 2 cannot be scored under these rules",
        ),
        (vec!["log", "7"], "there is no game 7"),
        (vec!["export", "7"], "there is no game 7"),
    ];
    for (args, expected) in &cases {
        let err = h.fails(args);
        assert!(
            err.contains(expected),
            "skyjo {args:?}: expected {expected:?} in {err:?}"
        );
    }
    // The bad import added neither of its games, though the first one was fine.
    assert_eq!(h.json(&["games"]).as_array().unwrap().len(), 2);
}

/// What a history of one game says when it refuses to import the file at
/// `path`; the refused import adds none of the file's games.
fn refused_by_a_history_of_one_game(path: &std::path::Path) -> String {
    let fresh = History::new();
    fresh.ok(&["new", "Anna", "Bertil"]);
    let err = fresh.fails(&["import", path.to_str().unwrap()]);
    assert_eq!(fresh.json(&["games"]).as_array().unwrap().len(), 1, "{err}");
    err
}

/// The first score of game `i` of an export's `games` made 1,000 too high;
/// gives what an import refusing that game says of it.
fn first_score_made_wrong(games: &mut Value, i: usize) -> String {
    let name = games[i]["players"][0].as_str().unwrap().to_string();
    let round = &mut games[i]["rounds"][0];
    let raw = round["raw"][0].as_i64().unwrap();
    let (score, was) = (raw + 1000, round["scores"][0].as_i64().unwrap());
    round["scores"][0] = json!(score);
    format!("the file says {name} scored {score} (raw {raw}), the game's rules give {was}")
}

/// An export refused for its JSON names the line and column of the fault in
/// the file, as JSON's own reader finds them; and it adds none of the games
/// before the fault.
#[test]
fn a_broken_export_is_refused_at_its_line_and_column_in_the_file() {
    let h = History::new();
    h.ok(&["demo", "--games", "3"]);
    let dir = tempfile::tempdir().unwrap();
    let export = dir.path().join("all.json");
    h.ok(&["export", "--output", export.to_str().unwrap()]);
    let text = std::fs::read_to_string(&export).unwrap();
    let closer = text.rfind("\"closer\": \"").unwrap();
    let value_end = closer + text[closer..].find(",\n").unwrap();
    // Where JSON's reader stops in `broken`: the line and column it finds,
    // as the catalog says them (the parser's English is not shown).
    let at = |broken: &str| -> String {
        let err = serde_json::from_str::<Value>(broken).unwrap_err();
        format!("line {}, column {}", err.line(), err.column())
    };
    // The colon of the last closer gone: not JSON.
    let no_colon = format!("{}\"closer\" {}", &text[..closer], &text[closer + 10..]);
    // The last closer a number: JSON, but not an export. The reader stops
    // at the 7, the 11th character after the line's indentation.
    let number = format!("{}\"closer\": 7{}", &text[..closer], &text[value_end..]);
    let line = number[..closer].lines().count();
    let column = number[..closer].len() - number[..closer].rfind('\n').unwrap() + 11;
    let cut = text[..value_end].to_string();
    let (no_colon_at, cut_at) = (at(&no_colon), at(&cut));
    let cases = [
        (no_colon, no_colon_at),
        (number, format!("line {line} column {column}")),
        (cut, cut_at),
    ];
    for (i, (broken, want)) in cases.iter().enumerate() {
        let path = dir.path().join(format!("broken{i}.json"));
        std::fs::write(&path, broken).unwrap();
        let err = refused_by_a_history_of_one_game(&path);
        assert!(
            err.contains(&format!(" at {want}")),
            "case {i}: {err:?}, not at {want}"
        );
    }
}

/// An import reads and checks the file on one thread while it writes on
/// another, games handed over in batches: a game refused far into the file
/// still stands before a fault of the file after it, the games before it are
/// not kept, and a game the history has is skipped, not refused, whatever its
/// check would find.
#[test]
fn a_refused_game_stands_before_a_later_fault_of_the_file() {
    let h = History::new();
    h.ok(&["demo", "--games", "100"]);
    let export: Value = serde_json::from_str(&h.ok(&["export"])).unwrap();
    let dir = tempfile::tempdir().unwrap();
    // Game 70's first score made wrong, the file cut after game 90.
    let mut bad = export.clone();
    let want = first_score_made_wrong(&mut bad["games"], 69);
    // The header first, as skyjo writes it (a `Value` would sort the keys).
    let text = format!(
        "{{\"format\": \"skyjo\", \"version\": {}, \"games\": {}}}",
        bad["version"],
        serde_json::to_string_pretty(&bad["games"]).unwrap()
    );
    let game91 = text
        .find(&format!("\"uid\": {}", bad["games"][90]["uid"]))
        .unwrap();
    let cut = dir.path().join("cut.json");
    std::fs::write(&cut, &text[..game91]).unwrap();
    let err = refused_by_a_history_of_one_game(&cut);
    assert!(err.contains(&want), "{err:?}, not {want:?}");
    // The whole file with game 70 wrong, into a history that has all 100
    // games already: nothing added, nothing refused.
    let whole = dir.path().join("whole.json");
    std::fs::write(&whole, &text).unwrap();
    let again = h.json(&["import", whole.to_str().unwrap()]);
    assert_eq!(
        (again["added"].as_u64(), again["skipped"].as_u64()),
        (Some(0), Some(100))
    );
    // Into an empty history, the same file is refused at game 70.
    let empty = History::new();
    assert!(
        empty
            .fails(&["import", whole.to_str().unwrap()])
            .contains(&want)
    );
    assert_eq!(empty.json(&["games"]).as_array().unwrap().len(), 0);
}

/// A file whose header comes after its games (keys sorted by a tool), of
/// more games than the import hands over at once (60): a game refused by its
/// check gives way to the header's verdict and to a fault of the JSON after
/// it, but not to a game further on that is not a game at all (the games
/// after a refused one are read past, not read), as when the import ran on
/// one thread.
#[test]
fn a_file_with_its_header_last_is_judged_in_the_order_it_is_read() {
    let h = History::new();
    h.ok(&["demo", "--games", "100"]);
    let export: Value = serde_json::from_str(&h.ok(&["export"])).unwrap();
    let dir = tempfile::tempdir().unwrap();
    // 60 games: more than one batch of 32, and no full batch after the
    // second game, so that the end of the reading meets a writer that stopped.
    let mut games = json!(export["games"].as_array().unwrap()[..60]);
    let refused = first_score_made_wrong(&mut games, 0);
    let mut not_a_game = games.clone();
    not_a_game[40].as_object_mut().unwrap().remove("players");
    let cases = [
        // Game 1 refused, a newer version after the games.
        (
            format!(r#"{{"games": {games}, "format": "skyjo", "version": 99}}"#),
            "newer skyjo (export version 99",
        ),
        // Game 1 refused, the header right, then the JSON broken.
        (
            format!(r#"{{"games": {games}, "format": "skyjo", "version": 1,, "x": 1}}"#),
            "is not a skyjo export (not JSON at line 1, column",
        ),
        // Game 1 refused, game 41 without players, the header right.
        (
            format!(r#"{{"games": {not_a_game}, "format": "skyjo", "version": 1}}"#),
            refused.as_str(),
        ),
    ];
    for (i, (text, want)) in cases.iter().enumerate() {
        let path = dir.path().join(format!("case{i}.json"));
        std::fs::write(&path, text).unwrap();
        let err = refused_by_a_history_of_one_game(&path);
        assert!(err.contains(want), "case {i}: {err:?}, not {want:?}");
    }
    // Without the refused game, game 41 is what the file is refused for.
    let mut only_not_a_game = export["games"].clone();
    only_not_a_game[40]
        .as_object_mut()
        .unwrap()
        .remove("players");
    let path = dir.path().join("not-a-game.json");
    std::fs::write(
        &path,
        format!(r#"{{"games": {only_not_a_game}, "format": "skyjo", "version": 1}}"#),
    )
    .unwrap();
    let err = History::new().fails(&["import", path.to_str().unwrap()]);
    assert!(err.contains("missing field `players`"), "{err:?}");
}

#[test]
fn the_generator_writes_a_realistic_history_to_a_new_file_only() {
    let h = History::new();
    let out = h.json(&["demo", "--games", "30"]);
    assert_eq!(out["games"], 30);
    let rounds = out["rounds"].as_u64().unwrap();
    assert!((90..=200).contains(&rounds), "{rounds} rounds");
    assert_eq!(h.json(&["games"]).as_array().unwrap().len(), 30);
    assert!(
        h.fails(&["demo", "--games", "5"])
            .contains("exists already")
    );
}

/// An export is read as a stream; a file whose header comes after its games
/// (keys sorted by a tool) is still judged by its header first.
#[test]
fn a_streamed_import_checks_the_header_wherever_it_stands() {
    let h = fixed_history();
    let dir = tempfile::tempdir().unwrap();
    let export: Value = serde_json::from_str(&h.ok(&["export"])).unwrap();
    let games = export["games"].to_string();
    // Games first, a bad score in them, and a newer version after them.
    let mut bad: Value = serde_json::from_str(&games).unwrap();
    bad[0]["rounds"][0]["scores"][0] = json!(999);
    let newer = dir.path().join("newer.json");
    std::fs::write(
        &newer,
        format!(r#"{{"games": {bad}, "format": "skyjo", "version": 7}}"#),
    )
    .unwrap();
    let other = History::new();
    let err = other.fails(&["import", newer.to_str().unwrap()]);
    assert!(err.contains("newer skyjo (export version 7"), "{err}");
    // The same games with the header last and right: imported.
    let sorted = dir.path().join("sorted.json");
    std::fs::write(
        &sorted,
        format!(r#"{{"games": {games}, "version": 1, "format": "skyjo"}}"#),
    )
    .unwrap();
    let report = other.json(&["import", sorted.to_str().unwrap()]);
    assert_eq!(report["added"], export["games"].as_array().unwrap().len());
    assert_eq!(other.json(&["stats"]), h.json(&["stats"]));
}

/// A correction gives only what changes: the other players keep their stored
/// entries, and the closer stays unless --closer is given.
#[test]
fn edit_changes_only_the_players_given() {
    let h = fixed_history();
    let before = h.json(&["show", "1"]);
    let round = &before["rounds"][0];
    let closer = round["closer"].as_str().unwrap().to_string();
    let first = round["players"][0]["name"].as_str().unwrap().to_string();
    h.ok(&["edit", "1", "1", &format!("{first}=7")]);
    let after = h.json(&["show", "1"]);
    assert_eq!(after["rounds"][0]["closer"], closer.as_str());
    assert_eq!(after["rounds"][0]["players"][0]["entry"], "7");
    for seat in 1..before["players"].as_array().unwrap().len() {
        assert_eq!(
            after["rounds"][0]["players"][seat]["entry"],
            before["rounds"][0]["players"][seat]["entry"],
            "seat {seat} kept its entry"
        );
    }
}

/// A game's name and note, abandoned and deleted games, and the log of
/// every change; export and import keep names, notes and abandoned games.
#[test]
fn names_notes_abandon_delete_and_the_log() {
    let h = History::new();
    h.ok(&["new", "Anna", "Bertil", "--name", "Jul 2026"]);
    h.ok(&["round", "--closer", "Anna", "Anna=3", "Bertil=9"]);
    h.ok(&["note", "1", "at the cabin"]);
    let show = h.ok(&["show"]);
    assert!(show.starts_with("Jul 2026\nGame 1 · "), "{show}");
    assert!(show.contains("Note: at the cabin"), "{show}");
    h.ok(&["new", "Anna", "Bertil", "--yes"]);
    h.ok(&["round", "--closer", "Anna", "Anna=30", "Bertil=9"]);
    h.ok(&["abandon"]);
    assert!(h.ok(&["games"]).contains("abandoned"));
    // Left out of the statistics: the abandoned game 2 counts nowhere, and
    // game 1, still in progress, is counted apart until it is over.
    let bertil = &h.json(&["stats", "Bertil"])["players"][0];
    assert_eq!(bertil["in_progress"], 1);
    assert_eq!(bertil["games"], 0);
    assert_eq!(bertil["rounds"], 0);
    assert_eq!(bertil["avg_round_score"], Value::Null);
    let players = h.json(&["players"]);
    assert_eq!(players["players"][1]["in_progress"], 1);
    assert_eq!(players["players"][1]["games"], 1);
    assert!(
        h.fails(&["round", "--closer", "Anna", "Anna=3", "Bertil=9"])
            .contains("game 2 was abandoned")
    );
    // Export and import keep the name, the note and the abandoned game.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("all.json");
    h.ok(&["export", "--output", file.to_str().unwrap()]);
    let other = History::new();
    other.ok(&["import", file.to_str().unwrap()]);
    let games = other.json(&["games"]);
    assert_eq!(other.json(&["show", "2"])["game"], 2);
    assert_eq!(games.as_array().unwrap().len(), 2);
    assert!(other.ok(&["show", "1"]).contains("Note: at the cabin"));
    assert!(other.ok(&["games"]).contains("abandoned"));
    // Delete: refused without a terminal unless --yes; a backup first.
    assert!(h.fails(&["delete", "2"]).contains("add --yes"));
    let deleted = h.json(&["delete", "2", "--yes"]);
    assert_eq!(deleted["deleted"], 2);
    assert!(std::path::Path::new(deleted["backup"].as_str().unwrap()).exists());
    assert_eq!(h.json(&["games"]).as_array().unwrap().len(), 1);
    h.ok(&["undo", "--game", "1", "--yes"]);
    h.ok(&["players", "rename", "Bertil", "Berra"]);
    let log = h.json(&["log"]);
    let kinds: Vec<&str> = log["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["note", "abandon", "delete", "undo", "rename"]);
    assert_eq!(log["changes"][0]["after"], "at the cabin");
    assert_eq!(log["changes"][2]["before"]["name"], serde_json::Value::Null);
    assert_eq!(
        log["changes"][3]["before"]["scores"],
        serde_json::json!([3, 9])
    );
    let text = h.ok(&["log", "--lang", "sv"]);
    assert!(text.contains(" Bertil bytte namn till Berra.\n"), "{text}");
}

/// A deleted game's id is never given again: the newest game deleted, the
/// next game takes the id after it, so `log N` names one game only. It took
/// the deleted id before (SQLite's largest rowid plus one), and `log 2` then
/// showed the deleted game's entries under the new game 2.
#[test]
fn a_deleted_newest_games_id_is_not_given_to_the_next_game() {
    let h = History::new();
    assert_eq!(h.json(&["new", "Anna", "Bertil"])["game"], 1);
    assert_eq!(h.json(&["new", "Anna", "Bertil", "--yes"])["game"], 2);
    h.ok(&["round", "--closer", "Anna", "Anna=3", "Bertil=9"]);
    h.ok(&["undo", "--yes"]);
    assert_eq!(h.json(&["delete", "2", "--yes"])["deleted"], 2);
    assert_eq!(h.json(&["new", "Cecilia", "Dora", "--yes"])["game"], 3);
    let games = h.json(&["games"]);
    let ids: Vec<&Value> = games
        .as_array()
        .unwrap()
        .iter()
        .map(|g| &g["game"])
        .collect();
    assert_eq!(ids, [&json!(3), &json!(1)]);
    // Game 2's log is the deleted game's alone, and game 3 has none.
    let kinds = |game: &str| -> Vec<String> {
        h.json(&["log", game])["changes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["kind"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(kinds("2"), ["undo", "delete"]);
    assert!(kinds("3").is_empty());
    // Deleted again, the newest game's id stays used: the next is 4.
    h.ok(&["delete", "3", "--yes"]);
    assert_eq!(h.json(&["new", "Anna", "Dora", "--yes"])["game"], 4);
}

/// The fixed history with game 1 played in March 2024 and game 2 in June 2025.
fn two_seasons() -> History {
    let h = fixed_history();
    let mut export: Value = serde_json::from_str(&h.ok(&["export"])).unwrap();
    export["games"][0]["played_at"] = json!("2024-03-10T18:00:00Z");
    export["games"][1]["played_at"] = json!("2025-06-15T18:00:00Z");
    let file = h.path.with_file_name("seasons.json");
    std::fs::write(&file, export.to_string()).unwrap();
    let other = History::new();
    other.ok(&["import", file.to_str().unwrap()]);
    other
}

#[test]
fn seasons_years_and_months_pick_the_games_of_the_period() {
    let h = two_seasons();
    let games = |args: &[&str]| -> Vec<Value> {
        let mut all = vec!["games"];
        all.extend_from_slice(args);
        h.json(&all)
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["players"].clone())
            .collect()
    };
    let first = json!(["Anna", "Bertil", "Cecilia"]);
    let second = json!(["Anna", "Bertil", "Dora"]);
    assert_eq!(games(&[]), vec![second.clone(), first.clone()]);
    assert_eq!(games(&["--season", "2024"]), vec![first.clone()]);
    assert_eq!(games(&["--season", "2025"]), vec![second.clone()]);
    assert_eq!(
        games(&["--since", "2024", "--until", "2024"]),
        vec![first.clone()]
    );
    assert_eq!(games(&["--since", "2025-06"]), vec![second.clone()]);
    assert_eq!(games(&["--until", "2025-05"]), vec![first.clone()]);
    assert_eq!(
        games(&["--since", "2024-04", "--until", "2025-05"]),
        Vec::<Value>::new()
    );
    assert_eq!(games(&["--until", "2024-03-10"]), vec![first.clone()]);

    // Stats, rivalry and ratings count only the season's games.
    let stats = h.json(&["stats", "--season", "2025"]);
    assert_eq!(player(&stats, "Dora")["games"], 1);
    assert_eq!(player(&stats, "Anna")["games"], 1);
    assert_eq!(player(&stats, "Anna")["wins"], 1);
    assert!(
        stats["players"]
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["name"] != "Cecilia")
    );
    let rivalry = h.json(&["rivalry", "Anna", "Bertil", "--season", "2024"]);
    assert_eq!(rivalry["games"], 1);
    let ratings = h.json(&["ratings", "--season", "2023"]);
    assert_eq!(ratings["players"], json!([]));

    // An empty period says so, in the reader's language.
    assert_eq!(
        h.ok(&["games", "--season", "2023"]).trim(),
        "No games in that period."
    );
    assert_eq!(
        h.ok(&["--lang", "sv", "games", "--season", "2023"]).trim(),
        "Inga partier under den perioden."
    );
    assert_eq!(
        h.ok(&["--lang", "da", "games", "--season", "2023"]).trim(),
        "Ingen spil i den periode."
    );
    assert_eq!(
        h.ok(&["ratings", "--season", "2023"]).trim(),
        "No games in that period."
    );
    assert_eq!(
        h.ok(&["stats", "--season", "2023"]).trim(),
        "No games in that period."
    );
    // A history without games says that, not "in that period".
    let empty = History::new();
    for lang in ["en", "sv", "da", "nb", "de", "fr"] {
        assert_eq!(
            empty.ok(&["--lang", lang, "stats"]),
            empty.ok(&["--lang", lang, "games"]),
        );
    }
    assert!(empty.ok(&["stats"]).starts_with("No games yet."));

    for (args, expected) in [
        (
            vec!["games", "--season", "25"],
            "--season '25' is not a year; write the calendar year",
        ),
        (
            vec!["stats", "--season", "2025-06"],
            "--season '2025-06' is not a year",
        ),
        (
            vec!["ratings", "--season", "2025", "--since", "2025-01-01"],
            "cannot be given with --since or --until",
        ),
        (
            vec!["games", "--since", "2025-13"],
            "--since '2025-13' is not a date; write YYYY-MM-DD (2024-06-01), a month YYYY-MM",
        ),
        (
            vec!["rivalry", "Anna", "Bertil", "--until", "202"],
            "--until '202' is not a date",
        ),
        (
            vec!["games", "--since", "2025-06", "--until", "2025-05"],
            "--since 2025-06 is after --until 2025-05",
        ),
    ] {
        let err = h.fails(&args);
        assert!(err.contains(expected), "{args:?}: {err}");
    }
}

#[test]
fn weng_lin_ratings_beside_elo() {
    let h = History::new();
    h.ok(&["new", "A", "B", "--rounds", "1"]);
    h.ok(&["round", "--closer", "A", "A=5", "B=10"]);
    let r = h.json(&["ratings", "--method", "weng-lin"]);
    // Weng-Lin's Bradley-Terry update for two new players (mu 25, sigma 25/3, beta 25/6).
    let (sigma, beta) = (25.0f64 / 3.0, 25.0f64 / 6.0);
    let c = (2.0 * sigma * sigma + 2.0 * beta * beta).sqrt();
    let omega = sigma * sigma / c * 0.5;
    let new_sigma = sigma * (1.0 - sigma / c * sigma * sigma / (c * c) * 0.25).sqrt();
    let one = |x: f64| (x * 10.0).round() / 10.0;
    assert_eq!(r["method"], "weng-lin");
    assert_eq!(r["start"], 25.0);
    assert!(r.get("k").is_none());
    assert_eq!(
        r["players"],
        json!([
            {"name": "A", "rating": one(25.0 + omega), "uncertainty": one(new_sigma), "games": 1},
            {"name": "B", "rating": one(25.0 - omega), "uncertainty": one(new_sigma), "games": 1}
        ])
    );
    // The default stays Elo, without an uncertainty.
    let elo = h.json(&["ratings"]);
    assert_eq!(elo["method"], "multiplayer-elo");
    assert!(elo["players"][0].get("uncertainty").is_none());
    // The table in every language, with the decimal comma where it belongs.
    let en = h.ok(&["ratings", "--method", "weng-lin"]);
    assert!(
        en.contains("Uncertainty") && en.contains(&format!("± {:.1}", new_sigma)),
        "{en}"
    );
    assert!(en.contains("Weng-Lin (start 25 ± 8.3)"), "{en}");
    let sv = h.ok(&["--lang", "sv", "ratings", "--method", "weng-lin"]);
    assert!(
        sv.contains("Osäkerhet") && sv.contains(&format!("{:.1}", 25.0 + omega).replace('.', ",")),
        "{sv}"
    );
    let da = h.ok(&["--lang", "da", "ratings", "--method", "weng-lin"]);
    assert!(
        da.contains("Usikkerhed") && da.contains("hvert færdigt spil"),
        "{da}"
    );
}

/// `log` shows what an undo took back (number, closer, scores), and a
/// correction says which players' scores changed, in the reader's language.
#[test]
fn the_log_shows_what_was_taken_back_and_what_a_correction_changed() {
    let h = History::new();
    h.ok(&["new", "Ida", "Mette", "Far"]);
    h.ok(&["round", "--closer", "Ida", "Ida=3", "Mette=9", "Far=19"]);
    h.ok(&["round", "--closer", "Mette", "Ida=7", "Mette=2", "Far=5"]);
    h.ok(&["undo", "--yes"]);
    let log = h.ok(&["log", "--lang", "da", "--wide"]);
    assert!(
        log.contains(
            " Runde 2 i spil 1 blev taget tilbage: Mette afsluttede; Ida 7, Mette 2, Far 5."
        ),
        "{log}"
    );
    assert!(!log.contains("→ -"), "{log}");
    h.ok(&["edit", "1", "1", "Far=21"]);
    let log = h.ok(&["log", "--lang", "da"]);
    // What changed, then every player before and after.
    assert!(
        log.contains(" Runde 1 i spil 1 blev rettet: Far 19 → 21.\n  før: Ida afsluttede; "),
        "{log}"
    );
    h.ok(&["edit", "1", "1", "--closer", "Mette", "Mette=1"]);
    let log = h.ok(&["log", "--lang", "sv", "--wide"]);
    assert!(
        log.contains(" rättades: Mette 9 → 1, Mette avslutade i stället för Ida.\n"),
        "{log}"
    );
    let log = h.ok(&["log", "--lang", "en", "--wide"]);
    assert!(
        log.contains(" Round 2 of game 1 was taken back: Mette closed;"),
        "{log}"
    );
}

/// `edit` of a finished game that reopens it, or gives it another winner,
/// says so in one line.
#[test]
fn an_edit_that_reopens_a_game_or_changes_its_winner_says_so() {
    let h = History::new();
    h.ok(&["new", "Ida", "Mette", "--target", "30"]);
    // Ida closes with 10, not lowest: doubled to 20; then 12 more: 32, over.
    h.ok(&["round", "--closer", "Ida", "Ida=10", "Mette=5"]);
    h.ok(&["round", "--closer", "Mette", "Ida=12", "Mette=3"]);
    let out = h.ok(&["edit", "1", "2", "Ida=1", "--lang", "da"]);
    // Mette closed with 3, not alone lowest once Ida has 1: doubled to 6.
    assert!(
        out.contains(
            "Spil 1 er ikke længere slut: der spilles en runde mere (Mette fører med 11)."
        ),
        "{out}"
    );
    let h = History::new();
    h.ok(&["new", "Ida", "Mette", "--rounds", "1"]);
    h.ok(&["round", "--closer", "Ida", "Ida=3", "Mette=9"]);
    let out = h.ok(&["edit", "1", "1", "Ida=12", "--lang", "sv"]);
    assert!(
        out.contains("Vinnaren av parti 1 är nu Mette (före: Ida)."),
        "{out}"
    );
    // A correction that keeps the winner says nothing of it.
    let out = h.ok(&["edit", "1", "1", "Mette=8", "--lang", "en"]);
    assert!(
        !out.contains("winner") && !out.contains("no longer"),
        "{out}"
    );
}

/// A player whose every game was deleted is not in `players`, but is in
/// `players --all`.
#[test]
fn players_lists_only_players_with_games_unless_all() {
    let h = History::new();
    h.ok(&["new", "Anna", "Bertil"]);
    h.ok(&["new", "Anna", "Farmor", "--yes"]);
    h.ok(&["delete", "2", "--yes"]);
    let names = |json: Value| -> Vec<String> {
        json["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["name"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(names(h.json(&["players"])), ["Anna", "Bertil"]);
    assert_eq!(
        names(h.json(&["players", "--all"])),
        ["Anna", "Bertil", "Farmor"]
    );
    let text = h.ok(&["players", "--lang", "da"]);
    assert!(!text.contains("Farmor"), "{text}");
    assert!(h.ok(&["players", "--all"]).contains("Farmor"));
}

/// A file an import refuses keeps the code of its message in `--json`
/// (the refusals are the transfer code's own errors now, not the store's),
/// and nothing is written.
#[test]
fn a_refused_import_file_keeps_its_json_error_code() {
    let h = History::with_game();
    let dir = tempfile::tempdir().unwrap();
    let export = r#"{"format": "skyjo", "version": 99, "games": []}"#;
    let bgstats = r#"{"players": [], "games": [], "plays": [{"uuid": 3}]}"#;
    let cases = [
        ("skyjo", "not json", "export-not-json"),
        ("skyjo", "{}", "export-no-format"),
        ("skyjo", r#"{"format": "skyjo"}"#, "export-no-version"),
        ("skyjo", export, "export-newer"),
        ("bgstats", "[", "bgstats-not-json"),
        ("bgstats", "{}", "bgstats-not-export"),
        ("bgstats", bgstats, "bgstats-invalid"),
    ];
    let before = h.ok(&["export"]);
    for (from, text, code) in cases {
        let path = dir.path().join(format!("{code}.json"));
        std::fs::write(&path, text).unwrap();
        let args = ["import", "--from", from, path.to_str().unwrap(), "--json"];
        let out = h.run(&args);
        assert!(!out.status.success(), "{args:?}");
        let error: Value = serde_json::from_slice(&out.stderr).unwrap();
        assert_eq!(error["error"]["code"], code, "{args:?}");
    }
    assert_eq!(h.ok(&["export"]), before, "nothing written");
}

/// The log of an evening read in Danish (issue 28): a correction, a note, an
/// abandoned game, an undone round, a deleted game, a merge, a rename and an
/// import, each a sentence in the reader's language (no `true`, `false`, `-`,
/// `…` or `null` where a word belongs, a round's scores written once), all in
/// one time order, oldest first. The corrections came first before, so the
/// times ran 18:02, 18:00, 18:05, ...; and `--json` keeps the typed values.
#[test]
fn the_log_reads_in_danish_as_sentences_in_time_order() {
    let h = History::new();
    h.ok(&["new", "Søren", "Jørgen", "Anna", "Mette"]);
    h.ok(&[
        "round",
        "--closer",
        "Søren",
        "Søren=3",
        "Jørgen=12",
        "Anna=9",
        "Mette=8",
    ]);
    h.ok(&["note", "1", "ved hytten"]);
    h.ok(&["edit", "1", "1", "Jørgen=14"]);
    // Jorgen, a second Jørgen by mistake: a name that fits Jørgen is Jørgen,
    // so the duplicate is made as a family once made it, by a rename.
    h.ok(&["new", "Søren", "Jorgen B", "Anna", "--yes"]);
    h.ok(&["players", "rename", "Jorgen B", "Jorgen"]);
    h.ok(&[
        "round",
        "--closer",
        "Anna",
        "Søren=10",
        "Jorgen=5",
        "Anna=2",
    ]);
    h.ok(&["abandon", "2"]);
    h.ok(&["new", "Søren", "Anna", "--yes"]);
    h.ok(&["round", "--closer", "Anna", "Søren=10", "Anna=2"]);
    h.ok(&["round", "--closer", "Anna", "Søren=10", "Anna=3"]);
    h.ok(&["undo", "--yes"]);
    h.ok(&["delete", "3", "--yes"]);
    // The next game is 4: a deleted game's number is never given again, and
    // the undone round names the deleted game's players.
    h.ok(&["new", "Mette", "Jørgen", "--yes"]);
    h.ok(&["players", "merge", "Jørgen", "Jorgen"]);
    h.ok(&["players", "rename", "Mette", "Mette-Marie"]);
    let file = h.path.with_file_name("spil-1.json");
    h.ok(&["export", "1", "--output", file.to_str().unwrap()]);
    h.ok(&["import", file.to_str().unwrap()]);
    // The evening as it was played: five minutes between changes, and the
    // correction two minutes after the note.
    {
        let conn = rusqlite::Connection::open(&h.path).unwrap();
        conn.execute(
            "UPDATE change_log SET changed_at =
                 strftime('%Y-%m-%dT%H:%M:%SZ', '2026-11-28 18:00:00', '+' || ((id - 1) * 5) || ' minutes')",
            [],
        )
        .unwrap();
        conn.execute(
            "UPDATE correction SET corrected_at = '2026-11-28T18:02:00Z'",
            [],
        )
        .unwrap();
    }
    let log = h.ok(&["log", "--lang", "da", "--wide"]);
    let heads: Vec<&str> = log.lines().filter(|l| !l.starts_with(' ')).collect();
    assert_eq!(heads.len(), 9, "{log}");
    let times: Vec<&str> = heads.iter().map(|l| &l[..16]).collect();
    let mut sorted = times.clone();
    sorted.sort();
    assert_eq!(times, sorted, "not in time order:\n{log}");
    for (head, starts) in heads.iter().zip([
        "Spil 1 fik noten »ved hytten«.",
        "Runde 1 i spil 1 blev rettet: Jørgen 12 → 14.",
        "Jorgen B blev omdøbt til Jorgen.",
        "Spil 2 blev opgivet: ",
        "Runde 2 i spil 3 blev taget tilbage: Anna afsluttede; Søren 10, Anna 3.",
        "Spil 3 blev slettet (Søren og Anna, 1 runde, startet ",
        "Jorgen blev slået sammen med Jørgen: 1 spil flyttet.",
        "Mette blev omdøbt til Mette-Marie.",
        "",
    ]) {
        assert!(head[17..].starts_with(starts), "{head}\n{log}");
    }
    assert!(
        heads[8].ends_with("spil-1.json blev importeret: 0 spil tilføjet, 1 fandtes allerede."),
        "{log}"
    );
    // Each score once: no `Jørgen 12 [12]`.
    assert!(log.contains("\n  før: Søren afsluttede; Søren 3, Jørgen 12, Anna 9, Mette-Marie 8\n"));
    assert!(!log.contains('['), "{log}");
    // Program values in place of words.
    for word in log.split(|c: char| c.is_whitespace() || ",.;:()»«".contains(c)) {
        assert!(
            !["true", "false", "null", "-", "…"].contains(&word),
            "{word:?} in\n{log}"
        );
    }
    assert!(
        !log.contains('…') && !log.contains("→ -") && !log.contains("- →"),
        "{log}"
    );
    // The JSON keeps the values as stored.
    let json = h.json(&["log"]);
    let abandon = json["changes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["kind"] == "abandon")
        .unwrap();
    assert_eq!(
        (&abandon["before"], &abandon["after"]),
        (&json!(false), &json!(true))
    );
    assert_eq!(json["corrections"][0]["old"]["entries"][1], "12");
}

/// One meaning per figure (issue 28): `players` said Søren had 2 games where
/// `stats` said 1, both under "Spil" (one counted the game in progress), and
/// the round average took the unfinished game's rounds. Now every figure of
/// `players`, `stats`, `rivalry`, `ratings` and the report counts finished
/// games and their rounds, under a heading that says so in every language,
/// and the game in progress stands apart.
#[test]
fn players_stats_rivalry_and_ratings_count_the_same_finished_games() {
    let h = History::new();
    h.ok(&["new", "Søren", "Anna", "--rounds", "1"]);
    h.ok(&["round", "--closer", "Anna", "Søren=10", "Anna=2"]);
    // The game in progress: big rounds that no average may take.
    h.ok(&["new", "Søren", "Anna", "--yes"]);
    h.ok(&["round", "--closer", "Søren", "Søren=40", "Anna=50"]);
    let players = h.json(&["players"]);
    let stats = h.json(&["stats"]);
    for name in ["Søren", "Anna"] {
        let p = player(&players, name);
        let s = player(&stats, name);
        assert_eq!(p["finished_games"], s["games"], "{name}");
        assert_eq!(
            (&p["finished_games"], &p["in_progress"]),
            (&json!(1), &json!(1))
        );
        assert_eq!(p["games"], 2, "{name}: both together, as before");
        assert_eq!(s["in_progress"], 1, "{name}");
        assert_eq!(s["rounds"], 1, "{name}: the finished game's round only");
    }
    assert_eq!(player(&stats, "Søren")["avg_round_score"], 10.0);
    assert_eq!(player(&stats, "Anna")["worst_round"], 2);
    let rivalry = h.json(&["rivalry", "Søren", "Anna"]);
    assert_eq!(rivalry["games"], 1);
    assert_eq!(
        (&rivalry["rounds_a_lower"], &rivalry["rounds_b_lower"]),
        (&json!(0), &json!(1)),
        "the round of the game in progress is not counted"
    );
    let ratings = h.json(&["ratings"]);
    assert!(
        ratings["players"]
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["games"] == 1)
    );
    for (lang, finished, in_progress, apart) in [
        (
            "en",
            "Finished games",
            "In progress",
            "A game in progress is not counted yet: Anna and Søren.",
        ),
        (
            "sv",
            "Färdigspelade partier",
            "Pågående",
            "Ett parti som pågår räknas inte än: Anna och Søren.",
        ),
        (
            "da",
            "Færdige spil",
            "I gang",
            "Spil, der stadig er i gang, tæller ikke med endnu: Anna og Søren.",
        ),
    ] {
        let players = h.ok(&["players", "--lang", lang, "--wide"]);
        let stats = h.ok(&["stats", "--lang", lang, "--wide"]);
        let ratings = h.ok(&["ratings", "--lang", lang, "--wide"]);
        for (screen, text) in [
            ("players", &players),
            ("stats", &stats),
            ("ratings", &ratings),
        ] {
            let header = text.lines().nth(1).unwrap();
            assert!(
                header.contains(&format!(" {finished} ")),
                "{lang} {screen}:\n{text}"
            );
        }
        let header = players.lines().nth(1).unwrap();
        assert!(
            header.contains(&format!(" {in_progress} ")),
            "{lang}:\n{players}"
        );
        // Søren's row: 1 finished game, 0 wins, 1 in progress.
        let soren = players.lines().find(|l| l.contains("Søren")).unwrap();
        let cells: Vec<&str> = soren.split(['│', '┆']).map(str::trim).collect();
        assert_eq!(&cells[2..5], ["1", "0", "1"], "{lang}: {soren}");
        assert!(stats.contains(apart), "{lang}:\n{stats}");
    }
    // The report: the finished game in its figures, the game in progress apart.
    let page = h.path.with_file_name("report.html");
    h.ok(&["report", "--lang", "da", "--out", page.to_str().unwrap()]);
    // A number is kept with its word by a no-break space: read as a space.
    let html = std::fs::read_to_string(&page)
        .unwrap()
        .replace('\u{a0}', " ");
    assert!(html.contains(" · 1 færdigt spil</p>"), "{html}");
    assert!(
        html.contains("1 spil i gang er endnu ikke talt med."),
        "{html}"
    );
    assert!(html.contains(">Færdige spil</th>"), "{html}");
}

/// Issue 48: an edit that gives a round the entries and the closer it has
/// already corrects nothing: it says so, writes nothing (the file is the
/// same byte for byte) and logs no correction; `--json` shows the round as
/// it is. A change after it is stored and logged as before.
#[test]
fn an_edit_to_the_same_values_writes_and_logs_nothing() {
    let h = History::with_game();
    h.ok(&[
        "round",
        "--closer",
        "Anna",
        "Anna=1 0 3 4 / -2 2 5 0 / 1 3 0 2",
        "Bertil=14",
        "Cecilia=22",
    ]);
    let before = crate::common::snapshot(&h.path);
    let same = h.ok(&["edit", "1", "1", "Bertil=14", "--closer", "Anna"]);
    assert_eq!(
        same,
        "Round 1 of game 1 is as it was: nothing changed, so nothing was written.\n"
    );
    let same = h.ok(&["edit", "1", "1", "Anna=1 0 3 4 / -2 2 5 0 / 1 3 0 2"]);
    assert!(same.starts_with("Round 1 of game 1 is as it was"), "{same}");
    let json = h.json(&["edit", "1", "1", "Cecilia=22"]);
    assert_eq!(json["game"], 1);
    assert_eq!(crate::common::snapshot(&h.path), before, "nothing written");
    assert_eq!(h.json(&["log"])["corrections"], json!([]));
    let changed = h.ok(&["edit", "1", "1", "Cecilia=23"]);
    assert!(
        changed.starts_with("Round 1 of game 1 corrected"),
        "{changed}"
    );
    assert_eq!(h.json(&["log"])["corrections"].as_array().unwrap().len(), 1);
}
