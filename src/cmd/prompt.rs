//! Interactive prompts: a front end that asks for the values a command was
//! not given as flags. They only ever fill in text that the non-interactive
//! path then checks, so both paths decide the same. Menus are dialoguer's
//! (on stderr); a typed answer is edited with rustyline on the terminal, and
//! read as a plain line when standard input is not a terminal.

use std::cell::RefCell;
use std::fmt;
use std::io::IsTerminal;

use anyhow::Result;
use dialoguer::Select;
use rustyline::error::ReadlineError;
use rustyline::history::MemHistory;
use rustyline::{Behavior, Config, Editor};

use crate::i18n::{Lang, Message, Words, t};
use crate::input::{InputError, check_name, seat_players};
use crate::render::{self, layout};
use crate::rules::entry::{cells_of_text, check_cell};
use crate::rules::{Entry, Rules, grid, names, shape};
use crate::tr;

/// A question as the prompts show it: a question keeps its own `?`, anything
/// else is followed by `:`. Wrapped between words at the terminal's width.
fn question(prompt: &str, lang: Lang) -> String {
    layout::for_stderr(&question_text(prompt, lang))
}

/// The question of a typed answer, fitted to the terminal with room left on
/// its last line for the space after it and the cursor: a prompt of exactly
/// the terminal's width (a long name in it) would put the cursor, and the
/// answer, on the next line.
fn line_question(prompt: &str, lang: Lang) -> String {
    let text = question_text(prompt, lang);
    let Some(columns) = layout::stderr_width() else {
        return text;
    };
    let fitted = layout::fit(text.clone(), columns);
    let last = fitted.lines().last().map_or(0, layout::width);
    if last + 2 > columns {
        layout::fit(text, columns.saturating_sub(2))
    } else {
        fitted
    }
}

/// The prompt as asked: a question as it is, else with its colon as the
/// language writes it ("Joueur 1 :" in French).
fn question_text(prompt: &str, lang: Lang) -> String {
    if prompt.trim_end().ends_with(['?', ':']) {
        prompt.trim_end().to_string()
    } else {
        crate::tr!(lang, "label-colon", label = prompt)
    }
}

/// The look of our menus with a default (those without are
/// [`pick_from_none`]'s): the question in our words (no `:` after its `?`),
/// `>` before the item under the cursor, and the question with its answer
/// once picked.
struct Theme {
    lang: Lang,
}

impl dialoguer::theme::Theme for Theme {
    fn format_select_prompt(&self, f: &mut dyn fmt::Write, prompt: &str) -> fmt::Result {
        write!(f, "{}", question(prompt, self.lang))
    }

    fn format_select_prompt_selection(
        &self,
        f: &mut dyn fmt::Write,
        prompt: &str,
        sel: &str,
    ) -> fmt::Result {
        let answered = format!("{} {sel}", question_text(prompt, self.lang));
        write!(f, "{}", layout::for_stderr(&answered))
    }

    fn format_select_prompt_item(
        &self,
        f: &mut dyn fmt::Write,
        text: &str,
        active: bool,
    ) -> fmt::Result {
        write!(f, "{} {text}", if active { ">" } else { " " })
    }
}

