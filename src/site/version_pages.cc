#include "site/version_pages.h"

#include "diff/report.h"
#include "site/html.h"
#include "site/scenario_pages.h"
#include "util/strings.h"

namespace arbiter::site {
namespace {

std::string Ids(const SiteMap& map, const std::string& doc, const std::vector<std::string>& ids) {
  std::vector<std::string> out;
  for (const std::string& id : ids) out.push_back(RuleLink(map, doc, id));
  return Join(out, ", ");
}

std::string Words(const std::vector<diff::WordRun>& runs) {
  std::string out;
  for (const diff::WordRun& w : runs) {
    if (!out.empty() && w.space_before) out += ' ';
    const std::string t = Escape(w.text);
    switch (w.kind) {
      case diff::WordRun::Kind::kSame:
        out += t;
        break;
      case diff::WordRun::Kind::kRemoved:
        out += "<del class=\"del\">" + t + "</del>";
        break;
      case diff::WordRun::Kind::kAdded:
        out += "<ins class=\"ins\">" + t + "</ins>";
        break;
    }
  }
  return out;
}

}  // namespace

std::string VersionFile(const std::string& from_key, const std::string& to_key) {
  return "versions/" + Slug(from_key) + "--" + Slug(to_key) + ".html";
}

std::string VersionPage(const SiteMap& map, const diff::Comparison& c) {
  const std::string from = c.from.doc.key, to = c.to.doc.key;
  std::string body = "<p class=\"spine\"><a href=\"../index.html\">Documents</a></p>\n<p>" +
                     Escape(diff::CountsLine(c.diff.counts)) +
                     "</p>\n<table>\n<tr><th>change"
                     "</th><th>" +
                     Escape(from) + "</th><th>" + Escape(to) +
                     "</th><th>words"
                     "</th></tr>\n";
  for (const diff::RuleChange& ch : c.diff.changes) {
    if (ch.kind == diff::ChangeKind::kUnchanged) continue;
    std::string words;
    if (ch.kind == diff::ChangeKind::kAdded || ch.kind == diff::ChangeKind::kRemoved) {
      words = Escape(ch.text);
    } else if (ch.text_changed) {
      words = Words(ch.words);
    }
    if (!ch.reason.empty()) words += " <span class=\"meta\">(" + Escape(ch.reason) + ")</span>";
    std::string kind = diff::ChangeKindName(ch.kind);
    if (ch.kind == diff::ChangeKind::kMoved && ch.text_changed) kind += ", edited";
    if (ch.refs_only) kind += " (rule numbers only)";
    body += "<tr><td>" + Escape(kind) + "</td><td>" + Ids(map, from, ch.old_ids) + "</td><td>" +
            Ids(map, to, ch.new_ids) + "</td><td>" + words + "</td></tr>\n";
  }
  body += "</table>\n";
  PageFrame frame;
  frame.title = from + " → " + to;
  frame.subtitle = c.from.doc.title + ": " + c.from.doc.effective + " → " + c.to.doc.effective;
  return Page(frame, body);
}

}  // namespace arbiter::site
