//! `skyjo sync`: what came in from the folder, what went out, and what was
//! left out, in the reader's language; `--json` the same as data.

use serde::Serialize;

use super::Style;
use super::view::Screen;
use crate::i18n::Message;
use crate::i18n::{Lang, text};
use crate::msg;
use crate::render::history::{SetAsideText, set_aside_text};
use crate::store::{AsideSide, GameId, Merged, MoveReason, RefusedOp, SetAside};
use crate::tr;
use crate::transfer::journal::BadLine;

/// A count as a message's value: a number (the plural selectors choose by
/// it) below 1000, else the number written with the language's thousands
/// separator, as `demo` writes its counts ([`crate::i18n::integer`]); from
/// 1000 on every catalog's languages take the plural of `other`, which a
/// written number selects.
fn count(n: impl TryInto<i64>) -> crate::i18n::Arg {
    let n: i64 = n.try_into().unwrap_or(i64::MAX);
    if n.abs() < 1000 {
        crate::i18n::Arg::Int(n)
    } else {
        crate::i18n::Arg::Grouped(n)
    }
}

/// What one sync did.
#[derive(Debug, Clone, Serialize)]
pub struct SyncView {
    /// The shared folder.
    pub folder: String,
    /// This device's id.
    pub device: String,
    /// Nothing was changed (`--dry-run`).
    pub dry_run: bool,
    /// The history has no device id yet: a dry run shows a made-up one,
    /// which the real first sync does not keep, so the text leaves it out.
    #[serde(skip)]
    pub new_device: bool,
    /// Every journal of the folder, as read.
    pub journals: Vec<JournalSeen>,
    /// This device's operations written to its journal.
    pub written: usize,
    /// This device's journal.
    pub own_file: String,
    /// Whether this device's journal is in the folder (it is made with the
    /// device's first change).
    pub own_file_there: bool,
    /// The id this device had until this sync found its history to be a
    /// copy of another's (`device` is its new one).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub was_device: Option<String>,
    /// The copy of the history made before rounds of games deleted
    /// elsewhere were dropped.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub backup: Option<String>,
    /// The config file the folder was kept in, when this sync named it first.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kept_in: Option<String>,
    /// What the merge did.
    pub merged: SyncMerge,
    /// The ids two copies of one history left (each took a new one): not
    /// counted as devices.
    #[serde(skip)]
    pub retired: Vec<String>,
    /// The lines of the journals left out.
    pub bad_lines: Vec<BadLine>,
}

/// What the merge did to the history, as `sync --json` has it.
#[derive(Debug, Clone, Default, Serialize)]
pub struct SyncMerge {
    /// Operations of other devices new to this history.
    pub came_in: u64,
    /// Operations already known (counted once, by id).
    pub known: u64,
    /// Games added here.
    pub games_added: u64,
    /// Games changed here.
    pub games_changed: u64,
    /// Games deleted here.
    pub games_deleted: u64,
    /// Entries added to the log.
    pub log_entries: u64,
    /// Games that took another number.
    pub renumbered: Vec<GameMoved>,
    /// Operations left out, and why.
    pub refused: Vec<OpLeftOut>,
    /// Names of other devices' games kept as players of their own.
    pub names: Vec<NameKeptApart>,
    /// How many other devices sent the operations that came in.
    pub from_devices: usize,
    /// Devices of which two copies of the history wrote under one id.
    pub copies: Vec<String>,
    /// Games deleted elsewhere that had rounds here the deleting device did
    /// not know.
    pub late_rounds: Vec<RoundsDropped>,
    /// The game that came in unfinished and became the current game here.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub current: Option<GameCameIn>,
    /// The changes this sync set aside (the log keeps them; the words say
    /// them).
    #[serde(skip)]
    pub set_aside: Vec<SetAside>,
    /// Other devices some of whose changes did not reach this history (a
    /// line of their journal cut in the middle), said until they come.
    #[serde(skip)]
    pub missing: Vec<(String, u64)>,
    /// Lines of this device's journal cut in the middle, whose changes
    /// this sync wrote again whole.
    #[serde(skip)]
    pub repaired: Option<Repaired>,
}

