//! The open history: the connection and the file it is (see `file`), the
//! immediate transaction every write of one user action runs in (begun and
//! committed here, run by `write`: [`Store::write`]), and a read that sees
//! one state of it ([`Store::snapshot`]).

use chrono::{DateTime, Utc};
use rusqlite::{Connection, Transaction, TransactionBehavior};

use super::file::{self, HistoryFile};
use super::{Result, StoreError};

/// An open skyjo database.
pub struct Store {
    /// The file opened, when it is one (see [`file`]). Dropped before the
    /// connection: the side files it lists stay open until it is unlisted.
    pub(super) file: Option<HistoryFile>,
    pub(super) conn: Connection,
    /// The time of the command that opened it ([`Store::set_time`]).
    pub(super) time: Option<DateTime<Utc>>,
}

impl Store {
    /// The time a write that is not given one ([`Store::write_at`]) stamps
    /// its changes with as operations of this device when the history is
    /// shared: the command's (`SKYJO_NOW` in a recorded evening), else the
    /// computer's clock at each write.
    pub fn set_time(&mut self, now: DateTime<Utc>) {
        self.time = Some(now);
    }

    /// The history's path as the user gave it, for the words of an error.
    pub(super) fn shown_path(&self) -> String {
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
pub(super) fn begin<'a>(
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
pub(super) fn commit(tx: Transaction<'_>, file: Option<&file::HistoryFile>) -> Result<()> {
    if let Some(file) = file {
        file.check_replaced()?;
    }
    tx.commit().map_err(|e| locked(e, file))
}

/// A failure to take or keep the write lock as the history's own error:
/// SQLite's busy (another writer held it past the busy timeout) and
/// read-only, worded as opening words them.
pub(super) fn locked(err: rusqlite::Error, file: Option<&file::HistoryFile>) -> StoreError {
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
