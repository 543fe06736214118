//! Corrections: a stored round replaced (by `edit` or `rescore`), the old
//! round kept as a record, and the log of them.

use super::Result;
use chrono::{DateTime, SecondsFormat, Utc};
use rusqlite::{Connection, params};
use serde::{Deserialize, Serialize};

use super::games::{RoundRecord, load_game_with_rounds, round_record, write_results};
use super::{GameId, NewRound, Store, StoreError, parse_time};
use crate::rules::{Rules, standings};

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

/// What a correction did. Stored in columns of its own (schema 5); the
/// export format words it as a note (`note` and `from_note`, the one place
/// that reads and writes those words).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CorrectionKind {
    /// A round corrected by `skyjo edit`.
    Edit,
    /// The game re-scored under other rules (`skyjo rescore --save`).
    Rescore {
        /// The rules after.
        rules: Rules,
        /// The rules before.
        was: Rules,
    },
    /// A note written by an older skyjo (or another tool), kept as written.
    Other(String),
}

impl CorrectionKind {
    /// The note of the export format: `edit`, or `rescore {after} {before}`
    /// with the rules as JSON, or an older note as it was written.
    pub fn note(&self) -> String {
        match self {
            CorrectionKind::Edit => "edit".to_string(),
            CorrectionKind::Rescore { rules, was } => format!(
                "rescore {} {}",
                serde_json::to_string(rules).expect("plain data serializes"),
                serde_json::to_string(was).expect("plain data serializes")
            ),
            CorrectionKind::Other(note) => note.clone(),
        }
    }

    /// The kind a note of the export format says (see [`CorrectionKind::note`]).
    pub fn from_note(note: &str) -> CorrectionKind {
        if note == "edit" {
            return CorrectionKind::Edit;
        }
        let rules = note.strip_prefix("rescore ").and_then(|rest| {
            let mut stream = serde_json::Deserializer::from_str(rest).into_iter::<Rules>();
            let rules = stream.next()?.ok()?;
            let was = stream.next()?.ok()?;
            stream.next().is_none().then_some((rules, was))
        });
        match rules {
            Some((rules, was)) => CorrectionKind::Rescore { rules, was },
            None => CorrectionKind::Other(note.to_string()),
        }
    }

    /// The stored columns: kind, rules after, rules before, note.
    fn columns(&self) -> (&'static str, Option<String>, Option<String>, &str) {
        let json =
            |rules: &Rules| Some(serde_json::to_string(rules).expect("plain data serializes"));
        match self {
            CorrectionKind::Edit => ("edit", None, None, ""),
            CorrectionKind::Rescore { rules, was } => ("rescore", json(rules), json(was), ""),
            CorrectionKind::Other(note) => ("other", None, None, note),
        }
    }

    /// The kind of the stored columns.
    pub(super) fn from_columns(
        kind: &str,
        rules: Option<String>,
        was: Option<String>,
        note: String,
    ) -> Result<CorrectionKind> {
        let read = |json: Option<String>| -> Result<Rules> {
            Ok(serde_json::from_str(json.as_deref().unwrap_or("null"))?)
        };
        Ok(match kind {
            "edit" => CorrectionKind::Edit,
            "rescore" => CorrectionKind::Rescore {
                rules: read(rules)?,
                was: read(was)?,
            },
            _ => CorrectionKind::Other(note),
        })
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
    pub kind: CorrectionKind,
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
    ) -> Result<()> {
        self.write(|tx| {
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

    /// Stores `game` under new rules with its rounds re-scored (`rounds`, one
    /// per stored round), logging every round that changed as a rescore from
    /// the rules it had.
    pub fn rescore_game(
        &mut self,
        game: GameId,
        rules: &crate::rules::Rules,
        rounds: &[NewRound],
        now: DateTime<Utc>,
    ) -> Result<usize> {
        self.write(|tx| {
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

    /// The corrections of `game` (all games when `None`), oldest first.
    pub fn corrections(&self, game: Option<GameId>) -> Result<Vec<Correction>> {
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
}

/// The columns of a stored correction that [`StoredCorrection::read`] reads.
pub(super) const CORRECTION_COLUMNS: &str =
    "round_number, corrected_at, kind, rules, rules_before, note, old_round, new_round";

/// A correction as its row holds it ([`CORRECTION_COLUMNS`]): the log's
/// list, the export and the journal each read it so.
pub(super) struct StoredCorrection {
    round: u32,
    corrected_at: String,
    kind: String,
    rules: Option<String>,
    was: Option<String>,
    note: String,
    old: String,
    new: String,
}

impl StoredCorrection {
    /// The columns of [`CORRECTION_COLUMNS`] from the `first`th of `row` on.
    pub(super) fn read(
        row: &rusqlite::Row<'_>,
        first: usize,
    ) -> rusqlite::Result<StoredCorrection> {
        Ok(StoredCorrection {
            round: row.get(first)?,
            corrected_at: row.get(first + 1)?,
            kind: row.get(first + 2)?,
            rules: row.get(first + 3)?,
            was: row.get(first + 4)?,
            note: row.get(first + 5)?,
            old: row.get(first + 6)?,
            new: row.get(first + 7)?,
        })
    }

    /// What the correction did.
    fn kind(&self) -> Result<CorrectionKind> {
        CorrectionKind::from_columns(
            &self.kind,
            self.rules.clone(),
            self.was.clone(),
            self.note.clone(),
        )
    }

    /// The correction as a record of the export format (and of the journal).
    pub(super) fn record(self) -> Result<CorrectionRecord> {
        Ok(CorrectionRecord {
            note: self.kind()?.note(),
            round: self.round,
            old: serde_json::from_str(&self.old)?,
            new: serde_json::from_str(&self.new)?,
            corrected_at: self.corrected_at,
        })
    }
}

/// Logs a correction of a round of `game`: what it did is `kind` (the
/// record's own note is the export format's wording of it).
pub(super) fn insert_correction(
    conn: &Connection,
    game: GameId,
    correction: &CorrectionRecord,
    kind: &CorrectionKind,
) -> Result<()> {
    let (kind, rules, was, note) = kind.columns();
    conn.prepare_cached(
        "INSERT INTO correction (game_id, round_number, corrected_at, kind, rules, rules_before,
             note, old_round, new_round)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
    )?
    .execute(params![
        game,
        correction.round,
        correction.corrected_at,
        kind,
        rules,
        was,
        note,
        serde_json::to_string(&correction.old)?,
        serde_json::to_string(&correction.new)?
    ])?;
    Ok(())
}

/// The corrections of `game` as records of the export format, oldest first.
pub(super) fn correction_records(conn: &Connection, game: GameId) -> Result<Vec<CorrectionRecord>> {
    conn.prepare_cached(&format!(
        "SELECT {CORRECTION_COLUMNS}
         FROM correction WHERE game_id = ?1 ORDER BY corrected_at, {}",
        super::BY_OPERATION
    ))?
    .query_map([game], |row| StoredCorrection::read(row, 0))?
    .map(|row| row?.record())
    .collect()
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
