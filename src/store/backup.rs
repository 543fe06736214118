//! The file the history is, the face [`Files`]: its schema version, opening
//! it again when it was replaced, and copies of it: `skyjo backup`, the copy made by itself before a
//! deletion or a restore, and `skyjo restore` (the copying itself, which
//! the upgrade of a schema makes too, is `copy`'s).

use std::path::Path;

use rusqlite::backup::StepResult;
use rusqlite::{Connection, OpenFlags};

use super::copy::backup_connection;
use super::schema::{check_header, immutable, open_error};
use super::{OpenMode, Result, Store, StoreError, locked};

/// The face of the file the history is: copies of it, putting one back,
/// which schema it is at, and opening it again when another file stands at
/// its path. What `skyjo backup`, `restore` and `serve` (which keeps the
/// history open) need of it.
///
/// ```
/// use skyjo::store::{Files, MIGRATIONS, Store};
///
/// let mut store = Store::open_in_memory()?;
/// assert_eq!(store.schema_version()?, MIGRATIONS.len() as i64);
/// assert!(!store.reopen_if_changed()?); // no file: nothing to reopen
/// # Ok::<(), skyjo::store::StoreError>(())
/// ```
pub trait Files {
    /// Copies the whole history to a new file at `path` with SQLite's online
    /// backup API: a consistent copy even while another skyjo writes.
    fn backup(&self, path: &Path) -> Result<()>;

    /// Puts the history in the file `from` (a backup) in place of this one,
    /// with SQLite's online backup API into the open history: one
    /// transaction, which every other connection (a running `serve`) sees
    /// as it sees any commit. `before` first gets a copy of what it replaces.
    /// Refused, with nothing changed, when `from` is not a skyjo history,
    /// is of a newer schema, or is this history itself. A history of an
    /// older schema is upgraded once it is in.
    /// Without `before` (a history made for it) no copy is made.
    fn restore(&mut self, from: &Path, before: Option<&Path>) -> Result<()>;

    /// Whether `from` can be put back in place of this history, refused as
    /// [`Files::restore`] refuses it, before anything is asked or changed.
    fn check_restore(&self, from: &Path) -> Result<()>;

    /// The schema version of this database.
    fn schema_version(&self) -> Result<i64>;

    /// Opens the history again when the file at its path is not the one
    /// opened (replaced, deleted, made again), or was opened only to read it
    /// and can be written now; `true` when it did. The old file is let go
    /// of first (see [`file`]). A process that keeps the history open
    /// (`serve`) calls this before every use.
    fn reopen_if_changed(&mut self) -> Result<bool>;
}

impl Files for Store {
    fn backup(&self, path: &Path) -> Result<()> {
        if path.exists() {
            return Err(StoreError::BackupExists {
                path: path.display().to_string(),
            });
        }
        backup_connection(&self.conn, path)
    }

    fn restore(&mut self, from: &Path, before: Option<&Path>) -> Result<()> {
        let source = self.restorable(from)?;
        if let Some(before) = before {
            self.backup(before)?;
        }
        let step = rusqlite::backup::Backup::new(&source, &mut self.conn)?.step(-1);
        match step.map_err(|e| locked(e, self.file.as_ref()))? {
            StepResult::Done => {}
            // All pages are copied in one step; anything else is the
            // history held by another writer past the busy timeout.
            _ => {
                return Err(StoreError::Busy {
                    path: self.shown_path(),
                });
            }
        }
        drop(source);
        if let Some(file) = &self.file {
            // Opened again: an older schema is upgraded as opening does.
            let path = file.path.clone();
            *self = Store::open(&path, super::OpenMode::Existing)?;
        }
        Ok(())
    }

    fn check_restore(&self, from: &Path) -> Result<()> {
        self.restorable(from).map(drop)
    }

    fn schema_version(&self) -> Result<i64> {
        Ok(self
            .conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))?)
    }

    fn reopen_if_changed(&mut self) -> Result<bool> {
        let Some(file) = &mut self.file else {
            return Ok(false);
        };
        let replaced = file.at_path() == super::file::AtPath::Other;
        let writable_again = file.read_only && super::file::can_write(&file.path);
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
}

/// Copies the history at `db` as it was last committed to a new file at
/// `to`, on a connection of its own: a sync under way in another
/// transaction is not in the copy.
pub fn backup_file(db: &Path, to: &Path) -> Result<()> {
    if to.exists() {
        return Err(StoreError::BackupExists {
            path: to.display().to_string(),
        });
    }
    let conn = Connection::open_with_flags(db, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    backup_connection(&conn, to)
}

impl Store {
    /// `from` opened to be put back in place of this history: not the
    /// history itself, a skyjo history, and this history writable.
    fn restorable(&self, from: &Path) -> Result<Connection> {
        if let Some(file) = &self.file
            && file.is(from)
        {
            return Err(StoreError::RestoreSame {
                path: from.display().to_string(),
            });
        }
        let source = open_backup(from)?;
        if let Some(file) = &self.file {
            file.check_writable()?;
        }
        Ok(source)
    }
}

/// Opens the file `from` to be restored, only to read it; refused when it is
/// not there, is not a skyjo history, or is of a newer schema.
fn open_backup(from: &Path) -> Result<Connection> {
    if from.is_dir() {
        return Err(StoreError::RestoreFolder {
            path: from.display().to_string(),
        });
    }
    if !from.is_file() {
        return Err(StoreError::RestoreMissing {
            path: from.display().to_string(),
        });
    }
    // Opened as a history is, never made: SQLite then removes the -wal and
    // -shm it makes beside it when it closes. A file that cannot be written
    // (a backup on a share) is read as it is.
    let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let source = match Connection::open_with_flags(from, flags) {
        Ok(conn) if conn.is_readonly(rusqlite::MAIN_DB) == Ok(false) => conn,
        _ => immutable(from).map_err(|e| no_backup(open_error(from, e)))?,
    };
    check_header(&source, from).map_err(no_backup)?;
    Ok(source)
}

/// [`open_backup`]'s file that is no skyjo history: said as a file that is
/// no backup (the history's own advice, --db, would name another history).
fn no_backup(err: StoreError) -> StoreError {
    match err {
        StoreError::NotADatabase { path } | StoreError::NotSkyjo { path } => {
            StoreError::RestoreNotABackup { path }
        }
        err => err,
    }
}

/// Whether the file `from` can be restored (see [`Files::restore`]), asked
/// before a history is made for it.
pub fn check_backup_file(from: &Path) -> Result<()> {
    open_backup(from).map(drop)
}
