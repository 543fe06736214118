//! The rules of the merge, apart from any storage (as taskchampion keeps its
//! sync apart from its storage): which operation of a game's head or of one
//! of its rounds counts (the last writer by the hybrid logical clock, the
//! id breaking a tie; a game deleted anywhere stays deleted), which changes
//! were set aside by a later one, which number each game takes, what a
//! rename of a player does to a game that came in, which rounds of a game
//! deleted elsewhere are this device's to say, which game that came in
//! becomes the current one, and which player here a name of another device
//! is, and which game a game's winning operations make (the records the
//! rules refuse said). Each is a function of the
//! set of operations: the same whatever order they came in, however often
//! each came. No SQL here: the history's side (`ops`, `apply`) fetches what
//! a rule needs and calls it.

use std::collections::{BTreeMap, HashMap};

use super::merged::MoveReason;
use super::wire::{LogEntry, device_of};
use crate::rules::names::{self, Fit};
use crate::store::records::{GameHead, check_head, check_round};
use crate::store::{GameId, RecordProblem, RoundRecord, StoredGame, name_key};

/// What an operation of a game writes: its head, one of its rounds, or its
/// end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Slot {
    /// The head (players, rules, name, note, abandoned, final totals).
    Head,
    /// The round of this number.
    Round(u32),
    /// The game deleted.
    Delete,
}

/// An operation of a game as the rule sees it: what it writes, and its
/// place among the writers.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Stamp {
    /// Its id, `DEVICE:SEQ` (unique: two operations made under one id are
    /// kept under two, see `ops`).
    pub id: String,
    /// Its hybrid logical clock.
    pub clock: u64,
    /// What it writes.
    pub slot: Slot,
}

impl Stamp {
    /// Whether it comes after `other` among the writers (see [`order`]).
    pub fn after(&self, other: &Stamp) -> bool {
        order(self.clock, &self.id) > order(other.clock, &other.id)
    }
}

/// Where an operation stands among all operations, the one order every
/// rule of the merge uses: by its clock; at one clock (two devices that
/// wrote in one millisecond, or the operations of one write, which share
/// its time) by its device; on one device by its number there (`d:10`
/// after `d:9`, not before it as the text of the ids has it); last by the
/// whole id (an operation made twice under one id is kept under a digest
/// id). Every device orders any two operations alike.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Order<'a> {
    clock: u64,
    device: &'a str,
    seq: u64,
    id: &'a str,
}

/// The place of the operation `id` made at `clock` (see [`Order`]).
pub fn order(clock: u64, id: &str) -> Order<'_> {
    let (device, rest) = id.split_once(':').unwrap_or((id, ""));
    let digits = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    Order {
        clock,
        device,
        seq: rest[..digits].parse().unwrap_or(u64::MAX),
        id,
    }
}

/// What a game's operations decide: the last writer of each slot.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Verdict {
    last: BTreeMap<Slot, Stamp>,
}

impl Verdict {
    /// Takes one more operation into account: the same verdict whatever
    /// order they come in, an operation given twice counting once.
    pub fn add(&mut self, op: Stamp) {
        match self.last.get(&op.slot) {
            Some(last) if !op.after(last) => {}
            _ => {
                self.last.insert(op.slot, op);
            }
        }
    }

    /// The operation whose head counts, if any.
    pub fn head(&self) -> Option<&Stamp> {
        self.last.get(&Slot::Head)
    }

    /// The operation that counts for each round, by number.
    pub fn rounds(&self) -> impl Iterator<Item = (u32, &Stamp)> {
        self.last.iter().filter_map(|(slot, op)| match slot {
            Slot::Round(number) => Some((*number, op)),
            _ => None,
        })
    }

    /// Whether the game was deleted (by any device, at any time: a deletion
    /// is never undone by a change made without knowing of it).
    pub fn deleted(&self) -> bool {
        self.last.contains_key(&Slot::Delete)
    }

    /// Whether any operation of the game is known.
    pub fn any(&self) -> bool {
        !self.last.is_empty()
    }
}

/// What the operations `ops` of one game decide (see [`Verdict`]).
pub fn decide(ops: impl IntoIterator<Item = Stamp>) -> Verdict {
    let mut verdict = Verdict::default();
    for op in ops {
        verdict.add(op);
    }
    verdict
}

