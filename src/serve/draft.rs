//! The draft of the round being entered as the phones see it
//! ([`DraftJson`]): what `GET api/draft` answers and the `draft` event
//! carries, made from the store's [`RoundCheck`] of the game (the one
//! answer of whether it can take the round), each entry read once.

use serde::{Serialize, Serializer};

use crate::i18n::{Lang, Words};
use crate::render::view::RoundView;
use crate::rules::{Entry, RoundScore, over_deck, score_entry, score_round};
use crate::store::{GameId, RoundCheck, Rounds, Store, StoredGame};

/// The draft of the round being entered, as `GET api/draft` and the
/// `draft` event give it.
#[derive(Debug, Clone, Serialize)]
pub struct DraftJson {
    /// The game.
    pub game: GameId,
    /// The round the draft is of: the game's next round, unless the draft is stale.
    pub round: u32,
    /// The draft's version, new at every change (0: no draft yet); `record`
    /// names the one it was shown.
    pub version: u64,
    /// The entries so far, by player, in seat order.
    pub entries: Entries,
    /// The closer, once named.
    pub closer: Option<String>,
    /// The round scored, once every player is in and the closer is named
    /// (and the grids are a deck's): as `skyjo score --json` gives it.
    pub scores: Option<RoundView>,
    /// What stands in the way of recording it, worded: grids over the deck,
    /// a stale draft, a game that takes no more rounds.
    pub problems: Vec<String>,
    /// The round as it would be recorded, once scored: every entry, read
    /// once, and its scores.
    #[serde(skip)]
    pub ready: Option<(Vec<Entry>, RoundScore)>,
}

/// The entries of a [`DraftJson`]: a JSON object from each name to its
/// entry, in seat order.
#[derive(Debug, Clone, Default)]
pub struct Entries(pub Vec<(String, EntryJson)>);

impl Serialize for Entries {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.0.iter().map(|(name, entry)| (name, entry)))
    }
}

/// One entry of a draft.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum EntryJson {
    /// A grid, in the CLI's syntax as skyjo reads it back, and its raw score.
    Grid {
        /// The grid.
        grid: String,
        /// The sum of the cards left in it (in Skyjo Action, with the star
        /// bonuses and the held action cards).
        raw: i32,
        /// Skyjo Action: the action cards still held at the end of the
        /// round (0 too); a classic grid has none.
        #[serde(skip_serializing_if = "Option::is_none")]
        held: Option<u32>,
    },
    /// A round total only.
    Total {
        /// The total.
        total: i32,
    },
}

impl DraftJson {
    /// The draft of `game` (none yet: an empty one of its next round), as
    /// the store's [`RoundCheck`] of the game finds it, its problems worded
    /// in `lang`.
    pub fn of(game: &StoredGame, check: &RoundCheck, lang: Lang) -> DraftJson {
        let (next, draft) = (check.next, check.draft.as_ref());
        let mut problems = Vec::new();
        let mut entries = Entries::default();
        let mut parsed = Vec::new();
        if let Some(draft) = draft {
            for (seat, text) in draft.entries.iter().enumerate() {
                let (Some(text), Some(name)) = (text, game.players.get(seat)) else {
                    continue;
                };
                // Stored by a writer that parsed it under the game's rules.
                let Ok(entry) = Entry::parse(name, text, &game.rules) else {
                    continue;
                };
                let raw = score_entry(&game.rules, &entry).raw;
                let json = match entry {
                    Entry::Total(total) => EntryJson::Total { total },
                    Entry::Grid(_) => EntryJson::Grid {
                        grid: entry.to_text(),
                        raw,
                        held: None,
                    },
                    Entry::Action { grid, held } => EntryJson::Grid {
                        grid: grid.to_text(),
                        raw,
                        held: Some(held),
                    },
                };
                entries.0.push((name.clone(), json));
                parsed.push((seat, entry));
            }
        }
        // A stale draft says so; a game that takes no more rounds too, with a
        // draft or without.
        for problem in check.stale().iter().chain(&check.closed) {
            problems.extend(problem.message().map(|m| m.text(lang)));
        }
        // The cards given so far over the deck: said before the round is
        // complete (score_round refuses it so once it is).
        let given: Vec<Entry> = parsed.iter().map(|(_, e)| *e).collect();
        if let Some(err) = over_deck(&game.rules, &given) {
            problems.push(err.message().text(lang));
        }
        let closer = draft.and_then(|d| d.closer);
        let (mut scores, mut ready) = (None, None);
        if let Some(closer) = closer
            && parsed.len() == game.players.len()
            && problems.is_empty()
        {
            let all = given;
            match score_round(&game.rules, &all, closer) {
                Ok(scored) => {
                    let mut view = RoundView::scored(&game.players, &all, &scored);
                    view.doubling.explanation =
                        crate::render::round::verdict(&game.players, &scored).text(lang);
                    scores = Some(view);
                    ready = Some((all, scored));
                }
                Err(err) => problems.push(err.message().text(lang)),
            }
        }
        DraftJson {
            game: game.id,
            round: draft.map_or(next, |d| d.round),
            version: draft.map_or(0, |d| d.version),
            entries,
            closer: closer.and_then(|seat| game.players.get(seat).cloned()),
            scores,
            problems,
            ready,
        }
    }

    /// The draft of `game` as `store` holds it now, in `lang` (`None`:
    /// the history could not be read this time).
    pub fn now(store: &Store, game: &StoredGame, lang: Lang) -> Option<DraftJson> {
        let check = store.round_check(game).ok()?;
        Some(DraftJson::of(game, &check, lang))
    }
}
