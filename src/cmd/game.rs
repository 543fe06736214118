//! The score pad: `new`, `round`, `show`, `games`, `undo`, `score`, `demo`.

use anyhow::{Result, bail};
use chrono::{DateTime, TimeZone, Utc};

use super::prompt;
use super::shared::{
    self, InputError, Keep, Reviewed, check_name, check_names, find_round, game_id,
    game_with_standings, given_entries_held, put_held_reading, read_entry, review, review_round,
    rules_over, seat_of, seat_players, settle_names, split_entries, stored_entries, stored_names,
};
use super::{Ctx, chances};
use crate::flags::args::{
    AbandonArgs, DeleteArgs, GamesArgs, NewArgs, NoteArgs, RoundArgs, ScoreArgs, ShowArgs,
    UndoArgs, UseArgs,
};
use crate::i18n::{Words, t};
use crate::render::view::{
    AbandonedView, DeletedView, DraftDiscardedView, DraftView, NewGameView, NoGameView, NoteView,
    RoundView, Screen, ShowView, StatusView, UndoneView, UnfinishedGame, UsedView, output,
    output_or,
};
use crate::render::{layout, round as round_view, sheet};
use crate::rules::{self, Entry, Rules};
use crate::store::{
    Added, Corrections, Draft, Files, GameId, NewRound, OpenMode, ReadGame, Reads, Rounds, Store,
    StoreError, StoredGame,
};

/// `skyjo new`.
pub(super) fn new_game(ctx: &Ctx, args: NewArgs, now: DateTime<Utc>) -> Result<String> {
    let lang = ctx.style.lang;
    let ask = ctx.interactive.then_some(lang);
    // Names given are checked before the history is touched.
    if !args.again && !args.names.is_empty() {
        check_count(&args.names)?;
    } else if !args.again && !ctx.interactive {
        bail!(InputError::NoPlayers);
    }
    // Read first (a missing history is an empty one); opened to write at the end.
    let store = ctx.store(OpenMode::Existing)?;
    // The known players: everyone in the history. Names given are settled
    // against them before any other question.
    let known = store.player_names()?;
    let given = settle_names(&known, args.names, ask)?;
    if !given.is_empty() {
        seat_players(&known, &given)?;
    }
    // An unfinished current game is left behind only knowingly; an abandoned
    // one is not unfinished (it was given up on purpose).
    let current = store.current_game()?;
    let unfinished = match current {
        Some(id) => store
            .game(id)?
            .filter(|g| !g.abandoned && !g.standings().over),
        None => None,
    };
    if let Some(game) = &unfinished
        && ctx.interactive
        && !args.yes
        && !prompt::confirm(&sheet::leave_question(game.id, lang), false, lang)?
    {
        eprintln!("{}", t(lang, "nothing-changed"));
        return Ok(String::new());
    }
    // The rematch: the current game's players and rules (else the newest
    // game's); flags still apply.
    let (mut names, base) = if args.again {
        let last = match current {
            Some(id) => Some(id),
            None => store.newest_game()?,
        };
        let Some(last) = last else {
            bail!(InputError::NoGameToRepeat);
        };
        let (game, _) = game_with_standings(&store, last)?;
        (game.players, game.rules)
    } else {
        (given, ctx.settings.rules)
    };
    if names.is_empty() {
        if !ctx.interactive {
            bail!(InputError::NoPlayers);
        }
        names = prompt::names(&known, lang)?;
    }
    check_count(&names)?;
    let seated = seat_players(&known, &names)?;
    let rules = rules_over(&args.rules, base)?;
    let stored = stored_names(&known, &names, &seated);
    let name = args.name.as_deref().map(|n| check_name(n, 1)).transpose()?;
    let mut store = ctx.store(OpenMode::Create)?;
    let id = store.create_game(&stored, &rules, now, name.as_deref())?;
    if let Some(game) = unfinished
        && !ctx.json
    {
        eprintln!("{}", layout::for_stderr(&sheet::left_behind(game.id, lang)));
    }
    let view = NewGameView::of(id, &stored, &rules).with_names(&names, &seated);
    Ok(output(&view, ctx.json, ctx.style))
}

