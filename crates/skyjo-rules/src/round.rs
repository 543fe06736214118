//! Scoring one round, in either edition: raw scores, the deck check, and
//! whether the closer is doubled. The one scoring of a round and of an
//! entry ([`score_round`], [`score_entry`]): a grid is scored as one of the
//! rules' edition, by that edition's own scorer (private to the engine: a
//! classic grid's in `grid.rs`, Skyjo Action's in `action.rs`), and the
//! closer is judged alike.

use super::RuleError;
use super::action::{self, ActionGridScore};
use super::deck::CardCount;
use super::edition::Edition;
use super::entry::Entry;
use super::game::{PLAYERS, RoundResult};
use super::grid::{GridScore, Removal};
use super::settings::{Doubling, Rules};

/// One player's result for a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerScore {
    /// The raw round score: the sum of the cards left in the grid (in Skyjo
    /// Action with the star bonuses and the held action cards), or the total
    /// as entered.
    pub raw: i32,
    /// Whether this score was doubled (only ever the closer).
    pub doubled: bool,
    /// The score that goes on the sheet.
    pub score: i32,
    /// What was scored, and how the raw score came about.
    pub scored: Scored,
}

/// What one player's raw score was made of.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Scored {
    /// A bare total, as entered.
    Total,
    /// A classic grid: its removed lines and the cards left.
    Grid(GridScore),
    /// A grid of Skyjo Action: its removed lines, star bonuses and held cards.
    Action(ActionGridScore),
}

impl PlayerScore {
    /// The lines removed from this player's grid (none for a bare total).
    pub fn removals(&self) -> Vec<Removal> {
        match &self.scored {
            Scored::Grid(g) => g.removals.clone(),
            Scored::Action(a) => a
                .removals
                .iter()
                .map(|r| Removal {
                    line: r.line,
                    value: r.value,
                    when: r.when,
                })
                .collect(),
            Scored::Total => Vec::new(),
        }
    }

    /// How a grid of Skyjo Action scored, when one was entered.
    pub fn action(&self) -> Option<&ActionGridScore> {
        match &self.scored {
            Scored::Action(a) => Some(a),
            Scored::Grid(_) | Scored::Total => None,
        }
    }
}

/// Why the closer was or was not doubled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// The closer is strictly lowest: never doubled.
    AloneLowest,
    /// The closer ties for lowest, and a tie doubles (official).
    TiedLowest,
    /// The closer ties for lowest, and this game plays ties as safe.
    TiedSafe,
    /// Another player is lower.
    NotLowest,
    /// The closer would be doubled, but a score of 0 or below never is.
    NotPositive,
    /// This game plays without doubling.
    DoublingOff,
}

/// The decision about the closer, with what it was based on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Verdict {
    /// Index of the closer among the round's players.
    pub closer: usize,
    /// The closer's raw score.
    pub closer_raw: i32,
    /// The lowest other player (the first one in order when several tie) and their raw score.
    pub rival: (usize, i32),
    /// The decision.
    pub reason: Reason,
    /// Whether the closer's score is doubled.
    pub doubled: bool,
}

/// A scored round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundScore {
    /// One result per player, in the order the entries were given.
    pub players: Vec<PlayerScore>,
    /// The decision about the closer.
    pub verdict: Verdict,
}

impl RoundScore {
    /// What the game's standings need of this round ([`crate::standings`]):
    /// the scores and the closer, in either edition.
    pub fn result(&self) -> RoundResult {
        RoundResult {
            scores: self.players.iter().map(|p| p.score).collect(),
            closer: self.verdict.closer,
        }
    }
}

/// Scores a round from every player's entry under `rules`; `closer` indexes
/// `entries`.
///
/// Refuses a table of fewer than 2 or more than 8, and a round whose cards
/// are over the deck of the rules' edition ([`Rules::deck`]): a value shown
/// more often than the deck has it (face-up cards and recorded removed cards
/// of all grids), in Skyjo Action also more stars, or more action cards held
/// by all players together, than the deck has.
///
/// Panics when `closer` is not a player.
pub fn score_round(
    rules: &Rules,
    entries: &[Entry],
    closer: usize,
) -> Result<RoundScore, RuleError> {
    if !PLAYERS.contains(&entries.len()) {
        return Err(RuleError::PlayerCount {
            found: entries.len(),
        });
    }
    assert!(closer < entries.len(), "closer index out of range");
    if let Some(err) = over_deck(rules, entries) {
        return Err(err);
    }
    let players: Vec<PlayerScore> = entries.iter().map(|e| score_entry(rules, e)).collect();
    Ok(judged(rules, players, closer))
}

