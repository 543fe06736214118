//! The views of the screens as typed values: a command builds one, `--json`
//! serializes it, the renderer words it for people. The type is the contract
//! of docs/cli.md (a test holds the documented keys to it). Fields stand in
//! the order of their JSON keys, alphabetical, as the output always had them.
//! The answers of the commands that change or move the history (`players
//! rename`, `import`, `backup` ...) keep their views beside their words, in
//! `history/messages.rs`: this file imports nothing of the history.

use serde::Serialize;

use super::{Style, json_time, round, sheet, to_json};
use crate::i18n::{Lang, Words};
use crate::rules::names::Who;
use crate::rules::{Entry, GameEnd, RoundScore, Rules, Standings};
use crate::store::{Draft, StoredGame};
use crate::tr;

/// `show --json` (and `demo --json`; `rescore --json` adds to it): a whole
/// game, its rounds with running totals, where it stands.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ShowView {
    /// The draft of the round being entered, if the game has one.
    pub draft: Option<DraftView>,
    /// The game's id.
    pub game: i64,
    /// Whether it is over.
    pub game_over: bool,
    /// Whoever has the lowest total now (the winners once over).
    pub leaders: Vec<String>,
    /// Who starts the next round; `null` before the first round and after the end.
    pub next_starter: Option<String>,
    /// When it was started, RFC 3339.
    pub played_at: String,
    /// The players' names in seat order.
    pub players: Vec<String>,
    /// Its rounds, first first.
    pub rounds: Vec<ShowRound>,
    /// Its rules, keys in alphabetical order like every object of this
    /// output (the JSON of `rules::Rules`, sorted).
    pub rules: serde_json::Value,
    /// Every player's total, in seat order.
    pub totals: Vec<ShowTotal>,
    /// Whether the game holds only final totals (imported from BG Stats).
    pub totals_only: bool,
    /// The winners, empty until it is over.
    pub winners: Vec<String>,
}

/// One round of [`ShowView`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ShowRound {
    /// The closer's name.
    pub closer: String,
    /// Every player's line, in seat order.
    pub players: Vec<ShowScore>,
    /// When it was recorded, RFC 3339.
    pub recorded_at: String,
    /// Its number, from 1.
    pub round: u32,
}

/// One player's line of a [`ShowRound`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ShowScore {
    /// Whether the score was doubled.
    pub doubled: bool,
    /// The entry as stored (a grid or a bare total).
    pub entry: String,
    /// The player.
    pub name: String,
    /// The raw score.
    pub raw: i32,
    /// The score on the sheet.
    pub score: i32,
    /// The running total after this round.
    pub total: i32,
}

/// One player's total of a [`ShowView`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ShowTotal {
    /// The player.
    pub name: String,
    /// The total.
    pub total: i32,
}

impl ShowView {
    /// The view of `game` standing as `standings` says.
    pub fn of(game: &StoredGame, standings: &Standings) -> ShowView {
        let name = |seat: usize| game.players[seat].clone();
        let names = |seats: &[usize]| seats.iter().map(|&s| name(s)).collect::<Vec<_>>();
        let rounds = game
            .rounds
            .iter()
            .zip(&standings.running)
            .map(|(round, running)| ShowRound {
                closer: name(round.closer),
                players: round
                    .players
                    .iter()
                    .enumerate()
                    .map(|(seat, p)| ShowScore {
                        doubled: p.doubled,
                        entry: p.entry.clone(),
                        name: name(seat),
                        raw: p.raw,
                        score: p.score,
                        total: running[seat],
                    })
                    .collect(),
                recorded_at: json_time(round.recorded_at),
                round: round.number,
            })
            .collect();
        ShowView {
            draft: None,
            game: game.id,
            game_over: standings.over,
            leaders: names(&standings.leaders),
            next_starter: standings.next_starter.map(name),
            played_at: json_time(game.played_at),
            players: game.players.clone(),
            rounds,
            rules: rules_json(&game.rules),
            totals: game
                .players
                .iter()
                .zip(&standings.totals)
                .map(|(name, &total)| ShowTotal {
                    name: name.clone(),
                    total,
                })
                .collect(),
            totals_only: game.final_totals.is_some(),
            winners: names(standings.winners()),
        }
    }
}

