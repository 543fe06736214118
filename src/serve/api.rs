//! The entry API of `skyjo serve --entry`: the draft of the round being
//! entered ([`DraftJson`]), read and written by the phones at the table as
//! JSON, through the store's draft (the one `skyjo round` at the laptop
//! writes too).
//!
//! Each write names the game and the round it is for, and `record` the
//! draft's version it was shown: another game than the one served now, a
//! round that is no longer the game's next one, a draft changed since it was
//! shown, is 409 with the draft as it is now. A grid is read by the
//! engine's own parser (the CLI's syntax), a name by the engine's name rule.
//! The reads (`GET api/draft`) have a connection of their own and never wait
//! for a write; the writes take theirs one at a time, each within its own
//! 10 s ([`Turn`]). Before every call a connection is opened again when the
//! file was replaced (or can be written again after it was read-only), so a
//! file replaced meanwhile is written as it is now; the server's watcher
//! sees the commit as it sees one of any other process. A history busy or
//! read-only is 503, worded as the CLI words it; one copied over or damaged
//! under serve ([`super::guard`]) is 503 for every write from then on.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::http::StatusCode;
use chrono::Utc;
use serde::{Deserialize, Serialize};

use super::Target;
use super::draft::DraftJson;
use super::guard::{Fault, Guard};
use crate::i18n::{Lang, Words, t};
use crate::render::view::{ShowRound, ShowView};
use crate::rules::names::{Fit, fit};
use crate::rules::{Entry, RuleError};
use crate::store::{Files, GameId, NewRound, OpenMode, Rounds, Store, StoreError, StoredGame};
use crate::tr;

/// `POST api/entry`: a player's grid (the CLI's syntax) or total.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EntryIn {
    /// The game it is for (as the draft names it).
    pub game: GameId,
    /// The round it is for.
    pub round: u32,
    /// The player, as typed.
    pub player: String,
    /// The grid.
    #[serde(default)]
    pub grid: Option<String>,
    /// Or the total.
    #[serde(default)]
    pub total: Option<i32>,
    /// Skyjo Action: the action cards still held at the end of the round,
    /// with a grid (`with_held`: refused beside a total, or in a classic game).
    #[serde(default)]
    pub held: Option<i64>,
}

/// `POST api/closer`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CloserIn {
    /// The game it is for.
    pub game: GameId,
    /// The round it is for.
    pub round: u32,
    /// Who closed it, as typed.
    pub player: String,
}

/// `POST api/record`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordIn {
    /// The game.
    pub game: GameId,
    /// The round to record.
    pub round: u32,
    /// The draft's version the writer was shown: what is recorded is
    /// exactly that.
    pub version: u64,
}

/// What a call of the API answers: a status and a JSON body.
#[derive(Debug)]
pub struct Answer {
    /// The status.
    pub status: StatusCode,
    /// The body, JSON.
    pub body: String,
    /// Whether to come back in a few seconds (`Retry-After`): the history
    /// was busy.
    pub retry: bool,
}

/// An error answer: `{"error": "..."}`, and the draft now when there is one.
#[derive(Serialize)]
struct Refused<'a> {
    error: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    draft: Option<&'a DraftJson>,
}

impl Answer {
    fn json(status: StatusCode, body: &impl Serialize) -> Answer {
        Answer {
            status,
            body: serde_json::to_string(body).unwrap_or_else(|_| "{}".into()),
            retry: false,
        }
    }

    /// `status` with `error` worded, and the draft now.
    pub fn refused(status: StatusCode, error: &str, draft: Option<&DraftJson>) -> Answer {
        Answer::json(status, &Refused { error, draft })
    }
}

/// Where the API reads and writes: the history's file and the game served,
/// on two connections of its own (each opened again when the file is
/// replaced): one for the reads, one for the writes. A read never waits for
/// a write (in WAL mode a reader does not wait for a writer, inside SQLite
/// or here); the writes take their connection one at a time, each by its
/// own deadline (see [`Turn`]).
#[derive(Clone)]
pub struct Desk {
    /// The history's file, and what serve noticed of it.
    guard: Arc<Guard>,
    target: Target,
    /// The reads' connection (`GET api/draft`).
    reads: Arc<Mutex<Lane>>,
    /// The writes' connection: SQLite takes one writer at a time anyway.
    writes: Arc<tokio::sync::Mutex<Lane>>,
    recorded: Option<super::Recorded>,
}

