#!/usr/bin/env bash
# Every command a family runs, on generated histories of 1,000, 10,000 and
# 100,000 games: the median wall time (hyperfine), the peak memory
# (/usr/bin/time), and beside it the sqlite3 shell computing the same answer
# from the same file (scripts/sql/*.sql). Prints one markdown table per size,
# the machine's load average as it ran, and the two goals issue 42 checks:
# `games` within 2x of the sqlite3 shell, `import` of the export within 0.5x
# of the generator (which plays the same games and writes them the same
# way). The statistics are timed again with a quarter of the games made
# Skyjo Action, as a family that plays both has them.
# docs/performance.md holds the last run. With CHECK=1 a goal missed at the
# largest size ends the script with exit 1.
# Usage: scripts/lifetime.sh [GAMES...]   (needs hyperfine, sqlite3, python3)
# BIN=path/to/skyjo times that binary (an older build, to compare) instead
# of building this tree's.
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1000 10000 100000)
if [ -n "${BIN:-}" ]; then
  bin=$(realpath "$BIN")
else
  cargo build --release --locked -q
  bin=$PWD/target/release/skyjo
fi
sql=$PWD/scripts/sql
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# No config file of the user's (a sync folder, a language) in the figures.
: >"$dir/config.toml"
export SKYJO_CONFIG=$dir/config.toml
unset SKYJO_DB SKYJO_LANG

# The median of a command in ms; extra hyperfine options before "--".
median() {
  local opts=()
  while [ "$1" != -- ]; do opts+=("$1"); shift; done
  shift
  hyperfine --warmup 1 --runs "${RUNS:-10}" "${opts[@]}" --export-json "$dir/h.json" "$*" \
    >/dev/null 2>"$dir/err" || { cat "$dir/err" >&2; exit 1; }
  python3 -c 'import json,sys; print("%.1f ms" % (json.load(open(sys.argv[1]))["results"][0]["median"]*1000))' "$dir/h.json"
}

# The peak resident memory of one run, in MB.
peak() {
  /usr/bin/time -f %M "$@" >/dev/null 2>"$dir/t"
  tail -1 "$dir/t" | awk '{printf "%.0f MB", $1/1024}'
}

sqlite() { echo "sqlite3 $1 -init /dev/null -cmd '.read $sql/$2' .quit"; }

# "12.3 ms" or "1.23 s" to seconds.
seconds() { python3 -c 'import sys; v, u = sys.argv[1:3]; print(float(v) / (1000 if u == "ms" else 1))' $1; }
# a / b of two times, as "0.74x".
ratio() { python3 -c 'import sys; print("%.2fx" % (float(sys.argv[1]) / float(sys.argv[2])))' "$(seconds "$1")" "$(seconds "$2")"; }
# Whether the ratio "0.74x" is at most $2.
within() { python3 -c 'import sys; sys.exit(0 if float(sys.argv[1].rstrip("x")) <= float(sys.argv[2]) else 1)' "$1" "$2"; }
load() { cut -d' ' -f1-3 /proc/loadavg; }
missed=0

