//! The family's settings, set once: a TOML file in the user's config folder
//! (`~/.config/skyjo/config.toml`), or the file named by `--config` or
//! `SKYJO_CONFIG`. It holds the language, the color, the history's path and
//! the house rules of new games, each named as its flag. The house rules may
//! stand at the top of the file or in a `[rules]` table:
//!
//! ```toml
//! lang = "sv"
//! color = "never"
//! db = 'C:\Users\anna\skyjo.db'
//!
//! [rules]
//! doubling = "tie-safe"
//! target = 150
//! ```
//!
//! The file is read with the `toml` crate into [`FileKeys`] (every TOML
//! string form and escape, unknown keys refused); the house rules are read
//! and checked as their flags are ([`RuleOverrides`]). A file with an error
//! is refused whole, with its line and what is wrong. Each game still stores
//! its own rules: changing the file never changes a stored game.

use std::ops::Range;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use toml::Spanned;

use super::choice::quoted_names;
use super::rules::{HOUSE_RULES, ONE_END, OutOfRange, RuleOverrides, RuleValue, with_house_rules};
use crate::i18n::{Lang, Message};
use crate::msg;

/// When to color the output (`--color`, `SKYJO_COLOR`, `color =`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ColorChoice {
    /// On a terminal, unless NO_COLOR is set.
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

impl ColorChoice {
    /// Whether to color a stream that is (or is not) a terminal: `auto`
    /// colors terminals unless NO_COLOR is set to something.
    pub fn enabled(self, terminal: bool) -> bool {
        let on = match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                terminal && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
            }
        };
        // A Windows console shows the escape codes as colour only with its
        // virtual terminal processing on (older consoles start with it off):
        // `console` turns it on when it asks whether colour works.
        #[cfg(windows)]
        if on && terminal {
            let _ = console::Term::stdout().features().colors_supported();
            let _ = console::Term::stderr().features().colors_supported();
        }
        on
    }
}

skyjo_rules::choices!(ColorChoice { Auto => "auto", Always => "always", Never => "never" });

/// The config file as written, from the list of house rules: the settings,
/// the `[rules]` table, and the house rules at the top of the file or in
/// `[rules]` ([`WrittenRules`]).
macro_rules! file_keys {
    ($(
        #[doc = $help:literal]
        $field:ident $key:literal: $ty:ty => $scope:ident { $($flag:tt)* }
    )*) => {
        /// The config file as written: every key it may hold.
        #[derive(Debug, Default, Deserialize)]
        #[serde(deny_unknown_fields, rename_all = "kebab-case")]
        pub struct FileKeys {
            /// `lang = "sv"`.
            pub lang: Option<Spanned<Lang>>,
            /// `color = "never"`.
            pub color: Option<Spanned<ColorChoice>>,
            /// `db = "/home/anna/skyjo.db"`.
            pub db: Option<Spanned<PathBuf>>,
            /// The `[rules]` table.
            pub rules: Option<WrittenRules>,
            /// The `[sync]` table.
            pub sync: Option<SyncKeys>,
            $(
                #[doc = $help]
                #[serde(rename = $key)]
                pub $field: Option<Spanned<<$ty as RuleValue>::Written>>,
            )*
        }

        impl FileKeys {
            /// The house rules written at the top of the file, taken out.
            fn top_rules(&mut self) -> WrittenRules {
                WrittenRules {
                    $($field: self.$field.take(),)*
                }
            }
        }

        /// The house rules as a config file writes them, at its top or in
        /// `[rules]`: each value as written, with where it stands in the file.
        #[derive(Debug, Default, Deserialize)]
        #[serde(deny_unknown_fields)]
        pub struct WrittenRules {
            $(
                #[doc = $help]
                #[serde(rename = $key)]
                pub $field: Option<Spanned<<$ty as RuleValue>::Written>>,
            )*
        }

        impl WrittenRules {
            /// The rules of the top of the file (`self`) and of `[rules]` as
            /// one; a rule set in both is an error at its second place.
            pub fn join(mut self, table: WrittenRules) -> Result<WrittenRules, (Range<usize>, Problem)> {
                $(
                    if let Some(in_table) = table.$field {
                        if let Some(at_top) = &self.$field {
                            let later = if at_top.span().start > in_table.span().start {
                                at_top.span()
                            } else {
                                in_table.span()
                            };
                            return Err((later, Problem::Twice($key.to_string())));
                        }
                        self.$field = Some(in_table);
                    }
                )*
                Ok(self)
            }

            /// Where the rule `key` stands in the file, if it is written.
            fn span(&self, key: &str) -> Option<Range<usize>> {
                $(
                    if key == $key {
                        return self.$field.as_ref().map(Spanned::span);
                    }
                )*
                None
            }

            /// The rules written, each checked as its flag is; an error gives
            /// where in the file it is.
            pub fn read(self) -> Result<RuleOverrides, (Range<usize>, Problem)> {
                let rules = RuleOverrides {$(
                    $field: match &self.$field {
                        Some(written) => Some(
                            <$ty as RuleValue>::read(written.get_ref().clone(), $key)
                                .map_err(|refused| (written.span(), Problem::OutOfRange(refused)))?,
                        ),
                        None => None,
                    },
                )*};
                if let (Some(one), Some(other)) = (self.span(ONE_END.0), self.span(ONE_END.1)) {
                    let later = one.start.max(other.start);
                    return Err((later..later, Problem::TargetAndRounds));
                }
                Ok(rules)
            }
        }
    };
}
with_house_rules!(file_keys);