/// A connection of the desk, and the generation of the file it was opened
/// at (see [`Guard::look`]).
#[derive(Default)]
struct Lane {
    store: Option<Store>,
    generation: u64,
}

/// The writes' connection, held by one write until it is answered, and the
/// time that write answers by: what SQLite waits for another writer is what
/// is left of it.
pub struct Turn {
    kept: tokio::sync::OwnedMutexGuard<Lane>,
    deadline: Instant,
}

/// How long a write may take, waiting for the writes before it and for
/// another process's lock together: the CLI's busy timeout.
pub const WRITE_WAIT: Duration = Duration::from_secs(10);

/// Why a call failed, before it is worded.
enum Failure {
    /// The input is wrong (400): nothing stored.
    Bad(String),
    /// The round is not the game's next one, or the game takes none (409).
    Conflict(String),
    /// No game to enter into (404).
    NoGame,
    /// Another writer holds the history past the busy timeout (503, try
    /// again in a few seconds).
    Busy(String),
    /// The history cannot be written now: read-only, or replaced under the
    /// call (503).
    Unwritable(String),
    /// The history could not be read or written (500).
    Store(String),
}

/// A history copied over or damaged under serve, worded for a phone: what
/// happened, what to do at the computer. 503, as long as serve runs.
fn fault_failure(_fault: Fault, lang: Lang) -> Failure {
    Failure::Unwritable(t(lang, "serve-api-copied-over"))
}

impl Desk {
    /// The desk of the history `guard` looks after, for the game `target`.
    pub fn new(guard: Arc<Guard>, target: Target, recorded: Option<super::Recorded>) -> Desk {
        Desk {
            guard,
            target,
            reads: Arc::new(Mutex::new(Lane::default())),
            writes: Arc::new(tokio::sync::Mutex::new(Lane::default())),
            recorded,
        }
    }

    /// `err` of a use of the history as the phone is told it; SQLite's
    /// damage is noticed for good (see [`Guard`]).
    fn failure(&self, err: StoreError, lang: Lang) -> Failure {
        let damage = match &err {
            StoreError::Corrupt { .. } => true,
            StoreError::Sqlite(e) => crate::store::is_damage(e),
            _ => false,
        };
        if damage {
            self.guard.damaged();
            return fault_failure(Fault::Damaged, lang);
        }
        write_failure(err, lang)
    }

    /// The writes' connection for a write that answers by `deadline`: after
    /// the writes before it, or `None` when they hold it past the deadline.
    pub async fn turn(&self, deadline: Instant) -> Option<Turn> {
        let writes = Arc::clone(&self.writes);
        let at = tokio::time::Instant::from_std(deadline);
        let kept = tokio::time::timeout_at(at, writes.lock_owned())
            .await
            .ok()?;
        Some(Turn { kept, deadline })
    }

    /// The writes' connection now, waiting for it as long as it takes (off
    /// the runtime: the unit tests).
    #[cfg(test)]
    fn turn_now(&self) -> Turn {
        Turn {
            kept: Arc::clone(&self.writes).blocking_lock_owned(),
            deadline: Instant::now() + WRITE_WAIT,
        }
    }

    /// A write refused because the writes before it held the connection
    /// past its deadline: busy, as SQLite's lock past the busy timeout is.
    pub fn busy(lang: Lang) -> Answer {
        Answer {
            retry: true,
            ..Answer::refused(
                StatusCode::SERVICE_UNAVAILABLE,
                &t(lang, "serve-api-busy"),
                None,
            )
        }
    }

