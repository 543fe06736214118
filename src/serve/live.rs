//! What keeps the pages live: the watcher asks the history whether anything
//! changed (`PRAGMA data_version`), renders the game again when it did (in
//! every language), and hands the new snapshot and its events to the hub,
//! which every event stream waits on; each stream sends the sheet in its
//! reader's language.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use anyhow::Result;
use serde_json::Value;
use tokio::sync::watch;

use super::draft::DraftJson;
use super::event::{LiveEvent, RoundEvent};
use super::page::{self, Snapshot, Views};
use super::{StateFn, Target};
use crate::i18n::{Lang, Words};
use crate::render::chances::ShowState;
use crate::store::{Files, GameId, Rounds, Store, StoreError};

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
        }
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

    /// The game now, rendered, as the first page shows it.
    pub fn first(&mut self) -> Result<Snapshot> {
        let snapshot = self.snapshot()?;
        self.shown = self.shown_of(&snapshot);
        Ok(snapshot)
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
        let state = (self.state)(&game, &standings);
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
    /// look; `None` when it did not, or could not be read this time (the
    /// next look tries again).
    pub fn check(&mut self) -> Option<(Snapshot, Vec<Event>)> {
        self.reopened();
        let version = self.store.data_version().ok()?;
        if self.version == Some(version) {
            return None;
        }
        let (before_game, before) = (self.game, std::mem::take(&mut self.rounds));
        let before_draft = self.draft.1.clone();
        let snapshot = match self.snapshot() {
            Ok(snapshot) => snapshot,
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
