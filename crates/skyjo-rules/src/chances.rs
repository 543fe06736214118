//! "Who is going to win?": each player's chance to win the game from here,
//! by simulating the rest of the game under its own house rules
//! (docs/chances.md).
//!
//! The model: a bank of rounds played turn by turn by the policy of
//! [`play`](super::play) (every seat greedy), made once per table size and
//! column rule from a fixed seed. A simulated game goes on from the real
//! totals by drawing whole rounds from the bank, so the closer's score, the
//! doubling and the others' scores stay correlated as in real play. A bank
//! round is seated from its starter: the seat that starts next (the closer of
//! the last round, or the round's lowest, as the rules say) gets the bank's
//! first seat. The closer's doubling is decided by the game's own rule
//! ([`judge`](super::round::judge)) from the raw scores; the end of the game
//! (target or number of rounds) and the tie-break are the game's own.
//! Players are treated alike: nothing of a player's own history is used.
//!
//! Where a game stands for the closing decision and the advice ([`Standing`])
//! is here too, so that `closing` and `advise`, which both play the rest of
//! the game from it, need nothing of each other but `advise`'s ranking.
//!
//! Pure: no I/O, no clock; a fixed seed, so everyone at the table sees the
//! same numbers.

use std::borrow::Cow;
use std::sync::{Mutex, OnceLock};

use super::game::{RoundResult, end_reached, lowest, standings};
use super::play::{self, Policy};
use super::rng::Rng;
use super::round::judge;
use super::settings::{ColumnRule, Rules, Starter, TieBreak};

/// Rounds in a bank, per table size.
pub const BANK_ROUNDS: usize = 2_000;

/// Simulated games per forecast.
pub const GAMES: u32 = 20_000;

/// The seed of the banks and of the simulated games.
pub const SEED: u64 = 2026;

/// A simulated game that has not ended after this many more rounds is
/// scored as it stands (never reached in practice: rounds add 20 points).
const MAX_ROUNDS: usize = 200;

/// What is added to a raw score to store it in a byte (raw scores run from
/// -24 to 144).
const OFFSET: i32 = 24;

/// The banks of the official column rule for 2 to 8 players, made by
/// `cargo run --release --example chances -- bank` (docs/chances.md): for
/// each table size in turn, [`BANK_ROUNDS`] rounds of one byte per seat
/// (raw score + 24, seated from the starter) and the closer's seat counted
/// from the starter. A test checks the file against the play it comes from.
static OFFICIAL: &[u8] = include_bytes!("chances_bank.bin");

/// The rounds the simulated games are made of: per round, each seat's raw
/// score (+ [`OFFSET`]) seated from the starter, then the closer counted from
/// the starter.
#[derive(Debug, Clone)]
pub struct Bank {
    players: usize,
    rounds: Cow<'static, [u8]>,
    /// Rounds in the bank (asked once per simulated round: kept, not
    /// divided out each time).
    count: usize,
}

impl Bank {
    /// Plays `rounds` rounds of `players` (every seat greedy, the starter in
    /// seat 0) under the column and row rules of `rules`, from `seed`.
    pub fn new(players: usize, rules: &Rules, rounds: usize, seed: u64) -> Bank {
        Bank::played_by(&vec![Policy::Greedy; players], rules, rounds, seed)
    }

    /// A bank whose seats play `policies` (seat 0 starts).
    pub fn played_by(policies: &[Policy], rules: &Rules, rounds: usize, seed: u64) -> Bank {
        let players = policies.len();
        let mut rng = Rng(seed);
        let mut bytes = Vec::with_capacity(rounds * (players + 1));
        for _ in 0..rounds {
            let round = play::play_round_by(policies, |_| 0, rules, &mut rng, None);
            for entry in &round.entries {
                let raw = match entry {
                    super::Entry::Grid(g) => g.score(rules).raw,
                    super::Entry::Total(t) => *t,
                    super::Entry::Action { .. } => unreachable!("the classic game is played"),
                };
                bytes.push((raw + OFFSET).clamp(0, 255) as u8);
            }
            bytes.push(round.closer as u8);
        }
        Bank::of(players, Cow::Owned(bytes))
    }

