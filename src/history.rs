//! The rivalry commands: players, stats, rivalry, ratings, charts,
//! corrections (edit, log), rescore, export and import, and the history
//! generator. Arguments in, engine and store calls, a rendered string out.

use std::collections::HashMap;
use std::io::IsTerminal;

use anyhow::{Context, Result, anyhow, bail};
use chrono::{DateTime, Local, NaiveDate, TimeZone, Utc};
use serde_json::json;

use crate::chart::{Series, line_chart};
use crate::cli::{
    ColumnsArg, DoublingArg, EditArgs, ExportArgs, ExportFormat, ImportArgs, LogArgs, PeriodArgs,
    PlayersAction, PlayersArgs, RatingsArgs, RescoreArgs, RivalryArgs, StarterArg, StatsArgs,
    TieBreakArg,
};
use crate::commands::{Ctx, game_id, given_entries, load_game, recorded_round_json, to_json};
use crate::render::{self, Style};
use crate::rules::{self, ColumnRule, Doubling, Entry, GameEnd, Standings, Starter, TieBreak};
use crate::store::records::{self, Export, GameRecord, RoundRecord};
use crate::store::stats::Period;
use crate::store::{NewRound, StoredGame};
use crate::{generate, rating};

fn local_date(time: DateTime<Utc>) -> String {
    time.with_timezone(&Local).format("%Y-%m-%d").to_string()
}

/// Reads `--since`/`--until`: a local date (the whole day counts) or an RFC 3339 time.
fn period(args: &PeriodArgs) -> Result<Period> {
    fn parse(flag: &str, text: &str, end_of_day: bool) -> Result<DateTime<Utc>> {
        if let Ok(time) = DateTime::parse_from_rfc3339(text) {
            return Ok(time.with_timezone(&Utc));
        }
        let date = NaiveDate::parse_from_str(text, "%Y-%m-%d").map_err(|_| {
            anyhow!("{flag} '{text}' is not a date; write YYYY-MM-DD (2024-06-01) or an RFC 3339 time (2024-06-01T18:00:00Z)")
        })?;
        let date = if end_of_day {
            date.succ_opt().unwrap_or(date)
        } else {
            date
        };
        let midnight = date.and_hms_opt(0, 0, 0).expect("midnight exists");
        Ok(Local.from_local_datetime(&midnight).earliest().map_or_else(
            || Utc.from_utc_datetime(&midnight),
            |t| t.with_timezone(&Utc),
        ))
    }
    let since = args
        .since
        .as_deref()
        .map(|t| parse("--since", t, false))
        .transpose()?;
    let until = args
        .until
        .as_deref()
        .map(|t| parse("--until", t, true))
        .transpose()?;
    if let (Some(s), Some(u)) = (since, until) {
        if s >= u {
            bail!(
                "--since {} is after --until {}; give the earlier date to --since",
                args.since.as_deref().unwrap_or_default(),
                args.until.as_deref().unwrap_or_default()
            );
        }
    }
    Ok(Period { since, until })
}

/// `skyjo players [rename OLD NEW | merge KEEP OTHER]`.
pub(crate) fn players(ctx: &Ctx, args: PlayersArgs) -> Result<String> {
    match args.action {
        None => {
            let players = ctx.store(false)?.players()?;
            if ctx.json {
                let list: Vec<_> = players
                    .iter()
                    .map(|p| {
                        json!({
                            "name": p.name,
                            "games": p.games,
                            "wins": p.wins,
                            "last_played": p.last_played.map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)),
                        })
                    })
                    .collect();
                return Ok(to_json(&json!({ "players": list })));
            }
            if players.is_empty() {
                return Ok("No players yet. Start a game with: skyjo new NAME NAME...\n".into());
            }
            let mut table = render::new_table(ctx.style);
            table.set_header(vec!["Player", "Games", "Wins", "Last played"]);
            for p in &players {
                table.add_row(vec![
                    p.name.clone(),
                    p.games.to_string(),
                    p.wins.to_string(),
                    p.last_played.map(local_date).unwrap_or_default(),
                ]);
            }
            render::right_align_from(&mut table, 1);
            Ok(format!("{table}\n"))
        }
        Some(PlayersAction::Rename { old, new }) => {
            let before = ctx.store(false)?.rename_player(&old, &new)?;
            Ok(if ctx.json {
                to_json(&json!({"renamed": {"from": before, "to": new.trim()}}))
            } else {
                format!("Renamed {before} to {} in every game.\n", new.trim())
            })
        }
        Some(PlayersAction::Merge { keep, other }) => {
            let (kept, removed, games) = ctx.store(false)?.merge_players(&keep, &other)?;
            Ok(if ctx.json {
                to_json(
                    &json!({"merged": {"kept": kept, "removed": removed, "games_moved": games}}),
                )
            } else {
                format!("Merged {removed} into {kept}: {games} game(s) moved.\n")
            })
        }
    }
}

