//! The model of `skyjo report`: what the HTML report of a period shows,
//! computed from what the store reads (statistics, finished games, rounds).
//! No SQL and no markup here: the store reads, `page.rs` and `chart.rs` draw.

use std::collections::{HashMap, HashSet};

use chrono::{DateTime, Utc};

use crate::rating::{Method, Outcome};
use crate::rules::chances::{self, Chances, Shown};
use crate::rules::{Edition, GameEnd, PerEdition};
use crate::store::stats::{Period, PlayerStats, RoundFact};
use crate::store::{GameId, Reads, Rounds, Store, StoredGame};

/// How many points a rating line has at most: the report of ten years stays small.
pub const RATING_POINTS: usize = 240;
/// How many of the closest games are drawn.
pub const CLOSEST: usize = 6;
/// Simulated games per forecast in the report (the score sheet uses
/// [`chances::GAMES`]): 2,000 keep a forecast within ±2.2 percentage points
/// and a report of many rounds fast (docs/performance.md).
pub const REPORT_GAMES: u32 = 2_000;
/// How many games are forecast round by round for the biggest comeback: those
/// in which a winner was furthest behind the leader in points after a round
/// (docs/cli.md says why this finds the lowest chance).
pub const COMEBACK_CANDIDATES: usize = 24;

/// Everything the report shows.
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    /// The first and last day shown (the period's ends, or the first and last game).
    pub span: Option<(DateTime<Utc>, DateTime<Utc>)>,
    /// Finished games in the period: what every figure counts.
    pub finished: usize,
    /// Of those, the games of each edition: their points (averages, best
    /// rounds, round records) are kept apart by edition.
    pub games_of: PerEdition<usize>,
    /// Games in progress in the period, counted nowhere yet.
    pub in_progress: u32,
    /// Per player, best first (most wins, then win rate, then name).
    pub standings: Vec<PlayerStats>,
    /// The players of the charts, by rating now (best first): their colour is their place.
    pub players: Vec<String>,
    /// The Elo ratings over the period.
    pub ratings: RatingLines,
    /// `ahead[row][col]`, `together[row][col]`: finished games both played, and
    /// how many of them the row's player ended with the lower total.
    pub ahead: Vec<Vec<u32>>,
    /// See `ahead`.
    pub together: Vec<Vec<u32>>,
    /// The closest finished games with rounds, closest first.
    pub closest: Vec<CloseGame>,
    /// The records of the period.
    pub records: Records,
}

/// Ratings sampled at up to [`RATING_POINTS`] moments of the period.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RatingLines {
    /// When each sample was taken (the time of the game it follows).
    pub at: Vec<DateTime<Utc>>,
    /// Per player of `Report::players`: the rating at each sample, `None` before their first game.
    pub lines: Vec<Vec<Option<f64>>>,
    /// The rating before a first game.
    pub start: f64,
}

/// One of the closest games: its running totals round by round.
#[derive(Debug, Clone, PartialEq)]
pub struct CloseGame {
    /// The game.
    pub game: GameId,
    /// When.
    pub played_at: DateTime<Utc>,
    /// The players in seat order.
    pub players: Vec<String>,
    /// `running[round][seat]`.
    pub running: Vec<Vec<i32>>,
    /// The target, when the game is played to one.
    pub target: Option<i32>,
    /// The winners' names.
    pub winners: Vec<String>,
    /// Runner-up's total minus the winner's (0: a shared win).
    pub margin: i32,
    /// The first winner's chance to win (share of the win) after each round
    /// the game went on from, as the forecast would have shown it at the table.
    pub chances: Vec<Shown>,
    /// Its edition.
    pub edition: Edition,
}

/// A player's round that stands out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundMark {
    /// Who.
    pub name: String,
    /// The game.
    pub game: GameId,
    /// The round.
    pub round: u32,
    /// The score, or the lines removed.
    pub value: i32,
}

/// The biggest comeback: the lowest chance to win an eventual winner had
/// after some round.
#[derive(Debug, Clone, PartialEq)]
pub struct Comeback {
    /// The winner.
    pub name: String,
    /// The game.
    pub game: GameId,
    /// The winner's chance then (share of the win), as it was shown.
    pub chance: Shown,
    /// After which round.
    pub round: u32,
}

