//! Helpers shared by the test modules: a history file in a temp dir and the
//! real `skyjo` binary run against it.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};

use serde_json::Value;
use tempfile::TempDir;

/// A history file in its own temp dir.
pub(crate) struct History {
    _dir: TempDir,
    pub(crate) path: PathBuf,
}

impl History {
    pub(crate) fn new() -> History {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("history.db");
        History { _dir: dir, path }
    }

    /// A history with one game of Anna, Bertil and Cecilia.
    pub(crate) fn with_game() -> History {
        let h = History::new();
        h.ok(&["new", "Anna", "Bertil", "Cecilia"]);
        h
    }

    pub(crate) fn run(&self, args: &[&str]) -> Output {
        run_with(&self.path, args)
    }

    pub(crate) fn ok(&self, args: &[&str]) -> String {
        let out = self.run(args);
        assert!(
            out.status.success(),
            "skyjo {args:?} failed ({}): {}",
            exit_text(&out.status),
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    }

    pub(crate) fn json(&self, args: &[&str]) -> Value {
        let mut all = args.to_vec();
        all.push("--json");
        serde_json::from_str(&self.ok(&all)).unwrap()
    }

    /// Runs a command that must fail with exit code 1, a one-line error, and
    /// no change to the history file. Returns the error line.
    pub(crate) fn fails(&self, args: &[&str]) -> String {
        let before = snapshot(&self.path);
        let out = self.run(args);
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(1), "skyjo {args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "skyjo {args:?} printed to stdout");
        assert_eq!(stderr.lines().count(), 1, "not one line: {stderr}");
        assert!(
            ["error: ", "fel: ", "fejl: "]
                .iter()
                .any(|p| stderr.starts_with(p)),
            "{stderr}"
        );
        assert_eq!(
            snapshot(&self.path),
            before,
            "skyjo {args:?} changed the file"
        );
        stderr.trim_end().to_string()
    }
}

/// `skyjo --json serve` on 127.0.0.1 with a free port, on the history at
/// `db` with the flags `extra`, its errors to `stderr`: the child, and the
/// links with their tokens, from the line serve prints when it listens.
pub(crate) fn start_serve(db: &Path, extra: &[&str], stderr: Stdio) -> (Child, Links) {
    let mut child = skyjo(db)
        .args(["--json", "serve", "--bind", "127.0.0.1", "--port", "0"])
        .args(extra)
        .stdout(Stdio::piped())
        .stderr(stderr)
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.as_mut().unwrap())
        .read_line(&mut line)
        .unwrap();
    let started: Value =
        serde_json::from_str(&line).unwrap_or_else(|_| panic!("serve printed {line:?}"));
    let links = Links {
        url: started["url"].as_str().unwrap().to_string(),
        entry_url: started["entry_url"].as_str().map(str::to_string),
    };
    (child, links)
}

/// The links `serve` prints: the read-only one, and with `--entry` the
/// entry link.
pub(crate) struct Links {
    pub(crate) url: String,
    pub(crate) entry_url: Option<String>,
}

impl Links {
    /// The link a phone that enters opens: the entry link with `--entry`,
    /// else the read-only one.
    pub(crate) fn phone(&self) -> &str {
        self.entry_url.as_deref().unwrap_or(&self.url)
    }
}

/// The real binary on the history `db`, with no color, no input and no
/// `SKYJO_DB` from the environment; add the arguments and run or spawn it.
pub(crate) fn skyjo(db: &Path) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_skyjo"));
    cmd.arg("--db")
        .arg(db)
        .env_remove("SKYJO_DB")
        .env_remove("SKYJO_LANG")
        .env_remove("SKYJO_COLOR")
        // No config file of the machine's user: the one beside the history, if any.
        .env("SKYJO_CONFIG", config_for(db))
        .env("NO_COLOR", "1")
        .stdin(Stdio::null());
    cmd
}

/// Where a test writes its "user's" config file: `skyjo/config.toml` beside
/// the history, as the config folder of a Linux user would hold it.
pub(crate) fn config_path(db: &Path) -> PathBuf {
    db.parent().unwrap_or(db).join("skyjo").join("config.toml")
}

/// An empty config file: no settings at all.
pub(crate) const NO_CONFIG: &str =
    concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/no-settings.toml");

/// The config file a test's binary reads, named through `SKYJO_CONFIG`: the
/// one at `config_path` when the test wrote one, else `NO_CONFIG`. Every test
/// names it, because `directories` reads `XDG_CONFIG_HOME` on Linux only: on
/// Windows and macOS a test would otherwise read the developer's own config.
pub(crate) fn config_for(db: &Path) -> PathBuf {
    let beside = config_path(db);
    if beside.exists() {
        beside
    } else {
        PathBuf::from(NO_CONFIG)
    }
}

pub(crate) fn run_with(db: &Path, args: &[&str]) -> Output {
    output(skyjo(db).args(args))
}

/// `Command::output` through [`output`], for a chain of `arg`s:
/// `skyjo(db).args(args).run_output()`.
pub(crate) trait RunOutput {
    fn run_output(&mut self) -> Output;
}

