//! The command line in the reader's language: clap derives the command from
//! `args.rs` (its doc comments are the English catalog's words), and this
//! module words the rest of what clap prints in the chosen catalog, at run
//! time over the derived command: every option's help and placeholder, the
//! headings (a help template), and the usage errors, which are rendered here
//! from clap's error kind and context as one line (clap keeps exit code 2).
//!
//! What stays English: the man page (`skyjo man`, a reference for the
//! packagers, like the handbook in docs/), and the values typed as they are
//! (`--color always`, `--doubling tie-safe`): `--help` lists them, and the
//! defaults and environment variables, in notes of our own words
//! (`[mulige værdier: auto, always, never]`, `[standard: greedy]`).

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, Command};

use super::rules::OutOfRange;
use crate::i18n::text::{self as layout, Piece};
use crate::i18n::{Lang, Words, join_or, lookup, t};
use crate::tr;

/// The catalog id of the help of option `id` of the command at `path`
/// (`round`, `players rename`): `arg-{path}-{id}` when that command words
/// it its own way, else the shared `arg-{id}`. `None` when no catalog has it.
pub fn arg_help_id(path: &str, id: &str) -> Option<String> {
    let id = id.replace('_', "-");
    let own = format!("arg-{}-{id}", path.replace(' ', "-"));
    [own, format!("arg-{id}")]
        .into_iter()
        .find(|candidate| lookup(Lang::EN, candidate).is_some())
}

/// The catalog id of a placeholder (`NAME=GRID` is `value-name-grid`).
pub fn value_name_id(name: &str) -> String {
    let words: Vec<String> = name
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_ascii_lowercase)
        .collect();
    format!("value-{}", words.join("-"))
}

/// The catalog id of the one-line description of the command at `path`
/// (`new`, `deck check`): `about-new`, `about-deck-check`. `--help` lists the
/// commands by these in the reader's language (and [`localize`] words the rest
/// of it); the man page stays English (the doc comments, which the English
/// catalog repeats).
pub fn about_id(path: &str) -> String {
    format!("about-{}", path.replace(' ', "-"))
}

/// The one-line description of the command at `path` in `lang`, by its id
/// ([`about_id`]); `docs` names the documents of [`super::docs::DOCS`].
pub fn about_text(lang: Lang, path: &str) -> Option<String> {
    if path == "docs" {
        return Some(tr!(lang, "about-docs", names = super::docs::names()));
    }
    lookup(lang, &about_id(path))
}

/// Every subcommand under `command` (the command at `path`) described in
/// `lang`, by the id of its path ([`about_id`]).
fn describe(command: Command, lang: Lang, path: &str) -> Command {
    let names: Vec<String> = command
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    names.into_iter().fold(command, |command, name| {
        let sub_path = if path.is_empty() {
            name.clone()
        } else {
            format!("{path} {name}")
        };
        command.mut_subcommand(&name, |sub| {
            let sub = match about_text(lang, &sub_path) {
                Some(about) => sub.about(about),
                None => sub,
            };
            describe(sub, lang, &sub_path)
        })
    })
}

/// Where the options every command takes start in a command's `--help`:
/// after the command's own options, before `-h` (clap's 999).
const GLOBAL_ORDER: usize = 900;

/// The global options listed after a command's own in its help. clap copies
/// them into every command with their order among the root's (0, 1, ...),
/// which it would sort in among the command's own (`--db`, `--since`,
/// `--config`, `--until`, ...).
fn globals_last(mut command: clap::Command) -> clap::Command {
    let globals: Vec<String> = command
        .get_arguments()
        .filter(|a| a.is_global_set())
        .map(|a| a.get_id().to_string())
        .collect();
    for id in &globals {
        command = command.mut_arg(id, |arg| {
            let order = arg.get_display_order();
            arg.display_order(GLOBAL_ORDER + order)
        });
    }
    command
}

