//! `skyjo sync`: histories of several devices (each its own `--db` and
//! config file) on one shared folder, through the real binary. They must
//! agree byte for byte on what every screen's JSON says, whatever the order
//! of the syncs; and what file-sync engines do to files (a copy made
//! halfway, a conflicted copy, an older copy put back, a folder not there or
//! read-only) and bad lines in a journal are each met.

use std::path::{Path, PathBuf};

use serde_json::Value;
use tempfile::TempDir;

use crate::common::{History, config_path};

/// A device: a history with its own (empty) config file beside it, where
/// `skyjo sync DIR` keeps the folder.
pub(crate) struct Device(pub(crate) History);

impl Device {
    pub(crate) fn new() -> Device {
        let h = History::new();
        let config = config_path(&h.path);
        std::fs::create_dir_all(config.parent().unwrap()).unwrap();
        std::fs::write(&config, "").unwrap();
        Device(h)
    }

    pub(crate) fn ok(&self, args: &[&str]) -> String {
        self.0.ok(args)
    }

    pub(crate) fn sync(&self, dir: &Path) -> String {
        self.ok(&["sync", dir.to_str().unwrap()])
    }

    fn sync_json(&self, dir: &Path) -> Value {
        self.0.json(&["sync", dir.to_str().unwrap()])
    }

    /// Every screen's JSON: the list of games (their numbers), the
    /// statistics, the ratings and the log; and every game whole, as the
    /// export has it (players, rules, every round as entered and scored,
    /// note, abandoned: what `show` works its screen out from), in one
    /// start of skyjo rather than a `show` per game.
    pub(crate) fn views(&self) -> Vec<(String, String)> {
        let mut views = Vec::new();
        for args in [
            &["games", "--json"][..],
            &["stats", "--json"],
            &["ratings", "--json"],
            &["log", "--json"],
            &["export"],
        ] {
            views.push((args.join(" "), self.ok(args)));
        }
        views
    }

    fn journal(&self) -> PathBuf {
        let device = self.device();
        self.folder().join(format!("skyjo-{device}.jsonl"))
    }

    fn folder(&self) -> PathBuf {
        let config = std::fs::read_to_string(config_path(&self.0.path)).unwrap();
        let line = config.lines().find(|l| l.starts_with("folder")).unwrap();
        PathBuf::from(line.split('\'').nth(1).unwrap())
    }

    pub(crate) fn device(&self) -> String {
        let status = self.0.json(&["sync", "--dry-run"]);
        status["device"].as_str().unwrap().to_string()
    }
}

fn folder() -> TempDir {
    tempfile::tempdir().unwrap()
}

/// Two devices on `dir`: the first starts a game of `players`, then both
/// sync, so that each has the game.
fn sharing_a_game(dir: &TempDir, players: &[&str]) -> (Device, Device) {
    let (first, second) = (Device::new(), Device::new());
    let mut args = vec!["new"];
    args.extend_from_slice(players);
    first.ok(&args);
    first.sync(dir.path());
    second.sync(dir.path());
    (first, second)
}

pub(crate) fn round(d: &Device, game: &str, closer: &str, entries: &[&str]) {
    let mut args = vec!["round", "--game", game, "--closer", closer];
    args.extend_from_slice(entries);
    d.ok(&args);
}

/// The number of the game of `players` on device `d`.
pub(crate) fn game_of(d: &Device, players: &[&str]) -> String {
    let games = d.0.json(&["games"]);
    let game = games
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["players"] == serde_json::json!(players))
        .unwrap_or_else(|| panic!("no game of {players:?}: {games}"));
    game["game"].to_string()
}

/// Every log entry and correction that came through sync names an
/// operation the history keeps, under the id it has there (in one second,
/// the log is listed in the order of those ids).
pub(crate) fn assert_logged_as_kept(device: &Device) {
    let conn = rusqlite::Connection::open(&device.0.path).unwrap();
    for table in ["change_log", "correction"] {
        let stale: Vec<String> = conn
            .prepare(&format!(
                "SELECT sync_id FROM {table} WHERE sync_id IS NOT NULL
                   AND sync_id NOT IN (SELECT id FROM sync_op)"
            ))
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .map(Result::unwrap)
            .collect();
        assert!(
            stale.is_empty(),
            "{table}: ids of no operation kept: {stale:?}"
        );
    }
}

/// Every device says the same on every screen.
pub(crate) fn assert_same(devices: &[&Device]) {
    let first = devices[0].views();
    for (i, d) in devices.iter().enumerate().skip(1) {
        let views = d.views();
        assert_eq!(
            views.iter().map(|v| &v.0).collect::<Vec<_>>(),
            first.iter().map(|v| &v.0).collect::<Vec<_>>(),
            "device {i} has other games"
        );
        for ((what, a), (_, b)) in first.iter().zip(&views) {
            assert_eq!(a, b, "device {i} differs on {what}");
        }
    }
}

/// Three families' devices, each with games of its own before they share a
/// folder, and changes of every kind on each: after every device has synced
/// twice, in any order, all three agree on every screen.
#[test]
fn three_histories_converge_whatever_the_order_of_the_syncs() {
    let orders: [[usize; 3]; 3] = [[0, 1, 2], [2, 1, 0], [1, 2, 0]];
    let mut firsts: Vec<Vec<(String, String)>> = Vec::new();
    for order in orders {
        let dir = folder();
        let d = [Device::new(), Device::new(), Device::new()];
        // Grandma's laptop: a game of three, two rounds, the first corrected.
        d[0].ok(&["new", "Anna", "Bertil", "Cecilia"]);
        round(&d[0], "1", "Anna", &["Anna=5", "Bertil=20", "Cecilia=30"]);
        round(&d[0], "1", "Bertil", &["Anna=10", "Bertil=4", "Cecilia=12"]);
        d[0].ok(&["edit", "1", "1", "Anna=6"]);
        // Home: a game that is undone a round, and one deleted.
        d[1].ok(&["new", "Anna", "Dora"]);
        round(&d[1], "1", "Dora", &["Anna=9", "Dora=3"]);
        round(&d[1], "1", "Dora", &["Anna=1", "Dora=2"]);
        d[1].ok(&["undo", "--game", "1", "--yes"]);
        d[1].ok(&["new", "Erik", "Dora"]);
        d[1].ok(&["delete", "2", "--yes"]);
        // The summer house: a game with a note, abandoned.
        d[2].ok(&["new", "Bertil", "Cecilia", "Gustav"]);
        d[2].ok(&["note", "1", "at the cabin"]);
        d[2].ok(&["abandon", "1"]);
        for &i in &order {
            d[i].sync(dir.path());
        }
        // Once shared, every change goes to the journal as it is made.
        let last = &d[order[2]];
        let game = game_of(last, &["Anna", "Bertil", "Cecilia"]);
        round(last, &game, "Anna", &["Anna=0", "Bertil=8", "Cecilia=2"]);
        for &i in order.iter().rev() {
            d[i].sync(dir.path());
        }
        for &i in &order {
            d[i].sync(dir.path());
        }
        assert_same(&[&d[0], &d[1], &d[2]]);
        // A fourth device reading the folder once has the same history.
        let fresh = Device::new();
        fresh.sync(dir.path());
        assert_same(&[&d[0], &fresh]);
        firsts.push(d[0].views());
    }
    // Whatever the order, the same history (bar the times the games and
    // rounds were made, which differ from run to run).
    let games: Vec<usize> = firsts
        .iter()
        .map(|views| {
            let list: Value = serde_json::from_str(&views[0].1).unwrap();
            list.as_array().unwrap().len()
        })
        .collect();
    assert_eq!(games, [3, 3, 3], "three games in every order");
}

/// Two devices that changed one round meanwhile: both end with the later
/// change, and the log of both shows the other as set aside.
#[test]
fn a_round_changed_on_two_devices_meanwhile_keeps_the_later_change_and_logs_the_other() {
    let dir = folder();
    let (a, b) = (Device::new(), Device::new());
    a.ok(&["new", "Anna", "Bertil"]);
    round(&a, "1", "Anna", &["Anna=5", "Bertil=20"]);
    a.sync(dir.path());
    b.sync(dir.path());
    a.ok(&["edit", "1", "1", "Anna=6"]);
    // Later, on the other device, before it heard of the first change.
    std::thread::sleep(std::time::Duration::from_millis(20));
    b.ok(&["edit", "1", "1", "Anna=7"]);
    for d in [&a, &b, &a] {
        d.sync(dir.path());
    }
    assert_same(&[&a, &b]);
    let show = a.0.json(&["show", "1"]);
    assert_eq!(show["rounds"][0]["players"][0]["score"], 7, "{show}");
    let log = a.0.json(&["log", "1"]);
    let overridden: Vec<&Value> = log["changes"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["kind"] == "overridden")
        .collect();
    assert_eq!(overridden.len(), 1, "{log}");
    assert_eq!(overridden[0]["before"]["scores"][0], 6);
    assert_eq!(overridden[0]["after"]["scores"][0], 7);
    let text = b.ok(&["log", "1"]);
    assert!(
        text.contains("was changed on two devices meanwhile"),
        "{text}"
    );
    let sv = b.ok(&["--lang", "sv", "log", "1"]);
    assert!(
        sv.contains("ändrades på två enheter innan de hann synkas"),
        "{sv}"
    );
}

/// A device whose folder was named once writes every change to its journal
/// as it is made, without a sync; and a folder not there (the USB stick at
/// home) keeps the change for the next sync, said once.
#[test]
fn once_shared_every_change_goes_to_the_journal_as_it_is_made() {
    let dir = folder();
    let a = Device::new();
    a.ok(&["new", "Anna", "Bertil"]);
    a.sync(dir.path());
    let before = std::fs::read_to_string(a.journal())
        .unwrap()
        .lines()
        .count();
    round(&a, "1", "Anna", &["Anna=5", "Bertil=20"]);
    let after = std::fs::read_to_string(a.journal()).unwrap();
    assert_eq!(after.lines().count(), before + 1, "{after}");
    assert!(after.lines().last().unwrap().contains(r#""op":"round""#));
    let b = Device::new();
    b.sync(dir.path());
    assert_same(&[&a, &b]);
}

/// Killed after its round's line reached the journal but before the history
/// recorded it as written (the window the SIGKILL loop hits now and then):
/// the next command finds its own line there, to the letter, and does not
/// write it again; a line under its id that is not its own would still be
/// written after (a copy's, above).
#[test]
fn a_line_written_before_a_kill_is_not_written_again() {
    let dir = folder();
    let a = Device::new();
    a.ok(&["new", "Anna", "Bertil"]);
    a.sync(dir.path());
    round(&a, "1", "Anna", &["Anna=5", "Bertil=20"]);
    let before = lines(&a);
    // The history as a kill right after the append leaves it: the round's
    // line is in the journal, the history still counts it as not written.
    let db = rusqlite::Connection::open(&a.0.path).unwrap();
    db.execute("UPDATE sync_device SET written = written - 1", [])
        .unwrap();
    drop(db);
    round(&a, "1", "Bertil", &["Anna=9", "Bertil=3"]);
    let after = lines(&a);
    assert_eq!(after[..before.len()], before[..]);
    assert_eq!(after.len(), before.len() + 1, "{after:#?}");
    let mut ids: Vec<&str> = after[1..]
        .iter()
        .map(|l| l.split('"').nth(3).unwrap())
        .collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), after.len() - 1, "{after:#?}");
    let b = Device::new();
    b.sync(dir.path());
    assert_same(&[&a, &b]);
}

