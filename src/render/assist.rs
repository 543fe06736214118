//! The deck assistant's screens: `odds`, `risk`, `start` and `deck check`,
//! as tables in the reader's language or the JSON of docs/cli.md.

use std::collections::BTreeMap;

use serde::Serialize;

use super::closing::{GameJson, GameView, game_text};
use super::view::Screen;
use super::{Style, new_table, right_align_from, sheet, table_with};
use crate::i18n::{Lang, decimal, integer, percent, t};
use crate::rules::deck::{self, DeckCheck, VALUES};
use crate::rules::odds::{Pool, SumDistribution};
use crate::rules::risk::{self, Assessment, LastTurn, Method};
use crate::rules::{ColumnRule, Doubling, Rules, StartReason};
use crate::{msg, tr};

#[derive(Serialize)]
struct OddsJson {
    pool: BTreeMap<i8, u32>,
    pool_size: u32,
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
    /// The cards, in the order they were added.
    pub cards: Vec<i8>,
}

/// The line that says an answer used the live list.
fn live_note(live: Option<&LiveSeen>, lang: Lang) -> String {
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
struct SeenJson<'a> {
    game: i64,
    round: usize,
    seen: &'a [i8],
    pool_size: u32,
    pool: BTreeMap<i8, u32>,
}

/// `seen`: the cards seen so far in the round and what is left.
pub struct SeenView<'a> {
    /// The list.
    pub live: &'a LiveSeen,
    /// What is left.
    pub pool: &'a Pool,
}

impl Serialize for SeenView<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let (live, pool) = (self.live, self.pool);
        SeenJson {
            game: live.game,
            round: live.round,
            seen: &live.cards,
            pool_size: pool.size(),
            pool: VALUES.map(|v| (v, pool.left(v))).collect(),
        }
        .serialize(s)
    }
}

impl Screen for SeenView<'_> {
    fn text(&self, style: Style) -> String {
        seen_text(self.live, self.pool, style)
    }
}

/// `seen`: the list, then what is left as `odds` shows it.
pub fn seen_text(live: &LiveSeen, pool: &Pool, style: Style) -> String {
    let lang = style.lang;
    let mut out = tr!(
        lang,
        "seen-heading",
        game = live.game,
        round = live.round,
        count = live.cards.len()
    );
    out.push('\n');
    if live.cards.is_empty() {
        out.push_str(&t(lang, "seen-how"));
        out.push('\n');
    } else {
        let cards: Vec<String> = live.cards.iter().map(i8::to_string).collect();
        out.push_str(&tr!(lang, "seen-cards", cards = cards.join(" ")));
        out.push('\n');
    }
    out.push_str(&odds_text(
        &Odds {
            pool,
            draws: None,
            hidden: None,
            live: None,
        },
        style,
    ));
    out
}

/// What `odds` answers: the pool, and optionally draws and a hidden sum.
pub struct Odds<'a> {
    /// The unseen cards.
    pub pool: &'a Pool,
    /// `--draws`.
    pub draws: Option<u32>,
    /// `--hidden` and the distribution of that many face-down cards.
    pub hidden: Option<(u32, &'a SumDistribution)>,
    /// The live list of seen cards, when it was used.
    pub live: Option<&'a LiveSeen>,
}

/// `odds --json`.
impl Serialize for Odds<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let odds = self;
        let pool = odds.pool;
        OddsJson {
            pool: VALUES.map(|v| (v, pool.left(v))).collect(),
            pool_size: pool.size(),
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
pub fn odds_text(odds: &Odds, style: Style) -> String {
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
            percent(lang, pool.p_next(v)),
            percent(lang, cumulative),
        ];
        if let Some(k) = odds.draws {
            row.push(percent(lang, pool.p_within_draws(v, k)));
        }
        table.add_row(row);
    }
    right_align_from(&mut table, 0);
    let mut out = format!(
        "{}{}\n{table}\n{}\n",
        live_note(odds.live, lang),
        tr!(
            lang,
            "odds-unseen",
            left = pool.size(),
            deck = deck::deck_size(),
            seen = deck::deck_size() - pool.size()
        ),
        tr!(
            lang,
            "odds-unknown-card",
            mean = decimal(lang, pool.mean(), 2),
            sd = decimal(lang, pool.std_dev(), 2)
        )
    );
    if let Some((cards, d)) = odds.hidden {
        out.push_str(&hidden_sum_text(cards, d, style));
    }
    out
}

