//! The family's settings, set once: a small TOML file in the user's config
//! folder (`~/.config/skyjo/config.toml`), or the file named by `--config` or
//! `SKYJO_CONFIG`. It holds `key = value` lines: the language, the color, the
//! history's path, and the house rules of new games, each named as its flag:
//!
//! ```toml
//! lang = "sv"
//! color = "never"
//! db = "/home/anna/skyjo.db"
//! doubling = "tie-safe"
//! target = 150
//! ```
//!
//! A file with an error is refused whole, with its line and what is wrong.
//! Each game still stores its own rules: changing the file never changes a
//! stored game.

use std::path::{Path, PathBuf};

use crate::i18n::{Lang, Message};
use crate::msg;
use crate::rules::{ColumnRule, Doubling, GameEnd, Rules, Starter, TieBreak};

/// Where a setting in force comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// A flag on the command line.
    Flag,
    /// An environment variable (`SKYJO_LANG`, `SKYJO_COLOR`, `SKYJO_DB`).
    Env,
    /// The config file.
    File,
    /// The official default (for the language: the locale, else English).
    Default,
}

/// A value of the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// `"text"`.
    Text(String),
    /// `12`.
    Number(i64),
    /// `true`, `false`.
    Flag(bool),
}

impl std::fmt::Display for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Value::Text(t) => write!(f, "{t}"),
            Value::Number(n) => write!(f, "{n}"),
            Value::Flag(b) => write!(f, "{b}"),
        }
    }
}

/// Every setting the file may hold, with the values it takes.
pub const KEYS: &[(&str, &[&str])] = &[
    ("lang", &[]),
    ("color", &["auto", "always", "never"]),
    ("db", &[]),
    ("columns", &["reveal", "play", "off"]),
    ("rows", &["true", "false"]),
    ("doubling", &["tie-doubles", "tie-safe", "off"]),
    ("double-negative", &["true", "false"]),
    ("target", &[]),
    ("rounds", &[]),
    ("tie-break", &["shared", "deciding-round"]),
    ("starter", &["closer", "round-winner"]),
];

/// A config file read.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Config {
    /// The file, when there is one.
    pub path: Option<PathBuf>,
    /// The settings in the order of `KEYS` that the file sets.
    pub values: Vec<(&'static str, Value)>,
}

/// What is wrong with a config file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigError {
    /// The file.
    pub file: String,
    /// The line, from 1.
    pub line: usize,
    /// What is wrong.
    pub problem: Problem,
}

/// What is wrong on a line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// Not `key = value`.
    NotASetting,
    /// A key that is not a setting.
    UnknownKey(String),
    /// A value that does not read (an unclosed string, a word).
    BadValue(String),
    /// A value the setting does not take.
    NotAllowed {
        /// The setting.
        key: String,
        /// The value.
        value: String,
        /// What it takes.
        allowed: String,
    },
    /// A setting given twice.
    Twice(String),
    /// `target` and `rounds` both.
    TargetAndRounds,
    /// A file named with `--config` or `SKYJO_CONFIG` that cannot be read.
    Unreadable(String),
}

impl ConfigError {
    /// The error as a message of the catalogs.
    pub fn message(&self) -> Message {
        let problem = match &self.problem {
            Problem::NotASetting => msg!("config-not-a-setting"),
            Problem::UnknownKey(key) => msg!(
                "config-unknown-key",
                key = key,
                keys = KEYS.iter().map(|(k, _)| *k).collect::<Vec<_>>().join(", ")
            ),
            Problem::BadValue(value) => msg!("config-bad-value", value = value),
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
            Problem::Unreadable(reason) => {
                return msg!("config-unreadable", file = &self.file, reason = reason);
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

impl std::fmt::Display for ConfigError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for ConfigError {}

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
                problem: Problem::Unreadable(e.to_string()),
            });
        }
    };
    let mut config = parse(&text).map_err(|(line, problem)| ConfigError {
        file: shown,
        line,
        problem,
    })?;
    config.path = Some(path.to_path_buf());
    Ok(config)
}

/// Reads the text of a config file: `key = value` lines, `#` comments.
pub fn parse(text: &str) -> Result<Config, (usize, Problem)> {
    let mut config = Config::default();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let content = strip_comment(raw).trim();
        if content.is_empty() {
            continue;
        }
        let Some((key, value)) = content.split_once('=') else {
            return Err((line, Problem::NotASetting));
        };
        let key = key.trim();
        let Some(&(key, allowed)) = KEYS.iter().find(|(k, _)| *k == key) else {
            return Err((line, Problem::UnknownKey(key.to_string())));
        };
        let value = read_value(value.trim())
            .ok_or_else(|| (line, Problem::BadValue(value.trim().to_string())))?;
        check(key, allowed, &value).map_err(|p| (line, p))?;
        if config.values.iter().any(|(k, _)| *k == key) {
            return Err((line, Problem::Twice(key.to_string())));
        }
        config.values.push((key, value));
        if config.get("target").is_some() && config.get("rounds").is_some() {
            return Err((line, Problem::TargetAndRounds));
        }
    }
    Ok(config)
}

fn strip_comment(line: &str) -> &str {
    let mut in_string = false;
    for (i, c) in line.char_indices() {
        match c {
            '"' => in_string = !in_string,
            '#' if !in_string => return &line[..i],
            _ => {}
        }
    }
    line
}

fn read_value(text: &str) -> Option<Value> {
    if let Some(inner) = text.strip_prefix('"') {
        let inner = inner.strip_suffix('"')?;
        return (!inner.contains('"')).then(|| Value::Text(inner.to_string()));
    }
    match text {
        "true" => Some(Value::Flag(true)),
        "false" => Some(Value::Flag(false)),
        _ => text.parse().ok().map(Value::Number),
    }
}

