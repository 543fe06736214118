#!/usr/bin/env python3
"""Load test of `skyjo serve --entry`, on loopback only, bounded in time (about 70 s).

1. 60 event streams (on the read-only link) stay open while another process
   records 50 rounds (one `skyjo round` each): every stream must get every
   round, in order.
2. With the 60 streams still open, 8 phones write grids and totals to the
   entry API (the entry link, each write naming its game) while 2,000 page
   requests come from 16 keep-alive connections and 1,000 draft requests
   (`api/draft`) from 4: p50/p99 latency of the pages, the drafts and the
   writes; every stream must get the draft events.
3. A flood for 30 s: 8 addresses (127.9.0.2-9) x 32 connections, each a
   request head that never ends, each connection made again when closed and
   every 10 s; meanwhile a phone on its own address polls `state.json` with
   the token every 0.5 s: how many polls got through, and their latency.
4. The server's peak memory (VmHWM, Linux), then Ctrl-C: exit 0.

The server caps connections and streams per client address, as it should: each
stream, page connection and phone here connects from an address of its own
in 127.0.0.0/8 (Linux answers on all of them).

Usage: scripts/serve-load.py [path/to/skyjo]   (default: target/release/skyjo)
Standard library only; prints the numbers, exits 1 if a check fails.
"""

import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "target/release/skyjo")
STREAMS, ROUNDS, CONNECTIONS, REQUESTS = 60, 50, 16, 2000
DRAFT_CONNECTIONS, DRAFTS = 4, 1000
WRITERS, WRITES = 8, 50
FLOOD_ADDRESSES, FLOOD_PER_ADDRESS, FLOOD_SECONDS, FLOOD_AGAIN = 8, 32, 30, 10
PLAYERS = ["Anna", "Bertil", "Cecilia", "Dagny"]


def source(n):
    """A loopback address of its own for client n: a device of its own."""
    return (f"127.0.{1 + n // 250}.{1 + n % 250}", 0)


def skyjo(db, *args, **kw):
    env = dict(os.environ, NO_COLOR="1")
    for k in ("SKYJO_DB", "SKYJO_LANG", "SKYJO_CONFIG"):
        env.pop(k, None)
    env["XDG_CONFIG_HOME"] = os.path.dirname(db)
    return subprocess.run([BIN, "--db", db, *args], env=env, check=True,
                          capture_output=True, text=True, **kw)


def read_head(sock):
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(4096)
        if not chunk:
            raise RuntimeError("closed before the head")
        data += chunk
    head, rest = data.split(b"\r\n\r\n", 1)
    return head.decode(), rest


