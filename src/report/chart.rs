//! The report's charts as SVG, drawn by hand: everyone's rating over the
//! period (a wide drawing and a phone's) and the running totals of each of
//! the closest games. Each line is named at its end, in its colour.
//!
//! The charts are drawn by hand rather than with `plotters`: they are a few
//! lines and rectangles, the labels must be our catalog's words placed at the
//! ends of the lines, and plotters' SVG backend would add a dozen crates to
//! draw what a hundred lines of `format!` draw.

use std::fmt::Write as _;

use super::{CloseGame, RatingLines, Report, esc};
use crate::i18n::{Lang, decimal, integer, t};
use crate::render::local_date;

/// Line colours: the Okabe-Ito palette without its yellow (too pale on white),
/// told apart with any common colour-vision deficiency.
const COLOURS: [&str; 7] = [
    "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000",
];
/// After seven players the colours come again, dashed.
const DASHES: [&str; 3] = ["", "7 4", "2 3"];

/// The stroke of the player at `place` (their place in the ratings).
fn stroke(place: usize) -> String {
    let colour = COLOURS[place % COLOURS.len()];
    match DASHES[(place / COLOURS.len()) % DASHES.len()] {
        "" => format!("stroke=\"{colour}\""),
        dash => format!("stroke=\"{colour}\" stroke-dasharray=\"{dash}\""),
    }
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

/// The labels at the ends of lines, in the lines' colours, moved apart by
/// at least `gap` within [top, bottom] so that none covers another.
fn end_labels(out: &mut String, ends: &[EndLabel], gap: f64, top: f64, bottom: f64) {
    let apart = spread(
        ends.iter().enumerate().map(|(i, e)| (e.y, i)).collect(),
        gap,
        top,
        bottom,
    );
    for (y, i) in apart {
        let label = &ends[i];
        let colour = COLOURS[label.place % COLOURS.len()];
        let _ = writeln!(
            out,
            "<text x=\"{:.1}\" y=\"{y:.1}\" style=\"fill:{colour};font-weight:600\">{}</text>",
            label.x,
            esc(&label.text)
        );
    }
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

/// An upper bound of the width of `text` in the chart's 12px sans-serif (a
/// bold digit or letter is under 0.62em wide; a wide character counts two;
/// a number's separator, `.`, `,` or a no-break space, is under 0.4em).
fn text_width(text: &str) -> f64 {
    let separators = text
        .chars()
        .filter(|c| matches!(c, '.' | ',' | '\u{a0}'))
        .count();
    7.5 * console::measure_text_width(text) as f64 - 2.5 * separators as f64
}

/// `name` shortened with `…` to fit `width` units.
fn fit_text(text: &str, width: f64) -> String {
    if text_width(text) <= width {
        return text.to_string();
    }
    let mut out = String::new();
    for c in text.chars() {
        if text_width(&format!("{out}{c}…")) > width {
            break;
        }
        out.push(c);
    }
    format!("{}…", out.trim_end())
}

pub(super) fn rating_chart(out: &mut String, report: &Report, lang: Lang, size: &ChartSize) {
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
        .map(|&v| text_width(&rating(v)))
        .fold(0.0, f64::max);
    let left = size.left.max(widest_label + 8.0);
    // The names at the ends of the lines stay inside: the plot leaves them
    // the room the longest needs, and a phone's shortens names past a third.
    let ends_room =
        |v: f64, place: usize| text_width(&format!("{} {}", report.players[place], rating(v)));
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
    let label_room = (widest + 10.0).clamp(size.min_right, w / 3.0);
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
    let _ = writeln!(
        out,
        "<figure class=\"{}\"><svg viewBox=\"0 0 {w} {h}\" role=\"img\" aria-label=\"{}\" class=\"chart\">",
        size.class,
        esc(&t(lang, "report-ratings"))
    );
    // Grid and axis labels.
    for &v in &grid {
        let _ = writeln!(
            out,
            "<line x1=\"{left}\" x2=\"{right}\" y1=\"{0:.1}\" y2=\"{0:.1}\" stroke=\"#ddd\"/>\
             <text x=\"{1}\" y=\"{2:.1}\" text-anchor=\"end\">{3}</text>",
            y(v),
            left - 6.0,
            y(v) + 4.0,
            esc(&rating(v))
        );
    }
    date_ticks(out, lines, size, &x, h - 10.0, (left, right));
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
        let _ = writeln!(
            out,
            "<path d=\"{path}\" fill=\"none\" stroke-width=\"2\" {}/>\
             <circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"3\" fill=\"{}\"/>",
            stroke(place),
            x(i),
            y(v),
            COLOURS[place % COLOURS.len()]
        );
        // A line that ends before the last date has its name there too, so
        // every name starts where the longest can still end inside.
        let rating = rating(v);
        let name_room = w - x(i) - 8.0 - text_width(&format!(" {rating}"));
        ends.push(EndLabel {
            y: y(v) + 4.0,
            x: x(i) + 6.0,
            place,
            text: format!("{} {rating}", fit_text(&report.players[place], name_room)),
        });
    }
    end_labels(out, &ends, 14.0, top + 4.0, bottom + 4.0);
    out.push_str("</svg></figure>\n");
}

/// The dates under the rating chart: the first, (the middle,) the last,
/// each inside the plot's width and none over another: a date equal to one
/// shown (a period of one day) or too close to it is left out.
fn date_ticks(
    out: &mut String,
    lines: &RatingLines,
    size: &ChartSize,
    x: &dyn Fn(usize) -> f64,
    baseline: f64,
    (left, right): (f64, f64),
) {
    let samples = lines.at.len();
    if samples == 0 {
        return;
    }
    let mut wanted = vec![0, samples - 1];
    if size.middle_date {
        wanted.insert(1, (samples - 1) / 2);
    }
    wanted.dedup();
    let mut shown: Vec<(f64, f64, String)> = Vec::new();
    let count = wanted.len();
    for (k, i) in wanted.into_iter().enumerate() {
        let text = local_date(lines.at[i]);
        let width = text_width(&text);
        // The first starts at its point, the last ends at its own, the rest
        // are centred; a lone date is centred on the plot.
        let (from, anchor) = match (k, count) {
            (_, 1) => ((left + right - width) / 2.0, "middle"),
            (0, _) => (x(i), "start"),
            (k, n) if k + 1 == n => (x(i) - width, "end"),
            _ => (x(i) - width / 2.0, "middle"),
        };
        let from = from.clamp(0.0, (size.width - width).max(0.0));
        let clashes = shown
            .iter()
            .any(|(a, b, t)| *t == text || (from < b + 8.0 && from + width + 8.0 > *a));
        if clashes {
            continue;
        }
        let at = match anchor {
            "start" => from,
            "end" => from + width,
            _ => from + width / 2.0,
        };
        let _ = writeln!(
            out,
            "<text x=\"{at:.1}\" y=\"{baseline}\" text-anchor=\"{anchor}\">{}</text>",
            esc(&text)
        );
        shown.push((from, from + width, text));
    }
}

/// The running totals of one of the closest games, round by round, each
/// line named at its end; `label` says what it shows to a screen reader.
pub(super) fn game_chart(
    out: &mut String,
    report: &Report,
    game: &CloseGame,
    lang: Lang,
    label: &str,
) {
    let (w, h) = (340.0, 210.0);
    let (left, right, top, bottom) = (34.0, w - 100.0, 10.0, h - 24.0);
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
    let x = |r: usize| left + (right - left) * r as f64 / rounds.max(1) as f64;
    let y = |v: i32| bottom - (bottom - top) * f64::from(v - min) / f64::from(max - min);
    let _ = writeln!(
        out,
        "<svg viewBox=\"0 0 {w} {h}\" role=\"img\" aria-label=\"{}\">",
        esc(label)
    );
    let _ = writeln!(
        out,
        "<line x1=\"{left}\" x2=\"{right}\" y1=\"{0:.1}\" y2=\"{0:.1}\" stroke=\"#bbb\"/>\
         <text x=\"{1}\" y=\"{2:.1}\" text-anchor=\"end\">{3}</text>",
        y(min),
        left - 4.0,
        y(min) + 4.0,
        esc(&integer(lang, i64::from(min)))
    );
    if let Some(target) = game.target {
        let _ = writeln!(
            out,
            "<line class=\"target\" x1=\"{left}\" x2=\"{right}\" y1=\"{0:.1}\" y2=\"{0:.1}\" \
             stroke=\"#555\" stroke-dasharray=\"4 3\"/>\
             <text x=\"{1}\" y=\"{2:.1}\" text-anchor=\"end\">{3}</text>",
            y(target),
            left - 4.0,
            y(target) + 4.0,
            esc(&integer(lang, i64::from(target)))
        );
    }
    for r in 1..=rounds {
        let _ = writeln!(
            out,
            "<text x=\"{:.1}\" y=\"{}\" text-anchor=\"middle\">{r}</text>",
            x(r),
            h - 8.0
        );
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
        let _ = writeln!(
            out,
            "<path d=\"{path}\" fill=\"none\" stroke-width=\"2\" {}/>",
            stroke(place)
        );
        let total = game.running.last().map_or(0, |t| t[seat]);
        ends.push(EndLabel {
            y: y(total) + 4.0,
            x: right + 5.0,
            place,
            text: format!("{name} {}", integer(lang, i64::from(total))),
        });
    }
    end_labels(out, &ends, 13.0, top + 4.0, bottom + 4.0);
    out.push_str("</svg>");
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
}