/// The draft of a game's round being entered (in `status` and `show`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DraftView {
    /// The closer's name, once given.
    pub closer: Option<String>,
    /// The entries so far, in seat order.
    pub entries: Vec<DraftEntry>,
    /// The players not entered yet, in seat order.
    pub missing: Vec<String>,
    /// The round it is the draft of.
    pub round: u32,
    /// Whether it can no longer be recorded (its round is not the game's
    /// next one, or the game takes no more rounds): it can only be thrown away.
    pub stale: bool,
    /// When its first answer was written, RFC 3339.
    pub started_at: String,
    /// When it last changed, RFC 3339.
    pub updated_at: String,
}

/// One entry of a [`DraftView`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DraftEntry {
    /// The entry as skyjo reads it back (a grid or a bare total).
    pub entry: String,
    /// The player.
    pub name: String,
}

impl DraftView {
    /// The view of `draft`, a draft of `game`.
    pub fn of(game: &StoredGame, draft: &Draft) -> DraftView {
        let name = |seat: usize| game.players[seat].clone();
        DraftView {
            closer: draft.closer.map(name),
            entries: draft
                .entries
                .iter()
                .enumerate()
                .filter_map(|(seat, entry)| {
                    Some(DraftEntry {
                        entry: entry.clone()?,
                        name: name(seat),
                    })
                })
                .collect(),
            missing: draft.missing().into_iter().map(name).collect(),
            round: draft.round,
            stale: draft.is_stale(game),
            started_at: json_time(draft.started_at),
            updated_at: json_time(draft.updated_at),
        }
    }

    /// What it holds, in words: "Åsa and Björn are in; Åsa closed the round".
    pub fn holds(&self, lang: Lang) -> String {
        let entered: Vec<String> = self.entries.iter().map(|e| e.name.clone()).collect();
        let totals: Vec<String> = self
            .entries
            .iter()
            .filter(|e| crate::store::is_total_text(&e.entry))
            .map(|e| e.name.clone())
            .collect();
        sheet::draft_holds(&entered, &totals, self.closer.as_deref(), lang)
    }

    /// The line of `status` and `show`: what it holds and how to go on, or
    /// that it is stale and how to throw it away.
    pub fn line(&self, game: &StoredGame, lang: Lang) -> String {
        if !self.stale {
            return sheet::draft_line(self.round, &self.holds(lang), lang);
        }
        sheet::draft_stale_line(game, self.round, lang)
    }
}

/// `round --discard-draft`: `{"discarded_round", "game"}`, the round whose
/// draft was thrown away (`null`: the game had no draft).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DraftDiscardedView {
    /// The round of the draft thrown away.
    pub discarded_round: Option<u32>,
    /// The game.
    pub game: i64,
}

impl Screen for DraftDiscardedView {
    fn text(&self, style: Style) -> String {
        sheet::draft_discarded(self.game, self.discarded_round, style.lang)
    }
}

/// A screen as a value: `--json` prints the value itself, `text` words it
/// for people.
pub trait Screen: Serialize {
    /// The screen for people.
    fn text(&self, style: Style) -> String;
}

/// The one place a screen becomes output: its JSON with `--json`, else its
/// words.
pub fn output(screen: &impl Screen, json: bool, style: Style) -> String {
    output_or(json, screen, || screen.text(style))
}

/// As [`output`], the JSON written to `out` as it is serialized (a large
/// view never becomes one string in memory) and an empty answer returned.
pub fn output_to(
    out: &mut dyn std::io::Write,
    screen: &impl Screen,
    json: bool,
    style: Style,
) -> std::io::Result<String> {
    use std::io::Write;
    if !json {
        return Ok(screen.text(style));
    }
    let mut out = std::io::BufWriter::with_capacity(1 << 16, out);
    serde_json::to_writer_pretty(&mut out, screen)?;
    out.write_all(b"\n")?;
    out.flush()?;
    Ok(String::new())
}

