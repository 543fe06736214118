//! Skyjo Action at the command line: a whole game of four with stars, rows
//! and columns removed, star bonuses and held action cards; the dispute
//! check; the refusals. Every score below is worked by hand in its comment.

use crate::common::History;

use serde_json::Value;

/// A history with an Action game of Anna, Bertil, Cecilia and Dora.
fn action_game() -> History {
    let h = History::new();
    h.ok(&[
        "new",
        "Anna",
        "Bertil",
        "Cecilia",
        "Dora",
        "--edition",
        "action",
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

/// Round 1, Anna closes:
/// - Anna: the row `* 5 5 5` goes (a star fills it); 1+2+3+4+0+1+2+3 = 16,
///   one action card held: 26. Bertil is lower: doubled to 52.
/// - Bertil: the column of three stars goes (-10), so does the row `* 1 1 1`;
///   2+3+4+5+6+7 = 27, 27 - 10 = 17.
/// - Cecilia: a total, 20.
/// - Dora: the row of four 10s goes; 9+8+7+6+5+4+3+2 = 44.
const ROUND_1: [&str; 4] = [
    "Anna=* 5 5 5 / 1 2 3 4 / 0 1 2 3",
    "Bertil=* 2 3 4 / * 5 6 7 / * 1 1 1",
    "Cecilia=20",
    "Dora=10 10 10 10 / 9 8 7 6 / 5 4 3 2",
];

/// Round 2, Bertil closes:
/// - Anna: no line of equal cards; 46 + 46 + 38 = 130, two held: 150.
/// - Bertil: row 1 went in play; -2-1+0 -1-2+0, the two stars 0: -6, alone
///   lowest, not doubled.
/// - Cecilia: column 1 went in play, recorded as three stars (-10); the row
///   `x* 3 3 3` is not complete (a removed card breaks it); 3+3+3+4+5+6+7+8+9
///   = 48, 48 - 10 = 38.
/// - Dora: a total, 15.
const ROUND_2: [&str; 4] = [
    "Anna=12 12 11 11 / 12 11 12 11 / 10 9 10 9",
    "Bertil=x x x x / -2 -1 0 * / -1 -2 * 0",
    "Cecilia=x* 3 3 3 / x* 4 5 6 / x* 7 8 9",
    "Dora=15",
];

#[test]
fn an_action_game_of_four_is_played_to_its_end() {
    let h = action_game();
    let mut args = vec!["round", "--closer", "Anna", "--held", "Anna=1"];
    args.extend(ROUND_1);
    let one = h.json(&args);
    assert_eq!(scores(&one), [52, 17, 20, 44]);
    assert_eq!(one["players"][0]["held"], 1);
    assert_eq!(one["players"][1]["star_bonus"], -10);
    assert_eq!(
        one["players"][1]["removed_columns"][0]["value"],
        Value::Null
    );
    assert_eq!(one["players"][1]["removed_rows"][0]["value"], 1);
    assert_eq!(one["players"][2]["held"], Value::Null, "a total has none");
    assert_eq!(one["game_over"], false);
    let mut args = vec!["round", "--closer", "Bertil", "--held", "Anna=2"];
    args.extend(ROUND_2);
    let two = h.json(&args);
    assert_eq!(scores(&two), [150, -6, 38, 15]);
    assert_eq!(two["players"][2]["star_bonus"], -10);
    assert_eq!(two["players"][2]["removed_columns"][0]["when"], "play");
    assert_eq!(two["game_over"], true);
    assert_eq!(two["winners"], serde_json::json!(["Bertil"]));

    let show = h.json(&["show"]);
    assert_eq!(show["rules"]["edition"], "action");
    let totals: Vec<i64> = show["totals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["total"].as_i64().unwrap())
        .collect();
    assert_eq!(totals, [202, 11, 58, 59]);
    // The held cards are kept with the entry, as it is read back.
    assert_eq!(
        show["rounds"][0]["players"][0]["entry"],
        "* 5 5 5 / 1 2 3 4 / 0 1 2 3 held=1"
    );
    let sheet = h.ok(&["show"]);
    assert!(sheet.contains("Skyjo Action, to 100"), "{sheet}");

    // The CSV sheet holds the held cards in a column of their own, headed in
    // the reader's words, and the grid alone under the entry (it said
    // "* 5 5 5 / 1 2 3 4 / 0 1 2 3 held=1" under "Eingabe"). The JSON export
    // keeps the stored entry.
    let german = h.ok(&["--lang", "de", "export", "--format", "csv"]);
    let mut lines = german.trim_start_matches('\u{feff}').lines();
    let headings: Vec<&str> = lines.next().unwrap().split(';').collect();
    assert_eq!(
        headings[5..7],
        ["Eingabe", "Nicht ausgespielte Aktionskarten"],
        "{german}"
    );
    let rows: Vec<Vec<&str>> = lines.map(|l| l.split(';').collect()).collect();
    // Round 1: Anna's grid with one card held, Bertil's grid with none,
    // Cecilia's total (which counts any held cards already): empty.
    assert_eq!(rows[0][4..7], ["Anna", "* 5 5 5 / 1 2 3 4 / 0 1 2 3", "1"]);
    assert_eq!(rows[1][6], "0", "{german}");
    assert_eq!(rows[2][4..7], ["Cecilia", "20", ""], "{german}");
    assert!(!german.contains("held"), "{german}");
    let english = h.ok(&["export", "--format", "csv"]);
    assert!(
        english.starts_with("game,played,round,closer,player,entry,held,raw,"),
        "{english}"
    );
    let export: Value = serde_json::from_str(&h.ok(&["export"])).unwrap();
    assert_eq!(
        export["games"][0]["rounds"][0]["entries"][0],
        "* 5 5 5 / 1 2 3 4 / 0 1 2 3 held=1"
    );

    // The stored round explained, card by card.
    let explained = h.ok(&["show", "--explain", "2"]);
    for line in [
        "  removed:      column 1 (three stars), during play",
        "  stars:        column 1 of stars: -10",
        "  round score:  48 - 10 = 38",
        "  action cards: 2 still in hand: +20",
        "  round score:  130 + 20 = 150",
        "  sum:          -2 - 1 + 0 + 0 - 1 - 2 + 0 + 0 = -6",
    ] {
        assert!(explained.contains(line), "{line:?} in:\n{explained}");
    }
    let swedish = h.ok(&["--lang", "sv", "show", "--explain", "1"]);
    assert!(
        swedish.contains("rad 1 (tre femmor och en stjärna)"),
        "{swedish}"
    );
    let danish = h.ok(&["--lang", "da", "show", "--explain", "1"]);
    assert!(
        danish.contains("kolonne 1 med lutter stjerner: -10"),
        "{danish}"
    );

    // A correction of the held cards alone keeps the grid.
    let edited = h.json(&["edit", "1", "1", "--held", "Anna=0"]);
    // Anna 16, not doubled now? Bertil 17 is higher: alone lowest, 16.
    assert_eq!(scores(&edited), [16, 17, 20, 44]);
    assert_eq!(edited["players"][0]["entry"], "* 5 5 5 / 1 2 3 4 / 0 1 2 3");
}

#[test]
fn score_explains_a_disputed_action_round_card_by_card() {
    let h = History::new();
    let out = h.ok(&[
        "score",
        "--edition",
        "action",
        "--closer",
        "Dora",
        "--held",
        "Anna=1",
        ROUND_1[0],
        "Dora=x x x x / 1 2 3 * / * * * *",
    ]);
    // Dora: row 1 went in play, row 3 is four stars: -15; 1+2+3+0 = 6; -9.
    let expected = "\
Anna
  grid:         * 5 5 5 / 1 2 3 4 / 0 1 2 3
  removed:      row 1 (three 5s and a star), at the final reveal
  sum:          1 + 2 + 3 + 4 + 0 + 1 + 2 + 3 = 16
  action cards: 1 still in hand: +10
  round score:  16 + 10 = 26
Dora (closed the round)
  grid:         x x x x / 1 2 3 * / * * * *
  removed:      row 1 (four equal cards), during play
  removed:      row 3 (four stars), at the final reveal
  sum:          1 + 2 + 3 + 0 = 6
  stars:        row 3 of stars: -15
  round score:  6 - 15 = -9
Doubling: Dora closed with -9, lowest alone (Anna has 26): not doubled, -9
Scores: Anna 26, Dora -9
";
    assert_eq!(out, expected);
    // Kept star lines: the same score, the stars stay and count 0.
    let kept = h.ok(&[
        "score",
        "--edition",
        "action",
        "--star-lines",
        "kept",
        "--closer",
        "Dora",
        ROUND_1[0],
        "Dora=x x x x / 1 2 3 * / * * * *",
    ]);
    assert!(
        kept.contains("row 3 of stars: -15 (the stars stay in the grid)"),
        "{kept}"
    );
    assert!(kept.contains("Scores: Anna 16, Dora -9"), "{kept}");
}

#[test]
fn wrong_action_input_is_refused_in_one_line_and_nothing_is_stored() {
    let classic = History::with_game();
    let err = classic.fails(&[
        "round",
        "--closer",
        "Anna",
        "Anna=* 0 3 4 / -2 2 5 0 / 1 3 0 2",
        "Bertil=14",
        "Cecilia=22",
    ]);
    assert!(
        err.contains("has a star, but this game is classic"),
        "{err}"
    );
    let err = classic.fails(&[
        "round",
        "--closer",
        "Anna",
        "--held",
        "Anna=1",
        "Anna=1 0 3 4 / -2 2 5 0 / 1 3 0 2",
        "Bertil=14",
        "Cecilia=22",
    ]);
    assert!(err.contains("this game is classic"), "{err}");

    let h = action_game();
    let round = |held: &[&str]| {
        let mut args = vec!["round", "--closer", "Anna"];
        for h in held {
            args.extend(["--held", h]);
        }
        args.extend(ROUND_1);
        args.into_iter().map(String::from).collect::<Vec<_>>()
    };
    let fails = |args: Vec<String>| {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        h.fails(&args)
    };
    assert_eq!(
        fails(round(&["Anna=-1"])),
        "error: Anna holds -1 action cards; write a number from 0 to 27"
    );
    assert_eq!(
        fails(round(&["Anna=28"])),
        "error: Anna holds 28 action cards; write a number from 0 to 27"
    );
    assert_eq!(
        fails(round(&["Anna=14", "Bertil=14"])),
        "error: 28 action cards held in all; the deck has 27: check the counts"
    );
    assert!(fails(round(&["Cecilia=1"])).contains("Cecilia is entered as a total"));
    let said = fails(round(&["Anna"]));
    assert!(
        said.contains("'Anna' is not a name and a count; write Anna=1 for one action card"),
        "{said}"
    );
    assert!(fails(round(&["Zed=1"])).contains("Zed"));
    assert!(fails(round(&["Anna=1", "anna=2"])).contains("Anna is given twice"));
    // Sixteen stars in one round; the assumed deck has 15.
    let err = h.fails(&[
        "round",
        "--closer",
        "Anna",
        "Anna=* * * * / * * * * / 1 2 3 4",
        "Bertil=* * * * / * * * * / 1 2 3 4",
        "Cecilia=1",
        "Dora=2",
    ]);
    assert_eq!(
        err,
        "error: 16 stars entered; the deck has 15: check the grids"
    );
    // A family that counted 16 stars in its deck sets them.
    let own = History::new();
    own.ok(&[
        "new",
        "Anna",
        "Bertil",
        "Cecilia",
        "Dora",
        "--edition",
        "action",
        "--deck-stars",
        "16",
    ]);
    let sixteen = own.json(&[
        "round",
        "--closer",
        "Anna",
        "Anna=* * * * / * * * * / 1 2 3 4",
        "Bertil=* * * * / * * * * / 1 2 3 4",
        "Cecilia=1",
        "Dora=2",
    ]);
    // Each: rows 1 and 2 of stars (-15 twice); every column is two stars and
    // a card, so all go: -30. Anna closed tied with Bertil: a tie doubles,
    // but a score below 0 never is.
    assert_eq!(scores(&sixteen), [-30, -30, 1, 2]);
    assert!(own.ok(&["show"]).contains("own deck counts"));
    // Rules of the other edition.
    let err = History::new().fails(&["new", "A", "B", "--edition", "action", "--rows"]);
    assert!(
        err.contains("--rows is a rule of the classic game"),
        "{err}"
    );
    let err = History::new().fails(&["new", "A", "B", "--star-lines", "kept"]);
    assert!(
        err.contains("--star-lines is a setting of Skyjo Action"),
        "{err}"
    );
}

#[test]
fn an_action_game_survives_export_and_import() {
    let h = action_game();
    let mut args = vec!["round", "--closer", "Anna", "--held", "Anna=1"];
    args.extend(ROUND_1);
    h.ok(&args);
    let export = h.ok(&["export"]);
    let copy = History::new();
    let path = copy.path.with_file_name("export.json");
    std::fs::write(&path, export).unwrap();
    copy.ok(&["import", path.to_str().unwrap()]);
    let mut before = h.json(&["show", "1"]);
    let mut after = copy.json(&["show", "1"]);
    for show in [&mut before, &mut after] {
        show.as_object_mut().unwrap().remove("draft");
    }
    assert_eq!(after, before);
    assert_eq!(scores(&after["rounds"][0]), [52, 17, 20, 44]);
}
