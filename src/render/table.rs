//! The tables of the screens in the house style: comfy-table's for the
//! short ones, drawn in one pass for the long ones (a lifetime's games),
//! split into several where too wide for the terminal.

use comfy_table::{CellAlignment, ContentArrangement, Table, presets};

use super::Style;
use super::layout;
use crate::i18n::t;

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

/// A table wider than the terminal made to fit it: its columns narrowed,
/// the long headings wrapped between words onto more lines ("Mindestens
/// eine in den nächsten 3" in German). A table that fits is left as built.
pub fn fit_headings(table: &mut Table, style: Style) {
    let widths: Vec<usize> = table
        .column_max_content_widths()
        .into_iter()
        .map(usize::from)
        .collect();
    if table_width(&widths) > usize::from(style.width) {
        table
            .set_content_arrangement(ContentArrangement::Dynamic)
            .set_width(style.width);
    }
}

/// A table with a header of message ids.
pub fn table_with(style: Style, header: &[&'static str]) -> Table {
    let mut table = new_table(style);
    table.set_header(header.iter().map(|id| t(style.lang, id)));
    table
}

/// A table of many rows in the house style, without building a comfy-table
/// of every cell: the widths from one pass, then the lines. Looks as
/// [`new_table`] does (`right` marks the columns aligned right); a cell may
/// hold several lines.
pub fn long_table<R: AsRef<[String]>>(header: &[String], rows: &[R], right: &[bool]) -> String {
    let mut out = Vec::new();
    write_long_table(&mut out, header, rows, right).expect("writing to memory");
    String::from_utf8(out).expect("the table is text")
}

/// [`long_table`] written to `out` as it is drawn, a few lines at a time: the
/// list of a lifetime's games is tens of megabytes of text, never held whole.
pub fn write_long_table<R: AsRef<[String]>>(
    out: &mut dyn std::io::Write,
    header: &[String],
    rows: &[R],
    right: &[bool],
) -> std::io::Result<()> {
    let width = layout::width;
    let mut widths: Vec<usize> = header.iter().map(|h| width(h)).collect();
    for row in rows {
        for (w, cell) in widths.iter_mut().zip(row.as_ref()) {
            *w = (*w).max(width(cell));
        }
    }
    let rule = |left: &str, fill: &str, mid: &str, end: &str| {
        let parts: Vec<String> = widths.iter().map(|w| fill.repeat(w + 2)).collect();
        format!("{left}{}{end}\n", parts.join(mid))
    };
    let line = |cells: &[String], out: &mut String| {
        let height = cells
            .iter()
            .map(|c| c.lines().count())
            .max()
            .unwrap_or(1)
            .max(1);
        for k in 0..height {
            out.push('│');
            for (i, (cell, w)) in cells.iter().zip(&widths).enumerate() {
                if i > 0 {
                    out.push('┆');
                }
                let text = cell.lines().nth(k).unwrap_or("");
                // Spaces pushed one by one: a table of a lifetime has millions of cells.
                let pad = w.saturating_sub(layout::width(text));
                out.push(' ');
                if right.get(i).copied().unwrap_or(false) {
                    out.extend(std::iter::repeat_n(' ', pad));
                    out.push_str(text);
                } else {
                    out.push_str(text);
                    out.extend(std::iter::repeat_n(' ', pad));
                }
                out.push(' ');
            }
            out.push_str("│\n");
        }
    };
    // Drawn into a buffer that is handed on whenever it holds 64 kB.
    let mut buffer = String::with_capacity(1 << 17);
    buffer.push_str(&rule("┌", "─", "┬", "┐"));
    line(header, &mut buffer);
    buffer.push_str(&rule("╞", "═", "╪", "╡"));
    for row in rows {
        line(row.as_ref(), &mut buffer);
        if buffer.len() >= 1 << 16 {
            out.write_all(buffer.as_bytes())?;
            buffer.clear();
        }
    }
    buffer.push_str(&rule("└", "─", "┴", "┘"));
    out.write_all(buffer.as_bytes())
}

/// The width a table of these columns takes, borders included.
pub fn table_width(widths: &[usize]) -> usize {
    widths.iter().map(|w| w + 3).sum::<usize>() + 1
}

/// The narrowest a header is wrapped to when its table does not fit.
const HEADER_NARROWEST: usize = 12;

/// A table too wide for `width` as several tables, each with the first
/// column and as many of the others as fit, in order. Too wide, its headers
/// are whole words on more lines ("Average" over "final total") rather than
/// cut to fit.
pub fn split_table(
    header: &[String],
    rows: &[Vec<String>],
    right: &[bool],
    width: usize,
) -> String {
    let cell_width = layout::width;
    let body_width = |c: usize| rows.iter().map(|r| cell_width(&r[c])).max().unwrap_or(0);
    let whole: Vec<usize> = (0..header.len())
        .map(|c| body_width(c).max(cell_width(&header[c])))
        .collect();
    let wrapped: Vec<String>;
    let header = if table_width(&whole) > width {
        wrapped = header
            .iter()
            .enumerate()
            .map(|(c, h)| {
                let word = h.split(' ').map(cell_width).max().unwrap_or(0);
                layout::wrap_cell(h, body_width(c).max(word).max(HEADER_NARROWEST))
            })
            .collect();
        &wrapped[..]
    } else {
        header
    };
    let widths: Vec<usize> = (0..header.len())
        .map(|c| {
            rows.iter()
                .map(|r| cell_width(&r[c]))
                .chain(std::iter::once(cell_width(&header[c])))
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut group = vec![0];
    for c in 1..header.len() {
        let mut trial: Vec<usize> = group.iter().map(|&g| widths[g]).collect();
        trial.push(widths[c]);
        if group.len() > 1 && table_width(&trial) > width {
            groups.push(std::mem::replace(&mut group, vec![0, c]));
        } else {
            group.push(c);
        }
    }
    groups.push(group);
    groups
        .iter()
        .map(|cols| {
            let pick = |row: &[String]| cols.iter().map(|&c| row[c].clone()).collect::<Vec<_>>();
            let body: Vec<Vec<String>> = rows.iter().map(|r| pick(r)).collect();
            let align: Vec<bool> = cols
                .iter()
                .map(|&c| right.get(c).copied().unwrap_or(false))
                .collect();
            long_table(&pick(header), &body, &align)
        })
        .collect::<Vec<_>>()
        .join("\n")
}
