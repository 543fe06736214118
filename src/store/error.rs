//! What the history refuses or cannot do, as data with a stable message id;
//! the catalogs word it. A variant that wraps a failure of SQLite or the file
//! system keeps it as its source, so the cause is shown after the message.
//! A failure underneath with no message of its own (`Sqlite`, `Json`) is
//! worded as the failure itself.

use std::fmt;

use crate::i18n::{Message, Worded};
use crate::msg;
use crate::rules::RuleError;

/// What the store answers: a value, or a [`StoreError`].
pub(crate) type Result<T, E = StoreError> = std::result::Result<T, E>;

/// An error of the store. Paths are as the user gave them.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// A failure of SQLite with no message of its own (the store read or
    /// wrote and SQLite refused): shown in SQLite's words.
    Sqlite(#[from] rusqlite::Error),
    /// A stored JSON value that does not read back (a file edited by hand).
    Json(#[from] serde_json::Error),
    /// The folder of the history does not exist.
    FolderMissing {
        /// The folder.
        dir: String,
    },
    /// A history of a newer schema.
    NewerSchema {
        /// The file.
        path: String,
        /// Its schema.
        found: i64,
        /// The newest this binary knows.
        known: i64,
    },
    /// A SQLite file that is not ours.
    NotSkyjo {
        /// The file.
        path: String,
    },
    /// Not a SQLite file at all.
    NotADatabase {
        /// The file.
        path: String,
    },
    /// A file given to `restore` that is no skyjo history (not SQLite, or
    /// another program's database).
    RestoreNotABackup {
        /// The file.
        path: String,
    },
    /// The file or its folder is read-only.
    ReadOnly {
        /// The file.
        path: String,
    },
    /// The file at the history's path is no longer the one opened: another
    /// file was put in its place (or it was deleted) while skyjo ran.
    Replaced {
        /// The file.
        path: String,
    },
    /// The file cannot be opened.
    CannotOpen {
        /// The file.
        path: String,
    },
    /// SQLite says the file is damaged.
    Corrupt {
        /// The file.
        path: String,
        /// What SQLite said: kept for a developer, not put after the
        /// family's line (it said "...: database disk image is malformed:
        /// Error code 11" after it).
        sqlite: rusqlite::Error,
    },
    /// Another skyjo holds the file too long.
    Busy {
        /// The file.
        path: String,
    },
    /// Any other failure to open.
    OpenFailed {
        /// The file.
        path: String,
        /// What failed.
        source: rusqlite::Error,
    },
    /// The journal cannot be switched to WAL.
    NoWal {
        /// The file.
        path: String,
        /// The journal mode it kept.
        mode: String,
    },
    /// The backup before a migration failed.
    UpgradeBackup {
        /// The file.
        path: String,
        /// The schema it was to be upgraded to.
        schema: i64,
        /// What failed.
        source: Box<StoreError>,
    },
    /// No game with that id.
    NoGame {
        /// The id.
        game: i64,
    },
    /// The game has no round with that number.
    NoRound {
        /// The game.
        game: i64,
        /// The round asked for.
        round: u32,
        /// How many it has.
        rounds: usize,
    },
    /// The game was abandoned.
    Abandoned {
        /// The game.
        game: i64,
    },
    /// The game is over.
    GameOver {
        /// The game.
        game: i64,
    },
    /// The game has no rounds to take back.
    NoRounds {
        /// The game.
        game: i64,
    },
    /// A stored rule set this binary cannot read.
    BadRules {
        /// The game.
        game: i64,
    },
    /// A stored round whose seats do not match its game.
    DamagedRound {
        /// The game.
        game: i64,
        /// The round.
        round: u32,
        /// The game's players.
        players: usize,
    },
    /// A stored round that does not parse.
    UnreadableRound {
        /// The game.
        game: i64,
        /// The round.
        round: u32,
        /// What the rules said.
        problem: RuleError,
    },
    /// A stored game with a player count outside 2 to 8.
    DamagedGame {
        /// The game.
        game: i64,
        /// Its players.
        players: usize,
    },
    /// A change in the log of a kind this binary does not know (written by
    /// hand, or by a newer skyjo).
    UnknownChange {
        /// The kind as stored.
        kind: String,
    },
    /// A round of another size than its game.
    RoundSize {
        /// The game.
        game: i64,
        /// The game's players.
        players: usize,
        /// The round's entries.
        given: usize,
    },
    /// A correction or rescore would end the game before its last round.
    EndsEarly {
        /// The game.
        game: i64,
        /// The round after which it would be over.
        end: usize,
        /// Rounds it has.
        rounds: usize,
    },
    /// The game changed under a rescore.
    ChangedMeanwhile {
        /// The game.
        game: i64,
    },
    /// A backup target that exists.
    BackupExists {
        /// The file.
        path: String,
    },
    /// A backup target in a missing folder.
    BackupFolderMissing {
        /// The folder.
        dir: String,
    },
    /// The backup file cannot be created.
    BackupCreate {
        /// The file.
        path: String,
        /// What failed.
        source: rusqlite::Error,
    },
    /// The backup cannot be written.
    BackupWrite {
        /// The file.
        path: String,
        /// What failed.
        source: rusqlite::Error,
    },
    /// A file to restore that is a folder.
    RestoreFolder {
        /// The folder.
        path: String,
    },
    /// A file to restore that is not there.
    RestoreMissing {
        /// The file.
        path: String,
    },
    /// A file to restore that is the history itself.
    RestoreSame {
        /// The file.
        path: String,
    },
    /// No player of that name.
    NoPlayer {
        /// The name.
        name: String,
    },
    /// A new name that is already somebody's.
    NameTaken {
        /// The player who has it.
        taken: String,
        /// The player to be renamed.
        stored: String,
    },
    /// Merging a player with themselves.
    SamePlayer {
        /// One name.
        a: String,
        /// The other.
        b: String,
    },
    /// Merging two people who sat at one game.
    PlayedTogether {
        /// One name.
        a: String,
        /// The other.
        b: String,
        /// A game of both.
        game: i64,
    },
    /// Comparing a player with themselves.
    RivalSelf {
        /// The name.
        name: String,
    },
    /// Rounds asked of a game that holds only final totals.
    TotalsOnly {
        /// The game.
        game: i64,
    },
    /// A seat the game does not have (a draft's writer named it).
    NoSeat {
        /// The game.
        game: i64,
        /// The seat, from 0.
        seat: usize,
        /// The game's players.
        players: usize,
    },
    /// A draft of a round that is no longer the game's next round (one was
    /// recorded or taken back meanwhile): it can only be thrown away.
    DraftStale {
        /// The game.
        game: i64,
        /// The draft's round.
        round: u32,
        /// The rounds the game has now.
        rounds: usize,
    },
    /// A draft's answer for a round that is no longer the game's next round
    /// (another writer recorded it meanwhile, or a round was taken back).
    RoundMovedOn {
        /// The game.
        game: i64,
        /// The round the answer was for.
        round: u32,
        /// The rounds the game has now.
        rounds: usize,
    },
    /// A round given whole while the game has a draft of it.
    DraftInTheWay {
        /// The game.
        game: i64,
        /// The draft's round.
        round: u32,
        /// The players entered in the draft, in seat order.
        entered: Vec<String>,
        /// Those of them entered with a total (not a grid), in seat order.
        totals: Vec<String>,
    },
    /// A draft that no longer holds the round about to be recorded from it:
    /// another writer changed it, or threw it away.
    DraftChanged {
        /// The game.
        game: i64,
        /// The round.
        round: u32,
    },
    /// A game of an import file that is refused.
    ImportGame {
        /// The game's uid.
        uid: String,
        /// Why.
        problem: RecordProblem,
    },
}

/// What is wrong with a game record of an import file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordProblem {
    /// Not 2 to 8 players.
    PlayerCount {
        /// How many.
        found: usize,
    },
    /// Empty or repeated names.
    Names,
    /// No uid.
    EmptyUid,
    /// A time that is not RFC 3339.
    Time {
        /// The field.
        field: &'static str,
        /// Its text.
        text: String,
    },
    /// Over before its last round.
    EndsEarly {
        /// The round after which it was over.
        end: usize,
        /// Rounds it has.
        rounds: usize,
    },
    /// Rounds out of order.
    Numbering {
        /// The number found.
        found: u32,
        /// The place.
        place: u32,
    },
    /// Final totals with rounds beside them, or not one per player.
    FinalTotals {
        /// Players.
        players: usize,
    },
    /// Lists of another length than the players.
    Lengths {
        /// Round.
        round: u32,
        /// Players.
        players: usize,
    },
    /// A closer who is not a player.
    Closer {
        /// Round.
        round: u32,
        /// The name.
        name: String,
    },
    /// An entry the rules refuse.
    Entry {
        /// Round.
        round: u32,
        /// What the rules said.
        problem: RuleError,
    },
    /// Scores the rules do not give.
    Score {
        /// Round.
        round: u32,
        /// The player.
        name: String,
        /// The file's score.
        score: i32,
        /// The file's raw score.
        raw: i32,
        /// The rules' score.
        expected: i32,
        /// The rules' raw score.
        expected_raw: i32,
    },
}

