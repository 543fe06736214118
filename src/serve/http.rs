//! The HTTP side: axum's routes on hyper's HTTP/1.1, on tokio's
//! current-thread runtime. Hyper reads what strangers send; what is ours is
//! the policy: the tokens (the read-only link's, and with `--entry` the entry
//! link's, which alone writes), the limits per client address, one deadline
//! per phase of a connection (the head, a body, each write), the writes'
//! rules. When every connection is taken, one that has not shown a token
//! (by a page, the state, a stream or the API it was answered: a 404 under a
//! token shows none) gives way to a new one: a device of many addresses
//! cannot lock the phones out. With `--entry`, the read-only link (the TV's,
//! a guest's) has budgets of its own, of connections kept and of event
//! streams: its holders never take the entry link's room.

use std::collections::{BTreeMap, HashMap};
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::header::{self, HeaderMap, HeaderValue};
use axum::http::{Method, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Notify;
use tokio::time::Sleep;

use super::api::{self, Answer, Desk};
use super::live::{Hub, Since};
use super::page::{self, Snapshot, View};
use super::token::Token;
use crate::i18n::{Lang, t};

/// At most this many event streams at once (a family and a TV need ten).
pub const MAX_STREAMS: usize = 64;
/// With `--entry`, at most this many of them under the read-only link (the
/// TV, guests); the rest are the entry link's.
pub const READ_STREAMS: usize = 16;
/// With `--entry`, at most this many connections under the read-only link
/// are kept when room is needed; the others give way as those that showed
/// no token do.
pub const READ_CONNECTIONS: usize = 64;
/// At most this many event streams from one client address (a phone, a TV).
pub const STREAMS_PER_ADDRESS: usize = 8;
/// At most this many connections at once, streams included. When they are
/// all taken, the oldest that has not shown a token is closed for a new one.
pub const MAX_CONNECTIONS: usize = 256;
/// At most this many connections from one client address: one device on
/// the network cannot take the room of the others.
pub const CONNECTIONS_PER_ADDRESS: usize = 32;
/// The longest request head (request line and headers) read.
pub const MAX_HEAD: usize = 8 * 1024;
/// The largest body of a write.
pub const MAX_BODY: usize = 4 * 1024;
/// A request head must arrive whole within this time, however it drips in;
/// a connection idle between requests this long is closed.
pub const HEAD_TIMEOUT: Duration = Duration::from_secs(10);
/// A body must arrive whole within this time.
pub const BODY_TIMEOUT: Duration = Duration::from_secs(10);
/// A client that takes longer than this to take one write is dropped.
pub const WRITE_TIMEOUT: Duration = Duration::from_secs(10);
/// An event stream with nothing to say sends a comment this often.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// The server: the tokens, the hub of snapshots and events, the counts that
/// keep it bounded, and the entry API's token and desk (with `--entry`).
pub struct Server {
    /// The read-only link's token: the sheet, the TV view, the events.
    token: Token,
    lang: Lang,
    /// The snapshot now and the events for the streams.
    pub hub: Hub,
    /// Wakes the watcher when the API wrote.
    pub nudge: super::live::Nudge,
    /// With `--entry`: the entry link's token (the same and the API), and
    /// where the API writes.
    entry: Option<(Token, Desk)>,
    held: Mutex<Held>,
    /// The 404 page, the same bytes for every path that is not a route.
    not_found: String,
}

/// What the server holds: by client address, the connections open (oldest
/// first) and the event streams.
#[derive(Default)]
struct Held {
    by_address: HashMap<IpAddr, Count>,
    connections: BTreeMap<u64, Open>,
    /// The number the next connection is held under: they come in order.
    next: u64,
    /// The connections kept under the read-only link.
    read_kept: usize,
    streams: usize,
    /// The event streams under the read-only link.
    read_streams: usize,
}

/// What one client address holds.
#[derive(Debug, Default, Clone, Copy)]
struct Count {
    connections: usize,
    streams: usize,
}

impl Held {
    fn count(&mut self, ip: IpAddr) -> &mut Count {
        self.by_address.entry(ip).or_default()
    }

    /// One fewer of `ip`'s connections or streams.
    fn release(&mut self, ip: IpAddr, stream: bool) {
        if let Some(count) = self.by_address.get_mut(&ip) {
            if stream {
                count.streams = count.streams.saturating_sub(1);
            } else {
                count.connections = count.connections.saturating_sub(1);
            }
            if count.connections == 0 && count.streams == 0 {
                self.by_address.remove(&ip);
            }
        }
    }
}

/// An open connection, as the server holds it.
struct Open {
    ip: IpAddr,
    /// The link a request on it was answered under (a page, the state, a
    /// stream, the API): kept when room is made. `None`: it gives way first.
    kept: Option<Access>,
    /// Closes it, to make room for another.
    close: Arc<Notify>,
}

impl Held {
    /// Takes connection `id` out (closed for another, or ended).
    fn remove(&mut self, id: u64) -> Option<Open> {
        let gone = self.connections.remove(&id)?;
        if gone.kept == Some(Access::Read) {
            self.read_kept = self.read_kept.saturating_sub(1);
        }
        self.release(gone.ip, false);
        Some(gone)
    }
}

/// What a slot holds.
#[derive(Debug, Clone, Copy)]
enum Holds {
    /// The connection of this number.
    Connection(u64),
    /// An event stream under this link.
    Stream(Access),
}

/// A connection or an event stream held; given back when dropped.
struct Slot {
    server: Arc<Server>,
    ip: IpAddr,
    holds: Holds,
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut held = self.server.lock_held();
        match self.holds {
            // Closed for another, it was given back then.
            Holds::Connection(id) => {
                held.remove(id);
            }
            Holds::Stream(access) => {
                held.streams = held.streams.saturating_sub(1);
                if access == Access::Read {
                    held.read_streams = held.read_streams.saturating_sub(1);
                }
                held.release(self.ip, true);
            }
        }
    }
}

