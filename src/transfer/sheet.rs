//! The score sheets as CSV (`export --format csv`, docs/export.md): one
//! record per player per round, for a spreadsheet. The sheet is written as
//! the reader's spreadsheet opens it: where the decimal separator is a
//! comma (Swedish, Danish), the fields are separated by `;` (a spreadsheet
//! there reads `,` as part of a number), the file starts with a UTF-8
//! byte-order mark (without it, Excel reads `ø` as `Ã¸`), and the headings
//! and yes/no are words of the language. English keeps the field names,
//! `true`/`false` and `,` that scripts read, with no mark.
//!
//! No field is run as a formula: a text field that begins with `=`, `+`,
//! `-`, `@`, a tab or a carriage return (a name such as `@Anna` or `-Bo`, a
//! grid such as `-2 0 5 1 / ...`, a uid from an imported file) is written
//! with a `'` before it, as OWASP advises against CSV injection, and a
//! spreadsheet shows it as text. The numbers (round, raw, score, total, and
//! an entry that is a bare total) are written as they are: `-5` stays the
//! number -5. Nothing reads a sheet back (`import` reads the JSON export), so
//! nothing strips the `'` again.

use std::borrow::Cow;
use std::io::Write;

use chrono::{DateTime, Utc};

use crate::i18n::{Lang, t};
use crate::store::GameId;
use crate::store::records::GameRecord;

/// The catalog ids of the headings, in the order of the fields: the game's
/// number and when it was played as `games` shows them first, its uid (the
/// id that stays the same on every device) last.
const HEADINGS: [&str; 12] = [
    "csv-game",
    "csv-played",
    "csv-round",
    "csv-closer",
    "csv-player",
    "csv-entry",
    "csv-held",
    "csv-raw",
    "csv-doubled",
    "csv-score",
    "csv-total",
    "csv-game-uid",
];

/// The first characters that make a spreadsheet read a field as a formula
/// (`=`, `+`, `-`, `@`), or that one drops before it does (a tab, a carriage
/// return): OWASP's list for CSV injection.
const FORMULA_START: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// A text field as a spreadsheet shows it, never as a formula: with a `'`
/// before it when it begins with one of [`FORMULA_START`], else as it is.
pub fn text_field(text: &str) -> Cow<'_, str> {
    if text.starts_with(FORMULA_START) {
        Cow::Owned(format!("'{text}"))
    } else {
        Cow::Borrowed(text)
    }
}

/// An entry: a bare total (`-5`, a whole number) stays a number, and a grid
/// is text ([`text_field`]).
fn entry_field(entry: &str) -> Cow<'_, str> {
    let digits = entry.strip_prefix('-').unwrap_or(entry);
    if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        Cow::Borrowed(entry)
    } else {
        text_field(entry)
    }
}

/// A stored entry split for the sheet: the grid (or the bare total) alone,
/// and the action cards still held, a column of its own in the reader's
/// words rather than the stored `held=N` (an English word in a German
/// sheet). The held count is a number in a game whose edition
/// [`holds_cards`](crate::rules::Edition::holds_cards) (Skyjo Action: `0`
/// for a grid with none held) and empty in a classic game and for a bare
/// total, which counts the held cards already.
fn entry_and_held(entry: &str, holds_cards: bool) -> (&str, String) {
    if !holds_cards {
        return (entry, String::new());
    }
    if let Some((grid, last)) = entry.trim_end().rsplit_once(char::is_whitespace)
        && let Some(held) = last.strip_prefix("held=")
    {
        return (grid.trim_end(), held.to_string());
    }
    let digits = entry.strip_prefix('-').unwrap_or(entry);
    if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        (entry, String::new())
    } else {
        (entry, "0".to_string())
    }
}

/// The UTF-8 byte-order mark.
pub const BYTE_ORDER_MARK: &str = "\u{feff}";

/// How a sheet is written: its separator, whether it starts with a
/// byte-order mark, its words, and how it writes a time.
#[derive(Debug, Clone)]
pub struct SheetStyle {
    /// The field separator.
    pub delimiter: u8,
    /// Whether the file starts with [`BYTE_ORDER_MARK`].
    pub byte_order_mark: bool,
    /// The headings of the fields.
    pub headings: Vec<String>,
    /// A doubled score, and one that is not.
    pub yes_no: [String; 2],
    /// When a game was played, as the reader's screens write it (the
    /// presentation layer's `local_time`).
    pub time: fn(DateTime<Utc>) -> String,
}

