//! `edit`: the question before a corrected round is stored, the round
//! corrected, and the line when the correction changes a finished game's
//! outcome.

use super::seat_name;
use crate::i18n::{Lang, join_names};
use crate::render::Style;
use crate::render::sheet::round_written;
use crate::rules::{RoundScore, Standings};
use crate::store::StoredGame;
use crate::tr;

/// The question before a corrected round is stored.
pub fn correct_question(game: i64, round: u32, lang: Lang) -> String {
    tr!(lang, "edit-question", round = round, game = game)
}

/// `edit`: the round corrected, the verdict and the sheet.
pub fn corrected(
    game: &StoredGame,
    standings: &Standings,
    number: u32,
    scored: &RoundScore,
    style: Style,
) -> String {
    let done = crate::msg!("edit-done", round = number, game = game.id);
    round_written(done, game, standings, scored, style)
}

/// `edit` of a finished game: one line when the correction reopens it or
/// gives it other winners; `None` when the outcome stands.
pub fn outcome_changed(
    game: &StoredGame,
    before: &Standings,
    after: &Standings,
    lang: Lang,
) -> Option<String> {
    if !before.over {
        return None;
    }
    let names = |seats: &[usize]| -> Vec<String> {
        seats.iter().map(|&s| seat_name(&game.players, s)).collect()
    };
    if !after.over {
        let leaders = names(&after.leaders);
        return Some(tr!(
            lang,
            "edit-no-longer-over",
            game = game.id,
            names = join_names(lang, &leaders),
            count = leaders.len(),
            total = after.leaders.first().map_or(0, |&s| after.totals[s])
        ));
    }
    (before.winners() != after.winners()).then(|| {
        let (now, was) = (names(after.winners()), names(before.winners()));
        tr!(
            lang,
            "edit-new-winner",
            game = game.id,
            names = join_names(lang, &now),
            count = now.len(),
            was = join_names(lang, &was)
        )
    })
}
