//! Card-count odds: the unknown pool (the deck minus every card seen) and exact
//! hypergeometric numbers for cards drawn from it without replacement.
//!
//! The cards seen are counted by where they lie ([`Sighting`]): the seen list
//! holds the cards off the grids (the discard pile below its top, the cards of
//! removed columns), the grids' open cards and the top of the discard pile are
//! given apart, and so are the cards of removed columns typed on the grids with
//! their value (`x9`). The pool is the deck minus all of them, a removed card
//! counted once where the seen list names it too ([`Sighting::off_grids`]).
//!
//! The deck is the classic one, or the playing cards of Skyjo Action
//! ([`Deck`]): there the stars are counted as a card of their own, seen and
//! left, and a chance of the next card is that of the next playing card (the
//! action cards are not in the model).

use super::deck::{self, CardCount, Deck, MIN_CARD, VALUES};
use super::{Cell, Grid, RuleError};

/// The cards one grid shows, as the pool counts them: its open (face-up)
/// cards, and the cards of its removed lines typed with their value (`x9`),
/// which lie off the grid with the seen list. A plain `x` shows no card.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct GridCards {
    /// The face-up cards.
    pub open: CardCount,
    /// The cards of removed lines typed with their value.
    pub removed: CardCount,
}

impl GridCards {
    /// Counts one cell: a card is open, `x9` a removed 9, `x` nothing.
    pub fn add(&mut self, cell: Cell) {
        match cell {
            Cell::Card(v) => self.open.add(v),
            Cell::Removed(Some(v)) => self.removed.add(v),
            Cell::Removed(None) => {}
        }
    }

    /// The cards of a whole grid.
    pub fn of_grid(grid: &Grid) -> GridCards {
        let mut cards = GridCards::default();
        for cell in grid.cells.iter().flatten() {
            cards.add(*cell);
        }
        cards
    }

    /// Adds every card of `other` (another grid).
    pub fn add_all(&mut self, other: &GridCards) {
        self.open.add_all(&other.open);
        self.removed.add_all(&other.removed);
    }

    /// Per value and place, the larger of the two counts: the same grid
    /// described twice (my grid as it lies and as I would close with it)
    /// counted once.
    pub fn larger_of(&self, other: &GridCards) -> GridCards {
        GridCards {
            open: self.open.larger_of(&other.open),
            removed: self.removed.larger_of(&other.removed),
        }
    }

    /// Reads a list of the grids' cards as `odds --open` takes it: values as
    /// [`deck::parse_cards`] reads them (`9*3`), and a card of a removed line
    /// typed as on a grid, `x9` (`x9*3` for three), or `x` for one without
    /// its value, which counts nothing.
    pub fn parse(text: &str) -> Result<GridCards, RuleError> {
        GridCards::parse_in(text, &Deck::Classic)
    }

    /// Reads a list of the grids' cards of `deck`, as [`GridCards::parse`];
    /// with the deck of Skyjo Action, `*` is an open star and `x*` the star
    /// of a removed line.
    pub fn parse_in(text: &str, deck: &Deck) -> Result<GridCards, RuleError> {
        let mut cards = GridCards::default();
        for token in text
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|t| !t.is_empty())
        {
            let (faces, count) = match token.strip_prefix(['x', 'X']) {
                Some("") => continue,
                Some(value) => (deck::parse_faces(value, deck)?, &mut cards.removed),
                None => (deck::parse_faces(token, deck)?, &mut cards.open),
            };
            for face in faces {
                count.add_face(face);
            }
        }
        Ok(cards)
    }
}

/// Where the cards seen at the table lie, each card counted in one place
/// only: the one rule of `seen`, `odds`, `risk` and `advise` (docs/odds.md,
/// "The cards you have not seen").
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Sighting {
    /// The seen list: the cards off the grids (the discard pile below its
    /// top, the cards of removed columns).
    pub seen: CardCount,
    /// The open (face-up) cards on the grids.
    pub open: CardCount,
    /// The cards of removed columns typed on the grids with their value
    /// (`x9`): off the grids, as the seen list's, and met with it by
    /// [`Sighting::off_grids`].
    pub removed: CardCount,
    /// The top of the discard pile.
    pub discard: Option<i8>,
}

