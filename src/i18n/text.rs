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
