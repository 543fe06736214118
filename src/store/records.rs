//! Whole games moved in and out, the face [`Records`]: the records of games
//! as the export format holds them (docs/export.md):
//! whole games with their rules, every entered cell and every correction,
//! keyed by a stable uid; reading them out of the history and adding them to
//! it, each checked by the rules engine. Export, import and the history
//! generator all go through these records; reading and writing the file
//! itself is the transfer code's (`crate::transfer`).

use chrono::{DateTime, SecondsFormat, Utc};
use rusqlite::Transaction;
use serde::ser::SerializeMap;
use serde::{Deserialize, Serialize, Serializer};

use super::corrections::{CorrectionKind, correction_records, insert_correction};
use super::games::{insert_game, insert_round, load_game, write_results_of};
use super::{
    CorrectionRecord, GameId, NewGame, NewRound, RecordProblem, Result, RoundRecord, Store,
    StoreError, StoredGame, StoredRound, parse_time, round_record,
};
use crate::rules::{self, Entry, Rules};

/// A game's head: everything of it but its uid and rounds, as a journal's
/// `game` operation carries it and the export's record holds it.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct GameHead {
    /// When it was started, UTC, RFC 3339.
    pub played_at: String,
    /// Its rules.
    pub rules: Rules,
    /// The players' names in seat order.
    pub players: Vec<String>,
    /// Its name, if it has one.
    #[serde(default)]
    pub name: Option<String>,
    /// Its note, if any.
    #[serde(default)]
    pub note: Option<String>,
    /// Whether it was abandoned.
    #[serde(default)]
    pub abandoned: bool,
    /// A game that holds only its final totals (from BG Stats), in seat
    /// order; it then has no rounds. Export version 2.
    #[serde(default)]
    pub final_totals: Option<Vec<i32>>,
}

impl GameHead {
    /// The head of a stored game.
    pub fn of(game: &StoredGame) -> GameHead {
        GameHead {
            played_at: time_text(game.played_at),
            rules: game.rules,
            players: game.players.clone(),
            name: game.name.clone(),
            note: game.note.clone(),
            abandoned: game.abandoned,
            final_totals: game.final_totals.clone(),
        }
    }

    /// Writes the head's fields to `map` in their order in the files, with
    /// `between` after the players: where the export's record has its rounds
    /// and corrections (a journal's operation has nothing there). The one
    /// list of the head's keys as they are written; a field left at its
    /// default (no name, not abandoned) is not written.
    fn write<M: SerializeMap>(
        &self,
        map: &mut M,
        between: impl FnOnce(&mut M) -> Result<(), M::Error>,
    ) -> Result<(), M::Error> {
        map.serialize_entry("played_at", &self.played_at)?;
        map.serialize_entry("rules", &self.rules)?;
        map.serialize_entry("players", &self.players)?;
        between(map)?;
        if let Some(name) = &self.name {
            map.serialize_entry("name", name)?;
        }
        if let Some(note) = &self.note {
            map.serialize_entry("note", note)?;
        }
        if self.abandoned {
            map.serialize_entry("abandoned", &true)?;
        }
        if let Some(totals) = &self.final_totals {
            map.serialize_entry("final_totals", totals)?;
        }
        Ok(())
    }
}

impl Serialize for GameHead {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        self.write(&mut map, |_| Ok(()))?;
        map.end()
    }
}

/// One game of the export file: its uid, its head and its rounds. Read with
/// the head's fields flattened beside the rounds (which are read straight,
/// not held twice); written in the export's order, the rounds and
/// corrections after the players (as `GameHead::write` writes them).
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct GameRecord {
    /// The stable id: a game with a uid already in the history is not imported again.
    pub uid: String,
    /// Everything of it but its rounds.
    #[serde(flatten)]
    pub head: GameHead,
    /// Its rounds, first first.
    pub rounds: Vec<RoundRecord>,
    /// Rounds replaced by corrections, oldest first.
    #[serde(default)]
    pub corrections: Vec<CorrectionRecord>,
}

impl Serialize for GameRecord {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("uid", &self.uid)?;
        self.head.write(&mut map, |map| {
            map.serialize_entry("rounds", &self.rounds)?;
            map.serialize_entry("corrections", &self.corrections)
        })?;
        map.end()
    }
}

/// What an import did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ImportCounts {
    /// Games added.
    pub added: usize,
    /// Games already in the history (same uid), left as they are.
    pub skipped: usize,
}

fn time_text(time: DateTime<Utc>) -> String {
    time.to_rfc3339_opts(SecondsFormat::Secs, true)
}

