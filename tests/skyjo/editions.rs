//! Skyjo Action in the history through the real binary: who won counts the
//! games of both editions, the points (averages, best and worst rounds,
//! round records, margins) each edition apart, and `--edition` keeps to one.
//!
//! The history, worked out by hand (Anna and Bertil in every game):
//!   game 1, classic, 2 rounds:
//!     round 1, Anna closes: Anna 5, Bertil 10 (Anna lowest alone).
//!     round 2, Bertil closes: Anna 3, Bertil 7, doubled to 14.
//!     totals Anna 8, Bertil 24: Anna wins.
//!   game 2, Skyjo Action, 2 rounds:
//!     round 1, Anna closes: "* 5 5 5 / 1 2 3 4 / 0 1 2 3" with one action
//!       card held: the star makes the top row four 5s, removed; 1+2+3+4+0+1+2+3
//!       is 16, +10 held is 26; Bertil 20, so Anna is doubled to 52.
//!     round 2, Bertil closes: Anna 30, Bertil 5 (lowest alone).
//!     totals Anna 82, Bertil 25: Bertil wins.
//!   game 3, classic, 1 round: Anna closes, Anna 2, Bertil 9: Anna wins.
//!
//! Anna: 3 games, 2 wins, 3 rounds closed, 1 doubled; classic rounds 5, 3, 2
//! (average 3.333, totals 8 and 2: 5.0, best 2, worst 5); Action rounds 52
//! and 30 (average 41.0, total 82, best 30, worst 52). Mixed, her average
//! round would be (10 + 82) / 5 = 18.4, which is neither.
//! Bertil: 3 games, 1 win, 2 closed, 1 doubled; classic rounds 10, 14, 9
//! (11.0, totals 24 and 9: 16.5, best 9, worst 14); Action 20 and 5 (12.5,
//! 25, best 5, worst 20).

use crate::common::History;

use serde_json::{Value, json};

