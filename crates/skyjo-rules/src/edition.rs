//! The edition of the cards ([`Edition`]) and what differs by it, answered
//! by the engine alone: the deck, whether it has stars and held action
//! cards, whether the simulated player plays it, which settings are its own
//! (here); its note among the rules and which lines go (`settings.rs`, on
//! [`Rules`](crate::Rules)); how its grids and cells are read (`entry.rs`,
//! [`Entry::parse`](crate::Entry::parse)); how they score (`round.rs`,
//! [`score_entry`](crate::score_entry), by each edition's own scorer, private
//! to the engine). A front end asks these and keeps values apart by edition
//! in a [`PerEdition`], never in a bool: a new edition is a new variant
//! here, and the compiler points to every `match` that must answer it.
//!
//! ```
//! use skyjo_rules::{Choice, Edition, PerEdition};
//!
//! assert_eq!(Edition::ALL, [Edition::Classic, Edition::Action]);
//! assert!(!Edition::Classic.has_stars() && Edition::Action.has_stars());
//! let mut games = PerEdition::<u32>::default();
//! games[Edition::Action] += 1;
//! assert_eq!(games.iter().map(|(e, n)| (e.name(), *n)).collect::<Vec<_>>(),
//!            [("classic", 0), ("action", 1)]);
//! ```

use std::ops::{Index, IndexMut};

use serde::{Deserialize, Serialize};

use super::choice::Choice;
use super::deck::{ActionDeck, Deck};

/// Which edition of Skyjo the game is played with.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum Edition {
    /// The classic game: the 150-card deck of -2..12.
    #[default]
    Classic,
    /// Skyjo Action: star cards, rows and columns removed, star bonuses and
    /// action cards ([`crate::action`]).
    Action,
}

crate::choices!(Edition { Classic => "classic", Action => "action" });

/// How many editions there are ([`Edition::ALL`]).
pub const EDITIONS: usize = <Edition as Choice>::ALL.len();

impl Edition {
    /// Whether this is the classic game (the edition a game's stored rules
    /// leave out).
    pub fn is_classic(&self) -> bool {
        *self == Edition::Classic
    }

    /// The edition's place in [`Edition::ALL`].
    fn index(self) -> usize {
        self as usize
    }

    /// The deck of this edition; Skyjo Action's with the counts `action_deck`.
    pub fn deck(self, action_deck: ActionDeck) -> Deck {
        match self {
            Edition::Classic => Deck::Classic,
            Edition::Action => Deck::Action(action_deck),
        }
    }

    /// Whether its deck holds stars (a grid takes `*` and `x*`).
    pub fn has_stars(self) -> bool {
        match self {
            Edition::Classic => false,
            Edition::Action => true,
        }
    }

    /// Whether a player may still hold action cards at the end of a round,
    /// which count in the score (asked after the grids, a column of the
    /// sheet).
    pub fn holds_cards(self) -> bool {
        match self {
            Edition::Classic => false,
            Edition::Action => true,
        }
    }

    /// Whether rows of four are always removed besides columns (Skyjo
    /// Action); in the classic game only as a house variant
    /// ([`Rules::rows`](crate::Rules::rows), asked by
    /// [`Rules::removes_rows`](crate::Rules::removes_rows)).
    pub fn always_removes_rows(self) -> bool {
        match self {
            Edition::Classic => false,
            Edition::Action => true,
        }
    }

    /// Whether the simulated player ([`crate::play`]) plays a game of this
    /// edition: it deals and draws from the classic deck, so a game of Skyjo
    /// Action (stars that complete any line, rows removed, action cards that
    /// change the turns) is not played. What plays on from a table asks it:
    /// the forecasts of [`chances`](crate::chances), and the program before
    /// `risk` and `advise`.
    pub fn plays(self) -> bool {
        match self {
            Edition::Classic => true,
            Edition::Action => false,
        }
    }

    /// The settings only this edition reads, by their names (a flag's and a
    /// config key's): the classic line rules, or Skyjo Action's own. Set over
    /// a game of another edition, they are refused.
    pub fn own_settings(self) -> &'static [&'static str] {
        match self {
            Edition::Classic => &["columns", "rows"],
            Edition::Action => &["star-lines", "deck-stars", "deck-actions"],
        }
    }
}

impl Deck {
    /// The edition whose deck this is ([`Edition::deck`] made it).
    pub fn edition(&self) -> Edition {
        match self {
            Deck::Classic => Edition::Classic,
            Deck::Action(_) => Edition::Action,
        }
    }
}

/// One value for each edition, indexed by [`Edition`]: what a front end keeps
/// apart by edition (the points of the statistics, the margins of a rivalry,
/// the lowest round of each), never a pair of fields or a bool.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PerEdition<T>([T; EDITIONS]);

impl<T> PerEdition<T> {
    /// The value of each edition, made by `of`.
    pub fn from_fn(mut of: impl FnMut(Edition) -> T) -> PerEdition<T> {
        PerEdition(std::array::from_fn(|i| of(Edition::ALL[i])))
    }

    /// Each edition with its value, in the order of [`Edition::ALL`].
    pub fn iter(&self) -> impl Iterator<Item = (Edition, &T)> {
        Edition::ALL.iter().copied().zip(&self.0)
    }

    /// The value of each edition through `f`.
    pub fn map<U>(self, f: impl FnMut(T) -> U) -> PerEdition<U> {
        PerEdition(self.0.map(f))
    }
}

impl<T> Index<Edition> for PerEdition<T> {
    type Output = T;
    fn index(&self, edition: Edition) -> &T {
        &self.0[edition.index()]
    }
}

