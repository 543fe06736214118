//! The export format (docs/export.md): whole games with their rules, every
//! entered cell and every correction, keyed by a stable uid. Export, import
//! and the history generator all go through these records.

use anyhow::{Result, bail};
use chrono::{DateTime, SecondsFormat, Utc};
use rusqlite::TransactionBehavior;
use serde::{Deserialize, Serialize};

use super::corrections::insert_correction;
use super::{
    CorrectionRecord, GameId, NewRound, RecordProblem, RoundRecord, Store, StoreError, StoredGame,
    StoredRound, insert_game, insert_round, load_game, parse_time, round_record, write_results_of,
};
use crate::rules::{self, Entry, Rules};

/// The `format` field of an export file.
pub const FORMAT: &str = "skyjo";
/// The newest export version this skyjo writes and reads.
pub const VERSION: u32 = 1;

/// A whole export file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Export {
    /// Always "skyjo".
    pub format: String,
    /// The format version (1).
    pub version: u32,
    /// The games, oldest first (in the order they were entered when started in the same second).
    pub games: Vec<GameRecord>,
}

/// One game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The stable id: a game with a uid already in the history is not imported again.
    pub uid: String,
    /// When it was started, UTC, RFC 3339.
    pub played_at: String,
    /// Its rules.
    pub rules: Rules,
    /// The players' names in seat order.
    pub players: Vec<String>,
    /// Its rounds, first first.
    pub rounds: Vec<RoundRecord>,
    /// Rounds replaced by corrections, oldest first.
    #[serde(default)]
    pub corrections: Vec<CorrectionRecord>,
}

/// What an import did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ImportReport {
    /// Games added.
    pub added: usize,
    /// Games already in the history (same uid), left as they are.
    pub skipped: usize,
}

fn time_text(time: DateTime<Utc>) -> String {
    time.to_rfc3339_opts(SecondsFormat::Secs, true)
}

impl Export {
    /// Reads an export file's text, refusing other formats and newer versions.
    pub fn parse(text: &str, shown: &str) -> Result<Export> {
        /// The two fields that say what a file is.
        #[derive(Deserialize)]
        struct Header {
            format: Option<serde_json::Value>,
            version: Option<serde_json::Value>,
        }
        // One pass in the usual case; the header is only read to explain a failure.
        let full = serde_json::from_str::<Export>(text);
        let header: Header = match &full {
            Ok(export) => Header {
                format: Some(export.format.clone().into()),
                version: Some(export.version.into()),
            },
            Err(_) => serde_json::from_str(text).map_err(|e| StoreError::ExportNotJson {
                file: shown.to_string(),
                detail: e.to_string(),
            })?,
        };
        if header.format.as_ref().and_then(|f| f.as_str()) != Some(FORMAT) {
            bail!(StoreError::ExportNoFormat {
                file: shown.to_string()
            });
        }
        match header.version.as_ref().and_then(|v| v.as_u64()) {
            Some(v) if v > u64::from(VERSION) => {
                bail!(StoreError::ExportNewer {
                    file: shown.to_string(),
                    version: v,
                    known: VERSION
                })
            }
            Some(_) => {}
            None => bail!(StoreError::ExportNoVersion {
                file: shown.to_string()
            }),
        }
        Ok(full.map_err(|e| StoreError::ExportInvalid {
            file: shown.to_string(),
            detail: e.to_string(),
        })?)
    }
}

impl Store {
    /// The records of `games` (all games when empty), oldest first.
    pub fn export(&self, games: &[GameId]) -> Result<Vec<GameRecord>> {
        let ids: Vec<GameId> = if games.is_empty() {
            self.conn
                .prepare("SELECT id FROM game ORDER BY played_at, id")?
                .query_map([], |r| r.get(0))?
                .collect::<rusqlite::Result<_>>()?
        } else {
            games.to_vec()
        };
        let mut corrections = self.conn.prepare_cached(
            "SELECT round_number, corrected_at, note, old_round, new_round FROM correction WHERE game_id = ?1 ORDER BY id",
        )?;
        ids.iter()
            .map(|&id| {
                let game = load_game(&self.conn, id)?.ok_or(StoreError::NoGame { game: id })?;
                let corrections = corrections
                    .query_map([id], |r| {
                        Ok((
                            r.get::<_, u32>(0)?,
                            r.get::<_, String>(1)?,
                            r.get::<_, String>(2)?,
                            r.get::<_, String>(3)?,
                            r.get::<_, String>(4)?,
                        ))
                    })?
                    .map(|row| {
                        let (round, corrected_at, note, old, new) = row?;
                        Ok(CorrectionRecord {
                            round,
                            corrected_at,
                            note,
                            old: serde_json::from_str(&old)?,
                            new: serde_json::from_str(&new)?,
                        })
                    })
                    .collect::<Result<Vec<_>>>()?;
                Ok(GameRecord {
                    uid: game.uid.clone(),
                    played_at: time_text(game.played_at),
                    rules: game.rules,
                    players: game.players.clone(),
                    rounds: game.rounds.iter().map(|r| round_record(&game, r)).collect(),
                    corrections,
                })
            })
            .collect()
    }

