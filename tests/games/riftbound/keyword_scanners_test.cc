// The scanners that read keywords at the start of a card's lines (games/riftbound/cards.h
// ParseKeywordLines, and the bare keywords CompletePrintedText brackets) against the regular
// expressions they replaced, on every string of every Riftbound card file and on random text.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <random>
#include <regex>
#include <string>
#include <vector>

#include "games/riftbound/card_text.h"
#include "games/riftbound/cards.h"
#include "util/files.h"
#include "util/strings.h"
#include "util/text_limits.h"

namespace arbiter::games::riftbound {
namespace {

bool Known(const std::string& name) {
  const auto& known = KeywordNames();
  return std::find(known.begin(), known.end(), name) != known.end();
}

// What BracketBareKeywords did with std::regex.
std::string BracketByRegex(const std::string& text) {
  static const std::regex kBare(R"(^([A-Z][A-Za-z-]+)( \d+)?(?=$| \(| \[))");
  std::vector<std::string> lines = SplitLines(text);
  bool changed = false;
  for (std::string& line : lines) {
    std::smatch m;
    if (!std::regex_search(line, m, kBare) || !Known(m[1].str())) continue;
    line = "[" + m[1].str() + m[2].str() + "]" + m.suffix().str();
    changed = true;
  }
  return changed ? Join(lines, "\n") : text;
}

// What ParseKeywordLines did with std::regex, as "name/value/cost" strings.
std::vector<std::string> KeywordsByRegex(const std::string& text) {
  std::vector<std::string> out;
  static const std::regex kHead(R"(^\s*\[([A-Za-z-]+)(?: (\d+))?\]((?:\s*\[[A-Z0-9]\])*))");
  for (const std::string& raw : SplitLines(text)) {
    std::string line = raw.substr(0, 512);
    while (true) {
      std::smatch m;
      if (!std::regex_search(line, m, kHead) || !Known(m[1].str())) break;
      std::string value;
      if (m[2].matched) {
        if (m[2].length() > static_cast<long>(kMaxTextNumberDigits)) break;
        value = std::to_string(std::stoi(m[2].str()));
      }
      std::string cost = m[3].str();
      cost.erase(std::remove(cost.begin(), cost.end(), ' '), cost.end());
      out.push_back(m[1].str() + "/" + value + "/" + cost);
      line = m.suffix().str();
      size_t p = line.find_first_not_of(" ,");
      if (p == std::string::npos || line[p] != '[') break;
      line = line.substr(p);
    }
  }
  return out;
}

std::vector<std::string> Shown(const std::vector<engine::Keyword>& keywords) {
  std::vector<std::string> out;
  for (const auto& k : keywords) {
    out.push_back(k.name + "/" + (k.has_value ? std::to_string(k.value) : "") + "/" + k.cost);
  }
  return out;
}

// Both ways on one text; false (and a failed check) when they differ.
bool Same(const std::string& text) {
  if (Shown(ParseKeywordLines(text)) != KeywordsByRegex(text)) {
    FAIL_CHECK("keywords of '" << text << "'");
    return false;
  }
  engine::Card card;
  card.rules_text = text;
  CompletePrintedText(&card);
  const std::string bracketed = BracketByRegex(text);
  if (card.rules_text != bracketed || Shown(card.keywords) != KeywordsByRegex(bracketed)) {
    FAIL_CHECK("bare keywords of '" << text << "'");
    return false;
  }
  return true;
}

void EveryString(const nlohmann::json& j, std::vector<std::string>* out) {
  if (j.is_string()) out->push_back(j.get<std::string>());
  if (j.is_array() || j.is_object()) {
    for (const auto& v : j) EveryString(v, out);
  }
}

}  // namespace

TEST_CASE("card keywords: the scanners read lines as the regular expressions did",
          "[riftbound][cards]") {
  std::vector<std::string> texts;
  for (const char* name :
       {"cards.json", "card-catalog.json", "cards-rules-relevant.json", "card-errata.json"}) {
    auto file = ReadFile(std::string(ARBITER_SOURCE_DIR) + "/rules-db/riftbound/" + name);
    REQUIRE(file.ok());
    EveryString(nlohmann::json::parse(*file), &texts);
  }
  CHECK(texts.size() > 10000);
  int with_keywords = 0;
  for (const std::string& t : texts) {
    if (Same(t) && !KeywordsByRegex(BracketByRegex(t)).empty()) ++with_keywords;
  }
  CHECK(with_keywords > 500);
  // Random lines over the characters the expressions look at, some opening with a keyword.
  std::mt19937 rng(20261126);
  const std::string alphabet = "[[[]]] ,(\t12AC-xyzTank";
  const std::vector<std::string> openings = {"",        "[Assault", "Assault",   "[Equip]",
                                             "Deflect", " [Tank]",  "[Shield 2]"};
  std::uniform_int_distribution<size_t> pick(0, alphabet.size() - 1), length(0, 14),
      opening(0, openings.size() - 1);
  int matched = 0;
  for (int n = 0; n < 30000; ++n) {
    std::string t = openings[opening(rng)];
    for (size_t k = length(rng); k > 0; --k) t += alphabet[pick(rng)];
    if (n % 7 == 0) t += "\n" + openings[opening(rng)] + " (x)";
    if (Same(t) && !KeywordsByRegex(BracketByRegex(t)).empty()) ++matched;
  }
  CHECK(matched > 1000);
}

}  // namespace arbiter::games::riftbound
