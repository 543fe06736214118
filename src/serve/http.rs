//! The HTTP side: just enough HTTP/1.1 for four routes behind the token,
//! with every limit a server on a shared network needs.

use std::io::{ErrorKind, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use super::Token;
use super::live::{Hub, Wait};
use super::page::{self, Snapshot, View};
use crate::i18n::{Lang, t};

/// At most this many event streams at once (a family and a TV need ten).
pub const MAX_STREAMS: usize = 64;
/// At most this many connections at once, streams included.
pub const MAX_CONNECTIONS: usize = 256;
/// The longest request head (request line and headers) read.
pub const MAX_HEAD: usize = 8 * 1024;
/// A request head must arrive whole within this time; a connection idle
/// between requests this long is closed.
pub const HEAD_TIMEOUT: Duration = Duration::from_secs(10);
/// A client that takes longer than this to read what is sent is dropped.
pub const WRITE_TIMEOUT: Duration = Duration::from_secs(10);
/// An event stream with nothing to say sends a comment this often, so a
/// client that went away is noticed (its write fails).
const KEEP_ALIVE: Duration = Duration::from_secs(15);
/// A connection's thread needs little: the pages are rendered by the watcher.
const STACK: usize = 256 * 1024;

/// The server: the token, the hub of snapshots and events, and the counts
/// that keep it bounded.
pub struct Server {
    token: Token,
    lang: Lang,
    /// The snapshot now and the events for the streams.
    pub hub: Hub,
    streams: AtomicUsize,
    connections: AtomicUsize,
    /// The 404 page, the same bytes for every path that is not a route.
    not_found: String,
}

/// Takes one from a count when dropped.
struct Held<'a>(&'a AtomicUsize);

impl Drop for Held<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Adds one to `count` unless it is at `max`.
fn hold(count: &AtomicUsize, max: usize) -> Option<Held<'_>> {
    count
        .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| {
            (n < max).then_some(n + 1)
        })
        .ok()
        .map(|_| Held(count))
}

/// A route behind the token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Route {
    /// `/t/<token>`: to the page's own address, with its slash.
    Slash,
    /// `/t/<token>/`.
    Page,
    /// `/t/<token>/tv`.
    Tv,
    /// `/t/<token>/state.json`.
    State,
    /// `/t/<token>/events`.
    Events,
    /// Anything else, and every path without the token.
    NotFound,
}

/// A request as far as the server reads it.
struct Request {
    head_only: bool,
    get: bool,
    path: String,
    keep_alive: bool,
    has_body: bool,
    last_event_id: Option<u64>,
}

/// Why a request gets no page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Refusal {
    BadRequest,
    TooLarge,
    HeadTooLarge,
    Timeout,
}

impl Server {
    /// A server of `token`, in `lang`, showing `first`.
    pub fn new(token: Token, lang: Lang, first: Snapshot) -> Server {
        Server {
            token,
            lang,
            hub: Hub::new(first),
            streams: AtomicUsize::new(0),
            connections: AtomicUsize::new(0),
            not_found: page::not_found(lang),
        }
    }

    /// The event streams open now.
    pub fn streams(&self) -> usize {
        self.streams.load(Ordering::SeqCst)
    }

    /// Accepts connections on `listener`, a thread each, until `stop`.
    pub fn accept(self: &Arc<Self>, listener: &TcpListener, stop: &AtomicBool) {
        for conn in listener.incoming() {
            if stop.load(Ordering::SeqCst) {
                break;
            }
            let Ok(stream) = conn else {
                // Out of file descriptors, say: let some connections end.
                thread::sleep(Duration::from_millis(50));
                continue;
            };
            let Some(held) = hold(&self.connections, MAX_CONNECTIONS) else {
                let _ = stream.set_write_timeout(Some(Duration::from_millis(200)));
                let _ = self.busy(&mut &stream);
                continue;
            };
            // The count goes down when the thread ends, however it ends.
            std::mem::forget(held);
            let server = Arc::clone(self);
            let spawned = thread::Builder::new()
                .name("skyjo serve".into())
                .stack_size(STACK)
                .spawn(move || {
                    let _held = Held(&server.connections);
                    server.connection(stream);
                });
            if spawned.is_err() {
                self.connections.fetch_sub(1, Ordering::SeqCst);
            }
        }
    }

    /// One connection: requests one after another (keep-alive) until the
    /// client closes, idles, errs, or opens an event stream.
    fn connection(&self, mut stream: TcpStream) {
        let _ = stream.set_nodelay(true);
        if stream.set_write_timeout(Some(WRITE_TIMEOUT)).is_err() {
            return;
        }
        let mut buffer = Vec::with_capacity(1024);
        loop {
            let request = match read_request(&mut stream, &mut buffer) {
                Ok(Some(request)) => request,
                Ok(None) => return,
                Err(refusal) => {
                    let _ = self.refuse(&mut stream, refusal);
                    return;
                }
            };
            match self.answer(&mut stream, &request) {
                Ok(true) if request.keep_alive => continue,
                _ => return,
            }
        }
    }

