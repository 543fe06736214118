//! A player's name: the one rule every way a name comes in obeys (the
//! prompts, the commands, `players rename`, the JSON import and the BG Stats
//! import). A name is kept trimmed, is 1 to [`NAME_MAX`] characters, holds no
//! control character (no newline, no escape sequence), no invisible or
//! direction character ([`is_invisible`]: a zero-width space, a right-to-left
//! override; two names that differ only by them look the same everywhere)
//! and no `=` (rounds are entered as `NAME=ENTRY`: a name with `=` could
//! never be named again), and two names of a game are never alike (see
//! [`name_key`]). A name typed for a new player or a rename does not mix
//! the letters of scripts that look alike (a Cyrillic `А` in `Аnna`:
//! [`mixes_scripts`]), and two typed for one game never look alike
//! ([`look_alike`]): Unicode's rules (UTS #39), by the `unicode-security`
//! crate.
//!
//! And a name as people type it: `Soren` for `Søren`, `asa` for `Åsa`,
//! `BJORN` for `Björn`, and the letters spelt out as a Danish or Swedish
//! keyboard-less family writes them: `Aase` for `Åse`, `Joergen` for
//! `Jørgen`, `Maerta` for `Märta` ([`spell_out`]). The one rule, wherever a
//! name is typed ([`fit`]): a name is the known player of that name in any
//! case; else the one known player it is [`alike`] (without diacritics, or
//! with them spelt out), if only one is. Several that fit (Sören and Søren
//! for `Soren`) are never guessed between;
//! a name that fits none is no known player (a new one where a game is
//! started, else the nearest name is suggested: `did you mean Søren?`).
//! What "known" is, the caller says: the players of a game, or everyone in
//! the history. The names typed for one game ([`seat_players`]) are each a
//! known player or a new one, and never the same player twice, however spelt.

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
    /// An invisible or direction character ([`is_invisible`]).
    Invisible,
    /// Letters of scripts that are not written together, which look alike
    /// ([`mixes_scripts`]): a Cyrillic `А` in `Аnna`.
    MixedScripts,
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
    /// The name at `seat` looks like the name at `other` (an earlier seat),
    /// by Unicode's confusables ([`look_alike`]).
    LookAlike {
        /// The seat, from 0.
        seat: usize,
        /// The earlier seat.
        other: usize,
    },
}

/// Whether `name` mixes the letters of scripts that are not written
/// together, by Unicode's mixed-script detection (UTS #39, through the
/// `unicode-security` crate): a Cyrillic `А` among Latin letters, a Greek
/// `ο`. Digits, spaces, punctuation and emoji belong to every script. Latin
/// with Han, Japanese kana or Hangul is how names are written in those
/// languages (UTS #39's highly restrictive level), and is kept.
pub fn mixes_scripts(name: &str) -> bool {
    use unicode_script::Script;
    use unicode_security::mixed_script::AugmentedScriptSet;
    if !AugmentedScriptSet::for_str(name).is_empty() {
        return false;
    }
    let mut without_latin = AugmentedScriptSet::default();
    for c in name.chars() {
        let set = AugmentedScriptSet::for_char(c);
        if !set.base.contains_script(Script::Latin) {
            without_latin.intersect_with(set);
        }
    }
    !(without_latin.kore || without_latin.hanb || without_latin.jpan)
}

/// Whether two names look alike: their confusable skeletons (UTS #39,
/// through the `unicode-security` crate) are one, as written or in lower
/// case: `Anna` and `Аnna` with a Cyrillic `А`, `Ian` and `lan`.
pub fn look_alike(a: &str, b: &str) -> bool {
    let skeleton = |name: &str| -> String { unicode_security::skeleton(name).collect() };
    skeleton(&visible(a)) == skeleton(&visible(b))
        || skeleton(&name_key(a)) == skeleton(&name_key(b))
}

/// The key a name is matched by: "anna", "ANNA" and "Anna" are one player,
/// and so is "An\u{200b}na", which differs only by an invisible character.
pub fn name_key(name: &str) -> String {
    visible(name).to_lowercase()
}

