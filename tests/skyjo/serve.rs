//! `skyjo serve` through the real binary on 127.0.0.1 with a free port: the
//! page and its state behind the token, 404 for everything else, the
//! security headers, the limits, rounds from a second `skyjo` process on an
//! open event stream, Ctrl-C; and the page and the TV view in headless
//! Chromium (skipped without it, as the report's tests are, except in CI; a
//! long test, which a plain `cargo test` leaves out and `.ci/run` runs).

use crate::common;
use crate::common::{History, skyjo};

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

/// A running `skyjo serve` on 127.0.0.1, stopped with Ctrl-C when dropped.
struct Server {
    child: Child,
    /// The page a phone opens: with `--entry`, the entry link.
    url: String,
    /// The read-only link.
    read_url: String,
    addr: SocketAddr,
}

impl Server {
    fn start(h: &History, extra: &[&str]) -> Server {
        let (child, links) = common::start_serve(&h.path, extra, Stdio::piped());
        let url = links.phone().to_string();
        let authority = url.trim_start_matches("http://").split('/').next().unwrap();
        Server {
            addr: authority.parse().unwrap(),
            url,
            read_url: links.url,
            child,
        }
    }

    /// The path of the page, `/t/<token>/` (with `--entry`, the entry link's).
    fn base(&self) -> String {
        let path = &self.url[self.url.find("/t/").unwrap()..];
        path.to_string()
    }

    /// The path of the read-only link.
    fn read_base(&self) -> String {
        let path = &self.read_url[self.read_url.find("/t/").unwrap()..];
        path.to_string()
    }

    fn get(&self, path: &str) -> Response {
        request(
            self.addr,
            &format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
        )
    }

    /// Ctrl-C; the exit code.
    #[cfg(unix)]
    fn interrupt(&mut self) -> Option<i32> {
        interrupt(&mut self.child)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if self.child.try_wait().ok().flatten().is_none() {
            let _ = interrupt(&mut self.child);
        }
    }
}

