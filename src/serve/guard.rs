//! Whether the history under `serve` is still the one it opened, and whole.
//!
//! A file copied over the history while serve runs (the docs say not to; a
//! family will) is written into the same file: its identity (device, inode)
//! stays, and SQLite, which finds changes by its -wal and -shm, does not see
//! it: the -wal of the history that was there is read over the file copied
//! in (a damaged history, rounds of one in the other), and a connection
//! that keeps pages of the old one in its cache writes on as if nothing
//! happened. So serve looks itself, cheaply: the file's size and time of
//! change, once a call (a `stat`). In WAL mode the file itself changes only
//! when a checkpoint copies the -wal into it; when it changed, SQLite's
//! quick check of the history, as a new connection reads it, tells a
//! checkpoint (whole) from a copy (damaged), and every connection of serve
//! is opened again (no page of before is kept). After such a change, a game
//! seen under an id that comes back with another's uid is a history of
//! other games put in its place (without one, a sync may have given the id
//! to another game).
//!
//! Either is said once and for all (the [`Fault`]): no write is taken until
//! serve is started again, the phones and the sheet are told what happened
//! and what to do, in words that name no path. A file moved over the
//! history, or the history deleted and made again, is another file: the
//! store's own rule follows it ([`crate::store::Store::reopen_if_changed`]).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::SystemTime;

use crate::store::{GameId, StoredGame, is_whole};

/// What was noticed: nothing more is written until serve starts again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fault {
    /// The history, as SQLite reads it, is damaged.
    Damaged,
    /// The history holds other games than the ones seen under their ids.
    Foreign,
}

/// The history's file as serve has seen it.
pub struct Guard {
    path: PathBuf,
    seen: Mutex<Seen>,
}

#[derive(Default)]
struct Seen {
    /// The file as last looked at.
    stamp: Option<Stamp>,
    /// How many times the file changed under its identity and was whole:
    /// a connection opened at an older one is opened again.
    generation: u64,
    /// The uid of each game seen, by id.
    uids: HashMap<GameId, String>,
    /// Whether the file changed under its identity since a game was last
    /// read: the next game read is held to the uid seen under its id (a
    /// sync may give an id to another game; a copy is what changes the file).
    changed: bool,
    fault: Option<Fault>,
}

/// What a `stat` of the file says: which file, its size, when it changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Stamp {
    id: Option<(u64, u64)>,
    len: u64,
    modified: Option<SystemTime>,
}

fn stamp(path: &Path) -> Option<Stamp> {
    let meta = std::fs::metadata(path).ok()?;
    #[cfg(unix)]
    let id = {
        use std::os::unix::fs::MetadataExt;
        Some((meta.dev(), meta.ino()))
    };
    #[cfg(not(unix))]
    let id = None;
    Some(Stamp {
        id,
        len: meta.len(),
        modified: meta.modified().ok(),
    })
}

impl Guard {
    /// The guard of the history at `path`, as it is now.
    pub fn new(path: PathBuf) -> Guard {
        let seen = Seen {
            stamp: stamp(&path),
            ..Seen::default()
        };
        Guard {
            path,
            seen: Mutex::new(seen),
        }
    }

    /// The history's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Seen> {
        self.seen.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Before a use of the history: the fault noticed, or the generation
    /// of the file (see [`Seen::generation`]). One `stat` when the file is as
    /// it was; a quick check of the history when it changed under its
    /// identity.
    pub fn look(&self) -> Result<u64, Fault> {
        let mut seen = self.lock();
        if let Some(fault) = seen.fault {
            return Err(fault);
        }
        let now = stamp(&self.path);
        if now == seen.stamp {
            return Ok(seen.generation);
        }
        let same_file = match (now, seen.stamp) {
            (Some(now), Some(was)) => now.id == was.id,
            _ => false,
        };
        if same_file {
            if !is_whole(&self.path) {
                seen.fault = Some(Fault::Damaged);
                return Err(Fault::Damaged);
            }
            seen.generation += 1;
            seen.changed = true;
        }
        seen.stamp = now;
        Ok(seen.generation)
    }

