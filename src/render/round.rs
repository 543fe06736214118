//! One round: the explanation card by card (`score`, `show --explain`) and
//! the doubling verdict (the JSON of a round is `view::RoundView`).

use serde_json::{Value, json};

use crate::i18n::{Lang, Message, t};
use crate::rules::action::{ActionCell, ActionGridScore, ActionRemoval};
use crate::rules::deck::Face;
use crate::rules::line_message;
use crate::rules::{self, Entry, Line, PlayerScore, Reason, Removed, RoundScore, Scored};
use crate::{msg, tr};

/// The explanation of one round, card by card: the sums, every removed line
/// and why, and whether the closer was doubled and why.
pub fn explain(names: &[String], entries: &[Entry], round: &RoundScore, lang: Lang) -> String {
    let mut out = String::new();
    let closer = round.verdict.closer;
    let labels = labels(entries.iter().any(Entry::has_bonuses), lang);
    for (i, ((name, entry), player)) in names.iter().zip(entries).zip(&round.players).enumerate() {
        let heading = if i == closer {
            tr!(lang, "explain-closer", name = name)
        } else {
            name.clone()
        };
        out.push_str(&format!("{heading}\n"));
        let Some(shown) = grid_shown(entry, player, lang) else {
            out.push_str(&format!(
                "{}{}\n",
                labels[3],
                tr!(lang, "explain-entered-total", raw = player.raw)
            ));
            continue;
        };
        out.push_str(&format!("{}{}\n", labels[0], shown.grid));
        for removal in shown.removals {
            out.push_str(&format!("{}{removal}\n", labels[1]));
        }
        out.push_str(&format!(
            "{}{} = {}\n",
            labels[2],
            sum_text(shown.cards.into_iter()),
            shown.sum
        ));
        if let Scored::Action(scored) = &player.scored {
            action_lines(&mut out, scored, player.raw, &labels, lang);
        }
    }
    out.push_str(&tr!(
        lang,
        "explain-doubling",
        verdict = verdict(names, round)
    ));
    out.push('\n');
    let scores: Vec<String> = names
        .iter()
        .zip(&round.players)
        .map(|(name, p)| format!("{name} {}", p.score))
        .collect();
    out.push_str(&tr!(lang, "explain-scores", scores = scores.join(", ")));
    out.push('\n');
    out
}

/// The labels of the explanation's lines (grid, removed, sum, total, and
/// when a grid's score has `bonuses`, as in Skyjo Action: stars, held, round
/// score), each with its colon as
/// the language writes it ("grille :" in French), indented and padded to one
/// width, so the values line up in any language.
fn labels(bonuses: bool, lang: Lang) -> Vec<String> {
    let mut ids = vec![
        "explain-grid",
        "explain-removed",
        "explain-sum",
        "explain-total",
    ];
    if bonuses {
        ids.extend(["explain-stars", "explain-held", "explain-round-score"]);
    }
    let labels: Vec<String> = ids
        .iter()
        .map(|id| tr!(lang, "label-colon", label = t(lang, id)))
        .collect();
    let width = labels
        .iter()
        .map(|l| super::layout::width(l))
        .max()
        .unwrap_or(0);
    labels
        .iter()
        .map(|l| format!("  {} ", super::layout::pad(l, width, false)))
        .collect()
}

/// A player's grid as the explanation shows it, in either edition.
struct GridShown {
    /// The grid as text.
    grid: String,
    /// Its removed lines, a sentence each.
    removals: Vec<String>,
    /// The cards left (a star left in the grid counts 0).
    cards: Vec<i8>,
    /// What they sum to.
    sum: i32,
}

