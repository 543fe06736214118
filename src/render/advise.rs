//! `advise`: the best choice of the turn in one plain line, the next best,
//! the margin of the numbers; `--json` the whole ranking (docs/cli.md).

use serde::Serialize;

use super::assist::{LiveSeen, live_note};
use super::chances::{chance, wrap};
use super::view::Screen;
use super::{Style, layout};
use crate::i18n::{Lang, decimal, integer};
use crate::rules::advise::{Ranked, Ranking, Table};
use crate::rules::play::Move;
use crate::rules::risk::Seen;
use crate::tr;

/// How many choices after the best the screen lists.
const NEXT_BEST: usize = 4;

/// What `advise` answers.
pub struct AdviseView<'a> {
    /// The player I am, with a game (`--as`).
    pub me: Option<String>,
    /// The table as given.
    pub table: &'a Table,
    /// The engine's ranking.
    pub ranking: &'a Ranking,
    /// The live list of seen cards, when it was used.
    pub live: Option<&'a LiveSeen>,
    /// `--explain`: also how the numbers are worked out.
    pub explain: bool,
}

/// `advise --json`: the choices best first, and the margin.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AdviseJson {
    /// Every legal choice of the turn, best first.
    pub actions: Vec<ActionJson>,
    /// The half-width of the 95% interval of the difference between the
    /// first two choices (in P(win) with a game, else in round points).
    pub margin: f64,
    /// The unseen cards the rounds are played out from: the deck less every
    /// card seen, counted as `risk` counts them (the card in my hand too).
    pub pool_size: u32,
    /// Rounds played out in all.
    pub rollouts: u64,
    /// The game whose list of seen cards was used, if one was.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seen_game: Option<i64>,
}

/// One choice of [`AdviseJson`]; rows and columns counted from 1.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ActionJson {
    /// The card taken from the discard pile or drawn (null: a draw before drawing).
    pub card: Option<i8>,
    /// Whether it turns or fills my last face-down card, closing the round.
    pub closes: bool,
    /// My expected score for the round, doubling included.
    pub expected_round: f64,
    /// My expected score for the round less the lowest other score of the
    /// round (lower is better; what ranks the choices without a game).
    pub expected_lead: f64,
    /// P(I close and am doubled).
    pub p_doubled: f64,
    /// P(I win or share the win of the game); null without a game.
    pub p_win: Option<f64>,
    /// Where the card goes: [row, column], or null.
    pub place: Option<[usize; 2]>,
    /// Rounds played out for it.
    pub samples: u32,
    /// Where the card comes from: "discard" or "draw".
    pub take: &'static str,
    /// The face-down card turned after throwing the drawn one: [row, column], or null.
    pub turn: Option<[usize; 2]>,
}

impl ActionJson {
    fn of(a: &Ranked, table: &Table) -> ActionJson {
        let four = |p: f64| (p * 10_000.0).round() / 10_000.0;
        let at = |r: usize, c: usize| Some([r + 1, c + 1]);
        let (take, card, place, turn) = match a.choice {
            Move::Take(r, c) => ("discard", Some(table.discard), at(r, c), None),
            Move::Draw | Move::DrawOn => ("draw", table.drawn, None, None),
            Move::Keep(r, c) => ("draw", table.drawn, at(r, c), None),
            Move::Throw(r, c) => ("draw", table.drawn, None, at(r, c)),
        };
        ActionJson {
            card,
            closes: a.closes,
            expected_round: (a.expected_round * 100.0).round() / 100.0,
            expected_lead: (a.expected_lead * 100.0).round() / 100.0,
            p_doubled: four(a.p_doubled),
            p_win: a.p_win.map(four),
            place,
            samples: a.samples,
            take,
            turn,
        }
    }
}

impl Serialize for AdviseView<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        AdviseJson {
            actions: self
                .ranking
                .actions
                .iter()
                .map(|a| ActionJson::of(a, self.table))
                .collect(),
            margin: (self.ranking.margin * 10_000.0).round() / 10_000.0,
            pool_size: self.table.pool.size(),
            rollouts: self.ranking.rollouts,
            seen_game: self.live.map(|l| l.game),
        }
        .serialize(s)
    }
}

impl Screen for AdviseView<'_> {
    fn text(&self, style: Style) -> String {
        advise_text(self, style)
    }
}

/// A choice in words: "Put the 7 on row 2, column 3 (the 11 goes)".
pub fn choice_words(choice: Move, table: &Table, lang: Lang) -> String {
    let drawn = table.drawn.unwrap_or_default();
    let old = |r: usize, c: usize| match table.grids[0][r][c] {
        Seen::Up(v) => Some(v),
        _ => None,
    };
    match choice {
        Move::Take(r, c) => match old(r, c) {
            Some(old) => tr!(
                lang,
                "advise-take-up",
                card = table.discard,
                row = r + 1,
                column = c + 1,
                old = old
            ),
            None => tr!(
                lang,
                "advise-take-down",
                card = table.discard,
                row = r + 1,
                column = c + 1
            ),
        },
        Move::Draw | Move::DrawOn => tr!(lang, "advise-draw", card = table.discard),
        Move::Keep(r, c) => match old(r, c) {
            Some(old) => tr!(
                lang,
                "advise-keep-up",
                card = drawn,
                row = r + 1,
                column = c + 1,
                old = old
            ),
            None => tr!(
                lang,
                "advise-keep-down",
                card = drawn,
                row = r + 1,
                column = c + 1
            ),
        },
        Move::Throw(r, c) => tr!(
            lang,
            "advise-throw",
            card = drawn,
            row = r + 1,
            column = c + 1
        ),
    }
}

