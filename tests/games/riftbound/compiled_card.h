// What the Riftbound card-text tests share: a card compiled from its printed text
// (games/riftbound/card_text.h), a program's verbs as one line, and an instruction's argument.
#pragma once

#include <string>
#include <variant>
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

// Argument `k` of `a` as text: a string as it is, a number in decimal, "" when absent, "?" for
// another kind of value.
inline std::string Arg(const engine::Action& a, const std::string& k) {
  auto it = a.args.find(k);
  if (it == a.args.end()) return "";
  if (auto* s = std::get_if<std::string>(&it->second)) return *s;
  if (auto* i = std::get_if<int64_t>(&it->second)) return std::to_string(*i);
  return "?";
}

}  // namespace arbiter::games::riftbound