/// The `[sync]` table: `folder = "/home/anna/Sync/skyjo"`, the folder
/// `skyjo sync` shares with the family's other devices.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SyncKeys {
    /// `folder = "PATH"`.
    pub folder: Option<Spanned<PathBuf>>,
}

/// Every key of the file, the settings first, `rules` (the table) last.
pub fn keys() -> Vec<String> {
    ["lang", "color", "db"]
        .into_iter()
        .map(str::to_string)
        .chain(HOUSE_RULES.iter().map(|rule| rule.key.to_string()))
        .chain(["rules".to_string(), "sync".to_string()])
        .collect()
}

/// The setting a mistyped key most likely means (`colour`: `color`,
/// `foldr`: `folder` of `[sync]`): the one nearest to it, within two edits,
/// when no other is as near.
fn nearest_key(typed: &str) -> Option<String> {
    let typed = typed.to_lowercase();
    let mut near: Vec<(usize, String)> = keys()
        .into_iter()
        .chain(["folder".to_string()])
        .map(|k| (strsim::damerau_levenshtein(&typed, &k), k))
        .filter(|(distance, _)| *distance <= 2)
        .collect();
    near.sort();
    match near.as_slice() {
        [(_, only)] => Some(only.clone()),
        [(first, key), (second, _), ..] if first < second => Some(key.clone()),
        _ => None,
    }
}

/// The values `key` takes, as an error message lists them.
fn allowed(key: &str) -> String {
    match key {
        "lang" => Lang::codes().join(", "),
        "db" => "\"PATH\"".into(),
        "color" => quoted_names::<ColorChoice>(),
        "rules" => "[rules]".into(),
        "sync" => "[sync]".into(),
        rule => RuleOverrides::takes(rule).unwrap_or_default(),
    }
}

/// The values `key` takes when it is one of a few (a language, a colour
/// choice, a house rule's choice, true or false), as typed; `None` for a
/// number, a path or a table.
fn choices(key: &str) -> Option<Vec<String>> {
    let allowed = allowed(key);
    if key == "db" || allowed.is_empty() || allowed.contains("...") || allowed.contains(['[', '.'])
    {
        return None;
    }
    Some(
        allowed
            .split(", ")
            .map(|name| name.trim_matches('"').to_string())
            .collect(),
    )
}

/// A config file read.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Config {
    /// The file, when there is one.
    pub path: Option<PathBuf>,
    /// `lang`.
    pub lang: Option<Lang>,
    /// `color`.
    pub color: Option<ColorChoice>,
    /// `db`, as written (escapes decoded).
    pub db: Option<PathBuf>,
    /// The house rules the file sets, flat or in `[rules]`.
    pub rules: RuleOverrides,
    /// `folder` of `[sync]`.
    pub sync_folder: Option<PathBuf>,
}

