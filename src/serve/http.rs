//! The HTTP side: axum's routes on hyper's HTTP/1.1, on tokio's
//! current-thread runtime. Hyper reads what strangers send; what is ours is
//! the policy: the token, the limits per client address, one deadline per
//! phase of a connection (the head, a body, each write), the writes' rules.

use std::collections::HashMap;
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
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
use tokio::time::Sleep;

use super::Token;
use super::api::{self, Answer, Desk};
use super::live::{Hub, Since};
use super::page::{self, Snapshot, View};
use crate::i18n::{Lang, t};

/// At most this many event streams at once (a family and a TV need ten).
pub const MAX_STREAMS: usize = 64;
/// At most this many event streams from one client address (a phone, a TV).
pub const STREAMS_PER_ADDRESS: usize = 8;
/// At most this many connections at once, streams included.
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

/// The server: the token, the hub of snapshots and events, the counts that
/// keep it bounded, and the entry API's desk (with `--entry`).
pub struct Server {
    token: Token,
    lang: Lang,
    /// The snapshot now and the events for the streams.
    pub hub: Hub,
    entry: Option<Desk>,
    counts: Mutex<HashMap<IpAddr, Count>>,
    streams: AtomicUsize,
    connections: AtomicUsize,
    /// The 404 page, the same bytes for every path that is not a route.
    not_found: String,
}

/// What one client address holds.
#[derive(Debug, Default, Clone, Copy)]
struct Count {
    connections: usize,
    streams: usize,
}

/// A connection or an event stream held; given back when dropped.
struct Slot {
    server: Arc<Server>,
    ip: IpAddr,
    stream: bool,
}

impl Drop for Slot {
    fn drop(&mut self) {
        let total = if self.stream {
            &self.server.streams
        } else {
            &self.server.connections
        };
        total.fetch_sub(1, Ordering::SeqCst);
        let mut counts = self.server.lock_counts();
        if let Some(count) = counts.get_mut(&self.ip) {
            if self.stream {
                count.streams = count.streams.saturating_sub(1);
            } else {
                count.connections = count.connections.saturating_sub(1);
            }
            if count.connections == 0 && count.streams == 0 {
                counts.remove(&self.ip);
            }
        }
    }
}

/// The client's address, handed to the routes.
#[derive(Debug, Clone, Copy)]
struct Peer(IpAddr);

impl Server {
    /// A server of `token`, in `lang`, showing `first`; with `entry`, the
    /// entry API writes there.
    pub fn new(token: Token, lang: Lang, first: Snapshot, entry: Option<Desk>) -> Server {
        Server {
            token,
            lang,
            hub: Hub::new(first),
            entry,
            counts: Mutex::new(HashMap::new()),
            streams: AtomicUsize::new(0),
            connections: AtomicUsize::new(0),
            not_found: page::not_found(lang),
        }
    }

    fn lock_counts(&self) -> std::sync::MutexGuard<'_, HashMap<IpAddr, Count>> {
        self.counts.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The event streams open now.
    pub fn streams(&self) -> usize {
        self.streams.load(Ordering::SeqCst)
    }

