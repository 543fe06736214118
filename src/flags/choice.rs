//! A choice of a setting (a house rule's, the color's) as the command line
//! and the config file name it: the engine names the rules' choices
//! ([`Choice`]); here each gets the few English words of its flag's help
//! ([`ChoiceHelp`]), the parser of a flag that takes one ([`choice`]), and
//! its names as the file and its errors write them ([`name_of`],
//! [`quoted_names`]). The command line, the file and the house rules take
//! these from here; this file imports none of them.

use clap::builder::{PossibleValuesParser, TypedValueParser};

use crate::rules::Choice;

/// A rule's choices as a flag's values: the engine names them ([`Choice`]);
/// here each gets the few words that clap's English help, the manual page
/// and the shell completions show beside its name (the house rules' in
/// [`rules`](super::rules), the rest in [`args`](super::args)).
pub trait ChoiceHelp: Choice + Clone + Send + Sync {
    /// The choice in a few English words.
    fn help(self) -> &'static str;
}

/// The values of a flag that takes one of a rule's choices, by their names.
#[derive(Clone)]
pub struct ChoiceParser<T>(std::marker::PhantomData<T>);

/// The parser of a flag that takes one of `T`'s choices.
pub fn choice<T: ChoiceHelp>() -> ChoiceParser<T> {
    ChoiceParser(std::marker::PhantomData)
}

impl<T: ChoiceHelp + 'static> TypedValueParser for ChoiceParser<T> {
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<T, clap::Error> {
        // clap's own check and error for a value not among the names.
        let name = PossibleValuesParser::new(T::ALL.iter().map(|c| c.name()))
            .parse_ref(cmd, arg, value)?;
        Ok(T::named(&name).expect("a name the parser took is a choice's"))
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(T::ALL.iter().map(|c| {
            clap::builder::PossibleValue::new(c.name()).help(c.help())
        })))
    }
}

/// The name of a choice (a rule's, the color's), as the flag and the file write it.
pub fn name_of<T: Choice>(value: &T) -> String {
    value.name().to_string()
}

/// Every name of a choice.
fn names<T: Choice>() -> Vec<String> {
    T::ALL.iter().map(name_of).collect()
}

/// The names of a choice (a rule's, the color's), quoted as the file writes them.
pub(super) fn quoted_names<T: Choice>() -> String {
    names::<T>()
        .iter()
        .map(|n| format!("\"{n}\""))
        .collect::<Vec<_>>()
        .join(", ")
}
