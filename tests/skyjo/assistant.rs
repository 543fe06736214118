//! The deck assistant through the real binary: odds, risk, start, deck check.

use crate::common::History;

use std::process::Output;

use serde_json::Value;

// The assistant needs no history: each call gets a fresh, empty one.
fn run(args: &[&str]) -> Output {
    History::new().run(args)
}

fn json(args: &[&str]) -> Value {
    History::new().json(args)
}

fn fails(args: &[&str]) -> String {
    History::new().fails(args)
}

fn f(v: &Value) -> f64 {
    v.as_f64().unwrap()
}

#[test]
fn odds_of_the_full_deck() {
    let odds = json(&["odds", "--draws", "2", "--hidden", "3"]);
    assert_eq!(odds["pool_size"], 150);
    assert_eq!(odds["pool"]["-2"], 5);
    assert_eq!(odds["pool"]["0"], 15);
    assert!((f(&odds["mean"]) - 760.0 / 150.0).abs() < 1e-12);
    let total: f64 = odds["p_next"].as_object().unwrap().values().map(f).sum();
    assert!((total - 1.0).abs() < 1e-12);
    let p12 = f(&odds["p_within_draws"]["12"]);
    assert!((p12 - (1.0 - 140.0 / 150.0 * 139.0 / 149.0)).abs() < 1e-12);
    let hidden = &odds["hidden_sum"];
    assert_eq!(hidden["cards"], 3);
    assert!((f(&hidden["mean"]) - 3.0 * 760.0 / 150.0).abs() < 1e-9);
    let p_total: f64 = hidden["p"].as_object().unwrap().values().map(f).sum();
    assert!((p_total - 1.0).abs() < 1e-9);
    assert!(
        (f(&hidden["cdf"]["30"]) - 1.0).abs() > 1e-6,
        "30 is not the top of 3 cards"
    );
}

#[test]
fn seen_cards_leave_the_pool() {
    let odds = json(&["odds", "--seen", "-2 -2 12*3", "--seen", "0"]);
    assert_eq!(odds["pool_size"], 144);
    assert_eq!(odds["pool"]["-2"], 3);
    assert_eq!(odds["pool"]["12"], 7);
    assert_eq!(odds["pool"]["0"], 14);
    let text = String::from_utf8(run(&["odds", "--seen", "-2"]).stdout).unwrap();
    assert!(text.contains("149 cards unseen: 150 − 1 seen."), "{text}");
}

#[test]
fn risk_is_exact_for_one_opponent_without_a_last_turn() {
    // Bertil shows 2 + 0 = 2 with 10 cards face down; I close on 40.
    let risk = json(&[
        "risk",
        "--me",
        "40",
        "Bertil=? ? ? 2 / ? ? ? ? / ? ? 0 ?",
        "--last-turn",
        "none",
    ]);
    assert_eq!(risk["method"], "exact");
    assert!(risk.get("ci95").is_none() && risk.get("samples").is_none());
    let p = f(&risk["p_doubled"]);
    assert!(p > 0.05 && p < 0.95, "{p}");
    assert!((f(&risk["expected_score"]) - 40.0 * (1.0 + p)).abs() < 1e-9);
    let margins = risk["margins"].as_array().unwrap();
    assert_eq!(margins.len(), 4);
    assert_eq!(margins[0]["margin"], 5);
    assert_eq!(margins[0]["my_score"], 35);
    assert!(f(&margins[0]["p_doubled"]) < p);
}

#[test]
fn risk_with_a_greedy_last_turn_is_monte_carlo_and_repeatable() {
    let args = [
        "risk",
        "--me",
        "1 0 3 4 / -2 2 5 0 / 1 3 0 2",
        "B=? ? ? 2 / ? 9 ? ? / 2 ? 0 9",
        "C=10:6",
        "--discard",
        "0",
    ];
    let a = json(&args);
    let b = json(&args);
    assert_eq!(a, b);
    assert_eq!(a["method"], "monte-carlo");
    assert_eq!(a["my_score"], 19);
    let (lo, hi) = (f(&a["ci95"][0]), f(&a["ci95"][1]));
    let p = f(&a["p_doubled"]);
    assert!(lo <= p && p <= hi && hi - lo <= 0.0041, "{a}");
    assert!(a["samples"].as_u64().unwrap() >= 20_000);
    // My grid, B's open cards and the discard are all seen: 150 - 12 - 5 - 1.
    assert_eq!(a["pool_size"], 132);
    let mut other_seed = args.to_vec();
    other_seed.extend(["--seed", "7"]);
    let c = json(&other_seed);
    assert!((f(&c["p_doubled"]) - p).abs() < 0.01);
}