    /// The bank of the official column rule for `players`, as shipped.
    pub fn official(players: usize) -> Bank {
        let start: usize = (2..players).map(|n| BANK_ROUNDS * (n + 1)).sum();
        let len = BANK_ROUNDS * (players + 1);
        Bank::of(players, Cow::Borrowed(&OFFICIAL[start..start + len]))
    }

    fn of(players: usize, rounds: Cow<'static, [u8]>) -> Bank {
        let count = rounds.len() / (players + 1);
        Bank {
            players,
            rounds,
            count,
        }
    }

    /// The bank as bytes (what `official` reads).
    pub fn bytes(&self) -> &[u8] {
        &self.rounds
    }

    /// Rounds in the bank.
    pub fn len(&self) -> usize {
        self.count
    }

    /// Whether the bank holds no round.
    pub fn is_empty(&self) -> bool {
        self.rounds.is_empty()
    }

    /// Round `i`: the raw scores seated from the starter, and the closer.
    fn round(&self, i: usize) -> (&[u8], usize) {
        let row = &self.rounds[i * (self.players + 1)..(i + 1) * (self.players + 1)];
        (&row[..self.players], usize::from(row[self.players]))
    }

    /// The mean raw score of a seat in a round.
    pub fn mean_raw(&self) -> f64 {
        let (mut sum, mut n) = (0i64, 0i64);
        for i in 0..self.len() {
            for &r in self.round(i).0 {
                sum += i64::from(r) - i64::from(OFFSET);
                n += 1;
            }
        }
        sum as f64 / n.max(1) as f64
    }
}

/// The bank for `players` under the column and row rules of `rules`: the
/// shipped one for the official column rule; for the other column and row
/// variants, played on first use (a few hundred milliseconds) and kept for
/// the life of the process.
pub fn bank(players: usize, rules: &Rules) -> Bank {
    if rules.columns == ColumnRule::Reveal && !rules.rows {
        return Bank::official(players);
    }
    type Key = (usize, ColumnRule, bool);
    static BANKS: OnceLock<Mutex<Vec<(Key, Bank)>>> = OnceLock::new();
    let key = (players, rules.columns, rules.rows);
    let banks = BANKS.get_or_init(|| Mutex::new(Vec::new()));
    let mut banks = banks.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, bank)) = banks.iter().find(|(k, _)| *k == key) {
        return bank.clone();
    }
    let made = Bank::new(players, rules, BANK_ROUNDS, SEED + players as u64);
    banks.push((key, made.clone()));
    made
}

/// Where a game stands, as the forecast needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position<'a> {
    /// The game's rules.
    pub rules: Rules,
    /// Each seat's total now.
    pub totals: &'a [i32],
    /// Rounds played so far.
    pub rounds_played: usize,
    /// The seat that starts the next round (`None`: any seat alike).
    pub next_starter: Option<usize>,
}

/// Each player's chance to win the game from here.
#[derive(Debug, Clone, PartialEq)]
pub struct Chances {
    /// P(win or share the win), per seat in seating order; with shared wins
    /// the sum exceeds 1 by the chance of a tie.
    pub p_win: Vec<f64>,
    /// Each seat's share of the one win, in seating order: a simulated game
    /// won by k players gives each of them 1/k. The shares add up to 1.
    pub share: Vec<f64>,
    /// The shares in whole percents that add up to exactly 100
    /// ([`whole_percents`]): what the screens show.
    pub percent: Vec<u32>,
    /// Games simulated.
    pub games: u32,
    /// The half-width of the 95% interval of the least certain `p_win`.
    pub margin: f64,
}

impl Chances {
    /// Seat `seat`'s chance as the screens show it.
    pub fn shown(&self, seat: usize) -> Shown {
        Shown {
            share: self.share.get(seat).copied().unwrap_or(0.0),
            percent: self.percent.get(seat).copied().unwrap_or(0),
        }
    }
}

/// One seat's chance as a screen shows it: its share of the win, and that
/// share as a whole percent of a list that adds up to 100.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Shown {
    /// The share of the win, from 0 to 1.
    pub share: f64,
    /// The share in whole percents, rounded with the other seats' so that
    /// the percents of a game add up to 100.
    pub percent: u32,
}

