//! The rules of one game: the official defaults and the house variants, the
//! edition of the cards ([`Edition`], whose own answers are `edition.rs`'s)
//! and the settings of Skyjo Action ([`ActionRules`]). What depends on the
//! edition and the other settings together is decided here once
//! ([`Rules::deck`], [`Rules::removes_rows`], [`Rules::notes`]), or where an
//! entry is read and scored (`entry.rs`, `round.rs`).
//!
//! A game stores its `Rules` (as JSON) so that it re-scores the same forever.
//! Fields missing from stored JSON take the official default, so adding a new
//! variant never changes how an old game scores.
//!
//! Each rule owns its names: the same kebab-case word is its value on the
//! command line, in the config file and in stored JSON (serde), written once
//! here ([`Choice`](crate::Choice)).

use serde::{Deserialize, Serialize};

use super::deck::{ActionDeck, Deck};
use super::edition::Edition;

/// Which columns of three equal cards are removed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ColumnRule {
    /// Official: removed during play and also when formed by the final reveal.
    #[default]
    Reveal,
    /// House rule: only columns removed during play (entered as `x`) score nothing.
    Play,
    /// House rule (seed 003 calls the column rule optional): no column is ever removed.
    Off,
}

/// How a closer who is not alone lowest is treated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Doubling {
    /// Official: doubled unless strictly lowest; a tie for lowest doubles.
    #[default]
    TieDoubles,
    /// House rule: a closer tied for lowest is safe; only a closer beaten is doubled.
    TieSafe,
    /// House rule: nobody is ever doubled.
    Off,
}

/// How the game ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind", content = "value")]
pub enum GameEnd {
    /// Official: after the round in which some total reaches the target (100 or more).
    Target(i32),
    /// House rule: after a fixed number of rounds (best of five: `Rounds(5)`).
    Rounds(u32),
}

impl Default for GameEnd {
    fn default() -> Self {
        GameEnd::Target(100)
    }
}

/// What happens when the lowest totals are tied at the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TieBreak {
    /// Official: the tied players share the win.
    #[default]
    Shared,
    /// Seed 000: play one more round (again, while still tied).
    DecidingRound,
}

/// Who starts the rounds after the first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Starter {
    /// Official manual and seed 004: the player who closed the previous round.
    #[default]
    Closer,
    /// Seed 003: the player with the lowest score of the previous round.
    RoundWinner,
}

/// Whether a complete line of only stars is removed besides scoring its bonus.
/// Sources differ; either way a star left in the grid counts 0 and lines are
/// found together, so the two score the same and differ in what is removed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StarLines {
    /// The bonus applies and the line is removed: its cards count nothing else.
    #[default]
    Removed,
    /// The bonus applies and the stars stay in the grid.
    Kept,
}

/// The settings of Skyjo Action besides the classic ones of [`Rules`].
/// Stored as JSON with a game; a field missing takes its default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct ActionRules {
    /// Whether a line of stars is removed besides scoring its bonus.
    pub star_lines: StarLines,
    /// The deck the round's cards are checked against.
    pub deck: ActionDeck,
}

impl ActionRules {
    /// Whether these are the default settings (a stored game leaves them out).
    pub fn is_default(&self) -> bool {
        *self == ActionRules::default()
    }
}

crate::choices!(ColumnRule { Reveal => "reveal", Play => "play", Off => "off" });
crate::choices!(Doubling { TieDoubles => "tie-doubles", TieSafe => "tie-safe", Off => "off" });
crate::choices!(TieBreak { Shared => "shared", DecidingRound => "deciding-round" });
crate::choices!(Starter { Closer => "closer", RoundWinner => "round-winner" });
crate::choices!(StarLines { Removed => "removed", Kept => "kept" });

/// All the settings of one game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Rules {
    /// Which columns of three equal cards are removed.
    pub columns: ColumnRule,
    /// House variant (seed 000): four equal cards in a row are removed too.
    pub rows: bool,
    /// When a closer is doubled.
    pub doubling: Doubling,
    /// House variant: a closer at 0 or below who would be doubled is doubled too.
    pub double_negative: bool,
    /// When the game ends.
    pub end: GameEnd,
    /// What a tie for the lowest final total means.
    pub tie_break: TieBreak,
    /// Who starts the rounds after the first.
    pub starter: Starter,
    /// The edition: a classic game's stored JSON leaves it out, as before it existed.
    #[serde(skip_serializing_if = "Edition::is_classic")]
    pub edition: Edition,
    /// The settings of Skyjo Action (stored only when they differ from the defaults).
    #[serde(skip_serializing_if = "ActionRules::is_default")]
    pub action: ActionRules,
}

impl Rules {
    /// The official rules of `edition`: the defaults of every setting.
    pub fn official(edition: Edition) -> Rules {
        Rules {
            edition,
            ..Rules::default()
        }
    }

    /// The deck the cards of a round are counted against: the classic one,
    /// or the playing cards of Skyjo Action's deck (its counts in
    /// [`ActionRules::deck`]), as the edition says ([`Edition::deck`]).
    pub fn deck(&self) -> Deck {
        self.edition.deck(self.action.deck)
    }

    /// Whether rows of four are removed besides columns: a house variant of
    /// the classic game ([`Rules::rows`]), always in Skyjo Action.
    pub fn removes_rows(&self) -> bool {
        self.rows || self.edition.always_removes_rows()
    }
}

