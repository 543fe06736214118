//! Sync tested apart: two or three devices, each a history in memory
//! (`Store::open_in_memory`), and one shared folder in memory
//! (`transfer::folder::InMemory`), run through the sync of `skyjo sync`
//! (`transfer::exchange`) with no file system and no process. Each test
//! asserts what apply, ops and local decide.

use std::collections::BTreeSet;

use chrono::{DateTime, Duration, Utc};

use super::*;
use crate::rules::{Entry, Rules, score_round};
use crate::store::{Corrections, GameId, NewRound, Rounds, Store, StoredGame};
use crate::transfer::exchange::{self, Run, Synced};
use crate::transfer::folder::{Folder, InMemory};
use crate::transfer::journal::JournalError;

/// Christmas Eve, 18:00, and `minute` minutes.
fn at(minute: i64) -> DateTime<Utc> {
    "2026-12-24T18:00:00Z".parse::<DateTime<Utc>>().unwrap() + Duration::minutes(minute)
}

/// A device: a history in memory and the id its first sync gives it.
struct Dev {
    store: Store,
    id: String,
}

impl Dev {
    fn new(id: &str) -> Dev {
        Dev {
            store: Store::open_in_memory().unwrap(),
            id: id.to_string(),
        }
    }

    fn run(&mut self, folder: &InMemory, minute: i64, dry_run: bool) -> Synced {
        let id = self.id.clone();
        let mut new_id = move || id.clone();
        let mut backup = || Ok("skyjo.before-sync.db".to_string());
        let run = Run {
            now: at(minute),
            dry_run,
            new_id: &mut new_id,
            backup: &mut backup,
        };
        exchange::sync(&mut self.store, folder, run).unwrap()
    }

    /// `skyjo sync` at `minute`.
    fn sync(&mut self, folder: &InMemory, minute: i64) -> Synced {
        self.run(folder, minute, false)
    }

    /// What a command does after a change: its changes to the journal.
    fn write(&mut self, folder: &InMemory, minute: i64) -> anyhow::Result<()> {
        exchange::write_changes(&mut self.store, folder, at(minute))
    }

    /// A new game of `names`, house rules as they come.
    fn game(&mut self, names: &[&str], minute: i64) -> GameId {
        let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
        self.store
            .create_game(&names, &Rules::default(), at(minute), None)
            .unwrap()
    }

    /// The round of `game` with `totals` (one a player), `closer` closing.
    fn new_round(&self, game: GameId, totals: &[&str], closer: usize) -> NewRound {
        let stored = self.get(game);
        let entries: Vec<Entry> = totals
            .iter()
            .zip(&stored.players)
            .map(|(text, name)| Entry::parse(name, text, &stored.rules).unwrap())
            .collect();
        let scored = score_round(&stored.rules, &entries, closer).unwrap();
        NewRound::scored(&entries, &scored)
    }

    fn round(&mut self, game: GameId, totals: &[&str], closer: usize, minute: i64) -> u32 {
        let round = self.new_round(game, totals, closer);
        self.store.add_round(game, &round, at(minute)).unwrap()
    }

    fn correct(&mut self, game: GameId, number: u32, totals: &[&str], closer: usize, minute: i64) {
        let round = self.new_round(game, totals, closer);
        self.store
            .replace_round(game, number, &round, at(minute))
            .unwrap();
    }

    fn get(&self, game: GameId) -> StoredGame {
        self.store.game(game).unwrap().expect("the game is there")
    }

    fn games(&self) -> Option<GameId> {
        self.store.newest_game().unwrap()
    }

    /// The entries of each round of `game`, as typed.
    fn entries(&self, game: GameId) -> Vec<Vec<String>> {
        self.get(game)
            .rounds
            .iter()
            .map(|r| r.players.iter().map(|p| p.entry.clone()).collect())
            .collect()
    }
}

/// The operations of `device` in its journal, in the order of the file.
fn journal_ops(folder: &InMemory, device: &str) -> Vec<Op> {
    folder.own_after(device, 0).unwrap()
}

/// The kinds of `device`'s operations in its journal.
fn kinds(folder: &InMemory, device: &str) -> Vec<&'static str> {
    journal_ops(folder, device)
        .iter()
        .map(|op| op.what.kind())
        .collect()
}