    /// `lane`'s connection, opened (again) when the file is not the one
    /// opened or can be written again (see [`Store::reopen_if_changed`]), or
    /// changed under it (see [`Guard`]); refused once the guard noticed a
    /// copy over the history or its damage.
    fn store<'a>(&self, lane: &'a mut Lane, lang: Lang) -> Result<&'a mut Store, Failure> {
        let generation = self
            .guard
            .look()
            .map_err(|fault| fault_failure(fault, lang))?;
        if lane.generation != generation {
            // No page of the file as it was is kept.
            lane.store = None;
            lane.generation = generation;
        }
        let kept = &mut lane.store;
        match kept {
            Some(store) => {
                store
                    .reopen_if_changed()
                    .map_err(|err| self.failure(err, lang))?;
            }
            None => {
                let store = Store::open(self.guard.path(), OpenMode::Existing)
                    .map_err(|err| self.failure(err, lang))?;
                *kept = Some(store);
            }
        }
        Ok(kept.as_mut().expect("opened just now"))
    }

    /// The write connection of `turn`, SQLite told to wait for another
    /// writer no longer than what is left of the turn's time, and the game
    /// served now, when it is `asked` (the game a write names): another is a
    /// conflict, and nothing is written.
    fn open_for<'a>(
        &self,
        turn: &'a mut Turn,
        asked: GameId,
        lang: Lang,
    ) -> Result<(&'a mut Store, StoredGame), Failure> {
        let left = turn.deadline.saturating_duration_since(Instant::now());
        let (store, game) = self.open(&mut turn.kept, lang)?;
        store
            .set_busy_timeout(left)
            .map_err(|err| self.failure(err, lang))?;
        if game.id != asked {
            return Err(Failure::Conflict(tr!(
                lang,
                "serve-api-other-game",
                asked = asked,
                game = game.id
            )));
        }
        Ok((store, game))
    }

    fn open<'a>(
        &self,
        kept: &'a mut Lane,
        lang: Lang,
    ) -> Result<(&'a mut Store, StoredGame), Failure> {
        let store = self.store(kept, lang)?;
        let id = match self.target {
            Target::Game(id) => Some(id),
            Target::Current => store
                .current_game()
                .map_err(|err| self.failure(err, lang))?,
        };
        let game = match id {
            Some(id) => store.game(id).map_err(|err| self.failure(err, lang))?,
            None => None,
        };
        let Some(game) = game else {
            return Err(Failure::NoGame);
        };
        self.guard
            .same_game(&game)
            .map_err(|fault| fault_failure(fault, lang))?;
        Ok((store, game))
    }

    /// `GET api/draft`, on the reads' connection: never behind a write.
    pub fn draft(&self, lang: Lang) -> Answer {
        let mut kept = self.reads.lock().unwrap_or_else(|e| e.into_inner());
        let done = self.open(&mut kept, lang).and_then(|(store, game)| {
            let check = store
                .round_check(&game)
                .map_err(|err| self.failure(err, lang))?;
            let json = DraftJson::of(&game, &check, lang);
            Ok(Some(serde_json::to_string(&json).unwrap_or_default()))
        });
        self.answer(&mut kept, done, lang)
    }

    /// `POST api/entry`.
    pub fn entry(&self, mut turn: Turn, input: EntryIn, lang: Lang) -> Answer {
        let done = self
            .open_for(&mut turn, input.game, lang)
            .and_then(|(store, game)| {
                let seat = seat(&game, &input.player, lang)?;
                let name = &game.players[seat];
                let text = match (&input.grid, input.total) {
                    (Some(grid), None) => grid.clone(),
                    (None, Some(total)) => total.to_string(),
                    _ => return Err(Failure::Bad(t(lang, "serve-api-grid-or-total"))),
                };
                let bad = |err: RuleError| Failure::Bad(err.message().text(lang));
                let mut entry = Entry::parse(name, &text, &game.rules).map_err(bad)?;
                if let Some(held) = input.held {
                    entry = entry.with_held(name, held, &game.rules).map_err(bad)?;
                }
                store
                    .put_draft_entry(game.id, input.round, seat, &entry, Utc::now())
                    .map_err(|err| self.failure(err, lang))?;
                Ok(None)
            });
        self.answer(&mut turn.kept, done, lang)
    }

    /// `POST api/closer`.
    pub fn closer(&self, mut turn: Turn, input: CloserIn, lang: Lang) -> Answer {
        let done = self
            .open_for(&mut turn, input.game, lang)
            .and_then(|(store, game)| {
                let seat = seat(&game, &input.player, lang)?;
                store
                    .put_draft_closer(game.id, input.round, seat, Utc::now())
                    .map_err(|err| self.failure(err, lang))?;
                Ok(None)
            });
        self.answer(&mut turn.kept, done, lang)
    }

    /// `POST api/record`: the round recorded from the draft of the version
    /// shown, answered as `show --json` has it.
    pub fn record(&self, mut turn: Turn, input: RecordIn, lang: Lang) -> Answer {
        let recorded = self.recorded.clone();
        let done = self
            .open_for(&mut turn, input.game, lang)
            .and_then(|(store, game)| {
                let next = game.rounds.len() as u32 + 1;
                if input.round != next {
                    let err = StoreError::RoundMovedOn {
                        game: game.id,
                        round: input.round,
                        rounds: game.rounds.len(),
                    };
                    return Err(self.failure(err, lang));
                }
                let check = store
                    .round_check(&game)
                    .map_err(|err| self.failure(err, lang))?;
                let draft = check.draft.as_ref();
                // Changed since the writer was shown it: what it would record
                // is not what it showed. (Changed after this read, the store
                // refuses it: the draft no longer holds the round.)
                if draft.is_some_and(|d| d.version != input.version) {
                    let err = StoreError::DraftChanged {
                        game: game.id,
                        round: next,
                    };
                    return Err(self.failure(err, lang));
                }
                let json = DraftJson::of(&game, &check, lang);
                let ready = draft
                    .filter(|d| d.round == next && d.closer.is_some() && d.missing().is_empty());
                // The round as the draft JSON read and scored it.
                let (Some(_), Some((entries, scored))) = (ready, &json.ready) else {
                    let why = json
                        .problems
                        .first()
                        .cloned()
                        .unwrap_or_else(|| t(lang, "serve-api-not-ready"));
                    return Err(Failure::Conflict(why));
                };
                let round = NewRound::scored(entries, scored);
                let now = Utc::now();
                let number = store
                    .record_draft(game.id, next, &round, now)
                    .map_err(|err| self.failure(err, lang))?;
                // The round reaches the sync journal as a terminal's does.
                if let Some(recorded) = &recorded {
                    (recorded.0)(store);
                }
                let game = game.with_round(number, &round, now);
                let view = ShowView::of(&game, &game.standings());
                let round: Option<ShowRound> = view.rounds.into_iter().nth(number as usize - 1);
                Ok(round.map(|r| serde_json::to_string(&r).unwrap_or_default()))
            });
        self.answer(&mut turn.kept, done, lang)
    }

    /// The answer of a call: what it returns, or the draft now (read on
    /// `kept`, the call's own connection); a refusal worded in `lang`, with
    /// the draft now.
    fn answer(&self, kept: &mut Lane, done: Result<Option<String>, Failure>, lang: Lang) -> Answer {
        let mut now = || -> Option<DraftJson> {
            let (store, game) = self.open(kept, lang).ok()?;
            let check = store.round_check(&game).ok()?;
            Some(DraftJson::of(&game, &check, lang))
        };
        match done {
            Ok(Some(body)) => Answer {
                status: StatusCode::OK,
                body,
                retry: false,
            },
            Ok(None) => match now() {
                Some(draft) => Answer::json(StatusCode::OK, &draft),
                None => Answer::refused(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    &t(lang, "serve-api-store"),
                    None,
                ),
            },
            Err(Failure::Bad(why)) => {
                Answer::refused(StatusCode::BAD_REQUEST, &why, now().as_ref())
            }
            Err(Failure::Conflict(why)) => {
                Answer::refused(StatusCode::CONFLICT, &why, now().as_ref())
            }
            Err(Failure::NoGame) => {
                Answer::refused(StatusCode::NOT_FOUND, &t(lang, "status-none"), None)
            }
            Err(Failure::Busy(why)) => Answer {
                retry: true,
                ..Answer::refused(StatusCode::SERVICE_UNAVAILABLE, &why, None)
            },
            Err(Failure::Unwritable(why)) => {
                Answer::refused(StatusCode::SERVICE_UNAVAILABLE, &why, None)
            }
            Err(Failure::Store(why)) => {
                Answer::refused(StatusCode::INTERNAL_SERVER_ERROR, &why, None)
            }
        }
    }
}

