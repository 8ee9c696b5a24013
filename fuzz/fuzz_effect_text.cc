// Fuzz target: the Dimensional Rift effect-text parser (games/dimrift/effect_text.h). The first
// byte picks the effect type and modifiers, the rest is the text. Checks: any text parses or is
// refused with a Status naming a column inside the text, never an exception or a crash.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "games/dimrift/effect_text.h"

using arbiter::dimrift::EffectModifiers;
using arbiter::dimrift::EffectType;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1 || size > 4096) return -1;
  static const EffectType kTypes[] = {EffectType::kSummoningCost, EffectType::kAction,
                                      EffectType::kContinuous, EffectType::kTrigger,
                                      EffectType::kActivation};
  const EffectType type = kTypes[data[0] % 5];
  EffectModifiers mods;
  mods.once_per_turn = (data[0] >> 3) & 1;
  mods.optional = (data[0] >> 4) & 1;
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  auto parsed = arbiter::dimrift::ParseEffect(text, type, mods);
  if (!parsed.ok()) return 0;
  for (const auto* clauses : {&parsed->criteria, &parsed->resolution}) {
    for (const auto& c : *clauses) {
      if (c.column < 1 || static_cast<size_t>(c.column) > text.size() + 1) {
        std::fprintf(stderr, "fuzz: a clause at column %d of a text of %zu bytes\n", c.column,
                     text.size());
        std::abort();
      }
    }
  }
  // The kind names scenario files use parse too.
  EffectType t;
  EffectModifiers m;
  (void)arbiter::dimrift::ParseEffectKind(text, &t, &m);
  return 0;
}
