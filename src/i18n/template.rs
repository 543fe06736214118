//! A message worded once and filled in many times (a row per game).

use super::{Lang, Message, Words};

/// A message with one text value left to fill in many times: worded once,
/// then each use is a replacement. For long lists (a row per game); the
/// value must not decide a selector (names never do).
pub struct Template {
    /// The text before the hole and after it; `None` when the message
    /// leaves the value out (then `before` is all of it).
    before: String,
    after: Option<String>,
}

/// Stands for the value while the message is worded.
const HOLE: &str = "\u{1}";

impl Template {
    /// `message` in `lang` with `name` left open.
    pub fn new(lang: Lang, message: Message, name: &'static str) -> Template {
        let text = message.with(name, HOLE).text(lang);
        match text.split_once(HOLE) {
            Some((before, after)) => Template {
                before: before.to_string(),
                after: Some(after.to_string()),
            },
            None => Template {
                before: text,
                after: None,
            },
        }
    }

    /// The message with `value` in its hole.
    pub fn fill(&self, value: &str) -> String {
        let Some(after) = &self.after else {
            return self.before.clone();
        };
        let mut out = String::with_capacity(self.before.len() + value.len() + after.len());
        out.push_str(&self.before);
        out.push_str(value);
        out.push_str(after);
        out
    }
}
