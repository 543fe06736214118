//! A document of the manual (`skyjo docs NAME`) as a terminal shows it: the
//! Markdown of `docs/` read by pulldown-cmark and laid out here to a width,
//! with no markup character left. Prose is wrapped between words, lists hang
//! under their bullet, code keeps its lines (a line too long goes on under
//! itself, further in), and a table is drawn in columns when it fits, else
//! each row is a block of `heading: value` lines. Emphasis is bold,
//! underlined or coloured when colour is on; with colour off the text is the
//! same, character for character, without the escape codes.

use pulldown_cmark::{Alignment, Event, HeadingLevel, Options, Parser, Tag, TagEnd};

use super::layout::{Paint, paint, width as columns_of};
use crate::i18n::Lang;

/// What a piece of inline text is set in.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Look {
    strong: bool,
    emphasis: bool,
    code: bool,
}

impl Look {
    fn paint(self, text: &str, color: bool) -> String {
        let mut out = text.to_string();
        if self.code {
            out = paint(&out, Paint::Code, color).into_owned();
        }
        if self.strong {
            out = paint(&out, Paint::Bold, color).into_owned();
        }
        if self.emphasis {
            out = paint(&out, Paint::Underline, color).into_owned();
        }
        out
    }
}

/// A word as it is shown: its text painted, and the columns it takes.
#[derive(Debug, Clone, Default)]
struct Word {
    shown: String,
    columns: usize,
}

/// The inline text of a block, gathered into words.
#[derive(Debug, Default)]
struct Inline {
    words: Vec<Word>,
    /// The word being read: more text may join it (`**antaget**,`).
    open: Option<Word>,
}

/// A hard line break, kept among the words.
const BREAK: &str = "\n";

impl Inline {
    /// `text` as one word: a short code span (`skyjo log 1`, `--lang fr`,
    /// `27 - 10 = 17`) is never broken across lines, as it is typed or read
    /// whole; a longer one wraps as words do.
    fn push_code(&mut self, text: &str, look: Look, color: bool) {
        if text.contains('\n') || columns_of(text) > 32 {
            return self.push(text, look, color);
        }
        if text.starts_with(' ') {
            self.end_word();
        }
        let word = self.open.get_or_insert_with(Word::default);
        word.shown.push_str(&look.paint(text.trim(), color));
        word.columns += columns_of(text.trim());
        if text.ends_with(' ') {
            self.end_word();
        }
    }

    fn push(&mut self, text: &str, look: Look, color: bool) {
        let mut first = true;
        for piece in text.split([' ', '\n']) {
            if !first {
                self.end_word();
            }
            first = false;
            if piece.is_empty() {
                continue;
            }
            let word = self.open.get_or_insert_with(Word::default);
            word.shown.push_str(&look.paint(piece, color));
            word.columns += columns_of(piece);
        }
    }

    fn end_word(&mut self) {
        if let Some(word) = self.open.take() {
            self.words.push(word);
        }
    }

    fn hard_break(&mut self) {
        self.end_word();
        self.words.push(Word {
            shown: BREAK.to_string(),
            columns: 0,
        });
    }

    fn take(&mut self) -> Vec<Word> {
        self.end_word();
        std::mem::take(&mut self.words)
    }

    fn is_empty(&self) -> bool {
        self.words.is_empty() && self.open.is_none()
    }
}

