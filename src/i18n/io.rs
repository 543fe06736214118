//! The catalog's words for the common failures of the file system.

/// The message id of a common failure of the file system (`io-not-found`,
/// ...); `None` for the rest, which keep the system's own words.
pub fn io_message_id(kind: std::io::ErrorKind) -> Option<&'static str> {
    use std::io::ErrorKind as K;
    Some(match kind {
        K::NotFound => "io-not-found",
        K::PermissionDenied => "io-permission-denied",
        K::AlreadyExists => "io-already-exists",
        K::IsADirectory => "io-is-a-directory",
        K::NotADirectory => "io-not-a-directory",
        K::ReadOnlyFilesystem => "io-read-only",
        K::StorageFull => "io-storage-full",
        _ => return None,
    })
}
