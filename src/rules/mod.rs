//! The rules engine: pure functions of the cards, with no I/O, clock or database.
//!
//! Everything that decides a score lives here, once.

pub mod deck;
pub mod game;
pub mod grid;
pub mod odds;
pub mod risk;
pub mod rng;
pub mod round;
pub mod settings;

pub use game::{RoundResult, Standings, first_starter, standings};
pub use grid::{Cell, Entry, Grid, GridScore, Line, Removal, Removed};
pub use round::{PLAYERS, PlayerScore, Reason, RoundScore, Verdict, score_round};
pub use settings::{ColumnRule, Doubling, GameEnd, Rules, Starter, TieBreak};

/// Input the rules refuse. Every message says what is wrong and how to write it right.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// Nothing was entered for a player.
    #[error("no entry for {who}; give 12 cards (3 rows of 4) or the round total")]
    EmptyEntry {
        /// The player.
        who: String,
    },
    /// A grid without 12 cells.
    #[error(
        "{who}'s grid has {found} cards; a grid has 12 (3 rows of 4), write removed cards as x"
    )]
    CellCount {
        /// The player.
        who: String,
        /// How many cells were given.
        found: usize,
    },
    /// A grid with `/` but not three rows.
    #[error("{who}'s grid has {found} rows; a grid has 3 rows of 4, with / between rows")]
    RowCount {
        /// The player.
        who: String,
        /// How many rows were given.
        found: usize,
    },
    /// A row without four cells.
    #[error("row {row} of {who}'s grid has {found} cards; a row has 4 (write removed cards as x)")]
    RowLength {
        /// The player.
        who: String,
        /// The row, 1-based.
        row: usize,
        /// How many cells it has.
        found: usize,
    },
    /// A word where a card should be.
    #[error(
        "{who}'s grid has '{token}' where a card should be; write a number from -2 to 12, or x for a removed card"
    )]
    NotACard {
        /// The player.
        who: String,
        /// What was written.
        token: String,
    },
    /// A number that is not a card.
    #[error("{who}'s grid has {value}, which is not a card; cards go from -2 to 12")]
    CardOutOfRange {
        /// The player.
        who: String,
        /// The number written.
        value: i64,
    },
    /// A `?` in a grid that is to be scored.
    #[error("{who}'s grid has a face-down card (?); turn every card over before scoring")]
    FaceDown {
        /// The player.
        who: String,
    },
    /// `x` cells that do not make a whole removed line.
    #[error("column {column} of {who}'s grid has {removed} removed card(s) (x); a removed column is x in all three rows{}", if *rows { " (or a removed row, x in all four cells)" } else { "" })]
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
    #[error(
        "{who}'s grid has removed cards (x), but this game has no column rule; enter the cards as they lie"
    )]
    NoLinesRemoved {
        /// The player.
        who: String,
    },
    /// A removed line recorded with different values.
    #[error(
        "{line} of {who}'s grid was removed as x{a} and x{b}; a removed line is equal cards, write one value or plain x"
    )]
    RemovedMismatch {
        /// The player.
        who: String,
        /// "column 2" or "row 1".
        line: String,
        /// One recorded value.
        a: i8,
        /// A different recorded value.
        b: i8,
    },
    /// A bare total no grid can make.
    #[error("{who}'s total {total} is impossible; a 3x4 grid scores from {min} to {max}")]
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
    #[error("{found} cards of {value} entered; the deck has {copies}: check the grids")]
    DeckExceeded {
        /// The card value.
        value: i8,
        /// How many were entered.
        found: u32,
        /// How many the deck has.
        copies: u32,
    },
    /// More copies of a value given as seen than the deck has.
    #[error("{found} cards of {value} given as seen; the deck has {copies}: check the seen cards")]
    SeenExceeded {
        /// The card value.
        value: i8,
        /// How many were given.
        found: u32,
        /// How many the deck has.
        copies: u32,
    },
    /// More cards asked for than the pool holds.
    #[error(
        "{asked} cards asked for, but only {left} are left unseen; ask for fewer or see fewer cards"
    )]
    PoolTooSmall {
        /// Cards asked for.
        asked: u32,
        /// Cards left in the pool.
        left: u32,
    },
    /// An opponent's grid or shorthand that cannot be read.
    #[error("{who}: {problem}")]
    Opponent {
        /// The opponent.
        who: String,
        /// What is wrong and how to write it.
        problem: String,
    },
    /// Too few or too many players.
    #[error("{found} players; Skyjo is for 2 to 8 players")]
    PlayerCount {
        /// How many were given.
        found: usize,
    },
}
