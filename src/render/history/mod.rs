//! The history's screens, a file each: players, stats, rivalry, ratings,
//! the log of corrections, a rescore, a correction (`edit`); and the
//! one-line answers of the commands that change or move the history
//! (`messages.rs`). Each screen's view is worded in its own file; the
//! items are used from here, `render::history::StatsView`.
//!
//! The screens take `Screen` and `ShowView` from `view.rs`, which imports
//! nothing of the history: the answers of the commands that change the
//! history keep their views beside their words, in `messages.rs`. This
//! file only declares and re-exports (a seat's name is `seat.rs`'s, a rate
//! to three decimals `render::json`'s).

mod edit;
mod log;
pub(super) mod messages;
mod players;
mod ratings;
mod rescore;
mod rivalry;
mod seat;
mod stats;

pub use edit::{correct_question, corrected, outcome_changed};
pub use log::{ChangeLine, CorrectionLine, LogView, SetAsideText, kind_text, set_aside_text};
pub use messages::{
    BackupView, BgStatsImportedView, GeneratedView, ImportedView, Merged, MergedView, Renamed,
    RenamedView, RestoredView, WrittenView, backed_up, generated, import_progress, imported,
    imported_bgstats, merged, renamed,
};
pub use players::{PlayerLine, PlayersView, players_text};
pub use ratings::{Rated, RatedLine, RatingsHistory, RatingsView};
pub use rescore::RescoredView;
pub use rivalry::{MeetingLine, RivalryView};
pub use stats::{ScoresLine, StatsLine, StatsView, stats_text, wins_text};

use crate::render::json::round3;
use crate::render::{edition_key, empty_selection as empty_text};
use seat::seat_name;
