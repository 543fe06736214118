//! The presentation layer: every screen, for people and as JSON, rendered
//! into a `String`. Texts for people come from the catalogs (`crate::i18n`)
//! in the reader's language; JSON is the English contract of docs/cli.md.
//! Nothing here prints, and nothing here decides a score.
//!
//! This file only declares and re-exports: a screen's file is named for its
//! command (`sheet.rs`, `round.rs`, `history/`), its view for `--json` is in
//! `view.rs`; what every screen uses has a file of its own: `style.rs`,
//! `table.rs`, `layout.rs` (widths, wrapping, color), `json.rs`, `time.rs`,
//! `rules.rs` (a game's rules in words), `empty.rs` (a history screen with
//! nothing to show), `error.rs` (the line of an error); `config.rs` and
//! `docs.rs` are `skyjo config`'s and `skyjo docs`'s.

pub mod advise;
pub mod assist;
pub mod chances;
pub mod chart;
pub mod closing;
mod config;
#[cfg(test)]
pub(crate) mod contract;
mod docs;
mod empty;
mod error;
pub mod history;
mod json;
pub mod layout;
pub mod markdown;
pub mod round;
mod rules;
pub mod sheet;
mod style;
pub mod sync;
mod table;
mod time;
pub mod view;

pub use config::{ConfigSetView, ConfigView, SettingLine, config_text};
pub use docs::docs_list;
pub use empty::{empty_list, empty_selection};
pub use error::{after_error_prefix, error_line, error_prefix};
pub use json::{json_time, to_json};
pub use rules::{edition_key, rule_note, rules_text};
pub use style::Style;
pub use table::{
    fit_headings, long_table, new_table, right_align_from, split_table, table_width, table_with,
    write_long_table,
};
pub use time::{local_date, local_time, long_date};
