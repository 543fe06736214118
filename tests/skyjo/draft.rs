//! The draft of the round being entered, through the real binary on a real
//! history: what `status` and `show` say of it, a round given as flags while
//! a draft is kept, `--discard-draft`, a draft left stale by `undo`. The
//! draft is written here as a second writer would write it (another
//! terminal, later a phone): through the store, beside the binary.

use crate::common::History;
use skyjo::rules::{Entry, Rules};
use skyjo::store::{OpenMode, Rounds, Store};

const ANNA: &str = "1 0 3 4 / -2 2 5 0 / 1 3 0 2";

/// Writes `entries` (seat, text) into the draft of round `round` of game 1,
/// as another writer on the same history.
fn put(h: &History, round: u32, entries: &[(usize, &str)], closer: Option<usize>) {
    let mut store = Store::open(&h.path, OpenMode::Existing).unwrap();
    let names = ["Anna", "Bertil", "Cecilia"];
    let now = "2026-11-28T19:30:00Z".parse().unwrap();
    for &(seat, text) in entries {
        let entry = Entry::parse(names[seat], text, &Rules::default()).unwrap();
        store.put_draft_entry(1, round, seat, &entry, now).unwrap();
    }
    if let Some(seat) = closer {
        store.put_draft_closer(1, round, seat, now).unwrap();
    }
}

#[test]
fn status_and_show_json_show_the_draft() {
    let h = History::with_game();
    assert_eq!(h.json(&["status"])["draft"], serde_json::Value::Null);
    assert_eq!(h.json(&["show"])["draft"], serde_json::Value::Null);
    put(&h, 1, &[(0, ANNA), (1, "14")], Some(0));
    for screen in ["status", "show"] {
        let draft = &h.json(&[screen])["draft"];
        assert_eq!(draft["round"], 1, "{screen}");
        assert_eq!(draft["stale"], false);
        assert_eq!(draft["closer"], "Anna");
        assert_eq!(
            draft["entries"],
            serde_json::json!([
                {"entry": ANNA, "name": "Anna"},
                {"entry": "14", "name": "Bertil"}
            ])
        );
        assert_eq!(draft["missing"], serde_json::json!(["Cecilia"]));
        assert_eq!(draft["updated_at"], "2026-11-28T19:30:00Z");
    }
    let wanted = [
        (
            "en",
            "Round 1 is saved as a draft: the grid of Anna and the total of Bertil are in; Anna closed the round.",
        ),
        (
            "sv",
            "Runda 1 är sparad som utkast: rutnätet för Anna och summan för Bertil är ifyllda; Anna avslutade rundan.",
        ),
        (
            "da",
            "Runde 1 er gemt som kladde: gitteret for Anna og summen for Bertil er indtastet; Anna afsluttede runden.",
        ),
    ];
    for (lang, line) in wanted {
        for screen in ["status", "show"] {
            let text = h.ok(&["--wide", "--lang", lang, screen]);
            assert!(text.contains(line), "{lang} {screen}:\n{text}");
        }
    }
}

/// A round given as flags does not pass by a draft: refused with what the
/// draft holds, until `--discard-draft` throws it away (alone, or with the
/// round that replaces it).
#[test]
fn a_round_given_as_flags_is_refused_while_a_draft_is_kept() {
    let h = History::with_game();
    put(&h, 1, &[(0, ANNA), (1, "14")], None);
    let round = [
        "round",
        "--closer",
        "Anna",
        "Anna=1 0 3 4 / -2 2 5 0 / 1 3 0 2",
        "Bertil=14",
        "Cecilia=22",
    ];
    let err = h.fails(&round);
    assert_eq!(
        err,
        "error: game 1 has a draft of round 1 (the grid of Anna and the total of Bertil are in): go on from it with \
         skyjo round at a terminal, or throw it away with skyjo round --discard-draft"
    );
    // Without a terminal and without entries: the same, not "no entry for Anna".
    assert_eq!(h.fails(&["round"]), err);
    let err = h.fails(&["--lang", "sv", "round", "Anna=3"]);
    assert!(
        err.contains("(rutnätet för Anna och summan för Bertil är ifyllda)"),
        "{err}"
    );
    let out = h.run(&["round", "--json"]);
    let err: serde_json::Value = serde_json::from_slice(&out.stderr).unwrap();
    assert_eq!(err["error"]["code"], "store-draft-in-the-way");
    assert_eq!(
        h.json(&["round", "--discard-draft"]),
        serde_json::json!({"discarded_round": 1, "game": 1})
    );
    assert_eq!(
        h.json(&["round", "--discard-draft"]),
        serde_json::json!({"discarded_round": null, "game": 1})
    );
    assert_eq!(
        h.ok(&["round", "--discard-draft"]),
        "Game 1 has no draft to throw away.\n"
    );
    assert_eq!(h.json(&["status"])["rounds"], 0, "nothing was recorded");
    // With the round that replaces it: thrown away, then recorded.
    put(&h, 1, &[(2, "30")], None);
    let mut replace = round.to_vec();
    replace.push("--discard-draft");
    let out = h.run(&replace);
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "The draft of round 1 of game 1 is thrown away.\n"
    );
    let game = h.json(&["show"]);
    assert_eq!(game["rounds"][0]["players"][2]["score"], 22);
    assert_eq!(game["draft"], serde_json::Value::Null);
}

