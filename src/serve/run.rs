//! `serve` from start to Ctrl-C: the tokens, the listeners, the watcher's
//! thread, the HTTP server on tokio's current-thread runtime.

use std::io::Write;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use anyhow::Result;

use crate::i18n::t;
use crate::store::Store;

use super::banner::{Listening, banner};
use super::guard::Guard;
use super::listen::{listeners, url};
use super::options::Options;
use super::token::Token;
use super::{api, http, live};

/// Set by Ctrl-C (SIGINT on Unix, the console's Ctrl-C and Ctrl-Break on
/// Windows, through the `ctrlc` crate as the prompts have it): the server stops.
static STOP: AtomicBool = AtomicBool::new(false);

fn catch_stop() {
    // Only an atomic store in the handler: the watcher sees it within 250 ms.
    // A second handler cannot be set in one process; serve sets the only one.
    let _ = ctrlc::set_handler(|| STOP.store(true, Ordering::SeqCst));
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
    let guard = Arc::new(Guard::new(options.db.clone()));
    let mut watcher = live::Watcher::new(store, options.target, options.state, lang)
        .follow(options.entry)
        .guarded(Arc::clone(&guard));
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
            api::Desk::new(Arc::clone(&guard), options.target, options.recorded.clone()),
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
        let guard = Arc::clone(&guard);
        // The chances worked out beside the watcher, which goes on looking;
        // worked out, they wake it.
        let woken = Arc::clone(&server);
        let mut watcher = watcher.chances_apart(move || woken.nudge.poke());
        thread::spawn(move || {
            let mut told = false;
            while !STOP.load(Ordering::SeqCst) {
                server.nudge.wait(live::POLL);
                let looked =
                    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| watcher.check()));
                if let Ok(Some((snapshot, events))) = looked {
                    server.hub.publish(snapshot, events);
                }
                // The round's event is out: the chances to win are asked
                // for, and the sheet with them goes out once they are ready.
                let chances = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    watcher.chances_when_ready()
                }));
                if let Ok(Some((snapshot, events))) = chances {
                    server.hub.publish(snapshot, events);
                }
                // The history copied over or damaged: the terminal is told
                // too, once (the phones and the sheet are).
                if !told && guard.fault().is_some() {
                    told = true;
                    eprintln!("{}", t(lang, "serve-copied-over-here"));
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
