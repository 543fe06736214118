//! A player's name: the one rule every way a name comes in obeys (the
//! prompts, the commands, `players rename`, the JSON import and the BG Stats
//! import). A name is kept trimmed, is 1 to [`NAME_MAX`] characters, holds no
//! control character (no newline, no escape sequence) and no `=` (rounds are
//! entered as `NAME=ENTRY`: a name with `=` could never be named again), and
//! two names of a game are never alike (see [`name_key`]).

/// The longest name of a player, in characters.
pub const NAME_MAX: usize = 24;

/// What is wrong with one name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameProblem {
    /// Nothing but spaces.
    Empty,
    /// A control character: a newline, a tab, an escape sequence.
    Control,
    /// More than [`NAME_MAX`] characters.
    TooLong,
    /// An `=`, which splits `NAME=ENTRY`.
    Equals,
}

/// What is wrong with the names of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NamesProblem {
    /// The name at `seat` (from 0) breaks the rule.
    Name {
        /// The seat, from 0.
        seat: usize,
        /// What is wrong.
        problem: NameProblem,
    },
    /// The name at `seat` is the name at `other` (an earlier seat) again.
    Same {
        /// The seat, from 0.
        seat: usize,
        /// The earlier seat.
        other: usize,
    },
}

/// The key a name is matched by: "anna", "ANNA" and "Anna" are one player.
pub fn name_key(name: &str) -> String {
    name.trim().to_lowercase()
}

/// `name` as it is kept (trimmed), or what is wrong with it.
pub fn player_name(name: &str) -> Result<&str, NameProblem> {
    let name = name.trim();
    if name.is_empty() {
        Err(NameProblem::Empty)
    } else if name.chars().any(char::is_control) {
        Err(NameProblem::Control)
    } else if name.chars().count() > NAME_MAX {
        Err(NameProblem::TooLong)
    } else if name.contains('=') {
        Err(NameProblem::Equals)
    } else {
        Ok(name)
    }
}

/// The names of a game's players as they are kept (each trimmed), or the
/// first that breaks the rule or repeats an earlier one.
pub fn player_names<S: AsRef<str>>(names: &[S]) -> Result<Vec<&str>, NamesProblem> {
    let mut kept: Vec<&str> = Vec::with_capacity(names.len());
    for (seat, name) in names.iter().enumerate() {
        let name =
            player_name(name.as_ref()).map_err(|problem| NamesProblem::Name { seat, problem })?;
        if let Some(other) = kept.iter().position(|k| name_key(k) == name_key(name)) {
            return Err(NamesProblem::Same { seat, other });
        }
        kept.push(name);
    }
    Ok(kept)
}

/// Whether `names` may be stored as they are: each kept as written (already
/// trimmed), none breaking the rule, no two alike. What a file brings in
/// (a JSON export, a BG Stats play) must pass this.
pub fn storable<S: AsRef<str>>(names: &[S]) -> bool {
    player_names(names).is_ok_and(|kept| {
        kept.iter()
            .zip(names)
            .all(|(kept, name)| *kept == name.as_ref())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_rule_for_a_name() {
        assert_eq!(player_name("  Anna "), Ok("Anna"));
        assert_eq!(player_name("Åsa-Britt"), Ok("Åsa-Britt"));
        assert_eq!(player_name("   "), Err(NameProblem::Empty));
        assert_eq!(player_name("An\nna"), Err(NameProblem::Control));
        assert_eq!(player_name("An\u{1b}[31mna"), Err(NameProblem::Control));
        assert_eq!(
            player_name(&"a".repeat(NAME_MAX)),
            Ok(&*"a".repeat(NAME_MAX))
        );
        assert_eq!(
            player_name(&"ö".repeat(NAME_MAX + 1)),
            Err(NameProblem::TooLong)
        );
        assert_eq!(player_name("Bert=il"), Err(NameProblem::Equals));
    }

    #[test]
    fn the_names_of_a_game() {
        assert_eq!(
            player_names(&["Anna", " Bertil"]),
            Ok(vec!["Anna", "Bertil"])
        );
        assert_eq!(
            player_names(&["Anna", "Bertil", "ANNA "]),
            Err(NamesProblem::Same { seat: 2, other: 0 })
        );
        assert_eq!(
            player_names(&["Anna", "Bert=il"]),
            Err(NamesProblem::Name {
                seat: 1,
                problem: NameProblem::Equals
            })
        );
        assert!(storable(&["Anna", "Bertil"]));
        assert!(!storable(&["Anna", "Bert=il"]), "issue 16");
        assert!(!storable(&["Anna ", "Bertil"]), "kept as written");
        assert!(!storable(&["Anna", "anna"]));
    }
}
