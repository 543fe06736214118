//! The score sheets as CSV (`export --format csv`, docs/export.md): one
//! record per player per round, for a spreadsheet. The sheet is written as
//! the reader's spreadsheet opens it: where the decimal separator is a
//! comma (Swedish, Danish), the fields are separated by `;` (a spreadsheet
//! there reads `,` as part of a number), the file starts with a UTF-8
//! byte-order mark (without it, Excel reads `ø` as `Ã¸`), and the headings
//! and yes/no are words of the language. English keeps the field names,
//! `true`/`false` and `,` that scripts read, with no mark.

use std::io::Write;

use crate::i18n::{Lang, t};
use crate::store::records::GameRecord;

/// The catalog ids of the headings, in the order of the fields.
const HEADINGS: [&str; 10] = [
    "csv-game-uid",
    "csv-played-at",
    "csv-round",
    "csv-closer",
    "csv-player",
    "csv-entry",
    "csv-raw",
    "csv-doubled",
    "csv-score",
    "csv-total",
];

/// The UTF-8 byte-order mark.
pub const BYTE_ORDER_MARK: &str = "\u{feff}";

/// How a sheet is written: its separator, whether it starts with a
/// byte-order mark, and its words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetStyle {
    /// The field separator.
    pub delimiter: u8,
    /// Whether the file starts with [`BYTE_ORDER_MARK`].
    pub byte_order_mark: bool,
    /// The headings of the fields.
    pub headings: Vec<String>,
    /// A doubled score, and one that is not.
    pub yes_no: [String; 2],
}

impl SheetStyle {
    /// The sheet in `lang`: `delimiter` if given, else `;` where the
    /// language's decimal separator is a comma and `,` elsewhere; a
    /// byte-order mark for every language but English.
    pub fn of(lang: Lang, delimiter: Option<u8>) -> SheetStyle {
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
        })
    }

    /// The score sheet of one game (the `csv` crate quotes a field that holds
    /// the separator, a quote, a newline or a carriage return). A game of
    /// final totals only has one record per player with the round fields empty.
    pub fn game(&mut self, game: &GameRecord) -> std::io::Result<()> {
        if let Some(totals) = &game.final_totals {
            for (name, total) in game.players.iter().zip(totals) {
                let total = total.to_string();
                self.out
                    .write_record([
                        &game.uid,
                        &game.played_at,
                        "",
                        "",
                        name,
                        "",
                        "",
                        "",
                        "",
                        &total,
                    ])
                    .map_err(csv_io)?;
            }
            return Ok(());
        }
        let mut totals = vec![0; game.players.len()];
        for round in &game.rounds {
            for (seat, name) in game.players.iter().enumerate() {
                totals[seat] += round.scores[seat];
                let doubled = &self.yes_no[usize::from(!round.doubled[seat])];
                self.out
                    .write_record([
                        game.uid.as_str(),
                        &game.played_at,
                        &round.number.to_string(),
                        &round.closer,
                        name,
                        &round.entries[seat],
                        &round.raw[seat].to_string(),
                        doubled,
                        &round.scores[seat].to_string(),
                        &totals[seat].to_string(),
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
    fn english_keeps_the_field_names_and_danish_and_swedish_read_as_their_spreadsheets() {
        let en = SheetStyle::of(Lang::EN, None);
        assert_eq!(en.delimiter, b',');
        assert!(!en.byte_order_mark);
        assert_eq!(en.headings[0], "game_uid");
        assert_eq!(en.yes_no, ["true".to_string(), "false".to_string()]);
        for code in ["da", "sv"] {
            let style = SheetStyle::of(Lang::from_code(code).unwrap(), None);
            assert_eq!(style.delimiter, b';', "{code}");
            assert!(style.byte_order_mark, "{code}");
            assert_eq!(style.yes_no, ["ja".to_string(), "nej".to_string()]);
        }
        // --delimiter chooses.
        assert_eq!(SheetStyle::of(Lang::EN, Some(b';')).delimiter, b';');
        let da = Lang::from_code("da").unwrap();
        assert_eq!(SheetStyle::of(da, Some(b',')).delimiter, b',');
    }
}
