//! Phones in a real browser: a small blocking WebDriver client for the tests
//! (JSON over HTTP/1.1 on `std::net`, no crate of its own), driving Debian's
//! `chromedriver` (package `chromium-driver`, which `.ci/run` installs beside
//! Chromium) with headless Chromium as a phone: 390 x 844 CSS pixels at a
//! pixel ratio of 3, mobile and touch, as `mobileEmulation` makes it. Then the
//! tests of `skyjo serve`'s page on such phones: the live sheet, and with
//! `--entry` the phones entering a round (and one typed at the laptop), one
//! of Skyjo Action too, with its stars and action cards held.
//!
//! How a test drives four phones, in outline (the entry page's selectors; the
//! test of it below taps real grids, where twelve 5s would lose their columns):
//!
//! ```text
//! let Some(driver) = Driver::start("entry page") else { return }; // skipped outside CI
//! let h = History::new();
//! h.ok(&["new", "Anna", "Bertil", "Cecilia", "Dagny"]);
//! let server = Serving::start(&h, &["--entry"]);
//! let url = &server.url;
//! let phones = driver.phones(4); // four browsers, started side by side
//! std::thread::scope(|s| {
//!     for (phone, name) in phones.iter().zip(["Anna", "Bertil", "Cecilia", "Dagny"]) {
//!         s.spawn(move || {
//!             phone.goto(url);
//!             phone.wait_for_text("#players button", name).tap(); // pick a player
//!             for cell in 1..=12 {
//!                 // Found again for each tap: a tap may redraw the grid.
//!                 phone.find(&format!("#grid button:nth-child({cell})")).tap();
//!                 phone.find("#keypad button[data-value='5']").tap();
//!             }
//!             phone.wait_for_text("#sum", "60");
//!         });
//!     }
//! });
//! phones[1].wait_for_text("#closer button", "Anna").tap(); // name the closer
//! phones[2].wait_for_text("#review", "Anna"); // every phone sees the review
//! phones[0].wait_for_text("button#record", "1").tap(); // "Record round 1"
//! for phone in &phones {
//!     phone.wait_for("round 1 on the sheet", |p| p.texts("table.sheet tbody tr").pop());
//! }
//! phones[0].screenshot(&dir.path().join("entry.png"));
//! assert_eq!(h.json(&["show"])["rounds"][0]["players"][0]["score"], 60);
//! ```
//!
//! Every call blocks until chromedriver answers and panics, with what it
//! asked and what chromedriver said, if it fails: a test reads as a recipe.
//! A [`Phone`] borrows its [`Driver`] and is `Send`, so each phone can run in
//! a thread of its own (`std::thread::scope`); its session ends when it is
//! dropped, and chromedriver (with any browser left) when the driver is.
//! [`Phone::wait_for`] polls what a test waits for (a page that updates live
//! has no "done" to wait on), every 50 ms up to [`WAIT`]. An [`Element`] is
//! a reference into the page: when the page swaps its HTML (the live sheet
//! does on every event) it goes stale and a call on it fails, so what a test
//! reads while the page may change it reads in one call ([`Phone::texts`],
//! [`Phone::wait_for_text`], [`Phone::script`]).
//!
//! Chromium has no Windows build under Wine: the tests are ignored there, and
//! on Linux they are long ones (`cargo test -- --ignored`, as `.ci/run` runs).

use crate::common;
use crate::common::History;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Ipv4Addr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tempfile::TempDir;

/// How long [`Phone::wait_for`] waits before the test fails.
pub(crate) const WAIT: Duration = Duration::from_secs(15);

/// How long one WebDriver call may take: a new session starts a browser,
/// which on a loaded 2-core machine takes seconds.
const CALL: Duration = Duration::from_secs(120);

/// The phone every session is: an iPhone 12 to 15 in CSS pixels.
pub(crate) const PHONE: (u32, u32) = (390, 844);

/// The key under which WebDriver names an element in JSON.
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

/// A running `chromedriver` on 127.0.0.1 with a free port, killed on drop.
pub(crate) struct Driver {
    child: Child,
    port: u16,
    chromium: PathBuf,
    log: TempDir,
}

/// What chromedriver answered to a failed call.
#[derive(Debug)]
struct Failure {
    status: u16,
    error: String,
    message: String,
}

impl Driver {
    /// chromedriver, ready for sessions; `None` when the machine lacks it or
    /// Chromium (said as `skipped: ...`), which fails the test in CI. `what`
    /// names the tests for that message.
    pub(crate) fn start(what: &str) -> Option<Driver> {
        if cfg!(windows) {
            common::skipped(&format!(
                "the {what} tests drive Chromium, which has no Windows build here"
            ));
            return None;
        }
        let Some(chromedriver) = common::on_path("chromedriver") else {
            common::needed_outside_ci(&format!(
                "chromedriver is needed for the {what} tests in CI: .ci/run installs chromium-driver"
            ));
            common::skipped("chromedriver is not installed (apt-get install chromium-driver)");
            return None;
        };
        let chromium = common::chromium(what)?;
        let log = tempfile::tempdir().unwrap();
        // A free port, taken from the system and let go: another process may
        // take it in between, so a start that fails is tried on a new one.
        for _ in 0..3 {
            let port = TcpListener::bind((Ipv4Addr::LOCALHOST, 0))
                .unwrap()
                .local_addr()
                .unwrap()
                .port();
            let mut child = Command::new(&chromedriver)
                .arg(format!("--port={port}"))
                .arg(format!(
                    "--log-path={}",
                    log.path().join("chromedriver.log").display()
                ))
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .unwrap();
            if ready(&mut child, port) {
                return Some(Driver {
                    child,
                    port,
                    chromium,
                    log,
                });
            }
            let _ = child.kill();
            let _ = child.wait();
        }
        panic!("chromedriver did not start: {}", tail(&log));
    }

