//! A whole round from arbitrary input: see `skyjo::fuzzing::round_input`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| skyjo::fuzzing::round_input(data));
