//! The journals of the shared folder (`skyjo sync`): one file per device,
//! `skyjo-DEVICE.jsonl`, written by that device only, read by every device.
//! The first line says the format and the device; every next line is one
//! operation (`crate::store::Op`) as JSON. What file-sync engines do to files
//! is met here: a last line copied halfway is left for the next read; a
//! copy an engine made of a journal (Syncthing's `.sync-conflict-`,
//! Dropbox's "conflicted copy") is read as one more journal of its device; a
//! journal shorter than it was, or ending otherwise, was replaced by an older
//! copy and is read again from its start. No SQL here: the store keeps what
//! was read.

use std::collections::HashMap;
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::i18n::{Message, Worded};
use crate::msg;
use crate::store::{FilePosition, Op, ReadOp, is_own};

/// The format of the journals this skyjo writes and reads.
pub const FORMAT: u32 = 1;

/// The longest line read, in bytes: a longer one is refused.
pub const LINE_MAX: usize = 1 << 20;

/// How many bytes before the read position are kept to know the file again.
const TAIL: usize = 64;

/// The first line of a journal.
#[derive(Debug, Serialize, Deserialize)]
struct Header {
    skyjo_journal: u32,
    device: String,
}

/// The file name of `device`'s journal.
pub fn file_name(device: &str) -> String {
    format!("skyjo-{device}.jsonl")
}

/// The device a journal's file name says: `skyjo-DEVICE.jsonl`, or a copy a
/// file-sync engine made of it (`skyjo-DEVICE.sync-conflict-....jsonl`,
/// `skyjo-DEVICE (Anna's conflicted copy 2026-12-03).jsonl`).
pub fn device_of(name: &str) -> Option<&str> {
    let rest = name.strip_prefix("skyjo-")?;
    if !name.ends_with(".jsonl") {
        return None;
    }
    let end = rest
        .find(|c: char| !c.is_ascii_alphanumeric())
        .unwrap_or(rest.len());
    (end > 0).then(|| &rest[..end])
}

/// A new device id: 16 hex digits.
pub fn new_device_id() -> String {
    let mut bytes = [0u8; 8];
    // Without the system's randomness the time still parts two devices.
    if getrandom::fill(&mut bytes).is_err() {
        bytes = (std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0))
        .to_be_bytes();
    }
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// What was read of one journal.
#[derive(Debug)]
pub struct JournalRead {
    /// Its file name.
    pub name: String,
    /// The device its name says.
    pub device: String,
    /// Its operations read, each with its line.
    pub ops: Vec<ReadOp>,
    /// The lines left out.
    pub bad: Vec<BadLine>,
    /// Where the next read starts.
    pub position: FilePosition,
    /// Read again from its start: it was replaced by an older copy.
    pub again: bool,
    /// It ends in a line still being copied, left for the next read.
    pub torn: bool,
    /// The journal refused whole (not a journal, a newer format, another
    /// device's header): nothing of it read, its position kept.
    pub refused: bool,
}

/// A line left out of a journal.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BadLine {
    /// The file.
    pub file: String,
    /// The line, from 1.
    pub line: u64,
    /// What is wrong with it.
    pub problem: LineProblem,
}

/// What is wrong with a line of a journal.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "why", rename_all = "kebab-case")]
pub enum LineProblem {
    /// Not an operation: not JSON, or not one of ours.
    NotJson {
        /// What the JSON reader said.
        detail: String,
        /// Whether the line ends before its operation does: a line cut in
        /// the middle (a write cut short), not a line of something else.
        #[serde(skip)]
        cut: bool,
    },
    /// Longer than [`LINE_MAX`].
    TooLong,
    /// An operation of another device than the journal's.
    OtherDevice {
        /// The operation's id.
        id: String,
    },
    /// The first line is not a journal's.
    NotAJournal,
    /// A journal of a newer format than this skyjo reads.
    NewerFormat {
        /// Its format.
        found: u32,
    },
    /// The first line names another device than the file's name.
    HeaderDevice {
        /// The device the line names.
        device: String,
    },
}

