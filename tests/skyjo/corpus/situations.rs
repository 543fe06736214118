//! Scenarios of the corpus (tests/skyjo/corpus.rs) where the situation
//! chooses the message (issue 48, section 2): a draft of grids and of
//! totals, cards counted with their plural and their value.

use super::Evening;
use skyjo::rules::{Entry, Rules};
use skyjo::store::{OpenMode, Rounds, Store};

/// Writes `entries` (seat, text) and the closer into the draft of round
/// `round` of game 1, as another terminal (or a phone) writes it: the
/// corpus has no terminal to type at.
fn put_draft(e: &Evening, round: u32, entries: &[(usize, &str)], closer: Option<usize>) {
    let mut store = Store::open(&e.db, OpenMode::Existing).unwrap();
    let game = store.game(1).unwrap().unwrap();
    let now = "2026-12-06T19:30:00Z".parse().unwrap();
    for &(seat, text) in entries {
        let entry = Entry::parse(&game.players[seat], text, &Rules::default()).unwrap();
        store.put_draft_entry(1, round, seat, &entry, now).unwrap();
    }
    if let Some(seat) = closer {
        store.put_draft_closer(1, round, seat, now).unwrap();
    }
}

/// A round being entered is kept as a draft: Anna's grid is in and three
/// totals, then only totals, then only grids. `status` and `show` say what
/// is in as it was typed (a grid as a grid, a total as a total), and so does
/// a round given as flags, refused while the draft is kept.
pub(super) fn draft(e: &mut Evening) {
    e.run(&["new", "Anna", "Bertil", "Cecilia", "Dora"]);
    e.say("Another terminal: Anna's grid and three totals are in, Anna closed.");
    put_draft(
        e,
        1,
        &[
            (0, "1 0 3 4 / -2 2 5 0 / 1 3 0 2"),
            (1, "14"),
            (2, "22"),
            (3, "31"),
        ],
        Some(0),
    );
    e.run(&["status"]);
    e.run(&["show"]);
    e.run(&[
        "round",
        "--closer",
        "Anna",
        "Anna=19",
        "Bertil=14",
        "Cecilia=22",
        "Dora=31",
    ]);
    e.run(&["round", "--discard-draft"]);
    e.say("Only totals, for two players.");
    put_draft(e, 1, &[(1, "14"), (2, "22")], None);
    e.run(&["status"]);
    e.run(&["round", "--discard-draft"]);
    e.say("Only grids: one, then two.");
    put_draft(e, 1, &[(3, "5 1 2 3 / 5 2 1 1 / 5 1 2 3")], None);
    e.run(&["status"]);
    put_draft(e, 1, &[(2, "1 0 2 1 / 0 1 1 0 / 0 0 0 0")], None);
    e.run(&["round", "Anna=3"]);
}

/// Cards counted: one card is "1 card"; too many cards get no hint to write
/// removed cards as x; a value the deck has too few of is named as a value;
/// a card missing from a deck is one card of its value.
pub(super) fn counted(e: &mut Evening) {
    e.run(&[
        "score",
        "--closer",
        "Anna",
        "Anna=1 2 3 4 5 6 7 8 9 10 11 12 1",
        "Bertil=5",
    ]);
    e.run(&[
        "score",
        "--closer",
        "Anna",
        "Anna=1 2 3 4 / 5 / 1 2 3 4",
        "Bertil=5",
    ]);
    e.run(&[
        "score",
        "--closer",
        "Anna",
        "Anna=1 2 3 4 / 5 6 7 8 9 / 1 2 3 4",
        "Bertil=5",
    ]);
    e.run(&[
        "score",
        "--closer",
        "Anna",
        "Anna=1 2 3 4 5 6 7 8 9 10 11",
        "Bertil=5",
    ]);
    e.run(&[
        "score",
        "--closer",
        "Anna",
        "Anna=1 1 1 1 / 1 1 1 1 / 1 1 1 1",
        "Bertil=1 0 0 0 / 0 0 0 0 / 0 0 0 0",
    ]);
    e.run(&[
        "score",
        "--closer",
        "Anna",
        "Anna=1 2 3 * / 4 5 6 7 / 8 9 10 11",
        "Bertil=5",
    ]);
    e.run(&[
        "score",
        "--edition",
        "action",
        "--closer",
        "Anna",
        "Anna=1 2 3 * / 4 5 6 7 / 8 9 10 11",
        "Bertil=5",
    ]);
    e.run(&[
        "deck",
        "check",
        "--cards",
        "-2*5 -1*10 0*15 1*10 2*10 3*10 4*10 5*8 6*10 7*10 8*10 9*10 10*10 11*10 12*9",
    ]);
    e.say("One card counted.");
    e.run(&["deck", "check", "--cards", "12"]);
}
