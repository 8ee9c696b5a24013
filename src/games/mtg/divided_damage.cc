// Divided damage and split-card halves (divided_damage.h).
#include "games/mtg/divided_damage.h"

#include <algorithm>
#include <regex>

#include "engine/event.h"
#include "engine/unmodelled.h"
#include "util/strings.h"

namespace arbiter::games::mtg {

bool CompileDividedDamage(const std::string& sentence, engine::Action* out) {
  static const std::regex kDivided(
      R"(^~ deals (\d+) damage divided as you choose among (one or two|one, two, or three) )"
      R"((targets|target attacking or blocking creatures)\.$)");
  std::smatch m;
  if (!std::regex_match(sentence, m, kDivided)) return false;
  engine::Action a;
  a.verb = "deal-divided";
  a.args["amount"] = int64_t{std::stoi(m[1].str())};
  a.args["max"] = int64_t{m[2].str() == "one or two" ? 2 : 3};
  if (m[3].str() != "targets") a.args["among"] = std::string("attacking-or-blocking-creature");
  *out = std::move(a);
  return true;
}

std::vector<std::string> SplitHalves(const std::string& name) {
  const size_t sep = name.find(" // ");
  if (sep == std::string::npos) return {};
  return {name.substr(0, sep), name.substr(sep + 4)};
}

std::string HalfOf(const engine::Card& card, const engine::Ability& ability) {
  const std::vector<std::string> halves = SplitHalves(card.name);
  if (halves.empty()) return "";
  const std::string words = engine::ComparableText(ability.text);
  bool second = false;
  for (const std::string& line : SplitLines(card.rules_text)) {
    if (Trim(line) == "//") {
      second = true;
      continue;
    }
    if (!words.empty() && engine::ComparableText(line) == words) return halves[second ? 1 : 0];
  }
  return "";
}

std::string ParseDivision(const std::vector<std::string>& answers, const engine::Action& divided,
                          std::vector<Share>* out) {
  const int amount = static_cast<int>(std::get<int64_t>(divided.args.at("amount")));
  const int most = static_cast<int>(std::get<int64_t>(divided.args.at("max")));
  out->clear();
  if (answers.empty())
    return "the cast step announces no division (\"divided\": [\"<target>=<amount>\", ...])";
  int total = 0;
  for (const std::string& answer : answers) {
    Share sh;
    if (!engine::ReadAmountAnswer(answer, &sh.target, &sh.amount))
      return "\"" + answer + "\" is not \"<target>=<amount>\"";
    for (const Share& other : *out) {
      if (other.target == sh.target)
        return sh.target +
               " is named twice: one object or player can be chosen only once for "
               "one word \"target\" (601.2c)";
    }
    if (sh.amount < 1)
      return sh.target + " is given " + std::to_string(sh.amount) +
             ": each target must receive at least 1 of the damage divided (601.2d)";
    total += sh.amount;
    out->push_back(sh);
  }
  if (static_cast<int>(out->size()) > most)
    return std::to_string(out->size()) + " targets are named, and the text allows at most " +
           std::to_string(most);
  if (total != amount)
    return "the shares add up to " + std::to_string(total) + ", and the damage divided is " +
           std::to_string(amount);
  return "";
}

}  // namespace arbiter::games::mtg
