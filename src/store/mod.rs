//! The SQLite history. This module owns every line of SQL in the crate.
//!
//! Migrations are the files of `sql/`, applied in order in one transaction and
//! counted by `PRAGMA user_version`. A database of a newer schema, or a SQLite
//! file that is not skyjo's, is refused before anything is written to it.

use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::time::Duration;

use anyhow::{Result, bail};
use chrono::{DateTime, SecondsFormat, Utc};
use rusqlite::{Connection, ErrorCode, OpenFlags, OptionalExtension, TransactionBehavior, params};

use crate::rules::{Entry, RoundResult, RoundScore, Rules, Standings, standings};

pub mod bgstats;
mod changes;
mod corrections;
mod error;
pub mod records;
pub mod stats;

pub(crate) use changes::log_change;
pub use changes::{Change, ChangeKind};
pub use corrections::{Correction, CorrectionRecord, RoundRecord, round_record};
pub use error::{RecordProblem, StoreError};

/// The schema migrations, in order. Entry `i` takes `user_version` from `i` to `i + 1`.
pub const MIGRATIONS: &[(&str, &str)] = &[
    ("0001_init.sql", include_str!("../../sql/0001_init.sql")),
    (
        "0002_history.sql",
        include_str!("../../sql/0002_history.sql"),
    ),
    ("0003_games.sql", include_str!("../../sql/0003_games.sql")),
    (
        "0004_totals_only.sql",
        include_str!("../../sql/0004_totals_only.sql"),
    ),
];

/// `PRAGMA application_id` of a skyjo database ("Skyj").
const APPLICATION_ID: i32 = 0x536B_796A;

/// How long a write waits for another process holding the database.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// A game's row id.
pub type GameId = i64;

pub use crate::rules::names::{NAME_MAX, name_key};

/// A game as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredGame {
    /// The game's id.
    pub id: GameId,
    /// The game's stable id across databases (export and import).
    pub uid: String,
    /// When the game was started.
    pub played_at: DateTime<Utc>,
    /// The rules it is played with.
    pub rules: Rules,
    /// The players' names in seat order.
    pub players: Vec<String>,
    /// Its rounds, first first.
    pub rounds: Vec<StoredRound>,
    /// Its name ("Jul 2026"), if it has one.
    pub name: Option<String>,
    /// A note on it, if any.
    pub note: Option<String>,
    /// Whether it was abandoned (kept, counted for nothing).
    pub abandoned: bool,
    /// A game that holds only its final totals (imported from BG Stats), in
    /// seat order: it has no rounds and is over.
    pub final_totals: Option<Vec<i32>>,
}

impl StoredGame {
    /// Where the game stands: from its rounds under its rules, or from its
    /// final totals when it holds only those.
    pub fn standings(&self) -> Standings {
        match &self.final_totals {
            Some(totals) => crate::rules::final_standings(totals),
            None => standings(&self.rules, self.players.len(), &self.results()),
        }
    }

    /// The rounds as the engine's standings need them.
    pub fn results(&self) -> Vec<RoundResult> {
        self.rounds
            .iter()
            .map(|r| RoundResult {
                scores: r.players.iter().map(|p| p.score).collect(),
                closer: r.closer,
            })
            .collect()
    }
}

/// A round as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredRound {
    /// The round's number in its game, from 1.
    pub number: u32,
    /// The closer's seat.
    pub closer: usize,
    /// When it was recorded.
    pub recorded_at: DateTime<Utc>,
    /// One line per seat.
    pub players: Vec<StoredScore>,
}

impl StoredRound {
    /// The stored entries read back under `rules` (the game's own, or others
    /// for a what-if), in seat order; `players` names them in errors.
    pub fn entries(
        &self,
        players: &[String],
        rules: &Rules,
    ) -> Result<Vec<Entry>, crate::rules::RuleError> {
        self.players
            .iter()
            .zip(players)
            .map(|(p, name)| Entry::parse(name, &p.entry, rules))
            .collect()
    }
}

/// One player's round as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredScore {
    /// The entry as text the engine parses (a grid or a total).
    pub entry: String,
    /// The raw score.
    pub raw: i32,
    /// Whether the score was doubled.
    pub doubled: bool,
    /// The score on the sheet.
    pub score: i32,
    /// How many lines were removed.
    pub removed_lines: u32,
}

/// A new round to record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewRound {
    /// The closer's seat.
    pub closer: usize,
    /// One line per seat.
    pub players: Vec<StoredScore>,
}

impl NewRound {
    /// The round to store for `entries` as the engine scored them.
    pub fn scored(entries: &[Entry], scored: &RoundScore) -> NewRound {
        NewRound {
            closer: scored.verdict.closer,
            players: entries
                .iter()
                .zip(&scored.players)
                .map(|(entry, p)| StoredScore {
                    entry: entry.to_text(),
                    raw: p.raw,
                    doubled: p.doubled,
                    score: p.score,
                    removed_lines: p.removals().len() as u32,
                })
                .collect(),
        }
    }
}

/// A line of the history.
#[derive(Debug, Clone, PartialEq)]
pub struct GameSummary {
    /// The game's id.
    pub id: GameId,
    /// When it was started.
    pub played_at: DateTime<Utc>,
    /// The players' names in seat order (shared: a family's few names
    /// stand in a hundred thousand games).
    pub players: Vec<Rc<str>>,
    /// Totals in seat order.
    pub totals: Vec<i32>,
    /// Rounds played.
    pub rounds: u32,
    /// Whether it is over.
    pub over: bool,
    /// The leaders (the winners once over), by seat.
    pub leaders: Vec<usize>,
    /// Its name, if any.
    pub name: Option<String>,
    /// Whether it was abandoned.
    pub abandoned: bool,
}

