// Untargetability (756-758): "I can't be chosen by enemy spells and abilities." (757.1, Ruin
// Runner's words), optionally "... unless I'm in combat.", compiled by card_text.cc to a static
// "untargetable" passive; the places that choose targets (play.cc, activate.cc, module.cc) leave
// such an object out for a spell or ability an opponent controls (758, 355.9.b).
#include "games/riftbound/internal.h"
#include "games/riftbound/untargetable_turn.h"

namespace arbiter::games::riftbound {

bool Untargetable(const GameState& s, ObjectId id, PlayerId chooser) {
  const auto& o = s.obj(id);
  if (chooser == engine::kNoPlayer || chooser == o.controller || !s.zone(o.zone).board)
    return false;
  if (UntargetableThisTurn(s, id)) return true;  // a spell's "this turn" (untargetable_turn.cc)
  for (const engine::Ability& ab : o.card.abilities) {
    if (ab.kind != "static" || !ab.not_modelled.empty() || ab.effect.empty() ||
        ab.effect[0].verb != "untargetable")
      continue;
    if (ArgStr(ab.effect[0], "unless") == "in-combat" && (o.Has("attacker") || o.Has("defender")))
      continue;  // "... unless I'm in combat": it is
    return true;
  }
  return false;
}

}  // namespace arbiter::games::riftbound
