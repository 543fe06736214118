//! The players' languages. Every text a person reads is a message of the
//! Fluent catalogs in `i18n/` (one file per language, embedded in the binary):
//! code hands over a [`Message`], an id with named values, and the catalog of
//! the chosen language words it, with Fluent selectors for plurals.
//!
//! `--lang`, else LC_ALL / LC_MESSAGES / LANG, else English. A message a
//! catalog lacks falls back to English. Numbers follow the language: the
//! catalog's `decimal-separator` and `percent` say how (`33.3%`, `33,3 %`).

mod worded;

use std::fmt;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

pub use worded::Worded;
pub mod text;

include!(concat!(env!("OUT_DIR"), "/catalogs.rs"));

/// A language of the output: one of the catalogs in `i18n/`.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
pub struct Lang(usize);

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

pub use skyjo_rules::{Arg, Message};

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

/// The message id of a common failure of the file system (`io-not-found`,
/// ...); `None` for the rest, which keep the system's own words.
pub fn io_message_id(kind: std::io::ErrorKind) -> Option<&'static str> {
    use std::io::ErrorKind as K;
    Some(match kind {
        K::NotFound => "io-not-found",
        K::PermissionDenied => "io-permission-denied",
        K::AlreadyExists => "io-already-exists",
        K::IsADirectory => "io-is-a-directory",
        K::NotADirectory => "io-not-a-directory",
        K::ReadOnlyFilesystem => "io-read-only",
        K::StorageFull => "io-storage-full",
        _ => return None,
    })
}

/// The catalog of `lang`, parsed the first time it is asked for: a command
/// parses the language in use and English (its fallback), never the others.
/// Parsing every catalog at the first message was half of the start-up of
/// `skyjo score` (issue 16).
fn bundle(lang: Lang) -> &'static FluentBundle<FluentResource> {
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

/// A message with one text value left to fill in many times: worded once,
/// then each use is a replacement. For long lists (a row per game); the
/// value must not decide a selector (names never do).
pub struct Template {
    /// The text before the hole and after it; `None` when the message
    /// leaves the value out (then `before` is all of it).
    before: String,
    after: Option<String>,
}

/// Stands for the value while the message is worded.
const HOLE: &str = "\u{1}";

impl Template {
    /// `message` in `lang` with `name` left open.
    pub fn new(lang: Lang, message: Message, name: &'static str) -> Template {
        let text = message.with(name, HOLE).text(lang);
        match text.split_once(HOLE) {
            Some((before, after)) => Template {
                before: before.to_string(),
                after: Some(after.to_string()),
            },
            None => Template {
                before: text,
                after: None,
            },
        }
    }

    /// The message with `value` in its hole.
    pub fn fill(&self, value: &str) -> String {
        let Some(after) = &self.after else {
            return self.before.clone();
        };
        let mut out = String::with_capacity(self.before.len() + value.len() + after.len());
        out.push_str(&self.before);
        out.push_str(value);
        out.push_str(after);
        out
    }
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

/// "A, B or C" in `lang`.
pub fn join_or<S: AsRef<str>>(lang: Lang, items: &[S]) -> String {
    join_list(lang, items, "list-or")
}

/// The values typed as a choice, each in the reader's quotes, as a list
/// that ends with "or": `'tie-doubles', 'tie-safe' or 'off'`; a message, so
/// that it is worded in the language the message that holds it is.
pub fn typed_or(items: &[String]) -> Message {
    let quoted = |item: &String| Message::new("quote-typed").with("text", item.as_str());
    match items {
        [] => Message::new("quote-typed").with("text", ""),
        [one] => quoted(one),
        [init @ .., last] => {
            let first = init[1..].iter().fold(quoted(&init[0]), |list, item| {
                Message::new("list-comma")
                    .with("first", Arg::Msg(Box::new(list)))
                    .with("last", Arg::Msg(Box::new(quoted(item))))
            });
            Message::new("list-or")
                .with("first", Arg::Msg(Box::new(first)))
                .with("last", Arg::Msg(Box::new(quoted(last))))
        }
    }
}

/// The items as a list that ends with the word of the message `id`
/// (`list-or`, `list-and`): "A, B or C".
fn join_list<S: AsRef<str>>(lang: Lang, items: &[S], id: &'static str) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [init @ .., last] => {
            let init: Vec<&str> = init.iter().map(AsRef::as_ref).collect();
            Message::new(id)
                .with("first", init.join(", "))
                .with("last", last.as_ref())
                .text(lang)
        }
    }
}

/// A message without values.
pub fn t(lang: Lang, id: &'static str) -> String {
    text(lang, &Message::new(id))
}

