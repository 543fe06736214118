//! A history another process holds: the tests that wait past the busy
//! timeout (10 s) on purpose, most of their time asleep. Their bodies stand
//! with the tests of their part (serve, sync); they are run from here, under
//! a name that comes early, because libtest starts the tests in the order of
//! their names: started among the last, their waiting was the last 6 s of
//! `cargo test`, with a core idle (docs/performance.md).

#[test]
#[cfg(unix)]
fn serve_a_history_held_by_another_writer_is_503_with_retry_after_and_worded() {
    crate::serve::a_history_held_by_another_writer_is_503_with_retry_after_and_worded();
}

#[test]
fn serve_behind_another_process_s_lock_reads_go_on_and_each_write_answers_in_its_own_time() {
    crate::serve::behind_another_process_s_lock_reads_go_on_and_each_write_answers_in_its_own_time(
    );
}

#[test]
fn sync_a_second_sync_waits_as_long_as_the_first_works_and_says_so() {
    crate::sync::a_second_sync_waits_as_long_as_the_first_works_and_says_so();
}
