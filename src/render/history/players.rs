//! `players`: everyone who has played, with their games, wins and last game.

use serde::Serialize;

use crate::i18n::t;
use crate::render::view::Screen;
use crate::render::{Style, json_time, local_date, right_align_from, table_with};
use crate::store::stats::PlayerSummary;

/// `players`: `{"players": [{"games", "last_played", "name", "wins"}]}`,
/// by name.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayersView {
    /// Everyone listed.
    pub players: Vec<PlayerLine>,
    /// The same players, for the words.
    #[serde(skip)]
    pub summaries: Vec<PlayerSummary>,
}

/// One player of a [`PlayersView`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerLine {
    /// Games played (finished or not).
    pub games: u32,
    /// When they last played, RFC 3339.
    pub last_played: Option<String>,
    /// The name.
    pub name: String,
    /// Games won (shared wins included).
    pub wins: u32,
}

impl PlayersView {
    /// The view of `players`.
    pub fn of(players: Vec<PlayerSummary>) -> PlayersView {
        PlayersView {
            players: players
                .iter()
                .map(|p| PlayerLine {
                    games: p.games,
                    last_played: p.last_played.map(json_time),
                    name: p.name.clone(),
                    wins: p.wins,
                })
                .collect(),
            summaries: players,
        }
    }
}

impl Screen for PlayersView {
    fn text(&self, style: Style) -> String {
        players_text(&self.summaries, style)
    }
}

/// `players`.
pub fn players_text(players: &[PlayerSummary], style: Style) -> String {
    if players.is_empty() {
        return format!("{}\n", t(style.lang, "players-none"));
    }
    let mut table = table_with(
        style,
        &[
            "players-col-player",
            "players-col-games",
            "players-col-wins",
            "players-col-last",
        ],
    );
    for p in players {
        table.add_row(vec![
            p.name.clone(),
            p.games.to_string(),
            p.wins.to_string(),
            p.last_played.map(local_date).unwrap_or_default(),
        ]);
    }
    right_align_from(&mut table, 1);
    format!("{table}\n")
}
