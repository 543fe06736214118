//! The export format (docs/export.md): whole games with their rules, every
//! entered cell and every correction, keyed by a stable uid. Export, import
//! and the history generator all go through these records.

use anyhow::{Result, bail};
use chrono::{DateTime, SecondsFormat, Utc};
use rusqlite::TransactionBehavior;
use serde::{Deserialize, Serialize};

use super::corrections::insert_correction;
use super::{
    CorrectionRecord, GameId, NewGame, NewRound, RecordProblem, RoundRecord, Store, StoreError,
    StoredGame, StoredRound, insert_game, insert_round, load_game, parse_time, round_record,
    write_results_of,
};
use crate::rules::{self, Entry, Rules};

/// The `format` field of an export file.
pub const FORMAT: &str = "skyjo";
/// The newest export version this skyjo writes and reads. Version 2 added
/// games of final totals only; an export without them is written as version 1,
/// which older skyjo versions still read.
pub const VERSION: u32 = 2;

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
    /// Its name, if it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Its note, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// Whether it was abandoned.
    #[serde(default, skip_serializing_if = "is_false")]
    pub abandoned: bool,
    /// A game that holds only its final totals (from BG Stats), in seat
    /// order; it then has no rounds. Export version 2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub final_totals: Option<Vec<i32>>,
}

fn is_false(b: &bool) -> bool {
    !b
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

/// Reads an export file as a stream: the header first, then each game as it
/// is parsed, handed to `add`. A failure of `add` is kept in `failure` (serde
/// only carries text), so the caller gets the typed error back.
struct ExportSeed<'a> {
    file: &'a str,
    add: &'a mut dyn FnMut(GameRecord) -> Result<()>,
    failure: &'a mut Option<anyhow::Error>,
    started: &'a mut bool,
}

impl ExportSeed<'_> {
    fn fail<E: serde::de::Error>(&mut self, err: anyhow::Error) -> E {
        *self.failure = Some(err);
        E::custom("refused")
    }

    /// The header read so far must say "skyjo", version 1 or older.
    fn check_header(
        &self,
        format: &Option<serde_json::Value>,
        version: &Option<serde_json::Value>,
    ) -> Result<(), StoreError> {
        let file = self.file.to_string();
        if format.as_ref().and_then(|f| f.as_str()) != Some(FORMAT) {
            return Err(StoreError::ExportNoFormat { file });
        }
        match version.as_ref().and_then(|v| v.as_u64()) {
            Some(v) if v > u64::from(VERSION) => Err(StoreError::ExportNewer {
                file,
                version: v,
                known: VERSION,
            }),
            Some(_) => Ok(()),
            None => Err(StoreError::ExportNoVersion { file }),
        }
    }
}

impl<'de> serde::de::DeserializeSeed<'de> for ExportSeed<'_> {
    type Value = ();

    fn deserialize<D: serde::Deserializer<'de>>(self, de: D) -> Result<(), D::Error> {
        de.deserialize_map(self)
    }
}

impl<'de> serde::de::Visitor<'de> for ExportSeed<'_> {
    type Value = ();

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a skyjo export (a JSON object)")
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(mut self, mut map: A) -> Result<(), A::Error> {
        use serde::de::Error;
        *self.started = true;
        let (mut format, mut version) = (None, None);
        let mut games = false;
        let mut deferred: Option<anyhow::Error> = None;
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "format" => format = Some(map.next_value()?),
                "version" => version = Some(map.next_value()?),
                "games" => {
                    // Our exports put the header first: checked before any
                    // game is written. A file with its keys in another order
                    // (sorted by a tool) is checked when the header comes.
                    let checked = format.is_some() && version.is_some();
                    if checked && let Err(e) = self.check_header(&format, &version) {
                        return Err(self.fail(e.into()));
                    }
                    games = true;
                    let mut pending = None;
                    map.next_value_seed(GamesSeed {
                        add: &mut *self.add,
                        failure: if checked {
                            &mut *self.failure
                        } else {
                            &mut pending
                        },
                        drain: !checked,
                    })?;
                    deferred = pending;
                }
                _ => {
                    map.next_value::<serde::de::IgnoredAny>()?;
                }
            }
        }
        if let Err(e) = self.check_header(&format, &version) {
            return Err(self.fail(e.into()));
        }
        if let Some(e) = deferred {
            return Err(self.fail(e));
        }
        if !games {
            return Err(A::Error::missing_field("games"));
        }
        Ok(())
    }
}

/// The `games` array, one game at a time. With `drain`, a refused game is
/// kept in `failure` and the rest of the array is read past, so that the
/// header after it can still be checked first.
struct GamesSeed<'a> {
    add: &'a mut dyn FnMut(GameRecord) -> Result<()>,
    failure: &'a mut Option<anyhow::Error>,
    drain: bool,
}

impl<'de> serde::de::DeserializeSeed<'de> for GamesSeed<'_> {
    type Value = ();

    fn deserialize<D: serde::Deserializer<'de>>(self, de: D) -> Result<(), D::Error> {
        de.deserialize_seq(self)
    }
}

