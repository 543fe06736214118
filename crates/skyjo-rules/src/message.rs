//! What the engine says, as data: a message id of the catalogs and its named
//! values. The engine never words a sentence; a front end looks the id up in
//! the reader's language (the `skyjo` binary has Fluent catalogs for en, sv
//! and da), and selects plurals by the whole numbers among the values.
//!
//! ```
//! use skyjo_rules::{Arg, Message, msg};
//!
//! let message = msg!("rule-cell-count", who = "Anna", found = 11usize);
//! assert_eq!(message.id, "rule-cell-count");
//! assert_eq!(message.args[1], ("found", Arg::Int(11)));
//! // Without catalogs a message shows its id and values.
//! assert_eq!(message.to_string(), "rule-cell-count(who: Anna, found: 11)");
//! ```

use std::fmt;

/// A value of a message.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// Text as it is: a name, a grid, a number already formatted.
    Str(String),
    /// A whole number: plural selectors choose by it.
    Int(i64),
    /// A quantity shown with the reader's thousands separator (`10,000`,
    /// `10.000`, `10 000`): a number to read, not an id, and not one a
    /// plural selector chooses by.
    Grouped(i64),
    /// Another message, worded in the same language first.
    Msg(Box<Message>),
}

macro_rules! int_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(value: $t) -> Arg {
                Arg::Int(i64::try_from(value).unwrap_or(i64::MAX))
            }
        }
    )*};
}
int_arg!(i8, i32, i64, u32, u64, usize);

impl From<&str> for Arg {
    fn from(value: &str) -> Arg {
        Arg::Str(value.to_string())
    }
}

impl From<String> for Arg {
    fn from(value: String) -> Arg {
        Arg::Str(value)
    }
}

impl From<&String> for Arg {
    fn from(value: &String) -> Arg {
        Arg::Str(value.clone())
    }
}

impl From<Message> for Arg {
    fn from(value: Message) -> Arg {
        Arg::Msg(Box::new(value))
    }
}

/// A text to show, as data: a stable id of the catalogs and its named values.
#[derive(Debug, Clone, PartialEq)]
pub struct Message {
    /// The message id in every catalog.
    pub id: &'static str,
    /// The values of its variables.
    pub args: Vec<(&'static str, Arg)>,
}

impl Message {
    /// A message without values yet.
    pub fn new(id: &'static str) -> Message {
        Message {
            id,
            args: Vec::new(),
        }
    }

    /// The message with one more value.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((name, value.into()));
        self
    }
}

/// The id and the values, `id(name: value, ...)`: what a message is without
/// catalogs to word it (a log line, a test). People read the catalogs' words.
impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id)?;
        if self.args.is_empty() {
            return Ok(());
        }
        f.write_str("(")?;
        for (i, (name, value)) in self.args.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{name}: ")?;
            match value {
                Arg::Str(text) => f.write_str(text)?,
                Arg::Int(n) | Arg::Grouped(n) => write!(f, "{n}")?,
                Arg::Msg(message) => write!(f, "{message}")?,
            }
        }
        f.write_str(")")
    }
}

/// A message value: `msg!("line-column", column = 2)`.
#[macro_export]
macro_rules! msg {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::Message::new($id)$(.with(stringify!($name), $value))*
    };
}
