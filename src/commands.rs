//! The commands: translate arguments into calls of the engine and the store,
//! then render. Each command that writes does so in one store transaction.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;

use anyhow::{Context, Result, anyhow, bail};
use chrono::{DateTime, TimeZone, Utc};
use serde_json::{Value, json};

use clap::CommandFactory;

use crate::assist;
use crate::cli::{Cli, Command, DeckCommand, NewArgs, RoundArgs, ScoreArgs, ShowArgs, UndoArgs};
use crate::history;
use crate::i18n::{t, tf};
use crate::prompt;
use crate::render::{self, Style};
use crate::rules::{self, Entry, RoundScore, Rules, Standings};
use crate::store::{GameId, NewRound, Store, StoredGame, name_key};

/// What every command needs besides its own arguments.
pub(crate) struct Ctx {
    pub(crate) db: Option<PathBuf>,
    pub(crate) json: bool,
    pub(crate) interactive: bool,
    pub(crate) style: Style,
}

impl Ctx {
    fn from_cli(cli: &Cli) -> Ctx {
        let color = cli.color.enabled(std::io::stdout().is_terminal());
        let interactive =
            !cli.no_input && std::io::stdin().is_terminal() && std::io::stderr().is_terminal();
        let width = std::env::var("COLUMNS")
            .ok()
            .and_then(|c| c.parse().ok())
            .unwrap_or(80);
        Ctx {
            db: cli.db.clone(),
            json: cli.json,
            interactive,
            style: Style {
                color,
                width,
                lang: crate::i18n::Lang::detect(cli.lang),
            },
        }
    }

    pub(crate) fn db_path(&self) -> Result<PathBuf> {
        if let Some(path) = &self.db {
            return Ok(path.clone());
        }
        let dirs = directories::ProjectDirs::from("", "", "skyjo").ok_or_else(|| {
            anyhow!("found no home folder to keep the history in; pass --db PATH or set SKYJO_DB")
        })?;
        Ok(dirs.data_dir().join("skyjo.db"))
    }

    /// Opens the history; `create` for commands that write.
    pub(crate) fn store(&self, create: bool) -> Result<Store> {
        let path = self.db_path()?;
        // The default folder is ours to make; a folder named with --db is not.
        if create && self.db.is_none() {
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir).with_context(|| {
                    format!(
                        "cannot create the folder {} for the history; pass --db PATH",
                        dir.display()
                    )
                })?;
            }
        }
        Store::open(&path, create)
    }
}

/// Runs the command line, writing what it prints to `out`.
pub fn run(cli: Cli, out: &mut dyn Write) -> Result<()> {
    let ctx = Ctx::from_cli(&cli);
    let now = Utc::now();
    let text = match cli.command {
        Command::New(args) => new_game(&ctx, args, now)?,
        Command::Round(args) => round(&ctx, args, now)?,
        Command::Show(args) => show(&ctx, args)?,
        Command::Games => games(&ctx)?,
        Command::Undo(args) => undo(&ctx, args)?,
        Command::Score(args) => score(&ctx, args)?,
        Command::Demo(args) => match args.games {
            Some(games) => history::generate(&ctx, games, args.seed)?,
            None => demo(&ctx)?,
        },
        Command::Odds(args) => assist::odds(&ctx, args)?,
        Command::Risk(args) => assist::risk(&ctx, args)?,
        Command::Start(args) => assist::start(&ctx, args)?,
        Command::Deck(DeckCommand::Check(args)) => assist::deck_check(&ctx, args)?,
        Command::Players(args) => history::players(&ctx, args)?,
        Command::Stats(args) => history::stats(&ctx, args)?,
        Command::Rivalry(args) => history::rivalry(&ctx, args)?,
        Command::Ratings(args) => history::ratings(&ctx, args)?,
        Command::Edit(args) => history::edit(&ctx, args, now)?,
        Command::Log(args) => history::log(&ctx, args)?,
        Command::Rescore(args) => history::rescore(&ctx, args, now)?,
        Command::Export(args) => history::export(&ctx, args)?,
        Command::Import(args) => history::import(&ctx, args)?,
        Command::Backup(args) => backup(&ctx, args, now)?,
        Command::Completions(args) => {
            let mut script = Vec::new();
            clap_complete::generate(args.shell, &mut Cli::command(), "skyjo", &mut script);
            String::from_utf8(script)?
        }
        Command::Man => {
            let mut page = Vec::new();
            clap_mangen::Man::new(Cli::command()).render(&mut page)?;
            String::from_utf8(page)?
        }
    };
    out.write_all(text.as_bytes())?;
    out.flush()?;
    Ok(())
}