/// The commands whose help a command line may print: every command (the
/// tests, the man page), or those it names. A command named nowhere on the
/// command line is only listed (its description) in its parent's help, so
/// only its description is worded: wording and laying out every command's
/// options for one `--help` was most of what it cost (docs/performance.md).
pub enum Scope {
    All,
    /// The words of a command line: a command is worded whole when one of
    /// them is its name (a player's name or a value that is a command's
    /// name only costs that command's wording).
    Named(std::collections::HashSet<String>),
}

impl Scope {
    /// The commands named in `args` (a command line, the program first).
    pub fn named(args: &[String]) -> Scope {
        Scope::Named(args.iter().skip(1).cloned().collect())
    }

    /// Whether the command `name` (below the top) is worded whole.
    fn whole(&self, name: &str) -> bool {
        match self {
            Scope::All => true,
            Scope::Named(words) => words.contains(name),
        }
    }
}

/// The command line as clap reads it, its descriptions in `lang`.
pub fn command(lang: Lang) -> clap::Command {
    command_for(lang, &Scope::All)
}

/// [`command`], its options worded only in the commands of `scope`.
pub fn command_for(lang: Lang, scope: &Scope) -> clap::Command {
    use clap::CommandFactory;
    // How a grid is written, shown whole below the options of `round`,
    // wrapped here to the width clap wraps the rest to.
    let width = help_width();
    let mut command = globals_last(super::args::Cli::command()).term_width(width);
    if scope.whole("round") {
        command = command.mut_subcommand("round", |round| {
            round.after_help(hang(&t(lang, "help-round-grids"), width))
        });
    }
    if lang == Lang::EN {
        // The doc comments are the English catalog's words (a test checks).
        return command;
    }
    let command = describe(command.about(t(lang, "about-skyjo")), lang, "");
    // The options' help, the placeholders and the headings.
    localize(command, lang, scope)
}

/// The command line for the pages that stay English and cannot set a code
/// span apart: the man page and the shells' completions. The doc comments'
/// code spans (`` `skyjo docs cli` ``) lose their backticks, which are
/// Markdown's, as `--help` prints them.
pub fn reference_command() -> Command {
    use clap::CommandFactory;
    let plain = |text: &str, _room: usize| layout::without_code_marks(text);
    // The room is a terminal's, which `plain` does not ask.
    each_text(super::args::Cli::command(), &plain, 100, 100, &Scope::All)
}

/// The command line as its help is printed: [`command`] with what is typed
/// kept whole ([`keep_whole`]); its help goes through [`printed`]. Only to
/// print a help: the words are not needed to read a command line.
pub fn help_command(lang: Lang, scope: &Scope) -> clap::Command {
    keep_whole(command_for(lang, scope), help_width(), scope)
}

/// The help printed as clap lays it out, but with the glue of
/// [`keep_whole`] taken out: what the reader sees and copies has plain spaces.
pub fn printed(help: &str) -> String {
    layout::unglue(help)
}

/// What is typed, kept on one line in `--help` (clap breaks a line at any
/// space): a code span of the catalogs (`` `skyjo config set sync.folder
/// ~/Sync/skyjo` ``, printed without its backticks, which are Markdown's),
/// a command of ours (`skyjo config`, `skyjo log 1`), an option and its
/// value (`--game GAME`, `--from bgstats`, `-- -2*3`). Their spaces are
/// glued ([`crate::i18n::text::glue`]) where the span fits a line of the help, and
/// [`printed`] turns the glue back into spaces.
fn keep_whole(mut command: Command, width: usize, scope: &Scope) -> Command {
    let width = width.min(100);
    command.build();
    let typed = Typed::of(&command);
    let keep = |text: &str, room: usize| typed.keep(text, room);
    each_text(command, &keep, width, width, scope)
}

