#!/usr/bin/env bash
# Checks that the top modules of src/ (cmd, prompt, render, store, rules, ...)
# import one way, and lets tsort find a loop. It reads every form a module
# names another in: `use crate::x`, grouped `use crate::{x, y::z}`, inline
# paths `crate::x::f()`, `super::` (resolved against the file's own place,
# any depth) and the catalogs' macros `tr!`/`msg!` (exported at the crate
# root, they are i18n's). Comments are left out: a doc link is no import;
# so is a test module: the body of `#[cfg(test)] mod x { ... }` wherever it
# stands in a file, and the file of `#[cfg(test)] mod x;`. Every other line
# of every file is read, before and after a test module alike.
# A child naming its own top module is the module tree, not an import.
# Then holds the graph to README.md's line of layers (the code block line
# `cmd ... -> ... -> i18n`): every top module stands in one layer, and every
# import goes from a layer to one right of it. Prints the edges (importer
# imported) with -v.
set -euo pipefail
cd "$(dirname "$0")/../src"

# The top modules: src/x.rs or src/x/mod.rs, besides the crate roots.
tops=" $({ find . -maxdepth 1 -name '*.rs'; find . -mindepth 2 -maxdepth 2 -name mod.rs; } \
  | sed -E 's#^\./##; s#/mod\.rs$##; s#\.rs$##' | grep -vxE 'lib|main' | sort -u | tr '\n' ' ')"

# The top module a path names, from the file's module path ($1, `a::b`) and
# the path as written ($2: `crate::x...` or `super::...::x...`).
top_of() {
  local here=$1 path=$2
  case $path in
    crate::*) path=${path#crate::} ;;
    super::*)
      while [[ $path == super::* ]]; do
        path=${path#super::}
        if [[ $here == *::* ]]; then here=${here%::*}; else here=; fi
      done
      [ -n "$here" ] && path="$here::$path"
      ;;
  esac
  local top=${path%%::*}
  case $top in tr | msg) top=i18n ;; esac
  echo "$top"
}

# The files of test modules declared `#[cfg(test)] mod x;` (x.rs or x/mod.rs
# beside the declaring file's module): test code, as a test module's body is.
test_files=$(find . -name '*.rs' | sort | while read -r file; do
  dir=$(dirname "$file")
  case $file in */mod.rs | ./lib.rs | ./main.rs) ;; *) dir=${file%.rs} ;; esac
  awk '/^[[:space:]]*#\[cfg\(test\)\][[:space:]]*$/ { getline l; if (l ~ /^[[:space:]]*(pub(\([a-z]+\))? )?mod [a-z_0-9]+;/) { sub(/^[[:space:]]*(pub(\([a-z]+\))? )?mod /, "", l); sub(/;.*/, "", l); print l } }' "$file" \
    | while read -r name; do echo "$dir/$name.rs"; echo "$dir/$name/mod.rs"; done
done)

edges=$(
  find . -name '*.rs' | sort | while read -r file; do
    grep -qxF "$file" <<<"$test_files" && continue
    mod=${file#./}; mod=${mod%.rs}; mod=${mod%/mod}; mod=${mod//\//::}
    case $mod in lib | main) mod= ;; esac
    from=${mod%%::*}
    # Line comments out (doc links are not imports), and the body of every
    # test module (a test reaches what it tests from, as `tests/` does): from
    # `#[cfg(test)]` + `mod x {` to the brace that closes it, counted. A
    # declaration `#[cfg(test)] mod x;` is one line (its file is left out
    # above); reading goes on after it. Lines joined; a grouped import is
    # taken apart below: `crate::{a, b::{c, d}}` names a and b.
    text=$(sed -E 's#//.*$##' "$file" | awk '
      depth > 0 { n = gsub(/\{/, "{"); m = gsub(/\}/, "}"); depth += n - m; next }
      /^[[:space:]]*#\[cfg\(test\)\][[:space:]]*$/ {
        if ((getline l) <= 0) next
        if (l ~ /^[[:space:]]*(pub(\([a-z]+\))? )?mod [a-z_0-9]+[[:space:]]*;/) next
        if (l ~ /^[[:space:]]*(pub(\([a-z]+\))? )?mod [a-z_0-9]+[[:space:]]*\{/) {
          n = gsub(/\{/, "{", l); m = gsub(/\}/, "}", l); depth = n - m; next
        }
        print; print l; next
      }
      { print }' | tr '\n' ' ')
    {
      # Grouped imports: each item's first segment, after the prefix.
      { grep -oE '(crate|super)(::super)*::\{[^{}]*(\{[^{}]*\}[^{}]*)*\}' <<<"$text" || true; } \
        | while read -r group; do
          prefix=${group%%\{*}
          items=${group#*\{}; items=${items%\}}
          items=$(sed -E ':a; s/\{[^{}]*\}//; ta' <<<"$items")
          tr ',' '\n' <<<"$items" | sed -E 's/^ *//; s/[ :].*$//' | { grep -E '^[a-z_]' || true; } \
            | while read -r item; do
              [ "$item" = self ] && item=
              echo "${prefix}${item}"
            done
        done
      # Every other path: `use crate::x`, `crate::x::f()`, `super::x`.
      { grep -oE '(^|[^a-z0-9_$])(crate|super)(::super)*::[a-z_][a-z0-9_]*' <<<"$text" || true; } \
        | sed -E 's/^[^a-z]//'
    } | while read -r path; do
      path=${path%::}
      [ -n "$from" ] || [[ $path == crate::* ]] || continue
      to=$(top_of "$mod" "$path")
      [[ $tops == *" $to "* ]] || continue
      [ "$to" = "$from" ] && continue
      echo "${from:-crate} $to"
    done
  done | { grep -v '^crate ' || true; } | sort -u
)
[ "${1:-}" = -v ] && echo "$edges"
if ! echo "$edges" | tsort >/dev/null 2>/tmp/module-cycles.$$; then
  cat /tmp/module-cycles.$$ >&2; rm -f /tmp/module-cycles.$$
  exit 1
fi
rm -f /tmp/module-cycles.$$

# The README's map: the layer of each top module, 0 on the left.
map=$(grep -m1 -E '^[a-z_]+( [a-z_]+)* -> ' ../README.md || true)
[ -n "$map" ] || { echo "module-cycles: README.md has no line of layers (cmd ... -> ... -> i18n)" >&2; exit 1; }
declare -A layer=()
i=0
for word in $map; do
  if [ "$word" = '->' ]; then i=$((i + 1)); else layer[$word]=$i; fi
done
bad=0
for top in $tops; do
  [ -n "${layer[$top]:-}" ] && continue
  echo "module-cycles: the module $top is not on README.md's line of layers: add it there" >&2
  bad=1
done
while read -r from to; do
  [ -n "$from" ] || continue
  [ -n "${layer[$from]:-}" ] && [ -n "${layer[$to]:-}" ] || continue
  if [ "${layer[$from]}" -ge "${layer[$to]}" ]; then
    echo "module-cycles: $from imports $to, against README.md's line of layers ($map)" >&2
    bad=1
  fi
done <<<"$edges"
[ "$bad" = 0 ] || exit 1
echo "module graph: $(echo "$edges" | wc -l) imports between top modules, no cycle, as README.md's layers say"
