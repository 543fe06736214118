//! The report's charts as SVG, drawn by hand: everyone's rating over the
//! period (a wide drawing and a phone's) and the running totals of each of
//! the closest games. Each line is named at its end, in its colour.
//!
//! The charts are drawn by hand rather than with `plotters`: they are a few
//! lines and rectangles, the labels must be our catalog's words placed at the
//! ends of the lines, and plotters' SVG backend would add a dozen crates to
//! draw what a hundred lines of `maud` draw. Every element is written with
//! `maud`, so every text in a drawing (a name, a date) is escaped as the
//! page's are.
//!
//! Every text keeps to its drawing whatever font the reader's browser picks:
//! the layout measures each text with one font's metrics ([`text_width`]),
//! keeps that room for it, and the text is drawn exactly that wide
//! (`textLength`), a few percent narrower or wider than the font's own.

use std::fmt::Write as _;

use maud::{Markup, html};

use super::{CloseGame, RatingLines, Report};
use crate::i18n::{Lang, decimal, integer, t};
use crate::render::local_date;

/// Line colours: the Okabe-Ito palette without its yellow (too pale on white),
/// told apart with any common colour-vision deficiency.
const COLOURS: [&str; 7] = [
    "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000",
];
/// After seven players the colours come again, dashed.
const DASHES: [&str; 3] = ["", "7 4", "2 3"];

/// The stroke of the player at `place` (their place in the ratings): the
/// colour, and the dashes once the colours come again.
fn stroke(place: usize) -> (&'static str, Option<&'static str>) {
    let colour = COLOURS[place % COLOURS.len()];
    match DASHES[(place / COLOURS.len()) % DASHES.len()] {
        "" => (colour, None),
        dash => (colour, Some(dash)),
    }
}

/// A coordinate as the drawings write them, to a tenth.
fn at(v: f64) -> String {
    format!("{v:.1}")
}

/// A chart's type: its size (as the page's CSS sets it) and weight.
#[derive(Clone, Copy)]
struct Font {
    /// The size in px (SVG units).
    size: f64,
    /// The names at the ends of the lines are bold (`font-weight:600`).
    bold: bool,
}

/// The rating chart's axes and dates (`svg text{font-size:12px}`).
const AXIS: Font = Font {
    size: 12.0,
    bold: false,
};
/// The rating chart's names.
const NAME: Font = Font {
    size: 12.0,
    bold: true,
};
/// A closest game's axes and rounds (`.game svg text{font-size:11px}`).
const GAME_AXIS: Font = Font {
    size: 11.0,
    bold: false,
};
/// A closest game's names.
const GAME_NAME: Font = Font {
    size: 11.0,
    bold: true,
};

/// The advance of an ASCII character in thousandths of an em, in
/// Helvetica's metrics (regular, bold): Arial, Roboto, Segoe UI and San
/// Francisco set text within a few percent of them.
fn ascii_advance(c: char, bold: bool) -> f64 {
    let (regular, heavy) = match c {
        ' ' | '!' => (278, 278),
        '0'..='9' | '$' | '#' | '_' => (556, 556),
        '.' | ',' | ':' | ';' | '/' | '\'' => (278, 278),
        '-' | '(' | ')' | '[' | ']' => (333, 333),
        '&' | '%' | '@' | '+' | '=' | '<' | '>' | '?' | '"' | '*' | '~' | '^' | '`' | '{' | '}'
        | '|' | '\\' => (667, 722),
        'f' | 't' => (278, 333),
        'i' | 'j' | 'l' => (222, 278),
        'r' => (333, 389),
        'c' | 'k' | 's' | 'v' | 'x' | 'y' | 'z' => (500, 556),
        'm' => (833, 889),
        'w' => (722, 778),
        'a' | 'e' => (556, 556),
        'a'..='z' => (556, 611),
        'I' => (278, 278),
        'J' => (500, 556),
        'L' => (556, 611),
        'F' | 'T' | 'Z' => (611, 611),
        'M' => (833, 833),
        'W' => (944, 944),
        'C' | 'D' | 'H' | 'N' | 'R' | 'U' => (722, 722),
        'G' | 'O' | 'Q' => (778, 778),
        _ => (667, 722),
    };
    f64::from(if bold { heavy } else { regular })
}

