//! A player's end-of-round entry, in either edition: a grid of cards (a
//! classic [`Grid`], or an [`ActionGrid`] with stars and the action cards
//! held), or just a round total. Every way an entry is typed is read here,
//! and written back: what depends on the edition is decided once, by the
//! rules the entry is read under.
//!
//! Grid text is 12 cells in row order, separated by white space or commas,
//! with an optional `/` between rows. A cell is a card (`-2`..`12`), `x` for a
//! card of a line removed during play, or `x9` to record the removed card's
//! value; in Skyjo Action also `*` for a star and `x*` for a removed star, and
//! the entry may end in `held=N` (the action cards held, as a stored entry
//! writes them). A bare number is a total, if a grid of the edition can make
//! it.

use std::ops::RangeInclusive;

use super::RuleError;
use super::action::{self, ActionCell, ActionGrid};
use super::deck::{self, CardCount, Face};
use super::edition::Edition;
use super::grid::{self, Cell, Grid, partial_column};
use super::settings::{ActionRules, ColumnRule, Rules};
use super::shape::{COLS, Line, ROWS};

/// What one player entered for a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entry {
    /// The whole final grid.
    Grid(Grid),
    /// Only the raw round total (no card checks possible).
    Total(i32),
    /// Skyjo Action: the whole final grid (stars among its cards) and the
    /// action cards still held at the end of the round.
    Action {
        /// The grid.
        grid: ActionGrid,
        /// The action cards held.
        held: u32,
    },
}

impl Entry {
    /// Parses what `who` entered, checking it against `rules` and their
    /// edition: a classic grid or total, or one of Skyjo Action.
    pub fn parse(who: &str, text: &str, rules: &Rules) -> Result<Entry, RuleError> {
        match rules.edition {
            Edition::Classic => parse_classic(who, text, rules),
            Edition::Action => parse_action(who, text, rules),
        }
    }

    /// The entry written back as text that `parse` reads to the same entry.
    pub fn to_text(self) -> String {
        match self {
            Entry::Total(total) => total.to_string(),
            Entry::Grid(grid) => grid.to_text(),
            Entry::Action { grid, held: 0 } => grid.to_text(),
            Entry::Action { grid, held } => format!("{} held={held}", grid.to_text()),
        }
    }

    /// The action cards `who` held at the end of the round, set on this
    /// entry: only a grid of Skyjo Action takes them (a bare total counts
    /// them already), within the deck of `rules`. A count of 0 changes nothing.
    pub fn with_held(self, who: &str, held: i64, rules: &Rules) -> Result<Entry, RuleError> {
        match self {
            Entry::Action { grid, .. } => Ok(Entry::Action {
                grid,
                held: check_held(who, held, &rules.action)?,
            }),
            _ if held == 0 => Ok(self),
            Entry::Total(_) if rules.edition.holds_cards() => {
                Err(RuleError::HeldWithTotal { who: who.into() })
            }
            _ => Err(RuleError::HeldInClassic { who: who.into() }),
        }
    }

    /// Whether this entry's score has parts besides its grid's cards: the
    /// star bonuses and the held action cards of a grid of Skyjo Action
    /// (what an explanation of the round shows besides the sum).
    pub fn has_bonuses(&self) -> bool {
        matches!(self, Entry::Action { .. })
    }

    /// The action cards this entry says were held (0 but for Skyjo Action).
    pub fn held(&self) -> u32 {
        match self {
            Entry::Action { held, .. } => *held,
            _ => 0,
        }
    }

    /// Adds the cards this entry shows (including recorded removed values) to `count`.
    pub fn count_cards(&self, count: &mut CardCount) {
        match self {
            Entry::Grid(grid) => grid.count_cards(count),
            Entry::Action { grid, .. } => grid.count_cards(count),
            Entry::Total(_) => {}
        }
    }
}

/// The bare totals an entry may give under `rules`: from the lowest raw score
/// a grid of their edition can make to the highest (in Skyjo Action, with
/// every action card of the deck held).
pub fn totals(rules: &Rules) -> RangeInclusive<i32> {
    match rules.edition {
        Edition::Classic => grid::MIN_TOTAL..=grid::max_total(rules),
        Edition::Action => action::MIN_TOTAL..=action::max_total(&rules.action),
    }
}