/// As [`output`], for a view that several screens word each their own way
/// (a round: `score`, `round`, `edit`, `show --explain`).
pub fn output_or(json: bool, view: &impl Serialize, words: impl FnOnce() -> String) -> String {
    if json { to_json(view) } else { words() }
}

/// A scored round (`score --json`); a stored one (`show --explain --json`)
/// adds its game and number, a recorded or corrected one (`round`, `edit`)
/// also every total, whether the game is over and its winners.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RoundView {
    /// The closer's name.
    pub closer: String,
    /// Whether the closer was doubled, and why.
    pub doubling: Doubling,
    /// The game, for a stored round.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game: Option<i64>,
    /// Whether the game is over, for a recorded round.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game_over: Option<bool>,
    /// Every player's line, in the order given (seat order for a game).
    pub players: Vec<RoundPlayer>,
    /// The round's number, for a stored round.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub round: Option<u32>,
    /// The winners (empty until the game is over), for a recorded round.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winners: Option<Vec<String>>,
}

/// The doubling verdict of a [`RoundView`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Doubling {
    /// The verdict in English words.
    pub explanation: String,
    /// `alone-lowest`, `tied-lowest`, `tied-safe`, `not-lowest`,
    /// `not-positive` or `doubling-off`.
    pub reason: &'static str,
}

/// One player of a [`RoundView`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RoundPlayer {
    /// Whether the score was doubled.
    pub doubled: bool,
    /// The entry as skyjo reads it back.
    pub entry: String,
    /// Skyjo Action, a grid: the action cards held at the end of the round.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub held: Option<u32>,
    /// The player.
    pub name: String,
    /// The raw score.
    pub raw: i32,
    /// Removed columns: `{"column", "value", "when"}`.
    pub removed_columns: Vec<serde_json::Value>,
    /// Removed rows: `{"row", "value", "when"}`.
    pub removed_rows: Vec<serde_json::Value>,
    /// The score on the sheet.
    pub score: i32,
    /// Skyjo Action, a grid: the points of its lines of stars (0 or below).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub star_bonus: Option<i32>,
    /// The running total after the round, for a recorded round.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub total: Option<i32>,
}

/// A game's rules as its JSON shows them: the stored JSON of `rules::Rules`,
/// with its edition always named (a classic game's stored JSON leaves it out).
pub fn rules_json(rules: &Rules) -> serde_json::Value {
    let mut json = serde_json::to_value(rules).expect("plain data serializes");
    json["edition"] = crate::rules::Choice::name(rules.edition).into();
    json
}

impl RoundView {
    /// The view of a round of `names` scored as `scored` (`score`).
    pub fn scored(names: &[String], entries: &[Entry], scored: &RoundScore) -> RoundView {
        RoundView {
            closer: names[scored.verdict.closer].clone(),
            doubling: Doubling {
                explanation: round::verdict(names, scored).text(Lang::EN),
                reason: round::reason_key(scored.verdict.reason),
            },
            game: None,
            game_over: None,
            players: names
                .iter()
                .zip(entries)
                .zip(&scored.players)
                .map(|((name, entry), p)| RoundPlayer {
                    doubled: p.doubled,
                    entry: entry.to_text(),
                    held: p.action().map(|a| a.held),
                    name: name.clone(),
                    raw: p.raw,
                    removed_columns: round::removals_json(p, false),
                    removed_rows: round::removals_json(p, true),
                    score: p.score,
                    star_bonus: p.action().map(|a| a.bonus),
                    total: None,
                })
                .collect(),
            round: None,
            winners: None,
        }
    }

