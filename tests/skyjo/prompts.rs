//! The interactive prompts in a real terminal: tmux runs `skyjo`, send-keys
//! types, capture-pane reads the screen. `.ci/run` installs tmux. The
//! Windows build skips them (ignored, with the reason): tmux drives a Unix
//! terminal, and the Windows console has no such driver here.

use crate::common;
use crate::common::RunOutput;

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use serde_json::Value;

/// A tmux server of its own, with one session running one command.
struct Terminal {
    socket: String,
}

impl Terminal {
    fn start(name: &str, db: &Path, args: &str) -> Terminal {
        Terminal::start_with(name, db, args, 110, false)
    }

    /// A terminal `columns` wide, with colour as a terminal has it by default
    /// (`colour`) or `NO_COLOR`.
    fn start_with(name: &str, db: &Path, args: &str, columns: u16, colour: bool) -> Terminal {
        Terminal::start_sized(name, db, args, (columns, 40), colour)
    }

    /// A terminal of `(columns, rows)`.
    fn start_sized(
        name: &str,
        db: &Path,
        args: &str,
        (columns, rows): (u16, u16),
        colour: bool,
    ) -> Terminal {
        let socket = format!("skyjo-test-{}-{name}", std::process::id());
        let command = format!(
            "env {} SKYJO_DB='{}' SKYJO_CONFIG='{}' '{}' {args}; echo EXITED $?.; sleep 30",
            if colour { "-u NO_COLOR" } else { "NO_COLOR=1" },
            db.display(),
            common::NO_CONFIG,
            env!("CARGO_BIN_EXE_skyjo")
        );
        let status = Command::new("tmux")
            .args([
                "-L",
                &socket,
                "new-session",
                "-d",
                "-x",
                &columns.to_string(),
                "-y",
                &rows.to_string(),
                &command,
            ])
            .status()
            .expect("tmux is installed (.ci/run installs it)");
        assert!(status.success());
        Terminal { socket }
    }

    fn screen(&self) -> String {
        let out = Command::new("tmux")
            .args(["-L", &self.socket, "capture-pane", "-p"])
            .run_output();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// The screen with the lines the terminal wrapped joined again: a line
    /// wider than the terminal shows as one long line.
    fn joined(&self) -> String {
        let out = Command::new("tmux")
            .args(["-L", &self.socket, "capture-pane", "-p", "-J"])
            .run_output();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Asserts that no line of the screen was wider than `columns`, but for
    /// the lines that end in what was typed (the terminal wraps a long
    /// answer as it is typed).
    fn assert_fits(&self, columns: usize, typed: &[&str]) {
        let screen = self.joined();
        for line in screen.lines() {
            if typed.iter().any(|t| line.trim_end().ends_with(t)) {
                continue;
            }
            assert!(
                line.trim_end().chars().count() <= columns,
                "wider than {columns} columns: {line:?}\n{screen}"
            );
        }
    }

    /// Waits until the screen shows `text` (at most 10 s).
    fn wait_for(&self, text: &str) {
        self.wait_for_times(text, 1);
    }

    /// Waits until the screen shows `text` `times` times (at most 10 s): a
    /// prompt asked again is there once more, not only still there.
    fn wait_for_times(&self, text: &str, times: usize) {
        self.wait_until(&format!("{text:?} ({times} times)"), |screen| {
            screen.matches(text).count() >= times
        });
    }

    /// Waits until the screen is `what` says (`done`, at most 10 s), and
    /// returns it.
    fn wait_until(&self, what: &str, done: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            let screen = self.screen();
            if done(&screen) {
                return screen;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!("waited for {what}; the screen shows:\n{}", self.screen());
    }

    /// Types `text`, without Enter.
    fn typed(&self, text: &str) {
        Command::new("tmux")
            .args(["-L", &self.socket, "send-keys", "-l", "--", text])
            .status()
            .unwrap();
    }

    /// Types `text` and presses Enter (one tmux command line: `;` parts
    /// tmux's commands).
    fn line(&self, text: &str) {
        let mut args = vec!["-L", &self.socket];
        if !text.is_empty() {
            args.extend(["send-keys", "-l", "--", text, ";"]);
        }
        args.extend(["send-keys", "Enter"]);
        Command::new("tmux").args(args).status().unwrap();
    }

    /// Whether tmux shows the cursor ("1") or hides it ("0").
    fn cursor_shown(&self) -> String {
        let out = Command::new("tmux")
            .args([
                "-L",
                &self.socket,
                "display-message",
                "-p",
                "#{cursor_flag}",
            ])
            .run_output();
        String::from_utf8_lossy(&out.stdout).trim().to_string()
    }

    fn key(&self, key: &str) {
        Command::new("tmux")
            .args(["-L", &self.socket, "send-keys", key])
            .status()
            .unwrap();
    }
}

impl Drop for Terminal {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["-L", &self.socket, "kill-server"])
            .status();
    }
}

/// Whether tmux can run here (in CI it must): the prompt tests say they
/// skip, and pass, without it.
fn have_tmux() -> bool {
    common::have_tmux("tmux is not installed (apt-get install tmux)")
}

/// A new history in a temporary folder (kept while the first is alive) with
/// a game of Anna and Bertil started.
fn anna_and_bertil() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.db");
    let out = common::skyjo(&db)
        .args(["new", "Anna", "Bertil"])
        .run_output();
    assert!(out.status.success());
    (dir, db)
}

fn json(db: &Path, args: &[&str]) -> Value {
    let out = common::skyjo(db).args(args).arg("--json").run_output();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// How many rounds the current game of `db` holds.
fn rounds(db: &Path) -> usize {
    json(db, &["show"])["rounds"].as_array().unwrap().len()
}

#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn new_and_round_and_undo_asked_at_a_terminal() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.db");

    let t = Terminal::start("new", &db, "new");
    t.wait_for("Player 1");
    t.line("Anna");
    t.wait_for("Player 2");
    t.line("Bertil");
    t.wait_for("Player 3 (empty to start)");
    t.line("");
    t.wait_for("Game 1 started: Anna and Bertil");
    t.wait_for("EXITED 0.");
    assert_eq!(
        json(&db, &["games"])[0]["players"],
        serde_json::json!(["Anna", "Bertil"])
    );
    drop(t);

    // Bertil's total is given as a flag; Anna's grid is asked for row by row.
    let t = Terminal::start("round", &db, "round Bertil=14");
    t.wait_for("Anna, row 1 (4 cards, x for a removed card) or the round total");
    t.line("1 0 3 4");
    t.wait_for("Anna, row 2 (sum so far 8)");
    // A whole grid pasted here is sent to row 1, not read as a row with '/'.
    t.line("-2 2 5 0 / 1 3 0 2 / 1 1 1 1");
    t.wait_for("this is a whole grid, which goes at row 1; type row 2 alone here (4 cards)");
    t.line("-2 2 5 zero");
    t.wait_for("'zero' where a card should be");
    t.line("-2 2 5 0");
    t.wait_for("Anna, row 3 (sum so far 13)");
    t.line("1 3 0 2");
    // The cursor starts on no one: the first Down is on Anna.
    t.wait_for("Who closed the round? (pick with the arrow keys, then Enter)");
    t.wait_for("  Bertil");
    t.key("Down");
    t.line(""); // Anna
    t.wait_for("Doubling: Anna closed with 19; Bertil has 14: not lowest, doubled to 38");
    // The menu: Enter records; a typo is fixed by typing one entry again.
    t.wait_for("Record round 1 of game 1?");
    t.wait_for("Change one player's entry");
    t.key("Down");
    t.line("");
    t.wait_for("Whose entry?");
    t.line(""); // Anna
    // Answered, and Anna's grid asked again, starting as it was ("Anna, row
    // 1" is on the screen from the first time already): Enter keeps it.
    t.wait_for("Whose entry? Anna");
    t.wait_for("or the round total: 1 0 3 4 / -2 2 5 0 / 1 3 0 2");
    t.line("");
    // The grid on one line is echoed as a grid typed row by row is.
    t.wait_for("Anna: 1 0 3 4 / -2 2 5 0 / 1 3 0 2 = 19 points");
    // The menu asked again (the first one now shows its answer).
    t.wait_for("Record round 1 of game 1?\n> Record it");
    t.line("");
    t.wait_for("Round 1 of game 1 recorded.");
    t.wait_for("EXITED 0.");
    let game = json(&db, &["show"]);
    assert_eq!(game["rounds"][0]["players"][0]["score"], 38);
    assert_eq!(
        game["rounds"][0]["players"][0]["entry"],
        "1 0 3 4 / -2 2 5 0 / 1 3 0 2"
    );
    drop(t);

    // A total instead of a grid, the second closer in the list, then "later":
    // the round stays a draft.
    let t = Terminal::start("cancel", &db, "round");
    t.wait_for("Anna, row 1");
    t.line("7");
    t.wait_for("Bertil, row 1");
    t.line("3");
    t.wait_for("Who closed the round?");
    t.wait_for("  Bertil");
    t.key("Up"); // from no one, Up is on the last: Bertil
    t.line("");
    t.wait_for("Record round 2 of game 1?");
    t.wait_for("Leave it for later (saved as a draft)");
    for _ in 0..3 {
        t.key("Down");
    }
    t.line("");
    t.wait_for("Round 2 of game 1 is saved as a draft; skyjo round goes on from here.");
    t.wait_for("EXITED 0.");
    assert_eq!(rounds(&db), 1);
    drop(t);

    let t = Terminal::start("undo", &db, "undo");
    t.wait_for("Take back round 1 of game 1 (Anna 38, Bertil 14)? [y/N]");
    t.line(""); // Enter alone keeps the round.
    t.wait_for("Nothing changed.");
    t.wait_for("EXITED 0.");
    assert_eq!(rounds(&db), 1);
    drop(t);
    let t = Terminal::start("undo-yes", &db, "undo");
    t.wait_for("[y/N]");
    t.line("y");
    t.wait_for("Round 1 of game 1 taken back.");
    t.wait_for("EXITED 0.");
    assert_eq!(rounds(&db), 0);
}

