//! The scenarios of the corpus (tests/skyjo/corpus.rs): each plays what a
//! family does, commands as typed, in the order typed.

use std::path::Path;

use super::Evening;

/// Four to 100: the first round's start, grids and totals mixed, a closer
/// doubled, alone lowest and tied, columns removed during play and at the
/// reveal, the status and sheet along the way, to the end of the game.
pub(super) fn classic_evening(e: &mut Evening) {
    e.run(&["new", "Anna", "Bertil", "Cecilia", "Dora"]);
    e.say("Round 1: Dora dealt; Anna and Cecilia tie for the highest two cards.");
    e.run(&[
        "start",
        "--dealer",
        "Dora",
        "Anna=9 12",
        "Bertil=3 4",
        "Cecilia=12 9",
        "Dora=1 1",
    ]);
    e.say("Anna closes with 19 but Bertil has 14: she is doubled.");
    e.run(&[
        "round",
        "--closer",
        "Anna",
        "Anna=1 0 3 4 / -2 2 5 0 / 1 3 0 2",
        "Bertil=14",
        "Cecilia=x9 1 2 3 / x9 2 1 1 / x9 1 2 1",
        "Dora=31",
    ]);
    e.run(&["status"]);
    e.run(&["start"]);
    e.say("Bertil closes alone lowest; Dora's column of 5s goes at the reveal.");
    e.run(&[
        "round",
        "--closer",
        "Bertil",
        "Anna=17",
        "Bertil=0 1 2 -1 / 1 0 2 1 / 0 1 0 1",
        "Cecilia=40",
        "Dora=5 1 2 3 / 5 2 1 1 / 5 1 2 3",
    ]);
    e.run(&["show"]);
    e.say("Cecilia closes tied with Dora for the lowest score: a tie doubles.");
    e.run(&[
        "round",
        "--closer",
        "Cecilia",
        "Anna=9",
        "Bertil=32",
        "Cecilia=1 0 2 1 / 0 1 1 0 / 0 0 0 0",
        "Dora=6",
    ]);
    e.run(&["start"]);
    e.run(&[
        "round",
        "--closer",
        "Dora",
        "Anna=21",
        "Bertil=x 5 2 3 / x 2 1 1 / x 0 0 1",
        "Cecilia=16",
        "Dora=5",
    ]);
    e.run(&["show", "--explain", "4"]);
    e.run(&["status"]);
    e.run(&[
        "round",
        "--closer",
        "Anna",
        "Anna=11",
        "Bertil=18",
        "Cecilia=25",
        "Dora=24",
    ]);
    e.run(&["status"]);
    e.run(&["show"]);
    e.run(&["show", "--explain", "1"]);
    e.run(&["show", "--explain", "2"]);
    e.run(&["show", "--explain", "3"]);
    e.run(&["show", "--explain", "9"]);
    e.say("The game is over: a round more is refused.");
    e.run(&[
        "round",
        "--closer",
        "Anna",
        "Anna=1",
        "Bertil=2",
        "Cecilia=3",
        "Dora=4",
    ]);
    e.run(&["new", "--again"]);
    e.run(&["start"]);
    e.run(&["games"]);
}

