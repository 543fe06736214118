//! The backup file of the Board Game Stats app (`BGStatsExport.json`), read
//! as games of final totals only (docs/export.md, "From BG Stats").
//!
//! A BG Stats play has each player's final score and no rounds. Its Skyjo
//! plays become game records with `final_totals` and no rounds; the rest of
//! the import is the import of our own records, so the same checks, the same
//! transaction and the same uid rule (importing again adds nothing) apply.

use std::collections::HashMap;

use anyhow::Result;
use chrono::{NaiveDateTime, SecondsFormat, TimeZone, Utc};
use serde::Deserialize;

use super::TransferError;
use super::error::NotJson;
use crate::rules::{Edition, PLAYERS, Rules};
use crate::store::records::{GameHead, GameRecord};

/// The top level of a BG Stats export: the lists skyjo reads (the app writes
/// more, such as groups and tags, which are ignored).
#[derive(Debug, Deserialize)]
struct Export {
    players: Vec<Player>,
    games: Vec<Game>,
    plays: Vec<Play>,
    #[serde(default)]
    locations: Vec<Location>,
}

#[derive(Debug, Deserialize)]
struct Player {
    id: i64,
    #[serde(default)]
    name: String,
}

#[derive(Debug, Deserialize)]
struct Game {
    id: i64,
    #[serde(default)]
    name: String,
}

#[derive(Debug, Deserialize)]
struct Location {
    id: i64,
    #[serde(default)]
    name: String,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Play {
    #[serde(default)]
    uuid: String,
    game_ref_id: i64,
    #[serde(default)]
    play_date: String,
    #[serde(default)]
    location_ref_id: Option<i64>,
    #[serde(default)]
    player_scores: Vec<PlayerScore>,
    /// Marked in the app to be left out of its statistics.
    #[serde(default)]
    ignored: bool,
    /// Played in teams: the scores are the teams', not each player's.
    #[serde(default)]
    uses_teams: bool,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct PlayerScore {
    player_ref_id: i64,
    /// A string in the app's files ("23"), sometimes empty; a number is taken too.
    #[serde(default)]
    score: Option<serde_json::Value>,
    #[serde(default)]
    seat_order: Option<i64>,
}

/// Why a Skyjo play of the file was not taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Skip {
    /// A player has an empty or non-numeric score.
    NoScores,
    /// Fewer than 2 or more than 8 players.
    Players,
    /// A player the file does not name, or names that are not 1 to 24
    /// characters, or the same name twice.
    Names,
    /// No readable `playDate`.
    Date,
    /// No `uuid`.
    NoId,
    /// Marked in the app to be left out of its statistics.
    Ignored,
    /// Played in teams, which a game of Skyjo has not: whose score is whose
    /// cannot be told.
    Teams,
}

impl Skip {
    /// Every reason, in the order a summary lists them.
    pub const ALL: [Skip; 7] = [
        Skip::NoScores,
        Skip::Players,
        Skip::Names,
        Skip::Date,
        Skip::NoId,
        Skip::Ignored,
        Skip::Teams,
    ];

    /// The key of the reason in `--json`.
    pub fn key(self) -> &'static str {
        match self {
            Skip::NoScores => "no_scores",
            Skip::Players => "players",
            Skip::Names => "names",
            Skip::Date => "date",
            Skip::NoId => "no_id",
            Skip::Ignored => "ignored",
            Skip::Teams => "teams",
        }
    }

    /// The catalog id of the reason's words.
    pub fn message_id(self) -> &'static str {
        match self {
            Skip::NoScores => "bgstats-skip-no-scores",
            Skip::Players => "bgstats-skip-players",
            Skip::Names => "bgstats-skip-names",
            Skip::Date => "bgstats-skip-date",
            Skip::NoId => "bgstats-skip-no-id",
            Skip::Ignored => "bgstats-skip-ignored",
            Skip::Teams => "bgstats-skip-teams",
        }
    }
}

/// The Skyjo plays of a BG Stats export as game records, and what was left out.
#[derive(Debug, Clone, PartialEq)]
pub struct BgStatsPlays {
    /// One totals-only game per usable Skyjo play, in the file's order.
    pub games: Vec<GameRecord>,
    /// Plays of other games.
    pub other_games: usize,
    /// Skyjo plays left out, by reason.
    pub skipped: HashMap<Skip, usize>,
}

/// Reads a BG Stats export. `file` names it in errors; `zone` turns the app's
/// local play times into UTC (the machine's zone, or a fixed one in tests).
pub fn read<Tz: TimeZone>(text: &[u8], file: &str, zone: &Tz) -> Result<BgStatsPlays> {
    let file = file.to_string();
    let value: serde_json::Value =
        serde_json::from_slice(text).map_err(|e| TransferError::BgStatsNotJson {
            file: file.clone(),
            why: NotJson::of(&e),
        })?;
    let lists = ["players", "games", "plays"];
    if !lists
        .iter()
        .all(|k| value.get(k).is_some_and(|v| v.is_array()))
    {
        return Err(TransferError::BgStatsNotExport { file }.into());
    }
    let export: Export =
        serde_json::from_value(value).map_err(|e| TransferError::BgStatsInvalid {
            file: file.clone(),
            detail: e.to_string(),
        })?;
    Ok(plays(&export, zone))
}