fn both_editions() -> History {
    let h = History::new();
    h.ok(&["new", "Anna", "Bertil", "--rounds", "2"]);
    h.ok(&["round", "--closer", "Anna", "Anna=5", "Bertil=10"]);
    h.ok(&["round", "--closer", "Bertil", "Anna=3", "Bertil=7"]);
    h.ok(&[
        "new",
        "Anna",
        "Bertil",
        "--rounds",
        "2",
        "--edition",
        "action",
    ]);
    h.ok(&[
        "round",
        "--closer",
        "Anna",
        "Anna=* 5 5 5 / 1 2 3 4 / 0 1 2 3",
        "Bertil=20",
        "--held",
        "Anna=1",
    ]);
    h.ok(&["round", "--closer", "Bertil", "Anna=30", "Bertil=5"]);
    h.ok(&["new", "Anna", "Bertil", "--rounds", "1"]);
    h.ok(&["round", "--closer", "Anna", "Anna=2", "Bertil=9"]);
    h
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
fn stats_count_wins_over_both_editions_and_points_apart() {
    let h = both_editions();
    let stats = h.json(&["stats"]);
    assert_eq!(stats["edition"], Value::Null);
    assert_eq!(
        player(&stats, "Anna"),
        &json!({
            "name": "Anna", "games": 3, "wins": 2, "shared_wins": 0, "win_rate": 0.667,
            "rounds": 5, "rounds_closed": 3, "times_doubled": 1, "closing_success_rate": 0.667,
            "columns_removed": 1, "lines_removed": 1,
            "longest_win_streak": 1, "current_win_streak": 1, "in_progress": 0,
            "avg_round_score": 3.333, "avg_final_total": 5.0, "best_round": 2, "worst_round": 5,
            "action": {"games": 1, "rounds": 2, "avg_round_score": 41.0, "avg_final_total": 82.0,
                       "best_round": 30, "worst_round": 52}
        })
    );
    assert_eq!(
        player(&stats, "Bertil"),
        &json!({
            "name": "Bertil", "games": 3, "wins": 1, "shared_wins": 0, "win_rate": 0.333,
            "rounds": 5, "rounds_closed": 2, "times_doubled": 1, "closing_success_rate": 0.5,
            "columns_removed": 0, "lines_removed": 0,
            "longest_win_streak": 1, "current_win_streak": 0, "in_progress": 0,
            "avg_round_score": 11.0, "avg_final_total": 16.5, "best_round": 9, "worst_round": 14,
            "action": {"games": 1, "rounds": 2, "avg_round_score": 12.5, "avg_final_total": 25.0,
                       "best_round": 5, "worst_round": 20}
        })
    );
    // One player: the same line.
    let anna = h.json(&["stats", "anna"]);
    assert_eq!(anna["players"][0], *player(&stats, "Anna"));

    // One edition: every figure of its games only.
    let classic = h.json(&["stats", "--edition", "classic"]);
    assert_eq!(classic["edition"], "classic");
    let anna = player(&classic, "Anna");
    assert_eq!(
        (&anna["games"], &anna["wins"], &anna["current_win_streak"]),
        (&json!(2), &json!(2), &json!(2))
    );
    assert_eq!(anna["avg_round_score"], 3.333);
    assert_eq!(anna["action"], Value::Null);
    let action = h.json(&["stats", "--edition", "action"]);
    assert_eq!(action["edition"], "action");
    let bertil = player(&action, "Bertil");
    assert_eq!(
        (&bertil["games"], &bertil["wins"], &bertil["rounds_closed"]),
        (&json!(1), &json!(1), &json!(1))
    );
    assert_eq!(bertil["avg_round_score"], Value::Null);
    assert_eq!(bertil["action"]["avg_round_score"], 12.5);
    assert_eq!(bertil["action"]["best_round"], 5);

    // The screen: one table of every player, its points the classic games',
    // and Skyjo Action's in a table of their own, said in words.
    let text = h.ok(&["stats", "--wide"]);
    let row = |text: &str, name: &str, nth: usize| -> Vec<String> {
        text.lines()
            .filter(|l| l.contains(&format!(" {name} ")))
            .nth(nth)
            .unwrap_or_else(|| panic!("{name} in\n{text}"))
            .split(['│', '┆'])
            .map(|c| c.trim().to_string())
            .filter(|c| !c.is_empty())
            .collect()
    };
    assert_eq!(
        row(&text, "Anna", 0),
        [
            "Anna",
            "3",
            "2",
            "67%",
            "3.3",
            "5.0",
            "3",
            "1",
            "67%",
            "1",
            "2",
            "5",
            "1 (longest 1)"
        ],
        "{text}"
    );
    assert_eq!(
        row(&text, "Anna", 1),
        ["Anna", "1", "41.0", "82.0", "30", "52"],
        "{text}"
    );
    assert!(text.contains("\nSkyjo Action:\n"), "{text}");
    assert!(
        text.contains("the averages and the best and worst rounds above are the classic games'"),
        "{text}"
    );
    // One edition asked: one table, no second one.
    let text = h.ok(&["stats", "--edition", "action", "--wide"]);
    assert_eq!(
        row(&text, "Bertil", 0),
        [
            "Bertil",
            "1",
            "1",
            "100%",
            "12.5",
            "25.0",
            "1",
            "0",
            "100%",
            "0",
            "5",
            "20",
            "1 (longest 1)"
        ],
        "{text}"
    );
    assert!(!text.contains("Skyjo Action:"), "{text}");
}

#[test]
fn the_screens_in_swedish_and_danish_fit_80_columns() {
    let h = both_editions();
    for (lang, apart, heading, margin) in [
        (
            "sv",
            "Partier, segrar, avslut och sviter omfattar båda utgåvorna.",
            "Skyjo Action:",
            "Marginal i snitt i Skyjo Action: Bertil slutar 57,0 poäng lägre.",
        ),
        (
            "da",
            "Spil, sejre, afslutninger og stimer omfatter begge udgaver.",
            "Skyjo Action:",
            "Gennemsnitlig forskel i Skyjo Action: Bertil slutter 57,0 point lavere.",
        ),
    ] {
        let out = crate::common::skyjo(&h.path)
            .env("COLUMNS", "80")
            .args(["--lang", lang, "stats"])
            .output()
            .unwrap();
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(
            text.lines().all(|l| l.chars().count() <= 80),
            "{lang}:\n{text}"
        );
        // The note is prose wrapped at 80: its words, read as one line.
        let prose = text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(prose.contains(apart), "{lang}:\n{text}");
        assert!(text.contains(&format!("\n{heading}\n")), "{lang}:\n{text}");
        assert!(
            text.contains("41,0"),
            "{lang}: Anna's Action average\n{text}"
        );
        for screen in [&["rivalry", "Anna", "Bertil"][..], &["games"], &["ratings"]] {
            let out = crate::common::skyjo(&h.path)
                .env("COLUMNS", "80")
                .args(["--lang", lang])
                .args(screen)
                .output()
                .unwrap();
            let text = String::from_utf8(out.stdout).unwrap();
            assert!(
                text.lines().all(|l| l.chars().count() <= 80),
                "{lang} {screen:?}:\n{text}"
            );
            if screen[0] == "rivalry" {
                assert!(text.contains(margin), "{lang}:\n{text}");
            }
            if screen[0] == "games" {
                assert_eq!(text.matches("Skyjo Action").count(), 1, "{lang}:\n{text}");
            }
        }
    }
}

#[test]
fn rivalry_counts_both_editions_and_keeps_the_margins_apart() {
    let h = both_editions();
    let r = h.json(&["rivalry", "Anna", "Bertil"]);
    assert_eq!(
        (&r["games"], &r["a_ahead"], &r["b_ahead"], &r["level"]),
        (&json!(3), &json!(2), &json!(1), &json!(0))
    );
    assert_eq!(
        (
            &r["rounds_a_lower"],
            &r["rounds_b_lower"],
            &r["rounds_equal"]
        ),
        (&json!(3), &json!(2), &json!(0))
    );
    // Classic: Bertil 24 - 8 and 9 - 2, 11.5 on average; Action: 25 - 82.
    assert_eq!(r["average_margin"], 11.5);
    assert_eq!(r["action_average_margin"], -57.0);
    let editions: Vec<&Value> = r["last_meetings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| &m["edition"])
        .collect();
    assert_eq!(
        editions,
        [&json!("classic"), &json!("action"), &json!("classic")]
    );
    let text = h.ok(&["rivalry", "Anna", "Bertil"]);
    assert!(
        text.contains("Average margin in classic games: Anna ends 11.5 points lower.\n"),
        "{text}"
    );
    assert!(
        text.contains("Average margin in Skyjo Action: Bertil ends 57.0 points lower.\n"),
        "{text}"
    );
    // One edition: one margin, in the words of old.
    let action = h.json(&["rivalry", "Anna", "Bertil", "--edition", "action"]);
    assert_eq!(
        (&action["games"], &action["b_ahead"]),
        (&json!(1), &json!(1))
    );
    assert_eq!(action["average_margin"], Value::Null);
    let text = h.ok(&["rivalry", "Anna", "Bertil", "--edition", "classic"]);
    assert!(
        text.contains("Average margin: Anna ends 11.5 points lower.\n"),
        "{text}"
    );
}

#[test]
fn ratings_games_and_the_edition_filter() {
    let h = both_editions();
    // Who won: the ratings count every game.
    let ratings = h.json(&["ratings"]);
    let games: Vec<&Value> = ratings["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| &p["games"])
        .collect();
    assert_eq!(games, [&json!(3), &json!(3)]);
    assert_eq!(ratings["history"].as_array().unwrap().len(), 3);
    let action = h.json(&["ratings", "--edition", "action"]);
    // Bertil won the one Action game: 1516 to 1484.
    assert_eq!(
        action["players"],
        json!([{"name": "Bertil", "rating": 1516.0, "games": 1},
               {"name": "Anna", "rating": 1484.0, "games": 1}])
    );

    // The list of games says which edition each is, and keeps to one.
    let list = h.json(&["games"]);
    let of = |list: &Value| -> Vec<(Value, Value)> {
        list.as_array()
            .unwrap()
            .iter()
            .map(|g| (g["game"].clone(), g["edition"].clone()))
            .collect()
    };
    assert_eq!(
        of(&list),
        [
            (json!(3), json!("classic")),
            (json!(2), json!("action")),
            (json!(1), json!("classic"))
        ]
    );
    assert_eq!(
        of(&h.json(&["games", "--edition", "action"])),
        [(json!(2), json!("action"))]
    );
    assert_eq!(
        h.json(&["games", "--edition", "classic"])
            .as_array()
            .unwrap()
            .len(),
        2
    );
    let text = h.ok(&["games"]);
    let marked: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("Skyjo Action"))
        .collect();
    assert_eq!(marked.len(), 1, "{text}");

    // An edition with no games says so, in every language.
    let classic = History::new();
    classic.ok(&["new", "Anna", "Bertil", "--rounds", "1"]);
    classic.ok(&["round", "--closer", "Anna", "Anna=1", "Bertil=2"]);
    for (lang, stats, period, rivalry) in [
        (
            "en",
            "No Skyjo Action games yet.",
            "No Skyjo Action games in that period.",
            "Anna and Bertil have not finished a Skyjo Action game together yet.",
        ),
        (
            "sv",
            "Inga Skyjo Action-partier än.",
            "Inga Skyjo Action-partier under den perioden.",
            "Anna och Bertil har inte spelat klart något Skyjo Action-parti tillsammans än.",
        ),
        (
            "da",
            "Ingen Skyjo Action-spil endnu.",
            "Ingen Skyjo Action-spil i den periode.",
            "Anna og Bertil har ikke spillet noget Skyjo Action-spil færdigt sammen endnu.",
        ),
    ] {
        for command in ["stats", "games", "ratings"] {
            let out = classic.ok(&["--lang", lang, command, "--edition", "action", "--wide"]);
            assert_eq!(out.trim(), stats, "{lang} {command}");
        }
        let out = classic.ok(&[
            "--lang",
            lang,
            "stats",
            "--edition",
            "action",
            "--season",
            "2020",
        ]);
        assert_eq!(out.trim(), period, "{lang}");
        let out = classic.ok(&[
            "--lang",
            lang,
            "rivalry",
            "Anna",
            "Bertil",
            "--edition",
            "action",
            "--wide",
        ]);
        assert_eq!(out.trim(), rivalry, "{lang}");
    }
    let page = classic.ok(&[
        "--lang",
        "sv",
        "report",
        "--edition",
        "action",
        "--out",
        "-",
    ]);
    assert!(
        page.contains("<p class=\"empty\" id=\"empty\">Inga Skyjo Action-partier än.</p>"),
        "{page}"
    );
    // A history without Action games shows no note, no second table.
    let text = classic.ok(&["stats"]);
    assert!(!text.contains("Skyjo Action"), "{text}");
    assert_eq!(
        classic.json(&["stats"])["players"][0]["action"],
        Value::Null
    );
}

#[test]
fn the_report_keeps_the_round_records_and_averages_of_action_apart() {
    let h = both_editions();
    // The page keeps a number with its word by a no-break space: read here
    // as a plain one.
    let page = h.ok(&["report", "--out", "-"]).replace('\u{a0}', " ");
    // Records: the classic games' lowest round, Skyjo Action's apart; the
    // only lines removed were in Skyjo Action.
    assert!(
        page.contains("Lowest round: 2 by Anna (game 3, round 1)."),
        "{page}"
    );
    assert!(
        page.contains("Lowest round of Skyjo Action: 5 by Bertil (game 2, round 2)."),
        "{page}"
    );
    assert!(
        page.contains(
            "Most rows and columns removed in one round of Skyjo Action: 1 by Anna (game 2, round 1)."
        ),
        "{page}"
    );
    assert!(
        !page.contains("Most columns removed in one round"),
        "{page}"
    );
    // Standings: both editions' wins; the average round of the classic games,
    // Skyjo Action's in a table of its own.
    let standings =
        &page[page.find("id=\"standings\"").unwrap()..page.find("id=\"ratings\"").unwrap()];
    assert!(
        standings.contains("<th scope=\"row\">Anna</th><td>3</td><td class=\"wins\">2</td>"),
        "{standings}"
    );
    assert!(
        standings.contains("<td class=\"more\">3.3</td>"),
        "{standings}"
    );
    assert!(
        standings.contains("the average and best round above are the classic games'"),
        "{standings}"
    );
    assert!(
        standings.contains("<th scope=\"row\">Anna</th><td>1</td><td>41.0</td><td>30</td>"),
        "{standings}"
    );
    // The closest games say which are of Skyjo Action.
    assert!(page.contains("Game 2 · "), "{page}");
    assert!(page.contains(" · Skyjo Action</figcaption>"), "{page}");
    // In Danish.
    let page = h
        .ok(&["--lang", "da", "report", "--out", "-"])
        .replace('\u{a0}', " ");
    assert!(
        page.contains("Laveste runde i Skyjo Action: Bertil med 5 (spil 2, runde 2)."),
        "{page}"
    );
    assert!(page.contains("<td>41,0</td>"), "{page}");
    // One edition: no second table, its own records.
    let page = h
        .ok(&["report", "--edition", "action", "--out", "-"])
        .replace('\u{a0}', " ");
    assert!(
        page.contains("Lowest round of Skyjo Action: 5 by Bertil"),
        "{page}"
    );
    // Its closest games have no chance lines, and the page does not explain
    // them (it did: "Under each game: the winner's chance ...").
    assert!(page.contains("<section id=\"closest\">"), "{page}");
    assert!(!page.contains("class=\"chances\""), "{page}");
    assert!(!page.contains("simulated games a forecast"), "{page}");
    assert!(!page.contains("are the classic games'"), "{page}");
    assert!(page.contains("<td class=\"more\">41.0</td>"), "{page}");
}

#[test]
fn a_bg_stats_play_of_skyjo_action_becomes_an_action_game() {
    let h = History::new();
    let file = h.path.with_file_name("BGStatsExport.json");
    std::fs::write(
        &file,
        r#"{"players": [{"id": 1, "name": "Anna"}, {"id": 2, "name": "Bertil"}],
            "games": [{"id": 7, "name": "Skyjo"}, {"id": 9, "name": "Skyjo Action"}],
            "plays": [
              {"uuid": "c1", "gameRefId": 7, "playDate": "2025-01-04 19:00:00",
               "playerScores": [{"playerRefId": 1, "score": "40"}, {"playerRefId": 2, "score": "60"}]},
              {"uuid": "a1", "gameRefId": 9, "playDate": "2025-01-05 19:00:00",
               "playerScores": [{"playerRefId": 1, "score": "95"}, {"playerRefId": 2, "score": "-15"}]}]}"#,
    )
    .unwrap();
    h.ok(&["import", "--from", "bgstats", file.to_str().unwrap()]);
    let list = h.json(&["games"]);
    let editions: Vec<&Value> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|g| &g["edition"])
        .collect();
    assert_eq!(editions, [&json!("action"), &json!("classic")]);
    let stats = h.json(&["stats"]);
    let anna = player(&stats, "Anna");
    // One win each edition; the totals apart: 40 classic, 95 Action.
    assert_eq!((&anna["games"], &anna["wins"]), (&json!(2), &json!(1)));
    assert_eq!(anna["avg_final_total"], 40.0);
    assert_eq!(anna["action"]["avg_final_total"], 95.0);
    assert_eq!(anna["action"]["rounds"], 0);
    assert_eq!(anna["action"]["best_round"], Value::Null);
}