/// The face of whole games moved in and out: the records the export writes
/// and the import and the history generator add, each checked by the rules
/// engine. What `skyjo export`, `import` and the phones' download need of
/// the history.
///
/// ```
/// use skyjo::rules::Rules;
/// use skyjo::store::{Records, Rounds, Store};
///
/// let mut store = Store::open_in_memory()?;
/// let names = ["Anna".to_string(), "Bo".to_string()];
/// let game = store.create_game(&names, &Rules::default(), chrono::Utc::now(), None)?;
/// let record = store.record(game)?;
/// let mut other = Store::open_in_memory()?;
/// other.import_from(&[record], "copy.json", "skyjo", chrono::Utc::now())?;
/// assert_eq!(other.game_ids(&[])?.len(), 1);
/// # Ok::<(), skyjo::store::StoreError>(())
/// ```
pub trait Records {
    /// The ids of `games` (all games when empty, oldest first).
    fn game_ids(&self, games: &[GameId]) -> Result<Vec<GameId>>;

    /// Whether any of `ids` holds only final totals: the few such games read
    /// in one scan, not a query per exported game.
    fn any_totals_only(&self, ids: &[GameId]) -> Result<bool>;

    /// The record of one game, with its corrections.
    fn record(&self, id: GameId) -> Result<GameRecord>;

    /// Hands the records of `games` (all games when empty), oldest first,
    /// each with its number, to `each`, one at a time, from one read
    /// transaction: memory does not grow with the history.
    fn export_each<E: From<StoreError>>(
        &self,
        games: &[GameId],
        each: &mut dyn FnMut(GameId, GameRecord) -> std::result::Result<(), E>,
    ) -> std::result::Result<(), E>;

    /// Imports `games` in one transaction: every game is checked by re-scoring
    /// its rounds under its rules; any error leaves the history as it was.
    /// Games whose uid is already present are skipped. `progress` is called
    /// with the number of games done.
    fn import<E: From<StoreError> + From<rusqlite::Error>>(
        &mut self,
        games: impl IntoIterator<Item = std::result::Result<GameRecord, E>>,
        progress: &mut dyn FnMut(usize),
    ) -> std::result::Result<ImportCounts, E>;

    /// Imports the games of another app's file (`file`, from BG Stats) in one
    /// transaction, logged as an import like an export file.
    fn import_from(
        &mut self,
        games: &[GameRecord],
        file: &str,
        from: &str,
        now: DateTime<Utc>,
    ) -> Result<ImportCounts>;

    /// Starts an import of games that come one by one (a file read as a
    /// stream): one immediate transaction, in which nothing lands unless
    /// [`Import::finish`] is called.
    fn begin_import(&mut self) -> Result<Import<'_>>;
}

impl Records for Store {
    fn game_ids(&self, games: &[GameId]) -> Result<Vec<GameId>> {
        if !games.is_empty() {
            return Ok(games.to_vec());
        }
        Ok(self
            .conn
            .prepare("SELECT id FROM game ORDER BY played_at, id")?
            .query_map([], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?)
    }

    fn any_totals_only(&self, ids: &[GameId]) -> Result<bool> {
        let totals_only: std::collections::HashSet<GameId> = self
            .conn
            .prepare("SELECT DISTINCT game_id FROM seat WHERE final_total IS NOT NULL")?
            .query_map([], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        Ok(!totals_only.is_empty() && ids.iter().any(|id| totals_only.contains(id)))
    }

    fn record(&self, id: GameId) -> Result<GameRecord> {
        let game = load_game(&self.conn, id)?.ok_or(StoreError::NoGame { game: id })?;
        let corrections = correction_records(&self.conn, id)?;
        Ok(GameRecord {
            uid: game.uid.clone(),
            head: GameHead::of(&game),
            rounds: game.rounds.iter().map(|r| round_record(&game, r)).collect(),
            corrections,
        })
    }

    fn export_each<E: From<StoreError>>(
        &self,
        games: &[GameId],
        each: &mut dyn FnMut(GameId, GameRecord) -> std::result::Result<(), E>,
    ) -> std::result::Result<(), E> {
        let _snapshot = self.snapshot()?;
        for id in self.game_ids(games)? {
            each(id, self.record(id)?)?;
        }
        Ok(())
    }

    fn import<E: From<StoreError> + From<rusqlite::Error>>(
        &mut self,
        games: impl IntoIterator<Item = std::result::Result<GameRecord, E>>,
        progress: &mut dyn FnMut(usize),
    ) -> std::result::Result<ImportCounts, E> {
        self.write(|tx| {
            let report = add_games(tx, games, progress)?;
            Ok(report)
        })
    }

    fn import_from(
        &mut self,
        games: &[GameRecord],
        file: &str,
        from: &str,
        now: DateTime<Utc>,
    ) -> Result<ImportCounts> {
        self.write_at(now, |tx| {
            let report = add_games(tx, games.iter().map(Ok::<_, StoreError>), &mut |_| {})?;
            log_import(tx, now, file, &report, Some(from))?;
            Ok(report)
        })
    }

    fn begin_import(&mut self) -> Result<Import<'_>> {
        let file = self.file.as_ref();
        let tx = super::begin(&mut self.conn, file)?;
        Ok(Import {
            tx,
            file,
            report: ImportCounts::default(),
        })
    }
}

/// An import under way (see [`Records::begin_import`]); dropped unfinished, it
/// leaves the history as it was.
pub struct Import<'a> {
    pub(super) tx: Transaction<'a>,
    pub(super) file: Option<&'a super::file::HistoryFile>,
    pub(super) report: ImportCounts,
}

