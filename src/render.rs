//! Rendering into strings: the score sheet, the explanation of a round, the
//! history, and the JSON contract of docs/cli.md. Nothing here prints.

use chrono::{DateTime, Local, SecondsFormat, Utc};
use comfy_table::{Attribute, Cell, CellAlignment, Color, ContentArrangement, Table, presets};
use serde_json::{Value, json};

use crate::i18n::{Lang, join_names, t, tf, translate_text};
use crate::rules::{self, Entry, GameEnd, Line, Reason, Removed, RoundScore, Rules, Standings};
use crate::store::{GameSummary, StoredGame};

/// How text output should look.
#[derive(Debug, Clone, Copy)]
pub struct Style {
    /// Whether to use color and bold.
    pub color: bool,
    /// The widest line the terminal takes.
    pub width: u16,
    /// The language of the text.
    pub lang: Lang,
}

/// Right-aligns every column of `table` from column `first` on (numbers).
pub fn right_align_from(table: &mut Table, first: usize) {
    for column in table.column_iter_mut().skip(first) {
        column.set_cell_alignment(CellAlignment::Right);
    }
}

/// A table in the house style, colored only when `style` says so.
pub fn new_table(style: Style) -> Table {
    let mut table = Table::new();
    table
        .load_style(presets::UTF8_FULL_CONDENSED)
        .set_content_arrangement(ContentArrangement::Disabled);
    if style.color {
        table.enforce_styling();
    } else {
        table.force_no_tty();
    }
    table
}

fn local(time: DateTime<Utc>) -> String {
    time.with_timezone(&Local)
        .format("%Y-%m-%d %H:%M")
        .to_string()
}

fn names(lang: Lang, players: &[String], seats: &[usize]) -> String {
    let names: Vec<&str> = seats.iter().map(|&s| players[s].as_str()).collect();
    join_names(lang, &names)
}

/// The rules of a game in a line, in `lang`: only what differs from the official rules.
pub fn rules_text(rules: &Rules, lang: Lang) -> String {
    rules
        .describe_parts()
        .iter()
        .map(|part| translate_text(lang, part))
        .collect::<Vec<_>>()
        .join(", ")
}

/// "column 2" or "row 1", 1-based as people count.
fn line_text(line: Line, lang: Lang) -> String {
    match line {
        Line::Column(c) => tf(lang, "column {0}", &[&(c + 1)]),
        Line::Row(r) => tf(lang, "row {0}", &[&(r + 1)]),
    }
}

/// A doubled score as the sheet shows it: `19 x2 = 38`, or `19x2=38` when space is short.
fn score_text(raw: i32, doubled: bool, score: i32, compact: bool) -> String {
    match (doubled, compact) {
        (false, _) => score.to_string(),
        (true, false) => format!("{raw} x2 = {score}"),
        (true, true) => format!("{raw}x2={score}"),
    }
}

