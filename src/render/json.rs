//! JSON as the contract of docs/cli.md writes it: pretty, and times in UTC.

use chrono::{DateTime, SecondsFormat, Utc};
use serde::Serialize;

/// Pretty JSON and a newline. A struct keeps its field order; a `Value` map
/// comes out with sorted keys.
pub fn to_json<T: Serialize + ?Sized>(value: &T) -> String {
    format!(
        "{}\n",
        serde_json::to_string_pretty(value).expect("plain data serializes")
    )
}

/// A time as the JSON contract writes it (UTC, RFC 3339, seconds).
pub fn json_time(time: DateTime<Utc>) -> String {
    time.to_rfc3339_opts(SecondsFormat::Secs, true)
}

/// A rate or an average for the JSON: 3 decimals.
pub(super) fn round3(value: Option<f64>) -> Option<f64> {
    value.map(|v| (v * 1000.0).round() / 1000.0)
}