/// A number per game id, for the scans that meet a game's rows apart: a
/// vector by id (ids are the dense row ids SQLite gives), and a map for an id
/// far out of that range (a file written by hand), so no id sizes the vector.
#[derive(Default)]
pub(crate) struct IndexById {
    dense: Vec<u32>,
    sparse: std::collections::HashMap<GameId, u32>,
}

impl IndexById {
    /// Ids up to this are kept in the vector.
    const DENSE: usize = 1 << 24;

    pub(crate) fn get(&self, id: GameId) -> Option<u32> {
        match usize::try_from(id) {
            Ok(at) if at < Self::DENSE => self.dense.get(at).copied().filter(|&v| v != u32::MAX),
            _ => self.sparse.get(&id).copied(),
        }
    }

    pub(crate) fn set(&mut self, id: GameId, value: u32) {
        match usize::try_from(id) {
            Ok(at) if at < Self::DENSE => {
                if self.dense.len() <= at {
                    self.dense.resize(at + 1, u32::MAX);
                }
                self.dense[at] = value;
            }
            _ => {
                self.sparse.insert(id, value);
            }
        }
    }
}

/// What [`Store::open`] does with a history file that is missing or cannot
/// be written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OpenMode {
    /// Make the file when it is missing (the commands that start a history).
    Create,
    /// A missing file is read as an empty history and not made; a file that
    /// cannot be written is opened to read it (a write then fails as read-only).
    Existing,
}

/// An open skyjo database.
pub struct Store {
    conn: Connection,
}

