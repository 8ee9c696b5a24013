// Riftbound card text as abilities. Each line of a card's Rules Text and of its Effect Text (718.3)
// is one ability: keyword lines are the keywords the module implements (805-747); a few templates
// of card text compile into instructions of the module's verbs; every other line becomes a
// not-modelled ability (engine/unmodelled.h) with its kind and, when the module fires that event
// for card abilities, its trigger, so that a run that meets it names it and ends incomplete.
#pragma once

#include <string>
#include <vector>

#include "engine/state.h"

namespace arbiter::games::riftbound {

// The events the module fires for triggered abilities written on cards (Ability::trigger): "play",
// "die", "deathknell", "attach", "detach", "become-mighty", "attack", "defend", "equipped".
const std::vector<std::string>& FiredTriggers();

// A player named by card text ("Choose an opponent. They discard 1."): the ability's target is
// the requirement "opponent" or "player" (355.9.a, 355.10), chosen as the spell is played (the
// play step's "target_player") or as the ability goes on the chain (355.5.b); the instructions
// name it with the word kChosenPlayer as their "player".
inline constexpr char kChosenPlayer[] = "$chosen_player";
inline bool IsPlayerRequirement(const std::string& requirement) {
  return requirement == "opponent" || requirement == "player";
}

// Completes `card`: keywords from its text when none were given, then one ability per line of its
// Rules Text and Effect Text that no given ability covers (an inline card's abilities are kept and
// cover the lines whose words they repeat; a spell's "effect" covers its whole rules text).
// Lines the templates compile get instructions; the rest are marked not modelled. Given abilities
// with no instructions (a triggered ability without an effect) are marked not modelled too.
void CompileCardText(engine::Card* card);

// The first step of CompileCardText alone: bare keywords in the Rules Text bracketed ("Ganking
// (...)" reads as "[Ganking] (...)") and the keywords read from it when none were given. For
// readers of the printed card only (card lookups and search), who need no abilities.
void CompletePrintedText(engine::Card* card);

// The cards the card files hold, as read (ParseCardFile remembers each; the first of a name is
// kept): a token an effect creates by name ("Play a Gold gear token exhausted.") is that card
// (185.2.a, 185.2.d). KnownCard returns false when no card file read so far has the name.
void RememberCard(const engine::Card& card);
bool KnownCard(const std::string& name, engine::Card* out);

// How the card's own text says it enters the board, superseding 359.2.c/356.2.d (002): "ready"
// ("I enter ready."), "exhausted" ("This enters exhausted.") or "" (as the rules say).
std::string EntersAs(const engine::Card& card);

}  // namespace arbiter::games::riftbound