/// A menu of `items` on stderr, the cursor on `default`: the index picked.
/// Without a default the cursor is on no item, so Enter alone picks no one
/// until an arrow key has moved it, and the question says how to pick
/// (`menu-pick-hint`), and after Enter alone that no one is picked
/// (`menu-picked-none`): [`pick_from_none`]. Esc or q cancels (as Ctrl-C does, through
/// `guard_interrupt`), with the cursor shown again and nothing saved. Ctrl-D
/// is not seen here: dialoguer reads it as an ordinary key.
fn menu<T: std::fmt::Display>(
    prompt: &str,
    items: &[T],
    default: Option<usize>,
    lang: Lang,
) -> Result<usize> {
    let pick = match default {
        Some(default) => {
            let theme = Theme { lang };
            Select::with_theme(&theme)
                .with_prompt(prompt)
                .items(items)
                .default(default.min(items.len().saturating_sub(1)))
                .interact_opt()
        }
        None => pick_from_none(prompt, items, lang),
    };
    match pick {
        Ok(Some(pick)) => Ok(pick),
        // Ctrl-C in a menu: the terminal is in raw mode, so `console` reads
        // the key and raises SIGINT itself, then returns this error; the
        // handler's thread may not have run yet, so end here just as it would.
        Err(dialoguer::Error::IO(e)) if e.kind() == std::io::ErrorKind::Interrupted => {
            interrupted()
        }
        Ok(None) | Err(_) => {
            let _ = console::Term::stderr().show_cursor();
            Err(InputError::Cancelled.into())
        }
    }
}

/// A menu without a default, drawn as dialoguer draws one (its question
/// with `menu-pick-hint`, `>` before the item under the cursor, then the
/// question with its answer), whose Enter alone says that no one is picked
/// (dialoguer's does nothing). Arrows, Tab and j/k move; Esc or q cancels
/// (`None`).
fn pick_from_none<T: std::fmt::Display>(
    prompt: &str,
    items: &[T],
    lang: Lang,
) -> Result<Option<usize>, dialoguer::Error> {
    use console::Key;
    let term = console::Term::stderr();
    if !term.is_term() || items.is_empty() {
        let no = std::io::Error::new(std::io::ErrorKind::NotConnected, "not a terminal");
        return Err(no.into());
    }
    let count = items.len();
    let mut sel: Option<usize> = None;
    let mut hint = t(lang, "menu-pick-hint");
    // The rows drawn last, as the terminal shows them (a line wider than
    // the terminal takes more than one).
    let mut drawn = 0;
    let rows_of = |line: &str| {
        let columns = usize::from(term.size().1).max(1);
        console::measure_text_width(line).div_ceil(columns).max(1)
    };
    term.hide_cursor()?;
    loop {
        let question = layout::for_stderr(&format!("{} {hint}", question_text(prompt, lang)));
        let mut lines: Vec<String> = question.lines().map(str::to_string).collect();
        for (i, item) in items.iter().enumerate() {
            lines.push(format!("{} {item}", if sel == Some(i) { ">" } else { " " }));
        }
        if drawn > 0 {
            term.clear_last_lines(drawn)?;
        }
        for line in &lines {
            term.write_line(line)?;
        }
        term.flush()?;
        drawn = lines.iter().map(|line| rows_of(line)).sum();
        match term.read_key()? {
            Key::ArrowDown | Key::Tab | Key::Char('j') => {
                sel = Some(sel.map_or(0, |s| (s + 1) % count));
                hint = t(lang, "menu-pick-hint");
            }
            Key::ArrowUp | Key::BackTab | Key::Char('k') => {
                sel = Some(sel.map_or(count - 1, |s| (s + count - 1) % count));
                hint = t(lang, "menu-pick-hint");
            }
            Key::Escape | Key::Char('q') => {
                term.clear_last_lines(drawn)?;
                term.show_cursor()?;
                term.flush()?;
                return Ok(None);
            }
            Key::Enter | Key::Char(' ') => match sel {
                Some(pick) => {
                    term.clear_last_lines(drawn)?;
                    let answered = format!("{} {}", question_text(prompt, lang), items[pick]);
                    term.write_line(&layout::for_stderr(&answered))?;
                    term.show_cursor()?;
                    term.flush()?;
                    return Ok(Some(pick));
                }
                None => hint = t(lang, "menu-picked-none"),
            },
            _ => {}
        }
    }
}

thread_local! {
    /// The line editor of the typed prompts, made at the first one and kept
    /// for the run: its history is this run's answers, for Up.
    static EDITOR: RefCell<Option<Editor<(), MemHistory>>> = const { RefCell::new(None) };
}