impl Store {
    /// Opens the database at `path`, as `mode` says.
    pub fn open(path: &Path, mode: OpenMode) -> Result<Store> {
        let create = mode == OpenMode::Create;
        if !create && !path.exists() {
            return Store::open_in_memory();
        }
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
            && !dir.is_dir()
        {
            bail!(StoreError::FolderMissing {
                dir: dir.display().to_string()
            });
        }
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags).map_err(|e| open_error(path, e))?;
        match Store::setup(conn, Some(path), false) {
            // A history on a read-only file or folder (a backup on a share)
            // can still be read; a write then fails as read-only.
            Err(err) if !create && is_read_only(&err) => Store::open_read_only(path),
            result => result,
        }
    }

    /// Opens `path` only to read it, trusting that nothing changes it meanwhile
    /// (SQLite's `immutable`): no -wal or -shm file is needed beside it.
    fn open_read_only(path: &Path) -> Result<Store> {
        let mut uri = String::from("file:");
        for c in path.to_string_lossy().chars() {
            match c {
                '%' => uri.push_str("%25"),
                '?' => uri.push_str("%3f"),
                '#' => uri.push_str("%23"),
                c => uri.push(c),
            }
        }
        uri.push_str("?immutable=1");
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY
            | OpenFlags::SQLITE_OPEN_URI
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(&uri, flags).map_err(|e| open_error(path, e))?;
        Store::setup(conn, Some(path), true)
    }

    /// An empty history in memory, gone when dropped (for `demo` and tests).
    pub fn open_in_memory() -> Result<Store> {
        Store::setup(Connection::open_in_memory()?, None, false)
    }

    fn setup(mut conn: Connection, path: Option<&Path>, read_only: bool) -> Result<Store> {
        let shown = path.map_or_else(|| PathBuf::from(":memory:"), Path::to_path_buf);
        conn.busy_timeout(BUSY_TIMEOUT)?;
        // A statement kept in rusqlite's cache has its bindings cleared after
        // each use; without the planner stability guarantee SQLite re-prepares
        // any statement whose plan depended on a bound value, every call.
        conn.set_db_config(
            rusqlite::config::DbConfig::SQLITE_DBCONFIG_ENABLE_QPSG,
            true,
        )?;
        let (app_id, version, objects) = read_header(&conn).map_err(|e| open_error(&shown, e))?;
        let known = MIGRATIONS.len() as i64;
        if version > known {
            bail!(StoreError::NewerSchema {
                path: shown.display().to_string(),
                found: version,
                known
            });
        }
        if app_id != APPLICATION_ID && objects > 0 {
            bail!(StoreError::NotSkyjo {
                path: shown.display().to_string()
            });
        }
        if read_only && version < known {
            // An older history needs an upgrade, which needs writing.
            bail!(StoreError::ReadOnly {
                path: shown.display().to_string()
            });
        }
        if let Some(path) = path.filter(|_| !read_only) {
            // The journal mode is kept in the file: only a new (or older)
            // history is switched, so opening never rewrites a good one.
            let mode: String = conn
                .query_row("PRAGMA journal_mode", [], |r| r.get(0))
                .map_err(|e| open_error(&shown, e))?;
            if !mode.eq_ignore_ascii_case("wal") {
                let mode: String = conn
                    .query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))
                    .map_err(|e| open_error(&shown, e))?;
                if !mode.eq_ignore_ascii_case("wal") {
                    bail!(StoreError::NoWal {
                        path: shown.display().to_string(),
                        mode
                    });
                }
            }
            if version > 0 && version < known {
                let copy = before_migration_path(path, MIGRATIONS.len());
                backup_connection(&conn, &copy).map_err(|e| StoreError::UpgradeBackup {
                    path: shown.display().to_string(),
                    schema: known,
                    source: e.into(),
                })?;
            }
        }
        conn.execute_batch(
            "PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL; PRAGMA cache_size = -8192;",
        )?;
        if version < known {
            migrate(&mut conn).map_err(|e| match e.downcast::<rusqlite::Error>() {
                Ok(e) => open_error(&shown, e),
                Err(e) => e,
            })?;
        }
        Ok(Store { conn })
    }

    /// The schema version of this database.
    pub fn schema_version(&self) -> Result<i64> {
        Ok(self
            .conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))?)
    }

    /// Starts a game of `names` (2 to 8, distinct) under `rules`, and makes it
    /// the current game. Players already known keep their stored spelling.
    pub fn create_game(
        &mut self,
        names: &[String],
        rules: &Rules,
        now: DateTime<Utc>,
        name: Option<&str>,
    ) -> Result<GameId> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let new = NewGame {
            uid: None,
            played_at: now,
            rules,
            name,
            note: None,
            abandoned: false,
            final_totals: None,
        };
        let game = insert_game(&tx, &new, names)?;
        write_results(&tx, game)?;
        set_current(&tx, game)?;
        tx.commit()?;
        Ok(game)
    }

    /// The stored spelling of each name that is already a known player.
    pub fn known_names(&self, names: &[String]) -> Result<Vec<Option<String>>> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT name FROM player WHERE name_key = ?1")?;
        names
            .iter()
            .map(|n| Ok(stmt.query_row([name_key(n)], |r| r.get(0)).optional()?))
            .collect()
    }

    /// Makes `game` the current game.
    pub fn use_game(&mut self, game: GameId) -> Result<()> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        if !game_exists(&tx, game)? {
            return Err(no_game(game));
        }
        set_current(&tx, game)?;
        tx.commit()?;
        Ok(())
    }

    /// The newest game by when it was played, if any.
    pub fn newest_game(&self) -> Result<Option<GameId>> {
        Ok(self
            .conn
            .query_row(
                "SELECT id FROM game ORDER BY played_at DESC, id DESC LIMIT 1",
                [],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// The current game: the one started last with `new`, or chosen with `use`.
    pub fn current_game(&self) -> Result<Option<GameId>> {
        let value: Option<String> = self
            .conn
            .query_row(
                "SELECT value FROM state WHERE key = 'current_game'",
                [],
                |r| r.get(0),
            )
            .optional()?;
        Ok(value.and_then(|v| v.parse().ok()))
    }

    /// Loads a whole game, or `None` when there is no game `id`.
    pub fn game(&self, id: GameId) -> Result<Option<StoredGame>> {
        load_game(&self.conn, id)
    }

    /// Records `round` as the next round of `game`, in one transaction that
    /// also checks that the game is not over. Returns the round's number.
    pub fn add_round(&mut self, game: GameId, round: &NewRound, now: DateTime<Utc>) -> Result<u32> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let stored = load_game_with_rounds(&tx, game)?;
        if round.players.len() != stored.players.len() {
            bail!(StoreError::RoundSize {
                game,
                players: stored.players.len(),
                given: round.players.len()
            });
        }
        if stored.abandoned {
            bail!(StoreError::Abandoned { game });
        }
        let standing = stored.standings();
        if standing.over {
            bail!(StoreError::GameOver { game });
        }
        let number = stored.rounds.len() as u32 + 1;
        insert_round(
            &tx,
            game,
            &StoredRound {
                number,
                closer: round.closer,
                recorded_at: now,
                players: round.players.clone(),
            },
        )?;
        write_results(&tx, game)?;
        // The round is over: its seen cards are no longer the deck's.
        tx.execute("DELETE FROM state WHERE key = ?1", [seen_key(game)])?;
        tx.commit()?;
        Ok(number)
    }

    /// The cards seen so far in the round of `game` in progress (`skyjo seen`),
    /// in the order they were added.
    pub fn seen_cards(&self, game: GameId) -> Result<Vec<i8>> {
        let text: Option<String> = self
            .conn
            .query_row(
                "SELECT value FROM state WHERE key = ?1",
                [seen_key(game)],
                |r| r.get(0),
            )
            .optional()?;
        Ok(text
            .unwrap_or_default()
            .split_whitespace()
            .filter_map(|v| v.parse().ok())
            .collect())
    }

    /// Replaces the seen cards of `game`'s round in progress, in one transaction.
    pub fn set_seen_cards(&mut self, game: GameId, cards: &[i8]) -> Result<()> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        if !game_exists(&tx, game)? {
            return Err(no_game(game));
        }
        tx.execute("DELETE FROM state WHERE key = ?1", [seen_key(game)])?;
        if !cards.is_empty() {
            let text: Vec<String> = cards.iter().map(i8::to_string).collect();
            tx.execute(
                "INSERT INTO state (key, value) VALUES (?1, ?2)",
                params![seen_key(game), text.join(" ")],
            )?;
        }
        tx.commit()?;
        Ok(())
    }

    /// Deletes the last round of `game`. Returns its number, or `None` when
    /// the game has no rounds.
    pub fn undo_round(&mut self, game: GameId, now: DateTime<Utc>) -> Result<Option<u32>> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let Some(stored) = load_game(&tx, game)? else {
            return Err(no_game(game));
        };
        let last: Option<(i64, u32)> = tx
            .query_row(
                "SELECT id, number FROM round WHERE game_id = ?1 ORDER BY number DESC LIMIT 1",
                [game],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?;
        let Some((round_id, number)) = last else {
            return Ok(None);
        };
        if let Some(last) = stored.rounds.last() {
            let record = serde_json::to_value(round_record(&stored, last))?;
            log_change(
                &tx,
                now,
                ChangeKind::Undo,
                Some(game),
                &record,
                &serde_json::Value::Null,
            )?;
        }
        tx.execute("DELETE FROM round WHERE id = ?1", [round_id])?;
        write_results(&tx, game)?;
        tx.commit()?;
        Ok(Some(number))
    }

    /// Copies the whole history to a new file at `path` with SQLite's online
    /// backup API: a consistent copy even while another skyjo writes.
    pub fn backup(&self, path: &Path) -> Result<()> {
        if path.exists() {
            bail!(StoreError::BackupExists {
                path: path.display().to_string()
            });
        }
        backup_connection(&self.conn, path)
    }

    /// Every game, newest first, with its totals: one query over the results
    /// the store keeps (the rounds themselves are read by `show`, which
    /// refuses a damaged one).
    pub fn games(&self) -> Result<Vec<GameSummary>> {
        let _snapshot = self.snapshot()?;
        // Names by id: a family has few players, a history many rows.
        let mut names: Vec<Rc<str>> = Vec::new();
        let mut name_of = IndexById::default();
        let mut stmt = self.conn.prepare("SELECT id, name FROM player")?;
        let mut query = stmt.query([])?;
        while let Some(row) = query.next()? {
            name_of.set(row.get(0)?, names.len() as u32);
            names.push(Rc::from(clean_name(row.get(1)?)));
        }
        let name = |player: i64| -> Rc<str> {
            name_of
                .get(player)
                .map_or_else(|| Rc::from(""), |at| Rc::clone(&names[at as usize]))
        };
        // The games newest first, from the index on the time: a game's place
        // in that order is looked up by its id (ids are dense row ids).
        let mut order: Vec<(GameId, DateTime<Utc>)> = Vec::new();
        let mut place = IndexById::default();
        let mut stmt = self
            .conn
            .prepare("SELECT id, played_at FROM game ORDER BY played_at DESC, id DESC")?;
        let mut query = stmt.query([])?;
        while let Some(row) = query.next()? {
            let id: GameId = row.get(0)?;
            place.set(id, order.len() as u32);
            order.push((id, parse_time(row.get_ref(1)?.as_str()?)?));
        }
        // One scan of the results in the table's own order (much cheaper than
        // a lookup per row), then put in the order of the games, by seat.
        struct Row {
            player: i64,
            total: i32,
            rounds: u32,
            finished: bool,
            won: bool,
        }
        let mut rows: Vec<(u32, i64, Row)> = Vec::new();
        let mut stmt = self.conn.prepare(
            "SELECT game_id, seat, player_id, total, rounds, finished, won FROM game_result",
        )?;
        let mut query = stmt.query([])?;
        while let Some(row) = query.next()? {
            let game: GameId = row.get(0)?;
            let at = place.get(game).unwrap_or(u32::MAX);
            rows.push((
                at,
                row.get(1)?,
                Row {
                    player: row.get(2)?,
                    total: row.get(3)?,
                    rounds: row.get(4)?,
                    finished: row.get(5)?,
                    won: row.get(6)?,
                },
            ));
        }
        rows.sort_unstable_by_key(|(at, seat, _)| (*at, *seat));
        let mut games: Vec<GameSummary> = Vec::with_capacity(order.len());
        let mut won: Vec<bool> = Vec::new();
        let finish = |game: &mut GameSummary, won: &[bool]| {
            // Over: the winners as stored; not over: who leads now.
            game.leaders = if game.over {
                (0..won.len()).filter(|&seat| won[seat]).collect()
            } else {
                crate::rules::lowest(&game.totals)
            };
        };
        for (at, _, row) in &rows {
            let Some(&(id, played_at)) = order.get(*at as usize) else {
                continue;
            };
            if games.last().is_none_or(|g| g.id != id) {
                if let Some(last) = games.last_mut() {
                    finish(last, &won);
                }
                won.clear();
                games.push(GameSummary {
                    id,
                    played_at,
                    players: Vec::new(),
                    totals: Vec::new(),
                    rounds: row.rounds,
                    over: row.finished,
                    leaders: Vec::new(),
                    name: None,
                    abandoned: false,
                });
            }
            let game = games.last_mut().expect("pushed above");
            game.players.push(name(row.player));
            game.totals.push(row.total);
            won.push(row.won);
        }
        if let Some(last) = games.last_mut() {
            finish(last, &won);
        }
        // The few games with a name or abandoned (those have no results).
        let mut special: std::collections::HashMap<GameId, (Option<String>, bool)> = self
            .conn
            .prepare("SELECT id, name, abandoned FROM game WHERE name IS NOT NULL OR abandoned")?
            .query_map([], |r| {
                Ok((r.get(0)?, (r.get::<_, Option<String>>(1)?, r.get(2)?)))
            })?
            .collect::<rusqlite::Result<_>>()?;
        if special.is_empty() {
            return Ok(games);
        }
        for game in &mut games {
            if let Some((name, _)) = special.remove(&game.id) {
                game.name = name.map(clean_name);
            }
        }
        for (id, (name, abandoned)) in special {
            let Some(stored) = load_game(&self.conn, id)? else {
                continue;
            };
            let s = stored.standings();
            games.push(GameSummary {
                id,
                played_at: stored.played_at,
                totals: s.totals.clone(),
                rounds: stored.rounds.len() as u32,
                over: false,
                leaders: s.leaders.clone(),
                name: name.map(clean_name),
                abandoned,
                players: stored.players.into_iter().map(Rc::from).collect(),
            });
        }
        games.sort_by_key(|g| std::cmp::Reverse((g.played_at, g.id)));
        Ok(games)
    }

    /// Sets or clears the note of `game`; the change is logged.
    pub fn set_note(&mut self, game: GameId, note: Option<&str>, now: DateTime<Utc>) -> Result<()> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let before = load_game(&tx, game)?
            .ok_or(StoreError::NoGame { game })?
            .note;
        tx.execute(
            "UPDATE game SET note = ?1 WHERE id = ?2",
            params![note, game],
        )?;
        log_change(
            &tx,
            now,
            ChangeKind::Note,
            Some(game),
            &serde_json::json!(before),
            &serde_json::json!(note),
        )?;
        tx.commit()?;
        Ok(())
    }

    /// Marks `game` abandoned: kept, shown as such, counted for nothing.
    pub fn abandon(&mut self, game: GameId, now: DateTime<Utc>) -> Result<()> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let mut stored = load_game(&tx, game)?.ok_or(StoreError::NoGame { game })?;
        if stored.abandoned {
            bail!(StoreError::Abandoned { game });
        }
        tx.execute("UPDATE game SET abandoned = 1 WHERE id = ?1", [game])?;
        stored.abandoned = true;
        write_results_of(&tx, &stored)?;
        log_change(
            &tx,
            now,
            ChangeKind::Abandon,
            Some(game),
            &serde_json::json!(false),
            &serde_json::json!(true),
        )?;
        tx.commit()?;
        Ok(())
    }

    /// Deletes `game` and everything of it; the change log keeps its record.
    pub fn delete_game(&mut self, game: GameId, now: DateTime<Utc>) -> Result<()> {
        let record = self.record(game)?;
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        tx.execute(
            "DELETE FROM round_score WHERE round_id IN (SELECT id FROM round WHERE game_id = ?1)",
            [game],
        )?;
        for sql in [
            "DELETE FROM round WHERE game_id = ?1",
            "DELETE FROM game_result WHERE game_id = ?1",
            "DELETE FROM correction WHERE game_id = ?1",
            "DELETE FROM seat WHERE game_id = ?1",
            "DELETE FROM game WHERE id = ?1",
        ] {
            tx.execute(sql, [game])?;
        }
        tx.execute("DELETE FROM state WHERE key = ?1", [seen_key(game)])?;
        tx.execute(
            "DELETE FROM state WHERE key = 'current_game' AND value = ?1",
            [game.to_string()],
        )?;
        log_change(
            &tx,
            now,
            ChangeKind::Delete,
            Some(game),
            &serde_json::to_value(&record)?,
            &serde_json::Value::Null,
        )?;
        tx.commit()?;
        Ok(())
    }

    /// Holds one read transaction until dropped, so that the queries of a
    /// command see one state of the history and take SQLite's read lock once.
    /// Inside a transaction already, it does nothing.
    pub fn snapshot(&self) -> Result<Snapshot<'_>> {
        let active = self.conn.is_autocommit();
        if active {
            self.conn.execute_batch("BEGIN DEFERRED")?;
        }
        Ok(Snapshot {
            conn: &self.conn,
            active,
        })
    }
}