    /// SQLite found the history damaged in a use of it.
    pub fn damaged(&self) {
        let mut seen = self.lock();
        seen.fault.get_or_insert(Fault::Damaged);
    }

    /// `game` as read now: refused when the file changed under its
    /// identity since the last game read and the game's id was seen with
    /// another uid.
    pub fn same_game(&self, game: &StoredGame) -> Result<(), Fault> {
        let mut seen = self.lock();
        if let Some(fault) = seen.fault {
            return Err(fault);
        }
        let changed = std::mem::take(&mut seen.changed);
        let before = seen.uids.insert(game.id, game.uid.clone());
        if changed && before.is_some_and(|uid| uid != game.uid) {
            seen.fault = Some(Fault::Foreign);
            return Err(Fault::Foreign);
        }
        Ok(())
    }

    /// The fault noticed, if any.
    pub fn fault(&self) -> Option<Fault> {
        self.lock().fault
    }
}

#[cfg(test)]
mod tests {
    use chrono::Utc;

    use super::*;
    use crate::rules::Rules;
    use crate::store::{OpenMode, Rounds, Store};

    /// A history of one game at `path`, its uid.
    fn history(path: &Path, players: &[&str]) -> String {
        let mut store = Store::open(path, OpenMode::Create).unwrap();
        let players: Vec<String> = players.iter().map(|p| p.to_string()).collect();
        let id = store
            .create_game(&players, &Rules::default(), Utc::now(), None)
            .unwrap();
        store.game(id).unwrap().unwrap().uid
    }

    /// Another family's history written over ours: a game of a seen id
    /// with another uid, for good; without the file changed under its
    /// identity (a sync gave the id to another game), it is taken.
    #[test]
    fn a_game_of_a_seen_id_with_another_uid_after_a_copy_is_a_foreign_history_for_good() {
        let dir = tempfile::tempdir().unwrap();
        let (a, b) = (dir.path().join("a.db"), dir.path().join("b.db"));
        history(&a, &["Anna", "Bertil"]);
        history(&b, &["Dora", "Erik"]);
        let guard = Guard::new(a.clone());
        let game = |path: &Path| Store::open(path, OpenMode::Existing).unwrap().game(1);
        let ours = game(&a).unwrap().unwrap();
        let theirs = game(&b).unwrap().unwrap();
        assert_eq!(guard.look(), Ok(0));
        assert_eq!(guard.same_game(&ours), Ok(()));
        assert_eq!(guard.same_game(&theirs), Ok(()), "a sync moved it");
        assert_eq!(guard.same_game(&ours), Ok(()));
        std::thread::sleep(std::time::Duration::from_millis(30));
        std::fs::write(&a, std::fs::read(&b).unwrap()).unwrap();
        assert_eq!(guard.look(), Ok(1), "whole");
        assert_eq!(guard.same_game(&theirs), Err(Fault::Foreign));
        assert_eq!(guard.same_game(&ours), Err(Fault::Foreign));
        assert_eq!(guard.look(), Err(Fault::Foreign));
    }

    #[test]
    fn a_file_written_over_is_checked_whole_or_damaged() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("h.db");
        history(&path, &["Anna", "Bertil"]);
        let guard = Guard::new(path.clone());
        assert_eq!(guard.look(), Ok(0));
        // Written over with itself (a checkpoint's write as far as a `stat`
        // goes): whole, a new generation. File times tick in milliseconds.
        let bytes = std::fs::read(&path).unwrap();
        std::thread::sleep(std::time::Duration::from_millis(30));
        std::fs::write(&path, &bytes).unwrap();
        assert_eq!(guard.look(), Ok(1));
        assert_eq!(guard.look(), Ok(1));
        // Written over with what is no database: damaged, for good.
        std::fs::write(&path, vec![7u8; bytes.len()]).unwrap();
        assert_eq!(guard.look(), Err(Fault::Damaged));
        std::fs::write(&path, &bytes).unwrap();
        assert_eq!(guard.look(), Err(Fault::Damaged));
    }
}
