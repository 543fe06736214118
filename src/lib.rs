//! `skyjo`: a score pad, dispute checker and history for the card game Skyjo.
//!
//! [`rules`] is the pure rules engine; [`store`] owns the SQLite history;
//! [`commands`] ties them to the command line of [`cli`], and [`render`] turns
//! results into tables and JSON.

mod assist;
pub mod chart;
pub mod cli;
pub mod commands;
pub mod fuzzing;
pub mod generate;
mod history;
pub mod i18n;
pub mod prompt;
pub mod rating;
pub mod render;
pub mod rules;
pub mod store;

use std::io::IsTerminal;

/// `error: ` (in `lang`), in red when stderr is a terminal and color is allowed.
pub fn error_prefix(choice: cli::ColorChoice, lang: i18n::Lang) -> String {
    let color = choice.enabled(std::io::stderr().is_terminal());
    let word = i18n::t(lang, "error: ");
    if color {
        format!("\x1b[31m{}\x1b[0m ", word.trim_end())
    } else {
        word.to_string()
    }
}
