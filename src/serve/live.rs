//! What keeps the pages live: the watcher asks the history whether anything
//! changed (`PRAGMA data_version`), renders the game again when it did (in
//! every language), and hands the new snapshot and its events to the hub,
//! which every event stream waits on; each stream sends the sheet in its
//! reader's language.
//!
//! A change is published in two steps when it changes the game: first its
//! events (a `round`, an `undo`) and the sheet without the chances to win,
//! at once ([`Watcher::check`]); then the sheet with the chances, once the
//! 20,000 simulated games are played ([`Watcher::chances`]). A change that
//! leaves the game as it was (a phone's grid in the draft) keeps the chances
//! already worked out: no sheet without them, nothing simulated again.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard, mpsc};
use std::time::Duration;

use anyhow::Result;
use serde_json::Value;
use tokio::sync::watch;

use super::draft::DraftJson;
use super::event::{LiveEvent, RoundEvent};
use super::guard::{Fault, Guard};
use super::page::{self, Snapshot, Views};
use super::{StateFn, Target};
use crate::i18n::{Lang, Words};
use crate::render::chances::{ChanceJson, ShowState, WithChances};
use crate::render::view::ShowView;
use crate::rules::Standings;
use crate::store::{Files, GameId, Rounds, Store, StoreError, StoredGame};

/// How often the watcher asks the history whether it changed.
pub const POLL: Duration = Duration::from_millis(250);

/// Wakes the watcher before its next look: the server itself wrote (a
/// phone's entry, closer or round), so every phone sees it at once, not up
/// to [`POLL`] later. A write at the keyboard is seen at the next look.
#[derive(Default)]
pub struct Nudge {
    poked: std::sync::Mutex<bool>,
    wake: std::sync::Condvar,
}

impl Nudge {
    /// The server wrote: the watcher looks now.
    pub fn poke(&self) {
        *self.poked.lock().unwrap_or_else(|e| e.into_inner()) = true;
        self.wake.notify_all();
    }

    /// Waits `at_most`, or less when poked (meanwhile or before).
    pub fn wait(&self, at_most: Duration) {
        let mut poked = self.poked.lock().unwrap_or_else(|e| e.into_inner());
        if !*poked {
            poked = self
                .wake
                .wait_timeout_while(poked, at_most, |poked| !*poked)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
        *poked = false;
    }
}

/// How many events the hub keeps for streams that fall behind or reconnect.
const KEPT: usize = 1024;

/// Reads the history on its own connection and notices changes.
pub struct Watcher {
    store: Store,
    state: StateFn,
    target: Target,
    lang: Lang,
    version: Option<i64>,
    game: Option<GameId>,
    rounds: Vec<Value>,
    /// The state and views (in serve's language) last published, to
    /// publish only what differs.
    shown: (page::State, Views),
    /// Whether the watcher follows the history's file being replaced.
    follows: bool,
    /// Whether drafts are published (`serve --entry`).
    drafts: bool,
    /// The draft last published (`None`: none), and its JSON (empty: none).
    draft: (Option<DraftJson>, String),
    /// The game whose chances are still to be worked out: published
    /// without them.
    due: Option<(StoredGame, Standings)>,
    /// The chances worked out last, and the game's view they are of (as
    /// JSON): the same view has the same chances.
    known: Option<(Value, Option<Vec<ChanceJson>>)>,
    /// What serve noticed of the history's file, and the generation of the
    /// file the store was opened at (see [`Guard::look`]).
    guard: Option<(Arc<Guard>, u64)>,
    /// Whether the sheet says the history was copied over or damaged.
    faulted: bool,
    /// The chances worked out on a thread of their own, when they are.
    apart: Option<Apart>,
}

/// A game whose chances are asked for: its number, the game, where it stands.
type Job = (u64, StoredGame, Standings);

/// The chances worked out on a thread of their own.
struct Apart {
    jobs: mpsc::Sender<Job>,
    answered: mpsc::Receiver<(u64, ShowState)>,
    /// The game asked for last, not worked out yet.
    asked: Option<Job>,
    /// Its view, as JSON (see [`Watcher::known`]).
    asked_key: Option<Value>,
    /// The number of the last game asked for.
    number: u64,
}

impl Watcher {
    /// A watcher of `target` in `store`.
    pub fn new(store: Store, target: Target, state: StateFn, lang: Lang) -> Watcher {
        Watcher {
            store,
            state,
            target,
            lang,
            version: None,
            game: None,
            rounds: Vec::new(),
            shown: (page::State::Missing(None), Views::default()),
            follows: false,
            drafts: false,
            draft: (None, String::new()),
            due: None,
            known: None,
            guard: None,
            faulted: false,
            apart: None,
        }
    }

