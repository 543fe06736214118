//! Sync's side of the history (schemas 8 and 10): this device, every
//! operation known from the journals of the shared folder, how far each
//! journal was read, and the games changed here since the journal last heard
//! of them.
//!
//! The merge is a function of the set of operations, not of the order they
//! came in: for each game, its head and each of its rounds is the value of
//! the latest operation on it (the one order of operations, `rule::order`:
//! the hybrid logical clock, then the device, then the number there); a
//! game deleted anywhere stays deleted; the log is every entry of every
//! device; a rename of a player reaches every game of the old name made
//! before it. A game keeps the number its device gave it, unless another
//! device gave that number to another game first, by the clock of the
//! giving; a device's changes are stamped after everything it read, so the
//! numbers the folder had stay theirs. Two different operations under one
//! id (a history copied to another computer) are both kept. Reading and
//! writing the journal files is the transfer code's
//! (`crate::transfer::journal`, behind `crate::transfer::folder`, and the
//! sync run in `crate::transfer::exchange`); this module holds no file but
//! the history.
//!
//! One file per concern: what a journal's line carries (`wire`); the rules
//! of the merge, with no SQL (`rule`); the operations as the history keeps
//! them, fetched for the rules (`ops`); the changes made here made
//! operations, in the write that makes them (`local`); the merge written into the history (`apply`) and
//! what it did (`merged`); this device and the sync under way begun and
//! ended (`device`); how far each journal was read (`positions`); the
//! games of the history looked up by uid and number (`lookup`); two or
//! three devices tested on histories and a folder in memory (`devices`,
//! tests only). This file
//! only declares them and says what the store takes.

mod apply;
mod device;
#[cfg(test)]
mod devices;
mod local;
mod lookup;
mod merged;
mod ops;
mod positions;
mod rule;
mod wire;

pub(crate) use device::record_changes;
pub use device::{Device, Sync};
pub use merged::{
    AsideSide, CameIn, LateRounds, Merged, Missing, MoveReason, NameFits, Refused, RefusedOp,
    Renumbered, SetAside,
};
pub(super) use ops::overridden;
pub use positions::FilePosition;
pub use wire::{LogEntry, Op, OpKind, ReadOp, is_own, seq_of};

use lookup::{game_by_uid, time_text, uid_of};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Entry, Rules, score_round};
    use chrono::{DateTime, Utc};

    use crate::store::{NewRound, Rounds, Store};

    fn at(minute: u32) -> DateTime<Utc> {
        format!("2026-12-24T18:{minute:02}:00Z").parse().unwrap()
    }

    /// Operations read twice (a journal and a conflicted copy of it in one
    /// read, the folder read again) count once: each is new the first time
    /// and known after, and the history is what one read of them made it.
    #[test]
    fn an_operation_read_twice_counts_once() {
        let rules = Rules::default();
        let names = ["Åse", "Jørgen"].map(String::from);
        let mut a = Store::open_in_memory().unwrap();
        let game = a.create_game(&names, &rules, at(0), None).unwrap();
        let entries: Vec<Entry> = ["1 0 3 4 / -2 2 5 0 / 1 3 0 2", "14"]
            .iter()
            .zip(&names)
            .map(|(text, name)| Entry::parse(name, text, &rules).unwrap())
            .collect();
        let scored = score_round(&rules, &entries, 1).unwrap();
        a.add_round(game, &NewRound::scored(&entries, &scored), at(5))
            .unwrap();
        let mut sync = a.begin_sync("aaaa", at(6)).unwrap();
        let ops = sync.local_ops().unwrap();
        sync.commit_written().unwrap();
        assert_eq!(ops.len(), 2, "a game and its round: {ops:?}");
        let read: Vec<ReadOp> = ops
            .iter()
            .enumerate()
            .map(|(line, op)| ReadOp {
                op: op.clone(),
                origin: format!("skyjo-aaaa.jsonl:{}", line + 2),
            })
            .collect();

        let mut b = Store::open_in_memory().unwrap();
        let mut sync = b.begin_sync("bbbb", at(7)).unwrap();
        sync.local_ops().unwrap();
        let twice: Vec<ReadOp> = read.iter().chain(&read).cloned().collect();
        let merged = sync.merge(&twice).unwrap();
        assert_eq!((merged.came_in, merged.known), (2, 2));
        assert_eq!((merged.games_added, merged.from_devices), (1, 1));
        sync.commit(at(7), merged.came_in).unwrap();
        let first = b.game(1).unwrap().unwrap();

        let mut sync = b.begin_sync("bbbb", at(8)).unwrap();
        let again = sync.merge(&read).unwrap();
        sync.commit(at(8), again.came_in).unwrap();
        assert_eq!((again.came_in, again.known, again.games_changed), (0, 2, 0));
        let game = b.game(1).unwrap().unwrap();
        assert_eq!(game, first);
        let here = a.game(1).unwrap().unwrap();
        assert_eq!((game.players, game.rounds), (here.players, here.rounds));
    }
}
