//! The house rules a command line or a config file sets over a game's rules:
//! one type, [`RuleOverrides`], every rule optional. The flags (`--doubling
//! tie-safe`, `--rows`/`--no-rows`, `--target 150`) and the file (`doubling =
//! "tie-safe"`, `rows = true`, `target = 150`) read into it alike; one check
//! ([`number`]) refuses a number a rule does not take, in the same words
//! ([`OutOfRange`]) on both; one function ([`RuleOverrides::apply`]) makes
//! [`Rules`] of it.
//!
//! Every rule is listed once, in `with_house_rules!` below: its field, its key
//! (the flag's and the file's name), which commands take its flag, and the
//! flag's English help (the catalogs' `arg-*` say the same). A new house rule
//! is a line there, its line in [`RuleOverrides::apply`] and
//! [`RuleOverrides::of`] (the compiler asks for both), and its help in the
//! catalogs.

use std::ops::{Deref, RangeInclusive};

use clap::{Arg, ArgAction, ArgMatches, Command};
use serde::de::DeserializeOwned;

use super::choice::{ChoiceHelp, choice, quoted_names};
use crate::i18n::Message;
use crate::msg;
use crate::rules::deck::ActionDeck;
use crate::rules::{
    ActionRules, Choice, ColumnRule, Doubling, Edition, GameEnd, Rules, StarLines, Starter,
    TieBreak,
};

/// Every house rule, once: `field "key": Type => Scope { flag }` with the
/// flag's English help as its doc comment. `Scope` is which commands take the
/// flag ([`Scope`]); in braces, `value: "NAME"` is the placeholder of a flag
/// that takes a value, `off: "..."` the help of the `--no-KEY` flag of an
/// on/off rule. `with_house_rules!(m)` hands the list to the macro `m`, which
/// makes something of it: the type and its flags here, the keys of the config
/// file in `config.rs`.
macro_rules! with_house_rules {
    ($then:ident) => {
        $then! {
            /// Which columns of three equal cards are removed: at the reveal too (official), only in play, or none
            columns "columns": $crate::rules::ColumnRule => Scoring { value: "RULE" }
            /// Also remove rows of four equal cards (house variant)
            rows "rows": bool => Scoring { off: "Do not remove rows (official)" }
            /// When the closer is doubled: a tie for lowest doubles (official), ties are safe, or never
            doubling "doubling": $crate::rules::Doubling => Scoring { value: "RULE" }
            /// Double a closer's score of 0 or below too (house variant)
            double_negative "double-negative": bool => Scoring { off: "Never double a score of 0 or below (official)" }
            /// The game ends after the round in which a total reaches this (official: 100)
            target "target": i32 => End { value: "POINTS" }
            /// The game ends after this many rounds instead (house variant)
            rounds "rounds": u32 => End { value: "N" }
            /// On a tie for the lowest final total: share the win (official), or play a deciding round
            tie_break "tie-break": $crate::rules::TieBreak => End { value: "RULE" }
            /// Who starts the rounds after the first: the last closer (official) or the last round's winner
            starter "starter": $crate::rules::Starter => End { value: "RULE" }
            /// The edition of the cards: classic, or Skyjo Action (stars, rows and columns removed, action cards)
            edition "edition": $crate::rules::Edition => Scoring { value: "EDITION" }
            /// Skyjo Action: a line of only stars is removed after its bonus (removed), or stays (kept)
            star_lines "star-lines": $crate::rules::StarLines => Scoring { value: "RULE" }
            /// Skyjo Action: how many star cards your deck has, as you counted them (otherwise 15 is assumed)
            deck_stars "deck-stars": u32 => Scoring { value: "N" }
            /// Skyjo Action: how many action cards your deck has, as you counted them (otherwise 27 is assumed)
            deck_actions "deck-actions": u32 => Scoring { value: "N" }
        }
    };
}
pub(super) use with_house_rules;

/// The numbers a rule that takes one takes (`--target`, `--rounds`,
/// `target =`, `rounds =`): the flags and the file alike.
pub const NUMBERS: RangeInclusive<i64> = 1..=10_000;

/// A game ends one way, by a target or after a number of rounds: the two
/// rules that cannot both be set, on the command line or in the file.
pub(super) const ONE_END: (&str, &str) = ("target", "rounds");

