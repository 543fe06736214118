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
//! the giving (see `numbers`). Two different operations under one id (a
//! history copied to another computer) are both kept. Reading and writing the
//! journal files is the transfer code's
//! (`crate::transfer::journal`); this module holds no file but the history.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use chrono::{DateTime, SecondsFormat, Timelike, Utc};
use rusqlite::{Connection, OptionalExtension, Transaction, params};
use serde::{Deserialize, Serialize};

use super::corrections::{CorrectionKind, insert_correction};
use super::games::{NewGame, delete_rows, insert_game, insert_round, load_game, write_results_of};
use super::records::{check_head, check_round};
use super::{
    CorrectionRecord, GameId, RecordProblem, Result, RoundRecord, Store, StoredGame, round_record,
};
use crate::rules::Rules;
use crate::rules::names::{self, Fit};

/// One operation of a journal: a line of its file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Op {
    /// `DEVICE:SEQ`: the device that made it and its number there, from 1.
    pub id: String,
    /// The hybrid logical clock when it was made: milliseconds since 1970,
    /// moved past every operation the device had seen.
    pub clock: u64,
    /// The operation it replaced, as the device that made it knew.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base: Option<String>,
    /// What it does.
    #[serde(flatten)]
    pub what: OpKind,
}

/// What an operation does.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "lowercase")]
pub enum OpKind {
    /// A game started, or its head changed (players, rules, name, note, abandoned).
    Game {
        /// The game's uid.
        game: String,
        /// Its number on the device that made the operation.
        number: i64,
        /// The head.
        head: GameHead,
        /// When the device gave the game its number (the hybrid clock's
        /// milliseconds), on the game's first operation when that was
        /// earlier than the operation (made while the folder was away).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        given: Option<u64>,
        /// The game came in by `skyjo import`: it gives way to a game
        /// started at the table that another device gave its number.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        imported: bool,
    },
    /// A round recorded or corrected, or taken back (`round` is null).
    Round {
        /// The game's uid.
        game: String,
        /// The round's number, from 1.
        number: u32,
        /// The round.
        round: Option<RoundRecord>,
    },
    /// A game deleted.
    Delete {
        /// The game's uid.
        game: String,
    },
    /// An entry of the log (`skyjo log`).
    Log {
        /// The game's uid, when the entry is of one game.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        game: Option<String>,
        /// The entry.
        entry: LogEntry,
    },
}

impl OpKind {
    /// The game the operation is of, if one.
    pub fn game(&self) -> Option<&str> {
        match self {
            OpKind::Game { game, .. } | OpKind::Round { game, .. } | OpKind::Delete { game } => {
                Some(game)
            }
            OpKind::Log { game, .. } => game.as_deref(),
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            OpKind::Game { .. } => "game",
            OpKind::Round { .. } => "round",
            OpKind::Delete { .. } => "delete",
            OpKind::Log { .. } => "log",
        }
    }

    fn number(&self) -> Option<i64> {
        match self {
            OpKind::Game { number, .. } => Some(*number),
            OpKind::Round { number, .. } => Some(i64::from(*number)),
            _ => None,
        }
    }
}

/// A game's head: everything of it but its rounds.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameHead {
    /// When it was started, UTC, RFC 3339.
    pub played_at: String,
    /// Its rules.
    pub rules: Rules,
    /// The players' names in seat order.
    pub players: Vec<String>,
    /// Its name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Its note.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// Whether it was abandoned.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub abandoned: bool,
    /// The final totals of a game that holds only those.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub final_totals: Option<Vec<i32>>,
}

impl GameHead {
    fn of(game: &StoredGame) -> GameHead {
        GameHead {
            played_at: time_text(game.played_at),
            rules: game.rules,
            players: game.players.clone(),
            name: game.name.clone(),
            note: game.note.clone(),
            abandoned: game.abandoned,
            final_totals: game.final_totals.clone(),
        }
    }
}

/// An entry of the log, as a journal carries it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "log", rename_all = "lowercase")]
#[expect(
    clippy::large_enum_variant,
    reason = "a value read or written once per line of a journal, never kept in bulk"
)]
pub enum LogEntry {
    /// A change (undo, rename, merge, note, abandon, delete, import).
    Change {
        /// When, UTC, RFC 3339.
        changed_at: String,
        /// Its kind, as the log stores it.
        kind: String,
        /// Before.
        before: serde_json::Value,
        /// After.
        after: serde_json::Value,
    },
    /// A round corrected (edit, rescore).
    Correction(CorrectionRecord),
}

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

/// An operation read from a journal, with where it stands there.
#[derive(Debug, Clone)]
pub struct ReadOp {
    /// The operation.
    pub op: Op,
    /// `FILE:LINE`.
    pub origin: String,
}

/// A problem of the folder's content: a line, or an operation, left out.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Refused {
    /// `FILE:LINE`.
    pub origin: String,
    /// What was wrong.
    pub problem: RefusedOp,
}

/// Why an operation read was not applied.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "why", rename_all = "kebab-case")]
pub enum RefusedOp {
    /// A round or deletion of a game no journal ever started.
    NoSuchGame {
        /// The uid.
        game: String,
    },
    /// A game or round the rules refuse.
    Record {
        /// The game's uid.
        game: String,
        /// The round, if the problem is one round's.
        round: Option<u32>,
        /// What the rules said, in English (the screen words it again).
        #[serde(skip)]
        problem: RecordProblem,
    },
    /// A log entry of a kind this skyjo does not know.
    UnknownLog {
        /// The kind.
        kind: String,
    },
}

/// What a sync did to the history.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Merged {
    /// Operations of other devices new to this history.
    pub came_in: u64,
    /// Operations already known (counted once, by id).
    pub known: u64,
    /// Games added here.
    pub games_added: u64,
    /// Games changed here.
    pub games_changed: u64,
    /// Games deleted here.
    pub games_deleted: u64,
    /// Entries added to the log.
    pub log_entries: u64,
    /// Games that took another number (another device started one of theirs first).
    pub renumbered: Vec<Renumbered>,
    /// Operations left out, and why.
    pub refused: Vec<Refused>,
    /// Names of other devices' games that fit several players here, or one
    /// only spelt out, kept as players of their own.
    pub names: Vec<NameFits>,
    /// How many other devices sent the operations that came in.
    pub from_devices: usize,
    /// Devices of which two copies of the history wrote under one id (a
    /// history copied to another computer): the operations of both are kept.
    pub copies: Vec<String>,
    /// Games deleted on another device that had rounds entered here the
    /// deleting device did not know: dropped with the game, and said.
    pub late_rounds: Vec<LateRounds>,
    /// The game that came in unfinished and became the current game here
    /// (this device had none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub current: Option<CameIn>,
    /// The games added here, by number.
    #[serde(skip)]
    pub added: Vec<GameId>,
}