/// `words` in lines of at most `width` columns: the first line starts with
/// `first`, the others with `next` (both as wide). A word wider than a line
/// is cut where the line ends.
fn fill(words: &[Word], first: &str, next: &str, width: usize) -> Vec<String> {
    let room = width.saturating_sub(columns_of(next)).max(10);
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut used = 0;
    let flush = |line: &mut String, used: &mut usize, lines: &mut Vec<String>| {
        let prefix = if lines.is_empty() { first } else { next };
        lines.push(format!("{prefix}{line}").trim_end().to_string());
        line.clear();
        *used = 0;
    };
    for word in words {
        if word.shown == BREAK {
            flush(&mut line, &mut used, &mut lines);
            continue;
        }
        if used > 0 && used + 1 + word.columns > room {
            flush(&mut line, &mut used, &mut lines);
        }
        if word.columns > room {
            // A path or a URL longer than the line: cut, as a terminal would.
            for piece in cut(&word.shown, room) {
                if used > 0 {
                    flush(&mut line, &mut used, &mut lines);
                }
                used = columns_of(&super::layout::plain(&piece));
                line.push_str(&piece);
            }
            continue;
        }
        if used > 0 {
            line.push(' ');
            used += 1;
        }
        line.push_str(&word.shown);
        used += word.columns;
    }
    if used > 0 || lines.is_empty() {
        flush(&mut line, &mut used, &mut lines);
    }
    lines
}

/// `text` in pieces of at most `room` columns, cut from what the terminal
/// shows of it: a word this long is a path or a URL, shown without paint.
fn cut(text: &str, room: usize) -> Vec<String> {
    let plain = super::layout::plain(text);
    let mut pieces = Vec::new();
    let mut piece = String::new();
    let mut used = 0;
    for c in plain.chars() {
        let w = columns_of(c.encode_utf8(&mut [0; 4]));
        if used + w > room && !piece.is_empty() {
            pieces.push(std::mem::take(&mut piece));
            used = 0;
        }
        piece.push(c);
        used += w;
    }
    if !piece.is_empty() {
        pieces.push(piece);
    }
    pieces
}

/// A list being read: its next number (`None`: bullets).
#[derive(Debug)]
struct List {
    next: Option<u64>,
}

/// A table being read.
#[derive(Debug, Default)]
struct Table {
    alignments: Vec<Alignment>,
    head: Vec<Vec<Word>>,
    rows: Vec<Vec<Vec<Word>>>,
    row: Vec<Vec<Word>>,
    in_head: bool,
}

/// The renderer's state between events.
struct Render {
    width: usize,
    color: bool,
    /// The page's language: a table's block labels are its `heading:`.
    lang: Lang,
    lines: Vec<String>,
    inline: Inline,
    looks: Vec<Look>,
    /// The indentation of the blocks inside the lists and quotes open now.
    indent: String,
    lists: Vec<List>,
    /// The bullet of the item whose first line is still to be written.
    bullet: Option<String>,
    /// The columns each open item added to `indent`.
    items: Vec<usize>,
    heading: Option<HeadingLevel>,
    code: Option<String>,
    table: Option<Table>,
    link: Vec<String>,
}

impl Render {
    fn look(&self) -> Look {
        self.looks.last().copied().unwrap_or_default()
    }

    /// A blank line before a block, but at the start and after one.
    fn space(&mut self) {
        if self.bullet.is_some() {
            return;
        }
        if self.lines.last().is_some_and(|l| !l.is_empty()) {
            self.lines.push(String::new());
        }
    }

    /// The words read so far as lines under the open lists.
    fn flush(&mut self) {
        if self.inline.is_empty() {
            return;
        }
        let words = self.inline.take();
        let first = match self.bullet.take() {
            Some(bullet) => {
                let before = self.indent.len() - columns_of(&bullet);
                format!("{}{bullet}", &self.indent[..before])
            }
            None => self.indent.clone(),
        };
        let lines = fill(&words, &first, &self.indent, self.width);
        self.lines.extend(lines);
    }

    fn text(&mut self, text: &str) {
        if let Some(code) = &mut self.code {
            code.push_str(text);
            return;
        }
        let look = self.look();
        self.inline.push(text, look, self.color);
    }

