//! The rivalry screens: players, stats, rivalry, ratings, the log of
//! corrections, a rescore, a correction, and the messages of the commands
//! that change or move the history.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use serde::Serialize;

use super::chart::{Series, line_chart};
use super::sheet::score_sheet;
use super::view::{Screen, ShowView};
use super::{Style, json_time, local_date, local_time, right_align_from, rules_text, table_with};
use crate::i18n::{Lang, decimal, integer, join_names, percent_digits, t};
use crate::rules::{RoundScore, Rules, Standings};
use crate::store::records::ImportCounts;
use crate::store::stats::{PlayerStats, PlayerSummary, Rivalry};
use crate::store::{Change, ChangeKind, Correction, CorrectionKind, RoundRecord, StoredGame};
use crate::transfer::bgstats::{BgStatsPlays, Skip};
use crate::{rating, tr};

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

/// `players rename`.
pub fn renamed(before: &str, after: &str, lang: Lang) -> String {
    format!(
        "{}\n",
        tr!(lang, "players-renamed", old = before, new = after)
    )
}

/// `players merge`.
pub fn merged(kept: &str, removed: &str, games: u32, lang: Lang) -> String {
    format!(
        "{}\n",
        tr!(
            lang,
            "players-merged",
            kept = kept,
            removed = removed,
            count = games
        )
    )
}

fn round3(value: Option<f64>) -> Option<f64> {
    value.map(|v| (v * 1000.0).round() / 1000.0)
}

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

/// One player of a [`StatsView`]: rates and averages to 3 decimals, `null`
/// where nothing was played.
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
    /// Games played.
    pub games: u32,
    /// Columns and rows removed.
    pub lines_removed: u32,
    /// The most games won in a row.
    pub longest_win_streak: u32,
    /// The player.
    pub name: String,
    /// Rounds played.
    pub rounds: u32,
    /// Rounds the player closed.
    pub rounds_closed: u32,
    /// Wins shared with another player.
    pub shared_wins: u32,
    /// Rounds the player's score was doubled.
    pub times_doubled: u32,
    /// Wins of games played.
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
    if stats.is_empty() {
        return super::empty_list(lang, whole, "games-none");
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
    let mut rows: Vec<Vec<String>> = Vec::with_capacity(stats.len());
    for s in stats {
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
    let table = super::split_table(&header, &rows, &right, usize::from(style.width));
    format!("{table}{}\n", t(lang, "stats-legend"))
}

/// `rivalry A B`: how their games and rounds went, the last five meetings.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RivalryView<'a> {
    /// A's name.
    pub a: String,
    /// Games A finished lower.
    pub a_ahead: usize,
    /// B's total minus A's, on average (3 decimals); `null` before a game.
    pub average_margin: Option<f64>,
    /// B's name.
    pub b: String,
    /// Games B finished lower.
    pub b_ahead: usize,
    /// Games they both played.
    pub games: usize,
    /// The last five meetings, newest first.
    pub last_meetings: Vec<MeetingLine>,
    /// Games they finished level.
    pub level: usize,
    /// Rounds A scored lower.
    pub rounds_a_lower: u32,
    /// Rounds B scored lower.
    pub rounds_b_lower: u32,
    /// Rounds they scored the same.
    pub rounds_equal: u32,
    /// The store's answer, for the words.
    #[serde(skip)]
    pub rivalry: &'a Rivalry,
    /// The margin unrounded, for the words.
    #[serde(skip)]
    pub margin: Option<f64>,
    /// Whether the whole history was asked (else a period: "in that period").
    #[serde(skip)]
    pub whole_history: bool,
}

/// One meeting of a [`RivalryView`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MeetingLine {
    /// A's final total.
    pub a_total: i32,
    /// B's final total.
    pub b_total: i32,
    /// The game.
    pub game: i64,
    /// When it was played, RFC 3339.
    pub played_at: String,
}

