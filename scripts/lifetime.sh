#!/usr/bin/env bash
# Every command a family runs, on generated histories of 1,000, 10,000 and
# 100,000 games: the median wall time (hyperfine), the peak memory
# (/usr/bin/time), and beside it the sqlite3 shell computing the same answer
# from the same file (scripts/sql/*.sql). Prints one markdown table per size;
# docs/performance.md holds the last run.
# Usage: scripts/lifetime.sh [GAMES...]   (needs hyperfine, sqlite3, python3)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1000 10000 100000)
cargo build --release --locked -q
bin=$PWD/target/release/skyjo
sql=$PWD/scripts/sql
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

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
  s="$bin --db $db"
  row() { # label, skyjo arguments, sqlite3 file or ""
    local ours theirs=""
    ours=$(median -N -- "$s $2")
    [ -n "$3" ] && theirs=$(median -N -- "$(sqlite "$db" "$3")")
    echo "| \`$1\` | $ours | $(peak $s $2) | $theirs |"
  }
  row "games" "games" games.sql
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
done
