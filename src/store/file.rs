//! The history's file as a connection holds it: which file it is, so that a
//! file put in its place (a copy moved over it, a history deleted and made
//! again) is never taken for it.
//!
//! SQLite finds a history's `-wal` and `-shm` by the path, not by the file:
//! while a connection holds the history open they stay beside the path, and
//! whatever opens the file moved there next reads the old file's rounds out
//! of them as its own (a damaged index, rounds of the old file in the new).
//! So a connection whose file was replaced never writes again, and when it
//! lets go (closed, or opened again on the new file) it checkpoints into its
//! own file wherever it went, removes the side files that are provably that
//! file's (the very files it holds open: a file held open keeps its inode
//! number, so no other file can have it), and closes without SQLite's
//! checkpoint on close, which would delete the side files by their path:
//! by then perhaps the new file's.
//!
//! A connection of this process that opens the path anew must not read
//! them either: every file a store of this process holds is listed, and
//! opening a path first removes the side files a store holds of a file no
//! longer there.
//!
//! Unix only: Windows does not let a file that SQLite holds open be moved
//! over or deleted, so there a history cannot be replaced under a running
//! skyjo.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use rusqlite::Connection;
use rusqlite::config::DbConfig;

use super::{Result, StoreError};

/// What [`Store::open`](super::Store::open) does with a history file that is missing or cannot
/// be written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OpenMode {
    /// Make the file when it is missing (the commands that start a history).
    Create,
    /// A missing file is read as an empty history and not made; a file that
    /// cannot be written is opened to read it (a write then fails as read-only).
    Existing,
}

/// Which file a path names now: its device and inode number (Unix only:
/// elsewhere there is never one, see above).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(not(unix), allow(dead_code))]
struct FileId(u64, u64);

#[cfg(unix)]
fn file_id(path: &Path) -> Option<FileId> {
    use std::os::unix::fs::MetadataExt;
    let meta = std::fs::metadata(path).ok()?;
    Some(FileId(meta.dev(), meta.ino()))
}

#[cfg(not(unix))]
fn file_id(_: &Path) -> Option<FileId> {
    None
}

/// The files the stores of this process hold: (a number of each store,
/// its path, the file, its -wal and -shm).
type Held = (u64, PathBuf, Option<FileId>, Option<FileId>, Option<FileId>);
static HELD: Mutex<Vec<Held>> = Mutex::new(Vec::new());
static NEXT: AtomicU64 = AtomicU64::new(0);

fn held() -> std::sync::MutexGuard<'static, Vec<Held>> {
    HELD.lock().unwrap_or_else(|e| e.into_inner())
}

/// Removes the -wal and -shm beside `path` that a store of this process
/// holds of another file than the one at `path` now: they are that file's,
/// and would be read into this one. Called before `path` is opened. The
/// store holding them keeps their inodes (its connection has them open),
/// so a file with the same device and inode number is that very file.
pub(super) fn clear_stale(path: &Path) {
    let now = file_id(path);
    for (_, held_path, db, wal, shm) in held().iter() {
        if held_path != path || db.is_none() || *db == now {
            continue;
        }
        for (suffix, id) in [("-wal", wal), ("-shm", shm)] {
            let side = side(path, suffix);
            if id.is_some() && file_id(&side) == *id {
                let _ = std::fs::remove_file(side);
            }
        }
    }
}

/// `history.db-wal`, `history.db-shm`.
fn side(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// The file a store opened at a path, and its side files as they were then.
#[derive(Debug)]
pub(super) struct HistoryFile {
    /// Its number in [`HELD`].
    key: u64,
    /// The path, as the user gave it.
    pub(super) path: PathBuf,
    /// The file opened; `None`: there was none (read as an empty history).
    db: Option<FileId>,
    /// Opened only to read it (a read-only file or folder).
    pub(super) read_only: bool,
}

/// What is at a store's path now, against what it opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum AtPath {
    /// The file opened.
    Same,
    /// Another file, or none any more, or one where there was none.
    Other,
}

impl HistoryFile {
    /// The file at `path` as `conn` has just opened it (`conn` has read it
    /// once, so in WAL mode it holds the side files open).
    pub(super) fn opened(path: &Path, read_only: bool) -> HistoryFile {
        let wal = (!read_only).then(|| file_id(&side(path, "-wal"))).flatten();
        let shm = (!read_only).then(|| file_id(&side(path, "-shm"))).flatten();
        let key = NEXT.fetch_add(1, Ordering::Relaxed);
        let db = file_id(path);
        if db.is_some() && wal.is_some() {
            held().push((key, path.to_path_buf(), db, wal, shm));
        }
        HistoryFile {
            key,
            path: path.to_path_buf(),
            db,
            read_only,
        }
    }

    /// A path with no file yet, read as an empty history.
    pub(super) fn missing(path: &Path) -> HistoryFile {
        HistoryFile {
            key: NEXT.fetch_add(1, Ordering::Relaxed),
            path: path.to_path_buf(),
            db: None,
            read_only: false,
        }
    }

    /// Whether the path still names the file opened.
    pub(super) fn at_path(&self) -> AtPath {
        if cfg!(not(unix)) {
            return AtPath::Same;
        }
        if file_id(&self.path) == self.db {
            AtPath::Same
        } else {
            AtPath::Other
        }
    }

