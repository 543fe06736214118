//! A seat of a game as the history's screens name it.

/// The name of seat `seat`, or its number when the game is gone (deleted).
pub(super) fn seat_name(players: &[String], seat: usize) -> String {
    players
        .get(seat)
        .cloned()
        .unwrap_or_else(|| format!("#{}", seat + 1))
}
