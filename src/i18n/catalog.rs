//! The catalogs (`i18n/<lang>.ftl`, embedded in the binary by build.rs) and
//! the one way a [`Message`] becomes words in a language: its catalog, else
//! English's, else its id. Each message of a catalog is parsed the first
//! time it is asked for. A whole number in a message (`Arg::Grouped`) takes the catalog's
//! thousands separator, so [`integer`] is worded here too.

use std::sync::{Mutex, OnceLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::lang::{CATALOGS, ENTRIES};
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

/// A catalog's messages, each parsed the first time it is asked for: where
/// each message stands in the catalog's source (found by build.rs, by its
/// lines), and the bundle of the messages parsed so far. A command words a
/// few dozen of a thousand messages; parsing a whole catalog (100 kB of
/// Fluent) at every start was a fifth of the time the tests spend in the
/// program (docs/performance.md, "The loop a developer lives in, again").
struct Catalog {
    /// The catalog's source, and its messages' entries in it (`ENTRIES`).
    source: &'static str,
    entries: &'static [(&'static str, u32, u32)],
    /// The messages parsed so far.
    bundle: FluentBundle<FluentResource>,
}

impl Catalog {
    fn new(lang: Lang) -> Catalog {
        let (code, source) = CATALOGS[lang.0];
        let id = code.parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Isolation marks around values would break the widths of tables.
        bundle.set_use_isolating(false);
        Catalog {
            source,
            entries: ENTRIES[lang.0],
            bundle,
        }
    }

    /// The bundle, with the message `id` in it when the catalog has it.
    fn with(&mut self, id: &str) -> &FluentBundle<FluentResource> {
        if !self.bundle.has_message(id)
            && let Ok(at) = self.entries.binary_search_by_key(&id, |(id, _, _)| id)
        {
            let (_, start, end) = self.entries[at];
            let entry = &self.source[start as usize..end as usize];
            // An entry that does not parse whole is caught by the catalog
            // tests; what did parse still serves.
            let resource =
                FluentResource::try_new(entry.to_string()).unwrap_or_else(|(partial, _)| partial);
            let _ = self.bundle.add_resource(resource);
        }
        &self.bundle
    }
}

/// The catalog of `lang`, its messages parsed as they are asked for: a
/// command reads the language in use and English (its fallback), never the
/// others. Parsing every catalog at the first message was half of the
/// start-up of `skyjo score` (issue 16).
fn with_bundle<T>(
    lang: Lang,
    id: &str,
    read: impl FnOnce(&FluentBundle<FluentResource>) -> T,
) -> T {
    static CATALOGS_READ: [OnceLock<Mutex<Catalog>>; CATALOGS.len()] =
        [const { OnceLock::new() }; CATALOGS.len()];
    let catalog = CATALOGS_READ[lang.0].get_or_init(|| Mutex::new(Catalog::new(lang)));
    // A panic while one was held leaves the catalog as whole as before it.
    let mut catalog = catalog.lock().unwrap_or_else(|e| e.into_inner());
    read(catalog.with(id))
}

/// Formats `message` with `bundle`, or `None` when the bundle lacks it.
/// The Fluent errors (a missing variable) are returned beside the text.
pub fn format_in(lang: Lang, message: &Message) -> Option<(String, Vec<String>)> {
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
    with_bundle(lang, message.id, |bundle| {
        let pattern = bundle.get_message(message.id)?.value()?;
        let mut errors = Vec::new();
        let text = bundle
            .format_pattern(pattern, Some(&args), &mut errors)
            .into_owned();
        Some((text, errors.iter().map(|e| e.to_string()).collect()))
    })
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
    with_bundle(lang, id, |bundle| {
        let pattern = bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        Some(
            bundle
                .format_pattern(pattern, None, &mut errors)
                .into_owned(),
        )
    })
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Each message found by its lines is the message a whole parse of the
    /// catalog finds, worded the same, in every catalog; and no other.
    #[test]
    fn a_message_parsed_alone_is_the_message_of_the_whole_catalog() {
        use fluent_syntax::ast::Entry;
        for lang in Lang::all() {
            let (code, source) = CATALOGS[lang.0];
            let whole = FluentResource::try_new(source.to_string())
                .unwrap_or_else(|_| panic!("{code}.ftl does not parse"));
            let mut bundle = FluentBundle::new_concurrent(vec![code.parse().unwrap()]);
            bundle.set_use_isolating(false);
            let ids: Vec<String> = whole
                .entries()
                .filter_map(|entry| match entry {
                    Entry::Message(m) => Some(m.id.name.to_string()),
                    _ => None,
                })
                .collect();
            bundle.add_resource(whole).unwrap();
            let mut sorted = ids.clone();
            sorted.sort();
            sorted.dedup();
            let found: Vec<&str> = ENTRIES[lang.0].iter().map(|(id, _, _)| *id).collect();
            assert_eq!(found, sorted, "{code}.ftl: the ids found by lines");
            for id in &ids {
                let pattern = bundle.get_message(id).unwrap().value();
                let Some(pattern) = pattern else { continue };
                let mut errors = Vec::new();
                let expected = bundle.format_pattern(pattern, None, &mut errors);
                assert_eq!(
                    lookup(lang, id).as_deref(),
                    Some(&*expected),
                    "{code}.ftl: {id}"
                );
            }
        }
        // A message no catalog has is no one's.
        assert_eq!(lookup(Lang::EN, "nosuchmessage"), None);
    }
}