fn round1(value: Option<f64>) -> Option<f64> {
    value.map(|v| (v * 1000.0).round() / 1000.0)
}

fn shown(value: Option<f64>, digits: usize) -> String {
    value.map_or_else(|| "-".into(), |v| format!("{v:.digits$}"))
}

/// `skyjo stats [PLAYER] [--since] [--until]`.
pub(crate) fn stats(ctx: &Ctx, args: StatsArgs) -> Result<String> {
    let period = period(&args.period)?;
    let store = ctx.store(false)?;
    let stats = store.player_stats(period, args.player.as_deref())?;
    if ctx.json {
        let players: Vec<_> = stats
            .iter()
            .map(|s| {
                json!({
                    "name": s.name,
                    "games": s.games,
                    "wins": s.wins,
                    "shared_wins": s.shared_wins,
                    "win_rate": round1(s.win_rate()),
                    "rounds": s.rounds,
                    "avg_round_score": round1(s.avg_round_score()),
                    "avg_final_total": round1(s.avg_final_total()),
                    "rounds_closed": s.rounds_closed,
                    "times_doubled": s.times_doubled,
                    "closing_success_rate": round1(s.closing_success()),
                    "columns_removed": s.lines_removed,
                    "best_round": s.best_round,
                    "worst_round": s.worst_round,
                    "longest_win_streak": s.longest_win_streak,
                    "current_win_streak": s.current_win_streak,
                })
            })
            .collect();
        return Ok(to_json(&json!({ "players": players })));
    }
    if stats.is_empty() {
        return Ok("No games in that period.\n".into());
    }
    let mut table = render::new_table(ctx.style);
    table.set_header(vec![
        "Player",
        "Games",
        "Wins",
        "Win %",
        "Avg round",
        "Avg total",
        "Closed",
        "Doubled",
        "Close ok",
        "Columns",
        "Best",
        "Worst",
        "Streak",
    ]);
    for s in &stats {
        let wins = if s.shared_wins > 0 {
            format!("{} ({} shared)", s.wins, s.shared_wins)
        } else {
            s.wins.to_string()
        };
        table.add_row(vec![
            s.name.clone(),
            s.games.to_string(),
            wins,
            shown(s.win_rate().map(|r| r * 100.0), 0),
            shown(s.avg_round_score(), 1),
            shown(s.avg_final_total(), 1),
            s.rounds_closed.to_string(),
            s.times_doubled.to_string(),
            shown(s.closing_success().map(|r| r * 100.0), 0) + "%",
            s.lines_removed.to_string(),
            s.best_round.map_or("-".into(), |b| b.to_string()),
            s.worst_round.map_or("-".into(), |w| w.to_string()),
            format!("{} (best {})", s.current_win_streak, s.longest_win_streak),
        ]);
    }
    render::right_align_from(&mut table, 1);
    Ok(format!(
        "{table}\nGames, wins and totals count finished games; a shared win counts as a win. \
         Close ok: closed rounds not doubled. Streak: wins in a row now (and the longest).\n"
    ))
}