/// Lines of this device's journal cut in the middle, and written again.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Repaired {
    /// How many lines were cut.
    pub lines: usize,
    /// How many changes were written again.
    pub changes: usize,
}

/// A game that took another number.
#[derive(Debug, Clone, Serialize)]
pub struct GameMoved {
    /// Its number before.
    pub from: GameId,
    /// Its number now.
    pub to: GameId,
    /// Why it moved.
    pub why: MovedWhy,
}

/// Why a game took another number than the one its device gave it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum MovedWhy {
    /// Another device gave the number to another game first.
    GivenFirst,
    /// An imported game gave way to a game started at the table.
    Imported,
    /// The number went to a game that had to move first.
    Shifted,
}

/// An operation of the folder left out.
#[derive(Debug, Clone, Serialize)]
pub struct OpLeftOut {
    /// `FILE:LINE`.
    pub origin: String,
    /// Why.
    pub problem: LeftOutWhy,
}

/// Why an operation was left out.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "why", rename_all = "kebab-case")]
pub enum LeftOutWhy {
    /// A round or deletion of a game no journal ever started.
    NoSuchGame {
        /// The uid.
        game: String,
    },
    /// A game or round the rules refuse.
    Record {
        /// The game's uid.
        game: String,
        /// The round, if the problem is one round's.
        round: Option<u32>,
        /// What the rules said (the screen words it).
        #[serde(skip)]
        problem: Message,
    },
    /// A log entry of a kind this skyjo does not know.
    UnknownLog {
        /// The kind.
        kind: String,
    },
}

/// A name of another device's game that fits players here, kept apart.
#[derive(Debug, Clone, Serialize)]
pub struct NameKeptApart {
    /// The name as the other device has it.
    pub name: String,
    /// The players here it fits.
    pub players: Vec<String>,
}

/// Rounds of a game deleted elsewhere that the deleting device did not know.
#[derive(Debug, Clone, Serialize)]
pub struct RoundsDropped {
    /// The game's number.
    pub game: GameId,
    /// The rounds entered here, by number.
    pub rounds: Vec<u32>,
}

/// A game that came in and became the current game.
#[derive(Debug, Clone, Serialize)]
pub struct GameCameIn {
    /// Its number.
    pub game: GameId,
    /// Its players in seat order.
    pub players: Vec<String>,
}

impl SyncMerge {
    /// What the store's merge did, as the view shows it.
    pub fn of(merged: &Merged) -> SyncMerge {
        SyncMerge {
            came_in: merged.came_in,
            known: merged.known,
            games_added: merged.games_added,
            games_changed: merged.games_changed,
            games_deleted: merged.games_deleted,
            log_entries: merged.log_entries,
            renumbered: merged
                .renumbered
                .iter()
                .map(|r| GameMoved {
                    from: r.from,
                    to: r.to,
                    why: match r.why {
                        MoveReason::GivenFirst => MovedWhy::GivenFirst,
                        MoveReason::Imported => MovedWhy::Imported,
                        MoveReason::Shifted => MovedWhy::Shifted,
                    },
                })
                .collect(),
            refused: merged
                .refused
                .iter()
                .map(|r| OpLeftOut {
                    origin: r.origin.clone(),
                    problem: match &r.problem {
                        RefusedOp::NoSuchGame { game } => {
                            LeftOutWhy::NoSuchGame { game: game.clone() }
                        }
                        RefusedOp::Record {
                            game,
                            round,
                            problem,
                        } => LeftOutWhy::Record {
                            game: game.clone(),
                            round: *round,
                            problem: problem.message(),
                        },
                        RefusedOp::UnknownLog { kind } => {
                            LeftOutWhy::UnknownLog { kind: kind.clone() }
                        }
                    },
                })
                .collect(),
            names: merged
                .names
                .iter()
                .map(|n| NameKeptApart {
                    name: n.name.clone(),
                    players: n.players.clone(),
                })
                .collect(),
            from_devices: merged.from_devices,
            copies: merged.copies.clone(),
            late_rounds: merged
                .late_rounds
                .iter()
                .map(|l| RoundsDropped {
                    game: l.game,
                    rounds: l.rounds.clone(),
                })
                .collect(),
            current: merged.current.as_ref().map(|c| GameCameIn {
                game: c.game,
                players: c.players.clone(),
            }),
            set_aside: merged.set_aside.clone(),
            missing: merged
                .missing
                .iter()
                .map(|m| (m.device.clone(), m.changes))
                .collect(),
            repaired: None,
        }
    }
}