/// One cell as it is typed, read as a grid of `rules` reads it (the prompt
/// checks each cell of a row so, as it is typed): a card or `x`, and `*` or
/// `x*` in Skyjo Action alone.
pub fn check_cell(who: &str, token: &str, rules: &Rules) -> Result<(), RuleError> {
    match rules.edition {
        Edition::Classic if is_star(token) => Err(RuleError::StarInClassic { who: who.into() }),
        Edition::Classic => parse_cell(who, token).map(drop),
        Edition::Action => parse_action_cell(who, token).map(drop),
    }
}

/// A star as a cell: `*`, or `x*` for a removed one.
fn is_star(token: &str) -> bool {
    token == "*" || token.eq_ignore_ascii_case("x*")
}

/// A classic entry: a grid or a total; a star or held cards are refused, and
/// said why.
fn parse_classic(who: &str, text: &str, rules: &Rules) -> Result<Entry, RuleError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(RuleError::EmptyEntry { who: who.into() });
    }
    // (Each read of the cells only when the text could hold what it looks
    // for: an import reads every entry of every round.)
    if text.contains('*') && text.split('/').flat_map(cells_of_text).any(is_star) {
        return Err(RuleError::StarInClassic { who: who.into() });
    }
    if text.contains("held=") && text.split_whitespace().any(|t| t.starts_with("held=")) {
        return Err(RuleError::HeldInClassic { who: who.into() });
    }
    if !text.contains('/')
        && !text.contains(char::is_whitespace)
        && let Ok(total) = text.parse::<i32>()
    {
        return total_within(who, total, totals(rules));
    }
    let grid = Grid::parse(who, text)?;
    grid.check_removed(who, rules)?;
    Ok(Entry::Grid(grid))
}

/// An entry of Skyjo Action: a grid (`*` for a star), optionally ending in
/// `held=N`, or a bare total.
fn parse_action(who: &str, text: &str, rules: &Rules) -> Result<Entry, RuleError> {
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
        return total_within(who, total, totals(rules));
    }
    let grid = ActionGrid::parse(who, grid_text)?;
    Ok(Entry::Action { grid, held })
}

/// `who`'s bare total, if a grid can make it (`range`), else why not.
fn total_within(who: &str, total: i32, range: RangeInclusive<i32>) -> Result<Entry, RuleError> {
    if range.contains(&total) {
        Ok(Entry::Total(total))
    } else {
        Err(RuleError::ImpossibleTotal {
            who: who.into(),
            total,
            min: *range.start(),
            max: *range.end(),
        })
    }
}

/// `who`'s count of held action cards, if the deck of `action_rules` allows it.
/// A count of action cards `who` held, checked as [`Entry::with_held`]
/// checks it on a grid of Skyjo Action under `rules` (before the grid is
/// known: at a terminal it is typed after `--held` was given).
pub fn held_count(who: &str, held: i64, rules: &Rules) -> Result<u32, RuleError> {
    check_held(who, held, &rules.action)
}

fn check_held(who: &str, held: i64, action_rules: &ActionRules) -> Result<u32, RuleError> {
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

/// The cells of some grid text: separated by white space or commas, the same
/// way everywhere cards are typed (`1 0 3 4`, `1,0,3,4`, `1, 0, 3, 4`).
pub fn cells_of_text(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|t| !t.is_empty())
}

