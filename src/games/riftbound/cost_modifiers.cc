#include "games/riftbound/cost_modifiers.h"

#include <regex>

#include "games/riftbound/characteristics.h"
#include "games/riftbound/conditions.h"
#include "games/riftbound/history.h"
#include "games/riftbound/internal.h"

namespace arbiter::games::riftbound {
namespace {

const char kCostSymbolsRegex[] = R"(((?:\[(?:\d+|C|A)\])+))";

engine::Action DiscountIf(const std::string& cost, const std::string& code) {
  engine::Action a;
  a.verb = "discount";
  a.args["cost"] = cost;
  a.args["condition"] = std::string("if");
  a.args["code"] = code;
  return a;
}

int CostCountWord(const std::string& w) {
  if (w == "one") return 1;
  if (w == "two") return 2;
  if (w == "three") return 3;
  return std::stoi(w);
}

}  // namespace

bool CostConditionOf(const std::string& words, std::string* code) {
  static const std::regex kBattlefieldUnits(
      R"(^you control a battlefield with exactly (\d+|one|two|three) units there$)");
  std::smatch m;
  if (words == "an enemy unit has died this turn") {
    *code = "enemy-unit-died";
    return true;
  }
  if (std::regex_match(words, m, kBattlefieldUnits)) {
    *code = "battlefield-units-eq:" + std::to_string(CostCountWord(m[1].str()));
    return true;
  }
  std::string object;
  return ConditionOf(words, code, &object) && object.empty();
}

bool ConditionalSelfDiscount(const std::string& line, engine::Action* out) {
  static const std::regex kIfFirst(
      std::string(R"(^If (.+?), (?:I cost|this costs|this spell costs) )") + kCostSymbolsRegex +
      R"( less\.$)");
  static const std::regex kIfAfter(std::string(R"(^(?:I cost|This costs|This spell costs) )") +
                                   kCostSymbolsRegex + R"( less if (.+?)\.$)");
  std::smatch m;
  std::string words, cost;
  if (std::regex_match(line, m, kIfFirst)) {
    words = m[1].str();
    cost = m[2].str();
  } else if (std::regex_match(line, m, kIfAfter)) {
    cost = m[1].str();
    words = m[2].str();
  } else {
    return false;
  }
  std::string code;
  if (!CostConditionOf(words, &code)) return false;
  *out = DiscountIf(cost, code);
  return true;
}

bool DependentDiscount(const std::string& text, const std::string& code, engine::Action* out) {
  static const std::regex kLess(std::string(R"(^(?:I cost|This costs) )") + kCostSymbolsRegex +
                                R"( less( instead)?\.$)");
  std::smatch m;
  if (!std::regex_match(text, m, kLess)) return false;
  *out = DiscountIf(m[1].str(), code);
  if (m[2].matched) out->args["instead"] = true;  // 158.2: it replaces the one printed before it
  return true;
}

bool CostConditionHolds(engine::Engine& e, engine::PlayerId p, engine::ObjectId card,
                        const std::string& code, std::string* found) {
  const GameState& s = e.state();
  const std::string name = code.substr(0, code.find(':'));
  const std::string param =
      code.find(':') == std::string::npos ? "" : code.substr(code.find(':') + 1);
  if (name == "enemy-unit-died") {  // units an opponent controlled as they died (history.cc)
    int n = 0;
    for (PlayerId q = 0; q < static_cast<PlayerId>(s.players.size()); ++q)
      if (q != p) n += HistoryCount(s, "died:unit:" + std::to_string(q));
    *found = std::to_string(n) + " enemy unit(s) died this turn";
    return n > 0;
  }
  if (name == "battlefield-units-eq") {  // any player's units at a battlefield P controls
    const size_t want = static_cast<size_t>(std::stoi(param));
    std::string seen;
    bool any = false;
    for (ZoneId z = 0; z < static_cast<ZoneId>(s.zones.size()); ++z) {
      if (!IsBattlefield(s, z) || s.zone(z).controller != p) continue;
      size_t units = 0;
      for (ObjectId o : s.zone(z).objects)
        if (IsUnit(s, o)) ++units;
      seen += (seen.empty() ? "" : ", ") + ZoneLabel(s, z) + " (" + std::to_string(units) +
              " unit(s) there)";
      any = any || units == want;
    }
    *found = seen.empty() ? PlayerName(s, p) + " controls no battlefield"
                          : PlayerName(s, p) + " controls " + seen;
    return any;
  }
  return ConditionHoldsFor(e, p, card, code, found);
}

}  // namespace arbiter::games::riftbound