    /// A slot for a connection (or, with `stream`, an event stream) from
    /// `ip`, unless the address or the server holds its most.
    fn hold(self: &Arc<Self>, ip: IpAddr, stream: bool) -> Option<Slot> {
        let (total, max, per) = if stream {
            (&self.streams, MAX_STREAMS, STREAMS_PER_ADDRESS)
        } else {
            (&self.connections, MAX_CONNECTIONS, CONNECTIONS_PER_ADDRESS)
        };
        let mut counts = self.lock_counts();
        let count = counts.entry(ip).or_default();
        let mine = if stream {
            &mut count.streams
        } else {
            &mut count.connections
        };
        if *mine >= per {
            return None;
        }
        total
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| {
                (n < max).then_some(n + 1)
            })
            .ok()?;
        *mine += 1;
        Some(Slot {
            server: Arc::clone(self),
            ip,
            stream,
        })
    }

    /// Accepts connections on `listener` until the hub closes: each a task
    /// of its own, so that nothing one connection does ends another.
    pub async fn accept(self: Arc<Self>, listener: TcpListener) {
        let app = router(Arc::clone(&self));
        let mut closed = self.hub.subscribe();
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
            let Some(slot) = self.hold(ip, false) else {
                self.turn_away(&stream);
                continue;
            };
            let _ = stream.set_nodelay(true);
            let app = app.clone();
            let http = http.clone();
            tokio::spawn(async move {
                let _slot = slot;
                let tower = TowerToHyperService::new(app);
                let service = hyper::service::service_fn(move |mut request| {
                    request.extensions_mut().insert(Peer(ip));
                    hyper::service::Service::call(&tower, request)
                });
                let io = TokioIo::new(Deadline::new(stream));
                let _ = http.serve_connection(io, service).await;
            });
        }
    }

    /// A connection over the limits: 503 if the client takes it at once,
    /// closed either way (nothing waits on it).
    fn turn_away(&self, stream: &TcpStream) {
        let body = t(self.lang, "serve-busy");
        let head = format!(
            "HTTP/1.1 503 Service Unavailable\r\nContent-Type: {TEXT}\r\nContent-Length: {}\r\nRetry-After: 5\r\nContent-Security-Policy: {BASE_POLICY}\r\n{}\r\nConnection: close\r\n\r\n{body}",
            body.len(),
            EVERY_ANSWER.replace('\n', "\r\n"),
        );
        let _ = stream.try_write(head.as_bytes());
    }

    fn busy(&self) -> Response {
        let mut response = (
            StatusCode::SERVICE_UNAVAILABLE,
            text(t(self.lang, "serve-busy")),
        )
            .into_response();
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

/// The routes behind the token; the entry API only with `--entry`.
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

/// Before every route: the token, compared in constant time (without it
/// every path is the same 404), and no body on a read; after: the headers
/// every answer carries.
async fn guard(State(server): State<Arc<Server>>, request: Request, next: Next) -> Response {
    let path = request.uri().path();
    let token = path
        .strip_prefix("/t/")
        .map(|rest| rest.split('/').next().unwrap_or(rest));
    let mut response = if !token.is_some_and(|t| server.token.matches(t.as_bytes())) {
        server.not_found()
    } else if request.method() != Method::POST && has_body(request.headers()) {
        // Not read: the connection ends after the answer.
        let mut refused = StatusCode::PAYLOAD_TOO_LARGE.into_response();
        refused
            .headers_mut()
            .insert(header::CONNECTION, HeaderValue::from_static("close"));
        refused
    } else {
        next.run(request).await
    };
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

async fn not_allowed(State(server): State<Arc<Server>>) -> Response {
    let key = if server.entry.is_some() {
        "serve-not-allowed"
    } else {
        "serve-read-only"
    };
    let mut response = (StatusCode::METHOD_NOT_ALLOWED, text(t(server.lang, key))).into_response();
    response
        .headers_mut()
        .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
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

async fn phone(State(server): State<Arc<Server>>, headers: HeaderMap) -> Response {
    document(&server, View::Phone, &headers)
}

async fn tv(State(server): State<Arc<Server>>, headers: HeaderMap) -> Response {
    document(&server, View::Tv, &headers)
}

/// The page or the TV view in the reader's language, with a policy of a
/// nonce new at each answer; with `--entry`, the phone page's entry panel.
fn document(server: &Server, view: View, headers: &HeaderMap) -> Response {
    let Some(nonce) = nonce() else {
        return server.busy();
    };
    let snapshot = server.hub.snapshot();
    let lang = reader(server, headers);
    let body = page::document(&snapshot, view, lang, &nonce, server.entry.is_some());
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
    headers: HeaderMap,
) -> Response {
    let Some(slot) = server.hold(ip, true) else {
        return server.busy();
    };
    // Any number a client sends is taken; a malformed one is no id.
    let last_id = headers
        .get("Last-Event-ID")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    let lang = reader(&server, &headers);
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
        .clone()
        .expect("the API's routes exist only with --entry")
}

async fn api_draft(State(server): State<Arc<Server>>, headers: HeaderMap) -> Response {
    let lang = reader(&server, &headers);
    let desk = desk(&server);
    blocking(move || desk.draft(lang)).await
}

async fn api_entry(State(server): State<Arc<Server>>, request: Request) -> Response {
    write(server, request, |desk, input, lang| desk.entry(input, lang)).await
}

async fn api_closer(State(server): State<Arc<Server>>, request: Request) -> Response {
    write(server, request, |desk, input, lang| {
        desk.closer(input, lang)
    })
    .await
}

async fn api_record(State(server): State<Arc<Server>>, request: Request) -> Response {
    write(server, request, |desk, input, lang| {
        desk.record(input, lang)
    })
    .await
}

/// A write: from the page's own origin, JSON of at most [`MAX_BODY`]
/// arriving within [`BODY_TIMEOUT`], read into `T`; then `call` off the
/// runtime's thread (SQLite may wait for another writer).
async fn write<T, F>(server: Arc<Server>, request: Request, call: F) -> Response
where
    T: serde::de::DeserializeOwned + Send + 'static,
    F: FnOnce(&Desk, T, Lang) -> Answer + Send + 'static,
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
    let desk = desk(&server);
    blocking(move || call(&desk, input, lang)).await
}

/// Runs `call` on tokio's blocking threads; a panic there is a 500, not
/// the end of the server.
async fn blocking(call: impl FnOnce() -> Answer + Send + 'static) -> Response {
    match tokio::task::spawn_blocking(call).await {
        Ok(answer) => json(answer.status, answer.body),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
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
    Some(super::hex(&bytes))
}

/// A connection whose every write must be taken within [`WRITE_TIMEOUT`]:
/// a client that stops reading (a page, an event stream) is dropped, and
/// its slots with it. Reads are hyper's: the head under its deadline, a
/// body under [`BODY_TIMEOUT`].
struct Deadline {
    io: TcpStream,
    write: Option<Pin<Box<Sleep>>>,
}

impl Deadline {
    fn new(io: TcpStream) -> Deadline {
        Deadline { io, write: None }
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
        self.under(cx, |io, cx| io.poll_write(cx, buf))
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        self.under(cx, |io, cx| io.poll_write_vectored(cx, bufs))
    }

    fn is_write_vectored(&self) -> bool {
        self.io.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        self.under(cx, |io, cx| io.poll_flush(cx))
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
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

    #[test]
    fn an_address_holds_its_most_and_gives_it_back() {
        let token = Token("0123456789abcdef0123456789abcdef".into());
        let snapshot = page::missing(None, |_| String::new());
        let server = Arc::new(Server::new(token, Lang::EN, snapshot, None));
        let ip: IpAddr = "192.168.1.30".parse().unwrap();
        let held: Vec<_> = (0..100).map_while(|_| server.hold(ip, false)).collect();
        assert_eq!(held.len(), CONNECTIONS_PER_ADDRESS);
        // Another device still gets in.
        let other = server.hold("192.168.1.31".parse().unwrap(), false);
        assert!(other.is_some());
        drop(held);
        drop(other);
        assert_eq!(server.connections.load(Ordering::SeqCst), 0);
        assert!(server.lock_counts().is_empty());
        let streams: Vec<_> = (0..100).map_while(|_| server.hold(ip, true)).collect();
        assert_eq!(streams.len(), STREAMS_PER_ADDRESS);
    }
}
