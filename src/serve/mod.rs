//! `skyjo serve`: the score sheet of a game as a live page for the phones at
//! the table, and a TV view; with `--entry`, the phones enter their grids.
//!
//! HTTP is axum's on hyper, on tokio's current-thread runtime: one thread
//! for every connection, the runtime's few blocking threads for the writes
//! (SQLite may wait for another writer). What keeps it bounded is in
//! [`http`]: per client address and overall, at most 32 and 256
//! connections and 8 and 64 event streams (with `--entry`, the read-only
//! link's own budgets within them); one deadline for a request head,
//! one for a body, one for each write; heads of at most 8 KiB, bodies of at
//! most 4 KiB (writes only).
//!
//! The server reads the history on its own connection and asks SQLite's
//! `PRAGMA data_version` every 250 ms: the number changes when any other
//! connection commits (a round recorded in the score keeper's terminal, a
//! grid from a phone), so every change reaches every page as Server-Sent
//! Events ([`live`]). The entry API ([`api`]) writes the round's draft, as
//! `skyjo round` does.
//!
//! With `--entry` there are two links, each its own token: the read-only
//! link (the sheet, the TV view, the events: for the TV and a guest) and the
//! entry link (the same and the API's writes: for the phones that enter).

mod api;
mod draft;
mod entry;
mod error;
mod event;
mod http;
mod live;
mod page;
mod qr;

use std::io::Write;
use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpListener, UdpSocket};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use anyhow::Result;

use crate::i18n::{Lang, t};
use crate::render::layout;
use crate::rules::Standings;
use crate::store::{GameId, Store, StoredGame};
use crate::tr;

pub use draft::{DraftJson, EntryJson};
pub use error::ServeError;

/// Which game the page shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// The current game, followed when another becomes current.
    Current,
    /// This game.
    Game(GameId),
}

/// The JSON of a game as `show --json` prints it (the command layer's, so
/// that `state.json` and `show --json` are one function: the chances to win
/// come with it once `show --json` carries them).
pub type StateFn = fn(&StoredGame, &Standings) -> crate::render::chances::ShowState;

/// What `skyjo serve` was asked for.
#[derive(Debug, Clone)]
pub struct Options {
    /// The game.
    pub target: Target,
    /// Called after the entry API recorded a round (the sync's journal).
    pub recorded: Option<Recorded>,
    /// The history's file: followed when it is replaced, and written by
    /// the entry API.
    pub db: PathBuf,
    /// Whether the phones may enter the round (the entry API).
    pub entry: bool,
    /// The JSON of `show --json`.
    pub state: StateFn,
    /// The port (0: any free one).
    pub port: u16,
    /// The one address to listen on; `None`: the local network's and loopback.
    pub bind: Option<IpAddr>,
    /// Whether to draw the QR code.
    pub qr: bool,
    /// The language of the page and the lines printed.
    pub lang: Lang,
    /// Whether the terminal takes color (the QR code is then drawn dark on light).
    pub color: bool,
    /// Print the addresses as one JSON line instead of text.
    pub json: bool,
    /// The terminal's width: the lines printed are wrapped to it.
    pub width: usize,
    /// Whether the lines go to a screen `width` wide (a terminal, or
    /// `COLUMNS`): the notes then stand beside the QR code. In a pipe or a
    /// file they follow it, a line each.
    pub screen: bool,
}

/// What is done after the entry API recorded a round, on the API's own
/// connection to the history (its changes go to the sync journal there).
#[derive(Clone)]
pub struct Recorded(pub Arc<dyn Fn(&mut Store) + Send + Sync>);

impl std::fmt::Debug for Recorded {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Recorded")
    }
}

/// The secret in a link's path: 128 bits from the system's random source,
/// new at each start, written as 32 lowercase hex digits.
#[derive(Clone)]
pub struct Token(String);

impl Token {
    /// A new token.
    pub fn new() -> Result<Token, ServeError> {
        let mut bytes = [0u8; 16];
        getrandom::fill(&mut bytes).map_err(|_| ServeError::NoRandom)?;
        Ok(Token(hex(&bytes)))
    }

    /// The token as it appears in the path.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `given` is the token, in time that depends only on the
    /// token's length: every byte is compared whatever the first mismatch.
    pub fn matches(&self, given: &[u8]) -> bool {
        let expected = self.0.as_bytes();
        let mut diff = u8::from(given.len() != expected.len());
        for (i, e) in expected.iter().enumerate() {
            // A shorter guess is compared against zeros, not cut short.
            let g = given.get(i).copied().unwrap_or(0);
            diff |= e ^ g;
        }
        std::hint::black_box(diff) == 0
    }
}