/// Checks that `names` are 2 to 8, each by the rule of a name; whether two
/// are one player is for [`seat_players`], which knows the history.
fn check_count(names: &[String]) -> Result<(), InputError> {
    if !rules::PLAYERS.contains(&names.len()) {
        return Err(InputError::PlayerCount { found: names.len() });
    }
    for (seat, name) in names.iter().enumerate() {
        check_name(name, seat + 1)?;
    }
    Ok(())
}

/// `skyjo status`: the current game in short.
pub(super) fn status(ctx: &Ctx) -> Result<String> {
    let store = ctx.store(OpenMode::Existing)?;
    let sync = match store.sync_device()? {
        Some(device) => Some(crate::render::view::SyncStatus::of(
            &device,
            store.sync_pending()?,
        )),
        None => None,
    };
    let Some(id) = store.current_game()? else {
        let mut unfinished: Vec<UnfinishedGame> = store
            .games()?
            .into_iter()
            .filter(|g| !g.over && !g.abandoned)
            .map(|g| UnfinishedGame {
                game: g.id,
                players: g.players.iter().map(|p| p.to_string()).collect(),
                rounds: g.rounds,
            })
            .collect();
        unfinished.sort_by_key(|g| std::cmp::Reverse(g.game));
        return Ok(output(
            &NoGameView {
                game: None,
                sync,
                unfinished,
            },
            ctx.json,
            ctx.style,
        ));
    };
    let (game, standings) = game_with_standings(&store, id)?;
    let mut view = StatusView::of(&game, &standings);
    view.draft = store.draft(id)?.map(|d| DraftView::of(&game, &d));
    view.sync = sync;
    Ok(chances::output_with(
        ctx.json,
        &view,
        (&game, &standings),
        ctx.style,
        true,
        || view.text(ctx.style),
    ))
}

/// `skyjo use GAME`.
pub(super) fn use_game(ctx: &Ctx, args: UseArgs) -> Result<String> {
    let mut store = ctx.store(OpenMode::Existing)?;
    store.use_game(args.game)?;
    let view = UsedView {
        current_game: args.game,
    };
    Ok(output(&view, ctx.json, ctx.style))
}

/// `skyjo round`. Given whole as flags (or without a terminal) the round is
/// recorded at once. At a terminal every answer is kept as the draft of the
/// round the moment it is taken (see [`enter_round`]). A game with a draft
/// takes no round given as flags: `--discard-draft` throws the draft away
/// first (alone, it only throws it away).
pub(super) fn round(ctx: &Ctx, args: RoundArgs, now: DateTime<Utc>) -> Result<String> {
    let lang = ctx.style.lang;
    let mut store = ctx.store(OpenMode::Existing)?;
    let id = game_id(&store, args.game, &ctx.shown_db())?;
    let given = !args.entries.is_empty() || args.closer.is_some() || !args.held.is_empty();
    // The game and its standings, read once: throwing its draft away
    // changes nothing of them, and the round is recorded into the game as
    // read (read again only when another writer wrote meanwhile).
    let read = store.read_game(id)?;
    let game = &read.game;
    if args.discard_draft {
        let thrown = store.discard_draft(id)?;
        let view = DraftDiscardedView {
            discarded_round: thrown.as_ref().map(|d| d.round),
            game: id,
        };
        if !given {
            return Ok(output(&view, ctx.json, ctx.style));
        }
        if thrown.is_some() && !ctx.json {
            eprint!("{}", layout::for_stderr(&view.text(ctx.style)));
        }
    }
    // Whether the game takes this round now: the store's one answer.
    let check = store.round_check_of(&read)?;
    if let Some(closed) = check.closed {
        bail!(closed);
    }
    let players = &game.players;
    let ask = ctx.interactive.then_some(lang);
    let (entries, closer, held_later) =
        given_entries_held(game, &args.entries, &args.held, args.closer.as_deref(), ask)?;
    let complete = entries.iter().all(Option::is_some) && closer.is_some();
    let prompts = ctx.interactive && !(complete && args.yes);
    if let Some(draft) = &check.draft {
        if let Some(stale) = check.stale() {
            // Said, and thrown away only when the player says so.
            if given || !prompts {
                bail!(stale);
            }
            eprintln!(
                "{}",
                layout::for_stderr(&sheet::draft_stale(game, draft, lang))
            );
            let question = sheet::draft_stale_question(game, lang);
            if !prompt::confirm(&question, false, lang)? {
                eprintln!("{}", t(lang, "nothing-changed"));
                return Ok(String::new());
            }
            store.discard_draft(id)?;
        } else if let Some(in_the_way) = check.in_the_way()
            && (given || !prompts)
        {
            bail!(in_the_way);
        }
    }
    if prompts {
        let held = Held {
            later: held_later,
            given: !args.held.is_empty(),
        };
        return enter_round(ctx, store, &read, (entries, closer), held, args.yes, now);
    }
    let entries = entries
        .into_iter()
        .enumerate()
        .map(|(seat, entry)| {
            entry.ok_or_else(|| InputError::MissingEntry {
                name: players[seat].clone(),
            })
        })
        .collect::<Result<Vec<Entry>, _>>()?;
    let Some(closer) = closer else {
        bail!(InputError::MissingCloser);
    };
    let (entries, scored) = review_round(game, entries, closer, None, "menu-record", lang)?
        .expect("a round recorded without a question is never cancelled");
    let round = NewRound::scored(&entries, &scored);
    let added = store.add_round_to(&read, &round, now)?;
    ctx.wrote(store);
    recorded(ctx, &added, &entries, &scored)
}

