//! Swedish and Danish through the real binary: the score sheet, the
//! explanation, errors; chosen by --lang or the locale; JSON stays English.

use crate::common;
use crate::common::{History, RunOutput};

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

/// `--help` lists the commands in the language chosen as everything else
/// is: the flag, then SKYJO_LANG, then the config file, then the locale.
#[test]
fn help_lists_the_commands_in_the_chosen_language() {
    let h = History::new();
    let help = |env: &[(&str, &str)], args: &[&str]| -> String {
        let mut cmd = common::skyjo(&h.path);
        cmd.env("LANG", "C")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("COLUMNS", "80");
        for (k, v) in env {
            cmd.env(k, v);
        }
        let out = common::output(cmd.args(args));
        assert!(out.status.success(), "{args:?}");
        let text = String::from_utf8(out.stdout).unwrap();
        // Wrapped to the terminal's 80 columns, in any language.
        for line in text.lines() {
            assert!(line.chars().count() <= 80, "{args:?}: {line}");
        }
        text
    };
    let line = |text: &str, command: &str| -> String {
        let start = format!("  {command} ");
        text.lines()
            .find(|l| l.starts_with(&start))
            .unwrap_or_else(|| panic!("{command} in {text}"))
            .trim_start_matches(&start)
            .trim()
            .to_string()
    };
    let english = help(&[], &["--help"]);
    assert_eq!(
        line(&english, "new"),
        "Start a game; it becomes the current game"
    );
    let swedish = help(&[], &["--lang", "sv", "--help"]);
    assert!(swedish.starts_with("Poängprotokoll, regeldomare och historik"));
    assert_eq!(
        line(&swedish, "new"),
        "Starta ett parti; det blir det aktuella partiet"
    );
    assert_eq!(line(&swedish, "show"), "Visa ett partis protokoll");
    let danish = help(&[("SKYJO_LANG", "da")], &["players", "--help"]);
    assert_eq!(
        line(&danish, "rename"),
        "Giv en spiller et andet navn (i alle spil)"
    );
    let danish = help(&[("LANG", "da_DK.UTF-8")], &["help", "deck"]);
    assert!(
        danish.starts_with("Tæl en fysisk bunke mod bunken på 150 kort\n"),
        "{danish}"
    );
    // The family's config file says Swedish; the flag still wins.
    let dir = h.path.parent().unwrap();
    std::fs::create_dir_all(dir.join("skyjo")).unwrap();
    std::fs::write(dir.join("skyjo/config.toml"), "lang = \"sv\"\n").unwrap();
    let swedish = help(&[], &["--help"]);
    assert_eq!(
        line(&swedish, "games"),
        "Lista partierna i historiken, det senaste först"
    );
    let english = help(&[], &["--help", "--lang=en"]);
    assert_eq!(
        line(&english, "games"),
        "List the games in the history, newest first"
    );
    // The line of `docs` names every document `skyjo docs` lists, in its
    // order (sync and advise were left out), in every language.
    let listed: Vec<String> = help(&[], &["docs", "--lang=en"])
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix("skyjo docs "))
        .map(|l| l.split_whitespace().next().unwrap().to_string())
        .collect();
    assert!(listed.len() >= 12, "{listed:?}");
    for (lang, words) in [
        ("en", "Read a document of the manual:"),
        ("sv", "Läs ett dokument ur handboken:"),
        ("da", "Læs et dokument i håndbogen:"),
    ] {
        let text = help(&[], &["--help", "--lang", lang]);
        let start = text.find("\n  docs ").unwrap() + "\n  docs ".len();
        let end = text[start..].find("\n  completions ").unwrap() + start;
        let about = text[start..end]
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        assert_eq!(about, format!("{words} {}", listed.join(", ")), "{lang}");
    }
}

#[test]
fn the_score_sheet_in_swedish_and_danish() {
    let h = with_round();
    let sv = h.ok(&["show", "--lang", "sv"]);
    assert!(sv.starts_with("Protokoll, parti 1 · "), "{sv}");
    assert!(
        sv.contains("Runda") && sv.contains("Summa") && sv.contains("Kvar till 100"),
        "{sv}"
    );
    assert!(sv.contains("I ledning: Bertil med 14."), "{sv}");
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
    assert!(sv.contains("kolumn 1 (tre nior), under spelet"), "{sv}");
    assert!(
        sv.contains(
            "Dubblering: Anna avslutade med 19; Bertil har 14: inte lägst, dubbleras till 38"
        ),
        "{sv}"
    );
    let da = h.ok(&["show", "--explain", "1", "--lang", "da"]);
    assert!(
        da.contains(
            "Fordobling: Anna afsluttede med 19; Bertil har 14: Anna er ikke lavest og\n  fordobles til 38"
        ),
        "{da}"
    );
    assert!(da.contains("gitter:"), "{da}");
}

