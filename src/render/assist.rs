//! The deck assistant's screens: `odds`, `risk`, `start` and `deck check`,
//! as tables in the reader's language or the JSON of docs/cli.md.
//!
//! The answer is in plain words; how it is worked out (the mean and the
//! spread, the quartiles, the method, the samples and their intervals) is
//! said with `--explain`, and is in `--json` and docs/odds.md.

use std::collections::BTreeMap;

use serde::Serialize;

use super::closing::{GameJson, GameView, game_text};
use super::view::Screen;
use super::{Style, layout, new_table, right_align_from, sheet, table_with};
use crate::i18n::{Lang, decimal, integer, percent_digits, t};
use crate::rules::deck::{self, ActionDeck, Deck, DeckCheck, Face, VALUES};
use crate::rules::odds::{Pool, Sighting, SumDistribution};
use crate::rules::risk::{self, Assessment, LastTurn, Method};
use crate::rules::{Choice, ColumnRule, Doubling, Rules, StartReason};
use crate::{msg, tr};

/// A chance as the assistant's tables and lines show it: one decimal, always
/// (one style in a table), "under 0.1%" for a chance too small to show and
/// "over 99.9%" for one just short of certain.
fn chance(lang: Lang, p: f64) -> String {
    // A sum of shares that is 1 but for the last bits of a float is certain.
    let p = if (1.0 - p).abs() < 1e-9 { 1.0 } else { p };
    if p > 0.0 && p < 0.0005 {
        tr!(
            lang,
            "odds-percent-under",
            p = percent_digits(lang, 0.001, 1)
        )
    } else if (0.9995..1.0).contains(&p) {
        tr!(
            lang,
            "odds-percent-over",
            p = percent_digits(lang, 0.999, 1)
        )
    } else {
        percent_digits(lang, p, 1)
    }
}

/// A chance in a sentence: as [`chance`], kept on one line ("under 0.1%").
fn chance_in_line(lang: Lang, p: f64) -> String {
    layout::glue(&chance(lang, p))
}

/// A chance in the table of `--explain`: two decimals on every row, the
/// intervals too.
fn chance_explained(lang: Lang, p: f64) -> String {
    percent_digits(lang, p, 2)
}

/// Where the cards taken out of the deck were seen (`counted` in `--json`):
/// how many in the seen list, in removed columns typed on the grids (`x9`)
/// beyond the list's, and open on the grids, and the discard top (the card,
/// `null` when not given). The deck less the four is the pool.
#[derive(Serialize)]
struct CountedJson {
    seen_list: u32,
    removed_columns: u32,
    open_on_grids: u32,
    discard_top: Option<i8>,
}

impl CountedJson {
    fn of(sighting: &Sighting) -> CountedJson {
        CountedJson {
            seen_list: sighting.seen.total(),
            removed_columns: sighting.removed_beyond_list(),
            open_on_grids: sighting.open.total(),
            discard_top: sighting.discard,
        }
    }
}

/// "120 cards unseen: 150 − 7 seen − 22 open on the grids − 1 on the discard
/// pile.", with a true minus sign (U+2212), never a hyphen. The removed cards
/// typed on the grids that the list does not hold are a part of their own:
/// "141 cards unseen: 150 − 3 in removed columns − 6 open ...".
/// The deck is `deck`'s: 150 cards, or the playing cards of Skyjo Action.
fn unseen_line(sighting: &Sighting, left: u32, deck: &Deck, lang: Lang) -> String {
    let (seen, open) = (sighting.seen.total(), sighting.open.total());
    let removed = sighting.removed_beyond_list();
    let mut parts = vec![deck.size().to_string()];
    if seen > 0 {
        parts.push(tr!(lang, "odds-unseen-seen", count = seen));
    }
    if removed > 0 {
        parts.push(tr!(lang, "odds-unseen-removed", count = removed));
    }
    if open > 0 {
        parts.push(tr!(lang, "odds-unseen-open", count = open));
    }
    if sighting.discard.is_some() {
        parts.push(t(lang, "odds-unseen-discard"));
    }
    if parts.len() == 1 {
        return tr!(lang, "odds-unseen-all", left = left);
    }
    tr!(
        lang,
        "odds-unseen",
        left = left,
        parts = parts.join(" \u{2212} ")
    )
}