/// What one simulated game's win is worth, split among its winners: 840 is
/// divisible by every number of winners from 1 to 8, so a shared win splits
/// into equal whole parts and the shares are counted exactly.
pub const ONE_WIN: u64 = 840;

/// A win shared by `winners` players: each one's part of [`ONE_WIN`].
pub fn split_win(winners: usize) -> u64 {
    ONE_WIN / winners.max(1) as u64
}

/// `weights` (each seat's part of the wins) as whole percents that add up to
/// exactly 100, by the largest remainder: each seat gets the whole part of
/// its percent, and the points still missing go one each to the seats with
/// the largest remainders (the earlier seat on equal remainders). The order
/// is kept: a seat with a larger weight never gets fewer percent than one
/// with a smaller weight. Nothing to split (no weight at all, or no seat)
/// gives 0 to every seat.
pub fn whole_percents(weights: &[u64]) -> Vec<u32> {
    let total: u128 = weights.iter().map(|&w| u128::from(w)).sum();
    if total == 0 {
        return vec![0; weights.len()];
    }
    let scaled: Vec<(u128, u128)> = weights
        .iter()
        .map(|&w| {
            let hundred = u128::from(w) * 100;
            (hundred / total, hundred % total)
        })
        .collect();
    let mut percent: Vec<u32> = scaled.iter().map(|&(q, _)| q as u32).collect();
    let missing = 100 - percent.iter().sum::<u32>() as usize;
    let mut by_remainder: Vec<usize> = (0..weights.len()).collect();
    by_remainder.sort_by(|&a, &b| scaled[b].1.cmp(&scaled[a].1).then(a.cmp(&b)));
    for &seat in by_remainder.iter().take(missing) {
        percent[seat] += 1;
    }
    percent
}

/// The game as it will go on: totals, rounds played, who starts next.
#[derive(Debug, Clone)]
pub struct Game {
    /// Each seat's total.
    pub totals: Vec<i32>,
    /// Rounds played.
    pub played: usize,
    /// Who starts the next round.
    pub starter: usize,
}

/// Where the game stands and who is who, as the closing decision
/// ([`crate::closing`]) and the advice ([`crate::advise`]) take it; the game
/// after a round played there is `after_round`'s.
#[derive(Debug, Clone, Copy)]
pub struct Standing<'a> {
    /// Every seat's total before this round, seating order.
    pub totals: &'a [i32],
    /// Rounds played before this one.
    pub rounds_played: usize,
    /// My seat.
    pub me: usize,
    /// The seat of each opponent of the query, in the order given (the order
    /// they play after me).
    pub seats: &'a [usize],
}

/// The game after this round: the totals with `scores` (per seat), who starts
/// next, and whether the end was reached before.
pub(crate) fn after_round(
    rules: &Rules,
    standing: &Standing,
    scores: &[i32],
    closer: usize,
) -> (Game, bool, bool) {
    let totals: Vec<i32> = standing
        .totals
        .iter()
        .zip(scores)
        .map(|(t, s)| t + s)
        .collect();
    let starter = match rules.starter {
        Starter::Closer => closer,
        Starter::RoundWinner => lowest(scores)[0],
    };
    let mut reached = false;
    if standing.rounds_played > 0 {
        let before = Game {
            totals: standing.totals.to_vec(),
            played: standing.rounds_played,
            starter,
        };
        game_over(rules, &before, &mut reached);
    }
    let game = Game {
        totals,
        played: standing.rounds_played + 1,
        starter,
    };
    let over = game_over(rules, &game, &mut reached);
    (game, reached, over)
}

/// Plays one round drawn whole from `bank` into `game` under `rules`: the
/// bank's first seat is the game's starter. Returns the closer's seat.
pub fn play_bank_round(bank: &Bank, rules: &Rules, game: &mut Game, rng: &mut Rng) -> usize {
    let (raw, closer_rel) = bank.round(rng.below(bank.len()));
    let scores = bank_scores(raw, closer_rel, rules);
    seat_round(game, bank.players, rules.starter, scores, closer_rel)
}

