//! `skyjo report`: a period of the history as one self-contained HTML page.
//!
//! [`of_period`] reads the period from the store and computes what the page
//! shows, a [`Report`] (`model.rs`; [`build`] does it from given inputs);
//! [`html`] writes the page (`page.rs`) with its SVG charts (`chart.rs`).
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

/// Text for HTML: `&`, `<`, `>` and quotes escaped (the report's page and
/// charts, and `serve`'s pages).
pub fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_escaped() {
        assert_eq!(
            esc("<b>\"Ø&\"</b>"),
            "&lt;b&gt;&quot;Ø&amp;&quot;&lt;/b&gt;"
        );
    }
}