/// Pretty JSON and a newline. A struct keeps its field order; a `Value` map
/// comes out with sorted keys.
pub(crate) fn to_json<T: serde::Serialize + ?Sized>(value: &T) -> String {
    format!(
        "{}\n",
        serde_json::to_string_pretty(value).expect("plain data serializes")
    )
}

fn new_game(ctx: &Ctx, args: NewArgs, now: DateTime<Utc>) -> Result<String> {
    let mut names = args.names;
    if names.is_empty() {
        if !ctx.interactive {
            bail!("no players given; name 2 to 8 players: skyjo new Anna Bertil Cecilia");
        }
        names = prompt::names(ctx.style.lang)?;
    }
    let names = check_names(&names)?;
    let rules = args.end.apply(args.scoring.rules());
    let mut store = ctx.store(true)?;
    let names: Vec<String> = store
        .known_names(&names)?
        .into_iter()
        .zip(names)
        .map(|(known, given)| known.unwrap_or(given))
        .collect();
    let id = store.create_game(&names, &rules, now)?;
    Ok(if ctx.json {
        to_json(&render::new_game_json(id, &names, &rules))
    } else {
        let lang = ctx.style.lang;
        format!(
            "{}\n{}\n",
            tf(
                lang,
                "Game {0} started: {1} ({2}). It is the current game.",
                &[&id, &names.join(", "), &render::rules_text(&rules, lang)]
            ),
            t(
                lang,
                "Round 1: everyone turns two cards; the highest sum starts."
            )
        )
    })
}

/// Trims names and checks there are 2 to 8 of them, all different.
fn check_names(names: &[String]) -> Result<Vec<String>> {
    let names: Vec<String> = names.iter().map(|n| n.trim().to_string()).collect();
    if !rules::PLAYERS.contains(&names.len()) {
        bail!("{} players given; Skyjo is for 2 to 8 players", names.len());
    }
    for (i, name) in names.iter().enumerate() {
        if name.is_empty() {
            bail!(
                "player {} has an empty name; give every player a name",
                i + 1
            );
        }
        if name.contains('=') {
            bail!(
                "the name '{name}' contains '='; a name cannot, since rounds are entered as NAME=ENTRY"
            );
        }
        if let Some(twice) = names[..i].iter().find(|n| name_key(n) == name_key(name)) {
            bail!("'{name}' and '{twice}' are the same name; give every player their own name");
        }
    }
    Ok(names)
}

/// Splits `NAME=ENTRY` arguments.
pub(crate) fn split_entries(args: &[String]) -> Result<Vec<(String, String)>> {
    args.iter()
        .map(|arg| {
            arg.split_once('=')
                .map(|(name, entry)| (name.trim().to_string(), entry.to_string()))
                .filter(|(name, _)| !name.is_empty())
                .ok_or_else(|| {
                    anyhow!("'{arg}' is not NAME=ENTRY; write Anna=\"1 0 3 4 / -2 2 5 0 / 1 3 0 2\" or Anna=14")
                })
        })
        .collect()
}

/// The seat of `name` among `players`, matched case-insensitively.
pub(crate) fn seat_of(players: &[String], name: &str) -> Option<usize> {
    let key = name_key(name);
    players.iter().position(|p| name_key(p) == key)
}

pub(crate) fn game_id(ctx: &Ctx, store: &Store, given: Option<GameId>) -> Result<GameId> {
    match given {
        Some(id) => Ok(id),
        None => store.current_game()?.ok_or_else(|| {
            anyhow!("there is no current game in {}; start one with: skyjo new NAMES... (or pass --game ID)", ctx.shown_db())
        }),
    }
}

impl Ctx {
    fn shown_db(&self) -> String {
        self.db_path()
            .map(|p| p.display().to_string())
            .unwrap_or_else(|_| "the history".into())
    }
}

pub(crate) fn load_game(store: &Store, id: GameId) -> Result<(StoredGame, Standings)> {
    let game = store
        .game(id)?
        .ok_or_else(|| anyhow!("there is no game {id}; list the games with: skyjo games"))?;
    let standings = rules::standings(&game.rules, game.players.len(), &game.results());
    Ok((game, standings))
}

