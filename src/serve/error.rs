//! Why the server could not start, as data with a stable message id; the
//! catalogs word it.

use crate::i18n::{Message, Worded};
use crate::msg;

/// Why the server could not start.
#[derive(Debug, thiserror::Error)]
#[error("{}", crate::i18n::english(&self.message()))]
pub enum ServeError {
    /// Another program listens on the port.
    PortInUse {
        /// The address and port.
        addr: String,
    },
    /// `--bind` named an address this computer does not have.
    NotHere {
        /// The address.
        addr: String,
    },
    /// Another failure to listen.
    Listen {
        /// The address and port.
        addr: String,
        /// The system's words.
        reason: String,
    },
    /// The system's random numbers could not be read.
    NoRandom,
}

impl ServeError {
    /// The message in the catalogs.
    pub fn message(&self) -> Message {
        match self {
            ServeError::PortInUse { addr } => msg!("serve-port-in-use", addr = addr),
            ServeError::NotHere { addr } => msg!("serve-not-here", addr = addr),
            ServeError::Listen { addr, reason } => {
                msg!("serve-listen-failed", addr = addr, reason = reason)
            }
            ServeError::NoRandom => msg!("serve-no-random"),
        }
    }
}

impl Worded for ServeError {
    fn words(&self) -> Option<Message> {
        Some(self.message())
    }
}