/// The round just `added` (the game with it and where it stands), as
/// `round` prints it.
fn recorded(
    ctx: &Ctx,
    added: &Added,
    entries: &[Entry],
    scored: &rules::RoundScore,
) -> Result<String> {
    let Added {
        number,
        game,
        standings,
    } = added;
    let view = RoundView::recorded(game, standings, *number, entries, scored);
    Ok(output_or(ctx.json, &view, || {
        sheet::recorded(game, standings, *number, scored, ctx.style)
    }))
}

/// The answers of a round at a terminal kept as its draft in the history,
/// each in a transaction of its own as soon as it is taken. From the first
/// one kept, Ctrl-C says where they went.
struct DraftKeeper<'a> {
    store: &'a mut Store,
    /// The game as read, which the round is recorded into.
    read: &'a ReadGame,
    game: &'a StoredGame,
    round: u32,
    lang: crate::i18n::Lang,
    held: Held,
    /// The round once recorded, with the game and its standings.
    added: Option<Added>,
}

/// The action cards held given as flags (`--held`) to `round` at a terminal.
struct Held {
    /// The counts of players whose grid is still to be typed, by seat: set
    /// on the grid as it is typed.
    later: Vec<(usize, u32)>,
    /// Whether any was given: then the question of the cards held is not
    /// asked (the flag answered it).
    given: bool,
}

impl DraftKeeper<'_> {
    /// From now on leaving the prompts says where the answers went.
    fn kept(&self) {
        prompt::on_interrupt_say(
            &sheet::draft_left(self.game.id, self.round, self.lang),
            self.lang,
        );
    }
}

impl shared::Keep for DraftKeeper<'_> {
    fn entry(&mut self, seat: usize, entry: &Entry) -> Result<()> {
        self.store
            .put_draft_entry(self.read, self.round, seat, entry, super::shared::now())?;
        self.kept();
        Ok(())
    }

    fn closer(&mut self, seat: usize) -> Result<()> {
        self.store
            .put_draft_closer(self.read, self.round, seat, super::shared::now())?;
        self.kept();
        Ok(())
    }

    fn discard_question(&self) -> Option<String> {
        // Worded from the draft as it stands (another writer may have added
        // to it); the question is asked even if it is gone meanwhile.
        let draft = self.store.draft(self.game.id).ok().flatten();
        let draft = draft.unwrap_or_else(|| Draft {
            game: self.game.id,
            round: self.round,
            entries: vec![None; self.game.players.len()],
            closer: None,
            started_at: super::shared::now(),
            updated_at: super::shared::now(),
            version: 0,
        });
        Some(sheet::draft_discard_question(self.game, &draft, self.lang))
    }
}

