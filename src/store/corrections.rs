//! Corrections: a stored round replaced (by `edit` or `rescore`), the old
//! round kept as a record, and the log of them.

use chrono::{DateTime, Utc};
use rusqlite::{Connection, params};
use serde::{Deserialize, Serialize};

use super::games::RoundRecord;
use super::{GameId, Result};
use crate::rules::Rules;

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

/// The columns of a stored correction that [`StoredCorrection::read`] reads.
pub(super) const CORRECTION_COLUMNS: &str =
    "round_number, corrected_at, kind, rules, rules_before, note, old_round, new_round";

/// A correction as its row holds it ([`CORRECTION_COLUMNS`]): the log's
/// list, the export and the journal each read it so.
pub(super) struct StoredCorrection {
    pub(super) round: u32,
    pub(super) corrected_at: String,
    kind: String,
    rules: Option<String>,
    was: Option<String>,
    note: String,
    pub(super) old: String,
    pub(super) new: String,
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
    pub(super) fn kind(&self) -> Result<CorrectionKind> {
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
