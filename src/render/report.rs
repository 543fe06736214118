//! `skyjo report`: the period as one self-contained HTML page. Inline CSS and
//! hand-made SVG, no script, nothing fetched: it opens on a phone, offline,
//! and prints. Every word comes from the catalogs; every name is escaped.
//!
//! The charts are drawn by hand rather than with `plotters`: they are a few
//! lines and rectangles, the labels must be our catalog's words placed at the
//! ends of the lines, and plotters' SVG backend would add a dozen crates to
//! draw what a hundred lines of `format!` draw.

use std::fmt::Write as _;

use chrono::{DateTime, Utc};

use super::chances::chance;
use super::local_date;
use crate::i18n::{Lang, decimal, integer, join_names, percent, t};
use crate::report::{CloseGame, REPORT_GAMES, Report};
use crate::tr;

/// Line colours: the Okabe-Ito palette without its yellow (too pale on white),
/// told apart with any common colour-vision deficiency.
const COLOURS: [&str; 7] = [
    "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000",
];
/// After seven players the colours come again, dashed.
const DASHES: [&str; 3] = ["", "7 4", "2 3"];

const STYLE: &str = "\
:root{color-scheme:light;font-family:system-ui,-apple-system,\"Segoe UI\",Roboto,\"DejaVu Sans\",sans-serif;color:#1a1a1a;background:#fff;line-height:1.4}\
main{max-width:60rem;margin:0 auto;padding:1rem}\
h1{font-size:1.6rem;margin:.2rem 0}\
h2{font-size:1.25rem;margin:1.8rem 0 .4rem;border-bottom:2px solid #0072B2;padding-bottom:.2rem}\
.note,.period,footer{color:#555;font-size:.9rem}\
.empty{font-size:1.1rem;margin:2rem 0}\
.scroll{overflow-x:auto}\
table{border-collapse:collapse;font-variant-numeric:tabular-nums}\
th,td{padding:.3rem .55rem;text-align:right;border-bottom:1px solid #ddd;white-space:nowrap}\
th:first-child,td:first-child{text-align:left}\
.heat td{text-align:center;min-width:3.4rem;border:1px solid #fff}\
.heat td.self{background:#eee}\
.heat .short{display:none}\
svg{width:100%;height:auto;display:block}\
.wide svg{min-width:38rem}\
.narrow{display:none}\
svg text{font-size:12px;fill:#333}\
.game svg text{font-size:11px}\
.multiples{display:grid;grid-template-columns:repeat(auto-fill,minmax(17rem,1fr));gap:1.2rem}\
figure{margin:0}\
figcaption{font-size:.85rem;margin-bottom:.2rem}\
.chances{font-size:.85rem;margin:.2rem 0 0}\
.records li{margin:.35rem 0}\
@media (max-width:40rem){main{padding:.6rem}.wide{display:none}.narrow{display:block}.standings .more{display:none}th,td{padding:.3rem .4rem}thead th{white-space:normal}\
.heat{font-size:.8rem}.heat th,.heat td{padding:.25rem .1rem}.heat td{min-width:1.5rem;line-height:1.15}\
.heat thead th{position:relative}.heat .short{display:inline}.heat .full{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}\
.heat .sep{display:none}.heat .of{display:block;border-top:1px solid currentColor}}\
@media print{main{max-width:none;padding:0}section{break-inside:avoid}h2{border-color:#000}.scroll{overflow:visible}table{font-size:.8rem}.wide svg{min-width:0}.wide{display:block}.narrow{display:none}.standings .more{display:table-cell}.heat td{-webkit-print-color-adjust:exact;print-color-adjust:exact}}";

/// Text for HTML: `&`, `<`, `>` and quotes escaped (the report and `serve`'s pages).
pub fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The stroke of the player at `place` (their place in the ratings).
fn stroke(place: usize) -> String {
    let colour = COLOURS[place % COLOURS.len()];
    match DASHES[(place / COLOURS.len()) % DASHES.len()] {
        "" => format!("stroke=\"{colour}\""),
        dash => format!("stroke=\"{colour}\" stroke-dasharray=\"{dash}\""),
    }
}

/// The whole page. `whole`: the period is the whole history (for the
/// wording of an empty report); `made`: when the report was made.
pub fn html(report: &Report, lang: Lang, whole: bool, made: DateTime<Utc>) -> String {
    let mut out = String::with_capacity(64 * 1024);
    let title = t(lang, "report-title");
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<main>\n<header>\n<h1>{}</h1>\n",
        lang.code(),
        esc(&title),
        esc(&title)
    );
    match report.span {
        Some((from, to)) => {
            let _ = writeln!(
                out,
                "<p class=\"period\">{}</p>",
                esc(&tr!(
                    lang,
                    "report-period",
                    from = local_date(from),
                    to = local_date(to),
                    games = report.finished
                ))
            );
        }
        None => {
            let empty = t(
                lang,
                if whole {
                    "report-no-games"
                } else {
                    "period-none"
                },
            );
            let _ = writeln!(
                out,
                "</header>\n<p class=\"empty\" id=\"empty\">{}</p>",
                esc(&empty)
            );
            footer(&mut out, lang, made);
            return out;
        }
    }
    out.push_str("</header>\n");
    standings(&mut out, report, lang);
    ratings(&mut out, report, lang);
    head_to_head(&mut out, report, lang);
    closest(&mut out, report, lang);
    records(&mut out, report, lang);
    footer(&mut out, lang, made);
    out
}