/// One journal of the folder, as read.
#[derive(Debug, Clone, Serialize)]
pub struct JournalSeen {
    /// Its file name.
    pub file: String,
    /// The device it is of.
    pub device: String,
    /// The operations read from it this time.
    pub operations: usize,
    /// Read again from its start: an older copy replaced it.
    pub again: bool,
    /// Its last line is still being copied: left for the next sync.
    pub torn: bool,
    /// Refused whole (not a journal, a newer format, another device's).
    pub refused: bool,
}

impl SyncView {
    /// How many lines and operations of the folder were left out.
    pub fn left_out(&self) -> usize {
        self.bad_lines.len() + self.merged.refused.len()
    }

    /// Each line or operation left out, as an error line names it.
    pub fn problems(&self, lang: Lang) -> Vec<String> {
        let prefix = super::error_prefix(crate::flags::ColorChoice::Never, lang);
        let bad = self.bad_lines.iter().map(|bad| text(lang, &bad.message()));
        let refused = self.merged.refused.iter().map(|r| {
            let (file, line) = r.origin.rsplit_once(':').unwrap_or((&r.origin, ""));
            let problem = match &r.problem {
                LeftOutWhy::NoSuchGame { game } => msg!("sync-no-such-game", game = game),
                LeftOutWhy::Record { problem, .. } => problem.clone(),
                LeftOutWhy::UnknownLog { kind } => msg!("sync-unknown-log", kind = kind),
            };
            text(
                lang,
                &msg!(
                    "sync-op-refused",
                    file = file,
                    line = line,
                    problem = problem
                ),
            )
        });
        bad.chain(refused)
            .map(|l| format!("{prefix}{}", super::after_error_prefix(lang, &l)))
            .collect()
    }
}

impl Screen for SyncView {
    fn text(&self, style: Style) -> String {
        let lang = style.lang;
        let own = self.was_device.as_deref().unwrap_or(&self.device);
        let mut lines = vec![self.heading(own, lang)];
        self.came_in(own, lang, &mut lines);
        self.merge_notes(lang, &mut lines);
        self.journal_notes(lang, &mut lines);
        self.went_out(lang, &mut lines);
        let mut out = String::new();
        for line in lines {
            out.push_str(&line);
            out.push('\n');
        }
        out
    }
}

impl SyncView {
    /// The first line: the folder and this device (`own`), which a first
    /// dry run leaves out (its id is made up).
    fn heading(&self, own: &str, lang: Lang) -> String {
        if self.dry_run && self.new_device {
            tr!(lang, "sync-dry-done-new", folder = self.folder.as_str())
        } else if self.dry_run {
            tr!(
                lang,
                "sync-dry-done",
                folder = self.folder.as_str(),
                device = own
            )
        } else {
            tr!(
                lang,
                "sync-done",
                folder = self.folder.as_str(),
                device = own
            )
        }
    }

