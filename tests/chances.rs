//! The chances to win on `status` and `show` (docs/chances.md), through the
//! real binary and a real history file.

mod common;

use common::History;
use serde_json::Value;

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
    let pct = |p: f64| match p {
        p if p > 0.0 && p < 0.005 => "under 1%".to_string(),
        p => format!("{}%", (p * 100.0).round()),
    };
    assert_eq!(
        line,
        format!(
            "Chances to win: Mormor {}, Lisa {}, Pelle {}",
            pct(status[0].1),
            pct(status[1].1),
            pct(status[2].1)
        )
    );
    assert!(
        text.contains("percentage points; 20000 simulated games)"),
        "{text}"
    );
    assert!(h.ok(&["show"]).contains(line), "show");
    assert!(
        h.ok(&["status", "--lang", "sv"])
            .contains("Chans att vinna: Mormor ")
    );
    assert!(
        h.ok(&["show", "--lang", "da"])
            .contains("Chance for at vinde: Mormor ")
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
