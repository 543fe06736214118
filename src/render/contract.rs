//! docs/cli.md is the JSON contract: every key it shows for a command is a
//! key of the command's view, and the view has no key it does not show.
//! The manual writes most shapes in short (`{"name", "games"}`: keys without
//! values, `{...}` for an object it does not spell out); the reader below
//! takes that form and real JSON alike.

use std::collections::{BTreeSet, HashMap};

use chrono::{DateTime, Utc};

use super::history::{LogView, PlayersView, RatingsView, RescoredView, RivalryView, StatsView};
use super::view::ShowView;
use super::{ConfigView, history};
use crate::rating;
use crate::store::stats::Period;
use crate::store::{Corrections, NewRound, Reads, Rounds, StoredGame};

/// A shape as the manual writes it.
#[derive(Debug)]
pub(crate) enum Shape {
    /// An object: its keys, each with its shape when one is given; `open`
    /// when it ends in `...` (its other keys are not spelled out).
    Object(Vec<(String, Option<Shape>)>, bool),
    /// A list of elements of these shapes.
    List(Vec<Shape>),
    /// A number, a string, `null`, a placeholder such as `PATH`.
    Scalar,
}

/// Reads the shape at the start of `text`, returning what follows. Of
/// alternatives (`{"grid", "raw"} | {"total"}`, `"Åsa" | null`) the first is
/// the shape: the others are read past.
pub(crate) fn shape(text: &str) -> (Shape, &str) {
    let text = text.trim_start();
    if let Some(mut rest) = text.strip_prefix('{') {
        let (mut keys, mut open) = (Vec::new(), false);
        loop {
            rest = rest.trim_start();
            if let Some(after) = rest.strip_prefix('}') {
                return (Shape::Object(keys, open), after);
            }
            if let Some(after) = rest.strip_prefix(',') {
                rest = after;
            } else if let Some(after) = rest.strip_prefix("...") {
                (open, rest) = (true, after);
            } else if let Some(after) = rest.strip_prefix('|') {
                rest = shape(after).1;
            } else {
                let (key, after) = string(rest);
                rest = after.trim_start();
                let value = match rest.strip_prefix(':') {
                    Some(after) => {
                        let (value, after) = shape(after);
                        rest = after;
                        Some(value)
                    }
                    None => None,
                };
                if key == "..." {
                    open = true;
                } else {
                    keys.push((key, value));
                }
            }
        }
    }
    if let Some(mut rest) = text.strip_prefix('[') {
        let mut elements = Vec::new();
        loop {
            rest = rest.trim_start();
            if let Some(after) = rest.strip_prefix(']') {
                return (Shape::List(elements), after);
            }
            if let Some(after) = rest.strip_prefix(',').or(rest.strip_prefix("...")) {
                rest = after;
            } else {
                let (element, after) = shape(rest);
                elements.push(element);
                rest = after;
            }
        }
    }
    if text.starts_with('"') {
        return (Shape::Scalar, string(text).1);
    }
    let end = text.find([',', '}', ']']).unwrap_or(text.len());
    (Shape::Scalar, &text[end..])
}

fn string(text: &str) -> (String, &str) {
    let inner = text.strip_prefix('"').expect("a quoted key");
    let end = inner.find('"').expect("a closed quote");
    (inner[..end].to_string(), &inner[end + 1..])
}

/// The key paths a shape names (`players[].name`), and those whose inside
/// the manual leaves open (a key without a value, `{...}`, and an object
/// that ends in `...`: the keys it names are examples, as a player's name).
fn shape_paths(shape: &Shape, at: &str, keys: &mut BTreeSet<String>, open: &mut BTreeSet<String>) {
    match shape {
        Shape::Object(_, true) if !at.is_empty() => {
            open.insert(at.to_string());
        }
        Shape::Object(members, is_open) => {
            if *is_open {
                open.insert(at.to_string());
            }
            for (key, value) in members {
                let path = join(at, key);
                keys.insert(path.clone());
                match value {
                    Some(value) => shape_paths(value, &path, keys, open),
                    None => {
                        open.insert(path);
                    }
                }
            }
        }
        Shape::List(elements) => {
            for element in elements {
                shape_paths(element, &format!("{at}[]"), keys, open);
            }
        }
        Shape::Scalar => {
            open.insert(at.to_string());
        }
    }
}

fn join(at: &str, key: &str) -> String {
    if at.is_empty() {
        key.to_string()
    } else {
        format!("{at}.{key}")
    }
}

