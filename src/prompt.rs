//! Interactive prompts (dialoguer, on stderr): a front end that asks for the
//! values a command was not given as flags. They only ever fill in text that
//! the non-interactive path then checks, so both paths decide the same.

use anyhow::Result;
use dialoguer::{Confirm, Input, Select};

use crate::i18n::{Lang, t, tf, translate};
use crate::rules::{Entry, Rules, grid};

/// Asks for 2 to 8 player names, one per line, an empty line to finish.
pub fn names(lang: Lang) -> Result<Vec<String>> {
    let mut names: Vec<String> = Vec::new();
    while names.len() < *crate::rules::PLAYERS.end() {
        let done_hint = if names.len() >= 2 {
            t(lang, " (empty to start)")
        } else {
            ""
        };
        let name: String = Input::new()
            .with_prompt(format!(
                "{}{done_hint}",
                tf(lang, "Player {0}", &[&(names.len() + 1)])
            ))
            .allow_empty(names.len() >= 2)
            .interact_text()?;
        let name = name.trim().to_string();
        if name.is_empty() {
            break;
        }
        names.push(name);
    }
    Ok(names)
}

/// Asks for `who`'s final grid row by row, showing the running sum, or takes a
/// round total typed in place of the first row.
pub fn entry(who: &str, rules: &Rules, lang: Lang) -> Result<String> {
    loop {
        let mut rows: Vec<String> = Vec::new();
        let mut sum = 0;
        while rows.len() < grid::ROWS {
            let first = rows.is_empty();
            let prompt = if first {
                tf(
                    lang,
                    "{0}, row 1 (4 cards, x for a removed card) or the round total",
                    &[&who],
                )
            } else {
                tf(
                    lang,
                    "{0}, row {1} (sum so far {2})",
                    &[&who, &(rows.len() + 1), &sum],
                )
            };
            let row: String = Input::new()
                .with_prompt(prompt)
                .validate_with(|text: &String| check_row(who, text, first, rules, lang))
                .interact_text()?;
            if first && is_total(&row) {
                return Ok(row.trim().to_string());
            }
            sum += row_sum(&row);
            rows.push(row.trim().to_string());
        }
        let text = rows.join(" / ");
        match Entry::parse(who, &text, rules) {
            Ok(_) => {
                let done = tf(
                    lang,
                    "{0}: {1} (cards add up to {2} before any column is removed)",
                    &[&who, &text, &sum],
                );
                eprintln!("  {done}");
                return Ok(text);
            }
            Err(err) => {
                let again = tf(
                    lang,
                    "{0}; enter {1}'s grid again",
                    &[&translate(lang, &err.to_string()), &who],
                );
                eprintln!("{}{again}", t(lang, "error: "));
            }
        }
    }
}

fn is_total(text: &str) -> bool {
    text.split_whitespace().count() == 1 && text.trim().parse::<i32>().is_ok()
}

fn row_sum(text: &str) -> i32 {
    text.split_whitespace()
        .filter_map(|t| t.parse::<i32>().ok())
        .sum()
}

fn check_row(who: &str, text: &str, first: bool, rules: &Rules, lang: Lang) -> Result<(), String> {
    if first && is_total(text) {
        return Entry::parse(who, text, rules)
            .map(|_| ())
            .map_err(|e| translate(lang, &e.to_string()));
    }
    let cells: Vec<&str> = text.split_whitespace().collect();
    if cells.len() != grid::COLS {
        return Err(tf(
            lang,
            "a row has 4 cards, this has {0}; write removed cards as x",
            &[&cells.len()],
        ));
    }
    for cell in cells {
        grid::parse_cell(who, cell).map_err(|e| translate(lang, &e.to_string()))?;
    }
    Ok(())
}

/// Asks who closed the round.
pub fn closer(names: &[String], lang: Lang) -> Result<usize> {
    Ok(Select::new()
        .with_prompt(t(lang, "Who closed the round?"))
        .items(names)
        .default(0)
        .interact()?)
}

/// Asks a yes/no question, yes by default.
pub fn confirm(question: &str) -> Result<bool> {
    Ok(Confirm::new()
        .with_prompt(question)
        .default(true)
        .interact()?)
}
