//! A release says one version everywhere: Cargo.toml, `skyjo --version`, the
//! newest release of CHANGELOG.md and the names of the packages that
//! `scripts/package.sh` writes; and one license: Cargo.toml's and LICENSE's.
//! The notices of the crates in each binary (THIRD-PARTY-LICENSES.txt, from
//! `scripts/third-party-licenses.py`) name every crate of the resolved graph
//! with its license and the whole text of every license file it ships.

use crate::common;

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

// The third-party notices: scripts/third-party-licenses.py TARGET, the
// THIRD-PARTY-LICENSES.txt of each package. Unix only, as its helpers: it
// runs the script with python3, as scripts/package.sh does (packages are made
// on Linux; the Windows test run under Wine has no Python).

/// The targets whose binaries are packaged.
#[cfg(unix)]
const PACKAGED_TARGETS: [&str; 2] = ["x86_64-unknown-linux-musl", "x86_64-pc-windows-gnu"];

/// `cargo metadata --locked --filter-platform TARGET` of this package.
#[cfg(unix)]
fn cargo_metadata(target: &str) -> serde_json::Value {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let out = std::process::Command::new(cargo)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["metadata", "--locked", "--format-version", "1"])
        .args(["--filter-platform", target])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// The crates in skyjo's binary for the metadata's platform: those reached
/// from skyjo through normal dependencies, as "name version" with their
/// package from the metadata.
#[cfg(unix)]
fn crates_in_the_binary(
    metadata: &serde_json::Value,
) -> std::collections::BTreeMap<String, serde_json::Value> {
    let resolve = &metadata["resolve"];
    let root = resolve["root"].as_str().unwrap();
    let node = |id: &str| {
        resolve["nodes"]
            .as_array()
            .unwrap()
            .iter()
            .find(|n| n["id"] == id)
            .unwrap()
            .clone()
    };
    let mut reached = std::collections::BTreeSet::new();
    let mut todo = vec![root.to_string()];
    while let Some(id) = todo.pop() {
        for dep in node(&id)["deps"].as_array().unwrap() {
            let normal = dep["dep_kinds"]
                .as_array()
                .unwrap()
                .iter()
                .any(|k| k["kind"].is_null());
            let pkg = dep["pkg"].as_str().unwrap().to_string();
            if normal && pkg != root && reached.insert(pkg.clone()) {
                todo.push(pkg);
            }
        }
    }
    // The workspace's own crates (the rules engine) are ours, not a third party's.
    let ours: Vec<&str> = metadata["workspace_members"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|m| m.as_str())
        .collect();
    metadata["packages"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| reached.contains(p["id"].as_str().unwrap()))
        .filter(|p| !ours.contains(&p["id"].as_str().unwrap()))
        .map(|p| {
            (
                format!(
                    "{} {}",
                    p["name"].as_str().unwrap(),
                    p["version"].as_str().unwrap()
                ),
                p.clone(),
            )
        })
        .collect()
}

/// Whether python3 is on the PATH: outside CI a machine without it skips
/// these tests (`cargo test` needs only Rust and a C compiler); in CI it
/// must be there (`.ci/run` installs it).
#[cfg(unix)]
fn python3() -> bool {
    let found = common::on_path("python3").is_some();
    if !found {
        common::needed_outside_ci(
            "python3 is needed for the third-party license tests in CI: .ci/run installs it",
        );
        common::skipped(
            "python3 is not installed, which scripts/third-party-licenses.py needs (apt-get install python3)",
        );
    }
    found
}

/// What scripts/third-party-licenses.py prints (or its error): `metadata`
/// from a file in place of cargo's when given.
#[cfg(unix)]
fn third_party_licenses(target: &str, metadata: Option<&Path>) -> Result<String, String> {
    let mut cmd = std::process::Command::new("python3");
    cmd.arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/third-party-licenses.py"));
    if let Some(file) = metadata {
        cmd.arg("--metadata").arg(file);
    }
    let out = cmd.arg(target).output().expect("python3 runs");
    if out.status.success() {
        Ok(String::from_utf8(out.stdout).unwrap())
    } else {
        Err(String::from_utf8(out.stderr).unwrap())
    }
}

/// One crate's line in THIRD-PARTY-LICENSES.txt: its license expression,
/// the numbers of its texts, the note under it (if any).
#[cfg(unix)]
#[derive(Debug)]
struct Listed {
    license: String,
    texts: Vec<usize>,
    note: String,
}

/// One text of THIRD-PARTY-LICENSES.txt: the crates that ship it with the
/// file they ship it as ("name version", "LICENSE-MIT"), and the text.
#[cfg(unix)]
#[derive(Debug, Default)]
struct Text {
    shipped_by: Vec<(String, String)>,
    body: String,
}