/// What a family corrects: a note set and cleared, undo, edit (each kind of
/// entry, the closer, and an edit that changes nothing), the log.
pub(super) fn corrections(e: &mut Evening) {
    e.run(&["new", "Åse", "Jørgen", "Søren"]);
    e.run(&[
        "round",
        "--closer",
        "Åse",
        "Åse=2 3 1 0 / 1 1 0 2 / 0 1 2 3",
        "Jørgen=25",
        "Søren=30",
    ]);
    e.run(&[
        "round",
        "--closer",
        "Jørgen",
        "Åse=14",
        "Jørgen=20",
        "Søren=8",
    ]);
    e.run(&["note", "1", "at the cabin"]);
    e.run(&["games"]);
    e.run(&["note", "1", ""]);
    e.run(&["undo"]);
    e.run(&["undo", "--yes"]);
    e.run(&["undo", "--yes"]);
    e.run(&["undo", "--yes"]);
    e.say("Both rounds entered again.");
    e.run(&[
        "round",
        "--closer",
        "Åse",
        "Åse=2 3 1 0 / 1 1 0 2 / 0 1 2 3",
        "Jørgen=25",
        "Søren=30",
    ]);
    e.run(&[
        "round",
        "--closer",
        "Jørgen",
        "Åse=14",
        "Jørgen=20",
        "Søren=8",
    ]);
    e.say("A total made a grid, a grid made a total, the closer changed.");
    e.run(&["edit", "1", "1", "Jørgen=5 5 5 1 / 5 5 5 2 / 5 5 5 3"]);
    e.run(&["edit", "1", "1", "Åse=12"]);
    e.run(&["edit", "1", "2", "--closer", "Søren"]);
    e.say("An edit to the values already stored.");
    e.run(&["edit", "1", "1", "Åse=12"]);
    e.run(&["edit", "1", "2", "Åse=14"]);
    e.run(&["edit", "1", "3", "Åse=1"]);
    e.run(&["show"]);
    e.run(&["show", "--explain", "1"]);
    e.run(&["log"]);
    e.run(&["log", "1"]);
    e.run(&["new", "Anna", "Anna"]);
    e.run(&["abandon"]);
    e.run(&["games"]);
    e.run(&["use", "1"]);
    e.run(&["delete", "1", "--yes"]);
    e.run(&["games"]);
}

/// The sheet under other rules: another target, no doubling, saved.
pub(super) fn rescore(e: &mut Evening) {
    e.run(&["new", "Anna", "Bertil", "Cecilia"]);
    e.run(&[
        "round",
        "--closer",
        "Anna",
        "Anna=19",
        "Bertil=14",
        "Cecilia=22",
    ]);
    e.run(&[
        "round",
        "--closer",
        "Bertil",
        "Anna=17",
        "Bertil=8",
        "Cecilia=40",
    ]);
    e.run(&["rescore", "--target", "50"]);
    e.run(&["rescore", "--doubling", "off"]);
    e.say("Saved under ties safe: no round's scores change (Anna was not tied).");
    e.run(&["rescore", "--doubling", "tie-safe", "--save"]);
    e.say("Saved with no doubling: Anna's round 1 changes.");
    e.run(&["rescore", "--doubling", "off", "--save"]);
    e.run(&["show"]);
    e.run(&["log"]);
}

/// Skyjo Action: stars in rows and columns, held action cards, a round with
/// --held and no grids, the CSV sheet.
pub(super) fn action_game(e: &mut Evening) {
    e.run(&["new", "Anna", "Bertil", "Cecilia", "--edition", "action"]);
    e.run(&[
        "round",
        "--closer",
        "Anna",
        "Anna=* 5 5 5 / 1 2 3 4 / 0 1 2 3",
        "Bertil=* 2 3 4 / * 5 6 7 / * 1 1 1",
        "Cecilia=20",
        "--held",
        "Anna=1",
    ]);
    e.run(&["show", "--explain", "1"]);
    e.run(&[
        "round",
        "--closer",
        "Cecilia",
        "Anna=12",
        "Bertil=30",
        "Cecilia=9",
        "--held",
        "Bertil=2",
    ]);
    e.run(&["show"]);
    e.run(&["status"]);
    e.run(&["show", "--explain", "2"]);
    e.run(&["odds", "--seen", "5 5 *"]);
    // The sheet: the held action cards a column of their own, in words.
    e.run(&["export", "--format", "csv"]);
    e.run(&[
        "score",
        "--edition",
        "action",
        "--closer",
        "A",
        "A=* * * * / 1 2 3 4 / 0 1 2 3",
        "B=24",
    ]);
}

