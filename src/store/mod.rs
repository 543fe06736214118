//! The SQLite history. This module owns every line of SQL in the crate, one
//! file per concern: opening and the schema (`schema`), games and rounds
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

use chrono::{DateTime, Utc};
use rusqlite::{Connection, Transaction, TransactionBehavior};

mod backup;
mod changes;
mod copy;
mod corrections;
mod current;
mod draft;
mod error;
mod file;
mod games;
mod log;
pub mod records;
mod schema;
pub mod stats;
mod summary;
mod sync;

pub use backup::backup_file;
pub use backup::check_backup_file;
pub(crate) use changes::log_change;
pub use changes::{Change, ChangeKind};
pub use corrections::{Correction, CorrectionKind, CorrectionRecord};
pub use draft::{Draft, Put, RoundCheck, is_total_text};
pub use error::{RecordProblem, StoreError, is_damage};
pub(crate) use error::{draft_entered, names_and};
pub use file::{OpenMode, is_whole};
pub use games::{
    NewGame, NewRound, RoundRecord, StoredGame, StoredRound, StoredScore, round_record,
};
pub use records::GameHead;
pub use schema::{MIGRATIONS, before_migration_path, is_write_refused};
pub use summary::GameSummary;
pub(crate) use summary::IndexById;
pub use sync::{
    AsideSide, CameIn, Device, FilePosition, LateRounds, LogEntry, Merged, MoveReason, NameFits,
    Op, OpKind, ReadOp, Refused, RefusedOp, Renumbered, SetAside, Sync, is_own, seq_of,
};

/// What the store answers: a value, or a [`StoreError`].
pub(crate) type Result<T, E = StoreError> = std::result::Result<T, E>;

/// A game's row id.
pub type GameId = i64;

pub use crate::rules::names::{NAME_MAX, name_key};

/// The order of log entries and corrections made in one second: by their
/// operation (device, then its sequence number, then the whole id, since
/// two copies of one history made operations of one number), the same on
/// every device whatever order they came in; those not yet synced by row.
/// Follows `ORDER BY <time>, ` in the queries of `changes` and `corrections`.
const BY_OPERATION: &str = "substr(coalesce(sync_id, ''), 1, instr(coalesce(sync_id, ''), ':')),
    CAST(substr(sync_id, instr(sync_id, ':') + 1) AS INTEGER), sync_id, id";

/// An open skyjo database.
pub struct Store {
    /// The file opened, when it is one (see [`file`]). Dropped before the
    /// connection: the side files it lists stay open until it is unlisted.
    file: Option<file::HistoryFile>,
    conn: Connection,
}

impl Store {
    /// Runs `write` in one immediate transaction (the write lock taken at
    /// the start, so two writers never deadlock half-way): everything it
    /// writes lands together when it returns `Ok`, nothing when it fails.
    /// Refused before anything is written when the file is no longer the
    /// one opened, or can no longer be written; a lock held by another
    /// writer past the busy timeout is [`StoreError::Busy`].
    pub(crate) fn write<T, E: From<rusqlite::Error> + From<StoreError>>(
        &mut self,
        write: impl FnOnce(&Transaction) -> std::result::Result<T, E>,
    ) -> std::result::Result<T, E> {
        let file = self.file.as_ref();
        let tx = begin(&mut self.conn, file)?;
        let value = write(&tx)?;
        commit(tx, file)?;
        Ok(value)
    }

    /// Opens the history again when the file at its path is not the one
    /// opened (replaced, deleted, made again), or was opened only to read it
    /// and can be written now; `true` when it did. The old file is let go
    /// of first (see [`file`]). A process that keeps the history open
    /// (`serve`) calls this before every use.
    pub fn reopen_if_changed(&mut self) -> Result<bool> {
        let Some(file) = &mut self.file else {
            return Ok(false);
        };
        let replaced = file.at_path() == file::AtPath::Other;
        let writable_again = file.read_only && file::can_write(&file.path);
        if !replaced && !writable_again {
            return Ok(false);
        }
        if replaced {
            file.let_go(&self.conn);
        }
        let path = file.path.clone();
        *self = Store::open(&path, OpenMode::Existing)?;
        Ok(true)
    }

    /// The history's path as the user gave it, for the words of an error.
    fn shown_path(&self) -> String {
        self.file
            .as_ref()
            .map_or_else(|| ":memory:".into(), |f| f.path.display().to_string())
    }

    /// A number that changes whenever another connection (of this process or
    /// another) commits to the history: SQLite's `PRAGMA data_version`, cheap
    /// enough to ask a few times a second (`skyjo serve` watches it).
    pub fn data_version(&self) -> Result<i64> {
        Ok(self
            .conn
            .query_row("PRAGMA data_version", [], |r| r.get(0))?)
    }

    /// How long a write waits for another writer's lock before it is
    /// [`StoreError::Busy`] (opening sets the CLI's 10 s): `serve` gives each
    /// of the phones' writes what is left of its own time.
    pub fn set_busy_timeout(&self, wait: std::time::Duration) -> Result<()> {
        Ok(self.conn.busy_timeout(wait)?)
    }

    /// Holds one read transaction until dropped, so that the queries of a
    /// command see one state of the history and take SQLite's read lock once.
    /// Inside a transaction already, it does nothing.
    pub fn snapshot(&self) -> Result<Snapshot<'_>> {
        let active = self.conn.is_autocommit();
        if active {
            self.conn.execute_batch("BEGIN DEFERRED")?;
        }
        Ok(Snapshot {
            conn: &self.conn,
            active,
        })
    }
}