/// The key paths of a view's JSON, not inside the paths in `open`.
fn value_paths(value: &serde_json::Value, at: &str, open: &BTreeSet<String>) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    if open.contains(at) {
        return out;
    }
    match value {
        serde_json::Value::Object(map) => {
            for (key, value) in map {
                let path = join(at, key);
                out.insert(path.clone());
                out.extend(value_paths(value, &path, open));
            }
        }
        serde_json::Value::Array(list) => {
            for element in list {
                out.extend(value_paths(element, &format!("{at}[]"), open));
            }
        }
        _ => {}
    }
    out
}

/// The section of docs/cli.md under the heading that starts `heading`.
pub(crate) fn section(heading: &str) -> &'static str {
    let doc = include_str!("../../docs/cli.md");
    let start = doc.find(&format!("\n### {heading}")).expect("documented") + 1;
    let body = &doc[start + 4..];
    &doc[start..start + 4 + body.find("\n### ").unwrap_or(body.len())]
}

/// The shape the manual gives for `--json` of `name`: its JSON example, or
/// else its `nth` inline shape (a code span starting `{`).
pub(crate) fn documented(name: &str, nth: usize) -> Shape {
    let text = section(&format!("`{name} --json`"));
    if let Some(at) = text.find("```json\n") {
        return shape(&text[at + 8..]).0;
    }
    let span = text
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|span| span.starts_with('{'))
        .nth(nth)
        .expect("an inline shape");
    shape(span).0
}

/// Asserts the view's keys are the shape's keys plus `also` (keys the
/// manual names in words), less `not`.
pub(crate) fn holds(view: &impl serde::Serialize, shape: &Shape, also: &[&str], not: &[&str]) {
    let (mut keys, mut open) = (BTreeSet::new(), BTreeSet::new());
    shape_paths(shape, "", &mut keys, &mut open);
    keys.extend(also.iter().map(|k| k.to_string()));
    for key in not {
        assert!(keys.remove(*key), "{key} is not documented");
    }
    let value = serde_json::to_value(view).unwrap();
    assert_eq!(value_paths(&value, "", &open), keys, "{value:#}");
}

/// A history of four finished games of one round each of Anna, Bertil and
/// Cecilia, the last of Skyjo Action (so that the keys of an edition apart
/// show), a corrected round, a renamed player.
fn history_store() -> crate::store::Store {
    let mut store = crate::store::Store::open_in_memory().unwrap();
    let rules = crate::rules::Rules {
        end: crate::rules::GameEnd::Rounds(1),
        ..crate::rules::Rules::default()
    };
    let names = ["Anna", "Bertil", "Cecilia"].map(String::from);
    let start: DateTime<Utc> = "2026-01-01T19:00:00Z".parse().unwrap();
    let rounds = [
        ["10", "20", "30"],
        ["25", "5", "12"],
        ["8", "8", "40"],
        ["3", "9", "1"],
    ];
    // A test names the edition it plays; the code under test never does.
    let other = crate::rules::Rules {
        edition: crate::rules::Edition::Action,
        ..rules
    };
    for (day, totals) in rounds.iter().enumerate() {
        let rules = if day == 3 { other } else { rules };
        let at = start + chrono::Duration::days(day as i64);
        let game = store.create_game(&names, &rules, at, None).unwrap();
        let entries: Vec<crate::rules::Entry> = names
            .iter()
            .zip(totals)
            .map(|(name, text)| crate::rules::Entry::parse(name, text, &rules).unwrap())
            .collect();
        let scored = crate::rules::score_round(&rules, &entries, day % 3).unwrap();
        store
            .add_round(game, &NewRound::scored(&entries, &scored), at)
            .unwrap();
        if day == 0 {
            // Anna's round corrected: she had 12, not 10.
            let mut entries = entries;
            entries[0] = crate::rules::Entry::parse("Anna", "12", &rules).unwrap();
            let scored = crate::rules::score_round(&rules, &entries, 0).unwrap();
            store
                .replace_round(game, 1, &NewRound::scored(&entries, &scored), at)
                .unwrap();
        }
    }
    store.rename_player("Cecilia", "Cilla", start).unwrap();
    store
}

fn whole() -> Period {
    Period {
        since: None,
        until: None,
        edition: None,
    }
}

#[test]
fn players_views_have_every_documented_key_and_no_other() {
    let store = history_store();
    let players = store.players().unwrap();
    assert!(players.iter().any(|p| p.name == "Anna" && p.games > 0));
    holds(
        &PlayersView::of(players),
        &documented("players", 0),
        &[],
        &[],
    );
    let renamed = history::RenamedView {
        renamed: history::Renamed {
            from: "Cecilia".into(),
            to: "Cilla".into(),
        },
    };
    holds(&renamed, &documented("players", 1), &[], &[]);
    let merged = history::MergedView {
        merged: history::Merged {
            games_moved: 2,
            kept: "Anna".into(),
            removed: "Zed".into(),
        },
    };
    holds(&merged, &documented("players", 2), &[], &[]);
}

