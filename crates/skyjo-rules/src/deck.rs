//! The 150-card Skyjo deck: values -2..=12 and how many copies of each.

/// The lowest card value in the deck.
pub const MIN_CARD: i8 = -2;
/// The highest card value in the deck.
pub const MAX_CARD: i8 = 12;
/// Every card value, lowest first.
pub const VALUES: std::ops::RangeInclusive<i8> = MIN_CARD..=MAX_CARD;

use super::RuleError;

/// How many copies of `value` the deck holds (0 for a value that is not a card).
pub fn copies(value: i8) -> u32 {
    match value {
        -2 => 5,
        -1 => 10,
        0 => 15,
        1..=12 => 10,
        _ => 0,
    }
}

/// Whether `value` is a card of the deck.
pub fn is_card(value: i32) -> bool {
    (i32::from(MIN_CARD)..=i32::from(MAX_CARD)).contains(&value)
}

/// The number of cards in the deck.
pub fn deck_size() -> u32 {
    VALUES.map(copies).sum()
}

/// The sum of all card values in the deck.
pub fn deck_sum() -> i32 {
    VALUES.map(|v| i32::from(v) * copies(v) as i32).sum()
}

/// A count of cards per value, indexed by `value - MIN_CARD`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CardCount([u32; 15]);

impl CardCount {
    /// Adds one card of `value`. The value must be a card.
    pub fn add(&mut self, value: i8) {
        self.0[index(value)] += 1;
    }

    /// How many cards of `value` were counted.
    pub fn get(&self, value: i8) -> u32 {
        self.0[index(value)]
    }

    /// The cards counted in all.
    pub fn total(&self) -> u32 {
        self.0.iter().sum()
    }

    /// Adds every card of `other`.
    pub fn add_all(&mut self, other: &CardCount) {
        for (mine, theirs) in self.0.iter_mut().zip(other.0) {
            *mine += theirs;
        }
    }

    /// Per value, the larger of the two counts: the same cards described twice
    /// (my grid as it lies and as I would close with it) counted once.
    pub fn larger_of(&self, other: &CardCount) -> CardCount {
        let mut both = *self;
        for (mine, theirs) in both.0.iter_mut().zip(other.0) {
            *mine = (*mine).max(theirs);
        }
        both
    }

    /// The first value counted more often than the deck has it, with its count.
    pub fn first_excess(&self) -> Option<(i8, u32)> {
        VALUES
            .map(|v| (v, self.get(v)))
            .find(|&(v, n)| n > copies(v))
    }
}

/// Reads a list of cards: values separated by spaces or commas, `V*N` for N
/// cards of value V (`9*3` is three 9s). Counts are not capped at the deck's.
pub fn parse_cards(text: &str) -> Result<CardCount, RuleError> {
    let mut count = CardCount::default();
    for v in parse_card_list(text)? {
        count.add(v);
    }
    Ok(count)
}

/// The cards of a list in the order written (`9*3` is three 9s in a row).
pub fn parse_card_list(text: &str) -> Result<Vec<i8>, RuleError> {
    let mut cards = Vec::new();
    for token in text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|t| !t.is_empty())
    {
        let (value, times) = match token.split_once('*') {
            Some((v, n)) => (
                v,
                n.parse::<u32>().map_err(|_| RuleError::NotACount {
                    token: token.to_string(),
                })?,
            ),
            None => (token, 1),
        };
        let value: i32 = value.parse().map_err(|_| RuleError::NotACardInList {
            token: token.to_string(),
        })?;
        if !is_card(value) {
            return Err(RuleError::NotInDeck { value });
        }
        if times > 1000 {
            return Err(RuleError::CountTooLarge {
                token: token.to_string(),
                times,
            });
        }
        cards.extend(std::iter::repeat_n(value as i8, times as usize));
    }
    Ok(cards)
}

/// How a counted deck differs from the 150-card deck.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeckCheck {
    /// Cards counted in all.
    pub counted: u32,
    /// (value, how many are missing), lowest value first.
    pub missing: Vec<(i8, u32)>,
    /// (value, how many too many), lowest value first.
    pub extra: Vec<(i8, u32)>,
}

/// Compares a counted deck with the 150-card deck.
pub fn check_deck(count: &CardCount) -> DeckCheck {
    let mut check = DeckCheck {
        counted: VALUES.map(|v| count.get(v)).sum(),
        missing: Vec::new(),
        extra: Vec::new(),
    };
    for v in VALUES {
        let (have, want) = (count.get(v), copies(v));
        if have < want {
            check.missing.push((v, want - have));
        } else if have > want {
            check.extra.push((v, have - want));
        }
    }
    check
}

fn index(value: i8) -> usize {
    debug_assert!(VALUES.contains(&value), "{value} is not a card");
    (value - MIN_CARD) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_has_150_cards_summing_to_760() {
        assert_eq!(deck_size(), 150);
        assert_eq!(deck_sum(), 760);
        assert_eq!(copies(-2), 5);
        assert_eq!(copies(0), 15);
        assert_eq!(copies(13), 0);
    }

    #[test]
    fn parse_cards_reads_lists_and_counts() {
        let count = parse_cards("9*3, -2 12 0").unwrap();
        assert_eq!(count.get(9), 3);
        assert_eq!(count.get(-2), 1);
        assert_eq!(
            parse_cards("13").unwrap_err(),
            RuleError::NotInDeck { value: 13 }
        );
        assert_eq!(
            parse_cards("nine").unwrap_err(),
            RuleError::NotACardInList {
                token: "nine".into()
            }
        );
        assert_eq!(
            parse_cards("9*x").unwrap_err(),
            RuleError::NotACount {
                token: "9*x".into()
            }
        );
    }

    #[test]
    fn check_deck_names_what_is_missing_and_extra() {
        let mut full = CardCount::default();
        for v in VALUES {
            for _ in 0..copies(v) {
                full.add(v);
            }
        }
        assert_eq!(
            check_deck(&full),
            DeckCheck {
                counted: 150,
                missing: vec![],
                extra: vec![]
            }
        );
        let mut short = CardCount::default();
        for v in VALUES {
            let n = copies(v) - u32::from(v == 7) * 2 + u32::from(v == 12);
            for _ in 0..n {
                short.add(v);
            }
        }
        let check = check_deck(&short);
        assert_eq!(check.counted, 149);
        assert_eq!(check.missing, vec![(7, 2)]);
        assert_eq!(check.extra, vec![(12, 1)]);
    }

    #[test]
    fn counts_add_up_and_the_larger_of_two_counts_each_value_once() {
        let a = parse_cards("9*3 -2 0").unwrap();
        let b = parse_cards("9 0*2 5").unwrap();
        assert_eq!(a.total(), 5);
        let mut sum = a;
        sum.add_all(&b);
        assert_eq!(
            (sum.get(9), sum.get(0), sum.get(5), sum.total()),
            (4, 3, 1, 9)
        );
        let larger = a.larger_of(&b);
        assert_eq!((larger.get(9), larger.get(0), larger.get(5)), (3, 2, 1));
        assert_eq!(larger.total(), 7);
    }

    #[test]
    fn first_excess_names_the_value_over_its_copies() {
        let mut count = CardCount::default();
        for _ in 0..5 {
            count.add(-2);
        }
        assert_eq!(count.first_excess(), None);
        count.add(-2);
        assert_eq!(count.first_excess(), Some((-2, 6)));
    }
}
