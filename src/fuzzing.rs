//! The checks of the fuzz targets (`fuzz/`), kept here so that `cargo test`
//! replays the committed corpus and crash inputs through the same code
//! (`tests/skyjo/fuzz_corpus.rs`). Each function panics when an invariant breaks.

use crate::rules::action;
use crate::rules::deck::parse_cards;
use crate::rules::risk::Opponent;
use crate::rules::{Choice, ColumnRule, Doubling, Edition, Entry, Rules, score_entry, score_round};

fn rules_from(flags: u8) -> Rules {
    Rules {
        columns: [ColumnRule::Reveal, ColumnRule::Play, ColumnRule::Off][usize::from(flags % 3)],
        rows: flags & 4 != 0,
        doubling: [Doubling::TieDoubles, Doubling::TieSafe, Doubling::Off]
            [usize::from((flags >> 3) % 3)],
        double_negative: flags & 32 != 0,
        // Bit 6 picks the edition: the classic game, or Skyjo Action.
        edition: Edition::ALL[usize::from((flags >> 6) & 1)],
        ..Rules::default()
    }
}

/// Any text typed as an entry (the first byte picks the rules, Skyjo Action among them): parsing never
/// panics, and what parses writes back to text that parses to the same entry
/// and scores within what 12 cards can make. Card lists and opponent grids too.
pub fn entry_text(data: &[u8]) {
    let Some((&flags, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let rules = rules_from(flags);
    if let Ok(entry) = Entry::parse("P", text, &rules) {
        let again = Entry::parse("P", &entry.to_text(), &rules).expect("written text parses");
        assert_eq!(again, entry);
        let raw = score_entry(&rules, &entry).raw;
        match entry {
            Entry::Grid(_) => assert!((-24..=144).contains(&raw), "{raw}"),
            Entry::Action { .. } => {
                let range = action::MIN_TOTAL..=action::max_total(&rules.action);
                assert!(range.contains(&raw), "{raw}");
            }
            Entry::Total(_) => {}
        }
    }
    let _ = parse_cards(text);
    let _ = Opponent::parse("P", text);
}

/// A whole round: entries separated by `|`, the rules and the closer from the
/// first two bytes. Scoring never panics; only the closer is doubled, to twice
/// the raw score, and to a positive one unless negatives are doubled.
pub fn round_input(data: &[u8]) {
    let [flags, closer, rest @ ..] = data else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let rules = rules_from(*flags);
    let Ok(entries) = text
        .split('|')
        .map(|t| Entry::parse("P", t, &rules))
        .collect::<Result<Vec<_>, _>>()
    else {
        return;
    };
    if entries.is_empty() {
        return;
    }
    let closer = usize::from(*closer) % entries.len();
    let Ok(round) = score_round(&rules, &entries, closer) else {
        return;
    };
    for (i, p) in round.players.iter().enumerate() {
        if p.doubled {
            assert_eq!(i, closer);
            assert_eq!(p.score, 2 * p.raw);
            assert!(rules.double_negative || p.score > 0);
        } else {
            assert_eq!(p.score, p.raw);
        }
    }
}