#[derive(Serialize)]
struct OddsJson {
    pool: BTreeMap<i8, u32>,
    pool_size: u32,
    counted: CountedJson,
    p_next: BTreeMap<i8, f64>,
    mean: f64,
    std_dev: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    draws: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    p_within_draws: Option<BTreeMap<i8, f64>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    hidden_sum: Option<HiddenSumJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    seen_game: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    stars: Option<StarsJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    deck: Option<ActionDeckJson>,
}

/// The stars of a pool of Skyjo Action (`odds --json`, `seen --json`): how
/// many are left, and in `odds` the chance that the next playing card is one
/// (and with `--draws`, of at least one among the next K).
#[derive(Serialize)]
struct StarsJson {
    left: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    p_next: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    p_within_draws: Option<f64>,
}

/// The deck of an answer of Skyjo Action: its playing cards (number cards
/// and stars, the pool's whole), its stars, and whether the count of stars
/// is the family's own (`deck-stars`) rather than assumed; the counts of the
/// number cards are always assumed, and the action cards are not in the model.
#[derive(Serialize)]
struct ActionDeckJson {
    edition: &'static str,
    playing_cards: u32,
    stars: u32,
    own_stars: bool,
}

impl ActionDeckJson {
    fn of(deck: &Deck) -> Option<ActionDeckJson> {
        let Deck::Action(action) = deck else {
            return None;
        };
        Some(ActionDeckJson {
            edition: deck.edition().name(),
            playing_cards: action.playing_cards(),
            stars: action.stars,
            own_stars: own_stars(action),
        })
    }
}

/// Whether the count of stars is the family's own (`deck-stars`), not the assumed one.
fn own_stars(deck: &ActionDeck) -> bool {
    deck.stars != ActionDeck::default().stars
}

/// The note of an answer of Skyjo Action: the deck's playing cards and
/// stars, that the counts are assumed (or the stars the family's own), and
/// that the action cards are left out of the model.
fn action_deck_note(deck: &ActionDeck, lang: Lang) -> String {
    tr!(
        lang,
        "odds-action-deck",
        cards = deck.playing_cards(),
        stars = deck.stars,
        own = if own_stars(deck) { "yes" } else { "no" }
    )
}

/// A card of the seen list as `seen` prints it: its value, or `*`.
fn face_text(face: Face) -> String {
    match face {
        Face::Value(v) => v.to_string(),
        Face::Star => "*".to_string(),
    }
}

/// A card of the seen list in `seen --json`: its value, or `"*"`.
#[derive(Serialize)]
#[serde(untagged)]
enum FaceJson {
    Value(i8),
    Star(&'static str),
}

impl FaceJson {
    fn of(face: Face) -> FaceJson {
        match face {
            Face::Value(v) => FaceJson::Value(v),
            Face::Star => FaceJson::Star("*"),
        }
    }
}

#[derive(Serialize)]
struct HiddenSumJson {
    cards: u32,
    mean: f64,
    quartiles: [i32; 3],
    p: BTreeMap<i32, f64>,
    cdf: BTreeMap<i32, f64>,
}

/// The cards seen so far in a game's round in progress (`skyjo seen`).
pub struct LiveSeen {
    /// The game.
    pub game: i64,
    /// The round in progress.
    pub round: usize,
    /// The cards, in the order they were added (stars in Skyjo Action).
    pub cards: Vec<Face>,
}

/// The line that says an answer used the live list.
pub(super) fn live_note(live: Option<&LiveSeen>, lang: Lang) -> String {
    live.map_or_else(String::new, |l| {
        format!(
            "{}\n",
            tr!(
                lang,
                "seen-used",
                count = l.cards.len(),
                round = l.round,
                game = l.game
            )
        )
    })
}

#[derive(Serialize)]
struct SeenJson {
    game: i64,
    round: usize,
    seen: Vec<FaceJson>,
    pool_size: u32,
    pool: BTreeMap<i8, u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    stars: Option<StarsJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    deck: Option<ActionDeckJson>,
}

/// `seen`: the cards seen so far in the round and what is left.
pub struct SeenView<'a> {
    /// The list.
    pub live: &'a LiveSeen,
    /// The list, counted.
    pub sighting: &'a Sighting,
    /// What is left.
    pub pool: &'a Pool,
}