/// A journal copied halfway: its last line, still being copied, is left for
/// the next sync; nothing of it is applied until it is whole.
#[test]
fn a_journal_copied_halfway_is_read_up_to_its_last_whole_line() {
    let dir = folder();
    let (a, b) = (Device::new(), Device::new());
    a.ok(&["new", "Anna", "Bertil"]);
    round(&a, "1", "Anna", &["Anna=5", "Bertil=20"]);
    a.sync(dir.path());
    let journal = a.journal();
    let whole = std::fs::read(&journal).unwrap();
    let last_line = whole[..whole.len() - 1]
        .iter()
        .rposition(|&c| c == b'\n')
        .unwrap()
        + 1;
    // The round's line cut in the middle, as a sync engine leaves it.
    let cut = last_line + (whole.len() - last_line) / 2;
    std::fs::write(&journal, &whole[..cut]).unwrap();
    let out = b.sync_json(dir.path());
    assert_eq!(out["merged"]["games_added"], 1, "{out}");
    assert_eq!(
        b.0.json(&["show", "1"])["rounds"].as_array().unwrap().len(),
        0
    );
    let torn = out["journals"]
        .as_array()
        .unwrap()
        .iter()
        .find(|j| j["torn"] == true);
    assert!(torn.is_some(), "{out}");
    std::fs::write(&journal, &whole).unwrap();
    let out = b.sync_json(dir.path());
    assert_eq!(out["merged"]["came_in"], 1, "{out}");
    assert_same(&[&a, &b]);
}

/// A Syncthing conflict copy and a Dropbox conflicted copy of a journal are
/// read as more journals of their device: each operation counts once.
#[test]
fn a_conflicted_copy_of_a_journal_counts_every_change_once() {
    let dir = folder();
    let (a, b) = (Device::new(), Device::new());
    a.ok(&["new", "Anna", "Bertil"]);
    round(&a, "1", "Anna", &["Anna=5", "Bertil=20"]);
    a.sync(dir.path());
    let journal = a.journal();
    let stem = journal.file_stem().unwrap().to_str().unwrap().to_string();
    // The engines' copies: an older state of the journal, and the whole one.
    let older: String = std::fs::read_to_string(&journal)
        .unwrap()
        .lines()
        .take(2)
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(
        dir.path().join(format!(
            "{stem}.sync-conflict-20261203-101500-ABCDEF1.jsonl"
        )),
        older,
    )
    .unwrap();
    std::fs::copy(
        &journal,
        dir.path()
            .join(format!("{stem} (Anna's conflicted copy 2026-12-03).jsonl")),
    )
    .unwrap();
    let out = b.sync_json(dir.path());
    assert_eq!(out["journals"].as_array().unwrap().len(), 3, "{out}");
    assert_eq!(out["merged"]["came_in"], 2, "{out}");
    assert_eq!(out["merged"]["known"], 3, "{out}");
    assert_same(&[&a, &b]);
    assert_eq!(b.0.json(&["games"]).as_array().unwrap().len(), 1);
}

/// A journal that went backwards (an older copy put back): the device that
/// read it reads it again and loses nothing; its own device writes again
/// what the copy lost, so a device that comes later gets everything.
#[test]
fn a_journal_put_back_to_an_older_copy_loses_nothing() {
    let dir = folder();
    let (a, b) = (Device::new(), Device::new());
    a.ok(&["new", "Anna", "Bertil"]);
    a.sync(dir.path());
    let older = std::fs::read(a.journal()).unwrap();
    round(&a, "1", "Anna", &["Anna=5", "Bertil=20"]);
    round(&a, "1", "Bertil", &["Anna=9", "Bertil=2"]);
    b.sync(dir.path());
    std::fs::write(a.journal(), &older).unwrap();
    let out = b.sync_json(dir.path());
    let again = out["journals"]
        .as_array()
        .unwrap()
        .iter()
        .any(|j| j["again"] == true);
    assert!(again, "{out}");
    assert_eq!(
        b.0.json(&["show", "1"])["rounds"].as_array().unwrap().len(),
        2
    );
    let out = a.sync_json(dir.path());
    assert_eq!(out["written"], 2, "{out}");
    let c = Device::new();
    c.sync(dir.path());
    assert_same(&[&a, &b, &c]);
}

/// A folder that is not there: a clear error, and the history untouched.
#[test]
fn a_missing_sync_folder_is_a_clear_error_and_changes_nothing() {
    let a = Device::new();
    a.ok(&["new", "Anna", "Bertil"]);
    let gone = folder().path().join("usb-stick");
    let err = a.0.fails(&["sync", gone.to_str().unwrap()]);
    assert!(err.contains("is not there"), "{err}");
    assert!(err.contains("usb-stick"), "{err}");
    let err = a.0.fails(&["sync"]);
    assert!(err.contains("no sync folder"), "{err}");
    let sv = a.0.fails(&["--lang", "sv", "sync", gone.to_str().unwrap()]);
    assert!(sv.contains("finns inte"), "{sv}");
}

/// Two `skyjo sync` at once on one device: one waits for the other, and
/// every change is in the journal once.
#[test]
fn two_syncs_at_once_on_one_device_write_every_change_once() {
    let dir = folder();
    let a = Device::new();
    a.ok(&["new", "Anna", "Bertil"]);
    for i in 0..5 {
        let entries = [format!("Anna={i}"), "Bertil=20".to_string()];
        round(&a, "1", "Anna", &[&entries[0], &entries[1]]);
    }
    let spawn = || {
        crate::common::skyjo(&a.0.path)
            .args(["sync", dir.path().to_str().unwrap()])
            .stdout(std::process::Stdio::null())
            .spawn()
            .unwrap()
    };
    let (mut one, mut two) = (spawn(), spawn());
    assert!(one.wait().unwrap().success());
    assert!(two.wait().unwrap().success());
    let journal = std::fs::read_to_string(a.journal()).unwrap();
    let ids: Vec<&str> = journal
        .lines()
        .skip(1)
        .map(|l| l.split('"').nth(3).unwrap())
        .collect();
    let mut unique = ids.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(ids.len(), unique.len(), "{journal}");
    assert_eq!(ids.len(), 6, "a game and five rounds: {journal}");
}

/// `--dry-run` says what would come in and changes nothing: no journal, no
/// change to the history, no folder kept.
#[test]
fn a_dry_run_says_what_would_change_and_changes_nothing() {
    let dir = folder();
    let (a, b) = (Device::new(), Device::new());
    a.ok(&["new", "Anna", "Bertil"]);
    a.sync(dir.path());
    let before = crate::common::snapshot(&b.0.path);
    let out =
        b.0.json(&["sync", dir.path().to_str().unwrap(), "--dry-run"]);
    assert_eq!(out["merged"]["games_added"], 1, "{out}");
    assert_eq!(out["dry_run"], true);
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    assert_eq!(std::fs::read_to_string(config_path(&b.0.path)).unwrap(), "");
    let _ = before;
    assert_eq!(b.0.json(&["games"]).as_array().unwrap().len(), 0);
    // Its words say what a sync would do, never that it did: a device's
    // first sync names no made-up id, since the real one takes another.
    b.ok(&["new", "Cecilia", "Dora"]);
    let text = b.ok(&["sync", dir.path().to_str().unwrap(), "--dry-run"]);
    // (Read as one line: a long folder's path wraps.)
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        text.starts_with(&format!(
            "What a sync with {} would do (this device takes its id at its first sync): ",
            dir.path().display()
        )),
        "{text}"
    );
    for line in [
        "1 change would come in from 1 other device.",
        "1 change of this device would be written (skyjo-….jsonl).",
        "Nothing was changed (--dry-run).",
    ] {
        assert!(text.contains(line), "{line}: {text}");
    }
    assert!(text.contains("The folder would be kept in"), "{text}");
    for done in ["Synced", "came in", "Wrote", "is kept"] {
        assert!(!text.contains(done), "{done}: {text}");
    }
    // Once it has an id, a dry run names it, the one its sync then keeps.
    b.sync(dir.path());
    let device = b.device();
    let text = b.ok(&["sync", "--dry-run"]);
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(text.contains(&format!("(this device: {device})")), "{text}");
}

