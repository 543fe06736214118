//! The commands: each turns its arguments into calls of the engine and the
//! store, then hands the result to the render layer, which words it (a view,
//! or a few lines of its own). A command that writes does so in one store
//! transaction, but for a round typed at a terminal, whose every answer is
//! kept in the draft at once (the round is then recorded in one), and an
//! import or a sync, which open their own; the prompts, their errors and the
//! warnings of a sync go to stderr. This file holds the context every
//! command gets and the dispatch: the one list of the commands, each with
//! its kind (a screen fitted to the terminal or text printed as it is, and
//! whether it changes the history).

mod advise;
mod assist;
mod chances;
mod closing;
mod game;
mod history;
mod prompt;
mod serve;
pub mod shared;
pub mod sync;
mod transfer;

use std::io::{IsTerminal, Write};
use std::path::PathBuf;

use anyhow::Result;

use crate::flags::args::{Cli, Command, DeckCommand};
use crate::flags::docs::DOCS;
pub use crate::flags::{Settings, Source};
use crate::render::Style;
use crate::store::{OpenMode, Store};
pub use game::{DEMO_PLAYERS, DEMO_ROUNDS, record_demo};
use shared::{FileError, InputError};

/// What every command needs besides its own arguments.
pub struct Ctx {
    db: Option<PathBuf>,
    json: bool,
    interactive: bool,
    style: Style,
    settings: Settings,
    /// The history a command wrote and handed back ([`Ctx::wrote`]): its
    /// changes go to the sync folder's journal on it, not on a second
    /// connection.
    written: std::cell::RefCell<Option<Store>>,
}

impl Ctx {
    fn new(cli: &Cli, settings: Settings) -> Ctx {
        let color = settings
            .color
            .value
            .enabled(std::io::stdout().is_terminal());
        let interactive =
            !cli.no_input && std::io::stdin().is_terminal() && std::io::stderr().is_terminal();
        // The terminal's own width, else COLUMNS, else 80; --wide: no limit.
        let width = if cli.wide {
            u16::MAX
        } else {
            u16::try_from(crate::render::layout::terminal_width(false)).unwrap_or(u16::MAX)
        };
        Ctx {
            db: settings.db.value.clone(),
            json: cli.json,
            interactive,
            style: Style {
                color,
                width,
                lang: settings.lang.value,
            },
            settings,
            written: std::cell::RefCell::new(None),
        }
    }

    /// The history file: `--db`, else `skyjo.db` in the user's data folder.
    fn db_path(&self) -> Result<PathBuf> {
        if let Some(path) = &self.db {
            return Ok(path.clone());
        }
        let dirs = directories::ProjectDirs::from("", "", "skyjo").ok_or(FileError::NoHome)?;
        Ok(dirs.data_dir().join("skyjo.db"))
    }

    /// The history file as the user reads it.
    fn shown_db(&self) -> String {
        self.db_path()
            .map(|p| p.display().to_string())
            .unwrap_or_default()
    }

    /// Hands back the history the command wrote: what it changed goes to
    /// the sync folder's journal on this connection after the command
    /// ([`sync::after_write`]).
    fn wrote(&self, store: Store) {
        *self.written.borrow_mut() = Some(store);
    }

    /// Opens the history; [`OpenMode::Create`] for the commands that start one.
    fn store(&self, mode: OpenMode) -> Result<Store> {
        let path = self.db_path()?;
        // The default folder is ours to make; a folder named with --db is not.
        if mode == OpenMode::Create
            && self.db.is_none()
            && let Some(dir) = path.parent()
        {
            std::fs::create_dir_all(dir).map_err(|source| FileError::CreateFolder {
                dir: dir.display().to_string(),
                source,
            })?;
        }
        Ok(Store::open(&path, mode)?)
    }
}

/// Runs the command line under `settings`, writing what it prints to `out`.
pub fn run(cli: Cli, settings: Settings, out: &mut dyn Write) -> Result<()> {
    let ctx = Ctx::new(&cli, settings);
    dispatch(&ctx, cli, out).map_err(|err| {
        // A write to a history that could only be opened to read it.
        if err.chain().any(crate::store::is_write_refused) {
            crate::store::StoreError::ReadOnly {
                path: ctx.shown_db(),
            }
            .into()
        } else {
            err
        }
    })
}

/// What kind of command: how its answer is printed, and whether it changes
/// the history. Said of each command once, in the dispatch that runs it.
#[derive(Debug, Clone, Copy)]
struct Kind {
    /// A screen, fitted to the terminal's width (but with `--json`); else
    /// printed as it is: a document, a script, data.
    fitted: bool,
    /// A change of the history, which goes to the sync folder's journal too.
    writes: bool,
}

