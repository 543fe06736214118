//! The shared folder as sync sees it ([`Folder`]): its journals listed and
//! read from a position, this device's journal written. Two folders stand
//! behind it: the folder on the disk ([`Disk`], the journals' files of
//! `journal`), and a folder in memory ([`InMemory`]) for the tests of sync,
//! which run several devices against histories in memory with no file
//! system, as taskchampion's `InMemoryStorage` serves its tests. Both read
//! and write the journal's bytes alike (`journal`'s functions of bytes).

use std::cell::{Cell, RefCell};
use std::collections::{BTreeMap, HashMap};
use std::io::Cursor;
use std::path::Path;

use super::journal::{self, JournalError, JournalRead};
use crate::store::{FilePosition, Op};

/// The shared folder: the journals of every device, one of them this
/// device's, written by it only.
pub trait Folder {
    /// Checks that the folder is there.
    fn check(&self) -> Result<(), JournalError>;
    /// What is new in every journal since `positions`, in the order of
    /// their names.
    fn read(
        &self,
        positions: &HashMap<String, FilePosition>,
    ) -> Result<Vec<JournalRead>, JournalError>;
    /// The greatest sequence number at the end of `device`'s journal.
    fn last_seq(&self, device: &str) -> Result<Option<u64>, JournalError>;
    /// The operations of `device` in its journal numbered after `seq`.
    fn own_after(&self, device: &str, seq: u64) -> Result<Vec<Op>, JournalError>;
    /// Checks that `device`'s journal can be written (made when not there).
    fn check_writable(&self, device: &str) -> Result<(), JournalError>;
    /// Appends `ops` to `device`'s journal (made with its first line).
    fn append(&self, device: &str, ops: &[Op]) -> Result<(), JournalError>;
    /// Cuts a last line of `device`'s journal left half-written.
    fn cut_own_torn(&self, device: &str) -> Result<(), JournalError>;
    /// Blanks the `lines` of `device`'s journal still cut in the middle.
    fn blank_cut_lines(&self, device: &str, lines: &[u64]) -> Result<usize, JournalError>;
}

/// The folder on the disk.
pub struct Disk<'a>(pub &'a Path);

impl Folder for Disk<'_> {
    fn check(&self) -> Result<(), JournalError> {
        journal::check_folder(self.0)
    }
    fn read(
        &self,
        positions: &HashMap<String, FilePosition>,
    ) -> Result<Vec<JournalRead>, JournalError> {
        journal::read_folder(self.0, positions)
    }
    fn last_seq(&self, device: &str) -> Result<Option<u64>, JournalError> {
        journal::last_seq(self.0, device)
    }
    fn own_after(&self, device: &str, seq: u64) -> Result<Vec<Op>, JournalError> {
        journal::own_after(self.0, device, seq)
    }
    fn check_writable(&self, device: &str) -> Result<(), JournalError> {
        journal::check_writable(self.0, device)
    }
    fn append(&self, device: &str, ops: &[Op]) -> Result<(), JournalError> {
        journal::append(self.0, device, ops)
    }
    fn cut_own_torn(&self, device: &str) -> Result<(), JournalError> {
        journal::cut_own_torn(self.0, device)
    }
    fn blank_cut_lines(&self, device: &str, lines: &[u64]) -> Result<usize, JournalError> {
        journal::blank_cut_lines(self.0, device, lines)
    }
}

/// A folder in memory: its files by name, and whether it is there (a USB
/// stick away).
#[derive(Debug, Default)]
pub struct InMemory {
    files: RefCell<BTreeMap<String, Vec<u8>>>,
    away: Cell<bool>,
}

impl InMemory {
    /// An empty folder, there.
    pub fn new() -> Self {
        Self::default()
    }

    /// The bytes of the file `name`, when there is one.
    pub fn file(&self, name: &str) -> Option<Vec<u8>> {
        self.files.borrow().get(name).cloned()
    }

    /// Puts the file `name` with `bytes` there (a copy a file-sync engine
    /// made, a line cut in the middle).
    pub fn put(&self, name: &str, bytes: Vec<u8>) {
        self.files.borrow_mut().insert(name.to_string(), bytes);
    }

    /// Takes the folder away (`true`) or brings it back.
    pub fn set_away(&self, away: bool) {
        self.away.set(away);
    }

    fn missing(&self) -> JournalError {
        JournalError::FolderMissing {
            dir: "(in memory)".to_string(),
        }
    }

    fn own(&self, device: &str) -> Vec<u8> {
        self.file(&journal::file_name(device)).unwrap_or_default()
    }
}

/// An error of reading a file of the folder in memory (none is met: a
/// cursor over bytes reads them all).
fn cannot(name: &str, source: std::io::Error) -> JournalError {
    JournalError::CannotRead {
        path: name.to_string(),
        source,
    }
}

/// The file `name` of the folder in memory, to change in place: a device's
/// own journal, which must be there (as on a disk, where it is opened).
fn own_mut<'a>(
    files: &'a mut BTreeMap<String, Vec<u8>>,
    name: &str,
) -> Result<&'a mut Vec<u8>, JournalError> {
    files
        .get_mut(name)
        .ok_or_else(|| JournalError::CannotWrite {
            path: name.to_string(),
            source: std::io::ErrorKind::NotFound.into(),
        })
}

