//! The score sheet of a game and the screens around it: a new game, a
//! recorded or taken-back round, the list of games, the demo, the totals chart.

use std::io::Write;

use comfy_table::{Attribute, Cell, Color};
use serde::Serialize;

use super::chart::{Series, line_chart};
use super::{Style, json_time, layout, local_time, new_table, right_align_from, round, rules_text};
use crate::i18n::{Lang, Message, Template, Words, join_names, t};
use crate::rules::{
    Entry, GameEnd, PerEdition, RoundScore, Rules, Standings, StartReason, Starter as StarterRule,
};
use crate::store::stats::Period;
use crate::store::{Draft, GameSummary, NAME_MAX, StoredGame, StoredRound};
use crate::{msg, tr};

/// A doubled score as the sheet shows it: `19 x2 = 38`, or `19x2=38` when space is short.
fn score_text(raw: i32, doubled: bool, score: i32, compact: bool) -> String {
    match (doubled, compact) {
        (false, _) => score.to_string(),
        (true, false) => format!("{raw} x2 = {score}"),
        (true, true) => format!("{raw}x2={score}"),
    }
}

pub(crate) fn seat_names(players: &[String], seats: &[usize]) -> Vec<String> {
    seats.iter().map(|&s| players[s].clone()).collect()
}

/// The line under a game's name: its number, when it was played and its
/// rules (the score sheet, and the page of `serve`).
pub fn heading(game: &StoredGame, lang: Lang) -> String {
    tr!(
        lang,
        "sheet-heading",
        game = game.id,
        played = local_time(game.played_at),
        rules = rules_text(&game.rules, lang)
    )
}