#[test]
fn risk_never_doubles_a_closer_at_zero_or_below() {
    let risk = json(&["risk", "--me", "0", "B=-5:2", "--last-turn", "none"]);
    assert_eq!(f(&risk["p_doubled"]), 0.0);
}

#[test]
fn start_of_round_1_and_of_a_stored_game() {
    let first = json(&[
        "start",
        "--dealer",
        "Bertil",
        "Anna=9 12",
        "Bertil=3 4",
        "Cecilia=12 9",
    ]);
    assert_eq!(first["starter"], "Cecilia");
    let first = json(&[
        "start",
        "--dealer",
        "Cecilia",
        "Anna=9 12",
        "Bertil=3 4",
        "Cecilia=12 9",
    ]);
    assert_eq!(first["starter"], "Anna");

    let h = History::new();
    h.ok(&["new", "Anna", "Bertil", "--starter", "round-winner"]);
    h.ok(&["round", "--closer", "Anna", "Anna=20", "Bertil=5"]);
    let next = h.json(&["start"]);
    assert_eq!(next["starter"], "Bertil");
    assert_eq!(next["game"], 1);
}

#[test]
fn deck_check_names_missing_and_extra_cards() {
    let full = "-2*5 -1*10 0*15 1*10 2*10 3*10 4*10 5*10 6*10 7*10 8*10 9*10 10*10 11*10 12*10";
    let check = json(&["deck", "check", "--cards", full]);
    assert_eq!(check["complete"], true);
    assert_eq!(check["counted"], 150);
    let short = full.replace("7*10", "7*8").replace("12*10", "12*11");
    let check = json(&["deck", "check", "--cards", &short]);
    assert_eq!(check["complete"], false);
    assert_eq!(check["missing"], serde_json::json!({"7": 2}));
    assert_eq!(check["extra"], serde_json::json!({"12": 1}));
}

#[test]
fn bad_assistant_input_is_one_line_and_exit_1() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["odds", "--seen", "-2 -2 -2 -2 -2 -2"],
            "6 cards with the value -2 seen in all",
        ),
        (&["odds", "--seen", "13"], "13 is not a card"),
        (&["odds", "--draws", "-3"], "--draws -3 is not a count"),
        (
            &["odds", "--hidden", "200"],
            "200 cards asked for, but only 150 are left unseen",
        ),
        (
            &["odds", "--draws", "151"],
            "more than the 150 unseen cards",
        ),
        (
            &["risk", "--me", "10", "B=? ? 3 / 4 5 6 7 / 1 2 3 4"],
            "the grid has 11 cells",
        ),
        (
            &["risk", "--me", "10", "B=x ? 3 4 / 4 5 6 7 / 1 2 3 4"],
            "a removed column is x in all three rows",
        ),
        (
            &["risk", "--me", "10", "B=14:13"],
            "13 face-down cards; a grid has 12",
        ),
        (
            &[
                "risk",
                "--me",
                "10",
                "B=? ? ? ? / ? ? ? ? / ? ? ? ?",
                "--seen",
                "-1*10 0*15 1*10 2*10 3*10 4*10 5*10 6*10 7*10 8*10 9*10 10*10 11*10 12*5",
            ],
            "13 cards asked for, but only 10 are left unseen",
        ),
        (
            &["risk", "--me", "10", "B=5:2", "--discard", "13"],
            "--discard 13 is not a card",
        ),
        (&["risk", "--me", "200", "B=5:2"], "impossible"),
        (
            &["start", "--dealer", "Dora", "Anna=9 12", "Bertil=3 4"],
            "dealer Dora is not among",
        ),
        (&["start", "Anna=9 12", "Bertil=10 11"], "--dealer"),
        (
            &["start", "--dealer", "Anna", "Anna=9", "Bertil=3 4"],
            "Anna turned 1 card",
        ),
        (&["start"], "no current game"),
        (&["deck", "check", "--cards", "1 2 x"], "'x' is not a card"),
    ];
    for (args, expected) in cases {
        let err = fails(args);
        assert!(
            err.contains(expected),
            "skyjo {args:?}: expected {expected:?} in {err:?}"
        );
    }
}