/// The lines of `d`'s journal.
fn lines(d: &Device) -> Vec<String> {
    std::fs::read_to_string(d.journal())
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

/// Runs `skyjo sync` on `d`, which must fail (exit 1) after applying what it
/// could; its error lines.
fn sync_fails(d: &Device, dir: &Path) -> Vec<String> {
    let out = d.0.run(&["sync", dir.to_str().unwrap()]);
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    stderr.lines().map(str::to_string).collect()
}

/// Bad lines in a journal: each is named with its file and line and left
/// out, everything else is applied; the sync exits 1.
#[test]
fn bad_lines_of_a_journal_are_named_and_the_rest_is_applied() {
    let dir = folder();
    let (a, b) = (Device::new(), Device::new());
    a.ok(&["new", "Anna", "Bertil"]);
    round(&a, "1", "Anna", &["Anna=5", "Bertil=20"]);
    a.sync(dir.path());
    let device = a.device();
    let path = a.journal();
    let good = lines(&a);
    let round_line = good.iter().find(|l| l.contains(r#""op":"round""#)).unwrap();
    let op = |seq: u32, edit: &dyn Fn(&mut Value)| {
        let mut v: Value = serde_json::from_str(round_line).unwrap();
        v["id"] = format!("{device}:{seq}").into();
        edit(&mut v);
        v.to_string()
    };
    let mut journal = good.clone();
    journal.push("this is not JSON".into());
    journal.push(format!(
        r#"{{"id":"{device}:901","clock":1,"op":"delete","game":"{}"}}"#,
        "x".repeat(1 << 20)
    ));
    // Round 2 with a score the cards do not give.
    journal.push(op(902, &|v| {
        v["number"] = 2.into();
        v["round"]["number"] = 2.into();
        v["round"]["scores"][1] = 99.into();
    }));
    journal.push(op(903, &|v| v["game"] = "no-such-game".into()));
    journal.push(op(904, &|v| v["id"] = "0123456789abcdef:1".into()));
    // And a good change after them: a note.
    journal.push(op(905, &|v| {
        v["round"]["entries"][0] = "4".into();
        v["round"]["raw"][0] = 4.into();
        v["round"]["scores"][0] = 4.into();
    }));
    std::fs::write(&path, journal.join("\n") + "\n").unwrap();
    let errors = sync_fails(&b, dir.path());
    let file = path.file_name().unwrap().to_str().unwrap().to_string();
    let n = good.len();
    for (line, says) in [
        (n + 1, "not an operation of skyjo"),
        (n + 2, "longer than 1048576 bytes"),
        (n + 3, "Bertil"),
        (n + 4, "no journal ever started"),
        (n + 5, "another device's"),
    ] {
        let at = format!("{file} line {line}: ");
        assert!(
            errors.iter().any(|e| e.contains(&at) && e.contains(says)),
            "no error at {at} saying {says:?}: {errors:#?}"
        );
    }
    assert!(
        errors
            .last()
            .unwrap()
            .contains("5 lines of the sync folder were left out")
    );
    // The rest is in: the game with its first round, as the last good line says.
    let show = b.0.json(&["show", "1"]);
    let rounds = show["rounds"].as_array().unwrap();
    assert_eq!(rounds.len(), 1, "{show}");
    assert_eq!(rounds[0]["players"][0]["score"], 4, "{show}");
    // In Swedish too.
    let c = Device::new();
    let out =
        c.0.run(&["--lang", "sv", "sync", dir.path().to_str().unwrap()]);
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.contains(&format!("{file} rad {}: ", n + 1)),
        "{stderr}"
    );
}

/// A journal of a newer format is refused untouched, and a journal whose
/// first line names another device than its file name is refused; the
/// other journals are read.
#[test]
fn a_journal_of_a_newer_format_or_of_another_device_is_refused_untouched() {
    let dir = folder();
    let (a, b) = (Device::new(), Device::new());
    a.ok(&["new", "Anna", "Bertil"]);
    a.sync(dir.path());
    let newer = dir.path().join("skyjo-00000000000000aa.jsonl");
    let text = "{\"skyjo_journal\":2,\"device\":\"00000000000000aa\"}\n{\"what\":\"next\"}\n";
    std::fs::write(&newer, text).unwrap();
    let claims = dir.path().join("skyjo-00000000000000bb.jsonl");
    std::fs::write(
        &claims,
        "{\"skyjo_journal\":1,\"device\":\"00000000000000cc\"}\n",
    )
    .unwrap();
    let errors = sync_fails(&b, dir.path());
    assert!(
        errors
            .iter()
            .any(|e| e.contains("skyjo-00000000000000aa.jsonl is a journal of format 2")),
        "{errors:#?}"
    );
    assert!(
        errors.iter().any(|e| e.contains(
            "skyjo-00000000000000bb.jsonl says it is the journal of device 00000000000000cc"
        )),
        "{errors:#?}"
    );
    assert_eq!(std::fs::read_to_string(&newer).unwrap(), text);
    assert_eq!(b.0.json(&["games"]).as_array().unwrap().len(), 1);
    // Refused again at the next sync: it was not taken as read.
    assert_eq!(sync_fails(&b, dir.path()).len(), 3);
}

/// A read-only sync folder: a clear error, and the history untouched.
// Unix only: it sets file modes and drops root to `nobody` with `setpriv`,
// as the read-only history test does; Windows has neither.
#[cfg(unix)]
#[test]
fn a_read_only_sync_folder_is_a_clear_error_and_changes_nothing() {
    use std::os::unix::fs::PermissionsExt;
    let root = std::process::Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|id| String::from_utf8_lossy(&id.stdout).trim() == "0");
    if root && crate::common::on_path("setpriv").is_none() {
        crate::common::needed_outside_ci("setpriv is needed in CI: .ci/run installs util-linux");
        crate::common::skipped("setpriv is not installed, which drops root to nobody");
        return;
    }
    let dir = folder();
    let a = Device::new();
    a.ok(&["new", "Anna", "Bertil"]);
    let home = a.0.path.parent().unwrap();
    let config = config_path(&a.0.path);
    for (path, mode) in [
        (home, 0o777),
        (config.parent().unwrap(), 0o777),
        (&config, 0o666),
        (&a.0.path, 0o666),
        (dir.path(), 0o555),
    ] {
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
    }
    let before = a.views();
    let mut cmd = if root {
        let mut cmd = std::process::Command::new("setpriv");
        cmd.args(["--reuid=65534", "--regid=65534", "--clear-groups"])
            .arg(env!("CARGO_BIN_EXE_skyjo"));
        cmd
    } else {
        std::process::Command::new(env!("CARGO_BIN_EXE_skyjo"))
    };
    let out = cmd
        .arg("--db")
        .arg(&a.0.path)
        .args(["sync", dir.path().to_str().unwrap()])
        .env("SKYJO_CONFIG", &config)
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("is the sync folder read-only?"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
    assert_eq!(a.views(), before);
    assert_eq!(std::fs::read_to_string(&config).unwrap(), "");
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
}

/// One step of the property test: a change on a device, a sync, or a copy
/// of the journals of one device's folder into another's, as a file-sync
/// engine makes it (whole, with its last line cut, or as a conflict copy;
/// an older file may replace a newer one).
#[derive(Debug, Clone)]
enum Step {
    New(usize, usize),
    Round(usize, usize, i8, i8),
    Edit(usize, usize, i8),
    Undo(usize, usize),
    Delete(usize, usize),
    Sync(usize),
    Copy(usize, usize, Copy),
    /// Old games imported on a device (perhaps behind).
    Import(usize),
    /// A player renamed on a device (before or after a game of theirs
    /// reaches it).
    Rename(usize, usize),
    /// The history of one device copied over another's (a backup taken to
    /// another computer): both go on under the same id and diverge.
    CopyHistory(usize, usize),
    /// A player renamed on a device while the others go on correcting
    /// rounds under the old name (no sync follows).
    RenameApart(usize, usize),
    /// A line of a device's own journal (in its folder) cut in the middle,
    /// with the lines after it kept: the device writes it again at its next
    /// sync.
    Cut(usize, usize),
}

#[derive(Debug, Clone, Copy)]
enum Copy {
    Whole,
    Torn,
    Conflict,
    /// Only a newer file replaces one there (the engine at rest).
    Newer,
}

const NAMES: [&str; 4] = ["Anna", "Bertil", "Cecilia", "Dora"];

fn step() -> impl proptest::strategy::Strategy<Value = Step> {
    use proptest::prelude::*;
    let device = 0..3usize;
    prop_oneof![
        1 => (device.clone(), 0..4usize).prop_map(|(d, p)| Step::New(d, p)),
        3 => (device.clone(), 0..3usize, -2..40i8, -2..40i8)
            .prop_map(|(d, g, a, b)| Step::Round(d, g, a, b)),
        1 => (device.clone(), 0..3usize, -2..40i8).prop_map(|(d, g, a)| Step::Edit(d, g, a)),
        1 => (device.clone(), 0..3usize).prop_map(|(d, g)| Step::Undo(d, g)),
        1 => (device.clone(), 0..3usize).prop_map(|(d, g)| Step::Delete(d, g)),
        2 => device.clone().prop_map(Step::Sync),
        1 => device.clone().prop_map(Step::Import),
        1 => (device.clone(), 0..4usize).prop_map(|(d, p)| Step::Rename(d, p)),
        1 => (device.clone(), device.clone()).prop_map(|(a, b)| Step::CopyHistory(a, b)),
        1 => (device.clone(), 0..4usize).prop_map(|(d, p)| Step::RenameApart(d, p)),
        1 => (device.clone(), 0..64usize).prop_map(|(d, l)| Step::Cut(d, l)),
        3 => (device.clone(), device, prop_oneof![Just(Copy::Whole), Just(Copy::Torn), Just(Copy::Conflict)])
            .prop_map(|(a, b, c)| Step::Copy(a, b, c)),
    ]
}

/// The id of the `pick`th game of `d` (by number), if it has games.
fn pick_game(d: &Device, pick: usize) -> Option<String> {
    let games = d.0.json(&["games"]);
    let games = games.as_array().unwrap();
    (!games.is_empty()).then(|| games[pick % games.len()]["game"].to_string())
}

/// Puts a copy of `from`'s history in place of `to`'s (`to` keeps its own
/// config, so its sync folder), as `skyjo backup` makes it.
fn copy_history(from: &Device, to: &Device) {
    let path = &to.0.path;
    let copy = path.with_extension("copy.db");
    from.ok(&["backup", copy.to_str().unwrap()]);
    for tail in ["-wal", "-shm"] {
        let mut side = path.clone().into_os_string();
        side.push(tail);
        let _ = std::fs::remove_file(side);
    }
    std::fs::rename(&copy, path).unwrap();
}

/// Copies the journals in `from` into `to`, as `how` says. A file that
/// changed on both sides (neither is the start of the other: two copies of
/// one history wrote under one id) arrives as a conflict copy, as Syncthing
/// and Dropbox keep both; so does `own`'s journal (the device of `to`,
/// which writes it there). A conflict copy is named by what it holds.
fn copy_journals(from: &Path, to: &Path, own: &str, how: Copy) {
    use std::hash::{Hash, Hasher};
    for entry in std::fs::read_dir(from).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        if !name.ends_with(".jsonl") {
            continue;
        }
        let bytes = std::fs::read(from.join(&name)).unwrap();
        let there = std::fs::read(to.join(&name)).ok();
        let older = there.as_ref().is_some_and(|t| t.starts_with(&bytes));
        let apart = there
            .as_ref()
            .is_some_and(|t| !t.starts_with(&bytes) && !bytes.starts_with(t));
        let how = if name.contains(own) || apart {
            Copy::Conflict
        } else {
            how
        };
        match how {
            Copy::Whole => std::fs::write(to.join(&name), &bytes).unwrap(),
            Copy::Newer if older => {}
            Copy::Newer => std::fs::write(to.join(&name), &bytes).unwrap(),
            Copy::Torn => {
                let cut = bytes.len() - bytes.len().min(40);
                std::fs::write(to.join(&name), &bytes[..cut]).unwrap();
            }
            Copy::Conflict => {
                let stem = name.split('.').next().unwrap();
                let mut hasher = std::collections::hash_map::DefaultHasher::new();
                bytes.hash(&mut hasher);
                let tag = hasher.finish() & 0xFFF_FFFF;
                let copy = format!("{stem}.sync-conflict-20261203-101500-{tag:07X}.jsonl");
                std::fs::write(to.join(copy), &bytes).unwrap();
            }
        }
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig {
        // Under Wine (CI's Windows run) a process takes ten times as long to
        // start. Three in the developer's loop; the long test below runs more.
        cases: if cfg!(windows) { 2 } else { 3 },
        failure_persistence: None,
        ..proptest::prelude::ProptestConfig::default()
    })]

    /// Random changes on three devices, each with its own copy of the shared
    /// folder, random copies between the folders (whole, torn, conflict
    /// copies, older files over newer) and histories copied over another
    /// device's (one id on two devices, diverging): once every journal has
    /// reached every folder, all three agree on every screen, and so does a
    /// fourth device that reads them all once.
    #[test]
    fn random_changes_and_copies_converge(steps in proptest::collection::vec(step(), 8..24)) {
        converge(steps);
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig {
        cases: 12,
        failure_persistence: None,
        ..proptest::prelude::ProptestConfig::default()
    })]

    /// The same property as [`random_changes_and_copies_converge`], twelve
    /// runs more.
    #[test]
    #[ignore = "long: twelve more runs of the convergence property; CI runs it (cargo test -- --ignored)"]
    fn random_changes_and_copies_converge_in_twelve_more_runs(
        steps in proptest::collection::vec(step(), 8..24)
    ) {
        converge(steps);
    }
}

