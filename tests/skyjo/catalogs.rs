//! The language catalogs in `i18n/`: every message in every language, with
//! the same variables, formatting without a Fluent error; every message id
//! the code uses is in the English catalog.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use skyjo::i18n::{Arg, Lang, Message, format_in};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every catalog: (code, source).
fn catalogs() -> Vec<(String, String)> {
    let mut all: Vec<(String, String)> = std::fs::read_dir(root().join("i18n"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .map(|p| {
            let code = p.file_stem().unwrap().to_string_lossy().into_owned();
            (code, std::fs::read_to_string(&p).unwrap())
        })
        .collect();
    all.sort();
    all
}

fn variables_in_inline(expr: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match expr {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                variables_in_inline(a, out);
            }
            for a in &arguments.named {
                variables_in_inline(&a.value, out);
            }
        }
        InlineExpression::Placeable { expression } => variables_in_expression(expression, out),
        _ => {}
    }
}

fn variables_in_expression(expr: &Expression<&str>, out: &mut BTreeSet<String>) {
    match expr {
        Expression::Inline(inline) => variables_in_inline(inline, out),
        Expression::Select { selector, variants } => {
            variables_in_inline(selector, out);
            for v in variants {
                variables_in_pattern(&v.value, out);
            }
        }
    }
}

fn variables_in_pattern(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            variables_in_expression(expression, out);
        }
    }
}

/// Message id -> the variables it uses, from one catalog; panics on a syntax error.
fn messages(code: &str, source: &str) -> BTreeMap<String, BTreeSet<String>> {
    let resource = fluent_syntax::parser::parse(source)
        .unwrap_or_else(|(_, errors)| panic!("i18n/{code}.ftl does not parse: {errors:?}"));
    let mut out = BTreeMap::new();
    for entry in &resource.body {
        match entry {
            Entry::Message(m) => {
                let mut vars = BTreeSet::new();
                let value = m
                    .value
                    .as_ref()
                    .unwrap_or_else(|| panic!("{code}: {} has no value", m.id.name));
                variables_in_pattern(value, &mut vars);
                assert!(
                    out.insert(m.id.name.to_string(), vars).is_none(),
                    "{code}: {} is defined twice",
                    m.id.name
                );
            }
            Entry::Junk { content } => panic!("{code}: junk {content:?}"),
            _ => {}
        }
    }
    out
}

#[test]
fn every_message_is_in_every_catalog_with_the_same_variables() {
    let all = catalogs();
    let english = messages("en", &all.iter().find(|(c, _)| c == "en").unwrap().1);
    assert!(english.len() > 250, "{} messages", english.len());
    for (code, source) in &all {
        let theirs = messages(code, source);
        for (id, vars) in &english {
            let Some(their_vars) = theirs.get(id) else {
                panic!("i18n/{code}.ftl lacks {id}");
            };
            assert_eq!(vars, their_vars, "{code}: {id} uses other variables");
        }
        for id in theirs.keys() {
            assert!(english.contains_key(id), "{code}: {id} is not in en.ftl");
        }
    }
    let codes: Vec<&str> = all.iter().map(|(c, _)| c.as_str()).collect();
    assert_eq!(codes, ["da", "de", "en", "fr", "nb", "sv"]);
}

#[test]
fn every_message_formats_without_an_error_in_every_language() {
    let en = catalogs().into_iter().find(|(c, _)| c == "en").unwrap().1;
    let english = messages("en", &en);
    for lang in Lang::all() {
        for (id, vars) in &english {
            let id: &'static str = Box::leak(id.clone().into_boxed_str());
            // Each variable as a count (plurals) and as text (selectors on words).
            for value in [Arg::Int(1), Arg::Int(2), Arg::Str("x".into())] {
                let message = Message {
                    id,
                    args: vars
                        .iter()
                        .map(|v| {
                            let name: &'static str = Box::leak(v.clone().into_boxed_str());
                            (name, value.clone())
                        })
                        .collect(),
                };
                let (text, errors) =
                    format_in(lang, &message).unwrap_or_else(|| panic!("{lang:?} lacks {id}"));
                assert!(errors.is_empty(), "{lang:?} {id}: {errors:?}");
                // A no-break space (Swedish thousands) is text, though trim() drops it.
                assert!(
                    !text.trim_matches([' ', '\n']).is_empty(),
                    "{lang:?} {id} is empty"
                );
                assert!(!text.contains('\u{2068}'), "{lang:?} {id}: isolation marks");
            }
        }
    }
}

