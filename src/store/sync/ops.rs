//! The operations as the history keeps them (`sync_op`, schema 8): each
//! kept once by its id, and fetched for the rules of the merge
//! ([`super::rule`]), which decide; this file only stores and reads.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use chrono::{DateTime, Timelike};
use rusqlite::{Connection, OptionalExtension, params};

use super::merged::Merged;
use super::rule::{self, Claim, Numbering, Rename, Slot, Stamp, Winners};
use super::wire::{Op, OpKind, device_of, digest_id, seq_of};
use super::{Sync, game_by_uid, uid_of};
use crate::store::{Change, ChangeKind, GameId, Result, columns};

/// The stamp of an operation of the columns `id, clock, kind, number` (a
/// game's, a round's or a deletion: the queries read no log entry).
fn stamp(id: String, clock: i64, kind: &str, number: Option<i64>) -> Stamp {
    let slot = match kind {
        "game" => Slot::Head,
        "delete" => Slot::Delete,
        _ => Slot::Round(number.and_then(|n| u32::try_from(n).ok()).unwrap_or(0)),
    };
    Stamp {
        id,
        clock: clock as u64,
        slot,
    }
}

/// The operations of the game `uid` that count, as the rule decides them
/// from every operation known of it.
pub(super) fn winners(conn: &Connection, uid: &str) -> Result<Winners> {
    let stamps: Vec<Stamp> = conn
        .prepare_cached(
            "SELECT id, clock, kind, number FROM sync_op WHERE game = ?1 AND kind <> 'log'",
        )?
        .query_map([uid], columns)?
        .map(|row| {
            let (id, clock, kind, number): (String, i64, String, Option<i64>) = row?;
            Ok(stamp(id, clock, &kind, number))
        })
        .collect::<rusqlite::Result<_>>()?;
    let verdict = rule::decide(stamps);
    let mut won = Winners {
        deleted: verdict.deleted(),
        any: verdict.any(),
        ..Winners::default()
    };
    let mut body = conn.prepare_cached("SELECT body FROM sync_op WHERE id = ?1")?;
    let rounds = verdict.rounds().map(|(_, stamp)| stamp);
    for stamp in verdict.head().into_iter().chain(rounds) {
        let op: Op =
            serde_json::from_str(&body.query_row([&stamp.id], |r| r.get::<_, String>(0))?)?;
        match op.what {
            OpKind::Game { head, .. } => {
                won.head = Some((op.id, head));
                won.head_clock = stamp.clock;
            }
            OpKind::Round { number, round, .. } => {
                won.rounds.insert(number, (op.id, round));
            }
            OpKind::Delete { .. } | OpKind::Log { .. } => {}
        }
    }
    Ok(won)
}

/// The id `op`, kept under its own id, has in the history now: its digest
/// id once a second operation made under the same id moved it there
/// ([`Sync::keep_op`]).
pub(super) fn current_id(conn: &Connection, op: &Op) -> Result<String> {
    let kept: bool = conn
        .prepare_cached("SELECT EXISTS (SELECT 1 FROM sync_op WHERE id = ?1)")?
        .query_row([&op.id], |r| r.get(0))?;
    Ok(if kept {
        op.id.clone()
    } else {
        digest_id(&op.id, &serde_json::to_string(op)?)
    })
}

impl Sync<'_> {
    /// Keeps `op` (read at `origin`, or made here: empty), unless an
    /// operation of its id is kept already; whether it was new.
    pub(super) fn store_op(&self, op: &Op, origin: &str) -> Result<bool> {
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

    /// Keeps the operation `op` read at `origin`, unless it is known: the
    /// operation kept, `None` when it was known. Two different operations
    /// under one id (two copies of one history) are both kept, each under
    /// its id and a digest of itself, the same on every device.
    pub(super) fn keep_op(
        &mut self,
        op: &Op,
        origin: &str,
        merged: &mut Merged,
    ) -> Result<Option<Op>> {
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
            merged.copy_of(device_of(&op.id));
            op.id = digest_id(&op.id, &body);
        }
        Ok(self.store_op(&op, origin)?.then_some(op))
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
}

/// The changes of games (of `game` only, when given) set aside for a later
/// change of the same round or head made on another device meanwhile (see
/// [`rule::set_aside`]) whose value is not the one that counts. A deleted
/// game has none. Oldest first, as their devices made them.
pub(in crate::store) fn overridden(conn: &Connection, game: Option<GameId>) -> Result<Vec<Change>> {
    let one: BTreeSet<String>;
    let games = match game {
        None => Games::All,
        Some(id) => match uid_of(conn, id)? {
            Some(uid) => {
                one = BTreeSet::from([uid]);
                Games::Only(&one)
            }
            None => return Ok(Vec::new()),
        },
    };
    Ok(set_aside(conn, games)?
        .into_iter()
        .map(|aside| aside.change)
        .collect())
}

