//! `rivalry A B`: how two players' games and rounds went, and their last
//! five meetings.

use std::collections::BTreeMap;

use serde::Serialize;

use super::{edition_key, round3};
use crate::i18n::{Lang, Words, decimal, t};
use crate::render::view::Screen;
use crate::render::{Style, json_time, local_date, new_table, right_align_from, rule_note};
use crate::rules::{Choice, Edition, PerEdition};
use crate::store::stats::{Meeting, Period, Rivalry};
use crate::tr;

/// `rivalry A B`: how their games and rounds went, the last five meetings.
/// Who finished ahead counts both editions; the margin, in points, is each
/// edition's apart: the default edition's (the classic games',
/// `average_margin`) and every other's under its name
/// (`action_average_margin` for Skyjo Action).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RivalryView<'a> {
    /// A's name.
    pub a: String,
    /// Games A finished lower.
    pub a_ahead: usize,
    /// In their games of each edition but the default one, by its name
    /// (`action_average_margin`): B's total minus A's, on average (3
    /// decimals); `null` without such a game.
    #[serde(flatten)]
    pub edition_margins: BTreeMap<String, Option<f64>>,
    /// In their games of the default edition (the classic game): B's total
    /// minus A's, on average (3 decimals); `null` without such a game.
    pub average_margin: Option<f64>,
    /// B's name.
    pub b: String,
    /// Games B finished lower.
    pub b_ahead: usize,
    /// Games they both played.
    pub games: usize,
    /// The last five meetings, newest first.
    pub last_meetings: Vec<MeetingLine>,
    /// Games they finished level.
    pub level: usize,
    /// Rounds A scored lower.
    pub rounds_a_lower: u32,
    /// Rounds B scored lower.
    pub rounds_b_lower: u32,
    /// Rounds they scored the same.
    pub rounds_equal: u32,
    /// The store's answer, for the words.
    #[serde(skip)]
    pub rivalry: &'a Rivalry,
    /// The margins unrounded, of each edition, for the words.
    #[serde(skip)]
    pub margins: PerEdition<Option<f64>>,
    /// The games asked for, for the words of an empty one ("in that period").
    #[serde(skip)]
    pub period: Period,
}

/// One meeting of a [`RivalryView`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MeetingLine {
    /// A's final total.
    pub a_total: i32,
    /// B's final total.
    pub b_total: i32,
    /// `classic` or `action`.
    pub edition: &'static str,
    /// The game.
    pub game: i64,
    /// When it was played, RFC 3339.
    pub played_at: String,
}

/// B's total minus A's, on average over the meetings of each edition apart
/// (`None` for an edition they did not play).
fn margins(meetings: &[Meeting]) -> PerEdition<Option<f64>> {
    let mut sums = PerEdition::<(f64, u32)>::default();
    for m in meetings {
        let (sum, count) = &mut sums[m.edition];
        *sum += f64::from(m.total_b - m.total_a);
        *count += 1;
    }
    sums.map(|(sum, count)| (count > 0).then(|| sum / f64::from(count)))
}

impl<'a> RivalryView<'a> {
    /// The view of `rivalry`, over the games of `period`.
    pub fn of(rivalry: &'a Rivalry, period: Period) -> RivalryView<'a> {
        let meetings = &rivalry.meetings;
        let games = meetings.len();
        let a_ahead = meetings.iter().filter(|m| m.total_a < m.total_b).count();
        let b_ahead = meetings.iter().filter(|m| m.total_b < m.total_a).count();
        let margins = margins(meetings);
        RivalryView {
            a: rivalry.a.clone(),
            a_ahead,
            edition_margins: margins
                .iter()
                .filter(|(edition, _)| *edition != Edition::default())
                .map(|(edition, m)| (format!("{}_average_margin", edition.name()), round3(*m)))
                .collect(),
            average_margin: round3(margins[Edition::default()]),
            b: rivalry.b.clone(),
            b_ahead,
            games,
            last_meetings: meetings
                .iter()
                .rev()
                .take(5)
                .map(|m| MeetingLine {
                    a_total: m.total_a,
                    b_total: m.total_b,
                    edition: edition_key(m.edition),
                    game: m.game,
                    played_at: json_time(m.played_at),
                })
                .collect(),
            level: games - a_ahead - b_ahead,
            rounds_a_lower: rivalry.rounds_a_lower,
            rounds_b_lower: rivalry.rounds_b_lower,
            rounds_equal: rivalry.rounds_equal,
            rivalry,
            margins,
            period,
        }
    }
}

impl Screen for RivalryView<'_> {
    fn text(&self, style: Style) -> String {
        rivalry_text(self, style)
    }
}

