//! The history's reads, the face [`Reads`]: the list of games (worked out
//! in `summary`), players, statistics, head-to-head, the inputs of the
//! ratings and the log of changes (with the changes a sync set aside).
//! Aggregates are SQL over the
//! `game_result` table that the store keeps from the rules engine.

use super::Result;
use chrono::{DateTime, SecondsFormat, Utc};
use rusqlite::{Connection, OptionalExtension, params};

use super::summary::GameSummary;
use super::{Change, GameId, Store, StoreError, changes, clean_name, name_key, parse_time, sync};
use crate::rating::Outcome;
use crate::rules::{Choice, Edition, PerEdition};

/// The games counted: those played from `since` (inclusive) to `until`
/// (exclusive), either open, and of one edition when `edition` says so.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Period {
    /// The first moment counted.
    pub since: Option<DateTime<Utc>>,
    /// The first moment no longer counted.
    pub until: Option<DateTime<Utc>>,
    /// Only the games of this edition (`--edition`); `None`: both.
    pub edition: Option<Edition>,
}

/// The name the `edition` column of schema 12 stores for the one edition it
/// indexes (`game_action`): the column holds an edition's name as it is
/// ([`Choice::name`]), this one or the default edition's (the classic game,
/// whose stored rules name none), so a game not in the index is of the
/// default edition.
macro_rules! indexed_edition_name {
    () => {
        "action"
    };
}

/// The ids of the games of the indexed edition ([`indexed_edition`]): read
/// from the index of schema 12 alone (its condition written as the index's,
/// so that SQLite reads it; no game's rules are read), once per statement
/// (an `IN` list) or into a lookup ([`Store::editions`]), never a lookup of
/// the game per result row.
const INDEXED_GAMES: &str = concat!(
    "SELECT id FROM game WHERE edition = '",
    indexed_edition_name!(),
    "'"
);

/// The edition schema 12 indexes the games of ([`INDEXED_GAMES`]).
fn indexed_edition() -> Edition {
    Edition::named(indexed_edition_name!()).expect("the name of an edition")
}

/// The edition of every game, from the index of schema 12 (no game's rules
/// are read): a game of the indexed edition is in it, any other is of the
/// default edition.
pub(crate) struct Editions {
    indexed: super::IndexById,
    edition: Edition,
}

impl Editions {
    /// The edition of `game`.
    pub(crate) fn of(&self, game: GameId) -> Edition {
        if self.indexed.get(game).is_some() {
            self.edition
        } else {
            Edition::default()
        }
    }
}

impl Period {
    /// No bound at either end and both editions: every game.
    pub fn is_whole(&self) -> bool {
        self.is_all_time() && self.edition.is_none()
    }

    /// No bound at either end (an edition may still be chosen).
    pub fn is_all_time(&self) -> bool {
        self.since.is_none() && self.until.is_none()
    }

    /// The condition that keeps the rows whose `game` (a column holding a
    /// game id) is of the chosen edition, as ` AND ...`; empty for both.
    fn edition_filter(&self, game: &str) -> String {
        let Some(edition) = self.edition else {
            return String::new();
        };
        // The games in the index, or those not in it: the default edition's.
        let not = if edition == indexed_edition() {
            ""
        } else {
            " NOT"
        };
        format!(" AND {game}{not} IN ({INDEXED_GAMES})")
    }

    /// Whether a game played at `at`, of `edition`, is one of the period's.
    pub fn contains(&self, at: DateTime<Utc>, edition: Edition) -> bool {
        self.since.is_none_or(|s| at >= s)
            && self.until.is_none_or(|u| at < u)
            && self.edition.is_none_or(|asked| asked == edition)
    }
}

impl Period {
    /// The period as the texts stored times are compared with. An open end
    /// is a bound every stored time passes: times are RFC 3339 texts, all
    /// after "0" and before "9".
    fn bounds(&self) -> (String, String) {
        let text = |t: DateTime<Utc>| t.to_rfc3339_opts(SecondsFormat::Secs, true);
        (
            self.since.map_or_else(|| "0".into(), text),
            self.until.map_or_else(|| "9".into(), text),
        )
    }
}

