//! Line charts in plain text: several series over the same x axis, drawn
//! with one letter each, for a terminal of any width.

use crate::i18n::{Lang, integer, t};
use crate::render::layout;
use crate::tr;

/// One line of the chart.
#[derive(Debug, Clone, PartialEq)]
pub struct Series {
    /// The name in the legend.
    pub label: String,
    /// The y values at x = 0, 1, 2, ...
    pub points: Vec<f64>,
}

/// Draws `series` in a plot area of `width` x `height` characters, with the y
/// axis on the left, the x axis (the message `x_label`, counted from
/// `first_x`) under it and a legend that maps letters to labels, in `lang`.
// The canvas is indexed by row and column at once; an iterator would hide that.
#[allow(clippy::needless_range_loop)]
pub fn line_chart(
    series: &[Series],
    width: usize,
    height: usize,
    x_label: &'static str,
    first_x: usize,
    lang: Lang,
    guide: Option<f64>,
) -> String {
    let n = series.iter().map(|s| s.points.len()).max().unwrap_or(0);
    let values = series
        .iter()
        .flat_map(|s| s.points.iter().copied())
        .chain(guide.filter(|_| n > 0));
    let (lo, hi) = values.fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), v| {
        (lo.min(v), hi.max(v))
    });
    if n == 0 || !lo.is_finite() {
        return format!("{}\n", t(lang, "chart-empty"));
    }
    let (width, height) = (width.max(10), height.max(4));
    let total = n;
    // More points than columns: keep one point per column (the last one in it),
    // so that lines join neighbouring columns instead of filling them.
    let resampled: Vec<Series>;
    let (series, n) = if n > width {
        resampled = series
            .iter()
            .map(|s| Series {
                label: s.label.clone(),
                points: (0..width)
                    .filter_map(|c| s.points.get((c * (n - 1)).div_ceil(width - 1)).copied())
                    .collect(),
            })
            .collect();
        (resampled.as_slice(), width)
    } else {
        (series, n)
    };

    let span = if hi > lo { hi - lo } else { 1.0 };
    let row_of = |v: f64| ((hi - v) / span * (height - 1) as f64).round() as usize;
    let col_of = |x: f64| {
        if n > 1 {
            (x / (n - 1) as f64 * (width - 1) as f64).round() as usize
        } else {
            0
        }
    };
    let mut canvas = vec![vec![' '; width]; height];
    let marks = symbols(series);
    for (s, mark) in series.iter().zip(&marks) {
        for x in 0..s.points.len() {
            // The point, and the line on to the next point, column by column.
            let (c0, y0) = (col_of(x as f64), s.points[x]);
            let (c1, y1) = match s.points.get(x + 1) {
                Some(&y1) => (col_of(x as f64 + 1.0), y1),
                None => (c0, y0),
            };
            for c in c0..=c1 {
                let t = if c1 > c0 {
                    (c - c0) as f64 / (c1 - c0) as f64
                } else {
                    0.0
                };
                let cell = &mut canvas[row_of(y0 + t * (y1 - y0))][c];
                *cell = if *cell == ' ' || *cell == *mark {
                    *mark
                } else {
                    '*'
                };
            }
        }
    }
    // A guide (the target) is a line of '-' where no series passes.
    let guide_row = guide.map(row_of);
    if let Some(r) = guide_row {
        for cell in canvas[r].iter_mut().filter(|c| **c == ' ') {
            *cell = '-';
        }
    }
    // The numbers as everywhere else: 1,585 / 1.585 / 1 585 (no-break space).
    let number = |v: f64| integer(lang, v.round() as i64);
    let label_width = [hi, lo]
        .iter()
        .map(|&v| layout::width(&number(v)))
        .max()
        .unwrap_or(1);
    let margin = " ".repeat(label_width);
    let mut out = String::new();
    for (r, row) in canvas.iter().enumerate() {
        let label = match (guide_row == Some(r), guide) {
            (true, Some(g)) => number(g),
            _ if r == 0 => number(hi),
            _ if r == height - 1 => number(lo),
            _ => String::new(),
        };
        let line: String = row.iter().collect();
        out.push_str(&format!(
            "{} |{}\n",
            layout::pad(&label, label_width, true),
            line.trim_end()
        ));
    }
    out.push_str(&format!("{margin} +{}\n", "-".repeat(width)));
    let axis = tr!(
        lang,
        "chart-axis",
        label = t(lang, x_label),
        first = integer(lang, first_x as i64),
        last = integer(lang, (first_x + total - 1) as i64)
    );
    out.push_str(&format!("{margin}  {axis}\n"));
    let legend: Vec<String> = series
        .iter()
        .zip(&marks)
        // A letter and its name stay on one line: the legend breaks between players.
        .map(|(s, m)| layout::glue(&format!("{m} {}", s.label)))
        .collect();
    let legend = tr!(lang, "chart-legend", legend = legend.join(", "));
    out.push_str(&format!("{margin}  {legend}\n"));
    out
}

