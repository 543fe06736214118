//! Swedish and Danish through the real binary: the score sheet, the
//! explanation, errors; chosen by --lang or the locale; JSON stays English.

mod common;

use common::History;

fn with_round() -> History {
    let h = History::new();
    h.ok(&["new", "Anna", "Bertil", "Cecilia"]);
    h.ok(&[
        "round",
        "--closer",
        "Anna",
        "Anna=1 0 3 4 / -2 2 5 0 / 1 3 0 2",
        "Bertil=x9 1 2 3 / x9 2 1 1 / x9 1 2 1",
        "Cecilia=22",
    ]);
    h
}

#[test]
fn the_score_sheet_in_swedish_and_danish() {
    let h = with_round();
    let sv = h.ok(&["show", "--lang", "sv"]);
    assert!(sv.starts_with("Protokoll, parti 1 · "), "{sv}");
    assert!(
        sv.contains("Runda") && sv.contains("Totalt") && sv.contains("Kvar till 100"),
        "{sv}"
    );
    assert!(sv.contains("Leder: Bertil med 14."), "{sv}");
    assert!(
        sv.contains("Nästa runda: Anna börjar (avslutade runda 1)."),
        "{sv}"
    );
    let da = h.ok(&["show", "--lang", "da"]);
    assert!(
        da.starts_with("Scoreblok, spil 1 · ")
            && da.contains("I alt")
            && da.contains("Fører: Bertil med 14."),
        "{da}"
    );
}

#[test]
fn the_explanation_in_swedish_and_danish() {
    let h = with_round();
    let sv = h.ok(&["show", "--explain", "1", "--lang", "sv"]);
    assert!(sv.contains("Anna (avslutade rundan)"), "{sv}");
    assert!(
        sv.contains("kolumn 1 (tre 9:or), borttagen under spelet"),
        "{sv}"
    );
    assert!(
        sv.contains("Dubblering: Anna avslutade med 19, Bertil har 14: inte lägst, 19 x 2 = 38"),
        "{sv}"
    );
    let da = h.ok(&["show", "--explain", "1", "--lang", "da"]);
    assert!(
        da.contains("Fordobling: Anna afsluttede med 19, Bertil har 14: ikke lavest, 19 x 2 = 38"),
        "{da}"
    );
    assert!(da.contains("gitter:"), "{da}");
}

#[test]
fn errors_in_swedish_and_danish_and_the_locale_decides() {
    let h = with_round();
    let sv = h.fails(&[
        "round",
        "--lang",
        "sv",
        "--closer",
        "Anna",
        "Anna=1 2 3",
        "Bertil=1",
        "Cecilia=2",
    ]);
    assert_eq!(
        sv,
        "fel: rutnätet för Anna har 3 kort; ett rutnät har 12 (3 rader om 4), skriv borttagna kort som x"
    );
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_skyjo"))
        .args(["--db"])
        .arg(&h.path)
        .args([
            "round",
            "--closer",
            "Dora",
            "Anna=1",
            "Bertil=1",
            "Cecilia=2",
        ])
        .env("LANG", "da_DK.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .unwrap();
    let da = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        da.trim_end(),
        "fejl: den, der afsluttede, Dora, er ikke med i spil 1 (Anna, Bertil, Cecilia); kontrollér stavningen"
    );
    let en = h.fails(&[
        "round",
        "--lang",
        "en",
        "--closer",
        "Dora",
        "Anna=1",
        "Bertil=1",
        "Cecilia=2",
    ]);
    assert!(
        en.starts_with("error: the closer Dora is not in game 1"),
        "{en}"
    );
}

#[test]
fn json_stays_english_in_every_language() {
    let h = with_round();
    let sv = h.json(&["show", "--explain", "1", "--lang", "sv"]);
    let en = h.json(&["show", "--explain", "1", "--lang", "en"]);
    assert_eq!(sv, en);
    assert_eq!(
        sv["doubling"]["explanation"],
        "Anna closed with 19, Bertil has 14: not lowest, 19 x 2 = 38"
    );
}

