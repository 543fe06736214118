//! Any text typed as a player's entry: see `skyjo::fuzzing::entry_text`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| skyjo::fuzzing::entry_text(data));
