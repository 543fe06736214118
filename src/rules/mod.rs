//! The rules engine: pure functions of the cards, with no I/O, clock or database.
//!
//! Everything that decides a score lives here, once.

pub mod chances;
pub mod closing;
pub mod deck;
pub mod game;
pub mod grid;
pub mod names;
pub mod odds;
pub mod play;
pub mod risk;
pub mod rng;
pub mod round;
pub mod settings;

pub use game::{
    RoundResult, Standings, StartReason, final_standings, first_starter, lowest, standings,
};
pub use grid::{Cell, Entry, Grid, GridScore, Line, Removal, Removed};
pub use round::{
    MAX_OPPONENTS, PLAYERS, PlayerScore, Reason, RoundScore, Verdict, judge, score_round,
};
pub use settings::{ColumnRule, Doubling, GameEnd, RuleNote, Rules, Starter, TieBreak};

mod error;
pub use error::{OpponentProblem, RuleError, line_message};
