//! Simulated play: a round dealt from a shuffled 150-card deck and played
//! turn by turn by a simple greedy policy, for the history generator (and
//! anything else that needs realistic rounds). Pure: the randomness is a
//! seeded [`Rng`], so a seed makes the same rounds everywhere.
//!
//! The policy (docs/generator.md):
//! - at the start each player turns two random cards;
//! - a turn looks at the top of the discard pile and takes it when placing it
//!   gains at least [`TAKE_DISCARD`] points; otherwise it draws, and places the
//!   drawn card where it gains most, or discards it and turns a face-down card;
//! - the gain of a cell: a face-up card's value, or the deck's mean for a
//!   face-down card, minus the new card; completing a column of three equal
//!   cards gains the whole column (it is removed, when the game's rules remove
//!   columns in play); ties go to the first cell in reading order;
//! - a player whose cards are all face up has closed: the others play one
//!   last turn each, then every card is turned and the round is scored by the
//!   rules engine (columns equal at the reveal removed, the closer doubled).

use super::StartReason;
use super::deck::{self, VALUES};
use super::entry::Entry;
use super::grid::{Cell, Grid};
use super::risk::Seen;
use super::rng::Rng;
use super::settings::{ColumnRule, Rules};
use super::shape::{COLS, ROWS};

/// Take the discard when it gains at least this many points.
pub const TAKE_DISCARD: f64 = 2.0;

/// What making a pair of equal cards in a column is worth (a start on removing it).
pub const PAIR: f64 = 2.0;

/// A turn of the policy places a card when it gains more than this.
const PLACE_DRAWN: f64 = 0.5;

/// The most turns a round may take before it is ended (never reached in practice).
const MAX_TURNS: usize = 2_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Slot {
    Down(i8),
    Up(i8),
    Removed(i8),
}

/// One player's grid during play.
#[derive(Debug, Clone)]
pub struct PlayGrid {
    slots: [[Slot; COLS]; ROWS],
}

impl PlayGrid {
    /// Face-down cards left.
    pub fn hidden(&self) -> usize {
        self.slots
            .iter()
            .flatten()
            .filter(|s| matches!(s, Slot::Down(_)))
            .count()
    }

    /// The sum of the face-up cards.
    pub fn open_sum(&self) -> i32 {
        self.slots
            .iter()
            .flatten()
            .map(|s| match s {
                Slot::Up(v) => i32::from(*v),
                _ => 0,
            })
            .sum()
    }

    /// The face-up cards, in reading order.
    pub fn open_cards(&self) -> Vec<i8> {
        self.slots
            .iter()
            .flatten()
            .filter_map(|s| match s {
                Slot::Up(v) => Some(*v),
                _ => None,
            })
            .collect()
    }