/// The seen cards of a live round: added, shown, taken back, used by odds
/// and risk, cleared by the recorded round, kept in the history file.
#[test]
fn the_seen_cards_of_a_live_round() {
    let h = History::with_game();
    let list = h.json(&["seen", "9", "9", "-2"]);
    assert_eq!(list["seen"], serde_json::json!([9, 9, -2]));
    assert_eq!(list["round"], 1);
    assert_eq!(list["pool_size"], 147);
    assert_eq!(list["pool"]["9"], 8);
    // Another process: the list is in the file.
    assert_eq!(h.json(&["seen"])["seen"], serde_json::json!([9, 9, -2]));
    assert_eq!(
        h.json(&["seen", "--undo"])["seen"],
        serde_json::json!([9, 9])
    );
    h.ok(&["seen", "12*2", "0"]);
    let odds = h.json(&["odds"]);
    assert_eq!(odds["pool_size"], 145);
    assert_eq!(odds["seen_game"], 1);
    assert!(
        h.ok(&["odds"])
            .starts_with("Using the 5 cards seen in round 1 of game 1")
    );
    assert!(
        h.ok(&["odds", "--lang", "sv"])
            .starts_with("Räknar med de 5 korten som setts i runda 1 i parti 1")
    );
    // An explicit --seen wins over the list.
    let given = h.json(&["odds", "--seen", "1"]);
    assert_eq!(given["pool_size"], 149);
    assert!(given.get("seen_game").is_none());
    // risk: the list holds the cards off the grids, B's open 9s are counted
    // apart: 150 - 5 - 2.
    let risk = h.json(&[
        "risk",
        "--me",
        "20",
        "B=9 9 ? ? / ? ? ? ? / ? ? ? ?",
        "--last-turn",
        "none",
    ]);
    assert_eq!(risk["seen_game"], 1);
    assert_eq!(risk["pool_size"], 143);
    h.ok(&[
        "round",
        "--closer",
        "Anna",
        "Anna=3",
        "Bertil=9",
        "Cecilia=9",
    ]);
    let after = h.json(&["seen"]);
    assert_eq!(after["round"], 2);
    assert_eq!(after["seen"], serde_json::json!([]));
    assert_eq!(h.json(&["odds"])["pool_size"], 150);
    // Bad input: one line, exit 1, nothing written.
    h.ok(&["seen", "--", "-2*4"]);
    let err = h.fails(&["seen", "-2", "-2"]);
    assert_eq!(
        err,
        "error: 6 cards with the value -2 seen in all (the seen list, the open cards on the grids and the discard together), but the deck has only 5 of them: check the cards"
    );
    assert_eq!(h.json(&["seen"])["seen"].as_array().unwrap().len(), 4);
    assert!(h.fails(&["seen", "13"]).contains("13 is not a card"));
    h.ok(&["seen", "--clear"]);
    assert_eq!(
        h.fails(&["seen", "--undo"]),
        "error: no card to take back: no card is seen yet in round 2 of game 1"
    );
    assert!(
        History::new()
            .fails(&["seen", "3"])
            .contains("no current game")
    );
}

#[test]
fn a_last_turn_completing_a_column_in_play_counts_with_every_column_rule() {
    for columns in ["play", "reveal"] {
        let risk = json(&[
            "risk",
            "--me",
            "36",
            "B=9 1 2 3 / 9 4 5 6 / ? 7 8 0",
            "--discard",
            "9",
            "--columns",
            columns,
        ]);
        assert_eq!(f(&risk["p_doubled"]), 1.0, "{columns}");
    }
}

/// The last line of `risk`: the band of the chance now and what would be safe.
#[test]
fn risk_ends_with_a_plain_answer_in_each_band() {
    // B shows 10 with one card face down; no last turn: exact.
    let last_line = |me: &str, lang: &str| {
        let out = History::new().ok(&[
            "risk",
            "--me",
            me,
            "B=10:1",
            "--last-turn",
            "none",
            "--lang",
            lang,
            "--wide",
        ]);
        // The line under the table.
        let lines: Vec<&str> = out.lines().collect();
        let bottom = lines.iter().position(|l| l.starts_with('└')).unwrap();
        lines[bottom + 1].to_string()
    };
    assert_eq!(
        last_line("8", "en"),
        "Safe to close: 3.3% risk of being doubled."
    );
    assert_eq!(
        last_line("9", "en"),
        "Some risk: 10.0% of being doubled; closing at 4 or lower would be safe (under 5%)."
    );
    assert_eq!(
        last_line("12", "en"),
        "Risky: 33.3% risk of being doubled; closing at 7 or lower would be safe (under 5%)."
    );
    assert_eq!(
        last_line("30", "en"),
        "Likely doubled: 100.0% risk; even at 10 the risk is 20.0%."
    );
    assert_eq!(
        last_line("12", "sv"),
        "Riskabelt: 33,3 % risk att bli dubblerad; att avsluta med 7 eller lägre vore säkert (under 5 %)."
    );
}

