//! `skyjo serve`: the score sheet of a game as a live page for the phones at
//! the table, and a TV view; with `--entry`, the phones enter their grids.
//!
//! HTTP is axum's on hyper, on tokio's current-thread runtime: one thread
//! for every connection, the runtime's few blocking threads for the API's
//! reads and writes: a read on a connection of its own, which never waits
//! for a write; the writes one at a time on theirs (SQLite may wait for
//! another writer), each answered within its own 10 s. What keeps it bounded is in
//! [`http`]: per client address and overall, at most 32 and 256
//! connections and 8 and 64 event streams (with `--entry`, the read-only
//! link's own budgets within them); one deadline for a request head,
//! one for a body, one for each write; heads of at most 8 KiB, bodies of at
//! most 4 KiB (writes only).
//!
//! The server reads the history on its own connection and asks SQLite's
//! `PRAGMA data_version` every 250 ms: the number changes when any other
//! connection commits (a round recorded in the score keeper's terminal, a
//! grid from a phone), so every change reaches every page as Server-Sent
//! Events ([`live`]). The entry API ([`api`]) writes the round's draft, as
//! `skyjo round` does.
//!
//! With `--entry` there are two links, each its own token: the read-only
//! link (the sheet, the TV view, the events: for the TV and a guest) and the
//! entry link (the same and the API's writes: for the phones that enter).
//!
//! This file only declares the files and says what they export. The files,
//! each named for what it does: [`options`] (what serve is asked for),
//! [`run`] (from the start to Ctrl-C), [`listen`] (the addresses),
//! [`token`] (the links' secrets), [`banner`] (what it prints when it
//! listens), [`qr`], [`http`] (the routes and their limits), [`page`] (the
//! page and the TV view), [`live`] (the watcher and the hub of events),
//! [`event`] (the events' JSON), [`api`] and [`draft`] (the entry API),
//! [`entry`] (the entry panel), [`error`].

mod api;
mod banner;
mod draft;
mod entry;
mod error;
mod event;
mod guard;
mod http;
mod listen;
mod live;
mod options;
mod page;
mod qr;
mod run;
mod token;

pub use draft::{DraftJson, EntryJson};
pub use error::ServeError;
pub use listen::lan_address;
pub use options::{Options, Recorded, StateFn, Target};
pub use run::run;
pub use token::Token;
