//! Games and their rounds as they are played, the face [`Rounds`]: a game
//! started, read back and made current, its seen cards, and the round being
//! entered (the rows of a game are `games`').
//!
//! The round being entered is kept as a draft (schema 6): every answer the
//! prompts take is written here at once, so that leaving the prompts (Esc,
//! Ctrl-C, a closed terminal, a power cut) loses nothing typed. A draft is a
//! shared object: any writer (a terminal, later a phone at the table) adds
//! an entry or the closer in a transaction of its own, and the round is
//! recorded from it in the transaction that removes it.
//!
//! A draft belongs to one round of one game: every write names the round it
//! is for, and is refused when that is not the game's next round (a round
//! recorded meanwhile elsewhere, a round taken back). Such a draft is stale:
//! it is read and shown, and can be thrown away, never recorded.
//!
//! Every change of a draft gives it a new version (schema 10), from one
//! counter of the history that only grows: a writer that shows a draft and
//! then records it (a phone's review) names the version it showed.
//!
//! Whether a game can take its next round now is asked here, once, by every
//! writer ([`RoundCheck`]): `skyjo round`, a round given whole
//! ([`Rounds::add_round`], recorded here past no draft) and the phones.
//!
//! `skyjo round` reads its game once ([`Rounds::read_game`]) and works out
//! its standings once; the transaction that records the round takes the
//! game as read when no other connection wrote to the history since
//! (SQLite's `data_version`), else reads it again ([`Rounds::add_round_to`],
//! [`Rounds::record_draft_to`]).

use std::borrow::Cow;

use chrono::{DateTime, SecondsFormat, Utc};
use rusqlite::{Connection, OptionalExtension, params};

use super::games::{
    game_exists, insert_game, insert_round, load_game, load_game_with_rounds, no_game, set_current,
    write_results, write_results_with,
};
use super::{
    GameId, NewGame, NewRound, Result, Store, StoreError, StoredGame, StoredRound, columns,
    parse_time,
};
use crate::rules::deck::Face;
use crate::rules::{Entry, Rules, Standings};

/// The draft of a game's round, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draft {
    /// The game.
    pub game: GameId,
    /// The round it is the draft of (the game's next round when it began).
    pub round: u32,
    /// Each seat's entry so far (a grid or a total as the engine reads it
    /// back), in seat order; `None` for a player not entered yet.
    pub entries: Vec<Option<String>>,
    /// The closer's seat, once given.
    pub closer: Option<usize>,
    /// When its first answer was written.
    pub started_at: DateTime<Utc>,
    /// When it last changed.
    pub updated_at: DateTime<Utc>,
    /// Its version: new at every change, never given twice in a history.
    pub version: u64,
}

/// Whether a draft's entry (as the engine reads it back) is a bare total:
/// one whole number, where a grid has twelve cards.
pub fn is_total_text(entry: &str) -> bool {
    entry.trim().parse::<i32>().is_ok()
}

impl Draft {
    /// The seats entered so far, in seat order.
    pub fn entered(&self) -> Vec<usize> {
        (0..self.entries.len())
            .filter(|&seat| self.entries[seat].is_some())
            .collect()
    }

    /// The seats entered with a bare total (no grid), in seat order.
    pub fn totals(&self) -> Vec<usize> {
        (0..self.entries.len())
            .filter(|&seat| self.entries[seat].as_deref().is_some_and(is_total_text))
            .collect()
    }

    /// The seats still missing, in seat order.
    pub fn missing(&self) -> Vec<usize> {
        (0..self.entries.len())
            .filter(|&seat| self.entries[seat].is_none())
            .collect()
    }

    /// Whether it can no longer be recorded into `game`: its round is not
    /// the game's next one, or the game takes no more rounds (it is over,
    /// abandoned, or of final totals only).
    pub fn is_stale(&self, game: &StoredGame) -> bool {
        self.round as usize != game.rounds.len() + 1
            || game.no_more_rounds(&game.standings()).is_some()
    }

    /// Whether it holds exactly `round`: every entry and the closer.
    fn holds(&self, round: &NewRound) -> bool {
        self.closer == Some(round.closer)
            && self.entries.len() == round.players.len()
            && self
                .entries
                .iter()
                .zip(&round.players)
                .all(|(kept, p)| kept.as_deref() == Some(p.entry.as_str()))
    }
}

/// Whether a game can take its next round now, and what stands in the way:
/// the store's one answer to every writer of a round (`skyjo round` before
/// its first prompt, [`Rounds::add_round`] in its transaction, the phones'
/// draft).
#[derive(Debug)]
pub struct RoundCheck {
    /// The game.
    pub game: GameId,
    /// The number of its next round.
    pub next: u32,
    /// Why the game takes no more rounds, if it does not (abandoned, of
    /// final totals only, over).
    pub closed: Option<StoreError>,
    /// Its draft, if it has one.
    pub draft: Option<Draft>,
    /// The players in seat order, to name who is in a draft.
    players: Vec<String>,
}

impl RoundCheck {
    /// The check of `game`, whose draft is `draft`.
    pub fn of(game: &StoredGame, draft: Option<Draft>) -> RoundCheck {
        RoundCheck::with(game, &game.standings(), draft)
    }

    /// The check of `game`, which stands at `standings`, whose draft is `draft`.
    fn with(game: &StoredGame, standings: &Standings, draft: Option<Draft>) -> RoundCheck {
        RoundCheck {
            game: game.id,
            next: game.rounds.len() as u32 + 1,
            closed: game.no_more_rounds(standings),
            draft,
            players: game.players.clone(),
        }
    }

    /// The draft of another round than the next (one was recorded or taken
    /// back since it began), as the error that says so: it is thrown away
    /// before anything else is entered.
    pub fn stale(&self) -> Option<StoreError> {
        let draft = self.draft.as_ref().filter(|d| d.round != self.next)?;
        Some(StoreError::DraftStale {
            game: self.game,
            round: draft.round,
            rounds: self.next as usize - 1,
        })
    }