/// Every text of `command` and of its subcommands (descriptions, the text
/// after the help, each option's help) through `rewrite`, with the columns
/// it has: an option's help its room beside or under its option, a
/// description `about` columns (its line in its parent's list of commands,
/// or its own help's first line). For [`keep_whole`] and the man page's
/// [`reference_command`]. Of a command outside `scope`, only the
/// description, which its parent's help lists.
fn each_text(
    mut command: Command,
    rewrite: &dyn Fn(&str, usize) -> String,
    width: usize,
    about: usize,
    scope: &Scope,
) -> Command {
    // An option's help: clap puts it under its option (10 columns in), or
    // beside it where that takes at most 40% of the line.
    let room = (width * 3 / 5).min(width.saturating_sub(10));
    let glue = |text: &clap::builder::StyledStr, room: usize| rewrite(&text.to_string(), room);
    if let Some(text) = command.get_about().map(|t| glue(t, about)) {
        command = command.about(text);
    }
    if let Some(text) = command.get_long_about().map(|t| glue(t, about)) {
        command = command.long_about(text);
    }
    if let Some(after) = command.get_after_help().map(|t| glue(t, width)) {
        command = command.after_help(after);
    }
    let ids: Vec<String> = command
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in &ids {
        command = command.mut_arg(id, |mut arg| {
            if let Some(help) = arg.get_help().map(|t| glue(t, room)) {
                arg = arg.help(help);
            }
            if let Some(help) = arg.get_long_help().map(|t| glue(t, room)) {
                arg = arg.long_help(help);
            }
            arg
        });
    }
    let names: Vec<String> = command
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    // The list of commands: two spaces, the longest name, two spaces, then
    // the description (under it, 10 columns in, only where that is wider).
    let column = 4 + names.iter().map(|n| layout::width(n)).max().unwrap_or(0);
    let about = width.saturating_sub(column.max(10));
    for name in names {
        command = command.mut_subcommand(&name, |sub| {
            if scope.whole(&name) {
                each_text(sub, rewrite, width, about, scope)
            } else {
                match sub.get_about().map(|t| glue(t, about)) {
                    Some(text) => sub.about(text),
                    None => sub,
                }
            }
        });
    }
    command
}

/// The words of the command line, to know a command or an option's value
/// in a help text: every command's path, and the values each option takes.
struct Typed {
    commands: Vec<Vec<String>>,
    values: Vec<(String, String)>,
}

impl Typed {
    fn of(command: &Command) -> Typed {
        fn walk(command: &Command, path: &mut Vec<String>, typed: &mut Typed) {
            for arg in command.get_arguments() {
                let Some(long) = arg.get_long() else { continue };
                for value in arg.get_possible_values() {
                    typed
                        .values
                        .push((format!("--{long}"), value.get_name().to_string()));
                }
            }
            for sub in command.get_subcommands() {
                path.push(sub.get_name().to_string());
                typed.commands.push(path.clone());
                walk(sub, path, typed);
                path.pop();
            }
        }
        let mut typed = Typed {
            commands: Vec::new(),
            values: Vec::new(),
        };
        walk(command, &mut Vec::new(), &mut typed);
        typed
    }

    /// Whether `word` after `before` (and the words before it, `path`, in
    /// a command of ours) is part of what is typed.
    fn joins(&self, before: &str, word: &str, path: &[&str]) -> bool {
        let word = word.trim_end_matches([')', ',', ';', '.', ':', '!', '?']);
        if word.is_empty() {
            return false;
        }
        if before == "--" {
            // `-- -2*3`: the cards after the end of the options.
            return true;
        }
        if before.starts_with("--") && before.len() > 2 {
            // A placeholder (`GAME`, `PARTIE`, `NAME=ANZAHL`) or a value the
            // option takes.
            let placeholder =
                word.chars().any(char::is_alphabetic) && !word.chars().any(char::is_lowercase);
            return placeholder
                || self
                    .values
                    .iter()
                    .any(|(long, value)| long == before && value == word);
        }
        // `skyjo config`, `skyjo players rename`: a command's path.
        !path.is_empty()
            && self.commands.iter().any(|command| {
                command.len() == path.len()
                    && command.iter().zip(path).all(|(a, b)| a == b)
                    && command.last().is_some_and(|last| last == word)
            })
    }

    /// `text` with what is typed glued, where it fits in `room` columns.
    fn keep(&self, text: &str, room: usize) -> String {
        let mut out = String::with_capacity(text.len() + 8);
        for piece in layout::pieces(text) {
            match piece {
                Piece::Code(code) if layout::width(code) <= room => {
                    out.push_str(&layout::glue(code))
                }
                Piece::Code(code) => out.push_str(code),
                Piece::Words(words) => out.push_str(&self.keep_words(words, room)),
            }
        }
        out
    }

