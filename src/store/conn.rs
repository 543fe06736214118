//! The open history: the connection and the file it is (see `file`), every
//! write of one user action in one immediate transaction ([`Store::write`]),
//! and a read that sees one state of it ([`Store::snapshot`]).

use rusqlite::{Connection, Transaction, TransactionBehavior};

use super::file::{self, HistoryFile};
use super::{Result, StoreError};

/// An open skyjo database.
pub struct Store {
    /// The file opened, when it is one (see [`file`]). Dropped before the
    /// connection: the side files it lists stay open until it is unlisted.
    pub(super) file: Option<HistoryFile>,
    pub(super) conn: Connection,
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