/// A mark per series, one column wide, that a reader finds in its name: its
/// first letter; where an earlier series has it (Sofie and Søren), the next
/// letter of the name no series has (`Ø` for Søren, `O` for Morten after
/// Mette); a name with no such letter, a digit from 1, then any free letter.
fn symbols(series: &[Series]) -> Vec<char> {
    let mut used: Vec<char> = Vec::new();
    for s in series {
        // A mark takes one column of the canvas: a wide letter (`李`) or a
        // combining one is not a mark.
        let own = s
            .label
            .chars()
            .filter(|c| c.is_alphanumeric())
            .map(upper)
            .filter(|c| super::layout::width(c.encode_utf8(&mut [0; 4])) == 1);
        let mark = own
            .chain('1'..='9')
            .chain('A'..='Z')
            .chain('a'..='z')
            .find(|c| !used.contains(c))
            .unwrap_or('#');
        used.push(mark);
    }
    used
}

/// `c` in upper case, where that is one letter (`ß` stays `ß`).
fn upper(c: char) -> char {
    let mut upper = c.to_uppercase();
    match (upper.next(), upper.next()) {
        (Some(u), None) => u,
        _ => c,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wide_first_letter_is_not_a_mark() {
        let series = |label: &str| Series {
            label: label.into(),
            points: vec![0.0, 10.0],
        };
        let marks = symbols(&[series("李小龙"), series("Anna"), series("\u{301}x")]);
        assert_eq!(marks, vec!['1', 'A', 'X']);
        let chart = line_chart(
            &[series("李小龙"), series("Renée")],
            30,
            5,
            "chart-axis-round",
            0,
            Lang::EN,
            None,
        );
        // The canvas is 30 columns after the axis, whatever the names.
        let drawn = chart.lines().filter(|l| l.contains('|'));
        assert!(drawn.clone().count() == 5, "{chart}");
        assert!(
            drawn
                .clone()
                .all(|l| super::super::layout::width(l) <= 4 + 30),
            "{chart}"
        );
        let chart = layout::fit(chart, 80);
        assert!(chart.contains("1 李小龙, R Renée"), "{chart}");
    }

    #[test]
    fn a_rising_and_a_flat_line() {
        let chart = line_chart(
            &[
                Series {
                    label: "Anna".into(),
                    points: vec![0.0, 50.0, 100.0],
                },
                Series {
                    label: "Bertil".into(),
                    points: vec![0.0, 0.0, 0.0],
                },
            ],
            21,
            5,
            "chart-axis-round",
            1,
            Lang::EN,
            None,
        );
        let lines: Vec<&str> = chart.lines().collect();
        assert!(
            lines[0].starts_with("100 |") && lines[0].ends_with('A'),
            "{chart}"
        );
        assert_eq!(lines[0].chars().count(), "100 |".len() + 21);
        assert!(
            lines[4].starts_with("  0 |*") && lines[4].ends_with("BBBBBBBBBBBBBBBBBB"),
            "{chart}"
        );
        assert!(layout::fit(chart.clone(), 80).contains("A Anna, B Bertil"));
        assert!(chart.contains("round (1 to 3)"));
    }

    #[test]
    fn long_series_are_resampled_to_the_width() {
        let points: Vec<f64> = (0..1000).map(f64::from).collect();
        let chart = line_chart(
            &[Series {
                label: "Anna".into(),
                points,
            }],
            20,
            5,
            "chart-axis-game",
            1,
            Lang::EN,
            None,
        );
        // A straight rising line: one mark per column, never a filled column.
        let marks = chart
            .lines()
            .take(5)
            .map(|l| l.matches('A').count())
            .sum::<usize>();
        assert!(marks <= 24, "{chart}");
        assert!(chart.contains("game (1 to 1,000)"), "{chart}");
    }

    /// At 80 columns the ratings legend of ten players broke between `H` and
    /// `Helena`; a letter and its name are one item of the list.
    #[test]
    fn the_legend_breaks_between_players_never_inside_one() {
        let names = [
            "Cecilia", "Ingrid", "Bertil", "Gustav", "Frida", "Erik", "Anna", "Helena", "Dora",
            "Johan",
        ];
        let series: Vec<Series> = names
            .iter()
            .map(|name| Series {
                label: (*name).into(),
                points: vec![1500.0, 1510.0],
            })
            .collect();
        for lang in Lang::all() {
            let code = lang.code();
            let chart = line_chart(&series, 30, 5, "chart-axis-game", 1, lang, None);
            for columns in 30..=100 {
                let fitted = layout::fit(chart.clone(), columns);
                for name in names {
                    let pair = format!("{} {name}", &name[..1]);
                    assert!(
                        fitted.lines().any(|l| l.contains(&pair)),
                        "{code} at {columns}: {pair}\n{fitted}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_numbers_are_written_as_the_language_writes_them() {
        let series = [Series {
            label: "Anna".into(),
            points: (0..1200).map(|x| 1400.0 + f64::from(x) / 10.0).collect(),
        }];
        for (code, hi, lo, last) in [
            ("en", "1,520", "1,400", "1,200"),
            ("da", "1.520", "1.400", "1.200"),
            ("sv", "1\u{a0}520", "1\u{a0}400", "1\u{a0}200"),
            ("nb", "1\u{a0}520", "1\u{a0}400", "1\u{a0}200"),
            ("de", "1.520", "1.400", "1.200"),
            ("fr", "1\u{202f}520", "1\u{202f}400", "1\u{202f}200"),
        ] {
            let lang = Lang::from_code(code).unwrap();
            let chart = line_chart(&series, 30, 6, "chart-axis-game", 1, lang, None);
            let lines: Vec<&str> = chart.lines().collect();
            assert!(lines[0].starts_with(&format!("{hi} |")), "{chart}");
            assert!(lines[5].starts_with(&format!("{lo} |")), "{chart}");
            assert!(lines[7].ends_with(&format!(" {last})")), "{chart}");
            // The y axis stands in one column whatever the labels are made of.
            let bars: Vec<usize> = lines[..6]
                .iter()
                .map(|l| layout::width(&l[..l.find('|').unwrap()]))
                .collect();
            assert!(bars.iter().all(|&b| b == bars[0]), "{chart}");
        }
    }

    #[test]
    fn a_guide_is_drawn_as_a_line_with_its_value() {
        let chart = line_chart(
            &[Series {
                label: "Anna".into(),
                points: vec![0.0, 40.0, 80.0],
            }],
            11,
            11,
            "chart-axis-round",
            0,
            Lang::EN,
            Some(100.0),
        );
        let lines: Vec<&str> = chart.lines().collect();
        assert!(lines[0].starts_with("100 |-----"), "{chart}");
        assert!(chart.contains("round (0 to 2)"), "{chart}");
    }

    /// Issue 39: "S Sofie, A Søren, M Mette, B Morten" named Søren by a
    /// letter he does not have. A second S is a letter of his own name.
    #[test]
    fn equal_first_letters_get_a_letter_of_the_name() {
        let s = |l: &str| Series {
            label: l.into(),
            points: vec![1.0],
        };
        assert_eq!(
            symbols(&[s("Sofie"), s("Søren"), s("Mette"), s("Morten")]),
            vec!['S', 'Ø', 'M', 'O']
        );
        assert_eq!(
            symbols(&[
                s("Anna"),
                s("Anders"),
                s("bo"),
                s("Ann"),
                s("Åsa"),
                s("Åse")
            ]),
            vec!['A', 'N', 'B', '1', 'Å', 'S']
        );
        // Never a mark of the chart itself.
        let marks = symbols(&[s("*"), s("-"), s("Bo-Bo"), s("B.B.")]);
        assert_eq!(marks, vec!['1', '2', 'B', '3']);
        let chart = line_chart(
            &[s("Sofie"), s("Søren"), s("Mette"), s("Morten")],
            20,
            4,
            "chart-axis-game",
            1,
            Lang::from_code("da").unwrap(),
            None,
        );
        let chart = layout::fit(chart, 80);
        assert!(
            chart.contains("S Sofie, Ø Søren, M Mette, O Morten; * hvor linjer mødes"),
            "{chart}"
        );
    }
}
