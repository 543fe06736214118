//! The one text layout of every screen, prompt and error: the width of the
//! terminal, the width of a text as the terminal shows it (escape codes 0
//! columns, a wide character such as `李` 2, a combining accent 0), wrapping
//! between words with the same indented continuation everywhere, and colour,
//! applied here so that turning it on or off never changes a width or a
//! line break.

use std::borrow::Cow;

use textwrap::{Options, WordSeparator, WordSplitter};

/// The narrowest width wrapped to: narrower than this, words would stand alone.
const NARROWEST: usize = 20;

use crate::i18n::text::{GLUE, Piece, line_width};
pub use crate::i18n::text::{glue, unglue, width};

fn unglue_owned(text: String) -> String {
    if text.contains(GLUE) {
        text.replace(GLUE, " ")
    } else {
        text
    }
}

/// How much further a continuation line is indented than its first line.
pub const CONTINUATION: &str = "  ";

/// The width of the terminal on stdout (`stderr`: on stderr): its own size,
/// else `COLUMNS`, else 80.
pub fn terminal_width(stderr: bool) -> usize {
    let term = if stderr {
        console::Term::stderr()
    } else {
        console::Term::stdout()
    };
    term.size_checked()
        .map(|(_, cols)| usize::from(cols))
        .filter(|&c| c > 0)
        .or_else(columns)
        .unwrap_or(80)
}

/// The width that text on stderr is fitted to: the terminal's when stderr is
/// one, else `COLUMNS` when it is set; `None` (whole lines, as a log or a
/// script reads them best) when stderr goes to a file or a pipe.
pub fn stderr_width() -> Option<usize> {
    let term = console::Term::stderr();
    if term.is_term() {
        Some(terminal_width(true))
    } else {
        columns()
    }
}

/// `text` as it is printed on stderr: fitted to [`stderr_width`].
pub fn for_stderr(text: &str) -> String {
    match stderr_width() {
        Some(columns) => fit(text.to_string(), columns),
        None => text.to_string(),
    }
}

/// `COLUMNS` from the environment, when it holds a width.
pub fn columns() -> Option<usize> {
    std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.trim().parse().ok())
        .filter(|&c| c > 0)
}

/// `text` and spaces up to `columns` (left-aligned), or spaces and `text`
/// (`right`); a text as wide or wider is left as it is.
pub fn pad(text: &str, columns: usize, right: bool) -> String {
    let fill = " ".repeat(columns.saturating_sub(width(text)));
    if right {
        format!("{fill}{text}")
    } else {
        format!("{text}{fill}")
    }
}

/// `text` cut to at most `columns` columns, with `…` at the end when cut.
pub fn shorten(text: &str, columns: usize) -> String {
    if width(text) <= columns {
        return text.to_string();
    }
    let mut out = String::new();
    let mut used = 0;
    for c in text.chars() {
        let w = textwrap::core::display_width(c.encode_utf8(&mut [0; 4]));
        if used + w + 1 > columns {
            break;
        }
        out.push(c);
        used += w;
    }
    // A combining accent after the cut would sit on the ellipsis.
    out.push('…');
    out
}

fn options(columns: usize) -> Options<'static> {
    Options::new(columns.max(1))
        .break_words(false)
        .word_separator(WordSeparator::AsciiSpace)
        .word_splitter(WordSplitter::NoHyphenation)
}

/// One line of prose in lines of at most `columns` columns, broken only
/// between words (a word wider than the line stands alone on its line); the
/// continuation lines keep the line's indentation and add [`CONTINUATION`].
pub fn wrap_line(line: &str, columns: usize) -> String {
    let columns = columns.max(NARROWEST);
    if line_width(line) <= columns {
        return unglue_owned(keep_code_spans(line, columns).into_owned());
    }
    let body = line.trim_start_matches(' ');
    let indent = &line[..line.len() - body.len()];
    let next = format!("{indent}{CONTINUATION}");
    let body = keep_last_number(body);
    let body = keep_code_spans(&body, columns.saturating_sub(next.len()));
    let lines = textwrap::wrap(
        &body,
        options(columns)
            .initial_indent(indent)
            .subsequent_indent(&next),
    );
    unglue_owned(lines.join("\n"))
}