/// The first way the cards of `entries` (a round's, or those of its draft
/// given so far) are over the deck of the rules' edition ([`Rules::deck`]):
/// a value shown more often than the deck has it (face-up cards and recorded
/// removed cards of all grids), in Skyjo Action also more stars, or more
/// action cards held by all players together, than the deck has
/// ([`Deck::over_in_round`](crate::deck::Deck::over_in_round)). `None` when
/// the deck has them all. [`score_round`] refuses a round so.
pub fn over_deck(rules: &Rules, entries: &[Entry]) -> Option<RuleError> {
    let mut count = CardCount::default();
    for entry in entries {
        entry.count_cards(&mut count);
    }
    let held_in_all = entries.iter().map(Entry::held).sum();
    rules.deck().over_in_round(&count, held_in_all)
}

/// One player's entry scored alone, before the closer is judged: the sum of
/// the cards left once lines are removed (an Action grid's star bonuses and
/// held cards with it), or the total as entered. What a grid scores when it
/// is typed (the prompt's echo) and what the round starts from. A grid is
/// scored as one of the rules' edition.
pub fn score_entry(rules: &Rules, entry: &Entry) -> PlayerScore {
    let (raw, scored) = match (entry, rules.edition) {
        (Entry::Total(total), _) => (*total, Scored::Total),
        (Entry::Grid(grid), Edition::Classic) => {
            let scored = grid.score(rules);
            (scored.raw, Scored::Grid(scored))
        }
        (Entry::Grid(grid), Edition::Action) => {
            let action_grid = action::from_classic(grid);
            let scored = action::score_action_grid(&action_grid, &rules.action, 0);
            (scored.raw, Scored::Action(scored))
        }
        (Entry::Action { grid, held }, _) => {
            let scored = action::score_action_grid(grid, &rules.action, *held);
            (scored.raw, Scored::Action(scored))
        }
    };
    PlayerScore {
        raw,
        doubled: false,
        score: raw,
        scored,
    }
}

/// The round of `players` (each scored at its raw score) once the closer is
/// judged: doubled or not, and why.
fn judged(rules: &Rules, mut players: Vec<PlayerScore>, closer: usize) -> RoundScore {
    let raws: Vec<i32> = players.iter().map(|p| p.raw).collect();
    let verdict = closer_verdict(rules, &raws, closer);
    if verdict.doubled {
        let closer = &mut players[closer];
        closer.doubled = true;
        closer.score = closer.raw * 2;
    }
    RoundScore { players, verdict }
}

/// The decision about the closer of a round whose players have `raws` (in
/// the order of the entries; `closer` indexes it): the lowest other player
/// (the first in order on a tie) and [`judge`]'s verdict, in either edition.
///
/// Panics when there are fewer than two players or `closer` is not one of them.
pub fn closer_verdict(rules: &Rules, raws: &[i32], closer: usize) -> Verdict {
    let closer_raw = raws[closer];
    let rival = raws
        .iter()
        .copied()
        .enumerate()
        .filter(|&(i, _)| i != closer)
        .min_by_key(|&(i, raw)| (raw, i))
        .expect("a round has at least two players");
    let (reason, doubled) = judge(rules, closer_raw, rival.1);
    Verdict {
        closer,
        closer_raw,
        rival,
        reason,
        doubled,
    }
}