    /// Answers one request; `Ok(true)` when the connection may take another.
    fn answer(&self, stream: &mut TcpStream, request: &Request) -> std::io::Result<bool> {
        let route = self.route(&request.path);
        if route == Route::NotFound {
            let body = self.not_found.as_bytes();
            write_response(stream, "404 Not Found", HTML, body, request, &[])?;
            if request.has_body {
                drain(stream)?;
                return Ok(false);
            }
            return Ok(true);
        }
        if !request.get {
            let body = t(self.lang, "serve-read-only");
            let allow = [("Allow", "GET, HEAD".to_string())];
            write_response(
                stream,
                "405 Method Not Allowed",
                TEXT,
                body.as_bytes(),
                request,
                &allow,
            )?;
            if request.has_body {
                drain(stream)?;
            }
            return Ok(false);
        }
        if request.has_body {
            self.refuse(stream, Refusal::TooLarge)?;
            return Ok(false);
        }
        match route {
            Route::Slash => {
                let location = [("Location", format!("{}/", request.path))];
                write_response(
                    stream,
                    "308 Permanent Redirect",
                    TEXT,
                    b"",
                    request,
                    &location,
                )?;
            }
            Route::Page | Route::Tv => {
                let view = if route == Route::Tv {
                    View::Tv
                } else {
                    View::Phone
                };
                let Some(nonce) = nonce() else {
                    self.busy(stream)?;
                    return Ok(false);
                };
                let snapshot = self.hub.snapshot();
                let body = page::document(&snapshot, view, self.lang, &nonce, None);
                let csp = [("Content-Security-Policy", page_policy(&nonce))];
                write_response(stream, "200 OK", HTML, body.as_bytes(), request, &csp)?;
            }
            Route::State => {
                let snapshot = self.hub.snapshot();
                write_response(
                    stream,
                    "200 OK",
                    JSON,
                    snapshot.state.json().as_bytes(),
                    request,
                    &[],
                )?;
            }
            Route::Events => {
                self.events(stream, request)?;
                return Ok(false);
            }
            Route::NotFound => unreachable!("answered above"),
        }
        Ok(true)
    }

    /// The route of a path: the token first, compared in constant time;
    /// without it every path is `NotFound`.
    fn route(&self, path: &str) -> Route {
        let Some(rest) = path.strip_prefix("/t/") else {
            return Route::NotFound;
        };
        let (token, after) = match rest.split_once('/') {
            Some((token, after)) => (token, Some(after)),
            None => (rest, None),
        };
        if !self.token.matches(token.as_bytes()) {
            return Route::NotFound;
        }
        match after {
            None => Route::Slash,
            Some("") => Route::Page,
            Some("tv") => Route::Tv,
            Some("state.json") => Route::State,
            Some("events") => Route::Events,
            Some(_) => Route::NotFound,
        }
    }

    /// An event stream: the sheet now (or what a reconnecting page missed),
    /// then every event as it comes, until the client goes or the server stops.
    fn events(&self, stream: &mut TcpStream, request: &Request) -> std::io::Result<()> {
        let Some(_held) = hold(&self.streams, MAX_STREAMS) else {
            return self.busy(stream);
        };
        let head = format!(
            "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\n{}Connection: close\r\n\r\n",
            security_headers(BASE_POLICY)
        );
        stream.write_all(head.as_bytes())?;
        if request.head_only {
            return Ok(());
        }
        let (first, mut after) = self.hub.join(request.last_event_id);
        let mut out = String::from("retry: 2000\n\n");
        first.iter().for_each(|e| out.push_str(e));
        stream.write_all(out.as_bytes())?;
        loop {
            match self.hub.wait(after, KEEP_ALIVE) {
                Wait::Events(events, last) => {
                    let text: String = events.iter().map(|e| &**e).collect();
                    stream.write_all(text.as_bytes())?;
                    after = last;
                }
                Wait::Quiet => stream.write_all(b": keep-alive\n\n")?,
                Wait::Closed => {
                    let _ = stream.shutdown(std::net::Shutdown::Both);
                    return Ok(());
                }
            }
        }
    }

    /// 503: too many streams or connections; the page's script tries again.
    fn busy(&self, stream: &mut impl Write) -> std::io::Result<()> {
        let body = t(self.lang, "serve-busy");
        let head = format!(
            "HTTP/1.1 503 Service Unavailable\r\nContent-Type: {TEXT}\r\nContent-Length: {}\r\nRetry-After: 5\r\n{}Connection: close\r\n\r\n",
            body.len(),
            security_headers(BASE_POLICY)
        );
        stream.write_all(head.as_bytes())?;
        stream.write_all(body.as_bytes())
    }