    /// The grid as `risk` reads an opponent: a card, `?` face down, `x` removed.
    pub fn seen_text(&self) -> String {
        let rows: Vec<String> = self
            .slots
            .iter()
            .map(|row| {
                row.iter()
                    .map(|s| match s {
                        Slot::Down(_) => "?".to_string(),
                        Slot::Up(v) => v.to_string(),
                        Slot::Removed(_) => "x".to_string(),
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        rows.join(" / ")
    }

    /// The final grid with every card turned, removed columns as `x` with their value.
    pub fn revealed(&self) -> Entry {
        let mut cells = [[Cell::Card(0); COLS]; ROWS];
        for (r, row) in self.slots.iter().enumerate() {
            for (c, slot) in row.iter().enumerate() {
                cells[r][c] = match *slot {
                    Slot::Down(v) | Slot::Up(v) => Cell::Card(v),
                    Slot::Removed(REMOVED_UNKNOWN) => Cell::Removed(None),
                    Slot::Removed(v) => Cell::Removed(Some(v)),
                };
            }
        }
        Entry::Grid(Grid { cells })
    }

    /// What putting `card` at (r, c) gains, with `mean` the worth of a face-down card.
    fn gain(&self, r: usize, c: usize, card: i8, mean: f64, columns: bool) -> f64 {
        let worth = |s: Slot| match s {
            Slot::Down(_) => mean,
            Slot::Up(v) => f64::from(v),
            Slot::Removed(_) => 0.0,
        };
        let here = self.slots[r][c];
        if matches!(here, Slot::Removed(_)) {
            return f64::NEG_INFINITY;
        }
        // The other two cells of the column (an array: this runs in every
        // turn of every rollout, and must not allocate).
        let others = match r {
            0 => [self.slots[1][c], self.slots[2][c]],
            1 => [self.slots[0][c], self.slots[2][c]],
            _ => [self.slots[0][c], self.slots[1][c]],
        };
        let completes = columns && others.iter().all(|s| *s == Slot::Up(card));
        if completes {
            // The whole column goes: everything it counts now is gained.
            worth(here) + others.iter().map(|s| worth(*s)).sum::<f64>()
        } else {
            // A pair in a column is a start on removing it.
            let pairs = others.iter().filter(|s| **s == Slot::Up(card)).count();
            let pair = if columns && here != Slot::Up(card) {
                PAIR * pairs as f64
            } else {
                0.0
            };
            worth(here) - f64::from(card) + pair
        }
    }

    /// The best cell for `card`: (gain, row, column); ties go to the first in
    /// reading order. Without `may_close`, the last face-down card is not a
    /// candidate (covering it would close the round).
    fn best_cell(
        &self,
        card: i8,
        mean: f64,
        columns: bool,
        may_close: bool,
    ) -> (f64, usize, usize) {
        let last_down = self.hidden() == 1;
        let mut best = (f64::NEG_INFINITY, 0, 0);
        for r in 0..ROWS {
            for c in 0..COLS {
                if !may_close && last_down && matches!(self.slots[r][c], Slot::Down(_)) {
                    continue;
                }
                let g = self.gain(r, c, card, mean, columns);
                if g > best.0 {
                    best = (g, r, c);
                }
            }
        }
        best
    }

    /// What this grid will likely count: its open cards and `mean` per face-down card.
    fn estimate(&self, mean: f64) -> f64 {
        f64::from(self.open_sum()) + mean * self.hidden() as f64
    }

    /// Puts `card` at (r, c) face up; returns the card it replaces.
    fn place(&mut self, r: usize, c: usize, card: i8) -> i8 {
        let old = match self.slots[r][c] {
            Slot::Down(v) | Slot::Up(v) | Slot::Removed(v) => v,
        };
        self.slots[r][c] = Slot::Up(card);
        old
    }

    /// The grid as anyone at the table sees it.
    pub fn seen(&self) -> [[Seen; COLS]; ROWS] {
        self.slots.map(|row| {
            row.map(|s| match s {
                Slot::Down(_) => Seen::Down,
                Slot::Up(v) => Seen::Up(v),
                Slot::Removed(_) => Seen::Removed,
            })
        })
    }

    /// Turns the card at (r, c) face up, if it is face down.
    fn turn_at(&mut self, r: usize, c: usize) {
        if let Slot::Down(v) = self.slots[r][c] {
            self.slots[r][c] = Slot::Up(v);
        }
    }

    /// Turns the first face-down card in reading order, if any.
    fn turn_one(&mut self) {
        if let Some(slot) = self
            .slots
            .iter_mut()
            .flatten()
            .find(|s| matches!(s, Slot::Down(_)))
            && let Slot::Down(v) = *slot
        {
            *slot = Slot::Up(v);
        }
    }

    /// Removes every column of three equal face-up cards; returns the removed cards.
    fn remove_columns(&mut self) -> Vec<i8> {
        let mut gone = Vec::new();
        for c in 0..COLS {
            if let Slot::Up(v) = self.slots[0][c]
                && (1..ROWS).all(|r| self.slots[r][c] == Slot::Up(v))
            {
                for r in 0..ROWS {
                    self.slots[r][c] = Slot::Removed(v);
                }
                gone.extend([v; ROWS]);
            }
        }
        gone
    }
}

/// A moment at which a player could close: the start of their turn with one
/// face-down card left. What anyone at the table can see, and what would
/// happen if they closed now. For the calibration of `risk`.
#[derive(Debug, Clone)]
pub struct Moment {
    grids: Vec<PlayGrid>,
    table: Table,
    player: usize,
    rules: Rules,
}

impl Moment {
    /// The player who could close.
    pub fn player(&self) -> usize {
        self.player
    }

    /// Every grid as it lies.
    pub fn grids(&self) -> &[PlayGrid] {
        &self.grids
    }

    /// The top of the discard pile.
    pub fn discard_top(&self) -> i8 {
        *self
            .table
            .discard
            .last()
            .expect("the discard pile is never empty")
    }

    /// The cards everyone has seen: face-up and removed cards of every grid
    /// and the whole discard pile (the closer's last card not yet).
    pub fn seen(&self) -> deck::CardCount {
        let mut seen = deck::CardCount::default();
        for grid in &self.grids {
            for slot in grid.slots.iter().flatten() {
                if let Slot::Up(v) = slot {
                    seen.add(*v);
                }
            }
        }
        for &v in &self.table.discard {
            seen.add(v);
        }
        seen
    }

    /// The closer's last face-down card: turning it closes the round.
    pub fn last_card(&self) -> Option<i8> {
        self.grids[self.player]
            .slots
            .iter()
            .flatten()
            .find_map(|s| match s {
                Slot::Down(v) => Some(*v),
                _ => None,
            })
    }

    /// Closes now (the last card turned), lets everyone else play their last
    /// turn by the policy, and scores the round: the closer's raw score and
    /// whether they were doubled.
    pub fn close_now(&self, rng: &mut Rng) -> (i32, bool) {
        let mut grids = self.grids.clone();
        let mut table = self.table.clone();
        let columns = self.rules.columns != ColumnRule::Off;
        grids[self.player].turn_one();
        if columns {
            let gone = grids[self.player].remove_columns();
            table.discard.extend(gone);
        }
        let players = grids.len();
        for k in 1..players {
            let seat = (self.player + k) % players;
            let rules = &self.rules;
            turn(
                Policy::Greedy,
                &mut table,
                &mut grids,
                seat,
                rules,
                rng,
                false,
            );
        }
        let mut entries: Vec<Entry> = grids.iter().map(PlayGrid::revealed).collect();
        forget_extra_removed(&mut entries);
        match super::score_round(&self.rules, &entries, self.player) {
            Ok(scored) => (scored.players[self.player].raw, scored.verdict.doubled),
            Err(_) => (0, false),
        }
    }
}

/// Hears each [`Moment`] a player could close.
pub type Watch<'a> = &'a mut dyn FnMut(&Moment);

/// A round played to its end.
#[derive(Debug, Clone)]
pub struct PlayedRound {
    /// Every player's final grid, in seat order.
    pub entries: Vec<Entry>,
    /// Who closed.
    pub closer: usize,
    /// Turns played in all.
    pub turns: usize,
}

/// The cards still in a shuffled deck, and the discard pile.
#[derive(Debug, Clone)]
struct Table {
    draw: Vec<i8>,
    discard: Vec<i8>,
}

impl Table {
    fn draw(&mut self, rng: &mut Rng) -> i8 {
        if self.draw.is_empty() {
            // The discard pile but its top is shuffled into a new draw pile.
            let top = self.discard.pop().expect("the discard pile is never empty");
            self.draw = std::mem::take(&mut self.discard);
            shuffle(&mut self.draw, rng);
            self.discard.push(top);
        }
        self.draw
            .pop()
            .expect("150 cards are never all on the grids")
    }

    /// The mean of the cards nobody can see (the draw pile and the face-down
    /// cards): what a face-down card is worth.
    fn mean_unknown(&self, grids: &[PlayGrid]) -> f64 {
        let mut sum = i64::from(deck::deck_sum());
        let mut count = i64::from(deck::deck_size());
        let open = grids.iter().flat_map(|g| g.slots.iter().flatten());
        for slot in open {
            if let Slot::Up(v) = *slot {
                sum -= i64::from(v);
                count -= 1;
            }
        }
        for &v in &self.discard {
            sum -= i64::from(v);
            count -= 1;
        }
        if count > 0 {
            sum as f64 / count as f64
        } else {
            5.0
        }
    }
}

fn shuffle(cards: &mut [i8], rng: &mut Rng) {
    for i in (1..cards.len()).rev() {
        let j = rng.below(i + 1);
        cards.swap(i, j);
    }
}

/// Deals a round to `players` from a shuffled deck; each turns two random cards.
/// Returns the table and the grids.
fn deal(players: usize, rng: &mut Rng) -> (Table, Vec<PlayGrid>) {
    let mut cards: Vec<i8> = VALUES
        .flat_map(|v| std::iter::repeat_n(v, deck::copies(v) as usize))
        .collect();
    shuffle(&mut cards, rng);
    let mut grids = Vec::with_capacity(players);
    for _ in 0..players {
        let mut slots = [[Slot::Down(0); COLS]; ROWS];
        for slot in slots.iter_mut().flatten() {
            *slot = Slot::Down(cards.pop().expect("enough cards"));
        }
        let first = rng.below(ROWS * COLS);
        let mut second = rng.below(ROWS * COLS - 1);
        if second >= first {
            second += 1;
        }
        for i in [first, second] {
            if let Slot::Down(v) = slots[i / COLS][i % COLS] {
                slots[i / COLS][i % COLS] = Slot::Up(v);
            }
        }
        grids.push(PlayGrid { slots });
    }
    let top = cards.pop().expect("enough cards");
    (
        Table {
            draw: cards,
            discard: vec![top],
        },
        grids,
    )
}

/// How a seat plays its turns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Policy {
    /// The greedy policy of docs/generator.md: closes only when its grid is
    /// likely lowest.
    #[default]
    Greedy,
    /// A rusher, clearly different (docs/chances.md): it closes as early as it
    /// can, whatever the others show; takes the discard on any gain of a point
    /// and keeps any drawn card that gains at all.
    Rush,
}

/// The rusher takes the discard when it gains at least this many points.
const RUSH_TAKE_DISCARD: f64 = 1.0;

/// What `policy` asks of a gain before it takes the discard, and before it
/// keeps a drawn card.
fn thresholds(policy: Policy) -> (f64, f64) {
    match policy {
        Policy::Greedy => (TAKE_DISCARD, PLACE_DRAWN),
        Policy::Rush => (RUSH_TAKE_DISCARD, 0.0),
    }
}

/// Whether `policy` lets `player` close in this turn (never with `hold`).
fn may_close(policy: Policy, grids: &[PlayGrid], player: usize, mean: f64, hold: bool) -> bool {
    // Closing is only worth it when this grid is likely lowest: with the last
    // face-down card at the mean, below every other grid's estimate.
    let mine = grids[player].estimate(mean);
    !hold
        && (policy == Policy::Rush
            || grids
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != player)
                .all(|(_, g)| mine < g.estimate(mean)))
}

/// One turn of `policy` for `player`; with `hold`, the player does not
/// close this turn.
fn turn(
    policy: Policy,
    table: &mut Table,
    grids: &mut [PlayGrid],
    player: usize,
    rules: &Rules,
    rng: &mut Rng,
    hold: bool,
) {
    let columns = rules.columns != ColumnRule::Off;
    let mean = table.mean_unknown(grids);
    let may_close = may_close(policy, grids, player, mean, hold);
    let (take, keep) = thresholds(policy);
    let grid = &mut grids[player];
    let top = *table
        .discard
        .last()
        .expect("the discard pile is never empty");
    let (gain, r, c) = grid.best_cell(top, mean, columns, may_close);
    if gain >= take {
        take_discard(table, grid, r, c);
    } else {
        let card = table.draw(rng);
        use_drawn(table, grid, card, (mean, columns, may_close, keep));
    }
    settle_columns(table, grid, columns);
}

/// Puts the top of the discard pile at (r, c); the card it replaces is the new top.
fn take_discard(table: &mut Table, grid: &mut PlayGrid, r: usize, c: usize) {
    let top = table
        .discard
        .pop()
        .expect("the discard pile is never empty");
    let old = grid.place(r, c, top);
    table.discard.push(old);
}

/// The policy's use of a drawn `card`: kept where it gains most, or thrown
/// away and a face-down card turned. `how`: the worth of a face-down card,
/// whether columns count, whether the turn may close, the gain it keeps at.
fn use_drawn(table: &mut Table, grid: &mut PlayGrid, card: i8, how: (f64, bool, bool, f64)) {
    let (mean, columns, may_close, keep) = how;
    let (gain, r, c) = grid.best_cell(card, mean, columns, may_close);
    if gain > keep || (grid.hidden() == 1 && !may_close) {
        // With one card left face down and closing too risky, the drawn
        // card goes where it costs least rather than turning the last card.
        let old = grid.place(r, c, card);
        table.discard.push(old);
    } else {
        table.discard.push(card);
        grid.turn_one();
    }
}

/// A drawn `card` kept at a cell (`Move::Keep`) or thrown away with a cell
/// turned (`Move::Throw`); any other move plays it as `policy` would.
fn keep_or_throw(
    policy: Policy,
    table: &mut Table,
    grids: &mut [PlayGrid],
    player: usize,
    card: i8,
    (mv, mean, columns): (Move, f64, bool),
) {
    match mv {
        Move::Keep(r, c) => {
            let old = grids[player].place(r, c, card);
            table.discard.push(old);
        }
        Move::Throw(r, c) => {
            table.discard.push(card);
            grids[player].turn_at(r, c);
        }
        Move::Take(..) | Move::Draw | Move::DrawOn => {
            let hold = mv == Move::DrawOn;
            let may_close = may_close(policy, grids, player, mean, hold);
            let keep = thresholds(policy).1;
            use_drawn(
                table,
                &mut grids[player],
                card,
                (mean, columns, may_close, keep),
            );
        }
    }
}

/// Removes the columns of three equal cards `grid` has now, when the rules
/// remove columns; the removed cards go on the discard pile, the last of
/// them on top.
fn settle_columns(table: &mut Table, grid: &mut PlayGrid, columns: bool) {
    if !columns {
        return;
    }
    let gone = grid.remove_columns();
    if let Some((&last, rest)) = gone.split_last() {
        let top = table
            .discard
            .pop()
            .expect("the discard pile is never empty");
        table.discard.extend(rest);
        table.discard.push(top);
        table.discard.push(last);
    }
}

/// A turn's choice, as a player makes it (rows and columns counted from 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// Take the top of the discard pile and put it at (row, column).
    Take(usize, usize),
    /// Draw, then play the drawn card as the seat's policy would.
    Draw,
    /// Draw, then play the drawn card as the seat's policy would without
    /// closing (playing on).
    DrawOn,
    /// Keep the drawn card at (row, column).
    Keep(usize, usize),
    /// Throw the drawn card away and turn the face-down card at (row, column).
    Throw(usize, usize),
}

/// One turn of `player` making `mv` (`Keep` and `Throw` draw the card first;
/// `Draw` plays the drawn card by `policy`).
fn play_move(
    mv: Move,
    policy: Policy,
    table: &mut Table,
    grids: &mut [PlayGrid],
    player: usize,
    rules: &Rules,
    rng: &mut Rng,
) {
    let columns = rules.columns != ColumnRule::Off;
    if let Move::Take(r, c) = mv {
        take_discard(table, &mut grids[player], r, c);
    } else {
        let mean = table.mean_unknown(grids);
        let card = table.draw(rng);
        keep_or_throw(policy, table, grids, player, card, (mv, mean, columns));
    }
    settle_columns(table, &mut grids[player], columns);
}

/// A turn as the player about to make it sees the table: every grid (face-down
/// cards unknown to them), the discard pile, and the card drawn, once drawn.
pub struct TurnView<'a> {
    grids: &'a [PlayGrid],
    discard: &'a [i8],
    player: usize,
    closer: Option<usize>,
    drawn: Option<i8>,
}