/// The family's count (issue 24): 7 cards in the seen list, 22 open on the
/// grids and the discard top are 120 unseen, in `odds` and `risk` alike, and
/// the answer says how it counted. The values overlap (9, 5, 0 are in the
/// list and on the grids), where the larger count per value gave 127.
#[test]
fn the_seen_list_the_open_cards_and_the_discard_add_up() {
    let h = History::with_game();
    h.ok(&["seen", "9", "9", "5", "5", "0", "0", "12"]);
    let me = "9 5 0 1 / 2 3 4 1 / 2 3 4 0";
    let bertil = "Bertil=9 5 0 1 / 2 3 ? 1 / 2 3 ? 0";
    let cecilia = "Cecilia=? ? ? ? / ? ? ? ? / ? ? ? ?";
    let risk_args = [
        "risk",
        "--me",
        me,
        bertil,
        cecilia,
        "--discard",
        "12",
        "--last-turn",
        "none",
    ];
    let risk = h.json(&risk_args);
    assert_eq!(risk["pool_size"], 120, "{risk}");
    assert_eq!(
        risk["counted"],
        serde_json::json!({"seen_list": 7, "removed_columns": 0, "open_on_grids": 22, "discard_top": 12})
    );
    let line = "120 cards unseen: 150 − 7 seen − 22 open on the grids − 1 on the discard pile.";
    assert!(h.ok(&risk_args).contains(line));
    let open = "9 5 0 1 2 3 4 1 2 3 4 0 9 5 0 1 2 3 1 2 3 0";
    let odds = h.json(&["odds", "--open", open, "--discard", "12"]);
    assert_eq!(odds["pool_size"], 120, "{odds}");
    assert_eq!(odds["pool"]["9"], 10 - 2 - 2);
    assert_eq!(odds["pool"]["12"], 10 - 1 - 1);
    assert!(
        h.ok(&["odds", "--open", open, "--discard", "12"])
            .contains(line)
    );
    assert!(
        h.ok(&["odds", "--open", open, "--discard", "12", "--lang", "sv"])
            .replace("\n  ", " ")
            .contains(
                "120 osedda kort: 150 − 7 sedda − 22 uppvända i rutnäten − 1 överst i avläggshögen."
            )
    );
    // A value over its copies across the three is an error, as before.
    let err = h.fails(&["odds", "--open", "12*9", "--discard", "12"]);
    assert!(
        err.contains("11 cards with the value 12 seen in all"),
        "{err}"
    );
    // seen --help says what the list holds.
    let help = h.ok(&["seen", "--help"]);
    assert!(help.contains("off the grids"), "{help}");
}

/// Issue 35: B's column of 9s removed in play, typed with its value, and six
/// open cards (9 3 9 5 8 0).
const REMOVED_NINES: &str = "B=x9 9 ? 3 / x9 9 5 ? / x9 ? 8 0";

/// Issue 35: the cards of a removed column typed with their value (`x9`) are
/// out of the deck: 150 - 6 open - 3 removed = 141 unseen, of the 9s
/// 10 - 2 - 3 = 5. The seen list holds removed columns too, and meets the
/// grids' removed cards per value by the larger count: naming the three 9s,
/// or one of them, counts no 9 twice. B's three face-down cards at 40, no
/// last turn: P(doubled) = 116029/685965 from 141 cards, where the 144 of
/// the grids' open cards alone gave 1274/7029 (worked out by enumerating
/// every draw of the three cards, a column of three 9s removed).
#[test]
fn risk_counts_the_cards_of_a_removed_column_typed_with_their_value() {
    let risk_args = |seen: &'static str| {
        let mut args = vec!["risk", "--me", "40", REMOVED_NINES, "--last-turn", "none"];
        if !seen.is_empty() {
            args.extend(["--seen", seen]);
        }
        args
    };
    let p = 116029.0 / 685965.0;
    for (seen, listed, beyond, line) in [
        (
            "",
            0,
            3,
            "141 cards unseen: 150 − 3 in removed columns − 6 open on the grids.",
        ),
        (
            "9*3",
            3,
            0,
            "141 cards unseen: 150 − 3 seen − 6 open on the grids.",
        ),
        (
            "9",
            1,
            2,
            "141 cards unseen: 150 − 1 seen − 2 in removed columns − 6 open on the grids.",
        ),
    ] {
        let h = History::new();
        let risk = h.json(&risk_args(seen));
        assert_eq!(risk["pool_size"], 141, "--seen {seen:?}: {risk}");
        assert_eq!(
            risk["counted"],
            serde_json::json!({"seen_list": listed, "removed_columns": beyond, "open_on_grids": 6, "discard_top": null}),
            "--seen {seen:?}"
        );
        assert!((f(&risk["p_doubled"]) - p).abs() < 1e-12, "{risk}");
        let text = h.ok(&risk_args(seen));
        assert!(text.contains(line), "--seen {seen:?}: {text}");
    }
    // The seen list of `skyjo seen` alike, its 9s and a 5 of the discard
    // pile beside them: 150 - 4 - 6 = 140.
    let h = History::with_game();
    h.ok(&["seen", "9", "9", "9", "5"]);
    let risk = h.json(&risk_args(""));
    assert_eq!(risk["pool_size"], 140, "{risk}");
    assert_eq!(risk["counted"]["removed_columns"], 0);
    // A plain `x` column shows no card: the six open ones alone.
    let plain = json(&[
        "risk",
        "--me",
        "40",
        "B=x 9 ? 3 / x 9 5 ? / x ? 8 0",
        "--last-turn",
        "none",
    ]);
    assert_eq!(plain["pool_size"], 144);
    assert!((f(&plain["p_doubled"]) - 1274.0 / 7029.0).abs() < 1e-12);
    // My closing grid's removed column counts as an opponent's does:
    // 150 - 9 open - 3 removed = 138.
    let mine = json(&[
        "risk",
        "--me",
        "x9 1 2 3 / x9 2 1 1 / x9 1 2 1",
        "B=? ? ? ? / ? ? ? ? / ? ? ? ?",
        "--last-turn",
        "none",
    ]);
    assert_eq!(mine["pool_size"], 138, "{mine}");
    assert_eq!(mine["counted"]["removed_columns"], 3);
}

