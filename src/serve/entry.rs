//! The entry panel of `skyjo serve --entry`: on the phone page, above the
//! sheet, each player enters their own grid by tapping (twelve cells and a
//! keypad of the cards, a column removed during play, or a round total), sees
//! every grid of the draft as it arrives, names the closer, reviews the
//! scores and records the round, all through the entry API. In a game of
//! Skyjo Action the keypad has a star and each player counts the action
//! cards still in hand; a classic game's panel shows neither.
//!
//! The panel's fixed parts (the twelve cells, the keypads, the buttons) and
//! its words, in the reader's language, are rendered here with `maud`; the
//! script ([`SCRIPT`]) fills in the game's players and the draft, which it
//! reads from `state.json` and `api/draft` and follows on the page's event
//! stream. The style and the script are files of this folder, in the binary,
//! served inline under the page's nonce.

use maud::{Markup, html};
use serde::Serialize;

use crate::i18n::{Lang, t};
use crate::rules::action::HELD_ACTION_CARD;
use crate::rules::deck::{self, ActionDeck};
use crate::rules::shape::{COLS, ROWS};
use crate::tr;

/// The panel's script: plain ES2017, no framework, nothing fetched.
pub const SCRIPT: &str = include_str!("entry.js");

/// The panel's style, on top of the page's.
pub const STYLE: &str = include_str!("entry.css");

/// The card values of the keypad, lowest first.
const CARDS: std::ops::RangeInclusive<i8> = -2..=12;

/// The words the script puts together, in the reader's language: a
/// `{name}` in one is filled in by the script (a message's variable given
/// as its own placeholder, where no catalog selects on it; the count of
/// cards to go is given as one and as other, the deck's check per value).
#[derive(Serialize)]
struct Words {
    you: String,
    sum: String,
    left_one: String,
    left_other: String,
    send_grid: String,
    send_total: String,
    sent: String,
    total_label: String,
    round: String,
    waiting: String,
    review_wait: String,
    record: String,
    recorded: String,
    offline: String,
    /// A draft left from before a round was taken back: what to do.
    stale: String,
    /// The deck's check, for each card value from -2 up (the catalogs
    /// word each value in its own way).
    deck: Vec<String>,
    /// Skyjo Action: the deck's check for each card value from -2 up, its
    /// `{copies}` the game's deck's (the assumed one, or the family's own).
    deck_action: Vec<String>,
    /// Skyjo Action: more stars than the deck has.
    stars_over: String,
    /// Skyjo Action: a star, as a screen reader says the cell.
    star: String,
    /// Skyjo Action: the action cards held and what they add, for one and more.
    held_one: String,
    held_other: String,
}

impl Words {
    fn new(lang: Lang) -> Words {
        Words {
            you: tr!(lang, "entry-you", name = "{name}"),
            sum: tr!(lang, "entry-sum", sum = "{sum}"),
            left_one: tr!(lang, "entry-cards-left", left = 1),
            left_other: tr!(lang, "entry-cards-left", left = "{n}"),
            send_grid: t(lang, "entry-send-grid"),
            send_total: t(lang, "entry-send-total"),
            sent: t(lang, "entry-sent"),
            total_label: t(lang, "entry-total-only"),
            round: tr!(lang, "entry-round", round = "{round}"),
            waiting: t(lang, "entry-waiting"),
            review_wait: t(lang, "entry-review-wait"),
            record: tr!(lang, "entry-record", round = "{round}"),
            recorded: tr!(lang, "entry-recorded", round = "{round}"),
            offline: t(lang, "entry-offline"),
            stale: tr!(lang, "entry-stale", round = "{round}", next = "{next}"),
            deck: CARDS
                .map(|value| {
                    tr!(
                        lang,
                        "rule-deck-exceeded",
                        found = "{found}",
                        value = value,
                        copies = deck::copies(value)
                    )
                })
                .collect(),
            deck_action: CARDS
                .map(|value| {
                    tr!(
                        lang,
                        "rule-deck-exceeded",
                        found = "{found}",
                        value = value,
                        copies = "{copies}"
                    )
                })
                .collect(),
            stars_over: tr!(
                lang,
                "rule-action-stars-exceeded",
                found = "{found}",
                copies = "{copies}"
            ),
            star: t(lang, "entry-star"),
            held_one: tr!(
                lang,
                "entry-held-count",
                held = 1,
                points = HELD_ACTION_CARD
            ),
            held_other: tr!(lang, "entry-held-count", held = "{n}", points = "{points}"),
        }
    }
}

