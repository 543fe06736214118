//! The shape of every grid, in either edition: 3 rows of 4 cards, and the
//! lines that can be removed from it (a column of three, a row of four) and
//! when one went. The classic grid ([`crate::grid`]), Skyjo Action's
//! ([`crate::action`]) and the errors that name a line ([`crate::RuleError`])
//! take these from here; this file imports nothing.

/// Rows of a grid.
pub const ROWS: usize = 3;
/// Columns of a grid.
pub const COLS: usize = 4;

/// A line of a grid that can be removed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Line {
    /// A column, 0-based from the left.
    Column(usize),
    /// A row, 0-based from the top (a house variant of the classic game;
    /// always in Skyjo Action).
    Row(usize),
}

impl Line {
    /// Every line of a grid, in the order they are reported: the columns left
    /// to right, then the rows top down.
    pub const ALL: [Line; COLS + ROWS] = [
        Line::Column(0),
        Line::Column(1),
        Line::Column(2),
        Line::Column(3),
        Line::Row(0),
        Line::Row(1),
        Line::Row(2),
    ];

    /// The (row, column) cells of the line, from 0.
    pub fn cells(self) -> Vec<(usize, usize)> {
        match self {
            Line::Column(c) => (0..ROWS).map(|r| (r, c)).collect(),
            Line::Row(r) => (0..COLS).map(|c| (r, c)).collect(),
        }
    }
}

/// When a line was removed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Removed {
    /// During play: entered as `x`.
    InPlay,
    /// At the final reveal: the grid as entered holds equal cards there.
    AtReveal,
}