/// The one check of a number a rule takes: within [`NUMBERS`] (and so within
/// the engine's type of it).
pub fn number<T: TryFrom<i64>>(value: i64) -> Option<T> {
    NUMBERS
        .contains(&value)
        .then(|| T::try_from(value).ok())
        .flatten()
}

/// A number a rule does not take, from a flag (`--target 20000`) or from the
/// config file (`rounds = 0`): the one refusal of both, worded alike.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::i18n::english(&self.message()))]
pub struct OutOfRange {
    /// The rule as the reader wrote it: `--target` on the command line,
    /// `target` in the file.
    pub rule: String,
    /// The number written.
    pub value: i64,
}

impl OutOfRange {
    /// The refusal as a message of the catalogs.
    pub fn message(&self) -> Message {
        msg!(
            "rule-out-of-range",
            rule = &self.rule,
            value = self.value.to_string(),
            takes = msg!(
                "rule-takes-range",
                low = crate::i18n::Arg::Grouped(*NUMBERS.start()),
                high = crate::i18n::Arg::Grouped(*NUMBERS.end())
            )
        )
    }
}

/// Which commands take a rule's flag.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// A rule that decides a round's scores: `score` and `risk` take it too.
    Scoring,
    /// A rule of the end of the game: only `new` and `rescore` take it.
    End,
}

/// One house rule as the command line and the config file name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HouseRule {
    /// Its field of [`RuleOverrides`] and its flag's id (`double_negative`).
    pub id: &'static str,
    /// Its flag's and the file's name (`double-negative`).
    pub key: &'static str,
    /// Its flag's English help.
    pub help: &'static str,
    /// Which commands take its flag.
    pub scope: Scope,
    /// The placeholder of its flag's value (`POINTS`), for a rule that takes one.
    pub value_name: Option<&'static str>,
    /// The help of the `--no-KEY` flag of an on/off rule.
    pub off: Option<&'static str>,
}

impl HouseRule {
    /// The house rule of the field `id`.
    fn of(id: &str) -> &'static HouseRule {
        HOUSE_RULES
            .iter()
            .find(|rule| rule.id == id)
            .expect("a house rule")
    }

    /// The id and the name of the `--no-KEY` flag of an on/off rule.
    fn off_flag(&self) -> (String, String) {
        (format!("no_{}", self.id), format!("no-{}", self.key))
    }
}

/// The value of a house rule: how its flags and the config file read it.
pub trait RuleValue: Copy + Send + Sync + 'static {
    /// The value as the file writes it, before [`RuleValue::read`] checks it.
    type Written: DeserializeOwned;
    /// The value written in the file for the rule `key`, if the rule takes it.
    fn read(written: Self::Written, key: &str) -> Result<Self, OutOfRange>;
    /// The flags of `rule`: one that takes a value, or `--KEY` and `--no-KEY`.
    fn flags(rule: &HouseRule) -> Vec<Arg>;
    /// The value the flags of `rule` set, if they set one.
    fn given(matches: &ArgMatches, rule: &HouseRule) -> Option<Self>;
    /// The value as the file writes it (and `skyjo config` shows it).
    fn written(self) -> String;
    /// The values it takes, as an error lists them.
    fn takes() -> String;
}

/// The flag of a rule that takes a value, the rest told by `arg`.
fn valued(rule: &HouseRule, arg: Arg) -> Arg {
    let arg = arg.long(rule.key).help(rule.help).action(ArgAction::Set);
    match rule.value_name {
        Some(name) => arg.value_name(name),
        None => arg,
    }
}

impl<T: ChoiceHelp + DeserializeOwned + 'static> RuleValue for T {
    type Written = T;

    fn read(written: T, _key: &str) -> Result<T, OutOfRange> {
        Ok(written)
    }

    fn flags(rule: &HouseRule) -> Vec<Arg> {
        vec![valued(rule, Arg::new(rule.id).value_parser(choice::<T>()))]
    }

    fn given(matches: &ArgMatches, rule: &HouseRule) -> Option<T> {
        matches.get_one::<T>(rule.id).copied()
    }

    fn written(self) -> String {
        self.name().to_string()
    }

    fn takes() -> String {
        quoted_names::<T>()
    }
}

impl RuleValue for bool {
    type Written = bool;

    fn read(written: bool, _key: &str) -> Result<bool, OutOfRange> {
        Ok(written)
    }

