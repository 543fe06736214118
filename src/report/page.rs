//! The report as one self-contained HTML page: inline CSS, the charts of
//! `chart.rs`, no script, nothing fetched: it opens on a phone, offline,
//! and prints. Every word comes from the catalogs; the page is written with
//! `maud`, which escapes every text put in it. Its CSP (a meta tag: the
//! report is a file) allows its own style, by hash, and nothing else.

use chrono::{DateTime, Utc};
use maud::{DOCTYPE, Markup, PreEscaped, html};

use super::{CloseGame, REPORT_GAMES, Report, chart};
use crate::i18n::{Lang, Words, decimal, integer, join_names, percent, t};
use crate::render::chances::shown as chance;
use crate::render::history::wins_text;
use crate::render::{empty_selection, layout, local_date, long_date, rule_note};
use crate::rules::{Choice, Edition};
use crate::store::stats::{Period, PlayerStats, Scores};
use crate::tr;

const STYLE: &str = "\
:root{color-scheme:light;font-family:system-ui,-apple-system,\"Segoe UI\",Roboto,\"DejaVu Sans\",sans-serif;color:#1a1a1a;background:#fff;line-height:1.4}\
main{max-width:60rem;margin:0 auto;padding:1rem}\
h1{font-size:1.6rem;margin:.2rem 0}\
h2{font-size:1.25rem;margin:1.8rem 0 .4rem;border-bottom:2px solid #0072B2;padding-bottom:.2rem}\
.note,.period,footer{color:#555;font-size:.9rem}\
.empty{font-size:1.1rem;margin:2rem 0}\
.scroll{overflow-x:auto}\
table{border-collapse:collapse;font-variant-numeric:tabular-nums}\
th,td{padding:.3rem .55rem;text-align:right;border-bottom:1px solid #ddd;white-space:nowrap}\
th:first-child,td:first-child{text-align:left}\
.standings thead th{white-space:normal}\
.heat td{text-align:center;min-width:3.4rem;border:1px solid #fff}\
.heat td.self{background:#eee}\
.heat .short{display:none}\
svg{width:100%;height:auto;display:block}\
.wide svg{min-width:38rem}\
.narrow{display:none}\
svg text{font-size:12px;fill:#333}\
.game svg text{font-size:11px}\
.multiples{display:grid;grid-template-columns:repeat(auto-fill,minmax(17rem,1fr));gap:1.2rem}\
figure{margin:0}\
figcaption{font-size:.85rem;margin-bottom:.2rem}\
.chances{font-size:.85rem;margin:.2rem 0 0}\
.records li{margin:.35rem 0}\
@media (max-width:40rem){main{padding:.6rem}.wide{display:none}.narrow{display:block}.standings .more{display:none}.standings{font-size:.9rem}.standings thead th{font-size:.8rem}.standings th,.standings td{padding:.3rem .25rem}.standings td.wins{white-space:normal}th,td{padding:.3rem .4rem}thead th{white-space:normal}\
.heat{font-size:.8rem}.heat th,.heat td{padding:.25rem .1rem}.heat td{min-width:1.5rem;line-height:1.15}\
.heat thead th{position:relative}.heat .short{display:inline}.heat .full{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}\
.heat .sep{display:none}.heat .of{display:block;border-top:1px solid currentColor}}\
@media print{main{max-width:none;padding:0}section{break-inside:avoid}h2{border-color:#000}.scroll{overflow:visible}table{font-size:.8rem}.wide svg{min-width:0}.wide{display:block}.narrow{display:none}.standings .more{display:table-cell}.heat td{-webkit-print-color-adjust:exact;print-color-adjust:exact}}";

/// The first tag of the head, ours whole (as the style is).
const META: &str = "<meta charset=\"utf-8\">";

