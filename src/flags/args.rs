//! The command line, as clap reads it. Every value a prompt asks for is also a flag.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use clap::builder::{PossibleValuesParser, TypedValueParser};

use super::choice::{ChoiceHelp, choice};
use super::config::ColorChoice;
use super::rules::{RuleFlags, ScoringFlags};
use crate::i18n::Lang;
use crate::rules::risk::LastTurn;

/// `--lang` takes the code of any catalog in `i18n/`.
fn lang_parser() -> impl TypedValueParser<Value = Lang> {
    PossibleValuesParser::new(Lang::codes())
        .map(|code| Lang::from_code(&code).expect("a code of the catalogs"))
}

impl ChoiceHelp for LastTurn {
    fn help(self) -> &'static str {
        match self {
            LastTurn::None => "No last turn: the grids are revealed as they are",
            LastTurn::Greedy => "Each opponent plays one greedy last turn",
        }
    }
}

/// A command's own options, added to clap's tree only when that command is
/// the one run (clap's `Command::defer`), while [`lazily`] builds the tree:
/// the program's one parse of its command line. Building every option of
/// the 45 commands at each start was a quarter of a start of the debug
/// build (docs/performance.md). The help, the man page, the completions and
/// the tests build the whole tree (clap's `build`, or outside [`lazily`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Deferred<T>(pub T);

impl<T> std::ops::Deref for Deferred<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: clap::FromArgMatches> clap::FromArgMatches for Deferred<T> {
    fn from_arg_matches(matches: &clap::ArgMatches) -> Result<Self, clap::Error> {
        T::from_arg_matches(matches).map(Deferred)
    }
    fn update_from_arg_matches(&mut self, matches: &clap::ArgMatches) -> Result<(), clap::Error> {
        self.0.update_from_arg_matches(matches)
    }
}

impl<T: Args> Args for Deferred<T> {
    fn augment_args(cmd: clap::Command) -> clap::Command {
        if LAZY.get() {
            cmd.defer(T::augment_args)
        } else {
            T::augment_args(cmd)
        }
    }
    fn augment_args_for_update(cmd: clap::Command) -> clap::Command {
        if LAZY.get() {
            cmd.defer(T::augment_args_for_update)
        } else {
            T::augment_args_for_update(cmd)
        }
    }
    fn group_id() -> Option<clap::Id> {
        T::group_id()
    }
}