/// A change set aside ([`overridden`]), with the operations that lost and
/// that counts.
pub(super) struct SetAsideOp {
    /// The operation set aside.
    pub lost: String,
    /// The operation that counts.
    pub kept: String,
    /// The change as the log has it.
    pub change: Change,
}

/// The games whose changes set aside are looked for.
pub(super) enum Games<'a> {
    /// Every game of the history.
    All,
    /// These games only, by uid: each found by the operations' index, not by
    /// a scan of every operation.
    Only(&'a BTreeSet<String>),
}

/// The changes set aside of [`overridden`], each with its operations.
pub(super) fn set_aside(conn: &Connection, games: Games) -> Result<Vec<SetAsideOp>> {
    let exists: bool = conn.query_row("SELECT EXISTS (SELECT 1 FROM sync_device)", [], |r| {
        r.get(0)
    })?;
    if !exists {
        return Ok(Vec::new());
    }
    // Only the heads and rounds written more than once can have a change
    // set aside: the rest is never read out of the history.
    let query = |filter: &str| {
        format!(
            "WITH twice AS (
                 SELECT game, kind, CASE kind WHEN 'round' THEN number END AS round
                 FROM sync_op WHERE kind IN ('game', 'round'){filter}
                 GROUP BY 1, 2, 3 HAVING count(*) > 1)
             SELECT o.game, g.id, o.id, o.clock, o.kind, o.number,
                 EXISTS (SELECT 1 FROM sync_op n WHERE n.base = o.id)
             FROM twice t JOIN sync_op o ON o.game = t.game AND o.kind = t.kind
                 AND (t.kind = 'game' OR o.number = t.round)
             JOIN game g ON g.uid = o.game"
        )
    };
    // The game's uid and number, an operation's id, clock, kind and round,
    // and whether a later operation was made on it.
    type Row = (String, GameId, String, i64, String, Option<i64>, bool);
    let rows: Vec<Row> = match games {
        Games::All => conn
            .prepare_cached(&query(""))?
            .query_map([], columns)?
            .collect::<rusqlite::Result<_>>()?,
        Games::Only(uids) => {
            let mut stmt = conn.prepare_cached(&query(" AND game = ?1"))?;
            let mut rows = Vec::new();
            for uid in uids {
                for row in stmt.query_map([uid], columns)? {
                    rows.push(row?);
                }
            }
            rows
        }
    };
    let mut games: BTreeMap<String, (GameId, Vec<Stamp>, Vec<String>)> = BTreeMap::new();
    for (uid, number, id, clock, kind, round, built_on) in rows {
        let game = games
            .entry(uid)
            .or_insert_with(|| (number, Vec::new(), Vec::new()));
        if built_on {
            game.2.push(id.clone());
        }
        game.1.push(stamp(id, clock, &kind, round));
    }
    let mut lost: Vec<(&Stamp, &Stamp, GameId)> = Vec::new();
    for (number, stamps, built_on) in games.values() {
        let aside = rule::set_aside(stamps, |op| built_on.contains(&op.id));
        lost.extend(aside.into_iter().map(|(l, w)| (l, w, *number)));
    }
    lost.sort_by(|(a, ..), (b, ..)| rule::order(a.clock, &a.id).cmp(&rule::order(b.clock, &b.id)));
    let mut body = conn.prepare_cached("SELECT body FROM sync_op WHERE id = ?1")?;
    let mut op = |id: &str| -> Result<Op> {
        Ok(serde_json::from_str(
            &body.query_row([id], |r| r.get::<_, String>(0))?,
        )?)
    };
    let mut changes = Vec::new();
    for (lost, kept, game) in lost {
        let values = |op: Op| match op.what {
            OpKind::Game { head, .. } => serde_json::to_value(head),
            OpKind::Round { round, .. } => serde_json::to_value(round),
            _ => Ok(serde_json::Value::Null),
        };
        let changed_at = DateTime::from_timestamp_millis(lost.clock as i64)
            .unwrap_or_default()
            .with_nanosecond(0)
            .unwrap_or_default();
        let (before, after) = (values(op(&lost.id)?)?, values(op(&kept.id)?)?);
        if before == after {
            continue;
        }
        changes.push(SetAsideOp {
            lost: lost.id.clone(),
            kept: kept.id.clone(),
            change: Change {
                changed_at,
                kind: ChangeKind::Overridden,
                game: Some(game),
                before,
                after,
            },
        });
    }
    Ok(changes)
}

