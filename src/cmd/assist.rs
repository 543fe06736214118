//! The deck assistant: `odds`, `risk`, `start` and `deck check`.

use anyhow::{Result, bail};

use super::Ctx;
use super::prompt;
use super::shared::{
    InputError, check_names, current_rules, game_id, game_with_standings, seat_of, seat_players,
    seen_cards, settle_names, split_entries, still_playing, stored_names,
};
use crate::flags::args::{DeckCheckArgs, OddsArgs, RiskArgs, SeenArgs, StartArgs};
use crate::render::assist::{DeckView, LiveSeen, Odds, Risk, SeenView, Start};
use crate::render::view::output;
use crate::rules::deck::{self, CardCount, Deck, Face, VALUES};
use crate::rules::odds::{GridCards, Sighting};
use crate::rules::risk::{self, Opponent, Query};
use crate::rules::{self, Edition, Entry, Rules, StartReason, score_entry};
use crate::store::{OpenMode, Reads, Rounds};

/// The cards seen in the current game's round in progress (`skyjo seen`),
/// when there are any.
fn live_seen(ctx: &Ctx) -> Result<Option<LiveSeen>> {
    let store = ctx.store(OpenMode::Existing)?;
    let Some(game) = store.current_game()? else {
        return Ok(None);
    };
    let cards = store.seen_cards(game)?;
    if cards.is_empty() {
        return Ok(None);
    }
    let round = store.game(game)?.map_or(1, |g| g.rounds.len() + 1);
    Ok(Some(LiveSeen { game, round, cards }))
}

fn count_of(cards: &[Face]) -> CardCount {
    let mut count = CardCount::default();
    for &face in cards {
        count.add_face(face);
    }
    count
}

/// The seen list (the cards off the grids) of `deck`: `--seen` when given,
/// else the live list of the current game.
pub(super) fn seen_or_live(
    ctx: &Ctx,
    seen: &[String],
    deck: &Deck,
) -> Result<(CardCount, Option<LiveSeen>)> {
    if !seen.is_empty() {
        return Ok((seen_cards(seen, deck)?, None));
    }
    Ok(match live_seen(ctx)? {
        Some(live) => (count_of(&live.cards), Some(live)),
        None => (CardCount::default(), None),
    })
}

/// The deck of `odds`: `--edition`'s, else the current game's. The deck of
/// Skyjo Action has the current game's counts when it is a game of Skyjo
/// Action, else those of the config file (a family's own count of stars),
/// else the assumed ones.
fn odds_deck(ctx: &Ctx, edition: Option<Edition>) -> Result<Deck> {
    Ok(match current_rules(ctx)?.map(|(_, rules)| rules) {
        // The current game's, when no other edition is asked for.
        Some(rules) if edition.is_none_or(|asked| asked == rules.edition) => rules.deck(),
        // Else the edition asked for (the default one without a game) with
        // the config file's counts.
        _ => Rules {
            edition: edition.unwrap_or_default(),
            ..ctx.settings.rules
        }
        .deck(),
    })
}

/// `--discard`, a card of the deck.
pub(super) fn discard_card(discard: Option<i64>) -> Result<Option<i8>> {
    match discard {
        Some(d) if deck::is_card(i32::try_from(d).unwrap_or(i32::MAX)) => Ok(Some(d as i8)),
        Some(value) => bail!(InputError::DiscardNotACard { value }),
        None => Ok(None),
    }
}

/// `skyjo odds`.
pub(super) fn odds(ctx: &Ctx, args: OddsArgs) -> Result<String> {
    let deck = odds_deck(ctx, args.edition)?;
    let (seen, live) = seen_or_live(ctx, &args.seen, &deck)?;
    // The grids' cards: open ones, and removed ones typed as on a grid (`x9`).
    let grids = GridCards::parse_in(&args.open.join(" "), &deck)
        .map_err(|problem| InputError::Open { problem })?;
    let mut sighting = Sighting {
        seen,
        discard: discard_card(args.discard)?,
        ..Sighting::default()
    };
    sighting.add_grid(&grids);
    let pool = sighting.pool_in(&deck)?;
    let draws = args
        .draws
        .map(|value| {
            u32::try_from(value)
                .ok()
                .filter(|&d| d > 0)
                .ok_or(InputError::DrawCount { value })
        })
        .transpose()?;
    if let Some(draws) = draws
        && draws > pool.size()
    {
        bail!(InputError::DrawsTooMany {
            draws,
            left: pool.size()
        });
    }
    let hidden = args
        .hidden
        .map(|value| u32::try_from(value).map_err(|_| InputError::HiddenCount { value }))
        .transpose()?;
    let sum = hidden.map(|h| pool.hidden_sum(h)).transpose()?;
    let odds = Odds {
        pool: &pool,
        sighting: &sighting,
        draws,
        hidden: hidden.zip(sum.as_ref()),
        live: live.as_ref(),
        explain: args.explain,
    };
    Ok(output(&odds, ctx.json, ctx.style))
}