impl RecordProblem {
    /// The problem as a message of the catalogs.
    pub fn message(&self) -> Message {
        match self {
            RecordProblem::PlayerCount { found } => msg!("record-player-count", found = *found),
            RecordProblem::Names => msg!("record-names"),
            RecordProblem::EmptyUid => msg!("record-empty-uid"),
            RecordProblem::Time { field, text } => {
                msg!("record-time", field = *field, text = text)
            }
            RecordProblem::EndsEarly { end, rounds } => {
                msg!("record-ends-early", end = *end, rounds = *rounds)
            }
            RecordProblem::Numbering { found, place } => {
                msg!("record-numbering", found = *found, place = *place)
            }
            RecordProblem::FinalTotals { players } => {
                msg!("record-final-totals", players = *players)
            }
            RecordProblem::Lengths { round, players } => {
                msg!("record-lengths", round = *round, players = *players)
            }
            RecordProblem::Closer { round, name } => {
                msg!("record-closer", round = *round, name = name)
            }
            RecordProblem::Entry { round, problem } => {
                msg!("record-entry", round = *round, problem = problem.message())
            }
            RecordProblem::Score {
                round,
                name,
                score,
                raw,
                expected,
                expected_raw,
            } => msg!(
                "record-score",
                round = *round,
                name = name,
                score = *score,
                raw = *raw,
                expected = *expected,
                expected_raw = *expected_raw
            ),
        }
    }
}