/// The whole page. `period`: the games asked for (for the wording of an
/// empty report); `made`: when the report was made.
pub fn html(report: &Report, lang: Lang, period: Period, made: DateTime<Utc>) -> String {
    let title = t(lang, "report-title");
    let heat = Heat::of(report);
    let style = format!("{STYLE}{}{}", chart::name_style(), heat.style());
    let main = match report.span {
        Some((from, to)) => html! {
            header {
                h1 { (title) }
                p.period { (glue_numbers(&period_text(lang, from, to, report.finished))) }
                // The game in progress apart: not in any figure of the page yet.
                @if report.in_progress > 0 {
                    p.period {
                        (glue_numbers(&tr!(lang, "report-in-progress", games = report.in_progress)))
                    }
                }
            }
            (standings(report, lang))
            (ratings(report, lang))
            (head_to_head(report, lang, &heat))
            (closest(report, lang))
            (records(report, lang))
        },
        None => {
            // No games yet, none in the period, or none of the edition asked.
            let empty = empty_selection(lang, period, "report-no-games");
            html! {
                header { h1 { (title) } }
                p.empty #empty { (empty.trim_end()) }
            }
        }
    };
    let page = html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                (PreEscaped(META))
                meta http-equiv="Content-Security-Policy" content=(csp(&style));
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) }
                // The style is ours, whole: no text of a reader's is in it.
                style { (PreEscaped(&style)) }
            }
            body {
                main {
                    (main)
                    footer { p { (glue_numbers(&tr!(lang, "report-made", date = long_date(lang, made)))) } }
                }
            }
        }
    };
    let mut out = page.into_string();
    out.push('\n');
    out
}

/// The period of the report: its first and last day as the reader writes a
/// date, the day once when they are the same.
fn period_text(lang: Lang, from: DateTime<Utc>, to: DateTime<Utc>, games: usize) -> String {
    if local_date(from) == local_date(to) {
        tr!(
            lang,
            "report-period-day",
            date = long_date(lang, from),
            games = games
        )
    } else {
        tr!(
            lang,
            "report-period",
            from = long_date(lang, from),
            to = long_date(lang, to),
            games = games
        )
    }
}

/// Whether `word` is a number as the page writes one: `7`, `-2`, `2.000`,
/// `0,5`, `14%`, `3.` (a Danish day), with the punctuation of a sentence
/// around it (`(game 3,`, `12).`).
fn is_number(word: &str) -> bool {
    let core = word
        .trim_start_matches(['(', '±', '-', '−', '+'])
        .trim_end_matches([',', '.', ';', ':', ')', '%']);
    core.chars().any(|c| c.is_ascii_digit())
        && core
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '.' | ',' | '\u{a0}' | '\u{202f}'))
}

/// Whether `word` is a word: letters (a unit, `point`, `runde`), or `%`,
/// with the punctuation of a sentence around it (`(spil`, `point.`).
fn is_word(word: &str) -> bool {
    let word = word
        .trim_start_matches('(')
        .trim_end_matches([',', '.', ';', ':', ')']);
    word == "%"
        || (word.chars().next().is_some_and(char::is_alphabetic)
            && word.chars().last().is_some_and(char::is_alphabetic))
}

/// `text` with a no-break space between a number and the word beside it
/// (`7 point`, `14 %`, `efter runde 3`, `3. december 2026`): a phone wraps
/// the page's lines between words, and a number must not be left on one line
/// and its unit on the next. A comma, colon or bracket between them is a
/// place to break (`spil 3, runde 3`, `bordet (2.000`).
fn glue_numbers(text: &str) -> String {
    let words: Vec<&str> = text.split(' ').collect();
    let mut out = String::with_capacity(text.len() + 8);
    for (i, word) in words.iter().enumerate() {
        if i > 0 {
            let before = words[i - 1];
            let open = !before.ends_with([',', ';', ':', ')']) && !word.starts_with('(');
            let keep = open
                && ((is_number(before) && (is_word(word) || is_number(word)))
                    || (is_word(before) && is_number(word)));
            out.push(if keep { '\u{a0}' } else { ' ' });
        }
        out.push_str(word);
    }
    out
}

/// The report's Content-Security-Policy: nothing but its one style element
/// (by its SHA-256), no script, nothing fetched, no form, no `<base>`.
pub fn csp(style: &str) -> String {
    format!(
        "default-src 'none'; style-src 'sha256-{}'; base-uri 'none'; form-action 'none'",
        sha256_base64(style.as_bytes())
    )
}