impl Drop for Store {
    fn drop(&mut self) {
        if let Some(file) = &mut self.file
            && file.at_path() == file::AtPath::Other
        {
            file.let_go(&self.conn);
        }
    }
}

/// The write lock taken, in an immediate transaction of `conn`, whose file
/// is `file`; refused as [`Store::write`] says.
fn begin<'a>(
    conn: &'a mut Connection,
    file: Option<&file::HistoryFile>,
) -> Result<Transaction<'a>> {
    if let Some(file) = file {
        file.check_writable()?;
    }
    conn.transaction_with_behavior(TransactionBehavior::Immediate)
        .map_err(|e| locked(e, file))
}

/// Commits `tx`, unless the file was replaced meanwhile: nothing of it
/// lands then (it would land in the file that was there before).
fn commit(tx: Transaction<'_>, file: Option<&file::HistoryFile>) -> Result<()> {
    if let Some(file) = file {
        file.check_replaced()?;
    }
    tx.commit().map_err(|e| locked(e, file))
}

/// A failure to take or keep the write lock as the history's own error:
/// SQLite's busy (another writer held it past the busy timeout) and
/// read-only, worded as opening words them.
fn locked(err: rusqlite::Error, file: Option<&file::HistoryFile>) -> StoreError {
    let path = || file.map_or_else(|| ":memory:".into(), |f| f.path.display().to_string());
    match err.sqlite_error_code() {
        Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked) => {
            StoreError::Busy { path: path() }
        }
        Some(rusqlite::ErrorCode::ReadOnly) => StoreError::ReadOnly { path: path() },
        _ => StoreError::Sqlite(err),
    }
}

/// A read transaction, ended when dropped (see [`Store::snapshot`]).
pub struct Snapshot<'a> {
    conn: &'a Connection,
    active: bool,
}

impl Drop for Snapshot<'_> {
    fn drop(&mut self) {
        if self.active {
            // Nothing was written: ending the read cannot lose anything.
            let _ = self.conn.execute_batch("COMMIT");
        }
    }
}

/// A stored name as it may be printed: a control character (an escape
/// sequence that would color the terminal, a newline) written by an older
/// skyjo or by hand becomes `?`. New names cannot hold one.
pub fn clean_name(name: String) -> String {
    if name.chars().any(char::is_control) {
        name.chars()
            .map(|c| if c.is_control() { '?' } else { c })
            .collect()
    } else {
        name
    }
}

/// A row read into the tuple of its columns, in order: the one reader of
/// the store's rows (rusqlite's own, by each column's `FromSql`), for
/// `query_map` and `query_row`.
fn columns<T>(row: &rusqlite::Row<'_>) -> rusqlite::Result<T>
where
    T: for<'a> TryFrom<&'a rusqlite::Row<'a>, Error = rusqlite::Error>,
{
    T::try_from(row)
}

fn parse_time(text: &str) -> rusqlite::Result<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(text)
        .map(|t| t.with_timezone(&Utc))
        .map_err(|e| {
            rusqlite::Error::FromSqlConversionFailure(0, rusqlite::types::Type::Text, Box::new(e))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// on the seats would: in order, in a game that skips a seat, and not at
    /// all for a seat the game lacks; for the whole history and for a period.
    #[test]
    fn round_facts_put_each_score_to_the_player_of_its_seat() {
        let store = Store::open_in_memory().unwrap();
        store
            .conn
            .execute_batch(
                "INSERT INTO player (id, name, name_key) VALUES
                     (1, 'Anna', 'anna'), (2, 'Bertil', 'bertil'), (3, 'Cecilia', 'cecilia');
                 INSERT INTO game (id, played_at, rules, uid) VALUES
                     (1, '2025-06-01T18:00:00Z', '{}', 'a'), (2, '2025-07-01T18:00:00Z', '{}', 'b');
                 INSERT INTO seat (game_id, seat, player_id) VALUES
                     (1, 0, 3), (1, 1, 1), (1, 2, 2), (2, 0, 2), (2, 2, 1);
                 INSERT INTO round (id, game_id, number, closer_seat, recorded_at) VALUES
                     (1, 1, 1, 0, 'x'), (2, 2, 1, 0, 'x');
                 INSERT INTO round_score VALUES
                     (1, 0, '', 0, 0, 10, 0), (1, 1, '', 0, 0, 11, 0), (1, 2, '', 0, 0, 12, 1),
                     (2, 0, '', 0, 0, 20, 0), (2, 2, '', 0, 0, 22, 0), (2, 5, '', 0, 0, 25, 0);",
            )
            .unwrap();
        let facts = |period: stats::Period| {
            let mut out = Vec::new();
            store
                .round_facts(period, &mut |f| {
                    out.push((f.game, f.round, f.player, f.score, f.removed_lines));
                })
                .unwrap();
            out
        };
        assert_eq!(
            facts(stats::Period::default()),
            [
                (1, 1, 3, 10, 0),
                (1, 1, 1, 11, 0),
                (1, 1, 2, 12, 1),
                (2, 1, 2, 20, 0),
                (2, 1, 1, 22, 0),
            ]
        );
        let july = stats::Period {
            since: Some("2025-07-01T00:00:00Z".parse().unwrap()),
            until: None,
            edition: None,
        };
        assert_eq!(facts(july), [(2, 1, 2, 20, 0), (2, 1, 1, 22, 0)]);
    }
}