/// The seat of the player `typed` names, under the engine's name rule.
fn seat(game: &StoredGame, typed: &str, lang: Lang) -> Result<usize, Failure> {
    match fit(&game.players, typed) {
        Fit::One(seat) => Ok(seat),
        Fit::Several(_) | Fit::None(_) => Err(Failure::Bad(tr!(
            lang,
            "serve-api-no-player",
            name = typed,
            game = game.id
        ))),
    }
}

/// A refused call worded in `lang` as the CLI words it: the round moved on,
/// or the game takes no rounds, is a conflict; a history busy, read-only or
/// replaced cannot take the write now; anything else a failure of the history.
fn write_failure(err: StoreError, lang: Lang) -> Failure {
    let words = phone_words(&err, lang);
    match err {
        StoreError::RoundMovedOn { .. }
        | StoreError::DraftStale { .. }
        | StoreError::DraftChanged { .. }
        | StoreError::GameOver { .. }
        | StoreError::Abandoned { .. } => Failure::Conflict(words),
        StoreError::NoGame { .. } => Failure::NoGame,
        StoreError::Busy { .. } => Failure::Busy(words),
        StoreError::ReadOnly { .. } | StoreError::Replaced { .. } => Failure::Unwritable(words),
        _ => Failure::Store(words),
    }
}

