// Trigger events composed from parts instead of one event per phrase (383.1): "When <who> <does
// what>[ <where/when>], ..." is a subject (a player: you / an opponent / a player; or an object: I,
// a (buffed / stunned) friendly / enemy unit, another non-<Tag> unit you control), an event (dies,
// plays a spell / unit / gear / card, moves from here, scores, buffs, stuns, attacks a battlefield
// you control, a showdown / combat begins here) and qualifiers (here, while I'm at a battlefield,
// on an opponent's turn, during a showdown, a [Mighty] unit, once each turn, 383.3.e). Card text
// compiles to a pattern (EventTriggerOf); the module reports each game event once (FireEvent) and
// every face-up object on the board whose pattern matches triggers.
#pragma once

#include <string>

#include "games/riftbound/internal.h"

namespace arbiter::games::riftbound {

// One thing that happened, as the patterns read it: its kind ("die", "play", "move", "score",
// "buff", "stun", "attack", "defends", "showdown-begins", "combat-begins"), the object it happened
// to (the unit that died or moved, the card played; none for a score), the player who did it (the
// player who played, scored, buffed or stunned; the defending player), where it happened (the
// unit's location, the battlefield scored) and, for a move, where from.
struct GameEvent {
  std::string kind;
  ObjectId object = engine::kNoObject;
  PlayerId actor = engine::kNoPlayer;
  ZoneId where = engine::kNoZone;
  ZoneId from = engine::kNoZone;
};

// "When a buffed friendly unit dies, " -> *trigger "on:die//friendly-unit/buffed" (the pattern:
// "on:" event "/" actor "/" object "/" qualifiers joined by ","), *effect the words after the
// comma. False for a trigger condition the grammar does not read.
bool EventTriggerOf(const std::string& line, std::string* trigger, std::string* effect);

// A composed trigger's target word when "it" in its effect is the event's unit: FireEvent hands
// that unit to the ability as it triggers (module.cc PutOnStack), not a choice (355.5.b).
inline constexpr char kEventObject[] = "event-object";
// True when TRIGGER is a pattern whose event is about a unit other than the ability's source, or
// one of the module's fixed events about a unit ("When a unit you control becomes [Mighty]", 709;
// "When you choose a friendly unit", 355.5): CollectAbilityTriggers hands that unit over.
bool EventObjectIsUnit(const std::string& trigger);

// Whether TARGETS, the requirement word of a triggered ability that names several targets
// ("friendly-unit*2", "other-friendly-unit*<=2", "friendly-unit+enemy-unit"), is one module.cc
// chooses as the ability goes on the chain (355.5.b, 355.13): every part a unit or gear
// requirement, and no "here" in an ability that triggers as its source dies (no last location).
bool SeveralTriggerTargetsChosen(const std::string& targets, const std::string& trigger);

// The triggered abilities whose pattern matches EV, of every face-up object on the board that
// is not attached (718.2), each with its condition checked (383.2.a.1) and "once each turn"
// counted (383.3.e.1), are added as pending under PARENT.
void FireEvent(Engine& e, const GameEvent& ev, int parent);

}  // namespace arbiter::games::riftbound