impl Sighting {
    /// Adds the cards of one grid: its open cards, and its removed cards.
    pub fn add_grid(&mut self, grid: &GridCards) {
        self.open.add_all(&grid.open);
        self.removed.add_all(&grid.removed);
    }

    /// The cards off the grids: the seen list and the removed cards typed on
    /// the grids, met per value by the larger count. Both hold the cards of
    /// removed columns, so a column of 9s typed `x9` on its grid and listed
    /// in the seen list too is three 9s, not six; the list's other cards of
    /// the value (a 9 on the discard pile) are then the list's to name
    /// (`9*4`). The one decision of the pool of `odds`, `risk` and `advise`.
    pub fn off_grids(&self) -> CardCount {
        self.seen.larger_of(&self.removed)
    }

    /// The removed cards typed on the grids that the seen list does not
    /// already hold (per value, what they have over it): the cards
    /// [`off_grids`](Self::off_grids) adds to the list.
    pub fn removed_beyond_list(&self) -> u32 {
        self.off_grids().total() - self.seen.total()
    }

    /// Every card seen, wherever it lies.
    pub fn all(&self) -> CardCount {
        let mut all = self.off_grids();
        all.add_all(&self.open);
        if let Some(card) = self.discard {
            all.add(card);
        }
        all
    }

    /// The unseen cards: the deck minus the cards off the grids, the open
    /// cards and the discard together. A value seen more often than the deck
    /// has it is an error.
    pub fn pool(&self) -> Result<Pool, RuleError> {
        Pool::from_seen(&self.all())
    }

    /// The unseen cards of `deck`, as [`Sighting::pool`] counts them (the
    /// stars too, with the deck of Skyjo Action).
    pub fn pool_in(&self, deck: &Deck) -> Result<Pool, RuleError> {
        Pool::from_seen_in(deck, &self.all())
    }
}

/// The cards not yet seen: the deck minus what was given as seen. With the
/// deck of Skyjo Action the stars are among them: [`Pool::size`] counts them,
/// [`Pool::p_next`] is then the chance of the next playing card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pool {
    count: CardCount,
    size: u32,
    deck: Deck,
}

impl Pool {
    /// The whole 150-card deck.
    pub fn full() -> Pool {
        Pool::from_seen(&CardCount::default()).expect("nothing seen fits the deck")
    }

    /// The classic deck minus `seen`; more copies seen than the deck has is an error.
    pub fn from_seen(seen: &CardCount) -> Result<Pool, RuleError> {
        Pool::from_seen_in(&Deck::Classic, seen)
    }

    /// `deck` minus `seen`; more copies of a value, or more stars, seen than
    /// the deck has is an error ([`Deck::check_seen`]).
    pub fn from_seen_in(deck: &Deck, seen: &CardCount) -> Result<Pool, RuleError> {
        deck.check_seen(seen)?;
        let mut count = CardCount::default();
        for v in VALUES {
            for _ in 0..deck.copies(v) - seen.get(v) {
                count.add(v);
            }
        }
        for _ in 0..deck.stars() - seen.stars() {
            count.add_star();
        }
        Ok(Pool {
            count,
            size: count.total(),
            deck: *deck,
        })
    }

    /// The deck the pool is of.
    pub fn deck(&self) -> &Deck {
        &self.deck
    }

    /// Copies of `value` left.
    pub fn left(&self, value: i8) -> u32 {
        self.count.get(value)
    }

    /// Stars left (Skyjo Action; 0 for the classic deck).
    pub fn stars_left(&self) -> u32 {
        self.count.stars()
    }

    /// Cards left in all, stars included.
    pub fn size(&self) -> u32 {
        self.size
    }

    /// The count per value.
    pub fn counts(&self) -> CardCount {
        self.count
    }

    /// P(the next card drawn is `value`).
    pub fn p_next(&self, value: i8) -> f64 {
        if self.size == 0 {
            return 0.0;
        }
        f64::from(self.left(value)) / f64::from(self.size)
    }

    /// P(the next card drawn is a star).
    pub fn p_next_star(&self) -> f64 {
        if self.size == 0 {
            return 0.0;
        }
        f64::from(self.stars_left()) / f64::from(self.size)
    }

