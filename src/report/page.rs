//! The report as one self-contained HTML page: inline CSS, the charts of
//! `chart.rs`, no script, nothing fetched: it opens on a phone, offline,
//! and prints. Every word comes from the catalogs; every name is escaped.

use std::fmt::Write as _;

use chrono::{DateTime, Utc};

use super::{CloseGame, REPORT_GAMES, Report, chart, esc};
use crate::i18n::{Lang, decimal, integer, join_names, percent, t};
use crate::render::chances::shown as chance;
use crate::render::history::wins_text;
use crate::render::{layout, local_date};
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
@media (max-width:40rem){main{padding:.6rem}.wide{display:none}.narrow{display:block}.standings .more{display:none}.standings{font-size:.9rem}.standings td.wins{white-space:normal}th,td{padding:.3rem .4rem}thead th{white-space:normal}\
.heat{font-size:.8rem}.heat th,.heat td{padding:.25rem .1rem}.heat td{min-width:1.5rem;line-height:1.15}\
.heat thead th{position:relative}.heat .short{display:inline}.heat .full{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}\
.heat .sep{display:none}.heat .of{display:block;border-top:1px solid currentColor}}\
@media print{main{max-width:none;padding:0}section{break-inside:avoid}h2{border-color:#000}.scroll{overflow:visible}table{font-size:.8rem}.wide svg{min-width:0}.wide{display:block}.narrow{display:none}.standings .more{display:table-cell}.heat td{-webkit-print-color-adjust:exact;print-color-adjust:exact}}";

/// The whole page. `whole`: the period is the whole history (for the
/// wording of an empty report); `made`: when the report was made.
pub fn html(report: &Report, lang: Lang, whole: bool, made: DateTime<Utc>) -> String {
    let mut out = String::with_capacity(64 * 1024);
    let title = t(lang, "report-title");
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<main>\n<header>\n<h1>{}</h1>\n",
        lang.code(),
        esc(&title),
        esc(&title)
    );
    match report.span {
        Some((from, to)) => {
            let _ = writeln!(
                out,
                "<p class=\"period\">{}</p>",
                esc(&tr!(
                    lang,
                    "report-period",
                    from = local_date(from),
                    to = local_date(to),
                    games = report.finished
                ))
            );
            // The game in progress apart: not in any figure of the page yet.
            if report.in_progress > 0 {
                let _ = writeln!(
                    out,
                    "<p class=\"period\">{}</p>",
                    esc(&tr!(lang, "report-in-progress", games = report.in_progress))
                );
            }
        }
        None => {
            let empty = t(
                lang,
                if whole {
                    "report-no-games"
                } else {
                    "period-none"
                },
            );
            let _ = writeln!(
                out,
                "</header>\n<p class=\"empty\" id=\"empty\">{}</p>",
                esc(&empty)
            );
            footer(&mut out, lang, made);
            return out;
        }
    }
    out.push_str("</header>\n");
    standings(&mut out, report, lang);
    ratings(&mut out, report, lang);
    head_to_head(&mut out, report, lang);
    closest(&mut out, report, lang);
    records(&mut out, report, lang);
    footer(&mut out, lang, made);
    out
}

fn footer(out: &mut String, lang: Lang, made: DateTime<Utc>) {
    let _ = write!(
        out,
        "<footer><p>{}</p></footer>\n</main>\n</body>\n</html>\n",
        esc(&tr!(lang, "report-made", date = local_date(made)))
    );
}

fn section(out: &mut String, id: &str, heading: &str, note: Option<&str>) {
    let _ = writeln!(out, "<section id=\"{id}\">\n<h2>{}</h2>", esc(heading));
    if let Some(note) = note {
        let _ = writeln!(out, "<p class=\"note\">{}</p>", esc(note));
    }
}

fn nothing(out: &mut String, lang: Lang) {
    empty(out, lang, "report-nothing");
}

/// A section drawn from rounds with none to draw: when the period has
/// finished games, they are all of final totals only, and the page says so.
fn no_rounds(out: &mut String, report: &Report, lang: Lang) {
    if report.finished > 0 {
        empty(out, lang, "report-only-totals");
    } else {
        nothing(out, lang);
    }
}

fn empty(out: &mut String, lang: Lang, id: &'static str) {
    let _ = writeln!(
        out,
        "<p class=\"note\">{}</p>\n</section>",
        esc(&t(lang, id))
    );
}

/// The standings' columns a phone shows (player, games, wins, win rate):
/// the others are hidden below 40rem, so the table fits 390 px unscrolled.
const PHONE_COLUMNS: usize = 4;

fn standings(out: &mut String, report: &Report, lang: Lang) {
    section(
        out,
        "standings",
        &t(lang, "report-standings"),
        Some(&t(lang, "report-standings-note")),
    );
    out.push_str("<div class=\"scroll\"><table class=\"standings\">\n<thead><tr>");
    for (i, id) in [
        "stats-col-player",
        "stats-col-games",
        "stats-col-wins",
        "stats-col-win-rate",
        "stats-col-avg-round",
        "stats-col-close-ok",
        "report-col-best-round",
        "report-col-longest-streak",
    ]
    .into_iter()
    .enumerate()
    {
        // On a phone the standings keep player, games, wins and win rate.
        let class = if i >= PHONE_COLUMNS {
            " class=\"more\""
        } else {
            ""
        };
        let heading = keep_percent_with_word(&t(lang, id));
        let _ = write!(out, "<th scope=\"col\"{class}>{}</th>", esc(&heading));
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    let dash = "–".to_string();
    for s in &report.standings {
        let wins = note_under_count(&wins_text(s, lang));
        let cells = [
            s.games.to_string(),
            wins,
            s.win_rate().map_or(dash.clone(), |r| percent(lang, r)),
            s.avg_round_score()
                .map_or(dash.clone(), |a| decimal(lang, a, 1)),
            s.closing_success()
                .map_or(dash.clone(), |r| percent(lang, r)),
            s.best_round.map_or(dash.clone(), |b| b.to_string()),
            s.longest_win_streak.to_string(),
        ];
        let _ = write!(out, "<tr><th scope=\"row\">{}</th>", esc(&s.name));
        for (i, cell) in cells.into_iter().enumerate() {
            // The cells count from the second column (the name is a th).
            let class = if i + 1 >= PHONE_COLUMNS {
                " class=\"more\""
            } else if i == 1 {
                " class=\"wins\""
            } else {
                ""
            };
            let _ = write!(out, "<td{class}>{}</td>", esc(&cell));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody></table></div>\n</section>\n");
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

fn ratings(out: &mut String, report: &Report, lang: Lang) {
    section(
        out,
        "ratings",
        &t(lang, "report-ratings"),
        Some(&t(lang, "report-ratings-note")),
    );
    if report.players.is_empty() {
        nothing(out, lang);
        return;
    }
    // Two drawings of one chart: a wide one, and one a phone shows at
    // about its own size (CSS picks), so the text stays readable there.
    chart::rating_chart(out, report, lang, &chart::WIDE);
    chart::rating_chart(out, report, lang, &chart::NARROW);
    out.push_str("</section>\n");
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

fn head_to_head(out: &mut String, report: &Report, lang: Lang) {
    section(
        out,
        "head-to-head",
        &t(lang, "report-head-to-head"),
        Some(&t(lang, "report-head-to-head-note")),
    );
    if report.players.len() < 2 {
        nothing(out, lang);
        return;
    }
    out.push_str("<div class=\"scroll\"><table class=\"heat\">\n<thead><tr><th></th>");
    // A phone shows the columns' names shortened (the rows, in the same
    // order, name them in full); the full name stays for screen readers.
    for (name, short) in report.players.iter().zip(short_names(&report.players)) {
        let _ = write!(
            out,
            "<th scope=\"col\" title=\"{0}\"><span class=\"full\">{0}</span>\
             <span class=\"short\" aria-hidden=\"true\">{1}</span></th>",
            esc(name),
            esc(&short)
        );
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    for (i, row) in report.players.iter().enumerate() {
        let _ = write!(out, "<tr><th scope=\"row\">{}</th>", esc(row));
        for (j, col) in report.players.iter().enumerate() {
            let (ahead, together) = (report.ahead[i][j], report.together[i][j]);
            if i == j {
                out.push_str("<td class=\"self\"></td>");
            } else if together == 0 {
                out.push_str("<td>–</td>");
            } else {
                let (bg, fg) = heat(f64::from(ahead) / f64::from(together));
                let title = tr!(
                    lang,
                    "report-head-to-head-cell",
                    a = row.as_str(),
                    b = col.as_str(),
                    ahead = ahead,
                    games = together
                );
                // "7/12" on one line; on a phone 7 over 12, as a fraction, narrower.
                let _ = write!(
                    out,
                    "<td style=\"background:{bg};color:{fg}\" title=\"{}\">{ahead}<span class=\"sep\">/</span>\
                     <span class=\"of\">{together}</span></td>",
                    esc(&title)
                );
            }
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody></table></div>\n</section>\n");
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

fn closest(out: &mut String, report: &Report, lang: Lang) {
    section(
        out,
        "closest",
        &t(lang, "report-closest"),
        Some(&t(lang, "report-closest-note")),
    );
    if report.closest.is_empty() {
        no_rounds(out, report, lang);
        return;
    }
    // The precision of a forecast of REPORT_GAMES games: the 95% margin at 50%.
    let margin = 1.96 * (0.25 / f64::from(REPORT_GAMES)).sqrt() * 100.0;
    let _ = writeln!(
        out,
        "<p class=\"note\">{}</p>",
        esc(&tr!(
            lang,
            "report-chances-note",
            games = integer(lang, i64::from(REPORT_GAMES)),
            margin = decimal(lang, margin, 1)
        ))
    );
    out.push_str("<div class=\"multiples\">\n");
    for game in &report.closest {
        small_multiple(out, report, game, lang);
    }
    out.push_str("</div>\n</section>\n");
}

fn small_multiple(out: &mut String, report: &Report, game: &CloseGame, lang: Lang) {
    let caption = if game.margin == 0 {
        tr!(
            lang,
            "report-close-shared",
            game = game.game,
            date = local_date(game.played_at),
            names = join_names(lang, &game.winners)
        )
    } else {
        tr!(
            lang,
            "report-close-won",
            game = game.game,
            date = local_date(game.played_at),
            names = join_names(lang, &game.winners),
            margin = game.margin
        )
    };
    let _ = write!(
        out,
        "<figure class=\"game\"><figcaption>{}</figcaption>",
        esc(&caption)
    );
    chart::game_chart(out, report, game, lang, &caption);
    // A shared win shows the first winner's chance (the share of the win).
    if let (Some(winner), false) = (game.winners.first(), game.chances.is_empty()) {
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
        let _ = write!(
            out,
            "<p class=\"chances\">{}</p>",
            esc(&tr!(
                lang,
                "report-chances",
                name = winner.as_str(),
                list = list.join(" · ")
            ))
        );
    }
    out.push_str("</figure>\n");
}

fn records(out: &mut String, report: &Report, lang: Lang) {
    section(out, "records", &t(lang, "report-records"), None);
    let r = &report.records;
    let mut items: Vec<String> = Vec::new();
    if let Some(m) = &r.lowest_round {
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
    if let Some(m) = &r.most_columns {
        items.push(tr!(
            lang,
            "report-record-most-columns",
            name = m.name.as_str(),
            count = m.value,
            game = m.game,
            round = m.round
        ));
    }
    if items.is_empty() {
        no_rounds(out, report, lang);
        return;
    }
    out.push_str("<ul class=\"records\">\n");
    for item in items {
        let _ = writeln!(out, "<li>{}</li>", esc(&item));
    }
    out.push_str("</ul>\n</section>\n");
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn a_shared_wins_note_breaks_only_before_it() {
        assert_eq!(
            note_under_count("12 (heraf 3 delt)"),
            "12 (heraf\u{a0}3\u{a0}delt)"
        );
        assert_eq!(note_under_count("4"), "4");
    }
}
