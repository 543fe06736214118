//! `risk` that knows the game (docs/chances.md): `--as NAME` with the current
//! game, `--game ID` or `--totals NAME=N,...`; the engine's answer comes from
//! `rules::closing`, the words from `render::closing`.

use anyhow::{Result, bail};

use super::Ctx;
use super::shared::{
    InputError, current_rules, game_id, game_with_standings, seat_of, split_entries, still_playing,
};
use crate::flags::args::RiskArgs;
use crate::flags::rules::RuleOverrides;
use crate::i18n::Lang;
use crate::render::closing::GameView;
use crate::rules::Rules;
use crate::rules::chances::Standing;
use crate::rules::closing::{self, Table};
use crate::rules::play;
use crate::rules::risk::{Opponent, Query};

/// The rules of a round at the table: the game's own (a stored game), else
/// the rule flags over the official rules; refused with rows, and for Skyjo
/// Action, which the assistant's model does not play (`risk`, `advise`,
/// named by `command`). Skyjo Action is a stored game's edition, or
/// `--edition action`; without a game and without `--edition`, that of the
/// current game, whose seen list the round counts: an answer of the classic
/// game is never given for a round of Skyjo Action unless `--edition
/// classic` says the round is classic.
pub(super) fn table_rules(
    ctx: &Ctx,
    game: Option<&RiskGame>,
    flags: &RuleOverrides,
    command: &'static str,
) -> Result<Rules> {
    let stored = game.and_then(|g| g.rules.map(|rules| (g.id, rules)));
    let rules = stored.map_or_else(|| flags.apply(Rules::default()), |(_, rules)| rules);
    match stored {
        Some((Some(id), rules)) if !play::plays(&rules) => {
            bail!(InputError::ActionGameNotModelled {
                command,
                game: id,
                current: false,
            })
        }
        Some(_) => {}
        None if !play::plays(&rules) => bail!(InputError::ActionNotModelled { command }),
        None if game.is_none() && flags.edition.is_none() => {
            if let Some((id, current)) = current_rules(ctx)?
                && !play::plays(&current)
            {
                bail!(InputError::ActionGameNotModelled {
                    command,
                    game: id,
                    current: true,
                });
            }
        }
        None => {}
    }
    if rules.rows {
        bail!(InputError::RowsNotModelled);
    }
    Ok(rules)
}

/// The game a `risk` round belongs to.
#[derive(Debug, Clone)]
pub(super) struct RiskGame {
    /// The stored game; `None`: a game on paper (`--totals`).
    pub id: Option<crate::store::GameId>,
    /// The game's rules (a stored game); `None`: the rule flags.
    pub rules: Option<Rules>,
    /// The players, as the game spells them.
    pub names: Vec<String>,
    /// Every player's total before this round, in seating order.
    pub totals: Vec<i32>,
    /// Rounds played before this one.
    pub rounds_played: usize,
    /// My seat.
    pub me: usize,
}

/// The game of `risk --as`, or none without `--as`.
pub(super) fn game_of(ctx: &Ctx, args: &RiskArgs) -> Result<Option<RiskGame>> {
    if args.as_name.is_none() && args.grid.is_some() {
        bail!(InputError::RiskNeedsAs);
    }
    let asked = GameFlags {
        as_name: args.as_name.as_deref(),
        game: args.game,
        totals: &args.totals,
    };
    game_asked(ctx, &asked)
}

/// The flags that name the game a round belongs to (`--as`, `--game`, `--totals`).
pub(super) struct GameFlags<'a> {
    /// `--as NAME`.
    pub as_name: Option<&'a str>,
    /// `--game ID`.
    pub game: Option<i64>,
    /// `--totals NAME=N,...`.
    pub totals: &'a [String],
}

/// The game of `--as`, or none without it (`--game` or `--totals` alone are refused).
pub(super) fn game_asked(ctx: &Ctx, args: &GameFlags) -> Result<Option<RiskGame>> {
    let Some(me_name) = args.as_name.map(str::to_string) else {
        if args.game.is_some() || !args.totals.is_empty() {
            bail!(InputError::RiskNeedsAs);
        }
        return Ok(None);
    };
    let me_name = &me_name;
    let (id, rules, names, totals, rounds_played) = if args.totals.is_empty() {
        let store = ctx.store(crate::store::OpenMode::Existing)?;
        let id = game_id(&store, args.game, &ctx.shown_db())?;
        let (game, standings) = game_with_standings(&store, id)?;
        still_playing(&game, &standings)?;
        let played = game.rounds.len();
        (
            Some(id),
            Some(game.rules),
            game.players,
            standings.totals,
            played,
        )
    } else {
        let mut names = Vec::new();
        let mut totals = Vec::new();
        for (name, text) in split_entries(args.totals)? {
            let total = text
                .trim()
                .parse::<i32>()
                .ok()
                .filter(|t| t.abs() <= 10_000)
                .ok_or_else(|| InputError::TotalNotANumber {
                    arg: format!("{name}={text}"),
                })?;
            names.push(name);
            totals.push(total);
        }
        let names = super::shared::check_names(&names)?;
        // On paper the rounds are not counted: any total but 0 means one was played.
        let played = usize::from(totals.iter().any(|&t| t != 0));
        (None, None, names, totals, played)
    };
    let ask = ctx.interactive.then_some(ctx.style.lang);
    let me = seat_of(&names, me_name, ask, |_| InputError::NotAPlayer {
        name: me_name.clone(),
        players: names.clone(),
    })?;
    Ok(Some(RiskGame {
        id,
        rules,
        names,
        totals,
        rounds_played,
        me,
    }))
}

/// Every opponent's seat, in the order given (a name that fits several
/// players: asked at a terminal, `ask`, else refused); every other player
/// must be given once.
pub(super) fn seats(
    game: &RiskGame,
    opponents: &[String],
    ask: Option<Lang>,
) -> Result<Vec<usize>> {
    let mut seats = Vec::with_capacity(opponents.len());
    for name in opponents {
        let seat = seat_of(&game.names, name, ask, |_| InputError::NotAPlayer {
            name: name.clone(),
            players: game.names.clone(),
        })?;
        if seat == game.me {
            bail!(InputError::MeAsOpponent { name: name.clone() });
        }
        seats.push(seat);
    }
    for (seat, name) in game.names.iter().enumerate() {
        if seat != game.me && !seats.contains(&seat) {
            bail!(InputError::OpponentMissing { name: name.clone() });
        }
    }
    Ok(seats)
}

/// The game's answer to the query: close now, and play on from `--grid`
/// (`mine`), from the query's pool: one pool for both.
pub(super) fn answer(
    game: &RiskGame,
    seats: &[usize],
    query: &Query,
    mine: Option<&Opponent>,
    p_doubled: f64,
) -> Result<GameView> {
    let standing = Standing {
        totals: &game.totals,
        rounds_played: game.rounds_played,
        me: game.me,
        seats,
    };
    let table = match mine {
        Some(Opponent::Grid(mine)) => Some(Table {
            mine: *mine,
            opponents: query.opponents,
            discard: query.discard,
            pool: query.pool,
        }),
        Some(Opponent::Open { .. }) => bail!(crate::rules::RuleError::Opponent {
            who: String::new(),
            problem: crate::rules::OpponentProblem::Cells { found: 1 },
        }),
        None => None,
    };
    let answer = closing::assess_game(query, &standing, table.as_ref())?;
    Ok(GameView {
        me: game.names[game.me].clone(),
        answer,
        p_doubled,
        grid_given: mine.is_some(),
    })
}