/// A connection held: its slot, its number, and what closes it.
struct Connection {
    slot: Slot,
    id: u64,
    close: Arc<Notify>,
}

/// The client's address, handed to the routes.
#[derive(Debug, Clone, Copy)]
struct Peer(IpAddr);

/// The number of the connection a request came on.
#[derive(Debug, Clone, Copy)]
struct On(u64);

/// What the token of a request opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Access {
    /// The read-only link: the sheet, the TV view, the events.
    Read,
    /// The entry link: the same, and the entry API.
    Entry,
}

impl Server {
    /// A server of the read-only link's `token`, in `lang`, showing `first`;
    /// with `entry`, the entry link's token and the desk its API writes to.
    pub fn new(token: Token, lang: Lang, first: Snapshot, entry: Option<(Token, Desk)>) -> Server {
        Server {
            token,
            lang,
            hub: Hub::new(first),
            nudge: super::live::Nudge::default(),
            entry,
            held: Mutex::new(Held::default()),
            not_found: page::not_found(lang),
        }
    }

    fn lock_held(&self) -> std::sync::MutexGuard<'_, Held> {
        self.held.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The event streams open now.
    pub fn streams(&self) -> usize {
        self.lock_held().streams
    }

    /// How many connections under the read-only link are kept, and how
    /// many event streams it may hold: with `--entry`, its own budgets;
    /// without, it is the only link and has them all.
    fn read_budgets(&self) -> (usize, usize) {
        if self.entry.is_some() {
            (READ_CONNECTIONS, READ_STREAMS)
        } else {
            (MAX_CONNECTIONS, MAX_STREAMS)
        }
    }

    /// Connection `id` was answered a page, the state, a stream or the API
    /// under `access`: kept when room is made, the read-only link's within
    /// its budget (past it, the connection gives way as one that showed no
    /// token). The entry link's is kept always.
    fn keep(&self, id: u64, access: Access) {
        let (read_budget, _) = self.read_budgets();
        let mut held = self.lock_held();
        let read_kept = held.read_kept;
        let Some(open) = held.connections.get_mut(&id) else {
            return;
        };
        match (open.kept, access) {
            (Some(Access::Entry), _) | (Some(Access::Read), Access::Read) => {}
            (None, Access::Read) => {
                if read_kept < read_budget {
                    open.kept = Some(Access::Read);
                    held.read_kept += 1;
                }
            }
            (was, Access::Entry) => {
                open.kept = Some(Access::Entry);
                if was == Some(Access::Read) {
                    held.read_kept = held.read_kept.saturating_sub(1);
                }
            }
        }
    }

    /// What `token` (from a request's path) opens, if anything: each token
    /// compared whole, whichever matches.
    fn access(&self, token: &[u8]) -> Option<Access> {
        let read = self.token.matches(token);
        let entry = self
            .entry
            .as_ref()
            .is_some_and(|(entry, _)| entry.matches(token));
        if entry {
            Some(Access::Entry)
        } else {
            read.then_some(Access::Read)
        }
    }

    /// A connection from `ip`, unless the address holds its most or every
    /// connection is kept (see [`Server::keep`]). When all are taken, the
    /// oldest that is not kept is closed to make room.
    fn connect(self: &Arc<Self>, ip: IpAddr) -> Option<Connection> {
        let mut held = self.lock_held();
        // Read, not made: an address refused holds nothing.
        let count = held.by_address.get(&ip).copied().unwrap_or_default();
        if count.connections >= CONNECTIONS_PER_ADDRESS {
            return None;
        }
        if held.connections.len() >= MAX_CONNECTIONS {
            let oldest = held
                .connections
                .iter()
                .find(|(_, open)| open.kept.is_none())
                .map(|(&id, _)| id)?;
            let gone = held.remove(oldest)?;
            gone.close.notify_one();
        }
        let id = held.next;
        held.next += 1;
        let close = Arc::new(Notify::new());
        held.connections.insert(
            id,
            Open {
                ip,
                kept: None,
                close: Arc::clone(&close),
            },
        );
        held.count(ip).connections += 1;
        Some(Connection {
            slot: Slot {
                server: Arc::clone(self),
                ip,
                holds: Holds::Connection(id),
            },
            id,
            close,
        })
    }

    /// A slot for an event stream from `ip` under `access`, unless the
    /// address, the link (with `--entry`, each has its own budget) or the
    /// server holds its most.
    fn hold_stream(self: &Arc<Self>, ip: IpAddr, access: Access) -> Option<Slot> {
        let (_, read_budget) = self.read_budgets();
        let mut held = self.lock_held();
        let count = held.by_address.get(&ip).copied().unwrap_or_default();
        let full = match access {
            Access::Read => held.read_streams >= read_budget,
            Access::Entry => held.streams - held.read_streams >= MAX_STREAMS - READ_STREAMS,
        };
        if full || count.streams >= STREAMS_PER_ADDRESS || held.streams >= MAX_STREAMS {
            return None;
        }
        held.count(ip).streams += 1;
        held.streams += 1;
        if access == Access::Read {
            held.read_streams += 1;
        }
        Some(Slot {
            server: Arc::clone(self),
            ip,
            holds: Holds::Stream(access),
        })
    }

