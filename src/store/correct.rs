//! Correcting the history: the face [`Corrections`], what a command that
//! changes what was played uses (a round replaced or rescored, a round
//! taken back, a game noted, abandoned or deleted, players renamed or
//! merged), and the list of corrections made. How a correction is kept
//! (its rows, its record) is `corrections`'.

use chrono::{DateTime, SecondsFormat, Utc};
use rusqlite::{Connection, OptionalExtension, params};

use super::corrections::{CORRECTION_COLUMNS, CorrectionKind, StoredCorrection, insert_correction};
use super::games::{
    RoundRecord, delete_rows, load_game, load_game_with_rounds, no_game, round_record,
    write_results, write_results_of,
};
use super::stats::find_player;
use super::{
    ChangeKind, Correction, CorrectionRecord, GameId, NewRound, Records, Result, Store, StoreError,
    columns, log_change, name_key, parse_time,
};
use crate::rules::standings;

/// The face of corrections: what a command that changes what was played
/// needs of the history (`skyjo edit`, `rescore`, `undo`, `note`,
/// `abandon`, `delete`, `players rename` and `merge`), and the list of the
/// corrections made. Each is one transaction, logged.
///
/// ```
/// use skyjo::rules::Rules;
/// use skyjo::store::{Corrections, Rounds, Store};
///
/// let mut store = Store::open_in_memory()?;
/// let now = chrono::Utc::now();
/// let names = ["Anna".to_string(), "Bo".to_string()];
/// let game = store.create_game(&names, &Rules::default(), now, None)?;
/// store.set_note(game, Some("at the cabin"), now)?;
/// assert_eq!(store.game(game)?.unwrap().note.as_deref(), Some("at the cabin"));
/// assert_eq!(store.undo_round(game, now)?, None); // no round to take back
/// # Ok::<(), skyjo::store::StoreError>(())
/// ```
pub trait Corrections {
    /// Replaces round `number` of `game` by `round`, keeping the old one in
    /// the corrections. Refused, with nothing changed, when the game would be
    /// over before its last round.
    fn replace_round(
        &mut self,
        game: GameId,
        number: u32,
        round: &NewRound,
        now: DateTime<Utc>,
    ) -> Result<()>;

    /// Stores `game` under new rules with its rounds re-scored (`rounds`, one
    /// per stored round), logging every round that changed as a rescore from
    /// the rules it had.
    fn rescore_game(
        &mut self,
        game: GameId,
        rules: &crate::rules::Rules,
        rounds: &[NewRound],
        now: DateTime<Utc>,
    ) -> Result<usize>;

    /// The corrections of `game` (all games when `None`), oldest first.
    fn corrections(&self, game: Option<GameId>) -> Result<Vec<Correction>>;

    /// Deletes the last round of `game`. Returns its number, or `None` when
    /// the game has no rounds.
    fn undo_round(&mut self, game: GameId, now: DateTime<Utc>) -> Result<Option<u32>>;

    /// Sets or clears the note of `game`; the change is logged.
    fn set_note(&mut self, game: GameId, note: Option<&str>, now: DateTime<Utc>) -> Result<()>;

    /// Marks `game` abandoned: kept, shown as such, counted for nothing.
    fn abandon(&mut self, game: GameId, now: DateTime<Utc>) -> Result<()>;

    /// Deletes `game` and everything of it; the change log keeps its record.
    fn delete_game(&mut self, game: GameId, now: DateTime<Utc>) -> Result<()>;

    /// Renames a player everywhere. The new name may differ only in case.
    fn rename_player(&mut self, old: &str, new: &str, now: DateTime<Utc>) -> Result<String>;

    /// Makes `other` the same person as `keep`: every game of `other` becomes
    /// `keep`'s, and `other` is gone. Refused when both sat at one game.
    fn merge_players(
        &mut self,
        keep: &str,
        other: &str,
        now: DateTime<Utc>,
    ) -> Result<(String, String, u32)>;
}

impl Corrections for Store {
    fn replace_round(
        &mut self,
        game: GameId,
        number: u32,
        round: &NewRound,
        now: DateTime<Utc>,
    ) -> Result<()> {
        self.write_at(now, |tx| {
            let mut stored = load_game_with_rounds(tx, game)?;
            let index = stored
                .rounds
                .iter()
                .position(|r| r.number == number)
                .ok_or(StoreError::NoRound {
                    game,
                    round: number,
                    rounds: stored.rounds.len(),
                })?;
            let old = round_record(&stored, &stored.rounds[index]);
            stored.rounds[index].closer = round.closer;
            stored.rounds[index].players = round.players.clone();
            let new = round_record(&stored, &stored.rounds[index]);
            let results = stored.results();
            let players = stored.players.len();
            if let Some(end) =
                standings(&stored.rules, players, &results).ended_early(results.len())
            {
                return Err(StoreError::EndsEarly {
                    game,
                    end,
                    rounds: results.len(),
                });
            }
            correct_round(tx, game, round, old, new, now, &CorrectionKind::Edit)?;
            write_results(tx, game)?;
            Ok(())
        })
    }

