//! The games of the history looked up for a sync: a game's number by its
//! uid, its uid by its number; and a time as the history writes it.

use chrono::{DateTime, SecondsFormat, Utc};
use rusqlite::{Connection, OptionalExtension};

use crate::store::GameId;

/// A time as the history keeps it (RFC 3339, to the second).
pub(super) fn time_text(time: DateTime<Utc>) -> String {
    time.to_rfc3339_opts(SecondsFormat::Secs, true)
}

/// The number here of the game `uid`, if it is here.
pub(super) fn game_by_uid(conn: &Connection, uid: &str) -> rusqlite::Result<Option<GameId>> {
    conn.prepare_cached("SELECT id FROM game WHERE uid = ?1")?
        .query_row([uid], |r| r.get(0))
        .optional()
}

/// The uid of the game `game`, if it is here.
pub(super) fn uid_of(conn: &Connection, game: GameId) -> rusqlite::Result<Option<String>> {
    conn.prepare_cached("SELECT uid FROM game WHERE id = ?1")?
        .query_row([game], |r| r.get(0))
        .optional()
}