    fn flags(rule: &HouseRule) -> Vec<Arg> {
        let (off_id, off_key) = rule.off_flag();
        vec![
            Arg::new(rule.id)
                .long(rule.key)
                .help(rule.help)
                .action(ArgAction::SetTrue)
                .conflicts_with(off_id.clone()),
            Arg::new(off_id)
                .long(off_key)
                .help(rule.off.expect("an on/off rule has an off flag"))
                .action(ArgAction::SetTrue),
        ]
    }

    /// `--rows` on, `--no-rows` off, neither: not set.
    fn given(matches: &ArgMatches, rule: &HouseRule) -> Option<bool> {
        let (off_id, _) = rule.off_flag();
        match (matches.get_flag(rule.id), matches.get_flag(&off_id)) {
            (true, _) => Some(true),
            (_, true) => Some(false),
            _ => None,
        }
    }

    fn written(self) -> String {
        self.to_string()
    }

    fn takes() -> String {
        "true, false".into()
    }
}

/// A number of a flag: not a number is clap's refusal of a value (as for any
/// flag), out of [`NUMBERS`] the one of the rules ([`OutOfRange`]).
fn number_flag<T: TryFrom<i64>>(
    text: &str,
    key: &str,
) -> Result<T, Box<dyn std::error::Error + Send + Sync>> {
    let value: i64 = text.parse()?;
    number(value).ok_or_else(|| {
        OutOfRange {
            rule: format!("--{key}"),
            value,
        }
        .into()
    })
}

macro_rules! number_rules {
    ($($ty:ty),*) => {$(
        impl RuleValue for $ty {
            type Written = i64;

            fn read(written: i64, key: &str) -> Result<$ty, OutOfRange> {
                number(written).ok_or_else(|| OutOfRange {
                    rule: key.to_string(),
                    value: written,
                })
            }

            fn flags(rule: &HouseRule) -> Vec<Arg> {
                let key = rule.key;
                let parser = move |text: &str| number_flag::<$ty>(text, key);
                vec![valued(rule, Arg::new(rule.id).value_parser(parser))]
            }

            fn given(matches: &ArgMatches, rule: &HouseRule) -> Option<$ty> {
                matches.get_one::<$ty>(rule.id).copied()
            }

            fn written(self) -> String {
                self.to_string()
            }

            fn takes() -> String {
                format!("{} ... {}", NUMBERS.start(), NUMBERS.end())
            }
        }
    )*};
}
number_rules!(i32, u32);

/// `Some(x)` of an optional part of a rule's line, else `None`.
macro_rules! maybe {
    () => {
        None
    };
    ($value:expr) => {
        Some($value)
    };
}

/// The type and its flags, from the list of [`with_house_rules!`] (the
/// house rules as the file writes them are `config.rs`'s).
macro_rules! overrides {
    ($(
        #[doc = $help:literal]
        $field:ident $key:literal: $ty:ty => $scope:ident {
            $(value: $value_name:literal)? $(off: $off:literal)?
        }
    )*) => {
        /// House rules set over a game's rules (a new game's official ones, a
        /// stored game's): every rule optional, a rule not set keeps the
        /// game's. Read alike from the flags ([`RuleFlags`], [`ScoringFlags`])
        /// and from the config file; [`RuleOverrides::apply`] makes the rules.
        #[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
        pub struct RuleOverrides {
            $(
                #[doc = $help]
                pub $field: Option<$ty>,
            )*
        }

        /// Every house rule, in the order of its flags and of `skyjo config`.
        pub const HOUSE_RULES: &[HouseRule] = &[$(
            HouseRule {
                id: stringify!($field),
                key: $key,
                help: $help.trim_ascii(),
                scope: Scope::$scope,
                value_name: maybe!($($value_name)?),
                off: maybe!($($off)?),
            },
        )*];

        impl RuleOverrides {
            /// The rules the flags of `scopes` set.
            fn given(matches: &ArgMatches, scopes: &[Scope]) -> RuleOverrides {
                RuleOverrides {$(
                    $field: {
                        let rule = HouseRule::of(stringify!($field));
                        if scopes.contains(&rule.scope) {
                            <$ty as RuleValue>::given(matches, rule)
                        } else {
                            None
                        }
                    },
                )*}
            }

            /// The flags of the rules of `scopes`.
            fn flags(scopes: &[Scope]) -> Vec<Arg> {
                let mut flags = Vec::new();
                $(
                    let rule = HouseRule::of(stringify!($field));
                    if scopes.contains(&rule.scope) {
                        flags.extend(<$ty as RuleValue>::flags(rule));
                    }
                )*
                flags
                    .into_iter()
                    .map(|flag| {
                        if flag.get_id() == ONE_END.0 {
                            flag.conflicts_with(ONE_END.1)
                        } else {
                            flag
                        }
                    })
                    .collect()
            }

            /// Whether the rule `key` (`double-negative`) is set.
            pub fn sets(&self, key: &str) -> bool {
                $(
                    if key == $key {
                        return self.$field.is_some();
                    }
                )*
                false
            }

            /// Every rule by its key, with its value as the file writes it
            /// (`-` for a rule not set), in the order of [`HOUSE_RULES`].
            pub fn written(&self) -> Vec<(&'static str, String)> {
                vec![$(
                    ($key, self.$field.map_or_else(|| "-".to_string(), RuleValue::written)),
                )*]
            }

            /// The values the rule `key` takes, as an error lists them; `None`
            /// when `key` is no house rule.
            pub fn takes(key: &str) -> Option<String> {
                $(
                    if key == $key {
                        return Some(<$ty as RuleValue>::takes());
                    }
                )*
                None
            }
        }
    };
}
with_house_rules!(overrides);

