//! The log of the history (`skyjo log`): every change logged, here and on
//! other devices (`changes`), with the changes a sync set aside for a later
//! one made meanwhile elsewhere (`sync`), in one order.

use super::{Change, GameId, Result, Store, changes, sync};

impl Store {
    /// The logged changes of `game` (all when `None`), oldest first, the
    /// changes set aside by a sync among them. A kind this binary does not
    /// know is refused, never shown as another.
    pub fn changes(&self, game: Option<GameId>) -> Result<Vec<Change>> {
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
