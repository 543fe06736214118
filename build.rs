//! Embeds every catalog of `i18n/` in the binary: a language is one file,
//! `i18n/<code>.ftl`, and nothing else. English comes first: it is the
//! fallback for a message another catalog lacks.

use std::fmt::Write;

fn main() {
    println!("cargo::rerun-if-changed=i18n");
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
    let target = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("catalogs.rs");
    std::fs::write(target, out).expect("write catalogs.rs");
}
