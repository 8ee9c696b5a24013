#include "games/riftbound/cards.h"

#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <regex>

#include "util/files.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

int ParseSigned(const nlohmann::json& v) {
  if (v.is_number_integer()) return v.get<int>();
  if (v.is_string()) {
    std::string s = v.get<std::string>();
    if (!s.empty() && s[0] == '+') s = s.substr(1);
    try {
      return std::stoi(s);
    } catch (...) {
      return 0;
    }
  }
  return 0;
}

// Strips "Riftbound Unit: Name. " from the first line of gallery text.
std::string StripGalleryPrefix(const std::string& text) {
  static const std::regex kPrefix(R"(^Riftbound [A-Za-z ]+: [^\n]*?\. )");
  return std::regex_replace(text, kPrefix, "", std::regex_constants::format_first_only);
}

std::string StripHtml(const std::string& html) {
  std::string out;
  bool tag = false;
  // Each paragraph is a line (one ability per line, as in rules text).
  std::string text = std::regex_replace(html, std::regex("</p>\\s*<p>"), "\n");
  for (char c : text) {
    if (c == '<') {
      tag = true;
    } else if (c == '>') {
      tag = false;
    } else if (!tag) {
      out += c;
    }
  }
  // The gallery writes Might as :rb_might: inside effect text.
  return std::regex_replace(out, std::regex(":rb_might:"), "[S]");
}

}  // namespace

Result<std::vector<engine::Card>> ParseCardFile(std::string_view text, const std::string& file) {
  nlohmann::json j = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
  if (j.is_discarded() || !j.is_object() || !j.contains("cards") || !j["cards"].is_array()) {
    return Status::Corruption(file + ": not a Riftbound card file (expected {\"cards\": [...]})");
  }
  std::vector<engine::Card> out;
  for (const auto& c : j["cards"]) {
    if (!c.is_object()) return Status::Corruption(file + ": a card entry is not an object");
    engine::Card card;
    card.name = c.value("name", "");
    card.type = c.value("type", "");
    if (c.contains("tags") && c["tags"].is_array()) {
      for (const auto& t : c["tags"]) card.subtypes.push_back(t.get<std::string>());
    }
    if (c.contains("domains") && c["domains"].is_array()) {
      for (const auto& t : c["domains"]) card.domains.push_back(t.get<std::string>());
    }
    if (c.contains("might") && !c["might"].is_null()) card.stats["might"] = ParseSigned(c["might"]);
    if (c.contains("mightBonus") && !c["mightBonus"].is_null()) {
      card.stats["might_bonus"] = ParseSigned(c["mightBonus"]);
    }
    if (c.contains("energy") && !c["energy"].is_null())
      card.stats["energy"] = ParseSigned(c["energy"]);
    if (c.contains("power") && !c["power"].is_null()) card.stats["power"] = ParseSigned(c["power"]);
    if (c.contains("rulesText") && c["rulesText"].is_string()) {
      card.rules_text = StripGalleryPrefix(c["rulesText"].get<std::string>());
    }
    if (c.contains("effectHtml") && c["effectHtml"].is_string()) {
      card.effect_text = StripHtml(c["effectHtml"].get<std::string>());
    }
    CompleteCard(&card);
    out.push_back(std::move(card));
  }
  return out;
}

const std::vector<std::string>& KeywordNames() {
  static const std::vector<std::string> kNames = {
      "Accelerate", "Action", "Assault",    "Deathknell", "Deflect",     "Ganking",
      "Hidden",     "Legion", "Reaction",   "Shield",     "Tank",        "Temporary",
      "Vision",     "Equip",  "Quick-Draw", "Repeat",     "Weaponmaster"};
  return kNames;
}

std::vector<engine::Keyword> ParseKeywordLines(const std::string& text) {
  std::vector<engine::Keyword> out;
  // "[Assault 3]", "[Equip] [1][C]", "[Repeat] [4][C]", "[Deathknell] — ..."; several keywords may
  // share a line ("[Deflect], [Ganking]").
  static const std::regex kHead(R"(^\s*\[([A-Za-z-]+)(?: (\d+))?\]((?:\s*\[[A-Z0-9]\])*))");
  for (const std::string& raw : SplitLines(text)) {
    std::string line = raw;
    while (true) {
      std::smatch m;
      if (!std::regex_search(line, m, kHead)) break;
      std::string name = m[1].str();
      bool known = false;
      for (const auto& k : KeywordNames()) known = known || k == name;
      if (!known) break;
      engine::Keyword kw;
      kw.name = name;
      if (m[2].matched) {
        kw.value = std::stoi(m[2].str());
        kw.has_value = true;
      }
      std::string cost = m[3].str();
      cost.erase(std::remove(cost.begin(), cost.end(), ' '), cost.end());
      kw.cost = cost;
      out.push_back(kw);
      line = m.suffix().str();
      // Continue only for lists like "[Deflect], [Ganking]".
      size_t p = line.find_first_not_of(" ,");
      if (p == std::string::npos || line[p] != '[') break;
      line = line.substr(p);
    }
  }
  return out;
}

void CompleteCard(engine::Card* card) {
  if (card->keywords.empty()) card->keywords = ParseKeywordLines(card->rules_text);
}

}  // namespace arbiter::games::riftbound