/// A screen of a command that leaves the history as it is.
const SCREEN: Kind = Kind {
    fitted: true,
    writes: false,
};
/// A screen of a command that changes the history.
const WRITES: Kind = Kind {
    fitted: true,
    writes: true,
};
/// Printed as it is (documents, scripts and data).
const AS_IS: Kind = Kind {
    fitted: false,
    writes: false,
};
/// `serve`: printed as it is, and the phones change the history.
const SERVES: Kind = Kind {
    fitted: false,
    writes: true,
};

fn dispatch(ctx: &Ctx, cli: Cli, out: &mut dyn Write) -> Result<()> {
    let now = shared::now();
    // The one list of the commands: what each runs, and its kind.
    let (text, kind) = match cli.command {
        Command::New(args) => (game::new_game(ctx, args, now)?, WRITES),
        Command::Round(args) => (game::round(ctx, args, now)?, WRITES),
        Command::Status => (game::status(ctx)?, SCREEN),
        Command::Use(args) => (game::use_game(ctx, args)?, SCREEN),
        Command::Note(args) => (game::note(ctx, args, now)?, WRITES),
        Command::Abandon(args) => (game::abandon(ctx, args, now)?, WRITES),
        Command::Delete(args) => (game::delete(ctx, args, now)?, WRITES),
        Command::Show(args) => (game::show(ctx, args)?, SCREEN),
        Command::Games(args) => (game::games(ctx, args, out)?, SCREEN),
        Command::Undo(args) => (game::undo(ctx, args, now)?, WRITES),
        Command::Score(args) => (game::score(ctx, args)?, SCREEN),
        Command::Demo(args) => (
            match args.games {
                Some(games) => transfer::generate(ctx, games, args.seed)?,
                None => game::demo(ctx)?,
            },
            SCREEN,
        ),
        Command::Odds(args) => (assist::odds(ctx, args)?, SCREEN),
        Command::Risk(args) => (assist::risk(ctx, args)?, SCREEN),
        Command::Advise(args) => (advise::advise(ctx, args)?, SCREEN),
        Command::Start(args) => (assist::start(ctx, args)?, SCREEN),
        Command::Seen(args) => (assist::seen(ctx, args)?, SCREEN),
        Command::Deck(DeckCommand::Check(args)) => (assist::deck_check(ctx, args)?, SCREEN),
        Command::Players(args) => (history::players(ctx, args, now)?, WRITES),
        Command::Stats(args) => (history::stats(ctx, args)?, SCREEN),
        Command::Rivalry(args) => (history::rivalry(ctx, args)?, SCREEN),
        Command::Ratings(args) => (history::ratings(ctx, args, out)?, SCREEN),
        Command::Report(args) => (history::report(ctx, args, now, out)?, AS_IS),
        Command::Serve(args) => (serve::serve(ctx, args, out)?, SERVES),
        Command::Edit(args) => (history::edit(ctx, args, now)?, WRITES),
        Command::Log(args) => (history::log(ctx, args)?, SCREEN),
        Command::Rescore(args) => (history::rescore(ctx, args, now)?, WRITES),
        Command::Export(args) => (transfer::export(ctx, args, out)?, AS_IS),
        Command::Import(args) => (transfer::import(ctx, args, now)?, WRITES),
        Command::Backup(args) => (transfer::backup(ctx, args, now)?, SCREEN),
        Command::Restore(args) => (transfer::restore(ctx, args, now)?, SCREEN),
        Command::Sync(args) => (sync::sync(ctx, args, now, out)?, AS_IS),
        Command::Docs(args) => (docs(ctx, args)?, AS_IS),
        Command::Config(args) => (
            match args.action {
                None => show_config(ctx)?,
                Some(action) => set_config(ctx, action)?,
            },
            SCREEN,
        ),
        Command::Completions(args) => (completions(args)?, AS_IS),
        Command::Man(args) => (man(args)?, AS_IS),
    };
    if kind.writes {
        sync::after_write(ctx, now);
    }
    let text = if kind.fitted && !ctx.json {
        crate::render::layout::fit(text, usize::from(ctx.style.width))
    } else {
        text
    };
    out.write_all(text.as_bytes())?;
    out.flush()?;
    Ok(())
}

/// `skyjo completions SHELL`: the script of the shell's completions.
fn completions(args: crate::flags::args::CompletionsArgs) -> Result<String> {
    let mut script = Vec::new();
    clap_complete::generate(
        args.shell,
        &mut crate::flags::help::reference_command(),
        "skyjo",
        &mut script,
    );
    Ok(String::from_utf8(script)?)
}

/// `skyjo man [--dir DIR]`: the manual page, or every page written to `DIR`.
fn man(args: crate::flags::args::ManArgs) -> Result<String> {
    match args.dir {
        None => {
            let mut page = Vec::new();
            clap_mangen::Man::new(crate::flags::help::reference_command()).render(&mut page)?;
            Ok(String::from_utf8(page)?)
        }
        Some(dir) => {
            // The folder is made as `mkdir -p` would (a packaging script
            // names a fresh one); the main page refers to the others, so
            // every one is written.
            std::fs::create_dir_all(&dir)
                .and_then(|()| {
                    clap_mangen::generate_to(crate::flags::help::reference_command(), &dir)
                })
                .map_err(|source| FileError::CannotCreate {
                    path: dir.display().to_string(),
                    source,
                })?;
            Ok(String::new())
        }
    }
}