/// What is wrong with a config file. Its `Display` is the English words of
/// [`ConfigError::message`] (a log line, a panic); the screens word the
/// message in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::i18n::english(&self.message()))]
pub struct ConfigError {
    /// The file.
    pub file: String,
    /// The line, from 1; 0 for a value given to `config set` on the
    /// command line (refused before it is written in the file).
    pub line: usize,
    /// What is wrong.
    pub problem: Problem,
    /// The language the file names, when that much of it reads: the error
    /// is worded in it unless a flag or the environment names another.
    pub lang: Option<Lang>,
}

/// Where in the file a setting is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// At the top, before any table: `lang`, `color`, `db`.
    Top,
    /// At the top or under `[rules]`: a house rule.
    TopOrRules,
    /// Under `[sync]`: `folder`.
    Sync,
}

impl Place {
    /// Where `key` is written, when it is a setting of some table.
    fn of(key: &str) -> Option<Place> {
        match key {
            "lang" | "color" | "db" | "rules" | "sync" => Some(Place::Top),
            "folder" => Some(Place::Sync),
            rule if HOUSE_RULES.iter().any(|r| r.key == rule) => Some(Place::TopOrRules),
            _ => None,
        }
    }

    /// Whether a key of this place may stand under `table` (`None`: the top).
    fn holds(self, table: Option<&str>) -> bool {
        matches!(
            (self, table),
            (Place::Top | Place::TopOrRules, None)
                | (Place::TopOrRules, Some("rules"))
                | (Place::Sync, Some("sync"))
        )
    }

    fn message(self) -> Message {
        match self {
            Place::Top => msg!("config-place-top"),
            Place::TopOrRules => msg!("config-place-top-or-rules"),
            Place::Sync => msg!("config-place-table", table = "[sync]"),
        }
    }
}

/// What is wrong on a line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// Not TOML: not `key = value`, an unclosed string, a bare word.
    NotToml,
    /// A key that is not a setting.
    UnknownKey(String),
    /// A value the setting does not take.
    NotAllowed {
        /// The setting.
        key: String,
        /// The value, as written.
        value: String,
        /// What it takes.
        allowed: String,
    },
    /// A setting written in a table it does not belong to (`doubling`
    /// under `[sync]`, `folder` at the top): the key, the table it stands
    /// in (`None`: the top of the file), and where it goes.
    Misplaced {
        /// The setting.
        key: String,
        /// The table it was written under; `None` for the top of the file.
        table: Option<String>,
        /// Where it belongs.
        belongs: Place,
    },
    /// A setting given twice (twice in a table, or at the top and in `[rules]`).
    Twice(String),
    /// A number a rule does not take (`target = 0`), refused as its flag refuses it.
    OutOfRange(OutOfRange),
    /// `target` and `rounds` both.
    TargetAndRounds,
    /// A file named with `--config` or `SKYJO_CONFIG` that cannot be read:
    /// why, as the system says it, and its kind (worded by the catalogs).
    Unreadable(String, std::io::ErrorKind),
}

impl ConfigError {
    /// The error as a message of the catalogs.
    pub fn message(&self) -> Message {
        let problem = match &self.problem {
            Problem::NotToml => msg!("config-not-toml"),
            Problem::UnknownKey(key) => match nearest_key(key) {
                Some(near) => msg!("config-unknown-key-nearest", key = key, nearest = near),
                None => msg!("config-unknown-key", key = key, keys = keys().join(", ")),
            },
            Problem::NotAllowed {
                key,
                value,
                allowed,
            } if key == "db" => msg!(
                "config-not-allowed",
                key = key,
                value = value,
                // "PATH" is a placeholder in English: said in the reader's words.
                allowed = msg!("config-takes-path")
            ),
            // Given to `config set` on the command line: its values as the
            // flag's error lists them, in the reader's quotes, the last after
            // "or". A file's error keeps the file's form (`"tie-safe"`): a
            // text in the file is written in those quotes.
            Problem::NotAllowed { key, value, .. } if self.line == 0 && choices(key).is_some() => {
                msg!(
                    "config-not-allowed",
                    key = key,
                    value = value,
                    allowed = crate::i18n::typed_or(&choices(key).unwrap_or_default())
                )
            }
            Problem::NotAllowed {
                key,
                value,
                allowed,
            } => msg!(
                "config-not-allowed",
                key = key,
                value = value,
                allowed = allowed
            ),
            Problem::Misplaced {
                key,
                table,
                belongs,
            } => msg!(
                "config-wrong-place",
                key = key,
                here = match table {
                    Some(table) => msg!("config-place-table", table = format!("[{table}]")),
                    None => msg!("config-place-top"),
                },
                there = belongs.message()
            ),
            Problem::Twice(key) => msg!("config-twice", key = key),
            Problem::OutOfRange(refused) => refused.message(),
            Problem::TargetAndRounds => msg!("config-target-and-rounds"),
            Problem::Unreadable(reason, kind) => {
                return match crate::i18n::io_message_id(*kind) {
                    Some(id) => msg!(
                        "config-unreadable",
                        file = &self.file,
                        reason = Message::new(id)
                    ),
                    None => msg!("config-unreadable", file = &self.file, reason = reason),
                };
            }
        };
        msg!(
            "config-error",
            file = &self.file,
            line = self.line,
            problem = problem
        )
    }
}

