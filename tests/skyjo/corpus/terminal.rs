//! A terminal for the corpus: tmux, 80 columns and tall enough that nothing
//! scrolls away, no colour; keys typed when the screen shows a text.

use super::{Key, Step};
use crate::common;

use std::process::Command;
use std::time::{Duration, Instant};

/// Whether tmux can run here (in CI it must).
pub(super) fn have_tmux() -> bool {
    common::have_tmux("tmux is not installed: the corpus leaves its terminal screens out")
}

fn tmux(socket: &str, args: &[&str]) -> String {
    let out = common::output(Command::new("tmux").args(["-L", socket]).args(args));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Runs the binary with `args` and the environment `env` in the folder
/// `home` in a new tmux,
/// plays `steps`, waits for its end, and returns the screen (without the
/// line that tells the end).
pub(super) fn play(
    home: &std::path::Path,
    env: &[(&str, String)],
    args: &[&str],
    steps: &[Step],
) -> String {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let socket = format!(
        "skyjo-corpus-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    );
    let quoted = |s: &str| format!("'{}'", s.replace('\'', r"'\''"));
    let mut command = format!(
        "cd {} && env NO_COLOR=1",
        quoted(&home.display().to_string())
    );
    for (key, value) in env {
        command.push_str(&format!(" {key}={}", quoted(value)));
    }
    command.push(' ');
    command.push_str(&quoted(env!("CARGO_BIN_EXE_skyjo")));
    for arg in args {
        command.push(' ');
        command.push_str(&quoted(arg));
    }
    command.push_str("; echo; echo ENDED; sleep 30");
    let status = Command::new("tmux")
        .args([
            "-L",
            &socket,
            "new-session",
            "-d",
            "-x",
            "80",
            "-y",
            "120",
            &command,
        ])
        .status()
        .expect("tmux runs");
    assert!(status.success());
    let guard = Server(socket.clone());
    // A prompt asked again (after a mistyped row) is waited for once more:
    // its text must be on the screen one time more than before, or the keys
    // would go to the question still being drawn.
    let mut seen: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    for step in steps {
        let times = seen.entry(step.wait.as_str()).or_default();
        *times += 1;
        let screen = wait_for_times(&socket, &step.wait, *times);
        settled(&socket, screen);
        // The step's keys in one tmux command line (`;` parts its commands).
        let mut keys: Vec<&str> = Vec::new();
        for key in &step.keys {
            if !keys.is_empty() {
                keys.push(";");
            }
            match key {
                Key::Line(text) if text.is_empty() => keys.extend(["send-keys", "Enter"]),
                Key::Line(text) => {
                    keys.extend(["send-keys", "-l", "--", text, ";", "send-keys", "Enter"])
                }
                Key::Named(name) => keys.extend(["send-keys", name]),
            }
        }
        if !keys.is_empty() {
            tmux(&socket, &keys);
        }
    }
    wait_for_times(&socket, "\nENDED", 1);
    let screen = tmux(&socket, &["capture-pane", "-p"]);
    drop(guard);
    let screen = screen.split("\nENDED").next().unwrap_or_default();
    let lines: Vec<&str> = screen.lines().map(str::trim_end).collect();
    let mut text = lines.join("\n");
    text.truncate(text.trim_end().len());
    text.push('\n');
    text
}

struct Server(String);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["-L", &self.0, "kill-server"])
            .status();
    }
}

/// Waits until the screen, `before` as last read, has stood still for a
/// tenth of a second (at most 5 s): a menu is drawn whole, and reads the
/// keyboard, before a key is sent.
fn settled(socket: &str, mut before: String) {
    let deadline = Instant::now() + Duration::from_secs(5);
    while Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(100));
        let now = tmux(socket, &["capture-pane", "-p", "-J"]);
        if now == before {
            return;
        }
        before = now;
    }
}

/// Waits until the screen shows `text` `times` times (at most 20 s); the
/// screen then (its wrapped lines joined).
fn wait_for_times(socket: &str, text: &str, times: usize) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let screen = tmux(socket, &["capture-pane", "-p", "-J"]);
        if screen.matches(text).count() >= times {
            return screen;
        }
        assert!(
            Instant::now() < deadline,
            "waited for {text:?} ({times} times); the screen shows:\n{screen}"
        );
        std::thread::sleep(Duration::from_millis(30));
    }
}