/// The changes of one game's head and rounds set aside by a later change
/// of the same slot made on another device meanwhile: each operation of
/// `ops` that is not the last writer of its slot and that no operation was
/// made upon (`built_on`: an operation names it as its base), with the one
/// that counts. Oldest first, as their devices made them; each once.
pub fn set_aside(ops: &[Stamp], built_on: impl Fn(&Stamp) -> bool) -> Vec<(&Stamp, &Stamp)> {
    let mut last: BTreeMap<Slot, &Stamp> = BTreeMap::new();
    for op in ops.iter().filter(|op| op.slot != Slot::Delete) {
        match last.get(&op.slot) {
            Some(known) if !op.after(known) => {}
            _ => {
                last.insert(op.slot, op);
            }
        }
    }
    let mut lost: Vec<(&Stamp, &Stamp)> = ops
        .iter()
        .filter_map(|op| {
            let won = last.get(&op.slot)?;
            (won.id != op.id && !built_on(op)).then_some((op, *won))
        })
        .collect();
    lost.sort_by(|(a, _), (b, _)| order(a.clock, &a.id).cmp(&order(b.clock, &b.id)));
    lost.dedup_by(|(a, _), (b, _)| a.id == b.id);
    lost
}

/// A game's operation that says which number its device gave the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Claim {
    /// The game's uid.
    pub game: String,
    /// The operation's id.
    pub id: String,
    /// The operation's clock.
    pub clock: u64,
    /// When the device gave the number, when that was before the operation
    /// (the operation's `given`).
    pub given: Option<i64>,
    /// The number.
    pub number: GameId,
    /// The game came in by `skyjo import`.
    pub imported: bool,
}

impl Claim {
    /// The clock of the giving: `given`, never after the operation.
    fn given_at(&self) -> u64 {
        self.given
            .map_or(self.clock, |g| (g.max(0) as u64).min(self.clock))
    }
}

/// The numbers of every game the operations know, deleted ones too (a
/// number is never given twice), and why each game that does not have the
/// number its device gave it moved.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Numbering {
    /// Each game's number, by uid.
    pub number: HashMap<String, GameId>,
    /// Why a game has another number than its device gave it, by uid.
    pub why: HashMap<String, MoveReason>,
}

/// Works out [`Numbering`] from the `claims` (every `game` operation; the
/// first of each game, in the [`order`] of operations, says its number): in
/// the order the numbers were given (the clock of the giving, then the
/// operation's [`order`]), each game takes the number its device gave it, unless an earlier
/// game has it; then it takes the next above every number given so far. An
/// imported game is the one exception: a game started at the table on a
/// device that had not heard of the import takes the number from it, and
/// the imported game moves on. Nothing given later moves a game started at
/// the table, so a number once shown stays.
pub fn numbering(claims: impl IntoIterator<Item = Claim>) -> Numbering {
    let mut first: HashMap<String, Claim> = HashMap::new();
    for claim in claims {
        match first.get_mut(&claim.game) {
            Some(known) if order(known.clock, &known.id) <= order(claim.clock, &claim.id) => {}
            Some(known) => *known = claim,
            None => {
                first.insert(claim.game.clone(), claim);
            }
        }
    }
    let mut claims: Vec<Claim> = first.into_values().collect();
    claims.sort_by(|a, b| {
        (a.given_at(), order(a.clock, &a.id)).cmp(&(b.given_at(), order(b.clock, &b.id)))
    });
    let mut out = Numbering {
        number: HashMap::with_capacity(claims.len()),
        why: HashMap::new(),
    };
    // Who holds each number given so far: the game, and whether it is an
    // imported one.
    let mut holders: BTreeMap<GameId, (usize, bool)> = BTreeMap::new();
    for (i, claim) in claims.iter().enumerate() {
        let top = || holders.last_key_value().map_or(0, |(n, _)| *n);
        let (uid, wanted) = (&claim.game, claim.number);
        match holders.get(&wanted).copied() {
            _ if wanted < 1 => {
                let to = top() + 1;
                holders.insert(to, (i, claim.imported));
                out.number.insert(uid.clone(), to);
                out.why.insert(uid.clone(), MoveReason::Shifted);
            }
            None => {
                holders.insert(wanted, (i, claim.imported));
                out.number.insert(uid.clone(), wanted);
            }
            Some((held_by, true)) if !claim.imported => {
                // An imported game gives way to a game started at the table.
                let to = top() + 1;
                let moved = &claims[held_by].game;
                holders.insert(to, (held_by, true));
                holders.insert(wanted, (i, false));
                out.number.insert(moved.clone(), to);
                out.why.insert(moved.clone(), MoveReason::Imported);
                out.number.insert(uid.clone(), wanted);
            }
            Some((held_by, _)) => {
                let to = top() + 1;
                holders.insert(to, (i, claim.imported));
                out.number.insert(uid.clone(), to);
                let why = if claims[held_by].number == wanted {
                    MoveReason::GivenFirst
                } else {
                    MoveReason::Shifted
                };
                out.why.insert(uid.clone(), why);
            }
        }
    }
    out
}