    /// Accepts connections on `listener` until the hub closes: each a task
    /// of its own, so that nothing one connection does ends another.
    pub async fn accept(self: Arc<Self>, listener: TcpListener) {
        let app = router(Arc::clone(&self));
        let refusals = Arc::new(Refusals::new(self.lang));
        let mut closed = self.hub.subscribe();
        // Closed before this task first ran (Ctrl-C at once, on a busy
        // machine): a receiver made after the close is never told of it.
        if self.hub.is_closed() {
            return;
        }
        let mut http = hyper::server::conn::http1::Builder::new();
        http.timer(TokioTimer::new())
            .header_read_timeout(HEAD_TIMEOUT)
            .max_header_size(MAX_HEAD)
            .max_headers(64);
        loop {
            let accepted = tokio::select! {
                accepted = listener.accept() => accepted,
                _ = closed.changed() => {
                    if self.hub.is_closed() {
                        return;
                    }
                    continue;
                }
            };
            let Ok((stream, addr)) = accepted else {
                // Out of file descriptors, say: let some connections end.
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            };
            let ip = canonical(addr);
            let Some(connection) = self.connect(ip) else {
                self.turn_away(&stream);
                continue;
            };
            let _ = stream.set_nodelay(true);
            let app = app.clone();
            let http = http.clone();
            let refusals = Arc::clone(&refusals);
            tokio::spawn(async move {
                let Connection { slot, id, close } = connection;
                let _slot = slot;
                let tower = TowerToHyperService::new(app);
                let service = hyper::service::service_fn(move |mut request| {
                    request.extensions_mut().insert(Peer(ip));
                    request.extensions_mut().insert(On(id));
                    hyper::service::Service::call(&tower, request)
                });
                let io = TokioIo::new(Deadline::new(stream, refusals));
                tokio::select! {
                    _ = http.serve_connection(io, service) => {}
                    // Closed to make room: dropping it closes the socket.
                    _ = close.notified() => {}
                }
            });
        }
    }

    /// A connection over the limits: 503 if the client takes it at once,
    /// closed either way (nothing waits on it).
    fn turn_away(&self, stream: &TcpStream) {
        let answer = raw_answer(
            "503 Service Unavailable",
            "Retry-After: 5\r\n",
            &t(self.lang, "serve-busy"),
        );
        let _ = stream.try_write(answer.as_bytes());
    }

    /// 503: too many pages open, in `lang`.
    fn busy(&self, lang: Lang) -> Response {
        let mut response =
            (StatusCode::SERVICE_UNAVAILABLE, text(t(lang, "serve-busy"))).into_response();
        response
            .headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("5"));
        response
    }

    fn not_found(&self) -> Response {
        (StatusCode::NOT_FOUND, html(self.not_found.clone())).into_response()
    }
}

/// An address as one client: an IPv4 address mapped into IPv6 is the IPv4 one.
fn canonical(addr: SocketAddr) -> IpAddr {
    match addr.ip() {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(IpAddr::V6(v6), IpAddr::V4),
        ip => ip,
    }
}

/// The routes behind the tokens; the entry API only with `--entry` (and
/// only under the entry link's token: see [`guard`]).
fn router(server: Arc<Server>) -> Router {
    let mut routes = Router::new()
        .route("/t/{token}", get(slash))
        .route("/t/{token}/", get(phone))
        .route("/t/{token}/tv", get(tv))
        .route("/t/{token}/state.json", get(state))
        .route("/t/{token}/events", get(events));
    if server.entry.is_some() {
        routes = routes
            .route("/t/{token}/api/draft", get(api_draft))
            .route("/t/{token}/api/entry", post(api_entry))
            .route("/t/{token}/api/closer", post(api_closer))
            .route("/t/{token}/api/record", post(api_record));
    }
    routes
        .method_not_allowed_fallback(not_allowed)
        .fallback(not_found)
        .layer(middleware::from_fn_with_state(Arc::clone(&server), guard))
        .with_state(server)
}

/// Before every route: the token, compared in constant time (without one
/// every path is the same 404, and so is the API under the read-only
/// link's), and no body on a read; after: the headers every answer carries.
async fn guard(State(server): State<Arc<Server>>, mut request: Request, next: Next) -> Response {
    let path = request.uri().path();
    let (token, rest) = path
        .strip_prefix("/t/")
        .map(|rest| rest.split_once('/').unwrap_or((rest, "")))
        .unwrap_or_default();
    let access = server.access(token.as_bytes());
    let api = rest.starts_with("api/");
    let on = request.extensions().get::<On>().copied();
    // A body on anything but a write is not read: the connection ends after
    // the answer.
    let unread = request.method() != Method::POST && has_body(request.headers());
    let reads = matches!(*request.method(), Method::GET | Method::HEAD);
    let mut response = match access {
        Some(access) if !api || access == Access::Entry => {
            if unread && reads {
                let lang = reader(&server, request.headers());
                (
                    StatusCode::PAYLOAD_TOO_LARGE,
                    text(t(lang, "serve-no-body")),
                )
                    .into_response()
            } else {
                // Another method with a body: the route's 404 or 405 (no
                // route of another method reads a body).
                request.extensions_mut().insert(access);
                let response = next.run(request).await;
                // Only what was answered shows the token: a page, the
                // state, a stream, the API (a 404 under a token shows none).
                let status = response.status();
                let answered = status.is_success()
                    || (api && status != StatusCode::NOT_FOUND && !status.is_server_error());
                if let (Some(On(id)), true) = (on, answered) {
                    server.keep(id, access);
                }
                response
            }
        }
        _ => server.not_found(),
    };
    if unread {
        response
            .headers_mut()
            .insert(header::CONNECTION, HeaderValue::from_static("close"));
    }
    let headers = response.headers_mut();
    if !headers.contains_key(header::CONTENT_SECURITY_POLICY) {
        headers.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(BASE_POLICY),
        );
    }
    for line in EVERY_ANSWER.lines() {
        if let Some((name, value)) = line.split_once(": ")
            && let Ok(name) = header::HeaderName::from_bytes(name.as_bytes())
        {
            headers.insert(name, HeaderValue::from_static(value));
        }
    }
    response
}

