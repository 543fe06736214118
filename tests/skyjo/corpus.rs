//! The corpus of screens: a family's evenings, and every path a family can
//! meet, played by the real binary on a real history in every language (en,
//! sv, da, nb, de, fr) at 80 columns, each scenario kept as one reviewed
//! snapshot per language in `tests/screens/<lang>/<scenario>.snap`, read as
//! a terminal shows it: `$ skyjo ...`, then what it printed.
//!
//! `cargo test` fails on a screen that changed; a change of wording is a diff
//! of real screens. To accept changed screens: `INSTA_UPDATE=always cargo
//! test corpus`, then read `git diff tests/screens` (or `cargo insta review`
//! where cargo-insta is installed). The native reads of docs/review/ are
//! reads of these files.
//!
//! The clock is fixed (`SKYJO_NOW`, a minute later for every command, from
//! 6 December 2026 at 19:00 UTC, `TZ=UTC`), and the history's folder is
//! shown as `~`, so that a screen changes only when the program does.
//!
//! Unix only: the same text is printed on Windows (the other tests check
//! the Windows build), and under Wine every start of skyjo.exe costs a
//! tenth of a second, some 4,000 of them here.

use crate::common;

use std::path::{Path, PathBuf};

const LANGS: [&str; 6] = ["en", "sv", "da", "nb", "de", "fr"];

/// One evening in one language: a history in a temp dir, and the transcript
/// of what was typed and shown.
pub(crate) struct Evening {
    dir: tempfile::TempDir,
    db: PathBuf,
    lang: &'static str,
    minute: u32,
    transcript: String,
}

impl Evening {
    fn new(lang: &'static str) -> Evening {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("skyjo.db");
        // An empty config file of the family's own (common::config_for finds
        // it beside the history): `config set` writes there, shown as `~`.
        let config = common::config_path(&db);
        std::fs::create_dir_all(config.parent().unwrap()).unwrap();
        std::fs::write(&config, "").unwrap();
        Evening {
            dir,
            db,
            lang,
            minute: 0,
            transcript: String::new(),
        }
    }

    /// The folder of this evening's files (shown as `~`).
    fn dir(&self) -> &Path {
        self.dir.path()
    }