impl SheetStyle {
    /// The sheet in `lang`: `delimiter` if given, else `;` where the
    /// language's decimal separator is a comma and `,` elsewhere; a
    /// byte-order mark for every language but English; times by `time`.
    pub fn of(lang: Lang, delimiter: Option<u8>, time: fn(DateTime<Utc>) -> String) -> SheetStyle {
        let delimiter = delimiter.unwrap_or(if t(lang, "decimal-separator") == "," {
            b';'
        } else {
            b','
        });
        SheetStyle {
            delimiter,
            byte_order_mark: lang != Lang::EN,
            headings: HEADINGS.iter().map(|id| t(lang, id)).collect(),
            yes_no: [t(lang, "csv-yes"), t(lang, "csv-no")],
            time,
        }
    }
}

/// A failure of the CSV writer: records of strings fail only as their
/// output does, so the error is that of the file (or the closed pipe).
fn csv_io(err: csv::Error) -> std::io::Error {
    match err.into_kind() {
        csv::ErrorKind::Io(err) => err,
        other => std::io::Error::other(format!("{other:?}")),
    }
}

/// Writes score sheets to `out`: the mark and the headings at [`Sheet::new`],
/// then each game given to [`Sheet::game`].
pub struct Sheet<W: Write> {
    out: csv::Writer<W>,
    yes_no: [String; 2],
    time: fn(DateTime<Utc>) -> String,
}

impl<W: Write> Sheet<W> {
    /// A sheet in `style` on `out`, its headings written.
    pub fn new(style: SheetStyle, mut out: W) -> std::io::Result<Sheet<W>> {
        if style.byte_order_mark {
            out.write_all(BYTE_ORDER_MARK.as_bytes())?;
        }
        let mut out = csv::WriterBuilder::new()
            .delimiter(style.delimiter)
            .buffer_capacity(1 << 16)
            .from_writer(out);
        out.write_record(&style.headings).map_err(csv_io)?;
        Ok(Sheet {
            out,
            yes_no: style.yes_no,
            time: style.time,
        })
    }

    /// The score sheet of game `number` (the `csv` crate quotes a field that
    /// holds the separator, a quote, a newline or a carriage return; a text
    /// field that could start a formula is marked by [`text_field`]). A game
    /// of final totals only has one record per player with the round fields
    /// empty.
    pub fn game(&mut self, number: GameId, game: &GameRecord) -> std::io::Result<()> {
        let number = number.to_string();
        let uid = text_field(&game.uid);
        // The store writes RFC 3339; a time it could not have written is
        // shown as it is.
        let head = &game.head;
        let played = DateTime::parse_from_rfc3339(&head.played_at)
            .map(|at| (self.time)(at.with_timezone(&Utc)))
            .unwrap_or_else(|_| head.played_at.clone());
        let played = text_field(&played);
        if let Some(totals) = &head.final_totals {
            for (name, total) in head.players.iter().zip(totals) {
                let total = total.to_string();
                self.out
                    .write_record([
                        &number,
                        &*played,
                        "",
                        "",
                        &text_field(name),
                        "",
                        "",
                        "",
                        "",
                        "",
                        &total,
                        &*uid,
                    ])
                    .map_err(csv_io)?;
            }
            return Ok(());
        }
        let holds_cards = head.rules.edition.holds_cards();
        let mut totals = vec![0; head.players.len()];
        for round in &game.rounds {
            for (seat, name) in head.players.iter().enumerate() {
                totals[seat] += round.scores[seat];
                let doubled = &self.yes_no[usize::from(!round.doubled[seat])];
                let (entry, held) = entry_and_held(&round.entries[seat], holds_cards);
                self.out
                    .write_record([
                        &number,
                        &*played,
                        &round.number.to_string(),
                        &text_field(&round.closer),
                        &text_field(name),
                        &entry_field(entry),
                        &held,
                        &round.raw[seat].to_string(),
                        doubled,
                        &round.scores[seat].to_string(),
                        &totals[seat].to_string(),
                        &*uid,
                    ])
                    .map_err(csv_io)?;
            }
        }
        Ok(())
    }