/// The records of the period; `None` where nothing qualifies. A record of
/// points or of lines removed is kept apart by edition (a round of Skyjo
/// Action has star bonuses and removes rows too); who was doubled most and
/// the biggest comeback (a chance to win) count every game.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Records {
    /// The lowest round score of a game of each edition.
    pub lowest_round: PerEdition<Option<RoundMark>>,
    /// The most lines removed in one round of a game of each edition (at
    /// least one): columns, and in Skyjo Action rows too.
    pub most_lines: PerEdition<Option<RoundMark>>,
    /// The player doubled most often as the closer: (name, times doubled, rounds closed).
    pub most_doubled: Option<(String, u32, u32)>,
    /// The biggest comeback.
    pub comeback: Option<Comeback>,
}

/// The inputs of the report, as the store gives them.
pub struct Inputs<'a> {
    /// The period.
    pub period: Period,
    /// `player_stats` of the period.
    pub stats: Vec<PlayerStats>,
    /// `outcomes` of the period: the finished games in order.
    pub games: &'a [(GameId, DateTime<Utc>, Outcome)],
    /// Player names by id.
    pub names: &'a HashMap<i64, String>,
    /// `games_in_progress` of the period.
    pub in_progress: u32,
    /// The edition of a game of the period.
    pub edition_of: &'a dyn Fn(GameId) -> Edition,
}

/// The report of `period`, read from `store` in one read transaction.
pub fn of_period(store: &Store, period: Period) -> anyhow::Result<Report> {
    let _snapshot = store.snapshot()?;
    let stats = store.player_stats(period, None)?;
    let (games, names) = store.outcomes(period)?;
    let in_progress = store.games_in_progress(period)?;
    let editions = store.editions()?;
    let names: HashMap<i64, String> = names.into_iter().collect();
    build(
        Inputs {
            period,
            stats,
            games: &games,
            names: &names,
            in_progress,
            edition_of: &|game| editions.of(game),
        },
        &mut |each| Ok(store.round_facts(period, each)?),
        &mut |id| Ok(store.game(id)?),
    )
}

/// Streams the rounds of the period into the callback it is given.
pub type RoundSource<'a> = dyn FnMut(&mut dyn FnMut(RoundFact)) -> anyhow::Result<()> + 'a;

/// Builds the report. `rounds` streams the rounds of the period (see
/// [`crate::store::Reads::round_facts`]); `load` loads a game for the closest games.
pub fn build(
    inputs: Inputs,
    rounds: &mut RoundSource,
    load: &mut dyn FnMut(GameId) -> anyhow::Result<Option<StoredGame>>,
) -> anyhow::Result<Report> {
    let Inputs {
        period,
        stats,
        games,
        names,
        in_progress,
        edition_of,
    } = inputs;
    let name = |id: i64| names.get(&id).cloned().unwrap_or_default();

    // Ratings: Elo over the period's games, the order of the players by the end.
    let outcomes: Vec<Outcome> = games.iter().map(|(_, _, o)| o.clone()).collect();
    let method = Method::Elo;
    let history = method.rate(&outcomes);
    let ranked = history.ranked(names);
    let place: HashMap<i64, usize> = ranked
        .iter()
        .enumerate()
        .map(|(i, (id, _))| (*id, i))
        .collect();
    let players: Vec<String> = ranked.iter().map(|(id, _)| name(*id)).collect();
    let ratings = rating_lines(games, &history.after, &place, method.start());
    let (ahead, together) = head_to_head(games, &place);

    let finals: HashMap<GameId, &Outcome> = games.iter().map(|(g, _, o)| (*g, o)).collect();
    let scan = RoundScan::of(rounds, &finals, edition_of)?;
    let mut forecast: HashSet<GameId> = HashSet::new();
    let mut comeback: Option<Comeback> = None;
    let closest = closest_games(games, &scan.with_rounds, load, &mut forecast, &mut comeback)?;
    forecast_comebacks(&scan.behind, load, &mut forecast, &mut comeback)?;
    let records = Records {
        most_doubled: most_doubled(&stats),
        comeback,
        ..scan.records(name)
    };

    Ok(Report {
        span: span(&period, games),
        finished: games.len(),
        games_of: games
            .iter()
            .fold(PerEdition::default(), |mut of, (g, _, _)| {
                of[edition_of(*g)] += 1;
                of
            }),
        in_progress,
        standings: standings(stats),
        players,
        ratings,
        ahead,
        together,
        closest,
        records,
    })
}