/// The width of `text` set in `font`, in SVG units: Helvetica's metrics
/// ([`ascii_advance`]) of the letter a character is written with in ASCII
/// (`ø` as `o`, `æ` as `ae`), an em for a wide character (CJK, emoji) or
/// `…`, 0.8 em for any other, and
/// 5% more, between the narrow fonts and the wide ones (DejaVu Sans).
fn text_width(text: &str, font: Font) -> f64 {
    let ems: f64 = text
        .chars()
        .map(|c| {
            if c == '\u{a0}' {
                return ascii_advance(' ', font.bold);
            }
            if c == '…' {
                return 1000.0;
            }
            if console::measure_text_width(c.encode_utf8(&mut [0; 4])) == 2 {
                return 1000.0;
            }
            match deunicode::deunicode_char(c) {
                Some(plain) if !plain.is_empty() && plain.len() <= 2 && plain.is_ascii() => {
                    plain.chars().map(|p| ascii_advance(p, font.bold)).sum()
                }
                _ => 800.0,
            }
        })
        .sum::<f64>()
        / 1000.0;
    1.05 * ems * font.size
}

/// `text` shortened with `…` to fit `width` units.
fn fit_text(text: &str, width: f64, font: Font) -> String {
    if text_width(text, font) <= width {
        return text.to_string();
    }
    let mut out = String::new();
    for c in text.chars() {
        if text_width(&format!("{out}{c}…"), font) > width {
            break;
        }
        out.push(c);
    }
    format!("{}…", out.trim_end())
}

/// A `<text>` at (`x`, `y`) anchored `anchor` (`start`, `middle`, `end`),
/// drawn exactly [`text_width`] wide, the room the layout kept for it.
/// `class`: a name's colour, bold ([`name_style`]), or `None`. A class of
/// the page's style, not an inline one: the report's CSP allows no style
/// attribute.
fn text((x, y): (f64, f64), anchor: &str, font: Font, class: Option<&str>, words: &str) -> Markup {
    let width = text_width(words, font);
    let anchor = (anchor != "start").then_some(anchor);
    html! {
        text x=(at(x)) y=(at(y)) text-anchor=[anchor] class=[class]
            textLength=(at(width)) lengthAdjust="spacingAndGlyphs" { (words) }
    }
}

/// The class of a name drawn in the colour of the player at `place`.
fn name_class(place: usize) -> String {
    format!("n{}", place % COLOURS.len())
}

/// The style of the names at the ends of the lines: a class per colour.
pub(super) fn name_style() -> String {
    COLOURS
        .iter()
        .enumerate()
        .map(|(i, colour)| format!("svg text.n{i}{{fill:{colour};font-weight:600}}"))
        .collect()
}

/// Moves label positions apart to at least `gap` (keeping their order), within [top, bottom].
fn spread(mut ys: Vec<(f64, usize)>, gap: f64, top: f64, bottom: f64) -> Vec<(f64, usize)> {
    ys.sort_by(|a, b| a.0.total_cmp(&b.0));
    for i in 1..ys.len() {
        if ys[i].0 < ys[i - 1].0 + gap {
            ys[i].0 = ys[i - 1].0 + gap;
        }
    }
    // Pushed past the bottom: shift the run back up.
    if let Some(last) = ys.last().map(|l| l.0)
        && last > bottom
    {
        let shift = last - bottom;
        for y in &mut ys {
            y.0 -= shift;
        }
        for i in (0..ys.len().saturating_sub(1)).rev() {
            if ys[i].0 > ys[i + 1].0 - gap {
                ys[i].0 = ys[i + 1].0 - gap;
            }
        }
    }
    for y in &mut ys {
        y.0 = y.0.max(top);
    }
    ys
}

