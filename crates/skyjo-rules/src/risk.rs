//! "Should I close now?": the chance that the closer is doubled, from the
//! cards seen, the opponents' open grids and one last turn each.
//!
//! The model (docs/odds.md): every opponent's face-down cards come from the
//! unseen pool, jointly and without replacement; each opponent then plays one
//! last turn (`LastTurn`); at the reveal, columns of three equal cards are
//! removed when the rules say so. Exact for one opponent without a last turn,
//! Monte Carlo with a fixed seed otherwise.

// The dynamic programming and the sampler index several parallel tables by
// the same cell, column or count; iterators over one of them would hide that.
#![allow(clippy::needless_range_loop)]

use super::deck::VALUES;
use super::entry::{cells_of_text, parse_cell};
use super::grid::partial_column;
use super::odds::{GridCards, Pool};
use super::rng::Rng;
use super::settings::{ColumnRule, Rules};
use super::shape::{COLS, ROWS};
use super::{Cell, Grid};
use super::{OpponentProblem, RuleError};

/// A cell of an opponent's grid before the reveal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seen {
    /// Face up.
    Up(i8),
    /// Face down.
    Down,
    /// A card of a column removed during play.
    Removed,
}

/// An opponent as the closer sees them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Opponent {
    /// The whole grid, `?` for face-down cards.
    Grid([[Seen; COLS]; ROWS]),
    /// The shorthand `VISIBLE:HIDDEN`: the sum of the open cards and how many are face down.
    Open {
        /// Sum of the face-up cards.
        visible: i32,
        /// Number of face-down cards.
        hidden: u32,
    },
}

/// How an opponent's last turn is modelled (`--last-turn`, named here once).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LastTurn {
    /// No last turn: the grids are revealed as they are.
    None,
    /// The greedy policy of docs/odds.md: each opponent plays one greedy last turn.
    Greedy,
}

crate::choices!(LastTurn { None => "none", Greedy => "greedy" });

impl Opponent {
    /// Reads `?`-grid text (12 cells: a card, `?` face down, `x` removed) or
    /// `VISIBLE:HIDDEN`, with the cards the grid shows: its open cards, and
    /// apart from them the cards of its removed columns typed with their
    /// value (`x9`), which are off the grid and meet the seen list
    /// ([`Sighting::off_grids`](super::odds::Sighting::off_grids)).
    pub fn parse(who: &str, text: &str) -> Result<(Opponent, GridCards), RuleError> {
        let problem = |p: OpponentProblem| RuleError::Opponent {
            who: who.to_string(),
            problem: p,
        };
        let text = text.trim();
        let mut seen = GridCards::default();
        if let Some((visible, hidden)) = text.split_once(':') {
            let visible: i32 = visible.trim().parse().map_err(|_| {
                problem(OpponentProblem::NotOpenSum {
                    text: text.to_string(),
                })
            })?;
            let hidden: u32 = hidden.trim().parse().map_err(|_| {
                problem(OpponentProblem::NotOpenSum {
                    text: text.to_string(),
                })
            })?;
            if hidden > (ROWS * COLS) as u32 {
                return Err(problem(OpponentProblem::TooManyHidden { hidden }));
            }
            if !(-24..=144).contains(&visible) {
                return Err(problem(OpponentProblem::ImpossibleOpen { visible }));
            }
            return Ok((Opponent::Open { visible, hidden }, seen));
        }
        let tokens: Vec<&str> = text.split('/').flat_map(cells_of_text).collect();
        if tokens.len() != ROWS * COLS {
            return Err(problem(OpponentProblem::Cells {
                found: tokens.len(),
            }));
        }
        let mut cells = [[Seen::Down; COLS]; ROWS];
        for (i, token) in tokens.iter().enumerate() {
            cells[i / COLS][i % COLS] = if *token == "?" {
                Seen::Down
            } else {
                let cell = parse_cell(who, token)?;
                seen.add(cell);
                match cell {
                    Cell::Card(v) => Seen::Up(v),
                    Cell::Removed(_) => Seen::Removed,
                }
            };
        }
        // An opponent's grid is read under the official column rule.
        let removed = cells.map(|row| row.map(|cell| cell == Seen::Removed));
        if let Some((c, removed)) = partial_column(&removed, &Rules::default()) {
            return Err(problem(OpponentProblem::PartialColumn {
                column: c + 1,
                removed,
            }));
        }
        Ok((Opponent::Grid(cells), seen))
    }

    /// How many face-down cards the opponent has.
    pub fn hidden(&self) -> u32 {
        match self {
            Opponent::Grid(cells) => {
                cells.iter().flatten().filter(|c| **c == Seen::Down).count() as u32
            }
            Opponent::Open { hidden, .. } => *hidden,
        }
    }
}

