//! A whole game: running totals, the end of the game, winners, who starts next.

use super::RuleError;
use super::settings::{GameEnd, Rules, Starter, TieBreak};

/// The number of players a game may have.
pub const PLAYERS: std::ops::RangeInclusive<usize> = 2..=8;

/// The most opponents a player can have (`risk`): the largest table but one.
pub const MAX_OPPONENTS: usize = *PLAYERS.end() - 1;

/// What the standings need of a round: every player's final score and the closer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundResult {
    /// The score on the sheet, per seat.
    pub scores: Vec<i32>,
    /// The seat of the player who closed.
    pub closer: usize,
}

/// Where a game stands after its rounds so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standings {
    /// Each seat's running total after each round: `running[round][seat]`.
    pub running: Vec<Vec<i32>>,
    /// Each seat's total now.
    pub totals: Vec<i32>,
    /// Whether the game is over.
    pub over: bool,
    /// Seats with the lowest total now (the winners once the game is over).
    pub leaders: Vec<usize>,
    /// Whether the end was reached with a tie and a deciding round is being played.
    pub deciding: bool,
    /// The seat that starts the next round, when the rules say (`None` before round 1).
    pub next_starter: Option<usize>,
}

impl Standings {
    /// When the game was over before its last round (an invalid game): the
    /// number of rounds after which it ended. `played` is the rounds given.
    pub fn ended_early(&self, played: usize) -> Option<usize> {
        (self.over && self.running.len() < played).then_some(self.running.len())
    }

    /// The winners: the leaders once the game is over, nobody before.
    pub fn winners(&self) -> &[usize] {
        if self.over { &self.leaders } else { &[] }
    }
}

/// Adds up `rounds` for `seats` players under `rules`.
///
/// Rounds after the one that ended the game are not counted: a finished game
/// takes no more rounds, and the store refuses them before they get here.
pub fn standings(rules: &Rules, seats: usize, rounds: &[RoundResult]) -> Standings {
    let mut totals = vec![0; seats];
    let mut running = Vec::with_capacity(rounds.len());
    let mut reached_end = false;
    let mut over = false;
    for (i, round) in rounds.iter().enumerate() {
        for (total, score) in totals.iter_mut().zip(&round.scores) {
            *total += score;
        }
        running.push(totals.clone());
        reached_end |= end_reached(rules, &totals, i + 1);
        if reached_end && (rules.tie_break == TieBreak::Shared || lowest(&totals).len() == 1) {
            over = true;
            break;
        }
    }
    let leaders = lowest(&totals);
    let next_starter = match (over, rounds.last()) {
        (false, Some(last)) => Some(match rules.starter {
            Starter::Closer => last.closer,
            Starter::RoundWinner => lowest(&last.scores)[0],
        }),
        _ => None,
    };
    Standings {
        running,
        totals,
        over,
        deciding: reached_end && !over,
        leaders,
        next_starter,
    }
}

/// A game known only by its final totals (seat order): over, the lowest
/// total wins, an equal lowest total is a shared win.
pub fn final_standings(totals: &[i32]) -> Standings {
    Standings {
        running: Vec::new(),
        totals: totals.to_vec(),
        over: true,
        deciding: false,
        leaders: lowest(totals),
        next_starter: None,
    }
}

/// Who starts round 1: the highest sum of the two turned cards; a tie goes to
/// the tied player nearest the dealer's left (the next seats after the
/// dealer, in seating order). Returns the starter and everyone tied with them;
/// an error for a table of fewer than 2 or more than 8, or a dealer who does
/// not sit at it.
pub fn first_starter(sums: &[i32], dealer: usize) -> Result<(usize, Vec<usize>), RuleError> {
    let n = sums.len();
    if !PLAYERS.contains(&n) {
        return Err(RuleError::PlayerCount { found: n });
    }
    if dealer >= n {
        return Err(RuleError::DealerSeat { dealer, players: n });
    }
    let best = sums.iter().copied().max().unwrap_or(0);
    let tied: Vec<usize> = (0..n).filter(|&i| sums[i] == best).collect();
    let starter = tied
        .iter()
        .copied()
        .min_by_key(|&i| (i + n - dealer - 1) % n)
        .unwrap_or(dealer);
    Ok((starter, tied))
}

/// Why a player starts a round, for the presentation layer to word.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StartReason {
    /// Round 1: the highest sum of two turned cards, alone.
    HighestSum {
        /// The sum.
        sum: i32,
    },
    /// Round 1: several tie for the highest sum; the starter sits nearest the dealer's left.
    NearestDealer {
        /// The seats that tie, in seat order.
        tied: Vec<usize>,
        /// Their sum.
        sum: i32,
        /// The seat that starts.
        starter: usize,
        /// The dealer's seat.
        dealer: usize,
    },
    /// Later rounds, official: the closer of the last round starts.
    ClosedLast {
        /// The last round's number.
        round: u32,
    },
    /// Later rounds, house rule: the lowest of the last round starts.
    LowestLast {
        /// The last round's number.
        round: u32,
    },
}

impl StartReason {
    /// Round 1 from the turned cards' sums: the starter and why.
    pub fn first_round(sums: &[i32], dealer: usize) -> Result<(usize, StartReason), RuleError> {
        let (starter, tied) = first_starter(sums, dealer)?;
        let sum = sums[starter];
        let reason = if tied.len() == 1 {
            StartReason::HighestSum { sum }
        } else {
            StartReason::NearestDealer {
                tied,
                sum,
                starter,
                dealer,
            }
        };
        Ok((starter, reason))
    }