thread_local! {
    /// Whether [`Deferred`] options wait for their command (see [`lazily`]).
    static LAZY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// `build` with each command's own options deferred until clap reads that
/// command ([`Deferred`]).
pub fn lazily<T>(build: impl FnOnce() -> T) -> T {
    LAZY.set(true);
    let built = build();
    LAZY.set(false);
    built
}

/// A score pad you can trust for the card game Skyjo played with a real deck.
#[derive(Debug, Parser)]
#[command(name = "skyjo", version, about, max_term_width = 100)]
pub struct Cli {
    /// The history database [default: the config file's, else skyjo.db in the user's data folder]
    #[arg(long, global = true, env = "SKYJO_DB", value_name = "PATH")]
    pub db: Option<PathBuf>,
    /// The config file [default: config.toml in the user's config folder]
    #[arg(long, global = true, env = "SKYJO_CONFIG", value_name = "PATH")]
    pub config: Option<PathBuf>,
    /// Print JSON (the contract in `skyjo docs cli`) instead of tables
    #[arg(long, global = true)]
    pub json: bool,
    /// Print tables and text on full lines, whatever the width of the terminal
    #[arg(long, global = true)]
    pub wide: bool,
    /// Never prompt: a missing value is an error that names its flag
    #[arg(long, global = true)]
    pub no_input: bool,
    /// When to use color: auto (on a terminal, unless NO_COLOR is set), always, never [default: the config file's, else auto]
    #[arg(
        long,
        global = true,
        value_enum,
        env = "SKYJO_COLOR",
        value_name = "WHEN"
    )]
    pub color: Option<ColorChoice>,
    /// Language of everything printed for people [default: the config file's, else from LC_ALL/LANG, else en]
    #[arg(long, global = true, env = "SKYJO_LANG", value_name = "LANG", value_parser = lang_parser())]
    pub lang: Option<Lang>,
    /// What to do
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Start a game; it becomes the current game
    New(Deferred<NewArgs>),
    /// Record the next round of the current game (or --game ID)
    Round(Deferred<RoundArgs>),
    /// The current game in short: totals, the leader, what is left to the target, who starts,
    /// each player's chance to win
    Status,
    /// Make a stored game the current game
    Use(Deferred<UseArgs>),
    /// Write a note on a game (an empty note removes it)
    Note(Deferred<NoteArgs>),
    /// Mark a game abandoned: kept and shown, counted in no statistics
    Abandon(Deferred<AbandonArgs>),
    /// Remove a game from the history (a backup is made first)
    Delete(Deferred<DeleteArgs>),
    /// Print a game's score sheet (the protocol)
    Show(Deferred<ShowArgs>),
    /// List the games in the history, newest first
    Games(Deferred<GamesArgs>),
    /// Take back the last round of the current game (or --game ID)
    Undo(Deferred<UndoArgs>),
    /// Check a disputed round, card by card; stores nothing
    Score(Deferred<ScoreArgs>),
    /// Play a sample game in a throwaway database and print its score sheet
    Demo(Deferred<DemoArgs>),
    /// What is left in the deck, and the odds of the next cards
    Odds(Deferred<OddsArgs>),
    /// Should I close now? The chance of being doubled, from the cards seen
    Risk(Deferred<RiskArgs>),
    /// What to do with my turn: every choice ranked by my chance to win the game
    Advise(Deferred<AdviseArgs>),
    /// Who starts a round
    Start(Deferred<StartArgs>),
    /// The cards seen off the grids in the round in progress (the discard pile below its top, removed columns): add, show, take back; odds and risk add the grids' open cards to them
    Seen(Deferred<SeenArgs>),
    /// Count a physical deck against the 150-card deck
    #[command(subcommand)]
    Deck(DeckCommand),
    /// Everyone in the history; rename or merge players
    Players(Deferred<PlayersArgs>),
    /// Statistics per player: wins, averages, closing, streaks
    Stats(Deferred<StatsArgs>),
    /// Head-to-head of two players over the games both played
    Rivalry(Deferred<RivalryArgs>),
    /// A rating per player (multiplayer Elo), as a table and a chart over time
    Ratings(Deferred<RatingsArgs>),
    /// Write the history of a period as one HTML page: standings, ratings, head to head, closest games, records
    Report(Deferred<ReportArgs>),
    /// Show the current game (or --game ID) live on the phones at the table: a page on the local network, read-only unless --entry, until Ctrl-C
    Serve(Deferred<ServeArgs>),
    /// Correct a stored round; later totals follow, the old round is kept
    Edit(Deferred<EditArgs>),
    /// Every change made to the history after the fact (corrections, undone rounds, renames, deletions, imports), and when
    Log(Deferred<LogArgs>),
    /// A game's score sheet under other house rules (--save stores it)
    Rescore(Deferred<RescoreArgs>),
    /// Write games as JSON (the full format) or CSV (the score sheet)
    Export(Deferred<ExportArgs>),
    /// Read games from a JSON export (or a BG Stats backup with --from bgstats); games already present are skipped
    Import(Deferred<ImportArgs>),
    /// The settings in force (flags, environment, config file, defaults) and where each comes from
    Config(Deferred<ConfigArgs>),
    /// Copy the history to a new file (SQLite's online backup)
    Backup(Deferred<BackupArgs>),
    /// Put a backup back in place of the history, safely while skyjo runs (the history as it was is copied first)
    Restore(Deferred<RestoreArgs>),
    /// Share the history with the family's other devices through a folder they sync (Syncthing, Dropbox, OneDrive, a USB stick)
    Sync(Deferred<SyncArgs>),
    /// Read a document of the manual (the names are those of `docs::DOCS`)
    #[command(about = super::docs::about())]
    Docs(Deferred<DocsArgs>),
    /// Print a shell completion script: bash, zsh, fish, powershell or elvish
    Completions(Deferred<CompletionsArgs>),
    /// Print the manual page (roff), or write every page to a folder
    Man(Deferred<ManArgs>),
}

/// `skyjo backup`.
#[derive(Debug, Args)]
pub struct BackupArgs {
    /// The new file [default: beside the history, named with the date and time]
    pub path: Option<PathBuf>,
}

