//! Every screen as the family sees it: in every language (en, sv, da, nb, de, fr), with colour on
//! (`--color always`) and off, at 80 columns. With the escape codes removed
//! both give the same text, and no line is wider than 80 columns as a
//! terminal shows it (a wide character such as `李` takes 2, a combining
//! accent 0), measured here with `unicode-width`, not with our own layout.
//! At 40 columns, prose breaks only between words.

use crate::common;

use std::path::Path;
use std::process::Output;

use unicode_width::UnicodeWidthStr;

const LANGS: [&str; 6] = ["en", "sv", "da", "nb", "de", "fr"];

/// `René` with a combining accent, as some keyboards send it.
const RENEE: &str = "Rene\u{301}e";

fn run(db: &Path, columns: &str, colour: bool, args: &[&str]) -> Output {
    let mut cmd = common::skyjo(db);
    cmd.env("COLUMNS", columns);
    if colour {
        cmd.env_remove("NO_COLOR").arg("--color").arg("always");
    } else {
        cmd.arg("--color").arg("never");
    }
    common::output(cmd.args(args))
}

fn ok(db: &Path, args: &[&str]) {
    let out = run(db, "80", false, args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Text without its escape codes (CSI sequences: ESC [ ... final byte).
fn strip(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            if chars.next() == Some('[') {
                for c in chars.by_ref() {
                    if ('\x40'..='\x7e').contains(&c) {
                        break;
                    }
                }
            }
            continue;
        }
        out.push(c);
    }
    out
}

fn widest(text: &str) -> (usize, String) {
    text.lines()
        .map(|l| (l.width(), l.to_string()))
        .max_by_key(|(w, _)| *w)
        .unwrap_or_default()
}

/// A history with the names families have: eight players of 9 letters and
/// fewer, a game with `李小龙` and a `Renée` typed with a combining accent,
/// a doubled closer, a correction, an abandoned game and cards seen.
fn history() -> common::History {
    let h = common::History::new();
    let db = &h.path;
    let mut new = vec!["new"];
    new.extend(common::EIGHT_PLAYERS);
    ok(db, &new);
    ok(
        db,
        &[
            "round",
            "--closer",
            "Bertil",
            "Margareta=10",
            "Bertil=3 4 5 6 / 1 2 3 4 / 0 0 1 9",
            "Cecilia=20",
            "Dorotea=5",
            "Elisabet=30",
            "Fredrik=2",
            "Gunhild=11",
            "Henrietta=7",
        ],
    );
    ok(db, &["new", "Anna", "Bo"]);
    ok(db, &["abandon"]);
    ok(db, &["new", "李小龙", RENEE, "Bertil", "--yes"]);
    let renee = format!("{RENEE}=14");
    ok(
        db,
        &[
            "round",
            "--closer",
            "Bertil",
            "李小龙=10",
            &renee,
            "Bertil=19",
        ],
    );
    ok(
        db,
        &[
            "round",
            "--closer",
            "李小龙",
            "李小龙=3",
            "Bertil=25",
            &renee,
        ],
    );
    let fixed = format!("{RENEE}=15");
    ok(db, &["edit", "3", "1", &fixed]);
    ok(db, &["seen", "9", "9", "-2", "12"]);
    h
}

/// Every screen of the list, by a short name.
fn screens() -> Vec<(&'static str, Vec<String>)> {
    let v = |args: &[&str]| args.iter().map(|a| a.to_string()).collect::<Vec<_>>();
    vec![
        ("demo", v(&["demo"])),
        ("sheet of 8", v(&["show", "1"])),
        ("sheet 李", v(&["show", "3"])),
        ("abandoned", v(&["show", "2"])),
        ("status", v(&["status"])),
        ("explain", v(&["show", "3", "--explain", "1"])),
        ("chart", v(&["show", "3", "--chart"])),
        ("games", v(&["games"])),
        ("stats", v(&["stats"])),
        ("stats NAME", v(&["stats", "Bertil"])),
        ("rivalry", v(&["rivalry", "Bertil", "李小龙"])),
        ("ratings", v(&["ratings"])),
        ("players", v(&["players"])),
        ("log", v(&["log"])),
        (
            "odds",
            v(&["odds", "--seen", "9 9 12", "--draws", "3", "--hidden", "4"]),
        ),
        (
            "risk",
            v(&[
                "risk",
                "--me",
                "10",
                "B=3 ? ? 9 / ? 9 ? ? / 2 ? 0 9",
                "C=14:3",
                "--seed",
                "1",
            ]),
        ),
        ("start", v(&["start"])),
        (
            "start round 1",
            v(&[
                "start",
                "--dealer",
                "Margareta",
                "Margareta=9 12",
                "Henrietta=3 4",
                "李小龙=12 12",
            ]),
        ),
        ("seen", v(&["seen"])),
        (
            "deck check",
            v(&["deck", "check", "--cards", "-2*5 -1*10 0*15"]),
        ),
        ("config", v(&["config"])),
    ]
}

/// Errors: each is a line on stderr (fitted when COLUMNS is given).
fn errors() -> Vec<(&'static str, Vec<String>)> {
    let v = |args: &[&str]| args.iter().map(|a| a.to_string()).collect::<Vec<_>>();
    vec![
        (
            "closer not in game",
            v(&["round", "--closer", "Margareta", "Bertil=1"]),
        ),
        (
            "13 cards",
            v(&[
                "score",
                "--closer",
                "A",
                "A=1 2 3 4 / 5 6 7 8 / 9 10 11 12 13",
                "B=4",
            ]),
        ),
        ("no player", v(&["stats", "Henriette-Margareta"])),
    ]
}

#[test]
fn every_screen_fits_80_columns_with_colour_on_and_off() {
    let h = history();
    let mut problems = Vec::new();
    for lang in LANGS {
        for (name, args) in screens() {
            let mut all = vec!["--lang", lang];
            all.extend(args.iter().map(String::as_str));
            let on = run(&h.path, "80", true, &all);
            let off = run(&h.path, "80", false, &all);
            assert!(
                on.status.success(),
                "{lang} {name}: {}",
                String::from_utf8_lossy(&on.stderr)
            );
            let (on, off) = (
                String::from_utf8(on.stdout).unwrap(),
                String::from_utf8(off.stdout).unwrap(),
            );
            // `config` shows the colour setting itself: always, never.
            if name != "config" && strip(&on) != off {
                problems.push(format!(
                    "{lang} {name}: colour changes the text\n{on}\n{off}"
                ));
            }
            let (width, line) = widest(&strip(&on));
            if width > 80 {
                problems.push(format!("{lang} {name}: {width} columns: {line}"));
            }
        }
        // A config file with a setting unknown (none near it, so the error
        // lists them all): its error fits too.
        let config = h.path.with_file_name("bad.toml");
        std::fs::write(&config, "lang = \"da\"\nfarve = \"never\"\n").unwrap();
        let config = config.display().to_string();
        let mut with_config = errors();
        with_config.push(("config", vec!["--config".into(), config, "status".into()]));
        for (name, args) in with_config {
            let mut all = vec!["--lang", lang];
            all.extend(args.iter().map(String::as_str));
            let out = run(&h.path, "80", true, &all);
            assert_eq!(out.status.code(), Some(1), "{lang} {name}");
            let err = String::from_utf8(out.stderr).unwrap();
            let (width, line) = widest(&strip(&err));
            if width > 80 {
                problems.push(format!("{lang} {name}: {width} columns: {line}"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The colour codes take no room: the sheet a colour terminal shows is the
/// one without colour (`19 x2 = 38*`, the label on one line), not the
/// compact one.
#[test]
fn colour_does_not_squeeze_the_sheet() {
    let h = common::History::new();
    ok(&h.path, &["new", "Anna", "Bertil", "Cecilia"]);
    ok(
        &h.path,
        &[
            "round",
            "--closer",
            "Bertil",
            "Anna=10",
            "Bertil=19",
            "Cecilia=12",
        ],
    );
    for lang in LANGS {
        let on = run(&h.path, "80", true, &["--lang", lang, "show"]);
        let on = strip(&String::from_utf8(on.stdout).unwrap());
        assert!(on.contains("19 x2 = 38*"), "{lang}:\n{on}");
        let label = match lang {
            "en" => "To 100",
            "sv" => "Kvar till 100",
            "da" => "Tilbage til 100",
            "nb" => "Igjen til 100",
            "de" => "Noch bis 100",
            _ => "Reste",
        };
        assert!(on.contains(label), "{lang}:\n{on}");
    }
}

/// Eight players with long names: at 80 columns the names are shortened
/// with `…` in the header and given in full under the table; at 100
/// columns and with --wide, the names are whole.
#[test]
fn eight_long_names_fit_80_columns_and_are_whole_at_100() {
    let h = history();
    for lang in LANGS {
        let narrow = run(&h.path, "80", true, &["--lang", lang, "show", "1"]);
        let narrow = strip(&String::from_utf8(narrow.stdout).unwrap());
        assert!(widest(&narrow).0 <= 80, "{narrow}");
        assert!(narrow.contains('…'), "{narrow}");
        for name in ["Margareta", "Henrietta", "Elisabet"] {
            assert!(
                narrow.contains(&format!("= {name}")),
                "{lang}: {name} in full\n{narrow}"
            );
        }
        for (columns, extra) in [("100", None), ("80", Some("--wide"))] {
            let mut args = vec!["--lang", lang, "show", "1"];
            args.extend(extra);
            let wide = run(&h.path, columns, true, &args);
            let wide = strip(&String::from_utf8(wide.stdout).unwrap());
            assert!(!wide.contains('…'), "{wide}");
            assert!(
                wide.contains("┆Margareta ┆") || wide.contains("┆ Margareta ┆"),
                "{wide}"
            );
            assert!(!wide.contains("= Margareta"), "{wide}");
            assert!(wide.contains("Henrietta"), "{wide}");
        }
    }
}

/// At 40 columns, prose is broken between words only: the same words as
/// on one long line (--wide), in the same order, and no line over 40.
#[test]
fn prose_breaks_between_words_at_40_columns() {
    let h = history();
    let prose: [&[&str]; 4] = [
        &["status"],
        &["show", "3", "--explain", "1"],
        &["start"],
        &[
            "start",
            "--dealer",
            "Margareta",
            "Margareta=9 12",
            "Henrietta=3 4",
            "李小龙=12 12",
        ],
    ];
    for lang in LANGS {
        for args in prose {
            let mut all = vec!["--lang", lang];
            all.extend(args);
            let narrow = String::from_utf8(run(&h.path, "40", true, &all).stdout).unwrap();
            all.push("--wide");
            let whole = String::from_utf8(run(&h.path, "40", true, &all).stdout).unwrap();
            let (narrow, whole) = (strip(&narrow), strip(&whole));
            let words = |t: &str| t.split_whitespace().map(str::to_string).collect::<Vec<_>>();
            assert_eq!(words(&narrow), words(&whole), "{lang} {args:?}");
            let (width, line) = widest(&narrow);
            assert!(width <= 40, "{lang} {args:?}: {width}: {line}\n{narrow}");
        }
        for (name, args) in errors() {
            let mut all = vec!["--lang", lang];
            all.extend(args.iter().map(String::as_str));
            let narrow = String::from_utf8(run(&h.path, "40", false, &all).stderr).unwrap();
            let whole = String::from_utf8(run(&h.path, "400", false, &all).stderr).unwrap();
            assert_eq!(whole.lines().count(), 1, "{whole}");
            let words = |t: &str| t.split_whitespace().map(str::to_string).collect::<Vec<_>>();
            assert_eq!(words(&narrow), words(&whole), "{lang} {name}");
            assert!(widest(&narrow).0 <= 40, "{lang} {name}:\n{narrow}");
            // The continuation is indented as everywhere else.
            for line in narrow.lines().skip(1) {
                assert!(line.starts_with("  "), "{lang} {name}:\n{narrow}");
            }
        }
    }
}

/// The explanation at 80 columns, in every language, for rounds whose
/// doubling line wraps (long names, every verdict): no line is a number
/// standing alone, no line says "removed" twice, and a line of Skyjo Action
/// with a star says its own cards and its star ("three 7s and a star").
#[test]
fn an_explanation_at_80_columns_has_no_bare_number_and_says_removed_once() {
    let h = common::History::new();
    let grids = [
        "Margareta-Elisabeth=5 2 8 6 / 5 2 3 7 / 5 3 2 2",
        "Jørgen-Christoffer=x 1 2 3 / x 4 5 6 / x 7 8 9",
        "Åse-Marie=10 10 10 1 / 1 1 2 2 / 3 3 3 3",
    ];
    let rounds: [&[&str]; 4] = [
        // Alone lowest, not doubled.
        &["--closer", "Margareta-Elisabeth"],
        // A tie for lowest: doubled.
        &[
            "--closer",
            "Margareta-Elisabeth",
            "--doubling",
            "tie-doubles",
        ],
        // Not lowest: doubled.
        &["--closer", "Åse-Marie"],
        // A tie is safe in this game.
        &["--closer", "Jørgen-Christoffer", "--doubling", "tie-safe"],
    ];
    let removed = |lang: &str| match lang {
        "sv" => "borttagen",
        "da" => "fjernet",
        _ => "removed",
    };
    for lang in LANGS {
        for flags in rounds {
            let mut args = vec!["--lang", lang, "score"];
            args.extend(flags);
            args.extend(grids);
            let out = run(&h.path, "80", true, &args);
            let text = strip(&String::from_utf8(out.stdout).unwrap());
            assert!(out.status.success(), "{lang} {flags:?}: {text}");
            for line in text.lines() {
                assert!(
                    line.trim().parse::<i32>().is_err(),
                    "{lang} {flags:?}: a bare number:\n{text}"
                );
                assert!(line.chars().count() <= 80, "{lang}: {line}");
                assert!(
                    line.matches(removed(lang)).count() <= 1,
                    "{lang}: '{}' twice: {line}",
                    removed(lang)
                );
            }
        }
        let out = run(
            &h.path,
            "200",
            false,
            &[
                "--lang",
                lang,
                "score",
                "--edition",
                "action",
                "--closer",
                "Åsa",
                "Åsa=7 7 7 * / 1 2 3 4 / * * * *",
                "Björn=1 2 3 4 / 5 6 7 8 / 9 10 11 12",
            ],
        );
        let text = String::from_utf8(out.stdout).unwrap();
        let (star_row, stars_row) = match lang {
            "sv" => (
                "rad 1 (tre sjuor och en stjärna), när korten vändes upp på slutet",
                "rad 3 (fyra stjärnor), när korten vändes upp på slutet",
            ),
            "da" => (
                "række 1 (tre syvere og en stjerne), da kortene blev vendt til sidst",
                "række 3 (fire stjerner), da kortene blev vendt til sidst",
            ),
            "nb" => ("rad 1 (tre sjuere og en stjerne)", "rad 3 (fire stjerner)"),
            "de" => (
                "Reihe 1 (drei Siebenen mit einem Stern), beim Aufdecken am Ende",
                "Reihe 3 (vier Sterne), beim Aufdecken am Ende",
            ),
            "fr" => (
                "ligne 1 (trois 7 et une étoile), en fin de manche",
                "ligne 3 (quatre étoiles), en fin de manche",
            ),
            _ => (
                "row 1 (three 7s and a star), at the final reveal",
                "row 3 (four stars), at the final reveal",
            ),
        };
        assert!(text.contains(star_row), "{lang}:\n{text}");
        assert!(text.contains(stars_row), "{lang}:\n{text}");
    }
}

/// Issue 48: a name of 24 letters (the longest a name may be) and a long one
/// with a hyphen. `games` grew to 88 columns and cut its heading ("Resu" over
/// "lt"); the sheet of eight put "To" over "100". At 80 columns both fit,
/// with whole words: the headings whole, the long names whole in the list
/// of players, "To 100" on one line.
#[test]
fn long_names_keep_games_and_the_sheet_in_80_columns_with_whole_words() {
    let h = common::History::new();
    let long = "Maximiliane-Henriette";
    let longest = "Bartholomew-Fitzgerald-X";
    ok(
        &h.path,
        &[
            "new", long, "Bertil", "Cecilia", "Dorotea", "Elisabet", "Fredrik", "Gunhild", longest,
        ],
    );
    let scores = [
        format!("{long}=21"),
        "Bertil=4".into(),
        "Cecilia=9".into(),
        "Dorotea=30".into(),
        "Elisabet=-2".into(),
        "Fredrik=18".into(),
        "Gunhild=11".into(),
        format!("{longest}=-10"),
    ];
    let mut round = vec!["round", "--closer", "Bertil"];
    round.extend(scores.iter().map(String::as_str));
    ok(&h.path, &round);
    ok(&h.path, &["new", longest, long]);
    ok(
        &h.path,
        &[
            "round",
            "--closer",
            long,
            &format!("{longest}=-10"),
            &format!("{long}=-10"),
        ],
    );
    for lang in LANGS {
        let games = run(&h.path, "80", false, &["--lang", lang, "games"]);
        let games = String::from_utf8(games.stdout).unwrap();
        assert!(
            widest(&games).0 <= 80,
            "{lang}: {}\n{games}",
            widest(&games).0
        );
        // The list of players keeps every name whole, on a line of its own
        // if need be.
        assert!(
            games.contains(long) && games.contains(longest),
            "{lang}\n{games}"
        );
    }
    let games = run(&h.path, "80", false, &["games"]);
    let games = String::from_utf8(games.stdout).unwrap();
    let heading = games.lines().nth(1).unwrap();
    for word in ["Game", "Played", "Players (total)", "Rounds", "Result"] {
        assert!(heading.contains(word), "{heading}\n{games}");
    }
    let sheet = run(&h.path, "80", false, &["show", "1"]);
    let sheet = String::from_utf8(sheet.stdout).unwrap();
    assert!(widest(&sheet).0 <= 80, "{sheet}");
    assert!(sheet.contains("│ To 100 ┆"), "{sheet}");
}
