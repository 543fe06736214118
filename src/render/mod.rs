//! The presentation layer: every screen, for people and as JSON, rendered
//! into a `String`. Texts for people come from the catalogs (`crate::i18n`)
//! in the reader's language; JSON is the English contract of docs/cli.md.
//! Nothing here prints, and nothing here decides a score.

pub mod advise;
pub mod assist;
pub mod chances;
pub mod chart;
pub mod closing;
#[cfg(test)]
pub(crate) mod contract;
pub mod history;
pub mod layout;
pub mod markdown;
pub mod round;
pub mod sheet;
pub mod sync;
pub mod view;

use std::io::IsTerminal;

use chrono::{DateTime, Local, SecondsFormat, Utc};
use comfy_table::{CellAlignment, ContentArrangement, Table, presets};
use serde::Serialize;

use crate::flags::ColorChoice;
use crate::i18n::{Lang, Message, Words, t};
use crate::msg;
use crate::rules::{RuleNote, Rules};
use crate::tr;

/// How text output should look.
#[derive(Debug, Clone, Copy)]
pub struct Style {
    /// Whether to use color and bold.
    pub color: bool,
    /// The widest line the terminal takes.
    pub width: u16,
    /// The language of the text.
    pub lang: Lang,
}

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

/// The one line of an empty list: `whole_id` when the whole history is empty,
/// "No games in that period" when only the period asked for is.
pub fn empty_list(lang: Lang, whole: bool, whole_id: &'static str) -> String {
    format!(
        "{}\n",
        t(lang, if whole { whole_id } else { "period-none" })
    )
}

/// An edition as the JSON names it: `classic`, `action`.
pub fn edition_key(edition: crate::rules::Edition) -> &'static str {
    crate::rules::Choice::name(edition)
}

/// The words of a history screen with nothing to show: no games yet, none
/// in that period, or none of the edition asked for (`--edition`).
/// `whole_id` says the first ("games-none").
pub fn empty_selection(
    lang: crate::i18n::Lang,
    period: crate::store::stats::Period,
    whole_id: &'static str,
) -> String {
    let Some(edition) = period.edition else {
        return empty_list(lang, period.is_all_time(), whole_id);
    };
    format!(
        "{}\n",
        crate::tr!(
            lang,
            "history-edition-none",
            edition = edition_key(edition),
            period = if period.is_all_time() { "no" } else { "yes" }
        )
    )
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

/// Pretty JSON and a newline. A struct keeps its field order; a `Value` map
/// comes out with sorted keys.
pub fn to_json<T: Serialize + ?Sized>(value: &T) -> String {
    format!(
        "{}\n",
        serde_json::to_string_pretty(value).expect("plain data serializes")
    )
}

/// A time as the JSON contract writes it (UTC, RFC 3339, seconds).
pub fn json_time(time: DateTime<Utc>) -> String {
    time.to_rfc3339_opts(SecondsFormat::Secs, true)
}

/// A time in the reader's time zone, to the minute (`2026-11-28 19:00`).
pub fn local_time(time: DateTime<Utc>) -> String {
    use chrono::{Datelike, Timelike};
    let t = time.with_timezone(&Local);
    // Written by hand: a strftime pattern is parsed again on every call,
    // and a long history lists a hundred thousand of these.
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02}",
        t.year(),
        t.month(),
        t.day(),
        t.hour(),
        t.minute()
    )
}

/// A date in the reader's time zone.
pub fn local_date(time: DateTime<Utc>) -> String {
    time.with_timezone(&Local).format("%Y-%m-%d").to_string()
}

/// A date in the reader's time zone as the reader writes it in a sentence:
/// `3 December 2026`, `3 december 2026`, `3. december 2026`.
pub fn long_date(lang: Lang, time: DateTime<Utc>) -> String {
    use chrono::Datelike;
    let t = time.with_timezone(&Local);
    tr!(
        lang,
        "date-long",
        day = t.day(),
        month = t.month(),
        year = t.year().to_string()
    )
}

/// One setting of a game as a message.
pub fn rule_note(note: RuleNote) -> Message {
    match note {
        RuleNote::Target(target) => msg!("rule-target", target = target),
        RuleNote::Rounds(rounds) => msg!("rule-rounds", rounds = rounds),
        RuleNote::ColumnsInPlay => msg!("rule-columns-in-play"),
        RuleNote::NoColumns => msg!("rule-no-columns"),
        RuleNote::Rows => msg!("rule-rows"),
        RuleNote::TiesSafe => msg!("rule-ties-safe"),
        RuleNote::NoDoubling => msg!("rule-no-doubling"),
        RuleNote::NegativesDoubled => msg!("rule-negatives-doubled"),
        RuleNote::DecidingRound => msg!("rule-deciding-round"),
        RuleNote::RoundWinnerStarts => msg!("rule-round-winner-starts"),
        RuleNote::Action => msg!("rule-edition-action"),
        RuleNote::StarLinesKept => msg!("rule-star-lines-kept"),
        RuleNote::OwnDeck => msg!("rule-own-deck"),
    }
}

