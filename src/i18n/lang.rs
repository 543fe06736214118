//! The languages of the output, one a catalog: which one a code, a locale
//! or a browser's subtag asks for, and the one in force (`--lang`, else
//! LC_ALL / LC_MESSAGES / LANG, else the system's, else English).

use std::fmt;

include!(concat!(env!("OUT_DIR"), "/catalogs.rs"));

/// A language of the output: one of the catalogs in `i18n/`.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
pub struct Lang(pub(super) usize);

impl fmt::Debug for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl Lang {
    /// English, the language of the JSON contract and the fallback of every catalog.
    pub const EN: Lang = Lang(0);

    /// The language with this code (`sv`), if there is a catalog for it.
    pub fn from_code(code: &str) -> Option<Lang> {
        CATALOGS
            .iter()
            .position(|(c, _)| c.eq_ignore_ascii_case(code))
            .map(Lang)
    }

    /// The language a locale's or a browser's language subtag asks for: a
    /// catalog's code, or one of the codes a catalog stands in for. `no`
    /// (Norwegian) and `nn` (nynorsk) read bokmål (`nb`): a Norwegian
    /// reads it, and there is no nynorsk catalog.
    pub fn from_subtag(subtag: &str) -> Option<Lang> {
        let code = match subtag.to_ascii_lowercase().as_str() {
            "no" | "nn" => "nb",
            _ => subtag,
        };
        Lang::from_code(code)
    }

    /// Every language there is a catalog for, English first.
    pub fn all() -> impl Iterator<Item = Lang> {
        (0..CATALOGS.len()).map(Lang)
    }

    /// The codes of every catalog (`en`, `da`, `sv`), for `--lang`.
    pub fn codes() -> Vec<&'static str> {
        CATALOGS.iter().map(|(c, _)| *c).collect()
    }

    /// This language's code.
    pub fn code(self) -> &'static str {
        CATALOGS[self.0].0
    }

    /// The language asked for, else the one of the locale in the environment,
    /// else the system's (Windows and macOS keep it in their settings, not in
    /// `LANG`; `sys-locale` reads it), else English.
    pub fn detect(asked: Option<Lang>) -> Lang {
        asked.or_else(Lang::from_system).unwrap_or(Lang::EN)
    }

    /// The language of the locale in the environment, else of the system's
    /// setting; `None` when neither names one (an unknown locale is English).
    pub fn from_system() -> Option<Lang> {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| std::env::var(name).ok())
            .find(|value| !value.is_empty())
            .or_else(sys_locale::get_locale)
            .map(|value| Lang::from_locale(&value))
    }

    /// `sv_SE.UTF-8` is Swedish, `da_DK` Danish, `nn_NO` Norwegian bokmål
    /// ([`Lang::from_subtag`]); a locale without a catalog is English.
    pub fn from_locale(locale: &str) -> Lang {
        let code = locale.split(['_', '.', '@', '-']).next().unwrap_or("");
        Lang::from_subtag(code).unwrap_or(Lang::EN)
    }
}

/// A language in a file (`lang = "sv"` in config.toml): a code of the catalogs.
impl<'de> serde::Deserialize<'de> for Lang {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Lang, D::Error> {
        let code = String::deserialize(deserializer)?;
        Lang::from_code(&code).ok_or_else(|| {
            serde::de::Error::invalid_value(serde::de::Unexpected::Str(&code), &"a language code")
        })
    }
}
