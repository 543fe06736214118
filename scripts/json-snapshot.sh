#!/usr/bin/env bash
# Runs every command with --json (and the CSV export) on a generated history,
# in a fixed order that also writes (new, round, note, edit, rescore --save,
# players rename/merge, abandon, undo, delete, import), and writes each
# answer with its exit code to one file per step in DIR. Run it before and
# after a change to the views and `diff -r` the two folders: the JSON
# contract is byte for byte. Times of "now" (the clock of the run) are masked.
# Usage: scripts/json-snapshot.sh DIR [BINARY]
set -euo pipefail
out=${1:?usage: scripts/json-snapshot.sh DIR [BINARY]}
bin=${2:-$(dirname "$0")/../target/debug/skyjo}
bin=$(realpath "$bin")
data=$(realpath "$(dirname "$0")/../tests/data")
mkdir -p "$out"; out=$(realpath "$out")
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
cd "$work"
export SKYJO_CONFIG="$work/none.toml" NO_COLOR=1 LANG=C LC_ALL=C
unset SKYJO_DB SKYJO_LANG SKYJO_COLOR
touch none.toml
db="$work/h.db"
n=0
# Today's date: a game made by the run is played now, in local time (the CSV).
today=$(date +%F)
step() {
  n=$((n + 1))
  local file; file="$out/$(printf '%02d %s' "$n" "${*//$work/WORK}" | tr -c 'A-Za-z0-9 .=-' '_' | cut -c1-100)"
  local rc=0
  "$bin" --db "$db" --json "$@" >"$work/stdout" 2>"$work/stderr" || rc=$?
  # The run's own clock (changes, new rounds, corrections) is not the history's.
  { echo "exit $rc"; cat "$work/stdout"; echo "--- stderr"; cat "$work/stderr"; } \
    | sed -E -e 's/20(2[5-9]|[3-9][0-9])-[0-9]{2}-[0-9]{2}T[0-9:]{8}Z/NOW/g' -e "s/$today [0-9]{2}:[0-9]{2}/NOW/g" -e "s|$work|WORK|g" -e 's/[0-9a-f]{32}/UID/g' -e 's/-[0-9]{8}-[0-9]{6}[.]db/-STAMP.db/g' >"$file"
}
"$bin" --db "$db" demo --games 40 --seed 7 >/dev/null
step games
step show 1
step demo
step show 5 --explain 2
step status
step stats
step stats Anna
step rivalry Anna Bertil
step ratings
step ratings --method weng-lin
step players
step players --all
step stats --since 2026-01-01
step rivalry Anna Nobody
step report --out "$work/r.html"
step odds --draws 2 --hidden 3
step risk --me 12 Bertil="1 2 3 4 / 5 6 7 8 / 9 10 11 12" --seed 3
step start --dealer Anna Anna="5 7" Bertil="3 12" Cecilia="-2 0"
step deck check --cards "$(printf '%s ' $(seq 1 10))"
step score --closer Anna Anna="1 0 3 4 / -2 2 5 0 / 1 3 0 2" Bertil="x9 1 2 3 / x9 2 1 1 / x9 1 2 1" Cecilia=22
step new Anna Bertil Cecilia --yes
step round --closer Anna Anna=10 Bertil=20 Cecilia=30 --yes
step round --closer Bertil Anna=5 Bertil=3 Cecilia=8 --yes
step seen 9 9 -2
step odds
step risk --me 5 Anna="? ? ? ? / ? ? ? ? / ? ? ? 1" --seed 1
step risk --me 5 --as Cecilia Anna="? ? ? ? / ? ? ? ? / ? ? ? 1" Bertil="? ? ? ? / ? ? ? ? / ? ? ? 2" --seed 1
step start
step show
step use 3
step use 41
step note 41 "at the cabin"
step edit 41 1 --closer Anna Anna=12 Bertil=20 Cecilia=30
step rescore 41 --target 50
step rescore 41 --target 50 --save
step undo --yes
step players rename Cecilia Cilla
step new Zed Yva --yes
step players merge Anna Zed
step abandon 2
step delete 4 --yes
step log
step log 41
step show 41
step games
step export 41
step export 41 --format csv
"$bin" --db "$db" export --output "$work/all.json" >/dev/null
step import "$work/all.json"
rm -f "$work/other.db"
"$bin" --db "$work/other.db" import "$work/all.json" --json >/dev/null
step backup "$work/copy.db"
step import --from bgstats "$data/BGStatsExport.json"
step import --from bgstats "$data/BGStatsExport.json"
step show 99
step config
db="$work/generated.db"
step demo --games 5 --seed 3
step stats
step ratings