/// The words a native reader of Swedish and of Danish chose (issue 24):
/// what the screens say, in each language, where the first wording was
/// understood but not what a Swede or a Dane would write.
#[test]
fn the_words_a_native_reader_chose() {
    use skyjo::i18n::{Lang, Message};
    let sv = Lang::from_code("sv").unwrap();
    let da = Lang::from_code("da").unwrap();
    let h = with_round();
    // Too many cards of a value: the cards are named as players count them.
    let ones = [
        "score",
        "--closer",
        "Anna",
        "Anna=1 1 1 1 / 1 1 1 1 / 1 1 1 1",
        "Bertil=12 12 12 12 / 3 3 3 3 / 5 5 5 5",
    ];
    assert_eq!(
        h.fails(&[&ones[..], &["--lang", "sv"]].concat()),
        "fel: 12 ettor angivna, men leken har bara 10: kontrollera rutnäten"
    );
    assert_eq!(
        h.fails(&[&ones[..], &["--lang", "da"]].concat()),
        "fejl: 12 enere angivet, men bunken har kun 10: kontrollér gitrene"
    );
    for (seen, swedish, danish) in [
        ("--seen=-2*6", "6 minustvåor", "6 minus-toere"),
        ("--seen=0*16", "16 nollor", "16 nuller"),
        ("--seen=12*11", "11 tolvor", "11 tolvere"),
    ] {
        let said = h.fails(&["odds", "--lang", "sv", seen]);
        assert!(
            said.starts_with(&format!(
                "fel: {swedish} sedda sammanlagt (listan över sedda kort, de uppvända korten i rutnäten och avläggshögen), men leken har bara "
            )),
            "{said}"
        );
        let said = h.fails(&["odds", "--lang", "da", seen]);
        assert!(
            said.starts_with(&format!(
                "fejl: {danish} set i alt (listen over sete kort, de opvendte kort i gitrene og kasseringsbunken tilsammen), men bunken har kun "
            )),
            "{said}"
        );
    }
    // A column removed at the reveal.
    let reveal = [
        "score",
        "--closer",
        "Anna",
        "Anna=9 1 2 3 / 9 1 6 4 / 9 5 2 3",
        "Bertil=5",
    ];
    let said = h.ok(&[&reveal[..], &["--lang", "sv"]].concat());
    assert!(
        said.contains("kolumn 1 (tre nior), när korten vändes upp på slutet"),
        "{said}"
    );
    let said = h.ok(&[&reveal[..], &["--lang", "da"]].concat());
    assert!(
        said.contains("kolonne 1 (tre niere), da kortene blev vendt til sidst"),
        "{said}"
    );
    // The closing rounds that were not doubled, named in full (the figures
    // of a finished game: the game of `h` is still in progress).
    let done = History::new();
    done.ok(&["new", "Anna", "Bertil", "--rounds", "1"]);
    done.ok(&["round", "--closer", "Anna", "Anna=3", "Bertil=9"]);
    let stats = done.ok(&["stats", "--lang", "sv", "--wide"]);
    assert!(stats.contains("Lyckade avslut"), "{stats}");
    let stats = done.ok(&["stats", "--lang", "da", "--wide"]);
    assert!(stats.contains("Vellykkede afslutninger"), "{stats}");
    // Taking back a round is undoing it.
    assert_eq!(
        h.ok(&["undo", "--yes", "--lang", "sv"]).trim(),
        "Runda 1 i parti 1 är ångrad."
    );
    let log = h.ok(&["log", "--lang", "sv"]);
    assert!(log.contains(" Runda 1 i parti 1 ångrades: "), "{log}");
    let log = h.ok(&["log", "--lang", "da"]);
    assert!(
        log.contains(" Runde 1 i spil 1 blev taget tilbage: "),
        "{log}"
    );
    // A finished game in the list: who won, one or several.
    h.ok(&["new", "Anna", "Bertil", "--rounds", "1", "--yes"]);
    h.ok(&["round", "--closer", "Anna", "Anna=3", "Bertil=9"]);
    assert!(h.ok(&["games", "--lang", "sv"]).contains("Anna vann"));
    assert!(h.ok(&["games", "--lang", "da"]).contains("Anna vandt"));

    let words = |lang, message: Message| skyjo::i18n::text(lang, &message);
    for (lang, expected) in [
        (sv, "Vems kort eller summa vill du ändra?"),
        (da, "Hvis indtastning vil du rette?"),
    ] {
        assert_eq!(skyjo::i18n::t(lang, "menu-which-player"), expected);
    }
    for (lang, record, edit, undo) in [
        (
            sv,
            "Spara runda 1 i parti 1?",
            "Spara rättelsen av runda 4 i parti 1?",
            "Ångra runda 5 i parti 1 (Anna 3)?",
        ),
        (
            da,
            "Skriv runde 1 i spil 1 ind?",
            "Gem rettelsen af runde 4 i spil 1?",
            "Tag runde 5 i spil 1 tilbage (Anna 3)?",
        ),
    ] {
        assert_eq!(
            skyjo::tr!(lang, "round-record-question", round = 1, game = 1),
            record
        );
        assert_eq!(skyjo::tr!(lang, "edit-question", round = 4, game = 1), edit);
        assert_eq!(
            skyjo::tr!(
                lang,
                "undo-question",
                round = 5,
                game = 1,
                scores = "Anna 3"
            ),
            undo
        );
    }
    assert_eq!(skyjo::i18n::t(sv, "menu-record"), "Spara");
    assert_eq!(skyjo::i18n::t(da, "menu-record"), "Skriv den ind");
    // A grid's echo says its points, and what went at the reveal only when
    // something did.
    let rules = skyjo::rules::Rules::default();
    let echo = |lang, text: &str| {
        let entry = skyjo::rules::Entry::parse("Mette", text, &rules).unwrap();
        skyjo::render::round::grid_echo("Mette", entry, &rules, lang)
    };
    assert_eq!(
        echo(da, "5 2 8 6 / 5 2 3 7 / 5 3 2 2"),
        "Mette: 5 2 8 6 / 5 2 3 7 / 5 3 2 2 = 35 point (uden kolonne 1: tre femmere)"
    );
    assert_eq!(
        echo(sv, "5 2 8 6 / 5 2 3 7 / 5 3 2 2"),
        "Mette: 5 2 8 6 / 5 2 3 7 / 5 3 2 2 = 35 poäng (utan kolumn 1: tre femmor)"
    );
    assert_eq!(
        echo(Lang::EN, "x 1 2 3 / x 4 5 6 / x 7 8 9"),
        "Mette: x 1 2 3 / x 4 5 6 / x 7 8 9 = 45 points"
    );
    assert_eq!(
        skyjo::tr!(sv, "log-before", round = "Anna 3"),
        "före: Anna 3"
    );
    assert_eq!(
        skyjo::tr!(sv, "stats-wins-shared", wins = 5, shared = 1),
        "5 (varav 1 delad)"
    );
    assert_eq!(
        skyjo::tr!(da, "stats-wins-shared", wins = 5, shared = 1),
        "5 (heraf 1 delt)"
    );
    assert_eq!(
        skyjo::tr!(sv, "stats-wins-shared", wins = 5, shared = 2),
        "5 (varav 2 delade)"
    );
    // A removed line's cards by their names: "tre nuller", not "tre 0'ere".
    for (lang, zeros, minus) in [
        (da, "tre nuller", "fire minus-toere"),
        (sv, "tre nollor", "fyra minustvåor"),
    ] {
        let cards = |count: usize, value: i8| {
            skyjo::msg!(
                "removed-cards",
                count = count,
                noun = skyjo::msg!("card-many", value = value)
            )
        };
        assert_eq!(words(lang, cards(3, 0)), zeros);
        assert_eq!(words(lang, cards(4, -2)), minus);
    }
    assert_eq!(
        skyjo::tr!(
            da,
            "rescore-heading",
            game = 1,
            rules = "til 50",
            was = "til 100"
        ),
        "Spil 1 genberegnet til 50 (spillet til 100)."
    );
    assert_eq!(
        skyjo::tr!(
            sv,
            "rescore-heading",
            game = 1,
            rules = "till 50",
            was = "till 100"
        ),
        "Parti 1 omräknat till 50 (spelat till 100)."
    );
    assert_eq!(skyjo::i18n::t(sv, "report-ratings"), "Rating över tid");
    assert_eq!(skyjo::i18n::t(da, "report-ratings"), "Rating over tid");
    let comeback = skyjo::msg!(
        "report-record-comeback",
        name = "Åsa",
        game = 1,
        chance = "4 %",
        round = 3
    );
    assert!(words(sv, comeback).starts_with("Största upphämtningen: Åsa vann parti 1"));
    let doubled = skyjo::msg!(
        "report-record-most-doubled",
        name = "Märta",
        doubled = 3,
        closed = 7
    );
    assert!(words(sv, doubled.clone()).starts_with("Oftast dubblerad vid avslut: Märta,"));
    assert!(words(da, doubled).starts_with("Oftest fordoblet som afslutter: Märta,"));
    // One closed round is one, in every language.
    let once = skyjo::msg!(
        "report-record-most-doubled",
        name = "Märta",
        doubled = 1,
        closed = 1
    );
    assert!(words(da, once.clone()).ends_with("én gang i 1 afsluttet runde."));
    assert!(words(sv, once.clone()).ends_with("en gång på 1 avslutad runda."));
    assert!(words(Lang::EN, once).ends_with("once in 1 closed round."));
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
        .env("SKYJO_CONFIG", common::NO_CONFIG)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .run_output();
    let da = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        da.trim_end(),
        "fejl: Dora, som afsluttede runden, er ikke med i spil 1 (Anna, Bertil, Cecilia); kontrollér stavningen"
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

/// With no locale in `LC_ALL`, `LC_MESSAGES` or `LANG`, the system's locale
/// decides (`sys-locale`: the user's setting on Windows and macOS; on Linux it
/// also reads `LANGUAGE`, which is how this test sets it), before English.
#[test]
#[cfg_attr(
    windows,
    ignore = "the system locale of Windows is the user's setting, not the environment"
)]
fn the_system_locale_decides_after_the_environment() {
    let h = with_round();
    let round = |language: &str| {
        let out = common::skyjo(&h.path)
            .args([
                "round",
                "--closer",
                "Dora",
                "Anna=1",
                "Bertil=1",
                "Cecilia=2",
            ])
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG")
            .env("LANGUAGE", language)
            .run_output();
        assert_eq!(out.status.code(), Some(1));
        String::from_utf8(out.stderr).unwrap()
    };
    assert!(
        round("sv_SE").starts_with("fel: den som avslutade, Dora, "),
        "{}",
        round("sv_SE")
    );
    assert!(round("da").starts_with("fejl: Dora, som afsluttede runden, "));
    assert!(round("").starts_with("error: the closer Dora is not in game 1"));
}

