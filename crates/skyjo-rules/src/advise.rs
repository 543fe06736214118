//! "What do I do with this turn?": every legal choice of a turn ranked by
//! the chance to win the game (docs/advise.md).
//!
//! Each choice is played out from the table as given, many times: the cards
//! nobody has seen (my face-down cards, the opponents', the draw pile) are
//! shuffled from the pool, the choice is made, the rest of the round is
//! played by the policy of [`play`](super::play) at every seat (mine
//! included), the round is scored by the engine, and, with a game, the rest
//! of the game is played from the bank of [`chances`](super::chances). Every
//! choice sees the same shuffles and the same bank rounds in its n-th
//! sample (common random numbers), so the difference of two choices is
//! measured more precisely than either value. The samples go where the
//! answer is still open (successive halving): every choice gets a few, the
//! better half twice as many, and so on, the last two the most.
//!
//! Pure; a fixed seed gives the same answer.

use super::chances::{self, Scored, Standing, after_round};
use super::deck::{self, VALUES};
use super::game::lowest;
use super::odds::Pool;
use super::play::{self, Lying, Move, Policy};
use super::risk::Seen;
use super::rng::Rng;
use super::settings::Rules;
use super::shape::{COLS, ROWS};
use super::{RuleError, score_round};

/// Samples the last two choices get in the command (see docs/advise.md for
/// what that gives and costs).
pub const SAMPLES: u32 = 4_000;

/// Simulated rests of the game per played-out round: a round costs far more
/// than a rest of the game from the bank, so a few rests per round make each
/// sample's chance smoother for little.
pub const TAILS: u32 = 8;

/// The fewest samples any choice gets.
const FIRST_SAMPLES: u32 = 16;

/// The table as the player whose turn it is sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// Every grid in the order of play from mine: mine first, then each
    /// opponent in the order they play after me.
    pub grids: Vec<[[Seen; COLS]; ROWS]>,
    /// The top of the discard pile.
    pub discard: i8,
    /// The cards nobody has seen: face-down cards and the draw pile (not
    /// the card in my hand).
    pub pool: Pool,
    /// The card I drew, once drawn.
    pub drawn: Option<i8>,
    /// The opponent (counted from 1 in the order of `grids`) who has closed
    /// the round, when this is my last turn.
    pub closed_by: Option<usize>,
}

/// One choice of the turn and what it leads to.
#[derive(Debug, Clone, PartialEq)]
pub struct Ranked {
    /// The choice (rows and columns from 0).
    pub choice: Move,
    /// Whether it turns or fills my last face-down card: it closes the round.
    pub closes: bool,
    /// P(I win or share the win of the game), with a game.
    pub p_win: Option<f64>,
    /// P(the game ends with this round), with a game.
    pub p_game_ends: Option<f64>,
    /// My expected score for the round (doubling included).
    pub expected_round: f64,
    /// My expected score for the round less the lowest other score of the
    /// round (lower is better): what the choices are ranked by without a game.
    pub expected_lead: f64,
    /// P(I close and am doubled).
    pub p_doubled: f64,
    /// Samples it was played out.
    pub samples: u32,
    /// The half-width of the 95% interval of its value (P(win), or the lead).
    pub margin: f64,
}

/// Every choice, best first.
#[derive(Debug, Clone, PartialEq)]
pub struct Ranking {
    /// The choices, best first.
    pub actions: Vec<Ranked>,
    /// Rounds played out in all.
    pub rollouts: u64,
    /// The half-width of the 95% interval of the difference between the
    /// first and the second choice (measured on the same samples).
    pub margin: f64,
}

/// Every legal choice of the turn on `table`: before drawing, the discard
/// on each cell or a draw; with a card drawn, the card on each cell, or
/// thrown away and each face-down card turned. None when my grid has no
/// face-down card (the round is closed).
pub fn choices(table: &Table) -> Vec<(Move, bool)> {
    let mine = &table.grids[0];
    let hidden = mine.iter().flatten().filter(|c| **c == Seen::Down).count();
    if hidden == 0 {
        return Vec::new();
    }
    // In a last turn the round is closed already: nothing I do closes it.
    let open = table.closed_by.is_none();
    let last = |r: usize, c: usize| open && hidden == 1 && mine[r][c] == Seen::Down;
    let cells = (0..ROWS).flat_map(|r| (0..COLS).map(move |c| (r, c)));
    let mut out = Vec::new();
    let placed = cells.clone().filter(|&(r, c)| mine[r][c] != Seen::Removed);
    match table.drawn {
        None => {
            out.extend(placed.map(|(r, c)| (Move::Take(r, c), last(r, c))));
            out.push((Move::Draw, false));
        }
        Some(_) => {
            out.extend(placed.map(|(r, c)| (Move::Keep(r, c), last(r, c))));
            let down = cells.filter(|&(r, c)| mine[r][c] == Seen::Down);
            out.extend(down.map(|(r, c)| (Move::Throw(r, c), last(r, c))));
        }
    }
    out
}