impl Serialize for SeenView<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let (live, pool) = (self.live, self.pool);
        let stars = pool.deck().has_stars();
        SeenJson {
            game: live.game,
            round: live.round,
            seen: live.cards.iter().copied().map(FaceJson::of).collect(),
            pool_size: pool.size(),
            pool: VALUES.map(|v| (v, pool.left(v))).collect(),
            stars: stars.then(|| StarsJson {
                left: pool.stars_left(),
                p_next: None,
                p_within_draws: None,
            }),
            deck: ActionDeckJson::of(pool.deck()),
        }
        .serialize(s)
    }
}

impl Screen for SeenView<'_> {
    fn text(&self, style: Style) -> String {
        seen_text(self, style)
    }
}

/// `seen`: the list, then what is left as `odds` shows it.
fn seen_text(view: &SeenView, style: Style) -> String {
    let (live, lang) = (view.live, style.lang);
    let mut out = tr!(
        lang,
        "seen-heading",
        game = live.game,
        round = live.round,
        count = live.cards.len()
    );
    out.push('\n');
    if live.cards.is_empty() {
        let how = if view.pool.deck().has_stars() {
            "seen-how-action"
        } else {
            "seen-how"
        };
        out.push_str(&t(lang, how));
        out.push('\n');
    } else {
        let cards: Vec<String> = live.cards.iter().copied().map(face_text).collect();
        out.push_str(&tr!(lang, "seen-cards", cards = cards.join(" ")));
        out.push('\n');
    }
    out.push_str(&odds_text(
        &Odds {
            pool: view.pool,
            sighting: view.sighting,
            draws: None,
            hidden: None,
            live: None,
            explain: false,
        },
        style,
    ));
    out
}

/// What `odds` answers: the pool, and optionally draws and a hidden sum.
pub struct Odds<'a> {
    /// The unseen cards.
    pub pool: &'a Pool,
    /// The cards seen, by where they lie.
    pub sighting: &'a Sighting,
    /// `--draws`.
    pub draws: Option<u32>,
    /// `--hidden` and the distribution of that many face-down cards.
    pub hidden: Option<(u32, &'a SumDistribution)>,
    /// The live list of seen cards, when it was used.
    pub live: Option<&'a LiveSeen>,
    /// `--explain`: also how the numbers are worked out.
    pub explain: bool,
}

/// `odds --json`.
impl Serialize for Odds<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let odds = self;
        let pool = odds.pool;
        let stars = pool.deck().has_stars();
        OddsJson {
            pool: VALUES.map(|v| (v, pool.left(v))).collect(),
            pool_size: pool.size(),
            counted: CountedJson::of(odds.sighting),
            p_next: VALUES.map(|v| (v, pool.p_next(v))).collect(),
            mean: pool.mean(),
            std_dev: pool.std_dev(),
            draws: odds.draws,
            p_within_draws: odds
                .draws
                .map(|k| VALUES.map(|v| (v, pool.p_within_draws(v, k))).collect()),
            hidden_sum: odds.hidden.map(|(cards, d)| HiddenSumJson {
                cards,
                mean: d.mean(),
                quartiles: [d.quantile(0.25), d.quantile(0.5), d.quantile(0.75)],
                p: d.support().collect(),
                cdf: d.support().map(|(s, _)| (s, d.cdf(s))).collect(),
            }),
            seen_game: odds.live.map(|l| l.game),
            stars: stars.then(|| StarsJson {
                left: pool.stars_left(),
                p_next: Some(pool.p_next_star()),
                p_within_draws: odds.draws.map(|k| pool.p_star_within_draws(k)),
            }),
            deck: ActionDeckJson::of(pool.deck()),
        }
        .serialize(s)
    }
}

impl Screen for Odds<'_> {
    fn text(&self, style: Style) -> String {
        odds_text(self, style)
    }
}