impl DraftKeeper<'_> {
    /// The round entered into its draft, from the entries and closer
    /// `given` (kept first) to the review, recorded from the draft at `now`
    /// unless the review ends otherwise. A draft another writer changed
    /// meanwhile is read and reviewed again.
    fn enter(
        &mut self,
        (given, closer): (Vec<Option<Entry>>, Option<usize>),
        yes: bool,
        now: DateTime<Utc>,
    ) -> Result<Reviewed> {
        let (id, round, lang) = (self.game.id, self.round, self.lang);
        for (seat, entry) in given.iter().enumerate() {
            if let Some(entry) = entry {
                self.entry(seat, entry)?;
            }
        }
        if let Some(seat) = closer {
            self.closer(seat)?;
        }
        // A draft gone on from is said once, when nothing was given.
        let mut say_resumed = given.iter().all(Option::is_none) && closer.is_none();
        loop {
            let (entries, closer) = self.ask_missing(say_resumed)?;
            say_resumed = false;
            let question = (!yes).then(|| sheet::record_question(round as usize, id, lang));
            let game = self.game;
            let reviewed = review(
                game,
                entries,
                closer,
                question.as_deref(),
                "menu-record",
                self,
                lang,
            )?;
            let Reviewed::Record(entries, scored) = reviewed else {
                return Ok(reviewed);
            };
            let new_round = NewRound::scored(&entries, &scored);
            match self
                .store
                .record_draft_to(self.read, round, &new_round, now)
            {
                Ok(added) => {
                    self.added = Some(added);
                    return Ok(Reviewed::Record(entries, scored));
                }
                // Another writer changed the draft since it was read: the
                // round is shown again as the draft holds it now.
                Err(err @ StoreError::DraftChanged { .. }) => {
                    let problem = err.message().map(|m| m.text(lang)).unwrap_or_default();
                    let line = format!(
                        "{} {}",
                        t(lang, "error-prefix"),
                        crate::render::after_error_prefix(lang, &problem.to_string())
                    );
                    eprintln!("{}", layout::for_stderr(&line));
                }
                Err(err) => return Err(err.into()),
            }
        }
    }

    /// The round as the draft holds it now (said first when `say_resumed`),
    /// with what it lacks asked and kept: each missing entry, the action
    /// cards still held (Skyjo Action), the closer. Each entry of the draft
    /// is read once here, where the draft keeps it as text.
    fn ask_missing(&mut self, say_resumed: bool) -> Result<(Vec<Entry>, usize)> {
        let (game, lang) = (self.game, self.lang);
        let players = &game.players;
        let draft = self.store.draft(game.id)?;
        if let Some(draft) = &draft {
            self.kept();
            if say_resumed {
                eprintln!(
                    "{}",
                    layout::for_stderr(&sheet::draft_resumed(game, draft, lang))
                );
            }
        }
        let mut entries: Vec<Option<Entry>> = vec![None; players.len()];
        if let Some(draft) = &draft {
            for (seat, text) in draft.entries.iter().enumerate() {
                if let Some(text) = text {
                    entries[seat] = Some(read_entry(&players[seat], text, &game.rules)?);
                }
            }
        }
        let mut typed = false;
        for (seat, kept) in entries.iter_mut().enumerate() {
            if kept.is_none() {
                let entry = self.typed_entry(seat)?;
                self.entry(seat, &entry)?;
                *kept = Some(entry);
                typed = true;
            }
        }
        let mut entries: Vec<Entry> = entries.into_iter().flatten().collect();
        // Skyjo Action: the action cards still held, once the grids are in
        // (and again for a draft left before its closer: the step comes
        // before the closer, so it may not have been answered).
        let closer_known = draft.as_ref().is_some_and(|d| d.closer.is_some());
        if game.rules.edition.holds_cards() && !self.held.given && (typed || !closer_known) {
            for (seat, entry) in shared::ask_held(players, &entries, &game.rules, lang)? {
                self.entry(seat, &entry)?;
                entries[seat] = entry;
            }
        }
        let closer = match draft.and_then(|d| d.closer) {
            Some(seat) => seat,
            None => {
                let seat = prompt::closer(players, lang)?;
                self.closer(seat)?;
                seat
            }
        };
        Ok((entries, closer))
    }

    /// The entry of `seat` typed at the prompts, with the action cards held
    /// given for it as a flag (`--held`); an entry that cannot take them (a
    /// total) is said and typed again.
    fn typed_entry(&self, seat: usize) -> Result<Entry> {
        let (game, lang) = (self.game, self.lang);
        let name = &game.players[seat];
        let held = self.held.later.iter().find(|(s, _)| *s == seat);
        loop {
            let entry = prompt::entry(name, &game.rules, lang)?;
            let Some(&(_, count)) = held else {
                return Ok(entry);
            };
            match entry.with_held(name, i64::from(count), &game.rules) {
                Ok(entry) => return Ok(entry),
                Err(err) => {
                    let line = format!("{} {}", t(lang, "error-prefix"), err.message().text(lang));
                    eprintln!("{}", layout::for_stderr(&line));
                }
            }
        }
    }
}

