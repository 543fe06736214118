//! The chances to win on `status` and `show` (docs/chances.md), through the
//! real binary and a real history file.

use crate::common::History;

use serde_json::Value;

/// The whole percents of a chances line as a person reads them ("Chances to
/// win: Anna 25%, Bo 26 %"): one number per player, "under 1%" as 0 and
/// "over 99%" as 100.
fn percents_of_line(line: &str) -> Vec<u32> {
    let (_, list) = line.split_once(": ").unwrap_or_else(|| panic!("{line}"));
    list.split(", ")
        .map(|item| {
            let digits: String = item
                .rsplit(char::is_whitespace)
                .find(|w| w.chars().any(|c| c.is_ascii_digit()))
                .unwrap_or_else(|| panic!("{item}"))
                .chars()
                .filter(char::is_ascii_digit)
                .collect();
            if item.contains("under") {
                0
            } else if item.contains("over") || item.contains("över") {
                100
            } else {
                digits.parse().unwrap_or_else(|_| panic!("{item}"))
            }
        })
        .collect()
}

/// Four players before any round looked like 25%, 26%, 25%, 26% (102%), and
/// three after some rounds like 37 + 30 + 34 = 101%: a shared win counted
/// for each who shared it, and each chance rounded by itself. Now each is
/// the player's share of the one win, and the percents of `status` and
/// `show` add up to exactly 100 in every language, as their JSON does.
#[test]
fn the_chances_add_up_to_100_on_status_and_show_in_every_language() {
    let h = History::new();
    h.ok(&["new", "Mormor", "Lisa", "Pelle", "Søren"]);
    let rounds: [&[&str]; 3] = [
        &[],
        &["Mormor=10", "Lisa=25", "Pelle=12", "Søren=14"],
        &["Mormor=20", "Lisa=3", "Pelle=9", "Søren=7"],
    ];
    for entries in rounds {
        if !entries.is_empty() {
            let mut round = vec!["round", "--closer", "Pelle"];
            round.extend(entries);
            h.ok(&round);
        }
        let json = h.json(&["status"])["chances"].clone();
        let list = json.as_array().unwrap();
        let percent: Vec<u32> = list
            .iter()
            .map(|c| c["percent"].as_u64().unwrap() as u32)
            .collect();
        assert_eq!(percent.iter().sum::<u32>(), 100, "{json}");
        let share: f64 = list.iter().map(|c| c["share"].as_f64().unwrap()).sum();
        assert!((share - 1.0).abs() < 0.001, "{json}");
        for c in list {
            // A share is never more than the chance to win or share the win.
            assert!(c["share"].as_f64() <= c["p_win"].as_f64(), "{c}");
        }
        for lang in ["en", "sv", "da"] {
            for cmd in ["status", "show"] {
                let text = h.ok(&[cmd, "--lang", lang, "--wide"]);
                let line = text
                    .lines()
                    .find(|l| l.starts_with("Chan"))
                    .unwrap_or_else(|| panic!("{text}"));
                let shown = percents_of_line(line);
                assert_eq!(shown, percent, "{lang} {cmd}: {line}");
                assert_eq!(shown.iter().sum::<u32>(), 100, "{lang} {cmd}: {line}");
            }
        }
    }
}

