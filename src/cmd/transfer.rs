//! Moving the history: `export`, `import`, `backup`, and the generator of
//! `demo --games`.

use std::io::IsTerminal;

use anyhow::{Result, bail};
use chrono::{DateTime, TimeZone, Utc};

use super::Ctx;
use super::shared::{InputError, load_game};
use crate::cli::{BackupArgs, ExportArgs, ExportFormat, ImportArgs};
use crate::generate;
use crate::render::history as view;
use crate::render::to_json;
use crate::store::records::{self, Export, GameRecord};

/// Quotes a CSV field when it needs it.
fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

fn csv(games: &[GameRecord]) -> String {
    let mut out =
        String::from("game_uid,played_at,round,closer,player,entry,raw,doubled,score,total\n");
    for game in games {
        let mut totals = vec![0; game.players.len()];
        for round in &game.rounds {
            for (seat, name) in game.players.iter().enumerate() {
                totals[seat] += round.scores[seat];
                let fields = [
                    game.uid.clone(),
                    game.played_at.clone(),
                    round.number.to_string(),
                    round.closer.clone(),
                    name.clone(),
                    round.entries[seat].clone(),
                    round.raw[seat].to_string(),
                    round.doubled[seat].to_string(),
                    round.scores[seat].to_string(),
                    totals[seat].to_string(),
                ];
                let line: Vec<String> = fields.iter().map(|f| csv_field(f)).collect();
                out.push_str(&line.join(","));
                out.push('\n');
            }
        }
    }
    out
}

/// `skyjo export`.
pub(super) fn export(ctx: &Ctx, args: ExportArgs) -> Result<String> {
    let store = ctx.store(false)?;
    for &id in &args.games {
        load_game(&store, id)?;
    }
    let games = store.export(&args.games)?;
    let text = match args.format {
        ExportFormat::Json => to_json(&Export {
            format: records::FORMAT.into(),
            version: records::VERSION,
            games,
        }),
        ExportFormat::Csv => csv(&games),
    };
    let Some(path) = args.output else {
        return Ok(text);
    };
    let shown = path.display().to_string();
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&path)
        .map_err(|source| InputError::CannotCreate {
            path: shown.clone(),
            source,
        })?;
    std::io::Write::write_all(&mut file, text.as_bytes())?;
    Ok(if ctx.json {
        view::written_json(&shown)
    } else {
        String::new()
    })
}

/// `skyjo import FILE`.
pub(super) fn import(ctx: &Ctx, args: ImportArgs) -> Result<String> {
    let shown = args.file.display().to_string();
    let text = std::fs::read_to_string(&args.file).map_err(|source| InputError::CannotRead {
        path: shown.clone(),
        source,
    })?;
    let export = Export::parse(&text, &shown)?;
    let mut store = ctx.store(true)?;
    let bar = (std::io::stderr().is_terminal() && export.games.len() >= 200).then(|| {
        let bar = indicatif::ProgressBar::new(export.games.len() as u64);
        if let Ok(style) =
            indicatif::ProgressStyle::with_template(&view::import_progress(ctx.style.lang))
        {
            bar.set_style(style);
        }
        bar
    });
    let report = store.import(&export.games, &mut |done| {
        if let Some(bar) = &bar {
            bar.set_position(done as u64);
        }
    })?;
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    Ok(view::imported(
        report.added,
        report.skipped,
        ctx.json,
        ctx.style.lang,
    ))
}

/// `skyjo backup [PATH]`.
pub(super) fn backup(ctx: &Ctx, args: BackupArgs, now: DateTime<Utc>) -> Result<String> {
    let source = ctx.db_path()?;
    if !source.exists() {
        bail!(InputError::NothingToBackUp {
            path: source.display().to_string()
        });
    }
    let store = ctx.store(false)?;
    let target = args.path.unwrap_or_else(|| {
        let stem = source
            .file_stem()
            .map_or_else(|| "skyjo".into(), |s| s.to_string_lossy().into_owned());
        let stamp = now.with_timezone(&chrono::Local).format("%Y%m%d-%H%M%S");
        source.with_file_name(format!("{stem}-backup-{stamp}.db"))
    });
    store.backup(&target)?;
    Ok(view::backed_up(
        &source.display().to_string(),
        &target.display().to_string(),
        ctx.json,
        ctx.style.lang,
    ))
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
    let records = generate::history(games, seed, start)?;
    let rounds: usize = records.iter().map(|g| g.rounds.len()).sum();
    let mut store = ctx.store(true)?;
    store.import(&records, &mut |_| {})?;
    Ok(view::generated(
        games,
        rounds,
        &path.display().to_string(),
        ctx.json,
        ctx.style.lang,
    ))
}