    fn start(&mut self, tag: Tag) {
        match tag {
            Tag::Paragraph => self.space(),
            Tag::Heading { level, .. } => {
                self.space();
                self.heading = Some(level);
                self.looks.push(Look {
                    strong: true,
                    ..self.look()
                });
            }
            Tag::BlockQuote(_) => {
                self.flush();
                self.space();
                self.indent.push_str("  ");
            }
            Tag::CodeBlock(_) => {
                self.flush();
                self.space();
                self.code = Some(String::new());
            }
            Tag::List(first) => {
                self.flush();
                if self.lists.is_empty() {
                    self.space();
                }
                self.lists.push(List { next: first });
            }
            Tag::Item => {
                self.flush();
                let list = self.lists.last_mut();
                let bullet = match list.and_then(|l| l.next.as_mut()) {
                    Some(n) => {
                        *n += 1;
                        format!("{}. ", *n - 1)
                    }
                    None => "• ".to_string(),
                };
                // The item's lines go on under its first word; the bullet
                // stands in the indentation's last columns.
                let columns = columns_of(&bullet);
                self.indent.push_str(&" ".repeat(columns));
                self.items.push(columns);
                self.bullet = Some(bullet);
            }
            Tag::Table(alignments) => {
                self.flush();
                self.space();
                self.table = Some(Table {
                    alignments,
                    ..Table::default()
                });
            }
            Tag::TableHead => {
                if let Some(table) = &mut self.table {
                    table.in_head = true;
                }
            }
            Tag::TableRow | Tag::TableCell => {}
            Tag::Emphasis => self.looks.push(Look {
                emphasis: true,
                ..self.look()
            }),
            Tag::Strong => self.looks.push(Look {
                strong: true,
                ..self.look()
            }),
            Tag::Link { dest_url, .. } => self.link.push(dest_url.into_string()),
            _ => {}
        }
    }

    fn end(&mut self, tag: TagEnd) {
        match tag {
            TagEnd::Paragraph => self.flush(),
            TagEnd::Heading(_) => {
                self.looks.pop();
                let words = self.inline.take();
                let lines = fill(&words, &self.indent, &self.indent, self.width);
                let level = self.heading.take();
                let under = match level {
                    Some(HeadingLevel::H1) => Some('═'),
                    Some(HeadingLevel::H2) => Some('─'),
                    _ => None,
                };
                let widest = lines
                    .iter()
                    .map(|l| columns_of(&super::layout::plain(l)))
                    .max()
                    .unwrap_or(0);
                self.lines.extend(lines);
                if let Some(c) = under {
                    self.lines.push(c.to_string().repeat(widest));
                }
            }
            TagEnd::BlockQuote(_) => {
                self.flush();
                self.indent.truncate(self.indent.len().saturating_sub(2));
            }
            TagEnd::CodeBlock => {
                let code = self.code.take().unwrap_or_default();
                let indent = format!("{}    ", self.indent);
                for line in code.trim_end_matches('\n').lines() {
                    let words: Vec<Word> = line
                        .split(' ')
                        .map(|w| Word {
                            shown: Look {
                                code: true,
                                ..Look::default()
                            }
                            .paint(w, self.color),
                            columns: columns_of(w),
                        })
                        .collect();
                    // Code keeps its spaces: a line that fits is as written.
                    if columns_of(line) + indent.len() <= self.width {
                        let shown = words
                            .iter()
                            .map(|w| w.shown.as_str())
                            .collect::<Vec<_>>()
                            .join(" ");
                        self.lines
                            .push(format!("{indent}{shown}").trim_end().to_string());
                    } else {
                        // Too long: it goes on under itself, two further in.
                        let own = &line[..line.len() - line.trim_start_matches(' ').len()];
                        let first = format!("{indent}{own}");
                        let next = format!("{first}  ");
                        let words: Vec<Word> =
                            words.into_iter().filter(|w| w.columns > 0).collect();
                        self.lines.extend(fill(&words, &first, &next, self.width));
                    }
                }
            }
            TagEnd::List(_) => {
                self.flush();
                self.lists.pop();
            }
            TagEnd::Item => {
                self.flush();
                self.bullet = None;
                let columns = self.items.pop().unwrap_or(0);
                self.indent
                    .truncate(self.indent.len().saturating_sub(columns));
            }
            TagEnd::TableCell => {
                let words = self.inline.take();
                if let Some(table) = &mut self.table {
                    if table.in_head {
                        table.head.push(words);
                    } else {
                        table.row.push(words);
                    }
                }
            }
            TagEnd::TableHead => {
                if let Some(table) = &mut self.table {
                    table.in_head = false;
                }
            }
            TagEnd::TableRow => {
                if let Some(table) = &mut self.table {
                    let row = std::mem::take(&mut table.row);
                    table.rows.push(row);
                }
            }
            TagEnd::Table => {
                if let Some(table) = self.table.take() {
                    let lines =
                        table_lines(&table, &self.indent, self.width, self.color, self.lang);
                    self.lines.extend(lines);
                }
            }
            TagEnd::Emphasis | TagEnd::Strong => {
                self.looks.pop();
            }
            TagEnd::Link => {
                let url = self.link.pop().unwrap_or_default();
                // A link to another page of the manual reads as its words; a
                // link out of it shows where it goes.
                if url.starts_with("http") {
                    let look = self.look();
                    self.inline.push(&format!(" ({url})"), look, self.color);
                }
            }
            _ => {}
        }
    }
}