    /// Looks after the history with `guard`: a history copied over or
    /// damaged is said on the sheet, once, in place of the game.
    pub fn guarded(mut self, guard: Arc<Guard>) -> Watcher {
        self.guard = Some((guard, 0));
        self
    }

    /// The guard's look before a look at the history: `Err` when it noticed
    /// a copy over it or its damage; a file changed under its identity and
    /// whole is opened again (no page of before is kept).
    fn guard_looks(&mut self) -> Result<(), Fault> {
        let Some((guard, seen)) = &mut self.guard else {
            return Ok(());
        };
        let generation = guard.look()?;
        if generation != *seen
            && let Ok(store) = Store::open(guard.path(), crate::store::OpenMode::Existing)
        {
            *seen = generation;
            self.store = store;
            self.version = None;
        }
        Ok(())
    }

    /// The sheet that says the history was copied over or damaged, and
    /// what to do, in every language: once.
    fn faulted(&mut self) -> Option<(Snapshot, Vec<Event>)> {
        if let Some((guard, _)) = &self.guard {
            guard.damaged();
        }
        if std::mem::replace(&mut self.faulted, true) {
            return None;
        }
        self.game = None;
        self.due = None;
        self.forget_asked();
        self.rounds.clear();
        self.draft = (None, String::new());
        let snapshot = page::missing(None, |lang| crate::i18n::t(lang, "serve-copied-over"));
        self.shown = self.shown_of(&snapshot);
        let gone = LiveEvent::Game { game: None }.text();
        Some((snapshot, vec![Event::Shared(gone), Event::Sheet]))
    }

    /// Follows the history's file: deleted and made again (or replaced, or
    /// writable again after it was read-only), it is opened again and shown
    /// as it is now (see [`Files::reopen_if_changed`]). With `drafts`, every
    /// change of the game's draft is a `draft` event.
    pub fn follow(mut self, drafts: bool) -> Watcher {
        self.follows = true;
        self.drafts = drafts;
        self
    }

    /// Opens the history again when its file is no longer the one opened.
    fn reopened(&mut self) -> bool {
        if !self.follows {
            return false;
        }
        let reopened = self.store.reopen_if_changed().unwrap_or(false);
        if reopened {
            self.version = None;
        }
        reopened
    }

    /// The game now, rendered, the chances included, as the first page shows it.
    pub fn first(&mut self) -> Result<Snapshot> {
        let mut snapshot = self.snapshot()?;
        self.shown = self.shown_of(&snapshot);
        if let Some((with_chances, _)) = self.chances() {
            snapshot = with_chances;
        }
        Ok(snapshot)
    }

    /// The sheet with the chances to win of the game [`Watcher::check`]
    /// published without them (the 20,000 simulated games), worked out
    /// here, and its `sheet` event; `None` when there are none to work out,
    /// or they change nothing shown.
    pub fn chances(&mut self) -> Option<(Snapshot, Vec<Event>)> {
        let (game, standings) = self.due.take()?;
        let state = (self.state)(&game, &standings);
        self.with_chances(&game, &standings, state)
    }