/// A section: its heading, a note under it, then `body`.
fn section(id: &str, heading: &str, note: Option<&str>, body: Markup) -> Markup {
    html! {
        section id=(id) {
            h2 { (heading) }
            @if let Some(note) = note { p.note { (glue_numbers(note)) } }
            (body)
        }
    }
}

fn nothing(lang: Lang) -> Markup {
    empty(lang, "report-nothing")
}

/// A section drawn from rounds with none to draw: when the period has
/// finished games, they are all of final totals only, and the page says so.
fn no_rounds(report: &Report, lang: Lang) -> Markup {
    if report.finished > 0 {
        empty(lang, "report-only-totals")
    } else {
        nothing(lang)
    }
}

fn empty(lang: Lang, id: &'static str) -> Markup {
    html! { p.note { (glue_numbers(&t(lang, id))) } }
}

/// The standings' columns a phone shows (player, games, wins, win rate):
/// the others are hidden below 40rem, so the table fits 390 px unscrolled.
const PHONE_COLUMNS: usize = 4;

fn standings(report: &Report, lang: Lang) -> Markup {
    let headings = [
        "stats-col-player",
        "stats-col-games",
        "stats-col-wins",
        "stats-col-win-rate",
        "stats-col-avg-round",
        "stats-col-close-ok",
        "report-col-best-round",
        "report-col-longest-streak",
    ];
    let dash = "–".to_string();
    // The points of one edition: the first edition played (the classic
    // games', or Skyjo Action's when the period has no other); with both,
    // Skyjo Action's in a table below.
    let played: Vec<Edition> = report
        .games_of
        .iter()
        .filter(|(_, games)| **games > 0)
        .map(|(edition, _)| edition)
        .collect();
    let main = played.first().copied().unwrap_or_default();
    let others = played.get(1..).unwrap_or_default();
    let points = |s: &PlayerStats| s.points[main];
    let average = |p: &Scores| {
        p.avg_round_score()
            .map_or(dash.clone(), |a| decimal(lang, a, 1))
    };
    let best = |p: &Scores| p.best_round.map_or(dash.clone(), |b| b.to_string());
    let body = html! {
        div.scroll { table.standings {
            thead { tr {
                @for (i, id) in headings.into_iter().enumerate() {
                    // On a phone the standings keep player, games, wins and win rate.
                    th scope="col" class=[(i >= PHONE_COLUMNS).then_some("more")] {
                        (keep_percent_with_word(&t(lang, id)))
                    }
                }
            } }
            tbody {
                @for s in &report.standings {
                    @let cells = [
                        s.games.to_string(),
                        note_under_count(&wins_text(s, lang)),
                        s.win_rate().map_or(dash.clone(), |r| glue_numbers(&percent(lang, r))),
                        average(&points(s)),
                        s.closing_success()
                            .map_or(dash.clone(), |r| glue_numbers(&percent(lang, r))),
                        best(&points(s)),
                        s.longest_win_streak.to_string(),
                    ];
                    tr {
                        th scope="row" { (s.name) }
                        @for (i, cell) in cells.iter().enumerate() {
                            // The cells count from the second column (the name is a th).
                            @let class = if i + 1 >= PHONE_COLUMNS {
                                Some("more")
                            } else if i == 1 {
                                Some("wins")
                            } else {
                                None
                            };
                            td class=[class] { (cell) }
                        }
                    }
                }
            }
        } }
        @if !others.is_empty() {
            p.note { (t(lang, "report-editions-apart")) }
        }
        @for &edition in others {
            div.scroll { table class={ "standings " (edition.name()) } {
                thead { tr {
                    @for id in ["stats-col-player", "stats-col-games", "stats-col-avg-round", "report-col-best-round"] {
                        th scope="col" { (t(lang, id)) }
                    }
                } }
                tbody {
                    @for s in report.standings.iter().filter(|s| s.points[edition].games > 0) {
                        tr {
                            th scope="row" { (s.name) }
                            td { (s.points[edition].games) }
                            td { (average(&s.points[edition])) }
                            td { (best(&s.points[edition])) }
                        }
                    }
                }
            } }
        }
    };
    section(
        "standings",
        &t(lang, "report-standings"),
        Some(&t(lang, "report-standings-note")),
        body,
    )
}

