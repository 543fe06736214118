//! A player's name: the one rule every way a name comes in obeys (the
//! prompts, the commands, `players rename`, the JSON import and the BG Stats
//! import). A name is kept trimmed, is 1 to [`NAME_MAX`] characters, holds no
//! control character (no newline, no escape sequence) and no `=` (rounds are
//! entered as `NAME=ENTRY`: a name with `=` could never be named again), and
//! two names of a game are never alike (see [`name_key`]).
//!
//! And a name as people type it: `Soren` for `Søren`, `Asa` for `Åsa`,
//! `rene` for `René`. A typed name is matched to a list of names (the players
//! of a game, everyone in the history) exactly first, ignoring case; then
//! without diacritics, when that leaves exactly one name; else the nearest
//! name is offered as a suggestion (`did you mean Søren?`), never taken
//! ([`find`]).

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

/// A name folded for matching: trimmed, without diacritics (`ø` → `o`,
/// `æ` → `ae`, `é` → `e`, a combining accent dropped), in lower case.
pub fn fold(name: &str) -> String {
    deunicode::deunicode(name.trim()).to_lowercase()
}

/// The position in `names` of the name `typed` means: the same name in
/// another case, else the only name that is the same without diacritics.
/// `Err` holds the nearest name to suggest, if one is near enough.
pub fn find<S: AsRef<str>>(names: &[S], typed: &str) -> Result<usize, Option<usize>> {
    let typed_key = name_key(typed);
    if let Some(i) = names.iter().position(|n| name_key(n.as_ref()) == typed_key) {
        return Ok(i);
    }
    let folded = fold(typed);
    let mut same = names
        .iter()
        .enumerate()
        .filter(|(_, n)| fold(n.as_ref()) == folded)
        .map(|(i, _)| i);
    match (same.next(), same.next()) {
        (Some(only), None) => Ok(only),
        _ => Err(nearest(names, typed)),
    }
}

/// The name in `names` nearest to `typed`, if it is near enough to be what
/// was meant: at most a third of its letters differ once both are folded.
/// Of two names equally near, the one nearer as typed (with its diacritics).
pub fn nearest<S: AsRef<str>>(names: &[S], typed: &str) -> Option<usize> {
    let folded = fold(typed);
    let typed_key = name_key(typed);
    names
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let name = n.as_ref();
            let distance = strsim::damerau_levenshtein(&folded, &fold(name));
            let exact = strsim::damerau_levenshtein(&typed_key, &name_key(name));
            (distance, exact, i, name)
        })
        .filter(|(distance, _, _, name)| {
            let longest = folded.chars().count().max(fold(name).chars().count());
            *distance * 3 <= longest
        })
        .min_by_key(|(distance, exact, i, _)| (*distance, *exact, *i))
        .map(|(_, _, i, _)| i)
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

    const FAMILY: [&str; 4] = ["Mette", "Søren", "Ida", "Far"];

    #[test]
    fn diacritics_fold_to_plain_letters() {
        assert_eq!(fold("Søren"), "soren");
        assert_eq!(fold(" Åsa "), "asa");
        assert_eq!(fold("Märta"), "marta");
        assert_eq!(fold("Ærø"), "aero");
        assert_eq!(fold("Björn"), "bjorn");
        assert_eq!(fold("René"), "rene");
        // A combining accent, as some keyboards send it.
        assert_eq!(fold("Rene\u{301}e"), "renee");
    }

    #[test]
    fn a_name_without_diacritics_matches_when_it_is_the_only_one() {
        assert_eq!(find(&FAMILY, "Søren"), Ok(1));
        assert_eq!(find(&FAMILY, "søren"), Ok(1));
        assert_eq!(find(&FAMILY, "Soren"), Ok(1));
        assert_eq!(find(&FAMILY, "SOREN"), Ok(1));
        assert_eq!(find(&["Åsa", "Märta"], "Marta"), Ok(1));
        assert_eq!(find(&["Renée", "Bo"], "Rene\u{301}e"), Ok(0));
    }

    #[test]
    fn an_exact_name_wins_over_a_folded_one() {
        // Two players the history keeps apart stay apart.
        assert_eq!(find(&["Soren", "Søren"], "Søren"), Ok(1));
        assert_eq!(find(&["Soren", "Søren"], "soren"), Ok(0));
    }

    #[test]
    fn two_folded_matches_are_not_guessed_between() {
        // Sören and Søren both fold to soren: the nearer as typed is suggested.
        assert_eq!(find(&["Sören", "Søren"], "Soren"), Err(Some(0)));
        assert_eq!(find(&["Søren", "Sören"], "Sörne"), Err(Some(1)));
    }

    #[test]
    fn a_misspelt_name_is_only_suggested() {
        assert_eq!(find(&FAMILY, "Sren"), Err(Some(1)));
        assert_eq!(find(&FAMILY, "Mete"), Err(Some(0)));
        assert_eq!(find(&FAMILY, "Ifa"), Err(Some(2)));
        // Too far from every name: nothing to suggest.
        assert_eq!(find(&FAMILY, "Kristoffer"), Err(None));
        assert_eq!(find(&FAMILY, "Bo"), Err(None));
    }
}