/// A game of an import checked against the rules engine, which needs no
/// history: made ahead of the writing (on another thread, as an import
/// reads its file), handed to [`Import::add`].
pub struct CheckedGame {
    record: GameRecord,
    /// None for a game the history had when the import began: checked only
    /// if it is added after all.
    game: Option<Result<StoredGame, RecordProblem>>,
}

impl CheckedGame {
    /// Checks `record` by re-scoring its rounds under its rules.
    pub fn new(record: GameRecord) -> CheckedGame {
        let game = Some(check_game(&record));
        CheckedGame { record, game }
    }

    /// A game whose uid the history has (see [`Import::uids`]), or had
    /// before by this import: it will be skipped, so its check waits.
    pub fn known(record: GameRecord) -> CheckedGame {
        CheckedGame { record, game: None }
    }

    /// The error [`Import::add`] gives this game when its uid is new to the
    /// history, if its check failed.
    pub fn refused(self) -> Result<CheckedGame> {
        match self.game {
            Some(Err(problem)) => Err(StoreError::ImportGame {
                uid: self.record.uid,
                problem,
            }),
            _ => Ok(self),
        }
    }
}

impl Import<'_> {
    /// The uids of the games the history has, as the import begins.
    pub fn uids(&self) -> Result<std::collections::HashSet<String>> {
        let mut uids = std::collections::HashSet::new();
        let mut select = self.tx.prepare("SELECT uid FROM game")?;
        let mut rows = select.query([])?;
        while let Some(row) = rows.next()? {
            uids.insert(row.get(0)?);
        }
        Ok(uids)
    }

    /// Adds one checked game, unless its uid is already in the history (a
    /// game skipped so is not refused for what its check found).
    pub fn add(&mut self, checked: CheckedGame) -> Result<()> {
        let CheckedGame { record, game } = checked;
        let check = || game.unwrap_or_else(|| check_game(&record));
        add_game(&self.tx, &record, check, &mut self.report)
    }

    /// How many games were read so far, added or skipped.
    pub fn done(&self) -> usize {
        self.report.added + self.report.skipped
    }
}

