//! What several commands need: reading `NAME=ENTRY` and names, finding a
//! seat, the current game, periods, and the errors of the user's input.
//! This module imports no command.

use anyhow::{Result, bail};
use chrono::{DateTime, Local, NaiveDate, TimeZone, Utc};

pub use super::ctx::now;
use super::{Ctx, prompt};
use crate::flags::args::PeriodArgs;
use crate::i18n::{Lang, Words};
pub use crate::input::{FileError, InputError, check_name, check_names, seat_players};
use crate::rules::deck::{self, CardCount};
use crate::rules::names::{self, Fit, Who};
use crate::rules::{self, Entry, RuleError, Standings};
use crate::store::stats::Period;
use crate::store::{GameId, OpenMode, Reads, Rounds, Store, StoreError, StoredGame, StoredRound};
use crate::tr;

/// Splits `NAME=ENTRY` arguments.
pub fn split_entries(args: &[String]) -> Result<Vec<(String, String)>, InputError> {
    args.iter()
        .map(|arg| {
            arg.split_once('=')
                .map(|(name, entry)| (name.trim().to_string(), entry.to_string()))
                .filter(|(name, _)| !name.is_empty())
                .ok_or_else(|| InputError::NotNameEntry { arg: arg.clone() })
        })
        .collect()
}

/// The rule flags `flags` over `base`, refusing a rule of the other edition
/// ([`RuleOverrides::of_other_edition`]).
pub fn rules_over(
    flags: &crate::flags::rules::RuleOverrides,
    base: crate::rules::Rules,
) -> Result<crate::rules::Rules, InputError> {
    let rules = flags.apply(base);
    if let Some((flag, edition)) = flags.of_other_edition(&rules) {
        return Err(InputError::RuleOfOtherEdition { flag, edition });
    }
    Ok(rules)
}

/// Splits `NAME=N` arguments of `--held`: the action cards each player still
/// held at the end of the round.
pub fn split_held(args: &[String]) -> Result<Vec<(String, i64)>, InputError> {
    args.iter()
        .map(|arg| {
            arg.split_once('=')
                .and_then(|(name, n)| Some((name.trim().to_string(), n.trim().parse().ok()?)))
                .filter(|(name, _)| !name.is_empty())
                .ok_or_else(|| InputError::NotNameHeld { arg: arg.clone() })
        })
        .collect()
}

/// Sets the action cards held (`--held`, by name) on the `entries` of
/// `players` under `rules`. A name that fits no player is the caller's
/// error (`none`, given the name and the nearest); a player without an
/// entry, a player given twice, a count the deck does not allow and held
/// cards in a classic game or beside a bare total are refused.
pub fn put_held(
    players: &[String],
    entries: &mut [Option<Entry>],
    held: &[String],
    rules: &crate::rules::Rules,
    ask: Option<Lang>,
    none: impl Fn(&str, Option<String>) -> InputError,
) -> Result<()> {
    put_held_reading(players, entries, held, rules, ask, none, |_| Ok(None), None)
}

/// [`put_held`] on entries not all read yet: a seat without one is read by
/// `read` (`None`: the seat has none) when a count is set on it, each as it
/// comes, so that what is refused is refused in the order it was given.
/// A count for a seat without an entry is refused, or, given `later`, checked
/// and kept there for the grid still to be typed.
#[allow(clippy::too_many_arguments)]
pub fn put_held_reading(
    players: &[String],
    entries: &mut [Option<Entry>],
    held: &[String],
    rules: &crate::rules::Rules,
    ask: Option<Lang>,
    none: impl Fn(&str, Option<String>) -> InputError,
    mut read: impl FnMut(usize) -> Result<Option<Entry>, RuleError>,
    mut later: Option<&mut Vec<(usize, u32)>>,
) -> Result<()> {
    let mut done = vec![false; players.len()];
    for (name, count) in split_held(held)? {
        let seat = seat_of(players, &name, ask, |nearest| none(&name, nearest))?;
        if std::mem::replace(&mut done[seat], true) {
            bail!(InputError::GivenTwice {
                name: players[seat].clone()
            });
        }
        let entry = match entries[seat] {
            Some(entry) => Some(entry),
            None => read(seat)?,
        };
        let Some(entry) = entry else {
            if let Some(later) = later.as_deref_mut() {
                let count = crate::rules::entry::held_count(&players[seat], count, rules)?;
                later.push((seat, count));
                continue;
            }
            bail!(InputError::HeldWithoutEntry {
                name: players[seat].clone()
            });
        };
        entries[seat] = Some(entry.with_held(&players[seat], count, rules)?);
    }
    Ok(())
}