impl BadLine {
    /// The problem as a message of the catalogs.
    pub fn message(&self) -> Message {
        let (file, line) = (&self.file, self.line);
        match &self.problem {
            LineProblem::NotJson { detail, .. } => {
                msg!(
                    "sync-line-not-json",
                    file = file,
                    line = line,
                    detail = detail
                )
            }
            LineProblem::TooLong => {
                msg!(
                    "sync-line-too-long",
                    file = file,
                    line = line,
                    max = LINE_MAX
                )
            }
            LineProblem::OtherDevice { id } => {
                msg!("sync-line-other-device", file = file, line = line, id = id)
            }
            LineProblem::NotAJournal => msg!("sync-not-a-journal", file = file),
            LineProblem::NewerFormat { found } => msg!(
                "sync-newer-format",
                file = file,
                found = *found,
                known = FORMAT
            ),
            LineProblem::HeaderDevice { device } => {
                msg!("sync-header-device", file = file, device = device)
            }
        }
    }
}

/// What cannot be done with the journals of the folder (the command's own
/// errors, a folder never named or operations left out, are
/// `cmd::sync`'s).
#[derive(Debug, thiserror::Error)]
#[error("{}", crate::i18n::english(&self.message()))]
pub enum JournalError {
    /// The folder is not there (a USB stick not plugged in).
    FolderMissing {
        /// The folder.
        dir: String,
    },
    /// A journal cannot be read.
    CannotRead {
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// This device's journal cannot be written (a read-only folder).
    CannotWrite {
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
}

impl JournalError {
    /// The error as a message of the catalogs.
    pub fn message(&self) -> Message {
        match self {
            JournalError::FolderMissing { dir } => msg!("sync-folder-missing", dir = dir),
            JournalError::CannotRead { path, .. } => msg!("sync-cannot-read", path = path),
            JournalError::CannotWrite { path, .. } => msg!("sync-cannot-write", path = path),
        }
    }
}

impl Worded for JournalError {
    fn words(&self) -> Option<Message> {
        Some(self.message())
    }
}

/// Checks that `dir` is a folder.
pub fn check_folder(dir: &Path) -> Result<(), JournalError> {
    if dir.is_dir() {
        Ok(())
    } else {
        Err(JournalError::FolderMissing {
            dir: dir.display().to_string(),
        })
    }
}

/// Reads what is new in every journal of `dir` since `positions`, in the
/// order of their names.
pub fn read_folder(
    dir: &Path,
    positions: &HashMap<String, FilePosition>,
) -> Result<Vec<JournalRead>, JournalError> {
    check_folder(dir)?;
    let cannot_read = |source| JournalError::CannotRead {
        path: dir.display().to_string(),
        source,
    };
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map_err(cannot_read)?
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.file_type().is_ok_and(|t| t.is_file()))
        .filter_map(|entry| entry.file_name().into_string().ok())
        .filter(|name| device_of(name).is_some())
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|name| {
            let at = positions.get(&name).cloned().unwrap_or_default();
            read_journal(&dir.join(&name), &name, &at)
        })
        .collect()
}

/// Reads one journal from `at` on (from its start when it no longer ends as
/// it did there).
fn read_journal(path: &Path, name: &str, at: &FilePosition) -> Result<JournalRead, JournalError> {
    let cannot_read = |source| JournalError::CannotRead {
        path: path.display().to_string(),
        source,
    };
    let mut file = std::fs::File::open(path).map_err(cannot_read)?;
    let len = file.metadata().map_err(cannot_read)?.len();
    read_journal_from(&mut file, len, name, at).map_err(cannot_read)
}

