//! The export file (docs/export.md) as a stream of JSON: written game by
//! game as each is read from the history, read game by game as each is
//! parsed, so memory does not grow with the games (an import keeps their
//! uids, to know a game it has, and nothing else of them). The records
//! and the SQL are the store's (`store::records`).

use anyhow::Result;
use chrono::{DateTime, Utc};
use serde::Serialize;

use super::TransferError;
use super::error::NotJson;
use crate::store::records::{CheckedGame, GameRecord, ImportCounts};
use crate::store::{GameId, Records, Store};

/// The `format` field of an export file.
pub const FORMAT: &str = "skyjo";
/// The newest export version this skyjo writes and reads. Version 2 added
/// games of final totals only; an export without them is written as version 1,
/// which older skyjo versions still read.
pub const VERSION: u32 = 2;

/// Reads an export file as a stream: the header first, then each game as it
/// is parsed, handed to `add`. A failure of `add` is kept in `failure` (serde
/// only carries text), so the caller gets the typed error back.
struct ExportSeed<'a> {
    file: &'a str,
    add: &'a mut dyn FnMut(GameRecord) -> Result<()>,
    failure: &'a mut Option<anyhow::Error>,
    started: &'a mut bool,
    /// Set when the games came before the header (their refusal waits for it).
    header_last: &'a mut bool,
}

impl ExportSeed<'_> {
    fn fail<E: serde::de::Error>(&mut self, err: anyhow::Error) -> E {
        *self.failure = Some(err);
        E::custom("refused")
    }

    /// The header read so far must say "skyjo", version 1 or older.
    fn check_header(
        &self,
        format: &Option<serde_json::Value>,
        version: &Option<serde_json::Value>,
    ) -> Result<(), TransferError> {
        let file = self.file.to_string();
        if format.as_ref().and_then(|f| f.as_str()) != Some(FORMAT) {
            return Err(TransferError::ExportNoFormat { file });
        }
        match version.as_ref().and_then(|v| v.as_u64()) {
            Some(v) if v > u64::from(VERSION) => Err(TransferError::ExportNewer {
                file,
                version: v,
                known: VERSION,
            }),
            Some(_) => Ok(()),
            None => Err(TransferError::ExportNoVersion { file }),
        }
    }
}

impl<'de> serde::de::DeserializeSeed<'de> for ExportSeed<'_> {
    type Value = ();

    fn deserialize<D: serde::Deserializer<'de>>(self, de: D) -> Result<(), D::Error> {
        de.deserialize_map(self)
    }
}

impl<'de> serde::de::Visitor<'de> for ExportSeed<'_> {
    type Value = ();

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a skyjo export (a JSON object)")
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(mut self, mut map: A) -> Result<(), A::Error> {
        use serde::de::Error;
        *self.started = true;
        let (mut format, mut version) = (None, None);
        let mut games = false;
        let mut deferred: Option<anyhow::Error> = None;
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "format" => format = Some(map.next_value()?),
                "version" => version = Some(map.next_value()?),
                "games" => {
                    // Our exports put the header first: checked before any
                    // game is written. A file with its keys in another order
                    // (sorted by a tool) is checked when the header comes.
                    let checked = format.is_some() && version.is_some();
                    if checked && let Err(e) = self.check_header(&format, &version) {
                        return Err(self.fail(e.into()));
                    }
                    games = true;
                    *self.header_last = !checked;
                    let mut pending = None;
                    map.next_value_seed(GamesSeed {
                        add: &mut *self.add,
                        failure: if checked {
                            &mut *self.failure
                        } else {
                            &mut pending
                        },
                        drain: !checked,
                    })?;
                    deferred = pending;
                }
                _ => {
                    map.next_value::<serde::de::IgnoredAny>()?;
                }
            }
        }
        if let Err(e) = self.check_header(&format, &version) {
            return Err(self.fail(e.into()));
        }
        if let Some(e) = deferred {
            return Err(self.fail(e));
        }
        if !games {
            return Err(A::Error::missing_field("games"));
        }
        Ok(())
    }
}

