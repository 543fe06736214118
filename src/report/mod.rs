//! `skyjo report`: a period of the history as one self-contained HTML page.
//!
//! [`of_period`] reads the period from the store and computes what the page
//! shows, a [`Report`] (`model.rs`; [`build`] does it from given inputs);
//! [`html`] writes the page (`page.rs`) with its SVG charts (`chart.rs`),
//! in `maud`, which escapes every text it is given.
//! The page is worded with the presentation layer's helpers (dates,
//! numbers, a chance, a player's wins), so this module stands above
//! `render`, and nothing in `render` imports it.

mod chart;
mod model;
mod page;

pub use model::{
    CLOSEST, COMEBACK_CANDIDATES, CloseGame, Comeback, Inputs, RATING_POINTS, REPORT_GAMES,
    RatingLines, Records, Report, RoundMark, RoundSource, build, of_period,
};
pub use page::html;