    /// The draft of the next round, as the error that says it is in the way
    /// of a round given whole (naming who is in): it is gone on from, or
    /// recorded, or thrown away first.
    pub fn in_the_way(&self) -> Option<StoreError> {
        let draft = self.draft.as_ref().filter(|d| d.round == self.next)?;
        Some(StoreError::DraftInTheWay {
            game: self.game,
            round: draft.round,
            entered: draft
                .entered()
                .into_iter()
                .map(|seat| self.players[seat].clone())
                .collect(),
            totals: draft
                .totals()
                .into_iter()
                .map(|seat| self.players[seat].clone())
                .collect(),
        })
    }

    /// What refuses a round given whole now: the game takes no more rounds,
    /// else its draft (stale, or in the way).
    pub fn refusal(self) -> Option<StoreError> {
        let draft = self.stale().or_else(|| self.in_the_way());
        self.closed.or(draft)
    }
}

/// A game as a command read it to record its next round: its standings
/// worked out once, and the history's [`Store::data_version`] when it was
/// read. The transaction that records the round takes the game as read
/// when the version is the same (no other connection wrote since), and
/// reads it again when not.
#[derive(Debug, Clone)]
pub struct ReadGame {
    /// The game.
    pub game: StoredGame,
    /// Where it stands.
    pub standings: Standings,
    /// The history's version when it was read.
    version: i64,
}

/// The game a write of a draft is for: named by its id (read in the
/// write), or as a command read it (read again only when another
/// connection wrote since: see [`ReadGame`]).
#[derive(Debug, Clone, Copy)]
pub enum DraftOf<'a> {
    /// The game of this id.
    Id(GameId),
    /// The game as read.
    Read(&'a ReadGame),
}

impl From<GameId> for DraftOf<'_> {
    fn from(id: GameId) -> Self {
        DraftOf::Id(id)
    }
}

impl<'a> From<&'a ReadGame> for DraftOf<'a> {
    fn from(read: &'a ReadGame) -> Self {
        DraftOf::Read(read)
    }
}

impl DraftOf<'_> {
    /// The game's id.
    fn id(self) -> GameId {
        match self {
            DraftOf::Id(id) => id,
            DraftOf::Read(read) => read.game.id,
        }
    }
}

/// A round recorded into a [`ReadGame`]: its number, and the game with it
/// and where it stands now, worked out once (the results written with
/// them, the command shows them).
#[derive(Debug, Clone)]
pub struct Added {
    /// The round's number.
    pub number: u32,
    /// The game with the round.
    pub game: StoredGame,
    /// Where the game stands with it.
    pub standings: Standings,
}

/// What a write to a draft did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Put {
    /// The value is new in the draft.
    Added,
    /// The draft held this value already: nothing changed.
    Unchanged,
    /// The draft held another value for it, now replaced.
    Replaced,
}

/// The face of games and their rounds as they are played: starting a game,
/// reading it back, the current game and its seen cards, and entering a
/// round (its draft, entry by entry, or whole). What `skyjo new`, `round`,
/// `show`, `use`, `seen` and the phones' round need of the history.
///
/// ```
/// use skyjo::rules::Rules;
/// use skyjo::store::{Rounds, Store};
///
/// let mut store = Store::open_in_memory()?;
/// let names = ["Anna".to_string(), "Bo".to_string()];
/// let game = store.create_game(&names, &Rules::default(), chrono::Utc::now(), None)?;
/// assert_eq!(store.current_game()?, Some(game));
/// assert!(store.game(game)?.is_some_and(|g| g.rounds.is_empty()));
/// # Ok::<(), skyjo::store::StoreError>(())
/// ```
pub trait Rounds {
    /// Starts a game of `names` (2 to 8, distinct) under `rules`, and makes it
    /// the current game. Players already known keep their stored spelling.
    fn create_game(
        &mut self,
        names: &[String],
        rules: &Rules,
        now: DateTime<Utc>,
        name: Option<&str>,
    ) -> Result<GameId>;

    /// The newest game by when it was played, if any.
    fn newest_game(&self) -> Result<Option<GameId>>;

    /// Loads a whole game, or `None` when there is no game `id`.
    fn game(&self, id: GameId) -> Result<Option<StoredGame>>;

    /// Makes `game` the current game.
    fn use_game(&mut self, game: GameId) -> Result<()>;

    /// The current game: the one started last with `new`, or chosen with `use`.
    fn current_game(&self) -> Result<Option<GameId>>;

    /// The cards seen so far in the round of `game` in progress (`skyjo seen`),
    /// in the order they were added: number cards, and stars (schema 9) in a
    /// round of Skyjo Action.
    fn seen_cards(&self, game: GameId) -> Result<Vec<Face>>;

    /// Replaces the seen cards of `game`'s round in progress, in one transaction.
    fn set_seen_cards(&mut self, game: GameId, cards: &[Face]) -> Result<()>;

    /// Game `id` read whole to record its next round, with its standings:
    /// see [`ReadGame`].
    fn read_game(&self, id: GameId) -> Result<ReadGame>;

    /// [`Rounds::round_check`] of the game as read, with its standings.
    fn round_check_of(&self, read: &ReadGame) -> Result<RoundCheck>;

    /// [`Rounds::add_round`] into the game as read (see [`ReadGame`]).
    fn add_round_to(
        &mut self,
        read: &ReadGame,
        round: &NewRound,
        now: DateTime<Utc>,
    ) -> Result<Added>;

    /// [`Rounds::record_draft`] into the game as read (see [`ReadGame`]).
    fn record_draft_to(
        &mut self,
        read: &ReadGame,
        number: u32,
        round: &NewRound,
        now: DateTime<Utc>,
    ) -> Result<Added>;

