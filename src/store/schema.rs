//! Opening a history and its schema: the migrations of `sql/`, applied in
//! order in one transaction and counted by `PRAGMA user_version`. A database
//! of a newer schema, or a SQLite file that is not skyjo's, is refused before
//! anything is written to it.

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, ErrorCode, OpenFlags, TransactionBehavior};

use super::copy::backup_connection;
use super::file::{HistoryFile, OpenMode};
use super::games::write_results;
use super::{GameId, Result, Store, StoreError};

/// The schema migrations, in order. Entry `i` takes `user_version` from `i` to `i + 1`.
pub const MIGRATIONS: &[(&str, &str)] = &[
    ("0001_init.sql", include_str!("../../sql/0001_init.sql")),
    (
        "0002_history.sql",
        include_str!("../../sql/0002_history.sql"),
    ),
    ("0003_games.sql", include_str!("../../sql/0003_games.sql")),
    (
        "0004_totals_only.sql",
        include_str!("../../sql/0004_totals_only.sql"),
    ),
    (
        "0005_typed_state.sql",
        include_str!("../../sql/0005_typed_state.sql"),
    ),
    ("0006_draft.sql", include_str!("../../sql/0006_draft.sql")),
    (
        "0007_game_ids_never_reused.sql",
        include_str!("../../sql/0007_game_ids_never_reused.sql"),
    ),
    ("0008_sync.sql", include_str!("../../sql/0008_sync.sql")),
    (
        "0009_seen_stars.sql",
        include_str!("../../sql/0009_seen_stars.sql"),
    ),
    (
        "0010_draft_version.sql",
        include_str!("../../sql/0010_draft_version.sql"),
    ),
    (
        "0011_sync_given.sql",
        include_str!("../../sql/0011_sync_given.sql"),
    ),
    (
        "0012_edition_and_sync_marks.sql",
        include_str!("../../sql/0012_edition_and_sync_marks.sql"),
    ),
];

/// `PRAGMA application_id` of a skyjo database ("Skyj").
const APPLICATION_ID: i32 = 0x536B_796A;

/// How long a write waits for another process holding the database.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

