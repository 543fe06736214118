//! The interactive prompts in a real terminal: tmux runs `skyjo`, send-keys
//! types, capture-pane reads the screen. `.ci/run` installs tmux. The
//! Windows build skips them (ignored, with the reason): tmux drives a Unix
//! terminal, and the Windows console has no such driver here.

mod common;

use common::RunOutput;

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
                "40",
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
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if self.screen().matches(text).count() >= times {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!(
            "waited for {text:?} ({times} times); the screen shows:\n{}",
            self.screen()
        );
    }

    /// Types `text` and presses Enter.
    fn line(&self, text: &str) {
        if !text.is_empty() {
            Command::new("tmux")
                .args(["-L", &self.socket, "send-keys", "-l", "--", text])
                .status()
                .unwrap();
        }
        Command::new("tmux")
            .args(["-L", &self.socket, "send-keys", "Enter"])
            .status()
            .unwrap();
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

/// Whether tmux can run here. In CI it must (`.ci/run` installs it); on a
/// developer's machine without it the prompt tests say so and pass.
fn have_tmux() -> bool {
    let found = Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        found || std::env::var_os("CI").is_none(),
        "tmux is missing in CI; .ci/run installs it"
    );
    if !found {
        eprintln!("skipped: tmux is not installed (apt-get install tmux)");
    }
    found
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
    t.wait_for("Game 1 started: Anna, Bertil");
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
    t.line("-2 2 5 zero");
    t.wait_for("'zero' where a card should be");
    t.line("-2 2 5 0");
    t.wait_for("Anna, row 3 (sum so far 13)");
    t.line("1 3 0 2");
    t.wait_for("Who closed the round?");
    // The cursor starts at the likeliest closer, Bertil (the lowest score, 14).
    t.wait_for("> Bertil");
    t.key("Up");
    t.line(""); // Anna
    t.wait_for("Doubling: Anna closed with 19, Bertil has 14: not lowest, 19 x 2 = 38");
    // The menu: Enter records; a typo is fixed by typing one entry again.
    t.wait_for("Record round 1 of game 1?");
    t.wait_for("Change one player's entry");
    t.key("Down");
    t.line("");
    t.wait_for("Whose entry?");
    t.line(""); // Anna
    // Answered, and Anna's grid asked again ("Anna, row 1" is on the screen
    // from the first time already).
    t.wait_for("Whose entry? Anna");
    t.line("1 0 3 4 / -2 2 5 0 / 1 3 0 2");
    // The pasted grid is echoed as a typed one is.
    t.wait_for("Anna: 1 0 3 4 / -2 2 5 0 / 1 3 0 2 (cards add up to 19");
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

    // A total instead of a grid, the second closer in the list, then "no".
    let t = Terminal::start("cancel", &db, "round");
    t.wait_for("Anna, row 1");
    t.line("7");
    t.wait_for("Bertil, row 1");
    t.line("3");
    t.wait_for("Who closed the round?");
    t.wait_for("> Bertil");
    t.line(""); // Bertil, the lowest, is where the cursor starts
    t.wait_for("Record round 2 of game 1?");
    t.wait_for("Cancel");
    for _ in 0..3 {
        t.key("Down");
    }
    t.line("");
    t.wait_for("Nothing recorded.");
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
    t.wait_for("Parti 1 har börjat: Anna, Bertil");
    drop(t);
    let t = Terminal::start("sv-round", &db, "--lang sv round Bertil=14");
    t.wait_for("Anna, rad 1 (4 kort, x för ett borttaget kort) eller rundans summa");
    t.line("1 0 3");
    t.wait_for("en rad har 4 kort, den här har 3");
    t.line("1 0 3 4");
    t.wait_for("Anna, rad 2 (summa hittills 8)");
    t.line("-2 2 5 0");
    t.line("1 3 0 2");
    t.wait_for("Vem avslutade rundan?");
    t.key("Up");
    t.line(""); // Anna (the cursor started at Bertil, who has the lowest score)
    t.wait_for("Vem avslutade rundan? Anna");
    t.wait_for("Spara runda 1 i parti 1?");
    assert!(!t.screen().contains("?:"), "{}", t.screen());
    t.wait_for("Ändra en spelares inmatning");
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
/// nothing; Ctrl-D at a row prompt ends the prompt the same way.
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn ctrl_c_and_ctrl_d_leave_the_terminal_as_it_was() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.db");
    let out = common::skyjo(&db)
        .args(["new", "Anna", "Bertil"])
        .run_output();
    assert!(out.status.success());
    for (name, key, exit) in [("ctrl-c", "C-c", "130"), ("escape", "Escape", "1")] {
        let t = Terminal::start(name, &db, "round Anna=3 Bertil=5");
        t.wait_for("Who closed the round?");
        t.key(key);
        t.wait_for("cancelled; nothing was saved");
        t.wait_for(&format!("EXITED {exit}."));
        assert_eq!(t.cursor_shown(), "1", "{key}: the cursor is shown again");
    }
    let t = Terminal::start("ctrl-d", &db, "round --closer Anna Bertil=5");
    t.wait_for("Anna, row 1");
    t.key("C-d");
    t.wait_for("cancelled; nothing was saved");
    t.wait_for("EXITED 1.");
    assert_eq!(t.cursor_shown(), "1");
    assert_eq!(rounds(&db), 0);
}