/// `odds`: the table of what is left and the odds of the next cards.
fn odds_text(odds: &Odds, style: Style) -> String {
    let (pool, lang) = (odds.pool, style.lang);
    let mut header: Vec<String> = [
        "odds-col-card",
        "odds-col-left",
        "odds-col-next",
        "odds-col-next-or-lower",
    ]
    .iter()
    .map(|id| t(lang, id))
    .collect();
    if let Some(k) = odds.draws {
        header.push(tr!(lang, "odds-col-within", draws = k));
    }
    let mut table = new_table(style);
    table.set_header(header);
    let mut cumulative = 0.0;
    for v in VALUES {
        cumulative += pool.p_next(v);
        let mut row = vec![
            v.to_string(),
            pool.left(v).to_string(),
            chance(lang, pool.p_next(v)),
            chance(lang, cumulative.min(1.0)),
        ];
        if let Some(k) = odds.draws {
            row.push(chance(lang, pool.p_within_draws(v, k)));
        }
        table.add_row(row);
    }
    if pool.deck().has_stars() {
        // A star has no value: it is no card "or lower" than another.
        let mut row = vec![
            "*".to_string(),
            pool.stars_left().to_string(),
            chance(lang, pool.p_next_star()),
            String::new(),
        ];
        if let Some(k) = odds.draws {
            row.push(chance(lang, pool.p_star_within_draws(k)));
        }
        table.add_row(row);
    }
    right_align_from(&mut table, 0);
    super::fit_headings(&mut table, style);
    let unknown = if pool.deck().has_stars() {
        tr!(
            lang,
            "odds-unknown-card-action",
            p = chance_in_line(lang, pool.p_next_star()),
            mean = decimal(lang, pool.mean(), 1)
        )
    } else {
        tr!(
            lang,
            "odds-unknown-card",
            mean = decimal(lang, pool.mean(), 1)
        )
    };
    // Skyjo Action's deck: its counts, assumed or the family's own.
    let note = match pool.deck() {
        Deck::Action(deck) => format!("{}\n", action_deck_note(deck, lang)),
        Deck::Classic => String::new(),
    };
    let mut out = format!(
        "{}{note}{}\n{table}\n{unknown}\n",
        live_note(odds.live, lang),
        unseen_line(odds.sighting, pool.size(), pool.deck(), lang),
    );
    if odds.explain {
        let (mean, sd) = (
            decimal(lang, pool.mean(), 2),
            decimal(lang, pool.std_dev(), 2),
        );
        out.push_str(&if pool.deck().has_stars() {
            tr!(lang, "odds-explain-card-action", mean = mean, sd = sd)
        } else {
            tr!(lang, "odds-explain-card", mean = mean, sd = sd)
        });
        out.push('\n');
    }
    if let Some((cards, d)) = odds.hidden {
        out.push_str(&hidden_sum_text(cards, d, odds.explain, style));
    }
    out
}

/// The sums of `--hidden` face-down cards: every sum in the middle 96%, the
/// tails below and above as "N or less" and "N or more" rows, so that any
/// question (exactly 12? 12 or less?) can be read off.
fn hidden_sum_text(cards: u32, d: &SumDistribution, explain: bool, style: Style) -> String {
    let lang = style.lang;
    let (lo, hi) = (d.quantile(0.02), d.quantile(0.98));
    let first = d.support().next().map_or(lo, |(s, _)| s);
    let last = d.support().last().map_or(hi, |(s, _)| s);
    let mut table = table_with(
        style,
        &["odds-col-sum", "odds-col-sum-is", "odds-col-sum-at-most"],
    );
    let p_of = |s: i32| d.p.get((s - d.min) as usize).copied().unwrap_or(0.0);
    if lo > first {
        table.add_row(vec![
            tr!(lang, "odds-sum-or-less", sum = lo),
            chance(lang, d.cdf(lo)),
            chance(lang, d.cdf(lo)),
        ]);
    }
    let (from, to) = (
        if lo > first { lo + 1 } else { lo },
        if hi < last { hi - 1 } else { hi },
    );
    for s in from..=to {
        table.add_row(vec![
            s.to_string(),
            chance(lang, p_of(s)),
            chance(lang, d.cdf(s).min(1.0)),
        ]);
    }
    if hi < last {
        let above = (1.0 - d.cdf(hi - 1)).max(0.0);
        table.add_row(vec![
            tr!(lang, "odds-sum-or-more", sum = hi),
            chance(lang, above),
            chance(lang, 1.0),
        ]);
    }
    right_align_from(&mut table, 0);
    let (q1, q3) = (d.quantile(0.25), d.quantile(0.75));
    let mut out = tr!(
        lang,
        "odds-hidden-sum",
        count = cards,
        mean = decimal(lang, d.mean(), 1),
        low = q1,
        high = q3,
        p = chance_in_line(lang, (d.cdf(q3) - d.cdf(q1 - 1)).clamp(0.0, 1.0))
    );
    out.push('\n');
    if explain {
        out.push_str(&tr!(
            lang,
            "odds-explain-sum",
            mean = decimal(lang, d.mean(), 2),
            q1 = q1,
            q2 = d.quantile(0.5),
            q3 = q3
        ));
        out.push('\n');
    }
    format!("{out}{table}\n")
}