    /// Works the chances out on a thread of their own from now on, so that
    /// the watcher goes on looking meanwhile (a round recorded while the
    /// chances of the one before are worked out goes out at once);
    /// `done` is called when a result is ready (it wakes the watcher).
    pub fn chances_apart(mut self, done: impl Fn() + Send + 'static) -> Watcher {
        let (jobs, asked) = mpsc::channel::<Job>();
        let (answers, answered) = mpsc::channel::<(u64, ShowState)>();
        let state = self.state;
        let spawned = std::thread::Builder::new()
            .name("chances".into())
            .spawn(move || {
                while let Ok(mut job) = asked.recv() {
                    // Only the last game asked for: the others are past.
                    while let Ok(later) = asked.try_recv() {
                        job = later;
                    }
                    let (number, game, standings) = job;
                    let worked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        state(&game, &standings)
                    }));
                    let Ok(worked) = worked else { continue };
                    if answers.send((number, worked)).is_err() {
                        return;
                    }
                    done();
                }
            });
        if spawned.is_ok() {
            self.apart = Some(Apart {
                jobs,
                answered,
                asked: None,
                asked_key: None,
                number: 0,
            });
        }
        self
    }

    /// With the chances worked out apart: asks for those of the game
    /// published without them, and publishes the last asked for once they
    /// are worked out. Without: [`Watcher::chances`].
    pub fn chances_when_ready(&mut self) -> Option<(Snapshot, Vec<Event>)> {
        let Some(apart) = &mut self.apart else {
            return self.chances();
        };
        if let Some((game, standings)) = self.due.take() {
            apart.number += 1;
            let job = (apart.number, game.clone(), standings.clone());
            if apart.jobs.send(job).is_ok() {
                apart.asked = Some((apart.number, game, standings));
            }
        }
        let mut last = None;
        while let Ok(answer) = apart.answered.try_recv() {
            last = Some(answer);
        }
        let (number, state) = last?;
        let (asked, ..) = apart.asked.as_ref()?;
        if number != *asked {
            return None;
        }
        let (_, game, standings) = apart.asked.take()?;
        self.with_chances(&game, &standings, state)
    }

    /// The sheet of `game` in `state`, with its chances: remembered as the
    /// chances of its view, published when it shows something new.
    fn with_chances(
        &mut self,
        game: &StoredGame,
        standings: &Standings,
        state: ShowState,
    ) -> Option<(Snapshot, Vec<Event>)> {
        let key = serde_json::to_value(&state.view).ok()?;
        self.known = Some((key, state.chances.clone()));
        let snapshot = page::snapshot(game, standings, state);
        let shown = self.shown_of(&snapshot);
        if shown == self.shown {
            return None;
        }
        self.shown = shown;
        Some((snapshot, vec![Event::Sheet]))
    }

    /// The state of `game` at once: its view, and the chances already
    /// worked out when the view is the one they are of; else none yet, and
    /// the game is due for [`Watcher::chances`].
    fn quick_state(&mut self, game: &StoredGame, standings: &Standings) -> ShowState {
        let view = ShowView::of(game, standings);
        let key = serde_json::to_value(&view).ok();
        let asked = self.apart.as_ref().and_then(|a| a.asked_key.as_ref());
        let chances = match (&self.known, &key) {
            (Some((known, chances)), Some(key)) if known == key => {
                let chances = chances.clone();
                self.due = None;
                self.forget_asked();
                chances
            }
            // Being worked out already (a phone's grid meanwhile).
            (_, Some(key)) if asked == Some(key) => {
                self.due = None;
                None
            }
            _ => {
                self.due = Some((game.clone(), standings.clone()));
                self.forget_asked();
                if let (Some(apart), Some(key)) = (&mut self.apart, key) {
                    apart.asked_key = Some(key);
                }
                None
            }
        };
        WithChances { view, chances }
    }

    /// No game's chances asked for are awaited any more: what comes of them
    /// is past.
    fn forget_asked(&mut self) {
        if let Some(apart) = &mut self.apart {
            apart.asked = None;
            apart.asked_key = None;
        }
    }

    /// What of `snapshot` tells whether it shows anything new.
    fn shown_of(&self, snapshot: &Snapshot) -> (page::State, Views) {
        (snapshot.state.clone(), snapshot.views(self.lang).clone())
    }

    /// The game now, rendered; remembers it as the last one seen.
    fn snapshot(&mut self) -> Result<Snapshot> {
        self.version = Some(self.store.data_version()?);
        let id = match self.target {
            Target::Game(id) => Some(id),
            Target::Current => self.store.current_game()?,
        };
        let game = match id {
            Some(id) => self.store.game(id)?,
            None => None,
        };
        let Some(game) = game else {
            self.game = None;
            self.due = None;
            self.forget_asked();
            self.rounds.clear();
            self.draft = (None, String::new());
            let gone = |lang| match id {
                Some(id) => (StoreError::NoGame { game: id }.message())
                    .map(|m| m.text(lang))
                    .unwrap_or_default(),
                None => crate::i18n::t(lang, "status-none"),
            };
            return Ok(page::missing(id, gone));
        };
        let standings = game.standings();
        let state = self.quick_state(&game, &standings);
        self.game = Some(game.id);
        self.rounds = rounds_of(&state);
        if self.drafts {
            let draft = DraftJson::now(&self.store, &game, self.lang);
            let json = draft.as_ref().map(serde_json::to_string).transpose();
            self.draft = match json {
                Ok(Some(json)) => (draft, json),
                _ => (None, String::new()),
            };
        }
        Ok(page::snapshot(&game, &standings, state))
    }

    /// A new snapshot and its events when the history changed since the last
    /// look, at once: the chances to win follow from [`Watcher::chances`]
    /// when the game changed; `None` when nothing did, or the history could
    /// not be read this time (the next look tries again).
    pub fn check(&mut self) -> Option<(Snapshot, Vec<Event>)> {
        if self.guard_looks().is_err() {
            return self.faulted();
        }
        self.reopened();
        let version = self.store.data_version().ok()?;
        if self.version == Some(version) {
            return None;
        }
        let (before_game, before) = (self.game, std::mem::take(&mut self.rounds));
        let before_draft = self.draft.1.clone();
        let snapshot = match self.snapshot() {
            Ok(snapshot) => snapshot,
            Err(err) if self.guard.is_some() && is_damage(&err) => return self.faulted(),
            Err(_) => {
                // Read again at the next look, as if nothing had been seen.
                self.version = None;
                self.rounds = before;
                return None;
            }
        };
        let mut events = Vec::new();
        if snapshot.game != before_game {
            let game = LiveEvent::Game {
                game: snapshot.game,
            };
            events.push(game.text());
        } else if let Some(game) = snapshot.game {
            events.extend(round_events(game, &before, &self.rounds));
        }
        if self.draft.1 != before_draft
            && let Some(draft) = &self.draft.0
        {
            events.push(LiveEvent::Draft(Box::new(draft.clone())).text());
        }
        let mut events: Vec<Event> = events.into_iter().map(Event::Shared).collect();
        let shown = self.shown_of(&snapshot);
        if events.is_empty() && snapshot.game == before_game && shown == self.shown {
            // A commit elsewhere in the history (another game): nothing to show.
            return None;
        }
        self.shown = shown;
        // Any other change (a note, a name) shows in the sheet alone.
        events.push(Event::Sheet);
        Some((snapshot, events))
    }
}