impl TurnView<'_> {
    /// The player whose turn it is.
    pub fn player(&self) -> usize {
        self.player
    }

    /// The seat that has closed the round, when this is a last turn.
    pub fn closer(&self) -> Option<usize> {
        self.closer
    }

    /// Every grid as anyone sees it, in seat order.
    pub fn grids(&self) -> Vec<[[Seen; COLS]; ROWS]> {
        self.grids.iter().map(PlayGrid::seen).collect()
    }

    /// The discard pile, its top last.
    pub fn discard(&self) -> &[i8] {
        self.discard
    }

    /// The card drawn in this turn, once drawn.
    pub fn drawn(&self) -> Option<i8> {
        self.drawn
    }
}

/// Chooses the moves of one seat: asked before drawing (`drawn` none; a
/// `Take` or `Draw`), and after a `Draw` with the card (a `Keep` or `Throw`).
pub type Steer<'a> = &'a mut dyn FnMut(&TurnView) -> Move;

/// Whether the policy plays a game of these rules: it deals and draws from
/// the classic deck, so a game of Skyjo Action (stars that complete any
/// line, rows removed, action cards that change the turns) is not played
/// here. What plays on from a table asks it: the forecasts of
/// [`chances`](crate::chances), and the program before `risk` and `advise`.
pub fn plays(rules: &Rules) -> bool {
    rules.edition.plays()
}