impl<'a> RivalryView<'a> {
    /// The view of `rivalry`; `whole_history`: not a period.
    pub fn of(rivalry: &'a Rivalry, whole_history: bool) -> RivalryView<'a> {
        let meetings = &rivalry.meetings;
        let games = meetings.len();
        let a_ahead = meetings.iter().filter(|m| m.total_a < m.total_b).count();
        let b_ahead = meetings.iter().filter(|m| m.total_b < m.total_a).count();
        let margin = (games > 0).then(|| {
            meetings
                .iter()
                .map(|m| f64::from(m.total_b - m.total_a))
                .sum::<f64>()
                / games as f64
        });
        RivalryView {
            a: rivalry.a.clone(),
            a_ahead,
            average_margin: round3(margin),
            b: rivalry.b.clone(),
            b_ahead,
            games,
            last_meetings: meetings
                .iter()
                .rev()
                .take(5)
                .map(|m| MeetingLine {
                    a_total: m.total_a,
                    b_total: m.total_b,
                    game: m.game,
                    played_at: json_time(m.played_at),
                })
                .collect(),
            level: games - a_ahead - b_ahead,
            rounds_a_lower: rivalry.rounds_a_lower,
            rounds_b_lower: rivalry.rounds_b_lower,
            rounds_equal: rivalry.rounds_equal,
            rivalry,
            margin,
            whole_history,
        }
    }
}

impl Screen for RivalryView<'_> {
    fn text(&self, style: Style) -> String {
        rivalry_text(self, style)
    }
}

/// `rivalry`.
fn rivalry_text(s: &RivalryView, style: Style) -> String {
    let lang = style.lang;
    let r = s.rivalry;
    let (a, b) = (&r.a, &r.b);
    let games = r.meetings.len();
    if games == 0 {
        let period = if s.whole_history { "no" } else { "yes" };
        return format!(
            "{}\n",
            tr!(lang, "rivalry-none", a = a, b = b, period = period)
        );
    }
    let mut out = String::new();
    for line in [
        tr!(lang, "rivalry-games", a = a, b = b, count = games),
        tr!(
            lang,
            "rivalry-ahead",
            a = a,
            b = b,
            a_ahead = s.a_ahead,
            b_ahead = s.b_ahead,
            level = games - s.a_ahead - s.b_ahead
        ),
        tr!(
            lang,
            "rivalry-rounds",
            a = a,
            b = b,
            a_lower = r.rounds_a_lower,
            b_lower = r.rounds_b_lower,
            equal = r.rounds_equal
        ),
    ] {
        out.push_str(&line);
        out.push('\n');
    }
    if let Some(m) = s.margin {
        let (ahead, by) = if m >= 0.0 { (a, m) } else { (b, -m) };
        out.push_str(&tr!(
            lang,
            "rivalry-margin",
            name = ahead,
            points = decimal(lang, by, 1)
        ));
        out.push('\n');
    }
    let mut table = super::new_table(style);
    table.set_header(vec![
        t(lang, "rivalry-col-played"),
        t(lang, "rivalry-col-game"),
        a.clone(),
        b.clone(),
    ]);
    let last: Vec<_> = r.meetings.iter().rev().take(5).collect();
    for m in &last {
        table.add_row(vec![
            local_date(m.played_at),
            m.game.to_string(),
            m.total_a.to_string(),
            m.total_b.to_string(),
        ]);
    }
    right_align_from(&mut table, 1);
    out.push_str(&tr!(lang, "rivalry-last", count = last.len()));
    out.push_str(&format!("\n{table}\n"));
    out
}

/// A rated player.
pub struct Rated {
    /// The name.
    pub name: String,
    /// The rating now.
    pub rating: f64,
    /// Weng-Lin: the uncertainty (sigma) now.
    pub uncertainty: Option<f64>,
    /// Finished games rated.
    pub games: u32,
}

fn round1(r: f64) -> f64 {
    (r * 10.0).round() / 10.0
}

/// `ratings`: everyone's rating now and after each finished game. The keys
/// stand in the order the output always had them (method, start, k,
/// players, history); `history` is serialized one game at a time, so a
/// large history never becomes one tree in memory.
#[derive(Serialize)]
pub struct RatingsView<'a> {
    /// `multiplayer-elo` or `weng-lin`.
    pub method: &'static str,
    /// Everyone's rating before a first game.
    pub start: f64,
    /// Elo's K; absent for Weng-Lin.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub k: Option<f64>,
    /// The players by rating, highest first.
    pub players: Vec<RatedLine>,
    /// Every finished game in order with its players' new ratings.
    pub history: RatingsHistory<'a>,
    /// The method, for the words.
    #[serde(skip)]
    pub rating_method: rating::Method,
    /// The players ranked, unrounded, for the words.
    #[serde(skip)]
    pub rated: Vec<Rated>,
    /// Over the whole history (else a period), for the words of an empty one.
    #[serde(skip)]
    pub whole_history: bool,
}

