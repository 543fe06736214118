//! `stats`: one line of figures per player, split into several tables
//! when too wide for the terminal.

use std::collections::BTreeMap;

use serde::Serialize;

use super::{edition_key, empty_text, round3};
use crate::i18n::{Lang, decimal, join_names, percent_digits, t};
use crate::render::Style;
use crate::render::split_table;
use crate::render::view::Screen;
use crate::rules::{Choice, Edition};
use crate::store::stats::{Period, PlayerStats, Scores};
use crate::tr;

/// `stats`: `{"players": [...], "edition": null}`, one line of figures per player.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StatsView {
    /// The edition asked for (`--edition`), `null` for both.
    pub edition: Option<&'static str>,
    /// Every player's figures.
    pub players: Vec<StatsLine>,
    /// The same figures, for the words.
    #[serde(skip)]
    pub stats: Vec<PlayerStats>,
    /// The games asked for, for the words of an empty screen.
    #[serde(skip)]
    pub period: Period,
}

/// One player of a [`StatsView`]: every figure of the finished games, rates
/// and averages to 3 decimals, `null` where nothing was played. Who won
/// counts both editions; the points (averages, best and worst round) count
/// the games of the default edition (the classic game), and those of every
/// other edition stand under its name (`action`: Skyjo Action).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StatsLine {
    /// The points of the player's finished games of each edition but the
    /// default one, by its name (`action`), `null` when there are none.
    #[serde(flatten)]
    pub editions: BTreeMap<&'static str, Option<ScoresLine>>,
    /// The mean final total of finished classic games.
    pub avg_final_total: Option<f64>,
    /// The mean round score of classic games.
    pub avg_round_score: Option<f64>,
    /// The lowest round score of classic games.
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
    /// The highest round score of classic games.
    pub worst_round: Option<i32>,
}

/// The points of one edition in a [`StatsLine`] (`action`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ScoresLine {
    /// The mean final total.
    pub avg_final_total: Option<f64>,
    /// The mean round score.
    pub avg_round_score: Option<f64>,
    /// The lowest round score.
    pub best_round: Option<i32>,
    /// Finished games of the edition.
    pub games: u32,
    /// Their rounds.
    pub rounds: u32,
    /// The highest round score.
    pub worst_round: Option<i32>,
}

impl ScoresLine {
    /// The line of `scores`, `None` without a finished game.
    fn of(scores: &Scores) -> Option<ScoresLine> {
        (scores.games > 0).then(|| ScoresLine {
            avg_final_total: round3(scores.avg_final_total()),
            avg_round_score: round3(scores.avg_round_score()),
            best_round: scores.best_round,
            games: scores.games,
            rounds: scores.rounds,
            worst_round: scores.worst_round,
        })
    }
}

impl StatsView {
    /// The view of `stats`, the figures of the games of `period`.
    pub fn of(stats: Vec<PlayerStats>, period: Period) -> StatsView {
        StatsView {
            edition: period.edition.map(edition_key),
            players: stats
                .iter()
                .map(|s| {
                    let main = &s.points[Edition::default()];
                    StatsLine {
                        editions: s
                            .points
                            .iter()
                            .filter(|(edition, _)| *edition != Edition::default())
                            .map(|(edition, points)| (edition.name(), ScoresLine::of(points)))
                            .collect(),
                        avg_final_total: round3(main.avg_final_total()),
                        avg_round_score: round3(main.avg_round_score()),
                        best_round: main.best_round,
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
                        worst_round: main.worst_round,
                    }
                })
                .collect(),
            stats,
            period,
        }
    }
}

