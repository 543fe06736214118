//! Input the commands refuse, as data with a stable message id; the
//! catalogs word it. The commands raise these; the presentation layer words
//! them, like the errors of the rules and the store. The check of a
//! player's name is here, below the commands and the prompts that both use it.

use crate::i18n::{Message, Worded};
use crate::msg;
use crate::rules::RuleError;
use crate::rules::names::{self, Fit, NameProblem, NamesProblem, SeatingProblem, Who};

/// A game's row id.
type GameId = i64;

/// Checks one name by the rule of [`names`]: trimmed, 1 to 24 characters,
/// no control character, no invisible or direction character, no `=`.
pub fn check_name(name: &str, seat: usize) -> Result<String, InputError> {
    names::player_name(name)
        .map(str::to_string)
        .map_err(|problem| name_error(problem, name.trim(), seat))
}

/// A name the rule refuses, as the user's error (`seat` from 1).
fn name_error(problem: NameProblem, name: &str, seat: usize) -> InputError {
    match problem {
        NameProblem::Empty => InputError::EmptyName { seat },
        NameProblem::Control => InputError::NameControl { seat },
        NameProblem::TooLong => InputError::NameTooLong {
            name: name.to_string(),
            max: names::NAME_MAX,
        },
        NameProblem::Equals => InputError::NameWithEquals {
            name: name.to_string(),
        },
        NameProblem::Invisible => InputError::NameInvisible { seat },
        NameProblem::MixedScripts => InputError::NameMixedScripts {
            name: name.to_string(),
        },
    }
}

/// Trims names and checks there are 2 to 8 of them, all different.
pub fn check_names(names: &[String]) -> Result<Vec<String>, InputError> {
    if !crate::rules::PLAYERS.contains(&names.len()) {
        return Err(InputError::PlayerCount { found: names.len() });
    }
    check_names_prefix(names)
}

/// Checks names as `check_names` does, but not their count.
fn check_names_prefix(given: &[String]) -> Result<Vec<String>, InputError> {
    match names::player_names(given) {
        Ok(kept) => Ok(kept.into_iter().map(str::to_string).collect()),
        Err(NamesProblem::Name { seat, problem }) => {
            Err(name_error(problem, given[seat].trim(), seat + 1))
        }
        Err(NamesProblem::Same { seat, other }) => Err(InputError::SameName {
            name: given[seat].trim().to_string(),
            other: given[other].trim().to_string(),
        }),
        Err(NamesProblem::LookAlike { seat, other }) => Err(InputError::LookAlikeNames {
            name: given[seat].trim().to_string(),
            other: given[other].trim().to_string(),
        }),
    }
}

/// The players of a game from the names typed (`new`, `start`), by the one
/// rule of [`names::seat_players`]: each the known player it fits among
/// `known`, else a new player; a name that fits several, or one player
/// twice however spelt, is the user's error.
pub fn seat_players(known: &[String], given: &[String]) -> Result<Vec<Who>, InputError> {
    names::seat_players(known, given).map_err(|problem| match problem {
        SeatingProblem::Name { seat, problem } => name_error(problem, given[seat].trim(), seat + 1),
        SeatingProblem::Several { seat, players } => InputError::SeveralPlayers {
            name: given[seat].trim().to_string(),
            players: players.into_iter().map(|i| known[i].clone()).collect(),
        },
        SeatingProblem::LookAlike { seat, other } => InputError::LookAlikeNames {
            name: given[seat].trim().to_string(),
            other: given[other].trim().to_string(),
        },
        SeatingProblem::Same { seat, other } => InputError::SamePlayer {
            name: given[seat].trim().to_string(),
            player: match names::fit(known, &given[other]) {
                Fit::One(i) => known[i].clone(),
                _ => given[other].trim().to_string(),
            },
        },
    })
}