impl RuleOverrides {
    /// `base` with the rules these set: the one place where house rules,
    /// from the flags or from the file, become [`Rules`].
    pub fn apply(&self, base: Rules) -> Rules {
        Rules {
            columns: self.columns.unwrap_or(base.columns),
            rows: self.rows.unwrap_or(base.rows),
            doubling: self.doubling.unwrap_or(base.doubling),
            double_negative: self.double_negative.unwrap_or(base.double_negative),
            end: match (self.target, self.rounds) {
                (_, Some(n)) => GameEnd::Rounds(n),
                (Some(t), None) => GameEnd::Target(t),
                (None, None) => base.end,
            },
            tie_break: self.tie_break.unwrap_or(base.tie_break),
            starter: self.starter.unwrap_or(base.starter),
            edition: self.edition.unwrap_or(base.edition),
            action: ActionRules {
                star_lines: self.star_lines.unwrap_or(base.action.star_lines),
                deck: ActionDeck {
                    stars: self.deck_stars.unwrap_or(base.action.deck.stars),
                    actions: self.deck_actions.unwrap_or(base.action.deck.actions),
                    ..base.action.deck
                },
            },
        }
    }

    /// A rule of the other edition among those set, as its flag and the
    /// edition whose rule it is: `--columns` or `--rows` over `rules` of
    /// Skyjo Action (which removes rows and columns alike), a setting of Skyjo
    /// Action over classic `rules`.
    pub fn of_other_edition(&self, rules: &Rules) -> Option<(String, &'static str)> {
        Edition::ALL
            .iter()
            .filter(|&&other| other != rules.edition)
            .find_map(|&other| {
                let key = other.own_settings().iter().find(|key| self.sets(key))?;
                Some((format!("--{key}"), other.name()))
            })
    }

    /// Every rule as `rules` have it (of the end of the game, the one they
    /// end by): what `skyjo config` shows of the rules in force.
    pub fn of(rules: &Rules) -> RuleOverrides {
        let (target, rounds) = match rules.end {
            GameEnd::Target(t) => (Some(t), None),
            GameEnd::Rounds(n) => (None, Some(n)),
        };
        RuleOverrides {
            columns: Some(rules.columns),
            rows: Some(rules.rows),
            doubling: Some(rules.doubling),
            double_negative: Some(rules.double_negative),
            target,
            rounds,
            tie_break: Some(rules.tie_break),
            starter: Some(rules.starter),
            edition: Some(rules.edition),
            star_lines: Some(rules.action.star_lines),
            deck_stars: Some(rules.action.deck.stars),
            deck_actions: Some(rules.action.deck.actions),
        }
    }
}

// The words beside each choice of a rule in `--help`, the manual page and the
// shell completions.

impl ChoiceHelp for ColumnRule {
    fn help(self) -> &'static str {
        match self {
            ColumnRule::Reveal => "Removed in play and at the final reveal",
            ColumnRule::Play => "Only removed in play",
            ColumnRule::Off => "Never removed",
        }
    }
}