/// The 3x4 cells of some grid text, each read by `cell` (the classic
/// game's cells or Skyjo Action's): the shape of the rows first, when they
/// are marked with `/`, then every cell (a bad cell is a clearer message than
/// a wrong count), then their count.
///
/// A grid is read once, its twelve cells kept as they are found: an import
/// reads every entry of every round. Only a text of another count of cells,
/// which is refused, is read again.
fn parse_cells<C: Copy>(
    who: &str,
    text: &str,
    cell: impl Fn(&str) -> Result<C, RuleError>,
) -> Result<[[C; COLS]; ROWS], RuleError> {
    let mut tokens = [""; ROWS * COLS];
    let (mut found, mut rows) = (0, 0);
    // The first row (1-based) whose cells are not COLS, and how many it has.
    let mut short_row = None;
    for row in text.split('/') {
        rows += 1;
        let mut in_row = 0;
        for token in cells_of_text(row) {
            if let Some(slot) = tokens.get_mut(found) {
                *slot = token;
            }
            found += 1;
            in_row += 1;
        }
        if in_row != COLS && short_row.is_none() {
            short_row = Some((rows, in_row));
        }
    }
    if rows > 1 {
        if rows != ROWS {
            return Err(RuleError::RowCount {
                who: who.into(),
                found: rows,
            });
        }
        if let Some((row, found)) = short_row {
            return Err(RuleError::RowLength {
                who: who.into(),
                row,
                found,
            });
        }
    }
    if found != ROWS * COLS {
        // Refused: every cell is read first, for a bad one to be named.
        for token in text.split('/').flat_map(cells_of_text) {
            cell(token)?;
        }
        return Err(RuleError::CellCount {
            who: who.into(),
            found,
        });
    }
    let first = cell(tokens[0])?;
    let mut cells = [[first; COLS]; ROWS];
    for (i, token) in tokens.iter().enumerate().skip(1) {
        cells[i / COLS][i % COLS] = cell(token)?;
    }
    Ok(cells)
}

/// Reads one cell of grid text: a card, `x`, or `x` with the removed card's value.
pub fn parse_cell(who: &str, token: &str) -> Result<Cell, RuleError> {
    let not_a_card = || RuleError::NotACard {
        who: who.into(),
        token: token.into(),
    };
    if token == "?" {
        return Err(RuleError::FaceDown { who: who.into() });
    }
    let (removed, number) = match token.strip_prefix(['x', 'X']) {
        Some("") => return Ok(Cell::Removed(None)),
        Some(rest) => (true, rest),
        None => (false, token),
    };
    let value: i64 = number.parse().map_err(|_| not_a_card())?;
    if !deck::is_card(i32::try_from(value).unwrap_or(i32::MAX)) {
        return Err(RuleError::CardOutOfRange {
            who: who.into(),
            value,
        });
    }
    let value = value as i8;
    Ok(if removed {
        Cell::Removed(Some(value))
    } else {
        Cell::Card(value)
    })
}

/// Reads one cell of Action grid text: a card, `*`, `x`, `x9` or `x*`.
pub fn parse_action_cell(who: &str, token: &str) -> Result<ActionCell, RuleError> {
    match token {
        "*" => return Ok(ActionCell::Card(Face::Star)),
        "x*" | "X*" => return Ok(ActionCell::Removed(Some(Face::Star))),
        _ => {}
    }
    match parse_cell(who, token) {
        Ok(Cell::Card(v)) => Ok(ActionCell::Card(Face::Value(v))),
        Ok(Cell::Removed(v)) => Ok(ActionCell::Removed(v.map(Face::Value))),
        Err(RuleError::NotACard { who, token }) => Err(RuleError::ActionNotACard { who, token }),
        Err(other) => Err(other),
    }
}

impl Grid {
    /// Reads `who`'s classic grid text (its cells; [`Grid::check_removed`]
    /// checks its `x` lines).
    fn parse(who: &str, text: &str) -> Result<Grid, RuleError> {
        Ok(Grid {
            cells: parse_cells(who, text, |token| parse_cell(who, token))?,
        })
    }

    /// Every `x` must belong to a whole removed line whose recorded values agree.
    fn check_removed(&self, who: &str, rules: &Rules) -> Result<(), RuleError> {
        for &line in &Self::lines(rules) {
            let cells = self.cells_of(line);
            if !cells.iter().all(|c| matches!(c, Cell::Removed(_))) {
                continue;
            }
            let mut values = cells.iter().filter_map(|c| match c {
                Cell::Removed(v) => *v,
                Cell::Card(_) => None,
            });
            if let Some(first) = values.next()
                && let Some(other) = values.find(|&v| v != first)
            {
                return Err(RuleError::RemovedMismatch {
                    who: who.into(),
                    line,
                    a: first,
                    b: other,
                });
            }
        }
        let removed = self
            .cells
            .map(|row| row.map(|cell| matches!(cell, Cell::Removed(_))));
        if let Some((c, removed)) = partial_column(&removed, rules) {
            if rules.columns == ColumnRule::Off && !rules.rows {
                return Err(RuleError::NoLinesRemoved { who: who.into() });
            }
            return Err(RuleError::PartialColumn {
                who: who.into(),
                column: c + 1,
                removed,
                rows: rules.rows,
            });
        }
        Ok(())
    }
}