fn chances(v: &Value) -> Vec<(String, f64)> {
    v["chances"]
        .as_array()
        .unwrap_or_else(|| panic!("no chances in {v}"))
        .iter()
        .map(|c| {
            (
                c["name"].as_str().unwrap().to_string(),
                c["p_win"].as_f64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn status_and_show_give_the_same_chances_in_seating_order_every_time() {
    let h = History::new();
    h.ok(&["new", "Mormor", "Lisa", "Pelle"]);
    h.ok(&[
        "round",
        "--closer",
        "Mormor",
        "Mormor=10",
        "Lisa=25",
        "Pelle=30",
    ]);
    h.ok(&[
        "round", "--closer", "Mormor", "Mormor=5", "Lisa=20", "Pelle=60",
    ]);
    let status = chances(&h.json(&["status"]));
    let names: Vec<&str> = status.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["Mormor", "Lisa", "Pelle"]);
    // 15, 45 and 90 of 100: Mormor is far ahead, Pelle nearly out.
    assert!(status[0].1 > 0.7, "{status:?}");
    assert!(
        status[0].1 > status[1].1 && status[1].1 > status[2].1,
        "{status:?}"
    );
    let sum: f64 = status.iter().map(|(_, p)| p).sum();
    assert!((0.999..1.1).contains(&sum), "{sum}");
    // The same numbers for everyone, on every screen.
    assert_eq!(status, chances(&h.json(&["status"])));
    assert_eq!(status, chances(&h.json(&["show"])));
    let text = h.ok(&["status"]);
    let line = text
        .lines()
        .find(|l| l.starts_with("Chances to win: "))
        .unwrap_or_else(|| panic!("{text}"));
    let percent: Vec<u64> = h.json(&["status"])["chances"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["percent"].as_u64().unwrap())
        .collect();
    let pct = |seat: usize| match percent[seat] {
        0 if status[seat].1 > 0.0 => "under 1%".to_string(),
        p => format!("{p}%"),
    };
    assert_eq!(
        line,
        format!(
            "Chances to win: Mormor {}, Lisa {}, Pelle {}",
            pct(0),
            pct(1),
            pct(2)
        )
    );
    assert!(
        text.contains("percentage points; 20,000 simulated games)"),
        "{text}"
    );
    assert!(h.ok(&["show"]).contains(line), "show");
    assert!(
        h.ok(&["status", "--lang", "sv"])
            .contains("Chans att vinna: Mormor ")
    );
    assert!(
        h.ok(&["show", "--lang", "da"])
            .contains("Chancen for at vinde: Mormor ")
    );
}

#[test]
fn a_finished_game_has_no_chances() {
    let h = History::new();
    h.ok(&["new", "Anna", "Bertil", "--target", "50"]);
    h.ok(&["round", "--closer", "Anna", "Anna=5", "Bertil=30"]);
    assert!(h.json(&["status"]).get("chances").is_some());
    h.ok(&["round", "--closer", "Anna", "Anna=5", "Bertil=30"]);
    let v = h.json(&["status"]);
    assert_eq!(v["game_over"], true);
    assert!(v.get("chances").is_none(), "{v}");
    assert!(h.json(&["show"]).get("chances").is_none());
    assert!(!h.ok(&["status"]).contains("Chances to win"));
}

#[test]
fn eight_players_fit_80_columns_in_every_language() {
    let h = History::new();
    let names = [
        "Annabel", "Bertil", "Cecilia", "Dorotea", "Eriksso", "Fridoli", "Gustavo", "Helenax",
    ];
    let mut args = vec!["new"];
    args.extend(names);
    h.ok(&args);
    let entries: Vec<String> = names
        .iter()
        .enumerate()
        .map(|(i, n)| format!("{n}={}", 5 + 3 * i))
        .collect();
    let mut round = vec!["round", "--closer", "Annabel"];
    round.extend(entries.iter().map(String::as_str));
    h.ok(&round);
    for lang in ["en", "sv", "da"] {
        for cmd in ["status", "show"] {
            let out = h.ok(&[cmd, "--lang", lang]);
            for name in names {
                assert!(out.contains(&format!("{name} ")), "{out}");
            }
            // The chances lines (the last three: the list wraps once) fit
            // 80 columns. (The score table above them is not this test's.)
            let lines: Vec<&str> = out.lines().collect();
            let start = lines
                .iter()
                .position(|l| l.starts_with("Chan"))
                .unwrap_or_else(|| panic!("{out}"));
            assert!(lines.len() - start >= 3, "{lang} {cmd}:\n{out}");
            assert!(
                lines[start..].iter().all(|l| l.chars().count() <= 80),
                "{lang} {cmd}:\n{out}"
            );
        }
    }
    assert_eq!(chances(&h.json(&["status"])).len(), 8);
}

fn game_of(v: &Value) -> (f64, Option<f64>, f64) {
    let g = &v["game"];
    (
        g["p_win_if_close"]
            .as_f64()
            .unwrap_or_else(|| panic!("{v}")),
        g["p_win_if_play_on"].as_f64(),
        g["p_game_ends_if_close"].as_f64().unwrap(),
    )
}

#[test]
fn risk_with_totals_is_exact_where_the_close_surely_ends_the_game() {
    let h = History::new();
    // Bertil ends at 6 or more (open 10, two face-down cards): 101 or more,
    // the game ends, and Anna at 15 is surely lowest.
    let args = [
        "risk",
        "--as",
        "Anna",
        "--totals",
        "Anna=10,Bertil=95",
        "--me",
        "5",
        "--last-turn",
        "none",
        "Bertil=10:2",
    ];
    assert_eq!(game_of(&h.json(&args)), (1.0, None, 1.0));
    // Surely not lowest: Anna at 99 closes at 30, Bertil ends at 46 at most.
    let args = [
        "risk",
        "--as",
        "Anna",
        "--totals",
        "Anna=99,Bertil=10",
        "--me",
        "30",
        "Bertil=10:2",
    ];
    assert_eq!(game_of(&h.json(&args)), (0.0, None, 1.0));
    // Far from the end, closing low is good but not sure.
    let args = [
        "risk",
        "--as",
        "Anna",
        "--totals",
        "Anna=20,Bertil=25",
        "--me",
        "3",
        "Bertil=10:4",
    ];
    let (win, play_on, ends) = game_of(&h.json(&args));
    assert!(win > 0.5 && win < 1.0, "{win}");
    assert_eq!((play_on, ends), (None, 0.0));
    let text = h.ok(&args);
    assert!(
        text.contains("If you (Anna) close now, your chance to win the game is "),
        "{text}"
    );
    assert!(text.contains("--grid"), "{text}");
    // The risk model itself is unchanged by the game.
    let plain = h.json(&["risk", "--me", "3", "Bertil=10:4"]);
    assert_eq!(plain["p_doubled"], h.json(&args)["p_doubled"]);
    assert!(plain.get("game").is_none());
}

#[test]
fn risk_with_the_current_game_compares_closing_and_playing_on() {
    let h = History::new();
    h.ok(&["new", "Mormor", "Lisa", "Pelle", "--doubling", "off"]);
    h.ok(&[
        "round",
        "--closer",
        "Mormor",
        "Mormor=30",
        "Lisa=40",
        "Pelle=45",
    ]);
    let args = [
        "risk",
        "--as",
        "mormor",
        "--me",
        "14",
        "--grid",
        "1 2 4 -1 / 0 1 ? 2 / 1 0 1 0",
        "--discard",
        "5",
        "Lisa=3 ? 5 ? / 2 4 1 6 / 0 2 ? 1",
        "Pelle=2 2 ? 1 / 0 ? 5 5 / 3 2 1 1",
    ];
    let v = h.json(&args);
    // The game's own rules: nobody is doubled.
    assert_eq!(v["p_doubled"], 0.0);
    let (close, play_on, ends) = game_of(&v);
    let play_on = play_on.expect("play on with every grid given");
    assert!(close > 0.0 && close < 1.0 && play_on > 0.0 && play_on < 1.0);
    // Only Lisa's three face-down cards all 12 or near it reach 100.
    assert!(ends < 0.01, "{ends}");
    assert_eq!(v, h.json(&args), "the same answer every time");
    let text = h.ok(&args);
    let verdict = if close >= play_on {
        "Close: your chance to win the game is "
    } else {
        "Play on: your chance to win the game is "
    };
    assert!(text.contains(verdict), "{text}");
    assert!(text.contains("plays as most players do"), "{text}");
    for lang in ["en", "sv", "da", "nb", "de", "fr"] {
        let mut with_lang = vec!["--lang", lang];
        with_lang.extend(args);
        let out = h.ok(&with_lang);
        assert!(
            out.lines().all(|l| l.chars().count() <= 80),
            "{lang}:\n{out}"
        );
    }
}

#[test]
fn risk_with_a_game_refuses_missing_unknown_and_doubled_names_in_one_line() {
    let h = History::new();
    h.ok(&["new", "Mormor", "Lisa", "Pelle"]);
    for (args, expected) in [
        (
            vec!["risk", "--as", "Mormor", "--me", "5", "Lisa=3:4"],
            "error: Pelle plays in the game: give their grid or VISIBLE:HIDDEN as Pelle=...",
        ),
        (
            vec![
                "risk", "--as", "Mormor", "--me", "5", "Lisa=3:4", "Olle=3:4",
            ],
            "error: Olle is not a player of the game (Mormor, Lisa, Pelle); check the spelling",
        ),
        (
            vec!["risk", "--as", "Mor", "--me", "5", "Lisa=3:4", "Pelle=3:4"],
            "error: Mor is not a player of the game",
        ),
        (
            vec!["risk", "--as", "Lisa", "--me", "5", "Lisa=3:4", "Pelle=3:4"],
            "error: Lisa is you (--as)",
        ),
        (
            vec!["risk", "--game", "1", "--me", "5", "Lisa=3:4"],
            "error: --game, --totals and --grid are for risk with a game",
        ),
        (
            vec![
                "risk", "--as", "A", "--totals", "A=1,B=x", "--me", "5", "B=3:4",
            ],
            "error: B=x: a total is a whole number",
        ),
    ] {
        let err = h.fails(&args);
        assert!(err.starts_with(expected), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

/// A game of Skyjo Action has no chances to win: the simulation plays the
/// classic game. `status` and `show` say so in one line, their JSON has no
/// `chances`, and the report forecasts none of its rounds.
#[test]
fn a_game_of_skyjo_action_has_no_chances_to_win() {
    let h = History::new();
    h.ok(&["new", "Anna", "Bertil", "--edition", "action"]);
    let line = "Chances to win: not worked out for Skyjo Action (only classic Skyjo is simulated).";
    for screen in ["status", "show"] {
        let text = h.ok(&["--wide", screen]);
        assert!(text.contains(line), "{screen}: {text}");
        assert!(!text.contains("simulated games"), "{screen}: {text}");
        assert!(h.json(&[screen]).get("chances").is_none(), "{screen}");
    }
    assert!(h.ok(&["--lang", "sv", "--wide", "status"]).contains(
        "Chans att vinna: räknas inte ut för Skyjo Action (bara klassiskt Skyjo simuleras)."
    ));
    assert!(h.ok(&["--lang", "da", "--wide", "show"]).contains(
        "Chancen for at vinde: regnes ikke ud for Skyjo Action (kun klassisk Skyjo simuleres)."
    ));
    h.ok(&["round", "--closer", "Bertil", "Anna=50", "Bertil=10"]);
    assert!(h.ok(&["--wide", "status"]).contains(line));
    h.ok(&["round", "--closer", "Bertil", "Anna=60", "Bertil=0"]);
    // Over: neither chances nor the line.
    assert!(!h.ok(&["status"]).contains("Chances to win"));
    // The report: the same two rounds of the classic game are forecast after
    // round 1, those of Skyjo Action are not.
    h.ok(&["new", "Anna", "Bertil"]);
    h.ok(&["round", "--closer", "Bertil", "Anna=50", "Bertil=10"]);
    h.ok(&["round", "--closer", "Bertil", "Anna=60", "Bertil=0"]);
    let page = h.ok(&["report", "--out", "-"]);
    assert_eq!(page.matches("class=\"chances\"").count(), 1, "{page}");
}