/// Runs `steps` on three devices, each with its own copy of the shared
/// folder (the third comes with games of its own, and joins at its first
/// sync); then every journal reaches every folder and everyone syncs: all
/// three agree on every screen, and so does a fourth device that reads them
/// all once; and every correction that reached a journal is in every
/// history that has its game.
fn converge(steps: Vec<Step>) {
    let folders = [folder(), folder(), folder()];
    let d = [Device::new(), Device::new(), Device::new()];
    let (_old, old) = old_games(2);
    d[2].ok(&["new", "Anna", "Erik"]);
    round(&d[2], "1", "Erik", &["Anna=7", "Erik=3"]);
    // The third device's id is made at its first sync (no journal has it).
    let mut ids: Vec<String> = vec![String::new(); 3];
    for i in 0..2 {
        d[i].sync(folders[i].path());
        ids[i] = d[i].device();
    }
    let joined = |ids: &[String], i: usize| !ids[i].is_empty();
    // The corrections written to a journal: (device, operation id).
    let mut corrections: Vec<String> = Vec::new();
    for step in steps {
        match step {
            Step::New(i, p) => {
                d[i].ok(&["new", NAMES[p], NAMES[(p + 1) % 4]]);
            }
            Step::Round(i, g, a, b) => {
                if let Some(game) = pick_game(&d[i], g) {
                    let show = d[i].0.json(&["show", &game]);
                    let players: Vec<String> = show["players"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|p| p.as_str().unwrap().to_string())
                        .collect();
                    let (x, y) = (format!("{}={a}", players[0]), format!("{}={b}", players[1]));
                    let _ =
                        d[i].0
                            .run(&["round", "--game", &game, "--closer", &players[0], &x, &y]);
                }
            }
            Step::Edit(i, g, a) => {
                if let Some(game) = pick_game(&d[i], g) {
                    let show = d[i].0.json(&["show", &game]);
                    let first = show["players"][0].as_str().unwrap().to_string();
                    let edited = d[i].0.run(&["edit", &game, "1", &format!("{first}={a}")]);
                    if edited.status.success() && joined(&ids, i) {
                        corrections.extend(last_correction(&d[i]));
                    }
                }
            }
            Step::Undo(i, g) => {
                if let Some(game) = pick_game(&d[i], g) {
                    let _ = d[i].0.run(&["undo", "--game", &game, "--yes"]);
                }
            }
            Step::Delete(i, g) => {
                if let Some(game) = pick_game(&d[i], g) {
                    d[i].ok(&["delete", &game, "--yes"]);
                }
            }
            Step::Sync(i) => {
                sync_tolerant(&d[i], folders[i].path());
                ids[i] = d[i].device();
            }
            Step::Copy(from, to, how) => {
                if from != to && joined(&ids, to) {
                    copy_journals(folders[from].path(), folders[to].path(), &ids[to], how);
                }
            }
            Step::Import(i) => {
                d[i].ok(&["import", old.to_str().unwrap()]);
            }
            Step::Rename(i, p) => {
                let renamed =
                    d[i].0
                        .run(&["players", "rename", NAMES[p], &format!("{}a", NAMES[p])]);
                // A rename the family makes while every device is up to date
                // (it then reaches every game, before and after it arrives).
                // A rename made while another device goes on entering rounds
                // under the old name is a known gap (CI runs the ignored tests,
                // so it is not kept as one): with the rename not followed by
                // these syncs, [New(1,0), CopyHistory(1,2), Rename(2,0),
                // Copy(1,0,Whole), Rename(0,1), Round(1,0,8,34), Edit(0,0,1),
                // Copy(2,1,Torn)] ends with "round 1: the closer Anna is not a
                // player of the game; that change was left out".
                if renamed.status.success() {
                    for _ in 0..2 {
                        for (k, device) in d.iter().enumerate() {
                            sync_tolerant(device, folders[k].path());
                            ids[k] = device.device();
                            for (j, other) in folders.iter().enumerate() {
                                if k != j {
                                    copy_journals(
                                        folders[k].path(),
                                        other.path(),
                                        &ids[j],
                                        Copy::Newer,
                                    );
                                }
                            }
                        }
                    }
                }
            }
            Step::CopyHistory(from, to) => {
                if from != to && joined(&ids, from) && joined(&ids, to) {
                    copy_history(&d[from], &d[to]);
                    ids[to] = ids[from].clone();
                }
            }
            Step::RenameApart(i, p) => {
                let _ = d[i]
                    .0
                    .run(&["players", "rename", NAMES[p], &format!("{}a", NAMES[p])]);
            }
            Step::Cut(i, line) => {
                if joined(&ids, i) {
                    cut_a_line(
                        &folders[i].path().join(format!("skyjo-{}.jsonl", ids[i])),
                        line,
                    );
                }
            }
        }
    }
    // Every journal reaches every folder, and everyone syncs.
    for _ in 0..3 {
        for (i, device) in d.iter().enumerate() {
            sync_tolerant(device, folders[i].path());
            ids[i] = device.device();
            for (j, other) in folders.iter().enumerate() {
                if i != j {
                    let own = &ids[j];
                    copy_journals(folders[i].path(), other.path(), own, Copy::Newer);
                }
            }
        }
    }
    for (i, device) in d.iter().enumerate() {
        let out = sync_tolerant(device, folders[i].path());
        // Every cut line was written again: nothing is missing any more.
        assert!(!out.contains("did not reach"), "device {i}: {out}");
    }
    for device in &d {
        assert_logged_as_kept(device);
    }
    assert_same(&[&d[0], &d[1], &d[2]]);
    let fresh = Device::new();
    sync_tolerant(&fresh, folders[0].path());
    assert_same(&[&d[0], &fresh]);
    // No correction that reached a journal is lost: each is in every
    // history that has its game.
    for device in d.iter().chain([&fresh]) {
        let db = rusqlite::Connection::open(&device.0.path).unwrap();
        for op in &corrections {
            let (kept, game): (bool, bool) = db
                .query_row(
                    "SELECT EXISTS (SELECT 1 FROM correction WHERE sync_id = ?1
                                      OR sync_id LIKE ?1 || '~%'),
                            EXISTS (SELECT 1 FROM game g JOIN sync_op o ON o.game = g.uid
                                    WHERE o.id = ?1 OR o.id LIKE ?1 || '~%')",
                    [op],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )
                .unwrap();
            assert!(kept || !game, "correction {op} lost");
        }
    }
}

/// `skyjo sync DIR` on `d`, which may end with exit 1 for lines of the
/// folder left out (a line cut in the middle, met before it was written
/// again, or kept so in a conflicted copy): anything else fails. Its output.
fn sync_tolerant(d: &Device, dir: &Path) -> String {
    let out = d.0.run(&["--wide", "sync", dir.to_str().unwrap()]);
    let stderr = String::from_utf8(out.stderr).unwrap();
    let left_out = out.status.code() == Some(1)
        && stderr
            .lines()
            .all(|l| l.contains("not an operation of skyjo") || l.contains("left out"));
    assert!(out.status.success() || left_out, "{stderr}");
    String::from_utf8(out.stdout).unwrap()
}

/// The operation id of the last correction made on `d`, when it reached
/// the journal.
fn last_correction(d: &Device) -> Option<String> {
    let db = rusqlite::Connection::open(&d.0.path).unwrap();
    db.query_row(
        "SELECT sync_id FROM correction ORDER BY id DESC LIMIT 1",
        [],
        |r| r.get(0),
    )
    .unwrap()
}

/// Cuts the operation line `pick` (of those but the last) of the journal
/// at `path` in half, the lines after it kept, when it has two or more.
fn cut_a_line(path: &Path, pick: usize) {
    let Ok(text) = std::fs::read_to_string(path) else {
        return;
    };
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let ops: Vec<usize> = (1..lines.len().saturating_sub(1))
        .filter(|&i| lines[i].starts_with('{'))
        .collect();
    if ops.is_empty() {
        return;
    }
    let at = ops[pick % ops.len()];
    let half = lines[at].len() / 2;
    lines[at].truncate(half);
    std::fs::write(path, lines.join("\n") + "\n").unwrap();
}

/// SIGKILL at random moments of `sync` and of the writes that go to the
/// journal: the history and the journal stay consistent (no line half
/// written, no operation twice), and the next sync finishes the work.
#[test]
#[cfg_attr(
    not(windows),
    ignore = "long: a SIGKILL loop of 80 kills during sync; CI runs it (cargo test -- --ignored)"
)]
fn sigkill_during_sync_leaves_the_history_and_the_journal_consistent() {
    use std::time::{Duration, Instant};
    let dir = folder();
    let (a, b) = (Device::new(), Device::new());
    a.ok(&["new", "Anna", "Bertil", "--rounds", "10000"]);
    a.sync(dir.path());
    b.ok(&["new", "Cecilia", "Dora", "--rounds", "10000"]);
    b.sync(dir.path());
    let game = game_of(&b, &["Cecilia", "Dora"]);
    let theirs = game_of(&a, &["Anna", "Bertil"]);
    let started = Instant::now();
    b.sync(dir.path());
    let typical = started.elapsed().as_micros().max(1000) as u64;
    let mut seed: u64 = 0x5eed;
    let mut below = |n: u64| {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (seed >> 33) % n.max(1)
    };
    let deadline = Instant::now() + Duration::from_secs(120);
    let mut kills = 0;
    while kills < 80 && Instant::now() < deadline {
        round(&a, &theirs, "Anna", &["Anna=3", "Bertil=9"]);
        let args: Vec<String> = if below(2) == 0 {
            vec!["sync".into()]
        } else {
            [
                "round",
                "--game",
                &game,
                "--closer",
                "Dora",
                "Cecilia=4",
                "Dora=1",
            ]
            .map(String::from)
            .to_vec()
        };
        let mut child = crate::common::skyjo(&b.0.path)
            .args(&args)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_micros(below(typical * 3 / 2)));
        let _ = child.kill();
        let _ = child.wait();
        kills += 1;
    }
    assert!(kills >= 20, "only {kills} kills in the time allowed");
    // The next sync finishes the work, with no line left out.
    b.sync(dir.path());
    a.sync(dir.path());
    b.sync(dir.path());
    assert_same(&[&a, &b]);
    let journal = lines(&b);
    let mut ids: Vec<String> = journal[1..]
        .iter()
        .map(|l| {
            let op: Value = serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}"));
            op["id"].as_str().unwrap().to_string()
        })
        .collect();
    let all = ids.len();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), all, "an operation written twice");
    eprintln!("{kills} kills; b's journal has {all} operations");
}

/// One person typed `Åsa` on one device and `asa` on another: one player,
/// spelt Åsa on both. A name that fits two players here (Soren for Sören
/// and Søren) is never guessed between: kept apart, and said.
#[test]
fn a_player_typed_two_ways_on_two_devices_is_one_player_and_two_that_fit_are_kept_apart() {
    let dir = folder();
    let (a, b) = (Device::new(), Device::new());
    a.ok(&["new", "Åsa", "Bertil"]);
    b.ok(&["new", "asa", "Cecilia"]);
    a.sync(dir.path());
    b.sync(dir.path());
    a.sync(dir.path());
    assert_same(&[&a, &b]);
    let players = b.0.json(&["players"]);
    let names: Vec<&str> = players["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Bertil", "Cecilia", "Åsa"], "{players}");
    // Sören and Søren are two people here; Soren from elsewhere fits both.
    let (c, e) = (Device::new(), Device::new());
    let other = folder();
    c.ok(&["new", "Sören", "Dora"]);
    c.ok(&["new", "Sxren", "Erik"]);
    c.ok(&["players", "rename", "Sxren", "Søren"]);
    e.ok(&["new", "Soren", "Dora"]);
    e.sync(other.path());
    let out = c.sync(other.path());
    assert!(
        out.contains("Soren, a player of another device's game, fits Sören and Søren here"),
        "{out}"
    );
    let players = c.0.json(&["players"]);
    assert_eq!(players["players"].as_array().unwrap().len(), 5, "{players}");
}

/// Two devices that started a game 1 before they shared a folder: the game
/// started first keeps 1, the other becomes 2 on both, and stays 2 however
/// many games are started after it, on either device.
#[test]
fn a_game_that_took_another_number_keeps_it_when_later_games_are_started() {
    let dir = folder();
    let (a, b) = (Device::new(), Device::new());
    a.ok(&["new", "Anna", "Bertil"]);
    std::thread::sleep(std::time::Duration::from_millis(1100));
    b.ok(&["new", "Cecilia", "Dora"]);
    a.sync(dir.path());
    let out = b.sync(dir.path());
    assert!(out.contains("Game 1 is now game 2"), "{out}");
    a.sync(dir.path());
    // Each device starts its next game knowing the other's.
    for i in 0..3 {
        let d = if i % 2 == 0 { &a } else { &b };
        d.ok(&["new", "Erik", "Frida"]);
        for d in [&a, &b, &a] {
            let out = d.sync(dir.path());
            assert!(!out.contains("is now game"), "{out}");
        }
        assert_eq!(game_of(&a, &["Cecilia", "Dora"]), "2");
        assert_eq!(game_of(&b, &["Cecilia", "Dora"]), "2");
    }
    assert_same(&[&a, &b]);
}

