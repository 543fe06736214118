#!/usr/bin/env bash
# Checks the imports of the code, in two ways:
#
# 1. The top modules of src/ (cmd, render, store, ...) import one way, as
#    README.md's line of layers says (the code block line `cmd ... -> ... ->
#    i18n`): every top module stands in one layer, every import goes from a
#    layer to one right of it, and tsort finds no loop.
# 2. The modules of every folder import one another without a circle:
#    src/cmd, src/render and src/render/history, ..., and the engine's
#    crates/skyjo-rules/src. In a folder, a file is a node, and a subfolder
#    is one node (`render/history/` in src/render: whatever of its files
#    imports, or is imported, it does). A folder's front file (mod.rs,
#    lib.rs) that only declares modules and re-exports (`mod`, `use`,
#    `pub use`, attributes) is no node: a name it brings in with `use`
#    counts as the file it comes from (`super::RuleError` in the engine is
#    error.rs's). A front file with anything else (a fn, a type, a const, a
#    macro, an `impl`) is a node like any file, in its own folder: what it
#    defines is its own, what it imports it takes. main.rs is a crate of
#    its own, which reaches the library by its name (`skyjo::`): not read.
#    A circle is printed with its folder and what each node takes from the
#    next.
#
# Every form a module names another in is read: `use crate::x`, grouped
# `use crate::{x, y::{z, w}}`, inline paths `crate::x::f()`, `super::`
# (resolved against the file's own place, any depth), `self::`, `$crate::` in
# a macro, a name brought in by `use` and used as a path (`grid::parse()`
# after `use super::grid;`, or a module a root declares: `view::output()`
# in render/mod.rs), and the macros a crate exports at its root
# (`tr!`, `msg!`, `choices!`: the file that defines them). Comments are left
# out: a doc link is no import; so is a test module: the body of
# `#[cfg(test)] mod x { ... }` (or `#[cfg(all(test, unix))]`) wherever it stands in a file, and the file of
# `#[cfg(test)] mod x;`. Every other line of every file is read, before and
# after a test module alike. Prints the imports with -v (top: `importer
# imported`; files: `importer -> imported: names`).
set -euo pipefail
cd "$(dirname "$0")/.."

# Circles that are known and left to be broken: the circles inside these
# folders are printed and let pass. One line each; the change that breaks
# them removes its line (the check fails once a listed folder has no circle
# left, so that no line stays here for nothing).
known_circles=(
)