/// One player of a [`RatingsView`].
#[derive(Serialize)]
pub struct RatedLine {
    /// The name.
    pub name: String,
    /// The rating now, one decimal.
    pub rating: f64,
    /// Weng-Lin: the uncertainty (sigma) now, one decimal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub uncertainty: Option<f64>,
    /// Finished games rated.
    pub games: u32,
}

#[derive(Serialize)]
struct RatingJson<'a> {
    name: &'a str,
    rating: f64,
}

#[derive(Serialize)]
struct RatedGameJson<'a> {
    game: i64,
    played_at: String,
    ratings: Vec<RatingJson<'a>>,
}

/// The `history` of a [`RatingsView`]: every game's new ratings.
pub struct RatingsHistory<'a> {
    /// The finished games rated, in order.
    pub games: &'a [(i64, DateTime<Utc>, rating::Outcome)],
    /// The new ratings after each of them.
    pub after: &'a [Vec<(i64, f64)>],
    /// The players' names by id.
    pub names: &'a HashMap<i64, String>,
    /// The players' ids by rating, highest first (the lines of the chart).
    pub ranked: Vec<i64>,
}

impl Serialize for RatingsHistory<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        let mut seq = s.serialize_seq(Some(self.games.len()))?;
        for ((game, at, _), after) in self.games.iter().zip(self.after) {
            seq.serialize_element(&RatedGameJson {
                game: *game,
                played_at: json_time(*at),
                ratings: after
                    .iter()
                    .map(|(id, r)| RatingJson {
                        name: self.names.get(id).map_or("", String::as_str),
                        rating: round1(*r),
                    })
                    .collect(),
            })?;
        }
        seq.end()
    }
}

impl<'a> RatingsView<'a> {
    /// The view of `games` rated by `method` as `history` says; `names`
    /// names the players by id; `whole_history`: not a period.
    pub fn of(
        method: rating::Method,
        games: &'a [(i64, DateTime<Utc>, rating::Outcome)],
        names: &'a HashMap<i64, String>,
        history: &'a rating::History,
        whole_history: bool,
    ) -> RatingsView<'a> {
        let mut played: HashMap<i64, u32> = HashMap::new();
        for (_, _, outcome) in games {
            for (id, _) in &outcome.totals {
                *played.entry(*id).or_default() += 1;
            }
        }
        let ranked = history.ranked(names);
        let rated: Vec<Rated> = ranked
            .iter()
            .map(|(id, r)| Rated {
                name: names[id].clone(),
                rating: *r,
                uncertainty: history.uncertainty.get(id).copied(),
                games: played[id],
            })
            .collect();
        RatingsView {
            method: match method {
                rating::Method::Elo => "multiplayer-elo",
                rating::Method::WengLin => "weng-lin",
            },
            start: method.start(),
            k: (method == rating::Method::Elo).then_some(rating::K),
            players: rated
                .iter()
                .map(|p| RatedLine {
                    name: p.name.clone(),
                    rating: round1(p.rating),
                    uncertainty: p.uncertainty.map(round1),
                    games: p.games,
                })
                .collect(),
            history: RatingsHistory {
                games,
                after: &history.after,
                names,
                ranked: ranked.iter().map(|(id, _)| *id).collect(),
            },
            rating_method: method,
            rated,
            whole_history,
        }
    }

    /// Everyone's rating after each game, carried forward: the lines of
    /// the chart.
    fn series(&self) -> Vec<Series> {
        let h = &self.history;
        let mut current: HashMap<i64, f64> = HashMap::new();
        let mut series: Vec<Series> = h
            .ranked
            .iter()
            .map(|id| Series {
                label: h.names[id].clone(),
                points: Vec::new(),
            })
            .collect();
        for after in h.after {
            for (id, r) in after {
                current.insert(*id, *r);
            }
            for (s, id) in series.iter_mut().zip(&h.ranked) {
                s.points
                    .push(*current.get(id).unwrap_or(&self.rating_method.start()));
            }
        }
        series
    }
}

