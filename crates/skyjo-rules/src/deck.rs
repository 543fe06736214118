//! The 150-card Skyjo deck: values -2..=12 and how many copies of each; the
//! deck of Skyjo Action beside it ([`ActionDeck`]: number cards, stars,
//! action cards); the face of a playing card ([`Face`]: a number or a star);
//! and the deck a round's cards are counted against ([`Deck`]): the classic
//! one, or the playing cards of Skyjo Action (number cards and stars).

/// The lowest card value in the deck.
pub const MIN_CARD: i8 = -2;
/// The highest card value in the deck.
pub const MAX_CARD: i8 = 12;
/// Every card value, lowest first.
pub const VALUES: std::ops::RangeInclusive<i8> = MIN_CARD..=MAX_CARD;

use serde::{Deserialize, Serialize};

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

/// Writes `value` (a card's, or any) in decimal at the end of `text`, as
/// `to_string` would: a grid's text is written so for every round stored.
pub(crate) fn push_value(text: &mut String, value: i8) {
    if value < 0 {
        text.push('-');
    }
    let n = value.unsigned_abs();
    if n >= 100 {
        text.push(char::from(b'0' + n / 100));
    }
    if n >= 10 {
        text.push(char::from(b'0' + n / 10 % 10));
    }
    text.push(char::from(b'0' + n % 10));
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

/// The face of a playing card: a number, or a star (only Skyjo Action's
/// deck has stars).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Face {
    /// A number card, -2..12.
    Value(i8),
    /// A star card (`*`): 0 alone, any value in a line it completes.
    Star,
}

/// The cards of a Skyjo Action deck. The default is assumed, not printed in
/// the rules: -2 x3, -1 x7, 0 x11, 1..12 x7 each and 15 stars (120 playing
/// cards), 27 action cards (9 kinds x 3) and 3 blank cards: 150 in all. A
/// family that counted its own deck sets its counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ActionDeck {
    /// Copies of each number card, indexed by `value - MIN_CARD` (-2 first).
    pub values: [u32; 15],
    /// Star cards.
    pub stars: u32,
    /// Action cards.
    pub actions: u32,
    /// Blank cards (no use in scoring; counted for the deck's size).
    pub blanks: u32,
}

impl Default for ActionDeck {
    fn default() -> Self {
        let mut values = [7; 15];
        // -2, -1 and 0 (indexed from -2); 1..12 keep 7 each.
        values[0] = 3;
        values[2] = 11;
        ActionDeck {
            values,
            stars: 15,
            actions: 27,
            blanks: 3,
        }
    }
}

impl ActionDeck {
    /// Copies of the number card `value` (0 for a value that is not a card).
    pub fn copies(&self, value: i8) -> u32 {
        if VALUES.contains(&value) {
            self.values[(value - MIN_CARD) as usize]
        } else {
            0
        }
    }

    /// Sets the copies of the number card `value`, which must be a card.
    pub fn set_copies(&mut self, value: i8, copies: u32) {
        assert!(VALUES.contains(&value), "{value} is not a card");
        self.values[(value - MIN_CARD) as usize] = copies;
    }

    /// The playing cards: number cards and stars.
    pub fn playing_cards(&self) -> u32 {
        self.values.iter().sum::<u32>() + self.stars
    }

    /// Every card of the deck.
    pub fn size(&self) -> u32 {
        self.playing_cards() + self.actions + self.blanks
    }
}

/// A count of cards per value, indexed by `value - MIN_CARD`, and of star
/// cards (Skyjo Action; always 0 for the classic deck).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CardCount {
    values: [u32; 15],
    stars: u32,
}

impl CardCount {
    /// Adds one card of `value`. The value must be a card.
    pub fn add(&mut self, value: i8) {
        self.values[index(value)] += 1;
    }

    /// Adds one star card (Skyjo Action).
    pub fn add_star(&mut self) {
        self.stars += 1;
    }

    /// Adds one card of `face`: a number card or a star.
    pub fn add_face(&mut self, face: Face) {
        match face {
            Face::Value(v) => self.add(v),
            Face::Star => self.add_star(),
        }
    }

    /// How many cards of `value` were counted.
    pub fn get(&self, value: i8) -> u32 {
        self.values[index(value)]
    }

    /// How many star cards were counted.
    pub fn stars(&self) -> u32 {
        self.stars
    }

    /// The cards counted in all, stars included.
    pub fn total(&self) -> u32 {
        self.values.iter().sum::<u32>() + self.stars
    }