/// Wins with a note on the shared ones, `2 (heraf 1 delt)`, kept whole
/// but for the space before the note: a phone may put the note under the
/// count rather than make the standings scroll.
fn note_under_count(wins: &str) -> String {
    match wins.split_once(" (") {
        Some((count, note)) => format!("{count} ({}", note.replace(' ', "\u{a0}")),
        None => wins.to_string(),
    }
}

/// A column's heading with a no-break space before its `%`: a phone wraps the
/// standings' headings between words, and "Segrar %" must not leave its `%`
/// alone on a line of its own.
fn keep_percent_with_word(heading: &str) -> String {
    heading.replace(" %", "\u{a0}%")
}

fn ratings(report: &Report, lang: Lang) -> Markup {
    // Two drawings of one chart: a wide one, and one a phone shows at
    // about its own size (CSS picks), so the text stays readable there.
    let body = if report.players.is_empty() {
        nothing(lang)
    } else {
        html! {
            (chart::rating_chart(report, lang, &chart::WIDE))
            (chart::rating_chart(report, lang, &chart::NARROW))
        }
    };
    section(
        "ratings",
        &t(lang, "report-ratings"),
        Some(&t(lang, "report-ratings-note")),
        body,
    )
}

/// A cell colour for a share of games ahead: orange below one half, blue
/// above (a diverging scale readable without red-green), white at one half.
fn heat(share: f64) -> (String, &'static str) {
    let from = (255.0, 255.0, 255.0);
    let to = if share < 0.5 {
        (230.0, 159.0, 0.0)
    } else {
        (0.0, 114.0, 178.0)
    };
    let k = ((share - 0.5).abs() * 2.0).clamp(0.0, 1.0);
    let mix = |a: f64, b: f64| (a + (b - a) * k).round() as u8;
    let colour = format!(
        "#{:02x}{:02x}{:02x}",
        mix(from.0, to.0),
        mix(from.1, to.1),
        mix(from.2, to.2)
    );
    let text = if share > 0.8 { "#fff" } else { "#1a1a1a" };
    (colour, text)
}

/// The head to head's cell colours as classes of the page's style (its CSP
/// allows no style attribute): one class for each colour the table uses.
struct Heat {
    /// Each cell's colours, in the order first used; a cell's class is `h` and its index.
    colours: Vec<(String, &'static str)>,
}

impl Heat {
    fn of(report: &Report) -> Heat {
        let mut colours = Vec::new();
        for (i, row) in report.ahead.iter().enumerate() {
            for (j, &ahead) in row.iter().enumerate() {
                let together = report.together[i][j];
                if i != j && together > 0 {
                    let colour = heat(f64::from(ahead) / f64::from(together));
                    if !colours.contains(&colour) {
                        colours.push(colour);
                    }
                }
            }
        }
        Heat { colours }
    }

    /// The class of a cell of `ahead` in `together` games.
    fn class(&self, ahead: u32, together: u32) -> String {
        let colour = heat(f64::from(ahead) / f64::from(together));
        let index = self.colours.iter().position(|c| *c == colour).unwrap_or(0);
        format!("h{index}")
    }

