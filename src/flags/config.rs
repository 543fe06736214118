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
//! string form and escape, unknown keys refused). A file with an error is
//! refused whole, with its line and what is wrong. Each game still stores
//! its own rules: changing the file never changes a stored game.

use std::ops::Range;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use toml::Spanned;

use crate::i18n::{Lang, Message};
use crate::msg;
use crate::rules::{Choice, ColumnRule, Doubling, GameEnd, Rules, Starter, TieBreak};

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

/// The name of a choice (a rule's, the color's), as the flag and the file write it.
pub fn name_of<T: Choice>(value: &T) -> String {
    value.name().to_string()
}

/// Every name of a choice.
fn names<T: Choice>() -> Vec<String> {
    T::ALL.iter().map(name_of).collect()
}

/// Declares the house rules once: the `[rules]` table, the same keys at the
/// top of the file, and how the two are joined.
macro_rules! house_rules {
    ($($(#[$doc:meta])* $field:ident: $ty:ty),* $(,)?) => {
        /// The house rules a config file sets, at its top or in `[rules]`;
        /// each value keeps where it stands in the file.
        #[derive(Debug, Clone, Default, PartialEq, Deserialize)]
        #[serde(deny_unknown_fields, rename_all = "kebab-case")]
        pub struct RuleKeys {
            $(
                $(#[$doc])*
                pub $field: Option<Spanned<$ty>>,
            )*
        }

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
            pub rules: Option<RuleKeys>,
            $(
                $(#[$doc])*
                pub $field: Option<Spanned<$ty>>,
            )*
        }

        impl FileKeys {
            /// The house rules of the top of the file and of `[rules]`, as
            /// one; a rule set in both is an error at its second place.
            fn house_rules(&mut self) -> Result<RuleKeys, (Range<usize>, Problem)> {
                let mut rules = self.rules.take().unwrap_or_default();
                $(
                    if let Some(flat) = self.$field.take() {
                        if let Some(table) = &rules.$field {
                            let later = if flat.span().start > table.span().start {
                                flat.span()
                            } else {
                                table.span()
                            };
                            return Err((later, Problem::Twice(key_name(stringify!($field)))));
                        }
                        rules.$field = Some(flat);
                    }
                )*
                Ok(rules)
            }
        }

        /// The values the house rule `key` takes, if it is one.
        fn rule_takes(key: &str) -> Option<String> {
            $(
                if key == key_name(stringify!($field)) {
                    return Some(<$ty as Takes>::takes());
                }
            )*
            None
        }

        impl RuleKeys {
            /// Whether the file sets the house rule `key` (`double-negative`).
            pub fn sets(&self, key: &str) -> bool {
                $(
                    if key == key_name(stringify!($field)) {
                        return self.$field.is_some();
                    }
                )*
                false
            }
        }

        /// The house rules' fields; the file and the flags write them in
        /// kebab-case ([`key_name`]: `double-negative`).
        pub const RULE_KEYS: &[&str] = &[$(stringify!($field)),*];
    };
}

house_rules! {
    /// `columns = "play"`.
    columns: ColumnRule,
    /// `rows = true`.
    rows: bool,
    /// `doubling = "tie-safe"`.
    doubling: Doubling,
    /// `double-negative = true`.
    double_negative: bool,
    /// `target = 150` (1 to 10000).
    target: i64,
    /// `rounds = 5` (1 to 10000), instead of a target.
    rounds: i64,
    /// `tie-break = "deciding-round"`.
    tie_break: TieBreak,
    /// `starter = "round-winner"`.
    starter: Starter,
}

/// `double_negative` as the file writes it: `double-negative`.
fn key_name(field: &str) -> String {
    field.replace('_', "-")
}

/// Every key of the file, the settings first, `rules` (the table) last.
pub fn keys() -> Vec<String> {
    ["lang", "color", "db"]
        .into_iter()
        .map(str::to_string)
        .chain(RULE_KEYS.iter().map(|k| key_name(k)))
        .chain(["rules".to_string()])
        .collect()
}

/// The setting a mistyped key most likely means (`colour`: `color`), when
/// exactly one is within two edits of it.
fn nearest_key(typed: &str) -> Option<String> {
    let typed = typed.to_lowercase();
    let mut near = keys()
        .into_iter()
        .filter(|k| strsim::damerau_levenshtein(&typed, k) <= 2);
    let first = near.next()?;
    near.next().is_none().then_some(first)
}

/// A value of the file, and how an error lists the values it takes.
trait Takes {
    /// The values, as an error message lists them.
    fn takes() -> String;
}

/// The names of a rule's (or the color's) values, quoted as the file writes them.
fn quoted_names<T: Choice>() -> String {
    names::<T>()
        .iter()
        .map(|n| format!("\"{n}\""))
        .collect::<Vec<_>>()
        .join(", ")
}

macro_rules! takes_names {
    ($($ty:ty),*) => {$(
        impl Takes for $ty {
            fn takes() -> String {
                quoted_names::<$ty>()
            }
        }
    )*};
}
takes_names!(ColorChoice, ColumnRule, Doubling, TieBreak, Starter);

impl Takes for bool {
    fn takes() -> String {
        "true, false".into()
    }
}

impl Takes for i64 {
    fn takes() -> String {
        "1 ... 10000".into()
    }
}

impl Takes for Lang {
    fn takes() -> String {
        Lang::codes().join(", ")
    }
}

impl Takes for PathBuf {
    fn takes() -> String {
        "\"PATH\"".into()
    }
}

/// The values `key` takes, as an error message lists them.
fn allowed(key: &str) -> String {
    match key {
        "lang" => Lang::takes(),
        "db" => PathBuf::takes(),
        "color" => ColorChoice::takes(),
        "rules" => "[rules]".into(),
        rule => rule_takes(rule).unwrap_or_default(),
    }
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
    pub rules: RuleKeys,
}

/// What is wrong with a config file. Its `Display` is the English words of
/// [`ConfigError::message`] (a log line, a panic); the screens word the
/// message in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::i18n::english(&self.message()))]
pub struct ConfigError {
    /// The file.
    pub file: String,
    /// The line, from 1.
    pub line: usize,
    /// What is wrong.
    pub problem: Problem,
    /// The language the file names, when that much of it reads: the error
    /// is worded in it unless a flag or the environment names another.
    pub lang: Option<Lang>,
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
    /// A setting given twice (twice in a table, or at the top and in `[rules]`).
    Twice(String),
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
            Problem::Twice(key) => msg!("config-twice", key = key),
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
/// config folder. `explicit` says whether it was named (then it must exist).
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

/// Reads the config file at `path`; a missing file that was not named is no settings.
pub fn load(path: &Path, explicit: bool) -> Result<Config, ConfigError> {
    let shown = path.display().to_string();
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(_) if !explicit => return Ok(Config::default()),
        Err(e) => {
            return Err(ConfigError {
                file: shown,
                line: 0,
                problem: Problem::Unreadable(e.to_string(), e.kind()),
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
    let rules = keys.house_rules().map_err(|(span, p)| (line(span), p))?;
    for (key, value) in [("target", &rules.target), ("rounds", &rules.rounds)] {
        if let Some(n) = value
            && !(1..=10_000).contains(n.get_ref())
        {
            return Err((line(n.span()), not_allowed(key, n.get_ref().to_string())));
        }
    }
    if let (Some(target), Some(rounds)) = (&rules.target, &rules.rounds) {
        let later = target.span().start.max(rounds.span().start);
        return Err((line(later..later), Problem::TargetAndRounds));
    }
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
    })
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
        // An unknown key, or an unknown table (`[rulez]`).
        let key = written.trim_matches(['[', ']', '"', '\'']).trim();
        return Problem::UnknownKey(key.to_string());
    }
    let key = key_of(line).unwrap_or_default();
    not_allowed(&key, written.trim_matches(['"', '\'']).to_string())
}

impl Config {
    /// The house rules of new games the file sets, over the official rules.
    pub fn rules(&self) -> Rules {
        let r = &self.rules;
        let base = Rules::default();
        let end = match (&r.target, &r.rounds) {
            (_, Some(n)) => GameEnd::Rounds(u32::try_from(*n.get_ref()).unwrap_or(5)),
            (Some(t), None) => GameEnd::Target(i32::try_from(*t.get_ref()).unwrap_or(100)),
            (None, None) => base.end,
        };
        Rules {
            columns: r.columns.as_ref().map_or(base.columns, |v| *v.get_ref()),
            rows: r.rows.as_ref().map_or(base.rows, |v| *v.get_ref()),
            doubling: r.doubling.as_ref().map_or(base.doubling, |v| *v.get_ref()),
            double_negative: r
                .double_negative
                .as_ref()
                .map_or(base.double_negative, |v| *v.get_ref()),
            end,
            tie_break: r
                .tie_break
                .as_ref()
                .map_or(base.tie_break, |v| *v.get_ref()),
            starter: r.starter.as_ref().map_or(base.starter, |v| *v.get_ref()),
        }
    }
}

/// The settings of `rules` as the file names them, in the order of `RULE_KEYS`.
pub fn rule_settings(rules: &Rules) -> Vec<(&'static str, String)> {
    let (target, rounds) = match rules.end {
        GameEnd::Target(t) => (t.to_string(), "-".to_string()),
        GameEnd::Rounds(n) => ("-".to_string(), n.to_string()),
    };
    vec![
        ("columns", name_of(&rules.columns)),
        ("rows", rules.rows.to_string()),
        ("doubling", name_of(&rules.doubling)),
        ("double-negative", rules.double_negative.to_string()),
        ("target", target),
        ("rounds", rounds),
        ("tie-break", name_of(&rules.tie_break)),
        ("starter", name_of(&rules.starter)),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Words;

    fn sv() -> Lang {
        Lang::from_code("sv").unwrap()
    }

    #[test]
    fn a_file_of_settings_reads() {
        let config = parse(
            "# our house rules\nlang = \"sv\" # Swedish\ndoubling = \"tie-safe\"\ntarget = 150\nrows = true\n",
        )
        .unwrap();
        assert_eq!(config.lang, Some(sv()));
        let rules = config.rules();
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
        let rules = config.rules();
        assert_eq!(rules.doubling, Doubling::Off);
        assert_eq!(rules.end, GameEnd::Rounds(5));
        assert_eq!(rules.tie_break, TieBreak::DecidingRound);
        // The same as the flat keys.
        let flat = parse("doubling = \"off\"\nrounds = 5\ntie-break = \"deciding-round\"\n");
        assert_eq!(flat.unwrap().rules(), rules);
        // Inline too.
        let inline =
            parse("rules = { doubling = \"off\", rounds = 5, tie-break = \"deciding-round\" }");
        assert_eq!(inline.unwrap().rules(), rules);
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
            (3, Problem::UnknownKey("lang".into()))
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
            (1, not_allowed("target", "0".into()))
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
        assert_eq!(files[0].rules(), files[1].rules());
        assert_eq!(files[0].rules().end, GameEnd::Target(150));
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
        assert!(keys().contains(&"double-negative".to_string()));
    }
}
