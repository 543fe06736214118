//! `skyjo config`: every setting in force and where it comes from, and the
//! line of `config set|unset`.

use serde::Serialize;

use super::table::long_table;
use super::{Style, view};
use crate::i18n::t;
use crate::tr;

/// `skyjo config`: every setting, its value and where it comes from.
pub fn config_text(
    file: &str,
    exists: bool,
    rows: &[(&'static str, String, crate::flags::Source)],
    style: Style,
) -> String {
    let lang = style.lang;
    let mut out = if exists {
        tr!(lang, "config-file-read", file = file)
    } else {
        tr!(lang, "config-file-missing", file = file)
    };
    out.push('\n');
    let header =
        ["config-col-setting", "config-col-value", "config-col-from"].map(|id| t(lang, id));
    let body: Vec<[String; 3]> = rows
        .iter()
        .map(|(key, value, source)| [key.to_string(), value.clone(), t(lang, source_id(*source))])
        .collect();
    out.push_str(&long_table(&header, &body, &[false, false, false]));
    out
}

fn source_id(source: crate::flags::Source) -> &'static str {
    use crate::flags::Source;
    match source {
        Source::Flag => "config-from-flag",
        Source::Env => "config-from-env",
        Source::File => "config-from-file",
        Source::Locale => "config-from-locale",
        Source::Default => "config-from-default",
    }
}

/// `skyjo config`: `{"file", "file_exists", "settings": [{"from", "name",
/// "value"}]}`, every setting in force and where it comes from.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ConfigView {
    /// The settings file read (or that would be).
    pub file: String,
    /// Whether it exists.
    pub file_exists: bool,
    /// Every setting, in the order `skyjo config` lists them.
    pub settings: Vec<SettingLine>,
    /// The same settings, for the words.
    #[serde(skip)]
    pub rows: Vec<(&'static str, String, crate::flags::Source)>,
}

/// `skyjo config set|unset`: `{"file", "key", "value"}` (`value` null: taken out).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ConfigSetView {
    /// The config file written.
    pub file: String,
    /// The setting.
    pub key: String,
    /// Its value now in the file, `None` when taken out.
    pub value: Option<String>,
}

impl view::Screen for ConfigSetView {
    fn text(&self, style: Style) -> String {
        let line = match &self.value {
            Some(value) => tr!(
                style.lang,
                "config-set",
                key = self.key.as_str(),
                value = value.as_str(),
                file = self.file.as_str()
            ),
            None => tr!(
                style.lang,
                "config-unset",
                key = self.key.as_str(),
                file = self.file.as_str()
            ),
        };
        format!("{line}\n")
    }
}

/// One setting of a [`ConfigView`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SettingLine {
    /// `flag`, `env`, `file`, `locale` (the language only) or `default`.
    pub from: &'static str,
    /// The setting's name.
    pub name: &'static str,
    /// Its value.
    pub value: String,
}

impl ConfigView {
    /// The view of `rows` read from `file` (`exists`: whether it is there).
    pub fn of(
        file: String,
        exists: bool,
        rows: Vec<(&'static str, String, crate::flags::Source)>,
    ) -> ConfigView {
        use crate::flags::Source;
        ConfigView {
            file,
            file_exists: exists,
            settings: rows
                .iter()
                .map(|(name, value, source)| SettingLine {
                    from: match source {
                        Source::Flag => "flag",
                        Source::Env => "env",
                        Source::File => "file",
                        Source::Locale => "locale",
                        Source::Default => "default",
                    },
                    name,
                    value: value.clone(),
                })
                .collect(),
            rows,
        }
    }
}

impl view::Screen for ConfigView {
    fn text(&self, style: Style) -> String {
        config_text(&self.file, self.file_exists, &self.rows, style)
    }
}