/// The head-to-head table, from the final totals: `(ahead, together)` of
/// [`Report`], a row and a column per player by `place`.
fn head_to_head(
    games: &[(GameId, DateTime<Utc>, Outcome)],
    place: &HashMap<i64, usize>,
) -> (Vec<Vec<u32>>, Vec<Vec<u32>>) {
    let n = place.len();
    let mut ahead = vec![vec![0u32; n]; n];
    let mut together = vec![vec![0u32; n]; n];
    for (_, _, outcome) in games {
        for &(a, total_a) in &outcome.totals {
            for &(b, total_b) in &outcome.totals {
                let (Some(&i), Some(&j)) = (place.get(&a), place.get(&b)) else {
                    continue;
                };
                if i != j {
                    together[i][j] += 1;
                    ahead[i][j] += u32::from(total_a < total_b);
                }
            }
        }
    }
    (ahead, together)
}

/// What one pass over the rounds of the finished games finds: the round
/// records, the comebacks to forecast, which games have rounds.
#[derive(Default)]
struct RoundScan {
    /// The finished games that have rounds.
    with_rounds: HashSet<GameId>,
    /// The games a winner trailed in: how far behind the leader they were at most, and the game.
    behind: Vec<(i32, GameId)>,
    /// The lowest round score of each edition apart.
    lowest: PerEdition<Option<(i32, RoundFact)>>,
    /// The most lines removed in one round of each edition apart (at least one).
    columns: PerEdition<Option<(u32, RoundFact)>>,
}

impl RoundScan {
    /// Reads the rounds `rounds` streams; those of a game not in `finals` (not
    /// finished in the period) count nowhere.
    fn of(
        rounds: &mut RoundSource,
        finals: &HashMap<GameId, &Outcome>,
        edition_of: &dyn Fn(GameId) -> Edition,
    ) -> anyhow::Result<RoundScan> {
        let mut scan = RoundScan::default();
        let mut current: Option<GameRounds> = None;
        rounds(&mut |fact: RoundFact| {
            // The records count the finished games, as every other figure does.
            if !finals.contains_key(&fact.game) {
                return;
            }
            let edition = edition_of(fact.game);
            let (lowest, columns) = (&mut scan.lowest[edition], &mut scan.columns[edition]);
            if lowest.is_none_or(|(score, _)| fact.score < score) {
                *lowest = Some((fact.score, fact));
            }
            if fact.removed_lines > 0 && columns.is_none_or(|(lines, _)| fact.removed_lines > lines)
            {
                *columns = Some((fact.removed_lines, fact));
            }
            if current.as_ref().is_none_or(|g| g.game != fact.game) {
                if let Some(done) = current.take() {
                    done.comeback(finals, &mut scan.behind);
                }
                scan.with_rounds.insert(fact.game);
                current = Some(GameRounds::new(fact.game));
            }
            if let Some(g) = current.as_mut() {
                g.add(fact);
            }
        })?;
        if let Some(done) = current.take() {
            done.comeback(finals, &mut scan.behind);
        }
        Ok(scan)
    }

    /// The round records, with the players' names from `name`; who was
    /// doubled most and the comeback are not the rounds' to tell.
    fn records(&self, name: impl Fn(i64) -> String) -> Records {
        let mark = |(value, fact): (i32, RoundFact)| RoundMark {
            name: name(fact.player),
            game: fact.game,
            round: fact.round,
            value,
        };
        Records {
            lowest_round: self.lowest.map(|lowest| lowest.map(mark)),
            most_lines: self
                .columns
                .map(|columns| columns.map(|(lines, fact)| mark((lines as i32, fact)))),
            most_doubled: None,
            comeback: None,
        }
    }
}

