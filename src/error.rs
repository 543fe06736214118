//! An error as the user reads it: one line on stderr in their language, or
//! `{"error": {"code", "message"}}` for `--json`.
//!
//! Every error of ours is data with a message id ([`Worded`]). `anyhow`
//! carries it up to `main` with its causes, its type erased, so the wording
//! finds it again by a downcast for each type of `OURS`, the one list of
//! them. The list names an error of nearly every layer (the server's and
//! the commands' too: `skyjo sync`'s own stands beside that command), so it
//! sits above them all. The compiler holds every listed type to having
//! words; a test holds the list to the sources (every `std::error::Error`
//! type of `src/` is listed, or is in `INTERNAL` with why the user never
//! sees it).

use std::error::Error;

use serde::Serialize;

use crate::cmd::sync::SyncError;
use crate::flags::config::ConfigError;
use crate::i18n::{Lang, Message, Worded, t, text};
use crate::input::{FileError, InputError};
use crate::rules::RuleError;
use crate::serve::ServeError;
use crate::store::StoreError;
use crate::transfer::TransferError;
use crate::transfer::journal::JournalError;

/// One error type of ours: its name (for the test) and how to find it in a
/// chain of causes.
struct Ours {
    #[cfg(test)]
    name: fn() -> &'static str,
    find: for<'a> fn(&'a (dyn Error + 'static)) -> Option<&'a dyn Worded>,
}

/// The entry of `T` in [`OURS`].
const fn ours<T: Worded + 'static>() -> Ours {
    fn find<'a, T: Worded + 'static>(err: &'a (dyn Error + 'static)) -> Option<&'a dyn Worded> {
        err.downcast_ref::<T>().map(|e| e as &dyn Worded)
    }
    Ours {
        #[cfg(test)]
        name: std::any::type_name::<T>,
        find: find::<T>,
    }
}

/// Every error type the program raises to the user. An error type missing
/// here would be shown in its English `Display`, with the code `internal`.
static OURS: [Ours; 9] = [
    ours::<RuleError>(),
    ours::<StoreError>(),
    ours::<TransferError>(),
    ours::<ConfigError>(),
    ours::<InputError>(),
    ours::<FileError>(),
    ours::<ServeError>(),
    ours::<SyncError>(),
    ours::<JournalError>(),
];

/// Error types of the sources that never reach the user, and why.
#[cfg(test)]
const INTERNAL: &[(&str, &str)] = &[
    (
        "UnknownKind",
        "store/changes.rs: carried inside SQLite's error while a row is read, \
         then read back as StoreError::UnknownChange",
    ),
    (
        "OutOfRange",
        "flags/rules.rs: carried inside clap's error of a flag's value (help::usage_error \
         words it) or inside a ConfigError of the file, which words it",
    ),
    (
        "WriterStopped",
        "transfer/export.rs: the reading thread of an import hears it when the writing \
         one stopped; the writer's own error is the one shown",
    ),
];

// The engine's and the settings' errors are worded in their own modules
// (`message`); their place in the list is here.
impl Worded for RuleError {
    fn words(&self) -> Option<Message> {
        Some(self.message())
    }
}

impl Worded for ConfigError {
    fn words(&self) -> Option<Message> {
        Some(self.message())
    }
}

/// `err` as one of our errors, if it is one.
fn ours_in<'a>(err: &'a (dyn Error + 'static)) -> Option<&'a dyn Worded> {
    OURS.iter().find_map(|ours| (ours.find)(err))
}

/// The stable code of an error: the message id of the first of our errors in
/// its chain, else `io` or `internal`.
pub fn code(err: &anyhow::Error) -> &'static str {
    err.chain()
        .find_map(|cause| ours_in(cause).and_then(|e| e.words()).map(|m| m.id))
        .unwrap_or_else(|| {
            if err.chain().any(is_damage) {
                "store-corrupt-unnamed"
            } else if err.chain().any(|c| c.is::<std::io::Error>()) {
                "io"
            } else {
                "internal"
            }
        })
}

