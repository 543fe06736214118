//! `ratings`: everyone's rating now as a table, and over the games as a
//! chart; `--json` streams the rating after every game.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use serde::Serialize;

use super::empty_text;
use crate::i18n::{decimal, integer};
use crate::render::chart::{Series, line_chart};
use crate::render::view::Screen;
use crate::render::{Style, json_time, right_align_from, table_with};
use crate::store::stats::Period;
use crate::{rating, tr};

/// A rated player.
pub struct Rated {
    /// The name.
    pub name: String,
    /// The rating now.
    pub rating: f64,
    /// Weng-Lin: the uncertainty (sigma) now.
    pub uncertainty: Option<f64>,
    /// Finished games rated.
    pub games: u32,
}

fn round1(r: f64) -> f64 {
    (r * 10.0).round() / 10.0
}

/// `ratings`: everyone's rating now and after each finished game. The keys
/// stand in the order the output always had them (method, start, k,
/// players, history); `history` is serialized one game at a time, so a
/// large history never becomes one tree in memory.
#[derive(Serialize)]
pub struct RatingsView<'a> {
    /// `multiplayer-elo` or `weng-lin`.
    pub method: &'static str,
    /// Everyone's rating before a first game.
    pub start: f64,
    /// Elo's K; absent for Weng-Lin.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub k: Option<f64>,
    /// The players by rating, highest first.
    pub players: Vec<RatedLine>,
    /// Every finished game in order with its players' new ratings.
    pub history: RatingsHistory<'a>,
    /// The method, for the words.
    #[serde(skip)]
    pub rating_method: rating::Method,
    /// The players ranked, unrounded, for the words.
    #[serde(skip)]
    pub rated: Vec<Rated>,
    /// The games asked for, for the words of an empty screen.
    #[serde(skip)]
    pub period: Period,
}

/// One player of a [`RatingsView`].
#[derive(Serialize)]
pub struct RatedLine {
    /// The name.
    pub name: String,
    /// The rating now, one decimal.
    pub rating: f64,
    /// Weng-Lin: the uncertainty (sigma) now, one decimal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub uncertainty: Option<f64>,
    /// Finished games rated.
    pub games: u32,
}

#[derive(Serialize)]
struct RatingJson<'a> {
    name: &'a str,
    rating: f64,
}

#[derive(Serialize)]
struct RatedGameJson<'a> {
    game: i64,
    played_at: String,
    ratings: Vec<RatingJson<'a>>,
}

/// The `history` of a [`RatingsView`]: every game's new ratings.
pub struct RatingsHistory<'a> {
    /// The finished games rated, in order.
    pub games: &'a [(i64, DateTime<Utc>, rating::Outcome)],
    /// The new ratings after each of them.
    pub after: &'a [Vec<(i64, f64)>],
    /// The players' names by id.
    pub names: &'a HashMap<i64, String>,
    /// The players' ids by rating, highest first (the lines of the chart).
    pub ranked: Vec<i64>,
}

impl Serialize for RatingsHistory<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        let mut seq = s.serialize_seq(Some(self.games.len()))?;
        for ((game, at, _), after) in self.games.iter().zip(self.after) {
            seq.serialize_element(&RatedGameJson {
                game: *game,
                played_at: json_time(*at),
                ratings: after
                    .iter()
                    .map(|(id, r)| RatingJson {
                        name: self.names.get(id).map_or("", String::as_str),
                        rating: round1(*r),
                    })
                    .collect(),
            })?;
        }
        seq.end()
    }
}