    /// Whether `other` names the file opened (another path to it too).
    pub(super) fn is(&self, other: &Path) -> bool {
        if self.db.is_some() {
            return file_id(other) == self.db;
        }
        // Without a file identity (Windows): the same path once resolved.
        match (
            std::fs::canonicalize(&self.path),
            std::fs::canonicalize(other),
        ) {
            (Ok(this), Ok(that)) => this == that,
            _ => false,
        }
    }

    /// Refused as replaced when the path no longer names the file opened.
    pub(super) fn check_replaced(&self) -> Result<()> {
        match self.at_path() {
            AtPath::Same => Ok(()),
            AtPath::Other => Err(StoreError::Replaced {
                path: self.path.display().to_string(),
            }),
        }
    }

    /// Whether a write may start: the file is the one opened, and can be
    /// written now (the rule of opening: made read-only since, it is
    /// refused as a history opened read-only is).
    pub(super) fn check_writable(&self) -> Result<()> {
        self.check_replaced()?;
        if self.read_only || (self.db.is_some() && !can_write(&self.path)) {
            return Err(StoreError::ReadOnly {
                path: self.path.display().to_string(),
            });
        }
        Ok(())
    }

    /// Lets go of the file `conn` holds, which is no longer the one at the
    /// path: what its WAL holds goes into it (wherever it was moved, if it
    /// was), its side files still beside the path are removed, and `conn`
    /// will close without touching the path's side files.
    pub(super) fn let_go(&mut self, conn: &Connection) {
        if self.db.is_none() {
            return;
        }
        let _ = conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(()));
        clear_stale(&self.path);
        let _ = conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true);
    }
}

impl Drop for HistoryFile {
    fn drop(&mut self) {
        held().retain(|h| h.0 != self.key);
    }
}

/// Whether the history at `path` can be written now, as opening it would
/// find (a file made read-only or writable again since): the system's
/// answer for this process's effective ids (root writes a read-only file).
/// Not by opening it: SQLite would hand back a descriptor it keeps open
/// from before, and closing a file of ours would drop SQLite's locks on it.
#[cfg(unix)]
pub(super) fn can_write(path: &Path) -> bool {
    use rustix::fs::{Access, AtFlags, CWD, accessat};
    accessat(CWD, path, Access::WRITE_OK, AtFlags::EACCESS).is_ok()
}

#[cfg(not(unix))]
pub(super) fn can_write(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| !m.permissions().readonly())
}

/// Whether the history at `path` is whole as SQLite reads it now, its
/// -wal with it (`PRAGMA quick_check`), on a connection that only reads and
/// upgrades nothing: `false` when it cannot be read as a database at all.
/// For a process that keeps the history open (`serve`), when the file
/// changed under it without being replaced (a copy written over it).
pub fn is_whole(path: &Path) -> bool {
    let flags =
        rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let Ok(conn) = Connection::open_with_flags(path, flags) else {
        return false;
    };
    let _ = conn.busy_timeout(std::time::Duration::from_secs(2));
    conn.query_row("PRAGMA quick_check(1)", [], |r| r.get::<_, String>(0))
        .is_ok_and(|check| check == "ok")
}

#[cfg(all(test, unix))]
mod tests {
    use chrono::Utc;

    use crate::rules::Rules;
    use crate::store::{Files, OpenMode, Rounds, Store, StoreError};

    fn integrity(store: &Store) -> String {
        store
            .conn
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))
            .unwrap()
    }

    /// A store whose file had a copy moved over it (a long `sync`, a
    /// terminal in the middle of `round`) writes nothing more, and neither
    /// a connection opened anew in the same process nor the store's own
    /// closing reads the old file's -wal into the file put there.
    #[test]
    fn a_replaced_file_is_never_written_and_its_wal_never_read_into_the_new_one() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("h.db");
        let players = ["Åse".to_string(), "Jørgen".to_string()];
        let mut store = Store::open(&path, OpenMode::Create).unwrap();
        store
            .create_game(&players, &Rules::default(), Utc::now(), None)
            .unwrap();
        let backup = dir.path().join("B.db");
        store.backup(&backup).unwrap();
        store
            .create_game(&players, &Rules::default(), Utc::now(), None)
            .unwrap();
        let moved = dir.path().join("x");
        std::fs::copy(&backup, &moved).unwrap();
        std::fs::rename(&moved, &path).unwrap();

        let refused = store.create_game(&players, &Rules::default(), Utc::now(), None);
        assert!(
            matches!(refused, Err(StoreError::Replaced { .. })),
            "{refused:?}"
        );
        let fresh = Store::open(&path, OpenMode::Existing).unwrap();
        assert_eq!(integrity(&fresh), "ok");
        assert!(fresh.game(1).unwrap().is_some());
        assert!(fresh.game(2).unwrap().is_none(), "the old file's game");
        drop(store);
        drop(fresh);
        let again = Store::open(&path, OpenMode::Existing).unwrap();
        assert_eq!(integrity(&again), "ok");
        assert!(again.game(2).unwrap().is_none(), "the old file's game");
    }
}
