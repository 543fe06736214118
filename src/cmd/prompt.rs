//! Interactive prompts (dialoguer, on stderr): a front end that asks for the
//! values a command was not given as flags. They only ever fill in text that
//! the non-interactive path then checks, so both paths decide the same.

use std::fmt;

use anyhow::Result;
use dialoguer::Select;

use crate::i18n::{Lang, Message, Words, t};
use crate::input::{InputError, check_name, seat_players};
use crate::render::layout;
use crate::rules::{Entry, Rules, grid, names};
use crate::tr;

/// A question as the prompts show it: a question keeps its own `?`, anything
/// else is followed by `:`. Wrapped between words at the terminal's width.
fn question(prompt: &str) -> String {
    layout::for_stderr(&question_text(prompt))
}

fn question_text(prompt: &str) -> String {
    if prompt.trim_end().ends_with(['?', ':']) {
        prompt.trim_end().to_string()
    } else {
        format!("{prompt}:")
    }
}

/// The look of our menus: the question in our words (no `:` after its `?`),
/// `>` before the item under the cursor, and the question with its answer
/// once picked.
struct Theme;

impl dialoguer::theme::Theme for Theme {
    fn format_select_prompt(&self, f: &mut dyn fmt::Write, prompt: &str) -> fmt::Result {
        write!(f, "{}", question(prompt))
    }