/// A read transaction, ended when dropped (see [`Store::snapshot`]).
pub struct Snapshot<'a> {
    conn: &'a Connection,
    active: bool,
}

impl Drop for Snapshot<'_> {
    fn drop(&mut self) {
        if self.active {
            // Nothing was written: ending the read cannot lose anything.
            let _ = self.conn.execute_batch("COMMIT");
        }
    }
}

/// A stored name as it may be printed: a control character (an escape
/// sequence that would color the terminal, a newline) written by an older
/// skyjo or by hand becomes `?`. New names cannot hold one.
pub fn clean_name(name: String) -> String {
    if name.chars().any(char::is_control) {
        name.chars()
            .map(|c| if c.is_control() { '?' } else { c })
            .collect()
    } else {
        name
    }
}

/// Where the automatic backup before a migration to schema `to` goes:
/// `history.db` becomes `history.before-schema-2.db` beside it.
pub fn before_migration_path(path: &Path, to: usize) -> PathBuf {
    let stem = path
        .file_stem()
        .map_or_else(|| "history".into(), |s| s.to_string_lossy().into_owned());
    path.with_file_name(format!("{stem}.before-schema-{to}.db"))
}

fn backup_connection(conn: &Connection, path: &Path) -> Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
        && !dir.is_dir()
    {
        bail!(StoreError::BackupFolderMissing {
            dir: dir.display().to_string()
        });
    }
    let shown = || path.display().to_string();
    let mut target = Connection::open(path).map_err(|e| StoreError::BackupCreate {
        path: shown(),
        source: e.into(),
    })?;
    let backup = rusqlite::backup::Backup::new(conn, &mut target)?;
    // The whole database in one step (as many pages as there can be; the
    // loop refuses -1), no pause between steps; rusqlite's loop waits out
    // Busy and Locked, and a step result it does not know is an error, never
    // taken as done. A writer in another process waits (busy timeout) for the
    // few hundred milliseconds it takes.
    backup
        .run_to_completion(i32::MAX, Duration::from_millis(5), None)
        .map_err(|e| StoreError::BackupWrite {
            path: shown(),
            source: e.into(),
        })?;
    Ok(())
}