/// `rivalry`.
fn rivalry_text(s: &RivalryView, style: Style) -> String {
    let lang = style.lang;
    let r = s.rivalry;
    let (a, b) = (&r.a, &r.b);
    let games = r.meetings.len();
    if games == 0 {
        let period = if s.period.is_all_time() { "no" } else { "yes" };
        let none = s.period.edition.map_or_else(
            || tr!(lang, "rivalry-none", a = a, b = b, period = period),
            |edition| {
                tr!(
                    lang,
                    "rivalry-none-edition",
                    a = a,
                    b = b,
                    edition = edition_key(edition),
                    period = period
                )
            },
        );
        return format!("{none}\n");
    }
    let mut out = String::new();
    for line in [
        tr!(lang, "rivalry-games", a = a, b = b, count = games),
        tr!(
            lang,
            "rivalry-ahead",
            a = a,
            b = b,
            a_ahead = s.a_ahead,
            b_ahead = s.b_ahead,
            level = games - s.a_ahead - s.b_ahead
        ),
        tr!(
            lang,
            "rivalry-rounds",
            a = a,
            b = b,
            a_lower = r.rounds_a_lower,
            b_lower = r.rounds_b_lower,
            equal = r.rounds_equal
        ),
    ] {
        out.push_str(&line);
        out.push('\n');
    }
    // The margin in points, each edition apart when they played both.
    let both = s.margins.iter().filter(|(_, m)| m.is_some()).count() > 1;
    for (edition, margin) in s.margins.iter() {
        if let Some(m) = *margin {
            out.push_str(&margin_line(lang, a, b, m, both.then_some(edition)));
            out.push('\n');
        }
    }
    let mut table = new_table(style);
    table.set_header(vec![
        t(lang, "rivalry-col-played"),
        t(lang, "rivalry-col-game"),
        a.clone(),
        b.clone(),
    ]);
    let last: Vec<_> = r.meetings.iter().rev().take(5).collect();
    for m in &last {
        // A game of Skyjo Action says so under its number (its edition's note).
        let mut game = m.game.to_string();
        if let Some(note) = m.edition.note() {
            game = format!("{game}\n{}", rule_note(note).text(lang));
        }
        table.add_row(vec![
            local_date(m.played_at),
            game,
            m.total_a.to_string(),
            m.total_b.to_string(),
        ]);
    }
    right_align_from(&mut table, 1);
    out.push_str(&tr!(lang, "rivalry-last", count = last.len()));
    out.push_str(&format!("\n{table}\n"));
    out
}

/// The average margin `m` (B's total minus A's) in words; `edition` names
/// the games it counts when the two played both editions.
fn margin_line(lang: Lang, a: &str, b: &str, m: f64, edition: Option<Edition>) -> String {
    let (ahead, by) = if m >= 0.0 { (a, m) } else { (b, -m) };
    let points = decimal(lang, by, 1);
    let Some(edition) = edition else {
        return tr!(lang, "rivalry-margin", name = ahead, points = points);
    };
    tr!(
        lang,
        "rivalry-margin-edition",
        edition = edition_key(edition),
        name = ahead,
        points = points
    )
}