/// Whether a typed answer is edited (rustyline) rather than read as a plain
/// line: standard input is a terminal that can be drawn on (the terminals
/// rustyline itself does not edit on would get its prompt on stdout).
fn edits_lines() -> bool {
    let dumb = std::env::var("TERM")
        .is_ok_and(|term| ["dumb", "cons25", "emacs"].contains(&term.to_lowercase().as_str()));
    std::io::stdin().is_terminal() && !dumb
}

/// The editor: drawn on the terminal itself (`/dev/tty`, the Windows
/// console), never on stdout, which may be a pipe or a file.
fn editor() -> rustyline::Result<Editor<(), MemHistory>> {
    use rustyline::{Cmd, EventHandler, KeyCode, KeyEvent, Modifiers};
    // A lone Esc is a key of its own once nothing follows it within 50 ms
    // (without a timeout the editor waits for a key to make Alt-key of it,
    // and swallowed the Ctrl-C typed next). The keys of a terminal's escape
    // sequences (arrows, Home) come together, well within it.
    let config = Config::builder()
        .behavior(Behavior::PreferTerm)
        .history_ignore_dups(true)?
        .keyseq_timeout(Some(50))
        .build();
    let mut editor = Editor::with_history(config, MemHistory::new())?;
    editor.bind_sequence(
        KeyEvent(KeyCode::Esc, Modifiers::NONE),
        EventHandler::Conditional(Box::new(Leave)),
    );
    // Esc and Ctrl-C typed faster than the timeout: Ctrl-C.
    editor.bind_sequence(
        KeyEvent(KeyCode::Char('C'), Modifiers::CTRL_ALT),
        EventHandler::Simple(Cmd::Interrupt),
    );
    Ok(editor)
}

/// Set by Esc at a typed prompt: the line editor ends as Ctrl-C ends it
/// ([`Leave`]), and [`read_line`] reads that end as leaving, as Esc at a
/// menu is.
static ESCAPED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Esc at a typed prompt: leave the prompts, as Esc at a menu does.
struct Leave;

impl rustyline::ConditionalEventHandler for Leave {
    fn handle(
        &self,
        _: &rustyline::Event,
        _: rustyline::RepeatCount,
        _: bool,
        _: &rustyline::EventContext,
    ) -> Option<rustyline::Cmd> {
        ESCAPED.store(true, std::sync::atomic::Ordering::SeqCst);
        Some(rustyline::Cmd::Interrupt)
    }
}

/// Reads one answer after `prompt`, the line starting as `initial` with the
/// cursor at its end: edited on a terminal (Left/Right, Home/End,
/// Backspace/Delete, Up and Down for the answers typed before), else a plain
/// line. `None` at the end of input (Ctrl-D on an empty line) and at Esc;
/// Ctrl-C ends the process as it does at a menu. No escape code or other
/// control character is left in the answer.
fn read_line(prompt: &str, initial: &str, lang: Lang) -> Result<Option<String>> {
    let shown = format!("{} ", line_question(prompt, lang));
    if !edits_lines() {
        eprint!("{shown}");
        let mut line = String::new();
        if std::io::stdin().read_line(&mut line)? == 0 {
            return Ok(None);
        }
        return Ok(Some(answer_text(&line)));
    }
    EDITOR.with_borrow_mut(|kept| {
        let editor = match kept {
            Some(editor) => editor,
            None => kept.insert(editor()?),
        };
        match editor.readline_with_initial(&shown, (initial, "")) {
            Ok(line) => {
                let line = answer_text(&line);
                if !line.trim().is_empty() {
                    editor.add_history_entry(line.as_str())?;
                }
                Ok(Some(line))
            }
            Err(ReadlineError::Eof) => Ok(None),
            Err(ReadlineError::Interrupted)
                if ESCAPED.swap(false, std::sync::atomic::Ordering::SeqCst) =>
            {
                Ok(None)
            }
            Err(ReadlineError::Interrupted) => interrupted(),
            Err(err) => Err(err.into()),
        }
    })
}