/// Whether SQLite found the history damaged.
fn is_damage(err: &anyhow::Error) -> bool {
    err.chain().any(|cause| {
        let store = cause.downcast_ref::<StoreError>();
        matches!(store, Some(StoreError::Corrupt { .. }))
            || matches!(store, Some(StoreError::Sqlite(e)) if crate::store::is_damage(e))
            || cause
                .downcast_ref::<rusqlite::Error>()
                .is_some_and(crate::store::is_damage)
    })
}

/// The rounds of a state, each as `show --json` has it.
fn rounds_of(state: &ShowState) -> Vec<Value> {
    let rounds = state.view.rounds.iter();
    rounds
        .map(|r| serde_json::to_value(r).expect("a view serializes"))
        .collect()
}

/// The events between two versions of a game's rounds: `undo` when rounds
/// went, then a `round` for every round that is new or differs (an edit
/// changes the running totals of every later round too), in order.
fn round_events(game: GameId, before: &[Value], after: &[Value]) -> Vec<String> {
    let same = before.iter().zip(after).take_while(|(b, a)| b == a).count();
    let mut events = Vec::new();
    if after.len() < before.len() {
        let rounds = after.len();
        events.push(LiveEvent::Undo { game, rounds }.text());
    }
    for round in &after[same..] {
        let round = round.clone();
        events.push(LiveEvent::Round(RoundEvent { game, round }).text());
    }
    events
}

/// An event the watcher publishes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// The same for every reader (`round`, `undo`, `draft`, `game`), as sent.
    Shared(String),
    /// The `sheet` of the snapshot published with it, in each stream's language.
    Sheet,
}

/// An event the hub keeps, its `id:` line included.
enum Kept {
    /// The same for every stream.
    Shared(Arc<str>),
    /// The sheet in every language, in the order of [`Lang::all`]: never empty.
    Sheet(Vec<(Lang, Arc<str>)>),
    /// A sheet a later one replaced: nothing to send (the later sheet says it
    /// all), so the hub keeps one sheet's text, not one per change.
    Replaced,
}

impl Kept {
    /// The event as a stream in `lang` sends it; nothing for a replaced sheet.
    fn of(&self, lang: Lang) -> Option<Arc<str>> {
        match self {
            Kept::Shared(text) => Some(Arc::clone(text)),
            Kept::Sheet(texts) => {
                let text = texts.iter().find(|(l, _)| *l == lang);
                Some(Arc::clone(&text.unwrap_or(&texts[0]).1))
            }
            Kept::Replaced => None,
        }
    }
}

/// The snapshot now and the events of the last changes, for every stream.
/// A stream waits on [`Hub::subscribe`] (told the last id whenever events
/// are published) and takes what it has not sent with [`Hub::since`], each
/// sheet in its reader's language; every language has the same ids.
pub struct Hub {
    inner: Mutex<HubState>,
    changed: watch::Sender<u64>,
}

struct HubState {
    snapshot: Arc<Snapshot>,
    /// Events with their ids, oldest first: ids `next - events.len()` to `next - 1`.
    events: VecDeque<Kept>,
    next: u64,
    closed: bool,
}

impl HubState {
    /// The kept events after id `had` (one the hub keeps, or the one just
    /// before them), as a stream in `lang` sends them.
    fn kept_after(&self, had: u64, lang: Lang) -> Vec<Arc<str>> {
        let first = self.next - self.events.len() as u64;
        let skip = usize::try_from((had + 1).saturating_sub(first)).unwrap_or(usize::MAX);
        let kept = self.events.iter().skip(skip);
        kept.filter_map(|e| e.of(lang)).collect()
    }
}