fn read_header(conn: &Connection) -> rusqlite::Result<(i32, i64, i64)> {
    let app_id = conn.query_row("PRAGMA application_id", [], |r| r.get(0))?;
    let version = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    let objects = conn.query_row("SELECT count(*) FROM sqlite_master", [], |r| r.get(0))?;
    Ok((app_id, version, objects))
}

fn migrate(conn: &mut Connection) -> Result<()> {
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    let version: i64 = tx.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    let version = usize::try_from(version).unwrap_or(0);
    if version < MIGRATIONS.len() {
        for (_, sql) in &MIGRATIONS[version..] {
            tx.execute_batch(sql)?;
        }
        // Schema 2 added the results table: fill it for the games already there.
        if version < 2 {
            let games: Vec<GameId> = tx
                .prepare("SELECT id FROM game")?
                .query_map([], |r| r.get(0))?
                .collect::<rusqlite::Result<_>>()?;
            for game in games {
                write_results(&tx, game)?;
            }
        }
        tx.execute_batch(&format!(
            "PRAGMA user_version = {}; PRAGMA application_id = {APPLICATION_ID};",
            MIGRATIONS.len()
        ))?;
    }
    tx.commit()?;
    Ok(())
}

fn open_error(path: &Path, err: rusqlite::Error) -> anyhow::Error {
    let path = path.display().to_string();
    match err.sqlite_error_code() {
        Some(ErrorCode::NotADatabase) => StoreError::NotADatabase { path },
        Some(ErrorCode::ReadOnly) => StoreError::ReadOnly { path },
        Some(ErrorCode::CannotOpen) => StoreError::CannotOpen { path },
        Some(ErrorCode::DatabaseCorrupt) => StoreError::Corrupt {
            path,
            source: err.into(),
        },
        Some(ErrorCode::DatabaseBusy) => StoreError::Busy { path },
        _ => StoreError::OpenFailed {
            path,
            source: err.into(),
        },
    }
    .into()
}

