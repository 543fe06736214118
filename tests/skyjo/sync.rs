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
struct Device(History);

impl Device {
    fn new() -> Device {
        let h = History::new();
        let config = config_path(&h.path);
        std::fs::create_dir_all(config.parent().unwrap()).unwrap();
        std::fs::write(&config, "").unwrap();
        Device(h)
    }

    fn ok(&self, args: &[&str]) -> String {
        self.0.ok(args)
    }

    fn sync(&self, dir: &Path) -> String {
        self.ok(&["sync", dir.to_str().unwrap()])
    }

    fn sync_json(&self, dir: &Path) -> Value {
        self.0.json(&["sync", dir.to_str().unwrap()])
    }

    /// Every screen's JSON: the list of games, each game, the statistics,
    /// the ratings and the log.
    fn views(&self) -> Vec<(String, String)> {
        let mut views = Vec::new();
        for args in [
            &["games", "--json"][..],
            &["stats", "--json"],
            &["ratings", "--json"],
            &["log", "--json"],
        ] {
            views.push((args.join(" "), self.ok(args)));
        }
        let games: Value = serde_json::from_str(&views[0].1).unwrap();
        for game in games.as_array().unwrap() {
            let id = game["game"].to_string();
            views.push((format!("show {id}"), self.ok(&["show", &id, "--json"])));
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

    fn device(&self) -> String {
        let status = self.0.json(&["sync", "--dry-run"]);
        status["device"].as_str().unwrap().to_string()
    }
}

fn folder() -> TempDir {
    tempfile::tempdir().unwrap()
}

fn round(d: &Device, game: &str, closer: &str, entries: &[&str]) {
    let mut args = vec!["round", "--game", game, "--closer", closer];
    args.extend_from_slice(entries);
    d.ok(&args);
}

/// The number of the game of `players` on device `d`.
fn game_of(d: &Device, players: &[&str]) -> String {
    let games = d.0.json(&["games"]);
    let game = games
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["players"] == serde_json::json!(players))
        .unwrap_or_else(|| panic!("no game of {players:?}: {games}"));
    game["game"].to_string()
}

/// Every device says the same on every screen.
fn assert_same(devices: &[&Device]) {
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
    let games: Vec<usize> = firsts.iter().map(Vec::len).collect();
    assert_eq!(games, vec![games[0]; games.len()]);
    assert_eq!(games[0], 4 + 3, "four screens and three games: {games:?}");
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
}