/// The lowest raw score my closing grid can reach by one more turn: one of
/// its cards swapped for any card of the deck, the grid scored under `rules`
/// (a column of three equal cards made in play is removed). The lower scores
/// of `risk`'s table stop there: a grid can reach no lower before I could
/// close again (docs/odds.md).
pub fn lowest_next_turn(grid: &Grid, rules: &Rules) -> i32 {
    let mut lowest = grid.score(rules).raw;
    for r in 0..ROWS {
        for c in 0..COLS {
            if !matches!(grid.cells[r][c], Cell::Card(_)) {
                continue;
            }
            for v in VALUES {
                let mut swapped = *grid;
                swapped.cells[r][c] = Cell::Card(v);
                let column_done = (0..ROWS).all(|row| swapped.cells[row][c] == Cell::Card(v));
                if column_done && rules.columns == ColumnRule::Play {
                    // Made in play, the column goes now, as an `x` column.
                    for row in 0..ROWS {
                        swapped.cells[row][c] = Cell::Removed(Some(v));
                    }
                }
                lowest = lowest.min(swapped.score(rules).raw);
            }
        }
    }
    lowest
}

/// How the numbers were computed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// Exact enumeration of the joint draw.
    Exact,
    /// Monte Carlo sampling with this many samples.
    MonteCarlo {
        /// Samples drawn.
        samples: u64,
    },
}

/// The chance of being doubled at one raw score.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Estimate {
    /// How much lower than the real score this row assumes (0: the real one).
    pub margin: i32,
    /// The closer's raw score in this row.
    pub my_raw: i32,
    /// P(the closer is doubled).
    pub p_doubled: f64,
    /// The 95% interval of `p_doubled` (Monte Carlo only).
    pub ci95: Option<(f64, f64)>,
    /// The closer's expected round score.
    pub expected_score: f64,
}

/// The answer to "should I close now?".
#[derive(Debug, Clone, PartialEq)]
pub struct Assessment {
    /// How it was computed.
    pub method: Method,
    /// The first row is margin 0 (the real score), then one per margin asked.
    pub rows: Vec<Estimate>,
}

/// What `assess` needs.
#[derive(Debug, Clone)]
pub struct Query<'a> {
    /// The closer's raw round score.
    pub my_raw: i32,
    /// The opponents in the order they play their last turn.
    pub opponents: &'a [Opponent],
    /// The top card of the discard pile.
    pub discard: Option<i8>,
    /// The unseen cards.
    pub pool: Pool,
    /// Doubling and column rules.
    pub rules: Rules,
    /// The last-turn model.
    pub last_turn: LastTurn,
    /// How much lower to try (5, 10, 15, 20).
    pub margins: &'a [i32],
    /// The Monte Carlo seed.
    pub seed: u64,
    /// The half-width of the 95% interval the Monte Carlo aims for.
    pub precision: f64,
}

/// Monte Carlo: the first batch of samples, and the most it will draw.
const PILOT_SAMPLES: u64 = 20_000;
const MAX_SAMPLES: u64 = 2_000_000;

/// Whether the closer at `my_raw` is doubled when the lowest opponent has
/// `best`: the scoring's own decision.
fn doubled(rules: &Rules, my_raw: i32, best: i32) -> bool {
    super::round::judge(rules, my_raw, best).1
}

/// Computes P(doubled) and the expected score for the closer.
pub fn assess(q: &Query) -> Result<Assessment, RuleError> {
    if q.opponents.is_empty() || q.opponents.len() > super::MAX_OPPONENTS {
        return Err(RuleError::PlayerCount {
            found: q.opponents.len() + 1,
        });
    }
    check_pool(q)?;
    let raws: Vec<(i32, i32)> = std::iter::once(0)
        .chain(q.margins.iter().copied())
        .map(|m| (m, q.my_raw - m))
        .collect();
    let reveal = q.rules.columns == ColumnRule::Reveal;
    if q.opponents.len() == 1 && q.last_turn == LastTurn::None {
        let dist = final_distribution(&q.opponents[0], &q.pool, reveal);
        let rows = raws
            .iter()
            .map(|&(margin, raw)| {
                let p: f64 = dist
                    .iter()
                    .filter(|(s, _)| doubled(&q.rules, raw, *s))
                    .map(|(_, p)| p)
                    .sum();
                // + 0.0 turns the -0.0 of an empty sum into 0.
                estimate(margin, raw, p + 0.0, None)
            })
            .collect();
        return Ok(Assessment {
            method: Method::Exact,
            rows,
        });
    }
    Ok(monte_carlo(
        q,
        &raws,
        reveal,
        q.rules.columns != ColumnRule::Off,
    ))
}

fn estimate(margin: i32, my_raw: i32, p: f64, ci95: Option<(f64, f64)>) -> Estimate {
    Estimate {
        margin,
        my_raw,
        p_doubled: p,
        ci95,
        expected_score: f64::from(my_raw) * (1.0 + p),
    }
}

/// The exact distribution of an opponent's final raw score with no last turn:
/// (score, probability) pairs, lowest first.
pub fn final_distribution(opponent: &Opponent, pool: &Pool, reveal: bool) -> Vec<(i32, f64)> {
    match opponent {
        Opponent::Open { visible, hidden } => pool
            .hidden_sum(*hidden)
            .expect("checked against the pool size")
            .support()
            .map(|(s, p)| (visible + s, p))
            .collect(),
        Opponent::Grid(cells) => grid_distribution(cells, pool, reveal),
    }
}