/// The `games` array, one game at a time. With `drain`, a refused game is
/// kept in `failure` and the rest of the array is read past, so that the
/// header after it can still be checked first.
struct GamesSeed<'a> {
    add: &'a mut dyn FnMut(GameRecord) -> Result<()>,
    failure: &'a mut Option<anyhow::Error>,
    drain: bool,
}

impl<'de> serde::de::DeserializeSeed<'de> for GamesSeed<'_> {
    type Value = ();

    fn deserialize<D: serde::Deserializer<'de>>(self, de: D) -> Result<(), D::Error> {
        de.deserialize_seq(self)
    }
}

impl<'de> serde::de::Visitor<'de> for GamesSeed<'_> {
    type Value = ();

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a list of games")
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        while let Some(game) = seq.next_element::<GameRecord>()? {
            if let Err(e) = (self.add)(game) {
                *self.failure = Some(e);
                if !self.drain {
                    return Err(serde::de::Error::custom("refused"));
                }
                while seq.next_element::<serde::de::IgnoredAny>()?.is_some() {}
                break;
            }
        }
        Ok(())
    }
}

/// The games of an export, serialized one by one as they are loaded.
struct GamesOut<'a> {
    store: &'a Store,
    ids: &'a [GameId],
    failure: std::cell::RefCell<Option<anyhow::Error>>,
}

impl Serialize for GamesOut<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::{Error, SerializeSeq};
        let mut seq = s.serialize_seq(Some(self.ids.len()))?;
        for &id in self.ids {
            match self.store.record(id) {
                Ok(record) => seq.serialize_element(&record)?,
                Err(e) => {
                    *self.failure.borrow_mut() = Some(e.into());
                    return Err(S::Error::custom("export failed"));
                }
            }
        }
        seq.end()
    }
}

/// The export file as written: the header, then the games.
#[derive(Serialize)]
struct ExportOut<'a> {
    format: &'static str,
    version: u32,
    games: GamesOut<'a>,
}

/// Writes the export file of `games` (all when empty) to `out`, game by game,
/// from one read transaction.
pub fn write_export(store: &Store, games: &[GameId], out: &mut dyn std::io::Write) -> Result<()> {
    let _snapshot = store.snapshot()?;
    let ids = store.game_ids(games)?;
    let export = ExportOut {
        format: FORMAT,
        version: if store.any_totals_only(&ids)? { 2 } else { 1 },
        games: GamesOut {
            store,
            ids: &ids,
            failure: std::cell::RefCell::new(None),
        },
    };
    let mut out = std::io::BufWriter::with_capacity(1 << 16, out);
    let written = serde_json::to_writer_pretty(&mut out, &export);
    if let Some(e) = export.games.failure.into_inner() {
        return Err(e);
    }
    written?;
    std::io::Write::write_all(&mut out, b"\n")?;
    std::io::Write::flush(&mut out)?;
    Ok(())
}

/// The checked games handed from the thread that reads the file to the one
/// that writes them go in batches of this many (a hand-over wakes the other
/// thread: handed over one by one, the wake-ups were a tenth of an import's
/// processor time), and this many batches may wait: enough to keep both
/// busy, few enough that memory does not grow with the file.
const BATCH: usize = 32;
const QUEUE: usize = 4;

