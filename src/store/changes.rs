//! The change log: every change to the history besides corrections (undo,
//! rename, merge, note, abandon, delete, import), with its kind as a type.

use chrono::{DateTime, SecondsFormat, Utc};
use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSql, ToSqlOutput, ValueRef};
use rusqlite::{Connection, params};
use serde::Serialize;

use super::{GameId, Result, StoreError, columns, parse_time};

/// What a logged change did. Stored as its lowercase name; the JSON of
/// `log --json` says the same name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ChangeKind {
    /// The last round of a game taken back (`before` is the round).
    Undo,
    /// A player renamed.
    Rename,
    /// Two players made one.
    Merge,
    /// A game's note set or cleared.
    Note,
    /// A game marked abandoned.
    Abandon,
    /// A game deleted (`before` is its whole record).
    Delete,
    /// Games imported from a file.
    Import,
    /// A change of a game made on another device meanwhile, set aside for a
    /// later one (`skyjo sync`): never stored, found among the operations.
    Overridden,
}

impl ChangeKind {
    /// Every kind, in the order of the enum.
    pub const ALL: [ChangeKind; 8] = [
        ChangeKind::Undo,
        ChangeKind::Rename,
        ChangeKind::Merge,
        ChangeKind::Note,
        ChangeKind::Abandon,
        ChangeKind::Delete,
        ChangeKind::Import,
        ChangeKind::Overridden,
    ];

    /// The name stored in the log.
    pub fn name(self) -> &'static str {
        match self {
            ChangeKind::Undo => "undo",
            ChangeKind::Rename => "rename",
            ChangeKind::Merge => "merge",
            ChangeKind::Note => "note",
            ChangeKind::Abandon => "abandon",
            ChangeKind::Delete => "delete",
            ChangeKind::Import => "import",
            ChangeKind::Overridden => "overridden",
        }
    }
}

/// A stored kind this binary does not know.
#[derive(Debug)]
struct UnknownKind(String);

impl std::fmt::Display for UnknownKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "unknown change kind {:?}", self.0)
    }
}

impl std::error::Error for UnknownKind {}

impl ToSql for ChangeKind {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::from(self.name()))
    }
}

impl FromSql for ChangeKind {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        let text = value.as_str()?;
        ChangeKind::ALL
            .into_iter()
            .find(|kind| kind.name() == text)
            .ok_or_else(|| FromSqlError::Other(Box::new(UnknownKind(text.to_string()))))
    }
}

/// A change to the history, as the log shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct Change {
    /// When.
    pub changed_at: DateTime<Utc>,
    /// What.
    pub kind: ChangeKind,
    /// The game it concerns, if one.
    pub game: Option<GameId>,
    /// Before (JSON).
    pub before: serde_json::Value,
    /// After (JSON).
    pub after: serde_json::Value,
}

/// The changes logged of `game` (all when `None`), oldest first. A kind
/// this binary does not know is refused, never shown as another.
pub(super) fn logged(conn: &Connection, game: Option<GameId>) -> Result<Vec<Change>> {
    // Entries of one second in the order of their operations (BY_OPERATION).
    let mut stmt = conn.prepare(&format!(
        "SELECT changed_at, kind, game_id, before, after FROM change_log
         WHERE ?1 IS NULL OR game_id = ?1
         ORDER BY changed_at, {}",
        super::BY_OPERATION
    ))?;
    let rows = stmt.query_map([game], columns)?;
    rows.map(|row| {
        let (at, kind, game, before, after): (
            String,
            ChangeKind,
            Option<GameId>,
            Option<String>,
            Option<String>,
        ) = row.map_err(unknown_kind)?;
        let value = |t: Option<String>| -> Result<serde_json::Value> {
            Ok(t.map(|t| serde_json::from_str(&t))
                .transpose()?
                .unwrap_or_default())
        };
        Ok(Change {
            changed_at: parse_time(&at)?,
            kind,
            game,
            before: value(before)?,
            after: value(after)?,
        })
    })
    .collect()
}

/// A kind that does not convert as the error that names it; another failure
/// of the read as it is.
fn unknown_kind(err: rusqlite::Error) -> StoreError {
    if let rusqlite::Error::FromSqlConversionFailure(_, _, source) = &err
        && let Some(UnknownKind(kind)) = source.downcast_ref::<UnknownKind>()
    {
        return StoreError::UnknownChange { kind: kind.clone() };
    }
    err.into()
}

/// Logs one change, in the transaction that makes it.
pub(crate) fn log_change(
    conn: &Connection,
    now: DateTime<Utc>,
    kind: ChangeKind,
    game: Option<GameId>,
    before: &serde_json::Value,
    after: &serde_json::Value,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO change_log (changed_at, kind, game_id, before, after) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![
        now.to_rfc3339_opts(SecondsFormat::Secs, true),
        kind,
        game,
        before.to_string(),
        after.to_string()
    ])?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_is_read_back_as_it_was_written_and_serialized_by_its_name() {
        let conn = Connection::open_in_memory().unwrap();
        for kind in ChangeKind::ALL {
            let back: ChangeKind = conn.query_row("SELECT ?1", [kind], |r| r.get(0)).unwrap();
            assert_eq!(back, kind);
            assert_eq!(
                serde_json::to_string(&kind).unwrap(),
                format!("\"{}\"", kind.name())
            );
        }
        let unknown = conn.query_row("SELECT 'frobnicate'", [], |r| r.get::<_, ChangeKind>(0));
        assert!(unknown.is_err());
    }
}
