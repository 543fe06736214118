//! `skyjo`: a score pad, dispute checker and history for the card game Skyjo.
//!
//! The rules engine is a crate of its own, `skyjo-rules` (here [`rules`]): pure,
//! below everything else. On it, in layers whose imports run one way (the line
//! of README.md's "Layout", checked by `scripts/module-cycles.sh`): [`cmd`], the
//! commands (and their prompts), over [`serve`], over [`report`], over
//! [`render`], the presentation layer, over [`flags`] (how the command line and
//! the config file become settings), [`input`] and [`transfer`], over [`store`]
//! (the SQLite history), over [`rating`], over [`i18n`], which words every
//! screen through the catalogs.

pub mod cmd;
pub mod error;
pub mod flags;
pub mod fuzzing;
pub mod i18n;
pub mod input;
pub mod rating;
pub mod render;
pub mod report;
/// The rules engine, a crate of its own (`crates/skyjo-rules`): it does no
/// I/O, and the compiler keeps it so.
pub use skyjo_rules as rules;
pub mod serve;
pub mod store;
pub mod transfer;
