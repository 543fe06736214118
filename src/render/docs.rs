//! `skyjo docs`: the list of the documents there are.

use super::layout;
use crate::i18n::{Lang, t};
use crate::tr;

/// `skyjo docs`: the documents there are, each `(name, catalog id of what
/// it is about, whether it is written in the reader's language)`; one in
/// English only says so. What a document is about wraps under itself when
/// the line would pass `columns` (German words are long).
pub fn docs_list(docs: &[(&str, &'static str, bool)], lang: Lang, columns: usize) -> String {
    let mut out = t(lang, "docs-list");
    out.push('\n');
    let width = docs.iter().map(|(name, ..)| name.len()).max().unwrap_or(0);
    let lead = "  skyjo docs ".len() + width + 2;
    let room = columns.saturating_sub(lead).max(20);
    for (name, about, in_lang) in docs {
        let mut about = t(lang, about);
        if !in_lang {
            about = tr!(lang, "docs-in-english", about = about);
        }
        let about = layout::wrap_cell(&about, room).replace('\n', &format!("\n{:lead$}", ""));
        out.push_str(&format!("  skyjo docs {name:width$}  {about}\n"));
    }
    out
}
