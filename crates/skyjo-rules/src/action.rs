//! Skyjo Action as a named rule set: the star card, rows and columns removed,
//! the bonuses for lines of stars and the action cards left in hand.
//!
//! Where each rule comes from (the engine's own choices are marked so):
//!
//! - **Publisher** (Magilano's description of Skyjo Action): the playing cards
//!   are the classic values -2..12 and star cards; a star stands for any value
//!   of its column or row, so it helps to complete a line; a column of three
//!   equal cards and a row of four equal cards are removed; three stars in a
//!   complete column score -10 and four stars in a complete row -15; the
//!   closer's doubling and the end of the game (a total of 100 or more) are
//!   the classic game's.
//! - **Common table practice** (not in the publisher's text the project
//!   has): a star standing alone counts 0; an action card still held in hand
//!   at the end of the round adds +10 to that player's raw round score (before
//!   the doubling).
//! - **Sources differ**: whether a line of stars, besides its bonus, is also
//!   removed ([`StarLines`], default: it is).
//! - **Assumed** (no rule book gives the counts): the deck ([`ActionDeck`]).
//! - **The engine's choice**: how lines meet (below).
//!
//! # Lines
//!
//! A line is a column of three cells or a row of four. A line is complete
//! when all its cells are face-up cards (an `x` breaks it: a row needs four
//! cards) and the cards other than stars are all equal: a line of stars and
//! equal cards, or of stars only. Every complete line of the grid **as
//! entered** (the end-of-round state, the final reveal included) is found
//! first, and then they are removed together: a card in a complete row and a
//! complete column is removed once, and a star stands for a value in each line
//! it completes, even two different values (`* 5 5 5` across, `* 7 7` down:
//! both go). A complete line of only stars scores its bonus, whatever the
//! setting; it is removed too unless the game keeps star lines. A line
//! removed during play is entered as `x` (every cell: a whole column or row),
//! `x9` to record a 9, `x*` to record a star; a line recorded as all stars
//! scored its bonus when it went.
//!
//! Raw score = the cards left (a star counts 0) + the star bonuses + 10 for
//! each action card held. The closer's doubling is [`crate::judge`] on these
//! raw scores, with the doubling settings of [`Rules`]; the `columns` and
//! `rows` fields of [`Rules`] do not apply (Skyjo Action removes both lines).
//!
//! ```
//! use skyjo_rules::Rules;
//! use skyjo_rules::action::{ActionGrid, ActionRules, score_action_round};
//!
//! let anna = ActionGrid::parse("Anna", "* 5 5 5 / 1 2 3 4 / 0 1 2 3")?;
//! let bertil = ActionGrid::parse("Bertil", "* 2 3 4 / * 5 6 7 / * 1 1 1")?;
//! let round = score_action_round(
//!     &Rules::default(),
//!     &ActionRules::default(),
//!     &[anna, bertil],
//!     &[1, 0],
//!     0,
//! )?;
//! // Anna: the row of 5s goes, 16 left, one action card held: 26, doubled.
//! // Bertil: the column of stars (-10) and the row of 1s go: 27 - 10 = 17.
//! let scores: Vec<i32> = round.players.iter().map(|p| p.score).collect();
//! assert_eq!(scores, [52, 17]);
//! # Ok::<(), skyjo_rules::RuleError>(())
//! ```

use serde::{Deserialize, Serialize};

use super::RuleError;
use super::deck::{CardCount, Deck, MIN_CARD, VALUES};
use super::game::RoundResult;
use super::grid::{self, COLS, Entry, Line, ROWS, Removed};
use super::round::{self, PLAYERS, PlayerScore, RoundScore, Verdict, judged};
use super::settings::{Edition, Rules};

/// The bonus of a complete column of three stars (publisher's).
pub const COLUMN_OF_STARS: i32 = -10;
/// The bonus of a complete row of four stars (publisher's).
pub const ROW_OF_STARS: i32 = -15;
/// What each action card still held at the end of the round adds to the raw
/// score (common table practice).
pub const HELD_ACTION_CARD: i32 = 10;

/// The face of a playing card of Skyjo Action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Face {
    /// A number card, -2..12.
    Value(i8),
    /// A star card (`*`): 0 alone, any value in a line it completes.
    Star,
}

/// One cell of a final Skyjo Action grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ActionCell {
    /// A card face up at the end of the round.
    Card(Face),
    /// A card of a line removed during play (`x`), with its face when recorded
    /// (`x9`, `x*`).
    Removed(Option<Face>),
}

/// A final grid of Skyjo Action, 3 rows by 4 columns, as entered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ActionGrid {
    /// The cells, row by row.
    pub cells: [[ActionCell; COLS]; ROWS],
}

/// Whether a complete line of only stars is removed besides scoring its bonus.
/// Sources differ; either way a star left in the grid counts 0 and lines are
/// found together, so the two score the same and differ in what is removed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StarLines {
    /// The bonus applies and the line is removed: its cards count nothing else.
    #[default]
    Removed,
    /// The bonus applies and the stars stay in the grid.
    Kept,
}

crate::choices!(StarLines { Removed => "removed", Kept => "kept" });

/// The cards of a Skyjo Action deck. The default is assumed, not printed in
/// the rules: -2 x3, -1 x7, 0 x11, 1..12 x7 each and 15 stars (120 playing
/// cards), 27 action cards (9 kinds x 3) and 3 blank cards: 150 in all. A
/// family that counted its own deck sets its counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ActionDeck {
    /// Copies of each number card, indexed by `value - MIN_CARD` (-2 first).
    pub values: [u32; 15],
    /// Star cards.
    pub stars: u32,
    /// Action cards.
    pub actions: u32,
    /// Blank cards (no use in scoring; counted for the deck's size).
    pub blanks: u32,
}

impl Default for ActionDeck {
    fn default() -> Self {
        let mut values = [7; 15];
        // -2, -1 and 0 (indexed from -2); 1..12 keep 7 each.
        values[0] = 3;
        values[2] = 11;
        ActionDeck {
            values,
            stars: 15,
            actions: 27,
            blanks: 3,
        }
    }
}

impl ActionDeck {
    /// Copies of the number card `value` (0 for a value that is not a card).
    pub fn copies(&self, value: i8) -> u32 {
        if VALUES.contains(&value) {
            self.values[(value - MIN_CARD) as usize]
        } else {
            0
        }
    }

