//! The review sheet of a catalog: every message filled in with realistic
//! values (names with å and ø, a doubled closer and a tie, a column removed in
//! play and at the reveal, an Action row with a star, counts at 0, 1 and 2),
//! grouped by the screen that shows it, as a native reader reads them. Made by
//! `cargo run --example wording-sheet -- da` and by the test of the sheet
//! (tests/skyjo/wording.rs), which fails on a placeholder left unfilled.

use std::collections::BTreeSet;

use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use skyjo::i18n::{Arg, Lang, Message, format_in, join_names, percent};
use skyjo::msg;

/// The English catalog, whose sections name the screens and whose messages
/// every catalog has.
const ENGLISH: &str = include_str!("../../i18n/en.ftl");

/// A sheet made: its Markdown, and what could not be filled.
pub struct Sheet {
    /// The sheet, for a reader.
    pub markdown: String,
    /// Each message that could not be filled in, and why.
    pub problems: Vec<String>,
    /// How many messages it holds.
    pub messages: usize,
}

/// One message of the English catalog: its id, the screen (the catalog's
/// section) that shows it, and its variables with the keys each selects on.
struct Shown {
    id: String,
    screen: String,
    variables: Vec<(String, Vec<String>)>,
}

/// The messages of the English catalog, in its order.
fn messages() -> Vec<Shown> {
    let resource = fluent_syntax::parser::parse(ENGLISH).expect("en.ftl parses");
    let mut screen = String::from("(before any section)");
    let mut out = Vec::new();
    for entry in &resource.body {
        match entry {
            Entry::GroupComment(comment) => {
                // A section's heading is its first line; the rest explains it.
                if let Some(first) = comment.content.first() {
                    screen = first.trim().to_string();
                }
            }
            Entry::Message(m) => {
                let mut variables: Vec<(String, Vec<String>)> = Vec::new();
                if let Some(value) = &m.value {
                    in_pattern(value, &mut variables);
                }
                out.push(Shown {
                    id: m.id.name.to_string(),
                    screen: screen.clone(),
                    variables,
                });
            }
            _ => {}
        }
    }
    out
}

fn note(variables: &mut Vec<(String, Vec<String>)>, name: &str, keys: &[String]) {
    match variables.iter_mut().find(|(n, _)| n == name) {
        Some((_, known)) => {
            for key in keys {
                if !known.contains(key) {
                    known.push(key.clone());
                }
            }
        }
        None => variables.push((name.to_string(), keys.to_vec())),
    }
}

fn in_inline(expr: &InlineExpression<&str>, variables: &mut Vec<(String, Vec<String>)>) {
    match expr {
        InlineExpression::VariableReference { id } => note(variables, id.name, &[]),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                in_inline(a, variables);
            }
            for a in &arguments.named {
                in_inline(&a.value, variables);
            }
        }
        InlineExpression::Placeable { expression } => in_expression(expression, variables),
        _ => {}
    }
}

fn in_expression(expr: &Expression<&str>, variables: &mut Vec<(String, Vec<String>)>) {
    match expr {
        Expression::Inline(inline) => in_inline(inline, variables),
        Expression::Select { selector, variants } => {
            if let InlineExpression::VariableReference { id } = selector {
                let keys: Vec<String> = variants
                    .iter()
                    .map(|v| match &v.key {
                        VariantKey::Identifier { name } => name.to_string(),
                        VariantKey::NumberLiteral { value } => value.to_string(),
                    })
                    .collect();
                note(variables, id.name, &keys);
            } else {
                in_inline(selector, variables);
            }
            for v in variants {
                in_pattern(&v.value, variables);
            }
        }
    }
}

fn in_pattern(pattern: &Pattern<&str>, variables: &mut Vec<(String, Vec<String>)>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            in_expression(expression, variables);
        }
    }
}

fn people(lang: Lang, names: &[&str]) -> Arg {
    Arg::Str(people_text(lang, names))
}

fn people_text(lang: Lang, names: &[&str]) -> String {
    join_names(lang, names)
}

