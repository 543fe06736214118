//! What the transfer code refuses in a file it reads: an export of skyjo or
//! a backup of the BG Stats app that is not one, or not one this skyjo reads.
//! Data with a stable message id, as the store's errors; the catalogs word it.

use std::fmt;

use crate::i18n::{Message, Worded};
use crate::msg;

/// A file refused by an import. Paths are as the user gave them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TransferError {
    /// An export file that is not JSON (or no file).
    ExportNotJson {
        /// The file.
        file: String,
        /// What is wrong with it.
        why: NotJson,
    },
    /// A JSON file that is not our export.
    ExportNoFormat {
        /// The file.
        file: String,
    },
    /// An export without a version.
    ExportNoVersion {
        /// The file.
        file: String,
    },
    /// An export of a newer version.
    ExportNewer {
        /// The file.
        file: String,
        /// Its version.
        version: u64,
        /// The version this binary reads.
        known: u32,
    },
    /// An export whose content does not fit the format.
    ExportInvalid {
        /// The file.
        file: String,
        /// What the parser said.
        detail: String,
    },
    /// A BG Stats file that is not JSON.
    BgStatsNotJson {
        /// The file.
        file: String,
        /// What is wrong with it.
        why: NotJson,
    },
    /// JSON without the lists of a BG Stats export.
    BgStatsNotExport {
        /// The file.
        file: String,
    },
    /// A BG Stats export whose content does not fit.
    BgStatsInvalid {
        /// The file.
        file: String,
        /// What the parser said.
        detail: String,
    },
}

/// Why a file read as JSON is not JSON, in the catalogs' words (the
/// parser's own are English).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotJson {
    /// A folder, not a file.
    Folder,
    /// Text that is not JSON, first wrong at this line and column.
    Syntax {
        /// The line, from 1.
        line: usize,
        /// The column, from 1.
        column: usize,
    },
    /// An empty file.
    Empty,
    /// JSON that ends before it is whole (a file cut short).
    CutShort {
        /// The line where it ends, from 1.
        line: usize,
        /// The column where it ends.
        column: usize,
    },
    /// JSON, but not an object (a list, a number, a text).
    NotObject,
    /// A failure of reading, as the system says it.
    Unreadable(String),
}

impl NotJson {
    /// What `err` of the parser says, read before anything of the file was
    /// taken (so a data error is JSON of the wrong kind).
    pub fn of(err: &serde_json::Error) -> NotJson {
        use serde_json::error::Category;
        match err.classify() {
            Category::Io if err.io_error_kind() == Some(std::io::ErrorKind::IsADirectory) => {
                NotJson::Folder
            }
            Category::Io => NotJson::Unreadable(err.to_string()),
            Category::Syntax => NotJson::Syntax {
                line: err.line(),
                column: err.column(),
            },
            Category::Eof if err.line() == 1 && err.column() == 0 => NotJson::Empty,
            Category::Eof => NotJson::CutShort {
                line: err.line(),
                column: err.column(),
            },
            Category::Data => NotJson::NotObject,
        }
    }

    fn message(&self) -> Message {
        match self {
            NotJson::Folder => msg!("io-is-a-directory"),
            NotJson::Syntax { line, column } => {
                msg!("not-json-syntax", line = *line, column = *column)
            }
            NotJson::Empty => msg!("not-json-empty"),
            NotJson::CutShort { line, column } => {
                msg!("not-json-cut-short", line = *line, column = *column)
            }
            NotJson::NotObject => msg!("not-json-not-object"),
            NotJson::Unreadable(detail) => msg!("not-json-unreadable", detail = detail),
        }
    }
}

impl TransferError {
    /// The error as a message of the catalogs.
    pub fn message(&self) -> Message {
        use TransferError as E;
        match self {
            E::ExportNotJson { file, why } => {
                msg!("export-not-json", file = file, why = why.message())
            }
            E::ExportNoFormat { file } => msg!("export-no-format", file = file),
            E::ExportNoVersion { file } => msg!("export-no-version", file = file),
            E::ExportNewer {
                file,
                version,
                known,
            } => msg!(
                "export-newer",
                file = file,
                version = *version,
                known = *known
            ),
            E::ExportInvalid { file, detail } => {
                msg!("export-invalid", file = file, detail = detail)
            }
            E::BgStatsNotJson { file, why } => {
                msg!("bgstats-not-json", file = file, why = why.message())
            }
            E::BgStatsNotExport { file } => msg!("bgstats-not-export", file = file),
            E::BgStatsInvalid { file, detail } => {
                msg!("bgstats-invalid", file = file, detail = detail)
            }
        }
    }
}

impl Worded for TransferError {
    fn words(&self) -> Option<Message> {
        Some(self.message())
    }
}

impl fmt::Display for TransferError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::i18n::english(&self.message()))
    }
}
