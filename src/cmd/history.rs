//! The rivalry commands and corrections: `players`, `stats`, `rivalry`,
//! `ratings`, `edit`, `log`, `rescore`.

use std::collections::HashMap;
use std::io::Write;

use anyhow::{Result, bail};
use chrono::{DateTime, Utc};

use super::Ctx;
use super::prompt;
use super::shared::{
    FileError, InputError, check_name, find_round, game_id, game_with_standings, given_entries,
    period, player_named, put_held_reading, read_entry, review_round, rules_over,
};
use crate::flags::args::{
    EditArgs, LogArgs, PlayersAction, PlayersArgs, RatingsArgs, ReportArgs, RescoreArgs,
    RivalryArgs, StatsArgs,
};
use crate::rating;
use crate::render::history::{
    self as view, LogView, Merged, MergedView, PlayersView, RatingsView, Renamed, RenamedView,
    RescoredView, RivalryView, StatsView, WrittenView,
};
use crate::render::view::{RoundView, ShowView, output, output_or, output_to};
use crate::rules;
use crate::store::{Corrections, NewRound, OpenMode, Reads, Rounds, StoreError};

/// `skyjo players [rename OLD NEW | merge KEEP OTHER]`.
pub(super) fn players(ctx: &Ctx, args: PlayersArgs, now: DateTime<Utc>) -> Result<String> {
    match args.action {
        None => {
            let mut players = ctx.store(OpenMode::Existing)?.players()?;
            // A player whose games were all deleted is listed on asking only.
            if !args.all {
                players.retain(|p| p.games > 0);
            }
            Ok(output(&PlayersView::of(players), ctx.json, ctx.style))
        }
        Some(PlayersAction::Rename { old, new }) => {
            let new = check_name(&new, 1)?;
            let mut store = ctx.store(OpenMode::Existing)?;
            let old = player_named(&store, &old, ctx.interactive.then_some(ctx.style.lang))?;
            // A new name that looks like another player's (Ian, lan) would
            // show as two of one name; one that is theirs the store refuses.
            let key = |name: &str| crate::rules::names::name_key(name);
            let players = store.player_names()?;
            let like = players.iter().find(|p| {
                key(p) != key(&old)
                    && key(p) != key(&new)
                    && crate::rules::names::look_alike(p, &new)
            });
            if let Some(other) = like {
                let other = other.clone();
                return Err(InputError::LookAlikeNames { name: new, other }.into());
            }
            let before = store.rename_player(&old, &new, now)?;
            Ok(output(
                &RenamedView {
                    renamed: Renamed {
                        from: before,
                        to: new,
                    },
                },
                ctx.json,
                ctx.style,
            ))
        }
        Some(PlayersAction::Merge { keep, other }) => {
            let mut store = ctx.store(OpenMode::Existing)?;
            let ask = ctx.interactive.then_some(ctx.style.lang);
            let (keep, other) = (
                player_named(&store, &keep, ask)?,
                player_named(&store, &other, ask)?,
            );
            let (kept, removed, games) = store.merge_players(&keep, &other, now)?;
            Ok(output(
                &MergedView {
                    merged: Merged {
                        games_moved: games,
                        kept,
                        removed,
                    },
                },
                ctx.json,
                ctx.style,
            ))
        }
    }
}

/// `skyjo stats [PLAYER] [--since] [--until]`.
pub(super) fn stats(ctx: &Ctx, args: StatsArgs) -> Result<String> {
    let period = period(&args.period)?;
    let store = ctx.store(OpenMode::Existing)?;
    let player = match &args.player {
        Some(typed) => Some(player_named(
            &store,
            typed,
            ctx.interactive.then_some(ctx.style.lang),
        )?),
        None => None,
    };
    let stats = store.player_stats(period, player.as_deref())?;
    let view = StatsView::of(stats, period);
    Ok(output(&view, ctx.json, ctx.style))
}

/// `skyjo rivalry A B`.
pub(super) fn rivalry(ctx: &Ctx, args: RivalryArgs) -> Result<String> {
    let period = period(&args.period)?;
    let store = ctx.store(OpenMode::Existing)?;
    let ask = ctx.interactive.then_some(ctx.style.lang);
    let (a, b) = (
        player_named(&store, &args.a, ask)?,
        player_named(&store, &args.b, ask)?,
    );
    let r = store.rivalry(&a, &b, period)?;
    let view = RivalryView::of(&r, period);
    Ok(output(&view, ctx.json, ctx.style))
}