/// The headers every answer carries, as on the wire: nothing sniffed,
/// the token (in the path) in no referrer, nothing kept.
const EVERY_ANSWER: &str =
    "X-Content-Type-Options: nosniff\nReferrer-Policy: no-referrer\nCache-Control: no-store";

/// Whether a request says it has a body.
fn has_body(headers: &HeaderMap) -> bool {
    headers.contains_key(header::TRANSFER_ENCODING)
        || headers
            .get(header::CONTENT_LENGTH)
            .is_some_and(|v| v.as_bytes() != b"0")
}

async fn not_found(State(server): State<Arc<Server>>) -> Response {
    server.not_found()
}

/// A route asked with a method it does not take: 405, in the reader's
/// language, with the methods it takes (the API's writes: POST alone).
async fn not_allowed(
    State(server): State<Arc<Server>>,
    axum::Extension(access): axum::Extension<Access>,
    request: Request,
) -> Response {
    let key = if access == Access::Entry {
        "serve-not-allowed"
    } else {
        "serve-read-only"
    };
    let lang = reader(&server, request.headers());
    let path = request.uri().path();
    let write = ["/api/entry", "/api/closer", "/api/record"]
        .iter()
        .any(|w| path.ends_with(w));
    let allow = if write { "POST" } else { "GET, HEAD" };
    let mut response = (StatusCode::METHOD_NOT_ALLOWED, text(t(lang, key))).into_response();
    response
        .headers_mut()
        .insert(header::ALLOW, HeaderValue::from_static(allow));
    response
}

/// `/t/<token>`: to the page's own address, with its slash.
async fn slash(request: Request) -> Response {
    let location = format!("{}/", request.uri().path());
    let mut response = StatusCode::PERMANENT_REDIRECT.into_response();
    if let Ok(value) = HeaderValue::from_str(&location) {
        response.headers_mut().insert(header::LOCATION, value);
    }
    response
}

async fn phone(
    State(server): State<Arc<Server>>,
    axum::Extension(access): axum::Extension<Access>,
    headers: HeaderMap,
) -> Response {
    document(&server, View::Phone, access, &headers)
}

async fn tv(
    State(server): State<Arc<Server>>,
    axum::Extension(access): axum::Extension<Access>,
    headers: HeaderMap,
) -> Response {
    document(&server, View::Tv, access, &headers)
}

/// The page or the TV view in the reader's language, with a policy of a
/// nonce new at each answer; under the entry link, the phone page's entry
/// panel.
fn document(server: &Server, view: View, access: Access, headers: &HeaderMap) -> Response {
    let lang = reader(server, headers);
    let Some(nonce) = nonce() else {
        return server.busy(lang);
    };
    let snapshot = server.hub.snapshot();
    let body = page::document(&snapshot, view, lang, &nonce, access == Access::Entry);
    let mut response = html(body).into_response();
    if let Ok(policy) = HeaderValue::from_str(&page_policy(&nonce)) {
        response
            .headers_mut()
            .insert(header::CONTENT_SECURITY_POLICY, policy);
    }
    response
}

async fn state(State(server): State<Arc<Server>>) -> Response {
    let snapshot = server.hub.snapshot();
    json(StatusCode::OK, snapshot.state.json())
}

/// An event stream: the sheet now (or what a reconnecting page missed),
/// then every event as it comes, each sheet in the reader's language, until
/// the client goes (hyper sees the connection close and drops the stream,
/// which frees its slot at once) or the server stops.
async fn events(
    State(server): State<Arc<Server>>,
    axum::Extension(Peer(ip)): axum::Extension<Peer>,
    axum::Extension(access): axum::Extension<Access>,
    headers: HeaderMap,
) -> Response {
    let lang = reader(&server, &headers);
    let Some(slot) = server.hold_stream(ip, access) else {
        return server.busy(lang);
    };
    // Any number a client sends is taken; a malformed one is no id.
    let last_id = headers
        .get("Last-Event-ID")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    let (first, after) = server.hub.join(last_id, lang);
    let mut start = String::from("retry: 2000\n\n");
    first.iter().for_each(|e| start.push_str(e));
    let changed = server.hub.subscribe();
    let stream = Stream {
        server,
        _slot: slot,
        lang,
        changed,
        after,
        start: Some(start),
    };
    let body = Body::from_stream(futures_util::stream::unfold(stream, Stream::next));
    let mut response = body.into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/event-stream; charset=utf-8"),
    );
    response
}

