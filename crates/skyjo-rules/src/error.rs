//! Input the rules refuse, as data: each variant carries what was wrong and
//! has a stable message id; the catalogs word it (what is wrong, how to write
//! it right) in the reader's language.

use std::fmt;

use super::shape::{COLS, Line, ROWS};
use crate::Message;
use crate::msg;

/// Input the rules refuse. `who` is a player's name; empty means the reader's own grid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleError {
    /// Nothing was entered for a player.
    EmptyEntry {
        /// The player.
        who: String,
    },
    /// A grid without 12 cells.
    CellCount {
        /// The player.
        who: String,
        /// How many cells were given.
        found: usize,
    },
    /// A grid with `/` but not three rows.
    RowCount {
        /// The player.
        who: String,
        /// How many rows were given.
        found: usize,
    },
    /// A row without four cells.
    RowLength {
        /// The player.
        who: String,
        /// The row, 1-based.
        row: usize,
        /// How many cells it has.
        found: usize,
    },
    /// A word where a card should be.
    NotACard {
        /// The player.
        who: String,
        /// What was written.
        token: String,
    },
    /// A number that is not a card.
    CardOutOfRange {
        /// The player.
        who: String,
        /// The number written.
        value: i64,
    },
    /// A `?` in a grid that is to be scored.
    FaceDown {
        /// The player.
        who: String,
    },
    /// `x` cells that do not make a whole removed line.
    PartialColumn {
        /// The player.
        who: String,
        /// The column, 1-based.
        column: usize,
        /// How many of its cells are `x`.
        removed: usize,
        /// Whether the game removes rows too.
        rows: bool,
    },
    /// `x` cells in a game without the column rule.
    NoLinesRemoved {
        /// The player.
        who: String,
    },
    /// A removed line recorded with different values.
    RemovedMismatch {
        /// The player.
        who: String,
        /// The line.
        line: Line,
        /// One recorded value.
        a: i8,
        /// A different recorded value.
        b: i8,
    },
    /// A bare total no grid can make.
    ImpossibleTotal {
        /// The player.
        who: String,
        /// The total written.
        total: i32,
        /// The lowest possible total.
        min: i32,
        /// The highest possible total.
        max: i32,
    },
    /// More copies of a value in one round than the deck has.
    DeckExceeded {
        /// The card value.
        value: i8,
        /// How many were entered.
        found: u32,
        /// How many the deck has.
        copies: u32,
    },
    /// More copies of a value given as seen than the deck has.
    SeenExceeded {
        /// The card value.
        value: i8,
        /// How many were given.
        found: u32,
        /// How many the deck has.
        copies: u32,
    },
    /// More cards asked for than the pool holds.
    PoolTooSmall {
        /// Cards asked for.
        asked: u32,
        /// Cards left in the pool.
        left: u32,
    },
    /// An opponent's grid or shorthand that cannot be read.
    Opponent {
        /// The opponent.
        who: String,
        /// What is wrong.
        problem: OpponentProblem,
    },
    /// Too few or too many players.
    PlayerCount {
        /// How many were given.
        found: usize,
    },
    /// A dealer's seat (from 0) that is not at the table.
    DealerSeat {
        /// The seat given, from 0.
        dealer: usize,
        /// How many seats the table has.
        players: usize,
    },
    /// `V*N` with an N that is not a count.
    NotACount {
        /// The token.
        token: String,
    },
    /// A word in a list of cards that is not a number.
    NotACardInList {
        /// The token.
        token: String,
    },
    /// A number in a list of cards that is not a card.
    NotInDeck {
        /// The number.
        value: i32,
    },
    /// `V*N` with an absurd N.
    CountTooLarge {
        /// The token.
        token: String,
        /// The count.
        times: u32,
    },
    /// Skyjo Action: a word where a card should be (a star `*` is a card there).
    ActionNotACard {
        /// The player.
        who: String,
        /// What was written.
        token: String,
    },
    /// Skyjo Action: more stars in one round (face up and recorded `x*`, all
    /// grids together) than the deck has.
    StarsExceeded {
        /// How many were entered.
        found: u32,
        /// How many the deck has.
        copies: u32,
    },
    /// Skyjo Action: a count of action cards held at the end of the round
    /// below 0 or above the deck's action cards.
    HeldOutOfRange {
        /// The player.
        who: String,
        /// The count given.
        held: i64,
        /// The deck's action cards.
        max: u32,
    },
    /// A star (`*`, `x*`) in a game of the classic edition.
    StarInClassic {
        /// The player.
        who: String,
    },
    /// Held action cards given for a game of the classic edition.
    HeldInClassic {
        /// The player.
        who: String,
    },
    /// Held action cards given beside a bare total, which counts them already.
    HeldWithTotal {
        /// The player.
        who: String,
    },
    /// Skyjo Action: more action cards held by all players together than the deck has.
    HeldExceeded {
        /// The action cards held in all.
        found: u32,
        /// The deck's action cards.
        copies: u32,
    },
    /// A star (`*`) in a list of cards of the classic deck, which has none.
    StarInClassicDeck,
    /// Skyjo Action: more stars given as seen (the seen list, the open cards
    /// and the removed ones together) than the deck has.
    SeenStarsExceeded {
        /// How many were given.
        found: u32,
        /// How many the deck has.
        copies: u32,
    },
    /// The sum of face-down cards asked of a pool of Skyjo Action: a star has
    /// no value to add (0 alone, any value in a line it completes).
    SumWithStars,
}

