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

std::vector<Standing> Standings(const std::vector<store::DocumentRecord>& docs,
                                const std::string& today) {
  std::vector<corpus::Document> plain;
  for (const auto& d : docs) plain.push_back(d.doc);
  const std::vector<corpus::Window> windows = corpus::EffectiveWindows(plain);
  std::vector<Standing> out;
  for (size_t i = 0; i < docs.size(); ++i) {
    Standing s;
    s.window = windows[i];
    if (s.window.from.empty()) {
      s.words = docs[i].doc.role == "primary" ? "no effective date" : "a dated source";
    } else if (corpus::InForce(s.window, today)) {
      s.in_force = true;
      s.words = "in force";
    } else if (today < s.window.from) {
      s.words = "not yet in force (from " + s.window.from + ")";
    } else {
      s.words = "superseded by " + s.window.superseded_by + " on " + s.window.until;
    }
    out.push_back(s);
  }
  return out;
}

}  // namespace

std::string DocumentKind(const corpus::Document& doc) {
  if (doc.role == "rulings") return "rulings";
  if (doc.game.find("rulings") != std::string::npos) return "rulings summary";
  if (doc.role == "secondary") return "secondary copy of " + doc.checks;
  if (doc.game == "mtr" || EndsWith(doc.game, "-tr")) return "tournament rules";
  if (doc.game == "ipg") return "penalties";
  return "core rules";
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
    std::string window;
    if (!s.window.from.empty()) {
      window = "effective " + s.window.from +
               (s.window.until.empty() ? " (no later release)" : " until " + s.window.until);
    } else if (!d.effective.empty()) {
      window = "dated " + d.effective;
    }
    out += "  " + (window.empty() ? "" : window + "; ") + s.words +
           (docs[i].is_default ? "; the default for " + d.game : "") + "; " +
           std::to_string(docs[i].rule_count) + " rules" + (docs[i].is_local ? "; imported" : "") +
           "\n";
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
    j["effective"] = d.effective;
    j["until"] = s.window.until;
    j["in_force"] = s.in_force;
    j["superseded_by"] = s.window.superseded_by;
    j["standing"] = s.words;
    j["role"] = d.role;
    j["default"] = docs[i].is_default;
    j["local"] = docs[i].is_local;
    j["rules"] = docs[i].rule_count;
    j["source"] = ToValidUtf8(d.source);
    j["provenance"] = ToValidUtf8(d.provenance);
    list.push_back(j);
  }
  nlohmann::ordered_json j;
  j["schema"] = "arbiter.docs/1";
  j["as_of"] = today;
  j["documents"] = list;
  return j.dump(2) + "\n";
}

}  // namespace arbiter::render