/// What a stream finds after the id it sent last.
pub enum Since {
    /// Events to write (each with its `id:` line), and the id to wait after next.
    Events(Vec<Arc<str>>, u64),
    /// Nothing new.
    Nothing,
    /// The server stops.
    Closed,
}

impl Hub {
    /// A hub showing `snapshot`.
    pub fn new(snapshot: Snapshot) -> Hub {
        Hub {
            inner: Mutex::new(HubState {
                snapshot: Arc::new(snapshot),
                events: VecDeque::new(),
                next: 1,
                closed: false,
            }),
            changed: watch::Sender::new(0),
        }
    }

    fn lock(&self) -> MutexGuard<'_, HubState> {
        // A task that panicked leaves plain data behind: go on.
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The snapshot now.
    pub fn snapshot(&self) -> Arc<Snapshot> {
        Arc::clone(&self.lock().snapshot)
    }

    /// Told whenever events are published or the hub closes.
    pub fn subscribe(&self) -> watch::Receiver<u64> {
        self.changed.subscribe()
    }

    /// Where a new stream in `lang` starts: the events after `last_id` when
    /// the hub still has them all (a reconnect), else the sheet now; and the
    /// id to wait after. Any `last_id` a client sends is taken, `u64::MAX` too.
    pub fn join(&self, last_id: Option<u64>, lang: Lang) -> (Vec<Arc<str>>, u64) {
        let state = self.lock();
        let first = state.next - state.events.len() as u64;
        let replay = last_id
            .and_then(|id| Some((id, id.checked_add(1)?)))
            .filter(|&(id, after)| after >= first && id < state.next);
        match replay {
            Some((id, _)) => (state.kept_after(id, lang), state.next - 1),
            None => (
                vec![Arc::from(state.snapshot.sheet_event(lang))],
                state.next - 1,
            ),
        }
    }

    /// Publishes a new snapshot and its events, and wakes every stream.
    pub fn publish(&self, snapshot: Snapshot, events: Vec<Event>) {
        // Written before the streams are held up: the sheet in every language.
        let sheets: Vec<(Lang, String)> = Lang::all()
            .map(|lang| (lang, snapshot.sheet_event(lang)))
            .collect();
        let mut state = self.lock();
        for event in events {
            let id = state.next;
            state.next += 1;
            let kept = match event {
                Event::Shared(event) => Kept::Shared(Arc::from(format!("id: {id}\n{event}"))),
                Event::Sheet => {
                    for kept in &mut state.events {
                        if matches!(kept, Kept::Sheet(_)) {
                            *kept = Kept::Replaced;
                        }
                    }
                    Kept::Sheet(
                        sheets
                            .iter()
                            .map(|(lang, event)| (*lang, Arc::from(format!("id: {id}\n{event}"))))
                            .collect(),
                    )
                }
            };
            state.events.push_back(kept);
            if state.events.len() > KEPT {
                state.events.pop_front();
            }
        }
        state.snapshot = Arc::new(snapshot);
        let last = state.next - 1;
        drop(state);
        self.changed.send_replace(last);
    }

    /// The events after id `after` for a stream in `lang`, without waiting.
    pub fn since(&self, after: u64, lang: Lang) -> Since {
        let state = self.lock();
        if state.closed {
            return Since::Closed;
        }
        if state.next - 1 <= after {
            return Since::Nothing;
        }
        let first = state.next - state.events.len() as u64;
        if after + 1 < first {
            // Fell behind what the hub keeps: the sheet now says it all.
            return Since::Events(
                vec![Arc::from(state.snapshot.sheet_event(lang))],
                state.next - 1,
            );
        }
        Since::Events(state.kept_after(after, lang), state.next - 1)
    }

    /// Whether the hub is closed.
    pub fn is_closed(&self) -> bool {
        self.lock().closed
    }