/// The words beside Skyjo Action's numbers: `stats` says its removed lines
/// are columns and rows (a row went in game 2), a classic history says
/// columns; `status` says the chances are not worked out for Skyjo Action,
/// not that nobody can win; `log` says a total became cards with the same
/// score.
#[test]
fn the_words_beside_skyjo_actions_numbers() {
    let h = both_editions();
    for (lang, both, classic) in [
        ("en", "Columns/rows", "Columns"),
        ("sv", "Borttagna kolumner/rader", "Borttagna kolumner"),
        ("da", "Fjernede kolonner/rækker", "Fjernede kolonner"),
    ] {
        let stats = h.ok(&["--lang", lang, "stats", "--wide"]);
        assert!(stats.contains(both), "{lang}:\n{stats}");
        let only = h.ok(&["--lang", lang, "stats", "--wide", "--edition", "classic"]);
        assert!(
            only.contains(classic) && !only.contains(both),
            "{lang}:\n{only}"
        );
    }
    h.ok(&["new", "Anna", "Bertil", "--edition", "action"]);
    h.ok(&["round", "--closer", "Anna", "Anna=25", "Bertil=30"]);
    for (lang, said) in [
        ("en", "Chances to win: not worked out for Skyjo Action"),
        ("sv", "Chans att vinna: räknas inte ut för Skyjo Action"),
        (
            "da",
            "Chancen for at vinde: regnes ikke ud for Skyjo Action",
        ),
    ] {
        let status = h.ok(&["--lang", lang, "--wide", "status"]);
        assert!(status.contains(said), "{lang}:\n{status}");
    }
    // Anna's total of 25 typed again as her cards, with the same score.
    h.ok(&["edit", "4", "1", "Anna=1 2 3 4 / 1 2 3 4 / 0 1 2 2"]);
    for (lang, said) in [
        ("en", "Anna's cards were entered (still 25 points)"),
        ("sv", "korten för Anna skrevs in (fortfarande 25 poäng)"),
        ("da", "kortene for Anna blev indtastet (stadig 25 point)"),
    ] {
        let log = h.ok(&["--lang", lang, "--wide", "log"]);
        assert!(log.contains(said), "{lang}:\n{log}");
    }
}

