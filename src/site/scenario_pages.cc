#include "site/scenario_pages.h"

#include "render/trace_render.h"
#include "scenario/game_table.h"
#include "site/field_svg.h"
#include "site/html.h"
#include "site/pages.h"
#include "util/strings.h"

namespace arbiter::site {
namespace {

using engine::TraceEntry;

// Prose with the rule ids it names ("(718.5.b)", "rule 607.2a") linked when the document has them.
std::string LinkIds(const SiteMap& map, const std::string& doc_key, const std::string& text) {
  const DocumentPages* d = map.Find(doc_key);
  std::string out;
  size_t i = 0;
  while (i < text.size()) {
    const bool starts =
        IsAsciiDigit(text[i]) &&
        (i == 0 || !(IsAsciiAlpha(text[i - 1]) || IsAsciiDigit(text[i - 1]) || text[i - 1] == '.'));
    if (!starts || d == nullptr) {
      size_t next = i + 1;
      while (next < text.size() && !IsAsciiDigit(text[next])) ++next;
      out += Escape(text.substr(i, next - i));
      i = next;
      continue;
    }
    size_t end = i;
    while (end < text.size() &&
           (IsAsciiDigit(text[end]) || IsAsciiAlpha(text[end]) || text[end] == '.')) {
      ++end;
    }
    std::string id = text.substr(i, end - i);
    while (!id.empty() && id.back() == '.') id.pop_back();
    if (d->index_of.count(id)) {
      out += RuleLink(map, doc_key, id);
      out += Escape(text.substr(i + id.size(), end - i - id.size()));
    } else {
      out += Escape(text.substr(i, end - i));
    }
    i = end;
  }
  return out;
}

}  // namespace

std::string DocumentFor(const SiteMap& map, const engine::DocumentRef& doc) {
  for (const DocumentPages& d : map.documents()) {
    if (d.record.doc.game == doc.game && d.record.doc.version == doc.version) {
      return d.record.doc.key;
    }
  }
  return "";
}

std::string RuleLink(const SiteMap& map, const std::string& doc_key, const std::string& id) {
  const std::string href = map.Href(doc_key, id);
  if (href.empty()) return "<span class=\"unresolved\">" + Escape(id) + "</span>";
  const DocumentPages* d = map.Find(doc_key);
  std::string hover;
  if (auto it = d->index_of.find(id); it != d->index_of.end()) {
    const store::RuleRecord& r = d->rules[it->second];
    hover = CollapseSpaces((r.title.empty() ? "" : r.title + ": ") + r.text);
    if (hover.size() > 400) hover = hover.substr(0, hover.rfind(' ', 400)) + "…";
  }
  return "<a href=\"" + Escape(href) + "\" title=\"" + Escape(hover) + "\">" + Escape(id) + "</a>";
}

std::string ScenarioPage(const SiteMap& map, const scenario::Scenario& sc,
                         const scenario::RunResult& r, const engine::RuleTable& rules) {
  const std::string body = "<p class=\"spine\"><a href=\"../index.html\">Documents</a> · <code>" +
                           Escape(sc.path) + "</code></p>\n" + ScenarioBody(map, sc, r, rules);
  PageFrame frame;
  frame.title = sc.title;
  const engine::DocumentRef& d = rules.document();
  frame.subtitle = "Scenario for " + d.title + " " + d.version +
                   (d.effective.empty() ? "" : " (effective " + d.effective + ")");
  return Page(frame, body);
}

std::string ScenarioBody(const SiteMap& map, const scenario::Scenario& sc,
                         const scenario::RunResult& r, const engine::RuleTable& rules) {
  const std::string doc = DocumentFor(map, rules.document());
  std::string body;
  body += "<p><b>Question.</b> " + LinkIds(map, doc, sc.question) + "</p>\n";
  // A field on a grid (Dimensional Rift) is drawn as it starts and as it ends.
  if (const engine::GameModule* module = scenario::FindGame(sc.game)) {
    engine::GameState start;
    std::string error;
    if (scenario::BuildState(sc, *module, &start, &error)) {
      // (Many scenarios place their cards in their first steps: then only the end is drawn.)
      body += FieldSvg(start, "The field before step 1") +
              FieldSvg(r.final_state, "The field after the last step");
    }
  }
  body += "<h2>Trace</h2>\n";
  body += "<ol class=\"trace\">\n";
  bool open_step = false;
  for (const TraceEntry& e : r.trace.entries()) {
    if (e.kind == TraceEntry::Kind::kStep) {
      if (open_step) body += "</ul></li>\n";
      const size_t n = static_cast<size_t>(e.step - 1);
      const std::string action =
          n < sc.steps.size() ? render::DescribeAction(sc.steps[n].action) : e.text;
      body += "<li><b>Step " + std::to_string(e.step) + ":</b> <code>" + Escape(action) +
              "</code><ul>\n";
      open_step = true;
      continue;
    }
    std::string cls = e.kind == TraceEntry::Kind::kRefused  ? "refused"
                      : e.kind == TraceEntry::Kind::kStop   ? "stop"
                      : e.kind == TraceEntry::Kind::kChoice ? "choice"
                                                            : "";
    std::string line = "<li" + (cls.empty() ? "" : " class=\"" + cls + "\"") +
                       " style=\"margin-left:" + std::to_string(std::max(0, e.depth - 1)) +
                       "rem\">";
    if (!cls.empty()) line += "<i>" + cls + "</i> ";
    std::vector<std::string> ids;
    for (const std::string& id : e.rules) ids.push_back(RuleLink(map, doc, id));
    if (!ids.empty()) line += Join(ids, ", ") + " — ";
    line += Escape(e.text);
    for (const auto& rej : e.rejected) {
      std::vector<std::string> why;
      for (const std::string& id : rej.rules) why.push_back(RuleLink(map, doc, id));
      line += "<br><span class=\"quote\">not: " + Escape(rej.what) + " — " + Escape(rej.why) +
              (why.empty() ? "" : " (" + Join(why, ", ") + ")") + "</span>";
    }
    body += line + "</li>\n";
  }
  if (open_step) body += "</ul></li>\n";
  body += "</ol>\n";
  if (r.stop.kind != engine::Stop::Kind::kNone) {
    body += "<p class=\"stop\"><b>Stopped</b> at step " + std::to_string(r.stop.step) + ": " +
            Escape(r.stop.message) + "</p>\n";
  }
  body += "<h2>Ruling</h2>\n<p>" + LinkIds(map, doc, sc.ruling) + "</p>\n";
  if (!sc.ambiguity.empty()) {
    body += "<p><b>Ambiguity.</b> " + LinkIds(map, doc, sc.ambiguity) + "</p>\n";
  }
  body += "<h2>Checked</h2>\n<ul class=\"list\">\n";
  for (const auto& c : r.checks) {
    body += "<li>" + std::string(c.passed ? "✓ " : "✗ ") + LinkIds(map, doc, c.what) +
            (c.detail.empty() ? "" : " <span class=\"meta\">" + Escape(c.detail) + "</span>") +
            "</li>\n";
  }
  body += "</ul>\n<p class=\"meta\">" + std::string(r.passed ? "pass" : "FAIL") + "</p>\n";
  return body;
}

}  // namespace arbiter::site