/// Who starts a round played here: `next` when the game already says (from
/// round 2 on), else round 1's rule on the turned cards
/// ([`StartReason::first_round`], `dealer` breaking a tie).
pub fn starter(next: Option<usize>, dealer: usize) -> impl FnOnce(&[PlayGrid]) -> usize {
    move |grids| {
        next.unwrap_or_else(|| {
            let sums: Vec<i32> = grids.iter().map(PlayGrid::open_sum).collect();
            StartReason::first_round(&sums, dealer)
                .expect("a simulated table seats 2 to 8 and its dealer")
                .0
        })
    }
}

/// Plays a round of `players` from `starter` to its end under `rules`.
/// `chances`, when given, hears every moment a player could close.
pub fn play_round(
    players: usize,
    starter: impl FnOnce(&[PlayGrid]) -> usize,
    rules: &Rules,
    rng: &mut Rng,
    chances: Option<Watch<'_>>,
) -> PlayedRound {
    play_round_by(&vec![Policy::Greedy; players], starter, rules, rng, chances)
}

/// Plays a round with each seat playing its own policy (`policies[seat]`).
pub fn play_round_by(
    policies: &[Policy],
    starter: impl FnOnce(&[PlayGrid]) -> usize,
    rules: &Rules,
    rng: &mut Rng,
    chances: Option<Watch<'_>>,
) -> PlayedRound {
    let players = policies.len();
    let (table, grids) = deal(players, rng);
    let first = starter(&grids);
    let hooks = Hooks {
        watch: chances,
        ..Hooks::default()
    };
    play_out(table, grids, first, policies, rules, rng, hooks)
}