/// What is wrong with an opponent of `risk`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OpponentProblem {
    /// Text with `:` that is not two numbers.
    NotOpenSum {
        /// The text.
        text: String,
    },
    /// More than 12 face-down cards.
    TooManyHidden {
        /// The count.
        hidden: u32,
    },
    /// An open sum no grid can show.
    ImpossibleOpen {
        /// The sum.
        visible: i32,
    },
    /// A `?` grid without 12 cells.
    Cells {
        /// How many were given.
        found: usize,
    },
    /// A column partly `x`.
    PartialColumn {
        /// The column, 1-based.
        column: usize,
        /// Its `x` cells.
        removed: usize,
    },
}

/// "Anna's grid", or "your grid" for the reader's own.
fn grid(who: &str) -> Message {
    if who.is_empty() {
        msg!("grid-yours")
    } else {
        msg!("grid-of", who = who)
    }
}

/// "column 2" or "row 1", 1-based as people count.
pub fn line_message(line: Line) -> Message {
    match line {
        Line::Column(c) => msg!("line-column", number = c + 1),
        Line::Row(r) => msg!("line-row", number = r + 1),
    }
}

impl RuleError {
    /// The error as a message of the catalogs.
    pub fn message(&self) -> Message {
        match self {
            RuleError::EmptyEntry { who } => msg!("rule-empty-entry", grid = grid(who)),
            // The hint of removed cards (x) only where cards are missing.
            RuleError::CellCount { who, found } => msg!(
                "rule-cell-count",
                grid = grid(who),
                found = *found,
                over = if *found > ROWS * COLS { "yes" } else { "no" }
            ),
            RuleError::RowCount { who, found } => {
                msg!("rule-row-count", grid = grid(who), found = *found)
            }
            RuleError::RowLength { who, row, found } => msg!(
                "rule-row-length",
                grid = grid(who),
                row = *row,
                found = *found,
                over = if *found > COLS { "yes" } else { "no" }
            ),
            RuleError::NotACard { who, token } => {
                msg!("rule-not-a-card", grid = grid(who), token = token)
            }
            RuleError::CardOutOfRange { who, value } => {
                msg!("rule-card-out-of-range", grid = grid(who), value = *value)
            }
            RuleError::FaceDown { who } => msg!("rule-face-down", grid = grid(who)),
            RuleError::PartialColumn {
                who,
                column,
                removed,
                rows,
            } => msg!(
                "rule-partial-column",
                grid = grid(who),
                column = *column,
                removed = *removed,
                rows = if *rows { "yes" } else { "no" }
            ),
            RuleError::NoLinesRemoved { who } => msg!("rule-no-lines-removed", grid = grid(who)),
            RuleError::RemovedMismatch { who, line, a, b } => msg!(
                "rule-removed-mismatch",
                grid = grid(who),
                line = line_message(*line),
                a = *a,
                b = *b
            ),
            RuleError::ImpossibleTotal {
                who,
                total,
                min,
                max,
            } => msg!(
                "rule-impossible-total",
                who = who,
                total = *total,
                min = *min,
                max = *max
            ),
            RuleError::DeckExceeded {
                value,
                found,
                copies,
            } => msg!(
                "rule-deck-exceeded",
                value = *value,
                found = *found,
                copies = *copies
            ),
            RuleError::SeenExceeded {
                value,
                found,
                copies,
            } => msg!(
                "rule-seen-exceeded",
                value = *value,
                found = *found,
                copies = *copies
            ),
            RuleError::PoolTooSmall { asked, left } => {
                msg!("rule-pool-too-small", asked = *asked, left = *left)
            }
            RuleError::Opponent { who, problem } => {
                let problem = match problem {
                    OpponentProblem::NotOpenSum { text } => {
                        msg!("opponent-not-open-sum", text = text)
                    }
                    OpponentProblem::TooManyHidden { hidden } => {
                        msg!("opponent-too-many-hidden", hidden = *hidden)
                    }
                    OpponentProblem::ImpossibleOpen { visible } => {
                        msg!("opponent-impossible-open", visible = *visible)
                    }
                    OpponentProblem::Cells { found } => msg!("opponent-cells", found = *found),
                    OpponentProblem::PartialColumn { column, removed } => msg!(
                        "opponent-partial-column",
                        column = *column,
                        removed = *removed
                    ),
                };
                msg!("rule-opponent", who = who, problem = problem)
            }
            RuleError::PlayerCount { found } => msg!("rule-player-count", found = *found),
            RuleError::DealerSeat { dealer, players } => {
                msg!("rule-dealer-seat", seat = *dealer + 1, players = *players)
            }
            RuleError::NotACount { token } => msg!("cards-not-a-count", token = token),
            RuleError::NotACardInList { token } => msg!("cards-not-a-card", token = token),
            RuleError::NotInDeck { value } => msg!("cards-not-in-deck", value = *value),
            RuleError::CountTooLarge { token, times } => {
                msg!("cards-count-too-large", token = token, times = *times)
            }
            RuleError::ActionNotACard { who, token } => {
                msg!("rule-action-not-a-card", grid = grid(who), token = token)
            }
            RuleError::StarsExceeded { found, copies } => {
                msg!(
                    "rule-action-stars-exceeded",
                    found = *found,
                    copies = *copies
                )
            }
            RuleError::HeldOutOfRange { who, held, max } => msg!(
                "rule-action-held-range",
                who = who,
                held = *held,
                max = *max
            ),
            RuleError::StarInClassic { who } => msg!("rule-star-in-classic", grid = grid(who)),
            RuleError::HeldInClassic { who } => msg!("rule-held-in-classic", who = who),
            RuleError::HeldWithTotal { who } => msg!("rule-held-with-total", who = who),
            RuleError::HeldExceeded { found, copies } => {
                msg!(
                    "rule-action-held-exceeded",
                    found = *found,
                    copies = *copies
                )
            }
            RuleError::StarInClassicDeck => msg!("cards-star-in-classic"),
            RuleError::SeenStarsExceeded { found, copies } => {
                msg!("rule-seen-stars-exceeded", found = *found, copies = *copies)
            }
            RuleError::SumWithStars => msg!("odds-sum-with-stars"),
        }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for RuleError {}