    /// Sets the copies of the number card `value`, which must be a card.
    pub fn set_copies(&mut self, value: i8, copies: u32) {
        assert!(VALUES.contains(&value), "{value} is not a card");
        self.values[(value - MIN_CARD) as usize] = copies;
    }

    /// The playing cards: number cards and stars.
    pub fn playing_cards(&self) -> u32 {
        self.values.iter().sum::<u32>() + self.stars
    }

    /// Every card of the deck.
    pub fn size(&self) -> u32 {
        self.playing_cards() + self.actions + self.blanks
    }
}

/// The settings of Skyjo Action besides the classic ones of [`Rules`].
/// Stored as JSON with a game; a field missing takes its default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct ActionRules {
    /// Whether a line of stars is removed besides scoring its bonus.
    pub star_lines: StarLines,
    /// The deck the round's cards are checked against.
    pub deck: ActionDeck,
}

impl ActionRules {
    /// Whether these are the default settings (a stored game leaves them out).
    pub fn is_default(&self) -> bool {
        *self == ActionRules::default()
    }
}

/// One removed line of an Action grid and why it went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActionRemoval {
    /// Which line.
    pub line: Line,
    /// When it went.
    pub when: Removed,
    /// The value of its equal number cards; `None` for a line of only stars,
    /// or a line removed in play whose values were not recorded.
    pub value: Option<i8>,
    /// The cells of the line that are stars (`*`, or `x*` in play), as (row,
    /// column) from 0: the stars that filled it.
    pub stars: Vec<(usize, usize)>,
}

impl ActionRemoval {
    /// Whether stars filled the line (some of its cells are stars).
    pub fn star_filled(&self) -> bool {
        !self.stars.is_empty()
    }

    /// Whether the line is all stars: a star line, which scored its bonus.
    pub fn only_stars(&self) -> bool {
        self.stars.len() == line_cells(self.line).len()
    }
}

/// The bonus of one line of only stars.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StarBonus {
    /// Which line.
    pub line: Line,
    /// Its points: [`COLUMN_OF_STARS`] or [`ROW_OF_STARS`].
    pub points: i32,
    /// Whether the line was removed (in play, or at the reveal under
    /// [`StarLines::Removed`]).
    pub removed: bool,
}

/// The raw score of an Action grid and how it came about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActionGridScore {
    /// The sum of the cards left in the grid (a star counts 0).
    pub cards: i32,
    /// Every removed line, columns first (left to right), then rows (top down).
    pub removals: Vec<ActionRemoval>,
    /// Every line of only stars, in the same order.
    pub bonuses: Vec<StarBonus>,
    /// The sum of the star bonuses (0 or below).
    pub bonus: i32,
    /// The action cards held at the end of the round.
    pub held: u32,
    /// What they add: [`HELD_ACTION_CARD`] each.
    pub penalty: i32,
    /// The raw round score: `cards + bonus + penalty`.
    pub raw: i32,
    /// Which cells are left in the grid (count towards `cards`).
    pub counted: [[bool; COLS]; ROWS],
}

/// Every line, in the order they are reported: columns, then rows.
const LINES: [Line; COLS + ROWS] = [
    Line::Column(0),
    Line::Column(1),
    Line::Column(2),
    Line::Column(3),
    Line::Row(0),
    Line::Row(1),
    Line::Row(2),
];

/// The (row, column) cells of a line.
fn line_cells(line: Line) -> Vec<(usize, usize)> {
    match line {
        Line::Column(c) => (0..ROWS).map(|r| (r, c)).collect(),
        Line::Row(r) => (0..COLS).map(|c| (r, c)).collect(),
    }
}

/// The classic settings that say which `x` lines are whole: columns and rows.
fn both_lines() -> Rules {
    Rules {
        rows: true,
        ..Rules::default()
    }
}

/// Reads one cell of Action grid text: a card, `*`, `x`, `x9` or `x*`.
pub fn parse_action_cell(who: &str, token: &str) -> Result<ActionCell, RuleError> {
    match token {
        "*" => return Ok(ActionCell::Card(Face::Star)),
        "x*" | "X*" => return Ok(ActionCell::Removed(Some(Face::Star))),
        _ => {}
    }
    match grid::parse_cell(who, token) {
        Ok(grid::Cell::Card(v)) => Ok(ActionCell::Card(Face::Value(v))),
        Ok(grid::Cell::Removed(v)) => Ok(ActionCell::Removed(v.map(Face::Value))),
        Err(RuleError::NotACard { who, token }) => Err(RuleError::ActionNotACard { who, token }),
        Err(other) => Err(other),
    }
}