    /// The answer to a request that could not be read.
    fn refuse(&self, stream: &mut TcpStream, refusal: Refusal) -> std::io::Result<()> {
        let status = match refusal {
            Refusal::BadRequest => "400 Bad Request",
            Refusal::TooLarge => "413 Content Too Large",
            Refusal::HeadTooLarge => "431 Request Header Fields Too Large",
            Refusal::Timeout => "408 Request Timeout",
        };
        let head = format!(
            "HTTP/1.1 {status}\r\nContent-Length: 0\r\n{}Connection: close\r\n\r\n",
            security_headers(BASE_POLICY)
        );
        stream.write_all(head.as_bytes())?;
        drain(stream)
    }
}

const HTML: &str = "text/html; charset=utf-8";
const JSON: &str = "application/json";
const TEXT: &str = "text/plain; charset=utf-8";

/// The policy of every answer but the page: nothing may load, nothing may frame it.
const BASE_POLICY: &str =
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/// The page's policy: its own inline style and script (by nonce), its own
/// state and events, nothing else.
fn page_policy(nonce: &str) -> String {
    format!(
        "default-src 'none'; style-src 'nonce-{nonce}'; script-src 'nonce-{nonce}'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
    )
}

/// The headers every answer carries (the token is in the path: no referrer).
fn security_headers(policy: &str) -> String {
    format!(
        "Content-Security-Policy: {policy}\r\nX-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\nCache-Control: no-store\r\n"
    )
}

/// A new nonce for a page's policy: 128 random bits.
fn nonce() -> Option<String> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).ok()?;
    Some(super::hex(&bytes))
}

/// Before closing a connection the client may still be writing to: what it
/// sends is read and dropped (a little, for a moment), as closing on unread
/// bytes would reset the connection before the client reads the answer.
fn drain(stream: &mut TcpStream) -> std::io::Result<()> {
    stream.shutdown(std::net::Shutdown::Write)?;
    stream.set_read_timeout(Some(Duration::from_millis(500)))?;
    let mut sink = [0u8; 4096];
    let mut left: usize = 64 * 1024;
    while left > 0 {
        match stream.read(&mut sink) {
            Ok(0) | Err(_) => break,
            Ok(n) => left = left.saturating_sub(n),
        }
    }
    Ok(())
}

/// Writes a whole answer in one write. `extra` may replace the policy.
fn write_response(
    stream: &mut TcpStream,
    status: &str,
    content_type: &str,
    body: &[u8],
    request: &Request,
    extra: &[(&str, String)],
) -> std::io::Result<()> {
    let policy = extra
        .iter()
        .find(|(name, _)| *name == "Content-Security-Policy")
        .map_or(BASE_POLICY, |(_, value)| value.as_str());
    let mut head = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\n{}",
        body.len(),
        security_headers(policy)
    );
    for (name, value) in extra
        .iter()
        .filter(|(n, _)| *n != "Content-Security-Policy")
    {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    let keep = request.keep_alive && !request.has_body;
    head.push_str(if keep {
        "Connection: keep-alive\r\n\r\n"
    } else {
        "Connection: close\r\n\r\n"
    });
    let mut bytes = head.into_bytes();
    if !request.head_only {
        bytes.extend_from_slice(body);
    }
    stream.write_all(&bytes)
}

/// Reads the next request head from `stream` (bytes already read are in
/// `buffer`). `Ok(None)`: the client closed or stayed idle.
fn read_request(stream: &mut TcpStream, buffer: &mut Vec<u8>) -> Result<Option<Request>, Refusal> {
    let deadline = Instant::now() + HEAD_TIMEOUT;
    let mut chunk = [0u8; 2048];
    loop {
        if let Some(end) = find_head_end(buffer).filter(|&end| end <= MAX_HEAD) {
            let head: Vec<u8> = buffer.drain(..end).collect();
            return parse(&head).map(Some);
        }
        if buffer.len() > MAX_HEAD {
            return Err(Refusal::HeadTooLarge);
        }
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return if buffer.is_empty() {
                Ok(None)
            } else {
                Err(Refusal::Timeout)
            };
        }
        if stream.set_read_timeout(Some(left)).is_err() {
            return Ok(None);
        }
        match stream.read(&mut chunk) {
            Ok(0) => return Ok(None),
            Ok(n) => buffer.extend_from_slice(&chunk[..n]),
            Err(e) if e.kind() == ErrorKind::Interrupted => {}
            Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {
                return if buffer.is_empty() {
                    Ok(None)
                } else {
                    Err(Refusal::Timeout)
                };
            }
            Err(_) => return Ok(None),
        }
    }
}

/// Where the head ends (after its blank line), if it is all there.
fn find_head_end(buffer: &[u8]) -> Option<usize> {
    buffer
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .map(|i| i + 4)
}