/// A grid as it lies: a card and whether it is face up, or `None` removed.
pub type LyingGrid = [[Option<(i8, bool)>; COLS]; ROWS];

/// A round in progress, as it lies: every grid (`None` for a removed card,
/// `Some((card, face_up))` otherwise), the draw pile (its top last) and the
/// discard pile (its top last). For playing on from a real table.
#[derive(Debug, Clone)]
pub struct Lying {
    /// Each seat's grid, rows of cells.
    pub grids: Vec<LyingGrid>,
    /// The draw pile, its top last.
    pub draw: Vec<i8>,
    /// The discard pile, its top last (never empty).
    pub discard: Vec<i8>,
}

/// Plays a round in progress to its end: `first` plays the next turn (and
/// does not close in it), each seat by `policies[seat]`.
pub fn play_from(
    lying: Lying,
    first: usize,
    policies: &[Policy],
    rules: &Rules,
    rng: &mut Rng,
) -> PlayedRound {
    let (table, grids) = lying.into_play();
    let hooks = Hooks {
        hold_first: true,
        ..Hooks::default()
    };
    play_out(table, grids, first, policies, rules, rng, hooks)
}

impl Lying {
    /// The table and the grids to play on with.
    fn into_play(self) -> (Table, Vec<PlayGrid>) {
        let grids = self
            .grids
            .iter()
            .map(|cells| {
                let mut slots = [[Slot::Removed(REMOVED_UNKNOWN); COLS]; ROWS];
                for (r, row) in cells.iter().enumerate() {
                    for (c, cell) in row.iter().enumerate() {
                        slots[r][c] = match *cell {
                            Some((v, true)) => Slot::Up(v),
                            Some((v, false)) => Slot::Down(v),
                            None => Slot::Removed(REMOVED_UNKNOWN),
                        };
                    }
                }
                PlayGrid { slots }
            })
            .collect();
        let table = Table {
            draw: self.draw,
            discard: self.discard,
        };
        (table, grids)
    }
}

