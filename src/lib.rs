//! `skyjo`: a score pad, dispute checker and history for the card game Skyjo.
//!
//! [`rules`] is the pure rules engine; [`store`] owns the SQLite history;
//! [`cmd`] ties them to the command line of [`cli`]; [`render`] is the
//! presentation layer, wording every screen through the catalogs of [`i18n`].
//! The imports run one way, in the layers of README.md's line (checked by
//! `scripts/module-cycles.sh`): `cmd` -> `render` -> `store` -> `rules` -> `i18n`.

pub mod calibrate;
pub mod calibrate_chances;
pub mod cli;
pub mod cmd;
pub mod config;
pub mod error;
pub mod fuzzing;
pub mod generate;
pub mod help;
pub mod i18n;
pub mod input;
pub mod names;
pub mod prompt;
pub mod rating;
pub mod render;
pub mod report;
pub mod rules;
pub mod serve;
pub mod store;
pub mod transfer;