impl Screen for RatingsView<'_> {
    fn text(&self, style: Style) -> String {
        ratings_text(
            self.rating_method,
            &self.rated,
            &self.series(),
            self.whole_history,
            style,
        )
    }
}

/// `ratings`: the table and everyone's rating over the games as a chart.
/// `whole`: the whole history, not a period of it.
fn ratings_text(
    method: rating::Method,
    ranked: &[Rated],
    series: &[Series],
    whole: bool,
    style: Style,
) -> String {
    let lang = style.lang;
    if ranked.is_empty() {
        return super::empty_list(lang, whole, "ratings-none");
    }
    let weng_lin = method == rating::Method::WengLin;
    let mut columns = vec![
        "ratings-col-rank",
        "ratings-col-player",
        "ratings-col-rating",
    ];
    if weng_lin {
        columns.push("ratings-col-uncertainty");
    }
    columns.push("ratings-col-games");
    let mut table = table_with(style, &columns);
    for (i, p) in ranked.iter().enumerate() {
        let mut row = vec![(i + 1).to_string(), p.name.clone()];
        if weng_lin {
            row.push(decimal(lang, p.rating, 1));
            row.push(format!(
                "± {}",
                decimal(lang, p.uncertainty.unwrap_or(0.0), 1)
            ));
        } else {
            row.push(decimal(lang, p.rating, 0));
        }
        row.push(p.games.to_string());
        table.add_row(row);
    }
    right_align_from(&mut table, 2);
    let width = usize::from(style.width).saturating_sub(10).clamp(20, 100);
    let about = if weng_lin {
        tr!(lang, "ratings-method-weng-lin")
    } else {
        tr!(
            lang,
            "ratings-method",
            start = integer(lang, rating::START as i64),
            k = integer(lang, rating::K as i64)
        )
    };
    format!(
        "{table}\n{about}\n\n{}",
        line_chart(series, width, 14, "chart-axis-game", 1, lang, None)
    )
}

/// The question before a corrected round is stored.
pub fn correct_question(game: i64, round: u32, lang: Lang) -> String {
    tr!(lang, "edit-question", round = round, game = game)
}

/// `edit`: the round corrected, the verdict and the sheet.
pub fn corrected(
    game: &StoredGame,
    standings: &Standings,
    number: u32,
    scored: &RoundScore,
    style: Style,
) -> String {
    let done = crate::msg!("edit-done", round = number, game = game.id);
    super::sheet::round_written(done, game, standings, scored, style)
}

/// The name of seat `seat`, or its number when the game is gone (deleted).
fn seat_name(players: &[String], seat: usize) -> String {
    players
        .get(seat)
        .cloned()
        .unwrap_or_else(|| format!("#{}", seat + 1))
}

/// What a correction changed: each player whose entry or score changed
/// (`Ida 19 → 21`), and the closer when another closed.
fn changed_line(old: &RoundRecord, new: &RoundRecord, players: &[String], lang: Lang) -> String {
    let mut changes: Vec<String> = (0..old.scores.len().max(new.scores.len()))
        .filter(|&seat| {
            old.scores.get(seat) != new.scores.get(seat)
                || old.entries.get(seat) != new.entries.get(seat)
        })
        .map(|seat| {
            let score = |r: &RoundRecord| r.scores.get(seat).map_or("-".into(), i32::to_string);
            format!(
                "{} {} → {}",
                seat_name(players, seat),
                score(old),
                score(new)
            )
        })
        .collect();
    if old.closer != new.closer {
        changes.push(tr!(
            lang,
            "log-closer-changed",
            before = &old.closer,
            after = &new.closer
        ));
    }
    if changes.is_empty() {
        t(lang, "log-unchanged")
    } else {
        tr!(lang, "log-changed", changes = changes.join(", "))
    }
}

