//! The rows of the history as the store reads them: a game's id, a row into
//! its columns, a stored time, a stored name as it may be printed, and the
//! order of what was made in one second.

use chrono::{DateTime, Utc};

/// A game's row id.
pub type GameId = i64;

/// The order of log entries and corrections made in one second: by their
/// operation (device, then its sequence number, then the whole id, since
/// two copies of one history made operations of one number), the same on
/// every device whatever order they came in; those not yet synced by row.
/// Follows `ORDER BY <time>, ` in the queries of `changes` and `corrections`.
pub(super) const BY_OPERATION: &str =
    "substr(coalesce(sync_id, ''), 1, instr(coalesce(sync_id, ''), ':')),
    CAST(substr(sync_id, instr(sync_id, ':') + 1) AS INTEGER), sync_id, id";

/// A stored name as it may be printed: a control character (an escape
/// sequence that would color the terminal, a newline) written by an older
/// skyjo or by hand becomes `?`. New names cannot hold one.
pub fn clean_name(name: String) -> String {
    if name.chars().any(char::is_control) {
        name.chars()
            .map(|c| if c.is_control() { '?' } else { c })
            .collect()
    } else {
        name
    }
}

/// A row read into the tuple of its columns, in order: the one reader of
/// the store's rows (rusqlite's own, by each column's `FromSql`), for
/// `query_map` and `query_row`.
pub(super) fn columns<T>(row: &rusqlite::Row<'_>) -> rusqlite::Result<T>
where
    T: for<'a> TryFrom<&'a rusqlite::Row<'a>, Error = rusqlite::Error>,
{
    T::try_from(row)
}

pub(super) fn parse_time(text: &str) -> rusqlite::Result<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(text)
        .map(|t| t.with_timezone(&Utc))
        .map_err(|e| {
            rusqlite::Error::FromSqlConversionFailure(0, rusqlite::types::Type::Text, Box::new(e))
        })
}
