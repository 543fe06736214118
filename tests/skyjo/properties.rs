//! Property tests: invariants of the rules engine that hold for every input.

use proptest::prelude::*;
use skyjo::rules::deck::{self, CardCount};
use skyjo::rules::grid;
use skyjo::rules::shape::{COLS, ROWS};
use skyjo::rules::{
    Cell, ColumnRule, Doubling, Entry, Grid, Line, Removed, Rules, score_entry, score_round,
    standings,
};

fn card() -> impl Strategy<Value = i8> {
    deck::MIN_CARD..=deck::MAX_CARD
}

/// A final grid: cards, with whole columns removed during play now and then.
fn grid() -> impl Strategy<Value = Grid> {
    // Few distinct values, so that columns of three equal cards come up often.
    let cell = prop_oneof![card(), -2i8..=1];
    (
        proptest::array::uniform12(cell),
        proptest::array::uniform4(0u8..6),
    )
        .prop_map(|(cards, removed)| {
            let mut cells = [[Cell::Card(0); COLS]; ROWS];
            for (i, v) in cards.into_iter().enumerate() {
                cells[i / COLS][i % COLS] = Cell::Card(v);
            }
            for (c, r) in removed.into_iter().enumerate() {
                if r == 0 {
                    for row in cells.iter_mut() {
                        row[c] = Cell::Removed(None);
                    }
                }
            }
            Grid { cells }
        })
}

/// A round's entries dealt from a shuffled deck, so the deck check always passes:
/// 2 to 8 grids, some with removed columns, some given as bare totals.
fn dealt_round() -> impl Strategy<Value = Vec<Entry>> {
    let deck: Vec<i8> = deck::VALUES
        .flat_map(|v| std::iter::repeat_n(v, deck::copies(v) as usize))
        .collect();
    (
        Just(deck).prop_shuffle(),
        2usize..=8,
        proptest::collection::vec((proptest::array::uniform4(0u8..5), 0u8..6), 8),
    )
        .prop_map(|(deck, players, shapes)| {
            (0..players)
                .map(|p| {
                    let mut cells = [[Cell::Card(0); COLS]; ROWS];
                    for i in 0..ROWS * COLS {
                        cells[i / COLS][i % COLS] = Cell::Card(deck[p * 12 + i]);
                    }
                    let (removed, total) = shapes[p];
                    for (c, r) in removed.into_iter().enumerate() {
                        if r == 0 {
                            for row in cells.iter_mut() {
                                row[c] = Cell::Removed(None);
                            }
                        }
                    }
                    let grid = Grid { cells };
                    if total == 0 {
                        Entry::Total(score_entry(&Rules::default(), &Entry::Grid(grid)).raw)
                    } else {
                        Entry::Grid(grid)
                    }
                })
                .collect()
        })
}

fn rules() -> impl Strategy<Value = Rules> {
    (
        prop_oneof![
            Just(ColumnRule::Reveal),
            Just(ColumnRule::Play),
            Just(ColumnRule::Off)
        ],
        any::<bool>(),
        prop_oneof![
            Just(Doubling::TieDoubles),
            Just(Doubling::TieSafe),
            Just(Doubling::Off)
        ],
        any::<bool>(),
    )
        .prop_map(|(columns, rows, doubling, double_negative)| Rules {
            columns,
            rows,
            doubling,
            double_negative,
            ..Rules::default()
        })
}

fn deck_consistent(entries: &[Entry]) -> bool {
    let mut count = CardCount::default();
    entries.iter().for_each(|e| e.count_cards(&mut count));
    count.first_excess().is_none()
}