/// Two devices that share one game of Åse and Jørgen with one round:
/// `aaaa` started it and synced, `bbbb` synced after.
fn shared() -> (InMemory, Dev, Dev, GameId) {
    let folder = InMemory::new();
    let mut a = Dev::new("aaaa");
    let game = a.game(&["Åse", "Jørgen"], 0);
    a.round(game, &["10", "20"], 0, 1);
    a.sync(&folder, 2);
    let mut b = Dev::new("bbbb");
    b.sync(&folder, 3);
    (folder, a, b, game)
}

#[test]
fn a_game_made_on_one_device_comes_to_another_whole() {
    let (folder, a, b, game) = shared();
    assert_eq!(kinds(&folder, "aaaa"), ["game", "round"]);
    let (here, there) = (a.get(game), b.get(game));
    assert_eq!(there.players, ["Åse", "Jørgen"]);
    assert_eq!(b.entries(game), [["10", "20"]]);
    assert_eq!((there.uid, there.rounds), (here.uid, here.rounds));
}

#[test]
fn the_first_line_of_a_journal_names_its_format_and_device() {
    let (folder, ..) = shared();
    let bytes = folder.file("skyjo-aaaa.jsonl").unwrap();
    let first = bytes.split(|&b| b == b'\n').next().unwrap();
    assert_eq!(first, br#"{"skyjo_journal":1,"device":"aaaa"}"#);
}

#[test]
fn a_device_that_changed_nothing_writes_nothing() {
    let folder = InMemory::new();
    let mut a = Dev::new("aaaa");
    a.game(&["Åse", "Jørgen"], 0);
    a.sync(&folder, 1);
    let mut b = Dev::new("bbbb");
    let done = b.sync(&folder, 2);
    assert_eq!(done.merged.games_added, 1);
    assert!(done.to_write.is_empty());
    assert_eq!(folder.file("skyjo-bbbb.jsonl"), None);
    // Read again: the game it took in is not a change made here.
    let again = b.sync(&folder, 3);
    assert_eq!((again.to_write.len(), again.merged.came_in), (0, 0));
    assert!(!b.store.sync_pending().unwrap());
}

#[test]
fn the_one_unfinished_game_that_came_in_becomes_the_current_game() {
    let (_, _, b, game) = shared();
    assert_eq!(b.store.current_game().unwrap(), Some(game));
    let folder = InMemory::new();
    let mut a = Dev::new("aaaa");
    let g = a.game(&["Åse", "Jørgen"], 0);
    a.sync(&folder, 1);
    let mut c = Dev::new("cccc");
    let done = c.sync(&folder, 2);
    assert_eq!(
        done.merged.current,
        Some(CameIn {
            game: g,
            players: vec!["Åse".into(), "Jørgen".into()]
        })
    );
}

#[test]
fn a_device_s_own_current_game_stays_current_after_a_merge() {
    let folder = InMemory::new();
    let mut a = Dev::new("aaaa");
    a.game(&["Åse", "Jørgen"], 0);
    a.sync(&folder, 1);
    let mut b = Dev::new("bbbb");
    let own = b.game(&["Liv", "Ola"], 2);
    let done = b.sync(&folder, 3);
    assert_eq!(done.merged.current, None);
    let own_now = done
        .merged
        .renumbered
        .iter()
        .find(|m| m.from == own)
        .map_or(own, |m| m.to);
    assert_eq!(b.store.current_game().unwrap(), Some(own_now));
    assert_eq!(b.get(own_now).players, ["Liv", "Ola"]);
}

#[test]
fn two_unfinished_games_that_came_in_are_never_guessed_between() {
    let folder = InMemory::new();
    let mut a = Dev::new("aaaa");
    a.game(&["Åse", "Jørgen"], 0);
    a.game(&["Liv", "Ola"], 1);
    a.sync(&folder, 2);
    let mut b = Dev::new("bbbb");
    let done = b.sync(&folder, 3);
    assert_eq!(done.merged.games_added, 2);
    assert_eq!(done.merged.current, None);
    assert_eq!(b.store.current_game().unwrap(), None);
}

#[test]
fn an_abandoned_game_that_came_in_is_not_made_current() {
    let folder = InMemory::new();
    let mut a = Dev::new("aaaa");
    let game = a.game(&["Åse", "Jørgen"], 0);
    a.store.abandon(game, at(1)).unwrap();
    a.sync(&folder, 2);
    let mut b = Dev::new("bbbb");
    let done = b.sync(&folder, 3);
    assert_eq!(done.merged.games_added, 1);
    assert!(b.get(game).abandoned);
    assert_eq!(
        (done.merged.current, b.store.current_game().unwrap()),
        (None, None)
    );
}

#[test]
fn a_round_entered_in_a_game_deleted_elsewhere_is_said_and_backed_up() {
    let (folder, mut a, mut b, game) = shared();
    b.store.delete_game(game, at(10)).unwrap();
    b.sync(&folder, 11);
    a.round(game, &["5", "7"], 1, 12);
    let done = a.sync(&folder, 13);
    assert_eq!(
        done.merged.late_rounds,
        [LateRounds {
            game,
            rounds: vec![2]
        }]
    );
    assert_eq!(done.backup.as_deref(), Some("skyjo.before-sync.db"));
    assert_eq!((done.merged.games_deleted, a.games()), (1, None));
}

#[test]
fn a_game_deleted_elsewhere_with_nothing_new_here_makes_no_copy() {
    let (folder, mut a, mut b, game) = shared();
    a.store.delete_game(game, at(10)).unwrap();
    a.sync(&folder, 11);
    let done = b.sync(&folder, 12);
    assert_eq!(done.merged.games_deleted, 1);
    assert!(done.merged.late_rounds.is_empty());
    assert_eq!((done.backup, b.games()), (None, None));
}

#[test]
fn a_correction_made_against_a_deletion_is_a_late_round_and_the_game_stays_deleted() {
    let (folder, mut a, mut b, game) = shared();
    a.store.delete_game(game, at(10)).unwrap();
    a.sync(&folder, 11);
    b.correct(game, 1, &["11", "20"], 0, 12);
    let done = b.sync(&folder, 13);
    assert_eq!(
        done.merged.late_rounds,
        [LateRounds {
            game,
            rounds: vec![1]
        }]
    );
    assert_eq!(b.games(), None);
    // The deleting device takes the correction in, and the game stays gone.
    let back = a.sync(&folder, 14);
    assert_eq!(back.merged.games_added, 0);
    assert_eq!(a.games(), None);
}

#[test]
fn a_round_that_came_from_another_device_is_not_this_device_s_late_round() {
    let (folder, mut a, mut b, game) = shared();
    let mut c = Dev::new("cccc");
    a.round(game, &["5", "7"], 1, 5);
    a.sync(&folder, 6);
    c.sync(&folder, 7);
    assert_eq!(c.get(game).rounds.len(), 2);
    // b deletes the game knowing its first round only.
    b.store.delete_game(game, at(8)).unwrap();
    b.sync(&folder, 9);
    // The second round is a's to say, not c's, which only took it in.
    let done = c.sync(&folder, 10);
    assert_eq!(done.merged.games_deleted, 1);
    assert!(
        done.merged.late_rounds.is_empty(),
        "{:?}",
        done.merged.late_rounds
    );
    assert_eq!((done.backup, c.games()), (None, None));
    let at_a = a.sync(&folder, 11);
    assert_eq!(
        at_a.merged.late_rounds,
        [LateRounds {
            game,
            rounds: vec![2]
        }]
    );
}

#[test]
fn a_game_numbered_here_after_the_folder_gave_its_number_moves() {
    let folder = InMemory::new();
    let mut a = Dev::new("aaaa");
    let first = a.game(&["Åse", "Jørgen"], 0);
    a.sync(&folder, 1);
    let mut b = Dev::new("bbbb");
    let own = b.game(&["Liv", "Ola"], 2);
    assert_eq!((first, own), (1, 1));
    let done = b.sync(&folder, 3);
    assert_eq!(
        done.merged.renumbered,
        [Renumbered {
            from: 1,
            to: 2,
            why: MoveReason::GivenFirst
        }]
    );
    assert_eq!(b.get(1).players, ["Åse", "Jørgen"]);
    assert_eq!(b.get(2).players, ["Liv", "Ola"]);
    // The device that gave the number first never sees its game move.
    let back = a.sync(&folder, 4);
    assert!(back.merged.renumbered.is_empty());
    assert_eq!(
        (a.get(1).players, a.get(2).players),
        (b.get(1).players, b.get(2).players)
    );
}

#[test]
fn a_name_known_here_without_its_letters_takes_the_richer_spelling_on_both() {
    let folder = InMemory::new();
    let mut a = Dev::new("aaaa");
    let game_a = a.game(&["asa", "Ola"], 0);
    a.sync(&folder, 1);
    let mut b = Dev::new("bbbb");
    let game_b = b.game(&["Åsa", "Liv"], 2);
    let done = b.sync(&folder, 3);
    assert!(done.merged.names.is_empty(), "{:?}", done.merged.names);
    assert_eq!(b.get(game_a).players, ["Åsa", "Ola"]);
    a.sync(&folder, 4);
    assert_eq!(a.get(game_a).players, ["Åsa", "Ola"]);
    let moved = done.merged.renumbered.first().map_or(game_b, |m| m.to);
    assert_eq!(a.get(moved).players, ["Åsa", "Liv"]);
}

#[test]
fn a_name_that_fits_only_spelt_out_stays_a_player_of_its_own_and_is_said() {
    let folder = InMemory::new();
    let mut a = Dev::new("aaaa");
    let game = a.game(&["Soeren", "Ola"], 0);
    a.sync(&folder, 1);
    let mut b = Dev::new("bbbb");
    b.game(&["Søren", "Liv"], 2);
    let done = b.sync(&folder, 3);
    assert_eq!(
        done.merged.names,
        [NameFits {
            name: "Soeren".into(),
            players: vec!["Søren".into()]
        }]
    );
    assert_eq!(b.get(game).players, ["Soeren", "Ola"]);
}

#[test]
fn a_name_that_fits_two_players_is_never_guessed_between() {
    let folder = InMemory::new();
    let mut a = Dev::new("aaaa");
    let game = a.game(&["Soren", "Ola"], 0);
    a.sync(&folder, 1);
    let mut b = Dev::new("bbbb");
    b.game(&["Sören", "Søren"], 2);
    let done = b.sync(&folder, 3);
    assert_eq!(done.merged.names.len(), 1, "{:?}", done.merged.names);
    let mut fits = done.merged.names[0].players.clone();
    fits.sort();
    assert_eq!(
        (done.merged.names[0].name.as_str(), fits),
        ("Soren", vec!["Sören".to_string(), "Søren".to_string()])
    );
    assert_eq!(b.get(game).players, ["Soren", "Ola"]);
}

/// Device `aaaa`'s operations of a game of Åse and Jørgen with one round,
/// as read from its journal.
fn read_ops() -> (Vec<ReadOp>, String) {
    let (folder, a, ..) = shared();
    let uid = a.get(1).uid;
    let read = journal_ops(&folder, "aaaa")
        .into_iter()
        .enumerate()
        .map(|(line, op)| ReadOp {
            op,
            origin: format!("skyjo-aaaa.jsonl:{}", line + 2),
        })
        .collect();
    (read, uid)
}

#[test]
fn a_round_the_rules_refuse_is_said_and_the_rounds_before_it_kept() {
    let (mut read, uid) = read_ops();
    let OpKind::Round {
        round: Some(first), ..
    } = &read[1].op.what
    else {
        panic!("a round: {:?}", read[1]);
    };
    let mut bad = first.clone();
    bad.number = 2;
    bad.entries.push("3".into());
    read.push(ReadOp {
        op: Op {
            id: "aaaa:3".into(),
            clock: read[1].op.clock + 1,
            base: None,
            what: OpKind::Round {
                game: uid.clone(),
                number: 2,
                round: Some(bad),
            },
        },
        origin: "skyjo-aaaa.jsonl:4".into(),
    });
    let mut b = Store::open_in_memory().unwrap();
    let mut sync = b.begin_sync("bbbb", at(5)).unwrap();
    let merged = sync.merge(&read).unwrap();
    sync.commit(at(5), merged.came_in).unwrap();
    assert_eq!(merged.refused.len(), 1, "{:?}", merged.refused);
    let refused = &merged.refused[0];
    assert_eq!(refused.origin, "skyjo-aaaa.jsonl:4");
    assert!(
        matches!(
            &refused.problem,
            RefusedOp::Record { game, round: Some(2), .. } if *game == uid
        ),
        "{refused:?}"
    );
    assert_eq!(b.game(1).unwrap().unwrap().rounds.len(), 1);
}

#[test]
fn a_round_of_a_game_no_journal_started_is_refused() {
    let (read, uid) = read_ops();
    let mut b = Store::open_in_memory().unwrap();
    let mut sync = b.begin_sync("bbbb", at(5)).unwrap();
    let merged = sync.merge(&read[1..]).unwrap();
    assert_eq!(
        merged.refused,
        [Refused {
            origin: "skyjo-aaaa.jsonl:3".into(),
            problem: RefusedOp::NoSuchGame { game: uid }
        }]
    );
    assert_eq!(merged.games_added, 0);
}

#[test]
fn a_log_entry_of_an_unknown_kind_is_refused_and_the_rest_applied() {
    let (mut read, _) = read_ops();
    read.push(ReadOp {
        op: Op {
            id: "aaaa:3".into(),
            clock: read[1].op.clock + 1,
            base: None,
            what: OpKind::Log {
                game: None,
                entry: LogEntry::Change {
                    changed_at: "2026-12-24T18:05:00Z".into(),
                    kind: "teleport".into(),
                    before: serde_json::Value::Null,
                    after: serde_json::Value::Null,
                },
            },
        },
        origin: "skyjo-aaaa.jsonl:4".into(),
    });
    let mut b = Store::open_in_memory().unwrap();
    let mut sync = b.begin_sync("bbbb", at(5)).unwrap();
    let merged = sync.merge(&read).unwrap();
    assert_eq!(
        merged.refused,
        [Refused {
            origin: "skyjo-aaaa.jsonl:4".into(),
            problem: RefusedOp::UnknownLog {
                kind: "teleport".into()
            }
        }]
    );
    assert_eq!((merged.games_added, merged.log_entries), (1, 0));
}

#[test]
fn a_game_whose_head_the_rules_refuse_is_said_and_left_out() {
    let (mut read, uid) = read_ops();
    let OpKind::Game { head, .. } = &mut read[0].op.what else {
        panic!("a game: {:?}", read[0]);
    };
    head.players = vec!["Åse".into()];
    let mut b = Store::open_in_memory().unwrap();
    let mut sync = b.begin_sync("bbbb", at(5)).unwrap();
    let merged = sync.merge(&read).unwrap();
    assert!(
        matches!(
            merged.refused.as_slice(),
            [Refused { origin, problem: RefusedOp::Record { game, round: None, .. } }]
                if origin == "skyjo-aaaa.jsonl:2" && *game == uid
        ),
        "{:?}",
        merged.refused
    );
    assert_eq!(merged.games_added, 0);
}

#[test]
fn the_later_of_two_corrections_wins_and_the_other_is_set_aside_with_its_players() {
    let (folder, mut a, mut b, game) = shared();
    a.correct(game, 1, &["11", "20"], 0, 10);
    a.sync(&folder, 11);
    b.correct(game, 1, &["12", "20"], 0, 12);
    let at_b = b.sync(&folder, 13);
    let at_a = a.sync(&folder, 14);
    assert_eq!(a.entries(game), [["12", "20"]]);
    assert_eq!(b.entries(game), [["12", "20"]]);
    let sides = |s: &[SetAside]| -> Vec<(GameId, AsideSide, Vec<String>)> {
        s.iter()
            .map(|s| (s.game, s.side, s.players.clone()))
            .collect()
    };
    let players = vec!["Åse".to_string(), "Jørgen".to_string()];
    assert_eq!(
        sides(&at_b.merged.set_aside),
        [(game, AsideSide::There, players.clone())]
    );
    assert_eq!(
        sides(&at_a.merged.set_aside),
        [(game, AsideSide::Here, players)]
    );
}

/// The later of two corrections of one round counts by the time each was
/// made, not by the order the devices sync in: the earlier one, made on the
/// device that syncs last, is set aside there.
#[test]
fn the_later_correction_counts_whichever_device_syncs_last() {
    let (folder, mut a, mut b, game) = shared();
    a.correct(game, 1, &["11", "20"], 0, 10);
    b.correct(game, 1, &["12", "20"], 0, 12);
    let at_b = b.sync(&folder, 13);
    let at_a = a.sync(&folder, 14);
    b.sync(&folder, 15);
    assert_eq!(a.entries(game), [["12", "20"]]);
    assert_eq!(b.entries(game), [["12", "20"]]);
    assert!(at_b.merged.set_aside.is_empty());
    let aside: Vec<AsideSide> = at_a.merged.set_aside.iter().map(|s| s.side).collect();
    assert_eq!(aside, [AsideSide::Here]);
}

/// A change is an operation of this device in the write that makes it, at
/// the time it was made: nothing waits to be compared at the next sync, and
/// the journal is written from the operations alone.
#[test]
fn a_change_is_an_operation_as_soon_as_it_is_written() {
    let (folder, mut a, _, game) = shared();
    let ops = |d: &Dev| -> Vec<(String, i64, String)> {
        d.store
            .conn
            .prepare(
                "SELECT kind, clock, id FROM sync_op WHERE id LIKE 'aaaa:%' ORDER BY clock, id",
            )
            .unwrap()
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap()
    };
    let before = ops(&a);
    a.correct(game, 1, &["11", "20"], 0, 10);
    let marked: i64 = a
        .store
        .conn
        .query_row("SELECT count(*) FROM sync_dirty", [], |r| r.get(0))
        .unwrap();
    assert_eq!(marked, 0, "nothing is left to compare");
    // The round as corrected, and the correction for the log.
    let after = ops(&a);
    let made: Vec<(&str, i64, &str)> = after[before.len()..]
        .iter()
        .map(|(kind, clock, id)| (kind.as_str(), *clock, id.as_str()))
        .collect();
    let minute = at(10).timestamp_millis();
    assert_eq!(
        made,
        [("round", minute, "aaaa:3"), ("log", minute, "aaaa:4")]
    );
    // A second write of the same minute comes after it.
    a.store.set_note(game, Some("Jul"), at(10)).unwrap();
    let noted = ops(&a);
    let second: Vec<i64> = noted[after.len()..].iter().map(|op| op.1).collect();
    assert!(!second.is_empty());
    assert!(
        second.iter().all(|&clock| clock == minute + 1),
        "{second:?}"
    );
    assert!(a.store.sync_pending().unwrap());
    a.write(&folder, 11).unwrap();
    assert_eq!(
        kinds(&folder, "aaaa"),
        ["game", "round", "round", "log", "game", "log"]
    );
    assert!(!a.store.sync_pending().unwrap());
}

#[test]
fn a_rename_between_corrections_never_sends_a_round_again() {
    let (folder, mut a, mut b, game) = shared();
    b.correct(game, 1, &["10", "21"], 1, 10);
    b.write(&folder, 10).unwrap();
    a.store.rename_player("Jørgen", "Jørn", at(11)).unwrap();
    a.write(&folder, 11).unwrap();
    let at_a = a.sync(&folder, 12);
    b.sync(&folder, 13);
    a.sync(&folder, 14);
    b.sync(&folder, 15);
    // a wrote its game, its round, and its rename (the log entry and the
    // head it renamed), never a round again.
    assert_eq!(kinds(&folder, "aaaa"), ["game", "round", "game", "log"]);
    assert_eq!(kinds(&folder, "bbbb"), ["round", "log"]);
    assert!(
        at_a.merged.set_aside.is_empty(),
        "{:?}",
        at_a.merged.set_aside
    );
    for d in [&a, &b] {
        let g = d.get(game);
        assert_eq!(g.players, ["Åse", "Jørn"]);
        assert_eq!(d.entries(game), [["10", "21"]]);
        assert_eq!(g.rounds[0].closer, 1);
    }
}

#[test]
fn a_rename_reaches_a_game_that_came_in_after_it() {
    let folder = InMemory::new();
    let mut a = Dev::new("aaaa");
    let game = a.game(&["Åse", "Jørgen"], 0);
    a.sync(&folder, 1);
    let mut b = Dev::new("bbbb");
    b.sync(&folder, 2);
    let mut c = Dev::new("cccc");
    c.game(&["Jørgen", "Liv"], 3);
    c.store.rename_player("Jørgen", "Jørn", at(4)).unwrap();
    c.sync(&folder, 5);
    b.sync(&folder, 6);
    a.sync(&folder, 7);
    for d in [&a, &b, &c] {
        assert_eq!(d.get(game).players, ["Åse", "Jørn"]);
    }
}

#[test]
fn a_round_taken_back_is_taken_back_everywhere() {
    let (folder, mut a, mut b, game) = shared();
    a.round(game, &["5", "7"], 1, 10);
    a.sync(&folder, 11);
    b.sync(&folder, 12);
    assert_eq!(b.get(game).rounds.len(), 2);
    assert_eq!(a.store.undo_round(game, at(13)).unwrap(), Some(2));
    a.sync(&folder, 14);
    let done = b.sync(&folder, 15);
    assert_eq!(done.merged.games_changed, 1);
    assert_eq!(b.entries(game), [["10", "20"]]);
}

#[test]
fn a_line_cut_in_the_device_s_own_journal_is_written_again_and_blanked() {
    let folder = InMemory::new();
    let mut a = Dev::new("aaaa");
    let game = a.game(&["Åse", "Jørgen"], 0);
    a.sync(&folder, 1);
    a.round(game, &["10", "20"], 0, 2);
    a.write(&folder, 2).unwrap();
    a.round(game, &["5", "7"], 1, 3);
    a.write(&folder, 3).unwrap();
    // Line 3, the first round, loses its middle (a file-sync engine).
    let mut bytes = folder.file("skyjo-aaaa.jsonl").unwrap();
    let lines: Vec<usize> = (0..bytes.len()).filter(|&i| bytes[i] == b'\n').collect();
    let (start, end) = (lines[1] + 1, lines[2]);
    bytes.drain(start + 10..end - 10);
    folder.put("skyjo-aaaa.jsonl", bytes);
    let done = a.sync(&folder, 4);
    assert_eq!(done.cut, [3]);
    assert_eq!(done.again.len(), 1);
    assert!(matches!(
        &done.again[0].what,
        OpKind::Round {
            number: 1,
            round: Some(_),
            ..
        }
    ));
    let text = String::from_utf8(folder.file("skyjo-aaaa.jsonl").unwrap()).unwrap();
    assert!(text.lines().nth(2).unwrap().trim().is_empty(), "{text}");
    // A device that reads the journal now meets no bad line, and every round.
    let mut b = Dev::new("bbbb");
    let read = b.sync(&folder, 5);
    assert!(
        read.reads.iter().all(|r| r.bad.is_empty()),
        "{:?}",
        read.reads
    );
    assert_eq!(b.entries(game), [["10", "20"], ["5", "7"]]);
}

#[test]
fn a_last_line_copied_halfway_is_left_for_the_next_read() {
    let (folder, mut a, mut b, game) = shared();
    a.round(game, &["5", "7"], 1, 10);
    a.write(&folder, 10).unwrap();
    let whole = folder.file("skyjo-aaaa.jsonl").unwrap();
    let last = whole[..whole.len() - 1]
        .iter()
        .rposition(|&b| b == b'\n')
        .unwrap();
    folder.put("skyjo-aaaa.jsonl", whole[..last + 20].to_vec());
    let done = b.sync(&folder, 11);
    let read = done.reads.iter().find(|r| r.device == "aaaa").unwrap();
    assert!(read.torn && read.bad.is_empty());
    assert_eq!((read.ops.len(), b.get(game).rounds.len()), (0, 1));
    folder.put("skyjo-aaaa.jsonl", whole);
    let done = b.sync(&folder, 12);
    assert_eq!(done.merged.came_in, 1);
    assert_eq!(b.entries(game), [["10", "20"], ["5", "7"]]);
}

#[test]
fn a_conflicted_copy_of_a_journal_counts_every_change_once() {
    let folder = InMemory::new();
    let mut a = Dev::new("aaaa");
    let game = a.game(&["Åse", "Jørgen"], 0);
    a.round(game, &["10", "20"], 0, 1);
    a.sync(&folder, 2);
    let bytes = folder.file("skyjo-aaaa.jsonl").unwrap();
    folder.put(
        "skyjo-aaaa.sync-conflict-20261224-180300-ABCDEF1.jsonl",
        bytes,
    );
    let mut b = Dev::new("bbbb");
    let done = b.sync(&folder, 3);
    assert_eq!(done.reads.len(), 2);
    assert_eq!((done.merged.came_in, done.merged.known), (2, 2));
    assert_eq!(b.entries(game), [["10", "20"]]);
}

#[test]
fn a_journal_put_back_to_an_older_copy_is_read_again_and_loses_nothing() {
    let (folder, mut a, mut b, game) = shared();
    let older = folder.file("skyjo-aaaa.jsonl").unwrap();
    a.round(game, &["5", "7"], 1, 10);
    a.write(&folder, 10).unwrap();
    b.sync(&folder, 11);
    folder.put("skyjo-aaaa.jsonl", older);
    let done = b.sync(&folder, 12);
    let read = done.reads.iter().find(|r| r.device == "aaaa").unwrap();
    assert!(read.again);
    assert_eq!((done.merged.came_in, done.merged.known), (0, 2));
    assert_eq!(b.get(game).rounds.len(), 2);
    // Its own device writes back what the older copy lost.
    let back = a.sync(&folder, 13);
    assert_eq!(back.to_write.len(), 1);
    assert_eq!(kinds(&folder, "aaaa"), ["game", "round", "round"]);
}

#[test]
fn changes_made_while_the_folder_is_away_wait_and_go_once_it_is_back() {
    let (folder, mut a, ..) = shared();
    folder.set_away(true);
    a.game(&["Liv", "Ola"], 10);
    let err = a.write(&folder, 10).unwrap_err();
    assert!(matches!(
        err.downcast_ref::<JournalError>(),
        Some(JournalError::FolderMissing { .. })
    ));
    assert!(a.store.sync_pending().unwrap());
    folder.set_away(false);
    a.write(&folder, 11).unwrap();
    assert_eq!(kinds(&folder, "aaaa"), ["game", "round", "game"]);
    assert!(!a.store.sync_pending().unwrap());
}

#[test]
fn a_dry_run_says_what_would_come_and_changes_nothing() {
    let (folder, mut a, mut b, game) = shared();
    a.round(game, &["5", "7"], 1, 10);
    a.write(&folder, 10).unwrap();
    b.game(&["Liv", "Ola"], 11);
    let before = folder.file("skyjo-aaaa.jsonl");
    let done = b.run(&folder, 12, true);
    assert_eq!((done.merged.came_in, done.to_write.len()), (1, 1));
    assert_eq!(folder.file("skyjo-bbbb.jsonl"), None);
    assert_eq!(folder.file("skyjo-aaaa.jsonl"), before);
    assert_eq!(b.get(game).rounds.len(), 1);
    let done = b.sync(&folder, 13);
    assert_eq!(done.merged.came_in, 1);
    assert_eq!(b.get(game).rounds.len(), 2);
    assert_eq!(kinds(&folder, "bbbb"), ["game"]);
}

#[test]
fn three_devices_end_with_the_same_games() {
    let (folder, mut a, mut b, game) = shared();
    let mut c = Dev::new("cccc");
    c.game(&["Liv", "Ola"], 4);
    b.round(game, &["3", "9"], 0, 5);
    a.store.set_note(game, Some("at the cabin"), at(6)).unwrap();
    c.sync(&folder, 7);
    b.sync(&folder, 8);
    a.sync(&folder, 9);
    c.sync(&folder, 10);
    b.sync(&folder, 11);
    for d in [&a, &b, &c] {
        assert_eq!(d.games(), Some(2));
        assert_eq!(d.get(1), a.get(1));
        assert_eq!(d.get(2), a.get(2));
    }
    assert_eq!(a.get(game).note.as_deref(), Some("at the cabin"));
    assert_eq!(a.entries(game), [["10", "20"], ["3", "9"]]);
    assert_eq!(a.get(2).players, ["Liv", "Ola"]);
}

/// A sync looks for changes set aside in the games it read only, by the
/// operations' index: what it finds in a game is what a look through every
/// game finds there, and a change set aside in another game before is not
/// said again.
#[test]
fn a_sync_looks_for_changes_set_aside_in_the_games_it_read_only() {
    let (folder, mut a, mut b, game) = shared();
    let other = a.game(&["Åse", "Jørgen"], 20);
    a.round(other, &["5", "6"], 0, 21);
    a.sync(&folder, 22);
    b.sync(&folder, 23);
    let other_at_b = b.games().expect("the second game came in");
    a.correct(other, 1, &["7", "6"], 0, 24);
    b.correct(other_at_b, 1, &["8", "6"], 0, 25);
    b.sync(&folder, 26);
    let first = a.sync(&folder, 27);
    let said: Vec<GameId> = first.merged.set_aside.iter().map(|s| s.game).collect();
    assert_eq!(said, [other]);
    a.correct(game, 1, &["11", "20"], 0, 30);
    b.correct(game, 1, &["12", "20"], 0, 31);
    b.sync(&folder, 32);
    let second = a.sync(&folder, 33);
    let said: Vec<GameId> = second.merged.set_aside.iter().map(|s| s.game).collect();
    assert_eq!(said, [game]);
    let conn = &a.store.conn;
    let lost = |asides: Vec<ops::SetAsideOp>| -> Vec<String> {
        asides.into_iter().map(|aside| aside.lost).collect()
    };
    let every = ops::set_aside(conn, ops::Games::All).unwrap();
    assert_eq!(every.len(), 2);
    for number in [game, other] {
        let uid = uid_of(conn, number).unwrap().unwrap();
        let found = ops::set_aside(conn, ops::Games::Only(&BTreeSet::from([uid]))).unwrap();
        let in_every: Vec<String> = every
            .iter()
            .filter(|aside| aside.change.game == Some(number))
            .map(|aside| aside.lost.clone())
            .collect();
        assert_eq!(lost(found), in_every);
        assert_eq!(in_every.len(), 1);
    }
    assert!(
        ops::set_aside(conn, ops::Games::Only(&BTreeSet::new()))
            .unwrap()
            .is_empty()
    );
}
