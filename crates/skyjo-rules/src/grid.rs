//! A player's end-of-round entry: a 3x4 grid of cards, or just a round total.
//!
//! Grid text is 12 cells in row order, separated by white space, with an
//! optional `/` between rows. A cell is a card (`-2`..`12`), `x` for a card of
//! a line removed during play, or `x9` to record the removed card's value.

use super::RuleError;
use super::action::{self, ActionGrid};
use super::deck::{self, CardCount};
use super::settings::{ColumnRule, Rules};

/// Rows of a grid.
pub const ROWS: usize = 3;
/// Columns of a grid.
pub const COLS: usize = 4;

/// The lowest raw score a grid can make with the 150-card deck:
/// five -2 and seven -1, spread so that no column holds three equal cards.
pub const MIN_TOTAL: i32 = -17;

/// The highest raw score a grid can make under `rules`. With columns removed at
/// the reveal, no column may hold three 12s: each column is at best 12 12 11.
pub fn max_total(rules: &Rules) -> i32 {
    match rules.columns {
        ColumnRule::Reveal => 4 * (12 + 12 + 11),
        ColumnRule::Play | ColumnRule::Off => 10 * 12 + 2 * 11,
    }
}

/// `who`'s bare total, if a grid can make it (`range`), else why not.
pub(crate) fn total_within(
    who: &str,
    total: i32,
    range: std::ops::RangeInclusive<i32>,
) -> Result<Entry, RuleError> {
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

/// One cell of a final grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cell {
    /// A card face up at the end of the round.
    Card(i8),
    /// A card of a line removed during play, with its value when it was recorded.
    Removed(Option<i8>),
}

/// A final grid of 3 rows by 4 columns, as entered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Grid {
    /// The cells, row by row.
    pub cells: [[Cell; COLS]; ROWS],
}

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

/// A line of a grid that can be removed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Line {
    /// A column, 0-based from the left.
    Column(usize),
    /// A row, 0-based from the top (house variant).
    Row(usize),
}

/// When a line was removed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Removed {
    /// During play: entered as `x`.
    InPlay,
    /// At the final reveal: the grid as entered holds equal cards there.
    AtReveal,
}

/// One removed line and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Removal {
    /// Which line.
    pub line: Line,
    /// The value of its equal cards, when known.
    pub value: Option<i8>,
    /// When it went.
    pub when: Removed,
}

/// The raw score of a grid and how it came about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridScore {
    /// The sum of the cards left in the grid.
    pub raw: i32,
    /// Every removed line, columns first, left to right.
    pub removals: Vec<Removal>,
    /// Which cells count towards `raw`.
    pub counted: [[bool; COLS]; ROWS],
}

