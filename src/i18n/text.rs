//! Text as a terminal shows it, below every layer that lays text out: the
//! columns a text takes, and a space that lines do not break at. The render
//! layer's wrappers (`render::layout`) and the help of the command line
//! (`flags::help`, which stands below render) both use them.

/// A space that lines do not break at (a private-use character, one column
/// wide like the space it stands for): [`glue`] puts it in, the wrappers take
/// it out again.
pub(crate) const GLUE: char = '\u{e000}';

/// `text` kept on one line by the wrappers: its spaces are not places to break.
pub fn glue(text: &str) -> String {
    text.replace(' ', &GLUE.to_string())
}

/// `text` with the glue of [`glue`] turned back into spaces.
pub fn unglue(text: &str) -> String {
    text.replace(GLUE, " ")
}

/// A piece of a text that writes what is typed as Markdown's code spans
/// (`` `skyjo config` ``): words, or the inside of a code span.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Piece<'a> {
    /// Words; a backtick without its pair is a piece of its own.
    Words(&'a str),
    /// The inside of a code span, without its backticks.
    Code(&'a str),
}

/// The pieces of `text`, in order: the words between code spans, and each
/// code span's inside. A backtick without its pair (the last of an odd
/// number) stays, as words. The one reading of code spans, for the terminal's
/// wrapping (`render::layout`), `--help`, and the man page.
pub fn pieces(text: &str) -> Vec<Piece<'_>> {
    let parts: Vec<&str> = text.split('`').collect();
    let last = parts.len() - 1;
    let mut pieces = Vec::with_capacity(parts.len() + 1);
    for (i, part) in parts.into_iter().enumerate() {
        if i % 2 == 0 {
            pieces.push(Piece::Words(part));
        } else if i < last {
            pieces.push(Piece::Code(part));
        } else {
            pieces.push(Piece::Words("`"));
            pieces.push(Piece::Words(part));
        }
    }
    pieces
}

/// `text` with the backticks of its code spans taken out: what a reader
/// types, as a page that cannot set it apart (the man page, a shell's
/// completion list) shows it.
pub fn without_code_marks(text: &str) -> String {
    pieces(text)
        .into_iter()
        .map(|piece| match piece {
            Piece::Words(words) | Piece::Code(words) => words,
        })
        .collect()
}

/// The columns `text` takes on a terminal (the widest of its lines).
pub fn width(text: &str) -> usize {
    if is_plain(text) {
        // One line of plain ASCII, the usual cell of a long table.
        return text.len();
    }
    text.lines().map(line_width).max().unwrap_or(0)
}

/// Printable ASCII only: one column a byte, no line break, no escape code.
fn is_plain(text: &str) -> bool {
    text.bytes().all(|b| (0x20..0x7f).contains(&b))
}

/// The columns of one line. Plain ASCII (the usual cell of a long table)
/// is counted by its length without decoding it.
pub(crate) fn line_width(line: &str) -> usize {
    if is_plain(line) {
        line.len()
    } else {
        textwrap::core::display_width(line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_spans_are_read_once_for_every_page() {
        assert_eq!(
            pieces("see `skyjo log 1` and `x`."),
            [
                Piece::Words("see "),
                Piece::Code("skyjo log 1"),
                Piece::Words(" and "),
                Piece::Code("x"),
                Piece::Words("."),
            ]
        );
        // A backtick without its pair stays as it is.
        assert_eq!(
            pieces("a `b` c `d"),
            [
                Piece::Words("a "),
                Piece::Code("b"),
                Piece::Words(" c "),
                Piece::Words("`"),
                Piece::Words("d"),
            ]
        );
        assert_eq!(pieces("plain"), [Piece::Words("plain")]);
        assert_eq!(
            without_code_marks("Print JSON (the contract in `skyjo docs cli`) instead"),
            "Print JSON (the contract in skyjo docs cli) instead"
        );
        assert_eq!(without_code_marks("one ` alone"), "one ` alone");
    }
}