/// The scores of a bank round (`raw`, seated from the starter, the closer
/// at `closer_rel`) under the doubling rule of `rules`: the closer's doubled
/// where the rule says so.
fn bank_scores<'a>(
    raw: &'a [u8],
    closer_rel: usize,
    rules: &Rules,
) -> impl Iterator<Item = i32> + 'a {
    let closer_raw = i32::from(raw[closer_rel]) - OFFSET;
    let rival = raw
        .iter()
        .enumerate()
        .filter(|&(k, _)| k != closer_rel)
        .map(|(_, &r)| r)
        .min()
        .map_or(i32::MAX, |r| i32::from(r) - OFFSET);
    let doubled = judge(rules, closer_raw, rival).1;
    raw.iter().enumerate().map(move |(k, &r)| {
        let score = i32::from(r) - OFFSET;
        if k == closer_rel && doubled {
            score * 2
        } else {
            score
        }
    })
}

/// Adds a round's `scores` (of `n` seats, seated from the starter, the
/// closer at `closer_rel`) to `game` and sets who starts next as `starter`
/// says; the closer's seat. The bank's seat k is the game's seat (starter +
/// k) mod n, counted on from the starter (this runs some 150,000 times a
/// forecast: no division per seat).
fn seat_round(
    game: &mut Game,
    n: usize,
    starter: Starter,
    scores: impl Iterator<Item = i32>,
    closer_rel: usize,
) -> usize {
    let mut seat = game.starter % n;
    let mut closer = seat;
    let mut lowest_seat = (i32::MAX, 0);
    for (k, score) in scores.enumerate() {
        if k == closer_rel {
            closer = seat;
        }
        game.totals[seat] += score;
        // The round's lowest (first in seat order on a tie) for the house rule.
        if (score, seat) < lowest_seat {
            lowest_seat = (score, seat);
        }
        seat += 1;
        if seat == n {
            seat = 0;
        }
    }
    game.played += 1;
    game.starter = match starter {
        Starter::Closer => closer,
        Starter::RoundWinner => lowest_seat.1,
    };
    closer
}

/// Whether `game` is over under `rules` (`reached`: the end was reached at
/// some earlier round, a deciding round being played); updates `reached`.
pub fn game_over(rules: &Rules, game: &Game, reached: &mut bool) -> bool {
    *reached |= end_reached(rules, &game.totals, game.played);
    *reached && (rules.tie_break == TieBreak::Shared || leaders(&game.totals).1 == 1)
}

/// The lowest of `totals` and how many seats have it ([`lowest`], counted
/// without a list).
fn leaders(totals: &[i32]) -> (i32, usize) {
    let min = totals.iter().copied().min().unwrap_or(0);
    (min, totals.iter().filter(|&&t| t == min).count())
}

/// A bank's rounds scored under one game's doubling rule, once for the some
/// 150,000 rounds of a forecast: each seat's score seated from the starter
/// (the closer's doubled where the rule says so), and the closer. Played by
/// [`Scored::play`], a round is what [`play_bank_round`] makes of it.
pub(crate) struct Scored {
    players: usize,
    scores: Vec<i32>,
    closers: Vec<usize>,
}

impl Scored {
    pub(crate) fn new(bank: &Bank, rules: &Rules) -> Scored {
        let n = bank.players;
        let mut scores = Vec::with_capacity(bank.len() * n);
        let mut closers = Vec::with_capacity(bank.len());
        for i in 0..bank.len() {
            let (raw, closer_rel) = bank.round(i);
            scores.extend(bank_scores(raw, closer_rel, rules));
            closers.push(closer_rel);
        }
        Scored {
            players: n,
            scores,
            closers,
        }
    }

    /// Plays `game` to its end from the bank's rounds and returns the
    /// winners' seats.
    pub(crate) fn finish(
        &self,
        rules: &Rules,
        mut game: Game,
        reached: bool,
        rng: &mut Rng,
    ) -> Vec<usize> {
        self.play_to_end(rules, &mut game, reached, rng);
        lowest(&game.totals)
    }

    /// Plays rounds drawn from `rng` into `game` until it is over under
    /// `rules` (`reached`: the end was reached before).
    fn play_to_end(&self, rules: &Rules, game: &mut Game, mut reached: bool, rng: &mut Rng) {
        for _ in 0..MAX_ROUNDS {
            if game_over(rules, game, &mut reached) {
                break;
            }
            self.play(rules.starter, game, rng);
        }
    }