/// The score sheet of a game: a row per round, a column per player, each cell
/// the round score over the running total; the totals, the distance to the
/// target, the leader or winners, and who starts next.
pub fn protocol(game: &StoredGame, standings: &Standings, style: Style) -> String {
    let wide = protocol_table(game, standings, style, false);
    let table = if wide
        .lines()
        .any(|l| l.chars().count() > usize::from(style.width))
    {
        protocol_table(game, standings, style, true)
    } else {
        wide
    };
    let lang = style.lang;
    let head = tf(
        lang,
        "Game {0} · {1} · {2}",
        &[
            &game.id,
            &local(game.played_at),
            &rules_text(&game.rules, lang),
        ],
    );
    let mut out = format!("{head}\n{table}\n");
    for line in protocol_footer(game, standings, lang) {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

fn protocol_table(game: &StoredGame, standings: &Standings, style: Style, compact: bool) -> String {
    let lang = style.lang;
    let mut table = new_table(style);
    let mut header = vec![Cell::new(t(lang, "Round"))];
    header.extend(game.players.iter().map(|name| {
        let cell = Cell::new(name);
        if style.color {
            cell.add_attribute(Attribute::Bold)
        } else {
            cell
        }
    }));
    table.set_header(header);
    for (round, running) in game.rounds.iter().zip(&standings.running) {
        let mut row = vec![Cell::new(round.number)];
        for (seat, p) in round.players.iter().enumerate() {
            let mark = if seat == round.closer { "*" } else { " " };
            let text = format!(
                "{}{mark}\n{} ",
                score_text(p.raw, p.doubled, p.score, compact),
                running[seat]
            );
            let mut cell = Cell::new(text);
            if style.color && p.doubled {
                cell = cell.fg(Color::Red);
            }
            row.push(cell);
        }
        table.add_row(row);
    }
    let mut totals = vec![Cell::new(t(lang, "Total"))];
    for (seat, total) in standings.totals.iter().enumerate() {
        let mut cell = Cell::new(format!("{total} "));
        if style.color {
            cell = cell.add_attribute(Attribute::Bold);
            if standings.leaders.contains(&seat) {
                cell = cell.fg(Color::Green);
            }
        }
        totals.push(cell);
    }
    table.add_row(totals);
    if let GameEnd::Target(target) = game.rules.end {
        let mut to_go = vec![Cell::new(tf(lang, "To {0}", &[&target]))];
        to_go.extend(
            standings
                .totals
                .iter()
                .map(|t| Cell::new(format!("{} ", (target - t).max(0)))),
        );
        table.add_row(to_go);
    }
    right_align_from(&mut table, 1);
    table.to_string()
}

fn protocol_footer(game: &StoredGame, standings: &Standings, lang: Lang) -> Vec<String> {
    let mut lines = Vec::new();
    let played = game.rounds.len();
    if played == 0 {
        lines.push(
            t(
                lang,
                "No rounds yet. Record one with: skyjo round --closer NAME NAME=ENTRY...",
            )
            .into(),
        );
        return lines;
    }
    lines.push(
        t(
            lang,
            "Each cell: the round score over the running total. * closed the round; x2: doubled.",
        )
        .into(),
    );
    let best = standings.totals[standings.leaders[0]];
    let leaders = names(lang, &game.players, &standings.leaders);
    if standings.over {
        let rounds = if played == 1 {
            t(lang, "1 round").to_string()
        } else {
            tf(lang, "{0} rounds", &[&played])
        };
        let template = if standings.leaders.len() == 1 {
            "Game over after {0}: {1} wins with {2}."
        } else {
            "Game over after {0}: {1} share the win with {2}."
        };
        lines.push(tf(lang, template, &[&rounds, &leaders, &best]));
        return lines;
    }
    let template = if standings.leaders.len() == 1 {
        "Leader: {0} with {1}."
    } else {
        "Leaders: {0} with {1}."
    };
    let mut status = tf(lang, template, &[&leaders, &best]);
    if let GameEnd::Rounds(n) = game.rules.end {
        status.push_str(&tf(
            lang,
            " Round {0} of {1} is next.",
            &[&(played + 1), &n],
        ));
    }
    lines.push(status);
    if standings.deciding {
        lines.push(
            t(lang, "The game reached its end with a tie for the lowest total: a deciding round is played.").into(),
        );
    }
    if let Some(starter) = standings.next_starter {
        let last = game.rounds.last().expect("rounds were played");
        let why = match game.rules.starter {
            rules::Starter::Closer => tf(lang, "closed round {0}", &[&last.number]),
            rules::Starter::RoundWinner => tf(lang, "lowest in round {0}", &[&last.number]),
        };
        lines.push(tf(
            lang,
            "Next round: {0} starts ({1}).",
            &[&game.players[starter], &why],
        ));
    }
    lines
}

/// The explanation of one round, card by card: the sums, every removed line
/// and why, and whether the closer was doubled and why.
pub fn explain(names: &[String], entries: &[Entry], round: &RoundScore, lang: Lang) -> String {
    let mut out = String::new();
    let closer = round.verdict.closer;
    // Labels padded to one width, so the values line up in any language.
    let labels = [
        t(lang, "grid"),
        t(lang, "removed"),
        t(lang, "sum"),
        t(lang, "total"),
    ];
    let width = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0) + 1;
    let label = |l: &str| format!("  {:<width$} ", format!("{l}:"));
    for (i, ((name, entry), player)) in names.iter().zip(entries).zip(&round.players).enumerate() {
        let heading = if i == closer {
            tf(lang, "{0} (closed the round)", &[name])
        } else {
            name.clone()
        };
        out.push_str(&format!("{heading}\n"));
        match (entry, &player.grid) {
            (Entry::Grid(grid), Some(scored)) => {
                out.push_str(&format!("{}{}\n", label(labels[0]), entry.to_text()));
                for removal in &scored.removals {
                    out.push_str(&format!(
                        "{}{}\n",
                        label(labels[1]),
                        removal_text(removal, lang)
                    ));
                }
                let mut sum = String::new();
                for (cell, counts) in grid
                    .cells
                    .iter()
                    .flatten()
                    .zip(scored.counted.iter().flatten())
                {
                    if let (rules::Cell::Card(v), true) = (cell, counts) {
                        sum.push_str(&match (sum.is_empty(), *v < 0) {
                            (true, _) => v.to_string(),
                            (false, true) => format!(" - {}", -v),
                            (false, false) => format!(" + {v}"),
                        });
                    }
                }
                if sum.is_empty() {
                    sum.push('0');
                }
                out.push_str(&format!("{}{sum} = {}\n", label(labels[2]), player.raw));
            }
            _ => out.push_str(&format!(
                "{}{}\n",
                label(labels[3]),
                tf(
                    lang,
                    "{0} (entered as a total: no cards to check)",
                    &[&player.raw]
                )
            )),
        }
    }
    out.push_str(&format!(
        "{}: {}\n",
        t(lang, "Doubling"),
        verdict_text(names, round, lang)
    ));
    let scores: Vec<String> = names
        .iter()
        .zip(&round.players)
        .map(|(name, p)| format!("{name} {}", p.score))
        .collect();
    out.push_str(&format!("{}: {}\n", t(lang, "Scores"), scores.join(", ")));
    out
}

fn removal_text(removal: &rules::Removal, lang: Lang) -> String {
    let what = match (removal.line, removal.value) {
        (Line::Column(_), Some(v)) => tf(lang, "three {0}s", &[&v]),
        (Line::Row(_), Some(v)) => tf(lang, "four {0}s", &[&v]),
        (_, None) => t(lang, "equal cards").to_string(),
    };
    let when = match removal.when {
        Removed::InPlay => t(lang, "removed during play"),
        Removed::AtReveal => t(lang, "equal at the final reveal"),
    };
    format!("{} ({what}), {when}", line_text(removal.line, lang))
}

/// Why the closer was or was not doubled, in one line:
/// `Anna closed with 19, Bertil has 14: not lowest, 19 x 2 = 38`.
pub fn verdict_text(names: &[String], round: &RoundScore, lang: Lang) -> String {
    let v = &round.verdict;
    let closer = &names[v.closer];
    let (rival, rival_raw) = (&names[v.rival.0], v.rival.1);
    let score = round.players[v.closer].score;
    let doubled = format!("{} x 2 = {score}", v.closer_raw);
    let against = if rival_raw == v.closer_raw {
        tf(lang, "{0} also has {1}", &[rival, &rival_raw])
    } else {
        tf(lang, "{0} has {1}", &[rival, &rival_raw])
    };
    let raw = v.closer_raw;
    match v.reason {
        Reason::AloneLowest => tf(
            lang,
            "{0} closed with {1}, lowest alone ({2}): not doubled, {3}",
            &[closer, &raw, &against, &score],
        ),
        Reason::TiedLowest => tf(
            lang,
            "{0} closed with {1}, {2}: a tie for lowest doubles, {3}",
            &[closer, &raw, &against, &doubled],
        ),
        Reason::TiedSafe => tf(
            lang,
            "{0} closed with {1}, {2}: a tie is safe in this game, not doubled, {3}",
            &[closer, &raw, &against, &score],
        ),
        Reason::NotLowest => tf(
            lang,
            "{0} closed with {1}, {2}: not lowest, {3}",
            &[closer, &raw, &against, &doubled],
        ),
        Reason::NotPositive => tf(
            lang,
            "{0} closed with {1}, {2}: not alone lowest, but a score of 0 or below is never doubled, {3}",
            &[closer, &raw, &against, &score],
        ),
        Reason::DoublingOff => tf(
            lang,
            "{0} closed with {1}: this game has no doubling, {2}",
            &[closer, &raw, &score],
        ),
    }
}

fn reason_key(reason: Reason) -> &'static str {
    match reason {
        Reason::AloneLowest => "alone-lowest",
        Reason::TiedLowest => "tied-lowest",
        Reason::TiedSafe => "tied-safe",
        Reason::NotLowest => "not-lowest",
        Reason::NotPositive => "not-positive",
        Reason::DoublingOff => "doubling-off",
    }
}

