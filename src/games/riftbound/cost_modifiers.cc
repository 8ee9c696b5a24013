#include "games/riftbound/cost_modifiers.h"

#include <algorithm>
#include <regex>

#include "games/riftbound/characteristics.h"
#include "games/riftbound/conditions.h"
#include "games/riftbound/history.h"
#include "games/riftbound/internal.h"
#include "util/strings.h"

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
  if (words == "I'm in combat") {  // attacking or defending (the source)
    *code = "self-in-combat";
    return true;
  }
  if (words == "you've played a unit or gear to a battlefield this turn") {
    *code = "played-to-battlefield";
    return true;
  }
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

bool CountedSelfDiscount(const std::string& line, engine::Action* out) {
  if (line != "This spell's Energy cost is reduced by the highest Might among units you control." &&
      line != "My Energy cost is reduced by the highest Might among units you control.")
    return false;
  out->verb = "discount";
  out->args = {{"cost", std::string("[1]")}, {"per", std::string("highest-friendly-might")}};
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
  if (name == "played-to-battlefield") {  // this turn's history (history.cc)
    const int n = HistoryCount(s, "played-to-battlefield:" + std::to_string(p));
    *found = PlayerName(s, p) + " played " + std::to_string(n) +
             " unit(s) or gear to a battlefield this turn";
    return n > 0;
  }
  if (name == "self-in-combat") {
    const bool in = card != engine::kNoObject && s.OnBoard(card) &&
                    (s.obj(card).Has("attacker") || s.obj(card).Has("defender"));
    *found = Name(s, card) + (in ? " is in combat" : " is not in combat");
    return in;
  }
  return ConditionHoldsFor(e, p, card, code, found);
}

bool CostModifierLine(const std::string& line, std::vector<engine::Action>* out) {
  // "While I'm in combat, friendly spells cost [1][A] less ..., and enemy spells cost [1][A]
  // more.": two modifiers under one condition.
  static const std::regex kBoth(R"(^(While [^,]+, )(.+?), and ([a-z].+)$)");
  if (std::smatch both; std::regex_match(line, both, kBoth)) {
    std::vector<engine::Action> first, second;
    if (!CostModifierLine(both[1].str() + both[2].str() + ".", &first) ||
        !CostModifierLine(both[1].str() + both[3].str(), &second))
      return false;
    out->insert(out->end(), first.begin(), first.end());
    out->insert(out->end(), second.begin(), second.end());
    return true;
  }
  const std::string cost = kCostSymbolsRegex;
  static const std::regex kLine(
      R"(^(?:While ([^,]+), )?(.+?) (?:cost )" + cost +
      R"( (less|more)|(?:Energy costs )?(?:are|is) reduced by )" + cost +
      R"()(?:,? to a minimum of \[(\d+)\])?\.(?: If this is \[Empowered\], they cost )" + cost +
      R"( (less|more) instead\.)?$)");
  std::smatch m;
  if (!std::regex_match(line, m, kLine)) return false;
  engine::Action a;
  a.verb = "cost_modifier";
  a.args["cost"] = m[3].matched ? m[3].str() : m[5].str();
  const bool more = m[4].matched && m[4].str() == "more";
  if (more) a.args["more"] = true;
  if (m[6].matched) a.args["minimum"] = static_cast<int64_t>(std::stoi(m[6].str()));
  if (m[1].matched) {
    std::string code;
    if (!CostConditionOf(m[1].str(), &code)) return false;
    a.args["while"] = code;
  }
  // Who plays the card it changes, and what card it is.
  static const std::regex kTagged(R"(^Your ([A-Z][a-z]+)s'$)");
  static const std::regex kKeywordFromTrash(
      R"(^Spells with \[([A-Za-z-]+)\] you play from your trash$)");
  const std::string subject = m[2].str();
  if (subject == "Your spells" || subject == "the Energy costs for spells you play" ||
      subject == "friendly spells") {
    a.args["who"] = std::string("you");
    a.args["card"] = std::string("spell");
  } else if (subject == "Opponents' spells" || subject == "enemy spells") {
    a.args["who"] = std::string("opponents");
    a.args["card"] = std::string("spell");
  } else if (std::smatch t; std::regex_match(subject, t, kTagged)) {
    a.args["who"] = std::string("you");
    a.args["card"] = std::string("card");
    a.args["tag"] = t[1].str();
  } else if (std::regex_match(subject, t, kKeywordFromTrash)) {
    a.args["who"] = std::string("you");
    a.args["card"] = std::string("spell");
    a.args["keyword"] = t[1].str();
    a.args["from"] = std::string("trash");
  } else {
    return false;
  }
  // "to a minimum of" on an increase, or a discount that turns into an increase, is no form seen.
  if (more && m[6].matched) return false;
  out->push_back(a);
  if (m[7].matched) {  // "If this is [Empowered], they cost [1][A] more instead."
    if ((m[8].str() == "more") != more || a.args.count("while")) return false;
    engine::Action instead = a;
    instead.args["cost"] = m[7].str();
    instead.args["while"] = std::string("self-empowered");
    instead.args["instead"] = true;
    out->push_back(instead);
  }
  return true;
}