/// Bytes as lowercase hex.
fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Set by Ctrl-C (SIGINT on Unix, the console's Ctrl-C and Ctrl-Break on
/// Windows, through the `ctrlc` crate as the prompts have it): the server stops.
static STOP: AtomicBool = AtomicBool::new(false);

fn catch_stop() {
    // Only an atomic store in the handler: the watcher sees it within 250 ms.
    // A second handler cannot be set in one process; serve sets the only one.
    let _ = ctrlc::set_handler(|| STOP.store(true, Ordering::SeqCst));
}

/// This computer's address on the local network: the source address the
/// system would use to reach a far address. Connecting a UDP socket only
/// looks up the route; no packet is sent. `None` without a network.
pub fn lan_address() -> Option<IpAddr> {
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    // 192.0.2.1 is TEST-NET-1 (RFC 5737): routed like the internet, owned by no one.
    socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9)).ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_loopback() && !ip.is_unspecified()).then_some(ip)
}

/// Listens on `ip:port`, the errors worded for people.
fn listen(ip: IpAddr, port: u16) -> Result<TcpListener, ServeError> {
    let addr = SocketAddr::new(ip, port);
    TcpListener::bind(addr).map_err(|err| {
        let addr = addr.to_string();
        match err.kind() {
            std::io::ErrorKind::AddrInUse => ServeError::PortInUse { addr },
            std::io::ErrorKind::AddrNotAvailable => ServeError::NotHere {
                addr: ip.to_string(),
            },
            _ => ServeError::Listen {
                addr,
                reason: err.to_string(),
            },
        }
    })
}

/// The listeners, and the address to show: `--bind`'s alone, else the local
/// network's and loopback on one port (never every interface unasked).
fn listeners(bind: Option<IpAddr>, port: u16) -> Result<(Vec<TcpListener>, IpAddr), ServeError> {
    let loopback = IpAddr::V4(Ipv4Addr::LOCALHOST);
    let (ips, shown) = match bind {
        Some(ip) if ip.is_unspecified() => (vec![ip], lan_address().unwrap_or(loopback)),
        Some(ip) => (vec![ip], ip),
        None => match lan_address() {
            Some(lan) => (vec![lan, loopback], lan),
            None => (vec![loopback], loopback),
        },
    };
    let first = listen(ips[0], port)?;
    // With --port 0 the first listener picks the port; the others take it too.
    let port = first.local_addr().map(|a| a.port()).unwrap_or(port);
    let mut all = vec![first];
    for &ip in &ips[1..] {
        all.push(listen(ip, port)?);
    }
    Ok((all, shown))
}

/// The page's address on `ip`.
fn url(ip: IpAddr, port: u16, token: &Token) -> String {
    let host = match ip {
        IpAddr::V6(v6) => format!("[{v6}]"),
        IpAddr::V4(v4) => v4.to_string(),
    };
    format!("http://{host}:{port}/t/{}/", token.as_str())
}