/// The seeds of sample `i`: the shuffle of the unseen cards, the round's own
/// draws (a reshuffled pile), the rests of the game.
fn sample_seeds(seed: u64, i: u32) -> [u64; 3] {
    let mut rng = Rng(seed ^ (u64::from(i) + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    [rng.next_u64(), rng.next_u64(), rng.next_u64()]
}

/// What does not change between samples: the cards to deal, the discard
/// pile, the seats, the bank.
struct Setup<'a> {
    table: &'a Table,
    rules: &'a Rules,
    game: Option<(&'a Standing<'a>, Scored)>,
    unseen: Vec<i8>,
    discard: Vec<i8>,
    seat_of: Vec<usize>,
    policies: Vec<Policy>,
    seed: u64,
}

/// One sample of one choice: my round score, whether I closed doubled, my
/// share of the wins over the rests of the game and how many of those the
/// round ended.
#[derive(Debug, Clone, Copy, Default)]
struct Outcome {
    score: i32,
    /// My score less the lowest other score of the round.
    lead: i32,
    doubled: bool,
    win: f64,
    ends: bool,
}

impl Setup<'_> {
    fn new<'a>(
        table: &'a Table,
        rules: &'a Rules,
        game: Option<&'a Standing<'a>>,
        seed: u64,
    ) -> Result<Setup<'a>, RuleError> {
        let players = table.grids.len();
        if !(2..=super::PLAYERS.end().to_owned()).contains(&players) {
            return Err(RuleError::PlayerCount { found: players });
        }
        let mut unseen: Vec<i8> = Vec::new();
        for v in VALUES {
            unseen.extend(std::iter::repeat_n(v, table.pool.left(v) as usize));
        }
        let down = table
            .grids
            .iter()
            .flat_map(|g| g.iter().flatten())
            .filter(|c| **c == Seen::Down)
            .count();
        // The face-down cards, and a card to draw.
        if down + 1 > unseen.len() {
            return Err(RuleError::PoolTooSmall {
                asked: down as u32 + 1,
                left: unseen.len() as u32,
            });
        }
        // The cards off the grids below the discard top: the deck less the
        // pool, the face-up cards, the top and the card in hand.
        let mut discard = Vec::new();
        for v in VALUES {
            let up = table
                .grids
                .iter()
                .flat_map(|g| g.iter().flatten())
                .filter(|c| **c == Seen::Up(v))
                .count() as u32;
            let here = u32::from(table.discard == v) + u32::from(table.drawn == Some(v));
            let used = table.pool.left(v) + up + here;
            let copies = deck::copies(v);
            if used > copies {
                return Err(RuleError::DeckExceeded {
                    value: v,
                    found: used,
                    copies,
                });
            }
            discard.extend(std::iter::repeat_n(v, (copies - used) as usize));
        }
        discard.push(table.discard);
        let seat_of = match game {
            Some(s) => std::iter::once(s.me)
                .chain(s.seats.iter().copied())
                .collect(),
            None => (0..players).collect(),
        };
        Ok(Setup {
            table,
            rules,
            game: game.map(|s| (s, Scored::new(&chances::bank(s.totals.len(), rules), rules))),
            unseen,
            discard,
            seat_of,
            policies: vec![Policy::Greedy; players],
            seed,
        })
    }

    /// Sample `i` of `choice`.
    fn play(&self, choice: Move, i: u32) -> Outcome {
        let [deal, draws, tails] = sample_seeds(self.seed, i);
        let mut draw = self.unseen.clone();
        let mut rng = Rng(deal);
        for k in (1..draw.len()).rev() {
            draw.swap(k, rng.below(k + 1));
        }
        let grids = self
            .table
            .grids
            .iter()
            .map(|g| {
                g.map(|row| {
                    row.map(|cell| match cell {
                        Seen::Up(v) => Some((v, true)),
                        Seen::Down => Some((draw.pop().expect("checked"), false)),
                        Seen::Removed => None,
                    })
                })
            })
            .collect();
        if let Some(card) = self.table.drawn {
            draw.push(card);
        }
        let lying = Lying {
            grids,
            draw,
            discard: self.discard.clone(),
        };
        let mut rng = Rng(draws);
        let round = play::play_move_from(
            lying,
            0,
            choice,
            self.table.closed_by,
            &self.policies,
            self.rules,
            &mut rng,
        );
        let Ok(scored) = score_round(self.rules, &round.entries, round.closer) else {
            return Outcome::default();
        };
        let score = scored.players[0].score;
        let lowest_other = scored.players[1..]
            .iter()
            .map(|p| p.score)
            .min()
            .unwrap_or(0);
        let lead = score - lowest_other;
        let doubled = round.closer == 0 && scored.verdict.doubled;
        let Some((standing, rests)) = &self.game else {
            return Outcome {
                score,
                lead,
                doubled,
                ..Outcome::default()
            };
        };
        let mut scores = vec![0; standing.totals.len()];
        for (k, p) in scored.players.iter().enumerate() {
            scores[self.seat_of[k]] = p.score;
        }
        let closer = self.seat_of[round.closer];
        let (game, reached, over) = after_round(self.rules, standing, &scores, closer);
        let win = if over {
            f64::from(u8::from(lowest(&game.totals).contains(&standing.me)))
        } else {
            let mut rng = Rng(tails);
            let won = (0..TAILS)
                .filter(|_| {
                    let winners = rests.finish(self.rules, game.clone(), reached, &mut rng);
                    winners.contains(&standing.me)
                })
                .count();
            won as f64 / f64::from(TAILS)
        };
        Outcome {
            score,
            lead,
            doubled,
            win,
            ends: over,
        }
    }
}