/// Skyjo Action: asks who still holds action cards at the end of the round,
/// as `NAME=N` pairs (`Anna=1 Bertil=2`); Enter alone: nobody (the entries
/// stay as they are). Each count is checked against `entries` (those of
/// the seats of `names`) as `--held` checks it; the answer is the new entry
/// of each seat that changes.
pub fn ask_held(
    names: &[String],
    entries: &[Entry],
    rules: &rules::Rules,
    lang: Lang,
) -> Result<Vec<(usize, Entry)>> {
    let read = |text: &str| -> Result<Vec<(usize, Entry)>, String> {
        let mut held: Vec<Option<Entry>> = entries.iter().copied().map(Some).collect();
        let args = held_pairs(text);
        put_held(names, &mut held, &args, rules, None, |name, nearest| {
            InputError::HeldNotAmong {
                name: name.to_string(),
                players: names.to_vec(),
                nearest,
            }
        })
        .map_err(|err| words_of(&err, lang))?;
        Ok(held
            .into_iter()
            .enumerate()
            .filter_map(|(seat, entry)| {
                let entry = entry?;
                (entry != entries[seat]).then_some((seat, entry))
            })
            .collect())
    };
    let example = format!("{}=1", names[0]);
    let question = tr!(lang, "prompt-held", example = example);
    let answer = prompt::line(&question, true, lang, |text: &str| read(text).map(|_| ()))?;
    read(&answer).map_err(|problem| anyhow::anyhow!(problem))
}

/// The words of an error of the rules or of the input, as the prompts say it again.
fn words_of(err: &anyhow::Error, lang: Lang) -> String {
    if let Some(rule) = err.downcast_ref::<crate::rules::RuleError>() {
        return rule.message().text(lang);
    }
    match err
        .downcast_ref::<InputError>()
        .and_then(crate::i18n::Worded::words)
    {
        Some(words) => words.text(lang),
        None => err.to_string(),
    }
}

/// The `NAME=N` pairs of a line (`Anna=1 Bertil=2`, `Anna=1, Bertil=2`,
/// `Mor Anna=1`): each name runs from the end of the pair before it to its
/// `=`, each count from its `=` to the next space or comma.
fn held_pairs(text: &str) -> Vec<String> {
    let mut pairs = Vec::new();
    let mut rest = text.trim();
    while !rest.is_empty() {
        let Some(eq) = rest.find('=') else {
            // No `=`: the word is refused as `--held` refuses it.
            pairs.push(rest.to_string());
            break;
        };
        let after = &rest[eq + 1..];
        let end = after
            .find(|c: char| c.is_whitespace() || c == ',')
            .unwrap_or(after.len());
        pairs.push(format!("{}={}", rest[..eq].trim(), &after[..end]));
        rest = after[end..].trim_start_matches(|c: char| c.is_whitespace() || c == ',');
    }
    pairs
}

/// The entry `text` of `name` read under `rules`: the one place a command
/// reads the text of an entry given to it (a flag, a draft kept as text, a
/// stored round to change), so that each is read once and then carried as
/// an [`Entry`] (a test counts the reads of a round).
pub fn read_entry(name: &str, text: &str, rules: &crate::rules::Rules) -> Result<Entry, RuleError> {
    #[cfg(test)]
    ENTRIES_READ.with(|n| n.set(n.get() + 1));
    Entry::parse(name, text, rules)
}