/// THIRD-PARTY-LICENSES.txt read back: its crates by "name version", and its
/// texts by number.
#[cfg(unix)]
fn read_notices(
    notices: &str,
) -> (
    std::collections::BTreeMap<String, Listed>,
    std::collections::BTreeMap<usize, Text>,
) {
    let rule = "=".repeat(78);
    let lines: Vec<&str> = notices.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.starts_with("Crates ("))
        .expect("a crate list")
        + 2;
    let mut crates = std::collections::BTreeMap::new();
    let mut at = start;
    let mut last = String::new();
    while lines[at] != rule {
        let line = lines[at];
        at += 1;
        if line.is_empty() {
            continue;
        }
        if let Some(note) = line.strip_prefix("    ") {
            let listed: &mut Listed = crates.get_mut(&last).unwrap();
            listed.note = format!("{} {note}", listed.note).trim().to_string();
            continue;
        }
        let fields: Vec<&str> = line.split("  ").collect();
        assert_eq!(fields.len(), 3, "name version  license  texts: {line:?}");
        last = fields[0].trim_end_matches(" (proc-macro)").to_string();
        let numbers = fields[2].strip_prefix("texts: ").expect(line);
        let listed = Listed {
            license: fields[1].to_string(),
            texts: numbers.split(", ").map(|n| n.parse().unwrap()).collect(),
            note: String::new(),
        };
        assert!(
            crates.insert(last.clone(), listed).is_none(),
            "{last} twice"
        );
    }
    // "=====", "[N] FILE, shipped by:", "    CRATE (FILE)"..., "=====", the text.
    let mut texts = std::collections::BTreeMap::new();
    let mut current: Option<usize> = None;
    while at < lines.len() {
        let heading = lines.get(at + 1).and_then(|l| {
            let (number, rest) = l.strip_prefix('[')?.split_once("] ")?;
            rest.ends_with(", shipped by:")
                .then(|| number.parse::<usize>().ok())?
        });
        if lines[at] == rule
            && let Some(number) = heading
        {
            let mut text = Text::default();
            at += 2;
            while lines[at] != rule {
                let (krate, file) = lines[at].trim().rsplit_once(" (").unwrap();
                text.shipped_by
                    .push((krate.to_string(), file.trim_end_matches(')').to_string()));
                at += 1;
            }
            assert!(texts.insert(number, text).is_none(), "text {number} twice");
            current = Some(number);
        } else {
            let text: &mut Text = texts.get_mut(&current.unwrap()).unwrap();
            text.body.push_str(lines[at]);
            text.body.push('\n');
        }
        at += 1;
    }
    for text in texts.values_mut() {
        text.body = text.body.trim_matches('\n').to_string();
    }
    (crates, texts)
}

/// A license file's text as the notices carry it: Unix line ends, no blank
/// at the end of a line nor blank lines around it.
#[cfg(unix)]
fn as_carried(text: &str) -> String {
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    let lines: Vec<&str> = text.split('\n').map(str::trim_end).collect();
    lines.join("\n").trim_matches('\n').to_string()
}

/// The license files a crate ships in its own folder.
#[cfg(unix)]
fn license_files(package: &serde_json::Value) -> Vec<(String, String)> {
    let folder = Path::new(package["manifest_path"].as_str().unwrap())
        .parent()
        .unwrap();
    let mut files: Vec<(String, String)> = std::fs::read_dir(folder)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file())
        .filter_map(|p| {
            let name = p.file_name()?.to_str()?.to_string();
            let upper = name.to_uppercase();
            [
                "LICENSE",
                "LICENCE",
                "COPYING",
                "COPYRIGHT",
                "NOTICE",
                "UNLICENSE",
            ]
            .iter()
            .any(|prefix| upper.starts_with(prefix))
            .then(|| (name, as_carried(&std::fs::read_to_string(&p).unwrap())))
        })
        .filter(|(_, text)| !text.is_empty())
        .collect();
    files.sort();
    files
}

