#include "games/riftbound/characteristics.h"

#include <algorithm>
#include <regex>
#include <variant>

#include "games/riftbound/aura_filters.h"
#include "games/riftbound/cards.h"
#include "games/riftbound/conditions.h"
#include "games/riftbound/counted_grants.h"
#include "games/riftbound/passive_conditions.h"
#include "games/riftbound/trash_keywords.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {

using engine::Derivation;
using engine::GameState;
using engine::ObjectId;
using engine::Term;

bool IsUnit(const GameState& s, ObjectId id) { return s.obj(id).card.type == "Unit"; }
bool IsGear(const GameState& s, ObjectId id) { return s.obj(id).card.type == "Gear"; }
bool IsEquipment(const GameState& s, ObjectId id) {
  const auto& t = s.obj(id).card.subtypes;
  return std::find(t.begin(), t.end(), "Equipment") != t.end();
}

bool RulesTextActive(const GameState& s, ObjectId id) {
  return s.obj(id).attached_to == engine::kNoObject;  // 718.2, 723
}

namespace {

bool EffectActive(const GameState& s, const engine::Effect& e) {
  if (e.target != engine::kNoObject) {
    const auto& t = s.obj(e.target);
    if (t.incarnation != e.target_incarnation || !s.zone(t.zone).board) return false;
  }
  if (e.duration == engine::Duration::kWhileSource && e.source != engine::kNoObject) {
    const auto& src = s.obj(e.source);
    if (src.incarnation != e.source_incarnation || !s.zone(src.zone).board) return false;
  }
  return true;
}

// The keywords a compiled grant lists, "Assault 2;Deflect" (card_text.cc writes them; values have
// at most six digits, the card readers refuse longer numbers).
std::vector<engine::Keyword> KeywordList(const std::string& list) {
  std::vector<engine::Keyword> out;
  for (const std::string& item : Split(list, ';')) {
    engine::Keyword kw;
    const size_t space = item.find(' ');
    kw.name = item.substr(0, space);
    if (space != std::string::npos) {
      kw.value = std::stoi(item.substr(space + 1));
      kw.has_value = true;
    }
    if (!kw.name.empty()) out.push_back(kw);
  }
  return out;
}

// The "While I'm [Mighty], I have [A], [B], and [C]." clause of a card's rules text.
std::vector<engine::Keyword> WhileMightyGrants(const engine::Card& card) {
  std::vector<engine::Keyword> out;
  static const std::regex kClause(R"(While I'm \[Mighty\], I have ([^.]*)\.)");
  static const std::regex kKw(R"(\[([A-Za-z-]+)(?: (\d+))?\])");
  std::smatch m;
  if (!std::regex_search(card.rules_text, m, kClause)) return out;
  std::string list = m[1].str();
  for (auto it = std::sregex_iterator(list.begin(), list.end(), kKw); it != std::sregex_iterator();
       ++it) {
    engine::Keyword k;
    k.name = (*it)[1].str();
    if ((*it)[2].matched) {
      k.value = std::stoi((*it)[2].str());
      k.has_value = true;
    }
    out.push_back(k);
  }
  return out;
}

// The dependent abilities of the object's own Rules Text that grant Might and keywords
// ("[Level 6][>] I have +1 [S] and [Ganking].", "[Empowered][>] I have +2 [S]."; card_text.cc
// compiles them to while_grants) and are Active now: a dependent ability is Active while its
// condition holds (727.1.b.2): its controller has N or more XP (824.1.c, 824.1.d), it is Empowered
// (828.1.c).
// Whether the condition of a conditional passive ability of `id` holds now (364.3.a): "buffed",
// "at-battlefield", "another-friendly-unit-here", "others-here" (COUNT or more other friendly
// units and/or gear at its battlefield). *from describes it for the derivation.
bool PassiveConditionHolds(const GameState& s, ObjectId id, const std::string& condition, int count,
                           std::string* from) {
  const auto& o = s.obj(id);
  const bool at_battlefield = s.zone(o.zone).name.rfind("battlefield", 0) == 0;
  auto others_here = [&](bool gear_too) {
    int n = 0;
    for (const auto& x : s.objects) {
      if (x.id == id || x.zone != o.zone || x.controller != o.controller || x.face_down) continue;
      if (IsUnit(s, x.id) || (gear_too && IsGear(s, x.id))) ++n;
    }
    return n;
  };
  if (condition == "buffed") {
    *from = "while buffed (364.3.a)";
    return o.Counter("buff") > 0;
  }
  if (condition == "at-battlefield") {
    *from = "while at a battlefield (364.3.a)";
    return at_battlefield;
  }
  if (condition == "another-friendly-unit-here") {
    *from = "while another friendly unit is here (364.3.a)";
    return others_here(false) > 0;
  }
  if (condition == "others-here") {
    *from = "while " + std::to_string(count) +
            " or more other friendly units and/or gear are at its battlefield (364.3.a)";
    return at_battlefield && others_here(true) >= count;
  }
  // "If you've discarded a card this turn, I have ...": this turn's history (history.cc).
  if (condition.rfind("history:", 0) == 0) {
    std::string found;
    const bool holds = HistoryConditionHolds(s, o.controller, id, condition.substr(8), &found);
    *from = "while " + found + " (364.3.a)";
    return holds;
  }
  // "while I'm attacking with another unit", "while you have 8+ runes" (passive_conditions.cc)
  if (auto now = PassiveConditionNow(s, id, condition, from)) return *now;
  return false;
}

struct DependentGrant {
  int might = 0;
  std::vector<engine::Keyword> keywords;
  std::string from;  // "[Level 6] (A has 7 XP)", "[Empowered]"
  std::string rule;
};

std::vector<DependentGrant> ActiveDependentGrants(const GameState& s, ObjectId id) {
  std::vector<DependentGrant> out;
  const auto& o = s.obj(id);
  if (!s.zone(o.zone).board || !RulesTextActive(s, id)) return out;
  auto arg = [](const engine::Action& a, const std::string& k) -> const engine::Value* {
    auto it = a.args.find(k);
    return it == a.args.end() ? nullptr : &it->second;
  };
  // Its own Rules Text, and the Effect Text of the cards attached to it, appended to it (718.3,
  // 477.2.c: "EFF: I have +2 [S] while I'm at a battlefield with ...": "I" is the unit).
  std::vector<const engine::Ability*> texts;
  for (const auto& ab : o.card.abilities)
    if (ab.text_box == "rules") texts.push_back(&ab);
  for (ObjectId a : o.attachments)
    for (const auto& ab : s.obj(a).card.abilities)
      if (ab.text_box == "effect") texts.push_back(&ab);
  for (const engine::Ability* text : texts) {
    const engine::Ability& ab = *text;
    if (ab.kind != "static" || ab.effect.empty() || ab.effect[0].verb != "while_grants") continue;
    if (!ab.not_modelled.empty()) continue;
    const engine::Action& g = ab.effect[0];
    const auto* cond = arg(g, "condition");
    if (cond == nullptr || !std::holds_alternative<std::string>(*cond)) continue;
    DependentGrant d;
    if (std::get<std::string>(*cond) == "level") {
      const auto* level = arg(g, "level");
      const int need = level ? static_cast<int>(std::get<int64_t>(*level)) : 0;
      int xp = 0;
      if (o.controller >= 0 && o.controller < static_cast<int>(s.players.size())) {
        const auto& res = s.players[static_cast<size_t>(o.controller)].resources;
        auto it = res.find("xp");
        xp = it == res.end() ? 0 : it->second;
      }
      if (xp < need) continue;
      d.from =
          "[Level " + std::to_string(need) + "] (its controller has " + std::to_string(xp) + " XP)";
      d.rule = "824.1.c";
    } else if (std::get<std::string>(*cond) == "empowered") {
      if (!o.Has("empowered")) continue;
      d.from = "[Empowered] (it is Empowered)";
      d.rule = "828.1.c";
    } else {
      const auto* n = arg(g, "count");
      if (!PassiveConditionHolds(s, id, std::get<std::string>(*cond),
                                 n ? static_cast<int>(std::get<int64_t>(*n)) : 0, &d.from))
        continue;
      d.rule = "364.3.a";
    }
    if (const auto* m = arg(g, "might")) d.might = static_cast<int>(std::get<int64_t>(*m));
    if (const auto* k = arg(g, "keywords"); k && std::holds_alternative<std::string>(*k)) {
      d.keywords = KeywordList(std::get<std::string>(*k));
    }
    out.push_back(d);
  }
  return out;
}

// What the passive abilities of objects on the board give `id` (364.1, 365.1: "Your Mechs have +1
// [S]", "Other friendly units here have [Assault]"; card_text.cc compiles them to aura): the
// Might and keywords of each that applies to it now, with the source named.
struct AuraGrant {
  int might = 0;
  std::vector<engine::Keyword> keywords;
  std::string from;  // "Rumble, Scrapper's \"Your Mechs have +1 [S].\""
  ObjectId source = engine::kNoObject;
  int minimum = 0;  // "-8 [S], to a minimum of 1 [S]": the Might a decrease stops at (0: none)
};

std::vector<AuraGrant> AuraGrants(const GameState& s, ObjectId id) {
  std::vector<AuraGrant> out;
  const auto& o = s.obj(id);
  if (!s.zone(o.zone).board || o.face_down) return out;
  auto str = [](const engine::Action& a, const std::string& k) {
    auto it = a.args.find(k);
    return it != a.args.end() && std::holds_alternative<std::string>(it->second)
               ? std::get<std::string>(it->second)
               : std::string();
  };
  auto flag = [](const engine::Action& a, const std::string& k) {
    auto it = a.args.find(k);
    return it != a.args.end() && std::holds_alternative<bool>(it->second) &&
           std::get<bool>(it->second);
  };
  for (const auto& src : s.objects) {
    // 365.1: a permanent's passive abilities apply while it is on the board (its Rules Text
    // active, 718.2).
    if (!s.zone(src.zone).board || src.face_down || !RulesTextActive(s, src.id)) continue;
    for (const auto& ab : src.card.abilities) {
      if (ab.kind != "static" || ab.effect.empty() || ab.effect[0].verb != "aura") continue;
      if (ab.text_box != "rules" || !ab.not_modelled.empty()) continue;
      const engine::Action& a = ab.effect[0];
      const std::string what = str(a, "what");
      if (what == "unit" && !IsUnit(s, id)) continue;
      if (what == "gear" && !IsGear(s, id)) continue;
      if (what == "token-unit" && !(IsUnit(s, id) && o.card.token)) continue;
      if (StartsWith(what, "tag:")) {
        const auto& tags = o.card.subtypes;
        if (std::find(tags.begin(), tags.end(), what.substr(4)) == tags.end()) continue;
      }
      // "Your" / "friendly": the source's controller's; a battlefield's, its controller's.
      const engine::PlayerId owner =
          src.card.type == "Battlefield" ? s.zone(src.zone).controller : src.controller;
      if (str(a, "who") == "friendly" && (owner == engine::kNoPlayer || o.controller != owner))
        continue;
      if (flag(a, "other") && src.id == id) continue;
      if (const std::string cond = str(a, "condition"); !cond.empty()) {
        std::string why;
        if (!PassiveConditionHolds(s, src.id, cond, 0, &why)) continue;
      }
      if (flag(a, "here") && src.zone != o.zone) continue;
      // States, keywords, "enemy", "at my battlefield" (aura_filters.cc)
      if (!AuraFilterAllows(s, src.id, id, a)) continue;
      AuraGrant g;
      g.source = src.id;
      g.from = s.ObjectName(src.id) + "'s \"" + ab.text + "\"";
      g.might = AuraMight(s, src.id, a);
      if (auto m = a.args.find("minimum");
          m != a.args.end() && std::holds_alternative<int64_t>(m->second))
        g.minimum = static_cast<int>(std::get<int64_t>(m->second));
      g.keywords = KeywordList(AuraKeywords(s, src.id, id, a));
      out.push_back(g);
    }
  }
  return out;
}

std::vector<KeywordInstance> BaseKeywords(const GameState& s, ObjectId id) {
  std::vector<KeywordInstance> out;
  const auto& o = s.obj(id);
  bool active = RulesTextActive(s, id);
  for (const auto& k : o.card.keywords) {
    out.push_back({k.name, k.has_value ? k.value : 1, "printed", "", id, active});
  }
  if (s.zone(o.zone).board) {
    // 718.3 / 719.1: the Effect Text of attached cards is appended to this card's Rules Text.
    for (ObjectId a : o.attachments) {
      for (const auto& k : ParseKeywordLines(s.obj(a).card.effect_text)) {
        out.push_back({k.name, k.has_value ? k.value : 1, s.ObjectName(a) + "'s Effect Text",
                       "718.3", a, true});
      }
    }
    // 801.3.a: keywords granted by effects, for their duration.
    for (const auto& e : s.effects) {
      if (e.kind != "grant-keyword" || e.target != id || !EffectActive(s, e)) continue;
      out.push_back({e.keyword, e.amount > 0 ? e.amount : 1, e.reason, "801.3.a", e.source, true});
    }
    // 727.1.b.2: the keywords of its Active dependent abilities (Level, Empowered).
    for (const auto& g : ActiveDependentGrants(s, id)) {
      for (const auto& k : g.keywords)
        out.push_back({k.name, k.has_value ? k.value : 1, g.from, g.rule, id, true});
    }
    // 364.1, 477.2.b: keywords other objects' passive abilities give it.
    for (const auto& g : AuraGrants(s, id)) {
      for (const auto& k : g.keywords)
        out.push_back({k.name, k.has_value ? k.value : 1, g.from, "364.1", g.source, true});
    }
    // 477.2.a: "I have [Assault] equal to the number of ..." (counted_grants.cc).
    for (const auto& g : CountedGrants(s, id)) {
      if (!g.keyword.empty()) out.push_back({g.keyword, g.value, g.from, "477.2.a", id, true});
    }
  } else {
    // 801.3.a: keywords given to a card in the trash, while it stays there (trash_keywords.cc).
    for (const auto& g : TrashGrants(s, id))
      out.push_back({g.keyword.name, 1, g.from, "801.3.a", g.source, true});
  }
  return out;
}

Derivation MightWith(const GameState& s, ObjectId id, const std::vector<KeywordInstance>& kws) {
  Derivation d;
  d.property = "might";
  const auto& o = s.obj(id);
  auto printed = o.card.stats.find("might");
  int base = printed == o.card.stats.end() ? 0 : printed->second;
  d.terms.push_back({"printed Might", base, "", id, ""});
  if (!s.zone(o.zone).board) {
    d.value = base;
    d.rules.push_back("711");
    d.notes.push_back("not on the board: its printed Might is used (711)");
    return d;
  }
  d.rules.push_back("710");
  // 477.1.a.1: "Its base Might becomes 5 this turn" assigns Might in the Trait layer, before the
  // Arithmetic layer's increases and decreases; the latest such effect is the one that holds.
  for (const auto& e : s.effects) {
    if (e.kind != "base-might" || e.target != id || !EffectActive(s, e)) continue;
    d.terms.push_back({e.reason, e.amount - base, "477.1.a.1", e.source,
                       "its base Might becomes " + std::to_string(e.amount)});
    base = e.amount;
  }
  std::vector<Term> ups, downs;
  // 703: each buff contributes +1 (there is at most one, 702.3).
  if (int b = o.Counter("buff"); b > 0) ups.push_back({"buff", b, "703", engine::kNoObject, ""});
  // 718.4 / 421.1.d: the Might Bonus of each attached card.
  for (ObjectId a : o.attachments) {
    auto mb = s.obj(a).card.stats.find("might_bonus");
    if (mb == s.obj(a).card.stats.end() || mb->second == 0) continue;
    Term t{"Might Bonus of " + s.ObjectName(a), mb->second, "718.4", a,
           "applied in the Arithmetic layer (454.3.c)"};
    (mb->second > 0 ? ups : downs).push_back(t);
  }
  // 727.1.b.2: the Might of its Active dependent abilities ("[Level 3][>] I have +1 [S]").
  for (const auto& g : ActiveDependentGrants(s, id)) {
    if (g.might != 0) (g.might > 0 ? ups : downs).push_back({g.from, g.might, g.rule, id, ""});
  }
  // 477.3.a: "I have +1 [S] for each friendly gear" (counted_grants.cc).
  for (const auto& g : CountedGrants(s, id)) {
    if (g.might != 0) (g.might > 0 ? ups : downs).push_back({g.from, g.might, "477.3.a", id, ""});
  }
  // 364.1, 477.3: Might other objects' passive abilities give it ("Your Mechs have +1 [S]").
  std::vector<int> minimums;  // per decrease: the Might it stops at (0: none)
  for (const auto& g : AuraGrants(s, id)) {
    if (g.might != 0)
      (g.might > 0 ? ups : downs).push_back({g.from, g.might, "364.1", g.source, ""});
    if (g.might < 0 && g.minimum > 0) {  // a passive's limit: read each time (477.3.e.2.b)
      minimums.resize(downs.size() - 1, 0);
      minimums.push_back(g.minimum);
    }
  }
  // Card effects that make buffs give more ("Buffs give an additional +1 Might to friendly units
  // this turn", Stand United, the 811.2 example).
  if (o.Counter("buff") > 0) {
    for (const auto& e : s.effects) {
      if (e.kind != "buffed-bonus" || e.scope != std::to_string(o.controller)) continue;
      ups.push_back({e.reason, e.amount, "", e.source, ""});
    }
  }
  // 710: Might effects currently applying ("+3 Might this turn").
  for (const auto& e : s.effects) {
    if (e.kind != "might" || e.target != id || !EffectActive(s, e)) continue;
    Term t{e.reason, e.amount, e.rule.empty() ? "710" : e.rule, e.source, ""};
    if (e.amount < 0) {
      minimums.resize(downs.size(), 0);  // earlier decreases (negative Might Bonuses) have none
      minimums.push_back(e.minimum);
    }
    (e.amount >= 0 ? ups : downs).push_back(t);
  }
  minimums.resize(downs.size(), 0);
  // 807.1.c: Assault while an attacker; 814.1.c: Shield while a defender. Values summed (807.2,
  // 814.2).
  auto total = [&](const std::string& name) {
    int sum = 0;
    for (const auto& k : kws) {
      if (k.name == name && k.active) sum += k.value;
    }
    return sum;
  };
  if (o.Has("attacker")) {
    if (int a = total("Assault"); a > 0) {
      ups.push_back(
          {"Assault " + std::to_string(a) + " (attacker)", a, "807.1.c", engine::kNoObject, ""});
    }
  }
  if (o.Has("defender")) {
    if (int sh = total("Shield"); sh > 0) {
      ups.push_back(
          {"Shield " + std::to_string(sh) + " (defender)", sh, "814.1.c", engine::kNoObject, ""});
    }
  }
  // 477.3.e: increases first, then decreases.
  int value = base;
  for (auto& t : ups) {
    value += t.amount;
    d.terms.push_back(t);
  }
  for (size_t i = 0; i < downs.size(); ++i) {
    Term t = downs[i];
    // "to a minimum of N": the decrease stops at N (and does nothing below it).
    if (int floor = minimums[i]; floor > 0 && value + t.amount < floor) {
      int applied = std::min(0, floor - value);
      t.note =
          "limited to " + std::to_string(applied) + ": Might stops at " + std::to_string(floor);
      t.amount = applied;
    }
    value += t.amount;
    d.terms.push_back(t);
  }
  if (!downs.empty() && !ups.empty()) {  // increases first (477.3.e.1.a), decreases last (.2.a)
    d.rules.insert(d.rules.end(), {"477.3.e", "477.3.e.1.a", "477.3.e.2.a"});
  }
  d.value = std::max(0, value);
  return d;
}

// Keywords after the conditional "While I'm Mighty" grants settle (453: layers re-applied until
// nothing changes).
std::vector<KeywordInstance> SettledKeywords(const GameState& s, ObjectId id) {
  std::vector<KeywordInstance> kws = BaseKeywords(s, id);
  const auto& o = s.obj(id);
  if (!s.zone(o.zone).board || !RulesTextActive(s, id)) return kws;
  auto grants = WhileMightyGrants(o.card);
  if (grants.empty()) return kws;
  // The grant does not depend on itself except through Shield/Assault; evaluate Might without the
  // conditional grants first (453.1), then re-check (476.2).
  int might = MightWith(s, id, kws).value;
  if (might >= kMightyThreshold) {
    for (const auto& g : grants) {
      kws.push_back(
          {g.name, g.has_value ? g.value : 1, "while Mighty (its own text)", "476.2", id, true});
    }
  }
  return kws;
}

}  // namespace