    /// A new phone: a session of headless Chromium as a 390 px phone, in a
    /// profile of its own, with the browser's own language.
    pub(crate) fn phone(&self) -> Phone<'_> {
        self.phone_in(None)
    }

    /// A phone whose browser asks for pages in `languages` (its
    /// Accept-Language and `navigator.languages`), as `"sv"` or `"da,en"`.
    pub(crate) fn phone_speaking(&self, languages: &str) -> Phone<'_> {
        self.phone_in(Some(languages))
    }

    fn phone_in(&self, languages: Option<&str>) -> Phone<'_> {
        let mut args = vec![
            "--headless=new",
            "--disable-gpu",
            "--hide-scrollbars",
            "--no-first-run",
            "--disable-extensions",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-quic",
        ];
        // Chromium will not start as root with its sandbox on (CI runs as root).
        if running_as_root() {
            args.push("--no-sandbox");
        }
        let lang_arg;
        let mut options = json!({
            "binary": self.chromium,
            "mobileEmulation": {"deviceMetrics": {
                "width": PHONE.0, "height": PHONE.1, "pixelRatio": 3,
                "mobile": true, "touch": true,
            }},
        });
        if let Some(languages) = languages {
            lang_arg = format!("--lang={}", languages.split(',').next().unwrap());
            args.push(&lang_arg);
            options["prefs"] = json!({"intl.accept_languages": languages});
        }
        options["args"] = json!(args);
        let capabilities = json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": options,
        }}});
        let value = self.must("POST", "/session", Some(&capabilities));
        let session = value["sessionId"]
            .as_str()
            .unwrap_or_else(|| panic!("a new session without an id: {value}"))
            .to_string();
        Phone {
            driver: self,
            session,
        }
    }

    /// `n` phones, their browsers started side by side.
    pub(crate) fn phones(&self, n: usize) -> Vec<Phone<'_>> {
        std::thread::scope(|s| {
            let started: Vec<_> = (0..n).map(|_| s.spawn(|| self.phone())).collect();
            started.into_iter().map(|t| t.join().unwrap()).collect()
        })
    }

    /// One call of the WebDriver protocol (see [`call`]).
    fn call(&self, method: &str, path: &str, body: Option<&Value>) -> Result<Value, Failure> {
        call(self.port, method, path, body)
    }

    /// [`Driver::call`], which must succeed.
    #[track_caller]
    fn must(&self, method: &str, path: &str, body: Option<&Value>) -> Value {
        match self.call(method, path, body) {
            Ok(value) => value,
            Err(f) => panic!(
                "chromedriver: {method} {path}: {} ({}): {}\n{}",
                f.error,
                f.status,
                f.message.lines().next().unwrap_or_default(),
                tail(&self.log)
            ),
        }
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        // `/shutdown` ends every session's browser too, which a kill would
        // leave running; the kill is for a chromedriver that does not answer.
        let _ = self.call("GET", "/shutdown", None);
        let deadline = Instant::now() + Duration::from_secs(5);
        while Instant::now() < deadline && matches!(self.child.try_wait(), Ok(None)) {
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Waits for chromedriver's `/status` to say ready, while it runs.
fn ready(child: &mut Child, port: u16) -> bool {
    let deadline = Instant::now() + Duration::from_secs(20);
    while Instant::now() < deadline {
        if child.try_wait().unwrap().is_some() {
            return false;
        }
        if let Ok(status) = call(port, "GET", "/status", None)
            && status["ready"] == true
        {
            return true;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    false
}

/// One call of the WebDriver protocol to chromedriver on `port`: `method` on
/// `path` with the JSON `body`; the `value` of the answer, or what went wrong.
fn call(port: u16, method: &str, path: &str, body: Option<&Value>) -> Result<Value, Failure> {
    let failure = |message: String| Failure {
        status: 0,
        error: "no answer".to_string(),
        message,
    };
    let mut stream =
        TcpStream::connect((Ipv4Addr::LOCALHOST, port)).map_err(|e| failure(e.to_string()))?;
    stream.set_read_timeout(Some(CALL)).unwrap();
    let body = body.map(Value::to_string).unwrap_or_default();
    // chromedriver keeps the connection open after its answer, whatever
    // the request says: the answer ends at its Content-Length.
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\
         Content-Type: application/json; charset=utf-8\r\n\
         Content-Length: {len}\r\nConnection: close\r\n\r\n",
        port = port,
        len = body.len()
    );
    stream
        .write_all(head.as_bytes())
        .and_then(|()| stream.write_all(body.as_bytes()))
        .map_err(|e| failure(e.to_string()))?;
    let mut reader = BufReader::new(stream);
    let mut line = String::new();
    reader
        .read_line(&mut line)
        .map_err(|e| failure(e.to_string()))?;
    let status: u16 = line
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| failure(format!("not an HTTP answer: {line:?}")))?;
    let mut length = None;
    loop {
        line.clear();
        reader
            .read_line(&mut line)
            .map_err(|e| failure(e.to_string()))?;
        if line.trim_end().is_empty() {
            break;
        }
        if let Some((name, value)) = line.split_once(':')
            && name.eq_ignore_ascii_case("content-length")
        {
            length = value.trim().parse::<usize>().ok();
        }
    }
    let mut bytes = Vec::new();
    match length {
        Some(n) => {
            bytes.resize(n, 0);
            reader.read_exact(&mut bytes)
        }
        None => reader.read_to_end(&mut bytes).map(drop),
    }
    .map_err(|e| failure(e.to_string()))?;
    let answer: Value = serde_json::from_slice(&bytes)
        .map_err(|e| failure(format!("{e}: {}", String::from_utf8_lossy(&bytes))))?;
    let value = answer.get("value").cloned().unwrap_or(Value::Null);
    match value.get("error").and_then(Value::as_str) {
        Some(error) => Err(Failure {
            status,
            error: error.to_string(),
            message: value["message"].as_str().unwrap_or_default().to_string(),
        }),
        None if status == 200 => Ok(value),
        None => Err(Failure {
            status,
            error: "unknown error".to_string(),
            message: answer.to_string(),
        }),
    }
}

/// The last lines of chromedriver's log, for a failure's message.
fn tail(log: &TempDir) -> String {
    let text = std::fs::read_to_string(log.path().join("chromedriver.log")).unwrap_or_default();
    let lines: Vec<&str> = text.lines().collect();
    let from = lines.len().saturating_sub(10);
    format!("chromedriver's log ends:\n{}", lines[from..].join("\n"))
}

fn running_as_root() -> bool {
    cfg!(unix)
        && Command::new("id")
            .arg("-u")
            .output()
            .is_ok_and(|out| out.stdout.trim_ascii() == b"0")
}

/// One phone: a WebDriver session, ended when dropped.
pub(crate) struct Phone<'d> {
    driver: &'d Driver,
    session: String,
}

impl Phone<'_> {
    #[track_caller]
    fn must(&self, method: &str, path: &str, body: Option<&Value>) -> Value {
        let path = format!("/session/{}{path}", self.session);
        self.driver.must(method, &path, body)
    }

    /// Opens `url` and waits for it to load.
    #[track_caller]
    pub(crate) fn goto(&self, url: &str) {
        self.must("POST", "/url", Some(&json!({ "url": url })));
    }

    /// The URL the phone shows.
    pub(crate) fn url(&self) -> String {
        self.must("GET", "/url", None).as_str().unwrap().to_string()
    }

    /// The page's title.
    pub(crate) fn title(&self) -> String {
        self.must("GET", "/title", None)
            .as_str()
            .unwrap()
            .to_string()
    }

    /// The one element that `css` selects first; the test fails without it.
    #[track_caller]
    pub(crate) fn find(&self, css: &str) -> Element<'_> {
        self.try_find(css)
            .unwrap_or_else(|| panic!("no element on the page is {css:?}"))
    }

    /// The first element that `css` selects, if any.
    #[track_caller]
    pub(crate) fn try_find(&self, css: &str) -> Option<Element<'_>> {
        let path = format!("/session/{}/element", self.session);
        match self.driver.call("POST", &path, Some(&by_css(css))) {
            Ok(value) => Some(self.element(&value)),
            Err(f) if f.error == "no such element" => None,
            Err(_) => Some(self.element(&self.must("POST", "/element", Some(&by_css(css))))),
        }
    }

    /// Every element that `css` selects, in document order.
    #[track_caller]
    pub(crate) fn find_all(&self, css: &str) -> Vec<Element<'_>> {
        let found = self.must("POST", "/elements", Some(&by_css(css)));
        found
            .as_array()
            .unwrap()
            .iter()
            .map(|v| self.element(v))
            .collect()
    }

    fn element(&self, reference: &Value) -> Element<'_> {
        let id = reference[ELEMENT]
            .as_str()
            .unwrap_or_else(|| panic!("not an element: {reference}"));
        Element {
            phone: self,
            id: id.to_string(),
        }
    }

    /// Runs `body` as the body of a function in the page, with `args` as its
    /// `arguments` (elements may be passed as [`Element::arg`]); what it
    /// returns, as JSON: `phone.script("return innerWidth", &[])`.
    #[track_caller]
    pub(crate) fn script(&self, body: &str, args: &[Value]) -> Value {
        self.must(
            "POST",
            "/execute/sync",
            Some(&json!({ "script": body, "args": args })),
        )
    }

    /// The width of the page's content in CSS pixels, against the viewport's:
    /// `(document.documentElement.scrollWidth, innerWidth)`. The page scrolls
    /// sideways when the first is the larger.
    #[track_caller]
    pub(crate) fn widths(&self) -> (u64, u64) {
        let both = self.script(
            "return [document.documentElement.scrollWidth, window.innerWidth]",
            &[],
        );
        (both[0].as_u64().unwrap(), both[1].as_u64().unwrap())
    }

    /// A PNG of what the phone shows (390 x 844 at ratio 3: 1170 x 2532
    /// pixels), written to `file`.
    #[track_caller]
    pub(crate) fn screenshot(&self, file: &Path) {
        let png = self.must("GET", "/screenshot", None);
        std::fs::write(file, base64(png.as_str().unwrap())).unwrap();
    }

    /// Polls `check` every 50 ms until it gives a value, for at most
    /// [`WAIT`]; then fails, saying that `what` did not happen.
    #[track_caller]
    pub(crate) fn wait_for<T>(&self, what: &str, mut check: impl FnMut(&Self) -> Option<T>) -> T {
        let deadline = Instant::now() + WAIT;
        loop {
            if let Some(value) = check(self) {
                return value;
            }
            assert!(
                Instant::now() < deadline,
                "waited {WAIT:?} for {what}, on {}",
                self.url()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// The rendered text (`innerText`) of every element that `css` selects,
    /// read in one call: a page that swaps its HTML in between cannot leave
    /// some of them stale, as reading element by element can.
    #[track_caller]
    pub(crate) fn texts(&self, css: &str) -> Vec<String> {
        let texts = self.script(
            "return Array.from(document.querySelectorAll(arguments[0]), e => e.innerText)",
            &[json!(css)],
        );
        let texts = texts.as_array().unwrap().iter();
        texts.map(|t| t.as_str().unwrap().to_string()).collect()
    }

    /// Waits for an element that `css` selects and whose text holds `text`
    /// (looked for in one call, as [`Phone::texts`] reads).
    #[track_caller]
    pub(crate) fn wait_for_text(&self, css: &str, text: &str) -> Element<'_> {
        let found = self.wait_for(&format!("{css:?} with the text {text:?}"), |p| {
            let found = p.script(
                "return Array.from(document.querySelectorAll(arguments[0]))\
                 .find(e => e.innerText.includes(arguments[1])) || null",
                &[json!(css), json!(text)],
            );
            (!found.is_null()).then_some(found)
        });
        self.element(&found)
    }

    /// Ends the session now (dropping the phone does the same).
    pub(crate) fn close(self) {}
}

impl Drop for Phone<'_> {
    fn drop(&mut self) {
        let path = format!("/session/{}", self.session);
        let _ = self.driver.call("DELETE", &path, None);
    }
}