    /// What came in from the other devices than `own`, and what it did to
    /// the games; or that nothing new did. The other devices counted are
    /// those of a journal read (not one left out whole) under an id in use
    /// (not one two copies of a history left).
    fn came_in(&self, own: &str, lang: Lang, lines: &mut Vec<String>) {
        let m = &self.merged;
        let others: std::collections::BTreeSet<&str> = self
            .journals
            .iter()
            .filter(|j| j.device != own && !j.refused)
            .filter(|j| !self.retired.contains(&j.device))
            .map(|j| j.device.as_str())
            .collect();
        if m.came_in == 0 {
            lines.push(tr!(lang, "sync-nothing-new", devices = others.len()));
            return;
        }
        // A dry run says what would happen, not what did.
        lines.push(if self.dry_run {
            tr!(
                lang,
                "sync-would-come-in",
                changes = count(m.came_in),
                devices = m.from_devices
            )
        } else {
            tr!(
                lang,
                "sync-came-in",
                changes = count(m.came_in),
                devices = m.from_devices
            )
        });
        // Changes that changed no game here (a change set aside, said
        // below; one known already) leave the line of the games out.
        let games = m.games_added + m.games_changed + m.games_deleted + m.log_entries;
        if games > 0 {
            lines.push(tr!(
                lang,
                "sync-games",
                added = count(m.games_added),
                changed = count(m.games_changed),
                deleted = count(m.games_deleted),
                log = count(m.log_entries)
            ));
        }
    }

    /// What the merge settled, a line each: the names kept apart, the copies
    /// of a history under one id, the games renumbered, the rounds of games
    /// deleted elsewhere dropped (and the copy that keeps them), and the game
    /// that became the current one.
    fn merge_notes(&self, lang: Lang, lines: &mut Vec<String>) {
        let m = &self.merged;
        for fits in &m.names {
            lines.push(tr!(
                lang,
                "sync-name-fits",
                count = fits.players.len(),
                name = fits.name.as_str(),
                players = crate::store::names_and(&fits.players)
            ));
        }
        for device in &m.copies {
            lines.push(match &self.was_device {
                Some(old) if old == device => tr!(
                    lang,
                    "sync-copy-here",
                    old = old.as_str(),
                    device = self.device.as_str()
                ),
                _ => tr!(lang, "sync-copy-other", old = device.as_str()),
            });
        }
        self.renumbered(lang, lines);
        for aside in &m.set_aside {
            let side = match aside.side {
                AsideSide::Here => "here",
                AsideSide::There => "there",
                AsideSide::Others => "others",
            };
            match set_aside_text(&aside.lost, &aside.kept, &aside.players, lang) {
                SetAsideText::Round(round, what) => lines.push(tr!(
                    lang,
                    "sync-set-aside-round",
                    game = aside.game,
                    round = round,
                    side = side,
                    what = what
                )),
                SetAsideText::Game(what) => lines.push(tr!(
                    lang,
                    "sync-set-aside-game",
                    game = aside.game,
                    side = side,
                    what = what
                )),
                SetAsideText::Unread => {}
            }
        }
        for late in &m.late_rounds {
            let numbers: Vec<String> = late.rounds.iter().map(u32::to_string).collect();
            lines.push(tr!(
                lang,
                "sync-late-rounds",
                game = late.game,
                rounds = late.rounds.len(),
                numbers = crate::store::names_and(&numbers)
            ));
        }
        if let Some(backup) = &self.backup {
            lines.push(tr!(lang, "sync-late-kept", backup = backup.as_str()));
        }
        if let Some(current) = &m.current {
            lines.push(tr!(
                lang,
                "sync-current",
                game = current.game,
                players = crate::store::names_and(&current.players)
            ));
        }
    }

    /// The games of this history that took other numbers, in a few lines
    /// however many moved: each run of games that moved together (numbers
    /// that follow one another, to numbers that follow one another, for one
    /// reason) a line, the first [`RUNS_SAID`] of them, and how many more
    /// games moved after them. `--json` lists every game.
    fn renumbered(&self, lang: Lang, lines: &mut Vec<String>) {
        let runs = runs(&self.merged.renumbered);
        for run in runs.iter().take(RUNS_SAID) {
            let (first, last) = (&run[0], &run[run.len() - 1]);
            let why = match first.why {
                MovedWhy::GivenFirst => "given",
                MovedWhy::Imported => "imported",
                MovedWhy::Shifted => "shifted",
            };
            lines.push(if run.len() == 1 {
                tr!(
                    lang,
                    "sync-renumbered",
                    from = first.from,
                    to = first.to,
                    why = why
                )
            } else {
                tr!(
                    lang,
                    "sync-renumbered-run",
                    games = run.len(),
                    from = first.from,
                    from_end = last.from,
                    to = first.to,
                    to_end = last.to,
                    why = why
                )
            });
        }
        let more: usize = runs.iter().skip(RUNS_SAID).map(Vec::len).sum();
        if more > 0 {
            lines.push(tr!(lang, "sync-renumbered-more", games = count(more)));
        }
    }