/// `line` with its last number kept with the word before it, so that a
/// wrapped line never ends with a number standing alone on the next line
/// ("not doubled, 35" breaks before "doubled", not before "35").
fn keep_last_number(line: &str) -> Cow<'_, str> {
    let Some(space) = line.trim_end().rfind(' ') else {
        return Cow::Borrowed(line);
    };
    let last = line[space + 1..].trim_end_matches(['.', ')', ';', ',', '%']);
    let number = last.trim_start_matches(['-', '+', '(']);
    if !number.is_empty()
        && number
            .chars()
            .all(|c| c.is_ascii_digit() || c == ',' || c == '.')
    {
        let mut glued = String::with_capacity(line.len() + 2);
        glued.push_str(&line[..space]);
        glued.push(GLUE);
        glued.push_str(&line[space + 1..]);
        Cow::Owned(glued)
    } else {
        Cow::Borrowed(line)
    }
}

/// `line` with the spaces inside its `code spans` glued, so that a command
/// quoted in backticks (`skyjo sync`) is never broken across two lines: it
/// is typed as it is read. Only a span that fits in `room` columns (a line
/// after the first) is glued: a note of the family's with two backticks far
/// apart still wraps. A backtick without its pair is left as it is. A
/// command of ours (a span that starts with `skyjo`) is printed without its
/// backticks, which are Markdown's and not the family's: a terminal shows
/// them as they are.
fn keep_code_spans(line: &str, room: usize) -> Cow<'_, str> {
    if line.matches('`').nth(1).is_none() {
        return Cow::Borrowed(line);
    }
    let mut glued = String::with_capacity(line.len() + 8);
    for piece in crate::i18n::text::pieces(line) {
        let code = match piece {
            Piece::Words(words) => {
                glued.push_str(words);
                continue;
            }
            Piece::Code(code) => code,
        };
        let command = code.starts_with("skyjo ") || code == "skyjo";
        if !command {
            glued.push('`');
        }
        if width(code) + 2 <= room {
            glued.extend(code.chars().map(|c| if c == ' ' { GLUE } else { c }));
        } else {
            glued.push_str(code);
        }
        if !command {
            glued.push('`');
        }
    }
    Cow::Owned(glued)
}

/// Text in lines of at most `columns` columns without any indentation, a line
/// break in `text` read as a space (so wrapped text wraps again as the plain
/// text would). For the cells of a table.
pub fn wrap_cell(text: &str, columns: usize) -> String {
    // The same first-fit breaking as `textwrap::wrap` (words at plain spaces,
    // none split), written out: the list of a lifetime's games wraps a cell
    // or two of each of 100,000 rows, and this allocates only the result.
    let mut out = String::with_capacity(text.len() + 8);
    let mut line = 0;
    for word in text.split([' ', '\n']).filter(|w| !w.is_empty()) {
        let len = line_width(word);
        if line > 0 && line + 1 + len <= columns {
            out.push(' ');
            line += 1;
        } else if line > 0 {
            out.push('\n');
            line = 0;
        }
        if word.is_ascii() {
            out.push_str(word);
        } else {
            out.extend(word.chars().map(|c| if c == GLUE { ' ' } else { c }));
        }
        line += len;
    }
    out
}

/// A list `A 1, B 2, C 3` in lines of at most `columns` columns, broken only
/// after a comma: an item is never split.
pub fn wrap_list(list: &str, columns: usize) -> String {
    let mut glued = String::with_capacity(list.len() + 8);
    for (i, item) in list.split(", ").enumerate() {
        if i > 0 {
            glued.push_str(", ");
        }
        for c in item.chars() {
            glued.push(if c == ' ' { GLUE } else { c });
        }
    }
    wrap_cell(&glued, columns)
}