/// A choice being measured.
struct Arm {
    choice: Move,
    closes: bool,
    outcomes: Vec<Outcome>,
    /// The round of halving it was dropped in (`u32::MAX`: never).
    dropped: u32,
}

impl Arm {
    fn mean(&self, f: impl Fn(&Outcome) -> f64) -> f64 {
        self.outcomes.iter().map(f).sum::<f64>() / self.outcomes.len().max(1) as f64
    }

    /// The value it is ranked by: the chance to win with a game, else my
    /// lead over the lowest other score of the round (lower is better); the
    /// round score breaks ties.
    ///
    /// Not the round score alone: the rest of the round is played by the
    /// policy at my seat too, and the policy closes as soon as its grid
    /// looks lowest. A choice that makes my grid much better (a column
    /// removed) makes the played-out round close sooner, and a grid that
    /// stops improving scores more than one that plays on, while it ends the
    /// round further ahead. The lead is what the played-out rounds play for,
    /// and what the chance to win follows.
    fn value(&self, game: bool) -> (f64, f64) {
        let score = self.mean(|o| f64::from(o.score));
        if game {
            (self.mean(|o| o.win), -score)
        } else {
            (-self.mean(|o| f64::from(o.lead)), -score)
        }
    }

    /// The value the halving sifts by: my lead over the lowest other score
    /// of the round (lower is better), which follows the chance to win
    /// closely and is measured far more precisely in few samples; the round
    /// score breaks ties.
    fn sift(&self) -> (f64, f64) {
        let score = self.mean(|o| f64::from(o.score));
        (-self.mean(|o| f64::from(o.lead)), -score)
    }

    fn sample_value(o: &Outcome, game: bool) -> f64 {
        if game { o.win } else { -f64::from(o.lead) }
    }
}

/// 1.96 standard errors of the mean of `values`.
fn half_width(values: impl Iterator<Item = f64> + Clone) -> f64 {
    let n = values.clone().count();
    if n < 2 {
        return 0.0;
    }
    let mean = values.clone().sum::<f64>() / n as f64;
    let var = values.map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1) as f64;
    1.96 * (var / n as f64).sqrt()
}

/// Ranks every legal choice of the turn on `table` under `rules`: with
/// `game` by my chance to win the game, else by my expected round score;
/// the last two choices get `samples` samples each, from `seed`.
pub fn rank(
    table: &Table,
    rules: &Rules,
    game: Option<&Standing>,
    samples: u32,
    seed: u64,
) -> Result<Ranking, RuleError> {
    rank_among(table, rules, game, &choices(table), samples, seed)
}