/// A round taken back leaves the draft of the round after it stale: said
/// by `status` and `show`, refused by `round`, thrown away on request.
#[test]
fn a_draft_of_a_round_taken_back_is_stale() {
    let h = History::with_game();
    h.ok(&[
        "round",
        "--closer",
        "Anna",
        "Anna=5",
        "Bertil=6",
        "Cecilia=7",
    ]);
    put(&h, 2, &[(0, "9")], None);
    assert_eq!(h.json(&["status"])["draft"]["stale"], false);
    h.ok(&["undo", "--yes"]);
    let draft = &h.json(&["status"])["draft"];
    assert_eq!(draft["round"], 2);
    assert_eq!(draft["stale"], true);
    let text = h.ok(&["--wide", "status"]);
    assert!(
        text.contains(
            "A draft of round 2 is kept, but it can no longer be recorded: the game has 0 \
             rounds now. skyjo round --discard-draft throws it away."
        ),
        "{text}"
    );
    let err = h.fails(&[
        "round",
        "--closer",
        "Anna",
        "Anna=5",
        "Bertil=6",
        "Cecilia=7",
    ]);
    assert_eq!(
        err,
        "error: the draft of round 2 of game 1 can no longer be recorded: the game has 0 rounds \
         now; throw it away with skyjo round --discard-draft"
    );
    assert_eq!(h.fails(&["round"]), err);
    h.ok(&["round", "--discard-draft"]);
    h.ok(&[
        "round",
        "--closer",
        "Anna",
        "Anna=5",
        "Bertil=6",
        "Cecilia=7",
    ]);
    assert_eq!(h.json(&["status"])["rounds"], 1);
}

/// A round recorded from its draft (by another writer) leaves no draft,
/// and a deleted game takes its draft with it.
#[test]
fn a_draft_ends_with_its_round_or_its_game() {
    let h = History::new();
    h.ok(&["new", "Anna", "Bertil", "Cecilia", "--target", "20"]);
    let rules: Rules = serde_json::from_value(h.json(&["show"])["rules"].clone()).unwrap();
    let entries: Vec<Entry> = ["25", "3", "4"]
        .iter()
        .zip(["Anna", "Bertil", "Cecilia"])
        .map(|(text, name)| Entry::parse(name, text, &rules).unwrap())
        .collect();
    let mut store = Store::open(&h.path, OpenMode::Existing).unwrap();
    let now = "2026-11-28T19:40:00Z".parse().unwrap();
    for (seat, entry) in entries.iter().enumerate() {
        store.put_draft_entry(1, 1, seat, entry, now).unwrap();
    }
    store.put_draft_closer(1, 1, 1, now).unwrap();
    let scored = skyjo::rules::score_round(&rules, &entries, 1).unwrap();
    let round = skyjo::store::NewRound::scored(&entries, &scored);
    assert_eq!(store.record_draft(1, 1, &round, now).unwrap(), 1);
    drop(store);
    let game = h.json(&["show"]);
    assert_eq!(game["game_over"], true, "Anna reached 20");
    assert_eq!(game["draft"], serde_json::Value::Null);
    assert_eq!(game["rounds"][0]["players"][0]["score"], 25);
    h.ok(&["new", "Anna", "Bertil"]);
    let mut store = Store::open(&h.path, OpenMode::Existing).unwrap();
    let entry = Entry::parse("Anna", "9", &Rules::default()).unwrap();
    store.put_draft_entry(2, 1, 0, &entry, now).unwrap();
    drop(store);
    h.ok(&["delete", "2", "--yes"]);
    let store = Store::open(&h.path, OpenMode::Existing).unwrap();
    assert_eq!(store.draft(2).unwrap(), None);
}