#[cfg(unix)]
fn interrupt(child: &mut Child) -> Option<i32> {
    // Ctrl-C as a terminal sends it: SIGINT to our own child, by kill(1).
    std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .ok()?;
    // It stops within a second or two; the deadline only ends a test whose
    // server never stops, and is far off for a machine under load.
    let deadline = Instant::now() + Duration::from_secs(20);
    while Instant::now() < deadline {
        if let Some(status) = child.try_wait().unwrap() {
            return status.code();
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    None
}

#[cfg(not(unix))]
fn interrupt(child: &mut Child) -> Option<i32> {
    let _ = child.kill();
    child.wait().ok().and_then(|s| s.code())
}

struct Response {
    status: u16,
    head: String,
    body: String,
}

impl Response {
    fn header(&self, name: &str) -> Option<&str> {
        self.head.lines().find_map(|l| {
            let (n, v) = l.split_once(':')?;
            n.eq_ignore_ascii_case(name).then_some(v.trim())
        })
    }
}

/// Sends `raw` and reads the whole answer (the server closes after it).
fn request(addr: SocketAddr, raw: &str) -> Response {
    request_within(addr, raw, Duration::from_secs(10))
}

/// Sends `raw` and reads the whole answer, waiting at most `wait` for each read.
fn request_within(addr: SocketAddr, raw: &str, wait: Duration) -> Response {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream.set_read_timeout(Some(wait)).unwrap();
    stream.write_all(raw.as_bytes()).unwrap();
    let mut bytes = Vec::new();
    stream.read_to_end(&mut bytes).unwrap();
    parse_response(&String::from_utf8(bytes).unwrap())
}

fn parse_response(text: &str) -> Response {
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((text, ""));
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    Response {
        status,
        head: head.to_string(),
        body: body.to_string(),
    }
}

/// An open event stream, read event by event.
struct Events {
    reader: BufReader<TcpStream>,
}

/// One Server-Sent Event.
#[derive(Debug)]
struct Event {
    id: Option<u64>,
    kind: String,
    data: String,
}

impl Events {
    fn open(server: &Server) -> Events {
        let mut stream = TcpStream::connect(server.addr).unwrap();
        let path = format!("{}events", server.base());
        write!(
            stream,
            "GET {path} HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n"
        )
        .unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        let mut reader = BufReader::new(stream);
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        assert!(line.starts_with("HTTP/1.1 200"), "{line}");
        loop {
            line.clear();
            reader.read_line(&mut line).unwrap();
            if line == "\r\n" {
                break;
            }
        }
        Events { reader }
    }

    /// The next event (comments and `retry` skipped); `None` at the end of the stream.
    fn next(&mut self) -> Option<Event> {
        let mut event = Event {
            id: None,
            kind: String::new(),
            data: String::new(),
        };
        let mut line = String::new();
        loop {
            line.clear();
            if self.reader.read_line(&mut line).ok()? == 0 {
                return None;
            }
            let line = line.trim_end_matches('\n');
            if line.is_empty() {
                if !event.kind.is_empty() {
                    return Some(event);
                }
                continue;
            }
            if let Some(v) = line.strip_prefix("id: ") {
                event.id = v.parse().ok();
            } else if let Some(v) = line.strip_prefix("event: ") {
                event.kind = v.to_string();
            } else if let Some(v) = line.strip_prefix("data: ") {
                event.data.push_str(v);
            }
        }
    }

    /// The next event of `kind`, skipping others.
    fn next_of(&mut self, kind: &str) -> Event {
        loop {
            let event = self.next().expect("the stream ended");
            if event.kind == kind {
                return event;
            }
        }
    }

    /// The next sheet with the chances to win on it: a change of the game
    /// sends its sheet at once, and again once the chances are worked out.
    fn next_sheet_with_chances(&mut self) -> Event {
        loop {
            let sheet = self.next_of("sheet");
            let data: Value = serde_json::from_str(&sheet.data).unwrap();
            if data["page"].as_str().unwrap().contains("class=\"chance\"") {
                return sheet;
            }
        }
    }

    fn timeout(&self, t: Duration) {
        self.reader.get_ref().set_read_timeout(Some(t)).unwrap();
    }
}

/// `show --json` of the current game.
fn show_json(h: &History) -> Value {
    h.json(&["show"])
}

/// `state.json` is `show --json` of the game, value for value.
fn assert_state_is_show(server: &Server, h: &History) {
    let state = server.get(&format!("{}state.json", server.base()));
    assert_eq!(state.status, 200);
    assert_eq!(state.header("Content-Type"), Some("application/json"));
    let state: Value = serde_json::from_str(&state.body).unwrap();
    assert_eq!(state, show_json(h));
}

fn game_with_rounds() -> History {
    let h = History::with_game();
    h.ok(&[
        "round",
        "--closer",
        "Anna",
        "Anna=5",
        "Bertil=20",
        "Cecilia=12",
    ]);
    h.ok(&[
        "round",
        "--closer",
        "Bertil",
        "Anna=3",
        "Bertil=30",
        "Cecilia=-2",
    ]);
    h
}

const HEADERS: [(&str, &str); 3] = [
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
    ("Cache-Control", "no-store"),
];

#[test]
fn the_page_and_the_state_are_served_with_the_token() {
    let h = game_with_rounds();
    let server = Server::start(&h, &[]);
    assert!(server.url.starts_with("http://127.0.0.1:"));
    let token = server.base()[3..].trim_end_matches('/').to_string();
    assert_eq!(token.len(), 32);
    assert!(token.bytes().all(|b| b.is_ascii_hexdigit()));

    let page = server.get(&server.base());
    assert_eq!(page.status, 200);
    assert_eq!(
        page.header("Content-Type"),
        Some("text/html; charset=utf-8")
    );
    // Each player's total as `show --json` has it, in the page.
    let show = show_json(&h);
    for t in show["totals"].as_array().unwrap() {
        let line = format!(
            "<span class=\"name\">{}</span><span class=\"total\">{}</span>",
            t["name"].as_str().unwrap(),
            t["total"]
        );
        assert!(page.body.contains(&line), "{line}");
    }
    // Bertil closed round 2 with 30, not the lowest: doubled (a phone shows
    // 60 marked x2, a wider screen 30 x2 = 60).
    assert!(page.body.contains(
        "<td class=\"closer doubled\"><b><span class=\"raw\">30 x2 = </span>60*\
         <span class=\"x2\" aria-hidden=\"true\">x2</span></b><small>80</small></td>"
    ));
    assert!(page.body.contains("Leader: Anna with 8."));
    assert!(page.body.contains("92 to go"));
    // The chances to win, each as `show --json` has it, on the page and the TV view.
    let chances = show["chances"]
        .as_array()
        .expect("a game in progress has chances");
    assert_eq!(chances.len(), 3);
    assert_eq!(page.body.matches("<span class=\"chance\">").count(), 3);
    for c in chances {
        // Whole percents, as `show` words them ("under 1%" for a share
        // that rounds to 0).
        let percent = c["percent"].as_f64().unwrap() / 100.0;
        let p = if percent == 0.0 && c["share"].as_f64().unwrap() > 0.0 {
            "under 1%".to_string()
        } else {
            skyjo::i18n::percent_digits(skyjo::i18n::Lang::EN, percent, 0)
        };
        assert!(page.body.contains(&format!("{p} to win")), "{p}");
    }
    // Nothing from elsewhere: no address but its own routes.
    assert!(!page.body.contains("http://") && !page.body.contains("https://"));
    assert_state_is_show(&server, &h);

    let tv = server.get(&format!("{}tv", server.base()));
    assert_eq!(tv.status, 200);
    assert!(tv.body.contains("<body class=\"tv\">"));
    // The TV view ranks the players: Cecilia (10) is second after Anna (8).
    let anna = tv.body.find(">Anna<").unwrap();
    let cecilia = tv.body.find(">Cecilia<").unwrap();
    let bertil = tv.body.find(">Bertil<").unwrap();
    assert!(anna < cecilia && cecilia < bertil);

    // Without the slash: to the page's own address.
    let bare = server.get(server.base().trim_end_matches('/'));
    assert_eq!(bare.status, 308);
    assert_eq!(bare.header("Location"), Some(server.base().as_str()));
}

#[test]
fn without_the_right_token_every_path_is_the_same_404() {
    let h = game_with_rounds();
    let server = Server::start(&h, &[]);
    let base = server.base();
    let token = base[3..].trim_end_matches('/').to_string();
    let mut wrong = token.clone().into_bytes();
    wrong[31] = if wrong[31] == b'0' { b'1' } else { b'0' };
    let wrong = String::from_utf8(wrong).unwrap();
    let paths = [
        "/".to_string(),
        "/t/".to_string(),
        "/favicon.ico".to_string(),
        format!("/t/{wrong}/"),
        format!("/t/{wrong}/state.json"),
        format!("/t/{wrong}/events"),
        format!("/t/{}/", &token[..31]),
        format!("/t/{token}0/"),
        format!("/t/{}/", token.to_uppercase()),
        format!("{base}../"),
        format!("{base}../../etc/passwd"),
        format!("{base}%2e%2e/state.json"),
        format!("{base}tv/../state.json"),
        format!("/t/../t/{token}/"),
        format!("{base}nope"),
        format!("{base}state.json/"),
    ];
    let first = server.get(&paths[0]);
    assert_eq!(first.status, 404);
    for path in &paths {
        let r = server.get(path);
        assert_eq!(r.status, 404, "{path}");
        assert_eq!(r.body, first.body, "{path}");
        for (name, value) in HEADERS {
            assert_eq!(r.header(name), Some(value), "{path} {name}");
        }
        assert!(!r.body.contains(&token));
    }
    // Not a path at all (no leading slash): a bad request, the token not in it.
    let bare = server.get(&format!("{token}/"));
    assert_eq!(bare.status, 400);
    assert!(!bare.body.contains(&token));
    // A wrong token with another method is the same 404; the right one is read-only.
    let post = request(
        server.addr,
        &format!("POST /t/{wrong}/ HTTP/1.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"),
    );
    assert_eq!(post.status, 404);
    let post = request(
        server.addr,
        &format!("POST {base} HTTP/1.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"),
    );
    assert_eq!(post.status, 405);
    assert_eq!(post.header("Allow"), Some("GET, HEAD"));
}

#[test]
fn every_answer_carries_the_security_headers() {
    let h = game_with_rounds();
    let server = Server::start(&h, &[]);
    let base = server.base();
    for path in [
        base.clone(),
        format!("{base}tv"),
        format!("{base}state.json"),
    ] {
        let r = server.get(&path);
        assert_eq!(r.status, 200, "{path}");
        for (name, value) in HEADERS {
            assert_eq!(r.header(name), Some(value), "{path} {name}");
        }
        let csp = r.header("Content-Security-Policy").unwrap();
        assert!(csp.starts_with("default-src 'none'"), "{csp}");
        assert!(csp.contains("frame-ancestors 'none'"), "{csp}");
        assert!(!csp.contains("unsafe"), "{csp}");
    }
    // The page's style and script run by a nonce new at each answer, and the
    // page has no other script.
    let page = server.get(&base);
    let csp = page.header("Content-Security-Policy").unwrap().to_string();
    let nonce = csp
        .split("'nonce-")
        .nth(1)
        .unwrap()
        .split('\'')
        .next()
        .unwrap();
    assert!(csp.contains(&format!("script-src 'nonce-{nonce}'")));
    assert!(csp.contains(&format!("style-src 'nonce-{nonce}'")));
    assert!(csp.contains("connect-src 'self'"));
    assert_eq!(page.body.matches("<script").count(), 1);
    assert!(page.body.contains(&format!("<script nonce=\"{nonce}\">")));
    let again = server.get(&base);
    assert_ne!(again.header("Content-Security-Policy").unwrap(), csp);
    // The event stream too.
    let mut stream = TcpStream::connect(server.addr).unwrap();
    write!(stream, "GET {base}events HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    let mut head = Vec::new();
    let mut byte = [0u8];
    while !head.ends_with(b"\r\n\r\n") {
        stream.read_exact(&mut byte).unwrap();
        head.push(byte[0]);
    }
    let r = parse_response(&String::from_utf8(head).unwrap());
    assert_eq!(
        r.header("Content-Type"),
        Some("text/event-stream; charset=utf-8")
    );
    for (name, value) in HEADERS {
        assert_eq!(r.header(name), Some(value), "events {name}");
    }
}

#[test]
fn a_round_recorded_by_another_process_reaches_an_open_stream_within_2_s() {
    let h = game_with_rounds();
    let server = Server::start(&h, &[]);
    let mut events = Events::open(&server);
    let first = events.next_of("sheet");
    assert!(first.data.contains("Leader: Anna with 8."));
    events.timeout(Duration::from_secs(2));
    h.ok(&[
        "round",
        "--closer",
        "Cecilia",
        "Anna=10",
        "Bertil=4",
        "Cecilia=1",
    ]);
    let recorded = Instant::now();
    let round = events.next_of("round");
    assert!(recorded.elapsed() < Duration::from_secs(2));
    let data: Value = serde_json::from_str(&round.data).unwrap();
    assert_eq!(data["round"], 3);
    assert_eq!(data["closer"], "Cecilia");
    let show = show_json(&h);
    assert_eq!(data["players"], show["rounds"][2]["players"]);
    let sheet: Value = serde_json::from_str(&events.next_of("sheet").data).unwrap();
    assert!(sheet["page"].as_str().unwrap().contains("<th>3</th>"));
    assert!(round.id.is_some());
}

#[test]
fn the_state_follows_undo_and_edit() {
    let h = game_with_rounds();
    let server = Server::start(&h, &[]);
    let mut events = Events::open(&server);
    events.next_of("sheet");
    // Edit round 1: Anna's 5 becomes 9; round 1 and the later round 2 follow.
    h.ok(&["edit", "1", "1", "Anna=9"]);
    let one: Value = serde_json::from_str(&events.next_of("round").data).unwrap();
    let two: Value = serde_json::from_str(&events.next_of("round").data).unwrap();
    assert_eq!(
        (one["round"].as_u64(), two["round"].as_u64()),
        (Some(1), Some(2))
    );
    assert_eq!(two["players"][0]["total"], 12);
    events.next_sheet_with_chances();
    assert_state_is_show(&server, &h);
    h.ok(&["undo", "--yes"]);
    let undo: Value = serde_json::from_str(&events.next_of("undo").data).unwrap();
    assert_eq!(undo["rounds"], 1);
    events.next_sheet_with_chances();
    assert_state_is_show(&server, &h);
    let state: Value =
        serde_json::from_str(&server.get(&format!("{}state.json", server.base())).body).unwrap();
    assert_eq!(state["rounds"].as_array().unwrap().len(), 1);
    assert_eq!(state["totals"][0]["total"], 9);
}

#[test]
fn names_and_notes_are_text_in_the_page() {
    let h = History::new();
    let name = "<script>x()</script>";
    h.ok(&["new", name, "Bo & \"Lo\"", "O'Neil"]);
    h.ok(&["note", "1", "<img src=x onerror=alert(2)>"]);
    h.ok(&[
        "round",
        "--closer",
        "Bo & \"Lo\"",
        &format!("{name}=4"),
        "Bo & \"Lo\"=2",
        "O'Neil=9",
    ]);
    let server = Server::start(&h, &[]);
    let page = server.get(&server.base());
    assert_eq!(page.status, 200);
    assert!(page.body.contains("&lt;script&gt;x()&lt;/script&gt;"));
    assert!(page.body.contains("Bo &amp; &quot;Lo&quot;"));
    assert!(page.body.contains(">O'Neil<"));
    assert!(page.body.contains("&lt;img src=x onerror=alert(2)&gt;"));
    assert!(!page.body.contains("<img"));
    assert_eq!(page.body.matches("<script").count(), 1);
    // The same in the sheet an event carries.
    let mut events = Events::open(&server);
    let sheet: Value = serde_json::from_str(&events.next_of("sheet").data).unwrap();
    let html = sheet["page"].as_str().unwrap();
    assert!(html.contains("&lt;script&gt;") && !html.contains("<script"));
    assert!(!sheet["tv"].as_str().unwrap().contains("<script"));
}

#[test]
fn the_page_speaks_swedish_and_danish() {
    let h = game_with_rounds();
    for (lang, words) in [
        (
            "sv",
            [
                "Ställning",
                "Protokoll",
                "I ledning",
                "kvar",
                "Kvar till 100",
            ],
        ),
        (
            "da",
            [
                "Stilling",
                "Scoreblok",
                "Fører",
                "tilbage",
                "Tilbage til 100",
            ],
        ),
    ] {
        let server = Server::start(&h, &["--lang", lang]);
        let page = server.get(&server.base());
        assert!(page.body.contains(&format!("<html lang=\"{lang}\">")));
        for word in words {
            assert!(page.body.contains(word), "{lang}: {word}");
        }
        let tv = server.get(&format!("{}tv", server.base()));
        assert!(tv.body.contains(words[3]), "{lang} tv");
        let missing = server.get("/nope");
        assert!(
            !missing.body.contains("Not found"),
            "{lang}: {}",
            missing.body
        );
    }
}

/// Each reader gets the page in their phone's language, whatever serve's is:
/// the page, the TV view and the sheet its event stream sends after a round.
#[test]
fn each_reader_gets_the_sheet_in_their_language() {
    let h = game_with_rounds();
    let server = Server::start(&h, &["--lang", "en"]);
    let get = |path: &str, accept: &str| {
        request(
            server.addr,
            &format!(
                "GET {}{path} HTTP/1.1\r\nHost: x\r\nAccept-Language: {accept}\r\nConnection: close\r\n\r\n",
                server.base()
            ),
        )
    };
    let page = get("", "sv-SE,sv;q=0.9,en;q=0.5");
    assert_eq!(page.status, 200);
    assert!(page.body.contains("<html lang=\"sv\">"), "{}", page.body);
    for word in [
        "Ställning",
        "Protokoll",
        "I ledning",
        "Kvar till 100",
        "TV-vy",
    ] {
        assert!(page.body.contains(word), "sv: {word}");
    }
    assert!(!page.body.contains("Standings"));
    let tv = get("tv", "sv");
    assert!(tv.body.contains("<html lang=\"sv\">") && tv.body.contains("kvar"));
    let page = get("", "fr-FR,fr;q=0.9");
    assert!(page.body.contains("<html lang=\"fr\">") && !page.body.contains("Standings"));
    // No catalog of the reader's: serve's language.
    let page = get("", "fi-FI,fi;q=0.9");
    assert!(page.body.contains("<html lang=\"en\">") && page.body.contains("Standings"));

    let open = |extra: &str| Events::on(TcpStream::connect(server.addr).unwrap(), &server, extra);
    let mut danish = open("Accept-Language: da\r\n");
    let mut plain = open("");
    let first: Value = serde_json::from_str(&danish.next_of("sheet").data).unwrap();
    assert!(first["page"].as_str().unwrap().contains("Stilling"));
    plain.next_of("sheet");
    h.ok(&[
        "round",
        "--closer",
        "Cecilia",
        "Anna=10",
        "Bertil=4",
        "Cecilia=1",
    ]);
    let round = danish.next_of("round");
    // The sheet with the chances: the last of the round's, which a
    // reconnect gets again.
    let sheet = danish.next_sheet_with_chances();
    let data: Value = serde_json::from_str(&sheet.data).unwrap();
    let html = data["page"].as_str().unwrap();
    assert!(html.contains("<th>3</th>"), "{html}");
    for word in ["Stilling", "Scoreblok", "Fører"] {
        assert!(html.contains(word), "da: {word}");
    }
    assert!(data["tv"].as_str().unwrap().contains("tilbage"));
    let plain_round = plain.next_of("round");
    let plain_sheet = plain.next_sheet_with_chances();
    let data: Value = serde_json::from_str(&plain_sheet.data).unwrap();
    let html = data["page"].as_str().unwrap();
    assert!(
        html.contains("<th>3</th>") && html.contains("Standings"),
        "{html}"
    );
    assert!(!html.contains("Stilling"));
    // The same events under the same ids: the round alike, the sheet each one's.
    assert_eq!((round.id, &round.data), (plain_round.id, &plain_round.data));
    assert_eq!(sheet.id, plain_sheet.id);
    // A reconnect after the round gets its sheet again, in its language.
    let mut again = open(&format!(
        "Accept-Language: da\r\nLast-Event-ID: {}\r\n",
        round.id.unwrap()
    ));
    let replayed = again.next_of("sheet");
    assert_eq!((replayed.id, &replayed.data), (sheet.id, &sheet.data));
}

/// The chances on the page and the TV view, and in the state, add up to
/// exactly 100 in every language: four players before any round showed 25%,
/// 26%, 25%, 26% (102%) on the phones.
#[test]
fn the_chances_on_the_page_add_up_to_100_in_every_language() {
    let h = History::new();
    h.ok(&["new", "Mormor", "Lisa", "Pelle", "Søren"]);
    let percents = |body: &str| -> Vec<u32> {
        body.split("<span class=\"chance\">")
            .skip(1)
            .map(|rest| {
                let text = &rest[..rest.find("</span>").unwrap()];
                if text.starts_with("under") {
                    return 0;
                }
                let digits: String = text
                    .split(char::is_whitespace)
                    .find(|w| w.chars().any(|c| c.is_ascii_digit()))
                    .unwrap_or_else(|| panic!("{text}"))
                    .chars()
                    .filter(char::is_ascii_digit)
                    .collect();
                digits.parse().unwrap()
            })
            .collect()
    };
    for round in [None, Some(["Mormor=10", "Lisa=25", "Pelle=12", "Søren=14"])] {
        if let Some(entries) = round {
            let mut args = vec!["round", "--closer", "Pelle"];
            args.extend(entries);
            h.ok(&args);
        }
        for lang in ["en", "sv", "da"] {
            let server = Server::start(&h, &["--lang", lang]);
            let state: Value =
                serde_json::from_str(&server.get(&format!("{}state.json", server.base())).body)
                    .unwrap();
            let listed: Vec<u32> = state["chances"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c["percent"].as_u64().unwrap() as u32)
                .collect();
            assert_eq!(listed.iter().sum::<u32>(), 100, "{state}");
            let page = server.get(&server.base());
            let shown = percents(&page.body);
            assert_eq!(shown, listed, "{lang}");
            let tv = percents(&server.get(&format!("{}tv", server.base())).body);
            assert_eq!(tv.len(), 4, "{lang}");
            assert_eq!(tv.iter().sum::<u32>(), 100, "{lang}: {tv:?}");
        }
    }
}

/// Ctrl-C is SIGINT here; on Windows the test kills the server instead.
#[cfg(unix)]
#[test]
fn ctrl_c_ends_the_streams_and_exits_0() {
    let h = game_with_rounds();
    let mut server = Server::start(&h, &[]);
    let mut events = Events::open(&server);
    events.next_of("sheet");
    let before = common::snapshot(&h.path);
    assert_eq!(server.interrupt(), Some(0));
    // The stream was closed, not left hanging.
    events.timeout(Duration::from_secs(2));
    assert!(events.next().is_none());
    let mut rest = String::new();
    server
        .child
        .stdout
        .as_mut()
        .unwrap()
        .read_to_string(&mut rest)
        .unwrap();
    assert_eq!(rest, "");
    assert_eq!(common::snapshot(&h.path).0, before.0);
}

#[test]
fn serve_prints_the_address_and_a_qr_code_in_the_readers_language() {
    let h = game_with_rounds();
    for (lang, scan) in [
        ("en", "Scan to follow the game on your phone."),
        ("sv", "Skanna koden för att följa partiet i mobilen."),
        ("da", "Scan koden for at følge spillet på din telefon."),
    ] {
        let mut child = skyjo(&h.path)
            .args([
                "serve",
                "--bind",
                "127.0.0.1",
                "--port",
                "0",
                "--lang",
                lang,
            ])
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let mut out = BufReader::new(child.stdout.take().unwrap());
        let mut text = String::new();
        let mut line = String::new();
        while out.read_line(&mut line).unwrap() > 0 {
            text.push_str(&line);
            if line.contains("Ctrl-C") {
                break;
            }
            line.clear();
        }
        let code = interrupt(&mut child);
        let mut rest = String::new();
        out.read_to_string(&mut rest).unwrap();
        if cfg!(unix) {
            // None: killed by a signal, or still running 20 s after Ctrl-C.
            assert_eq!(code, Some(0), "{lang}: after Ctrl-C: {text}{rest}");
        }
        assert!(text.contains("http://127.0.0.1:"), "{text}");
        assert!(text.contains(scan), "{text}");
        // The code: a square of half blocks inside its quiet zone, within 80 columns.
        let code: Vec<&str> = text.lines().filter(|l| l.starts_with('█')).collect();
        assert!(code.len() >= 15, "{text}");
        assert!(
            code.iter()
                .all(|l| l.chars().count() == code[0].chars().count() && l.chars().count() <= 80)
        );
        if cfg!(unix) {
            assert!(!rest.is_empty(), "a last line on stopping");
        }
    }
    // --no-qr: the address alone.
    let mut child = skyjo(&h.path)
        .args(["serve", "--bind", "127.0.0.1", "--port", "0", "--no-qr"])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut text = String::new();
    while !text.contains("Ctrl-C") {
        assert!(out.read_line(&mut text).unwrap() > 0);
    }
    interrupt(&mut child);
    assert!(!text.contains('█'));
}

#[test]
fn serve_refuses_what_it_cannot_do_in_one_line() {
    let h = game_with_rounds();
    let err = h.fails(&["serve", "--game", "9", "--bind", "127.0.0.1", "--port", "0"]);
    assert!(err.contains("no game 9"), "{err}");
    // A port in use.
    let taken = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port().to_string();
    let err = h.fails(&["serve", "--bind", "127.0.0.1", "--port", &port]);
    assert!(
        err.contains(&format!("127.0.0.1:{port}")) && err.contains("--port"),
        "{err}"
    );
    // An address this machine does not have (TEST-NET-1).
    let err = h.fails(&["serve", "--bind", "192.0.2.1", "--port", "0"]);
    assert!(err.contains("192.0.2.1") && err.contains("--bind"), "{err}");
    // A history that cannot be read.
    let bad = History::new();
    std::fs::write(&bad.path, b"this is not a database, it is a shopping list").unwrap();
    let err = bad.fails(&["serve", "--bind", "127.0.0.1", "--port", "0"]);
    assert!(!err.is_empty());
    // No current game.
    let empty = History::new();
    let err = empty.fails(&["serve", "--bind", "127.0.0.1", "--port", "0"]);
    assert!(err.contains("no current game"), "{err}");
}

/// Every refusal has words, in the reader's language where the request
/// could be read (else serve's), and every header the other answers carry:
/// a read with a body (413), a write route asked with another method (405,
/// `Allow: POST`), a head too large (431), a request that is not HTTP (400).
#[test]
fn every_refusal_says_why_in_words_with_the_security_headers() {
    let h = History::with_game();
    let server = Server::start(&h, &["--entry", "--lang", "da"]);
    let base = server.base();
    let check = |r: &Response, status: u16, words: &str| {
        assert_eq!(r.status, status, "{}\n{}", r.head, r.body);
        assert_eq!(r.body, words, "{}", r.head);
        assert_eq!(r.header("Content-Type"), Some("text/plain; charset=utf-8"));
        for (name, value) in HEADERS {
            assert_eq!(r.header(name), Some(value), "{status} {name}");
        }
        let csp = r.header("Content-Security-Policy").unwrap_or_default();
        assert!(csp.starts_with("default-src 'none'"), "{status} {csp}");
    };
    // A read with a body, in the reader's language.
    let r = request(
        server.addr,
        &format!(
            "GET {base}state.json HTTP/1.1\r\nHost: x\r\nAccept-Language: sv\r\nContent-Length: 5\r\n\r\nhello"
        ),
    );
    check(
        &r,
        413,
        "En begäran om en sida ska inte ha något innehåll: skicka den utan.",
    );
    assert_eq!(r.header("Connection"), Some("close"));
    // A write route asked with PUT, a body and all: the method is wrong.
    let r = request(
        server.addr,
        &format!(
            "PUT {base}api/entry HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{{}}"
        ),
    );
    check(&r, 405, "This address does not take that method.");
    assert_eq!(r.header("Allow"), Some("POST"));
    // Nothing of it was written.
    assert_eq!(server.draft()["entries"], serde_json::json!({}));
    // Refused before a head is read: serve's language (Danish here).
    let big = format!("GET {base} HTTP/1.1\r\nX-Pad: {}\r\n\r\n", "a".repeat(9000));
    let r = request(server.addr, &big);
    check(&r, 431, "Forespørgslens headere er for store: højst 8 KiB.");
    let r = request(server.addr, "HELLO\r\n\r\n");
    check(&r, 400, "Forespørgslen kan ikke læses.");
    // The page is still served.
    assert_eq!(server.get(&base).status, 200);
}

#[test]
fn the_limits_hold() {
    let h = game_with_rounds();
    let server = Server::start(&h, &[]);
    let base = server.base();
    // A head larger than 8 KiB.
    let big = format!("GET {base} HTTP/1.1\r\nX-Pad: {}\r\n\r\n", "a".repeat(9000));
    assert_eq!(request(server.addr, &big).status, 431);
    // A body.
    let body = format!("GET {base} HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello");
    assert_eq!(request(server.addr, &body).status, 413);
    // Not HTTP.
    assert_eq!(request(server.addr, "HELLO\r\n\r\n").status, 400);
    // 64 streams at most (eight devices of eight each); the 65th is told to
    // come back, and once one closes there is room again at once.
    let device = |i: usize| [127, 0, 0, 10 + (i / 8) as u8];
    let mut streams: Vec<Events> = (0..64)
        .map(|i| Events::open_from(&server, device(i), ""))
        .collect();
    for s in &mut streams {
        s.next_of("sheet");
    }
    let events = format!("GET {base}events HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    let refused = request_from([127, 0, 0, 30], server.addr, &events);
    assert_eq!(refused.status, 503);
    assert_eq!(refused.header("Retry-After"), Some("5"));
    // The page is still served meanwhile.
    assert_eq!(server.get(&base).status, 200);
    drop(streams.pop());
    let deadline = Instant::now() + Duration::from_secs(1);
    let mut reopened = loop {
        let mut stream = connect_from([127, 0, 0, 30], server.addr);
        write!(stream, "GET {base}events HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
        let mut reader = BufReader::new(stream);
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        if line.starts_with("HTTP/1.1 200") {
            break reader;
        }
        assert!(line.starts_with("HTTP/1.1 503"), "{line}");
        assert!(
            Instant::now() < deadline,
            "the closed stream was not freed at once"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    let mut line = String::new();
    reopened.read_line(&mut line).unwrap();
}

#[test]
fn sixty_streams_each_get_every_round_in_order() {
    let h = History::with_game();
    let server = Server::start(&h, &[]);
    // Sixty phones, a few streams each.
    let mut streams: Vec<Events> = (0..60)
        .map(|i| Events::open_from(&server, [127, 0, 0, 60 + (i / 6) as u8], ""))
        .collect();
    for s in &mut streams {
        s.next_of("sheet");
    }
    // Another process records 50 rounds (each a `skyjo round`).
    let rounds = 50;
    let recorder = {
        let path = h.path.clone();
        std::thread::spawn(move || {
            for _ in 0..rounds {
                let args = [
                    "round",
                    "--closer",
                    "Anna",
                    "Anna=0",
                    "Bertil=1",
                    "Cecilia=1",
                ];
                let out = common::run_with(&path, &args);
                assert!(
                    out.status.success(),
                    "{}",
                    String::from_utf8_lossy(&out.stderr)
                );
            }
        })
    };
    // Anna closes each with 0 against 1 and 1: the game stays under 100 for 50 rounds.
    let readers: Vec<_> = streams
        .into_iter()
        .map(|mut s| {
            std::thread::spawn(move || {
                let mut seen = Vec::new();
                while seen.len() < rounds {
                    let e = s.next_of("round");
                    let data: Value = serde_json::from_str(&e.data).unwrap();
                    seen.push(data["round"].as_u64().unwrap());
                }
                seen
            })
        })
        .collect();
    recorder.join().unwrap();
    let expected: Vec<u64> = (1..=rounds as u64).collect();
    for r in readers {
        assert_eq!(r.join().unwrap(), expected);
    }
    assert_eq!(show_json(&h)["rounds"].as_array().unwrap().len(), rounds);
}

/// The browser, or `None` (outside CI) when the machine has none.
fn chromium() -> Option<PathBuf> {
    common::chromium("serve")
}

/// Headless Chromium on `url` at `width` x `height` with `args`; stdout.
fn browse(browser: &Path, url: &str, size: (u32, u32), args: &[&str]) -> String {
    let window = format!("--window-size={},{}", size.0, size.1);
    let mut all = vec![window.as_str()];
    all.extend_from_slice(args);
    common::headless(browser, url, &all)
}

/// Screenshots of the page at 390 px and the TV view at 1920 px are not blank
/// (set `SKYJO_SCREENSHOTS` to a folder to keep them), and the DOM the
/// browser builds holds every player's total as `show --json` has it.
#[test]
#[cfg_attr(
    not(windows),
    ignore = "long: headless Chromium on the page and the TV view, with screenshots; CI runs it (cargo test -- --ignored)"
)]
fn the_page_and_the_tv_view_in_a_browser() {
    let h = History::new();
    h.ok(&["new", "Anna", "Bertil", "Cecilia", "Dagny"]);
    for (closer, scores) in [
        ("Anna", ["Anna=4", "Bertil=17", "Cecilia=9", "Dagny=22"]),
        ("Bertil", ["Anna=11", "Bertil=15", "Cecilia=3", "Dagny=8"]),
        ("Dagny", ["Anna=6", "Bertil=12", "Cecilia=14", "Dagny=-1"]),
    ] {
        let mut args = vec!["round", "--closer", closer];
        args.extend(scores);
        h.ok(&args);
    }
    let server = Server::start(&h, &[]);
    let Some(browser) = chromium() else { return };
    let show = show_json(&h);
    let dir = tempfile::tempdir().unwrap();
    let keep = std::env::var_os("SKYJO_SCREENSHOTS").map(PathBuf::from);
    for (view, size, file) in [
        ("", (390, 844), "serve-phone.png"),
        ("tv", (1920, 1080), "serve-tv.png"),
    ] {
        let url = format!("{}{view}", server.url);
        let dom = browse(&browser, &url, size, &["--dump-dom"]);
        for t in show["totals"].as_array().unwrap() {
            let line = format!(
                "<span class=\"name\">{}</span><span class=\"total\">{}</span>",
                t["name"].as_str().unwrap(),
                t["total"]
            );
            assert!(dom.contains(&line), "{view}: {line}");
        }
        let shot = dir.path().join(file);
        browse(
            &browser,
            &url,
            size,
            &[&format!("--screenshot={}", shot.display())],
        );
        let blank_page = dir.path().join("blank.html");
        std::fs::write(&blank_page, "<!DOCTYPE html><html><body></body></html>").unwrap();
        let blank = dir.path().join("blank.png");
        browse(
            &browser,
            &format!("file://{}", blank_page.display()),
            size,
            &[&format!("--screenshot={}", blank.display())],
        );
        let (shot_len, blank_len) = (
            std::fs::metadata(&shot).unwrap().len(),
            std::fs::metadata(&blank).unwrap().len(),
        );
        assert!(
            shot_len > 5 * blank_len,
            "{file}: {shot_len} bytes, blank {blank_len}"
        );
        if let Some(keep) = &keep {
            std::fs::copy(&shot, keep.join(file)).unwrap();
        }
    }
}

#[test]
fn the_page_follows_the_current_game_unless_one_is_named() {
    let h = game_with_rounds();
    let following = Server::start(&h, &[]);
    let pinned = Server::start(&h, &["--game", "1"]);
    let mut events = Events::open(&following);
    events.next_of("sheet");
    h.ok(&["new", "Dagny", "Einar"]);
    let game: Value = serde_json::from_str(&events.next_of("game").data).unwrap();
    assert_eq!(game["game"], 2);
    let sheet: Value = serde_json::from_str(&events.next_of("sheet").data).unwrap();
    assert!(sheet["page"].as_str().unwrap().contains(">Einar<"));
    let state = |s: &Server| -> Value {
        serde_json::from_str(&s.get(&format!("{}state.json", s.base())).body).unwrap()
    };
    assert_eq!(state(&following)["game"], 2);
    assert_eq!(state(&pinned)["game"], 1);
    assert_eq!(state(&pinned)["players"][0], "Anna");
}

/// A player named `<b>&"'` is text on the page, the TV view and the sheet
/// an event carries: the name is there escaped, never as it is.
#[test]
fn a_name_of_markup_is_text_on_the_page_and_the_tv_view() {
    let h = History::new();
    let name = "<b>&\"'";
    h.ok(&["new", name, "Åsa", "Bo"]);
    h.ok(&[
        "round",
        "--closer",
        "Bo",
        &format!("{name}=4"),
        "Åsa=2",
        "Bo=9",
    ]);
    let server = Server::start(&h, &[]);
    let escaped = "&lt;b&gt;&amp;&quot;'";
    for view in ["", "tv"] {
        let page = server.get(&format!("{}{view}", server.base()));
        assert_eq!(page.status, 200);
        assert!(!page.body.contains(name), "{view}");
        // The standings (and on the phone the sheet's heading and its key).
        assert!(
            page.body
                .contains(&format!("<span class=\"name\">{escaped}</span>"))
        );
        if view.is_empty() {
            assert!(page.body.contains(&format!("<th title=\"{escaped}\">")));
        }
    }
    let mut events = Events::open(&server);
    let sheet: Value = serde_json::from_str(&events.next_of("sheet").data).unwrap();
    for view in ["page", "tv"] {
        let html = sheet[view].as_str().unwrap();
        assert!(html.contains(escaped) && !html.contains(name), "{view}");
    }
}

/// `state.json` is byte for byte what it was: `show --json` as one line,
/// the keys of every object in alphabetical order (the `"chances"` first).
#[test]
fn the_state_is_show_json_in_one_line_with_sorted_keys() {
    let h = game_with_rounds();
    let server = Server::start(&h, &[]);
    let state = server.get(&format!("{}state.json", server.base()));
    let show = show_json(&h);
    assert_eq!(state.body, format!("{show}\n"));
    assert!(state.body.starts_with("{\"chances\":[{\"name\":"));
}

/// Eight players with long names, scores of three digits and doubled
/// cells (and four, and six): at 390 px the sheet does not scroll sideways,
/// no cell's text is cut and no word is broken inside (the German total's
/// row was headed "Summ/e"), in every language; the names
/// show shortened as the terminal's sheet shortens them, in full under it;
/// every link is 44 px at least. Measured in a frame 390 px wide (headless
/// Chromium's window is 500 px at the least), by a script in its parent.
#[test]
#[cfg_attr(
    windows,
    ignore = "headless Chromium: CI's Windows run has no Windows browser"
)]
#[cfg_attr(
    not(windows),
    ignore = "long: headless Chromium lays out the page of three games in three languages; CI runs it (cargo test -- --ignored)"
)]
fn the_sheet_of_eight_players_fits_a_phone_in_every_language() {
    let Some(browser) = chromium() else { return };
    let dir = tempfile::tempdir().unwrap();
    for count in [4, 6, 8] {
        let h = History::new();
        let names = &common::EIGHT_PLAYERS[..count];
        let mut args = vec!["new", "--yes", "--target", "400"];
        args.extend(names);
        h.ok(&args);
        for closer in ["Bertil", "Cecilia", "Margareta", "Bertil"] {
            let scores = [28, 55, 30, 25, -2, 20, 12, 11];
            let mut args = vec!["round".to_string(), "--closer".into(), closer.into()];
            args.extend(names.iter().zip(scores).map(|(n, s)| format!("{n}={s}")));
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            h.ok(&args);
        }
        for (lang, in_full) in [
            ("en", "In full: "),
            ("sv", "Hela namnen: "),
            ("da", "Fulde navne: "),
            ("nb", "Fulle navn: "),
            ("de", "Volle Namen: "),
            ("fr", "Noms complets\u{a0}: "),
        ] {
            let server = Server::start(&h, &["--lang", lang]);
            let page = server.get(&server.base());
            assert!(
                page.body.contains("110*"),
                "a doubled score of three digits"
            );
            let file = dir.path().join(format!("page-{lang}.html"));
            std::fs::write(&file, &page.body).unwrap();
            let measured = measure(&browser, &file, 390);
            let what = format!("{count} players, {lang}: {measured}");
            assert_eq!(measured["problems"], serde_json::json!([]), "{what}");
            assert_eq!(measured["page"], 390, "{what}");
            let key = measured["key"].as_str().expect("the names in full show");
            assert!(key.starts_with(in_full), "{what}");
            if count == 8 {
                let shown: Vec<&str> = measured["names"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|n| n.as_str().unwrap())
                    .collect();
                assert_eq!(
                    shown,
                    [
                        "Mar…", "Ber…", "Cec…", "Dor…", "Eli…", "Fre…", "Gun…", "Hen…"
                    ],
                    "{what}"
                );
                assert!(key.contains("Mar…\u{a0}=\u{a0}Margareta"), "{what}");
            }
        }
    }
}

/// What headless Chromium laid out of the page in `file` in a frame `width`
/// px wide: the page's width, the sheet's, every cell whose text is cut or
/// out of it, every link or button under 44 px, the names the sheet's
/// heading shows and the key of the names in full, if shown.
fn measure(browser: &Path, file: &Path, width: u32) -> Value {
    const SCRIPT: &str = r##"<script>
// Measured once the frame's fonts are in, a tenth of a second later: on a
// loaded machine the load event came before the final layout (a sheet
// 376 px wide in 372).
window.addEventListener("load", function () {
  const doc = document.getElementById("page").contentDocument;
  doc.fonts.ready.then(() => setTimeout(measure, 100));
});
function measure() {
  const frame = document.getElementById("page");
  const doc = frame.contentDocument, win = frame.contentWindow;
  const out = { problems: [], page: doc.documentElement.scrollWidth };
  const sheet = doc.querySelector("table.sheet");
  const place = sheet.parentElement;
  if (place.scrollWidth > place.clientWidth + 0.5) out.problems.push("the sheet scrolls: " + place.scrollWidth + " > " + place.clientWidth);
  for (const cell of sheet.querySelectorAll("th, td")) {
    if (cell.scrollWidth > cell.clientWidth + 0.5) out.problems.push("cut: " + cell.textContent);
    // A line may break between words, never inside one ("Summ/e").
    const texts = doc.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      for (const word of node.data.matchAll(/\S+/g)) {
        const range = doc.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
        if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 1) out.problems.push("broken inside a word: " + word[0]);
      }
    }
    const c = cell.getBoundingClientRect();
    for (const e of cell.querySelectorAll("b, small, span")) {
      const r = e.getBoundingClientRect();
      if (r.width > 1 && (r.left < c.left - 0.5 || r.right > c.right + 0.5)) out.problems.push("out of its cell: " + e.textContent);
    }
  }
  const seen = (e) => [...e.querySelectorAll("span")].filter((s) => s.getBoundingClientRect().width > 1).map((s) => s.textContent).join("") || e.textContent;
  out.names = [...sheet.querySelectorAll("thead th")].slice(1).map(seen);
  const key = doc.querySelector(".key");
  out.key = key && win.getComputedStyle(key).display !== "none" ? key.textContent : null;
  for (const c of doc.querySelectorAll("a, button, input, select")) {
    const r = c.getBoundingClientRect();
    if (r.width < 44 || r.height < 44) out.problems.push("under 44 px: " + c.textContent + " " + r.width + "x" + r.height);
  }
  document.body.setAttribute("data-measured", JSON.stringify(out));
}
</script>"##;
    let html = std::fs::read_to_string(file).unwrap();
    // A srcdoc frame shares the parent's origin, so the script may read it.
    let srcdoc = html.replace('&', "&amp;").replace('"', "&quot;");
    let probe = file.with_file_name(format!("probe-{width}.html"));
    std::fs::write(
        &probe,
        format!(
            "<!DOCTYPE html><html><body style=\"margin:0\">\
             <iframe id=\"page\" style=\"width:{width}px;height:2400px;border:0;display:block\" \
             srcdoc=\"{srcdoc}\"></iframe>{SCRIPT}</body></html>"
        ),
    )
    .unwrap();
    let dom = browse(
        browser,
        &format!("file://{}", probe.display()),
        (width.max(500), 2400),
        // The DOM once the measure has run (it waits for the layout).
        &["--dump-dom", "--virtual-time-budget=10000"],
    );
    let key = "data-measured=\"";
    let start = dom.find(key).expect("the probe ran") + key.len();
    let value = &dom[start..];
    let value = &value[..value.find('"').unwrap()];
    serde_json::from_str(
        &value
            .replace("&quot;", "\"")
            .replace("&gt;", ">")
            .replace("&lt;", "<")
            .replace("&nbsp;", "\u{a0}")
            .replace("&amp;", "&"),
    )
    .unwrap()
}