/// A column whose face-down cards may still complete three equal cards.
#[derive(Debug, Clone, Copy)]
struct Candidate {
    hidden: usize,
    /// The value its face-up cards share, or `None` when all three are face down.
    target: Option<i8>,
    visible_sum: i32,
}

/// Dynamic programming over card values. For each value v, in order, the set
/// of face-down cells that hold a v is chosen; a draw of a given multiset of
/// values has weight prod_v n_v (n_v - 1) ... (falling factorial), so the sum
/// over choices is the exact joint draw without replacement. A column can be
/// removed only if all its face-down cells get the same value in one step, so
/// the state only needs which candidate columns are still untouched, how many
/// cells are filled, and the running sum.
fn grid_distribution(cells: &[[Seen; COLS]; ROWS], pool: &Pool, reveal: bool) -> Vec<(i32, f64)> {
    let mut constant = 0;
    let mut free = 0usize;
    let mut candidates: Vec<Candidate> = Vec::new();
    for c in 0..COLS {
        let column = [cells[0][c], cells[1][c], cells[2][c]];
        if column.contains(&Seen::Removed) {
            continue;
        }
        let up: Vec<i8> = column
            .iter()
            .filter_map(|s| if let Seen::Up(v) = s { Some(*v) } else { None })
            .collect();
        let down = ROWS - up.len();
        let visible_sum: i32 = up.iter().map(|&v| i32::from(v)).sum();
        let all_equal = up.windows(2).all(|w| w[0] == w[1]);
        constant += visible_sum;
        if down == 0 {
            if reveal && all_equal {
                constant -= visible_sum;
            }
        } else if reveal && all_equal {
            candidates.push(Candidate {
                hidden: down,
                target: up.first().copied(),
                visible_sum,
            });
        } else {
            free += down;
        }
    }
    let hidden = free + candidates.iter().map(|c| c.hidden).sum::<usize>();
    // The variable part: face-down values, less what removed columns take away.
    let lo = -2 * hidden as i32 - candidates.iter().map(|c| c.visible_sum.max(0)).sum::<i32>();
    let hi = 12 * hidden as i32
        + candidates
            .iter()
            .map(|c| (-c.visible_sum).max(0))
            .sum::<i32>();
    let span = (hi - lo + 1) as usize;
    let masks = 1usize << candidates.len();
    let slot = |mask: usize, filled: usize| mask * (hidden + 1) + filled;
    let mut states: Vec<Option<Vec<f64>>> = vec![None; masks * (hidden + 1)];
    let mut start = vec![0.0; span];
    start[(-lo) as usize] = 1.0;
    states[slot(masks - 1, 0)] = Some(start);
    let choose = binomials(ROWS * COLS);
    for v in VALUES {
        let copies = pool.left(v) as usize;
        let falling = falling_factorials(copies, hidden);
        // Every way to give value v to some cells of each mask's untouched
        // candidate columns: (mask after, cells taken, weight, sum shift).
        let choices: Vec<Vec<(usize, usize, f64, i32)>> = (0..masks)
            .map(|mask| {
                let mut choices = vec![(mask, 0usize, 1.0f64, 0i32)];
                for (i, cand) in candidates.iter().enumerate() {
                    if mask & (1 << i) == 0 {
                        continue;
                    }
                    let mut grown = Vec::with_capacity(choices.len() * (cand.hidden + 1));
                    for &(m, taken, weight, shift) in &choices {
                        grown.push((m, taken, weight, shift));
                        for j in 1..=cand.hidden {
                            let removed = j == cand.hidden && cand.target.is_none_or(|t| t == v);
                            let correction = if removed {
                                i32::from(v) * j as i32 + cand.visible_sum
                            } else {
                                0
                            };
                            grown.push((
                                m & !(1 << i),
                                taken + j,
                                weight * choose[cand.hidden][j],
                                shift - correction,
                            ));
                        }
                    }
                    choices = grown;
                }
                choices.retain(|c| c.1 <= copies);
                choices
            })
            .collect();
        let mut next: Vec<Option<Vec<f64>>> = vec![None; states.len()];
        for mask in 0..masks {
            let untouched: usize = (0..candidates.len())
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| candidates[i].hidden)
                .sum();
            for filled in 0..=hidden - untouched {
                let Some(dist) = &states[slot(mask, filled)] else {
                    continue;
                };
                let Some(first) = dist.iter().position(|&p| p != 0.0) else {
                    continue;
                };
                let last = dist.iter().rposition(|&p| p != 0.0).unwrap_or(first);
                let dist = &dist[first..=last];
                let free_left = hidden - filled - untouched;
                for &(new_mask, taken, weight, shift) in &choices[mask] {
                    for j in 0..=free_left.min(copies - taken) {
                        let total = taken + j;
                        let w = weight * choose[free_left][j] * falling[total];
                        let at = first as i32 + shift + i32::from(v) * total as i32;
                        let target = next[slot(new_mask, filled + total)]
                            .get_or_insert_with(|| vec![0.0; span]);
                        add_shifted(target, dist, at, w);
                    }
                }
            }
        }
        states = next;
    }
    let Some(end) = &states[slot(0, hidden)] else {
        return vec![(constant, 1.0)];
    };
    let total: f64 = end.iter().sum();
    end.iter()
        .enumerate()
        .filter(|(_, w)| **w > 0.0)
        .map(|(i, w)| (constant + lo + i as i32, w / total))
        .collect()
}