/// Serves the game of `options` from `store` until Ctrl-C. Prints the
/// address (and its QR code) to `out` once the server listens.
pub fn run(store: Store, options: Options, out: &mut dyn Write) -> Result<()> {
    let lang = options.lang;
    let token = Token::new()?;
    let entry_token = if options.entry {
        Some(Token::new()?)
    } else {
        None
    };
    let mut watcher =
        live::Watcher::new(store, options.target, options.state, lang).follow(options.entry);
    let first = watcher.first()?;
    let (listeners, shown) = listeners(options.bind, options.port)?;
    let port = listeners[0].local_addr()?.port();
    let addrs: Vec<SocketAddr> = listeners
        .iter()
        .filter_map(|l| l.local_addr().ok())
        .collect();
    let links = |token: &Token| {
        let main = url(shown, port, token);
        let others: Vec<String> = addrs
            .iter()
            .map(|a| url(a.ip(), port, token))
            .filter(|u| *u != main)
            .collect();
        (main, others)
    };
    let (main_url, other_urls) = links(&token);
    let entry_links = entry_token.as_ref().map(links);

    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .enable_time()
        .max_blocking_threads(4)
        .build()?;
    let entry = entry_token.map(|t| {
        (
            t,
            api::Desk::new(options.db.clone(), options.target, options.recorded.clone()),
        )
    });
    let server = Arc::new(http::Server::new(token, lang, first, entry));
    let listeners = {
        let _entered = runtime.enter();
        listeners
            .into_iter()
            .map(|listener| {
                listener.set_nonblocking(true)?;
                tokio::net::TcpListener::from_std(listener)
            })
            .collect::<std::io::Result<Vec<_>>>()?
    };

    STOP.store(false, Ordering::SeqCst);
    catch_stop();
    // The watcher runs on a thread of its own until Ctrl-C; a panic in a
    // look at the history is that look lost, not the server.
    let watching = {
        let server = Arc::clone(&server);
        thread::spawn(move || {
            while !STOP.load(Ordering::SeqCst) {
                server.nudge.wait(live::POLL);
                let looked =
                    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| watcher.check()));
                if let Ok(Some((snapshot, events))) = looked {
                    server.hub.publish(snapshot, events);
                }
            }
            server.hub.close();
        })
    };

    let banner = if options.json {
        let listening = Listening {
            url: &main_url,
            entry_url: entry_links.as_ref().map(|(main, _)| main.as_str()),
            also: &other_urls,
            entry_also: entry_links.as_ref().map(|(_, others)| others.as_slice()),
            port,
        };
        format!("{}\n", serde_json::to_string(&listening)?)
    } else {
        banner(
            &main_url,
            entry_links.as_ref().map(|(main, _)| main.as_str()),
            &other_urls,
            shown.is_loopback() && options.bind.is_none(),
            &options,
        )
    };
    out.write_all(banner.as_bytes())?;
    out.flush()?;

    runtime.block_on(async {
        let accepting: Vec<_> = listeners
            .into_iter()
            .map(|listener| tokio::spawn(Arc::clone(&server).accept(listener)))
            .collect();
        for task in accepting {
            let _ = task.await;
        }
        // The streams see the hub closed and end; a stuck client gets a second.
        let deadline = Instant::now() + Duration::from_secs(1);
        while server.streams() > 0 && Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    });
    let _ = watching.join();
    runtime.shutdown_timeout(Duration::from_secs(1));
    if !options.json {
        writeln!(out, "{}", t(lang, "serve-stopped"))?;
        out.flush()?;
    }
    Ok(())
}

/// What `serve --json` prints when it listens, its keys in order as every
/// JSON of skyjo has them.
#[derive(serde::Serialize)]
struct Listening<'a> {
    /// The read-only link on the other addresses listened on.
    also: &'a [String],
    /// With `--entry`: the entry link on the other addresses.
    #[serde(skip_serializing_if = "Option::is_none")]
    entry_also: Option<&'a [String]>,
    /// With `--entry`: the entry link, the same and the API's writes.
    #[serde(skip_serializing_if = "Option::is_none")]
    entry_url: Option<&'a str>,
    port: u16,
    /// The read-only link: the sheet, the TV view, the events.
    url: &'a str,
}

/// Columns between the QR code and the lines beside it.
const GAP: usize = 2;

/// The narrowest column of lines beside the code; on a narrower terminal
/// they go below it.
const BESIDE: usize = 24;