/// Whether `cause` is SQLite saying the history is damaged.
fn is_damage(cause: &(dyn Error + 'static)) -> bool {
    cause
        .downcast_ref::<rusqlite::Error>()
        .is_some_and(crate::store::is_damage)
}

/// The words of the catalogs for the common failures of the file system;
/// `None` for the rest (they keep the system's own words).
fn io_message(err: &(dyn Error + 'static)) -> Option<&'static str> {
    crate::i18n::io_message_id(err.downcast_ref::<std::io::Error>()?.kind())
}

/// Whether `err` is the family stopping at a prompt (Ctrl-C, Esc, Ctrl-D),
/// which is said without `error:` (the exit code still says nothing was done).
pub fn is_stop(err: &anyhow::Error) -> bool {
    matches!(
        err.downcast_ref::<crate::input::InputError>(),
        Some(
            crate::input::InputError::Cancelled
                | crate::input::InputError::CancelledDraftKept { .. }
        )
    )
}

/// An error and its causes in `lang`, joined as `anyhow` joins them. Our
/// errors and the common file-system failures are worded by the catalogs;
/// another failure of the system underneath (SQLite, say) keeps its own words.
pub fn line(lang: Lang, err: &anyhow::Error) -> String {
    let mut said = Vec::new();
    for cause in err.chain() {
        match ours_in(cause) {
            // An error of ours without words only wraps the next cause,
            // which words it.
            Some(ours) => said.extend(ours.words().map(|message| text(lang, &message))),
            None => match io_message(cause) {
                Some(id) => said.push(t(lang, id)),
                // SQLite finding the history damaged, wherever it was read
                // (under an error of ours with no words, or bare): the
                // catalog's words, and SQLite's own under it ("Error code
                // 11: ...") do not follow.
                None if is_damage(cause) => {
                    said.push(t(lang, "store-corrupt-unnamed"));
                    break;
                }
                None => said.push(cause.to_string()),
            },
        }
    }
    said.join(&t(lang, "error-joiner"))
}

/// An error for `--json`: `{"error": {"code": ..., "message": ...}}`, in English.
pub fn json(err: &anyhow::Error) -> String {
    #[derive(Serialize)]
    struct Body {
        code: &'static str,
        message: String,
    }
    #[derive(Serialize)]
    struct ErrorJson {
        error: Body,
    }
    serde_json::to_string(&ErrorJson {
        error: Body {
            code: code(err),
            message: line(Lang::EN, err),
        },
    })
    .expect("plain data serializes")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// SQLite's damage, bare or under an error of ours without words, is said
    /// once in the catalog's words, with its own code.
    #[test]
    fn a_damage_found_late_is_said_once() {
        let corrupt = || rusqlite::Error::SqliteFailure(rusqlite::ffi::Error::new(11), None);
        let said = t(Lang::EN, "store-corrupt-unnamed");
        for err in [
            anyhow::Error::from(crate::store::StoreError::Sqlite(corrupt())),
            anyhow::Error::from(corrupt()),
        ] {
            assert_eq!(line(Lang::EN, &err), said);
            assert_eq!(code(&err), "store-corrupt-unnamed");
        }
    }

    /// The names of the types that are a `std::error::Error` in the Rust
    /// files under `dir`: `impl ... Error for NAME` or a derive of
    /// `thiserror::Error` on `NAME`.
    fn error_types(dir: &std::path::Path, found: &mut Vec<(String, String)>) {
        for entry in std::fs::read_dir(dir).expect("the sources are there") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                error_types(&path, found);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let source = std::fs::read_to_string(&path).expect("a source file reads");
            let mut derived = false;
            for line in source.lines().map(str::trim) {
                if line.starts_with("//") {
                    continue;
                }
                let name = if let Some(rest) = line
                    .strip_prefix("impl")
                    .and_then(|rest| rest.split_once("Error for "))
                    .filter(|(head, _)| head.trim().is_empty() || head.ends_with("::"))
                    .map(|(_, rest)| rest)
                {
                    Some(rest)
                } else if let Some(list) = line.strip_prefix("#[derive(") {
                    derived = list
                        .trim_end_matches(")]")
                        .split(',')
                        .map(str::trim)
                        .any(|t| t == "Error" || t.ends_with("::Error"));
                    None
                } else if derived && !line.starts_with('#') && !line.starts_with("///") {
                    derived = false;
                    ["pub enum ", "pub struct ", "enum ", "struct "]
                        .iter()
                        .find_map(|start| line.split_once(start).map(|(_, rest)| rest))
                } else {
                    None
                };
                if let Some(rest) = name {
                    let name: String = rest
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_')
                        .collect();
                    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
                    let file = path.strip_prefix(root).unwrap_or(&path);
                    found.push((name, file.display().to_string()));
                }
            }
        }
    }

    #[test]
    fn every_error_type_of_the_sources_is_in_the_list() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut found = Vec::new();
        for dir in ["src", "crates"] {
            if root.join(dir).is_dir() {
                error_types(&root.join(dir), &mut found);
            }
        }
        let listed: Vec<&str> = OURS
            .iter()
            .map(|ours| (ours.name)().rsplit("::").next().expect("a name"))
            .collect();
        let internal: Vec<&str> = INTERNAL.iter().map(|(name, _)| *name).collect();
        for (name, file) in &found {
            assert!(
                listed.contains(&name.as_str()) || internal.contains(&name.as_str()),
                "{name} ({file}) is an error type but not in error::OURS: give it words \
                 (impl Worded) and list it, or say in error::INTERNAL why the user never sees it"
            );
        }
        // The reader of the sources finds them all, or the check checks nothing.
        for name in listed.iter().chain(&internal) {
            assert!(
                found.iter().any(|(f, _)| f == name),
                "{name} is listed but not found in the sources"
            );
        }
    }

    #[test]
    fn a_chain_is_worded_by_its_errors_of_ours_and_the_system_failures() {
        let err = anyhow::Error::new(FileError::CannotRead {
            path: "x.json".to_string(),
            source: std::io::ErrorKind::NotFound.into(),
        });
        assert_eq!(code(&err), "input-cannot-read");
        assert_eq!(
            line(Lang::EN, &err),
            "cannot read x.json: no such file or folder"
        );
        assert_eq!(
            json(&err),
            r#"{"error":{"code":"input-cannot-read","message":"cannot read x.json: no such file or folder"}}"#
        );
    }

    #[test]
    fn a_store_error_that_only_wraps_sqlite_is_worded_by_sqlite() {
        let sqlite = rusqlite::Error::InvalidQuery;
        let words = sqlite.to_string();
        let err = anyhow::Error::new(StoreError::Sqlite(sqlite));
        assert_eq!(line(Lang::EN, &err), words);
        assert_eq!(code(&err), "internal");
        let err = anyhow::Error::new(StoreError::NoGame { game: 7 });
        assert_eq!(code(&err), "store-no-game");
        assert_eq!(
            line(Lang::EN, &err),
            "there is no game 7; list the games with: skyjo games"
        );
    }

    #[test]
    fn an_error_of_the_server_is_found_beside_the_others() {
        let err = anyhow::Error::new(ServeError::PortInUse {
            addr: "0.0.0.0:8080".to_string(),
        });
        assert_eq!(code(&err), "serve-port-in-use");
        assert!(line(Lang::EN, &err).starts_with("the port is in use on 0.0.0.0:8080: "));
    }
}