/// Whether opening failed because the file or its folder cannot be written.
fn is_read_only(err: &anyhow::Error) -> bool {
    matches!(
        err.downcast_ref::<StoreError>(),
        Some(StoreError::ReadOnly { .. } | StoreError::CannotOpen { .. })
    )
}

/// Whether `err` is SQLite refusing to write a history opened read-only.
pub fn is_write_refused(err: &anyhow::Error) -> bool {
    err.chain().any(|cause| {
        cause
            .downcast_ref::<rusqlite::Error>()
            .and_then(rusqlite::Error::sqlite_error_code)
            == Some(ErrorCode::ReadOnly)
    })
}

fn no_game(game: GameId) -> anyhow::Error {
    StoreError::NoGame { game }.into()
}

fn set_current(conn: &Connection, game: GameId) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO state (key, value) VALUES ('current_game', ?1)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        [game.to_string()],
    )?;
    Ok(())
}

/// Where the seen cards of a game's round in progress are kept.
fn seen_key(game: GameId) -> String {
    format!("seen:{game}")
}

fn game_exists(conn: &Connection, id: GameId) -> rusqlite::Result<bool> {
    conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM game WHERE id = ?1)",
        [id],
        |r| r.get(0),
    )
}

/// Inserts one round of `game` with its scores.
fn insert_round(conn: &Connection, game: GameId, round: &StoredRound) -> Result<()> {
    conn.prepare_cached(
        "INSERT INTO round (game_id, number, closer_seat, recorded_at) VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute(params![
        game,
        round.number,
        round.closer as i64,
        round.recorded_at.to_rfc3339_opts(SecondsFormat::Secs, true)
    ])?;
    let round_id = conn.last_insert_rowid();
    let mut insert = conn.prepare_cached(
        "INSERT INTO round_score (round_id, seat, entry, raw, doubled, score, removed_lines)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?;
    for (seat, p) in round.players.iter().enumerate() {
        insert.execute(params![
            round_id,
            seat as i64,
            p.entry,
            p.raw,
            p.doubled,
            p.score,
            p.removed_lines
        ])?;
    }
    Ok(())
}

/// Inserts a game with its players and seats; a new random uid unless one is given.
/// What a new game row holds besides its players.
pub struct NewGame<'a> {
    /// The stable id, when it comes from an export (else a new random one).
    pub uid: Option<&'a str>,
    /// When it was started.
    pub played_at: DateTime<Utc>,
    /// Its rules.
    pub rules: &'a Rules,
    /// Its name.
    pub name: Option<&'a str>,
    /// Its note.
    pub note: Option<&'a str>,
    /// Whether it is abandoned.
    pub abandoned: bool,
    /// The final totals of a game that holds only those, in seat order.
    pub final_totals: Option<&'a [i32]>,
}

fn insert_game(conn: &Connection, new: &NewGame, names: &[String]) -> Result<GameId> {
    conn.prepare_cached(
        "INSERT INTO game (played_at, rules, uid, name, note, abandoned)
         VALUES (?1, ?2, coalesce(?3, lower(hex(randomblob(16)))), ?4, ?5, ?6)",
    )?
    .execute(params![
        new.played_at.to_rfc3339_opts(SecondsFormat::Secs, true),
        serde_json::to_string(new.rules)?,
        new.uid,
        new.name,
        new.note,
        new.abandoned
    ])?;
    let game = conn.last_insert_rowid();
    for (seat, name) in names.iter().enumerate() {
        let player = ensure_player(conn, name)?;
        let total = new.final_totals.and_then(|t| t.get(seat));
        conn.prepare_cached(
            "INSERT INTO seat (game_id, seat, player_id, final_total) VALUES (?1, ?2, ?3, ?4)",
        )?
        .execute(params![game, seat as i64, player, total])?;
    }
    Ok(game)
}

/// The id of the player called `name` (any case), added if new.
fn ensure_player(conn: &Connection, name: &str) -> Result<i64> {
    let key = name_key(name);
    conn.prepare_cached(
        "INSERT INTO player (name, name_key) VALUES (?1, ?2) ON CONFLICT (name_key) DO NOTHING",
    )?
    .execute(params![name, key])?;
    Ok(conn
        .prepare_cached("SELECT id FROM player WHERE name_key = ?1")?
        .query_row([&key], |r| r.get(0))?)
}

/// Rewrites the per-player results of `game` from its rounds, as the rules
/// engine adds them up.
fn write_results(conn: &Connection, game: GameId) -> Result<()> {
    let stored = load_game(conn, game)?.ok_or_else(|| no_game(game))?;
    write_results_of(conn, &stored)
}