fn pct(lang: Lang, p: f64) -> Arg {
    Arg::Str(percent(lang, p))
}

/// A realistic value of the variable `name` of the message `id`, in `lang`
/// where the value is words; `None` when the sheet has none (a problem).
fn sample(id: &str, name: &str, lang: Lang) -> Option<Arg> {
    let int = |n: i64| Some(Arg::Int(n));
    let text = |s: &str| Some(Arg::Str(s.to_string()));
    // Where one name means another thing in a message of its own.
    match (id, name) {
        (i, "line") if i.starts_with("sync-") || i.starts_with("journal-") => return int(14),
        ("config-wrong-place", "key") => return text("doubling"),
        ("config-wrong-place", "here") => {
            return Some(msg!("config-place-table", table = "[sync]").into());
        }
        ("config-wrong-place", "there") => return Some(msg!("config-place-top-or-rules").into()),
        ("config-place-table", "table") => return text("[sync]"),
        (i, "value") if i.starts_with("config-") || i.starts_with("usage-") => {
            return text("sometimes");
        }
        (i, "value") if i.starts_with("rule-out-of-range") => return int(7),
        (i, "p") if i.starts_with("odds-hidden-sum") => return Some(pct(lang, 0.5)),
        (i, "total") if i.starts_with("rule-impossible-total") => return int(145),
        (i, "count") if i.starts_with("removed-") => return int(3),
        ("explain-star-bonus", "points") => return int(-15),
        ("draft-holds" | "store-draft-in-the-way", "entered") => {
            return Some(
                msg!(
                    "draft-grids-and-totals-in",
                    grids = people_text(lang, &["Åse"]),
                    grid_count = 1usize,
                    totals = people_text(lang, &["Jørgen", "Søren"]),
                    total_count = 2usize
                )
                .into(),
            );
        }
        ("export-not-json" | "bgstats-not-json", "why") => {
            return Some(msg!("not-json-syntax", line = 1, column = 1).into());
        }
        ("draft-holds", "closer") => return Some(msg!("draft-closer", name = "Jørgen").into()),
        ("sheet-heading", "played") => return text("2026-12-03 21:05"),
        ("sync-cut-own", "lines") => return int(1),
        (i, "from") if i.starts_with("sync-renumbered") => return int(12),
        (i, "from_end") if i.starts_with("sync-renumbered") => return int(40),
        (i, "to") if i.starts_with("sync-renumbered") => return int(301),
        (i, "to_end") if i.starts_with("sync-renumbered") => return int(329),
        (i, "file") if i.starts_with("log-") => return text("familien-2025.json"),
        _ => {}
    }
    match name {
        // People.
        "name" | "who" | "player" | "starter" | "typed" | "stored" | "taken" => text("Åse"),
        "closer" | "a" | "kept" => text("Jørgen"),
        "b" | "rival" | "other" | "dealer" | "removed" => text("Søren"),
        "nearest" => text("Åse"),
        "names" | "players" | "entered" | "tied" => Some(people(lang, &["Åse", "Jørgen"])),
        "old" => text("Aase"),
        "new" => text("Åse"),
        "example" => text("Jørgen=1"),
        "order" => Some(people(lang, &["Søren", "Åse", "Jørgen"])),
        // A game and its rounds.
        "game" => int(12),
        "round" | "rounds" | "played" => int(3),
        "of" => int(10),
        "next" => int(4),
        "rounds_on" => int(2),
        "target" => int(100),
        "total" | "best" => int(87),
        "score" | "raw" | "points" | "sum" | "before" => int(35),
        "after" | "expected" | "expected_raw" => int(70),
        "margin" | "lead" => int(14),
        "left" => int(13),
        "count" | "found" | "changes" | "wins" | "shared" | "now" | "games" | "added"
        | "changed" | "deleted" | "skipped" | "plays" | "done" | "devices" | "closed" | "level"
        | "equal" | "a_lower" | "b_lower" | "a_ahead" | "b_ahead" | "ahead" | "asked" | "times" => {
            int(2)
        }
        "seat" | "place" | "number" | "row" | "column" => int(1),
        "held" | "stars" => int(1),
        "penalty" => int(10),
        "value" | "card" => int(5),
        "max" => int(140),
        "min" => int(-24),
        "visible" => int(52),
        "hidden" => int(3),
        "copies" | "deck" => int(150),
        "pool" => int(131),
        "draws" => int(3),
        "low" => int(8),
        "high" => int(17),
        "lowest" => int(-2),
        "start" => int(1500),
        "k" => int(32),
        "samples" | "rollouts" => int(20000),
        "best_count" => int(400),
        "schema" | "version" => int(9),
        "known" => int(8),
        "line" => Some(msg!("line-column", number = 1).into()),
        "lines" => text("kolonne 1: tre femmere"),
        "what" => Some(
            msg!(
                "removed-cards",
                count = 3usize,
                noun = msg!("card-many", value = 5)
            )
            .into(),
        ),
        "noun" => Some(msg!("card-many", value = 7).into()),
        "cards" => Some(
            msg!(
                "removed-cards",
                count = 3usize,
                noun = msg!("card-many", value = 7)
            )
            .into(),
        ),
        "against" => Some(msg!("verdict-has", who = "Søren", raw = 45).into()),
        "verdict" => Some(
            msg!(
                "verdict-line",
                reason = "not-lowest",
                closer = "Jørgen",
                raw = 19,
                against = msg!("verdict-has", who = "Åse", raw = 14),
                score = 38
            )
            .into(),
        ),
        "holds" => Some(
            msg!(
                "draft-grids-in",
                names = join_names(lang, &["Åse", "Jørgen"]),
                count = 2usize
            )
            .into(),
        ),
        "grids" | "totals" => Some(people(lang, &["Åse", "Jørgen"])),
        "grid_count" | "total_count" => int(2),
        "over" => text("no"),
        "scores" => text("Åse 14, Jørgen 38, Søren 22"),
        "grid" => text("5 2 8 6 / 5 2 3 7 / 5 3 2 2"),
        "why" => Some(msg!("sheet-why-closed", round = 3).into()),
        "rules" | "was" => Some(msg!("rule-target", target = 100).into()),
        // Chances and odds, already formatted as the screen formats them.
        "p" | "percent" | "chance" | "close" | "doubled" | "play_on" | "ends" | "mean_p" => {
            Some(pct(lang, 0.34))
        }
        "mean" => text("5,1"),
        "sd" => text("3,9"),
        "list" => text("1: 14 % · 2: 24 % · 3: 61 %"),
        "parts" => text("-2 ×4, 0 ×12, 5 ×9"),
        // Parts of a sentence that are messages of their own.
        "about" => Some(msg!("docs-about-engine").into()),
        "problem" => Some(msg!("rule-cell-count", grid = "Åses gitter", found = 11usize).into()),
        "hint" => Some(msg!("name-did-you-mean", nearest = "Åse").into()),
        "reason" => Some(msg!("start-highest-sum", sum = 17).into()),
        "label" => Some(msg!("chart-axis-round").into()),
        "end" => Some(msg!("chart-target", target = 100).into()),
        "legend" => text("Å Åse, J Jørgen, S Søren"),
        "method" => Some(msg!("risk-method-monte-carlo", samples = 20000).into()),
        "turn" => Some(msg!("risk-turn-greedy", order = people(lang, &["Søren", "Åse"])).into()),
        "columns" => Some(msg!("risk-columns-reveal").into()),
        "doubling" => Some(msg!("rule-ties-safe").into()),
        "negative" => Some(msg!("risk-negative-safe").into()),
        "choice" => Some(msg!("advise-take-up", card = -2, row = 2, column = 3, old = 11).into()),
        "outcome" => Some(msg!("advise-win", p = percent(lang, 0.41)).into()),
        "result" => Some(msg!("log-import-after", added = 3usize, skipped = 1usize).into()),
        "choices" => int(5),
        "numbers" => Some(people(lang, &["3", "4"])),
        "day" => int(3),
        "month" => int(12),
        "year" => int(2026),
        "q1" => int(12),
        "q2" => int(15),
        "q3" => int(19),
        "yes" => text("j"),
        "no" => text("n"),
        "keys" | "allowed" | "values" | "takes" => text("reveal, play, off"),
        "rule" => text("columns"),
        "suggestion" => text("round"),
        "detail" => text("expected value at line 1 column 1"),
        "field" => text("recorded_at"),
        "mode" => text("delete"),
        "kind" => text("merge-players"),
        // Files, folders and the rest of the machine.
        "file" | "path" | "db" | "source" => text("C:\\Users\\Åse\\skyjo.db"),
        "backup" => text("skyjo-2026-12-03-2105.db"),
        "dir" | "folder" => text("~/Sync/skyjo"),
        "device" => text("c77f3a1e"),
        "id" => text("c77f3a1e:11"),
        "uid" => text("11bd747df2a3"),
        "addr" => text("192.168.1.23:7070"),
        "url" => text("http://192.168.1.23:7070/k3Zq8/"),
        "token" | "text" | "arg" | "given" => text("Björn=x"),
        "key" => text("sync.folder"),
        "flag" => text("--rows"),
        "command" => text("round"),
        "args" => text("<MODSTANDER>"),
        "at" => text("2026-12-03 21:05"),
        "date" | "since" | "until" | "from" | "to" => text("3. december 2026"),
        "first" => text("Åse, Jørgen"),
        "last" => text("Søren"),
        "note" => text("Juleaften hos mormor"),
        "q" => text("stats Aase"),
        _ => None,
    }
}