/// A player in the history. Abandoned games count nowhere.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerSummary {
    /// The name.
    pub name: String,
    /// Games played: the finished ones and those in progress.
    pub games: u32,
    /// Finished games: what every statistic counts.
    pub finished: u32,
    /// Games in progress (not over yet): counted apart, and in no statistic.
    pub in_progress: u32,
    /// Finished games won (shared wins included).
    pub wins: u32,
    /// When they last played.
    pub last_played: Option<DateTime<Utc>>,
}

/// The figures of a player's points in the finished games of one edition:
/// what is kept apart by edition, since a round of Skyjo Action (star
/// bonuses, held action cards, rows removed) scores unlike a classic one.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Scores {
    /// Finished games of the edition.
    pub games: u32,
    /// Their rounds.
    pub rounds: u32,
    /// Sum of those rounds' scores.
    pub round_sum: i64,
    /// Sum of those games' final totals.
    pub total_sum: i64,
    /// The lowest round score.
    pub best_round: Option<i32>,
    /// The highest round score.
    pub worst_round: Option<i32>,
}

impl Scores {
    /// Mean round score.
    pub fn avg_round_score(&self) -> Option<f64> {
        (self.rounds > 0).then(|| self.round_sum as f64 / f64::from(self.rounds))
    }
    /// Mean final total of finished games.
    pub fn avg_final_total(&self) -> Option<f64> {
        (self.games > 0).then(|| self.total_sum as f64 / f64::from(self.games))
    }
}

/// One player's statistics over a period. Every figure counts the finished
/// games only, the round figures their rounds: a game in progress is counted
/// once it is over (`in_progress` says how many there are). Abandoned games
/// count nowhere. Who won (games, wins, streaks, closing) counts the games of
/// both editions; the points (`classic`, `action`) each edition apart.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerStats {
    /// The name.
    pub name: String,
    /// Finished games.
    pub games: u32,
    /// Wins, shared wins included.
    pub wins: u32,
    /// Wins shared with others.
    pub shared_wins: u32,
    /// Rounds played.
    pub rounds: u32,
    /// Rounds closed.
    pub rounds_closed: u32,
    /// Times doubled (always as the closer).
    pub times_doubled: u32,
    /// Columns (and rows) removed, in play or at the reveal.
    pub lines_removed: u32,
    /// The most finished games won in a row.
    pub longest_win_streak: u32,
    /// Finished games won in a row up to the latest one.
    pub current_win_streak: u32,
    /// Games in progress in the period, counted in none of the figures above.
    pub in_progress: u32,
    /// The points of the games of each edition apart.
    pub points: PerEdition<Scores>,
}

impl PlayerStats {
    /// Wins per finished game.
    pub fn win_rate(&self) -> Option<f64> {
        (self.games > 0).then(|| f64::from(self.wins) / f64::from(self.games))
    }
    /// Closed rounds in which the closer was not doubled, per closed round.
    pub fn closing_success(&self) -> Option<f64> {
        (self.rounds_closed > 0).then(|| {
            f64::from(self.rounds_closed - self.times_doubled) / f64::from(self.rounds_closed)
        })
    }
}

/// One finished game both rivals played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Meeting {
    /// The game.
    pub game: GameId,
    /// When.
    pub played_at: DateTime<Utc>,
    /// A's final total.
    pub total_a: i32,
    /// B's final total.
    pub total_b: i32,
    /// The game's edition.
    pub edition: Edition,
}

/// Head-to-head of A and B.
#[derive(Debug, Clone, PartialEq)]
pub struct Rivalry {
    /// A's stored name.
    pub a: String,
    /// B's stored name.
    pub b: String,
    /// Finished games both played, oldest first.
    pub meetings: Vec<Meeting>,
    /// Rounds of their finished games in which A scored lower.
    pub rounds_a_lower: u32,
    /// Rounds of their finished games in which B scored lower.
    pub rounds_b_lower: u32,
    /// Rounds of their finished games with equal scores.
    pub rounds_equal: u32,
}

