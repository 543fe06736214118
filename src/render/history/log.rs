//! `log`: the corrections of rounds, each with the round before and after,
//! and the other changes to the history, one line each.

use std::collections::HashMap;

use serde::Serialize;

use super::seat_name;
use crate::i18n::{Lang, t};
use crate::render::view::Screen;
use crate::render::{Style, json_time, local_time, rules_text};
use crate::store::{Change, ChangeKind, Correction, CorrectionKind, RoundRecord};
use crate::tr;

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