    fn style(&self) -> String {
        self.colours
            .iter()
            .enumerate()
            .map(|(i, (bg, fg))| format!(".heat td.h{i}{{background:{bg};color:{fg}}}"))
            .collect()
    }
}

fn head_to_head(report: &Report, lang: Lang, heat: &Heat) -> Markup {
    let body = if report.players.len() < 2 {
        nothing(lang)
    } else {
        html! {
            div.scroll { table.heat {
                // A phone shows the columns' names shortened (the rows, in the same
                // order, name them in full); the full name stays for screen readers.
                thead { tr {
                    th {}
                    @for (name, short) in report.players.iter().zip(short_names(&report.players)) {
                        th scope="col" title=(name) {
                            span.full { (name) }
                            span.short aria-hidden="true" { (short) }
                        }
                    }
                } }
                tbody {
                    @for (i, row) in report.players.iter().enumerate() {
                        tr {
                            th scope="row" { (row) }
                            @for (j, col) in report.players.iter().enumerate() {
                                @let (ahead, together) = (report.ahead[i][j], report.together[i][j]);
                                @if i == j {
                                    td.self {}
                                } @else if together == 0 {
                                    td { "–" }
                                } @else {
                                    // "7/12" on one line; on a phone 7 over 12, as a fraction, narrower.
                                    td class=(heat.class(ahead, together))
                                        title=(tr!(lang, "report-head-to-head-cell", a = row.as_str(),
                                            b = col.as_str(), ahead = ahead, games = together)) {
                                        (ahead) span.sep { "/" } span.of { (together) }
                                    }
                                }
                            }
                        }
                    }
                }
            } }
        }
    };
    section(
        "head-to-head",
        &t(lang, "report-head-to-head"),
        Some(&t(lang, "report-head-to-head-note")),
        body,
    )
}

/// How many characters a shortened column name of the head to head has
/// at the least and at the most.
const SHORT_NAME: (usize, usize) = (2, 4);

/// The names of the head to head's columns on a phone: each name's shortest
/// beginning of 2 to 4 characters that begins no other name (`Margareta`
/// `Ma`, beside `Magnus` `Mar`), the whole name when it is that short, else 4
/// characters (the rows, in the same order, tell such names apart). An
/// accent that follows a letter stays with it.
fn short_names(names: &[String]) -> Vec<String> {
    // The beginnings of a name that end between two letters, not before an accent.
    let cuts = |name: &str| -> Vec<usize> {
        let mut cuts: Vec<usize> = name
            .char_indices()
            .skip(1)
            .filter(|(_, c)| layout::width(c.encode_utf8(&mut [0; 4])) > 0)
            .map(|(i, _)| i)
            .collect();
        cuts.push(name.len());
        cuts
    };
    names
        .iter()
        .map(|name| {
            let ends = cuts(name);
            let (least, most) = SHORT_NAME;
            let mut chosen = &name[..ends[ends.len().min(most) - 1]];
            for &end in ends.iter().take(most).skip(least - 1) {
                let prefix = &name[..end];
                if !names.iter().any(|o| o != name && o.starts_with(prefix)) {
                    chosen = prefix;
                    break;
                }
            }
            chosen.to_string()
        })
        .collect()
}

fn closest(report: &Report, lang: Lang) -> Markup {
    let body = if report.closest.is_empty() {
        no_rounds(report, lang)
    } else {
        // The precision of a forecast of REPORT_GAMES games: the 95% margin at 50%.
        let margin = 1.96 * (0.25 / f64::from(REPORT_GAMES)).sqrt() * 100.0;
        // Only a classic game has chances to show (Skyjo Action's are not
        // worked out): the note says what the lines under the games are.
        let chances = report.closest.iter().any(|game| !game.chances.is_empty());
        html! {
            @if chances {
                p.note {
                    (glue_numbers(&tr!(lang, "report-chances-note",
                        games = integer(lang, i64::from(REPORT_GAMES)),
                        margin = decimal(lang, margin, 1))))
                }
            }
            div.multiples {
                @for game in &report.closest { (small_multiple(report, game, lang)) }
            }
        }
    };
    section(
        "closest",
        &t(lang, "report-closest"),
        Some(&t(lang, "report-closest-note")),
        body,
    )
}

fn small_multiple(report: &Report, game: &CloseGame, lang: Lang) -> Markup {
    let mut caption = if game.margin == 0 {
        tr!(
            lang,
            "report-close-shared",
            game = game.game,
            date = long_date(lang, game.played_at),
            names = join_names(lang, &game.winners)
        )
    } else {
        tr!(
            lang,
            "report-close-won",
            game = game.game,
            date = long_date(lang, game.played_at),
            names = join_names(lang, &game.winners),
            margin = game.margin
        )
    };
    // A game of Skyjo Action says so (its edition's note), as its score
    // sheet does.
    if let Some(note) = game.edition.note() {
        caption.push_str(" · ");
        caption.push_str(&rule_note(note).text(lang));
    }
    // A shared win shows the first winner's chance (the share of the win).
    let chances = match (game.winners.first(), game.chances.is_empty()) {
        (Some(winner), false) => {
            let list: Vec<String> = game
                .chances
                .iter()
                .enumerate()
                .map(|(r, &p)| {
                    tr!(
                        lang,
                        "report-chance-after",
                        round = r + 1,
                        chance = chance(lang, p)
                    )
                    // A round and its chance stay on one line.
                    .replace(' ', "\u{a0}")
                })
                .collect();
            Some(tr!(
                lang,
                "report-chances",
                name = winner.as_str(),
                list = list.join(" · ")
            ))
        }
        _ => None,
    };
    html! {
        figure.game {
            figcaption { (glue_numbers(&caption)) }
            (chart::game_chart(report, game, lang, &caption))
            @if let Some(chances) = chances { p.chances { (glue_numbers(&chances)) } }
        }
    }
}

fn records(report: &Report, lang: Lang) -> Markup {
    let r = &report.records;
    let mut items: Vec<String> = Vec::new();
    let main = Edition::default();
    if let Some(m) = &r.lowest_round[main] {
        items.push(tr!(
            lang,
            "report-record-lowest-round",
            name = m.name.as_str(),
            score = m.value,
            game = m.game,
            round = m.round
        ));
    }
    if let Some(c) = &r.comeback {
        items.push(tr!(
            lang,
            "report-record-comeback",
            name = c.name.as_str(),
            chance = chance(lang, c.chance),
            game = c.game,
            round = c.round
        ));
    }
    if let Some((name, doubled, closed)) = &r.most_doubled {
        items.push(tr!(
            lang,
            "report-record-most-doubled",
            name = name.as_str(),
            doubled = *doubled,
            closed = *closed
        ));
    }
    if let Some(m) = &r.most_lines[main] {
        items.push(tr!(
            lang,
            "report-record-most-columns",
            name = m.name.as_str(),
            count = m.value,
            game = m.game,
            round = m.round
        ));
    }
    // Skyjo Action's round records apart (every edition's but the
    // default's): its rounds score otherwise.
    for edition in Edition::ALL.iter().copied().filter(|&e| e != main) {
        if let Some(m) = &r.lowest_round[edition] {
            items.push(tr!(
                lang,
                "report-record-action-lowest-round",
                name = m.name.as_str(),
                score = m.value,
                game = m.game,
                round = m.round
            ));
        }
        if let Some(m) = &r.most_lines[edition] {
            items.push(tr!(
                lang,
                "report-record-action-most-lines",
                name = m.name.as_str(),
                count = m.value,
                game = m.game,
                round = m.round
            ));
        }
    }
    let body = if items.is_empty() {
        no_rounds(report, lang)
    } else {
        html! { ul.records { @for item in &items { li { (glue_numbers(item)) } } } }
    };
    section("records", &t(lang, "report-records"), None, body)
}

/// SHA-256 of `data` (FIPS 180-4), in standard base64 as a CSP hash source
/// writes it: the report's one hash, too small a need for a crate.
fn sha256_base64(data: &[u8]) -> String {
    const K: [u32; 64] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4,
        0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
        0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f,
        0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
        0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc,
        0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
        0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116,
        0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
        0xc67178f2,
    ];
    let mut h: [u32; 8] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab,
        0x5be0cd19,
    ];
    let mut message = data.to_vec();
    message.push(0x80);
    while message.len() % 64 != 56 {
        message.push(0);
    }
    message.extend_from_slice(&((data.len() as u64) * 8).to_be_bytes());
    for block in message.chunks_exact(64) {
        let mut w = [0u32; 64];
        for (i, word) in block.chunks_exact(4).enumerate() {
            w[i] = u32::from_be_bytes([word[0], word[1], word[2], word[3]]);
        }
        for i in 16..64 {
            let s0 = w[i - 15].rotate_right(7) ^ w[i - 15].rotate_right(18) ^ (w[i - 15] >> 3);
            let s1 = w[i - 2].rotate_right(17) ^ w[i - 2].rotate_right(19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16]
                .wrapping_add(s0)
                .wrapping_add(w[i - 7])
                .wrapping_add(s1);
        }
        let mut v = h;
        for i in 0..64 {
            let s1 = v[4].rotate_right(6) ^ v[4].rotate_right(11) ^ v[4].rotate_right(25);
            let ch = (v[4] & v[5]) ^ (!v[4] & v[6]);
            let t1 = v[7]
                .wrapping_add(s1)
                .wrapping_add(ch)
                .wrapping_add(K[i])
                .wrapping_add(w[i]);
            let s0 = v[0].rotate_right(2) ^ v[0].rotate_right(13) ^ v[0].rotate_right(22);
            let maj = (v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2]);
            let t2 = s0.wrapping_add(maj);
            v = [
                t1.wrapping_add(t2),
                v[0],
                v[1],
                v[2],
                v[3].wrapping_add(t1),
                v[4],
                v[5],
                v[6],
            ];
        }
        for (h, v) in h.iter_mut().zip(v) {
            *h = h.wrapping_add(v);
        }
    }
    let digest: Vec<u8> = h.iter().flat_map(|w| w.to_be_bytes()).collect();
    base64(&digest)
}