/// One player's round in a period, as the report reads them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundFact {
    /// The game.
    pub game: GameId,
    /// The round's number.
    pub round: u32,
    /// The player's id.
    pub player: i64,
    /// The score on the sheet.
    pub score: i32,
    /// Lines removed.
    pub removed_lines: u32,
}

/// The face of the history's reads: the list of games, the players, the
/// statistics, head-to-head, the rounds and outcomes the ratings and the
/// report are worked out of, and the log of changes. Nothing here writes:
/// what `skyjo games`, `players`, `stats`, `rivalry`, `ratings`, `log` and
/// `report` need of the history.
///
/// ```
/// use skyjo::store::{Reads, Store};
///
/// let store = Store::open_in_memory()?;
/// assert!(store.games()?.is_empty());
/// assert!(store.player_names()?.is_empty());
/// # Ok::<(), skyjo::store::StoreError>(())
/// ```
pub trait Reads {
    /// Every game, newest first, with its totals: one query over the results
    /// the store keeps (the rounds themselves are read by `show`, which
    /// refuses a damaged one).
    fn games(&self) -> Result<Vec<GameSummary>>;

    /// Every player's round of the games played in `period` (abandoned games
    /// left out), by game, round and seat, handed to `each` one at a time.
    fn round_facts(&self, period: Period, each: &mut dyn FnMut(RoundFact)) -> Result<()>;

    /// The stored spelling of a player, or an error that says how to find names.
    fn player_name(&self, name: &str) -> Result<String>;

    /// The name of everyone in the history, as stored, in the order they
    /// came into it (the known players a typed name is matched to).
    fn player_names(&self) -> Result<Vec<String>>;

    /// Everyone in the history, by name.
    fn players(&self) -> Result<Vec<PlayerSummary>>;

    /// Statistics per player over `period`, by name; only `only` when given.
    fn player_stats(&self, period: Period, only: Option<&str>) -> Result<Vec<PlayerStats>>;

    /// Head-to-head of `a` and `b` over `period`.
    fn rivalry(&self, a: &str, b: &str, period: Period) -> Result<Rivalry>;

    /// How many games of `period` are in progress (not over, not abandoned):
    /// the games the statistics do not count yet.
    fn games_in_progress(&self, period: Period) -> Result<u32>;

    /// Finished games over `period` in the order they were played, for the
    /// ratings: (game, when, outcome), with the names of every player id.
    #[allow(clippy::type_complexity)]
    fn outcomes(
        &self,
        period: Period,
    ) -> Result<(Vec<(GameId, DateTime<Utc>, Outcome)>, Vec<(i64, String)>)>;

    /// The logged changes of `game` (all when `None`), oldest first, the
    /// changes set aside by a sync among them. A kind this binary does not
    /// know is refused, never shown as another.
    fn changes(&self, game: Option<GameId>) -> Result<Vec<Change>>;
}

impl Reads for Store {
    fn games(&self) -> Result<Vec<GameSummary>> {
        self.game_list()
    }

