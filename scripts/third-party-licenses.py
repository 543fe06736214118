#!/usr/bin/env python3
"""scripts/third-party-licenses.py TARGET: THIRD-PARTY-LICENSES.txt on stdout.

The license notices of every crate built into skyjo's binary for TARGET
(x86_64-unknown-linux-musl, x86_64-pc-windows-gnu, ...), which MIT,
Apache-2.0, BSD and the like ask to travel with every binary copy.
scripts/package.sh puts the result into each package; it is never kept by
hand nor committed, so it cannot fall behind Cargo.lock.

Which crates: those reached from skyjo through normal dependencies in
`cargo metadata --locked --filter-platform TARGET` (so the crates of another
system are left out). That includes the proc-macro crates (serde_derive,
clap_derive, ...) and the crates they use: they run in the compiler, but the
code they write is in the binary, so they are listed (the cautious reading).
Left out: dev-dependencies (the tests and benchmarks) and crates reached only
as build-dependencies (cc, pkg-config, vcpkg: they compile SQLite; none of
their own code is in the binary).

For each crate: name, version, the SPDX expression of its Cargo.toml, and the
text of every license file in its source folder (LICENSE*, LICENCE*,
COPYING*, COPYRIGHT*, NOTICE*, UNLICENSE*, files under LICENSES/). Texts
that are byte for byte the same (after line endings and trailing blanks) are
printed once, headed by every crate that ships them: a copyright line is in
the text, so grouping loses none. A crate that ships no license file gets
the standard text of one license its expression allows (MIT, else
Apache-2.0) from the Rust toolchain's own copies
(share/doc/rust/licenses/ of `rustc --print sysroot`), with a note saying so
and the authors its Cargo.toml names; any other case is an error, so a new
dependency is never shipped without its notice.

`--metadata FILE` reads the metadata from FILE instead of running cargo
(tests/release.rs uses it to check that a crate without a notice is refused).
"""

import hashlib
import json
import os
import re
import subprocess
import sys
import textwrap

NOTICE_PREFIXES = ("LICENSE", "LICENCE", "COPYING", "COPYRIGHT", "NOTICE", "UNLICENSE")
# The licenses whose standard text may stand in for a missing file, in the
# order of preference: the shorter first.
STANDARD = ("MIT", "Apache-2.0")


def fail(message):
    print(f"third-party-licenses: {message}", file=sys.stderr)
    sys.exit(1)


def metadata(target, from_file):
    if from_file:
        with open(from_file, encoding="utf-8") as f:
            return json.load(f)
    cargo = os.environ.get("CARGO", "cargo")
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    out = subprocess.run(
        [cargo, "metadata", "--locked", "--format-version", "1", "--filter-platform", target],
        cwd=root,
        check=True,
        stdout=subprocess.PIPE,
    )
    return json.loads(out.stdout)


def shipped_crates(meta):
    """The packages reached from the root through normal dependencies, but
    for the workspace's own (the rules engine is ours, under our license)."""
    packages = {p["id"]: p for p in meta["packages"]}
    nodes = {n["id"]: n for n in meta["resolve"]["nodes"]}
    root = meta["resolve"]["root"]
    seen, todo = set(), [root]
    while todo:
        for dep in nodes[todo.pop()]["deps"]:
            normal = any(kind["kind"] is None for kind in dep["dep_kinds"])
            if normal and dep["pkg"] not in seen:
                seen.add(dep["pkg"])
                todo.append(dep["pkg"])
    seen.discard(root)
    seen -= set(meta["workspace_members"])
    crates = [(packages[i], nodes[i]) for i in seen]
    crates.sort(key=lambda c: (c[0]["name"], c[0]["version"]))
    return packages[root], crates