    /// Adds every card of `other`.
    pub fn add_all(&mut self, other: &CardCount) {
        for (mine, theirs) in self.values.iter_mut().zip(other.values) {
            *mine += theirs;
        }
        self.stars += other.stars;
    }

    /// Per value (and for the stars), the larger of the two counts: the same
    /// cards described twice (my grid as it lies and as I would close with
    /// it) counted once.
    pub fn larger_of(&self, other: &CardCount) -> CardCount {
        let mut both = *self;
        for (mine, theirs) in both.values.iter_mut().zip(other.values) {
            *mine = (*mine).max(theirs);
        }
        both.stars = both.stars.max(other.stars);
        both
    }

    /// The first value counted more often than the classic deck has it, with
    /// its count (stars are not looked at: [`Deck::check_seen`] does).
    pub fn first_excess(&self) -> Option<(i8, u32)> {
        Deck::Classic.first_excess(self)
    }
}

/// The deck the cards of a round are counted against: the classic 150
/// cards, or the playing cards of Skyjo Action, whose counts are assumed
/// (no rule book prints them) unless a family set its own ([`ActionDeck`]).
///
/// The assistant's model of Skyjo Action holds the **playing cards** only,
/// the number cards and the stars, which are what lies on the grids and what
/// a face-down card can be: its action cards are left out (nobody counts
/// which were drawn, played or held), so the chance of "the next card" is
/// that of the next playing card drawn.
///
/// ```
/// use skyjo_rules::deck::{ActionDeck, Deck};
///
/// assert_eq!(Deck::Classic.size(), 150);
/// let action = Deck::Action(ActionDeck::default());
/// // -2 x3, -1 x7, 0 x11, 1..12 x7 each: 105 number cards, and 15 stars.
/// assert_eq!((action.size(), action.stars(), action.copies(0)), (120, 15, 11));
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Deck {
    /// The classic deck: [`copies`] of each value, no stars.
    #[default]
    Classic,
    /// The playing cards of Skyjo Action's deck.
    Action(ActionDeck),
}

impl Deck {
    /// Whether this deck holds stars (Skyjo Action's, even counted with
    /// none): a list of cards seen takes `*`, the odds count them.
    pub fn has_stars(&self) -> bool {
        matches!(self, Deck::Action(_))
    }

    /// Copies of the number card `value` (0 for a value that is not a card).
    pub fn copies(&self, value: i8) -> u32 {
        match self {
            Deck::Classic => copies(value),
            Deck::Action(deck) => deck.copies(value),
        }
    }

    /// The star cards (none in the classic deck).
    pub fn stars(&self) -> u32 {
        match self {
            Deck::Classic => 0,
            Deck::Action(deck) => deck.stars,
        }
    }

    /// The cards the pool is counted from: the classic 150, or Skyjo
    /// Action's playing cards (number cards and stars).
    pub fn size(&self) -> u32 {
        VALUES.map(|v| self.copies(v)).sum::<u32>() + self.stars()
    }

    /// The first value `count` holds more often than this deck has it, with
    /// its count (stars are not looked at).
    pub fn first_excess(&self, count: &CardCount) -> Option<(i8, u32)> {
        VALUES
            .map(|v| (v, count.get(v)))
            .find(|&(v, n)| n > self.copies(v))
    }

    /// The first way the cards of a round are over this deck: the grids'
    /// cards `count` (face up and recorded removed ones, stars among them)
    /// and the action cards `held` by all players together, in that order: a
    /// value, the stars, the action cards (the classic deck has neither
    /// stars nor action cards). `None` when the deck has them all. The
    /// scorers of both editions and the phones' draft ask it alike.
    pub fn over_in_round(&self, count: &CardCount, held: u32) -> Option<RuleError> {
        if let Some((value, found)) = self.first_excess(count) {
            return Some(RuleError::DeckExceeded {
                value,
                found,
                copies: self.copies(value),
            });
        }
        if count.stars() > self.stars() {
            return Some(RuleError::StarsExceeded {
                found: count.stars(),
                copies: self.stars(),
            });
        }
        let actions = match self {
            Deck::Classic => 0,
            Deck::Action(deck) => deck.actions,
        };
        (held > actions).then_some(RuleError::HeldExceeded {
            found: held,
            copies: actions,
        })
    }

