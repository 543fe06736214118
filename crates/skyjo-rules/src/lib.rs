//! The rules of Skyjo as pure functions of the cards: no I/O, no clock, no
//! database, no printing. Everything that decides a score lives here, once:
//! what a player enters for a round and how it is read ([`entry`]), grids and
//! the columns they lose ([`grid`]), a round's scores and the doubling of the
//! closer ([`round`]), the end of a game and who starts ([`game`]), the rule
//! variants a game is played with ([`settings`]), the 150-card deck and its
//! odds ([`deck`], [`odds`]), the risk of closing ([`risk`], [`closing`]), a
//! simple player ([`play`]) and the chances to win a game from its totals
//! ([`chances`]). What a player may be called is in [`names`]. Skyjo Action
//! (stars, rows, star bonuses, action cards held) is an edition of the rules
//! ([`Edition`]): its grid and how it scores are [`action`]'s, its settings,
//! deck and entries stand beside the classic game's, and its rounds are
//! scored by the same [`score_round`]. Everything that differs by edition is
//! answered in one place, [`edition`]: a front end asks the [`Edition`] (its
//! deck, whether it has stars or held cards, its note) and scores through
//! [`score_round`] and [`score_entry`], never an edition's own scorer.
//!
//! It returns data, never sentences: scores, the doubling verdict and its
//! reason, and typed errors ([`RuleError`]) that carry a [`Message`] id for a
//! front end to word in the reader's language.
//!
//! A round of the official rules: Anna
//! closes with 19, Bertil has 14, Cecilia 22. Anna is not alone lowest, so her
//! score is doubled.
//!
//! ```
//! use skyjo_rules::{Entry, Reason, Rules, score_round};
//!
//! let rules = Rules::default();
//! let entries = [
//!     Entry::parse("Anna", "1 0 3 4 / -2 2 5 0 / 1 3 0 2", &rules)?,
//!     Entry::parse("Bertil", "14", &rules)?,
//!     Entry::parse("Cecilia", "22", &rules)?,
//! ];
//! let round = score_round(&rules, &entries, 0)?;
//! let scores: Vec<i32> = round.players.iter().map(|p| p.score).collect();
//! assert_eq!(scores, [38, 14, 22]);
//! assert!(round.verdict.doubled);
//! assert_eq!(round.verdict.reason, Reason::NotLowest);
//! # Ok::<(), skyjo_rules::RuleError>(())
//! ```

pub mod action;
pub mod advise;
pub mod chances;
pub mod choice;
pub mod closing;
pub mod deck;
pub mod edition;
pub mod entry;
pub mod game;
pub mod grid;
pub mod names;
pub mod odds;
pub mod play;
pub mod risk;
pub mod rng;
pub mod round;
pub mod settings;
pub mod shape;

pub use choice::Choice;
pub use edition::{EDITIONS, Edition, PerEdition};
pub use entry::Entry;
pub use game::{
    MAX_OPPONENTS, PLAYERS, RoundResult, Standings, StartReason, final_standings, first_starter,
    lowest, standings,
};
pub use grid::{Cell, Grid, GridScore, Removal};
pub use round::{
    PlayerScore, Reason, RoundScore, Scored, Verdict, closer_verdict, judge, over_deck,
    score_entry, score_round,
};
pub use settings::{
    ActionRules, ColumnRule, Doubling, GameEnd, RuleNote, Rules, StarLines, Starter, TieBreak,
};
pub use shape::{Line, Removed};

mod error;
pub use error::{OpponentProblem, RuleError, line_message};

pub mod message;
pub use message::{Arg, Message};