/// The value of a selector's key: a number as that count, a plural category
/// as a count of it, any other word as that word.
fn keyed(key: &str, default: Option<Arg>) -> Option<Arg> {
    if let Ok(n) = key.parse::<i64>() {
        return Some(Arg::Int(n));
    }
    match key {
        "zero" => Some(Arg::Int(0)),
        "one" => Some(Arg::Int(1)),
        "two" => Some(Arg::Int(2)),
        "few" => Some(Arg::Int(3)),
        "many" => Some(Arg::Int(11)),
        // The default branch: a number other than the ones keyed (2, or 0
        // for a count), or the word "other".
        "other" => match default {
            Some(Arg::Int(_)) => Some(Arg::Int(2)),
            Some(other) => Some(other),
            None => Some(Arg::Str("other".into())),
        },
        word => Some(Arg::Str(word.to_string())),
    }
}

/// The fills of a message whose values hang together, where the samples one
/// by one would say what a screen never says: each doubling verdict with the
/// scores that lead to it.
fn special(id: &str, _lang: Lang) -> Vec<Vec<(&'static str, Arg)>> {
    let verdict = |reason: &str, raw: i64, rival: i64, score: i64| {
        let against = if raw == rival {
            msg!("verdict-also-has", who = "Åse", raw = rival)
        } else {
            msg!("verdict-has", who = "Åse", raw = rival)
        };
        vec![
            ("reason", Arg::Str(reason.to_string())),
            ("closer", Arg::Str("Jørgen".to_string())),
            ("raw", Arg::Int(raw)),
            ("against", against.into()),
            ("score", Arg::Int(score)),
        ]
    };
    match id {
        "verdict-line" => vec![
            verdict("alone-lowest", 14, 22, 14),
            verdict("tied-lowest", 14, 14, 28),
            verdict("tied-safe", 14, 14, 14),
            verdict("not-lowest", 19, 14, 38),
            verdict("not-positive", -3, -5, -3),
            verdict("doubling-off", 19, 14, 19),
        ],
        _ => Vec::new(),
    }
}

