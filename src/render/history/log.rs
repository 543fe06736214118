//! `log`: every change to the history as a sentence in the reader's
//! language, oldest first: the corrections of rounds (with the round before
//! and after), undone rounds, renames, merges, notes, abandoned and deleted
//! games, imports. `--json` keeps the stored values, corrections and other
//! changes apart.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use serde::Serialize;

use super::seat_name;
use crate::i18n::{Lang, join_names, t};
use crate::render::layout::glue;
use crate::render::view::Screen;
use crate::render::{Style, json_time, local_time, rules_text};
use crate::store::{Change, ChangeKind, Correction, CorrectionKind, GameId, RoundRecord};
use crate::tr;

/// What a correction did, in words (the note of `log --json`, in English).
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

/// A player's score in a round, written once: `Ida 19`, or `Ida 40 (20
/// doubled)` when it was doubled. A name and its score stay on one line.
fn score_text(name: &str, round: &RoundRecord, seat: usize, lang: Lang) -> String {
    let Some(&score) = round.scores.get(seat) else {
        return format!("{} {}", glue(name), t(lang, "log-no-score"));
    };
    let doubled = round.doubled.get(seat).copied().unwrap_or(false);
    let raw = round.raw.get(seat).copied().unwrap_or(score);
    let text = tr!(
        lang,
        "log-score",
        kind = if doubled { "doubled" } else { "plain" },
        name = name,
        score = score,
        raw = raw
    );
    // The name and its score together; "(20 doubled)" may go to the next line.
    match text.split_once(" (") {
        Some((head, rest)) => format!("{} ({rest}", glue(head)),
        None => glue(&text),
    }
}

/// What a change set aside held, in words ([`set_aside_text`]).
pub enum SetAsideText {
    /// A round: its number, who closed and everyone's score.
    Round(u32, String),
    /// A game's head: what it had that the head that counts has not (its
    /// name, its note, its players, abandoned or not).
    Game(String),
    /// Nothing this skyjo can word.
    Unread,
}

/// What the change `lost`, set aside for `kept` (a round, or a game's head,
/// as the log keeps them), held, in words; `players` are the game's.
pub fn set_aside_text(
    lost: &serde_json::Value,
    kept: &serde_json::Value,
    players: &[String],
    lang: Lang,
) -> SetAsideText {
    if let Ok(round) = serde_json::from_value::<RoundRecord>(lost.clone()) {
        return SetAsideText::Round(round.number, round_text(&round, players, lang));
    }
    if !lost.is_object() {
        return SetAsideText::Unread;
    }
    let differs = |key: &str| lost.get(key) != kept.get(key);
    let mut what: Vec<String> = Vec::new();
    if differs("name") {
        what.push(match lost.get("name").and_then(text_of) {
            Some(name) => tr!(lang, "log-aside-name", name = name),
            None => t(lang, "log-aside-no-name"),
        });
    }
    if differs("players") {
        let names: Vec<&str> = lost["players"]
            .as_array()
            .map(|names| names.iter().filter_map(text_of).collect())
            .unwrap_or_default();
        what.push(tr!(
            lang,
            "log-aside-players",
            players = join_names(lang, &names)
        ));
    }
    if differs("note") {
        what.push(match lost.get("note").and_then(text_of) {
            Some(note) => tr!(lang, "log-aside-note", note = note),
            None => t(lang, "log-aside-no-note"),
        });
    }
    if differs("abandoned") {
        let abandoned = lost.get("abandoned").and_then(serde_json::Value::as_bool);
        what.push(t(
            lang,
            if abandoned == Some(true) {
                "log-aside-abandoned"
            } else {
                "log-aside-not-abandoned"
            },
        ));
    }
    if what.is_empty() {
        SetAsideText::Unread
    } else {
        SetAsideText::Game(what.join("; "))
    }
}

/// A round in words: who closed, everyone's score.
fn round_text(record: &RoundRecord, players: &[String], lang: Lang) -> String {
    let seats = players.len().max(record.scores.len());
    let scores: Vec<String> = (0..seats)
        .map(|seat| score_text(&seat_name(players, seat), record, seat, lang))
        .collect();
    tr!(
        lang,
        "log-round",
        closer = &record.closer,
        scores = scores.join(", ")
    )
}