    fn round_facts(&self, period: Period, each: &mut dyn FnMut(RoundFact)) -> Result<()> {
        let _snapshot = self.snapshot()?;
        let (since, until) = period.bounds();
        // Each game's players by seat, read once (in the table's order: game
        // by game, seat by seat) rather than looked up for every score.
        let mut first_seat = super::IndexById::default();
        let mut seated: Vec<(GameId, i64, i64)> = Vec::new();
        // (All of them for the whole history: one scan of the table.)
        let mut all;
        let mut some;
        let mut rows = if period.is_whole() {
            all = self
                .conn
                .prepare("SELECT game_id, seat, player_id FROM seat ORDER BY game_id, seat")?;
            all.query([])?
        } else {
            some = self.conn.prepare(&format!(
                "SELECT game_id, seat, player_id FROM seat
                 WHERE game_id IN (SELECT id FROM game WHERE played_at >= ?1 AND played_at < ?2{})
                 ORDER BY game_id, seat",
                period.edition_filter("id")
            ))?;
            some.query(params![since, until])?
        };
        while let Some(row) = rows.next()? {
            let game: GameId = row.get(0)?;
            if seated.last().is_none_or(|&(last, _, _)| last != game) {
                first_seat.set(game, seated.len() as u32);
            }
            seated.push((game, row.get(1)?, row.get(2)?));
        }
        // Seats run 0, 1, 2...: the seat is the place in its game's run (a
        // stored game that skips a seat is searched); a score of a seat the
        // game does not have is left out, as the join on seats did.
        let player_at = |game: GameId, seat: i64| -> Option<i64> {
            let first = first_seat.get(game)? as usize;
            match usize::try_from(seat)
                .ok()
                .and_then(|k| seated.get(first + k))
            {
                Some(&(g, s, player)) if g == game && s == seat => Some(player),
                _ => seated[first..]
                    .iter()
                    .take_while(|s| s.0 == game)
                    .find(|s| s.1 == seat)
                    .map(|s| s.2),
            }
        };
        // The whole history is read in the order of the rounds' index; a
        // period from its games by time (CROSS JOIN keeps that order), which
        // leaves only the period's scores to sort.
        let mut stmt = self.conn.prepare(&if period.is_whole() {
            "SELECT r.game_id, r.number, s.seat, s.score, s.removed_lines
             FROM game g
             JOIN round r ON r.game_id = g.id
             JOIN round_score s ON s.round_id = r.id
             WHERE NOT g.abandoned AND g.played_at >= ?1 AND g.played_at < ?2
             ORDER BY r.game_id, r.number, s.seat"
                .to_string()
        } else {
            format!(
                "SELECT r.game_id, r.number, s.seat, s.score, s.removed_lines
                 FROM game g
                 CROSS JOIN round r ON r.game_id = g.id
                 CROSS JOIN round_score s ON s.round_id = r.id
                 WHERE NOT g.abandoned AND g.played_at >= ?1 AND g.played_at < ?2{}
                 ORDER BY r.game_id, r.number, s.seat",
                period.edition_filter("g.id")
            )
        })?;
        let mut rows = stmt.query(params![since, until])?;
        while let Some(row) = rows.next()? {
            let game: GameId = row.get(0)?;
            let Some(player) = player_at(game, row.get(2)?) else {
                continue;
            };
            each(RoundFact {
                game,
                round: row.get(1)?,
                player,
                score: row.get(3)?,
                removed_lines: row.get(4)?,
            });
        }
        Ok(())
    }

    fn player_name(&self, name: &str) -> Result<String> {
        Ok(find_player(&self.conn, name)?.1)
    }