# The text of every file of the crate source folder $1 that is not test
# code, one line per file: `module<TAB>file<TAB>text`. The module is the path
# from the crate root (`render::view`; empty for lib.rs and main.rs), the
# file its path from the repository's root. Line comments out (doc links are
# not imports), and the body of every test module (a test reaches what it
# tests from, as `tests/` does): from `#[cfg(test)]` + `mod x {` to the brace
# that closes it, counted. A declaration `#[cfg(test)] mod x;` is one line
# (its file, x.rs or x/mod.rs beside the declaring file's module, is left
# out whole); reading goes on after it. Lines joined.
sources() {
  local root=$1
  (
    cd "$root"
    local files
    # main.rs is the binary, a crate of its own (it reaches the library as
    # `skyjo::`, which is not read): not one of this crate's files.
    mapfile -t files < <(find . -name '*.rs' ! -path ./main.rs | sort)
    # One awk over all the files (a process per file made the check slow):
    # first the test modules' files, then the text of the others.
    local test_files
    test_files=$(awk '
      FNR == 1 {
        dir = FILENAME; sub(/\/[^\/]*$/, "", dir)
        if (FILENAME !~ /\/mod\.rs$/ && FILENAME != "./lib.rs" && FILENAME != "./main.rs") { dir = FILENAME; sub(/\.rs$/, "", dir) }
      }
      /^[[:space:]]*#\[cfg\((test|all\(test(,[^]]*)?\))\)\][[:space:]]*$/ {
        if ((getline l) <= 0) next
        if (l ~ /^[[:space:]]*(pub(\([a-z]+\))? )?mod [a-z_0-9]+;/) {
          sub(/^[[:space:]]*(pub(\([a-z]+\))? )?mod /, "", l); sub(/;.*/, "", l)
          print dir "/" l ".rs"; print dir "/" l "/mod.rs"
        }
      }' "${files[@]}")
    awk -v root="$root" -v tests="$test_files" '
      BEGIN { n = split(tests, t, "\n"); for (i = 1; i <= n; i++) is_test[t[i]] = 1 }
      function strip(s) { sub(/\/\/.*$/, "", s); gsub(/\t/, " ", s); return s }
      FNR == 1 {
        if (open) print ""
        open = 0; depth = 0
        if (FILENAME in is_test) { nextfile }
        mod = substr(FILENAME, 3); sub(/\.rs$/, "", mod); sub(/\/mod$/, "", mod); gsub(/\//, "::", mod)
        if (mod == "lib" || mod == "main") mod = ""
        printf "%s\t%s\t", mod, root "/" substr(FILENAME, 3)
        open = 1
      }
      { $0 = strip($0) }
      depth > 0 { n = gsub(/\{/, "{"); m = gsub(/\}/, "}"); depth += n - m; next }
      /^[[:space:]]*#\[cfg\((test|all\(test(,[^]]*)?\))\)\][[:space:]]*$/ {
        if ((getline l) <= 0) next
        l = strip(l)
        if (l ~ /^[[:space:]]*(pub(\([a-z]+\))? )?mod [a-z_0-9]+[[:space:]]*;/) next
        if (l ~ /^[[:space:]]*(pub(\([a-z]+\))? )?mod [a-z_0-9]+[[:space:]]*\{/) {
          n = gsub(/\{/, "{", l); m = gsub(/\}/, "}", l); depth = n - m; next
        }
        printf "%s %s ", $0, l; next
      }
      { printf "%s ", $0 }
      END { if (open) print "" }' "${files[@]}"
  )
}

# From the lines of `sources`, every import of one crate:
#   `top FROM TO`: between two top modules (from a file below the root);
#   `file FROM TO NAMES`: between two files, with the names the first takes
#     from the second. A folder's root (mod.rs, lib.rs) is one of them when
#     it holds logic of its own (anything but `mod`, `use` and attributes).
# A path is resolved from the crate root. A name that a folder's root brings
# in with `use` (`pub use`, or a private `use` its files reach through
# `super::`) is followed to where it comes from, several steps if need be;
# a name the root defines itself is the root's (no file's when the root
# only fronts). A macro exported at the crate root is the file's that
# defines it.
imports() {
  awk -F '\t' '
    function parent(m) { return m ~ /::/ ? substr(m, 1, match(m, /::[^:]*$/) - 1) : "" }
    function join(a, b) { return a == "" ? b : (b == "" ? a : a "::" b) }
    function head(p) { sub(/::.*/, "", p); return p }
    function tail(p) { return index(p, "::") ? substr(p, index(p, "::") + 2) : "" }
    function last(p) { sub(/.*::/, "", p); return p }
    # A path as written in module `m` (`crate`, `$crate`, `self` or `super`
    # first), from the crate root.
    function resolve(m, path,    n, s, i, base) {
      n = split(path, s, "::")
      i = 2
      if (s[1] == "crate" || s[1] == "$crate") base = ""
      else if (s[1] == "self") base = m
      else { base = m; i = 1; while (i <= n && s[i] == "super") { base = parent(base); i++ } }
      for (; i <= n; i++) base = join(base, s[i])
      return base
    }
    # The body of the first group of braces in `text`; `taken` is how far
    # into the text it closes.
    function braces(text,    depth, i, c, open) {
      open = index(text, "{"); depth = 0
      for (i = open; i <= length(text); i++) {
        c = substr(text, i, 1)
        if (c == "{") depth++
        else if (c == "}" && --depth == 0) break
      }
      taken = i
      return substr(text, open + 1, i - open - 1)
    }
    # The members of a group `{a, b::{c, d}, e as f}` after `prefix`.
    function group(prefix, body, m, is_use,    depth, i, c, part) {
      depth = 0; part = ""
      for (i = 1; i <= length(body); i++) {
        c = substr(body, i, 1)
        if (c == "{") depth++
        else if (c == "}") depth--
        if (c == "," && depth == 0) { member(prefix, part, m, is_use); part = ""; continue }
        part = part c
      }
      member(prefix, part, m, is_use)
    }
    function member(prefix, part, m, is_use,    alias, p, before, body) {
      gsub(/^[ ]+|[ ]+$/, "", part)
      if (part == "" || part == "*") return
      p = index(part, "{")
      if (p > 0) {
        before = substr(part, 1, p - 1); gsub(/[ ]/, "", before); sub(/::$/, "", before)
        body = substr(part, p + 1); sub(/\}[ ]*$/, "", body)
        group(join(prefix, before), body, m, is_use)
        return
      }
      alias = ""
      if (match(part, /[ ]as[ ]+[A-Za-z_][A-Za-z0-9_]*$/)) {
        alias = substr(part, RSTART + 1); sub(/^as[ ]+/, "", alias)
        part = substr(part, 1, RSTART - 1)
      }
      gsub(/[ ]/, "", part)
      if (part == "self") part = ""
      found(m, join(prefix, part), alias, is_use)
    }
    # A path named in module `m`; a `use` brings its last name (or its
    # alias) into `m`.
    function found(m, path, alias, is_use,    abs, name) {
      abs = resolve(m, path)
      if (is_use) {
        name = alias != "" ? alias : last(path)
        if (name != "_" && name !~ /^(crate|super|self)$/) uses[m SUBSEP name] = abs
      }
      npaths++; pfrom[npaths] = m; pto[npaths] = abs
    }
    # One `use` declaration of module `m` (the text after `use`).
    function declare(m, decl,    p, before, body) {
      p = index(decl, "{")
      if (p == 0) { member("", decl, m, 1); return }
      body = braces(decl)
      before = substr(decl, 1, p - 1); gsub(/[ ]/, "", before); sub(/::$/, "", before)
      group(before, body, m, 1)
    }
    # `text` without its attributes (`#[...]`, `#![...]`, brackets counted).
    function unattributed(text,    out, i, c, depth) {
      out = ""; depth = 0
      for (i = 1; i <= length(text); i++) {
        c = substr(text, i, 1)
        if (depth == 0 && c == "#" && (substr(text, i + 1, 1) == "[" || substr(text, i + 1, 2) == "![")) {
          if (substr(text, i + 1, 1) == "!") i++
          depth = 1; i++; continue
        }
        if (depth > 0) { if (c == "[") depth++; else if (c == "]") depth--; continue }
        out = out c
      }
      return out
    }
    {
      m = $1; modules[m] = 1; text[m] = text[m] " " $3
      file[m] = $2
      # A front file with logic of its own: something is left once its
      # attributes, `mod x;` and `use ...;` declarations are taken out.
      if ($2 ~ /(^|\/)(mod|lib)\.rs$/) {
        rest = unattributed($3)
        gsub(/(pub(\([a-z]+\))?[ ]+)?(mod[ ]+[A-Za-z_0-9]+|use[ ]+[^;]*)[ ]*;/, " ", rest)
        if (rest ~ /[^ ]/) logic[m] = 1
      }
      # The macros a file exports at the crate root.
      rest = $3
      while (match(rest, /#\[macro_export\][ ]*macro_rules![ ]*[A-Za-z_][A-Za-z0-9_]*/)) {
        name = substr(rest, RSTART, RLENGTH); sub(/.*[ !]/, "", name)
        uses["" SUBSEP name] = m
        rest = substr(rest, RSTART + RLENGTH)
      }
      # `use` declarations. A bare first name (`use game::{...}`) is a module
      # of this one or another crate: told apart once every module is known.
      rest = $3
      while (match(rest, /(^|[;{} ])(pub(\([a-z]+\))? +)?use +[^;]*;/)) {
        decl = substr(rest, RSTART, RLENGTH); rest = substr(rest, RSTART + RLENGTH)
        sub(/^.*use +/, "", decl); sub(/;$/, "", decl)
        if (decl ~ /^(\$crate|crate|super|self)(::|$)/) declare(m, decl)
        else { nbare++; bare_in[nbare] = m; bare[nbare] = decl }
      }
      # Every other path from the crate: `crate::x::f()`, `super::x`, `$crate::x`.
      rest = $3
      while (match(rest, /(\$crate|crate|super|self)::/)) {
        before = RSTART > 1 ? substr(rest, RSTART - 1, 1) : " "
        rest = substr(rest, RSTART)
        if (before ~ /[A-Za-z0-9_:]/) { rest = substr(rest, 2); continue }
        match(rest, /^(\$crate|crate|super|self)(::[A-Za-z_][A-Za-z0-9_]*)*/)
        path = substr(rest, 1, RLENGTH); rest = substr(rest, RLENGTH + 1)
        if (rest ~ /^::[ ]*\{/) { body = braces(rest); rest = substr(rest, taken + 1); group(path, body, m, 0) }
        else found(m, path, "", 0)
      }
    }
    # The file that holds what the path `to` names: its longest module, or,
    # where that is a folder root, the file its `use` of the next name leads
    # to. "" for a root itself and what a root defines. Sets `name_in` to the
    # name taken from the file.
    function file_node(to, depth,    p, rem, first, via, found_file) {
      p = to; rem = ""
      while (p != "" && !(p in modules)) { rem = join(last(p), rem); p = parent(p) }
      if (!(p in modules)) return ""
      if (!(p in is_root)) { name_in = head(rem); return p }
      if (rem == "" || depth > 8) return ""
      first = head(rem)
      via = uses[p SUBSEP first]
      # What the root defines itself: its own when it holds logic.
      if (via == "") { if (p in logic) { name_in = first; return p }; return "" }
      found_file = file_node(join(via, tail(rem)), depth + 1)
      if (found_file != "") name_in = first
      return found_file
    }
    # The top module the path `to` reaches (through what the crate root
    # brings in), or "".
    function top_node(to, depth,    first, via) {
      first = head(to)
      if (first in modules && first != "") return first
      via = uses["" SUBSEP first]
      if (via == "" || depth > 8) return ""
      return top_node(join(via, tail(to)), depth + 1)
    }
    END {
      is_root[""] = 1
      for (m in modules) if (m != "") is_root[parent(m)] = 1
      # A root names the modules it declares as paths without a `use`
      # (`view::output()` in render/mod.rs).
      for (m in modules) if (m != "" && !((parent(m) SUBSEP last(m)) in uses)) uses[parent(m) SUBSEP last(m)] = m
      for (i = 1; i <= nbare; i++)
        if (join(bare_in[i], head(bare[i])) in modules) declare(bare_in[i], "self::" bare[i])
      # A name brought in by `use` and used as a path: `grid::parse(...)`.
      for (m in modules) {
        rest = text[m]
        while (match(rest, /(^|[^A-Za-z0-9_:$])[A-Za-z_][A-Za-z0-9_]*(::[A-Za-z_][A-Za-z0-9_]*)+/)) {
          path = substr(rest, RSTART, RLENGTH); rest = substr(rest, RSTART + RLENGTH)
          sub(/^[^A-Za-z_]/, "", path)
          if (!((m SUBSEP head(path)) in uses) || head(path) ~ /^(crate|super|self)$/) continue
          npaths++; pfrom[npaths] = m; pto[npaths] = join(uses[m SUBSEP head(path)], tail(path))
        }
      }
      for (i = 1; i <= npaths; i++) {
        from = pfrom[i]; to = pto[i]
        if (from != "") {
          a = head(from); b = top_node(to, 0)
          if (b != "" && b != a) top[a " " b] = 1
        }
        if ((from in is_root) && !(from in logic)) continue
        name_in = ""
        b = file_node(to, 0)
        if (b == "" || b == from) continue
        edge = file[from] " " file[b]
        if (!(edge in names)) names[edge] = ""
        if (name_in != "" && index("," names[edge] ",", "," name_in ",") == 0)
          names[edge] = names[edge] (names[edge] == "" ? "" : ",") name_in
      }
      for (edge in top) print "top", edge
      for (edge in names) { n = names[edge]; gsub(/,/, ", ", n); print "file", edge, n }
    }
  '
}

# The imports between files (`file FROM TO NAMES` lines of `imports`) as
# imports between the modules of a folder: `node FROM TO NAMES`, where FROM
# and TO are the two files' places in the deepest folder that holds both: a
# file of it, or one of its subfolders (written with a `/` at its end,
# `src/render/history/`), counted as one. The names say which file of a
# subfolder takes them or gives them (`history/stats.rs: Screen`).
folded() {
  awk '
    $1 == "file" {
      a = $2; b = $3; $1 = $2 = $3 = ""; sub(/^ +/, ""); names = $0
      na = split(a, pa, "/"); nb = split(b, pb, "/")
      c = 0
      while (c < na - 1 && c < nb - 1 && pa[c + 1] == pb[c + 1]) c++
      folder = pa[1]
      for (i = 2; i <= c; i++) folder = folder "/" pa[i]
      x = folder "/" pa[c + 1] (c + 1 < na ? "/" : "")
      y = folder "/" pb[c + 1] (c + 1 < nb ? "/" : "")
      if (x == y) next
      # Which file of a subfolder, where a node is one.
      via = ""
      if (x ~ /\/$/) via = substr(a, length(folder) + 2)
      if (y ~ /\/$/) via = via (via == "" ? "" : " -> ") substr(b, length(folder) + 2)
      if (via != "") names = via (names == "" ? "" : ": " names)
      key = x " " y
      if (!(key in all)) { order[++n] = key; all[key] = "" }
      if (names != "" && index("; " all[key] "; ", "; " names "; ") == 0)
        all[key] = all[key] (all[key] == "" ? "" : "; ") names
    }
    END { for (i = 1; i <= n; i++) print "node", order[i], all[order[i]] }'
}

# The circles among the nodes of `folded` lines (`node FROM TO ...`): each
# set of two or more nodes that reach one another (a strongly connected
# component, Tarjan), one line of nodes each. A node is a folder's file or
# subfolder, and every import joins two of one folder: a circle stands in
# one folder.
circles() {
  awk '
    $1 == "node" { if (!(($2, $3) in edge)) { edge[$2, $3] = 1; out[$2, ++outs[$2]] = $3 }; nodes[$2] = nodes[$3] = 1 }
    function strong(v,    i, w) {
      order[v] = low[v] = ++counter; stack[++sp] = v; on[v] = 1
      for (i = 1; i <= outs[v]; i++) {
        w = out[v, i]
        if (!(w in order)) { strong(w); if (low[w] < low[v]) low[v] = low[w] }
        else if (on[w] && order[w] < low[v]) low[v] = order[w]
      }
      if (low[v] == order[v]) {
        members = ""; count = 0
        do { w = stack[sp--]; on[w] = 0; members = members " " w; count++ } while (w != v)
        if (count > 1) print substr(members, 2)
      }
    }
    END { for (v in nodes) if (!(v in order)) strong(v) }'
}

bad=0
# src/ and, where it is there, the engine's crate (`top` is read of src/ only).
imported=$(sources src | imports)
[ -d crates/skyjo-rules/src ] && imported+=$'\n'$(sources crates/skyjo-rules/src | imports | grep -v '^top ')
imported=$(sort <<<"$imported")

# 1. The top modules of src/ against README.md's line of layers.
tops=" $( (cd src && { find . -maxdepth 1 -name '*.rs'; find . -mindepth 2 -maxdepth 2 -name mod.rs; }) \
  | sed -E 's#^\./##; s#/mod\.rs$##; s#\.rs$##' | grep -vxE 'lib|main' | sort -u | tr '\n' ' ')"
edges=$(awk '$1 == "top" { print $2, $3 }' <<<"$imported" | sort -u)
[ "${1:-}" = -v ] && echo "$edges"
if ! echo "$edges" | tsort >/dev/null 2>/tmp/module-cycles.$$; then
  cat /tmp/module-cycles.$$ >&2; rm -f /tmp/module-cycles.$$
  exit 1
fi
rm -f /tmp/module-cycles.$$

# The README's map: the layer of each top module, 0 on the left.
map=$(grep -m1 -E '^[a-z_]+( [a-z_]+)* -> ' README.md || true)
[ -n "$map" ] || { echo "module-cycles: README.md has no line of layers (cmd ... -> ... -> i18n)" >&2; exit 1; }
declare -A layer=()
i=0
for word in $map; do
  if [ "$word" = '->' ]; then i=$((i + 1)); else layer[$word]=$i; fi
done
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

# 2. The modules of every folder: its files and subfolders.
files=$(awk '$1 == "file" { $1 = ""; sub(/^ /, ""); print }' <<<"$imported")
nodes=$(folded <<<"$imported")
[ "${1:-}" = -v ] && awk '{ a = $1; b = $2; $1 = $2 = ""; sub(/^ +/, ""); print a " -> " b ($0 == "" ? "" : ": " $0) }' <<<"$files"
with_circles=" "
while read -r members; do
  [ -n "$members" ] || continue
  # The circle's folder: every node of it is a file or a subfolder of it.
  first=${members%% *}
  folder=$(dirname "${first%/}")
  with_circles+="$folder "
  shown=$(sed "s#$folder/##g" <<<"$members")
  if [[ " ${known_circles[*]} " == *" $folder "* ]]; then
    echo "module-cycles: known, left to be broken: a circle in $folder/: $shown" >&2
  else
    echo "module-cycles: a circle in $folder/: $shown" >&2
    bad=1
  fi
  awk -v members=" $members " -v folder="$folder/" '
    index(members, " " $2 " ") && index(members, " " $3 " ") {
      a = substr($2, length(folder) + 1); b = substr($3, length(folder) + 1)
      $1 = $2 = $3 = ""; sub(/^ +/, "")
      print "  " a " -> " b ($0 == "" ? "" : ": " $0) }' <<<"$nodes" >&2
done < <(circles <<<"$nodes" | sort)
for folder in "${known_circles[@]}"; do
  [[ $with_circles == *" $folder "* ]] && continue
  echo "module-cycles: $folder has no circle left: remove its line from known_circles in scripts/module-cycles.sh" >&2
  bad=1
done
[ "$bad" = 0 ] || exit 1
echo "files: $(grep -c . <<<"$files") imports between files, no circle inside a folder (a subfolder counted as one)${known_circles[0]:+ but the known ones (${known_circles[*]})}"
