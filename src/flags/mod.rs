//! How a command line and a config file become settings, in one place (as
//! ripgrep's `flags/`): the flags as clap reads them ([`args`]), the config
//! file ([`config`]), the house rules both set ([`rules`]), a choice's names
//! and help as all three take them ([`choice`]), the command line in the
//! reader's language ([`help`]) and the manual it names ([`docs`]). The
//! imports between them run one way: `args` and `config` over `rules`, over
//! `choice`. The flags, their environment twins, the file and the defaults
//! become one [`Settings`] value, each setting with where it comes from; the
//! rest of the program takes that value and the parsed [`args::Cli`].

pub mod args;
pub mod choice;
pub mod config;
pub mod docs;
pub mod help;
pub mod rules;

use std::path::PathBuf;

use clap::parser::{ArgMatches, ValueSource};

use crate::i18n::Lang;
use crate::rules::Rules;
use choice::name_of;
pub use config::ColorChoice;
use config::{Config, ConfigError, load, locate};
pub use help::command;
use rules::RuleOverrides;

/// Where a setting in force comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// A flag on the command line.
    Flag,
    /// An environment variable (`SKYJO_LANG`, `SKYJO_COLOR`, `SKYJO_DB`).
    Env,
    /// The config file.
    File,
    /// The locale: `LC_ALL`, `LC_MESSAGES` or `LANG`, else the system's
    /// setting (the language only).
    Locale,
    /// The official default (for the language: English).
    Default,
}

/// One setting in force and where it comes from.
#[derive(Debug, Clone, PartialEq)]
pub struct Setting<T> {
    /// The value.
    pub value: T,
    /// Where it comes from.
    pub source: Source,
}

impl<T: Clone + Send + Sync + 'static> Setting<T> {
    /// The flag or environment variable clap read (clap says which), else
    /// the file's value, else none.
    fn given(matches: &ArgMatches, id: &str, file: Option<T>) -> Option<Setting<T>> {
        let from_clap = matches.get_one::<T>(id).cloned().map(|value| Setting {
            value,
            source: match matches.value_source(id) {
                Some(ValueSource::EnvVariable) => Source::Env,
                _ => Source::Flag,
            },
        });
        from_clap.or_else(|| {
            file.map(|value| Setting {
                value,
                source: Source::File,
            })
        })
    }

    /// The setting given, else `default`.
    fn or_default(given: Option<Setting<T>>, default: impl FnOnce() -> T) -> Setting<T> {
        given.unwrap_or_else(|| Setting {
            value: default(),
            source: Source::Default,
        })
    }
}

/// The settings in force, each with where it comes from: flag, then
/// environment, then the config file, then the defaults. Resolved once, in
/// [`Settings::resolve`]; the rest of the program takes this value.
#[derive(Debug, Clone)]
pub struct Settings {
    /// The language.
    pub lang: Setting<Lang>,
    /// When to color.
    pub color: Setting<ColorChoice>,
    /// The history file, when one is named (else the user's data folder's).
    pub db: Setting<Option<PathBuf>>,
    /// The house rules of new games (before the flags of `new`).
    pub rules: Rules,
    /// The config file read.
    pub config: Config,
    /// Where the config file is looked for.
    pub file: Option<PathBuf>,
}

impl Settings {
    /// Reads the config file and settles every setting from the command line
    /// clap read (`--lang`, `--color`, `--db`, `--config` and their
    /// environment twins; clap says which it was). A config file with an
    /// error is refused: no command runs on a half-read config.
    pub fn resolve(matches: &ArgMatches) -> Result<Settings, ConfigError> {
        let located = locate(matches.get_one::<PathBuf>("config").cloned());
        let config = match &located {
            Some((path, explicit)) => load(path, *explicit)?,
            None => Config::default(),
        };
        Ok(Settings {
            lang: Setting::given(matches, "lang", config.lang).unwrap_or_else(|| {
                match Lang::from_system() {
                    Some(value) => Setting {
                        value,
                        source: Source::Locale,
                    },
                    None => Setting {
                        value: Lang::EN,
                        source: Source::Default,
                    },
                }
            }),
            color: Setting::or_default(Setting::given(matches, "color", config.color), || {
                ColorChoice::Auto
            }),
            db: Setting::or_default(
                Setting::given(matches, "db", config.db.clone()).map(|db| Setting {
                    value: Some(db.value),
                    source: db.source,
                }),
                || None,
            ),
            rules: config.rules.apply(Rules::default()),
            config,
            file: located.map(|(path, _)| path),
        })
    }

    /// Every setting in force as `skyjo config` shows it: its name, its
    /// value and where it comes from; `db` is the history file's path.
    pub fn shown(&self, db: String) -> Vec<(&'static str, String, Source)> {
        let mut rows = vec![
            ("lang", self.lang.value.code().to_string(), self.lang.source),
            ("color", name_of(&self.color.value), self.color.source),
            ("db", db, self.db.source),
        ];
        for (key, value) in RuleOverrides::of(&self.rules).written() {
            let source = if self.config.rules.sets(key) {
                Source::File
            } else {
                Source::Default
            };
            rows.push((key, value, source));
        }
        let (folder, source) = match &self.config.sync_folder {
            Some(folder) => (folder.display().to_string(), Source::File),
            None => (String::new(), Source::Default),
        };
        rows.push(("sync.folder", folder, source));
        rows
    }
}

/// The language of a command line before clap reads it (for `--help`, and
/// for a line clap refused): `--lang X` or `--lang=X`, else `SKYJO_LANG`,
/// else the config file's (one that cannot be read counts as none), else the
/// locale's: the order of [`Settings::resolve`].
pub fn lang_in(args: &[String]) -> Lang {
    let flag = |name: &str| {
        let long = format!("--{name}");
        let prefix = format!("--{name}=");
        args.iter().enumerate().find_map(|(i, a)| {
            a.strip_prefix(&prefix)
                .map(str::to_string)
                .or_else(|| (*a == long).then(|| args.get(i + 1).cloned()).flatten())
        })
    };
    let asked = flag("lang")
        .or_else(|| std::env::var("SKYJO_LANG").ok())
        .and_then(|code| Lang::from_code(&code));
    asked
        .or_else(|| {
            let (path, explicit) = config::locate(flag("config").map(PathBuf::from))?;
            let config = config::load(&path, explicit).ok()?;
            config.lang
        })
        .unwrap_or_else(|| Lang::detect(None))
}

/// Whether clap may print the help of a command line: `-h`, `--help`, the
/// `help` command, or no command at all (a word such as a player called
/// "help" only costs the catalog lookups).
pub fn asks_for_help(args: &[String]) -> bool {
    args.len() <= 1
        || args
            .iter()
            .skip(1)
            .any(|a| a == "-h" || a == "--help" || a == "help")
}

/// The subcommand named on a command line (for messages about it), with its
/// own subcommand when it has one (`deck check`, `players rename`).
pub fn subcommand_in(args: &[String]) -> Option<String> {
    use clap::CommandFactory;
    let root = args::Cli::command();
    let mut rest = args.iter().skip(1);
    let outer = rest.find_map(|a| root.find_subcommand(a))?;
    Some(
        match rest.find_map(|a| outer.find_subcommand(a).filter(|s| s.get_name() != "help")) {
            Some(inner) => format!("{} {}", outer.get_name(), inner.get_name()),
            None => outer.get_name().to_string(),
        },
    )
}