    /// Refuses a count of cards seen that holds more of a value, or more
    /// stars, than the deck has, or a star at all in the classic deck.
    pub fn check_seen(&self, seen: &CardCount) -> Result<(), RuleError> {
        if let Some((value, found)) = self.first_excess(seen) {
            return Err(RuleError::SeenExceeded {
                value,
                found,
                copies: self.copies(value),
            });
        }
        match self {
            Deck::Classic if seen.stars() > 0 => Err(RuleError::StarInClassicDeck),
            _ if seen.stars() > self.stars() => Err(RuleError::SeenStarsExceeded {
                found: seen.stars(),
                copies: self.stars(),
            }),
            _ => Ok(()),
        }
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

/// The cards of a list in the order written (`9*3` is three 9s in a row),
/// of the classic deck: a star (`*`) is refused.
pub fn parse_card_list(text: &str) -> Result<Vec<i8>, RuleError> {
    Ok(parse_faces(text, &Deck::Classic)?
        .into_iter()
        .map(|face| match face {
            Face::Value(v) => v,
            Face::Star => unreachable!("the classic deck refuses a star"),
        })
        .collect())
}

/// The cards of a list of `deck` in the order written: as
/// [`parse_card_list`] reads them, and `*` for a star (`**3` for three,
/// `V*N` with V a star), which only the deck of Skyjo Action has.
///
/// ```
/// use skyjo_rules::deck::{ActionDeck, Deck, Face, parse_faces};
///
/// let action = Deck::Action(ActionDeck::default());
/// let faces = parse_faces("9 * -2*2 **2", &action)?;
/// assert_eq!(faces, [Face::Value(9), Face::Star, Face::Value(-2), Face::Value(-2), Face::Star, Face::Star]);
/// assert!(parse_faces("*", &Deck::Classic).is_err());
/// # Ok::<(), skyjo_rules::RuleError>(())
/// ```
pub fn parse_faces(text: &str, deck: &Deck) -> Result<Vec<Face>, RuleError> {
    let mut cards = Vec::new();
    for token in text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|t| !t.is_empty())
    {
        let (face, times) = match token.strip_prefix('*') {
            Some(rest) => {
                if !deck.has_stars() {
                    return Err(RuleError::StarInClassicDeck);
                }
                let times = match rest.strip_prefix('*') {
                    None if rest.is_empty() => 1,
                    Some(n) => n.parse::<u32>().map_err(|_| RuleError::NotACount {
                        token: token.to_string(),
                    })?,
                    None => {
                        return Err(RuleError::NotACardInList {
                            token: token.to_string(),
                        });
                    }
                };
                (Face::Star, times)
            }
            None => {
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
                (Face::Value(value as i8), times)
            }
        };
        if times > 1000 {
            return Err(RuleError::CountTooLarge {
                token: token.to_string(),
                times,
            });
        }
        cards.extend(std::iter::repeat_n(face, times as usize));
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
    fn a_value_is_written_as_to_string_writes_it() {
        for value in i8::MIN..=i8::MAX {
            let mut text = String::from("x");
            push_value(&mut text, value);
            assert_eq!(text, format!("x{value}"));
        }
    }
    use crate::Rules;

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
    fn stars_are_read_and_checked_against_the_deck() {
        let action = Deck::Action(ActionDeck::default());
        assert_eq!(
            parse_faces("* 9, **2 0*2", &action).unwrap(),
            [
                Face::Star,
                Face::Value(9),
                Face::Star,
                Face::Star,
                Face::Value(0),
                Face::Value(0)
            ]
        );
        for token in ["*", "**2", "x"] {
            let refused = parse_faces(token, &Deck::Classic).unwrap_err();
            if token == "x" {
                assert_eq!(refused, RuleError::NotACardInList { token: "x".into() });
            } else {
                assert_eq!(refused, RuleError::StarInClassicDeck, "{token}");
            }
        }
        assert_eq!(
            parse_card_list("9 *").unwrap_err(),
            RuleError::StarInClassicDeck
        );
        assert_eq!(
            parse_faces("*5", &action).unwrap_err(),
            RuleError::NotACardInList { token: "*5".into() }
        );
        assert_eq!(
            parse_faces("**x", &action).unwrap_err(),
            RuleError::NotACount {
                token: "**x".into()
            }
        );
        let mut count = CardCount::default();
        for face in parse_faces("**15 -2*3", &action).unwrap() {
            count.add_face(face);
        }
        assert_eq!((count.stars(), count.total()), (15, 18));
        assert_eq!(action.check_seen(&count), Ok(()));
        count.add(-2);
        assert_eq!(
            action.check_seen(&count),
            Err(RuleError::SeenExceeded {
                value: -2,
                found: 4,
                copies: 3
            })
        );
        assert_eq!(
            Rules::default().deck(),
            Deck::Classic,
            "a classic game's deck"
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