#[cfg(unix)]
#[test]
fn the_third_party_licenses_name_every_crate_in_the_binary_with_its_license_texts() {
    if !python3() {
        return;
    }
    for target in PACKAGED_TARGETS {
        let metadata = cargo_metadata(target);
        let in_binary = crates_in_the_binary(&metadata);
        let notices = third_party_licenses(target, None).unwrap();
        assert!(notices.starts_with(&format!(
            "Third-party licenses of skyjo {} for {target}\n",
            env!("CARGO_PKG_VERSION")
        )));
        // rusqlite bundles SQLite: named, with its public-domain blessing.
        assert!(notices.contains("\nSQLite 3."), "{target}: SQLite");
        assert!(
            notices.contains("is in the public domain"),
            "{target}: SQLite"
        );
        assert!(notices.contains("The author disclaims copyright to this source code."));
        let (listed, texts) = read_notices(&notices);
        assert_eq!(
            listed.keys().collect::<Vec<_>>(),
            in_binary.keys().collect::<Vec<_>>(),
            "{target}: the crates listed are the crates in the binary"
        );
        assert!(
            in_binary.contains_key("rusqlite 0.43.0"),
            "{target}: the graph was walked"
        );
        for (krate, package) in &in_binary {
            let entry = &listed[krate];
            assert_eq!(
                entry.license,
                package["license"].as_str().unwrap(),
                "{target}: {krate}'s license as its Cargo.toml says"
            );
            assert!(
                !entry.texts.is_empty(),
                "{target}: {krate} has no license text"
            );
            for number in &entry.texts {
                let text = &texts[number];
                assert!(
                    text.body.trim().len() > 100,
                    "{target}: text {number} is empty"
                );
                assert!(
                    text.shipped_by.iter().any(|(by, _)| by == krate),
                    "{target}: text {number} does not name {krate}"
                );
            }
            let files = license_files(package);
            if files.is_empty() {
                // Then the standard text of a license it allows, said so.
                assert!(
                    entry.note.starts_with("ships no license file"),
                    "{krate}: {entry:?}"
                );
                let text = &texts[&entry.texts[0]];
                assert!(
                    text.body.contains("Permission is hereby granted"),
                    "{krate}: MIT"
                );
            }
            // Every license file it ships, whole.
            for (file, content) in &files {
                let carried = entry
                    .texts
                    .iter()
                    .map(|n| &texts[n])
                    .find(|t| t.shipped_by.iter().any(|(by, f)| by == krate && f == file));
                let carried = carried.unwrap_or_else(|| panic!("{target}: {krate}'s {file}"));
                assert_eq!(&carried.body, content, "{krate}'s {file}");
            }
        }
    }
}

#[cfg(unix)]
#[test]
fn a_new_crate_is_listed_with_its_license_and_one_without_a_notice_is_refused() {
    if !python3() {
        return;
    }
    let target = PACKAGED_TARGETS[0];
    let dir = tempfile::tempdir().unwrap();
    let real = cargo_metadata(target);
    // The real graph with one more crate that skyjo depends on (`kind` null
    // for a normal dependency, "build" for a build script's).
    let with_crate =
        |license: &str, license_text: Option<&str>, kind: Option<&str>| {
            let mut metadata = real.clone();
            let folder = dir.path().join(format!("new-crate-{}", license.len()));
            std::fs::create_dir_all(&folder).unwrap();
            if let Some(text) = license_text {
                std::fs::write(folder.join("LICENSE"), text).unwrap();
            }
            let id = "registry+https://example.invalid#new-crate@9.9.9";
            metadata["packages"].as_array_mut().unwrap().push(serde_json::json!({
            "name": "new-crate", "version": "9.9.9", "id": id, "license": license,
            "license_file": null, "authors": ["Ada Example"], "targets": [{"kind": ["lib"]}],
            "manifest_path": folder.join("Cargo.toml"),
        }));
            let root = metadata["resolve"]["root"].clone();
            let nodes = metadata["resolve"]["nodes"].as_array_mut().unwrap();
            nodes.push(serde_json::json!({"id": id, "deps": [], "features": []}));
            let skyjo = nodes.iter_mut().find(|n| n["id"] == root).unwrap();
            skyjo["deps"]
                .as_array_mut()
                .unwrap()
                .push(serde_json::json!({
                    "name": "new_crate", "pkg": id, "dep_kinds": [{"kind": kind, "target": null}],
                }));
            let file = dir.path().join("metadata.json");
            std::fs::write(&file, metadata.to_string()).unwrap();
            third_party_licenses(target, Some(&file))
        };
    let new_crate = |notices: &str| read_notices(notices).0.remove("new-crate 9.9.9");

    // Its own license file, word for word.
    let own = "Copyright (c) 2026 Ada Example\n\nPermission to use ... is granted.\n";
    let notices = with_crate("MIT", Some(own), None).unwrap();
    let listed = new_crate(&notices).expect("listed");
    assert_eq!(listed.license, "MIT");
    let (_, texts) = read_notices(&notices);
    assert_eq!(texts[&listed.texts[0]].body.trim(), own.trim());

    // None: the standard MIT text, the authors, and a note saying so.
    let notices = with_crate("Apache-2.0 OR MIT", None, None).unwrap();
    let listed = new_crate(&notices).expect("listed");
    assert!(
        listed
            .note
            .starts_with("ships no license file; the standard MIT text")
    );
    assert!(listed.note.contains("Ada Example"), "{listed:?}");
    let (_, texts) = read_notices(&notices);
    assert!(texts[&listed.texts[0]].body.starts_with("MIT License\n"));

    // None, and a license with no standard text here: no notices at all.
    let refused = with_crate("LicenseRef-Proprietary", None, None).unwrap_err();
    assert!(refused.contains("new-crate 9.9.9 (LicenseRef-Proprietary) ships no license file"));

    // A build script's crate is not in the binary: not listed.
    let notices = with_crate("LicenseRef-Proprietary", None, Some("build")).unwrap();
    assert!(new_crate(&notices).is_none());
}
