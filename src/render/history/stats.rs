//! `stats`: one line of figures per player, split into several tables
//! when too wide for the terminal.

use serde::Serialize;

use super::round3;
use crate::i18n::{Lang, decimal, join_names, percent_digits, t};
use crate::render::view::Screen;
use crate::render::{Style, empty_list, split_table};
use crate::store::stats::PlayerStats;
use crate::tr;

/// `stats`: `{"players": [...]}`, one line of figures per player.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StatsView {
    /// Every player's figures.
    pub players: Vec<StatsLine>,
    /// The same figures, for the words.
    #[serde(skip)]
    pub stats: Vec<PlayerStats>,
    /// Over the whole history (else a period), for the words of an empty one.
    #[serde(skip)]
    pub whole_history: bool,
}

/// One player of a [`StatsView`]: every figure of the finished games, rates
/// and averages to 3 decimals, `null` where nothing was played.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StatsLine {
    /// The mean final total of finished games.
    pub avg_final_total: Option<f64>,
    /// The mean round score.
    pub avg_round_score: Option<f64>,
    /// The lowest round score.
    pub best_round: Option<i32>,
    /// Closed rounds not doubled, of those closed.
    pub closing_success_rate: Option<f64>,
    /// `lines_removed` under its first, narrower name, kept for scripts
    /// that read it (it counts removed rows too).
    pub columns_removed: u32,
    /// Games won in a row up to the last.
    pub current_win_streak: u32,
    /// Finished games.
    pub games: u32,
    /// Games in progress, counted in none of these figures yet.
    pub in_progress: u32,
    /// Columns and rows removed.
    pub lines_removed: u32,
    /// The most games won in a row.
    pub longest_win_streak: u32,
    /// The player.
    pub name: String,
    /// Rounds of the finished games.
    pub rounds: u32,
    /// Rounds the player closed.
    pub rounds_closed: u32,
    /// Wins shared with another player.
    pub shared_wins: u32,
    /// Rounds the player's score was doubled.
    pub times_doubled: u32,
    /// Wins per finished game.
    pub win_rate: Option<f64>,
    /// Games won (shared wins included).
    pub wins: u32,
    /// The highest round score.
    pub worst_round: Option<i32>,
}

impl StatsView {
    /// The view of `stats`; `whole_history`: not a period.
    pub fn of(stats: Vec<PlayerStats>, whole_history: bool) -> StatsView {
        StatsView {
            players: stats
                .iter()
                .map(|s| StatsLine {
                    avg_final_total: round3(s.avg_final_total()),
                    avg_round_score: round3(s.avg_round_score()),
                    best_round: s.best_round,
                    closing_success_rate: round3(s.closing_success()),
                    columns_removed: s.lines_removed,
                    current_win_streak: s.current_win_streak,
                    games: s.games,
                    in_progress: s.in_progress,
                    lines_removed: s.lines_removed,
                    longest_win_streak: s.longest_win_streak,
                    name: s.name.clone(),
                    rounds: s.rounds,
                    rounds_closed: s.rounds_closed,
                    shared_wins: s.shared_wins,
                    times_doubled: s.times_doubled,
                    win_rate: round3(s.win_rate()),
                    wins: s.wins,
                    worst_round: s.worst_round,
                })
                .collect(),
            stats,
            whole_history,
        }
    }
}

impl Screen for StatsView {
    fn text(&self, style: Style) -> String {
        stats_text(&self.stats, self.whole_history, style)
    }
}

/// A player's wins, the shared ones marked: "5 (2 shared)".
pub fn wins_text(s: &PlayerStats, lang: Lang) -> String {
    if s.shared_wins > 0 {
        tr!(
            lang,
            "stats-wins-shared",
            wins = s.wins,
            shared = s.shared_wins
        )
    } else {
        s.wins.to_string()
    }
}

/// `stats`; `whole`: over the whole history (for the wording of an empty one).
pub fn stats_text(stats: &[PlayerStats], whole: bool, style: Style) -> String {
    let lang = style.lang;
    // The games in progress apart: whose they are, counted once they are over.
    let playing: Vec<&str> = stats
        .iter()
        .filter(|s| s.in_progress > 0)
        .map(|s| s.name.as_str())
        .collect();
    let in_progress = if playing.is_empty() {
        String::new()
    } else {
        let names = join_names(lang, &playing);
        format!("{}\n", tr!(lang, "stats-in-progress", names = names))
    };
    // A player with no finished game yet has no figures: only the line below.
    let counted: Vec<&PlayerStats> = stats.iter().filter(|s| s.games > 0).collect();
    if counted.is_empty() {
        if playing.is_empty() {
            return empty_list(lang, whole, "games-none");
        }
        return in_progress;
    }
    let share = |v: Option<f64>| v.map_or_else(|| "-".into(), |v| percent_digits(lang, v, 0));
    let number = |v: Option<f64>| v.map_or_else(|| "-".into(), |v| decimal(lang, v, 1));
    let header: Vec<String> = [
        "stats-col-player",
        "stats-col-games",
        "stats-col-wins",
        "stats-col-win-rate",
        "stats-col-avg-round",
        "stats-col-avg-total",
        "stats-col-closed",
        "stats-col-doubled",
        "stats-col-close-ok",
        "stats-col-columns",
        "stats-col-best",
        "stats-col-worst",
        "stats-col-streak",
    ]
    .iter()
    .map(|id| t(lang, id))
    .collect();
    let mut rows: Vec<Vec<String>> = Vec::with_capacity(counted.len());
    for s in counted {
        let wins = wins_text(s, lang);
        rows.push(vec![
            s.name.clone(),
            s.games.to_string(),
            wins,
            share(s.win_rate()),
            number(s.avg_round_score()),
            number(s.avg_final_total()),
            s.rounds_closed.to_string(),
            s.times_doubled.to_string(),
            share(s.closing_success()),
            s.lines_removed.to_string(),
            s.best_round.map_or("-".into(), |b| b.to_string()),
            s.worst_round.map_or("-".into(), |w| w.to_string()),
            tr!(
                lang,
                "stats-streak",
                now = s.current_win_streak,
                best = s.longest_win_streak
            ),
        ]);
    }
    let mut right = vec![true; header.len()];
    right[0] = false;
    // Too wide for the terminal: the columns in several tables, the player in each.
    let table = split_table(&header, &rows, &right, usize::from(style.width));
    format!("{table}{}\n{in_progress}", t(lang, "stats-legend"))
}