/// Adds `source * weight` into `target` starting at index `at` (always in range:
/// the span covers every reachable sum).
fn add_shifted(target: &mut [f64], source: &[f64], at: i32, weight: f64) {
    let at = at as usize;
    for (t, &p) in target[at..at + source.len()].iter_mut().zip(source) {
        *t += p * weight;
    }
}

fn binomials(n: usize) -> Vec<Vec<f64>> {
    let mut c = vec![vec![0.0; n + 1]; n + 1];
    for i in 0..=n {
        c[i][0] = 1.0;
        for j in 1..=i {
            c[i][j] = c[i - 1][j - 1] + if j < i { c[i - 1][j] } else { 0.0 };
        }
    }
    c
}

/// n (n-1) ... (n-k+1) for k = 0..=max.
fn falling_factorials(n: usize, max: usize) -> Vec<f64> {
    let mut f = vec![0.0; max + 1];
    f[0] = 1.0;
    for k in 1..=max {
        f[k] = if k <= n {
            f[k - 1] * (n - k + 1) as f64
        } else {
            0.0
        };
    }
    f
}

/// An opponent prepared for sampling: the open cells and the greedy choices
/// for every card value, which depend only on what the opponent can see.
struct Player {
    cells: [i8; ROWS * COLS],
    removed: [bool; COLS],
    down: Vec<usize>,
    open_sum: Option<i32>,
    /// For a card of value v: the cell to put it in, or none when it does not help.
    place: [Option<usize>; 15],
    /// Whether to take a discard of value v rather than draw.
    take_discard: [bool; 15],
}

const NONE: i8 = i8::MIN;

impl Player {
    /// `in_play`: a column of three equal face-up cards made by the last turn
    /// is removed (any column rule but none); `reveal`: so is one made by the
    /// reveal (the official rule).
    fn new(opponent: &Opponent, pool: &Pool, reveal: bool, in_play: bool) -> Player {
        let mean = pool.mean();
        let mut player = Player {
            cells: [NONE; ROWS * COLS],
            removed: [false; COLS],
            down: Vec::new(),
            open_sum: None,
            place: [None; 15],
            take_discard: [false; 15],
        };
        let mut gains = [0.0f64; 15];
        match opponent {
            Opponent::Grid(grid) => {
                for (i, cell) in grid.iter().flatten().enumerate() {
                    match cell {
                        Seen::Up(v) => player.cells[i] = *v,
                        Seen::Down => player.down.push(i),
                        Seen::Removed => player.removed[i % COLS] = true,
                    }
                }
                for (k, v) in VALUES.enumerate() {
                    // The best gain; among equal gains, a cell that keeps a
                    // column's chance at the reveal, then reading order.
                    let mut best: Option<(f64, bool, usize)> = None;
                    for i in 0..ROWS * COLS {
                        if player.removed[i % COLS] {
                            continue;
                        }
                        let column = i % COLS;
                        let gain = player.expected_column(column, None, mean, reveal, in_play)
                            - player.expected_column(column, Some((i, v)), mean, reveal, in_play);
                        let spoils = reveal && player.spoils_pair(i, v);
                        let better = best.is_none_or(|(g, s, _)| {
                            gain > g + 1e-9 || ((gain - g).abs() <= 1e-9 && s && !spoils)
                        });
                        if gain > 1e-9 && better {
                            best = Some((gain, spoils, i));
                        }
                    }
                    player.place[k] = best.map(|(_, _, i)| i);
                    gains[k] = best.map_or(0.0, |(g, _, _)| g);
                }
            }
            Opponent::Open { visible, hidden } => {
                player.open_sum = Some(*visible);
                player.down = (0..*hidden as usize).collect();
                for (k, v) in VALUES.enumerate() {
                    let gain = mean - f64::from(v);
                    if *hidden > 0 && gain > 1e-9 {
                        player.place[k] = Some(0);
                        gains[k] = gain;
                    }
                }
            }
        }
        let draw_gain: f64 = VALUES
            .enumerate()
            .map(|(k, v)| pool.p_next(v) * gains[k])
            .sum();
        for k in 0..15 {
            player.take_discard[k] = gains[k] > 1e-9 && gains[k] >= draw_gain;
        }
        player
    }

    /// A column's expected score as the opponent sees it, optionally with card
    /// `v` placed face up in cell `i`: face-down cards count as the pool mean,
    /// three equal face-up cards count nothing.
    fn expected_column(
        &self,
        c: usize,
        placed: Option<(usize, i8)>,
        mean: f64,
        reveal: bool,
        in_play: bool,
    ) -> f64 {
        let mut values = [None; ROWS];
        for (r, value) in values.iter_mut().enumerate() {
            let i = r * COLS + c;
            *value = match placed {
                Some((p, v)) if p == i => Some(v),
                _ => (self.cells[i] != NONE).then_some(self.cells[i]),
            };
        }
        // Three equal face-up cards: removed in play (or at the reveal).
        if (in_play || reveal) && values.iter().all(|v| v.is_some() && *v == values[0]) {
            return 0.0;
        }
        values.iter().map(|v| v.map_or(mean, f64::from)).sum()
    }

