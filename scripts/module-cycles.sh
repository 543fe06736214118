#!/usr/bin/env bash
# Checks that the modules of src/ import one way: lists every `use crate::...`
# and `use super::...` between modules (a child naming its own parent, as a
# command file naming the context of cmd/mod.rs, is the module tree, not an
# import) and lets tsort find a loop. Prints the edges with -v.
set -euo pipefail
cd "$(dirname "$0")/../src"
edges=$(
  find . -name '*.rs' | sort | while read -r file; do
    mod=${file#./}; mod=${mod%.rs}; mod=${mod%/mod}; mod=${mod//\//::}
    [ "$mod" = lib ] || [ "$mod" = main ] && mod=crate
    parent=${mod%::*}; [ "$parent" = "$mod" ] && parent=crate
    # Join multi-line use statements, then read each path's first two segments.
    tr '\n' ' ' < "$file" | grep -oE 'use (crate|super)::[a-z0-9_:{}, ]+' | while read -r _ path; do
      path=${path%%[\{ ,]*}; path=${path%::}
      case $path in
        super::*) target="$parent::${path#super::}" ;;
        crate::*) target=${path#crate::} ;;
        *) continue ;;
      esac
      target=${target#crate::}
      # Keep only module names: crate::render::sheet::protocol -> render::sheet.
      IFS=: read -r a _ b _ <<<"$target"
      candidate="$a"; [ -n "${b:-}" ] && [ -e "${a}/${b}.rs" ] && candidate="$a::$b"
      # The macros tr! and msg! are the catalogs'.
      case "$candidate" in tr|msg) candidate=i18n ;; esac
      [ "$candidate" = "$mod" ] && continue
      case "$mod" in "$candidate"::*) continue ;; esac
      echo "$mod $candidate"
    done
  done | sort -u
)
[ "${1:-}" = -v ] && echo "$edges"
if echo "$edges" | tsort >/dev/null 2>/tmp/module-cycles.$$; then
  echo "module graph: $(echo "$edges" | wc -l) imports, no cycle"
  rm -f /tmp/module-cycles.$$
else
  cat /tmp/module-cycles.$$ >&2; rm -f /tmp/module-cycles.$$
  exit 1
fi