fn removals_json(player: &rules::PlayerScore, rows: bool) -> Vec<Value> {
    player
        .removals()
        .iter()
        .filter(|r| matches!(r.line, Line::Row(_)) == rows)
        .map(|r| {
            let (key, index) = match r.line {
                Line::Column(c) => ("column", c + 1),
                Line::Row(r) => ("row", r + 1),
            };
            json!({
                key: index,
                "value": r.value,
                "when": match r.when { Removed::InPlay => "play", Removed::AtReveal => "reveal" },
            })
        })
        .collect()
}

/// The JSON of a scored round (`score --json`); `round` adds to it.
pub fn round_json(names: &[String], entries: &[Entry], round: &RoundScore) -> Value {
    let players: Vec<Value> = names
        .iter()
        .zip(entries)
        .zip(&round.players)
        .map(|((name, entry), p)| {
            json!({
                "name": name,
                "entry": entry.to_text(),
                "raw": p.raw,
                "doubled": p.doubled,
                "score": p.score,
                "removed_columns": removals_json(p, false),
                "removed_rows": removals_json(p, true),
            })
        })
        .collect();
    json!({
        "closer": names[round.verdict.closer],
        "players": players,
        "doubling": {
            "reason": reason_key(round.verdict.reason),
            "explanation": verdict_text(names, round, Lang::En),
        },
    })
}