#[test]
fn json_stays_english_in_every_language() {
    let h = with_round();
    let sv = h.json(&["show", "--explain", "1", "--lang", "sv"]);
    let en = h.json(&["show", "--explain", "1", "--lang", "en"]);
    assert_eq!(sv, en);
    assert_eq!(
        sv["doubling"]["explanation"],
        "Anna closed with 19; Bertil has 14: not lowest, doubled to 38"
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
    let bgstats = bgstats_fixture(dir.path());
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
        vec!["games", "--season", "25"],
        vec!["ratings", "--season", "2025", "--until", "2025-06"],
        vec!["rivalry", "Anna", "anna"],
        vec!["players", "merge", "Anna", "Bertil"],
        vec!["players", "rename", "Anna", "Bertil"],
        vec!["import", notes],
        vec!["import", "--from", "bgstats", notes],
        vec!["import", &bgstats],
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
        vec!["edit", "1", "1"],
        vec!["odds", "--seen", "-2 -2 -2 -2 -2 -2"],
        vec!["odds", "--draws", "-3"],
        vec!["odds", "--hidden", "200"],
        vec!["risk", "--me", "10", "B=? ? 3 / 4 5 6 7 / 1 2 3 4"],
        vec!["risk", "--me", "10", "B=14:13"],
        vec!["risk", "--me", "10", "B=5:2", "--discard", "13"],
        vec!["start", "--dealer", "Zed", "Anna=9 12", "Bertil=3 4"],
        vec!["start", "Anna=9 12", "Bertil=10 11"],
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

/// The words of a catalog's texts: letters only, lowercase, three or more.
fn catalog_words(code: &str) -> std::collections::BTreeSet<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("i18n")
        .join(format!("{code}.ftl"));
    let source = std::fs::read_to_string(path).unwrap();
    let mut words = std::collections::BTreeSet::new();
    for line in source.lines() {
        if line.trim_start().starts_with('#') {
            continue;
        }
        // The text after the id, without placeables (variables, selectors).
        let text = match line.split_once(" = ") {
            Some((id, value)) if !id.starts_with(' ') => value,
            _ => line,
        };
        let mut plain = String::new();
        let mut depth = 0;
        for c in text.chars() {
            match c {
                '{' => depth += 1,
                // A line may close a selector opened on an earlier line.
                '}' => depth = (depth - 1).max(0),
                _ if depth == 0 => plain.push(c),
                _ => {}
            }
        }
        let plain = plain.trim_start().trim_start_matches(['*', '[']);
        let plain =
            plain.split_once(']').map_or(
                plain,
                |(key, rest)| {
                    if key.contains(' ') { plain } else { rest }
                },
            );
        words.extend(words_of(plain));
    }
    words
}

/// The words of a text, leaving out what is typed rather than read: flags
/// (`--game`) and the subcommand after `skyjo` (`skyjo games`).
fn words_of(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut after_skyjo = false;
    for token in text.split_whitespace() {
        let typed = token.starts_with("--") || after_skyjo;
        after_skyjo = token == "skyjo";
        if typed {
            continue;
        }
        words.extend(
            token
                .split(|c: char| !c.is_alphabetic())
                .filter(|w| w.chars().count() >= 3)
                .map(str::to_lowercase),
        );
    }
    words
}

/// The screens the corpus does not play (an empty season, the chart, the
/// last turn's risk, the report on stdout, some errors), run in every
/// language but English: no word of the English interface may appear (a
/// word the language's own catalog uses too, such as a name, "Skyjo", "Elo",
/// or the French "points" and "total", does not count). The corpus's screens
/// are read by [`no_english_word_on_a_screen_of_the_corpus`].
#[test]
fn no_english_word_in_another_language() {
    let en = catalog_words("en");
    let others = ["sv", "da", "nb", "de", "fr"];
    let english_in: std::collections::BTreeMap<&str, std::collections::BTreeSet<String>> = others
        .iter()
        .map(|&lang| {
            let own = catalog_words(lang);
            let english: std::collections::BTreeSet<String> =
                en.iter().filter(|w| !own.contains(*w)).cloned().collect();
            assert!(
                english.len() > 300,
                "{lang}: {} English words",
                english.len()
            );
            // (A catalog may type a command's name, `round`, `players`.)
            for word in ["game", "doubled", "wins", "leads"] {
                assert!(english.contains(word), "{lang}: {word} is not checked");
            }
            (lang, english)
        })
        .collect();

    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("family.db");
    let family =
        |args: &[&str]| -> std::process::Output { common::output(common::skyjo(&db).args(args)) };
    assert!(family(&["demo", "--games", "40"]).status.success());
    let setup: &[&[&str]] = &[
        &["new", "Anna", "Bertil", "Cecilia", "--rounds", "3"],
        &[
            "round",
            "--closer",
            "Anna",
            "Anna=1 0 3 4 / -2 2 5 0 / 1 3 0 2",
            "Bertil=x9 1 2 3 / x9 2 1 1 / x9 1 2 1",
            "Cecilia=22",
        ],
        &[
            "round",
            "--closer",
            "Bertil",
            "Anna=10",
            "Bertil=10",
            "Cecilia=3",
        ],
        &[
            "edit",
            "41",
            "2",
            "--closer",
            "Bertil",
            "Anna=12",
            "Bertil=10",
            "Cecilia=3",
        ],
        &["rescore", "--doubling", "tie-safe", "--save"],
    ];
    for args in setup {
        let out = family(args);
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let export = dir.path().join("fil41.json");
    assert!(
        family(&["export", "41", "--output", export.to_str().unwrap()])
            .status
            .success()
    );
    let export = export.to_str().unwrap().to_string();
    let bgstats = bgstats_fixture(dir.path());
    let folder = dir.path().to_str().unwrap().to_string();

    // The screens the corpus does not play (every other screen of the
    // program is read in the corpus, by no_english_word_on_a_screen_of_the_corpus);
    // writes run on their own file.
    let commands: Vec<Vec<&str>> = vec![
        vec!["show", "--chart"],
        vec!["games", "--season", "2016"],
        vec!["games", "--season", "1999"],
        vec!["rivalry", "Anna", "Johan", "--until", "2016-01-02"],
        vec![
            "odds",
            "--seen",
            "9 9 -2 5*3",
            "--draws",
            "3",
            "--hidden",
            "2",
        ],
        vec!["risk", "--me", "8", "B=20:1", "--last-turn", "none"],
        vec!["deck", "check", "--cards", "-2*4 0*16"],
        vec!["risk", "--me", "30", "B=10:1", "--last-turn", "none"],
        vec!["risk", "--me", "9", "B=10:1", "--last-turn", "none"],
        vec!["seen", "--clear"],
        vec!["import", "--from", "bgstats", &bgstats],
        vec!["games", "--season", "2025"],
        vec!["report", "--out", "-"],
        // Errors.
        vec!["show", "99"],
        vec!["odds", "--seen", "nine"],
        vec!["risk", "--me", "10", "B=14:13"],
        vec!["stats", "Nobody"],
        vec!["export", "--output", &export],
        vec!["report", "--out", &folder],
    ];
    let mut found = Vec::new();
    for lang in others {
        let english = &english_in[lang];
        let copy = dir.path().join(format!("{lang}.db"));
        std::fs::copy(&db, &copy).unwrap();
        for args in &commands {
            let out = common::skyjo(&copy)
                .arg("--lang")
                .arg(lang)
                .args(args)
                .run_output();
            // Paths are the user's words, not ours (the temporary folder's
            // name is random and could spell anything).
            let mut text = format!(
                "{}{}",
                visible_text(&String::from_utf8_lossy(&out.stdout)),
                String::from_utf8_lossy(&out.stderr)
            );
            for path in args.iter().filter(|a| a.contains(['/', '\\'])) {
                text = text.replace(path, "");
            }
            let text = text.replace(dir.path().to_str().unwrap(), "");
            assert!(!text.trim().is_empty(), "{lang} {args:?} printed nothing");
            for word in words_of(&text) {
                if english.contains(&word) {
                    found.push(format!("{lang} {args:?}: {word}"));
                }
            }
        }
    }
    assert!(found.is_empty(), "English words:\n{}", found.join("\n"));
}

/// The BG Stats fixture copied into `dir`, its path: commands print the path
/// they read, and the checkout's own path may hold any word.
fn bgstats_fixture(dir: &std::path::Path) -> String {
    let copy = dir.join("BGStatsExport.json");
    std::fs::copy(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/BGStatsExport.json"),
        &copy,
    )
    .unwrap();
    copy.to_str().unwrap().to_string()
}

/// The words a reader sees of an HTML page (the report): its style sheet
/// and tags left out, attribute values such as tooltips kept. Other text as it is.
fn visible_text(text: &str) -> String {
    if !text.starts_with("<!DOCTYPE html>") {
        return text.to_string();
    }
    let body = &text[text.find("</style>").map_or(0, |i| i + 8)..];
    let mut out = String::new();
    let mut rest = body;
    while let Some(open) = rest.find('<') {
        out.push_str(&rest[..open]);
        out.push(' ');
        let close = rest[open..].find('>').map_or(rest.len(), |c| open + c + 1);
        // Titles and labels of a tag are read too (a tooltip, a chart's label).
        let tag = &rest[open..close];
        for key in ["title=\"", "aria-label=\""] {
            if let Some(at) = tag.find(key) {
                let value = &tag[at + key.len()..];
                out.push_str(&value[..value.find('"').unwrap_or(value.len())]);
                out.push(' ');
            }
        }
        rest = &rest[close..];
    }
    out.push_str(rest);
    out
}

/// With `--json`, an error is JSON on stderr with its message id as the code.
#[test]
fn errors_under_json_are_json_with_a_code() {
    let h = with_round();
    for lang in ["en", "sv"] {
        let out = h.run(&["show", "99", "--json", "--lang", lang]);
        assert_eq!(out.status.code(), Some(1));
        assert!(out.stdout.is_empty());
        let err: serde_json::Value = serde_json::from_slice(&out.stderr).unwrap();
        assert_eq!(err["error"]["code"], "store-no-game");
        assert_eq!(
            err["error"]["message"],
            "there is no game 99; list the games with: skyjo games"
        );
    }
    let out = h.run(&["score", "--json", "--closer", "A", "A=1 2 3", "B=4"]);
    let err: serde_json::Value = serde_json::from_slice(&out.stderr).unwrap();
    assert_eq!(err["error"]["code"], "rule-cell-count");
    assert_eq!(
        err["error"]["message"],
        "A's grid has 3 cards; a grid has 12 (3 rows of 4); write removed cards as x"
    );
}

/// Counts choose the singular or the plural; decimals take a comma in sv and da.
#[test]
fn plurals_and_decimal_commas() {
    let h = with_round();
    let risk = |lang: &str, opponent: &str| {
        h.ok(&[
            "risk",
            "--lang",
            lang,
            "--me",
            "10",
            opponent,
            "--last-turn",
            "none",
        ])
    };
    assert!(risk("sv", "B=12:1").contains("Antaganden: det nedvända kortet kommer ur"));
    assert!(risk("sv", "B=12:2").contains("Antaganden: de 2 nedvända korten kommer ur"));
    assert!(risk("da", "B=12:1").contains("Antagelser: det skjulte kort kommer fra"));
    assert!(risk("en", "B=12:1").contains("Assumptions: the 1 face-down card comes from"));
    let odds_sv = h.ok(&["odds", "--lang", "sv"]);
    assert!(odds_sv.contains(" 6,7 % ┆ "), "{odds_sv}");
    assert!(odds_sv.contains("i snitt värt 5,1"), "{odds_sv}");
    let explained = h.ok(&["odds", "--lang", "sv", "--explain"]);
    assert!(explained.contains("medelvärde 5,07"), "{explained}");
    let odds_en = h.ok(&["odds", "--lang", "en"]);
    assert!(odds_en.contains(" 6.7% ┆ "), "{odds_en}");
    for (count, sv, en) in [
        (
            1,
            "Anna mot Bertil: 1 färdigspelat parti tillsammans.",
            "1 finished game together",
        ),
        (
            2,
            "Anna mot Bertil: 2 färdigspelade partier tillsammans.",
            "2 finished games together",
        ),
    ] {
        let h = History::new();
        for _ in 0..count {
            h.ok(&["new", "Anna", "Bertil", "--rounds", "1"]);
            h.ok(&["round", "--closer", "Anna", "Anna=3", "Bertil=9"]);
        }
        assert!(
            h.ok(&["rivalry", "Anna", "Bertil", "--lang", "sv"])
                .contains(sv)
        );
        assert!(
            h.ok(&["rivalry", "Anna", "Bertil", "--lang", "en"])
                .contains(en)
        );
    }
    let none = History::new();
    assert!(
        none.fails(&["new", "Anna", "--lang", "da"])
            .ends_with("1 spiller angivet; Skyjo er for 2 til 8 spillere")
    );
}

/// One word per thing, and the phrasing a Dane or a Swede would write: the
/// screens where issue 17 found the wrong word, in both languages.
#[test]
fn one_word_per_thing_in_danish_and_swedish() {
    let h = History::new();
    h.ok(&["new", "Anna", "Bertil", "--rounds", "1"]);
    h.ok(&["round", "--closer", "Anna", "Anna=3", "Bertil=9"]);
    // A finished game is "færdigt"/"färdigspelat", never "afsluttet"/"avslutat"
    // (closing a round): the report's period and its line after writing.
    for (lang, period, written) in [
        (
            "da",
            "· 1 færdigt spil",
            "Rapporten om 1 færdigt spil blev skrevet til",
        ),
        (
            "sv",
            "· 1 färdigspelat parti",
            "Rapporten om 1 färdigspelat parti skrevs till",
        ),
    ] {
        // A number is kept with its word by a no-break space: read as a space.
        let html = h
            .ok(&["report", "--out", "-", "--lang", lang])
            .replace('\u{a0}', " ");
        assert!(html.contains(period), "{lang}: {html}");
        assert!(!html.contains("afsluttede spil") && !html.contains("avslutade partier"));
        let out = h.path.parent().unwrap().join(format!("{lang}.html"));
        let said = h.run(&["report", "--out", out.to_str().unwrap(), "--lang", lang]);
        let said = String::from_utf8_lossy(&said.stdout).into_owned()
            + &String::from_utf8_lossy(&said.stderr);
        assert!(said.contains(written), "{lang}: {said}");
    }
    // The longest streak is "længst"/"längst"; "bedst" is the best round alone.
    assert!(h.ok(&["stats", "--lang", "da"]).contains("1 (længste 1)"));
    assert!(
        h.ok(&["stats", "--lang", "sv"])
            .contains("1 (som längst 1)")
    );
    // Rounds where one scored lower than the other: "lavere"/"lägre".
    let rivalry = |lang: &str, extra: &[&str]| {
        h.ok(&[&["rivalry", "Anna", "Bertil", "--lang", lang], extra].concat())
    };
    assert!(rivalry("da", &[]).contains("Runder med lavere point: Anna 1, Bertil 0"));
    assert!(rivalry("sv", &[]).contains("Rundor med lägre poäng: Anna 1, Bertil 0"));
    assert!(rivalry("da", &[]).contains("│ Dato "));
    // A tie is "uafgjort"/"oavgjort", not "lige"/"lika" (a word of its own).
    assert!(rivalry("da", &[]).contains("Sluttede foran: Anna 1, Bertil 0, uafgjort 0."));
    assert!(rivalry("sv", &[]).contains("Slutade före: Anna 1, Bertil 0, oavgjort 0."));
    // "Bedst"/"Bäst" is the best round, and says so.
    assert!(
        h.ok(&["stats", "--lang", "da", "--wide"])
            .contains("Bedste runde")
    );
    assert!(
        h.ok(&["stats", "--lang", "sv", "--wide"])
            .contains("Bästa runda")
    );
    // A period without a game together says so, not "yet".
    assert_eq!(
        rivalry("da", &["--season", "2025"]).trim(),
        "Anna og Bertil har ikke spillet et spil færdigt sammen i den periode."
    );
    assert_eq!(
        rivalry("sv", &["--season", "2025"]).trim(),
        "Anna och Bertil har inte spelat klart ett parti tillsammans under den perioden."
    );
    assert_eq!(
        rivalry("en", &["--season", "2025"]).trim(),
        "Anna and Bertil have not finished a game together in that period."
    );
    // Seen cards: "sete"/"sedda" in the plural, "de næste", "gennemsnit".
    let odds = h.ok(&["odds", "--lang", "da", "--seen", "9 9 12", "--draws", "3"]);
    assert!(odds.contains("147 usete kort: 150 − 3 sete."), "{odds}");
    assert!(odds.contains("Mindst ét af de 3 næste"), "{odds}");
    assert!(odds.contains("Et skjult kort er i gennemsnit "), "{odds}");
    let one = h.ok(&["odds", "--lang", "da", "--seen", "9", "--open", "1 2"]);
    assert!(
        one.contains("147 usete kort: 150 − 1 set − 2 opvendte i gitrene."),
        "{one}"
    );
    let odds = h.ok(&["odds", "--lang", "sv", "--seen", "9 9 12", "--hidden", "2"]);
    assert!(odds.contains("Ett nedvänt kort är i snitt värt "), "{odds}");
    assert!(
        odds.contains("2 nedvända kort blir tillsammans i snitt "),
        "{odds}"
    );
    h.ok(&["new", "Anna", "Bertil"]);
    h.ok(&["seen", "9", "9", "12"]);
    assert!(
        h.ok(&["seen", "--lang", "da"])
            .contains("Sete kort: 9 9 12")
    );
    assert!(
        h.ok(&["seen", "--lang", "sv"])
            .contains("Sedda kort: 9 9 12")
    );
    let too_many = h.fails(&["odds", "--lang", "da", "--seen", "9*11"]);
    assert!(too_many.contains("11 niere set i alt"), "{too_many}");
    // The one help word for an abandoned game and for the settings file.
    let help = h.ok(&["--lang", "da", "--help"]);
    assert!(help.contains("Markér et spil som opgivet"), "{help}");
    assert!(help.contains("indstillingsfil") && !help.contains("konfigurationsfil"));
    let help = h.ok(&["--lang", "sv", "--help"]);
    assert!(help.contains("Markera ett parti som avbrutet"), "{help}");
    assert!(!help.contains("konfigurationsfil"), "{help}");
    // A tie that is safe, in the sheet's heading.
    h.ok(&["new", "Anna", "Bertil", "--doubling", "tie-safe"]);
    assert!(
        h.ok(&["show", "--lang", "da", "--wide"])
            .contains("delt laveste pointtal fordobles ikke")
    );
    assert!(
        h.ok(&["show", "--lang", "sv", "--wide"])
            .contains("delad lägsta poäng dubbleras inte")
    );
}

/// A closer at 0 or below is never doubled: the explanation says that and
/// no more, since the other player may well have been strictly lower.
#[test]
fn a_closer_at_zero_or_below_is_not_called_lowest() {
    let h = History::new();
    h.ok(&["new", "Anna", "Bertil"]);
    h.ok(&["round", "--closer", "Anna", "Anna=-2", "Bertil=-5"]);
    let da = h.ok(&["show", "--explain", "1", "--lang", "da", "--wide"]);
    assert!(
        da.contains(": 0 point eller mindre fordobles aldrig, så Anna beholder -2"),
        "{da}"
    );
    assert!(!da.contains("alene lavest"), "{da}");
    let sv = h.ok(&["show", "--explain", "1", "--lang", "sv", "--wide"]);
    assert!(
        sv.contains(": 0 poäng eller mindre dubbleras aldrig, -2"),
        "{sv}"
    );
    assert!(!sv.contains("ensam lägst"), "{sv}");
}

/// Monte Carlo's sample count (said with --explain) with the language's
/// thousands separator.
#[test]
fn large_numbers_have_the_thousands_separator() {
    let h = History::new();
    let risk = |lang: &str| {
        h.ok(&[
            "risk",
            "--lang",
            lang,
            "--me",
            "1 0 3 4 / -2 2 5 0 / 1 3 0 2",
            "B=? ? ? 2 / ? 9 ? ? / 2 ? 0 9",
            "C=10:6",
            "--discard",
            "0",
            "--wide",
            "--explain",
        ])
    };
    let da = visible_text(&risk("da"));
    assert!(
        da.contains("Monte Carlo, 20.000 stikprøver, fast startværdi"),
        "{da}"
    );
    let sv = visible_text(&risk("sv"));
    assert!(
        sv.contains("Monte Carlo, 20\u{a0}000 stickprov, fast slumptalsfrö"),
        "{sv}"
    );
    let en = visible_text(&risk("en"));
    assert!(en.contains("Monte Carlo, 20,000 samples"), "{en}");
}

/// An abandoned current game is not "unfinished": `new` neither asks about
/// it nor says it was left behind.
#[test]
fn an_abandoned_game_is_not_left_behind_as_unfinished() {
    let h = History::new();
    h.ok(&["new", "Anna", "Bertil"]);
    h.ok(&["abandon"]);
    // "tæller ikke med": Danish counts a game "med" (was "tæller ikke i");
    // and an abandoned game's sheet asks for no round (it takes none).
    let sheet = h.ok(&["show", "--lang", "da"]);
    assert!(
        sheet.contains("Opgivet: spillet tæller ikke med i nogen statistik."),
        "{sheet}"
    );
    assert!(!sheet.contains("skyjo round"), "{sheet}");
    let out = h.run(&["new", "Anna", "Bertil", "--lang", "da"]);
    assert!(out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("ikke slut"), "{stderr}");
    // An unfinished one still is.
    let out = h.run(&["new", "Cecilia", "Dorotea", "--lang", "da"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("Spil 2 er ikke slut"), "{stderr}");
}

/// clap's own texts in the reader's language: usage errors as one line from
/// clap's error kind and context (exit code 2 kept), the options' help, the
/// headings and the placeholders of `-h`.
#[test]
fn usage_errors_and_help_speak_the_readers_language() {
    let h = History::new();
    let usage = |args: &[&str]| -> String {
        let out = h.run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        err.trim_end().to_string()
    };
    let line = usage(&["--lang", "da", "rund"]);
    assert!(
        line.starts_with("fejl: 'rund' er ikke en kommando; mente du 'round'"),
        "{line}"
    );
    assert!(
        usage(&["--lang", "sv", "risk", "--me", "3"]).starts_with("fel: <NAMN=RUTNÄT>... saknas"),
    );
    for (args, line) in [
        (
            &["--lang", "sv", "show", "--explain"][..],
            "fel: --explain <RUNDA> behöver ett värde; skriv det efter flaggan",
        ),
        (
            &["--lang", "da", "--color", "sometimes", "show"][..],
            "fejl: 'sometimes' er ikke en gyldig værdi for --color <HVORNÅR>; vælg 'auto', 'always' eller 'never'",
        ),
        (
            &["--lang", "da", "show", "--bogus"][..],
            "fejl: skyjo show kender ikke '--bogus'; skyjo show --help viser alle valg",
        ),
        // A command's own subcommand is named, and its help pointed to: `deck
        // check` (was `skyjo deck kender ikke '-2'; skyjo deck --help ...`).
        (
            &["--lang", "da", "deck", "check", "-2*5"][..],
            "fejl: skyjo deck check kender ikke '-2'; skyjo deck check --help viser alle valg",
        ),
        // The same words as the missing-value line: "alle valg", "alla val".
        (
            &["--lang", "sv", "show", "--bogus"][..],
            "fel: skyjo show känner inte till '--bogus'; skyjo show --help visar alla val",
        ),
        (
            &["--lang", "sv", "--color", "ibland", "show"][..],
            "fel: 'ibland' är inget giltigt värde för --color <NÄR>; välj 'auto', 'always' eller 'never'",
        ),
        // The placeholders of a missing value in the reader's words.
        (
            &["--lang", "da", "rivalry", "Anna"][..],
            "fejl: <MODSTANDER> mangler efter skyjo rivalry (skyjo rivalry --help viser alle valg)",
        ),
        (
            &["--lang", "en", "rund"][..],
            "error: 'rund' is not a command; did you mean 'round' or 'undo'? (skyjo --help lists them)",
        ),
        // A value written as a flag points to the option that takes it
        // (was "skyjo export has no '--csv'; skyjo export --help lists ...").
        (
            &["--lang", "en", "export", "--csv"][..],
            "error: skyjo export has no '--csv'; did you mean '--format csv'?",
        ),
        (
            &["--lang", "da", "export", "--csv"][..],
            "fejl: skyjo export kender ikke '--csv'; mente du '--format csv'?",
        ),
        (
            &["--lang", "sv", "import", "--bgstats", "x.json"][..],
            "fel: skyjo import känner inte till '--bgstats'; menade du '--from bgstats'?",
        ),
    ] {
        assert_eq!(usage(args), line, "{args:?}");
    }
    // -h: the headings, the placeholders and every option's help in Danish.
    let help = h.ok(&["--lang", "da", "round", "-h"]);
    for danish in [
        "Brug: skyjo round [VALG] [NAVN=GITTER|SUM]...",
        "Argumenter:",
        "Valg:",
        "--closer <NAVN>",
        "Hvem der afsluttede runden",
        "Vis hjælpen",
    ] {
        assert!(help.contains(danish), "{danish} in {help}");
    }
    for english in [
        "Usage:",
        "Options:",
        "Arguments:",
        "Who closed",
        "Print help",
        "[OPTIONS]",
    ] {
        assert!(!help.contains(english), "{english} in {help}");
    }
    let help = h.ok(&["--lang", "sv", "--help"]);
    assert!(
        help.contains("Kommandon:") && help.contains("Flaggor:"),
        "{help}"
    );
    assert!(
        help.contains("Användning: skyjo [FLAGGOR] <KOMMANDO>"),
        "{help}"
    );
    // The long help, clap's notes and its own help command in the reader's
    // words; a command without its subcommand shows the help in them too.
    for (args, words) in [
        (
            &["--lang", "sv", "new", "--help"][..],
            &[
                "[möjliga värden: tie-doubles, tie-safe, off]",
                "[miljövariabel: SKYJO_LANG]",
            ][..],
        ),
        (
            &["--lang", "da", "players", "-h"],
            &["Brug: skyjo players [VALG] [KOMMANDO]"],
        ),
        (
            &["--lang", "da", "risk", "--wide", "-h"],
            &["[standard: greedy]", "[standard: 2026]"],
        ),
    ] {
        let help = h.ok(args);
        for english in [
            "Possible values",
            "possible values",
            "[env:",
            "[default:",
            "Print",
            "see more",
            "summary",
        ] {
            assert!(!help.contains(english), "{english} in {args:?}: {help}");
        }
        // A note may wrap at the terminal's width: read as one line.
        let flat = help.split_whitespace().collect::<Vec<_>>().join(" ");
        for word in words {
            assert!(flat.contains(word), "{word} in {args:?}: {help}");
        }
        // A flag without a value (--json, --wide) has no default to tell.
        for none in ["standard: false", "standard: true"] {
            assert!(!help.contains(none), "{none} in {args:?}: {help}");
        }
    }
    // Without SKYJO_CONFIG: clap counts a value from the environment as an
    // argument given, and then `deck` alone is a usage error, not its help.
    let out = common::skyjo(&h.path)
        .env_remove("SKYJO_CONFIG")
        .args(["--lang", "sv", "deck"])
        .run_output();
    assert_eq!(out.status.code(), Some(2));
    let help =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    assert!(
        help.contains("Visa den här hjälpen eller hjälpen för de angivna kommandona"),
        "{help}"
    );
    assert_eq!(
        usage(&["--lang", "da"]),
        "fejl: skyjo skal have en kommando; skyjo --help viser dem alle"
    );
}

/// An abandoned game takes no more rounds: its sheet names no one to start
/// the next (it said `Næste runde: Bertil starter`).
#[test]
fn an_abandoned_sheet_has_no_next_round() {
    let h = with_round();
    let before = h.ok(&["show", "--lang", "da"]);
    assert!(before.contains("Næste runde:"), "{before}");
    h.ok(&["abandon"]);
    for (lang, next) in [
        ("da", "Næste runde"),
        ("sv", "Nästa runda"),
        ("en", "Next round"),
    ] {
        let sheet = h.ok(&["show", "--lang", lang]);
        assert!(!sheet.contains(next), "{sheet}");
        assert!(!h.ok(&["status", "--lang", lang]).contains(next));
    }
}

/// A command's own options come first in its help, the options every
/// command takes after them, in every language (clap sorted them in among
/// each other: `--db`, `--since`, `--config`, `--until`, ...).
#[test]
fn a_commands_own_options_come_first_in_its_help() {
    let h = History::new();
    for lang in ["en", "da", "sv"] {
        let help = h.ok(&["--lang", lang, "ratings", "-h"]);
        // An option's line, not a help going on under it that starts
        // with the options it names (`--since YEAR --until YEAR)`).
        let flags: Vec<&str> = help
            .lines()
            .filter(|l| l.len() - l.trim_start().len() <= 6)
            .filter_map(|l| l.trim_start().strip_prefix("--"))
            .map(|l| l.split([' ', '<']).next().unwrap_or_default())
            .collect();
        assert_eq!(
            flags,
            [
                "since", "until", "season", "edition", "method", "db", "config", "json", "wide",
                "no-input", "color", "lang"
            ],
            "{lang}: {help}"
        );
    }
}

/// One cell is one: a grid of a single number (a total typed where `risk`
/// wants a grid) said `1 celler`, `1 rutor`, `1 cells`.
#[test]
fn a_grid_of_one_cell_is_singular() {
    let h = History::new();
    for (lang, said) in [
        ("da", "gitteret har 1 celle;"),
        ("sv", "rutnätet har 1 ruta;"),
        ("en", "the grid has 1 cell;"),
    ] {
        let out = h.run(&["--lang", lang, "risk", "--me", "10", "Søren=7"]);
        assert_eq!(out.status.code(), Some(1));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(said), "{lang}: {err}");
    }
}

/// Without a dealer, a tie for the highest sum says what is tied: the sum
/// (`ved samme sum`, as `start` says it once the dealer is given; it said
/// `ved lige starter den`, a tie of nothing).
#[test]
fn a_tie_to_start_says_the_sum() {
    let h = History::new();
    h.ok(&["new", "Anna", "Bertil"]);
    for (lang, said) in [
        (
            "da",
            "(ved samme sum starter den, der sidder nærmest til venstre for giveren)",
        ),
        (
            "sv",
            "(vid samma summa börjar den som sitter närmast till vänster om givaren)",
        ),
    ] {
        let out = h.run(&["--lang", lang, "start", "Anna=5 7", "Bertil=6 6"]);
        assert_eq!(out.status.code(), Some(1));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(said), "{lang}: {err}");
    }
}

/// A config file that cannot be read says why in the reader's words, as the
/// other files do (it said `(No such file or directory (os error 2))`). A
/// folder named as the config file is one (a file not there yet is read as
/// empty: `a_named_config_file_not_there_yet_is_no_settings`).
#[test]
fn an_unreadable_config_file_says_why_in_the_readers_words() {
    let h = History::new();
    let folder = h.path.with_file_name("config.d");
    std::fs::create_dir(&folder).unwrap();
    let folder = folder.to_str().unwrap();
    for (lang, said) in [
        ("da", "kan ikke læses (det er en mappe, ikke en fil);"),
        ("sv", "kan inte läsas (det är en mapp, inte en fil);"),
        ("en", "cannot be read (it is a folder, not a file);"),
    ] {
        let out = h.run(&["--lang", lang, "--config", folder, "config"]);
        assert_eq!(out.status.code(), Some(1));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(said), "{lang}: {err}");
        assert!(!err.contains("os error"), "{lang}: {err}");
    }
}

