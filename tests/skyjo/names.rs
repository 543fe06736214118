//! Names as people type them, everywhere a name is typed: a name that fits
//! one known player in any case or without diacritics is that player, in
//! the stored spelling; one that fits several is refused with them (no
//! terminal here to ask on); one that fits none is a new player for `new`,
//! else a suggestion of the nearest.

use crate::common::History;

fn family() -> History {
    let h = History::new();
    h.ok(&["new", "Mette", "Søren", "Ida", "Far"]);
    h
}

#[test]
fn a_closer_and_entries_typed_without_diacritics_are_found() {
    let h = family();
    h.ok(&[
        "--lang", "da", "round", "--closer", "Soren", "Mette=10", "soren=5", "Ida=3", "Far=7",
    ]);
    let game = h.json(&["show"]);
    assert_eq!(game["rounds"][0]["closer"], "Søren");
    assert_eq!(game["rounds"][0]["players"][1]["score"], 10);
    // edit too
    h.ok(&["edit", "1", "1", "SOREN=2"]);
    let game = h.json(&["show"]);
    assert_eq!(game["rounds"][0]["players"][1]["score"], 2);
}

#[test]
fn a_misspelt_name_gets_the_nearest_as_a_suggestion() {
    let h = family();
    let err = h.fails(&[
        "--lang", "da", "round", "--closer", "Sren", "Mette=10", "Søren=5", "Ida=3", "Far=7",
    ]);
    assert_eq!(
        err,
        "fejl: Sren, som afsluttede runden, er ikke med i spil 1 (Mette, Søren, Ida, Far); mente du Søren?"
    );
    let err = h.fails(&[
        "round", "--closer", "Far", "Mete=10", "Søren=5", "Ida=3", "Far=7",
    ]);
    assert_eq!(
        err,
        "error: Mete is not in game 1 (Mette, Søren, Ida, Far); did you mean Mette?"
    );
    // Nothing near: the old advice.
    let err = h.fails(&["round", "--closer", "Kristoffer", "Mette=10"]);
    assert!(err.ends_with("check the spelling"), "{err}");
}

/// A history with two players the same without diacritics, Sören and Søren
/// (as a rename can make them), who played one game together with Åsa.
fn soren_and_soren() -> History {
    let h = History::new();
    h.ok(&["new", "Sören", "Åsa"]);
    h.ok(&["new", "Søren B", "Åsa", "--yes"]);
    h.ok(&["players", "rename", "Søren B", "Søren"]);
    // Each typed as stored is that player.
    h.ok(&["new", "Sören", "Søren", "Åsa", "--yes"]);
    h
}

#[test]
fn two_players_the_same_without_diacritics_are_not_guessed_between() {
    let h = soren_and_soren();
    let err = h.fails(&[
        "--lang", "sv", "round", "--closer", "Asa", "Soren=1", "Søren=2", "Åsa=3",
    ]);
    assert_eq!(
        err,
        "fel: Soren kan vara flera spelare (Sören, Søren); skriv namnet precis som en av dem stavas"
    );
    let err = h.fails(&["round", "--closer", "soren", "Sören=1", "Søren=2", "Åsa=3"]);
    assert_eq!(
        err,
        "error: soren could be more than one player (Sören, Søren); write the name exactly as one of them is spelt"
    );
    // The exact name still finds its player; Asa is the only Åsa.
    h.ok(&["round", "--closer", "Asa", "Sören=1", "Søren=2", "asa=3"]);
}

#[test]
fn a_name_that_fits_several_players_is_refused_everywhere_with_them() {
    let h = soren_and_soren();
    let both = "(Sören, Søren)";
    for args in [
        &["new", "Soren", "Åsa", "--yes"][..],
        &["stats", "SOREN"],
        &["rivalry", "Soren", "Åsa"],
        &["players", "merge", "Åsa", "soren"],
        &["start", "--dealer", "Åsa", "soren=9 12", "Åsa=3 4"],
        &["start", "--dealer", "Soren", "Sören=9 12", "Søren=3 4"],
        &[
            "risk",
            "--me",
            "5",
            "--as",
            "Åsa",
            "Soren=14:3",
            "Søren=10:2",
        ],
    ] {
        let err = h.fails(args);
        assert!(
            err.starts_with("error: ")
                && err.contains("could be more than one player")
                && err.contains(both),
            "skyjo {args:?}: {err}"
        );
    }
    let err = h.fails(&["--lang", "da", "new", "Soren", "Åsa", "--yes"]);
    assert_eq!(
        err,
        "fejl: Soren kan være flere spillere (Sören, Søren); skriv navnet præcis, som en af dem staves"
    );
}

