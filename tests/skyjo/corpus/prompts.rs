//! The round typed at the prompts, at a terminal: grids row by row, a total,
//! a mistyped row, a whole grid pasted at the row-2 prompt, the closer from
//! the menu, the round left as a draft, what `status` and `show` say of the
//! draft, and the round recorded from it.

use super::{Evening, Step};
use skyjo::tr;

/// The start of a prompt as the screen shows it (the part before its
/// bracket, which may wrap): what a step waits for.
fn head(text: String) -> String {
    text.split('(')
        .next()
        .unwrap_or_default()
        .trim()
        .to_string()
}

pub(super) fn round_at_the_prompts(e: &mut Evening) {
    let lang = e.lang();
    let first = |name: &str| head(tr!(lang, "prompt-first-row", name = name));
    let next = |name: &str, row: i64, sum: i64| {
        head(tr!(
            lang,
            "prompt-next-row",
            name = name,
            row = row,
            sum = sum
        ))
    };
    let closer = tr!(lang, "prompt-closer");
    let later = tr!(lang, "menu-leave-draft");
    e.run(&["new", "Anna", "Bertil", "Cecilia", "Dora"]);
    e.say("Anna types her grid row by row, Bertil a total; Cecilia mistypes a row,");
    e.say("Dora pastes her whole grid at the row-2 prompt; the round is left for later.");
    e.terminal(
        &["round"],
        &[
            Step::line(first("Anna"), "1 0 3 4"),
            Step::line(next("Anna", 2, 8), "-2 2 5 0"),
            Step::line(next("Anna", 3, 13), "1 3 0 2"),
            Step::line(first("Bertil"), "14"),
            Step::line(first("Cecilia"), "x9 1 2"),
            Step::line(first("Cecilia"), "x9 1 2 3"),
            Step::line(next("Cecilia", 2, 6), "x9 2 1 1"),
            Step::line(next("Cecilia", 3, 10), "x9 1 2 1"),
            Step::line(first("Dora"), "5 4 2 3"),
            Step::line(next("Dora", 2, 14), "5 4 2 3 / 5 2 6 7 / 5 4 2 3"),
            Step::line(next("Dora", 2, 14), "5 2 6 7"),
            Step::line(next("Dora", 3, 34), "5 4 2 3"),
            Step::keys(closer.clone(), &["Down", "Enter"]),
            Step::keys(later, &["Down", "Down", "Down", "Enter"]),
        ],
    );
    e.run(&["status"]);
    e.run(&["show"]);
    e.say("The round goes on from the draft and is recorded.");
    e.terminal(
        &["round"],
        &[Step::keys(
            tr!(lang, "round-record-question", round = 1, game = 1),
            &["Enter"],
        )],
    );
    e.run(&["status"]);
    e.say("Bertil's total was 12, not 14: the correction is shown, and stored.");
    e.terminal(
        &["edit", "1", "1", "Bertil=12"],
        &[Step::keys(
            tr!(lang, "edit-question", round = 1, game = 1),
            &["Enter"],
        )],
    );
    e.run(&["log"]);
}