/// The words of a cell as one line.
fn joined(words: &[Word]) -> (String, usize) {
    let shown: Vec<&str> = words
        .iter()
        .map(|w| {
            if w.shown == BREAK {
                ""
            } else {
                w.shown.as_str()
            }
        })
        .filter(|w| !w.is_empty())
        .collect();
    let columns = words
        .iter()
        .filter(|w| w.shown != BREAK && w.columns > 0)
        .map(|w| w.columns)
        .sum::<usize>()
        + shown.len().saturating_sub(1);
    (shown.join(" "), columns)
}

/// A table in columns when it fits in `width`, else each row as a block of
/// `heading: value` lines (a row's first cell alone on its line when the
/// first heading is empty).
fn table_lines(table: &Table, indent: &str, width: usize, color: bool, lang: Lang) -> Vec<String> {
    let count = table.head.len();
    let cells = |row: &[Vec<Word>]| -> Vec<(String, usize)> {
        (0..count)
            .map(|i| row.get(i).map_or((String::new(), 0), |w| joined(w)))
            .collect()
    };
    let head = cells(&table.head);
    let rows: Vec<Vec<(String, usize)>> = table.rows.iter().map(|r| cells(r)).collect();
    let widths: Vec<usize> = (0..count)
        .map(|i| {
            rows.iter()
                .map(|r| r[i].1)
                .chain([head[i].1])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let gap = "  ";
    let total =
        columns_of(indent) + widths.iter().sum::<usize>() + gap.len() * count.saturating_sub(1);
    let mut lines = Vec::new();
    if total <= width {
        let line = |cells: &[(String, usize)], bold: bool| -> String {
            let parts: Vec<String> = cells
                .iter()
                .zip(&widths)
                .enumerate()
                .map(|(i, ((shown, used), wide))| {
                    let shown = if bold {
                        paint(shown, Paint::Bold, color).into_owned()
                    } else {
                        shown.clone()
                    };
                    let fill = " ".repeat(wide - used);
                    if table.alignments.get(i) == Some(&Alignment::Right) {
                        format!("{fill}{shown}")
                    } else {
                        format!("{shown}{fill}")
                    }
                })
                .collect();
            format!("{indent}{}", parts.join(gap))
                .trim_end()
                .to_string()
        };
        if head.iter().any(|(_, used)| *used > 0) {
            lines.push(line(&head, true));
            let rule: Vec<String> = widths.iter().map(|w| "─".repeat(*w)).collect();
            lines.push(format!("{indent}{}", rule.join(gap)));
        }
        for row in &rows {
            lines.push(line(row, false));
        }
        return lines;
    }
    let next = format!("{indent}  ");
    for (r, row) in table.rows.iter().enumerate() {
        if r > 0 {
            lines.push(String::new());
        }
        let mut first = true;
        for (i, cell) in row.iter().enumerate().take(count) {
            if cell.is_empty() {
                continue;
            }
            let (heading, used) = &head[i];
            let mut words = Vec::new();
            if *used > 0 {
                let label = crate::tr!(lang, "label-colon", label = super::layout::plain(heading));
                words.push(Word {
                    columns: columns_of(&label),
                    shown: paint(&label, Paint::Bold, color).into_owned(),
                });
            }
            words.extend(cell.iter().cloned());
            let lead = if first { indent } else { next.as_str() };
            let hang = if first {
                format!("{indent}  ")
            } else {
                format!("{next}  ")
            };
            first = false;
            lines.extend(fill(&words, lead, &hang, width));
        }
    }
    lines
}

/// The Markdown `text` (a page in `lang`) laid out in lines of at most
/// `width` columns, painted when `color` is on.
pub fn markdown(text: &str, width: usize, color: bool, lang: Lang) -> String {
    let mut render = Render {
        width,
        color,
        lang,
        lines: Vec::new(),
        inline: Inline::default(),
        looks: Vec::new(),
        indent: String::new(),
        lists: Vec::new(),
        bullet: None,
        items: Vec::new(),
        heading: None,
        code: None,
        table: None,
        link: Vec::new(),
    };
    let options = Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH;
    for event in Parser::new_ext(text, options) {
        match event {
            Event::Start(tag) => render.start(tag),
            Event::End(tag) => render.end(tag),
            // A comment is for whoever edits the Markdown, not for the reader.
            Event::Html(text) | Event::InlineHtml(text)
                if text.trim_start().starts_with("<!--") => {}
            Event::Text(text) | Event::Html(text) | Event::InlineHtml(text) => {
                render.text(&text);
            }
            Event::Code(code) => {
                let look = Look {
                    code: true,
                    ..render.look()
                };
                render.inline.push_code(&code, look, render.color);
            }
            Event::SoftBreak => render.inline.push(" ", Look::default(), false),
            Event::HardBreak => render.inline.hard_break(),
            Event::Rule => {
                render.flush();
                render.space();
                render
                    .lines
                    .push("─".repeat(width.saturating_sub(render.indent.len()).min(40)));
            }
            _ => {}
        }
    }
    render.flush();
    let mut out = render.lines.join("\n");
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prose_lists_and_emphasis_lose_their_markup_and_wrap_under_themselves() {
        let text = "# Title\n\nA **bold** word and *one* more, `typed`.\n\n\
                    - a first item that is long enough to wrap at twenty\n- two\n";
        assert_eq!(
            markdown(text, 24, false, Lang::EN),
            "Title\n═════\n\nA bold word and one\nmore, typed.\n\n\
             • a first item that is\n  long enough to wrap at\n  twenty\n• two\n"
        );
        let painted = markdown("A **bold** *one* `x`", 80, true, Lang::EN);
        assert_eq!(
            painted,
            "A \x1b[1mbold\x1b[0m \x1b[4mone\x1b[0m \x1b[36mx\x1b[0m\n"
        );
    }

    #[test]
    fn a_table_is_columns_when_it_fits_and_a_block_per_row_when_not() {
        let table = "| Rule | Flag |\n|---|--:|\n| Columns | --columns play |\n| Rows | --rows |\n";
        assert_eq!(
            markdown(table, 40, false, Lang::EN),
            "Rule               Flag\n───────  ──────────────\nColumns  --columns play\nRows             --rows\n"
        );
        assert_eq!(
            markdown(table, 20, false, Lang::EN),
            "Rule: Columns\n  Flag: --columns\n    play\n\nRule: Rows\n  Flag: --rows\n"
        );
        // An empty first heading: the row's first cell names the block.
        let table = "| | English |\n|---|---|\n| between fields | a comma |\n";
        assert_eq!(
            markdown(table, 20, false, Lang::EN),
            "between fields\n  English: a comma\n"
        );
    }

    #[test]
    fn code_keeps_its_lines_and_a_long_one_goes_on_under_itself() {
        let text = "```\n{\n  \"a\": [1, 2, 3, 4, 5, 6]\n}\n```\n";
        assert_eq!(
            markdown(text, 20, false, Lang::EN),
            "    {\n      \"a\": [1, 2,\n        3, 4, 5, 6]\n    }\n"
        );
    }
}