fn check(key: &'static str, allowed: &[&str], value: &Value) -> Result<(), Problem> {
    let refuse = |allowed: String| Problem::NotAllowed {
        key: key.to_string(),
        value: value.to_string(),
        allowed,
    };
    let ok = match (key, value) {
        ("lang", Value::Text(code)) => Lang::from_code(code).is_some(),
        ("db", Value::Text(path)) => !path.is_empty(),
        ("target" | "rounds", Value::Number(n)) => *n >= 1 && *n <= 10_000,
        ("rows" | "double-negative", Value::Flag(_)) => true,
        (_, Value::Text(text)) if !allowed.is_empty() => allowed.contains(&text.as_str()),
        _ => false,
    };
    if ok {
        return Ok(());
    }
    Err(refuse(match key {
        "lang" => Lang::codes().join(", "),
        "db" => "\"PATH\"".into(),
        "target" | "rounds" => "1 ...".into(),
        "rows" | "double-negative" => "true, false".into(),
        _ => allowed
            .iter()
            .map(|a| format!("\"{a}\""))
            .collect::<Vec<_>>()
            .join(", "),
    }))
}

/// The settings of `rules` as the file names them, in the order of `KEYS`.
pub fn rule_settings(rules: &Rules) -> Vec<(&'static str, String)> {
    let (target, rounds) = match rules.end {
        GameEnd::Target(t) => (t.to_string(), "-".to_string()),
        GameEnd::Rounds(n) => ("-".to_string(), n.to_string()),
    };
    vec![
        (
            "columns",
            match rules.columns {
                ColumnRule::Reveal => "reveal",
                ColumnRule::Play => "play",
                ColumnRule::Off => "off",
            }
            .into(),
        ),
        ("rows", rules.rows.to_string()),
        (
            "doubling",
            match rules.doubling {
                Doubling::TieDoubles => "tie-doubles",
                Doubling::TieSafe => "tie-safe",
                Doubling::Off => "off",
            }
            .into(),
        ),
        ("double-negative", rules.double_negative.to_string()),
        ("target", target),
        ("rounds", rounds),
        (
            "tie-break",
            match rules.tie_break {
                TieBreak::Shared => "shared",
                TieBreak::DecidingRound => "deciding-round",
            }
            .into(),
        ),
        (
            "starter",
            match rules.starter {
                Starter::Closer => "closer",
                Starter::RoundWinner => "round-winner",
            }
            .into(),
        ),
    ]
}

impl Config {
    /// The house rules of new games the file sets, over the official rules.
    pub fn rules(&self) -> Rules {
        let mut rules = Rules::default();
        if let Some(c) = self.text("columns") {
            rules.columns = match c {
                "play" => ColumnRule::Play,
                "off" => ColumnRule::Off,
                _ => ColumnRule::Reveal,
            };
        }
        if let Some(Value::Flag(rows)) = self.get("rows") {
            rules.rows = *rows;
        }
        if let Some(d) = self.text("doubling") {
            rules.doubling = match d {
                "tie-safe" => Doubling::TieSafe,
                "off" => Doubling::Off,
                _ => Doubling::TieDoubles,
            };
        }
        if let Some(Value::Flag(n)) = self.get("double-negative") {
            rules.double_negative = *n;
        }
        if let Some(Value::Number(t)) = self.get("target") {
            rules.end = GameEnd::Target(i32::try_from(*t).unwrap_or(100));
        }
        if let Some(Value::Number(n)) = self.get("rounds") {
            rules.end = GameEnd::Rounds(u32::try_from(*n).unwrap_or(5));
        }
        if let Some(t) = self.text("tie-break") {
            rules.tie_break = match t {
                "deciding-round" => TieBreak::DecidingRound,
                _ => TieBreak::Shared,
            };
        }
        if let Some(s) = self.text("starter") {
            rules.starter = match s {
                "round-winner" => Starter::RoundWinner,
                _ => Starter::Closer,
            };
        }
        rules
    }

    /// The value the file gives `key`, if any.
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.values.iter().find(|(k, _)| *k == key).map(|(_, v)| v)
    }

    /// A text setting.
    pub fn text(&self, key: &str) -> Option<&str> {
        match self.get(key) {
            Some(Value::Text(t)) => Some(t),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_of_settings_reads() {
        let config = parse(
            "# our house rules\nlang = \"sv\" # Swedish\ndoubling = \"tie-safe\"\ntarget = 150\nrows = true\n",
        )
        .unwrap();
        assert_eq!(config.text("lang"), Some("sv"));
        assert_eq!(config.get("target"), Some(&Value::Number(150)));
        assert_eq!(config.get("rows"), Some(&Value::Flag(true)));
    }

    #[test]
    fn errors_name_their_line() {
        assert_eq!(
            parse("lang = \"sv\"\ncolour = \"never\"").unwrap_err(),
            (2, Problem::UnknownKey("colour".into()))
        );
        assert_eq!(parse("target = 150\nrounds = 5").unwrap_err().0, 2);
        assert!(matches!(
            parse("doubling = \"sometimes\"").unwrap_err(),
            (1, Problem::NotAllowed { .. })
        ));
        assert_eq!(parse("lang \"sv\"").unwrap_err(), (1, Problem::NotASetting));
        assert_eq!(
            parse("lang = \"sv").unwrap_err(),
            (1, Problem::BadValue("\"sv".into()))
        );
        assert_eq!(
            parse("lang = \"sv\"\nlang = \"da\"").unwrap_err(),
            (2, Problem::Twice("lang".into()))
        );
    }
}