    /// P(an unknown number card is `value`): [`Pool::p_next`] among the
    /// number cards only (the same with the classic deck, which has no star).
    fn p_number(&self, value: i8) -> f64 {
        let numbers = self.size - self.stars_left();
        if numbers == 0 {
            return 0.0;
        }
        f64::from(self.left(value)) / f64::from(numbers)
    }

    /// The mean of an unknown number card (a star has no value of its own;
    /// with the classic deck, of any unknown card).
    pub fn mean(&self) -> f64 {
        VALUES.map(|v| f64::from(v) * self.p_number(v)).sum()
    }

    /// The standard deviation of an unknown number card (of the pool as it is).
    pub fn std_dev(&self) -> f64 {
        let mean = self.mean();
        VALUES
            .map(|v| (f64::from(v) - mean).powi(2) * self.p_number(v))
            .sum::<f64>()
            .sqrt()
    }

    /// P(at least one `value` among the next `draws` cards).
    pub fn p_within_draws(&self, value: i8, draws: u32) -> f64 {
        self.p_some_within(self.left(value), draws)
    }

    /// P(at least one star among the next `draws` cards).
    pub fn p_star_within_draws(&self, draws: u32) -> f64 {
        self.p_some_within(self.stars_left(), draws)
    }

    /// P(at least one of `left` cards among the next `draws` cards).
    fn p_some_within(&self, left: u32, draws: u32) -> f64 {
        let (n, k) = (f64::from(self.size), f64::from(left));
        // P(none) = C(n - k, draws) / C(n, draws), as a product of ratios.
        let mut none = 1.0;
        for i in 0..draws {
            let i = f64::from(i);
            if n - k - i <= 0.0 {
                return 1.0;
            }
            none *= (n - k - i) / (n - i);
        }
        1.0 - none
    }

    /// The exact distribution of the sum of `cards` face-down cards drawn
    /// together from the pool. Refused for a pool of Skyjo Action: a star has
    /// no value to add (0 alone, any value in a line it completes), so the
    /// sum would be no score.
    pub fn hidden_sum(&self, cards: u32) -> Result<SumDistribution, RuleError> {
        if self.deck.has_stars() {
            return Err(RuleError::SumWithStars);
        }
        if cards > self.size {
            return Err(RuleError::PoolTooSmall {
                asked: cards,
                left: self.size,
            });
        }
        Ok(SumDistribution::of(self, cards))
    }
}

/// The distribution of a sum of cards, `p[s - min]` = P(sum = s).
#[derive(Debug, Clone, PartialEq)]
pub struct SumDistribution {
    /// The lowest sum the array starts at.
    pub min: i32,
    /// P(sum = min + i).
    pub p: Vec<f64>,
}

impl SumDistribution {
    /// Multivariate hypergeometric: the number of ways to pick `cards` cards
    /// with each sum, over C(pool, cards). Dynamic programming over values.
    fn of(pool: &Pool, cards: u32) -> SumDistribution {
        let n = cards as usize;
        let min = i32::from(MIN_CARD) * cards as i32;
        let span = (i32::from(deck::MAX_CARD) - i32::from(MIN_CARD)) as usize * n + 1;
        // ways[j][s]: ways to choose j cards of the values so far with sum min_j + s,
        // kept with sums shifted by -MIN_CARD per card so every index is >= 0.
        let mut ways = vec![vec![0.0f64; span]; n + 1];
        ways[0][0] = 1.0;
        for v in VALUES {
            let copies = pool.left(v) as usize;
            let step = (v - MIN_CARD) as usize;
            let mut next = vec![vec![0.0f64; span]; n + 1];
            for j in 0..=n {
                for (s, &w) in ways[j].iter().enumerate() {
                    if w == 0.0 {
                        continue;
                    }
                    let mut choose = 1.0;
                    for t in 0..=copies.min(n - j) {
                        if t > 0 {
                            choose = choose * (copies - t + 1) as f64 / t as f64;
                        }
                        next[j + t][s + t * step] += w * choose;
                    }
                }
            }
            ways = next;
        }
        let total: f64 = ways[n].iter().sum();
        SumDistribution {
            min,
            p: ways[n].iter().map(|w| w / total).collect(),
        }
    }

    /// P(sum <= s).
    pub fn cdf(&self, s: i32) -> f64 {
        let upto = s - self.min;
        if upto < 0 {
            return 0.0;
        }
        self.p.iter().take(upto as usize + 1).sum()
    }