/// `err` worded for a phone: never a path of the computer that serves (its
/// user's name and folders are no business of whoever holds the link). A
/// history busy, read-only, replaced or damaged is said in words of its
/// own; any other failure that names a file or a folder is the history that
/// cannot be read or written.
fn phone_words(err: &StoreError, lang: Lang) -> String {
    let own = match err {
        StoreError::Busy { .. } => Some("serve-api-busy"),
        StoreError::ReadOnly { .. } => Some("serve-api-read-only"),
        StoreError::Replaced { .. } => Some("serve-api-replaced"),
        StoreError::Corrupt { .. } => Some("serve-api-damaged"),
        _ => None,
    };
    if let Some(id) = own {
        return t(lang, id);
    }
    match err.message() {
        Some(message) if !names_a_file(&message) => message.text(lang),
        _ => t(lang, "serve-api-store"),
    }
}

/// Whether a message, or one of the messages in its values, names a file or
/// a folder.
fn names_a_file(message: &crate::i18n::Message) -> bool {
    message.args.iter().any(|(name, value)| {
        matches!(*name, "path" | "dir" | "file" | "folder")
            || matches!(value, crate::i18n::Arg::Msg(inner) if names_a_file(inner))
    })
}

/// The reader's language: the first of `Accept-Language` (by weight) there
/// is a catalog of, else `serve`'s.
pub fn reader_lang(accept: Option<&str>, serve: Lang) -> Lang {
    let Some(accept) = accept else {
        return serve;
    };
    let mut ranked: Vec<(u16, usize, Lang)> = accept
        .split(',')
        .take(16)
        .enumerate()
        .filter_map(|(i, item)| {
            let mut parts = item.split(';');
            let tag = parts.next()?.trim();
            let primary = tag.split('-').next()?;
            let q = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .map_or(Some(1000), |q| {
                    q.trim()
                        .parse::<f32>()
                        .ok()
                        .map(|q| (q.clamp(0.0, 1.0) * 1000.0) as u16)
                })?;
            (q > 0).then_some(())?;
            Some((q, i, Lang::from_subtag(primary)?))
        })
        .collect();
    ranked.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    ranked.first().map_or(serve, |r| r.2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    /// A history with a game of Anna and Bertil under `rules`, and its desk.
    fn desk(rules: &Rules) -> (tempfile::TempDir, Desk) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("h.db");
        let mut store = Store::open(&path, OpenMode::Create).unwrap();
        let players = ["Anna".to_string(), "Bertil".to_string()];
        store
            .create_game(&players, rules, Utc::now(), None)
            .unwrap();
        let guard = Arc::new(Guard::new(path));
        (dir, Desk::new(guard, Target::Current, None))
    }

    fn entry(
        round: u32,
        player: &str,
        grid: Option<&str>,
        total: Option<i32>,
        held: Option<i64>,
    ) -> EntryIn {
        EntryIn {
            game: 1,
            round,
            player: player.into(),
            grid: grid.map(str::to_string),
            total,
            held,
        }
    }

    #[test]
    fn an_action_grid_takes_its_held_cards_and_the_draft_shows_them() {
        let rules = Rules::official(crate::rules::Edition::Action);
        let (_dir, desk) = desk(&rules);
        let grid = "* 5 5 5 / 1 2 3 4 / 0 1 2 3";
        let answer = desk.entry(
            desk.turn_now(),
            entry(1, "Anna", Some(grid), None, Some(2)),
            Lang::EN,
        );
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
        let draft: serde_json::Value = serde_json::from_str(&answer.body).unwrap();
        // The row of 5s goes with its star: 16 left, and +20.
        assert_eq!(
            draft["entries"]["Anna"],
            serde_json::json!({"grid": grid, "raw": 36, "held": 2})
        );
        // A total counts them already; a count over the deck is refused.
        let answer = desk.entry(
            desk.turn_now(),
            entry(1, "Bertil", None, Some(20), Some(1)),
            Lang::EN,
        );
        assert_eq!(answer.status, StatusCode::BAD_REQUEST);
        assert!(
            answer.body.contains("Bertil is entered as a total"),
            "{}",
            answer.body
        );
        let answer = desk.entry(
            desk.turn_now(),
            entry(1, "Bertil", Some(grid), None, Some(28)),
            Lang::EN,
        );
        assert_eq!(answer.status, StatusCode::BAD_REQUEST);
        assert!(answer.body.contains("from 0 to 27"), "{}", answer.body);
        // No held cards with a total: as before.
        let answer = desk.entry(
            desk.turn_now(),
            entry(1, "Bertil", None, Some(20), None),
            Lang::EN,
        );
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
        let draft: serde_json::Value = serde_json::from_str(&answer.body).unwrap();
        assert_eq!(draft["entries"]["Bertil"], serde_json::json!({"total": 20}));
        assert_eq!(draft["problems"], serde_json::json!([]));
        // Over Skyjo Action's deck, which is not the classic one: 16 stars
        // of its 15 (the classic deck has none), 8 sevens of its 7 (of 10).
        let stars = "* * * * / * * * * / * * * *";
        desk.entry(
            desk.turn_now(),
            entry(1, "Anna", Some(stars), None, None),
            Lang::EN,
        );
        let four = "* * * * / 1 2 3 4 / 4 3 2 1";
        let answer = desk.entry(
            desk.turn_now(),
            entry(1, "Bertil", Some(four), None, None),
            Lang::EN,
        );
        let draft: serde_json::Value = serde_json::from_str(&answer.body).unwrap();
        assert_eq!(
            draft["problems"],
            serde_json::json!(["16 stars entered; the deck has 15: check the grids"])
        );
        let sevens = "7 7 7 8 / 7 7 7 8 / 6 6 6 9";
        desk.entry(
            desk.turn_now(),
            entry(1, "Anna", Some(sevens), None, None),
            Lang::EN,
        );
        let more = "7 7 1 2 / 3 4 5 6 / 8 9 10 11";
        let answer = desk.entry(
            desk.turn_now(),
            entry(1, "Bertil", Some(more), None, None),
            Lang::EN,
        );
        let draft: serde_json::Value = serde_json::from_str(&answer.body).unwrap();
        let problem = draft["problems"][0].as_str().unwrap();
        assert!(
            problem
                .starts_with("8 cards with the value 7 entered, but the deck has only 7 of them"),
            "{problem}"
        );
    }

    #[test]
    fn a_classic_game_refuses_held_cards_and_its_draft_is_as_before() {
        let (_dir, desk) = desk(&Rules::default());
        let grid = "1 2 3 4 / 1 2 3 4 / 1 2 3 5";
        let answer = desk.entry(
            desk.turn_now(),
            entry(1, "Anna", Some(grid), None, Some(1)),
            Lang::EN,
        );
        assert_eq!(answer.status, StatusCode::BAD_REQUEST);
        assert!(
            answer.body.contains("this game is classic"),
            "{}",
            answer.body
        );
        let answer = desk.entry(
            desk.turn_now(),
            entry(1, "Anna", Some(grid), None, None),
            Lang::EN,
        );
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
        let draft: serde_json::Value = serde_json::from_str(&answer.body).unwrap();
        assert_eq!(
            draft["entries"]["Anna"],
            serde_json::json!({"grid": grid, "raw": 13})
        );
    }

    /// No failure of the history names a path to a phone, in any language:
    /// a busy, read-only, replaced or damaged history is said in words of
    /// its own, any other that names a file is the history that cannot be
    /// read or written.
    #[test]
    fn no_failure_names_a_path_to_a_phone() {
        let path = || "/home/anna/.local/share/skyjo/skyjo.db".to_string();
        let sqlite = || rusqlite::Error::InvalidQuery;
        let failures = [
            StoreError::Busy { path: path() },
            StoreError::ReadOnly { path: path() },
            StoreError::Replaced { path: path() },
            StoreError::Corrupt {
                path: path(),
                sqlite: sqlite(),
            },
            StoreError::CannotOpen { path: path() },
            StoreError::NotSkyjo { path: path() },
            StoreError::NotADatabase { path: path() },
            StoreError::NewerSchema {
                path: path(),
                found: 9,
                known: 8,
            },
            StoreError::OpenFailed {
                path: path(),
                source: sqlite(),
            },
            StoreError::NoWal {
                path: path(),
                mode: "delete".into(),
            },
            StoreError::FolderMissing {
                dir: "/home/anna/.local/share/skyjo".into(),
            },
        ];
        for lang in Lang::all() {
            for err in &failures {
                let words = phone_words(err, lang);
                assert!(!words.is_empty(), "{err:?}");
                assert!(
                    !words.contains("/home")
                        && !words.contains(".local")
                        && !words.contains("skyjo.db"),
                    "{}: {words}",
                    lang.code()
                );
            }
        }
        let busy = phone_words(&StoreError::Busy { path: path() }, Lang::EN);
        assert_eq!(
            busy,
            "the history is busy in another skyjo for too long; try again in a few seconds"
        );
        // A failure that names no file keeps the CLI's words.
        let over = phone_words(&StoreError::GameOver { game: 3 }, Lang::EN);
        assert_eq!(
            over,
            StoreError::GameOver { game: 3 }
                .message()
                .unwrap()
                .text(Lang::EN)
        );
    }

    #[test]
    fn the_reader_language_is_the_first_there_is_a_catalog_of() {
        let sv = Lang::from_code("sv").unwrap();
        let da = Lang::from_code("da").unwrap();
        assert_eq!(reader_lang(None, sv), sv);
        assert_eq!(reader_lang(Some("da-DK,da;q=0.9,en;q=0.8"), sv), da);
        let [nb, de, fr] = ["nb", "de", "fr"].map(|c| Lang::from_code(c).unwrap());
        assert_eq!(reader_lang(Some("fi-FI,ru;q=0.9"), da), da);
        assert_eq!(reader_lang(Some("de-DE,fr;q=0.9"), da), de);
        assert_eq!(reader_lang(Some("fi, en;q=0.5, fr-CH;q=0.7"), da), fr);
        assert_eq!(reader_lang(Some("sv;q=0, en"), da), Lang::EN);
        assert_eq!(reader_lang(Some(";;,,q=x"), da), da);
        // Norwegian by any of its tags reads bokmål.
        for tag in ["nb-NO", "no", "nn-NO,en;q=0.5", "NO-no"] {
            assert_eq!(reader_lang(Some(tag), da), nb, "{tag}");
        }
    }
}