#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn the_prompts_speak_swedish() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.db");
    let t = Terminal::start("sv-new", &db, "--lang sv new");
    t.wait_for("Spelare 1");
    t.line("Anna");
    t.wait_for("Spelare 2");
    t.line("Bertil");
    t.wait_for("Spelare 3 (tryck bara Enter för att börja)");
    t.line("");
    t.wait_for("Parti 1 har börjat: Anna och Bertil");
    drop(t);
    let t = Terminal::start("sv-round", &db, "--lang sv round Bertil=14");
    t.wait_for("Anna, rad 1 (4 kort, x för ett borttaget kort) eller rundans summa");
    t.line("1 0 3");
    t.wait_for("en rad har 4 kort, den här har 3");
    t.line("1 0 3 4");
    t.wait_for("Anna, rad 2 (summa hittills 8)");
    t.line("-2 2 5 0");
    // Each row after its prompt, whose sum so far is checked as it is drawn
    // (rows typed ahead are kept: rows_typed_ahead_are_kept_for_their_prompts).
    t.wait_for("Anna, rad 3 (summa hittills 13)");
    t.line("1 3 0 2");
    t.wait_for("Vem avslutade rundan? (välj med piltangenterna och tryck Enter)");
    t.wait_for("  Bertil");
    t.key("Down");
    t.line(""); // Anna
    t.wait_for("Vem avslutade rundan? Anna");
    t.wait_for("Spara runda 1 i parti 1?");
    assert!(!t.screen().contains("?:"), "{}", t.screen());
    t.wait_for("Ändra en spelares kort eller summa");
    t.line("");
    t.wait_for("Runda 1 i parti 1 är sparad.");
    drop(t);
    let t = Terminal::start("sv-undo", &db, "--lang sv undo");
    t.wait_for("Ångra runda 1 i parti 1 (Anna 38, Bertil 14)? [j/N]");
    // "y" is not Swedish: asked again; "j" is yes.
    t.line("y");
    t.wait_for("svara j eller n");
    t.line("j");
    t.wait_for("Runda 1 i parti 1 är ångrad.");
    t.wait_for("EXITED 0.");
    drop(t);
    h_round_again(&db);
    assert_eq!(json(&db, &["show"])["rounds"][0]["players"][0]["score"], 38);
}

/// Records the first round again without prompts.
fn h_round_again(db: &Path) {
    let out = common::skyjo(db)
        .args([
            "round",
            "--closer",
            "Anna",
            "Anna=1 0 3 4 / -2 2 5 0 / 1 3 0 2",
            "Bertil=14",
        ])
        .run_output();
    assert!(out.status.success());
}

/// Ctrl-C or Esc at the closer menu leaves the cursor shown and records
/// nothing; Ctrl-D at a row prompt ends the prompt the same way. What was
/// given or typed before is kept as the round's draft, and said so; with
/// nothing kept, nothing was saved.
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn ctrl_c_and_ctrl_d_leave_the_terminal_as_it_was() {
    if !have_tmux() {
        return;
    }
    let (_dir, db) = anna_and_bertil();
    let kept = "Stopped: round 1 of game 1 is kept as a draft; skyjo round goes on from it.";
    for (name, args, key, exit) in [
        ("ctrl-c", "round Anna=3 Bertil=5", "C-c", "130"),
        ("escape", "round", "Escape", "1"),
    ] {
        let t = Terminal::start(name, &db, args);
        t.wait_for("Who closed the round?");
        t.key(key);
        t.wait_for(kept);
        t.wait_for(&format!("EXITED {exit}."));
        assert_eq!(t.cursor_shown(), "1", "{key}: the cursor is shown again");
    }
    let t = Terminal::start(
        "ctrl-d",
        &db,
        "round --discard-draft --closer Anna Bertil=5",
    );
    t.wait_for("The draft of round 1 of game 1 is thrown away.");
    t.wait_for("Anna, row 1");
    t.key("C-d");
    t.wait_for(kept);
    t.wait_for("EXITED 1.");
    assert_eq!(t.cursor_shown(), "1");
    drop(t);
    let out = common::skyjo(&db)
        .args(["round", "--discard-draft"])
        .run_output();
    assert!(out.status.success());
    // At a typed answer too (the line editor reads Ctrl-C as a key).
    let t = Terminal::start("ctrl-c-row", &db, "round");
    t.wait_for("Anna, row 1");
    t.typed("1 2");
    t.key("C-c");
    t.wait_for("Stopped; nothing was saved.");
    t.wait_for("EXITED 130.");
    assert_eq!(t.cursor_shown(), "1");
    drop(t);
    let t = Terminal::start("ctrl-d-nothing", &db, "round");
    t.wait_for("Anna, row 1");
    t.key("C-d");
    t.wait_for("Stopped; nothing was saved.");
    t.wait_for("EXITED 1.");
    assert_eq!(rounds(&db), 0);
    assert_eq!(json(&db, &["status"])["draft"], Value::Null);
}

/// The draft of `db`'s current game: `null`, or what `status --json` says.
fn draft(db: &Path) -> Value {
    json(db, &["status"])["draft"].clone()
}