/// What a choice leads to: the chance to win with a game, else the
/// expected round score and the chance of being doubled.
fn outcome(a: &Ranked, lang: Lang) -> String {
    let pct = |p: f64| layout::glue(&chance(lang, p));
    let closes = if a.closes {
        format!(" {}", tr!(lang, "advise-closes"))
    } else {
        String::new()
    };
    let body = match a.p_win {
        Some(p) => tr!(lang, "advise-win", p = pct(p)),
        None => {
            let lead = lead(lang, a.expected_lead);
            tr!(
                lang,
                "advise-round",
                side = lead.side,
                lead = lead.value,
                points = lead.points,
                score = decimal(lang, a.expected_round, 1),
                doubled = pct(a.p_doubled)
            )
        }
    };
    format!("{body}{closes}")
}

/// A lead over the lowest other score, said in words: how far (without a
/// sign: "7.9"), on which side of it ("below", "above", "level": the
/// catalog's `$side`), and the points word for that number.
struct Lead {
    side: &'static str,
    value: String,
    points: crate::i18n::Message,
}

fn lead(lang: Lang, lead: f64) -> Lead {
    // Rounded first, so that a lead of -0.04 reads "level", never "0.0 below".
    let rounded = (lead * 10.0).round() / 10.0 + 0.0;
    let side = if rounded < 0.0 {
        "below"
    } else if rounded > 0.0 {
        "above"
    } else {
        "level"
    };
    Lead {
        side,
        value: layout::glue(&decimal(lang, rounded.abs(), 1)),
        points: points_word(rounded.abs()),
    }
}

/// The word "points" for a number of points with a decimal, chosen by its
/// whole part (French says "0,7 point", "1,5 point", "2,0 points").
fn points_word(points: f64) -> crate::i18n::Message {
    // The whole part of a small non-negative number: no truncation to fear.
    #[allow(clippy::cast_possible_truncation)]
    let units = points.abs().trunc() as i64;
    crate::msg!("advise-points", units = units)
}

/// A choice further down the list: its words and its number alone.
fn short(a: &Ranked, table: &Table, lang: Lang) -> String {
    let pct = |p: f64| layout::glue(&chance(lang, p));
    let choice = choice_words(a.choice, table, lang);
    let item = match a.p_win {
        Some(p) => tr!(lang, "advise-item", choice = choice, p = pct(p)),
        None => {
            let lead = lead(lang, a.expected_lead);
            tr!(
                lang,
                "advise-item-round",
                choice = choice,
                side = lead.side,
                lead = lead.value,
                score = decimal(lang, a.expected_round, 1),
                doubled = pct(a.p_doubled)
            )
        }
    };
    if a.closes {
        format!("{item} {}", tr!(lang, "advise-closes"))
    } else {
        item
    }
}

/// `advise`: the best choice, the next best, the margin; with `explain`, how.
fn advise_text(view: &AdviseView, style: Style) -> String {
    let lang = style.lang;
    let width = usize::from(style.width);
    let mut out = live_note(view.live, lang);
    let actions = &view.ranking.actions;
    let Some(best) = actions.first() else {
        out += &wrap(&tr!(lang, "advise-nothing"), width);
        return out;
    };
    let first = choice_words(best.choice, view.table, lang);
    let line = match &view.me {
        Some(name) => tr!(
            lang,
            "advise-best-as",
            name = name.as_str(),
            choice = first,
            outcome = outcome(best, lang)
        ),
        None => tr!(
            lang,
            "advise-best",
            choice = first,
            outcome = outcome(best, lang)
        ),
    };
    out += &wrap(&line, width);
    if actions.len() > 1 {
        out += &wrap(&tr!(lang, "advise-next"), width);
        for a in actions.iter().skip(1).take(NEXT_BEST) {
            let item = short(a, view.table, lang);
            out += &wrap(&format!("  {item}"), width);
        }
        let margin = match best.p_win {
            Some(_) => tr!(
                lang,
                "advise-margin-win",
                margin = decimal(lang, view.ranking.margin * 100.0, 1)
            ),
            None => tr!(
                lang,
                "advise-margin-round",
                margin = decimal(lang, view.ranking.margin, 1),
                points = points_word((view.ranking.margin * 10.0).round() / 10.0)
            ),
        };
        out += &wrap(&margin, width);
    }
    if view.explain {
        let how = if best.p_win.is_some() {
            tr!(lang, "advise-method-game")
        } else {
            tr!(lang, "advise-method-round")
        };
        out += &wrap(&how, width);
        let rollouts = i64::try_from(view.ranking.rollouts).unwrap_or(i64::MAX);
        out += &wrap(
            &tr!(
                lang,
                "advise-samples",
                best = integer(lang, i64::from(best.samples)),
                rollouts = integer(lang, rollouts),
                choices = actions.len()
            ),
            width,
        );
    }
    out
}