    /// The journals read again from their start (another copy of them
    /// replaced them), and those whose last line is still being copied (or,
    /// this device's own, was cut short by a stop); lines of this device's
    /// journal cut in the middle and written again, and the devices whose
    /// changes a cut line keeps from this history.
    fn journal_notes(&self, lang: Lang, lines: &mut Vec<String>) {
        for j in &self.journals {
            if j.again {
                lines.push(tr!(lang, "sync-read-again", file = j.file.as_str()));
            }
            // Only this device writes its journal: a line cut short there
            // was being written when skyjo was stopped, not being copied.
            if j.torn && j.file == self.own_file {
                lines.push(tr!(lang, "sync-torn-own", file = j.file.as_str()));
            } else if j.torn {
                lines.push(tr!(lang, "sync-torn", file = j.file.as_str()));
            }
        }
        if let Some(repaired) = self.merged.repaired {
            lines.push(tr!(
                lang,
                "sync-cut-own",
                file = self.own_file.as_str(),
                lines = repaired.lines,
                changes = count(repaired.changes)
            ));
        }
        for (device, changes) in &self.merged.missing {
            lines.push(tr!(
                lang,
                "sync-missing",
                device = device.as_str(),
                changes = count(*changes)
            ));
        }
    }

    /// What went out: the changes written to this device's journal (or that
    /// would be), the config file the folder was kept in, and that a dry run
    /// changed nothing.
    fn went_out(&self, lang: Lang, lines: &mut Vec<String>) {
        if self.dry_run && self.written > 0 {
            // A device's first sync names its file by the id it takes then.
            let file = if self.new_device {
                "skyjo-….jsonl"
            } else {
                self.own_file.as_str()
            };
            lines.push(tr!(
                lang,
                "sync-would-write",
                changes = count(self.written),
                file = file
            ));
        } else if self.own_file_there {
            // The changes written again whole (said above) were written too:
            // "nothing new to write" after them would say the contrary.
            let again = self.merged.repaired.map_or(0, |r| r.changes);
            lines.push(tr!(
                lang,
                "sync-written",
                changes = count(self.written + again),
                file = self.own_file.as_str()
            ));
        } else {
            lines.push(tr!(
                lang,
                "sync-written-none-yet",
                file = self.own_file.as_str()
            ));
        }
        if let Some(file) = &self.kept_in {
            lines.push(if self.dry_run {
                tr!(lang, "sync-would-keep", file = file.as_str())
            } else {
                tr!(lang, "sync-kept", file = file.as_str())
            });
        }
        if self.dry_run {
            lines.push(tr!(lang, "sync-dry-run"));
        }
    }
}

/// How many runs of games that moved together a sync says, a line each.
const RUNS_SAID: usize = 3;

/// The games that took other numbers (by their number before), in runs of
/// games that moved together: each game of a run the one after the one
/// before it, to the number after, for one reason as the family sees it
/// (see [`said_why`]).
fn runs(moved: &[GameMoved]) -> Vec<Vec<GameMoved>> {
    let mut said: Vec<GameMoved> = moved
        .iter()
        .map(|m| GameMoved {
            why: said_why(m, moved),
            ..m.clone()
        })
        .collect();
    said.sort_by_key(|m| m.from);
    let mut runs: Vec<Vec<GameMoved>> = Vec::new();
    for m in said {
        match runs.last_mut() {
            Some(run)
                if run.last().is_some_and(|last| {
                    last.from + 1 == m.from && last.to + 1 == m.to && last.why == m.why
                }) =>
            {
                run.push(m);
            }
            _ => runs.push(vec![m]),
        }
    }
    runs
}

