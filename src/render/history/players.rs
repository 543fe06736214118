//! `players`: everyone who has played, with their finished games, wins,
//! games in progress and last game.

use serde::Serialize;

use crate::i18n::t;
use crate::render::view::Screen;
use crate::render::{Style, json_time, local_date, right_align_from, table_with};
use crate::store::stats::PlayerSummary;

/// `players`: `{"players": [{"finished_games", "games", "in_progress",
/// "last_played", "name", "wins"}]}`, by name.
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
    /// Finished games: what `stats` counts as its `games`.
    pub finished_games: u32,
    /// Games played: finished ones and those in progress.
    pub games: u32,
    /// Games in progress, in no statistic yet.
    pub in_progress: u32,
    /// When they last played, RFC 3339.
    pub last_played: Option<String>,
    /// The name.
    pub name: String,
    /// Finished games won (shared wins included).
    pub wins: u32,
}

impl PlayersView {
    /// The view of `players`.
    pub fn of(players: Vec<PlayerSummary>) -> PlayersView {
        PlayersView {
            players: players
                .iter()
                .map(|p| PlayerLine {
                    finished_games: p.finished,
                    games: p.games,
                    in_progress: p.in_progress,
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

/// `players`: the finished games (what the statistics count) and the games
/// in progress apart.
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
            "players-col-in-progress",
            "players-col-last",
        ],
    );
    for p in players {
        table.add_row(vec![
            p.name.clone(),
            p.finished.to_string(),
            p.wins.to_string(),
            p.in_progress.to_string(),
            p.last_played.map(local_date).unwrap_or_default(),
        ]);
    }
    right_align_from(&mut table, 1);
    format!("{table}\n")
}