/// The edition of a game of the app by its name: "Skyjo" is the classic
/// game, "Skyjo Action" the second edition (kept apart in the statistics,
/// since it scores otherwise); any other name is another game.
fn edition_named(name: &str) -> Option<Edition> {
    let words: Vec<&str> = name.split_whitespace().collect();
    match words.join(" ").to_lowercase().as_str() {
        "skyjo" => Some(Edition::Classic),
        "skyjo action" => Some(Edition::Action),
        _ => None,
    }
}

fn plays<Tz: TimeZone>(export: &Export, zone: &Tz) -> BgStatsPlays {
    let skyjo: HashMap<i64, Edition> = export
        .games
        .iter()
        .filter_map(|g| Some((g.id, edition_named(&g.name)?)))
        .collect();
    let names: HashMap<i64, &str> = export
        .players
        .iter()
        .map(|p| (p.id, p.name.trim()))
        .collect();
    let places: HashMap<i64, &str> = export
        .locations
        .iter()
        .map(|l| (l.id, l.name.trim()))
        .collect();
    let mut out = BgStatsPlays {
        games: Vec::new(),
        other_games: 0,
        skipped: HashMap::new(),
    };
    for play in &export.plays {
        let Some(&edition) = skyjo.get(&play.game_ref_id) else {
            out.other_games += 1;
            continue;
        };
        match game(play, edition, &names, &places, zone) {
            Ok(game) => out.games.push(game),
            Err(skip) => *out.skipped.entry(skip).or_default() += 1,
        }
    }
    out
}

/// One play of Skyjo of `edition` as a totals-only game, or why it cannot be one.
fn game<Tz: TimeZone>(
    play: &Play,
    edition: Edition,
    names: &HashMap<i64, &str>,
    places: &HashMap<i64, &str>,
    zone: &Tz,
) -> Result<GameRecord, Skip> {
    if play.ignored {
        return Err(Skip::Ignored);
    }
    if play.uses_teams {
        return Err(Skip::Teams);
    }
    if !PLAYERS.contains(&play.player_scores.len()) {
        return Err(Skip::Players);
    }
    // Seats in the app's seat order where it has one, else as listed.
    let mut seats: Vec<&PlayerScore> = play.player_scores.iter().collect();
    seats.sort_by_key(|s| s.seat_order.unwrap_or(i64::MAX));
    let totals = seats
        .iter()
        .map(|s| score(s.score.as_ref()))
        .collect::<Option<Vec<i32>>>()
        .ok_or(Skip::NoScores)?;
    let players: Vec<String> = seats
        .iter()
        .map(|s| names.get(&s.player_ref_id).map(|n| n.to_string()))
        .collect::<Option<_>>()
        .ok_or(Skip::Names)?;
    // The import's own check, asked first: a play is skipped, not the file refused.
    if !crate::rules::names::storable(&players) {
        return Err(Skip::Names);
    }
    if play.uuid.trim().is_empty() {
        return Err(Skip::NoId);
    }
    let played_at = NaiveDateTime::parse_from_str(play.play_date.trim(), "%Y-%m-%d %H:%M:%S")
        .ok()
        .and_then(|t| zone.from_local_datetime(&t).earliest())
        .ok_or(Skip::Date)?
        .with_timezone(&Utc);
    let note = play
        .location_ref_id
        .and_then(|id| places.get(&id))
        .filter(|n| !n.is_empty())
        .map(|n| n.to_string());
    Ok(GameRecord {
        uid: play.uuid.trim().to_string(),
        head: GameHead {
            played_at: played_at.to_rfc3339_opts(SecondsFormat::Secs, true),
            rules: Rules {
                edition,
                ..Rules::default()
            },
            players,
            name: None,
            note,
            abandoned: false,
            final_totals: Some(totals),
        },
        rounds: Vec::new(),
        corrections: Vec::new(),
    })
}