/// Issue 35 in `odds`: `--open` takes a removed card as a grid shows it
/// (`x9`, `x9*3`), and it meets the seen list as in `risk`.
#[test]
fn odds_counts_the_removed_cards_typed_in_open() {
    for (seen, line) in [
        (
            "",
            "141 cards unseen: 150 − 3 in removed columns − 6 open on the grids.",
        ),
        (
            "9*3",
            "141 cards unseen: 150 − 3 seen − 6 open on the grids.",
        ),
        (
            "9",
            "141 cards unseen: 150 − 1 seen − 2 in removed columns − 6 open on the grids.",
        ),
    ] {
        let mut args = vec!["odds", "--open", "9 3 9 5 8 0 x9*3"];
        if !seen.is_empty() {
            args.extend(["--seen", seen]);
        }
        let h = History::new();
        let odds = h.json(&args);
        assert_eq!(odds["pool_size"], 141, "--seen {seen:?}: {odds}");
        assert_eq!(odds["pool"]["9"], 5);
        assert_eq!(odds["pool"]["3"], 9);
        let text = h.ok(&args);
        assert!(text.contains(line), "--seen {seen:?}: {text}");
    }
    let sv = History::new().ok(&["odds", "--open", "9 x9 x9 x9", "--lang", "sv"]);
    assert!(
        sv.contains("146 osedda kort: 150 − 3 i borttagna kolumner − 1 uppvänt i rutnäten."),
        "{sv}"
    );
    let da = History::new().ok(&["odds", "--open", "x9*3", "--lang", "da"]);
    assert!(
        da.contains("147 usete kort: 150 − 3 i fjernede kolonner."),
        "{da}"
    );
    // The removed 9s over the deck's copies with the open ones: an error.
    let err = fails(&["odds", "--open", "9*8 x9*3"]);
    assert!(
        err.contains("11 cards with the value 9 seen in all"),
        "{err}"
    );
    let err = fails(&["odds", "--open", "x9 xq"]);
    assert!(err.contains("q"), "{err}");
}

/// `risk --as NAME --grid G` counts my open cards as `--me G` does: one pool
/// for the chance of being doubled and for playing on.
#[test]
fn risk_with_my_grid_or_my_closing_grid_has_one_pool() {
    let h = History::with_game();
    let opponents = [
        "Bertil=? ? ? ? / ? ? ? ? / ? ? ? ?",
        "Cecilia=? ? ? ? / ? ? ? ? / ? ? ? ?",
    ];
    let grid = "1 2 3 4 / 5 6 7 8 / 9 10 11 12";
    let mut by_me = vec!["risk", "--as", "Anna", "--me", grid, "--seed", "1"];
    by_me.extend(opponents);
    let mut by_grid = vec!["risk", "--as", "Anna", "--me", "78", "--grid", grid];
    by_grid.extend(["--seed", "1"]);
    by_grid.extend(opponents);
    let (me, now) = (h.json(&by_me), h.json(&by_grid));
    assert_eq!(me["pool_size"], 138);
    assert_eq!(now["pool_size"], 138, "{now}");
    // Both, with the face-down card of now turned at closing: my cards once.
    let mut both = vec!["risk", "--as", "Anna", "--me", grid];
    both.extend(["--grid", "1 2 3 4 / 5 6 7 8 / 9 10 11 ?"]);
    both.extend(opponents);
    assert_eq!(h.json(&both)["pool_size"], 138);
}