/// Matches `NAME=ENTRY` arguments and a closer's name to the seats of `game`,
/// checking every entry given under the game's rules. Missing players stay `None`.
pub(crate) fn given_entries(
    game: &StoredGame,
    args: &[String],
    closer: Option<&str>,
) -> Result<(Vec<Option<String>>, Option<usize>)> {
    let (id, players) = (game.id, &game.players);
    let in_game = || players.join(", ");
    let mut texts: Vec<Option<String>> = vec![None; players.len()];
    for (name, text) in split_entries(args)? {
        let seat = seat_of(players, &name).ok_or_else(|| {
            anyhow!(
                "{name} is not in game {id} ({}); check the spelling",
                in_game()
            )
        })?;
        if texts[seat].is_some() {
            bail!("{} is given twice; give each player once", players[seat]);
        }
        Entry::parse(&players[seat], &text, &game.rules)?;
        texts[seat] = Some(text);
    }
    let closer = match closer {
        Some(name) => Some(seat_of(players, name).ok_or_else(|| {
            anyhow!(
                "the closer {name} is not in game {id} ({}); check the spelling",
                in_game()
            )
        })?),
        None => None,
    };
    Ok((texts, closer))
}

/// The JSON of a recorded (or corrected) round: the `score` object plus the
/// game, the round, every total, whether the game is over and its winners.
pub(crate) fn recorded_round_json(
    game: &StoredGame,
    standings: &Standings,
    number: u32,
    entries: &[Entry],
    scored: &RoundScore,
) -> Value {
    let players = &game.players;
    let mut value = render::round_json(players, entries, scored);
    value["game"] = json!(game.id);
    value["round"] = json!(number);
    if let Some(list) = value["players"].as_array_mut() {
        for (player, total) in list.iter_mut().zip(&standings.totals) {
            player["total"] = json!(total);
        }
    }
    value["game_over"] = json!(standings.over);
    let winners: Vec<&str> = standings
        .winners()
        .iter()
        .map(|&s| players[s].as_str())
        .collect();
    value["winners"] = json!(winners);
    value
}

fn round(ctx: &Ctx, args: RoundArgs, now: DateTime<Utc>) -> Result<String> {
    let mut store = ctx.store(false)?;
    let id = game_id(ctx, &store, args.game)?;
    let (game, standings) = load_game(&store, id)?;
    if standings.over {
        bail!("game {id} is over; start a new one with: skyjo new NAMES...");
    }
    let players = &game.players;
    let (mut texts, closer) = given_entries(&game, &args.entries, args.closer.as_deref())?;
    for (seat, text) in texts.iter_mut().enumerate() {
        if text.is_none() {
            if !ctx.interactive {
                let name = &players[seat];
                bail!("no entry for {name}; add {name}=\"GRID\" (12 cards) or {name}=TOTAL");
            }
            *text = Some(prompt::entry(&players[seat], &game.rules, ctx.style.lang)?);
        }
    }
    let closer = match closer {
        Some(seat) => seat,
        None if ctx.interactive => prompt::closer(players, ctx.style.lang)?,
        None => bail!("who closed the round? add --closer NAME"),
    };
    let entries = texts
        .iter()
        .enumerate()
        .map(|(seat, text)| {
            Entry::parse(
                &players[seat],
                text.as_deref().unwrap_or_default(),
                &game.rules,
            )
        })
        .collect::<Result<Vec<_>, _>>()?;
    let scored = rules::score_round(&game.rules, &entries, closer)?;
    if ctx.interactive && !args.yes {
        eprint!(
            "{}",
            render::explain(players, &entries, &scored, ctx.style.lang)
        );
        let question = tf(
            ctx.style.lang,
            "Record round {0} of game {1}?",
            &[&(game.rounds.len() + 1), &id],
        );
        if !prompt::confirm(&question)? {
            eprintln!("{}", t(ctx.style.lang, "Nothing recorded."));
            return Ok(String::new());
        }
    }
    let number = store.add_round(id, &NewRound::scored(&entries, &scored), now)?;
    let (game, standings) = load_game(&store, id)?;
    Ok(if ctx.json {
        to_json(&recorded_round_json(
            &game, &standings, number, &entries, &scored,
        ))
    } else {
        let lang = ctx.style.lang;
        format!(
            "{}\n{}: {}\n\n{}",
            tf(lang, "Round {0} of game {1} recorded.", &[&number, &id]),
            t(lang, "Doubling"),
            render::verdict_text(&game.players, &scored, lang),
            render::protocol(&game, &standings, ctx.style)
        )
    })
}