impl Entry {
    /// Parses what `who` entered, checking it against `rules`: in a game of
    /// Skyjo Action, [`action::parse_entry`].
    pub fn parse(who: &str, text: &str, rules: &Rules) -> Result<Entry, RuleError> {
        if rules.is_action() {
            return action::parse_entry(who, text, rules);
        }
        let text = text.trim();
        if text.is_empty() {
            return Err(RuleError::EmptyEntry { who: who.into() });
        }
        if text
            .split('/')
            .flat_map(cells_of_text)
            .any(|t| t == "*" || t.eq_ignore_ascii_case("x*"))
        {
            return Err(RuleError::StarInClassic { who: who.into() });
        }
        if text.split_whitespace().any(|t| t.starts_with("held=")) {
            return Err(RuleError::HeldInClassic { who: who.into() });
        }
        if !text.contains('/')
            && !text.contains(char::is_whitespace)
            && let Ok(total) = text.parse::<i32>()
        {
            return total_within(who, total, MIN_TOTAL..=max_total(rules));
        }
        let grid = Grid::parse(who, text)?;
        grid.check_removed(who, rules)?;
        Ok(Entry::Grid(grid))
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
                held: action::check_held(who, held, &rules.action)?,
            }),
            _ if held == 0 => Ok(self),
            Entry::Total(_) if rules.is_action() => {
                Err(RuleError::HeldWithTotal { who: who.into() })
            }
            _ => Err(RuleError::HeldInClassic { who: who.into() }),
        }
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
            Entry::Grid(grid) => {
                for cell in grid.cells.iter().flatten() {
                    match *cell {
                        Cell::Card(v) | Cell::Removed(Some(v)) => count.add(v),
                        Cell::Removed(None) => {}
                    }
                }
            }
            Entry::Action { grid, .. } => grid.count_cards(count),
            Entry::Total(_) => {}
        }
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
pub(crate) fn parse_cells<C: Copy>(
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
    let mut cells = Vec::with_capacity(ROWS * COLS);
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

impl Grid {
    fn parse(who: &str, text: &str) -> Result<Grid, RuleError> {
        Ok(Grid {
            cells: parse_cells(who, text, |token| parse_cell(who, token))?,
        })
    }

    fn to_text(self) -> String {
        self.cells
            .iter()
            .map(|row| {
                row.iter()
                    .map(|cell| match cell {
                        Cell::Card(v) => v.to_string(),
                        Cell::Removed(None) => "x".to_string(),
                        Cell::Removed(Some(v)) => format!("x{v}"),
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect::<Vec<_>>()
            .join(" / ")
    }

    fn column(&self, c: usize) -> [Cell; ROWS] {
        [self.cells[0][c], self.cells[1][c], self.cells[2][c]]
    }

    fn row(&self, r: usize) -> [Cell; COLS] {
        self.cells[r]
    }

    /// Lines the rules allow to be removed, in the order they are reported.
    fn lines(rules: &Rules) -> Vec<Line> {
        let mut lines = Vec::new();
        if rules.columns != ColumnRule::Off {
            lines.extend((0..COLS).map(Line::Column));
        }
        if rules.rows {
            lines.extend((0..ROWS).map(Line::Row));
        }
        lines
    }

    fn cells_of(&self, line: Line) -> Vec<Cell> {
        match line {
            Line::Column(c) => self.column(c).to_vec(),
            Line::Row(r) => self.row(r).to_vec(),
        }
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

    /// Scores the grid: lines removed in play, lines of equal cards removed at
    /// the reveal (all found on the grid as entered, and removed together), and
    /// the sum of the cards that are left.
    pub fn score(&self, rules: &Rules) -> GridScore {
        let mut removals = Vec::new();
        let mut counted = [[true; COLS]; ROWS];
        for cell_ref in counted
            .iter_mut()
            .flatten()
            .zip(self.cells.iter().flatten())
        {
            if matches!(cell_ref.1, Cell::Removed(_)) {
                *cell_ref.0 = false;
            }
        }
        let at_reveal = |line: Line| match line {
            Line::Column(_) => rules.columns == ColumnRule::Reveal,
            Line::Row(_) => rules.columns != ColumnRule::Play,
        };
        for line in Self::lines(rules) {
            let cells = self.cells_of(line);
            if cells.iter().all(|c| matches!(c, Cell::Removed(_))) {
                let value = cells.iter().find_map(|c| match c {
                    Cell::Removed(v) => *v,
                    Cell::Card(_) => None,
                });
                removals.push(Removal {
                    line,
                    value,
                    when: Removed::InPlay,
                });
            } else if at_reveal(line)
                && let [Cell::Card(first), rest @ ..] = cells.as_slice()
                && rest.iter().all(|c| *c == Cell::Card(*first))
            {
                removals.push(Removal {
                    line,
                    value: Some(*first),
                    when: Removed::AtReveal,
                });
                for (r, c) in line_cells(line) {
                    counted[r][c] = false;
                }
            }
        }
        let raw = self
            .cells
            .iter()
            .flatten()
            .zip(counted.iter().flatten())
            .map(|(cell, &counts)| match cell {
                Cell::Card(v) if counts => i32::from(*v),
                _ => 0,
            })
            .sum();
        GridScore {
            raw,
            removals,
            counted,
        }
    }
}

fn line_cells(line: Line) -> Vec<(usize, usize)> {
    match line {
        Line::Column(c) => (0..ROWS).map(|r| (r, c)).collect(),
        Line::Row(r) => (0..COLS).map(|c| (r, c)).collect(),
    }
}

/// The partial-column rule, decided here once for a whole grid (scoring), a
/// grid typed row by row (the prompt asks it after each row) and an
/// opponent's grid (`risk`): a removed card (`x`) stands in a whole removed
/// line. `removed[r][c]` says whether cell `c` of row `r` is `x`, for the
/// rows known so far. A column of `x` through every row given is a removed
/// column (unless the rules remove none); with the row variant, a row of
/// four `x` is a removed row. Returns the first column (from 0) holding an
/// `x` no such line removes, and how many `x` that column holds.
pub fn partial_column(removed: &[[bool; COLS]], rules: &Rules) -> Option<(usize, usize)> {
    let whole_row = |row: &[bool; COLS]| rules.rows && row.iter().all(|&x| x);
    let whole_column =
        |c: usize| rules.columns != ColumnRule::Off && removed.iter().all(|row| row[c]);
    (0..COLS)
        .find(|&c| !whole_column(c) && removed.iter().any(|row| row[c] && !whole_row(row)))
        .map(|c| (c, removed.iter().filter(|row| row[c]).count()))
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The partial-column rule as the scoring, the prompt (row by row) and
    /// `risk` ask it: one function.
    #[test]
    fn partial_columns_are_decided_once() {
        let official = Rules::default();
        let rows = Rules {
            rows: true,
            ..Rules::default()
        };
        let off = Rules {
            columns: ColumnRule::Off,
            ..Rules::default()
        };
        let (t, f) = (true, false);
        // One row typed: an x may still become a column.
        assert_eq!(partial_column(&[[f, t, f, f]], &official), None);
        assert_eq!(
            partial_column(&[[f, t, f, f], [f, t, f, f]], &official),
            None
        );
        assert_eq!(
            partial_column(&[[f, t, f, f], [f, t, f, f], [f, f, f, f]], &official),
            Some((1, 2))
        );
        assert_eq!(
            partial_column(&[[f, f, f, t], [f, f, f, f]], &official),
            Some((3, 1))
        );
        // A whole row is removed only under the row variant.
        let with_row = [[t, t, t, t], [f, t, f, f], [f, f, f, f]];
        assert_eq!(partial_column(&with_row, &rows), Some((1, 2)));
        assert_eq!(partial_column(&with_row[..2], &rows), None);
        assert_eq!(partial_column(&with_row, &official), Some((0, 1)));
        // No column is removed when the rules remove none.
        assert_eq!(partial_column(&[[t, f, f, f]; 3], &off), Some((0, 3)));
        assert_eq!(partial_column(&[[t, f, f, f]; 3], &official), None);
    }

    fn grid(text: &str) -> Grid {
        match Entry::parse("Anna", text, &Rules::default()).unwrap() {
            Entry::Grid(g) => g,
            _ => panic!("not a grid"),
        }
    }

    /// What the rules refuse in Anna's entry, as data (the binary's catalogs
    /// word it; `i18n`'s tests read the English).
    fn err(text: &str, rules: &Rules) -> RuleError {
        Entry::parse("Anna", text, rules).unwrap_err()
    }

    #[test]
    fn slashes_are_optional_and_text_round_trips() {
        let a = grid("1 0 3 4 / -2 2 5 0 / 1 3 0 2");
        let b = grid("1 0 3 4 -2 2 5 0 1 3 0 2");
        assert_eq!(a, b);
        assert_eq!(Entry::Grid(a).to_text(), "1 0 3 4 / -2 2 5 0 / 1 3 0 2");
        assert_eq!(
            grid("1 x9 3 4/-2 x9 5 0/1 x9 0 2").to_text(),
            "1 x9 3 4 / -2 x9 5 0 / 1 x9 0 2"
        );
    }

    #[test]
    fn worked_example_1_sums_to_19() {
        assert_eq!(
            grid("1 0 3 4 / -2 2 5 0 / 1 3 0 2")
                .score(&Rules::default())
                .raw,
            19
        );
    }

    #[test]
    fn worked_example_4_removes_two_columns_at_the_reveal() {
        let score = grid("0 4 4 4 / 0 4 4 5 / 0 4 6 4").score(&Rules::default());
        assert_eq!(score.raw, 27);
        let lines: Vec<Line> = score.removals.iter().map(|r| r.line).collect();
        assert_eq!(lines, vec![Line::Column(0), Line::Column(1)]);
        assert!(score.removals.iter().all(|r| r.when == Removed::AtReveal));
    }

    #[test]
    fn negative_columns_are_removed_and_raise_the_score() {
        let score = grid("-2 1 2 3 / -2 2 3 1 / -2 3 1 2").score(&Rules::default());
        assert_eq!(score.raw, 18);
        assert_eq!(score.removals[0].value, Some(-2));
    }

    #[test]
    fn play_only_keeps_columns_formed_at_the_reveal() {
        let rules = Rules {
            columns: ColumnRule::Play,
            ..Rules::default()
        };
        let g = grid("0 4 4 4 / 0 4 4 5 / 0 4 6 4");
        assert_eq!(g.score(&rules).raw, 12 + 27);
        let with_x = grid("x 4 4 4 / x 4 4 5 / x 4 6 4");
        assert_eq!(with_x.score(&rules).raw, 12 + 27);
        assert_eq!(with_x.score(&rules).removals[0].when, Removed::InPlay);
    }

    #[test]
    fn column_rule_off_removes_nothing_and_refuses_x() {
        let rules = Rules {
            columns: ColumnRule::Off,
            ..Rules::default()
        };
        let g = grid("0 4 4 4 / 0 4 4 5 / 0 4 6 4");
        assert_eq!(g.score(&rules).raw, 39);
        assert!(matches!(
            err("x 4 4 4 / x 4 4 5 / x 4 6 4", &rules),
            RuleError::NoLinesRemoved { .. }
        ));
    }

    #[test]
    fn rows_variant_removes_four_equal_in_a_row() {
        let rules = Rules {
            rows: true,
            ..Rules::default()
        };
        let g = grid("5 5 5 5 / 1 2 3 4 / 2 3 4 1");
        assert_eq!(g.score(&rules).raw, 20);
        assert_eq!(g.score(&Rules::default()).raw, 40);
        let removed_row = Entry::parse("Anna", "x x x x / 1 2 3 4 / 2 3 4 1", &rules).unwrap();
        assert!(matches!(removed_row, Entry::Grid(_)));
        assert!(matches!(
            err("x x x x / 1 2 3 4 / 2 3 4 1", &Rules::default()),
            RuleError::PartialColumn { column: 1, .. }
        ));
    }

    #[test]
    fn a_row_and_a_column_sharing_a_card_are_both_removed() {
        let rules = Rules {
            rows: true,
            ..Rules::default()
        };
        let score = grid("7 7 7 7 / 7 1 2 3 / 7 2 3 4").score(&rules);
        assert_eq!(score.removals.len(), 2);
        assert_eq!(score.raw, 1 + 2 + 3 + 2 + 3 + 4);
    }

    #[test]
    fn bad_grids_say_what_is_wrong() {
        let rules = Rules::default();
        let anna = || "Anna".to_string();
        assert_eq!(
            err("1 2 3 4 5 6 7 8 9 10 11", &rules),
            RuleError::CellCount {
                who: anna(),
                found: 11
            }
        );
        assert_eq!(
            err("1 2 3 4 / 5 6 7 8 9 / 1 2 3", &rules),
            RuleError::RowLength {
                who: anna(),
                row: 2,
                found: 5
            }
        );
        assert_eq!(
            err("1 2 3 13 / 5 6 7 8 / 1 2 3 4", &rules),
            RuleError::CardOutOfRange {
                who: anna(),
                value: 13
            }
        );
        assert_eq!(
            err("1 2 3 four / 5 6 7 8 / 1 2 3 4", &rules),
            RuleError::NotACard {
                who: anna(),
                token: "four".into()
            }
        );
        assert!(matches!(
            err("x 2 3 4 / 5 6 7 8 / 1 2 3 4", &rules),
            RuleError::PartialColumn {
                column: 1,
                removed: 1,
                rows: false,
                ..
            }
        ));
        assert!(matches!(
            err("x9 2 3 4 / x5 6 7 8 / x9 2 3 4", &rules),
            RuleError::RemovedMismatch {
                line: Line::Column(0),
                a: 9,
                b: 5,
                ..
            }
        ));
        assert_eq!(
            err("? 2 3 4 / 5 6 7 8 / 1 2 3 4", &rules),
            RuleError::FaceDown { who: anna() }
        );
        assert_eq!(
            err("99999999999999999999 2 3 4 / 5 6 7 8 / 1 2 3 4", &rules),
            RuleError::NotACard {
                who: anna(),
                token: "99999999999999999999".into()
            }
        );
        assert_eq!(err("", &rules), RuleError::EmptyEntry { who: anna() });
    }

    #[test]
    fn totals_outside_what_a_grid_can_make_are_refused() {
        let rules = Rules::default();
        assert_eq!(
            Entry::parse("Bertil", "14", &rules).unwrap(),
            Entry::Total(14)
        );
        assert_eq!(
            Entry::parse("Bertil", "-17", &rules).unwrap(),
            Entry::Total(-17)
        );
        for total in [-18, 141] {
            assert_eq!(
                err(&total.to_string(), &rules),
                RuleError::ImpossibleTotal {
                    who: "Anna".into(),
                    total,
                    min: -17,
                    max: 140
                }
            );
        }
    }

    #[test]
    fn the_total_bounds_are_reached_by_real_grids() {
        let rules = Rules::default();
        assert_eq!(
            grid("-2 -2 -2 -2 / -2 -1 -1 -1 / -1 -1 -1 -1")
                .score(&rules)
                .raw,
            MIN_TOTAL
        );
        assert_eq!(
            grid("12 12 12 12 / 12 12 12 12 / 11 11 11 11")
                .score(&rules)
                .raw,
            max_total(&rules)
        );
    }
}