/// A connection to `addr` from the loopback address `from` (127.0.0.x): a
/// device of its own as far as the server's limits per address go.
fn connect_from(from: [u8; 4], addr: SocketAddr) -> TcpStream {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .build()
        .unwrap();
    runtime.block_on(async {
        let socket = tokio::net::TcpSocket::new_v4().unwrap();
        socket.bind(SocketAddr::from((from, 0))).unwrap();
        let stream = socket.connect(addr).await.unwrap();
        let stream = stream.into_std().unwrap();
        stream.set_nonblocking(false).unwrap();
        stream
    })
}

/// Sends `raw` from `from` and reads the whole answer.
fn request_from(from: [u8; 4], addr: SocketAddr, raw: &str) -> Response {
    let mut stream = connect_from(from, addr);
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    stream.write_all(raw.as_bytes()).unwrap();
    let mut bytes = Vec::new();
    stream.read_to_end(&mut bytes).unwrap();
    parse_response(&String::from_utf8(bytes).unwrap())
}

impl Events {
    /// An event stream under the link of `base` (`/t/<token>/`).
    fn open_at(server: &Server, base: &str) -> Events {
        let mut stream = TcpStream::connect(server.addr).unwrap();
        write!(stream, "GET {base}events HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        let mut reader = BufReader::new(stream);
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        assert!(line.starts_with("HTTP/1.1 200"), "{line}");
        loop {
            line.clear();
            reader.read_line(&mut line).unwrap();
            if line == "\r\n" {
                break;
            }
        }
        Events { reader }
    }

    /// An event stream from `from`, with these extra header lines.
    fn open_from(server: &Server, from: [u8; 4], extra: &str) -> Events {
        let stream = connect_from(from, server.addr);
        Events::on(stream, server, extra)
    }

    fn on(mut stream: TcpStream, server: &Server, extra: &str) -> Events {
        let path = format!("{}events", server.base());
        write!(stream, "GET {path} HTTP/1.1\r\nHost: x\r\n{extra}\r\n").unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        let mut reader = BufReader::new(stream);
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        assert!(line.starts_with("HTTP/1.1 200"), "{line}");
        loop {
            line.clear();
            reader.read_line(&mut line).unwrap();
            if line == "\r\n" {
                break;
            }
        }
        Events { reader }
    }
}

impl Server {
    /// A write to the entry API as the page makes it: JSON, from its own origin.
    fn post(&self, api: &str, body: &str) -> Response {
        self.post_with(api, body, &self.origin(), "application/json", "")
    }

