//! Names as people type them, everywhere a name is typed: without the
//! diacritics when that leaves one player, else a suggestion of the nearest.

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

#[test]
fn two_players_the_same_without_diacritics_are_not_guessed_between() {
    let h = History::new();
    h.ok(&["new", "Sören", "Søren", "Åsa"]);
    let err = h.fails(&[
        "--lang", "sv", "round", "--closer", "Asa", "Soren=1", "Søren=2", "Åsa=3",
    ]);
    assert_eq!(
        err,
        "fel: Soren är inte med i parti 1 (Sören, Søren, Åsa); menade du Sören?"
    );
    // The exact name still finds its player; Asa is the only Åsa.
    h.ok(&["round", "--closer", "Asa", "Sören=1", "Søren=2", "asa=3"]);
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
