//! Our errors as data the catalogs word.

use super::Message;

/// An error of ours: a message id of the catalogs and its values, worded in
/// the reader's language when it is shown (`error: ...`), in English for
/// `--json`. Every error type the program raises implements it, beside its
/// definition where it can; `crate::error` holds the one list of them that
/// finds them again in an error's chain of causes.
pub trait Worded: std::error::Error {
    /// The error as a message of the catalogs; `None` for an error that only
    /// carries a failure underneath (SQLite's, say): that failure, next in
    /// the chain, is worded instead.
    fn words(&self) -> Option<Message>;
}
