//! `skyjo advise`: every choice of my turn ranked by my chance to win the
//! game (docs/advise.md). The table as `risk` reads it, the engine's answer
//! from `rules::advise`, the words from `render::advise`.

use anyhow::{Result, bail};

use super::Ctx;
use super::assist::{discard_card, seen_or_live};
use super::closing::{GameFlags, game_asked, seats};
use super::shared::{InputError, seat_of, split_entries};
use crate::flags::args::AdviseArgs;
use crate::render::advise::AdviseView;
use crate::render::view::output;
use crate::rules::advise::{self, Table};
use crate::rules::chances::Standing;
use crate::rules::closing::my_grid;
use crate::rules::deck::Deck;
use crate::rules::odds::Sighting;
use crate::rules::risk::Opponent;
use crate::rules::{OpponentProblem, RuleError};

/// `skyjo advise`.
pub(super) fn advise(ctx: &Ctx, args: AdviseArgs) -> Result<String> {
    let asked = GameFlags {
        as_name: args.as_name.as_deref(),
        game: args.game,
        totals: &args.totals,
    };
    let game = game_asked(ctx, &asked)?;
    let rules = super::closing::table_rules(ctx, game.as_ref(), &args.rules, "advise")?;
    let (seen, live) = seen_or_live(ctx, &args.seen, &Deck::Classic)?;
    let (mine, shown) = my_grid(&args.me)?;
    // Every grid's open cards, and its removed ones typed with their value.
    let mut sighting = Sighting {
        seen,
        ..Sighting::default()
    };
    sighting.add_grid(&shown);
    let mut names = Vec::new();
    let mut grids = vec![mine];
    for (name, text) in split_entries(&args.opponents)? {
        match Opponent::parse(&name, &text)? {
            (Opponent::Grid(cells), shown) => {
                sighting.add_grid(&shown);
                grids.push(cells);
            }
            // The rest of the round is played from the open cards.
            (Opponent::Open { .. }, _) => bail!(RuleError::Opponent {
                who: name,
                problem: OpponentProblem::Cells { found: 1 },
            }),
        }
        names.push(name);
    }
    if names.len() > crate::rules::MAX_OPPONENTS {
        bail!(InputError::TooManyOpponents { found: names.len() });
    }
    let discard = discard_card(Some(args.discard))?.unwrap_or_default();
    let drawn = discard_card(args.drawn)?;
    sighting.discard = Some(discard);
    if let Some(card) = drawn {
        // The card in my hand is seen too: in the open, not off the grids
        // (where a removed column's cards of its value would take it in).
        sighting.open.add(card);
    }
    let pool = sighting.pool()?;
    let ask = ctx.interactive.then_some(ctx.style.lang);
    let seats = game.as_ref().map(|g| seats(g, &names, ask)).transpose()?;
    if let (Some(g), Some(seats)) = (&game, &seats) {
        names = seats.iter().map(|&seat| g.names[seat].clone()).collect();
    }
    let closed_by = match &args.closed {
        Some(name) => {
            let not_one = |_| InputError::NotAPlayer {
                name: name.clone(),
                players: names.clone(),
            };
            Some(seat_of(&names, name, ask, not_one)? + 1)
        }
        None => None,
    };
    let table = Table {
        grids,
        discard,
        pool,
        drawn,
        closed_by,
    };
    let standing = match (&game, &seats) {
        (Some(g), Some(seats)) => Some(Standing {
            totals: &g.totals,
            rounds_played: g.rounds_played,
            me: g.me,
            seats,
        }),
        _ => None,
    };
    let ranking = advise::rank(&table, &rules, standing.as_ref(), args.samples, args.seed)?;
    let view = AdviseView {
        me: game.as_ref().map(|g| g.names[g.me].clone()),
        table: &table,
        ranking: &ranking,
        live: live.as_ref(),
        explain: args.explain,
    };
    Ok(output(&view, ctx.json, ctx.style))
}