/// [`rank`] among the given choices (each with whether it closes).
pub fn rank_among(
    table: &Table,
    rules: &Rules,
    game: Option<&Standing>,
    choices: &[(Move, bool)],
    samples: u32,
    seed: u64,
) -> Result<Ranking, RuleError> {
    let setup = Setup::new(table, rules, game, seed)?;
    let with_game = game.is_some();
    let mut arms: Vec<Arm> = choices
        .iter()
        .map(|&(choice, closes)| Arm {
            choice,
            closes,
            outcomes: Vec::new(),
            dropped: u32::MAX,
        })
        .collect();
    let samples = samples.max(2);
    // Halving rounds until two are left: each doubles the samples.
    let mut halvings = 0u32;
    while (arms.len() as u64) > (2u64 << halvings) {
        halvings += 1;
    }
    let mut n = (samples >> halvings).max(FIRST_SAMPLES.min(samples));
    let mut alive: Vec<usize> = (0..arms.len()).collect();
    let mut rollouts = 0u64;
    let mut stage = 0u32;
    loop {
        for &a in &alive {
            let arm = &mut arms[a];
            for i in arm.outcomes.len() as u32..n {
                arm.outcomes.push(setup.play(arm.choice, i));
                rollouts += 1;
            }
        }
        // With a game, a close is never sifted out: what it does to the
        // game (its end, the doubling) is not in the round's lead, only in
        // the chance to win, which ranks what is left.
        let sifted: Vec<usize> = alive
            .iter()
            .copied()
            .filter(|&a| !(with_game && arms[a].closes))
            .collect();
        if n >= samples && sifted.len() <= 2 {
            break;
        }
        if sifted.len() > 2 {
            let mut sifted = sifted;
            sifted.sort_by(|&a, &b| {
                arms[b]
                    .sift()
                    .partial_cmp(&arms[a].sift())
                    .unwrap_or(std::cmp::Ordering::Equal)
                    .then(a.cmp(&b))
            });
            let keep = sifted.len().div_ceil(2).max(2);
            for &a in &sifted[keep..] {
                arms[a].dropped = stage;
            }
            alive.retain(|a| arms[*a].dropped == u32::MAX);
        }
        stage += 1;
        n = (n * 2).min(samples);
    }
    // The best: the longest kept, those kept to the end by value, the
    // others by what sifted them; the order of the choices breaks exact ties.
    let mut order: Vec<usize> = (0..arms.len()).collect();
    let key = |a: usize| {
        if arms[a].dropped == u32::MAX {
            arms[a].value(with_game)
        } else {
            arms[a].sift()
        }
    };
    order.sort_by(|&a, &b| {
        arms[b]
            .dropped
            .cmp(&arms[a].dropped)
            .then(
                key(b)
                    .partial_cmp(&key(a))
                    .unwrap_or(std::cmp::Ordering::Equal),
            )
            .then(a.cmp(&b))
    });
    // The best is the best of those kept to the end; the others follow by
    // their own value, each from the samples it got.
    if let Some(rest) = order.get_mut(1..) {
        rest.sort_by(|&a, &b| {
            arms[b]
                .value(with_game)
                .partial_cmp(&arms[a].value(with_game))
                .unwrap_or(std::cmp::Ordering::Equal)
                .then(a.cmp(&b))
        });
    }
    let margin =
        match order.as_slice() {
            [a, b, ..] => {
                let (x, y) = (&arms[*a].outcomes, &arms[*b].outcomes);
                let common = x.len().min(y.len());
                half_width((0..common).map(|i| {
                    Arm::sample_value(&x[i], with_game) - Arm::sample_value(&y[i], with_game)
                }))
            }
            _ => 0.0,
        };
    let actions = order
        .iter()
        .map(|&a| {
            let arm = &arms[a];
            let o = &arm.outcomes;
            let n = o.len().max(1) as f64;
            let mean = |f: &dyn Fn(&Outcome) -> f64| o.iter().map(f).sum::<f64>() / n;
            Ranked {
                choice: arm.choice,
                closes: arm.closes,
                p_win: with_game.then(|| mean(&|o| o.win)),
                p_game_ends: with_game.then(|| mean(&|o| f64::from(u8::from(o.ends)))),
                expected_round: mean(&|o| f64::from(o.score)),
                expected_lead: mean(&|o| f64::from(o.lead)),
                p_doubled: mean(&|o| f64::from(u8::from(o.doubled))),
                samples: o.len() as u32,
                margin: half_width(o.iter().map(|o| Arm::sample_value(o, with_game))),
            }
        })
        .collect();
    Ok(Ranking {
        actions,
        rollouts,
        margin,
    })
}

