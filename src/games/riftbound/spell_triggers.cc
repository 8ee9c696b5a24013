// "When you play a spell that costs [N] or more, ...": the trigger "you-play-spell-costs-N"
// (card_text.cc) fires as P plays a spell whose printed Energy cost is N or more; what was paid
// does not matter (206, whose example is this very trigger).
#include <algorithm>

#include "games/riftbound/internal.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {

void CollectCostlySpellTriggers(Engine& e, PlayerId p, ObjectId spell, int parent) {
  GameState& s = e.state();
  const auto& stats = s.obj(spell).card.stats;
  const int printed = stats.count("energy") ? stats.at("energy") : 0;
  const std::string prefix = "you-play-spell-costs-";
  int most = 0;  // the highest threshold any of P's board objects waits for
  for (const auto& o : s.objects) {
    if (o.controller != p || !s.zone(o.zone).board || o.face_down) continue;
    for (const engine::Ability& ab : o.card.abilities) {
      if (ab.kind == "triggered" && StartsWith(ab.trigger, prefix))
        most = std::max(most, std::stoi(ab.trigger.substr(prefix.size())));
    }
  }
  if (most == 0) return;
  const int entry = e.Note(parent, {"206"},
                           Name(s, spell) + "'s printed cost is [" + std::to_string(printed) +
                               "] (what was paid does not matter)");
  for (int n = 1; n <= std::min(printed, most); ++n)
    CollectPlayerTriggers(e, p, prefix + std::to_string(n), entry);
}

}  // namespace arbiter::games::riftbound
