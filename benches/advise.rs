//! Speed target of `skyjo advise` (issue 26): the whole answer for 4 players
//! with a drawn card, at the command's own sample count, stays under 2 s.

use skyjo::rules::Rules;
use skyjo::rules::advise::{self, SAMPLES, Table};
use skyjo::rules::chances::Standing;
use skyjo::rules::deck::CardCount;
use skyjo::rules::odds::Pool;
use skyjo::rules::risk::{Opponent, Seen};

fn main() {
    divan::main();
}

/// A 4-player table mid-round, the 7 drawn.
fn table() -> Table {
    let mut seen = CardCount::default();
    let mut grids = Vec::new();
    for text in [
        "5 ? ? 9 / ? 2 ? ? / 0 ? ? 11",
        "3 ? ? 9 / ? 9 ? ? / 2 ? 0 9",
        "? ? 1 ? / 4 ? ? ? / ? 0 ? 5",
        "? 8 ? ? / ? ? 2 ? / 6 ? ? ?",
    ] {
        let Opponent::Grid(cells) = Opponent::parse("P", text).unwrap().0 else {
            unreachable!()
        };
        for cell in cells.iter().flatten() {
            if let Seen::Up(v) = cell {
                seen.add(*v);
            }
        }
        grids.push(cells);
    }
    seen.add(3);
    seen.add(7);
    Table {
        grids,
        discard: 3,
        pool: Pool::from_seen(&seen).unwrap(),
        drawn: Some(7),
        closed_by: None,
    }
}

/// Every choice ranked by the chance to win the game (target: under 2 s).
#[divan::bench(sample_count = 5)]
fn advise_4_players_with_a_drawn_card() -> f64 {
    let table = table();
    let standing = Standing {
        totals: &[40, 55, 62, 30],
        rounds_played: 3,
        me: 0,
        seats: &[1, 2, 3],
    };
    let ranking = advise::rank(
        divan::black_box(&table),
        &Rules::default(),
        Some(&standing),
        SAMPLES,
        2026,
    )
    .unwrap();
    ranking.actions[0].p_win.unwrap_or(0.0)
}
