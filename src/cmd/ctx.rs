//! The context every command gets besides its own arguments: where the
//! history is, how the answer is printed (`--json`, the style), whether a
//! person answers at a terminal, the settings in force; and the history a
//! command wrote, for the sync folder's journal.

use std::io::IsTerminal;
use std::path::PathBuf;

use anyhow::Result;
use chrono::{DateTime, Utc};

use crate::flags::Settings;
use crate::flags::args::Cli;
use crate::input::FileError;
use crate::render::Style;
use crate::store::{OpenMode, Store};

/// What every command needs besides its own arguments.
pub struct Ctx {
    pub(super) db: Option<PathBuf>,
    pub(super) json: bool,
    pub(super) interactive: bool,
    pub(super) style: Style,
    pub(super) settings: Settings,
    /// The history a command wrote and handed back ([`Ctx::wrote`]): its
    /// changes go to the sync folder's journal on it, not on a second
    /// connection.
    pub(super) written: std::cell::RefCell<Option<Store>>,
}

impl Ctx {
    pub(super) fn new(cli: &Cli, settings: Settings) -> Ctx {
        let color = settings
            .color
            .value
            .enabled(std::io::stdout().is_terminal());
        let interactive =
            !cli.no_input && std::io::stdin().is_terminal() && std::io::stderr().is_terminal();
        // The terminal's own width, else COLUMNS, else 80; --wide: no limit.
        let width = if cli.wide {
            u16::MAX
        } else {
            u16::try_from(crate::render::layout::terminal_width(false)).unwrap_or(u16::MAX)
        };
        Ctx {
            db: settings.db.value.clone(),
            json: cli.json,
            interactive,
            style: Style {
                color,
                width,
                lang: settings.lang.value,
            },
            settings,
            written: std::cell::RefCell::new(None),
        }
    }

    /// The history file: `--db`, else `skyjo.db` in the user's data folder.
    pub(super) fn db_path(&self) -> Result<PathBuf> {
        if let Some(path) = &self.db {
            return Ok(path.clone());
        }
        let dirs = directories::ProjectDirs::from("", "", "skyjo").ok_or(FileError::NoHome)?;
        Ok(dirs.data_dir().join("skyjo.db"))
    }

    /// The history file as the user reads it.
    pub(super) fn shown_db(&self) -> String {
        self.db_path()
            .map(|p| p.display().to_string())
            .unwrap_or_default()
    }

    /// Hands back the history the command wrote: what it changed goes to
    /// the sync folder's journal on this connection after the command
    /// ([`super::sync::after_write`]).
    pub(super) fn wrote(&self, store: Store) {
        *self.written.borrow_mut() = Some(store);
    }

    /// Opens the history; [`OpenMode::Create`] for the commands that start one.
    pub(super) fn store(&self, mode: OpenMode) -> Result<Store> {
        let path = self.db_path()?;
        // The default folder is ours to make; a folder named with --db is not.
        if mode == OpenMode::Create
            && self.db.is_none()
            && let Some(dir) = path.parent()
        {
            std::fs::create_dir_all(dir).map_err(|source| FileError::CreateFolder {
                dir: dir.display().to_string(),
                source,
            })?;
        }
        let mut store = Store::open(&path, mode)?;
        // What the command changes is stamped with its time when the
        // history is shared (`SKYJO_NOW` in a recorded evening).
        store.set_time(now());
        Ok(store)
    }
}

/// The time of this command: now, or `SKYJO_NOW` (RFC 3339) when it is set,
/// so that a recorded evening (the corpus of screens in tests/screens/)
/// prints the same dates every time it is played again.
pub fn now() -> DateTime<Utc> {
    std::env::var("SKYJO_NOW")
        .ok()
        .and_then(|text| DateTime::parse_from_rfc3339(text.trim()).ok())
        .map_or_else(Utc::now, |time| time.with_timezone(&Utc))
}
