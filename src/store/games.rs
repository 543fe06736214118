//! Games and their rounds as rows: a game read back whole, and the rows
//! every other part of the store writes a game with (a game started, a
//! round recorded, taken back, a game deleted). It stands below the faces
//! that start, play and correct games (`draft`'s [`Rounds`](super::Rounds),
//! `correct`'s [`Corrections`](super::Corrections)): it imports neither.

use chrono::{DateTime, SecondsFormat, Timelike, Utc};
use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};

use super::{GameId, Result, StoreError, clean_name, columns, name_key, parse_time};
use crate::rules::{Entry, RoundResult, RoundScore, Rules, Standings, standings};

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

thread_local! {
    /// What this thread has read and worked out so far: see [`ReadCount`].
    static READS: std::cell::Cell<ReadCount> = const { std::cell::Cell::new(ReadCount { games: 0, standings: 0 }) };
}

/// How many games this thread has read whole from a history
/// ([`load_game`]) and how many times it worked out a stored game's
/// standings ([`StoredGame::standings`]), since it began: two numbers kept
/// for the tests that hold a command to its reads (`skyjo round` reads its
/// game once).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReadCount {
    /// Games read whole.
    pub games: u64,
    /// Standings worked out of a stored game.
    pub standings: u64,
}

impl ReadCount {
    /// The counts of this thread so far.
    pub fn now() -> ReadCount {
        READS.with(std::cell::Cell::get)
    }

    /// What was read and worked out since `before`.
    pub fn since(before: ReadCount) -> ReadCount {
        let now = ReadCount::now();
        ReadCount {
            games: now.games - before.games,
            standings: now.standings - before.standings,
        }
    }

    fn count(change: impl FnOnce(&mut ReadCount)) {
        READS.with(|reads| {
            let mut value = reads.get();
            change(&mut value);
            reads.set(value);
        });
    }
}

impl StoredGame {
    /// Where the game stands: from its rounds under its rules, or from its
    /// final totals when it holds only those.
    pub fn standings(&self) -> Standings {
        ReadCount::count(|r| r.standings += 1);
        match &self.final_totals {
            Some(totals) => crate::rules::final_standings(totals),
            None => standings(&self.rules, self.players.len(), &self.results()),
        }
    }

    /// Why the game takes no more rounds, if it does not: abandoned, of
    /// final totals only, or over by its `standings`. The one answer of
    /// every writer of a round (`skyjo round`, a round given whole, the
    /// draft's writes, the phones).
    pub fn no_more_rounds(&self, standings: &Standings) -> Option<StoreError> {
        let game = self.id;
        if self.abandoned {
            Some(StoreError::Abandoned { game })
        } else if self.final_totals.is_some() {
            Some(StoreError::TotalsOnly { game })
        } else if standings.over {
            Some(StoreError::GameOver { game })
        } else {
            None
        }
    }

    /// The game with `round` recorded as round `number` at `at`, as the
    /// history holds it then (its time to the second, as stored): what a
    /// command shows after recording it, without reading the game again.
    pub fn with_round(mut self, number: u32, round: &NewRound, at: DateTime<Utc>) -> StoredGame {
        self.rounds.push(StoredRound {
            number,
            closer: round.closer,
            recorded_at: at.with_nanosecond(0).unwrap_or(at),
            players: round.players.clone(),
        });
        self
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

/// Deletes game `id` and everything of it but its log entries: its seen
/// cards, its draft and its place as the current game first (they refer
/// to it).
pub(super) fn delete_rows(conn: &Connection, id: GameId) -> Result<()> {
    for sql in [
        "DELETE FROM seen_card WHERE game_id = ?1",
        "DELETE FROM draft_entry WHERE game_id = ?1",
        "DELETE FROM draft WHERE game_id = ?1",
        "DELETE FROM current_game WHERE game_id = ?1",
    ] {
        conn.prepare_cached(sql)?.execute([id])?;
    }
    conn.execute(
        "DELETE FROM round_score WHERE round_id IN (SELECT id FROM round WHERE game_id = ?1)",
        [id],
    )?;
    for sql in [
        "DELETE FROM round WHERE game_id = ?1",
        "DELETE FROM game_result WHERE game_id = ?1",
        "DELETE FROM correction WHERE game_id = ?1",
        "DELETE FROM seat WHERE game_id = ?1",
        "DELETE FROM game WHERE id = ?1",
    ] {
        conn.execute(sql, [id])?;
    }
    Ok(())
}

/// Makes `game` the current game, in the transaction of the caller.
pub(super) fn set_current(conn: &Connection, game: GameId) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO current_game (only, game_id) VALUES (1, ?1)
         ON CONFLICT (only) DO UPDATE SET game_id = excluded.game_id",
        [game],
    )?;
    Ok(())
}

pub(super) fn no_game(game: GameId) -> StoreError {
    StoreError::NoGame { game }
}

pub(super) fn game_exists(conn: &Connection, id: GameId) -> rusqlite::Result<bool> {
    conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM game WHERE id = ?1)",
        [id],
        |r| r.get(0),
    )
}

/// Inserts one round of `game` with its scores.
pub(super) fn insert_round(conn: &Connection, game: GameId, round: &StoredRound) -> Result<()> {
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
    /// Its number, when sync says it (else the next free one).
    pub id: Option<GameId>,
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

impl<'a> NewGame<'a> {
    /// The row of `game` as it stands (an import's, or one sync made again),
    /// under the number `id` and the uid `uid`.
    pub fn of(game: &'a StoredGame, id: Option<GameId>, uid: Option<&'a str>) -> NewGame<'a> {
        NewGame {
            id,
            uid,
            played_at: game.played_at,
            rules: &game.rules,
            name: game.name.as_deref(),
            note: game.note.as_deref(),
            abandoned: game.abandoned,
            final_totals: game.final_totals.as_deref(),
        }
    }
}