    /// Whether putting `v` on face-down cell `i` spoils its column's chance:
    /// the column's face-up cards are a pair of another value.
    fn spoils_pair(&self, i: usize, v: i8) -> bool {
        if self.cells[i] != NONE {
            return false;
        }
        let c = i % COLS;
        let up: Vec<i8> = (0..ROWS)
            .map(|r| self.cells[r * COLS + c])
            .filter(|&x| x != NONE)
            .collect();
        up.len() == ROWS - 1 && up[0] == up[1] && up[0] != v
    }

    /// Whether cell `i` and the others of its column are all face up and equal
    /// in `grid` (a column the last turn completed in play).
    fn completes(&self, grid: &[i8; ROWS * COLS], i: usize) -> bool {
        let c = i % COLS;
        (0..ROWS).all(|r| {
            let j = r * COLS + c;
            (j == i || self.cells[j] != NONE) && grid[j] == grid[i]
        })
    }
}

/// The opponents of a query, ready to be dealt and to play their last turn
/// again and again: one sample is every opponent's final raw score.
struct Sampler {
    players: Vec<Player>,
    cards: Vec<i8>,
    discard: Option<i8>,
    greedy: bool,
    reveal: bool,
    in_play: bool,
}

impl Sampler {
    fn new(q: &Query, reveal: bool, in_play: bool) -> Sampler {
        let players = q
            .opponents
            .iter()
            .map(|o| Player::new(o, &q.pool, reveal, in_play))
            .collect();
        let mut cards: Vec<i8> = Vec::with_capacity(q.pool.size() as usize);
        for v in VALUES {
            cards.extend(std::iter::repeat_n(v, q.pool.left(v) as usize));
        }
        Sampler {
            players,
            cards,
            discard: q.discard,
            greedy: q.last_turn == LastTurn::Greedy,
            reveal,
            in_play,
        }
    }

    /// Deals the face-down cards, plays the last turns, reveals: each
    /// opponent's final raw score, in the order given, into `scores`.
    fn sample(&mut self, rng: &mut Rng, scores: &mut Vec<i32>) {
        let (reveal, in_play, greedy) = (self.reveal, self.in_play, self.greedy);
        let cards = &mut self.cards;
        let mut grid = [0i8; ROWS * COLS];
        let mut open_hidden = [0i8; ROWS * COLS];
        scores.clear();
        let mut drawn = 0usize;
        let mut draw = |rng: &mut Rng| {
            let j = drawn + rng.below(cards.len() - drawn);
            cards.swap(drawn, j);
            drawn += 1;
            cards[drawn - 1]
        };
        let mut discard = self.discard;
        for p in &self.players {
            let score = if let Some(visible) = p.open_sum {
                let n = p.down.len();
                for h in open_hidden.iter_mut().take(n) {
                    *h = draw(rng);
                }
                if greedy {
                    let card = match discard {
                        Some(d) if p.take_discard[(d + 2) as usize] => d,
                        _ => draw(rng),
                    };
                    if p.place[(card + 2) as usize].is_some() {
                        discard = Some(open_hidden[0]);
                        open_hidden[0] = card;
                    } else {
                        discard = Some(card);
                    }
                }
                visible + open_hidden[..n].iter().map(|&v| i32::from(v)).sum::<i32>()
            } else {
                grid.copy_from_slice(&p.cells);
                for &i in &p.down {
                    grid[i] = draw(rng);
                }
                let mut gone = None;
                if greedy {
                    let card = match discard {
                        Some(d) if p.take_discard[(d + 2) as usize] => d,
                        _ => draw(rng),
                    };
                    if let Some(i) = p.place[(card + 2) as usize] {
                        discard = Some(grid[i]);
                        grid[i] = card;
                        if in_play && p.completes(&grid, i) {
                            gone = Some(i % COLS);
                        }
                    } else {
                        discard = Some(card);
                    }
                }
                let mut sum = 0i32;
                for c in 0..COLS {
                    if p.removed[c] || gone == Some(c) {
                        continue;
                    }
                    let (a, b, d) = (grid[c], grid[COLS + c], grid[2 * COLS + c]);
                    if !(reveal && a == b && b == d) {
                        sum += i32::from(a) + i32::from(b) + i32::from(d);
                    }
                }
                sum
            };
            scores.push(score);
        }
    }
}

/// Plays `samples` samples of the model of `q` from `seed`: `each` hears every
/// opponent's final raw score (in the order given) and the generator, to go
/// on from there. For the game-aware closing decision (`rules::closing`).
pub fn sample_opponents(q: &Query, samples: u64, mut each: impl FnMut(&[i32], &mut Rng)) {
    let reveal = q.rules.columns == ColumnRule::Reveal;
    let mut sampler = Sampler::new(q, reveal, q.rules.columns != ColumnRule::Off);
    let mut rng = Rng(q.seed);
    let mut scores = Vec::with_capacity(q.opponents.len());
    for _ in 0..samples {
        sampler.sample(&mut rng, &mut scores);
        each(&scores, &mut rng);
    }
}