/// Reads one journal, `file` of `len` bytes named `name`, from `at` on
/// (from its start when it no longer ends as it did there): the reading of
/// the folder on the disk and of the folder in memory alike.
pub(crate) fn read_journal_from<F: Read + Seek>(
    file: &mut F,
    len: u64,
    name: &str,
    at: &FilePosition,
) -> std::io::Result<JournalRead> {
    let device = device_of(name).unwrap_or_default().to_string();
    let mut again = false;
    let mut start = at.clone();
    if at.offset > 0 {
        let same = len >= at.offset && {
            let from = at.offset - at.tail.len() as u64;
            let mut tail = vec![0; at.tail.len()];
            file.seek(SeekFrom::Start(from))?;
            file.read_exact(&mut tail).is_ok() && tail == at.tail
        };
        if !same {
            again = true;
            start = FilePosition::default();
        }
    }
    file.seek(SeekFrom::Start(start.offset))?;
    let mut bytes = Vec::new();
    file.read_to_end(&mut bytes)?;
    let mut read = JournalRead {
        name: name.to_string(),
        device: device.clone(),
        ops: Vec::new(),
        bad: Vec::new(),
        position: start.clone(),
        again,
        torn: false,
        refused: false,
    };
    let whole = bytes.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    read.torn = whole < bytes.len();
    let mut line_no = start.lines;
    for line in bytes[..whole].split_inclusive(|&b| b == b'\n') {
        line_no += 1;
        let text = line.strip_suffix(b"\n").unwrap_or(line);
        let text = text.strip_suffix(b"\r").unwrap_or(text);
        let bad = |problem| BadLine {
            file: name.to_string(),
            line: line_no,
            problem,
        };
        if line_no == 1 {
            let problem = match serde_json::from_slice::<Header>(text) {
                Err(_) => Some(LineProblem::NotAJournal),
                Ok(h) if h.skyjo_journal > FORMAT => Some(LineProblem::NewerFormat {
                    found: h.skyjo_journal,
                }),
                Ok(h) if h.device != device => Some(LineProblem::HeaderDevice { device: h.device }),
                Ok(_) => None,
            };
            if let Some(problem) = problem {
                read.bad.push(bad(problem));
                read.refused = true;
                read.ops.clear();
                read.position = at.clone();
                return Ok(read);
            }
            continue;
        }
        if text.len() > LINE_MAX {
            read.bad.push(bad(LineProblem::TooLong));
            continue;
        }
        if text.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        match serde_json::from_slice::<Op>(text) {
            Ok(op) if !is_own(&op.id, &device) => {
                read.bad.push(bad(LineProblem::OtherDevice { id: op.id }));
            }
            Ok(op) => read.ops.push(ReadOp {
                op,
                origin: format!("{name}:{line_no}"),
            }),
            Err(e) => read.bad.push(bad(LineProblem::NotJson {
                detail: e.to_string(),
                cut: e.is_eof(),
            })),
        }
    }
    let offset = start.offset + whole as u64;
    let mut tail: Vec<u8> = start.tail.clone();
    tail.extend_from_slice(&bytes[..whole]);
    let keep = tail.len().min(TAIL);
    read.position = FilePosition {
        offset,
        lines: line_no,
        tail: tail[tail.len() - keep..].to_vec(),
    };
    Ok(read)
}

/// Cuts a last line left half-written (this device was stopped in the middle
/// of writing it; only this device writes its journal) so that the next
/// line starts on a line of its own. Returns the length left.
fn cut_torn_end(file: &mut std::fs::File) -> std::io::Result<u64> {
    let len = file.metadata()?.len();
    let keep = whole_length(file, len)?;
    if keep < len {
        file.set_len(keep)?;
    }
    Ok(keep)
}

/// The length of `file` (`len` bytes) without a last line left
/// half-written.
pub(crate) fn whole_length<F: Read + Seek>(file: &mut F, len: u64) -> std::io::Result<u64> {
    if len == 0 {
        return Ok(0);
    }
    let from = len.saturating_sub(LINE_MAX as u64 + 2);
    file.seek(SeekFrom::Start(from))?;
    let mut tail = Vec::new();
    file.read_to_end(&mut tail)?;
    if tail.last() == Some(&b'\n') {
        return Ok(len);
    }
    let keep = from
        + tail
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i as u64 + 1);
    Ok(keep)
}

/// Cuts the last line of `device`'s own journal in `dir` when it was left
/// half-written (this device stopped while writing it): the operation it
/// held is written again whole by the sync that found it.
pub fn cut_own_torn(dir: &Path, device: &str) -> Result<(), JournalError> {
    let path = dir.join(file_name(device));
    let mut file = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open(&path)
        .map_err(|source| JournalError::CannotWrite {
            path: path.display().to_string(),
            source,
        })?;
    cut_torn_end(&mut file).map_err(|source| JournalError::CannotWrite {
        path: path.display().to_string(),
        source,
    })?;
    Ok(())
}

