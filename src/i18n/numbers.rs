//! Numbers as the reader's language writes them: decimals rounded as people
//! round, the thousands separator, percentages (`33.3%`, `33,3 %`).

use super::catalog::group;
use super::{Lang, t};
use crate::tr;

/// `value` with `digits` decimals, rounded half away from zero as people
/// round (16.25 is 16.3), with the language's decimal separator and, from
/// four digits on, its thousands separator as CLDR gives it (`20,000.5`,
/// `20.000,5`, `20 000,5` with a no-break space).
pub fn decimal(lang: Lang, value: f64, digits: usize) -> String {
    let (negative, whole, fraction) = round_half_away(value, digits);
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    out.push_str(&group(lang, &whole));
    if !fraction.is_empty() {
        match t(lang, "decimal-separator").as_str() {
            "" => out.push('.'),
            sep => out.push_str(sep),
        }
        out.push_str(&fraction);
    }
    out
}

/// The sign, whole digits and `digits` decimals of `value`, rounded half away
/// from zero. It rounds the shortest decimal that reads back as `value` (the
/// number a person would write down), not the binary fraction: `format!`
/// rounds 16.25 to even (16.2) and 1.005 down (its binary value is below).
/// "-0.0" reads as a sign error at the table, so a zero has no sign.
fn round_half_away(value: f64, digits: usize) -> (bool, String, String) {
    if !value.is_finite() {
        return (false, value.to_string(), String::new());
    }
    // f64's Display never uses an exponent and gives the shortest round trip.
    let shortest = value.abs().to_string();
    let (whole, fraction) = shortest.split_once('.').unwrap_or((&shortest, ""));
    let mut kept: Vec<u8> = whole
        .bytes()
        .chain(fraction.bytes().chain(std::iter::repeat(b'0')).take(digits))
        .map(|b| b - b'0')
        .collect();
    let mut whole_len = whole.len();
    if fraction.as_bytes().get(digits).is_some_and(|&d| d >= b'5') {
        let mut i = kept.len();
        loop {
            if i == 0 {
                kept.insert(0, 1);
                whole_len += 1;
                break;
            }
            i -= 1;
            if kept[i] == 9 {
                kept[i] = 0;
            } else {
                kept[i] += 1;
                break;
            }
        }
    }
    let text: String = kept.iter().map(|d| char::from(b'0' + d)).collect();
    let (whole, fraction) = text.split_at(whole_len);
    let zero = kept.iter().all(|&d| d == 0);
    (
        value < 0.0 && !zero,
        whole.to_string(),
        fraction.to_string(),
    )
}

/// A probability as a percentage in the language's way (`33.3%`, `33,3 %`),
/// with more digits below 1%.
pub fn percent(lang: Lang, p: f64) -> String {
    let digits = if p > 0.0 && p < 0.01 { 2 } else { 1 };
    percent_digits(lang, p, digits)
}

/// A share as a percentage with `digits` decimals.
pub fn percent_digits(lang: Lang, p: f64, digits: usize) -> String {
    tr!(
        lang,
        "number-percent",
        number = decimal(lang, p * 100.0, digits)
    )
}