/// Standard base64 with padding.
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for k in 0..4 {
            if k <= chunk.len() {
                out.push(char::from(ALPHABET[(n >> (18 - 6 * k)) as usize & 63]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_is_kept_with_the_word_beside_it_but_not_across_a_comma() {
        let glued = |text: &str| glue_numbers(text).replace('\u{a0}', "~");
        assert_eq!(
            glued("kun var 7 % efter runde 3, og 3. december 2026"),
            "kun var~7~% efter runde~3, og~3.~december~2026"
        );
        assert_eq!(
            glued("Laveste runde: -1 af Johan (spil 3, runde 3)."),
            "Laveste runde: -1~af Johan (spil~3, runde~3)."
        );
        assert_eq!(
            glued("ved bordet (2.000 simulerede spil, inden for ±2,2 procentpoint;"),
            "ved bordet (2.000~simulerede spil, inden for~±2,2~procentpoint;"
        );
        assert_eq!(
            glued("Bertil og Erik delte sejren"),
            "Bertil og Erik delte sejren"
        );
    }

    #[test]
    fn column_names_are_the_shortest_beginnings_no_other_name_has() {
        let names = |list: &[&str]| list.iter().map(|n| n.to_string()).collect::<Vec<_>>();
        assert_eq!(
            short_names(&names(&["Margareta", "Magnus", "Bertil", "Bo", "Jo"])),
            ["Mar", "Mag", "Be", "Bo", "Jo"]
        );
        // A name that begins another is whole; past four characters the
        // rows (in the same order) tell them apart.
        assert_eq!(
            short_names(&names(&["Ann", "Anna", "Annabella", "Annabelle", "Å"])),
            ["Ann", "Anna", "Anna", "Anna", "Å"]
        );
        // An accent written after its letter stays with it; a wide letter is one.
        assert_eq!(
            short_names(&names(&["Se\u{301}verine", "Sebastian", "李小龙", "李大"])),
            ["Se\u{301}", "Seb", "李小", "李大"]
        );
    }

    /// FIPS 180-4's examples, and the empty input.
    #[test]
    fn the_style_hash_is_sha256() {
        assert_eq!(
            sha256_base64(b"abc"),
            "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0="
        );
        assert_eq!(
            sha256_base64(b""),
            "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="
        );
        let long = b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
        assert_eq!(
            sha256_base64(long),
            "JI1qYdIGOLjlwCaTDD5gOaM85Flk/yFn9uzt1BnbBsE="
        );
    }

    #[test]
    fn a_shared_wins_note_breaks_only_before_it() {
        assert_eq!(
            note_under_count("12 (heraf 3 delt)"),
            "12 (heraf\u{a0}3\u{a0}delt)"
        );
        assert_eq!(note_under_count("4"), "4");
    }
}