/// A request head: the request line and the headers the server cares about.
fn parse(head: &[u8]) -> Result<Request, Refusal> {
    let text = std::str::from_utf8(head).map_err(|_| Refusal::BadRequest)?;
    let mut lines = text.split("\r\n");
    let line = lines.next().ok_or(Refusal::BadRequest)?;
    let mut parts = line.split(' ');
    let (Some(method), Some(path), Some(version), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(Refusal::BadRequest);
    };
    let http11 = match version {
        "HTTP/1.1" => true,
        "HTTP/1.0" => false,
        _ => return Err(Refusal::BadRequest),
    };
    let mut keep_alive = http11;
    let mut has_body = false;
    let mut last_event_id = None;
    for header in lines.filter(|l| !l.is_empty()) {
        let (name, value) = header.split_once(':').ok_or(Refusal::BadRequest)?;
        let value = value.trim();
        if name.eq_ignore_ascii_case("Content-Length") {
            let length: u64 = value.parse().map_err(|_| Refusal::BadRequest)?;
            has_body |= length > 0;
        } else if name.eq_ignore_ascii_case("Transfer-Encoding") {
            has_body = true;
        } else if name.eq_ignore_ascii_case("connection") {
            if value.eq_ignore_ascii_case("close") {
                keep_alive = false;
            } else if value.eq_ignore_ascii_case("Keep-Alive") {
                keep_alive = true;
            }
        } else if name.eq_ignore_ascii_case("Last-Event-ID") {
            last_event_id = value.parse().ok();
        }
    }
    // The query (a cache-buster, say) plays no part in the route.
    let path = path.split(['?', '#']).next().unwrap_or(path).to_string();
    Ok(Request {
        head_only: method == "HEAD",
        get: method == "GET" || method == "HEAD",
        path,
        keep_alive,
        has_body,
        last_event_id,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn server() -> Server {
        let token = Token("0123456789abcdef0123456789abcdef".into());
        let snapshot = Snapshot {
            game: None,
            state: super::page::State::Missing(None),
            page: String::new(),
            tv: String::new(),
            title: String::new(),
        };
        Server::new(token, Lang::EN, snapshot)
    }

    #[test]
    fn only_the_routes_behind_the_token_are_found() {
        let s = server();
        let t = "/t/0123456789abcdef0123456789abcdef";
        assert_eq!(s.route(&format!("{t}/")), Route::Page);
        assert_eq!(s.route(t), Route::Slash);
        assert_eq!(s.route(&format!("{t}/tv")), Route::Tv);
        assert_eq!(s.route(&format!("{t}/state.json")), Route::State);
        assert_eq!(s.route(&format!("{t}/events")), Route::Events);
        assert_eq!(s.route(&format!("{t}/../")), Route::NotFound);
        assert_eq!(s.route(&format!("{t}/tv/")), Route::NotFound);
        assert_eq!(s.route(&format!("{t}//")), Route::NotFound);
        assert_eq!(
            s.route("/t/0123456789abcdef0123456789abcdee/"),
            Route::NotFound
        );
        assert_eq!(s.route("/t/"), Route::NotFound);
        assert_eq!(s.route("/"), Route::NotFound);
        assert_eq!(s.route("/etc/passwd"), Route::NotFound);
    }

    #[test]
    fn a_head_is_read_with_the_headers_that_matter() {
        let r = parse(b"GET /t/x/?a=1 HTTP/1.1\r\nHost: h\r\nLast-Event-ID: 12\r\n\r\n").unwrap();
        assert!(r.get && !r.head_only && r.keep_alive && !r.has_body);
        assert_eq!(r.path, "/t/x/");
        assert_eq!(r.last_event_id, Some(12));
        let r = parse(b"POST / HTTP/1.0\r\nContent-Length: 3\r\n\r\n").unwrap();
        assert!(!r.get && !r.keep_alive && r.has_body);
        let r = parse(b"HEAD / HTTP/1.1\r\nConnection: close\r\n\r\n").unwrap();
        assert!(r.get && r.head_only && !r.keep_alive);
        assert!(parse(b"GET / HTTP/2\r\n\r\n").is_err());
        assert!(parse(b"GET / HTTP/1.1\r\nbroken\r\n\r\n").is_err());
        assert!(parse(b"GET / HTTP/1.1\r\nContent-Length: x\r\n\r\n").is_err());
    }

    #[test]
    fn counts_stop_at_their_limit() {
        let count = AtomicUsize::new(0);
        let held: Vec<_> = (0..3).map_while(|_| hold(&count, 3)).collect();
        assert_eq!(held.len(), 3);
        assert!(hold(&count, 3).is_none());
        drop(held);
        assert_eq!(count.load(Ordering::SeqCst), 0);
    }
}