/// A game of Skyjo Action travels whole: its edition, its stars and the
/// action cards held, corrected on the other device and back.
#[test]
fn an_action_game_syncs_with_its_stars_and_held_cards() {
    let dir = folder();
    let (home, cabin) = (Device::new(), Device::new());
    home.ok(&["new", "Anna", "Bertil", "--edition", "action"]);
    home.ok(&[
        "round",
        "--closer",
        "Anna",
        "--held",
        "Anna=1",
        "Anna=* 5 5 5 / 1 2 3 4 / 0 1 2 3",
        "Bertil=* 2 3 4 / * 5 6 7 / * 1 1 1",
    ]);
    home.sync(dir.path());
    cabin.sync(dir.path());
    assert_same(&[&home, &cabin]);
    let show = cabin.0.json(&["show", "1"]);
    assert_eq!(show["rules"]["edition"], "action");
    // Anna 26, doubled (Bertil 17); then her held card taken back at the
    // cabin: 16, alone lowest.
    assert_eq!(show["totals"][0]["total"], 52);
    cabin.ok(&["edit", "1", "1", "--held", "Anna=0"]);
    cabin.sync(dir.path());
    home.sync(dir.path());
    assert_same(&[&home, &cabin]);
    let show = home.0.json(&["show", "1"]);
    assert_eq!(show["totals"][0]["total"], 16);
    assert_eq!(
        show["rounds"][0]["players"][0]["entry"],
        "* 5 5 5 / 1 2 3 4 / 0 1 2 3"
    );
}

/// Issue 39: a name spelt out (Soeren for Søren) finds the player where it
/// is typed, but a sync never merges by it: the other device may hold a
/// Soeren and a Søren who are two people. Kept apart, and said, with the
/// command that merges them if they are one.
#[test]
fn a_name_that_fits_only_spelt_out_is_kept_apart_by_a_sync_and_said() {
    let dir = folder();
    let (a, b) = (Device::new(), Device::new());
    a.ok(&["new", "Søren", "Åse"]);
    // On b a Soeren and a Søren, two people (a rename makes them).
    b.ok(&["new", "Soeren", "Dora"]);
    b.ok(&["new", "Sxren", "Erik", "--yes"]);
    b.ok(&["players", "rename", "Sxren", "Søren"]);
    b.sync(dir.path());
    let out = a.ok(&["--wide", "sync", dir.path().to_str().unwrap()]);
    assert!(
        out.contains(
            "Soeren, a player of another device's game, may be Søren here: kept as a player \
             of their own (if it is the same player: skyjo players merge Søren Soeren)."
        ),
        "{out}"
    );
    let json = a.sync_json(dir.path());
    assert_eq!(
        json["merged"]["names"],
        serde_json::json!([]),
        "said once: {json}"
    );
    b.sync(dir.path());
    assert_same(&[&a, &b]);
    let players = a.0.json(&["players"]);
    let names: Vec<&str> = players["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["Dora", "Erik", "Soeren", "Søren", "Åse"],
        "{players}"
    );
    // And in Danish.
    let c = Device::new();
    c.ok(&["new", "Søren", "Bo"]);
    let out = c.ok(&["--lang", "da", "sync", dir.path().to_str().unwrap()]);
    assert!(
        out.contains("Soeren, en spiller i et spil fra en anden enhed, kan være Søren her"),
        "{out}"
    );
}

/// Issue 40: a game from another device whose player has a zero-width space
/// (a journal written by hand, or by an older skyjo) breaks the one name
/// rule: its line is named and left out, as every name the rule refuses.
#[test]
fn a_game_whose_name_has_an_invisible_character_is_left_out_and_named() {
    let dir = folder();
    let (a, b) = (Device::new(), Device::new());
    a.ok(&["new", "Anna", "Bertil"]);
    a.sync(dir.path());
    let journal: Vec<String> = lines(&a)
        .into_iter()
        .map(|l| l.replace("\"Bertil\"", "\"Bert\u{200b}il\""))
        .collect();
    assert!(journal.iter().any(|l| l.contains("Bert\u{200b}il")));
    std::fs::write(a.journal(), journal.join("\n") + "\n").unwrap();
    let errors = sync_fails(&b, dir.path());
    assert!(
        errors.iter().any(|e| e.contains(
            "line 2: its players are not distinct names of 1 to 24 characters without control \
             characters, invisible characters or '='"
        )),
        "{errors:#?}"
    );
    assert_eq!(b.0.json(&["games"]).as_array().unwrap().len(), 0);
    assert_eq!(b.0.json(&["players"])["players"], serde_json::json!([]));
}

/// `sync` with the text unwrapped (`--wide`), to find a sentence whole.
pub(crate) fn sync_wide(d: &Device, dir: &Path) -> String {
    d.ok(&["--wide", "sync", dir.to_str().unwrap()])
}