/// `edit` of a finished game: one line when the correction reopens it or
/// gives it other winners; `None` when the outcome stands.
pub fn outcome_changed(
    game: &StoredGame,
    before: &Standings,
    after: &Standings,
    lang: Lang,
) -> Option<String> {
    if !before.over {
        return None;
    }
    let names = |seats: &[usize]| -> Vec<String> {
        seats.iter().map(|&s| seat_name(&game.players, s)).collect()
    };
    if !after.over {
        let leaders = names(&after.leaders);
        return Some(tr!(
            lang,
            "edit-no-longer-over",
            game = game.id,
            names = join_names(lang, &leaders),
            count = leaders.len(),
            total = after.leaders.first().map_or(0, |&s| after.totals[s])
        ));
    }
    (before.winners() != after.winners()).then(|| {
        let (now, was) = (names(after.winners()), names(before.winners()));
        tr!(
            lang,
            "edit-new-winner",
            game = game.id,
            names = join_names(lang, &now),
            count = now.len(),
            was = join_names(lang, &was)
        )
    })
}

fn round_line(record: &RoundRecord, players: &[String], lang: Lang) -> String {
    let scores: Vec<String> = players
        .iter()
        .zip(record.entries.iter().zip(&record.scores))
        .map(|(name, (entry, score))| format!("{name} {score} [{entry}]"))
        .collect();
    tr!(
        lang,
        "log-round",
        closer = &record.closer,
        scores = scores.join(", ")
    )
}

/// What a correction did, in words.
pub fn kind_text(kind: &CorrectionKind, lang: Lang) -> String {
    match kind {
        CorrectionKind::Edit => t(lang, "log-kind-edit"),
        CorrectionKind::Rescore { rules, was } => tr!(
            lang,
            "log-kind-rescore",
            rules = rules_text(rules, lang),
            was = rules_text(was, lang)
        ),
        // Notes written by older versions are kept as they were written.
        CorrectionKind::Other(note) => note.clone(),
    }
}

/// A logged change in a line: what, on which game, before and after; an
/// undone round with its number, closer and scores.
fn change_text(c: &Change, players: &[String], lang: Lang) -> String {
    if c.kind == ChangeKind::Undo
        && let Ok(round) = serde_json::from_value::<RoundRecord>(c.before.clone())
    {
        let scores: Vec<String> = round
            .scores
            .iter()
            .enumerate()
            .map(|(seat, score)| format!("{} {score}", seat_name(players, seat)))
            .collect();
        return tr!(
            lang,
            "log-change-undo-round",
            at = local_time(c.changed_at),
            game = c.game.map_or_else(|| "-".to_string(), |g| g.to_string()),
            round = round.number,
            closer = &round.closer,
            scores = scores.join(", ")
        );
    }
    let json = |v: &serde_json::Value| match v {
        serde_json::Value::String(s) => s.clone(),
        serde_json::Value::Null => "-".to_string(),
        other => other.to_string(),
    };
    let kind = match c.kind {
        ChangeKind::Undo => "log-change-undo",
        ChangeKind::Rename => "log-change-rename",
        ChangeKind::Merge => "log-change-merge",
        ChangeKind::Note => "log-change-note",
        ChangeKind::Abandon => "log-change-abandon",
        ChangeKind::Delete => "log-change-delete",
        ChangeKind::Import => "log-change-import",
    };
    // A deleted or undone thing is a whole record: its summary, not its JSON.
    let before = match c.kind {
        ChangeKind::Delete | ChangeKind::Undo => "…".to_string(),
        ChangeKind::Merge => c
            .before
            .as_array()
            .map(|names| names.iter().map(json).collect::<Vec<_>>().join(", "))
            .unwrap_or_default(),
        _ => json(&c.before),
    };
    let number = |key: &str| {
        c.after
            .get(key)
            .and_then(serde_json::Value::as_i64)
            .unwrap_or(0)
    };
    let after = match c.kind {
        ChangeKind::Import => tr!(
            lang,
            "log-import-after",
            added = number("added"),
            skipped = number("skipped")
        ),
        ChangeKind::Merge => tr!(
            lang,
            "log-merge-after",
            kept = c.after.get("kept").map(json).unwrap_or_default(),
            count = number("games_moved")
        ),
        _ => json(&c.after),
    };
    tr!(
        lang,
        "log-change",
        at = local_time(c.changed_at),
        what = crate::i18n::Message::new(kind),
        game = c.game.map_or_else(|| "-".to_string(), |g| g.to_string()),
        before = before,
        after = after
    )
}