/// `skyjo rivalry A B`.
pub(crate) fn rivalry(ctx: &Ctx, args: RivalryArgs) -> Result<String> {
    let period = period(&args.period)?;
    let r = ctx.store(false)?.rivalry(&args.a, &args.b, period)?;
    let games = r.meetings.len();
    let a_ahead = r.meetings.iter().filter(|m| m.total_a < m.total_b).count();
    let b_ahead = r.meetings.iter().filter(|m| m.total_b < m.total_a).count();
    let margin = (games > 0).then(|| {
        r.meetings
            .iter()
            .map(|m| f64::from(m.total_b - m.total_a))
            .sum::<f64>()
            / games as f64
    });
    let last: Vec<_> = r.meetings.iter().rev().take(5).collect();
    if ctx.json {
        let last: Vec<_> = last
            .iter()
            .map(|m| {
                json!({"game": m.game, "played_at": m.played_at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
                       "a_total": m.total_a, "b_total": m.total_b})
            })
            .collect();
        return Ok(to_json(&json!({
            "a": r.a, "b": r.b, "games": games, "a_ahead": a_ahead, "b_ahead": b_ahead,
            "level": games - a_ahead - b_ahead,
            "rounds_a_lower": r.rounds_a_lower, "rounds_b_lower": r.rounds_b_lower, "rounds_equal": r.rounds_equal,
            "average_margin": round1(margin),
            "last_meetings": last,
        })));
    }
    let (a, b) = (&r.a, &r.b);
    if games == 0 {
        return Ok(format!(
            "{a} and {b} have not finished a game together yet.\n"
        ));
    }
    let mut out = format!(
        "{a} vs {b}: {games} finished game(s) together.\n\
         Finished ahead: {a} {a_ahead}, {b} {b_ahead}, level {}.\n\
         Rounds with the lower score: {a} {}, {b} {}, equal {}.\n",
        games - a_ahead - b_ahead,
        r.rounds_a_lower,
        r.rounds_b_lower,
        r.rounds_equal
    );
    if let Some(m) = margin {
        let (ahead, by) = if m >= 0.0 { (a, m) } else { (b, -m) };
        out.push_str(&format!(
            "Average margin: {ahead} ends {by:.1} points lower.\n"
        ));
    }
    let mut table = render::new_table(ctx.style);
    table.set_header(vec![
        "Played".to_string(),
        "Game".into(),
        a.clone(),
        b.clone(),
    ]);
    for m in &last {
        table.add_row(vec![
            local_date(m.played_at),
            m.game.to_string(),
            m.total_a.to_string(),
            m.total_b.to_string(),
        ]);
    }
    render::right_align_from(&mut table, 1);
    out.push_str(&format!("The last {} meeting(s):\n{table}\n", last.len()));
    Ok(out)
}