/// Imports an export file read from `reader` as a stream: each game is
/// checked as soon as it is parsed and written soon after, in batches, all
/// in one transaction; `file` names the file in errors. Reading and checking
/// run on a thread of their own beside the writing, so an import uses two
/// cores. Memory grows only with the uids (of the history and the file).
pub fn import_json(
    store: &mut Store,
    reader: impl std::io::Read + Send,
    file: &str,
    now: DateTime<Utc>,
    progress: &mut dyn FnMut(usize),
) -> Result<ImportCounts> {
    let mut import = store.begin_import()?;
    let known = import.uids()?;
    let (batches, queue) = std::sync::mpsc::sync_channel::<Vec<CheckedGame>>(QUEUE);
    std::thread::scope(|scope| {
        let reading = scope.spawn(move || read_export(reader, file, &known, batches));
        let written = queue.iter().flatten().try_for_each(|game| {
            import.add(game)?;
            progress(import.done());
            anyhow::Ok(())
        });
        // The reader stops at its next hand-over once nobody takes it.
        drop(queue);
        let (read, header_last) = reading
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        match (written, read) {
            // Everything handed over was written: the reader's verdict (a
            // fault of the file, or a game refused by its check) stands.
            (Ok(()), read) => read,
            // A game refused as it was written stands before whatever the
            // reader found after it, unless the header came after the games:
            // then the header's verdict and a fault of the file further on
            // come first, as when everything ran on one thread.
            (Err(_), Err(read)) if header_last && read.is::<TransferError>() => Err(read),
            (Err(refused), _) => Err(refused),
        }
    })?;
    Ok(import.finish(now, file)?)
}

/// What the reader of an import hears when the writer took no more games
/// (the writer's own error says why, and is the one shown).
#[derive(Debug)]
struct WriterStopped;

impl std::fmt::Display for WriterStopped {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("the import stopped")
    }
}

impl std::error::Error for WriterStopped {}

/// Reads an export file, checks each game by the rules engine (unless its
/// uid is `known` or came before in the file: it will be skipped) and hands
/// them to `batches`; says how the reading ended, and whether the header
/// came after the games. A game that the check refuses is not handed over:
/// its refusal is the reader's, and the reading stops there as it did when
/// the writing was on the same thread (or, with the header after the games,
/// reads past the rest of them to the header).
fn read_export(
    reader: impl std::io::Read,
    file: &str,
    known: &std::collections::HashSet<String>,
    batches: std::sync::mpsc::SyncSender<Vec<CheckedGame>>,
) -> (Result<()>, bool) {
    let mut failure = None;
    let mut started = false;
    let mut header_last = false;
    let mut batch = Vec::with_capacity(BATCH);
    // The uids of the games of the file handed over so far, by their hash: a
    // game again under one of them is skipped, as a game the history has.
    // (Two uids of one hash: the second is checked as it is written, not
    // before, with the same verdict.)
    let hashes = std::collections::hash_map::RandomState::new();
    let mut seen = std::collections::HashSet::new();
    let mut add = |record: GameRecord| -> Result<()> {
        let hash = std::hash::BuildHasher::hash_one(&hashes, &record.uid);
        batch.push(if known.contains(&record.uid) || !seen.insert(hash) {
            CheckedGame::known(record)
        } else {
            CheckedGame::new(record).refused()?
        });
        if batch.len() == BATCH {
            let full = std::mem::replace(&mut batch, Vec::with_capacity(BATCH));
            batches
                .send(full)
                .map_err(|_| anyhow::Error::new(WriterStopped))?;
        }
        Ok(())
    };
    let mut de =
        serde_json::Deserializer::from_reader(std::io::BufReader::with_capacity(1 << 16, reader));
    let parsed = serde::de::DeserializeSeed::deserialize(
        ExportSeed {
            file,
            add: &mut add,
            failure: &mut failure,
            started: &mut started,
            header_last: &mut header_last,
        },
        &mut de,
    )
    .and_then(|()| de.end());
    // The last games, read whole or not: what the file held before a
    // failure of its own is written first, as it stands before it. A writer
    // that stopped meanwhile has its own error, which `import_json` weighs
    // against the reader's.
    if !batch.is_empty() {
        let _ = batches.send(batch);
    }
    if let Some(e) = failure {
        return (Err(e), header_last);
    }
    let read = parsed.map_err(|e| {
        let file = file.to_string();
        let detail = e.to_string();
        // As the whole-file reader did: text that is not a JSON object is
        // "not an export"; an object with the wrong content is "not valid".
        anyhow::Error::new(if !started || e.is_syntax() || e.is_eof() {
            TransferError::ExportNotJson {
                file,
                why: NotJson::of(&e),
            }
        } else {
            TransferError::ExportInvalid { file, detail }
        })
    });
    (read, header_last)
}