fn hidden_sum_text(cards: u32, d: &SumDistribution, style: Style) -> String {
    let lang = style.lang;
    let (lo, hi) = (d.quantile(0.02), d.quantile(0.98));
    let step = ((hi - lo + 13) / 14).max(1);
    let mut table = table_with(
        style,
        &["odds-col-sum", "odds-col-sum-is", "odds-col-sum-at-most"],
    );
    let mut s = lo;
    while s <= hi {
        let p = d.p.get((s - d.min) as usize).copied().unwrap_or(0.0);
        table.add_row(vec![
            s.to_string(),
            percent(lang, p),
            percent(lang, d.cdf(s)),
        ]);
        s += step;
    }
    right_align_from(&mut table, 0);
    format!(
        "{}\n{table}\n",
        tr!(
            lang,
            "odds-hidden-sum",
            count = cards,
            mean = decimal(lang, d.mean(), 2),
            q1 = d.quantile(0.25),
            q2 = d.quantile(0.5),
            q3 = d.quantile(0.75)
        )
    )
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
    last_turn: &'static str,
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
    /// The estimates, now and at each margin.
    pub report: &'a Assessment,
    /// The opponents' names, in the order they play.
    pub names: &'a [String],
    /// Their face-down cards in all.
    pub hidden: u32,
    /// The unseen cards.
    pub pool_size: u32,
    /// The last-turn model.
    pub last_turn: LastTurn,
    /// The rules.
    pub rules: &'a Rules,
    /// The live list of seen cards, when it was used.
    pub live: Option<&'a LiveSeen>,
    /// The game the round belongs to (`--as`), when it was given.
    pub game: Option<&'a GameView>,
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
            last_turn: match risk.last_turn {
                LastTurn::None => "none",
                LastTurn::Greedy => "greedy",
            },
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
    let now = report.rows[0];
    let p_text = |row: &risk::Estimate| match row.ci95 {
        Some((lo, hi)) => format!(
            "{} {}",
            percent(lang, row.p_doubled),
            tr!(
                lang,
                "risk-interval",
                low = percent(lang, lo),
                high = percent(lang, hi)
            )
        ),
        None => percent(lang, row.p_doubled),
    };
    let mut out = live_note(risk.live, lang);
    out += &tr!(
        lang,
        "risk-now",
        score = now.my_raw,
        p = p_text(&now),
        expected = decimal(lang, now.expected_score, 1)
    );
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
    let method = match report.method {
        Method::Exact => msg!("risk-method-exact"),
        Method::MonteCarlo { samples } => msg!(
            "risk-method-monte-carlo",
            samples = integer(lang, i64::try_from(samples).unwrap_or(i64::MAX))
        ),
    };
    let turn = match risk.last_turn {
        LastTurn::None => msg!("risk-turn-none"),
        LastTurn::Greedy => msg!("risk-turn-greedy", order = risk.names.join(", ")),
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
    out.push_str(&tr!(lang, "risk-method", method = method));
    out.push('\n');
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
        out.push_str(&game_text(game, style));
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
                p = percent(lang, lowest.p_doubled)
            )
        }
    };
    tr!(
        lang,
        "risk-verdict",
        band = band(now.p_doubled),
        p = percent(lang, now.p_doubled),
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

/// `start`.
pub fn start_text(start: &Start, lang: Lang) -> String {
    let round = match start.game {
        None => t(lang, "start-round-one"),
        Some(id) => tr!(lang, "start-next-round", game = id),
    };
    format!(
        "{}\n",
        tr!(
            lang,
            "start-answer",
            round = round,
            starter = &start.names[start.starter],
            reason = sheet::start_reason(&start.reason, start.names, lang)
        )
    )
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
