//! The merge written into the history: the operations read are kept, every
//! game they touch is made again from the operations that count (checked by
//! the rules engine, its players named as this history names them, given
//! the number the operations say), the log gets its entries, and the game
//! that came in unfinished becomes the current game.

use std::collections::{BTreeSet, HashMap};

use rusqlite::{Connection, OptionalExtension, params};

use super::merged::{
    AsideSide, CameIn, LateRounds, Merged, Missing, Refused, RefusedOp, Renumbered, SetAside,
};
use super::ops::{self, deleted_record, number_log_entries, winners};
use super::rule::{self, Arrival, LocalName, Numbering, Rename, Winners};
use super::wire::{LogEntry, OpKind, ReadOp, device_of};
use super::{Sync, game_by_uid, time_text, uid_of};
use crate::store::corrections::{CorrectionKind, insert_correction};
use crate::store::games::{
    NewGame, delete_rows, insert_game, insert_round, insert_seats, load_game, set_current,
    write_results_of,
};
use crate::store::records::GameRecord;
use crate::store::{
    ChangeKind, GameId, Result, RoundRecord, StoredGame, columns, name_key, round_record,
};

impl Sync<'_> {
    /// Merges `read`, the operations of the folder's journals (this device's
    /// own among them, known already): each new one is kept, the games it
    /// touches are made again from the operations, the log gets its entries.
    pub fn merge(&mut self, read: &[ReadOp]) -> Result<Merged> {
        let mut merged = Merged::default();
        let mut touched: BTreeSet<String> = BTreeSet::new();
        let mut log_ops: Vec<ReadOp> = Vec::new();
        let mut senders: BTreeSet<String> = BTreeSet::new();
        let mut renamed: Vec<String> = Vec::new();
        // The changes set aside before this read: those after it that are
        // not among them are this sync's to say. Nothing read, nothing new.
        // Only the games `read` can change are looked at, before and after,
        // not every operation of the history.
        let read_games = self.games_read(read)?;
        let aside_before: Option<BTreeSet<String>> = if read.is_empty() {
            None
        } else {
            Some(
                ops::set_aside(&self.tx, ops::Games::Only(&read_games))?
                    .into_iter()
                    .map(|aside| aside.lost)
                    .collect(),
            )
        };
        for item in read {
            let Some(op) = self.keep_op(&item.op, &item.origin, &mut merged)? else {
                merged.known += 1;
                continue;
            };
            let device = device_of(&op.id).to_string();
            if device == self.device {
                // Every operation of this device is kept here before it is
                // written: one it does not have is a copy's.
                merged.copy_of(&device);
            }
            merged.came_in += 1;
            senders.insert(device);
            self.clock = self.clock.max(op.clock);
            match &op.what {
                OpKind::Log { entry, .. } => {
                    if let Some((from, _)) = rule::renaming(entry) {
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
        // A log entry kept earlier in this read whose id a second operation
        // made under it took since (two copies of one history) now has its
        // digest id: it is logged under that, as every device logs it.
        for item in &mut log_ops {
            item.op.id = ops::current_id(&self.tx, &item.op)?;
        }
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
        let numbering = ops::numbers(&self.tx)?;
        merged.renumbered = self.renumber(&numbering)?;
        let numbers = &numbering.number;
        let renames = ops::renames(&self.tx)?;
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
        if let Some(before) = aside_before {
            self.newly_set_aside(&before, &read_games, &mut merged)?;
        }
        self.tx.execute("UPDATE sync_device SET applying = 0", [])?;
        merged.missing = ops::missing(&self.tx, &self.device)?
            .into_iter()
            .map(|(device, changes)| Missing { device, changes })
            .collect();
        Ok(merged)
    }

    /// Makes the game `uid` again from its winning operations (`numbers`:
    /// the numbers of [`ops::numbers`]): gone when deleted, else as the
    /// operations make it, added or written over what is here.
    fn materialize(
        &mut self,
        uid: &str,
        read: &[ReadOp],
        numbers: &HashMap<String, GameId>,
        renames: &[Rename],
        merged: &mut Merged,
    ) -> Result<()> {
        let won = winners(&self.tx, uid)?;
        let here = game_by_uid(&self.tx, uid)?;
        if won.deleted {
            if let Some(id) = here {
                self.late_rounds(uid, id, merged)?;
                delete_rows(&self.tx, id)?;
                merged.games_deleted += 1;
            }
            return Ok(());
        }
        let Some(mut game) = game_of(uid, won, read, renames, merged) else {
            return Ok(());
        };
        game.players = self.local_names(&game.players, merged)?;
        match here {
            Some(id) => {
                game.id = id;
                if load_game(&self.tx, id)?.as_ref() != Some(&game) {
                    replace_game(&self.tx, &game)?;
                    merged.games_changed += 1;
                }
            }
            None => {
                self.add_game(uid, &mut game, numbers.get(uid).copied())?;
                merged.games_added += 1;
                merged.added.push(game.id);
            }
        }
        Ok(())
    }

    /// Adds `game`, of uid `uid`, under the number `number` (the next free
    /// one when `None`), and gives it its number.
    fn add_game(&self, uid: &str, game: &mut StoredGame, number: Option<GameId>) -> Result<()> {
        let new = NewGame::of(game, number, Some(uid));
        game.id = insert_game(&self.tx, &new, &game.players)?;
        for round in &game.rounds {
            insert_round(&self.tx, game.id, round)?;
        }
        write_results_of(&self.tx, game)?;
        Ok(())
    }

    /// The players of another device's game as this history names them
    /// (the rule: [`rule::local_name`]); a player spelt richer there takes
    /// that spelling here, a name that fits players not guessed between is
    /// said in `merged`.
    fn local_names(&mut self, names: &[String], merged: &mut Merged) -> Result<Vec<String>> {
        let known: Vec<String> = self
            .tx
            .prepare_cached("SELECT name FROM player ORDER BY name_key")?
            .query_map([], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        let mut local: Vec<String> = Vec::with_capacity(names.len());
        for name in names {
            let name = match rule::local_name(&known, name, &local) {
                LocalName::Known(here) => here,
                LocalName::Respelt { here, to } => {
                    self.tx.execute(
                        "UPDATE player SET name = ?1, name_key = ?2 WHERE name_key = ?3",
                        params![to, name_key(&to), name_key(&here)],
                    )?;
                    to
                }
                LocalName::Own { fits } => {
                    if !fits.is_empty() {
                        merged.fits(name, fits);
                    }
                    name.clone()
                }
            };
            local.push(name);
        }
        Ok(local)
    }

    /// Adds a log entry of another device to the log (`numbers`: the numbers
    /// of [`ops::numbers`]).
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
                if !ChangeKind::ALL.iter().any(|k| k.name() == kind) {
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

    /// The games whose changes set aside `read` can change (the rule reads a
    /// game's own heads and rounds): the game of each head or round read, and
    /// of a head or round kept here under the id of one read (two copies of
    /// one history: [`Sync::keep_op`] moves it to another id).
    fn games_read(&self, read: &[ReadOp]) -> Result<BTreeSet<String>> {
        let mut kept_here = self.tx.prepare_cached(
            "SELECT game FROM sync_op WHERE id = ?1 AND kind IN ('game', 'round')",
        )?;
        let mut games = BTreeSet::new();
        for item in read {
            if let OpKind::Game { game, .. } | OpKind::Round { game, .. } = &item.op.what {
                games.insert(game.clone());
            }
            let here: Option<Option<String>> = kept_here
                .query_row([&item.op.id], |r| r.get(0))
                .optional()?;
            games.extend(here.flatten());
        }
        Ok(games)
    }

    /// Notes the changes set aside by this sync in the games of what it read
    /// (those not in `before`, the operations set aside before it), and
    /// whose they were.
    fn newly_set_aside(
        &self,
        before: &BTreeSet<String>,
        read_games: &BTreeSet<String>,
        merged: &mut Merged,
    ) -> Result<()> {
        for aside in ops::set_aside(&self.tx, ops::Games::Only(read_games))? {
            if before.contains(&aside.lost) {
                continue;
            }
            let Some(game) = aside.change.game else {
                continue;
            };
            let side = if device_of(&aside.lost) == self.device {
                AsideSide::Here
            } else if device_of(&aside.kept) == self.device {
                AsideSide::There
            } else {
                AsideSide::Others
            };
            let players = load_game(&self.tx, game)?
                .map(|g| g.players)
                .unwrap_or_default();
            merged.set_aside.push(SetAside {
                game,
                side,
                players,
                lost: aside.change.before,
                kept: aside.change.after,
            });
        }
        Ok(())
    }

    /// Notes the rounds of game `id` (`uid`), deleted on another device,
    /// that the deleting device did not have as they are here.
    fn late_rounds(&mut self, uid: &str, id: GameId, merged: &mut Merged) -> Result<()> {
        let Some(game) = load_game(&self.tx, id)? else {
            return Ok(());
        };
        let known: Vec<RoundRecord> = deleted_record(&self.tx, uid)?
            .and_then(|r| serde_json::from_str::<GameRecord>(&r).ok())
            .map(|r| r.rounds)
            .unwrap_or_default();
        // Only the rounds as this device entered them (the rule:
        // [`rule::late_rounds`]).
        let won = winners(&self.tx, uid)?;
        let here = game.rounds.iter().map(|round| {
            let by = won.rounds.get(&round.number).map(|(id, _)| id.as_str());
            (round_record(&game, round), by)
        });
        let rounds = rule::late_rounds(here, &known, &self.device);
        if !rounds.is_empty() {
            merged.late_rounds.push(LateRounds { game: id, rounds });
        }
        Ok(())
    }

    /// Makes the one game that came in unfinished the current game, when
    /// this device has none (the rule: [`rule::current_after_merge`]).
    fn adopt_current(&mut self, merged: &mut Merged) -> Result<()> {
        let current: bool =
            self.tx
                .query_row("SELECT EXISTS (SELECT 1 FROM current_game)", [], |r| {
                    r.get(0)
                })?;
        if current || merged.added.is_empty() {
            return Ok(());
        }
        let mut arrivals = Vec::new();
        let mut players = HashMap::new();
        for &id in &merged.added {
            if let Some(game) = load_game(&self.tx, id)? {
                arrivals.push(Arrival {
                    game: id,
                    abandoned: game.abandoned,
                    final_totals: game.final_totals.is_some(),
                    over: game.standings().over,
                });
                players.insert(id, game.players);
            }
        }
        if let Some(game) = rule::current_after_merge(current, &arrivals) {
            set_current(&self.tx, game)?;
            merged.current = Some(CameIn {
                game,
                players: players.remove(&game).unwrap_or_default(),
            });
        }
        Ok(())
    }

    /// Gives every game the number the operations say (see
    /// [`rule::numbering`]), moving the games of this history that must
    /// change.
    fn renumber(&mut self, wanted: &Numbering) -> Result<Vec<Renumbered>> {
        let here: Vec<(GameId, String)> = self
            .tx
            .prepare("SELECT id, uid FROM game")?
            .query_map([], columns)?
            .collect::<rusqlite::Result<_>>()?;
        let mut moves: Vec<Renumbered> = here
            .into_iter()
            .filter_map(|(id, uid)| {
                let to = *wanted.number.get(&uid)?;
                let why = wanted
                    .why
                    .get(&uid)
                    .copied()
                    .unwrap_or(super::MoveReason::Shifted);
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
}

/// The game the winning operations `won` of the game `uid` make (the rule:
/// [`rule::game_of`]); the record the rules refuse, or the operations of a
/// game with no head, said in `merged` with their lines.
fn game_of(
    uid: &str,
    won: Winners,
    read: &[ReadOp],
    renames: &[Rename],
    merged: &mut Merged,
) -> Option<StoredGame> {
    let made = rule::game_of(uid, won, renames);
    if made.no_head {
        for item in read.iter().filter(|r| r.op.what.game() == Some(uid)) {
            merged.refused.push(Refused {
                origin: item.origin.clone(),
                problem: RefusedOp::NoSuchGame {
                    game: uid.to_string(),
                },
            });
        }
    }
    if let Some((id, round, problem)) = made.refused {
        merged.refused.push(Refused {
            origin: read
                .iter()
                .find(|r| r.op.id == id)
                .map(|r| r.origin.clone())
                .unwrap_or_default(),
            problem: RefusedOp::Record {
                game: uid.to_string(),
                round,
                problem,
            },
        });
    }
    made.game
}

fn uid_matches(conn: &Connection, id: GameId, uid: &str) -> bool {
    uid_of(conn, id).ok().flatten().as_deref() == Some(uid)
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
    insert_seats(conn, game.id, &game.players, game.final_totals.as_deref())?;
    for round in &game.rounds {
        insert_round(conn, game.id, round)?;
    }
    write_results_of(conn, game)?;
    Ok(())
}