/// What `serve` prints when it listens: the address on a line of its own
/// (with `--entry`, the read-only link's, then the entry link's), the QR
/// code (of the entry link, with `--entry`) with how to use it and how to
/// stop beside it, then (without `--entry`) the address on this computer. On a terminal of 80
/// columns that is at most 23 lines: on one of 24, nothing scrolls off, the
/// address least of all. Narrower than the code and [`BESIDE`], or not on a
/// screen, the lines go below the code, as with `--no-qr`.
fn banner(
    main_url: &str,
    entry_url: Option<&str>,
    others: &[String],
    loopback_only: bool,
    options: &Options,
) -> String {
    let lang = options.lang;
    let listening = if main_url.starts_with("http://127.") || main_url.starts_with("http://[::1]") {
        t(lang, "serve-listening-local")
    } else {
        t(lang, "serve-listening")
    };
    // The address on a line of its own: it fits 80 columns, and a click or a
    // double-click takes it whole.
    let mut out = format!("{listening}\n");
    // With `--entry`, each link after what it is for, in one column; the
    // entry link takes the place of the links on this computer (the local
    // network's work there too; `--json` has them all): the whole still
    // fits 23 lines.
    let others = if let Some(entry_url) = entry_url {
        let (read, entry) = (t(lang, "serve-link-read"), t(lang, "serve-link-entry"));
        let label = layout::width(&read).max(layout::width(&entry)) + 1;
        for (what, link) in [(read, main_url), (entry, entry_url)] {
            let pad = label - layout::width(&what);
            out.push_str(&format!("  {what}{:pad$}{link}\n", ""));
        }
        &[]
    } else {
        out.push_str(&format!("  {main_url}\n"));
        others
    };
    let code = if options.qr {
        qr::draw(entry_url.unwrap_or(main_url), options.color)
    } else {
        String::new()
    };
    let code_width = code.lines().next().map_or(0, layout::width);
    let beside = options.width.saturating_sub(code_width + GAP);
    if code.is_empty() || !options.screen || beside < BESIDE {
        // One after the other, each message on its lines.
        if !code.is_empty() {
            out.push('\n');
            out.push_str(&code);
            out.push_str(&scan(options));
            out.push_str("\n\n");
        }
        for other in others {
            out.push_str(&tr!(lang, "serve-also", url = other.as_str()));
            out.push('\n');
        }
        if loopback_only {
            out.push_str(&t(lang, "serve-loopback-only"));
            out.push('\n');
        }
        out.push_str(&t(lang, "serve-stop-hint"));
        out.push('\n');
        return layout::fit(out, options.width);
    }
    // Beside the code from its second line on, a blank line between two.
    let mut notes = vec![scan(options)];
    if loopback_only {
        notes.push(t(lang, "serve-loopback-only"));
    }
    notes.push(t(lang, "serve-stop-hint"));
    let mut side = vec![String::new()];
    for note in &notes {
        if side.len() > 1 {
            side.push(String::new());
        }
        side.extend(layout::wrap_cell(note, beside).lines().map(str::to_string));
    }
    let code_lines: Vec<&str> = code.lines().collect();
    for i in 0..code_lines.len().max(side.len()) {
        let text = side.get(i).map_or("", String::as_str);
        match code_lines.get(i) {
            Some(line) if text.is_empty() => out.push_str(line),
            Some(line) => out.push_str(&format!("{line}{:GAP$}{text}", "")),
            None => out.push_str(&format!("{:1$}{text}", "", code_width + GAP)),
        }
        out.push('\n');
    }
    for other in others {
        out.push_str(&tr!(lang, "serve-also", url = other.as_str()));
        out.push('\n');
    }
    layout::fit(out, options.width)
}