impl Screen for StatsView {
    fn text(&self, style: Style) -> String {
        stats_text(&self.stats, self.period, style)
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

/// `stats` of the games of `period`: one table of every figure; when the
/// games hold both editions, its points are the classic games' (the first
/// edition played) and a second table has those of Skyjo Action.
pub fn stats_text(stats: &[PlayerStats], period: Period, style: Style) -> String {
    let lang = style.lang;
    let in_progress = in_progress_text(stats, lang);
    // A player with no finished game yet has no figures: only the line below.
    let counted: Vec<&PlayerStats> = stats.iter().filter(|s| s.games > 0).collect();
    if counted.is_empty() {
        if in_progress.is_empty() {
            return empty_text(lang, period, "games-none");
        }
        return in_progress;
    }
    // The points of one edition only: the first edition played (the classic
    // games', or Skyjo Action's when the games counted are all of it).
    let played: Vec<Edition> = Edition::ALL
        .iter()
        .copied()
        .filter(|&edition| counted.iter().any(|s| s.points[edition].games > 0))
        .collect();
    // Too wide for the terminal: the columns in several tables, the player in each.
    let width = usize::from(style.width);
    let table = figures_table(&counted, &played, lang, width);
    let mut out = format!("{table}{}\n", t(lang, "stats-legend"));
    if let [_, others @ ..] = played.as_slice()
        && !others.is_empty()
    {
        // Both editions: the points of Skyjo Action in a table of their own.
        out.push_str(&t(lang, "stats-editions-apart"));
        for &edition in others {
            out.push_str(&format!(
                "\n\n{}\n{}",
                t(lang, "stats-action-heading"),
                points_table(&counted, edition, lang, width)
            ));
        }
    }
    out.push_str(&in_progress);
    out
}

/// The line of the games in progress apart: whose they are (counted once
/// they are over); empty when no game is.
fn in_progress_text(stats: &[PlayerStats], lang: Lang) -> String {
    let playing: Vec<&str> = stats
        .iter()
        .filter(|s| s.in_progress > 0)
        .map(|s| s.name.as_str())
        .collect();
    if playing.is_empty() {
        return String::new();
    }
    let names = join_names(lang, &playing);
    format!("{}\n", tr!(lang, "stats-in-progress", names = names))
}

/// The table of every figure, a line per player of `counted`, split to fit
/// `width`; its points are those of the first edition `played` (the classic
/// games' when there are any, else Skyjo Action's), and its lines removed
/// count rows where the games hold an edition that always removes them
/// (Skyjo Action).
fn figures_table(counted: &[&PlayerStats], played: &[Edition], lang: Lang, width: usize) -> String {
    let main = played.first().copied().unwrap_or_default();
    let points = |s: &PlayerStats| s.points[main];
    let rows_too = played.iter().any(|edition| edition.always_removes_rows());
    let share = |v: Option<f64>| v.map_or_else(|| "-".into(), |v| percent_digits(lang, v, 0));
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
    .map(|&id| match id {
        // Skyjo Action removes rows too, and they are counted here.
        "stats-col-columns" => tr!(
            lang,
            "stats-col-columns",
            rows = if rows_too { "yes" } else { "no" }
        ),
        id => t(lang, id),
    })
    .collect();
    let mut rows: Vec<Vec<String>> = Vec::with_capacity(counted.len());
    for s in counted {
        let wins = wins_text(s, lang);
        let p = points(s);
        rows.push(vec![
            s.name.clone(),
            s.games.to_string(),
            wins,
            share(s.win_rate()),
            number_text(lang, p.avg_round_score()),
            number_text(lang, p.avg_final_total()),
            s.rounds_closed.to_string(),
            s.times_doubled.to_string(),
            share(s.closing_success()),
            s.lines_removed.to_string(),
            round_text(p.best_round),
            round_text(p.worst_round),
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
    split_table(&header, &rows, &right, width)
}

/// The table of the points of `edition` (Skyjo Action), a line per player of
/// `counted` who finished a game of it, split to fit `width`.
fn points_table(counted: &[&PlayerStats], edition: Edition, lang: Lang, width: usize) -> String {
    let header: Vec<String> = [
        "stats-col-player",
        "stats-col-games",
        "stats-col-avg-round",
        "stats-col-avg-total",
        "stats-col-best",
        "stats-col-worst",
    ]
    .iter()
    .map(|id| t(lang, id))
    .collect();
    let rows: Vec<Vec<String>> = counted
        .iter()
        .filter(|s| s.points[edition].games > 0)
        .map(|s| {
            let a = &s.points[edition];
            vec![
                s.name.clone(),
                a.games.to_string(),
                number_text(lang, a.avg_round_score()),
                number_text(lang, a.avg_final_total()),
                round_text(a.best_round),
                round_text(a.worst_round),
            ]
        })
        .collect();
    let mut right = vec![true; header.len()];
    right[0] = false;
    split_table(&header, &rows, &right, width)
}

/// A mean to one decimal, `-` where there is none.
fn number_text(lang: Lang, v: Option<f64>) -> String {
    v.map_or_else(|| "-".into(), |v| decimal(lang, v, 1))
}

/// A round score, `-` where there is none.
fn round_text(v: Option<i32>) -> String {
    v.map_or_else(|| "-".into(), |v| v.to_string())
}
