#include "games/riftbound/enters_ready.h"

#include <algorithm>
#include <regex>

#include "games/riftbound/characteristics.h"
#include "games/riftbound/internal.h"

namespace arbiter::games::riftbound {

bool EnterReadyIf(const std::string& line, engine::Action* out) {
  static const std::regex kAnother(R"(^I enter ready if you control another ([A-Z][a-z]+)\.$)");
  static const std::regex kInBase(
      R"(^I enter ready if you have (two|three|\d+) or more other units in your base\.$)");
  std::smatch m;
  engine::Action a;
  a.verb = "enters_ready";
  if (std::regex_match(line, m, kAnother)) {
    a.args["condition"] = std::string("control-other-tag");
    a.args["tag"] = m[1].str();
  } else if (line == "I enter ready if you have a card with my name in your trash.") {
    a.args["condition"] = std::string("same-name-in-trash");
  } else if (std::regex_match(line, m, kInBase)) {
    const std::string n = m[1].str();
    a.args["condition"] = std::string("other-units-in-base");
    a.args["at_least"] = static_cast<int64_t>(n == "two" ? 2 : n == "three" ? 3 : std::stoi(n));
  } else {
    return false;
  }
  *out = a;
  return true;
}

bool EntersReadyIfHolds(const GameState& s, ObjectId id, std::string* found) {
  const engine::Object& me = s.obj(id);
  const Action* ready = nullptr;
  for (const auto& ab : me.card.abilities) {
    if (ab.kind == "static" && ab.not_modelled.empty() && !ab.effect.empty() &&
        ab.effect[0].verb == "enters_ready" && ab.effect[0].args.count("condition"))
      ready = &ab.effect[0];
  }
  if (ready == nullptr) return false;
  const std::string cond = ArgStr(*ready, "condition");
  const PlayerId p = me.controller;
  if (cond == "control-other-tag") {
    const std::string tag = ArgStr(*ready, "tag");
    for (const auto& o : s.objects) {
      if (o.id == id || o.controller != p || !s.zone(o.zone).board || o.face_down) continue;
      if (std::find(o.card.subtypes.begin(), o.card.subtypes.end(), tag) == o.card.subtypes.end())
        continue;
      *found = PlayerName(s, p) + " controls another " + tag + ", " + s.ObjectName(o.id);
      return true;
    }
    *found = PlayerName(s, p) + " controls no other " + tag;
    return false;
  }
  if (cond == "same-name-in-trash") {
    for (ObjectId t : s.zone(Trash(s, p)).objects) {
      if (s.obj(t).card.name != me.card.name) continue;
      *found = "a card named " + me.card.name + " is in " + PlayerName(s, p) + "'s trash";
      return true;
    }
    *found = "no card named " + me.card.name + " is in " + PlayerName(s, p) + "'s trash";
    return false;
  }
  if (cond == "other-units-in-base") {
    int n = 0;
    for (ObjectId o : s.zone(Base(s, p)).objects)
      if (o != id && IsUnit(s, o) && !s.obj(o).face_down) ++n;
    const int need = ArgInt(*ready, "at_least", 2);
    *found = PlayerName(s, p) + " has " + std::to_string(n) + " other unit(s) in base, " +
             (n >= need ? "at least " : "fewer than ") + std::to_string(need);
    return n >= need;
  }
  *found = "a condition the module does not read";
  return false;
}

}  // namespace arbiter::games::riftbound