    fn rescore_game(
        &mut self,
        game: GameId,
        rules: &crate::rules::Rules,
        rounds: &[NewRound],
        now: DateTime<Utc>,
    ) -> Result<usize> {
        self.write_at(now, |tx| {
            let mut stored = load_game_with_rounds(tx, game)?;
            if rounds.len() != stored.rounds.len() {
                return Err(StoreError::ChangedMeanwhile { game });
            }
            let kind = CorrectionKind::Rescore {
                rules: *rules,
                was: stored.rules,
            };
            tx.execute(
                "UPDATE game SET rules = ?1 WHERE id = ?2",
                params![serde_json::to_string(rules)?, game],
            )?;
            let mut changed = 0;
            for (i, round) in rounds.iter().enumerate() {
                let old = round_record(&stored, &stored.rounds[i]);
                stored.rounds[i].closer = round.closer;
                stored.rounds[i].players = round.players.clone();
                let new = round_record(&stored, &stored.rounds[i]);
                if old == new {
                    continue;
                }
                changed += 1;
                correct_round(tx, game, round, old, new, now, &kind)?;
            }
            write_results(tx, game)?;
            Ok(changed)
        })
    }

    fn corrections(&self, game: Option<GameId>) -> Result<Vec<Correction>> {
        let mut stmt = self.conn.prepare(&format!(
            "SELECT game_id, {CORRECTION_COLUMNS} FROM correction
             WHERE ?1 IS NULL OR game_id = ?1
             ORDER BY corrected_at, {}",
            super::BY_OPERATION
        ))?;
        let rows = stmt.query_map([game], |row| {
            Ok((row.get(0)?, StoredCorrection::read(row, 1)?))
        })?;
        rows.map(|row| {
            let (game, stored): (GameId, StoredCorrection) = row?;
            let kind = stored.kind()?;
            Ok(Correction {
                game,
                round: stored.round,
                corrected_at: parse_time(&stored.corrected_at)?,
                kind,
                old: serde_json::from_str(&stored.old)?,
                new: serde_json::from_str(&stored.new)?,
            })
        })
        .collect()
    }

    fn undo_round(&mut self, game: GameId, now: DateTime<Utc>) -> Result<Option<u32>> {
        self.write_at(now, |tx| {
            let Some(stored) = load_game(tx, game)? else {
                return Err(no_game(game));
            };
            let last: Option<(i64, u32)> = tx
                .query_row(
                    "SELECT id, number FROM round WHERE game_id = ?1 ORDER BY number DESC LIMIT 1",
                    [game],
                    columns,
                )
                .optional()?;
            let Some((round_id, number)) = last else {
                return Ok(None);
            };
            if let Some(last) = stored.rounds.last() {
                let record = serde_json::to_value(round_record(&stored, last))?;
                log_change(
                    tx,
                    now,
                    ChangeKind::Undo,
                    Some(game),
                    &record,
                    &serde_json::Value::Null,
                )?;
            }
            tx.execute("DELETE FROM round WHERE id = ?1", [round_id])?;
            write_results(tx, game)?;
            Ok(Some(number))
        })
    }

    fn set_note(&mut self, game: GameId, note: Option<&str>, now: DateTime<Utc>) -> Result<()> {
        self.write_at(now, |tx| {
            let before = load_game(tx, game)?
                .ok_or(StoreError::NoGame { game })?
                .note;
            tx.execute(
                "UPDATE game SET note = ?1 WHERE id = ?2",
                params![note, game],
            )?;
            log_change(
                tx,
                now,
                ChangeKind::Note,
                Some(game),
                &serde_json::json!(before),
                &serde_json::json!(note),
            )?;
            Ok(())
        })
    }

    fn abandon(&mut self, game: GameId, now: DateTime<Utc>) -> Result<()> {
        self.write_at(now, |tx| {
            let mut stored = load_game(tx, game)?.ok_or(StoreError::NoGame { game })?;
            if stored.abandoned {
                return Err(StoreError::Abandoned { game });
            }
            tx.execute("UPDATE game SET abandoned = 1 WHERE id = ?1", [game])?;
            stored.abandoned = true;
            write_results_of(tx, &stored)?;
            log_change(
                tx,
                now,
                ChangeKind::Abandon,
                Some(game),
                &serde_json::json!(false),
                &serde_json::json!(true),
            )?;
            Ok(())
        })
    }

