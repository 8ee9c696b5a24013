// Stun (423): a binary status of units on the board (423.1.a) that a Game Effect gives
// (423.2.a); a stunned unit cannot be stunned again (423.1.a.1), adds no Might to combat damage
// (423.1.b; combat.cc) and loses the status in step 3d of the end-of-turn cleanup (423.1.a.2;
// turn.cc). The card text "Stun a unit.", "[Stun] an enemy unit at a battlefield." (the symbol
// reads as the word) compiles to the "stun" verb on the chosen target.
#include "games/riftbound/stun.h"

#include <regex>

#include "games/riftbound/internal.h"
#include "games/riftbound/target_phrase.h"
#include "games/riftbound/trigger_events.h"

namespace arbiter::games::riftbound {
namespace {

void RunStun(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const ObjectId id = ArgObject(e, a, "object", ctx);
  if (id == engine::kNoObject) return;
  {
    auto& o = s.obj(id);
    if (o.card.type != "Unit" || !s.zone(o.zone).board) {
      e.Note(ctx.parent, {"423.1"}, Name(s, id) + " is not a unit on the board: it is not stunned");
      return;
    }
    if (o.Has("stunned")) {
      e.Note(ctx.parent, {"423.1.a.1"},
             Name(s, id) + " is already stunned: it cannot be stunned again");
      return;
    }
    // Passives that read the status ("Stunned enemy units here have -8 [S]", "While there's a
    // stunned enemy unit here, I have +2 [S]"): the Might they change is named.
    const MightWatch watch = WatchAllMight(s);
    o.status.insert("stunned");
    const int entry = e.Note(ctx.parent, {"423.1", "423.1.a"}, Name(s, id) + " is stunned",
                             {{Key(s, id), "stunned", "false", "true"}});
    ReportMight(e, watch, entry);
    // "When you stun an enemy unit" (trigger_events.cc)
    FireEvent(e, GameEvent{"stun", id, ctx.controller, o.zone}, entry);
  }
}

}  // namespace

bool CompileStunSentence(const std::string& sentence, std::vector<engine::Action>* out,
                         std::string* targets) {
  static const std::regex kStun(
      R"(^(?:Stun|\[Stun\]) (me|it|a unit|a unit at a battlefield|an enemy unit|an enemy unit at a battlefield|an enemy unit here|an enemy unit attacking here)$)");
  std::smatch m;
  if (!std::regex_match(sentence, m, kStun)) return false;
  const std::string words = m[1].str();
  std::string requirement;
  if (words == "a unit") requirement = "unit";
  if (words == "a unit at a battlefield") requirement = "unit-at-battlefield";
  if (words == "an enemy unit") requirement = "enemy-unit";
  if (words == "an enemy unit at a battlefield") requirement = "enemy-unit-at-battlefield";
  if (words == "an enemy unit here") requirement = "enemy-unit-here";
  // Shadow: "an enemy unit attacking here" is the grammar's "an attacking enemy unit here"
  if (words == "an enemy unit attacking here") {
    requirement = OneTargetRequirement("an attacking enemy unit here");
    if (requirement.empty()) return false;
  }
  engine::Action a;
  a.verb = "stun";
  // "it": the object named before ($ref, card_text.cc CompileEffect)
  a.args["object"] = std::string(words == "me" ? "$self" : words == "it" ? "$ref" : "$target");
  out->push_back(a);
  if (!requirement.empty()) *targets = requirement;
  return true;
}

std::vector<VerbRow> StunVerbs() {
  using T = engine::ParamSpec::Type;
  return {
      {{"stun",
        "OBJECT (a unit on the board) becomes stunned (423): no Might in combat damage until the "
        "end of turn",
        {{"object", T::kObject}},
        {"423.1", "423.1.a", "423.1.a.1"}},
       RunStun},
  };
}

}  // namespace arbiter::games::riftbound