/// The risk table offers only scores my grid can reach by one more turn; one
/// decimal on every row; the method only with --explain.
#[test]
fn risk_speaks_plainly_and_explains_on_request() {
    // My 19 (RULES.md example 1): one more turn reaches 12 at best (the 5
    // for a -2), so 14 (-5) stays and 9, 4 and -1 are left out.
    let args = [
        "risk",
        "--me",
        "1 0 3 4 / -2 2 5 0 / 1 3 0 2",
        "B=? ? ? 2 / ? 9 ? ? / 2 ? 0 9",
        "--discard",
        "0",
    ];
    let risk = json(&args);
    assert_eq!(risk["lowest_reachable"], 12);
    let margins = risk["margins"].as_array().unwrap();
    assert_eq!(margins.len(), 1, "{risk}");
    assert_eq!(margins[0]["my_score"], 14);
    let text = History::new().ok(&args);
    assert!(
        text.contains(
            "Lower scores are left out: one more turn can take your grid down to 12 at most."
        ),
        "{text}"
    );
    // A score alone: every margin asked.
    let by_score = json(&["risk", "--me", "19", "B=? ? ? 2 / ? 9 ? ? / 2 ? 0 9"]);
    assert_eq!(by_score["margins"].as_array().unwrap().len(), 4);
    assert!(by_score.get("lowest_reachable").is_none());
    // One decimal in every cell of the table, "under 0.1%" for a trace.
    for row in text
        .lines()
        .filter(|l| l.contains(" ┆ ") && l.contains('%'))
    {
        let cell = row.split(" ┆ ").nth(1).unwrap().trim();
        let number = cell.trim_start_matches("under ").trim_end_matches('%');
        assert_eq!(
            number.split_once('.').map(|(_, d)| d.len()),
            Some(1),
            "{row}"
        );
    }
    // The jargon of the method only when asked for.
    for (lang, jargon) in [
        (
            "en",
            &["P(doubled)", "samples", "seed", "greedy", "replacement"][..],
        ),
        (
            "sv",
            &[
                "P(dubblerad)",
                "stickprov",
                "slumptalsfrö",
                "girig",
                "återläggning",
            ][..],
        ),
        (
            "da",
            &[
                "P(fordoblet)",
                "stikprøve",
                "startværdi",
                "grådig",
                "tilbagelægning",
            ][..],
        ),
    ] {
        let mut plain = args.to_vec();
        plain.extend(["--lang", lang]);
        let said = History::new().ok(&plain);
        for word in jargon {
            assert!(!said.contains(word), "{lang}: {word} in\n{said}");
        }
        plain.push("--explain");
        let explained = History::new().ok(&plain);
        assert!(explained.contains("Monte Carlo"), "{explained}");
    }
    for (lang, jargon) in [
        ("en", &["quartile", "standard deviation"][..]),
        ("sv", &["kvartil", "standardavvikelse"][..]),
        ("da", &["kvartil", "standardafvigelse"][..]),
    ] {
        let said = History::new().ok(&["odds", "--hidden", "3", "--lang", lang]);
        for word in jargon {
            assert!(!said.contains(word), "{lang}: {word} in\n{said}");
        }
        let explained = History::new().ok(&["odds", "--hidden", "3", "--lang", lang, "--explain"]);
        assert!(jargon.iter().all(|w| explained.contains(w)), "{explained}");
    }
}

/// `odds --hidden 3`: every sum a row, the tails as "N or less" and "N or
/// more", so P(sum <= 12) or P(sum = 12) can be read off.
#[test]
fn odds_of_hidden_cards_show_every_sum() {
    let text = History::new().ok(&["odds", "--hidden", "3", "--wide"]);
    let sums: Vec<String> = text
        .lines()
        .skip_while(|l| !l.contains("Exactly"))
        .skip(1)
        .filter(|l| l.starts_with('│'))
        .map(|l| {
            l.trim_start_matches('│')
                .split('┆')
                .next()
                .unwrap()
                .trim()
                .to_string()
        })
        .collect();
    assert_eq!(
        sums.first().map(String::as_str),
        Some("1 or less"),
        "{text}"
    );
    assert_eq!(
        sums.last().map(String::as_str),
        Some("30 or more"),
        "{text}"
    );
    let middle: Vec<i32> = sums[1..sums.len() - 1]
        .iter()
        .map(|s| s.parse().unwrap())
        .collect();
    assert_eq!(middle, (2..=29).collect::<Vec<_>>());
    assert!(
        text.contains("│         12 ┆    4.9% ┆        36.5% │"),
        "{text}"
    );
}

