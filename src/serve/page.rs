//! The page and the TV view as HTML: the sheet `show` prints, for a phone
//! held in one hand, and the totals in type to read across a room. Every
//! text comes from the catalogs and is escaped here; the style and the few
//! lines of script are in the binary (nothing is fetched from elsewhere).

use std::fmt::Write as _;

use serde_json::{Value, json};

use crate::i18n::{Lang, t};
use crate::render::chances;
use crate::render::sheet::{heading, standing_lines};
use crate::rules::chances::Shown;
use crate::rules::{GameEnd, Standings};
use crate::store::{GameId, StoredGame};
use crate::tr;

/// Which page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    /// The phone page: the whole sheet.
    Phone,
    /// The TV view: the totals, large.
    Tv,
}

/// The game as the server shows it, rendered once per change.
pub struct Snapshot {
    /// The game shown, if any.
    pub game: Option<GameId>,
    /// `state.json`: `show --json` of the game plus the chances.
    pub state: String,
    /// The phone page's sheet (inside `<main>`).
    pub page: String,
    /// The TV view's board (inside `<main>`).
    pub tv: String,
    /// The page's title.
    pub title: String,
}

impl Snapshot {
    /// The `sheet` event: both views' HTML, so one stream serves either.
    pub fn sheet_event(&self) -> String {
        let data =
            json!({ "game": self.game, "page": self.page, "tv": self.tv, "title": self.title });
        format!("event: sheet\ndata: {data}\n\n")
    }
}

/// `text` safe to put in HTML, between tags or in a quoted attribute: the
/// report's escaping, one function for both pages.
pub use crate::report::esc as escape;

/// Each player's chance to win as the state has it (`chances`: a list of
/// `{name, share, percent, ...}`: the share of the win and its whole
/// percent, the percents adding up to 100), in seat order; `None` where the
/// state has none.
fn chances(state: &Value, players: &[String]) -> Vec<Option<Shown>> {
    let list = state["chances"].as_array();
    players
        .iter()
        .map(|name| {
            let c = list?.iter().find(|c| c["name"].as_str() == Some(name))?;
            Some(Shown {
                share: c["share"].as_f64()?,
                percent: u32::try_from(c["percent"].as_u64()?).ok()?,
            })
        })
        .collect()
}

/// The page's title: the game's name, else its number.
fn title(game: &StoredGame, lang: Lang) -> String {
    game.name
        .clone()
        .unwrap_or_else(|| tr!(lang, "serve-title", game = game.id))
}

/// The game rendered for both views, and its state.
pub fn snapshot(game: &StoredGame, standings: &Standings, state: &Value, lang: Lang) -> Snapshot {
    let chances = chances(state, &game.players);
    Snapshot {
        game: Some(game.id),
        state: format!("{state}\n"),
        page: phone(game, standings, &chances, lang),
        tv: tv(game, standings, &chances, lang),
        title: title(game, lang),
    }
}

/// What the pages show when there is no game to show (`text` says why).
pub fn missing(id: Option<GameId>, text: &str, lang: Lang) -> Snapshot {
    let body = format!("<p class=\"lead\">{}</p>", escape(text));
    Snapshot {
        game: None,
        state: format!(
            "{}\n",
            serde_json::json!({ "game": Value::Null, "missing": id })
        ),
        page: body.clone(),
        tv: body,
        title: t(lang, "serve-title-none"),
    }
}

/// What is left to the target, for a game that has one and is not over.
fn to_go(game: &StoredGame, standings: &Standings, total: i32, lang: Lang) -> Option<String> {
    match (game.rules.end, &game.final_totals) {
        (GameEnd::Target(target), None) if !standings.over => {
            Some(tr!(lang, "serve-to-go", left = (target - total).max(0)))
        }
        _ => None,
    }
}

/// The leader (or the winners) and who starts next, as `show` words them.
fn lead(game: &StoredGame, standings: &Standings, lang: Lang) -> String {
    let lines = standing_lines(game, standings, lang);
    let class = if standings.over || game.final_totals.is_some() {
        "lead over"
    } else {
        "lead"
    };
    let mut out = String::new();
    for (i, line) in lines.iter().enumerate() {
        let class = if i == 0 { class } else { "next" };
        let _ = write!(out, "<p class=\"{class}\">{}</p>", escape(line));
    }
    out
}