/// The player doubled most often as the closer (fewest rounds closed, then
/// the first name, on a tie): (name, times doubled, rounds closed).
fn most_doubled(stats: &[PlayerStats]) -> Option<(String, u32, u32)> {
    stats
        .iter()
        .filter(|s| s.times_doubled > 0)
        .max_by(|a, b| {
            a.times_doubled
                .cmp(&b.times_doubled)
                .then_with(|| b.rounds_closed.cmp(&a.rounds_closed))
                .then_with(|| b.name.cmp(&a.name))
        })
        .map(|s| (s.name.clone(), s.times_doubled, s.rounds_closed))
}

/// The closest games that have rounds to draw (`with_rounds`): smallest
/// margin, newest first. Each is forecast round by round: it joins
/// `forecast`, and `comeback` keeps the biggest comeback so far.
fn closest_games(
    games: &[(GameId, DateTime<Utc>, Outcome)],
    with_rounds: &HashSet<GameId>,
    load: &mut dyn FnMut(GameId) -> anyhow::Result<Option<StoredGame>>,
    forecast: &mut HashSet<GameId>,
    comeback: &mut Option<Comeback>,
) -> anyhow::Result<Vec<CloseGame>> {
    let mut margins: Vec<(i32, DateTime<Utc>, GameId)> = games
        .iter()
        .filter(|(g, _, o)| with_rounds.contains(g) && o.totals.len() >= 2)
        .map(|(g, at, o)| {
            let mut totals: Vec<i32> = o.totals.iter().map(|t| t.1).collect();
            totals.sort_unstable();
            (totals[1] - totals[0], *at, *g)
        })
        .collect();
    margins.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)).then(b.2.cmp(&a.2)));
    let mut closest = Vec::new();
    for &(margin, _, id) in margins.iter().take(CLOSEST) {
        let Some(game) = load(id)? else { continue };
        let standings = game.standings();
        let history = after_each_round(&game);
        forecast.insert(id);
        lowest_chance(&game, &history, comeback);
        let first = standings.winners().first().copied().unwrap_or(0);
        closest.push(CloseGame {
            edition: game.rules.edition,
            chances: history.iter().map(|c| c.shown(first)).collect(),
            game: id,
            played_at: game.played_at,
            winners: standings
                .winners()
                .iter()
                .map(|&s| game.players[s].clone())
                .collect(),
            running: standings.running,
            target: match game.rules.end {
                GameEnd::Target(t) => Some(t),
                GameEnd::Rounds(_) => None,
            },
            players: game.players,
            margin,
        });
    }
    Ok(closest)
}

/// Forecasts the games where a winner trailed furthest (`behind`), up to
/// [`COMEBACK_CANDIDATES`] and newest first among equals (game ids grow with
/// time), but not those already in `forecast`; `comeback` keeps the biggest
/// comeback.
fn forecast_comebacks(
    behind: &[(i32, GameId)],
    load: &mut dyn FnMut(GameId) -> anyhow::Result<Option<StoredGame>>,
    forecast: &mut HashSet<GameId>,
    comeback: &mut Option<Comeback>,
) -> anyhow::Result<()> {
    let mut behind = behind.to_vec();
    behind.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
    for &(_, id) in behind.iter().take(COMEBACK_CANDIDATES) {
        if !forecast.insert(id) {
            continue;
        }
        let Some(game) = load(id)? else { continue };
        lowest_chance(&game, &after_each_round(&game), comeback);
    }
    Ok(())
}

/// The standings: the players of `stats` who played, most wins first, then
/// win rate, then name.
fn standings(mut stats: Vec<PlayerStats>) -> Vec<PlayerStats> {
    stats.retain(|s| s.games > 0);
    stats.sort_by(|a, b| {
        b.wins
            .cmp(&a.wins)
            .then_with(|| {
                b.win_rate()
                    .unwrap_or(0.0)
                    .total_cmp(&a.win_rate().unwrap_or(0.0))
            })
            .then_with(|| a.name.cmp(&b.name))
    });
    stats
}

/// The first and last day shown: the period's ends where it has them, else
/// the first and last game; `None` without a game.
fn span(
    period: &Period,
    games: &[(GameId, DateTime<Utc>, Outcome)],
) -> Option<(DateTime<Utc>, DateTime<Utc>)> {
    let day = chrono::Duration::days(1);
    match (games.first(), games.last()) {
        (Some(first), Some(last)) => Some((
            period.since.unwrap_or(first.1),
            period.until.map_or(last.1, |u| (u - day).max(last.1)),
        )),
        _ => None,
    }
}

