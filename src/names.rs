//! Names as people type them: `Soren` for `Søren`, `Asa` for `Åsa`, `rene`
//! for `René`. A typed name is matched to a list of names (the players of a
//! game, everyone in the history) exactly first, ignoring case; then without
//! diacritics, when that leaves exactly one name; else the nearest name is
//! offered as a suggestion (`did you mean Søren?`), never taken.
//!
//! This is about *matching* a typed name to names that exist; which names
//! may be given to a player at all is decided elsewhere.

/// A name folded for matching: trimmed, without diacritics (`ø` → `o`,
/// `æ` → `ae`, `é` → `e`, a combining accent dropped), in lower case.
pub fn fold(name: &str) -> String {
    deunicode::deunicode(name.trim()).to_lowercase()
}

/// A name as the history keys it: trimmed, in lower case.
fn key(name: &str) -> String {
    name.trim().to_lowercase()
}

/// The position in `names` of the name `typed` means: the same name in
/// another case, else the only name that is the same without diacritics.
/// `Err` holds the nearest name to suggest, if one is near enough.
pub fn find<S: AsRef<str>>(names: &[S], typed: &str) -> Result<usize, Option<usize>> {
    let typed_key = key(typed);
    if let Some(i) = names.iter().position(|n| key(n.as_ref()) == typed_key) {
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
    let typed_key = key(typed);
    names
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let name = n.as_ref();
            let distance = strsim::damerau_levenshtein(&folded, &fold(name));
            let exact = strsim::damerau_levenshtein(&typed_key, &key(name));
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
