// The Dimensional Rift cards scenarios may name: printed type, stats (might, life, mana = Mana
// Stat), arrows and effects (engine::Ability: kind = the effect icon's name, e.g. "optional
// trigger", text = the effect text in the page's grammar). Made-up cards, one per mechanism the
// page describes; each effect text parses with effect_text.h (a test checks).
#pragma once

#include <string>
#include <vector>

#include "engine/state.h"
#include "util/status.h"

namespace arbiter::games::dimrift {

const std::vector<engine::Card>& Cards();

}  // namespace arbiter::games::dimrift