    /// The mean sum.
    pub fn mean(&self) -> f64 {
        self.p
            .iter()
            .enumerate()
            .map(|(i, p)| (self.min + i as i32) as f64 * p)
            .sum()
    }

    /// The smallest sum s with P(sum <= s) >= q.
    pub fn quantile(&self, q: f64) -> i32 {
        let mut acc = 0.0;
        for (i, p) in self.p.iter().enumerate() {
            acc += p;
            if acc >= q - 1e-12 {
                return self.min + i as i32;
            }
        }
        self.min + self.p.len() as i32 - 1
    }

    /// The sums with a probability above zero, lowest first.
    pub fn support(&self) -> impl Iterator<Item = (i32, f64)> + '_ {
        self.p
            .iter()
            .enumerate()
            .filter(|(_, p)| **p > 0.0)
            .map(|(i, p)| (self.min + i as i32, *p))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_full_deck_has_mean_760_over_150() {
        let pool = Pool::full();
        assert_eq!(pool.size(), 150);
        assert!((pool.mean() - 760.0 / 150.0).abs() < 1e-12);
        assert!((pool.std_dev() - 4.23).abs() < 0.01, "{}", pool.std_dev());
        let total: f64 = VALUES.map(|v| pool.p_next(v)).sum();
        assert!((total - 1.0).abs() < 1e-12);
    }

    #[test]
    fn seen_cards_leave_the_pool_and_too_many_is_an_error() {
        let mut seen = CardCount::default();
        for _ in 0..5 {
            seen.add(-2);
        }
        let pool = Pool::from_seen(&seen).unwrap();
        assert_eq!(pool.left(-2), 0);
        assert_eq!(pool.size(), 145);
        seen.add(-2);
        assert_eq!(
            Pool::from_seen(&seen).unwrap_err(),
            RuleError::SeenExceeded {
                value: -2,
                found: 6,
                copies: 5
            }
        );
    }

    #[test]
    fn the_seen_list_the_open_cards_and_the_discard_add_up() {
        // The family's count: 7 seen off the grids, 22 open on the grids, the
        // discard top: 120 unseen, even where the values overlap.
        let sighting = Sighting {
            seen: deck::parse_cards("9 9 5 5 0 0 12").unwrap(),
            open: deck::parse_cards("9*2 5*2 0*4 1*4 2*4 3*4 4*2").unwrap(),
            discard: Some(9),
            ..Sighting::default()
        };
        assert_eq!(sighting.open.total(), 22);
        let pool = sighting.pool().unwrap();
        assert_eq!(pool.size(), 120);
        assert_eq!(pool.left(9), 10 - 2 - 2 - 1);
        // A value over its copies across the three is an error.
        let too_many = Sighting {
            seen: deck::parse_cards("-2*3").unwrap(),
            open: deck::parse_cards("-2*2").unwrap(),
            discard: Some(-2),
            ..Sighting::default()
        };
        assert_eq!(
            too_many.pool().unwrap_err(),
            RuleError::SeenExceeded {
                value: -2,
                found: 6,
                copies: 5
            }
        );
    }

    /// The table of issue 35: B's column of 9s removed in play and typed
    /// with its value, six open cards, and the seen list `seen`.
    fn removed_nines(seen: &str) -> Sighting {
        let (_, b) = crate::risk::Opponent::parse("B", "x9 9 ? 3 / x9 9 5 ? / x9 ? 8 0").unwrap();
        let mut sighting = Sighting {
            seen: deck::parse_cards(seen).unwrap(),
            ..Sighting::default()
        };
        sighting.add_grid(&b);
        sighting
    }

