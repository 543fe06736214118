//! The page and the TV view as HTML: the sheet `show` prints, for a phone
//! held in one hand, and the totals in type to read across a room. Every
//! text comes from the catalogs; the pages are written with `maud`, which
//! escapes every text put in them. The style and the few lines of script
//! are in the binary (nothing is fetched from elsewhere).
//!
//! A new page is a function returning the `<main>` of it as [`Markup`]
//! (`html!`; [`header`] for a game's heading), its CSS added to [`STYLE`],
//! put in [`layout`] as a [`Page`] (the head, the footer, the style and
//! its script under the answer's nonce).

use maud::{DOCTYPE, Markup, PreEscaped, Render, html};
use serde_json::{Value, json};

use super::event::LiveEvent;
use crate::i18n::{Lang, t};
use crate::render::chances::ShowState;
use crate::render::layout as text;
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

/// The game as the server shows it, rendered once per change, in every
/// language: each reader gets the views of theirs.
pub struct Snapshot {
    /// The game shown, if any.
    pub game: Option<GameId>,
    /// The game's state as `show --json` has it, the chances included.
    pub state: State,
    /// The views in every language, in the order of [`Lang::all`]: never empty.
    views: Vec<Views>,
}

/// The game as a reader of one language sees it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Views {
    /// The language of these views.
    pub lang: Lang,
    /// The phone page's sheet (inside `<main>`).
    pub page: String,
    /// The TV view's board (inside `<main>`).
    pub tv: String,
    /// The page's title.
    pub title: String,
}

/// What `state.json` says.
#[derive(Debug, Clone, PartialEq)]
pub enum State {
    /// The game's state as `show --json` has it, the chances included.
    Game(Box<ShowState>),
    /// No game to show: the one asked for, if one was (gone from the history).
    Missing(Option<GameId>),
}

impl State {
    /// `state.json`: the bytes `show --json` gives, its keys in alphabetical
    /// order at every level (as a `serde_json::Value` writes them); for no
    /// game, `{"game":null,"missing":ID}`.
    pub fn json(&self) -> String {
        let value = match self {
            State::Game(state) => serde_json::to_value(state).expect("a view serializes"),
            State::Missing(id) => json!({ "game": Value::Null, "missing": id }),
        };
        format!("{value}\n")
    }
}

impl Snapshot {
    /// A snapshot of `game` in `state`, its views rendered by `render` for
    /// every language.
    pub fn new(game: Option<GameId>, state: State, render: impl FnMut(Lang) -> Views) -> Snapshot {
        Snapshot {
            game,
            state,
            views: Lang::all().map(render).collect(),
        }
    }

    /// The views in `lang` (every language has them; else the first's).
    pub fn views(&self, lang: Lang) -> &Views {
        // Made from `Lang::all()`, English first: never empty.
        let views = self.views.iter().find(|v| v.lang == lang);
        views.unwrap_or(&self.views[0])
    }

    /// The `sheet` event in `lang`: both views' HTML, so one stream serves either.
    pub fn sheet_event(&self, lang: Lang) -> String {
        let views = self.views(lang);
        let sheet = LiveEvent::Sheet {
            game: self.game,
            page: views.page.clone(),
            title: views.title.clone(),
            tv: views.tv.clone(),
        };
        sheet.text()
    }
}

