#include "site/html.h"

#include "util/strings.h"

namespace arbiter::site {

std::string Escape(std::string_view text) {
  const std::string valid = IsValidUtf8(text) ? std::string(text) : ToValidUtf8(text);
  std::string out;
  out.reserve(valid.size() + valid.size() / 8);
  for (char c : valid) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string EscapeLines(std::string_view text) {
  std::string out;
  for (const std::string& line : SplitLines(text)) {
    if (!out.empty()) out += "<br>";
    out += Escape(line);
  }
  return out;
}

std::string Page(const PageFrame& frame, const std::string& body) {
  std::string out =
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      "<title>" +
      Escape(frame.title) +
      " · arbiter</title>\n"
      "<link rel=\"stylesheet\" href=\"" +
      frame.root +
      "style.css\">\n</head>\n<body>\n"
      "<header class=\"site\"><a class=\"home\" href=\"" +
      frame.root +
      "index.html\">arbiter</a>"
      "<form class=\"find\" action=\"" +
      frame.root +
      "search.html\" role=\"search\">"
      "<input type=\"search\" name=\"q\" placeholder=\"Search the rules\" aria-label=\"Search the "
      "rules\"><button type=\"submit\">Search</button></form></header>\n<main>\n<h1>" +
      Escape(frame.title) + "</h1>\n";
  if (!frame.subtitle.empty()) out += "<p class=\"subtitle\">" + Escape(frame.subtitle) + "</p>\n";
  out += body;
  out +=
      "</main>\n<footer>Made by <code>arbiter export html</code>; works offline.</footer>\n"
      "</body>\n</html>\n";
  return out;
}

std::string_view StyleSheet() {
  return R"css(:root { color-scheme: light dark; --fg: #1b1b1b; --bg: #fdfdfb; --muted: #5d5d5d;
  --link: #0b57a4; --line: #d9d9d2; --mark: #fff1a8; --bad: #a40b0b; }
@media (prefers-color-scheme: dark) {
  :root { --fg: #e8e6e1; --bg: #161616; --muted: #a3a3a3; --link: #8cc4ff; --line: #3a3a3a;
    --mark: #5b4d00; --bad: #ff8c8c; }
}
* { box-sizing: border-box; }
body { margin: 0; font: 17px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
main { max-width: 48rem; margin: 0 auto; padding: 0 1rem 3rem; }
a { color: var(--link); }
a, button { min-height: 44px; }
header.site { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; padding: .5rem 1rem;
  border-bottom: 1px solid var(--line); }
header.site .home { font-weight: 700; text-decoration: none; display: inline-flex;
  align-items: center; }
form.find { display: flex; flex: 1 1 14rem; gap: .5rem; min-width: 0; }
form.find input { flex: 1; min-width: 0; width: 100%; font: inherit; padding: .5rem;
  min-height: 44px; }
form.find button { font: inherit; padding: 0 1rem; }
.subtitle, .spine, .meta, footer { color: var(--muted); font-size: .9rem; }
footer { text-align: center; padding: 1rem; }
.rule { padding: .5rem 0; border-top: 1px solid var(--line); scroll-margin-top: 1rem; }
.rule:target { background: var(--mark); }
.rule .id { font-weight: 700; text-decoration: none; margin-right: .4rem; display: inline-block;
  min-height: 0; }
.rule .title { font-weight: 700; }
.rule .example { margin: .3rem 0 .3rem 1rem; font-style: italic; }
.depth-2 { margin-left: .8rem; } .depth-3 { margin-left: 1.6rem; } .depth-4 { margin-left: 2.4rem; }
.unresolved { color: var(--bad); text-decoration: underline dotted; }
details.beside { margin: .3rem 0 0 1rem; font-size: .93rem; }
details.beside summary { cursor: pointer; min-height: 44px; display: flex; align-items: center; }
ul.toc, ul.list { padding-left: 1.2rem; } ul.toc li, ul.list li { margin: .35rem 0; }
table { border-collapse: collapse; width: 100%; font-size: .93rem; }
th, td { text-align: left; border-bottom: 1px solid var(--line); padding: .35rem .3rem;
  vertical-align: top; }
.superseded { color: var(--bad); }
ol.trace { padding-left: 1.2rem; } ol.trace li { margin: .25rem 0; }
ol.trace .refused, ol.trace .stop { color: var(--bad); }
ol.trace .quote { color: var(--muted); font-size: .9rem; }
.ins { background: #d7f5d3; } .del { background: #f8d4d4; text-decoration: line-through; }
@media (prefers-color-scheme: dark) { .ins { background: #1f4a1b; } .del { background: #5a1f1f; } }
svg.field { max-width: 100%; height: auto; }
#results li { margin: .6rem 0; }
@media print {
  header.site, footer, details.beside summary { display: none; }
  details.beside { display: block; } main { max-width: none; }
  a { color: inherit; text-decoration: none; }
}
)css";
}

std::string_view SearchScript() {
  return R"js(// Offline search over search-index.js (window.ARBITER_INDEX): every query word, minus stop
// words, scored by where it occurs (id, title, text); works from file:// with no server.
(function () {
  var STOP = ("a an and are as at be by can do does for from how i if in is it its of on or " +
    "the this to what when where which who why with you your my me").split(" ");
  function words(q) {
    return q.toLowerCase().split(/[^a-z0-9.\u00c0-\uffff']+/).filter(function (w) {
      return w && STOP.indexOf(w) < 0;
    });
  }
  function score(e, ws) {
    var s = 0, hit = 0, title = e.t.toLowerCase(), text = e.x.toLowerCase(), id = e.i.toLowerCase();
    ws.forEach(function (w) {
      var stem = w.length > 4 ? w.replace(/(ing|ed|es|s)$/, "") : w, found = false;
      // A rule id as typed: "718.5.b" names "riftbound:718.5.b".
      if (id === w || id.slice(id.indexOf(":") + 1) === w) { s += 40; found = true; }
      if (title.indexOf(stem) >= 0) { s += 6; found = true; }
      if (text.indexOf(stem) >= 0) { s += 2; found = true; }
      if (found) hit++;
    });
    // Rules first, then glossary terms, then scenarios (a question's answer is a rule).
    var weight = e.k === "rule" ? 1 : e.k === "glossary" ? 0.8 : 0.5;
    return hit === 0 ? 0 : weight * s * hit / ws.length;
  }
  function run(q) {
    var out = document.getElementById("results"), ws = words(q);
    if (!out) return;
    out.innerHTML = "";
    if (!ws.length) return;
    var hits = [];
    (window.ARBITER_INDEX || []).forEach(function (e) {
      var s = score(e, ws);
      if (s > 0) hits.push([s, e]);
    });
    hits.sort(function (a, b) { return b[0] - a[0]; });
    var status = document.getElementById("status");
    if (status) status.textContent = hits.length + " matches for " + ws.join(" ");
    hits.slice(0, 30).forEach(function (h) {
      var e = h[1], li = document.createElement("li"), a = document.createElement("a");
      a.href = e.u;
      a.textContent = e.i + (e.t ? "  " + e.t : "");
      li.appendChild(a);
      var p = document.createElement("div");
      p.className = "meta";
      p.textContent = e.d + " · " + e.x.slice(0, 160);
      li.appendChild(p);
      out.appendChild(li);
    });
  }
  var q = new URLSearchParams(window.location.search).get("q") || "";
  var box = document.querySelector("form.find input");
  if (box) box.value = q;
  run(q);
})();
)js";
}

}  // namespace arbiter::site