fn by_css(css: &str) -> Value {
    json!({"using": "css selector", "value": css})
}

/// An element of the page a phone shows.
pub(crate) struct Element<'p> {
    phone: &'p Phone<'p>,
    id: String,
}

impl<'p> Element<'p> {
    #[track_caller]
    fn must(&self, method: &str, path: &str, body: Option<&Value>) -> Value {
        self.phone
            .must(method, &format!("/element/{}{path}", self.id), body)
    }

    /// A click where the element is, as WebDriver makes it (scrolled into
    /// view first; refused when something else covers it).
    #[track_caller]
    pub(crate) fn click(&self) {
        self.must("POST", "/click", Some(&json!({})));
    }

    /// A tap: a touch pointer down and up at the element's centre, the
    /// touch events a phone's page gets from a thumb.
    #[track_caller]
    pub(crate) fn tap(&self) {
        let actions = json!({"actions": [{
            "type": "pointer",
            "id": "thumb",
            "parameters": {"pointerType": "touch"},
            "actions": [
                {"type": "pointerMove", "duration": 0, "origin": self.arg(), "x": 0, "y": 0},
                {"type": "pointerDown", "button": 0},
                {"type": "pause", "duration": 50},
                {"type": "pointerUp", "button": 0},
            ],
        }]});
        self.phone.must("POST", "/actions", Some(&actions));
        self.phone.must("DELETE", "/actions", None);
    }

    /// Types `text` into the element (an input), after what it holds.
    #[track_caller]
    pub(crate) fn send_keys(&self, text: &str) {
        self.must("POST", "/value", Some(&json!({ "text": text })));
    }

    /// Empties an input.
    #[track_caller]
    pub(crate) fn clear(&self) {
        self.must("POST", "/clear", Some(&json!({})));
    }

    /// The text as the phone renders it (hidden text left out).
    #[track_caller]
    pub(crate) fn text(&self) -> String {
        self.must("GET", "/text", None)
            .as_str()
            .unwrap()
            .to_string()
    }

    /// The attribute `name` as the markup has it, if there is one.
    #[track_caller]
    pub(crate) fn attribute(&self, name: &str) -> Option<String> {
        self.must("GET", &format!("/attribute/{name}"), None)
            .as_str()
            .map(str::to_string)
    }

    /// The DOM property `name` (`value`, `checked`, `offsetWidth`).
    #[track_caller]
    pub(crate) fn property(&self, name: &str) -> Value {
        self.must("GET", &format!("/property/{name}"), None)
    }

    /// The elements inside this one that `css` selects.
    #[track_caller]
    pub(crate) fn find_all(&self, css: &str) -> Vec<Element<'p>> {
        let found = self.must("POST", "/elements", Some(&by_css(css)));
        found
            .as_array()
            .unwrap()
            .iter()
            .map(|v| self.phone.element(v))
            .collect()
    }

    /// The element as an argument of [`Phone::script`].
    pub(crate) fn arg(&self) -> Value {
        json!({ ELEMENT: self.id })
    }
}

/// The bytes of standard base64 (a screenshot as WebDriver sends it).
fn base64(text: &str) -> Vec<u8> {
    let digit = |c: u8| -> u32 {
        match c {
            b'A'..=b'Z' => u32::from(c - b'A'),
            b'a'..=b'z' => u32::from(c - b'a') + 26,
            b'0'..=b'9' => u32::from(c - b'0') + 52,
            b'+' => 62,
            b'/' => 63,
            _ => panic!("not base64: {c}"),
        }
    };
    let digits: Vec<u8> = text.bytes().filter(|c| !b"=\r\n".contains(c)).collect();
    let mut out = Vec::with_capacity(digits.len() * 3 / 4);
    for chunk in digits.chunks(4) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0, |n, (i, &c)| n | digit(c) << (18 - 6 * i));
        out.extend_from_slice(&n.to_be_bytes()[1..chunk.len()]);
    }
    out
}

/// A running `skyjo serve` on 127.0.0.1 with a free port, for the browser:
/// `url` is the page's, with its token (with `--entry`, the entry link's);
/// `read_url` the read-only link's. Killed when dropped.
pub(crate) struct Serving {
    child: Child,
    pub(crate) url: String,
    pub(crate) read_url: String,
}

impl Serving {
    /// `skyjo serve` on the history of `h`, with the flags `extra`.
    pub(crate) fn start(h: &History, extra: &[&str]) -> Serving {
        let (child, links) = common::start_serve(&h.path, extra, Stdio::null());
        Serving {
            child,
            url: links.phone().to_string(),
            read_url: links.url,
        }
    }
}

