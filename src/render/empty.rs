//! The one line of a history screen with nothing to show.

use super::edition_key;
use crate::i18n::{Lang, t};

/// The one line of an empty list: `whole_id` when the whole history is empty,
/// "No games in that period" when only the period asked for is.
pub fn empty_list(lang: Lang, whole: bool, whole_id: &'static str) -> String {
    format!(
        "{}\n",
        t(lang, if whole { whole_id } else { "period-none" })
    )
}

/// The words of a history screen with nothing to show: no games yet, none
/// in that period, or none of the edition asked for (`--edition`).
/// `whole_id` says the first ("games-none").
pub fn empty_selection(
    lang: crate::i18n::Lang,
    period: crate::store::stats::Period,
    whole_id: &'static str,
) -> String {
    let Some(edition) = period.edition else {
        return empty_list(lang, period.is_all_time(), whole_id);
    };
    format!(
        "{}\n",
        crate::tr!(
            lang,
            "history-edition-none",
            edition = edition_key(edition),
            period = if period.is_all_time() { "no" } else { "yes" }
        )
    )
}