/// The label at the end of a player's line.
struct EndLabel {
    /// Where the line ends (the text's baseline).
    y: f64,
    /// Where the text starts.
    x: f64,
    /// The player's place (their colour).
    place: usize,
    /// The words, not yet escaped.
    text: String,
}

/// The labels at the ends of lines, in the lines' colours, moved apart
/// within [top, bottom] so that none covers another: a line of text is
/// about 1.17 em high in the common fonts (its accents included), so the
/// baselines keep 1.25 em apart.
fn end_labels(ends: &[EndLabel], font: Font, top: f64, bottom: f64) -> Markup {
    let apart = spread(
        ends.iter().enumerate().map(|(i, e)| (e.y, i)).collect(),
        1.25 * font.size,
        top,
        bottom,
    );
    html! {
        @for (y, i) in apart {
            @let label = &ends[i];
            (text((label.x, y), "start", font, Some(&name_class(label.place)), &label.text))
        }
    }
}

/// The label of a line ending at `end` (its x), `value` written after the
/// name: the name shortened so the label ends `margin` inside `width`.
fn end_label(name: &str, value: &str, end: f64, width: f64, margin: f64, font: Font) -> String {
    let room = width - end - margin - text_width(&format!(" {value}"), font);
    format!("{} {value}", fit_text(name, room, font))
}

/// A step for about five grid lines over `span`: 1, 2 or 5 times a power of ten.
fn nice_step(span: f64) -> f64 {
    let raw = (span / 5.0).max(1e-9);
    let power = 10f64.powf(raw.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * power)
        .find(|s| *s >= raw)
        .unwrap_or(10.0 * power)
}

/// The size of a drawing of the rating chart, in SVG units (a unit is
/// about a pixel at the width it is drawn for).
pub(super) struct ChartSize {
    /// The figure's class: `wide` (scrolls) or `narrow` (a phone's).
    class: &'static str,
    /// The viewBox width.
    width: f64,
    /// Room left of the plot for the axis labels.
    left: f64,
    /// Room kept right of the plot for the names at the ends of the lines, at least.
    min_right: f64,
    /// The dates under the plot: the first, middle and last, or the first and last.
    middle_date: bool,
}

pub(super) const WIDE: ChartSize = ChartSize {
    class: "scroll wide",
    width: 760.0,
    left: 52.0,
    min_right: 130.0,
    middle_date: true,
};

pub(super) const NARROW: ChartSize = ChartSize {
    class: "narrow",
    width: 360.0,
    left: 40.0,
    min_right: 60.0,
    middle_date: false,
};

/// Room between a label and the drawing's edge.
const EDGE: f64 = 4.0;