    /// Round `number` of `game` (`show --explain`).
    pub fn stored(
        game: &StoredGame,
        number: u32,
        entries: &[Entry],
        scored: &RoundScore,
    ) -> RoundView {
        RoundView {
            game: Some(game.id),
            round: Some(number),
            ..RoundView::scored(&game.players, entries, scored)
        }
    }

    /// Round `number` of `game` just recorded or corrected, the game
    /// standing as `standings` says after it (`round`, `edit`).
    pub fn recorded(
        game: &StoredGame,
        standings: &Standings,
        number: u32,
        entries: &[Entry],
        scored: &RoundScore,
    ) -> RoundView {
        let mut view = RoundView::stored(game, number, entries, scored);
        for (player, &total) in view.players.iter_mut().zip(&standings.totals) {
            player.total = Some(total);
        }
        view.game_over = Some(standings.over);
        view.winners = Some(
            standings
                .winners()
                .iter()
                .map(|&s| game.players[s].clone())
                .collect(),
        );
        view
    }
}

/// Where this device stands with the sync folder (`status`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SyncStatus {
    /// When it last read the folder, UTC, RFC 3339 (`null`: never since sync was set up).
    pub last_read: Option<String>,
    /// The changes of other devices that read brought.
    pub came_in: u64,
    /// Changes made here wait to be written to the folder.
    pub pending: bool,
    /// The last read, for the words.
    #[serde(skip)]
    pub at: Option<chrono::DateTime<chrono::Utc>>,
}

impl SyncStatus {
    /// The status of `device`; `pending` when changes wait for the folder.
    pub fn of(device: &crate::store::Device, pending: bool) -> SyncStatus {
        SyncStatus {
            last_read: device
                .last_read
                .map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)),
            came_in: device.last_in,
            pending,
            at: device.last_read,
        }
    }

    /// The line of `status`.
    pub fn line(&self, lang: Lang) -> String {
        let at = self.at.map(super::local_time).unwrap_or_default();
        let mut line = tr!(lang, "sync-status", at = at, changes = self.came_in);
        if self.pending {
            line.push(' ');
            line.push_str(&tr!(lang, "sync-status-pending"));
        }
        line
    }
}

/// `status` with no current game: `{"game": null}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NoGameView {
    /// Always `null`.
    pub game: Option<i64>,
    /// When this device last read the sync folder, once it syncs.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sync: Option<SyncStatus>,
    /// The games in progress (not over, not abandoned), newest first: one
    /// can be picked with `skyjo use`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub unfinished: Vec<UnfinishedGame>,
}

/// A game in progress, as `status` names it when there is no current game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct UnfinishedGame {
    /// Its number.
    pub game: i64,
    /// Its players in seat order.
    pub players: Vec<String>,
    /// Rounds played.
    pub rounds: u32,
}

impl Screen for NoGameView {
    fn text(&self, style: Style) -> String {
        let mut text = format!("{}\n", crate::i18n::t(style.lang, "status-none"));
        if !self.unfinished.is_empty() {
            text.push_str(&crate::i18n::t(style.lang, "status-unfinished"));
            text.push('\n');
            for game in &self.unfinished {
                text.push_str("  ");
                text.push_str(&crate::tr!(
                    style.lang,
                    "status-unfinished-game",
                    game = game.game,
                    players = crate::store::names_and(&game.players),
                    rounds = game.rounds
                ));
                text.push('\n');
            }
        }
        if let Some(sync) = &self.sync {
            text.push_str(&sync.line(style.lang));
            text.push('\n');
        }
        text
    }
}