/// The state of one event stream.
struct Stream {
    server: Arc<Server>,
    _slot: Slot,
    /// The reader's language: the sheet's.
    lang: Lang,
    changed: tokio::sync::watch::Receiver<u64>,
    after: u64,
    start: Option<String>,
}

impl Stream {
    /// The next bytes to send; `None` ends the stream.
    async fn next(mut self) -> Option<(io::Result<Bytes>, Stream)> {
        if let Some(start) = self.start.take() {
            return Some((Ok(Bytes::from(start)), self));
        }
        loop {
            match self.server.hub.since(self.after, self.lang) {
                Since::Closed => return None,
                Since::Events(events, last) => {
                    self.after = last;
                    let text: String = events.iter().map(|e| &**e).collect();
                    return Some((Ok(Bytes::from(text)), self));
                }
                Since::Nothing => {}
            }
            match tokio::time::timeout(KEEP_ALIVE, self.changed.changed()).await {
                Ok(Ok(())) => {}
                Ok(Err(_)) => return None,
                Err(_) => return Some((Ok(Bytes::from_static(b": keep-alive\n\n")), self)),
            }
        }
    }
}

/// The desk of the entry API (the routes exist only with one).
fn desk(server: &Server) -> Desk {
    server
        .entry
        .as_ref()
        .map(|(_, desk)| desk.clone())
        .expect("the API's routes exist only with --entry")
}

async fn api_draft(State(server): State<Arc<Server>>, headers: HeaderMap) -> Response {
    let lang = reader(&server, &headers);
    let desk = desk(&server);
    blocking(lang, move || desk.draft(lang)).await
}

async fn api_entry(State(server): State<Arc<Server>>, request: Request) -> Response {
    write(server, request, |desk, turn, input, lang| {
        desk.entry(turn, input, lang)
    })
    .await
}

async fn api_closer(State(server): State<Arc<Server>>, request: Request) -> Response {
    write(server, request, |desk, turn, input, lang| {
        desk.closer(turn, input, lang)
    })
    .await
}

async fn api_record(State(server): State<Arc<Server>>, request: Request) -> Response {
    write(server, request, |desk, turn, input, lang| {
        desk.record(turn, input, lang)
    })
    .await
}

/// A write: from the page's own origin, JSON of at most [`MAX_BODY`]
/// arriving within [`BODY_TIMEOUT`], read into `T`; then, once the writes
/// before it are done, `call` off the runtime's thread (SQLite may wait for
/// another writer). It is answered within [`api::WRITE_WAIT`] of its body,
/// however many writes wait before it and however long another process
/// holds the history: waiting for the writes before it (here, holding no
/// thread) and for SQLite's lock (what is left of it) both count.
async fn write<T, F>(server: Arc<Server>, request: Request, call: F) -> Response
where
    T: serde::de::DeserializeOwned + Send + 'static,
    F: FnOnce(&Desk, api::Turn, T, Lang) -> Answer + Send + 'static,
{
    let lang = reader(&server, request.headers());
    let refuse = |status: StatusCode, key: &'static str| {
        let answer = Answer::refused(status, &t(lang, key), None);
        json(answer.status, answer.body)
    };
    if !same_origin(request.headers()) {
        return refuse(StatusCode::FORBIDDEN, "serve-api-origin");
    }
    let is_json = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("application/json"));
    if !is_json {
        return refuse(StatusCode::UNSUPPORTED_MEDIA_TYPE, "serve-api-json-only");
    }
    let declared = request
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|n| n > MAX_BODY as u64) {
        return refuse(StatusCode::PAYLOAD_TOO_LARGE, "serve-api-too-large");
    }
    let body = request.into_body();
    let bytes = match tokio::time::timeout(BODY_TIMEOUT, axum::body::to_bytes(body, MAX_BODY)).await
    {
        Ok(Ok(bytes)) => bytes,
        Ok(Err(_)) => return refuse(StatusCode::PAYLOAD_TOO_LARGE, "serve-api-too-large"),
        Err(_) => return refuse(StatusCode::REQUEST_TIMEOUT, "serve-api-slow"),
    };
    let Ok(input) = serde_json::from_slice::<T>(&bytes) else {
        return refuse(StatusCode::BAD_REQUEST, "serve-api-bad-json");
    };
    let deadline = std::time::Instant::now() + api::WRITE_WAIT;
    let desk = desk(&server);
    let Some(turn) = desk.turn(deadline).await else {
        return answered(Desk::busy(lang));
    };
    let response = blocking(lang, move || call(&desk, turn, input, lang)).await;
    if response.status().is_success() {
        // Written: every phone sees it now, not at the watcher's next look.
        server.nudge.poke();
    }
    response
}

/// Runs `call` on tokio's blocking threads; a panic there is a 500 (worded
/// in `lang`), not the end of the server.
async fn blocking(lang: Lang, call: impl FnOnce() -> Answer + Send + 'static) -> Response {
    match tokio::task::spawn_blocking(call).await {
        Ok(answer) => answered(answer),
        Err(_) => answered(Answer::refused(
            StatusCode::INTERNAL_SERVER_ERROR,
            &t(lang, "serve-api-store"),
            None,
        )),
    }
}