fn footer(out: &mut String, lang: Lang, made: DateTime<Utc>) {
    let _ = write!(
        out,
        "<footer><p>{}</p></footer>\n</main>\n</body>\n</html>\n",
        esc(&tr!(lang, "report-made", date = local_date(made)))
    );
}

fn section(out: &mut String, id: &str, heading: &str, note: Option<&str>) {
    let _ = writeln!(out, "<section id=\"{id}\">\n<h2>{}</h2>", esc(heading));
    if let Some(note) = note {
        let _ = writeln!(out, "<p class=\"note\">{}</p>", esc(note));
    }
}

fn nothing(out: &mut String, lang: Lang) {
    empty(out, lang, "report-nothing");
}

/// A section drawn from rounds with none to draw: when the period has
/// finished games, they are all of final totals only, and the page says so.
fn no_rounds(out: &mut String, report: &Report, lang: Lang) {
    if report.finished > 0 {
        empty(out, lang, "report-only-totals");
    } else {
        nothing(out, lang);
    }
}

fn empty(out: &mut String, lang: Lang, id: &'static str) {
    let _ = writeln!(
        out,
        "<p class=\"note\">{}</p>\n</section>",
        esc(&t(lang, id))
    );
}

/// The standings' columns a phone shows (player, games, wins, win rate):
/// the others are hidden below 40rem, so the table fits 390 px unscrolled.
const PHONE_COLUMNS: usize = 4;

