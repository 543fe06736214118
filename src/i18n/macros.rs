//! The macros that word a message (`tr!`) and make one (`msg!`), exported
//! at the crate's root.

/// A message in a language: `tr!(lang, "round-recorded", round = 3, game = 1)`.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::text($lang, &$crate::i18n::Message::new($id)$(.with(stringify!($name), $value))*)
    };
}

/// A message value: `msg!("line-column", column = 2)`.
#[macro_export]
macro_rules! msg {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::Message::new($id)$(.with(stringify!($name), $value))*
    };
}
