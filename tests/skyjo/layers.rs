//! The check of the layers (`scripts/module-cycles.sh`, run by CI) reads
//! every line of every file outside a test module: an import the wrong way
//! planted after a `#[cfg(test)] mod x;` line, or after a test module's body,
//! makes it fail. (It once stopped reading a file at its first
//! `#[cfg(test)] mod`, so most of `src/render/mod.rs` was never read.)

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A copy of what the check reads (src/, README.md, the script) in a temp
/// dir, with `plant` applied to it; the check's exit and its stderr.
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
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
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
