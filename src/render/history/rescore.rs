//! `rescore`: a game under other rules, as `show` draws it, and whether it
//! was saved.

use serde::Serialize;

use crate::i18n::t;
use crate::render::sheet::score_sheet;
use crate::render::view::{Screen, ShowView};
use crate::render::{Style, rules_text};
use crate::rules::{Rules, Standings};
use crate::store::StoredGame;
use crate::tr;

/// `rescore`: the `show` view of the game under the new rules, plus
/// `"saved"` and `"ends_after_round"`, every key in alphabetical order
/// like every object of the output.
pub struct RescoredView<'a> {
    /// The game under the new rules.
    pub show: ShowView,
    /// Whether it was saved, and then how many rounds' scores changed.
    pub saved: Option<usize>,
    /// The round after which the game would have ended, if before its last.
    pub ends_after_round: Option<usize>,
    /// The game under the new rules, for the words.
    pub game: &'a StoredGame,
    /// Where it stands under them, for the words.
    pub standings: &'a Standings,
    /// The rules it had, for the words.
    pub was: Rules,
}

impl Serialize for RescoredView<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::Error;
        // The show view's keys and the two of a rescore, in one sorted map.
        let mut value = serde_json::to_value(&self.show).map_err(S::Error::custom)?;
        value["ends_after_round"] = self.ends_after_round.into();
        value["saved"] = self.saved.is_some().into();
        value.serialize(s)
    }
}

impl Screen for RescoredView<'_> {
    fn text(&self, style: Style) -> String {
        let lang = style.lang;
        let game = self.game;
        let mut out = tr!(
            lang,
            "rescore-heading",
            game = game.id,
            rules = rules_text(&game.rules, lang),
            was = rules_text(&self.was, lang)
        );
        out.push('\n');
        if let Some(end) = self.ends_after_round {
            out.push_str(&tr!(lang, "rescore-ends-early", round = end));
            out.push('\n');
        }
        out.push_str(&score_sheet(game, self.standings, style));
        out.push_str(&match self.saved {
            Some(0) => t(lang, "rescore-saved-unchanged"),
            Some(changed) => tr!(lang, "rescore-saved", changed = changed),
            None => t(lang, "rescore-not-saved"),
        });
        out.push('\n');
        out
    }
}