impl Drop for Serving {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A game of four with two rounds, the second with a doubled closer.
fn game_of_four() -> History {
    let h = History::new();
    h.ok(&["new", "Anna", "Bertil", "Cecilia", "Dagny"]);
    h.ok(&[
        "round",
        "--closer",
        "Anna",
        "Anna=4",
        "Bertil=17",
        "Cecilia=9",
        "Dagny=22",
    ]);
    h.ok(&[
        "round",
        "--closer",
        "Bertil",
        "Anna=3",
        "Bertil=12",
        "Cecilia=8",
        "Dagny=10",
    ]);
    h
}

/// The third round, recorded from the command line while the phones watch.
const ROUND_3: [&str; 7] = [
    "round",
    "--closer",
    "Cecilia",
    "Anna=11",
    "Bertil=6",
    "Cecilia=2",
    "Dagny=3",
];

/// The scores of the last round in `show --json` as a phone's sheet shows
/// them: a `*` after the closer's, a doubled score alone with its `x2` on a
/// line of its own (`24*\nx2`; the `12 x2 =` before it is for wider screens).
fn last_round_as_shown(h: &History) -> (String, Vec<String>) {
    let show = h.json(&["show"]);
    let round = show["rounds"].as_array().unwrap().last().unwrap().clone();
    let cells = round["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let mark = if p["name"] == round["closer"] {
                "*"
            } else {
                ""
            };
            let doubled = if p["doubled"] == true { "\nx2" } else { "" };
            format!("{}{mark}{doubled}", p["score"])
        })
        .collect();
    (round["round"].to_string(), cells)
}

/// The scores of round `number` on the phone's sheet, once it has them
/// (read in one script: the page swaps its sheet when an event comes).
fn round_on_sheet(phone: &Phone, number: &str) -> Option<Vec<String>> {
    let cells = phone.script(
        "var row = Array.from(document.querySelectorAll('table.sheet tbody tr'))
           .find(r => r.querySelector('th').innerText.trim() === arguments[0]);
         return row ? Array.from(row.querySelectorAll('td b'), b => b.innerText) : null;",
        &[json!(number)],
    );
    let cells = cells.as_array()?.iter();
    Some(cells.map(|c| c.as_str().unwrap().to_string()).collect())
}

/// Opens the page on `phone` and waits for its event stream to be open (the
/// footer says live), so that what comes next arrives as an event.
fn open_live(phone: &Phone, url: &str) {
    phone.goto(url);
    phone.wait_for("the page to be live", |p| {
        (p.find("#live").attribute("class").as_deref() == Some("on")).then_some(())
    });
}

#[test]
#[cfg_attr(
    not(windows),
    ignore = "long: a 390 px phone in Chromium through chromedriver on the live page; CI runs it (cargo test -- --ignored)"
)]
#[cfg_attr(
    windows,
    ignore = "chromedriver drives Linux's Chromium: no Chromium under Wine"
)]
fn a_phone_at_390_px_shows_the_sheet_and_a_round_from_the_command_line() {
    let Some(driver) = Driver::start("browser") else {
        return;
    };
    let h = game_of_four();
    let server = Serving::start(&h, &[]);
    let phone = driver.phone();
    open_live(&phone, &server.url);

    let seen = phone.script(
        "return [innerWidth, innerHeight, devicePixelRatio, navigator.maxTouchPoints > 0]",
        &[],
    );
    assert_eq!(seen, json!([PHONE.0, PHONE.1, 3, true]), "the phone");
    let (content, viewport) = phone.widths();
    assert!(
        content <= viewport,
        "the page scrolls sideways: {content} px in {viewport}"
    );
    let heads = phone.texts("table.sheet thead th");
    assert_eq!(heads[1..], ["Anna", "Bertil", "Cecilia", "Dagny"]);
    let (number, cells) = last_round_as_shown(&h);
    assert_eq!(cells, ["3", "24*\nx2", "8", "10"]);
    assert_eq!(round_on_sheet(&phone, &number), Some(cells));
    assert!(phone.title().starts_with("Skyjo"), "{}", phone.title());
    // Inside the page, the sheet's own box scrolls sideways when it is wider
    // than the phone (printed for the record: the phone sheet's measure).
    let sheet = phone.script(
        "var s = document.querySelector('.scroll'); return [s.scrollWidth, s.clientWidth]",
        &[],
    );
    eprintln!(
        "browser: the sheet of four is {} px in {} px",
        sheet[0], sheet[1]
    );

    let recorded = Instant::now();
    h.ok(&ROUND_3);
    let (number, cells) = last_round_as_shown(&h);
    let shown = phone.wait_for("round 3 on the sheet", |p| round_on_sheet(p, &number));
    eprintln!(
        "browser: round 3 on the phone {} ms after `skyjo round` began",
        recorded.elapsed().as_millis()
    );
    assert_eq!(shown, cells);
    assert_eq!(cells, ["11", "6", "2*", "3"]);

    let dir = tempfile::tempdir().unwrap();
    let shot = dir.path().join("serve-phone-webdriver.png");
    phone.screenshot(&shot);
    let png = std::fs::read(&shot).unwrap();
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "not a PNG");
    // The PNG's header: its width and height in device pixels.
    let size = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().unwrap());
    assert_eq!((size(16), size(20)), (PHONE.0 * 3, PHONE.1 * 3));
    if let Some(keep) = std::env::var_os("SKYJO_SCREENSHOTS") {
        std::fs::copy(&shot, PathBuf::from(keep).join("serve-phone-webdriver.png")).unwrap();
    }
}

#[test]
#[cfg_attr(
    not(windows),
    ignore = "long: four phones in Chromium through chromedriver on the live page; CI runs it (cargo test -- --ignored)"
)]
#[cfg_attr(
    windows,
    ignore = "chromedriver drives Linux's Chromium: no Chromium under Wine"
)]
fn four_phones_at_once_all_see_a_round_from_the_command_line() {
    let Some(driver) = Driver::start("browser") else {
        return;
    };
    let h = game_of_four();
    let server = Serving::start(&h, &[]);
    let opened = Instant::now();
    let phones = driver.phones(4);
    std::thread::scope(|s| {
        for phone in &phones {
            s.spawn(|| open_live(phone, &server.url));
        }
    });
    eprintln!(
        "browser: four phones open and live in {} ms",
        opened.elapsed().as_millis()
    );
    let sessions: std::collections::HashSet<&str> =
        phones.iter().map(|p| p.session.as_str()).collect();
    assert_eq!(sessions.len(), 4, "four sessions of their own");

    let recorded = Instant::now();
    h.ok(&ROUND_3);
    let (number, cells) = last_round_as_shown(&h);
    let arrived: Vec<(Vec<String>, Duration)> = std::thread::scope(|s| {
        let waiting: Vec<_> = phones
            .iter()
            .map(|phone| {
                s.spawn(|| {
                    let shown =
                        phone.wait_for("round 3 on the sheet", |p| round_on_sheet(p, &number));
                    (shown, recorded.elapsed())
                })
            })
            .collect();
        waiting.into_iter().map(|t| t.join().unwrap()).collect()
    });
    for (i, (shown, after)) in arrived.iter().enumerate() {
        assert_eq!(*shown, cells, "phone {i}");
        eprintln!(
            "browser: round 3 on phone {i} {} ms after `skyjo round` began",
            after.as_millis()
        );
    }
}

/// The page of the harness's own test: a button that logs its touches and
/// clicks, an input, and the request's Accept-Language in `#lang`.
const HARNESS_PAGE: &str = r#"<!doctype html><html><head>
<meta name="viewport" content="width=device-width,initial-scale=1"><title>harness</title></head>
<body><p id="lang">ACCEPT</p><input id="name" value="Å">
<button id="tap" style="width:200px;height:60px">tap</button><p id="log"></p>
<script>
var log = document.getElementById('log'), button = document.getElementById('tap');
function add(what) { log.textContent += (log.textContent ? ' ' : '') + what; }
button.addEventListener('touchstart', function () { add('touchstart'); });
button.addEventListener('click', function () { add('click'); });
</script></body></html>"#;

/// Serves [`HARNESS_PAGE`] on 127.0.0.1 to every request, for as long as the
/// test binary runs; its URL.
fn serve_harness_page() -> String {
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).unwrap();
    let url = format!("http://{}/", listener.local_addr().unwrap());
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let (mut line, mut accept) = (String::new(), String::new());
            while reader.read_line(&mut line).is_ok_and(|n| n > 0) && line != "\r\n" {
                if let Some((name, value)) = line.split_once(':')
                    && name.eq_ignore_ascii_case("accept-language")
                {
                    accept = value.trim().to_string();
                }
                line.clear();
            }
            let body = HARNESS_PAGE.replace("ACCEPT", &accept);
            let _ = write!(
                stream,
                "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n\
                 Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
                body.len()
            );
        }
    });
    url
}

