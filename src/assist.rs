//! The deck assistant's commands: `odds`, `risk`, `start` and `deck check`.
//! Each turns its arguments into calls of the engine and renders the answer
//! as a string: a table, or the JSON contract of docs/cli.md.

use std::collections::BTreeMap;

use anyhow::{Result, anyhow, bail};
use comfy_table::Table;
use serde::Serialize;

use crate::cli::{DeckCheckArgs, LastTurnArg, OddsArgs, RiskArgs, StartArgs};
use crate::commands::{Ctx, game_id, load_game, seat_of, split_entries, to_json};
use crate::i18n::{t, tf, translate_text};
use crate::render;
use crate::rules::deck::{self, CardCount, VALUES};
use crate::rules::odds::{Pool, SumDistribution};
use crate::rules::risk::{self, LastTurn, Method, Opponent, Query, Report};
use crate::rules::{self, ColumnRule, Doubling, Entry, Starter};

/// A probability as a percentage, with more digits below 1%.
fn percent(p: f64) -> String {
    if p > 0.0 && p < 0.01 {
        format!("{:.2}%", p * 100.0)
    } else {
        format!("{:.1}%", p * 100.0)
    }
}

fn table(ctx: &Ctx, header: Vec<String>) -> Table {
    let mut table = render::new_table(ctx.style);
    table.set_header(header);
    table
}

/// The seen cards of `--seen` (given once or several times).
fn seen_cards(seen: &[String]) -> Result<CardCount> {
    deck::parse_cards(&seen.join(" ")).map_err(|e| anyhow!("--seen: {e}"))
}

fn count_of(value: i64, flag: &str, what: &str) -> Result<u32> {
    u32::try_from(value)
        .map_err(|_| anyhow!("{flag} {value} is not a count; give how many {what}, 0 or more"))
}

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
}

#[derive(Serialize)]
struct HiddenSumJson {
    cards: u32,
    mean: f64,
    quartiles: [i32; 3],
    p: BTreeMap<i32, f64>,
    cdf: BTreeMap<i32, f64>,
}

/// `skyjo odds`.
pub(crate) fn odds(ctx: &Ctx, args: OddsArgs) -> Result<String> {
    let pool = Pool::from_seen(&seen_cards(&args.seen)?)?;
    let draws = args
        .draws
        .map(|d| count_of(d, "--draws", "cards are drawn"))
        .transpose()?;
    if let Some(d) = draws {
        if d > pool.size() {
            bail!(
                "--draws {d} is more than the {} unseen cards; ask for fewer",
                pool.size()
            );
        }
    }
    let hidden = args
        .hidden
        .map(|h| count_of(h, "--hidden", "cards are face down"))
        .transpose()?;
    let sum = hidden.map(|h| pool.hidden_sum(h)).transpose()?;
    if ctx.json {
        let json = OddsJson {
            pool: VALUES.map(|v| (v, pool.left(v))).collect(),
            pool_size: pool.size(),
            p_next: VALUES.map(|v| (v, pool.p_next(v))).collect(),
            mean: pool.mean(),
            std_dev: pool.std_dev(),
            draws,
            p_within_draws: draws.map(|k| VALUES.map(|v| (v, pool.p_within_draws(v, k))).collect()),
            hidden_sum: sum.as_ref().map(|d| HiddenSumJson {
                cards: hidden.unwrap_or(0),
                mean: d.mean(),
                quartiles: [d.quantile(0.25), d.quantile(0.5), d.quantile(0.75)],
                p: d.support().collect(),
                cdf: d.support().map(|(s, _)| (s, d.cdf(s))).collect(),
            }),
        };
        return Ok(to_json(&json));
    }
    let mut header = vec![
        "Card".into(),
        "Left".into(),
        "P(next = v)".into(),
        "P(next <= v)".into(),
    ];
    if let Some(k) = draws {
        header.push(format!("P(a v in next {k})"));
    }
    let mut t = table(ctx, header);
    let mut cumulative = 0.0;
    for v in VALUES {
        cumulative += pool.p_next(v);
        let mut row = vec![
            v.to_string(),
            pool.left(v).to_string(),
            percent(pool.p_next(v)),
            percent(cumulative),
        ];
        if let Some(k) = draws {
            row.push(percent(pool.p_within_draws(v, k)));
        }
        t.add_row(row);
    }
    render::right_align_from(&mut t, 0);
    let mut out = format!(
        "Unseen: {} of {} cards ({} seen).\n{t}\nAn unknown card: mean {:.2}, standard deviation {:.2}.\n",
        pool.size(),
        deck::deck_size(),
        deck::deck_size() - pool.size(),
        pool.mean(),
        pool.std_dev()
    );
    if let (Some(n), Some(d)) = (hidden, &sum) {
        out.push_str(&hidden_sum_text(ctx, n, d));
    }
    Ok(out)
}