/// Each player's chance to win as the state has it (the share of the win
/// and its whole percent, the percents adding up to 100), in seat order;
/// `None` where the state has none.
fn chances(state: &ShowState, players: &[String]) -> Vec<Option<Shown>> {
    players
        .iter()
        .map(|name| {
            let c = state.chances.as_ref()?.iter().find(|c| c.name == *name)?;
            Some(Shown {
                share: c.share,
                percent: c.percent,
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

/// The game rendered for both views in every language, and its state.
pub fn snapshot(game: &StoredGame, standings: &Standings, state: ShowState) -> Snapshot {
    let chances = chances(&state, &game.players);
    Snapshot::new(Some(game.id), State::Game(Box::new(state)), |lang| Views {
        lang,
        page: phone(game, standings, &chances, lang).into_string(),
        tv: tv(game, standings, &chances, lang).into_string(),
        title: title(game, lang),
    })
}

/// What the pages show when there is no game to show (`why` says why, in
/// each language).
pub fn missing(id: Option<GameId>, why: impl Fn(Lang) -> String) -> Snapshot {
    Snapshot::new(None, State::Missing(id), |lang| {
        let body = html! { p.lead { (why(lang)) } }.into_string();
        Views {
            lang,
            page: body.clone(),
            tv: body,
            title: t(lang, "serve-title-none"),
        }
    })
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
fn lead(game: &StoredGame, standings: &Standings, lang: Lang) -> Markup {
    let lines = standing_lines(game, standings, lang);
    let class = if standings.over || game.final_totals.is_some() {
        "lead over"
    } else {
        "lead"
    };
    html! {
        @for (i, line) in lines.iter().enumerate() {
            p class=(if i == 0 { class } else { "next" }) { (line) }
        }
    }
}

/// One player's line of the standings: name, total, what is left, chance.
fn player_line(
    game: &StoredGame,
    standings: &Standings,
    seat: usize,
    chance: Option<Shown>,
    lang: Lang,
    rank: Option<usize>,
) -> Markup {
    let total = standings.totals[seat];
    let leader = standings.leaders.contains(&seat) && !game.players.is_empty();
    let left = to_go(game, standings, total, lang);
    let chance = chance.map(|p| {
        tr!(
            lang,
            "serve-chance",
            percent = crate::render::chances::shown(lang, p)
        )
    });
    html! {
        li.player.leader[leader] data-seat=(seat) {
            @if let Some(rank) = rank { span.rank { (rank) } }
            span.name { (game.players[seat]) }
            span.total { (total) }
            @if left.is_some() || chance.is_some() {
                span.more {
                    @if let Some(left) = &left { span.togo { (left) } }
                    @if let Some(chance) = &chance { span.chance { (chance) } }
                }
            }
        }
    }
}

/// The heading of both views: the title, and the game's line from `show`.
fn header(game: &StoredGame, lang: Lang) -> Markup {
    // The heading names the game's number already: the name, if any, above it.
    let name = game.name.as_deref().unwrap_or("Skyjo");
    html! {
        header {
            h1 { (name) }
            p.meta { (heading(game, lang)) }
            @if let Some(note) = &game.note { p.note { (tr!(lang, "sheet-note", note = note)) } }
            @if game.abandoned { p.note { (t(lang, "sheet-abandoned")) } }
            @if game.final_totals.is_some() { p.note { (t(lang, "sheet-totals-only")) } }
        }
    }
}

/// How many columns of names a phone's sheet has room for, all players
/// together, at 390 px: a name is shortened (with `…`, as the terminal's
/// sheet shortens them) to its share of them, never below [`PHONE_NAME`],
/// and given in full under the sheet. Eight players keep 4 columns each.
const PHONE_NAMES: usize = 32;

/// The fewest columns a shortened name keeps, its `…` included.
const PHONE_NAME: usize = 4;

/// From this many players a phone's sheet has its names in smaller type.
const MANY: usize = 6;

/// The phone page's sheet: the standings, then the rounds as `show` has them.
fn phone(
    game: &StoredGame,
    standings: &Standings,
    chances: &[Option<Shown>],
    lang: Lang,
) -> Markup {
    let rows = html! {
        (header(game, lang))
        (lead(game, standings, lang))
        section {
            h2 { (t(lang, "serve-standings")) }
            ol.totals {
                @for (seat, chance) in chances.iter().enumerate() {
                    (player_line(game, standings, seat, *chance, lang, None))
                }
            }
        }
    };
    if game.rounds.is_empty() {
        return html! {
            (rows)
            @if game.final_totals.is_none() { p.legend { (t(lang, "serve-no-rounds")) } }
        };
    }
    let short: Vec<String> = game
        .players
        .iter()
        .map(|n| text::shorten(n, (PHONE_NAMES / game.players.len().max(1)).max(PHONE_NAME)))
        .collect();
    let in_full: Vec<String> = short
        .iter()
        .zip(&game.players)
        .filter(|(short, full)| short != full)
        // Each pair kept on one line.
        .map(|(short, full)| format!("{short} = {full}").replace(' ', "\u{a0}"))
        .collect();
    let target = match (game.rules.end, &game.final_totals) {
        // A game over has nothing to go.
        (GameEnd::Target(target), None) if !standings.over => Some(target),
        _ => None,
    };
    html! {
        (rows)
        section {
            h2 { (t(lang, "serve-sheet")) }
            // Six players or more: the names in smaller type, to fit 390 px.
            div.scroll { table.sheet.many[game.players.len() >= MANY] {
                thead { tr {
                    th { (t(lang, "sheet-round")) }
                    @for (name, short) in game.players.iter().zip(&short) {
                        // A phone shows the short name; the full one stays for screen readers.
                        th title=(name) {
                            @if short == name {
                                (name)
                            } @else {
                                span.full { (name) }
                                span.short aria-hidden="true" { (short) }
                            }
                        }
                    }
                } }
                tbody {
                    @for (round, running) in game.rounds.iter().zip(&standings.running) {
                        tr {
                            th { (round.number) }
                            @for (seat, p) in round.players.iter().enumerate() {
                                @let closer = seat == round.closer;
                                td.closer[closer].doubled[p.doubled] {
                                    b {
                                        // A phone shows the doubled score alone, marked x2.
                                        @if p.doubled {
                                            span.raw { (p.raw) " x2 = " }
                                        }
                                        (p.score)
                                        @if closer { "*" }
                                        @if p.doubled { span.x2 aria-hidden="true" { "x2" } }
                                    }
                                    small { (running[seat]) }
                                }
                            }
                        }
                    }
                }
                tfoot {
                    tr {
                        th { (t(lang, "sheet-total")) }
                        @for total in &standings.totals { td { (total) } }
                    }
                    @if let Some(target) = target {
                        tr.togo {
                            th { (tr!(lang, "sheet-to-go", target = target)) }
                            @for total in &standings.totals { td { ((target - total).max(0)) } }
                        }
                    }
                }
            } }
            @if !in_full.is_empty() {
                p.legend.key { (tr!(lang, "sheet-names-in-full", names = in_full.join(", "))) }
            }
            p.legend { (t(lang, crate::render::sheet::legend_id(&game.rules))) }
        }
    }
}

/// The TV view's board: the players from the lowest total up, in large type.
fn tv(game: &StoredGame, standings: &Standings, chances: &[Option<Shown>], lang: Lang) -> Markup {
    let mut seats: Vec<usize> = (0..game.players.len()).collect();
    seats.sort_by_key(|&s| (standings.totals[s], s));
    let mut ranked = Vec::new();
    let mut rank = 0;
    for (i, &seat) in seats.iter().enumerate() {
        // Equal totals share a place.
        if i == 0 || standings.totals[seat] != standings.totals[seats[i - 1]] {
            rank = i + 1;
        }
        ranked.push((seat, rank));
    }
    html! {
        (header(game, lang))
        (lead(game, standings, lang))
        ol.board {
            @for (seat, rank) in ranked {
                (player_line(game, standings, seat, chances[seat], lang, Some(rank)))
            }
        }
    }
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
.sheet .short,.sheet .x2,.key{display:none}
td.doubled{position:relative}
thead th{position:sticky;top:0;background:var(--bg)}
tbody th,tfoot th,thead th:first-child{position:sticky;left:0;background:var(--bg);text-align:left}
td b{display:block;font-size:1.15rem}
td small{display:block;color:var(--dim)}
td.doubled b{color:var(--red)}
td.closer b{text-decoration:underline}
tfoot td{font-size:1.3rem;font-weight:700}
tfoot tr.togo td{font-size:1rem;font-weight:400;color:var(--dim)}
footer{max-width:40rem;margin:0 auto;padding:.5rem .75rem 1.5rem;color:var(--dim);font-size:.85rem}
footer a{color:inherit;display:inline-block;min-width:44px;min-height:44px;line-height:44px;padding:0 .4rem}
#live.on::before{content:"● ";color:var(--lead)}
#live.off::before{content:"● ";color:var(--red)}
@media (max-width:30rem){
.sheet{table-layout:fixed;width:100%}
main{padding:.75rem .5rem}
.sheet thead tr th:first-child{width:3.3rem;font-weight:700;font-size:.7rem}
.sheet th,.sheet td{padding:.3rem .1rem}
.sheet thead th{position:static;font-size:.85rem}
.sheet.many thead th{font-size:.75rem;font-weight:400}
.sheet .short{display:inline}
.sheet .full{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.sheet td b{font-size:.9rem}
.sheet .raw{display:none}
.sheet .x2{display:block;position:absolute;top:0;right:.1rem;font-size:.6rem;font-weight:400;line-height:1.1;text-decoration:none}
.sheet tfoot td{font-size:1.05rem}
.sheet tfoot th{white-space:normal;font-size:.7rem}
.sheet tfoot tr.togo th{font-size:.7rem}
.key{display:block}
}
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
document.dispatchEvent(new CustomEvent('skyjo-events',{detail:source}));
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

/// The first tag of every page's head, ours whole (as its CSS and script).
const META: &str = "<meta charset=\"utf-8\">";

/// The rest of a page's meta tags: a phone's width, dark or light as the
/// phone is set, and the referrer policy (the token is in the path).
const PAGE_META: &str = "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\
<meta name=\"color-scheme\" content=\"light dark\">\
<meta name=\"referrer\" content=\"no-referrer\">";

/// What a page of the server has besides the shared head and footer.
pub struct Page<'a, M: Render> {
    /// The `<title>`.
    pub title: &'a str,
    /// The body's class (`phone`, `tv`): the style's rules for the page.
    pub class: &'a str,
    /// What goes in `<main id="sheet">`: a template's [`Markup`], or
    /// `PreEscaped` of one rendered before (a snapshot's sheet).
    pub main: M,
    /// The footer's link: its path and its words.
    pub link: (&'a str, &'a str),
    /// The page's script, ours whole (no text of a reader's in it).
    pub script: &'static str,
    /// With `serve --entry`, on the phone page: the entry panel above the
    /// sheet, in this language (the reader's), with its style and script.
    pub entry: Option<Lang>,
}

/// A whole page of the server: the head (the title, [`STYLE`] under
/// `nonce`), the page's `main` as `<main id="sheet">`, the footer (the live
/// mark and the page's link), then its script under `nonce`; with the entry
/// panel, it before `main`, its style after [`STYLE`] and its script first.
pub fn layout<M: Render>(lang: Lang, nonce: &str, page: Page<'_, M>) -> String {
    let Page {
        title,
        class,
        main,
        link,
        script,
        entry,
    } = page;
    let off = t(lang, "serve-offline");
    let page = html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                (PreEscaped(META))
                (PreEscaped(PAGE_META))
                title { (title) }
                style nonce=(nonce) {
                    (PreEscaped(STYLE))
                    @if entry.is_some() { (PreEscaped(super::entry::STYLE)) }
                }
            }
            body class=(class) {
                @if let Some(reader) = entry { (super::entry::panel(reader)) }
                main #sheet { (main) }
                footer {
                    span #live .off data-on=(t(lang, "serve-live")) data-off=(off) { (off) }
                    " · "
                    a href=(link.0) { (link.1) }
                }
                // The panel's script first: it takes the event stream the page's makes.
                @if entry.is_some() { script nonce=(nonce) { (PreEscaped(super::entry::SCRIPT)) } }
                script nonce=(nonce) { (PreEscaped(script)) }
            }
        }
    };
    let mut out = page.into_string();
    out.push('\n');
    out
}

/// A whole page of `view` for `snapshot` in `lang` (the reader's), its
/// style and script under `nonce`; with `entry` (`serve --entry`), the
/// phone page has the entry panel above the sheet.
pub fn document(snapshot: &Snapshot, view: View, lang: Lang, nonce: &str, entry: bool) -> String {
    let views = snapshot.views(lang);
    let (class, body, link, link_text) = match view {
        View::Phone => ("phone", &views.page, "tv", t(lang, "serve-tv-link")),
        View::Tv => ("tv", &views.tv, "./", t(lang, "serve-sheet-link")),
    };
    // The sheet is markup of ours, made by `phone` or `tv` with every text escaped.
    let page = Page {
        title: &views.title,
        class,
        main: PreEscaped(body.as_str()),
        link: (link, &link_text),
        script: SCRIPT,
        entry: (entry && view == View::Phone).then_some(lang),
    };
    layout(lang, nonce, page)
}

/// The answer to every path that is not a page: the same bytes for all.
pub fn not_found(lang: Lang) -> String {
    let page = html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head { (PreEscaped(META)) title { "404" } }
            body { p { (t(lang, "serve-not-found")) } }
        }
    };
    let mut out = page.into_string();
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::chances::{ChanceJson, WithChances};
    use crate::render::view::ShowView;

    fn game(players: &[String]) -> StoredGame {
        StoredGame {
            id: 1,
            uid: "g".into(),
            played_at: chrono::Utc::now(),
            rules: crate::rules::Rules::default(),
            players: players.to_vec(),
            rounds: Vec::new(),
            name: None,
            note: None,
            abandoned: false,
            final_totals: None,
        }
    }

    #[test]
    fn a_snapshot_has_both_views_in_every_language_and_a_page_is_the_reader_s() {
        let game = game(&["Anna".to_string(), "Bo".to_string()]);
        let standings = game.standings();
        let state = WithChances {
            view: ShowView::of(&game, &standings),
            chances: None,
        };
        let snapshot = snapshot(&game, &standings, state);
        for (code, standings, title, tv_link) in [
            ("en", "Standings", "Skyjo · game 1", "TV view"),
            ("sv", "Ställning", "Skyjo · parti 1", "TV-vy"),
            ("da", "Stilling", "Skyjo · spil 1", "TV-visning"),
        ] {
            let lang = Lang::from_code(code).unwrap();
            let views = snapshot.views(lang);
            assert_eq!(views.lang, lang);
            assert!(views.page.contains(standings), "{code}: {}", views.page);
            assert!(views.tv.contains("Anna"), "{code}");
            assert_eq!(views.title, title);
            let page = document(&snapshot, View::Phone, lang, "n", false);
            assert!(page.contains(&format!("<html lang=\"{code}\">")), "{code}");
            assert!(page.contains(&format!("<title>{title}</title>")), "{code}");
            assert!(page.contains(standings) && page.contains(tv_link), "{code}");
            let event = snapshot.sheet_event(lang);
            assert!(event.starts_with("event: sheet\ndata: {"));
            assert!(event.contains(standings), "{code}");
        }
    }

    #[test]
    fn chances_are_read_by_name_and_missing_ones_are_none() {
        let players = vec!["Anna".to_string(), "Bo".to_string()];
        let game = game(&players);
        let view = ShowView::of(&game, &game.standings());
        let bo = ChanceJson {
            name: "Bo".into(),
            p_win: 0.26,
            share: 0.25,
            percent: 25,
        };
        let state = WithChances {
            view: view.clone(),
            chances: Some(vec![bo]),
        };
        let shown = Shown {
            share: 0.25,
            percent: 25,
        };
        assert_eq!(chances(&state, &players), vec![None, Some(shown)]);
        let none = WithChances {
            view,
            chances: None,
        };
        assert_eq!(chances(&none, &players), vec![None, None]);
    }
}