std::vector<KeywordInstance> Keywords(const GameState& s, ObjectId id) {
  return SettledKeywords(s, id);
}

bool HasKeyword(const GameState& s, ObjectId id, const std::string& name) {
  for (const auto& k : Keywords(s, id)) {
    if (k.name == name && k.active) return true;
  }
  return false;
}

bool HasKeywordForReference(const GameState& s, ObjectId id, const std::string& name) {
  for (const auto& k : Keywords(s, id)) {
    if (k.name == name) return true;
  }
  return false;
}

int KeywordTotal(const GameState& s, ObjectId id, const std::string& name) {
  int sum = 0;
  for (const auto& k : Keywords(s, id)) {
    if (k.name == name && k.active) sum += k.value;
  }
  return sum;
}

Derivation Might(const GameState& s, ObjectId id) {
  auto kws = SettledKeywords(s, id);
  Derivation d = MightWith(s, id, kws);
  std::vector<std::string> granted;
  for (const auto& k : kws) {
    if (k.rule == "476.2") granted.push_back(k.name);
  }
  if (!granted.empty()) {
    d.rules.push_back("476.2");
    d.rules.push_back("708");  // its "While I'm [Mighty]" text applies: it is Mighty
    std::string list;
    for (size_t i = 0; i < granted.size(); ++i) list += (i ? ", " : "") + granted[i];
    d.notes.push_back("while Mighty (Might 5 or more, 708) it has " + list +
                      " (its own text); the layers were re-applied until nothing changed (476.2)");
  }
  return d;
}