    fn player_names(&self) -> Result<Vec<String>> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT name FROM player ORDER BY id")?;
        let names = stmt
            .query_map([], |r| r.get::<_, String>(0))?
            .map(|name| Ok(clean_name(name?)))
            .collect::<Result<Vec<String>>>()?;
        Ok(names)
    }

    fn players(&self) -> Result<Vec<PlayerSummary>> {
        let _snapshot = self.snapshot()?;
        let mut stmt = self.conn.prepare(
            "SELECT p.name, count(r.game_id), coalesce(sum(r.finished), 0),
                    coalesce(sum(r.won), 0), max(r.played_at)
             FROM player p LEFT JOIN game_result r ON r.player_id = p.id
             GROUP BY p.id ORDER BY p.name_key",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok((
                r.get::<_, String>(0)?,
                (r.get::<_, u32>(1)?, r.get::<_, u32>(2)?),
                r.get(3)?,
                r.get::<_, Option<String>>(4)?,
            ))
        })?;
        rows.map(|row| {
            let (name, (games, finished), wins, last) = row?;
            let name = clean_name(name);
            Ok(PlayerSummary {
                name,
                games,
                finished,
                in_progress: games - finished,
                wins,
                last_played: last.map(|t| parse_time(&t)).transpose()?,
            })
        })
        .collect()
    }

    fn player_stats(&self, period: Period, only: Option<&str>) -> Result<Vec<PlayerStats>> {
        let only = only.map(|n| self.player_name(n)).transpose()?;
        let (since, until) = period.bounds();
        let _snapshot = self.snapshot()?;
        let editions = self.editions()?;
        let mut stmt = self.conn.prepare(stats_sql(only.is_some()))?;
        let key = only.as_deref().map(name_key);
        // Added up per player id as the results come (a player's run of the
        // table, their games in order: the streaks too), then put by name.
        let mut stats: Vec<(i64, String, PlayerStats)> = Vec::new();
        let mut rows = stmt.query(params![since, until, key])?;
        while let Some(r) = rows.next()? {
            let edition = editions.of(r.get(2)?);
            if period.edition.is_some_and(|asked| asked != edition) {
                continue;
            }
            let id: i64 = r.get(0)?;
            if stats.last().is_none_or(|(last, _, _)| *last != id) {
                stats.push((
                    id,
                    r.get(14)?,
                    PlayerStats {
                        name: clean_name(r.get(1)?),
                        games: 0,
                        wins: 0,
                        shared_wins: 0,
                        rounds: 0,
                        rounds_closed: 0,
                        times_doubled: 0,
                        lines_removed: 0,
                        longest_win_streak: 0,
                        current_win_streak: 0,
                        in_progress: 0,
                        points: PerEdition::default(),
                    },
                ));
            }
            let s = &mut stats.last_mut().expect("pushed above").2;
            // A game in progress is counted apart, and in no figure.
            if !r.get::<_, bool>(3)? {
                s.in_progress += 1;
                continue;
            }
            let won: bool = r.get(4)?;
            let rounds: u32 = r.get(6)?;
            // Who won, of both editions together.
            s.games += 1;
            s.wins += u32::from(won);
            s.shared_wins += r.get::<_, u32>(5)?;
            s.rounds += rounds;
            s.rounds_closed += r.get::<_, u32>(9)?;
            s.times_doubled += r.get::<_, u32>(10)?;
            s.lines_removed += r.get::<_, u32>(11)?;
            s.current_win_streak = if won { s.current_win_streak + 1 } else { 0 };
            s.longest_win_streak = s.longest_win_streak.max(s.current_win_streak);
            // The points, of the game's edition.
            let points = &mut s.points[edition];
            points.games += 1;
            points.rounds += rounds;
            points.round_sum += r.get::<_, i64>(7)?;
            points.total_sum += r.get::<_, i64>(8)?;
            // A game of final totals only has no rounds, so no best or worst.
            if let Some(best) = r.get::<_, Option<i32>>(12)? {
                points.best_round = Some(points.best_round.map_or(best, |b| b.min(best)));
            }
            if let Some(worst) = r.get::<_, Option<i32>>(13)? {
                points.worst_round = Some(points.worst_round.map_or(worst, |w| w.max(worst)));
            }
        }
        drop(rows);
        // By name, as the players are listed everywhere (a name key is one
        // player's).
        stats.sort_by(|a, b| a.1.cmp(&b.1));
        Ok(stats.into_iter().map(|(_, _, s)| s).collect())
    }

    fn rivalry(&self, a: &str, b: &str, period: Period) -> Result<Rivalry> {
        let _snapshot = self.snapshot()?;
        let (a, b) = (self.player_name(a)?, self.player_name(b)?);
        if name_key(&a) == name_key(&b) {
            return Err(StoreError::RivalSelf { name: a });
        }
        let (since, until) = period.bounds();
        let (ka, kb) = (name_key(&a), name_key(&b));
        let editions = self.editions()?;
        let meetings = self
            .conn
            .prepare(&format!(
                "SELECT ra.game_id, ra.played_at, ra.total, rb.total
                 FROM game_result ra
                 JOIN game_result rb ON rb.player_id = (SELECT id FROM player WHERE name_key = ?2)
                      AND rb.played_at = ra.played_at AND rb.game_id = ra.game_id
                 WHERE ra.player_id = (SELECT id FROM player WHERE name_key = ?1) AND ra.finished
                   AND ra.played_at >= ?3 AND ra.played_at < ?4{}
                 ORDER BY ra.played_at, ra.game_id",
                period.edition_filter("ra.game_id")
            ))?
            .query_map(params![ka, kb, since, until], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, String>(1)?,
                    r.get(2)?,
                    r.get(3)?,
                ))
            })?
            .map(|row| {
                let (game, played_at, total_a, total_b) = row?;
                Ok(Meeting {
                    game,
                    played_at: parse_time(&played_at)?,
                    total_a,
                    total_b,
                    edition: editions.of(game),
                })
            })
            .collect::<Result<Vec<_>>>()?;
        // From A's run of the results, B's result by its whole key, then the
        // rounds of those games: no scan of every round in the history.
        let (rounds_a_lower, rounds_b_lower, rounds_equal) = self.conn.query_row(
            &format!(
                "SELECT coalesce(sum(sa.score < sb.score), 0), coalesce(sum(sb.score < sa.score), 0),
                        coalesce(sum(sa.score = sb.score), 0)
                 FROM game_result ra
                 JOIN game_result rb ON rb.player_id = (SELECT id FROM player WHERE name_key = ?2)
                      AND rb.played_at = ra.played_at AND rb.game_id = ra.game_id
                 JOIN round r ON r.game_id = ra.game_id
                 JOIN round_score sa ON sa.round_id = r.id AND sa.seat = ra.seat
                 JOIN round_score sb ON sb.round_id = r.id AND sb.seat = rb.seat
                 WHERE ra.player_id = (SELECT id FROM player WHERE name_key = ?1) AND ra.finished
                   AND ra.played_at >= ?3 AND ra.played_at < ?4{}",
                period.edition_filter("ra.game_id")
            ),
            params![ka, kb, since, until],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )?;
        Ok(Rivalry {
            a,
            b,
            meetings,
            rounds_a_lower,
            rounds_b_lower,
            rounds_equal,
        })
    }

    fn games_in_progress(&self, period: Period) -> Result<u32> {
        let (since, until) = period.bounds();
        Ok(self.conn.query_row(
            &format!(
                "SELECT count(DISTINCT game_id) FROM game_result
                 WHERE NOT finished AND played_at >= ?1 AND played_at < ?2{}",
                period.edition_filter("game_id")
            ),
            params![since, until],
            |r| r.get(0),
        )?)
    }

    #[allow(clippy::type_complexity)]
    fn outcomes(
        &self,
        period: Period,
    ) -> Result<(Vec<(GameId, DateTime<Utc>, Outcome)>, Vec<(i64, String)>)> {
        let _snapshot = self.snapshot()?;
        let (since, until) = period.bounds();
        // Read in the table's own order (each player's games by time) and put
        // in the order of the games here: an ORDER BY makes SQLite sort every
        // row, a sort that outgrows its cache at 100,000 games.
        let mut stmt = self.conn.prepare(&format!(
            "SELECT game_id, played_at, seat, player_id, total FROM game_result
             WHERE finished AND played_at >= ?1 AND played_at < ?2{}",
            period.edition_filter("game_id")
        ))?;
        let mut rows = stmt.query(params![since, until])?;
        // Each game's time parsed once (by the number it was met in); every
        // row as (that number, seat, player, total).
        let mut met: Vec<(GameId, DateTime<Utc>)> = Vec::new();
        let mut slots = super::IndexById::default();
        let mut results: Vec<(u32, i64, i64, i32)> = Vec::new();
        while let Some(row) = rows.next()? {
            let game: GameId = row.get(0)?;
            let at = match slots.get(game) {
                Some(at) => at,
                None => {
                    let at = met.len() as u32;
                    slots.set(game, at);
                    met.push((
                        game,
                        parse_time(row.get_ref(1)?.as_str().map_err(rusqlite::Error::from)?)?,
                    ));
                    at
                }
            };
            results.push((at, row.get(2)?, row.get(3)?, row.get(4)?));
        }
        // The games' places in time, then the rows sorted by place and seat.
        let mut by_time: Vec<u32> = (0..met.len() as u32).collect();
        by_time.sort_unstable_by_key(|&g| (met[g as usize].1, met[g as usize].0));
        let mut place = vec![0u32; met.len()];
        for (k, &g) in by_time.iter().enumerate() {
            place[g as usize] = k as u32;
        }
        results.sort_unstable_by_key(|&(g, seat, _, _)| (place[g as usize], seat));
        let mut games: Vec<(GameId, DateTime<Utc>, Outcome)> = Vec::with_capacity(met.len());
        for (g, _, player, total) in results {
            let (id, played_at) = met[g as usize];
            if games.last().is_none_or(|(last, _, _)| *last != id) {
                games.push((id, played_at, Outcome { totals: Vec::new() }));
            }
            games
                .last_mut()
                .expect("pushed above")
                .2
                .totals
                .push((player, total));
        }
        let names = self
            .conn
            .prepare("SELECT id, name FROM player")?
            .query_map([], |r| Ok((r.get(0)?, clean_name(r.get(1)?))))?
            .collect::<rusqlite::Result<_>>()?;
        Ok((games, names))
    }

    fn changes(&self, game: Option<GameId>) -> Result<Vec<Change>> {
        let mut changes = changes::logged(&self.conn, game)?;
        let overridden = sync::overridden(&self.conn, game)?;
        if !overridden.is_empty() {
            changes.extend(overridden);
            // Stable: the log's own order within a second stays.
            changes.sort_by_key(|c| c.changed_at);
        }
        Ok(changes)
    }
}

