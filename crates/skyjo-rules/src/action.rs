//! Skyjo Action's grid and how it scores: the star card, rows and columns
//! removed, the bonuses for lines of stars and the action cards left in hand.
//! Its settings are [`ActionRules`] (with the others, in `settings.rs`), its
//! deck [`ActionDeck`](crate::deck::ActionDeck) (beside the classic one, in `deck.rs`); its entries are
//! read by [`Entry::parse`](crate::Entry::parse) and its rounds scored by
//! [`crate::score_round`], as the classic game's are.
//!
//! Where each rule comes from (the engine's own choices are marked so):
//!
//! - **Publisher** (Magilano's description of Skyjo Action): the playing cards
//!   are the classic values -2..12 and star cards; a star stands for any value
//!   of its column or row, so it helps to complete a line; a column of three
//!   equal cards and a row of four equal cards are removed; three stars in a
//!   complete column score -10 and four stars in a complete row -15; the
//!   closer's doubling and the end of the game (a total of 100 or more) are
//!   the classic game's.
//! - **Common table practice** (not in the publisher's text the project
//!   has): a star standing alone counts 0; an action card still held in hand
//!   at the end of the round adds +10 to that player's raw round score (before
//!   the doubling).
//! - **Sources differ**: whether a line of stars, besides its bonus, is also
//!   removed ([`StarLines`], default: it is).
//! - **Assumed** (no rule book gives the counts): the deck ([`ActionDeck`](crate::deck::ActionDeck)).
//! - **The engine's choice**: how lines meet (below).
//!
//! # Lines
//!
//! A line is a column of three cells or a row of four. A line is complete
//! when all its cells are face-up cards (an `x` breaks it: a row needs four
//! cards) and the cards other than stars are all equal: a line of stars and
//! equal cards, or of stars only. Every complete line of the grid **as
//! entered** (the end-of-round state, the final reveal included) is found
//! first, and then they are removed together: a card in a complete row and a
//! complete column is removed once, and a star stands for a value in each line
//! it completes, even two different values (`* 5 5 5` across, `* 7 7` down:
//! both go). A complete line of only stars scores its bonus, whatever the
//! setting; it is removed too unless the game keeps star lines. A line
//! removed during play is entered as `x` (every cell: a whole column or row),
//! `x9` to record a 9, `x*` to record a star; a line recorded as all stars
//! scored its bonus when it went.
//!
//! Raw score = the cards left (a star counts 0) + the star bonuses + 10 for
//! each action card held. The closer's doubling is [`crate::judge`] on these
//! raw scores, with the doubling settings of [`Rules`](crate::Rules); the `columns` and
//! `rows` fields of [`Rules`](crate::Rules) do not apply (Skyjo Action removes both lines).
//!
//! ```
//! use skyjo_rules::{Edition, Entry, Rules, score_round};
//!
//! let rules = Rules {
//!     edition: Edition::Action,
//!     ..Rules::default()
//! };
//! let anna = Entry::parse("Anna", "* 5 5 5 / 1 2 3 4 / 0 1 2 3 held=1", &rules)?;
//! let bertil = Entry::parse("Bertil", "* 2 3 4 / * 5 6 7 / * 1 1 1", &rules)?;
//! let round = score_round(&rules, &[anna, bertil], 0)?;
//! // Anna: the row of 5s goes, 16 left, one action card held: 26, doubled.
//! // Bertil: the column of stars (-10) and the row of 1s go: 27 - 10 = 17.
//! let scores: Vec<i32> = round.players.iter().map(|p| p.score).collect();
//! assert_eq!(scores, [52, 17]);
//! # Ok::<(), skyjo_rules::RuleError>(())
//! ```

use super::deck::{CardCount, Face};
use super::grid::{Cell, Grid};
use super::settings::{ActionRules, StarLines};
use super::shape::{self, COLS, Line, ROWS, Removed};

/// The bonus of a complete column of three stars (publisher's).
pub const COLUMN_OF_STARS: i32 = -10;
/// The bonus of a complete row of four stars (publisher's).
pub const ROW_OF_STARS: i32 = -15;
/// What each action card still held at the end of the round adds to the raw
/// score (common table practice).
pub const HELD_ACTION_CARD: i32 = 10;

/// One cell of a final Skyjo Action grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ActionCell {
    /// A card face up at the end of the round.
    Card(Face),
    /// A card of a line removed during play (`x`), with its face when recorded
    /// (`x9`, `x*`).
    Removed(Option<Face>),
}

/// A final grid of Skyjo Action, 3 rows by 4 columns, as entered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ActionGrid {
    /// The cells, row by row.
    pub cells: [[ActionCell; COLS]; ROWS],
}

/// One removed line of an Action grid and why it went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActionRemoval {
    /// Which line.
    pub line: Line,
    /// When it went.
    pub when: Removed,
    /// The value of its equal number cards; `None` for a line of only stars,
    /// or a line removed in play whose values were not recorded.
    pub value: Option<i8>,
    /// The cells of the line that are stars (`*`, or `x*` in play), as (row,
    /// column) from 0: the stars that filled it.
    pub stars: Vec<(usize, usize)>,
}