/// The numbers of every game the operations know (see [`rule::numbering`]),
/// from every `game` operation stored.
pub(super) fn numbers(conn: &Connection) -> Result<Numbering> {
    let claims: Vec<Claim> = conn
        .prepare_cached(
            "SELECT game, id, clock, json_extract(body, '$.given'), number,
                 coalesce(json_extract(body, '$.imported'), 0)
             FROM sync_op WHERE kind = 'game'",
        )?
        .query_map([], columns)?
        .map(|row| {
            let (game, id, clock, given, number, imported): (
                String,
                String,
                i64,
                Option<i64>,
                GameId,
                bool,
            ) = row?;
            Ok(Claim {
                game,
                id,
                clock: clock as u64,
                given,
                number,
                imported,
            })
        })
        .collect::<rusqlite::Result<_>>()?;
    Ok(rule::numbering(claims))
}

/// Every rename and merge of a player known, in the [`rule::order`] of
/// their operations.
pub(super) fn renames(conn: &Connection) -> Result<Vec<Rename>> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, clock, body FROM sync_op WHERE kind = 'log'
           AND json_extract(body, '$.entry.kind') IN ('rename', 'merge')",
    )?;
    let mut rows = stmt.query([])?;
    let mut found: Vec<(String, Rename)> = Vec::new();
    while let Some(row) = rows.next()? {
        let op: Op = serde_json::from_str(&row.get::<_, String>(2)?)?;
        if let OpKind::Log { entry, .. } = &op.what
            && let Some((from, to)) = rule::renaming(entry)
        {
            let clock = row.get::<_, i64>(1)? as u64;
            found.push((row.get(0)?, Rename { clock, from, to }));
        }
    }
    found.sort_by(|(a, x), (b, y)| rule::order(x.clock, a).cmp(&rule::order(y.clock, b)));
    Ok(found.into_iter().map(|(_, rename)| rename).collect())
}

/// The record of the game `uid` as its deletion logged it, by the first
/// deletion known of it (in the [`rule::order`] of operations).
pub(super) fn deleted_record(conn: &Connection, uid: &str) -> Result<Option<String>> {
    let deletions: Vec<(String, i64, Option<String>)> = conn
        .prepare_cached(
            "SELECT id, clock, json_extract(body, '$.entry.before') FROM sync_op
             WHERE kind = 'log' AND game = ?1
               AND json_extract(body, '$.entry.kind') = 'delete'",
        )?
        .query_map([uid], columns)?
        .collect::<rusqlite::Result<_>>()?;
    Ok(deletions
        .into_iter()
        .min_by(|(a, x, _), (b, y, _)| rule::order(*x as u64, a).cmp(&rule::order(*y as u64, b)))
        .and_then(|(.., record)| record))
}

/// Whether any operation of the game `uid` is known.
pub(super) fn any_of(conn: &Connection, uid: &str) -> Result<bool> {
    Ok(conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM sync_op WHERE game = ?1)",
        [uid],
        |r| r.get(0),
    )?)
}

/// Gives every entry of the log the number its game has now (a deleted
/// game's too), by the game's uid in the operation of the entry.
pub(super) fn number_log_entries(
    conn: &Connection,
    numbers: &HashMap<String, GameId>,
) -> Result<()> {
    let rows: Vec<(i64, Option<GameId>, String)> = conn
        .prepare(
            "SELECT c.id, c.game_id, o.game FROM change_log c
             JOIN sync_op o ON o.id = c.sync_id WHERE o.game IS NOT NULL",
        )?
        .query_map([], columns)?
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

/// The changes of other devices than `own` that did not reach this history
/// though later ones of the same device did: each device numbers its
/// operations 1, 2, 3, ... and writes every one to its journal, so a number
/// missing below the greatest known is a line of its journal that could not
/// be read (a line cut in the middle). Per device, how many; said at every
/// sync until the device writes the line again whole. Read from the ids
/// alone (the index of the games holds every id: no operation's body is
/// read).
pub(super) fn missing(conn: &Connection, own: &str) -> Result<Vec<(String, u64)>> {
    let mut stmt = conn.prepare("SELECT id FROM sync_op INDEXED BY sync_op_game")?;
    let mut rows = stmt.query([])?;
    // Per device, the greatest number known and the numbers known.
    let mut known: BTreeMap<String, (u64, std::collections::HashSet<u64>)> = BTreeMap::new();
    while let Some(row) = rows.next()? {
        let id: String = row.get(0)?;
        let id = id.as_str();
        let device = device_of(id);
        if device == own {
            continue;
        }
        let Some(seq) = seq_of(id.split('~').next().unwrap_or(id)) else {
            continue;
        };
        let entry = match known.get_mut(device) {
            Some(entry) => entry,
            None => known.entry(device.to_string()).or_default(),
        };
        entry.0 = entry.0.max(seq);
        entry.1.insert(seq);
    }
    Ok(known
        .into_iter()
        .filter_map(|(device, (top, seqs))| {
            let gone = top.saturating_sub(seqs.len() as u64);
            (gone > 0).then_some((device, gone))
        })
        .collect())
}
