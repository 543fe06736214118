//! The rivalry screens: players, stats, rivalry, ratings, the log of
//! corrections, a rescore, a correction, and the messages of the commands
//! that change or move the history.

use std::collections::HashMap;
use std::io::Write;

use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::json;

use super::chart::{Series, line_chart};
use super::sheet::score_sheet;
use super::{
    Style, json_time, local_date, local_time, right_align_from, rules_text, table_with, to_json,
};
use crate::i18n::{Lang, decimal, join_names, percent_digits, t};
use crate::rules::{RoundScore, Rules, Standings};
use crate::store::records::ImportReport;
use crate::store::stats::{PlayerStats, PlayerSummary, Rivalry};
use crate::store::{Change, ChangeKind, Correction, CorrectionKind, RoundRecord, StoredGame};
use crate::transfer::bgstats::{BgStatsPlays, Skip};
use crate::{rating, tr};

/// `players --json`.
pub fn players_json(players: &[PlayerSummary]) -> String {
    let list: Vec<_> = players
        .iter()
        .map(|p| {
            json!({
                "name": p.name,
                "games": p.games,
                "wins": p.wins,
                "last_played": p.last_played.map(json_time),
            })
        })
        .collect();
    to_json(&json!({ "players": list }))
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
pub fn renamed(before: &str, after: &str, json: bool, lang: Lang) -> String {
    if json {
        to_json(&json!({"renamed": {"from": before, "to": after}}))
    } else {
        format!(
            "{}\n",
            tr!(lang, "players-renamed", old = before, new = after)
        )
    }
}

/// `players merge`.
pub fn merged(kept: &str, removed: &str, games: u32, json: bool, lang: Lang) -> String {
    if json {
        to_json(&json!({"merged": {"kept": kept, "removed": removed, "games_moved": games}}))
    } else {
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
}

fn round3(value: Option<f64>) -> Option<f64> {
    value.map(|v| (v * 1000.0).round() / 1000.0)
}

/// `stats --json`.
pub fn stats_json(stats: &[PlayerStats]) -> String {
    let players: Vec<_> = stats
        .iter()
        .map(|s| {
            json!({
                "name": s.name,
                "games": s.games,
                "wins": s.wins,
                "shared_wins": s.shared_wins,
                "win_rate": round3(s.win_rate()),
                "rounds": s.rounds,
                "avg_round_score": round3(s.avg_round_score()),
                "avg_final_total": round3(s.avg_final_total()),
                "rounds_closed": s.rounds_closed,
                "times_doubled": s.times_doubled,
                "closing_success_rate": round3(s.closing_success()),
                // Counts removed rows too (row variant): kept for scripts
                // that read it, beside the name that says so.
                "columns_removed": s.lines_removed,
                "lines_removed": s.lines_removed,
                "best_round": s.best_round,
                "worst_round": s.worst_round,
                "longest_win_streak": s.longest_win_streak,
                "current_win_streak": s.current_win_streak,
            })
        })
        .collect();
    to_json(&json!({ "players": players }))
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

/// Rivalry figures the command derives from the meetings.
pub struct RivalrySummary<'a> {
    /// The store's answer.
    pub rivalry: &'a Rivalry,
    /// Games A finished lower.
    pub a_ahead: usize,
    /// Games B finished lower.
    pub b_ahead: usize,
    /// B's total minus A's, on average.
    pub margin: Option<f64>,
    /// Whether the whole history was asked (else a period: "in that period").
    pub whole_history: bool,
}

/// `rivalry --json`.
pub fn rivalry_json(s: &RivalrySummary) -> String {
    let r = s.rivalry;
    let games = r.meetings.len();
    let last: Vec<_> = r
        .meetings
        .iter()
        .rev()
        .take(5)
        .map(|m| {
            json!({"game": m.game, "played_at": json_time(m.played_at),
                   "a_total": m.total_a, "b_total": m.total_b})
        })
        .collect();
    to_json(&json!({
        "a": r.a, "b": r.b, "games": games, "a_ahead": s.a_ahead, "b_ahead": s.b_ahead,
        "level": games - s.a_ahead - s.b_ahead,
        "rounds_a_lower": r.rounds_a_lower, "rounds_b_lower": r.rounds_b_lower, "rounds_equal": r.rounds_equal,
        "average_margin": round3(s.margin),
        "last_meetings": last,
    }))
}

/// `rivalry`.
pub fn rivalry_text(s: &RivalrySummary, style: Style) -> String {
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

#[derive(Serialize)]
struct RatedJson<'a> {
    name: &'a str,
    rating: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    uncertainty: Option<f64>,
    games: u32,
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

/// Every game's new ratings, serialized one game at a time.
struct HistoryJson<'a> {
    games: &'a [(i64, DateTime<Utc>, rating::Outcome)],
    after: &'a [Vec<(i64, f64)>],
    names: &'a HashMap<i64, String>,
}

impl Serialize for HistoryJson<'_> {
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

#[derive(Serialize)]
struct RatingsJson<'a> {
    method: &'static str,
    start: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    k: Option<f64>,
    players: Vec<RatedJson<'a>>,
    history: HistoryJson<'a>,
}

/// `ratings --json`, written to `out` as it is serialized: a large history
/// never becomes one tree in memory.
pub fn write_ratings_json(
    out: &mut dyn Write,
    method: rating::Method,
    ranked: &[Rated],
    games: &[(i64, DateTime<Utc>, rating::Outcome)],
    after: &[Vec<(i64, f64)>],
    names: &HashMap<i64, String>,
) -> std::io::Result<()> {
    let json = RatingsJson {
        method: match method {
            rating::Method::Elo => "multiplayer-elo",
            rating::Method::WengLin => "weng-lin",
        },
        start: method.start(),
        k: (method == rating::Method::Elo).then_some(rating::K),
        players: ranked
            .iter()
            .map(|p| RatedJson {
                name: &p.name,
                rating: round1(p.rating),
                uncertainty: p.uncertainty.map(round1),
                games: p.games,
            })
            .collect(),
        history: HistoryJson {
            games,
            after,
            names,
        },
    };
    let mut out = std::io::BufWriter::with_capacity(1 << 16, out);
    serde_json::to_writer_pretty(&mut out, &json)?;
    out.write_all(b"\n")?;
    out.flush()
}

/// `ratings`: the table and everyone's rating over the games as a chart.
/// `whole`: the whole history, not a period of it.
pub fn ratings_text(
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
            start = rating::START as i64,
            k = rating::K as i64
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

/// `log --json`: the corrections and the other changes.
pub fn log_json_all(corrections: &[Correction], changes: &[Change]) -> String {
    let list: Vec<_> = corrections
        .iter()
        .map(|c| {
            json!({"game": c.game, "round": c.round,
                   "corrected_at": json_time(c.corrected_at),
                   "note": kind_text(&c.kind, Lang::EN), "old": c.old, "new": c.new})
        })
        .collect();
    let changes: Vec<_> = changes
        .iter()
        .map(|c| {
            json!({"changed_at": json_time(c.changed_at), "kind": c.kind, "game": c.game,
                   "before": c.before, "after": c.after})
        })
        .collect();
    to_json(&json!({ "corrections": list, "changes": changes }))
}

/// The changes of the log, one line each; `players` gives each game's players.
pub fn changes_text(
    changes: &[Change],
    players: &dyn Fn(i64) -> Vec<String>,
    lang: Lang,
) -> String {
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
pub fn log_text(
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

/// `rescore`: the game under other rules, and whether it was saved.
pub fn rescored(
    game: &StoredGame,
    standings: &Standings,
    was: &Rules,
    early_end: Option<usize>,
    saved: bool,
    style: Style,
) -> String {
    let lang = style.lang;
    let mut out = tr!(
        lang,
        "rescore-heading",
        game = game.id,
        rules = rules_text(&game.rules, lang),
        was = rules_text(was, lang)
    );
    out.push('\n');
    if let Some(end) = early_end {
        out.push_str(&tr!(lang, "rescore-ends-early", round = end));
        out.push('\n');
    }
    out.push_str(&score_sheet(game, standings, style));
    out.push_str(&t(
        lang,
        if saved {
            "rescore-saved"
        } else {
            "rescore-not-saved"
        },
    ));
    out.push('\n');
    out
}

/// `rescore --json`.
pub fn rescored_json(
    game: &StoredGame,
    standings: &Standings,
    early_end: Option<usize>,
    saved: bool,
) -> String {
    let mut value = serde_json::to_value(super::view::ShowView::of(game, standings))
        .expect("plain data serializes");
    value["saved"] = json!(saved);
    value["ends_after_round"] = json!(early_end);
    to_json(&value)
}

/// `import`: what was added.
pub fn imported(added: usize, skipped: usize, json: bool, lang: Lang) -> String {
    if json {
        to_json(&json!({"added": added, "skipped": skipped}))
    } else {
        format!(
            "{}\n",
            tr!(lang, "import-done", added = added, skipped = skipped)
        )
    }
}

/// `import --from bgstats`: what was added, what was there, what was left out.
pub fn imported_bgstats(
    report: &ImportReport,
    plays: &BgStatsPlays,
    json: bool,
    lang: Lang,
) -> String {
    let skipped = |reason: Skip| plays.skipped.get(&reason).copied().unwrap_or(0);
    if json {
        let reasons: serde_json::Map<String, serde_json::Value> = Skip::ALL
            .iter()
            .map(|&r| (r.key().to_string(), json!(skipped(r))))
            .collect();
        return to_json(&json!({"added": report.added, "skipped": report.skipped,
                               "other_games": plays.other_games, "plays_skipped": reasons}));
    }
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

/// `export --output FILE --json`.
pub fn written_json(path: &str) -> String {
    to_json(&json!({ "written": path }))
}

/// `backup`.
pub fn backed_up(source: &str, target: &str, json: bool, lang: Lang) -> String {
    if json {
        to_json(&json!({ "backup": target }))
    } else {
        format!(
            "{}\n",
            tr!(lang, "backup-done", source = source, target = target)
        )
    }
}

/// `demo --games N`.
pub fn generated(games: usize, rounds: usize, db: &str, json: bool, lang: Lang) -> String {
    if json {
        to_json(&json!({"games": games, "rounds": rounds, "db": db}))
    } else {
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
}
