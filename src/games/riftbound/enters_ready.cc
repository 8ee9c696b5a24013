#include "games/riftbound/enters_ready.h"

#include <algorithm>
#include <regex>

#include "games/riftbound/characteristics.h"
#include "games/riftbound/conditions.h"
#include "games/riftbound/internal.h"

namespace arbiter::games::riftbound {

namespace {

// "If an opponent controls a battlefield, I enter ready." (364.3.a's example), "I enter ready if a
// friendly unit or gear died this turn.": a condition conditions.cc reads (about no object named
// earlier), or "If you play me to a battlefield" (the location it was played to).
bool ConditionalEnterReady(const std::string& line, Action* a) {
  static const std::regex kIfFirst(R"(^If (.+), I enter ready\.$)");
  static const std::regex kIfAfter(R"(^I enter ready if (.+)\.$)");
  std::smatch m;
  if (!std::regex_match(line, m, kIfFirst) && !std::regex_match(line, m, kIfAfter)) return false;
  const std::string words = m[1].str();
  if (words == "you play me to a battlefield") {
    a->args["condition"] = std::string("played-to-battlefield");
    return true;
  }
  std::string code, object;
  if (!ConditionOf(words, &code, &object) || !object.empty()) return false;
  *a = EnterReadyWhile(code);
  return true;
}

}  // namespace

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
  } else if (!ConditionalEnterReady(line, &a)) {
    return false;
  }
  *out = a;
  return true;
}

Action EnterReadyWhile(const std::string& code) {
  Action a;
  a.verb = "enters_ready";
  a.args["condition"] = std::string("code");
  a.args["code"] = code;
  return a;
}

bool EntersReadyIfHolds(Engine& e, ObjectId id, std::string* found) {
  const GameState& s = e.state();
  const engine::Object& me = s.obj(id);
  const Action* ready = nullptr;
  for (const auto& ab : me.card.abilities) {
    if (ab.kind != "static" || !ab.not_modelled.empty()) continue;
    for (const Action& a : ab.effect)  // "[Level 3][>] I have +1 [S] and enter ready."
      if (a.verb == "enters_ready" && a.args.count("condition")) ready = &a;
  }
  if (ready == nullptr) return false;
  const std::string cond = ArgStr(*ready, "condition");
  const PlayerId p = me.controller;
  if (cond == "code") return ConditionHoldsFor(e, p, id, ArgStr(*ready, "code"), found);
  if (cond == "played-to-battlefield") {
    const bool at = IsBattlefield(s, me.zone);
    *found = Name(s, id) + (at ? " was played to " : " was not played to a battlefield but to ") +
             ZoneLabel(s, me.zone);
    return at;
  }
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