    /// `text` (no code span) with its commands and options' values glued.
    fn keep_words(&self, text: &str, room: usize) -> String {
        let words: Vec<&str> = text.split(' ').collect();
        let mut out = String::with_capacity(text.len());
        // The words of the command of ours being read (`skyjo`, `config`).
        let mut path: Vec<&str> = Vec::new();
        let mut span = 0;
        // Whether the word before is an option's value: another option goes on.
        let mut after_value = false;
        for (i, word) in words.iter().enumerate() {
            if i > 0 {
                let before = words[i - 1];
                let inner = if path.is_empty() { &[][..] } else { &path[1..] };
                let mut next: Vec<&str> = inner.to_vec();
                next.push(word.trim_end_matches([')', ',', ';', '.', ':', '!', '?']));
                let number = path.len() > 1
                    && next
                        .last()
                        .is_some_and(|w| !w.is_empty() && w.chars().all(|c| c.is_ascii_digit()));
                let command = !path.is_empty() && (number || self.joins(before, word, &next));
                let value = self.joins(before, word, &[]);
                // `--since YEAR --until YEAR`: options given together.
                let together = after_value && word.starts_with("--");
                after_value = (value || together) && !word.ends_with([')', ',', ';', '.', ':']);
                let glued =
                    (command || value || together) && span + 1 + layout::width(word) <= room;
                if glued {
                    out.push_str(&layout::glue(" "));
                    span += 1 + layout::width(word);
                } else {
                    out.push(' ');
                    span = layout::width(word);
                }
                if command {
                    path.push(word);
                } else {
                    path.clear();
                }
            } else {
                span = layout::width(word);
            }
            let bare = word.trim_start_matches('(');
            if bare == "skyjo" {
                path = vec![bare];
            }
            out.push_str(word);
        }
        out
    }
}

/// The width `--help` is wrapped to, as clap finds it: the terminal's (of
/// stdout, else stderr), else `COLUMNS`, else 100.
fn help_width() -> usize {
    console::Term::stdout()
        .size_checked()
        .or_else(|| console::Term::stderr().size_checked())
        .map(|(_, cols)| usize::from(cols))
        .filter(|&c| c > 0)
        .or_else(|| {
            std::env::var("COLUMNS")
                .ok()
                .and_then(|c| c.trim().parse().ok())
        })
        .filter(|&c| c > 0)
        .unwrap_or(100)
}

/// A text of `--help` in lines of at most `width` columns, broken between
/// words. A line of a table (`  x9   the same, with ...`: an indented term,
/// two spaces or more, its meaning) goes on under its meaning; another line
/// under its own first word.
fn hang(text: &str, width: usize) -> String {
    let lines: Vec<String> = text
        .lines()
        .map(|line| {
            let body = line.trim_start_matches(' ');
            let indent = line.len() - body.len();
            // The meaning starts after the first run of two spaces or more.
            let hanging = body
                .find("  ")
                .filter(|_| indent > 0)
                .map(|at| at + body[at..].len() - body[at..].trim_start_matches(' ').len())
                .map_or(indent, |meaning| {
                    indent + textwrap::core::display_width(&body[..meaning])
                });
            let under = " ".repeat(hanging);
            let options = textwrap::Options::new(width.max(hanging + 10))
                .break_words(false)
                .word_separator(textwrap::WordSeparator::AsciiSpace)
                .word_splitter(textwrap::WordSplitter::NoHyphenation)
                .subsequent_indent(&under);
            textwrap::wrap(line, options).join("\n")
        })
        .collect();
    lines.join("\n")
}

/// The derived command with its help, placeholders and headings in `lang`
/// (of the commands in `scope`; the others keep their description).
pub fn localize(mut command: Command, lang: Lang, scope: &Scope) -> Command {
    // Building first adds clap's own `--help`, `--version` and `help`, so
    // they are worded too, and copies the global options into every command.
    command.build();
    localize_in(command, lang, "", scope)
}

