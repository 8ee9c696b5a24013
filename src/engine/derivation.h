// Derived values with their derivation: "Might 5 = printed 3 + 2 Might Bonus (Long Sword, 718.4)".
// A module computes a Derivation for a property; `arbiter why` prints it, assertions read `value`.
#pragma once

#include <string>
#include <vector>

#include "engine/state.h"

namespace arbiter::engine {

struct Term {
  std::string label;  // "printed", "buff", "Might Bonus", "Assault 3", "+3 this turn"
  int amount = 0;     // signed contribution (the first term is usually the base)
  std::string rule;   // the rule that makes the term apply ("718.4"), "" for printed values
  ObjectId source = kNoObject;  // where it comes from (the gear, the spell), if anything
  std::string note;             // optional: "applied in the Arithmetic layer (454.3.c)"
};

struct Derivation {
  std::string property;  // "might"
  int value = 0;
  std::vector<Term> terms;         // in application order
  std::vector<std::string> notes;  // e.g. "in the trash: printed Might is used (711)"
  std::vector<std::string> rules;  // rules that govern the whole computation (711, 454.3.d)
};

}  // namespace arbiter::engine