/// `skyjo risk`.
pub(super) fn risk(ctx: &Ctx, args: RiskArgs) -> Result<String> {
    // With --as, the round belongs to a game, whose own rules apply.
    let game = super::closing::game_of(ctx, &args)?;
    let rules = super::closing::table_rules(ctx, game.as_ref(), &args.rules, "risk")?;
    let (seen, live) = seen_or_live(ctx, &args.seen, &Deck::Classic)?;
    // An empty name is the reader's own grid in the errors of the rules.
    let entry = Entry::parse("", &args.me, &rules)?;
    let (my_raw, closing_cards, lowest) = match entry {
        Entry::Total(total) => (total, GridCards::default(), None),
        Entry::Action { .. } => unreachable!("risk refuses a game of Skyjo Action"),
        Entry::Grid(grid) => (
            score_entry(&rules, &entry).raw,
            GridCards::of_grid(&grid),
            Some(risk::lowest_next_turn(&grid, &rules)),
        ),
    };
    // My grid as it lies now (--grid) and as I would close with it (--me)
    // are the same cards: each of mine is counted once.
    let my_grid = args
        .grid
        .as_deref()
        .map(|text| Opponent::parse("", text))
        .transpose()?;
    let mut grids = match &my_grid {
        Some((_, now)) => closing_cards.larger_of(now),
        None => closing_cards,
    };
    let mut names = Vec::new();
    let mut opponents = Vec::new();
    for (name, text) in split_entries(&args.opponents)? {
        let (opponent, shown) = Opponent::parse(&name, &text)?;
        grids.add_all(&shown);
        names.push(name);
        opponents.push(opponent);
    }
    if opponents.len() > crate::rules::MAX_OPPONENTS {
        bail!(InputError::TooManyOpponents {
            found: opponents.len()
        });
    }
    let discard = discard_card(args.discard)?;
    if let Some(&value) = args.margins.iter().find(|m| **m < 0) {
        bail!(InputError::NegativeMargin { value });
    }
    let mut sighting = Sighting {
        seen,
        discard,
        ..Sighting::default()
    };
    sighting.add_grid(&grids);
    let pool = sighting.pool()?;
    // Only scores my grid can reach: no lower than one more turn takes it.
    let margins: Vec<i32> = args
        .margins
        .iter()
        .copied()
        .filter(|m| lowest.is_none_or(|lowest| my_raw - m >= lowest))
        .collect();
    let left_out = margins.len() < args.margins.len();
    let last_turn = args.last_turn;
    let ask = ctx.interactive.then_some(ctx.style.lang);
    let seats = game
        .as_ref()
        .map(|g| super::closing::seats(g, &names, ask))
        .transpose()?;
    // With the game, the opponents are named as the game spells them.
    if let (Some(g), Some(seats)) = (&game, &seats) {
        names = seats.iter().map(|&seat| g.names[seat].clone()).collect();
    }
    let query = Query {
        my_raw,
        opponents: &opponents,
        discard,
        pool,
        rules,
        last_turn,
        margins: &margins,
        seed: args.seed,
        precision: 0.002,
    };
    let report = risk::assess(&query)?;
    let game = match (&game, &seats) {
        (Some(g), Some(seats)) => Some(super::closing::answer(
            g,
            seats,
            &query,
            my_grid.as_ref().map(|(mine, _)| mine),
            report.rows[0].p_doubled,
        )?),
        _ => None,
    };
    let answer = Risk {
        report: &report,
        names: &names,
        hidden: opponents.iter().map(Opponent::hidden).sum(),
        sighting: &sighting,
        pool_size: pool.size(),
        lowest,
        left_out,
        last_turn,
        rules: &rules,
        live: live.as_ref(),
        game: game.as_ref(),
        explain: args.explain,
    };
    Ok(output(&answer, ctx.json, ctx.style))
}