/// `skyjo restore`.
#[derive(Debug, Args)]
pub struct RestoreArgs {
    /// The backup to put back: a skyjo history (skyjo backup makes them)
    pub file: PathBuf,
    /// Do not ask for confirmation
    #[arg(long, short = 'y')]
    pub yes: bool,
}

/// `skyjo sync`.
#[derive(Debug, Args)]
pub struct SyncArgs {
    /// The shared folder; the first use keeps it in the config file ([sync] folder) [default: the config file's]
    pub dir: Option<PathBuf>,
    /// Say what would change, and change nothing
    #[arg(long)]
    pub dry_run: bool,
}

/// `skyjo note`.
#[derive(Debug, Args)]
pub struct NoteArgs {
    /// The game
    pub game: i64,
    /// The note
    pub text: String,
}

/// `skyjo abandon`.
#[derive(Debug, Args)]
pub struct AbandonArgs {
    /// The game [default: the current game]
    pub game: Option<i64>,
}

/// `skyjo delete`.
#[derive(Debug, Args)]
pub struct DeleteArgs {
    /// The game
    pub game: i64,
    /// Do not ask for confirmation
    #[arg(long, short = 'y')]
    pub yes: bool,
}

/// `skyjo use`.
#[derive(Debug, Args)]
pub struct UseArgs {
    /// The game
    pub game: i64,
}

/// `skyjo docs`.
#[derive(Debug, Args)]
pub struct DocsArgs {
    /// The document [default: the list of them]
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
}

/// `skyjo man`.
#[derive(Debug, Args)]
pub struct ManArgs {
    /// Write skyjo.1 and a page per subcommand (skyjo-round.1, ...) into this folder
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
}

/// `skyjo completions`.
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

/// `skyjo demo`.
#[derive(Debug, Args)]
pub struct DemoArgs {
    /// Instead of the sample game, write a generated history of N games to --db (a new file)
    #[arg(long, value_name = "N")]
    pub games: Option<usize>,
    /// The generator's seed
    #[arg(long, default_value_t = 2016, requires = "games")]
    pub seed: u64,
}

/// `skyjo players`.
#[derive(Debug, Args)]
pub struct PlayersArgs {
    /// Rename or merge; without one, list the players
    #[command(subcommand)]
    pub action: Option<PlayersAction>,
    /// List everyone, also the players left with no game (by a delete)
    #[arg(long)]
    pub all: bool,
}

/// `skyjo config [set|unset]`.
#[derive(Debug, Args)]
pub struct ConfigArgs {
    /// Set or take out a setting of the config file; without one, list the settings
    #[command(subcommand)]
    pub action: Option<ConfigAction>,
}

/// `skyjo config set|unset`.
#[derive(Debug, Subcommand)]
pub enum ConfigAction {
    /// Keep a setting in the config file: `skyjo config set sync.folder ~/Sync/skyjo`
    Set {
        /// The setting, as skyjo config lists it (lang, color, db, doubling, target, sync.folder, ...)
        key: String,
        /// Its value
        value: String,
    },
    /// Take a setting out of the config file: its default holds again
    Unset {
        /// The setting, as skyjo config lists it
        key: String,
    },
}

/// `skyjo players rename|merge`.
#[derive(Debug, Subcommand)]
pub enum PlayersAction {
    /// Give a player another name (in every game)
    Rename {
        /// The name now
        old: String,
        /// The new name
        new: String,
    },
    /// One person entered under two names: KEEP takes over every game of OTHER
    Merge {
        /// The name that stays
        keep: String,
        /// The name that goes
        other: String,
    },
}

/// A time window of games.
#[derive(Debug, Clone, Default, Args)]
pub struct PeriodArgs {
    /// Only games played on or after this date (YYYY-MM-DD, YYYY-MM or YYYY)
    #[arg(long, value_name = "DATE")]
    pub since: Option<String>,
    /// Only games played on or before this date (YYYY-MM-DD, YYYY-MM or YYYY: inclusive)
    #[arg(long, value_name = "DATE")]
    pub until: Option<String>,
    /// Only the games of one calendar year (the same as --since YEAR --until YEAR)
    #[arg(long, value_name = "YEAR")]
    pub season: Option<String>,
    /// Only the games of one edition, classic or action (Skyjo Action) [default: both; who won counts both, the points each apart]
    #[arg(long = "edition", id = "only_edition", value_parser = choice::<crate::rules::Edition>(), value_name = "EDITION")]
    pub edition: Option<crate::rules::Edition>,
}