/// An answer of the API as it goes out: JSON, and `Retry-After` when the
/// history was busy.
fn answered(answer: Answer) -> Response {
    let retry = answer.retry;
    let mut response = json(answer.status, answer.body);
    if retry {
        response
            .headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("5"));
    }
    response
}

/// Whether a write comes from the page itself: its `Origin` is
/// `http://` and the host and port the request was sent to. A page of
/// another site (whose script a phone at the table runs) sends its own.
fn same_origin(headers: &HeaderMap) -> bool {
    let (Some(origin), Some(host)) = (headers.get(header::ORIGIN), headers.get(header::HOST))
    else {
        return false;
    };
    let (Ok(origin), Ok(host)) = (origin.to_str(), host.to_str()) else {
        return false;
    };
    origin
        .strip_prefix("http://")
        .is_some_and(|o| !host.is_empty() && o.eq_ignore_ascii_case(host))
}

/// The reader's language, by `Accept-Language`.
fn reader(server: &Server, headers: &HeaderMap) -> Lang {
    let accept = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok());
    api::reader_lang(accept, server.lang)
}

const HTML: &str = "text/html; charset=utf-8";
const JSON: &str = "application/json";
const TEXT: &str = "text/plain; charset=utf-8";

fn with_type(content_type: &'static str, body: String) -> Response {
    let mut response = body.into_response();
    response
        .headers_mut()
        .insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    response
}

fn html(body: String) -> Response {
    with_type(HTML, body)
}

fn text(body: String) -> Response {
    with_type(TEXT, body)
}

fn json(status: StatusCode, body: String) -> Response {
    let mut response = with_type(JSON, body);
    *response.status_mut() = status;
    response
}

/// The policy of every answer but the page: nothing may load, nothing may frame it.
const BASE_POLICY: &str =
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/// The page's policy: its own inline style and script (by nonce), its own
/// state, events and API, nothing else.
fn page_policy(nonce: &str) -> String {
    format!(
        "default-src 'none'; style-src 'nonce-{nonce}'; script-src 'nonce-{nonce}'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
    )
}

/// A new nonce for a page's policy: 128 random bits.
fn nonce() -> Option<String> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).ok()?;
    Some(super::token::hex(&bytes))
}

/// An answer written as it goes on the wire, outside hyper: `status` (code
/// and reason), the `extra` header lines, the body `words` as plain text, and
/// every header every answer carries; the connection closes after it.
fn raw_answer(status: &str, extra: &str, words: &str) -> String {
    format!(
        "HTTP/1.1 {status}\r\nContent-Type: {TEXT}\r\nContent-Length: {}\r\n{extra}Content-Security-Policy: {BASE_POLICY}\r\n{}\r\nConnection: close\r\n\r\n{words}",
        words.len(),
        EVERY_ANSWER.replace('\n', "\r\n"),
    )
}

/// The answers hyper makes itself to a request it cannot read (400 for one
/// that is not HTTP, 431 for a head over [`MAX_HEAD`], 414), as they go out
/// instead: worded in serve's language (the reader's is in the head that
/// could not be read), with the headers every answer carries.
struct Refusals {
    bad: Vec<u8>,
    too_large: Vec<u8>,
    too_long: Vec<u8>,
}

impl Refusals {
    fn new(lang: Lang) -> Refusals {
        let (bad, large) = (
            t(lang, "serve-bad-request"),
            t(lang, "serve-head-too-large"),
        );
        Refusals {
            bad: raw_answer("400 Bad Request", "", &bad).into_bytes(),
            too_large: raw_answer("431 Request Header Fields Too Large", "", &large).into_bytes(),
            too_long: raw_answer("414 URI Too Long", "", &large).into_bytes(),
        }
    }

    /// Ours for `written`, when it is the whole head of one of hyper's
    /// own answers: a 400, 414 or 431 without the headers our answers carry.
    fn instead_of(&self, written: &[u8]) -> Option<&[u8]> {
        let ours = match written.get(..13)? {
            b"HTTP/1.1 400 " => &self.bad,
            b"HTTP/1.1 414 " => &self.too_long,
            b"HTTP/1.1 431 " => &self.too_large,
            _ => return None,
        };
        let end = written.windows(4).position(|w| w == b"\r\n\r\n")?;
        let head = String::from_utf8_lossy(&written[..end]).to_ascii_lowercase();
        (!head.contains("\r\nx-content-type-options:")).then_some(ours.as_slice())
    }
}

/// A connection whose every write must be taken within [`WRITE_TIMEOUT`]:
/// a client that stops reading (a page, an event stream) is dropped, and
/// its slots with it. Reads are hyper's: the head under its deadline, a
/// body under [`BODY_TIMEOUT`]. Hyper's own answers to a request it cannot
/// read go out as [`Refusals`] has them.
struct Deadline {
    io: TcpStream,
    write: Option<Pin<Box<Sleep>>>,
    refusals: Arc<Refusals>,
    /// An answer of ours in place of hyper's, and how much of it is written.
    instead: Option<(Vec<u8>, usize)>,
}

impl Deadline {
    fn new(io: TcpStream, refusals: Arc<Refusals>) -> Deadline {
        Deadline {
            io,
            write: None,
            refusals,
            instead: None,
        }
    }

