//! `rivalry A B`: how two players' games and rounds went, and their last
//! five meetings.

use serde::Serialize;

use super::round3;
use crate::i18n::{decimal, t};
use crate::render::view::Screen;
use crate::render::{Style, json_time, local_date, new_table, right_align_from};
use crate::store::stats::Rivalry;
use crate::tr;

/// `rivalry A B`: how their games and rounds went, the last five meetings.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RivalryView<'a> {
    /// A's name.
    pub a: String,
    /// Games A finished lower.
    pub a_ahead: usize,
    /// B's total minus A's, on average (3 decimals); `null` before a game.
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
    /// The margin unrounded, for the words.
    #[serde(skip)]
    pub margin: Option<f64>,
    /// Whether the whole history was asked (else a period: "in that period").
    #[serde(skip)]
    pub whole_history: bool,
}

/// One meeting of a [`RivalryView`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MeetingLine {
    /// A's final total.
    pub a_total: i32,
    /// B's final total.
    pub b_total: i32,
    /// The game.
    pub game: i64,
    /// When it was played, RFC 3339.
    pub played_at: String,
}

impl<'a> RivalryView<'a> {
    /// The view of `rivalry`; `whole_history`: not a period.
    pub fn of(rivalry: &'a Rivalry, whole_history: bool) -> RivalryView<'a> {
        let meetings = &rivalry.meetings;
        let games = meetings.len();
        let a_ahead = meetings.iter().filter(|m| m.total_a < m.total_b).count();
        let b_ahead = meetings.iter().filter(|m| m.total_b < m.total_a).count();
        let margin = (games > 0).then(|| {
            meetings
                .iter()
                .map(|m| f64::from(m.total_b - m.total_a))
                .sum::<f64>()
                / games as f64
        });
        RivalryView {
            a: rivalry.a.clone(),
            a_ahead,
            average_margin: round3(margin),
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
                    game: m.game,
                    played_at: json_time(m.played_at),
                })
                .collect(),
            level: games - a_ahead - b_ahead,
            rounds_a_lower: rivalry.rounds_a_lower,
            rounds_b_lower: rivalry.rounds_b_lower,
            rounds_equal: rivalry.rounds_equal,
            rivalry,
            margin,
            whole_history,
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
        let period = if s.whole_history { "no" } else { "yes" };
        return format!(
            "{}\n",
            tr!(lang, "rivalry-none", a = a, b = b, period = period)
        );
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
    if let Some(m) = s.margin {
        let (ahead, by) = if m >= 0.0 { (a, m) } else { (b, -m) };
        out.push_str(&tr!(
            lang,
            "rivalry-margin",
            name = ahead,
            points = decimal(lang, by, 1)
        ));
        out.push('\n');
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
        table.add_row(vec![
            local_date(m.played_at),
            m.game.to_string(),
            m.total_a.to_string(),
            m.total_b.to_string(),
        ]);
    }
    right_align_from(&mut table, 1);
    out.push_str(&tr!(lang, "rivalry-last", count = last.len()));
    out.push_str(&format!("\n{table}\n"));
    out
}