/// The entries of the draft of `db`'s current game, by name.
fn draft_entries(db: &Path) -> Vec<(String, String)> {
    draft(db)["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["name"].as_str().unwrap().to_string(),
                e["entry"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// Ctrl-C and Esc in the middle of a round keep the grids typed so far, at
/// once: `skyjo round` goes on from them and asks only what is missing; a
/// change in the review is kept as soon as it is typed; leaving from the menu
/// keeps the round too, and recording it ends the draft.
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn esc_and_ctrl_c_in_the_middle_of_a_round_keep_the_grids() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.db");
    let out = common::skyjo(&db)
        .args(["new", "Anna", "Bertil", "Cecilia"])
        .run_output();
    assert!(out.status.success());

    let t = Terminal::start("draft-ctrl-c", &db, "round");
    t.wait_for("Anna, row 1");
    t.line("1 0 3 4");
    t.wait_for("Anna, row 2");
    t.line("-2 2 5 0");
    t.wait_for("Anna, row 3");
    t.line("1 3 0 2");
    t.wait_for("Bertil, row 1");
    t.line("14");
    t.wait_for("Cecilia, row 1");
    t.key("C-c");
    t.wait_for("Stopped: round 1 of game 1 is kept as a draft; skyjo round goes on from it.");
    assert!(!t.screen().contains("error:"), "{}", t.screen());
    t.wait_for("EXITED 130.");
    drop(t);
    let anna = (
        "Anna".to_string(),
        "1 0 3 4 / -2 2 5 0 / 1 3 0 2".to_string(),
    );
    let bertil = ("Bertil".to_string(), "14".to_string());
    assert_eq!(draft_entries(&db), [anna.clone(), bertil.clone()]);
    assert_eq!(draft(&db)["missing"], serde_json::json!(["Cecilia"]));
    assert_eq!(rounds(&db), 0);

    // Only Cecilia is asked; Esc at the closer menu keeps her too.
    let t = Terminal::start("draft-esc", &db, "round");
    t.wait_for(
        "Going on from the draft of round 1 of game 1: the grid of Anna and the total of Bertil are in.",
    );
    t.wait_for("Cecilia, row 1");
    assert!(!t.screen().contains("Anna, row 1"), "{}", t.screen());
    t.line("22");
    t.wait_for("Who closed the round?");
    t.wait_for("  Cecilia"); // the menu is drawn, on no one
    t.key("Escape");
    t.wait_for("Stopped: round 1 of game 1 is kept as a draft");
    t.wait_for("EXITED 1.");
    drop(t);
    let cecilia = ("Cecilia".to_string(), "22".to_string());
    assert_eq!(
        draft_entries(&db),
        [anna.clone(), bertil.clone(), cecilia.clone()]
    );
    assert_eq!(draft(&db)["closer"], Value::Null);

    // Every grid is in: only the closer is asked. A change in the review is
    // in the draft before the menu comes back; "later" leaves it there.
    let t = Terminal::start("draft-review", &db, "round");
    t.wait_for(
        "Going on from the draft of round 1 of game 1: the grid of Anna and the totals of Bertil and Cecilia are in.",
    );
    t.wait_for("  Cecilia"); // the closer menu, on no one
    t.key("Down");
    t.line(""); // Anna
    t.wait_for("Doubling: Anna closed with 19; Bertil has 14: not lowest, doubled to 38");
    t.wait_for("Leave it for later (saved as a draft)");
    t.key("Down");
    t.line("");
    t.wait_for("Whose entry?");
    t.wait_for("> Anna");
    t.key("Down");
    t.line(""); // Bertil
    t.wait_for("Whose entry? Bertil");
    t.wait_for("or the round total: 14"); // the old entry, to edit
    t.key("C-u");
    t.line("15");
    t.wait_for("Bertil has 15: not lowest, doubled to 38");
    assert_eq!(
        draft_entries(&db)[1],
        ("Bertil".to_string(), "15".to_string())
    );
    assert_eq!(draft(&db)["closer"], "Anna");
    t.wait_for("Leave it for later (saved as a draft)");
    for _ in 0..3 {
        t.key("Down");
    }
    t.line("");
    t.wait_for("Round 1 of game 1 is saved as a draft; skyjo round goes on from here.");
    t.wait_for("EXITED 0.");
    drop(t);
    assert_eq!(rounds(&db), 0);

    // Nothing is missing: straight to the review; recording ends the draft.
    let t = Terminal::start("draft-record", &db, "round");
    t.wait_for(
        "Going on from the draft of round 1 of game 1: the grid of Anna and the totals of Bertil \
         and Cecilia are in;\n  Anna closed the round.",
    );
    t.wait_for("> Record it");
    assert!(
        !t.screen().contains("Who closed the round?"),
        "{}",
        t.screen()
    );
    t.line("");
    t.wait_for("Round 1 of game 1 recorded.");
    t.wait_for("EXITED 0.");
    let game = json(&db, &["show"]);
    assert_eq!(game["rounds"][0]["players"][0]["score"], 38);
    assert_eq!(game["rounds"][0]["players"][1]["entry"], "15");
    assert_eq!(game["rounds"][0]["closer"], "Anna");
    assert_eq!(game["draft"], Value::Null);
}

/// Throwing a draft away is asked again, No by default; in Danish at 80
/// columns in colour, every line of it fits.
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn a_draft_is_thrown_away_only_when_confirmed() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.db");
    danish_family(&db);
    let t = Terminal::start_with("da-draft", &db, "--lang da round Ida=5 Far=6", 80, true);
    t.wait_for("Mette, række 1");
    t.line("7");
    t.wait_for("Søren, række 1");
    t.line("8");
    t.wait_for("Hvem afsluttede runden?");
    t.wait_for("  Far"); // the menu is drawn, on no one
    t.key("Down");
    t.key("Down");
    t.key("Down");
    t.line(""); // Ida
    t.wait_for("Smid kladden væk");
    t.key("Up");
    t.line("");
    t.wait_for("Vil du smide kladden til runde 1 i spil 1 væk (summerne for Mette, Søren, Ida og");
    t.line(""); // No
    t.wait_for_times("Skriv runde 1 i spil 1 ind?", 2);
    assert_eq!(draft_entries(&db).len(), 4, "kept");
    t.key("Up");
    t.line("");
    t.wait_for_times("Vil du smide kladden", 2);
    t.line("j");
    t.wait_for("Kladden til runde 1 i spil 1 er smidt væk.");
    t.wait_for("EXITED 0.");
    t.assert_fits(80, &[]);
    assert_eq!(draft(&db), Value::Null);
    assert_eq!(rounds(&db), 0);
}

/// A draft belongs to one round of one game: an answer for a round another
/// terminal recorded meanwhile is refused, and a draft left stale by `undo`
/// is said, and thrown away only when asked, never recorded.
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn a_draft_is_never_recorded_into_another_round() {
    if !have_tmux() {
        return;
    }
    let (_dir, db) = anna_and_bertil();
    // Two terminals on one round: the second goes on from the first's draft
    // and records it while the first still shows its menu.
    let first = Terminal::start("draft-first", &db, "round");
    first.wait_for("Anna, row 1");
    first.line("9");
    first.wait_for("Bertil, row 1");
    first.line("4");
    first.wait_for("Who closed the round?");
    first.wait_for("  Bertil");
    first.key("Up"); // from no one, Up is on the last: Bertil
    first.line("");
    first.wait_for("> Record it");
    let second = Terminal::start("draft-second", &db, "round");
    second.wait_for(
        "Going on from the draft of round 1 of game 1: the totals of Anna and Bertil are in;",
    );
    second.wait_for("> Record it");
    second.line("");
    second.wait_for("Round 1 of game 1 recorded.");
    first.line("");
    first.wait_for("error: round 1 of game 1 can no longer be entered: the game has 1 round now");
    first.wait_for("EXITED 1.");
    drop((first, second));
    assert_eq!(rounds(&db), 1);
    assert_eq!(draft(&db), Value::Null);

    // A draft of round 2, and round 1 taken back: stale.
    let t = Terminal::start("draft-two", &db, "round");
    t.wait_for("Anna, row 1");
    t.line("12");
    t.wait_for("Bertil, row 1");
    t.key("C-c");
    t.wait_for("round 2 of game 1 is kept as a draft");
    drop(t);
    let out = common::skyjo(&db).args(["undo", "--yes"]).run_output();
    assert!(out.status.success());
    // What becomes of the draft is said after the round taken back.
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "Round 1 of game 1 taken back.\nThe draft of round 2 of game 1 is kept, but it followed \
         the round taken back and\n  can no longer be recorded: skyjo round asks whether to \
         throw it away.\n"
    );
    assert_eq!(draft(&db)["stale"], true);
    let t = Terminal::start("draft-stale", &db, "round");
    t.wait_for(
        "The draft of round 2 of game 1 can no longer be recorded: the game has 0 rounds now.",
    );
    t.wait_for("Throw it away and start on round 1? [y/N]");
    t.line("");
    t.wait_for("Nothing changed.");
    t.wait_for("EXITED 0.");
    drop(t);
    assert_eq!(draft(&db)["round"], 2);
    let t = Terminal::start("draft-stale-yes", &db, "round");
    t.wait_for("Throw it away and start on round 1? [y/N]");
    t.line("y");
    t.wait_for("Anna, row 1");
    t.line("3");
    t.wait_for("Bertil, row 1");
    t.key("C-d");
    t.wait_for("round 1 of game 1 is kept as a draft");
    t.wait_for("EXITED 1.");
    assert_eq!(draft(&db)["round"], 1);
    assert_eq!(draft_entries(&db), [("Anna".to_string(), "3".to_string())]);
}