/// The config file to read: `--config`, else `SKYJO_CONFIG`, else the user's
/// config folder. `explicit` says whether it was named (then a file there
/// that cannot be read is refused).
pub fn locate(flag: Option<PathBuf>) -> Option<(PathBuf, bool)> {
    if let Some(path) = flag {
        return Some((path, true));
    }
    if let Some(path) = std::env::var_os("SKYJO_CONFIG").filter(|p| !p.is_empty()) {
        return Some((PathBuf::from(path), true));
    }
    directories::ProjectDirs::from("", "", "skyjo")
        .map(|dirs| (dirs.config_dir().join("config.toml"), false))
}

/// Reads the config file at `path`. A missing file is no settings, named or
/// not: `config set` and `sync DIR` write it, so a file named with `--config`
/// or `SKYJO_CONFIG` need not be there yet. A named file that is there but
/// cannot be read (a folder, no permission) is refused.
pub fn load(path: &Path, explicit: bool) -> Result<Config, ConfigError> {
    let shown = path.display().to_string();
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if !explicit || e.kind() == std::io::ErrorKind::NotFound => {
            return Ok(Config::default());
        }
        Err(e) => {
            // A folder is said as a folder on every system (Windows says
            // "access denied" when a folder is opened as a file).
            let kind = if path.is_dir() {
                std::io::ErrorKind::IsADirectory
            } else {
                e.kind()
            };
            return Err(ConfigError {
                file: shown,
                line: 0,
                problem: Problem::Unreadable(e.to_string(), kind),
                lang: None,
            });
        }
    };
    let mut config = parse(&text).map_err(|(line, problem)| ConfigError {
        file: shown,
        line,
        problem,
        lang: text
            .parse::<toml::Table>()
            .ok()
            .and_then(|table| Lang::from_code(table.get("lang")?.as_str()?)),
    })?;
    config.path = Some(path.to_path_buf());
    Ok(config)
}

/// Reads the text of a config file; an error gives its line and what is wrong.
pub fn parse(text: &str) -> Result<Config, (usize, Problem)> {
    let line = |span: Range<usize>| text[..span.start.min(text.len())].matches('\n').count() + 1;
    // The syntax first: then an error of the struct below is about a key or a value.
    if let Err(err) = text.parse::<toml::Table>() {
        let span = err.span().unwrap_or(0..0);
        return Err((line(span.clone()), syntax_problem(text, span)));
    }
    let mut keys: FileKeys = toml::from_str(text).map_err(|err| {
        let span = err.span().unwrap_or(0..0);
        (line(span.clone()), key_problem(text, span))
    })?;
    let table = keys.rules.take().unwrap_or_default();
    let rules = keys
        .top_rules()
        .join(table)
        .and_then(WrittenRules::read)
        .map_err(|(span, p)| (line(span), p))?;
    if let Some(db) = &keys.db
        && db.get_ref().as_os_str().is_empty()
    {
        return Err((line(db.span()), not_allowed("db", "\"\"".into())));
    }
    Ok(Config {
        path: None,
        lang: keys.lang.map(Spanned::into_inner),
        color: keys.color.map(Spanned::into_inner),
        db: keys.db.map(Spanned::into_inner),
        rules,
        sync_folder: keys
            .sync
            .and_then(|sync| sync.folder)
            .map(Spanned::into_inner),
    })
}