fn show(ctx: &Ctx, args: ShowArgs) -> Result<String> {
    let store = ctx.store(false)?;
    let id = game_id(ctx, &store, args.game)?;
    let (game, standings) = load_game(&store, id)?;
    let Some(number) = args.explain else {
        return Ok(if ctx.json {
            to_json(&render::game_json(&game, &standings))
        } else if args.chart {
            history::totals_chart(&game, &standings, ctx.style)
        } else {
            render::protocol(&game, &standings, ctx.style)
        });
    };
    let round = game
        .rounds
        .iter()
        .find(|r| r.number == number)
        .ok_or_else(|| {
            anyhow!(
                "game {id} has no round {number}; it has {} round(s)",
                game.rounds.len()
            )
        })?;
    let entries = round.entries(&game.players, &game.rules).with_context(|| {
        format!("round {number} of game {id} is stored in a form this skyjo cannot read")
    })?;
    let scored = rules::score_round(&game.rules, &entries, round.closer)?;
    Ok(if ctx.json {
        let mut value = render::round_json(&game.players, &entries, &scored);
        value["game"] = json!(id);
        value["round"] = json!(number);
        to_json(&value)
    } else {
        format!(
            "Game {id}, round {number}\n{}",
            render::explain(&game.players, &entries, &scored, ctx.style.lang)
        )
    })
}

fn backup(ctx: &Ctx, args: crate::cli::BackupArgs, now: DateTime<Utc>) -> Result<String> {
    let source = ctx.db_path()?;
    if !source.exists() {
        bail!("there is no history at {} to back up", source.display());
    }
    let store = ctx.store(false)?;
    let target = args.path.unwrap_or_else(|| {
        let stem = source
            .file_stem()
            .map_or_else(|| "skyjo".into(), |s| s.to_string_lossy().into_owned());
        let stamp = now.with_timezone(&chrono::Local).format("%Y%m%d-%H%M%S");
        source.with_file_name(format!("{stem}-backup-{stamp}.db"))
    });
    store.backup(&target)?;
    Ok(if ctx.json {
        to_json(&json!({"backup": target.display().to_string()}))
    } else {
        format!("Backed up {} to {}.\n", source.display(), target.display())
    })
}

fn games(ctx: &Ctx) -> Result<String> {
    let store = ctx.store(false)?;
    let games = store.games()?;
    Ok(if ctx.json {
        to_json(&render::games_json(&games))
    } else {
        render::games_table(&games, store.current_game()?, ctx.style)
    })
}

fn undo(ctx: &Ctx, args: UndoArgs) -> Result<String> {
    let mut store = ctx.store(false)?;
    let id = game_id(ctx, &store, args.game)?;
    let (game, _) = load_game(&store, id)?;
    let Some(last) = game.rounds.last() else {
        bail!("game {id} has no rounds to take back");
    };
    if !args.yes {
        if !ctx.interactive {
            bail!(
                "undo asks for confirmation, and cannot ask here; add --yes to take back round {}",
                last.number
            );
        }
        let scores: Vec<String> = game
            .players
            .iter()
            .zip(&last.players)
            .map(|(n, p)| format!("{n} {}", p.score))
            .collect();
        let question = tf(
            ctx.style.lang,
            "Take back round {0} of game {1} ({2})?",
            &[&last.number, &id, &scores.join(", ")],
        );
        if !prompt::confirm(&question)? {
            eprintln!("{}", t(ctx.style.lang, "Nothing changed."));
            return Ok(String::new());
        }
    }
    let number = store
        .undo_round(id)?
        .ok_or_else(|| anyhow!("game {id} has no rounds to take back"))?;
    Ok(if ctx.json {
        to_json(&json!({"game": id, "undone_round": number}))
    } else {
        format!(
            "{}\n",
            tf(
                ctx.style.lang,
                "Round {0} of game {1} taken back.",
                &[&number, &id]
            )
        )
    })
}

