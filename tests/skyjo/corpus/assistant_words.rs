//! The scenarios of the corpus that show the words of the assistant's
//! answers as the situation calls for them: who starts and why in one
//! sentence (a tie at the deal, the round-winner rule), the unseen count
//! with its noun and a true minus, one opponent's last turn, a lead over the
//! lowest other score said as below, above or level (issue 48, section 2).

use super::Evening;

/// A game of three whose winner of a round starts the next: the tie at the
/// deal, the start after a round, the cards left, the risk of closing
/// against one opponent (with and without the game), and the advice of a
/// turn ranked by the round alone.
pub(super) fn assistant_words(e: &mut Evening) {
    e.run(&[
        "new",
        "Anna",
        "Bertil",
        "Cecilia",
        "--starter",
        "round-winner",
    ]);
    e.say("Cecilia dealt; Anna and Bertil tie for the highest two cards.");
    e.run(&[
        "start",
        "--dealer",
        "Cecilia",
        "Anna=9 12",
        "Bertil=12 9",
        "Cecilia=1 1",
    ]);
    e.run(&[
        "round",
        "--closer",
        "Anna",
        "Anna=10",
        "Bertil=5",
        "Cecilia=20",
    ]);
    e.say("Bertil scored lowest: under this game's rule, the round's winner starts.");
    e.run(&["start"]);
    e.run(&["odds", "--seen", "9 9 -2 12 5"]);
    e.run(&[
        "risk",
        "--me",
        "19",
        "Bertil=3 5 1 8 / 0 ? 4 6 / 2 7 9 4",
        "--discard",
        "5",
    ]);
    e.run(&[
        "risk",
        "--as",
        "Anna",
        "--me",
        "19",
        "Bertil=8:4",
        "Cecilia=20:4",
    ]);
    e.say("A turn whose best choice ends the round below the lowest other score.");
    // A quarter of the default samples: the words are what is read here,
    // and each of the six languages plays the rounds out again.
    e.run(&[
        "advise",
        "--samples",
        "1000",
        "--me",
        "5 ? ? 9 / ? 2 ? ? / 0 ? ? 11",
        "--discard",
        "3",
        "--drawn",
        "7",
        "Bertil=3 ? ? 9 / ? 9 ? ? / 2 ? 0 9",
    ]);
    e.say("A turn whose every choice ends the round above the lowest other score.");
    e.run(&[
        "advise",
        "--samples",
        "1000",
        "--me",
        "12 ? 11 10 / 9 ? 12 11 / 10 9 ? 12",
        "--discard",
        "12",
        "Bertil=0 -1 ? 0 / -2 0 1 ? / 0 -1 0 1",
    ]);
}