pub(super) fn rating_chart(report: &Report, lang: Lang, size: &ChartSize) -> Markup {
    let lines = &report.ratings;
    let w = size.width;
    // Taller when many players need room for their labels at the right.
    let h = (60.0 + 15.0 * report.players.len() as f64).max(400.0);
    // A rating as the tool writes numbers: `1.500` in Danish (i18n::decimal).
    let rating = |v: f64| decimal(lang, v, 0);
    let values = lines.lines.iter().flatten().flatten().copied();
    let (lo, hi) = values.fold((lines.start, lines.start), |(lo, hi), v| {
        (lo.min(v), hi.max(v))
    });
    let step = nice_step(hi - lo);
    let (lo, hi) = ((lo / step).floor() * step, (hi / step).ceil() * step);
    let hi = if hi <= lo { lo + step } else { hi };
    let grid: Vec<f64> = (0..)
        .map(|k| lo + step * f64::from(k))
        .take_while(|v| *v <= hi + step / 2.0)
        .collect();
    // The axis labels stay inside: the plot starts right of the widest.
    let widest_label = grid
        .iter()
        .map(|&v| text_width(&rating(v), AXIS))
        .fold(0.0, f64::max);
    let left = size.left.max(widest_label + 6.0 + EDGE);
    // The names at the ends of the lines stay inside: the plot leaves them
    // the room the longest needs, and a phone's shortens names past a third.
    let ends_room = |v: f64, place: usize| {
        text_width(&format!("{} {}", report.players[place], rating(v)), NAME)
    };
    let last_values: Vec<(usize, f64)> = lines
        .lines
        .iter()
        .enumerate()
        .filter_map(|(place, line)| line.iter().rev().flatten().next().map(|v| (place, *v)))
        .collect();
    let widest = last_values
        .iter()
        .map(|&(place, v)| ends_room(v, place))
        .fold(0.0, f64::max);
    let label_room = (widest + 6.0 + EDGE).clamp(size.min_right, w / 3.0);
    let (right, top, bottom) = (w - label_room, 16.0, h - 34.0);
    let samples = lines.at.len();
    let x = |i: usize| {
        if samples <= 1 {
            (left + right) / 2.0
        } else {
            left + (right - left) * i as f64 / (samples - 1) as f64
        }
    };
    let y = |v: f64| bottom - (bottom - top) * (v - lo) / (hi - lo);
    let mut parts: Vec<Markup> = Vec::new();
    // Grid and axis labels.
    for &v in &grid {
        parts.push(html! {
            line x1=(left) x2=(right) y1=(at(y(v))) y2=(at(y(v))) stroke="#ddd" {}
            (text((left - 6.0, y(v) + 4.0), "end", AXIS, None, &rating(v)))
        });
    }
    parts.push(date_ticks(lines, size, &x, h - 10.0, (left, right)));
    // The lines, then their names at their ends.
    let mut ends = Vec::new();
    for (place, line) in lines.lines.iter().enumerate() {
        let mut path = String::new();
        let mut last = None;
        for (i, v) in line.iter().enumerate() {
            if let Some(v) = v {
                let _ = write!(
                    path,
                    "{}{:.1} {:.1}",
                    if path.is_empty() { "M" } else { " L" },
                    x(i),
                    y(*v)
                );
                last = Some((i, *v));
            }
        }
        let Some((i, v)) = last else { continue };
        if !path.contains('L') {
            let _ = write!(path, " L{:.1} {:.1}", x(i) + 0.1, y(v));
        }
        // A dot where the line ends: a player of one game is a dot alone.
        let (colour, dash) = stroke(place);
        parts.push(html! {
            path d=(path) fill="none" stroke-width="2" stroke=(colour) stroke-dasharray=[dash] {}
            circle cx=(at(x(i))) cy=(at(y(v))) r="3" fill=(colour) {}
        });
        // A line that ends before the last date has its name there too, so
        // every name starts where the longest can still end inside.
        let from = x(i) + 6.0;
        ends.push(EndLabel {
            y: y(v) + 4.0,
            x: from,
            place,
            text: end_label(&report.players[place], &rating(v), from, w, EDGE, NAME),
        });
    }
    parts.push(end_labels(&ends, NAME, top + 4.0, bottom + 4.0));
    html! {
        figure class=(size.class) {
            svg viewBox={ "0 0 " (w) " " (h) } role="img" aria-label=(t(lang, "report-ratings"))
                class="chart" { @for part in &parts { (part) } }
        }
    }
}