impl Store {
    /// Opens the database at `path`, as `mode` says.
    pub fn open(path: &Path, mode: OpenMode) -> Result<Store> {
        let create = mode == OpenMode::Create;
        if !create && !path.exists() {
            let mut store = Store::open_in_memory()?;
            store.file = Some(HistoryFile::missing(path));
            return Ok(store);
        }
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
            && !dir.is_dir()
        {
            return Err(StoreError::FolderMissing {
                dir: dir.display().to_string(),
            });
        }
        // Never the side files of a file that was at the path before.
        super::file::clear_stale(path);
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags).map_err(|e| open_error(path, e))?;
        match Store::setup(conn, Some(path), false) {
            // A history on a read-only file or folder (a backup on a share)
            // can still be read; a write then fails as read-only.
            Err(err) if !create && is_read_only(&err) => Store::open_read_only(path),
            result => result,
        }
    }

    /// Opens `path` only to read it, trusting that nothing changes it meanwhile
    /// (SQLite's `immutable`): no -wal or -shm file is needed beside it.
    fn open_read_only(path: &Path) -> Result<Store> {
        let conn = immutable(path).map_err(|e| open_error(path, e))?;
        Store::setup(conn, Some(path), true)
    }

    /// An empty history in memory, gone when dropped (for `demo` and tests).
    pub fn open_in_memory() -> Result<Store> {
        Store::setup(Connection::open_in_memory()?, None, false)
    }

    fn setup(mut conn: Connection, path: Option<&Path>, read_only: bool) -> Result<Store> {
        let shown = path.map_or_else(|| PathBuf::from(":memory:"), Path::to_path_buf);
        conn.busy_timeout(BUSY_TIMEOUT)?;
        // A statement kept in rusqlite's cache has its bindings cleared after
        // each use; without the planner stability guarantee SQLite re-prepares
        // any statement whose plan depended on a bound value, every call.
        conn.set_db_config(
            rusqlite::config::DbConfig::SQLITE_DBCONFIG_ENABLE_QPSG,
            true,
        )?;
        let (app_id, version, objects) = read_header(&conn).map_err(|e| open_error(&shown, e))?;
        let known = MIGRATIONS.len() as i64;
        if version > known {
            return Err(StoreError::NewerSchema {
                path: shown.display().to_string(),
                found: version,
                known,
            });
        }
        if app_id != APPLICATION_ID && objects > 0 {
            return Err(StoreError::NotSkyjo {
                path: shown.display().to_string(),
            });
        }
        if read_only && version < known {
            // An older history needs an upgrade, which needs writing.
            return Err(StoreError::ReadOnly {
                path: shown.display().to_string(),
            });
        }
        if let Some(path) = path.filter(|_| !read_only) {
            // The journal mode is kept in the file: only a new (or older)
            // history is switched, so opening never rewrites a good one.
            let mode: String = conn
                .query_row("PRAGMA journal_mode", [], |r| r.get(0))
                .map_err(|e| open_error(&shown, e))?;
            if !mode.eq_ignore_ascii_case("wal") {
                let mode: String = conn
                    .query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))
                    .map_err(|e| open_error(&shown, e))?;
                if !mode.eq_ignore_ascii_case("wal") {
                    return Err(StoreError::NoWal {
                        path: shown.display().to_string(),
                        mode,
                    });
                }
            }
            if version > 0 && version < known {
                let copy = before_migration_path(path, MIGRATIONS.len());
                backup_connection(&conn, &copy).map_err(|e| StoreError::UpgradeBackup {
                    path: shown.display().to_string(),
                    schema: known,
                    source: e.into(),
                })?;
            }
        }
        conn.execute_batch(
            "PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL; PRAGMA cache_size = -8192;",
        )?;
        if version < known {
            migrate(&mut conn).map_err(|e| match e {
                StoreError::Sqlite(e) => open_error(&shown, e),
                e => e,
            })?;
        }
        let file = path.map(|path| HistoryFile::opened(path, read_only));
        Ok(Store {
            conn,
            file,
            time: None,
        })
    }
}

/// Where the automatic backup before a migration to schema `to` goes:
/// `history.db` becomes `history.before-schema-2.db` beside it.
pub fn before_migration_path(path: &Path, to: usize) -> PathBuf {
    let stem = path
        .file_stem()
        .map_or_else(|| "history".into(), |s| s.to_string_lossy().into_owned());
    path.with_file_name(format!("{stem}.before-schema-{to}.db"))
}

/// A connection that only reads `path`, trusting that nothing changes it
/// meanwhile (SQLite's `immutable`): no -wal or -shm file is needed beside it.
pub(super) fn immutable(path: &Path) -> rusqlite::Result<Connection> {
    let mut uri = String::from("file:");
    for c in path.to_string_lossy().chars() {
        match c {
            '%' => uri.push_str("%25"),
            '?' => uri.push_str("%3f"),
            '#' => uri.push_str("%23"),
            c => uri.push(c),
        }
    }
    uri.push_str("?immutable=1");
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY
        | OpenFlags::SQLITE_OPEN_URI
        | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    Connection::open_with_flags(&uri, flags)
}

/// Refuses, for `skyjo restore`, a file that is not a skyjo history (an
/// empty SQLite file neither) or that a newer skyjo wrote.
pub(super) fn check_header(conn: &Connection, path: &Path) -> Result<()> {
    let shown = || path.display().to_string();
    let (app_id, version, _) = read_header(conn).map_err(|e| open_error(path, e))?;
    let known = MIGRATIONS.len() as i64;
    if app_id != APPLICATION_ID {
        return Err(StoreError::NotSkyjo { path: shown() });
    }
    if version > known {
        return Err(StoreError::NewerSchema {
            path: shown(),
            found: version,
            known,
        });
    }
    Ok(())
}