/// `text` of a config file with `key` set to `value` (`None`: taken out):
/// the line that sets it is replaced where it is written (a house rule at the
/// top or in `[rules]`), else the key is added, at the top (before the first
/// table) or in its table (`sync.folder` in `[sync]`), which is added at the
/// end when there is none. Every other line stays as written. A path (`db`,
/// `sync.folder`) is written as a string; a whole number or `true`/`false`
/// as itself; anything else as a string. The caller checks the result with
/// [`parse`] before writing it.
pub fn with_key(text: &str, key: &str, value: Option<&str>) -> String {
    let (table, name) = match key.split_once('.') {
        Some((table, name)) => (Some(table), name),
        None => (None, key),
    };
    let line = value.map(|value| {
        let plain = !matches!(key, "db" | "sync.folder")
            && (value.parse::<i64>().is_ok() || value == "true" || value == "false");
        let value = if plain {
            value.to_string()
        } else {
            toml_string(value)
        };
        format!("{name} = {value}")
    });
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    // Where the key is written now: in its table, or a house rule in [rules].
    let mut current: Option<String> = None;
    let mut found = None;
    let mut table_line = None;
    let mut first_table = None;
    for (i, l) in lines.iter().enumerate() {
        let trimmed = l.trim();
        if trimmed.starts_with('[') {
            let header = trimmed.trim_matches(['[', ']']).trim().to_string();
            first_table.get_or_insert(i);
            if Some(header.as_str()) == table {
                table_line = Some(i);
            }
            current = Some(header);
            continue;
        }
        let here = current.as_deref();
        let in_place = here == table || (table.is_none() && here == Some("rules"));
        if in_place && key_of(trimmed).as_deref() == Some(name) {
            found = Some(i);
        }
    }
    match (found, line) {
        (Some(i), Some(line)) => lines[i] = line,
        (Some(i), None) => {
            lines.remove(i);
        }
        (None, None) => {}
        (None, Some(line)) => match (table, table_line, first_table) {
            (None, _, Some(first)) => lines.insert(first, line),
            (None, _, None) => lines.push(line),
            (Some(_), Some(at), _) => lines.insert(at + 1, line),
            (Some(table), None, _) => {
                if lines.last().is_some_and(|l| !l.trim().is_empty()) {
                    lines.push(String::new());
                }
                lines.push(format!("[{table}]"));
                lines.push(line);
            }
        },
    }
    let mut out = lines.join("\n");
    if !out.is_empty() {
        out.push('\n');
    }
    out
}

