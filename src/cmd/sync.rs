//! `skyjo sync`: the history shared through a folder the family already
//! syncs. This device's changes go to its own journal there; every journal
//! there is merged into the history (docs/sync.md).

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::Result;
use chrono::{DateTime, Utc};

use super::Ctx;
use crate::flags::args::SyncArgs;
use crate::render::layout;
use crate::render::sync::{JournalSeen, SyncView};
use crate::store::{OpenMode, ReadOp, seq_of};
use crate::transfer::journal::{self, SyncError};

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
    let mut store = ctx.store(OpenMode::Create)?;
    let mut sync = store.begin_sync(&journal::new_device_id(), now)?;
    let device = sync.device().to_string();
    let own = journal::file_name(&device);
    let positions = sync.positions()?;
    // Written to the journal before a crash, and not kept here: numbered on.
    sync.skip_past(journal::last_seq(&folder, &device)?);
    let first_new = sync.own_last_seq() + 1;
    // What was changed here first: a change made here is never overwritten
    // unseen by what comes in.
    sync.local_ops()?;
    let reads = journal::read_folder(&folder, &positions)?;
    let ops: Vec<ReadOp> = reads.iter().flat_map(|r| r.ops.iter().cloned()).collect();
    let merged = sync.merge(&ops)?;
    for read in reads.iter().filter(|r| !r.refused) {
        sync.set_position(&read.name, &read.position)?;
    }
    // This device's journal holds every operation of it: what an older copy
    // of it lost, or a journal deleted, is written again.
    let from = match reads.iter().find(|r| r.name == own) {
        Some(read) if read.again || !positions.contains_key(&own) => {
            read.ops
                .iter()
                .filter_map(|r| seq_of(&r.op.id))
                .max()
                .unwrap_or(0)
                + 1
        }
        Some(_) => first_new,
        None => 1,
    };
    let to_write = sync.own_ops_from(from)?;
    let keep_folder = args.dir.as_ref().filter(|dir| kept.as_ref() != Some(*dir));
    if !args.dry_run {
        journal::append(&folder, &device, &to_write)?;
        sync.commit(now, merged.came_in)?;
        if let Some(dir) = keep_folder {
            keep(ctx, dir)?;
        }
    }
    let view = SyncView {
        folder: folder.display().to_string(),
        device,
        dry_run: args.dry_run,
        journals: reads
            .iter()
            .map(|r| JournalSeen {
                file: r.name.clone(),
                device: r.device.clone(),
                operations: r.ops.len(),
                again: r.again,
                torn: r.torn,
                refused: r.refused,
            })
            .collect(),
        written: to_write.len(),
        own_file: own,
        kept_in: keep_folder
            .and(ctx.settings.file.as_ref())
            .map(|p| p.display().to_string()),
        bad_lines: reads.iter().flat_map(|r| r.bad.iter().cloned()).collect(),
        merged,
    };
    let text = crate::render::view::output(&view, ctx.json, ctx.style);
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
        return Err(SyncError::LeftOut { lines: left_out }.into());
    }
    Ok(String::new())
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
    let text = match std::fs::read_to_string(file) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => return Err(cannot(e).into()),
    };
    if let Some(parent) = file.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent).map_err(cannot)?;
    }
    let text = crate::flags::config::with_sync_folder(&text, &dir);
    std::fs::write(file, text).map_err(cannot)?;
    Ok(())
}

/// After a command that changed the history: its changes go to this
/// device's journal, when sync is set up. A folder that is not there (a
/// USB stick at home) is said once; the changes wait for the next sync.
pub(super) fn after_write(ctx: &Ctx, now: DateTime<Utc>) {
    let Some(folder) = ctx.settings.config.sync_folder.clone() else {
        return;
    };
    if let Err(err) = write_journal(ctx, &folder, now) {
        let lang = ctx.style.lang;
        let line = match err.downcast_ref::<SyncError>() {
            Some(err) => crate::i18n::text(lang, &err.message()),
            None => format!("{err:#}"),
        };
        eprintln!(
            "{}",
            layout::for_stderr(&crate::render::sync::not_written(&line, lang))
        );
    }
}

fn write_journal(ctx: &Ctx, folder: &Path, now: DateTime<Utc>) -> Result<()> {
    let path = ctx.db_path()?;
    if !path.exists() {
        return Ok(());
    }
    let mut store = ctx.store(OpenMode::Existing)?;
    if store.sync_device()?.is_none() || !store.sync_pending()? {
        return Ok(());
    }
    journal::check_folder(folder)?;
    let mut sync = store.begin_sync("", now)?;
    sync.skip_past(journal::last_seq(folder, sync.device())?);
    let ops = sync.local_ops()?;
    journal::append(folder, sync.device(), &ops)?;
    sync.commit_written()?;
    Ok(())
}