/// "Åsa, Björn and Olle" as a value of a message, worded in the reader's
/// language with the rest of it.
pub(crate) fn names_and(names: &[String]) -> crate::i18n::Arg {
    match names {
        [] => crate::i18n::Arg::Str(String::new()),
        [one] => crate::i18n::Arg::Str(one.clone()),
        [init @ .., last] => msg!("list-and", first = init.join(", "), last = last).into(),
    }
}

/// Who is in a draft, said as typed: "the grid of Anna and the totals of
/// Bertil and Cecilia are in" (`entered` all of them, in seat order,
/// `totals` those who typed a total), or that no one is in yet.
pub(crate) fn draft_entered(entered: &[String], totals: &[String]) -> Message {
    let grids: Vec<String> = entered
        .iter()
        .filter(|name| !totals.contains(name))
        .cloned()
        .collect();
    match (grids.is_empty(), totals.is_empty()) {
        (true, true) => msg!("draft-nothing-in"),
        (false, true) => msg!(
            "draft-grids-in",
            names = names_and(&grids),
            count = grids.len()
        ),
        (true, false) => msg!(
            "draft-totals-in",
            names = names_and(totals),
            count = totals.len()
        ),
        (false, false) => msg!(
            "draft-grids-and-totals-in",
            grids = names_and(&grids),
            grid_count = grids.len(),
            totals = names_and(totals),
            total_count = totals.len()
        ),
    }
}

/// Whether SQLite says the history is damaged (or is no database at all).
pub fn is_damage(err: &rusqlite::Error) -> bool {
    matches!(
        err.sqlite_error_code(),
        Some(rusqlite::ErrorCode::DatabaseCorrupt | rusqlite::ErrorCode::NotADatabase)
    )
}