#[test]
fn new_reuses_the_known_player_a_name_fits_and_says_so() {
    let h = History::new();
    let first = h.ok(&["new", "Åsa", "Björn", "Ölle"]);
    assert!(
        first.starts_with("New players: Åsa, Björn and Ölle.\n"),
        "{first}"
    );
    // issue 24: a family typing without diacritics is the same family.
    let out = h.ok(&["new", "asa", "BJORN", "olle", "Kalle", "--yes"]);
    assert!(
        out.starts_with(
            "asa → Åsa, BJORN → Björn and olle → Ölle (spelt as in the history).\n\
             New player: Kalle.\n\
             Game 2 started: Åsa, Björn, Ölle and Kalle"
        ),
        "{out}"
    );
    let names: Vec<String> = h.json(&["players"])["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(names, ["Björn", "Kalle", "Åsa", "Ölle"], "no second Åsa");
    let out = h.ok(&["--lang", "sv", "new", "ÅSA", "bjorn", "Märta", "--yes"]);
    assert!(
        out.starts_with(
            "ÅSA → Åsa och bjorn → Björn (stavat som i historiken).\nNy spelare: Märta.\n"
        ),
        "{out}"
    );
    let out = h.ok(&["--lang", "da", "new", "kalle", "Mette", "Ida", "--yes"]);
    assert!(
        out.starts_with("kalle → Kalle (stavet som i historikken).\nNye spillere: Mette og Ida.\n"),
        "{out}"
    );
    // The same in the JSON: what was typed, what it is, who is new.
    let json = h.json(&["new", "asa", "Olle", "Bo", "--yes"]);
    assert_eq!(json["players"], serde_json::json!(["Åsa", "Ölle", "Bo"]));
    assert_eq!(
        json["matched"],
        serde_json::json!([{"typed": "asa", "name": "Åsa"}, {"typed": "Olle", "name": "Ölle"}])
    );
    assert_eq!(json["new_players"], serde_json::json!(["Bo"]));
    // A rematch names nobody: every player is known and spelt as stored.
    let again = h.ok(&["new", "--again", "--yes"]);
    assert!(
        again.starts_with("Game 6 started: Åsa, Ölle and Bo"),
        "{again}"
    );
}

#[test]
fn one_player_twice_in_a_game_is_refused_however_spelt() {
    let h = History::new();
    h.ok(&["new", "Åsa", "Björn"]);
    let err = h.fails(&["new", "Åsa", "asa", "--yes"]);
    assert_eq!(
        err,
        "error: 'asa' is Åsa, who is already in the game; name each player once"
    );
    let err = h.fails(&["--lang", "sv", "new", "bjorn", "Kalle", "BJÖRN", "--yes"]);
    assert_eq!(
        err,
        "fel: 'BJÖRN' är Björn, som redan är med i partiet; ange varje spelare en gång"
    );
    // Two new names that are one without diacritics, in a new history too,
    // which is then not made.
    let fresh = History::new();
    let err = fresh.fails(&["--lang", "da", "new", "Søren", "Bo", "soren"]);
    assert_eq!(
        err,
        "fejl: 'soren' er Søren, som allerede er med i spillet; angiv hver spiller én gang"
    );
    assert!(!fresh.path.exists());
    // start says it its own way.
    let err = h.fails(&["start", "--dealer", "Åsa", "Åsa=1 2", "ASA=3 4"]);
    assert_eq!(err, "error: Åsa is given twice; give each player once");
}

#[test]
fn start_names_the_players_as_the_history_spells_them() {
    let h = History::new();
    h.ok(&["new", "Åsa", "Marta", "Björn"]);
    // issue 24: `start --dealer Marta Asa=...` said "Asa börjar".
    let out = h.ok(&[
        "--lang",
        "sv",
        "start",
        "--dealer",
        "Marta",
        "Asa=9 12",
        "Marta=1 2",
        "Björn=3 4",
    ]);
    assert!(out.starts_with("Åsa börjar runda 1"), "{out}");
    // A tie names the dealer, as stored.
    let out = h.ok(&[
        "--wide",
        "start",
        "--dealer",
        "marta",
        "asa=3 4",
        "MARTA=3 4",
        "bjorn=1 1",
    ]);
    assert_eq!(
        out,
        "Åsa starts round 1: Åsa and Marta tie with 7, and Åsa sits nearest to the left of Marta, who dealt.\n"
    );
    let json = h.json(&[
        "start",
        "--dealer",
        "marta",
        "asa=3 4",
        "Marta=1 2",
        "bjorn=1 1",
    ]);
    assert_eq!(json["starter"], "Åsa");
    assert_eq!(json["sums"][2]["name"], "Björn");
}

#[test]
fn risk_names_the_opponents_as_the_game_spells_them() {
    let h = History::new();
    h.ok(&["new", "Åsa", "Björn", "Ölle"]);
    let out = h.ok(&[
        "--wide",
        "risk",
        "--me",
        "5",
        "--as",
        "asa",
        "bjorn=14:3",
        "OLLE=10:2",
        "--seed",
        "1",
    ]);
    assert!(out.contains("in the order Björn and Ölle:"), "{out}");
    assert!(!out.contains("bjorn") && !out.contains("OLLE"), "{out}");
}

#[test]
fn history_commands_find_players_as_typed() {
    let h = family();
    h.ok(&[
        "round", "--closer", "Ida", "Mette=10", "Søren=5", "Ida=3", "Far=7",
    ]);
    let stats = h.json(&["stats", "soren"]);
    assert_eq!(stats["players"][0]["name"], "Søren", "{stats}");
    let rivalry = h.json(&["rivalry", "Soren", "ida"]);
    assert_eq!(rivalry["a"], "Søren", "{rivalry}");
    let err = h.fails(&["--lang", "sv", "stats", "Sren"]);
    assert_eq!(err, "fel: det finns ingen spelare Sren; menade du Søren?");
    let err = h.fails(&["--lang", "da", "rivalry", "Ida", "Meté"]);
    assert_eq!(err, "fejl: der er ingen spiller Meté; mente du Mette?");
    h.ok(&["players", "rename", "soren", "Søren B"]);
    let players = h.json(&["players"]);
    assert!(players.to_string().contains("Søren B"), "{players}");
}

#[test]
fn score_and_start_match_names_as_typed() {
    let h = History::new();
    let out = h.ok(&["score", "--closer", "Bjorn", "Björn=5", "Åsa=9"]);
    assert!(out.contains("Björn"), "{out}");
    let start = h.json(&["start", "--dealer", "asa", "Björn=9 12", "Åsa=3 4"]);
    assert_eq!(start["starter"], "Björn", "{start}");
}

/// Issue 39: a family without å, æ and ø on the keyboard spells them out,
/// Aase for Åse, Joergen for Jørgen, Soeren for Søren (and a Swede Maerta
/// for Märta): every command finds the player, never a new one.
#[test]
fn names_with_the_nordic_letters_spelt_out_find_the_player() {
    let h = History::new();
    h.ok(&["new", "Åse", "Jørgen", "Søren", "Märta"]);
    h.ok(&[
        "--lang",
        "da",
        "round",
        "--closer",
        "aase",
        "Aase=5",
        "JOERGEN=20",
        "Soeren=12",
        "Maerta=9",
    ]);
    let show = h.json(&["show"]);
    assert_eq!(show["rounds"][0]["closer"], "Åse", "{show}");
    assert_eq!(show["rounds"][0]["players"][1]["score"], 20, "{show}");
    let rivalry = h.json(&["rivalry", "Aase", "Joergen"]);
    assert_eq!(
        (&rivalry["a"], &rivalry["b"]),
        (&"Åse".into(), &"Jørgen".into())
    );
    let out = h.ok(&["--lang", "da", "rivalry", "Aase", "Joergen"]);
    assert!(out.contains("Åse") && out.contains("Jørgen"), "{out}");
    let stats = h.json(&["stats", "Soeren"]);
    assert_eq!(stats["players"][0]["name"], "Søren", "{stats}");
    assert_eq!(stats["players"].as_array().unwrap().len(), 1, "{stats}");
    // `new` reuses them and says so; nobody new but Bo.
    let out = h.ok(&["--lang", "da", "new", "Aase", "Joergen", "Bo", "--yes"]);
    assert!(
        out.starts_with(
            "Aase → Åse og Joergen → Jørgen (stavet som i historikken).\nNy spiller: Bo.\n"
        ),
        "{out}"
    );
    // One player twice, one spelt out: refused.
    let err = h.fails(&["new", "Søren", "Soeren", "--yes"]);
    assert_eq!(
        err,
        "error: 'Soeren' is Søren, who is already in the game; name each player once"
    );
    h.ok(&["players", "rename", "aase", "Åse M"]);
    let players = h.json(&["players"]).to_string();
    assert!(
        players.contains("Åse M") && !players.contains("Aase"),
        "{players}"
    );
}

/// An Aase and an Åse who are two people stay two: the name as typed wins;
/// spelt out, Soeren for a Sören and a Søren is asked about (refused here).
#[test]
fn a_real_aase_beside_åse_is_found_as_typed() {
    let h = History::new();
    h.ok(&["new", "Åse", "Bo"]);
    h.ok(&["new", "Axe", "Bo", "--yes"]);
    h.ok(&["players", "rename", "Axe", "Aase"]);
    let names = h.json(&["players"]).to_string();
    assert!(
        names.contains("\"Aase\"") && names.contains("\"Åse\""),
        "{names}"
    );
    let rivalry = h.json(&["rivalry", "AASE", "åse"]);
    assert_eq!(
        (&rivalry["a"], &rivalry["b"]),
        (&"Aase".into(), &"Åse".into())
    );
    assert_eq!(h.json(&["stats", "ase"])["players"][0]["name"], "Åse");
    let json = h.json(&["new", "aase", "Åse", "--yes"]);
    assert_eq!(json["players"], serde_json::json!(["Aase", "Åse"]));
    let h = soren_and_soren();
    let err = h.fails(&["--lang", "da", "stats", "Soeren"]);
    assert_eq!(
        err,
        "fejl: Soeren kan være flere spillere (Sören, Søren); skriv navnet præcis, som en af dem staves"
    );
}

/// Issue 40: a name with an invisible or direction character looks like
/// another, on the phones and the terminal alike. Typed for a new player or
/// a rename, it is refused in one line, nothing written; typed to find a
/// player, it is the name without them.
#[test]
fn invisible_and_direction_characters_are_refused_in_a_new_name() {
    let fresh = History::new();
    let err = fresh.fails(&["new", "Anna", "An\u{200b}na"]);
    assert_eq!(
        err,
        "error: player 2's name holds an invisible character (a zero-width space or a text \
         direction mark) that would make it look like another name; type the name again with \
         letters only"
    );
    assert!(!fresh.path.exists(), "no history made");
    let err = fresh.fails(&["--lang", "sv", "new", "\u{202e}oB", "Åsa"]);
    assert_eq!(
        err,
        "fel: namnet för spelare 1 innehåller ett osynligt tecken (ett blanksteg utan bredd eller \
         ett tecken som styr skrivriktningen) som får det att se ut som ett annat namn; skriv \
         namnet igen med bara bokstäver"
    );
    let err = fresh.fails(&["--lang", "da", "new", "Jørgen", "Åse\u{2066}"]);
    assert_eq!(
        err,
        "fejl: navnet for spiller 2 indeholder et usynligt tegn (et mellemrum uden bredde eller \
         et tegn, der styrer skriveretningen), der får det til at ligne et andet navn; skriv \
         navnet igen med kun bogstaver"
    );
    for c in [
        '\u{200c}', '\u{200d}', '\u{feff}', '\u{2060}', '\u{ad}', '\u{200e}', '\u{61c}',
    ] {
        let name = format!("Bo{c}");
        let err = fresh.fails(&["new", "Anna", &name]);
        assert!(err.contains("invisible character"), "{c:?}: {err}");
    }
    let h = History::with_game();
    let err = h.fails(&["players", "rename", "Bertil", "Ber\u{200d}til"]);
    assert!(err.contains("invisible character"), "{err}");
    let err = h.fails(&["players", "rename", "Anna", "\u{202b}Anna"]);
    assert!(err.contains("invisible character"), "{err}");
    // Typed to find a player, the name is the one without them.
    h.ok(&[
        "round",
        "--closer",
        "\u{200e}anna",
        "An\u{200b}na=5",
        "Bertil\u{feff}=9",
        "Cecilia=7",
    ]);
    let show = h.json(&["show"]);
    assert_eq!(show["rounds"][0]["closer"], "Anna", "{show}");
    assert_eq!(show["rounds"][0]["players"][1]["score"], 9, "{show}");
    let stats = h.json(&["stats", "Cec\u{200b}ilia"]);
    assert_eq!(stats["players"][0]["name"], "Cecilia", "{stats}");
    // A game of Anna and An(zero-width space)na is one player twice.
    let err = h.fails(&["new", "Anna", "Bertil", "\u{2067}anna\u{2069}", "--yes"]);
    assert!(err.contains("invisible character"), "{err}");
}

/// A skyjo export whose player has a zero-width space is refused whole, as
/// every name that breaks the rule, with the rule said.
#[test]
fn an_export_with_an_invisible_character_in_a_name_is_refused() {
    let h = History::with_game();
    let export = h
        .ok(&["export"])
        .replace("\"Bertil\"", "\"Bert\u{200b}il\"");
    assert!(export.contains("Bert\u{200b}il"));
    let file = h.path.parent().unwrap().join("export.json");
    std::fs::write(&file, export).unwrap();
    let other = History::new();
    let err = other.fails(&["import", file.to_str().unwrap()]);
    assert!(
        err.contains("without control characters, invisible characters or '='"),
        "{err}"
    );
    assert!(!other.path.exists(), "no history made by a refused file");
}

/// Issue 49: a name of look-alike letters of another alphabet (a Cyrillic
/// `А` in `Аnna`) would show as a second "Anna" on every phone. By Unicode's
/// mixed-script and confusable rules (UTS #39), it is refused in one line,
/// nothing written, in a new game and a rename alike; so are two names of a
/// game that look alike.
#[test]
fn a_name_of_look_alike_letters_of_another_alphabet_is_refused() {
    let fresh = History::new();
    let err = fresh.fails(&["new", "\u{410}nna", "Anna"]);
    assert_eq!(
        err,
        "error: '\u{410}nna' mixes letters of different alphabets that look alike (a Cyrillic or \
         Greek letter among Latin ones); type the name again in one alphabet"
    );
    assert!(!fresh.path.exists(), "no history made");
    let err = fresh.fails(&["--lang", "sv", "new", "Ian", "lan"]);
    assert_eq!(
        err,
        "fel: 'lan' och 'Ian' ser likadana ut; ge varje spelare ett namn som går att skilja från de andra"
    );
    assert!(!fresh.path.exists(), "no history made");
    let h = History::with_game();
    let err = h.fails(&["players", "rename", "Bertil", "B\u{435}rtil"]);
    assert!(
        err.contains("mixes letters of different alphabets"),
        "{err}"
    );
    // A rename to a name that looks like another player's.
    h.ok(&["new", "Ian", "Dora"]);
    let err = h.fails(&["players", "rename", "Dora", "lan"]);
    assert_eq!(
        err,
        "error: 'lan' and 'Ian' look alike; give every player a name that can be told apart"
    );
    // A name in one alphabet, or Latin with Han, is a name.
    h.ok(&["new", "Анна", "Wei 李", "Anna"]);
}