impl ActionRemoval {
    /// Whether stars filled the line (some of its cells are stars).
    pub fn star_filled(&self) -> bool {
        !self.stars.is_empty()
    }

    /// Whether the line is all stars: a star line, which scored its bonus.
    pub fn only_stars(&self) -> bool {
        self.stars.len() == self.line.cells().len()
    }
}

/// The bonus of one line of only stars.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StarBonus {
    /// Which line.
    pub line: Line,
    /// Its points: [`COLUMN_OF_STARS`] or [`ROW_OF_STARS`].
    pub points: i32,
    /// Whether the line was removed (in play, or at the reveal under
    /// [`StarLines::Removed`]).
    pub removed: bool,
}

/// The raw score of an Action grid and how it came about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActionGridScore {
    /// The sum of the cards left in the grid (a star counts 0).
    pub cards: i32,
    /// Every removed line, columns first (left to right), then rows (top down).
    pub removals: Vec<ActionRemoval>,
    /// Every line of only stars, in the same order.
    pub bonuses: Vec<StarBonus>,
    /// The sum of the star bonuses (0 or below).
    pub bonus: i32,
    /// The action cards held at the end of the round.
    pub held: u32,
    /// What they add: [`HELD_ACTION_CARD`] each.
    pub penalty: i32,
    /// The raw round score: `cards + bonus + penalty`.
    pub raw: i32,
    /// Which cells are left in the grid (count towards `cards`).
    pub counted: [[bool; COLS]; ROWS],
}

impl ActionGrid {
    /// The grid written back as text that [`ActionGrid::parse`] reads to the same grid.
    pub fn to_text(&self) -> String {
        shape::grid_text(&self.cells, |text, cell| {
            let face = match *cell {
                ActionCell::Card(f) => Some(f),
                ActionCell::Removed(f) => {
                    text.push('x');
                    f
                }
            };
            match face {
                Some(Face::Value(v)) => crate::deck::push_value(text, v),
                Some(Face::Star) => text.push('*'),
                None => {}
            }
        })
    }

    /// Adds the cards this grid shows to `count`: number cards and stars,
    /// face up and recorded removed (`x9`, `x*`).
    pub fn count_cards(&self, count: &mut CardCount) {
        for cell in self.cells.iter().flatten() {
            if let ActionCell::Card(face) | ActionCell::Removed(Some(face)) = *cell {
                count.add_face(face);
            }
        }
    }
}

/// Scores an Action grid with `held` action cards in hand: the lines removed
/// in play and at the reveal (all complete lines found first, removed
/// together), the star bonuses, the held-card penalty and the raw total.
/// `held` is not checked against the deck here; [`crate::score_round`] does.
pub(crate) fn score_action_grid(
    grid: &ActionGrid,
    action_rules: &ActionRules,
    held: u32,
) -> ActionGridScore {
    let mut counted = grid
        .cells
        .map(|row| row.map(|cell| matches!(cell, ActionCell::Card(_))));
    let mut removals = Vec::new();
    let mut bonuses = Vec::new();
    for line in Line::ALL {
        let cells = line.cells();
        let points = match line {
            Line::Column(_) => COLUMN_OF_STARS,
            Line::Row(_) => ROW_OF_STARS,
        };
        let faces: Vec<ActionCell> = cells.iter().map(|&(r, c)| grid.cells[r][c]).collect();
        let stars: Vec<(usize, usize)> = cells
            .iter()
            .zip(&faces)
            .filter(|(_, cell)| {
                matches!(
                    cell,
                    ActionCell::Card(Face::Star) | ActionCell::Removed(Some(Face::Star))
                )
            })
            .map(|(&at, _)| at)
            .collect();
        let value = faces.iter().find_map(|cell| match cell {
            ActionCell::Card(Face::Value(v)) | ActionCell::Removed(Some(Face::Value(v))) => {
                Some(*v)
            }
            _ => None,
        });
        let only_stars = stars.len() == cells.len();
        if faces
            .iter()
            .all(|cell| matches!(cell, ActionCell::Removed(_)))
        {
            if only_stars {
                bonuses.push(StarBonus {
                    line,
                    points,
                    removed: true,
                });
            }
            removals.push(ActionRemoval {
                line,
                when: Removed::InPlay,
                value,
                stars,
            });
            continue;
        }
        let complete = faces.iter().all(|cell| match cell {
            ActionCell::Card(Face::Star) => true,
            ActionCell::Card(Face::Value(v)) => Some(*v) == value,
            ActionCell::Removed(_) => false,
        });
        if !complete {
            continue;
        }
        let removed = !only_stars || action_rules.star_lines == StarLines::Removed;
        if only_stars {
            bonuses.push(StarBonus {
                line,
                points,
                removed,
            });
        }
        if removed {
            for &(r, c) in &cells {
                counted[r][c] = false;
            }
            removals.push(ActionRemoval {
                line,
                when: Removed::AtReveal,
                value,
                stars,
            });
        }
    }
    let cards = grid
        .cells
        .iter()
        .flatten()
        .zip(counted.iter().flatten())
        .map(|(cell, &counts)| match cell {
            ActionCell::Card(Face::Value(v)) if counts => i32::from(*v),
            _ => 0,
        })
        .sum();
    let bonus = bonuses.iter().map(|b| b.points).sum();
    let penalty = HELD_ACTION_CARD * held as i32;
    ActionGridScore {
        cards,
        removals,
        bonuses,
        bonus,
        held,
        penalty,
        raw: cards + bonus + penalty,
        counted,
    }
}