/// The assumed deck of Skyjo Action, as the assistant counts it: 105 number
/// cards (-2 x3, -1 x7, 0 x11, 1 to 12 x7 each) and 15 stars, 120 playing
/// cards; the action cards are not in the model.
#[test]
fn seen_and_odds_of_a_game_of_skyjo_action_count_the_assumed_deck_and_its_stars() {
    let h = History::new();
    h.ok(&["new", "Anna", "Bertil", "--edition", "action"]);
    // A star is a card of the list, kept in the history file.
    let list = h.json(&["seen", "5", "5", "*"]);
    assert_eq!(list["seen"], serde_json::json!([5, 5, "*"]));
    assert_eq!(list["pool_size"], 117);
    assert_eq!(list["stars"], serde_json::json!({"left": 14}));
    assert_eq!(
        (&list["pool"]["5"], &list["pool"]["-2"], &list["pool"]["0"]),
        (
            &serde_json::json!(5),
            &serde_json::json!(3),
            &serde_json::json!(11)
        )
    );
    assert_eq!(h.json(&["seen"])["seen"], serde_json::json!([5, 5, "*"]));

    // odds from the list: 117 left, 14 of them stars.
    let odds = h.json(&["odds"]);
    assert_eq!(odds["seen_game"], 1);
    assert_eq!(odds["pool_size"], 117);
    assert_eq!(f(&odds["stars"]["p_next"]), 14.0 / 117.0);
    assert_eq!(f(&odds["p_next"]["5"]), 5.0 / 117.0);
    assert_eq!(f(&odds["p_next"]["0"]), 11.0 / 117.0);
    let total: f64 = odds["p_next"]
        .as_object()
        .unwrap()
        .values()
        .map(f)
        .sum::<f64>()
        + f(&odds["stars"]["p_next"]);
    assert!((total - 1.0).abs() < 1e-12);
    // The mean is of a number card: (533 - 5 - 5) / 103.
    assert!((f(&odds["mean"]) - 523.0 / 103.0).abs() < 1e-12);
    assert_eq!(
        odds["deck"],
        serde_json::json!({"edition": "action", "playing_cards": 120, "stars": 15, "own_stars": false})
    );
    let text = h.ok(&["odds"]).replace("\n  ", " ");
    for line in [
        "Skyjo Action, assumed counts: 120 cards, 15 of them stars; action cards left",
        "117 cards unseen: 120 − 3 seen.",
        "│    5 ┆    5 ┆      4.3% ┆         46.2% │",
        "│   12 ┆    7 ┆      6.0% ┆         88.0% │",
        "│    * ┆   14 ┆     12.0% ┆               │",
        "A face-down card: a star in 12.0% of cases, else worth 5.1 on average.",
    ] {
        assert!(text.contains(line), "{line}\n{text}");
    }
    assert!(h.ok(&["--lang", "sv", "odds", "--wide"]).contains(
        "Skyjo Action, antagna antal: 120 kort, varav 15 stjärnor; actionkort räknas inte med."
    ));
    assert!(h.ok(&["--lang", "da", "odds", "--wide"]).contains(
        "Skyjo Action, antagne antal: 120 kort, heraf 15 stjerner; actionkort tælles ikke med."
    ));

    // The grids' cards: a star and two 9s open, a column of three stars
    // removed (x*, three), the discard a 0. The list's star is one of the
    // column's: 120 - 3 seen - 2 more in removed lines - 3 open - 1 = 111,
    // and of the stars 15 - 3 - 1 = 11 are left.
    let odds = h.json(&[
        "odds",
        "--open",
        "* 9 9 x**3",
        "--discard",
        "0",
        "--draws",
        "2",
    ]);
    assert_eq!(odds["pool_size"], 111);
    assert_eq!(
        odds["counted"],
        serde_json::json!({"seen_list": 3, "removed_columns": 2, "open_on_grids": 3, "discard_top": 0})
    );
    assert_eq!(odds["stars"]["left"], 11);
    assert_eq!(f(&odds["stars"]["p_next"]), 11.0 / 111.0);
    let two = 1.0 - (100.0 / 111.0) * (99.0 / 110.0);
    assert!((f(&odds["stars"]["p_within_draws"]) - two).abs() < 1e-12);
    assert_eq!(odds["pool"]["9"], 5);

    // A sum of face-down cards means nothing with stars: refused.
    assert_eq!(
        h.fails(&["odds", "--hidden", "2"]),
        "error: a sum of face-down cards is not given for Skyjo Action: a face-down star counts 0 alone, but stands in for any card of a line it completes"
    );
    assert!(
        h.fails(&["--lang", "sv", "odds", "--hidden", "2"])
            .starts_with("fel: en summa av nedvända kort ges inte för Skyjo Action")
    );
    // Taken back, and more stars than the deck has refused with nothing stored.
    assert_eq!(
        h.json(&["seen", "--undo"])["seen"],
        serde_json::json!([5, 5])
    );
    h.ok(&["seen", "**15"]);
    assert_eq!(
        h.fails(&["seen", "*"]),
        "error: 16 stars seen in all (the seen list, the open cards on the grids and the removed ones together); the deck has 15: check the cards"
    );
    assert_eq!(h.json(&["seen"])["seen"].as_array().unwrap().len(), 17);
    assert!(
        h.fails(&["--lang", "da", "seen", "*"])
            .starts_with("fejl: 16 stjerner set i alt")
    );
    // --edition classic: the classic deck, which has no star.
    assert_eq!(
        h.fails(&["odds", "--edition", "classic", "--seen", "* 5"]),
        "error: --seen: a star (*) is no card of the classic deck: only Skyjo Action has stars"
    );
    assert_eq!(
        h.json(&["odds", "--edition", "classic", "--seen", "5"])["pool_size"],
        149
    );
}

