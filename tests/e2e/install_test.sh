#!/bin/sh
# The installed binary is relocatable: `cmake --install` into a scratch prefix, then, from `/` and
# with no variable pointing anywhere, the binary answers lookups, runs a scenario and the bundled
# suite from its own share/arbiter, names that data in --version, sends an import into an
# installed corpus to the user's data folder (the installed files untouched), and holds no path of
# the source tree it was built from.
#   usage: install_test.sh BUILD_DIR SOURCE_DIR
set -u
build=$(cd "$1" && pwd)
src=$(cd "$2" && pwd)
tmp=$(mktemp -d /tmp/arbiter-install.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
fails=0
check() {  # check NAME EXPECTED_EXIT PATTERN -- COMMAND...
  name=$1 want=$2 pattern=$3
  shift 4
  out=$(cd / && env -u ARBITER_DB -u ARBITER_RULES_DB XDG_DATA_HOME="$tmp/xdg" "$@" 2>&1)
  code=$?
  if [ "$code" != "$want" ] || ! printf '%s\n' "$out" | grep -q -- "$pattern"; then
    echo "FAIL $name: exit $code (want $want), output lacks '$pattern':"
    printf '%s\n' "$out" | head -20
    fails=$((fails + 1))
  else
    echo "ok   $name"
  fi
}

cmake --install "$build" --prefix "$tmp/prefix" >/dev/null || { echo "FAIL cmake --install"; exit 1; }
bin="$tmp/prefix/bin/arbiter"
share="$tmp/prefix/share/arbiter"
for f in "$bin" "$share/arbiter.db" "$share/rules-db/manifest.json" "$share/scenarios"; do
  [ -e "$f" ] || { echo "FAIL not installed: $f"; fails=$((fails + 1)); }
done
[ -e "$share/rules-db/local" ] && { echo "FAIL a user's rules-db/local was installed"; fails=$((fails + 1)); }

check "--version names the installed data" 0 "database: $share/arbiter.db" -- "$bin" --version
check "rule lookup from /" 0 "riftbound:718.5.b" -- "$bin" rule 718.5.b
check "search from /" 0 "137.3" -- "$bin" search attached might --limit 5
check "one scenario" 0 "718" -- "$bin" run "$share/scenarios/riftbound/attach/attached-card-can-be-targeted-718-5-b.json"
check "run --quote reads the installed database" 0 "Attached cards still can be chosen" -- \
  "$bin" run --quote "$share/scenarios/riftbound/attach/attached-card-can-be-targeted-718-5-b.json"
check "the bundled suite" 0 " passed, 0 failed" -- "$bin" test
check "the server program is installed beside arbiter" 0 "database: $share/arbiter.db" -- \
  "$tmp/prefix/bin/arbiter-serve" --version

# An import into the installed corpus goes to the user's data folder; share/ stays as shipped.
before=$(cd "$share" && find . -type f | sort | xargs md5sum)
check "import into an installed corpus" 0 "$tmp/xdg/arbiter/local/mtg/" -- \
  "$bin" import --version copy "$share/rules-db/mtg/CR-20250207.txt"
check "the user's database answers" 0 "mtg@copy:701.5" -- "$bin" rule mtg@copy:701.5
check "--version names the user's database" 0 "database: $tmp/xdg/arbiter/arbiter.db" -- "$bin" --version
after=$(cd "$share" && find . -type f | sort | xargs md5sum)
[ "$before" = "$after" ] || { echo "FAIL import changed the installed files"; fails=$((fails + 1)); }

# Nothing in the binary points back at the source tree (a sanitizer build keeps its source file
# names for its reports, so it is not checked).
if grep -q -a -F "__asan_init" "$bin"; then
  echo "ok   (sanitizer build: source paths in the binary not checked)"
elif grep -q -F "$src" "$bin"; then
  echo "FAIL the installed binary holds the source path $src"
  fails=$((fails + 1))
fi

echo "$((12 - fails)) passed, $fails failed"
[ "$fails" = 0 ]
