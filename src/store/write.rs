//! Where every write lands: one immediate transaction ([`Store::write`],
//! an import's [`Import::finish`]), what it changed made operations of this
//! device in that transaction when the history is shared (sync's
//! `record_changes`), then committed. Above both the open history (`conn`)
//! and sync's side (`sync/`), which stands on the open history.

use chrono::{DateTime, Utc};
use rusqlite::Transaction;

use super::records::{Import, ImportCounts, log_import};
use super::sync::record_changes;
use super::{Result, Store, StoreError, begin, commit};

impl Store {
    /// Runs `write` in one immediate transaction (the write lock taken at
    /// the start, so two writers never deadlock half-way): everything it
    /// writes lands together when it returns `Ok`, nothing when it fails.
    /// Refused before anything is written when the file is no longer the
    /// one opened, or can no longer be written; a lock held by another
    /// writer past the busy timeout is [`StoreError::Busy`]. When the
    /// history is shared (sync), what `write` changed is made operations of
    /// this device in the same transaction ([`record_changes`]),
    /// at the command's time ([`Store::set_time`]).
    pub(crate) fn write<T, E: From<rusqlite::Error> + From<StoreError>>(
        &mut self,
        write: impl FnOnce(&Transaction) -> std::result::Result<T, E>,
    ) -> std::result::Result<T, E> {
        let now = self.time.unwrap_or_else(Utc::now);
        self.write_at(now, write)
    }

    /// [`Store::write`] of a change made at `now`.
    pub(crate) fn write_at<T, E: From<rusqlite::Error> + From<StoreError>>(
        &mut self,
        now: DateTime<Utc>,
        write: impl FnOnce(&Transaction) -> std::result::Result<T, E>,
    ) -> std::result::Result<T, E> {
        let file = self.file.as_ref();
        let tx = begin(&mut self.conn, file)?;
        let value = write(&tx)?;
        record_changes(&tx, now)?;
        commit(tx, file)?;
        Ok(value)
    }
}

impl Import<'_> {
    /// Logs the import of `file` and makes it land.
    pub fn finish(self, now: DateTime<Utc>, file: &str) -> Result<ImportCounts> {
        log_import(&self.tx, now, file, &self.report, None)?;
        // Imported games are operations of this device from the moment
        // they are here, as every write's changes are.
        record_changes(&self.tx, now)?;
        commit(self.tx, self.file)?;
        Ok(self.report)
    }
}
