//! Embeds every catalog of `i18n/` in the binary: a language is one file,
//! `i18n/<code>.ftl`, and nothing else. English comes first: it is the
//! fallback for a message another catalog lacks. Beside each catalog, where
//! each of its messages stands in it (`ENTRIES`), so that a command parses
//! only the messages it words (src/i18n/catalog.rs).

use std::fmt::Write;

fn main() {
    println!("cargo::rerun-if-changed=i18n");
    debug_binary_without_pie();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("i18n");
    let mut codes: Vec<String> = std::fs::read_dir(&dir)
        .expect("the i18n folder")
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            name.strip_suffix(".ftl").map(str::to_string)
        })
        .collect();
    codes.sort_by_key(|c| (c != "en", c.clone()));
    assert_eq!(
        codes.first().map(String::as_str),
        Some("en"),
        "i18n/en.ftl is missing"
    );
    let mut out =
        String::from("/// Every catalog: (language code, Fluent source), English first.\n");
    out.push_str("pub(crate) const CATALOGS: &[(&str, &str)] = &[\n");
    // The path is made when the crate compiles, not here: a build output
    // shared by two checkouts must not point into the other one.
    for code in &codes {
        writeln!(
            out,
            "    ({code:?}, include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/i18n/{code}.ftl\"))),"
        )
        .unwrap();
    }
    out.push_str("];\n");
    out.push_str(
        "/// Each catalog's messages by id (sorted): the bytes of its entry in the source.\n",
    );
    out.push_str("pub(crate) const ENTRIES: &[&[(&str, u32, u32)]] = &[\n");
    for code in &codes {
        let source = std::fs::read_to_string(dir.join(format!("{code}.ftl")))
            .unwrap_or_else(|e| panic!("i18n/{code}.ftl: {e}"));
        out.push_str("    &[\n");
        for (id, start, end) in entries(&source) {
            writeln!(out, "        ({id:?}, {start}, {end}),").unwrap();
        }
        out.push_str("    ],\n");
    }
    out.push_str("];\n");
    let target = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("catalogs.rs");
    std::fs::write(target, out).expect("write catalogs.rs");
}

/// Each message of a Fluent `source`, by id, with the bytes of its entry:
/// an entry starts on a line that starts with its id, and runs to the next
/// line that starts at the margin with a letter (the next message), `-` (a
/// term) or `#` (a comment). Every other line (indented, blank, a `}` or a
/// variant at the margin) goes on the entry before it. Sorted by id; of two
/// entries of one id, the first (as Fluent keeps it). A test of
/// src/i18n/catalog.rs checks this against a whole parse of every catalog.
fn entries(source: &str) -> Vec<(String, usize, usize)> {
    let mut entries = Vec::new();
    let mut open: Option<(String, usize)> = None;
    let mut at = 0;
    for line in source.split_inclusive('\n') {
        let first = line.as_bytes().first().copied().unwrap_or(b' ');
        if first.is_ascii_alphabetic() || first == b'-' || first == b'#' {
            if let Some((id, start)) = open.take() {
                entries.push((id, start, at));
            }
            if first.is_ascii_alphabetic() {
                let end = line
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
                    .unwrap_or(line.len());
                open = Some((line[..end].to_string(), at));
            }
        }
        at += line.len();
    }
    if let Some((id, start)) = open {
        entries.push((id, start, source.len()));
    }
    // Stable: the first of two entries of one id stays first.
    entries.sort_by(|a, b| a.0.cmp(&b.0));
    entries.dedup_by(|later, first| later.0 == first.0);
    entries
}

/// The debug build of `skyjo` on Linux is linked as a position-dependent
/// executable: the tests start it some 6,700 times, and as a PIE the
/// dynamic loader first patched 37,000 addresses in it (every panic's place,
/// every vtable) and copied the pages they stand on, at every start: 5.4 ->
/// 4.6 ms for `skyjo games`, 6.8 -> 5.8 million instructions
/// (docs/performance.md). The release build, the one people run, keeps PIE
/// (and so its place in memory drawn at random at every start).
fn debug_binary_without_pie() {
    let var = |name: &str| std::env::var(name).unwrap_or_default();
    if var("PROFILE") == "debug"
        && var("CARGO_CFG_TARGET_OS") == "linux"
        && var("CARGO_CFG_TARGET_ENV") == "gnu"
    {
        println!("cargo::rustc-link-arg-bins=-no-pie");
    }
}
