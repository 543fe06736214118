//! The chances to win on the score sheet: one line (wrapped at the width)
//! for `status` and `show`, and the `"chances"` list of their JSON.

use serde::Serialize;

use super::layout;
use crate::i18n::{Lang, decimal, percent_digits, t};
use crate::rules::chances::Chances;
use crate::tr;

/// One player's chance in the JSON of `status` and `show`.
#[derive(Debug, Clone, Serialize)]
pub struct ChanceJson<'a> {
    /// The player.
    pub name: &'a str,
    /// P(win or share the win).
    pub p_win: f64,
}

/// A game's JSON view with `"chances"` added (a game in progress only).
#[derive(Debug, Clone, Serialize)]
pub struct WithChances<'a, V: Serialize> {
    /// The screen's own view.
    #[serde(flatten)]
    pub view: &'a V,
    /// Each player's chance, in seating order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chances: Option<Vec<ChanceJson<'a>>>,
}

/// The `"chances"` list, in seating order.
pub fn chances_json<'a>(players: &'a [String], chances: &Chances) -> Vec<ChanceJson<'a>> {
    players
        .iter()
        .zip(&chances.p_win)
        .map(|(name, &p)| ChanceJson {
            name,
            // Four decimals: the simulation is not more precise than that.
            p_win: (p * 10_000.0).round() / 10_000.0,
        })
        .collect()
}

/// A chance as the sheet shows it: whole percents, "under 1%" when not zero.
pub(crate) fn chance(lang: Lang, p: f64) -> String {
    if p > 0.0 && p < 0.005 {
        t(lang, "chances-under-one")
    } else if p < 1.0 && p > 0.995 {
        t(lang, "chances-over-99")
    } else {
        percent_digits(lang, p, 0)
    }
}

/// `Chances to win: Anna 62%, Bertil 30%, Cecilia 8%`, then its precision,
/// wrapped within `width` columns (continuation lines indented by two).
pub fn chances_text(players: &[String], chances: &Chances, lang: Lang, width: usize) -> String {
    let list: Vec<String> = players
        .iter()
        .zip(&chances.p_win)
        .map(|(name, &p)| {
            tr!(
                lang,
                "chances-player",
                name = name,
                chance = chance(lang, p)
            )
        })
        // A name and its chance stay on one line: the list breaks between players.
        .map(|item| layout::glue(&item))
        .collect();
    let line = tr!(lang, "chances-line", list = list.join(", "));
    let precision = tr!(
        lang,
        "chances-precision",
        margin = decimal(lang, chances.margin * 100.0, 1),
        games = crate::i18n::integer(lang, i64::from(chances.games))
    );
    let mut out = wrap(&line, width);
    out.push_str(&wrap(&precision, width));
    out
}

/// `text` wrapped within `width` columns by the one text layout
/// ([`layout::wrap_line`]), ending with a newline.
pub(crate) fn wrap(text: &str, width: usize) -> String {
    format!("{}\n", layout::wrap_line(text, width))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lists_wrap_within_the_width_and_keep_every_name() {
        let players: Vec<String> = (0..8).map(|i| format!("Player{i}longname")).collect();
        let chances = Chances {
            p_win: vec![0.125; 8],
            games: 20_000,
            margin: 0.0046,
        };
        for lang in Lang::all() {
            let text = chances_text(&players, &chances, lang, 80);
            assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
            assert!(text.lines().count() >= 3, "{text}");
            // Every line of the list ends with a whole player's chance.
            for line in text.lines().take(text.lines().count() - 2) {
                assert!(line.ends_with(',') || line.ends_with('%'), "{line}");
            }
            for p in &players {
                assert!(text.contains(p.as_str()), "{text}");
            }
        }
        let en = chances_text(&players[..2], &chances, Lang::EN, 80);
        let p = chance(Lang::EN, 0.125);
        assert!(
            en.starts_with(&format!(
                "Chances to win: Player0longname {p}, Player1longname {p}\n"
            )),
            "{en}"
        );
        assert!(en.contains("0.5"), "{en}");
    }

    #[test]
    fn near_certain_chances_are_not_shown_as_certain() {
        assert_eq!(chance(Lang::EN, 0.001), t(Lang::EN, "chances-under-one"));
        assert_eq!(chance(Lang::EN, 0.0), "0%");
        assert_eq!(chance(Lang::EN, 0.999), t(Lang::EN, "chances-over-99"));
        assert_eq!(chance(Lang::EN, 1.0), "100%");
    }
}