/// Input the commands refuse, as data with a stable message id.
#[derive(Debug, thiserror::Error)]
#[error("{}", crate::i18n::english(&self.message()))]
pub enum InputError {
    /// `new` without names and no terminal to ask on.
    NoPlayers,
    /// Not 2 to 8 players.
    PlayerCount {
        /// How many.
        found: usize,
    },
    /// An empty name.
    EmptyName {
        /// The seat, 1-based.
        seat: usize,
    },
    /// A name longer than a score sheet's column.
    NameTooLong {
        /// The name.
        name: String,
        /// The most characters a name may have.
        max: usize,
    },
    /// A name with a control character (a newline, an escape sequence).
    NameControl {
        /// The seat, 1-based.
        seat: usize,
    },
    /// A name with an invisible or direction character (a zero-width
    /// space, a right-to-left override).
    NameInvisible {
        /// The seat, 1-based.
        seat: usize,
    },
    /// A name that mixes the letters of scripts not written together,
    /// which look alike (a Cyrillic `А` in `Аnna`).
    NameMixedScripts {
        /// The name.
        name: String,
    },
    /// Two names that look alike by Unicode's confusables (`Ian`, `lan`).
    LookAlikeNames {
        /// The later name.
        name: String,
        /// The earlier.
        other: String,
    },
    /// A name with `=`.
    NameWithEquals {
        /// The name.
        name: String,
    },
    /// Two names that are one.
    SameName {
        /// The later name.
        name: String,
        /// The earlier.
        other: String,
    },
    /// A name typed for a game that is a player already seated at it,
    /// however spelt (`asa` after `Åsa`).
    SamePlayer {
        /// The name as typed.
        name: String,
        /// The player it is, as stored (or as typed at the earlier seat, for
        /// a new player).
        player: String,
    },
    /// A name typed that fits several players (Sören and Søren for
    /// `Soren`), and no terminal to ask on.
    SeveralPlayers {
        /// The name as typed.
        name: String,
        /// The players it fits, as stored.
        players: Vec<String>,
    },
    /// An argument that is not `NAME=ENTRY`.
    NotNameEntry {
        /// The argument.
        arg: String,
    },
    /// A name not in the game.
    NotInGame {
        /// The name.
        name: String,
        /// The game.
        game: GameId,
        /// The game's players.
        players: Vec<String>,
        /// The nearest of the players' names, when one is near.
        nearest: Option<String>,
    },
    /// A closer not in the game.
    CloserNotInGame {
        /// The name.
        name: String,
        /// The game.
        game: GameId,
        /// The game's players.
        players: Vec<String>,
        /// The nearest of the players' names, when one is near.
        nearest: Option<String>,
    },
    /// A closer not among the players given.
    CloserNotAmong {
        /// The name.
        name: String,
        /// The players.
        players: Vec<String>,
        /// The nearest of the players' names, when one is near.
        nearest: Option<String>,
    },
    /// A name typed that is no player of the history, but near one.
    NoPlayerNearest {
        /// The name as typed.
        name: String,
        /// The nearest player's name.
        nearest: String,
    },
    /// An argument of `--held` that is not `NAME=N` with N a whole number.
    NotNameHeld {
        /// The argument.
        arg: String,
    },
    /// A rule flag of the other edition: `--rows` for Skyjo Action, `--star-lines` for the classic game.
    RuleOfOtherEdition {
        /// The flag as given.
        flag: String,
        /// The edition whose rule it is: `classic` or `action`.
        edition: &'static str,
    },
    /// Held action cards given for a name that is none of the round's players.
    HeldNotAmong {
        /// The name.
        name: String,
        /// The players.
        players: Vec<String>,
        /// The nearest of the players' names, when one is near.
        nearest: Option<String>,
    },
    /// Held action cards given for a player whose entry is not given.
    HeldWithoutEntry {
        /// The name.
        name: String,
    },
    /// A player given twice.
    GivenTwice {
        /// The name.
        name: String,
    },
    /// A player without an entry, and no terminal to ask on.
    MissingEntry {
        /// The name.
        name: String,
    },
    /// No closer, and no terminal to ask on.
    MissingCloser,
    /// No current game.
    NoCurrentGame {
        /// The history file.
        db: String,
    },
    /// `undo` without `--yes` and no terminal to ask on.
    UndoNeedsYes {
        /// The round it would take back.
        round: u32,
    },
    /// A date that does not read.
    Date {
        /// The flag.
        flag: &'static str,
        /// The text.
        text: String,
    },
    /// A `--season` that is not a year.
    Season {
        /// The text.
        text: String,
    },
    /// `--season` given with `--since` or `--until`.
    SeasonWithDates,
    /// `--since` after `--until`.
    SinceAfterUntil {
        /// `--since`.
        since: String,
        /// `--until`.
        until: String,
    },
    /// `--draws` below 0.
    DrawCount {
        /// The value.
        value: i64,
    },
    /// `--hidden` below 0.
    HiddenCount {
        /// The value.
        value: i64,
    },
    /// `--draws` above the pool.
    DrawsTooMany {
        /// Asked.
        draws: u32,
        /// Unseen cards.
        left: u32,
    },
    /// A bad `--seen` list.
    Seen {
        /// What is wrong.
        problem: RuleError,
    },
    /// A bad `--open` list.
    Open {
        /// What is wrong.
        problem: RuleError,
    },
    /// A player's turned cards that do not read.
    TurnedCards {
        /// The player.
        name: String,
        /// What is wrong.
        problem: RuleError,
    },
    /// Not two turned cards.
    Turned {
        /// The player.
        name: String,
        /// How many.
        count: u32,
    },
    /// No dealer for round 1.
    NoDealer,
    /// A dealer not among the players.
    DealerNotAmong {
        /// The name.
        name: String,
        /// The players.
        players: Vec<String>,
    },
    /// `start` on a game without rounds and no cards given.
    NoRoundsYet {
        /// The game.
        game: GameId,
        /// A player, for the example.
        example: String,
    },
    /// `risk --rows`.
    RowsNotModelled,
    /// `risk` or `advise` (`command`) for a round of a stored game of Skyjo
    /// Action (`current`: the current game's, without `--as`), which their
    /// model does not play.
    ActionGameNotModelled {
        /// The command.
        command: &'static str,
        /// The game.
        game: GameId,
        /// Whether the game is only the current game (no `--as`): then
        /// `--edition classic` says the round is classic.
        current: bool,
    },
    /// `risk` or `advise` (`command`) with `--edition action`.
    ActionNotModelled {
        /// The command.
        command: &'static str,
    },
    /// More than 7 opponents.
    TooManyOpponents {
        /// How many.
        found: usize,
    },
    /// A discard that is not a card.
    DiscardNotACard {
        /// The value.
        value: i64,
    },
    /// A negative margin.
    NegativeMargin {
        /// The value.
        value: i32,
    },
    /// `demo --games` without `--db`.
    GenerateNeedsDb,
    /// `demo --games` onto an existing file.
    GenerateExists {
        /// The file.
        path: String,
    },
    /// A stored round that the asked rules cannot read.
    RescoreUnreadable {
        /// The round.
        round: u32,
        /// What the rules said.
        problem: RuleError,
    },
    /// A rescore that would end the game early.
    RescoreEndsEarly {
        /// The game.
        game: GameId,
        /// The round after which it would be over.
        end: usize,
        /// Rounds it has.
        rounds: usize,
    },
    /// `backup` of a history that does not exist.
    NothingToBackUp {
        /// The file.
        path: String,
    },
    /// A BG Stats backup given to the import of skyjo exports.
    BgStatsFile {
        /// The file.
        path: String,
    },
    /// `export --delimiter` without `--format csv`.
    DelimiterNeedsCsv,
    /// A note with a control character.
    NoteControl,
    /// `score`: a star in a grid scored as classic.
    StarInScore {
        /// The player whose grid has it.
        who: String,
    },
    /// `delete` without `--yes` and no terminal to ask on.
    DeleteNeedsYes {
        /// The game.
        game: GameId,
    },
    /// `restore` over a history without `--yes` where it cannot ask.
    RestoreNeedsYes {
        /// The backup given.
        file: String,
        /// The history it would replace.
        db: String,
    },
    /// Ctrl-C or Ctrl-D at a prompt.
    Cancelled,
    /// Esc, q or Ctrl-D at a prompt of a round, whose answers so far are
    /// kept as its draft.
    CancelledDraftKept {
        /// The game.
        game: GameId,
        /// The round.
        round: u32,
    },
    /// `edit` with nothing to change and no terminal to ask on.
    NothingToChange {
        /// The game.
        game: GameId,
        /// The round.
        round: u32,
    },
    /// `docs` with an unknown name.
    NoSuchDoc {
        /// The name asked for.
        name: String,
        /// The documents there are.
        names: String,
    },
    /// `config set` of a setting there is not.
    NoSuchSetting {
        /// The key given.
        key: String,
        /// The settings there are.
        keys: String,
    },
    /// `new --again` without any game to repeat.
    NoGameToRepeat,
    /// `seen --undo` on an empty list.
    NothingSeen {
        /// The game.
        game: GameId,
        /// The round in progress.
        round: usize,
    },
    // `risk` with the game (docs/chances.md).
    /// `--game`, `--totals` or `--grid` without `--as`.
    RiskNeedsAs,
    /// A name of `--as` or of an opponent that is not a player of the game.
    NotAPlayer {
        /// The name given.
        name: String,
        /// The game's players.
        players: Vec<String>,
    },
    /// A player of the game not given as an opponent.
    OpponentMissing {
        /// The player.
        name: String,
    },
    /// `--as NAME` also given as an opponent.
    MeAsOpponent {
        /// The name.
        name: String,
    },
    /// A `--totals` value that is not `NAME=N`.
    TotalNotANumber {
        /// The argument.
        arg: String,
    },
}

