//! The review sheet of a catalog, for a native reader: every message filled
//! in with realistic values, grouped by the screen that shows it.
//!
//! ```sh
//! cargo run --example wording-sheet -- da    # writes target/wording-sheet/da.md
//! ```

mod sheet;

use std::process::ExitCode;

fn main() -> ExitCode {
    let code = std::env::args().nth(1).unwrap_or_else(|| "en".to_string());
    let Some(lang) = skyjo::i18n::Lang::from_code(&code) else {
        eprintln!(
            "error: there is no catalog '{code}'; give one of {}",
            skyjo::i18n::Lang::codes().join(", ")
        );
        return ExitCode::FAILURE;
    };
    let made = sheet::sheet(lang);
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/wording-sheet");
    let path = dir.join(format!("{}.md", lang.code()));
    if let Err(err) =
        std::fs::create_dir_all(&dir).and_then(|()| std::fs::write(&path, &made.markdown))
    {
        eprintln!("error: cannot write {}: {err}", path.display());
        return ExitCode::FAILURE;
    }
    println!("{}: {} messages", path.display(), made.messages);
    for problem in &made.problems {
        eprintln!("not filled: {problem}");
    }
    if made.problems.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