/// Eight players with long names: the sheet, the status and the prompts'
/// widths at 80 columns.
pub(super) fn eight_players(e: &mut Evening) {
    e.run(&[
        "new",
        "Margareta",
        "Bertil",
        "Cecilia",
        "Dorotea",
        "Elisabet",
        "Fredrik",
        "Gunhild",
        "Henrietta",
        "--target",
        "100",
    ]);
    e.run(&[
        "round",
        "--closer",
        "Henrietta",
        "Margareta=21",
        "Bertil=14",
        "Cecilia=9",
        "Dorotea=30",
        "Elisabet=-2",
        "Fredrik=18",
        "Gunhild=11",
        "Henrietta=4",
    ]);
    e.run(&["show"]);
    e.run(&["status"]);
    e.run(&["games"]);
}

/// The deck assistant at the table.
pub(super) fn assistant(e: &mut Evening) {
    e.run(&["new", "Anna", "Bertil", "Cecilia", "Dora"]);
    e.run(&["odds"]);
    e.run(&["odds", "--seen", "9 9 -2 12 5", "--draws", "3"]);
    e.run(&["seen", "9", "9", "-2"]);
    e.run(&["seen", "--undo"]);
    e.run(&["seen"]);
    e.run(&["odds"]);
    e.run(&[
        "risk",
        "--me",
        "19",
        "Bertil=3 5 1 8 / 0 ? 4 6 / 2 7 9 4",
        "--discard",
        "5",
    ]);
    e.run(&[
        "risk",
        "--me",
        "19",
        "Bertil=3 5 1 8 / 0 ? 4 6 / 2 7 9 4",
        "Cecilia=20:4",
        "Dora=12:6",
        "--discard",
        "5",
        "--margins",
        "2,4",
    ]);
    e.run(&[
        "risk",
        "--as",
        "Anna",
        "--totals",
        "Anna=60,Bertil=72",
        "--me",
        "19",
        "Bertil=8:4",
    ]);
    // A quarter of the default samples: the words are what is read here,
    // and each of the six languages plays the rounds out again.
    e.run(&[
        "advise",
        "--samples",
        "1000",
        "--me",
        "5 ? ? 9 / ? 2 ? ? / 0 ? ? 11",
        "--discard",
        "3",
        "--drawn",
        "7",
        "Bertil=3 ? ? 9 / ? 9 ? ? / 2 ? 0 9",
    ]);
    e.run(&[
        "advise",
        "--samples",
        "1000",
        "--as",
        "Anna",
        "Cecilia=4 ? ? ? / ? ? 1 ? / ? ? ? ?",
        "Dora=? ? ? ? / ? 12 ? ? / ? 0 ? ?",
        "--me",
        "5 ? ? 9 / ? 2 ? ? / 0 ? ? 11",
        "--discard",
        "3",
        "--drawn",
        "7",
        "Bertil=3 ? ? 9 / ? 9 ? ? / 2 ? 0 9",
    ]);
    e.run(&[
        "deck",
        "check",
        "--cards",
        "-2*5 -1*10 0*15 1*10 2*10 3*10 4*10 5*10 6*10 7*10 8*10 9*10 10*10 11*10 12*9",
    ]);
    e.run(&[
        "deck",
        "check",
        "--cards",
        "-2*5 -1*10 0*15 1*10 2*10 3*10 4*10 5*10 6*10 7*10 8*10 9*10 10*10 11*10 12*10",
    ]);
    e.run(&["odds", "--seen", "1*13"]);
    e.run(&["seen", "9*11"]);
}

/// The family's numbers over a generated history.
pub(super) fn history(e: &mut Evening) {
    e.run(&["demo", "--games", "40", "--seed", "7"]);
    e.run(&["players"]);
    e.run(&["games", "--since", "2016-01-14"]);
    e.run(&["stats"]);
    e.run(&["stats", "--season", "2016"]);
    e.run(&["stats", "Anna"]);
    e.run(&["rivalry", "Anna", "Bertil"]);
    e.run(&["ratings"]);
    e.run(&["ratings", "--method", "weng-lin"]);
    let report = e.file("report.html");
    e.run(&["report", "--out", report.to_str().unwrap()]);
    let html = std::fs::read_to_string(&report).unwrap_or_default();
    e.page("The words of report.html, as a browser shows them:", &html);
}

