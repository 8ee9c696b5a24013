// Card text a module does not execute, kept as data so a run names it instead of skipping it.
// A module's card compiler (GameModule::CompleteCard) turns each ability it cannot run into
// NotModelled(ability, why): the ability keeps its kind, trigger and printed words, and its effect
// is the one instruction kNotModelledVerb, which every module runs as Engine::Unmodelled (a
// "not-modelled" trace entry; the run ends incomplete).
#pragma once

#include <string>
#include <string_view>

#include "engine/state.h"

namespace arbiter::engine {

inline constexpr const char* kNotModelledVerb = "not-modelled";

// `ability` marked not modelled for `why` ("no verb for 'channel 1 rune exhausted'"), its effect
// replaced by one kNotModelledVerb instruction carrying its text and the reason.
Ability NotModelled(Ability ability, std::string why);

// True for the abilities that could matter merely by being in play: static abilities, and
// triggered abilities on an event the module does not fire (their `trigger` is empty).
bool NamedWhileInPlay(const Ability& ability);

// The text and reason a kNotModelledVerb instruction carries.
std::string NotModelledText(const Action& a);
std::string NotModelledWhy(const Action& a);

// Card text reduced for comparing an ability's words with a line of printed text: lower case,
// letters, digits and single spaces only; reminder text in parentheses dropped; Riftbound's
// Might symbol ([S], [M]) read as "might".
std::string ComparableText(std::string_view text);

}  // namespace arbiter::engine