/// `log`: `{"changes": [...], "corrections": [...]}`, the corrections and
/// the other changes to the history.
#[derive(Serialize)]
pub struct LogView<'a> {
    /// Every other change, oldest first.
    pub changes: Vec<ChangeLine<'a>>,
    /// Every correction of a round, oldest first.
    pub corrections: Vec<CorrectionLine>,
    /// The corrections, for the words.
    #[serde(skip)]
    pub corrected: &'a [Correction],
    /// The changes, for the words.
    #[serde(skip)]
    pub changed: &'a [Change],
    /// Each game's players (the words name a round's players).
    #[serde(skip)]
    pub players: HashMap<i64, Vec<String>>,
}

/// One change of a [`LogView`].
#[derive(Serialize)]
pub struct ChangeLine<'a> {
    /// What it was after.
    pub after: &'a serde_json::Value,
    /// What it was before.
    pub before: &'a serde_json::Value,
    /// When, RFC 3339.
    pub changed_at: String,
    /// The game changed, if one.
    pub game: Option<i64>,
    /// What kind of change.
    pub kind: ChangeKind,
}

/// One correction of a [`LogView`].
#[derive(Serialize)]
pub struct CorrectionLine {
    /// When, RFC 3339.
    pub corrected_at: String,
    /// The game.
    pub game: i64,
    /// The round after, in the export format (keys in alphabetical order).
    pub new: serde_json::Value,
    /// What the correction did, in English words.
    pub note: String,
    /// The round before, in the export format (keys in alphabetical order).
    pub old: serde_json::Value,
    /// The round's number.
    pub round: u32,
}

impl<'a> LogView<'a> {
    /// The view of `corrections` and `changes`; `players` names each
    /// game's players for the words.
    pub fn of(
        corrected: &'a [Correction],
        changed: &'a [Change],
        players: HashMap<i64, Vec<String>>,
    ) -> LogView<'a> {
        let sorted =
            |round: &RoundRecord| serde_json::to_value(round).expect("plain data serializes");
        LogView {
            changes: changed
                .iter()
                .map(|c| ChangeLine {
                    after: &c.after,
                    before: &c.before,
                    changed_at: json_time(c.changed_at),
                    game: c.game,
                    kind: c.kind,
                })
                .collect(),
            corrections: corrected
                .iter()
                .map(|c| CorrectionLine {
                    corrected_at: json_time(c.corrected_at),
                    game: c.game,
                    new: sorted(&c.new),
                    note: kind_text(&c.kind, Lang::EN),
                    old: sorted(&c.old),
                    round: c.round,
                })
                .collect(),
            corrected,
            changed,
            players,
        }
    }
}

impl Screen for LogView<'_> {
    fn text(&self, style: Style) -> String {
        let lang = style.lang;
        let players = |game| self.players.get(&game).cloned().unwrap_or_default();
        let mut out = if self.corrected.is_empty() && !self.changed.is_empty() {
            String::new()
        } else {
            log_text(self.corrected, &players, lang)
        };
        out.push_str(&changes_text(self.changed, &players, lang));
        out
    }
}

/// The changes of the log, one line each; `players` gives each game's players.
fn changes_text(changes: &[Change], players: &dyn Fn(i64) -> Vec<String>, lang: Lang) -> String {
    changes
        .iter()
        .map(|c| {
            let names = c.game.map(players).unwrap_or_default();
            format!("{}\n", change_text(c, &names, lang))
        })
        .collect()
}

/// `log`: every correction with the round before and after; `players` gives
/// each game's players.
fn log_text(
    corrections: &[Correction],
    players: &dyn Fn(i64) -> Vec<String>,
    lang: Lang,
) -> String {
    if corrections.is_empty() {
        return format!("{}\n", t(lang, "log-none"));
    }
    let mut out = String::new();
    for c in corrections {
        let names = players(c.game);
        out.push_str(&tr!(
            lang,
            "log-entry",
            at = local_time(c.corrected_at),
            game = c.game,
            round = c.round,
            note = kind_text(&c.kind, lang)
        ));
        out.push('\n');
        out.push_str(&format!(
            "  {}\n  {}\n  {}\n",
            tr!(lang, "log-was", round = round_line(&c.old, &names, lang)),
            tr!(lang, "log-now", round = round_line(&c.new, &names, lang)),
            changed_line(&c.old, &c.new, &names, lang)
        ));
    }
    out
}