/// Each game's edition as the history keeps it beside the rules (schema 12),
/// by game number.
fn edition_column(h: &History) -> Vec<(i64, String)> {
    let conn = rusqlite::Connection::open(&h.path).unwrap();
    let mut stmt = conn
        .prepare("SELECT id, edition FROM game ORDER BY id")
        .unwrap();
    stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<rusqlite::Result<_>>()
        .unwrap()
}

/// The statistics, the list of games and the report find the Action games
/// by a column of the game, not by reading every game's rules: it is right
/// for games started here, imported from an export, brought by a sync, and
/// after a rescore saved under other house rules.
#[test]
fn every_game_has_its_edition_in_the_history_however_it_came() {
    use crate::sync::{Device, assert_same};
    let expected = |editions: &[&str]| -> Vec<(i64, String)> {
        (1..).zip(editions.iter().map(|e| e.to_string())).collect()
    };
    let h = both_editions();
    assert_eq!(
        edition_column(&h),
        expected(&["classic", "action", "classic"])
    );
    h.ok(&["rescore", "2", "--doubling", "tie-safe", "--save"]);
    h.ok(&["rescore", "1", "--doubling", "tie-safe", "--save"]);
    assert_eq!(
        edition_column(&h),
        expected(&["classic", "action", "classic"]),
        "a rescore keeps the edition"
    );

    // Imported.
    let file = h.path.with_file_name("export.json");
    std::fs::write(&file, h.ok(&["export"])).unwrap();
    let imported = History::new();
    imported.ok(&["new", "Cecilia", "Dora", "--edition", "action"]);
    imported.ok(&["import", file.to_str().unwrap()]);
    assert_eq!(
        edition_column(&imported),
        expected(&["action", "classic", "action", "classic"])
    );
    let stats = imported.json(&["stats", "Anna", "--edition", "action"]);
    assert_eq!(player(&stats, "Anna")["games"], 1, "{stats}");

    // Synced: the games come to a new device by its journal.
    let dir = tempfile::tempdir().unwrap();
    let a = Device::new();
    a.ok(&["new", "Anna", "Bertil", "--edition", "action"]);
    a.ok(&["new", "Anna", "Bertil"]);
    a.sync(dir.path());
    let b = Device::new();
    b.sync(dir.path());
    assert_same(&[&a, &b]);
    assert_eq!(edition_column(&b.0), expected(&["action", "classic"]));
    b.ok(&["new", "Cecilia", "Dora", "--edition", "action"]);
    b.sync(dir.path());
    a.sync(dir.path());
    assert_same(&[&a, &b]);
    assert_eq!(
        edition_column(&a.0),
        expected(&["action", "classic", "action"])
    );
}