for n in "${sizes[@]}"; do
  db=$dir/h$n.db
  rm -f "$db"*
  start=$(date +%s.%N)
  mem=$(peak "$bin" --db "$db" demo --games "$n")
  took=$(python3 -c "import sys; print('%.2f s' % (float(sys.argv[2]) - float(sys.argv[1])))" "$start" "$(date +%s.%N)")
  echo
  echo "### $n games ($(du -m "$db" | cut -f1) MB)"
  echo
  echo "| command | skyjo median | skyjo peak memory | sqlite3 shell, same answer |"
  echo "|---|---|---|---|"
  echo "| \`demo --games $n\` (generate and write) | $took | $mem | |"
  echo "| (load average as it started: $(load)) | | | |"
  s="$bin --db $db"
  row() { # label, skyjo arguments, sqlite3 file or ""
    local ours theirs=""
    ours=$(median -N -- "$s $2")
    [ -n "$3" ] && theirs=$(median -N -- "$(sqlite "$db" "$3")")
    echo "| \`$1\` | $ours | $(peak $s $2) | $theirs |"
    last=("$ours" "$theirs")
  }
  row "games" "games" games.sql
  games_ratio=$(ratio "${last[0]}" "${last[1]}")
  row "games --json" "games --json" games.sql
  row "stats" "stats" stats.sql
  row "stats Anna" "stats Anna" stats-one.sql
  row "players" "players" players.sql
  row "rivalry Anna Bertil" "rivalry Anna Bertil" rivalry.sql
  row "ratings" "ratings" ratings.sql
  RUNS=3 row "ratings --json" "ratings --json" ""
  RUNS=5 row "report" "report --out $dir/report.html" ""
  echo "| (the report's size) | $(du -k "$dir/report.html" | cut -f1) kB | | |"
  RUNS=3 row "export" "export" ""
  RUNS=3 row "export --format csv" "export --format csv" ""
  "$bin" --db "$db" export >"$dir/all.json"
  imp=$(RUNS=3 median --prepare "rm -f $dir/empty.db $dir/empty.db-wal $dir/empty.db-shm" -- "$bin --db $dir/empty.db import $dir/all.json")
  rm -f "$dir"/empty.db*
  echo "| \`import\` ($n games, empty history) | $imp | $(peak "$bin" --db "$dir/empty.db" import "$dir/all.json") | |"
  import_ratio=$(ratio "$imp" "$took")
  again=$(RUNS=3 median -N -- "$bin --db $dir/empty.db import $dir/all.json")
  echo "| \`import\` again (adds nothing) | $again | $(peak "$bin" --db "$dir/empty.db" import "$dir/all.json") | |"
  ours=$(RUNS=5 median --prepare "rm -f $dir/b.db" -- "$s backup $dir/b.db")
  theirs=$(RUNS=5 median --prepare "rm -f $dir/c.db" -- "sqlite3 $db '.backup $dir/c.db'")
  rm -f "$dir/b.db"
  echo "| \`backup\` | $ours | $(peak $s backup "$dir/b.db") | $theirs (\`.backup\`) |"
  # The commands of a game being played: a new current game on this history.
  "$bin" --db "$db" new Anna Bertil >/dev/null
  "$bin" --db "$db" round --closer Anna Anna=5 Bertil=9 >/dev/null
  game=$("$bin" --db "$db" --json show | python3 -c 'import json,sys; print(json.load(sys.stdin)["game"])')
  echo "| \`show\` | $(median -N -- "$s show") | $(peak $s show) | |"
  echo "| \`round\` | $(median --prepare "$s undo --yes" -- "$s round --closer Anna Anna=5 Bertil=9") | | |"
  echo "| \`edit\` | $(median -N -- "$s edit $game 1 --closer Anna Anna=4 Bertil=9") | | |"
  echo "| \`undo\` | $(median --prepare "$s round --closer Anna Anna=5 Bertil=9" -- "$s undo --yes") | | |"
  # A family that plays both editions: a quarter of the games made Skyjo
  # Action (their rounds as dealt; only the time to tell them apart counts).
  sqlite3 "$db" "UPDATE game SET rules = json_set(rules, '\$.edition', 'action') WHERE id % 4 = 0"
  row "stats" "stats" stats.sql | sed 's/^| `stats`/| `stats`, a quarter Action/'
  row "stats Anna" "stats Anna" stats-one.sql | sed 's/^| `stats Anna`/| `stats Anna`, a quarter Action/'
  row "games" "games" games.sql | sed 's/^| `games`/| `games`, a quarter Action/'
  echo "| (load average at the end: $(load)) | | | |"
  echo
  verdict() { if within "$1" "$2"; then echo "met"; else echo "missed"; fi; }
  echo "Goals at $n games: \`games\` $games_ratio the sqlite3 shell (at most 2x: $(verdict "$games_ratio" 2)); \`import\` $import_ratio the generator (at most 0.5x: $(verdict "$import_ratio" 0.5))."
  missed=0
  within "$games_ratio" 2 || missed=1
  within "$import_ratio" 0.5 || missed=1
done
[ "${CHECK:-0}" != 1 ] || [ "$missed" = 0 ]