impl StoreError {
    /// The error as a message of the catalogs; `None` for a failure
    /// underneath that has no message of its own.
    pub fn message(&self) -> Option<Message> {
        use StoreError as E;
        Some(match self {
            E::Sqlite(_) | E::Json(_) => return None,
            E::FolderMissing { dir } => msg!("store-folder-missing", dir = dir),
            E::NewerSchema { path, found, known } => msg!(
                "store-newer-schema",
                path = path,
                found = *found,
                known = *known
            ),
            E::NotSkyjo { path } => msg!("store-not-skyjo", path = path),
            E::NotADatabase { path } => msg!("store-not-a-database", path = path),
            E::ReadOnly { path } => msg!("store-read-only", path = path),
            E::Replaced { path } => msg!("store-replaced", path = path),
            E::CannotOpen { path } => msg!("store-cannot-open", path = path),
            E::Corrupt { path, .. } => msg!("store-corrupt", path = path),
            E::Busy { path } => msg!("store-busy", path = path),
            E::OpenFailed { path, .. } => msg!("store-open-failed", path = path),
            E::NoWal { path, mode } => msg!("store-no-wal", path = path, mode = mode),
            E::UpgradeBackup { path, schema, .. } => {
                msg!("store-upgrade-backup", path = path, schema = *schema)
            }
            E::NoGame { game } => msg!("store-no-game", game = *game),
            E::NoRound {
                game,
                round,
                rounds,
            } => msg!(
                "store-no-round",
                game = *game,
                round = *round,
                rounds = *rounds
            ),
            E::GameOver { game } => msg!("store-game-over", game = *game),
            E::Abandoned { game } => msg!("store-abandoned", game = *game),
            E::NoRounds { game } => msg!("store-no-rounds", game = *game),
            E::BadRules { game } => msg!("store-bad-rules", game = *game),
            E::DamagedRound {
                game,
                round,
                players,
            } => msg!(
                "store-damaged-round",
                game = *game,
                round = *round,
                players = *players
            ),
            E::UnreadableRound {
                game,
                round,
                problem,
            } => msg!(
                "store-unreadable-round",
                game = *game,
                round = *round,
                problem = problem.message()
            ),
            E::DamagedGame { game, players } => {
                msg!("store-damaged-game", game = *game, players = *players)
            }
            E::UnknownChange { kind } => msg!("store-unknown-change", kind = kind),
            E::RoundSize {
                game,
                players,
                given,
            } => msg!(
                "store-round-size",
                game = *game,
                players = *players,
                given = *given
            ),
            E::EndsEarly { game, end, rounds } => msg!(
                "store-ends-early",
                game = *game,
                end = *end,
                rounds = *rounds
            ),
            E::ChangedMeanwhile { game } => msg!("store-changed-meanwhile", game = *game),
            E::BackupExists { path } => msg!("store-backup-exists", path = path),
            E::BackupFolderMissing { dir } => msg!("store-backup-folder-missing", dir = dir),
            E::BackupCreate { path, .. } => msg!("store-backup-create", path = path),
            E::BackupWrite { path, .. } => msg!("store-backup-write", path = path),
            E::RestoreFolder { path } => msg!("store-restore-folder", path = path),
            E::RestoreMissing { path } => msg!("store-restore-missing", path = path),
            E::RestoreNotABackup { path } => msg!("store-restore-not-a-backup", path = path),
            E::RestoreSame { path } => msg!("store-restore-same", path = path),
            E::NoPlayer { name } => msg!("store-no-player", name = name),
            E::NameTaken { taken, stored } => {
                msg!("store-name-taken", taken = taken, stored = stored)
            }
            E::SamePlayer { a, b } => msg!("store-same-player", a = a, b = b),
            E::PlayedTogether { a, b, game } => {
                msg!("store-played-together", a = a, b = b, game = *game)
            }
            E::RivalSelf { name } => msg!("store-rival-self", name = name),
            E::TotalsOnly { game } => msg!("store-totals-only", game = *game),
            E::NoSeat {
                game,
                seat,
                players,
            } => msg!(
                "store-no-seat",
                game = *game,
                seat = *seat + 1,
                players = *players
            ),
            E::DraftStale {
                game,
                round,
                rounds,
            } => msg!(
                "store-draft-stale",
                game = *game,
                round = *round,
                rounds = *rounds
            ),
            E::RoundMovedOn {
                game,
                round,
                rounds,
            } => msg!(
                "store-round-moved-on",
                game = *game,
                round = *round,
                rounds = *rounds
            ),
            E::DraftInTheWay {
                game,
                round,
                entered,
                totals,
            } => msg!(
                "store-draft-in-the-way",
                game = *game,
                round = *round,
                entered = draft_entered(entered, totals)
            ),
            E::DraftChanged { game, round } => {
                msg!("store-draft-changed", game = *game, round = *round)
            }
            E::ImportGame { uid, problem } => {
                msg!("import-game", uid = uid, problem = problem.message())
            }
        })
    }
}

impl Worded for StoreError {
    fn words(&self) -> Option<Message> {
        self.message()
    }
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.message(), self) {
            (Some(message), _) => f.write_str(&crate::i18n::english(&message)),
            (None, StoreError::Sqlite(err)) => err.fmt(f),
            (None, StoreError::Json(err)) => err.fmt(f),
            (None, _) => Ok(()),
        }
    }
}
