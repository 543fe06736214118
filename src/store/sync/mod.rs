//! Sync's side of the history (schemas 8 and 10): this device, every
//! operation known from the journals of the shared folder, how far each
//! journal was read, and the games changed here since the journal last heard
//! of them.
//!
//! The merge is a function of the set of operations, not of the order they
//! came in: for each game, its head and each of its rounds is the value of
//! the latest operation on it by the hybrid logical clock (the device id
//! breaks a tie); a game deleted anywhere stays deleted; the log is every
//! entry of every device; a rename of a player reaches every game of the old
//! name made before it. A game keeps the number its device gave it, unless
//! another device gave that number to another game first, by the clock of
//! the giving. Two different operations under one id (a history copied to
//! another computer) are both kept. Reading and writing the journal files
//! is the transfer code's (`crate::transfer::journal`); this module holds no
//! file but the history.
//!
//! One file per concern: what a journal's line carries (`wire`); the rules
//! of the merge, with no SQL (`rule`); the operations as the history keeps
//! them, fetched for the rules (`ops`); the changes made here rebuilt as
//! operations (`local`); the merge written into the history (`apply`) and
//! what it did (`merged`). This file holds the sync under way ([`Sync`]) and
//! this device.

mod apply;
mod local;
mod merged;
mod ops;
mod rule;
mod wire;

use std::collections::HashMap;

use chrono::{DateTime, SecondsFormat, Utc};
use rusqlite::{Connection, OptionalExtension, Transaction, params};

pub use merged::{
    AsideSide, CameIn, LateRounds, Merged, MoveReason, NameFits, Refused, RefusedOp, Renumbered,
    SetAside,
};
pub(super) use ops::overridden;
pub use wire::{LogEntry, Op, OpKind, ReadOp, is_own, seq_of};

use super::{GameId, Result, Store, columns};

/// This device, as the history keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Device {
    /// Its id: the name of its journal.
    pub id: String,
    /// When it last read the folder.
    pub last_read: Option<DateTime<Utc>>,
    /// How many operations of other devices that read brought.
    pub last_in: u64,
}

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

/// A sync under way: one immediate transaction (a second `skyjo sync` on
/// this history waits for it); dropped without [`Sync::commit`], it leaves
/// the history as it was.
pub struct Sync<'a> {
    tx: Transaction<'a>,
    file: Option<&'a super::file::HistoryFile>,
    device: String,
    next_seq: u64,
    clock: u64,
    written: u64,
}

impl Store {
    /// This device, when sync was ever used with this history.
    pub fn sync_device(&self) -> Result<Option<Device>> {
        let row: Option<(String, Option<String>, i64)> = self
            .conn
            .query_row(
                "SELECT device, last_read, last_in FROM sync_device",
                [],
                columns,
            )
            .optional()?;
        row.map(|(id, last_read, last_in)| {
            Ok(Device {
                id,
                last_read: last_read.map(|t| super::parse_time(&t)).transpose()?,
                last_in: last_in as u64,
            })
        })
        .transpose()
    }

    /// Whether changes made here wait to be written to the journal.
    pub fn sync_pending(&self) -> Result<bool> {
        Ok(self.conn.query_row(
            "SELECT EXISTS (SELECT 1 FROM sync_device)
                AND (EXISTS (SELECT 1 FROM sync_dirty)
                  OR EXISTS (SELECT 1 FROM change_log WHERE sync_id IS NULL)
                  OR EXISTS (SELECT 1 FROM correction WHERE sync_id IS NULL)
                  OR EXISTS (SELECT 1 FROM sync_device WHERE written < next_seq - 1))",
            [],
            |r| r.get(0),
        )?)
    }

    /// Starts a sync: the first one makes this device's id (`new_device`)
    /// and takes every game and log entry of the history as changes made here.
    pub fn begin_sync(&mut self, new_device: &str, now: DateTime<Utc>) -> Result<Sync<'_>> {
        let file = self.file.as_ref();
        let tx = super::begin(&mut self.conn, file)?;
        let found: Option<(String, i64, i64, i64)> = tx
            .query_row(
                "SELECT device, next_seq, clock, written FROM sync_device",
                [],
                columns,
            )
            .optional()?;
        let (device, next_seq, clock, written) = match found {
            Some((device, next_seq, clock, written)) => {
                (device, next_seq as u64, clock as u64, written as u64)
            }
            None => {
                tx.execute(
                    "INSERT INTO sync_device (only, device, next_seq, clock) VALUES (1, ?1, 1, 0)",
                    [new_device],
                )?;
                tx.execute(
                    "INSERT OR IGNORE INTO sync_dirty (uid) SELECT uid FROM game",
                    [],
                )?;
                (new_device.to_string(), 1, 0, 0)
            }
        };
        let clock = clock.max(now.timestamp_millis().max(0) as u64);
        Ok(Sync {
            tx,
            file,
            device,
            next_seq,
            clock,
            written,
        })
    }

    /// Keeps that this device's operations up to `seq` are in its journal.
    pub fn sync_written(&self, seq: u64) -> Result<()> {
        self.conn.execute(
            "UPDATE sync_device SET written = max(written, ?1)",
            [seq.min(i64::MAX as u64) as i64],
        )?;
        Ok(())
    }
}

