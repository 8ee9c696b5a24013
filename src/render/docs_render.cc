#include "render/docs_render.h"

#include <nlohmann/json.hpp>

#include "corpus/windows.h"
#include "util/strings.h"

namespace arbiter::render {
namespace {

struct Standing {
  corpus::Window window;
  std::string words;  // "in force", "superseded by X on D", "not yet in force (from D)", ...
  bool in_force = false;
};

// "superseded by riftbound@1.3 on 2026-03-30", or by a release the corpus does not hold.
std::string SupersededWords(const corpus::Window& w) {
  const std::string by = !w.superseded_by.empty() ? w.superseded_by : w.replaced_by;
  return "superseded" + (by.empty() ? "" : " by " + by) + " on " + w.until;
}

std::vector<Standing> Standings(const std::vector<store::DocumentRecord>& docs,
                                const std::string& today) {
  std::vector<Standing> out;
  for (const auto& d : docs) {
    Standing s;
    s.window = d.window;
    if (s.window.from.empty()) {
      s.words = d.doc.role == "primary"                            ? "no effective date"
                : d.doc.printed.empty() && d.doc.effective.empty() ? "undated"
                                                                   : "a dated source";
    } else if (corpus::InForce(s.window, today)) {
      s.in_force = true;
      s.words = "in force";
    } else if (today < s.window.from) {
      s.words = "not yet in force (from " + s.window.from + ")";
    } else {
      s.words = SupersededWords(s.window);
    }
    out.push_back(s);
  }
  return out;
}

}  // namespace

std::string DocumentKind(const corpus::Document& doc) {
  const std::string kind = corpus::KindOf(doc);
  return kind == "secondary copy" && !doc.checks.empty() ? kind + " of " + doc.checks : kind;
}

std::string DocumentCounts(const store::DocumentRecord& doc) {
  const auto counted = [](int n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
  };
  if (doc.doc.role == "cards") return counted(doc.entries, "card", "cards");
  if (doc.doc.role == "rulings") return counted(doc.entries, "entry", "entries");
  return counted(doc.rule_count, "rule", "rules");
}

std::string DocsText(const std::vector<store::DocumentRecord>& docs, const std::string& today,
                     bool color) {
  const std::vector<Standing> standing = Standings(docs, today);
  std::string out;
  for (size_t i = 0; i < docs.size(); ++i) {
    const corpus::Document& d = docs[i].doc;
    const Standing& s = standing[i];
    const std::string key = color ? "\x1b[1m" + d.key + "\x1b[0m" : d.key;
    out += key + "  " + d.title + " " + d.version + "  (" + d.game + ", " + DocumentKind(d) + ")\n";
    std::vector<std::string> parts;
    if (!d.printed.empty() && d.printed != s.window.from) parts.push_back("printed " + d.printed);
    if (!s.window.from.empty()) {
      parts.push_back(
          "effective " + s.window.from +
          (s.window.until.empty() ? " (no later release)" : " until " + s.window.until));
    } else if (!d.effective.empty()) {
      parts.push_back("dated " + d.effective);
    }
    const std::string window = Join(parts, "; ");
    out += "  " + (window.empty() ? "" : window + "; ") + s.words +
           (docs[i].is_default ? "; the default for " + d.game : "") + "; " +
           DocumentCounts(docs[i]) + (docs[i].is_local ? "; imported" : "") + "\n";
    out +=
        "  " + d.source + (d.provenance.empty() ? "" : ": " + CollapseSpaces(d.provenance)) + "\n";
  }
  out += std::to_string(docs.size()) + " documents, standing as of " + today + "\n";
  return out;
}

std::string DocsJson(const std::vector<store::DocumentRecord>& docs, const std::string& today) {
  const std::vector<Standing> standing = Standings(docs, today);
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  for (size_t i = 0; i < docs.size(); ++i) {
    const corpus::Document& d = docs[i].doc;
    const Standing& s = standing[i];
    nlohmann::ordered_json j;
    j["key"] = ToValidUtf8(d.key);
    j["game"] = ToValidUtf8(d.game);
    j["kind"] = ToValidUtf8(DocumentKind(d));
    j["title"] = ToValidUtf8(d.title);
    j["version"] = ToValidUtf8(d.version);
    j["printed"] = d.printed;
    j["effective"] = d.effective;
    j["until"] = s.window.until;
    j["in_force"] = s.in_force;
    j["superseded_by"] = s.window.superseded_by;
    j["replaced_by"] = ToValidUtf8(s.window.replaced_by);
    j["standing"] = s.words;
    j["role"] = d.role;
    j["default"] = docs[i].is_default;
    j["local"] = docs[i].is_local;
    j["rules"] = docs[i].rule_count;
    j["entries"] = docs[i].entries;
    j["source"] = ToValidUtf8(d.source);
    j["provenance"] = ToValidUtf8(d.provenance);
    list.push_back(j);
  }
  nlohmann::ordered_json j;
  j["schema"] = "arbiter.docs/1";
  j["as_of"] = today;
  j["documents"] = list;
  return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace arbiter::render