/// `status --json`: the current game in short.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StatusView<'a> {
    /// The draft of the round being entered, if the game has one.
    pub draft: Option<DraftView>,
    /// When this device last read the sync folder, once it syncs.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sync: Option<SyncStatus>,
    /// The edition: `classic` or `action` (Skyjo Action).
    pub edition: &'static str,
    /// The game's id.
    pub game: i64,
    /// Whether it is over.
    pub game_over: bool,
    /// Whoever has the lowest total now.
    pub leaders: Vec<String>,
    /// Who starts the next round, if one is to come.
    pub next_starter: Option<String>,
    /// Rounds played.
    pub rounds: usize,
    /// Every player's total and what is left to the target.
    pub totals: Vec<StatusTotal>,
    /// The winners, empty until it is over.
    pub winners: Vec<String>,
    /// The game, for the words.
    #[serde(skip)]
    pub stored: &'a StoredGame,
    /// Where it stands, for the words.
    #[serde(skip)]
    pub standings: &'a Standings,
}

/// One player of a [`StatusView`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StatusTotal {
    /// The player.
    pub name: String,
    /// Points left to the target (0 when reached); `null` in a game of a
    /// number of rounds.
    pub to_target: Option<i32>,
    /// The total.
    pub total: i32,
}

impl<'a> StatusView<'a> {
    /// The status of `game` standing as `standings` says.
    pub fn of(game: &'a StoredGame, standings: &'a Standings) -> StatusView<'a> {
        let target = match game.rules.end {
            GameEnd::Target(t) => Some(t),
            GameEnd::Rounds(_) => None,
        };
        let names = |seats: &[usize]| -> Vec<String> {
            seats.iter().map(|&s| game.players[s].clone()).collect()
        };
        StatusView {
            edition: crate::rules::Choice::name(game.rules.edition),
            draft: None,
            sync: None,
            game: game.id,
            game_over: standings.over,
            leaders: names(&standings.leaders),
            next_starter: standings.next_starter.map(|s| game.players[s].clone()),
            rounds: game.rounds.len(),
            totals: game
                .players
                .iter()
                .zip(&standings.totals)
                .map(|(name, &total)| StatusTotal {
                    name: name.clone(),
                    to_target: target.map(|t| (t - total).max(0)),
                    total,
                })
                .collect(),
            winners: names(standings.winners()),
            stored: game,
            standings,
        }
    }
}

impl Screen for StatusView<'_> {
    fn text(&self, style: Style) -> String {
        let mut text = sheet::status(self.stored, self.standings, style.lang);
        if let Some(draft) = &self.draft {
            text.push_str(&draft.line(self.stored, style.lang));
            text.push('\n');
        }
        if let Some(sync) = &self.sync {
            text.push_str(&sync.line(style.lang));
            text.push('\n');
        }
        text
    }
}

/// `new --json`: the game started, `{"game", "matched", "new_players",
/// "players", "rules"}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NewGameView {
    /// The game's id.
    pub game: i64,
    /// The names typed that are known players spelt otherwise, with the
    /// stored spelling (`asa` → `Åsa`), in seat order.
    pub matched: Vec<Matched>,
    /// The players this game made, as stored, in seat order.
    pub new_players: Vec<String>,
    /// The players' names as stored, in seat order.
    pub players: Vec<String>,
    /// Its rules (keys in alphabetical order).
    pub rules: serde_json::Value,
    /// Its rules, for the words.
    #[serde(skip)]
    pub rule_set: Rules,
}

/// A name as typed and the known player it is, as stored.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Matched {
    /// The known player's name, as stored.
    pub name: String,
    /// The name as typed.
    pub typed: String,
}

impl NewGameView {
    /// The view of game `id` of `players` under `rules`.
    pub fn of(id: i64, players: &[String], rules: &Rules) -> NewGameView {
        NewGameView {
            game: id,
            matched: Vec::new(),
            new_players: Vec::new(),
            players: players.to_vec(),
            rules: rules_json(rules),
            rule_set: *rules,
        }
    }

    /// With who the names `typed` were (`seated`, seat by seat): the known
    /// players typed in another spelling, and the new ones.
    pub fn with_names(mut self, typed: &[String], seated: &[Who]) -> NewGameView {
        for ((typed, who), stored) in typed.iter().zip(seated).zip(&self.players) {
            match who {
                Who::Known(_) if typed.trim() != stored => self.matched.push(Matched {
                    name: stored.clone(),
                    typed: typed.trim().to_string(),
                }),
                Who::Known(_) => {}
                Who::New => self.new_players.push(stored.clone()),
            }
        }
        self
    }
}