/// Rounds of a game deleted elsewhere that the deleting device did not know.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LateRounds {
    /// The game's number.
    pub game: GameId,
    /// The rounds entered here, by number.
    pub rounds: Vec<u32>,
}

/// A game that came in from another device.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CameIn {
    /// Its number.
    pub game: GameId,
    /// Its players in seat order.
    pub players: Vec<String>,
}

impl Merged {
    /// Says that `name`, of another device's game, fits `players` here and
    /// was kept as a player of its own (once).
    fn fits(&mut self, name: &str, players: Vec<String>) {
        let fits = NameFits {
            name: name.to_string(),
            players,
        };
        if !self.names.contains(&fits) {
            self.names.push(fits);
        }
    }
}

/// A name of another device's game that fits several players of this
/// history (Soren for Sören and Søren), or one only spelt out (Soeren for
/// Søren): never guessed between, never merged by a sync.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NameFits {
    /// The name as the other device has it.
    pub name: String,
    /// The players here it fits.
    pub players: Vec<String>,
}

/// A game that took another number.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Renumbered {
    /// Its number before.
    pub from: GameId,
    /// Its number now.
    pub to: GameId,
    /// Why it moved.
    pub why: MoveReason,
}

/// Why a game took another number than the one its device gave it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum MoveReason {
    /// Another device gave the number to another game first (by the clock
    /// of the giving), while the two devices were apart.
    GivenFirst,
    /// The game was imported, and a device that had not heard of the import
    /// gave the number to a game started at the table.
    Imported,
    /// The number went to a game that had to move first.
    Shifted,
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

fn time_text(time: DateTime<Utc>) -> String {
    time.to_rfc3339_opts(SecondsFormat::Secs, true)
}

impl Store {
    /// This device, when sync was ever used with this history.
    pub fn sync_device(&self) -> Result<Option<Device>> {
        read_device(&self.conn)
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
        let found: Option<(String, u64, u64, u64)> = tx
            .query_row(
                "SELECT device, next_seq, clock, written FROM sync_device",
                [],
                |r| {
                    Ok((
                        r.get(0)?,
                        r.get::<_, i64>(1)? as u64,
                        r.get::<_, i64>(2)? as u64,
                        r.get::<_, i64>(3)? as u64,
                    ))
                },
            )
            .optional()?;
        let (device, next_seq, clock, written) = match found {
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
}

impl Store {
    /// Keeps that this device's operations up to `seq` are in its journal.
    pub fn sync_written(&self, seq: u64) -> Result<()> {
        self.conn.execute(
            "UPDATE sync_device SET written = max(written, ?1)",
            [seq.min(i64::MAX as u64) as i64],
        )?;
        Ok(())
    }
}

fn read_device(conn: &Connection) -> Result<Option<Device>> {
    let row: Option<(String, Option<String>, u64)> = conn
        .query_row(
            "SELECT device, last_read, last_in FROM sync_device",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get::<_, i64>(2)? as u64)),
        )
        .optional()?;
    row.map(|(id, last_read, last_in)| {
        Ok(Device {
            id,
            last_read: last_read.map(|t| super::parse_time(&t)).transpose()?,
            last_in,
        })
    })
    .transpose()
}

/// The winning operation of each of a game's keys.
#[derive(Default)]
struct Winners {
    head: Option<(String, GameHead)>,
    head_clock: u64,
    rounds: BTreeMap<u32, (String, Option<RoundRecord>)>,
    deleted: bool,
    any: bool,
}

fn winners(conn: &Connection, uid: &str) -> Result<Winners> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, kind, number, body, clock FROM sync_op WHERE game = ?1 AND kind <> 'log'
         ORDER BY kind, CASE kind WHEN 'round' THEN number END, clock DESC, id DESC",
    )?;
    let mut rows = stmt.query([uid])?;
    let mut w = Winners::default();
    let mut last: Option<(String, Option<i64>)> = None;
    while let Some(row) = rows.next()? {
        let (id, kind, number): (String, String, Option<i64>) =
            (row.get(0)?, row.get(1)?, row.get(2)?);
        w.any = true;
        let key = (kind.clone(), if kind == "round" { number } else { None });
        if last.as_ref() == Some(&key) {
            continue;
        }
        last = Some(key);
        let op: Op = serde_json::from_str(&row.get::<_, String>(3)?)?;
        match op.what {
            OpKind::Game { head, .. } => {
                w.head = Some((id, head));
                w.head_clock = row.get::<_, i64>(4)? as u64;
            }
            OpKind::Round { number, round, .. } => {
                w.rounds.insert(number, (id, round));
            }
            OpKind::Delete { .. } => w.deleted = true,
            OpKind::Log { .. } => {}
        }
    }
    Ok(w)
}

fn game_by_uid(conn: &Connection, uid: &str) -> rusqlite::Result<Option<GameId>> {
    conn.prepare_cached("SELECT id FROM game WHERE uid = ?1")?
        .query_row([uid], |r| r.get(0))
        .optional()
}