/// One setting of a game as the score sheet names it: the end of the game,
/// and every house variant that differs from the official rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RuleNote {
    /// The game ends at this target.
    Target(i32),
    /// The game ends after this many rounds.
    Rounds(u32),
    /// Columns are only removed in play.
    ColumnsInPlay,
    /// Columns are never removed.
    NoColumns,
    /// Rows of four are removed too.
    Rows,
    /// A tie for lowest is safe for the closer.
    TiesSafe,
    /// Nobody is doubled.
    NoDoubling,
    /// A closer's score of 0 or below is doubled too.
    NegativesDoubled,
    /// A tie at the end is played out.
    DecidingRound,
    /// The round winner starts the next round.
    RoundWinnerStarts,
    /// The game is one of Skyjo Action.
    Action,
    /// Skyjo Action: a line of stars stays in the grid after its bonus.
    StarLinesKept,
    /// Skyjo Action: the deck's counts are the family's own, not the assumed ones.
    OwnDeck,
}

impl Edition {
    /// The note a game of this edition carries beside its number and first
    /// among its rules ([`Rules::notes`]): none for the classic game, which
    /// a game is unless it says.
    pub fn note(self) -> Option<RuleNote> {
        match self {
            Edition::Classic => None,
            Edition::Action => Some(RuleNote::Action),
        }
    }
}

impl Rules {
    /// The settings a person needs to know: the end of the game first, then
    /// only what differs from the official rules.
    pub fn notes(&self) -> Vec<RuleNote> {
        let end = match self.end {
            GameEnd::Target(t) => RuleNote::Target(t),
            GameEnd::Rounds(n) => RuleNote::Rounds(n),
        };
        let mut notes: Vec<RuleNote> = self.edition.note().into_iter().collect();
        notes.push(end);
        match self.edition {
            // The classic line rules as the house sets them.
            Edition::Classic => {
                match self.columns {
                    ColumnRule::Reveal => {}
                    ColumnRule::Play => notes.push(RuleNote::ColumnsInPlay),
                    ColumnRule::Off => notes.push(RuleNote::NoColumns),
                }
                if self.rows {
                    notes.push(RuleNote::Rows);
                }
            }
            // Skyjo Action always removes rows and columns: the classic line
            // rules do not apply to it; its own settings do.
            Edition::Action => {
                if self.action.star_lines == StarLines::Kept {
                    notes.push(RuleNote::StarLinesKept);
                }
                if self.action.deck != ActionDeck::default() {
                    notes.push(RuleNote::OwnDeck);
                }
            }
        }
        match self.doubling {
            Doubling::TieDoubles => {}
            Doubling::TieSafe => notes.push(RuleNote::TiesSafe),
            Doubling::Off => notes.push(RuleNote::NoDoubling),
        }
        if self.double_negative {
            notes.push(RuleNote::NegativesDoubled);
        }
        if self.tie_break == TieBreak::DecidingRound {
            notes.push(RuleNote::DecidingRound);
        }
        if self.starter == Starter::RoundWinner {
            notes.push(RuleNote::RoundWinnerStarts);
        }
        notes
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Choice;

    #[test]
    fn stored_rules_without_new_fields_take_the_defaults() {
        let rules: Rules = serde_json::from_str(r#"{"rows": true}"#).unwrap();
        assert!(rules.rows);
        assert_eq!(rules.end, GameEnd::Target(100));
        assert_eq!(rules.doubling, Doubling::TieDoubles);
    }

    #[test]
    fn rules_round_trip_through_json() {
        let rules = Rules {
            columns: ColumnRule::Play,
            end: GameEnd::Rounds(5),
            tie_break: TieBreak::DecidingRound,
            ..Rules::default()
        };
        let json = serde_json::to_string(&rules).unwrap();
        assert_eq!(serde_json::from_str::<Rules>(&json).unwrap(), rules);
    }

    #[test]
    fn a_classic_game_stores_the_json_it_stored_before_editions() {
        let json = serde_json::to_string(&Rules::default()).unwrap();
        assert!(
            !json.contains("edition") && !json.contains("action"),
            "{json}"
        );
        let action = Rules {
            edition: Edition::Action,
            ..Rules::default()
        };
        let json = serde_json::to_string(&action).unwrap();
        assert!(json.contains(r#""edition":"action""#), "{json}");
        assert!(!json.contains("deck"), "{json}");
        assert_eq!(serde_json::from_str::<Rules>(&json).unwrap(), action);
        let mut own = action;
        own.action.deck.stars = 12;
        let json = serde_json::to_string(&own).unwrap();
        assert_eq!(serde_json::from_str::<Rules>(&json).unwrap(), own);
        assert_eq!(own.notes()[..1], [RuleNote::Action]);
        assert!(own.notes().contains(&RuleNote::OwnDeck));
    }

    /// Every choice's name is its name in stored JSON, and names it back.
    fn names_are_the_json_names<
        T: Choice + Serialize + for<'de> Deserialize<'de> + PartialEq + std::fmt::Debug,
    >() {
        for &choice in T::ALL {
            let json = serde_json::to_string(&choice).unwrap();
            assert_eq!(json, format!("\"{}\"", choice.name()));
            assert_eq!(T::named(choice.name()), Some(choice));
        }
    }

    #[test]
    fn a_choice_has_one_name_everywhere() {
        names_are_the_json_names::<ColumnRule>();
        names_are_the_json_names::<Doubling>();
        names_are_the_json_names::<TieBreak>();
        names_are_the_json_names::<Starter>();
        names_are_the_json_names::<Edition>();
        names_are_the_json_names::<StarLines>();
        assert_eq!(
            ColumnRule::ALL,
            [ColumnRule::Reveal, ColumnRule::Play, ColumnRule::Off]
        );
        assert_eq!(Doubling::named("tie"), None);
    }
}
