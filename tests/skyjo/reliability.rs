//! Reliability through the real binary: SIGKILL at random moments, several
//! processes writing at once, damaged and foreign files, backups and
//! upgrades, and behaviour in pipes. Every loop is bounded in count and time.

use crate::common::{History, RunOutput, skyjo};

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};

use rusqlite::Connection;
use serde_json::Value;
use skyjo::rules::rng::Rng;

/// Integrity, and every round whole: each round has one score per seat and
/// the stored results count exactly the rounds there are.
fn check_history(db: &Path, reported: &BTreeSet<u64>) {
    let conn = Connection::open(db).unwrap();
    let ok: String = conn
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(ok, "ok");
    let half: i64 = conn
        .query_row(
            "SELECT count(*) FROM round r WHERE (SELECT count(*) FROM round_score s WHERE s.round_id = r.id)
                 != (SELECT count(*) FROM seat WHERE seat.game_id = r.game_id)",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(half, 0, "a round is half there");
    let numbers: BTreeSet<u64> = conn
        .prepare("SELECT number FROM round WHERE game_id = 1")
        .unwrap()
        .query_map([], |r| r.get::<_, i64>(0).map(|n| n as u64))
        .unwrap()
        .collect::<rusqlite::Result<_>>()
        .unwrap();
    assert!(reported.is_subset(&numbers), "a reported round is missing");
    let expected: BTreeSet<u64> = (1..=numbers.len() as u64).collect();
    assert_eq!(numbers, expected, "round numbers have a gap");
    let results: i64 = conn
        .query_row(
            "SELECT coalesce(min(rounds), 0) FROM game_result WHERE game_id = 1",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(
        results as usize,
        numbers.len(),
        "the stored results lag the rounds"
    );
}

#[test]
#[cfg_attr(
    not(windows),
    ignore = "long: a SIGKILL loop of up to 200 kills in 120 s; CI runs it (cargo test -- --ignored)"
)]
fn sigkill_at_random_moments_loses_nothing_reported_and_leaves_no_half_round() {
    let h = History::new();
    // The kill loop plays about 2,000 rounds: a game of rounds that never ends on points.
    h.ok(&["new", "Anna", "Bertil", "--rounds", "10000"]);
    let mut rng = Rng(0x5eed);
    let mut reported = BTreeSet::new();
    let (mut kills, mut writes) = (0, 0);
    // A normal write first, to know how long one takes.
    let started = Instant::now();
    h.ok(&["round", "--closer", "Anna", "Anna=5", "Bertil=7"]);
    reported.insert(1);
    let typical = started.elapsed().as_micros().max(1000) as usize;
    let deadline = Instant::now() + Duration::from_secs(120);
    // Under Wine (CI's Windows run) a process takes ~0.35 s to start, ten
    // times as long as on Linux: fewer ordinary writes between two kills
    // keep the number of kills (TerminateProcess there) in the time allowed.
    let between_kills = if cfg!(windows) { 5 } else { 20 };
    while kills < 200 && Instant::now() < deadline {
        // A few ordinary writes, then one killed somewhere in its life.
        for _ in 0..rng.below(between_kills) {
            let out = skyjo(&h.path)
                .args([
                    "round",
                    "--closer",
                    "Bertil",
                    "Anna=9",
                    "Bertil=x 1 2 3 / x 3 2 1 / x 0 0 0",
                    "--json",
                ])
                .run_output();
            assert!(
                out.status.success(),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
            let v: Value = serde_json::from_slice(&out.stdout).unwrap();
            reported.insert(v["round"].as_u64().unwrap());
            writes += 1;
        }
        let mut child = skyjo(&h.path)
            .args(["round", "--closer", "Anna", "Anna=5", "Bertil=7", "--json"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_micros(rng.below(typical * 3 / 2) as u64));
        let _ = child.kill(); // SIGKILL on Unix; fails only if it has exited already
        let out = child.wait_with_output().unwrap();
        if out.status.success()
            && let Ok(v) = serde_json::from_slice::<Value>(&out.stdout)
        {
            reported.insert(v["round"].as_u64().unwrap());
        }
        kills += 1;
        writes += 1;
        check_history(&h.path, &reported);
    }
    assert!(kills >= 50, "only {kills} kills in the time allowed");
    let landed = h.json(&["show"])["rounds"].as_array().unwrap().len();
    eprintln!(
        "{kills} kills, {writes} writes: {} rounds reported and found, {} more landed unreported",
        reported.len(),
        landed - reported.len()
    );
    // And the next command works.
    h.ok(&["round", "--closer", "Anna", "Anna=1", "Bertil=2"]);
}

#[test]
fn several_processes_write_at_once_without_locks_or_lost_rounds() {
    let h = History::new();
    for g in 0..4 {
        h.ok(&[
            "new",
            &format!("A{g}"),
            &format!("B{g}"),
            "--target",
            "10000",
        ]);
    }
    h.ok(&["new", "Anna", "Bertil", "--target", "10000"]);
    let per_writer = 15;
    let writers: Vec<_> = (0..4)
        .map(|g| {
            let db = h.path.clone();
            std::thread::spawn(move || {
                let mut numbers = Vec::new();
                for _ in 0..per_writer {
                    // Its own game, then the shared game 5.
                    for (game, a, b) in [
                        (g + 1, format!("A{g}"), format!("B{g}")),
                        (5, "Anna".into(), "Bertil".into()),
                    ] {
                        let out = skyjo(&db)
                            .args([
                                "round",
                                "--game",
                                &game.to_string(),
                                "--closer",
                                &a,
                                "--json",
                            ])
                            .arg(format!("{a}=4"))
                            .arg(format!("{b}=9"))
                            .run_output();
                        let stderr = String::from_utf8_lossy(&out.stderr);
                        assert!(out.status.success(), "game {game}: {stderr}");
                        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
                        if game == 5 {
                            numbers.push(v["round"].as_u64().unwrap());
                        }
                    }
                }
                numbers
            })
        })
        .collect();
    let mut shared: Vec<u64> = writers
        .into_iter()
        .flat_map(|w| w.join().unwrap())
        .collect();
    shared.sort_unstable();
    assert_eq!(
        shared,
        (1..=4 * per_writer as u64).collect::<Vec<_>>(),
        "the same round number twice"
    );
    for g in 1..=4 {
        let game = h.json(&["show", &g.to_string()]);
        assert_eq!(game["rounds"].as_array().unwrap().len(), per_writer);
    }
    check_history(&h.path, &BTreeSet::new());
}

#[test]
fn a_truncated_history_is_an_error_and_stays_as_it_is() {
    let h = History::new();
    h.ok(&["demo", "--games", "40"]);
    let bytes = std::fs::read(&h.path).unwrap();
    std::fs::write(&h.path, &bytes[..bytes.len() / 3]).unwrap();
    for args in [
        &["games"][..],
        &["stats"],
        &["show", "30"],
        &["new", "A", "B"],
    ] {
        let err = h.fails(args);
        assert!(
            err.contains("damaged") || err.contains("malformed"),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn a_missing_folder_is_an_error_and_nothing_is_made() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("no such folder").join("history.db");
    let out = skyjo(&db).args(["new", "A", "B"]).run_output();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr.contains("does not exist; create it"), "{stderr}");
    assert!(!db.parent().unwrap().exists());
}

/// Whether the tests run as root, whom file modes do not stop.
#[cfg(unix)]
fn root() -> bool {
    let id = std::process::Command::new("id").arg("-u").output();
    id.is_ok_and(|id| String::from_utf8_lossy(&id.stdout).trim() == "0")
}

/// Runs the binary as the unprivileged user `nobody` (by `setpriv`, as root)
/// or as the user the tests run as, when that is not root.
#[cfg(unix)]
fn as_nobody(db: &Path, args: &[&str]) -> Option<std::process::Output> {
    use std::process::Command;
    if !root() {
        return Command::new(env!("CARGO_BIN_EXE_skyjo"))
            .arg("--db")
            .arg(db)
            .args(args)
            .env("SKYJO_CONFIG", crate::common::NO_CONFIG)
            .output()
            .ok();
    }
    Command::new("setpriv")
        .args([
            "--reuid=65534",
            "--regid=65534",
            "--clear-groups",
            env!("CARGO_BIN_EXE_skyjo"),
            "--db",
        ])
        .arg(db)
        .args(args)
        .env("NO_COLOR", "1")
        .env("SKYJO_CONFIG", crate::common::NO_CONFIG)
        .output()
        .ok()
}

// Unix only: it drops to the user `nobody` with `setpriv` and sets file
// modes (`PermissionsExt`); Windows has neither (its read-only attribute does
// not stop an administrator, and there is no `setpriv`). `.ci/run` names it
// among the tests skipped for Windows. As root without `setpriv` (outside
// CI) it says so and passes.
#[cfg(unix)]
#[test]
fn a_read_only_history_can_be_read_and_refuses_writes_clearly() {
    use std::os::unix::fs::PermissionsExt;
    if root() && crate::common::on_path("setpriv").is_none() {
        crate::common::needed_outside_ci("setpriv is needed in CI: .ci/run installs util-linux");
        crate::common::skipped(
            "setpriv is not installed, which drops root to nobody (apt-get install util-linux)",
        );
        return;
    }
    let h = History::with_game();
    h.ok(&[
        "round",
        "--closer",
        "Anna",
        "Anna=5",
        "Bertil=7",
        "Cecilia=9",
    ]);
    let dir = h.path.parent().unwrap().to_path_buf();
    // Readable by anyone, writable by nobody but root: the folder (no -wal or
    // -shm can be made beside the file), and then the file too.
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
    for mode in [0o666, 0o444] {
        std::fs::set_permissions(&h.path, std::fs::Permissions::from_mode(mode)).unwrap();
        let before = std::fs::read(&h.path).unwrap();
        let out = as_nobody(
            &h.path,
            &[
                "round",
                "--closer",
                "Anna",
                "Anna=1",
                "Bertil=2",
                "Cecilia=3",
            ],
        )
        .expect("setpriv runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains("is read-only"), "{stderr}");
        assert_eq!(std::fs::read(&h.path).unwrap(), before);
        // Reading works: the sheet, the list, the statistics, an export.
        for args in [&["show"][..], &["games"], &["stats"], &["export"]] {
            let out = as_nobody(&h.path, args).expect("setpriv runs");
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert!(out.status.success(), "{mode:o} {args:?}: {stderr}");
        }
        let out = as_nobody(&h.path, &["show"]).expect("setpriv runs");
        assert!(String::from_utf8_lossy(&out.stdout).contains("Anna"));
        assert_eq!(std::fs::read(&h.path).unwrap(), before);
    }
}

#[test]
fn backup_makes_a_working_copy_and_refuses_to_overwrite() {
    let h = History::with_game();
    h.ok(&[
        "round",
        "--closer",
        "Anna",
        "Anna=5",
        "Bertil=7",
        "Cecilia=9",
    ]);
    let copy = h.path.with_file_name("copy.db");
    let out = h.json(&["backup", copy.to_str().unwrap()]);
    assert_eq!(out["backup"], copy.to_str().unwrap());
    let original = h.json(&["show"]);
    let restored = skyjo(&copy).args(["show", "--json"]).run_output();
    assert_eq!(
        serde_json::from_slice::<Value>(&restored.stdout).unwrap(),
        original
    );
    assert!(
        h.fails(&["backup", copy.to_str().unwrap()])
            .contains("exists already")
    );
    let default = h.ok(&["backup"]);
    assert!(default.contains("history-backup-"), "{default}");
}

/// `restore` of a file that cannot be put back: not there, not SQLite,
/// another program's SQLite file, a newer skyjo's history, the history
/// itself. One line each, in the reader's language, and nothing changed
/// (no copy of the history beside it either).
#[test]
fn restore_refuses_what_is_no_backup_in_one_line_and_changes_nothing() {
    let h = History::with_game();
    h.ok(&[
        "round",
        "--closer",
        "Anna",
        "Anna=5",
        "Bertil=7",
        "Cecilia=9",
    ]);
    let dir = h.path.parent().unwrap().to_path_buf();
    let text = dir.join("notes.txt");
    std::fs::write(&text, "Anna 5, Bertil 7\n").unwrap();
    let other = dir.join("other.db");
    Connection::open(&other)
        .unwrap()
        .execute_batch("CREATE TABLE x (a)")
        .unwrap();
    let newer = dir.join("newer.db");
    h.ok(&["backup", newer.to_str().unwrap()]);
    Connection::open(&newer)
        .unwrap()
        .execute_batch("PRAGMA user_version = 99")
        .unwrap();
    let missing = dir.join("missing.db");
    let listed = || -> BTreeSet<String> {
        std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect()
    };
    let before = listed();
    let shown = |p: &Path| p.display().to_string();
    let cases = [
        (
            &missing,
            format!(
                "error: there is no file {} to restore; name a backup of the history (skyjo backup makes them)",
                shown(&missing)
            ),
        ),
        (
            &text,
            format!(
                "error: {} is not a skyjo history; name a backup made by skyjo backup",
                shown(&text)
            ),
        ),
        (
            &other,
            format!(
                "error: {} is not a skyjo history; name a backup made by skyjo backup",
                shown(&other)
            ),
        ),
        (
            &newer,
            format!(
                "error: {} was written by a newer skyjo (schema 99; this one knows {}): install the newer skyjo to open it",
                shown(&newer),
                skyjo::store::MIGRATIONS.len()
            ),
        ),
        (
            &h.path,
            format!(
                "error: {} is the history itself; name a backup to put back in its place",
                shown(&h.path)
            ),
        ),
    ];
    for (file, line) in &cases {
        assert_eq!(h.fails(&["restore", file.to_str().unwrap()]), *line);
    }
    let sv = h.fails(&["--lang", "sv", "restore", missing.to_str().unwrap()]);
    assert!(sv.starts_with("fel: det finns ingen fil "), "{sv}");
    let da = h.fails(&["--lang", "da", "restore", h.path.to_str().unwrap()]);
    assert!(
        da.ends_with(
            " er selve historikken; angiv en sikkerhedskopi, der skal lægges tilbage i stedet"
        ),
        "{da}"
    );
    assert_eq!(
        listed(),
        before,
        "no copy, no -wal or -shm beside a refused file"
    );
    assert_eq!(
        h.json(&["show"])["rounds"].as_array().map(Vec::len),
        Some(1)
    );
}

#[test]
fn an_upgrade_from_schema_1_backs_up_first_and_keeps_everything() {
    let h = History::new();
    {
        let conn = Connection::open(&h.path).unwrap();
        conn.execute_batch(skyjo::store::MIGRATIONS[0].1).unwrap();
        conn.execute_batch(
            "PRAGMA user_version = 1; PRAGMA application_id = 1399552362;
             INSERT INTO player (id, name, name_key) VALUES (1, 'Anna', 'anna'), (2, 'Bertil', 'bertil');
             INSERT INTO game (id, played_at, rules) VALUES (1, '2025-06-01T18:00:00Z', '{}');
             INSERT INTO seat VALUES (1, 0, 1), (1, 1, 2);
             INSERT INTO round (id, game_id, number, closer_seat, recorded_at) VALUES (1, 1, 1, 0, '2025-06-01T18:10:00Z');
             INSERT INTO round_score VALUES (1, 0, '1 0 3 4 / -2 2 5 0 / 1 3 0 2', 19, 1, 38, 0), (1, 1, '14', 14, 0, 14, 0);
             INSERT INTO state VALUES ('current_game', '1');",
        )
        .unwrap();
    }
    let game = h.json(&["show"]);
    assert_eq!(game["rounds"][0]["players"][0]["score"], 38);
    assert_eq!(
        game["rounds"][0]["players"][0]["entry"],
        "1 0 3 4 / -2 2 5 0 / 1 3 0 2"
    );
    let backup = skyjo::store::before_migration_path(&h.path, skyjo::store::MIGRATIONS.len());
    let old = Connection::open(&backup).unwrap();
    let version: i64 = old
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(version, 1, "the backup is the history as it was");
    // The results are made again from the rounds: a game in progress, which
    // the statistics count apart until it is over.
    let anna = &h.json(&["stats", "anna"])["players"][0];
    assert_eq!(
        (&anna["in_progress"], &anna["games"]),
        (&serde_json::json!(1), &serde_json::json!(0))
    );
    assert_eq!(h.json(&["players"])["players"][0]["in_progress"], 1);
}

/// A schema 6 history (the last before game ids were kept from reuse) whose
/// newest game, 2, was deleted: its id is only in the change log. The binary
/// backs it up, upgrades it, and its next game is 3, not 2 again.
#[test]
fn an_upgrade_from_schema_6_keeps_a_deleted_games_id_from_the_next_game() {
    let h = History::new();
    {
        let conn = Connection::open(&h.path).unwrap();
        for (_, sql) in &skyjo::store::MIGRATIONS[..6] {
            conn.execute_batch(sql).unwrap();
        }
        conn.execute_batch(
            "PRAGMA user_version = 6; PRAGMA application_id = 1399552362;
             INSERT INTO player (id, name, name_key) VALUES (1, 'Anna', 'anna'), (2, 'Bertil', 'bertil');
             INSERT INTO game (id, played_at, rules, uid) VALUES (1, '2025-06-01T18:00:00Z', '{}', 'a');
             INSERT INTO seat VALUES (1, 0, 1, NULL), (1, 1, 2, NULL);
             INSERT INTO round (id, game_id, number, closer_seat, recorded_at) VALUES (1, 1, 1, 0, '2025-06-01T18:10:00Z');
             INSERT INTO round_score VALUES (1, 0, '-5', -5, 0, -5, 0), (1, 1, '14', 14, 0, 14, 0);
             INSERT INTO current_game VALUES (1, 1);
             INSERT INTO change_log (changed_at, kind, game_id, before, after)
                 VALUES ('2025-06-02T18:00:00Z', 'delete', 2,
                         '{\"id\": 2, \"players\": [\"Anna\", \"Bertil\"], \"rounds\": []}', 'null');",
        )
        .unwrap();
    }
    assert_eq!(h.json(&["new", "Anna", "Bertil", "--yes"])["game"], 3);
    assert_eq!(
        h.json(&["show", "1"])["rounds"][0]["players"][0]["score"],
        -5
    );
    let log = h.json(&["log", "2"]);
    assert_eq!(log["changes"].as_array().unwrap().len(), 1, "{log}");
    assert_eq!(log["changes"][0]["kind"], "delete");
    assert!(
        h.json(&["log", "3"])["changes"]
            .as_array()
            .unwrap()
            .is_empty()
    );
    let backup = skyjo::store::before_migration_path(&h.path, skyjo::store::MIGRATIONS.len());
    let version: i64 = Connection::open(&backup)
        .unwrap()
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(version, 6, "the backup is the history as it was");
}

#[test]
fn completions_and_man_page() {
    let h = History::new();
    for shell in ["bash", "zsh", "fish", "powershell"] {
        let script = h.ok(&["completions", shell]);
        assert!(script.contains("skyjo"), "{shell}");
        assert!(
            script.contains("rivalry"),
            "{shell}: every command completes"
        );
    }
    let man = h.ok(&["man"]);
    assert!(
        man.starts_with(".ie") || man.contains(".TH skyjo 1"),
        "{man}"
    );
    assert!(man.contains("rescore"));
}

#[test]
fn no_color_in_pipes_unless_asked() {
    let h = History::with_game();
    h.ok(&[
        "round",
        "--closer",
        "Anna",
        "Anna=5",
        "Bertil=7",
        "Cecilia=9",
    ]);
    let plain = skyjo(&h.path)
        .env_remove("NO_COLOR")
        .arg("show")
        .run_output();
    assert!(!plain.stdout.contains(&0x1b), "escape codes in a pipe");
    let forced = skyjo(&h.path)
        .env_remove("NO_COLOR")
        .args(["show", "--color", "always"])
        .run_output();
    assert!(forced.stdout.contains(&0x1b), "--color always has no color");
}

/// A history damaged on disk (every page after the first overwritten at its
/// head, as a copy over the file or a failing disk leaves it) is said in the
/// family's words, one line, with how to put a backup back: SQLite's own
/// English ("database disk image is malformed: Error code 11") no longer
/// follows it (issue 49, item 9).
#[test]
fn a_damaged_history_is_said_in_words_without_sqlites_own() {
    let h = History::with_game();
    h.ok(&[
        "round",
        "--closer",
        "Anna",
        "Anna=5",
        "Bertil=9",
        "Cecilia=12",
    ]);
    let mut bytes = std::fs::read(&h.path).unwrap();
    for page in (4096..bytes.len()).step_by(4096) {
        bytes[page..page + 8].copy_from_slice(&[0x0d, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
    }
    std::fs::write(&h.path, &bytes).unwrap();
    for args in [
        &["show"][..],
        &[
            "round",
            "--closer",
            "Anna",
            "Anna=1",
            "Bertil=2",
            "Cecilia=3",
        ],
    ] {
        let out = h.run(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.starts_with("error: "), "{err}");
        assert!(
            err.trim_end()
                .ends_with("is damaged; restore it from a backup (skyjo backup makes them)"),
            "{err}"
        );
        assert!(
            !err.contains("malformed") && !err.contains("Error code"),
            "{err}"
        );
    }
    let sv = h.run(&["--lang", "sv", "show"]);
    let sv = String::from_utf8_lossy(&sv.stderr);
    assert!(sv.starts_with("fel: ") && !sv.contains("malformed"), "{sv}");
}
