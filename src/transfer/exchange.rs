//! A history and the shared folder exchanging operations, whatever the
//! folder ([`Folder`]): a sync (`skyjo sync`, [`sync`]) and the changes of a
//! command written to this device's journal ([`write_changes`]). What the
//! command says of it, the config it keeps and the copy of the history it
//! makes are `cmd::sync`'s.

use anyhow::Result;
use chrono::{DateTime, Utc};

use super::folder::Folder;
use super::journal::{self, JournalRead, LineProblem};
use crate::store::{Merged, Op, ReadOp, Store, Sync, seq_of};

/// What a sync did.
#[derive(Debug)]
pub struct Synced {
    /// This device's id as the sync began.
    pub device: String,
    /// Its id as the sync ended (a new one when it was found a copy).
    pub now_device: String,
    /// The sync made this device.
    pub new_device: bool,
    /// What was read of each journal.
    pub reads: Vec<JournalRead>,
    /// What the merge did.
    pub merged: Merged,
    /// The ids two copies of one history wrote under.
    pub retired: Vec<String>,
    /// This device's operations written to its journal (to be, in a dry run).
    pub to_write: Vec<Op>,
    /// This device's operations written again (its journal lost them to a
    /// line cut in the middle).
    pub again: Vec<Op>,
    /// The lines of this device's journal cut in the middle.
    pub cut: Vec<u64>,
    /// This device's journal was in the folder.
    pub own_file_there: bool,
    /// A copy of this history wrote under its id.
    pub copied: bool,
    /// The copy of the history made before the sync, when one was.
    pub backup: Option<String>,
}

/// How a sync runs: its time, whether it writes, and what it asks of the
/// command.
pub struct Run<'a> {
    /// Now.
    pub now: DateTime<Utc>,
    /// Reads and says, writes nothing.
    pub dry_run: bool,
    /// A new device id.
    pub new_id: &'a mut dyn FnMut() -> String,
    /// Copies the history as it was before this sync (rounds of games
    /// deleted elsewhere are dropped): where the copy is.
    pub backup: &'a mut dyn FnMut() -> Result<String>,
}

/// A sync of the history `store` with `folder`: every journal merged in,
/// this device's changes written to its journal.
pub fn sync(store: &mut Store, folder: &dyn Folder, run: Run<'_>) -> Result<Synced> {
    let Run {
        now,
        dry_run,
        new_id,
        backup: make_backup,
    } = run;
    let new_device = store.sync_device()?.is_none();
    let mut sync = store.begin_sync(&new_id(), now)?;
    let device = sync.device().to_string();
    let positions = sync.positions()?;
    let reads = folder.read(&positions)?;
    let ops: Vec<ReadOp> = reads.iter().flat_map(|r| r.ops.iter().cloned()).collect();
    // A change made here is an operation from the write that made it, at
    // the time it was made. What is not one yet (every game of a history
    // at its first sync) is made operations before anything read is
    // merged, at a time after everything read: a game numbered here before
    // this device met the folder is the later one (the numbers the folder
    // had stay theirs), whatever this computer's clock says.
    if let Some(latest) = ops.iter().map(|r| r.op.clock).max() {
        sync.saw(latest);
    }
    sync.local_ops()?;
    let merged = sync.merge(&ops)?;
    let retired = sync.retired_devices()?;
    for read in reads.iter().filter(|r| !r.refused) {
        sync.set_position(&read.name, &read.position)?;
    }
    // This device's journal holds every operation of it: what is not in it
    // yet, or what an older copy of it lost. A copy of this history wrote
    // there too: what this one has not written goes after it.
    let copied = merged.copies.contains(&device);
    let in_journal = folder.last_seq(&device)?.unwrap_or(0);
    let from = if copied {
        sync.written() + 1
    } else {
        in_journal + 1
    };
    let to_write = sync.own_ops_from(from)?;
    // A line of this device's journal cut in the middle (met by this read):
    // the changes of it that its journal lacks are written again whole.
    let own_name = journal::file_name(&device);
    let cut: Vec<u64> = reads
        .iter()
        .filter(|r| r.name == own_name)
        .flat_map(|r| &r.bad)
        .filter(|bad| matches!(bad.problem, LineProblem::NotJson { .. }))
        .map(|bad| bad.line)
        .collect();
    let again = if cut.is_empty() || copied || dry_run {
        Vec::new()
    } else {
        lacking(&sync, folder, &device, sync.written().max(in_journal))?
    };
    let own_file_there = reads.iter().any(|r| r.name == own_name);
    let mut backup = None;
    let mut now_device = device.clone();
    if !dry_run {
        if !to_write.is_empty() || !again.is_empty() {
            folder.check_writable(&device)?;
        }
        if !merged.late_rounds.is_empty() {
            // The rounds of games deleted elsewhere: the history as it was
            // (the last one committed, before this sync), beside it.
            backup = Some(make_backup()?);
        }
        if copied {
            now_device = new_id();
            sync.take_new_device(&now_device)?;
        }
        sync.commit(now, merged.came_in)?;
        let own_torn = reads.iter().any(|r| r.torn && r.name == own_name);
        if own_torn && to_write.is_empty() {
            folder.cut_own_torn(&device)?;
        }
        folder.append(&device, &again)?;
        folder.append(&device, &to_write)?;
        if !again.is_empty() {
            folder.blank_cut_lines(&device, &cut)?;
        }
        // No copy wrote there: every line of this device's id in its
        // journal is its own, written.
        if !copied {
            let last = to_write.last().and_then(|op| seq_of(&op.id));
            store.sync_written(last.unwrap_or(0).max(in_journal))?;
        }
    }
    Ok(Synced {
        device,
        now_device,
        new_device,
        reads,
        merged,
        retired,
        to_write,
        again,
        cut,
        own_file_there,
        copied,
        backup,
    })
}