/// Whether a line is drawn (a table, a chart) rather than prose. Drawn lines
/// are made to fit where they are drawn and are never wrapped.
fn is_drawn(line: &str) -> bool {
    line.contains(['│', '┌', '└', '╞', '├', '┆'])
        || line.contains(" |")
        || line.trim_start().starts_with("+-")
}

/// The screen with every line of prose wider than `columns` wrapped between
/// words ([`wrap_line`]). Tables and charts are made to fit where they are drawn.
pub fn fit(text: String, columns: usize) -> String {
    let fits = |line: &str| line.len() <= columns || line_width(line) <= columns || is_drawn(line);
    if text.lines().all(fits) {
        // The usual case, and every long table: nothing to copy.
        return unglue_owned(text);
    }
    let mut out = String::with_capacity(text.len() + 64);
    for line in text.split_inclusive('\n') {
        let body = line.trim_end_matches('\n');
        if fits(body) {
            out.push_str(line);
            continue;
        }
        out.push_str(&wrap_line(body, columns));
        if line.ends_with('\n') {
            out.push('\n');
        }
    }
    unglue_owned(out)
}

/// The colours and weights of the screens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Paint {
    /// Bold.
    Bold,
    /// Red: an error, a doubled score.
    Red,
    /// Bold green: the leader.
    Leader,
    /// Underlined: emphasis in a document.
    Underline,
    /// Cyan: what is typed, in a document.
    Code,
}

/// `text` in `paint` when `color` is on. The escape codes take no column:
/// [`width`] of the result is the width of `text`.
pub fn paint(text: &str, paint: Paint, color: bool) -> Cow<'_, str> {
    if !color {
        return Cow::Borrowed(text);
    }
    let code = match paint {
        Paint::Bold => "1",
        Paint::Red => "31",
        Paint::Leader => "1;32",
        Paint::Underline => "4",
        Paint::Code => "36",
    };
    Cow::Owned(format!("\x1b[{code}m{text}\x1b[0m"))
}