/// `value` with `digits` decimals, rounded half away from zero as people
/// round (16.25 is 16.3), with the language's decimal separator and, from
/// four digits on, its thousands separator as CLDR gives it (`20,000.5`,
/// `20.000,5`, `20 000,5` with a no-break space).
pub fn decimal(lang: Lang, value: f64, digits: usize) -> String {
    let (negative, whole, fraction) = round_half_away(value, digits);
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    out.push_str(&group(lang, &whole));
    if !fraction.is_empty() {
        match t(lang, "decimal-separator").as_str() {
            "" => out.push('.'),
            sep => out.push_str(sep),
        }
        out.push_str(&fraction);
    }
    out
}

/// A whole number with the language's thousands separator (`20.000 stikprøver`).
pub fn integer(lang: Lang, value: i64) -> String {
    let digits = value.unsigned_abs().to_string();
    let sign = if value < 0 { "-" } else { "" };
    format!("{sign}{}", group(lang, &digits))
}

/// Digits with the language's group separator every three from the right.
fn group(lang: Lang, digits: &str) -> String {
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

/// The sign, whole digits and `digits` decimals of `value`, rounded half away
/// from zero. It rounds the shortest decimal that reads back as `value` (the
/// number a person would write down), not the binary fraction: `format!`
/// rounds 16.25 to even (16.2) and 1.005 down (its binary value is below).
/// "-0.0" reads as a sign error at the table, so a zero has no sign.
fn round_half_away(value: f64, digits: usize) -> (bool, String, String) {
    if !value.is_finite() {
        return (false, value.to_string(), String::new());
    }
    // f64's Display never uses an exponent and gives the shortest round trip.
    let shortest = value.abs().to_string();
    let (whole, fraction) = shortest.split_once('.').unwrap_or((&shortest, ""));
    let mut kept: Vec<u8> = whole
        .bytes()
        .chain(fraction.bytes().chain(std::iter::repeat(b'0')).take(digits))
        .map(|b| b - b'0')
        .collect();
    let mut whole_len = whole.len();
    if fraction.as_bytes().get(digits).is_some_and(|&d| d >= b'5') {
        let mut i = kept.len();
        loop {
            if i == 0 {
                kept.insert(0, 1);
                whole_len += 1;
                break;
            }
            i -= 1;
            if kept[i] == 9 {
                kept[i] = 0;
            } else {
                kept[i] += 1;
                break;
            }
        }
    }
    let text: String = kept.iter().map(|d| char::from(b'0' + d)).collect();
    let (whole, fraction) = text.split_at(whole_len);
    let zero = kept.iter().all(|&d| d == 0);
    (
        value < 0.0 && !zero,
        whole.to_string(),
        fraction.to_string(),
    )
}

/// A probability as a percentage in the language's way (`33.3%`, `33,3 %`),
/// with more digits below 1%.
pub fn percent(lang: Lang, p: f64) -> String {
    let digits = if p > 0.0 && p < 0.01 { 2 } else { 1 };
    percent_digits(lang, p, digits)
}

/// A share as a percentage with `digits` decimals.
pub fn percent_digits(lang: Lang, p: f64, digits: usize) -> String {
    tr!(
        lang,
        "number-percent",
        number = decimal(lang, p * 100.0, digits)
    )
}

/// "A, B and C" in `lang`.
pub fn join_names<S: AsRef<str>>(lang: Lang, names: &[S]) -> String {
    join_list(lang, names, "list-and")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The engine's errors are data; here they read as a person reads them.
    #[test]
    fn the_engines_errors_read_in_english() {
        use crate::rules::{Entry, RuleError, Rules, deck::CardCount, odds::Pool, risk::Opponent};
        let rules = Rules::default();
        let err = |text: &str| english(&Entry::parse("Anna", text, &rules).unwrap_err().message());
        assert_eq!(
            err("1 2 3 4 5 6 7 8 9 10 11"),
            "Anna's grid has 11 cards; a grid has 12 (3 rows of 4); write removed cards as x"
        );
        assert!(err("1 2 3 4 / 5 6 7 8 9 / 1 2 3").contains("row 2 of Anna's grid has 5 cards"));
        // Too many cards: no hint of removed cards; one card is "1 card".
        assert_eq!(
            err("1 2 3 4 5 6 7 8 9 10 11 12 1"),
            "Anna's grid has 13 cards; a grid has 12 (3 rows of 4)"
        );
        assert_eq!(
            err("1 2 3 4 / 5 6 7 8 9 / 1 2 3 4"),
            "row 2 of Anna's grid has 5 cards; a row has 4"
        );
        assert_eq!(
            err("1 2 3 4 / 5 / 1 2 3 4"),
            "row 2 of Anna's grid has 1 card; a row has 4 (write removed cards as x)"
        );
        assert!(err("1 2 3 four / 5 6 7 8 / 1 2 3 4").contains("'four'"));
        assert!(err("x 2 3 4 / 5 6 7 8 / 1 2 3 4").contains("column 1"));
        assert!(err("x9 2 3 4 / x5 6 7 8 / x9 2 3 4").contains("x9"));
        assert!(err("? 2 3 4 / 5 6 7 8 / 1 2 3 4").contains("face-down"));
        assert!(err("").contains("no entry"));
        assert!(err("141").contains("-17 to 140"));
        let off = Rules {
            columns: crate::rules::ColumnRule::Off,
            ..Rules::default()
        };
        let no_columns = Entry::parse("Anna", "x 4 4 4 / x 4 4 5 / x 4 6 4", &off).unwrap_err();
        assert!(english(&no_columns.message()).contains("no column rule"));
        let mut seen = CardCount::default();
        for _ in 0..6 {
            seen.add(-2);
        }
        assert_eq!(
            english(&Pool::from_seen(&seen).unwrap_err().message()),
            "6 cards with the value -2 seen in all (the seen list, the open cards on the grids and the discard together), but the deck has only 5 of them: check the cards"
        );
        let deck = RuleError::DeckExceeded {
            value: -2,
            found: 6,
            copies: 5,
        };
        assert_eq!(
            english(&deck.message()),
            "6 cards with the value -2 entered, but the deck has only 5 of them: check the grids"
        );
        assert!(english(&RuleError::PlayerCount { found: 1 }.message()).contains("2 to 8"));
        for (text, expected) in [
            ("1 2 ? 4 / 5 6 7 8 / 1 2 3", "11 cells"),
            ("x 2 ? 4 / 5 6 7 8 / 1 2 3 4", "column 1"),
            ("14:13", "13 face-down"),
            ("fourteen:2", "VISIBLE:HIDDEN"),
        ] {
            let err = english(&Opponent::parse("Bertil", text).unwrap_err().message());
            assert!(err.starts_with("Bertil: "), "{err}");
            assert!(err.contains(expected), "{err}");
        }
    }

    fn sv() -> Lang {
        Lang::from_code("sv").unwrap()
    }

    fn da() -> Lang {
        Lang::from_code("da").unwrap()
    }

    #[test]
    fn the_locale_picks_the_language() {
        assert_eq!(Lang::from_locale("sv_SE.UTF-8"), sv());
        assert_eq!(Lang::from_locale("da_DK"), da());
        assert_eq!(Lang::from_locale("en_GB.UTF-8"), Lang::EN);
        assert_eq!(Lang::from_locale("C"), Lang::EN);
        assert_eq!(Lang::from_locale("fi_FI"), Lang::EN);
        let nb = Lang::from_code("nb").unwrap();
        for locale in ["nb_NO.UTF-8", "no_NO", "nn_NO.UTF-8", "nb"] {
            assert_eq!(Lang::from_locale(locale), nb, "{locale}");
        }
        assert_eq!(Lang::from_locale("de_AT.UTF-8").code(), "de");
        assert_eq!(Lang::from_locale("fr_CA.UTF-8").code(), "fr");
        assert_eq!(Lang::detect(Some(da())), da());
        assert_eq!(Lang::codes()[0], "en");
    }

    #[test]
    fn numbers_follow_the_language() {
        assert_eq!(percent(Lang::EN, 1.0 / 3.0), "33.3%");
        assert_eq!(percent(sv(), 1.0 / 3.0), "33,3 %");
        assert_eq!(percent(da(), 0.005), "0,50 %");
        assert_eq!(decimal(Lang::EN, -0.01, 1), "0.0");
    }

    #[test]
    fn numbers_round_half_away_from_zero_as_people_do() {
        // format! rounds half to even (16.2) and 1.005 down (binary 1.00499...).
        assert_eq!(decimal(da(), 16.25, 1), "16,3");
        assert_eq!(decimal(sv(), -1.25, 1), "-1,3");
        assert_eq!(decimal(Lang::EN, 0.125, 2), "0.13");
        assert_eq!(decimal(Lang::EN, 1.005, 2), "1.01");
        assert_eq!(decimal(Lang::EN, 9.95, 1), "10.0");
        assert_eq!(decimal(Lang::EN, -99.96, 1), "-100.0");
        assert_eq!(decimal(Lang::EN, 2.0, 0), "2");
        assert_eq!(decimal(Lang::EN, 2.5, 0), "3");
        assert_eq!(decimal(Lang::EN, -0.04, 1), "0.0");
        assert_eq!(decimal(Lang::EN, 1e-7, 2), "0.00");
        assert_eq!(percent(da(), 0.1625), "16,3 %");
    }

    #[test]
    fn large_numbers_have_the_languages_thousands_separator() {
        assert_eq!(integer(Lang::EN, 20_000), "20,000");
        assert_eq!(integer(da(), 20_000), "20.000");
        assert_eq!(integer(sv(), 20_000), "20\u{a0}000");
        assert_eq!(integer(da(), 999), "999");
        assert_eq!(integer(da(), -1_234_567), "-1.234.567");
        assert_eq!(decimal(da(), 1234.56, 1), "1.234,6");
        assert_eq!(decimal(sv(), 999.96, 1), "1\u{a0}000,0");
        assert_eq!(decimal(Lang::EN, 123456.0, 0), "123,456");
    }

    #[test]
    fn numbers_and_dates_of_the_new_languages() {
        let [nb, de, fr] = ["nb", "de", "fr"].map(|c| Lang::from_code(c).unwrap());
        assert_eq!(decimal(de, 1234.56, 1), "1.234,6");
        assert_eq!(decimal(fr, 1234.56, 1), "1\u{202f}234,6");
        assert_eq!(integer(nb, 20_000), "20\u{a0}000");
        for lang in [nb, de, fr] {
            assert_eq!(percent(lang, 1.0 / 3.0), "33,3\u{a0}%", "{lang:?}");
        }
        let date = |lang, day: u32, month: u32| {
            tr!(lang, "date-long", day = day, month = month, year = "2026")
        };
        assert_eq!(date(de, 3, 12), "3. Dezember 2026");
        assert_eq!(date(fr, 3, 12), "3 décembre 2026");
        assert_eq!(date(fr, 1, 1), "1er janvier 2026");
        assert_eq!(date(nb, 3, 12), "3. desember 2026");
        assert_eq!(
            join_names(fr, &["Hélène", "Zoé", "Anna"]),
            "Hélène, Zoé et Anna"
        );
        assert_eq!(join_names(de, &["Jürgen", "Anna"]), "Jürgen und Anna");
    }

    #[test]
    fn names_are_joined_in_the_language() {
        assert_eq!(
            join_names(sv(), &["Anna", "Bertil", "Cecilia"]),
            "Anna, Bertil och Cecilia"
        );
        assert_eq!(join_names(da(), &["Anna", "Bertil"]), "Anna og Bertil");
        assert_eq!(join_names(Lang::EN, &["Anna"]), "Anna");
    }

    #[test]
    fn values_that_look_like_placeables_stay_as_they_are() {
        let name = "{ $who }";
        assert_eq!(
            tr!(sv(), "verdict-has", who = name, raw = 14),
            "{ $who } har 14"
        );
    }

    #[test]
    fn a_template_fills_in_as_the_message_would() {
        for lang in [Lang::EN, sv(), da()] {
            for names in ["Anna", "Anna och { $x } Bertil", ""] {
                let template = Template::new(lang, crate::msg!("games-won-by"), "names");
                assert_eq!(
                    template.fill(names),
                    tr!(lang, "games-won-by", names = names)
                );
            }
        }
        // A message without the value is the message, whatever is filled in.
        let none = Template::new(Lang::EN, crate::msg!("games-not-started"), "names");
        assert_eq!(none.fill("Anna"), t(Lang::EN, "games-not-started"));
    }

    #[test]
    fn plurals_choose_by_count() {
        for (n, en, da_text) in [
            (0, "0 players given", "0 spillere angivet"),
            (1, "1 player given", "1 spiller angivet"),
            (2, "2 players given", "2 spillere angivet"),
        ] {
            assert!(tr!(Lang::EN, "input-player-count", found = n).starts_with(en));
            assert!(tr!(da(), "input-player-count", found = n).starts_with(da_text));
        }
        let hidden = |lang, count: i64| {
            tr!(
                lang,
                "odds-hidden-sum",
                count = count,
                mean = "1",
                low = 0,
                high = 2,
                p = "50%"
            )
        };
        assert!(hidden(sv(), 1).starts_with("1 nedvänt kort är"));
        assert!(hidden(sv(), 2).starts_with("2 nedvända kort blir"));
        assert!(hidden(da(), 1).starts_with("1 skjult kort er"));
        assert!(hidden(da(), 3).starts_with("3 skjulte kort giver"));
        assert!(hidden(Lang::EN, 1).starts_with("1 face-down card is"));
        let partial = |lang, removed: i64| {
            tr!(
                lang,
                "rule-partial-column",
                grid = "G",
                column = 2,
                removed = removed,
                rows = "no"
            )
        };
        assert!(partial(sv(), 1).contains("har 1 borttaget kort (x)"));
        assert!(partial(sv(), 2).contains("har 2 borttagna kort (x)"));
        assert!(partial(da(), 1).contains("har 1 fjernet kort (x)"));
    }
}
