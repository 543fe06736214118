//! Moving games in and out of the history as files: the export file of
//! skyjo, streamed (`export`), the score sheets as CSV for a spreadsheet
//! (`sheet`, written only), and the backup of the BG Stats app (`bgstats`).
//! They hold no SQL: the store reads and adds the records.

pub mod bgstats;
mod error;
pub mod export;
pub mod generate;
pub mod journal;
pub mod sheet;

pub use error::TransferError;
