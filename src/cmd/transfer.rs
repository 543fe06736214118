//! Moving the history: `export`, `import`, `backup`, `restore`, and the generator of
//! `demo --games`.

use std::io::{IsTerminal, Write};

use anyhow::{Result, bail};
use chrono::{DateTime, TimeZone, Utc};

use super::Ctx;
use super::shared::{FileError, InputError, game_with_standings};
use crate::flags::args::{
    BackupArgs, Delimiter, ExportArgs, ExportFormat, ImportArgs, ImportFrom, RestoreArgs,
};
use crate::render::history as view;
use crate::render::history::{
    BackupView, BgStatsImportedView, GeneratedView, ImportedView, RestoredView, WrittenView,
};
use crate::render::view::{output, output_or};
use crate::store::{Files, OpenMode, Records};
use crate::transfer::generate;
use crate::transfer::sheet::{Sheet, SheetStyle};
use crate::transfer::{bgstats, export as export_file};

/// `skyjo export`: game by game to standard output or a new file.
pub(super) fn export(ctx: &Ctx, args: ExportArgs, stdout: &mut dyn Write) -> Result<String> {
    if args.delimiter.is_some() && args.format != ExportFormat::Csv {
        bail!(InputError::DelimiterNeedsCsv);
    }
    let store = ctx.store(OpenMode::Existing)?;
    for &id in &args.games {
        game_with_standings(&store, id)?;
    }
    let mut file = match &args.output {
        None => None,
        Some(path) => Some(
            std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(path)
                .map_err(|source| FileError::CannotCreate {
                    path: path.display().to_string(),
                    source,
                })?,
        ),
    };
    let out: &mut dyn Write = match &mut file {
        Some(file) => file,
        None => stdout,
    };
    match args.format {
        ExportFormat::Json => export_file::write_export(&store, &args.games, out)?,
        ExportFormat::Csv => {
            let style = SheetStyle::of(
                ctx.style.lang,
                args.delimiter.map(Delimiter::byte),
                crate::render::local_time,
            );
            let mut sheet = Sheet::new(style, out)?;
            store.export_each::<anyhow::Error>(&args.games, &mut |id, game| {
                Ok(sheet.game(id, &game)?)
            })?;
            sheet.flush()?;
        }
    }
    // Written to standard output, the export is the answer; to a file, the
    // file is named (with --json) or nothing is said.
    Ok(match &args.output {
        Some(path) => output_or(
            ctx.json,
            &WrittenView {
                written: path.display().to_string(),
            },
            String::new,
        ),
        None => String::new(),
    })
}

/// `skyjo import --from bgstats FILE`: the file is read whole (the app's
/// backups are small), its Skyjo plays become games of final totals only.
fn import_bgstats(ctx: &Ctx, args: &ImportArgs, now: DateTime<Utc>) -> Result<String> {
    let shown = args.file.display().to_string();
    let text = std::fs::read(&args.file).map_err(|source| FileError::CannotRead {
        path: shown.clone(),
        source,
    })?;
    let plays = bgstats::read(&text, &shown, &chrono::Local)?;
    let mut store = ctx.store(OpenMode::Create)?;
    let report = store.import_from(&plays.games, &shown, "bgstats", now)?;
    Ok(output(
        &BgStatsImportedView::of(report, plays),
        ctx.json,
        ctx.style,
    ))
}

/// Whether a file refused as a skyjo export is a BG Stats backup: its first
/// mebibyte names the scores of plays.
fn looks_like_bgstats(path: &std::path::Path) -> bool {
    use std::io::Read;
    let mut head = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(1 << 20).read_to_end(&mut head))
        .is_ok_and(|_| {
            let head = String::from_utf8_lossy(&head);
            head.contains("\"playerScores\"") && head.contains("\"plays\"")
        })
}