    /// The draft of `game`, if it has one (stale or not).
    fn draft(&self, game: GameId) -> Result<Option<Draft>>;

    /// Whether `game` (as read) can take its next round now: see
    /// [`RoundCheck`].
    fn round_check(&self, game: &StoredGame) -> Result<RoundCheck>;

    /// Records `round` as the next round of `game`, in one transaction that
    /// also checks that the game is not over. Returns the round's number.
    /// Refused while the game has a draft (`skyjo round` at a terminal goes
    /// on from it; [`Rounds::record_draft`] records it, and
    /// [`Rounds::discard_draft`] throws it away): a round given whole must
    /// not pass by a round half entered.
    fn add_round(&mut self, game: GameId, round: &NewRound, now: DateTime<Utc>) -> Result<u32>;

    /// Writes `entry` as the entry of `seat` in the draft of round `round`
    /// of `game`, in a transaction of its own; the draft is begun by its
    /// first write. Refused when `round` is not the game's next round (one
    /// was recorded or taken back meanwhile), when the game takes no more
    /// rounds, or when the game's draft is of another round (stale: it is
    /// thrown away first).
    fn put_draft_entry<'a>(
        &mut self,
        game: impl Into<DraftOf<'a>>,
        round: u32,
        seat: usize,
        entry: &Entry,
        now: DateTime<Utc>,
    ) -> Result<Put>;

    /// Writes `closer` as the closer of the draft of round `round` of
    /// `game`, in a transaction of its own; refused as
    /// [`Rounds::put_draft_entry`] is.
    fn put_draft_closer<'a>(
        &mut self,
        game: impl Into<DraftOf<'a>>,
        round: u32,
        closer: usize,
        now: DateTime<Utc>,
    ) -> Result<Put>;

    /// Throws away the draft of `game`: what it held, or `None` when it had
    /// none.
    fn discard_draft(&mut self, game: GameId) -> Result<Option<Draft>>;

    /// Records `round` as round `number` of `game` from its draft, and
    /// removes the draft, in one transaction. Refused when `number` is not
    /// the game's next round (another writer recorded it meanwhile), when
    /// the game's draft is stale, and when the draft no longer holds exactly
    /// `round` (another writer changed it, or threw it away, since it was
    /// read).
    fn record_draft(
        &mut self,
        game: GameId,
        number: u32,
        round: &NewRound,
        now: DateTime<Utc>,
    ) -> Result<u32>;
}

impl Rounds for Store {
    fn create_game(
        &mut self,
        names: &[String],
        rules: &Rules,
        now: DateTime<Utc>,
        name: Option<&str>,
    ) -> Result<GameId> {
        self.write_at(now, |tx| {
            let new = NewGame {
                id: None,
                uid: None,
                played_at: now,
                rules,
                name,
                note: None,
                abandoned: false,
                final_totals: None,
            };
            let game = insert_game(tx, &new, names)?;
            write_results(tx, game)?;
            set_current(tx, game)?;
            Ok(game)
        })
    }

    fn newest_game(&self) -> Result<Option<GameId>> {
        Ok(self
            .conn
            .query_row(
                "SELECT id FROM game ORDER BY played_at DESC, id DESC LIMIT 1",
                [],
                |r| r.get(0),
            )
            .optional()?)
    }

    fn game(&self, id: GameId) -> Result<Option<StoredGame>> {
        load_game(&self.conn, id)
    }

    fn use_game(&mut self, game: GameId) -> Result<()> {
        self.write(|tx| {
            if !game_exists(tx, game)? {
                return Err(no_game(game));
            }
            set_current(tx, game)?;
            Ok(())
        })
    }

    fn current_game(&self) -> Result<Option<GameId>> {
        Ok(self
            .conn
            .query_row("SELECT game_id FROM current_game", [], |r| r.get(0))
            .optional()?)
    }