/// The classic settings that say which `x` lines are whole in Skyjo Action:
/// columns and rows.
fn both_lines() -> Rules {
    Rules {
        rows: true,
        ..Rules::default()
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
        let cells = parse_cells(who, text, |token| parse_action_cell(who, token))?;
        let grid = ActionGrid { cells };
        grid.check_removed(who)?;
        Ok(grid)
    }

    /// Every `x` stands in a whole removed column or row whose recorded
    /// number values agree (a recorded star agrees with any).
    fn check_removed(&self, who: &str) -> Result<(), RuleError> {
        for line in Line::ALL {
            let faces: Option<Vec<Option<Face>>> = line
                .cells()
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
        if let Some((c, removed)) = partial_column(&removed, &both_lines()) {
            return Err(RuleError::PartialColumn {
                who: who.into(),
                column: c + 1,
                removed,
                rows: true,
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    /// The grid reader as it was before it read a grid once: the rows
    /// counted, each row's cells counted, then every cell read, then counted.
    fn parse_cells_in_three_reads<C: Copy>(
        who: &str,
        text: &str,
        cell: impl Fn(&str) -> Result<C, RuleError>,
    ) -> Result<[[C; COLS]; ROWS], RuleError> {
        let rows = text.split('/').count();
        if rows > 1 {
            if rows != ROWS {
                return Err(RuleError::RowCount {
                    who: who.into(),
                    found: rows,
                });
            }
            for (i, row) in text.split('/').enumerate() {
                let found = cells_of_text(row).count();
                if found != COLS {
                    return Err(RuleError::RowLength {
                        who: who.into(),
                        row: i + 1,
                        found,
                    });
                }
            }
        }
        let mut cells = Vec::new();
        for token in text.split('/').flat_map(cells_of_text) {
            cells.push(cell(token)?);
        }
        if cells.len() != ROWS * COLS {
            return Err(RuleError::CellCount {
                who: who.into(),
                found: cells.len(),
            });
        }
        Ok(std::array::from_fn(|r| {
            std::array::from_fn(|c| cells[r * COLS + c])
        }))
    }

    /// Grid text as people type it and mistype it: cards, removed cards,
    /// stars, face-down and unreadable cells, between spaces, commas and
    /// slashes, in any count.
    fn typed() -> impl Strategy<Value = String> {
        let token = prop_oneof![
            6 => (-2..=12i32).prop_map(|v| v.to_string()),
            1 => Just("x".to_string()),
            1 => (-2..=12i32).prop_map(|v| format!("x{v}")),
            1 => Just("*".to_string()),
            1 => Just("x*".to_string()),
            1 => Just("?".to_string()),
            1 => Just("13".to_string()),
            1 => Just("nine".to_string()),
        ];
        let gap = prop_oneof![
            6 => Just(" "),
            2 => Just(" / "),
            1 => Just("/"),
            1 => Just(","),
            1 => Just(", "),
            1 => Just("  "),
        ];
        prop::collection::vec((token, gap), 0..16).prop_map(|cells| {
            cells
                .into_iter()
                .map(|(t, g)| format!("{t}{g}"))
                .collect::<String>()
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(3000))]

        /// Read once, a grid text gives the same grid, or the same error,
        /// as read three times: for the classic game's cells and Action's.
        #[test]
        fn a_grid_read_once_is_the_grid_read_three_times(text in typed()) {
            prop_assert_eq!(
                parse_cells("Anna", &text, |t| parse_cell("Anna", t)),
                parse_cells_in_three_reads("Anna", &text, |t| parse_cell("Anna", t)),
                "{}", text
            );
            prop_assert_eq!(
                parse_cells("Anna", &text, |t| parse_action_cell("Anna", t)),
                parse_cells_in_three_reads("Anna", &text, |t| parse_action_cell("Anna", t)),
                "{}", text
            );
        }
    }
}
