//! The history's screens, a file each: players, stats, rivalry, ratings,
//! the log of corrections, a rescore, a correction (`edit`); and the
//! one-line answers of the commands that change or move the history
//! (`messages.rs`). Each screen's view is worded in its own file; the
//! items are used from here, `render::history::StatsView`.
//!
//! The screens take `Screen` and `ShowView` from `view.rs`; `view.rs`
//! takes its answers' words from `messages.rs`, which imports no view:
//! no file imports one that imports it back.

mod edit;
mod log;
pub(super) mod messages;
mod players;
mod ratings;
mod rescore;
mod rivalry;
mod stats;

pub use edit::{correct_question, corrected, outcome_changed};
pub use log::{ChangeLine, CorrectionLine, LogView, SetAsideText, kind_text, set_aside_text};
pub use messages::{
    WrittenView, backed_up, generated, import_progress, imported, imported_bgstats, merged, renamed,
};
pub use players::{PlayerLine, PlayersView, players_text};
pub use ratings::{Rated, RatedLine, RatingsHistory, RatingsView};
pub use rescore::RescoredView;
pub use rivalry::{MeetingLine, RivalryView};
pub use stats::{ScoresLine, StatsLine, StatsView, stats_text, wins_text};

use crate::render::{edition_key, empty_selection as empty_text};

/// A rate or an average for the JSON: 3 decimals.
fn round3(value: Option<f64>) -> Option<f64> {
    value.map(|v| (v * 1000.0).round() / 1000.0)
}

/// The name of seat `seat`, or its number when the game is gone (deleted).
fn seat_name(players: &[String], seat: usize) -> String {
    players
        .get(seat)
        .cloned()
        .unwrap_or_else(|| format!("#{}", seat + 1))
}