/// Kebab-case literals in the code that are not message ids: selector values
/// and words of the JSON contract.
const NOT_IDS: &[&str] = &[
    "alone-lowest",
    "tied-lowest",
    "tied-safe",
    "not-lowest",
    "not-positive",
    "doubling-off",
    "in-play",
    "at-reveal",
    "kebab-case",
    "monte-carlo",
    "multiplayer-elo",
    "weng-lin",
    "face-down",
    // The settings of the config file and their values, named as the flags.
    "tie-doubles",
    "tie-safe",
    "deciding-round",
    "round-winner",
    "double-negative",
    "tie-break",
    "star-lines",
    "deck-stars",
    "deck-actions",
    // The id of a section of the HTML report.
    "head-to-head",
    // The start of the name of a journal of the sync folder.
    "skyjo-",
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The string literals of Rust source, in order: escapes, raw strings
/// (`r#"..."#`) and the char literals `'"'` and `'\''` taken into account, so
/// that HTML written with `\"` does not shift the rest of a file.
fn string_literals(source: &str) -> Vec<String> {
    let chars: Vec<char> = source.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '/' if chars.get(i + 1) == Some(&'/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '\'' if chars.get(i + 1) == Some(&'\\') => {
                // An escaped char literal: up to its closing quote.
                i += 3;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            }
            '\'' if chars.get(i + 2) == Some(&'\'') => i += 3,
            'r' if matches!(chars.get(i + 1), Some('#' | '"'))
                && !chars
                    .get(i.wrapping_sub(1))
                    .is_some_and(|c| c.is_alphanumeric() || *c == '_') =>
            {
                let mut j = i + 1;
                let mut hashes = 0;
                while chars.get(j) == Some(&'#') {
                    hashes += 1;
                    j += 1;
                }
                if chars.get(j) != Some(&'"') {
                    i += 1;
                    continue;
                }
                let start = j + 1;
                let mut k = start;
                while k < chars.len()
                    && !(chars[k] == '"' && (1..=hashes).all(|h| chars.get(k + h) == Some(&'#')))
                {
                    k += 1;
                }
                out.push(chars[start..k.min(chars.len())].iter().collect());
                i = k + 1 + hashes;
            }
            '"' => {
                let mut literal = String::new();
                i += 1;
                while i < chars.len() && chars[i] != '"' {
                    if chars[i] == '\\' {
                        i += 1;
                    }
                    if let Some(&c) = chars.get(i) {
                        literal.push(c);
                    }
                    i += 1;
                }
                out.push(literal);
                i += 1;
            }
            _ => i += 1,
        }
    }
    out
}

#[test]
fn string_literals_are_read_like_rust_reads_them() {
    let source = r##"let a = "x-y"; let q = '"'; let e = '\''; // "not-this"
        let h = "<p class=\"note\">"; let r = r#"{"k": "v"}"#; let b = "b-c";"##;
    assert_eq!(
        string_literals(source),
        ["x-y", "<p class=\"note\">", "{\"k\": \"v\"}", "b-c"]
    );
}

#[test]
fn every_message_id_in_the_code_is_in_the_catalog() {
    let en = catalogs().into_iter().find(|(c, _)| c == "en").unwrap().1;
    let english = messages("en", &en);
    let mut files = Vec::new();
    // The program and the engine: the engine returns message ids too.
    rust_files(&root().join("src"), &mut files);
    rust_files(&root().join("crates"), &mut files);
    let mut used = 0;
    let mut seen = BTreeSet::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for literal in string_literals(&text) {
            let literal = literal.as_str();
            let is_kebab = literal.contains('-')
                && literal
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                && literal.starts_with(|c: char| c.is_ascii_lowercase());
            if !is_kebab || NOT_IDS.contains(&literal) {
                continue;
            }
            used += 1;
            seen.insert(literal.to_string());
            assert!(
                english.contains_key(literal),
                "{} uses {literal:?}, which is not in i18n/en.ftl",
                file.display()
            );
        }
    }
    assert!(used > 250, "{used} ids found");
    // The options' help and placeholders are looked up by ids made at run
    // time (skyjo::flags::help): those the command line has are used.
    seen.extend(option_ids());
    // The other way round: a message nothing uses is a leftover.
    let unused: Vec<&String> = english.keys().filter(|id| !seen.contains(*id)).collect();
    assert!(unused.is_empty(), "messages no code uses: {unused:?}");
}

/// One concept of i18n/glossary.toml: its word in each language and the
/// words each language must not use for it.
#[derive(serde::Deserialize)]
struct Concept {
    id: String,
    #[serde(flatten)]
    words: BTreeMap<String, toml::Value>,
}

#[derive(serde::Deserialize)]
struct Glossary {
    concept: Vec<Concept>,
}

