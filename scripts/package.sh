#!/usr/bin/env bash
# scripts/package.sh VERSION: the packages a family installs, in target/dist/:
#   skyjo-VERSION-x86_64-unknown-linux-musl.tar.gz  one static binary, any Linux
#   skyjo_VERSION_amd64.deb                         Debian and Ubuntu (dpkg -i)
#   skyjo-VERSION-x86_64-pc-windows-gnu.zip         Windows (skyjo.exe)
#   SHA256SUMS                                      over the three
# The manual pages and the completions come from the binary itself (`skyjo man
# --dir`, `skyjo completions SHELL`), so they never drift from the flags.
# THIRD-PARTY-LICENSES.txt, the notices of the crates built into the binary
# that each package holds, comes from scripts/third-party-licenses.py (one
# for each target), so it never falls behind Cargo.lock.
#
# `scripts/package.sh --names VERSION` prints the three file names and builds
# nothing (tests/skyjo/release.rs checks them against Cargo.toml and the CHANGELOG).
#
# Needs the targets x86_64-unknown-linux-musl and x86_64-pc-windows-gnu
# (rustup target add), musl-tools, gcc-mingw-w64-x86-64, dpkg-deb, zip and
# python3;
# .ci/run installs them. The .deb is put together with dpkg-deb by hand rather
# than with cargo-deb: the layout is a dozen lines here, and cargo-deb would
# cost every fresh CI machine a ~5 minute `cargo install` (measured: 283 s).
set -euo pipefail
cd "$(dirname "$0")/.."

names_only=false
if [ "${1:-}" = "--names" ]; then
  names_only=true
  shift
fi
version=${1:?usage: scripts/package.sh [--names] VERSION (the version in Cargo.toml)}

musl=x86_64-unknown-linux-musl
windows=x86_64-pc-windows-gnu
tarball=skyjo-$version-$musl.tar.gz
deb=skyjo_${version}_amd64.deb
zipfile=skyjo-$version-$windows.zip
if $names_only; then
  printf '%s\n' "$tarball" "$deb" "$zipfile"
  exit 0
fi

crate_version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
if [ "$version" != "$crate_version" ]; then
  echo "package: $version is not the version in Cargo.toml ($crate_version)" >&2
  exit 1
fi

# Reproducible archives: every file dated by the last commit, owned by root.
# Not exported: the `cc` crate reruns SQLite's build when SOURCE_DATE_EPOCH
# changes, which would throw away the release builds CI has just made.
epoch=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}
export CARGO_TERM_COLOR=${CARGO_TERM_COLOR:-never}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The notices first: a crate without one stops the script before minutes of
# release builds. The Linux file serves the tarball and the .deb (the same
# static binary), the Windows file the zip.
generated=$work/generated
mkdir -p "$generated/linux" "$generated/windows"
python3 scripts/third-party-licenses.py "$musl" >"$generated/linux/THIRD-PARTY-LICENSES.txt"
python3 scripts/third-party-licenses.py "$windows" >"$generated/windows/THIRD-PARTY-LICENSES.txt"

cargo build --release --locked --target "$musl"
cargo build --release --locked --target "$windows"
bin=target/$musl/release/skyjo
exe=target/$windows/release/skyjo.exe

shown=$("$bin" --version)
if [ "$shown" != "skyjo $version" ]; then
  echo "package: the binary says '$shown', not 'skyjo $version'" >&2
  exit 1
fi

dist=target/dist
rm -rf "$dist"
mkdir -p "$dist"

# What the binary makes of itself: the manual pages and the completions.
"$bin" man --dir "$generated/man"
mkdir -p "$generated/completions"
"$bin" completions bash >"$generated/completions/skyjo.bash"
"$bin" completions zsh >"$generated/completions/_skyjo"
"$bin" completions fish >"$generated/completions/skyjo.fish"
"$bin" completions powershell >"$generated/completions/_skyjo.ps1"

stamp() { find "$1" -exec touch -h -d "@$epoch" {} +; }

