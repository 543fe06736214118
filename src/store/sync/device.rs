//! This device as the history keeps it (`sync_device`): its id, its
//! hybrid logical clock and how far its journal is written; a sync begun
//! on it, and ended ([`Sync::commit`]).

use chrono::{DateTime, Utc};
use rusqlite::{Connection, OptionalExtension, Transaction, params};

use super::lookup::time_text;
use super::wire::{Op, OpKind};
use crate::store::{Result, Store, columns};

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

/// A sync under way: one immediate transaction (a second `skyjo sync` on
/// this history waits for it); dropped without [`Sync::commit`], it leaves
/// the history as it was. Its fields are the sync's files' to use.
pub struct Sync<'a> {
    pub(super) tx: Held<'a>,
    pub(super) file: Option<&'a crate::store::file::HistoryFile>,
    pub(super) device: String,
    pub(super) next_seq: u64,
    pub(super) clock: u64,
    /// The clock as this sync found it: after every operation this device
    /// made or read before it began, so before nothing it starts or reads
    /// from now on (a game marked as changed here was started after it).
    pub(super) known: u64,
    pub(super) written: u64,
}

/// The transaction a [`Sync`] works in: its own (`skyjo sync`, a
/// command's changes written to the journal), or the one of a write that
/// made changes ([`record_changes`]), which lands with that write.
pub(crate) enum Held<'a> {
    Own(Transaction<'a>),
    Inside(&'a Connection),
}

impl std::ops::Deref for Held<'_> {
    type Target = Connection;
    fn deref(&self) -> &Connection {
        match self {
            Held::Own(tx) => tx,
            Held::Inside(conn) => conn,
        }
    }
}

/// This device as `sync_device` keeps it: its id, the next number of its
/// operations, its clock, and the last of them in its journal.
fn device_row(conn: &Connection) -> Result<Option<(String, u64, i64, u64)>> {
    Ok(conn
        .query_row(
            "SELECT device, next_seq, clock, written FROM sync_device",
            [],
            columns,
        )
        .optional()?
        .map(
            |(device, next_seq, clock, written): (String, i64, i64, i64)| {
                (device, next_seq as u64, clock, written as u64)
            },
        ))
}

/// The changes a write made in the transaction `tx`, made operations of
/// this device there, at `now` (after every operation it made or read
/// before), when the history is shared: they land with the write, at the
/// time they were made, whenever the journal hears of them. Before a
/// history's first sync there is no device: its first sync takes every
/// game as a change.
pub(crate) fn record_changes(tx: &Connection, now: DateTime<Utc>) -> Result<()> {
    let Some((device, next_seq, clock, written)) = device_row(tx)? else {
        return Ok(());
    };
    let mut sync = Sync::at(
        Held::Inside(tx),
        None,
        device,
        next_seq,
        clock,
        written,
        now,
    );
    if !sync.local_ops()?.is_empty() {
        sync.keep_clock()?;
    }
    Ok(())
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
                last_read: last_read
                    .map(|t| crate::store::parse_time(&t))
                    .transpose()?,
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
        let tx = crate::store::begin(&mut self.conn, file)?;
        let (device, next_seq, clock, written) = match device_row(&tx)? {
            Some(found) => found,
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
        Ok(Sync::at(
            Held::Own(tx),
            file,
            device,
            next_seq,
            clock,
            written,
            now,
        ))
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

impl<'a> Sync<'a> {
    /// This device, as `sync_device` keeps it, working in `tx` at `now`.
    fn at(
        tx: Held<'a>,
        file: Option<&'a crate::store::file::HistoryFile>,
        device: String,
        next_seq: u64,
        clock: i64,
        written: u64,
        now: DateTime<Utc>,
    ) -> Sync<'a> {
        // The time of every operation this write makes: after every
        // operation this device made or saw, and not before now. One time
        // for all of them, however many (an import, a first sync of a
        // history of its own): a write never runs the clock ahead.
        let known = clock.max(0) as u64;
        let clock = (known + 1).max(now.timestamp_millis().max(0) as u64);
        Sync {
            tx,
            file,
            device,
            next_seq,
            clock,
            known,
            written,
        }
    }

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

    /// Moves this write's time past `clock`, the latest operation read from
    /// the folder before this device's own changes are made operations: a
    /// game of this device that another device's game numbered before it
    /// meets is then the later one, whatever the two computers' clocks say.
    /// Called before the first [`Sync::local_ops`].
    pub fn saw(&mut self, clock: u64) {
        self.clock = self.clock.max(clock.saturating_add(1));
    }

    /// A new operation of this device doing `what` (upon `base`): the next
    /// id, at this write's time (the id orders the operations of one write,
    /// see [`rule::order`]).
    pub(super) fn next_op(&mut self, what: OpKind, base: Option<String>) -> Op {
        let op = Op {
            id: format!("{}:{}", self.device, self.next_seq),
            clock: self.clock,
            base,
            what,
        };
        self.next_seq += 1;
        op
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
            "UPDATE sync_device SET last_read = ?1, last_in = ?2",
            params![time_text(now), came_in as i64],
        )?;
        self.commit_written()
    }

    /// Makes the operations written after a change land, without a read of
    /// the folder.
    pub fn commit_written(self) -> Result<()> {
        self.keep_clock()?;
        if let Held::Own(tx) = self.tx {
            crate::store::commit(tx, self.file)?;
        }
        Ok(())
    }

    /// Keeps the number of this device's next operation and its clock.
    fn keep_clock(&self) -> Result<()> {
        self.tx.execute(
            "UPDATE sync_device SET next_seq = ?1, clock = ?2",
            params![self.next_seq as i64, self.clock as i64],
        )?;
        Ok(())
    }
}