/// `skyjo games`.
#[derive(Debug, Args)]
pub struct GamesArgs {
    #[command(flatten)]
    pub period: PeriodArgs,
}

/// `skyjo stats`.
#[derive(Debug, Args)]
pub struct StatsArgs {
    /// Only this player
    #[arg(value_name = "PLAYER")]
    pub player: Option<String>,
    #[command(flatten)]
    pub period: PeriodArgs,
}

/// `skyjo rivalry`.
#[derive(Debug, Args)]
pub struct RivalryArgs {
    /// One player
    #[arg(value_name = "PLAYER")]
    pub a: String,
    /// The other
    #[arg(value_name = "RIVAL")]
    pub b: String,
    #[command(flatten)]
    pub period: PeriodArgs,
}

/// `skyjo ratings`.
#[derive(Debug, Args)]
pub struct RatingsArgs {
    #[command(flatten)]
    pub period: PeriodArgs,
    /// How ratings are computed
    #[arg(long, value_enum, default_value_t = crate::rating::Method::Elo)]
    pub method: crate::rating::Method,
}

/// `skyjo report`.
#[derive(Debug, Args)]
pub struct ReportArgs {
    #[command(flatten)]
    pub period: PeriodArgs,
    /// The HTML file to write (replaced if it exists); - for standard output
    #[arg(long, short, value_name = "FILE", default_value = "skyjo-report.html")]
    pub out: PathBuf,
}

/// `skyjo serve`.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The game [default: the current game, followed when another becomes current]
    #[arg(long, value_name = "ID")]
    pub game: Option<i64>,
    /// The port to listen on (0: any free port)
    #[arg(long, default_value_t = 8717, value_name = "N")]
    pub port: u16,
    /// The address to listen on [default: this computer's address on the local network, and 127.0.0.1]
    #[arg(long, value_name = "ADDR")]
    pub bind: Option<std::net::IpAddr>,
    /// Do not draw the QR code
    #[arg(long)]
    pub no_qr: bool,
    /// Let the phones enter the round: each player's grid on a phone, who closed, and recording the round
    #[arg(long)]
    pub entry: bool,
}

/// `skyjo edit`.
#[derive(Debug, Args)]
pub struct EditArgs {
    /// The game
    pub game: i64,
    /// The round to replace
    pub round: u32,
    /// Who closed the round [default: as stored]
    #[arg(long, value_name = "NAME")]
    pub closer: Option<String>,
    /// The entries to change, as for `round`: NAME="GRID" or NAME=TOTAL; the others stay as stored
    #[arg(value_name = "NAME=ENTRY")]
    pub entries: Vec<String>,
    /// Skyjo Action: the action cards a player still held at the end of the round, NAME=N (+10 each)
    #[arg(long, value_name = "NAME=HELD")]
    pub held: Vec<String>,
}

/// `skyjo log`.
#[derive(Debug, Args)]
pub struct LogArgs {
    /// Only this game
    pub game: Option<i64>,
}

/// `skyjo rescore`: the rules to change; what is not given stays as the game has it.
#[derive(Debug, Args)]
pub struct RescoreArgs {
    /// The game [default: the current game]
    pub game: Option<i64>,
    #[command(flatten)]
    pub rules: RuleFlags,
    /// Store the game under these rules (every changed round is logged)
    #[arg(long)]
    pub save: bool,
}

/// `skyjo export`.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// The games [default: all]
    #[arg(value_name = "GAME")]
    pub games: Vec<i64>,
    /// json: the full format that import reads; csv: the score sheets for a spreadsheet, headed in the language of --lang (in every language but English the file starts with a byte-order mark, so that Excel reads å, ä, æ, é, ö, ø and ü)
    #[arg(long, value_enum, default_value_t = ExportFormat::Json)]
    pub format: ExportFormat,
    /// Write to this file instead of standard output
    #[arg(long, short, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// The CSV's separator [default: a semicolon, as spreadsheets read it in languages that write a decimal comma; a comma in English]
    #[arg(long, value_enum, value_name = "SEP")]
    pub delimiter: Option<Delimiter>,
}