impl Screen for NewGameView {
    fn text(&self, style: Style) -> String {
        let lang = style.lang;
        let mut out = String::new();
        if !self.matched.is_empty() {
            let matched: Vec<String> = self
                .matched
                .iter()
                .map(|m| crate::tr!(lang, "name-as-stored", typed = &m.typed, name = &m.name))
                .collect();
            let line = crate::tr!(
                lang,
                "new-known-players",
                names = crate::i18n::join_names(lang, &matched)
            );
            out.push_str(&line);
            out.push('\n');
        }
        if !self.new_players.is_empty() {
            let line = crate::tr!(
                lang,
                "new-new-players",
                count = self.new_players.len(),
                names = crate::i18n::join_names(lang, &self.new_players)
            );
            out.push_str(&line);
            out.push('\n');
        }
        out.push_str(&sheet::new_game(
            self.game,
            &self.players,
            &self.rule_set,
            lang,
        ));
        out
    }
}

/// `undo --json`: `{"game", "undone_round"}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct UndoneView {
    /// The game.
    pub game: i64,
    /// The round taken back.
    pub undone_round: u32,
}

impl Screen for UndoneView {
    fn text(&self, style: Style) -> String {
        sheet::undone(self.game, self.undone_round, style.lang)
    }
}

/// `use --json`: `{"current_game"}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct UsedView {
    /// The game now current.
    pub current_game: i64,
}

impl Screen for UsedView {
    fn text(&self, style: Style) -> String {
        format!(
            "{}\n",
            crate::tr!(style.lang, "use-done", game = self.current_game)
        )
    }
}

/// `note --json`: `{"game", "note"}` (`null` when the note was removed).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NoteView {
    /// The game.
    pub game: i64,
    /// Its note now.
    pub note: Option<String>,
}

impl Screen for NoteView {
    fn text(&self, style: Style) -> String {
        format!(
            "{}\n",
            match self.note {
                Some(_) => crate::tr!(style.lang, "note-done", game = self.game),
                None => crate::tr!(style.lang, "note-cleared", game = self.game),
            }
        )
    }
}

/// `abandon --json`: `{"abandoned": true, "game"}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AbandonedView {
    /// Always true.
    pub abandoned: bool,
    /// The game.
    pub game: i64,
}

impl Screen for AbandonedView {
    fn text(&self, style: Style) -> String {
        format!(
            "{}\n",
            crate::tr!(style.lang, "abandon-done", game = self.game)
        )
    }
}

/// `delete --json`: `{"backup", "deleted"}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DeletedView {
    /// The copy of the history made before.
    pub backup: String,
    /// The game deleted.
    pub deleted: i64,
}