/// A rename or merge of a player, as the log's operation made it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rename {
    /// The operation's clock.
    pub clock: u64,
    /// The old name's key.
    pub from: String,
    /// The new name.
    pub to: String,
}

/// The old name's key and the new name of a log entry that renames or
/// merges a player.
pub fn renaming(entry: &LogEntry) -> Option<(String, String)> {
    let LogEntry::Change {
        kind,
        before,
        after,
        ..
    } = entry
    else {
        return None;
    };
    match kind.as_str() {
        "rename" => Some((name_key(before.as_str()?), after.as_str()?.to_string())),
        "merge" => Some((
            name_key(before.get(1)?.as_str()?),
            before.get(0)?.as_str()?.to_string(),
        )),
        _ => None,
    }
}

/// The `players` of a game whose head was made at `clock` with every rename
/// of `renames` (by the clock, oldest first) made later applied, but one
/// that would seat one player twice: each name changed, old and new, in
/// the order applied (the closers of the game's rounds follow them).
pub fn renamed(players: &mut [String], clock: u64, renames: &[Rename]) -> Vec<(String, String)> {
    let mut changed = Vec::new();
    for rename in renames.iter().filter(|r| r.clock > clock) {
        let to_key = name_key(&rename.to);
        let Some(seat) = players.iter().position(|p| name_key(p) == rename.from) else {
            continue;
        };
        if rename.from != to_key && players.iter().any(|p| name_key(p) == to_key) {
            continue;
        }
        let old = std::mem::replace(&mut players[seat], rename.to.clone());
        changed.push((old, rename.to.clone()));
    }
    changed
}

/// The player of `players` that `name` is, followed through the `renames`
/// (in clock order) when it is none of them: a round entered under a name
/// that a rename on another device changed names its closer by the old
/// name, and the head that won may already carry the new one (written after
/// the rename). `None` when no chain of renames leads to a player.
pub fn through_renames(name: &str, players: &[String], renames: &[Rename]) -> Option<String> {
    let fits = |key: &str| players.iter().find(|p| name_key(p) == key).cloned();
    let mut key = name_key(name);
    if let Some(player) = fits(&key) {
        return Some(player);
    }
    for rename in renames {
        if rename.from == key {
            key = name_key(&rename.to);
            if let Some(player) = fits(&key) {
                return Some(player);
            }
        }
    }
    None
}

/// How rich a spelling is: its letters beyond ASCII, then its capitals, then
/// the text itself (so that any two spellings are in one order). Where two
/// spellings of one player meet, the richer one stays (Åsa over asa), so
/// every device ends with the same whatever the order.
pub fn richer(name: &str) -> (usize, usize, &str) {
    (
        name.chars().filter(|c| !c.is_ascii()).count(),
        name.chars().filter(|c| c.is_uppercase()).count(),
        name,
    )
}

/// The operations of a game that count (see [`rule::decide`]), read back.
#[derive(Default)]
pub struct Winners {
    /// The head that counts, with its operation's id.
    pub head: Option<(String, GameHead)>,
    /// The clock of the head's operation.
    pub head_clock: u64,
    /// Each round that counts (`None`: taken back), with its operation's id.
    pub rounds: BTreeMap<u32, (String, Option<RoundRecord>)>,
    /// The game was deleted.
    pub deleted: bool,
    /// Any operation of the game is known.
    pub any: bool,
}

/// What the winning operations of a game make ([`game_of`]).
#[derive(Debug)]
pub struct Made {
    /// The game, when its head is there and the rules take it.
    pub game: Option<StoredGame>,
    /// No operation of the game's head is known (a round or a deletion of
    /// a game no journal ever started).
    pub no_head: bool,
    /// The operation refused (its id), the round it wrote (`None`: the
    /// head), and what the rules said.
    pub refused: Option<(String, Option<u32>, RecordProblem)>,
}