fn write_results_of(conn: &Connection, game: &StoredGame) -> Result<()> {
    // A game of final totals only has no rounds: its round figures are zero
    // (and no best round), so round statistics leave it out by themselves.
    let s = game.standings();
    conn.prepare_cached("DELETE FROM game_result WHERE game_id = ?1")?
        .execute([game.id])?;
    // An abandoned game counts for nothing: no results.
    if game.abandoned {
        return Ok(());
    }
    // Plain values: an INSERT ... SELECT with bound keys is re-prepared on every
    // call by SQLite's planner, which made imports twice as slow.
    let player_ids: Vec<i64> = conn
        .prepare_cached("SELECT player_id FROM seat WHERE game_id = ?1 ORDER BY seat")?
        .query_map([game.id], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    let played_at = game.played_at.to_rfc3339_opts(SecondsFormat::Secs, true);
    let mut insert = conn.prepare_cached(
        "INSERT INTO game_result (game_id, seat, player_id, played_at, finished, total, won, shared, rounds,
             round_sum, best_round, worst_round, closed, doubled, lines_removed)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)",
    )?;
    for (seat, player_id) in player_ids.iter().enumerate() {
        let scores = game.rounds.iter().map(|r| r.players[seat].score);
        let won = s.over && s.leaders.contains(&seat);
        insert.execute(params![
            game.id,
            seat as i64,
            player_id,
            played_at,
            s.over,
            s.totals[seat],
            won,
            won && s.leaders.len() > 1,
            game.rounds.len() as i64,
            scores.clone().sum::<i32>(),
            scores.clone().min(),
            scores.max(),
            game.rounds.iter().filter(|r| r.closer == seat).count() as i64,
            game.rounds
                .iter()
                .filter(|r| r.players[seat].doubled)
                .count() as i64,
            game.rounds
                .iter()
                .map(|r| i64::from(r.players[seat].removed_lines))
                .sum::<i64>(),
        ])?;
    }
    Ok(())
}

fn parse_time(text: &str) -> rusqlite::Result<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(text)
        .map(|t| t.with_timezone(&Utc))
        .map_err(|e| {
            rusqlite::Error::FromSqlConversionFailure(0, rusqlite::types::Type::Text, Box::new(e))
        })
}

/// Game `id` to change its rounds: refused when there is none, or when it
/// holds only final totals.
fn load_game_with_rounds(conn: &Connection, id: GameId) -> Result<StoredGame> {
    let game = load_game(conn, id)?.ok_or_else(|| no_game(id))?;
    if game.final_totals.is_some() {
        bail!(StoreError::TotalsOnly { game: id });
    }
    Ok(game)
}

