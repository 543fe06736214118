//! A game's rules as the screens say them: each setting that differs from
//! the official rules as a message, and the edition as the JSON names it.

use crate::i18n::{Lang, Message, Words};
use crate::msg;
use crate::rules::{RuleNote, Rules};

/// An edition as the JSON names it: `classic`, `action`.
pub fn edition_key(edition: crate::rules::Edition) -> &'static str {
    crate::rules::Choice::name(edition)
}

/// One setting of a game as a message.
pub fn rule_note(note: RuleNote) -> Message {
    match note {
        RuleNote::Target(target) => msg!("rule-target", target = target),
        RuleNote::Rounds(rounds) => msg!("rule-rounds", rounds = rounds),
        RuleNote::ColumnsInPlay => msg!("rule-columns-in-play"),
        RuleNote::NoColumns => msg!("rule-no-columns"),
        RuleNote::Rows => msg!("rule-rows"),
        RuleNote::TiesSafe => msg!("rule-ties-safe"),
        RuleNote::NoDoubling => msg!("rule-no-doubling"),
        RuleNote::NegativesDoubled => msg!("rule-negatives-doubled"),
        RuleNote::DecidingRound => msg!("rule-deciding-round"),
        RuleNote::RoundWinnerStarts => msg!("rule-round-winner-starts"),
        RuleNote::Action => msg!("rule-edition-action"),
        RuleNote::StarLinesKept => msg!("rule-star-lines-kept"),
        RuleNote::OwnDeck => msg!("rule-own-deck"),
    }
}

/// The rules of a game in a line, in `lang`: the end, then what differs from the official rules.
pub fn rules_text(rules: &Rules, lang: Lang) -> String {
    rules
        .notes()
        .into_iter()
        .map(|note| rule_note(note).text(lang))
        .collect::<Vec<_>>()
        .join(", ")
}