/// The dates under the rating chart: the first, (the middle,) the last,
/// each inside the plot's width and none over another: a date equal to one
/// shown (a period of one day) or too close to it is left out.
fn date_ticks(
    lines: &RatingLines,
    size: &ChartSize,
    x: &dyn Fn(usize) -> f64,
    baseline: f64,
    (left, right): (f64, f64),
) -> Markup {
    let samples = lines.at.len();
    let mut out: Vec<Markup> = Vec::new();
    if samples == 0 {
        return html! {};
    }
    let mut wanted = vec![0, samples - 1];
    if size.middle_date {
        wanted.insert(1, (samples - 1) / 2);
    }
    wanted.dedup();
    let mut shown: Vec<(f64, f64, String)> = Vec::new();
    let count = wanted.len();
    for (k, i) in wanted.into_iter().enumerate() {
        let date = local_date(lines.at[i]);
        let width = text_width(&date, AXIS);
        // The first starts at its point, the last ends at its own, the rest
        // are centred; a lone date is centred on the plot.
        let (from, anchor) = match (k, count) {
            (_, 1) => ((left + right - width) / 2.0, "middle"),
            (0, _) => (x(i), "start"),
            (k, n) if k + 1 == n => (x(i) - width, "end"),
            _ => (x(i) - width / 2.0, "middle"),
        };
        let from = from.clamp(EDGE, (size.width - width - EDGE).max(EDGE));
        let clashes = shown
            .iter()
            .any(|(a, b, t)| *t == date || (from < b + 8.0 && from + width + 8.0 > *a));
        if clashes {
            continue;
        }
        let at = match anchor {
            "start" => from,
            "end" => from + width,
            _ => from + width / 2.0,
        };
        out.push(text((at, baseline), anchor, AXIS, None, &date));
        shown.push((from, from + width, date));
    }
    html! { @for tick in &out { (tick) } }
}