impl ChoiceHelp for Doubling {
    fn help(self) -> &'static str {
        match self {
            Doubling::TieDoubles => "Doubled unless strictly lowest",
            Doubling::TieSafe => "Doubled only when someone is lower",
            Doubling::Off => "Never doubled",
        }
    }
}

impl ChoiceHelp for TieBreak {
    fn help(self) -> &'static str {
        match self {
            TieBreak::Shared => "The tied players share the win",
            TieBreak::DecidingRound => "One more round while tied",
        }
    }
}

impl ChoiceHelp for Edition {
    fn help(self) -> &'static str {
        match self {
            Edition::Classic => "The classic game",
            Edition::Action => "Skyjo Action: stars, rows and columns, action cards",
        }
    }
}

impl ChoiceHelp for StarLines {
    fn help(self) -> &'static str {
        match self {
            StarLines::Removed => "A line of stars is removed after its bonus",
            StarLines::Kept => "A line of stars stays in the grid after its bonus",
        }
    }
}

impl ChoiceHelp for Starter {
    fn help(self) -> &'static str {
        match self {
            Starter::Closer => "The last closer starts",
            Starter::RoundWinner => "The player with the lowest score in the last round starts",
        }
    }
}

/// Makes a flattened clap group of the flags of some rules, read into a
/// [`RuleOverrides`].
macro_rules! rule_flags {
    ($(#[$doc:meta])* $name:ident: $($scope:ident),+) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
        pub struct $name(pub RuleOverrides);

        impl Deref for $name {
            type Target = RuleOverrides;

            fn deref(&self) -> &RuleOverrides {
                &self.0
            }
        }

        impl clap::FromArgMatches for $name {
            fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
                Ok($name(RuleOverrides::given(matches, &[$(Scope::$scope),+])))
            }

            fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
                *self = Self::from_arg_matches(matches)?;
                Ok(())
            }
        }

        impl clap::Args for $name {
            fn augment_args(command: Command) -> Command {
                RuleOverrides::flags(&[$(Scope::$scope),+])
                    .into_iter()
                    .fold(command, Command::arg)
            }

            fn augment_args_for_update(command: Command) -> Command {
                Self::augment_args(command)
            }
        }
    };
}

rule_flags! {
    /// The flags of every house rule (`new`, `rescore`). A flag not given
    /// keeps the rule of the game it applies to (the official one, or the
    /// config file's, for a new game).
    RuleFlags: Scoring, End
}