/// A line as it was typed, without the escape codes a key may have sent
/// (where nothing edits the line) and other control characters: what is
/// left is what the person sees, and what an error may quote.
fn answer_text(line: &str) -> String {
    layout::plain(line.trim_end_matches(['\n', '\r']))
        .chars()
        .map(|c| if c == '\t' { ' ' } else { c })
        .filter(|c| !c.is_control())
        .collect()
}

/// Asks for a line of text, starting as `initial`, until `check` takes it.
/// Ctrl-D (the end of input) and Esc cancel, like Ctrl-C; an empty line is taken
/// when `allow_empty`.
fn ask(
    prompt: &str,
    initial: &str,
    allow_empty: bool,
    lang: Lang,
    check: impl Fn(&str) -> Result<(), String>,
) -> Result<String> {
    loop {
        let Some(text) = read_line(prompt, initial, lang)? else {
            eprintln!();
            return Err(InputError::Cancelled.into());
        };
        if text.trim().is_empty() && !allow_empty {
            continue;
        }
        match check(&text) {
            Ok(()) => return Ok(text),
            Err(problem) => eprintln!(
                "{}",
                layout::for_stderr(&format!(
                    "{} {}",
                    t(lang, "error-prefix"),
                    crate::render::after_error_prefix(lang, &problem.to_string())
                ))
            ),
        }
    }
}

/// What Ctrl-C prints while a prompt is up: the cursor shown again (a menu
/// hides it) and the cancel line, in the reader's language. Set by the first
/// prompt; [`on_interrupt_say`] changes the line once something is saved.
static ON_INTERRUPT: std::sync::Mutex<Option<String>> = std::sync::Mutex::new(None);

/// Ends the process as Ctrl-C asks: the prepared lines on stderr, exit 130.
/// The lock lets only the first caller print (the handler's thread and a menu
/// that saw the key may both get here); the other waits for the exit.
fn interrupted() -> ! {
    static ONCE: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _first = ONCE.lock();
    let text = ON_INTERRUPT.lock().ok().and_then(|text| text.clone());
    if let Some(text) = text {
        use std::io::Write;
        let mut stderr = std::io::stderr().lock();
        let _ = stderr.write_all(text.as_bytes());
        let _ = stderr.flush();
    }
    std::process::exit(130)
}

/// The lines Ctrl-C prints for the cancel line `line`, wrapped between words
/// at the terminal's width.
fn interrupt_text(line: &str) -> String {
    // Stopping on purpose: said, without `error:` (the exit code is 130).
    let line = layout::for_stderr(line);
    format!("\x1b[?25h\n{line}\n")
}

/// Makes Ctrl-C at any prompt leave the terminal as it was: every answer is
/// either written already (the draft of a round) or not at all, so exiting
/// is safe. The `ctrlc` crate takes SIGINT on Unix and the console's Ctrl-C
/// and Ctrl-Break on Windows, and runs the handler on a thread of its own.
fn guard_interrupt(lang: Lang) {
    static HANDLER: std::sync::Once = std::sync::Once::new();
    if let Ok(mut text) = ON_INTERRUPT.lock()
        && text.is_none()
    {
        *text = Some(interrupt_text(&t(lang, "input-cancelled")));
    }
    // A second handler is refused by the crate; the first one stays.
    HANDLER.call_once(|| {
        let _ = ctrlc::set_handler(|| interrupted());
    });
}

/// What Ctrl-C says from now on instead of "nothing was saved": where the
/// answers went (`line`).
pub fn on_interrupt_say(line: &str, lang: Lang) {
    guard_interrupt(lang);
    if let Ok(mut text) = ON_INTERRUPT.lock() {
        *text = Some(interrupt_text(line));
    }
}