/// One player's line of the standings: name, total, what is left, chance.
fn player_line(
    game: &StoredGame,
    standings: &Standings,
    seat: usize,
    chance: Option<Shown>,
    lang: Lang,
    rank: Option<usize>,
) -> String {
    let total = standings.totals[seat];
    let leader = standings.leaders.contains(&seat) && !game.players.is_empty();
    let mut out = format!(
        "<li class=\"player{}\" data-seat=\"{seat}\">",
        if leader { " leader" } else { "" }
    );
    if let Some(rank) = rank {
        let _ = write!(out, "<span class=\"rank\">{rank}</span>");
    }
    let _ = write!(
        out,
        "<span class=\"name\">{}</span><span class=\"total\">{total}</span>",
        escape(&game.players[seat])
    );
    let mut small = Vec::new();
    if let Some(left) = to_go(game, standings, total, lang) {
        small.push(format!("<span class=\"togo\">{}</span>", escape(&left)));
    }
    if let Some(p) = chance {
        let text = tr!(lang, "serve-chance", percent = chances::shown(lang, p));
        small.push(format!("<span class=\"chance\">{}</span>", escape(&text)));
    }
    if !small.is_empty() {
        let _ = write!(out, "<span class=\"more\">{}</span>", small.join(""));
    }
    out.push_str("</li>");
    out
}

/// The heading of both views: the title, and the game's line from `show`.
fn header(game: &StoredGame, lang: Lang) -> String {
    let line = heading(game, lang);
    // The heading names the game's number already: the name, if any, above it.
    let name = game.name.as_deref().unwrap_or("Skyjo");
    let mut out = format!(
        "<header><h1>{}</h1><p class=\"meta\">{}</p>",
        escape(name),
        escape(&line)
    );
    if let Some(note) = &game.note {
        let _ = write!(
            out,
            "<p class=\"note\">{}</p>",
            escape(&tr!(lang, "sheet-note", note = note))
        );
    }
    if game.abandoned {
        let _ = write!(
            out,
            "<p class=\"note\">{}</p>",
            escape(&t(lang, "sheet-abandoned"))
        );
    }
    if game.final_totals.is_some() {
        let _ = write!(
            out,
            "<p class=\"note\">{}</p>",
            escape(&t(lang, "sheet-totals-only"))
        );
    }
    out.push_str("</header>");
    out
}

/// The phone page's sheet: the standings, then the rounds as `show` has them.
fn phone(
    game: &StoredGame,
    standings: &Standings,
    chances: &[Option<Shown>],
    lang: Lang,
) -> String {
    let mut out = header(game, lang);
    out.push_str(&lead(game, standings, lang));
    let _ = write!(
        out,
        "<section><h2>{}</h2><ol class=\"totals\">",
        escape(&t(lang, "serve-standings"))
    );
    for (seat, chance) in chances.iter().enumerate() {
        out.push_str(&player_line(game, standings, seat, *chance, lang, None));
    }
    out.push_str("</ol></section>");
    if game.rounds.is_empty() {
        if game.final_totals.is_none() {
            let _ = write!(
                out,
                "<p class=\"legend\">{}</p>",
                escape(&t(lang, "serve-no-rounds"))
            );
        }
        return out;
    }
    let _ = write!(
        out,
        "<section><h2>{}</h2><div class=\"scroll\"><table class=\"sheet\"><thead><tr><th>{}</th>",
        escape(&t(lang, "serve-sheet")),
        escape(&t(lang, "sheet-round"))
    );
    for name in &game.players {
        let _ = write!(out, "<th>{}</th>", escape(name));
    }
    out.push_str("</tr></thead><tbody>");
    for (round, running) in game.rounds.iter().zip(&standings.running) {
        let _ = write!(out, "<tr><th>{}</th>", round.number);
        for (seat, p) in round.players.iter().enumerate() {
            let mut class = Vec::new();
            if seat == round.closer {
                class.push("closer");
            }
            if p.doubled {
                class.push("doubled");
            }
            let score = if p.doubled {
                format!("{} x2 = {}", p.raw, p.score)
            } else {
                p.score.to_string()
            };
            let mark = if seat == round.closer { "*" } else { "" };
            let class = if class.is_empty() {
                String::new()
            } else {
                format!(" class=\"{}\"", class.join(" "))
            };
            let _ = write!(
                out,
                "<td{class}><b>{score}{mark}</b><small>{}</small></td>",
                running[seat]
            );
        }
        out.push_str("</tr>");
    }
    let _ = write!(
        out,
        "</tbody><tfoot><tr><th>{}</th>",
        escape(&t(lang, "sheet-total"))
    );
    for total in &standings.totals {
        let _ = write!(out, "<td>{total}</td>");
    }
    out.push_str("</tr>");
    if let (GameEnd::Target(target), None) = (game.rules.end, &game.final_totals) {
        let label = tr!(lang, "sheet-to-go", target = target);
        let _ = write!(out, "<tr class=\"togo\"><th>{}</th>", escape(&label));
        for total in &standings.totals {
            let _ = write!(out, "<td>{}</td>", (target - total).max(0));
        }
        out.push_str("</tr>");
    }
    let _ = write!(
        out,
        "</tfoot></table></div><p class=\"legend\">{}</p></section>",
        escape(&t(lang, "sheet-legend"))
    );
    out
}

