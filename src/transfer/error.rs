//! What the transfer code refuses in a file it reads: an export of skyjo or
//! a backup of the BG Stats app that is not one, or not one this skyjo reads.
//! Data with a stable message id, as the store's errors; the catalogs word it.

use std::fmt;

use crate::i18n::{Message, Worded};
use crate::msg;

/// A file refused by an import. Paths are as the user gave them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TransferError {
    /// An export file that is not JSON.
    ExportNotJson {
        /// The file.
        file: String,
        /// What the parser said.
        detail: String,
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
        /// What the parser said.
        detail: String,
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

impl TransferError {
    /// The error as a message of the catalogs.
    pub fn message(&self) -> Message {
        use TransferError as E;
        match self {
            E::ExportNotJson { file, detail } => {
                msg!("export-not-json", file = file, detail = detail)
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
            E::BgStatsNotJson { file, detail } => {
                msg!("bgstats-not-json", file = file, detail = detail)
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
