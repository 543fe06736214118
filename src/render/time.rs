//! Times and dates in the reader's time zone, as the screens show them.

use chrono::{DateTime, Local, Utc};

use crate::i18n::Lang;
use crate::tr;

/// A time in the reader's time zone, to the minute (`2026-11-28 19:00`).
pub fn local_time(time: DateTime<Utc>) -> String {
    use chrono::{Datelike, Timelike};
    let t = time.with_timezone(&Local);
    // Written by hand: a strftime pattern is parsed again on every call,
    // and a long history lists a hundred thousand of these.
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02}",
        t.year(),
        t.month(),
        t.day(),
        t.hour(),
        t.minute()
    )
}

/// A date in the reader's time zone.
pub fn local_date(time: DateTime<Utc>) -> String {
    time.with_timezone(&Local).format("%Y-%m-%d").to_string()
}

/// A date in the reader's time zone as the reader writes it in a sentence:
/// `3 December 2026`, `3 december 2026`, `3. december 2026`.
pub fn long_date(lang: Lang, time: DateTime<Utc>) -> String {
    use chrono::Datelike;
    let t = time.with_timezone(&Local);
    tr!(
        lang,
        "date-long",
        day = t.day(),
        month = t.month(),
        year = t.year().to_string()
    )
}