    /// Stops every stream.
    pub fn close(&self) {
        self.lock().closed = true;
        self.changed.send_modify(|_| {});
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn round(n: u32, total: i32) -> Value {
        json!({ "round": n, "players": [{ "name": "Anna", "total": total }] })
    }

    #[test]
    fn a_new_round_is_one_event() {
        let before = vec![round(1, 10)];
        let after = vec![round(1, 10), round(2, 15)];
        let events = round_events(7, &before, &after);
        assert_eq!(events.len(), 1);
        assert!(events[0].starts_with("event: round\ndata: {"));
        let data: Value =
            serde_json::from_str(events[0].lines().nth(1).unwrap()[6..].trim()).unwrap();
        assert_eq!(data["round"], 2);
        assert_eq!(data["game"], 7);
    }

    #[test]
    fn an_edit_sends_the_round_and_every_later_one() {
        let before = vec![round(1, 10), round(2, 15), round(3, 20)];
        let after = vec![round(1, 10), round(2, 12), round(3, 17)];
        let events = round_events(1, &before, &after);
        assert_eq!(events.len(), 2);
        assert!(events[0].contains("\"round\":2"));
        assert!(events[1].contains("\"round\":3"));
    }

    #[test]
    fn an_undo_says_how_many_rounds_are_left() {
        let before = vec![round(1, 10), round(2, 15)];
        let after = vec![round(1, 10)];
        let events = round_events(1, &before, &after);
        assert_eq!(
            events,
            vec!["event: undo\ndata: {\"game\":1,\"rounds\":1}\n\n".to_string()]
        );
    }

    /// How many times the test's chances were worked out.
    static SIMULATED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

    /// The state with chances of a half for everyone, counted.
    fn counted(game: &StoredGame, standings: &Standings) -> ShowState {
        SIMULATED.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        halves(game, standings)
    }

    /// The state with chances of a half for everyone.
    fn halves(game: &StoredGame, standings: &Standings) -> ShowState {
        let chances = game.players.iter().map(|name| ChanceJson {
            name: name.clone(),
            p_win: 0.5,
            share: 0.5,
            percent: 50,
        });
        WithChances {
            view: ShowView::of(game, standings),
            chances: Some(chances.collect()),
        }
    }

    fn simulated() -> usize {
        SIMULATED.load(std::sync::atomic::Ordering::SeqCst)
    }

    /// The kinds of `events`: `round`, `draft`, ..., `sheet`.
    fn kinds(events: &[Event]) -> Vec<String> {
        events
            .iter()
            .map(|e| match e {
                Event::Shared(text) => text.lines().next().unwrap()[7..].to_string(),
                Event::Sheet => "sheet".into(),
            })
            .collect()
    }

    const NAMES: [&str; 2] = ["Åsa", "Björn"];

    /// A history on disk with a game of [`NAMES`] under the default rules:
    /// its folder, a connection that writes, one that reads (the watcher's),
    /// and the game.
    fn two_connections() -> (tempfile::TempDir, Store, Store, crate::store::GameId) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("h.db");
        let mut writer = Store::open(&path, crate::store::OpenMode::Create).unwrap();
        let names = NAMES.map(String::from);
        let rules = crate::rules::Rules::default();
        let game = writer
            .create_game(&names, &rules, chrono::Utc::now(), None)
            .unwrap();
        let reader = Store::open(&path, crate::store::OpenMode::Existing).unwrap();
        (dir, writer, reader, game)
    }

    /// Issue 49, item 13: a round recorded is published with its event and
    /// the sheet before any chance is worked out; the sheet with the chances
    /// follows. A grid entered after it leaves the game as it was: the
    /// chances already worked out stay on the sheet, none worked out again.
    #[test]
    fn a_round_s_event_goes_out_before_its_chances_are_worked_out() {
        let (_dir, mut writer, reader, game) = two_connections();
        let (rules, names) = (crate::rules::Rules::default(), NAMES.map(String::from));
        let now = chrono::Utc::now;
        let mut watcher = Watcher::new(reader, Target::Current, counted, Lang::EN).follow(true);
        let first = watcher.first().unwrap();
        assert!(
            first.state.json().contains("\"chances\""),
            "the first page has them"
        );
        assert_eq!(simulated(), 1);

        for (seat, text) in ["1 0 3 4 / -2 2 5 0 / 1 3 0 2", "14"].iter().enumerate() {
            let entry = crate::rules::Entry::parse(&names[seat], text, &rules).unwrap();
            writer
                .put_draft_entry(game, 1, seat, &entry, now())
                .unwrap();
        }
        writer.put_draft_closer(game, 1, 0, now()).unwrap();
        watcher.check().unwrap();
        watcher.chances();
        let before = simulated();
        let stored = writer.game(game).unwrap().unwrap();
        let check = writer.round_check(&stored).unwrap();
        let draft = DraftJson::of(&stored, &check, Lang::EN);
        let (entries, scored) = draft.ready.clone().unwrap();
        let round = crate::store::NewRound::scored(&entries, &scored);
        writer.record_draft(game, 1, &round, now()).unwrap();

        let (snapshot, events) = watcher.check().expect("a round was recorded");
        assert_eq!(kinds(&events).first().map(String::as_str), Some("round"));
        assert_eq!(kinds(&events).last().map(String::as_str), Some("sheet"));
        assert_eq!(
            simulated(),
            before,
            "nothing simulated before the round went out"
        );
        let state = snapshot.state.json();
        assert!(!state.contains("\"chances\""), "{state}");
        assert!(state.contains("\"round\":1"), "{state}");

        let (snapshot, events) = watcher.chances().expect("the chances follow");
        assert_eq!(kinds(&events), ["sheet"]);
        assert_eq!(simulated(), before + 1);
        assert!(snapshot.state.json().contains("\"percent\":50"));
        assert!(watcher.chances().is_none(), "worked out once");

        // A grid of round 2: the game is as it was, its chances too.
        let entry = crate::rules::Entry::parse(&names[1], "12", &rules).unwrap();
        writer.put_draft_entry(game, 2, 1, &entry, now()).unwrap();
        let (snapshot, events) = watcher.check().expect("the draft changed");
        assert_eq!(kinds(&events).first().map(String::as_str), Some("draft"));
        assert!(snapshot.state.json().contains("\"percent\":50"));
        assert!(watcher.chances().is_none());
        assert_eq!(simulated(), before + 1, "nothing simulated again");
    }

