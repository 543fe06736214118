//! What a line of a journal carries: an operation ([`Op`]) with its id, its
//! clock and what it does, as JSON. These types are the journal's format
//! (docs/sync.md): a change here changes every device's files.

use serde::{Deserialize, Serialize};

use crate::store::records::GameHead;
use crate::store::{CorrectionRecord, RoundRecord};

/// One operation of a journal: a line of its file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Op {
    /// `DEVICE:SEQ`: the device that made it and its number there, from 1.
    pub id: String,
    /// The hybrid logical clock when it was made: milliseconds since 1970,
    /// moved past every operation the device had seen.
    pub clock: u64,
    /// The operation it replaced, as the device that made it knew.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base: Option<String>,
    /// What it does.
    #[serde(flatten)]
    pub what: OpKind,
}

/// What an operation does.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "lowercase")]
pub enum OpKind {
    /// A game started, or its head changed (players, rules, name, note, abandoned).
    Game {
        /// The game's uid.
        game: String,
        /// Its number on the device that made the operation.
        number: i64,
        /// The head.
        head: GameHead,
        /// When the device gave the game its number (the hybrid clock's
        /// milliseconds), on the game's first operation when that was
        /// earlier than the operation (made while the folder was away).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        given: Option<u64>,
        /// The game came in by `skyjo import`: it gives way to a game
        /// started at the table that another device gave its number.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        imported: bool,
    },
    /// A round recorded or corrected, or taken back (`round` is null).
    Round {
        /// The game's uid.
        game: String,
        /// The round's number, from 1.
        number: u32,
        /// The round.
        round: Option<RoundRecord>,
    },
    /// A game deleted.
    Delete {
        /// The game's uid.
        game: String,
    },
    /// An entry of the log (`skyjo log`).
    Log {
        /// The game's uid, when the entry is of one game.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        game: Option<String>,
        /// The entry.
        entry: LogEntry,
    },
}

impl OpKind {
    /// The game the operation is of, if one.
    pub fn game(&self) -> Option<&str> {
        match self {
            OpKind::Game { game, .. } | OpKind::Round { game, .. } | OpKind::Delete { game } => {
                Some(game)
            }
            OpKind::Log { game, .. } => game.as_deref(),
        }
    }

    /// Its kind as the history keeps it (`sync_op.kind`).
    pub(super) fn kind(&self) -> &'static str {
        match self {
            OpKind::Game { .. } => "game",
            OpKind::Round { .. } => "round",
            OpKind::Delete { .. } => "delete",
            OpKind::Log { .. } => "log",
        }
    }

    /// The number the history keeps with it (`sync_op.number`): the game's
    /// on its device, or the round's.
    pub(super) fn number(&self) -> Option<i64> {
        match self {
            OpKind::Game { number, .. } => Some(*number),
            OpKind::Round { number, .. } => Some(i64::from(*number)),
            _ => None,
        }
    }
}

/// An entry of the log, as a journal carries it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "log", rename_all = "lowercase")]
#[expect(
    clippy::large_enum_variant,
    reason = "a value read or written once per line of a journal, never kept in bulk"
)]
pub enum LogEntry {
    /// A change (undo, rename, merge, note, abandon, delete, import).
    Change {
        /// When, UTC, RFC 3339.
        changed_at: String,
        /// Its kind, as the log stores it.
        kind: String,
        /// Before.
        before: serde_json::Value,
        /// After.
        after: serde_json::Value,
    },
    /// A round corrected (edit, rescore).
    Correction(CorrectionRecord),
}

/// An operation read from a journal, with where it stands there.
#[derive(Debug, Clone)]
pub struct ReadOp {
    /// The operation.
    pub op: Op,
    /// `FILE:LINE`.
    pub origin: String,
}

/// The sequence number of an operation id `DEVICE:SEQ`.
pub fn seq_of(id: &str) -> Option<u64> {
    id.rsplit_once(':').and_then(|(_, seq)| seq.parse().ok())
}

/// Whether the operation id `id` is of `device`.
pub fn is_own(id: &str, device: &str) -> bool {
    id.rsplit_once(':').is_some_and(|(d, _)| d == device)
}

/// The device of an operation id `DEVICE:SEQ`.
pub(super) fn device_of(id: &str) -> &str {
    id.split(':').next().unwrap_or_default()
}

/// The id of one of two operations made under one id (`id`): the id and a
/// digest (64-bit FNV-1a) of the operation's line.
pub(super) fn digest_id(id: &str, body: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in body.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{id}~{hash:016x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_operation_reads_back_as_written() {
        let op = Op {
            id: "abc:7".into(),
            clock: 1_700_000_000_000,
            base: Some("def:2".into()),
            what: OpKind::Round {
                game: "u1".into(),
                number: 3,
                round: None,
            },
        };
        let line = serde_json::to_string(&op).unwrap();
        assert_eq!(
            line,
            r#"{"id":"abc:7","clock":1700000000000,"base":"def:2","op":"round","game":"u1","number":3,"round":null}"#
        );
        assert_eq!(serde_json::from_str::<Op>(&line).unwrap(), op);
        assert_eq!(seq_of("abc:7"), Some(7));
        assert!(is_own("abc:7", "abc") && !is_own("abc:7", "ab"));
    }

    /// A game's line keeps the head's keys in the order every journal has
    /// them: the fields left at their default are not written.
    #[test]
    fn a_game_s_line_reads_back_as_written() {
        let rules = serde_json::to_string(&crate::rules::Rules::default()).unwrap();
        let line = format!(
            r#"{{"id":"abc:1","clock":5,"op":"game","game":"u1","number":3,"head":{{"played_at":"2026-12-24T18:00:00Z","rules":{rules},"players":["Åse","Jørgen"],"note":"at the cabin"}},"given":4}}"#
        );
        let op: Op = serde_json::from_str(&line).unwrap();
        let OpKind::Game { head, given, .. } = &op.what else {
            panic!("a game's operation: {op:?}");
        };
        assert_eq!(head.players, ["Åse", "Jørgen"]);
        assert_eq!(
            (head.note.as_deref(), head.name.as_deref()),
            (Some("at the cabin"), None)
        );
        assert_eq!(*given, Some(4));
        assert_eq!(serde_json::to_string(&op).unwrap(), line);
    }
}