/// Two devices on one shared folder.
pub(super) fn sync(e: &mut Evening) {
    let folder = e.file("Sync");
    std::fs::create_dir_all(&folder).unwrap();
    let folder = folder.to_str().unwrap().to_string();
    // The tablet: a history and a config file of its own.
    let other = e.file("tablet/skyjo.db");
    std::fs::create_dir_all(e.file("tablet/skyjo")).unwrap();
    std::fs::write(e.file("tablet/skyjo/config.toml"), "").unwrap();
    e.run(&["new", "Anna", "Bertil"]);
    e.run(&["sync", "--dry-run", &folder]);
    e.run(&["sync", &folder]);
    e.run(&["sync"]);
    e.run_on(&other, &["sync", &folder]);
    e.run_on(&other, &["sync"]);
    e.say("Both enter round 1 before they sync: one of them is set aside.");
    e.run_on(
        &other,
        &["round", "--closer", "Anna", "Anna=5", "Bertil=20"],
    );
    e.run(&["round", "--closer", "Bertil", "Anna=9", "Bertil=3"]);
    e.run(&["sync"]);
    e.run_on(&other, &["sync"]);
    e.run(&["sync"]);
    e.run(&["log"]);
    e.run_on(&other, &["show"]);
    e.say("The laptop deletes the game while the tablet enters round 2.");
    e.run(&["delete", "1", "--yes"]);
    e.run_on(
        &other,
        &["round", "--closer", "Anna", "Anna=5", "Bertil=20"],
    );
    e.run(&["sync"]);
    e.run_on(&other, &["sync"]);
    e.run_on(&other, &["log"]);
    e.say("Each starts a game of its own before they sync: one is renumbered.");
    e.run(&["new", "Anna", "Bertil"]);
    e.run_on(&other, &["new", "Cecilia", "Dora"]);
    e.run(&["sync"]);
    e.run_on(&other, &["sync"]);
    e.run(&["sync"]);
    e.run(&["games"]);
    e.run_on(&other, &["games"]);
    e.say("A phone joins with three games of its own: they take the next numbers.");
    let phone = e.file("phone/skyjo.db");
    std::fs::create_dir_all(e.file("phone/skyjo")).unwrap();
    std::fs::write(e.file("phone/skyjo/config.toml"), "").unwrap();
    for [one, two] in [["Erik", "Frida"], ["Gustav", "Hanna"], ["Ivar", "Jenny"]] {
        e.run_on(&phone, &["new", one, two]);
    }
    e.run_on(&phone, &["sync", &folder]);
    e.run(&["sync"]);
    e.say(
        "The laptop deletes game 2 and starts another; the line of the deletion is then \
         cut in half in its journal, as a copy stopped half-way leaves it.",
    );
    e.run(&["delete", "2", "--yes"]);
    e.run(&["new", "Anna", "Bertil"]);
    cut_the_deletion(Path::new(&folder));
    e.run_on(&other, &["sync"]);
    e.run_on(&other, &["sync"]);
    e.run(&["sync"]);
    e.run_on(&other, &["sync"]);
    e.run_on(&phone, &["sync"]);
    e.run(&["games"]);
    e.run_on(&other, &["games"]);
    e.run_on(&phone, &["games"]);
}