/// What to do with a round shown before it is recorded.
pub enum Choice {
    /// Record it.
    Record,
    /// Type one player's entry again.
    Change(usize),
    /// Pick the closer again.
    Closer,
    /// Record nothing (a round kept as a draft: leave it for later).
    Cancel,
    /// Throw the draft of the round away (asked again before it is done).
    Discard,
}

/// Asks what to do with the round shown: record it (`record`: the words of
/// that answer, which match the question), change one player's entry (picked
/// from the list), change the closer, or cancel; a round kept as a `draft`
/// is left for later instead of cancelled, or its draft thrown away.
pub fn choose(
    question: &str,
    record: &'static str,
    names: &[String],
    draft: bool,
    lang: Lang,
) -> Result<Choice> {
    guard_interrupt(lang);
    let mut items = vec![
        t(lang, record),
        t(lang, "menu-change-entry"),
        t(lang, "menu-change-closer"),
    ];
    if draft {
        items.push(t(lang, "menu-leave-draft"));
        items.push(t(lang, "menu-discard-draft"));
    } else {
        items.push(t(lang, "menu-cancel"));
    }
    // The cursor starts on recording: Enter answers the question asked
    // under the round it shows, so it records what the person just read.
    Ok(match menu(question, &items, Some(0), lang)? {
        0 => Choice::Record,
        1 => Choice::Change(player(names, lang)?),
        2 => Choice::Closer,
        4 => Choice::Discard,
        _ => Choice::Cancel,
    })
}

/// Says what is wrong with a round that was typed whole (a value shown more
/// often than the deck has it: only the grids together can tell) and asks for
/// one grid again, so the round is corrected instead of thrown away.
/// Returns the seat typed again.
pub fn entry_again(
    problem: &Message,
    names: &[String],
    rules: &Rules,
    entries: &mut [Entry],
    lang: Lang,
) -> Result<usize> {
    eprintln!(
        "{}",
        layout::for_stderr(&format!(
            "{} {}",
            t(lang, "error-prefix"),
            crate::render::after_error_prefix(lang, &problem.text(lang))
        ))
    );
    let seat = player(names, lang)?;
    entries[seat] = entry_changed(&names[seat], &entries[seat].to_text(), rules, lang)?;
    Ok(seat)
}

/// Asks which player's entry to type again. The cursor starts on the first
/// player: what is picked is only offered again to be changed.
pub fn player(names: &[String], lang: Lang) -> Result<usize> {
    guard_interrupt(lang);
    menu(&t(lang, "menu-which-player"), names, Some(0), lang)
}

/// Asks who dealt round 1, when the turned cards tie for the highest sum
/// (the tie goes to the player nearest the dealer's left). The cursor starts
/// on no one: the starter depends on the answer.
pub fn dealer(names: &[String], lang: Lang) -> Result<usize> {
    guard_interrupt(lang);
    menu(&t(lang, "prompt-dealer"), names, None, lang)
}