/// `skyjo ratings`.
pub(crate) fn ratings(ctx: &Ctx, args: RatingsArgs) -> Result<String> {
    let period = period(&args.period)?;
    let (games, names) = ctx.store(false)?.outcomes(period)?;
    let names: HashMap<i64, String> = names.into_iter().collect();
    let outcomes: Vec<rating::Outcome> = games.iter().map(|(_, _, o)| o.clone()).collect();
    let history = rating::rate(&outcomes);
    let mut played: HashMap<i64, u32> = HashMap::new();
    for o in &outcomes {
        for (id, _) in &o.totals {
            *played.entry(*id).or_default() += 1;
        }
    }
    let mut ranked: Vec<(i64, f64)> = history.now.iter().map(|(&id, &r)| (id, r)).collect();
    ranked.sort_by(|x, y| {
        y.1.total_cmp(&x.1)
            .then_with(|| names[&x.0].cmp(&names[&y.0]))
    });
    if ctx.json {
        let players: Vec<_> = ranked
            .iter()
            .map(|(id, r)| json!({"name": names[id], "rating": (r * 10.0).round() / 10.0, "games": played[id]}))
            .collect();
        let after: Vec<_> = games
            .iter()
            .zip(&history.after)
            .map(|((game, at, _), after)| {
                let ratings: Vec<_> =
                    after.iter().map(|(id, r)| json!({"name": names[id], "rating": (r * 10.0).round() / 10.0})).collect();
                json!({"game": game, "played_at": at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true), "ratings": ratings})
            })
            .collect();
        return Ok(to_json(&json!({
            "method": "multiplayer-elo", "start": rating::START, "k": rating::K,
            "players": players, "history": after,
        })));
    }
    if ranked.is_empty() {
        return Ok("No finished games yet: ratings start after the first one.\n".into());
    }
    let mut table = render::new_table(ctx.style);
    table.set_header(vec!["Rank", "Player", "Rating", "Games"]);
    for (i, (id, r)) in ranked.iter().enumerate() {
        table.add_row(vec![
            (i + 1).to_string(),
            names[id].clone(),
            format!("{r:.0}"),
            played[id].to_string(),
        ]);
    }
    render::right_align_from(&mut table, 2);
    // The chart: everyone's rating after each game, carried forward.
    let mut current: HashMap<i64, f64> = HashMap::new();
    let mut series: Vec<Series> = ranked
        .iter()
        .map(|(id, _)| Series {
            label: names[id].clone(),
            points: Vec::new(),
        })
        .collect();
    for after in &history.after {
        for (id, r) in after {
            current.insert(*id, *r);
        }
        for (s, (id, _)) in series.iter_mut().zip(&ranked) {
            s.points.push(*current.get(id).unwrap_or(&rating::START));
        }
    }
    let width = usize::from(ctx.style.width)
        .saturating_sub(10)
        .clamp(20, 100);
    Ok(format!(
        "{table}\nMultiplayer Elo (start {}, K {}): every pair in a finished game is a match; see docs/ratings.md.\n\n{}",
        rating::START,
        rating::K,
        line_chart(&series, width, 14, "game")
    ))
}

/// `show --chart`: the running totals round by round.
pub(crate) fn totals_chart(game: &StoredGame, standings: &Standings, style: Style) -> String {
    let series: Vec<Series> = game
        .players
        .iter()
        .enumerate()
        .map(|(seat, name)| Series {
            label: name.clone(),
            points: std::iter::once(0.0)
                .chain(standings.running.iter().map(|r| f64::from(r[seat])))
                .collect(),
        })
        .collect();
    let width = usize::from(style.width).saturating_sub(10).clamp(20, 100);
    let target = match game.rules.end {
        GameEnd::Target(t) => format!(", target {t}"),
        GameEnd::Rounds(n) => format!(", {n} rounds"),
    };
    format!(
        "Game {}: running totals after each round (0 before the first){target}\n{}",
        game.id,
        line_chart(&series, width, 14, "round")
    )
}

/// `skyjo edit GAME ROUND --closer NAME NAME=ENTRY...`.
pub(crate) fn edit(ctx: &Ctx, args: EditArgs, now: DateTime<Utc>) -> Result<String> {
    let mut store = ctx.store(false)?;
    let (game, _) = load_game(&store, args.game)?;
    if !game.rounds.iter().any(|r| r.number == args.round) {
        bail!(
            "game {} has no round {}; it has {} round(s)",
            game.id,
            args.round,
            game.rounds.len()
        );
    }
    let (texts, closer) = given_entries(&game, &args.entries, Some(&args.closer))?;
    if let Some(seat) = texts.iter().position(Option::is_none) {
        let name = &game.players[seat];
        bail!(
            "no entry for {name}; a correction gives every player: add {name}=\"GRID\" or {name}=TOTAL"
        );
    }
    let entries = texts
        .iter()
        .zip(&game.players)
        .map(|(text, name)| Entry::parse(name, text.as_deref().unwrap_or_default(), &game.rules))
        .collect::<Result<Vec<_>, _>>()?;
    let scored = rules::score_round(&game.rules, &entries, closer.expect("the closer was given"))?;
    store.replace_round(
        game.id,
        args.round,
        &NewRound::scored(&entries, &scored),
        now,
        "edit",
    )?;
    let (game, standings) = load_game(&store, game.id)?;
    Ok(if ctx.json {
        to_json(&recorded_round_json(
            &game, &standings, args.round, &entries, &scored,
        ))
    } else {
        format!(
            "Round {} of game {} corrected; the old round is kept (skyjo log {}).\nDoubling: {}\n\n{}",
            args.round,
            game.id,
            game.id,
            render::verdict_text(&game.players, &scored, ctx.style.lang),
            render::protocol(&game, &standings, ctx.style)
        )
    })
}

