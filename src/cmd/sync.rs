//! `skyjo sync`: the history shared through a folder the family already
//! syncs. This device's changes go to its own journal there; every journal
//! there is merged into the history (docs/sync.md).

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::Result;
use chrono::{DateTime, Utc};

use super::Ctx;
use crate::flags::args::SyncArgs;
use crate::i18n::Lang;
use crate::i18n::{Message, Worded};
use crate::msg;
use crate::render::layout;
use crate::render::sync::{JournalSeen, Repaired, SyncMerge, SyncView};
use crate::store::{OpenMode, ReadOp, Store, seq_of};
use crate::transfer::journal::{self, JournalError};

/// `skyjo sync [DIR] [--dry-run]`.
pub(super) fn sync(
    ctx: &Ctx,
    args: SyncArgs,
    now: DateTime<Utc>,
    out: &mut dyn Write,
) -> Result<String> {
    let kept = ctx.settings.config.sync_folder.clone();
    let folder = args
        .dir
        .clone()
        .or(kept.clone())
        .ok_or(SyncError::NoFolder)?;
    journal::check_folder(&folder)?;
    // Held until this sync ends: a second sync of this history waits here,
    // however long the first works, not on the history's write lock (which
    // gives up after a while), nor on opening it (an upgrade writes).
    let _held = ctx
        .db_path()
        .ok()
        .and_then(|db| one_at_a_time(&db, ctx.style.lang));
    let mut store = ctx.store(OpenMode::Create)?;
    let new_device = store.sync_device()?.is_none();
    let mut sync = store.begin_sync(&journal::new_device_id(), now)?;
    let device = sync.device().to_string();
    let positions = sync.positions()?;
    let reads = journal::read_folder(&folder, &positions)?;
    let ops: Vec<ReadOp> = reads.iter().flat_map(|r| r.ops.iter().cloned()).collect();
    // What was changed here is made operations before anything read is
    // merged (a change made here is never overwritten unseen by what comes
    // in), at a time after everything read: a game numbered here before
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
    let in_journal = journal::last_seq(&folder, &device)?.unwrap_or(0);
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
        .filter(|bad| matches!(bad.problem, journal::LineProblem::NotJson { .. }))
        .map(|bad| bad.line)
        .collect();
    let again = if cut.is_empty() || copied || args.dry_run {
        Vec::new()
    } else {
        lacking(&sync, &folder, &device, sync.written().max(in_journal))?
    };
    let own_file_there = reads.iter().any(|r| r.name == own_name);
    let keep_folder = args.dir.as_ref().filter(|dir| kept.as_ref() != Some(*dir));
    let mut backup = None;
    let mut now_device = device.clone();
    if !args.dry_run {
        if !to_write.is_empty() || !again.is_empty() {
            journal::check_writable(&folder, &device)?;
        }
        if !merged.late_rounds.is_empty() {
            // The rounds of games deleted elsewhere: the history as it was
            // (the last one committed, before this sync), beside it.
            let path = ctx.db_path()?;
            let copy = backup_path(&path, now);
            crate::store::backup_file(&path, &copy)?;
            backup = Some(copy.display().to_string());
        }
        if copied {
            now_device = journal::new_device_id();
            sync.take_new_device(&now_device)?;
        }
        sync.commit(now, merged.came_in)?;
        let own_torn = reads
            .iter()
            .any(|r| r.torn && r.name == journal::file_name(&device));
        if own_torn && to_write.is_empty() {
            journal::cut_own_torn(&folder, &device)?;
        }
        journal::append(&folder, &device, &again)?;
        journal::append(&folder, &device, &to_write)?;
        if !again.is_empty() {
            journal::blank_cut_lines(&folder, &device, &cut)?;
        }
        // No copy wrote there: every line of this device's id in its
        // journal is its own, written.
        if !copied {
            let last = to_write.last().and_then(|op| seq_of(&op.id));
            store.sync_written(last.unwrap_or(0).max(in_journal))?;
        }
        if let Some(dir) = keep_folder {
            keep(ctx, dir)?;
        }
    }
    let view = SyncView {
        folder: folder.display().to_string(),
        device: now_device,
        dry_run: args.dry_run,
        new_device,
        journals: reads.iter().map(seen).collect(),
        written: to_write.len(),
        own_file: journal::file_name(&device),
        own_file_there: own_file_there || !to_write.is_empty(),
        was_device: copied.then(|| device.clone()),
        backup,
        kept_in: keep_folder
            .and(ctx.settings.file.as_ref())
            .map(|p| p.display().to_string()),
        // A line of this device's journal written again is no longer a
        // line left out: it is said as repaired.
        bad_lines: reads
            .iter()
            .flat_map(|r| r.bad.iter())
            .filter(|bad| again.is_empty() || bad.file != own_name || !cut.contains(&bad.line))
            .cloned()
            .collect(),
        merged: SyncMerge {
            repaired: (!again.is_empty()).then_some(Repaired {
                lines: cut.len(),
                changes: again.len(),
            }),
            ..SyncMerge::of(&merged)
        },
        retired,
    };
    say(ctx, &view, out)
}