def normalized(text):
    lines = [line.rstrip() for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n")]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines)


def notice_files(package):
    """(file name, text) of every license file the crate ships."""
    folder = os.path.dirname(package["manifest_path"])
    found = []
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if os.path.isfile(path) and name.upper().startswith(NOTICE_PREFIXES):
            found.append((name, path))
        elif os.path.isdir(path) and name.upper() in ("LICENSES", "LICENCES"):
            for inner in sorted(os.listdir(path)):
                if os.path.isfile(os.path.join(path, inner)):
                    found.append((f"{name}/{inner}", os.path.join(path, inner)))
    if package.get("license_file"):
        path = os.path.join(folder, package["license_file"])
        if os.path.isfile(path) and not any(os.path.samefile(path, p) for _, p in found):
            found.append((package["license_file"], path))
    texts = []
    for name, path in found:
        with open(path, encoding="utf-8", errors="replace") as f:
            text = normalized(f.read())
        if text:
            texts.append((name, text))
    return texts


def standard_text(expression, sysroot):
    """The SPDX id and standard text of a license the expression allows."""
    ids = set(re.findall(r"[A-Za-z0-9.+-]+", (expression or "").replace("/", " OR ")))
    # Only a plain choice (A OR B) lets one license stand for the crate.
    if re.search(r"\b(AND|WITH)\b", expression or ""):
        return None
    for spdx in STANDARD:
        if spdx in ids:
            path = os.path.join(sysroot, "share", "doc", "rust", "licenses", f"{spdx}.txt")
            if not os.path.isfile(path):
                fail(f"the Rust toolchain has no {path} (the standard {spdx} text)")
            with open(path, encoding="utf-8") as f:
                return spdx, normalized(f.read())
    return None


def sqlite_section(crates):
    """SQLite, when libsqlite3-sys compiles it in (feature "bundled")."""
    for package, node in crates:
        if package["name"] == "libsqlite3-sys" and "bundled" in node.get("features", []):
            header = os.path.join(os.path.dirname(package["manifest_path"]), "sqlite3", "sqlite3.h")
            with open(header, encoding="utf-8") as f:
                source = f.read()
            version = re.search(r'#define SQLITE_VERSION\s+"([^"]+)"', source).group(1)
            # The comment that opens sqlite3.h, from "The author disclaims"
            # to the row of stars under the blessing.
            found = re.search(r"^(\*\* The author disclaims.*?)^\*{10,}$", source, re.S | re.M)
            if not found:
                fail(f"{header} no longer opens with SQLite's public-domain blessing")
            blessing = "\n".join(
                "    " + line[3:] for line in found.group(1).split("\n")
            )
            blessing = normalized(blessing)
            return (
                f"SQLite {version}, compiled into the binary by {package['name']} "
                f"{package['version']}\n(rusqlite's feature \"bundled\"), is in the public "
                "domain and asks for no notice.\nThe head of its sqlite3.h:\n\n"
                f"{blessing}\n"
            )
    return ""


def main(argv):
    from_file = None
    if len(argv) >= 2 and argv[0] == "--metadata":
        from_file = argv[1]
        argv = argv[2:]
    if len(argv) != 1:
        fail("usage: scripts/third-party-licenses.py [--metadata FILE] TARGET")
    target = argv[0]
    meta = metadata(target, from_file)
    root, crates = shipped_crates(meta)
    sysroot = None

    groups = {}  # digest -> [title, text, [(crate, file)]]
    order = []
    index = []
    for package, _ in crates:
        crate = f"{package['name']} {package['version']}"
        expression = package["license"] or (
            f"see {package['license_file']}" if package.get("license_file") else None
        )
        if not expression:
            fail(f"{crate} says no license in its Cargo.toml")
        kind = " (proc-macro)" if any("proc-macro" in t["kind"] for t in package["targets"]) else ""
        texts = notice_files(package)
        note = None
        if not texts:
            if sysroot is None:
                sysroot = subprocess.run(
                    [os.environ.get("RUSTC", "rustc"), "--print", "sysroot"], check=True, stdout=subprocess.PIPE, text=True
                ).stdout.strip()
            standard = standard_text(package["license"], sysroot)
            if standard is None:
                fail(
                    f"{crate} ({expression}) ships no license file, and no standard text "
                    f"stands in for that license: write its notice into this script by hand "
                    f"only after reading the crate's source"
                )
            spdx, text = standard
            texts = [(f"standard {spdx} text", text)]
            authors = "; ".join(package.get("authors") or []) or "none named"
            note = (
                f"ships no license file; the standard {spdx} text applies "
                f"({expression} allows it), and its Cargo.toml names as authors: {authors}"
            )
        numbers = []
        for name, text in texts:
            digest = hashlib.sha256(text.encode()).hexdigest()
            if digest not in groups:
                groups[digest] = [name, text, []]
                order.append(digest)
            groups[digest][2].append((crate, name))
            numbers.append(order.index(digest) + 1)
        line = f"{crate}{kind}  {expression}  texts: {', '.join(map(str, numbers))}"
        index.append((line, note))

    out = []
    title = f"Third-party licenses of {root['name']} {root['version']} for {target}"
    out += [title, "=" * len(title), ""]
    intro = (
        f"{root['name']} itself is under the {root['license']} license (LICENSE). Its binary "
        f"for {target} holds, besides the Rust standard library, the {len(crates)} crates "
        "below, each under its own license, whose notices follow. Made by "
        "scripts/third-party-licenses.py from `cargo metadata --locked --filter-platform` "
        "and the crates' own license files; not edited by hand. Proc-macro crates run in "
        "the compiler and write code into the binary. Not listed: the crates of the tests "
        "and of the build scripts (cc, pkg-config), none of whose code is in the binary."
    )
    out.append(textwrap.fill(intro, 78, break_on_hyphens=False))
    out.append("")
    sqlite = sqlite_section(crates)
    if sqlite:
        out += ["SQLite", "------", "", sqlite]
    heading = f"Crates ({len(crates)}): name version  license (Cargo.toml)  texts: numbers below"
    out += [heading, "-" * len(heading), ""]
    for line, note in index:
        out.append(line)
        if note:
            out.append(textwrap.fill(note, 78, initial_indent="    ", subsequent_indent="    "))
    out.append("")
    rule = "=" * 78
    for number, digest in enumerate(order, 1):
        name, text, users = groups[digest]
        out += [rule, f"[{number}] {name}, shipped by:"]
        for crate, file in users:
            out.append(f"    {crate} ({file})")
        out += [rule, "", text, ""]
    sys.stdout.write("\n".join(out))


if __name__ == "__main__":
    main(sys.argv[1:])