/// `text` without escape codes: what a terminal shows of it.
pub fn plain(text: &str) -> String {
    console::strip_ansi_codes(text).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wrapped_line_never_leaves_its_last_number_alone() {
        let line =
            "Fordobling: Mette afsluttede med 35, alene lavest (Jørgen har 45): fordobles ikke, 35";
        let wrapped = wrap_line(line, 80);
        assert_eq!(
            wrapped,
            "Fordobling: Mette afsluttede med 35, alene lavest (Jørgen har 45): fordobles\n  ikke, 35"
        );
        assert!(wrapped.lines().all(|l| l.trim().parse::<i32>().is_err()));
        // A line that fits is left as it is.
        assert_eq!(wrap_line("Point: Mette 35", 80), "Point: Mette 35");
    }

    #[test]
    fn a_command_in_backticks_is_not_broken() {
        let line = "Der Ordner würde in /tmp/sy/config.toml gespeichert, und von da an würde `skyjo sync` genügen.";
        // A command of ours loses its backticks (Markdown's, not the
        // family's); the span stays on one line.
        assert_eq!(
            wrap_line(line, 80),
            "Der Ordner würde in /tmp/sy/config.toml gespeichert, und von da an würde\n  skyjo sync genügen."
        );
        assert_eq!(
            wrap_line("From now on `skyjo sync` is enough; `x y` stays.", 80),
            "From now on skyjo sync is enough; `x y` stays."
        );
        // Only between a pair: a lone backtick glues nothing.
        assert_eq!(
            wrap_line("aaaa `bbbb cccc dddd eeee", 20),
            "aaaa `bbbb cccc dddd\n  eeee"
        );
        assert_eq!(
            wrap_line("aaaa bbbb cccc `dd ee` ff ` gg hh ii", 20),
            "aaaa bbbb cccc\n  `dd ee` ff ` gg hh\n  ii"
        );
        // A span wider than a continuation line wraps as words do.
        assert_eq!(
            wrap_line("a note: `we used the house rule` tonight", 20),
            "a note: `we used the\n  house rule`\n  tonight"
        );
    }

    #[test]
    fn width_is_the_terminals() {
        assert_eq!(width("Anna"), 4);
        // Escape codes take no column, a wide character two, a combining accent none.
        assert_eq!(width("\x1b[1;32mAnna\x1b[0m"), 4);
        assert_eq!(width("李小龙"), 6);
        assert_eq!(width("Rene\u{301}e"), 5);
        assert_eq!(width(&paint("Søren", Paint::Leader, true)), 5);
        assert_eq!(width("ab\nabcdef\n"), 6);
    }

    #[test]
    fn lines_break_between_words_with_the_same_indentation() {
        let line = "  en fjernet kolonne er x i alle tre rækker, skriv den som x x x";
        let wrapped = wrap_line(line, 30);
        assert_eq!(
            wrapped,
            "  en fjernet kolonne er x i\n    alle tre rækker, skriv den\n    som x x x"
        );
        for l in wrapped.lines() {
            assert!(width(l) <= 30, "{l}");
        }
        // A word wider than the line is not cut.
        assert_eq!(
            wrap_line("sikkerhedskopi_sikkerhedskopi_sikkerhedskopi først", 20),
            "sikkerhedskopi_sikkerhedskopi_sikkerhedskopi\n  først"
        );
        // Wide characters count two columns.
        assert_eq!(
            wrap_line("李小龙 李小龙 李小龙 李小龙 李小龙 李小龙", 20),
            "李小龙 李小龙 李小龙\n  李小龙 李小龙\n  李小龙"
        );
        // Colour does not move a break.
        let red = format!(
            "{} x2 = 38 delt laveste sum fordobles",
            paint("19", Paint::Red, true)
        );
        assert_eq!(
            plain(&wrap_line(&red, 22)),
            wrap_line("19 x2 = 38 delt laveste sum fordobles", 22)
        );
    }

    #[test]
    fn cells_and_lists_wrap_within_their_width() {
        assert_eq!(
            wrap_cell("won by Anna and David", 14),
            "won by Anna\nand David"
        );
        let once = wrap_cell("won by Anna and David", 14);
        assert_eq!(wrap_cell(&once, 10), wrap_cell("won by Anna and David", 10));
        assert_eq!(wrap_cell(&once, 10), "won by\nAnna and\nDavid");
        assert_eq!(
            wrap_list("Anna 12, Bertil 40, Cecilia 7", 20),
            "Anna 12, Bertil 40,\nCecilia 7"
        );
        assert_eq!(wrap_list("Anna 12", 3), "Anna 12");
    }

    #[test]
    fn glued_words_stay_together() {
        let line = format!(
            "In full: {}, {}",
            glue("Marga… = Margareta"),
            glue("Elisa… = Elisabet")
        );
        assert_eq!(
            fit(line, 30),
            "In full: Marga… = Margareta,\n  Elisa… = Elisabet"
        );
        assert_eq!(fit(glue("a b"), 80), "a b");
    }

    #[test]
    fn shortened_names_end_in_an_ellipsis() {
        assert_eq!(shorten("Henrietta", 6), "Henri…");
        assert_eq!(shorten("Anna", 6), "Anna");
        assert_eq!(shorten("李小龙李", 5), "李小…");
        assert_eq!(width(&shorten("Margareta", 7)), 7);
    }

    #[test]
    fn pads_by_the_shown_width() {
        assert_eq!(pad("李", 4, false), "李  ");
        assert_eq!(pad("7", 3, true), "  7");
        assert_eq!(
            pad(&paint("7", Paint::Bold, true), 3, true),
            "  \x1b[1m7\x1b[0m"
        );
    }
}
