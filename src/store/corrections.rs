//! Corrections: a stored round replaced (by `edit` or `rescore`), the old
//! round kept as a record, and the log of them.

use anyhow::Result;
use chrono::{DateTime, SecondsFormat, Utc};
use rusqlite::{Connection, TransactionBehavior, params};
use serde::{Deserialize, Serialize};

use super::{
    GameId, NewRound, Store, StoreError, StoredGame, StoredRound, load_game_with_rounds,
    parse_time, write_results,
};
use crate::rules::standings;

/// One round, per seat in the order of the game's players.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundRecord {
    /// The round's number, from 1.
    pub number: u32,
    /// The closer's name.
    pub closer: String,
    /// When it was recorded, UTC, RFC 3339.
    pub recorded_at: String,
    /// Every player's entry as entered: grid text or a bare total.
    pub entries: Vec<String>,
    /// Raw scores.
    pub raw: Vec<i32>,
    /// Whether each score was doubled.
    pub doubled: Vec<bool>,
    /// The scores on the sheet.
    pub scores: Vec<i32>,
}

/// A correction: a round replaced by another.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CorrectionRecord {
    /// The round's number.
    pub round: u32,
    /// When, UTC, RFC 3339.
    pub corrected_at: String,
    /// What was done ("edit", or "rescore: ..." ).
    pub note: String,
    /// The round before.
    pub old: RoundRecord,
    /// The round after.
    pub new: RoundRecord,
}

/// The record of a stored round.
pub fn round_record(game: &StoredGame, round: &StoredRound) -> RoundRecord {
    RoundRecord {
        number: round.number,
        closer: game.players[round.closer].clone(),
        recorded_at: round.recorded_at.to_rfc3339_opts(SecondsFormat::Secs, true),
        entries: round.players.iter().map(|p| p.entry.clone()).collect(),
        raw: round.players.iter().map(|p| p.raw).collect(),
        doubled: round.players.iter().map(|p| p.doubled).collect(),
        scores: round.players.iter().map(|p| p.score).collect(),
    }
}

/// A correction as the log shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Correction {
    /// The game.
    pub game: GameId,
    /// The round.
    pub round: u32,
    /// When.
    pub corrected_at: DateTime<Utc>,
    /// What was done.
    pub note: String,
    /// Before.
    pub old: RoundRecord,
    /// After.
    pub new: RoundRecord,
}

impl Store {
    /// Replaces round `number` of `game` by `round`, keeping the old one in
    /// the corrections. Refused, with nothing changed, when the game would be
    /// over before its last round.
    pub fn replace_round(
        &mut self,
        game: GameId,
        number: u32,
        round: &NewRound,
        now: DateTime<Utc>,
        note: &str,
    ) -> Result<()> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let mut stored = load_game_with_rounds(&tx, game)?;
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
        if let Some(end) = standings(&stored.rules, players, &results).ended_early(results.len()) {
            return Err(StoreError::EndsEarly {
                game,
                end,
                rounds: results.len(),
            }
            .into());
        }
        correct_round(&tx, game, round, old, new, now, note)?;
        write_results(&tx, game)?;
        tx.commit()?;
        Ok(())
    }

    /// Stores `game` under new rules with its rounds re-scored (`rounds`, one
    /// per stored round), logging every round that changed.
    pub fn rescore_game(
        &mut self,
        game: GameId,
        rules: &crate::rules::Rules,
        rounds: &[NewRound],
        now: DateTime<Utc>,
        note: &str,
    ) -> Result<usize> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let mut stored = load_game_with_rounds(&tx, game)?;
        if rounds.len() != stored.rounds.len() {
            return Err(StoreError::ChangedMeanwhile { game }.into());
        }
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
            correct_round(&tx, game, round, old, new, now, note)?;
        }
        write_results(&tx, game)?;
        tx.commit()?;
        Ok(changed)
    }

    /// The corrections of `game` (all games when `None`), oldest first.
    pub fn corrections(&self, game: Option<GameId>) -> Result<Vec<Correction>> {
        let mut stmt = self.conn.prepare(
            "SELECT game_id, round_number, corrected_at, note, old_round, new_round FROM correction
             WHERE ?1 IS NULL OR game_id = ?1 ORDER BY id",
        )?;
        let rows = stmt.query_map([game], |r| {
            Ok((
                r.get(0)?,
                r.get(1)?,
                r.get::<_, String>(2)?,
                r.get(3)?,
                r.get::<_, String>(4)?,
                r.get::<_, String>(5)?,
            ))
        })?;
        rows.map(|row| {
            let (game, round, at, note, old, new) = row?;
            Ok(Correction {
                game,
                round,
                corrected_at: parse_time(&at)?,
                note,
                old: serde_json::from_str(&old)?,
                new: serde_json::from_str(&new)?,
            })
        })
        .collect()
    }
}

/// Logs a correction of a round of `game`.
pub(super) fn insert_correction(
    conn: &Connection,
    game: GameId,
    correction: &CorrectionRecord,
) -> Result<()> {
    conn.prepare_cached(
        "INSERT INTO correction (game_id, round_number, corrected_at, note, old_round, new_round)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?
    .execute(params![
        game,
        correction.round,
        correction.corrected_at,
        correction.note,
        serde_json::to_string(&correction.old)?,
        serde_json::to_string(&correction.new)?
    ])?;
    Ok(())
}

/// Replaces a stored round by `round` and logs the correction from `old` to `new`.
fn correct_round(
    conn: &Connection,
    game: GameId,
    round: &NewRound,
    old: RoundRecord,
    new: RoundRecord,
    now: DateTime<Utc>,
    note: &str,
) -> Result<()> {
    let number = old.number;
    insert_correction(
        conn,
        game,
        &CorrectionRecord {
            round: number,
            corrected_at: now.to_rfc3339_opts(SecondsFormat::Secs, true),
            note: note.to_string(),
            old,
            new,
        },
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