#[test]
#[cfg_attr(
    not(windows),
    ignore = "long: a phone in Chromium through chromedriver; CI runs it (cargo test -- --ignored)"
)]
#[cfg_attr(
    windows,
    ignore = "chromedriver drives Linux's Chromium: no Chromium under Wine"
)]
fn the_harness_taps_clicks_types_and_asks_in_the_phones_language() {
    let Some(driver) = Driver::start("browser") else {
        return;
    };
    let url = serve_harness_page();
    let phone = driver.phone_speaking("sv,en");
    phone.goto(&url);
    assert_eq!(phone.title(), "harness");
    assert!(
        phone.find("#lang").text().starts_with("sv"),
        "Accept-Language"
    );
    assert_eq!(phone.script("return navigator.languages[0]", &[]), "sv");

    let input = phone.find("#name");
    assert_eq!(input.property("value"), "Å");
    input.clear();
    input.send_keys("Åsa Öberg");
    assert_eq!(input.property("value"), "Åsa Öberg");
    assert_eq!(
        input.attribute("value").as_deref(),
        Some("Å"),
        "the markup's"
    );
    assert_eq!(input.attribute("placeholder"), None);

    let button = phone.find("#tap");
    assert_eq!(
        phone.script("return arguments[0].id", &[button.arg()]),
        "tap"
    );
    button.tap();
    phone.wait_for_text("#log", "touchstart click");
    button.click();
    phone.wait_for("a second click", |p| {
        (p.find("#log").text().matches("click").count() == 2).then_some(())
    });
    assert!(phone.try_find("#nothing").is_none());
    assert_eq!(phone.find_all("button, input").len(), 2);
    let paragraphs = phone.find("body").find_all("p");
    assert_eq!(paragraphs.len(), 2);
    assert_eq!(paragraphs[1].text(), phone.texts("#log")[0]);
    phone.close();
}

/// The grids of the entry test, one for each player, in the CLI's syntax.
const GRIDS: [(&str, &str); 4] = [
    // No column of three equal cards: every card counts, 19.
    ("Anna", "1 0 3 4 / -2 2 5 0 / 1 3 0 2"),
    // The 5s and the 1s go at the final reveal: 2 3 4 and 6 7 8 are left, 30.
    ("Bertil", "5 2 1 6 / 5 3 1 7 / 5 4 1 8"),
    // The first column removed during play: the nine cards left, 27.
    ("Cecilia", "x 2 2 2 / x 3 3 3 / x 4 4 4"),
    // Low cards and no column of equal ones, 0.
    ("Dagny", "0 -1 0 1 / 2 -1 0 1 / 0 -2 1 -1"),
];

/// The raw score of a grid of [`GRIDS`] under the official rules, worked
/// out here from RULES.md and not by skyjo: the cards of a column removed
/// during play (`x`) and of a column of three equal cards count nothing,
/// every other card its value.
fn raw_score(grid: &str) -> i32 {
    let cells: Vec<&str> = grid.split_whitespace().filter(|c| *c != "/").collect();
    assert_eq!(cells.len(), 12, "{grid}");
    let card = |i: usize| cells[i].parse::<i32>().ok();
    let mut raw = 0;
    for column in 0..4 {
        let values: Vec<Option<i32>> = (0..3).map(|row| card(row * 4 + column)).collect();
        let equal = values[0].is_some() && values.iter().all(|v| *v == values[0]);
        if !equal {
            raw += values.iter().flatten().sum::<i32>();
        }
    }
    raw
}

/// A grid of [`GRIDS`] tapped into the entry page: each cell, then its card
/// on the keypad; a column removed during play by its top cell and the
/// keypad's "removed" (which takes the whole column).
fn tap_grid(phone: &Phone, grid: &str) {
    let cells: Vec<&str> = grid.split_whitespace().filter(|c| *c != "/").collect();
    for (i, cell) in cells.iter().enumerate() {
        if *cell == "x" && i >= 4 {
            continue;
        }
        // Found again for each tap: the phone may be drawing another grid.
        phone
            .find(&format!("#grid button:nth-child({})", i + 1))
            .tap();
        phone
            .find(&format!("#keypad button[data-value='{cell}']"))
            .tap();
    }
}

/// Every control of the entry panel that shows (`offsetWidth` > 0) is at
/// least 44 px each way; the ones that are not, as `text (w x h)`.
fn small_controls(phone: &Phone) -> Vec<String> {
    let small = phone.script(
        "return Array.from(document.querySelectorAll('#entry button, #entry input, #entry label'))
           .filter(e => e.offsetWidth > 0 && e.offsetWidth * e.offsetHeight > 0)
           .filter(e => { var r = e.getBoundingClientRect();
                          var box = e.tagName === 'INPUT' ? e.closest('label').getBoundingClientRect() : r;
                          return box.width < 44 || box.height < 44; })
           .map(e => (e.innerText || e.id) + ' (' + e.offsetWidth + ' x ' + e.offsetHeight + ')')",
        &[],
    );
    let small = small.as_array().unwrap().iter();
    small.map(|s| s.as_str().unwrap().to_string()).collect()
}

/// Keeps a screenshot of `phone` in the folder `SKYJO_SCREENSHOTS` names,
/// if it names one (how docs/serve-entry.png, docs/serve-review.png and
/// docs/serve-entry-action.png are made), after checking it is a phone's PNG.
fn keep_screenshot(phone: &Phone, name: &str) {
    let dir = tempfile::tempdir().unwrap();
    let shot = dir.path().join(name);
    phone.screenshot(&shot);
    let png = std::fs::read(&shot).unwrap();
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "not a PNG");
    if let Some(keep) = std::env::var_os("SKYJO_SCREENSHOTS") {
        std::fs::copy(&shot, PathBuf::from(keep).join(name)).unwrap();
    }
}