fn monte_carlo(q: &Query, raws: &[(i32, i32)], reveal: bool, in_play: bool) -> Assessment {
    let mut sampler = Sampler::new(q, reveal, in_play);
    let mut rng = Rng(q.seed);
    let mut hits = vec![0u64; raws.len()];
    let mut samples = 0u64;
    let mut target = PILOT_SAMPLES;
    let mut scores = Vec::with_capacity(q.opponents.len());
    loop {
        while samples < target {
            sampler.sample(&mut rng, &mut scores);
            let best = scores.iter().copied().min().unwrap_or(i32::MAX);
            for (hit, &(_, raw)) in hits.iter_mut().zip(raws) {
                *hit += u64::from(doubled(&q.rules, raw, best));
            }
            samples += 1;
        }
        // Enough samples for the asked precision at the least certain row?
        let worst = hits.iter().map(|&h| {
            let p = h as f64 / samples as f64;
            p * (1.0 - p)
        });
        let worst = worst.fold(0.0, f64::max);
        let needed = (1.96f64.powi(2) * worst / q.precision.powi(2)).ceil() as u64;
        if needed <= samples || samples >= MAX_SAMPLES {
            break;
        }
        target = needed.min(MAX_SAMPLES);
    }
    let rows = raws
        .iter()
        .zip(&hits)
        .map(|(&(margin, raw), &h)| {
            estimate(
                margin,
                raw,
                h as f64 / samples as f64,
                Some(wilson(h, samples)),
            )
        })
        .collect();
    Assessment {
        method: Method::MonteCarlo { samples },
        rows,
    }
}

