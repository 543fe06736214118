//! What a merge did to the history ([`Merged`]): the counts, the games that
//! moved, the operations left out and why. Data for the command; the words
//! and the JSON of `sync` are the presentation layer's (`render::sync`).

use crate::store::{GameId, RecordProblem};

/// What a sync did to the history.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Merged {
    /// Operations of other devices new to this history.
    pub came_in: u64,
    /// Operations already known (counted once, by id).
    pub known: u64,
    /// Games added here.
    pub games_added: u64,
    /// Games changed here.
    pub games_changed: u64,
    /// Games deleted here.
    pub games_deleted: u64,
    /// Entries added to the log.
    pub log_entries: u64,
    /// Games that took another number (another device started one of theirs first).
    pub renumbered: Vec<Renumbered>,
    /// Operations left out, and why.
    pub refused: Vec<Refused>,
    /// Names of other devices' games that fit several players here, or one
    /// only spelt out, kept as players of their own.
    pub names: Vec<NameFits>,
    /// How many other devices sent the operations that came in.
    pub from_devices: usize,
    /// Devices of which two copies of the history wrote under one id (a
    /// history copied to another computer): the operations of both are kept.
    pub copies: Vec<String>,
    /// Games deleted on another device that had rounds entered here the
    /// deleting device did not know: dropped with the game, and said.
    pub late_rounds: Vec<LateRounds>,
    /// The game that came in unfinished and became the current game here
    /// (this device had none).
    pub current: Option<CameIn>,
    /// The games added here, by number.
    pub added: Vec<GameId>,
    /// The changes this sync set aside for a later change of the same round
    /// or game made on another device meanwhile (the log keeps each).
    pub set_aside: Vec<SetAside>,
    /// Other devices some of whose changes did not reach this history,
    /// though later ones did (a line of their journal cut in the middle):
    /// said at every sync until the device writes them again.
    pub missing: Vec<Missing>,
}

/// Changes of another device that did not reach this history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Missing {
    /// The device, as the sync names devices (its id).
    pub device: String,
    /// How many of its changes.
    pub changes: u64,
}

/// A change set aside by a sync.
#[derive(Debug, Clone, PartialEq)]
pub struct SetAside {
    /// The game's number.
    pub game: GameId,
    /// Whose change was set aside.
    pub side: AsideSide,
    /// The game's players in seat order.
    pub players: Vec<String>,
    /// What was set aside: a round, or a game's head, as the log keeps it.
    pub lost: serde_json::Value,
    /// What counts.
    pub kept: serde_json::Value,
}

/// Whose change a sync set aside.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AsideSide {
    /// This device's: another device's counts.
    Here,
    /// Another device's: this device's counts.
    There,
    /// One of two other devices'.
    Others,
}

impl Merged {
    /// Says that `name`, of another device's game, fits `players` here and
    /// was kept as a player of its own (once).
    pub(super) fn fits(&mut self, name: &str, players: Vec<String>) {
        let fits = NameFits {
            name: name.to_string(),
            players,
        };
        if !self.names.contains(&fits) {
            self.names.push(fits);
        }
    }

    /// Notes that `device` has two copies of its history writing (once).
    pub(super) fn copy_of(&mut self, device: &str) {
        if !self.copies.iter().any(|d| d == device) {
            self.copies.push(device.to_string());
        }
    }
}

/// A problem of the folder's content: a line, or an operation, left out.
#[derive(Debug, Clone, PartialEq)]
pub struct Refused {
    /// `FILE:LINE`.
    pub origin: String,
    /// What was wrong.
    pub problem: RefusedOp,
}

/// Why an operation read was not applied.
#[derive(Debug, Clone, PartialEq)]
pub enum RefusedOp {
    /// A round or deletion of a game no journal ever started.
    NoSuchGame {
        /// The uid.
        game: String,
    },
    /// A game or round the rules refuse.
    Record {
        /// The game's uid.
        game: String,
        /// The round, if the problem is one round's.
        round: Option<u32>,
        /// What the rules said.
        problem: RecordProblem,
    },
    /// A log entry of a kind this skyjo does not know.
    UnknownLog {
        /// The kind.
        kind: String,
    },
}

/// Rounds of a game deleted elsewhere that the deleting device did not know.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LateRounds {
    /// The game's number.
    pub game: GameId,
    /// The rounds entered here, by number.
    pub rounds: Vec<u32>,
}

/// A game that came in from another device.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CameIn {
    /// Its number.
    pub game: GameId,
    /// Its players in seat order.
    pub players: Vec<String>,
}

/// A name of another device's game that fits several players of this
/// history (Soren for Sören and Søren), or one only spelt out (Soeren for
/// Søren): never guessed between, never merged by a sync.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NameFits {
    /// The name as the other device has it.
    pub name: String,
    /// The players here it fits.
    pub players: Vec<String>,
}

/// A game that took another number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Renumbered {
    /// Its number before.
    pub from: GameId,
    /// Its number now.
    pub to: GameId,
    /// Why it moved.
    pub why: MoveReason,
}

/// Why a game took another number than the one its device gave it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveReason {
    /// Another device gave the number to another game first (by the clock
    /// of the giving), while the two devices were apart.
    GivenFirst,
    /// The game was imported, and a device that had not heard of the import
    /// gave the number to a game started at the table.
    Imported,
    /// The number went to a game that had to move first.
    Shifted,
}