/// The grid of a player's round, its removed lines and the cards left;
/// `None` for a total entered without a grid.
fn grid_shown(entry: &Entry, player: &PlayerScore, lang: Lang) -> Option<GridShown> {
    match (entry, &player.scored) {
        (Entry::Grid(grid), Scored::Grid(scored)) => Some(GridShown {
            grid: entry.to_text(),
            removals: scored
                .removals
                .iter()
                .map(|r| removal_text(r, lang))
                .collect(),
            cards: cards_left(
                grid.cells.iter().flatten().map(|cell| match cell {
                    rules::Cell::Card(v) => Some(*v),
                    rules::Cell::Removed(_) => None,
                }),
                &scored.counted,
            ),
            sum: player.raw,
        }),
        (Entry::Action { grid, .. }, Scored::Action(scored)) => Some(GridShown {
            grid: grid.to_text(),
            removals: scored
                .removals
                .iter()
                .map(|r| action_removal_text(r, lang))
                .collect(),
            cards: cards_left(
                grid.cells.iter().flatten().map(|cell| match cell {
                    ActionCell::Card(Face::Value(v)) => Some(*v),
                    ActionCell::Card(Face::Star) => Some(0),
                    ActionCell::Removed(_) => None,
                }),
                &scored.counted,
            ),
            sum: scored.cards,
        }),
        _ => None,
    }
}

/// The lines only a round of Skyjo Action has, each where it has any: the
/// star bonuses, the action cards held, and the round score they make of the
/// cards' sum (`raw`).
fn action_lines(
    out: &mut String,
    scored: &ActionGridScore,
    raw: i32,
    labels: &[String],
    lang: Lang,
) {
    for bonus in &scored.bonuses {
        let line = tr!(
            lang,
            "explain-star-bonus",
            line = line_message(bonus.line),
            points = bonus.points,
            kept = if bonus.removed { "removed" } else { "kept" }
        );
        out.push_str(&format!("{}{line}\n", labels[4]));
    }
    if scored.held > 0 {
        let line = tr!(
            lang,
            "explain-held-cards",
            held = scored.held,
            penalty = scored.penalty
        );
        out.push_str(&format!("{}{line}\n", labels[5]));
    }
    if scored.bonus != 0 || scored.penalty != 0 {
        let mut total = scored.cards.to_string();
        for part in [scored.bonus, scored.penalty] {
            match part {
                0 => {}
                p if p < 0 => total.push_str(&format!(" - {}", -p)),
                p => total.push_str(&format!(" + {p}")),
            }
        }
        out.push_str(&format!("{}{total} = {raw}\n", labels[6]));
    }
}

/// The values of the cells that count (`counted`), in row order; `values`
/// gives each cell's value, `None` for a card removed in play.
fn cards_left(
    values: impl Iterator<Item = Option<i8>>,
    counted: &[[bool; rules::shape::COLS]; rules::shape::ROWS],
) -> Vec<i8> {
    values
        .zip(counted.iter().flatten())
        .filter_map(|(value, &counts)| value.filter(|_| counts))
        .collect()
}

/// The cards left, as a sum: `1 + 2 - 1`, `0` for none.
fn sum_text(cards: impl Iterator<Item = i8>) -> String {
    let mut sum = String::new();
    for v in cards {
        sum.push_str(&match (sum.is_empty(), v < 0) {
            (true, _) => v.to_string(),
            (false, true) => format!(" - {}", -v),
            (false, false) => format!(" + {v}"),
        });
    }
    if sum.is_empty() {
        sum.push('0');
    }
    sum
}

/// What a removed line of Skyjo Action held: its number cards and the stars
/// that filled it ("three 7s and a star"), or its stars alone.
fn action_removal_what(removal: &ActionRemoval) -> Message {
    let stars = removal.stars.len();
    if removal.only_stars() {
        return msg!("removed-stars", count = stars);
    }
    let cards = line_length(removal.line) - stars;
    let what = cards_what(removal.value, cards);
    if stars > 0 {
        msg!("removed-with-stars", cards = what, stars = stars)
    } else {
        what
    }
}

/// `count` equal cards of `value` ("three 5s", "a 4"), or equal cards of a
/// value not recorded.
fn cards_what(value: Option<i8>, count: usize) -> Message {
    match value {
        Some(v) => {
            let noun = if count == 1 {
                msg!("card-one", value = v)
            } else {
                msg!("card-many", value = v)
            };
            msg!("removed-cards", count = count, noun = noun)
        }
        None => msg!("removed-equal", count = count),
    }
}

