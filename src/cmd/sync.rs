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
use crate::store::{OpenMode, Store};
use crate::transfer::exchange;
use crate::transfer::folder::Disk;
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
    let mut new_id = journal::new_device_id;
    let mut backup = || -> Result<String> {
        let path = ctx.db_path()?;
        let copy = backup_path(&path, now);
        crate::store::backup_file(&path, &copy)?;
        Ok(copy.display().to_string())
    };
    let run = exchange::Run {
        now,
        dry_run: args.dry_run,
        new_id: &mut new_id,
        backup: &mut backup,
    };
    let done = exchange::sync(&mut store, &Disk(&folder), run)?;
    let keep_folder = args.dir.as_ref().filter(|dir| kept.as_ref() != Some(*dir));
    if !args.dry_run
        && let Some(dir) = keep_folder
    {
        keep(ctx, dir)?;
    }
    let own_name = journal::file_name(&done.device);
    let (again, cut) = (&done.again, &done.cut);
    let view = SyncView {
        folder: folder.display().to_string(),
        device: done.now_device.clone(),
        dry_run: args.dry_run,
        new_device: done.new_device,
        journals: done.reads.iter().map(seen).collect(),
        written: done.to_write.len(),
        own_file: own_name.clone(),
        own_file_there: done.own_file_there || !done.to_write.is_empty(),
        was_device: done.copied.then(|| done.device.clone()),
        backup: done.backup.clone(),
        kept_in: keep_folder
            .and(ctx.settings.file.as_ref())
            .map(|p| p.display().to_string()),
        // A line of this device's journal written again is no longer a
        // line left out: it is said as repaired. A line cut in the middle of
        // another device's journal whose changes did not reach this history
        // is said as those changes (`sync-missing`, which says that device
        // writes them again), not also as an error line with exit code 1
        // at the first sync that meets it and never after.
        bad_lines: done
            .reads
            .iter()
            .flat_map(|r| r.bad.iter())
            .filter(|bad| again.is_empty() || bad.file != own_name || !cut.contains(&bad.line))
            .filter(|bad| !said_missing(bad, &done.merged.missing))
            .cloned()
            .collect(),
        merged: SyncMerge {
            repaired: (!again.is_empty()).then_some(Repaired {
                lines: cut.len(),
                changes: again.len(),
            }),
            ..SyncMerge::of(&done.merged)
        },
        retired: done.retired.clone(),
    };
    say(ctx, &view, out)
}

/// Whether `bad` is a line cut in the middle of the journal of a device
/// whose changes are said not to have reached this history.
fn said_missing(bad: &journal::BadLine, missing: &[crate::store::Missing]) -> bool {
    matches!(bad.problem, journal::LineProblem::NotJson { cut: true, .. })
        && missing
            .iter()
            .any(|m| journal::file_name(&m.device) == bad.file)
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
    exchange::write_changes(store, &Disk(folder), now)
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