#[derive(Serialize)]
struct RiskJson {
    my_score: i32,
    p_doubled: f64,
    method: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    ci95: Option<[f64; 2]>,
    expected_score: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    samples: Option<u64>,
    pool_size: u32,
    counted: CountedJson,
    last_turn: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    lowest_reachable: Option<i32>,
    margins: Vec<MarginJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    seen_game: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    game: Option<GameJson>,
}

#[derive(Serialize)]
struct MarginJson {
    margin: i32,
    my_score: i32,
    p_doubled: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    ci95: Option<[f64; 2]>,
    expected_score: f64,
}

/// What `risk` answers, with what it assumed.
pub struct Risk<'a> {
    /// The estimates, now and at each margin my grid can reach.
    pub report: &'a Assessment,
    /// The opponents' names, in the order they play.
    pub names: &'a [String],
    /// Their face-down cards in all.
    pub hidden: u32,
    /// The cards seen, by where they lie.
    pub sighting: &'a Sighting,
    /// The unseen cards.
    pub pool_size: u32,
    /// With `--me GRID`: the lowest score one more turn can take my grid to.
    pub lowest: Option<i32>,
    /// Whether margins asked for were left out, as lower than `lowest`.
    pub left_out: bool,
    /// The last-turn model.
    pub last_turn: LastTurn,
    /// The rules.
    pub rules: &'a Rules,
    /// The live list of seen cards, when it was used.
    pub live: Option<&'a LiveSeen>,
    /// The game the round belongs to (`--as`), when it was given.
    pub game: Option<&'a GameView>,
    /// `--explain`: also how the numbers are worked out.
    pub explain: bool,
}

/// `risk --json`.
impl Serialize for Risk<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let risk = self;
        let report = risk.report;
        let now = report.rows[0];
        let ci = |c: Option<(f64, f64)>| c.map(|(lo, hi)| [lo, hi]);
        RiskJson {
            my_score: now.my_raw,
            p_doubled: now.p_doubled,
            method: match report.method {
                Method::Exact => "exact",
                Method::MonteCarlo { .. } => "monte-carlo",
            },
            ci95: ci(now.ci95),
            expected_score: now.expected_score,
            samples: match report.method {
                Method::Exact => None,
                Method::MonteCarlo { samples } => Some(samples),
            },
            pool_size: risk.pool_size,
            counted: CountedJson::of(risk.sighting),
            last_turn: match risk.last_turn {
                LastTurn::None => "none",
                LastTurn::Greedy => "greedy",
            },
            lowest_reachable: risk.lowest,
            margins: report.rows[1..]
                .iter()
                .map(|r| MarginJson {
                    margin: r.margin,
                    my_score: r.my_raw,
                    p_doubled: r.p_doubled,
                    ci95: ci(r.ci95),
                    expected_score: r.expected_score,
                })
                .collect(),
            seen_game: risk.live.map(|l| l.game),
            game: risk.game.map(GameJson::of),
        }
        .serialize(s)
    }
}

impl Screen for Risk<'_> {
    fn text(&self, style: Style) -> String {
        risk_text(self, style)
    }
}

