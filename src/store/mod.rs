//! The SQLite history. This module owns every line of SQL in the crate, one
//! file per concern: the open history and its one transaction per write
//! (`conn`), where a write lands, its changes made sync operations when the
//! history is shared (`write`), how a row is read (`rows`), opening and the schema (`schema`), games and rounds
//! (`games`), the round being entered, the current game and its seen cards,
//! and whether a game can take its next round (`draft`), the list of games
//! (`summary`), corrections as kept (`corrections`) and made (`correct`),
//! the change log (`changes`), the records of whole games that the export, the import
//! and the history generator move (`records`), sync's side of the history:
//! the operations of the shared folder's journals and their merge
//! (`sync/`), statistics and the log `skyjo log` reads (`stats`), copies and restoring one (`backup`,
//! the copying itself `copy`), which file is open (`file`), what it
//! refuses (`error`). Every write of one user action goes through
//! [`Store::write`], one immediate transaction.
//!
//! A command names the parts of the store it uses by importing their faces,
//! one trait per concern, each implemented for [`Store`] in the file that
//! does the work:
//! - [`Rounds`] (`draft`): games and their rounds as they are played: start,
//!   read back, the current game, seen cards, the draft, a round recorded.
//! - [`Reads`] (`stats`): the history's reads: games, players, statistics,
//!   head-to-head, the ratings' rounds and outcomes, the log of changes.
//! - [`Corrections`] (`correct`): what changes what was played: a round
//!   replaced, rescored or taken back, a game noted, abandoned or deleted,
//!   players renamed or merged; the corrections made.
//! - [`Records`] (`records`): whole games moved in and out: export, import.
//! - [`Files`] (`backup`): the file: copies, restore, its schema version,
//!   opening it again when it was replaced.
//! - sync's side (`sync/`: `Store::begin_sync` and its [`Sync`]) stands on
//!   [`Store`] as it is, its face to come.
//!
//! Opening ([`Store::open`], [`Store::open_in_memory`]), the one write
//! transaction ([`Store::write`], in `write`), a read that sees one state
//! ([`Store::snapshot`]) and whether another connection wrote
//! ([`Store::data_version`]) are the open history's own, beneath every face.

mod backup;
mod changes;
mod conn;
mod copy;
mod correct;
mod corrections;
mod draft;
mod error;
mod file;
mod games;
pub mod records;
mod rows;
mod schema;
pub mod stats;
mod summary;
mod sync;
mod write;

pub use backup::{Files, backup_file, check_backup_file};
pub(crate) use changes::log_change;
pub use changes::{Change, ChangeKind};
pub use correct::Corrections;
pub use corrections::{Correction, CorrectionKind, CorrectionRecord};
pub use draft::{Added, Draft, DraftOf, Put, ReadGame, RoundCheck, Rounds, is_total_text};
pub(crate) use error::Result;
pub use error::{RecordProblem, StoreError, is_damage};
pub(crate) use error::{draft_entered, names_and};
pub use file::{OpenMode, is_whole};
pub use games::{
    NewGame, NewRound, ReadCount, RoundRecord, StoredGame, StoredRound, StoredScore, round_record,
};
pub use records::{GameHead, Records};
pub use schema::{MIGRATIONS, before_migration_path, is_write_refused};
pub use stats::Reads;
pub use summary::GameSummary;
pub(crate) use summary::IndexById;
pub use sync::{
    AsideSide, CameIn, Device, FilePosition, LateRounds, LogEntry, Merged, Missing, MoveReason,
    NameFits, Op, OpKind, ReadOp, Refused, RefusedOp, Renumbered, SetAside, Sync, is_own, seq_of,
};

pub use conn::{Snapshot, Store};
use conn::{begin, commit, locked};
use rows::{BY_OPERATION, columns, parse_time};
pub use rows::{GameId, clean_name};

pub use crate::rules::names::{NAME_MAX, name_key};