/// The value of a removed card nobody remembers (written as a plain `x`).
const REMOVED_UNKNOWN: i8 = i8::MIN;

/// Decides, at a moment an advised seat could close, whether it closes now
/// (`Some(true)`: turns its last card) or plays on (`Some(false)`: does not
/// close in this turn); `None` leaves the turn to the seat's policy.
pub type Advise<'a> = &'a mut dyn FnMut(&Moment) -> Option<bool>;

/// What listens to a round, or steers one seat of it.
#[derive(Default)]
struct Hooks<'a> {
    /// Hears every moment a player could close.
    watch: Option<Watch<'a>>,
    /// The first player does not close in the first turn.
    hold_first: bool,
    /// A seat whose closing is decided by advice.
    advised: Option<(usize, Advise<'a>)>,
    /// The first turn's move, made whatever the first player's policy says.
    first_move: Option<Move>,
    /// A seat whose every move is chosen.
    steered: Option<(usize, Steer<'a>)>,
    /// The seat that has closed the round already: only last turns are left.
    closed: Option<usize>,
}

/// Plays a round like [`play_round_by`], except that at every moment seat
/// `seat` could close (one face-down card left at the start of its turn),
/// `advise` decides: close now by turning the last card, or play on.
pub fn play_round_advised(
    policies: &[Policy],
    starter: impl FnOnce(&[PlayGrid]) -> usize,
    rules: &Rules,
    rng: &mut Rng,
    seat: usize,
    advise: Advise<'_>,
) -> PlayedRound {
    let (table, grids) = deal(policies.len(), rng);
    let first = starter(&grids);
    let hooks = Hooks {
        advised: Some((seat, advise)),
        ..Hooks::default()
    };
    play_out(table, grids, first, policies, rules, rng, hooks)
}

/// Plays a round in progress to its end, as [`play_from`], but `first`'s
/// turn now is `mv` (a `Keep` or `Throw` keeps or throws the top of the draw
/// pile: put the card in hand there). With `closer`, that seat has closed
/// the round already: `first`'s turn is a last turn, and only the seats
/// between `first` and the closer play theirs after it.
pub fn play_move_from(
    lying: Lying,
    first: usize,
    mv: Move,
    closer: Option<usize>,
    policies: &[Policy],
    rules: &Rules,
    rng: &mut Rng,
) -> PlayedRound {
    let (table, grids) = lying.into_play();
    let hooks = Hooks {
        first_move: Some(mv),
        closed: closer,
        ..Hooks::default()
    };
    play_out(table, grids, first, policies, rules, rng, hooks)
}

/// Plays a round like [`play_round_by`], except that every move of seat
/// `seat` is chosen by `steer`, from what the seat sees.
pub fn play_round_steered(
    policies: &[Policy],
    starter: impl FnOnce(&[PlayGrid]) -> usize,
    rules: &Rules,
    rng: &mut Rng,
    seat: usize,
    steer: Steer<'_>,
) -> PlayedRound {
    let (table, grids) = deal(policies.len(), rng);
    let first = starter(&grids);
    let hooks = Hooks {
        steered: Some((seat, steer)),
        ..Hooks::default()
    };
    play_out(table, grids, first, policies, rules, rng, hooks)
}

/// A steered seat's turn: asked before drawing, and with the card after a draw.
fn steered_turn(
    steer: Steer<'_>,
    policy: Policy,
    table: &mut Table,
    grids: &mut [PlayGrid],
    (player, closer): (usize, Option<usize>),
    rules: &Rules,
    rng: &mut Rng,
) {
    let columns = rules.columns != ColumnRule::Off;
    let view = TurnView {
        grids,
        discard: &table.discard,
        player,
        closer,
        drawn: None,
    };
    match steer(&view) {
        Move::Take(r, c) => take_discard(table, &mut grids[player], r, c),
        _ => {
            let mean = table.mean_unknown(grids);
            let card = table.draw(rng);
            let view = TurnView {
                grids,
                discard: &table.discard,
                player,
                closer,
                drawn: Some(card),
            };
            let mv = steer(&view);
            keep_or_throw(policy, table, grids, player, card, (mv, mean, columns));
        }
    }
    settle_columns(table, &mut grids[player], columns);
}

/// Plays the round on from `first`'s turn until someone closes, then the
/// last turns; reveals.
fn play_out(
    mut table: Table,
    mut grids: Vec<PlayGrid>,
    first: usize,
    policies: &[Policy],
    rules: &Rules,
    rng: &mut Rng,
    mut hooks: Hooks<'_>,
) -> PlayedRound {
    let players = policies.len();
    let mut player = first;
    let mut turns = 0;
    if let Some(closer) = hooks.closed {
        // Closed already: the last turns from `first` to the closer.
        while player != closer && turns < players {
            match (hooks.first_move, turns) {
                (Some(mv), 0) => {
                    let policy = policies[player];
                    play_move(mv, policy, &mut table, &mut grids, player, rules, rng);
                }
                _ => turn(
                    policies[player],
                    &mut table,
                    &mut grids,
                    player,
                    rules,
                    rng,
                    false,
                ),
            }
            turns += 1;
            player = (player + 1) % players;
        }
        return reveal(&grids, closer, turns);
    }
    let closer = loop {
        let advised = hooks.advised.as_ref().is_some_and(|(s, _)| *s == player);
        let mut decision = None;
        if grids[player].hidden() == 1 && (hooks.watch.is_some() || advised) {
            let moment = Moment {
                grids: grids.clone(),
                table: table.clone(),
                player,
                rules: *rules,
            };
            if let Some(watch) = hooks.watch.as_mut() {
                watch(&moment);
            }
            if let Some((_, advise)) = hooks.advised.as_mut().filter(|_| advised) {
                decision = advise(&moment);
            }
        }
        let steered = hooks.steered.as_mut().filter(|(s, _)| *s == player);
        if let (Some(mv), 0) = (hooks.first_move, turns) {
            let policy = policies[player];
            play_move(mv, policy, &mut table, &mut grids, player, rules, rng);
        } else if let Some((_, steer)) = steered {
            let policy = policies[player];
            steered_turn(
                &mut **steer,
                policy,
                &mut table,
                &mut grids,
                (player, None),
                rules,
                rng,
            );
        } else if decision == Some(true) {
            // Closes now: the last card is turned.
            grids[player].turn_one();
            if rules.columns != ColumnRule::Off {
                let gone = grids[player].remove_columns();
                let top = table
                    .discard
                    .pop()
                    .expect("the discard pile is never empty");
                table.discard.extend(gone);
                table.discard.push(top);
            }
        } else {
            let hold = decision == Some(false) || (hooks.hold_first && turns == 0);
            turn(
                policies[player],
                &mut table,
                &mut grids,
                player,
                rules,
                rng,
                hold,
            );
        }
        turns += 1;
        if grids[player].hidden() == 0 || turns >= MAX_TURNS {
            break player;
        }
        player = (player + 1) % players;
    };
    // Everyone else plays one last turn, in order.
    for k in 1..players {
        let seat = (closer + k) % players;
        if let Some((_, steer)) = hooks.steered.as_mut().filter(|(s, _)| *s == seat) {
            let policy = policies[seat];
            steered_turn(
                &mut **steer,
                policy,
                &mut table,
                &mut grids,
                (seat, Some(closer)),
                rules,
                rng,
            );
        } else {
            turn(
                policies[seat],
                &mut table,
                &mut grids,
                seat,
                rules,
                rng,
                false,
            );
        }
        turns += 1;
    }
    reveal(&grids, closer, turns)
}

/// Every card turned: the round as played.
fn reveal(grids: &[PlayGrid], closer: usize, turns: usize) -> PlayedRound {
    let mut entries: Vec<Entry> = grids.iter().map(PlayGrid::revealed).collect();
    forget_extra_removed(&mut entries);
    PlayedRound {
        entries,
        closer,
        turns,
    }
}

/// Cards of a removed column go to the discard pile and may come back into
/// play; where the round would then show more copies of a value than the
/// deck has, the removed cells of that value are written as plain `x`.
fn forget_extra_removed(entries: &mut [Entry]) {
    loop {
        let mut count = deck::CardCount::default();
        for entry in entries.iter() {
            entry.count_cards(&mut count);
        }
        let Some((value, _)) = count.first_excess() else {
            return;
        };
        let cell = entries.iter_mut().find_map(|e| match e {
            Entry::Grid(g) => g
                .cells
                .iter_mut()
                .flatten()
                .find(|c| **c == Cell::Removed(Some(value))),
            Entry::Total(_) | Entry::Action { .. } => None,
        });
        match cell {
            Some(cell) => *cell = Cell::Removed(None),
            None => return,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Rules, score_round};

    #[test]
    fn a_played_round_is_a_real_deal_that_scores() {
        let rules = Rules::default();
        let mut rng = Rng(7);
        for players in 2..=8 {
            for _ in 0..50 {
                let round = play_round(players, |_| 0, &rules, &mut rng, None);
                assert_eq!(round.entries.len(), players);
                // Every card of the grids is a card of one deck: the engine's
                // deck check would refuse more copies than the deck has.
                let scored = score_round(&rules, &round.entries, round.closer).unwrap();
                assert_eq!(scored.verdict.closer, round.closer);
                assert!(round.turns < MAX_TURNS);
            }
        }
    }

    #[test]
    fn greedy_play_lands_where_greedy_play_does() {
        let rules = Rules::default();
        let mut rng = Rng(2026);
        let (mut sum, mut n, mut doubled, mut rounds) = (0i64, 0i64, 0, 0);
        for _ in 0..2_000 {
            let round = play_round(4, |_| 0, &rules, &mut rng, None);
            let scored = score_round(&rules, &round.entries, round.closer).unwrap();
            for p in &scored.players {
                sum += i64::from(p.raw);
                n += 1;
            }
            doubled += usize::from(scored.verdict.doubled);
            rounds += 1;
        }
        let mean = sum as f64 / n as f64;
        let share = doubled as f64 / rounds as f64;
        assert!((10.0..=30.0).contains(&mean), "mean raw score {mean}");
        assert!((0.1..=0.6).contains(&share), "doubled share {share}");
    }

    #[test]
    fn the_same_seed_plays_the_same_round() {
        let rules = Rules::default();
        let a = play_round(3, |_| 1, &rules, &mut Rng(5), None);
        let b = play_round(3, |_| 1, &rules, &mut Rng(5), None);
        assert_eq!(a.entries, b.entries);
        assert_eq!(a.closer, b.closer);
    }
}