/// `skyjo import FILE`: read as a stream, each game written as it is read.
pub(super) fn import(ctx: &Ctx, args: ImportArgs, now: DateTime<Utc>) -> Result<String> {
    if args.from == ImportFrom::Bgstats {
        return import_bgstats(ctx, &args, now);
    }
    let shown = args.file.display().to_string();
    let file = std::fs::File::open(&args.file).map_err(|source| FileError::CannotRead {
        path: shown.clone(),
        source,
    })?;
    let size = file.metadata().map(|m| m.len()).unwrap_or(0);
    let path = ctx.db_path()?;
    let existed = path.exists();
    let mut store = ctx.store(OpenMode::Create)?;
    // A large file shows a bar on a terminal: the games done so far.
    let bar = (std::io::stderr().is_terminal() && size >= 1 << 20).then(|| {
        let bar = indicatif::ProgressBar::new_spinner();
        if let Ok(style) =
            indicatif::ProgressStyle::with_template(&view::import_progress(ctx.style.lang))
        {
            bar.set_style(style);
        }
        bar
    });
    let report = export_file::import_json(&mut store, file, &shown, now, &mut |done| {
        if let Some(bar) = &bar {
            bar.set_position(done as u64);
        }
    });
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    let report = match report {
        Ok(report) => report,
        Err(err) => {
            // The file is read as it is written: a refused file must not leave
            // behind a history that this import created.
            drop(store);
            if !existed {
                for end in ["", "-wal", "-shm"] {
                    let mut name = path.clone().into_os_string();
                    name.push(end);
                    let _ = std::fs::remove_file(name);
                }
            }
            if looks_like_bgstats(&args.file) {
                bail!(InputError::BgStatsFile { path: shown });
            }
            return Err(err);
        }
    };
    let view = ImportedView {
        added: report.added,
        skipped: report.skipped,
    };
    Ok(output(&view, ctx.json, ctx.style))
}

/// `skyjo backup [PATH]`.
pub(super) fn backup(ctx: &Ctx, args: BackupArgs, now: DateTime<Utc>) -> Result<String> {
    let source = ctx.db_path()?;
    if !source.exists() {
        bail!(InputError::NothingToBackUp {
            path: source.display().to_string()
        });
    }
    let store = ctx.store(OpenMode::Existing)?;
    let target = args.path.unwrap_or_else(|| {
        let stem = source
            .file_stem()
            .map_or_else(|| "skyjo".into(), |s| s.to_string_lossy().into_owned());
        let stamp = now.with_timezone(&chrono::Local).format("%Y%m%d-%H%M%S");
        source.with_file_name(format!("{stem}-backup-{stamp}.db"))
    });
    store.backup(&target)?;
    let view = BackupView {
        backup: target.display().to_string(),
        source: source.display().to_string(),
    };
    Ok(output(&view, ctx.json, ctx.style))
}

/// `skyjo restore FILE`: the backup put back into the history (whatever
/// keeps it open sees it as another commit), the history as it was copied
/// beside it first.
pub(super) fn restore(ctx: &Ctx, args: RestoreArgs, now: DateTime<Utc>) -> Result<String> {
    let path = ctx.db_path()?;
    // Refused before a history is made for it.
    crate::store::check_backup_file(&args.file)?;
    let existed = path.exists();
    let mut store = ctx.store(OpenMode::Create)?;
    store.check_restore(&args.file)?;
    // A history there is replaced only when the person says so, as `delete`
    // asks (the copy beside it is the way back, not the question).
    if existed && !args.yes {
        let (file, db) = (args.file.display().to_string(), path.display().to_string());
        if !ctx.interactive {
            bail!(InputError::RestoreNeedsYes { file, db });
        }
        let lang = ctx.style.lang;
        let question = crate::tr!(lang, "restore-question", file = &file, db = &db);
        if !super::prompt::confirm(&question, false, lang)? {
            eprintln!("{}", crate::i18n::t(lang, "nothing-changed"));
            return Ok(String::new());
        }
    }
    let copy = existed.then(|| {
        let stem = path
            .file_stem()
            .map_or_else(|| "skyjo".into(), |s| s.to_string_lossy().into_owned());
        let stamp = now.with_timezone(&chrono::Local).format("%Y%m%d-%H%M%S");
        path.with_file_name(format!("{stem}.before-restore-{stamp}.db"))
    });
    store.restore(&args.file, copy.as_deref())?;
    let view = RestoredView {
        restored: args.file.display().to_string(),
        backup: copy.map(|c| c.display().to_string()),
        db: path.display().to_string(),
    };
    Ok(output(&view, ctx.json, ctx.style))
}

/// `skyjo demo --games N --db FILE`: a generated history in a new file.
pub(super) fn generate(ctx: &Ctx, games: usize, seed: u64) -> Result<String> {
    let Some(path) = &ctx.db else {
        bail!(InputError::GenerateNeedsDb);
    };
    if path.exists() {
        bail!(InputError::GenerateExists {
            path: path.display().to_string()
        });
    }
    let start = Utc
        .with_ymd_and_hms(2016, 1, 1, 0, 0, 0)
        .single()
        .expect("a valid time");
    let mut rounds = 0;
    let mut store = ctx.store(OpenMode::Create)?;
    // Games are made and written one by one, in one transaction.
    store.import(
        generate::games(games, seed, start).inspect(|game| {
            if let Ok(game) = game {
                rounds += game.rounds.len();
            }
        }),
        &mut |_| {},
    )?;
    let view = GeneratedView {
        db: path.display().to_string(),
        games,
        rounds,
    };
    Ok(output(&view, ctx.json, ctx.style))
}