    /// [`play_bank_round`] of the bank scored: the same round drawn from
    /// `rng`, the same totals and the same starter after it.
    fn play(&self, starter: Starter, game: &mut Game, rng: &mut Rng) {
        let n = self.players;
        let i = rng.below(self.closers.len());
        let scores = self.scores[i * n..(i + 1) * n].iter().copied();
        seat_round(game, n, starter, scores, self.closers[i]);
    }
}

/// Whether the forecast is made for a game of these rules: the bank's rounds
/// are played with the classic deck by the classic policy, so a game of Skyjo
/// Action (stars that complete any line, rows removed, action cards that
/// change the turns) has none. The program asks this before
/// [`win_chances`]; [`after_each_round`] answers nothing for such a game.
pub fn forecasts(rules: &Rules) -> bool {
    play::plays(rules)
}

/// Each player's chance to win (or share the win of) the game from
/// `position`, by [`GAMES`] simulated games from the fixed [`SEED`]. Where the
/// game is already over, the winners get 1 and the others 0. Only for rules
/// the forecast is made for ([`forecasts`]).
///
/// This is the one forecast of the program: the score sheet, `risk` and
/// `serve` call it.
pub fn win_chances(position: &Position) -> Chances {
    let n = position.totals.len();
    let bank = bank(n, &position.rules);
    chances_from(&bank, position, GAMES, SEED)
}

/// [`win_chances`] from a given bank, number of games and seed.
pub fn chances_from(bank: &Bank, position: &Position, games: u32, seed: u64) -> Chances {
    let n = position.totals.len();
    let rules = &position.rules;
    let mut wins = vec![0u32; n];
    let mut parts = vec![0u64; n];
    let mut rng = Rng(seed);
    let start = Game {
        totals: position.totals.to_vec(),
        played: position.rounds_played,
        starter: 0,
    };
    // A game whose end was reached in an earlier round only goes on while tied.
    let mut reached = false;
    if position.rounds_played > 0 {
        game_over(rules, &start, &mut reached);
    }
    let mut games_run = 0;
    // One game played over and over from the start, its totals written
    // again each time (no list made per simulated game).
    let mut game = start.clone();
    let scored = Scored::new(bank, rules);
    for _ in 0..games {
        game.totals.copy_from_slice(&start.totals);
        game.played = start.played;
        game.starter = position.next_starter.unwrap_or_else(|| rng.below(n));
        scored.play_to_end(rules, &mut game, reached, &mut rng);
        let (min, winners) = leaders(&game.totals);
        let part = split_win(winners);
        for (seat, _) in game.totals.iter().enumerate().filter(|&(_, &t)| t == min) {
            wins[seat] += 1;
            parts[seat] += part;
        }
        games_run += 1;
    }
    let p_win: Vec<f64> = wins
        .iter()
        .map(|&w| f64::from(w) / f64::from(games_run.max(1)))
        .collect();
    let margin = p_win
        .iter()
        .map(|&p| 1.96 * (p * (1.0 - p) / f64::from(games_run.max(1))).sqrt())
        .fold(0.0, f64::max);
    let all: u64 = parts.iter().sum();
    let share = parts
        .iter()
        .map(|&p| p as f64 / all.max(1) as f64)
        .collect();
    Chances {
        p_win,
        share,
        percent: whole_percents(&parts),
        games: games_run,
        margin,
    }
}

/// The forecast as it would have been shown at the table after each round of
/// a game that was played (`rounds`, in order): one [`Chances`] per round
/// after which the game was not yet over, each from `games` simulated games
/// (the score sheet's [`GAMES`], or fewer where many rounds are forecast, as
/// in the report) with the game's bank and the fixed [`SEED`]. For the
/// report's closest games and its biggest comeback. None for a game the
/// forecast is not made for ([`forecasts`]: Skyjo Action).
pub fn after_each_round(
    rules: &Rules,
    seats: usize,
    rounds: &[RoundResult],
    games: u32,
) -> Vec<Chances> {
    if !forecasts(rules) {
        return Vec::new();
    }
    let bank = bank(seats, rules);
    let mut out = Vec::new();
    for played in 1..=rounds.len() {
        let now = standings(rules, seats, &rounds[..played]);
        if now.over {
            break;
        }
        let position = Position {
            rules: *rules,
            totals: &now.totals,
            rounds_played: played,
            next_starter: now.next_starter,
        };
        out.push(chances_from(&bank, &position, games, SEED));
    }
    out
}