/// Whether `c` is a character a name never holds because nobody sees it:
/// the zero-width space, non-joiner and joiner, the word joiner and the
/// invisible operators, the soft hyphen, the byte order mark, the direction
/// marks (LRM, RLM, ALM), the embeddings, overrides and isolates of
/// bidirectional text (U+202A to U+202E, U+2066 to U+2069), the line and
/// paragraph separators, the other format characters of those blocks, the
/// Hangul fillers, the Mongolian vowel separator, the combining grapheme
/// joiner and the tag characters. Variation selectors are kept: they are
/// part of an emoji.
pub fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{ad}'
            | '\u{34f}'
            | '\u{61c}'
            | '\u{115f}'
            | '\u{1160}'
            | '\u{180e}'
            | '\u{200b}'..='\u{200f}'
            | '\u{2028}'..='\u{202e}'
            | '\u{2060}'..='\u{206f}'
            | '\u{3164}'
            | '\u{feff}'
            | '\u{ffa0}'
            | '\u{fff9}'..='\u{fffb}'
            | '\u{e0000}'..='\u{e007f}'
    )
}

/// `name` trimmed and without its invisible characters, as it is matched.
fn visible(name: &str) -> String {
    name.chars()
        .filter(|&c| !is_invisible(c))
        .collect::<String>()
        .trim()
        .to_string()
}

/// `name` as it is kept (trimmed), or what is wrong with it: a name typed
/// for a new player or a rename, which may not mix scripts either.
pub fn player_name(name: &str) -> Result<&str, NameProblem> {
    let name = kept_name(name)?;
    if mixes_scripts(name) {
        return Err(NameProblem::MixedScripts);
    }
    Ok(name)
}

/// `name` as it is kept (trimmed), or what is wrong with it, by the rule a
/// name already in a history obeys (one written before names were checked
/// for mixed scripts and look-alikes is still taken from a file or a sync).
fn kept_name(name: &str) -> Result<&str, NameProblem> {
    let name = name.trim();
    if name.is_empty() {
        Err(NameProblem::Empty)
    } else if name.chars().any(char::is_control) {
        Err(NameProblem::Control)
    } else if name.chars().any(is_invisible) {
        Err(NameProblem::Invisible)
    } else if name.chars().count() > NAME_MAX {
        Err(NameProblem::TooLong)
    } else if name.contains('=') {
        Err(NameProblem::Equals)
    } else {
        Ok(name)
    }
}

/// The names of a game's players as they are typed and kept (each
/// trimmed), or the first that breaks the rule, repeats an earlier one or
/// looks like it.
pub fn player_names<S: AsRef<str>>(names: &[S]) -> Result<Vec<&str>, NamesProblem> {
    names_by(names, true)
}

/// The names of a game by the rule of a name typed (`typed`: no mixed
/// scripts, no two that look alike) or of one already kept.
fn names_by<S: AsRef<str>>(names: &[S], typed: bool) -> Result<Vec<&str>, NamesProblem> {
    let mut kept: Vec<&str> = Vec::with_capacity(names.len());
    for (seat, name) in names.iter().enumerate() {
        let name = if typed {
            player_name(name.as_ref())
        } else {
            kept_name(name.as_ref())
        };
        let name = name.map_err(|problem| NamesProblem::Name { seat, problem })?;
        if let Some(other) = kept.iter().position(|k| name_key(k) == name_key(name)) {
            return Err(NamesProblem::Same { seat, other });
        }
        if let Some(other) = kept.iter().position(|k| typed && look_alike(k, name)) {
            return Err(NamesProblem::LookAlike { seat, other });
        }
        kept.push(name);
    }
    Ok(kept)
}

/// Whether `names` may be stored as they are: each kept as written (already
/// trimmed), none breaking the rule, no two alike. What a file or a sync
/// brings in (a JSON export, a BG Stats play, another device's game) must
/// pass this. Mixed scripts and look-alikes are refused where a name is
/// typed, not here: a history written before keeps its games whole.
pub fn storable<S: AsRef<str>>(names: &[S]) -> bool {
    names_by(names, false).is_ok_and(|kept| {
        kept.iter()
            .zip(names)
            .all(|(kept, name)| *kept == name.as_ref())
    })
}