/// The cards an Action grid shows as a classic grid would show them: a grid of
/// the classic syntax (no star) read into a game of Skyjo Action.
pub(crate) fn from_classic(grid: &Grid) -> ActionGrid {
    ActionGrid {
        cells: grid.cells.map(|row| {
            row.map(|cell| match cell {
                Cell::Card(v) => ActionCell::Card(Face::Value(v)),
                Cell::Removed(v) => ActionCell::Removed(v.map(Face::Value)),
            })
        }),
    }
}

/// The lowest raw score an Action grid can make: twelve stars, every column
/// and row a line of stars.
pub const MIN_TOTAL: i32 = COLS as i32 * COLUMN_OF_STARS + ROWS as i32 * ROW_OF_STARS;

/// The highest raw score an Action round can give one player with the deck
/// of `action_rules`: the classic grid's highest (no line of equal cards
/// left) and every action card of the deck held.
pub fn max_total(action_rules: &ActionRules) -> i32 {
    4 * (12 + 12 + 11) + HELD_ACTION_CARD * action_rules.deck.actions as i32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deck::ActionDeck;
    use crate::{
        Choice, Doubling, Edition, Entry, Reason, RoundScore, RuleError, Rules, score_round,
        standings,
    };
    use proptest::prelude::*;

    fn grid(text: &str) -> ActionGrid {
        ActionGrid::parse("Anna", text).unwrap()
    }

    fn score(text: &str) -> ActionGridScore {
        score_action_grid(&grid(text), &ActionRules::default(), 0)
    }

    fn kept() -> ActionRules {
        ActionRules {
            star_lines: StarLines::Kept,
            ..ActionRules::default()
        }
    }

    fn lines(score: &ActionGridScore) -> Vec<Line> {
        score.removals.iter().map(|r| r.line).collect()
    }

    fn round(texts: &[&str], held: &[i32], closer: usize) -> Result<RoundScore, RuleError> {
        round_with(
            &Rules::default(),
            &ActionRules::default(),
            texts,
            held,
            closer,
        )
    }

    /// A round of Skyjo Action under `rules` with `action_rules`: each grid
    /// with its held cards (checked as the player's place, from 1), scored by
    /// the one scoring of a round.
    fn round_with(
        rules: &Rules,
        action_rules: &ActionRules,
        texts: &[&str],
        held: &[i32],
        closer: usize,
    ) -> Result<RoundScore, RuleError> {
        let rules = Rules {
            edition: Edition::Action,
            action: *action_rules,
            ..*rules
        };
        let mut entries = Vec::new();
        for (player, (text, &count)) in texts.iter().zip(held).enumerate() {
            let entry = Entry::Action {
                grid: grid(text),
                held: 0,
            };
            entries.push(entry.with_held(&(player + 1).to_string(), i64::from(count), &rules)?);
        }
        score_round(&rules, &entries, closer)
    }

    fn scores(round: &RoundScore) -> Vec<i32> {
        round.players.iter().map(|p| p.score).collect()
    }

    #[test]
    fn a_row_of_four_with_one_star_is_removed() {
        let s = score("5 5 * 5 / 1 2 3 4 / 2 3 4 6");
        assert_eq!(
            s.removals,
            [ActionRemoval {
                line: Line::Row(0),
                when: Removed::AtReveal,
                value: Some(5),
                stars: vec![(0, 2)],
            }]
        );
        assert!(s.removals[0].star_filled() && !s.removals[0].only_stars());
        // 1 + 2 + 3 + 4 + 2 + 3 + 4 + 6; no bonus, nothing held.
        assert_eq!((s.cards, s.bonus, s.penalty, s.raw), (25, 0, 0, 25));
        assert!(s.bonuses.is_empty());
        // A column of two 4s and a star goes too: 1+2+3+5+6+7+8+9+10.
        let s = score("* 1 2 3 / 4 5 6 7 / 4 8 9 10");
        assert_eq!(lines(&s), [Line::Column(0)]);
        assert_eq!(s.removals[0].value, Some(4));
        assert_eq!(s.raw, 51);
    }

    #[test]
    fn a_column_of_three_stars_scores_minus_10() {
        let text = "* 1 2 3 / * 4 5 6 / * 7 8 9";
        let s = score(text);
        // 1 + ... + 9 = 45, and -10.
        assert_eq!((s.cards, s.bonus, s.raw), (45, -10, 35));
        assert_eq!(
            s.bonuses,
            [StarBonus {
                line: Line::Column(0),
                points: -10,
                removed: true
            }]
        );
        assert_eq!(s.removals[0].value, None);
        assert!(s.removals[0].only_stars());
        // Kept: the same score, and the stars stay.
        let k = score_action_grid(&grid(text), &kept(), 0);
        assert_eq!(k.raw, 35);
        assert!(k.removals.is_empty());
        assert!(!k.bonuses[0].removed);
        assert!(k.counted[0][0]);
    }

    #[test]
    fn a_row_of_four_stars_scores_minus_15_under_both_settings() {
        let text = "* * * * / 1 2 3 4 / 4 3 2 1";
        let removed = score(text);
        assert_eq!((removed.cards, removed.bonus, removed.raw), (20, -15, 5));
        assert_eq!(lines(&removed), [Line::Row(0)]);
        assert_eq!(removed.counted[0], [false; 4]);
        let k = score_action_grid(&grid(text), &kept(), 0);
        assert_eq!((k.cards, k.bonus, k.raw), (20, -15, 5));
        assert!(k.removals.is_empty());
        assert_eq!(k.counted[0], [true; 4]);
        // A kept star row still lends a star to a column: * 4 4 goes either
        // way; 1 2 3 / 2 3 5 are left: 16 - 15.
        let text = "* * * * / 4 1 2 3 / 4 2 3 5";
        for action_rules in [ActionRules::default(), kept()] {
            let s = score_action_grid(&grid(text), &action_rules, 0);
            assert_eq!((s.cards, s.raw), (16, 1));
            assert!(lines(&s).contains(&Line::Column(0)));
        }
        assert_eq!(
            lines(&score_action_grid(&grid(text), &kept(), 0)),
            [Line::Column(0)]
        );
    }

    #[test]
    fn a_row_and_a_column_sharing_a_cell_are_found_first_and_removed_together() {
        let both = [Line::Column(0), Line::Row(0)];
        // The star at the corner completes both lines of 5s.
        let s = score("* 5 5 5 / 5 1 2 3 / 5 2 3 4");
        assert_eq!(lines(&s), both);
        assert_eq!(s.raw, 1 + 2 + 3 + 2 + 3 + 4);
        // It stands for 5 across and 7 down at once.
        let s = score("* 5 5 5 / 7 1 2 3 / 7 2 3 4");
        assert_eq!(lines(&s), both);
        assert_eq!(
            (s.removals[0].value, s.removals[1].value),
            (Some(7), Some(5))
        );
        assert_eq!(s.raw, 15);
        // Equal cards: the shared 7 is removed once.
        assert_eq!(score("7 7 7 7 / 7 1 2 3 / 7 2 3 4").raw, 15);
        // A star column and a star row share a star: both bonuses.
        let s = score("* * * * / * 1 2 3 / * 2 3 4");
        assert_eq!(lines(&s), both);
        assert_eq!((s.cards, s.bonus, s.raw), (15, -25, -10));
        // Twelve stars: every line, 4 x -10 + 3 x -15.
        let s = score("* * * * / * * * * / * * * *");
        assert_eq!((s.removals.len(), s.raw), (7, -85));
        // A removed column breaks the row: a row needs four cards.
        let s = score("x 5 5 5 / x 1 2 3 / x 2 3 4");
        assert_eq!(lines(&s), [Line::Column(0)]);
        assert_eq!(s.removals[0].when, Removed::InPlay);
        assert_eq!(s.raw, 15 + 1 + 2 + 3 + 2 + 3 + 4);
    }

    #[test]
    fn a_star_alone_counts_0() {
        assert_eq!(score("* 1 2 3 / 4 5 6 7 / 8 9 10 11").raw, 66);
        assert_eq!(score("* 1 2 3 / 4 * 6 7 / 8 9 10 11").raw, 61);
        assert!(score("* 1 2 3 / 4 * 6 7 / 8 9 10 11").removals.is_empty());
    }

    #[test]
    fn lines_removed_in_play_and_recorded_stars() {
        // Three recorded stars went in play: the bonus was earned.
        let s = score("x* 1 2 3 / x* 4 5 6 / x* 7 8 9");
        assert_eq!((s.raw, s.bonuses[0].removed), (35, true));
        assert_eq!(s.removals[0].when, Removed::InPlay);
        // Unrecorded: no bonus known.
        assert_eq!(score("x 1 2 3 / x 4 5 6 / x 7 8 9").raw, 45);
        // A recorded star agrees with any value.
        let s = score("x5 1 2 3 / x* 4 5 6 / x5 7 8 9");
        assert_eq!(s.removals[0].value, Some(5));
        assert_eq!(s.removals[0].stars, [(1, 0)]);
        assert_eq!(s.raw, 45);
        // A row removed in play.
        assert_eq!(score("x x x x / 1 2 3 4 / 2 3 4 1").raw, 20);
    }

    #[test]
    fn held_action_cards_add_10_each() {
        let g = grid("1 2 3 4 / 5 6 7 8 / 9 10 11 12");
        let rules = ActionRules::default();
        assert_eq!(score_action_grid(&g, &rules, 0).raw, 78);
        let s = score_action_grid(&g, &rules, 3);
        assert_eq!((s.cards, s.held, s.penalty, s.raw), (78, 3, 30, 108));
        let r = round(
            &[
                "1 2 3 4 / 5 6 7 8 / 9 10 11 12",
                "1 2 3 4 / 5 6 7 8 / 9 10 11 12",
            ],
            &[1, 0],
            1,
        )
        .unwrap();
        assert_eq!(scores(&r), [88, 78]);
    }

    #[test]
    fn an_action_round_doubles_a_closer_not_lowest() {
        let texts = [
            // 19 and one action card held: 29.
            "1 0 3 4 / -2 2 5 0 / 1 3 0 2",
            // Stars down column 1 (-10), the row of 1s goes: 27 - 10 = 17.
            "* 2 3 4 / * 5 6 7 / * 1 1 1",
            // The row of 2s goes: 16 left.
            "2 2 2 * / 1 1 3 3 / 4 0 0 4",
        ];
        let r = round(&texts, &[1, 0, 0], 0).unwrap();
        let raw: Vec<i32> = r.players.iter().map(|p| p.raw).collect();
        assert_eq!(raw, [29, 17, 16]);
        assert_eq!(scores(&r), [58, 17, 16]);
        assert_eq!(r.verdict.reason, Reason::NotLowest);
        assert_eq!(r.verdict.rival, (2, 16));
        assert!(r.players[0].doubled);
        // The end of the game is the classic one.
        let table = standings(&Rules::default(), 3, &[r.result(), r.result()]);
        assert_eq!(table.totals, [116, 34, 32]);
        assert!(table.over);
        // A closer below 0 is not doubled, even beaten: -10 against -28.
        let texts = [
            "* * * * / * 1 2 3 / * 2 3 4",
            "* * * * / * -1 -1 0 / * 0 -1 -2",
        ];
        let r = round(&texts, &[0, 0], 0).unwrap();
        assert_eq!(scores(&r), [-10, -28]);
        assert_eq!(r.verdict.reason, Reason::NotPositive);
        let negative = Rules {
            double_negative: true,
            ..Rules::default()
        };
        let r = round_with(&negative, &ActionRules::default(), &texts, &[0, 0], 0).unwrap();
        assert_eq!(scores(&r), [-20, -28]);
        // A tie for lowest doubles, unless ties are safe: 29 each with held cards.
        let texts = [
            "1 0 3 4 / -2 2 5 0 / 1 3 0 2",
            "1 0 3 4 / -2 2 5 0 / 1 3 0 2",
        ];
        let r = round(&texts, &[1, 1], 1).unwrap();
        assert_eq!(scores(&r), [29, 58]);
        let safe = Rules {
            doubling: Doubling::TieSafe,
            ..Rules::default()
        };
        let r = round_with(&safe, &ActionRules::default(), &texts, &[1, 1], 1).unwrap();
        assert_eq!(scores(&r), [29, 29]);
    }

    #[test]
    fn the_deck_holds_120_playing_cards_and_27_action_cards() {
        let deck = ActionDeck::default();
        assert_eq!((deck.playing_cards(), deck.size()), (120, 150));
        assert_eq!(
            (deck.copies(-2), deck.copies(-1), deck.copies(0)),
            (3, 7, 11)
        );
        assert!((1..=12).all(|v| deck.copies(v) == 7));
        assert_eq!((deck.copies(13), deck.stars, deck.actions), (0, 15, 27));
    }

    #[test]
    fn the_round_is_checked_against_the_deck() {
        let twelve = "* * * * / * * * * / * * * *";
        let four = "* * * * / 1 2 3 4 / 4 3 2 1";
        assert_eq!(
            round(&[twelve, four], &[0, 0], 0).unwrap_err(),
            RuleError::StarsExceeded {
                found: 16,
                copies: 15
            }
        );
        // A family that counted 16 stars in its deck.
        let mut counted = ActionRules::default();
        counted.deck.stars = 16;
        let r = round_with(&Rules::default(), &counted, &[twelve, four], &[0, 0], 0).unwrap();
        assert_eq!(scores(&r), [-85, 5]);
        // Recorded removed cards count: four -2 against the deck's three.
        let minus_twos = [
            "x-2 1 2 3 / x-2 4 5 6 / x-2 7 8 9",
            "-2 1 2 3 / 4 5 6 7 / 8 9 10 11",
        ];
        assert_eq!(
            round(&minus_twos, &[0, 0], 0).unwrap_err(),
            RuleError::DeckExceeded {
                value: -2,
                found: 4,
                copies: 3
            }
        );
        let mut counted = ActionRules::default();
        counted.deck.set_copies(-2, 4);
        assert!(round_with(&Rules::default(), &counted, &minus_twos, &[0, 0], 0).is_ok());
        // Held action cards: 0 to 27 each, 27 in all.
        let plain = [
            "1 2 3 4 / 5 6 7 8 / 9 10 11 12",
            "0 0 1 1 / 2 2 3 3 / 4 4 5 5",
        ];
        assert_eq!(
            round(&plain, &[-1, 0], 0).unwrap_err(),
            RuleError::HeldOutOfRange {
                who: "1".into(),
                held: -1,
                max: 27
            }
        );
        assert_eq!(
            round(&plain, &[0, 28], 0).unwrap_err(),
            RuleError::HeldOutOfRange {
                who: "2".into(),
                held: 28,
                max: 27
            }
        );
        assert_eq!(
            round(&plain, &[14, 14], 0).unwrap_err(),
            RuleError::HeldExceeded {
                found: 28,
                copies: 27
            }
        );
        assert_eq!(scores(&round(&plain, &[27, 0], 1).unwrap()), [348, 30]);
        assert_eq!(
            round(&plain[..1], &[0], 0).unwrap_err(),
            RuleError::PlayerCount { found: 1 }
        );
    }

    #[test]
    fn bad_grids_say_what_is_wrong() {
        let err = |text: &str| ActionGrid::parse("Anna", text).unwrap_err();
        let anna = || "Anna".to_string();
        assert_eq!(
            err("1 2 3 / 4 5 6 / 7 8 9"),
            RuleError::RowLength {
                who: anna(),
                row: 1,
                found: 3
            }
        );
        assert_eq!(
            err("1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 1 2 3 4"),
            RuleError::RowCount {
                who: anna(),
                found: 4
            }
        );
        assert_eq!(
            err("* 2 3 4 5 6 7 8 9 10 11"),
            RuleError::CellCount {
                who: anna(),
                found: 11
            }
        );
        assert_eq!(
            err("star 2 3 4 / 5 6 7 8 / 9 10 11 12"),
            RuleError::ActionNotACard {
                who: anna(),
                token: "star".into()
            }
        );
        assert_eq!(
            err("13 2 3 4 / 5 6 7 8 / 9 10 11 12"),
            RuleError::CardOutOfRange {
                who: anna(),
                value: 13
            }
        );
        assert_eq!(
            err("? 2 3 4 / 5 6 7 8 / 9 10 11 12"),
            RuleError::FaceDown { who: anna() }
        );
        assert_eq!(
            err("x 2 3 4 / 5 6 7 8 / 1 2 3 4"),
            RuleError::PartialColumn {
                who: anna(),
                column: 1,
                removed: 1,
                rows: true
            }
        );
        assert_eq!(
            err("x5 1 2 3 / x* 4 5 6 / x6 7 8 9"),
            RuleError::RemovedMismatch {
                who: anna(),
                line: Line::Column(0),
                a: 5,
                b: 6
            }
        );
        assert_eq!(err("  "), RuleError::EmptyEntry { who: anna() });
        // A star or held cards in a classic game: refused, and said why.
        assert_eq!(
            Entry::parse("Anna", "* 2 3 4 / 5 6 7 8 / 9 10 11 12", &Rules::default()),
            Err(RuleError::StarInClassic { who: anna() })
        );
        assert_eq!(
            Entry::parse(
                "Anna",
                "1 2 3 4 / 5 6 7 8 / 9 10 11 12 held=1",
                &Rules::default()
            ),
            Err(RuleError::HeldInClassic { who: anna() })
        );
        // Text round-trips.
        let text = "x* 1 * 3 / x5 4 5 6 / x 7 8 -2";
        assert_eq!(grid(text).to_text(), text);
        assert_eq!(grid("X* 1 * 3 x5 4 5 6 X 7 8 -2").to_text(), text);
    }

    #[test]
    fn new_errors_carry_their_message_ids() {
        let ids = [
            RuleError::ActionNotACard {
                who: String::new(),
                token: "a".into(),
            },
            RuleError::StarsExceeded {
                found: 16,
                copies: 15,
            },
            RuleError::HeldOutOfRange {
                who: "1".into(),
                held: -1,
                max: 27,
            },
            RuleError::HeldExceeded {
                found: 28,
                copies: 27,
            },
        ]
        .map(|e| e.message().id);
        assert_eq!(
            ids,
            [
                "rule-action-not-a-card",
                "rule-action-stars-exceeded",
                "rule-action-held-range",
                "rule-action-held-exceeded"
            ]
        );
        let held = RuleError::HeldOutOfRange {
            who: "Anna".into(),
            held: 28,
            max: 27,
        };
        assert_eq!(
            held.message().to_string(),
            "rule-action-held-range(who: Anna, held: 28, max: 27)"
        );
    }

    fn action() -> Rules {
        Rules {
            edition: crate::Edition::Action,
            ..Rules::default()
        }
    }

    #[test]
    fn an_action_game_reads_stars_held_cards_and_totals_and_scores_them_together() {
        let rules = action();
        let anna = Entry::parse("Anna", "* 5 5 5 / 1 2 3 4 / 0 1 2 3 held=1", &rules).unwrap();
        assert_eq!(anna.held(), 1);
        assert_eq!(
            anna.to_text(),
            "* 5 5 5 / 1 2 3 4 / 0 1 2 3 held=1",
            "the stored text reads back to the same entry"
        );
        let bertil = Entry::parse("Bertil", "* 2 3 4 / * 5 6 7 / * 1 1 1", &rules).unwrap();
        let cilla = Entry::parse("Cilla", "-60", &rules).unwrap();
        assert_eq!(
            cilla,
            Entry::Total(-60),
            "star bonuses take a total below -17"
        );
        // score_round hands an Action game to the Action scorer: the docs' round.
        let round = crate::score_round(&rules, &[anna, bertil, cilla], 0).unwrap();
        let scores: Vec<i32> = round.players.iter().map(|p| p.score).collect();
        assert_eq!(scores, [52, 17, -60]);
        assert_eq!(round.players[1].removals().len(), 2);
        assert_eq!(round.players[1].action().unwrap().bonus, -10);
        // The same through with_held, as the command line sets it.
        let plain = Entry::parse("Anna", "* 5 5 5 / 1 2 3 4 / 0 1 2 3", &rules).unwrap();
        assert_eq!(plain.with_held("Anna", 1, &rules).unwrap(), anna);
        assert_eq!(
            plain.with_held("Anna", 28, &rules),
            Err(RuleError::HeldOutOfRange {
                who: "Anna".into(),
                held: 28,
                max: 27
            })
        );
        assert_eq!(
            cilla.with_held("Cilla", 1, &rules),
            Err(RuleError::HeldWithTotal {
                who: "Cilla".into()
            })
        );
        assert_eq!(cilla.with_held("Cilla", 0, &rules), Ok(cilla));
        assert_eq!(
            Entry::parse("Cilla", "12 held=1", &rules),
            Err(RuleError::HeldWithTotal {
                who: "Cilla".into()
            })
        );
        assert_eq!(
            Entry::parse("Cilla", "-86", &rules),
            Err(RuleError::ImpossibleTotal {
                who: "Cilla".into(),
                total: -86,
                min: -85,
                max: 140 + 270
            })
        );
        assert_eq!(
            Entry::parse("Anna", "1 2 3 4 / 5 6 7 8 / 9 10 11 12 held=-1", &rules),
            Err(RuleError::HeldOutOfRange {
                who: "Anna".into(),
                held: -1,
                max: 27
            })
        );
        let classic =
            Entry::parse("Anna", "1 2 3 4 / 5 6 7 8 / 9 10 11 12", &Rules::default()).unwrap();
        assert_eq!(
            classic.with_held("Anna", 1, &Rules::default()),
            Err(RuleError::HeldInClassic { who: "Anna".into() })
        );
    }

    #[test]
    fn a_round_with_more_held_cards_or_stars_than_the_deck_is_refused_through_score_round() {
        let mut rules = action();
        rules.action.deck.actions = 3;
        rules.action.deck.stars = 2;
        let entry = |text: &str| Entry::parse("A", text, &rules).unwrap();
        let two = entry("* 1 2 3 / 4 5 6 7 / 8 9 10 11 held=2");
        assert_eq!(
            crate::score_round(&rules, &[two, two], 0).unwrap_err(),
            RuleError::HeldExceeded {
                found: 4,
                copies: 3
            }
        );
        let stars = entry("* * 2 3 / 4 5 6 7 / 8 9 10 11");
        let none = entry("1 1 2 3 / 4 5 6 7 / 8 9 10 11");
        assert_eq!(
            crate::score_round(
                &rules,
                &[stars, stars.with_held("A", 0, &rules).unwrap()],
                0
            )
            .unwrap_err(),
            RuleError::StarsExceeded {
                found: 4,
                copies: 2
            }
        );
        assert!(crate::score_round(&rules, &[stars, none], 0).is_ok());
    }

    #[test]
    fn action_rules_are_stored_as_json_with_defaults() {
        let rules: ActionRules = serde_json::from_str(r#"{"star_lines": "kept"}"#).unwrap();
        assert_eq!(rules.star_lines, StarLines::Kept);
        assert_eq!(rules.deck, ActionDeck::default());
        let json = serde_json::to_string(&kept()).unwrap();
        assert_eq!(serde_json::from_str::<ActionRules>(&json).unwrap(), kept());
        assert_eq!(StarLines::named("kept"), Some(StarLines::Kept));
        assert_eq!(
            serde_json::to_string(&StarLines::Removed).unwrap(),
            format!("\"{}\"", StarLines::Removed.name())
        );
    }

    /// A second scorer, written plainly from the rules: the cells of `x`
    /// lines are gone; each of the 7 lines of face-up cards whose numbers
    /// (stars left out) are at most one value is complete; a complete line
    /// without numbers, or a line of `x*`, scores its bonus; every complete
    /// line's cells go (a star line's only when star lines are removed);
    /// the numbers left are added, and 10 per action card held.
    fn plain_score(
        cells: &[[ActionCell; 4]; 3],
        keep_star_lines: bool,
        held: u32,
    ) -> (i32, [[bool; 4]; 3]) {
        let mut gone = [[false; 4]; 3];
        for r in 0..3 {
            for c in 0..4 {
                if let ActionCell::Removed(_) = cells[r][c] {
                    gone[r][c] = true;
                }
            }
        }
        let mut all_lines: Vec<(Vec<(usize, usize)>, i32)> = Vec::new();
        for c in 0..4 {
            all_lines.push((vec![(0, c), (1, c), (2, c)], -10));
        }
        for r in 0..3 {
            all_lines.push((vec![(r, 0), (r, 1), (r, 2), (r, 3)], -15));
        }
        let mut points = 0;
        let mut to_remove = Vec::new();
        for (line, bonus) in &all_lines {
            let line_cells: Vec<ActionCell> = line.iter().map(|&(r, c)| cells[r][c]).collect();
            if line_cells
                .iter()
                .all(|cell| *cell == ActionCell::Removed(Some(Face::Star)))
            {
                points += bonus;
                continue;
            }
            if line_cells
                .iter()
                .any(|cell| matches!(cell, ActionCell::Removed(_)))
            {
                continue;
            }
            let mut numbers: Vec<i8> = Vec::new();
            for cell in &line_cells {
                if let ActionCell::Card(Face::Value(v)) = cell {
                    numbers.push(*v);
                }
            }
            numbers.sort();
            numbers.dedup();
            if numbers.is_empty() {
                points += bonus;
                if !keep_star_lines {
                    to_remove.extend(line.iter().copied());
                }
            } else if numbers.len() == 1 {
                to_remove.extend(line.iter().copied());
            }
        }
        for (r, c) in to_remove {
            gone[r][c] = true;
        }
        for r in 0..3 {
            for c in 0..4 {
                if let ActionCell::Card(Face::Value(v)) = cells[r][c]
                    && !gone[r][c]
                {
                    points += i32::from(v);
                }
            }
        }
        let left = gone.map(|row| row.map(|g| !g));
        (points + 10 * held as i32, left)
    }

    fn face() -> impl Strategy<Value = Face> {
        prop_oneof![
            2 => Just(Face::Star),
            3 => proptest::sample::select(vec![-2i8, 0, 5]).prop_map(Face::Value),
            3 => (-2i8..=12).prop_map(Face::Value),
        ]
    }

    /// A grid of random faces, with up to two lines removed in play: the
    /// first with its cells recorded (as one value and some stars) or not,
    /// the second plain `x` where it does not cross the first.
    fn action_grid() -> impl Strategy<Value = ActionGrid> {
        (
            proptest::array::uniform12(face()),
            0..=7usize,
            0..=7usize,
            0..3u8,
            -2i8..=12,
            proptest::array::uniform4(any::<bool>()),
        )
            .prop_map(|(faces, first, second, recorded, value, stars)| {
                let mut cells = [[ActionCell::Card(Face::Star); COLS]; ROWS];
                for (i, face) in faces.into_iter().enumerate() {
                    cells[i / COLS][i % COLS] = ActionCell::Card(face);
                }
                let line = |k: usize| match k {
                    0..=3 => Some(Line::Column(k)),
                    4..=6 => Some(Line::Row(k - 4)),
                    _ => None,
                };
                if let Some(l) = line(first) {
                    for (i, (r, c)) in l.cells().into_iter().enumerate() {
                        cells[r][c] = ActionCell::Removed(match recorded {
                            0 => None,
                            1 => Some(Face::Value(value)),
                            _ if stars[i] => Some(Face::Star),
                            _ => Some(Face::Value(value)),
                        });
                    }
                }
                if let Some(l) = line(second) {
                    for (r, c) in l.cells() {
                        if let ActionCell::Card(_) = cells[r][c] {
                            cells[r][c] = ActionCell::Removed(None);
                        }
                    }
                }
                ActionGrid { cells }
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4000))]

        #[test]
        fn the_engine_scores_as_a_plain_scorer(g in action_grid(), held in 0..=27u32) {
            prop_assert_eq!(ActionGrid::parse("Anna", &g.to_text()), Ok(g));
            for (action_rules, keep) in [(ActionRules::default(), false), (kept(), true)] {
                let s = score_action_grid(&g, &action_rules, held);
                let (raw, left) = plain_score(&g.cells, keep, held);
                prop_assert_eq!(s.raw, raw, "{}", g.to_text());
                prop_assert_eq!(s.counted, left, "{}", g.to_text());
                prop_assert_eq!(s.raw, s.cards + s.bonus + s.penalty);
            }
        }
    }
}