fn localize_in(mut command: Command, lang: Lang, path: &str, scope: &Scope) -> Command {
    let ids: Vec<String> = command
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in &ids {
        command = command.mut_arg(id, |arg| localize_arg(arg, lang, path));
    }
    let names: Vec<String> = command
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in names {
        let sub_path = if path.is_empty() {
            name.clone()
        } else {
            format!("{path} {name}")
        };
        command = command.mut_subcommand(&name, |sub| {
            if scope.whole(&name) {
                localize_in(sub, lang, &sub_path, scope)
            } else if name == "help" {
                // Listed: clap's own `help` command, described at every level.
                sub.about(t(lang, "about-help"))
            } else {
                sub
            }
        });
    }
    if command.get_name() == "help" {
        // clap's own `help` command, at every level.
        command = command.about(t(lang, "about-help"));
    }
    let usage = usage(&mut command, lang);
    let template = template(&command, lang);
    command
        .override_usage(usage)
        .help_template(template)
        .subcommand_value_name(t(lang, "value-command"))
}

fn localize_arg(arg: Arg, lang: Lang, path: &str) -> Arg {
    let id = arg.get_id().as_str().to_string();
    let help = match id.as_str() {
        // clap's own: the same words on every command.
        "help" => Some(t(lang, "arg-help")),
        "version" => Some(t(lang, "arg-version")),
        _ => arg_help_id(path, &id).map(|id| lookup(lang, &id).unwrap_or_default()),
    };
    let arg = match help {
        Some(mut help) => {
            // clap's notes after the help (`[possible values: ...]`, `[env:
            // ...]`, and the values' own English descriptions in --help) are
            // written here in the reader's words instead.
            let values: Vec<String> = if arg.is_hide_possible_values_set() {
                Vec::new()
            } else {
                arg.get_possible_values()
                    .iter()
                    .filter(|v| !v.is_hide_set())
                    .map(|v| v.get_name().to_string())
                    .collect()
            };
            if !values.is_empty() {
                help.push_str(&format!(
                    " [{} {}]",
                    crate::tr!(lang, "label-colon", label = t(lang, "help-values")),
                    values.join(", ")
                ));
            }
            let defaults: Vec<String> = arg
                .get_default_values()
                .iter()
                .map(|v| v.to_string_lossy().into_owned())
                .collect();
            // A flag that takes no value (`--json`) has no default to tell,
            // as clap's own help leaves it out.
            let takes_value = arg.get_action().takes_values();
            if takes_value && !defaults.is_empty() && !arg.is_hide_default_value_set() {
                help.push_str(&format!(
                    " [{} {}]",
                    crate::tr!(lang, "label-colon", label = t(lang, "help-default")),
                    defaults.join(", ")
                ));
            }
            if let Some(env) = arg.get_env().filter(|_| !arg.is_hide_env_set()) {
                help.push_str(&format!(
                    " [{} {}]",
                    crate::tr!(lang, "label-colon", label = t(lang, "help-env")),
                    env.to_string_lossy()
                ));
            }
            // The long help (--help) says the same as the short (-h).
            arg.help(help.clone())
                .long_help(help)
                .hide_possible_values(true)
                .hide_default_value(true)
                .hide_env(true)
        }
        None => arg,
    };
    if !arg.get_action().takes_values() {
        return arg;
    }
    let names: Vec<String> = arg
        .get_value_names()
        .map(|names| {
            names
                .iter()
                .map(|n| lookup(lang, &value_name_id(n)).unwrap_or_else(|| n.to_string()))
                .collect()
        })
        .unwrap_or_default();
    if names.is_empty() {
        arg
    } else {
        arg.value_names(names)
    }
}

/// clap's usage line with its `[OPTIONS]` and `<COMMAND>` in `lang`.
fn usage(command: &mut Command, lang: Lang) -> String {
    let usage = command.render_usage().to_string();
    let usage = usage
        .split_once(": ")
        .map_or(usage.as_str(), |(_, rest)| rest)
        .to_string();
    usage
        .replace("[OPTIONS]", &format!("[{}]", t(lang, "value-options")))
        .replace("<COMMAND>", &format!("<{}>", t(lang, "value-command")))
        .replace("[COMMAND]", &format!("[{}]", t(lang, "value-command")))
}