/// `round` at a terminal: the round entered into its draft. The entries and
/// closer `given` as flags are kept first; a draft there is already (from a
/// prompt left earlier, another terminal, a phone) is said and gone on from:
/// only what it lacks is asked. The review can change anything, each change
/// kept too. Recording removes the draft in the round's own transaction;
/// leaving (the menu, Esc, Ctrl-C) keeps it and says so; throwing it away
/// is asked again first.
fn enter_round(
    ctx: &Ctx,
    mut store: Store,
    read: &ReadGame,
    given: (Vec<Option<Entry>>, Option<usize>),
    held: Held,
    yes: bool,
    now: DateTime<Utc>,
) -> Result<String> {
    let lang = ctx.style.lang;
    let game = &read.game;
    let (id, round) = (game.id, game.rounds.len() as u32 + 1);
    let mut keeper = DraftKeeper {
        store: &mut store,
        read,
        game,
        round,
        lang,
        held,
        added: None,
    };
    match keeper.enter(given, yes, now) {
        Ok(Reviewed::Record(entries, scored)) => {
            let added = keeper
                .added
                .take()
                .expect("a round reviewed to be recorded is recorded");
            ctx.wrote(store);
            recorded(ctx, &added, &entries, &scored)
        }
        Ok(Reviewed::Cancel) => {
            eprintln!(
                "{}",
                layout::for_stderr(&sheet::draft_kept(id, round, lang))
            );
            Ok(String::new())
        }
        Ok(Reviewed::Discard) => {
            store.discard_draft(id)?;
            let view = DraftDiscardedView {
                discarded_round: Some(round),
                game: id,
            };
            eprint!("{}", layout::for_stderr(&view.text(ctx.style)));
            Ok(String::new())
        }
        // Esc, q or Ctrl-D at a prompt: what was kept is said.
        Err(err)
            if matches!(err.downcast_ref(), Some(InputError::Cancelled))
                && store.draft(id)?.is_some() =>
        {
            bail!(InputError::CancelledDraftKept { game: id, round })
        }
        Err(err) => Err(err),
    }
}

/// `skyjo show`.
pub(super) fn show(ctx: &Ctx, args: ShowArgs) -> Result<String> {
    let store = ctx.store(OpenMode::Existing)?;
    let id = game_id(&store, args.game, &ctx.shown_db())?;
    let (game, standings) = game_with_standings(&store, id)?;
    let Some(number) = args.explain else {
        let mut view = ShowView::of(&game, &standings);
        view.draft = store.draft(id)?.map(|d| DraftView::of(&game, &d));
        return Ok(chances::output_with(
            ctx.json,
            &view,
            (&game, &standings),
            ctx.style,
            !args.chart,
            || {
                if args.chart {
                    return sheet::totals_chart(&game, &standings, ctx.style);
                }
                let mut text = sheet::score_sheet(&game, &standings, ctx.style);
                if let Some(draft) = &view.draft {
                    text.push_str(&draft.line(&game, ctx.style.lang));
                    text.push('\n');
                }
                text
            },
        ));
    };
    let round = find_round(&game, number)?;
    let entries = stored_entries(&game, round)?;
    let scored = rules::score_round(&game.rules, &entries, round.closer)?;
    let view = RoundView::stored(&game, number, &entries, &scored);
    Ok(output_or(ctx.json, &view, || {
        sheet::explained(&game, number, &entries, &scored, ctx.style.lang)
    }))
}

/// `skyjo games`.
pub(super) fn games(ctx: &Ctx, args: GamesArgs, out: &mut dyn std::io::Write) -> Result<String> {
    let period = super::shared::period(&args.period)?;
    let store = ctx.store(OpenMode::Existing)?;
    let mut games = store.games()?;
    if !period.is_whole() {
        games.retain(|g| period.contains(g.played_at, g.edition));
    }
    Ok(if ctx.json {
        sheet::write_games_json(&games, out)?;
        String::new()
    } else {
        // Written as it is drawn: the list of a lifetime is never held whole.
        let mut out = std::io::BufWriter::with_capacity(1 << 16, out);
        sheet::write_games_table(&games, store.current_game()?, period, ctx.style, &mut out)?;
        std::io::Write::flush(&mut out)?;
        String::new()
    })
}

