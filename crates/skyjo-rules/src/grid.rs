//! A final grid of the classic game: 3 rows of 4 cards ([`crate::shape`]),
//! which of its lines go, and the raw score of what is left. How a grid is
//! typed and read is the entry's ([`crate::entry`]).

use super::deck::CardCount;
use super::settings::{ColumnRule, Rules};
use super::shape::{self, COLS, Line, ROWS, Removed};

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

impl Grid {
    /// The grid written back as text that [`crate::Entry::parse`] reads to
    /// the same grid.
    pub fn to_text(self) -> String {
        shape::grid_text(&self.cells, |text, cell| match *cell {
            Cell::Card(v) => crate::deck::push_value(text, v),
            Cell::Removed(None) => text.push('x'),
            Cell::Removed(Some(v)) => {
                text.push('x');
                crate::deck::push_value(text, v);
            }
        })
    }

    fn column(&self, c: usize) -> [Cell; ROWS] {
        [self.cells[0][c], self.cells[1][c], self.cells[2][c]]
    }

    fn row(&self, r: usize) -> [Cell; COLS] {
        self.cells[r]
    }

    /// Lines the rules allow to be removed, in the order they are reported.
    pub(crate) fn lines(rules: &Rules) -> Vec<Line> {
        let mut lines = Vec::new();
        if rules.columns != ColumnRule::Off {
            lines.extend((0..COLS).map(Line::Column));
        }
        if rules.rows {
            lines.extend((0..ROWS).map(Line::Row));
        }
        lines
    }

    /// The cells of `line`.
    pub(crate) fn cells_of(&self, line: Line) -> Vec<Cell> {
        match line {
            Line::Column(c) => self.column(c).to_vec(),
            Line::Row(r) => self.row(r).to_vec(),
        }
    }

    /// Adds the cards this grid shows to `count`: face up, and recorded
    /// removed (`x9`).
    pub fn count_cards(&self, count: &mut CardCount) {
        for cell in self.cells.iter().flatten() {
            match *cell {
                Cell::Card(v) | Cell::Removed(Some(v)) => count.add(v),
                Cell::Removed(None) => {}
            }
        }
    }

    /// Scores the grid: lines removed in play, lines of equal cards removed at
    /// the reveal (all found on the grid as entered, and removed together), and
    /// the sum of the cards that are left.
    pub(crate) fn score(&self, rules: &Rules) -> GridScore {
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
                for (r, c) in line.cells() {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Entry, RuleError};

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
