#!/usr/bin/env bash
# `skyjo stats` against the sqlite3 shell computing the same aggregates
# (scripts/stats.sql) on the same large generated history.
# Usage: scripts/stats-vs-sqlite3.sh [GAMES]   (needs hyperfine and sqlite3)
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-10000}
cargo build --release --locked -q
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
target/release/skyjo --db "$dir/history.db" demo --games "$games"
hyperfine -N --warmup 3 --runs 30 \
  "target/release/skyjo --db $dir/history.db stats --json" \
  "sqlite3 $dir/history.db -init /dev/null -cmd '.read scripts/stats.sql' .quit"
