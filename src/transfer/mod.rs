//! Moving games in and out of the history as files: the export file of
//! skyjo, streamed (`export`), the score sheets as CSV for a spreadsheet
//! (`sheet`, written only), the backup of the BG Stats app (`bgstats`), the
//! journals of sync's shared folder, one per device (`journal`), the
//! folder behind one face, on the disk or in memory (`folder`), a sync with
//! it and a command's changes written to it (`exchange`), and large
//! test histories of rounds the engine plays (`generate`); a file refused
//! is a `TransferError` (`error`). They hold no SQL: the store reads and
//! adds the records and keeps the operations.

pub mod bgstats;
mod error;
pub mod exchange;
pub mod export;
pub mod folder;
pub mod generate;
pub mod journal;
pub mod sheet;

pub use error::TransferError;