    /// Writes what is buffered.
    pub fn flush(&mut self) -> std::io::Result<()> {
        self.out.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_field_that_could_start_a_formula_is_marked_and_a_number_is_not() {
        for (text, written) in [
            (
                "=HYPERLINK(\"http://x\",\"y\")",
                "'=HYPERLINK(\"http://x\",\"y\")",
            ),
            ("+Cy", "'+Cy"),
            ("-Bo", "'-Bo"),
            ("@Anna", "'@Anna"),
            ("\tx", "'\tx"),
            ("\rx", "'\rx"),
            ("Anna", "Anna"),
            ("Anna-Bo", "Anna-Bo"),
            ("'quoted", "'quoted"),
            ("", ""),
        ] {
            assert_eq!(text_field(text), written, "{text:?}");
        }
        // A text field that is a negative number is still text (a name "-5").
        assert_eq!(text_field("-5"), "'-5");
        // An entry that is a bare total is a number; a grid is text.
        for (entry, written) in [
            ("-5", "-5"),
            ("-12", "-12"),
            ("14", "14"),
            ("0", "0"),
            ("-", "'-"),
            (
                "-2 0 5 1 / 3 3 3 3 / 1 1 1 1",
                "'-2 0 5 1 / 3 3 3 3 / 1 1 1 1",
            ),
            (
                "1 0 3 4 / -2 2 5 0 / 1 3 0 2",
                "1 0 3 4 / -2 2 5 0 / 1 3 0 2",
            ),
            (
                "x9 1 2 3 / x9 2 1 1 / x9 1 2 1",
                "x9 1 2 3 / x9 2 1 1 / x9 1 2 1",
            ),
            ("+5", "'+5"),
            ("-5+1", "'-5+1"),
        ] {
            assert_eq!(entry_field(entry), written, "{entry:?}");
        }
    }

    #[test]
    fn the_held_action_cards_are_a_column_of_their_own_and_the_entry_the_grid_alone() {
        let grid = "* 5 5 5 / 1 2 3 4 / 0 1 2 3";
        assert_eq!(
            entry_and_held(&format!("{grid} held=1"), true),
            (grid, "1".to_string())
        );
        assert_eq!(entry_and_held(grid, true), (grid, "0".to_string()));
        // A bare total counts the held cards already; a classic game has none.
        assert_eq!(entry_and_held("-5", true), ("-5", String::new()));
        assert_eq!(entry_and_held("25", true), ("25", String::new()));
        let classic = "1 0 3 4 / -2 2 5 0 / 1 3 0 2";
        assert_eq!(entry_and_held(classic, false), (classic, String::new()));
    }

    #[test]
    fn english_keeps_the_field_names_and_danish_and_swedish_read_as_their_spreadsheets() {
        let time = |at: DateTime<Utc>| at.to_string();
        let en = SheetStyle::of(Lang::EN, None, time);
        assert_eq!(en.delimiter, b',');
        assert!(!en.byte_order_mark);
        assert_eq!(en.headings[0], "game");
        assert_eq!(en.headings[6], "held");
        assert_eq!(en.headings[11], "game_uid");
        assert_eq!(en.yes_no, ["true".to_string(), "false".to_string()]);
        for (code, yes, no) in [
            ("da", "ja", "nej"),
            ("sv", "ja", "nej"),
            ("nb", "ja", "nei"),
            ("de", "ja", "nein"),
            ("fr", "oui", "non"),
        ] {
            let style = SheetStyle::of(Lang::from_code(code).unwrap(), None, time);
            assert_eq!(style.delimiter, b';', "{code}");
            assert!(style.byte_order_mark, "{code}");
            assert_eq!(style.yes_no, [yes.to_string(), no.to_string()], "{code}");
        }
        // --delimiter chooses.
        assert_eq!(SheetStyle::of(Lang::EN, Some(b';'), time).delimiter, b';');
        let da = Lang::from_code("da").unwrap();
        assert_eq!(SheetStyle::of(da, Some(b','), time).delimiter, b',');
    }
}