/// The rules of a game in a line, in `lang`: the end, then what differs from the official rules.
pub fn rules_text(rules: &Rules, lang: Lang) -> String {
    rules
        .notes()
        .into_iter()
        .map(|note| rule_note(note).text(lang))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `skyjo config`: every setting, its value and where it comes from.
pub fn config_text(
    file: &str,
    exists: bool,
    rows: &[(&'static str, String, crate::flags::Source)],
    style: Style,
) -> String {
    let lang = style.lang;
    let mut out = if exists {
        tr!(lang, "config-file-read", file = file)
    } else {
        tr!(lang, "config-file-missing", file = file)
    };
    out.push('\n');
    let header =
        ["config-col-setting", "config-col-value", "config-col-from"].map(|id| t(lang, id));
    let body: Vec<[String; 3]> = rows
        .iter()
        .map(|(key, value, source)| [key.to_string(), value.clone(), t(lang, source_id(*source))])
        .collect();
    out.push_str(&long_table(&header, &body, &[false, false, false]));
    out
}

fn source_id(source: crate::flags::Source) -> &'static str {
    use crate::flags::Source;
    match source {
        Source::Flag => "config-from-flag",
        Source::Env => "config-from-env",
        Source::File => "config-from-file",
        Source::Locale => "config-from-locale",
        Source::Default => "config-from-default",
    }
}

/// `skyjo config`: `{"file", "file_exists", "settings": [{"from", "name",
/// "value"}]}`, every setting in force and where it comes from.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ConfigView {
    /// The settings file read (or that would be).
    pub file: String,
    /// Whether it exists.
    pub file_exists: bool,
    /// Every setting, in the order `skyjo config` lists them.
    pub settings: Vec<SettingLine>,
    /// The same settings, for the words.
    #[serde(skip)]
    pub rows: Vec<(&'static str, String, crate::flags::Source)>,
}

/// `skyjo config set|unset`: `{"file", "key", "value"}` (`value` null: taken out).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ConfigSetView {
    /// The config file written.
    pub file: String,
    /// The setting.
    pub key: String,
    /// Its value now in the file, `None` when taken out.
    pub value: Option<String>,
}

impl view::Screen for ConfigSetView {
    fn text(&self, style: Style) -> String {
        let line = match &self.value {
            Some(value) => tr!(
                style.lang,
                "config-set",
                key = self.key.as_str(),
                value = value.as_str(),
                file = self.file.as_str()
            ),
            None => tr!(
                style.lang,
                "config-unset",
                key = self.key.as_str(),
                file = self.file.as_str()
            ),
        };
        format!("{line}\n")
    }
}

/// One setting of a [`ConfigView`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SettingLine {
    /// `flag`, `env`, `file`, `locale` (the language only) or `default`.
    pub from: &'static str,
    /// The setting's name.
    pub name: &'static str,
    /// Its value.
    pub value: String,
}

impl ConfigView {
    /// The view of `rows` read from `file` (`exists`: whether it is there).
    pub fn of(
        file: String,
        exists: bool,
        rows: Vec<(&'static str, String, crate::flags::Source)>,
    ) -> ConfigView {
        use crate::flags::Source;
        ConfigView {
            file,
            file_exists: exists,
            settings: rows
                .iter()
                .map(|(name, value, source)| SettingLine {
                    from: match source {
                        Source::Flag => "flag",
                        Source::Env => "env",
                        Source::File => "file",
                        Source::Locale => "locale",
                        Source::Default => "default",
                    },
                    name,
                    value: value.clone(),
                })
                .collect(),
            rows,
        }
    }
}

impl view::Screen for ConfigView {
    fn text(&self, style: Style) -> String {
        config_text(&self.file, self.file_exists, &self.rows, style)
    }
}

/// `skyjo docs`: the documents there are, each `(name, catalog id of what
/// it is about, whether it is written in the reader's language)`; one in
/// English only says so. What a document is about wraps under itself when
/// the line would pass `columns` (German words are long).
pub fn docs_list(docs: &[(&str, &'static str, bool)], lang: Lang, columns: usize) -> String {
    let mut out = t(lang, "docs-list");
    out.push('\n');
    let width = docs.iter().map(|(name, ..)| name.len()).max().unwrap_or(0);
    let lead = "  skyjo docs ".len() + width + 2;
    let room = columns.saturating_sub(lead).max(20);
    for (name, about, in_lang) in docs {
        let mut about = t(lang, about);
        if !in_lang {
            about = tr!(lang, "docs-in-english", about = about);
        }
        let about = layout::wrap_cell(&about, room).replace('\n', &format!("\n{:lead$}", ""));
        out.push_str(&format!("  skyjo docs {name:width$}  {about}\n"));
    }
    out
}

/// An error line: `error: ` (in `lang`, in red when stderr is a terminal and
/// color is allowed) and `what`, begun with a capital where the language
/// writes a whole sentence after a colon so (German: `Fehler: Es gibt ...`;
/// the catalog's `error-capital`). The messages themselves begin small, as
/// they are also used inside other sentences.
pub fn error_line(choice: ColorChoice, lang: Lang, what: &str) -> String {
    format!(
        "{}{}",
        error_prefix(choice, lang),
        after_error_prefix(lang, what)
    )
}

/// `what` as it follows `error: ` in `lang`: see [`error_line`].
pub fn after_error_prefix(lang: Lang, what: &str) -> String {
    if crate::i18n::t(lang, "error-capital") != "yes" {
        return what.to_string();
    }
    let mut chars = what.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// `error: ` (in `lang`), in red when stderr is a terminal and color is allowed.
pub fn error_prefix(choice: ColorChoice, lang: Lang) -> String {
    let color = choice.enabled(std::io::stderr().is_terminal());
    let word = tr!(lang, "error-prefix");
    format!("{} ", layout::paint(&word, layout::Paint::Red, color))
}
