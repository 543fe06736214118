//! `skyjo serve`: the game as a live page on the local network; with
//! `--entry`, the phones at the table enter the round.

use std::io::{IsTerminal, Write};

use anyhow::Result;

use super::Ctx;
use super::shared::{game_id, game_with_standings};
use crate::flags::args::ServeArgs;
use crate::render::chances::ShowState;
use crate::render::view::ShowView;
use crate::rules::Standings;
use crate::serve::{Options, Target};
use crate::store::{OpenMode, Store, StoredGame};

/// `skyjo serve`: checks the game, then serves it until Ctrl-C.
pub(super) fn serve(ctx: &Ctx, args: ServeArgs, out: &mut dyn Write) -> Result<String> {
    let store = ctx.store(OpenMode::Existing)?;
    let target = match args.game {
        Some(id) => {
            game_with_standings(&store, id)?;
            Target::Game(id)
        }
        None => {
            game_id(&store, None, &ctx.shown_db())?;
            Target::Current
        }
    };
    // Each round the phones record goes to the sync folder's journal as a
    // terminal's round does.
    let recorded = ctx.settings.config.sync_folder.clone().map(|folder| {
        let lang = ctx.style.lang;
        crate::serve::Recorded(std::sync::Arc::new(move |store: &mut Store| {
            super::sync::journal_changes(store, &folder, lang, super::shared::now());
        }))
    });
    let options = Options {
        recorded,
        target,
        db: ctx.db_path()?,
        entry: args.entry,
        state: show_json,
        port: args.port,
        bind: args.bind,
        qr: !args.no_qr,
        lang: ctx.style.lang,
        color: ctx.style.color,
        json: ctx.json,
        width: usize::from(ctx.style.width),
        screen: std::io::stdout().is_terminal() || crate::render::layout::columns().is_some(),
    };
    crate::serve::run(store, options, out)?;
    Ok(String::new())
}

/// `show --json` of a game, the chances to win included: what `state.json`
/// serves, made as `show` makes it.
fn show_json(game: &StoredGame, standings: &Standings) -> ShowState {
    let view = ShowView::of(game, standings);
    let chances = super::chances::of_game(game, standings);
    super::chances::with_chances(view, game, chances.as_ref())
}