/// The help of a command with the headings in `lang`: only the sections it has.
fn template(command: &Command, lang: Lang) -> String {
    let mut out = format!(
        "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n",
        t(lang, "help-usage")
    );
    let visible = |a: &&Arg| !a.is_hide_set();
    if command.get_subcommands().any(|s| !s.is_hide_set()) {
        out.push_str(&format!(
            "\n{}\n{{subcommands}}\n",
            t(lang, "help-commands")
        ));
    }
    if command
        .get_arguments()
        .filter(visible)
        .any(|a| a.is_positional())
    {
        out.push_str(&format!(
            "\n{}\n{{positionals}}\n",
            t(lang, "help-arguments")
        ));
    }
    if command
        .get_arguments()
        .filter(visible)
        .any(|a| !a.is_positional())
    {
        out.push_str(&format!("\n{}\n{{options}}\n", t(lang, "help-options")));
    }
    out.push_str("{after-help}");
    out
}

/// A usage error as one line in `lang` (without the `error:` prefix), from
/// clap's error kind and context; `command` is the subcommand it concerns.
/// `None` for help and version, which clap prints itself.
pub fn usage_error(err: &clap::Error, lang: Lang, command: &str) -> Option<String> {
    let string = |kind| match err.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(s)) => s.first().cloned(),
        _ => None,
    };
    let strings = |kind| match err.get(kind) {
        Some(ContextValue::Strings(s)) => s.clone(),
        Some(ContextValue::String(s)) => vec![s.clone()],
        _ => Vec::new(),
    };
    let command = if command.is_empty() {
        "skyjo".to_string()
    } else {
        format!("skyjo {command}")
    };
    let arg = string(ContextKind::InvalidArg).unwrap_or_default();
    let quoted = |values: Vec<String>| -> Vec<String> {
        values
            .into_iter()
            .map(|v| crate::tr!(lang, "quote-typed", text = v))
            .collect()
    };
    Some(match err.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => return None,
        ErrorKind::InvalidSubcommand => {
            let given = string(ContextKind::InvalidSubcommand).unwrap_or_default();
            // clap lists the most similar last.
            let mut similar = strings(ContextKind::SuggestedSubcommand);
            similar.reverse();
            if similar.is_empty() {
                tr!(lang, "usage-unknown-command", given = given)
            } else {
                tr!(
                    lang,
                    "usage-unknown-command-suggest",
                    given = given,
                    suggestion = join_or(lang, &quoted(similar))
                )
            }
        }
        ErrorKind::UnknownArgument => match string(ContextKind::SuggestedArg)
            .or_else(|| value_as_flag(&arg, command.trim_start_matches("skyjo")))
        {
            Some(suggestion) => tr!(
                lang,
                "usage-unknown-argument-suggest",
                given = arg,
                command = command,
                suggestion = suggestion
            ),
            None => tr!(
                lang,
                "usage-unknown-argument",
                given = arg,
                command = command
            ),
        },
        ErrorKind::InvalidValue => {
            let value = string(ContextKind::InvalidValue).unwrap_or_default();
            let valid = strings(ContextKind::ValidValue);
            if value.is_empty() {
                tr!(lang, "usage-value-required", arg = arg)
            } else if valid.is_empty() {
                tr!(
                    lang,
                    "usage-invalid-value",
                    value = value,
                    arg = arg,
                    command = command
                )
            } else {
                tr!(
                    lang,
                    "usage-invalid-value-choose",
                    value = value,
                    arg = arg,
                    values = join_or(lang, &quoted(valid))
                )
            }
        }
        // A number a house rule does not take: refused in the words the
        // config file's is.
        ErrorKind::ValueValidation => match std::error::Error::source(err)
            .and_then(|source| source.downcast_ref::<OutOfRange>())
        {
            Some(refused) => refused.message().text(lang),
            None => tr!(
                lang,
                "usage-invalid-value",
                value = string(ContextKind::InvalidValue).unwrap_or_default(),
                arg = arg,
                command = command
            ),
        },
        ErrorKind::MissingRequiredArgument => {
            let missing = strings(ContextKind::InvalidArg);
            missing_arguments(&missing, command.trim_start_matches("skyjo "), lang)
        }
        ErrorKind::ArgumentConflict => tr!(
            lang,
            "usage-conflict",
            arg = arg,
            other = string(ContextKind::PriorArg).unwrap_or_default()
        ),
        ErrorKind::MissingSubcommand => tr!(lang, "usage-missing-command", command = command),
        _ if arg.is_empty() => tr!(lang, "usage-missing-command", command = command),
        _ => tr!(lang, "usage-other", arg = arg, command = command),
    })
}

