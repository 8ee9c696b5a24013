#include "corpus/analogues.h"

#include <nlohmann/json.hpp>

#include "corpus/rule_id.h"
#include "util/files.h"
#include "util/strings.h"

namespace arbiter::corpus {
namespace {

// The 1-based line of the n-th (0-based) occurrence of `needle`, or 0.
int LineOfOccurrence(std::string_view text, std::string_view needle, size_t n) {
  size_t pos = 0;
  for (size_t k = 0;; ++k) {
    pos = text.find(needle, pos);
    if (pos == std::string_view::npos) return 0;
    if (k == n) break;
    pos += needle.size();
  }
  int line = 1;
  for (size_t i = 0; i < pos; ++i) line += text[i] == '\n';
  return line;
}

Status ParseSide(const std::string& cite, const std::string& where, std::string* game,
                 std::string* id) {
  const corpus::Citation c = corpus::ParseCitation(cite);
  if (c.game.empty()) {
    return Status::Corruption(where + "'" + cite +
                              "' names no game (write game:id, e.g. mtg:701.3)");
  }
  auto canonical = corpus::CanonicalId(c.id, corpus::StyleForGame(c.game));
  if (!canonical) return Status::Corruption(where + "'" + cite + "' has no rule id");
  *game = c.game;
  *id = *canonical;
  return Status::Ok();
}

}  // namespace

Result<std::vector<Analogue>> ParseAnalogues(std::string_view text, const std::string& file) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    return Status::Corruption(file + ": " + e.what());
  }
  if (!j.is_object() || j.value("schema", 0) != 1 || !j.contains("analogues") ||
      !j["analogues"].is_array()) {
    return Status::Corruption(file + ":1: expected {\"schema\": 1, \"analogues\": [...]}");
  }
  std::vector<Analogue> out;
  size_t n = 0;
  for (const auto& e : j["analogues"]) {
    Analogue a;
    a.line = LineOfOccurrence(text, "\"from\"", n++);
    const std::string where = file + ":" + std::to_string(a.line) + ": ";
    if (!e.is_object() || !e.contains("from") || !e.contains("to") || !e.contains("rationale") ||
        !e["from"].is_string() || !e["to"].is_string() || !e["rationale"].is_string()) {
      return Status::Corruption(where + "an analogue needs string fields from, to and rationale");
    }
    Status s = ParseSide(e["from"].get<std::string>(), where, &a.from_game, &a.from_id);
    if (!s.ok()) return s;
    s = ParseSide(e["to"].get<std::string>(), where, &a.to_game, &a.to_id);
    if (!s.ok()) return s;
    a.rationale = std::string(Trim(e["rationale"].get<std::string>()));
    if (a.rationale.empty()) return Status::Corruption(where + "empty rationale");
    out.push_back(std::move(a));
  }
  return out;
}

Result<std::vector<Analogue>> LoadAnalogues(const std::string& rules_db_dir) {
  const std::string path = JoinPath(rules_db_dir, "analogues.json");
  if (!FileExists(path)) return std::vector<Analogue>{};
  auto text = ReadFile(path);
  if (!text.ok()) return text.status();
  return ParseAnalogues(*text, path);
}

}  // namespace arbiter::corpus