/// The TV view's board: the players from the lowest total up, in large type.
fn tv(game: &StoredGame, standings: &Standings, chances: &[Option<Shown>], lang: Lang) -> String {
    let mut out = header(game, lang);
    out.push_str(&lead(game, standings, lang));
    let mut seats: Vec<usize> = (0..game.players.len()).collect();
    seats.sort_by_key(|&s| (standings.totals[s], s));
    out.push_str("<ol class=\"board\">");
    let mut rank = 0;
    for (i, &seat) in seats.iter().enumerate() {
        // Equal totals share a place.
        if i == 0 || standings.totals[seat] != standings.totals[seats[i - 1]] {
            rank = i + 1;
        }
        out.push_str(&player_line(
            game,
            standings,
            seat,
            chances[seat],
            lang,
            Some(rank),
        ));
    }
    out.push_str("</ol>");
    out
}

/// The style of both views: large digits, dark or light as the phone is set.
const STYLE: &str = r#"
:root{color-scheme:light dark;--bg:#fafaf7;--fg:#1b1b1b;--dim:#666;--line:#d8d8d0;--lead:#0a7a3a;--red:#b3261e;--card:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#121212;--fg:#eee;--dim:#a0a0a0;--line:#333;--lead:#5fd38d;--red:#ff8a80;--card:#1e1e1e}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:17px/1.35 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-variant-numeric:tabular-nums}
main{max-width:40rem;margin:0 auto;padding:.75rem}
h1{font-size:1.4rem;margin:.2rem 0}
h2{font-size:1rem;color:var(--dim);margin:1.2rem 0 .4rem;text-transform:uppercase;letter-spacing:.04em}
.meta,.legend,.note,.next{color:var(--dim);font-size:.9rem;margin:.2rem 0}
.lead{font-size:1.15rem;font-weight:600;margin:.6rem 0}
.lead.over{color:var(--lead);font-size:1.35rem}
ol{list-style:none;margin:0;padding:0}
.player{display:grid;grid-template-columns:auto 1fr auto;align-items:baseline;gap:.1rem .6rem;padding:.45rem .6rem;border-bottom:1px solid var(--line);background:var(--card)}
.player .name{grid-column:1/3;font-size:1.2rem;overflow-wrap:anywhere}
.player .total{grid-column:3;grid-row:1/3;font-size:2.4rem;font-weight:700;text-align:right;align-self:center}
.player .more{grid-column:1/3;color:var(--dim);font-size:.9rem}
.player .more span+span::before{content:" · "}
.player.leader .total,.player.leader .name{color:var(--lead)}
.scroll{overflow-x:auto;-webkit-overflow-scrolling:touch;border:1px solid var(--line)}
table{border-collapse:collapse;min-width:100%}
th,td{padding:.3rem .5rem;text-align:right;border-bottom:1px solid var(--line);white-space:nowrap}
thead th{position:sticky;top:0;background:var(--bg)}
tbody th,tfoot th,thead th:first-child{position:sticky;left:0;background:var(--bg);text-align:left}
td b{display:block;font-size:1.15rem}
td small{display:block;color:var(--dim)}
td.doubled b{color:var(--red)}
td.closer b{text-decoration:underline}
tfoot td{font-size:1.3rem;font-weight:700}
tfoot tr.togo td{font-size:1rem;font-weight:400;color:var(--dim)}
footer{max-width:40rem;margin:0 auto;padding:.5rem .75rem 1.5rem;color:var(--dim);font-size:.85rem}
footer a{color:inherit}
#live.on::before{content:"● ";color:var(--lead)}
#live.off::before{content:"● ";color:var(--red)}
body.tv{font-size:2.2vh;line-height:1.15}
body.tv main,body.tv footer{max-width:none;padding:1.5vh 3vw}
body.tv h1{font-size:4vh;margin:0}
body.tv .meta{font-size:1.8vh}
body.tv .lead{font-size:4.2vh;margin:1vh 0}
body.tv .player{grid-template-columns:7vh 1fr auto;padding:.6vh 2vw}
body.tv .player .rank{grid-row:1/3;font-size:5.5vh;color:var(--dim);align-self:center}
body.tv .player .name{grid-column:2;font-size:5.5vh}
body.tv .player .total{font-size:8vh}
body.tv .player .more{grid-column:2;font-size:2.6vh}
"#;

/// The page's script: swap in each sheet the events bring, and fetch the
/// state every 10 s in case an event was missed.
const SCRIPT: &str = r#"
(function(){
var main=document.getElementById('sheet'),live=document.getElementById('live');
var tv=document.body.classList.contains('tv'),seen=null,source=null;
function put(html,title){main.innerHTML=html;if(title)document.title=title;}
function state(on){live.className=on?'on':'off';live.textContent=on?live.dataset.on:live.dataset.off;}
function connect(){
source=new EventSource('events');
source.addEventListener('sheet',function(e){var d=JSON.parse(e.data);put(tv?d.tv:d.page,d.title);seen=null;});
source.onopen=function(){state(true);};
source.onerror=function(){state(false);if(source.readyState===2){setTimeout(connect,5000);}};
}
function poll(){
fetch('state.json',{cache:'no-store'}).then(function(r){return r.ok?r.text():null;}).then(function(s){
if(s===null)return;
if(seen!==null&&s!==seen){
fetch(location.pathname,{cache:'no-store'}).then(function(r){return r.text();}).then(function(h){
var d=new DOMParser().parseFromString(h,'text/html'),m=d.getElementById('sheet');if(m)put(m.innerHTML,d.title);});
}
seen=s;}).catch(function(){});
}
connect();poll();setInterval(poll,10000);
})();
"#;

/// A whole page of `view` for `snapshot`, its style and script under `nonce`.
pub fn document(snapshot: &Snapshot, view: View, lang: Lang, nonce: &str) -> String {
    let (class, body, link, link_text) = match view {
        View::Phone => ("phone", &snapshot.page, "tv", t(lang, "serve-tv-link")),
        View::Tv => ("tv", &snapshot.tv, "./", t(lang, "serve-sheet-link")),
    };
    format!(
        "<!doctype html>\n<html lang=\"{code}\"><head><meta charset=\"utf-8\">\
<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\
<meta name=\"color-scheme\" content=\"light dark\"><meta name=\"referrer\" content=\"no-referrer\">\
<title>{title}</title><style nonce=\"{nonce}\">{STYLE}</style></head>\
<body class=\"{class}\"><main id=\"sheet\">{body}</main>\
<footer><span id=\"live\" class=\"off\" data-on=\"{on}\" data-off=\"{off}\">{off}</span> · <a href=\"{link}\">{link_text}</a></footer>\
<script nonce=\"{nonce}\">{SCRIPT}</script></body></html>\n",
        code = lang.code(),
        title = escape(&snapshot.title),
        on = escape(&t(lang, "serve-live")),
        off = escape(&t(lang, "serve-offline")),
        link_text = escape(&link_text),
    )
}

/// The answer to every path that is not a page: the same bytes for all.
pub fn not_found(lang: Lang) -> String {
    format!(
        "<!doctype html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\"><title>404</title></head><body><p>{}</p></body></html>\n",
        lang.code(),
        escape(&t(lang, "serve-not-found"))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_is_escaped() {
        assert_eq!(
            escape(r#"<script>alert("x")</script> & 'y'"#),
            "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;"
        );
    }

    #[test]
    fn chances_are_read_by_name_and_missing_ones_are_none() {
        let players = vec!["Anna".to_string(), "Bo".to_string()];
        let state = serde_json::json!({
            "chances": [{ "name": "Bo", "p_win": 0.26, "share": 0.25, "percent": 25 }]
        });
        let bo = Shown {
            share: 0.25,
            percent: 25,
        };
        assert_eq!(chances(&state, &players), vec![None, Some(bo)]);
        let none = serde_json::json!({ "chances": null });
        assert_eq!(chances(&none, &players), vec![None, None]);
    }
}