# 1. Any Linux: the static binary with its docs, manual pages and completions.
name=${tarball%.tar.gz}
stage=$work/$name
install -Dm755 "$bin" "$stage/skyjo"
install -Dm644 -t "$stage" README.md LICENSE CHANGELOG.md "$generated/linux/THIRD-PARTY-LICENSES.txt"
install -Dm644 -t "$stage/man" "$generated"/man/*.1
install -Dm644 -t "$stage/completions" "$generated"/completions/skyjo.bash \
  "$generated"/completions/_skyjo "$generated"/completions/skyjo.fish
stamp "$stage"
tar --sort=name --owner=0 --group=0 --numeric-owner -C "$work" -cf - "$name" \
  | gzip -9n >"$dist/$tarball"

# 2. Debian and Ubuntu. The binary is the static one: no dependency on the
# system's libc, so the same package installs on every release.
root=$work/deb
install -Dm755 "$bin" "$root/usr/bin/skyjo"
mkdir -p "$root/usr/share/man/man1"
for page in "$generated"/man/*.1; do
  gzip -9n <"$page" >"$root/usr/share/man/man1/$(basename "$page").gz"
done
install -Dm644 "$generated/completions/skyjo.bash" "$root/usr/share/bash-completion/completions/skyjo"
install -Dm644 "$generated/completions/_skyjo" "$root/usr/share/zsh/vendor-completions/_skyjo"
install -Dm644 "$generated/completions/skyjo.fish" "$root/usr/share/fish/vendor_completions.d/skyjo.fish"
install -Dm644 README.md "$root/usr/share/doc/skyjo/README.md"
gzip -9n <CHANGELOG.md >"$root/usr/share/doc/skyjo/changelog.gz"
# Compressed, as Debian policy (12.3) wants of a doc file over 4 kB.
gzip -9n <"$generated/linux/THIRD-PARTY-LICENSES.txt" \
  >"$root/usr/share/doc/skyjo/THIRD-PARTY-LICENSES.txt.gz"
{
  echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
  echo "Upstream-Name: skyjo"
  echo "Comment: skyjo is built from third-party Rust crates and SQLite; their"
  echo " licenses and copyright notices are in"
  echo " /usr/share/doc/skyjo/THIRD-PARTY-LICENSES.txt.gz"
  echo
  echo "Files: *"
  echo "Copyright: 2026 The skyjo developers"
  echo "License: MIT"
  sed -e 's/^$/./' -e 's/^/ /' LICENSE
} >"$root/usr/share/doc/skyjo/copyright"
chmod 644 "$root/usr/share/doc/skyjo/copyright"
mkdir -p "$root/DEBIAN"
cat >"$root/DEBIAN/control" <<EOF
Package: skyjo
Version: $version
Architecture: amd64
Maintainer: The skyjo developers
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Section: games
Priority: optional
Description: score pad and history for the card game Skyjo
 Adds up each round of Skyjo played with a real deck from the cards, removes
 columns of three equal cards, doubles the closer when the rules say so,
 explains any disputed round card by card, and keeps every game in a SQLite
 history with statistics, ratings and a yearly report. English, Swedish and
 Danish.
EOF
stamp "$root"
SOURCE_DATE_EPOCH=$epoch dpkg-deb --root-owner-group -Zxz --build "$root" "$dist/$deb" >/dev/null

# 3. Windows: skyjo.exe, the docs, the PowerShell completion script.
winstage=$work/windows
install -Dm755 "$exe" "$winstage/skyjo.exe"
install -Dm644 -t "$winstage" README.md LICENSE CHANGELOG.md "$generated/windows/THIRD-PARTY-LICENSES.txt"
install -Dm644 "$generated/completions/_skyjo.ps1" "$winstage/completions/_skyjo.ps1"
stamp "$winstage"
(cd "$winstage" && find . -type f | sed 's|^\./||' | LC_ALL=C sort \
  | zip -X -9 -q "$OLDPWD/$dist/$zipfile" -@)

(cd "$dist" && sha256sum "$tarball" "$deb" "$zipfile" >SHA256SUMS)
ls -l "$dist"