/// Why the game `m` moved, as its line says it: a game whose number went to
/// a game that had to move first moved because of a game of this history
/// only where one of them (`moved`) took its number; where the game that
/// moved onto it is another device's, the folder had the number first, and
/// it moved for the reason of a number another device gave first (a device
/// that joins with games 1-3 where the folder had a game moved from 2 to 3:
/// its three games moved for one reason, said in one line).
fn said_why(m: &GameMoved, moved: &[GameMoved]) -> MovedWhy {
    match m.why {
        MovedWhy::Shifted if !moved.iter().any(|other| other.to == m.from) => MovedWhy::GivenFirst,
        why => why,
    }
}

/// A change kept here and not yet in the journal: the folder `dir` is not
/// there (the USB stick at home).
pub fn folder_away(dir: &str, lang: Lang) -> String {
    tr!(lang, "sync-folder-away", dir = dir)
}

/// A change kept here and not yet in the journal: `why` it could not be written.
pub fn not_written(why: &str, lang: Lang) -> String {
    tr!(lang, "sync-not-written", why = why)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moved(from: GameId, to: GameId, why: MovedWhy) -> GameMoved {
        GameMoved { from, to, why }
    }

    /// The English lines of a sync whose games `renumbered` moved.
    fn renumbered_lines(renumbered: Vec<GameMoved>) -> Vec<String> {
        let view = SyncView {
            folder: "F".into(),
            device: "aaaa".into(),
            dry_run: false,
            new_device: false,
            journals: Vec::new(),
            written: 0,
            own_file: "skyjo-aaaa.jsonl".into(),
            own_file_there: true,
            was_device: None,
            backup: None,
            kept_in: None,
            merged: SyncMerge {
                renumbered,
                ..SyncMerge::default()
            },
            retired: Vec::new(),
            bad_lines: Vec::new(),
        };
        let mut lines = Vec::new();
        view.renumbered(Lang::from_code("en").unwrap(), &mut lines);
        lines
    }

    /// A device that joins with games 1-3 where the folder has 1-3: games 1
    /// and 2 lose their numbers to games given them first, game 3 to a game
    /// that moved from 2 to 3 before it came. To the family they moved for
    /// one reason, the folder had those numbers first: one line (before,
    /// two lines of two reasons).
    #[test]
    fn games_that_lost_their_numbers_to_the_folder_are_one_line() {
        let lines = renumbered_lines(vec![
            moved(3, 6, MovedWhy::Shifted),
            moved(1, 4, MovedWhy::GivenFirst),
            moved(2, 5, MovedWhy::GivenFirst),
            moved(4, 8, MovedWhy::Shifted),
            moved(5, 9, MovedWhy::Shifted),
        ]);
        assert_eq!(
            lines,
            [
                "Games 1–3 are now games 4–6: another device gave these numbers to other games \
                 first.",
                "Games 4 and 5 are now games 8 and 9: these numbers went to games that had to move first.",
            ]
        );
    }

    /// Games that moved together are one line each, three at most, then a
    /// count of the rest: a few lines however many moved.
    #[test]
    fn games_that_moved_are_said_in_runs_and_a_count() {
        let mut renumbered = vec![moved(2, 3, MovedWhy::GivenFirst)];
        renumbered.extend((3..=31).map(|n| moved(n, n + 1, MovedWhy::Shifted)));
        // Three more runs: each a line of its own would be too many.
        renumbered.extend([
            moved(50, 60, MovedWhy::Imported),
            moved(51, 61, MovedWhy::Imported),
            moved(53, 63, MovedWhy::Imported),
            moved(54, 64, MovedWhy::Imported),
            moved(55, 65, MovedWhy::Imported),
            moved(70, 71, MovedWhy::GivenFirst),
        ]);
        renumbered.reverse();
        let lines = renumbered_lines(renumbered);
        assert_eq!(
            lines,
            [
                "Game 2 is now game 3: another device gave number 2 to another game first.",
                "Games 3–31 are now games 4–32: these numbers went to games that had to move \
                 first.",
                "Games 50 and 51 are now games 60 and 61: they were imported, and a device that had not \
                 heard of the import gave these numbers to games started at the table.",
                "4 more games took other numbers: skyjo games shows the numbers they have now.",
            ]
        );
    }
}
