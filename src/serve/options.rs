//! What `skyjo serve` is asked for: the game shown, the options of the
//! command line, what is done after the phones recorded a round.

use std::net::IpAddr;
use std::path::PathBuf;
use std::sync::Arc;

use crate::i18n::Lang;
use crate::rules::Standings;
use crate::store::{GameId, Store, StoredGame};

/// Which game the page shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// The current game, followed when another becomes current.
    Current,
    /// This game.
    Game(GameId),
}

/// The JSON of a game as `show --json` prints it (the command layer's, so
/// that `state.json` and `show --json` are one function: the chances to win
/// come with it once `show --json` carries them).
pub type StateFn = fn(&StoredGame, &Standings) -> crate::render::chances::ShowState;

/// What `skyjo serve` was asked for.
#[derive(Debug, Clone)]
pub struct Options {
    /// The game.
    pub target: Target,
    /// Called after the entry API recorded a round (the sync's journal).
    pub recorded: Option<Recorded>,
    /// The history's file: followed when it is replaced, and written by
    /// the entry API.
    pub db: PathBuf,
    /// Whether the phones may enter the round (the entry API).
    pub entry: bool,
    /// The JSON of `show --json`.
    pub state: StateFn,
    /// The port (0: any free one).
    pub port: u16,
    /// The one address to listen on; `None`: the local network's and loopback.
    pub bind: Option<IpAddr>,
    /// Whether to draw the QR code.
    pub qr: bool,
    /// The language of the page and the lines printed.
    pub lang: Lang,
    /// Whether the terminal takes color (the QR code is then drawn dark on light).
    pub color: bool,
    /// Print the addresses as one JSON line instead of text.
    pub json: bool,
    /// The terminal's width: the lines printed are wrapped to it.
    pub width: usize,
    /// Whether the lines go to a screen `width` wide (a terminal, or
    /// `COLUMNS`): the notes then stand beside the QR code. In a pipe or a
    /// file they follow it, a line each.
    pub screen: bool,
}

/// What is done after the entry API recorded a round, on the API's own
/// connection to the history (its changes go to the sync journal there).
#[derive(Clone)]
pub struct Recorded(pub Arc<dyn Fn(&mut Store) + Send + Sync>);

impl std::fmt::Debug for Recorded {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Recorded")
    }
}