/// `skyjo ratings`.
pub(super) fn ratings(ctx: &Ctx, args: RatingsArgs, out: &mut dyn Write) -> Result<String> {
    let period = period(&args.period)?;
    let (games, names) = ctx.store(OpenMode::Existing)?.outcomes(period)?;
    let names: HashMap<i64, String> = names.into_iter().collect();
    let outcomes: Vec<rating::Outcome> = games.iter().map(|(_, _, o)| o.clone()).collect();
    let history = args.method.rate(&outcomes);
    let view = RatingsView::of(args.method, &games, &names, &history, period);
    Ok(output_to(out, &view, ctx.json, ctx.style)?)
}

/// `skyjo report [PERIOD] [--out FILE]`: the period as one HTML page.
pub(super) fn report(
    ctx: &Ctx,
    args: ReportArgs,
    now: DateTime<Utc>,
    out: &mut dyn Write,
) -> Result<String> {
    let period = period(&args.period)?;
    let built = crate::report::of_period(&ctx.store(OpenMode::Existing)?, period)?;
    let page = crate::report::html(&built, ctx.style.lang, period, now);
    if args.out.as_os_str() == "-" {
        out.write_all(page.as_bytes())?;
        return Ok(String::new());
    }
    // Written to a temporary file beside the target and renamed over it: a
    // failed write leaves the old report (or none), never half a page, and
    // the temporary file is removed whatever happens.
    let shown = args.out.display().to_string();
    let dir = match args.out.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => std::path::Path::new("."),
    };
    let written = if args.out.is_dir() {
        // Said as what it is: Windows reports a folder in the way as "access
        // denied", which would send the user looking at permissions.
        Err(std::io::Error::from(std::io::ErrorKind::IsADirectory))
    } else {
        tempfile::NamedTempFile::new_in(dir).and_then(|mut part| {
            part.write_all(page.as_bytes())?;
            part.persist(&args.out).map_err(|e| e.error)?;
            Ok(())
        })
    };
    if let Err(source) = written {
        bail!(FileError::CannotCreate {
            path: shown,
            source,
        });
    }
    let lang = ctx.style.lang;
    let words = || {
        let written = crate::tr!(
            lang,
            "report-written",
            games = built.finished,
            path = &shown
        );
        format!("{written}\n")
    };
    Ok(output_or(
        ctx.json,
        &WrittenView {
            written: shown.clone(),
        },
        words,
    ))
}

/// `skyjo edit GAME ROUND --closer NAME NAME=ENTRY...`.
pub(super) fn edit(ctx: &Ctx, args: EditArgs, now: DateTime<Utc>) -> Result<String> {
    let mut store = ctx.store(OpenMode::Existing)?;
    let lang = ctx.style.lang;
    let (game, before) = game_with_standings(&store, args.game)?;
    let stored = find_round(&game, args.round)?;
    let ask = ctx.interactive.then_some(lang);
    let (mut entries, closer) = given_entries(&game, &args.entries, args.closer.as_deref(), ask)?;
    // Only what is given changes: the other players keep their stored
    // entries, each read once (when a held count is set on it, or last).
    let read = |seat: usize| {
        read_entry(
            &game.players[seat],
            &stored.players[seat].entry,
            &game.rules,
        )
    };
    put_held_reading(
        &game.players,
        &mut entries,
        &args.held,
        &game.rules,
        ask,
        |name, nearest| InputError::NotInGame {
            name: name.to_string(),
            game: game.id,
            players: game.players.clone(),
            nearest,
        },
        |seat| read(seat).map(Some),
        None,
    )?;
    let closer = closer.unwrap_or(stored.closer);
    if args.entries.is_empty() && args.closer.is_none() && args.held.is_empty() {
        if !ctx.interactive {
            bail!(InputError::NothingToChange {
                game: game.id,
                round: args.round
            });
        }
        // Nothing given on a terminal: which player to change?
        let seat = prompt::player(&game.players, lang)?;
        let old = &stored.players[seat].entry;
        let changed = prompt::entry_changed(&game.players[seat], old, &game.rules, lang)?;
        entries[seat] = Some(changed);
    }
    let entries = (0..game.players.len())
        .map(|seat| entries[seat].map_or_else(|| read(seat), Ok))
        .collect::<Result<Vec<rules::Entry>, _>>()?;
    let question = ctx
        .interactive
        .then(|| view::correct_question(game.id, args.round, lang));
    let Some((entries, scored)) = review_round(
        &game,
        entries,
        closer,
        question.as_deref(),
        "menu-save",
        lang,
    )?
    else {
        eprintln!("{}", crate::i18n::t(lang, "nothing-changed"));
        return Ok(String::new());
    };
    // The same entries and the same closer: nothing to correct, so nothing
    // is written and nothing logged (the `--json` view is the round as it is).
    let unchanged = scored.verdict.closer == stored.closer
        && stored.entries(&game.players, &game.rules).ok().as_ref() == Some(&entries);
    if unchanged {
        let round = RoundView::recorded(&game, &before, args.round, &entries, &scored);
        return Ok(output_or(ctx.json, &round, || {
            let line = crate::tr!(lang, "edit-unchanged", round = args.round, game = game.id);
            format!("{line}\n")
        }));
    }
    store.replace_round(
        game.id,
        args.round,
        &NewRound::scored(&entries, &scored),
        now,
    )?;
    let (game, standings) = game_with_standings(&store, game.id)?;
    let round = RoundView::recorded(&game, &standings, args.round, &entries, &scored);
    Ok(output_or(ctx.json, &round, || {
        let mut out = view::corrected(&game, &standings, args.round, &scored, ctx.style);
        // A finished game the correction reopens or gives another winner says so.
        if let Some(line) = view::outcome_changed(&game, &before, &standings, lang) {
            out.push_str(&line);
            out.push('\n');
        }
        out
    }))
}