    /// Worked out apart, the chances of a round come once ready, the
    /// watcher free meanwhile; a round recorded before they are is said at
    /// once, and only its chances are published.
    #[test]
    fn chances_worked_out_apart_come_when_ready_and_only_the_last_games() {
        let (_dir, mut writer, reader, game) = two_connections();
        let (rules, names) = (crate::rules::Rules::default(), NAMES.map(String::from));
        let now = chrono::Utc::now;
        let woken = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let told = Arc::clone(&woken);
        /// Chances of a half each, worked out in a fifth of a second (each
        /// round's: three in all, so the test takes a little more).
        fn slow(game: &StoredGame, standings: &Standings) -> ShowState {
            std::thread::sleep(Duration::from_millis(200));
            halves(game, standings)
        }
        let mut watcher = Watcher::new(reader, Target::Current, slow, Lang::EN)
            .follow(false)
            .chances_apart(move || {
                told.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            });
        watcher.first().unwrap();
        let round = |writer: &mut Store, anna: i32| {
            let entries = [
                crate::rules::Entry::parse(&names[0], &anna.to_string(), &rules).unwrap(),
                crate::rules::Entry::parse(&names[1], "14", &rules).unwrap(),
            ];
            let scored = crate::rules::score_round(&rules, &entries, 0).unwrap();
            let round = crate::store::NewRound::scored(&entries, &scored);
            writer.add_round(game, &round, now()).unwrap();
        };
        round(&mut writer, 3);
        let (_, events) = watcher.check().unwrap();
        assert_eq!(kinds(&events)[0], "round");
        // Asked for, not waited for: round 2 comes before they are published.
        assert!(watcher.chances_when_ready().is_none());
        round(&mut writer, 4);
        let (snapshot, events) = watcher.check().unwrap();
        assert_eq!(kinds(&events)[0], "round");
        assert!(!snapshot.state.json().contains("\"chances\""));
        let deadline = std::time::Instant::now() + Duration::from_secs(30);
        let (snapshot, events) = loop {
            if let Some(done) = watcher.chances_when_ready() {
                break done;
            }
            assert!(std::time::Instant::now() < deadline, "never worked out");
            std::thread::sleep(Duration::from_millis(10));
        };
        assert_eq!(kinds(&events), ["sheet"]);
        let state = snapshot.state.json();
        assert!(state.contains("\"percent\":50"), "{state}");
        assert!(state.contains("\"round\":2"), "round 2's: {state}");
        assert!(woken.load(std::sync::atomic::Ordering::SeqCst) >= 1);
    }

    /// A snapshot whose sheet in each language is `page` and the language's code.
    fn snapshot(page: &str) -> Snapshot {
        Snapshot::new(Some(1), page::State::Missing(None), |lang| Views {
            lang,
            page: format!("{page}-{}", lang.code()),
            ..Views::default()
        })
    }

    fn shared(event: &str) -> Vec<Event> {
        vec![Event::Shared(event.into())]
    }

    #[test]
    fn the_hub_hands_each_stream_the_events_after_its_id() {
        let hub = Hub::new(snapshot("a"));
        let (first, after) = hub.join(None, Lang::EN);
        assert_eq!(first.len(), 1);
        assert!(first[0].contains("\"page\":\"a-en\""));
        hub.publish(snapshot("b"), shared("event: round\ndata: 1\n\n"));
        hub.publish(snapshot("c"), shared("event: round\ndata: 2\n\n"));
        let Since::Events(events, last) = hub.since(after, Lang::EN) else {
            panic!("events were published");
        };
        assert_eq!(events.len(), 2);
        assert_eq!(&*events[0], "id: 1\nevent: round\ndata: 1\n\n");
        assert_eq!(&*events[1], "id: 2\nevent: round\ndata: 2\n\n");
        assert!(matches!(hub.since(last, Lang::EN), Since::Nothing));
        // A reconnect after id 1 gets id 2 again, and only it.
        let (replay, _) = hub.join(Some(1), Lang::EN);
        assert_eq!(replay.len(), 1);
        assert!(replay[0].starts_with("id: 2\n"));
        // Any id a client sends: one past the last there can be is no panic.
        let (sheet, _) = hub.join(Some(u64::MAX), Lang::EN);
        assert!(sheet[0].starts_with("event: sheet"));
        hub.close();
        assert!(matches!(hub.since(last, Lang::EN), Since::Closed));
    }