impl InputError {
    /// The error as a message of the catalogs.
    pub fn message(&self) -> Message {
        use InputError as E;
        let list = |names: &[String]| names.join(", ");
        // A name not found ends with the nearest name, or else the advice to
        // check the spelling.
        let spelling = |nearest: &Option<String>| match nearest {
            Some(nearest) => msg!("name-did-you-mean", nearest = nearest),
            None => msg!("name-check-spelling"),
        };
        match self {
            E::NoPlayers => msg!("input-no-players"),
            E::PlayerCount { found } => msg!("input-player-count", found = *found),
            E::EmptyName { seat } => msg!("input-empty-name", seat = *seat),
            E::NameWithEquals { name } => msg!("input-name-with-equals", name = name),
            E::NameTooLong { name, max } => {
                msg!("input-name-too-long", name = name, max = *max)
            }
            E::NameControl { seat } => msg!("input-name-control", seat = *seat),
            E::NameInvisible { seat } => msg!("input-name-invisible", seat = *seat),
            E::SameName { name, other } => msg!("input-same-name", name = name, other = other),
            E::NameMixedScripts { name } => msg!("input-name-mixed-scripts", name = name),
            E::LookAlikeNames { name, other } => {
                msg!("input-look-alike-names", name = name, other = other)
            }
            // The same name typed twice is said as such; "'Ase' is Åse"
            // only where the spellings differ.
            E::SamePlayer { name, player } if name == player => {
                msg!("input-given-twice", name = name)
            }
            E::SamePlayer { name, player } => {
                msg!("input-same-player", name = name, player = player)
            }
            E::SeveralPlayers { name, players } => {
                msg!(
                    "input-several-players",
                    name = name,
                    players = list(players)
                )
            }
            E::NotNameEntry { arg } => msg!("input-not-name-entry", arg = arg),
            E::NotInGame {
                name,
                game,
                players,
                nearest,
            } => msg!(
                "input-not-in-game",
                name = name,
                game = *game,
                players = list(players),
                hint = spelling(nearest)
            ),
            E::CloserNotInGame {
                name,
                game,
                players,
                nearest,
            } => msg!(
                "input-closer-not-in-game",
                name = name,
                game = *game,
                players = list(players),
                hint = spelling(nearest)
            ),
            E::CloserNotAmong {
                name,
                players,
                nearest,
            } => msg!(
                "input-closer-not-among",
                name = name,
                players = list(players),
                hint = spelling(nearest)
            ),
            E::RuleOfOtherEdition { flag, edition } => {
                msg!(
                    "input-rule-of-other-edition",
                    flag = flag,
                    edition = *edition
                )
            }
            E::HeldNotAmong {
                name,
                players,
                nearest,
            } => msg!(
                "input-held-not-among",
                name = name,
                players = list(players),
                hint = spelling(nearest)
            ),
            E::NoPlayerNearest { name, nearest } => {
                msg!("input-no-player-nearest", name = name, nearest = nearest)
            }
            E::GivenTwice { name } => msg!("input-given-twice", name = name),
            E::NotNameHeld { arg } => {
                // The example names the player typed, never someone else.
                let name = arg.split_once('=').map_or(arg.as_str(), |(n, _)| n).trim();
                let name = if name.is_empty() { "none" } else { name };
                msg!("input-not-name-held", arg = arg, name = name)
            }
            E::HeldWithoutEntry { name } => msg!("input-held-without-entry", name = name),
            E::MissingEntry { name } => msg!("input-missing-entry", name = name),
            E::MissingCloser => msg!("input-missing-closer"),
            E::NoCurrentGame { db } => msg!("input-no-current-game", db = db),
            E::UndoNeedsYes { round } => msg!("input-undo-needs-yes", round = *round),
            E::Date { flag, text } => msg!("input-date", flag = *flag, text = text),
            E::Season { text } => msg!("input-season", text = text),
            E::SeasonWithDates => msg!("input-season-with-dates"),
            E::SinceAfterUntil { since, until } => {
                msg!("input-since-after-until", since = since, until = until)
            }
            E::DrawCount { value } => msg!("input-draw-count", value = *value),
            E::HiddenCount { value } => msg!("input-hidden-count", value = *value),
            E::DrawsTooMany { draws, left } => {
                msg!("input-draws-too-many", draws = *draws, left = *left)
            }
            E::Seen { problem } => msg!("input-seen", problem = problem.message()),
            E::Open { problem } => msg!("input-open", problem = problem.message()),
            E::TurnedCards { name, problem } => {
                msg!(
                    "input-turned-cards",
                    name = name,
                    problem = problem.message()
                )
            }
            E::Turned { name, count } => msg!("input-turned", name = name, count = *count),
            E::NoDealer => msg!("input-no-dealer"),
            E::DealerNotAmong { name, players } => {
                msg!(
                    "input-dealer-not-among",
                    name = name,
                    players = list(players)
                )
            }
            E::NoRoundsYet { game, example } => {
                msg!("input-no-rounds-yet", game = *game, example = example)
            }
            E::RowsNotModelled => msg!("input-rows-not-modelled"),
            E::ActionGameNotModelled {
                command,
                game,
                current: false,
            } => msg!("input-action-game", command = *command, game = *game),
            E::ActionGameNotModelled {
                command,
                game,
                current: true,
            } => msg!("input-action-current", command = *command, game = *game),
            E::ActionNotModelled { command } => msg!("input-action-edition", command = *command),
            E::TooManyOpponents { found } => msg!("input-too-many-opponents", found = *found),
            E::DiscardNotACard { value } => msg!("input-discard-not-a-card", value = *value),
            E::NegativeMargin { value } => msg!("input-negative-margin", value = *value),
            E::GenerateNeedsDb => msg!("input-generate-needs-db"),
            E::GenerateExists { path } => msg!("input-generate-exists", path = path),
            E::RescoreUnreadable { round, problem } => msg!(
                "input-rescore-unreadable",
                round = *round,
                problem = problem.message()
            ),
            E::RescoreEndsEarly { game, end, rounds } => msg!(
                "input-rescore-ends-early",
                game = *game,
                end = *end,
                rounds = *rounds
            ),
            E::NothingToBackUp { path } => msg!("input-nothing-to-back-up", path = path),
            E::BgStatsFile { path } => msg!("input-bgstats-file", path = path),
            E::DelimiterNeedsCsv => msg!("input-delimiter-needs-csv"),
            E::NoGameToRepeat => msg!("input-no-game-to-repeat"),
            E::Cancelled => msg!("input-cancelled"),
            E::CancelledDraftKept { game, round } => {
                msg!("input-cancelled-draft", game = *game, round = *round)
            }
            E::NoteControl => msg!("input-note-control"),
            E::StarInScore { who } => {
                msg!("input-star-in-score", grid = msg!("grid-of", who = who))
            }
            E::DeleteNeedsYes { game } => msg!("input-delete-needs-yes", game = *game),
            E::RestoreNeedsYes { file, db } => {
                msg!("input-restore-needs-yes", file = file, db = db)
            }
            E::NothingToChange { game, round } => {
                msg!("input-nothing-to-change", game = *game, round = *round)
            }
            E::NoSuchDoc { name, names } => msg!("input-no-such-doc", name = name, names = names),
            E::NoSuchSetting { key, keys } => {
                msg!("input-no-such-setting", key = key, keys = keys)
            }
            E::NothingSeen { game, round } => {
                msg!("input-nothing-seen", game = *game, round = *round)
            }
            E::RiskNeedsAs => msg!("input-risk-needs-as"),
            E::NotAPlayer { name, players } => {
                msg!("input-not-a-player", name = name, players = list(players))
            }
            E::OpponentMissing { name } => msg!("input-opponent-missing", name = name),
            E::MeAsOpponent { name } => msg!("input-me-as-opponent", name = name),
            E::TotalNotANumber { arg } => msg!("input-total-not-a-number", arg = arg),
        }
    }
}