impl<'a> RatingsView<'a> {
    /// The view of `games` rated by `method` as `history` says; `names`
    /// names the players by id; `period`: the games asked for.
    pub fn of(
        method: rating::Method,
        games: &'a [(i64, DateTime<Utc>, rating::Outcome)],
        names: &'a HashMap<i64, String>,
        history: &'a rating::History,
        period: Period,
    ) -> RatingsView<'a> {
        let mut played: HashMap<i64, u32> = HashMap::new();
        for (_, _, outcome) in games {
            for (id, _) in &outcome.totals {
                *played.entry(*id).or_default() += 1;
            }
        }
        let ranked = history.ranked(names);
        let rated: Vec<Rated> = ranked
            .iter()
            .map(|(id, r)| Rated {
                name: names[id].clone(),
                rating: *r,
                uncertainty: history.uncertainty.get(id).copied(),
                games: played[id],
            })
            .collect();
        RatingsView {
            method: match method {
                rating::Method::Elo => "multiplayer-elo",
                rating::Method::WengLin => "weng-lin",
            },
            start: method.start(),
            k: (method == rating::Method::Elo).then_some(rating::K),
            players: rated
                .iter()
                .map(|p| RatedLine {
                    name: p.name.clone(),
                    rating: round1(p.rating),
                    uncertainty: p.uncertainty.map(round1),
                    games: p.games,
                })
                .collect(),
            history: RatingsHistory {
                games,
                after: &history.after,
                names,
                ranked: ranked.iter().map(|(id, _)| *id).collect(),
            },
            rating_method: method,
            rated,
            period,
        }
    }

    /// Everyone's rating after each game, carried forward: the lines of
    /// the chart.
    fn series(&self) -> Vec<Series> {
        let h = &self.history;
        let mut current: HashMap<i64, f64> = HashMap::new();
        let mut series: Vec<Series> = h
            .ranked
            .iter()
            .map(|id| Series {
                label: h.names[id].clone(),
                points: Vec::new(),
            })
            .collect();
        for after in h.after {
            for (id, r) in after {
                current.insert(*id, *r);
            }
            for (s, id) in series.iter_mut().zip(&h.ranked) {
                s.points
                    .push(*current.get(id).unwrap_or(&self.rating_method.start()));
            }
        }
        series
    }
}

impl Screen for RatingsView<'_> {
    fn text(&self, style: Style) -> String {
        ratings_text(
            self.rating_method,
            &self.rated,
            &self.series(),
            self.period,
            style,
        )
    }
}

/// `ratings`: the table and everyone's rating over the games as a chart.
/// `period`: the games asked for (for the words of an empty screen).
fn ratings_text(
    method: rating::Method,
    ranked: &[Rated],
    series: &[Series],
    period: Period,
    style: Style,
) -> String {
    let lang = style.lang;
    if ranked.is_empty() {
        return empty_text(lang, period, "ratings-none");
    }
    let weng_lin = method == rating::Method::WengLin;
    let mut columns = vec![
        "ratings-col-rank",
        "ratings-col-player",
        "ratings-col-rating",
    ];
    if weng_lin {
        columns.push("ratings-col-uncertainty");
    }
    columns.push("ratings-col-games");
    let mut table = table_with(style, &columns);
    for (i, p) in ranked.iter().enumerate() {
        let mut row = vec![(i + 1).to_string(), p.name.clone()];
        if weng_lin {
            row.push(decimal(lang, p.rating, 1));
            row.push(format!(
                "± {}",
                decimal(lang, p.uncertainty.unwrap_or(0.0), 1)
            ));
        } else {
            row.push(decimal(lang, p.rating, 0));
        }
        row.push(p.games.to_string());
        table.add_row(row);
    }
    right_align_from(&mut table, 2);
    let width = usize::from(style.width).saturating_sub(10).clamp(20, 100);
    let about = if weng_lin {
        tr!(lang, "ratings-method-weng-lin")
    } else {
        tr!(
            lang,
            "ratings-method",
            start = integer(lang, rating::START as i64),
            k = integer(lang, rating::K as i64)
        )
    };
    format!(
        "{table}\n{about}\n\n{}",
        line_chart(series, width, 14, "chart-axis-game", 1, lang, None)
    )
}