/// The option that takes `given` as its value, when `given` is a flag made of
/// a value (`export --csv` for `export --format csv`): `--format csv`.
/// `path` is the command's (`export`, `players rename`), from the top.
fn value_as_flag(given: &str, path: &str) -> Option<String> {
    use clap::CommandFactory;
    let value = given.strip_prefix("--")?;
    let value = value.split_once('=').map_or(value, |(name, _)| name);
    let root = super::args::Cli::command();
    let command = path
        .split_whitespace()
        .try_fold(&root, |command, name| command.find_subcommand(name))?;
    command.get_arguments().find_map(|arg| {
        let long = arg.get_long()?;
        arg.get_possible_values()
            .iter()
            .any(|v| !v.is_hide_set() && v.get_name() == value)
            .then(|| format!("--{long} {value}"))
    })
}

/// The line for required values left out: what to add, and where to read
/// more (here, not in render: the usage errors are worded before any command).
pub fn missing_arguments(args: &[String], command: &str, lang: Lang) -> String {
    tr!(
        lang,
        "input-missing-arguments",
        args = args.join(" "),
        count = args.len(),
        command = command
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// Every option of every command (but clap's own), with its command's path.
    fn options() -> Vec<(String, Arg)> {
        fn walk(command: &Command, path: &str, out: &mut Vec<(String, Arg)>) {
            for arg in command.get_arguments() {
                let id = arg.get_id().as_str();
                // Global options are listed once, at the top.
                if id != "help" && id != "version" && (path.is_empty() || !arg.is_global_set()) {
                    out.push((path.to_string(), arg.clone()));
                }
            }
            for sub in command.get_subcommands().filter(|s| s.get_name() != "help") {
                let sub_path = if path.is_empty() {
                    sub.get_name().to_string()
                } else {
                    format!("{path} {}", sub.get_name())
                };
                walk(sub, &sub_path, out);
            }
        }
        let mut out = Vec::new();
        walk(&crate::flags::args::Cli::command(), "", &mut out);
        out
    }

    /// The test the issue asks for: every option's help in every catalog,
    /// the English one word for word the doc comment clap derives it from.
    #[test]
    fn every_options_help_is_in_every_catalog() {
        let mut missing = Vec::new();
        let options = options();
        assert!(options.len() > 100, "{} options", options.len());
        for (path, arg) in &options {
            let id = arg.get_id().as_str();
            let Some(help_id) = arg_help_id(path, id) else {
                missing.push(format!("en: help of {path} --{id}"));
                continue;
            };
            let doc = arg.get_help().map(|h| h.to_string()).unwrap_or_default();
            assert_eq!(lookup(Lang::EN, &help_id).unwrap(), doc, "{help_id}");
            for lang in Lang::all() {
                if lookup(lang, &help_id).is_none() {
                    missing.push(format!("{}: {help_id}", lang.code()));
                }
                let names = if arg.get_action().takes_values() {
                    arg.get_value_names().unwrap_or_default()
                } else {
                    &[]
                };
                for name in names {
                    let value_id = value_name_id(name);
                    match lookup(lang, &value_id) {
                        None => missing.push(format!("{}: {value_id} ({name})", lang.code())),
                        Some(en) if lang == Lang::EN => assert_eq!(en, name.as_str()),
                        Some(_) => {}
                    }
                }
            }
        }
        missing.sort();
        missing.dedup();
        assert!(missing.is_empty(), "{}", missing.join("\n"));
    }

    /// What is typed in a help text is glued, a code span without its
    /// backticks; what is not, or is wider than the room, is left to wrap.
    #[test]
    fn what_is_typed_is_kept_whole() {
        let mut root = crate::flags::args::Cli::command();
        root.build();
        let typed = Typed::of(&root);
        let glue = layout::glue;
        assert_eq!(
            typed.keep("JSON (the contract in `skyjo docs cli`) instead", 40),
            format!("JSON (the contract in {}) instead", glue("skyjo docs cli"))
        );
        assert_eq!(
            typed.keep("eintragen (oder --game PARTIE)", 40),
            format!("eintragen (oder {}", glue("--game PARTIE)"))
        );
        assert_eq!(
            typed.keep("mit --from bgstats aus, mit --entry geben", 40),
            format!("mit {} aus, mit --entry geben", glue("--from bgstats"))
        );
        assert_eq!(
            typed.keep("(after --, as -- -2*3, when", 40),
            format!("(after --, as {} when", glue("-- -2*3,"))
        );
        assert_eq!(
            typed.keep("(the same as --since YEAR --until YEAR)", 40),
            format!("(the same as {}", glue("--since YEAR --until YEAR)"))
        );
        assert_eq!(
            typed.keep("kept (skyjo log 1); skyjo runs", 40),
            format!("kept {}; skyjo runs", glue("(skyjo log 1)"))
        );
        // Wider than the room: it wraps as words do, without its backticks.
        assert_eq!(
            typed.keep("a: `skyjo config set sync.folder ~/Sync/skyjo`", 30),
            "a: skyjo config set sync.folder ~/Sync/skyjo"
        );
        // A lone backtick stays.
        assert_eq!(typed.keep("a ` b", 30), "a ` b");
    }

    #[test]
    fn the_command_in_every_language_is_well_formed() {
        for lang in Lang::all() {
            command(lang).debug_assert();
        }
    }

    /// Every command (but clap's own `help`) with its path, depth first.
    fn paths(command: &clap::Command, prefix: &str) -> Vec<(String, Option<String>)> {
        let mut out = Vec::new();
        for sub in command.get_subcommands().filter(|c| c.get_name() != "help") {
            let path = format!("{prefix}{}", sub.get_name());
            out.push((path.clone(), sub.get_about().map(|a| a.to_string())));
            out.extend(paths(sub, &format!("{path} ")));
        }
        out
    }

    /// The test of the descriptions: every command's, by the id of its path,
    /// in every catalog; the English one word for word the doc comment.
    #[test]
    fn every_command_is_described_in_every_language() {
        use crate::flags::args::Cli;
        let english = paths(&Cli::command(), "");
        assert!(english.len() > 30, "{} commands", english.len());
        assert!(english.iter().any(|(path, _)| path == "players rename"));
        // English is not rewritten: the catalog must say what the doc comments say.
        for (path, about) in &english {
            let id = about_id(path);
            assert_eq!(
                about.as_deref(),
                about_text(Lang::EN, path).as_deref(),
                "{id}"
            );
        }
        assert_eq!(
            Cli::command().get_about().map(|a| a.to_string()),
            Some(t(Lang::EN, "about-skyjo"))
        );
        for lang in Lang::all().filter(|&lang| lang != Lang::EN) {
            let code = lang.code();
            let command = command(lang);
            command.clone().debug_assert();
            assert_eq!(
                command.get_about().map(|a| a.to_string()),
                Some(t(lang, "about-skyjo"))
            );
            let words = paths(&command, "");
            assert_eq!(words.len(), english.len());
            for ((path, about), (_, en)) in words.iter().zip(&english) {
                let id = about_id(path);
                assert_eq!(
                    about.as_deref(),
                    about_text(lang, path).as_deref(),
                    "{code} {id}"
                );
                assert_ne!(about, en, "{code} {id}");
            }
        }
    }
}