/// A whole grid pasted at the first row prompt (commas too); a column of x
/// that does not run through every row is refused at the row that shows it.
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn a_pasted_grid_and_an_early_column_error() {
    if !have_tmux() {
        return;
    }
    let (_dir, db) = anna_and_bertil();
    let t = Terminal::start("paste", &db, "round --closer Anna");
    t.wait_for("Anna, row 1");
    t.line("1,0,3,4 / -2,2,5,0 / 1,3,0,2");
    t.wait_for("Bertil, row 1");
    t.line("x9 1 2 3");
    t.wait_for("Bertil, row 2");
    t.line("4 2 1 1");
    t.wait_for(
        "column 1 of Bertil's grid has 1 removed card (x); a removed column is x in all three rows",
    );
    t.line("x9 2 1 1");
    t.wait_for("Bertil, row 3");
    t.line("x9 1 2 1");
    t.wait_for("Record round 1 of game 1?");
    t.line("");
    t.wait_for("Round 1 of game 1 recorded.");
    t.wait_for("EXITED 0.");
    let game = json(&db, &["show"]);
    assert_eq!(
        game["rounds"][0]["players"][0]["entry"],
        "1 0 3 4 / -2 2 5 0 / 1 3 0 2"
    );
    assert_eq!(game["rounds"][0]["players"][0]["score"], 38);
    assert_eq!(game["rounds"][0]["players"][1]["score"], 14);
}

/// Rows typed before their prompts are drawn (a fast typist, or several
/// lines pasted at once) are each taken by the prompt they were meant for:
/// the line editor keeps what it read ahead from one prompt to the next.
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn rows_typed_ahead_are_kept_for_their_prompts() {
    if !have_tmux() {
        return;
    }
    let (_dir, db) = anna_and_bertil();
    let t = Terminal::start("ahead", &db, "round --closer Anna");
    t.wait_for("Anna, row 1");
    // Anna's three rows and Bertil's first two, in one go: the terminal
    // gets them at once, as when they are pasted (each a line of its own,
    // sent apart, is read by the prompt that is up when it comes).
    t.typed("1 0 3 4\r-2 2 5 0\r3 3 3 1\rx9 1 2 3\rx9 2 1 1\r");
    t.wait_for("Bertil, row 3 (sum so far 10)");
    t.line("x9 1 2 1");
    t.wait_for("Record round 1 of game 1?");
    t.line("");
    t.wait_for("EXITED 0.");
    let game = json(&db, &["show"]);
    let players = &game["rounds"][0]["players"];
    assert_eq!(players[0]["entry"], "1 0 3 4 / -2 2 5 0 / 3 3 3 1");
    assert_eq!(players[1]["entry"], "x9 1 2 3 / x9 2 1 1 / x9 1 2 1");
    assert_eq!(
        (players[0]["raw"].as_i64(), players[1]["raw"].as_i64()),
        (Some(23), Some(14))
    );
}

/// A family of four in the history at `db`: Mette, Søren, Ida and Far.
fn danish_family(db: &Path) {
    let out = common::skyjo(db)
        .args(["new", "Mette", "Søren", "Ida", "Far"])
        .run_output();
    assert!(out.status.success());
}

/// In Danish at 80 columns with colour on: menus without `?:`, the closer
/// menu with its hint, a pasted grid echoed as a typed one, a
/// grid of 13 cards and a name at a card prompt said as they are, and the
/// round shown before it is recorded wrapped between words.
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn a_danish_round_at_80_columns_in_colour() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.db");
    danish_family(&db);
    let t = Terminal::start_with("da-round", &db, "--lang da round Far=9", 80, true);
    t.wait_for("Mette, række 1");
    t.line("1 2 3 4 5 6 7 8 9 10 11 12 1");
    t.wait_for("gitteret for Mette har 13 kort; et gitter har 12");
    t.line("Søren");
    t.wait_for("'Søren', hvor et kort skal stå");
    t.line("1,2,3,4 / 5,6,7,8 / 9,10,11,12");
    // The same line as after a grid typed row by row.
    t.wait_for("Mette: 1 2 3 4 / 5 6 7 8 / 9 10 11 12 = 78 point");
    t.wait_for("Søren, række 1");
    t.line("5");
    t.wait_for("Ida, række 1");
    t.line("5");
    t.wait_for("Hvem afsluttede runden? (vælg med piletasterne, og tryk så Enter)");
    t.wait_for("  Far");
    assert!(!t.screen().contains("?:"), "{}", t.screen());
    t.key("Down");
    t.key("Down");
    t.line(""); // Søren
    t.wait_for("Hvem afsluttede runden? Søren");
    t.wait_for("Skriv runde 1 i spil 1 ind?");
    // Broken between words, the continuation indented.
    t.wait_for(
        "Fordobling: Søren afsluttede med 5; Ida har også 5: delt laveste pointtal, så\n  Søren fordobles til 10",
    );
    assert!(!t.screen().contains("?:"), "{}", t.screen());
    let typed = ["12 1", "11,12"];
    t.assert_fits(80, &typed);
    t.line("");
    t.wait_for("Runde 1 i spil 1 er skrevet ind.");
    t.wait_for("EXITED 0.");
    t.assert_fits(80, &typed);
}

/// The menu after a correction answers its question: "Gem rettelsen ...?" - "Gem den".
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn the_edit_menu_answers_its_question() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.db");
    danish_family(&db);
    let out = common::skyjo(&db)
        .args([
            "round", "--closer", "Ida", "Mette=10", "Søren=5", "Ida=3", "Far=7",
        ])
        .run_output();
    assert!(out.status.success());
    let t = Terminal::start_with("da-edit", &db, "--lang da edit 1 1 Far=8", 80, true);
    t.wait_for("Gem rettelsen af runde 1 i spil 1?");
    t.wait_for("> Gem den");
    t.line("");
    t.wait_for("EXITED 0.");
    assert_eq!(json(&db, &["show"])["rounds"][0]["players"][3]["score"], 8);
}

/// An abandoned game is said at once, before anything is typed.
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn an_abandoned_game_asks_nothing() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.db");
    danish_family(&db);
    let out = common::skyjo(&db).args(["abandon"]).run_output();
    assert!(out.status.success());
    let t = Terminal::start_with("da-abandoned", &db, "--lang da round", 80, true);
    t.wait_for("EXITED 1.");
    let screen = t.screen();
    assert!(screen.contains("fejl: spil 1 er opgivet"), "{screen}");
    assert!(!screen.contains("række 1"), "{screen}");
}

/// A question longer than the terminal breaks between words.
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn a_long_question_breaks_between_words() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.db");
    danish_family(&db);
    let t = Terminal::start_with("da-delete", &db, "--lang da delete 1", 80, true);
    t.wait_for("sikkerhedskopi først");
    t.assert_fits(80, &[]);
    t.line("n");
    t.wait_for("EXITED 0.");
}