/// This device's operations up to `upto` that its journal in `folder`
/// lacks: a line of it was cut in the middle. The whole journal is read
/// (only when a cut line was met).
fn lacking(sync: &Sync<'_>, folder: &dyn Folder, device: &str, upto: u64) -> Result<Vec<Op>> {
    let there: std::collections::HashSet<u64> = folder
        .own_after(device, 0)?
        .iter()
        .filter_map(|op| seq_of(&op.id))
        .collect();
    let Some(first) = (1..=upto).find(|seq| !there.contains(seq)) else {
        return Ok(Vec::new());
    };
    let mut ops = sync.own_ops_from(first)?;
    ops.retain(|op| seq_of(&op.id).is_some_and(|seq| seq <= upto && !there.contains(&seq)));
    Ok(ops)
}

/// The changes of the history `store` go to this device's journal in
/// `folder`, when sync is set up and changes wait (after a command, and
/// after each round `serve --entry` records). The changes are kept as
/// operations first, the folder there or not.
pub fn write_changes(store: &mut Store, folder: &dyn Folder, now: DateTime<Utc>) -> Result<()> {
    if store.sync_device()?.is_none() || !store.sync_pending()? {
        return Ok(());
    }
    // The changes are operations of this device already, made in the
    // write that made them (anything still marked is made so here); then
    // they are written, the folder there or not: a line of this device's
    // id in the folder that the history does not have is a copy's, never
    // its own.
    let mut sync = store.begin_sync("", now)?;
    sync.local_ops()?;
    let device = sync.device().to_string();
    let there = folder.check();
    let mut passed_over = 0;
    let to_write = match there {
        Ok(()) => {
            // Lines of this id past what this history knows it wrote are
            // its own when they are its operations to the letter (appended
            // before a kill, not yet recorded as written): passed over, not
            // written twice. Else they are a copy's: what this history has
            // not written goes after them, never passed over.
            let written = sync.written();
            let from = match folder.last_seq(&device)? {
                None => 1,
                Some(seq) if seq <= written => seq + 1,
                Some(_) => {
                    let tail = folder.own_after(&device, written)?;
                    let mine = sync.own_ops_from(written + 1)?;
                    let same = tail.iter().zip(&mine).take_while(|(a, b)| a == b).count();
                    if same == tail.len() {
                        passed_over = written + same as u64;
                        passed_over + 1
                    } else {
                        written + 1
                    }
                }
            };
            sync.own_ops_from(from)?
        }
        Err(_) => Vec::new(),
    };
    sync.commit_written()?;
    there?;
    folder.append(&device, &to_write)?;
    if let Some(last) = to_write.last().and_then(|op| seq_of(&op.id)) {
        store.sync_written(last)?;
    } else if passed_over > 0 {
        store.sync_written(passed_over)?;
    }
    Ok(())
}
