//! The players' languages. Every text a person reads is a message of the
//! Fluent catalogs in `i18n/` (one file per language, embedded in the binary):
//! code hands over a [`Message`], an id with named values, and the catalog of
//! the chosen language words it, with Fluent selectors for plurals.
//!
//! `--lang`, else LC_ALL / LC_MESSAGES / LANG, else English. A message a
//! catalog lacks falls back to English. Numbers follow the language: the
//! catalog's `decimal-separator` and `percent` say how (`33.3%`, `33,3 %`).

mod catalog;
mod io;
mod lang;
mod lists;
mod macros;
mod numbers;
mod template;
pub mod text;
mod worded;

pub use catalog::{Words, english, format_in, integer, lookup, t, text};
pub use io::io_message_id;
pub use lang::Lang;
pub use lists::{join_names, join_or, typed_or};
pub use numbers::{decimal, percent, percent_digits};
pub use skyjo_rules::{Arg, Message};
pub use template::Template;
pub use worded::Worded;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tr;

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
