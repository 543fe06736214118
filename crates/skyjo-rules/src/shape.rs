//! The shape of every grid, in either edition: 3 rows of 4 cards, and the
//! lines that can be removed from it (a column of three, a row of four) and
//! when one went. The classic grid ([`crate::grid`]), Skyjo Action's
//! ([`crate::action`]) and the errors that name a line ([`crate::RuleError`])
//! take these from here; this file imports nothing.

/// Rows of a grid.
pub const ROWS: usize = 3;
/// Columns of a grid.
pub const COLS: usize = 4;

/// The text of a grid's cells as a grid is typed: the cells of a row apart
/// by a space, the rows by ` / `; `cell` writes each at the end of the text.
pub fn grid_text<C>(cells: &[[C; COLS]; ROWS], mut cell: impl FnMut(&mut String, &C)) -> String {
    // One string for the whole grid: every round of an import and of the
    // generator is written back so.
    let mut text = String::with_capacity(48);
    for (r, row) in cells.iter().enumerate() {
        if r > 0 {
            text.push_str(" / ");
        }
        for (c, value) in row.iter().enumerate() {
            if c > 0 {
                text.push(' ');
            }
            cell(&mut text, value);
        }
    }
    text
}

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