    fn seen_cards(&self, game: GameId) -> Result<Vec<Face>> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT card, star FROM seen_card WHERE game_id = ?1 ORDER BY position",
            )?
            .query_map([game], |r| {
                let card: Option<i8> = r.get(0)?;
                let star: bool = r.get(1)?;
                Ok(match card {
                    Some(v) if !star => Face::Value(v),
                    _ => Face::Star,
                })
            })?
            .collect::<rusqlite::Result<_>>()?)
    }

    fn set_seen_cards(&mut self, game: GameId, cards: &[Face]) -> Result<()> {
        self.write(|tx| {
            if !game_exists(tx, game)? {
                return Err(no_game(game));
            }
            forget_seen(tx, game)?;
            let mut insert = tx.prepare_cached(
                "INSERT INTO seen_card (game_id, position, card, star) VALUES (?1, ?2, ?3, ?4)",
            )?;
            for (position, face) in cards.iter().enumerate() {
                let (card, star) = match *face {
                    Face::Value(v) => (Some(v), false),
                    Face::Star => (None, true),
                };
                insert.execute(params![game, position as i64, card, star])?;
            }
            Ok(())
        })
    }

    fn read_game(&self, id: GameId) -> Result<ReadGame> {
        let version = self.data_version()?;
        let game = load_game(&self.conn, id)?.ok_or(StoreError::NoGame { game: id })?;
        let standings = game.standings();
        Ok(ReadGame {
            game,
            standings,
            version,
        })
    }

    fn round_check_of(&self, read: &ReadGame) -> Result<RoundCheck> {
        let draft = read_draft(&self.conn, read.game.id)?;
        Ok(RoundCheck::with(&read.game, &read.standings, draft))
    }

    fn add_round_to(
        &mut self,
        read: &ReadGame,
        round: &NewRound,
        now: DateTime<Utc>,
    ) -> Result<Added> {
        self.write_at(now, |tx| {
            let (stored, standings) = as_read(tx, read)?;
            takes(&stored, &standings, round.players.len())?;
            let check = RoundCheck::with(&stored, &standings, read_draft(tx, stored.id)?);
            let number = check.next;
            if let Some(refused) = check.refusal() {
                return Err(refused);
            }
            insert_added(tx, stored.into_owned(), number, round, now)
        })
    }

    fn record_draft_to(
        &mut self,
        read: &ReadGame,
        number: u32,
        round: &NewRound,
        now: DateTime<Utc>,
    ) -> Result<Added> {
        self.write_at(now, |tx| {
            let (stored, standings) = as_read(tx, read)?;
            takes(&stored, &standings, round.players.len())?;
            let game = stored.id;
            next_round(tx, &stored, number)?;
            if !read_draft(tx, game)?.is_some_and(|draft| draft.holds(round)) {
                return Err(StoreError::DraftChanged {
                    game,
                    round: number,
                });
            }
            let added = insert_added(tx, stored.into_owned(), number, round, now)?;
            forget_draft(tx, game)?;
            Ok(added)
        })
    }

    fn draft(&self, game: GameId) -> Result<Option<Draft>> {
        read_draft(&self.conn, game)
    }

    fn round_check(&self, game: &StoredGame) -> Result<RoundCheck> {
        Ok(RoundCheck::of(game, read_draft(&self.conn, game.id)?))
    }

    fn add_round(&mut self, game: GameId, round: &NewRound, now: DateTime<Utc>) -> Result<u32> {
        self.write_at(now, |tx| {
            let stored = takes_round(tx, game, round.players.len())?;
            let check = RoundCheck::of(&stored, read_draft(tx, game)?);
            let number = check.next;
            if let Some(refused) = check.refusal() {
                return Err(refused);
            }
            insert_next_round(tx, game, number, round, now)?;
            Ok(number)
        })
    }

    fn put_draft_entry<'a>(
        &mut self,
        game: impl Into<DraftOf<'a>>,
        round: u32,
        seat: usize,
        entry: &Entry,
        now: DateTime<Utc>,
    ) -> Result<Put> {
        let text = entry.to_text();
        let of = game.into();
        let game = of.id();
        self.write_at(now, |tx| {
            open_draft(tx, of, round, seat, now)?;
            let kept: Option<String> = tx
                .prepare_cached("SELECT entry FROM draft_entry WHERE game_id = ?1 AND seat = ?2")?
                .query_row(params![game, seat as i64], |r| r.get(0))
                .optional()?;
            let put = match kept {
                Some(kept) if kept == text => return Ok(Put::Unchanged),
                Some(_) => Put::Replaced,
                None => Put::Added,
            };
            tx.prepare_cached(
                "INSERT INTO draft_entry (game_id, seat, entry, entered_at) VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT (game_id, seat) DO UPDATE
                 SET entry = excluded.entry, entered_at = excluded.entered_at",
            )?
            .execute(params![game, seat as i64, text, time(now)])?;
            touch(tx, game, now)?;
            Ok(put)
        })
    }

    fn put_draft_closer<'a>(
        &mut self,
        game: impl Into<DraftOf<'a>>,
        round: u32,
        closer: usize,
        now: DateTime<Utc>,
    ) -> Result<Put> {
        let of = game.into();
        let game = of.id();
        self.write_at(now, |tx| {
            open_draft(tx, of, round, closer, now)?;
            let kept: Option<i64> = tx
                .prepare_cached("SELECT closer_seat FROM draft WHERE game_id = ?1")?
                .query_row([game], |r| r.get(0))?;
            let put = match kept {
                Some(kept) if kept == closer as i64 => return Ok(Put::Unchanged),
                Some(_) => Put::Replaced,
                None => Put::Added,
            };
            tx.prepare_cached("UPDATE draft SET closer_seat = ?2 WHERE game_id = ?1")?
                .execute(params![game, closer as i64])?;
            touch(tx, game, now)?;
            Ok(put)
        })
    }

    fn discard_draft(&mut self, game: GameId) -> Result<Option<Draft>> {
        self.write(|tx| {
            let draft = read_draft(tx, game)?;
            forget_draft(tx, game)?;
            Ok(draft)
        })
    }

    fn record_draft(
        &mut self,
        game: GameId,
        number: u32,
        round: &NewRound,
        now: DateTime<Utc>,
    ) -> Result<u32> {
        self.write_at(now, |tx| {
            let stored = takes_round(tx, game, round.players.len())?;
            next_round(tx, &stored, number)?;
            if !read_draft(tx, game)?.is_some_and(|draft| draft.holds(round)) {
                return Err(StoreError::DraftChanged {
                    game,
                    round: number,
                });
            }
            insert_next_round(tx, game, number, round, now)?;
            forget_draft(tx, game)?;
            Ok(number)
        })
    }
}

/// Game `game` when it takes a round of `players` entries: refused when it
/// is missing, of final totals only, abandoned or over, or of another size.
pub(super) fn takes_round(conn: &Connection, game: GameId, players: usize) -> Result<StoredGame> {
    let stored = load_game_with_rounds(conn, game)?;
    takes(&stored, &stored.standings(), players)?;
    Ok(stored)
}

/// Whether `stored`, which stands at `standings`, takes a round of
/// `players` entries: see [`takes_round`].
fn takes(stored: &StoredGame, standings: &Standings, players: usize) -> Result<()> {
    if players != stored.players.len() {
        return Err(StoreError::RoundSize {
            game: stored.id,
            players: stored.players.len(),
            given: players,
        });
    }
    match stored.no_more_rounds(standings) {
        Some(closed) => Err(closed),
        None => Ok(()),
    }
}