/// What a correction changed: each player whose score changed (`Ida 19 →
/// 21`), whose cards changed with the same score, and the closer when
/// another closed.
fn changed_text(old: &RoundRecord, new: &RoundRecord, players: &[String], lang: Lang) -> String {
    let seats = old.scores.len().max(new.scores.len());
    let score = |r: &RoundRecord, seat: usize| {
        r.scores
            .get(seat)
            .map_or_else(|| t(lang, "log-no-score"), i32::to_string)
    };
    let mut changes: Vec<String> = Vec::new();
    for seat in 0..seats {
        let name = seat_name(players, seat);
        if old.scores.get(seat) != new.scores.get(seat) {
            changes.push(glue(&tr!(
                lang,
                "log-score-changed",
                name = name,
                before = score(old, seat),
                after = score(new, seat)
            )));
        } else if old.entries.get(seat) != new.entries.get(seat) {
            // A total typed first and the cards entered later, or cards corrected.
            let was_total = old
                .entries
                .get(seat)
                .is_some_and(|e| e.trim().parse::<i32>().is_ok());
            changes.push(tr!(
                lang,
                "log-entry-changed",
                kind = if was_total { "entered" } else { "changed" },
                name = name,
                score = score(new, seat)
            ));
        }
    }
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
        changes.join(", ")
    }
}

/// A correction: what was done to which round, what changed, and the round
/// before and after.
fn correction_text(c: &Correction, players: &[String], lang: Lang) -> String {
    let at = local_time(c.corrected_at);
    let changes = changed_text(&c.old, &c.new, players, lang);
    let head = match &c.kind {
        CorrectionKind::Edit => tr!(
            lang,
            "log-corrected",
            at = at,
            round = c.round,
            game = c.game,
            changes = changes
        ),
        CorrectionKind::Rescore { rules, was } => tr!(
            lang,
            "log-rescored",
            at = at,
            round = c.round,
            game = c.game,
            rules = rules_text(rules, lang),
            was = rules_text(was, lang),
            changes = changes
        ),
        CorrectionKind::Other(note) => tr!(
            lang,
            "log-corrected-note",
            at = at,
            round = c.round,
            game = c.game,
            note = note.as_str(),
            changes = changes
        ),
    };
    format!(
        "{head}\n  {}\n  {}\n",
        tr!(
            lang,
            "log-before",
            round = round_text(&c.old, players, lang)
        ),
        tr!(lang, "log-after", round = round_text(&c.new, players, lang))
    )
}

/// A text of a change's JSON, or nothing.
fn text_of(value: &serde_json::Value) -> Option<&str> {
    value.as_str()
}

/// A count of a change's JSON object.
fn count_of(value: &serde_json::Value, key: &str) -> i64 {
    value
        .get(key)
        .and_then(serde_json::Value::as_i64)
        .unwrap_or(0)
}

/// A change whose `before` is a round (undone, or set aside), worded by
/// `id` with the round's closer and scores; by `unread` when it does not
/// read as a round.
fn round_change(
    c: &Change,
    players: &[String],
    lang: Lang,
    id: &'static str,
    unread: &'static str,
) -> String {
    let at = local_time(c.changed_at);
    let game = c.game.unwrap_or_default();
    match serde_json::from_value::<RoundRecord>(c.before.clone()) {
        Ok(round) => {
            let scores: Vec<String> = (0..round.scores.len())
                .map(|seat| score_text(&seat_name(players, seat), &round, seat, lang))
                .collect();
            let message = crate::i18n::Message::new(id)
                .with("at", at)
                .with("round", round.number)
                .with("game", game)
                .with("closer", &round.closer)
                .with("scores", scores.join(", "));
            crate::i18n::text(lang, &message)
        }
        Err(_) => {
            let message = crate::i18n::Message::new(unread)
                .with("at", at)
                .with("game", game);
            crate::i18n::text(lang, &message)
        }
    }
}