/// A round whose grids together show a value more often than the deck has it
/// is said after the closer, and one grid is typed again: the other grids
/// are kept (it used to end the command and throw the whole round away).
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn a_round_over_the_deck_asks_for_one_grid_again() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.db");
    danish_family(&db);
    let t = Terminal::start_with("da-deck", &db, "--lang da round Ida=5 Far=6", 80, true);
    t.wait_for("Mette, række 1");
    t.line("1 1 1 1 / 1 1 1 1 / 0 0 0 0");
    t.wait_for("Søren, række 1");
    t.line("1 1 1 1 / 0 0 0 0 / 0 0 0 0");
    t.wait_for("  Far");
    t.key("Down");
    t.key("Down");
    t.line(""); // Søren
    t.wait_for("fejl: 12 enere angivet, men bunken har kun 10: kontrollér gitrene");
    // The menu is drawn (and reads keys) once its first choice is there.
    t.wait_for("> Mette");
    t.key("Down");
    t.line("");
    // Søren's grid is asked again: the prompt is on the screen a second time
    // (it was there from the first time, so waiting for it alone would not wait).
    t.wait_for("Hvis indtastning vil du rette? Søren");
    t.wait_for_times("Søren, række 1", 2);
    // The line starts as the grid typed before; Ctrl-U clears it.
    t.key("C-u");
    t.line("2 2 2 2 / 0 0 0 0 / 0 0 0 0");
    t.wait_for("Skriv runde 1 i spil 1 ind?");
    t.line("");
    t.wait_for("EXITED 0.");
    let game = json(&db, &["show"]);
    assert_eq!(game["rounds"][0]["players"][0]["score"], 8);
    // Søren closed with 8 against Ida's 5: doubled.
    assert_eq!(game["rounds"][0]["players"][1]["score"], 16);
    assert_eq!(game["rounds"][0]["closer"], "Søren");
    t.assert_fits(80, &["0 0 0 0"]);
}

/// A typed answer is edited as in any terminal: Left/Right, Home/End,
/// Backspace/Delete, Up for an earlier answer. No escape code reaches the
/// answer or the error that quotes it (a raw line took Left as `^[[D`).
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn a_typed_line_is_edited_as_in_a_terminal() {
    if !have_tmux() {
        return;
    }
    let (_dir, db) = anna_and_bertil();
    let t = Terminal::start_with(
        "line-editing",
        &db,
        "round --yes --closer Anna Bertil=5",
        80,
        true,
    );
    t.wait_for("Anna, row 1");
    // Left, then Backspace takes the space before the 5 (as in any line
    // editor): the line refused is the one shown, quoted as it reads.
    t.typed("1 2 3 5");
    t.key("Left");
    t.key("BSpace");
    t.line("4");
    t.wait_for("Anna's grid has 345, which is not a card");
    // Left, then Delete takes the 5 itself: the row is 1 2 3 4.
    t.typed("1 2 3 5");
    t.key("Left");
    t.key("DC");
    t.line("4");
    t.wait_for("Anna, row 2 (sum so far 10)");
    // Up brings back the row before; Backspace changes its last card.
    t.key("Up");
    t.key("BSpace");
    t.line("5");
    t.wait_for("Anna, row 3 (sum so far 21)");
    // Home and End: a card typed in front, the one after it deleted, one more
    // at the end.
    t.typed("0 1 2");
    t.key("Home");
    t.typed("9");
    t.key("DC");
    t.key("End");
    t.line(" 7");
    t.wait_for("Anna: 1 2 3 4 / 1 2 3 5 / 9 1 2 7 = 40 points");
    t.wait_for("EXITED 0.");
    let screen = t.screen();
    assert!(
        !screen.contains("[D") && !screen.contains('\u{1b}') && !screen.contains("^["),
        "{screen}"
    );
    assert_eq!(
        json(&db, &["show"])["rounds"][0]["players"][0]["entry"],
        "1 2 3 4 / 1 2 3 5 / 9 1 2 7"
    );
}

/// Changing a grid offers the grid as it was, as text to edit: one card is
/// fixed by moving to it (`edit`). Cleared, the line takes a first row and
/// the grid goes on row by row (the review's change, in `round`).
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn a_changed_grid_starts_as_the_old_one() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.db");
    danish_family(&db);
    let out = common::skyjo(&db)
        .args([
            "round",
            "--closer",
            "Ida",
            "Mette=1 2 3 4 / 5 6 7 8 / 9 10 11 12",
            "Søren=5",
            "Ida=3",
            "Far=7",
        ])
        .run_output();
    assert!(out.status.success());
    let t = Terminal::start_with("da-change", &db, "--lang da edit 1 1", 80, true);
    t.wait_for("Hvis indtastning vil du rette?");
    t.wait_for("  Far");
    t.line(""); // Mette
    t.wait_for("Mette, række 1 (4 kort, x for et fjernet kort) eller rundens sum: 1 2 3 4");
    // The 9 of row 3 becomes a 0: from the end, past "10 11 12".
    for _ in 0.."10 11 12".len() + 1 {
        t.key("Left");
    }
    t.key("BSpace");
    t.line("0");
    t.wait_for("Mette: 1 2 3 4 / 5 6 7 8 / 0 10 11 12 = 69 point");
    t.wait_for("Gem rettelsen af runde 1 i spil 1?");
    t.line("");
    t.wait_for("EXITED 0.");
    let game = json(&db, &["show"]);
    assert_eq!(
        game["rounds"][0]["players"][0]["entry"],
        "1 2 3 4 / 5 6 7 8 / 0 10 11 12"
    );
    drop(t);

    let t = Terminal::start_with(
        "da-change-rows",
        &db,
        "--lang da round --closer Ida Mette=8 Søren=5 Ida=3 Far=7",
        80,
        true,
    );
    t.wait_for("Skriv runde 2 i spil 1 ind?");
    t.key("Down");
    t.line(""); // Ret en spillers gitter
    t.wait_for("Hvis indtastning vil du rette?");
    t.wait_for("  Far");
    t.line(""); // Mette
    t.wait_for("eller rundens sum: 8");
    // Ctrl-U clears the line; a first row typed there goes on row by row.
    t.key("C-u");
    t.line("1 2 3 4");
    t.wait_for("Mette, række 2 (sum indtil nu: 10)");
    t.line("1 2 3 4");
    t.wait_for("Mette, række 3 (sum indtil nu: 20)");
    t.line("0 0 0 0");
    t.wait_for_times("Skriv runde 2 i spil 1 ind?", 2);
    t.line("");
    t.wait_for("EXITED 0.");
    let game = json(&db, &["show"]);
    assert_eq!(
        game["rounds"][1]["players"][0]["entry"],
        "1 2 3 4 / 1 2 3 4 / 0 0 0 0"
    );
    t.assert_fits(80, &["0 10 11 12", "1 2 3 4", "0 0 0 0"]);
}