impl<'de> serde::de::Visitor<'de> for GamesSeed<'_> {
    type Value = ();

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a list of games")
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        while let Some(game) = seq.next_element::<GameRecord>()? {
            if let Err(e) = (self.add)(game) {
                *self.failure = Some(e);
                if !self.drain {
                    return Err(serde::de::Error::custom("refused"));
                }
                while seq.next_element::<serde::de::IgnoredAny>()?.is_some() {}
                break;
            }
        }
        Ok(())
    }
}

/// The games of an export, serialized one by one as they are loaded.
struct GamesOut<'a> {
    store: &'a Store,
    ids: &'a [GameId],
    failure: std::cell::RefCell<Option<anyhow::Error>>,
}

impl Serialize for GamesOut<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::{Error, SerializeSeq};
        let mut seq = s.serialize_seq(Some(self.ids.len()))?;
        for &id in self.ids {
            match self.store.record(id) {
                Ok(record) => seq.serialize_element(&record)?,
                Err(e) => {
                    *self.failure.borrow_mut() = Some(e);
                    return Err(S::Error::custom("export failed"));
                }
            }
        }
        seq.end()
    }
}

/// The export file as written: the header, then the games.
#[derive(Serialize)]
struct ExportOut<'a> {
    format: &'static str,
    version: u32,
    games: GamesOut<'a>,
}

impl Store {
    /// The ids of `games` (all games when empty, oldest first).
    fn export_ids(&self, games: &[GameId]) -> Result<Vec<GameId>> {
        if !games.is_empty() {
            return Ok(games.to_vec());
        }
        Ok(self
            .conn
            .prepare("SELECT id FROM game ORDER BY played_at, id")?
            .query_map([], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?)
    }

    /// Whether any of `ids` holds only final totals: the few such games read
    /// in one scan, not a query per exported game.
    fn any_totals_only(&self, ids: &[GameId]) -> Result<bool> {
        let totals_only: std::collections::HashSet<GameId> = self
            .conn
            .prepare("SELECT DISTINCT game_id FROM seat WHERE final_total IS NOT NULL")?
            .query_map([], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        Ok(!totals_only.is_empty() && ids.iter().any(|id| totals_only.contains(id)))
    }

    /// The record of one game, with its corrections.
    pub(super) fn record(&self, id: GameId) -> Result<GameRecord> {
        let game = load_game(&self.conn, id)?.ok_or(StoreError::NoGame { game: id })?;
        let corrections = self
            .conn
            .prepare_cached(
                "SELECT round_number, corrected_at, note, old_round, new_round FROM correction
                 WHERE game_id = ?1 ORDER BY id",
            )?
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
            name: game.name.clone(),
            note: game.note.clone(),
            abandoned: game.abandoned,
            final_totals: game.final_totals.clone(),
        })
    }

    /// Hands the records of `games` (all games when empty), oldest first, to
    /// `each`, one at a time, from one read transaction: memory does not grow
    /// with the history.
    pub fn export_each(
        &self,
        games: &[GameId],
        each: &mut dyn FnMut(GameRecord) -> Result<()>,
    ) -> Result<()> {
        let _snapshot = self.snapshot()?;
        for id in self.export_ids(games)? {
            each(self.record(id)?)?;
        }
        Ok(())
    }

    /// Writes the export file of `games` (all when empty) to `out`, game by game.
    pub fn write_export(&self, games: &[GameId], out: &mut dyn std::io::Write) -> Result<()> {
        let _snapshot = self.snapshot()?;
        let ids = self.export_ids(games)?;
        let export = ExportOut {
            format: FORMAT,
            version: if self.any_totals_only(&ids)? { 2 } else { 1 },
            games: GamesOut {
                store: self,
                ids: &ids,
                failure: std::cell::RefCell::new(None),
            },
        };
        let mut out = std::io::BufWriter::with_capacity(1 << 16, out);
        let written = serde_json::to_writer_pretty(&mut out, &export);
        if let Some(e) = export.games.failure.into_inner() {
            return Err(e);
        }
        written?;
        std::io::Write::write_all(&mut out, b"\n")?;
        std::io::Write::flush(&mut out)?;
        Ok(())
    }