/// A value a setting cannot take names what it can in the reader's words:
/// `mulige værdier:` (was `den tager`), and a path as a path (was `"PATH"`).
#[test]
fn a_settings_values_are_said_in_the_readers_words() {
    let h = History::new();
    let file = h.path.with_file_name("config.toml");
    for (written, lang, said) in [
        (
            "db = \"\"\n",
            "da",
            "db kan ikke være \"\"; mulige værdier: en sti i anførselstegn",
        ),
        (
            "db = ''\n",
            "sv",
            "db kan inte vara \"\"; möjliga värden: en sökväg inom citattecken",
        ),
        (
            "rows = 'yes'\n",
            "da",
            "rows kan ikke være yes; mulige værdier: true, false",
        ),
    ] {
        let err = config_refused(&h, &file, written, lang);
        assert!(err.contains(said), "{written}: {err}");
        assert!(!err.contains("PATH"), "{err}");
    }
}

/// `skyjo config` in `lang` under the config file `file` holding `written`:
/// refused (exit 1); its error.
fn config_refused(h: &History, file: &std::path::Path, written: &str, lang: &str) -> String {
    std::fs::write(file, written).unwrap();
    let out = h.run(&["--lang", lang, "--config", file.to_str().unwrap(), "config"]);
    assert_eq!(out.status.code(), Some(1), "{written}");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// After a correction the old round already is kept: `er gemt`, `finns kvar`
/// (was `gemmes`, `sparas`: is being kept, as if not yet).
#[test]
fn an_edit_says_the_old_round_is_kept() {
    let h = with_round();
    for (lang, said) in [
        (
            "da",
            "Runde 1 i spil 1 er rettet; den gamle runde er gemt (skyjo log 1).",
        ),
        (
            "sv",
            "Runda 1 i parti 1 är rättad; den gamla rundan finns kvar (skyjo log 1).",
        ),
    ] {
        // Another total each time: an edit to the same values corrects nothing.
        let total = if lang == "da" {
            "Cecilia=21"
        } else {
            "Cecilia=23"
        };
        let out = h.run(&["--lang", lang, "edit", "1", "1", total]);
        assert!(out.status.success());
        let all = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(all.contains(said), "{lang}: {all}");
    }
}

/// A misspelt setting is answered with the one it most likely means, as a
/// misspelt name or command is (`colour`: `color`); a key near none of them
/// still lists them all.
#[test]
fn a_misspelt_setting_is_answered_with_the_nearest() {
    let h = History::new();
    let file = h.path.with_file_name("config.toml");
    for (written, lang, said) in [
        (
            "colour = \"never\"\n",
            "da",
            "der er ingen indstilling 'colour'; mente du color?",
        ),
        (
            "[rules]\ndubling = \"off\"\n",
            "sv",
            "det finns ingen inställning 'dubling'; menade du doubling?",
        ),
        (
            "farve = \"never\"\n",
            "da",
            "der er ingen indstilling 'farve'; indstillingerne er: lang, color,",
        ),
    ] {
        let err = config_refused(&h, &file, written, lang);
        assert!(err.contains(said), "{written}: {err}");
    }
}

/// The English words of the interface that the catalog of `lang` does not use.
fn english_only_words(lang: &str) -> std::collections::BTreeSet<String> {
    let own = catalog_words(lang);
    catalog_words("en")
        .into_iter()
        .filter(|w| !own.contains(w))
        .collect()
}

/// A page without what is typed: code spans (`skyjo new --rows`) and the
/// lines of code blocks.
fn prose_of(page: &str) -> String {
    let mut prose = String::new();
    let mut in_block = false;
    for line in page.lines() {
        // A fence may be indented, inside a list item.
        if line.trim_start().starts_with("```") {
            in_block = !in_block;
            continue;
        }
        if in_block {
            continue;
        }
        for (i, part) in line.split('`').enumerate() {
            if i % 2 == 0 {
                prose.push_str(part);
                prose.push(' ');
            }
        }
        prose.push('\n');
    }
    prose
}

/// `skyjo docs rules` (and `sync`, and `odds` in Swedish and Danish) are
/// the pages a family reads, written in each language for its readers: no
/// word of the English interface outside what is typed, and the list says
/// which documents are in English only.
#[test]
fn the_familys_pages_are_in_the_readers_language() {
    let h = History::new();
    let mut found = Vec::new();
    type Pages = &'static [(&'static str, &'static str)];
    let languages: [(&str, Pages, &str); 5] = [
        (
            "da",
            &[
                ("rules", "Sådan tæller skyjo point\n"),
                ("odds", "Hvad kortassistentens tal betyder\n"),
            ],
            "(på engelsk",
        ),
        (
            "sv",
            &[
                ("rules", "Så räknar skyjo\n"),
                ("odds", "Vad kortassistentens siffror betyder\n"),
            ],
            "(på engelska",
        ),
        (
            "nb",
            &[
                ("rules", "Slik teller skyjo poeng\n"),
                ("sync", "Historikken på alle enheter: skyjo sync\n"),
            ],
            "(på engelsk",
        ),
        (
            "de",
            &[
                ("rules", "So zählt skyjo\n"),
                ("sync", "Der Verlauf auf jedem Gerät: skyjo sync\n"),
            ],
            "(auf Englisch",
        ),
        (
            "fr",
            &[
                ("rules", "Comment skyjo compte les points\n"),
                (
                    "sync",
                    "L'historique sur tous les appareils\u{a0}: skyjo sync\n",
                ),
            ],
            "(en anglais",
        ),
    ];
    for (lang, pages, in_english) in languages {
        let english = english_only_words(lang);
        for word in ["the", "game", "doubled", "house"] {
            assert!(english.contains(word), "{lang}: {word} is not checked");
        }
        for (name, title) in pages {
            let page = h.ok(&["docs", name, "--lang", lang]);
            assert!(page.starts_with(title), "{lang} {name}: {page}");
            // The family's pages say what the tool does, not where in its code.
            assert!(
                !page.contains("crates/") && !page.contains("src/"),
                "{lang} {name}"
            );
            // The words are read from the Markdown, where what is typed is
            // marked as code.
            let source = page_source(name, lang);
            for word in words_of(&prose_of(source)) {
                // Words of the language itself that English writes alike
                // ("give" is Danish: at give, to give; "Moment" German).
                let its_own: &[&str] = match lang {
                    "da" => &["give"],
                    "de" => &["moment", "hand"],
                    "fr" => &["change", "pile", "possible", "usage", "direction"],
                    "nb" => &["best", "store"],
                    _ => &[],
                };
                if english.contains(&word) && !its_own.contains(&word.as_str()) {
                    found.push(format!("{lang} docs {name}: {word}"));
                }
            }
        }
        let list = h.ok(&["docs", "--lang", lang]);
        // An item with the lines it wraps onto.
        let marked = |name: &str| {
            let mut lines = list
                .lines()
                .skip_while(|l| !l.trim_start().starts_with(&format!("skyjo docs {name} ")));
            let first = lines
                .next()
                .unwrap_or_else(|| panic!("{lang}: no {name} in {list}"));
            let item = std::iter::once(first)
                .chain(lines.take_while(|l| !l.trim_start().starts_with("skyjo docs ")))
                .collect::<Vec<_>>()
                .join(" ");
            item.split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .contains(in_english)
        };
        for (name, _) in pages {
            assert!(!marked(name), "{lang} {name}: {list}");
        }
        assert!(marked("cli") && marked("engine"), "{list}");
        assert!(list.lines().all(|l| l.chars().count() <= 80), "{list}");
    }
    assert!(found.is_empty(), "English words:\n{}", found.join("\n"));
    // English readers get the English pages, with nothing marked.
    assert!(
        h.ok(&["docs", "rules", "--lang", "en"])
            .starts_with("How skyjo scores\n")
    );
    assert!(!h.ok(&["docs", "--lang", "en"]).contains("(in English)"));
}

/// No page of `skyjo docs`, in any language, refers to a file outside the
/// repository: every link leads to a file of the checkout, and none names the
/// notes the rules were digested from.
#[test]
fn no_page_refers_to_a_file_outside_the_repository() {
    let h = History::new();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .canonicalize()
        .unwrap();
    let docs = root.join("docs");
    let list = h.ok(&["docs", "--lang", "en"]);
    let names: Vec<&str> = list
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix("skyjo docs "))
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert!(names.len() >= 10 && names.contains(&"engine"), "{list}");
    let link = regex_lite_links;
    for lang in ["en", "sv", "da"] {
        for name in &names {
            let page = h.ok(&["docs", name, "--lang", lang]);
            let source = page_source(name, lang);
            for outside in ["../shared", "RULES.md", "seeds/", "seed 00", "/work/"] {
                assert!(
                    !page.contains(outside) && !source.contains(outside),
                    "docs {name} --lang {lang}: {outside}"
                );
            }
            // The links are the Markdown's: the terminal shows their words.
            for target in link(source) {
                if target.starts_with("http") || target.starts_with('#') {
                    continue;
                }
                let file = target.split('#').next().unwrap();
                let path = docs.join(file).canonicalize().unwrap_or_else(|_| {
                    panic!("docs {name} --lang {lang}: {target} is not a file of the repository")
                });
                assert!(
                    path.starts_with(&root),
                    "docs {name}: {target} leaves the repository"
                );
            }
        }
    }
}