/// The JSON of a whole game (`show --json`).
pub fn game_json(game: &StoredGame, standings: &Standings) -> Value {
    let rounds: Vec<Value> = game
        .rounds
        .iter()
        .zip(&standings.running)
        .map(|(round, running)| {
            let players: Vec<Value> = round
                .players
                .iter()
                .enumerate()
                .map(|(seat, p)| {
                    json!({
                        "name": game.players[seat],
                        "entry": p.entry,
                        "raw": p.raw,
                        "doubled": p.doubled,
                        "score": p.score,
                        "total": running[seat],
                    })
                })
                .collect();
            json!({
                "round": round.number,
                "closer": game.players[round.closer],
                "recorded_at": round.recorded_at.to_rfc3339_opts(SecondsFormat::Secs, true),
                "players": players,
            })
        })
        .collect();
    let seat_names = |seats: &[usize]| -> Vec<&str> {
        seats.iter().map(|&s| game.players[s].as_str()).collect()
    };
    let totals: Vec<Value> = game
        .players
        .iter()
        .zip(&standings.totals)
        .map(|(name, total)| json!({"name": name, "total": total}))
        .collect();
    json!({
        "game": game.id,
        "played_at": game.played_at.to_rfc3339_opts(SecondsFormat::Secs, true),
        "players": game.players,
        "rules": game.rules,
        "rounds": rounds,
        "totals": totals,
        "game_over": standings.over,
        "winners": seat_names(standings.winners()),
        "leaders": seat_names(&standings.leaders),
        "next_starter": standings.next_starter.map(|s| game.players[s].as_str()),
    })
}

/// The JSON of a new game (`new --json`).
pub fn new_game_json(id: i64, players: &[String], rules: &Rules) -> Value {
    json!({"game": id, "players": players, "rules": rules})
}

/// The history as a table.
pub fn games_table(games: &[GameSummary], current: Option<i64>, style: Style) -> String {
    if games.is_empty() {
        return "No games yet. Start one with: skyjo new NAME NAME...\n".into();
    }
    let mut table = new_table(style);
    table.set_header(vec![
        "Game",
        "Played",
        "Players (total)",
        "Rounds",
        "Result",
    ]);
    for game in games {
        let players: Vec<String> = game
            .players
            .iter()
            .zip(&game.totals)
            .map(|(name, total)| format!("{name} {total}"))
            .collect();
        let result = match (game.over, game.rounds) {
            (_, 0) => "not started".to_string(),
            (true, _) => format!("won by {}", game.leaders.join(" and ")),
            (false, _) => format!("{} leads", game.leaders.join(" and ")),
        };
        let id = if current == Some(game.id) {
            format!("{} (current)", game.id)
        } else {
            game.id.to_string()
        };
        table.add_row(vec![
            Cell::new(id),
            Cell::new(local(game.played_at)),
            Cell::new(players.join(", ")),
            Cell::new(game.rounds).set_alignment(CellAlignment::Right),
            Cell::new(result),
        ]);
    }
    format!("{table}\n")
}

/// The history as JSON (`games --json`): a list, newest first.
pub fn games_json(games: &[GameSummary]) -> Value {
    Value::Array(
        games
            .iter()
            .map(|g| {
                json!({
                    "game": g.id,
                    "played_at": g.played_at.to_rfc3339_opts(SecondsFormat::Secs, true),
                    "players": g.players,
                    "totals": g.totals,
                    "rounds": g.rounds,
                    "game_over": g.over,
                    "winners": if g.over { g.leaders.clone() } else { Vec::new() },
                })
            })
            .collect(),
    )
}