    /// Writes what is left of the answer put in place of hyper's.
    fn poll_instead(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        while let Some((bytes, done)) = self.instead.take() {
            let rest = bytes[done..].to_vec();
            match self.under(cx, |io, cx| io.poll_write(cx, &rest)) {
                Poll::Ready(Ok(0)) => return Poll::Ready(Err(io::ErrorKind::WriteZero.into())),
                Poll::Ready(Ok(n)) => {
                    if done + n < bytes.len() {
                        self.instead = Some((bytes, done + n));
                    }
                }
                Poll::Ready(Err(err)) => return Poll::Ready(Err(err)),
                Poll::Pending => {
                    self.instead = Some((bytes, done));
                    return Poll::Pending;
                }
            }
        }
        Poll::Ready(Ok(()))
    }

    /// A write of `buf`: one of hyper's own answers is taken whole and ours
    /// written in its place; anything else as it is.
    fn poll_write_buf(&mut self, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        if let Err(err) = std::task::ready!(self.poll_instead(cx)) {
            return Poll::Ready(Err(err));
        }
        if let Some(ours) = self.refusals.instead_of(buf) {
            self.instead = Some((ours.to_vec(), 0));
            if let Poll::Ready(Err(err)) = self.poll_instead(cx) {
                return Poll::Ready(Err(err));
            }
            // Taken: the rest goes out at the next write, flush or shutdown.
            return Poll::Ready(Ok(buf.len()));
        }
        self.under(cx, |io, cx| io.poll_write(cx, buf))
    }

    /// `poll` as a write under the deadline.
    fn under<T>(
        &mut self,
        cx: &mut Context<'_>,
        poll: impl FnOnce(Pin<&mut TcpStream>, &mut Context<'_>) -> Poll<io::Result<T>>,
    ) -> Poll<io::Result<T>> {
        match poll(Pin::new(&mut self.io), cx) {
            Poll::Ready(done) => {
                self.write = None;
                Poll::Ready(done)
            }
            Poll::Pending => {
                let sleep = self
                    .write
                    .get_or_insert_with(|| Box::pin(tokio::time::sleep(WRITE_TIMEOUT)));
                match sleep.as_mut().poll(cx) {
                    Poll::Ready(()) => Poll::Ready(Err(io::ErrorKind::TimedOut.into())),
                    Poll::Pending => Poll::Pending,
                }
            }
        }
    }
}

impl AsyncRead for Deadline {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_read(cx, buf)
    }
}

