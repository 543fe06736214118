//! The rules of one game: the official defaults and the house variants of RULES.md.
//!
//! A game stores its `Rules` (as JSON) so that it re-scores the same forever.
//! Fields missing from stored JSON take the official default, so adding a new
//! variant never changes how an old game scores.
//!
//! Each rule owns its names: the same kebab-case word is its value on the
//! command line (`clap::ValueEnum`), in the config file and in stored JSON
//! (serde), written once here.

use clap::ValueEnum;
use serde::{Deserialize, Serialize};

/// Which columns of three equal cards are removed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum ColumnRule {
    /// Official: removed during play and also when formed by the final reveal.
    #[default]
    #[value(help = "Removed in play and at the final reveal")]
    Reveal,
    /// House rule: only columns removed during play (entered as `x`) score nothing.
    #[value(help = "Only removed in play")]
    Play,
    /// House rule (seed 003 calls the column rule optional): no column is ever removed.
    #[value(help = "Never removed")]
    Off,
}

/// How a closer who is not alone lowest is treated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum Doubling {
    /// Official: doubled unless strictly lowest; a tie for lowest doubles.
    #[default]
    #[value(help = "Doubled unless strictly lowest")]
    TieDoubles,
    /// House rule: a closer tied for lowest is safe; only a closer beaten is doubled.
    #[value(help = "Doubled only when someone is lower")]
    TieSafe,
    /// House rule: nobody is ever doubled.
    #[value(help = "Never doubled")]
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum TieBreak {
    /// Official: the tied players share the win.
    #[default]
    #[value(help = "The tied players share the win")]
    Shared,
    /// Seed 000: play one more round (again, while still tied).
    #[value(help = "One more round while tied")]
    DecidingRound,
}

/// Who starts the rounds after the first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum Starter {
    /// Official manual and seed 004: the player who closed the previous round.
    #[default]
    #[value(help = "The last closer starts")]
    Closer,
    /// Seed 003: the player with the lowest score of the previous round.
    #[value(help = "The lowest score of the last round starts")]
    RoundWinner,
}

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
}

impl Rules {
    /// The settings a person needs to know: the end of the game first, then
    /// only what differs from the official rules.
    pub fn notes(&self) -> Vec<RuleNote> {
        let mut notes = vec![match self.end {
            GameEnd::Target(t) => RuleNote::Target(t),
            GameEnd::Rounds(n) => RuleNote::Rounds(n),
        }];
        match self.columns {
            ColumnRule::Reveal => {}
            ColumnRule::Play => notes.push(RuleNote::ColumnsInPlay),
            ColumnRule::Off => notes.push(RuleNote::NoColumns),
        }
        if self.rows {
            notes.push(RuleNote::Rows);
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
}
