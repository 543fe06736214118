//! The events of a page's stream (`/events`, Server-Sent Events) as one
//! type, [`LiveEvent`]: each its name and its data, the JSON docs/cli.md
//! shows (a test holds every event to the keys the manual gives it). The
//! watcher (`live`) says which happened; this file words none of them.

use serde::{Serialize, Serializer};

use super::draft::DraftJson;
use crate::store::GameId;

/// An event of a page's stream: its data is the variant's JSON.
#[derive(Debug, Clone, Serialize)]
#[serde(untagged)]
pub enum LiveEvent {
    /// Another game became current (`null`: none now).
    Game {
        /// The game shown now.
        game: Option<GameId>,
    },
    /// Rounds were taken back.
    Undo {
        /// The game.
        game: GameId,
        /// How many rounds are left.
        rounds: usize,
    },
    /// A round new, or changed (an edit changes every later round's totals).
    Round(RoundEvent),
    /// The draft of the round being entered changed (`serve --entry`): as
    /// `GET api/draft` answers it, worded in `serve`'s language.
    Draft(Box<DraftJson>),
    /// The sheet: both views' HTML in one reader's language. Its keys in
    /// alphabetical order, as the stream always wrote them.
    Sheet {
        /// The game shown.
        game: Option<GameId>,
        /// The phone page's sheet (inside `<main>`).
        page: String,
        /// The page's title.
        title: String,
        /// The TV view's board (inside `<main>`).
        tv: String,
    },
}

/// A `round` event's data: the round as `show --json` has it, and its game.
#[derive(Debug, Clone)]
pub struct RoundEvent {
    /// The game.
    pub game: GameId,
    /// The round, as `show --json`'s `rounds` hold it.
    pub round: serde_json::Value,
}

impl Serialize for RoundEvent {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // Written as `show --json` writes the round (a `serde_json::Value`:
        // its keys in alphabetical order at every level), the game among
        // its keys.
        let mut data = self.round.clone();
        if let serde_json::Value::Object(keys) = &mut data {
            keys.insert("game".into(), self.game.into());
        }
        data.serialize(serializer)
    }
}

impl LiveEvent {
    /// Its name: the `event:` line.
    pub fn name(&self) -> &'static str {
        match self {
            LiveEvent::Game { .. } => "game",
            LiveEvent::Undo { .. } => "undo",
            LiveEvent::Round(_) => "round",
            LiveEvent::Draft(_) => "draft",
            LiveEvent::Sheet { .. } => "sheet",
        }
    }

    /// The event as the stream sends it: its name, and its data on one
    /// line (JSON escapes every line break in a string).
    pub fn text(&self) -> String {
        let data = serde_json::to_string(self).expect("an event serializes");
        format!("event: {}\ndata: {data}\n\n", self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::contract::{documented, holds, section, shape};
    use crate::rules::Rules;
    use crate::store::{RoundCheck, Rounds, Store};

    /// The shape the serve section of docs/cli.md gives in the code span
    /// that starts `start`.
    fn in_serve(start: &str) -> crate::render::contract::Shape {
        let serve = section("`skyjo serve");
        let at = serve
            .find(start)
            .unwrap_or_else(|| panic!("{start} documented"))
            + 1;
        shape(&serve[at..]).0
    }

    /// Every event has the keys docs/cli.md gives it and no other: `game`,
    /// `undo` and `sheet` as shown in the manual, a `round` as a round of
    /// `show --json` and its game, a `draft` as `GET api/draft`.
    #[test]
    fn every_event_has_every_documented_key_and_no_other() {
        holds(
            &LiveEvent::Game { game: Some(2) },
            &in_serve("`{\"game\"}`"),
            &[],
            &[],
        );
        holds(
            &LiveEvent::Undo { game: 1, rounds: 2 },
            &in_serve("`{\"game\", \"rounds\"}`"),
            &[],
            &[],
        );
        let sheet = LiveEvent::Sheet {
            game: Some(1),
            page: "<table></table>".into(),
            title: "Game 1".into(),
            tv: "<ol></ol>".into(),
        };
        holds(&sheet, &in_serve("`{\"game\", \"page\""), &[], &[]);

        let mut store = Store::open_in_memory().unwrap();
        let rules = Rules::default();
        let names = ["Åsa", "Björn"].map(String::from);
        let game = store
            .create_game(&names, &rules, chrono::Utc::now(), None)
            .unwrap();
        let entries = ["1 0 3 4 / -2 2 5 0 / 1 3 0 2", "14"];
        for (seat, text) in entries.iter().enumerate() {
            let entry = crate::rules::Entry::parse(&names[seat], text, &rules).unwrap();
            store
                .put_draft_entry(game, 1, seat, &entry, chrono::Utc::now())
                .unwrap();
        }
        store
            .put_draft_closer(game, 1, 0, chrono::Utc::now())
            .unwrap();
        let stored = store.game(game).unwrap().unwrap();
        let check: RoundCheck = store.round_check(&stored).unwrap();
        let draft = DraftJson::of(&stored, &check, crate::i18n::Lang::EN);
        let (entries, scored) = draft
            .ready
            .clone()
            .expect("every entry and the closer are in");
        holds(
            &LiveEvent::Draft(Box::new(draft)),
            &in_serve("`{\"game\": ID, \"round\": N, \"version\""),
            &[],
            &[],
        );
        let round = crate::store::NewRound::scored(&entries, &scored);
        store
            .record_draft(game, 1, &round, chrono::Utc::now())
            .unwrap();

        // A round of `show --json`, as its `rounds` hold it, and the game.
        let crate::render::contract::Shape::Object(keys, _) = documented("show", 0) else {
            panic!("show --json documents an object");
        };
        let rounds = keys.into_iter().find(|(key, _)| key == "rounds");
        let Some((_, Some(crate::render::contract::Shape::List(mut rounds)))) = rounds else {
            panic!("show --json documents its rounds");
        };
        let stored = store.game(game).unwrap().unwrap();
        let show = crate::render::view::ShowView::of(&stored, &stored.standings());
        let round = serde_json::to_value(&show.rounds[0]).unwrap();
        let event = LiveEvent::Round(RoundEvent { game, round });
        holds(&event, &rounds.remove(0), &["game"], &[]);
    }

    /// The events are the bytes the stream always sent: the data of each on
    /// one line, the keys of a round and a sheet in alphabetical order.
    #[test]
    fn an_event_is_written_as_the_stream_always_wrote_it() {
        assert_eq!(
            LiveEvent::Game { game: None }.text(),
            "event: game\ndata: {\"game\":null}\n\n"
        );
        let round = serde_json::json!({"round": 2, "closer": "Åsa", "players": []});
        assert_eq!(
            LiveEvent::Round(RoundEvent { game: 7, round }).text(),
            "event: round\ndata: {\"closer\":\"Åsa\",\"game\":7,\"players\":[],\"round\":2}\n\n"
        );
        let sheet = LiveEvent::Sheet {
            game: Some(1),
            page: "<p>a\nb</p>".into(),
            title: "t".into(),
            tv: "v".into(),
        };
        assert_eq!(
            sheet.text(),
            "event: sheet\ndata: {\"game\":1,\"page\":\"<p>a\\nb</p>\",\"title\":\"t\",\"tv\":\"v\"}\n\n"
        );
    }
}
