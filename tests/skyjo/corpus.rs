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
        self.run_on(&self.db.clone(), args)
    }

    /// The time of the next command, a minute after the last one's.
    fn next_now(&mut self) -> String {
        let now = format!(
            "2026-12-06T{:02}:{:02}:00Z",
            19 + self.minute / 60,
            self.minute % 60
        );
        self.minute += 1;
        now
    }

    /// `skyjo ARGS` on another history (a second device): run in the
    /// history's folder with paths as the family types them there
    /// (`--db skyjo.db`, `../Sync`), so that every path printed is as short
    /// as typed and the program's own layout is what the snapshot keeps.
    fn run_on(&mut self, db: &Path, args: &[&str]) -> std::process::Output {
        let home = db.parent().unwrap().to_path_buf();
        let args: Vec<String> = args.iter().map(|a| self.typed(&home, a)).collect();
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_skyjo"));
        let now = self.next_now();
        cmd.current_dir(&home)
            .arg("--db")
            .arg(db.file_name().unwrap())
            .env_remove("SKYJO_DB")
            .env_remove("SKYJO_COLOR")
            .env("SKYJO_CONFIG", Path::new("skyjo").join("config.toml"))
            .env("NO_COLOR", "1")
            .env("SKYJO_LANG", self.lang)
            .env("SKYJO_NOW", now)
            .env("TZ", "UTC")
            .env("COLUMNS", "80")
            .stdin(std::process::Stdio::null());
        let out = common::output(cmd.args(&args));
        let mut shown = String::from("$ skyjo");
        for arg in &args {
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

    /// `arg` as typed in the folder `home`: a path of the evening's folder
    /// relative to `home` (`Sync`, `../Sync`), anything else as it is.
    fn typed(&self, home: &Path, arg: &str) -> String {
        let dir = self.dir.path();
        let Ok(rest) = Path::new(arg).strip_prefix(dir) else {
            return arg.to_string();
        };
        let mut up = PathBuf::new();
        let mut from = home;
        while let Ok(below) = from.strip_prefix(dir) {
            if below.as_os_str().is_empty() {
                break;
            }
            up.push("..");
            from = from.parent().unwrap();
        }
        up.join(rest).display().to_string()
    }

    /// The words of an HTML page (the report) as a browser shows them, a
    /// block a line, the cells of a row apart by `|`: the styles and the
    /// charts left out (their captions kept).
    fn page(&mut self, title: &str, html: &str) {
        let mut text = String::new();
        let mut rest = html;
        while let Some(open) = rest.find('<') {
            text.push_str(&rest[..open]);
            let Some(close) = rest[open..].find('>') else {
                break;
            };
            let tag = &rest[open + 1..open + close];
            let name = tag
                .trim_start_matches('/')
                .split([' ', '/'])
                .next()
                .unwrap_or_default()
                .to_ascii_lowercase();
            rest = &rest[open + close + 1..];
            if (name == "style" || name == "svg") && !tag.starts_with('/') {
                let end = format!("</{name}>");
                rest = rest.find(&end).map_or("", |at| &rest[at..]);
                continue;
            }
            if name == "span" && tag.contains("aria-hidden") {
                rest = rest.find("</span>").map_or("", |at| &rest[at..]);
                continue;
            }
            let block = [
                "p",
                "h1",
                "h2",
                "h3",
                "li",
                "tr",
                "figcaption",
                "footer",
                "header",
                "section",
                "text",
                "table",
                "figure",
                "br",
                "title",
            ];
            if block.contains(&name.as_str()) {
                text.push('\n');
            } else if ["td", "th"].contains(&name.as_str()) && !tag.starts_with('/') {
                text.push_str(" | ");
            }
        }
        text.push_str(rest);
        let text = text
            .replace("&amp;", "&")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", "\"")
            .replace("&#39;", "'")
            .replace('\u{a0}', " ");
        self.transcript.push_str(&format!("# {title}\n"));
        for line in text.lines() {
            let line = line.split_whitespace().collect::<Vec<_>>().join(" ");
            let line = line.trim_start_matches("| ").trim_end_matches(" |");
            if !line.is_empty() {
                self.transcript.push_str(line);
                self.transcript.push('\n');
            }
        }
        self.transcript.push('\n');
    }

    /// The evening's language.
    fn lang(&self) -> skyjo::i18n::Lang {
        skyjo::i18n::Lang::from_code(self.lang).unwrap()
    }

    /// `skyjo ARGS` at a terminal (tmux, 80 columns, no colour): each step
    /// waits until the screen shows its text, then types its keys. The
    /// screen as it stands when the command has ended goes into the
    /// transcript. Without tmux outside CI, the terminal is left out.
    fn terminal(&mut self, args: &[&str], steps: &[Step]) {
        if !terminal::have_tmux() {
            return;
        }
        let now = self.next_now();
        let env = [
            ("SKYJO_DB", "skyjo.db".to_string()),
            ("SKYJO_CONFIG", "skyjo/config.toml".to_string()),
            ("SKYJO_LANG", self.lang.to_string()),
            ("SKYJO_NOW", now),
            ("TZ", "UTC".to_string()),
        ];
        let screen = terminal::play(self.dir.path(), &env, args, steps);
        let mut shown = String::from("$ skyjo");
        for arg in args {
            shown.push(' ');
            shown.push_str(&quote(arg));
        }
        self.transcript.push_str(&shown);
        self.transcript.push_str("    (at a terminal)\n");
        self.transcript.push_str(&screen);
        self.transcript.push('\n');
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
            // Digits alone too: one random id in some 1,800 has no letter
            // (`2614945915744235` left a screen changed); no screen shows a
            // number of 16 or 32 digits.
            let is_id = before_ok && after_ok && (len == 16 || len == 32);
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

/// What is typed at a terminal, once the screen shows `wait`.
pub(crate) struct Step {
    wait: String,
    keys: Vec<Key>,
}

enum Key {
    /// A line typed, then Enter.
    Line(String),
    /// A key by its tmux name (Down, Escape, C-c).
    Named(&'static str),
}

impl Step {
    /// Once the screen shows `wait`, type `line` and press Enter.
    fn line(wait: impl Into<String>, line: &str) -> Step {
        Step {
            wait: wait.into(),
            keys: vec![Key::Line(line.to_string())],
        }
    }

    /// Once the screen shows `wait`, press `keys` (tmux's names: Down, Enter).
    fn keys(wait: impl Into<String>, keys: &[&'static str]) -> Step {
        Step {
            wait: wait.into(),
            keys: keys.iter().map(|k| Key::Named(k)).collect(),
        }
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
    prompts::round_at_the_prompts,
    assistant_words::assistant_words,
    situations::draft,
    situations::counted,
);

#[path = "corpus/terminal.rs"]
mod terminal;

// The scenarios, a file per part of the program.
#[path = "corpus/assistant_words.rs"]
mod assistant_words;
#[path = "corpus/evenings.rs"]
mod evenings;
#[path = "corpus/prompts.rs"]
mod prompts;
#[path = "corpus/situations.rs"]
mod situations;
