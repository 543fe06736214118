//! How a screen's text is to look: color or not, the width, the language.

use crate::i18n::Lang;

/// How text output should look.
#[derive(Debug, Clone, Copy)]
pub struct Style {
    /// Whether to use color and bold.
    pub color: bool,
    /// The widest line the terminal takes.
    pub width: u16,
    /// The language of the text.
    pub lang: Lang,
}