/// The one decision about a closer at `closer_raw` whose lowest rival has
/// `rival_raw`: why, and whether the closer is doubled. Scoring and `risk`
/// both ask it.
#[inline]
pub fn judge(rules: &Rules, closer_raw: i32, rival_raw: i32) -> (Reason, bool) {
    let would_double = |reason| match (closer_raw > 0, closer_raw != 0 && rules.double_negative) {
        (true, _) | (false, true) => (reason, true),
        (false, false) => (Reason::NotPositive, false),
    };
    if rules.doubling == Doubling::Off {
        (Reason::DoublingOff, false)
    } else if closer_raw < rival_raw {
        (Reason::AloneLowest, false)
    } else if closer_raw == rival_raw {
        if rules.doubling == Doubling::TieSafe {
            (Reason::TiedSafe, false)
        } else {
            would_double(Reason::TiedLowest)
        }
    } else {
        would_double(Reason::NotLowest)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entries(texts: &[&str]) -> Vec<Entry> {
        texts
            .iter()
            .map(|t| Entry::parse("P", t, &Rules::default()).unwrap())
            .collect()
    }

    fn scores(rules: &Rules, texts: &[&str], closer: usize) -> Vec<i32> {
        score_round(rules, &entries(texts), closer)
            .unwrap()
            .players
            .iter()
            .map(|p| p.score)
            .collect()
    }

    #[test]
    fn worked_example_1_closer_not_lowest_is_doubled() {
        let rules = Rules::default();
        let round = score_round(
            &rules,
            &entries(&["1 0 3 4 / -2 2 5 0 / 1 3 0 2", "14", "22"]),
            0,
        )
        .unwrap();
        assert_eq!(
            round.players.iter().map(|p| p.score).collect::<Vec<_>>(),
            [38, 14, 22]
        );
        assert_eq!(round.verdict.reason, Reason::NotLowest);
        assert_eq!(round.verdict.rival, (1, 14));
        // "Had Anna ended on 12, she would have scored 12."
        assert_eq!(scores(&rules, &["12", "14", "22"], 0), [12, 14, 22]);
    }

    #[test]
    fn worked_example_1_bertil_with_a_removed_column_of_9s() {
        let round = score_round(
            &Rules::default(),
            &entries(&[
                "1 0 3 4 / -2 2 5 0 / 1 3 0 2",
                "x9 1 2 3 / x9 2 1 1 / x9 1 2 1",
                "22",
            ]),
            0,
        )
        .unwrap();
        assert_eq!(round.players[1].raw, 14);
        assert_eq!(round.players[0].score, 38);
    }

    #[test]
    fn worked_example_2_a_tie_for_lowest_doubles() {
        let round = score_round(
            &Rules::default(),
            &entries(&[
                "0 2 1 -1 / 0 -2 1 3 / 5 3 0 -2",
                "1 3 7 4 / -2 0 -1 0 / 1 0 12 -1",
                "2 -2 5 3 / 0 0 2 -1 / 2 -1 0 0",
            ]),
            0,
        )
        .unwrap();
        let raw: Vec<i32> = round.players.iter().map(|p| p.raw).collect();
        assert_eq!(raw, [10, 24, 10]);
        let score: Vec<i32> = round.players.iter().map(|p| p.score).collect();
        assert_eq!(score, [20, 24, 10]);
        assert_eq!(round.verdict.reason, Reason::TiedLowest);
    }

    #[test]
    fn worked_example_3_a_negative_closer_is_never_doubled() {
        let round = score_round(&Rules::default(), &entries(&["-3", "-8"]), 0).unwrap();
        assert_eq!(round.players[0].score, -3);
        assert_eq!(round.verdict.reason, Reason::NotPositive);
        assert!(!round.players[0].doubled);
    }

    #[test]
    fn variants_of_doubling() {
        let tie_safe = Rules {
            doubling: Doubling::TieSafe,
            ..Rules::default()
        };
        assert_eq!(scores(&tie_safe, &["10", "24", "10"], 0), [10, 24, 10]);
        assert_eq!(scores(&tie_safe, &["11", "24", "10"], 0), [22, 24, 10]);
        let negative = Rules {
            double_negative: true,
            ..Rules::default()
        };
        assert_eq!(scores(&negative, &["-3", "-8"], 0), [-6, -8]);
        assert_eq!(scores(&negative, &["0", "-8"], 0), [0, -8]);
        let off = Rules {
            doubling: Doubling::Off,
            ..Rules::default()
        };
        assert_eq!(scores(&off, &["30", "2"], 0), [30, 2]);
    }

    #[test]
    fn the_deck_check_counts_every_grid_of_the_round() {
        let err = score_round(
            &Rules::default(),
            &entries(&[
                "-2 -2 -2 0 / -2 0 0 1 / 1 1 1 1",
                "-2 -2 0 0 / 1 1 1 1 / 2 2 2 2",
            ]),
            0,
        )
        .unwrap_err();
        assert_eq!(
            err,
            RuleError::DeckExceeded {
                value: -2,
                found: 6,
                copies: 5
            }
        );
    }

    /// The deck check of the entries given so far (a draft's), the one
    /// `score_round` makes of a whole round: a value, and the action cards
    /// held by all players together, in the deck of the rules' edition.
    #[test]
    fn the_deck_check_of_a_draft_is_the_rounds() {
        let rules = Rules::default();
        let given = entries(&[
            "-2 -2 -2 0 / -2 0 0 1 / 1 1 1 1",
            "-2 -2 0 0 / 1 1 1 1 / 2 2 2 2",
        ]);
        assert_eq!(over_deck(&rules, &given[..1]), None);
        let over = RuleError::DeckExceeded {
            value: -2,
            found: 6,
            copies: 5,
        };
        assert_eq!(over_deck(&rules, &given), Some(over.clone()));
        assert_eq!(score_round(&rules, &given, 0).unwrap_err(), over);
        let action = Rules::official(crate::Edition::Action);
        let held: Vec<Entry> = ["* 5 5 5 / 1 2 3 4 / 0 1 2 3", "1 2 3 4 / 5 6 7 8 / 9 9 0 0"]
            .iter()
            .map(|t| {
                Entry::parse("P", t, &action)
                    .unwrap()
                    .with_held("P", 14, &action)
                    .unwrap()
            })
            .collect();
        assert_eq!(over_deck(&action, &held[..1]), None);
        assert_eq!(
            over_deck(&action, &held),
            Some(RuleError::HeldExceeded {
                found: 28,
                copies: 27
            })
        );
    }

    #[test]
    fn player_count_is_2_to_8() {
        let err = score_round(&Rules::default(), &entries(&["3"]), 0).unwrap_err();
        assert_eq!(err, RuleError::PlayerCount { found: 1 });
        assert!(score_round(&Rules::default(), &entries(&["3"; 9]), 0).is_err());
        assert!(score_round(&Rules::default(), &entries(&["3"; 8]), 0).is_ok());
    }
}