/// The game `read` and its standings as they are in the transaction
/// `conn`: as read when no other connection wrote since, else read again
/// (see [`ReadGame`]).
fn as_read<'a>(
    conn: &Connection,
    read: &'a ReadGame,
) -> Result<(Cow<'a, StoredGame>, Cow<'a, Standings>)> {
    let version: i64 = conn.query_row("PRAGMA data_version", [], |r| r.get(0))?;
    if version == read.version {
        return Ok((Cow::Borrowed(&read.game), Cow::Borrowed(&read.standings)));
    }
    let stored = load_game_with_rounds(conn, read.game.id)?;
    let standings = stored.standings();
    Ok((Cow::Owned(stored), Cow::Owned(standings)))
}

/// Inserts `round` as round `number` of `game` (as it is before it), as
/// [`insert_next_round`] does, with the results written from the game
/// with the round and its standings, worked out here once and handed back.
fn insert_added(
    conn: &Connection,
    game: StoredGame,
    number: u32,
    round: &NewRound,
    now: DateTime<Utc>,
) -> Result<Added> {
    let id = game.id;
    insert_round(
        conn,
        id,
        &StoredRound {
            number,
            closer: round.closer,
            recorded_at: now,
            players: round.players.clone(),
        },
    )?;
    let game = game.with_round(number, round, now);
    let standings = game.standings();
    write_results_with(conn, &game, &standings)?;
    // The round is over: its seen cards are no longer the deck's.
    forget_seen(conn, id)?;
    Ok(Added {
        number,
        game,
        standings,
    })
}

/// Inserts `round` as round `number` of `game` with what follows from it:
/// the results rewritten, the round's seen cards forgotten.
pub(super) fn insert_next_round(
    conn: &Connection,
    game: GameId,
    number: u32,
    round: &NewRound,
    now: DateTime<Utc>,
) -> Result<()> {
    insert_round(
        conn,
        game,
        &StoredRound {
            number,
            closer: round.closer,
            recorded_at: now,
            players: round.players.clone(),
        },
    )?;
    write_results(conn, game)?;
    // The round is over: its seen cards are no longer the deck's.
    forget_seen(conn, game)?;
    Ok(())
}

/// Checks that the draft of round `round` of `game` may be written, and
/// begins it when the game has none: the game must take a round, `seat` must
/// be one of its seats, and the round must be its next one (see
/// [`next_round`]).
fn open_draft(
    conn: &Connection,
    of: DraftOf<'_>,
    round: u32,
    seat: usize,
    now: DateTime<Utc>,
) -> Result<()> {
    let game = of.id();
    let (stored, standings) = match of {
        DraftOf::Id(id) => {
            let stored = load_game_with_rounds(conn, id)?;
            let standings = stored.standings();
            (Cow::Owned(stored), Cow::Owned(standings))
        }
        DraftOf::Read(read) => as_read(conn, read)?,
    };
    if let Some(closed) = stored.no_more_rounds(&standings) {
        return Err(closed);
    }
    let players = stored.players.len();
    if seat >= players {
        return Err(StoreError::NoSeat {
            game,
            seat,
            players,
        });
    }
    if next_round(conn, &stored, round)?.is_none() {
        conn.prepare_cached(
            "INSERT INTO draft (game_id, round, closer_seat, started_at, updated_at, version)
             VALUES (?1, ?2, NULL, ?3, ?3, ?4)",
        )?
        .execute(params![game, round, time(now), next_version(conn)?])?;
    }
    Ok(())
}

/// Checks that `round` is the next round of `game` and that a draft the game
/// has is of it: a stale draft is in the way of every round (it is thrown
/// away first), and a round that is no longer the next one (another writer
/// recorded it, or one was taken back) takes nothing more. Returns the round
/// of the game's draft, if it has one.
fn next_round(conn: &Connection, game: &StoredGame, round: u32) -> Result<Option<u32>> {
    let rounds = game.rounds.len();
    let next = rounds as u32 + 1;
    let kept: Option<u32> = conn
        .prepare_cached("SELECT round FROM draft WHERE game_id = ?1")?
        .query_row([game.id], |r| r.get(0))
        .optional()?;
    if let Some(kept) = kept.filter(|&kept| kept != next) {
        return Err(StoreError::DraftStale {
            game: game.id,
            round: kept,
            rounds,
        });
    }
    if round != next {
        return Err(StoreError::RoundMovedOn {
            game: game.id,
            round,
            rounds,
        });
    }
    Ok(kept)
}

/// Marks the draft of `game` changed at `now`, under a new version.
fn touch(conn: &Connection, game: GameId, now: DateTime<Utc>) -> rusqlite::Result<()> {
    conn.prepare_cached("UPDATE draft SET updated_at = ?2, version = ?3 WHERE game_id = ?1")?
        .execute(params![game, time(now), next_version(conn)?])?;
    Ok(())
}

/// A version no draft of the history had: the counter's next.
fn next_version(conn: &Connection) -> rusqlite::Result<i64> {
    conn.prepare_cached("UPDATE draft_version SET last = last + 1 WHERE id = 1 RETURNING last")?
        .query_row([], |r| r.get(0))
}

fn time(at: DateTime<Utc>) -> String {
    at.to_rfc3339_opts(SecondsFormat::Secs, true)
}

/// The draft of `game`, read in the caller's transaction.
pub(super) fn read_draft(conn: &Connection, game: GameId) -> Result<Option<Draft>> {
    type Head = (u32, Option<i64>, String, String, i64);
    let head: Option<Head> = conn
        .prepare_cached(
            "SELECT round, closer_seat, started_at, updated_at, version
             FROM draft WHERE game_id = ?1",
        )?
        .query_row([game], columns)
        .optional()?;
    let Some((round, closer, started_at, updated_at, version)) = head else {
        return Ok(None);
    };
    let players: i64 = conn
        .prepare_cached("SELECT count(*) FROM seat WHERE game_id = ?1")?
        .query_row([game], |r| r.get(0))?;
    let players = usize::try_from(players).unwrap_or(0);
    let mut entries = vec![None; players];
    let mut stmt = conn
        .prepare_cached("SELECT seat, entry FROM draft_entry WHERE game_id = ?1 ORDER BY seat")?;
    let mut rows = stmt.query([game])?;
    while let Some(row) = rows.next()? {
        let seat: i64 = row.get(0)?;
        // A seat the game lacks (a file edited by hand) is left out.
        if let Some(slot) = usize::try_from(seat).ok().and_then(|s| entries.get_mut(s)) {
            *slot = Some(row.get(1)?);
        }
    }
    Ok(Some(Draft {
        game,
        round,
        entries,
        closer: closer
            .and_then(|c| usize::try_from(c).ok())
            .filter(|&c| c < players),
        started_at: parse_time(&started_at)?,
        updated_at: parse_time(&updated_at)?,
        version: u64::try_from(version).unwrap_or(0),
    }))
}

