//! "If I close now, do I win the game?": the closing decision that knows the
//! standings (docs/chances.md, part 2).
//!
//! - *Close now*: each outcome of the risk model (every opponent's final raw
//!   score after their last turn, jointly drawn, `risk::sample_opponents`;
//!   exactly enumerated for one opponent without a last turn) is scored (my
//!   score doubled or not by the game's rule) and added to the totals; where
//!   the game ends, the winner by its rules; where it goes on, one simulated
//!   rest of the game from the bank of `rules::chances` (so the average over
//!   samples is the chance of part 1 from the new totals).
//! - *Play on*: the round goes on from the table given (my face-down cards and
//!   the opponents' drawn from the pool), the greedy policy playing every seat,
//!   mine included, and not closing in my turn now; then the game goes on as
//!   in part 1.
//!
//! Pure; fixed seeds.

use super::chances::{self, Position, Scored, Standing, after_round};
use super::deck::{self, VALUES};
use super::game::lowest;
use super::odds::{GridCards, Pool};
use super::play::{self, Lying, Policy};
use super::risk::{self, LastTurn, Opponent, Query, Seen};
use super::rng::Rng;
use super::round::judge;
use super::settings::{ColumnRule, Rules};
use super::shape::{COLS, ROWS};
use super::{RuleError, score_round};

/// Samples of "close now" (Monte Carlo) and of "play on".
pub const CLOSE_SAMPLES: u64 = 20_000;
/// Rounds played on per answer: each is a whole round played turn by turn.
pub const PLAY_ON_SAMPLES: u64 = 4_000;

/// The answer for the game.
#[derive(Debug, Clone, PartialEq)]
pub struct GameAnswer {
    /// P(I win or share the win of the game | I close now).
    pub p_win_if_close: f64,
    /// P(the game ends with this round | I close now).
    pub p_game_ends_if_close: f64,
    /// P(I win or share | I play on), when my grid and every opponent's grid are known.
    pub p_win_if_play_on: Option<f64>,
    /// Whether "close now" enumerated the outcomes exactly (one opponent, no
    /// last turn); then it is exact wherever the game ends.
    pub exact: bool,
    /// Samples of "close now" (0 when exact).
    pub close_samples: u64,
    /// Rounds played on.
    pub play_on_samples: u64,
    /// The half-width of the widest 95% interval of the answer.
    pub margin: f64,
}

/// The round's scores per seat when I close at `my_raw` and the opponents end
/// at `raws` (in the order given).
fn close_scores(rules: &Rules, standing: &Standing, my_raw: i32, raws: &[i32]) -> Vec<i32> {
    let best = raws.iter().copied().min().unwrap_or(i32::MAX);
    let doubled = judge(rules, my_raw, best).1;
    let mut scores = vec![0; standing.totals.len()];
    scores[standing.me] = if doubled { my_raw * 2 } else { my_raw };
    for (&seat, &raw) in standing.seats.iter().zip(raws) {
        scores[seat] = raw;
    }
    scores
}