/// The cells of a line: 3 in a column, 4 in a row.
fn line_length(line: Line) -> usize {
    match line {
        Line::Column(_) => rules::shape::ROWS,
        Line::Row(_) => rules::shape::COLS,
    }
}

fn action_removal_text(removal: &ActionRemoval, lang: Lang) -> String {
    removed_line(
        removal.line,
        action_removal_what(removal),
        removal.when,
        lang,
    )
}

fn removal_text(removal: &rules::Removal, lang: Lang) -> String {
    let what = cards_what(removal.value, line_length(removal.line));
    removed_line(removal.line, what, removal.when, lang)
}

/// The line that closes a grid typed at a prompt: its cards and the points
/// they score, and the lines that go at the reveal when any do (the cards
/// removed in play are the grid's `x`). An Action grid's held cards are asked
/// after it, so they are not in these points.
pub fn grid_echo(who: &str, entry: Entry, rules: &rules::Rules, lang: Lang) -> String {
    let scored = rules::score_entry(rules, &entry);
    let grid = match entry {
        Entry::Action { grid, .. } => grid.to_text(),
        other => other.to_text(),
    };
    let at_reveal: Vec<String> = match &scored.scored {
        Scored::Grid(g) => g
            .removals
            .iter()
            .filter(|r| r.when == Removed::AtReveal)
            .map(|r| (r.line, cards_what(r.value, line_length(r.line))))
            .collect(),
        Scored::Action(a) => a
            .removals
            .iter()
            .filter(|r| r.when == Removed::AtReveal)
            .map(|r| (r.line, action_removal_what(r)))
            .collect(),
        Scored::Total => Vec::new(),
    }
    .into_iter()
    .map(|(line, what)| {
        tr!(
            lang,
            "prompt-grid-without-line",
            line = line_message(line),
            what = what
        )
    })
    .collect();
    if at_reveal.is_empty() {
        tr!(
            lang,
            "prompt-grid-points",
            name = who,
            grid = grid,
            points = scored.raw
        )
    } else {
        tr!(
            lang,
            "prompt-grid-points-without",
            name = who,
            grid = grid,
            points = scored.raw,
            lines = crate::i18n::join_names(lang, &at_reveal)
        )
    }
}

/// One removed line as the explanation says it: which, what it held (`what`)
/// and when it went. Both editions word their lines so.
fn removed_line(line: Line, what: Message, when: Removed, lang: Lang) -> String {
    let when = match when {
        Removed::InPlay => "in-play",
        Removed::AtReveal => "at-reveal",
    };
    tr!(
        lang,
        "removed-line",
        line = line_message(line),
        what = what,
        when = when
    )
}

/// Why the closer was or was not doubled, as a message:
/// `Anna closed with 19; Bertil has 14: not lowest, doubled to 38`.
pub fn verdict(names: &[String], round: &RoundScore) -> Message {
    let v = &round.verdict;
    let closer = &names[v.closer];
    let (rival, rival_raw) = (&names[v.rival.0], v.rival.1);
    let score = round.players[v.closer].score;
    let against = if rival_raw == v.closer_raw {
        msg!("verdict-also-has", who = rival, raw = rival_raw)
    } else {
        msg!("verdict-has", who = rival, raw = rival_raw)
    };
    msg!(
        "verdict-line",
        reason = reason_key(v.reason),
        closer = closer,
        raw = v.closer_raw,
        against = against,
        score = score
    )
}

/// The reason of the verdict as the JSON contract and the catalogs' selector name it.
pub(super) fn reason_key(reason: Reason) -> &'static str {
    match reason {
        Reason::AloneLowest => "alone-lowest",
        Reason::TiedLowest => "tied-lowest",
        Reason::TiedSafe => "tied-safe",
        Reason::NotLowest => "not-lowest",
        Reason::NotPositive => "not-positive",
        Reason::DoublingOff => "doubling-off",
    }
}

pub(super) fn removals_json(player: &rules::PlayerScore, rows: bool) -> Vec<Value> {
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