#[test]
fn stats_view_has_every_documented_key_and_no_other() {
    let stats = history_store().player_stats(whole(), None).unwrap();
    let view = StatsView::of(stats, whole());
    holds(&view, &documented("stats", 0), &[], &[]);
    let json = serde_json::to_value(&view).unwrap();
    // The narrower old name and the right one are the same number.
    for player in json["players"].as_array().unwrap() {
        assert_eq!(player["columns_removed"], player["lines_removed"]);
    }
}

#[test]
fn rivalry_view_has_every_documented_key_and_no_other() {
    let rivalry = history_store().rivalry("Anna", "Bertil", whole()).unwrap();
    assert!(!rivalry.meetings.is_empty(), "they met");
    let view = RivalryView::of(&rivalry, whole());
    assert_eq!(view.games, view.a_ahead + view.b_ahead + view.level);
    holds(&view, &documented("rivalry", 0), &[], &[]);
}

#[test]
fn ratings_views_have_every_documented_key_and_no_other() {
    let (games, names) = history_store().outcomes(whole()).unwrap();
    assert!(!games.is_empty(), "finished games are rated");
    let names: HashMap<i64, String> = names.into_iter().collect();
    let outcomes: Vec<rating::Outcome> = games.iter().map(|(_, _, o)| o.clone()).collect();
    let documented = documented("ratings", 0);
    let method = rating::Method::Elo;
    let history = method.rate(&outcomes);
    let view = RatingsView::of(method, &games, &names, &history, whole());
    holds(&view, &documented, &[], &[]);
    // Weng-Lin: no K, and each player's uncertainty, as the manual says.
    let method = rating::Method::WengLin;
    let history = method.rate(&outcomes);
    let view = RatingsView::of(method, &games, &names, &history, whole());
    holds(&view, &documented, &["players[].uncertainty"], &["k"]);
}

#[test]
fn log_view_has_every_documented_key_and_no_other() {
    let store = history_store();
    let (corrections, changes) = (
        store.corrections(None).unwrap(),
        store.changes(None).unwrap(),
    );
    assert_eq!(corrections.len(), 1);
    assert!(!changes.is_empty(), "the rename is logged");
    let view = LogView::of(&corrections, &changes, HashMap::new());
    holds(&view, &documented("log", 0), &[], &[]);
}

#[test]
fn rescored_view_is_the_show_view_and_two_keys() {
    let store = history_store();
    let game: StoredGame = store.game(2).unwrap().unwrap();
    let standings = game.standings();
    let view = RescoredView {
        show: ShowView::of(&game, &standings),
        saved: None,
        ends_after_round: Some(3),
        game: &game,
        standings: &standings,
        was: game.rules,
    };
    holds(
        &view,
        &documented("show", 0),
        &["saved", "ends_after_round"],
        &[],
    );
    let json = serde_json::to_value(&view).unwrap();
    assert_eq!(json["ends_after_round"], 3);
    assert_eq!(json["saved"], false);
    assert_eq!(json["game"], 2);
}

#[test]
fn the_other_answers_have_every_documented_key_and_no_other() {
    let backup = history::BackupView {
        backup: "copy.db".into(),
        source: "h.db".into(),
    };
    holds(&backup, &documented("backup", 0), &[], &[]);
    let restored = history::RestoredView {
        restored: "copy.db".into(),
        backup: Some("h.before-restore-20261203-200000.db".into()),
        db: "h.db".into(),
    };
    holds(&restored, &documented("restore", 0), &[], &[]);
    let imported = history::ImportedView {
        added: 2,
        skipped: 0,
    };
    holds(&imported, &documented("import", 0), &[], &[]);
    let written = history::WrittenView {
        written: "r.html".into(),
    };
    let report = section("`skyjo report");
    let span = &report[report.find("`{\"written\"").expect("documented") + 1..];
    holds(&written, &shape(span).0, &[], &[]);
    let config = section("`skyjo config`");
    let span = &config[config.find("`{").expect("documented") + 1..];
    let rows = vec![("lang", "en".to_string(), crate::flags::Source::Default)];
    holds(
        &ConfigView::of("none.toml".into(), false, rows),
        &shape(span).0,
        &[],
        &[],
    );
}

