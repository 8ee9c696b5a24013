#include "games/riftbound/buff_limit.h"

#include "games/riftbound/internal.h"

namespace arbiter::games::riftbound {

bool CompileBuffLimitLine(const std::string& line, Action* out) {
  if (line != "I can have any number of buffs.") return false;
  *out = Action{"any_number_of_buffs", {}, 0};
  return true;
}

bool AnyNumberOfBuffs(const GameState& s, ObjectId id) {
  const auto& o = s.obj(id);
  if (!s.zone(o.zone).board || o.face_down || !RulesTextActive(s, id)) return false;
  for (const engine::Ability& ab : o.card.abilities) {
    if (ab.kind == "static" && ab.not_modelled.empty() && !ab.effect.empty() &&
        ab.effect[0].verb == "any_number_of_buffs")
      return true;
  }
  return false;
}

}  // namespace arbiter::games::riftbound