/// Samples everyone's rating after the last game of each of up to
/// [`RATING_POINTS`] equal runs of games.
fn rating_lines(
    games: &[(GameId, DateTime<Utc>, Outcome)],
    after: &[Vec<(i64, f64)>],
    place: &HashMap<i64, usize>,
    start: f64,
) -> RatingLines {
    let n = games.len();
    let samples = n.min(RATING_POINTS);
    let mut lines = vec![Vec::with_capacity(samples); place.len()];
    let mut at = Vec::with_capacity(samples);
    let mut now: Vec<Option<f64>> = vec![None; place.len()];
    let mut next = 0;
    for k in 0..samples {
        // The last game of run k: runs split the games as evenly as they go.
        let end = (k + 1) * n / samples;
        for changes in &after[next..end] {
            for (id, r) in changes {
                if let Some(&i) = place.get(id) {
                    now[i] = Some(*r);
                }
            }
        }
        next = end;
        at.push(games[end - 1].1);
        for (line, r) in lines.iter_mut().zip(&now) {
            line.push(*r);
        }
    }
    RatingLines { at, lines, start }
}

/// The running totals of one game, as its rounds stream by.
struct GameRounds {
    game: GameId,
    /// Player ids in seat order (from the first round).
    seats: Vec<i64>,
    /// After each round: the running totals.
    after: Vec<(u32, Vec<i32>)>,
}

impl GameRounds {
    fn new(game: GameId) -> GameRounds {
        GameRounds {
            game,
            seats: Vec::new(),
            after: Vec::new(),
        }
    }

    /// Adds a player's round; rounds come in order, seats in order within one.
    fn add(&mut self, fact: RoundFact) {
        if self.after.last().is_none_or(|(r, _)| *r != fact.round) {
            self.after
                .push((fact.round, Vec::with_capacity(self.seats.len())));
        }
        let round = self.after.len() - 1;
        let seat = self.after[round].1.len();
        // The first round names the seats; later ones add to the round before.
        let before = if round == 0 {
            self.seats.push(fact.player);
            Some(0)
        } else {
            self.after[round - 1].1.get(seat).copied()
        };
        if let Some(before) = before {
            self.after[round].1.push(before + fact.score);
        }
    }

    /// The largest gap between a winner of this finished game and the leader
    /// after a round, added to `behind` when a winner trailed at all.
    fn comeback(self, finals: &HashMap<GameId, &Outcome>, behind: &mut Vec<(i32, GameId)>) {
        let Some(outcome) = finals.get(&self.game) else {
            return;
        };
        let Some(low) = outcome.totals.iter().map(|t| t.1).min() else {
            return;
        };
        let winners: Vec<i64> = outcome
            .totals
            .iter()
            .filter(|t| t.1 == low)
            .map(|t| t.0)
            .collect();
        let mut most = 0;
        for (_, totals) in &self.after {
            let Some(&leader) = totals.iter().min() else {
                continue;
            };
            for (seat, &total) in totals.iter().enumerate() {
                if winners.contains(&self.seats[seat]) {
                    most = most.max(total - leader);
                }
            }
        }
        if most > 0 {
            behind.push((most, self.game));
        }
    }
}

/// The forecast after each round of `game` after which it went on, at the
/// report's precision ([`REPORT_GAMES`]); empty for a game of final totals.
fn after_each_round(game: &StoredGame) -> Vec<Chances> {
    if game.final_totals.is_some() {
        return Vec::new();
    }
    let seats = game.players.len();
    chances::after_each_round(&game.rules, seats, &game.results(), REPORT_GAMES)
}

