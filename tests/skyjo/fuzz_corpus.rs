//! Replays the committed fuzz corpus and any crash inputs (`fuzz/corpus`,
//! `fuzz/artifacts`) through the fuzz targets' checks, so what the fuzzer
//! found stays fixed without nightly or cargo-fuzz.

use std::path::Path;

fn replay(target: &str, check: fn(&[u8])) -> usize {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz");
    let mut replayed = 0;
    for dir in [
        root.join("corpus").join(target),
        root.join("artifacts").join(target),
    ] {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            let data = std::fs::read(&path).unwrap();
            if let Err(panic) = std::panic::catch_unwind(|| check(&data)) {
                panic!("{} fails again: {panic:?}", path.display());
            }
            replayed += 1;
        }
    }
    replayed
}

#[test]
fn the_grid_text_corpus_passes() {
    assert!(replay("grid_text", skyjo::fuzzing::entry_text) >= 6);
}

#[test]
fn the_score_round_corpus_passes() {
    assert!(replay("score_round", skyjo::fuzzing::round_input) >= 3);
}
