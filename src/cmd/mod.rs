//! The commands: each turns its arguments into calls of the engine and the
//! store, then hands the result to the render layer, which words it (a view,
//! or a few lines of its own). A command that writes does so in one store
//! transaction, but for a round typed at a terminal, whose every answer is
//! kept in the draft at once (the round is then recorded in one), and an
//! import or a sync, which open their own; the prompts, their errors and the
//! warnings of a sync go to stderr.
//!
//! This file only declares and re-exports: the context every command gets
//! is `ctx.rs`, the one list of the commands (each with its kind: a screen
//! fitted to the terminal or text printed as it is, and whether it changes
//! the history) is `dispatch.rs`; `config.rs` and `docs.rs` hold `skyjo
//! config` and the documents (`docs`, `man`, `completions`), the other
//! files the commands named for them.

mod advise;
mod assist;
mod chances;
mod closing;
mod config;
mod ctx;
mod dispatch;
mod docs;
mod game;
mod history;
mod prompt;
mod serve;
pub mod shared;
pub mod sync;
mod transfer;

pub use crate::flags::{Settings, Source};
pub use ctx::Ctx;
pub use dispatch::run;
pub use game::{DEMO_PLAYERS, DEMO_ROUNDS, record_demo};