    fn delete_game(&mut self, game: GameId, now: DateTime<Utc>) -> Result<()> {
        let record = self.record(game)?;
        self.write_at(now, |tx| {
            delete_rows(tx, game)?;
            log_change(
                tx,
                now,
                ChangeKind::Delete,
                Some(game),
                &serde_json::to_value(&record)?,
                &serde_json::Value::Null,
            )?;
            Ok(())
        })
    }

    fn rename_player(&mut self, old: &str, new: &str, now: DateTime<Utc>) -> Result<String> {
        let new = new.trim();
        self.write_at(now, |tx| {
            let (id, stored) = find_player(tx, old)?;
            let taken: Option<String> = tx
                .query_row(
                    "SELECT name FROM player WHERE name_key = ?1 AND id != ?2",
                    params![name_key(new), id],
                    |r| r.get(0),
                )
                .optional()?;
            if let Some(taken) = taken {
                return Err(StoreError::NameTaken { taken, stored });
            }
            tx.execute(
                "UPDATE player SET name = ?1, name_key = ?2 WHERE id = ?3",
                params![new, name_key(new), id],
            )?;
            log_change(
                tx,
                now,
                super::ChangeKind::Rename,
                None,
                &serde_json::json!(stored),
                &serde_json::json!(new),
            )?;
            Ok(stored)
        })
    }

    fn merge_players(
        &mut self,
        keep: &str,
        other: &str,
        now: DateTime<Utc>,
    ) -> Result<(String, String, u32)> {
        self.write_at(now, |tx| {
            let (keep_id, keep_name) = find_player(tx, keep)?;
            let (other_id, other_name) = find_player(tx, other)?;
            if keep_id == other_id {
                return Err(StoreError::SamePlayer {
                    a: keep_name,
                    b: other_name,
                });
            }
            let together: Option<i64> = tx
                .query_row(
                    "SELECT a.game_id FROM seat a JOIN seat b ON a.game_id = b.game_id
                     WHERE a.player_id = ?1 AND b.player_id = ?2 LIMIT 1",
                    params![keep_id, other_id],
                    |r| r.get(0),
                )
                .optional()?;
            if let Some(game) = together {
                return Err(StoreError::PlayedTogether {
                    a: keep_name,
                    b: other_name,
                    game,
                });
            }
            let moved = tx.execute(
                "UPDATE seat SET player_id = ?1 WHERE player_id = ?2",
                params![keep_id, other_id],
            )?;
            tx.execute(
                "UPDATE game_result SET player_id = ?1 WHERE player_id = ?2",
                params![keep_id, other_id],
            )?;
            tx.execute("DELETE FROM player WHERE id = ?1", [other_id])?;
            log_change(
                tx,
                now,
                super::ChangeKind::Merge,
                None,
                &serde_json::json!([&keep_name, &other_name]),
                &serde_json::json!({"kept": &keep_name, "games_moved": moved}),
            )?;
            Ok((keep_name, other_name, moved as u32))
        })
    }
}

/// Replaces a stored round by `round` and logs the correction from `old` to `new`.
fn correct_round(
    conn: &Connection,
    game: GameId,
    round: &NewRound,
    old: RoundRecord,
    new: RoundRecord,
    now: DateTime<Utc>,
    kind: &CorrectionKind,
) -> Result<()> {
    let number = old.number;
    insert_correction(
        conn,
        game,
        &CorrectionRecord {
            round: number,
            corrected_at: now.to_rfc3339_opts(SecondsFormat::Secs, true),
            note: kind.note(),
            old,
            new,
        },
        kind,
    )?;
    let round_id: i64 = conn.query_row(
        "SELECT id FROM round WHERE game_id = ?1 AND number = ?2",
        params![game, number],
        |r| r.get(0),
    )?;
    conn.execute(
        "UPDATE round SET closer_seat = ?1 WHERE id = ?2",
        params![round.closer as i64, round_id],
    )?;
    let mut update = conn.prepare_cached(
        "UPDATE round_score SET entry = ?1, raw = ?2, doubled = ?3, score = ?4, removed_lines = ?5
         WHERE round_id = ?6 AND seat = ?7",
    )?;
    for (seat, p) in round.players.iter().enumerate() {
        update.execute(params![
            p.entry,
            p.raw,
            p.doubled,
            p.score,
            p.removed_lines,
            round_id,
            seat as i64
        ])?;
    }
    Ok(())
}
