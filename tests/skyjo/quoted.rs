//! The output README.md and docs/ quote is the program's own, as trycmd
//! checks a README's examples: each block of README.md and docs/*.md whose
//! first line is a command (`$ skyjo ...`, continued by lines ending in `\`)
//! is run, and what follows the command in the block is what it prints, line
//! for line. Only the commands whose output depends on nothing but their
//! arguments are run (`score`, and `advise` with a fixed seed and no history):
//! `serve` shows an address and a QR code, `sync` device ids and folders, an
//! error of `advise` a history of four games.

use crate::common;
use crate::common::RunOutput;

use std::path::{Path, PathBuf};

/// A command quoted in a document, and the lines quoted after it.
struct Quoted {
    file: String,
    args: Vec<String>,
    lines: Vec<String>,
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The words of a command line as a POSIX shell splits them (enough for the
/// documents: double and single quotes, no escapes inside them).
fn words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut quote: Option<char> = None;
    for c in line.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.get_or_insert_with(String::new).push(c),
            (None, '"' | '\'') => {
                quote = Some(c);
                word.get_or_insert_with(String::new);
            }
            (None, c) if c.is_whitespace() => words.extend(word.take()),
            (None, c) => word.get_or_insert_with(String::new).push(c),
        }
    }
    assert!(quote.is_none(), "an unclosed quote in {line:?}");
    words.extend(word);
    words
}

/// The commands quoted in `path`, each with the lines after it in its block.
fn quoted_in(path: &Path) -> Vec<Quoted> {
    let text = std::fs::read_to_string(path).unwrap();
    // With `/` on Windows too: the names the test lists are the same.
    let file = path
        .strip_prefix(root())
        .unwrap()
        .display()
        .to_string()
        .replace('\\', "/");
    let mut found = Vec::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if !line.starts_with("```") {
            continue;
        }
        let block: Vec<&str> = lines
            .by_ref()
            .take_while(|l| !l.starts_with("```"))
            .collect();
        let Some(first) = block.first() else { continue };
        if !first.starts_with("$ skyjo ") {
            continue;
        }
        let mut command = String::new();
        let mut rest = block.iter();
        for line in rest.by_ref() {
            let line = line.trim_start_matches("$ ");
            match line.strip_suffix('\\') {
                Some(part) => command.push_str(part),
                None => {
                    command.push_str(line);
                    break;
                }
            }
        }
        let mut args = words(&command);
        assert_eq!(args.remove(0), "skyjo", "{file}: {command}");
        found.push(Quoted {
            file: file.clone(),
            args,
            lines: rest.map(|l| l.to_string()).collect(),
        });
    }
    found
}

/// Whether the output of a quoted command depends on its arguments alone.
fn runs_alone(q: &Quoted) -> bool {
    let error = q.lines.first().is_some_and(|l| l.starts_with("error:"));
    match q.args.first().map(String::as_str) {
        Some("score") => true,
        Some("advise") => !error && q.args.iter().any(|a| a == "--totals"),
        _ => false,
    }
}

#[test]
fn the_output_the_documents_quote_is_printed_as_quoted() {
    let mut files = vec![root().join("README.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    files.extend(docs);
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.db");
    let mut checked = Vec::new();
    for q in files.iter().flat_map(|f| quoted_in(f)) {
        if !runs_alone(&q) {
            continue;
        }
        let out = common::skyjo(&db)
            .args(["--lang", "en"])
            .args(&q.args)
            .env("COLUMNS", "80")
            .run_output();
        assert!(
            out.status.success(),
            "{}: skyjo {:?}: {}",
            q.file,
            q.args,
            String::from_utf8_lossy(&out.stderr)
        );
        let printed = String::from_utf8_lossy(&out.stdout);
        assert_eq!(
            printed.lines().collect::<Vec<_>>(),
            q.lines,
            "{}: skyjo {:?}",
            q.file,
            q.args
        );
        checked.push(format!("{}: {}", q.file, q.args[0]));
    }
    // README's dispute checker and the advice of docs/advise.md at least.
    assert!(
        checked.iter().any(|c| c == "README.md: score")
            && checked.iter().any(|c| c == "docs/advise.md: advise"),
        "{checked:?}"
    );
}

/// The blocks of `text` in the document `name` of docs/, each as its lines.
fn text_blocks(name: &str) -> Vec<Vec<String>> {
    let text = std::fs::read_to_string(root().join("docs").join(name)).unwrap();
    let mut blocks = Vec::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if line == "```text" {
            let block = lines.by_ref().take_while(|l| !l.starts_with("```"));
            blocks.push(block.map(str::to_string).collect());
        }
    }
    blocks
}

/// docs/chances.md quotes the chances' lines as `status` prints them: the
/// precision with the count of games grouped (it said `20000`), and the line
/// of a game of Skyjo Action (it said `none for Skyjo Action`).
#[test]
fn the_chances_lines_quoted_are_the_programs() {
    let blocks = text_blocks("chances.md");
    let (classic, action) = (&blocks[0], &blocks[1]);
    let status = |edition: &str| {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("history.db");
        let run = |args: &[&str]| {
            let out = common::skyjo(&db)
                .args(["--lang", "en"])
                .args(args)
                .env("COLUMNS", "80")
                .run_output();
            assert!(out.status.success(), "{args:?}");
            String::from_utf8_lossy(&out.stdout).into_owned()
        };
        run(&["new", "Mormor", "Lisa", "Pelle", "--edition", edition]);
        run(&[
            "round",
            "--closer",
            "Lisa",
            "Mormor=20",
            "Lisa=5",
            "Pelle=30",
        ]);
        run(&["status"])
    };
    let printed = status("classic");
    assert!(printed.lines().any(|l| l == classic[1]), "{printed}");
    let printed = status("action");
    let printed: Vec<&str> = printed.lines().collect();
    assert!(
        printed
            .windows(action.len())
            .any(|w| w == action.as_slice()),
        "{printed:#?}"
    );
}

/// The sample game README.md shows is the sheet `skyjo demo` prints, line
/// for line (it showed a sheet of an older width, its legend on one line
/// where the program wraps it at 80 columns).
#[test]
fn the_readmes_sample_game_is_what_demo_prints() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let after = readme
        .split_once("The sample game of `skyjo demo`:")
        .expect("README.md shows the sample game")
        .1;
    let quoted: Vec<&str> = after
        .split("```")
        .nth(1)
        .unwrap()
        .trim_matches('\n')
        .lines()
        .collect();
    let dir = tempfile::tempdir().unwrap();
    let out = common::skyjo(&dir.path().join("history.db"))
        .args(["--lang", "en", "demo"])
        .env("COLUMNS", "80")
        .run_output();
    assert!(out.status.success());
    let printed = String::from_utf8_lossy(&out.stdout);
    let printed: Vec<&str> = printed.lines().collect();
    assert!(
        printed
            .windows(quoted.len())
            .any(|w| w == quoted.as_slice()),
        "README.md's sample game is not what skyjo demo prints:\n{}",
        printed.join("\n")
    );
}