/// A family's own count of stars (`--deck-stars`, or `deck-stars` in the
/// config file) is the deck's, and the note says so; `--edition action`
/// without a game of Skyjo Action takes the config file's.
#[test]
fn odds_of_skyjo_action_with_a_familys_own_count_of_stars() {
    let h = History::new();
    h.ok(&[
        "new",
        "Anna",
        "Bertil",
        "--edition",
        "action",
        "--deck-stars",
        "12",
    ]);
    let odds = h.json(&["odds"]);
    assert_eq!(odds["pool_size"], 117);
    assert_eq!(odds["deck"]["own_stars"], true);
    assert_eq!(f(&odds["stars"]["p_next"]), 12.0 / 117.0);
    let text = h.ok(&["odds"]).replace("\n  ", " ");
    assert!(
        text.contains("Skyjo Action, your stars, other counts assumed: 117 cards, 12 of them stars; action cards left out."),
        "{text}"
    );
    // No game: the classic deck, unless --edition action says otherwise.
    let fresh = History::new();
    assert!(fresh.json(&["odds"]).get("stars").is_none());
    assert!(fresh.json(&["odds"]).get("deck").is_none());
    let action = fresh.json(&["odds", "--edition", "action", "--seen", "* 9"]);
    assert_eq!(
        (&action["pool_size"], &action["stars"]["left"]),
        (&serde_json::json!(118), &serde_json::json!(14))
    );
    std::fs::create_dir_all(crate::common::config_path(&fresh.path).parent().unwrap()).unwrap();
    std::fs::write(crate::common::config_path(&fresh.path), "deck-stars = 13\n").unwrap();
    assert_eq!(
        fresh.json(&["odds", "--edition", "action"])["pool_size"],
        118
    );
    // A classic game's list takes no star.
    let classic = History::with_game();
    assert_eq!(
        classic.fails(&["seen", "9", "*"]),
        "error: a star (*) is no card of the classic deck: only Skyjo Action has stars"
    );
    assert_eq!(classic.json(&["seen"])["seen"], serde_json::json!([]));
}

/// `risk` plays only the classic game: on a round of Skyjo Action it refuses,
/// in one line, whichever way the game is known, and writes nothing.
#[test]
fn risk_refuses_a_round_of_skyjo_action() {
    let h = History::new();
    h.ok(&["new", "Anna", "Bertil", "--edition", "action"]);
    h.ok(&["seen", "5"]);
    let why = "knows only the classic game: a star stands in for any card of its line, and action cards change the turns";
    assert_eq!(
        h.fails(&["risk", "--me", "10", "Bertil=3:4"]),
        format!(
            "error: game 1 (the current game) is Skyjo Action, and risk {why} (for a round of the classic game, add --edition classic)"
        )
    );
    assert_eq!(
        h.fails(&["risk", "--as", "Anna", "--me", "10", "Bertil=3:4"]),
        format!("error: game 1 is Skyjo Action, and risk {why}")
    );
    // --as with the game's rules: a flag does not make it classic.
    assert!(
        h.fails(&[
            "risk",
            "--as",
            "Anna",
            "--me",
            "10",
            "Bertil=3:4",
            "--edition",
            "classic"
        ])
        .starts_with("error: game 1 is Skyjo Action")
    );
    assert_eq!(
        History::new().fails(&["risk", "--edition", "action", "--me", "10", "B=3:4"]),
        "error: risk knows only the classic game, not Skyjo Action: a star stands in for any card of its line, and action cards change the turns"
    );
    assert!(
        h.fails(&["--lang", "sv", "risk", "--me", "10", "Bertil=3:4"])
            .starts_with("fel: parti 1 (det aktuella partiet) är Skyjo Action, och risk kan bara räkna på det klassiska spelet")
    );
    // A round of the classic game while the current game is one of Skyjo
    // Action: --edition classic says so, and the list's 5 is counted.
    let risk = h.json(&[
        "risk",
        "--edition",
        "classic",
        "--me",
        "10",
        "Bertil=3:4",
        "--last-turn",
        "none",
    ]);
    assert_eq!(risk["seen_game"], 1);
    assert_eq!(risk["pool_size"], 149);
    // A classic current game is as before.
    let classic = History::with_game();
    assert_eq!(
        classic.json(&["risk", "--me", "10", "B=3:4", "--last-turn", "none"])["pool_size"],
        150
    );
}