/// P(win | close now) and P(the game ends | close now), and whether exact.
/// Refused, as by `risk::assess`, when the pool cannot deal the face-down
/// cards and the last turns.
pub fn if_close(
    q: &Query,
    standing: &Standing,
    samples: u64,
) -> Result<(f64, f64, bool), RuleError> {
    super::risk::check_pool(q)?;
    let rules = q.rules;
    let bank = chances::bank(standing.totals.len(), &rules);
    let me = standing.me;
    if q.opponents.len() == 1 && q.last_turn == LastTurn::None {
        // Exact: every final score of the one opponent, with its probability.
        let reveal = rules.columns == ColumnRule::Reveal;
        let dist = risk::final_distribution(&q.opponents[0], &q.pool, reveal);
        let (mut win, mut ends) = (0.0, 0.0);
        for (raw, p) in dist {
            let scores = close_scores(&rules, standing, q.my_raw, &[raw]);
            let (game, _, over) = after_round(&rules, standing, &scores, me);
            if over {
                ends += p;
                if lowest(&game.totals).contains(&me) {
                    win += p;
                }
            } else {
                let position = Position {
                    rules,
                    totals: &game.totals,
                    rounds_played: game.played,
                    next_starter: Some(game.starter),
                };
                win +=
                    p * chances::chances_from(&bank, &position, chances::GAMES, q.seed).p_win[me];
            }
        }
        return Ok((win.min(1.0), ends.min(1.0), true));
    }
    let (mut wins, mut ends) = (0u64, 0u64);
    let rests = Scored::new(&bank, &rules);
    risk::sample_opponents(q, samples, |raws, rng| {
        let scores = close_scores(&rules, standing, q.my_raw, raws);
        let (game, reached, over) = after_round(&rules, standing, &scores, me);
        ends += u64::from(over);
        let winners = if over {
            lowest(&game.totals)
        } else {
            rests.finish(&rules, game, reached, rng)
        };
        wins += u64::from(winners.contains(&me));
    });
    let n = samples.max(1) as f64;
    Ok((wins as f64 / n, ends as f64 / n, false))
}

/// The table as it lies, for playing on.
#[derive(Debug, Clone)]
pub struct Table<'a> {
    /// My grid: a card face up, `Down` face down, `Removed`.
    pub mine: [[Seen; COLS]; ROWS],
    /// The opponents, in the order given (they play after me).
    pub opponents: &'a [Opponent],
    /// The top of the discard pile.
    pub discard: Option<i8>,
    /// The unseen cards.
    pub pool: Pool,
}

/// P(win | play on): `samples` rounds played on from `table` by the greedy
/// policy at every seat (me first, not closing in this turn), then the game
/// as in part 1. `None` when an opponent is given only as `VISIBLE:HIDDEN`
/// (the policy needs the open cards) or the pool is too small to deal.
pub fn if_play_on(
    table: &Table,
    rules: &Rules,
    standing: &Standing,
    samples: u64,
    seed: u64,
) -> Option<f64> {
    let mut grids = vec![table.mine];
    for o in table.opponents {
        match o {
            Opponent::Grid(cells) => grids.push(*cells),
            Opponent::Open { .. } => return None,
        }
    }
    // The cards seen off the grids (the discard pile): the deck less the
    // pool and the face-up cards.
    let mut off_grid: Vec<i8> = Vec::new();
    for v in VALUES {
        let up = grids
            .iter()
            .flat_map(|g| g.iter().flatten())
            .filter(|c| **c == Seen::Up(v))
            .count() as u32;
        let n = deck::copies(v).saturating_sub(table.pool.left(v) + up);
        off_grid.extend(std::iter::repeat_n(v, n as usize));
    }
    if let Some(top) = table.discard
        && let Some(i) = off_grid.iter().position(|&v| v == top)
    {
        off_grid.remove(i);
        off_grid.push(top);
    }
    let mut unseen: Vec<i8> = Vec::new();
    for v in VALUES {
        unseen.extend(std::iter::repeat_n(v, table.pool.left(v) as usize));
    }
    let down: usize = grids
        .iter()
        .flat_map(|g| g.iter().flatten())
        .filter(|c| **c == Seen::Down)
        .count();
    // Face-down cards, a discard top if none is given, and enough to draw.
    if down + 1 + grids.len() * 2 > unseen.len() {
        return None;
    }
    let players = standing.totals.len();
    let rests = Scored::new(&chances::bank(players, rules), rules);
    let policies = vec![Policy::Greedy; grids.len()];
    let mut seat_of = vec![standing.me];
    seat_of.extend_from_slice(standing.seats);
    let mut rng = Rng(seed);
    let (mut wins, mut played) = (0u64, 0u64);
    for _ in 0..samples {
        let mut draw = unseen.clone();
        for i in (1..draw.len()).rev() {
            draw.swap(i, rng.below(i + 1));
        }
        let mut discard = off_grid.clone();
        if table.discard.is_none() || discard.is_empty() {
            discard.push(draw.pop().expect("checked against the pool"));
        }
        let lying = Lying {
            grids: grids
                .iter()
                .map(|g| {
                    let mut cells = [[None; COLS]; ROWS];
                    for r in 0..ROWS {
                        for c in 0..COLS {
                            cells[r][c] = match g[r][c] {
                                Seen::Up(v) => Some((v, true)),
                                Seen::Down => Some((draw.pop().expect("checked"), false)),
                                Seen::Removed => None,
                            };
                        }
                    }
                    cells
                })
                .collect(),
            draw,
            discard,
        };
        let round = play::play_from(lying, 0, &policies, rules, &mut rng);
        let Ok(scored) = score_round(rules, &round.entries, round.closer) else {
            continue;
        };
        let mut scores = vec![0; players];
        for (k, p) in scored.players.iter().enumerate() {
            scores[seat_of[k]] = p.score;
        }
        let (game, reached, over) = after_round(rules, standing, &scores, seat_of[round.closer]);
        let winners = if over {
            lowest(&game.totals)
        } else {
            rests.finish(rules, game, reached, &mut rng)
        };
        wins += u64::from(winners.contains(&standing.me));
        played += 1;
    }
    (played > 0).then(|| wins as f64 / played as f64)
}