fn cells_of(line: Line) -> Vec<(usize, usize)> {
    match line {
        Line::Column(c) => (0..ROWS).map(|r| (r, c)).collect(),
        Line::Row(r) => (0..COLS).map(|c| (r, c)).collect(),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// A raw score is the sum of the cells outside removed lines, and every
    /// removed line is all `x` or equal cards.
    #[test]
    fn raw_is_the_sum_outside_removed_lines(g in grid()) {
        let rules = Rules::default();
        let scored = score_entry(&rules, &Entry::Grid(g));
        let removals = scored.removals();
        let mut removed = [[false; COLS]; ROWS];
        for removal in &removals {
            let cells = cells_of(removal.line);
            let values: Vec<Cell> = cells.iter().map(|&(r, c)| g.cells[r][c]).collect();
            match removal.when {
                Removed::InPlay => prop_assert!(values.iter().all(|c| matches!(c, Cell::Removed(_)))),
                Removed::AtReveal => prop_assert!(values.iter().all(|c| *c == values[0])),
            }
            for (r, c) in cells {
                removed[r][c] = true;
            }
        }
        let sum: i32 = g
            .cells
            .iter()
            .flatten()
            .zip(removed.iter().flatten())
            .map(|(cell, &gone)| match (cell, gone) {
                (Cell::Card(v), false) => i32::from(*v),
                _ => 0,
            })
            .sum();
        prop_assert_eq!(scored.raw, sum);
        // And no column of three equal cards is left standing under the official rules.
        for c in 0..COLS {
            let col = [g.cells[0][c], g.cells[1][c], g.cells[2][c]];
            if matches!(col[0], Cell::Card(_)) && col.iter().all(|x| *x == col[0]) {
                prop_assert!(removals.iter().any(|rm| rm.line == Line::Column(c)));
            }
        }
    }

    /// A grid the deck can make scores within the bounds that bare totals are checked against.
    #[test]
    fn deck_consistent_grids_score_within_the_total_bounds(g in grid(), rules in rules()) {
        let entry = Entry::Grid(g);
        prop_assume!(deck_consistent(std::slice::from_ref(&entry)));
        let raw = score_entry(&rules, &entry).raw;
        prop_assert!(raw >= grid::MIN_TOTAL, "{raw}");
        prop_assert!(raw <= grid::max_total(&rules), "{raw}");
    }

    /// Grid text round-trips through `to_text` and `parse`.
    #[test]
    fn grid_text_round_trips(g in grid()) {
        let entry = Entry::Grid(g);
        let again = Entry::parse("P", &entry.to_text(), &Rules::default()).unwrap();
        prop_assert_eq!(again, entry);
    }

    /// Parsing never panics, whatever is typed.
    #[test]
    fn parsing_any_text_never_panics(text in ".{0,60}", rules in rules()) {
        let _ = Entry::parse("P", &text, &rules);
    }

    /// Parsing text made of grid-like tokens never panics either.
    #[test]
    fn parsing_grid_like_tokens_never_panics(
        tokens in proptest::collection::vec(
            prop_oneof!["-?[0-9]{1,3}", "x-?[0-9]{0,2}", Just("/".to_string()), Just("?".to_string())],
            0..20,
        ),
        rules in rules(),
    ) {
        let _ = Entry::parse("P", &tokens.join(" "), &rules);
    }

    /// Only the closer is ever doubled; a doubled score is twice the raw one,
    /// and positive under the official rules.
    #[test]
    fn only_the_closer_is_doubled(
        entries in dealt_round(),
        closer_pick in any::<prop::sample::Index>(),
        rules in rules(),
    ) {
        let closer = closer_pick.index(entries.len());
        let round = score_round(&rules, &entries, closer).unwrap();
        for (i, p) in round.players.iter().enumerate() {
            if p.doubled {
                prop_assert_eq!(i, closer);
                prop_assert_eq!(p.score, 2 * p.raw);
                if !rules.double_negative {
                    prop_assert!(p.score > 0);
                }
            } else {
                prop_assert_eq!(p.score, p.raw);
            }
        }
        let closer_raw = round.players[closer].raw;
        let lowest_other = round.players.iter().enumerate().filter(|(i, _)| *i != closer).map(|(_, p)| p.raw).min().unwrap();
        if rules == (Rules { columns: rules.columns, rows: rules.rows, ..Rules::default() }) {
            // Official doubling: doubled exactly when not alone lowest and positive.
            prop_assert_eq!(round.players[closer].doubled, closer_raw >= lowest_other && closer_raw > 0);
        }
    }

    /// The order in which players are entered changes nobody's score.
    #[test]
    fn entry_order_changes_nothing(
        entries in dealt_round(),
        closer_pick in any::<prop::sample::Index>(),
        rotate in 0usize..8,
        rules in rules(),
    ) {
        let n = entries.len();
        let closer = closer_pick.index(n);
        let round = score_round(&rules, &entries, closer).unwrap();
        let mut order: Vec<usize> = (0..n).collect();
        order.rotate_left(rotate % n);
        order.reverse();
        let permuted: Vec<Entry> = order.iter().map(|&i| entries[i]).collect();
        let new_closer = order.iter().position(|&i| i == closer).unwrap();
        let again = score_round(&rules, &permuted, new_closer).unwrap();
        for (k, &i) in order.iter().enumerate() {
            prop_assert_eq!(again.players[k].score, round.players[i].score);
            prop_assert_eq!(again.players[k].doubled, round.players[i].doubled);
        }
    }

    /// Totals are the sums of the round scores, and a finished game has a
    /// winner with the lowest total.
    #[test]
    fn totals_add_up_and_winners_are_lowest(
        rounds in proptest::collection::vec(proptest::collection::vec(-17i32..=140, 3), 0..12),
    ) {
        let results: Vec<_> = rounds
            .iter()
            .map(|s| skyjo::rules::RoundResult { scores: s.clone(), closer: 0 })
            .collect();
        let s = standings(&Rules::default(), 3, &results);
        let counted = s.running.len();
        for seat in 0..3 {
            let sum: i32 = rounds[..counted].iter().map(|r| r[seat]).sum();
            prop_assert_eq!(s.totals[seat], sum);
        }
        if s.over {
            prop_assert!(s.totals.iter().any(|&t| t >= 100));
            let min = *s.totals.iter().min().unwrap();
            prop_assert!(s.winners().iter().all(|&w| s.totals[w] == min));
            prop_assert!(!s.winners().is_empty());
        } else {
            prop_assert_eq!(counted, rounds.len());
        }
    }
}

/// Finished games of 2 to 8 of ten players, with any totals.
fn outcomes() -> impl Strategy<Value = Vec<skyjo::rating::Outcome>> {
    let game = proptest::sample::subsequence((0i64..10).collect::<Vec<_>>(), 2..=8)
        .prop_flat_map(|players| {
            let n = players.len();
            (Just(players), proptest::collection::vec(-20i32..160, n..=n))
        })
        .prop_map(|(players, totals)| skyjo::rating::Outcome {
            totals: players.into_iter().zip(totals).collect(),
        });
    proptest::collection::vec(game, 0..400)
}

proptest! {
    /// The report's head to head adds up for any history: each pair met as
    /// often seen from either side, and neither side finished ahead more
    /// often than they met; the rating lines have a point per sample.
    #[test]
    fn the_report_head_to_head_adds_up(games in outcomes()) {
        use chrono::TimeZone;
        let start = chrono::Utc.with_ymd_and_hms(2025, 1, 1, 0, 0, 0).unwrap();
        let games: Vec<_> = games
            .into_iter()
            .enumerate()
            .map(|(i, o)| (i as i64 + 1, start + chrono::Duration::hours(i as i64), o))
            .collect();
        let names: std::collections::HashMap<i64, String> =
            (0..10).map(|i| (i, format!("P{i}"))).collect();
        let report = skyjo::report::build(
            skyjo::report::Inputs { period: Default::default(), stats: Vec::new(), games: &games, names: &names, in_progress: 0, edition_of: &|_| Default::default() },
            &mut |_| Ok(()),
            &mut |_| Ok(None),
        ).unwrap();
        let n = report.players.len();
        for i in 0..n {
            prop_assert_eq!(report.together[i][i], 0);
            for j in 0..n {
                prop_assert_eq!(report.together[i][j], report.together[j][i]);
                prop_assert!(report.ahead[i][j] + report.ahead[j][i] <= report.together[i][j]);
            }
        }
        // Every meeting of a pair is counted once.
        let meetings: u32 = games.iter().map(|(_, _, o)| (o.totals.len() * (o.totals.len() - 1) / 2) as u32).sum();
        let counted: u32 = (0..n).flat_map(|i| (i + 1..n).map(move |j| (i, j))).map(|(i, j)| report.together[i][j]).sum();
        prop_assert_eq!(meetings, counted);
        let samples = games.len().min(skyjo::report::RATING_POINTS);
        prop_assert_eq!(report.ratings.at.len(), samples);
        prop_assert!(report.ratings.lines.iter().all(|l| l.len() == samples));
        prop_assert_eq!(report.finished, games.len());
    }
}

/// A word for the layout: letters of three alphabets, a wide character, a
/// combining accent, now and then coloured.
fn word() -> impl Strategy<Value = String> {
    (
        "[a-zæøåäö]{1,6}(\u{301})?[李]{0,2}[0-9]{0,3}",
        any::<bool>(),
    )
        .prop_map(|(w, red)| {
            if red {
                format!("\x1b[31m{w}\x1b[0m")
            } else {
                w
            }
        })
}

proptest! {
    /// Wrapping a line only breaks it between words: the same words in the
    /// same order, every line within the width unless it holds one word
    /// alone, every continuation indented as the first line plus two.
    #[test]
    fn a_wrapped_line_keeps_its_words(
        words in proptest::collection::vec(word(), 1..40),
        indent in 0usize..4,
        width in 20usize..100,
    ) {
        use skyjo::render::layout;
        let line = format!("{}{}", " ".repeat(indent), words.join(" "));
        let wrapped = layout::wrap_line(&line, width);
        let found: Vec<&str> = wrapped.split_whitespace().collect();
        let given: Vec<&str> = line.split_whitespace().collect();
        prop_assert_eq!(found, given);
        for (i, l) in wrapped.lines().enumerate() {
            let lead = if i == 0 { indent } else { indent + 2 };
            prop_assert!(l.starts_with(&" ".repeat(lead)));
            prop_assert!(!l[lead..].starts_with(' '));
            let one_word = l.split_whitespace().count() == 1;
            prop_assert!(layout::width(l) <= width || one_word, "{:?}", wrapped);
        }
        // Colour never moves a break.
        prop_assert_eq!(
            layout::plain(&wrapped),
            layout::wrap_line(&layout::plain(&line), width)
        );
    }
}