/// `--delimiter` of export: the names, or the character itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Delimiter {
    /// `,`
    #[value(alias = ",")]
    Comma,
    /// `;`
    #[value(alias = ";")]
    Semicolon,
    /// A tab
    Tab,
}

impl Delimiter {
    /// The byte that separates the fields.
    pub fn byte(self) -> u8 {
        match self {
            Delimiter::Comma => b',',
            Delimiter::Semicolon => b';',
            Delimiter::Tab => b'\t',
        }
    }
}

/// `--format` of export.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ExportFormat {
    /// The full, documented format.
    Json,
    /// One line per player per round.
    Csv,
}

/// `skyjo import`.
#[derive(Debug, Args)]
pub struct ImportArgs {
    /// The file: a skyjo export, or with --from bgstats the BG Stats app's backup (BGStatsExport.json)
    pub file: PathBuf,
    /// Which app wrote the file
    #[arg(long, value_enum, default_value_t = ImportFrom::Skyjo)]
    pub from: ImportFrom,
}

/// `--from` of import.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ImportFrom {
    /// A JSON export of skyjo.
    Skyjo,
    /// The JSON backup of the Board Game Stats app: its Skyjo plays become games of final totals only.
    Bgstats,
}

/// `skyjo odds`.
#[derive(Debug, Args)]
pub struct OddsArgs {
    /// Cards seen off the grids (the discard pile below its top, removed columns): "3 5 -2 9*3", in Skyjo Action * for a star [default: the list of skyjo seen]
    #[arg(long, value_name = "CARDS", allow_hyphen_values = true)]
    pub seen: Vec<String>,
    /// The open cards on all grids, counted separately from --seen: "3 5 -2 9*3"; x9 for a card of a removed column, counted once with --seen; in Skyjo Action * for a star
    #[arg(long, value_name = "CARDS", allow_hyphen_values = true)]
    pub open: Vec<String>,
    /// The top card of the discard pile
    #[arg(long, value_name = "CARD", allow_negative_numbers = true)]
    pub discard: Option<i64>,
    /// Also give the chance of at least one card of each value among the next K cards
    #[arg(long, value_name = "K", allow_negative_numbers = true)]
    pub draws: Option<i64>,
    /// Also give the chance of each sum of N face-down cards
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub hidden: Option<i64>,
    /// Also say how the numbers are worked out (the mean, the spread, the quartiles)
    #[arg(long)]
    pub explain: bool,
    /// The deck: classic, or the playing cards of Skyjo Action, their counts assumed [default: the current game's]
    #[arg(long, value_parser = choice::<crate::rules::Edition>(), value_name = "EDITION")]
    pub edition: Option<crate::rules::Edition>,
}

/// `skyjo risk`.
#[derive(Debug, Args)]
pub struct RiskArgs {
    /// My final score if I close now, or my grid (its open cards count as seen)
    #[arg(long, value_name = "SCORE|GRID", allow_hyphen_values = true)]
    pub me: String,
    /// Each opponent, in the order they play: NAME="3 ? ? 9 / ? 9 ? ? / 2 ? 0 9" (? face down) or NAME=VISIBLE:HIDDEN
    #[arg(value_name = "NAME=GRID", required = true)]
    pub opponents: Vec<String>,
    /// The top card of the discard pile
    #[arg(long, value_name = "CARD", allow_negative_numbers = true)]
    pub discard: Option<i64>,
    /// Cards seen off the grids (the discard pile below its top, removed columns); the grids' open cards and --discard count apart [default: the list of skyjo seen]
    #[arg(long, value_name = "CARDS", allow_hyphen_values = true)]
    pub seen: Vec<String>,
    /// The opponents' last turn: none, or the greedy policy of `skyjo docs odds`
    #[arg(long, value_parser = choice::<LastTurn>(), default_value = "greedy", value_name = "MODEL")]
    pub last_turn: LastTurn,
    /// Monte Carlo seed (the same seed gives the same answer)
    #[arg(long, default_value_t = 2026)]
    pub seed: u64,
    /// The margins to try: what if my score were this much lower (with --me GRID, no lower than one more turn can take it)
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "5,10,15,20",
        value_name = "LIST"
    )]
    pub margins: Vec<i32>,
    /// Which player I am: risk then adds the game (the current game, --game, or --totals)
    #[arg(long = "as", value_name = "NAME")]
    pub as_name: Option<String>,
    /// The game the round belongs to [default: the current game] (with --as)
    #[arg(long, value_name = "ID")]
    pub game: Option<i64>,
    /// A game kept on paper: every player's total, mine included, in seating order (with --as)
    #[arg(
        long,
        value_name = "NAME=N,...",
        value_delimiter = ',',
        allow_hyphen_values = true
    )]
    pub totals: Vec<String>,
    /// My grid as it lies now, ? face down: the policy plays on from it (with --as)
    #[arg(long, value_name = "GRID", allow_hyphen_values = true)]
    pub grid: Option<String>,
    /// Also say how the numbers are worked out (the method, the samples, the 95% intervals)
    #[arg(long)]
    pub explain: bool,
    #[command(flatten)]
    pub rules: ScoringFlags,
}

