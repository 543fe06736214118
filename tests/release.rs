//! A release says one version everywhere: Cargo.toml, `skyjo --version`, the
//! newest release of CHANGELOG.md and the names of the packages that
//! `scripts/package.sh` writes; and one license: Cargo.toml's and LICENSE's.

mod common;

use std::path::Path;

fn read(file: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(file)).unwrap()
}

/// The value of `key = "..."` in Cargo.toml's `[package]` table.
fn package_field(key: &str) -> String {
    let manifest = read("Cargo.toml");
    let package = manifest
        .split("\n[")
        .find(|table| table.starts_with("[package]"))
        .expect("Cargo.toml has a [package] table");
    package
        .lines()
        .find_map(|line| {
            let (name, value) = line.split_once('=')?;
            (name.trim() == key).then(|| value.trim().trim_matches('"').to_string())
        })
        .unwrap_or_else(|| panic!("no {key} in [package]"))
}

/// The newest release in CHANGELOG.md: its version and its section.
fn newest_release() -> (String, String) {
    let changelog = read("CHANGELOG.md");
    let mut sections = changelog.split("\n## [").skip(1);
    let unreleased = sections.next().expect("a section");
    assert!(
        unreleased.starts_with("Unreleased]"),
        "Keep a Changelog: [Unreleased] comes first"
    );
    let release = sections.next().expect("a release under [Unreleased]");
    let (version, rest) = release.split_once(']').unwrap();
    // "## [0.1.0] - 2026-11-30": a date in ISO form after the version.
    let date = rest.lines().next().unwrap().trim_start_matches(" - ");
    let digits: Vec<&str> = date.split('-').collect();
    assert!(
        digits.len() == 3 && [4, 2, 2] == [digits[0].len(), digits[1].len(), digits[2].len()],
        "the release heading has a YYYY-MM-DD date: {date:?}"
    );
    (version.to_string(), release.to_string())
}

#[test]
fn cargo_toml_the_binary_and_the_changelog_say_one_version() {
    let version = package_field("version");
    assert_eq!(version, env!("CARGO_PKG_VERSION"));
    let h = common::History::new();
    assert_eq!(h.ok(&["--version"]).trim_end(), format!("skyjo {version}"));
    let (released, _) = newest_release();
    assert_eq!(released, version, "CHANGELOG.md's newest release");
}

#[test]
fn cargo_toml_and_license_say_one_license() {
    assert_eq!(package_field("license"), "MIT");
    let license = read("LICENSE");
    assert!(license.starts_with("MIT License\n"), "{license}");
    assert!(license.contains("Permission is hereby granted, free of charge"));
}

// Unix only: it runs scripts/package.sh with bash (a Windows machine packages
// nothing; CI packages on Linux).
#[cfg(unix)]
#[test]
fn the_packages_are_named_by_the_version_and_the_changelog_names_them() {
    let version = package_field("version");
    let out = std::process::Command::new("bash")
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/package.sh"))
        .args(["--names", &version])
        .output()
        .unwrap();
    assert!(out.status.success());
    let names: Vec<String> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect();
    assert_eq!(
        names,
        [
            format!("skyjo-{version}-x86_64-unknown-linux-musl.tar.gz"),
            format!("skyjo_{version}_amd64.deb"),
            format!("skyjo-{version}-x86_64-pc-windows-gnu.zip"),
        ]
    );
    let (_, release) = newest_release();
    for name in &names {
        assert!(
            release.contains(name),
            "CHANGELOG.md's release names {name}"
        );
    }
}