/// The draft of a round being entered, in `show --json` and `status --json`,
/// has the keys the manual gives it; `round --discard-draft --json` too.
#[test]
fn draft_views_have_every_documented_key_and_no_other() {
    let mut store = crate::store::Store::open_in_memory().unwrap();
    let rules = crate::rules::Rules::default();
    let names = ["Åsa", "Björn", "Ölle"].map(String::from);
    let at: DateTime<Utc> = "2026-01-01T19:00:00Z".parse().unwrap();
    let game = store.create_game(&names, &rules, at, None).unwrap();
    let entry =
        crate::rules::Entry::parse("Åsa", "1 2 3 4 / 5 6 7 8 / 9 10 11 12", &rules).unwrap();
    store.put_draft_entry(game, 1, 0, &entry, at).unwrap();
    store.put_draft_closer(game, 1, 0, at).unwrap();
    let stored = store.game(game).unwrap().unwrap();
    let draft = store.draft(game).unwrap().unwrap();
    let view = super::view::DraftView::of(&stored, &draft);
    let show = section("`show --json`");
    let span = &show[show.find("`{\"round\"").expect("documented") + 1..];
    holds(&view, &shape(span).0, &[], &[]);
    let json = serde_json::to_value(&view).unwrap();
    assert_eq!(json["missing"], serde_json::json!(["Björn", "Ölle"]));
    assert_eq!(json["closer"], "Åsa");
    assert_eq!(json["stale"], false);
    let discarded = super::view::DraftDiscardedView {
        discarded_round: Some(1),
        game,
    };
    let round = section("`round --json`");
    let span = &round[round.find("`{\"discarded_round\"").expect("documented") + 1..];
    holds(&discarded, &shape(span).0, &[], &[]);
}

/// `sync --json` has the keys of the manual's example, a journal, a game
/// renumbered, a change refused and a bad line among them; and the `sync`
/// object of `status --json` the keys the manual names.
#[test]
fn sync_views_have_every_documented_key_and_no_other() {
    use crate::store::{
        CameIn, LateRounds, Merged, MoveReason, NameFits, Refused, RefusedOp, Renumbered,
    };
    use crate::transfer::journal::{BadLine, LineProblem};
    let view = super::sync::SyncView {
        folder: "/home/anna/Sync/skyjo".into(),
        device: "7a5a3761f997c09f".into(),
        dry_run: false,
        new_device: false,
        journals: vec![super::sync::JournalSeen {
            file: "skyjo-29d48b0ead952eb9.jsonl".into(),
            device: "29d48b0ead952eb9".into(),
            operations: 2,
            again: false,
            torn: false,
            refused: false,
        }],
        written: 0,
        own_file: "skyjo-7a5a3761f997c09f.jsonl".into(),
        own_file_there: true,
        was_device: Some("98d3c1e07a5f2b44".into()),
        backup: Some("skyjo.before-sync-20261203-210000.db".into()),
        kept_in: Some("config.toml".into()),
        retired: Vec::new(),
        merged: super::sync::SyncMerge::of(&Merged {
            came_in: 2,
            renumbered: vec![Renumbered {
                from: 6,
                to: 8,
                why: MoveReason::GivenFirst,
            }],
            from_devices: 1,
            copies: vec!["98d3c1e07a5f2b44".into()],
            late_rounds: vec![LateRounds {
                game: 5,
                rounds: vec![3],
            }],
            current: Some(CameIn {
                game: 7,
                players: vec!["Åse".into(), "Jørgen".into()],
            }),
            refused: vec![Refused {
                origin: "skyjo-29d48b0ead952eb9.jsonl:8".into(),
                problem: RefusedOp::NoSuchGame { game: "u1".into() },
            }],
            names: vec![NameFits {
                name: "Soren".into(),
                players: vec!["Sören".into(), "Søren".into()],
            }],
            ..Merged::default()
        }),
        bad_lines: vec![BadLine {
            file: "skyjo-29d48b0ead952eb9.jsonl".into(),
            line: 7,
            problem: LineProblem::NotJson {
                detail: "expected value".into(),
                cut: false,
            },
        }],
    };
    holds(&view, &documented("sync", 0), &[], &[]);
    let status = section("`skyjo status`");
    let span = &status[status.find("`{\"last_read\"").expect("documented") + 1..];
    let device = crate::store::Device {
        id: "7a5a3761f997c09f".into(),
        last_read: Some("2026-12-03T08:47:00Z".parse().unwrap()),
        last_in: 0,
    };
    holds(
        &super::view::SyncStatus::of(&device, true),
        &shape(span).0,
        &[],
        &[],
    );
}
