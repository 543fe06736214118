//! The SQLite history. This module owns every line of SQL in the crate, one
//! file per concern: the open history and its one transaction per write
//! (`conn`), how a row is read (`rows`), opening and the schema (`schema`), games and rounds
//! (`games`), the round being entered and whether a game can take it
//! (`draft`), the list of games (`summary`), the current game and its seen
//! cards (`current`), corrections (`corrections`), the change log
//! (`changes`) and the log `skyjo log` reads, with the changes a sync set
//! aside (`log`), the records of whole games that the export, the import
//! and the history generator move (`records`), sync's side of the history:
//! the operations of the shared folder's journals and their merge
//! (`sync/`), statistics (`stats`), copies and restoring one (`backup`,
//! the copying itself `copy`), which file is open (`file`), what it
//! refuses (`error`). Every write of one user action goes through
//! [`Store::write`], one immediate transaction.

mod backup;
mod changes;
mod conn;
mod copy;
mod corrections;
mod current;
mod draft;
mod error;
mod file;
mod games;
mod log;
pub mod records;
mod rows;
mod schema;
pub mod stats;
mod summary;
mod sync;

pub use backup::backup_file;
pub use backup::check_backup_file;
pub(crate) use changes::log_change;
pub use changes::{Change, ChangeKind};
pub use corrections::{Correction, CorrectionKind, CorrectionRecord};
pub use draft::{Added, Draft, DraftOf, Put, ReadGame, RoundCheck, is_total_text};
pub(crate) use error::Result;
pub use error::{RecordProblem, StoreError, is_damage};
pub(crate) use error::{draft_entered, names_and};
pub use file::{OpenMode, is_whole};
pub use games::{
    NewGame, NewRound, Reads, RoundRecord, StoredGame, StoredRound, StoredScore, round_record,
};
pub use records::GameHead;
pub use schema::{MIGRATIONS, before_migration_path, is_write_refused};
pub use summary::GameSummary;
pub(crate) use summary::IndexById;
pub use sync::{
    AsideSide, CameIn, Device, FilePosition, LateRounds, LogEntry, Merged, MoveReason, NameFits,
    Op, OpKind, ReadOp, Refused, RefusedOp, Renumbered, SetAside, Sync, is_own, seq_of,
};

pub use conn::{Snapshot, Store};
use conn::{begin, commit, locked};
use rows::{BY_OPERATION, columns, parse_time};
pub use rows::{GameId, clean_name};

pub use crate::rules::names::{NAME_MAX, name_key};