fn standings(out: &mut String, report: &Report, lang: Lang) {
    section(
        out,
        "standings",
        &t(lang, "report-standings"),
        Some(&t(lang, "report-standings-note")),
    );
    out.push_str("<div class=\"scroll\"><table class=\"standings\">\n<thead><tr>");
    for (i, id) in [
        "stats-col-player",
        "stats-col-games",
        "stats-col-wins",
        "stats-col-win-rate",
        "stats-col-avg-round",
        "stats-col-close-ok",
        "report-col-best-round",
        "report-col-longest-streak",
    ]
    .into_iter()
    .enumerate()
    {
        // On a phone the standings keep player, games, wins and win rate.
        let class = if i >= PHONE_COLUMNS {
            " class=\"more\""
        } else {
            ""
        };
        let _ = write!(out, "<th scope=\"col\"{class}>{}</th>", esc(&t(lang, id)));
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    let dash = "–".to_string();
    for s in &report.standings {
        let wins = super::history::wins_text(s, lang);
        let cells = [
            s.games.to_string(),
            wins,
            s.win_rate().map_or(dash.clone(), |r| percent(lang, r)),
            s.avg_round_score()
                .map_or(dash.clone(), |a| decimal(lang, a, 1)),
            s.closing_success()
                .map_or(dash.clone(), |r| percent(lang, r)),
            s.best_round.map_or(dash.clone(), |b| b.to_string()),
            s.longest_win_streak.to_string(),
        ];
        let _ = write!(out, "<tr><th scope=\"row\">{}</th>", esc(&s.name));
        for (i, cell) in cells.into_iter().enumerate() {
            // The cells count from the second column (the name is a th).
            let class = if i + 1 >= PHONE_COLUMNS {
                " class=\"more\""
            } else {
                ""
            };
            let _ = write!(out, "<td{class}>{}</td>", esc(&cell));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody></table></div>\n</section>\n");
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

fn ratings(out: &mut String, report: &Report, lang: Lang) {
    section(
        out,
        "ratings",
        &t(lang, "report-ratings"),
        Some(&t(lang, "report-ratings-note")),
    );
    if report.players.is_empty() {
        nothing(out, lang);
        return;
    }
    // Two drawings of one chart: a wide one, and one a phone shows at
    // about its own size (CSS picks), so the text stays readable there.
    rating_chart(out, report, lang, &WIDE);
    rating_chart(out, report, lang, &NARROW);
    out.push_str("</section>\n");
}

/// The size of a drawing of the rating chart, in SVG units (a unit is
/// about a pixel at the width it is drawn for).
struct ChartSize {
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

const WIDE: ChartSize = ChartSize {
    class: "scroll wide",
    width: 760.0,
    left: 52.0,
    min_right: 130.0,
    middle_date: true,
};

const NARROW: ChartSize = ChartSize {
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

fn rating_chart(out: &mut String, report: &Report, lang: Lang, size: &ChartSize) {
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
    lines: &crate::report::RatingLines,
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

/// A cell colour for a share of games ahead: orange below one half, blue
/// above (a diverging scale readable without red-green), white at one half.
fn heat(share: f64) -> (String, &'static str) {
    let from = (255.0, 255.0, 255.0);
    let to = if share < 0.5 {
        (230.0, 159.0, 0.0)
    } else {
        (0.0, 114.0, 178.0)
    };
    let k = ((share - 0.5).abs() * 2.0).clamp(0.0, 1.0);
    let mix = |a: f64, b: f64| (a + (b - a) * k).round() as u8;
    let colour = format!(
        "#{:02x}{:02x}{:02x}",
        mix(from.0, to.0),
        mix(from.1, to.1),
        mix(from.2, to.2)
    );
    let text = if share > 0.8 { "#fff" } else { "#1a1a1a" };
    (colour, text)
}

fn head_to_head(out: &mut String, report: &Report, lang: Lang) {
    section(
        out,
        "head-to-head",
        &t(lang, "report-head-to-head"),
        Some(&t(lang, "report-head-to-head-note")),
    );
    if report.players.len() < 2 {
        nothing(out, lang);
        return;
    }
    out.push_str("<div class=\"scroll\"><table class=\"heat\">\n<thead><tr><th></th>");
    // A phone shows the columns' names shortened (the rows, in the same
    // order, name them in full); the full name stays for screen readers.
    for (name, short) in report.players.iter().zip(short_names(&report.players)) {
        let _ = write!(
            out,
            "<th scope=\"col\" title=\"{0}\"><span class=\"full\">{0}</span>\
             <span class=\"short\" aria-hidden=\"true\">{1}</span></th>",
            esc(name),
            esc(&short)
        );
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    for (i, row) in report.players.iter().enumerate() {
        let _ = write!(out, "<tr><th scope=\"row\">{}</th>", esc(row));
        for (j, col) in report.players.iter().enumerate() {
            let (ahead, together) = (report.ahead[i][j], report.together[i][j]);
            if i == j {
                out.push_str("<td class=\"self\"></td>");
            } else if together == 0 {
                out.push_str("<td>–</td>");
            } else {
                let (bg, fg) = heat(f64::from(ahead) / f64::from(together));
                let title = tr!(
                    lang,
                    "report-head-to-head-cell",
                    a = row.as_str(),
                    b = col.as_str(),
                    ahead = ahead,
                    games = together
                );
                // "7/12" on one line; on a phone 7 over 12, as a fraction, narrower.
                let _ = write!(
                    out,
                    "<td style=\"background:{bg};color:{fg}\" title=\"{}\">{ahead}<span class=\"sep\">/</span>\
                     <span class=\"of\">{together}</span></td>",
                    esc(&title)
                );
            }
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody></table></div>\n</section>\n");
}

/// How many characters a shortened column name of the head to head has
/// at the least and at the most.
const SHORT_NAME: (usize, usize) = (2, 4);

/// The names of the head to head's columns on a phone: each name's shortest
/// beginning of 2 to 4 characters that begins no other name (`Margareta`
/// `Ma`, beside `Magnus` `Mar`), the whole name when it is that short, else 4
/// characters (the rows, in the same order, tell such names apart). An
/// accent that follows a letter stays with it.
fn short_names(names: &[String]) -> Vec<String> {
    // The beginnings of a name that end between two letters, not before an accent.
    let cuts = |name: &str| -> Vec<usize> {
        let mut cuts: Vec<usize> = name
            .char_indices()
            .skip(1)
            .filter(|(_, c)| super::layout::width(c.encode_utf8(&mut [0; 4])) > 0)
            .map(|(i, _)| i)
            .collect();
        cuts.push(name.len());
        cuts
    };
    names
        .iter()
        .map(|name| {
            let ends = cuts(name);
            let (least, most) = SHORT_NAME;
            let mut chosen = &name[..ends[ends.len().min(most) - 1]];
            for &end in ends.iter().take(most).skip(least - 1) {
                let prefix = &name[..end];
                if !names.iter().any(|o| o != name && o.starts_with(prefix)) {
                    chosen = prefix;
                    break;
                }
            }
            chosen.to_string()
        })
        .collect()
}

fn closest(out: &mut String, report: &Report, lang: Lang) {
    section(
        out,
        "closest",
        &t(lang, "report-closest"),
        Some(&t(lang, "report-closest-note")),
    );
    if report.closest.is_empty() {
        no_rounds(out, report, lang);
        return;
    }
    // The precision of a forecast of REPORT_GAMES games: the 95% margin at 50%.
    let margin = 1.96 * (0.25 / f64::from(REPORT_GAMES)).sqrt() * 100.0;
    let _ = writeln!(
        out,
        "<p class=\"note\">{}</p>",
        esc(&tr!(
            lang,
            "report-chances-note",
            games = integer(lang, i64::from(REPORT_GAMES)),
            margin = decimal(lang, margin, 1)
        ))
    );
    out.push_str("<div class=\"multiples\">\n");
    for game in &report.closest {
        small_multiple(out, report, game, lang);
    }
    out.push_str("</div>\n</section>\n");
}

fn small_multiple(out: &mut String, report: &Report, game: &CloseGame, lang: Lang) {
    let caption = if game.margin == 0 {
        tr!(
            lang,
            "report-close-shared",
            game = game.game,
            date = local_date(game.played_at),
            names = join_names(lang, &game.winners)
        )
    } else {
        tr!(
            lang,
            "report-close-won",
            game = game.game,
            date = local_date(game.played_at),
            names = join_names(lang, &game.winners),
            margin = game.margin
        )
    };
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
        "<figure class=\"game\"><figcaption>{}</figcaption>\
         <svg viewBox=\"0 0 {w} {h}\" role=\"img\" aria-label=\"{}\">",
        esc(&caption),
        esc(&caption)
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
    // A shared win shows the first winner's chance (of winning or sharing).
    if let (Some(winner), false) = (game.winners.first(), game.chances.is_empty()) {
        let list: Vec<String> = game
            .chances
            .iter()
            .enumerate()
            .map(|(r, &p)| {
                tr!(
                    lang,
                    "report-chance-after",
                    round = r + 1,
                    chance = chance(lang, p)
                )
                // A round and its chance stay on one line.
                .replace(' ', "\u{a0}")
            })
            .collect();
        let _ = write!(
            out,
            "<p class=\"chances\">{}</p>",
            esc(&tr!(
                lang,
                "report-chances",
                name = winner.as_str(),
                list = list.join(" · ")
            ))
        );
    }
    out.push_str("</figure>\n");
}

fn records(out: &mut String, report: &Report, lang: Lang) {
    section(out, "records", &t(lang, "report-records"), None);
    let r = &report.records;
    let mut items: Vec<String> = Vec::new();
    if let Some(m) = &r.lowest_round {
        items.push(tr!(
            lang,
            "report-record-lowest-round",
            name = m.name.as_str(),
            score = m.value,
            game = m.game,
            round = m.round
        ));
    }
    if let Some(c) = &r.comeback {
        items.push(tr!(
            lang,
            "report-record-comeback",
            name = c.name.as_str(),
            chance = chance(lang, c.chance),
            game = c.game,
            round = c.round
        ));
    }
    if let Some((name, doubled, closed)) = &r.most_doubled {
        items.push(tr!(
            lang,
            "report-record-most-doubled",
            name = name.as_str(),
            doubled = *doubled,
            closed = *closed
        ));
    }
    if let Some(m) = &r.most_columns {
        items.push(tr!(
            lang,
            "report-record-most-columns",
            name = m.name.as_str(),
            count = m.value,
            game = m.game,
            round = m.round
        ));
    }
    if items.is_empty() {
        no_rounds(out, report, lang);
        return;
    }
    out.push_str("<ul class=\"records\">\n");
    for item in items {
        let _ = writeln!(out, "<li>{}</li>", esc(&item));
    }
    out.push_str("</ul>\n</section>\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_escaped_and_labels_keep_apart() {
        assert_eq!(
            esc("<b>\"Ø&\"</b>"),
            "&lt;b&gt;&quot;Ø&amp;&quot;&lt;/b&gt;"
        );
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
    fn column_names_are_the_shortest_beginnings_no_other_name_has() {
        let names = |list: &[&str]| list.iter().map(|n| n.to_string()).collect::<Vec<_>>();
        assert_eq!(
            short_names(&names(&["Margareta", "Magnus", "Bertil", "Bo", "Jo"])),
            ["Mar", "Mag", "Be", "Bo", "Jo"]
        );
        // A name that begins another is whole; past four characters the
        // rows (in the same order) tell them apart.
        assert_eq!(
            short_names(&names(&["Ann", "Anna", "Annabella", "Annabelle", "Å"])),
            ["Ann", "Anna", "Anna", "Anna", "Å"]
        );
        // An accent written after its letter stays with it; a wide letter is one.
        assert_eq!(
            short_names(&names(&["Se\u{301}verine", "Sebastian", "李小龙", "李大"])),
            ["Se\u{301}", "Seb", "李小", "李大"]
        );
    }

    #[test]
    fn grid_steps_are_round_numbers() {
        assert_eq!(nice_step(100.0), 20.0);
        assert_eq!(nice_step(240.0), 50.0);
        assert_eq!(nice_step(7.0), 2.0);
    }
}
