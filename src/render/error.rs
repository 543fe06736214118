//! The error line of stderr: `error: ` in the reader's language, and what
//! follows it begun as the language writes a sentence after a colon.

use std::io::IsTerminal;

use super::layout;
use crate::flags::ColorChoice;
use crate::i18n::Lang;
use crate::tr;

/// An error line: `error: ` (in `lang`, in red when stderr is a terminal and
/// color is allowed) and `what`, begun with a capital where the language
/// writes a whole sentence after a colon so (German: `Fehler: Es gibt ...`;
/// the catalog's `error-capital`). The messages themselves begin small, as
/// they are also used inside other sentences.
pub fn error_line(choice: ColorChoice, lang: Lang, what: &str) -> String {
    format!(
        "{}{}",
        error_prefix(choice, lang),
        after_error_prefix(lang, what)
    )
}

/// `what` as it follows `error: ` in `lang`: see [`error_line`].
pub fn after_error_prefix(lang: Lang, what: &str) -> String {
    if crate::i18n::t(lang, "error-capital") != "yes" {
        return what.to_string();
    }
    let mut chars = what.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// `error: ` (in `lang`), in red when stderr is a terminal and color is allowed.
pub fn error_prefix(choice: ColorChoice, lang: Lang) -> String {
    let color = choice.enabled(std::io::stderr().is_terminal());
    let word = tr!(lang, "error-prefix");
    format!("{} ", layout::paint(&word, layout::Paint::Red, color))
}