#[test]
#[cfg_attr(
    not(windows),
    ignore = "long: four phones in Chromium through chromedriver enter a round with serve --entry; CI runs it (cargo test -- --ignored)"
)]
#[cfg_attr(
    windows,
    ignore = "chromedriver drives Linux's Chromium: no Chromium under Wine"
)]
fn four_phones_enter_their_grids_name_the_closer_and_record_the_round() {
    let Some(driver) = Driver::start("entry page") else {
        return;
    };
    let h = History::new();
    h.ok(&["new", "Anna", "Bertil", "Cecilia", "Dagny"]);
    let server = Serving::start(&h, &["--entry"]);
    let url = server.url.as_str();

    let started = Instant::now();
    // Anna's and Bertil's phones in the browser's English, Cecilia's in
    // Swedish, Dagny's in Danish: each page in its reader's language.
    let phones: Vec<Phone> = std::thread::scope(|s| {
        let started: Vec<_> = [None, None, Some("sv"), Some("da")]
            .into_iter()
            .map(|lang| {
                let driver = &driver;
                s.spawn(move || match lang {
                    Some(lang) => driver.phone_speaking(lang),
                    None => driver.phone(),
                })
            })
            .collect();
        started.into_iter().map(|t| t.join().unwrap()).collect()
    });
    eprintln!(
        "entry: four phones started in {} ms",
        started.elapsed().as_millis()
    );

    let entering = Instant::now();
    std::thread::scope(|s| {
        for (phone, (name, grid)) in phones.iter().zip(GRIDS) {
            s.spawn(move || {
                open_live(phone, url);
                phone.wait_for_text("#players button", name).tap();
                phone.wait_for_text("#me-name", name);
                tap_grid(phone, grid);
                let sum = raw_score(grid).to_string();
                phone.wait_for_text("#sum", &sum);
                phone.find("#send").tap();
                // The server has it: the grid is on this phone's list of the draft.
                phone.wait_for_text("#grids li.self .raw", &sum);
            });
        }
    });
    eprintln!(
        "entry: four grids tapped in and sent in {} ms",
        entering.elapsed().as_millis()
    );

    // Every phone sees every grid, with its raw score.
    let raws: Vec<String> = GRIDS
        .iter()
        .map(|(_, g)| raw_score(g).to_string())
        .collect();
    for phone in &phones {
        let seen = phone.wait_for("every grid on the phone", |p| {
            let seen = p.texts("#grids li.in .raw");
            (seen.len() == 4).then_some(seen)
        });
        assert_eq!(seen, raws);
    }
    // The columns that go are struck out on every phone: Bertil's 5s and
    // 1s, Cecilia's removed column.
    let gone = phones[0].script(
        "return Array.from(document.querySelectorAll('#grids li'), li => li.querySelectorAll('.gone').length)",
        &[],
    );
    assert_eq!(gone, json!([0, 6, 3, 0]));

    let en = &phones[0];
    assert!(small_controls(en).is_empty(), "{:?}", small_controls(en));
    // A classic game's page has nothing of Skyjo Action: no star on the
    // keypad, no counter of action cards, no note of its rules.
    assert_eq!(
        shows(
            en,
            &["#keypad [data-value='*']", "#held-part", "#action-note"]
        ),
        [false, false, false]
    );
    let (content, viewport) = en.widths();
    assert!(
        content <= viewport,
        "the entry page scrolls sideways: {content} px in {viewport}"
    );
    // The entry page as a player sees it: Anna's grid in, the keypad.
    en.script("window.scrollTo(0, 0)", &[]);
    en.find("#grid button:nth-child(12)").tap();
    keep_screenshot(en, "serve-entry.png");

    let naming = Instant::now();
    phones[1].wait_for_text("#closer button", "Anna").tap();
    // Anna closed with 19 and is not lowest (Dagny has 0): doubled to 38.
    let mut expected: Vec<i32> = raws.iter().map(|r| r.parse().unwrap()).collect();
    assert_eq!(expected, [19, 30, 27, 0]);
    expected[0] *= 2;
    for phone in &phones[..2] {
        phone.wait_for_text("#review .why", "Anna closed with 19");
        phone.wait_for_text("#review .why", "doubled to 38");
    }
    phones[2].wait_for_text("#review .why", "Anna avslutade med 19");
    phones[3].wait_for_text("#review .why", "Anna afsluttede med 19");
    eprintln!(
        "entry: the review on every phone {} ms after the closer was named",
        naming.elapsed().as_millis()
    );
    let review = phones[1].texts("#review .scores li .score");
    assert_eq!(review, ["19 x2 = 38*", "30", "27", "0"]);
    // Each phone in its reader's language.
    assert_eq!(phones[1].texts("#record"), ["Record round 1"]);
    assert_eq!(phones[2].texts("#record"), ["Spara runda 1"]);
    assert_eq!(phones[3].texts("#record"), ["Skriv runde 1 ind"]);
    // The heading as written (the style sets it in capitals).
    let heading = |p: &Phone| {
        p.script(
            "return document.getElementById('closer-heading').textContent",
            &[],
        )
    };
    assert_eq!(heading(&phones[2]), "Vem avslutade rundan?");
    assert_eq!(heading(&phones[3]), "Hvem afsluttede runden?");

    phones[1].script("document.getElementById('grids').scrollIntoView()", &[]);
    keep_screenshot(&phones[1], "serve-review.png");

    let recording = Instant::now();
    phones[0].wait_for_text("#record", "1").tap();
    for phone in &phones {
        phone.wait_for("round 1 on the sheet", |p| round_on_sheet(p, "1"));
        // The next round's draft starts empty.
        phone.wait_for_text("#round-heading", "2");
    }
    eprintln!(
        "entry: round 1 on every phone's sheet {} ms after Record",
        recording.elapsed().as_millis()
    );
    let show = h.json(&["show"]);
    let round = &show["rounds"][0];
    assert_eq!(round["closer"], "Anna");
    for (i, (name, grid)) in GRIDS.iter().enumerate() {
        let p = &round["players"][i];
        assert_eq!(p["name"], *name);
        assert_eq!(p["raw"], raw_score(grid), "{name}");
        assert_eq!(p["score"], expected[i], "{name}");
        assert_eq!(p["doubled"], i == 0, "{name}");
    }
    assert_eq!(show["rounds"].as_array().unwrap().len(), 1);
}

/// Whether each element `css` selects first shows on the page (is there
/// and takes room: not hidden, nor inside something hidden).
fn shows(phone: &Phone, css: &[&str]) -> Vec<bool> {
    let shown = phone.script(
        "return arguments[0].map(c => { var e = document.querySelector(c); return !!e && e.offsetWidth > 0; })",
        &[json!(css)],
    );
    serde_json::from_value(shown).unwrap()
}

/// The grids of the Skyjo Action test, in the CLI's syntax (`*` a star),
/// and the action cards each player still holds at the end of the round.
const ACTION_GRIDS: [(&str, &str, u32); 4] = [
    ("Anna", "* 5 5 5 / 1 2 3 4 / 0 1 2 3", 1),
    ("Bertil", "2 3 4 6 / 7 7 * 7 / 1 8 9 0", 0),
    ("Cecilia", "x 2 3 4 / x 0 1 2 / x -1 0 1", 2),
    ("Dagny", "0 -1 0 2 / 2 -1 0 3 / 0 -2 1 -1", 0),
];

/// The raw scores of [`ACTION_GRIDS`], worked out by hand from the rules of
/// Skyjo Action as the engine's `action.rs` sets them out, not by skyjo: a
/// row of four (a column of three) of equal cards goes, a star standing in
/// for any of them; a column removed during play counts nothing; +10 for
/// each action card held.
const ACTION_RAWS: [i32; 4] = [
    // The star fills the top row of 5s, which goes: 1+2+3+4 + 0+1+2+3 = 16,
    // and one action card held: 26.
    26,
    // The star fills the middle row of 7s, which goes (its column, 4 * 9,
    // is no line): 2+3+4+6 + 1+8+9+0 = 33.
    33,
    // The first column went during play: 2+3+4 + 0+1+2 + -1+0+1 = 12, and
    // two action cards held: 32.
    32, // No line of equal cards: 0-1+0+2 + 2-1+0+3 + 0-2+1-1 = 3.
    3,
];

/// Waits until the phone's sum under the grid (`Sum: N`, in its language)
/// is `raw`.
fn wait_for_sum(phone: &Phone, raw: i32) {
    let want = raw.to_string();
    phone.wait_for(&format!("the sum {raw}"), |p| {
        let sum = p.texts("#sum").pop()?;
        (sum.rsplit(' ').next() == Some(want.as_str())).then_some(())
    });
}