/// What the code is for: to follow the game, and with `--entry` to enter
/// one's grid too.
fn scan(options: &Options) -> String {
    let id = if options.entry {
        "serve-scan-entry"
    } else {
        "serve-scan"
    };
    t(options.lang, id)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(width: usize, screen: bool) -> Options {
        fn state(game: &StoredGame, standings: &Standings) -> crate::render::chances::ShowState {
            crate::render::chances::WithChances {
                view: crate::render::view::ShowView::of(game, standings),
                chances: None,
            }
        }
        Options {
            target: Target::Current,
            recorded: None,
            db: PathBuf::new(),
            entry: false,
            state,
            port: 0,
            bind: None,
            qr: true,
            lang: Lang::EN,
            color: false,
            json: false,
            width,
            screen,
        }
    }

    /// On a screen of 80 columns the start fits 23 lines, the address on
    /// the second, the notes beside the code; in a pipe they follow it.
    #[test]
    fn the_start_fits_80_by_24_and_a_pipe_gets_whole_lines() {
        let token = Token::new().unwrap();
        let main = url(IpAddr::V4(Ipv4Addr::new(192, 168, 100, 200)), 65535, &token);
        let local = url(IpAddr::V4(Ipv4Addr::LOCALHOST), 65535, &token);
        let screen = banner(
            &main,
            None,
            std::slice::from_ref(&local),
            false,
            &options(80, true),
        );
        let lines: Vec<&str> = screen.lines().collect();
        assert!(lines.len() <= 23, "{} lines:\n{screen}", lines.len());
        assert_eq!(lines[1], format!("  {main}"));
        assert!(lines.iter().all(|l| layout::width(l) <= 80), "{screen}");
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with('█') && l.ends_with("Press Ctrl-C to stop."))
        );
        assert_eq!(*lines.last().unwrap(), format!("On this computer: {local}"));
        // No local network: its note beside the code too.
        let alone = banner(&local, None, &[], true, &options(80, true));
        assert!(alone.lines().count() <= 23, "{alone}");
        assert!(alone.contains("No local network was found"), "{alone}");
        // A pipe: each message on its own line after the code, as before.
        let piped = banner(&main, None, &[local], false, &options(80, false));
        assert!(
            piped.contains("\nScan to follow the game on your phone.\n"),
            "{piped}"
        );
        assert!(piped.contains("\nPress Ctrl-C to stop.\n"), "{piped}");
        // Too narrow for the notes beside: below.
        let narrow = banner(&main, None, &[], false, &options(60, true));
        assert!(
            narrow.contains("\nScan to follow the game on your phone.\n"),
            "{narrow}"
        );
    }

    /// With `--entry` there are two links: the read-only one first, then
    /// the entry link, whose QR code is drawn; the code is for entering
    /// one's grid too, in 80x24 and in a pipe alike, in every language.
    #[test]
    fn with_entry_the_start_gives_both_links_and_the_entry_link_s_code() {
        let ip = IpAddr::V4(Ipv4Addr::new(192, 168, 100, 200));
        let read = url(ip, 65535, &Token::new().unwrap());
        let write = url(ip, 65535, &Token::new().unwrap());
        let local = url(
            IpAddr::V4(Ipv4Addr::LOCALHOST),
            65535,
            &Token::new().unwrap(),
        );
        let mut entry = options(80, true);
        entry.entry = true;
        for lang in [
            Lang::EN,
            Lang::from_code("sv").unwrap(),
            Lang::from_code("da").unwrap(),
        ] {
            entry.lang = lang;
            let screen = banner(
                &read,
                Some(&write),
                std::slice::from_ref(&local),
                false,
                &entry,
            );
            let lines: Vec<&str> = screen.lines().collect();
            assert!(lines.len() <= 23, "{} lines:\n{screen}", lines.len());
            assert!(lines.iter().all(|l| layout::width(l) <= 80), "{screen}");
            let read_label = t(lang, "serve-link-read");
            assert!(lines[1].starts_with(&format!("  {read_label}")), "{screen}");
            assert!(lines[1].ends_with(&format!(" {read}")), "{screen}");
            assert!(lines[2].starts_with(&format!("  {}", t(lang, "serve-link-entry"))));
            assert!(lines[2].ends_with(&format!(" {write}")), "{screen}");
            // One column of links.
            let column = |l: &str| layout::width(&l[..l.find("http").unwrap()]);
            assert_eq!(column(lines[1]), column(lines[2]), "{screen}");
            // The code drawn is the entry link's, not the read-only one's.
            let code = qr::draw(&write, false);
            assert_ne!(code, qr::draw(&read, false));
            let rows: Vec<&str> = code.lines().collect();
            assert_eq!(&lines[3..3 + rows.len()].len(), &rows.len());
            for (line, row) in lines[3..].iter().zip(&rows) {
                assert!(line.starts_with(row), "{screen}");
            }
            assert!(
                screen.contains(&t(lang, "serve-scan-entry")[..10]),
                "{screen}"
            );
        }
        entry.lang = Lang::EN;
        entry.screen = false;
        let piped = banner(&read, Some(&write), &[], false, &entry);
        assert!(
            piped.contains("\nScan to follow the game on your phone and enter your grid there.\n"),
            "{piped}"
        );
        assert!(piped.contains(&qr::draw(&write, false)), "{piped}");
        let plain = banner(&read, None, &[], false, &options(80, false));
        assert!(!plain.contains("enter your grid"));
        assert!(!plain.contains("To enter the grids"));
        assert!(plain.contains(&qr::draw(&read, false)), "{plain}");
    }

    #[test]
    fn a_token_is_32_hex_digits_and_new_each_time() {
        let a = Token::new().unwrap();
        let b = Token::new().unwrap();
        assert_eq!(a.as_str().len(), 32);
        assert!(a.as_str().bytes().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a.as_str(), b.as_str());
    }

    #[test]
    fn a_token_matches_itself_only() {
        let token = Token("00112233445566778899aabbccddeeff".into());
        assert!(token.matches(b"00112233445566778899aabbccddeeff"));
        assert!(!token.matches(b"00112233445566778899aabbccddeefe"));
        assert!(!token.matches(b"00112233445566778899aabbccddeeff0"));
        assert!(!token.matches(b"00112233445566778899aabbccddeef"));
        assert!(!token.matches(b""));
        // Zeros where the guess is short are not a match of a short token.
        let short = Token("ab".into());
        assert!(!short.matches(b"ab\0"));
    }

    #[test]
    fn a_url_names_the_host_port_and_token() {
        let token = Token("0123456789abcdef0123456789abcdef".into());
        let v4 = url(IpAddr::V4(Ipv4Addr::new(192, 168, 1, 20)), 8717, &token);
        assert_eq!(
            v4,
            "http://192.168.1.20:8717/t/0123456789abcdef0123456789abcdef/"
        );
        let v6 = url("::1".parse().unwrap(), 80, &token);
        assert_eq!(v6, "http://[::1]:80/t/0123456789abcdef0123456789abcdef/");
    }
}