/// The line of the last deletion in the journal written last in `folder`
/// (every change is written to the folder as it is made), cut in half.
fn cut_the_deletion(folder: &Path) {
    let newest = std::fs::read_dir(folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "jsonl"))
        .max_by_key(|path| std::fs::metadata(path).unwrap().modified().unwrap())
        .unwrap();
    let text = std::fs::read_to_string(&newest).unwrap();
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let cut = lines
        .iter()
        .rposition(|line| line.contains(r#""op":"delete""#))
        .unwrap();
    assert!(cut + 1 < lines.len(), "a line after the deletion's");
    let half = lines[cut].len() / 2;
    lines[cut].truncate(half);
    std::fs::write(&newest, lines.join("\n") + "\n").unwrap();
}

/// A copy of the history and putting one back.
pub(super) fn backup_and_restore(e: &mut Evening) {
    e.run(&["new", "Anna", "Bertil"]);
    let backup = e.file("backup.db");
    let backup = backup.to_str().unwrap().to_string();
    e.run(&["backup", &backup]);
    e.run(&["round", "--closer", "Anna", "Anna=5", "Bertil=20"]);
    // Over a history, without a terminal to ask on: refused, naming --yes.
    e.run(&["restore", &backup]);
    e.run(&["restore", &backup, "--yes"]);
    e.run(&["show"]);
    let junk = e.file("notes.txt");
    std::fs::write(&junk, "shopping: milk, eggs\n").unwrap();
    e.run(&["restore", junk.to_str().unwrap()]);
}

/// The settings and the config file.
pub(super) fn config(e: &mut Evening) {
    e.run(&["config"]);
    e.run(&["config", "set", "doubling", "tie-safe"]);
    e.run(&["config", "set", "doubling", "sometimes"]);
    e.run(&["config", "set", "target", "50"]);
    e.run(&["config"]);
    e.run(&["new", "Anna", "Bertil"]);
    e.run(&["config", "unset", "doubling"]);
    e.run(&["config", "unset", "target"]);
    e.say("Settings written by hand under the wrong table.");
    let file = e.file("skyjo/config.toml");
    let kept = std::fs::read_to_string(&file).unwrap_or_default();
    std::fs::write(
        &file,
        "[sync]\nfolder = \"Sync\"\ndoubling = \"tie-safe\"\n",
    )
    .unwrap();
    e.run(&["config"]);
    std::fs::write(&file, "folder = \"Sync\"\n").unwrap();
    e.run(&["config"]);
    std::fs::write(&file, kept).unwrap();
}

/// A history brought over: an export, a folder, a file that is no JSON, an
/// export of a newer version.
pub(super) fn import(e: &mut Evening) {
    e.run(&["new", "Anna", "Bertil"]);
    e.run(&["round", "--closer", "Anna", "Anna=5", "Bertil=20"]);
    let family = e.file("family.json");
    let family = family.to_str().unwrap().to_string();
    e.run(&["export", "--output", &family]);
    e.run(&["import", &family]);
    let other = e.file("laptop/skyjo.db");
    std::fs::create_dir_all(e.file("laptop")).unwrap();
    e.run_on(&other, &["import", &family]);
    let folder = e.file("exports");
    std::fs::create_dir_all(&folder).unwrap();
    e.run_on(&other, &["import", folder.to_str().unwrap()]);
    let junk = e.file("notes.txt");
    std::fs::write(&junk, "shopping: milk, eggs\n").unwrap();
    e.run(&["import", junk.to_str().unwrap()]);
    let empty = e.file("empty.json");
    std::fs::write(&empty, "").unwrap();
    e.run(&["import", empty.to_str().unwrap()]);
    let text = std::fs::read_to_string(&family).unwrap_or_default();
    let cut = e.file("cut.json");
    std::fs::write(&cut, &text[..text.len() / 2]).unwrap();
    e.run(&["import", cut.to_str().unwrap()]);
    let newer = e.file("newer.json");
    std::fs::write(&newer, text.replacen("\"version\": 1", "\"version\": 9", 1)).unwrap();
    e.run(&["import", newer.to_str().unwrap()]);
    e.run(&["export", "--format", "csv"]);
}

/// The errors a family meets: mistyped names, cards, numbers and flags.
pub(super) fn errors(e: &mut Evening) {
    e.run(&["show"]);
    e.run(&["status"]);
    e.run(&["new", "Anna"]);
    e.run(&["new", "Anna", "Bertil", "Cecilia"]);
    e.run(&["round", "Anna=5"]);
    e.run(&[
        "round",
        "--closer",
        "Dora",
        "Anna=5",
        "Bertil=2",
        "Cecilia=3",
    ]);
    e.run(&["round", "Anna=5", "Bertil=two", "Cecilia=3"]);
    e.run(&[
        "round",
        "Anna=1 2 3 / 4 5 6 7 / 8 9 10 11",
        "Bertil=2",
        "Cecilia=3",
    ]);
    e.run(&[
        "round",
        "Anna=1 2 3 4 5 / 4 5 6 7 / 8 9 10 11",
        "Bertil=2",
        "Cecilia=3",
    ]);
    e.run(&[
        "round",
        "Anna=* 2 3 4 / 4 5 6 7 / 8 9 10 11",
        "Bertil=2",
        "Cecilia=3",
    ]);
    e.run(&[
        "round",
        "Anna=13 2 3 4 / 4 5 6 7 / 8 9 10 11",
        "Bertil=2",
        "Cecilia=3",
    ]);
    e.run(&[
        "round",
        "Anna=1 1 1 1 / 1 1 1 1 / 1 1 1 1",
        "Bertil=1 1 0 0 / 0 0 0 0 / 0 0 0 0",
        "Cecilia=3",
    ]);
    e.run(&[
        "round",
        "Anna=x 2 3 4 / 4 5 6 7 / 8 9 10 11",
        "Bertil=2",
        "Cecilia=3",
    ]);
    e.run(&[
        "score",
        "--closer",
        "A",
        "A=* 2 3 4 / 4 5 6 7 / 8 9 10 11",
        "B=3",
    ]);
    e.run(&["show", "--explain", "1"]);
    e.run(&["edit", "1", "4", "Anna=3"]);
    e.run(&["edit", "7", "1", "Anna=3"]);
    e.run(&["use", "12"]);
    e.run(&["note", "5", "hello"]);
    e.run(&["stats", "--since", "2026-13"]);
    e.run(&["rivalry", "Anna", "Zoe"]);
    e.run(&["odds", "--seen", "15"]);
    e.run(&["risk", "--me", "19"]);
    e.run(&["new", "Anna", "Bertil", "--target", "0"]);
    e.run(&["new", "Anna", "Bertil", "--doubling", "sometimes"]);
    e.run(&["roudn"]);
    e.run(&["new", "Anna", "Bertil", "--held", "Anna=1"]);
    e.run(&[
        "round",
        "Anna=5",
        "Bertil=3",
        "Cecilia=1",
        "--held",
        "Anna=1",
    ]);
    let folder = e.file("folder");
    std::fs::create_dir_all(&folder).unwrap();
    e.run(&["import", folder.to_str().unwrap()]);
    e.run(&["restore", folder.to_str().unwrap()]);
    e.run(&["import", e.file("missing.json").to_str().unwrap()]);
    let array = e.file("array.json");
    std::fs::write(&array, "[1, 2]").unwrap();
    e.run(&["import", array.to_str().unwrap()]);
}

/// Every command's help.
pub(super) fn help(e: &mut Evening) {
    e.run(&["--help"]);
    for command in [
        "new", "round", "status", "use", "note", "abandon", "delete", "show", "games", "undo",
        "score", "demo", "odds", "risk", "advise", "start", "seen", "players", "stats", "rivalry",
        "ratings", "report", "serve", "edit", "log", "rescore", "export", "import", "config",
        "backup", "restore", "sync", "docs",
    ] {
        e.run(&[command, "--help"]);
    }
    for sub in [
        ["deck", "check"],
        ["players", "rename"],
        ["players", "merge"],
        ["config", "set"],
        ["config", "unset"],
    ] {
        e.run(&[sub[0], sub[1], "--help"]);
    }
    e.run(&["completions", "--help"]);
    e.run(&["man", "--help"]);
}