    /// A write as [`Server::post`], under the link of `base` (`/t/<token>/`).
    fn post_at(&self, base: &str, api: &str, body: &str) -> Response {
        let path = format!("{base}api/{api}");
        request(
            self.addr,
            &format!(
                "POST {path} HTTP/1.1\r\nHost: {}\r\nOrigin: {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                self.addr,
                self.origin(),
                body.len()
            ),
        )
    }

    /// The page's own origin.
    fn origin(&self) -> String {
        format!("http://{}", self.addr)
    }

    fn post_with(
        &self,
        api: &str,
        body: &str,
        origin: &str,
        content_type: &str,
        extra: &str,
    ) -> Response {
        let path = format!("{}api/{api}", self.base());
        let origin = if origin.is_empty() {
            String::new()
        } else {
            format!("Origin: {origin}\r\n")
        };
        request(
            self.addr,
            &format!(
                "POST {path} HTTP/1.1\r\nHost: {}\r\n{origin}Content-Type: {content_type}\r\nContent-Length: {}\r\n{extra}Connection: close\r\n\r\n{body}",
                self.addr,
                body.len()
            ),
        )
    }

    fn draft(&self) -> Value {
        let r = self.get(&format!("{}api/draft", self.base()));
        assert_eq!(r.status, 200, "{}", r.body);
        serde_json::from_str(&r.body).unwrap()
    }
}

const ANNA: &str = "1 0 3 4 / -2 2 5 0 / 1 3 0 2";
const BERTIL: &str = "x9 1 2 3 / x9 2 1 1 / x9 1 2 1";

#[test]
fn the_entry_api_takes_grids_totals_the_closer_and_records_the_round() {
    let h = game_with_rounds();
    let server = Server::start(&h, &["--entry"]);
    let empty = server.draft();
    assert_eq!(
        empty,
        serde_json::json!({"game": 1, "round": 3, "version": 0, "entries": {}, "closer": null,
            "scores": null, "problems": []})
    );
    // A grid in the CLI's syntax, for a name typed without its capital.
    let body = format!(r#"{{"game": 1, "round": 3, "player": "anna", "grid": "{ANNA}"}}"#);
    let r = server.post("entry", &body);
    assert_eq!(r.status, 200, "{}", r.body);
    let draft: Value = serde_json::from_str(&r.body).unwrap();
    assert_eq!(
        draft["entries"]["Anna"],
        serde_json::json!({"grid": ANNA, "raw": 19})
    );
    // The same write again is one entry, unchanged.
    let again = server.post("entry", &body);
    assert_eq!(again.status, 200);
    assert_eq!(serde_json::from_str::<Value>(&again.body).unwrap(), draft);
    // A bad grid: 400 in the reader's language, nothing stored.
    let bad = server.post_with(
        "entry",
        r#"{"game": 1, "round": 3, "player": "Bertil", "grid": "1 2 3 / 4 5 6 7 / 8 9 10 11"}"#,
        &server.origin(),
        "application/json",
        "Accept-Language: sv-SE,sv;q=0.9,en;q=0.5\r\n",
    );
    assert_eq!(bad.status, 400);
    let bad: Value = serde_json::from_str(&bad.body).unwrap();
    assert!(
        bad["error"]
            .as_str()
            .unwrap()
            .contains("rutnätet för Bertil"),
        "{bad}"
    );
    assert_eq!(server.draft(), draft);
    // A name of another game, and neither a grid nor a total.
    let zed = server.post(
        "entry",
        r#"{"game": 1, "round": 3, "player": "Zed", "total": 4}"#,
    );
    assert_eq!(zed.status, 400);
    assert!(
        zed.body.contains("Zed is not a player of game 1"),
        "{}",
        zed.body
    );
    let neither = server.post("entry", r#"{"game": 1, "round": 3, "player": "Bertil"}"#);
    assert_eq!(neither.status, 400);
    assert_eq!(server.draft(), draft);
    // A total, the last grid, and the closer: the scores, doubling explained.
    let r = server.post(
        "entry",
        &format!(r#"{{"game": 1, "round": 3, "player": "Bertil", "grid": "{BERTIL}"}}"#),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let r = server.post(
        "entry",
        r#"{"game": 1, "round": 3, "player": "Cecilia", "total": 22}"#,
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let r = server.post("closer", r#"{"game": 1, "round": 3, "player": "Anna"}"#);
    assert_eq!(r.status, 200, "{}", r.body);
    let ready: Value = serde_json::from_str(&r.body).unwrap();
    assert_eq!(ready["closer"], "Anna");
    assert_eq!(
        ready["entries"]["Cecilia"],
        serde_json::json!({"total": 22})
    );
    let scores = &ready["scores"];
    assert_eq!(scores["doubling"]["reason"], "not-lowest");
    assert_eq!(scores["players"][0]["score"], 38);
    assert_eq!(scores["players"][1]["raw"], 14);
    // Recorded: the round as `show --json` has it; the next draft is empty.
    let body = format!(
        r#"{{"game": 1, "round": 3, "version": {}}}"#,
        ready["version"]
    );
    let r = server.post("record", &body);
    assert_eq!(r.status, 200, "{}", r.body);
    let recorded: Value = serde_json::from_str(&r.body).unwrap();
    let show = show_json(&h);
    assert_eq!(recorded, show["rounds"][2]);
    assert_eq!(show["rounds"].as_array().unwrap().len(), 3);
    assert_eq!(server.draft()["round"], 4);
    // A phone that slept: a write for round 3 is 409 with the draft now,
    // and changes nothing.
    for (api, body) in [
        (
            "entry",
            r#"{"game": 1, "round": 3, "player": "Anna", "total": 5}"#,
        ),
        ("closer", r#"{"game": 1, "round": 3, "player": "Anna"}"#),
        ("record", r#"{"game": 1, "round": 3, "version": 0}"#),
    ] {
        let r = server.post(api, body);
        assert_eq!(r.status, 409, "{api}: {}", r.body);
        let refused: Value = serde_json::from_str(&r.body).unwrap();
        assert_eq!(refused["draft"]["round"], 4, "{api}");
        assert_eq!(refused["draft"]["entries"], serde_json::json!({}), "{api}");
    }
    assert_eq!(show_json(&h)["rounds"].as_array().unwrap().len(), 3);
    // Not complete yet: recording is refused.
    let r = server.post("record", r#"{"game": 1, "round": 4, "version": 0}"#);
    assert_eq!(r.status, 409, "{}", r.body);
}

/// Issue 40: a phone that sends a name with an invisible or direction
/// character (a zero-width space pasted in, a right-to-left override) names
/// the player without them, as every command does: one Anna, never two.
#[test]
fn a_name_with_invisible_characters_from_a_phone_is_the_player_without_them() {
    let h = game_with_rounds();
    let server = Server::start(&h, &["--entry"]);
    let r = server.post(
        "entry",
        r#"{"game": 1, "round": 3, "player": "An\u200bna", "total": 4}"#,
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let r = server.post(
        "entry",
        r#"{"game": 1, "round": 3, "player": "\u202eBertil\u202c", "total": 9}"#,
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let r = server.post(
        "closer",
        r#"{"game": 1, "round": 3, "player": "\ufeffanna"}"#,
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let draft = server.draft();
    assert_eq!(
        draft["entries"],
        serde_json::json!({"Anna": {"total": 4}, "Bertil": {"total": 9}}),
        "{draft}"
    );
    assert_eq!(draft["closer"], "Anna", "{draft}");
}

#[test]
fn a_write_must_be_json_of_the_page_s_own_origin_and_small() {
    let h = History::with_game();
    let server = Server::start(&h, &["--entry"]);
    let body = r#"{"game": 1, "round": 1, "player": "Anna", "total": 5}"#;
    let json = "application/json";
    for origin in ["http://evil.example", "null", "", "https://127.0.0.1"] {
        let r = server.post_with("entry", body, origin, json, "");
        assert_eq!(r.status, 403, "{origin:?}");
    }
    let r = server.post_with("entry", body, &server.origin(), "text/plain", "");
    assert_eq!(r.status, 415);
    let big = format!(
        r#"{{"game": 1, "round": 1, "player": "Anna", "grid": "{}"}}"#,
        " ".repeat(5000)
    );
    let r = server.post("entry", &big);
    assert_eq!(r.status, 413);
    let r = server.post("entry", "{not json");
    assert_eq!(r.status, 400);
    let r = server.post(
        "entry",
        r#"{"game": 1, "round": 1, "player": "Anna", "total": 5, "x": 1}"#,
    );
    assert_eq!(r.status, 400);
    // Nothing of that was stored.
    assert_eq!(server.draft()["entries"], serde_json::json!({}));
    // A read of a write route.
    let r = server.get(&format!("{}api/entry", server.base()));
    assert_eq!(r.status, 405);
}

#[test]
fn without_entry_every_write_route_is_the_same_404() {
    let h = History::with_game();
    let server = Server::start(&h, &[]);
    let not_found = server.get("/");
    assert_eq!(not_found.status, 404);
    let draft = server.get(&format!("{}api/draft", server.base()));
    assert_eq!(draft.status, 404);
    assert_eq!(draft.body, not_found.body);
    for api in ["entry", "closer", "record"] {
        let r = server.post(
            api,
            r#"{"game": 1, "round": 1, "player": "Anna", "total": 5}"#,
        );
        assert_eq!(r.status, 404, "{api}");
        assert_eq!(r.body, not_found.body, "{api}");
    }
    assert!(h.json(&["show"])["draft"].is_null());
}

#[test]
fn a_write_reaches_every_open_stream_as_a_draft_event() {
    let h = History::with_game();
    let server = Server::start(&h, &["--entry"]);
    let mut streams: Vec<Events> = (0..3)
        .map(|i| Events::open_from(&server, [127, 0, 0, 40 + i], ""))
        .collect();
    for s in &mut streams {
        s.next_of("sheet");
    }
    let started = Instant::now();
    let r = server.post(
        "entry",
        &format!(r#"{{"game": 1, "round": 1, "player": "Anna", "grid": "{ANNA}"}}"#),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    for s in &mut streams {
        let e = s.next_of("draft");
        let data: Value = serde_json::from_str(&e.data).unwrap();
        assert_eq!(data["entries"]["Anna"]["raw"], 19);
    }
    assert!(started.elapsed() < Duration::from_secs(2));
}

/// The laptop's `skyjo round` at a terminal and a phone meet in one draft:
/// the terminal keeps Anna's grid and waits for Bertil's; the phone sends
/// Bertil's; each sees the other's.
#[test]
#[cfg_attr(windows, ignore = "tmux drives a Unix terminal")]
fn a_grid_from_the_api_and_one_from_skyjo_round_meet_in_one_draft() {
    let h = History::with_game();
    let server = Server::start(&h, &["--entry"]);
    let mut events = Events::open_from(&server, [127, 0, 0, 50], "");
    events.next_of("sheet");
    let socket = format!("skyjo-serve-test-{}", std::process::id());
    let command = format!(
        "env NO_COLOR=1 SKYJO_DB='{}' SKYJO_CONFIG='{}' '{}' round 'Anna={ANNA}'; sleep 30",
        h.path.display(),
        common::NO_CONFIG,
        env!("CARGO_BIN_EXE_skyjo")
    );
    let tmux = |args: &[&str]| {
        std::process::Command::new("tmux")
            .args(["-L", &socket])
            .args(args)
            .output()
            .expect("tmux is installed (.ci/run installs it)")
    };
    assert!(
        tmux(&["new-session", "-d", "-x", "100", "-y", "30", &command])
            .status
            .success()
    );
    // The terminal's grid arrives on the stream.
    let e = events.next_of("draft");
    let data: Value = serde_json::from_str(&e.data).unwrap();
    assert_eq!(data["entries"]["Anna"]["raw"], 19, "{data}");
    // The phone's grid joins it.
    let r = server.post(
        "entry",
        &format!(r#"{{"game": 1, "round": 1, "player": "Bertil", "grid": "{BERTIL}"}}"#),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let draft: Value = serde_json::from_str(&r.body).unwrap();
    assert_eq!(draft["entries"]["Anna"]["grid"], ANNA);
    assert_eq!(draft["entries"]["Bertil"]["grid"], BERTIL);
    let show = show_json(&h);
    let entries: Vec<&str> = show["draft"]["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["name"].as_str().unwrap())
        .collect();
    assert_eq!(entries, ["Anna", "Bertil"]);
    let _ = tmux(&["kill-server"]);
}

#[test]
fn a_drip_after_a_refused_request_is_cut() {
    let h = History::with_game();
    let server = Server::start(&h, &[]);
    let mut stream = TcpStream::connect(server.addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    // Refused (a wrong path, a body it will not read), then a byte every 0.4 s.
    write!(
        stream,
        "POST /nope HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\nxx"
    )
    .unwrap();
    let started = Instant::now();
    let dripper = {
        let mut stream = stream.try_clone().unwrap();
        std::thread::spawn(move || {
            while started.elapsed() < Duration::from_secs(20) {
                if stream.write_all(b"x").is_err() {
                    return;
                }
                std::thread::sleep(Duration::from_millis(400));
            }
        })
    };
    let mut bytes = Vec::new();
    let _ = stream.read_to_end(&mut bytes);
    let took = started.elapsed();
    let answer = String::from_utf8_lossy(&bytes);
    assert!(answer.starts_with("HTTP/1.1 404"), "{answer}");
    assert!(took < Duration::from_secs(12), "held for {took:?}");
    dripper.join().unwrap();
}

#[test]
#[cfg_attr(
    not(windows),
    ignore = "long: a head dripped in is cut at its 10 s deadline"
)]
fn a_head_dripped_in_is_cut_at_its_deadline() {
    let h = History::with_game();
    let server = Server::start(&h, &[]);
    let mut stream = TcpStream::connect(server.addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_millis(100)))
        .unwrap();
    let started = Instant::now();
    let head = format!(
        "GET {} HTTP/1.1\r\nX-Pad: {}",
        server.base(),
        "a".repeat(200)
    );
    let mut cut = None;
    for byte in head.bytes().cycle() {
        if stream.write_all(&[byte]).is_err() {
            cut = Some(started.elapsed());
            break;
        }
        let mut buf = [0u8; 512];
        if let Ok(0) = stream.read(&mut buf) {
            cut = Some(started.elapsed());
            break;
        }
        std::thread::sleep(Duration::from_millis(300));
        if started.elapsed() > Duration::from_secs(20) {
            break;
        }
    }
    let cut = cut.expect("the drip was never cut");
    assert!(cut < Duration::from_secs(12), "held for {cut:?}");
}

#[test]
fn three_hundred_connections_from_one_address_lock_no_one_else_out() {
    let h = game_with_rounds();
    let server = Server::start(&h, &[]);
    // 300 connections from one device, each sending nothing.
    let hogs: Vec<TcpStream> = (0..300)
        .filter_map(|_| TcpStream::connect(server.addr).ok())
        .collect();
    std::thread::sleep(Duration::from_millis(300));
    // Another device (a new phone) gets the page and a stream.
    let base = server.base();
    let page = request_from(
        [127, 0, 0, 2],
        server.addr,
        &format!("GET {base} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
    );
    assert_eq!(page.status, 200);
    let mut stream = Events::open_from(&server, [127, 0, 0, 2], "");
    stream.next_of("sheet");
    drop(hogs);
}

#[test]
fn a_stream_s_slot_is_free_as_soon_as_its_client_leaves() {
    let h = History::with_game();
    let server = Server::start(&h, &[]);
    let device = [127, 0, 0, 3];
    let mut streams: Vec<Events> = (0..8)
        .map(|_| Events::open_from(&server, device, ""))
        .collect();
    for s in &mut streams {
        s.next_of("sheet");
    }
    // Eight from one device at most.
    let raw = format!("GET {}events HTTP/1.1\r\nHost: x\r\n\r\n", server.base());
    let mut refused = connect_from(device, server.addr);
    refused.write_all(raw.as_bytes()).unwrap();
    let mut line = String::new();
    refused
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    BufReader::new(refused).read_line(&mut line).unwrap();
    assert!(line.starts_with("HTTP/1.1 503"), "{line}");
    // One leaves: its slot is free within a second, with nothing written.
    drop(streams.pop());
    let deadline = Instant::now() + Duration::from_secs(1);
    loop {
        let mut stream = connect_from(device, server.addr);
        stream.write_all(raw.as_bytes()).unwrap();
        let mut reader = BufReader::new(stream);
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        if line.starts_with("HTTP/1.1 200") {
            break;
        }
        assert!(Instant::now() < deadline, "the slot was not freed: {line}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn a_huge_last_event_id_is_the_sheet_now() {
    let h = game_with_rounds();
    let server = Server::start(&h, &[]);
    for id in [
        "18446744073709551615",
        "18446744073709551616",
        "-1",
        "12abc",
    ] {
        let mut events =
            Events::open_from(&server, [127, 0, 0, 4], &format!("Last-Event-ID: {id}\r\n"));
        let first = events.next().expect("an event");
        assert_eq!(first.kind, "sheet", "{id}");
    }
    assert_eq!(server.get(&server.base()).status, 200);
}

#[test]
#[cfg_attr(windows, ignore = "Windows keeps an open history from being deleted")]
fn a_history_deleted_and_made_again_is_shown_as_it_is_now() {
    let h = game_with_rounds();
    let server = Server::start(&h, &[]);
    let mut events = Events::open_from(&server, [127, 0, 0, 5], "");
    events.next_of("sheet");
    for suffix in ["", "-wal", "-shm"] {
        let mut path = h.path.clone().into_os_string();
        path.push(suffix);
        let _ = std::fs::remove_file(path);
    }
    h.ok(&["new", "Dora", "Erik"]);
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let state = server.get(&format!("{}state.json", server.base()));
        let state: Value = serde_json::from_str(&state.body).unwrap();
        if state["players"] == serde_json::json!(["Dora", "Erik"]) {
            assert_eq!(state["rounds"], serde_json::json!([]));
            break;
        }
        assert!(Instant::now() < deadline, "still the old game: {state}");
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// A history of 300 generated games and a current game of Anna and Bertil
/// with no rounds yet, its backup `B.db` beside it, `serve --entry` on it
/// with a stream open, and five rounds played after the backup and
/// checkpointed into the file: the family's history an evening after its
/// last backup.
#[cfg(unix)]
fn played_after_a_backup() -> (History, PathBuf, Server, Events) {
    let h = History::new();
    h.ok(&["demo", "--games", "300"]);
    h.ok(&["new", "Anna", "Bertil"]);
    let backup = h.path.with_file_name("B.db");
    h.ok(&["backup", backup.to_str().unwrap()]);
    let server = Server::start(&h, &["--entry"]);
    let mut events = Events::open(&server);
    events.next_of("sheet");
    for bertil in [3, 6, 9, 12, 15] {
        let bertil = format!("Bertil={bertil}");
        h.ok(&["round", "--closer", "Anna", "Anna=5", &bertil]);
    }
    let conn = rusqlite::Connection::open(&h.path).unwrap();
    let busy: i64 = conn
        .query_row("PRAGMA wal_checkpoint", [], |r| r.get(0))
        .unwrap();
    assert_eq!(busy, 0, "checkpointed");
    drop(conn);
    // The server has shown the five rounds.
    for _ in 0..5 {
        events.next_of("round");
    }
    (h, backup, server, events)
}

/// The history at `db` is whole (SQLite's integrity check), and its game
/// 301 has `rounds` rounds.
#[cfg(unix)]
fn whole_with_rounds(db: &Path, rounds: usize) {
    let conn = rusqlite::Connection::open(db).unwrap();
    let check: Vec<String> = conn
        .prepare("PRAGMA integrity_check")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<rusqlite::Result<_>>()
        .unwrap();
    assert_eq!(check, ["ok"]);
    drop(conn);
    let show = common::run_with(db, &["show", "301", "--json"]);
    let stderr = String::from_utf8_lossy(&show.stderr);
    let show: Value = serde_json::from_slice(&show.stdout).expect(&stderr);
    assert_eq!(
        show["rounds"].as_array().map(Vec::len),
        Some(rounds),
        "{show}"
    );
    let games = common::run_with(db, &["games", "--json"]);
    let games: Value = serde_json::from_slice(&games.stdout).unwrap();
    assert_eq!(games.as_array().map(Vec::len), Some(301));
}

/// The phones enter and record round 1 of game 301: Anna 4 and closer,
/// Bertil 9.
#[cfg(unix)]
fn phones_record_round_one(server: &Server) {
    for body in [
        r#"{"game": 301, "round": 1, "player": "Anna", "total": 4}"#,
        r#"{"game": 301, "round": 1, "player": "Bertil", "total": 9}"#,
    ] {
        let r = server.post("entry", body);
        assert_eq!(r.status, 200, "{}", r.body);
    }
    let r = server.post("closer", r#"{"game": 301, "round": 1, "player": "Anna"}"#);
    assert_eq!(r.status, 200, "{}", r.body);
    let version = server.draft()["version"].clone();
    let r = server.post(
        "record",
        &format!(r#"{{"game": 301, "round": 1, "version": {version}}}"#),
    );
    assert_eq!(r.status, 200, "{}", r.body);
}

/// A backup moved over the history while `serve` holds it open (issue 40):
/// SQLite finds the -wal and -shm by the path, and the server's, of the file
/// that was there, must not be read into the one put back. The server lets
/// go of them at its next use, opens the file put back, and shows it; the
/// file is whole, holds the backup's history (no round of the old file
/// in it), and takes the phones' next round.
#[test]
#[cfg(unix)]
fn a_backup_moved_over_the_history_while_serve_runs_stays_whole() {
    let (h, backup, mut server, mut events) = played_after_a_backup();
    let moved = h.path.with_file_name("x");
    std::fs::copy(&backup, &moved).unwrap();
    std::fs::rename(&moved, &h.path).unwrap();
    // A phone's next look at the draft is the server's next use.
    assert_eq!(server.draft()["round"], 1);
    let undo = events.next_of("undo");
    let undo: Value = serde_json::from_str(&undo.data).unwrap();
    assert_eq!(undo, serde_json::json!({"game": 301, "rounds": 0}));
    whole_with_rounds(&h.path, 0);
    phones_record_round_one(&server);
    assert_eq!(server.interrupt(), Some(0));
    whole_with_rounds(&h.path, 1);
}

/// `skyjo restore` while `serve` runs: the backup goes into the open
/// history as one commit, which the server shows and writes on from; the
/// history as it was is copied beside it first.
#[test]
#[cfg(unix)]
fn restore_puts_a_backup_back_while_serve_runs_and_serve_shows_it() {
    let (h, backup, mut server, mut events) = played_after_a_backup();
    let out: Value = h.json(&["restore", "--yes", backup.to_str().unwrap()]);
    assert_eq!(out["restored"], backup.to_str().unwrap());
    let before = PathBuf::from(out["backup"].as_str().unwrap());
    let name = before.file_name().unwrap().to_string_lossy().into_owned();
    assert!(name.starts_with("history.before-restore-"), "{name}");
    assert_eq!(before.parent(), h.path.parent());
    let undo = events.next_of("undo");
    let undo: Value = serde_json::from_str(&undo.data).unwrap();
    assert_eq!(undo, serde_json::json!({"game": 301, "rounds": 0}));
    assert_eq!(server.draft()["round"], 1);
    whole_with_rounds(&h.path, 0);
    // What it replaced: the five rounds.
    whole_with_rounds(&before, 5);
    phones_record_round_one(&server);
    assert_eq!(server.interrupt(), Some(0));
    whole_with_rounds(&h.path, 1);
}

/// `bytes` written over the file at `path` in place, as `cp` writes over a
/// file: the same file (its inode), other contents.
#[cfg(unix)]
fn copy_over(bytes: &[u8], path: &Path) {
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .truncate(true)
        .open(path)
        .unwrap();
    file.write_all(bytes).unwrap();
    file.sync_all().unwrap();
}

/// What the phones are told once the history was copied over or damaged.
#[cfg(unix)]
const COPIED_OVER: &str = "another file was copied over the history on the computer that serves this page, or the history was damaged, while serve was running; nothing was written: stop serve there with Ctrl-C, put a backup back with skyjo restore if the history is not as it should be, then start serve again";

/// A file copied over the history while `serve --entry` runs, `bytes`
/// (issue 49, item 9): every write after it is 503 and says what happened
/// and what to do, in the reader's language, naming no path, until serve
/// starts again; the sheet says it too, not frozen on the game as it was.
#[cfg(unix)]
fn refused_after_a_copy_over(bytes: impl FnOnce(&History) -> Vec<u8>) {
    let h = game_with_rounds();
    let server = Server::start(&h, &["--entry"]);
    let mut events = Events::open(&server);
    events.next_of("sheet");
    let anna = r#"{"game": 1, "round": 3, "player": "Anna", "total": 5}"#;
    assert_eq!(server.post("entry", anna).status, 200);
    copy_over(&bytes(&h), &h.path);
    let bertil = r#"{"game": 1, "round": 3, "player": "Bertil", "total": 7}"#;
    for _ in 0..2 {
        let r = server.post("entry", bertil);
        assert_eq!(r.status, 503, "{}", r.body);
        assert_eq!(r.header("Retry-After"), None);
        let error: Value = serde_json::from_str(&r.body).unwrap();
        assert_eq!(error["error"], COPIED_OVER);
        assert_names_no_path(&r, &h.path);
    }
    let r = refused_in(&server, "de", bertil);
    assert!(
        r.body
            .contains("wurde der Verlauf mit einer anderen Datei überschrieben"),
        "{}",
        r.body
    );
    let r = refused_in(&server, "fr", anna);
    assert!(
        r.body
            .contains("l’historique a été écrasé par un autre fichier"),
        "{}",
        r.body
    );
    // The sheet says it, in place of the game.
    let said =
        "Another file was copied over the history, or it was damaged, while serve was running";
    loop {
        let sheet: Value = serde_json::from_str(&events.next_of("sheet").data).unwrap();
        if sheet["page"].as_str().unwrap().contains(said) {
            assert!(sheet["tv"].as_str().unwrap().contains(said));
            break;
        }
    }
    let state = server.get(&format!("{}state.json", server.base()));
    let state: Value = serde_json::from_str(&state.body).unwrap();
    assert_eq!(state["game"], Value::Null);
}

/// Another family's valid history copied over ours while serve runs.
#[test]
#[cfg(unix)]
fn a_history_copied_over_the_one_served_is_refused_in_words() {
    refused_after_a_copy_over(|_| {
        let other = History::new();
        other.ok(&["new", "Dora", "Erik"]);
        other.ok(&["round", "--closer", "Dora", "Dora=4", "Erik=9"]);
        std::fs::read(&other.path).unwrap()
    });
}

/// A damaged copy of the history copied over it while serve runs.
#[test]
#[cfg(unix)]
fn a_damaged_file_copied_over_the_history_served_is_refused_in_words() {
    refused_after_a_copy_over(|h| {
        let copy = h.path.with_file_name("copy.db");
        h.ok(&["backup", copy.to_str().unwrap()]);
        let mut bytes = std::fs::read(&copy).unwrap();
        // Its second page, and every one after the first four, scribbled on.
        let page = 4096;
        for (i, byte) in bytes.iter_mut().enumerate() {
            if (page..2 * page).contains(&i) || i >= 4 * page {
                *byte = 0x5a;
            }
        }
        bytes
    });
}

/// Whether the tests run as root, whom file modes do not stop.
#[cfg(unix)]
fn root() -> bool {
    let id = std::process::Command::new("id").arg("-u").output();
    id.is_ok_and(|id| String::from_utf8_lossy(&id.stdout).trim() == "0")
}

/// `cmd` run as the unprivileged user `nobody` (by `setpriv`, as root), or
/// as the user the tests run as, when that is not root: `skyjo` with `args`.
#[cfg(unix)]
fn as_nobody(db: &Path, args: &[&str]) -> std::process::Command {
    let mut cmd = if root() {
        let mut cmd = std::process::Command::new("setpriv");
        cmd.args(["--reuid=65534", "--regid=65534", "--clear-groups"])
            .arg(env!("CARGO_BIN_EXE_skyjo"));
        cmd
    } else {
        std::process::Command::new(env!("CARGO_BIN_EXE_skyjo"))
    };
    cmd.arg("--db")
        .arg(db)
        .args(args)
        .env_remove("SKYJO_DB")
        .env_remove("SKYJO_LANG")
        .env("SKYJO_CONFIG", common::NO_CONFIG)
        .env("NO_COLOR", "1")
        .stdin(Stdio::null());
    cmd
}

/// A write refused because of the history, as the page is told it: 503,
/// and the words of the CLI in the reader's language.
#[cfg(unix)]
fn refused_in(server: &Server, lang: &str, body: &str) -> Response {
    // A busy history answers after the busy timeout (10 s): the read waits longer.
    let raw = format!(
        "POST {}api/entry HTTP/1.1\r\nHost: {}\r\nOrigin: {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nAccept-Language: {lang}\r\nConnection: close\r\n\r\n{body}",
        server.base(),
        server.addr,
        server.origin(),
        body.len()
    );
    let r = request_within(server.addr, &raw, Duration::from_secs(60));
    assert_eq!(r.status, 503, "{}", r.body);
    r
}

/// A history made read-only while `serve --entry` runs (as a user whom the
/// file's mode stops): the phones' writes are refused as the CLI refuses
/// its own, worded in the reader's language, 503 without `Retry-After`;
/// writable again, the next write goes through without a restart.
#[test]
#[cfg(unix)]
fn a_read_only_history_refuses_the_phones_as_the_cli_and_takes_them_when_writable_again() {
    use std::os::unix::fs::PermissionsExt;
    if root() && common::on_path("setpriv").is_none() {
        common::needed_outside_ci("setpriv is needed in CI: .ci/run installs util-linux");
        common::skipped(
            "setpriv is not installed, which drops root to nobody (apt-get install util-linux)",
        );
        return;
    }
    let h = History::with_game();
    let mode = |path: &Path, mode| {
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
    };
    mode(h.path.parent().unwrap(), 0o777);
    mode(&h.path, 0o666);
    let mut child = as_nobody(
        &h.path,
        &["--json", "serve", "--bind", "127.0.0.1", "--port", "0"],
    )
    .arg("--entry")
    .stdout(Stdio::piped())
    .stderr(Stdio::piped())
    .spawn()
    .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.as_mut().unwrap())
        .read_line(&mut line)
        .unwrap();
    let started: Value = serde_json::from_str(&line).expect(&line);
    let url = started["entry_url"].as_str().unwrap().to_string();
    let read_url = started["url"].as_str().unwrap().to_string();
    let authority = url.trim_start_matches("http://").split('/').next().unwrap();
    let mut server = Server {
        addr: authority.parse().unwrap(),
        url,
        read_url,
        child,
    };
    let anna = r#"{"game": 1, "round": 1, "player": "Anna", "total": 5}"#;
    assert_eq!(server.post("entry", anna).status, 200);

    mode(&h.path, 0o444);
    let before = std::fs::read(&h.path).unwrap();
    let bertil = r#"{"game": 1, "round": 1, "player": "Bertil", "total": 7}"#;
    let r = refused_in(&server, "en", bertil);
    assert_eq!(r.header("Retry-After"), None);
    let error: Value = serde_json::from_str(&r.body).unwrap();
    assert_eq!(
        error["error"],
        "the history is read-only on the computer that serves this page; make it writable there, then try again"
    );
    // The phone is told no path of the computer's.
    assert_names_no_path(&r, &h.path);
    let r = refused_in(&server, "da", bertil);
    assert!(
        r.body
            .contains("historikken er skrivebeskyttet på den computer, der viser denne side"),
        "{}",
        r.body
    );
    let r = refused_in(&server, "sv", bertil);
    assert!(
        r.body
            .contains("historiken är skrivskyddad på datorn som visar den här sidan"),
        "{}",
        r.body
    );
    // The CLI, as the same user, refuses its write in its own words, the
    // file named: that is the computer's screen.
    let out = as_nobody(&h.path, &["note", "1", "at the cabin"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains(" is read-only, or its folder is (SQLite keeps -wal and -shm files beside it); make both writable or pass another file with --db"), "{stderr}");
    assert_eq!(std::fs::read(&h.path).unwrap(), before);
    assert_eq!(
        server.draft()["entries"],
        serde_json::json!({"Anna": {"total": 5}})
    );

    mode(&h.path, 0o666);
    let r = server.post("entry", bertil);
    assert_eq!(r.status, 200, "{}", r.body);
    let draft: Value = serde_json::from_str(&r.body).unwrap();
    assert_eq!(
        draft["entries"],
        serde_json::json!({"Anna": {"total": 5}, "Bertil": {"total": 7}})
    );
    assert_eq!(server.interrupt(), Some(0));
}

/// Whether an answer to a phone names the history's file or a folder of its
/// path (the name of the user's home, say).
fn assert_names_no_path(r: &Response, path: &Path) {
    let text = format!("{}\n{}", r.head, r.body);
    let file = path.file_name().unwrap().to_string_lossy();
    assert!(!text.contains(&*file), "{text}");
    let dir = path
        .parent()
        .unwrap()
        .file_name()
        .unwrap()
        .to_string_lossy();
    assert!(!text.contains(&*dir), "{text}");
}

/// A history another writer holds past the busy timeout (10 s): the phone's
/// write is 503 with `Retry-After`, in the reader's language and naming no
/// path; once the lock is let go, it goes through.
#[cfg(unix)]
pub(crate) fn a_history_held_by_another_writer_is_503_with_retry_after_and_worded() {
    let h = History::with_game();
    let server = Server::start(&h, &["--entry"]);
    assert_eq!(server.draft()["round"], 1);
    let holder = rusqlite::Connection::open(&h.path).unwrap();
    holder.execute_batch("BEGIN IMMEDIATE").unwrap();
    let anna = r#"{"game": 1, "round": 1, "player": "Anna", "total": 5}"#;
    let r = refused_in(&server, "sv", anna);
    assert_eq!(r.header("Retry-After"), Some("5"));
    let error: Value = serde_json::from_str(&r.body).unwrap();
    // No path of the computer's reaches a phone: its user's name, its folders.
    assert_eq!(
        error["error"],
        "historiken är upptagen av en annan skyjo för länge; försök igen om några sekunder"
    );
    assert_names_no_path(&r, &h.path);
    holder.execute_batch("COMMIT").unwrap();
    let r = server.post("entry", anna);
    assert_eq!(r.status, 200, "{}", r.body);
}
/// A write as the page makes it, in English, answered within `wait`: the
/// status, the answer and how long it took.
fn timed_post(server: &Server, api: &str, body: &str, wait: Duration) -> (Response, Duration) {
    let raw = format!(
        "POST {}api/{api} HTTP/1.1\r\nHost: {}\r\nOrigin: {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        server.base(),
        server.addr,
        server.origin(),
        body.len()
    );
    let started = Instant::now();
    let r = request_within(server.addr, &raw, wait);
    (r, started.elapsed())
}

/// Another process holds the history's write lock (`BEGIN IMMEDIATE`) for
/// 13 s while six phones write (issue 49, item 8): the phones' reads
/// (`api/draft`, `state.json`) never wait for the writes, nor for one
/// another behind them; each write is answered within its own 10 s (503,
/// `Retry-After`, worded, no path), not queued behind the ones before it;
/// let go of, the history takes the phones' writes again.
pub(crate) fn behind_another_process_s_lock_reads_go_on_and_each_write_answers_in_its_own_time() {
    let h = History::with_game();
    let server = Server::start(&h, &["--entry"]);
    assert_eq!(server.draft()["round"], 1);
    let holder = rusqlite::Connection::open(&h.path).unwrap();
    holder.execute_batch("BEGIN IMMEDIATE").unwrap();
    let held = Instant::now();
    let bodies = [
        (
            "entry",
            r#"{"game": 1, "round": 1, "player": "Anna", "total": 5}"#,
        ),
        (
            "entry",
            r#"{"game": 1, "round": 1, "player": "Bertil", "total": 7}"#,
        ),
        (
            "entry",
            r#"{"game": 1, "round": 1, "player": "Cecilia", "total": 9}"#,
        ),
        ("closer", r#"{"game": 1, "round": 1, "player": "Anna"}"#),
        (
            "entry",
            r#"{"game": 1, "round": 1, "player": "Anna", "total": 6}"#,
        ),
        ("closer", r#"{"game": 1, "round": 1, "player": "Bertil"}"#),
    ];
    let answers = std::thread::scope(|scope| {
        let phones: Vec<_> = bodies
            .iter()
            .enumerate()
            .map(|(i, (api, body))| {
                let server = &server;
                scope.spawn(move || {
                    // One phone after the other, a quarter of a second apart.
                    std::thread::sleep(Duration::from_millis(250 * i as u64));
                    timed_post(server, api, body, Duration::from_secs(60))
                })
            })
            .collect();
        // Meanwhile, a phone reads: every read is answered at once.
        let mut slowest = Duration::ZERO;
        while held.elapsed() < Duration::from_secs(11) {
            for path in ["api/draft", "state.json"] {
                let started = Instant::now();
                let r = server.get(&format!("{}{path}", server.base()));
                let took = started.elapsed();
                assert_eq!(r.status, 200, "{path}: {}", r.body);
                slowest = slowest.max(took);
            }
            std::thread::sleep(Duration::from_millis(200));
        }
        assert!(
            slowest < Duration::from_secs(2),
            "a read waited {slowest:?} behind the writes"
        );
        phones
            .into_iter()
            .map(|phone| phone.join().unwrap())
            .collect::<Vec<_>>()
    });
    for (r, took) in &answers {
        // Its own 10 s, and a margin for a loaded machine: not 20, 30, 40 s.
        assert!(*took < Duration::from_secs(12), "answered after {took:?}");
        assert_eq!(r.status, 503, "{}", r.body);
        assert_eq!(r.header("Retry-After"), Some("5"));
        let error: Value = serde_json::from_str(&r.body).unwrap();
        assert_eq!(
            error["error"],
            "the history is busy in another skyjo for too long; try again in a few seconds"
        );
        assert_names_no_path(r, &h.path);
    }
    // Held past every write's time: the writes' answers were the lock's.
    assert!(held.elapsed() > Duration::from_secs(11));
    holder.execute_batch("COMMIT").unwrap();
    drop(holder);
    for (api, body) in &bodies[..4] {
        let r = server.post(api, body);
        assert_eq!(r.status, 200, "{}", r.body);
    }
    let draft = server.draft();
    assert_eq!(
        draft["entries"],
        serde_json::json!({"Anna": {"total": 5}, "Bertil": {"total": 7}, "Cecilia": {"total": 9}})
    );
    assert_eq!(draft["closer"], "Anna");
}

/// With `--entry`, two links, each its own token: the read-only one has the
/// sheet, the TV view and the events, and the API under it is the same 404
/// as any unknown path; the entry link has the same and the API. Without
/// `--entry`, one link.
#[test]
fn with_entry_a_read_only_link_and_an_entry_link_each_its_own_token() {
    let h = History::with_game();
    let server = Server::start(&h, &["--entry"]);
    let (read, entry) = (server.read_base(), server.base());
    assert_ne!(read, entry);
    for base in [&read, &entry] {
        let token = base.trim_start_matches("/t/").trim_end_matches('/');
        assert_eq!(token.len(), 32, "{base}");
        for path in ["", "tv", "state.json"] {
            let r = server.get(&format!("{base}{path}"));
            assert_eq!(r.status, 200, "{base}{path}");
        }
    }
    // The read-only page has no entry panel; the entry link's has.
    let page = server.get(&read);
    assert!(!page.body.contains(r#"id="entry""#), "{}", page.body);
    assert!(server.get(&entry).body.contains(r#"id="entry""#));
    // The live events under the read-only link.
    let mut events = Events::open_at(&server, &read);
    events.next_of("sheet");
    // The API under the read-only link: the 404 of every unknown path.
    let not_found = server.get("/nothing");
    assert_eq!(not_found.status, 404);
    let draft = server.get(&format!("{read}api/draft"));
    assert_eq!((draft.status, &draft.body), (404, &not_found.body));
    for api in ["entry", "closer", "record"] {
        let body = r#"{"game": 1, "round": 1, "player": "Anna", "total": 5}"#;
        let r = server.post_at(&read, api, body);
        assert_eq!((r.status, &r.body), (404, &not_found.body), "{api}");
    }
    assert!(h.json(&["show"])["draft"].is_null());
    // The entry link writes.
    let r = server.post_at(
        &entry,
        "entry",
        r#"{"game": 1, "round": 1, "player": "Anna", "total": 5}"#,
    );
    assert_eq!(r.status, 200, "{}", r.body);
    // Without --entry: one link, no entry_url.
    let (mut child, links) = common::start_serve(&h.path, &[], Stdio::null());
    assert!(links.entry_url.is_none());
    let _ = interrupt(&mut child);
}

/// A phone still on game 1 writes after `skyjo use 2` at the laptop: both
/// games are at the same round, and the write is still refused, 409 with
/// the draft of the game served now; nothing lands in game 2.
#[test]
fn a_write_for_another_game_than_the_one_served_is_409_with_the_draft_now() {
    let h = History::with_game();
    h.ok(&["new", "Dagny", "Erik"]);
    h.ok(&["use", "1"]);
    let server = Server::start(&h, &["--entry"]);
    let first = server.post(
        "entry",
        r#"{"game": 1, "round": 1, "player": "Anna", "total": 5}"#,
    );
    assert_eq!(first.status, 200, "{}", first.body);
    h.ok(&["use", "2"]);
    for (api, body) in [
        (
            "entry",
            r#"{"game": 1, "round": 1, "player": "Dagny", "total": 17}"#,
        ),
        ("closer", r#"{"game": 1, "round": 1, "player": "Dagny"}"#),
        ("record", r#"{"game": 1, "round": 1, "version": 1}"#),
    ] {
        let r = server.post(api, body);
        assert_eq!(r.status, 409, "{api}: {}", r.body);
        let refused: Value = serde_json::from_str(&r.body).unwrap();
        assert_eq!(
            refused["error"],
            "this was for game 1, but game 2 is being played now; here is its draft",
            "{api}"
        );
        assert_eq!(refused["draft"]["game"], 2, "{api}");
        assert_eq!(refused["draft"]["entries"], serde_json::json!({}), "{api}");
    }
    assert!(h.json(&["show", "2"])["draft"].is_null());
    // Game 1's draft is as the phone left it.
    assert_eq!(
        h.json(&["show", "1"])["draft"]["entries"][0]["name"],
        "Anna"
    );
    // Written for game 2, it is taken.
    let r = server.post(
        "entry",
        r#"{"game": 2, "round": 1, "player": "Dagny", "total": 17}"#,
    );
    assert_eq!(r.status, 200, "{}", r.body);
}

/// Phone A reviews "Dagny closed with 10, doubled to 20"; phone B then
/// corrects Dagny to 140; A's Record names the version it showed and is
/// 409 with the draft now: nothing is recorded that no one reviewed.
#[test]
fn a_record_of_a_draft_changed_since_it_was_shown_is_409_with_the_draft_now() {
    let h = History::new();
    h.ok(&["new", "Dagny", "Erik"]);
    let server = Server::start(&h, &["--entry"]);
    let post = |api: &str, body: &str| {
        let r = server.post(api, body);
        assert_eq!(r.status, 200, "{api}: {}", r.body);
        serde_json::from_str::<Value>(&r.body).unwrap()
    };
    let begun = post(
        "entry",
        r#"{"game": 1, "round": 1, "player": "Dagny", "total": 10}"#,
    );
    let second = post(
        "entry",
        r#"{"game": 1, "round": 1, "player": "Erik", "total": 5}"#,
    );
    let shown = post("closer", r#"{"game": 1, "round": 1, "player": "Dagny"}"#);
    let versions = [&begun, &second, &shown].map(|d| d["version"].as_u64().unwrap());
    assert!(
        versions[0] < versions[1] && versions[1] < versions[2],
        "{versions:?}"
    );
    assert_eq!(shown["scores"]["players"][0]["score"], 20);
    // The same closer again changes nothing: the same version.
    let again = post("closer", r#"{"game": 1, "round": 1, "player": "Dagny"}"#);
    assert_eq!(again["version"], shown["version"]);
    // Phone B.
    let changed = post(
        "entry",
        r#"{"game": 1, "round": 1, "player": "Dagny", "total": 140}"#,
    );
    assert!(changed["version"].as_u64() > shown["version"].as_u64());
    // Phone A records what it showed.
    let body = format!(
        r#"{{"game": 1, "round": 1, "version": {}}}"#,
        shown["version"]
    );
    let r = server.post("record", &body);
    assert_eq!(r.status, 409, "{}", r.body);
    let refused: Value = serde_json::from_str(&r.body).unwrap();
    assert_eq!(
        refused["error"],
        "the draft of round 1 of game 1 was changed meanwhile (at another terminal or a phone); here it is as it stands now"
    );
    assert_eq!(refused["draft"], changed);
    assert_eq!(refused["draft"]["scores"]["players"][0]["score"], 280);
    assert!(h.json(&["show"])["rounds"].as_array().unwrap().is_empty());
    // Recorded as shown now: 280.
    let body = format!(
        r#"{{"game": 1, "round": 1, "version": {}}}"#,
        changed["version"]
    );
    let r = server.post("record", &body);
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(h.json(&["show"])["rounds"][0]["players"][0]["score"], 280);
}

/// `api/draft` of a game that takes no more rounds says so: over, and
/// abandoned.
#[test]
fn the_draft_of_a_finished_game_names_the_problem() {
    let h = History::new();
    h.ok(&["new", "Dagny", "Erik"]);
    h.ok(&["round", "--closer", "Erik", "Dagny=101", "Erik=3"]);
    let server = Server::start(&h, &["--entry"]);
    assert_eq!(
        server.draft()["problems"],
        serde_json::json!(["game 1 is over; start a new one with: skyjo new NAMES..."])
    );
    drop(server);
    h.ok(&["new", "Åse", "Jørgen"]);
    h.ok(&["abandon", "2"]);
    let server = Server::start(&h, &["--entry", "--game", "2"]);
    assert_eq!(
        server.draft()["problems"],
        serde_json::json!(["game 2 was abandoned; start a new one with: skyjo new NAMES..."])
    );
}

/// After `undo` leaves a draft of the round after behind, the draft says
/// what to do at the computer, and so does every write; once it is thrown
/// away there, the phones go on.
#[test]
fn after_undo_the_draft_left_behind_says_what_to_do_and_then_the_phones_go_on() {
    let h = History::with_game();
    h.ok(&[
        "round",
        "--closer",
        "Anna",
        "Anna=5",
        "Bertil=20",
        "Cecilia=12",
    ]);
    let server = Server::start(&h, &["--entry"]);
    let r = server.post(
        "entry",
        r#"{"game": 1, "round": 2, "player": "Anna", "total": 4}"#,
    );
    assert_eq!(r.status, 200, "{}", r.body);
    h.ok(&["undo", "--yes"]);
    let stale = "the draft of round 2 of game 1 can no longer be recorded: the game has 0 rounds now; throw it away with skyjo round --discard-draft";
    let draft = server.draft();
    assert_eq!(draft["problems"], serde_json::json!([stale]));
    let r = server.post(
        "entry",
        r#"{"game": 1, "round": 1, "player": "Anna", "total": 5}"#,
    );
    assert_eq!(r.status, 409, "{}", r.body);
    let refused: Value = serde_json::from_str(&r.body).unwrap();
    assert_eq!(refused["error"], stale);
    h.ok(&["round", "--discard-draft"]);
    let r = server.post(
        "entry",
        r#"{"game": 1, "round": 1, "player": "Anna", "total": 5}"#,
    );
    assert_eq!(r.status, 200, "{}", r.body);
}

/// 8 addresses (127.0.0.2-9) x 32 connections, each a request head that
/// never ends, take every connection; a phone on its own address that polls
/// with the token still gets the sheet, each poll within 3 s (well under the
/// flood's 10 s head deadline it would otherwise wait for; a second was too
/// little on a loaded two-core machine): a connection that showed no token
/// gives way for each poll, at most, and the rest are held.
#[test]
#[cfg_attr(not(target_os = "linux"), ignore = "127.0.0.2-9 are loopback on Linux")]
fn a_flood_of_slow_heads_from_many_addresses_gives_way_to_a_phone_with_the_token() {
    let h = game_with_rounds();
    let server = Server::start(&h, &[]);
    let mut flood = Vec::new();
    for device in 2..=9u8 {
        for _ in 0..32 {
            let mut stream = connect_from([127, 0, 0, device], server.addr);
            stream.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n").unwrap();
            flood.push(stream);
        }
    }
    // The flood's heads are cut at serve's head deadline (10 s) from here:
    // "held" below holds only while it is some way off (a loaded machine
    // can take that long over the polls).
    let flooded = Instant::now();
    // The 33rd of the last address is turned away: every one before it is held.
    let mut over = connect_from([127, 0, 0, 9], server.addr);
    let mut answer = String::new();
    over.read_to_string(&mut answer).unwrap();
    assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
    let poll = format!(
        "GET {}state.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
        server.base()
    );
    for _ in 0..5 {
        let started = Instant::now();
        let r = request_from([127, 0, 0, 1], server.addr, &poll);
        let took = started.elapsed();
        assert_eq!(r.status, 200, "{}", r.body);
        assert!(took < Duration::from_secs(3), "{took:?}");
    }
    // The flood gave way to the polls, a connection for a poll at most (each
    // poll gives its room back when it ends), and the rest are held. Which
    // ones gave way is serve's order of taking them, which a loaded machine
    // may not keep as they were opened (flood[255] was once found closed, the
    // oldest held): so they are counted, not named.
    std::thread::sleep(Duration::from_millis(300));
    let closed: Vec<usize> = flood
        .iter_mut()
        .enumerate()
        .filter_map(|(i, stream)| {
            stream.set_nonblocking(true).unwrap();
            let gone = match stream.read(&mut [0u8; 64]) {
                // Closed without a word; bytes would be an answer.
                Ok(read) => read == 0,
                Err(e) => e.kind() != std::io::ErrorKind::WouldBlock,
            };
            gone.then_some(i)
        })
        .collect();
    assert!(!closed.is_empty(), "no connection of the flood gave way");
    // Past serve's head deadline (10 s) every one of them goes.
    if flooded.elapsed() < Duration::from_secs(9) {
        assert!(closed.len() <= 5, "closed: {closed:?}");
    }
}

/// Sends `raw` on a kept-alive connection and reads one answer (its head,
/// then as many bytes of body as it says).
fn exchange(stream: &mut TcpStream, raw: &str) -> Response {
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    stream.write_all(raw.as_bytes()).unwrap();
    let mut head = Vec::new();
    let mut byte = [0u8];
    while !head.ends_with(b"\r\n\r\n") {
        stream.read_exact(&mut byte).unwrap();
        head.push(byte[0]);
    }
    let mut r = parse_response(&String::from_utf8(head).unwrap());
    let length: usize = r.header("Content-Length").map_or(0, |n| n.parse().unwrap());
    let mut body = vec![0u8; length];
    stream.read_exact(&mut body).unwrap();
    r.body = String::from_utf8(body).unwrap();
    r
}

/// The TV link is given to guests: 8 addresses (127.0.0.2-9) x 32
/// kept-alive connections under it, half of them answered a 404, half the
/// state, take every connection; and 8 x 8 event streams under it. A phone
/// with the entry link still gets the state, the draft and a stream, each
/// within a second: a 404 shows no token, the read-only link keeps at most
/// its budget of connections and has its own of streams.
#[test]
#[cfg_attr(not(target_os = "linux"), ignore = "127.0.0.2-9 are loopback on Linux")]
fn the_tv_link_s_holders_never_take_the_phones_room() {
    let h = game_with_rounds();
    let server = Server::start(&h, &["--entry"]);
    let (tv, phone) = (server.read_base(), server.base());
    let mut guests = Vec::new();
    for device in 2..=9u8 {
        for i in 0..32 {
            let mut stream = connect_from([127, 0, 0, device], server.addr);
            let path = if i % 2 == 0 { "x" } else { "state.json" };
            let r = exchange(
                &mut stream,
                &format!("GET {tv}{path} HTTP/1.1\r\nHost: x\r\n\r\n"),
            );
            assert_eq!(r.status, if i % 2 == 0 { 404 } else { 200 });
            guests.push(stream);
        }
    }
    for path in ["state.json", "api/draft", "state.json", "api/draft"] {
        let started = Instant::now();
        let r = request_from(
            [127, 0, 0, 1],
            server.addr,
            &format!("GET {phone}{path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
        );
        assert_eq!(r.status, 200, "{path}: {}", r.body);
        assert!(started.elapsed() < Duration::from_secs(1), "{path}");
    }
    // A guest kept within the read-only link's budget (the state, on the
    // first address) is still answered.
    let r = exchange(
        &mut guests[1],
        &format!("GET {tv}state.json HTTP/1.1\r\nHost: x\r\n\r\n"),
    );
    assert_eq!(r.status, 200);
}

/// 8 addresses x 8 event streams under the TV link: 16 are its budget, the
/// rest are told in words to come back; the phones with the entry link
/// still open theirs.
#[test]
#[cfg_attr(not(target_os = "linux"), ignore = "127.0.0.2-9 are loopback on Linux")]
fn the_tv_link_s_streams_never_take_the_phones_streams() {
    let h = game_with_rounds();
    let server = Server::start(&h, &["--entry"]);
    let (tv, phone) = (server.read_base(), server.base());
    let raw = format!("GET {tv}events HTTP/1.1\r\nHost: x\r\n\r\n");
    let mut streams = Vec::new();
    let mut refused = 0;
    for device in 2..=9u8 {
        for _ in 0..8 {
            let mut stream = connect_from([127, 0, 0, device], server.addr);
            stream.write_all(raw.as_bytes()).unwrap();
            stream
                .set_read_timeout(Some(Duration::from_secs(10)))
                .unwrap();
            let mut reader = BufReader::new(stream);
            let mut line = String::new();
            reader.read_line(&mut line).unwrap();
            if line.starts_with("HTTP/1.1 200") {
                streams.push(reader);
            } else {
                assert!(line.starts_with("HTTP/1.1 503"), "{line}");
                let mut length = 0;
                loop {
                    line.clear();
                    reader.read_line(&mut line).unwrap();
                    if line == "\r\n" {
                        break;
                    }
                    if let Some(n) = line.to_ascii_lowercase().strip_prefix("content-length:") {
                        length = n.trim().parse().unwrap();
                    }
                }
                let mut body = vec![0u8; length];
                reader.read_exact(&mut body).unwrap();
                assert_eq!(body, b"Too many pages are open: try again in a moment.");
                refused += 1;
            }
        }
    }
    assert_eq!(streams.len(), 16);
    assert_eq!(refused, 48);
    let mut stream = Events::open_at(&server, &phone);
    stream.next_of("sheet");
    let mut again = Events::open_at(&server, &phone);
    again.next_of("sheet");
    drop(streams);
}
