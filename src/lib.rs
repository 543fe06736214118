//! `skyjo`: a score pad, dispute checker and history for the card game Skyjo.
//!
//! [`rules`] is the pure rules engine; [`store`] owns the SQLite history;
//! [`commands`] ties them to the command line of [`cli`], and [`render`] turns
//! results into tables and JSON.

mod assist;
pub mod chart;
pub mod cli;
pub mod commands;
pub mod generate;
mod history;
pub mod prompt;
pub mod rating;
pub mod render;
pub mod rules;
pub mod store;

use std::io::IsTerminal;

/// `error: `, in red when stderr is a terminal and color is allowed.
pub fn error_prefix(choice: cli::ColorChoice) -> &'static str {
    let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    let color = match choice {
        cli::ColorChoice::Always => true,
        cli::ColorChoice::Never => false,
        cli::ColorChoice::Auto => !no_color && std::io::stderr().is_terminal(),
    };
    if color {
        "\x1b[31merror:\x1b[0m "
    } else {
        "error: "
    }
}