/// `skyjo advise`.
#[derive(Debug, Args)]
pub struct AdviseArgs {
    /// My grid as it lies, ? face down, x removed: "5 ? ? 9 / ? 2 ? ? / 0 ? ? 11"
    #[arg(long, value_name = "GRID", allow_hyphen_values = true)]
    pub me: String,
    /// Each opponent, in the order they play after me: NAME="3 ? ? 9 / ? 9 ? ? / 2 ? 0 9"
    #[arg(value_name = "NAME=GRID", required = true)]
    pub opponents: Vec<String>,
    /// The top card of the discard pile
    #[arg(long, value_name = "CARD", allow_negative_numbers = true)]
    pub discard: i64,
    /// The card I drew, once drawn (then: keep it where, or throw it and turn which card)
    #[arg(long, value_name = "CARD", allow_negative_numbers = true)]
    pub drawn: Option<i64>,
    /// The opponent who has closed the round: this is my last turn
    #[arg(long, value_name = "NAME")]
    pub closed: Option<String>,
    /// Cards seen off the grids (the discard pile below its top, removed columns) [default: the list of skyjo seen]
    #[arg(long, value_name = "CARDS", allow_hyphen_values = true)]
    pub seen: Vec<String>,
    /// Which player I am: the choices are then ranked by my chance to win the game (the current game, --game, or --totals)
    #[arg(long = "as", value_name = "NAME")]
    pub as_name: Option<String>,
    /// The game the round belongs to [default: the current game] (with --as)
    #[arg(long, value_name = "ID")]
    pub game: Option<i64>,
    /// A game kept on paper: every player's total, mine included, in seating order (with --as)
    #[arg(
        long,
        value_name = "NAME=N,...",
        value_delimiter = ',',
        allow_hyphen_values = true
    )]
    pub totals: Vec<String>,
    /// Rounds played out for each of the two best choices (fewer for the others)
    #[arg(long, default_value_t = 4000, value_name = "N")]
    pub samples: u32,
    /// Seed of the rounds played out (the same seed gives the same answer)
    #[arg(long, default_value_t = 2026)]
    pub seed: u64,
    /// Also say how the numbers are worked out (the method, the samples, the 95% intervals)
    #[arg(long)]
    pub explain: bool,
    #[command(flatten)]
    pub rules: ScoringFlags,
}

/// `skyjo seen`.
#[derive(Debug, Args)]
pub struct SeenArgs {
    /// Cards just seen off the grids (the discard pile below its top, removed columns), added to the list: 9 9 -2, V*N for N cards of value V (after --, as -- -2*3, when V is negative); in Skyjo Action '*' for a star
    #[arg(value_name = "CARDS", allow_negative_numbers = true)]
    pub cards: Vec<String>,
    /// Take the last card added back
    #[arg(long, conflicts_with_all = ["cards", "clear"])]
    pub undo: bool,
    /// Empty the list
    #[arg(long, conflicts_with = "cards")]
    pub clear: bool,
    /// The game [default: the current game]
    #[arg(long, value_name = "ID")]
    pub game: Option<i64>,
}

/// `skyjo start`.
#[derive(Debug, Args)]
pub struct StartArgs {
    /// A stored game: who starts its next round [default: the current game]
    #[arg(long, value_name = "ID")]
    pub game: Option<i64>,
    /// Round 1: the dealer
    #[arg(long, value_name = "NAME")]
    pub dealer: Option<String>,
    /// Round 1: each player's two turned cards in seating order: NAME="9 12"
    #[arg(value_name = "NAME=CARDS")]
    pub turned: Vec<String>,
}