/// `skyjo undo`.
pub(super) fn undo(ctx: &Ctx, args: UndoArgs, now: DateTime<Utc>) -> Result<String> {
    let lang = ctx.style.lang;
    let mut store = ctx.store(OpenMode::Existing)?;
    let id = game_id(&store, args.game, &ctx.shown_db())?;
    let (game, _) = game_with_standings(&store, id)?;
    let Some(last) = game.rounds.last() else {
        bail!(StoreError::NoRounds { game: id });
    };
    if !args.yes {
        if !ctx.interactive {
            bail!(InputError::UndoNeedsYes { round: last.number });
        }
        // A stray Enter must not delete a round: No is the default.
        let question = sheet::undo_question(&game, last, lang);
        if !prompt::confirm(&question, false, lang)? {
            eprintln!("{}", t(lang, "nothing-changed"));
            return Ok(String::new());
        }
    }
    let number = store
        .undo_round(id, now)?
        .ok_or(StoreError::NoRounds { game: id })?;
    let view = UndoneView {
        game: id,
        undone_round: number,
    };
    // A draft of the round after the one taken back stays in the history,
    // but no longer fits the game (it takes round `number` next): said after
    // the round, with what becomes of it (`round` asks before throwing it away).
    let stale = store.draft(id)?.filter(|draft| draft.round != number);
    Ok(output_or(ctx.json, &view, || {
        let mut text = view.text(ctx.style);
        if let Some(draft) = stale {
            text.push_str(&crate::tr!(
                lang,
                "undo-draft-kept",
                round = draft.round,
                game = id
            ));
            text.push('\n');
        }
        text
    }))
}

/// `skyjo score`: a disputed round checked, nothing stored.
pub(super) fn score(ctx: &Ctx, args: ScoreArgs) -> Result<String> {
    let rules = rules_over(&args.rules, Rules::default())?;
    let given = split_entries(&args.entries)?;
    let names: Vec<String> = given.iter().map(|(n, _)| n.clone()).collect();
    let names = check_names(&names)?;
    let ask = ctx.interactive.then_some(ctx.style.lang);
    let closer = seat_of(&names, &args.closer, ask, |nearest| {
        InputError::CloserNotAmong {
            name: args.closer.clone(),
            players: names.clone(),
            nearest,
        }
    })?;
    // Each entry read once: a held count's as it is set, the others after.
    let read = |seat: usize| read_entry(&names[seat], &given[seat].1, &rules);
    let mut entries: Vec<Option<Entry>> = vec![None; names.len()];
    // `score` has no game to start: a star in a classic grid asks for
    // `--edition action` on this command.
    let star_here = |err: anyhow::Error| match err.downcast::<crate::rules::RuleError>() {
        Ok(crate::rules::RuleError::StarInClassic { who }) => {
            InputError::StarInScore { who }.into()
        }
        Ok(other) => other.into(),
        Err(err) => err,
    };
    put_held_reading(
        &names,
        &mut entries,
        &args.held,
        &rules,
        ask,
        |name, nearest| InputError::HeldNotAmong {
            name: name.to_string(),
            players: names.clone(),
            nearest,
        },
        |seat| read(seat).map(Some),
        None,
    )
    .map_err(star_here)?;
    let entries = (0..names.len())
        .map(|seat| entries[seat].map_or_else(|| read(seat), Ok))
        .collect::<Result<Vec<Entry>, _>>()
        .map_err(|err| star_here(err.into()))?;
    let scored = rules::score_round(&rules, &entries, closer)?;
    let view = RoundView::scored(&names, &entries, &scored);
    Ok(output_or(ctx.json, &view, || {
        round_view::explain(&names, &entries, &scored, ctx.style.lang)
    }))
}

/// The sample game of `skyjo demo`: four players, five rounds, with a doubled
/// closer, a tie that doubles, columns removed in play and at the reveal.
pub const DEMO_PLAYERS: [&str; 4] = ["Anna", "Bertil", "Cecilia", "Dora"];

