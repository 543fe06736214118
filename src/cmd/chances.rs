//! The chances to win of a stored game in progress, for `status` and `show`
//! (docs/chances.md): the forecast of `rules::chances`, worded by
//! `render::chances`. A game of Skyjo Action has none (the simulation plays
//! the classic game): its text says so in one line, its JSON has no
//! `"chances"`.

use serde::Serialize;

use crate::render::chances::{WithChances, chances_json, chances_text, no_chances_text};
use crate::render::{Style, to_json};
use crate::rules::chances::{self, Chances, Position};
use crate::rules::{PLAYERS, Standings};
use crate::store::StoredGame;

/// Whether the game is in progress: not over, not abandoned, not of final
/// totals only.
fn playing(game: &StoredGame, standings: &Standings) -> bool {
    !standings.over && !game.abandoned && game.final_totals.is_none()
}

/// The chances of a game in progress; none for a finished or abandoned game,
/// a game of final totals only, or a game of Skyjo Action (not forecast).
pub(super) fn of_game(game: &StoredGame, standings: &Standings) -> Option<Chances> {
    let forecast = playing(game, standings) && chances::forecasts(&game.rules);
    (forecast && PLAYERS.contains(&game.players.len())).then(|| {
        chances::win_chances(&Position {
            rules: game.rules,
            totals: &standings.totals,
            rounds_played: game.rounds.len(),
            next_starter: standings.next_starter,
        })
    })
}

/// The JSON view of a game's screen with `"chances"` added when there are
/// `chances` (a game in progress): `status --json`, `show --json`, and the
/// state `skyjo serve` serves.
pub(super) fn with_chances<V: Serialize>(
    view: V,
    game: &StoredGame,
    chances: Option<&Chances>,
) -> WithChances<V> {
    WithChances {
        view,
        chances: chances.map(|c| chances_json(&game.players, c)),
    }
}

/// A screen of a game (`status`, `show`) with the chances of a game in
/// progress: `"chances"` added to its JSON view, and (with `in_text`) the
/// chances line after its words.
pub(super) fn output_with(
    json: bool,
    view: &impl Serialize,
    (game, standings): (&StoredGame, &Standings),
    style: Style,
    in_text: bool,
    words: impl FnOnce() -> String,
) -> String {
    if json {
        let chances = of_game(game, standings);
        return to_json(&with_chances(view, game, chances.as_ref()));
    }
    let mut text = words();
    if !in_text {
        return text;
    }
    if let Some(c) = of_game(game, standings) {
        text.push_str(&chances_text(
            &game.players,
            &c,
            style.lang,
            usize::from(style.width),
        ));
    } else if playing(game, standings) && !chances::forecasts(&game.rules) {
        text.push_str(&no_chances_text(style.lang, usize::from(style.width)));
    }
    text
}