impl Folder for InMemory {
    fn check(&self) -> Result<(), JournalError> {
        if self.away.get() {
            Err(self.missing())
        } else {
            Ok(())
        }
    }
    fn read(
        &self,
        positions: &HashMap<String, FilePosition>,
    ) -> Result<Vec<JournalRead>, JournalError> {
        self.check()?;
        self.files
            .borrow()
            .iter()
            .filter(|(name, _)| journal::device_of(name).is_some())
            .map(|(name, bytes)| {
                let at = positions.get(name).cloned().unwrap_or_default();
                journal::read_journal_from(&mut Cursor::new(bytes), bytes.len() as u64, name, &at)
                    .map_err(|e| cannot(name, e))
            })
            .collect()
    }
    fn last_seq(&self, device: &str) -> Result<Option<u64>, JournalError> {
        let name = journal::file_name(device);
        let Some(bytes) = self.file(&name) else {
            return Ok(None);
        };
        journal::last_seq_in(&mut Cursor::new(&bytes), bytes.len() as u64, device)
            .map_err(|e| cannot(&name, e))
    }
    fn own_after(&self, device: &str, seq: u64) -> Result<Vec<Op>, JournalError> {
        Ok(journal::own_after_in(&self.own(device), device, seq))
    }
    fn check_writable(&self, device: &str) -> Result<(), JournalError> {
        self.check()?;
        self.files
            .borrow_mut()
            .entry(journal::file_name(device))
            .or_default();
        Ok(())
    }
    fn append(&self, device: &str, ops: &[Op]) -> Result<(), JournalError> {
        if ops.is_empty() {
            return Ok(());
        }
        self.check()?;
        let name = journal::file_name(device);
        let mut files = self.files.borrow_mut();
        let bytes = files.entry(name.clone()).or_default();
        let keep = journal::whole_length(&mut Cursor::new(&bytes[..]), bytes.len() as u64)
            .map_err(|e| cannot(&name, e))?;
        bytes.truncate(keep as usize);
        let text =
            journal::lines_of(bytes.len() as u64, device, ops).map_err(|e| cannot(&name, e))?;
        bytes.extend_from_slice(&text);
        Ok(())
    }
    fn cut_own_torn(&self, device: &str) -> Result<(), JournalError> {
        let name = journal::file_name(device);
        let mut files = self.files.borrow_mut();
        let bytes = own_mut(&mut files, &name)?;
        let keep = journal::whole_length(&mut Cursor::new(&bytes[..]), bytes.len() as u64)
            .map_err(|e| cannot(&name, e))?;
        bytes.truncate(keep as usize);
        Ok(())
    }
    fn blank_cut_lines(&self, device: &str, lines: &[u64]) -> Result<usize, JournalError> {
        let mut files = self.files.borrow_mut();
        let bytes = own_mut(&mut files, &journal::file_name(device))?;
        Ok(journal::blank_lines_in(bytes, lines))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::OpKind;

    fn op(seq: u64) -> Op {
        Op {
            id: format!("aaaa:{seq}"),
            clock: 1_000 + seq,
            base: None,
            what: OpKind::Delete {
                game: format!("u{seq}"),
            },
        }
    }

    /// The folder in memory writes and reads the journal's bytes as the
    /// folder on the disk does: the same file after the same appends, a cut
    /// torn end and a blanked line; the same reads from the same positions.
    #[test]
    fn the_folder_in_memory_keeps_the_bytes_the_disk_keeps() {
        let dir = tempfile::tempdir().unwrap();
        let disk = Disk(dir.path());
        let memory = InMemory::new();
        let name = journal::file_name("aaaa");
        for folder in [&disk as &dyn Folder, &memory] {
            folder.append("aaaa", &[op(1), op(2)]).unwrap();
        }
        let on_disk = || std::fs::read(dir.path().join(&name)).unwrap();
        assert_eq!(memory.file(&name).unwrap(), on_disk());
        // A torn end, cut by the next append; a cut line blanked.
        let mut torn = on_disk();
        torn.extend_from_slice(br#"{"id":"aaaa:3","clo"#);
        std::fs::write(dir.path().join(&name), &torn).unwrap();
        memory.put(&name, torn);
        for folder in [&disk as &dyn Folder, &memory] {
            let read = folder.read(&HashMap::new()).unwrap();
            assert_eq!((read[0].ops.len(), read[0].torn), (2, true));
            folder.append("aaaa", &[op(3)]).unwrap();
            assert_eq!(folder.last_seq("aaaa").unwrap(), Some(3));
            assert_eq!(folder.own_after("aaaa", 1).unwrap(), [op(2), op(3)]);
        }
        assert_eq!(memory.file(&name).unwrap(), on_disk());
        let mut cut = on_disk();
        let second = cut.iter().position(|&b| b == b'\n').unwrap() + 1;
        cut[second + 5] = b'#';
        std::fs::write(dir.path().join(&name), &cut).unwrap();
        memory.put(&name, cut);
        for folder in [&disk as &dyn Folder, &memory] {
            assert_eq!(folder.blank_cut_lines("aaaa", &[2]).unwrap(), 1);
        }
        assert_eq!(memory.file(&name).unwrap(), on_disk());
        let positions = |folder: &dyn Folder| {
            let read = folder.read(&HashMap::new()).unwrap();
            (
                read[0].position.clone(),
                read[0].ops.len(),
                read[0].bad.len(),
            )
        };
        assert_eq!(positions(&memory), positions(&disk));
        assert_eq!(positions(&memory).1, 2);
        // Away, the folder in memory says so as the disk does of a folder
        // not there.
        memory.set_away(true);
        assert!(matches!(
            memory.append("aaaa", &[op(4)]),
            Err(JournalError::FolderMissing { .. })
        ));
    }
}