/// Enter alone at the closer question chooses no one: nothing is recorded,
/// even with `--yes`, until the closer is picked; the same after "change the
/// closer". The round then says what the choice did, in words.
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn enter_alone_at_the_closer_question_records_nothing() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.db");
    let out = common::skyjo(&db)
        .args(["new", "Åsa", "Björn", "Ölle"])
        .run_output();
    assert!(out.status.success());
    let t = Terminal::start_with(
        "closer-enter",
        &db,
        "round --yes Åsa=8 Björn=15 Ölle=12",
        80,
        true,
    );
    t.wait_for("Who closed the round? (pick with the arrow keys, then Enter)");
    t.wait_for("  Ölle");
    // Enter alone picks no one, and says so (it did nothing).
    t.line("");
    t.wait_for(
        "Who closed the round? (no one is picked yet: move to a name with the arrow keys,\n  \
         then Enter)\n  Åsa\n  Björn\n  Ölle",
    );
    t.line("");
    std::thread::sleep(Duration::from_millis(500));
    let screen = t.screen();
    assert!(!screen.contains("recorded"), "{screen}");
    assert!(!screen.contains("EXITED"), "{screen}");
    assert_eq!(rounds(&db), 0);
    // The question is drawn once, the cursor on no one.
    assert_eq!(
        screen.matches("Who closed the round?").count(),
        1,
        "{screen}"
    );
    assert!(!screen.contains("> "), "{screen}");
    // Up from no one is the last player: Ölle.
    t.key("Up");
    t.line("");
    t.wait_for("Who closed the round? Ölle");
    t.wait_for("Doubling: Ölle closed with 12; Åsa has 8: not lowest, doubled to 24");
    t.wait_for("EXITED 0.");
    let game = json(&db, &["show"]);
    assert_eq!(game["rounds"][0]["closer"], "Ölle");
    assert_eq!(game["rounds"][0]["players"][2]["score"], 24);
    drop(t);

    // At the review, "change the closer" starts on no one too.
    let t = Terminal::start_with(
        "closer-change",
        &db,
        "--lang sv round --closer Ölle Åsa=8 Björn=15 Ölle=12",
        80,
        true,
    );
    t.wait_for("Dubblering: Ölle avslutade med 12; Åsa har 8: inte lägst, dubbleras till 24");
    t.wait_for("Ändra vem som avslutade");
    t.key("Down");
    t.key("Down");
    t.line("");
    t.wait_for("Vem avslutade rundan? (välj med piltangenterna och tryck Enter)");
    t.wait_for("  Ölle");
    t.line("");
    t.wait_for("Vem avslutade rundan? (ingen är vald än: gå till ett namn med piltangenterna");
    assert!(
        !t.screen().contains("Vem avslutade rundan? Ölle"),
        "{}",
        t.screen()
    );
    t.key("Down");
    t.line(""); // Åsa
    t.wait_for("Dubblering: Åsa avslutade med 8, ensam lägst (Ölle har 12): dubbleras inte, 8");
    t.wait_for_times("Spara runda 2 i parti 1?", 2);
    t.line("");
    t.wait_for("EXITED 0.");
    assert_eq!(json(&db, &["show"])["rounds"][1]["closer"], "Åsa");
}

/// A Swedish family in the history at `db`, with Sören and a Danish Søren.
fn soren_and_soren(db: &Path) {
    for args in [
        &["new", "Åsa", "Björn", "Sören"][..],
        &["new", "Søren B", "Åsa", "--yes"],
        &["players", "rename", "Søren B", "Søren"],
    ] {
        let out = common::skyjo(db).args(args).run_output();
        assert!(out.status.success(), "{args:?}");
    }
}

/// The names prompt reads each name by the one rule: `asa` is Åsa, said at
/// once; Åsa again however spelt is typed again; a name that fits Sören and
/// Søren is asked about. A name given as a flag that fits both is asked
/// about too (in Swedish, at 80 columns in colour).
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn names_at_a_terminal_are_the_family_as_it_spells_them() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.db");
    soren_and_soren(&db);
    let t = Terminal::start_with("sv-names", &db, "--lang sv new --yes", 80, true);
    t.wait_for("Spelare 1");
    t.line("asa");
    t.wait_for("  asa → Åsa");
    t.wait_for("Spelare 2");
    t.line("ÅSA");
    t.wait_for("fel: 'ÅSA' är Åsa, som redan är med i partiet; ange varje spelare en gång");
    t.wait_for_times("Spelare 2", 2);
    t.line("soren");
    t.wait_for("Vilken spelare menar du med soren?");
    t.wait_for("  Søren"); // on no one
    t.key("Down");
    t.wait_for("> Sören");
    t.key("Down");
    t.wait_for("> Søren");
    t.line("");
    t.wait_for("  soren → Søren");
    t.wait_for("Spelare 3 (tryck bara Enter för att börja)");
    t.line("Kalle");
    t.wait_for("Spelare 4 (tryck bara Enter för att börja)");
    t.line("");
    t.wait_for("Ny spelare: Kalle.");
    t.wait_for("Parti 3 har börjat: Åsa, Søren och Kalle");
    t.wait_for("EXITED 0.");
    t.assert_fits(80, &[]);
    assert_eq!(
        json(&db, &["games"])[0]["players"],
        serde_json::json!(["Åsa", "Søren", "Kalle"])
    );
    drop(t);

    let t = Terminal::start_with("sv-stats", &db, "--lang sv --wide stats SOREN", 80, true);
    t.wait_for("Vilken spelare menar du med SOREN?");
    t.wait_for("  Søren"); // on no one
    t.key("Down");
    t.wait_for("> Sören");
    t.line("");
    t.wait_for("EXITED 0.");
    // Sören's one game is in progress: stats names him, and not Søren.
    let screen = t.screen();
    assert!(
        screen.contains("Vilken spelare menar du med SOREN? Sören"),
        "{screen}"
    );
    assert!(screen.contains(": Sören."), "{screen}");
    assert!(!screen.contains("Søren"), "{screen}");
}

/// `serve` on a terminal of 80x24 in colour: the heading, the address, the
/// whole QR code and how to stop all on the screen, nothing scrolled off,
/// in every language.
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn serve_fits_a_terminal_of_80_by_24() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.db");
    json(&db, &["new", "Anna", "Bertil"]);
    for (lang, heading, stop) in [
        ("en", "The game is served", "Press Ctrl-C to stop."),
        ("sv", "Partiet visas", "Tryck Ctrl-C för att stoppa."),
        ("da", "Spillet vises", "Tryk Ctrl-C for at stoppe."),
    ] {
        let t = Terminal::start_sized(
            &format!("serve-{lang}"),
            &db,
            &format!("--lang {lang} serve --port 0"),
            (80, 24),
            true,
        );
        t.wait_for(stop);
        // The hint stands beside the code's upper lines: under load the
        // terminal may show it before the code's last line, a quiet zone as
        // its first. Waited for (at most 10 s), not slept for.
        let quiet = |line: &str| line.chars().take(21).all(|c| c == '█');
        let screen = t.wait_until(&format!("{lang}: the whole code"), |screen| {
            let code: Vec<&str> = screen.lines().filter(|l| l.starts_with('█')).collect();
            code.len() >= 19 && code.last().is_some_and(|l| quiet(l))
        });
        let lines: Vec<&str> = screen.lines().collect();
        assert!(lines[0].starts_with(heading), "{lang}:\n{screen}");
        assert!(
            lines[1].starts_with("  http://") && lines[1].trim_end().ends_with('/'),
            "{lang}: the address on its own line\n{screen}"
        );
        // Every line of the code: it starts and ends in its quiet zone.
        let code: Vec<&&str> = lines.iter().filter(|l| l.starts_with('█')).collect();
        assert!(code.len() >= 19, "{lang}:\n{screen}");
        assert!(
            quiet(code.first().unwrap()) && quiet(code.last().unwrap()),
            "{lang}:\n{screen}"
        );
        assert!(lines.iter().all(|l| l.chars().count() <= 80));
        t.key("C-c");
        t.wait_for("EXITED 0.");
    }
}

/// `start` with a tie for the highest two cards asks at a terminal who dealt
/// (a menu on no one, since the starter depends on it), as the other prompts
/// ask what a flag would give; in a pipe the error stays. Without a tie the
/// dealer decides nothing and is not asked for.
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn start_with_a_tie_asks_who_dealt() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.db");
    let t = Terminal::start_with(
        "start-dealer",
        &db,
        "--lang da start Anna='5 7' Bertil='3 9' Cecilia='2 1'",
        80,
        true,
    );
    t.wait_for("Hvem gav?");
    t.wait_for("  Cecilia");
    assert!(!t.screen().contains("> "), "{}", t.screen());
    t.key("Down");
    t.line(""); // Anna dealt: Bertil sits on her left
    t.wait_for("Bertil starter runde 1");
    t.wait_for("EXITED 0.");
    t.assert_fits(80, &[]);
    drop(t);
    let out = common::skyjo(&db)
        .args(["start", "Anna=5 7", "Bertil=3 9"])
        .stdin(std::process::Stdio::null())
        .run_output();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("who dealt? add --dealer NAME"));
    let out = common::skyjo(&db)
        .args(["start", "Anna=5 7", "Bertil=3 8"])
        .stdin(std::process::Stdio::null())
        .run_output();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("Anna starts"));
}

