# fuzz/seeds.sh's card seeds: splits a card file (a JSON array of cards, or an object whose "cards"
# is one) into seeds of `per` consecutive cards, at most `max` of them spread over the file, each
# the file's own text around its cards (the header's other keys kept): DIR/PREFIX-NNN.json.
# Follows JSON strings and their escapes, so brackets inside card text do not count. Run with
# RS='\001' (the whole file is one record):
#   awk -v RS='\001' -v dir=D -v prefix=P -v per=3 -v max=16 -f fuzz/card_seeds.awk FILE
{ text = text $0 }
END {
  n = length(text); depth = 0; instr = 0; esc = 0; key = ""; keydepth = -1
  arr = 0; count = 0; elem_start = 0
  for (i = 1; i <= n; i++) {
    c = substr(text, i, 1)
    if (instr) {
      if (esc) { esc = 0 } else if (c == "\\") { esc = 1 } else if (c == "\"") {
        instr = 0; last = substr(text, sstart, i - sstart + 1)
      }
      continue
    }
    if (c == "\"") {
      instr = 1; sstart = i
      if (arr && depth == arrdepth && elem_start == 0) elem_start = i
      continue
    }
    # The last string before a colon is the key of what follows, at this depth.
    if (c == ":") { key = last; keydepth = depth; continue }
    if (c == "{" || c == "[") {
      if (arr && depth == arrdepth && elem_start == 0) elem_start = i
      # The cards: the root array, or the root object's "cards".
      if (!arr && count == 0 && c == "[" &&
          (depth == 0 || (depth == 1 && keydepth == 1 && key == "\"cards\""))) {
        arr = 1; arrdepth = depth + 1; open = i
      }
      depth++
      continue
    }
    if (c == "}" || c == "]") {
      depth--
      if (arr && c == "]" && depth == arrdepth - 1) {
        if (elem_start) { count++; s[count] = elem_start; e[count] = i - 1; elem_start = 0 }
        closeat = i; arr = 0
      }
      continue
    }
    if (arr && depth == arrdepth) {
      if (c == ",") {
        if (elem_start) { count++; s[count] = elem_start; e[count] = i - 1; elem_start = 0 }
      } else if (c !~ /[ \t\r\n]/ && elem_start == 0) {
        elem_start = i
      }
    }
  }
  if (count == 0) exit 0
  groups = int((count + per - 1) / per)
  step = int(groups / max) + 1
  made = 0
  for (g = 0; g < groups && made < max; g += step) {
    out = sprintf("%s/%s-%03d.json", dir, prefix, made)
    body = ""
    for (k = g * per + 1; k <= g * per + per && k <= count; k++) {
      body = body (body == "" ? "\n" : ",\n") substr(text, s[k], e[k] - s[k] + 1)
    }
    printf "%s%s\n%s", substr(text, 1, open), body, substr(text, closeat) > out
    close(out)
    made++
  }
}
