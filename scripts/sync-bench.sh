#!/usr/bin/env bash
# Measures `skyjo sync` on a generated history (docs/performance.md, "sync"):
# device A's first sync (it journals every game), a fresh device B reading
# those journals, `export` and `import` of the same games beside it, then one
# new round on A and B's sync of it, and the bytes a round costs in a journal.
# Needs hyperfine, GNU time and python3. Leaves its files in WORK.
# Usage: scripts/sync-bench.sh [GAMES] [BINARY] [WORK]
set -euo pipefail
games=${1:-10000}
bin=$(realpath "${2:-$(dirname "$0")/../target/release/skyjo}")
w=${3:-/tmp/sync-bench}
rm -rf "$w"; mkdir -p "$w/folder"; w=$(realpath "$w")
cd "$w"
unset SKYJO_DB SKYJO_LANG SKYJO_COLOR
export NO_COLOR=1 LANG=C LC_ALL=C
: >none.toml
hf() { hyperfine -N --style basic "$@" 2>&1 | grep -Ev '^ *$|Warning|Consider re-running|interferences'; }
peak() { # LABEL COMMAND...: elapsed and peak resident size of one run
  local label=$1; shift
  /usr/bin/time -f "$label: %e s elapsed, %U s user, %S s sys, peak %M kB" "$@" >/dev/null
}

echo "== history: $games games"
"$bin" --db fresh.db demo --games "$games" >/dev/null
sqlite3 fresh.db "SELECT count(*) || ' games, ' || (SELECT count(*) FROM round) || ' rounds' FROM game"
ls -l fresh.db | awk '{print "database: " $5 " bytes"}'

echo "== A: the first sync journals every game"
hf --runs 3 --prepare "sh -c 'rm -f $w/folder/* $w/a.db-wal $w/a.db-shm; cp $w/fresh.db $w/a.db; : >$w/a.toml'" \
  -n "A first sync" "env SKYJO_CONFIG=$w/a.toml $bin --db $w/a.db sync $w/folder"
rm -f folder/* a.db-wal a.db-shm; cp fresh.db a.db; : >a.toml
peak "A first sync" env SKYJO_CONFIG="$w/a.toml" "$bin" --db a.db sync "$w/folder"
ls -l a.db | awk '{print "A database after: " $5 " bytes"}'

echo "== B: a fresh device reads the journals"
: >b.toml
hf --runs 3 --prepare "rm -f $w/b.db $w/b.db-wal $w/b.db-shm" \
  -n "B first sync" "env SKYJO_CONFIG=$w/b.toml $bin --db $w/b.db sync $w/folder"
rm -f b.db b.db-wal b.db-shm; : >b.toml
peak "B first sync" env SKYJO_CONFIG="$w/b.toml" "$bin" --db b.db sync "$w/folder"
export SKYJO_CONFIG="$w/none.toml"
"$bin" --db a.db export --output a.json >/dev/null
"$bin" --db b.db export --output b.json >/dev/null
cmp -s a.json b.json && echo "B's export is A's, byte for byte" || echo "B's export DIFFERS from A's"

echo "== the same games through export and import"
hf --runs 5 --prepare "rm -f $w/e.json" -n "export" "$bin --db $w/fresh.db export --output $w/e.json"
hf --runs 3 --prepare "rm -f $w/i.db $w/i.db-wal $w/i.db-shm" -n "import into a fresh db" \
  "$bin --db $w/i.db import $w/e.json"
rm -f e.json
peak "export" "$bin" --db fresh.db export --output e.json
rm -f i.db i.db-wal i.db-shm
peak "import" "$bin" --db i.db import e.json

echo "== one new round"
env SKYJO_CONFIG="$w/a.toml" "$bin" --db a.db new Anna Bertil --target 10000 --yes >/dev/null
game=$(sqlite3 a.db "SELECT max(id) FROM game")
cat >round-a.sh <<EOF
#!/bin/sh
SKYJO_CONFIG=$w/a.toml exec $bin --db $w/a.db round --game $game --closer Anna Anna=1 Bertil=2 --yes >/dev/null
EOF
chmod +x round-a.sh
env SKYJO_CONFIG="$w/b.toml" "$bin" --db b.db sync >/dev/null
hf --warmup 3 --runs 20 -n "B sync, nothing new" "env SKYJO_CONFIG=$w/b.toml $bin --db $w/b.db sync"
hf --warmup 2 --runs 20 --prepare "$w/round-a.sh" -n "B sync, one round new (recorded on A)" \
  "env SKYJO_CONFIG=$w/b.toml $bin --db $w/b.db sync"
hf --warmup 3 --runs 20 -n "A sync, nothing new" "env SKYJO_CONFIG=$w/a.toml $bin --db $w/a.db sync"
hf --warmup 2 --runs 20 --prepare "$w/round-a.sh" -n "A sync after a round of its own" \
  "env SKYJO_CONFIG=$w/a.toml $bin --db $w/a.db sync"
hf --warmup 2 --runs 20 -n "round on A (journal written as it is made)" "$w/round-a.sh"
env SKYJO_CONFIG="$w/b.toml" "$bin" --db b.db sync >/dev/null
./round-a.sh
peak "B sync, one round new" env SKYJO_CONFIG="$w/b.toml" "$bin" --db b.db sync

echo "== bytes"
python3 - "$w" <<'EOF'
import glob, json, sys
w = sys.argv[1]
(path,) = glob.glob(f"{w}/folder/skyjo-*.jsonl")
lines = open(path, "rb").read().split(b"\n")[1:-1]
size = sum(len(l) + 1 for l in lines)
ops = [json.loads(l) for l in lines]
rounds = [(l, o) for l, o in zip(lines, ops) if o["op"] == "round" and o["round"]]
heads = [(l, o) for l, o in zip(lines, ops) if o["op"] == "game"]
compact = lambda v: len(json.dumps(v, separators=(",", ":"), ensure_ascii=False).encode())
r_line = sum(len(l) + 1 for l, _ in rounds)
r_data = sum(compact(o["round"]) for _, o in rounds)
g_line = sum(len(l) + 1 for l, _ in heads)
print(f"journal: {size} bytes, {len(ops)} operations, {size / len(ops):.0f} bytes an operation")
print(f"round lines: {len(rounds)}, {r_line / len(rounds):.0f} bytes each; the round's own JSON "
      f"(compact) {r_data / len(rounds):.0f} bytes: x{r_line / r_data:.2f}")
print(f"game lines: {len(heads)}, {g_line / len(heads):.0f} bytes each")
ex = json.load(open(f"{w}/a.json"))
ex_rounds = [r for g in ex["games"] for r in g.get("rounds", [])]
print(f"export: {sum(1 for _ in open(f'{w}/a.json', 'rb'))} lines, "
      f"{compact(ex) / len(ex_rounds):.0f} bytes a round compact (game heads included), "
      f"{sum(compact(r) for r in ex_rounds) / len(ex_rounds):.0f} bytes a round's own JSON")
EOF
ls -l e.json | awk '{print "export file (pretty): " $5 " bytes"}'
