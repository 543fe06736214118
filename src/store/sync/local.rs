//! The changes made here, as new operations of this device, in the write
//! that makes them (`record_changes`, from every write of the store) or at
//! a history's first sync: every game the triggers marked (`sync_dirty`)
//! compared with what the operations say of it, and every entry of the
//! change log and every correction not yet an operation.

use rusqlite::params;

use super::Sync;
use super::ops::{any_of, winners};
use super::rule;
use super::wire::{LogEntry, Op, OpKind};
use super::{game_by_uid, uid_of};
use crate::store::corrections::{CORRECTION_COLUMNS, StoredCorrection};
use crate::store::games::RoundRecord;
use crate::store::games::load_game;
use crate::store::records::{GameHead, GameRecord};
use crate::store::{GameId, Result, columns, round_record};

impl Sync<'_> {
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
            .query_map([], columns)?
            .collect::<rusqlite::Result<_>>()?;
        let mut ops = Vec::new();
        // Every rename known, read once for all the games marked (an import
        // marks thousands): a round's closer is compared through them.
        let renames = if dirty.is_empty() {
            Vec::new()
        } else {
            super::ops::renames(&self.tx)?
        };
        for (uid, given, imported) in dirty {
            self.game_ops(&uid, given, imported, &renames, &mut ops)?;
        }
        self.tx.execute("DELETE FROM sync_dirty", [])?;
        self.change_ops(&mut ops)?;
        self.correction_ops(&mut ops)?;
        for op in &ops {
            self.store_op(op, "")?;
        }
        Ok(ops)
    }

    /// The operations that make what the operations say of the game `uid`
    /// what the history holds: its deletion, its head, each round that
    /// differs, each round taken back. `given` and `imported`: as the
    /// triggers marked it; `renames`: every rename known, by the clock.
    fn game_ops(
        &mut self,
        uid: &str,
        given: Option<i64>,
        imported: bool,
        renames: &[rule::Rename],
        ops: &mut Vec<Op>,
    ) -> Result<()> {
        let won = winners(&self.tx, uid)?;
        if won.deleted {
            return Ok(());
        }
        let game = match game_by_uid(&self.tx, uid)? {
            Some(id) => load_game(&self.tx, id)?,
            None => None,
        };
        let Some(game) = game else {
            if won.any {
                ops.push(self.next_op(OpKind::Delete { game: uid.into() }, None));
            }
            return Ok(());
        };
        let head = GameHead::of(&game);
        if won.head.as_ref().map(|(_, h)| h) != Some(&head) {
            // The game's first operation says when its number was given
            // here, when that was before this write: by this device's
            // clock, after everything it had read before (the wall clock of
            // the marking alone may be behind a number it read and showed,
            // and would take that number back), and not after this write.
            let first = won.head.is_none();
            let given = given
                .filter(|_| first)
                .map(|g| (g.max(0) as u64).max(self.known + 1).min(self.clock));
            let base = won.head.map(|(id, _)| id);
            let what = OpKind::Game {
                game: uid.into(),
                number: game.id,
                head,
                given,
                imported: imported && first,
            };
            ops.push(self.next_op(what, base));
        }
        // A round is a change of this device only when it differs from what
        // the operations say of it other than by a name renamed since: the
        // closer of a round entered elsewhere under the old name is read
        // here under the new one, and writing it again, at a fresh clock,
        // would override a correction made elsewhere meanwhile.
        let same = |known: &RoundRecord, record: &RoundRecord| {
            known == record
                || (known.closer != record.closer
                    && rule::through_renames(&known.closer, &game.players, renames).as_deref()
                        == Some(record.closer.as_str())
                    && RoundRecord {
                        closer: record.closer.clone(),
                        ..known.clone()
                    } == *record)
        };
        for round in &game.rounds {
            let record = round_record(&game, round);
            let known = won.rounds.get(&round.number);
            if !known
                .and_then(|(_, r)| r.as_ref())
                .is_some_and(|k| same(k, &record))
            {
                let what = OpKind::Round {
                    game: uid.into(),
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
                    game: uid.into(),
                    number,
                    round: None,
                };
                ops.push(self.next_op(what, Some(id.clone())));
            }
        }
        Ok(())
    }

    /// The entries of the change log made here and not yet in the journal,
    /// oldest first, each marked with its operation.
    fn change_ops(&mut self, ops: &mut Vec<Op>) -> Result<()> {
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
            .query_map([], columns)?
            .collect::<rusqlite::Result<_>>()?;
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
                self.journal_deleted(uid, game.unwrap_or_default(), &before, ops)?;
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
        Ok(())
    }

    /// The corrections made here and not yet in the journal, oldest first,
    /// each marked with its operation.
    fn correction_ops(&mut self, ops: &mut Vec<Op>) -> Result<()> {
        let corrections: Vec<(i64, GameId, StoredCorrection)> = self
            .tx
            .prepare(&format!(
                "SELECT id, game_id, {CORRECTION_COLUMNS}
                 FROM correction WHERE sync_id IS NULL ORDER BY id"
            ))?
            .query_map([], |row| {
                Ok((row.get(0)?, row.get(1)?, StoredCorrection::read(row, 2)?))
            })?
            .collect::<rusqlite::Result<_>>()?;
        for (row, game, stored) in corrections {
            let entry = LogEntry::Correction(stored.record()?);
            let uid = uid_of(&self.tx, game)?;
            let op = self.next_op(OpKind::Log { game: uid, entry }, None);
            self.tx.execute(
                "UPDATE correction SET sync_id = ?1 WHERE id = ?2",
                params![op.id, row],
            )?;
            ops.push(op);
        }
        Ok(())
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
        if any_of(&self.tx, uid)? {
            return Ok(());
        }
        let Ok(record) = serde_json::from_value::<GameRecord>(record.clone()) else {
            return Ok(());
        };
        let what = OpKind::Game {
            game: uid.to_string(),
            number,
            head: record.head,
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
}

/// The uid of the deleted game `game`, from the log's entry of its deletion.
fn deleted_uid(conn: &rusqlite::Connection, game: GameId) -> rusqlite::Result<Option<String>> {
    use rusqlite::OptionalExtension;
    conn.prepare_cached(
        "SELECT json_extract(before, '$.uid') FROM change_log
         WHERE kind = 'delete' AND game_id = ?1 ORDER BY id DESC LIMIT 1",
    )?
    .query_row([game], |r| r.get(0))
    .optional()
    .map(Option::flatten)
}
