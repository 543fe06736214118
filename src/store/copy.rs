//! A copy of an open history into a new file with SQLite's online backup
//! API: what `skyjo backup`, the copies made before a deletion, a sync that
//! drops rounds or a restore (`backup`) and the copy made before a schema
//! upgrade (`schema`) all write.

use std::path::Path;
use std::time::Duration;

use rusqlite::Connection;

use super::{Result, StoreError};

/// Copies the history of `conn` to a new file at `path`: a consistent copy
/// even while another skyjo writes.
pub(super) fn backup_connection(conn: &Connection, path: &Path) -> Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
        && !dir.is_dir()
    {
        return Err(StoreError::BackupFolderMissing {
            dir: dir.display().to_string(),
        });
    }
    let shown = || path.display().to_string();
    let mut target = Connection::open(path).map_err(|e| StoreError::BackupCreate {
        path: shown(),
        source: e,
    })?;
    let backup = rusqlite::backup::Backup::new(conn, &mut target)?;
    // The whole database in one step (as many pages as there can be; the
    // loop refuses -1), no pause between steps; rusqlite's loop waits out
    // Busy and Locked, and a step result it does not know is an error, never
    // taken as done. A writer in another process waits (busy timeout) for the
    // few hundred milliseconds it takes.
    backup
        .run_to_completion(i32::MAX, Duration::from_millis(5), None)
        .map_err(|e| StoreError::BackupWrite {
            path: shown(),
            source: e,
        })?;
    Ok(())
}