    fn format_select_prompt_selection(
        &self,
        f: &mut dyn fmt::Write,
        prompt: &str,
        sel: &str,
    ) -> fmt::Result {
        let answered = format!("{} {sel}", question_text(prompt));
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
/// Esc or q cancels (as Ctrl-C does, through `guard_interrupt`), with the
/// cursor shown again and nothing saved. Ctrl-D is not seen here: dialoguer
/// reads it as an ordinary key.
fn menu<T: std::fmt::Display>(prompt: &str, items: &[T], default: usize) -> Result<usize> {
    let pick = Select::with_theme(&Theme)
        .with_prompt(prompt)
        .items(items)
        .default(default.min(items.len().saturating_sub(1)))
        .interact_opt();
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

/// Asks for a line of text on stderr until `check` takes it. Ctrl-D (the end
/// of input) cancels, like Ctrl-C; an empty line is taken when `allow_empty`.
fn ask(
    prompt: &str,
    allow_empty: bool,
    lang: Lang,
    check: impl Fn(&str) -> Result<(), String>,
) -> Result<String> {
    let stdin = std::io::stdin();
    loop {
        eprint!("{} ", question(prompt));
        let mut line = String::new();
        if stdin.read_line(&mut line)? == 0 {
            eprintln!();
            return Err(InputError::Cancelled.into());
        }
        let text = line.trim_end_matches(['\n', '\r']).to_string();
        if text.trim().is_empty() && !allow_empty {
            continue;
        }
        match check(&text) {
            Ok(()) => return Ok(text),
            Err(problem) => eprintln!(
                "{}",
                layout::for_stderr(&format!("{} {problem}", t(lang, "error-prefix")))
            ),
        }
    }
}

/// What Ctrl-C prints while a prompt is up: the cursor shown again (a menu
/// hides it) and the cancel line, in the reader's language.
static ON_INTERRUPT: std::sync::OnceLock<String> = std::sync::OnceLock::new();

/// Ends the process as Ctrl-C asks: the prepared lines on stderr, exit 130.
/// The lock lets only the first caller print (the handler's thread and a menu
/// that saw the key may both get here); the other waits for the exit.
fn interrupted() -> ! {
    static ONCE: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _first = ONCE.lock();
    if let Some(text) = ON_INTERRUPT.get() {
        use std::io::Write;
        let mut stderr = std::io::stderr().lock();
        let _ = stderr.write_all(text.as_bytes());
        let _ = stderr.flush();
    }
    std::process::exit(130)
}

/// Makes Ctrl-C at any prompt leave the terminal as it was: nothing is
/// written to the history before the last answer, so exiting is safe. The
/// `ctrlc` crate takes SIGINT on Unix and the console's Ctrl-C and
/// Ctrl-Break on Windows, and runs the handler on a thread of its own.
fn guard_interrupt(lang: Lang) {
    if ON_INTERRUPT.get().is_some() {
        return;
    }
    let text = format!(
        "\x1b[?25h\n{} {}\n",
        t(lang, "error-prefix"),
        t(lang, "input-cancelled")
    );
    if ON_INTERRUPT.set(text).is_ok() {
        // A second handler is refused by the crate; the first one stays.
        let _ = ctrlc::set_handler(|| interrupted());
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
    /// Record nothing.
    Cancel,
}

/// Asks what to do with the round shown: record it (`record`: the words of
/// that answer, which match the question), change one player's entry (picked
/// from the list), change the closer, or cancel.
pub fn choose(
    question: &str,
    record: &'static str,
    names: &[String],
    lang: Lang,
) -> Result<Choice> {
    guard_interrupt(lang);
    let items = [
        t(lang, record),
        t(lang, "menu-change-entry"),
        t(lang, "menu-change-closer"),
        t(lang, "menu-cancel"),
    ];
    Ok(match menu(question, &items, 0)? {
        0 => Choice::Record,
        1 => Choice::Change(player(names, lang)?),
        2 => Choice::Closer,
        _ => Choice::Cancel,
    })
}

/// Says what is wrong with a round that was typed whole (a value shown more
/// often than the deck has it: only the grids together can tell) and asks for
/// one grid again, so the round is corrected instead of thrown away.
pub fn entry_again(
    problem: &Message,
    names: &[String],
    rules: &Rules,
    texts: &mut [String],
    lang: Lang,
) -> Result<()> {
    eprintln!(
        "{}",
        layout::for_stderr(&format!(
            "{} {}",
            t(lang, "error-prefix"),
            problem.text(lang)
        ))
    );
    let seat = player(names, lang)?;
    texts[seat] = entry(&names[seat], rules, lang)?;
    Ok(())
}

/// Asks which player's entry to type again.
pub fn player(names: &[String], lang: Lang) -> Result<usize> {
    guard_interrupt(lang);
    menu(&t(lang, "menu-which-player"), names, 0)
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
                layout::for_stderr(&format!("{} {problem}", t(lang, "error-prefix")))
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
/// name `typed` means. Esc cancels, as at every menu.
pub fn which_player(typed: &str, players: &[String], lang: Lang) -> Result<usize> {
    guard_interrupt(lang);
    let question = tr!(lang, "prompt-which-player-named", name = typed.trim());
    menu(&question, players, 0)
}

/// Asks for `who`'s final grid row by row, showing the running sum, or takes a
/// round total typed in place of the first row.
pub fn entry(who: &str, rules: &Rules, lang: Lang) -> Result<String> {
    guard_interrupt(lang);
    loop {
        let mut rows: Vec<String> = Vec::new();
        let mut sum = 0;
        while rows.len() < grid::ROWS {
            let first = rows.is_empty();
            let prompt = if first {
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
            let row = ask(&prompt, false, lang, |text: &str| {
                check_row(who, text, &rows, rules, lang)
            })?;
            if first && is_total(&row) {
                return Ok(row.trim().to_string());
            }
            if first && is_whole_grid(&row) {
                // A whole grid typed or pasted on one line: the same line as
                // after a grid typed row by row.
                let shown = Entry::parse(who, &row, rules)
                    .map_or_else(|_| row.trim().to_string(), Entry::to_text);
                grid_done(who, &shown, row_sum(&row), lang);
                return Ok(row.trim().to_string());
            }
            sum += row_sum(&row);
            rows.push(grid::cells_of_text(&row).collect::<Vec<_>>().join(" "));
        }
        let text = rows.join(" / ");
        match Entry::parse(who, &text, rules) {
            Ok(_) => {
                grid_done(who, &text, sum, lang);
                return Ok(text);
            }
            Err(err) => {
                let again = tr!(
                    lang,
                    "prompt-grid-again",
                    problem = err.message(),
                    name = who
                );
                eprintln!(
                    "{}",
                    layout::for_stderr(&format!("{} {again}", t(lang, "error-prefix")))
                );
            }
        }
    }
}

/// The line that closes a grid: its cards and their sum.
fn grid_done(who: &str, grid: &str, sum: i32, lang: Lang) {
    let done = tr!(lang, "prompt-grid-done", name = who, grid = grid, sum = sum);
    eprintln!("{}", layout::for_stderr(&format!("  {done}")));
}

fn is_total(text: &str) -> bool {
    grid::cells_of_text(text).count() == 1 && text.trim().parse::<i32>().is_ok()
}

/// A whole grid on one line: rows marked with `/`, or more cards than a row
/// has (then it is read, and refused, as a grid: "a grid has 12 cards").
fn is_whole_grid(text: &str) -> bool {
    text.contains('/') || grid::cells_of_text(text).count() > grid::COLS
}

fn row_sum(text: &str) -> i32 {
    grid::cells_of_text(text)
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
    let cells: Vec<&str> = grid::cells_of_text(text).collect();
    // What is not a card is said first: a name typed here is not "a row of 1".
    for cell in &cells {
        grid::parse_cell(who, cell).map_err(refused)?;
    }
    if cells.len() != grid::COLS {
        return Err(tr!(lang, "prompt-row-length", found = cells.len()));
    }
    for cell in &cells {
        grid::parse_cell(who, cell).map_err(refused)?;
    }
    // The rows so far, as the rules engine's partial-column rule reads them.
    let removed: Vec<[bool; grid::COLS]> = before
        .iter()
        .map(String::as_str)
        .chain([text])
        .map(|row| {
            let mut x = [false; grid::COLS];
            for (cell, token) in x.iter_mut().zip(grid::cells_of_text(row)) {
                *cell = token.starts_with(['x', 'X']);
            }
            x
        })
        .collect();
    match grid::partial_column(&removed, rules) {
        Some((column, x)) => Err(refused(crate::rules::RuleError::PartialColumn {
            who: who.to_string(),
            column: column + 1,
            removed: x,
            rows: rules.rows,
        })),
        None => Ok(()),
    }
}

/// Asks who closed the round, the cursor on `likeliest` (see docs/cli.md).
pub fn closer(names: &[String], likeliest: usize, lang: Lang) -> Result<usize> {
    guard_interrupt(lang);
    menu(&t(lang, "prompt-closer"), names, likeliest)
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
    let answer = ask(&format!("{question} {hint}"), true, lang, |text: &str| {
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
    })?;
    let answer = answer.trim().to_lowercase();
    Ok(if answer.is_empty() {
        default
    } else {
        yes.contains(&answer)
    })
}