fn hidden_sum_text(ctx: &Ctx, cards: u32, d: &SumDistribution) -> String {
    let (lo, hi) = (d.quantile(0.02), d.quantile(0.98));
    let step = ((hi - lo + 13) / 14).max(1);
    let mut t = table(
        ctx,
        vec!["Sum s".into(), "P(sum = s)".into(), "P(sum <= s)".into()],
    );
    let mut s = lo;
    while s <= hi {
        let p = d.p.get((s - d.min) as usize).copied().unwrap_or(0.0);
        t.add_row(vec![s.to_string(), percent(p), percent(d.cdf(s))]);
        s += step;
    }
    render::right_align_from(&mut t, 0);
    format!(
        "The sum of {cards} face-down card(s): mean {:.2}, quartiles {} / {} / {}.\n{t}\n",
        d.mean(),
        d.quantile(0.25),
        d.quantile(0.5),
        d.quantile(0.75)
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

/// `skyjo risk`.
pub(crate) fn risk(ctx: &Ctx, args: RiskArgs) -> Result<String> {
    let rules = args.scoring.rules();
    if rules.rows {
        bail!("risk does not model the row variant; leave out --rows");
    }
    let mut seen = seen_cards(&args.seen)?;
    let my_raw = match Entry::parse("your", &args.me, &rules)? {
        Entry::Total(total) => total,
        entry @ Entry::Grid(grid) => {
            entry.count_cards(&mut seen);
            grid.score(&rules).raw
        }
    };
    let mut names = Vec::new();
    let mut opponents = Vec::new();
    for (name, text) in split_entries(&args.opponents)? {
        let (opponent, visible) = Opponent::parse(&name, &text)?;
        for v in VALUES {
            for _ in 0..visible.get(v) {
                seen.add(v);
            }
        }
        names.push(name);
        opponents.push(opponent);
    }
    if opponents.len() > 7 {
        bail!(
            "{} opponents given; Skyjo is for 2 to 8 players, so 1 to 7 opponents",
            opponents.len()
        );
    }
    let discard = match args.discard {
        Some(d) if deck::is_card(i32::try_from(d).unwrap_or(i32::MAX)) => {
            seen.add(d as i8);
            Some(d as i8)
        }
        Some(d) => bail!("--discard {d} is not a card; cards go from -2 to 12"),
        None => None,
    };
    if let Some(m) = args.margins.iter().find(|m| **m < 0) {
        bail!("--margins {m} is negative; a margin is how much lower than now, 0 or more");
    }
    let pool = Pool::from_seen(&seen)?;
    let last_turn = match args.last_turn {
        LastTurnArg::None => LastTurn::None,
        LastTurnArg::Greedy => LastTurn::Greedy,
    };
    let report = risk::assess(&Query {
        my_raw,
        opponents: &opponents,
        discard,
        pool,
        rules,
        last_turn,
        margins: &args.margins,
        seed: args.seed,
        precision: 0.002,
    })?;
    let now = report.rows[0];
    if ctx.json {
        let ci = |c: Option<(f64, f64)>| c.map(|(lo, hi)| [lo, hi]);
        let json = RiskJson {
            my_score: my_raw,
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
            pool_size: pool.size(),
            last_turn: match last_turn {
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
        };
        return Ok(to_json(&json));
    }
    Ok(risk_text(
        ctx,
        &report,
        &names,
        &opponents,
        pool.size(),
        last_turn,
        &rules,
    ))
}

fn risk_text(
    ctx: &Ctx,
    report: &Report,
    names: &[String],
    opponents: &[Opponent],
    pool_size: u32,
    last_turn: LastTurn,
    rules: &rules::Rules,
) -> String {
    let lang = ctx.style.lang;
    let now = report.rows[0];
    let p_text = |row: &risk::Estimate| match row.ci95 {
        Some((lo, hi)) => format!(
            "{} {}",
            percent(row.p_doubled),
            tf(lang, "(95%: {0} to {1})", &[&percent(lo), &percent(hi)])
        ),
        None => percent(row.p_doubled),
    };
    let mut out = tf(
        lang,
        "If you close now with {0}: P(doubled) = {1}, expected round score {2}.",
        &[
            &now.my_raw,
            &p_text(&now),
            &format!("{:.1}", now.expected_score),
        ],
    );
    out.push('\n');
    let header = ["Your score", "P(doubled)", "Expected score"].map(|h| t(lang, h).to_string());
    let mut table = table(ctx, header.to_vec());
    for row in &report.rows {
        let label = if row.margin == 0 {
            tf(lang, "{0} (now)", &[&row.my_raw])
        } else {
            format!("{} (-{})", row.my_raw, row.margin)
        };
        table.add_row(vec![
            label,
            p_text(row),
            format!("{:.1}", row.expected_score),
        ]);
    }
    render::right_align_from(&mut table, 0);
    out.push_str(&format!("{table}\n"));
    let hidden: u32 = opponents.iter().map(Opponent::hidden).sum();
    let method = match report.method {
        Method::Exact => t(lang, "exact (every joint draw enumerated)").to_string(),
        Method::MonteCarlo { samples } => tf(
            lang,
            "Monte Carlo, {0} samples, fixed seed, 95% intervals",
            &[&samples],
        ),
    };
    let turn = match last_turn {
        LastTurn::None => t(lang, "no last turn: the grids are revealed as they are").to_string(),
        LastTurn::Greedy => tf(
            lang,
            "one greedy last turn each (the top of the discard pile or a drawn card), in the order {0}",
            &[&names.join(", ")],
        ),
    };
    let columns = match rules.columns {
        ColumnRule::Reveal => t(
            lang,
            "columns of three equal cards at the reveal are removed",
        ),
        ColumnRule::Play | ColumnRule::Off => t(lang, "no columns are removed at the reveal"),
    };
    let doubling = match rules.doubling {
        Doubling::TieDoubles => t(lang, "a tie for lowest doubles"),
        Doubling::TieSafe => t(lang, "a tie is safe"),
        Doubling::Off => t(lang, "no doubling"),
    };
    let negative = if rules.double_negative {
        t(lang, "a score of 0 or below is also doubled")
    } else {
        t(lang, "a score of 0 or below is never doubled")
    };
    out.push_str(&tf(lang, "Method: {0}.", &[&method]));
    out.push('\n');
    out.push_str(&tf(
        lang,
        "Assumptions: {0} face-down card(s) drawn together from the {1} unseen cards, without replacement; {2}; {3}; {4}; {5}. See docs/odds.md.",
        &[&hidden, &pool_size, &turn, &columns, &doubling, &negative],
    ));
    out.push('\n');
    out
}

#[derive(Serialize)]
struct StartJson {
    starter: String,
    reason: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    game: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    sums: Option<Vec<TurnedJson>>,
}

#[derive(Serialize)]
struct TurnedJson {
    name: String,
    sum: i32,
}

/// `skyjo start`.
pub(crate) fn start(ctx: &Ctx, args: StartArgs) -> Result<String> {
    let answer = if args.turned.is_empty() {
        let store = ctx.store(false)?;
        let id = game_id(ctx, &store, args.game)?;
        let (game, standings) = load_game(&store, id)?;
        if standings.over {
            bail!("game {id} is over; start a new one with: skyjo new NAMES...");
        }
        let Some(starter) = standings.next_starter else {
            bail!(
                "game {id} has no rounds yet: for round 1 give the dealer and everyone's two turned cards, as skyjo start --dealer {} {}=\"9 12\" ...",
                game.players[0],
                game.players[0]
            );
        };
        let last = game
            .rounds
            .last()
            .expect("a starter means a round was played");
        let reason = match game.rules.starter {
            Starter::Closer => format!("closed round {} (the closer starts)", last.number),
            Starter::RoundWinner => format!(
                "lowest in round {} (this game: the round winner starts)",
                last.number
            ),
        };
        StartJson {
            starter: game.players[starter].clone(),
            reason,
            game: Some(id),
            sums: None,
        }
    } else {
        first_round_start(&args)?
    };
    Ok(if ctx.json {
        to_json(&answer)
    } else {
        // The reason is English in the JSON; the text says it in the reader's language.
        let lang = ctx.style.lang;
        let round = answer.game.map_or_else(
            || t(lang, "Round 1").to_string(),
            |id| tf(lang, "Game {0}, next round", &[&id]),
        );
        let reason = translate_text(lang, &answer.reason);
        format!(
            "{}\n",
            tf(
                lang,
                "{0}: {1} starts: {2}.",
                &[&round, &answer.starter, &reason]
            )
        )
    })
}

fn first_round_start(args: &StartArgs) -> Result<StartJson> {
    let given = split_entries(&args.turned)?;
    if !rules::PLAYERS.contains(&given.len()) {
        bail!("{} players given; Skyjo is for 2 to 8 players", given.len());
    }
    let names: Vec<String> = given.iter().map(|(n, _)| n.clone()).collect();
    for (i, name) in names.iter().enumerate() {
        if seat_of(&names[..i], name).is_some() {
            bail!("{name} is given twice; give each player once");
        }
    }
    let mut sums = Vec::new();
    for (name, text) in &given {
        let cards = deck::parse_cards(text).map_err(|e| anyhow!("{name}: {e}"))?;
        let n: u32 = VALUES.map(|v| cards.get(v)).sum();
        if n != 2 {
            bail!("{name} turned {n} card(s); give the two turned cards, as {name}=\"9 12\"");
        }
        sums.push(
            VALUES
                .map(|v| i32::from(v) * cards.get(v) as i32)
                .sum::<i32>(),
        );
    }
    let Some(dealer_name) = &args.dealer else {
        bail!("who dealt? add --dealer NAME (a tie goes to the player nearest the dealer's left)");
    };
    let dealer = seat_of(&names, dealer_name).ok_or_else(|| {
        anyhow!(
            "the dealer {dealer_name} is not among the players ({})",
            names.join(", ")
        )
    })?;
    let (starter, tied) = rules::first_starter(&sums, dealer);
    let reason = if tied.len() == 1 {
        format!("the highest sum of two turned cards, {}", sums[starter])
    } else {
        let tied_names: Vec<&str> = tied.iter().map(|&i| names[i].as_str()).collect();
        format!(
            "{} tie with {}; {} sits nearest the dealer's ({}) left",
            tied_names.join(" and "),
            sums[starter],
            names[starter],
            names[dealer]
        )
    };
    Ok(StartJson {
        starter: names[starter].clone(),
        reason,
        game: None,
        sums: Some(
            names
                .iter()
                .zip(&sums)
                .map(|(name, &sum)| TurnedJson {
                    name: name.clone(),
                    sum,
                })
                .collect(),
        ),
    })
}

#[derive(Serialize)]
struct DeckJson {
    counted: u32,
    expected: u32,
    complete: bool,
    missing: BTreeMap<i8, u32>,
    extra: BTreeMap<i8, u32>,
}

/// `skyjo deck check`.
pub(crate) fn deck_check(ctx: &Ctx, args: DeckCheckArgs) -> Result<String> {
    let count = deck::parse_cards(&args.cards.join(" ")).map_err(|e| anyhow!("{e}"))?;
    let check = deck::check_deck(&count);
    let complete = check.missing.is_empty() && check.extra.is_empty();
    if ctx.json {
        let json = DeckJson {
            counted: check.counted,
            expected: deck::deck_size(),
            complete,
            missing: check.missing.iter().copied().collect(),
            extra: check.extra.iter().copied().collect(),
        };
        return Ok(to_json(&json));
    }
    if complete {
        return Ok(format!("The deck is complete: {} cards.\n", check.counted));
    }
    let list = |items: &[(i8, u32)]| -> String {
        items
            .iter()
            .map(|(v, n)| format!("{n} x {v}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut out = format!(
        "Counted {} cards; the deck has {}.\n",
        check.counted,
        deck::deck_size()
    );
    if !check.missing.is_empty() {
        out.push_str(&format!("Missing: {}.\n", list(&check.missing)));
    }
    if !check.extra.is_empty() {
        out.push_str(&format!("Extra: {}.\n", list(&check.extra)));
    }
    Ok(out)
}
