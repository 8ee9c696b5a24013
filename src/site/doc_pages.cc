// The document pages: the site index, each document's table of contents and its chapter pages.
#include <algorithm>
#include <set>

#include "site/html.h"
#include "site/pages.h"
#include "util/strings.h"

namespace arbiter::site {
namespace {

std::string Kind(const corpus::Document& d) {
  if (d.role == "rulings") return "rulings";
  if (d.role == "secondary") return "secondary copy (checked against " + d.checks + ")";
  return "rules";
}

// "in force (the default for <game>)", "superseded by <key> on <date>" (its effective window,
// corpus/windows.h) or "not the default".
std::string Standing(const store::DocumentRecord& r) {
  if (r.is_default && r.in_force) return "in force (the default for " + r.doc.game + ")";
  if (r.doc.role != "primary") return "";
  const corpus::Window& w = r.window;
  if (!w.until.empty() && w.until <= r.as_of) {
    const std::string by = w.superseded_by.empty() ? w.replaced_by : w.superseded_by;
    return "superseded by " + by + " on " + w.until;
  }
  return "not the default";
}

std::string Short(const std::string& text, size_t n) {
  std::string t = CollapseSpaces(text);
  if (t.size() <= n) return t;
  size_t cut = t.rfind(' ', n);
  return t.substr(0, cut == std::string::npos ? n : cut) + "…";
}

// The depth of a rule below its top-level ancestor, for indentation.
// "Documents › <the document>", the first line of a document's pages.
std::string Breadcrumb(const corpus::Document& d) {
  return "<p class=\"spine\"><a href=\"../index.html\">Documents</a> › <a href=\"index.html\">" +
         Escape(d.title + " " + d.version) + "</a></p>\n";
}

int Depth(const DocumentPages& doc, const store::RuleRecord& r) {
  int depth = 0;
  std::string parent = r.parent;
  while (!parent.empty() && depth < 8) {
    auto it = doc.index_of.find(parent);
    if (it == doc.index_of.end()) break;
    parent = doc.rules[it->second].parent;
    ++depth;
  }
  return depth;
}

std::string RuleLabel(const store::RuleRecord& r) {
  return r.id + (r.title.empty() ? "  " + Short(r.text, 60) : "  " + r.title);
}

}  // namespace

std::string ScenarioFile(const std::string& scenario_path) {
  std::string p = scenario_path;
  if (StartsWith(p, "scenarios/")) p = p.substr(10);
  if (EndsWith(p, ".json")) p = p.substr(0, p.size() - 5);
  return "scenarios/" + Slug(p) + ".html";
}

std::string LinkedText(const SiteMap& map, const std::string& doc_key, const std::string& text,
                       const std::vector<store::RefRecord>& refs) {
  struct Span {
    size_t pos, len;
    std::string href;  // "" when unresolved
    std::string to;
  };
  std::vector<Span> spans;
  std::set<std::string> seen;
  for (const auto& ref : refs) {
    if (ref.written.empty() || !seen.insert(ref.written).second) continue;
    const std::string href = ref.resolved ? map.Href(doc_key, ref.to_id) : "";
    for (size_t at = text.find(ref.written); at != std::string::npos;
         at = text.find(ref.written, at + ref.written.size())) {
      spans.push_back({at, ref.written.size(), href, ref.to_id});
    }
  }
  std::sort(spans.begin(), spans.end(), [](const Span& a, const Span& b) {
    return a.pos != b.pos ? a.pos < b.pos : a.len > b.len;
  });
  std::string out;
  size_t cursor = 0;
  for (const Span& s : spans) {
    if (s.pos < cursor) continue;  // overlaps a longer reference already linked
    out += EscapeLines(text.substr(cursor, s.pos - cursor));
    const std::string shown = Escape(text.substr(s.pos, s.len));
    if (!s.href.empty()) {
      out += "<a href=\"" + Escape(s.href) + "\">" + shown + "</a>";
    } else {
      out += "<span class=\"unresolved\" title=\"no rule " + Escape(s.to) + " in this document\">" +
             shown + "</span>";
    }
    cursor = s.pos + s.len;
  }
  out += EscapeLines(text.substr(cursor));
  return out;
}

std::string IndexPage(const SiteMap& map, const std::vector<std::string>& scenario_links,
                      const std::vector<std::string>& version_links) {
  std::string body =
      "<h2>Documents</h2>\n<table>\n<tr><th>document</th><th>game</th><th>kind"
      "</th><th>effective</th><th>standing</th><th>rules</th></tr>\n";
  for (const DocumentPages& d : map.documents()) {
    const corpus::Document& doc = d.record.doc;
    const std::string standing = Standing(d.record);
    body += "<tr><td><a href=\"" + Escape(d.folder) + "/index.html\">" + Escape(doc.title) + " " +
            Escape(doc.version) + "</a><br><span class=\"meta\">" + Escape(doc.key) +
            "</span></td><td>" + Escape(doc.game) + "</td><td>" + Escape(Kind(doc)) + "</td><td>" +
            Escape(doc.effective) + "</td><td" +
            (StartsWith(standing, "superseded") ? " class=\"superseded\"" : "") + ">" +
            Escape(standing) + "</td><td>" + std::to_string(d.rules.size()) + "</td></tr>\n";
  }
  body += "</table>\n";
  if (!scenario_links.empty()) {
    body +=
        "<h2>Scenarios</h2>\n<p>Executable rulings: each question played through the rules "
        "engine, every step citing the rule that decided it.</p>\n<ul class=\"toc\">\n";
    for (const std::string& l : scenario_links) body += "<li>" + l + "</li>\n";
    body += "</ul>\n";
  }
  if (!version_links.empty()) {
    body += "<h2>Versions</h2>\n<ul class=\"toc\">\n";
    for (const std::string& l : version_links) body += "<li>" + l + "</li>\n";
    body += "</ul>\n";
  }
  PageFrame frame;
  frame.title = "Rules reference";
  frame.root = "";
  frame.subtitle = "Every document arbiter holds, which one is in force, and its rules.";
  return Page(frame, body);
}

std::string DocumentIndexPage(const SiteMap& map, const DocumentPages& doc,
                              const std::vector<std::string>& extra) {
  const corpus::Document& d = doc.record.doc;
  std::string body = "<p class=\"meta\">" + Escape(Standing(doc.record)) +
                     ". Source: " + Escape(d.source) + ". " + Escape(d.provenance) +
                     "</p>\n<ul class=\"toc\">\n";
  for (const std::string& link : extra) body += "<li>" + link + "</li>\n";
  for (const Chapter& c : doc.chapters) {
    const std::string file = c.file.substr(c.file.find('/') + 1);
    if (c.id.empty()) {
      body += "<li><a href=\"" + Escape(file) + "\">All " + std::to_string(c.rules.size()) +
              " rules</a></li>\n";
      continue;
    }
    body += "<li><a href=\"" + Escape(file) + "\">" + Escape(c.id + "  " + c.title) + "</a> (" +
            std::to_string(c.rules.size()) + " rules)</li>\n";
  }
  body += "</ul>\n";
  PageFrame frame;
  frame.title = d.title + " " + d.version;
  frame.subtitle = d.key + ", effective " + d.effective;
  return Page(frame, body);
}

std::string ChapterPage(const SiteMap& map, const DocumentPages& doc, const Chapter& chapter,
                        const std::vector<std::vector<store::RefRecord>>& refs_from,
                        const std::vector<Beside>& beside, const std::string& scenario_prefix) {
  const corpus::Document& d = doc.record.doc;
  std::string body = Breadcrumb(d);
  std::set<std::string> anchored;
  for (size_t i : chapter.rules) {
    const store::RuleRecord& r = doc.rules[i];
    std::string anchor = Anchor(r.id);
    if (!anchored.insert(anchor).second) anchor += "-" + std::to_string(i);  // printed twice
    body += "<section class=\"rule depth-" + std::to_string(std::min(Depth(doc, r), 4)) +
            "\" id=\"" + Escape(anchor) + "\"><a class=\"id\" href=\"#" + Escape(anchor) + "\">" +
            Escape(r.id) + "</a>";
    if (!r.title.empty()) body += "<span class=\"title\">" + Escape(r.title) + "</span>";
    // The ancestor spine, each a link.
    std::vector<std::string> spine;
    std::string parent = r.parent;
    while (!parent.empty() && spine.size() < 8) {
      auto it = doc.index_of.find(parent);
      if (it == doc.index_of.end()) break;
      spine.push_back("<a href=\"" + Escape(map.Href(d.key, parent)) + "\">" +
                      Escape(Short(RuleLabel(doc.rules[it->second]), 48)) + "</a>");
      parent = doc.rules[it->second].parent;
    }
    if (!spine.empty()) {
      std::reverse(spine.begin(), spine.end());
      body += "<div class=\"spine\">in " + Join(spine, " › ") + "</div>";
    }
    const auto& refs = i < refs_from.size() ? refs_from[i] : std::vector<store::RefRecord>{};
    if (!r.text.empty()) body += "<p>" + LinkedText(map, d.key, r.text, refs) + "</p>";
    for (const std::string& ex : r.examples) {
      body += "<p class=\"example\">Example: " + LinkedText(map, d.key, ex, refs) + "</p>";
    }
    if (i < beside.size()) {
      const Beside& b = beside[i];
      std::vector<std::string> what;
      if (!b.rulings.empty()) what.push_back(std::to_string(b.rulings.size()) + " rulings");
      if (!b.scenarios.empty()) what.push_back(std::to_string(b.scenarios.size()) + " scenarios");
      if (!b.analogues.empty()) what.push_back(std::to_string(b.analogues.size()) + " analogues");
      if (!b.cited_by.empty()) what.push_back("cited by " + std::to_string(b.cited_by.size()));
      if (!what.empty()) {
        body += "<details class=\"beside\"><summary>" + Escape(Join(what, ", ")) + "</summary>";
        if (!b.rulings.empty()) {
          body += "<h4>Rulings</h4><ul class=\"list\">";
          for (const auto& ru : b.rulings) {
            body += "<li>" + (ru.card.empty() ? "" : "<b>" + Escape(ru.card) + "</b>: ") +
                    Escape(ru.text) + " <span class=\"meta\">(" +
                    Escape(ru.source + (ru.date.empty() ? "" : ", " + ru.date)) + ")</span></li>";
          }
          body += "</ul>";
        }
        if (!b.scenarios.empty()) {
          body += "<h4>Scenarios</h4><ul class=\"list\">";
          for (const auto& sc : b.scenarios) {
            body += "<li><a href=\"" + Escape(scenario_prefix + ScenarioFile(sc.path)) + "\">" +
                    Escape(sc.title) + "</a></li>";
          }
          body += "</ul>";
        }
        if (!b.analogues.empty()) {
          body += "<h4>Analogues</h4><ul class=\"list\">";
          for (const auto& a : b.analogues) {
            const std::string other = map.Href(map.DefaultDocument(a.other_game), a.other_id);
            const std::string label = Escape(a.other_game + ":" + a.other_id);
            body += "<li>" +
                    (other.empty() ? "<span class=\"unresolved\">" + label + "</span>"
                                   : "<a href=\"" + Escape(other) + "\">" + label + "</a>") +
                    ": " + Escape(a.rationale) + "</li>";
          }
          body += "</ul>";
        }
        if (!b.cited_by.empty()) {
          body += "<h4>Cited by</h4><ul class=\"list\">";
          for (const auto& ref : b.cited_by) {
            body += "<li><a href=\"" + Escape(map.Href(d.key, ref.from_id)) + "\">" +
                    Escape(ref.from_id) + "</a> " + Escape(Short(ref.label, 70)) + "</li>";
          }
          body += "</ul>";
        }
        body += "</details>";
      }
    }
    body += "</section>\n";
  }
  PageFrame frame;
  frame.title = chapter.id.empty() ? d.title + " " + d.version : chapter.id + " " + chapter.title;
  frame.subtitle = d.title + " " + d.version + " (" + d.key + "), effective " + d.effective;
  return Page(frame, body);
}

std::string TermAnchor(const std::string& term) { return "g" + Slug(term); }

std::string GlossaryPage(const SiteMap& map, const DocumentPages& doc,
                         const std::vector<store::GlossaryRecord>& entries) {
  const corpus::Document& d = doc.record.doc;
  std::string body = Breadcrumb(d);
  std::set<std::string> anchored;
  for (const auto& g : entries) {
    std::string anchor = TermAnchor(g.term);
    if (!anchored.insert(anchor).second) anchor += "-" + std::to_string(anchored.size());
    body += "<section class=\"rule\" id=\"" + Escape(anchor) + "\"><span class=\"title\">" +
            Escape(g.term) + "</span>";
    const std::string href = g.rule_id.empty() ? "" : map.Href(d.key, g.rule_id);
    if (!href.empty()) {
      body += " <a href=\"" + Escape(href) + "\">" + Escape(g.rule_id) + "</a>";
    }
    body += "<p>" + EscapeLines(g.definition) + "</p></section>\n";
  }
  PageFrame frame;
  frame.title = "Glossary";
  frame.subtitle = d.title + " " + d.version + " (" + d.key + ")";
  return Page(frame, body);
}

std::string RulingsPage(const SiteMap& map, const DocumentPages& doc,
                        const std::vector<store::RulingRecord>& rulings) {
  const corpus::Document& d = doc.record.doc;
  std::string body = Breadcrumb(d);
  std::string card;
  for (const auto& r : rulings) {
    if (r.card != card) {
      if (!card.empty()) body += "</ul>\n";
      card = r.card;
      body += "<h2 id=\"" + Escape(TermAnchor(card)) + "\">" + Escape(card) +
              "</h2>\n<ul class=\"list\">\n";
    }
    std::vector<std::string> cites;
    for (size_t i = 0; i < r.cites.size(); ++i) {
      const std::string game = i < r.cite_games.size() ? r.cite_games[i] : d.game;
      const std::string href = map.Href(map.DefaultDocument(game), r.cites[i]);
      const std::string label = Escape(game + ":" + r.cites[i]);
      cites.push_back(href.empty() ? "<span class=\"unresolved\">" + label + "</span>"
                                   : "<a href=\"" + Escape(href) + "\">" + label + "</a>");
    }
    body += "<li>" + Escape(r.text) + " <span class=\"meta\">(" +
            Escape(r.source + (r.date.empty() ? "" : ", " + r.date)) + ")</span>" +
            (cites.empty() ? "" : " " + Join(cites, ", ")) + "</li>\n";
  }
  if (!card.empty()) body += "</ul>\n";
  PageFrame frame;
  frame.title = d.title;
  frame.subtitle = std::to_string(rulings.size()) + " rulings (" + d.key + ")";
  return Page(frame, body);
}

std::string SearchPage() {
  PageFrame frame;
  frame.title = "Search";
  frame.root = "";
  return Page(frame,
              "<p id=\"status\" class=\"meta\">Type words in the box above: every rule of the "
              "documents in force, glossary terms and scenarios are searched here, offline."
              "</p>\n<ol id=\"results\"></ol>\n<script src=\"search-index.js\"></script>\n"
              "<script src=\"search.js\"></script>\n");
}

}  // namespace arbiter::site
