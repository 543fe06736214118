//! The list of games with their totals (`skyjo games`): one scan of the
//! results the store keeps, not a re-scoring of every round.

use std::rc::Rc;

use chrono::{DateTime, Utc};

use super::games::load_game;
use super::{GameId, Result, Store, clean_name, parse_time};
use crate::rules::Edition;

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
    /// Its edition.
    pub edition: Edition,
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

/// The players' names by id, each name kept once: a family has few players,
/// a history many rows.
struct NamesById {
    names: Vec<Rc<str>>,
    of: IndexById,
}

impl NamesById {
    /// A player's name; empty for an id it does not know.
    fn name(&self, player: i64) -> Rc<str> {
        self.of
            .get(player)
            .map_or_else(|| Rc::from(""), |at| Rc::clone(&self.names[at as usize]))
    }
}

/// The games newest first, and each game's place in that order by its id.
struct GameOrder {
    order: Vec<(GameId, DateTime<Utc>)>,
    place: IndexById,
}

/// A player's row of `game_result`: their total in a game so far.
struct ResultRow {
    player: i64,
    total: i32,
    rounds: u32,
    finished: bool,
    won: bool,
}

impl Store {
    /// The list of games of [`Reads::games`].
    pub(super) fn game_list(&self) -> Result<Vec<GameSummary>> {
        let _snapshot = self.snapshot()?;
        let names = self.names_by_id()?;
        let order = self.game_order()?;
        let rows = self.results_in_order(&order)?;
        let mut games = summaries(&order, &rows, &names);
        // Each game's edition (from the index of schema 12).
        let editions = self.editions()?;
        for game in &mut games {
            game.edition = editions.of(game.id);
        }
        self.add_names_and_abandoned(&mut games)?;
        Ok(games)
    }

    /// The names of all players by id.
    fn names_by_id(&self) -> Result<NamesById> {
        let mut names: Vec<Rc<str>> = Vec::new();
        let mut of = IndexById::default();
        let mut stmt = self.conn.prepare("SELECT id, name FROM player")?;
        let mut query = stmt.query([])?;
        while let Some(row) = query.next()? {
            of.set(row.get(0)?, names.len() as u32);
            names.push(Rc::from(clean_name(row.get(1)?)));
        }
        Ok(NamesById { names, of })
    }

    /// The games newest first, from the index on the time: a game's place
    /// in that order is looked up by its id (ids are dense row ids).
    fn game_order(&self) -> Result<GameOrder> {
        let mut order: Vec<(GameId, DateTime<Utc>)> = Vec::new();
        let mut place = IndexById::default();
        let mut stmt = self
            .conn
            .prepare("SELECT id, played_at FROM game ORDER BY played_at DESC, id DESC")?;
        let mut query = stmt.query([])?;
        while let Some(row) = query.next()? {
            let id: GameId = row.get(0)?;
            place.set(id, order.len() as u32);
            order.push((
                id,
                parse_time(row.get_ref(1)?.as_str().map_err(rusqlite::Error::from)?)?,
            ));
        }
        Ok(GameOrder { order, place })
    }

    /// Every row of the results with its game's place in `order` and its
    /// seat, in the order of the games, by seat: one scan in the table's own
    /// order (much cheaper than a lookup per row), then sorted.
    fn results_in_order(&self, order: &GameOrder) -> Result<Vec<(u32, i64, ResultRow)>> {
        let mut rows: Vec<(u32, i64, ResultRow)> = Vec::new();
        let mut stmt = self.conn.prepare(
            "SELECT game_id, seat, player_id, total, rounds, finished, won FROM game_result",
        )?;
        let mut query = stmt.query([])?;
        while let Some(row) = query.next()? {
            let game: GameId = row.get(0)?;
            let at = order.place.get(game).unwrap_or(u32::MAX);
            rows.push((
                at,
                row.get(1)?,
                ResultRow {
                    player: row.get(2)?,
                    total: row.get(3)?,
                    rounds: row.get(4)?,
                    finished: row.get(5)?,
                    won: row.get(6)?,
                },
            ));
        }
        rows.sort_unstable_by_key(|(at, seat, _)| (*at, *seat));
        Ok(rows)
    }

    /// Adds the name of the few games that have one, and the abandoned
    /// games (those have no results), then puts `games` newest first again.
    fn add_names_and_abandoned(&self, games: &mut Vec<GameSummary>) -> Result<()> {
        let mut special: std::collections::HashMap<GameId, (Option<String>, bool)> = self
            .conn
            .prepare("SELECT id, name, abandoned FROM game WHERE name IS NOT NULL OR abandoned")?
            .query_map([], |r| {
                Ok((r.get(0)?, (r.get::<_, Option<String>>(1)?, r.get(2)?)))
            })?
            .collect::<rusqlite::Result<_>>()?;
        if special.is_empty() {
            return Ok(());
        }
        for game in games.iter_mut() {
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
                edition: stored.rules.edition,
                players: stored.players.into_iter().map(Rc::from).collect(),
            });
        }
        games.sort_by_key(|g| std::cmp::Reverse((g.played_at, g.id)));
        Ok(())
    }
}

/// The games with results, in `order`, from `rows` (see
/// [`Store::results_in_order`]): a line per game, its players and totals by
/// seat, its leaders.
fn summaries(
    order: &GameOrder,
    rows: &[(u32, i64, ResultRow)],
    names: &NamesById,
) -> Vec<GameSummary> {
    let mut games: Vec<GameSummary> = Vec::with_capacity(order.order.len());
    let mut won: Vec<bool> = Vec::new();
    let finish = |game: &mut GameSummary, won: &[bool]| {
        // Over: the winners as stored; not over: who leads now.
        game.leaders = if game.over {
            (0..won.len()).filter(|&seat| won[seat]).collect()
        } else {
            crate::rules::lowest(&game.totals)
        };
    };
    for (at, _, row) in rows {
        let Some(&(id, played_at)) = order.order.get(*at as usize) else {
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
                edition: Edition::default(),
            });
        }
        let game = games.last_mut().expect("pushed above");
        game.players.push(names.name(row.player));
        game.totals.push(row.total);
        won.push(row.won);
    }
    if let Some(last) = games.last_mut() {
        finish(last, &won);
    }
    games
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