    /// A file in the evening's folder.
    fn file(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// A line of the scenario's own, to say what happens next.
    fn say(&mut self, text: &str) {
        self.transcript.push_str(&format!("# {text}\n"));
    }

    /// `skyjo ARGS` on the evening's history, written to the transcript.
    fn run(&mut self, args: &[&str]) -> std::process::Output {
        self.run_with(args, &[])
    }

    /// `skyjo ARGS` with the environment `env` besides.
    fn run_with(&mut self, args: &[&str], env: &[(&str, &str)]) -> std::process::Output {
        self.run_on(&self.db.clone(), args, env)
    }

    /// `skyjo ARGS` on another history (a second device).
    fn run_on(&mut self, db: &Path, args: &[&str], env: &[(&str, &str)]) -> std::process::Output {
        let mut cmd = common::skyjo(db);
        let now = format!(
            "2026-12-06T{:02}:{:02}:00Z",
            19 + self.minute / 60,
            self.minute % 60
        );
        self.minute += 1;
        cmd.env("SKYJO_LANG", self.lang)
            .env("SKYJO_NOW", now)
            .env("TZ", "UTC")
            .env("COLUMNS", "80");
        for (key, value) in env {
            cmd.env(key, value);
        }
        let out = common::output(cmd.args(args));
        let mut shown = String::from("$ ");
        for (key, value) in env {
            shown.push_str(&format!("{key}={} ", quote(value)));
        }
        shown.push_str("skyjo");
        for arg in args {
            shown.push(' ');
            shown.push_str(&quote(arg));
        }
        if db != self.db {
            let device = db.parent().and_then(Path::file_name).unwrap_or_default();
            shown.push_str(&format!("    (on the {})", device.to_string_lossy()));
        }
        self.transcript.push_str(&shown);
        self.transcript.push('\n');
        self.transcript
            .push_str(&String::from_utf8_lossy(&out.stdout));
        self.transcript
            .push_str(&String::from_utf8_lossy(&out.stderr));
        if !out.status.success() {
            self.transcript
                .push_str(&format!("[{}]\n", common::exit_text(&out.status)));
        }
        self.transcript.push('\n');
        out
    }

    /// The transcript, with the evening's folder shown as `~` and each
    /// random id (a device's 16 hex digits, a game's 32) as one digit
    /// repeated, the same for the same id: `1111111111111111`.
    fn finish(self) -> String {
        let dir = self.dir.path().display().to_string();
        let text = self.transcript.replace(&dir, "~");
        let mut ids: Vec<String> = Vec::new();
        let mut out = String::with_capacity(text.len());
        let mut rest = text.as_str();
        while let Some(start) = rest.find(|c: char| c.is_ascii_hexdigit()) {
            let before_ok = !rest[..start]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric());
            let len = rest[start..]
                .find(|c: char| !c.is_ascii_hexdigit())
                .unwrap_or(rest.len() - start);
            let token = &rest[start..start + len];
            let after_ok = !rest[start + len..]
                .chars()
                .next()
                .is_some_and(|c| c.is_alphanumeric());
            out.push_str(&rest[..start]);
            let is_id = before_ok
                && after_ok
                && (len == 16 || len == 32)
                && token.chars().any(|c| c.is_ascii_alphabetic());
            if is_id {
                let n = match ids.iter().position(|id| id == token) {
                    Some(n) => n,
                    None => {
                        ids.push(token.to_string());
                        ids.len() - 1
                    }
                };
                let digit = char::from_digit((n % 9 + 1) as u32, 10).unwrap();
                out.extend(std::iter::repeat_n(digit, len));
            } else {
                out.push_str(token);
            }
            rest = &rest[start + len..];
        }
        out.push_str(rest);
        out
    }
}

/// An argument as a shell would need it typed.
fn quote(arg: &str) -> String {
    if !arg.is_empty()
        && arg
            .chars()
            .all(|c| c.is_alphanumeric() || "-_.,/:=@+%".contains(c))
    {
        return arg.to_string();
    }
    match arg.split_once('=') {
        Some((name, value))
            if !name.is_empty()
                && !name.starts_with('-')
                && name.chars().all(char::is_alphanumeric) =>
        {
            format!("{name}=\"{value}\"")
        }
        _ => format!("\"{arg}\""),
    }
}

/// Plays `scenario` in every language and compares each transcript with its
/// snapshot in tests/screens/<lang>/<name>.snap.
fn corpus(name: &str, scenario: fn(&mut Evening)) {
    for lang in LANGS {
        let mut evening = Evening::new(lang);
        scenario(&mut evening);
        let text = evening.finish();
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path(format!("../screens/{lang}"));
        settings.set_prepend_module_to_snapshot(false);
        settings.set_omit_expression(true);
        settings.set_input_file("tests/skyjo/corpus.rs");
        settings.bind(|| insta::assert_snapshot!(name, text));
    }
}

/// A test per scenario, named as it: `module::name` plays `module::name`
/// into tests/screens/<lang>/<name>.snap.
macro_rules! scenarios {
    ($($module:ident :: $name:ident),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                corpus(stringify!($name), $module::$name);
            }
        )*
    };
}

scenarios!(
    evenings::classic_evening,
    evenings::corrections,
    evenings::rescore,
    evenings::action_game,
    evenings::eight_players,
    evenings::assistant,
    evenings::history,
    evenings::sync,
    evenings::backup_and_restore,
    evenings::config,
    evenings::import,
    evenings::errors,
    evenings::help,
    situations::draft,
    situations::counted,
);

// The scenarios, a file per part of the program.
#[path = "corpus/evenings.rs"]
mod evenings;
#[path = "corpus/situations.rs"]
mod situations;
