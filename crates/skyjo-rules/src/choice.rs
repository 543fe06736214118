//! A rule's choices and their names ([`Choice`]): the one kebab-case word
//! each choice has on the command line, in the config file and in stored
//! JSON, for the settings ([`crate::settings`]) and the edition
//! ([`crate::Edition`]) alike.

/// A rule's choices and their names: the kebab-case word a front end reads
/// and writes (a flag's value, a key of a file), the same as in stored JSON.
///
/// ```
/// use skyjo_rules::{Choice, Doubling};
///
/// assert_eq!(Doubling::TieSafe.name(), "tie-safe");
/// assert_eq!(Doubling::named("off"), Some(Doubling::Off));
/// assert_eq!(Doubling::ALL.len(), 3);
/// ```
pub trait Choice: Copy + Sized + 'static {
    /// Every choice, in the order a list of them shows (the official first).
    const ALL: &'static [Self];
    /// The choice's name.
    fn name(self) -> &'static str;
    /// The choice of this name, exactly as [`Choice::name`] writes it.
    fn named(name: &str) -> Option<Self> {
        Self::ALL
            .iter()
            .copied()
            .find(|choice| choice.name() == name)
    }
}

/// Implements [`Choice`] for an enum of unit variants: every variant and its name.
#[macro_export]
macro_rules! choices {
    ($ty:ty { $($variant:ident => $name:literal),+ $(,)? }) => {
        impl $crate::Choice for $ty {
            const ALL: &'static [Self] = &[$(<$ty>::$variant),+];
            fn name(self) -> &'static str {
                match self {
                    $(<$ty>::$variant => $name),+
                }
            }
        }
    };
}
