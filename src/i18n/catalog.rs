//! The catalogs (`i18n/<lang>.ftl`, embedded in the binary by build.rs) and
//! the one way a [`Message`] becomes words in a language: its catalog, else
//! English's, else its id. Each catalog is parsed the first time it is asked
//! for. A whole number in a message (`Arg::Grouped`) takes the catalog's
//! thousands separator, so [`integer`] is worded here too.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::lang::CATALOGS;
use super::{Arg, Lang, Message};

/// A message of the engine or of the program worded in a language: the one
/// way a [`Message`] becomes words (the engine itself has no catalogs).
pub trait Words {
    /// The message worded in `lang`.
    fn text(&self, lang: Lang) -> String;
}

impl Words for Message {
    fn text(&self, lang: Lang) -> String {
        text(lang, self)
    }
}

/// A message in English, the catalogs' fallback: what the `Display` of an
/// error of ours prints (a log line, a panic), where no reader's language is known.
pub fn english(message: &Message) -> String {
    text(Lang::EN, message)
}

/// The catalog of `lang`, parsed the first time it is asked for: a command
/// parses the language in use and English (its fallback), never the others.
/// Parsing every catalog at the first message was half of the start-up of
/// `skyjo score` (issue 16).
pub(super) fn bundle(lang: Lang) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; CATALOGS.len()] =
        [const { OnceLock::new() }; CATALOGS.len()];
    BUNDLES[lang.0].get_or_init(|| {
        let (code, source) = CATALOGS[lang.0];
        let id = code.parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Isolation marks around values would break the widths of tables.
        bundle.set_use_isolating(false);
        // A catalog that does not parse is caught by the catalog tests;
        // what did parse still serves.
        let resource =
            FluentResource::try_new(source.to_string()).unwrap_or_else(|(partial, _)| partial);
        let _ = bundle.add_resource(resource);
        bundle
    })
}

/// Formats `message` with `bundle`, or `None` when the bundle lacks it.
/// The Fluent errors (a missing variable) are returned beside the text.
pub fn format_in(lang: Lang, message: &Message) -> Option<(String, Vec<String>)> {
    let bundle = bundle(lang);
    let pattern = bundle.get_message(message.id)?.value()?;
    let mut args = FluentArgs::new();
    for (name, value) in &message.args {
        let value = match value {
            Arg::Str(s) => FluentValue::from(s.clone()),
            Arg::Int(n) => FluentValue::from(*n),
            Arg::Grouped(n) => FluentValue::from(integer(lang, *n)),
            Arg::Msg(m) => FluentValue::from(text(lang, m)),
        };
        args.set(*name, value);
    }
    let mut errors = Vec::new();
    let text = bundle
        .format_pattern(pattern, Some(&args), &mut errors)
        .into_owned();
    Some((text, errors.iter().map(|e| e.to_string()).collect()))
}

/// `message` in `lang`; in English when that catalog lacks it; its id when no catalog has it.
pub fn text(lang: Lang, message: &Message) -> String {
    format_in(lang, message)
        .or_else(|| format_in(Lang::EN, message))
        .map_or_else(|| message.id.to_string(), |(text, _)| text)
}

/// The message `id` (without values) in `lang` alone, with no fallback:
/// `None` when that catalog lacks it. For ids made at run time (an option's
/// help, `arg-round-closer`), which a [`Message`]'s static id cannot hold.
pub fn lookup(lang: Lang, id: &str) -> Option<String> {
    let bundle = bundle(lang);
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, None, &mut errors)
            .into_owned(),
    )
}

/// A message without values.
pub fn t(lang: Lang, id: &'static str) -> String {
    text(lang, &Message::new(id))
}

/// A whole number with the language's thousands separator (`20.000 stikprøver`).
pub fn integer(lang: Lang, value: i64) -> String {
    let digits = value.unsigned_abs().to_string();
    let sign = if value < 0 { "-" } else { "" };
    format!("{sign}{}", group(lang, &digits))
}

/// Digits with the language's group separator every three from the right.
pub(super) fn group(lang: Lang, digits: &str) -> String {
    if digits.len() < 4 {
        return digits.to_string();
    }
    let separator = t(lang, "group-separator");
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 * separator.len());
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(&separator);
        }
        out.push(digit);
    }
    out
}