#[cfg(test)]
thread_local! {
    /// How many entries [`read_entry`] read on this thread.
    pub static ENTRIES_READ: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Which of `names` (the positions that fit, `fits`) the name `typed` is:
/// asked at a terminal (`ask`, in the reader's language), else refused with
/// the names that fit. Never guessed.
fn one_of(names: &[String], fits: &[usize], typed: &str, ask: Option<Lang>) -> Result<usize> {
    let fitting: Vec<String> = fits.iter().map(|&i| names[i].clone()).collect();
    match ask {
        Some(lang) => Ok(fits[prompt::which_player(typed, &fitting, lang)?]),
        None => bail!(InputError::SeveralPlayers {
            name: typed.trim().to_string(),
            players: fitting,
        }),
    }
}

/// The seat among `players` of the name `typed`, by the one rule of names
/// ([`names::fit`]): several that fit are asked between at a terminal
/// (`ask`), else refused with them; a name that fits none is the caller's
/// error (`none`, given the nearest name to suggest, if any).
pub fn seat_of(
    players: &[String],
    typed: &str,
    ask: Option<Lang>,
    none: impl FnOnce(Option<String>) -> InputError,
) -> Result<usize> {
    match names::fit(players, typed) {
        Fit::One(seat) => Ok(seat),
        Fit::Several(fits) => one_of(players, &fits, typed, ask),
        Fit::None(nearest) => Err(none(nearest.map(|i| players[i].clone())).into()),
    }
}

/// The stored spelling of the history's player `typed` means, by the one
/// rule of names (several that fit: asked at a terminal, else refused); a
/// name near none is handed on as typed (the store then says there is no
/// such player).
pub fn player_named(store: &Store, typed: &str, ask: Option<Lang>) -> Result<String> {
    let names = store.player_names()?;
    match names::fit(&names, typed) {
        Fit::One(i) => Ok(names[i].clone()),
        Fit::Several(fits) => Ok(names[one_of(&names, &fits, typed, ask)?].clone()),
        Fit::None(Some(i)) => bail!(InputError::NoPlayerNearest {
            name: typed.trim().to_string(),
            nearest: names[i].clone(),
        }),
        Fit::None(None) => Ok(typed.to_string()),
    }
}

/// The names typed for a game (`new`, `start`), each that fits several of
/// the `known` players asked about at a terminal (`ask`) and replaced by the
/// stored spelling picked. Without a terminal they stay as typed, and
/// [`seat_players`] refuses them with the players they fit.
pub fn settle_names(
    known: &[String],
    typed: Vec<String>,
    ask: Option<Lang>,
) -> Result<Vec<String>> {
    let Some(lang) = ask else {
        return Ok(typed);
    };
    typed
        .into_iter()
        .map(|name| match names::fit(known, &name) {
            Fit::Several(fits) => Ok(known[one_of(known, &fits, &name, Some(lang))?].clone()),
            _ => Ok(name),
        })
        .collect()
}

/// The players of a game as they are stored, from the names typed and who
/// each is ([`seat_players`]): a known player's stored spelling, a new
/// player's name as typed (trimmed).
pub fn stored_names(known: &[String], typed: &[String], seated: &[Who]) -> Vec<String> {
    typed
        .iter()
        .zip(seated)
        .map(|(name, who)| match who {
            Who::Known(i) => known[*i].clone(),
            Who::New => name.trim().to_string(),
        })
        .collect()
}

/// The game asked for, else the current game of the history at `db`.
pub fn game_id(store: &Store, given: Option<GameId>, db: &str) -> Result<GameId> {
    match given {
        Some(id) => Ok(id),
        None => Ok(store
            .current_game()?
            .ok_or_else(|| InputError::NoCurrentGame { db: db.to_string() })?),
    }
}

/// The current game and its rules, when there is a current game.
pub fn current_rules(ctx: &Ctx) -> Result<Option<(i64, rules::Rules)>> {
    let store = ctx.store(OpenMode::Existing)?;
    let Some(id) = store.current_game()? else {
        return Ok(None);
    };
    Ok(store.game(id)?.map(|game| (id, game.rules)))
}

/// A stored game and its standings, or an error that says how to list the games.
pub fn game_with_standings(store: &Store, id: GameId) -> Result<(StoredGame, Standings)> {
    let game = store.game(id)?.ok_or(StoreError::NoGame { game: id })?;
    let standings = game.standings();
    Ok((game, standings))
}

/// Refuses a game that takes no more rounds, as the store answers it
/// ([`StoredGame::no_more_rounds`]). Called before the first prompt, so that
/// nobody types a round that cannot be recorded.
pub fn still_playing(game: &StoredGame, standings: &Standings) -> Result<()> {
    match game.no_more_rounds(standings) {
        Some(closed) => Err(closed.into()),
        None => Ok(()),
    }
}

/// The entries of a stored round, read back under the game's rules.
pub fn stored_entries(game: &StoredGame, round: &StoredRound) -> Result<Vec<Entry>> {
    Ok(round
        .entries(&game.players, &game.rules)
        .map_err(|problem| StoreError::UnreadableRound {
            game: game.id,
            round: round.number,
            problem,
        })?)
}

/// Round `number` of `game`, or an error that says how many it has.
pub fn find_round(game: &StoredGame, number: u32) -> Result<&StoredRound> {
    if game.final_totals.is_some() {
        bail!(StoreError::TotalsOnly { game: game.id });
    }
    Ok(game
        .rounds
        .iter()
        .find(|r| r.number == number)
        .ok_or(StoreError::NoRound {
            game: game.id,
            round: number,
            rounds: game.rounds.len(),
        })?)
}

/// Matches `NAME=ENTRY` arguments and a closer's name to the seats of `game`
/// (a name that fits several players: asked at a terminal, `ask`, else
/// refused), reading every entry given under the game's rules, once.
/// Missing players stay `None`.
pub fn given_entries(
    game: &StoredGame,
    args: &[String],
    closer: Option<&str>,
    ask: Option<Lang>,
) -> Result<(Vec<Option<Entry>>, Option<usize>)> {
    given_entries_held(game, args, &[], closer, ask).map(|(entries, closer, _)| (entries, closer))
}

/// What [`given_entries_held`] reads: the entries by seat, the closer's
/// seat, and the held counts that wait for a grid still to be typed.
pub type Given = (Vec<Option<Entry>>, Option<usize>, Vec<(usize, u32)>);

/// [`given_entries`] with the action cards held (`--held NAME=N`) set on
/// the entries given. At a terminal (`ask`) in Skyjo Action, a count for a
/// player whose grid is not given is checked and kept apart, by seat, for
/// the grid the prompts ask for.
pub fn given_entries_held(
    game: &StoredGame,
    args: &[String],
    held: &[String],
    closer: Option<&str>,
    ask: Option<Lang>,
) -> Result<Given> {
    let players = &game.players;
    let mut entries: Vec<Option<Entry>> = vec![None; players.len()];
    for (name, text) in split_entries(args)? {
        let seat = seat_of(players, &name, ask, |nearest| InputError::NotInGame {
            name: name.clone(),
            game: game.id,
            players: players.clone(),
            nearest,
        })?;
        if entries[seat].is_some() {
            bail!(InputError::GivenTwice {
                name: players[seat].clone()
            });
        }
        entries[seat] = Some(read_entry(&players[seat], &text, &game.rules)?);
    }
    // At a terminal, in Skyjo Action, a count for a player whose grid is
    // not given waits for the grid the prompts ask for.
    let mut later = Vec::new();
    let wait = ask.is_some() && game.rules.edition.holds_cards();
    put_held_reading(
        players,
        &mut entries,
        held,
        &game.rules,
        ask,
        |name, nearest| InputError::NotInGame {
            name: name.to_string(),
            game: game.id,
            players: players.clone(),
            nearest,
        },
        |_| Ok(None),
        wait.then_some(&mut later),
    )?;
    let closer = match closer {
        Some(name) => Some(seat_of(players, name, ask, |nearest| {
            InputError::CloserNotInGame {
                name: name.to_string(),
                game: game.id,
                players: players.clone(),
                nearest,
            }
        })?),
        None => None,
    };
    Ok((entries, closer, later))
}

/// Reads `--since`/`--until`/`--season`: a local date, month or year (whole
/// days, months or years count, `--until` inclusive) or an RFC 3339 time.
pub fn period(args: &PeriodArgs) -> Result<Period, InputError> {
    /// The first day of the period a text names, and the first day after it.
    fn days(text: &str) -> Option<(NaiveDate, NaiveDate)> {
        let year_of = |y: &str| {
            (y.len() == 4 && y.bytes().all(|b| b.is_ascii_digit()))
                .then(|| y.parse::<i32>().ok())
                .flatten()
        };
        let mut parts = text.split('-');
        match (parts.next(), parts.next(), parts.next(), parts.next()) {
            (Some(y), None, None, None) => {
                let y = year_of(y)?;
                Some((
                    NaiveDate::from_ymd_opt(y, 1, 1)?,
                    NaiveDate::from_ymd_opt(y + 1, 1, 1)?,
                ))
            }
            (Some(y), Some(m), None, None) if m.len() == 2 => {
                let (y, m) = (year_of(y)?, m.parse::<u32>().ok()?);
                let first = NaiveDate::from_ymd_opt(y, m, 1)?;
                let next = if m == 12 {
                    NaiveDate::from_ymd_opt(y + 1, 1, 1)?
                } else {
                    NaiveDate::from_ymd_opt(y, m + 1, 1)?
                };
                Some((first, next))
            }
            (Some(_), Some(_), Some(_), None) => {
                let day = NaiveDate::parse_from_str(text, "%Y-%m-%d").ok()?;
                Some((day, day.succ_opt()?))
            }
            _ => None,
        }
    }
    fn local_midnight(date: NaiveDate) -> DateTime<Utc> {
        let midnight = date.and_hms_opt(0, 0, 0).expect("midnight exists");
        Local.from_local_datetime(&midnight).earliest().map_or_else(
            || Utc.from_utc_datetime(&midnight),
            |t| t.with_timezone(&Utc),
        )
    }
    fn parse(flag: &'static str, text: &str, end: bool) -> Result<DateTime<Utc>, InputError> {
        if let Ok(time) = DateTime::parse_from_rfc3339(text) {
            return Ok(time.with_timezone(&Utc));
        }
        let (first, after) = days(text.trim()).ok_or_else(|| InputError::Date {
            flag,
            text: text.to_string(),
        })?;
        Ok(local_midnight(if end { after } else { first }))
    }
    if let Some(season) = &args.season {
        if args.since.is_some() || args.until.is_some() {
            return Err(InputError::SeasonWithDates);
        }
        let text = season.trim();
        // A year only: `days` would also read a month or a day.
        if text.contains('-') {
            return Err(InputError::Season {
                text: season.clone(),
            });
        }
        let (first, after) = days(text).ok_or_else(|| InputError::Season {
            text: season.clone(),
        })?;
        return Ok(Period {
            since: Some(local_midnight(first)),
            until: Some(local_midnight(after)),
            edition: args.edition,
        });
    }
    let since = args
        .since
        .as_deref()
        .map(|t| parse("--since", t, false))
        .transpose()?;
    let until = args
        .until
        .as_deref()
        .map(|t| parse("--until", t, true))
        .transpose()?;
    if let (Some(s), Some(u)) = (since, until)
        && s >= u
    {
        return Err(InputError::SinceAfterUntil {
            since: args.since.clone().unwrap_or_default(),
            until: args.until.clone().unwrap_or_default(),
        });
    }
    Ok(Period {
        since,
        until,
        edition: args.edition,
    })
}

/// The seen cards of `--seen` (given once or several times), of `deck`: a
/// star (`*`) only in Skyjo Action's.
pub fn seen_cards(seen: &[String], deck: &deck::Deck) -> Result<CardCount, InputError> {
    let mut count = CardCount::default();
    for face in
        deck::parse_faces(&seen.join(" "), deck).map_err(|problem| InputError::Seen { problem })?
    {
        count.add_face(face);
    }
    Ok(count)
}

/// Where the review of a round keeps each answer as it is given: the draft
/// of the round being entered (`round` at a terminal), or nowhere (`edit`,
/// whose round is stored already).
pub trait Keep {
    /// Keeps `entry` as the entry of `seat`.
    fn entry(&mut self, seat: usize, entry: &Entry) -> Result<()>;
    /// Keeps `seat` as the closer.
    fn closer(&mut self, seat: usize) -> Result<()>;
    /// The question before the draft is thrown away; `None` when the round
    /// is no draft (the menu then offers to cancel instead).
    fn discard_question(&self) -> Option<String>;
}

/// The answers of a review kept nowhere (`edit`).
pub struct KeepNothing;

impl Keep for KeepNothing {
    fn entry(&mut self, _seat: usize, _entry: &Entry) -> Result<()> {
        Ok(())
    }

    fn closer(&mut self, _seat: usize) -> Result<()> {
        Ok(())
    }

    fn discard_question(&self) -> Option<String> {
        None
    }
}

/// How the review of a round ended.
pub enum Reviewed {
    /// Record it: its entries and their scores.
    Record(Vec<Entry>, rules::RoundScore),
    /// Record nothing now (a draft stays for later).
    Cancel,
    /// The draft was to be thrown away, and the player confirmed it.
    Discard,
}

/// The one review loop of a round (`round`, `edit`): scores `entries` with
/// `closer` under the game's rules; with a `question` (a terminal, not
/// `--yes`), shows the round card by card and asks until the player records
/// it, typing anything wrong again alone; `menu` is the id of the menu's
/// first choice (`menu-record`, `menu-save`). `None`: the player cancelled.
pub fn review_round(
    game: &StoredGame,
    entries: Vec<Entry>,
    closer: usize,
    question: Option<&str>,
    menu: &'static str,
    lang: crate::i18n::Lang,
) -> Result<Option<(Vec<Entry>, rules::RoundScore)>> {
    Ok(
        match review(
            game,
            entries,
            closer,
            question,
            menu,
            &mut KeepNothing,
            lang,
        )? {
            Reviewed::Record(entries, scored) => Some((entries, scored)),
            Reviewed::Cancel | Reviewed::Discard => None,
        },
    )
}

/// [`review_round`], each answer given on the way handed to `keep` as soon
/// as it is taken; a draft's menu offers to leave it for later or throw it
/// away (after a confirmation, No by default).
pub fn review(
    game: &StoredGame,
    mut entries: Vec<Entry>,
    mut closer: usize,
    question: Option<&str>,
    menu: &'static str,
    keep: &mut dyn Keep,
    lang: crate::i18n::Lang,
) -> Result<Reviewed> {
    loop {
        let scored = match rules::score_round(&game.rules, &entries, closer) {
            Ok(scored) => scored,
            // Grids over the deck (only the grids together can tell): one is
            // typed again at the prompts and the round is kept.
            Err(err @ rules::RuleError::DeckExceeded { .. }) if question.is_some() => {
                let seat = prompt::entry_again(
                    &err.message(),
                    &game.players,
                    &game.rules,
                    &mut entries,
                    lang,
                )?;
                keep.entry(seat, &entries[seat])?;
                continue;
            }
            Err(err) => return Err(err.into()),
        };
        let Some(question) = question else {
            return Ok(Reviewed::Record(entries, scored));
        };
        eprint!(
            "{}",
            crate::render::layout::for_stderr(&crate::render::round::explain(
                &game.players,
                &entries,
                &scored,
                lang
            ))
        );
        let discard = keep.discard_question();
        match prompt::choose(question, menu, &game.players, discard.is_some(), lang)? {
            prompt::Choice::Record => return Ok(Reviewed::Record(entries, scored)),
            prompt::Choice::Change(seat) => {
                let old = entries[seat].to_text();
                entries[seat] =
                    prompt::entry_changed(&game.players[seat], &old, &game.rules, lang)?;
                keep.entry(seat, &entries[seat])?;
            }
            prompt::Choice::Closer => {
                closer = prompt::closer(&game.players, lang)?;
                keep.closer(closer)?;
            }
            prompt::Choice::Cancel => return Ok(Reviewed::Cancel),
            prompt::Choice::Discard => {
                // A stray Enter must not throw typing away: No is the default.
                if let Some(question) = discard
                    && prompt::confirm(&question, false, lang)?
                {
                    return Ok(Reviewed::Discard);
                }
            }
        }
    }
}