rule_flags! {
    /// The flags of the rules that decide a round's scores (`score`, `risk`).
    /// A flag not given keeps the official rule (or the stored game's).
    ScoringFlags: Scoring
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flags::args::{Cli, Command};
    use crate::flags::config::Problem;
    use crate::i18n::{Lang, Words};
    use clap::Parser;

    #[test]
    fn the_rules_apply_over_a_base_and_name_it_back() {
        let house = Rules {
            columns: ColumnRule::Play,
            rows: true,
            doubling: Doubling::TieSafe,
            double_negative: true,
            end: GameEnd::Rounds(5),
            tie_break: TieBreak::DecidingRound,
            starter: Starter::RoundWinner,
            edition: Edition::Action,
            action: ActionRules {
                star_lines: StarLines::Kept,
                deck: ActionDeck {
                    stars: 12,
                    actions: 20,
                    ..ActionDeck::default()
                },
            },
        };
        // Every rule of `of` set over any base gives the rules back.
        assert_eq!(RuleOverrides::of(&house).apply(Rules::default()), house);
        assert_eq!(
            RuleOverrides::of(&Rules::default()).apply(house),
            Rules::default()
        );
        // None set: the base as it is.
        assert_eq!(RuleOverrides::default().apply(house), house);
        let written = RuleOverrides::of(&house).written();
        let keys: Vec<&str> = written.iter().map(|(key, _)| *key).collect();
        let listed: Vec<&str> = HOUSE_RULES.iter().map(|r| r.key).collect();
        assert_eq!(keys, listed);
        assert!(written.contains(&("target", "-".to_string())));
        assert!(written.contains(&("rounds", "5".to_string())));
        assert!(written.contains(&("double-negative", "true".to_string())));
    }

    /// The settings the engine names as an edition's own are house rules
    /// of this list; set over a game of another edition, one is refused,
    /// named with the edition whose it is.
    #[test]
    fn an_editions_own_settings_are_refused_over_another_edition() {
        let keys: Vec<&str> = HOUSE_RULES.iter().map(|r| r.key).collect();
        let every = RuleOverrides::of(&Rules::default());
        for &edition in Edition::ALL {
            let rules = Rules::official(edition);
            for &key in edition.own_settings() {
                assert!(keys.contains(&key), "{key}");
                assert!(every.sets(key), "{key}");
            }
            // All set over a game of `edition`: the first of another
            // edition's is refused, named with that edition.
            let (flag, whose) = every.of_other_edition(&rules).expect("another edition's");
            assert_ne!(whose, edition.name());
            let other = Edition::named(whose).unwrap();
            assert!(other.own_settings().contains(&&flag[2..]), "{flag}");
            assert_eq!(RuleOverrides::default().of_other_edition(&rules), None);
        }
    }

    /// A rule's key is its field's name as the file and the flag write it.
    #[test]
    fn every_key_is_its_field_in_kebab_case() {
        for rule in HOUSE_RULES {
            assert_eq!(rule.key, rule.id.replace('_', "-"));
        }
    }

    /// The parsed flags, the error of a refused line as the reader reads it.
    fn flags(args: &[&str]) -> Result<Cli, String> {
        Cli::try_parse_from(args)
            .map_err(|err| crate::flags::help::usage_error(&err, Lang::EN, "new").unwrap())
    }

    fn new_rules(args: &[&str]) -> Rules {
        match flags(args).unwrap().command {
            Command::New(new) => new.rules.apply(Rules::default()),
            _ => unreachable!(),
        }
    }

    #[test]
    fn the_flags_set_the_rules_they_name() {
        let rules = new_rules(&["skyjo", "new", "A", "B", "--rows", "--target", "150"]);
        assert!(rules.rows);
        assert_eq!(rules.end, GameEnd::Target(150));
        assert_eq!(rules.doubling, Doubling::TieDoubles);
        let rules = new_rules(&[
            "skyjo",
            "new",
            "A",
            "B",
            "--rounds",
            "10000",
            "--no-double-negative",
            "--tie-break",
            "deciding-round",
        ]);
        assert_eq!(rules.end, GameEnd::Rounds(10_000));
        assert_eq!(rules.tie_break, TieBreak::DecidingRound);
        // `score` takes the scoring rules, not the end of the game.
        assert!(
            flags(&[
                "skyjo",
                "score",
                "--closer",
                "A",
                "A=1",
                "B=2",
                "--doubling",
                "off"
            ])
            .is_ok()
        );
        assert!(
            flags(&[
                "skyjo", "score", "--closer", "A", "A=1", "B=2", "--target", "50"
            ])
            .is_err()
        );
    }

    /// The one range, refused in the same words on the command line and in
    /// the config file.
    #[test]
    fn a_number_out_of_range_is_refused_alike_by_the_flags_and_the_file() {
        for (flag, value) in [
            ("--target", "20000"),
            ("--target", "0"),
            ("--rounds", "10001"),
        ] {
            let err = flags(&["skyjo", "new", "A", "B", flag, value]).unwrap_err();
            let refused = OutOfRange {
                rule: flag.to_string(),
                value: value.parse().unwrap(),
            };
            assert_eq!(err, refused.message().text(Lang::EN));
            assert_eq!(
                err,
                format!("{flag} cannot be {value}; it takes 1 to 10,000")
            );
            let key = &flag[2..];
            let (line, problem) =
                crate::flags::config::parse(&format!("lang = \"sv\"\n{key} = {value}\n"))
                    .unwrap_err();
            assert_eq!(line, 2);
            assert_eq!(
                problem,
                Problem::OutOfRange(OutOfRange {
                    rule: key.to_string(),
                    value: value.parse().unwrap(),
                })
            );
        }
        // The bounds are taken, by both.
        assert_eq!(
            new_rules(&["skyjo", "new", "A", "B", "--target", "10000"]).end,
            GameEnd::Target(10_000)
        );
        let config = crate::flags::config::parse("target = 10000").unwrap();
        assert_eq!(config.rules.target, Some(10_000));
        // Not a number stays clap's refusal of a value.
        let err = flags(&["skyjo", "new", "A", "B", "--target", "many"]).unwrap_err();
        assert!(err.starts_with("'many' is not a value --target"), "{err}");
    }
}