/// The Wilson score interval at 95% for `hits` out of `n`.
fn wilson(hits: u64, n: u64) -> (f64, f64) {
    let (z, n, p) = (1.96f64, n as f64, hits as f64 / n as f64);
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Refuses a query whose face-down cards and last-turn draws ask for more
/// cards than the pool of unseen cards holds.
pub(crate) fn check_pool(q: &Query) -> Result<(), RuleError> {
    let hidden: u32 = q.opponents.iter().map(Opponent::hidden).sum();
    let draws = if q.last_turn == LastTurn::Greedy {
        q.opponents.len() as u32
    } else {
        0
    };
    if hidden + draws > q.pool.size() {
        return Err(RuleError::PoolTooSmall {
            asked: hidden + draws,
            left: q.pool.size(),
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Entry;
    use crate::deck::{self, CardCount};

    fn pool_of(keep: &[i8]) -> Pool {
        let mut seen = CardCount::default();
        for v in VALUES {
            let kept = keep.iter().filter(|&&k| k == v).count() as u32;
            for _ in 0..deck::copies(v) - kept {
                seen.add(v);
            }
        }
        Pool::from_seen(&seen).unwrap()
    }

    fn opponent(text: &str) -> Opponent {
        Opponent::parse("B", text).unwrap().0
    }

    /// Every ordered draw of the face-down cards from a small pool, scored with the engine.
    fn brute_force(text: &str, keep: &[i8], reveal: bool) -> Vec<(i32, f64)> {
        let Opponent::Grid(cells) = opponent(text) else {
            panic!()
        };
        let down: Vec<usize> = cells
            .iter()
            .flatten()
            .enumerate()
            .filter(|(_, c)| **c == Seen::Down)
            .map(|(i, _)| i)
            .collect();
        let mut out = std::collections::BTreeMap::<i32, u64>::new();
        fn walk(
            cells: &[[Seen; COLS]; ROWS],
            down: &[usize],
            keep: &[i8],
            used: &mut Vec<bool>,
            filled: &mut Vec<i8>,
            reveal: bool,
            out: &mut std::collections::BTreeMap<i32, u64>,
        ) {
            if filled.len() == down.len() {
                let mut text = Vec::new();
                for (i, cell) in cells.iter().flatten().enumerate() {
                    text.push(match cell {
                        Seen::Up(v) => v.to_string(),
                        Seen::Removed => "x".into(),
                        Seen::Down => {
                            filled[down.iter().position(|&d| d == i).unwrap()].to_string()
                        }
                    });
                }
                let rules = Rules {
                    columns: if reveal {
                        ColumnRule::Reveal
                    } else {
                        ColumnRule::Play
                    },
                    ..Rules::default()
                };
                let crate::Entry::Grid(g) =
                    crate::Entry::parse("B", &text.join(" "), &rules).unwrap()
                else {
                    panic!()
                };
                *out.entry(g.score(&rules).raw).or_default() += 1;
                return;
            }
            for i in 0..keep.len() {
                if !used[i] {
                    used[i] = true;
                    filled.push(keep[i]);
                    walk(cells, down, keep, used, filled, reveal, out);
                    filled.pop();
                    used[i] = false;
                }
            }
        }
        walk(
            &cells,
            &down,
            keep,
            &mut vec![false; keep.len()],
            &mut Vec::new(),
            reveal,
            &mut out,
        );
        let total: u64 = out.values().sum();
        out.into_iter()
            .map(|(s, n)| (s, n as f64 / total as f64))
            .collect()
    }

    fn assert_same(a: &[(i32, f64)], b: &[(i32, f64)]) {
        assert_eq!(a.len(), b.len(), "{a:?} vs {b:?}");
        for ((s1, p1), (s2, p2)) in a.iter().zip(b) {
            assert_eq!(s1, s2);
            assert!((p1 - p2).abs() < 1e-12, "sum {s1}: {p1} vs {p2}");
        }
    }

    #[test]
    fn exact_distribution_matches_brute_force_with_columns_at_the_reveal() {
        let keep: &[i8] = &[9, 9, 9, 4, 4, -2, 0, 0, 7];
        for text in [
            "9 ? 1 2 / 9 3 ? 2 / ? 3 1 ?",
            "? ? ? 5 / ? ? ? 6 / ? 1 1 7",
            "9 4 x 1 / 9 ? x ? / ? ? x 2",
            "1 2 3 ? / 4 5 6 ? / 7 8 9 ?",
        ] {
            for reveal in [true, false] {
                let exact = final_distribution(&opponent(text), &pool_of(keep), reveal);
                assert_same(&exact, &brute_force(text, keep, reveal));
            }
        }
    }

    #[test]
    fn exact_distribution_sums_to_one_on_the_full_deck() {
        let dist = final_distribution(
            &opponent("? ? ? ? / ? ? 5 ? / ? ? ? 5"),
            &Pool::full(),
            true,
        );
        let total: f64 = dist.iter().map(|(_, p)| p).sum();
        assert!((total - 1.0).abs() < 1e-9);
    }

    fn query<'a>(
        opponents: &'a [Opponent],
        pool: Pool,
        last_turn: LastTurn,
        seed: u64,
    ) -> Query<'a> {
        Query {
            my_raw: 12,
            opponents,
            discard: Some(3),
            pool,
            rules: Rules::default(),
            last_turn,
            margins: &[5, 10],
            seed,
            precision: 0.002,
        }
    }

    #[test]
    fn monte_carlo_lands_within_its_interval_of_the_exact_value() {
        let opponents = [opponent("? ? ? 2 / ? ? 3 ? / 9 1 ? 9")];
        let mut q = query(&opponents, Pool::full(), LastTurn::None, 7);
        q.my_raw = 60;
        let exact = assess(&q).unwrap();
        assert_eq!(exact.method, Method::Exact);
        assert!(
            exact
                .rows
                .iter()
                .all(|r| r.p_doubled > 0.01 && r.p_doubled < 0.99),
            "{exact:?}"
        );
        let mc = monte_carlo(&q, &[(0, 60), (5, 55), (10, 50)], true, true);
        for (e, m) in exact.rows.iter().zip(&mc.rows) {
            let (lo, hi) = m.ci95.unwrap();
            assert!(lo <= e.p_doubled && e.p_doubled <= hi, "{e:?} not in {m:?}");
            assert!(hi - lo <= 0.0041, "{m:?}");
        }
    }

    #[test]
    fn a_fixed_seed_gives_the_same_answer_twice() {
        let opponents = [
            opponent("9 ? 1 2 / 9 3 ? 2 / ? 3 1 ?"),
            Opponent::Open {
                visible: 6,
                hidden: 4,
            },
        ];
        let a = assess(&query(&opponents, Pool::full(), LastTurn::Greedy, 1)).unwrap();
        let b = assess(&query(&opponents, Pool::full(), LastTurn::Greedy, 1)).unwrap();
        assert_eq!(a, b);
        assert!(matches!(a.method, Method::MonteCarlo { .. }));
    }

    #[test]
    fn never_doubled_at_zero_or_below_and_lower_margins_are_safer() {
        let opponents = [Opponent::Open {
            visible: 0,
            hidden: 2,
        }];
        let mut q = query(&opponents, Pool::full(), LastTurn::None, 1);
        q.my_raw = 0;
        let r = assess(&q).unwrap();
        assert!(r.rows.iter().all(|row| row.p_doubled == 0.0));
        q.my_raw = 12;
        let r = assess(&q).unwrap();
        assert!(
            r.rows[0].p_doubled > r.rows[1].p_doubled && r.rows[1].p_doubled > r.rows[2].p_doubled
        );
        // Two hidden cards from the full deck: P(sum <= 12) with visible 0.
        let d = Pool::full().hidden_sum(2).unwrap();
        assert!((r.rows[0].p_doubled - d.cdf(12)).abs() < 1e-12);
        assert!((r.rows[0].expected_score - 12.0 * (1.0 + d.cdf(12))).abs() < 1e-9);
    }

    #[test]
    fn a_greedy_last_turn_only_lowers_the_opponent_on_average() {
        let opponents = [opponent("12 ? 11 ? / 10 ? 9 ? / ? ? ? ?")];
        let mut q = query(&opponents, Pool::full(), LastTurn::None, 3);
        q.my_raw = 75;
        let none = assess(&q).unwrap();
        q.last_turn = LastTurn::Greedy;
        let greedy = assess(&q).unwrap();
        assert!(
            greedy.rows[0].p_doubled > none.rows[0].p_doubled,
            "{greedy:?} vs {none:?}"
        );
    }

    #[test]
    fn bad_opponents_are_refused() {
        for (text, expected) in [
            (
                "1 2 ? 4 / 5 6 7 8 / 1 2 3",
                OpponentProblem::Cells { found: 11 },
            ),
            (
                "x 2 ? 4 / 5 6 7 8 / 1 2 3 4",
                OpponentProblem::PartialColumn {
                    column: 1,
                    removed: 1,
                },
            ),
            ("14:13", OpponentProblem::TooManyHidden { hidden: 13 }),
            (
                "fourteen:2",
                OpponentProblem::NotOpenSum {
                    text: "fourteen:2".into(),
                },
            ),
        ] {
            assert_eq!(
                Opponent::parse("Bertil", text).unwrap_err(),
                RuleError::Opponent {
                    who: "Bertil".into(),
                    problem: expected
                }
            );
        }
    }

    #[test]
    fn one_more_turn_swaps_one_card_or_completes_a_column() {
        let grid = |text: &str| match Entry::parse("A", text, &Rules::default()).unwrap() {
            Entry::Grid(g) => g,
            _ => panic!(),
        };
        // RULES.md example 1: Anna's 19; her 5 for a -2 is the best swap.
        let anna = grid("1 0 3 4 / -2 2 5 0 / 1 3 0 2");
        assert_eq!(lowest_next_turn(&anna, &Rules::default()), 12);
        // Two 9s over a 2: a third 9 removes the column (56 - 20), in play
        // or at the reveal; without the column rule the 9 goes for a -2.
        let pair = grid("9 1 2 3 / 9 4 5 6 / 2 7 8 0");
        for (columns, lowest) in [
            (ColumnRule::Reveal, 36),
            (ColumnRule::Play, 36),
            (ColumnRule::Off, 45),
        ] {
            let rules = Rules {
                columns,
                ..Rules::default()
            };
            assert_eq!(lowest_next_turn(&pair, &rules), lowest, "{columns:?}");
        }
    }

    #[test]
    fn a_removed_card_typed_with_its_value_is_shown_apart_from_the_open_ones() {
        // A removed column's cards are off the grid: not among its open
        // cards, but counted apart, each `x9` one 9; a plain `x` shows none.
        let removed = |text: &str| match Entry::parse("A", text, &Rules::default()).unwrap() {
            Entry::Grid(g) => GridCards::of_grid(&g),
            _ => panic!(),
        };
        let mine = removed("x9 1 2 3 / x9 2 1 1 / x9 1 2 1");
        assert_eq!((mine.open.total(), mine.open.get(9)), (9, 0));
        assert_eq!((mine.removed.total(), mine.removed.get(9)), (3, 3));
        let plain = removed("x 1 2 3 / x 2 1 1 / x 1 2 1");
        assert_eq!((plain.open.total(), plain.removed.total()), (9, 0));
        let (_, b) = Opponent::parse("B", "x9 1 ? 3 / x9 ? 1 1 / x9 1 2 ?").unwrap();
        assert_eq!((b.open.total(), b.open.get(9)), (6, 0));
        assert_eq!((b.removed.total(), b.removed.get(9)), (3, 3));
        let (_, b) = Opponent::parse("B", "x 1 ? 3 / x ? 1 1 / x 1 2 ?").unwrap();
        assert_eq!((b.open.total(), b.removed.total()), (6, 0));
    }

    #[test]
    fn a_last_turn_that_completes_a_column_in_play_removes_it() {
        // B takes the 9 and completes column 1 in play: 36 is then not lowest.
        for columns in [ColumnRule::Play, ColumnRule::Reveal] {
            let rules = Rules {
                columns,
                ..Rules::default()
            };
            let (b, cards) = Opponent::parse("B", "9 1 2 3 / 9 4 5 6 / ? 7 8 0").unwrap();
            let mut seen = cards.open;
            seen.add(9);
            let report = assess(&Query {
                my_raw: 36,
                opponents: &[b],
                discard: Some(9),
                pool: Pool::from_seen(&seen).unwrap(),
                rules,
                last_turn: LastTurn::Greedy,
                margins: &[],
                seed: 1,
                precision: 0.01,
            })
            .unwrap();
            assert_eq!(report.rows[0].p_doubled, 1.0, "{columns:?}");
        }
    }

    #[test]
    fn a_tie_goes_to_the_cell_that_keeps_a_columns_chance() {
        // A -2 gains as much on either face-down card (cells 8 and 10); under
        // the 5 5 pair of column 1 it would spoil the chance of three 5s at the
        // reveal, so it goes to cell 10. Without that rule: reading order.
        let (b, cards) = Opponent::parse("B", "5 1 1 2 / 5 1 2 2 / ? 3 ? 4").unwrap();
        let pool = Pool::from_seen(&cards.open).unwrap();
        assert_eq!(Player::new(&b, &pool, true, true).place[0], Some(10));
        assert_eq!(Player::new(&b, &pool, false, true).place[0], Some(8));
    }
}