fn read_header(conn: &Connection) -> rusqlite::Result<(i32, i64, i64)> {
    let app_id = conn.query_row("PRAGMA application_id", [], |r| r.get(0))?;
    let version = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    let objects = conn.query_row("SELECT count(*) FROM sqlite_master", [], |r| r.get(0))?;
    Ok((app_id, version, objects))
}

fn migrate(conn: &mut Connection) -> Result<()> {
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    let version: i64 = tx.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    let version = usize::try_from(version).unwrap_or(0);
    if version < MIGRATIONS.len() {
        for (_, sql) in &MIGRATIONS[version..] {
            tx.execute_batch(sql)?;
        }
        // Schema 2 added the results table: fill it for the games already there.
        if version < 2 {
            let games: Vec<GameId> = tx
                .prepare("SELECT id FROM game")?
                .query_map([], |r| r.get(0))?
                .collect::<rusqlite::Result<_>>()?;
            for game in games {
                write_results(&tx, game)?;
            }
        }
        tx.execute_batch(&format!(
            "PRAGMA user_version = {}; PRAGMA application_id = {APPLICATION_ID};",
            MIGRATIONS.len()
        ))?;
    }
    tx.commit()?;
    Ok(())
}

pub(super) fn open_error(path: &Path, err: rusqlite::Error) -> StoreError {
    let path = path.display().to_string();
    match err.sqlite_error_code() {
        Some(ErrorCode::NotADatabase) => StoreError::NotADatabase { path },
        Some(ErrorCode::ReadOnly) => StoreError::ReadOnly { path },
        Some(ErrorCode::CannotOpen) => StoreError::CannotOpen { path },
        Some(ErrorCode::DatabaseCorrupt) => StoreError::Corrupt { path, sqlite: err },
        Some(ErrorCode::DatabaseBusy) => StoreError::Busy { path },
        _ => StoreError::OpenFailed { path, source: err },
    }
}

/// Whether opening failed because the file or its folder cannot be written.
fn is_read_only(err: &StoreError) -> bool {
    matches!(
        err,
        StoreError::ReadOnly { .. } | StoreError::CannotOpen { .. }
    )
}

/// Whether `err` (one cause of an error's chain) is SQLite refusing to write
/// a history opened read-only.
pub fn is_write_refused(err: &(dyn std::error::Error + 'static)) -> bool {
    err.downcast_ref::<rusqlite::Error>()
        .and_then(rusqlite::Error::sqlite_error_code)
        == Some(ErrorCode::ReadOnly)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Files;

    #[test]
    fn every_file_in_sql_is_a_registered_migration_in_order() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("sql");
        let mut files: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".sql"))
            .collect();
        files.sort();
        let registered: Vec<&str> = MIGRATIONS.iter().map(|(name, _)| *name).collect();
        assert_eq!(files, registered);
        for (i, (name, sql)) in MIGRATIONS.iter().enumerate() {
            assert!(
                name.starts_with(&format!("{:04}_", i + 1)),
                "{name} is out of order"
            );
            assert_eq!(*sql, std::fs::read_to_string(dir.join(name)).unwrap());
        }
    }

    #[test]
    fn a_new_store_is_at_the_latest_schema() {
        let store = Store::open_in_memory().unwrap();
        assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len() as i64);
    }
}

#[cfg(test)]
mod upgrade_tests {
    use super::*;
    use crate::rules::Rules;
    use crate::rules::deck::Face;
    use crate::store::{Corrections, Files, Records, Rounds};

    /// Number cards as the seen list holds them.
    fn values(cards: &[i8]) -> Vec<Face> {
        cards.iter().map(|&v| Face::Value(v)).collect()
    }

