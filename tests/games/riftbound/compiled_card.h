// What the Riftbound card-text tests share: a card compiled from its printed text
// (games/riftbound/card_text.h) and a program's verbs as one line.
#pragma once

#include <string>
#include <vector>

#include "engine/state.h"
#include "games/riftbound/card_text.h"

namespace arbiter::games::riftbound {

// A card named "Test" of `type` whose rules text is `text`, compiled.
inline engine::Card Compiled(const std::string& type, const std::string& text) {
  engine::Card c;
  c.name = "Test";
  c.type = type;
  c.rules_text = text;
  CompileCardText(&c);
  return c;
}

// The verbs of `program`, space-separated ("exhaust pay").
inline std::string Verbs(const std::vector<engine::Action>& program) {
  std::string out;
  for (const auto& a : program) out += (out.empty() ? "" : " ") + a.verb;
  return out;
}

}  // namespace arbiter::games::riftbound