/// The greatest sequence number of the whole operations at the end of
/// `device`'s journal in `dir` (its last [`LINE_MAX`] bytes), if it has
/// one: the last line's, unless a line cut in the middle was written again
/// after it ([`blank_cut_lines`]).
pub fn last_seq(dir: &Path, device: &str) -> Result<Option<u64>, JournalError> {
    let path = dir.join(file_name(device));
    let cannot_read = |source| JournalError::CannotRead {
        path: path.display().to_string(),
        source,
    };
    let mut file = match std::fs::File::open(&path) {
        Ok(file) => file,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(cannot_read(e)),
    };
    let len = file.metadata().map_err(cannot_read)?.len();
    last_seq_in(&mut file, len, device).map_err(cannot_read)
}

/// [`last_seq`] of the journal `file`, `len` bytes long.
pub(crate) fn last_seq_in<F: Read + Seek>(
    file: &mut F,
    len: u64,
    device: &str,
) -> std::io::Result<Option<u64>> {
    let from = len.saturating_sub(LINE_MAX as u64 + 2);
    file.seek(SeekFrom::Start(from))?;
    let mut bytes = Vec::new();
    file.read_to_end(&mut bytes)?;
    let whole = bytes.iter().rposition(|&b| b == b'\n').unwrap_or(0);
    // Every line's id first, read without the rest of its operation (a
    // write asks this each time, over up to a megabyte of lines); then, from
    // the greatest number down, the first line that is an operation whole.
    #[derive(Deserialize)]
    struct Id<'a> {
        #[serde(borrow)]
        id: std::borrow::Cow<'a, str>,
    }
    let mut numbered: Vec<(u64, &[u8])> = bytes[..whole]
        .split(|&b| b == b'\n')
        .filter_map(|line| {
            let id = serde_json::from_slice::<Id>(line).ok()?.id;
            let seq = crate::store::seq_of(&id).filter(|_| is_own(&id, device))?;
            Some((seq, line))
        })
        .collect();
    numbered.sort_by_key(|&(seq, _)| std::cmp::Reverse(seq));
    Ok(numbered.into_iter().find_map(|(seq, line)| {
        let op = serde_json::from_slice::<Op>(line).ok()?;
        (is_own(&op.id, device) && crate::store::seq_of(&op.id) == Some(seq)).then_some(seq)
    }))
}

/// Blanks the `lines` (numbers from 1) of `device`'s own journal in `dir`
/// that are still not an operation (a line cut in the middle, whose change
/// this device has just written again whole): each byte of the line but its
/// end a space, so the file keeps its length and every line its place, and
/// a device that reads the journal later meets an empty line, which is
/// passed over, not a bad one. How many were blanked.
pub fn blank_cut_lines(dir: &Path, device: &str, lines: &[u64]) -> Result<usize, JournalError> {
    let path = dir.join(file_name(device));
    let cannot_write = |source| JournalError::CannotWrite {
        path: path.display().to_string(),
        source,
    };
    let mut bytes = std::fs::read(&path).map_err(cannot_write)?;
    let blanked = blank_lines_in(&mut bytes, lines);
    if blanked > 0 {
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .open(&path)
            .map_err(cannot_write)?;
        file.write_all(&bytes).map_err(cannot_write)?;
        file.sync_all().map_err(cannot_write)?;
    }
    Ok(blanked)
}

/// [`blank_cut_lines`] in the journal's `bytes`: how many were blanked.
pub(crate) fn blank_lines_in(bytes: &mut [u8], lines: &[u64]) -> usize {
    let mut start = 0;
    let mut blanked = 0;
    for (number, line) in (1u64..).zip(bytes.to_vec().split_inclusive(|&b| b == b'\n')) {
        let end = start + line.len();
        let text_end = start + line.trim_ascii_end().len();
        let whole = line.ends_with(b"\n");
        if whole
            && number > 1
            && lines.contains(&number)
            && serde_json::from_slice::<Op>(&bytes[start..text_end]).is_err()
        {
            bytes[start..text_end].fill(b' ');
            blanked += 1;
        }
        start = end;
    }
    blanked
}