    #[test]
    fn each_stream_gets_the_sheet_in_its_language_under_one_id() {
        let sv = Lang::from_code("sv").unwrap();
        let da = Lang::from_code("da").unwrap();
        let hub = Hub::new(snapshot("a"));
        let (first, after) = hub.join(None, sv);
        assert!(first[0].contains("\"page\":\"a-sv\""), "{}", first[0]);
        let events = vec![
            Event::Shared("event: round\ndata: 1\n\n".into()),
            Event::Sheet,
        ];
        hub.publish(snapshot("b"), events);
        for (lang, code) in [(Lang::EN, "en"), (sv, "sv"), (da, "da")] {
            let Since::Events(events, last) = hub.since(after, lang) else {
                panic!("events were published");
            };
            assert_eq!(last, 2);
            // The round is the same for all; the sheet is the reader's, with the same id.
            assert_eq!(&*events[0], "id: 1\nevent: round\ndata: 1\n\n");
            assert!(
                events[1].starts_with("id: 2\nevent: sheet\n"),
                "{}",
                events[1]
            );
            assert!(
                events[1].contains(&format!("\"page\":\"b-{code}\"")),
                "{}",
                events[1]
            );
            // A reconnect after id 1 gets the sheet of id 2 in its language.
            let (replay, _) = hub.join(Some(1), lang);
            assert_eq!(replay, vec![Arc::clone(&events[1])]);
        }
    }

    #[test]
    fn a_sheet_a_later_one_replaced_is_not_kept_nor_sent_again() {
        let hub = Hub::new(snapshot("a"));
        let (_, after) = hub.join(None, Lang::EN);
        for page in ["b", "c", "d"] {
            let events = vec![
                Event::Shared(format!("event: round\ndata: {page}\n\n")),
                Event::Sheet,
            ];
            hub.publish(snapshot(page), events);
        }
        let kept = hub
            .lock()
            .events
            .iter()
            .filter(|e| matches!(e, Kept::Sheet(_)))
            .count();
        assert_eq!(kept, 1, "one sheet's text is kept, the last");
        let Since::Events(events, last) = hub.since(after, Lang::EN) else {
            panic!("events were published");
        };
        assert_eq!(last, 6);
        // Every round, and the last sheet only: the sheet says it all.
        let ids: Vec<&str> = events.iter().map(|e| e.lines().next().unwrap()).collect();
        assert_eq!(ids, ["id: 1", "id: 3", "id: 5", "id: 6"]);
        assert!(events[3].contains("\"page\":\"d-en\""), "{}", events[3]);
        // A reconnect after the replaced sheet of id 2 gets the rest and the last sheet.
        let (replay, _) = hub.join(Some(2), Lang::EN);
        assert_eq!(replay.len(), 3);
        assert!(replay[2].starts_with("id: 6\nevent: sheet\n"));
    }

    #[test]
    fn a_poke_ends_the_watchers_wait_at_once() {
        let nudge = std::sync::Arc::new(Nudge::default());
        let started = std::time::Instant::now();
        let poker = {
            let nudge = std::sync::Arc::clone(&nudge);
            std::thread::spawn(move || {
                std::thread::sleep(Duration::from_millis(20));
                nudge.poke();
            })
        };
        nudge.wait(Duration::from_secs(10));
        poker.join().unwrap();
        assert!(started.elapsed() < Duration::from_secs(5));
        // A poke before the wait is not lost either; the next wait is whole.
        nudge.poke();
        let started = std::time::Instant::now();
        nudge.wait(Duration::from_secs(10));
        assert!(started.elapsed() < Duration::from_secs(5));
        let started = std::time::Instant::now();
        nudge.wait(Duration::from_millis(50));
        assert!(started.elapsed() >= Duration::from_millis(50));
    }

    #[test]
    fn a_stream_that_fell_behind_gets_the_sheet_now() {
        let hub = Hub::new(snapshot("a"));
        for i in 0..(KEPT + 5) {
            hub.publish(
                snapshot("z"),
                shared(&format!("event: round\ndata: {i}\n\n")),
            );
        }
        let da = Lang::from_code("da").unwrap();
        let Since::Events(events, last) = hub.since(0, da) else {
            panic!("events were published");
        };
        assert_eq!(events.len(), 1);
        assert!(events[0].starts_with("event: sheet"));
        assert!(events[0].contains("\"page\":\"z-da\""));
        assert_eq!(last, (KEPT + 5) as u64);
    }
}