/// The score sheet of a game: a row per round, a column per player, each cell
/// the round score over the running total; the totals, the distance to the
/// target, the leader or winners, and who starts next.
pub fn score_sheet(game: &StoredGame, standings: &Standings, style: Style) -> String {
    let width = usize::from(style.width);
    let fits = |table: &str| layout::width(table) <= width;
    let mut shown = game.players.clone();
    let mut table = sheet_table(game, &shown, standings, style, false);
    if !fits(&table) {
        table = sheet_table(game, &shown, standings, style, true);
        // Still too wide: a longest name is shortened with `…` in the header,
        // one column less at a time, and listed in full under the table; only
        // a name whose column it narrows (a name no wider than its numbers
        // stays whole), so that no more names are shortened than need be.
        let mut limits: Vec<usize> = shown.iter().map(|n| layout::width(n)).collect();
        while !fits(&table) {
            let mut order: Vec<usize> = (0..limits.len())
                .filter(|&seat| limits[seat] > SHORTEST_NAME)
                .collect();
            order.sort_by_key(|&seat| std::cmp::Reverse(limits[seat]));
            let before = layout::width(&table);
            let narrower = order.into_iter().find_map(|seat| {
                let mut trial = shown.clone();
                trial[seat] = layout::shorten(&game.players[seat], limits[seat] - 1);
                let drawn = sheet_table(game, &trial, standings, style, true);
                (layout::width(&drawn) < before).then_some((seat, trial, drawn))
            });
            let Some((seat, trial, drawn)) = narrower else {
                break;
            };
            limits[seat] -= 1;
            shown = trial;
            table = drawn;
        }
    }
    let lang = style.lang;
    let head = heading(game, lang);
    let mut out = String::new();
    if let Some(name) = &game.name {
        out.push_str(&format!("{name}\n"));
    }
    out.push_str(&format!("{head}\n"));
    if let Some(note) = &game.note {
        out.push_str(&tr!(lang, "sheet-note", note = note));
        out.push('\n');
    }
    if game.abandoned {
        out.push_str(&t(lang, "sheet-abandoned"));
        out.push('\n');
    }
    if game.final_totals.is_some() {
        out.push_str(&t(lang, "sheet-totals-only"));
        out.push('\n');
    }
    out.push_str(&format!("{table}\n"));
    let shortened: Vec<String> = shown
        .iter()
        .zip(&game.players)
        .filter(|(short, full)| short != full)
        .map(|(short, full)| layout::glue(&format!("{short} = {full}")))
        .collect();
    if !shortened.is_empty() {
        out.push_str(&tr!(
            lang,
            "sheet-names-in-full",
            names = shortened.join(", ")
        ));
        out.push('\n');
    }
    for line in sheet_footer(game, standings, lang) {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// A name is never shortened below this many columns (with its `…`).
const SHORTEST_NAME: usize = 4;

fn sheet_table(
    game: &StoredGame,
    names: &[String],
    standings: &Standings,
    style: Style,
    compact: bool,
) -> String {
    let lang = style.lang;
    let mut table = new_table(style);
    let mut header = vec![Cell::new(t(lang, "sheet-round"))];
    header.extend(names.iter().map(|name| {
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
    let mut totals = vec![Cell::new(t(lang, "sheet-total"))];
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
    // A game of final totals only is over whatever its totals, and a game
    // over has nothing to go: no row of "to 100".
    if let (GameEnd::Target(target), None, false) =
        (game.rules.end, &game.final_totals, standings.over)
    {
        // Short of room, the short label ("Kvar", the target is in the
        // heading), never "Kvar till" over "100" (four native reads), and no
        // name shortened for a label.
        let label = if compact {
            tr!(lang, "sheet-to-go-short", target = target)
        } else {
            tr!(lang, "sheet-to-go", target = target)
        };
        let mut to_go = vec![Cell::new(label)];
        to_go.extend(
            standings
                .totals
                .iter()
                .map(|t| Cell::new(format!("{} ", (target - t).max(0)))),
        );
        table.add_row(to_go);
    }
    right_align_from(&mut table, 1);
    if compact {
        // Short of room: no space before the right-aligned numbers.
        for column in table.column_iter_mut().skip(1) {
            column.set_padding((0, 1));
        }
    }
    table.to_string()
}

/// Why `starter` starts the next round, in `lang`.
pub fn start_reason(reason: &StartReason, names: &[String], lang: Lang) -> String {
    match reason {
        StartReason::HighestSum { sum } => tr!(lang, "start-highest-sum", sum = *sum),
        StartReason::NearestDealer {
            tied,
            sum,
            starter,
            dealer,
        } => tr!(
            lang,
            "start-nearest-dealer",
            tied = join_names(lang, &seat_names(names, tied)),
            sum = *sum,
            starter = &names[*starter],
            dealer = &names[*dealer]
        ),
        StartReason::ClosedLast { round } => tr!(lang, "start-closed-last", round = *round),
        StartReason::LowestLast { round } => tr!(lang, "start-lowest-last", round = *round),
    }
}

/// The legend under a sheet: without "x2: doubled" where no one can be
/// doubled (no doubling).
pub fn legend_id(rules: &crate::rules::Rules) -> &'static str {
    if rules.doubling == crate::rules::Doubling::Off {
        "sheet-legend-no-doubling"
    } else {
        "sheet-legend"
    }
}

fn sheet_footer(game: &StoredGame, standings: &Standings, lang: Lang) -> Vec<String> {
    if game.final_totals.is_some() {
        return standing_lines(game, standings, lang);
    }
    if game.rounds.is_empty() {
        // An abandoned game takes no rounds: no hint to type one.
        return if game.abandoned {
            Vec::new()
        } else {
            vec![t(lang, "sheet-no-rounds")]
        };
    }
    let mut lines = vec![t(lang, legend_id(&game.rules))];
    lines.extend(standing_lines(game, standings, lang));
    lines
}

/// The game over or its leader, and who starts next (after at least one round).
pub fn standing_lines(game: &StoredGame, standings: &Standings, lang: Lang) -> Vec<String> {
    let mut lines = Vec::new();
    let played = game.rounds.len();
    if played == 0 && game.final_totals.is_none() {
        return lines;
    }
    let best = standings.totals[standings.leaders[0]];
    let leaders = seat_names(&game.players, &standings.leaders);
    let names = join_names(lang, &leaders);
    if game.final_totals.is_some() {
        // Who won; there are no rounds to count.
        lines.push(tr!(
            lang,
            "sheet-totals-won",
            names = names,
            count = leaders.len(),
            total = best
        ));
        return lines;
    }
    if standings.over {
        lines.push(tr!(
            lang,
            "sheet-game-over",
            rounds = played,
            names = names,
            count = leaders.len(),
            total = best
        ));
        return lines;
    }
    let mut status = tr!(
        lang,
        "sheet-leader",
        names = names,
        count = leaders.len(),
        total = best
    );
    if let GameEnd::Rounds(n) = game.rules.end {
        status.push(' ');
        status.push_str(&tr!(lang, "sheet-round-next", round = played + 1, of = n));
    }
    lines.push(status);
    if standings.deciding {
        lines.push(t(lang, "sheet-deciding"));
    }
    // An abandoned game has no next round.
    if let Some(starter) = standings.next_starter.filter(|_| !game.abandoned) {
        let last = game.rounds.last().expect("rounds were played");
        let why = match game.rules.starter {
            StarterRule::Closer => tr!(lang, "sheet-why-closed", round = last.number),
            StarterRule::RoundWinner => tr!(lang, "sheet-why-lowest", round = last.number),
        };
        lines.push(tr!(
            lang,
            "sheet-next-starter",
            name = &game.players[starter],
            why = why
        ));
    }
    lines
}

/// `status`: the current game in short.
pub fn status(game: &StoredGame, standings: &Standings, lang: Lang) -> String {
    let rules = rules_text(&game.rules, lang);
    let mut out = if game.final_totals.is_some() {
        tr!(
            lang,
            "status-heading-totals-only",
            game = game.id,
            rules = rules
        )
    } else {
        tr!(
            lang,
            "status-heading",
            game = game.id,
            rounds = game.rounds.len(),
            rules = rules
        )
    };
    out.push('\n');
    let width = game
        .players
        .iter()
        .map(|p| layout::width(p))
        .max()
        .unwrap_or(0);
    let digits = standings
        .totals
        .iter()
        .map(|t| t.to_string().len())
        .max()
        .unwrap_or(1);
    for (name, total) in game.players.iter().zip(&standings.totals) {
        let name = layout::pad(name, width, false);
        let shown = format!("{total:>digits$}");
        let line = match game.rules.end {
            GameEnd::Target(target) if !standings.over => tr!(
                lang,
                "status-total-to-go",
                total = shown,
                left = (target - total).max(0)
            ),
            _ => shown,
        };
        out.push_str(&format!("  {name}  {line}\n"));
    }
    if game.rounds.is_empty() && game.final_totals.is_none() {
        out.push_str(&t(lang, "new-round-one"));
        out.push('\n');
    }
    for line in standing_lines(game, standings, lang) {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// The question before `new` leaves an unfinished current game behind.
pub fn leave_question(game: i64, lang: Lang) -> String {
    tr!(lang, "new-leave-question", game = game)
}

/// Said when `new` left an unfinished game behind without asking.
pub fn left_behind(game: i64, lang: Lang) -> String {
    tr!(lang, "new-left-behind", game = game)
}

/// `new`: the game started.
pub fn new_game(id: i64, names: &[String], rules: &Rules, lang: Lang) -> String {
    format!(
        "{}\n{}\n",
        tr!(
            lang,
            "new-started",
            game = id,
            players = crate::i18n::join_names(lang, names),
            rules = rules_text(rules, lang)
        ),
        t(lang, "new-round-one")
    )
}

/// A round just written (`round`, `edit`): what was done (`done`), the
/// verdict, and the sheet.
pub fn round_written(
    done: Message,
    game: &StoredGame,
    standings: &Standings,
    scored: &RoundScore,
    style: Style,
) -> String {
    let lang = style.lang;
    format!(
        "{}\n{}\n\n{}",
        done.text(lang),
        tr!(
            lang,
            "explain-doubling",
            verdict = round::verdict(&game.players, scored)
        ),
        score_sheet(game, standings, style)
    )
}

/// `round`: recorded, the verdict and the sheet.
pub fn recorded(
    game: &StoredGame,
    standings: &Standings,
    number: u32,
    scored: &RoundScore,
    style: Style,
) -> String {
    let done = msg!("round-recorded", round = number, game = game.id);
    round_written(done, game, standings, scored, style)
}

/// The question before a round is recorded.
pub fn record_question(round: usize, game: i64, lang: Lang) -> String {
    tr!(lang, "round-record-question", round = round, game = game)
}

/// What a draft holds: "Åsa and Björn are in; Åsa closed the round".
/// `entered` are all who are in, in seat order, `totals` those of them who
/// typed a total in place of the grid.
pub fn draft_holds(
    entered: &[String],
    totals: &[String],
    closer: Option<&str>,
    lang: Lang,
) -> String {
    let entered = crate::store::draft_entered(entered, totals).text(lang);
    match closer {
        Some(name) => tr!(
            lang,
            "draft-holds",
            entered = entered,
            closer = tr!(lang, "draft-closer", name = name)
        ),
        None => entered,
    }
}

/// What `draft` of `game` holds, in words.
fn draft_holds_of(game: &StoredGame, draft: &Draft, lang: Lang) -> String {
    let names = |seats: Vec<usize>| -> Vec<String> {
        seats
            .into_iter()
            .map(|seat| game.players[seat].clone())
            .collect()
    };
    let closer = draft.closer.map(|seat| game.players[seat].as_str());
    draft_holds(
        &names(draft.entered()),
        &names(draft.totals()),
        closer,
        lang,
    )
}

/// The line of `status` and `show` for a draft of `round` that holds `holds`.
pub fn draft_line(round: u32, holds: &str, lang: Lang) -> String {
    tr!(lang, "draft-status", round = round, holds = holds)
}

/// The line of `status` and `show` for a stale draft of `round` of `game`.
pub fn draft_stale_line(game: &StoredGame, round: u32, lang: Lang) -> String {
    if game.abandoned || game.final_totals.is_some() || game.standings().over {
        tr!(lang, "draft-status-over", round = round)
    } else {
        tr!(
            lang,
            "draft-status-stale",
            round = round,
            rounds = game.rounds.len()
        )
    }
}

/// Said when `round` goes on from the draft of `game`.
pub fn draft_resumed(game: &StoredGame, draft: &Draft, lang: Lang) -> String {
    tr!(
        lang,
        "draft-resumed",
        round = draft.round,
        game = game.id,
        holds = draft_holds_of(game, draft, lang)
    )
}

/// Said before `round` offers to throw a stale draft away.
pub fn draft_stale(game: &StoredGame, draft: &Draft, lang: Lang) -> String {
    tr!(
        lang,
        "draft-stale",
        round = draft.round,
        game = game.id,
        rounds = game.rounds.len()
    )
}

/// The question before a stale draft is thrown away for the next round.
pub fn draft_stale_question(game: &StoredGame, lang: Lang) -> String {
    tr!(lang, "draft-stale-question", next = game.rounds.len() + 1)
}

/// The question before the draft of the round shown is thrown away.
pub fn draft_discard_question(game: &StoredGame, draft: &Draft, lang: Lang) -> String {
    tr!(
        lang,
        "draft-discard-question",
        round = draft.round,
        game = game.id,
        holds = draft_holds_of(game, draft, lang)
    )
}

/// A draft thrown away (`None`: there was none).
pub fn draft_discarded(game: i64, round: Option<u32>, lang: Lang) -> String {
    let line = match round {
        Some(round) => tr!(lang, "draft-discarded", round = round, game = game),
        None => tr!(lang, "draft-none", game = game),
    };
    format!("{line}\n")
}

/// Said when the prompts of a round are left with its answers kept.
pub fn draft_kept(game: i64, round: u32, lang: Lang) -> String {
    tr!(lang, "draft-kept", round = round, game = game)
}

/// What Ctrl-C says (after `error:`) once answers of a round are kept.
pub fn draft_left(game: i64, round: u32, lang: Lang) -> String {
    tr!(lang, "input-cancelled-draft", round = round, game = game)
}

/// The question before the last round is taken back.
pub fn undo_question(game: &StoredGame, last: &StoredRound, lang: Lang) -> String {
    let scores: Vec<String> = game
        .players
        .iter()
        .zip(&last.players)
        .map(|(n, p)| format!("{n} {}", p.score))
        .collect();
    tr!(
        lang,
        "undo-question",
        round = last.number,
        game = game.id,
        scores = scores.join(", ")
    )
}

/// `undo`: done.
pub fn undone(game: i64, number: u32, lang: Lang) -> String {
    format!("{}\n", tr!(lang, "undo-done", round = number, game = game))
}

/// `show --explain`: the heading and the explanation.
pub fn explained(
    game: &StoredGame,
    number: u32,
    entries: &[Entry],
    scored: &RoundScore,
    lang: Lang,
) -> String {
    format!(
        "{}\n{}",
        tr!(lang, "explain-heading", game = game.id, round = number),
        round::explain(&game.players, entries, scored, lang)
    )
}

/// `demo`: the sample game, how round 1 was scored, how rounds are entered.
pub fn demo(
    game: &StoredGame,
    standings: &Standings,
    first: (&[Entry], &RoundScore),
    style: Style,
) -> String {
    let lang = style.lang;
    format!(
        "{}\n\n{}\n{}\n{}\n{}\n",
        t(lang, "demo-intro"),
        score_sheet(game, standings, style),
        t(lang, "demo-round-one"),
        round::explain(&game.players, first.0, first.1, lang),
        tr!(lang, "demo-entered", rounds = game.rounds.len())
    )
}

/// `games`: the games of `period` (the whole history, a period of it, one
/// edition) as a table, newest first.
pub fn write_games_table(
    games: &[GameSummary],
    current: Option<i64>,
    period: Period,
    style: Style,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let lang = style.lang;
    if games.is_empty() {
        return out.write_all(super::empty_selection(lang, period, "games-none").as_bytes());
    }
    let header: Vec<String> = [
        "games-col-game",
        "games-col-played",
        "games-col-players",
        "games-col-rounds",
        "games-col-result",
    ]
    .iter()
    .map(|id| t(lang, id))
    .collect();
    let words = GameLineWords::new(lang);
    let mut rows: Vec<[String; 5]> = games.iter().map(|game| words.line(game, current)).collect();
    fit_games_table(&header, &mut rows, usize::from(style.width));
    super::write_long_table(out, &header, &rows, &[false, false, false, true, false])?;
    out.write_all(b"\n")
}

/// The words of the lines of `games`: the same few sentences a hundred
/// thousand times, worded once each.
struct GameLineWords {
    lang: Lang,
    /// The mark under the number of a game of each edition (its note), if any.
    marks: PerEdition<Option<String>>,
    not_started: String,
    abandoned: String,
    won_by: Template,
    /// Who leads, one player and several.
    leads: [Template; 2],
}

impl GameLineWords {
    /// The words in `lang`.
    fn new(lang: Lang) -> GameLineWords {
        GameLineWords {
            lang,
            marks: PerEdition::from_fn(|edition| {
                edition.note().map(|note| super::rule_note(note).text(lang))
            }),
            not_started: t(lang, "games-not-started"),
            abandoned: t(lang, "games-abandoned"),
            won_by: Template::new(lang, msg!("games-won-by"), "names"),
            leads: [1, 2]
                .map(|count| Template::new(lang, msg!("games-leads", count = count), "names")),
        }
    }

    /// A game's line of the table: its number (`current` marked, then its
    /// edition and name below), when, the players with their totals, the
    /// rounds, and who won or leads.
    fn line(&self, game: &GameSummary, current: Option<i64>) -> [String; 5] {
        let lang = self.lang;
        let leaders: Vec<&str> = game.leaders.iter().map(|&s| &*game.players[s]).collect();
        let mut players = String::new();
        for (i, (name, total)) in game.players.iter().zip(&game.totals).enumerate() {
            if i > 0 {
                players.push_str(", ");
            }
            players.push_str(name);
            let _ = std::fmt::Write::write_fmt(&mut players, format_args!(" {total}"));
        }
        let result = match (game.over, game.rounds) {
            _ if game.abandoned => self.abandoned.clone(),
            // Over without rounds: a game of final totals only.
            (true, _) => self.won_by.fill(&join_names(lang, &leaders)),
            (_, 0) => self.not_started.clone(),
            (false, _) => {
                self.leads[usize::from(leaders.len() > 1)].fill(&join_names(lang, &leaders))
            }
        };
        let mut id = if current == Some(game.id) {
            tr!(lang, "games-current", game = game.id)
        } else {
            game.id.to_string()
        };
        // A game of Skyjo Action says so under its number (its edition's
        // note), as its score sheet does in its heading.
        if let Some(mark) = &self.marks[game.edition] {
            id.push('\n');
            id.push_str(mark);
        }
        if let Some(name) = &game.name {
            id.push('\n');
            id.push_str(name);
        }
        [
            id,
            local_time(game.played_at),
            players,
            if game.over && game.rounds == 0 {
                "-".to_string()
            } else {
                game.rounds.to_string()
            },
            result,
        ]
    }
}

/// Fits the table of `games` to `width` when it is too wide for the
/// terminal, whole words only (a heading is never cut: "Resu" over "lt"):
/// the result wraps at words (narrower if need be); then the number and the
/// time go on lines of their own ("1" over "(current)", the date over the
/// time); then the players' list wraps within what is left of the width,
/// after a comma, or between a name and its total where a name with its
/// total is wider than that. A word still too wide (a long name, in the
/// result or the list) is shortened with `…`, as the score sheet does.
fn fit_games_table(header: &[String], rows: &mut [[String; 5]], width: usize) {
    let cell = layout::width;
    let widths_of = |rows: &[[String; 5]]| -> Vec<usize> {
        let mut widths: Vec<usize> = header.iter().map(|h| cell(h)).collect();
        for row in rows {
            for (w, c) in widths.iter_mut().zip(row) {
                *w = (*w).max(cell(c));
            }
        }
        widths
    };
    let mut widths = widths_of(rows);
    if super::table_width(&widths) <= width {
        return;
    }
    // The players take what is left: at least their heading and a name with
    // its total (and comma), a long name's total on a line of its own if need be.
    let narrowest = cell(&header[2]).max(12);
    let need = rows
        .iter()
        .flat_map(|r| r[2].split(", ").map(|item| cell(item) + 1))
        .max()
        .unwrap_or(0)
        .clamp(narrowest, (NAME_MAX + 1).max(narrowest));
    let others = |widths: &[usize]| super::table_width(widths) - widths[2];
    for limit in [14, 10] {
        // (wrap_cell reads a line break as a space: wrapped again as it is)
        for row in rows.iter_mut() {
            if cell(&row[4]) > limit {
                row[4] = layout::wrap_cell(&row[4], limit);
            }
        }
        widths = widths_of(rows);
        if others(&widths) + need <= width {
            break;
        }
    }
    let longest_word = |text: &str| text.split([' ', '\n']).map(cell).max().unwrap_or(0);
    if others(&widths) + need > width {
        for row in rows.iter_mut() {
            row[0] = layout::wrap_cell(&row[0], longest_word(&row[0]));
            row[1] = layout::wrap_cell(&row[1], longest_word(&row[1]));
        }
        widths = widths_of(rows);
    }
    if others(&widths) + need > width {
        // A long name in the result is shortened rather than the players' list.
        let limit = cell(&header[4]).max(14);
        for row in rows.iter_mut() {
            row[4] = layout::wrap_cell(&shorten_words(&row[4], limit), limit);
        }
        widths = widths_of(rows);
    }
    let budget = width.saturating_sub(others(&widths)).max(narrowest);
    for row in rows.iter_mut().filter(|r| cell(&r[2]) > budget) {
        let widest_item = row[2]
            .split(", ")
            .map(|item| cell(item) + 1)
            .max()
            .unwrap_or(0);
        row[2] = if widest_item <= budget {
            layout::wrap_list(&row[2], budget)
        } else {
            layout::wrap_cell(&shorten_words(&row[2], budget), budget)
        };
    }
}

/// `text` with each word wider than `columns` shortened to it with `…`.
fn shorten_words(text: &str, columns: usize) -> String {
    text.split(' ')
        .map(|word| {
            word.split('\n')
                .map(|w| layout::shorten(w, columns))
                .collect::<Vec<_>>()
                .join("\n")
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[derive(Serialize)]
struct GameJson<'a> {
    game: i64,
    played_at: String,
    players: Vec<&'a str>,
    totals: &'a [i32],
    rounds: u32,
    game_over: bool,
    winners: Vec<&'a str>,
    edition: &'static str,
}

/// The history as JSON (`games --json`): a list, newest first, written game by game.
pub fn write_games_json(games: &[GameSummary], out: &mut dyn Write) -> std::io::Result<()> {
    let list: Vec<GameJson> = games
        .iter()
        .map(|g| GameJson {
            game: g.id,
            played_at: json_time(g.played_at),
            players: g.players.iter().map(|p| &**p).collect(),
            totals: &g.totals,
            rounds: g.rounds,
            game_over: g.over,
            winners: if g.over {
                g.leaders.iter().map(|&s| &*g.players[s]).collect()
            } else {
                Vec::new()
            },
            edition: super::edition_key(g.edition),
        })
        .collect();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, out);
    serde_json::to_writer_pretty(&mut out, &list)?;
    out.write_all(b"\n")?;
    out.flush()
}

/// `show --chart`: the running totals round by round, from 0 before the first.
pub fn totals_chart(game: &StoredGame, standings: &Standings, style: Style) -> String {
    let lang = style.lang;
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
    let (end, guide) = match game.rules.end {
        GameEnd::Target(target) => (
            msg!("chart-target", target = target),
            Some(f64::from(target)),
        ),
        GameEnd::Rounds(rounds) => (msg!("chart-rounds", rounds = rounds), None),
    };
    format!(
        "{}\n{}",
        tr!(lang, "chart-totals-heading", game = game.id, end = end),
        line_chart(&series, width, 14, "chart-axis-round", 0, lang, guide)
    )
}
