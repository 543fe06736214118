//! The current game and the cards seen in its round in progress: a table of
//! one row and a table of cards (schema 5; schema 1 kept both as text).

use rusqlite::{Connection, OptionalExtension, params};

use super::games::{game_exists, no_game, set_current};
use super::{GameId, Result, Store};
use crate::rules::deck::Face;

impl Store {
    /// Makes `game` the current game.
    pub fn use_game(&mut self, game: GameId) -> Result<()> {
        self.write(|tx| {
            if !game_exists(tx, game)? {
                return Err(no_game(game));
            }
            set_current(tx, game)?;
            Ok(())
        })
    }

    /// The current game: the one started last with `new`, or chosen with `use`.
    pub fn current_game(&self) -> Result<Option<GameId>> {
        Ok(self
            .conn
            .query_row("SELECT game_id FROM current_game", [], |r| r.get(0))
            .optional()?)
    }

    /// The cards seen so far in the round of `game` in progress (`skyjo seen`),
    /// in the order they were added: number cards, and stars (schema 9) in a
    /// round of Skyjo Action.
    pub fn seen_cards(&self, game: GameId) -> Result<Vec<Face>> {
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

    /// Replaces the seen cards of `game`'s round in progress, in one transaction.
    pub fn set_seen_cards(&mut self, game: GameId, cards: &[Face]) -> Result<()> {
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
}

/// Forgets the seen cards of `game`'s round in progress (the round is over).
pub(super) fn forget_seen(conn: &Connection, game: GameId) -> rusqlite::Result<()> {
    conn.prepare_cached("DELETE FROM seen_card WHERE game_id = ?1")?
        .execute([game])?;
    Ok(())
}
