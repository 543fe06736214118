//! The check of the layers and of the circles (`scripts/module-cycles.sh`,
//! run by CI), run on a copy of src/ with an import planted in it.
//!
//! It reads every line of every file outside a test module: an import the
//! wrong way planted after a `#[cfg(test)] mod x;` line, or after a test
//! module's body, makes it fail. (It once stopped reading a file at its
//! first `#[cfg(test)] mod`, so most of `src/render/mod.rs` was never read.)
//!
//! Inside a folder, a circle of imports fails it: between two files, through
//! a front file (mod.rs) that holds logic of its own, through a name a front
//! file only re-exports (the file it comes from), and through a subfolder
//! (counted as one). The check once exempted every front file, so a circle
//! through one was not seen.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A copy of what the check reads (src/, README.md, the script) in a temp
/// dir, with `plant` applied to it; the check's exit and what it printed
/// (stderr, then stdout).
fn check_with(plant: impl Fn(&Path)) -> (bool, String) {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&root().join("src"), &dir.path().join("src"));
    std::fs::create_dir(dir.path().join("scripts")).unwrap();
    std::fs::copy(
        root().join("scripts/module-cycles.sh"),
        dir.path().join("scripts/module-cycles.sh"),
    )
    .unwrap();
    std::fs::copy(root().join("README.md"), dir.path().join("README.md")).unwrap();
    plant(dir.path());
    let out = Command::new("bash")
        .arg(dir.path().join("scripts/module-cycles.sh"))
        .output()
        .unwrap();
    (
        out.status.success(),
        format!(
            "{}{}",
            String::from_utf8_lossy(&out.stderr),
            String::from_utf8_lossy(&out.stdout)
        ),
    )
}