/// Asks for 2 to 8 player names, one per line, an empty line to finish. Each
/// name is read by the one rule of names among the `known` players (the
/// history's): one that fits a known player becomes that player, said at once
/// in the stored spelling (`asa → Åsa`); one that fits several is asked
/// about; a bad name, or a player already named however spelt, is typed again.
pub fn names(known: &[String], lang: Lang) -> Result<Vec<String>> {
    guard_interrupt(lang);
    let mut names: Vec<String> = Vec::new();
    while names.len() < *crate::rules::PLAYERS.end() {
        let seat = names.len() + 1;
        let prompt = if names.len() >= 2 {
            tr!(lang, "prompt-player-or-start", seat = seat)
        } else {
            tr!(lang, "prompt-player", seat = seat)
        };
        let seat_now = names.len() + 1;
        let taken = names.clone();
        let known_now = known.to_vec();
        let name = ask(
            &prompt,
            "",
            names.len() >= 2,
            lang,
            move |text: &str| -> Result<(), String> {
                if text.trim().is_empty() {
                    return Ok(());
                }
                // Refused at once: a bad or repeated name is typed again here.
                // One that fits several players is asked about next.
                let mut all = taken.clone();
                all.push(text.to_string());
                check_name(text, seat_now)
                    .and_then(|_| match seat_players(&known_now, &all) {
                        Err(InputError::SeveralPlayers { .. }) | Ok(_) => Ok(()),
                        Err(e) => Err(e),
                    })
                    .map_err(|e| e.message().text(lang))
            },
        )?;
        let typed = name.trim().to_string();
        if typed.is_empty() {
            break;
        }
        let name = match names::fit(known, &typed) {
            names::Fit::One(i) => known[i].clone(),
            names::Fit::Several(fits) => {
                let fitting: Vec<String> = fits.iter().map(|&i| known[i].clone()).collect();
                fitting[which_player(&typed, &fitting, lang)?].clone()
            }
            names::Fit::None(_) => typed.clone(),
        };
        // The player picked may be one already named: that name again.
        let mut all = names.clone();
        all.push(name.clone());
        if let Err(e) = seat_players(known, &all) {
            let problem = e.message().text(lang);
            eprintln!(
                "{}",
                layout::for_stderr(&format!(
                    "{} {}",
                    t(lang, "error-prefix"),
                    crate::render::after_error_prefix(lang, &problem.to_string())
                ))
            );
            continue;
        }
        if name != typed {
            let said = tr!(lang, "name-as-stored", typed = &typed, name = &name);
            eprintln!("{}", layout::for_stderr(&format!("  {said}")));
        }
        names.push(name);
    }
    Ok(names)
}

/// Asks which of `players` (the players a typed name fits, as stored) the
/// name `typed` means. The cursor starts on no one: Enter alone picks nobody
/// (who plays is not chosen by a default). Esc cancels, as at every menu.
pub fn which_player(typed: &str, players: &[String], lang: Lang) -> Result<usize> {
    guard_interrupt(lang);
    let question = tr!(lang, "prompt-which-player-named", name = typed.trim());
    menu(&question, players, None, lang)
}

/// Asks for `who`'s final grid row by row, showing the running sum, or takes a
/// round total typed in place of the first row: the entry, read once.
pub fn entry(who: &str, rules: &Rules, lang: Lang) -> Result<Entry> {
    entry_from(who, String::new(), rules, lang)
}

/// Asks for `who`'s entry again, the first row's line starting as the entry
/// `old` (a grid on one line, or a total): fixing one card is moving to it
/// and typing it, Enter alone keeps the entry as it was, and a line cleared
/// and typed as a first row goes on row by row as [`entry`] does.
pub fn entry_changed(who: &str, old: &str, rules: &Rules, lang: Lang) -> Result<Entry> {
    let old = Entry::parse(who, old, rules).map_or_else(|_| old.trim().to_string(), Entry::to_text);
    entry_from(who, old, rules, lang)
}