/// The game the winning operations `won` of the game `uid` make, its
/// players renamed by the `renames` made after its head: its head and its
/// rounds from the first, as far as they follow one another and the rules
/// take them; the game ends where its rules end it. No game when there is
/// no head, or one the rules refuse; the first record refused is said.
pub fn game_of(uid: &str, mut won: Winners, renames: &[Rename]) -> Made {
    let Some((head_id, mut head)) = won.head else {
        return Made {
            game: None,
            no_head: true,
            refused: None,
        };
    };
    for (old, new) in renamed(&mut head.players, won.head_clock, renames) {
        for round in won.rounds.values_mut().filter_map(|(_, r)| r.as_mut()) {
            if round.closer == old {
                round.closer = new.clone();
            }
        }
    }
    for round in won.rounds.values_mut().filter_map(|(_, r)| r.as_mut()) {
        if let Some(player) = through_renames(&round.closer, &head.players, renames) {
            round.closer = player;
        }
    }
    let mut game = match check_head(uid, &head) {
        Ok(game) => game,
        Err(problem) => {
            return Made {
                game: None,
                no_head: false,
                refused: Some((head_id, None, problem)),
            };
        }
    };
    let mut refused = None;
    for number in 1.. {
        let Some((id, Some(record))) = won.rounds.get(&number) else {
            break;
        };
        match check_round(&head.players, &head.rules, record, number) {
            Ok(round) => game.rounds.push(round),
            Err(problem) => {
                refused = Some((id.clone(), Some(number), problem));
                break;
            }
        }
        if game.final_totals.is_none() && game.standings().over {
            break;
        }
    }
    Made {
        game: Some(game),
        no_head: false,
        refused,
    }
}

/// The rounds of a game deleted on another device that this device must
/// say (and keep a copy of the history for): of `here`, each round of the
/// game as this history has it with the id of the operation that counts
/// for it, those the deleting device did not have as they are (`known`,
/// the game as it deleted it) and that this device entered (`device`): a
/// round that came in from another device is that device's to say.
pub fn late_rounds<'a>(
    here: impl IntoIterator<Item = (RoundRecord, Option<&'a str>)>,
    known: &[RoundRecord],
    device: &str,
) -> Vec<u32> {
    here.into_iter()
        .filter(|(round, _)| !known.iter().any(|k| k.number == round.number && k == round))
        .filter(|(_, by)| by.is_some_and(|id| device_of(id) == device))
        .map(|(round, _)| round.number)
        .collect()
}

/// A game that came in by a merge, as the rule of the current game sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Arrival {
    /// Its number.
    pub game: GameId,
    /// It was abandoned.
    pub abandoned: bool,
    /// It was given its final totals (an imported game's).
    pub final_totals: bool,
    /// Its rules end it with the rounds it has.
    pub over: bool,
}

/// The game that becomes the current game after a merge: the one game
/// that came in unfinished, when this device has no current game
/// (`has_current`); never one guessed between several.
pub fn current_after_merge(has_current: bool, arrivals: &[Arrival]) -> Option<GameId> {
    if has_current {
        return None;
    }
    let mut unfinished = arrivals
        .iter()
        .filter(|a| !a.abandoned && !a.final_totals && !a.over);
    match (unfinished.next(), unfinished.next()) {
        (Some(one), None) => Some(one.game),
        _ => None,
    }
}

/// Which player of this history a name of another device's game is
/// ([`local_name`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LocalName {
    /// The known player of that name, spelt as here.
    Known(String),
    /// The known player `here`, spelt richer by the other device: the
    /// player takes the spelling `to`.
    Respelt {
        /// The spelling here.
        here: String,
        /// The other device's, richer.
        to: String,
    },
    /// A player of its own, by the name as the other device has it; `fits`:
    /// the players here it fits and that were not guessed between (several
    /// the same without diacritics, or one only spelt out), to be said.
    Own {
        /// The players it fits.
        fits: Vec<String>,
    },
}