/// A whole grid pasted at the first row prompt (commas too); a column of x
/// that does not run through every row is refused at the row that shows it.
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal; Windows has none")]
fn a_pasted_grid_and_an_early_column_error() {
    if !have_tmux() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.db");
    let out = common::skyjo(&db)
        .args(["new", "Anna", "Bertil"])
        .run_output();
    assert!(out.status.success());
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

/// A family of four in the history at `db`: Mette, Søren, Ida and Far.
fn danish_family(db: &Path) {
    let out = common::skyjo(db)
        .args(["new", "Mette", "Søren", "Ida", "Far"])
        .run_output();
    assert!(out.status.success());
}

/// In Danish at 80 columns with colour on: menus without `?:`, the closer
/// menu at the likeliest closer, a pasted grid echoed as a typed one, a
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
    t.wait_for("Mette: 1 2 3 4 / 5 6 7 8 / 9 10 11 12 (sum 78, før kolonner fjernes)");
    t.wait_for("Søren, række 1");
    t.line("5");
    t.wait_for("Ida, række 1");
    t.line("5");
    t.wait_for("Hvem afsluttede runden?");
    // Søren and Ida have 5: the first of the lowest is where the cursor starts.
    t.wait_for("> Søren");
    assert!(!t.screen().contains("?:"), "{}", t.screen());
    t.line("");
    t.wait_for("Hvem afsluttede runden? Søren");
    t.wait_for("Gem runde 1 i spil 1?");
    // Broken between words, the continuation indented.
    t.wait_for(
        "Fordobling: Søren afsluttede med 5, Ida har også 5: delt laveste sum fordobles,\n  5 x 2 = 10",
    );
    assert!(!t.screen().contains("?:"), "{}", t.screen());
    let typed = ["12 1", "11,12"];
    t.assert_fits(80, &typed);
    t.line("");
    t.wait_for("Runde 1 i spil 1 er gemt.");
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
    // Søren's 4 is the lowest: the closer menu starts at him.
    t.wait_for("> Søren");
    t.line("");
    t.wait_for("fejl: 12 ettere angivet, men bunken har kun 10: kontrollér gitrene");
    // The menu is drawn (and reads keys) once its first choice is there.
    t.wait_for("> Mette");
    t.key("Down");
    t.line("");
    // Søren's grid is asked again: the prompt is on the screen a second time
    // (it was there from the first time, so waiting for it alone would not wait).
    t.wait_for("Hvis indtastning vil du rette? Søren");
    t.wait_for_times("Søren, række 1", 2);
    t.line("2 2 2 2 / 0 0 0 0 / 0 0 0 0");
    t.wait_for("Gem runde 1 i spil 1?");
    t.line("");
    t.wait_for("EXITED 0.");
    let game = json(&db, &["show"]);
    assert_eq!(game["rounds"][0]["players"][0]["score"], 8);
    // Søren closed with 8 against Ida's 5: doubled.
    assert_eq!(game["rounds"][0]["players"][1]["score"], 16);
    assert_eq!(game["rounds"][0]["closer"], "Søren");
    t.assert_fits(80, &["0 0 0 0"]);
}
