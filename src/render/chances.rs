//! The chances to win on the score sheet: one line (wrapped at the width)
//! for `status` and `show`, and the `"chances"` list of their JSON.

use serde::Serialize;

use super::layout;
use crate::i18n::{Lang, decimal, percent_digits, t};
use crate::rules::chances::{Chances, Shown};
use crate::tr;

/// One player's chance in the JSON of `status` and `show`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ChanceJson {
    /// The player.
    pub name: String,
    /// P(win or share the win): with shared wins the list sums to more than 1.
    pub p_win: f64,
    /// The player's share of the one win (a shared win split among those who
    /// share it): the list sums to 1.
    pub share: f64,
    /// `share` in whole percents as the screens show it: the list sums to 100.
    pub percent: u32,
}

/// A game's JSON view with `"chances"` added (a game in progress only).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WithChances<V: Serialize> {
    /// The screen's own view.
    #[serde(flatten)]
    pub view: V,
    /// Each player's chance, in seating order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chances: Option<Vec<ChanceJson>>,
}

/// `show --json` of a game, typed: the view with the chances of a game in
/// progress (the state `skyjo serve` serves and its pages are made from).
pub type ShowState = WithChances<super::view::ShowView>;

/// The `"chances"` list, in seating order.
pub fn chances_json(players: &[String], chances: &Chances) -> Vec<ChanceJson> {
    // Four decimals: the simulation is not more precise than that.
    let four = |p: f64| (p * 10_000.0).round() / 10_000.0;
    players
        .iter()
        .enumerate()
        .map(|(seat, name)| {
            let shown = chances.shown(seat);
            ChanceJson {
                name: name.clone(),
                p_win: four(chances.p_win.get(seat).copied().unwrap_or(0.0)),
                share: four(shown.share),
                percent: shown.percent,
            }
        })
        .collect()
}

/// One chance by itself (not one of a game's list, as `risk`'s): whole
/// percents, "under 1%" when not zero, "over 99%" when not sure.
pub(crate) fn chance(lang: Lang, p: f64) -> String {
    if p > 0.0 && p < 0.005 {
        t(lang, "chances-under-one")
    } else if p < 1.0 && p > 0.995 {
        t(lang, "chances-over-99")
    } else {
        percent_digits(lang, p, 0)
    }
}

/// A player's chance of a game's list as the screens show it: its whole
/// percent, the list adding up to 100; "under 1%" for a share that rounds to
/// 0 but is not nothing, "over 99%" for one that rounds to 100 but is not sure.
pub(crate) fn shown(lang: Lang, shown: Shown) -> String {
    if shown.percent == 0 && shown.share > 0.0 {
        t(lang, "chances-under-one")
    } else if shown.percent == 100 && shown.share < 1.0 {
        t(lang, "chances-over-99")
    } else {
        percent_digits(lang, f64::from(shown.percent) / 100.0, 0)
    }
}

/// `Chances to win: Anna 62%, Bertil 30%, Cecilia 8%`, then its precision,
/// wrapped within `width` columns (continuation lines indented by two).
pub fn chances_text(players: &[String], chances: &Chances, lang: Lang, width: usize) -> String {
    let list: Vec<String> = players
        .iter()
        .enumerate()
        .map(|(seat, name)| {
            tr!(
                lang,
                "chances-player",
                name = name,
                chance = shown(lang, chances.shown(seat))
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

/// The line of a game in progress of Skyjo Action in place of its chances,
/// wrapped within `width` columns: the forecast plays the classic game.
pub fn no_chances_text(lang: Lang, width: usize) -> String {
    wrap(&t(lang, "chances-not-for-action"), width)
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
            share: vec![0.125; 8],
            percent: crate::rules::chances::whole_percents(&[1; 8]),
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
        assert!(
            en.starts_with("Chances to win: Player0longname 13%, Player1longname 13%\n"),
            "{en}"
        );
        // Eight equal shares: 12.5 each, the four missing points to the first four.
        assert_eq!(chances.percent, [13, 13, 13, 13, 12, 12, 12, 12]);
        assert!(en.contains("0.5"), "{en}");
    }

    #[test]
    fn near_certain_chances_are_not_shown_as_certain() {
        let shown = |share, percent| shown(Lang::EN, Shown { share, percent });
        assert_eq!(shown(0.001, 0), t(Lang::EN, "chances-under-one"));
        assert_eq!(shown(0.0, 0), "0%");
        assert_eq!(shown(0.999, 100), t(Lang::EN, "chances-over-99"));
        assert_eq!(shown(1.0, 100), "100%");
        // A share of 0.4% that the largest remainder rounds up is shown as 1%.
        assert_eq!(shown(0.004, 1), "1%");
        assert_eq!(chance(Lang::EN, 0.001), t(Lang::EN, "chances-under-one"));
        assert_eq!(chance(Lang::EN, 0.999), t(Lang::EN, "chances-over-99"));
    }
}