/// Keeps in `best` the biggest comeback of `game` ([`chances::comeback`] of
/// `history`: [`after_each_round`]) when its chance is lower (the newer game
/// on a tie).
fn lowest_chance(game: &StoredGame, history: &[Chances], best: &mut Option<Comeback>) {
    let standings = game.standings();
    let Some((winner, round, chance)) = chances::comeback(standings.winners(), history) else {
        return;
    };
    let better = best.as_ref().is_none_or(|b| {
        chance.share < b.chance.share || (chance.share == b.chance.share && game.id > b.game)
    });
    if better {
        *best = Some(Comeback {
            name: game.players[winner].clone(),
            game: game.id,
            chance,
            round: round as u32,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn at(day: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2025, 1, day, 18, 0, 0).unwrap()
    }

    /// The report of these games and rounds, no statistics, no game to load.
    fn of_whole(
        games: &[(GameId, DateTime<Utc>, Outcome)],
        names: &HashMap<i64, String>,
        rounds: &[RoundFact],
    ) -> Report {
        build(
            Inputs {
                period: Period::default(),
                stats: Vec::new(),
                games,
                names,
                in_progress: 0,
                edition_of: &|_| Edition::default(),
            },
            &mut |each| {
                rounds.iter().for_each(|f| each(*f));
                Ok(())
            },
            &mut |_| Ok(None),
        )
        .unwrap()
    }

    fn facts(game: GameId, rounds: &[&[(i64, i32, u32)]]) -> Vec<RoundFact> {
        rounds
            .iter()
            .enumerate()
            .flat_map(|(r, seats)| {
                seats
                    .iter()
                    .map(move |&(player, score, removed_lines)| RoundFact {
                        game,
                        round: r as u32 + 1,
                        player,
                        score,
                        removed_lines,
                    })
            })
            .collect()
    }

    /// Game 1: Anna (1) 30, 5, 2 = 37; Bertil (2) 5, 20, 40 = 65: Anna won
    /// after trailing by 25 after round 1. Game 2: Bertil 10 and Anna 12, one
    /// round of totals only (no rounds): Bertil ahead once, Anna once.
    #[test]
    fn records_head_to_head_and_comeback_by_hand() {
        let games = vec![
            (
                1,
                at(1),
                Outcome {
                    totals: vec![(1, 37), (2, 65)],
                },
            ),
            (
                2,
                at(2),
                Outcome {
                    totals: vec![(2, 10), (1, 12)],
                },
            ),
        ];
        let names: HashMap<i64, String> =
            [(1, "Anna".to_string()), (2, "Bertil".to_string())].into();
        let rounds = facts(
            1,
            &[
                &[(1, 30, 0), (2, 5, 0)],
                &[(1, 5, 2), (2, 20, 0)],
                &[(1, 2, 0), (2, 40, 1)],
            ],
        );
        let report = of_whole(&games, &names, &rounds);
        let anna = report.players.iter().position(|p| p == "Anna").unwrap();
        let bertil = 1 - anna;
        assert_eq!(report.together[anna][bertil], 2);
        assert_eq!(report.ahead[anna][bertil], 1);
        assert_eq!(report.ahead[bertil][anna], 1);
        // No game to load: nothing is forecast, so no comeback (tests/skyjo/report.rs
        // has the record from a real history).
        assert_eq!(report.records.comeback, None);
        assert_eq!(
            report.records.lowest_round[Edition::default()],
            Some(RoundMark {
                name: "Anna".into(),
                game: 1,
                round: 3,
                value: 2
            })
        );
        let classic = Edition::default();
        assert_eq!(
            report.records.most_lines[classic].as_ref().unwrap().value,
            2
        );
        assert_eq!(report.games_of[classic], report.finished);
        assert_eq!(report.ratings.at, [at(1), at(2)]);
        assert_eq!(report.span, Some((at(1), at(2))));
    }

    #[test]
    fn a_long_history_is_sampled_to_a_few_hundred_points() {
        let games: Vec<(GameId, DateTime<Utc>, Outcome)> = (0..1000)
            .map(|i| {
                (
                    i,
                    at(1) + chrono::Duration::hours(i),
                    Outcome {
                        totals: vec![(1, 50), (2, 60 + (i % 3) as i32 * -10)],
                    },
                )
            })
            .collect();
        let names: HashMap<i64, String> = [(1, "A".to_string()), (2, "B".to_string())].into();
        let report = of_whole(&games, &names, &[]);
        assert_eq!(report.ratings.at.len(), RATING_POINTS);
        assert_eq!(*report.ratings.at.last().unwrap(), games[999].1);
        assert!(
            report
                .ratings
                .lines
                .iter()
                .all(|l| l.len() == RATING_POINTS)
        );
        // No rounds: nothing to draw among the closest games.
        assert!(report.closest.is_empty());
    }
}