/// A prompt that asks for a row words every row's mistake as a row's: five
/// cards typed for row 1 are a row of five, not a grid of five.
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn five_cards_on_row_1_are_a_rows_mistake() {
    if !have_tmux() {
        return;
    }
    let (_dir, db) = anna_and_bertil();
    let t = Terminal::start_with("row-1", &db, "--lang da round", 80, true);
    t.wait_for("Anna, række 1");
    t.line("1 2 3 4 5");
    t.wait_for("en række har 4 kort, denne har 5");
    assert!(!t.screen().contains("et gitter har 12"), "{}", t.screen());
    // A whole grid on one line is still read as a grid.
    t.line("1 2 3 4 / 1 2 3 4 / 1 2 3");
    t.wait_for("række 3 i gitteret for Anna har 3 kort");
}

#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn an_action_round_with_a_star_and_a_held_card_at_80_columns() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.db");
    let new = common::skyjo(&db)
        .args([
            "new",
            "Anna",
            "Bertil",
            "Cecilia",
            "Dora",
            "--edition",
            "action",
        ])
        .run_output();
    assert!(new.status.success());
    let t = Terminal::start_with("action", &db, "--lang sv round", 80, true);
    t.wait_for("Anna, rad 1 (4 kort, * för en stjärna, x för ett borttaget kort)");
    // A star is a card here; a word is not.
    t.line("* 5 5 stjärna");
    t.wait_for("'stjärna' där ett kort ska stå; skriv ett tal från -2");
    t.line("* 5 5 5");
    t.wait_for("Anna, rad 2 (summa hittills 15)");
    t.line("1 2 3 4");
    t.wait_for("Anna, rad 3 (summa hittills 25)");
    t.line("0 1 2 3");
    t.wait_for("Anna: * 5 5 5 / 1 2 3 4 / 0 1 2 3 = 16 poäng (utan rad 1: tre femmor och en");
    t.wait_for("Bertil, rad 1");
    t.line("* 2 3 4 / * 5 6 7 / * 1 1 1");
    t.wait_for("Cecilia, rad 1");
    t.line("20");
    t.wait_for("Dora, rad 1");
    // A whole row removed in play is a removed line in Skyjo Action.
    t.line("x x x x / 1 2 3 * / * * * 12");
    t.wait_for("Actionkort kvar på handen? (t.ex. Anna=1; bara Enter: inga)");
    t.line("Anna=30");
    t.wait_for("Anna har 30 actionkort på handen; skriv ett tal från 0 till 27");
    t.line("Anna=1");
    t.wait_for("Vem avslutade rundan?");
    t.wait_for("  Dora");
    t.key("Down");
    t.line(""); // Anna
    t.wait_for("Spara runda 1 i parti 1?");
    t.wait_for("actionkort:");
    t.line("");
    t.wait_for("Runda 1 i parti 1 är sparad.");
    t.wait_for("EXITED 0.");
    t.assert_fits(
        80,
        &[
            "* 2 3 4 / * 5 6 7 / * 1 1 1",
            "x x x x / 1 2 3 * / * * * 12",
        ],
    );
    drop(t);
    let show = json(&db, &["show"]);
    let round = &show["rounds"][0];
    let scores: Vec<i64> = round["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["score"].as_i64().unwrap())
        .collect();
    // Anna 16 + 10, doubled (Bertil 17 - 10 is lower); Dora: row 3 of three
    // stars and a 12 goes, 1+2+3 = 6.
    assert_eq!(round["closer"], "Anna");
    assert_eq!(scores, [52, 17, 20, 6]);
    assert_eq!(
        round["players"][0]["entry"],
        "* 5 5 5 / 1 2 3 4 / 0 1 2 3 held=1"
    );
}

/// A round of Skyjo Action left at the step of the held action cards (Ctrl-C)
/// asks it again when it goes on from its draft: the step comes before the
/// closer, so a draft without a closer may not have answered it.
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn the_held_cards_are_asked_again_when_an_action_draft_goes_on() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.db");
    let new = common::skyjo(&db)
        .args(["new", "Anna", "Bo", "--edition", "action"])
        .run_output();
    assert!(new.status.success());
    let t = Terminal::start_with("action-held-draft", &db, "--lang da round", 80, true);
    t.wait_for("Anna, række 1");
    t.line("* 5 5 5 / 1 2 3 4 / 0 1 2 3");
    t.wait_for("Bo, række 1");
    t.line("12");
    t.wait_for("Actionkort tilbage på hånden? (f.eks. Anna=1; kun Enter: ingen)");
    t.key("C-c");
    t.wait_for("runde 1 i spil 1 er gemt som kladde");
    t.wait_for("EXITED 130.");
    drop(t);
    let t = Terminal::start_with("action-held-again", &db, "--lang da round", 80, true);
    t.wait_for("Fortsætter fra kladden til runde 1 i spil 1");
    t.wait_for("Actionkort tilbage på hånden? (f.eks. Anna=1; kun Enter: ingen)");
    t.line("Anna=1");
    t.wait_for("  Bo");
    t.key("Down");
    t.line(""); // Anna
    t.wait_for("Skriv runde 1 i spil 1 ind?");
    t.line("");
    t.wait_for("EXITED 0.");
    drop(t);
    let show = json(&db, &["show"]);
    let anna = &show["rounds"][0]["players"][0];
    // 16 + 10 for the card held; Bo's 12 is lower: doubled.
    assert_eq!(anna["entry"], "* 5 5 5 / 1 2 3 4 / 0 1 2 3 held=1");
    assert_eq!(anna["score"], 52);
}

/// In Danish at 80 columns with colour on: a grid whose column goes at the
/// reveal is echoed with the points it scores (35, not the 50 its cards add
/// up to) and says what went; a grid with nothing to remove says its points
/// alone; Ctrl-C is said as stopping, not as an error; going on from the
/// draft says whose cards are already in.
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn a_grid_is_echoed_with_its_points_and_ctrl_c_is_no_error_in_danish() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.db");
    let out = common::skyjo(&db)
        .args(["new", "Mette", "Jørgen", "Åse"])
        .run_output();
    assert!(out.status.success());
    let t = Terminal::start_with("da-echo", &db, "--lang da round", 80, true);
    t.wait_for("Mette, række 1");
    t.line("5 2 8 6 / 5 2 3 7 / 5 3 2 2");
    t.wait_for("Mette: 5 2 8 6 / 5 2 3 7 / 5 3 2 2 = 35 point (uden kolonne 1: tre femmere)");
    t.wait_for("Jørgen, række 1");
    t.line("x 1 2 3 / x 4 5 6 / x 7 8 9");
    t.wait_for("Jørgen: x 1 2 3 / x 4 5 6 / x 7 8 9 = 45 point");
    assert!(!t.screen().contains("(sum "), "{}", t.screen());
    assert!(!t.screen().contains("45 point (uden"), "{}", t.screen());
    t.wait_for("Åse, række 1");
    t.key("C-c");
    t.wait_for("Stoppet: runde 1 i spil 1 er gemt som kladde; fortsæt senere med skyjo round.");
    t.wait_for("EXITED 130.");
    assert!(!t.screen().contains("fejl:"), "{}", t.screen());
    t.assert_fits(80, &[]);
    drop(t);
    let t = Terminal::start_with("da-echo-again", &db, "--lang da round", 80, true);
    t.wait_for("gitrene for Mette og Jørgen er\n  indtastet.");
    t.wait_for("Åse, række 1");
    assert!(!t.screen().contains("er klar"), "{}", t.screen());
}