/// `skyjo docs [NAME]`: a document in the reader's language where it is
/// written in it, else in English; or the list, each named in the reader's
/// language and marked where it is in English only.
fn docs(ctx: &Ctx, args: crate::flags::args::DocsArgs) -> Result<String> {
    let lang = ctx.style.lang;
    match args.name {
        None => {
            let list: Vec<(&str, &'static str, bool)> = DOCS
                .iter()
                .map(|doc| (doc.name, doc.about, doc.page_in(lang).is_some()))
                .collect();
            Ok(crate::render::docs_list(
                &list,
                lang,
                usize::from(ctx.style.width),
            ))
        }
        Some(name) => DOCS
            .iter()
            .find(|doc| doc.name.eq_ignore_ascii_case(&name))
            .map(|doc| {
                let (page, page_lang) = doc.page_in(lang).map_or_else(
                    || {
                        let en = crate::i18n::Lang::EN;
                        (doc.page_in(en).unwrap_or_default(), en)
                    },
                    |page| (page, lang),
                );
                crate::render::markdown::markdown(
                    page,
                    usize::from(ctx.style.width),
                    ctx.style.color,
                    page_lang,
                )
            })
            .ok_or_else(|| {
                let names: Vec<&str> = DOCS.iter().map(|doc| doc.name).collect();
                InputError::NoSuchDoc {
                    name,
                    names: names.join(", "),
                }
                .into()
            }),
    }
}

/// `skyjo config set KEY VALUE`, `skyjo config unset KEY`: the config file
/// with that one line changed, written only when it reads back as a whole
/// (a value the setting does not take is refused with the file unchanged).
fn set_config(ctx: &Ctx, action: crate::flags::args::ConfigAction) -> Result<String> {
    use crate::flags::args::ConfigAction;
    use crate::flags::config;
    let file = ctx.settings.file.clone().ok_or(FileError::NoHome)?;
    let shown = file.display().to_string();
    let text = match std::fs::read_to_string(&file) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(source) => {
            return Err(FileError::CannotRead {
                path: shown,
                source,
            }
            .into());
        }
    };
    let (key, value) = match &action {
        ConfigAction::Set { key, value } => (key.as_str(), Some(value.as_str())),
        ConfigAction::Unset { key } => (key.as_str(), None),
    };
    let known = config::keys()
        .into_iter()
        .filter(|k| k != "rules" && k != "sync")
        .chain(["sync.folder".to_string()])
        .collect::<Vec<_>>();
    if !known.iter().any(|k| k == key) {
        return Err(InputError::NoSuchSetting {
            key: key.to_string(),
            keys: known.join(", "),
        }
        .into());
    }
    // A folder is kept as the whole path, whatever folder skyjo runs in.
    let value = match (key, value) {
        ("db" | "sync.folder", Some(path)) => Some(
            std::path::absolute(path)
                .map(|p| p.display().to_string())
                .unwrap_or_else(|_| path.to_string()),
        ),
        (_, value) => value.map(str::to_string),
    };
    // A value refused on its own is the value given here, not a line of the
    // file (its line 0 says so); the file's own lines are checked after.
    config::parse(&config::with_key("", key, value.as_deref())).map_err(|(_, problem)| {
        config::ConfigError {
            file: shown.clone(),
            line: 0,
            problem,
            lang: None,
        }
    })?;
    let written = config::with_key(&text, key, value.as_deref());
    config::parse(&written).map_err(|(line, problem)| config::ConfigError {
        file: shown.clone(),
        line,
        problem,
        lang: None,
    })?;
    if let Some(dir) = file.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|source| FileError::CreateFolder {
            dir: dir.display().to_string(),
            source,
        })?;
    }
    std::fs::write(&file, written).map_err(|source| FileError::CannotCreate {
        path: shown.clone(),
        source,
    })?;
    let view = crate::render::ConfigSetView {
        file: shown,
        key: key.to_string(),
        value,
    };
    Ok(crate::render::view::output(&view, ctx.json, ctx.style))
}

/// `skyjo config`: every setting in force and where it comes from.
fn show_config(ctx: &Ctx) -> Result<String> {
    let s = &ctx.settings;
    let rows = s.shown(ctx.shown_db());
    let file = s
        .file
        .as_ref()
        .map(|p| p.display().to_string())
        .unwrap_or_default();
    let exists = s.config.path.is_some();
    let view = crate::render::ConfigView::of(file, exists, rows);
    Ok(crate::render::view::output(&view, ctx.json, ctx.style))
}