/// `risk`: the chance of being doubled now and at lower scores, and what it assumed.
fn risk_text(risk: &Risk, style: Style) -> String {
    let lang = style.lang;
    let report = risk.report;
    let p_text = |row: &risk::Estimate| match (risk.explain, row.ci95) {
        (true, Some((lo, hi))) => format!(
            "{} {}",
            chance_explained(lang, row.p_doubled),
            tr!(
                lang,
                "risk-interval",
                low = chance_explained(lang, lo),
                high = chance_explained(lang, hi)
            )
        ),
        (true, None) => chance_explained(lang, row.p_doubled),
        (false, _) => chance(lang, row.p_doubled),
    };
    let mut out = live_note(risk.live, lang);
    out.push_str(&unseen_line(
        risk.sighting,
        risk.pool_size,
        &Deck::Classic,
        lang,
    ));
    out.push('\n');
    let mut table = table_with(
        style,
        &["risk-col-score", "risk-col-p", "risk-col-expected"],
    );
    for row in &report.rows {
        let label = if row.margin == 0 {
            tr!(lang, "risk-row-now", score = row.my_raw)
        } else {
            format!("{} (-{})", row.my_raw, row.margin)
        };
        table.add_row(vec![
            label,
            p_text(row),
            decimal(lang, row.expected_score, 1),
        ]);
    }
    right_align_from(&mut table, 0);
    out.push_str(&format!("{table}\n"));
    if let (true, Some(lowest)) = (risk.left_out, risk.lowest) {
        out.push_str(&tr!(lang, "risk-left-out", lowest = lowest));
        out.push('\n');
    }
    let turn = match risk.last_turn {
        LastTurn::None => msg!("risk-turn-none"),
        LastTurn::Greedy => msg!(
            "risk-turn-greedy",
            count = risk.names.len(),
            order = crate::i18n::join_names(lang, risk.names)
        ),
    };
    let columns = match risk.rules.columns {
        ColumnRule::Reveal => msg!("risk-columns-reveal"),
        ColumnRule::Play | ColumnRule::Off => msg!("risk-columns-none"),
    };
    let doubling = match risk.rules.doubling {
        Doubling::TieDoubles => msg!("risk-tie-doubles"),
        Doubling::TieSafe => msg!("risk-tie-safe"),
        Doubling::Off => msg!("rule-no-doubling"),
    };
    let negative = if risk.rules.double_negative {
        msg!("risk-negative-doubled")
    } else {
        msg!("risk-negative-safe")
    };
    out.push_str(&plain_answer(report, lang));
    out.push('\n');
    if risk.explain {
        let method = match report.method {
            Method::Exact => msg!("risk-method-exact"),
            Method::MonteCarlo { samples } => msg!(
                "risk-method-monte-carlo",
                samples = integer(lang, i64::try_from(samples).unwrap_or(i64::MAX))
            ),
        };
        out.push_str(&tr!(lang, "risk-method", method = method));
        out.push('\n');
    }
    out.push_str(&tr!(
        lang,
        "risk-assumptions",
        hidden = risk.hidden,
        pool = risk.pool_size,
        turn = turn,
        columns = columns,
        doubling = doubling,
        negative = negative
    ));
    out.push('\n');
    if let Some(game) = risk.game {
        out.push_str(&game_text(game, risk.explain, style));
    }
    out
}

/// Below this chance of being doubled, closing is safe.
pub const SAFE: f64 = 0.05;

/// The band of a chance of being doubled (docs/odds.md): safe under 5%, some
/// risk under 20%, risky under 50%, likely doubled from there.
pub fn band(p: f64) -> &'static str {
    match p {
        p if p < SAFE => "safe",
        p if p < 0.20 => "some",
        p if p < 0.50 => "risky",
        _ => "likely",
    }
}

/// The line a player can act on: the band now, and the score that would be
/// safe among the margins tried (or the risk at the lowest of them).
pub fn plain_answer(report: &Assessment, lang: Lang) -> String {
    let now = report.rows[0];
    let mut lower: Vec<&risk::Estimate> = report.rows[1..].iter().collect();
    lower.sort_by_key(|r| r.margin);
    let hint = match lower.iter().find(|r| r.p_doubled < SAFE) {
        Some(r) => msg!("risk-hint-safe-at", score = r.my_raw),
        None => {
            let lowest = lower.last().copied().unwrap_or(&now);
            msg!(
                "risk-hint-never",
                score = lowest.my_raw,
                p = chance_in_line(lang, lowest.p_doubled)
            )
        }
    };
    tr!(
        lang,
        "risk-verdict",
        band = band(now.p_doubled),
        p = chance_in_line(lang, now.p_doubled),
        hint = hint
    )
}