/// The demo's rounds: the closer's seat and every player's entry.
pub const DEMO_ROUNDS: [(usize, [&str; 4]); 5] = [
    (
        0,
        [
            "1 0 3 4 / -2 2 5 0 / 1 3 0 2",
            "x9 1 2 3 / x9 2 1 1 / x9 1 2 1",
            "22",
            "5 7 2 0 / 5 8 -1 3 / 5 6 4 2",
        ],
    ),
    (
        1,
        [
            "17",
            "0 1 -1 2 / 0 2 1 1 / 0 -2 3 1",
            "4 x 10 2 / 3 x 5 6 / 2 x 7 1",
            "12",
        ],
    ),
    (2, ["9", "2 2 2 5 / 3 1 0 4 / 6 7 1 -1", "6", "6"]),
    (3, ["21", "15", "16", "-1 0 1 x / 0 2 1 x / -1 0 3 x"]),
    (0, ["3 x 1 0 / 2 x -2 4 / 1 x 0 2", "18", "13", "24"]),
];

/// Plays the demo game into `store` and returns its id.
pub fn record_demo(store: &mut Store) -> Result<GameId> {
    let rules = Rules::default();
    let players: Vec<String> = DEMO_PLAYERS.iter().map(|s| s.to_string()).collect();
    let start = Utc
        .with_ymd_and_hms(2026, 11, 28, 19, 0, 0)
        .single()
        .expect("a valid time");
    let id = store.create_game(&players, &rules, start, None)?;
    for (i, (closer, texts)) in DEMO_ROUNDS.iter().enumerate() {
        let entries = players
            .iter()
            .zip(texts)
            .map(|(name, text)| Entry::parse(name, text, &rules))
            .collect::<Result<Vec<_>, _>>()?;
        let scored = rules::score_round(&rules, &entries, *closer)?;
        let at = start + chrono::Duration::minutes(12 * (i as i64 + 1));
        store.add_round(id, &NewRound::scored(&entries, &scored), at)?;
    }
    Ok(id)
}

/// `skyjo demo`: the sample game in a throwaway history.
pub(super) fn demo(ctx: &Ctx) -> Result<String> {
    let mut store = Store::open_in_memory()?;
    let id = record_demo(&mut store)?;
    let (game, standings) = game_with_standings(&store, id)?;
    let round_1 = &game.rounds[0];
    let entries = stored_entries(&game, round_1)?;
    let first = rules::score_round(&game.rules, &entries, round_1.closer)?;
    let view = ShowView::of(&game, &standings);
    Ok(output_or(ctx.json, &view, || {
        sheet::demo(&game, &standings, (&entries, &first), ctx.style)
    }))
}

/// `skyjo note GAME TEXT`.
pub(super) fn note(ctx: &Ctx, args: NoteArgs, now: DateTime<Utc>) -> Result<String> {
    let mut store = ctx.store(OpenMode::Existing)?;
    let text = args.text.trim();
    if text.chars().any(char::is_control) {
        bail!(InputError::NoteControl);
    }
    let note = (!text.is_empty()).then_some(text);
    store.set_note(args.game, note, now)?;
    let view = NoteView {
        game: args.game,
        note: note.map(str::to_string),
    };
    Ok(output(&view, ctx.json, ctx.style))
}

/// `skyjo abandon [GAME]`.
pub(super) fn abandon(ctx: &Ctx, args: AbandonArgs, now: DateTime<Utc>) -> Result<String> {
    let mut store = ctx.store(OpenMode::Existing)?;
    let id = game_id(&store, args.game, &ctx.shown_db())?;
    store.abandon(id, now)?;
    let view = AbandonedView {
        abandoned: true,
        game: id,
    };
    Ok(output(&view, ctx.json, ctx.style))
}