/// A name folded for matching: trimmed, without invisible characters, without
/// diacritics (`ø` → `o`, `æ` → `ae`, `é` → `e`, a combining accent dropped),
/// in lower case. Only the Latin letters are folded: a name in another script
/// is kept as it is (in lower case), so `李` never folds to the `li` of
/// another name.
pub fn fold(name: &str) -> String {
    let mut folded = String::with_capacity(name.len());
    for c in visible(name).chars() {
        match c {
            // The combining diacritical marks: an accent some keyboards send apart.
            '\u{300}'..='\u{36f}' => {}
            c if is_latin_with_diacritic(c) => match deunicode::deunicode_char(c) {
                Some(plain) => folded.push_str(&plain.to_lowercase()),
                None => folded.extend(c.to_lowercase()),
            },
            c => folded.extend(c.to_lowercase()),
        }
    }
    folded
}

/// A name with the Nordic and German letters spelt out as they are written
/// without them (`å` → `aa`, `æ` and `ä` → `ae`, `ø` and `ö` → `oe`, `ü` →
/// `ue`, also when the ring or the dots come as a combining mark), then
/// [`fold`]ed: `Åse` → `aase`, `Jørgen` → `joergen`, `Märta` → `maerta`.
pub fn spell_out(name: &str) -> String {
    let mut spelt = String::with_capacity(name.len() + 4);
    let name = visible(name);
    let mut chars = name.chars().peekable();
    while let Some(c) = chars.next() {
        let mark = chars.peek().copied();
        let out = match (c.to_lowercase().next().unwrap_or(c), mark) {
            ('a', Some('\u{30a}')) | ('å', _) => "aa",
            ('a', Some('\u{308}')) | ('ä' | 'æ', _) => "ae",
            ('o', Some('\u{308}')) | ('ö' | 'ø', _) => "oe",
            ('u', Some('\u{308}')) | ('ü', _) => "ue",
            _ => {
                spelt.push(c);
                continue;
            }
        };
        if matches!(mark, Some('\u{30a}' | '\u{308}')) && c.is_ascii() {
            chars.next();
        }
        spelt.push_str(out);
    }
    fold(&spelt)
}

/// Whether two names are alike, one player however spelt: the same without
/// diacritics ([`fold`]), or the same once one or both has its letters spelt
/// out ([`spell_out`]): `Åse`, `ase`, `Aase` and `AASE` are alike; `Ase` and
/// `Aase` are not.
pub fn alike(a: &str, b: &str) -> bool {
    let (fa, fb) = (fold(a), fold(b));
    let (sa, sb) = (spell_out(a), spell_out(b));
    fa == fb || fa == sb || sa == fb || sa == sb
}

/// A Latin letter beyond ASCII (`Å`, `ø`, `ß`, `ł`, `ẞ`, `ệ`): the Latin-1
/// letters, Latin Extended-A and -B, and Latin Extended Additional.
fn is_latin_with_diacritic(c: char) -> bool {
    matches!(c, '\u{c0}'..='\u{24f}' | '\u{1e00}'..='\u{1eff}') && c != '×' && c != '÷'
}

/// What a typed name fits among the names of the known players.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fit {
    /// That player (a position in the names): the same name in any case,
    /// else the only one the same without diacritics.
    One(usize),
    /// Several players the same without diacritics, none as typed: asked
    /// between or refused, never guessed.
    Several(Vec<usize>),
    /// No known player; the nearest to suggest, if one is near enough.
    None(Option<usize>),
}

/// The one rule of a typed name among the names of the known players
/// (`known`, no two with one [`name_key`]): the same name in any case wins
/// (two players the history keeps apart, `Soren` and `Søren`, or `Soeren`
/// and `Søren`, stay apart); else the names it is [`alike`], if any; else
/// none.
pub fn fit<S: AsRef<str>>(known: &[S], typed: &str) -> Fit {
    fit_by(known, typed, alike)
}