#[derive(Serialize)]
struct StartJson<'a> {
    starter: &'a str,
    reason: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    game: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    sums: Option<Vec<TurnedJson<'a>>>,
}

#[derive(Serialize)]
struct TurnedJson<'a> {
    name: &'a str,
    sum: i32,
}

/// Who starts a round, and why.
pub struct Start<'a> {
    /// The players in seat order.
    pub names: &'a [String],
    /// The starter's seat.
    pub starter: usize,
    /// Why.
    pub reason: StartReason,
    /// The stored game, for a later round.
    pub game: Option<i64>,
    /// Round 1: everyone's sum of two turned cards.
    pub sums: Option<Vec<i32>>,
}

/// `start --json`: the reason in English, as the contract has it.
impl Serialize for Start<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let start = self;
        StartJson {
            starter: &start.names[start.starter],
            reason: sheet::start_reason(&start.reason, start.names, Lang::EN),
            game: start.game,
            sums: start.sums.as_ref().map(|sums| {
                start
                    .names
                    .iter()
                    .zip(sums)
                    .map(|(name, &sum)| TurnedJson { name, sum })
                    .collect()
            }),
        }
        .serialize(s)
    }
}

impl Screen for Start<'_> {
    fn text(&self, style: Style) -> String {
        start_text(self, style.lang)
    }
}

/// `start`: one sentence for the situation, who starts and why: round 1 by
/// the highest sum or by a tie at the deal, a later round by the closer rule
/// or by the round-winner rule.
pub fn start_text(start: &Start, lang: Lang) -> String {
    let starter = start.names[start.starter].as_str();
    let game = start.game.unwrap_or_default();
    let line = match &start.reason {
        StartReason::HighestSum { sum } => {
            tr!(lang, "start-first-highest", starter = starter, sum = *sum)
        }
        StartReason::NearestDealer {
            tied, sum, dealer, ..
        } => tr!(
            lang,
            "start-first-tied",
            starter = starter,
            tied = crate::i18n::join_names(lang, &sheet::seat_names(start.names, tied)),
            sum = *sum,
            dealer = &start.names[*dealer]
        ),
        StartReason::ClosedLast { round } => tr!(
            lang,
            "start-next-closer",
            starter = starter,
            game = game,
            round = *round + 1,
            last = *round
        ),
        StartReason::LowestLast { round } => tr!(
            lang,
            "start-next-winner",
            starter = starter,
            game = game,
            round = *round + 1,
            last = *round
        ),
    };
    format!("{line}\n")
}

#[derive(Serialize)]
struct DeckJson {
    counted: u32,
    expected: u32,
    complete: bool,
    missing: BTreeMap<i8, u32>,
    extra: BTreeMap<i8, u32>,
}

/// `deck check`: the engine's comparison with the 150-card deck, as a screen.
pub struct DeckView(pub DeckCheck);

/// `deck check --json`.
impl Serialize for DeckView {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let check = &self.0;
        DeckJson {
            counted: check.counted,
            expected: deck::deck_size(),
            complete: check.missing.is_empty() && check.extra.is_empty(),
            missing: check.missing.iter().copied().collect(),
            extra: check.extra.iter().copied().collect(),
        }
        .serialize(s)
    }
}

impl Screen for DeckView {
    fn text(&self, style: Style) -> String {
        deck_text(&self.0, style.lang)
    }
}

/// `deck check`.
pub fn deck_text(check: &DeckCheck, lang: Lang) -> String {
    if check.missing.is_empty() && check.extra.is_empty() {
        return format!("{}\n", tr!(lang, "deck-complete", count = check.counted));
    }
    let list = |items: &[(i8, u32)]| -> String {
        items
            .iter()
            .map(|&(value, count)| tr!(lang, "deck-cards-of", count = count, value = value))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut out = format!(
        "{}\n",
        tr!(
            lang,
            "deck-counted",
            count = check.counted,
            deck = deck::deck_size()
        )
    );
    if !check.missing.is_empty() {
        out.push_str(&tr!(lang, "deck-missing", cards = list(&check.missing)));
        out.push('\n');
    }
    if !check.extra.is_empty() {
        out.push_str(&tr!(lang, "deck-extra", cards = list(&check.extra)));
        out.push('\n');
    }
    out
}