impl ActionGrid {
    /// Parses `who`'s grid: the classic syntax (12 cells in row order, `/`
    /// between rows optional, `x` for a card removed in play) with `*` for a
    /// star and `x*` for a removed star. Refuses a grid of another shape, a
    /// face-down card, and `x` cells that do not make a whole column or row
    /// (or whose recorded values differ).
    pub fn parse(who: &str, text: &str) -> Result<ActionGrid, RuleError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(RuleError::EmptyEntry { who: who.into() });
        }
        let cells = grid::parse_cells(who, text, |token| parse_action_cell(who, token))?;
        let grid = ActionGrid { cells };
        grid.check_removed(who)?;
        Ok(grid)
    }

    /// Every `x` stands in a whole removed column or row whose recorded
    /// number values agree (a recorded star agrees with any).
    fn check_removed(&self, who: &str) -> Result<(), RuleError> {
        for line in LINES {
            let faces: Option<Vec<Option<Face>>> = line_cells(line)
                .into_iter()
                .map(|(r, c)| match self.cells[r][c] {
                    ActionCell::Removed(face) => Some(face),
                    ActionCell::Card(_) => None,
                })
                .collect();
            let Some(faces) = faces else { continue };
            let mut values = faces.iter().filter_map(|face| match face {
                Some(Face::Value(v)) => Some(*v),
                _ => None,
            });
            if let Some(a) = values.next()
                && let Some(b) = values.find(|&v| v != a)
            {
                return Err(RuleError::RemovedMismatch {
                    who: who.into(),
                    line,
                    a,
                    b,
                });
            }
        }
        let removed = self
            .cells
            .map(|row| row.map(|cell| matches!(cell, ActionCell::Removed(_))));
        if let Some((c, removed)) = grid::partial_column(&removed, &both_lines()) {
            return Err(RuleError::PartialColumn {
                who: who.into(),
                column: c + 1,
                removed,
                rows: true,
            });
        }
        Ok(())
    }

    /// The grid written back as text that [`ActionGrid::parse`] reads to the same grid.
    pub fn to_text(&self) -> String {
        let face = |face: Face| match face {
            Face::Value(v) => v.to_string(),
            Face::Star => "*".to_string(),
        };
        self.cells
            .iter()
            .map(|row| {
                row.iter()
                    .map(|cell| match *cell {
                        ActionCell::Card(f) => face(f),
                        ActionCell::Removed(None) => "x".to_string(),
                        ActionCell::Removed(Some(f)) => format!("x{}", face(f)),
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect::<Vec<_>>()
            .join(" / ")
    }

    /// Adds the cards this grid shows to `count`: number cards and stars,
    /// face up and recorded removed (`x9`, `x*`).
    pub fn count_cards(&self, count: &mut CardCount) {
        for cell in self.cells.iter().flatten() {
            if let ActionCell::Card(face) | ActionCell::Removed(Some(face)) = *cell {
                count.add_face(face);
            }
        }
    }
}

/// Scores an Action grid with `held` action cards in hand: the lines removed
/// in play and at the reveal (all complete lines found first, removed
/// together), the star bonuses, the held-card penalty and the raw total.
/// `held` is not checked against the deck here; [`score_action_round`] does.
pub fn score_action_grid(
    grid: &ActionGrid,
    action_rules: &ActionRules,
    held: u32,
) -> ActionGridScore {
    let mut counted = grid
        .cells
        .map(|row| row.map(|cell| matches!(cell, ActionCell::Card(_))));
    let mut removals = Vec::new();
    let mut bonuses = Vec::new();
    for line in LINES {
        let cells = line_cells(line);
        let points = match line {
            Line::Column(_) => COLUMN_OF_STARS,
            Line::Row(_) => ROW_OF_STARS,
        };
        let faces: Vec<ActionCell> = cells.iter().map(|&(r, c)| grid.cells[r][c]).collect();
        let stars: Vec<(usize, usize)> = cells
            .iter()
            .zip(&faces)
            .filter(|(_, cell)| {
                matches!(
                    cell,
                    ActionCell::Card(Face::Star) | ActionCell::Removed(Some(Face::Star))
                )
            })
            .map(|(&at, _)| at)
            .collect();
        let value = faces.iter().find_map(|cell| match cell {
            ActionCell::Card(Face::Value(v)) | ActionCell::Removed(Some(Face::Value(v))) => {
                Some(*v)
            }
            _ => None,
        });
        let only_stars = stars.len() == cells.len();
        if faces
            .iter()
            .all(|cell| matches!(cell, ActionCell::Removed(_)))
        {
            if only_stars {
                bonuses.push(StarBonus {
                    line,
                    points,
                    removed: true,
                });
            }
            removals.push(ActionRemoval {
                line,
                when: Removed::InPlay,
                value,
                stars,
            });
            continue;
        }
        let complete = faces.iter().all(|cell| match cell {
            ActionCell::Card(Face::Star) => true,
            ActionCell::Card(Face::Value(v)) => Some(*v) == value,
            ActionCell::Removed(_) => false,
        });
        if !complete {
            continue;
        }
        let removed = !only_stars || action_rules.star_lines == StarLines::Removed;
        if only_stars {
            bonuses.push(StarBonus {
                line,
                points,
                removed,
            });
        }
        if removed {
            for &(r, c) in &cells {
                counted[r][c] = false;
            }
            removals.push(ActionRemoval {
                line,
                when: Removed::AtReveal,
                value,
                stars,
            });
        }
    }
    let cards = grid
        .cells
        .iter()
        .flatten()
        .zip(counted.iter().flatten())
        .map(|(cell, &counts)| match cell {
            ActionCell::Card(Face::Value(v)) if counts => i32::from(*v),
            _ => 0,
        })
        .sum();
    let bonus = bonuses.iter().map(|b| b.points).sum();
    let penalty = HELD_ACTION_CARD * held as i32;
    ActionGridScore {
        cards,
        removals,
        bonuses,
        bonus,
        held,
        penalty,
        raw: cards + bonus + penalty,
        counted,
    }
}

/// One player's result for an Action round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActionPlayerScore {
    /// The raw round score: cards left, star bonuses and held action cards.
    pub raw: i32,
    /// Whether this score was doubled (only ever the closer).
    pub doubled: bool,
    /// The score that goes on the sheet.
    pub score: i32,
    /// How the raw score came about.
    pub grid: ActionGridScore,
}

/// A scored Action round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActionRoundScore {
    /// One result per player, in the order the grids were given.
    pub players: Vec<ActionPlayerScore>,
    /// The decision about the closer, on the raw scores.
    pub verdict: Verdict,
}

impl ActionRoundScore {
    /// What the game's standings need of this round ([`crate::standings`]):
    /// the end of an Action game is the classic one.
    pub fn result(&self) -> RoundResult {
        RoundResult {
            scores: self.players.iter().map(|p| p.score).collect(),
            closer: self.verdict.closer,
        }
    }
}

/// Scores an Action round: every player's final grid and the action cards
/// they hold (`held[i]` for `entries[i]`); `closer` indexes `entries`. The
/// doubling is the classic one of `rules` on the raw scores.
///
/// Refuses a table of fewer than 2 or more than 8, a held count below 0 or
/// above the deck's action cards (its `who` is the player's place, from 1),
/// and what [`score_action_entries`] refuses.
///
/// Panics when `held` and `entries` differ in length or `closer` is not a player.
pub fn score_action_round(
    rules: &Rules,
    action_rules: &ActionRules,
    entries: &[ActionGrid],
    held: &[i32],
    closer: usize,
) -> Result<ActionRoundScore, RuleError> {
    assert_eq!(held.len(), entries.len(), "one held count per player");
    let mut round_entries = Vec::with_capacity(entries.len());
    for (player, (&grid, &count)) in entries.iter().zip(held).enumerate() {
        let held = check_held(&(player + 1).to_string(), i64::from(count), action_rules)?;
        round_entries.push(Entry::Action { grid, held });
    }
    let rules = Rules {
        edition: Edition::Action,
        action: *action_rules,
        ..*rules
    };
    let round = score_action_entries(&rules, &round_entries, closer)?;
    let players = round
        .players
        .into_iter()
        .map(|p| ActionPlayerScore {
            raw: p.raw,
            doubled: p.doubled,
            score: p.score,
            grid: p.action.expect("every entry is a grid"),
        })
        .collect();
    Ok(ActionRoundScore {
        players,
        verdict: round.verdict,
    })
}

/// `who`'s count of held action cards, if the deck of `action_rules` allows it.
pub fn check_held(who: &str, held: i64, action_rules: &ActionRules) -> Result<u32, RuleError> {
    let max = action_rules.deck.actions;
    match u32::try_from(held) {
        Ok(n) if n <= max => Ok(n),
        _ => Err(RuleError::HeldOutOfRange {
            who: who.into(),
            held,
            max,
        }),
    }
}

/// The cards an Action grid shows as a classic grid would show them: a grid of
/// the classic syntax (no star) read into a game of Skyjo Action.
pub fn from_classic(grid: &grid::Grid) -> ActionGrid {
    ActionGrid {
        cells: grid.cells.map(|row| {
            row.map(|cell| match cell {
                grid::Cell::Card(v) => ActionCell::Card(Face::Value(v)),
                grid::Cell::Removed(v) => ActionCell::Removed(v.map(Face::Value)),
            })
        }),
    }
}

/// Scores a round of a Skyjo Action game (`rules.edition` is Action): every
/// player's entry, a grid with held action cards or a bare total; `closer`
/// indexes `entries`. [`crate::score_round`] hands an Action game here.
///
/// Refuses a table of fewer than 2 or more than 8, more action cards held by
/// all players together than the deck has, and a round showing more stars, or
/// more copies of a value, than the deck has (all grids together, recorded
/// removed cards included).
///
/// Panics when `closer` is not a player.
pub fn score_action_entries(
    rules: &Rules,
    entries: &[Entry],
    closer: usize,
) -> Result<RoundScore, RuleError> {
    if !PLAYERS.contains(&entries.len()) {
        return Err(RuleError::PlayerCount {
            found: entries.len(),
        });
    }
    assert!(closer < entries.len(), "closer index out of range");
    let grids: Vec<Option<(ActionGrid, u32)>> = entries
        .iter()
        .map(|entry| match *entry {
            Entry::Action { grid, held } => Some((grid, held)),
            Entry::Grid(grid) => Some((from_classic(&grid), 0)),
            Entry::Total(_) => None,
        })
        .collect();
    let mut count = CardCount::default();
    for (grid, _) in grids.iter().flatten() {
        grid.count_cards(&mut count);
    }
    let held_in_all = grids.iter().flatten().map(|&(_, held)| held).sum();
    if let Some(err) = Deck::Action(rules.action.deck).over_in_round(&count, held_in_all) {
        return Err(err);
    }
    let action_rules = Rules {
        edition: Edition::Action,
        ..*rules
    };
    let players: Vec<PlayerScore> = entries
        .iter()
        .map(|entry| round::score_entry(&action_rules, entry))
        .collect();
    Ok(judged(rules, players, closer))
}

/// The lowest raw score an Action grid can make: twelve stars, every column
/// and row a line of stars.
pub const MIN_TOTAL: i32 = COLS as i32 * COLUMN_OF_STARS + ROWS as i32 * ROW_OF_STARS;

/// The highest raw score an Action round can give one player with the deck
/// of `action_rules`: the classic grid's highest (no line of equal cards
/// left) and every action card of the deck held.
pub fn max_total(action_rules: &ActionRules) -> i32 {
    4 * (12 + 12 + 11) + HELD_ACTION_CARD * action_rules.deck.actions as i32
}

/// Reads what `who` entered for a round of Skyjo Action: a grid (`*` for a
/// star), optionally ending in `held=N` (the action cards held, as a stored
/// entry writes them), or a bare total.
pub fn parse_entry(who: &str, text: &str, rules: &Rules) -> Result<Entry, RuleError> {
    let text = text.trim();
    let (grid_text, held) = match text.rsplit_once(char::is_whitespace) {
        Some((rest, last)) if last.starts_with("held=") => {
            let count = &last["held=".len()..];
            let held = count
                .parse::<i64>()
                .map_err(|_| RuleError::ActionNotACard {
                    who: who.into(),
                    token: last.into(),
                })?;
            (rest.trim_end(), check_held(who, held, &rules.action)?)
        }
        _ => (text, 0),
    };
    if grid_text.is_empty() {
        return Err(RuleError::EmptyEntry { who: who.into() });
    }
    if !grid_text.contains('/')
        && !grid_text.contains(char::is_whitespace)
        && let Ok(total) = grid_text.parse::<i32>()
    {
        if held > 0 {
            return Err(RuleError::HeldWithTotal { who: who.into() });
        }
        return grid::total_within(who, total, MIN_TOTAL..=max_total(&rules.action));
    }
    let grid = ActionGrid::parse(who, grid_text)?;
    Ok(Entry::Action { grid, held })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Choice, Doubling, Entry, Reason, standings};
    use proptest::prelude::*;

    fn grid(text: &str) -> ActionGrid {
        ActionGrid::parse("Anna", text).unwrap()
    }

    fn score(text: &str) -> ActionGridScore {
        score_action_grid(&grid(text), &ActionRules::default(), 0)
    }

    fn kept() -> ActionRules {
        ActionRules {
            star_lines: StarLines::Kept,
            ..ActionRules::default()
        }
    }

    fn lines(score: &ActionGridScore) -> Vec<Line> {
        score.removals.iter().map(|r| r.line).collect()
    }

    fn round(texts: &[&str], held: &[i32], closer: usize) -> Result<ActionRoundScore, RuleError> {
        round_with(
            &Rules::default(),
            &ActionRules::default(),
            texts,
            held,
            closer,
        )
    }

    fn round_with(
        rules: &Rules,
        action_rules: &ActionRules,
        texts: &[&str],
        held: &[i32],
        closer: usize,
    ) -> Result<ActionRoundScore, RuleError> {
        let grids: Vec<ActionGrid> = texts.iter().map(|t| grid(t)).collect();
        score_action_round(rules, action_rules, &grids, held, closer)
    }

    fn scores(round: &ActionRoundScore) -> Vec<i32> {
        round.players.iter().map(|p| p.score).collect()
    }

    #[test]
    fn a_row_of_four_with_one_star_is_removed() {
        let s = score("5 5 * 5 / 1 2 3 4 / 2 3 4 6");
        assert_eq!(
            s.removals,
            [ActionRemoval {
                line: Line::Row(0),
                when: Removed::AtReveal,
                value: Some(5),
                stars: vec![(0, 2)],
            }]
        );
        assert!(s.removals[0].star_filled() && !s.removals[0].only_stars());
        // 1 + 2 + 3 + 4 + 2 + 3 + 4 + 6; no bonus, nothing held.
        assert_eq!((s.cards, s.bonus, s.penalty, s.raw), (25, 0, 0, 25));
        assert!(s.bonuses.is_empty());
        // A column of two 4s and a star goes too: 1+2+3+5+6+7+8+9+10.
        let s = score("* 1 2 3 / 4 5 6 7 / 4 8 9 10");
        assert_eq!(lines(&s), [Line::Column(0)]);
        assert_eq!(s.removals[0].value, Some(4));
        assert_eq!(s.raw, 51);
    }

    #[test]
    fn a_column_of_three_stars_scores_minus_10() {
        let text = "* 1 2 3 / * 4 5 6 / * 7 8 9";
        let s = score(text);
        // 1 + ... + 9 = 45, and -10.
        assert_eq!((s.cards, s.bonus, s.raw), (45, -10, 35));
        assert_eq!(
            s.bonuses,
            [StarBonus {
                line: Line::Column(0),
                points: -10,
                removed: true
            }]
        );
        assert_eq!(s.removals[0].value, None);
        assert!(s.removals[0].only_stars());
        // Kept: the same score, and the stars stay.
        let k = score_action_grid(&grid(text), &kept(), 0);
        assert_eq!(k.raw, 35);
        assert!(k.removals.is_empty());
        assert!(!k.bonuses[0].removed);
        assert!(k.counted[0][0]);
    }

    #[test]
    fn a_row_of_four_stars_scores_minus_15_under_both_settings() {
        let text = "* * * * / 1 2 3 4 / 4 3 2 1";
        let removed = score(text);
        assert_eq!((removed.cards, removed.bonus, removed.raw), (20, -15, 5));
        assert_eq!(lines(&removed), [Line::Row(0)]);
        assert_eq!(removed.counted[0], [false; 4]);
        let k = score_action_grid(&grid(text), &kept(), 0);
        assert_eq!((k.cards, k.bonus, k.raw), (20, -15, 5));
        assert!(k.removals.is_empty());
        assert_eq!(k.counted[0], [true; 4]);
        // A kept star row still lends a star to a column: * 4 4 goes either
        // way; 1 2 3 / 2 3 5 are left: 16 - 15.
        let text = "* * * * / 4 1 2 3 / 4 2 3 5";
        for action_rules in [ActionRules::default(), kept()] {
            let s = score_action_grid(&grid(text), &action_rules, 0);
            assert_eq!((s.cards, s.raw), (16, 1));
            assert!(lines(&s).contains(&Line::Column(0)));
        }
        assert_eq!(
            lines(&score_action_grid(&grid(text), &kept(), 0)),
            [Line::Column(0)]
        );
    }

    #[test]
    fn a_row_and_a_column_sharing_a_cell_are_found_first_and_removed_together() {
        let both = [Line::Column(0), Line::Row(0)];
        // The star at the corner completes both lines of 5s.
        let s = score("* 5 5 5 / 5 1 2 3 / 5 2 3 4");
        assert_eq!(lines(&s), both);
        assert_eq!(s.raw, 1 + 2 + 3 + 2 + 3 + 4);
        // It stands for 5 across and 7 down at once.
        let s = score("* 5 5 5 / 7 1 2 3 / 7 2 3 4");
        assert_eq!(lines(&s), both);
        assert_eq!(
            (s.removals[0].value, s.removals[1].value),
            (Some(7), Some(5))
        );
        assert_eq!(s.raw, 15);
        // Equal cards: the shared 7 is removed once.
        assert_eq!(score("7 7 7 7 / 7 1 2 3 / 7 2 3 4").raw, 15);
        // A star column and a star row share a star: both bonuses.
        let s = score("* * * * / * 1 2 3 / * 2 3 4");
        assert_eq!(lines(&s), both);
        assert_eq!((s.cards, s.bonus, s.raw), (15, -25, -10));
        // Twelve stars: every line, 4 x -10 + 3 x -15.
        let s = score("* * * * / * * * * / * * * *");
        assert_eq!((s.removals.len(), s.raw), (7, -85));
        // A removed column breaks the row: a row needs four cards.
        let s = score("x 5 5 5 / x 1 2 3 / x 2 3 4");
        assert_eq!(lines(&s), [Line::Column(0)]);
        assert_eq!(s.removals[0].when, Removed::InPlay);
        assert_eq!(s.raw, 15 + 1 + 2 + 3 + 2 + 3 + 4);
    }

    #[test]
    fn a_star_alone_counts_0() {
        assert_eq!(score("* 1 2 3 / 4 5 6 7 / 8 9 10 11").raw, 66);
        assert_eq!(score("* 1 2 3 / 4 * 6 7 / 8 9 10 11").raw, 61);
        assert!(score("* 1 2 3 / 4 * 6 7 / 8 9 10 11").removals.is_empty());
    }

    #[test]
    fn lines_removed_in_play_and_recorded_stars() {
        // Three recorded stars went in play: the bonus was earned.
        let s = score("x* 1 2 3 / x* 4 5 6 / x* 7 8 9");
        assert_eq!((s.raw, s.bonuses[0].removed), (35, true));
        assert_eq!(s.removals[0].when, Removed::InPlay);
        // Unrecorded: no bonus known.
        assert_eq!(score("x 1 2 3 / x 4 5 6 / x 7 8 9").raw, 45);
        // A recorded star agrees with any value.
        let s = score("x5 1 2 3 / x* 4 5 6 / x5 7 8 9");
        assert_eq!(s.removals[0].value, Some(5));
        assert_eq!(s.removals[0].stars, [(1, 0)]);
        assert_eq!(s.raw, 45);
        // A row removed in play.
        assert_eq!(score("x x x x / 1 2 3 4 / 2 3 4 1").raw, 20);
    }

    #[test]
    fn held_action_cards_add_10_each() {
        let g = grid("1 2 3 4 / 5 6 7 8 / 9 10 11 12");
        let rules = ActionRules::default();
        assert_eq!(score_action_grid(&g, &rules, 0).raw, 78);
        let s = score_action_grid(&g, &rules, 3);
        assert_eq!((s.cards, s.held, s.penalty, s.raw), (78, 3, 30, 108));
        let r = round(
            &[
                "1 2 3 4 / 5 6 7 8 / 9 10 11 12",
                "1 2 3 4 / 5 6 7 8 / 9 10 11 12",
            ],
            &[1, 0],
            1,
        )
        .unwrap();
        assert_eq!(scores(&r), [88, 78]);
    }

    #[test]
    fn an_action_round_doubles_a_closer_not_lowest() {
        let texts = [
            // 19 and one action card held: 29.
            "1 0 3 4 / -2 2 5 0 / 1 3 0 2",
            // Stars down column 1 (-10), the row of 1s goes: 27 - 10 = 17.
            "* 2 3 4 / * 5 6 7 / * 1 1 1",
            // The row of 2s goes: 16 left.
            "2 2 2 * / 1 1 3 3 / 4 0 0 4",
        ];
        let r = round(&texts, &[1, 0, 0], 0).unwrap();
        let raw: Vec<i32> = r.players.iter().map(|p| p.raw).collect();
        assert_eq!(raw, [29, 17, 16]);
        assert_eq!(scores(&r), [58, 17, 16]);
        assert_eq!(r.verdict.reason, Reason::NotLowest);
        assert_eq!(r.verdict.rival, (2, 16));
        assert!(r.players[0].doubled);
        // The end of the game is the classic one.
        let table = standings(&Rules::default(), 3, &[r.result(), r.result()]);
        assert_eq!(table.totals, [116, 34, 32]);
        assert!(table.over);
        // A closer below 0 is not doubled, even beaten: -10 against -28.
        let texts = [
            "* * * * / * 1 2 3 / * 2 3 4",
            "* * * * / * -1 -1 0 / * 0 -1 -2",
        ];
        let r = round(&texts, &[0, 0], 0).unwrap();
        assert_eq!(scores(&r), [-10, -28]);
        assert_eq!(r.verdict.reason, Reason::NotPositive);
        let negative = Rules {
            double_negative: true,
            ..Rules::default()
        };
        let r = round_with(&negative, &ActionRules::default(), &texts, &[0, 0], 0).unwrap();
        assert_eq!(scores(&r), [-20, -28]);
        // A tie for lowest doubles, unless ties are safe: 29 each with held cards.
        let texts = [
            "1 0 3 4 / -2 2 5 0 / 1 3 0 2",
            "1 0 3 4 / -2 2 5 0 / 1 3 0 2",
        ];
        let r = round(&texts, &[1, 1], 1).unwrap();
        assert_eq!(scores(&r), [29, 58]);
        let safe = Rules {
            doubling: Doubling::TieSafe,
            ..Rules::default()
        };
        let r = round_with(&safe, &ActionRules::default(), &texts, &[1, 1], 1).unwrap();
        assert_eq!(scores(&r), [29, 29]);
    }

    #[test]
    fn the_deck_holds_120_playing_cards_and_27_action_cards() {
        let deck = ActionDeck::default();
        assert_eq!((deck.playing_cards(), deck.size()), (120, 150));
        assert_eq!(
            (deck.copies(-2), deck.copies(-1), deck.copies(0)),
            (3, 7, 11)
        );
        assert!((1..=12).all(|v| deck.copies(v) == 7));
        assert_eq!((deck.copies(13), deck.stars, deck.actions), (0, 15, 27));
    }

    #[test]
    fn the_round_is_checked_against_the_deck() {
        let twelve = "* * * * / * * * * / * * * *";
        let four = "* * * * / 1 2 3 4 / 4 3 2 1";
        assert_eq!(
            round(&[twelve, four], &[0, 0], 0).unwrap_err(),
            RuleError::StarsExceeded {
                found: 16,
                copies: 15
            }
        );
        // A family that counted 16 stars in its deck.
        let mut counted = ActionRules::default();
        counted.deck.stars = 16;
        let r = round_with(&Rules::default(), &counted, &[twelve, four], &[0, 0], 0).unwrap();
        assert_eq!(scores(&r), [-85, 5]);
        // Recorded removed cards count: four -2 against the deck's three.
        let minus_twos = [
            "x-2 1 2 3 / x-2 4 5 6 / x-2 7 8 9",
            "-2 1 2 3 / 4 5 6 7 / 8 9 10 11",
        ];
        assert_eq!(
            round(&minus_twos, &[0, 0], 0).unwrap_err(),
            RuleError::DeckExceeded {
                value: -2,
                found: 4,
                copies: 3
            }
        );
        let mut counted = ActionRules::default();
        counted.deck.set_copies(-2, 4);
        assert!(round_with(&Rules::default(), &counted, &minus_twos, &[0, 0], 0).is_ok());
        // Held action cards: 0 to 27 each, 27 in all.
        let plain = [
            "1 2 3 4 / 5 6 7 8 / 9 10 11 12",
            "0 0 1 1 / 2 2 3 3 / 4 4 5 5",
        ];
        assert_eq!(
            round(&plain, &[-1, 0], 0).unwrap_err(),
            RuleError::HeldOutOfRange {
                who: "1".into(),
                held: -1,
                max: 27
            }
        );
        assert_eq!(
            round(&plain, &[0, 28], 0).unwrap_err(),
            RuleError::HeldOutOfRange {
                who: "2".into(),
                held: 28,
                max: 27
            }
        );
        assert_eq!(
            round(&plain, &[14, 14], 0).unwrap_err(),
            RuleError::HeldExceeded {
                found: 28,
                copies: 27
            }
        );
        assert_eq!(scores(&round(&plain, &[27, 0], 1).unwrap()), [348, 30]);
        assert_eq!(
            round(&plain[..1], &[0], 0).unwrap_err(),
            RuleError::PlayerCount { found: 1 }
        );
    }

    #[test]
    fn bad_grids_say_what_is_wrong() {
        let err = |text: &str| ActionGrid::parse("Anna", text).unwrap_err();
        let anna = || "Anna".to_string();
        assert_eq!(
            err("1 2 3 / 4 5 6 / 7 8 9"),
            RuleError::RowLength {
                who: anna(),
                row: 1,
                found: 3
            }
        );
        assert_eq!(
            err("1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 1 2 3 4"),
            RuleError::RowCount {
                who: anna(),
                found: 4
            }
        );
        assert_eq!(
            err("* 2 3 4 5 6 7 8 9 10 11"),
            RuleError::CellCount {
                who: anna(),
                found: 11
            }
        );
        assert_eq!(
            err("star 2 3 4 / 5 6 7 8 / 9 10 11 12"),
            RuleError::ActionNotACard {
                who: anna(),
                token: "star".into()
            }
        );
        assert_eq!(
            err("13 2 3 4 / 5 6 7 8 / 9 10 11 12"),
            RuleError::CardOutOfRange {
                who: anna(),
                value: 13
            }
        );
        assert_eq!(
            err("? 2 3 4 / 5 6 7 8 / 9 10 11 12"),
            RuleError::FaceDown { who: anna() }
        );
        assert_eq!(
            err("x 2 3 4 / 5 6 7 8 / 1 2 3 4"),
            RuleError::PartialColumn {
                who: anna(),
                column: 1,
                removed: 1,
                rows: true
            }
        );
        assert_eq!(
            err("x5 1 2 3 / x* 4 5 6 / x6 7 8 9"),
            RuleError::RemovedMismatch {
                who: anna(),
                line: Line::Column(0),
                a: 5,
                b: 6
            }
        );
        assert_eq!(err("  "), RuleError::EmptyEntry { who: anna() });
        // A star or held cards in a classic game: refused, and said why.
        assert_eq!(
            Entry::parse("Anna", "* 2 3 4 / 5 6 7 8 / 9 10 11 12", &Rules::default()),
            Err(RuleError::StarInClassic { who: anna() })
        );
        assert_eq!(
            Entry::parse(
                "Anna",
                "1 2 3 4 / 5 6 7 8 / 9 10 11 12 held=1",
                &Rules::default()
            ),
            Err(RuleError::HeldInClassic { who: anna() })
        );
        // Text round-trips.
        let text = "x* 1 * 3 / x5 4 5 6 / x 7 8 -2";
        assert_eq!(grid(text).to_text(), text);
        assert_eq!(grid("X* 1 * 3 x5 4 5 6 X 7 8 -2").to_text(), text);
    }

    #[test]
    fn new_errors_carry_their_message_ids() {
        let ids = [
            RuleError::ActionNotACard {
                who: String::new(),
                token: "a".into(),
            },
            RuleError::StarsExceeded {
                found: 16,
                copies: 15,
            },
            RuleError::HeldOutOfRange {
                who: "1".into(),
                held: -1,
                max: 27,
            },
            RuleError::HeldExceeded {
                found: 28,
                copies: 27,
            },
        ]
        .map(|e| e.message().id);
        assert_eq!(
            ids,
            [
                "rule-action-not-a-card",
                "rule-action-stars-exceeded",
                "rule-action-held-range",
                "rule-action-held-exceeded"
            ]
        );
        let held = RuleError::HeldOutOfRange {
            who: "Anna".into(),
            held: 28,
            max: 27,
        };
        assert_eq!(
            held.message().to_string(),
            "rule-action-held-range(who: Anna, held: 28, max: 27)"
        );
    }

    fn action() -> Rules {
        Rules {
            edition: crate::Edition::Action,
            ..Rules::default()
        }
    }

    #[test]
    fn an_action_game_reads_stars_held_cards_and_totals_and_scores_them_together() {
        let rules = action();
        let anna = Entry::parse("Anna", "* 5 5 5 / 1 2 3 4 / 0 1 2 3 held=1", &rules).unwrap();
        assert_eq!(anna.held(), 1);
        assert_eq!(
            anna.to_text(),
            "* 5 5 5 / 1 2 3 4 / 0 1 2 3 held=1",
            "the stored text reads back to the same entry"
        );
        let bertil = Entry::parse("Bertil", "* 2 3 4 / * 5 6 7 / * 1 1 1", &rules).unwrap();
        let cilla = Entry::parse("Cilla", "-60", &rules).unwrap();
        assert_eq!(
            cilla,
            Entry::Total(-60),
            "star bonuses take a total below -17"
        );
        // score_round hands an Action game to the Action scorer: the docs' round.
        let round = crate::score_round(&rules, &[anna, bertil, cilla], 0).unwrap();
        let scores: Vec<i32> = round.players.iter().map(|p| p.score).collect();
        assert_eq!(scores, [52, 17, -60]);
        assert_eq!(round.players[1].removals().len(), 2);
        assert_eq!(round.players[1].action.as_ref().unwrap().bonus, -10);
        // The same through with_held, as the command line sets it.
        let plain = Entry::parse("Anna", "* 5 5 5 / 1 2 3 4 / 0 1 2 3", &rules).unwrap();
        assert_eq!(plain.with_held("Anna", 1, &rules).unwrap(), anna);
        assert_eq!(
            plain.with_held("Anna", 28, &rules),
            Err(RuleError::HeldOutOfRange {
                who: "Anna".into(),
                held: 28,
                max: 27
            })
        );
        assert_eq!(
            cilla.with_held("Cilla", 1, &rules),
            Err(RuleError::HeldWithTotal {
                who: "Cilla".into()
            })
        );
        assert_eq!(cilla.with_held("Cilla", 0, &rules), Ok(cilla));
        assert_eq!(
            Entry::parse("Cilla", "12 held=1", &rules),
            Err(RuleError::HeldWithTotal {
                who: "Cilla".into()
            })
        );
        assert_eq!(
            Entry::parse("Cilla", "-86", &rules),
            Err(RuleError::ImpossibleTotal {
                who: "Cilla".into(),
                total: -86,
                min: -85,
                max: 140 + 270
            })
        );
        assert_eq!(
            Entry::parse("Anna", "1 2 3 4 / 5 6 7 8 / 9 10 11 12 held=-1", &rules),
            Err(RuleError::HeldOutOfRange {
                who: "Anna".into(),
                held: -1,
                max: 27
            })
        );
        let classic =
            Entry::parse("Anna", "1 2 3 4 / 5 6 7 8 / 9 10 11 12", &Rules::default()).unwrap();
        assert_eq!(
            classic.with_held("Anna", 1, &Rules::default()),
            Err(RuleError::HeldInClassic { who: "Anna".into() })
        );
    }

    #[test]
    fn a_round_with_more_held_cards_or_stars_than_the_deck_is_refused_through_score_round() {
        let mut rules = action();
        rules.action.deck.actions = 3;
        rules.action.deck.stars = 2;
        let entry = |text: &str| Entry::parse("A", text, &rules).unwrap();
        let two = entry("* 1 2 3 / 4 5 6 7 / 8 9 10 11 held=2");
        assert_eq!(
            crate::score_round(&rules, &[two, two], 0).unwrap_err(),
            RuleError::HeldExceeded {
                found: 4,
                copies: 3
            }
        );
        let stars = entry("* * 2 3 / 4 5 6 7 / 8 9 10 11");
        let none = entry("1 1 2 3 / 4 5 6 7 / 8 9 10 11");
        assert_eq!(
            crate::score_round(
                &rules,
                &[stars, stars.with_held("A", 0, &rules).unwrap()],
                0
            )
            .unwrap_err(),
            RuleError::StarsExceeded {
                found: 4,
                copies: 2
            }
        );
        assert!(crate::score_round(&rules, &[stars, none], 0).is_ok());
    }

    #[test]
    fn action_rules_are_stored_as_json_with_defaults() {
        let rules: ActionRules = serde_json::from_str(r#"{"star_lines": "kept"}"#).unwrap();
        assert_eq!(rules.star_lines, StarLines::Kept);
        assert_eq!(rules.deck, ActionDeck::default());
        let json = serde_json::to_string(&kept()).unwrap();
        assert_eq!(serde_json::from_str::<ActionRules>(&json).unwrap(), kept());
        assert_eq!(StarLines::named("kept"), Some(StarLines::Kept));
        assert_eq!(
            serde_json::to_string(&StarLines::Removed).unwrap(),
            format!("\"{}\"", StarLines::Removed.name())
        );
    }

    /// A second scorer, written plainly from the rules: the cells of `x`
    /// lines are gone; each of the 7 lines of face-up cards whose numbers
    /// (stars left out) are at most one value is complete; a complete line
    /// without numbers, or a line of `x*`, scores its bonus; every complete
    /// line's cells go (a star line's only when star lines are removed);
    /// the numbers left are added, and 10 per action card held.
    fn plain_score(
        cells: &[[ActionCell; 4]; 3],
        keep_star_lines: bool,
        held: u32,
    ) -> (i32, [[bool; 4]; 3]) {
        let mut gone = [[false; 4]; 3];
        for r in 0..3 {
            for c in 0..4 {
                if let ActionCell::Removed(_) = cells[r][c] {
                    gone[r][c] = true;
                }
            }
        }
        let mut all_lines: Vec<(Vec<(usize, usize)>, i32)> = Vec::new();
        for c in 0..4 {
            all_lines.push((vec![(0, c), (1, c), (2, c)], -10));
        }
        for r in 0..3 {
            all_lines.push((vec![(r, 0), (r, 1), (r, 2), (r, 3)], -15));
        }
        let mut points = 0;
        let mut to_remove = Vec::new();
        for (line, bonus) in &all_lines {
            let line_cells: Vec<ActionCell> = line.iter().map(|&(r, c)| cells[r][c]).collect();
            if line_cells
                .iter()
                .all(|cell| *cell == ActionCell::Removed(Some(Face::Star)))
            {
                points += bonus;
                continue;
            }
            if line_cells
                .iter()
                .any(|cell| matches!(cell, ActionCell::Removed(_)))
            {
                continue;
            }
            let mut numbers: Vec<i8> = Vec::new();
            for cell in &line_cells {
                if let ActionCell::Card(Face::Value(v)) = cell {
                    numbers.push(*v);
                }
            }
            numbers.sort();
            numbers.dedup();
            if numbers.is_empty() {
                points += bonus;
                if !keep_star_lines {
                    to_remove.extend(line.iter().copied());
                }
            } else if numbers.len() == 1 {
                to_remove.extend(line.iter().copied());
            }
        }
        for (r, c) in to_remove {
            gone[r][c] = true;
        }
        for r in 0..3 {
            for c in 0..4 {
                if let ActionCell::Card(Face::Value(v)) = cells[r][c]
                    && !gone[r][c]
                {
                    points += i32::from(v);
                }
            }
        }
        let left = gone.map(|row| row.map(|g| !g));
        (points + 10 * held as i32, left)
    }

    fn face() -> impl Strategy<Value = Face> {
        prop_oneof![
            2 => Just(Face::Star),
            3 => proptest::sample::select(vec![-2i8, 0, 5]).prop_map(Face::Value),
            3 => (-2i8..=12).prop_map(Face::Value),
        ]
    }

    /// A grid of random faces, with up to two lines removed in play: the
    /// first with its cells recorded (as one value and some stars) or not,
    /// the second plain `x` where it does not cross the first.
    fn action_grid() -> impl Strategy<Value = ActionGrid> {
        (
            proptest::array::uniform12(face()),
            0..=7usize,
            0..=7usize,
            0..3u8,
            -2i8..=12,
            proptest::array::uniform4(any::<bool>()),
        )
            .prop_map(|(faces, first, second, recorded, value, stars)| {
                let mut cells = [[ActionCell::Card(Face::Star); COLS]; ROWS];
                for (i, face) in faces.into_iter().enumerate() {
                    cells[i / COLS][i % COLS] = ActionCell::Card(face);
                }
                let line = |k: usize| match k {
                    0..=3 => Some(Line::Column(k)),
                    4..=6 => Some(Line::Row(k - 4)),
                    _ => None,
                };
                if let Some(l) = line(first) {
                    for (i, (r, c)) in line_cells(l).into_iter().enumerate() {
                        cells[r][c] = ActionCell::Removed(match recorded {
                            0 => None,
                            1 => Some(Face::Value(value)),
                            _ if stars[i] => Some(Face::Star),
                            _ => Some(Face::Value(value)),
                        });
                    }
                }
                if let Some(l) = line(second) {
                    for (r, c) in line_cells(l) {
                        if let ActionCell::Card(_) = cells[r][c] {
                            cells[r][c] = ActionCell::Removed(None);
                        }
                    }
                }
                ActionGrid { cells }
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4000))]

        #[test]
        fn the_engine_scores_as_a_plain_scorer(g in action_grid(), held in 0..=27u32) {
            prop_assert_eq!(ActionGrid::parse("Anna", &g.to_text()), Ok(g));
            for (action_rules, keep) in [(ActionRules::default(), false), (kept(), true)] {
                let s = score_action_grid(&g, &action_rules, held);
                let (raw, left) = plain_score(&g.cells, keep, held);
                prop_assert_eq!(s.raw, raw, "{}", g.to_text());
                prop_assert_eq!(s.counted, left, "{}", g.to_text());
                prop_assert_eq!(s.raw, s.cards + s.bonus + s.penalty);
            }
        }
    }
}