/// The player of this history the name `name` of another device's game is,
/// `known` the players here and `seated` the names of that game already
/// given: by the names rule less its spelt-out letters
/// ([`names::fit_folded`]): a known player in any case, else the one known
/// player the same without diacritics (`asa` is Åsa); several that fit are
/// never guessed between. A name that fits a player only spelt out
/// (`Soeren` for Søren) is a player of its own too, and said. Where two
/// spellings meet, the richer one stays ([`richer`]), so every device ends
/// with the same spelling whatever the order. A player is never seated
/// twice.
pub fn local_name(known: &[String], name: &str, seated: &[String]) -> LocalName {
    let named = |fits: &[usize]| fits.iter().map(|&i| known[i].clone()).collect();
    match names::fit_folded(known, name) {
        Fit::One(i) if !seated.contains(&known[i]) => {
            let here = &known[i];
            if richer(name) > richer(here) {
                LocalName::Respelt {
                    here: here.clone(),
                    to: name.to_string(),
                }
            } else {
                LocalName::Known(here.clone())
            }
        }
        Fit::Several(fits) => LocalName::Own { fits: named(&fits) },
        Fit::None(_) => LocalName::Own {
            fits: match names::fit(known, name) {
                Fit::One(i) => vec![known[i].clone()],
                Fit::Several(fits) => named(&fits),
                Fit::None(_) => Vec::new(),
            },
        },
        Fit::One(_) => LocalName::Own { fits: Vec::new() },
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    fn stamp(id: &str, clock: u64, slot: Slot) -> Stamp {
        Stamp {
            id: id.into(),
            clock,
            slot,
        }
    }

    #[test]
    fn the_later_clock_wins_and_the_greater_id_breaks_a_tie() {
        let verdict = decide([
            stamp("b:1", 10, Slot::Head),
            stamp("a:2", 12, Slot::Head),
            stamp("a:1", 10, Slot::Round(1)),
            stamp("b:2", 10, Slot::Round(1)),
            stamp("a:3", 9, Slot::Round(2)),
        ]);
        assert_eq!(verdict.head().map(|s| s.id.as_str()), Some("a:2"));
        let rounds: Vec<(u32, &str)> = verdict.rounds().map(|(n, s)| (n, s.id.as_str())).collect();
        assert_eq!(rounds, [(1, "b:2"), (2, "a:3")]);
        assert!(!verdict.deleted() && verdict.any());
        assert!(!decide([]).any());
    }

    /// The operations of one write share its time: they follow one another
    /// by their number on the device (d:10 after d:9, which the text of the
    /// ids puts the other way), and at one time the device goes first.
    #[test]
    fn one_order_of_operations_by_clock_device_and_number() {
        let mut ids = vec![
            (5, "d:10"),
            (5, "d:9"),
            (4, "e:1"),
            (5, "c:30"),
            (5, "d:9~00ff"),
            (6, "a:1"),
        ];
        ids.sort_by(|(a, x), (b, y)| order(*a, x).cmp(&order(*b, y)));
        assert_eq!(
            ids,
            [
                (4, "e:1"),
                (5, "c:30"),
                (5, "d:9"),
                (5, "d:9~00ff"),
                (5, "d:10"),
                (6, "a:1")
            ]
        );
        let verdict = decide([stamp("d:9", 5, Slot::Head), stamp("d:10", 5, Slot::Head)]);
        assert_eq!(verdict.head().map(|s| s.id.as_str()), Some("d:10"));
    }

    /// A deletion made before a change it did not know of still stands.
    #[test]
    fn a_deleted_game_stays_deleted() {
        let verdict = decide([
            stamp("a:1", 1, Slot::Head),
            stamp("b:1", 2, Slot::Delete),
            stamp("a:2", 3, Slot::Round(1)),
            stamp("a:3", 4, Slot::Head),
        ]);
        assert!(verdict.deleted());
    }

    #[test]
    fn a_change_made_upon_another_does_not_set_it_aside() {
        let ops = [
            stamp("a:1", 1, Slot::Round(1)),
            // Made on another device meanwhile, without knowing a:1.
            stamp("b:1", 2, Slot::Round(1)),
            // a:1 corrected, knowing it: a:1 is not set aside.
            stamp("a:2", 3, Slot::Round(1)),
            stamp("a:3", 4, Slot::Head),
        ];
        let lost = set_aside(&ops, |op| op.id == "a:1");
        let lost: Vec<(&str, &str)> = lost
            .iter()
            .map(|(l, w)| (l.id.as_str(), w.id.as_str()))
            .collect();
        assert_eq!(lost, [("b:1", "a:2")]);
    }

    #[test]
    fn a_number_given_first_stays_and_an_import_gives_way() {
        let claim = |game: &str, id: &str, clock, number, imported| Claim {
            game: game.into(),
            id: id.into(),
            clock,
            given: None,
            number,
            imported,
        };
        let numbering = numbering([
            claim("g1", "a:1", 10, 1, false),
            // Another device gave 1 later: it moves to 2.
            claim("g2", "b:1", 20, 1, false),
            // Imported as 3 before a game was started as 3 elsewhere.
            claim("g3", "a:2", 30, 3, true),
            claim("g4", "b:2", 40, 3, false),
        ]);
        let number = |g: &str| numbering.number[g];
        assert_eq!((number("g1"), number("g2")), (1, 2));
        assert_eq!((number("g3"), number("g4")), (4, 3));
        assert_eq!(numbering.why["g2"], MoveReason::GivenFirst);
        assert_eq!(numbering.why["g3"], MoveReason::Imported);
        assert!(!numbering.why.contains_key("g1"));
    }

    #[test]
    fn a_later_rename_reaches_the_players_but_never_seats_one_twice() {
        let rename = |clock, from: &str, to: &str| Rename {
            clock,
            from: name_key(from),
            to: to.into(),
        };
        let mut players = vec!["Åse".to_string(), "Jorgen".to_string(), "Bo".to_string()];
        let renames = [
            rename(5, "Åse", "Åsa"),
            rename(20, "Jorgen", "Jørgen"),
            // Would seat Bo twice.
            rename(21, "Jørgen", "Bo"),
        ];
        let changed = renamed(&mut players, 10, &renames);
        assert_eq!(players, ["Åse", "Jørgen", "Bo"]);
        assert_eq!(changed, [("Jorgen".to_string(), "Jørgen".to_string())]);
        assert!(richer("Åsa") > richer("asa") && richer("Anna") > richer("anna"));
    }

    /// Operations of a game on three devices: few ids, clocks and slots,
    /// so that ties, repeats and contested slots come up often. Each id once
    /// (an id names one operation).
    fn record(number: u32, scores: [i32; 2]) -> RoundRecord {
        RoundRecord {
            number,
            closer: "Åse".into(),
            recorded_at: "2026-12-24T18:00:00Z".into(),
            entries: scores.iter().map(i32::to_string).collect(),
            raw: scores.to_vec(),
            doubled: vec![false, false],
            scores: scores.to_vec(),
        }
    }

    #[test]
    fn late_rounds_are_those_entered_here_that_the_deleting_device_lacked() {
        let known = [record(1, [10, 20]), record(2, [5, 7])];
        let here = [
            // Known as it is: not late.
            (record(1, [10, 20]), Some("aaaa:2")),
            // Corrected here since: late.
            (record(2, [5, 8]), Some("aaaa:5")),
            // Entered here after: late.
            (record(3, [1, 2]), Some("aaaa:6")),
            // Entered on another device: its to say.
            (record(4, [3, 3]), Some("cccc:1")),
            // No operation counts for it: nobody's.
            (record(5, [0, 0]), None),
        ];
        let late = late_rounds(here.iter().map(|(r, by)| (r.clone(), *by)), &known, "aaaa");
        assert_eq!(late, [2, 3]);
        assert_eq!(
            late_rounds(here.iter().map(|(r, by)| (r.clone(), *by)), &known, "cccc"),
            [4]
        );
    }

    fn head(players: &[&str]) -> GameHead {
        GameHead {
            played_at: "2026-12-24T18:00:00Z".into(),
            rules: crate::rules::Rules::default(),
            players: players.iter().map(|p| p.to_string()).collect(),
            name: None,
            note: None,
            abandoned: false,
            final_totals: None,
        }
    }

    fn won(players: &[&str], rounds: &[(u32, &str, Option<RoundRecord>)]) -> Winners {
        Winners {
            head: Some(("aaaa:1".into(), head(players))),
            head_clock: 10,
            rounds: rounds
                .iter()
                .map(|(n, id, r)| (*n, (id.to_string(), r.clone())))
                .collect(),
            deleted: false,
            any: true,
        }
    }

    #[test]
    fn a_game_is_its_head_and_its_rounds_as_far_as_they_follow_one_another() {
        let rounds = [
            (1, "aaaa:2", Some(record(1, [10, 20]))),
            (2, "bbbb:1", None),
            (3, "aaaa:4", Some(record(3, [5, 7]))),
        ];
        let made = game_of("u1", won(&["Åse", "Jørgen"], &rounds), &[]);
        let game = made.game.expect("a game");
        assert_eq!((game.uid.as_str(), game.players.len()), ("u1", 2));
        // Round 2 taken back: round 3 does not follow, and is not a refusal.
        assert_eq!(game.rounds.len(), 1);
        assert_eq!(game.rounds[0].players[1].entry, "20");
        assert!(!made.no_head && made.refused.is_none());
    }

    #[test]
    fn a_record_the_rules_refuse_is_said_by_its_operation() {
        let mut bad = record(2, [5, 7]);
        bad.scores = vec![5, 99];
        let rounds = [
            (1, "aaaa:2", Some(record(1, [10, 20]))),
            (2, "cccc:7", Some(bad)),
            (3, "aaaa:4", Some(record(3, [1, 2]))),
        ];
        let made = game_of("u1", won(&["Åse", "Jørgen"], &rounds), &[]);
        assert_eq!(made.game.expect("a game").rounds.len(), 1);
        let (id, round, _) = made.refused.expect("a refusal");
        assert_eq!((id.as_str(), round), ("cccc:7", Some(2)));
        // A head of one player: no game, the head's operation said.
        let made = game_of("u1", won(&["Åse"], &[]), &[]);
        assert!(made.game.is_none());
        let (id, round, problem) = made.refused.expect("a refusal");
        assert_eq!((id.as_str(), round), ("aaaa:1", None));
        assert_eq!(problem, RecordProblem::PlayerCount { found: 1 });
        // No head known: no game, nothing refused, the rounds said by apply.
        let made = game_of("u1", Winners::default(), &[]);
        assert!(made.no_head && made.game.is_none() && made.refused.is_none());
    }

    #[test]
    fn a_rename_after_the_head_renames_the_players_and_the_closers() {
        let mut closed = record(1, [20, 10]);
        closed.closer = "Jørgen".into();
        let rounds = [(1, "aaaa:2", Some(closed))];
        let renames = [Rename {
            clock: 11,
            from: name_key("Jørgen"),
            to: "Jørn".into(),
        }];
        let made = game_of("u1", won(&["Åse", "Jørgen"], &rounds), &renames);
        let game = made.game.expect("a game");
        assert_eq!(game.players, ["Åse", "Jørn"]);
        assert_eq!(game.rounds[0].closer, 1);
        // A rename before the head is the head's already: not applied again.
        let before = [Rename {
            clock: 9,
            ..renames[0].clone()
        }];
        let made = game_of("u1", won(&["Åse", "Jørgen"], &[]), &before);
        assert_eq!(made.game.expect("a game").players, ["Åse", "Jørgen"]);
    }

    fn arrival(game: GameId) -> Arrival {
        Arrival {
            game,
            abandoned: false,
            final_totals: false,
            over: false,
        }
    }

    #[test]
    fn the_one_unfinished_game_that_came_in_is_made_current_and_no_other() {
        let abandoned = Arrival {
            abandoned: true,
            ..arrival(1)
        };
        let imported = Arrival {
            final_totals: true,
            ..arrival(2)
        };
        let over = Arrival {
            over: true,
            ..arrival(3)
        };
        let open = arrival(4);
        assert_eq!(
            current_after_merge(false, &[abandoned, imported, over, open]),
            Some(4)
        );
        assert_eq!(current_after_merge(true, &[open]), None);
        assert_eq!(current_after_merge(false, &[open, arrival(5)]), None);
        assert_eq!(current_after_merge(false, &[abandoned, over]), None);
        assert_eq!(current_after_merge(false, &[]), None);
    }

    #[test]
    fn a_name_of_another_device_is_a_known_player_a_richer_spelling_or_its_own() {
        let known: Vec<String> = ["asa", "Ola", "Sören", "Søren", "Jørgen"]
            .map(String::from)
            .to_vec();
        let own = |fits: &[&str]| LocalName::Own {
            fits: fits.iter().map(|f| f.to_string()).collect(),
        };
        // More capitals is richer too: every device ends with one spelling.
        assert_eq!(
            local_name(&known, "OLA", &[]),
            LocalName::Respelt {
                here: "Ola".into(),
                to: "OLA".into()
            }
        );
        assert_eq!(
            local_name(&known, "ola", &[]),
            LocalName::Known("Ola".into())
        );
        assert_eq!(
            local_name(&known, "Åsa", &[]),
            LocalName::Respelt {
                here: "asa".into(),
                to: "Åsa".into()
            }
        );
        assert_eq!(local_name(&known, "Soren", &[]), own(&["Sören", "Søren"]));
        assert_eq!(local_name(&known, "Joergen", &[]), own(&["Jørgen"]));
        assert_eq!(local_name(&known, "Liv", &[]), own(&[]));
        // Never seated twice: the second Ola of one game is a player of its own.
        assert_eq!(local_name(&known, "ola", &["Ola".into()]), own(&[]));
    }

    proptest! {
        #[test]
        fn the_current_game_after_a_merge_is_the_same_in_any_order(
            flags in proptest::collection::vec((any::<bool>(), any::<bool>(), any::<bool>()), 0..5),
            seed in any::<u64>(),
        ) {
            let arrivals: Vec<Arrival> = flags
                .iter()
                .enumerate()
                .map(|(i, &(abandoned, final_totals, over))| Arrival {
                    game: i as GameId + 1,
                    abandoned,
                    final_totals,
                    over,
                })
                .collect();
            let mut shuffled = arrivals.clone();
            let n = shuffled.len().max(1) as u64;
            shuffled.rotate_left((seed % n) as usize);
            shuffled.reverse();
            let open: Vec<GameId> = arrivals
                .iter()
                .filter(|a| !a.abandoned && !a.final_totals && !a.over)
                .map(|a| a.game)
                .collect();
            let current = current_after_merge(false, &arrivals);
            prop_assert_eq!(current, current_after_merge(false, &shuffled));
            prop_assert_eq!(current, (open.len() == 1).then(|| open[0]));
        }
    }

    fn ops() -> impl Strategy<Value = Vec<Stamp>> {
        let slot = prop_oneof![
            4 => Just(Slot::Head),
            6 => (1u32..4).prop_map(Slot::Round),
            1 => Just(Slot::Delete),
        ];
        proptest::collection::vec((0u8..3, 1u32..8, 0u64..6, slot), 0..16).prop_map(|ops| {
            let mut seen = std::collections::HashSet::new();
            ops.into_iter()
                .map(|(device, seq, clock, slot)| stamp(&format!("d{device}:{seq}"), clock, slot))
                .filter(|op| seen.insert(op.id.clone()))
                .collect()
        })
    }

    /// The operations, the same in another order, and some of them again.
    fn ops_shuffled_and_repeated() -> impl Strategy<Value = (Vec<Stamp>, Vec<Stamp>, Vec<Stamp>)> {
        ops().prop_flat_map(|ops| {
            let again = proptest::sample::subsequence(ops.clone(), 0..=ops.len());
            (Just(ops.clone()), Just(ops).prop_shuffle(), again)
        })
    }

    proptest! {
        #[test]
        fn the_verdict_is_the_same_in_any_order((ops, shuffled, _) in ops_shuffled_and_repeated()) {
            prop_assert_eq!(decide(shuffled), decide(ops));
        }

        #[test]
        fn an_operation_given_again_counts_once((ops, shuffled, again) in ops_shuffled_and_repeated()) {
            let twice = shuffled.into_iter().chain(again).chain(ops.clone());
            prop_assert_eq!(decide(twice), decide(ops));
        }

        /// Merging in steps (what a device knew, then what came later) is
        /// merging at once; merging what counts again changes nothing.
        #[test]
        fn the_verdict_is_idempotent_and_the_same_in_steps(ops in ops(), cut in any::<prop::sample::Index>()) {
            let at = cut.index(ops.len() + 1);
            let whole = decide(ops.clone());
            let first = decide(ops[..at].to_vec());
            let steps = decide(first.last.values().cloned().chain(ops[at..].iter().cloned()));
            prop_assert_eq!(&steps, &whole);
            prop_assert_eq!(decide(whole.last.values().cloned()), whole.clone());
            // Each slot's winner is its last writer; a deletion anywhere stands.
            for op in &ops {
                let last = whole.last.get(&op.slot).expect("a slot written has a winner");
                prop_assert!(last == op || last.after(op));
            }
            prop_assert_eq!(whole.deleted(), ops.iter().any(|op| op.slot == Slot::Delete));
        }

        #[test]
        fn what_is_set_aside_is_the_same_in_any_order((ops, shuffled, again) in ops_shuffled_and_repeated()) {
            let built_on = |op: &Stamp| op.clock.is_multiple_of(3);
            let ids = |lost: Vec<(&Stamp, &Stamp)>| -> Vec<(String, String)> {
                lost.into_iter().map(|(l, w)| (l.id.clone(), w.id.clone())).collect()
            };
            let mut repeated = shuffled;
            repeated.extend(again);
            prop_assert_eq!(ids(set_aside(&repeated, built_on)), ids(set_aside(&ops, built_on)));
        }

        /// Every game takes one number of its own, whatever the order the
        /// claims came in and however often each came.
        #[test]
        fn every_game_takes_a_number_of_its_own_in_any_order(
            claims in proptest::collection::vec((0u8..6, 0u8..3, 0u64..8, proptest::option::of(0i64..8), -1i64..5, any::<bool>()), 0..14)
                .prop_flat_map(|claims| {
                    let claims: Vec<Claim> = claims
                        .into_iter()
                        .enumerate()
                        .map(|(seq, (game, device, clock, given, number, imported))| Claim {
                            game: format!("g{game}"),
                            id: format!("d{device}:{seq}"),
                            clock,
                            given,
                            number,
                            imported,
                        })
                        .collect();
                    (Just(claims.clone()), Just(claims).prop_shuffle())
                })
        ) {
            let (claims, shuffled) = claims;
            let once = numbering(claims.clone());
            let repeated = numbering(shuffled.into_iter().chain(claims.clone()));
            prop_assert_eq!(&repeated, &once);
            let games: std::collections::HashSet<&str> = claims.iter().map(|c| c.game.as_str()).collect();
            prop_assert_eq!(once.number.len(), games.len());
            let numbers: std::collections::HashSet<GameId> = once.number.values().copied().collect();
            prop_assert_eq!(numbers.len(), games.len(), "two games of one number: {:?}", once.number);
            prop_assert!(numbers.iter().all(|&n| n >= 1));
        }
    }
}