#[test]
#[cfg_attr(
    not(windows),
    ignore = "long: four phones in Chromium through chromedriver enter a round of Skyjo Action with serve --entry; CI runs it (cargo test -- --ignored)"
)]
#[cfg_attr(
    windows,
    ignore = "chromedriver drives Linux's Chromium: no Chromium under Wine"
)]
fn four_phones_enter_a_round_of_skyjo_action_with_stars_and_held_action_cards() {
    let Some(driver) = Driver::start("entry page") else {
        return;
    };
    let h = History::new();
    h.ok(&[
        "new",
        "Anna",
        "Bertil",
        "Cecilia",
        "Dagny",
        "--edition",
        "action",
    ]);
    let server = Serving::start(&h, &["--entry"]);
    let url = server.url.as_str();
    // Anna's and Bertil's phones in English, Cecilia's in Swedish, Dagny's
    // in Danish.
    let phones: Vec<Phone> = std::thread::scope(|s| {
        let started: Vec<_> = [None, None, Some("sv"), Some("da")]
            .into_iter()
            .map(|lang| {
                let driver = &driver;
                s.spawn(move || match lang {
                    Some(lang) => driver.phone_speaking(lang),
                    None => driver.phone(),
                })
            })
            .collect();
        started.into_iter().map(|t| t.join().unwrap()).collect()
    });

    std::thread::scope(|s| {
        for (phone, ((name, grid, held), raw)) in
            phones.iter().zip(ACTION_GRIDS.iter().zip(ACTION_RAWS))
        {
            s.spawn(move || {
                open_live(phone, url);
                phone.wait_for_text("#players button", name).tap();
                phone.wait_for_text("#me-name", name);
                // The game's edition is said above the grid, and its keys are there.
                phone.wait_for_text("#action-note", "Skyjo Action");
                assert_eq!(
                    shows(phone, &["#keypad [data-value='*']", "#held-part"]),
                    [true, true],
                    "{name}"
                );
                tap_grid(phone, grid);
                if *name == "Cecilia" {
                    // A card of the removed column was a star: its cell, then
                    // the star (x*); again, and it is a removed card as before.
                    let star = "#keypad button[data-value='*']";
                    phone.find("#grid button:nth-child(5)").tap();
                    phone.find(star).tap();
                    phone.wait_for_text("#grid button:nth-child(5)", "\u{2715}\u{2605}");
                    phone.find(star).tap();
                    assert_eq!(phone.texts("#grid button:nth-child(5)"), ["\u{2715}"]);
                }
                for _ in 0..*held {
                    phone.find("#held-more").tap();
                }
                phone.wait_for_text("#held-count", &held.to_string());
                wait_for_sum(phone, raw);
                // A star typed is a star in the grid being entered.
                let stars = grid.split_whitespace().filter(|c| *c == "*").count();
                let cells = phone.texts("#grid button");
                assert_eq!(
                    cells.iter().filter(|c| *c == "\u{2605}").count(),
                    stars,
                    "{name}"
                );
                phone.find("#send").tap();
                phone.wait_for_text("#grids li.self .raw", &raw.to_string());
            });
        }
    });

    // Every phone sees every grid, its raw score with the held cards.
    let raws: Vec<String> = ACTION_RAWS.iter().map(i32::to_string).collect();
    for phone in &phones {
        let seen = phone.wait_for("every grid on the phone", |p| {
            let seen = p.texts("#grids li.in .raw");
            (seen.len() == 4).then_some(seen)
        });
        assert_eq!(seen, raws);
    }
    // The stars are stars on another's phone, and what goes is struck out:
    // Anna's and Bertil's rows with their stars, Cecilia's removed column.
    let cells = phones[3].script(
        "return Array.from(document.querySelectorAll('#grids li'), li =>
           [Array.from(li.querySelectorAll('.mini span'), s => s.innerText).join(' '),
            li.querySelectorAll('.gone').length])",
        &[],
    );
    assert_eq!(
        cells,
        json!([
            ["\u{2605} 5 5 5 1 2 3 4 0 1 2 3", 4],
            ["2 3 4 6 7 7 \u{2605} 7 1 8 9 0", 4],
            ["\u{2715} 2 3 4 \u{2715} 0 1 2 \u{2715} -1 0 1", 3],
            ["0 -1 0 2 2 -1 0 3 0 -2 1 -1", 0]
        ])
    );
    // The action cards held, on every phone in its language.
    assert_eq!(
        phones[0].texts("#grids li .held-in"),
        [
            "one action card in hand: +10",
            "2 action cards in hand: +20"
        ]
    );
    assert_eq!(
        phones[2].texts("#grids li .held-in"),
        [
            "ett actionkort på handen: +10",
            "2 actionkort på handen: +20"
        ]
    );
    assert_eq!(
        phones[3].texts("#grids li .held-in"),
        [
            "et actionkort på hånden: +10",
            "2 actionkort på hånden: +20"
        ]
    );
    // The draft as the API gives it: each grid with its held count.
    let draft = phones[1].script(
        "var x = new XMLHttpRequest(); x.open('GET', 'api/draft', false); x.send();
         return JSON.parse(x.responseText).entries",
        &[],
    );
    let held: Vec<Value> = ACTION_GRIDS
        .iter()
        .map(|(name, _, _)| draft[name]["held"].clone())
        .collect();
    assert_eq!(held, [1, 0, 2, 0], "{draft}");

    // Every control at least 44 px, and nothing wider than the phone, in
    // English and in the longer words of Swedish.
    for phone in [&phones[0], &phones[2]] {
        assert!(
            small_controls(phone).is_empty(),
            "{:?}",
            small_controls(phone)
        );
        let (content, viewport) = phone.widths();
        assert!(
            content <= viewport,
            "the entry page scrolls sideways: {content} px in {viewport}"
        );
    }
    // The page says it is Skyjo Action: above the grid, and in the sheet's rules line.
    assert!(phones[2].texts("#action-note")[0].starts_with("Skyjo Action: en stjärna"));
    for phone in &phones {
        phone.wait_for_text("#sheet .meta", "Skyjo Action");
    }
    for (phone, file) in [
        (&phones[0], "serve-entry-action.png"),
        (&phones[2], "serve-entry-action.sv.png"),
    ] {
        phone.script("window.scrollTo(0, 0)", &[]);
        keep_screenshot(phone, file);
    }

    phones[1].wait_for_text("#closer button", "Anna").tap();
    // Anna closed with 26 and is not lowest (Dagny has 3): doubled to 52.
    for phone in &phones[..2] {
        phone.wait_for_text("#review .why", "Anna closed with 26");
        phone.wait_for_text("#review .why", "doubled to 52");
    }
    phones[2].wait_for_text("#review .why", "Anna avslutade med 26");
    phones[3].wait_for_text("#review .why", "Anna afsluttede med 26");
    let review = phones[1].texts("#review .scores li .score");
    assert_eq!(review, ["26 x2 = 52*", "33", "32", "3"]);

    phones[0].wait_for_text("#record", "1").tap();
    for phone in &phones {
        phone.wait_for("round 1 on the sheet", |p| round_on_sheet(p, "1"));
        phone.wait_for_text("#round-heading", "2");
        // The next round starts with no action cards held.
        phone.wait_for_text("#held-count", "0");
    }
    let show = h.json(&["show"]);
    let round = &show["rounds"][0];
    assert_eq!(round["closer"], "Anna");
    let scores = [52, 33, 32, 3];
    for (i, (name, grid, held)) in ACTION_GRIDS.iter().enumerate() {
        let p = &round["players"][i];
        assert_eq!(p["name"], *name);
        assert_eq!(p["raw"], ACTION_RAWS[i], "{name}");
        assert_eq!(p["score"], scores[i], "{name}");
        assert_eq!(p["doubled"], i == 0, "{name}");
        let entry = match held {
            0 => grid.to_string(),
            n => format!("{grid} held={n}"),
        };
        assert_eq!(p["entry"], entry, "{name}");
    }
}

/// `skyjo round` at a terminal of its own (a tmux server of its own, as the
/// prompt tests have it), on the history of `h`: the score keeper's laptop.
/// Its tmux server is killed when dropped.
struct Laptop {
    socket: String,
}