    /// Imports `games` in one transaction: every game is checked by re-scoring
    /// its rounds under its rules; any error leaves the history as it was.
    /// Games whose uid is already present are skipped. `progress` is called
    /// with the number of games done.
    pub fn import(
        &mut self,
        games: impl IntoIterator<Item = Result<GameRecord>>,
        progress: &mut dyn FnMut(usize),
    ) -> Result<ImportReport> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let report = add_games(&tx, games, progress)?;
        tx.commit()?;
        Ok(report)
    }

    /// Imports the games of another app's file (`file`, from BG Stats) in one
    /// transaction, logged as an import like an export file.
    pub fn import_from(
        &mut self,
        games: &[GameRecord],
        file: &str,
        from: &str,
        now: DateTime<Utc>,
    ) -> Result<ImportReport> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let report = add_games(&tx, games.iter().map(Ok), &mut |_| {})?;
        log_import(&tx, now, file, &report, Some(from))?;
        tx.commit()?;
        Ok(report)
    }

    /// Imports an export file read from `reader` as a stream: each game is
    /// checked and written as soon as it is parsed, all in one transaction;
    /// `file` names the file in errors. Memory does not grow with the file.
    pub fn import_json(
        &mut self,
        reader: impl std::io::Read,
        file: &str,
        now: DateTime<Utc>,
        progress: &mut dyn FnMut(usize),
    ) -> Result<ImportReport> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let mut report = ImportReport::default();
        let mut failure = None;
        let mut started = false;
        let mut add = |record: GameRecord| -> Result<()> {
            add_game(&tx, &record, &mut report)?;
            progress(report.added + report.skipped);
            Ok(())
        };
        let mut de = serde_json::Deserializer::from_reader(std::io::BufReader::with_capacity(
            1 << 16,
            reader,
        ));
        let parsed = serde::de::DeserializeSeed::deserialize(
            ExportSeed {
                file,
                add: &mut add,
                failure: &mut failure,
                started: &mut started,
            },
            &mut de,
        )
        .and_then(|()| de.end());
        if let Some(e) = failure {
            return Err(e);
        }
        if let Err(e) = parsed {
            let file = file.to_string();
            let detail = e.to_string();
            // As the whole-file reader did: text that is not a JSON object is
            // "not an export"; an object with the wrong content is "not valid".
            bail!(if !started || e.is_syntax() || e.is_eof() {
                StoreError::ExportNotJson { file, detail }
            } else {
                StoreError::ExportInvalid { file, detail }
            });
        }
        log_import(&tx, now, file, &report, None)?;
        tx.commit()?;
        Ok(report)
    }
}

/// Logs an import of `file` (written by another app when `from` says so).
fn log_import(
    tx: &rusqlite::Connection,
    now: DateTime<Utc>,
    file: &str,
    report: &ImportReport,
    from: Option<&str>,
) -> Result<()> {
    let mut after = serde_json::json!({"added": report.added, "skipped": report.skipped});
    if let Some(from) = from {
        after["from"] = serde_json::json!(from);
    }
    super::log_change(
        tx,
        now,
        super::ChangeKind::Import,
        None,
        &serde_json::json!(file),
        &after,
    )?;
    Ok(())
}

/// Adds the games of an import, each unless its uid is already in the history;
/// `progress` hears the number done after each.
fn add_games<R: std::borrow::Borrow<GameRecord>>(
    tx: &rusqlite::Connection,
    games: impl IntoIterator<Item = Result<R>>,
    progress: &mut dyn FnMut(usize),
) -> Result<ImportReport> {
    let mut report = ImportReport::default();
    for record in games {
        add_game(tx, record?.borrow(), &mut report)?;
        progress(report.added + report.skipped);
    }
    Ok(report)
}

/// Adds one game of an import unless its uid is already in the history.
fn add_game(
    tx: &rusqlite::Connection,
    record: &GameRecord,
    report: &mut ImportReport,
) -> Result<()> {
    let exists: bool = tx
        .prepare_cached("SELECT EXISTS (SELECT 1 FROM game WHERE uid = ?1)")?
        .query_row([&record.uid], |r| r.get(0))?;
    if exists {
        report.skipped += 1;
        return Ok(());
    }
    let mut game = check_game(record).map_err(|problem| StoreError::ImportGame {
        uid: record.uid.clone(),
        problem,
    })?;
    let new = NewGame {
        uid: Some(&record.uid),
        played_at: game.played_at,
        rules: &game.rules,
        name: game.name.as_deref(),
        note: game.note.as_deref(),
        abandoned: game.abandoned,
        final_totals: game.final_totals.as_deref(),
    };
    game.id = insert_game(tx, &new, &game.players)?;
    insert_rounds(tx, &game)?;
    for correction in &record.corrections {
        insert_correction(tx, game.id, correction)?;
    }
    write_results_of(tx, &game)?;
    report.added += 1;
    Ok(())
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
    if !rules::names::storable(&record.players) {
        return Err(RecordProblem::Names);
    }
    if record.uid.trim().is_empty() {
        return Err(RecordProblem::EmptyUid);
    }
    let played_at = parse_time(&record.played_at).map_err(|_| RecordProblem::Time {
        field: "played_at",
        text: record.played_at.clone(),
    })?;
    if let Some(totals) = &record.final_totals
        && (totals.len() != n || !record.rounds.is_empty() || !record.corrections.is_empty())
    {
        return Err(RecordProblem::FinalTotals { players: n });
    }
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
        name: record.name.clone(),
        note: record.note.clone(),
        abandoned: record.abandoned,
        final_totals: record.final_totals.clone(),
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
