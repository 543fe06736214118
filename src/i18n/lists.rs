//! Lists in a sentence, in the reader's language: "A, B or C", "A, B and C",
//! and the values typed as a choice, quoted.

use super::{Arg, Lang, Message, Words};

/// "A, B or C" in `lang`.
pub fn join_or<S: AsRef<str>>(lang: Lang, items: &[S]) -> String {
    join_list(lang, items, "list-or")
}

/// The values typed as a choice, each in the reader's quotes, as a list
/// that ends with "or": `'tie-doubles', 'tie-safe' or 'off'`; a message, so
/// that it is worded in the language the message that holds it is.
pub fn typed_or(items: &[String]) -> Message {
    let quoted = |item: &String| Message::new("quote-typed").with("text", item.as_str());
    match items {
        [] => Message::new("quote-typed").with("text", ""),
        [one] => quoted(one),
        [init @ .., last] => {
            let first = init[1..].iter().fold(quoted(&init[0]), |list, item| {
                Message::new("list-comma")
                    .with("first", Arg::Msg(Box::new(list)))
                    .with("last", Arg::Msg(Box::new(quoted(item))))
            });
            Message::new("list-or")
                .with("first", Arg::Msg(Box::new(first)))
                .with("last", Arg::Msg(Box::new(quoted(last))))
        }
    }
}

/// The items as a list that ends with the word of the message `id`
/// (`list-or`, `list-and`): "A, B or C".
fn join_list<S: AsRef<str>>(lang: Lang, items: &[S], id: &'static str) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [init @ .., last] => {
            let init: Vec<&str> = init.iter().map(AsRef::as_ref).collect();
            Message::new(id)
                .with("first", init.join(", "))
                .with("last", last.as_ref())
                .text(lang)
        }
    }
}

/// "A, B and C" in `lang`.
pub fn join_names<S: AsRef<str>>(lang: Lang, names: &[S]) -> String {
    join_list(lang, names, "list-and")
}