pub(super) fn insert_game(conn: &Connection, new: &NewGame, names: &[String]) -> Result<GameId> {
    conn.prepare_cached(
        "INSERT INTO game (id, played_at, rules, uid, name, note, abandoned)
         VALUES (?7, ?1, ?2, coalesce(?3, lower(hex(randomblob(16)))), ?4, ?5, ?6)",
    )?
    .execute(params![
        new.played_at.to_rfc3339_opts(SecondsFormat::Secs, true),
        serde_json::to_string(new.rules)?,
        new.uid,
        new.name,
        new.note,
        new.abandoned,
        new.id
    ])?;
    let game = conn.last_insert_rowid();
    insert_seats(conn, game, names, new.final_totals)?;
    Ok(game)
}

/// The seats of `game`: `names` in seat order, each a known player or a new one.
pub(super) fn insert_seats(
    conn: &Connection,
    game: GameId,
    names: &[String],
    final_totals: Option<&[i32]>,
) -> Result<()> {
    for (seat, name) in names.iter().enumerate() {
        let player = ensure_player(conn, name)?;
        let total = final_totals.and_then(|t| t.get(seat));
        conn.prepare_cached(
            "INSERT INTO seat (game_id, seat, player_id, final_total) VALUES (?1, ?2, ?3, ?4)",
        )?
        .execute(params![game, seat as i64, player, total])?;
    }
    Ok(())
}

/// The id of the player called `name` (any case), added if new.
pub(super) fn ensure_player(conn: &Connection, name: &str) -> Result<i64> {
    let key = name_key(name);
    // Looked up first: almost every seat is a player the history has.
    let known: Option<i64> = conn
        .prepare_cached("SELECT id FROM player WHERE name_key = ?1")?
        .query_row([&key], |r| r.get(0))
        .optional()?;
    if let Some(id) = known {
        return Ok(id);
    }
    conn.prepare_cached("INSERT INTO player (name, name_key) VALUES (?1, ?2)")?
        .execute(params![name, key])?;
    Ok(conn.last_insert_rowid())
}

/// Rewrites the per-player results of `game` from its rounds, as the rules
/// engine adds them up.
pub(super) fn write_results(conn: &Connection, game: GameId) -> Result<()> {
    let stored = load_game(conn, game)?.ok_or_else(|| no_game(game))?;
    write_results_of(conn, &stored)
}

pub(super) fn write_results_of(conn: &Connection, game: &StoredGame) -> Result<()> {
    write_results_with(conn, game, &game.standings())
}

/// [`write_results_of`] `game`, whose standings `s` are worked out already.
pub(super) fn write_results_with(
    conn: &Connection,
    game: &StoredGame,
    s: &Standings,
) -> Result<()> {
    // A game of final totals only has no rounds: its round figures are zero
    // (and no best round), so round statistics leave it out by themselves.
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

/// Game `id` to change its rounds: refused when there is none, or when it
/// holds only final totals.
pub(super) fn load_game_with_rounds(conn: &Connection, id: GameId) -> Result<StoredGame> {
    let game = load_game(conn, id)?.ok_or_else(|| no_game(id))?;
    if game.final_totals.is_some() {
        return Err(StoreError::TotalsOnly { game: id });
    }
    Ok(game)
}

pub(super) fn load_game(conn: &Connection, id: GameId) -> Result<Option<StoredGame>> {
    ReadCount::count(|r| r.games += 1);
    type Head = (String, String, String, Option<String>, Option<String>, bool);
    let head: Option<Head> = conn
        .prepare_cached(
            "SELECT played_at, rules, uid, name, note, abandoned FROM game WHERE id = ?1",
        )?
        .query_row([id], columns)
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
        return Err(StoreError::DamagedRound {
            game: id,
            round: bad.number,
            players: players.len(),
        });
    }
    if !crate::rules::PLAYERS.contains(&players.len()) {
        return Err(StoreError::DamagedGame {
            game: id,
            players: players.len(),
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

/// One round, per seat in the order of the game's players.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundRecord {
    /// The round's number, from 1.
    pub number: u32,
    /// The closer's name.
    pub closer: String,
    /// When it was recorded, UTC, RFC 3339.
    pub recorded_at: String,
    /// Every player's entry as entered: grid text or a bare total.
    pub entries: Vec<String>,
    /// Raw scores.
    pub raw: Vec<i32>,
    /// Whether each score was doubled.
    pub doubled: Vec<bool>,
    /// The scores on the sheet.
    pub scores: Vec<i32>,
}

/// The record of a stored round.
pub fn round_record(game: &StoredGame, round: &StoredRound) -> RoundRecord {
    RoundRecord {
        number: round.number,
        closer: game.players[round.closer].clone(),
        recorded_at: round.recorded_at.to_rfc3339_opts(SecondsFormat::Secs, true),
        entries: round.players.iter().map(|p| p.entry.clone()).collect(),
        raw: round.players.iter().map(|p| p.raw).collect(),
        doubled: round.players.iter().map(|p| p.doubled).collect(),
        scores: round.players.iter().map(|p| p.score).collect(),
    }
}