impl Screen for DeletedView {
    fn text(&self, style: Style) -> String {
        format!(
            "{}\n",
            crate::tr!(
                style.lang,
                "delete-done",
                game = self.deleted,
                backup = self.backup.as_str()
            )
        )
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::store::{NewRound, Rounds, Store};

    /// The keys of a JSON value as paths (`rounds[].players[].total`), of
    /// every element of a list; `"..."` keys are left out.
    fn paths(value: &serde_json::Value, at: &str, out: &mut BTreeSet<String>) {
        match value {
            serde_json::Value::Object(map) => {
                for (key, value) in map {
                    if key == "..." {
                        continue;
                    }
                    let path = if at.is_empty() {
                        key.clone()
                    } else {
                        format!("{at}.{key}")
                    };
                    out.insert(path.clone());
                    paths(value, &path, out);
                }
            }
            serde_json::Value::Array(list) => {
                for element in list {
                    paths(element, &format!("{at}[]"), out);
                }
            }
            _ => {}
        }
    }

    /// The JSON example under the heading `### \`NAME --json\`` of docs/cli.md.
    fn documented(name: &str) -> serde_json::Value {
        let doc = include_str!("../../docs/cli.md");
        let heading = format!("### `{name} --json`");
        let section = &doc[doc.find(&heading).expect("documented")..];
        let block = &section[section.find("```json\n").expect("an example") + 8..];
        let block = &block[..block.find("```").expect("closed")];
        serde_json::from_str(block).expect("the example is JSON")
    }

    fn played_game() -> (StoredGame, Standings) {
        let mut store = Store::open_in_memory().unwrap();
        let names = ["Anna", "Bertil"].map(String::from);
        let rules = crate::rules::Rules::default();
        let now = "2026-11-28T19:00:00Z".parse().unwrap();
        let id = store.create_game(&names, &rules, now, None).unwrap();
        let entries: Vec<crate::rules::Entry> = [("Anna", "19"), ("Bertil", "14")]
            .iter()
            .map(|(name, text)| crate::rules::Entry::parse(name, text, &rules).unwrap())
            .collect();
        let scored = crate::rules::score_round(&rules, &entries, 0).unwrap();
        store
            .add_round(id, &NewRound::scored(&entries, &scored), now)
            .unwrap();
        let game = store.game(id).unwrap().unwrap();
        let standings = game.standings();
        (game, standings)
    }

    /// Every key the manual shows for `show --json` is a key of the view, and
    /// the view has no key the manual does not show.
    #[test]
    fn show_view_has_every_documented_key_and_no_other() {
        let (game, standings) = played_game();
        let view = serde_json::to_value(ShowView::of(&game, &standings)).unwrap();
        let (mut shown, mut documented_keys) = (BTreeSet::new(), BTreeSet::new());
        paths(&view, "", &mut shown);
        paths(&documented("show"), "", &mut documented_keys);
        assert_eq!(shown, documented_keys);
        // A played round: Anna closed with 19 against 14 and is doubled.
        assert_eq!(view["rounds"][0]["players"][0]["score"], 38);
        assert_eq!(view["leaders"], serde_json::json!(["Bertil"]));
    }

    fn keys(value: &serde_json::Value) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        paths(value, "", &mut out);
        out
    }

    /// The manual's `score --json` example, scored again: the view has its
    /// keys and no other; a recorded round (`round --json`) adds the keys the
    /// manual names for it, and only those.
    #[test]
    fn round_view_has_every_documented_key_and_no_other() {
        let rules = crate::rules::Rules::default();
        let names = ["Anna", "Bertil"].map(String::from);
        let entries: Vec<Entry> = [
            ("Anna", "1 0 3 4 / -2 2 5 0 / 1 3 0 2"),
            ("Bertil", "x9 1 2 3 / x9 2 1 1 / x9 1 2 1"),
        ]
        .iter()
        .map(|(name, text)| Entry::parse(name, text, &rules).unwrap())
        .collect();
        let scored = crate::rules::score_round(&rules, &entries, 0).unwrap();
        let view = serde_json::to_value(RoundView::scored(&names, &entries, &scored)).unwrap();
        let documented = documented("score");
        assert_eq!(keys(&view), keys(&documented));
        assert_eq!(view, documented, "the example is this round, to the letter");
        let (game, standings) = played_game();
        let round = &game.rounds[0];
        let entries: Vec<Entry> = round.entries(&game.players, &game.rules).unwrap();
        let scored = crate::rules::score_round(&game.rules, &entries, round.closer).unwrap();
        let recorded =
            serde_json::to_value(RoundView::recorded(&game, &standings, 1, &entries, &scored))
                .unwrap();
        let added: BTreeSet<String> = keys(&recorded).difference(&keys(&view)).cloned().collect();
        let named = ["game", "round", "players[].total", "game_over", "winners"];
        assert_eq!(added, named.iter().map(|k| k.to_string()).collect());
    }
}