def stream_reader(n, addr, path, rounds_seen, drafts, ready, stop, errors):
    try:
        s = socket.create_connection(addr, timeout=60, source_address=source(n))
        s.sendall(f"GET {path}events HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        head, buf = read_head(s)
        if not head.startswith("HTTP/1.1 200"):
            raise RuntimeError(head.splitlines()[0])
        ready.release()
        s.settimeout(0.2)
        while not stop.is_set():
            while b"\n\n" not in buf and not stop.is_set():
                try:
                    chunk = s.recv(65536)
                except socket.timeout:
                    continue
                if not chunk:
                    raise RuntimeError("stream ended")
                buf += chunk
            if stop.is_set():
                break
            event, buf = buf.split(b"\n\n", 1)
            lines = event.decode().split("\n")
            if "event: round" in lines:
                data = next(l[6:] for l in lines if l.startswith("data: "))
                rounds_seen.append(json.loads(data)["round"])
            elif "event: draft" in lines:
                drafts.append(1)
        s.close()
    except Exception as e:  # noqa: BLE001 - reported below
        errors.append(repr(e))
        ready.release()


def answer(s):
    head, body = read_head(s)
    length = int(next(l.split(":")[1] for l in head.split("\r\n")
                      if l.lower().startswith("content-length")))
    while len(body) < length:
        body += s.recv(65536)
    return head, body


def pages(n, addr, path, count, latencies, errors):
    try:
        s = socket.create_connection(addr, timeout=30, source_address=source(n))
        for _ in range(count):
            t = time.perf_counter()
            s.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
            head, _ = answer(s)
            latencies.append(time.perf_counter() - t)
            if not head.startswith("HTTP/1.1 200"):
                raise RuntimeError(head.splitlines()[0])
        s.close()
    except Exception as e:  # noqa: BLE001
        errors.append(repr(e))


def writer(n, w, addr, path, round_no, latencies, errors):
    """A phone: its player's total, then grids, again and again (keep-alive)."""
    try:
        host = f"{addr[0]}:{addr[1]}"
        s = socket.create_connection(addr, timeout=30, source_address=source(n))
        player = PLAYERS[w % len(PLAYERS)]
        for i in range(WRITES):
            if i % 2:
                entry = {"grid": f"{i % 10} 0 3 4 / -2 2 5 0 / 1 3 0 {w % 10}"}
            else:
                entry = {"total": (i + w) % 40}
            body = json.dumps({"game": 1, "round": round_no, "player": player,
                               **entry}).encode()
            t = time.perf_counter()
            s.sendall(f"POST {path}api/entry HTTP/1.1\r\nHost: {host}\r\nOrigin: http://{host}\r\n"
                      f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
                      .encode() + body)
            head, _ = answer(s)
            latencies.append(time.perf_counter() - t)
            if not head.startswith("HTTP/1.1 200"):
                raise RuntimeError(head.splitlines()[0])
        s.close()
    except Exception as e:  # noqa: BLE001
        errors.append(repr(e))


def slow_head(device, k, addr, stop, closed):
    """One connection of the flood: a request head that never ends, made
    again when the server closes it, and every FLOOD_AGAIN seconds."""
    src = (f"127.9.0.{2 + device}", 0)
    while not stop.is_set():
        try:
            s = socket.create_connection(addr, timeout=5, source_address=src)
            s.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")
            s.settimeout(0.25)
            began = time.time()
            while not stop.is_set() and time.time() - began < FLOOD_AGAIN:
                try:
                    if not s.recv(4096):
                        closed.append(1)
                        break
                except socket.timeout:
                    continue
            s.close()
        except OSError:
            closed.append(1)
            time.sleep(0.05)


def poll(addr, path, statuses, latencies):
    """The phone: `state.json` with the token, a connection of its own."""
    t = time.perf_counter()
    try:
        s = socket.create_connection(addr, timeout=10, source_address=("127.9.1.1", 0))
        s.sendall(f"GET {path}state.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
                  .encode())
        head, _ = answer(s)
        s.close()
        statuses.append(int(head.split(" ")[1]))
        latencies.append(time.perf_counter() - t)
    except (OSError, RuntimeError, StopIteration, ValueError):
        statuses.append(0)


def percentiles(latencies):
    latencies.sort()
    p = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))] * 1000  # noqa: E731
    return f"p50 {p(0.50):.2f} ms, p99 {p(0.99):.2f} ms, max {latencies[-1] * 1000:.2f} ms"