impl AsyncWrite for Deadline {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        self.poll_write_buf(cx, buf)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        // One of hyper's own answers is a head alone, in the first slice.
        let first = bufs.iter().find(|b| !b.is_empty());
        if self.instead.is_some() || first.is_some_and(|b| self.refusals.instead_of(b).is_some()) {
            return self.poll_write_buf(cx, first.map_or(&[], |b| &b[..]));
        }
        self.under(cx, |io, cx| io.poll_write_vectored(cx, bufs))
    }

    fn is_write_vectored(&self) -> bool {
        self.io.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        if let Err(err) = std::task::ready!(self.poll_instead(cx)) {
            return Poll::Ready(Err(err));
        }
        self.under(cx, |io, cx| io.poll_flush(cx))
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        if let Err(err) = std::task::ready!(self.poll_instead(cx)) {
            return Poll::Ready(Err(err));
        }
        self.under(cx, |io, cx| io.poll_shutdown(cx))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_write_is_of_the_page_s_own_origin() {
        let mut headers = HeaderMap::new();
        assert!(!same_origin(&headers));
        headers.insert(header::HOST, HeaderValue::from_static("192.168.1.20:8717"));
        assert!(!same_origin(&headers));
        headers.insert(
            header::ORIGIN,
            HeaderValue::from_static("http://192.168.1.20:8717"),
        );
        assert!(same_origin(&headers));
        for foreign in [
            "http://evil.example",
            "https://192.168.1.20:8717",
            "http://192.168.1.20:8718",
            "null",
        ] {
            headers.insert(header::ORIGIN, HeaderValue::from_static(foreign));
            assert!(!same_origin(&headers), "{foreign}");
        }
    }

    fn server() -> Arc<Server> {
        let token = Token("0123456789abcdef0123456789abcdef".into());
        let snapshot = page::missing(None, |_| String::new());
        Arc::new(Server::new(token, Lang::EN, snapshot, None))
    }

    /// Ctrl-C before the listener's task first ran (a busy machine): the
    /// hub is closed before the task looks, and the task ends at once,
    /// not at the next connection (there may be none: serve never ended).
    #[test]
    fn a_listener_whose_hub_closed_before_it_ran_ends() {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_io()
            .enable_time()
            .build()
            .unwrap();
        let server = server();
        server.hub.close();
        let ended = runtime.block_on(async {
            let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
            tokio::time::timeout(Duration::from_secs(5), Arc::clone(&server).accept(listener)).await
        });
        assert!(ended.is_ok(), "the listener still waits for a connection");
    }

    /// A server with `--entry`: two links.
    fn with_entry() -> Arc<Server> {
        let token = Token("0123456789abcdef0123456789abcdef".into());
        let entry = Token("fedcba9876543210fedcba9876543210".into());
        let snapshot = page::missing(None, |_| String::new());
        let guard = Arc::new(super::super::guard::Guard::new(std::path::PathBuf::new()));
        let desk = Desk::new(guard, super::super::Target::Current, None);
        Arc::new(Server::new(token, Lang::EN, snapshot, Some((entry, desk))))
    }

    /// With `--entry`, the read-only link keeps at most its budget of
    /// connections and streams: past it, its connections give way as those
    /// that showed no token, and the entry link's room stays the phones'.
    #[test]
    fn the_read_only_link_keeps_its_own_budget_and_never_the_phones_room() {
        let server = with_entry();
        let tv = |i: usize| IpAddr::from([10, 0, (i / CONNECTIONS_PER_ADDRESS) as u8, 1]);
        let held: Vec<Connection> = (0..MAX_CONNECTIONS)
            .map(|i| server.connect(tv(i)).unwrap())
            .collect();
        for c in &held {
            server.keep(c.id, Access::Read);
        }
        assert_eq!(server.lock_held().read_kept, READ_CONNECTIONS);
        // Every connection the read-only link's: a phone still gets in, in
        // place of the oldest the budget does not keep.
        let phone = server
            .connect("192.168.1.40".parse().unwrap())
            .expect("room");
        server.keep(phone.id, Access::Entry);
        assert!(
            futures_util::FutureExt::now_or_never(held[READ_CONNECTIONS].close.notified())
                .is_some()
        );
        assert!(
            futures_util::FutureExt::now_or_never(held[0].close.notified()).is_none(),
            "kept within the budget"
        );
        drop(held);
        drop(phone);
        assert_eq!(server.lock_held().read_kept, 0);
        assert!(server.lock_held().connections.is_empty());
        // Streams: the read-only link's budget is full, the phones' is not.
        let streams: Vec<Slot> = (0..100)
            .map_while(|i| server.hold_stream(tv(i * 4), Access::Read))
            .collect();
        assert_eq!(streams.len(), READ_STREAMS);
        let phones: Vec<Slot> = (0..100)
            .map_while(|i| server.hold_stream(IpAddr::from([192, 168, 2, i as u8]), Access::Entry))
            .collect();
        assert_eq!(phones.len(), MAX_STREAMS - READ_STREAMS);
        drop((streams, phones));
        assert_eq!(server.streams(), 0);
        assert_eq!(server.lock_held().read_streams, 0);
    }

    #[test]
    fn hyper_s_own_refusals_are_worded_with_every_header() {
        let refusals = Refusals::new(Lang::EN);
        let hyper =
            b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-length: 0\r\ndate: x\r\n\r\n";
        let ours = String::from_utf8(refusals.instead_of(hyper).unwrap().to_vec()).unwrap();
        assert!(ours.starts_with("HTTP/1.1 431 "), "{ours}");
        assert!(
            ours.contains("\r\nX-Content-Type-Options: nosniff\r\n"),
            "{ours}"
        );
        assert!(ours.ends_with("\r\n\r\nThe request's headers are too large: at most 8 KiB."));
        // An answer of ours (through the guard) is left as it is.
        let api = b"HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\nx-content-type-options: nosniff\r\n\r\n";
        assert!(refusals.instead_of(api).is_none());
        assert!(refusals.instead_of(b"HTTP/1.1 200 OK\r\n\r\n").is_none());
    }

    #[test]
    fn an_address_holds_its_most_and_gives_it_back() {
        let server = server();
        let ip: IpAddr = "192.168.1.30".parse().unwrap();
        let held: Vec<_> = (0..100).map_while(|_| server.connect(ip)).collect();
        assert_eq!(held.len(), CONNECTIONS_PER_ADDRESS);
        // Another device still gets in.
        let other = server.connect("192.168.1.31".parse().unwrap());
        assert!(other.is_some());
        drop(held);
        drop(other);
        assert!(server.lock_held().connections.is_empty());
        assert!(server.lock_held().by_address.is_empty());
        let streams: Vec<_> = (0..100)
            .map_while(|_| server.hold_stream(ip, Access::Read))
            .collect();
        assert_eq!(streams.len(), STREAMS_PER_ADDRESS);
        drop(streams);
        assert_eq!(server.streams(), 0);
    }

    /// Every connection taken: the oldest that has not shown a token is
    /// closed for a new one; one that has is never closed for another.
    #[test]
    fn a_connection_that_showed_no_token_gives_way() {
        let server = server();
        let mut held: Vec<Connection> = (0..MAX_CONNECTIONS)
            .map(|i| {
                let ip = IpAddr::from([10, 0, (i / CONNECTIONS_PER_ADDRESS) as u8, 1]);
                server.connect(ip).unwrap()
            })
            .collect();
        // The first two showed a token.
        server.keep(held[0].id, Access::Read);
        server.keep(held[1].id, Access::Read);
        let phone: IpAddr = "192.168.1.40".parse().unwrap();
        let first = server.connect(phone).expect("room is made");
        // The third, the oldest without a token, was closed and given back.
        let closed = held.remove(2);
        assert!(
            futures_util::FutureExt::now_or_never(closed.close.notified()).is_some(),
            "the oldest unknown is told to close"
        );
        assert_eq!(server.lock_held().connections.len(), MAX_CONNECTIONS);
        assert_eq!(
            server.lock_held().by_address[&IpAddr::from([10, 0, 0, 1])].connections,
            CONNECTIONS_PER_ADDRESS - 1
        );
        drop(closed);
        assert_eq!(server.lock_held().connections.len(), MAX_CONNECTIONS);
        // Every connection known: no room is made.
        server.keep(first.id, Access::Read);
        for c in &held {
            server.keep(c.id, Access::Read);
        }
        assert!(server.connect("192.168.1.41".parse().unwrap()).is_none());
        drop(held);
        drop(first);
        assert!(server.lock_held().connections.is_empty());
        assert!(server.lock_held().by_address.is_empty());
    }
}