/// The operations of `device`'s own id in its journal in `dir` numbered
/// after `seq`, in the order of the file (whole lines only): what the
/// journal holds past what the history knows it wrote. Read only when there
/// is such a tail (after a kill between the append and its record, or when a
/// copy of the history wrote under the same id), so the whole file is read.
pub fn own_after(dir: &Path, device: &str, seq: u64) -> Result<Vec<Op>, JournalError> {
    let path = dir.join(file_name(device));
    let bytes = match std::fs::read(&path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(source) => {
            return Err(JournalError::CannotRead {
                path: path.display().to_string(),
                source,
            });
        }
    };
    Ok(own_after_in(&bytes, device, seq))
}

/// [`own_after`] in the journal's `bytes`.
pub(crate) fn own_after_in(bytes: &[u8], device: &str, seq: u64) -> Vec<Op> {
    let whole = bytes.iter().rposition(|&b| b == b'\n').unwrap_or(0);
    bytes[..whole]
        .split(|&b| b == b'\n')
        .filter_map(|line| serde_json::from_slice::<Op>(line).ok())
        .filter(|op| is_own(&op.id, device))
        .filter(|op| crate::store::seq_of(&op.id).is_some_and(|n| n > seq))
        .collect()
}

/// Checks that `device`'s journal in `dir` can be written (made empty when
/// it is not there), before the history keeps what will be written to it.
pub fn check_writable(dir: &Path, device: &str) -> Result<(), JournalError> {
    check_folder(dir)?;
    let path = dir.join(file_name(device));
    std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&path)
        .map(drop)
        .map_err(|source| JournalError::CannotWrite {
            path: path.display().to_string(),
            source,
        })
}

/// Appends `ops` to `device`'s journal in `dir` (made, with its first line,
/// when it is not there), and waits until they are on the disk.
pub fn append(dir: &Path, device: &str, ops: &[Op]) -> Result<(), JournalError> {
    if ops.is_empty() {
        return Ok(());
    }
    check_folder(dir)?;
    let path = dir.join(file_name(device));
    let cannot_write = |source| JournalError::CannotWrite {
        path: path.display().to_string(),
        source,
    };
    let mut file = std::fs::OpenOptions::new()
        // Not in append mode: Windows lets a file opened so grow, never be cut.
        .create(true)
        .read(true)
        .write(true)
        .truncate(false)
        .open(&path)
        .map_err(cannot_write)?;
    let len = cut_torn_end(&mut file).map_err(cannot_write)?;
    let text = lines_of(len, device, ops).map_err(cannot_write)?;
    file.seek(SeekFrom::Start(len)).map_err(cannot_write)?;
    file.write_all(&text).map_err(cannot_write)?;
    file.sync_all().map_err(cannot_write)?;
    Ok(())
}

/// The bytes appended to `device`'s journal, `len` bytes long (its first
/// line when it is empty), to hold `ops`.
pub(crate) fn lines_of(len: u64, device: &str, ops: &[Op]) -> std::io::Result<Vec<u8>> {
    let mut text = Vec::new();
    if len == 0 {
        serde_json::to_writer(
            &mut text,
            &Header {
                skyjo_journal: FORMAT,
                device: device.to_string(),
            },
        )
        .map_err(std::io::Error::other)?;
        text.push(b'\n');
    }
    for op in ops {
        serde_json::to_writer(&mut text, op).map_err(std::io::Error::other)?;
        text.push(b'\n');
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_names_of_a_journal_and_of_its_copies_say_its_device() {
        assert_eq!(device_of("skyjo-3fa2.jsonl"), Some("3fa2"));
        assert_eq!(
            device_of("skyjo-3fa2.sync-conflict-20261203-101500-ABCDEF1.jsonl"),
            Some("3fa2")
        );
        assert_eq!(
            device_of("skyjo-3fa2 (Anna's conflicted copy 2026-12-03).jsonl"),
            Some("3fa2")
        );
        assert_eq!(device_of("skyjo-3fa2.jsonl.tmp"), None);
        assert_eq!(device_of("notes.jsonl"), None);
        assert_eq!(device_of("skyjo-.jsonl"), None);
    }
}