fn load_game(conn: &Connection, id: GameId) -> Result<Option<StoredGame>> {
    type Head = (String, String, String, Option<String>, Option<String>, bool);
    let head: Option<Head> = conn
        .prepare_cached(
            "SELECT played_at, rules, uid, name, note, abandoned FROM game WHERE id = ?1",
        )?
        .query_row([id], |r| {
            Ok((
                r.get(0)?,
                r.get(1)?,
                r.get(2)?,
                r.get(3)?,
                r.get(4)?,
                r.get(5)?,
            ))
        })
        .optional()?;
    let Some((played_at, rules, uid, name, note, abandoned)) = head else {
        return Ok(None);
    };
    let rules: Rules =
        serde_json::from_str(&rules).map_err(|_| StoreError::BadRules { game: id })?;
    let seats: Vec<(String, Option<i32>)> = conn
        .prepare_cached(
            "SELECT p.name, s.final_total FROM seat s JOIN player p ON p.id = s.player_id
             WHERE s.game_id = ?1 ORDER BY s.seat",
        )?
        .query_map([id], |r| Ok((clean_name(r.get(0)?), r.get(1)?)))?
        .collect::<rusqlite::Result<_>>()?;
    let final_totals: Option<Vec<i32>> = seats.iter().map(|(_, total)| *total).collect();
    let players: Vec<String> = seats.into_iter().map(|(name, _)| name).collect();
    let mut rounds: Vec<StoredRound> = Vec::new();
    let mut stmt = conn.prepare_cached(
        "SELECT r.number, r.closer_seat, r.recorded_at, s.entry, s.raw, s.doubled, s.score, s.removed_lines
         FROM round r JOIN round_score s ON s.round_id = r.id
         WHERE r.game_id = ?1 ORDER BY r.number, s.seat",
    )?;
    let mut rows = stmt.query([id])?;
    while let Some(row) = rows.next()? {
        let number: u32 = row.get(0)?;
        if rounds.last().is_none_or(|r| r.number != number) {
            rounds.push(StoredRound {
                number,
                closer: row.get::<_, i64>(1)? as usize,
                recorded_at: parse_time(&row.get::<_, String>(2)?)?,
                players: Vec::with_capacity(players.len()),
            });
        }
        let round = rounds.last_mut().expect("pushed above");
        round.players.push(StoredScore {
            entry: row.get(3)?,
            raw: row.get(4)?,
            doubled: row.get(5)?,
            score: row.get(6)?,
            removed_lines: row.get(7)?,
        });
    }
    // A file edited by hand must not make the rest of skyjo index out of range.
    if let Some(bad) = rounds
        .iter()
        .find(|r| r.closer >= players.len() || r.players.len() != players.len())
    {
        bail!(StoreError::DamagedRound {
            game: id,
            round: bad.number,
            players: players.len()
        });
    }
    if !crate::rules::PLAYERS.contains(&players.len()) {
        bail!(StoreError::DamagedGame {
            game: id,
            players: players.len()
        });
    }
    Ok(Some(StoredGame {
        id,
        uid,
        played_at: parse_time(&played_at)?,
        rules,
        players,
        rounds,
        name: name.map(clean_name),
        note: note.map(clean_name),
        abandoned,
        final_totals,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_file_in_sql_is_a_registered_migration_in_order() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("sql");
        let mut files: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".sql"))
            .collect();
        files.sort();
        let registered: Vec<&str> = MIGRATIONS.iter().map(|(name, _)| *name).collect();
        assert_eq!(files, registered);
        for (i, (name, sql)) in MIGRATIONS.iter().enumerate() {
            assert!(
                name.starts_with(&format!("{:04}_", i + 1)),
                "{name} is out of order"
            );
            assert_eq!(*sql, std::fs::read_to_string(dir.join(name)).unwrap());
        }
    }

    #[test]
    fn slots_take_any_id_without_sizing_a_vector_by_it() {
        let mut slots = IndexById::default();
        for (id, value) in [(3, 0), (1 << 40, 1), (-7, 2), (0, 3)] {
            slots.set(id, value);
        }
        assert_eq!(slots.get(3), Some(0));
        assert_eq!(slots.get(1 << 40), Some(1));
        assert_eq!(slots.get(-7), Some(2));
        assert_eq!(slots.get(0), Some(3));
        assert_eq!(slots.get(2), None);
        assert_eq!(slots.get(1 << 41), None);
        assert_eq!(slots.dense.len(), 4, "only the small ids are in the vector");
    }

    /// The scores of `round_facts` carry the player of their seat, as a join
    /// on the seats would: in order, in a game that skips a seat, and not at
    /// all for a seat the game lacks; for the whole history and for a period.
    #[test]
    fn round_facts_put_each_score_to_the_player_of_its_seat() {
        let store = Store::open_in_memory().unwrap();
        store
            .conn
            .execute_batch(
                "INSERT INTO player (id, name, name_key) VALUES
                     (1, 'Anna', 'anna'), (2, 'Bertil', 'bertil'), (3, 'Cecilia', 'cecilia');
                 INSERT INTO game (id, played_at, rules, uid) VALUES
                     (1, '2025-06-01T18:00:00Z', '{}', 'a'), (2, '2025-07-01T18:00:00Z', '{}', 'b');
                 INSERT INTO seat (game_id, seat, player_id) VALUES
                     (1, 0, 3), (1, 1, 1), (1, 2, 2), (2, 0, 2), (2, 2, 1);
                 INSERT INTO round (id, game_id, number, closer_seat, recorded_at) VALUES
                     (1, 1, 1, 0, 'x'), (2, 2, 1, 0, 'x');
                 INSERT INTO round_score VALUES
                     (1, 0, '', 0, 0, 10, 0), (1, 1, '', 0, 0, 11, 0), (1, 2, '', 0, 0, 12, 1),
                     (2, 0, '', 0, 0, 20, 0), (2, 2, '', 0, 0, 22, 0), (2, 5, '', 0, 0, 25, 0);",
            )
            .unwrap();
        let facts = |period: stats::Period| {
            let mut out = Vec::new();
            store
                .round_facts(period, &mut |f| {
                    out.push((f.game, f.round, f.player, f.score, f.removed_lines));
                })
                .unwrap();
            out
        };
        assert_eq!(
            facts(stats::Period::default()),
            [
                (1, 1, 3, 10, 0),
                (1, 1, 1, 11, 0),
                (1, 1, 2, 12, 1),
                (2, 1, 2, 20, 0),
                (2, 1, 1, 22, 0),
            ]
        );
        let july = stats::Period {
            since: Some("2025-07-01T00:00:00Z".parse().unwrap()),
            until: None,
        };
        assert_eq!(facts(july), [(2, 1, 2, 20, 0), (2, 1, 1, 22, 0)]);
    }

    #[test]
    fn a_new_store_is_at_the_latest_schema() {
        let store = Store::open_in_memory().unwrap();
        assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len() as i64);
    }
}

#[cfg(test)]
mod upgrade_tests {
    use super::*;

    /// A history written by schema 1 (as the first skyjo left it) opens under
    /// the newest schema with every round kept and the new tables filled.
    #[test]
    fn a_schema_1_history_upgrades_with_nothing_lost() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("v1.db");
        {
            let conn = Connection::open(&path).unwrap();
            conn.execute_batch(MIGRATIONS[0].1).unwrap();
            conn.execute_batch(&format!(
                "PRAGMA user_version = 1; PRAGMA application_id = {APPLICATION_ID};
                 INSERT INTO player (id, name, name_key) VALUES (1, 'Anna', 'anna'), (2, 'Bertil', 'bertil');
                 INSERT INTO game (id, played_at, rules) VALUES (1, '2025-06-01T18:00:00Z', '{{}}');
                 INSERT INTO seat VALUES (1, 0, 1), (1, 1, 2);
                 INSERT INTO round (id, game_id, number, closer_seat, recorded_at)
                     VALUES (1, 1, 1, 0, '2025-06-01T18:10:00Z');
                 INSERT INTO round_score VALUES (1, 0, '30', 30, 1, 60, 0), (1, 1, '12', 12, 0, 12, 0);"
            ))
            .unwrap();
        }
        let store = Store::open(&path, OpenMode::Existing).unwrap();
        assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len() as i64);
        let game = store.game(1).unwrap().unwrap();
        assert_eq!(game.uid.len(), 32);
        assert_eq!(game.rounds[0].players[0].score, 60);
        let totals: Vec<i64> = store
            .conn
            .prepare("SELECT total FROM game_result WHERE game_id = 1 ORDER BY seat")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap();
        assert_eq!(totals, [60, 12]);
    }
}