/// The biggest comeback of a finished game: the lowest chance (share of the
/// win) one of its `winners` had after some round, as (winner's seat, round
/// number, chance as shown), from `history` ([`after_each_round`]); the first
/// winner and the earliest round on a tie. `None` when there is no winner
/// (the game is not over) or no forecast (it ended in its first round).
pub fn comeback(winners: &[usize], history: &[Chances]) -> Option<(usize, usize, Shown)> {
    winners
        .iter()
        .flat_map(|&w| {
            history
                .iter()
                .enumerate()
                .map(move |(i, c)| (w, i + 1, c.shown(w)))
        })
        .min_by(|a, b| a.2.share.total_cmp(&b.2.share))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GameEnd;

    fn position(totals: &[i32], played: usize, rules: Rules) -> Position<'_> {
        Position {
            rules,
            totals,
            rounds_played: played,
            next_starter: Some(0),
        }
    }

    fn small_bank(players: usize) -> Bank {
        Bank::new(players, &Rules::default(), 300, 5)
    }

    #[test]
    fn the_shipped_bank_is_the_play_it_comes_from() {
        assert_eq!(
            OFFICIAL.len(),
            (2..=8).map(|n| BANK_ROUNDS * (n + 1)).sum::<usize>()
        );
        for players in 2..=8 {
            let shipped = Bank::official(players);
            assert_eq!(shipped.len(), BANK_ROUNDS);
            let replayed = Bank::new(players, &Rules::default(), 20, SEED + players as u64);
            assert_eq!(replayed.bytes(), &shipped.bytes()[..replayed.bytes().len()]);
            let mean = shipped.mean_raw();
            // Greedy play scores about 20 a round (docs/generator.md), more
            // at a full table.
            assert!((12.0..=32.0).contains(&mean), "{players}: {mean}");
        }
    }

    #[test]
    fn a_comeback_is_the_winners_lowest_chance_after_a_round() {
        let round = |scores: &[i32], closer| RoundResult {
            scores: scores.to_vec(),
            closer,
        };
        // Bertil trails by 40 after round 1, then Anna is doubled to 100.
        let rounds = [round(&[5, 45], 0), round(&[95, 10], 0)];
        let rules = Rules::default();
        let history = after_each_round(&rules, 2, &rounds, GAMES);
        assert_eq!(history.len(), 1);
        // The score sheet's forecast after round 1, as it was shown then.
        let now = standings(&rules, 2, &rounds[..1]);
        let sheet = win_chances(&Position {
            rules,
            totals: &now.totals,
            rounds_played: 1,
            next_starter: now.next_starter,
        });
        assert_eq!(history[0], sheet);
        let end = standings(&rules, 2, &rounds);
        let (seat, after, p) = comeback(end.winners(), &history).unwrap();
        assert_eq!((seat, after), (1, 1));
        assert_eq!(p, history[0].shown(1));
        let p = p.share;
        assert!(p < 0.3, "{p}");
        // Fewer simulated games: the same model and seed, another sample.
        let quick = after_each_round(&rules, 2, &rounds, 2_000);
        assert_eq!(quick[0].games, 2_000);
        assert!((quick[0].share[1] - p).abs() < 0.03, "{quick:?} {p}");
        // Not over: no winner, so no comeback yet.
        let not_over = after_each_round(&rules, 2, &rounds[..1], GAMES);
        assert_eq!(not_over, history);
        assert_eq!(
            comeback(standings(&rules, 2, &rounds[..1]).winners(), &not_over),
            None
        );
        // A game of Skyjo Action is not forecast: the bank plays the classic game.
        let action = Rules {
            edition: crate::Edition::Action,
            ..Rules::default()
        };
        assert!(forecasts(&rules) && !forecasts(&action));
        assert!(after_each_round(&action, 2, &rounds, GAMES).is_empty());
    }

    #[test]
    fn equal_totals_give_equal_chances_and_they_sum_to_one_and_the_ties() {
        let bank = small_bank(3);
        let mut p = position(&[0, 0, 0], 0, Rules::default());
        p.next_starter = None;
        let c = chances_from(&bank, &p, 6_000, 1);
        for &x in &c.p_win {
            assert!((x - 1.0 / 3.0).abs() < 0.04, "{c:?}");
        }
        let sum: f64 = c.p_win.iter().sum();
        assert!((1.0..1.1).contains(&sum), "{sum}");
        assert!(c.margin > 0.0 && c.margin < 0.02, "{c:?}");
        // The shares split each shared win: they add up to one win, and the
        // percents shown to exactly 100.
        let shares: f64 = c.share.iter().sum();
        assert!((shares - 1.0).abs() < 1e-9, "{c:?}");
        assert!(c.share.iter().zip(&c.p_win).all(|(s, p)| s <= p), "{c:?}");
        assert_eq!(c.percent.iter().sum::<u32>(), 100, "{c:?}");
    }

    #[test]
    fn whole_percents_add_up_to_100_by_the_largest_remainder() {
        // A third each: 33.3 three times, the missing point to the first seat.
        assert_eq!(whole_percents(&[1, 1, 1]), [34, 33, 33]);
        // Four nearly equal shares: 25.3, 24.7, 25.2 and 24.8.
        assert_eq!(
            whole_percents(&[2_530, 2_470, 2_520, 2_480]),
            [25, 25, 25, 25]
        );
        // 36.5, 29.6 and 33.9 rounded one by one are 37 + 30 + 34 = 101; the
        // two missing points go to the largest remainders, .9 and .6.
        assert_eq!(whole_percents(&[365, 296, 339]), [36, 30, 34]);
        assert_eq!(whole_percents(&[1, 0]), [100, 0]);
        assert_eq!(whole_percents(&[0, 0]), [0, 0]);
        assert!(whole_percents(&[]).is_empty());
        // A win shared by eight splits into equal whole parts.
        assert_eq!(split_win(8) * 8, ONE_WIN);
        assert_eq!(split_win(3) * 3, ONE_WIN);
    }

    proptest::proptest! {
        #[test]
        fn whole_percents_sum_to_100_stay_near_the_share_and_keep_the_order(
            weights in proptest::collection::vec(0u64..=20_000 * ONE_WIN, 1..=8)
        ) {
            let percent = whole_percents(&weights);
            let total: u64 = weights.iter().sum();
            proptest::prop_assert_eq!(percent.len(), weights.len());
            if total == 0 {
                proptest::prop_assert!(percent.iter().all(|&p| p == 0));
            } else {
                proptest::prop_assert_eq!(percent.iter().sum::<u32>(), 100);
            }
            for (i, (&w, &p)) in weights.iter().zip(&percent).enumerate() {
                if total == 0 {
                    continue;
                }
                // Never below the whole part of the share, never more than one above.
                let exact = w as f64 * 100.0 / total as f64;
                proptest::prop_assert!(f64::from(p) >= exact.floor() - 1e-9, "{i}: {p} {exact}");
                proptest::prop_assert!(f64::from(p) <= exact.floor() + 1.0, "{i}: {p} {exact}");
                if w == 0 {
                    proptest::prop_assert_eq!(p, 0);
                }
                for (&v, &q) in weights.iter().zip(&percent) {
                    if w > v {
                        proptest::prop_assert!(p >= q, "{weights:?} {percent:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_big_lead_near_the_end_is_nearly_sure_and_the_same_seed_says_the_same() {
        let bank = small_bank(2);
        let p = position(&[20, 95], 4, Rules::default());
        let c = chances_from(&bank, &p, 4_000, 3);
        assert!(c.p_win[0] > 0.9, "{c:?}");
        assert_eq!(c, chances_from(&bank, &p, 4_000, 3));
    }

    #[test]
    fn the_last_round_of_a_fixed_number_decides_from_the_totals_and_the_round() {
        let rules = Rules {
            end: GameEnd::Rounds(3),
            ..Rules::default()
        };
        let bank = small_bank(2);
        // One round to go, 60 points apart: a round rarely swings 60 points.
        let c = chances_from(&bank, &position(&[10, 70], 2, rules), 4_000, 3);
        assert!(c.p_win[0] > 0.95 && c.p_win[1] < 0.05, "{c:?}");
        // More rounds to go: the trailing player has more chances.
        let rules_10 = Rules {
            end: GameEnd::Rounds(10),
            ..Rules::default()
        };
        let later = chances_from(&bank, &position(&[10, 70], 2, rules_10), 4_000, 3);
        assert!(later.p_win[1] > c.p_win[1], "{later:?} vs {c:?}");
    }

    #[test]
    fn a_deciding_round_is_played_while_tied_and_a_shared_win_counts_for_both() {
        let bank = small_bank(2);
        // Tied at the end: shared, both win.
        let shared = chances_from(&bank, &position(&[100, 100], 3, Rules::default()), 100, 1);
        assert_eq!(shared.p_win, [1.0, 1.0]);
        // Shown as shares of the one win: half each.
        assert_eq!(shared.share, [0.5, 0.5]);
        assert_eq!(shared.percent, [50, 50]);
        let deciding = Rules {
            tie_break: TieBreak::DecidingRound,
            ..Rules::default()
        };
        let c = chances_from(&bank, &position(&[100, 100], 3, deciding), 2_000, 1);
        let sum: f64 = c.p_win.iter().sum();
        assert!(c.p_win.iter().all(|&p| p > 0.3 && p < 0.7), "{c:?}");
        assert!(sum < 1.05, "{c:?}");
    }

    /// A forecast plays the bank scored ahead ([`Scored`]): each round is
    /// the one `play_bank_round` plays, to the point, under every doubling
    /// and starter rule, from every starter.
    #[test]
    fn a_scored_bank_plays_the_rounds_of_the_bank() {
        use crate::settings::Doubling;
        for players in [2, 3, 5] {
            let bank = small_bank(players);
            for (doubling, double_negative, starter) in [
                (Doubling::TieDoubles, false, Starter::Closer),
                (Doubling::TieDoubles, true, Starter::RoundWinner),
                (Doubling::TieSafe, false, Starter::RoundWinner),
                (Doubling::Off, false, Starter::Closer),
            ] {
                let rules = Rules {
                    doubling,
                    double_negative,
                    starter,
                    ..Rules::default()
                };
                let scored = Scored::new(&bank, &rules);
                let game = |starter| Game {
                    totals: vec![0; players],
                    played: 0,
                    starter,
                };
                for first in 0..players {
                    let (mut a, mut b) = (game(first), game(first));
                    let (mut r1, mut r2) = (Rng(7), Rng(7));
                    for _ in 0..300 {
                        play_bank_round(&bank, &rules, &mut a, &mut r1);
                        scored.play(rules.starter, &mut b, &mut r2);
                        assert_eq!(
                            (&a.totals, a.played, a.starter),
                            (&b.totals, b.played, b.starter)
                        );
                    }
                    assert_eq!(r1.next_u64(), r2.next_u64());
                }
            }
        }
    }

    #[test]
    fn no_doubling_makes_the_bank_rounds_cheaper_for_the_closer() {
        // Under --doubling off, a doubled closer's points are never doubled:
        // the totals over a game run lower.
        let bank = small_bank(4);
        let mut doubled = 0;
        let mut rng = Rng(1);
        let off = Rules {
            doubling: crate::Doubling::Off,
            ..Rules::default()
        };
        let (mut sum_on, mut sum_off) = (0, 0);
        for _ in 0..2_000 {
            let mut a = Game {
                totals: vec![0; 4],
                played: 0,
                starter: 0,
            };
            let mut b = a.clone();
            let mut r2 = Rng(rng.next_u64());
            let mut r1 = Rng(r2.0);
            play_bank_round(&bank, &Rules::default(), &mut a, &mut r1);
            play_bank_round(&bank, &off, &mut b, &mut r2);
            sum_on += a.totals.iter().sum::<i32>();
            sum_off += b.totals.iter().sum::<i32>();
            doubled += usize::from(a.totals != b.totals);
        }
        assert!(doubled > 100, "{doubled}");
        assert!(sum_on > sum_off);
    }
}