/// A file of `n` old games (a generated history, exported), as a family
/// brings from another app or another skyjo.
pub(crate) fn old_games(n: usize) -> (TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("old.db");
    let file = dir.path().join("old.json");
    let out = crate::common::skyjo(&db)
        .args(["demo", "--games", &n.to_string(), "--seed", "7"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let out = crate::common::skyjo(&db)
        .args(["export", "-o", file.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    (dir, file)
}

/// The issue's case: C starts game 2 and A syncs it in; B, behind, imports
/// old games (2 to 31 on B). Game 2 stays 2 on every device; the imported
/// games move once, on B only, with a true reason, said in two lines (not
/// one a game).
#[test]
fn a_number_every_device_showed_never_moves_when_a_device_behind_imports() {
    let dir = folder();
    let (a, b, c) = (Device::new(), Device::new(), Device::new());
    a.ok(&["new", "Åse", "Jørgen"]);
    for d in [&a, &b, &c] {
        d.sync(dir.path());
    }
    c.ok(&["new", "Björn", "Cecilia"]);
    a.sync(dir.path());
    assert_eq!(game_of(&a, &["Björn", "Cecilia"]), "2");
    let (_old, file) = old_games(30);
    b.ok(&["import", file.to_str().unwrap()]);
    let out = sync_wide(&b, dir.path());
    assert!(
        out.contains("Game 2 is now game 3: another device gave number 2 to another game first."),
        "{out}"
    );
    // The 29 games that moved after it, in one line.
    assert!(
        out.contains(
            "Games 3–31 are now games 4–32: these numbers went to games that had to move first."
        ),
        "{out}"
    );
    assert_eq!(out.matches("now game").count(), 2, "{out}");
    for d in [&a, &c, &b, &a, &c] {
        let out = d.sync(dir.path());
        assert!(!out.contains("is now game"), "{out}");
    }
    for d in [&a, &b, &c] {
        assert_eq!(game_of(d, &["Björn", "Cecilia"]), "2");
        assert_eq!(game_of(d, &["Åse", "Jørgen"]), "1");
    }
    assert_same(&[&a, &b, &c]);
    // A game started later, anywhere, moves none of them.
    b.ok(&["new", "Dag", "Erik"]);
    for d in [&b, &a, &c] {
        let out = d.sync(dir.path());
        assert!(!out.contains("is now game"), "{out}");
    }
    assert_eq!(game_of(&c, &["Dag", "Erik"]), "33");
    assert_same(&[&a, &b, &c]);
}

/// B imports old games (2 to 4 on B) while A, which has not heard of the
/// import, starts a game 2 at the table: A's game 2 keeps its number; the
/// imported game 2 gives way, once, and says why.
#[test]
fn an_imported_game_gives_way_to_a_game_started_at_the_table_meanwhile() {
    let dir = folder();
    let (a, b) = sharing_a_game(&dir, &["Åse", "Jørgen"]);
    let (_old, file) = old_games(3);
    b.ok(&["import", file.to_str().unwrap()]);
    a.ok(&["new", "Åse", "Björn"]);
    let out = sync_wide(&a, dir.path());
    assert!(!out.contains("is now game"), "{out}");
    assert_eq!(game_of(&a, &["Åse", "Björn"]), "2");
    let out = sync_wide(&b, dir.path());
    assert!(
        out.contains(
            "Game 2 is now game 5: it was imported, and a device that had not heard of the \
             import gave number 2 to a game started at the table."
        ),
        "{out}"
    );
    a.sync(dir.path());
    assert_eq!(game_of(&b, &["Åse", "Björn"]), "2");
    assert_same(&[&a, &b]);
}

/// A history copied to another computer (a backup) writes under the same
/// device id: both notice, take ids of their own, keep the operations of
/// both, and the two rounds 2 meet by the merge rule (the later counts, the
/// other is in the log as set aside); a third device agrees.
#[test]
fn a_copied_history_is_noticed_and_both_its_changes_are_kept() {
    let dir = folder();
    let (a, c) = (Device::new(), Device::new());
    a.ok(&["new", "Åsa", "Dag", "Björn"]);
    round(&a, "1", "Åsa", &["Åsa=5", "Dag=20", "Björn=12"]);
    a.sync(dir.path());
    c.sync(dir.path());
    let old = a.device();
    let copy = Device::new();
    a.ok(&["backup", copy.0.path.to_str().unwrap()]);
    round(&a, "1", "Åsa", &["Åsa=1", "Dag=20", "Björn=22"]);
    std::thread::sleep(std::time::Duration::from_millis(20));
    round(&copy, "1", "Dag", &["Åsa=30", "Dag=2", "Björn=9"]);
    let out = sync_wide(&copy, dir.path());
    assert!(
        out.contains(&format!(
            "This history is a copy: another computer wrote other changes as device {old}."
        )),
        "{out}"
    );
    let out = sync_wide(&a, dir.path());
    assert!(out.contains("This history is a copy"), "{out}");
    assert_ne!(a.device(), old);
    assert_ne!(copy.device(), old);
    assert_ne!(a.device(), copy.device());
    for d in [&c, &copy, &a, &c] {
        d.sync(dir.path());
    }
    assert_same(&[&a, &copy, &c]);
    let show = c.0.json(&["show", "1"]);
    assert_eq!(show["rounds"][1]["closer"], "Dag", "{show}");
    let log = c.0.json(&["log", "1"]);
    let set_aside = log["changes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["kind"] == "overridden")
        .unwrap_or_else(|| panic!("no change set aside: {log}"));
    assert_eq!(set_aside["before"]["closer"], "Åsa", "{set_aside}");
    // Each goes on under its own id, and nothing more is said.
    round(&a, "1", "Björn", &["Åsa=3", "Dag=4", "Björn=0"]);
    for d in [&a, &copy, &c] {
        let out = d.sync(dir.path());
        assert!(!out.contains("copy"), "{out}");
    }
    assert_same(&[&a, &copy, &c]);
}

/// A copied history whose journal the original wrote further than the copy
/// before the copy wrote: the copy's changes under the old id that the
/// journal's last line already passes are written all the same, so the
/// other devices get every change of both (before, the copy wrote only
/// those after the journal's last line, and its first round never left it).
#[test]
fn a_copy_behind_the_journal_of_its_id_writes_every_change_of_its_own() {
    let dir = folder();
    let (a, c) = (Device::new(), Device::new());
    a.ok(&["new", "Åse", "Jørgen"]);
    a.sync(dir.path());
    let copy = Device::new();
    a.ok(&["backup", copy.0.path.to_str().unwrap()]);
    std::fs::copy(config_path(&a.0.path), config_path(&copy.0.path)).unwrap();
    // Each round goes to the journal of the one id as it is recorded.
    round(&a, "1", "Åse", &["Åse=5", "Jørgen=20"]);
    round(&copy, "1", "Jørgen", &["Åse=30", "Jørgen=2"]);
    round(&copy, "1", "Åse", &["Åse=7", "Jørgen=9"]);
    for d in [&c, &copy, &a, &c, &copy, &a] {
        d.sync(dir.path());
    }
    assert_same(&[&a, &copy, &c]);
    let show = c.0.json(&["show", "1"]);
    let rounds = show["rounds"].as_array().unwrap();
    assert_eq!(rounds.len(), 2, "{show}");
    assert_eq!(rounds[0]["closer"], "Jørgen", "{show}");
    assert_eq!(rounds[1]["closer"], "Åse", "{show}");
}

/// A round entered on C in a game that A deleted meanwhile: C's sync says
/// which round of which game was dropped, and keeps the history as it was.
#[test]
fn rounds_entered_in_a_game_deleted_elsewhere_are_said_and_kept() {
    let dir = folder();
    let (a, c) = (Device::new(), Device::new());
    a.ok(&["new", "Åse", "Jørgen", "Björn"]);
    round(&a, "1", "Åse", &["Åse=5", "Jørgen=20", "Björn=12"]);
    a.sync(dir.path());
    c.sync(dir.path());
    a.ok(&["delete", "1", "--yes"]);
    round(&c, "1", "Jørgen", &["Åse=9", "Jørgen=3", "Björn=14"]);
    let out = sync_wide(&c, dir.path());
    let said = "Game 1 was deleted on another device, which did not have round 2 entered \
                here: the round went with the game.\n\
                The history as it was before this sync is kept in ";
    let at = out.find(said).unwrap_or_else(|| panic!("{out}"));
    let backup = &out[at + said.len()..];
    let backup = &backup[..backup.find(".db").unwrap() + 3];
    let kept = crate::common::skyjo(Path::new(backup))
        .args(["show", "1", "--json"])
        .output()
        .unwrap();
    let kept: Value = serde_json::from_slice(&kept.stdout).unwrap();
    assert_eq!(kept["rounds"].as_array().unwrap().len(), 2, "{kept}");
    assert_eq!(kept["rounds"][1]["closer"], "Jørgen");
    a.sync(dir.path());
    assert_same(&[&a, &c]);
}

/// A rename is an operation on the player: a game started under the old
/// name on a device that had not heard of it takes the new name when it
/// arrives, on both devices.
#[test]
fn a_rename_reaches_a_game_that_arrives_after_it() {
    let dir = folder();
    let (a, c) = sharing_a_game(&dir, &["Anna", "Bertil"]);
    c.ok(&["new", "Anna", "Cecilia"]);
    std::thread::sleep(std::time::Duration::from_millis(20));
    a.ok(&["players", "rename", "Anna", "Annie"]);
    a.sync(dir.path());
    c.sync(dir.path());
    for d in [&a, &c] {
        let players = d.0.json(&["players"]);
        let names: Vec<&str> = players["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["name"].as_str().unwrap())
            .collect();
        assert_eq!(names, ["Annie", "Bertil", "Cecilia"], "{players}");
    }
    assert_eq!(game_of(&a, &["Annie", "Cecilia"]), "2");
    assert_same(&[&a, &c]);
}

/// A round the phones record with `serve --entry` reaches the journal as it
/// is recorded, while serve goes on: another device syncs it in.
#[test]
fn a_round_recorded_by_the_phones_reaches_the_journal_while_serve_runs() {
    use std::io::{Read, Write};
    let dir = folder();
    let (a, b) = (Device::new(), Device::new());
    a.ok(&["new", "Åse", "Jørgen"]);
    a.sync(dir.path());
    let (mut child, links) =
        crate::common::start_serve(&a.0.path, &["--entry"], std::process::Stdio::null());
    let url = links.phone().to_string();
    let rest = url.trim_start_matches("http://");
    let (authority, path) = rest.split_at(rest.find('/').unwrap());
    let post = |api: &str, body: &str| -> serde_json::Value {
        let mut stream = std::net::TcpStream::connect(authority).unwrap();
        write!(
            stream,
            "POST {path}api/{api} HTTP/1.1\r\nHost: {authority}\r\nOrigin: http://{authority}\r\n\
             Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        )
        .unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).unwrap();
        assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
        let body = &answer[answer.find("\r\n\r\n").unwrap() + 4..];
        serde_json::from_str(body).unwrap_or(serde_json::Value::Null)
    };
    post(
        "entry",
        r#"{"game": 1, "round": 1, "player": "Åse", "total": 5}"#,
    );
    post(
        "entry",
        r#"{"game": 1, "round": 1, "player": "Jørgen", "total": 7}"#,
    );
    let draft = post("closer", r#"{"game": 1, "round": 1, "player": "Åse"}"#);
    let version = &draft["version"];
    assert!(version.as_u64().is_some(), "{draft}");
    post(
        "record",
        &format!(r#"{{"game": 1, "round": 1, "version": {version}}}"#),
    );
    b.sync(dir.path());
    let show = b.0.json(&["show", "1"]);
    assert_eq!(show["rounds"].as_array().unwrap().len(), 1, "{show}");
    assert_eq!(show["rounds"][0]["closer"], "Åse");
    assert!(child.try_wait().unwrap().is_none(), "serve stopped");
    let _ = child.kill();
    let _ = child.wait();
}

/// What sync says is true: a device with nothing to write names no file
/// that is not there; a dry run does not say it synced; the devices counted
/// are those that sent changes; a game in progress that comes in becomes
/// the current game of a device that had none, and where several came in,
/// `status` names each with its `use` line.
#[test]
fn what_sync_says_is_true() {
    let dir = folder();
    let (a, b, c) = (Device::new(), Device::new(), Device::new());
    let out = sync_wide(&b, dir.path());
    assert!(
        out.contains("This device has no change to write yet; its file skyjo-"),
        "{out}"
    );
    assert!(
        !out.contains("This device has nothing new to write"),
        "{out}"
    );
    c.ok(&["new", "Dora", "Erik"]);
    c.sync(dir.path());
    let out = sync_wide(&b, dir.path());
    assert!(
        out.contains(
            "Game 1 (Dora and Erik) is in progress and came in from another device: it is now \
             the current game here."
        ),
        "{out}"
    );
    b.ok(&["round", "--closer", "Dora", "Dora=1", "Erik=5"]);
    a.ok(&["new", "Åse", "Jørgen", "Björn"]);
    a.sync(dir.path());
    let dry = b.ok(&["sync", "--dry-run"]);
    assert!(dry.starts_with("What a sync with "), "{dry}");
    assert!(!dry.contains("Synced"), "{dry}");
    // Two other journals, one device sent changes.
    c.sync(dir.path());
    let out = sync_wide(&b, dir.path());
    assert!(out.contains("came in from 1 other device."), "{out}");
    assert_eq!(b.0.json(&["status"])["game"], 1);
    // A fourth device, with no game: two games in progress come in.
    let d = Device::new();
    let out = sync_wide(&d, dir.path());
    assert!(out.contains("from 3 other devices"), "{out}");
    assert!(!out.contains("current game"), "{out}");
    let status = d.ok(&["--wide", "status"]);
    assert!(
        status.contains("Games in progress: pick one with skyjo use GAME."),
        "{status}"
    );
    assert!(
        status.contains("skyjo use 2   (Åse, Jørgen and Björn, 0 rounds)"),
        "{status}"
    );
    assert!(
        status.contains("skyjo use 1   (Dora and Erik, 1 round)"),
        "{status}"
    );
    let json = d.0.json(&["status"]);
    assert_eq!(json["unfinished"][0]["game"], 2, "{json}");
    assert_eq!(json["unfinished"][1]["players"][1], "Erik", "{json}");
}

/// Two copies of one history (one id) make log entries in one second: every
/// device lists them in one order, whatever order they came in (before, the
/// copy that made one listed its own first, the others in the order read).
#[test]
fn log_entries_of_two_copies_of_one_history_are_listed_alike_everywhere() {
    use Step::*;
    converge(vec![CopyHistory(1, 2), Import(1), Import(2), Undo(1, 2)]);
}

/// A game imported, deleted and imported again on one device: it comes back
/// as a game of its own (a new uid; the deletion of the old one stands), on
/// every device alike. Found by the merge property test.
#[test]
fn a_game_imported_again_after_its_delete_is_there_on_every_device_or_none() {
    use Step::*;
    converge(vec![Import(2), New(0, 0), Delete(2, 0), Import(2)]);
}

/// Found by the property test: a history copied to another device (one id
/// on two), a round recorded on the first with Dora closing, and Dora
/// renamed on the copy. The copy's head (written after the rename) names
/// Doraa; the round, entered before, names Dora: it is the renamed player,
/// not a round to leave out ("the closer Dora is not a player of the game").
#[test]
fn a_round_entered_under_a_name_renamed_on_a_copy_keeps_its_closer() {
    converge(vec![
        Step::New(0, 3),
        Step::CopyHistory(0, 2),
        Step::Sync(0),
        Step::Round(0, 0, 0, 0),
        Step::Rename(2, 3),
        Step::New(0, 0),
        Step::New(0, 0),
        Step::New(0, 0),
    ]);
}

/// Found by the property test: a history copied to another device (one id
/// on two), a game deleted on the first and a round undone on the copy, each
/// the operation of one number. A third device that read the deletion, then
/// the undo, in one sync, moved the deletion under its digest id but logged
/// it under the plain one: in one second its log listed the two the other
/// way round from the other devices'.
#[test]
fn two_operations_of_one_number_read_in_one_sync_are_logged_under_their_ids() {
    use self::Copy::*;
    converge(vec![
        Step::Import(2),
        Step::Round(1, 2, 33, 28),
        Step::New(2, 2),
        Step::Import(0),
        Step::Copy(0, 1, Whole),
        Step::Round(0, 0, 31, 25),
        Step::Rename(1, 1),
        Step::Undo(0, 2),
        Step::Import(1),
        Step::CopyHistory(1, 2),
        Step::Copy(1, 1, Whole),
        Step::Delete(1, 2),
        Step::Sync(1),
        Step::Round(2, 0, 36, 18),
        Step::Copy(0, 1, Torn),
        Step::New(1, 3),
        Step::Undo(0, 0),
        Step::Copy(1, 1, Whole),
        Step::Undo(2, 2),
    ]);
}

/// Both outputs of a sync of `d` that must succeed, the screen as wide as
/// its lines: stdout and stderr.
fn sync_said(d: &Device, dir: &Path) -> (String, String) {
    let out = d.0.run(&["--wide", "sync", dir.to_str().unwrap()]);
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{stderr}");
    (String::from_utf8(out.stdout).unwrap(), stderr)
}

/// A second sync of one history while the first works (a first sync of a
/// big folder takes longer than the history's write lock is waited for):
/// it says once that it waits, and waits as long as the first holds the
/// history, well past those 10 s, then syncs (before, it gave up after 10 s
/// with "busy in another skyjo for too long").
pub(crate) fn a_second_sync_waits_as_long_as_the_first_works_and_says_so() {
    let dir = folder();
    let a = Device::new();
    a.ok(&["new", "Anna", "Bertil"]);
    a.sync(dir.path());
    round(&a, "1", "Anna", &["Anna=5", "Bertil=20"]);
    // The first sync, as it works: the syncs' lock beside the history and
    // the history's write lock, both held.
    let mut name = a.0.path.file_name().unwrap().to_os_string();
    name.push(".sync-lock");
    let lock = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(a.0.path.with_file_name(name))
        .unwrap();
    lock.lock().unwrap();
    let db = rusqlite::Connection::open(&a.0.path).unwrap();
    db.execute_batch("BEGIN IMMEDIATE").unwrap();
    let mut second = crate::common::skyjo(&a.0.path)
        .args(["sync"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_secs(12));
    let gave_up = second.try_wait().unwrap();
    db.execute_batch("COMMIT").unwrap();
    drop(db);
    // Closed, not unlocked: the lock goes with the file, on Windows too
    // (under Wine an unlock with a waiter said "Lock violation").
    drop(lock);
    let out = second.wait_with_output().unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(gave_up.is_none(), "the second sync gave up: {stderr}");
    assert!(out.status.success(), "{stderr}");
    assert_eq!(
        stderr,
        "Another skyjo sync of this history is under way: this one waits for it to finish.\n"
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.starts_with("Synced with "), "{stdout}");
    // Alone, a sync says nothing of waiting.
    let (_, stderr) = sync_said(&a, dir.path());
    assert_eq!(stderr, "");
}

/// The other devices a sync counts are the family's: not the id two copies
/// of one history left when each took a new one, nor a journal this skyjo
/// cannot read (before: "Nothing new from the 4 other devices" for two).
/// A journal left out whole is said as a journal, not as a line.
#[test]
fn a_sync_counts_the_devices_of_the_family_and_a_journal_left_out_as_one() {
    let dir = folder();
    let (a, c) = sharing_a_game(&dir, &["Åsa", "Dag"]);
    let copy = Device::new();
    a.ok(&["backup", copy.0.path.to_str().unwrap()]);
    std::fs::copy(config_path(&a.0.path), config_path(&copy.0.path)).unwrap();
    round(&a, "1", "Åsa", &["Åsa=5", "Dag=20"]);
    std::thread::sleep(std::time::Duration::from_millis(20));
    round(&copy, "1", "Dag", &["Åsa=30", "Dag=2"]);
    for d in [&copy, &a, &c] {
        d.sync(dir.path());
    }
    // Each writes under its new id.
    round(&a, "1", "Åsa", &["Åsa=1", "Dag=9"]);
    round(&copy, "1", "Dag", &["Åsa=7", "Dag=0"]);
    for d in [&a, &copy, &c] {
        d.sync(dir.path());
    }
    let (out, _) = sync_said(&c, dir.path());
    assert!(
        out.contains("Nothing new from the 2 other devices."),
        "{out}"
    );
    // A device of a newer skyjo: its journal is left out, and said.
    std::fs::write(
        dir.path().join("skyjo-00000000000000aa.jsonl"),
        "{\"skyjo_journal\":2,\"device\":\"00000000000000aa\"}\n{\"what\":\"next\"}\n",
    )
    .unwrap();
    let out = c.0.run(&["--wide", "sync", dir.path().to_str().unwrap()]);
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stdout.contains("Nothing new from the 2 other devices."),
        "{stdout}"
    );
    assert!(
        stderr.ends_with(
            "error: 1 journal of the sync folder was left out (said above); everything else \
             is in the history\n"
        ),
        "{stderr}"
    );
}

/// This device's own journal ending in a line cut short (skyjo killed while
/// writing it): said as that, not as a line "still being copied"; the line
/// is cut off and its change written again whole, so no device meets it.
#[test]
fn a_line_of_this_device_cut_short_by_a_kill_is_said_so_and_written_again() {
    let dir = folder();
    let (a, b) = (Device::new(), Device::new());
    a.ok(&["new", "Anna", "Bertil"]);
    a.sync(dir.path());
    round(&a, "1", "Anna", &["Anna=5", "Bertil=20"]);
    let journal = a.journal();
    let whole = std::fs::read(&journal).unwrap();
    let last_line = whole[..whole.len() - 1]
        .iter()
        .rposition(|&c| c == b'\n')
        .unwrap()
        + 1;
    std::fs::write(&journal, &whole[..last_line + 10]).unwrap();
    let db = rusqlite::Connection::open(&a.0.path).unwrap();
    db.execute("UPDATE sync_device SET written = written - 1", [])
        .unwrap();
    drop(db);
    let (out, _) = sync_said(&a, dir.path());
    let name = journal.file_name().unwrap().to_str().unwrap();
    assert!(
        out.contains(&format!(
            "{name}, this device's journal, ends in a line cut short when skyjo was stopped \
             while writing it: the line is cut off, and its change written again whole."
        )),
        "{out}"
    );
    assert!(!out.contains("still being copied"), "{out}");
    assert!(out.contains("Wrote 1 change of this device"), "{out}");
    assert_eq!(std::fs::read(&journal).unwrap(), whole);
    let (out, _) = sync_said(&a, dir.path());
    assert!(!out.contains("cut short"), "{out}");
    let (out, stderr) = sync_said(&b, dir.path());
    assert_eq!(stderr, "");
    assert!(!out.contains("still being copied"), "{out}");
    assert_same(&[&a, &b]);
}

/// Round 1 of a new game entered on two devices before either synced: the
/// change set aside is said at the sync of each, from its side, with what
/// was set aside, by the players' names; a sync that set aside a change and
/// changed no game says no line of games (before: "Games: 0 added, 0
/// changed, 0 deleted; 0 entries added to the log", and nothing more).
#[test]
fn a_change_set_aside_is_said_at_the_sync_of_both_devices() {
    let dir = folder();
    let (a, b) = sharing_a_game(&dir, &["Anna", "Bertil"]);
    round(&a, "1", "Anna", &["Anna=5", "Bertil=20"]);
    std::thread::sleep(std::time::Duration::from_millis(20));
    round(&b, "1", "Bertil", &["Anna=9", "Bertil=3"]);
    let (out, _) = sync_said(&a, dir.path());
    assert!(
        out.contains(
            "Round 1 of game 1 was changed on two devices meanwhile: the other device's \
             change counts, and the one made here was set aside (Anna closed; Anna 5, \
             Bertil 20); skyjo log 1 shows it."
        ),
        "{out}"
    );
    assert!(
        out.contains("Games: 0 added, 1 changed, 0 deleted"),
        "{out}"
    );
    let (out, _) = sync_said(&b, dir.path());
    assert!(
        out.contains(
            "Round 1 of game 1 was changed on two devices meanwhile: the change made here \
             counts, and the other device's was set aside (Anna closed; Anna 5, Bertil 20); \
             skyjo log 1 shows it."
        ),
        "{out}"
    );
    assert!(!out.contains("Games:"), "{out}");
    // Said once: the next syncs say nothing of it.
    for d in [&a, &b] {
        let (out, _) = sync_said(d, dir.path());
        assert!(!out.contains("set aside"), "{out}");
    }
    assert_same(&[&a, &b]);
}

/// A game's note written on two devices meanwhile: the sync of the device
/// whose note was set aside, and the log, say which note (before: "this one
/// was set aside." in the log, and nothing at the sync).
#[test]
fn a_note_written_on_two_devices_says_the_note_set_aside() {
    let dir = folder();
    let (a, b) = sharing_a_game(&dir, &["Anna", "Bertil"]);
    a.ok(&["note", "1", "Jul"]);
    std::thread::sleep(std::time::Duration::from_millis(20));
    b.ok(&["note", "1", "Nyår"]);
    let (out, _) = sync_said(&a, dir.path());
    assert!(
        out.contains(
            "Game 1 was changed on two devices meanwhile: the other device's change counts, \
             and the one made here was set aside (the note “Jul”); skyjo log 1 shows it."
        ),
        "{out}"
    );
    b.sync(dir.path());
    for d in [&a, &b] {
        let log = d.ok(&["--wide", "log", "1"]);
        assert!(
            log.contains(
                "Game 1 was changed on two devices meanwhile; the later change counts, and \
                 this one was set aside: the note “Jul”."
            ),
            "{log}"
        );
    }
    assert_same(&[&a, &b]);
}

/// A game deleted on A while C entered a round: only C, where the round
/// was entered, says that the round went with the game (and keeps a copy
/// of the history); B, which only heard of the round, says nothing of it.
#[test]
fn a_round_that_went_with_a_deleted_game_is_said_only_where_it_was_entered() {
    let dir = folder();
    let (a, b, c) = (Device::new(), Device::new(), Device::new());
    a.ok(&["new", "Åse", "Jørgen"]);
    round(&a, "1", "Åse", &["Åse=5", "Jørgen=20"]);
    for d in [&a, &b, &c] {
        d.sync(dir.path());
    }
    // Each change goes to the folder as it is made: B hears of C's round
    // before A, which had not, deletes the game.
    round(&c, "1", "Jørgen", &["Åse=9", "Jørgen=3"]);
    b.sync(dir.path());
    a.ok(&["delete", "1", "--yes"]);
    let (out, _) = sync_said(&b, dir.path());
    assert!(!out.contains("entered here"), "{out}");
    assert!(!out.contains("before this sync is kept"), "{out}");
    assert!(
        out.contains("Games: 0 added, 0 changed, 1 deleted"),
        "{out}"
    );
    let (out, _) = sync_said(&c, dir.path());
    assert!(
        out.contains(
            "Game 1 was deleted on another device, which did not have round 2 entered here: \
             the round went with the game."
        ),
        "{out}"
    );
    assert_same(&[&a, &b, &c]);
}

/// The counts of a sync are written as `demo` writes its counts, with the
/// language's thousands separator.
#[test]
fn the_counts_of_a_sync_have_the_thousands_separator() {
    let dir = folder();
    let a = Device::new();
    a.ok(&["demo", "--games", "300", "--seed", "3"]);
    let (out, _) = sync_said(&a, dir.path());
    let line = out
        .lines()
        .find(|l| l.starts_with("Wrote "))
        .unwrap_or_else(|| panic!("{out}"));
    let count = line["Wrote ".len()..].split(' ').next().unwrap();
    assert!(count.len() >= 5 && count.contains(','), "{line}");
    let b = Device::new();
    let out = b.ok(&[
        "--lang",
        "de",
        "--wide",
        "sync",
        dir.path().to_str().unwrap(),
    ]);
    let digits: String = count.chars().filter(char::is_ascii_digit).collect();
    let de = format!(
        "{}.{}",
        &digits[..digits.len() - 3],
        &digits[digits.len() - 3..]
    );
    assert!(out.contains(&format!("{de} Änderungen")), "{out}");
}

/// A player renamed two ways on two devices meanwhile (a game's head
/// against a game's head): both syncs and the log say which players were
/// set aside (before: the log's "this one was set aside." only).
#[test]
fn a_rename_against_a_rename_says_the_players_set_aside() {
    let dir = folder();
    let (a, b) = sharing_a_game(&dir, &["Anna", "Dag"]);
    a.ok(&["players", "rename", "Dag", "Dagny"]);
    std::thread::sleep(std::time::Duration::from_millis(20));
    b.ok(&["players", "rename", "Dag", "Daggi"]);
    let (out, _) = sync_said(&a, dir.path());
    assert!(
        out.contains(
            "Game 1 was changed on two devices meanwhile: the other device's change counts, \
             and the one made here was set aside (the players Anna and Dagny); skyjo log 1 \
             shows it."
        ),
        "{out}"
    );
    let (out, _) = sync_said(&b, dir.path());
    assert!(
        out.contains(
            "the change made here counts, and the other device's was set aside (the players \
             Anna and Dagny)"
        ),
        "{out}"
    );
    let log = b.ok(&["--wide", "log", "1"]);
    assert!(
        log.contains("this one was set aside: the players Anna and Dagny."),
        "{log}"
    );
    assert_same(&[&a, &b]);
}

/// A correction made on one device is not overridden by a device that
/// renamed a player meanwhile (issue 49, item 1): the renaming device wrote
/// round 1 again, with the old values and the new closer's name, at a fresh
/// clock, when it next recorded a round, so Y's correction of round 1 was
/// lost on both devices. A device writes only what was done on it: a round
/// it holds as the operations say, but for a name renamed since, is no
/// change of its own.
#[test]
fn a_correction_is_not_lost_to_a_device_that_renamed_a_player() {
    let dir = folder();
    let (x, y) = sharing_a_game(&dir, &["Anna", "Dag"]);
    x.ok(&["players", "rename", "Dag", "Dagny"]);
    y.ok(&["round", "--closer", "Dag", "Anna=10", "Dag=2"]);
    x.ok(&["sync"]);
    y.ok(&["edit", "1", "1", "Anna=30"]);
    x.ok(&["round", "--closer", "Anna", "Anna=1", "Dagny=9"]);
    y.ok(&["sync"]);
    x.ok(&["sync"]);
    y.ok(&["sync"]);
    for (device, d) in [("X", &x), ("Y", &y)] {
        let game = d.0.json(&["show", "1"]);
        let round = &game["rounds"][0];
        assert_eq!(round["players"][0]["entry"], "30", "{device}: {game}");
        assert_eq!(round["closer"], "Dagny", "{device}: {game}");
        assert_eq!(
            game["rounds"][1]["players"][0]["entry"], "1",
            "{device}: {game}"
        );
    }
}

/// `skyjo sync DIR` on `d` with this computer's clock at `now` (RFC 3339):
/// what it printed.
fn sync_at(d: &Device, dir: &Path, now: &str) -> String {
    let out = crate::common::output(crate::common::skyjo(&d.0.path).env("SKYJO_NOW", now).args([
        "--wide",
        "sync",
        dir.to_str().unwrap(),
    ]));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "sync at {now}: {stderr}");
    String::from_utf8(out.stdout).unwrap()
}

/// The uid of each game of `d`, by its number.
fn uids(d: &Device) -> std::collections::BTreeMap<i64, String> {
    let db = rusqlite::Connection::open(&d.0.path).unwrap();
    db.prepare("SELECT id, uid FROM game")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

/// Numbers a device has shown never move (issue 49, item 2): P and Q each
/// come with a history of their own; P syncs, Q syncs 0.3 s later by its
/// clock, P syncs again, and R, whose clock is an hour behind, joins with
/// games of its own. P showed 1-80 first: they stay P's games' everywhere,
/// and the games that came later move, each device's in one line. Before,
/// each operation of a write took 1 ms of the clock: P's first sync
/// stamped its 414 operations up to 0.4 s ahead, Q's games (stamped 0.3 s
/// after P's sync) took the numbers of P's later games, and R's games,
/// stamped by a clock an hour behind, took every number from P and Q.
#[test]
fn numbers_shown_never_move_when_devices_join_with_games_of_their_own() {
    let dir = folder();
    let (p, q, r) = (Device::new(), Device::new(), Device::new());
    p.ok(&["demo", "--games", "80", "--seed", "1"]);
    q.ok(&["demo", "--games", "80", "--seed", "2"]);
    r.ok(&["demo", "--games", "5", "--seed", "3"]);
    let (p_games, q_games, r_games) = (uids(&p), uids(&q), uids(&r));
    sync_at(&p, dir.path(), "2026-12-24T18:00:00Z");
    let said = |out: &str| {
        out.lines()
            .filter(|l| l.contains("now game"))
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    let q_said = sync_at(&q, dir.path(), "2026-12-24T18:00:00.300Z");
    // P showed 1-80 first: none of its games moves.
    let out = sync_at(&p, dir.path(), "2026-12-24T18:00:01Z");
    assert_eq!(said(&out), Vec::<String>::new(), "{out}");
    // Q's games moved, said in one line, not one a game.
    assert_eq!(
        said(&q_said),
        [
            "Games 1–80 are now games 81–160: another device gave these numbers to other \
          games first."
        ],
        "{q_said}"
    );
    // One time for P's whole first write: not a millisecond ahead of it.
    let t0 = 1_798_135_200_000_u64;
    let clocks: std::collections::BTreeSet<u64> = lines(&p)
        .iter()
        .skip(1)
        .map(|l| {
            serde_json::from_str::<Value>(l).unwrap()["clock"]
                .as_u64()
                .unwrap()
        })
        .collect();
    assert_eq!(clocks, [t0].into(), "{} operations", lines(&p).len() - 1);
    let out = sync_at(&r, dir.path(), "2026-12-24T17:00:00Z");
    assert_eq!(
        said(&out),
        [
            "Games 1–5 are now games 161–165: another device gave these numbers to other \
          games first."
        ],
        "{out}"
    );
    for d in [&p, &q] {
        let out = sync_at(d, dir.path(), "2026-12-24T18:00:02Z");
        assert_eq!(said(&out), Vec::<String>::new(), "{out}");
    }
    for (name, d) in [("P", &p), ("Q", &q), ("R", &r)] {
        let numbers = uids(d);
        for (moved, games) in [(0, &p_games), (80, &q_games), (160, &r_games)] {
            for (n, uid) in games {
                assert_eq!(numbers.get(&(n + moved)), Some(uid), "{name}: game {n}");
            }
        }
    }
    let list = p.ok(&["games", "--json"]);
    assert_eq!(q.ok(&["games", "--json"]), list);
    assert_eq!(r.ok(&["games", "--json"]), list);
}

/// A line of a device's journal cut in the middle (issue 49, item 5): A's
/// line deleting game 2, cut in half, with A's next line after it. B says
/// at each sync, the first one too, that a change of A did not reach it (and
/// no more: not the cut line again as an error line with exit code 1, as the
/// first sync did), until A has written it again; A, at its next sync, writes the change
/// again whole and blanks the cut line; then B deletes game 2 and says
/// nothing more, and a new device K meets no bad line and no game 2.
/// Before, A never wrote the change again and said nothing after the first
/// sync, B said nothing after its first, and K showed game 2 with its round.
#[test]
fn a_line_cut_in_the_middle_is_written_again_and_named_until_then() {
    let dir = folder();
    let (a, b, k) = (Device::new(), Device::new(), Device::new());
    a.ok(&["new", "Anna", "Bertil"]);
    round(&a, "1", "Anna", &["Anna=5", "Bertil=20"]);
    a.ok(&["new", "Cecilia", "Dora"]);
    round(&a, "2", "Cecilia", &["Cecilia=5", "Dora=20"]);
    a.sync(dir.path());
    b.sync(dir.path());
    a.ok(&["delete", "2", "--yes"]);
    let (device, path, name) = (a.device(), a.journal(), journal_name(&a));
    let mut journal = lines(&a);
    let cut = journal
        .iter()
        .position(|l| l.contains(r#""op":"delete""#))
        .unwrap();
    let half = journal[cut].len() / 2;
    journal[cut].truncate(half);
    assert!(cut + 1 < journal.len(), "a line after the cut one");
    std::fs::write(&path, journal.join("\n") + "\n").unwrap();
    let missing = format!(
        "1 change of device {device} did not reach this device (its journal has a line cut \
         in the middle): that device writes it again whole at its next sync."
    );
    for _ in 0..3 {
        let (out, stderr) = sync_said(&b, dir.path());
        assert!(out.contains(&missing), "{out}");
        assert_eq!(stderr, "");
        assert_eq!(game_of(&b, &["Cecilia", "Dora"]), "2");
    }
    let (out, stderr) = sync_said(&a, dir.path());
    assert_eq!(stderr, "");
    assert!(
        out.contains(&format!(
            "{name}, this device's journal, had a line cut in the middle: the change missing \
             from it is written again whole, and the cut line is blanked."
        )),
        "{out}"
    );
    // What it wrote is said as written: not "nothing new to write" after
    // the change it wrote again.
    assert!(
        out.contains(&format!("Wrote 1 change of this device ({name})."))
            && !out.contains("nothing new to write"),
        "{out}"
    );
    assert!(lines(&a)[cut].trim().is_empty(), "{:?}", lines(&a)[cut]);
    let (out, stderr) = sync_said(&b, dir.path());
    assert_eq!(stderr, "");
    assert!(!out.contains("did not reach"), "{out}");
    assert!(out.contains("1 deleted"), "{out}");
    let (out, stderr) = sync_said(&b, dir.path());
    assert!(
        !out.contains("did not reach") && stderr.is_empty(),
        "{out}{stderr}"
    );
    let (out, stderr) = sync_said(&k, dir.path());
    assert_eq!(stderr, "", "{out}");
    assert!(!out.contains("did not reach"), "{out}");
    let list = a.ok(&["games", "--json"]);
    assert_eq!(a.0.json(&["games"]).as_array().unwrap().len(), 1);
    assert_eq!(b.ok(&["games", "--json"]), list);
    assert_eq!(k.ok(&["games", "--json"]), list);
}

/// The file name of `d`'s journal.
fn journal_name(d: &Device) -> String {
    d.journal()
        .file_name()
        .unwrap()
        .to_str()
        .unwrap()
        .to_string()
}

/// Numbers every device showed stay where the laptop starts a game after
/// it read them (issue 49, item 2), its clock behind the phone's: a laptop
/// and a tablet share games 1-3; a phone, its clock an hour ahead, joins
/// with three games of its own, which become 4-6 and are shown so on every
/// device; the laptop deletes game 2, starts game 7, and the line of the
/// deletion is cut in half in its journal; the tablet syncs twice, the
/// laptop repairs its journal, the tablet and the phone sync. Games 4-6
/// keep their numbers on all three, and no sync after the phone's first
/// says a game moved. Before, the laptop's game 7 said when its number was
/// given by the laptop's wall clock alone, before the phone's games it had
/// read: it came first, and the phone's games moved to 8-10 (said on the
/// laptop and the phone, on the tablet without a word).
#[test]
fn numbers_shown_stay_when_a_device_behind_starts_a_game_after_reading_them() {
    let dir = folder();
    let (laptop, tablet, phone) = (Device::new(), Device::new(), Device::new());
    // The phone's clock, an hour ahead of the other two (this computer's).
    let ahead = (chrono::Utc::now() + chrono::Duration::hours(1))
        .to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
    let moved = |out: &str| -> Vec<String> {
        out.lines()
            .filter(|l| l.contains("now game"))
            .map(str::to_string)
            .collect()
    };
    laptop.ok(&["new", "Anna", "Bertil"]);
    laptop.ok(&["new", "Anna", "Bertil"]);
    laptop.sync(dir.path());
    tablet.sync(dir.path());
    tablet.ok(&["new", "Cecilia", "Dora"]);
    laptop.ok(&["sync"]);
    let theirs = [["Erik", "Frida"], ["Gustav", "Hanna"], ["Ivar", "Jenny"]];
    for players in theirs {
        phone.ok(&["new", players[0], players[1]]);
    }
    let out = sync_at(&phone, dir.path(), &ahead);
    assert!(
        !moved(&out).is_empty(),
        "the phone's games 1-3 moved: {out}"
    );
    let numbers = |d: &Device| theirs.map(|players| game_of(d, &players));
    let shown = ["4", "5", "6"].map(String::from);
    assert_eq!(numbers(&phone), shown);
    for d in [&laptop, &tablet] {
        let (out, _) = sync_said(d, dir.path());
        assert_eq!(moved(&out), Vec::<String>::new(), "{out}");
        assert_eq!(numbers(d), shown);
    }
    laptop.ok(&["delete", "2", "--yes"]);
    let out = laptop.ok(&["new", "Anna", "Bertil"]);
    assert!(out.contains("Game 7 started"), "{out}");
    let path = laptop.journal();
    let mut journal = lines(&laptop);
    let cut = journal
        .iter()
        .rposition(|l| l.contains(r#""op":"delete""#))
        .unwrap();
    assert!(cut + 1 < journal.len(), "a line after the cut one");
    let half = journal[cut].len() / 2;
    journal[cut].truncate(half);
    std::fs::write(&path, journal.join("\n") + "\n").unwrap();
    let mut said = Vec::new();
    for d in [&tablet, &tablet, &laptop, &tablet] {
        said.push(sync_said(d, dir.path()).0);
    }
    said.push(sync_at(&phone, dir.path(), &ahead));
    for out in &said {
        assert_eq!(moved(out), Vec::<String>::new(), "{out}");
    }
    assert!(said[0].contains("did not reach this device"), "{}", said[0]);
    assert!(
        said[2].contains("had a line cut in the middle"),
        "{}",
        said[2]
    );
    for (name, d) in [("laptop", &laptop), ("tablet", &tablet), ("phone", &phone)] {
        assert_eq!(numbers(d), shown, "{name}");
        assert_eq!(game_of(d, &["Cecilia", "Dora"]), "3", "{name}");
    }
    let list = laptop.ok(&["games", "--json"]);
    assert_eq!(tablet.ok(&["games", "--json"]), list);
    assert_eq!(phone.ok(&["games", "--json"]), list);
}
