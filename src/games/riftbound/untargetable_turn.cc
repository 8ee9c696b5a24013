// "It can't be chosen by enemy spells and abilities this turn." (757, 758): a spell's instruction
// that makes the unit it named untargetable by its opponents' spells and abilities until the end
// of the turn (an Effect "untargetable" on it; untargetable.cc reads it where targets are chosen).
#include "games/riftbound/untargetable_turn.h"

#include "games/riftbound/internal.h"

namespace arbiter::games::riftbound {
namespace {

void RunUntargetableThisTurn(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const ObjectId id = ArgObject(e, a, "object", ctx);
  if (id == engine::kNoObject || !s.OnBoard(id)) return;
  engine::Effect eff;
  eff.id = s.next_effect_id++;
  eff.kind = "untargetable";
  eff.source = ctx.source;
  eff.target = id;
  eff.target_incarnation = s.obj(id).incarnation;
  eff.duration = engine::Duration::kThisTurn;
  eff.created_turn = s.turn;
  eff.rule = "757";
  eff.reason = "can't be chosen by enemy spells and abilities this turn";
  s.effects.push_back(eff);
  e.Note(ctx.parent, {"757", "758"},
         Name(s, id) + " can't be chosen by enemy spells and abilities this turn");
}

}  // namespace

bool CompileUntargetableSentence(const std::string& sentence, std::vector<Action>* out) {
  if (sentence != "It can't be chosen by enemy spells and abilities this turn") return false;
  out->push_back(Action{"untargetable_this_turn", {{"object", std::string("$ref")}}, 0});
  return true;
}

bool UntargetableThisTurn(const GameState& s, ObjectId id) {
  for (const auto& f : s.effects) {
    if (f.kind == "untargetable" && f.target == id && f.target_incarnation == s.obj(id).incarnation)
      return true;
  }
  return false;
}

std::vector<VerbRow> UntargetableTurnVerbs() {
  using T = engine::ParamSpec::Type;
  return {
      {{"untargetable_this_turn",
        "OBJECT can't be chosen by enemy spells and abilities until the end of the turn (757, 758)",
        {{"object", T::kObject}},
        {"757", "758"}},
       RunUntargetableThisTurn},
  };
}

}  // namespace arbiter::games::riftbound
