//! `skyjo config`: the settings in force and where each comes from, and
//! `config set|unset`, which change one line of the config file.

use anyhow::Result;

use super::Ctx;
use crate::input::{FileError, InputError};

/// `skyjo config set KEY VALUE`, `skyjo config unset KEY`: the config file
/// with that one line changed, written only when it reads back as a whole
/// (a value the setting does not take is refused with the file unchanged).
pub(super) fn set_config(ctx: &Ctx, action: crate::flags::args::ConfigAction) -> Result<String> {
    use crate::flags::args::ConfigAction;
    use crate::flags::config;
    let file = ctx.settings.file.clone().ok_or(FileError::NoHome)?;
    let shown = file.display().to_string();
    let text = match std::fs::read_to_string(&file) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(source) => {
            return Err(FileError::CannotRead {
                path: shown,
                source,
            }
            .into());
        }
    };
    let (key, value) = match &action {
        ConfigAction::Set { key, value } => (key.as_str(), Some(value.as_str())),
        ConfigAction::Unset { key } => (key.as_str(), None),
    };
    let known = config::keys()
        .into_iter()
        .filter(|k| k != "rules" && k != "sync")
        .chain(["sync.folder".to_string()])
        .collect::<Vec<_>>();
    if !known.iter().any(|k| k == key) {
        return Err(InputError::NoSuchSetting {
            key: key.to_string(),
            keys: known.join(", "),
        }
        .into());
    }
    // A folder is kept as the whole path, whatever folder skyjo runs in.
    let value = match (key, value) {
        ("db" | "sync.folder", Some(path)) => Some(
            std::path::absolute(path)
                .map(|p| p.display().to_string())
                .unwrap_or_else(|_| path.to_string()),
        ),
        (_, value) => value.map(str::to_string),
    };
    // A value refused on its own is the value given here, not a line of the
    // file (its line 0 says so); the file's own lines are checked after.
    config::parse(&config::with_key("", key, value.as_deref())).map_err(|(_, problem)| {
        config::ConfigError {
            file: shown.clone(),
            line: 0,
            problem,
            lang: None,
        }
    })?;
    let written = config::with_key(&text, key, value.as_deref());
    config::parse(&written).map_err(|(line, problem)| config::ConfigError {
        file: shown.clone(),
        line,
        problem,
        lang: None,
    })?;
    if let Some(dir) = file.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|source| FileError::CreateFolder {
            dir: dir.display().to_string(),
            source,
        })?;
    }
    std::fs::write(&file, written).map_err(|source| FileError::CannotCreate {
        path: shown.clone(),
        source,
    })?;
    let view = crate::render::ConfigSetView {
        file: shown,
        key: key.to_string(),
        value,
    };
    Ok(crate::render::view::output(&view, ctx.json, ctx.style))
}

/// `skyjo config`: every setting in force and where it comes from.
pub(super) fn show_config(ctx: &Ctx) -> Result<String> {
    let s = &ctx.settings;
    let rows = s.shown(ctx.shown_db());
    let file = s
        .file
        .as_ref()
        .map(|p| p.display().to_string())
        .unwrap_or_default();
    let exists = s.config.path.is_some();
    let view = crate::render::ConfigView::of(file, exists, rows);
    Ok(crate::render::view::output(&view, ctx.json, ctx.style))
}