/// `skyjo log [GAME]`: every change to the history, corrections first.
pub(super) fn log(ctx: &Ctx, args: LogArgs) -> Result<String> {
    let store = ctx.store(OpenMode::Existing)?;
    if let Some(id) = args.game {
        // A deleted game has no game left, but its log stays.
        if store.game(id)?.is_none() && store.changes(Some(id))?.is_empty() {
            game_with_standings(&store, id)?;
        }
    }
    let corrections = store.corrections(args.game)?;
    let changes = store.changes(args.game)?;
    let mut players: HashMap<i64, Vec<String>> = HashMap::new();
    // A round undone or set aside by a sync names its players by seat: the
    // game's players.
    let undone = changes
        .iter()
        .filter(|c| {
            matches!(
                c.kind,
                crate::store::ChangeKind::Undo | crate::store::ChangeKind::Overridden
            )
        })
        .filter_map(|c| c.game);
    for game in corrections.iter().map(|c| c.game).chain(undone) {
        if let std::collections::hash_map::Entry::Vacant(slot) = players.entry(game) {
            slot.insert(store.game(game)?.map(|g| g.players).unwrap_or_default());
        }
    }
    let view = LogView::of(&corrections, &changes, players);
    Ok(output(&view, ctx.json, ctx.style))
}

/// `skyjo rescore [GAME] [rule flags] [--save]`.
pub(super) fn rescore(ctx: &Ctx, args: RescoreArgs, now: DateTime<Utc>) -> Result<String> {
    let mut store = ctx.store(OpenMode::Existing)?;
    let id = game_id(&store, args.game, &ctx.shown_db())?;
    let (game, _) = game_with_standings(&store, id)?;
    if game.final_totals.is_some() {
        bail!(StoreError::TotalsOnly { game: id });
    }
    let was = game.rules;
    let rules = rules_over(&args.rules, was)?;
    let mut rounds: Vec<NewRound> = Vec::with_capacity(game.rounds.len());
    for round in &game.rounds {
        let entries = round.entries(&game.players, &rules).map_err(|problem| {
            InputError::RescoreUnreadable {
                round: round.number,
                problem,
            }
        })?;
        let scored = rules::score_round(&rules, &entries, round.closer)?;
        rounds.push(NewRound::scored(&entries, &scored));
    }
    let mut rescored = game.clone();
    rescored.rules = rules;
    for (stored, new) in rescored.rounds.iter_mut().zip(&rounds) {
        stored.players = new.players.clone();
    }
    let results = rescored.results();
    let standings = rules::standings(&rules, game.players.len(), &results);
    let early_end = standings.ended_early(results.len());
    let saved = if args.save {
        if let Some(end) = early_end {
            bail!(InputError::RescoreEndsEarly {
                game: id,
                end,
                rounds: results.len()
            });
        }
        Some(store.rescore_game(id, &rules, &rounds, now)?)
    } else {
        None
    };
    let view = RescoredView {
        show: ShowView::of(&rescored, &standings),
        saved,
        ends_after_round: early_end,
        game: &rescored,
        standings: &standings,
        was,
    };
    Ok(output(&view, ctx.json, ctx.style))
}