/// Removes the draft of `game`, in the caller's transaction.
pub(super) fn forget_draft(conn: &Connection, game: GameId) -> rusqlite::Result<()> {
    conn.prepare_cached("DELETE FROM draft_entry WHERE game_id = ?1")?
        .execute([game])?;
    conn.prepare_cached("DELETE FROM draft WHERE game_id = ?1")?
        .execute([game])?;
    Ok(())
}

/// Forgets the seen cards of `game`'s round in progress (the round is over).
pub(super) fn forget_seen(conn: &Connection, game: GameId) -> rusqlite::Result<()> {
    conn.prepare_cached("DELETE FROM seen_card WHERE game_id = ?1")?
        .execute([game])?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, score_round};
    use crate::store::{Corrections, OpenMode, ReadCount};

    const NAMES: [&str; 3] = ["Åsa", "Björn", "Ölle"];

    fn at(minute: u32) -> DateTime<Utc> {
        format!("2026-12-24T18:{minute:02}:00Z").parse().unwrap()
    }

    fn entry(seat: usize, text: &str) -> Entry {
        Entry::parse(NAMES[seat], text, &Rules::default()).unwrap()
    }

    fn new_game(store: &mut Store) -> GameId {
        let names = NAMES.map(String::from);
        store
            .create_game(&names, &Rules::default(), at(0), None)
            .unwrap()
    }

    /// The round of `texts` closed by `closer`, as the engine scores it.
    fn scored(texts: [&str; 3], closer: usize) -> NewRound {
        let entries: Vec<Entry> = (0..3).map(|seat| entry(seat, texts[seat])).collect();
        let scored = score_round(&Rules::default(), &entries, closer).unwrap();
        NewRound::scored(&entries, &scored)
    }

    const GRID: &str = "1 0 3 4 / -2 2 5 0 / 1 3 0 2";

    #[test]
    fn answers_are_kept_one_row_each_and_read_back_in_seat_order() {
        let mut store = Store::open_in_memory().unwrap();
        let game = new_game(&mut store);
        assert_eq!(store.draft(game).unwrap(), None);
        assert_eq!(
            store
                .put_draft_entry(game, 1, 2, &entry(2, "14"), at(1))
                .unwrap(),
            Put::Added
        );
        let grid = entry(0, "1,0,3,4 -2,2,5,0 1,3,0,2");
        assert_eq!(
            store.put_draft_entry(game, 1, 0, &grid, at(2)).unwrap(),
            Put::Added
        );
        // The same entry written twice (a second writer, a retry) is one entry.
        assert_eq!(
            store.put_draft_entry(game, 1, 0, &grid, at(3)).unwrap(),
            Put::Unchanged
        );
        assert_eq!(
            store.put_draft_closer(game, 1, 0, at(4)).unwrap(),
            Put::Added
        );
        assert_eq!(
            store.put_draft_closer(game, 1, 2, at(5)).unwrap(),
            Put::Replaced
        );
        assert_eq!(
            store
                .put_draft_entry(game, 1, 2, &entry(2, "12"), at(6))
                .unwrap(),
            Put::Replaced
        );
        let draft = store.draft(game).unwrap().unwrap();
        assert_eq!(draft.round, 1);
        assert_eq!(
            draft.entries,
            [Some(GRID.to_string()), None, Some("12".to_string())]
        );
        assert_eq!(draft.closer, Some(2));
        assert_eq!(draft.entered(), [0, 2]);
        assert_eq!(draft.missing(), [1]);
        assert_eq!((draft.started_at, draft.updated_at), (at(1), at(6)));
        let rows: i64 = store
            .conn
            .query_row("SELECT count(*) FROM draft_entry", [], |r| r.get(0))
            .unwrap();
        assert_eq!(rows, 2);
        assert!(matches!(
            store.put_draft_entry(game, 1, 3, &entry(0, "5"), at(7)),
            Err(StoreError::NoSeat {
                seat: 3,
                players: 3,
                ..
            })
        ));
    }

    /// Recording from the draft writes the round and removes the draft in one
    /// transaction; a draft that no longer holds the round is refused whole.
    #[test]
    fn a_round_is_recorded_from_its_draft_and_the_draft_is_gone() {
        let mut store = Store::open_in_memory().unwrap();
        let game = new_game(&mut store);
        for (seat, text) in [GRID, "14", "22"].iter().enumerate() {
            store
                .put_draft_entry(game, 1, seat, &entry(seat, text), at(1))
                .unwrap();
        }
        store.put_draft_closer(game, 1, 0, at(2)).unwrap();
        // Not what the draft holds (another closer): refused, nothing written.
        let other = scored([GRID, "14", "22"], 1);
        assert!(matches!(
            store.record_draft(game, 1, &other, at(3)),
            Err(StoreError::DraftChanged { round: 1, .. })
        ));
        assert!(store.game(game).unwrap().unwrap().rounds.is_empty());
        let round = scored([GRID, "14", "22"], 0);
        assert_eq!(store.record_draft(game, 1, &round, at(3)).unwrap(), 1);
        assert_eq!(store.draft(game).unwrap(), None);
        let stored = store.game(game).unwrap().unwrap();
        // Seed 000's example: Åsa closed with 19 against 14 and is doubled.
        assert_eq!(stored.rounds[0].players[0].score, 38);
        assert_eq!(stored.standings().totals, [38, 14, 22]);
        // Recorded: the round cannot be recorded again from a draft.
        assert!(matches!(
            store.record_draft(game, 1, &round, at(4)),
            Err(StoreError::RoundMovedOn {
                round: 1,
                rounds: 1,
                ..
            })
        ));
    }

    /// A round given whole does not pass by a draft; thrown away, it does.
    #[test]
    fn a_draft_is_in_the_way_of_a_round_given_whole() {
        let mut store = Store::open_in_memory().unwrap();
        let game = new_game(&mut store);
        store
            .put_draft_entry(game, 1, 0, &entry(0, GRID), at(1))
            .unwrap();
        store
            .put_draft_entry(game, 1, 1, &entry(1, "14"), at(1))
            .unwrap();
        let round = scored([GRID, "14", "22"], 0);
        match store.add_round(game, &round, at(2)) {
            Err(StoreError::DraftInTheWay {
                round: 1, entered, ..
            }) => {
                assert_eq!(entered, ["Åsa", "Björn"]);
            }
            other => panic!("{other:?}"),
        }
        let thrown = store.discard_draft(game).unwrap().unwrap();
        assert_eq!(thrown.entered(), [0, 1]);
        assert_eq!(store.discard_draft(game).unwrap(), None);
        assert_eq!(store.add_round(game, &round, at(3)).unwrap(), 1);
    }

    /// A round taken back leaves the draft of the round after it stale: read
    /// and thrown away, never written to or recorded.
    #[test]
    fn a_draft_of_another_round_is_stale() {
        let mut store = Store::open_in_memory().unwrap();
        let game = new_game(&mut store);
        store
            .add_round(game, &scored(["5", "6", "7"], 0), at(1))
            .unwrap();
        store
            .put_draft_entry(game, 2, 0, &entry(0, "9"), at(2))
            .unwrap();
        // An answer for round 1, recorded already.
        assert!(matches!(
            store.put_draft_entry(game, 1, 1, &entry(1, "9"), at(2)),
            Err(StoreError::RoundMovedOn {
                round: 1,
                rounds: 1,
                ..
            })
        ));
        store.undo_round(game, at(3)).unwrap();
        let stored = store.game(game).unwrap().unwrap();
        let draft = store.draft(game).unwrap().unwrap();
        assert!(draft.is_stale(&stored));
        let stale = |r: Result<_>| {
            matches!(
                r,
                Err(StoreError::DraftStale {
                    round: 2,
                    rounds: 0,
                    ..
                })
            )
        };
        assert!(stale(
            store
                .put_draft_entry(game, 1, 1, &entry(1, "9"), at(4))
                .map(|_| ())
        ));
        assert!(stale(store.put_draft_closer(game, 2, 1, at(4)).map(|_| ())));
        let round = scored(["9", "6", "7"], 0);
        assert!(stale(
            store.record_draft(game, 1, &round, at(4)).map(|_| ())
        ));
        assert!(stale(store.add_round(game, &round, at(4)).map(|_| ())));
        store.discard_draft(game).unwrap();
        assert_eq!(store.add_round(game, &round, at(5)).unwrap(), 1);
    }

    /// Two writers on one history (two terminals): each adds to the same
    /// draft; what one changed after the other read it is not recorded
    /// unseen; a round one recorded takes no more answers from the other.
    #[test]
    fn two_writers_share_one_draft() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("history.db");
        let mut one = Store::open(&path, OpenMode::Create).unwrap();
        let game = new_game(&mut one);
        let mut two = Store::open(&path, OpenMode::Existing).unwrap();
        one.put_draft_entry(game, 1, 0, &entry(0, GRID), at(1))
            .unwrap();
        two.put_draft_entry(game, 1, 1, &entry(1, "14"), at(1))
            .unwrap();
        two.put_draft_entry(game, 1, 2, &entry(2, "22"), at(1))
            .unwrap();
        one.put_draft_closer(game, 1, 0, at(2)).unwrap();
        let draft = one.draft(game).unwrap().unwrap();
        assert!(draft.missing().is_empty());
        // The second writer corrects Ölle after the first one read the draft.
        two.put_draft_entry(game, 1, 2, &entry(2, "21"), at(3))
            .unwrap();
        let read = scored([GRID, "14", "22"], 0);
        assert!(matches!(
            one.record_draft(game, 1, &read, at(4)),
            Err(StoreError::DraftChanged { .. })
        ));
        let now = scored([GRID, "14", "21"], 0);
        assert_eq!(one.record_draft(game, 1, &now, at(4)).unwrap(), 1);
        assert!(matches!(
            two.put_draft_entry(game, 1, 2, &entry(2, "20"), at(5)),
            Err(StoreError::RoundMovedOn { round: 1, .. })
        ));
        assert_eq!(two.draft(game).unwrap(), None);
    }

    /// A round recorded into the game as read reads nothing again when no
    /// other connection wrote since: the round, the results and the game
    /// handed back are those of the game read once. (Before, recording a
    /// round read the game twice more and worked out its standings four
    /// times more.)
    #[test]
    fn a_round_recorded_into_the_game_as_read_reads_it_no_more() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("history.db");
        let mut store = Store::open(&path, OpenMode::Create).unwrap();
        let game = new_game(&mut store);
        let before = ReadCount::now();
        let read = store.read_game(game).unwrap();
        let check = store.round_check_of(&read).unwrap();
        assert_eq!((check.next, check.closed.is_none()), (1, true));
        let added = store
            .add_round_to(&read, &scored([GRID, "14", "22"], 0), at(1))
            .unwrap();
        // The game read once, its standings worked out as read and with the round.
        assert_eq!(
            ReadCount::since(before),
            ReadCount {
                games: 1,
                standings: 2
            }
        );
        assert_eq!(added.number, 1);
        assert_eq!(added.standings.totals, [38, 14, 22]);
        // What was handed back is what the history holds.
        let stored = store.game(game).unwrap().unwrap();
        assert_eq!(added.game, stored);
        assert_eq!(added.standings, stored.standings());
    }

    /// A round entered answer by answer (each in its own transaction, as
    /// `skyjo round` at a terminal keeps them) into the game as read, then
    /// recorded from its draft, reads the game once too. (Before, every
    /// answer read it again, and recording it twice more.)
    #[test]
    fn a_round_entered_into_its_draft_reads_its_game_once() {
        let mut store = Store::open_in_memory().unwrap();
        let game = new_game(&mut store);
        let before = ReadCount::now();
        let read = store.read_game(game).unwrap();
        for (seat, text) in [GRID, "14", "22"].into_iter().enumerate() {
            store
                .put_draft_entry(&read, 1, seat, &entry(seat, text), at(1))
                .unwrap();
        }
        store.put_draft_closer(&read, 1, 0, at(2)).unwrap();
        let added = store
            .record_draft_to(&read, 1, &scored([GRID, "14", "22"], 0), at(3))
            .unwrap();
        assert_eq!(
            ReadCount::since(before),
            ReadCount {
                games: 1,
                standings: 2
            }
        );
        assert_eq!(added.standings.totals, [38, 14, 22]);
        assert_eq!(store.draft(game).unwrap(), None);
        assert_eq!(added.game, store.game(game).unwrap().unwrap());
    }

    /// A game read before another connection wrote to the history is read
    /// again in the transaction that records the round: a round recorded
    /// elsewhere meanwhile is not passed by, and a game that ended
    /// meanwhile takes no more.
    #[test]
    fn a_game_changed_by_another_writer_since_it_was_read_is_read_again() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("history.db");
        let mut one = Store::open(&path, OpenMode::Create).unwrap();
        let names = NAMES.map(String::from);
        let rules = Rules {
            end: crate::rules::GameEnd::Rounds(2),
            ..Rules::default()
        };
        let game = one.create_game(&names, &rules, at(0), None).unwrap();
        let mut two = Store::open(&path, OpenMode::Existing).unwrap();
        let read = one.read_game(game).unwrap();
        two.add_round(game, &scored([GRID, "14", "22"], 0), at(1))
            .unwrap();
        // Recorded as round 2, after the other writer's round 1.
        let added = one
            .add_round_to(&read, &scored(["10", "20", "30"], 1), at(2))
            .unwrap();
        assert_eq!(added.number, 2);
        assert_eq!(added.game.rounds.len(), 2);
        assert_eq!(added.game, one.game(game).unwrap().unwrap());
        assert!(added.standings.over);
        // Read at one round; another writer ends the game meanwhile: a
        // round recorded into it as read refuses.
        let mut three = Store::open(&path, OpenMode::Existing).unwrap();
        three.undo_round(game, at(3)).unwrap();
        let read = two.read_game(game).unwrap();
        assert!(!read.standings.over);
        three
            .add_round(game, &scored(["1", "2", "3"], 0), at(4))
            .unwrap();
        assert!(matches!(
            two.add_round_to(&read, &scored(["5", "6", "7"], 0), at(5)),
            Err(StoreError::GameOver { .. })
        ));
        assert_eq!(two.game(game).unwrap().unwrap().rounds.len(), 2);
    }

    /// Every change gives the draft a new, larger version; a write that
    /// changes nothing does not; a draft thrown away and begun again for
    /// the same round never has a version the old one had.
    #[test]
    fn a_draft_s_version_grows_with_every_change_and_is_never_given_twice() {
        let mut store = Store::open_in_memory().unwrap();
        let game = new_game(&mut store);
        let version = |store: &Store| store.draft(game).unwrap().unwrap().version;
        store
            .put_draft_entry(game, 1, 0, &entry(0, GRID), at(1))
            .unwrap();
        let begun = version(&store);
        assert!(begun >= 2, "{begun}");
        store
            .put_draft_entry(game, 1, 1, &entry(1, "14"), at(2))
            .unwrap();
        let second = version(&store);
        assert!(second > begun);
        // The same entry again: the same version.
        store
            .put_draft_entry(game, 1, 1, &entry(1, "14"), at(3))
            .unwrap();
        assert_eq!(version(&store), second);
        store.put_draft_closer(game, 1, 0, at(4)).unwrap();
        let closed = version(&store);
        assert!(closed > second);
        store.put_draft_closer(game, 1, 0, at(5)).unwrap();
        assert_eq!(version(&store), closed);
        store
            .put_draft_entry(game, 1, 1, &entry(1, "15"), at(6))
            .unwrap();
        let last = version(&store);
        assert!(last > closed);
        // Thrown away and begun again with as many changes: above them all.
        store.discard_draft(game).unwrap();
        for minute in 7..11 {
            store
                .put_draft_entry(game, 1, 1, &entry(1, &minute.to_string()), at(minute))
                .unwrap();
        }
        assert!(version(&store) > last + 3);
    }

    /// A deleted game takes its draft with it.
    #[test]
    fn a_deleted_game_leaves_no_draft() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("history.db");
        let mut store = Store::open(&path, OpenMode::Create).unwrap();
        let game = new_game(&mut store);
        store
            .put_draft_entry(game, 1, 0, &entry(0, GRID), at(1))
            .unwrap();
        store.delete_game(game, at(2)).unwrap();
        let rows: i64 = store
            .conn
            .query_row(
                "SELECT (SELECT count(*) FROM draft) + (SELECT count(*) FROM draft_entry)",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(rows, 0);
    }
}
