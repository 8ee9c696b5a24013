// Dimensional Rift fields as SVG for scenario pages: the grid, each card's name in its zone, its
// arrows as they point now (after orientation; a double arrow drawn doubled), face-down cards
// shaded, and the monuments in a row beside the grid. Plain SVG, no script.
#pragma once

#include <string>

#include "engine/state.h"

namespace arbiter::site {

// The field of a Dimensional Rift game state; "" when the state has no field grid or no card on
// it.
std::string FieldSvg(const engine::GameState& state, const std::string& caption);

}  // namespace arbiter::site