/// A final score as the app writes it: "23", " -4 ", or a number.
fn score(value: Option<&serde_json::Value>) -> Option<i32> {
    match value? {
        serde_json::Value::String(s) => s.trim().parse().ok(),
        serde_json::Value::Number(n) => n.as_i64().and_then(|n| i32::try_from(n).ok()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn export(plays: &str) -> String {
        format!(
            r#"{{"players": [{{"id": 1, "name": "Anna"}}, {{"id": 2, "name": "bertil"}}, {{"id": 3, "name": ""}}],
               "games": [{{"id": 7, "name": "SKYJO", "bggId": 245476, "highestWins": false}},
                         {{"id": 8, "name": "Uno", "highestWins": false}}],
               "locations": [{{"id": 4, "name": "Stugan"}}],
               "plays": [{plays}]}}"#
        )
    }

    #[test]
    fn a_skyjo_play_becomes_a_game_of_final_totals_in_seat_order() {
        let text = export(
            r#"{"uuid": "u1", "gameRefId": 7, "playDate": "2024-12-24 19:30:00", "locationRefId": 4,
                "playerScores": [{"playerRefId": 2, "score": "40", "seatOrder": 2, "winner": false},
                                 {"playerRefId": 1, "score": " -3 ", "seatOrder": 1, "winner": true}]}"#,
        );
        let zone = chrono::FixedOffset::east_opt(3600).unwrap();
        let read = read(text.as_bytes(), "x.json", &zone).unwrap();
        assert_eq!(read.other_games, 0);
        let game = &read.games[0];
        assert_eq!(game.head.players, ["Anna", "bertil"]);
        assert_eq!(game.head.final_totals, Some(vec![-3, 40]));
        // 19:30 at UTC+1 is 18:30 UTC.
        assert_eq!(game.head.played_at, "2024-12-24T18:30:00Z");
        assert_eq!(game.head.note.as_deref(), Some("Stugan"));
        assert_eq!(game.uid, "u1");
    }

    #[test]
    fn a_play_of_skyjo_action_becomes_a_game_of_skyjo_action() {
        let text = r#"{"players": [{"id": 1, "name": "Anna"}, {"id": 2, "name": "Bertil"}],
            "games": [{"id": 7, "name": "SKYJO"}, {"id": 9, "name": " Skyjo  Action "},
                      {"id": 8, "name": "Skyjo Junior"}],
            "plays": [
              {"uuid": "c", "gameRefId": 7, "playDate": "2024-12-24 19:30:00",
               "playerScores": [{"playerRefId": 1, "score": "40"}, {"playerRefId": 2, "score": "50"}]},
              {"uuid": "a", "gameRefId": 9, "playDate": "2024-12-25 19:30:00",
               "playerScores": [{"playerRefId": 1, "score": "-12"}, {"playerRefId": 2, "score": "75"}]},
              {"uuid": "j", "gameRefId": 8, "playDate": "2024-12-25 19:30:00",
               "playerScores": [{"playerRefId": 1, "score": "1"}, {"playerRefId": 2, "score": "2"}]}]}"#;
        let read = read(text.as_bytes(), "x.json", &Utc).unwrap();
        let editions: Vec<(&str, Edition)> = read
            .games
            .iter()
            .map(|g| (g.uid.as_str(), g.head.rules.edition))
            .collect();
        assert_eq!(editions, [("c", Edition::Classic), ("a", Edition::Action)]);
        assert_eq!(read.games[1].head.final_totals, Some(vec![-12, 75]));
        assert_eq!(read.other_games, 1, "Skyjo Junior is another game");
    }

    #[test]
    fn plays_without_scores_or_players_or_names_are_counted_not_taken() {
        let text = export(
            r#"{"uuid": "a", "gameRefId": 8, "playDate": "2024-01-01 10:00:00", "playerScores": []},
               {"uuid": "b", "gameRefId": 7, "playDate": "2024-01-01 10:00:00",
                "playerScores": [{"playerRefId": 1, "score": ""}, {"playerRefId": 2, "score": "3"}]},
               {"uuid": "c", "gameRefId": 7, "playDate": "2024-01-01 10:00:00",
                "playerScores": [{"playerRefId": 1, "score": "4"}]},
               {"uuid": "d", "gameRefId": 7, "playDate": "2024-01-01 10:00:00",
                "playerScores": [{"playerRefId": 1, "score": "4"}, {"playerRefId": 3, "score": "5"}]},
               {"uuid": "e", "gameRefId": 7, "playDate": "yesterday",
                "playerScores": [{"playerRefId": 1, "score": 4}, {"playerRefId": 2, "score": "5"}]},
               {"uuid": "f", "gameRefId": 7, "playDate": "2024-01-01 10:00:00",
                "playerScores": [{"playerRefId": 1, "score": "x"}, {"playerRefId": 2, "score": "5"}]}"#,
        );
        let read = read(text.as_bytes(), "x.json", &Utc).unwrap();
        assert!(read.games.is_empty());
        assert_eq!(read.other_games, 1);
        assert_eq!(read.skipped[&Skip::NoScores], 2);
        assert_eq!(read.skipped[&Skip::Players], 1);
        assert_eq!(read.skipped[&Skip::Names], 1);
        assert_eq!(read.skipped[&Skip::Date], 1);
    }

    #[test]
    fn a_file_that_is_not_a_bg_stats_export_is_refused() {
        let not_json = read(b"hello", "x.json", &Utc).unwrap_err();
        assert!(matches!(
            not_json.downcast_ref(),
            Some(TransferError::BgStatsNotJson { .. })
        ));
        let skyjo_export = br#"{"format": "skyjo", "version": 1, "games": []}"#;
        let other = read(skyjo_export, "x.json", &Utc).unwrap_err();
        assert!(matches!(
            other.downcast_ref(),
            Some(TransferError::BgStatsNotExport { .. })
        ));
        let bad = br#"{"players": [], "games": [], "plays": [{"uuid": 3}]}"#;
        let invalid = read(bad, "x.json", &Utc).unwrap_err();
        assert!(matches!(
            invalid.downcast_ref(),
            Some(TransferError::BgStatsInvalid { .. })
        ));
    }
}