/// Any other change, in a sentence; `players` are the game's players.
fn change_text(c: &Change, players: &[String], lang: Lang) -> String {
    let at = local_time(c.changed_at);
    let game = c.game.unwrap_or_default();
    let sentence = match c.kind {
        ChangeKind::Undo => round_change(c, players, lang, "log-undone", "log-undone-unread"),
        ChangeKind::Rename => tr!(
            lang,
            "log-renamed",
            at = at,
            old = text_of(&c.before).unwrap_or_default(),
            new = text_of(&c.after).unwrap_or_default()
        ),
        ChangeKind::Merge => {
            // Before: [kept, removed]; after: {"kept", "games_moved"}.
            let names: Vec<&str> = c
                .before
                .as_array()
                .map(|names| names.iter().filter_map(text_of).collect())
                .unwrap_or_default();
            let kept = c.after.get("kept").and_then(text_of);
            let kept = kept.or(names.first().copied()).unwrap_or_default();
            let removed = names.iter().find(|&&n| n != kept).copied();
            tr!(
                lang,
                "log-merged",
                at = at,
                removed = removed.unwrap_or_default(),
                kept = kept,
                count = count_of(&c.after, "games_moved")
            )
        }
        ChangeKind::Note => match (text_of(&c.before), text_of(&c.after)) {
            (None, Some(note)) => tr!(lang, "log-note-set", at = at, game = game, note = note),
            (Some(was), Some(note)) => tr!(
                lang,
                "log-note-changed",
                at = at,
                game = game,
                note = note,
                was = was
            ),
            (Some(was), None) => tr!(lang, "log-note-removed", at = at, game = game, was = was),
            (None, None) => tr!(lang, "log-note-cleared", at = at, game = game),
        },
        ChangeKind::Abandon => tr!(lang, "log-abandoned", at = at, game = game),
        ChangeKind::Delete => {
            let names: Vec<&str> = c.before["players"]
                .as_array()
                .map(|names| names.iter().filter_map(text_of).collect())
                .unwrap_or_default();
            let rounds = c.before["rounds"].as_array().map_or(0, Vec::len);
            let played = text_of(&c.before["played_at"])
                .and_then(|t| DateTime::parse_from_rfc3339(t).ok())
                .map(|t| glue(&local_time(t.with_timezone(&Utc))))
                .unwrap_or_default();
            tr!(
                lang,
                "log-deleted",
                at = at,
                game = game,
                players = join_names(lang, &names),
                rounds = rounds,
                played = played
            )
        }
        ChangeKind::Overridden => match set_aside_text(&c.before, &c.after, players, lang) {
            SetAsideText::Game(what) => tr!(
                lang,
                "log-overridden-game",
                at = at,
                game = game,
                what = what
            ),
            _ => round_change(c, players, lang, "log-overridden-round", "log-overridden"),
        },
        ChangeKind::Import => tr!(
            lang,
            "log-imported",
            at = at,
            file = text_of(&c.before).unwrap_or_default(),
            result = tr!(
                lang,
                "log-import-after",
                added = count_of(&c.after, "added"),
                skipped = count_of(&c.after, "skipped")
            )
        ),
    };
    format!("{sentence}\n")
}

/// `log`: `{"changes": [...], "corrections": [...]}`, the corrections and
/// the other changes to the history, each list oldest first, with the
/// values as stored; the words put both in one time order.
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
        log_text(self.corrected, self.changed, &self.players, style.lang)
    }
}

/// One entry of the log: a correction or another change.
#[derive(Clone, Copy)]
enum Entry<'a> {
    Correction(&'a Correction),
    Change(&'a Change),
}

impl Entry<'_> {
    fn at(self) -> DateTime<Utc> {
        match self {
            Entry::Correction(c) => c.corrected_at,
            Entry::Change(c) => c.changed_at,
        }
    }

    fn game(self) -> Option<GameId> {
        match self {
            Entry::Correction(c) => Some(c.game),
            Entry::Change(c) => c.game,
        }
    }
}

/// The log in words: every entry in one time order, oldest first (on the
/// same second a correction before another change). `players` gives each
/// game's players now; an entry from before a game was deleted names the
/// players the deleted game had (its number may belong to a later game).
fn log_text(
    corrections: &[Correction],
    changes: &[Change],
    players: &HashMap<i64, Vec<String>>,
    lang: Lang,
) -> String {
    let mut entries: Vec<Entry> = corrections
        .iter()
        .map(Entry::Correction)
        .chain(changes.iter().map(Entry::Change))
        .collect();
    if entries.is_empty() {
        return format!("{}\n", t(lang, "log-none"));
    }
    entries.sort_by_key(|e| e.at());
    // From the newest back: the players of a game as the next deletion of
    // its number recorded them, else as the game has them now.
    let mut deleted: HashMap<GameId, Vec<String>> = HashMap::new();
    let mut texts: Vec<String> = Vec::with_capacity(entries.len());
    for entry in entries.iter().rev() {
        if let Entry::Change(c) = entry
            && c.kind == ChangeKind::Delete
            && let Some(game) = c.game
        {
            let names = c.before["players"]
                .as_array()
                .map(|names| {
                    names
                        .iter()
                        .filter_map(|n| n.as_str().map(str::to_string))
                        .collect()
                })
                .unwrap_or_default();
            deleted.insert(game, names);
        }
        let names = entry
            .game()
            .and_then(|g| deleted.get(&g).or_else(|| players.get(&g)))
            .map_or(&[][..], Vec::as_slice);
        texts.push(match entry {
            Entry::Correction(c) => correction_text(c, names, lang),
            Entry::Change(c) => change_text(c, names, lang),
        });
    }
    texts.reverse();
    texts.concat()
}