/// The sample of every variable of `shown` in `lang`, or the variables
/// that have none.
fn base_fill(
    shown: &Shown,
    id: &'static str,
    lang: Lang,
) -> Result<Vec<(&'static str, Arg)>, Vec<String>> {
    let mut base = Vec::new();
    let mut missing = Vec::new();
    for (name, keys) in &shown.variables {
        // A variable that only selects: its first key is a sample.
        match sample(id, name, lang).or_else(|| keys.first().and_then(|k| keyed(k, None))) {
            Some(value) => base.push((leak(name), value)),
            None => missing.push(format!("${name}")),
        }
    }
    if missing.is_empty() {
        Ok(base)
    } else {
        Err(missing)
    }
}

/// The list of names as many as the count beside it says: one name for
/// 1, none for 0, two for more (a line says "Åse won", not "Åse and Jørgen won").
fn agree(args: &mut [(&'static str, Arg)], lang: Lang) {
    let count = args.iter().find_map(|(n, v)| match (n, v) {
        (&"count", Arg::Int(c)) => Some(*c),
        _ => None,
    });
    let Some(count) = count else { return };
    let names: &[&str] = match count {
        0 => &[],
        1 => &["Åse"],
        _ => &["Åse", "Jørgen"],
    };
    for (name, value) in args.iter_mut() {
        if matches!(*name, "names" | "players" | "entered") {
            *value = people(lang, names);
        }
    }
}

fn leak(s: &str) -> &'static str {
    Box::leak(s.to_string().into_boxed_str())
}

/// The sheet of `lang`: every message of the catalogs, each filled in once
/// with the sample values and once more for each key its selectors choose by.
pub fn sheet(lang: Lang) -> Sheet {
    let all = messages();
    let mut problems = Vec::new();
    let mut markdown = format!(
        "# Every message of skyjo in `{}`, filled in\n\n\
         Each message as a screen shows it, with realistic values; a message that \
         chooses its words by a value (a count, a kind) is shown once for each choice. \
         Grouped by the screen that shows it (the catalog's sections). Made by \
         `cargo run --example wording-sheet -- {}`.\n",
        lang.code(),
        lang.code()
    );
    let mut screen = String::new();
    for shown in &all {
        if shown.screen != screen {
            screen = shown.screen.clone();
            markdown.push_str(&format!("\n## {screen}\n\n"));
        }
        let id = leak(&shown.id);
        let base = match base_fill(shown, id, lang) {
            Ok(base) => base,
            Err(missing) => {
                problems.push(format!("{id}: no sample for {}", missing.join(", ")));
                continue;
            }
        };
        let mut fills = vec![base.clone()];
        fills.extend(special(id, lang));
        for (name, keys) in shown
            .variables
            .iter()
            .filter(|_| special(id, lang).is_empty())
        {
            for key in keys {
                let default = base.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone());
                if let Some(value) = keyed(key, default) {
                    let mut fill = base.clone();
                    if let Some(slot) = fill.iter_mut().find(|(n, _)| n == name) {
                        slot.1 = value;
                    }
                    fills.push(fill);
                }
            }
        }
        let mut seen = BTreeSet::new();
        let mut lines = Vec::new();
        for mut args in fills {
            agree(&mut args, lang);
            let message = Message { id, args };
            let Some((text, errors)) = format_in(lang, &message) else {
                problems.push(format!("{id}: not in the {} catalog", lang.code()));
                break;
            };
            if !errors.is_empty() {
                problems.push(format!("{id}: {errors:?}"));
            }
            if text.contains("{$") || text.contains("{ $") || text.contains('\u{2068}') {
                problems.push(format!("{id}: a placeholder is left: {text}"));
            }
            if seen.insert(text.clone()) {
                lines.push(text);
            }
        }
        markdown.push_str(&format!("- `{id}`\n"));
        if lang != Lang::EN {
            // The English of the first line beside it, for its meaning.
            let mut args = base_fill(shown, id, Lang::EN).unwrap_or_default();
            agree(&mut args, Lang::EN);
            let english = skyjo::i18n::text(Lang::EN, &Message { id, args });
            let english: Vec<&str> = english.lines().collect();
            markdown.push_str(&format!("    - en: {}\n", english.join(" / ")));
        }
        for text in lines {
            // Each line of a message as its own quoted line.
            let quoted: Vec<String> = text.lines().map(|l| format!("    > {l}")).collect();
            markdown.push_str(&quoted.join("\n"));
            markdown.push('\n');
        }
    }
    Sheet {
        markdown,
        problems,
        messages: all.len(),
    }
}