impl Laptop {
    /// `skyjo round ARGS`, at a terminal whose tmux server is named by `tag`
    /// too (one per test: the tests run side by side).
    fn round(h: &History, tag: &str, args: &str) -> Laptop {
        let socket = format!("skyjo-entry-{}-{tag}", std::process::id());
        let command = format!(
            "env NO_COLOR=1 SKYJO_DB='{}' SKYJO_CONFIG='{}' '{}' round {args}; sleep 30",
            h.path.display(),
            common::NO_CONFIG,
            env!("CARGO_BIN_EXE_skyjo")
        );
        let status = Command::new("tmux")
            .args(["-L", &socket, "new-session", "-d", "-x", "80", "-y", "24"])
            .arg(&command)
            .status()
            .expect("tmux is installed (.ci/run installs it)");
        assert!(status.success());
        Laptop { socket }
    }
}

impl Drop for Laptop {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["-L", &self.socket, "kill-server"])
            .status();
    }
}

#[test]
#[cfg_attr(
    not(windows),
    ignore = "long: a phone in Chromium through chromedriver and `skyjo round` in tmux; CI runs it (cargo test -- --ignored)"
)]
#[cfg_attr(
    windows,
    ignore = "chromedriver drives Linux's Chromium and the terminal is tmux: neither under Wine"
)]
fn a_grid_typed_at_the_laptop_is_on_the_phone_and_fills_its_players_grid() {
    let Some(driver) = Driver::start("entry page") else {
        return;
    };
    let h = History::new();
    h.ok(&["new", "Anna", "Bertil", "Cecilia", "Dagny"]);
    let server = Serving::start(&h, &["--entry"]);
    let phone = driver.phone();
    open_live(&phone, &server.url);
    phone.wait_for_text("#players button", "Bertil").tap();

    // The score keeper types Anna's grid at the laptop; `round` keeps it in
    // the draft at once and asks for Bertil's.
    let (_, anna) = GRIDS[0];
    let typed = Instant::now();
    let _laptop = Laptop::round(&h, "classic", &format!("Anna='{anna}'"));
    let seen = phone.wait_for("Anna's grid from the laptop on the phone", |p| {
        p.texts("#grids li.in").into_iter().next()
    });
    eprintln!(
        "entry: a grid typed at the laptop on the phone {} ms after `skyjo round` began",
        typed.elapsed().as_millis()
    );
    assert!(seen.starts_with("Anna\n19"), "{seen:?}");
    // Bertil's own grid is still his to tap: nothing of Anna's in it.
    assert_eq!(phone.texts("#sum"), ["Sum: 0"]);

    // The phone handed to Anna: her grid is there, as the laptop typed it.
    phone.find("#not-me").tap();
    phone.wait_for_text("#players button", "Anna").tap();
    phone.wait_for_text("#sum", "19");
    let cells = phone.texts("#grid button");
    assert_eq!(cells.join(" "), anna.replace(" / ", " "));
}

#[test]
#[cfg_attr(
    not(windows),
    ignore = "long: a phone in Chromium through chromedriver and `skyjo round` in tmux; CI runs it (cargo test -- --ignored)"
)]
#[cfg_attr(
    windows,
    ignore = "chromedriver drives Linux's Chromium and the terminal is tmux: neither under Wine"
)]
fn action_cards_held_typed_at_the_laptop_are_counted_on_the_phone() {
    let Some(driver) = Driver::start("entry page") else {
        return;
    };
    let h = History::new();
    h.ok(&["new", "Anna", "Bertil", "--edition", "action"]);
    let server = Serving::start(&h, &["--entry"]);
    let phone = driver.phone();
    open_live(&phone, &server.url);
    phone.wait_for_text("#players button", "Bertil").tap();

    // Anna's grid and her two action cards at the laptop: the row of 5s
    // goes, 16 are left, +20.
    let anna = "* 5 5 5 / 1 2 3 4 / 0 1 2 3";
    let _laptop = Laptop::round(&h, "action", &format!("Anna='{anna}' --held Anna=2"));
    let seen = phone.wait_for("Anna's grid from the laptop on the phone", |p| {
        p.texts("#grids li.in").into_iter().next()
    });
    assert!(seen.starts_with("Anna\n36"), "{seen:?}");
    assert!(seen.ends_with("2 action cards in hand: +20"), "{seen:?}");
    assert_eq!(phone.texts("#held-count"), ["0"], "Bertil's own count");

    // The phone handed to Anna: her grid and her count, as the laptop typed them.
    phone.find("#not-me").tap();
    phone.wait_for_text("#players button", "Anna").tap();
    phone.wait_for_text("#held-count", "2");
    wait_for_sum(&phone, 36);
    let cells = phone.texts("#grid button");
    assert_eq!(
        cells.join(" "),
        anna.replace(" / ", " ").replace('*', "\u{2605}")
    );
    // One fewer, sent from the phone: the draft has Anna holding one.
    phone.find("#held-less").tap();
    wait_for_sum(&phone, 26);
    phone.find("#send").tap();
    phone.wait_for_text("#grids li.self .held-in", "one action card in hand: +10");
}

/// A draft left behind by `undo` (the round after the one taken back): the
/// phone says what to do at the computer and sends nothing; once it is
/// thrown away there, the phone goes on with the round taken back. The
/// read-only link shows the sheet without the entry panel.
#[test]
#[cfg_attr(
    not(windows),
    ignore = "long: a phone in Chromium through chromedriver; CI runs it (cargo test -- --ignored)"
)]
#[cfg_attr(
    windows,
    ignore = "chromedriver drives Linux's Chromium: no Chromium under Wine"
)]
fn after_undo_the_phone_says_what_to_do_and_goes_on_once_the_draft_is_thrown_away() {
    let Some(driver) = Driver::start("entry page") else {
        return;
    };
    let h = History::new();
    h.ok(&["new", "Anna", "Bertil"]);
    h.ok(&["round", "--closer", "Anna", "Anna=5", "Bertil=20"]);
    let server = Serving::start(&h, &["--entry"]);
    let phone = driver.phone();
    open_live(&phone, &server.url);
    phone.wait_for_text("#players button", "Bertil").tap();
    let (_, grid) = GRIDS[1];
    tap_grid(&phone, grid);
    phone.find("#send").tap();
    phone.wait_for_text("#message", "Sent");
    let heading = |p: &Phone, want: &str| {
        // Fluent isolates the number; the style sets the heading in capitals.
        let shown = p.texts("#round-heading").concat();
        let shown = shown.replace(['\u{2068}', '\u{2069}'], "").to_lowercase();
        (shown == want.to_lowercase()).then_some(())
    };
    phone.wait_for("round 2 on the phone", |p| heading(p, "Round 2"));

    // Round 1 taken back at the laptop: the draft of round 2 is left.
    h.ok(&["undo", "--yes"]);
    let said = phone
        .wait_for_text("#deck", "skyjo round --discard-draft")
        .text();
    assert_eq!(
        said,
        "This is a draft of round 2, left from before a round was taken back. Throw it away \
         at the computer with skyjo round --discard-draft; then round 1 is entered here."
    );
    assert_eq!(phone.find("#send").property("disabled"), true);

    // Thrown away at the computer: the phone enters round 1.
    h.ok(&["round", "--discard-draft"]);
    phone.wait_for("the draft to be gone", |p| {
        (!p.find("#deck").text().contains("--discard-draft")).then_some(())
    });
    phone.wait_for("round 1 on the phone", |p| heading(p, "Round 1"));
    tap_grid(&phone, grid);
    phone.find("#send").tap();
    phone.wait_for_text("#message", "Sent");
    let draft = h.json(&["show"])["draft"].clone();
    assert_eq!(draft["round"], 1, "{draft}");
    assert_eq!(draft["entries"][0]["name"], "Bertil", "{draft}");

    // The read-only link: the sheet, no entry panel.
    open_live(&phone, &server.read_url);
    assert!(phone.texts("#entry").is_empty());
    assert_eq!(phone.texts("#sheet").len(), 1);
}