void BoardCostModifiers(engine::Engine& e, engine::ObjectId card, engine::PlayerId p,
                        engine::ZoneId from, std::vector<CostModifierHit>* more,
                        std::vector<CostModifierHit>* less) {
  const GameState& s = e.state();
  const engine::Object& played = s.obj(card);
  auto str = [](const engine::Action& a, const char* k) {
    auto it = a.args.find(k);
    const std::string* v = it == a.args.end() ? nullptr : std::get_if<std::string>(&it->second);
    return v == nullptr ? std::string() : *v;
  };
  for (const engine::Object& src : s.objects) {
    if (src.id == card || !s.zone(src.zone).board || src.face_down) continue;  // 365.1
    for (const engine::Ability& ab : src.card.abilities) {
      if (ab.kind != "static" || !ab.not_modelled.empty()) continue;
      std::vector<CostModifierHit> hits;  // this ability's, in order ("instead" replaces)
      for (const engine::Action& a : ab.effect) {
        if (a.verb != "cost_modifier") continue;
        const std::string who = str(a, "who");
        if ((who == "you") != (src.controller == p)) continue;
        if (str(a, "card") == "spell" && played.card.type != "Spell") continue;
        const std::string tag = str(a, "tag"), keyword = str(a, "keyword");
        if (!tag.empty() && std::find(played.card.subtypes.begin(), played.card.subtypes.end(),
                                      tag) == played.card.subtypes.end())
          continue;
        if (!keyword.empty() && !HasKeyword(s, card, keyword)) continue;
        if (str(a, "from") == "trash" && from != Trash(s, p)) continue;
        std::string why = Name(s, src.id) + "'s \"" + ab.text + "\"";
        std::vector<std::string> rules;
        if (const std::string code = str(a, "while"); !code.empty()) {
          std::string found;
          if (!CostConditionHolds(e, src.controller, src.id, code, &found)) continue;
          why += " (" + code + ": " + found + ")";
          if (code == "dependent-empowered") {
            rules = {"727.1.b.2", "828.1.c"};
          } else if (StartsWith(code, "dependent-level")) {
            rules = {"727.1.b.2", "824.1.c"};
          } else {
            rules = {"364.3.a"};
          }
        }
        const auto inst = a.args.find("instead");
        if (inst != a.args.end() && std::get_if<bool>(&inst->second) != nullptr &&
            std::get<bool>(inst->second) && !hits.empty()) {
          why += " instead of " + str(hits.back().modifier, "cost");
          rules.push_back("158.2");
          hits.pop_back();
        }
        hits.push_back({a, why, rules});
      }
      for (CostModifierHit& h : hits) {
        const auto m = h.modifier.args.find("more");
        const bool up = m != h.modifier.args.end() && std::get_if<bool>(&m->second) != nullptr &&
                        std::get<bool>(m->second);
        (up ? more : less)->push_back(std::move(h));
      }
    }
  }
}

}  // namespace arbiter::games::riftbound