/// [`fit`] without the spelt-out letters: the same name in any case, else
/// the names the same without diacritics (`asa` is Åsa; `Aase` fits nobody
/// here). What a sync merges by itself, with nobody there to see it.
pub fn fit_folded<S: AsRef<str>>(known: &[S], typed: &str) -> Fit {
    fit_by(known, typed, |a, b| fold(a) == fold(b))
}

fn fit_by<S: AsRef<str>>(known: &[S], typed: &str, alike: impl Fn(&str, &str) -> bool) -> Fit {
    let typed_key = name_key(typed);
    if let Some(i) = known.iter().position(|n| name_key(n.as_ref()) == typed_key) {
        return Fit::One(i);
    }
    let same: Vec<usize> = known
        .iter()
        .enumerate()
        .filter(|(_, n)| alike(n.as_ref(), typed))
        .map(|(i, _)| i)
        .collect();
    match same[..] {
        [] => Fit::None(nearest(known, typed)),
        [only] => Fit::One(only),
        _ => Fit::Several(same),
    }
}

/// The name in `names` nearest to `typed`, if it is near enough to be what
/// was meant: at most a third of its letters differ once both are folded
/// (`Sren` is near `Søren`).
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

/// Who a name typed for a game is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Who {
    /// A known player (a position in the known names).
    Known(usize),
    /// No known player: a new one, under the name as typed (trimmed).
    New,
}

/// Why the names typed for one game cannot be its players.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeatingProblem {
    /// The name at `seat` (from 0) breaks the rule of a name.
    Name {
        /// The seat, from 0.
        seat: usize,
        /// What is wrong.
        problem: NameProblem,
    },
    /// The name at `seat` fits several known players (their positions).
    Several {
        /// The seat, from 0.
        seat: usize,
        /// The known players it fits.
        players: Vec<usize>,
    },
    /// The name at `seat` is the player at `other` (an earlier seat) again.
    Same {
        /// The seat, from 0.
        seat: usize,
        /// The earlier seat.
        other: usize,
    },
    /// The new name at `seat` looks like the name at `other` (an earlier
    /// seat), by Unicode's confusables ([`look_alike`]).
    LookAlike {
        /// The seat, from 0.
        seat: usize,
        /// The earlier seat.
        other: usize,
    },
}