    #[test]
    fn removed_cards_typed_with_their_value_leave_the_pool_once() {
        // No seen list: 150 - 6 open - the three 9s of the column = 141, and
        // of the 9s 10 - 2 open - 3 removed = 5 are left.
        let none = removed_nines("");
        assert_eq!((none.open.total(), none.removed.get(9)), (6, 3));
        let pool = none.pool().unwrap();
        assert_eq!((pool.size(), pool.left(9)), (141, 5));
        assert_eq!(none.removed_beyond_list(), 3);
        // The seen list names the column too: the same three 9s, not six.
        let named = removed_nines("9*3");
        let pool = named.pool().unwrap();
        assert_eq!((pool.size(), pool.left(9)), (141, 5));
        assert_eq!(named.removed_beyond_list(), 0);
        // It names one of them: the grid's other two are still counted.
        let some = removed_nines("9");
        let pool = some.pool().unwrap();
        assert_eq!((pool.size(), pool.left(9)), (141, 5));
        assert_eq!(some.removed_beyond_list(), 2);
        // The list has the column and a discarded 9 and 5: 150 - 5 - 6 = 139.
        let more = removed_nines("9*4 5");
        let pool = more.pool().unwrap();
        assert_eq!((pool.size(), pool.left(9), pool.left(5)), (139, 4, 8));
        assert_eq!(more.removed_beyond_list(), 0);
        // A plain `x` column shows no card: 144.
        let (_, b) = crate::risk::Opponent::parse("B", "x 9 ? 3 / x 9 5 ? / x ? 8 0").unwrap();
        let mut plain = Sighting::default();
        plain.add_grid(&b);
        assert_eq!(plain.pool().unwrap().size(), 144);
        // Removed cards over the deck's copies are an error as any others:
        // four columns of 9s, or the column's 9s besides eight open ones.
        let mut twelve = Sighting::default();
        for _ in 0..4 {
            twelve.add_grid(&GridCards {
                removed: deck::parse_cards("9*3").unwrap(),
                ..GridCards::default()
            });
        }
        let eleven = Sighting {
            open: deck::parse_cards("9*8").unwrap(),
            ..removed_nines("9*3")
        };
        for (sighting, found) in [(twelve, 12), (eleven, 11)] {
            assert_eq!(
                sighting.pool().unwrap_err(),
                RuleError::SeenExceeded {
                    value: 9,
                    found,
                    copies: 10
                }
            );
        }
    }

    #[test]
    fn the_grids_cards_are_read_as_on_a_grid() {
        let cards = GridCards::parse("9 3, x9*3 x 5 -2*2 X-1").unwrap();
        assert_eq!(cards.open, deck::parse_cards("9 3 5 -2 -2").unwrap());
        assert_eq!(cards.removed, deck::parse_cards("9 9 9 -1").unwrap());
        assert_eq!(
            GridCards::parse("9 xq").unwrap_err(),
            RuleError::NotACardInList { token: "q".into() }
        );
        assert_eq!(
            GridCards::parse("x13").unwrap_err(),
            RuleError::NotInDeck { value: 13 }
        );
    }

    /// The playing cards of Skyjo Action with the assumed counts: 105
    /// number cards (-2 x3, -1 x7, 0 x11, 1..12 x7) and 15 stars.
    #[test]
    fn the_action_deck_counts_stars_seen_and_left() {
        use crate::deck::ActionDeck;
        let deck = Deck::Action(ActionDeck::default());
        let full = Pool::from_seen_in(&deck, &CardCount::default()).unwrap();
        assert_eq!(
            (
                full.size(),
                full.stars_left(),
                full.left(-2),
                full.left(0),
                full.left(12)
            ),
            (120, 15, 3, 11, 7)
        );
        let total: f64 = VALUES.map(|v| full.p_next(v)).sum::<f64>() + full.p_next_star();
        assert!((total - 1.0).abs() < 1e-12);
        assert_eq!(full.p_next_star(), 15.0 / 120.0);
        // The mean is of a number card: (-6 - 7 + 7 * 78) / 105.
        assert!(
            (full.mean() - 533.0 / 105.0).abs() < 1e-12,
            "{}",
            full.mean()
        );
        // The seen list holds 5 5 and two stars, a grid shows a star and two
        // 9s open and a column of three stars removed (x*), the discard is a
        // 0: the list's two stars are two of the column's three.
        let mut sighting = Sighting {
            seen: deck::CardCount::default(),
            discard: Some(0),
            ..Sighting::default()
        };
        for face in deck::parse_faces("5 5 * *", &deck).unwrap() {
            sighting.seen.add_face(face);
        }
        sighting.add_grid(&GridCards::parse_in("* 9 9 x**3", &deck).unwrap());
        let pool = sighting.pool_in(&deck).unwrap();
        // 120 - 4 seen - 1 more removed star - 3 open - the discard.
        assert_eq!(pool.size(), 111);
        assert_eq!(sighting.removed_beyond_list(), 1);
        assert_eq!(
            (pool.stars_left(), pool.left(5), pool.left(9), pool.left(0)),
            (11, 5, 5, 10)
        );
        assert_eq!(pool.p_next_star(), 11.0 / 111.0);
        let p = 1.0 - (100.0 / 111.0) * (99.0 / 110.0);
        assert!((pool.p_star_within_draws(2) - p).abs() < 1e-12);
        assert_eq!(pool.hidden_sum(1).unwrap_err(), RuleError::SumWithStars);
        // The classic pool refuses a star, the Action pool a star too many.
        assert_eq!(sighting.pool().unwrap_err(), RuleError::StarInClassicDeck);
        let mut many = CardCount::default();
        for _ in 0..16 {
            many.add_star();
        }
        assert_eq!(
            Pool::from_seen_in(&deck, &many).unwrap_err(),
            RuleError::SeenStarsExceeded {
                found: 16,
                copies: 15
            }
        );
        // A family's own count of stars.
        let own = Deck::Action(ActionDeck {
            stars: 12,
            ..ActionDeck::default()
        });
        assert_eq!(
            Pool::from_seen_in(&own, &many).unwrap_err(),
            RuleError::SeenStarsExceeded {
                found: 16,
                copies: 12
            }
        );
        assert_eq!(own.size(), 117);
    }