bool IsMighty(const GameState& s, ObjectId id) { return MightValue(s, id) >= kMightyThreshold; }

std::vector<std::pair<ObjectId, int>> BonusDamageSources(const GameState& s,
                                                         engine::PlayerId player) {
  std::vector<std::pair<ObjectId, int>> out;
  // The compiled "Your spells and abilities deal N Bonus Damage" (card_text.h) of each object
  // `player` controls: its own Rules Text while active (718.2), and the Effect Text of the cards
  // attached to it, which it has (718.3): the gear is named as the source.
  auto amount = [](const engine::Ability& ab) {
    if (ab.kind != "static" || ab.effect.empty() || ab.effect[0].verb != "bonus_damage") return 0;
    auto it = ab.effect[0].args.find("amount");
    return it == ab.effect[0].args.end() ? 0 : static_cast<int>(std::get<int64_t>(it->second));
  };
  for (const auto& o : s.objects) {
    if (o.controller != player || !s.zone(o.zone).board) continue;
    if (RulesTextActive(s, o.id)) {
      for (const auto& ab : o.card.abilities) {
        if (ab.text_box == "rules" && amount(ab) != 0) out.emplace_back(o.id, amount(ab));
      }
    }
    for (ObjectId a : o.attachments) {
      for (const auto& ab : s.obj(a).card.abilities) {
        if (ab.text_box == "effect" && amount(ab) != 0) out.emplace_back(a, amount(ab));
      }
    }
  }
  for (const auto& e : s.effects) {
    if (e.kind == "bonus-damage" && e.scope == std::to_string(player)) {
      out.emplace_back(e.source, e.amount);
    }
  }
  return out;
}

}  // namespace arbiter::games::riftbound