/// `risk`'s question, as a view of the same engine: close now (turn my last
/// face-down card) against the best choice that does not close (the discard
/// on a face-up card, or a draw played without closing). `None` when my
/// grid has not exactly one face-down card. The closing choice first.
pub fn close_or_play_on(
    table: &Table,
    rules: &Rules,
    game: Option<&Standing>,
    samples: u32,
    seed: u64,
) -> Result<Option<(Ranked, Ranked)>, RuleError> {
    let mine = &table.grids[0];
    let down: Vec<(usize, usize)> = (0..ROWS)
        .flat_map(|r| (0..COLS).map(move |c| (r, c)))
        .filter(|&(r, c)| mine[r][c] == Seen::Down)
        .collect();
    let [(lr, lc)] = down.as_slice() else {
        return Ok(None);
    };
    let mut among = vec![(Move::Throw(*lr, *lc), true), (Move::DrawOn, false)];
    for (r, row) in mine.iter().enumerate() {
        for (c, cell) in row.iter().enumerate() {
            if matches!(cell, Seen::Up(_)) {
                among.push((Move::Take(r, c), false));
            }
        }
    }
    let table = Table {
        drawn: None,
        ..table.clone()
    };
    let ranking = rank_among(&table, rules, game, &among, samples, seed)?;
    let close = ranking.actions.iter().find(|a| a.closes).cloned();
    // The best that does not close: of those kept to the end (the most
    // samples), the first.
    let mut on: Option<Ranked> = None;
    for a in ranking.actions.iter().filter(|a| !a.closes) {
        if on.as_ref().is_none_or(|b| a.samples > b.samples) {
            on = Some(a.clone());
        }
    }
    Ok(close.zip(on))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deck::CardCount;

    fn grid(text: &str) -> [[Seen; COLS]; ROWS] {
        match crate::risk::Opponent::parse("", text).unwrap().0 {
            crate::risk::Opponent::Grid(g) => g,
            crate::risk::Opponent::Open { .. } => panic!(),
        }
    }

    /// The table of `grids` (mine first), every open card, the top and the
    /// card in hand counted as seen.
    fn table(grids: &[&str], discard: i8, drawn: Option<i8>) -> Table {
        let grids: Vec<_> = grids.iter().map(|t| grid(t)).collect();
        let mut seen = CardCount::default();
        for g in &grids {
            for c in g.iter().flatten() {
                if let Seen::Up(v) = c {
                    seen.add(*v);
                }
            }
        }
        seen.add(discard);
        if let Some(d) = drawn {
            seen.add(d);
        }
        Table {
            grids,
            discard,
            pool: Pool::from_seen(&seen).unwrap(),
            drawn,
            closed_by: None,
        }
    }

    #[test]
    fn a_drawn_card_that_completes_a_column_is_kept_there() {
        let t = table(
            &["7 1 ? 4 / 7 ? 3 ? / ? 5 ? 2", "3 ? 5 1 / 2 4 ? 6 / 0 2 ? 1"],
            10,
            Some(7),
        );
        let r = rank(&t, &Rules::default(), None, 400, 1).unwrap();
        assert_eq!(r.actions[0].choice, Move::Keep(2, 0), "{r:?}");
        assert_eq!(r.actions.len(), 12 + 5);
    }

    /// Bertil's grid of issue 34's table.
    const BERTIL: &str = "3 ? ? 9 / ? 4 ? ? / 2 ? 0 6";

    /// The best choice on `t`, without a game and with one (40 to 50).
    fn best_both_ways(t: &Table, rules: &Rules) -> (Ranked, Ranked) {
        let alone = rank(t, rules, None, 1_000, 2026).unwrap();
        let game = rank(t, rules, Some(&standing(&[40, 50], &[1])), 1_000, 2026).unwrap();
        (alone.actions[0].clone(), game.actions[0].clone())
    }

    #[test]
    fn a_drawn_card_completing_a_column_on_a_face_down_card_is_first() {
        // Issue 34: the 9 on the face-down card of row 3, column 1 removes
        // 9/9/? at once; it was ranked sixth without a game, below the 9 on
        // the 5, because the played-out round closes sooner from the better
        // grid and scores more (27.9 against 25.4) while ending further
        // ahead of Bertil.
        let t = table(&["9 1 ? 3 / 9 4 5 ? / ? 7 8 0", BERTIL], 5, Some(9));
        let (alone, game) = best_both_ways(&t, &Rules::default());
        assert_eq!(alone.choice, Move::Keep(2, 0), "{alone:?}");
        assert_eq!(game.choice, Move::Keep(2, 0), "{game:?}");
        assert!(!alone.closes && alone.p_win.is_none());
    }

    #[test]
    fn a_drawn_card_completing_a_column_on_a_face_up_card_is_first() {
        // The 9 on the 2 of row 3, column 1: 9/9/9 goes, 20 points of mine
        // with it (9 + 9 + 2), where the 9 anywhere else costs points.
        let t = table(&["9 1 ? 3 / 9 4 5 ? / 2 7 8 0", BERTIL], 5, Some(9));
        let (alone, game) = best_both_ways(&t, &Rules::default());
        assert_eq!(alone.choice, Move::Keep(2, 0), "{alone:?}");
        assert_eq!(game.choice, Move::Keep(2, 0), "{game:?}");
    }

    #[test]
    fn the_discard_completing_a_column_is_taken_there() {
        // Before drawing, the 9 on the discard pile completes the column on
        // the 2 (face up) and on the face-down card.
        for (mine, at) in [
            ("9 1 ? 3 / 9 4 5 ? / 2 7 8 0", Move::Take(2, 0)),
            ("9 1 ? 3 / 9 4 5 ? / ? 7 8 0", Move::Take(2, 0)),
        ] {
            let t = table(&[mine, BERTIL], 9, None);
            let (alone, game) = best_both_ways(&t, &Rules::default());
            assert_eq!(alone.choice, at, "{mine}: {alone:?}");
            assert_eq!(game.choice, at, "{mine}: {game:?}");
        }
    }

    #[test]
    fn a_column_made_only_at_the_final_reveal_is_counted_removed() {
        // My last turn (Bertil closed with 1+2+3+4 + 2+3+4+1 + 3+4+1+2 = 30).
        // Every unseen card is a 9, so my face-down card on row 2, column 1
        // is a 9. The drawn 9 on the 5 of row 3, column 1 makes 9/?/9: the
        // column is three 9s at the reveal and goes, I score
        // 1+2+3 + 4+5+6 + 7+8+0 = 36, 6 more than Bertil. Every other
        // choice leaves it: the 9 for a 9 or turning the 9 score 59, the 9
        // on the 5 of row 2, column 3 scores 63.
        let mine = "9 1 2 3 / ? 4 5 6 / 5 7 8 0";
        let bertil = "1 2 3 4 / 2 3 4 1 / 3 4 1 2";
        let mut seen = CardCount::default();
        for v in VALUES.filter(|&v| v != 9) {
            for _ in 0..deck::copies(v) {
                seen.add(v);
            }
        }
        // The 9 of my grid and the 9 in my hand.
        seen.add(9);
        seen.add(9);
        let t = Table {
            grids: vec![grid(mine), grid(bertil)],
            discard: 4,
            pool: Pool::from_seen(&seen).unwrap(),
            drawn: Some(9),
            closed_by: Some(1),
        };
        assert_eq!(t.pool.size(), 8);
        let r = rank(&t, &Rules::default(), None, 64, 1).unwrap();
        let best = &r.actions[0];
        assert_eq!(best.choice, Move::Keep(2, 0), "{r:?}");
        assert_eq!(best.expected_round, 36.0);
        assert_eq!(best.expected_lead, 6.0);
        assert_eq!(best.p_doubled, 0.0);
        let of = |m: Move| r.actions.iter().find(|a| a.choice == m).unwrap();
        assert_eq!(of(Move::Keep(0, 0)).expected_round, 59.0);
        assert_eq!(of(Move::Throw(1, 0)).expected_round, 59.0);
        assert_eq!(of(Move::Keep(1, 2)).expected_round, 63.0);
        let game = rank(
            &t,
            &Rules::default(),
            Some(&standing(&[40, 50], &[1])),
            64,
            1,
        )
        .unwrap();
        assert_eq!(game.actions[0].choice, Move::Keep(2, 0), "{game:?}");
        // When only columns made in play go, the 9s at the reveal stay: the
        // 9 on the 5 scores 9+1+2+3 + 9+4+5+6 + 9+7+8+0 = 63 and is not first.
        let play = Rules {
            columns: crate::settings::ColumnRule::Play,
            ..Rules::default()
        };
        let r = rank(&t, &play, None, 64, 1).unwrap();
        assert_eq!(r.actions[0].expected_round, 59.0, "{r:?}");
        let kept = r
            .actions
            .iter()
            .find(|a| a.choice == Move::Keep(2, 0))
            .unwrap();
        assert_eq!(kept.expected_round, 63.0);
    }

    /// A random table from `seed`, dealt from a shuffled deck: my grid has
    /// two `v` (3 to 12) face up in one column and the third cell face down
    /// or another card, I hold a `v`, and at least two other cards of mine
    /// and one of the opponent's are face down. Returns the table, the
    /// third cell and a cell of the pair.
    fn column_table(seed: u64) -> (Table, (usize, usize), (usize, usize)) {
        let mut rng = Rng(seed);
        let v = 3 + rng.below(10) as i8;
        let mut deck: Vec<i8> = VALUES
            .flat_map(|x| std::iter::repeat_n(x, deck::copies(x) as usize))
            .filter(|&x| x != v)
            .collect();
        deck.extend([v; 7]);
        for k in (1..deck.len()).rev() {
            deck.swap(k, rng.below(k + 1));
        }
        let (col, third) = (rng.below(COLS), rng.below(ROWS));
        let mut mine = [[Seen::Down; COLS]; ROWS];
        let mut others = 0;
        for (r, row) in mine.iter_mut().enumerate() {
            for (c, cell) in row.iter_mut().enumerate() {
                *cell = if c == col && r != third {
                    Seen::Up(v)
                } else if c == col {
                    if rng.below(2) == 0 {
                        Seen::Down
                    } else {
                        Seen::Up(deck.pop().unwrap())
                    }
                } else {
                    others += 1;
                    if others <= 2 || rng.below(2) == 0 {
                        Seen::Down
                    } else {
                        Seen::Up(deck.pop().unwrap())
                    }
                };
            }
        }
        let mut theirs = [[Seen::Down; COLS]; ROWS];
        for cell in theirs.iter_mut().flatten().skip(1) {
            if rng.below(5) < 2 {
                *cell = Seen::Up(deck.pop().unwrap());
            }
        }
        let discard = deck.pop().unwrap();
        let mut seen = CardCount::default();
        for c in mine.iter().chain(theirs.iter()).flatten() {
            if let Seen::Up(x) = c {
                seen.add(*x);
            }
        }
        seen.add(discard);
        seen.add(v);
        let pair = (if third == 0 { 1 } else { 0 }, col);
        let t = Table {
            grids: vec![mine, theirs],
            discard,
            pool: Pool::from_seen(&seen).unwrap(),
            drawn: Some(v),
            closed_by: None,
        };
        (t, (third, col), pair)
    }

    proptest::proptest! {
        #![proptest_config(proptest::test_runner::Config {
            cases: 40,
            failure_persistence: None,
            rng_seed: proptest::test_runner::RngSeed::Fixed(34),
            ..proptest::test_runner::Config::default()
        })]
        /// Removing a column at once is never worse than the same table
        /// with the column's cards left (the drawn card put on a card of
        /// the pair: the grid as it was), by more than the 95% margin of the
        /// difference on the same samples: by the value the choices are
        /// ranked by without a game (the lead over the lowest other score),
        /// and by the chance to win with one.
        #[test]
        fn removing_a_column_at_once_is_never_worse_than_leaving_its_cards(seed in proptest::prelude::any::<u64>()) {
            let (t, third, pair) = column_table(seed);
            let among = [(Move::Keep(third.0, third.1), false), (Move::Keep(pair.0, pair.1), false)];
            let r = rank_among(&t, &Rules::default(), None, &among, 200, seed).unwrap();
            let of = |m: Move| r.actions.iter().find(|a| a.choice == m).unwrap().clone();
            let (removed, left) = (of(among[0].0), of(among[1].0));
            proptest::prop_assert!(
                removed.expected_lead <= left.expected_lead + r.margin,
                "{t:?}\n{removed:?}\n{left:?}\nmargin {}", r.margin
            );
            // And the ranking says so: the removal first, or the two within the margin.
            proptest::prop_assert!(
                r.actions[0].choice == among[0].0
                    || (removed.expected_lead - left.expected_lead).abs() <= r.margin,
                "{t:?}\n{r:?}"
            );
            let s = standing(&[40, 50], &[1]);
            let r = rank_among(&t, &Rules::default(), Some(&s), &among, 200, seed).unwrap();
            let of = |m: Move| r.actions.iter().find(|a| a.choice == m).unwrap().clone();
            let (removed, left) = (of(among[0].0), of(among[1].0));
            proptest::prop_assert!(
                removed.p_win.unwrap() >= left.p_win.unwrap() - r.margin,
                "{t:?}\n{removed:?}\n{left:?}\nmargin {}", r.margin
            );
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_ranking() {
        let t = table(
            &["7 1 ? 4 / 7 ? 3 ? / ? 5 ? 2", "3 ? 5 1 / 2 4 ? 6 / 0 2 ? 1"],
            4,
            None,
        );
        let standing = Standing {
            totals: &[40, 55],
            rounds_played: 3,
            me: 0,
            seats: &[1],
        };
        let a = rank(&t, &Rules::default(), Some(&standing), 200, 9).unwrap();
        let b = rank(&t, &Rules::default(), Some(&standing), 200, 9).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.actions.len(), 13);
        assert!(a.actions.iter().all(|x| x.p_win.is_some()));
    }
    fn standing<'a>(totals: &'a [i32], seats: &'a [usize]) -> Standing<'a> {
        Standing {
            totals,
            rounds_played: 5,
            me: 0,
            seats,
        }
    }

    #[test]
    fn a_close_that_surely_ends_the_game_with_me_lowest_is_first_at_100() {
        // The -2 on my last face-down card: I end at 78; the opponent ends
        // above 100 whatever they do (95 and 28 open with one face-down card).
        let t = table(
            &["0 0 0 0 / 0 0 0 0 / 0 0 0 ?", "1 2 3 4 / 2 3 4 1 / 3 4 1 ?"],
            -2,
            None,
        );
        let r = rank(
            &t,
            &Rules::default(),
            Some(&standing(&[80, 95], &[1])),
            400,
            3,
        )
        .unwrap();
        let best = &r.actions[0];
        assert_eq!(best.choice, Move::Take(2, 3), "{r:?}");
        assert!(best.closes);
        assert_eq!(best.p_win, Some(1.0));
        assert_eq!(best.p_game_ends, Some(1.0));
    }

    #[test]
    fn a_close_that_surely_loses_the_game_is_0_and_not_first() {
        // Closing: 17 and my last card, doubled (the opponent ends at 14 at
        // most): 100 or more, the game ends with the opponent far lower.
        // Playing on, the game may go on: a chance.
        let t = table(
            &[
                "3 1 2 0 / 1 2 0 3 / 2 0 3 ?",
                "0 0 1 -1 / 1 -1 0 0 / -1 1 2 ?",
            ],
            5,
            Some(6),
        );
        let r = rank(
            &t,
            &Rules::default(),
            Some(&standing(&[70, 50], &[1])),
            400,
            3,
        )
        .unwrap();
        let closes: Vec<&Ranked> = r.actions.iter().filter(|a| a.closes).collect();
        assert!(!closes.is_empty());
        for a in &closes {
            assert_eq!(a.p_win, Some(0.0), "{a:?}");
            assert_eq!(a.p_game_ends, Some(1.0), "{a:?}");
        }
        assert!(!r.actions[0].closes, "{r:?}");
        assert!(r.actions[0].p_win.unwrap() > 0.0, "{r:?}");
    }

    #[test]
    fn every_legal_choice_is_ranked_once() {
        let t = table(
            &["7 x ? 4 / 7 x 3 ? / ? x ? 2", "3 ? 5 1 / 2 4 ? 6 / 0 2 ? 1"],
            4,
            None,
        );
        // Before drawing: the discard on each of the 9 cells left, or a draw.
        assert_eq!(choices(&t).len(), 10);
        let drawn = table(
            &["7 x ? 4 / 7 x 3 ? / ? x ? 2", "3 ? 5 1 / 2 4 ? 6 / 0 2 ? 1"],
            4,
            Some(9),
        );
        // The card on 9 cells, or thrown and one of 4 face-down cards turned.
        assert_eq!(choices(&drawn).len(), 13);
        let r = rank(&drawn, &Rules::default(), None, 64, 1).unwrap();
        let mut seen: Vec<Move> = r.actions.iter().map(|a| a.choice).collect();
        seen.sort_by_key(|m| format!("{m:?}"));
        seen.dedup();
        assert_eq!(seen.len(), 13);
        assert!(r.actions.iter().all(|a| a.p_win.is_none() && !a.closes));
    }
}