/// `skyjo start`.
pub(super) fn start(ctx: &Ctx, args: StartArgs) -> Result<String> {
    let (names, starter, reason, game, sums) = if args.turned.is_empty() {
        let store = ctx.store(OpenMode::Existing)?;
        let id = game_id(&store, args.game, &ctx.shown_db())?;
        let (game, standings) = game_with_standings(&store, id)?;
        still_playing(&game, &standings)?;
        let (Some(starter), Some(last)) = (standings.next_starter, game.rounds.last()) else {
            bail!(InputError::NoRoundsYet {
                game: id,
                example: game.players[0].clone()
            });
        };
        let reason = StartReason::next_round(&game.rules, last.number);
        (game.players, starter, reason, Some(id), None)
    } else {
        let given = split_entries(&args.turned)?;
        let typed: Vec<String> = given.iter().map(|(n, _)| n.clone()).collect();
        let given_twice = |e| match e {
            InputError::SameName { other, .. } => InputError::GivenTwice { name: other },
            InputError::SamePlayer { player, .. } => InputError::GivenTwice { name: player },
            e => e,
        };
        check_names(&typed).map_err(given_twice)?;
        // Each name the known player it fits, in the stored spelling.
        let ask = ctx.interactive.then_some(ctx.style.lang);
        let known = start_known(ctx)?;
        let typed = settle_names(&known, typed, ask)?;
        let seated = seat_players(&known, &typed).map_err(given_twice)?;
        let names = stored_names(&known, &typed, &seated);
        let mut sums = Vec::new();
        for ((_, text), name) in given.iter().zip(&names) {
            let cards = deck::parse_cards(text).map_err(|problem| InputError::TurnedCards {
                name: name.clone(),
                problem,
            })?;
            let count: u32 = VALUES.map(|v| cards.get(v)).sum();
            if count != 2 {
                bail!(InputError::Turned {
                    name: name.clone(),
                    count
                });
            }
            sums.push(
                VALUES
                    .map(|v| i32::from(v) * cards.get(v) as i32)
                    .sum::<i32>(),
            );
        }
        let dealer = match &args.dealer {
            Some(dealer_name) => {
                seat_of(&names, dealer_name, ask, |_| InputError::DealerNotAmong {
                    name: dealer_name.clone(),
                    players: names.clone(),
                })?
            }
            None => {
                // The dealer decides only a tie for the highest sum: without
                // one, any seat gives the same starter.
                let (_, tied) = rules::first_starter(&sums, 0)?;
                if tied.len() < 2 {
                    0
                } else if ctx.interactive {
                    // At a terminal, asked as a flag would give it (no one chosen by Enter alone).
                    prompt::dealer(&names, ctx.style.lang)?
                } else {
                    bail!(InputError::NoDealer);
                }
            }
        };
        let (starter, reason) = StartReason::first_round(&sums, dealer)?;
        (names, starter, reason, None, Some(sums))
    };
    let answer = Start {
        names: &names,
        starter,
        reason,
        game,
        sums,
    };
    Ok(output(&answer, ctx.json, ctx.style))
}

/// The known players of round 1's `start`: those of the current game while
/// it has no round yet (the game being started), else everyone in the
/// history. A name that fits none is kept as typed: `start` stores nothing.
fn start_known(ctx: &Ctx) -> Result<Vec<String>> {
    let store = ctx.store(OpenMode::Existing)?;
    if let Some(id) = store.current_game()?
        && let Some(game) = store.game(id)?
        && game.rounds.is_empty()
        && game.final_totals.is_none()
        && !game.abandoned
    {
        return Ok(game.players);
    }
    Ok(store.player_names()?)
}

/// `skyjo deck check`.
pub(super) fn deck_check(ctx: &Ctx, args: DeckCheckArgs) -> Result<String> {
    let count = deck::parse_cards(&args.cards.join(" "))?;
    let check = DeckView(deck::check_deck(&count));
    Ok(output(&check, ctx.json, ctx.style))
}

/// `skyjo seen [CARDS...] [--undo] [--clear]`.
pub(super) fn seen(ctx: &Ctx, args: SeenArgs) -> Result<String> {
    let mut store = ctx.store(OpenMode::Existing)?;
    let id = game_id(&store, args.game, &ctx.shown_db())?;
    let (game, standings) = game_with_standings(&store, id)?;
    still_playing(&game, &standings)?;
    let round = game.rounds.len() + 1;
    // The game's deck: a star is a card of Skyjo Action's.
    let deck = game.rules.deck();
    let before = store.seen_cards(id)?;
    let mut cards = before.clone();
    if args.clear {
        cards.clear();
    } else if args.undo {
        if cards.pop().is_none() {
            bail!(InputError::NothingSeen { game: id, round });
        }
    } else if !args.cards.is_empty() {
        cards.extend(deck::parse_faces(&args.cards.join(" "), &deck)?);
        deck.check_seen(&count_of(&cards))?;
    }
    if cards != before {
        store.set_seen_cards(id, &cards)?;
    }
    let sighting = Sighting {
        seen: count_of(&cards),
        ..Sighting::default()
    };
    let pool = sighting.pool_in(&deck)?;
    let live = LiveSeen {
        game: id,
        round,
        cards,
    };
    Ok(output(
        &SeenView {
            live: &live,
            sighting: &sighting,
            pool: &pool,
        },
        ctx.json,
        ctx.style,
    ))
}
