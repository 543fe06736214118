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
        "fejl: den, der afsluttede, Sren, er ikke med i spil 1 (Mette, Søren, Ida, Far); mente du Søren?"
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
        first.starts_with("New players: Åsa, Björn, Ölle.\n"),
        "{first}"
    );
    // issue 24: a family typing without diacritics is the same family.
    let out = h.ok(&["new", "asa", "BJORN", "olle", "Kalle", "--yes"]);
    assert!(
        out.starts_with(
            "asa → Åsa, BJORN → Björn, olle → Ölle (spelt as in the history).\n\
             New player: Kalle.\n\
             Game 2 started: Åsa, Björn, Ölle, Kalle"
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
            "ÅSA → Åsa, bjorn → Björn (stavat som i historiken).\nNy spelare: Märta.\n"
        ),
        "{out}"
    );
    let out = h.ok(&["--lang", "da", "new", "kalle", "Mette", "Ida", "--yes"]);
    assert!(
        out.starts_with("kalle → Kalle (stavet som i historikken).\nNye spillere: Mette, Ida.\n"),
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
        again.starts_with("Game 6 started: Åsa, Ölle, Bo"),
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
    assert!(out.starts_with("Runda 1: Åsa börjar"), "{out}");
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
        "Round 1: Åsa starts: Åsa and Marta tie with 7; Åsa sits nearest the dealer's (Marta) left.\n"
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
    assert!(out.contains("in the order Björn, Ölle:"), "{out}");
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
