//! The 150-card Skyjo deck: values -2..=12 and how many copies of each.

/// The lowest card value in the deck.
pub const MIN_CARD: i8 = -2;
/// The highest card value in the deck.
pub const MAX_CARD: i8 = 12;
/// Every card value, lowest first.
pub const VALUES: std::ops::RangeInclusive<i8> = MIN_CARD..=MAX_CARD;

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

    /// The first value counted more often than the deck has it, with its count.
    pub fn first_excess(&self) -> Option<(i8, u32)> {
        VALUES
            .map(|v| (v, self.get(v)))
            .find(|&(v, n)| n > copies(v))
    }
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