/// Both answers: close now (from the risk query) and play on (when `table`
/// is given), at the default precision. With the table as it lies (every
/// grid whole and the discard top given), both chances come from
/// [`advise`](super::advise) ranking "turn my last card now" against the
/// best choice that does not close, so that `risk` and `advise` never
/// disagree; otherwise closing now comes from the risk model.
pub fn assess_game(
    q: &Query,
    standing: &Standing,
    table: Option<&Table>,
) -> Result<GameAnswer, RuleError> {
    let (p_win_if_close, p_game_ends_if_close, exact) = if_close(q, standing, CLOSE_SAMPLES)?;
    if let Some((close, on)) = table
        .map(|t| as_advised(t, &q.rules, standing, q.seed))
        .transpose()?
        .flatten()
    {
        return Ok(GameAnswer {
            p_win_if_close: close.p_win.unwrap_or(0.0),
            p_game_ends_if_close: close.p_game_ends.unwrap_or(0.0),
            p_win_if_play_on: on.p_win,
            exact: false,
            close_samples: u64::from(close.samples),
            play_on_samples: u64::from(on.samples),
            margin: close.margin.max(on.margin),
        });
    }
    let p_win_if_play_on =
        table.and_then(|t| if_play_on(t, &q.rules, standing, PLAY_ON_SAMPLES, q.seed));
    let half = |p: f64, n: u64| 1.96 * (p * (1.0 - p) / n as f64).sqrt();
    let mut margin = if exact {
        0.0
    } else {
        half(p_win_if_close, CLOSE_SAMPLES)
    };
    if let Some(p) = p_win_if_play_on {
        margin = margin.max(half(p, PLAY_ON_SAMPLES));
    }
    Ok(GameAnswer {
        p_win_if_close,
        p_game_ends_if_close,
        p_win_if_play_on,
        exact,
        close_samples: if exact { 0 } else { CLOSE_SAMPLES },
        play_on_samples: if p_win_if_play_on.is_some() {
            PLAY_ON_SAMPLES
        } else {
            0
        },
        margin,
    })
}