    #[test]
    fn p_within_draws_matches_the_complement_of_none() {
        let pool = Pool::full();
        // P(no 12 in 2 draws) = 140/150 * 139/149.
        let expected = 1.0 - (140.0 / 150.0) * (139.0 / 149.0);
        assert!((pool.p_within_draws(12, 2) - expected).abs() < 1e-12);
        assert_eq!(pool.p_within_draws(12, 0), 0.0);
        assert_eq!(pool.p_within_draws(12, 141), 1.0);
    }

    /// Brute force over every ordered draw of a small pool.
    fn brute_force_sum(values: &[i8], cards: usize) -> Vec<(i32, f64)> {
        fn walk(
            values: &[i8],
            used: &mut Vec<bool>,
            left: usize,
            sum: i32,
            out: &mut std::collections::BTreeMap<i32, u64>,
        ) {
            if left == 0 {
                *out.entry(sum).or_default() += 1;
                return;
            }
            for i in 0..values.len() {
                if !used[i] {
                    used[i] = true;
                    walk(values, used, left - 1, sum + i32::from(values[i]), out);
                    used[i] = false;
                }
            }
        }
        let mut out = std::collections::BTreeMap::new();
        walk(values, &mut vec![false; values.len()], cards, 0, &mut out);
        let total: u64 = out.values().sum();
        out.into_iter()
            .map(|(s, n)| (s, n as f64 / total as f64))
            .collect()
    }

    #[test]
    fn hidden_sum_matches_brute_force_on_a_small_pool() {
        // Seen: everything but a handful of cards.
        let keep: &[i8] = &[-2, -2, 0, 0, 0, 5, 9, 9, 12];
        let mut seen = CardCount::default();
        for v in VALUES {
            let kept = keep.iter().filter(|&&k| k == v).count() as u32;
            for _ in 0..deck::copies(v) - kept {
                seen.add(v);
            }
        }
        let pool = Pool::from_seen(&seen).unwrap();
        assert_eq!(pool.size(), keep.len() as u32);
        for cards in 1..=4 {
            let exact: Vec<(i32, f64)> = pool.hidden_sum(cards).unwrap().support().collect();
            let brute = brute_force_sum(keep, cards as usize);
            assert_eq!(exact.len(), brute.len());
            for ((s1, p1), (s2, p2)) in exact.iter().zip(&brute) {
                assert_eq!(s1, s2);
                assert!((p1 - p2).abs() < 1e-12, "sum {s1}: {p1} vs {p2}");
            }
        }
        assert!(pool.hidden_sum(10).is_err());
    }

    #[test]
    fn hidden_sum_of_the_full_deck_has_the_deck_mean() {
        let d = Pool::full().hidden_sum(3).unwrap();
        assert!((d.p.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        assert!((d.mean() - 3.0 * 760.0 / 150.0).abs() < 1e-9);
        assert!(d.quantile(0.25) <= d.quantile(0.5) && d.quantile(0.5) <= d.quantile(0.75));
    }
}