/// [`entry`], the first row's line starting as `initial` (until a grid is
/// refused whole: then it is typed again from an empty line).
fn entry_from(who: &str, mut initial: String, rules: &Rules, lang: Lang) -> Result<Entry> {
    guard_interrupt(lang);
    loop {
        let mut rows: Vec<String> = Vec::new();
        let mut sum = 0;
        while rows.len() < shape::ROWS {
            let first = rows.is_empty();
            let prompt = if first && rules.edition.has_stars() {
                tr!(lang, "prompt-first-row-action", name = who)
            } else if first {
                tr!(lang, "prompt-first-row", name = who)
            } else {
                tr!(
                    lang,
                    "prompt-next-row",
                    name = who,
                    row = rows.len() + 1,
                    sum = sum
                )
            };
            let start = if first { initial.as_str() } else { "" };
            let row = ask(&prompt, start, false, lang, |text: &str| {
                check_row(who, text, &rows, rules, lang)
            })?;
            // A total, or a whole grid typed or pasted on one line, was
            // checked as it was typed (`check_row`): read, it is the entry.
            if first && is_total(&row) {
                return Ok(Entry::parse(who, row.trim(), rules)?);
            }
            if first && is_whole_grid(&row) {
                // The same line as after a grid typed row by row.
                let entry = Entry::parse(who, row.trim(), rules)?;
                grid_done(who, entry, rules, lang);
                return Ok(entry);
            }
            sum += row_sum(&row);
            rows.push(cells_of_text(&row).collect::<Vec<_>>().join(" "));
        }
        let text = rows.join(" / ");
        match Entry::parse(who, &text, rules) {
            Ok(entry) => {
                grid_done(who, entry, rules, lang);
                return Ok(entry);
            }
            Err(err) => {
                initial.clear();
                let again = tr!(
                    lang,
                    "prompt-grid-again",
                    problem = err.message(),
                    name = who
                );
                eprintln!(
                    "{}",
                    layout::for_stderr(&format!(
                        "{} {}",
                        t(lang, "error-prefix"),
                        crate::render::after_error_prefix(lang, &again.to_string())
                    ))
                );
            }
        }
    }
}

/// The line that closes a grid: its cards and the points they score (what
/// went at the reveal, when something did).
fn grid_done(who: &str, entry: Entry, rules: &Rules, lang: Lang) {
    let done = render::round::grid_echo(who, entry, rules, lang);
    eprintln!("{}", layout::for_stderr(&format!("  {done}")));
}

fn is_total(text: &str) -> bool {
    cells_of_text(text).count() == 1 && text.trim().parse::<i32>().is_ok()
}

/// A whole grid on one line: rows marked with `/`, or more cards than two
/// rows hold (then it is read, and refused, as a grid: "a grid has 12
/// cards"). Five to eight cards at the first row are a row's mistake, worded
/// as a row's, as on every other row.
fn is_whole_grid(text: &str) -> bool {
    text.contains('/') || cells_of_text(text).count() > 2 * shape::COLS
}

fn row_sum(text: &str) -> i32 {
    cells_of_text(text)
        .filter_map(|t| t.parse::<i32>().ok())
        .sum()
}

/// Checks a row as soon as it is typed, given the rows before it: the cells,
/// and that a removed column (x) runs through every row so far.
fn check_row(
    who: &str,
    text: &str,
    before: &[String],
    rules: &Rules,
    lang: Lang,
) -> Result<(), String> {
    let refused = |e: crate::rules::RuleError| e.message().text(lang);
    if before.is_empty() && (is_total(text) || is_whole_grid(text)) {
        return Entry::parse(who, text, rules).map(|_| ()).map_err(refused);
    }
    // A whole grid typed or pasted at a later row: it goes at row 1.
    if !before.is_empty() && is_whole_grid(text) {
        return Err(tr!(lang, "prompt-whole-grid-later", row = before.len() + 1));
    }
    let cells: Vec<&str> = cells_of_text(text).collect();
    // What is not a card is said first: a name typed here is not "a row of 1".
    for cell in &cells {
        check_cell(who, cell, rules).map_err(refused)?;
    }
    if cells.len() != shape::COLS {
        // The hint of removed cards (x) only where cards are missing.
        let over = if cells.len() > shape::COLS {
            "yes"
        } else {
            "no"
        };
        return Err(tr!(
            lang,
            "prompt-row-length",
            found = cells.len(),
            over = over
        ));
    }
    // The rows so far, as the rules engine's partial-column rule reads them.
    let removed: Vec<[bool; shape::COLS]> = before
        .iter()
        .map(String::as_str)
        .chain([text])
        .map(|row| {
            let mut x = [false; shape::COLS];
            for (cell, token) in x.iter_mut().zip(cells_of_text(row)) {
                *cell = token.starts_with(['x', 'X']);
            }
            x
        })
        .collect();
    // The rows the rules remove (Skyjo Action's always) as well as columns.
    let lines = Rules {
        rows: rules.removes_rows(),
        ..*rules
    };
    match grid::partial_column(&removed, &lines) {
        Some((column, x)) => Err(refused(crate::rules::RuleError::PartialColumn {
            who: who.to_string(),
            column: column + 1,
            removed: x,
            rows: lines.rows,
        })),
        None => Ok(()),
    }
}