/// `skyjo deck`.
#[derive(Debug, Subcommand)]
pub enum DeckCommand {
    /// Count a physical deck: what is missing, what is extra
    Check(DeckCheckArgs),
}

/// `skyjo deck check`.
#[derive(Debug, Args)]
pub struct DeckCheckArgs {
    /// The cards counted: --cards "-2 -2 0 0 ... 12", with V*N for N cards of value V (may be repeated)
    #[arg(
        long,
        value_name = "CARDS",
        allow_hyphen_values = true,
        required = true
    )]
    pub cards: Vec<String>,
}

/// `skyjo new`.
#[derive(Debug, Args)]
pub struct NewArgs {
    /// The players in seating order, 2 to 8 (asked for on a terminal when left out)
    #[arg(value_name = "NAME")]
    pub names: Vec<String>,
    /// A rematch: the players and house rules of the current game (rule flags still apply)
    #[arg(long, conflicts_with = "names")]
    pub again: bool,
    /// Start without asking, even when the current game is not finished
    #[arg(long, short = 'y')]
    pub yes: bool,
    /// A name for the game ("Jul 2026"), shown by show and games
    #[arg(long, value_name = "NAME")]
    pub name: Option<String>,
    #[command(flatten)]
    pub rules: RuleFlags,
}

/// `skyjo round`.
#[derive(Debug, Args)]
pub struct RoundArgs {
    /// The game [default: the current game]
    #[arg(long, value_name = "ID")]
    pub game: Option<i64>,
    /// Who closed the round
    #[arg(long, value_name = "NAME")]
    pub closer: Option<String>,
    /// Each player's final grid or round total: NAME="GRID" or NAME=14 (examples at the end)
    #[arg(value_name = "NAME=ENTRY")]
    pub entries: Vec<String>,
    /// Skyjo Action: the action cards a player still held at the end of the round, NAME=N (+10 each)
    #[arg(long, value_name = "NAME=HELD")]
    pub held: Vec<String>,
    /// Record without the last confirmation on a terminal
    #[arg(long, short = 'y')]
    pub yes: bool,
    /// Throw away the draft of the round being entered; with entries, record them instead
    #[arg(long)]
    pub discard_draft: bool,
}

/// `skyjo show`.
#[derive(Debug, Args)]
pub struct ShowArgs {
    /// The game [default: the current game]
    #[arg(value_name = "ID")]
    pub game: Option<i64>,
    /// Explain one stored round card by card, as `score` does
    #[arg(long, value_name = "ROUND", conflicts_with = "chart")]
    pub explain: Option<u32>,
    /// Draw the running totals as a chart instead of the table
    #[arg(long)]
    pub chart: bool,
}

/// `skyjo undo`.
#[derive(Debug, Args)]
pub struct UndoArgs {
    /// The game [default: the current game]
    #[arg(long, value_name = "ID")]
    pub game: Option<i64>,
    /// Do not ask for confirmation
    #[arg(long, short = 'y')]
    pub yes: bool,
}

/// `skyjo score`.
#[derive(Debug, Args)]
pub struct ScoreArgs {
    /// Who closed the round
    #[arg(long, value_name = "NAME")]
    pub closer: String,
    /// Each player's final grid or round total, 2 to 8: NAME="1 0 3 4 / ..." or NAME=14
    #[arg(value_name = "NAME=ENTRY", required = true)]
    pub entries: Vec<String>,
    /// Skyjo Action: the action cards a player still held at the end of the round, NAME=N (+10 each)
    #[arg(long, value_name = "NAME=HELD")]
    pub held: Vec<String>,
    #[command(flatten)]
    pub rules: ScoringFlags,
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_command_line_is_well_formed() {
        Cli::command().debug_assert();
    }

    #[test]
    fn global_flags_work_after_the_subcommand() {
        let cli = Cli::try_parse_from(["skyjo", "games", "--json", "--db", "x.db"]).unwrap();
        assert!(cli.json);
        assert_eq!(cli.db, Some(PathBuf::from("x.db")));
    }
}
