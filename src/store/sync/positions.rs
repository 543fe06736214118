//! How far each journal of the folder was read (`sync_file`).

use std::collections::HashMap;

use rusqlite::params;

use super::device::Sync;
use crate::store::Result;

/// Where the reading of one journal file stands.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct FilePosition {
    /// The byte after the last whole line read.
    pub offset: u64,
    /// The lines read up to there.
    pub lines: u64,
    /// The bytes just before `offset` (at most 64).
    pub tail: Vec<u8>,
}

impl Sync<'_> {
    /// How far each journal was read, by file name.
    pub fn positions(&self) -> Result<HashMap<String, FilePosition>> {
        Ok(self
            .tx
            .prepare("SELECT name, offset, lines, tail FROM sync_file")?
            .query_map([], |r| {
                Ok((
                    r.get(0)?,
                    FilePosition {
                        offset: r.get::<_, i64>(1)? as u64,
                        lines: r.get::<_, i64>(2)? as u64,
                        tail: r.get(3)?,
                    },
                ))
            })?
            .collect::<rusqlite::Result<_>>()?)
    }

    /// Keeps how far the journal `name` was read.
    pub fn set_position(&self, name: &str, at: &FilePosition) -> Result<()> {
        self.tx
            .prepare_cached(
                "INSERT INTO sync_file (name, offset, lines, tail) VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT (name) DO UPDATE SET offset = ?2, lines = ?3, tail = ?4",
            )?
            .execute(params![name, at.offset as i64, at.lines as i64, at.tail])?;
        Ok(())
    }
}