/// Asks `question` for a line of text until `check` takes it (Enter alone
/// when `allow_empty`): a question whose answer the caller reads through
/// the non-interactive path, as `check` does.
pub fn line(
    question: &str,
    allow_empty: bool,
    lang: Lang,
    check: impl Fn(&str) -> Result<(), String>,
) -> Result<String> {
    guard_interrupt(lang);
    ask(question, "", allow_empty, lang, check)
}

/// Asks who closed the round. The cursor starts on no player: the closer's
/// score may be doubled, so Enter alone chooses nobody and the person names
/// the closer (see docs/cli.md).
pub fn closer(names: &[String], lang: Lang) -> Result<usize> {
    guard_interrupt(lang);
    menu(&t(lang, "prompt-closer"), names, None, lang)
}

/// The answer words of `lang` (`answer-yes = y yes`): the first is shown.
fn answers(lang: Lang, id: &'static str) -> Vec<String> {
    t(lang, id)
        .split_whitespace()
        .map(str::to_lowercase)
        .collect()
}

/// Asks a yes/no question in `lang` (`j/n` in Swedish and Danish); Enter
/// takes `default`.
pub fn confirm(question: &str, default: bool, lang: Lang) -> Result<bool> {
    guard_interrupt(lang);
    let (yes, no) = (answers(lang, "answer-yes"), answers(lang, "answer-no"));
    let first = |words: &[String]| words.first().cloned().unwrap_or_default();
    let hint = if default {
        format!("[{}/{}]", first(&yes).to_uppercase(), first(&no))
    } else {
        format!("[{}/{}]", first(&yes), first(&no).to_uppercase())
    };
    let answer = ask(
        &format!("{question} {hint}"),
        "",
        true,
        lang,
        |text: &str| {
            let text = text.trim().to_lowercase();
            if text.is_empty() || yes.contains(&text) || no.contains(&text) {
                Ok(())
            } else {
                Err(tr!(
                    lang,
                    "prompt-answer",
                    yes = first(&yes),
                    no = first(&no)
                ))
            }
        },
    )?;
    let answer = answer.trim().to_lowercase();
    Ok(if answer.is_empty() {
        default
    } else {
        yes.contains(&answer)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A row checked as typed at row 2 (the first row given): a whole grid
    /// is sent to row 1, and the hint of removed cards comes only where
    /// cards are missing.
    #[test]
    fn a_later_row_refuses_a_whole_grid_and_hints_x_only_for_too_few() {
        let lang = Lang::from_code("en").unwrap();
        let rules = Rules::default();
        let before = ["1 0 3 4".to_string()];
        let check = |text: &str| check_row("Dora", text, &before, &rules, lang).unwrap_err();
        let sent_to_row_1 =
            "this is a whole grid, which goes at row 1; type row 2 alone here (4 cards)";
        assert_eq!(check("-2 2 5 0 / 1 3 0 2 / 1 1 1 1"), sent_to_row_1);
        assert_eq!(check("1 0 3 4 -2 2 5 0 1 3 0 2"), sent_to_row_1);
        assert_eq!(check("1 2 3 4 5"), "a row has 4 cards, this has 5");
        assert_eq!(
            check("1 2 3"),
            "a row has 4 cards, this has 3; write removed cards as x"
        );
    }
}