fn round_line(record: &RoundRecord, players: &[String]) -> String {
    let scores: Vec<String> = players
        .iter()
        .zip(record.entries.iter().zip(&record.scores))
        .map(|(name, (entry, score))| format!("{name} {score} [{entry}]"))
        .collect();
    format!("closer {}; {}", record.closer, scores.join(", "))
}

/// `skyjo log [GAME]`.
pub(crate) fn log(ctx: &Ctx, args: LogArgs) -> Result<String> {
    let store = ctx.store(false)?;
    if let Some(id) = args.game {
        load_game(&store, id)?;
    }
    let corrections = store.corrections(args.game)?;
    if ctx.json {
        let list: Vec<_> = corrections
            .iter()
            .map(|c| {
                json!({"game": c.game, "round": c.round,
                       "corrected_at": c.corrected_at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
                       "note": c.note, "old": c.old, "new": c.new})
            })
            .collect();
        return Ok(to_json(&json!({ "corrections": list })));
    }
    if corrections.is_empty() {
        return Ok("No corrections.\n".into());
    }
    let mut out = String::new();
    let mut names: HashMap<i64, Vec<String>> = HashMap::new();
    for c in &corrections {
        let players = match names.get(&c.game) {
            Some(p) => p.clone(),
            None => {
                let p = store.game(c.game)?.map(|g| g.players).unwrap_or_default();
                names.insert(c.game, p.clone());
                p
            }
        };
        out.push_str(&format!(
            "{} game {}, round {} ({}):\n  was: {}\n  now: {}\n",
            c.corrected_at
                .with_timezone(&Local)
                .format("%Y-%m-%d %H:%M"),
            c.game,
            c.round,
            c.note,
            round_line(&c.old, &players),
            round_line(&c.new, &players)
        ));
    }
    Ok(out)
}

