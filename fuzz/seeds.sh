# Sourced by fuzz/run.sh and fuzz/ci.sh: each fuzz target's seed corpus, made at run time from
# rules-db/, scenarios/ and tests/reliability/inputs/ (nothing large is committed), and the options
# that depend on the target (dictionary, longest input). The caller sets ROOT (the source tree).
# Deterministic: the same tree gives the same seeds, file for file (LC_ALL=C for every sort).
export LC_ALL=C
INPUTS="$ROOT/tests/reliability/inputs"

# The targets to run: the arguments after BUILD, else every fuzz_* executable in BUILD/fuzz. Sets
# TARGETS; exits 2 naming the caller ($1) when there is none.
list_targets() {
  local caller=$1 build=$2
  shift 2
  if [ $# -gt 0 ]; then
    TARGETS=("$@")
  else
    TARGETS=()
    local exe
    for exe in "$build"/fuzz/fuzz_*; do
      [ -x "$exe" ] && [ -f "$exe" ] && TARGETS+=("${exe##*/fuzz_}")
    done
  fi
  [ ${#TARGETS[@]} -gt 0 ] ||
    { echo "$caller: no fuzz targets in $build/fuzz (make fuzz builds them)" >&2; exit 2; }
}

# The sources of the manifest's documents of one format (the manifest has one field a line).
sources_of_format() {
  awk -v want="\"$1\"" '
    /"format":/ { gsub(/[ ,]/, "", $2); format = $2 }
    /"source":/ { gsub(/[ ",]/, "", $2); if (format == want) print $2; format = "" }
  ' "$ROOT/rules-db/manifest.json"
}

# Up to 48 pieces of 4 KiB from `file`, spread over it, as seeds named <prefix>-NNNN.
add_pieces() {
  local file="$1" dir="$2" prefix="$3" tmp
  tmp="$(mktemp -d)"
  split -b 4096 -d -a 4 "$file" "$tmp/p-"
  local count step i=0
  count=$(find "$tmp" -type f | wc -l)
  step=$(( count / 48 + 1 ))
  for piece in $(find "$tmp" -type f | sort); do
    if [ $(( i % step )) -eq 0 ]; then cp "$piece" "$dir/$prefix-${piece##*-}"; fi
    i=$(( i + 1 ))
  done
  rm -rf "$tmp"
}

# Each seed a short text, from lines of stdin, prefixed with the byte `first` (octal) when given.
add_lines() {
  local dir="$1" prefix="$2" first="${3:-}" n=0
  while IFS= read -r line; do
    [ -n "$line" ] || continue
    if [ -n "$first" ]; then printf "\\$first%s" "$line"; else printf '%s' "$line"; fi \
      >"$dir/$prefix-$n"
    n=$(( n + 1 ))
  done
}

make_seeds() {
  local target="$1" dir="$2"
  rm -rf "$dir"
  mkdir -p "$dir"
  case "$target" in
    import_*)
      local format="${target#import_}"
      format="${format//_/-}"
      for src in $(sources_of_format "$format"); do
        add_pieces "$ROOT/rules-db/$src" "$dir" "$(basename "$src")"
      done
      for f in "$INPUTS"/import-*.txt; do cp "$f" "$dir/"; done
      ;;
    manifest)
      cp "$ROOT/rules-db/manifest.json" "$dir/bundled.json"
      for f in "$INPUTS"/manifest-*.json; do cp "$f" "$dir/"; done
      ;;
    scenario)
      find "$ROOT/scenarios" -name '*.json' -size -16k | while read -r f; do
        cp "$f" "$dir/$(echo "${f#"$ROOT"/scenarios/}" | tr / _)"
      done
      for f in "$INPUTS"/*.json; do cp "$f" "$dir/"; done
      ;;
    effect_text)
      # The effect texts of the Dimensional Rift scenarios, as each effect type (first byte).
      local texts
      texts="$(grep -rhoE '"text": *"[^"]*"' "$ROOT/scenarios/dimrift" | sed -E 's/^"text": *"//; s/"$//' | sort -u)"
      for type in 000 001 002 003 004 023; do
        printf '%s\n' "$texts" | add_lines "$dir" "type$type" "$type"
      done
      cp "$INPUTS"/effect-text-*.bin "$dir/"
      ;;
    rule_id)
      grep -rhoE '"cites": *\[[^]]*\]' "$ROOT/scenarios" | grep -oE '"[^"]+"' | tr -d '"' |
        grep -v cites | sort -u | awk 'NR <= 300' | add_lines "$dir" id
      printf '%s\n' "718.5.b" "CR 702.6" "rule 718.5b" "mtg@2025-02-07:702.6a" \
        "riftbound:718.4" "@2025-02-07:701.5" "targeting.arrows.2" "607.2.A" "119.1d." |
        add_lines "$dir" typed
      cp "$INPUTS"/json-invalid-utf8-rule-id.bin "$dir/"
      ;;
    search)
      # awk, not head, keeps the first lines: head closing the pipe early makes sort fail with
      # SIGPIPE, and under pipefail that ended the seeding (and the target) once the scenarios
      # held more than 300 questions.
      grep -rhoE '"question": *"[^"]*"' "$ROOT/scenarios" | sed -E 's/^"question": *"//; s/"$//' |
        sort -u | awk 'NR <= 300' | add_lines "$dir" question 000
      printf '%s\n' 'attached might' '"can t" OR gear' 'link* NOT ability' 'NEAR(gear unit, 3)' |
        add_lines "$dir" raw 002
      cp "$INPUTS"/search-quoted-nul-fts5-syntax.bin "$dir/"
      ;;
    cards_*)
      # A few cards at a time from each card file of the game (fuzz/card_seeds.awk), as a card
      # database that `arbiter import` would read.
      local files
      case "${target#cards_}" in
        riftbound)
          files="riftbound/cards-rules-relevant.json riftbound/cards.json"
          files="$files riftbound/card-catalog.json"
          ;;
        *) files="$(cd "$ROOT/rules-db" && find "${target#cards_}" -name '*.oracle.json' | sort)" ;;
      esac
      for src in $files; do
        awk -v RS='\001' -v dir="$dir" -v prefix="$(basename "$src" .json)" -v per=3 -v max=16 \
          -f "$ROOT/fuzz/card_seeds.awk" "$ROOT/rules-db/$src"
      done
      ;;
    serve)
      # Requests as a client sends them: each API route with its parameters, pages of the site,
      # errors, and small scenarios posted to /api/run.
      local n=0 path
      for path in /api/rule/718.5.b /rule/607.2a "/api/rule/riftbound%3A718.4" /api/refs/702.6 \
        "/api/search?q=attached+might&game=riftbound&limit=3" "/search?q=%22can%27t%22&raw=1&all=1" \
        "/api/search?q=gear&kind=rule&all_versions=1&doc=riftbound%401.2-web-716" \
        "/api/define?term=attached&game=riftbound" "/api/rulings?q=607.2a" \
        "/api/card?name=Sea+Monkey&game=riftbound" "/card?name=Oblivion%20Ring" /api/docs \
        /api/version / /index.html /rules/a.html /api/nothing "/search?q=" "/../outside.txt"; do
        printf 'GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n' "$path" >"$dir/get-$n"
        n=$(( n + 1 ))
      done
      printf 'HEAD / HTTP/1.1\r\nHost: x\r\n\r\nGET /api/version HTTP/1.1\r\nHost: x\r\n\r\n' \
        >"$dir/keep-alive"
      printf 'GET /api/rule/718.5.b HTTP/1.1\r\nRange: bytes=0-10\r\n\r\n' >"$dir/range"
      n=0
      find "$ROOT/scenarios" -name '*.json' -size -3k | sort | awk 'NR % 12 == 1 && ++n <= 24' |
        while read -r f; do
          { printf 'POST /api/run HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n'
            printf 'Content-Length: %s\r\n\r\n' "$(wc -c <"$f" | tr -d ' ')"
            cat "$f"; } >"$dir/post-$n"
          n=$(( n + 1 ))
        done
      printf 'POST /run HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n' \
        >"$dir/chunked"
      ;;
  esac
}

dict_of() {
  case "$1" in
    import_*) echo rules_text ;;
    manifest | scenario) echo json ;;
    *) echo "$1" ;;
  esac
}

max_len_of() {
  case "$1" in
    rule_id) echo 256 ;;
    search | effect_text) echo 1024 ;;
    import_*) echo 8192 ;;
    cards_*) echo 8192 ;;
    *) echo 16384 ;;
  esac
}