    /// Imports `games` in one transaction: every game is checked by re-scoring
    /// its rounds under its rules; any error leaves the history as it was.
    /// Games whose uid is already present are skipped. `progress` is called
    /// with the number of games done.
    pub fn import(
        &mut self,
        games: &[GameRecord],
        progress: &mut dyn FnMut(usize),
    ) -> Result<ImportReport> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let mut report = ImportReport::default();
        for (i, record) in games.iter().enumerate() {
            let exists: bool = tx
                .prepare_cached("SELECT EXISTS (SELECT 1 FROM game WHERE uid = ?1)")?
                .query_row([&record.uid], |r| r.get(0))?;
            if exists {
                report.skipped += 1;
            } else {
                let mut game = check_game(record).map_err(|problem| StoreError::ImportGame {
                    uid: record.uid.clone(),
                    problem,
                })?;
                game.id = insert_game(
                    &tx,
                    Some(&record.uid),
                    game.played_at,
                    &game.rules,
                    &game.players,
                )?;
                insert_rounds(&tx, &game)?;
                for correction in &record.corrections {
                    insert_correction(&tx, game.id, correction)?;
                }
                write_results_of(&tx, &game)?;
                report.added += 1;
            }
            progress(i + 1);
        }
        tx.commit()?;
        Ok(report)
    }
}

fn insert_rounds(conn: &rusqlite::Connection, game: &StoredGame) -> Result<()> {
    game.rounds
        .iter()
        .try_for_each(|round| insert_round(conn, game.id, round))
}

/// Checks a game record against the rules engine and turns it into a stored
/// game (id 0 until inserted).
fn check_game(record: &GameRecord) -> Result<StoredGame, RecordProblem> {
    let n = record.players.len();
    if !rules::PLAYERS.contains(&n) {
        return Err(RecordProblem::PlayerCount { found: n });
    }
    for (i, name) in record.players.iter().enumerate() {
        if name.trim().is_empty()
            || record.players[..i]
                .iter()
                .any(|p| super::name_key(p) == super::name_key(name))
        {
            return Err(RecordProblem::Names);
        }
    }
    if record.uid.trim().is_empty() {
        return Err(RecordProblem::EmptyUid);
    }
    let played_at = parse_time(&record.played_at).map_err(|_| RecordProblem::Time {
        field: "played_at",
        text: record.played_at.clone(),
    })?;
    let mut rounds = Vec::with_capacity(record.rounds.len());
    for (i, round) in record.rounds.iter().enumerate() {
        rounds.push(check_round(record, round, i as u32 + 1)?);
    }
    let game = StoredGame {
        id: 0,
        uid: record.uid.clone(),
        played_at,
        rules: record.rules,
        players: record.players.clone(),
        rounds,
    };
    let results = game.results();
    if let Some(end) = rules::standings(&game.rules, n, &results).ended_early(results.len()) {
        return Err(RecordProblem::EndsEarly {
            end,
            rounds: results.len(),
        });
    }
    Ok(game)
}

fn check_round(
    record: &GameRecord,
    round: &RoundRecord,
    number: u32,
) -> Result<StoredRound, RecordProblem> {
    let n = record.players.len();
    if round.number != number {
        return Err(RecordProblem::Numbering {
            found: round.number,
            place: number,
        });
    }
    if [
        round.entries.len(),
        round.raw.len(),
        round.doubled.len(),
        round.scores.len(),
    ]
    .iter()
    .any(|&l| l != n)
    {
        return Err(RecordProblem::Lengths {
            round: number,
            players: n,
        });
    }
    let closer = record
        .players
        .iter()
        .position(|p| super::name_key(p) == super::name_key(&round.closer))
        .ok_or_else(|| RecordProblem::Closer {
            round: number,
            name: round.closer.clone(),
        })?;
    let refused = |problem| RecordProblem::Entry {
        round: number,
        problem,
    };
    let entries = record
        .players
        .iter()
        .zip(&round.entries)
        .map(|(name, text)| Entry::parse(name, text, &record.rules))
        .collect::<Result<Vec<_>, _>>()
        .map_err(refused)?;
    let scored = rules::score_round(&record.rules, &entries, closer).map_err(refused)?;
    for (seat, p) in scored.players.iter().enumerate() {
        if (p.raw, p.doubled, p.score) != (round.raw[seat], round.doubled[seat], round.scores[seat])
        {
            return Err(RecordProblem::Score {
                round: number,
                name: record.players[seat].clone(),
                score: round.scores[seat],
                raw: round.raw[seat],
                expected: p.score,
                expected_raw: p.raw,
            });
        }
    }
    Ok(StoredRound {
        number,
        closer,
        recorded_at: parse_time(&round.recorded_at).map_err(|_| RecordProblem::Time {
            field: "recorded_at",
            text: round.recorded_at.clone(),
        })?,
        players: NewRound::scored(&entries, &scored).players,
    })
}