/// `text` added at the end of the file `file` (a path under the copy).
fn append(dir: &Path, file: &str, text: &str) {
    let path = file
        .split('/')
        .fold(dir.to_path_buf(), |p, part| p.join(part));
    let mut old = std::fs::read_to_string(&path).unwrap();
    old.push_str(text);
    std::fs::write(path, old).unwrap();
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// `text` with `line` inserted after the first line that is `after`.
fn insert_after(file: &Path, after: &str, line: &str) {
    let text = std::fs::read_to_string(file).unwrap();
    let (head, tail) = text
        .split_once(&format!("{after}\n"))
        .unwrap_or_else(|| panic!("{} has no line {after:?}", file.display()));
    std::fs::write(file, format!("{head}{after}\n{line}\n{tail}")).unwrap();
}

// Unix only: the check is a bash script (tsort from coreutils).
#[cfg(unix)]
#[test]
fn a_forbidden_import_after_a_test_module_fails_the_layer_check() {
    let (ok, err) = check_with(|_| {});
    assert!(ok, "the tree as it is passes: {err}");
    // render may not import cmd (cmd is above it): after `#[cfg(test)] mod contract;`.
    let (ok, err) = check_with(|dir| {
        insert_after(
            &dir.join("src/render/mod.rs"),
            "mod contract;",
            "use crate::cmd::Ctx;",
        )
    });
    assert!(
        !ok,
        "an import planted after a test module declaration passed"
    );
    assert!(
        err.contains("render imports cmd") || err.contains("loop"),
        "{err}"
    );
    // After a test module's body, at the end of a file: store may not import cmd.
    let (ok, err) = check_with(|dir| {
        let file = dir.join("src/store/backup.rs");
        let mut text = std::fs::read_to_string(&file).unwrap();
        text.push_str("\n#[cfg(test)]\nmod planted {\n    fn f() {}\n}\n\nfn after() {\n    crate::cmd::run();\n}\n");
        std::fs::write(file, text).unwrap();
    });
    assert!(!ok, "an import planted after a test module's body passed");
    assert!(
        err.contains("store imports cmd") || err.contains("loop"),
        "{err}"
    );
    // Inside a test module's body it is a test's import, as tests/ does.
    let (ok, err) = check_with(|dir| {
        let file = dir.join("src/store/backup.rs");
        let mut text = std::fs::read_to_string(&file).unwrap();
        text.push_str(
            "\n#[cfg(test)]\nmod planted {\n    fn f() {\n        crate::cmd::run();\n    }\n}\n",
        );
        std::fs::write(file, text).unwrap();
    });
    assert!(ok, "an import inside a test module failed the check: {err}");
}

// Unix only: the check is a bash script (tsort from coreutils).
#[cfg(unix)]
#[test]
fn the_tree_as_it_is_has_no_circle_inside_a_folder() {
    let (ok, out) = check_with(|_| {});
    assert!(ok, "{out}");
    assert!(
        out.contains("no circle inside a folder (a subfolder counted as one)"),
        "{out}"
    );
}

// Unix only: the check is a bash script.
#[cfg(unix)]
#[test]
fn a_circle_through_a_front_file_with_logic_fails_the_check() {
    // render/mod.rs given logic of its own that takes from view.rs, which
    // takes it back: the front file is a node like any file.
    let (ok, out) = check_with(|dir| {
        append(
            dir,
            "src/render/mod.rs",
            "\npub fn planted() -> String {\n    view::planted_view()\n}\n",
        );
        append(
            dir,
            "src/render/view.rs",
            "\npub fn planted_view() -> String {\n    super::planted()\n}\n",
        );
    });
    assert!(!ok, "a circle through render/mod.rs passed: {out}");
    let line = out
        .lines()
        .find(|l| l.starts_with("module-cycles: a circle in src/render/:"))
        .unwrap_or_else(|| panic!("no circle named in src/render/: {out}"));
    let members: Vec<&str> = line.rsplit(": ").next().unwrap().split(' ').collect();
    assert!(
        members.contains(&"mod.rs") && members.contains(&"view.rs"),
        "{out}"
    );
    assert!(out.contains("  mod.rs -> view.rs: planted_view"), "{out}");
    assert!(out.contains("  view.rs -> mod.rs: planted"), "{out}");
}

// Unix only: the check is a bash script.
#[cfg(unix)]
#[test]
fn a_circle_through_a_name_a_front_file_re_exports_fails_the_check() {
    // view.rs takes `Style` through render/mod.rs's `pub use style::Style`:
    // that is style.rs's; style.rs taking from view.rs closes a circle.
    let (ok, out) = check_with(|dir| {
        append(
            dir,
            "src/render/style.rs",
            "\nfn planted() -> String {\n    crate::render::view::output_or(true, &0, String::new)\n}\n",
        );
    });
    assert!(!ok, "a circle through a re-exported name passed: {out}");
    assert!(
        out.lines()
            .any(|l| l.starts_with("module-cycles: a circle in src/render/:")
                && l.contains("style.rs")
                && l.contains("view.rs")),
        "{out}"
    );
    assert!(out.contains("  view.rs -> style.rs: Style"), "{out}");
    assert!(out.contains("  style.rs -> view.rs: output_or"), "{out}");
}

// Unix only: the check is a bash script.
#[cfg(unix)]
#[test]
fn a_circle_through_a_subfolder_fails_the_check() {
    // Every screen of render/history/ takes `Screen` from view.rs; view.rs
    // taking a screen's words back closes a circle in src/render/, where
    // the subfolder is one node (the tie issue 50 found, planted again).
    let (ok, out) = check_with(|dir| {
        append(
            dir,
            "src/render/view.rs",
            "\nfn planted(lang: Lang) -> String {\n    super::history::import_progress(lang)\n}\n",
        );
    });
    assert!(!ok, "a circle through render/history/ passed: {out}");
    let line = out
        .lines()
        .find(|l| l.starts_with("module-cycles: a circle in src/render/:"))
        .unwrap_or_else(|| panic!("no circle named in src/render/: {out}"));
    assert!(
        line.contains("history/") && line.contains("view.rs"),
        "{out}"
    );
    assert!(
        out.contains("  view.rs -> history/: history/messages.rs: import_progress"),
        "{out}"
    );
    assert!(out.contains("  history/ -> view.rs: "), "{out}");
}