/// Every kind of bad input the other suites try, in Swedish and Danish: each
/// error must come out translated (not left in English), as one line.
#[test]
fn every_error_is_translated() {
    let h = with_round();
    h.ok(&["new", "Dora", "Erik", "--rounds", "1"]);
    h.ok(&["round", "--closer", "Dora", "Dora=3", "Erik=9"]);
    let dir = tempfile::tempdir().unwrap();
    let notes = dir.path().join("notes.json");
    std::fs::write(&notes, r#"{"hello": 1}"#).unwrap();
    let notes = notes.to_str().unwrap();
    let cases: Vec<Vec<&str>> = vec![
        vec![
            "round",
            "--game",
            "1",
            "--closer",
            "Anna",
            "Anna=1 2 3 4 / 5 6 7 8 / 9 10 11",
            "Bertil=1",
            "Cecilia=2",
        ],
        vec![
            "round",
            "--game",
            "1",
            "--closer",
            "Anna",
            "Anna=1 2 3 13 / 5 6 7 8 / 1 2 3 4",
            "Bertil=1",
            "Cecilia=2",
        ],
        vec![
            "round",
            "--game",
            "1",
            "--closer",
            "Anna",
            "Anna=1 2 3 four / 5 6 7 8 / 1 2 3 4",
            "Bertil=1",
            "Cecilia=2",
        ],
        vec![
            "round",
            "--game",
            "1",
            "--closer",
            "Anna",
            "Anna=x 2 3 4 / 5 6 7 8 / 1 2 3 4",
            "Bertil=1",
            "Cecilia=2",
        ],
        vec![
            "round",
            "--game",
            "1",
            "--closer",
            "Anna",
            "Anna=-2 -2 -2 0 / -2 0 0 1 / 1 1 1 1",
            "Bertil=-2 -2 0 0 / 1 2 1 3 / 2 4 2 5",
            "Cecilia=2",
        ],
        vec![
            "round",
            "--game",
            "1",
            "--closer",
            "Anna",
            "Anna=1",
            "Bertil=1",
            "Cecilia=2",
            "Dora=3",
        ],
        vec![
            "round", "--game", "1", "--closer", "Anna", "Anna=1", "Bertil=1",
        ],
        vec![
            "round",
            "--game",
            "1",
            "--closer",
            "Anna",
            "Anna=1",
            "Bertil=1",
            "bertil=2",
            "Cecilia=2",
        ],
        vec![
            "round",
            "--game",
            "1",
            "--closer",
            "Zed",
            "Anna=1",
            "Bertil=1",
            "Cecilia=2",
        ],
        vec!["round", "--game", "1", "Anna=1", "Bertil=1", "Cecilia=2"],
        vec![
            "round",
            "--game",
            "9",
            "--closer",
            "Anna",
            "Anna=1",
            "Bertil=1",
            "Cecilia=2",
        ],
        vec![
            "round",
            "--game",
            "1",
            "--closer",
            "Anna",
            "Anna=141",
            "Bertil=1",
            "Cecilia=2",
        ],
        vec![
            "round",
            "--game",
            "1",
            "--closer",
            "Anna",
            "Anna",
            "Bertil=1",
            "Cecilia=2",
        ],
        vec![
            "round", "--game", "2", "--closer", "Dora", "Dora=1", "Erik=2",
        ],
        vec!["undo", "--game", "1"],
        vec!["show", "1", "--explain", "5"],
        vec!["new", "Anna"],
        vec!["new", "Anna", "anna"],
        vec!["new", "A=1", "B"],
        vec!["score", "--closer", "Q", "A=1", "B=2"],
        vec!["stats", "Zelda"],
        vec!["stats", "--since", "2024-13-01"],
        vec!["stats", "--since", "2025-01-02", "--until", "2025-01-01"],
        vec!["rivalry", "Anna", "anna"],
        vec!["players", "merge", "Anna", "Bertil"],
        vec!["players", "rename", "Anna", "Bertil"],
        vec!["import", notes],
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
        vec!["edit", "1", "1", "--closer", "Anna", "Anna=1", "Bertil=2"],
        vec!["odds", "--seen", "-2 -2 -2 -2 -2 -2"],
        vec!["odds", "--draws", "-3"],
        vec!["odds", "--hidden", "200"],
        vec!["risk", "--me", "10", "B=? ? 3 / 4 5 6 7 / 1 2 3 4"],
        vec!["risk", "--me", "10", "B=14:13"],
        vec!["risk", "--me", "10", "B=5:2", "--discard", "13"],
        vec!["start", "--dealer", "Zed", "Anna=9 12", "Bertil=3 4"],
        vec!["start", "Anna=9 12", "Bertil=3 4"],
        vec!["deck", "check", "--cards", "1 2 x"],
        vec!["backup", h.path.to_str().unwrap()],
    ];
    for args in &cases {
        let en = h.fails(&[&["--lang", "en"], args.as_slice()].concat());
        for (lang, prefix) in [("sv", "fel: "), ("da", "fejl: ")] {
            let translated = h.fails(&[&["--lang", lang], args.as_slice()].concat());
            let english_part = en.trim_start_matches("error: ");
            assert!(
                translated.starts_with(prefix),
                "{lang} {args:?}: {translated}"
            );
            assert_ne!(
                translated.trim_start_matches(prefix),
                english_part,
                "{lang} {args:?} is not translated"
            );
        }
    }
}