/// `skyjo rescore [GAME] [rule flags] [--save]`.
pub(crate) fn rescore(ctx: &Ctx, args: RescoreArgs, now: DateTime<Utc>) -> Result<String> {
    let mut store = ctx.store(false)?;
    let id = game_id(ctx, &store, args.game)?;
    let (game, _) = load_game(&store, id)?;
    let old_rules = game.rules;
    let mut rules = old_rules;
    if let Some(c) = args.columns {
        rules.columns = match c {
            ColumnsArg::Reveal => ColumnRule::Reveal,
            ColumnsArg::Play => ColumnRule::Play,
            ColumnsArg::Off => ColumnRule::Off,
        };
    }
    if args.rows || args.no_rows {
        rules.rows = args.rows;
    }
    if let Some(d) = args.doubling {
        rules.doubling = match d {
            DoublingArg::TieDoubles => Doubling::TieDoubles,
            DoublingArg::TieSafe => Doubling::TieSafe,
            DoublingArg::Off => Doubling::Off,
        };
    }
    if args.double_negative || args.no_double_negative {
        rules.double_negative = args.double_negative;
    }
    if let Some(t) = args.target {
        rules.end = GameEnd::Target(t);
    }
    if let Some(n) = args.rounds {
        rules.end = GameEnd::Rounds(n);
    }
    if let Some(t) = args.tie_break {
        rules.tie_break = match t {
            TieBreakArg::Shared => TieBreak::Shared,
            TieBreakArg::DecidingRound => TieBreak::DecidingRound,
        };
    }
    if let Some(s) = args.starter {
        rules.starter = match s {
            StarterArg::Closer => Starter::Closer,
            StarterArg::RoundWinner => Starter::RoundWinner,
        };
    }
    let mut rounds: Vec<NewRound> = Vec::with_capacity(game.rounds.len());
    for round in &game.rounds {
        let entries = round.entries(&game.players, &rules).with_context(|| {
            format!("round {} cannot be scored under these rules", round.number)
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
    if args.save {
        if let Some(end) = early_end {
            bail!(
                "under these rules game {id} would be over after round {end}, but it has {} rounds; nothing saved",
                results.len()
            );
        }
        let note = format!(
            "rescore: {} (was: {})",
            rules.describe(),
            old_rules.describe()
        );
        store.rescore_game(id, &rules, &rounds, now, &note)?;
    }
    if ctx.json {
        let mut value = render::game_json(&rescored, &standings);
        value["saved"] = json!(args.save);
        value["ends_after_round"] = json!(early_end);
        return Ok(to_json(&value));
    }
    let mut out = format!(
        "Game {id} under: {} (played under: {}).\n",
        rules.describe(),
        old_rules.describe()
    );
    if let Some(end) = early_end {
        out.push_str(&format!(
            "Under these rules the game would have ended after round {end}.\n"
        ));
    }
    out.push_str(&render::protocol(&rescored, &standings, ctx.style));
    out.push_str(if args.save {
        "Saved: the game now scores under these rules; the changed rounds are in skyjo log.\n"
    } else {
        "Nothing was changed; add --save to store the game under these rules.\n"
    });
    Ok(out)
}

/// Quotes a CSV field when it needs it.
fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

fn csv(games: &[GameRecord]) -> Result<String> {
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
    Ok(out)
}

/// `skyjo export`.
pub(crate) fn export(ctx: &Ctx, args: ExportArgs) -> Result<String> {
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
        ExportFormat::Csv => csv(&games)?,
    };
    match args.output {
        None => Ok(text),
        Some(path) => {
            let mut file = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&path)
                .with_context(|| {
                    format!(
                        "cannot create {} (it may exist already; name a new file)",
                        path.display()
                    )
                })?;
            std::io::Write::write_all(&mut file, text.as_bytes())?;
            Ok(if ctx.json {
                to_json(&json!({"written": path.display().to_string()}))
            } else {
                String::new()
            })
        }
    }
}

/// `skyjo import FILE`.
pub(crate) fn import(ctx: &Ctx, args: ImportArgs) -> Result<String> {
    let shown = args.file.display().to_string();
    let text =
        std::fs::read_to_string(&args.file).with_context(|| format!("cannot read {shown}"))?;
    let export = Export::parse(&text, &shown)?;
    let mut store = ctx.store(true)?;
    let bar = (std::io::stderr().is_terminal() && export.games.len() >= 200).then(|| {
        let bar = indicatif::ProgressBar::new(export.games.len() as u64);
        bar.set_style(
            indicatif::ProgressStyle::with_template("importing {bar:40} {pos}/{len} games")
                .expect("a valid template"),
        );
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
    Ok(if ctx.json {
        to_json(&json!({"added": report.added, "skipped": report.skipped}))
    } else {
        format!(
            "Imported {} game(s); {} were already in the history.\n",
            report.added, report.skipped
        )
    })
}

/// `skyjo demo --games N --db FILE`: a generated history in a new file.
pub(crate) fn generate(ctx: &Ctx, games: usize, seed: u64) -> Result<String> {
    let Some(path) = &ctx.db else {
        bail!("demo --games writes a generated history to a new file; name it with --db FILE");
    };
    if path.exists() {
        bail!(
            "{} exists already; the generator writes a new history, so name a new file",
            path.display()
        );
    }
    let start = Utc
        .with_ymd_and_hms(2016, 1, 1, 0, 0, 0)
        .single()
        .expect("a valid time");
    let records = generate::history(games, seed, start)?;
    let rounds: usize = records.iter().map(|g| g.rounds.len()).sum();
    let mut store = ctx.store(true)?;
    store.import(&records, &mut |_| {})?;
    Ok(if ctx.json {
        to_json(&json!({"games": games, "rounds": rounds, "db": path.display().to_string()}))
    } else {
        format!(
            "Wrote {games} generated games ({rounds} rounds) to {}.\n",
            path.display()
        )
    })
}