impl RunOutput for Command {
    fn run_output(&mut self) -> Output {
        output(self)
    }
}

/// Runs `cmd` to its end. Under Wine (the Windows tests in CI), starting a
/// process now and then fails with ERROR_INTERNAL_ERROR (1359) when many
/// start at once, before the program runs at all: that start is tried again,
/// a few times. Any other failure, and the program's own exit, is the test's.
pub(crate) fn output(cmd: &mut Command) -> Output {
    let mut tries = 0;
    loop {
        match cmd.output() {
            Err(e) if cfg!(windows) && e.raw_os_error() == Some(1359) && tries < 5 => {
                tries += 1;
                std::thread::sleep(std::time::Duration::from_millis(100 * tries));
            }
            result => return result.unwrap(),
        }
    }
}

/// How a process ended, as a failing test says it: the exit code, in hex
/// where Windows gives a status of its own (0xC0000005 and the like), or the
/// signal.
pub(crate) fn exit_text(status: &std::process::ExitStatus) -> String {
    match status.code() {
        Some(code) if code < 0 => format!("exit code {:#010X}", code as u32),
        Some(code) => format!("exit code {code}"),
        None => format!("{status}"),
    }
}

/// Eight players with the names families really have (9+ letters among
/// them): the sheet of eight that must still fit 80 columns and a phone.
pub(crate) const EIGHT_PLAYERS: [&str; 8] = [
    "Margareta",
    "Bertil",
    "Cecilia",
    "Dorotea",
    "Elisabet",
    "Fredrik",
    "Gunhild",
    "Henrietta",
];

/// The bytes of the database file and whether a WAL file is left beside it.
pub(crate) fn snapshot(path: &Path) -> (Option<Vec<u8>>, bool) {
    let mut wal = path.as_os_str().to_owned();
    wal.push("-wal");
    (std::fs::read(path).ok(), Path::new(&wal).exists())
}

/// Headless Chromium (`browser`) on `url` with `args` (`--dump-dom`,
/// `--screenshot=...`, `--window-size=...`), in a profile of its own; its
/// stdout. The machine's network is closed: nothing calls home at start.
pub(crate) fn headless(browser: &Path, url: &str, args: &[&str]) -> String {
    let profile = tempfile::tempdir().unwrap();
    let out = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--no-first-run",
            "--disable-extensions",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-quic",
        ])
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .args(args)
        .arg(url)
        .run_output();
    assert!(
        out.status.success(),
        "chromium: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Headless Chromium on the PATH, or `None` (outside CI) when the machine has
/// none; in CI it must be there (`.ci/run` installs it) for the `what` tests.
/// The Windows build of the tests runs under Wine, where there is no Windows
/// Chromium: there the browser part is skipped and checked on Linux.
pub(crate) fn chromium(what: &str) -> Option<PathBuf> {
    if cfg!(windows) {
        skipped(&format!(
            "the browser part of the {what} tests (no Chromium for Windows here)"
        ));
        return None;
    }
    let found = ["chromium", "chromium-browser", "google-chrome"]
        .into_iter()
        .find_map(on_path);
    if found.is_none() {
        needed_outside_ci(&format!(
            "chromium is needed for the {what} tests in CI: .ci/run installs it"
        ));
        skipped("chromium is not installed (apt-get install chromium)");
    }
    found
}

/// The program `name` in a folder of the PATH, if one holds it.
pub(crate) fn on_path(name: &str) -> Option<PathBuf> {
    let paths = std::env::var_os("PATH")?;
    std::env::split_paths(&paths)
        .map(|dir| dir.join(name))
        .find(|p| p.is_file())
}

/// Whether tmux can run here. In CI it must (`.ci/run` installs it); on a
/// developer's machine without it the test says it skips, and `skipped`
/// says what is left out.
pub(crate) fn have_tmux(skipped_what: &str) -> bool {
    let found = Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        needed_outside_ci("tmux is missing in CI; .ci/run installs it");
        skipped(skipped_what);
    }
    found
}

/// A test may skip for a missing program on a developer's machine, never in
/// CI (`CI` set), where `.ci/run` installs it: there this fails with `why`.
#[track_caller]
pub(crate) fn needed_outside_ci(why: &str) {
    assert!(std::env::var_os("CI").is_none(), "{why}");
}

/// Says that the running test skips, and `why`, as a line of its own on the
/// terminal: `skipped: prompts::a_long_question_breaks_between_words: tmux is
/// not installed (apt-get install tmux)`. Written to stderr itself, past the
/// test harness's capture, which shows what a passing test prints with
/// `eprintln!` only under `--nocapture`.
pub(crate) fn skipped(why: &str) {
    let thread = std::thread::current();
    let line = match thread.name().filter(|name| *name != "main") {
        Some(test) => format!("skipped: {test}: {why}\n"),
        None => format!("skipped: {why}\n"),
    };
    let _ = std::io::stderr().write_all(line.as_bytes());
}
