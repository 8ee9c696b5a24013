#include "games/riftbound/move_restrictions.h"

#include "games/riftbound/characteristics.h"
#include "games/riftbound/internal.h"

namespace arbiter::games::riftbound {

bool CompileMoveRestriction(const std::string& line, Action* out) {
  static const std::vector<std::pair<const char*, const char*>> kLines = {
      {"I can't move to base.", "me"},
      {"Units can't move to base.", "units"},
      {"Units can't move from here to base.", "units-here"},
  };
  for (const auto& [words, who] : kLines) {
    if (line != words) continue;
    *out = Action{"cant_move", {{"who", std::string(who)}, {"to", std::string("base")}}, 0};
    return true;
  }
  return false;
}

std::string MoveForbiddenBy(const GameState& s, ObjectId unit, ZoneId from, ZoneId to) {
  if (!IsUnit(s, unit) || to != Base(s, s.obj(unit).controller)) return "";
  for (const auto& o : s.objects) {
    // A passive of a permanent works while it is on the board (365.1), face up; a battlefield
    // card is in its battlefield's zone.
    if (!s.zone(o.zone).board || o.face_down) continue;
    for (const engine::Ability& ab : o.card.abilities) {
      if (ab.kind != "static" || !ab.not_modelled.empty() || ab.effect.empty() ||
          ab.effect[0].verb != "cant_move")
        continue;
      const std::string who = ArgStr(ab.effect[0], "who");
      const bool applies = (who == "me" && o.id == unit) || who == "units" ||
                           (who == "units-here" && from == o.zone);
      if (applies) return Name(s, o.id) + ": \"" + ab.text + "\"";
    }
  }
  return "";
}

}  // namespace arbiter::games::riftbound