/// This device's operations up to `upto` that its journal in `folder`
/// lacks: a line of it was cut in the middle. The whole journal is read
/// (only when a cut line was met).
fn lacking(
    sync: &crate::store::Sync<'_>,
    folder: &Path,
    device: &str,
    upto: u64,
) -> Result<Vec<crate::store::Op>> {
    let there: std::collections::HashSet<u64> = journal::own_after(folder, device, 0)?
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

/// The lock of the syncs of the history `db`: a file beside it
/// (`skyjo.db.sync-lock`) held by the system's file lock, which goes with
/// the process that holds it (a sync killed leaves no lock behind). When
/// another sync holds it, says once on stderr that this one waits, and
/// waits as long as that one works. `None` when the lock cannot be had (a
/// read-only folder, a file system without locks): the sync goes on, and
/// the history's own write lock keeps two syncs apart.
fn one_at_a_time(db: &Path, lang: Lang) -> Option<std::fs::File> {
    let mut name = db.file_name()?.to_os_string();
    name.push(".sync-lock");
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(db.with_file_name(name))
        .ok()?;
    match file.try_lock() {
        Ok(()) => Some(file),
        Err(std::fs::TryLockError::WouldBlock) => {
            eprintln!("{}", layout::for_stderr(&crate::tr!(lang, "sync-waits")));
            file.lock().ok().map(|()| file)
        }
        Err(std::fs::TryLockError::Error(_)) => None,
    }
}

/// One journal of the folder as the sync's screen names it.
fn seen(read: &journal::JournalRead) -> JournalSeen {
    JournalSeen {
        file: read.name.clone(),
        device: read.device.clone(),
        operations: read.ops.len(),
        again: read.again,
        torn: read.torn,
        refused: read.refused,
    }
}

/// What the sync did, on `out` (the screen fitted to the terminal, or the
/// JSON); each line or operation of the folder left out is said on stderr,
/// and an error ends the command when any was.
fn say(ctx: &Ctx, view: &SyncView, out: &mut dyn Write) -> Result<String> {
    let text = crate::render::view::output(view, ctx.json, ctx.style);
    let text = if ctx.json {
        text
    } else {
        layout::fit(text, usize::from(ctx.style.width))
    };
    out.write_all(text.as_bytes())?;
    out.flush()?;
    let left_out = view.left_out();
    if left_out > 0 {
        if !ctx.json {
            for line in view.problems(ctx.style.lang) {
                eprintln!("{}", layout::for_stderr(&line));
            }
        }
        let journals = view.journals.iter().filter(|j| j.refused).count();
        return Err(SyncError::LeftOut {
            lines: left_out - journals.min(left_out),
            journals,
        }
        .into());
    }
    Ok(String::new())
}

/// What `skyjo sync` cannot do, beyond the journals' own errors
/// ([`JournalError`]).
#[derive(Debug, thiserror::Error)]
#[error("{}", crate::i18n::english(&self.message()))]
pub enum SyncError {
    /// No folder named, and none in the config file.
    NoFolder,
    /// Lines or operations of the folder left out, and journals left out
    /// whole (each said above); the rest is in the history.
    LeftOut {
        /// How many lines and operations.
        lines: usize,
        /// How many journals, left out whole.
        journals: usize,
    },
    /// The config file cannot be written to keep the folder.
    CannotKeep {
        /// The config file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
}

impl SyncError {
    /// The error as a message of the catalogs.
    pub fn message(&self) -> Message {
        match self {
            SyncError::NoFolder => msg!("sync-no-folder"),
            SyncError::CannotKeep { path, .. } => msg!("sync-cannot-keep", path = path),
            SyncError::LeftOut { lines, journals: 0 } => msg!("sync-left-out", lines = *lines),
            SyncError::LeftOut { lines, journals } => msg!(
                "sync-left-out-journals",
                lines = *lines,
                journals = *journals
            ),
        }
    }
}

impl Worded for SyncError {
    fn words(&self) -> Option<Message> {
        Some(self.message())
    }
}

/// Keeps `dir` as `[sync] folder` in the config file.
fn keep(ctx: &Ctx, dir: &Path) -> Result<()> {
    let Some(file) = &ctx.settings.file else {
        return Ok(());
    };
    let cannot = |source| SyncError::CannotKeep {
        path: file.display().to_string(),
        source,
    };
    let dir = std::path::absolute(dir).unwrap_or_else(|_| PathBuf::from(dir));
    // `../Sync` is kept as the folder it names, not as `/home/anna/x/../Sync`
    // (without resolving links: a Windows path stays as it reads).
    let mut kept = PathBuf::new();
    for part in dir.components() {
        match part {
            std::path::Component::ParentDir if kept.parent().is_some() => {
                kept.pop();
            }
            std::path::Component::CurDir => {}
            part => kept.push(part),
        }
    }
    let dir = kept;
    let text = match std::fs::read_to_string(file) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => return Err(cannot(e).into()),
    };
    if let Some(parent) = file.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent).map_err(cannot)?;
    }
    let text =
        crate::flags::config::with_key(&text, "sync.folder", Some(&dir.display().to_string()));
    std::fs::write(file, text).map_err(cannot)?;
    Ok(())
}