/// The running totals of one of the closest games, round by round, each
/// line named at its end; `label` says what it shows to a screen reader.
pub(super) fn game_chart(report: &Report, game: &CloseGame, lang: Lang, label: &str) -> Markup {
    let (w, h) = (340.0, 210.0);
    let rounds = game.running.len();
    let max = game
        .running
        .iter()
        .flatten()
        .copied()
        .chain(game.target)
        .max()
        .unwrap_or(0)
        .max(1);
    let min = game
        .running
        .iter()
        .flatten()
        .copied()
        .min()
        .unwrap_or(0)
        .min(0);
    let number = |v: i32| integer(lang, i64::from(v));
    // Room left for the axis' numbers and right for the names, as for the
    // rating chart: the names take at most two fifths, shortened past that.
    let widest_number = [Some(min), game.target]
        .into_iter()
        .flatten()
        .map(|v| text_width(&number(v), GAME_AXIS))
        .fold(0.0, f64::max);
    let left = (widest_number + 4.0 + EDGE).max(34.0);
    let totals: Vec<i32> = (0..game.players.len())
        .map(|seat| game.running.last().map_or(0, |t| t[seat]))
        .collect();
    let widest = game
        .players
        .iter()
        .zip(&totals)
        .map(|(name, total)| text_width(&format!("{name} {}", number(*total)), GAME_NAME))
        .fold(0.0, f64::max);
    let label_room = (widest + 5.0 + EDGE).clamp(70.0, w * 0.4);
    let (right, top, bottom) = (w - label_room, 10.0, h - 24.0);
    let x = |r: usize| left + (right - left) * r as f64 / rounds.max(1) as f64;
    let y = |v: i32| bottom - (bottom - top) * f64::from(v - min) / f64::from(max - min);
    let mut parts: Vec<Markup> = Vec::new();
    parts.push(html! {
        line x1=(left) x2=(right) y1=(at(y(min))) y2=(at(y(min))) stroke="#bbb" {}
        (text((left - 4.0, y(min) + 4.0), "end", GAME_AXIS, None, &number(min)))
    });
    if let Some(target) = game.target {
        parts.push(html! {
            line.target x1=(left) x2=(right) y1=(at(y(target))) y2=(at(y(target)))
                stroke="#555" stroke-dasharray="4 3" {}
            (text((left - 4.0, y(target) + 4.0), "end", GAME_AXIS, None, &number(target)))
        });
    }
    // The rounds under the plot; in a long game every second or fifth, so
    // that no number touches the next.
    let spacing = (right - left) / rounds.max(1) as f64;
    let needed = text_width(&rounds.to_string(), GAME_AXIS) + 4.0;
    let every = [1, 2, 5, 10, 20, 50]
        .into_iter()
        .find(|k| spacing * *k as f64 >= needed)
        .unwrap_or(100);
    for r in (1..=rounds).filter(|r| every == 1 || r % every == 0) {
        parts.push(text(
            (x(r), h - 8.0),
            "middle",
            GAME_AXIS,
            None,
            &r.to_string(),
        ));
    }
    let mut ends = Vec::new();
    for (seat, name) in game.players.iter().enumerate() {
        let place = report
            .players
            .iter()
            .position(|p| p == name)
            .unwrap_or(seat);
        let mut path = format!("M{:.1} {:.1}", x(0), y(0));
        for (r, totals) in game.running.iter().enumerate() {
            let _ = write!(path, " L{:.1} {:.1}", x(r + 1), y(totals[seat]));
        }
        let (colour, dash) = stroke(place);
        parts.push(html! {
            path d=(path) fill="none" stroke-width="2" stroke=(colour) stroke-dasharray=[dash] {}
        });
        let total = totals[seat];
        let from = right + 5.0;
        ends.push(EndLabel {
            y: y(total) + 4.0,
            x: from,
            place,
            text: end_label(name, &number(total), from, w, EDGE, GAME_NAME),
        });
    }
    parts.push(end_labels(&ends, GAME_NAME, top + 4.0, bottom + 4.0));
    html! {
        svg viewBox={ "0 0 " (w) " " (h) } role="img" aria-label=(label) {
            @for part in &parts { (part) }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_keep_apart() {
        let ys = spread(vec![(50.0, 0), (52.0, 1), (51.0, 2)], 14.0, 0.0, 400.0);
        let mut sorted: Vec<f64> = ys.iter().map(|y| y.0).collect();
        sorted.sort_by(f64::total_cmp);
        assert!(sorted.windows(2).all(|w| w[1] - w[0] >= 14.0 - 1e-9));
        // Near the bottom the run is pushed back up, still apart.
        let ys = spread(vec![(395.0, 0), (399.0, 1)], 14.0, 0.0, 400.0);
        assert!(ys.iter().all(|y| y.0 <= 400.0));
        assert!((ys[1].0 - ys[0].0) >= 14.0 - 1e-9);
    }

    #[test]
    fn grid_steps_are_round_numbers() {
        assert_eq!(nice_step(100.0), 20.0);
        assert_eq!(nice_step(240.0), 50.0);
        assert_eq!(nice_step(7.0), 2.0);
    }

    /// Helvetica's widths: a 12 px bold `Bedstemor 1.516` is 96 px (and 5% more);
    /// `ø` is as wide as `o`, a wide character an em.
    #[test]
    fn a_text_is_measured_in_one_fonts_metrics() {
        let width = text_width("Bedstemor 1.516", NAME);
        assert!((width - 1.05 * 12.0 * 8.003).abs() < 1e-6, "{width}");
        assert_eq!(text_width("Søren", AXIS), text_width("Soren", AXIS));
        assert_eq!(text_width("囲", AXIS), 1.05 * 12.0);
    }

    /// A name too long for its room is shortened with `…`, and the label
    /// with its number ends inside the drawing.
    #[test]
    fn a_long_name_is_shortened_to_end_inside() {
        let label = end_label("Maximilian Wennerström", "1.512", 300.0, 360.0, EDGE, NAME);
        assert!(label.ends_with("… 1.512"), "{label}");
        assert!(300.0 + text_width(&label, NAME) <= 360.0 - EDGE, "{label}");
        let short = end_label("Bo", "1.512", 300.0, 360.0, EDGE, NAME);
        assert_eq!(short, "Bo 1.512");
    }
}