/// Since schema 12 a score or a seat written marks its game for sync through
/// its round or its game, not by a mark of its own: every change made on a
/// shared device still reaches the other, a round, an edit, an Action round's
/// held cards corrected, a rescore saved, a note, a merge of two names and an
/// undo alike.
#[test]
fn every_change_of_a_shared_game_reaches_the_other_device() {
    use crate::sync::{Device, assert_same, round};
    let dir = tempfile::tempdir().unwrap();
    let a = Device::new();
    let b = Device::new();
    a.ok(&["new", "Anna", "Bertil", "Cecilia"]);
    a.ok(&["new", "Anna", "Berra", "--edition", "action"]);
    round(&a, "1", "Anna", &["Anna=5", "Bertil=20", "Cecilia=9"]);
    a.sync(dir.path());
    b.sync(dir.path());
    assert_same(&[&a, &b]);
    let steps: [&[&str]; 7] = [
        &[
            "round",
            "--game",
            "2",
            "--closer",
            "Anna",
            "Anna=1 2 3 4 / 1 2 3 4 / 0 1 2 2",
            "Berra=30",
        ],
        &["edit", "1", "1", "Bertil=21"],
        &["edit", "2", "1", "--held", "Anna=1"],
        &["rescore", "1", "--doubling", "tie-safe", "--save"],
        &["note", "1", "at the cabin"],
        &["players", "merge", "Bertil", "Berra"],
        &["undo", "--game", "2", "--yes"],
    ];
    for step in steps {
        a.ok(step);
        a.sync(dir.path());
        b.sync(dir.path());
        assert_same(&[&a, &b]);
    }
}
