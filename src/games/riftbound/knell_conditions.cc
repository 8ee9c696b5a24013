#include "games/riftbound/knell_conditions.h"

#include "games/riftbound/characteristics.h"
#include "games/riftbound/internal.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {

bool KnellConditionOf(const std::string& effect, std::string* code, std::string* rest) {
  static const std::vector<std::pair<const char*, const char*>> kForms = {
      {"If I died alone, ", "knell-alone"},
      {"If I didn't die alone, ", "knell-not-alone"},
      {"If I was [Mighty], ", "knell-mighty"},
  };
  for (const auto& [words, c] : kForms) {
    if (!StartsWith(effect, words)) continue;
    *code = c;
    *rest = effect.substr(std::string(words).size());
    return true;
  }
  return false;
}

bool IsKnellCondition(const std::string& code) { return StartsWith(code, "knell-"); }

int FriendlyCompany(const engine::GameState& s, engine::ObjectId source) {
  const auto& me = s.obj(source);
  int n = 0;
  for (ObjectId id : s.zone(me.zone).objects) {
    if (id != source && s.obj(id).controller == me.controller && IsUnit(s, id)) ++n;
  }
  return n;
}

std::string CompanyVar(const engine::GameState& s, engine::ObjectId id) {
  return "knell-company:" + s.obj(id).key;
}

void KeepCompany(engine::GameState& s, const std::vector<engine::ObjectId>& ids) {
  std::vector<engine::ObjectId> units;
  for (ObjectId id : ids)
    if (s.OnBoard(id) && IsUnit(s, id)) units.push_back(id);
  if (units.size() < 2) return;
  for (ObjectId id : units) s.vars[CompanyVar(s, id)] = FriendlyCompany(s, id);
}

void ForgetCompany(engine::GameState& s, const std::vector<engine::ObjectId>& ids) {
  for (ObjectId id : ids) s.vars.erase(CompanyVar(s, id));
  // the marks of "one or more" abilities triggered by this group
  for (auto it = s.vars.lower_bound("one-or-more:");
       it != s.vars.end() && it->first.compare(0, 12, "one-or-more:") == 0;)
    it = s.vars.erase(it);
}

void CollectEnemyUnitsDieTriggers(engine::Engine& e, engine::ObjectId dying, int parent) {
  engine::GameState& s = e.state();
  const PlayerId owner_side = s.obj(dying).controller;
  const bool together = s.vars.count(CompanyVar(s, dying)) > 0;
  std::vector<ObjectId> ids;
  for (const auto& o : s.objects) {
    if (o.controller == engine::kNoPlayer || o.controller == owner_side || !s.zone(o.zone).board ||
        o.face_down)
      continue;
    for (const auto& ab : o.card.abilities) {
      if (ab.kind == "triggered" && ab.trigger == "enemy-units-die") {
        ids.push_back(o.id);
        break;
      }
    }
  }
  for (ObjectId id : ids) {
    if (together) {  // once for the units killed together (370.1.a.2)
      const std::string mark = "one-or-more:" + s.obj(id).key;
      if (s.vars.count(mark)) {
        e.Note(parent, {"370.1.a.2"},
               Name(s, id) +
                   "'s \"When one or more enemy units die\" has triggered for the units "
                   "killed with " +
                   Name(s, dying) + ": not again");
        continue;
      }
      s.vars[mark] = 1;
    }
    CollectAbilityTriggers(e, id, "enemy-units-die", parent);
  }
}

bool KnellConditionHolds(const engine::GameState& s, engine::ObjectId source,
                         const std::string& code, std::string* found) {
  if (source == engine::kNoObject || !s.OnBoard(source)) {
    *found = "it is not on the board";
    return false;
  }
  if (code == "knell-in-combat") {  // 740.2.c: a combat designation where combat is ongoing
    const auto& me = s.obj(source);
    const bool in = me.Has("attacker") || me.Has("defender");
    *found = Name(s, source) + (in ? " is in combat" : " is not in combat");
    return in;
  }
  if (code == "knell-mighty") {  // 708: 5 or more Might, as it dies
    const bool mighty = IsMighty(s, source);
    *found = Name(s, source) + " has Might " + std::to_string(MightValue(s, source)) +
             (mighty ? ": it was Mighty" : ": it was not Mighty");
    return mighty;
  }
  const auto kept = s.vars.find(CompanyVar(s, source));
  const int company =
      kept != s.vars.end() ? static_cast<int>(kept->second) : FriendlyCompany(s, source);
  *found = std::to_string(company) + " other friendly unit(s) at " +
           ZoneLabel(s, s.obj(source).zone) +
           (kept != s.vars.end() ? " as they were killed together" : "") +
           (company == 0 ? ": it died alone" : ": it did not die alone");
  return code == "knell-alone" ? company == 0 : company > 0;
}

}  // namespace arbiter::games::riftbound