/// The players of one game from the names typed, in seat order: each the
/// known player it fits ([`fit`]), else a new player. Refused: a name that
/// breaks the rule, one that fits several known players, and one player
/// twice whatever the spelling (`Åsa` and `asa` are one known player; two
/// new names [`alike`], `Åse` and `Aase`, would be one player too).
pub fn seat_players<K: AsRef<str>, S: AsRef<str>>(
    known: &[K],
    typed: &[S],
) -> Result<Vec<Who>, SeatingProblem> {
    let mut seated: Vec<(Who, &str)> = Vec::with_capacity(typed.len());
    for (seat, name) in typed.iter().enumerate() {
        let name =
            player_name(name.as_ref()).map_err(|problem| SeatingProblem::Name { seat, problem })?;
        let who = match fit(known, name) {
            Fit::One(i) => Who::Known(i),
            Fit::Several(players) => return Err(SeatingProblem::Several { seat, players }),
            Fit::None(_) => Who::New,
        };
        let again = seated.iter().position(|(earlier, earlier_name)| match who {
            Who::Known(_) => *earlier == who,
            Who::New => *earlier == Who::New && alike(earlier_name, name),
        });
        if let Some(other) = again {
            return Err(SeatingProblem::Same { seat, other });
        }
        let like = seated
            .iter()
            .position(|(_, earlier)| look_alike(earlier, name));
        if let (Who::New, Some(other)) = (who, like) {
            return Err(SeatingProblem::LookAlike { seat, other });
        }
        seated.push((who, name));
    }
    Ok(seated.into_iter().map(|(who, _)| who).collect())
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

    /// A name mixing scripts whose letters look alike is refused (a
    /// Cyrillic А, a Greek ο among Latin letters); a name in one script,
    /// or Latin with Han, kana or Hangul, is taken.
    #[test]
    fn a_name_of_look_alike_letters_of_another_script_is_refused() {
        for mixed in ["\u{410}nna", "B\u{3bf}b", "Ole \u{41e}lsen"] {
            assert_eq!(
                player_name(mixed),
                Err(NameProblem::MixedScripts),
                "{mixed}"
            );
        }
        for one in [
            "Anna",
            "Åsa-Britt",
            "Анна",
            "Γιώργος",
            "李",
            "Wei 李",
            "ゆき Yuki",
            "Anna 2",
            "Anna 🎲",
            "Søren",
            "O'Brien",
        ] {
            assert_eq!(player_name(one), Ok(one), "{one}");
        }
        // Two names of a game that look alike, each in one script.
        assert_eq!(
            player_names(&["Anna", "Ian", "lan"]),
            Err(NamesProblem::LookAlike { seat: 2, other: 1 })
        );
        assert!(look_alike("Anna", "\u{410}nna"));
        assert!(!look_alike("Anna", "Anne"));
        assert!(!look_alike("Åsa", "Asa"));
        // What a history already holds (a file, a sync) is kept whole.
        assert!(storable(&["\u{410}nna", "Anna"]));
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
    fn only_latin_letters_fold() {
        // Another script is kept: two names that transliterate alike are two names.
        assert_eq!(fold("李"), "李");
        assert_eq!(fold("Ελένη"), "ελένη");
        assert_eq!(fold("Straße"), "strasse");
        assert_eq!(fold("Łukasz"), "lukasz");
        assert_eq!(fold("Nguyễn"), "nguyen");
        assert_eq!(fit(&["李"], "黎"), Fit::None(None));
        assert_eq!(fit(&["李", "Bo"], "李"), Fit::One(0));
    }

    #[test]
    fn a_name_without_diacritics_is_the_only_player_it_fits() {
        assert_eq!(fit(&FAMILY, "Søren"), Fit::One(1));
        assert_eq!(fit(&FAMILY, "søren"), Fit::One(1));
        assert_eq!(fit(&FAMILY, "Soren"), Fit::One(1));
        assert_eq!(fit(&FAMILY, "SOREN"), Fit::One(1));
        assert_eq!(fit(&["Åsa", "Märta"], "Marta"), Fit::One(1));
        assert_eq!(fit(&["Åsa", "Björn"], "asa"), Fit::One(0));
        assert_eq!(fit(&["Åsa", "Björn"], "BJORN"), Fit::One(1));
        assert_eq!(fit(&["Renée", "Bo"], "Rene\u{301}e"), Fit::One(0));
    }

    #[test]
    fn an_exact_name_wins_over_a_folded_one() {
        // Two players the history keeps apart stay apart.
        assert_eq!(fit(&["Soren", "Søren"], "Søren"), Fit::One(1));
        assert_eq!(fit(&["Soren", "Søren"], "soren"), Fit::One(0));
        assert_eq!(fit(&["Sören", "Søren"], "SÖREN"), Fit::One(0));
    }

    #[test]
    fn several_folded_fits_are_not_guessed_between() {
        assert_eq!(fit(&["Sören", "Søren"], "Soren"), Fit::Several(vec![0, 1]));
        assert_eq!(
            fit(&["Åsa", "Sören", "Bo", "Søren"], "soren"),
            Fit::Several(vec![1, 3])
        );
    }

    #[test]
    fn a_misspelt_name_fits_none_and_the_nearest_is_suggested() {
        assert_eq!(fit(&FAMILY, "Sren"), Fit::None(Some(1)));
        assert_eq!(fit(&FAMILY, "Mete"), Fit::None(Some(0)));
        assert_eq!(fit(&FAMILY, "Ifa"), Fit::None(Some(2)));
        // Of two equally near, the nearer as typed.
        assert_eq!(fit(&["Søren", "Sören"], "Sörne"), Fit::None(Some(1)));
        // Too far from every name: nothing to suggest.
        assert_eq!(fit(&FAMILY, "Kristoffer"), Fit::None(None));
        assert_eq!(fit(&FAMILY, "Bo"), Fit::None(None));
        let nobody: [&str; 0] = [];
        assert_eq!(fit(&nobody, "Bo"), Fit::None(None));
    }

    #[test]
    fn letters_spelt_out_fit_the_player() {
        assert_eq!(spell_out("Åse"), "aase");
        assert_eq!(spell_out("Jørgen"), "joergen");
        assert_eq!(spell_out("SØREN"), "soeren");
        assert_eq!(spell_out("Ærø"), "aeroe");
        assert_eq!(spell_out("Märta"), "maerta");
        assert_eq!(spell_out("Björn"), "bjoern");
        assert_eq!(spell_out("Müller"), "mueller");
        // The ring and the dots as combining marks, as some keyboards send them.
        assert_eq!(spell_out("A\u{30a}se"), "aase");
        assert_eq!(spell_out("Bjo\u{308}rn"), "bjoern");
        // Other diacritics fold as before.
        assert_eq!(spell_out("Renée"), "renee");
        let danes = ["Åse", "Jørgen", "Søren", "Mette"];
        assert_eq!(fit(&danes, "Aase"), Fit::One(0));
        assert_eq!(fit(&danes, "JOERGEN"), Fit::One(1));
        assert_eq!(fit(&danes, "soeren"), Fit::One(2));
        assert_eq!(fit(&SWEDES, "Maerta"), Fit::One(3));
        assert_eq!(fit(&SWEDES, "Bjoern"), Fit::One(1));
        assert_eq!(fit(&SWEDES, "Oelle"), Fit::One(2));
        // And the other way round: a player kept spelt out is found with the letter.
        assert_eq!(fit(&["Aase", "Bo"], "Åse"), Fit::One(0));
        // Only the letters spelt out: Ase is not Aase, Ole is not Oele.
        assert_eq!(fit(&["Aase"], "Ase"), Fit::None(Some(0)));
        assert!(!alike("Ole", "Oele") && alike("Øle", "Oele"));
        assert!(alike("Åse", "aase") && alike("Åse", "ase") && alike("Æble", "Äble"));
        // The German and French families: ß as ss, the umlauts spelt out,
        // an accent left off; the Norwegian one as the Danish.
        let table = ["Jürgen", "Strauß", "Hélène", "François", "Kåre", "Bjørn"];
        for (typed, seat) in [
            ("Juergen", 0),
            ("Jurgen", 0),
            ("Strauss", 1),
            ("STRAUSS", 1),
            ("Helene", 2),
            ("Francois", 3),
            ("Kaare", 4),
            ("Bjoern", 5),
        ] {
            assert_eq!(fit(&table, typed), Fit::One(seat), "{typed}");
        }
        assert_eq!(spell_out("Weiß"), "weiss");
    }

    #[test]
    fn an_exact_name_wins_over_one_spelt_out() {
        // A real Aase and a real Åse stay two players.
        let both = ["Åse", "Aase"];
        assert_eq!(fit(&both, "Aase"), Fit::One(1));
        assert_eq!(fit(&both, "åse"), Fit::One(0));
        assert_eq!(fit(&both, "ase"), Fit::One(0));
        assert_eq!(fit(&["Søren", "Soeren"], "SOEREN"), Fit::One(1));
        assert_eq!(fit(&["Søren", "Soeren"], "Soren"), Fit::One(0));
        // Spelt out, it may fit several: never guessed between.
        assert_eq!(
            fit(&["Sören", "Søren", "Bo"], "Soeren"),
            Fit::Several(vec![0, 1])
        );
        // Two new names alike are one player.
        let nobody: [&str; 0] = [];
        assert_eq!(
            seat_players(&nobody, &["Åse", "Bo", "Aase"]),
            Err(SeatingProblem::Same { seat: 2, other: 0 })
        );
    }

    #[test]
    fn sync_folds_but_does_not_spell_out() {
        assert_eq!(fit_folded(&["Åsa", "Søren"], "asa"), Fit::One(0));
        assert_eq!(fit_folded(&["Åsa", "Søren"], "Soeren"), Fit::None(Some(1)));
        assert_eq!(fit(&["Åsa", "Søren"], "Soeren"), Fit::One(1));
    }

    #[test]
    fn invisible_and_direction_characters_are_no_part_of_a_name() {
        for c in [
            '\u{200b}', '\u{200c}', '\u{200d}', '\u{feff}', '\u{2060}', '\u{ad}', '\u{200e}',
            '\u{200f}', '\u{61c}', '\u{202a}', '\u{202b}', '\u{202c}', '\u{202d}', '\u{202e}',
            '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}',
        ] {
            assert!(is_invisible(c), "{:?}", c);
            let name = format!("An{c}na");
            assert_eq!(player_name(&name), Err(NameProblem::Invisible), "{name:?}");
            assert_eq!(name_key(&name), "anna", "{name:?}");
            assert_eq!(fit(&["Bo", "Anna"], &name), Fit::One(1), "{name:?}");
        }
        assert_eq!(player_name("\u{202e}oB"), Err(NameProblem::Invisible));
        assert_eq!(player_name("\u{feff}Åse"), Err(NameProblem::Invisible));
        // Letters, accents and an emoji's variation selector are visible.
        for c in ['a', 'å', '\u{301}', '\u{fe0f}', ' ', '-', '李'] {
            assert!(!is_invisible(c), "{:?}", c);
        }
        assert_eq!(
            player_names(&["Anna", "An\u{200b}na"]),
            Err(NamesProblem::Name {
                seat: 1,
                problem: NameProblem::Invisible
            })
        );
        assert!(!storable(&["Anna", "Bo\u{200d}"]));
        assert_eq!(fold("\u{200e}Søren\u{200f}"), "soren");
        assert_eq!(spell_out("Jø\u{200b}rgen"), "joergen");
    }

    const SWEDES: [&str; 4] = ["Åsa", "Björn", "Ölle", "Märta"];

    #[test]
    fn the_players_of_a_game_are_known_players_or_new_ones() {
        assert_eq!(
            seat_players(&SWEDES, &["asa", " BJORN ", "Kalle"]),
            Ok(vec![Who::Known(0), Who::Known(1), Who::New])
        );
        let nobody: [&str; 0] = [];
        assert_eq!(
            seat_players(&nobody, &["Åsa", "Björn"]),
            Ok(vec![Who::New, Who::New])
        );
    }

    #[test]
    fn one_player_twice_is_refused_however_spelt() {
        assert_eq!(
            seat_players(&SWEDES, &["Åsa", "Björn", "asa"]),
            Err(SeatingProblem::Same { seat: 2, other: 0 })
        );
        assert_eq!(
            seat_players(&SWEDES, &["ASA", "åsa"]),
            Err(SeatingProblem::Same { seat: 1, other: 0 })
        );
        // Two new names that fold alike would be one player.
        let nobody: [&str; 0] = [];
        assert_eq!(
            seat_players(&nobody, &["Åsa", "asa"]),
            Err(SeatingProblem::Same { seat: 1, other: 0 })
        );
        // Two known players the history keeps apart may sit at one game.
        assert_eq!(
            seat_players(&["Sören", "Søren"], &["Søren", "Sören"]),
            Ok(vec![Who::Known(1), Who::Known(0)])
        );
    }

    #[test]
    fn a_game_name_that_fits_several_or_breaks_the_rule_is_refused() {
        assert_eq!(
            seat_players(&["Sören", "Søren", "Bo"], &["Bo", "Soren"]),
            Err(SeatingProblem::Several {
                seat: 1,
                players: vec![0, 1]
            })
        );
        assert_eq!(
            seat_players(&SWEDES, &["Åsa", "Bert=il"]),
            Err(SeatingProblem::Name {
                seat: 1,
                problem: NameProblem::Equals
            })
        );
    }
}