/// The entry panel in `lang`, hidden until the script has a game to show.
pub fn panel(lang: Lang) -> Markup {
    let words = serde_json::to_string(&Words::new(lang)).expect("words serialize");
    let deck = serde_json::to_string(&ActionDeck::default()).expect("a deck serializes");
    html! {
        section #entry hidden lang=(lang.code()) data-words=(words) data-action-deck=(deck) {
            h2 #round-heading { (tr!(lang, "entry-round", round = "")) }
            // Skyjo Action: its rules in a line, and its keys and counter
            // below, shown by the script for a game of Skyjo Action only.
            p #action-note .note hidden { (t(lang, "entry-action")) }
            div #pick {
                p { (t(lang, "entry-pick")) }
                div #players .players {}
            }
            div #mine hidden {
                p .me {
                    b #me-name {}
                    button #not-me type="button" { (t(lang, "entry-not-me")) }
                }
                label .switch {
                    input #use-total type="checkbox";
                    span { (t(lang, "entry-use-total")) }
                }
                div #grid-part {
                    div #grid role="group" aria-label=(t(lang, "entry-grid")) {
                        @for row in 1..=ROWS {
                            @for column in 1..=COLS {
                                button .cell.empty type="button"
                                    aria-label=(tr!(lang, "entry-cell", row = row, column = column)) {}
                            }
                        }
                    }
                    p .sum { span #sum {} span #left {} }
                    p #gone-note .note hidden { (t(lang, "entry-gone")) }
                    p #gone-note-action .note hidden { (t(lang, "entry-gone-action")) }
                    p #star-note .note hidden { (t(lang, "entry-star-removed")) }
                    div #keypad .keypad {
                        @for value in CARDS {
                            button type="button" data-value=(value) { (value) }
                        }
                        button .star type="button" data-value="*" hidden
                            aria-label=(t(lang, "entry-star")) { "\u{2605}" }
                        div .removals {
                            button type="button" data-value="x" { (t(lang, "entry-removed")) }
                            button type="button" data-value="xr" hidden { (t(lang, "entry-removed-row")) }
                        }
                        button .two type="button" data-value="" aria-label=(t(lang, "entry-erase")) { "\u{232b}" }
                    }
                    div #held-part .held hidden {
                        span #held-label { (t(lang, "entry-held")) }
                        span .stepper role="group" aria-label=(t(lang, "entry-held")) {
                            button #held-less type="button" aria-label=(t(lang, "entry-held-less")) { "\u{2212}" }
                            output #held-count aria-live="polite" { "0" }
                            button #held-more type="button" aria-label=(t(lang, "entry-held-more")) { "+" }
                        }
                        span #held-points {}
                    }
                }
                div #total-part hidden {
                    p .total-shown #total-shown aria-live="polite" {}
                    div #digits .keypad {
                        @for digit in 1..=9 {
                            button type="button" data-digit=(digit) { (digit) }
                        }
                        button type="button" data-digit="minus" aria-label=(t(lang, "entry-minus")) { "\u{2212}" }
                        button type="button" data-digit="0" { "0" }
                        button type="button" data-digit="back" aria-label=(t(lang, "entry-erase")) { "\u{232b}" }
                    }
                }
                p #deck .message role="status" {}
                p #message .message role="alert" {}
                button #send type="button" disabled { (t(lang, "entry-send-grid")) }
            }
            h2 { (t(lang, "entry-grids")) }
            ol #grids {}
            ul #problems {}
            h2 #closer-heading { (t(lang, "prompt-closer")) }
            div #closer .players {}
            p #closer-message .message role="alert" {}
            h2 { (t(lang, "entry-review")) }
            div #review {}
            button #record type="button" disabled { (tr!(lang, "entry-record", round = "")) }
            p #record-message .message role="alert" {}
        }
    }
}