/// `rescore`: the `show` view of the game under the new rules, plus
/// `"saved"` and `"ends_after_round"`, every key in alphabetical order
/// like every object of the output.
pub struct RescoredView<'a> {
    /// The game under the new rules.
    pub show: ShowView,
    /// Whether it was saved.
    pub saved: bool,
    /// The round after which the game would have ended, if before its last.
    pub ends_after_round: Option<usize>,
    /// The game under the new rules, for the words.
    pub game: &'a StoredGame,
    /// Where it stands under them, for the words.
    pub standings: &'a Standings,
    /// The rules it had, for the words.
    pub was: Rules,
}

impl Serialize for RescoredView<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::Error;
        // The show view's keys and the two of a rescore, in one sorted map.
        let mut value = serde_json::to_value(&self.show).map_err(S::Error::custom)?;
        value["ends_after_round"] = self.ends_after_round.into();
        value["saved"] = self.saved.into();
        value.serialize(s)
    }
}

impl Screen for RescoredView<'_> {
    fn text(&self, style: Style) -> String {
        let lang = style.lang;
        let game = self.game;
        let mut out = tr!(
            lang,
            "rescore-heading",
            game = game.id,
            rules = rules_text(&game.rules, lang),
            was = rules_text(&self.was, lang)
        );
        out.push('\n');
        if let Some(end) = self.ends_after_round {
            out.push_str(&tr!(lang, "rescore-ends-early", round = end));
            out.push('\n');
        }
        out.push_str(&score_sheet(game, self.standings, style));
        out.push_str(&t(
            lang,
            if self.saved {
                "rescore-saved"
            } else {
                "rescore-not-saved"
            },
        ));
        out.push('\n');
        out
    }
}

/// `import`: what was added.
pub fn imported(added: usize, skipped: usize, lang: Lang) -> String {
    format!(
        "{}\n",
        tr!(lang, "import-done", added = added, skipped = skipped)
    )
}

/// `import --from bgstats`: what was added, what was there, what was left out.
pub fn imported_bgstats(report: &ImportCounts, plays: &BgStatsPlays, lang: Lang) -> String {
    let skipped = |reason: Skip| plays.skipped.get(&reason).copied().unwrap_or(0);
    let mut out = tr!(
        lang,
        "bgstats-done",
        added = report.added,
        skipped = report.skipped
    );
    out.push('\n');
    if plays.other_games > 0 {
        out.push_str(&tr!(lang, "bgstats-other-games", plays = plays.other_games));
        out.push('\n');
    }
    for reason in Skip::ALL {
        let count = skipped(reason);
        if count > 0 {
            let why = t(lang, reason.message_id());
            out.push_str(&tr!(lang, "bgstats-skipped", plays = count, why = why));
            out.push('\n');
        }
    }
    out
}

/// The progress bar of a long import.
pub fn import_progress(lang: Lang) -> String {
    tr!(lang, "import-progress", done = "{pos}")
}

/// `report --out FILE` and `export --output FILE`: `{"written": PATH}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WrittenView {
    /// The file written.
    pub written: String,
}

/// `backup`.
pub fn backed_up(source: &str, target: &str, lang: Lang) -> String {
    format!(
        "{}\n",
        tr!(lang, "backup-done", source = source, target = target)
    )
}

/// `demo --games N`.
pub fn generated(games: usize, rounds: usize, db: &str, lang: Lang) -> String {
    format!(
        "{}\n",
        tr!(
            lang,
            "generate-done",
            games = crate::i18n::integer(lang, i64::try_from(games).unwrap_or(i64::MAX)),
            rounds = crate::i18n::integer(lang, i64::try_from(rounds).unwrap_or(i64::MAX)),
            db = db
        )
    )
}