/// Logs an import of `file` (written by another app when `from` says so).
pub(super) fn log_import(
    tx: &rusqlite::Connection,
    now: DateTime<Utc>,
    file: &str,
    report: &ImportCounts,
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
fn add_games<R: std::borrow::Borrow<GameRecord>, E: From<StoreError>>(
    tx: &rusqlite::Connection,
    games: impl IntoIterator<Item = std::result::Result<R, E>>,
    progress: &mut dyn FnMut(usize),
) -> std::result::Result<ImportCounts, E> {
    let mut report = ImportCounts::default();
    for record in games {
        let record = record?;
        let record = record.borrow();
        add_game(tx, record, || check_game(record), &mut report)?;
        progress(report.added + report.skipped);
    }
    Ok(report)
}

/// Adds one game of an import unless its uid is already in the history;
/// `checked` is the record checked by [`check_game`], asked for only then.
fn add_game(
    tx: &rusqlite::Connection,
    record: &GameRecord,
    checked: impl FnOnce() -> Result<StoredGame, RecordProblem>,
    report: &mut ImportCounts,
) -> Result<()> {
    let exists: bool = tx
        .prepare_cached("SELECT EXISTS (SELECT 1 FROM game WHERE uid = ?1)")?
        .query_row([&record.uid], |r| r.get(0))?;
    if exists {
        report.skipped += 1;
        return Ok(());
    }
    let mut game = checked().map_err(|problem| StoreError::ImportGame {
        uid: record.uid.clone(),
        problem,
    })?;
    // A game deleted here as sync knows it (a delete in its operations) and
    // imported again comes back as a game of its own: the deletion of its
    // old uid stands on every device, and the new one reaches them all.
    let deleted: bool = tx
        .prepare_cached(
            "SELECT EXISTS (SELECT 1 FROM sync_op WHERE game = ?1 AND kind = 'delete')",
        )?
        .query_row([&record.uid], |r| r.get(0))?;
    let new = NewGame::of(&game, None, (!deleted).then_some(record.uid.as_str()));
    game.id = insert_game(tx, &new, &game.players)?;
    // Shared through sync, an imported game gives way to a game started at
    // the table (docs/sync.md).
    tx.prepare_cached(
        "UPDATE sync_dirty SET imported = 1 WHERE uid = (SELECT uid FROM game WHERE id = ?1)",
    )?
    .execute([game.id])?;
    insert_rounds(tx, &game)?;
    for correction in &record.corrections {
        insert_correction(
            tx,
            game.id,
            correction,
            &CorrectionKind::from_note(&correction.note),
        )?;
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
    let head = &record.head;
    let mut game = check_head(&record.uid, head)?;
    if head.final_totals.is_some() && (!record.rounds.is_empty() || !record.corrections.is_empty())
    {
        return Err(RecordProblem::FinalTotals {
            players: head.players.len(),
        });
    }
    for (i, round) in record.rounds.iter().enumerate() {
        game.rounds.push(check_round(
            &head.players,
            &head.rules,
            round,
            i as u32 + 1,
        )?);
    }
    let results = game.results();
    let n = game.players.len();
    if let Some(end) = rules::standings(&game.rules, n, &results).ended_early(results.len()) {
        return Err(RecordProblem::EndsEarly {
            end,
            rounds: results.len(),
        });
    }
    Ok(game)
}

/// Checks the head of a game (everything but its rounds) and turns it into a
/// stored game without rounds (id 0 until inserted).
pub(super) fn check_head(uid: &str, head: &GameHead) -> Result<StoredGame, RecordProblem> {
    let n = head.players.len();
    if !rules::PLAYERS.contains(&n) {
        return Err(RecordProblem::PlayerCount { found: n });
    }
    if !rules::names::storable(&head.players) {
        return Err(RecordProblem::Names);
    }
    if uid.trim().is_empty() {
        return Err(RecordProblem::EmptyUid);
    }
    let played_at = parse_time(&head.played_at).map_err(|_| RecordProblem::Time {
        field: "played_at",
        text: head.played_at.clone(),
    })?;
    if let Some(totals) = &head.final_totals
        && totals.len() != n
    {
        return Err(RecordProblem::FinalTotals { players: n });
    }
    Ok(StoredGame {
        id: 0,
        uid: uid.to_string(),
        played_at,
        rules: head.rules,
        players: head.players.clone(),
        rounds: Vec::new(),
        name: head.name.clone(),
        note: head.note.clone(),
        abandoned: head.abandoned,
        final_totals: head.final_totals.clone(),
    })
}

/// Checks round `number` of a game of `players` under `rules` against the
/// rules engine: its entries, closer and scores.
pub(super) fn check_round(
    players: &[String],
    rules: &Rules,
    round: &RoundRecord,
    number: u32,
) -> Result<StoredRound, RecordProblem> {
    let n = players.len();
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
    // The closer as the game names them, most often letter for letter (a
    // game's names have keys of their own, so that is the one the key finds).
    let closer = players
        .iter()
        .position(|p| *p == round.closer)
        .or_else(|| {
            let key = super::name_key(&round.closer);
            players.iter().position(|p| super::name_key(p) == key)
        })
        .ok_or_else(|| RecordProblem::Closer {
            round: number,
            name: round.closer.clone(),
        })?;
    let refused = |problem| RecordProblem::Entry {
        round: number,
        problem,
    };
    let entries = players
        .iter()
        .zip(&round.entries)
        .map(|(name, text)| Entry::parse(name, text, rules))
        .collect::<Result<Vec<_>, _>>()
        .map_err(refused)?;
    let scored = rules::score_round(rules, &entries, closer).map_err(refused)?;
    for (seat, p) in scored.players.iter().enumerate() {
        if (p.raw, p.doubled, p.score) != (round.raw[seat], round.doubled[seat], round.scores[seat])
        {
            return Err(RecordProblem::Score {
                round: number,
                name: players[seat].clone(),
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
