//! The integration tests, one binary (as just's `tests/lib.rs`): one link
//! after a change, and the helpers of `common` shared by every module. Most
//! run the real `skyjo` binary (`CARGO_BIN_EXE_skyjo`) on a history in a temp
//! dir; they run in one process, so none sets an environment variable of its
//! own process (each sets them on the `Command` it runs).
//!
//! The long runs (the SIGKILL loop, headless Chromium, real Syncthing) are
//! ignored by a plain `cargo test` on Linux, each with its reason, and
//! `.ci/run` runs them after it (`cargo test -- --ignored`); the Windows run
//! under Wine runs them as ever (`#[cfg_attr(not(windows), ignore =
//! "long: ...")]`), but for the Syncthing test, which is Unix only.

mod common;

mod action;
mod advise;
mod assistant;
mod bgstats;
mod browser;
mod busy;
mod catalogs;
mod chances;
mod cli;
// Unix only: the same screens are printed on Windows, where each of the
// corpus's thousands of starts costs a tenth of a second under Wine.
#[cfg(unix)]
mod corpus;
mod draft;
mod editions;
mod fuzz_corpus;
mod history;
mod lang;
// Unix only: the layer check is a bash script.
#[cfg(unix)]
mod layers;
mod names;
mod prompts;
mod properties;
mod quoted;
mod reads;
mod release;
mod reliability;
mod report;
mod screens;
mod serve;
mod sync;
// Unix only: Syncthing comes from Debian's package, a Linux program that the
// Windows build of the tests, run under Wine, cannot start. A long test, so
// ignored by a plain `cargo test` like the others (CI runs it).
#[cfg(unix)]
mod syncthing;
mod wording;
