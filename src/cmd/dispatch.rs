//! The one list of the commands: what each runs, and its kind (a screen
//! fitted to the terminal or text printed as it is, and whether it changes
//! the history), said of each command once, in the arm that runs it: a new
//! command is added there, and the compiler points to that match alone.

use std::io::Write;

use anyhow::Result;

use super::{Ctx, advise, assist, config, docs, game, history, serve, shared, sync, transfer};
use crate::flags::Settings;
use crate::flags::args::{Cli, Command, DeckCommand, Deferred};

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
        Command::New(Deferred(args)) => (game::new_game(ctx, args, now)?, WRITES),
        Command::Round(Deferred(args)) => (game::round(ctx, args, now)?, WRITES),
        Command::Status => (game::status(ctx)?, SCREEN),
        Command::Use(Deferred(args)) => (game::use_game(ctx, args)?, SCREEN),
        Command::Note(Deferred(args)) => (game::note(ctx, args, now)?, WRITES),
        Command::Abandon(Deferred(args)) => (game::abandon(ctx, args, now)?, WRITES),
        Command::Delete(Deferred(args)) => (game::delete(ctx, args, now)?, WRITES),
        Command::Show(Deferred(args)) => (game::show(ctx, args)?, SCREEN),
        Command::Games(Deferred(args)) => (game::games(ctx, args, out)?, SCREEN),
        Command::Undo(Deferred(args)) => (game::undo(ctx, args, now)?, WRITES),
        Command::Score(Deferred(args)) => (game::score(ctx, args)?, SCREEN),
        Command::Demo(Deferred(args)) => (
            match args.games {
                Some(games) => transfer::generate(ctx, games, args.seed)?,
                None => game::demo(ctx)?,
            },
            SCREEN,
        ),
        Command::Odds(Deferred(args)) => (assist::odds(ctx, args)?, SCREEN),
        Command::Risk(Deferred(args)) => (assist::risk(ctx, args)?, SCREEN),
        Command::Advise(Deferred(args)) => (advise::advise(ctx, args)?, SCREEN),
        Command::Start(Deferred(args)) => (assist::start(ctx, args)?, SCREEN),
        Command::Seen(Deferred(args)) => (assist::seen(ctx, args)?, SCREEN),
        Command::Deck(DeckCommand::Check(args)) => (assist::deck_check(ctx, args)?, SCREEN),
        Command::Players(Deferred(args)) => (history::players(ctx, args, now)?, WRITES),
        Command::Stats(Deferred(args)) => (history::stats(ctx, args)?, SCREEN),
        Command::Rivalry(Deferred(args)) => (history::rivalry(ctx, args)?, SCREEN),
        Command::Ratings(Deferred(args)) => (history::ratings(ctx, args, out)?, SCREEN),
        Command::Report(Deferred(args)) => (history::report(ctx, args, now, out)?, AS_IS),
        Command::Serve(Deferred(args)) => (serve::serve(ctx, args, out)?, SERVES),
        Command::Edit(Deferred(args)) => (history::edit(ctx, args, now)?, WRITES),
        Command::Log(Deferred(args)) => (history::log(ctx, args)?, SCREEN),
        Command::Rescore(Deferred(args)) => (history::rescore(ctx, args, now)?, WRITES),
        Command::Export(Deferred(args)) => (transfer::export(ctx, args, out)?, AS_IS),
        Command::Import(Deferred(args)) => (transfer::import(ctx, args, now)?, WRITES),
        Command::Backup(Deferred(args)) => (transfer::backup(ctx, args, now)?, SCREEN),
        Command::Restore(Deferred(args)) => (transfer::restore(ctx, args, now)?, SCREEN),
        Command::Sync(Deferred(args)) => (sync::sync(ctx, args, now, out)?, AS_IS),
        Command::Docs(Deferred(args)) => (docs::docs(ctx, args)?, AS_IS),
        Command::Config(Deferred(args)) => (
            match args.action {
                None => config::show_config(ctx)?,
                Some(action) => config::set_config(ctx, action)?,
            },
            SCREEN,
        ),
        Command::Completions(Deferred(args)) => (docs::completions(args)?, AS_IS),
        Command::Man(Deferred(args)) => (docs::man(args)?, AS_IS),
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
