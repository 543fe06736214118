#!/usr/bin/env bash
# Checks the seeds' rules of thumb for closing with skyjo's own risk model and
# prints the markdown table of docs/odds.md. Usage: scripts/rules-of-thumb.sh [SKYJO]
set -euo pipefail
cd "$(dirname "$0")/.."
skyjo=${1:-target/release/skyjo}
[ -x "$skyjo" ] || cargo build --release --locked -q

# The open sum of a ?-grid.
open_sum() { tr '/' ' ' <<<"$1" | tr ' ' '\n' | grep -v -e '^?$' -e '^$' | paste -sd+ | python3 -c 'print(eval(input()))'; }

row() { # label, lowest open sum, last turn, opponents...
  local label=$1 open=$2 turn=$3; shift 3
  "$skyjo" risk --json --me $((open - 5)) --margins 5,10 --discard 5 --last-turn "$turn" "$@" |
    python3 -c '
import json, sys
r = json.load(sys.stdin)
ps = [r["p_doubled"]] + [m["p_doubled"] for m in r["margins"]]
how = "exact" if r["method"] == "exact" else "MC, %d samples" % r["samples"]
print("| %s | %s | %s | %s |" % (sys.argv[1], sys.argv[2], " | ".join("%.1f%%" % (100 * p) for p in ps), how))
' "$label" "$turn"
}

one_hidden="3 5 1 8 / 0 ? 4 6 / 2 7 9 4"
two_hidden="3 5 1 8 / 0 ? 4 6 / 2 7 ? 4"
third="2 ? 6 1 / 5 5 ? 3 / 0 9 4 ?"
echo "| opponents (open cards) | last turn | 5 under | 10 under | 15 under | method |"
echo "|---|---|---|---|---|---|"
for turn in none greedy; do
  row "one: \`$one_hidden\`" "$(open_sum "$one_hidden")" "$turn" "B=$one_hidden"
done
for turn in none greedy; do
  row "one: \`$two_hidden\`" "$(open_sum "$two_hidden")" "$turn" "B=$two_hidden"
done
lowest=$(( $(open_sum "$two_hidden") < $(open_sum "$third") ? $(open_sum "$two_hidden") : $(open_sum "$third") ))
for turn in none greedy; do
  row "two: \`$two_hidden\` and \`$third\`" "$lowest" "$turn" "B=$two_hidden" "C=$third"
done