/// Issues 39 and 40 at the names prompt, in Danish at 80 columns in colour:
/// Aase and Joergen are Åse and Jørgen, said at once; a name with a
/// zero-width space is refused in words and typed again.
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn names_spelt_out_and_invisible_characters_at_the_names_prompt() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.db");
    json(&db, &["new", "Åse", "Jørgen", "Søren"]);
    let t = Terminal::start_with("da-spelt-out", &db, "--lang da new --yes", 80, true);
    t.wait_for("Spiller 1");
    t.line("Aase");
    t.wait_for("  Aase → Åse");
    t.wait_for("Spiller 2");
    t.line("Jø\u{200b}rgen");
    t.wait_for("fejl: navnet for spiller 2 indeholder et usynligt tegn");
    t.wait_for_times("Spiller 2", 2);
    t.line("Joergen");
    t.wait_for("  Joergen → Jørgen");
    t.wait_for("Spiller 3 (tryk bare Enter for at starte)");
    t.line("");
    t.wait_for("Spil 2 er startet: Åse og Jørgen");
    t.wait_for("EXITED 0.");
    t.assert_fits(80, &["Jø\u{200b}rgen"]);
    assert_eq!(
        json(&db, &["games"])[0]["players"],
        serde_json::json!(["Åse", "Jørgen"])
    );
    assert_eq!(
        json(&db, &["players"])["players"].as_array().unwrap().len(),
        3
    );
}

/// Esc at a typed prompt of `round` leaves, as Esc at a menu does (it did
/// nothing): nothing saved before a grid is whole, the draft kept after.
/// Ctrl-C typed right after an Esc still stops (it was swallowed).
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn esc_at_a_typed_prompt_leaves_and_ctrl_c_after_it_stops() {
    if !have_tmux() {
        return;
    }
    let (_dir, db) = anna_and_bertil();
    let t = Terminal::start("esc-row", &db, "round");
    t.wait_for("Anna, row 1");
    t.typed("1 2");
    t.key("Escape");
    t.wait_for("Stopped; nothing was saved.");
    t.wait_for("EXITED 1.");
    assert_eq!(t.cursor_shown(), "1");
    drop(t);
    assert_eq!(draft(&db), Value::Null);

    let t = Terminal::start("esc-kept", &db, "round");
    t.wait_for("Anna, row 1");
    t.line("7");
    t.wait_for("Bertil, row 1");
    t.key("Escape");
    t.wait_for("Stopped: round 1 of game 1 is kept as a draft; skyjo round goes on from it.");
    t.wait_for("EXITED 1.");
    drop(t);
    assert_eq!(draft_entries(&db), [("Anna".to_string(), "7".to_string())]);

    // Esc and Ctrl-C at once (one tmux command: faster than the wait for a
    // key sequence after Esc): Ctrl-C, exit 130.
    let t = Terminal::start("esc-ctrl-c", &db, "round");
    t.wait_for("Bertil, row 1");
    t.typed("1 2");
    Command::new("tmux")
        .args(["-L", &t.socket, "send-keys", "Escape", "C-c"])
        .status()
        .unwrap();
    t.wait_for("Stopped: round 1 of game 1 is kept as a draft");
    t.wait_for("EXITED 130.");
    drop(t);
    assert_eq!(draft_entries(&db), [("Anna".to_string(), "7".to_string())]);
}

/// `round --held Åse=1` at a terminal without grids asks for them and sets
/// the count on Åse's grid as it is typed (it stopped with "Åse has held
/// action cards but no grid"); a total typed for her is refused there; the
/// question of the cards held is not asked, the flag answered it.
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn held_cards_given_without_grids_wait_for_the_grid() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.db");
    let new = common::skyjo(&db)
        .args(["new", "Anna", "Åse", "--edition", "action"])
        .run_output();
    assert!(new.status.success());
    let t = Terminal::start_with("held-later", &db, "round --held Åse=1", 80, false);
    t.wait_for("Anna, row 1");
    t.line("12");
    t.wait_for("Åse, row 1");
    t.line("20");
    t.wait_for("Åse is entered as a total, which already counts the held action cards");
    t.wait_for_times("Åse, row 1", 2);
    t.line("* 5 5 5 / 1 2 3 4 / 0 1 2 3");
    t.wait_for("Who closed the round?");
    assert!(
        !t.screen().contains("Action cards still in hand"),
        "{}",
        t.screen()
    );
    t.wait_for("  Åse");
    t.key("Up");
    t.line(""); // Åse
    t.wait_for("Record round 1 of game 1?");
    t.line("");
    t.wait_for("Round 1 of game 1 recorded.");
    t.wait_for("EXITED 0.");
    drop(t);
    let show = json(&db, &["show"]);
    let ase = &show["rounds"][0]["players"][1];
    assert_eq!(ase["entry"], "* 5 5 5 / 1 2 3 4 / 0 1 2 3 held=1");
    // 16 + 10 held; Anna's 12 is lower: doubled.
    assert_eq!(ase["score"], 52);
}

/// `restore FILE` over a history at a terminal asks first, No by default,
/// as `delete` does (it replaced the history without a word); without a
/// terminal it needs `--yes`, and says so.
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn restore_asks_before_it_replaces_the_history() {
    if !have_tmux() {
        return;
    }
    let (dir, db) = anna_and_bertil();
    let backup = dir.path().join("backup.db");
    let out = common::skyjo(&db)
        .args(["backup", backup.to_str().unwrap()])
        .run_output();
    assert!(out.status.success());
    h_round_again(&db);
    let shown = backup.display();
    let args = format!("restore '{shown}'");
    let question = format!(
        "Replace the history {} with {shown}? A copy of the history as it is now is made first.",
        db.display()
    );
    let t = Terminal::start_sized("restore-no", &db, &args, (400, 20), false);
    t.wait_for(&format!("{question} [y/N]"));
    t.line("");
    t.wait_for("Nothing changed.");
    t.wait_for("EXITED 0.");
    drop(t);
    assert_eq!(rounds(&db), 1);
    let t = Terminal::start_sized("restore-yes", &db, &args, (400, 20), false);
    t.wait_for("[y/N]");
    t.line("y");
    t.wait_for(&format!("Put {shown} back as {}", db.display()));
    t.wait_for("EXITED 0.");
    drop(t);
    assert_eq!(rounds(&db), 0);
    h_round_again(&db);
    let out = common::skyjo(&db)
        .args(["--lang", "en", "restore", backup.to_str().unwrap()])
        .run_output();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim_end(),
        format!(
            "error: restore asks for confirmation, and cannot ask here; add --yes to replace {} \
             with {shown}",
            db.display()
        )
    );
    assert_eq!(rounds(&db), 1);
}

/// Issue 48: a prompt exactly as wide as the terminal (a name of six letters
/// in Skyjo Action's first row: 79 columns and its colon) put the cursor, and
/// what was typed, on the next line. The question is fitted with room left
/// for the space and the cursor: the answer follows it on its line.
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn a_prompt_as_wide_as_the_terminal_leaves_room_for_the_answer() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.db");
    json(&db, &["new", "Hélène", "Bo", "--edition", "action"]);
    let t = Terminal::start_with("en-prompt-width", &db, "--lang en round", 80, false);
    t.wait_for("Hélène, row 1");
    t.typed("1 2 3 4");
    t.wait_for("1 2 3 4");
    let screen = t.screen();
    assert!(
        screen
            .lines()
            .any(|line| line.trim_end() == "  total: 1 2 3 4"),
        "the answer is not on the prompt's line:\n{screen}"
    );
    for line in screen.lines() {
        assert!(line.chars().count() <= 80, "{line:?}\n{screen}");
    }
}