impl Sync<'_> {
    /// This device's id.
    pub fn device(&self) -> &str {
        &self.device
    }

    /// Makes this history a device of its own, `id`: it was found to be a
    /// copy of another (two copies wrote under one id). Its operations so
    /// far stay under the old id, in the old journal.
    pub fn take_new_device(&mut self, id: &str) -> Result<()> {
        self.tx
            .execute("UPDATE sync_device SET device = ?1, written = 0", [id])?;
        self.device = id.to_string();
        self.next_seq = 1;
        self.written = 0;
        Ok(())
    }

    /// A new operation of this device doing `what` (upon `base`): the next
    /// id, the clock moved on.
    fn next_op(&mut self, what: OpKind, base: Option<String>) -> Op {
        self.clock += 1;
        let op = Op {
            id: format!("{}:{}", self.device, self.next_seq),
            clock: self.clock,
            base,
            what,
        };
        self.next_seq += 1;
        op
    }

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

    /// The ids two copies of one history wrote under (each took a new id
    /// when the two were found, so nothing is written under them since):
    /// every operation made twice under one id is kept under a digest id
    /// (`ID~DIGEST`).
    pub fn retired_devices(&self) -> Result<Vec<String>> {
        Ok(self
            .tx
            .prepare(
                "SELECT DISTINCT substr(id, 1, instr(id, ':') - 1) FROM sync_op
                 WHERE instr(id, '~') > 0",
            )?
            .query_map([], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?)
    }

    /// The last of this device's operations known to be in its journal.
    pub fn written(&self) -> u64 {
        self.written
    }

    /// Keeps what this read of the folder brought, and makes the sync land.
    pub fn commit(self, now: DateTime<Utc>, came_in: u64) -> Result<()> {
        self.tx.execute(
            "UPDATE sync_device SET next_seq = ?1, clock = ?2, last_read = ?3, last_in = ?4",
            params![
                self.next_seq as i64,
                self.clock as i64,
                time_text(now),
                came_in as i64
            ],
        )?;
        super::commit(self.tx, self.file)?;
        Ok(())
    }

    /// Makes the operations written after a change land, without a read of
    /// the folder.
    pub fn commit_written(self) -> Result<()> {
        self.tx.execute(
            "UPDATE sync_device SET next_seq = ?1, clock = ?2",
            params![self.next_seq as i64, self.clock as i64],
        )?;
        super::commit(self.tx, self.file)?;
        Ok(())
    }
}

fn time_text(time: DateTime<Utc>) -> String {
    time.to_rfc3339_opts(SecondsFormat::Secs, true)
}

/// The number here of the game `uid`, if it is here.
fn game_by_uid(conn: &Connection, uid: &str) -> rusqlite::Result<Option<GameId>> {
    conn.prepare_cached("SELECT id FROM game WHERE uid = ?1")?
        .query_row([uid], |r| r.get(0))
        .optional()
}

/// The uid of the game `game`, if it is here.
fn uid_of(conn: &Connection, game: GameId) -> rusqlite::Result<Option<String>> {
    conn.prepare_cached("SELECT uid FROM game WHERE id = ?1")?
        .query_row([game], |r| r.get(0))
        .optional()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Entry, Rules, score_round};
    use crate::store::{NewRound, Rounds};

    fn at(minute: u32) -> DateTime<Utc> {
        format!("2026-12-24T18:{minute:02}:00Z").parse().unwrap()
    }

    /// Operations read twice (a journal and a conflicted copy of it in one
    /// read, the folder read again) count once: each is new the first time
    /// and known after, and the history is what one read of them made it.
    #[test]
    fn an_operation_read_twice_counts_once() {
        let rules = Rules::default();
        let names = ["Åse", "Jørgen"].map(String::from);
        let mut a = Store::open_in_memory().unwrap();
        let game = a.create_game(&names, &rules, at(0), None).unwrap();
        let entries: Vec<Entry> = ["1 0 3 4 / -2 2 5 0 / 1 3 0 2", "14"]
            .iter()
            .zip(&names)
            .map(|(text, name)| Entry::parse(name, text, &rules).unwrap())
            .collect();
        let scored = score_round(&rules, &entries, 1).unwrap();
        a.add_round(game, &NewRound::scored(&entries, &scored), at(5))
            .unwrap();
        let mut sync = a.begin_sync("aaaa", at(6)).unwrap();
        let ops = sync.local_ops().unwrap();
        sync.commit_written().unwrap();
        assert_eq!(ops.len(), 2, "a game and its round: {ops:?}");
        let read: Vec<ReadOp> = ops
            .iter()
            .enumerate()
            .map(|(line, op)| ReadOp {
                op: op.clone(),
                origin: format!("skyjo-aaaa.jsonl:{}", line + 2),
            })
            .collect();

        let mut b = Store::open_in_memory().unwrap();
        let mut sync = b.begin_sync("bbbb", at(7)).unwrap();
        sync.local_ops().unwrap();
        let twice: Vec<ReadOp> = read.iter().chain(&read).cloned().collect();
        let merged = sync.merge(&twice).unwrap();
        assert_eq!((merged.came_in, merged.known), (2, 2));
        assert_eq!((merged.games_added, merged.from_devices), (1, 1));
        sync.commit(at(7), merged.came_in).unwrap();
        let first = b.game(1).unwrap().unwrap();

        let mut sync = b.begin_sync("bbbb", at(8)).unwrap();
        let again = sync.merge(&read).unwrap();
        sync.commit(at(8), again.came_in).unwrap();
        assert_eq!((again.came_in, again.known, again.games_changed), (0, 2, 0));
        let game = b.game(1).unwrap().unwrap();
        assert_eq!(game, first);
        let here = a.game(1).unwrap().unwrap();
        assert_eq!((game.players, game.rounds), (here.players, here.rounds));
    }
}