/// The targets of the Markdown links `[text](target)` of `page`.
/// The Markdown of document `name` as `skyjo docs` reads it in `lang`: the
/// page in that language, else the English one.
fn page_source(name: &str, lang: &str) -> &'static str {
    let doc = skyjo::flags::docs::DOCS
        .iter()
        .find(|doc| doc.name == name)
        .unwrap_or_else(|| panic!("no document {name}"));
    let lang = skyjo::i18n::Lang::from_code(lang).unwrap();
    doc.page_in(lang)
        .or_else(|| doc.page_in(skyjo::i18n::Lang::EN))
        .unwrap()
}

/// `skyjo docs NAME` at 80 columns is laid out for the terminal, in every
/// language and every document: no line wider than 80 columns, no Markdown
/// left (`**`, `#` headings, `|` tables, backticks) where the page has none
/// of its own; with colour on, emphasis is painted and the text is the same
/// as without, but for the escape codes.
#[test]
fn docs_at_a_terminal_are_laid_out_to_its_width() {
    use crate::common::{RunOutput, skyjo};
    let h = History::new();
    let run = |args: &[&str], color: bool| -> String {
        let mut cmd = skyjo(&h.path);
        cmd.env("COLUMNS", "80").args(args);
        if color {
            cmd.env_remove("NO_COLOR").args(["--color", "always"]);
        }
        let out = cmd.run_output();
        assert!(out.status.success(), "{args:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    let emphasis = |line: &str| {
        // `**` next to a letter is Markdown's strong emphasis left as it is
        // (`'**3'`, a star typed three times, and `rows marked **` are the
        // pages' own).
        line.match_indices("**").any(|(at, _)| {
            let before = line[..at].chars().next_back();
            let after = line[at + 2..].chars().next();
            before.is_some_and(char::is_alphabetic) || after.is_some_and(char::is_alphabetic)
        })
    };
    for lang in ["en", "sv", "da"] {
        for doc in skyjo::flags::docs::DOCS {
            let page = run(&["docs", doc.name, "--lang", lang], false);
            for line in page.lines() {
                let columns = unicode_width::UnicodeWidthStr::width(line);
                assert!(
                    columns <= 80,
                    "docs {} --lang {lang}: {columns}: {line}",
                    doc.name
                );
                assert!(!emphasis(line), "docs {} --lang {lang}: {line}", doc.name);
                assert!(
                    !line.starts_with('#'),
                    "docs {} --lang {lang}: {line}",
                    doc.name
                );
                let row = line.starts_with('|') && line.ends_with('|');
                assert!(!row, "docs {} --lang {lang}: {line}", doc.name);
            }
        }
        let rules = run(&["docs", "rules", "--lang", lang], false);
        for markup in ["**", "`", "|", "# "] {
            assert!(!rules.contains(markup), "{lang}: {markup} in {rules}");
        }
        // The table of house rules, 219 columns wide in the Markdown, is a
        // block per rule.
        let flag = rules
            .lines()
            .find(|l| l.contains("--columns play"))
            .unwrap_or_else(|| panic!("{lang}: {rules}"));
        assert!(flag.ends_with(": --columns play"), "{lang}: {flag}");
        let painted = run(&["docs", "rules", "--lang", lang], true);
        assert!(painted.contains("\x1b[1m"), "{lang}: no bold");
        assert_eq!(console::strip_ansi_codes(&painted), rules, "{lang}");
    }
}

fn regex_lite_links(page: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = page;
    while let Some(at) = rest.find("](") {
        let after = &rest[at + 2..];
        match after.find(')') {
            Some(end) => {
                out.push(after[..end].to_string());
                rest = &after[end..];
            }
            None => break,
        }
    }
    out
}

/// German writes a whole sentence after "Fehler:" with a capital (the
/// messages begin small, as they also stand inside other sentences); French
/// joins an error and its cause with a no-break space before the colon, as
/// every other colon of its errors (the native reads of the corpus).
#[test]
fn an_error_line_is_punctuated_as_the_language_writes_it() {
    let h = common::History::new();
    let de = h.run(&["--lang", "de", "use", "5"]);
    assert_eq!(
        String::from_utf8_lossy(&de.stderr),
        "Fehler: Es gibt keine Partie 5; skyjo games zeigt alle Partien\n"
    );
    let missing = h.path.with_file_name("missing.json");
    let fr = h.run(&["--lang", "fr", "import", missing.to_str().unwrap()]);
    let fr = String::from_utf8_lossy(&fr.stderr);
    assert!(fr.starts_with("erreur\u{a0}: impossible de lire "), "{fr}");
    assert!(
        fr.ends_with("missing.json\u{a0}: fichier ou dossier introuvable\n"),
        "{fr}"
    );
    // English as it was.
    let en = h.run(&["import", missing.to_str().unwrap()]);
    assert!(
        String::from_utf8_lossy(&en.stderr).ends_with("missing.json: no such file or folder\n")
    );
}

/// Every screen of the corpus (tests/screens/, the real program's output in
/// each scenario, kept by `corpus`) in every language but English: no word
/// of the English interface may appear (a word the language's own catalog
/// uses too does not count). The commands typed (`$ skyjo ...`) and the
/// scenario's own lines (`# ...`) are the test's, not the program's.
#[test]
fn no_english_word_on_a_screen_of_the_corpus() {
    let en = catalog_words("en");
    let screens = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/screens");
    let mut found = Vec::new();
    let mut read = 0;
    for lang in ["sv", "da", "nb", "de", "fr"] {
        let own = catalog_words(lang);
        let english: std::collections::BTreeSet<&String> =
            en.iter().filter(|w| !own.contains(*w)).collect();
        let mut files: Vec<_> = std::fs::read_dir(screens.join(lang))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "snap"))
            .collect();
        files.sort();
        assert!(files.len() >= 15, "{lang}: {} screens", files.len());
        for file in files {
            let name = file.file_stem().unwrap().to_string_lossy().into_owned();
            // The help lists the options and the values typed as they are
            // typed (`tie-safe`); lang's help tests read its words.
            if name == "help" {
                continue;
            }
            let text = std::fs::read_to_string(&file).unwrap();
            // insta's header: between the first two `---` lines.
            let body = text.splitn(3, "---\n").nth(2).unwrap_or_default();
            let mut screen = String::new();
            for line in body.lines() {
                // The test's lines: the commands typed, the scenario's
                // words, the exit code it notes.
                if line.starts_with("$ ")
                    || line.starts_with("# ")
                    || line.starts_with("[exit code")
                {
                    continue;
                }
                // `skyjo config` lists each setting and its value as the
                // file has them: the third cell, where it comes from, is ours.
                let line = match line.split('┆').nth(2) {
                    Some(source) if name == "config" && line.starts_with('│') => source,
                    _ => line,
                };
                screen.push_str(&typed_left_out(line));
                screen.push('\n');
                read += 1;
            }
            for word in words_of(&screen) {
                if english.contains(&word) {
                    found.push(format!("{lang}/{name}: {word}"));
                }
            }
        }
    }
    assert!(read > 5_000, "{read} lines read");
    assert!(found.is_empty(), "English words:\n{}", found.join("\n"));
}

/// `line` without what a person typed, which a screen repeats as it was
/// typed: a quoted value ('two', « tie-safe », ”at the cabin”), a file
/// (`report.html`), a setting's name or value as the config file has it
/// (`double-negative`, `tie-doubles`).
fn typed_left_out(line: &str) -> String {
    let mut out = String::new();
    let mut quote: Option<char> = None;
    for c in line.chars() {
        match quote {
            Some(close) if c == close => quote = None,
            Some(_) => {}
            None => match c {
                '\'' => quote = Some('\''),
                '"' => quote = Some('"'),
                '”' => quote = Some('”'),
                '«' => quote = Some('»'),
                '»' => quote = Some('«'),
                '„' => quote = Some('“'),
                _ => out.push(c),
            },
        }
    }
    out.split_inclusive(char::is_whitespace)
        .filter(|token| {
            let word = token.trim_end().trim_end_matches(['.', ',', ';', ':', ')']);
            let file = word.contains('.');
            // `tie-safe`, not a negative number or an option.
            let setting = word.contains('-')
                && word.chars().any(char::is_alphabetic)
                && !word.starts_with('-');
            !(file || setting)
        })
        .collect()
}