impl Worded for InputError {
    fn words(&self) -> Option<Message> {
        Some(self.message())
    }
}

/// A file or folder of the user's that cannot be found, read or made: not
/// input the user typed wrong, so not an [`InputError`]. The message ids
/// stay those of the catalogs (`input-no-home`, ...), the error codes of `--json`.
/// The system's failure is the source: it is worded after the message.
#[derive(Debug, thiserror::Error)]
#[error("{}", crate::i18n::english(&self.message()))]
pub enum FileError {
    /// No home folder for the default history.
    NoHome,
    /// The default folder cannot be made.
    CreateFolder {
        /// The folder.
        dir: String,
        /// Why.
        source: std::io::Error,
    },
    /// A file that cannot be read.
    CannotRead {
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// A file that cannot be created.
    CannotCreate {
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
}

impl FileError {
    /// The error as a message of the catalogs.
    pub fn message(&self) -> Message {
        match self {
            FileError::NoHome => msg!("input-no-home"),
            FileError::CreateFolder { dir, .. } => msg!("input-create-folder", dir = dir),
            FileError::CannotRead { path, .. } => msg!("input-cannot-read", path = path),
            FileError::CannotCreate { path, .. } => msg!("input-cannot-create", path = path),
        }
    }
}

impl Worded for FileError {
    fn words(&self) -> Option<Message> {
        Some(self.message())
    }
}