/// `advise`'s answer to close now or play on, from `table`: `None` when an
/// opponent is given only as `VISIBLE:HIDDEN`, the discard top is not given,
/// or my grid has not exactly one face-down card.
fn as_advised(
    table: &Table,
    rules: &Rules,
    standing: &Standing,
    seed: u64,
) -> Result<Option<(super::advise::Ranked, super::advise::Ranked)>, RuleError> {
    let mut grids = vec![table.mine];
    for o in table.opponents {
        match o {
            Opponent::Grid(cells) => grids.push(*cells),
            Opponent::Open { .. } => return Ok(None),
        }
    }
    let Some(discard) = table.discard else {
        return Ok(None);
    };
    let advised = super::advise::Table {
        grids,
        discard,
        pool: table.pool,
        drawn: None,
        closed_by: None,
    };
    super::advise::close_or_play_on(
        &advised,
        rules,
        Some(standing),
        super::advise::SAMPLES,
        seed,
    )
}

/// Reads my grid as it lies: 12 cells, a card, `?` face down, `x` removed;
/// with the cards it shows, as [`Opponent::parse`] counts them.
pub fn my_grid(text: &str) -> Result<([[Seen; COLS]; ROWS], GridCards), super::RuleError> {
    match Opponent::parse("", text)? {
        (Opponent::Grid(cells), cards) => Ok((cells, cards)),
        (Opponent::Open { .. }, _) => Err(super::RuleError::Opponent {
            who: String::new(),
            problem: super::OpponentProblem::Cells { found: 0 },
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deck::CardCount;

    fn open(visible: i32, hidden: u32) -> Opponent {
        Opponent::Open { visible, hidden }
    }

    fn query<'a>(my_raw: i32, opponents: &'a [Opponent], pool: Pool, last: LastTurn) -> Query<'a> {
        Query {
            my_raw,
            opponents,
            discard: None,
            pool,
            rules: Rules::default(),
            last_turn: last,
            margins: &[],
            seed: 2026,
            precision: 0.01,
        }
    }

    #[test]
    fn a_close_that_ends_the_game_with_me_surely_lowest_wins_surely() {
        // I am at 60, the others at 95 and 97. They end at 6 or more (open
        // cards 10 and 12, two face-down cards at least -4): every outcome
        // ends the game, with me alone lowest (5, not doubled).
        let opponents = [open(10, 2), open(12, 2)];
        let q = query(5, &opponents, Pool::full(), LastTurn::None);
        let standing = Standing {
            totals: &[60, 95, 97],
            rounds_played: 5,
            me: 0,
            seats: &[1, 2],
        };
        let (win, ends, exact) = if_close(&q, &standing, 2_000).unwrap();
        assert!(!exact);
        assert_eq!(ends, 1.0);
        assert_eq!(win, 1.0);
        // Surely not lowest: I am at 99 and close at 30 (doubled or not, the
        // game ends); they end at 46 and 76 at most.
        let q = query(30, &opponents, Pool::full(), LastTurn::None);
        let standing = Standing {
            totals: &[99, 10, 40],
            rounds_played: 5,
            me: 0,
            seats: &[1, 2],
        };
        let (win, ends, _) = if_close(&q, &standing, 2_000).unwrap();
        assert_eq!(ends, 1.0);
        assert_eq!(win, 0.0);
    }

    #[test]
    fn a_close_that_ends_the_game_for_some_cards_only_matches_the_enumeration() {
        // One opponent at 90 with 9 open and one face-down card, no last
        // turn: exact. I am at 70 and close at 12, doubled when 9 + v <= 12
        // (v <= 3): 94 at most. The opponent ends at 99 + v: the game ends
        // for v >= 1 (and I win), goes on for -2, -1 and 0.
        let opponents = [open(9, 1)];
        let mut seen = CardCount::default();
        for v in [12, 12, 12, 11, 11, 10] {
            seen.add(v);
        }
        let pool = Pool::from_seen(&seen).unwrap();
        let q = query(12, &opponents, pool, LastTurn::None);
        let standing = Standing {
            totals: &[70, 90],
            rounds_played: 4,
            me: 0,
            seats: &[1],
        };
        let (win, ends, exact) = if_close(&q, &standing, 0).unwrap();
        assert!(exact);
        let bank = chances::bank(2, &Rules::default());
        let (mut want_win, mut want_ends) = (0.0, 0.0);
        for v in VALUES {
            let p = f64::from(pool.left(v)) / f64::from(pool.size());
            let theirs = 9 + i32::from(v);
            let mine = if theirs <= 12 { 24 } else { 12 };
            let totals = [70 + mine, 90 + theirs];
            if totals[1] >= 100 || totals[0] >= 100 {
                want_ends += p;
                if totals[0] <= totals[1] {
                    want_win += p;
                }
            } else {
                let position = Position {
                    rules: Rules::default(),
                    totals: &totals,
                    rounds_played: 5,
                    next_starter: Some(0),
                };
                want_win +=
                    p * chances::chances_from(&bank, &position, chances::GAMES, 2026).p_win[0];
            }
        }
        assert!((ends - want_ends).abs() < 1e-12, "{ends} vs {want_ends}");
        assert!((win - want_win).abs() < 1e-12, "{win} vs {want_win}");
        // The game ends for v >= 1 only: neither never nor always.
        let goes_on: f64 = [-2, -1, 0]
            .iter()
            .map(|&v| f64::from(pool.left(v)) / f64::from(pool.size()))
            .sum();
        assert!((ends - (1.0 - goes_on)).abs() < 1e-12, "{ends}");
        assert!(win > ends && win < 1.0, "{win}");
    }

    /// My grid with one face-down card left, B's grid with four, the cards
    /// seen and the pool they leave.
    fn one_card_left() -> ([[Seen; COLS]; ROWS], [Opponent; 1], Pool) {
        let (mine, _) = my_grid("1 2 3 4 / 0 1 2 3 / 4 5 6 ?").unwrap();
        let (b, cards) = Opponent::parse("B", "9 8 ? 7 / ? 6 5 ? / 4 3 ? 2").unwrap();
        let mut seen = cards.open;
        for v in [1, 2, 3, 4, 0, 1, 2, 3, 4, 5, 6, 9] {
            seen.add(v);
        }
        (mine, [b], Pool::from_seen(&seen).unwrap())
    }

    /// Me (40) against B (60) after three rounds.
    const STANDING: Standing<'static> = Standing {
        totals: &[40, 60],
        rounds_played: 3,
        me: 0,
        seats: &[1],
    };

    #[test]
    fn playing_on_is_a_chance_and_needs_the_opponents_grids() {
        let (mine, opponents, pool) = one_card_left();
        let table = Table {
            mine,
            opponents: &opponents,
            discard: Some(9),
            pool,
        };
        let standing = STANDING;
        let p = if_play_on(&table, &Rules::default(), &standing, 300, 1).unwrap();
        assert!(p > 0.3 && p < 1.0, "{p}");
        assert_eq!(
            p,
            if_play_on(&table, &Rules::default(), &standing, 300, 1).unwrap()
        );
        let shorthand = [open(20, 4)];
        let table = Table {
            opponents: &shorthand,
            ..table
        };
        assert_eq!(
            if_play_on(&table, &Rules::default(), &standing, 10, 1),
            None
        );
    }

    #[test]
    fn with_the_table_risk_answers_as_advise_does() {
        let (mine, opponents, pool) = one_card_left();
        let table = Table {
            mine,
            opponents: &opponents,
            discard: Some(9),
            pool,
        };
        let standing = STANDING;
        let mut q = query(30, &opponents, pool, LastTurn::Greedy);
        q.discard = Some(9);
        let answer = assess_game(&q, &standing, Some(&table)).unwrap();
        let (close, on) = as_advised(&table, &q.rules, &standing, q.seed)
            .unwrap()
            .unwrap();
        assert_eq!(answer.p_win_if_close, close.p_win.unwrap());
        assert_eq!(answer.p_win_if_play_on, on.p_win);
        assert!(close.closes && !on.closes);
    }
}