    /// A later round, after round `last` of a game with `rules`.
    pub fn next_round(rules: &Rules, last: u32) -> StartReason {
        match rules.starter {
            Starter::Closer => StartReason::ClosedLast { round: last },
            Starter::RoundWinner => StartReason::LowestLast { round: last },
        }
    }
}

/// Whether the end of the game is reached with these totals after `played`
/// rounds: a total at the target, or the last round played. (Over only
/// when the tie-break says so: see [`standings`].)
pub fn end_reached(rules: &Rules, totals: &[i32], played: usize) -> bool {
    match rules.end {
        GameEnd::Target(target) => totals.iter().any(|&t| t >= target),
        GameEnd::Rounds(n) => played >= n as usize,
    }
}

/// Who leads: the seats of the lowest value (a total, a round's scores);
/// a tie leads together. The one place that decides it (the store's list of
/// games asks it too, for the games not over).
pub fn lowest(values: &[i32]) -> Vec<usize> {
    let min = values.iter().copied().min().unwrap_or(0);
    (0..values.len()).filter(|&i| values[i] == min).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round(scores: &[i32], closer: usize) -> RoundResult {
        RoundResult {
            scores: scores.to_vec(),
            closer,
        }
    }

    #[test]
    fn the_game_ends_when_a_total_reaches_100_not_only_passes_it() {
        let rules = Rules::default();
        let s = standings(&rules, 2, &[round(&[60, 10], 1), round(&[39, 10], 1)]);
        assert!(!s.over);
        let s = standings(&rules, 2, &[round(&[60, 10], 1), round(&[40, 10], 1)]);
        assert!(s.over);
        assert_eq!(s.totals, [100, 20]);
        assert_eq!(s.winners(), [1]);
        assert_eq!(s.next_starter, None);
    }

    #[test]
    fn rounds_after_the_end_are_reported() {
        let rounds = [round(&[60, 10], 1), round(&[40, 10], 1), round(&[5, 5], 0)];
        let s = standings(&Rules::default(), 2, &rounds);
        assert_eq!(s.ended_early(3), Some(2));
        assert_eq!(s.totals, [100, 20]);
        assert_eq!(
            standings(&Rules::default(), 2, &rounds[..2]).ended_early(2),
            None
        );
    }

    #[test]
    fn equal_lowest_totals_share_the_win() {
        let s = standings(&Rules::default(), 3, &[round(&[100, 30, 30], 1)]);
        assert!(s.over);
        assert_eq!(s.winners(), [1, 2]);
    }

    #[test]
    fn deciding_round_variant_plays_on_while_tied() {
        let rules = Rules {
            tie_break: TieBreak::DecidingRound,
            ..Rules::default()
        };
        let first = round(&[100, 30, 30], 1);
        let s = standings(&rules, 3, std::slice::from_ref(&first));
        assert!(!s.over && s.deciding);
        assert_eq!(s.winners(), [] as [usize; 0]);
        let s = standings(&rules, 3, &[first.clone(), round(&[5, 5, 5], 0)]);
        assert!(!s.over && s.deciding);
        let s = standings(
            &rules,
            3,
            &[first.clone(), round(&[5, 5, 5], 0), round(&[5, 4, 9], 1)],
        );
        assert!(s.over);
        assert_eq!(s.winners(), [1]);
    }

    #[test]
    fn fixed_rounds_and_other_targets() {
        let best_of_2 = Rules {
            end: GameEnd::Rounds(2),
            ..Rules::default()
        };
        let rounds = [round(&[10, 20], 0), round(&[15, 2], 1)];
        assert!(!standings(&best_of_2, 2, &rounds[..1]).over);
        let s = standings(&best_of_2, 2, &rounds);
        assert!(s.over);
        assert_eq!(s.winners(), [1]);
        let to_50 = Rules {
            end: GameEnd::Target(50),
            ..Rules::default()
        };
        assert!(standings(&to_50, 2, &[round(&[50, 2], 1)]).over);
    }

    #[test]
    fn the_highest_two_cards_start_round_1_and_a_tie_goes_left_of_the_dealer() {
        assert_eq!(first_starter(&[10, 21, 5], 0), Ok((1, vec![1])));
        // Seats 0 and 2 tie; the dealer is seat 1, so seat 2 is on the dealer's left.
        assert_eq!(first_starter(&[20, 3, 20, 4], 1), Ok((2, vec![0, 2])));
        // The dealer is seat 2: seat 3 is next, then seat 0.
        assert_eq!(first_starter(&[20, 3, 20, 4], 2), Ok((0, vec![0, 2])));
        // A tied dealer is the farthest from their own left.
        assert_eq!(first_starter(&[20, 20, 1], 1), Ok((0, vec![0, 1])));
        // A table that is no table, a dealer who is not at it: refused, not a panic.
        assert_eq!(
            first_starter(&[], 0),
            Err(RuleError::PlayerCount { found: 0 })
        );
        assert_eq!(
            first_starter(&[3, 4], 2),
            Err(RuleError::DealerSeat {
                dealer: 2,
                players: 2
            })
        );
    }

    #[test]
    fn the_closer_or_the_round_winner_starts_the_next_round() {
        let rounds = [round(&[24, 10, 20], 0)];
        assert_eq!(
            standings(&Rules::default(), 3, &rounds).next_starter,
            Some(0)
        );
        let winner_starts = Rules {
            starter: Starter::RoundWinner,
            ..Rules::default()
        };
        assert_eq!(standings(&winner_starts, 3, &rounds).next_starter, Some(1));
        assert_eq!(standings(&Rules::default(), 3, &[]).next_starter, None);
    }
}
