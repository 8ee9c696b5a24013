// This turn's history: what happened this turn that card text asks about afterwards ("if a unit
// died this turn", "if you've discarded a card this turn", "if you've spent [4] or more to play a
// spell this turn", "if I haven't been dealt damage this turn"). The module records each event as
// it happens in GameState::vars (keys "history:...") and clears the record as the turn ends,
// with the other "this turn" effects (317.2.c). A scenario's setup starts with an empty history:
// what happened before it is not known.
#pragma once

#include <string>

#include "engine/engine.h"
#include "engine/state.h"

namespace arbiter::games::riftbound {

// Recording, at the point of each event. Those a passive ability may read ("If you've discarded
// a card this turn, I have ...") note the Might that changes with them under PARENT.
void RecordDeath(engine::Engine& e, engine::ObjectId id, int parent);  // as it dies, on the board
// P played CARD paying ENERGY Energy and POWER Power (also kept on the card, "spent_energy").
void RecordPlayed(engine::Engine& e, engine::PlayerId p, engine::ObjectId card, int energy,
                  int power, int parent);
// P played a unit or gear to a battlefield ("if you've played a unit or gear to a battlefield this
// turn"; cost_modifiers.cc).
void RecordPlayedToBattlefield(engine::GameState& s, engine::PlayerId p);
// P scored a point by holding a battlefield ("for each point you scored from holding this turn").
void RecordHoldPoint(engine::GameState& s, engine::PlayerId p);
void RecordDiscard(engine::Engine& e, engine::PlayerId p, int n, int parent);
void RecordXpGained(engine::Engine& e, engine::PlayerId p, int n, int parent);
// P drew a card: counted ("drawn:<p>"), and the draw is an event ("When you draw your second card
// each turn", trigger_events.cc).
void RecordDrawn(engine::Engine& e, engine::PlayerId p, int parent);
void RecordDamaged(engine::GameState& s, engine::ObjectId id);
void RecordConquered(engine::GameState& s, engine::ObjectId unit);  // a unit present at a conquer
void RecordMoved(engine::GameState& s, engine::ObjectId id);
// A unit present at a battlefield as its controller wins the combat there ("The first time I win a
// combat each turn", nth_time.cc).
void RecordWonCombat(engine::GameState& s, engine::ObjectId unit);
// True when the Might or keywords of a unit W watched are no longer what they were.
struct MightWatch;
bool ChangedSince(const engine::GameState& s, const MightWatch& w);
// Forgets this turn's history (the end of the turn, 317.2.c); true when there was any.
bool ClearHistory(engine::GameState& s);

// How many times WHAT happened this turn: "died:unit" (any player's), "died:unit:<p>",
// "died:gear:<p>", "played:<spell|unit|gear>[-nontoken]:<p>", "played-to-battlefield:<p>",
// "hold-points:<p>", "discarded:<p>", "xp:<p>", "spell-spent-max:<p>" (the most Energy spent to
// play one spell), "power-spent:<p>", "damaged:<key>", "conquered:<key>", "moved:<key>",
// "won-combat:<key>"; 0 when it did not.
int HistoryCount(const engine::GameState& s, const std::string& what);

}  // namespace arbiter::games::riftbound