/// Where `phrase` stands in `text`: anywhere, but a phrase that ends in a
/// letter only where no letter follows it ("på hand" is not in "på handen").
fn says(text: &str, phrase: &str) -> bool {
    let ends_in_letter = phrase.chars().last().is_some_and(char::is_alphabetic);
    text.match_indices(phrase).any(|(at, _)| {
        !ends_in_letter
            || !text[at + phrase.len()..]
                .chars()
                .next()
                .is_some_and(char::is_alphabetic)
    })
}

/// The text of a catalog's messages: every line but its comments.
fn message_text(source: &str) -> String {
    source
        .lines()
        .filter(|l| !l.starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Each catalog keeps to the glossary (i18n/glossary.toml): it uses the word
/// of every concept, and none of the words ruled out for it. Each catalog
/// opens with its own list of the words, in its language, for a translator.
#[test]
fn each_catalog_keeps_to_the_glossary() {
    let glossary: Glossary =
        toml::from_str(&std::fs::read_to_string(root().join("i18n/glossary.toml")).unwrap())
            .unwrap();
    assert!(glossary.concept.len() >= 20, "the glossary is whole");
    let all = catalogs();
    let mut found = Vec::new();
    for (code, source) in &all {
        let text = message_text(source);
        for concept in &glossary.concept {
            let Some(word) = concept.words.get(code).and_then(toml::Value::as_str) else {
                found.push(format!("{code}: {} has no word", concept.id));
                continue;
            };
            if !says(&text.to_lowercase(), &word.to_lowercase()) {
                found.push(format!("{code}: {} ('{word}') is not used", concept.id));
            }
            let avoid = concept
                .words
                .get("avoid")
                .and_then(|a| a.get(code))
                .and_then(toml::Value::as_array);
            for phrase in avoid.into_iter().flatten() {
                let phrase = phrase.as_str().unwrap();
                for line in source.lines().filter(|l| !l.starts_with('#')) {
                    // The text, not the message's id (`rule-removed-mismatch`
                    // is no "match").
                    let text = match line.split_once(" = ") {
                        Some((id, text)) if !id.contains(' ') => text,
                        _ => line,
                    };
                    if says(text, phrase) {
                        found.push(format!(
                            "{code}: {} says '{phrase}', not '{word}': {line}",
                            concept.id
                        ));
                    }
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    for (code, glossary) in [
        ("da", "# skyjo, dansk. Ordliste:"),
        ("sv", "# skyjo, svenska. Ordlista:"),
        ("nb", "# skyjo, norsk (bokmål). Ordliste:"),
        ("de", "# skyjo, Deutsch. Glossar:"),
        ("fr", "# skyjo, français. Glossaire :"),
    ] {
        let source = &all.iter().find(|(c, _)| c == code).unwrap().1;
        assert!(source.starts_with(glossary), "{code}: no glossary on top");
    }
    // The finder itself: a phrase inside a longer word is not the phrase.
    assert!(says("kvar på hand.", "på hand") && !says("kvar på handen", "på hand"));
    let da = Lang::from_code("da").unwrap();
    let sv = Lang::from_code("sv").unwrap();
    let text = |lang, id: &'static str| skyjo::i18n::t(lang, id);
    assert!(text(da, "report-closest-note").contains("vinderen og nummer to"));
    assert!(
        skyjo::tr!(da, "prompt-player-or-start", seat = 3)
            .ends_with("(tryk bare Enter for at starte)")
    );
    assert!(
        skyjo::tr!(sv, "prompt-player-or-start", seat = 3)
            .ends_with("(tryck bara Enter för att börja)")
    );
    assert_eq!(text(sv, "ratings-col-rating"), "Rating");
}

/// The catalog ids of every option's help and placeholder on the command line.
fn option_ids() -> BTreeSet<String> {
    fn walk(command: &clap::Command, path: &str, out: &mut BTreeSet<String>) {
        for arg in command.get_arguments() {
            if let Some(id) = skyjo::flags::help::arg_help_id(path, arg.get_id().as_str()) {
                out.insert(id);
            }
            if arg.get_action().takes_values() {
                for name in arg.get_value_names().unwrap_or_default() {
                    out.insert(skyjo::flags::help::value_name_id(name));
                }
            }
        }
        for sub in command.get_subcommands() {
            let sub_path = if path.is_empty() {
                sub.get_name().to_string()
            } else {
                format!("{path} {}", sub.get_name())
            };
            // Every command's description, by an id made from its path.
            if sub.get_name() != "help" {
                out.insert(skyjo::flags::help::about_id(&sub_path));
            }
            walk(sub, &sub_path, out);
        }
    }
    let mut out = BTreeSet::new();
    walk(&skyjo::flags::help::command(Lang::EN), "", &mut out);
    out
}