impl Store {
    /// The edition of every game, from the index of schema 12, as a lookup
    /// that a scan asks for each of its games (an index into a vector by
    /// id): an `IN` list in the statement was a search of a b-tree per row,
    /// half the time of `stats NAME` when a quarter of the games were Action.
    pub(crate) fn editions(&self) -> Result<Editions> {
        let mut indexed = super::IndexById::default();
        let mut stmt = self.conn.prepare_cached(INDEXED_GAMES)?;
        let mut ids = stmt.query([])?;
        while let Some(row) = ids.next()? {
            indexed.set(row.get(0)?, 1);
        }
        Ok(Editions {
            indexed,
            edition: indexed_edition(),
        })
    }
}

/// The statement of [`Reads::player_stats`]: the results of the period
/// (`?1`, `?2`) of every player, or of one (`?3`, a name key, when `one`),
/// in the table's own order (player, time, game: no sort, and each player's
/// games in order for the streaks), each with its game's id: the caller
/// knows which games are of Skyjo Action, never a lookup of the game here.
fn stats_sql(one: bool) -> &'static str {
    // Two texts rather than `?3 IS NULL OR player_id = ...`, which keeps
    // SQLite from using the key: one player's rows are one run of the table.
    // An open end of the period is the lowest or highest text.
    if one {
        "SELECT r.player_id, p.name, r.game_id, r.finished, r.won, r.shared,
                r.rounds, r.round_sum, r.total, r.closed, r.doubled, r.lines_removed,
                r.best_round, r.worst_round, p.name_key
         FROM game_result r JOIN player p ON p.id = r.player_id
         WHERE r.player_id = (SELECT id FROM player WHERE name_key = ?3)
           AND r.played_at >= ?1 AND r.played_at < ?2
         ORDER BY r.player_id, r.played_at, r.game_id"
    } else {
        "SELECT r.player_id, p.name, r.game_id, r.finished, r.won, r.shared,
                r.rounds, r.round_sum, r.total, r.closed, r.doubled, r.lines_removed,
                r.best_round, r.worst_round, p.name_key
         FROM game_result r JOIN player p ON p.id = r.player_id
         WHERE ?3 IS NULL AND r.played_at >= ?1 AND r.played_at < ?2
         ORDER BY r.player_id, r.played_at, r.game_id"
    }
}