def main():
    tmp = tempfile.mkdtemp()
    db = os.path.join(tmp, "history.db")
    skyjo(db, "new", *PLAYERS)
    env = dict(os.environ, NO_COLOR="1", XDG_CONFIG_HOME=tmp)
    env.pop("SKYJO_CONFIG", None)
    server = subprocess.Popen([BIN, "--db", db, "--json", "serve", "--bind", "127.0.0.1",
                               "--port", "0", "--entry"], stdout=subprocess.PIPE, env=env,
                              text=True)
    links = json.loads(server.stdout.readline())
    url, entry_url = links["url"], links["entry_url"]
    host, port = url[len("http://"):].split("/")[0].split(":")
    addr, path = (host, int(port)), url[url.index("/t/"):]
    entry_path = entry_url[entry_url.index("/t/"):]
    failed = []

    seen = [[] for _ in range(STREAMS)]
    drafts = [[] for _ in range(STREAMS)]
    ready, stop, errors = threading.Semaphore(0), threading.Event(), []
    readers = [threading.Thread(target=stream_reader,
                                args=(i, addr, path, seen[i], drafts[i], ready, stop, errors))
               for i in range(STREAMS)]
    for r in readers:
        r.start()
    for _ in range(STREAMS):
        ready.acquire()
    start = time.perf_counter()
    for _ in range(ROUNDS):
        skyjo(db, "round", "--closer", "Anna", "Anna=0", "Bertil=1", "Cecilia=1", "Dagny=1")
    recorded = time.perf_counter() - start
    deadline = time.time() + 30
    while time.time() < deadline and any(len(s) < ROUNDS for s in seen) and not errors:
        time.sleep(0.05)
    in_order = sum(s == list(range(1, ROUNDS + 1)) for s in seen)
    print(f"streams: {STREAMS} open, {ROUNDS} rounds recorded by another process in "
          f"{recorded:.1f} s; {in_order}/{STREAMS} streams got every round in order")
    if in_order != STREAMS or errors:
        failed.append(f"streams: {errors[:3]}")

    latencies, writes, errors = [], [], []
    per = REQUESTS // CONNECTIONS
    workers = [threading.Thread(target=pages,
                                args=(STREAMS + i, addr, path, per + (i < REQUESTS % CONNECTIONS),
                                      latencies, errors))
               for i in range(CONNECTIONS)]
    drafts_read = []
    workers += [threading.Thread(target=pages,
                                 args=(STREAMS + CONNECTIONS + WRITERS + i, addr,
                                       f"{entry_path}api/draft", DRAFTS // DRAFT_CONNECTIONS,
                                       drafts_read, errors))
                for i in range(DRAFT_CONNECTIONS)]
    workers += [threading.Thread(target=writer,
                                 args=(STREAMS + CONNECTIONS + w, w, addr, entry_path,
                                       ROUNDS + 1, writes, errors))
                for w in range(WRITERS)]
    start = time.perf_counter()
    for w in workers:
        w.start()
    for w in workers:
        w.join(timeout=60)
    took = time.perf_counter() - start
    print(f"pages: {len(latencies)} requests from {CONNECTIONS} connections in {took:.2f} s, "
          f"with {STREAMS} streams open and {WRITERS} phones writing: {percentiles(latencies)}")
    print(f"drafts: {len(drafts_read)} requests of api/draft from {DRAFT_CONNECTIONS} "
          f"connections: {percentiles(drafts_read)}")
    print(f"writes: {len(writes)} from {WRITERS} phones: {percentiles(writes)}")
    if (len(latencies) != REQUESTS or len(writes) != WRITERS * WRITES
            or len(drafts_read) != DRAFTS or errors):
        failed.append(f"pages and writes: {errors[:3]}")
    deadline = time.time() + 5
    while time.time() < deadline and not all(drafts):
        time.sleep(0.05)
    with_drafts = sum(1 for d in drafts if d)
    print(f"draft events: {with_drafts}/{STREAMS} streams got them "
          f"({min(len(d) for d in drafts)} to {max(len(d) for d in drafts)} each; the watcher "
          f"sends the draft as it is at each look, 250 ms apart)")
    if with_drafts != STREAMS:
        failed.append("draft events")
    stop.set()
    for r in readers:
        r.join(timeout=5)

    stop_flood, closed = threading.Event(), []
    flood = [threading.Thread(target=slow_head, args=(d, k, addr, stop_flood, closed))
             for d in range(FLOOD_ADDRESSES) for k in range(FLOOD_PER_ADDRESS)]
    for f in flood:
        f.start()
    time.sleep(1)
    statuses, polls = [], []
    end = time.time() + FLOOD_SECONDS
    while time.time() < end:
        poll(addr, path, statuses, polls)
        time.sleep(0.5)
    stop_flood.set()
    for f in flood:
        f.join(timeout=5)
    through = statuses.count(200)
    print(f"flood: {FLOOD_ADDRESSES} addresses x {FLOOD_PER_ADDRESS} slow heads for "
          f"{FLOOD_SECONDS} s ({len(closed)} closed by the server to make room, or refused); "
          f"the phone's polls: {through}/{len(statuses)} got the sheet, "
          f"{percentiles(polls) if polls else 'none answered'}")
    if through != len(statuses) or not polls or max(polls) >= 1:
        failed.append(f"flood: polls {statuses}")

    try:
        with open(f"/proc/{server.pid}/status") as f:
            hwm = next(l for l in f if l.startswith("VmHWM")).split()[1]
        print(f"server peak memory (VmHWM): {int(hwm) / 1024:.1f} MB")
    except OSError:
        print("server peak memory: not on Linux")
    server.send_signal(signal.SIGINT)
    code = server.wait(timeout=10)
    print(f"Ctrl-C: exit {code}")
    if code != 0:
        failed.append(f"exit {code}")
    if failed:
        print("FAILED:", "; ".join(failed))
        sys.exit(1)


if __name__ == "__main__":
    main()