fn uid_of(conn: &Connection, game: GameId) -> rusqlite::Result<Option<String>> {
    conn.prepare_cached("SELECT uid FROM game WHERE id = ?1")?
        .query_row([game], |r| r.get(0))
        .optional()
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

    fn store_op(&self, op: &Op, origin: &str) -> Result<bool> {
        let inserted = self
            .tx
            .prepare_cached(
                "INSERT OR IGNORE INTO sync_op (id, clock, kind, game, number, body, base, origin)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            )?
            .execute(params![
                op.id,
                op.clock as i64,
                op.what.kind(),
                op.what.game(),
                op.what.number(),
                serde_json::to_string(op)?,
                op.base,
                origin
            ])?;
        Ok(inserted == 1)
    }

    /// The changes made here since the journal last heard of them, as new
    /// operations of this device (kept in the history as known): every game
    /// marked by the triggers, compared with what the operations say of it,
    /// and every log entry not yet written.
    pub fn local_ops(&mut self) -> Result<Vec<Op>> {
        let dirty: Vec<(String, Option<i64>, bool)> = self
            .tx
            // In the order of their numbers here: games given a number in
            // one moment (an import) are given it in that order.
            .prepare(
                "SELECT d.uid, d.given, d.imported FROM sync_dirty d
                 LEFT JOIN game g ON g.uid = d.uid ORDER BY g.id, d.uid",
            )?
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
            .collect::<rusqlite::Result<_>>()?;
        let mut ops = Vec::new();
        for (uid, given, imported) in dirty {
            let won = winners(&self.tx, &uid)?;
            if won.deleted {
                continue;
            }
            let game = match game_by_uid(&self.tx, &uid)? {
                Some(id) => load_game(&self.tx, id)?,
                None => None,
            };
            let Some(game) = game else {
                if won.any {
                    let op = self.next_op(OpKind::Delete { game: uid.clone() }, None);
                    ops.push(op);
                }
                continue;
            };
            let head = GameHead::of(&game);
            if won.head.as_ref().map(|(_, h)| h) != Some(&head) {
                // The game's first operation says when its number was given
                // here, when that was before this write.
                let first = won.head.is_none();
                let given = given
                    .filter(|_| first)
                    .map(|g| (g.max(0) as u64).min(self.clock));
                let base = won.head.map(|(id, _)| id);
                let what = OpKind::Game {
                    game: uid.clone(),
                    number: game.id,
                    head,
                    given,
                    imported: imported && first,
                };
                ops.push(self.next_op(what, base));
            }
            for round in &game.rounds {
                let record = round_record(&game, round);
                let known = won.rounds.get(&round.number);
                if known.and_then(|(_, r)| r.as_ref()) != Some(&record) {
                    let what = OpKind::Round {
                        game: uid.clone(),
                        number: round.number,
                        round: Some(record),
                    };
                    ops.push(self.next_op(what, known.map(|(id, _)| id.clone())));
                }
            }
            let rounds = game.rounds.len() as u32;
            for (&number, (id, round)) in won.rounds.range(rounds + 1..) {
                if round.is_some() {
                    let what = OpKind::Round {
                        game: uid.clone(),
                        number,
                        round: None,
                    };
                    ops.push(self.next_op(what, Some(id.clone())));
                }
            }
        }
        self.tx.execute("DELETE FROM sync_dirty", [])?;
        ops.extend(self.local_log_ops()?);
        for op in &ops {
            self.store_op(op, "")?;
        }
        Ok(ops)
    }

    /// The log entries made here and not yet in the journal, oldest first.
    fn local_log_ops(&mut self) -> Result<Vec<Op>> {
        type Row = (
            i64,
            String,
            String,
            Option<GameId>,
            Option<String>,
            Option<String>,
        );
        let changes: Vec<Row> = self
            .tx
            .prepare(
                "SELECT id, changed_at, kind, game_id, before, after FROM change_log
                 WHERE sync_id IS NULL ORDER BY id",
            )?
            .query_map([], |r| {
                Ok((
                    r.get(0)?,
                    r.get(1)?,
                    r.get(2)?,
                    r.get(3)?,
                    r.get(4)?,
                    r.get(5)?,
                ))
            })?
            .collect::<rusqlite::Result<_>>()?;
        let mut ops = Vec::new();
        for (row, changed_at, kind, game, before, after) in changes {
            let value = |t: Option<String>| -> Result<serde_json::Value> {
                Ok(t.map(|t| serde_json::from_str(&t))
                    .transpose()?
                    .unwrap_or_default())
            };
            let before = value(before)?;
            // A deleted game is gone from the history; its record is in the
            // entry of its deletion.
            let uid = match game {
                Some(game) => match uid_of(&self.tx, game)? {
                    Some(uid) => Some(uid),
                    None => deleted_uid(&self.tx, game)?,
                },
                None => None,
            };
            if kind == "delete"
                && let Some(uid) = &uid
            {
                self.journal_deleted(uid, game.unwrap_or_default(), &before, &mut ops)?;
            }
            let entry = LogEntry::Change {
                changed_at,
                kind,
                before,
                after: value(after)?,
            };
            let op = self.next_op(OpKind::Log { game: uid, entry }, None);
            self.tx.execute(
                "UPDATE change_log SET sync_id = ?1 WHERE id = ?2",
                params![op.id, row],
            )?;
            ops.push(op);
        }
        type Correction = (i64, GameId, u32, String, String, Option<String>);
        type Rest = (Option<String>, String, String, String);
        let corrections: Vec<(Correction, Rest)> = self
            .tx
            .prepare(
                "SELECT id, game_id, round_number, corrected_at, kind, rules, rules_before, note,
                     old_round, new_round
                 FROM correction WHERE sync_id IS NULL ORDER BY id",
            )?
            .query_map([], |r| {
                Ok((
                    (
                        r.get(0)?,
                        r.get(1)?,
                        r.get(2)?,
                        r.get(3)?,
                        r.get(4)?,
                        r.get(5)?,
                    ),
                    (r.get(6)?, r.get(7)?, r.get(8)?, r.get(9)?),
                ))
            })?
            .collect::<rusqlite::Result<_>>()?;
        for ((row, game, round, corrected_at, kind, rules), (was, note, old, new)) in corrections {
            let note = CorrectionKind::from_columns(&kind, rules, was, note)?.note();
            let entry = LogEntry::Correction(CorrectionRecord {
                round,
                corrected_at,
                note,
                old: serde_json::from_str(&old)?,
                new: serde_json::from_str(&new)?,
            });
            let uid = uid_of(&self.tx, game)?;
            let op = self.next_op(OpKind::Log { game: uid, entry }, None);
            self.tx.execute(
                "UPDATE correction SET sync_id = ?1 WHERE id = ?2",
                params![op.id, row],
            )?;
            ops.push(op);
        }
        Ok(ops)
    }

    /// A game deleted here that no journal heard of: it is started and
    /// deleted in the journal, so that its number stays its own everywhere.
    fn journal_deleted(
        &mut self,
        uid: &str,
        number: GameId,
        record: &serde_json::Value,
        ops: &mut Vec<Op>,
    ) -> Result<()> {
        let known: bool = self.tx.query_row(
            "SELECT EXISTS (SELECT 1 FROM sync_op WHERE game = ?1)",
            [uid],
            |r| r.get(0),
        )?;
        if known {
            return Ok(());
        }
        let Ok(record) = serde_json::from_value::<super::records::GameRecord>(record.clone())
        else {
            return Ok(());
        };
        let head = GameHead {
            played_at: record.played_at,
            rules: record.rules,
            players: record.players,
            name: record.name,
            note: record.note,
            abandoned: record.abandoned,
            final_totals: record.final_totals,
        };
        let what = OpKind::Game {
            game: uid.to_string(),
            number,
            head,
            given: None,
            imported: false,
        };
        ops.push(self.next_op(what, None));
        let what = OpKind::Delete {
            game: uid.to_string(),
        };
        ops.push(self.next_op(what, None));
        Ok(())
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

    /// This device's operations from `from` (a sequence number) on: what
    /// its own journal must hold again when an older copy replaced it.
    pub fn own_ops_from(&self, from: u64) -> Result<Vec<Op>> {
        // Only the operations from `from` on are parsed (SQLite's number of
        // the id's tail is at least the one `seq_of` reads, so none is lost),
        // not every one this device ever made.
        let mut ops: Vec<Op> = self
            .tx
            .prepare(
                "SELECT body FROM sync_op WHERE id >= ?1 AND id < ?2
                   AND CAST(substr(id, ?3) AS INTEGER) >= ?4",
            )?
            .query_map(
                params![
                    format!("{}:", self.device),
                    format!("{};", self.device),
                    self.device.chars().count() as i64 + 2,
                    from.min(i64::MAX as u64) as i64
                ],
                |r| r.get::<_, String>(0),
            )?
            .map(|body| Ok(serde_json::from_str::<Op>(&body?)?))
            .collect::<Result<_>>()?;
        // One of two operations made under one id is written under that id
        // again: every device that reads it keeps it under the same digest.
        for op in &mut ops {
            if let Some((id, _)) = op.id.split_once('~') {
                op.id = id.to_string();
            }
        }
        ops.retain(|op| seq_of(&op.id).is_some_and(|seq| seq >= from));
        ops.sort_by_key(|op| seq_of(&op.id));
        Ok(ops)
    }

    /// The last of this device's operations known to be in its journal.
    pub fn written(&self) -> u64 {
        self.written
    }

    /// Merges `read`, the operations of the folder's journals (this device's
    /// own among them, known already): each new one is kept, the games it
    /// touches are made again from the operations, the log gets its entries.
    pub fn merge(&mut self, read: &[ReadOp]) -> Result<Merged> {
        let mut merged = Merged::default();
        let mut touched: BTreeSet<String> = BTreeSet::new();
        let mut log_ops: Vec<ReadOp> = Vec::new();
        let mut senders: BTreeSet<String> = BTreeSet::new();
        let mut renamed: Vec<String> = Vec::new();
        for item in read {
            let Some(op) = self.keep_op(&item.op, &item.origin, &mut merged)? else {
                merged.known += 1;
                continue;
            };
            let device = op.id.split(':').next().unwrap_or_default().to_string();
            if device == self.device {
                // Every operation of this device is kept here before it is
                // written: one it does not have is a copy's.
                note_copy(&mut merged, &device);
            }
            merged.came_in += 1;
            senders.insert(device);
            self.clock = self.clock.max(op.clock);
            match &op.what {
                OpKind::Log { entry, .. } => {
                    if let Some((from, _)) = renaming(entry) {
                        renamed.push(from);
                    }
                    log_ops.push(ReadOp {
                        op,
                        origin: item.origin.clone(),
                    });
                }
                what => {
                    touched.insert(what.game().unwrap_or_default().to_string());
                }
            }
        }
        merged.from_devices = senders.len();
        // A rename or merge of a player reaches every game of the old name,
        // those that came in before it too.
        for key in renamed {
            let uids: Vec<String> = self
                .tx
                .prepare_cached(
                    "SELECT g.uid FROM game g JOIN seat s ON s.game_id = g.id
                     JOIN player p ON p.id = s.player_id WHERE p.name_key = ?1",
                )?
                .query_map([key], |r| r.get(0))?
                .collect::<rusqlite::Result<_>>()?;
            touched.extend(uids);
        }
        self.tx.execute("UPDATE sync_device SET applying = 1", [])?;
        // Every operation of this sync is stored now, and nothing below
        // stores one: the numbers are worked out once (a scan of every
        // game's first operation), not once per game or log entry.
        let numbering = numbers(&self.tx)?;
        merged.renumbered = self.renumber(&numbering)?;
        let numbers = &numbering.number;
        let renames = renames(&self.tx)?;
        for uid in &touched {
            self.materialize(uid, read, numbers, &renames, &mut merged)?;
        }
        for item in &log_ops {
            self.add_log_entry(item, numbers, &mut merged)?;
        }
        // A deleted game's number may change too, with no game here moved.
        number_log_entries(&self.tx, numbers)?;
        // A player whose every game was renamed or merged away elsewhere.
        self.tx.execute(
            "DELETE FROM player WHERE id NOT IN (SELECT player_id FROM seat)",
            [],
        )?;
        self.adopt_current(&mut merged)?;
        self.tx.execute("UPDATE sync_device SET applying = 0", [])?;
        Ok(merged)
    }

    /// Keeps the operation `op` read at `origin`, unless it is known: the
    /// operation kept, `None` when it was known. Two different operations
    /// under one id (two copies of one history) are both kept, each under
    /// its id and a digest of itself, the same on every device.
    fn keep_op(&mut self, op: &Op, origin: &str, merged: &mut Merged) -> Result<Option<Op>> {
        let body = serde_json::to_string(op)?;
        let stored: Option<String> = self
            .tx
            .prepare_cached("SELECT body FROM sync_op WHERE id = ?1")?
            .query_row([&op.id], |r| r.get(0))
            .optional()?;
        let twice = match stored {
            Some(known) if known == body => return Ok(None),
            Some(known) => {
                let other: Op = serde_json::from_str(&known)?;
                let id = digest_id(&other.id, &known);
                let moved = Op {
                    id: id.clone(),
                    ..other
                };
                self.tx.execute(
                    "UPDATE sync_op SET id = ?1, body = ?2 WHERE id = ?3",
                    params![id, serde_json::to_string(&moved)?, op.id],
                )?;
                for table in ["change_log", "correction"] {
                    self.tx.execute(
                        &format!("UPDATE {table} SET sync_id = ?1 WHERE sync_id = ?2"),
                        params![id, op.id],
                    )?;
                }
                true
            }
            None => self
                .tx
                .prepare_cached("SELECT EXISTS (SELECT 1 FROM sync_op WHERE id > ?1 AND id < ?2)")?
                .query_row(
                    params![format!("{}~", op.id), format!("{}~g", op.id)],
                    |r| r.get(0),
                )?,
        };
        let mut op = op.clone();
        if twice {
            note_copy(merged, op.id.split(':').next().unwrap_or_default());
            op.id = digest_id(&op.id, &body);
        }
        Ok(self.store_op(&op, origin)?.then_some(op))
    }

    /// Notes the rounds of game `id` (`uid`), deleted on another device,
    /// that the deleting device did not have as they are here.
    fn late_rounds(&mut self, uid: &str, id: GameId, merged: &mut Merged) -> Result<()> {
        let Some(game) = load_game(&self.tx, id)? else {
            return Ok(());
        };
        let record: Option<String> = self
            .tx
            .prepare_cached(
                "SELECT json_extract(body, '$.entry.before') FROM sync_op
                 WHERE kind = 'log' AND game = ?1
                   AND json_extract(body, '$.entry.kind') = 'delete'
                 ORDER BY clock LIMIT 1",
            )?
            .query_row([uid], |r| r.get(0))
            .optional()?
            .flatten();
        let known: Vec<RoundRecord> = record
            .and_then(|r| serde_json::from_str::<super::records::GameRecord>(&r).ok())
            .map(|r| r.rounds)
            .unwrap_or_default();
        let rounds: Vec<u32> = game
            .rounds
            .iter()
            .filter(|round| {
                let here = round_record(&game, round);
                !known.iter().any(|k| k.number == here.number && *k == here)
            })
            .map(|round| round.number)
            .collect();
        if !rounds.is_empty() {
            merged.late_rounds.push(LateRounds { game: id, rounds });
        }
        Ok(())
    }

    /// Makes the one game that came in unfinished the current game, when
    /// this device has none.
    fn adopt_current(&mut self, merged: &mut Merged) -> Result<()> {
        let current: bool =
            self.tx
                .query_row("SELECT EXISTS (SELECT 1 FROM current_game)", [], |r| {
                    r.get(0)
                })?;
        if current || merged.added.is_empty() {
            return Ok(());
        }
        let mut unfinished = Vec::new();
        for &id in &merged.added {
            if let Some(game) = load_game(&self.tx, id)?
                && !game.abandoned
                && game.final_totals.is_none()
                && !game.standings().over
            {
                unfinished.push(game);
            }
        }
        if let [game] = unfinished.as_slice() {
            super::current::set_current(&self.tx, game.id)?;
            merged.current = Some(CameIn {
                game: game.id,
                players: game.players.clone(),
            });
        }
        Ok(())
    }

    /// Gives every game the number the operations say (see the module's
    /// doc), moving the games of this history that must change. `wanted`:
    /// [`numbers`] of the operations stored.
    fn renumber(&mut self, wanted: &Numbering) -> Result<Vec<Renumbered>> {
        let here: Vec<(GameId, String)> = self
            .tx
            .prepare("SELECT id, uid FROM game")?
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<rusqlite::Result<_>>()?;
        let mut moves: Vec<Renumbered> = here
            .into_iter()
            .filter_map(|(id, uid)| {
                let to = *wanted.number.get(&uid)?;
                let why = wanted.why.get(&uid).copied().unwrap_or(MoveReason::Shifted);
                (to != id).then_some(Renumbered { from: id, to, why })
            })
            .collect();
        if moves.is_empty() {
            return Ok(moves);
        }
        moves.sort_by_key(|m| m.from);
        self.tx.execute_batch("PRAGMA defer_foreign_keys = ON")?;
        // Out of the way first (below 0), then to their numbers: two games
        // that trade numbers never meet.
        for m in &moves {
            move_game(&self.tx, m.from, -m.from)?;
        }
        for m in &moves {
            move_game(&self.tx, -m.from, m.to)?;
        }
        Ok(moves)
    }

    /// Makes the game `uid` again from its winning operations (`numbers`:
    /// [`numbers`] of the operations stored).
    fn materialize(
        &mut self,
        uid: &str,
        read: &[ReadOp],
        numbers: &HashMap<String, GameId>,
        renames: &[(u64, String, String)],
        merged: &mut Merged,
    ) -> Result<()> {
        let mut won = winners(&self.tx, uid)?;
        let here = game_by_uid(&self.tx, uid)?;
        if won.deleted {
            if let Some(id) = here {
                self.late_rounds(uid, id, merged)?;
                delete_rows(&self.tx, id)?;
                merged.games_deleted += 1;
            }
            return Ok(());
        }
        if let Some((_, head)) = &mut won.head {
            renamed_players(head, &mut won.rounds, won.head_clock, renames);
        }
        let origin_of = |id: &str| {
            read.iter()
                .find(|r| r.op.id == id)
                .map(|r| r.origin.clone())
                .unwrap_or_default()
        };
        let Some((head_id, head)) = won.head else {
            for item in read.iter().filter(|r| r.op.what.game() == Some(uid)) {
                merged.refused.push(Refused {
                    origin: item.origin.clone(),
                    problem: RefusedOp::NoSuchGame {
                        game: uid.to_string(),
                    },
                });
            }
            return Ok(());
        };
        let mut game = match check_head(uid, &head) {
            Ok(game) => game,
            Err(problem) => {
                merged.refused.push(Refused {
                    origin: origin_of(&head_id),
                    problem: RefusedOp::Record {
                        game: uid.to_string(),
                        round: None,
                        problem,
                    },
                });
                return Ok(());
            }
        };
        // The rounds from the first, as far as they follow one another and
        // the rules take them; the game ends where its rules end it.
        for number in 1.. {
            let Some((id, Some(record))) = won.rounds.get(&number) else {
                break;
            };
            match check_round(&head.players, &head.rules, record, number) {
                Ok(round) => game.rounds.push(round),
                Err(problem) => {
                    merged.refused.push(Refused {
                        origin: origin_of(id),
                        problem: RefusedOp::Record {
                            game: uid.to_string(),
                            round: Some(number),
                            problem,
                        },
                    });
                    break;
                }
            }
            if game.final_totals.is_none() && game.standings().over {
                break;
            }
        }
        game.players = self.local_names(&game.players, merged)?;
        match here {
            Some(id) => {
                game.id = id;
                let stored = load_game(&self.tx, id)?;
                if stored.as_ref() == Some(&game) {
                    return Ok(());
                }
                replace_game(&self.tx, &game)?;
                merged.games_changed += 1;
            }
            None => {
                let number = numbers.get(uid).copied();
                let new = NewGame {
                    id: number,
                    uid: Some(uid),
                    played_at: game.played_at,
                    rules: &game.rules,
                    name: game.name.as_deref(),
                    note: game.note.as_deref(),
                    abandoned: game.abandoned,
                    final_totals: game.final_totals.as_deref(),
                };
                game.id = insert_game(&self.tx, &new, &game.players)?;
                for round in &game.rounds {
                    insert_round(&self.tx, game.id, round)?;
                }
                write_results_of(&self.tx, &game)?;
                merged.games_added += 1;
                merged.added.push(game.id);
            }
        }
        Ok(())
    }

    /// The players of another device's game as this history names them, by
    /// the names rule of `new` less its spelt-out letters
    /// ([`names::fit_folded`]): a known player in any case, else the one
    /// known player the same without diacritics (`asa` is Åsa); several that
    /// fit are never guessed between, and the name stays a player of its
    /// own. A name that fits a player only spelt out (`Soeren` for Søren) is
    /// a player of its own too, and said: the other device may hold both,
    /// as two people, and nobody is there to be asked. Where two spellings
    /// meet, the player takes the richer one (with its diacritics, then its
    /// capitals: Åsa over asa, Anna over anna), so every device ends with
    /// the same spelling whatever the order.
    fn local_names(&mut self, names: &[String], merged: &mut Merged) -> Result<Vec<String>> {
        let known: Vec<String> = self
            .tx
            .prepare_cached("SELECT name FROM player ORDER BY name_key")?
            .query_map([], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        let mut local: Vec<String> = Vec::with_capacity(names.len());
        for name in names {
            let name = match names::fit_folded(&known, name) {
                Fit::One(i) if !local.contains(&known[i]) => {
                    let here = &known[i];
                    if richer(name) > richer(here) {
                        self.tx.execute(
                            "UPDATE player SET name = ?1, name_key = ?2 WHERE name_key = ?3",
                            params![name, super::name_key(name), super::name_key(here)],
                        )?;
                        name.clone()
                    } else {
                        here.clone()
                    }
                }
                Fit::Several(fits) => {
                    merged.fits(name, fits.iter().map(|&i| known[i].clone()).collect());
                    name.clone()
                }
                Fit::None(_) => {
                    match names::fit(&known, name) {
                        Fit::One(i) => merged.fits(name, vec![known[i].clone()]),
                        Fit::Several(fits) => {
                            merged.fits(name, fits.iter().map(|&i| known[i].clone()).collect());
                        }
                        Fit::None(_) => {}
                    }
                    name.clone()
                }
                Fit::One(_) => name.clone(),
            };
            local.push(name);
        }
        Ok(local)
    }

    /// Adds a log entry of another device to the log (`numbers`: [`numbers`]
    /// of the operations stored).
    fn add_log_entry(
        &mut self,
        item: &ReadOp,
        numbers: &HashMap<String, GameId>,
        merged: &mut Merged,
    ) -> Result<()> {
        let OpKind::Log { game, entry } = &item.op.what else {
            return Ok(());
        };
        let game_id = match game {
            Some(uid) => match game_by_uid(&self.tx, uid)? {
                Some(id) => Some(id),
                None => numbers.get(uid).copied(),
            },
            None => None,
        };
        match entry {
            LogEntry::Change {
                changed_at,
                kind,
                before,
                after,
            } => {
                if !super::ChangeKind::ALL.iter().any(|k| k.name() == kind) {
                    merged.refused.push(Refused {
                        origin: item.origin.clone(),
                        problem: RefusedOp::UnknownLog { kind: kind.clone() },
                    });
                    return Ok(());
                }
                self.tx
                    .prepare_cached(
                        "INSERT INTO change_log (changed_at, kind, game_id, before, after, sync_id)
                         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                    )?
                    .execute(params![
                        changed_at,
                        kind,
                        game_id,
                        serde_json::to_string(before)?,
                        serde_json::to_string(after)?,
                        item.op.id
                    ])?;
            }
            LogEntry::Correction(record) => {
                // A correction of a game deleted since goes with the game.
                let Some(id) = game_id.filter(|id| {
                    game.as_deref()
                        .is_some_and(|uid| uid_matches(&self.tx, *id, uid))
                }) else {
                    return Ok(());
                };
                insert_correction(
                    &self.tx,
                    id,
                    record,
                    &CorrectionKind::from_note(&record.note),
                )?;
                self.tx.execute(
                    "UPDATE correction SET sync_id = ?1 WHERE id = last_insert_rowid()",
                    [&item.op.id],
                )?;
            }
        }
        merged.log_entries += 1;
        Ok(())
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

/// The changes of games (of `game` only, when given) set aside for a later
/// change of the same round or head made on another device meanwhile: an
/// operation that is not the latest of its round or head, that no later
/// operation was made upon, and whose value is not the one that counts. A
/// deleted game has none. Oldest first, as their devices made them.
pub(super) fn overridden(conn: &Connection, game: Option<GameId>) -> Result<Vec<super::Change>> {
    let exists: bool = conn.query_row("SELECT EXISTS (SELECT 1 FROM sync_device)", [], |r| {
        r.get(0)
    })?;
    if !exists {
        return Ok(Vec::new());
    }
    let uid = match game {
        Some(id) => match uid_of(conn, id)? {
            Some(uid) => Some(uid),
            None => return Ok(Vec::new()),
        },
        None => None,
    };
    let mut stmt = conn.prepare(
        "SELECT o.game, o.body, w.body, g.id FROM sync_op o
         JOIN game g ON g.uid = o.game
         JOIN sync_op w ON w.id = (
             SELECT x.id FROM sync_op x
             WHERE x.game = o.game AND x.kind = o.kind
               AND (o.kind = 'game' OR x.number = o.number)
             ORDER BY x.clock DESC, x.id DESC LIMIT 1)
         WHERE o.kind IN ('game', 'round') AND (?1 IS NULL OR o.game = ?1)
           AND w.id <> o.id
           AND NOT EXISTS (SELECT 1 FROM sync_op n WHERE n.base = o.id)
         ORDER BY o.clock, o.id",
    )?;
    let mut rows = stmt.query([uid])?;
    let mut changes = Vec::new();
    while let Some(row) = rows.next()? {
        let lost: Op = serde_json::from_str(&row.get::<_, String>(1)?)?;
        let kept: Op = serde_json::from_str(&row.get::<_, String>(2)?)?;
        let values = |op: Op| match op.what {
            OpKind::Game { head, .. } => serde_json::to_value(head),
            OpKind::Round { round, .. } => serde_json::to_value(round),
            _ => Ok(serde_json::Value::Null),
        };
        let changed_at = DateTime::from_timestamp_millis(lost.clock as i64)
            .unwrap_or_default()
            .with_nanosecond(0)
            .unwrap_or_default();
        let (before, after) = (values(lost)?, values(kept)?);
        if before == after {
            continue;
        }
        changes.push(super::Change {
            changed_at,
            kind: super::ChangeKind::Overridden,
            game: Some(row.get(3)?),
            before,
            after,
        });
    }
    Ok(changes)
}

/// The uid of the deleted game `game`, from the log's entry of its deletion.
fn deleted_uid(conn: &Connection, game: GameId) -> rusqlite::Result<Option<String>> {
    conn.prepare_cached(
        "SELECT json_extract(before, '$.uid') FROM change_log
         WHERE kind = 'delete' AND game_id = ?1 ORDER BY id DESC LIMIT 1",
    )?
    .query_row([game], |r| r.get(0))
    .optional()
    .map(Option::flatten)
}

/// Gives every entry of the log the number its game has now (a deleted
/// game's too), by the game's uid in the operation of the entry.
fn number_log_entries(conn: &Connection, numbers: &HashMap<String, GameId>) -> Result<()> {
    let rows: Vec<(i64, Option<GameId>, String)> = conn
        .prepare(
            "SELECT c.id, c.game_id, o.game FROM change_log c
             JOIN sync_op o ON o.id = c.sync_id WHERE o.game IS NOT NULL",
        )?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<rusqlite::Result<_>>()?;
    let mut update = conn.prepare_cached("UPDATE change_log SET game_id = ?1 WHERE id = ?2")?;
    for (row, game, uid) in rows {
        let number = match game_by_uid(conn, &uid)? {
            Some(id) => Some(id),
            None => numbers.get(&uid).copied(),
        };
        if number.is_some() && number != game {
            update.execute(params![number, row])?;
        }
    }
    Ok(())
}

/// How rich a spelling is: its letters beyond ASCII, then its capitals, then
/// the text itself (so that any two spellings are in one order).
fn richer(name: &str) -> (usize, usize, &str) {
    (
        name.chars().filter(|c| !c.is_ascii()).count(),
        name.chars().filter(|c| c.is_uppercase()).count(),
        name,
    )
}

/// Notes that `device` has two copies of its history writing.
fn note_copy(merged: &mut Merged, device: &str) {
    if !merged.copies.iter().any(|d| d == device) {
        merged.copies.push(device.to_string());
    }
}

/// The id of one of two operations made under one id (`id`): the id and a
/// digest (64-bit FNV-1a) of the operation's line.
fn digest_id(id: &str, body: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in body.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{id}~{hash:016x}")
}

/// The old name's key and the new name of a log entry that renames or
/// merges a player.
fn renaming(entry: &LogEntry) -> Option<(String, String)> {
    let LogEntry::Change {
        kind,
        before,
        after,
        ..
    } = entry
    else {
        return None;
    };
    match kind.as_str() {
        "rename" => Some((
            super::name_key(before.as_str()?),
            after.as_str()?.to_string(),
        )),
        "merge" => Some((
            super::name_key(before.get(1)?.as_str()?),
            before.get(0)?.as_str()?.to_string(),
        )),
        _ => None,
    }
}

/// Every rename and merge of a player known, by the clock: the clock, the
/// old name's key, the new name.
fn renames(conn: &Connection) -> Result<Vec<(u64, String, String)>> {
    let mut stmt = conn.prepare_cached(
        "SELECT clock, body FROM sync_op WHERE kind = 'log'
           AND json_extract(body, '$.entry.kind') IN ('rename', 'merge')
         ORDER BY clock, id",
    )?;
    let mut rows = stmt.query([])?;
    let mut out = Vec::new();
    while let Some(row) = rows.next()? {
        let op: Op = serde_json::from_str(&row.get::<_, String>(1)?)?;
        if let OpKind::Log { entry, .. } = &op.what
            && let Some((from, to)) = renaming(entry)
        {
            out.push((row.get::<_, i64>(0)? as u64, from, to));
        }
    }
    Ok(out)
}

/// The players of a game whose head was made at `clock`, with every rename
/// made later applied (a rename that would seat one player twice is not);
/// the closers of its rounds follow.
fn renamed_players(
    head: &mut GameHead,
    rounds: &mut BTreeMap<u32, (String, Option<RoundRecord>)>,
    clock: u64,
    renames: &[(u64, String, String)],
) {
    for (_, from, to) in renames.iter().filter(|(at, ..)| *at > clock) {
        let to_key = super::name_key(to);
        let Some(seat) = head
            .players
            .iter()
            .position(|p| super::name_key(p) == *from)
        else {
            continue;
        };
        if from != &to_key && head.players.iter().any(|p| super::name_key(p) == to_key) {
            continue;
        }
        let old = std::mem::replace(&mut head.players[seat], to.clone());
        for (_, round) in rounds.values_mut() {
            if let Some(round) = round
                && round.closer == old
            {
                round.closer = to.clone();
            }
        }
    }
}

fn uid_matches(conn: &Connection, id: GameId, uid: &str) -> bool {
    uid_of(conn, id).ok().flatten().as_deref() == Some(uid)
}

/// The sequence number of an operation id `DEVICE:SEQ`.
pub fn seq_of(id: &str) -> Option<u64> {
    id.rsplit_once(':').and_then(|(_, seq)| seq.parse().ok())
}

/// Whether the operation id `id` is of `device`.
pub fn is_own(id: &str, device: &str) -> bool {
    id.rsplit_once(':').is_some_and(|(d, _)| d == device)
}

/// The numbers of every game the operations know, deleted ones too (a
/// number is never given twice), and why each game that does not have the
/// number its device gave it moved.
struct Numbering {
    number: HashMap<String, GameId>,
    why: HashMap<String, MoveReason>,
}

/// Works out [`Numbering`] from the first operation of each game: in the
/// order the numbers were given (the clock of the giving, then the
/// operation's clock and id), each game takes the number its device gave it, unless an
/// earlier game has it; then it takes the next above every number given so
/// far. An imported game is the one exception: a game started at the table
/// on a device that had not heard of the import takes the number from it,
/// and the imported game moves on. Nothing given later moves a game started
/// at the table, so a number once shown stays.
fn numbers(conn: &Connection) -> Result<Numbering> {
    // The first operation of each game says its number and when it was
    // given.
    struct Claim {
        given: u64,
        clock: u64,
        id: String,
        number: GameId,
        imported: bool,
    }
    let mut first: HashMap<String, Claim> = HashMap::new();
    let mut stmt = conn.prepare_cached(
        "SELECT game, clock, id, number, json_extract(body, '$.given'),
             coalesce(json_extract(body, '$.imported'), 0)
         FROM sync_op WHERE kind = 'game'",
    )?;
    let mut rows = stmt.query([])?;
    while let Some(row) = rows.next()? {
        let uid: String = row.get(0)?;
        let clock = row.get::<_, i64>(1)? as u64;
        let id: String = row.get(2)?;
        let given = row
            .get::<_, Option<i64>>(4)?
            .map_or(clock, |g| (g.max(0) as u64).min(clock));
        let claim = Claim {
            given,
            clock,
            id,
            number: row.get(3)?,
            imported: row.get::<_, bool>(5)?,
        };
        match first.get_mut(&uid) {
            Some(known) if (known.clock, &known.id) <= (claim.clock, &claim.id) => {}
            Some(known) => *known = claim,
            None => {
                first.insert(uid, claim);
            }
        }
    }
    let mut claims: Vec<(String, Claim)> = first.into_iter().collect();
    claims.sort_by(|(_, a), (_, b)| (a.given, a.clock, &a.id).cmp(&(b.given, b.clock, &b.id)));
    let mut out = Numbering {
        number: HashMap::with_capacity(claims.len()),
        why: HashMap::new(),
    };
    // Who holds each number given so far: the game, and whether it is an
    // imported one.
    let mut holders: BTreeMap<GameId, (usize, bool)> = BTreeMap::new();
    for (i, (uid, claim)) in claims.iter().enumerate() {
        let top = || holders.last_key_value().map_or(0, |(n, _)| *n);
        let wanted = claim.number;
        match holders.get(&wanted).copied() {
            _ if wanted < 1 => {
                let to = top() + 1;
                holders.insert(to, (i, claim.imported));
                out.number.insert(uid.clone(), to);
                out.why.insert(uid.clone(), MoveReason::Shifted);
            }
            None => {
                holders.insert(wanted, (i, claim.imported));
                out.number.insert(uid.clone(), wanted);
            }
            Some((held_by, true)) if !claim.imported => {
                // An imported game gives way to a game started at the table.
                let to = top() + 1;
                let moved = &claims[held_by].0;
                holders.insert(to, (held_by, true));
                holders.insert(wanted, (i, false));
                out.number.insert(moved.clone(), to);
                out.why.insert(moved.clone(), MoveReason::Imported);
                out.number.insert(uid.clone(), wanted);
            }
            Some((held_by, _)) => {
                let to = top() + 1;
                holders.insert(to, (i, claim.imported));
                out.number.insert(uid.clone(), to);
                let why = if claims[held_by].1.number == wanted {
                    MoveReason::GivenFirst
                } else {
                    MoveReason::Shifted
                };
                out.why.insert(uid.clone(), why);
            }
        }
    }
    Ok(out)
}

/// Moves game `from` to the number `to`, with everything that names it.
fn move_game(conn: &Connection, from: GameId, to: GameId) -> Result<()> {
    for table in [
        "seat",
        "round",
        "game_result",
        "correction",
        "current_game",
        "seen_card",
        "draft_entry",
        "draft",
    ] {
        conn.execute(
            &format!("UPDATE {table} SET game_id = ?1 WHERE game_id = ?2"),
            params![to, from],
        )?;
    }
    conn.execute("UPDATE game SET id = ?1 WHERE id = ?2", params![to, from])?;
    Ok(())
}

/// Writes `game` over the stored game of its id: its head, seats and rounds.
fn replace_game(conn: &Connection, game: &StoredGame) -> Result<()> {
    conn.execute(
        "UPDATE game SET played_at = ?1, rules = ?2, name = ?3, note = ?4, abandoned = ?5
         WHERE id = ?6",
        params![
            time_text(game.played_at),
            serde_json::to_string(&game.rules)?,
            game.name,
            game.note,
            game.abandoned,
            game.id
        ],
    )?;
    conn.execute(
        "DELETE FROM round_score WHERE round_id IN (SELECT id FROM round WHERE game_id = ?1)",
        [game.id],
    )?;
    for sql in [
        "DELETE FROM round WHERE game_id = ?1",
        "DELETE FROM game_result WHERE game_id = ?1",
        "DELETE FROM seat WHERE game_id = ?1",
    ] {
        conn.execute(sql, [game.id])?;
    }
    super::games::insert_seats(conn, game.id, &game.players, game.final_totals.as_deref())?;
    for round in &game.rounds {
        insert_round(conn, game.id, round)?;
    }
    write_results_of(conn, game)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_operation_reads_back_as_written() {
        let op = Op {
            id: "abc:7".into(),
            clock: 1_700_000_000_000,
            base: Some("def:2".into()),
            what: OpKind::Round {
                game: "u1".into(),
                number: 3,
                round: None,
            },
        };
        let line = serde_json::to_string(&op).unwrap();
        assert_eq!(
            line,
            r#"{"id":"abc:7","clock":1700000000000,"base":"def:2","op":"round","game":"u1","number":3,"round":null}"#
        );
        assert_eq!(serde_json::from_str::<Op>(&line).unwrap(), op);
        assert_eq!(seq_of("abc:7"), Some(7));
        assert!(is_own("abc:7", "abc") && !is_own("abc:7", "ab"));
    }
}