/// `skyjo delete GAME`: after a confirmation and a backup.
pub(super) fn delete(ctx: &Ctx, args: DeleteArgs, now: DateTime<Utc>) -> Result<String> {
    let lang = ctx.style.lang;
    let mut store = ctx.store(OpenMode::Existing)?;
    let (game, _) = game_with_standings(&store, args.game)?;
    if !args.yes {
        if !ctx.interactive {
            bail!(InputError::DeleteNeedsYes { game: game.id });
        }
        let question = crate::tr!(
            lang,
            "delete-question",
            game = game.id,
            players = crate::i18n::join_names(lang, &game.players),
            rounds = game.rounds.len()
        );
        if !prompt::confirm(&question, false, lang)? {
            eprintln!("{}", t(lang, "nothing-changed"));
            return Ok(String::new());
        }
    }
    // A way back: the whole history as it was, beside it.
    let path = ctx.db_path()?;
    let stem = path
        .file_stem()
        .map_or_else(|| "skyjo".into(), |s| s.to_string_lossy().into_owned());
    let stamp = now.with_timezone(&chrono::Local).format("%Y%m%d-%H%M%S");
    let copy = path.with_file_name(format!("{stem}.before-delete-{}-{stamp}.db", game.id));
    store.backup(&copy)?;
    store.delete_game(game.id, now)?;
    let view = DeletedView {
        backup: copy.display().to_string(),
        deleted: game.id,
    };
    Ok(output(&view, ctx.json, ctx.style))
}

#[cfg(test)]
mod tests {
    use clap::FromArgMatches;

    use super::shared::ENTRIES_READ;
    use crate::flags::args::Cli;
    use crate::flags::{Settings, command};
    use crate::i18n::Lang;

    /// Runs `skyjo --db DB --config CONFIG --no-input ARGS...` in this
    /// process and thread: what it printed.
    fn run(dir: &std::path::Path, args: &[&str]) -> String {
        let db = dir.join("h.db");
        let config = dir.join("none.toml");
        let mut line = vec!["skyjo", "--db", db.to_str().unwrap()];
        line.extend(["--config", config.to_str().unwrap(), "--no-input"]);
        line.extend(args);
        let matches = command(Lang::EN).try_get_matches_from(line).unwrap();
        let cli = Cli::from_arg_matches(&matches).unwrap();
        let settings = Settings::resolve(&matches).unwrap();
        let mut out = Vec::new();
        super::super::run(cli, settings, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    /// The entries `round` reads in this thread while it runs `args`.
    fn entries_read(dir: &std::path::Path, args: &[&str]) -> usize {
        ENTRIES_READ.with(|n| n.set(0));
        run(dir, args);
        ENTRIES_READ.with(std::cell::Cell::get)
    }

    /// A round given as flags reads each entry's text once, whatever else
    /// it does with it (`--held` set on it, the review's scoring, the row
    /// of the history), and the game is read once to show the round.
    #[test]
    fn a_round_reads_each_entry_once() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("none.toml"), "").unwrap();
        run(dir.path(), &["new", "Åsa", "Björn", "Ölle", "--yes"]);
        let round = [
            "round",
            "--closer",
            "Åsa",
            "Åsa=1 0 3 4 / -2 2 5 0 / 1 3 0 2",
            "Björn=x9 1 2 3 / x9 2 1 1 / x9 1 2 1",
            "Ölle=22",
            "--yes",
        ];
        assert_eq!(entries_read(dir.path(), &round), 3);
        let shown: serde_json::Value =
            serde_json::from_str(&run(dir.path(), &["show", "--json"])).unwrap();
        // Seed 000's example: Åsa closed with 19 against 14 and is doubled.
        assert_eq!(shown["rounds"][0]["players"][0]["score"], 38, "{shown}");
        // Skyjo Action: a count of held action cards is set on the entry
        // read, not on its text read again.
        run(
            dir.path(),
            &["new", "Zed", "Yva", "--edition", "action", "--yes"],
        );
        let held = [
            "round",
            "--closer",
            "Zed",
            "Zed=* 5 5 5 / 1 2 3 4 / 0 1 2 3",
            "Yva=20",
            "--held",
            "Zed=1",
            "--yes",
        ];
        assert_eq!(entries_read(dir.path(), &held), 2);
        // `score` too, and `edit` reads the entries it keeps once as well.
        let score = [
            "score",
            "--closer",
            "Anna",
            "Anna=5",
            "Bertil=7",
            "Cecilia=9",
        ];
        assert_eq!(entries_read(dir.path(), &score), 3);
        let edit = ["edit", "1", "1", "Ölle=21"];
        assert_eq!(entries_read(dir.path(), &edit), 3);
    }
}