impl<T> IndexMut<Edition> for PerEdition<T> {
    fn index_mut(&mut self, edition: Edition) -> &mut T {
        &mut self.0[edition.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deck::{VALUES, copies};
    use crate::{ActionRules, Entry, RuleNote, Rules, Scored, action, score_entry};

    fn rules(edition: Edition) -> Rules {
        Rules::official(edition)
    }

    #[test]
    fn every_edition_has_its_place_in_all() {
        for (i, &edition) in Edition::ALL.iter().enumerate() {
            assert_eq!(edition.index(), i);
        }
        assert_eq!(EDITIONS, 2);
        let per = PerEdition::from_fn(|e| e.name());
        assert_eq!(per[Edition::Classic], "classic");
        assert_eq!(per[Edition::Action], "action");
        assert_eq!(per.map(str::len)[Edition::Action], 6);
    }

    /// Each edition's deck: its size and its counts.
    #[test]
    fn each_editions_deck_has_its_size_and_counts() {
        let classic = Edition::Classic.deck(ActionDeck::default());
        assert_eq!(classic, Deck::Classic);
        assert_eq!(classic.size(), 150);
        assert_eq!(classic.stars(), 0);
        for v in VALUES {
            assert_eq!(classic.copies(v), copies(v));
        }
        assert_eq!(classic.copies(0), 15);
        assert_eq!(classic.copies(-2), 5);
        let own = ActionDeck {
            stars: 12,
            ..ActionDeck::default()
        };
        let action = Edition::Action.deck(own);
        assert_eq!(action, Deck::Action(own));
        for edition in Edition::ALL {
            assert_eq!(edition.deck(own).edition(), *edition);
            assert_eq!(edition.deck(own).has_stars(), edition.has_stars());
        }
        assert_eq!(action.stars(), 12);
        assert_eq!(action.size(), own.playing_cards());
        let assumed = Edition::Action.deck(ActionDeck::default());
        assert_eq!(assumed.stars(), 15);
        assert_eq!(assumed.copies(7), 7);
        // Through the rules, with the game's own counts.
        let mut action_rules = Rules::official(Edition::Action);
        action_rules.action.deck = own;
        assert_eq!(action_rules.deck(), action);
        assert_eq!(rules(Edition::Classic).deck(), classic);
    }

    #[test]
    fn what_a_front_end_asks_of_each_edition() {
        assert!(!Edition::Classic.has_stars() && Edition::Action.has_stars());
        assert!(!Edition::Classic.holds_cards() && Edition::Action.holds_cards());
        assert!(Edition::Classic.plays() && !Edition::Action.plays());
        assert!(!Edition::Classic.always_removes_rows() && Edition::Action.always_removes_rows());
        for &edition in Edition::ALL {
            for rows in [false, true] {
                let rules = Rules {
                    rows,
                    ..rules(edition)
                };
                assert_eq!(rules.removes_rows(), rows || edition == Edition::Action);
            }
        }
        assert_eq!(Edition::Classic.note(), None);
        assert_eq!(Edition::Action.note(), Some(RuleNote::Action));
        assert_eq!(rules(Edition::Action).notes()[0], RuleNote::Action);
        // An edition's own settings are no other's.
        for a in Edition::ALL {
            for b in Edition::ALL.iter().filter(|&b| b != a) {
                assert!(
                    a.own_settings()
                        .iter()
                        .all(|s| !b.own_settings().contains(s))
                );
            }
        }
    }

    /// The score through the seam ([`score_entry`]) is the edition's own
    /// scorer's, on the examples of the rules (RULES.md and the manual of
    /// Skyjo Action).
    #[test]
    fn the_score_through_the_seam_is_each_editions_own() {
        let classic = rules(Edition::Classic);
        for (text, raw) in [
            ("1 0 3 4 / -2 2 5 0 / 1 3 0 2", 19),
            ("x9 1 2 3 / x9 2 1 1 / x9 1 2 1", 14),
            ("0 2 1 -1 / 0 -2 1 3 / 5 3 0 -2", 10),
            ("1 3 7 4 / -2 0 -1 0 / 1 0 12 -1", 24),
        ] {
            let entry = Entry::parse("P", text, &classic).unwrap();
            let Entry::Grid(grid) = entry else {
                panic!("a classic grid: {text}")
            };
            let seam = score_entry(&classic, &entry);
            assert_eq!(seam.raw, raw, "{text}");
            assert_eq!(seam.scored, Scored::Grid(grid.score(&classic)));
        }
        let action = rules(Edition::Action);
        for (text, held, raw) in [
            // A row of 5s goes with its star: 16 left.
            ("* 5 5 5 / 1 2 3 4 / 0 1 2 3", 0, 16),
            ("* 5 5 5 / 1 2 3 4 / 0 1 2 3", 2, 36),
            // A column of stars: its bonus, and the rest.
            ("* 1 2 3 / * 4 5 6 / * 7 8 9", 0, 45 - 10),
        ] {
            let entry = Entry::parse("P", text, &action)
                .unwrap()
                .with_held("P", held, &action)
                .unwrap();
            let Entry::Action { grid, held } = entry else {
                panic!("an Action grid: {text}")
            };
            let own = action::score_action_grid(&grid, &ActionRules::default(), held);
            let seam = score_entry(&action, &entry);
            assert_eq!(seam.raw, raw, "{text} held={held}");
            assert_eq!(seam.raw, own.raw);
            assert_eq!(seam.scored, Scored::Action(own));
        }
        // A classic grid under the rules of Skyjo Action scores as one of
        // them: its rows go too.
        let g = Entry::parse("P", "4 4 4 4 / 1 2 3 5 / 0 1 2 3", &classic).unwrap();
        assert_eq!(score_entry(&classic, &g).raw, 16 + 11 + 6);
        assert_eq!(score_entry(&action, &g).raw, 11 + 6);
    }
}
