//! The review sheet (`cargo run --example wording-sheet -- da`): made for
//! every catalog, with every message filled in and none left unfilled.

#[path = "../../examples/wording-sheet/sheet.rs"]
#[allow(dead_code)]
mod sheet;

use skyjo::i18n::Lang;

/// Every language's sheet holds every message of the catalogs, each filled
/// in (no `{ $name }` left, no Fluent error), under the screen that shows
/// it; it is written under target/ as the example writes it.
#[test]
fn the_review_sheet_fills_every_message_in_every_language() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("wording-sheet");
    std::fs::create_dir_all(&dir).unwrap();
    let mut sizes = Vec::new();
    for lang in Lang::all() {
        let made = sheet::sheet(lang);
        assert!(
            made.problems.is_empty(),
            "{}: {}",
            lang.code(),
            made.problems.join("\n")
        );
        assert!(
            made.messages > 900,
            "{}: {} messages",
            lang.code(),
            made.messages
        );
        // Every message is on the sheet, under a screen's heading.
        let listed = made
            .markdown
            .lines()
            .filter(|l| l.starts_with("- `"))
            .count();
        assert_eq!(listed, made.messages, "{}", lang.code());
        assert!(!made.markdown.contains("(before any section)"));
        std::fs::write(dir.join(format!("{}.md", lang.code())), &made.markdown).unwrap();
        sizes.push(made.messages);
    }
    assert!(sizes.len() >= 3 && sizes.windows(2).all(|w| w[0] == w[1]));
    // The filled lines are the ones a reader meets: a doubled closer, a line
    // removed at the reveal, an Action line with a star, a plural at 1.
    let da = sheet::sheet(Lang::from_code("da").unwrap()).markdown;
    for line in [
        "> Spillet er slut efter 3 runder: Åse vandt med 87 point i alt.",
        "> Jørgen afsluttede med 19; Åse har 14: Jørgen er ikke lavest og fordobles til 38",
        "> kolonne 1 (tre femmere), da kortene blev vendt til sidst",
        "> Spillet er slut efter 1 runde:",
    ] {
        assert!(da.contains(line), "the Danish sheet lacks {line}");
    }
}