/// A player's id and stored spelling, or an error that says how to find names.
pub(super) fn find_player(conn: &Connection, name: &str) -> Result<(i64, String)> {
    conn.prepare_cached("SELECT id, name FROM player WHERE name_key = ?1")?
        .query_row([name_key(name)], |r| Ok((r.get(0)?, clean_name(r.get(1)?))))
        .optional()?
        .ok_or_else(|| StoreError::NoPlayer {
            name: name.to_string(),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The facts of every round, each score put to its player as the join
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
        let facts = |period: Period| {
            let mut out = Vec::new();
            store
                .round_facts(period, &mut |f| {
                    out.push((f.game, f.round, f.player, f.score, f.removed_lines));
                })
                .unwrap();
            out
        };
        assert_eq!(
            facts(Period::default()),
            [
                (1, 1, 3, 10, 0),
                (1, 1, 1, 11, 0),
                (1, 1, 2, 12, 1),
                (2, 1, 2, 20, 0),
                (2, 1, 1, 22, 0),
            ]
        );
        let july = Period {
            since: Some("2025-07-01T00:00:00Z".parse().unwrap()),
            until: None,
            edition: None,
        };
        assert_eq!(facts(july), [(2, 1, 2, 20, 0), (2, 1, 1, 22, 0)]);
    }

    /// The plan SQLite makes of `sql`, one line per step.
    fn plan(store: &Store, sql: &str) -> String {
        let mut stmt = store
            .conn
            .prepare(&format!("EXPLAIN QUERY PLAN {sql}"))
            .unwrap();
        // Bound as the commands bind them: the whole period, and Anna.
        let values = ["0", "9", "anna"];
        let bound = &values[..stmt.parameter_count()];
        let rows = stmt
            .query_map(rusqlite::params_from_iter(bound), |r| r.get::<_, String>(3))
            .unwrap()
            .collect::<rusqlite::Result<Vec<_>>>()
            .unwrap();
        rows.join("\n")
    }

    /// The games of the indexed edition are those of the index of schema 12:
    /// its condition is the one written in the migration, with the name the
    /// column stores for the edition.
    #[test]
    fn the_indexed_edition_is_the_one_of_the_index() {
        let migration = include_str!("../../sql/0012_edition_and_sync_marks.sql");
        let condition = format!("WHERE edition = '{}'", indexed_edition().name());
        assert!(migration.contains(&format!("ON game (id) {condition};")));
        assert!(INDEXED_GAMES.ends_with(&condition), "{INDEXED_GAMES}");
        assert_ne!(indexed_edition(), Edition::default());
    }

    /// The statistics read the results by their key, in its order: never a
    /// lookup of the game per result, nor a sort. The whole history is one
    /// run of the table, one player's a run of their key; the edition of
    /// each result's game is looked up in the set of Action games, read
    /// before from their index (no game's rules are read).
    #[test]
    fn the_statistics_are_read_by_the_key() {
        let store = Store::open_in_memory().unwrap();
        let one = plan(&store, stats_sql(true));
        assert!(
            one.contains("SEARCH r USING PRIMARY KEY (player_id=?"),
            "{one}"
        );
        let all = plan(&store, stats_sql(false));
        assert!(all.contains("SCAN r"), "{all}");
        for plan in [one, all] {
            assert!(!plan.contains("TEMP B-TREE"), "{plan}");
            assert!(!plan.contains("game USING"), "{plan}");
        }
        let plan = plan(&store, INDEXED_GAMES);
        assert_eq!(plan, "SCAN game USING INDEX game_action", "{plan}");
    }
}