/// After a command that changed the history: its changes go to this
/// device's journal, when sync is set up, on the history the command
/// handed back ([`Ctx::wrote`]), else on the file opened again. A folder
/// that is not there (a USB stick at home) is said once; the changes wait
/// for the next sync.
pub(super) fn after_write(ctx: &Ctx, now: DateTime<Utc>) {
    let Some(folder) = ctx.settings.config.sync_folder.clone() else {
        return;
    };
    let lang = ctx.style.lang;
    let store = match ctx.written.take() {
        Some(store) => Ok(Some(store)),
        None => ctx.db_path().and_then(|db| open_written(&db)),
    };
    match store {
        Ok(Some(mut store)) => journal_changes(&mut store, &folder, lang, now),
        Ok(None) => {}
        Err(err) => eprintln!(
            "{}",
            layout::for_stderr(&crate::render::sync::not_written(&format!("{err:#}"), lang))
        ),
    }
}

/// The history at `db` to journal its changes, when there is one.
fn open_written(db: &Path) -> Result<Option<Store>> {
    if !db.exists() {
        return Ok(None);
    }
    Ok(Some(Store::open(db, OpenMode::Existing)?))
}

/// The changes of the history `store` go to this device's journal in
/// `folder` (after a command, and after each round `serve --entry`
/// records); what cannot be written is said on stderr in `lang`, and waits.
pub(super) fn journal_changes(store: &mut Store, folder: &Path, lang: Lang, now: DateTime<Utc>) {
    if let Err(err) = write_journal(store, folder, now) {
        let line = match err.downcast_ref::<JournalError>() {
            Some(JournalError::FolderMissing { dir }) => {
                crate::render::sync::folder_away(dir, lang)
            }
            Some(err) => {
                crate::render::sync::not_written(&crate::i18n::text(lang, &err.message()), lang)
            }
            None => crate::render::sync::not_written(&format!("{err:#}"), lang),
        };
        eprintln!("{}", layout::for_stderr(&line));
    }
}

fn write_journal(store: &mut Store, folder: &Path, now: DateTime<Utc>) -> Result<()> {
    if store.sync_device()?.is_none() || !store.sync_pending()? {
        return Ok(());
    }
    // The changes are kept as operations of this device first (the folder
    // there or not), then written: a line of this device's id in the folder
    // that the history does not have is a copy's, never its own.
    let mut sync = store.begin_sync("", now)?;
    sync.local_ops()?;
    let device = sync.device().to_string();
    let there = journal::check_folder(folder);
    let mut passed_over = 0;
    let to_write = match there {
        Ok(()) => {
            // Lines of this id past what this history knows it wrote are
            // its own when they are its operations to the letter (appended
            // before a kill, not yet recorded as written): passed over, not
            // written twice. Else they are a copy's: what this history has
            // not written goes after them, never passed over.
            let written = sync.written();
            let from = match journal::last_seq(folder, &device)? {
                None => 1,
                Some(seq) if seq <= written => seq + 1,
                Some(_) => {
                    let tail = journal::own_after(folder, &device, written)?;
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
    journal::append(folder, &device, &to_write)?;
    if let Some(last) = to_write.last().and_then(|op| seq_of(&op.id)) {
        store.sync_written(last)?;
    } else if passed_over > 0 {
        store.sync_written(passed_over)?;
    }
    Ok(())
}

/// The copy of the history made before a sync drops rounds of games
/// deleted elsewhere: beside it, as `delete` makes its copy.
fn backup_path(path: &Path, now: DateTime<Utc>) -> PathBuf {
    let stem = path
        .file_stem()
        .map_or_else(|| "skyjo".into(), |s| s.to_string_lossy().into_owned());
    let stamp = now.with_timezone(&chrono::Local).format("%Y%m%d-%H%M%S");
    path.with_file_name(format!("{stem}.before-sync-{stamp}.db"))
}
