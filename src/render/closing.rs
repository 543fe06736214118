//! `risk` that knows the game: P(win the game) if I close now and if I play
//! on, the plain answer comparing them, and the `"game"` object of `--json`.

use serde::Serialize;

use super::chances::{chance, wrap};
use super::{Style, layout};
use crate::i18n::{decimal, integer};
use crate::rules::closing::GameAnswer;
use crate::tr;

/// What `risk` says of the game.
#[derive(Debug, Clone)]
pub struct GameView {
    /// The player I am.
    pub me: String,
    /// The engine's answer.
    pub answer: GameAnswer,
    /// P(doubled) if I close now (the first row of the risk table).
    pub p_doubled: f64,
    /// Whether my grid was given (`--grid`), so that playing on could be simulated.
    pub grid_given: bool,
}

/// The `"game"` object of `risk --json`: the chances to four decimals;
/// `p_win_if_play_on` is null without `--grid`.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct GameJson {
    p_win_if_close: f64,
    p_win_if_play_on: Option<f64>,
    p_game_ends_if_close: f64,
}

impl GameJson {
    /// The object of `view`.
    pub fn of(view: &GameView) -> GameJson {
        let a = &view.answer;
        let round = |p: f64| (p * 10_000.0).round() / 10_000.0;
        GameJson {
            p_win_if_close: round(a.p_win_if_close),
            p_win_if_play_on: a.p_win_if_play_on.map(round),
            p_game_ends_if_close: round(a.p_game_ends_if_close),
        }
    }
}

/// The game's lines of `risk`, wrapped within the width; with `explain`,
/// how precise the chances are and how many draws and rounds they took.
pub fn game_text(view: &GameView, explain: bool, style: Style) -> String {
    let lang = style.lang;
    let width = usize::from(style.width);
    let a = &view.answer;
    // A chance and its % stay on one line ("64 %").
    let pct = |p: f64| layout::glue(&chance(lang, p));
    let mut out = String::from("\n");
    out += &wrap(
        &tr!(
            lang,
            "closing-if-close",
            name = view.me.as_str(),
            p = pct(a.p_win_if_close),
            ends = pct(a.p_game_ends_if_close)
        ),
        width,
    );
    match a.p_win_if_play_on {
        Some(p) => {
            out += &wrap(&tr!(lang, "closing-if-play-on", p = pct(p)), width);
            out += &wrap(&tr!(lang, "closing-policy"), width);
            let verdict = if a.p_win_if_close >= p {
                tr!(
                    lang,
                    "closing-verdict-close",
                    close = pct(a.p_win_if_close),
                    doubled = pct(view.p_doubled),
                    play_on = pct(p)
                )
            } else {
                tr!(
                    lang,
                    "closing-verdict-play-on",
                    close = pct(a.p_win_if_close),
                    play_on = pct(p)
                )
            };
            out += &wrap(&verdict, width);
        }
        None => {
            let why = if view.grid_given {
                tr!(lang, "closing-no-play-on-shorthand")
            } else {
                tr!(lang, "closing-no-play-on-grid")
            };
            out += &wrap(&why, width);
        }
    }
    if !explain {
        return out;
    }
    let margin = decimal(lang, a.margin * 100.0, 1);
    let precision = if a.exact {
        tr!(
            lang,
            "closing-precision-exact",
            margin = margin,
            play_on = a.play_on_samples,
            rounds_on = integer(lang, i64::try_from(a.play_on_samples).unwrap_or(i64::MAX))
        )
    } else {
        tr!(
            lang,
            "closing-precision",
            margin = margin,
            close = integer(lang, i64::try_from(a.close_samples).unwrap_or(i64::MAX)),
            play_on = a.play_on_samples,
            rounds_on = integer(lang, i64::try_from(a.play_on_samples).unwrap_or(i64::MAX))
        )
    };
    out += &wrap(&precision, width);
    out
}