/// A TOML string of `text`: a literal string where it can be (a Windows
/// path keeps its backslashes as written), else a basic string with escapes.
fn toml_string(text: &str) -> String {
    if !text.contains(['\'', '\n', '\r']) && !text.chars().any(char::is_control) {
        return format!("'{text}'");
    }
    let mut out = String::from('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => out.push_str(&format!("\\u{:04X}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn not_allowed(key: &str, value: String) -> Problem {
    Problem::NotAllowed {
        key: key.to_string(),
        allowed: allowed(key),
        value,
    }
}

/// The line of `text` around `at`, and where it starts.
fn line_at(text: &str, at: usize) -> (&str, usize) {
    let at = at.min(text.len());
    let start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let end = text[at..].find('\n').map_or(text.len(), |i| at + i);
    (&text[start..end], start)
}

/// The table (`rules` of `[rules]`) the line starting at `start` stands
/// under; `None` at the top of the file.
fn table_at(text: &str, start: usize) -> Option<String> {
    text[..start.min(text.len())]
        .lines()
        .rev()
        .map(str::trim)
        .find(|line| line.starts_with('[') && !line.starts_with("[["))
        .and_then(|line| {
            Some(
                line[1..line.find(']')?]
                    .trim()
                    .trim_matches(['"', '\''])
                    .to_string(),
            )
        })
}

/// The key a line sets (`doubling` of `doubling = "off"`), unquoted.
fn key_of(line: &str) -> Option<String> {
    let (key, _) = line.split_once('=')?;
    let key = key.trim().trim_matches(['"', '\'']);
    (!key.is_empty()).then(|| key.to_string())
}

/// A syntax error: a key written twice is named, anything else is not TOML.
fn syntax_problem(text: &str, span: Range<usize>) -> Problem {
    let (line, _) = line_at(text, span.start);
    let at = text
        .get(span)
        .unwrap_or("")
        .trim()
        .trim_matches(['"', '\'']);
    match key_of(line) {
        // TOML refuses a key twice in a table; the error points at the second.
        Some(key) if key == at && keys().contains(&key) => Problem::Twice(key),
        _ => Problem::NotToml,
    }
}

/// An error of the struct: the span is on a key (unknown) or on a value
/// (of the wrong kind, or not one the setting takes).
fn key_problem(text: &str, span: Range<usize>) -> Problem {
    let (line, start) = line_at(text, span.start);
    let written = text.get(span.clone()).unwrap_or("").trim();
    let before_equals = line.find('=').is_none_or(|eq| span.start < start + eq);
    if before_equals {
        // An unknown key, or an unknown table (`[rulez]`), or a setting
        // written in a table it does not belong to.
        let key = written.trim_matches(['[', ']', '"', '\'']).trim();
        let table = table_at(text, start);
        if let Some(belongs) = Place::of(key).filter(|place| !place.holds(table.as_deref())) {
            return Problem::Misplaced {
                key: key.to_string(),
                table,
                belongs,
            };
        }
        return Problem::UnknownKey(key.to_string());
    }
    let key = key_of(line).unwrap_or_default();
    not_allowed(&key, written.trim_matches(['"', '\'']).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flags::choice::name_of;
    use crate::i18n::Words;
    use crate::rules::{Doubling, GameEnd, Rules, TieBreak};

    /// The house rules a file sets, over the official rules.
    fn rules(config: &Config) -> Rules {
        config.rules.apply(Rules::default())
    }

    fn sv() -> Lang {
        Lang::from_code("sv").unwrap()
    }

    #[test]
    fn a_key_is_set_where_it_is_written_else_added_and_the_rest_stays() {
        let file = "# ours\nlang = \"sv\" # Swedish\n\n[rules]\ntarget = 150\n";
        assert_eq!(
            with_key(file, "lang", Some("da")),
            "# ours\nlang = 'da'\n\n[rules]\ntarget = 150\n"
        );
        assert_eq!(
            with_key(file, "target", Some("200")),
            "# ours\nlang = \"sv\" # Swedish\n\n[rules]\ntarget = 200\n"
        );
        assert_eq!(
            with_key(file, "rows", Some("true")),
            "# ours\nlang = \"sv\" # Swedish\n\nrows = true\n[rules]\ntarget = 150\n"
        );
        let synced = with_key(file, "sync.folder", Some("C:\\Users\\Åsa\\Sync"));
        assert_eq!(
            synced,
            "# ours\nlang = \"sv\" # Swedish\n\n[rules]\ntarget = 150\n\n[sync]\nfolder = 'C:\\Users\\Åsa\\Sync'\n"
        );
        let config = parse(&synced).unwrap();
        assert_eq!(
            config.sync_folder,
            Some(PathBuf::from("C:\\Users\\Åsa\\Sync"))
        );
        assert_eq!(
            with_key(&synced, "sync.folder", Some("/media/usb/it's ours")),
            "# ours\nlang = \"sv\" # Swedish\n\n[rules]\ntarget = 150\n\n[sync]\nfolder = \"/media/usb/it's ours\"\n"
        );
        assert_eq!(
            with_key(&synced, "sync.folder", None),
            file.to_string() + "\n[sync]\n"
        );
        assert_eq!(with_key("", "color", Some("never")), "color = 'never'\n");
        assert_eq!(
            with_key(file, "target", None),
            "# ours\nlang = \"sv\" # Swedish\n\n[rules]\n"
        );
    }

    #[test]
    fn a_file_of_settings_reads() {
        let config = parse(
            "# our house rules\nlang = \"sv\" # Swedish\ndoubling = \"tie-safe\"\ntarget = 150\nrows = true\n",
        )
        .unwrap();
        assert_eq!(config.lang, Some(sv()));
        let rules = rules(&config);
        assert_eq!(rules.end, GameEnd::Target(150));
        assert!(rules.rows);
        assert_eq!(rules.doubling, Doubling::TieSafe);
        assert!(config.rules.sets("doubling") && !config.rules.sets("starter"));
    }

    /// Issue 16: a table was "not a setting".
    #[test]
    fn the_house_rules_may_stand_in_a_rules_table() {
        let config = parse(
            "lang = 'da'\n\n[rules]\ndoubling = \"off\"\nrounds = 5\ntie-break = \"deciding-round\"\n",
        )
        .unwrap();
        assert_eq!(config.lang, Lang::from_code("da"));
        let table = rules(&config);
        assert_eq!(table.doubling, Doubling::Off);
        assert_eq!(table.end, GameEnd::Rounds(5));
        assert_eq!(table.tie_break, TieBreak::DecidingRound);
        // The same as the flat keys.
        let flat = parse("doubling = \"off\"\nrounds = 5\ntie-break = \"deciding-round\"\n");
        assert_eq!(rules(&flat.unwrap()), table);
        // Inline too.
        let inline =
            parse("rules = { doubling = \"off\", rounds = 5, tie-break = \"deciding-round\" }");
        assert_eq!(rules(&inline.unwrap()), table);
    }

    /// Issue 16: escapes were never decoded and single quotes were "not a value".
    #[test]
    fn every_toml_string_form_reads() {
        let db = |text: &str| parse(text).unwrap().db.unwrap();
        assert_eq!(
            db("db = \"/home/anna/caf\\u00e9.db\""),
            PathBuf::from("/home/anna/café.db")
        );
        assert_eq!(
            db("db = 'C:\\Users\\anna\\skyjo.db'"),
            PathBuf::from("C:\\Users\\anna\\skyjo.db")
        );
        assert_eq!(
            db("db = \"C:\\\\Users\\\\anna\\\\skyjo.db\""),
            PathBuf::from("C:\\Users\\anna\\skyjo.db")
        );
        assert_eq!(
            db("db = '''/home/anna/it's.db'''"),
            PathBuf::from("/home/anna/it's.db")
        );
        assert_eq!(
            db("db = \"\"\"\n/home/anna/skyjo.db\"\"\""),
            PathBuf::from("/home/anna/skyjo.db")
        );
    }

    #[test]
    fn errors_name_their_line() {
        assert_eq!(
            parse("lang = \"sv\"\ncolour = \"never\"").unwrap_err(),
            (2, Problem::UnknownKey("colour".into()))
        );
        assert_eq!(
            parse("[rules]\ndoubling = \"off\"\nlang = \"sv\"").unwrap_err(),
            (
                3,
                Problem::Misplaced {
                    key: "lang".into(),
                    table: Some("rules".into()),
                    belongs: Place::Top
                }
            )
        );
        assert_eq!(
            parse("lang = \"sv\"\n\n[sync]\nfolder = \"/s\"\ndoubling = \"off\"").unwrap_err(),
            (
                5,
                Problem::Misplaced {
                    key: "doubling".into(),
                    table: Some("sync".into()),
                    belongs: Place::TopOrRules
                }
            )
        );
        assert_eq!(
            parse("folder = \"/s\"").unwrap_err(),
            (
                1,
                Problem::Misplaced {
                    key: "folder".into(),
                    table: None,
                    belongs: Place::Sync
                }
            )
        );
        assert_eq!(
            parse("[sync]\nfoldr = \"/s\"").unwrap_err(),
            (2, Problem::UnknownKey("foldr".into()))
        );
        assert_eq!(nearest_key("foldr").as_deref(), Some("folder"));
        assert_eq!(nearest_key("colour").as_deref(), Some("color"));
        let misplaced = ConfigError {
            file: "config.toml".into(),
            line: 5,
            problem: Problem::Misplaced {
                key: "doubling".into(),
                table: Some("sync".into()),
                belongs: Place::TopOrRules,
            },
            lang: None,
        };
        assert_eq!(
            crate::i18n::english(&misplaced.message()),
            "config.toml, line 5: doubling does not belong under [sync]; write it at the top of the file or under [rules]"
        );
        assert_eq!(
            parse("lang = \"sv\"\n[rulez]\n").unwrap_err(),
            (2, Problem::UnknownKey("rulez".into()))
        );
        assert_eq!(
            parse("target = 150\nrounds = 5").unwrap_err(),
            (2, Problem::TargetAndRounds)
        );
        assert_eq!(
            parse("target = 150\n[rules]\nrounds = 5").unwrap_err(),
            (3, Problem::TargetAndRounds)
        );
        assert_eq!(
            parse("\ndoubling = \"sometimes\"").unwrap_err(),
            (2, not_allowed("doubling", "sometimes".into()))
        );
        assert_eq!(
            parse("lang = \"fi\"").unwrap_err(),
            (1, not_allowed("lang", "fi".into()))
        );
        assert_eq!(
            parse("rows = \"yes\"").unwrap_err(),
            (1, not_allowed("rows", "yes".into()))
        );
        assert_eq!(
            parse("target = 0").unwrap_err(),
            (
                1,
                Problem::OutOfRange(OutOfRange {
                    rule: "target".into(),
                    value: 0
                })
            )
        );
        assert_eq!(
            parse("target = 1.5").unwrap_err(),
            (1, not_allowed("target", "1.5".into()))
        );
        assert_eq!(
            parse("db = ''").unwrap_err(),
            (1, not_allowed("db", "\"\"".into()))
        );
        assert_eq!(parse("lang \"sv\"").unwrap_err(), (1, Problem::NotToml));
        assert_eq!(parse("\nlang = \"sv").unwrap_err(), (2, Problem::NotToml));
        assert_eq!(parse("lang = sv").unwrap_err(), (1, Problem::NotToml));
        assert_eq!(
            parse("lang = \"sv\"\nlang = \"da\"").unwrap_err(),
            (2, Problem::Twice("lang".into()))
        );
        assert_eq!(
            parse("doubling = \"off\"\n[rules]\ndoubling = \"tie-safe\"").unwrap_err(),
            (3, Problem::Twice("doubling".into()))
        );
    }

    #[test]
    fn errors_are_worded_in_the_readers_language() {
        let err = ConfigError {
            file: "config.toml".into(),
            line: 2,
            problem: Problem::UnknownKey("colour".into()),
            lang: None,
        };
        let sv_text = err.message().text(sv());
        assert!(sv_text.starts_with("config.toml, rad 2: "), "{sv_text}");
        assert!(sv_text.contains("colour"), "{sv_text}");
        let not_toml = ConfigError {
            problem: Problem::NotToml,
            ..err
        };
        assert!(
            not_toml
                .message()
                .text(sv())
                .contains(": inte TOML; skriv nyckel = värde")
        );
        assert!(
            not_toml
                .to_string()
                .contains(": not TOML; write key = value")
        );
    }

    /// The two forms docs/cli.md shows read, and set the same house rules.
    #[test]
    fn the_documented_files_read() {
        let doc = include_str!("../../docs/cli.md");
        let section = doc.split("## The config file").nth(1).unwrap();
        let section = section.split("\n## ").next().unwrap();
        let files: Vec<Config> = section
            .split("```toml\n")
            .skip(1)
            .map(|block| parse(block.split("```").next().unwrap()).unwrap())
            .collect();
        assert_eq!(files.len(), 2);
        assert_eq!(rules(&files[0]), rules(&files[1]));
        assert_eq!(rules(&files[0]).end, GameEnd::Target(150));
        assert_eq!(
            files[1].db,
            Some(PathBuf::from("C:\\Users\\anna\\skyjo.db"))
        );
    }

    #[test]
    fn the_names_are_the_flags() {
        assert_eq!(name_of(&Doubling::TieSafe), "tie-safe");
        assert_eq!(name_of(&ColorChoice::Never), "never");
        assert_eq!(allowed("starter"), "\"closer\", \"round-winner\"");
        // Typed on the command line, as typed (`config set` lists them as
        // the flag does); a number, a path or a table is no choice.
        assert_eq!(
            choices("starter"),
            Some(vec!["closer".to_string(), "round-winner".to_string()])
        );
        assert_eq!(choices("lang").map(|c| c.len()), Some(6));
        assert_eq!(choices("target"), None);
        assert_eq!(choices("db"), None);
        assert_eq!(choices("sync"), None);
        assert!(keys().contains(&"double-negative".to_string()));
    }
}