    /// A schema 8 history keeps the seen list of its round in progress, in
    /// order, under schema 9, which also takes a star (Skyjo Action); the
    /// table still refuses a card that is no card, or a row both and neither.
    #[test]
    fn a_schema_8_history_keeps_its_seen_cards_and_takes_stars() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("v8.db");
        {
            let conn = Connection::open(&path).unwrap();
            for (_, sql) in &MIGRATIONS[..8] {
                conn.execute_batch(sql).unwrap();
            }
            conn.execute_batch(&format!(
                "PRAGMA user_version = 8; PRAGMA application_id = {APPLICATION_ID};
                 INSERT INTO game (id, played_at, rules, uid) VALUES
                     (1, '2026-12-01T18:00:00Z', '{{}}', 'a'),
                     (2, '2026-12-02T18:00:00Z', '{{\"edition\":\"action\"}}', 'b');
                 INSERT INTO current_game VALUES (1, 2);
                 INSERT INTO seen_card VALUES (1, 1, 12), (1, 0, -2), (1, 2, 9), (2, 0, 5);"
            ))
            .unwrap();
        }
        let mut store = Store::open(&path, OpenMode::Existing).unwrap();
        assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len() as i64);
        assert_eq!(store.seen_cards(1).unwrap(), values(&[-2, 12, 9]));
        assert_eq!(store.seen_cards(2).unwrap(), values(&[5]));
        let list = [Face::Value(5), Face::Star, Face::Value(-2), Face::Star];
        store.set_seen_cards(2, &list).unwrap();
        assert_eq!(store.seen_cards(2).unwrap(), list);
        for row in [
            "(2, 9, 13, 0)",
            "(2, 9, NULL, 0)",
            "(2, 9, 5, 1)",
            "(2, 9, NULL, 2)",
        ] {
            let refused = store
                .conn
                .execute(&format!("INSERT INTO seen_card VALUES {row}"), []);
            assert!(refused.is_err(), "{row} was taken");
        }
        let count: i64 = store
            .conn
            .query_row("SELECT count(*) FROM pragma_foreign_key_check", [], |r| {
                r.get(0)
            })
            .unwrap();
        assert_eq!(count, 0);
    }

    /// A schema 11 history knows each game's edition under schema 12, from
    /// the rules it stored (a classic game's leave the edition out), and
    /// finds its Action games by their index; rules that are not JSON (a
    /// file edited by hand) read as classic and do not keep it from opening.
    /// The copy made before the upgrade is the history as it was; the marks
    /// for sync are made by the rounds and games only.
    #[test]
    fn a_schema_11_history_knows_each_games_edition() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("v11.db");
        {
            let conn = Connection::open(&path).unwrap();
            for (_, sql) in &MIGRATIONS[..11] {
                conn.execute_batch(sql).unwrap();
            }
            conn.execute_batch(&format!(
                "PRAGMA user_version = 11; PRAGMA application_id = {APPLICATION_ID};
                 INSERT INTO game (id, played_at, rules, uid) VALUES
                     (1, '2026-12-01T18:00:00Z', '{{}}', 'a'),
                     (2, '2026-12-02T18:00:00Z', '{{\"edition\":\"action\"}}', 'b'),
                     (3, '2026-12-03T18:00:00Z', '{{\"columns\":\"play\",\"rows\":true}}', 'c'),
                     (4, '2026-12-04T18:00:00Z', '{{\"rows\":true,\"edition\":\"action\"}}', 'd'),
                     (5, '2026-12-05T18:00:00Z', 'not json', 'e');"
            ))
            .unwrap();
        }
        let store = Store::open(&path, OpenMode::Existing).unwrap();
        assert_eq!(store.schema_version().unwrap(), 12);
        let editions: Vec<(GameId, String)> = store
            .conn
            .prepare("SELECT id, edition FROM game ORDER BY id")
            .unwrap()
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap();
        let expected = ["classic", "action", "classic", "action", "classic"];
        assert_eq!(
            editions,
            (1..).zip(expected.map(String::from)).collect::<Vec<_>>()
        );
        // The store reads each game's edition from the index, as stored.
        let of = |store: &Store| {
            let editions = store.editions().unwrap();
            (1..=5)
                .map(|id| crate::rules::Choice::name(editions.of(id)))
                .collect::<Vec<_>>()
        };
        assert_eq!(of(&store), expected);
        // A game's edition follows its rules when they are written again.
        store
            .conn
            .execute("UPDATE game SET rules = '{}' WHERE id = 4", [])
            .unwrap();
        assert_eq!(
            of(&store),
            ["classic", "action", "classic", "classic", "classic"]
        );

        let copy = Connection::open(before_migration_path(&path, 12)).unwrap();
        let (version, games): (i64, i64) = copy
            .query_row(
                "SELECT (SELECT user_version FROM pragma_user_version), count(*) FROM game",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap();
        assert_eq!((version, games), (11, 5));

        let triggers: Vec<String> = store
            .conn
            .prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap();
        assert_eq!(
            triggers,
            [
                "sync_game_delete",
                "sync_game_insert",
                "sync_game_update",
                "sync_player_update",
                "sync_round_delete",
                "sync_round_insert",
                "sync_round_update",
                "sync_seat_update",
            ]
        );
    }

    /// A history written by schema 1 (as the first skyjo left it) opens under
    /// the newest schema with every round kept and the new tables filled.
    #[test]
    fn a_schema_1_history_upgrades_with_nothing_lost() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("v1.db");
        {
            let conn = Connection::open(&path).unwrap();
            conn.execute_batch(MIGRATIONS[0].1).unwrap();
            conn.execute_batch(&format!(
                "PRAGMA user_version = 1; PRAGMA application_id = {APPLICATION_ID};
                 INSERT INTO player (id, name, name_key) VALUES (1, 'Anna', 'anna'), (2, 'Bertil', 'bertil');
                 INSERT INTO game (id, played_at, rules) VALUES (1, '2025-06-01T18:00:00Z', '{{}}');
                 INSERT INTO seat VALUES (1, 0, 1), (1, 1, 2);
                 INSERT INTO round (id, game_id, number, closer_seat, recorded_at)
                     VALUES (1, 1, 1, 0, '2025-06-01T18:10:00Z');
                 INSERT INTO round_score VALUES (1, 0, '30', 30, 1, 60, 0), (1, 1, '12', 12, 0, 12, 0);"
            ))
            .unwrap();
        }
        let store = Store::open(&path, OpenMode::Existing).unwrap();
        assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len() as i64);
        let game = store.game(1).unwrap().unwrap();
        assert_eq!(game.uid.len(), 32);
        assert_eq!(game.rounds[0].players[0].score, 60);
        let totals: Vec<i64> = store
            .conn
            .prepare("SELECT total FROM game_result WHERE game_id = 1 ORDER BY seat")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap();
        assert_eq!(totals, [60, 12]);
    }

    /// A schema 4 history keeps its current game, the seen cards of a round
    /// in progress (text in `state`) and what its corrections did (words in
    /// their note) as the tables and columns of schema 5; the export still
    /// words each correction as it was written.
    #[test]
    fn a_schema_4_history_upgrades_its_state_and_correction_notes() {
        use crate::store::CorrectionKind;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("v4.db");
        let official = Rules::default();
        let short: Rules =
            serde_json::from_str(r#"{"end": {"kind": "target", "value": 50}}"#).unwrap();
        let rescore = format!(
            "rescore {} {}",
            serde_json::to_string(&short).unwrap(),
            serde_json::to_string(&official).unwrap()
        );
        let round = r#"{"number":1,"closer":"Anna","recorded_at":"2025-06-01T18:10:00Z","entries":["30","12"],"raw":[30,12],"doubled":[true,false],"scores":[60,12]}"#;
        {
            let conn = Connection::open(&path).unwrap();
            for (_, sql) in &MIGRATIONS[..4] {
                conn.execute_batch(sql).unwrap();
            }
            conn.execute_batch(&format!(
                "PRAGMA user_version = 4; PRAGMA application_id = {APPLICATION_ID};
                 INSERT INTO player (id, name, name_key) VALUES (1, 'Anna', 'anna'), (2, 'Bertil', 'bertil');
                 INSERT INTO game (id, played_at, rules, uid) VALUES
                     (1, '2025-06-01T18:00:00Z', '{{}}', 'a'), (2, '2025-06-02T18:00:00Z', '{{}}', 'b');
                 INSERT INTO seat VALUES (1, 0, 1, NULL), (1, 1, 2, NULL), (2, 0, 1, NULL), (2, 1, 2, NULL);
                 INSERT INTO round (id, game_id, number, closer_seat, recorded_at)
                     VALUES (1, 1, 1, 0, '2025-06-01T18:10:00Z');
                 INSERT INTO round_score VALUES (1, 0, '30', 30, 1, 60, 0), (1, 1, '12', 12, 0, 12, 0);
                 INSERT INTO state VALUES ('current_game', '1'), ('seen:1', '9 -2  12'),
                     ('seen:2', ''), ('seen:77', '5');"
            ))
            .unwrap();
            for note in ["edit", rescore.as_str(), "rescore: target 50 (0.3)"] {
                conn.execute(
                    "INSERT INTO correction (game_id, round_number, corrected_at, note, old_round, new_round)
                     VALUES (1, 1, '2025-06-01T19:00:00Z', ?1, ?2, ?2)",
                    [note, round],
                )
                .unwrap();
            }
        }
        let store = Store::open(&path, OpenMode::Existing).unwrap();
        assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len() as i64);
        assert_eq!(store.current_game().unwrap(), Some(1));
        assert_eq!(store.seen_cards(1).unwrap(), values(&[9, -2, 12]));
        assert_eq!(store.seen_cards(2).unwrap(), []);
        let left: i64 = store
            .conn
            .query_row("SELECT count(*) FROM state", [], |r| r.get(0))
            .unwrap();
        assert_eq!(left, 0, "state is emptied into the new tables");
        let kinds: Vec<CorrectionKind> = store
            .corrections(Some(1))
            .unwrap()
            .into_iter()
            .map(|c| c.kind)
            .collect();
        assert_eq!(
            kinds,
            [
                CorrectionKind::Edit,
                CorrectionKind::Rescore {
                    rules: short,
                    was: official
                },
                CorrectionKind::Other("rescore: target 50 (0.3)".to_string()),
            ]
        );
        let notes: Vec<String> = store
            .record(1)
            .unwrap()
            .corrections
            .into_iter()
            .map(|c| c.note)
            .collect();
        assert_eq!(
            notes,
            ["edit", rescore.as_str(), "rescore: target 50 (0.3)"]
        );
    }

    /// A schema 6 history whose newest game (3) was deleted, its id kept only
    /// in the change log, opens with every game and everything pointing at a
    /// game kept, and the next game is 4, not 3 again. A game id used only by
    /// a correction (a history edited by hand) is never reused either.
    #[test]
    fn a_schema_6_history_keeps_its_games_and_never_reuses_a_deleted_id() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("v6.db");
        {
            let conn = Connection::open(&path).unwrap();
            for (_, sql) in &MIGRATIONS[..6] {
                conn.execute_batch(sql).unwrap();
            }
            conn.execute_batch(&format!(
                "PRAGMA user_version = 6; PRAGMA application_id = {APPLICATION_ID};
                 INSERT INTO player (id, name, name_key) VALUES (1, 'Anna', 'anna'), (2, 'Bertil', 'bertil');
                 INSERT INTO game (id, played_at, rules, uid, name, note, abandoned) VALUES
                     (1, '2025-06-01T18:00:00Z', '{{}}', 'a', 'Jul', '=HYPERLINK(\"x\")', 0),
                     (2, '2025-06-02T18:00:00Z', '{{}}', 'b', NULL, NULL, 1);
                 INSERT INTO seat VALUES (1, 0, 1, NULL), (1, 1, 2, NULL), (2, 0, 1, NULL), (2, 1, 2, NULL);
                 INSERT INTO round (id, game_id, number, closer_seat, recorded_at)
                     VALUES (1, 1, 1, 0, '2025-06-01T18:10:00Z');
                 INSERT INTO round_score VALUES (1, 0, '3', 3, 0, 3, 0), (1, 1, '12', 12, 0, 12, 0);
                 INSERT INTO current_game VALUES (1, 1);
                 INSERT INTO seen_card VALUES (1, 0, -2), (1, 1, 12);
                 INSERT INTO draft VALUES (1, 2, NULL, '2025-06-01T18:20:00Z', '2025-06-01T18:20:00Z');
                 INSERT INTO draft_entry VALUES (1, 0, '5', '2025-06-01T18:20:00Z');
                 INSERT INTO change_log (changed_at, kind, game_id, before, after) VALUES
                     ('2025-06-03T18:00:00Z', 'delete', 3, '{{}}', 'null'),
                     ('2025-06-03T18:05:00Z', 'rename', NULL, '\"Berra\"', '\"Bertil\"');"
            ))
            .unwrap();
            // The id SQLite gave before: the largest plus one, the deleted game's.
            let next: i64 = conn
                .query_row("SELECT max(rowid) + 1 FROM game", [], |r| r.get(0))
                .unwrap();
            assert_eq!(next, 3);
        }
        let mut store = Store::open(&path, OpenMode::Existing).unwrap();
        assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len() as i64);
        let game = store.game(1).unwrap().unwrap();
        assert_eq!(
            (
                game.uid.as_str(),
                game.name.as_deref(),
                game.note.as_deref()
            ),
            ("a", Some("Jul"), Some("=HYPERLINK(\"x\")"))
        );
        assert_eq!(game.rounds[0].players[1].score, 12);
        assert!(store.game(2).unwrap().unwrap().abandoned);
        assert_eq!(store.current_game().unwrap(), Some(1));
        assert_eq!(store.seen_cards(1).unwrap(), values(&[-2, 12]));
        let count = |sql: &str| -> i64 { store.conn.query_row(sql, [], |r| r.get(0)).unwrap() };
        assert_eq!(count("SELECT count(*) FROM seat"), 4);
        assert_eq!(count("SELECT count(*) FROM draft_entry"), 1);
        // Schema 10: the draft kept is of version 1, and its next change above it.
        assert_eq!(store.draft(1).unwrap().unwrap().version, 1);
        assert_eq!(count("SELECT last FROM draft_version"), 1);
        assert_eq!(count("SELECT count(*) FROM pragma_foreign_key_check"), 0);
        assert_eq!(
            count(
                "SELECT count(*) FROM sqlite_master WHERE type = 'index'
                 AND name IN ('game_played_at', 'game_uid', 'game_special')"
            ),
            3
        );
        assert_eq!(
            count("SELECT seq FROM sqlite_sequence WHERE name = 'game'"),
            3
        );
        let names = ["Anna".to_string(), "Bertil".to_string()];
        let now = "2025-06-04T18:00:00Z".parse().unwrap();
        let fourth = store
            .create_game(&names, &Rules::default(), now, None)
            .unwrap();
        assert_eq!(fourth, 4, "game 3 was deleted: its id is not given again");

        // An id only a correction names is the largest one used as well (a
        // correction of a game that is not there, written with the foreign
        // keys off: the migration keeps such a row as it found it).
        let path = dir.path().join("v6-corrected.db");
        {
            let conn = Connection::open(&path).unwrap();
            for (_, sql) in &MIGRATIONS[..6] {
                conn.execute_batch(sql).unwrap();
            }
            conn.execute_batch(&format!(
                "PRAGMA foreign_keys = OFF;
                 PRAGMA user_version = 6; PRAGMA application_id = {APPLICATION_ID};
                 INSERT INTO game (id, played_at, rules, uid) VALUES (1, '2025-06-01T18:00:00Z', '{{}}', 'a');
                 INSERT INTO correction (game_id, round_number, corrected_at, note, old_round, new_round)
                     VALUES (9, 1, '2025-06-01T19:00:00Z', '', '{{}}', '{{}}');"
            ))
            .unwrap();
        }
        let store = Store::open(&path, OpenMode::Existing).unwrap();
        let seq: i64 = store
            .conn
            .query_row(
                "SELECT seq FROM sqlite_sequence WHERE name = 'game'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(seq, 9);
    }
}