fn score(ctx: &Ctx, args: ScoreArgs) -> Result<String> {
    let rules = args.scoring.rules();
    let given = split_entries(&args.entries)?;
    let names: Vec<String> = given.iter().map(|(n, _)| n.clone()).collect();
    let names = check_names(&names)?;
    let closer = seat_of(&names, &args.closer).ok_or_else(|| {
        anyhow!(
            "the closer {} is not among the players ({}); check the spelling",
            args.closer,
            names.join(", ")
        )
    })?;
    let entries = given
        .iter()
        .map(|(name, text)| Entry::parse(name, text, &rules))
        .collect::<Result<Vec<_>, _>>()?;
    let scored = rules::score_round(&rules, &entries, closer)?;
    Ok(if ctx.json {
        to_json(&render::round_json(&names, &entries, &scored))
    } else {
        render::explain(&names, &entries, &scored, ctx.style.lang)
    })
}

/// The sample game of `skyjo demo`: four players, five rounds, with a doubled
/// closer, a tie that doubles, columns removed in play and at the reveal.
pub const DEMO_PLAYERS: [&str; 4] = ["Anna", "Bertil", "Cecilia", "Dora"];

/// The demo's rounds: the closer's seat and every player's entry.
pub const DEMO_ROUNDS: [(usize, [&str; 4]); 5] = [
    (
        0,
        [
            "1 0 3 4 / -2 2 5 0 / 1 3 0 2",
            "x9 1 2 3 / x9 2 1 1 / x9 1 2 1",
            "22",
            "5 7 2 0 / 5 8 -1 3 / 5 6 4 2",
        ],
    ),
    (
        1,
        [
            "17",
            "0 1 -1 2 / 0 2 1 1 / 0 -2 3 1",
            "4 x 10 2 / 3 x 5 6 / 2 x 7 1",
            "12",
        ],
    ),
    (2, ["9", "2 2 2 5 / 3 1 0 4 / 6 7 1 -1", "6", "6"]),
    (3, ["21", "15", "16", "-1 0 1 x / 0 2 1 x / -1 0 3 x"]),
    (0, ["3 x 1 0 / 2 x -2 4 / 1 x 0 2", "18", "13", "24"]),
];

/// Plays the demo game into `store` and returns its id.
pub fn record_demo(store: &mut Store) -> Result<GameId> {
    let rules = Rules::default();
    let players: Vec<String> = DEMO_PLAYERS.iter().map(|s| s.to_string()).collect();
    let start = Utc
        .with_ymd_and_hms(2026, 11, 28, 19, 0, 0)
        .single()
        .expect("a valid time");
    let id = store.create_game(&players, &rules, start)?;
    for (i, (closer, texts)) in DEMO_ROUNDS.iter().enumerate() {
        let entries = players
            .iter()
            .zip(texts)
            .map(|(name, text)| Entry::parse(name, text, &rules))
            .collect::<Result<Vec<_>, _>>()?;
        let scored = rules::score_round(&rules, &entries, *closer)?;
        let at = start + chrono::Duration::minutes(12 * (i as i64 + 1));
        store.add_round(id, &NewRound::scored(&entries, &scored), at)?;
    }
    Ok(id)
}

fn demo(ctx: &Ctx) -> Result<String> {
    let mut store = Store::open_in_memory()?;
    let id = record_demo(&mut store)?;
    let (game, standings) = load_game(&store, id)?;
    Ok(if ctx.json {
        to_json(&render::game_json(&game, &standings))
    } else {
        let last = game.rounds.len() as u32;
        let round_1 = &game.rounds[0];
        let entries = round_1.entries(&game.players, &game.rules)?;
        let first = rules::score_round(&game.rules, &entries, round_1.closer)?;
        format!(
            "{}\n\n{}\n{}\n{}\n{}\n",
            t(
                ctx.style.lang,
                "A sample game, recorded in a throwaway database (nothing of yours is touched)."
            ),
            render::protocol(&game, &standings, ctx.style),
            t(
                ctx.style.lang,
                "How round 1 was scored (skyjo show --explain 1 does this for any stored round):"
            ),
            render::explain(&game.players, &entries, &first, ctx.style.lang),
            tf(
                ctx.style.lang,
                "{0} rounds were entered with: skyjo round --closer NAME NAME=\"GRID\" NAME=TOTAL ...",
                &[&last]
            )
        )
    })
}
