// Internals shared by the Dimensional Rift module's files: names, zones, the field as geometry,
// parsed effects, payments, targeting and stack items.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/engine.h"
#include "games/dimrift/dimrift.h"
#include "games/dimrift/effect_text.h"
#include "games/dimrift/field_picture.h"

namespace arbiter::games::dimrift {

using engine::Ability;
using engine::Action;
using engine::ChoiceRequest;
using engine::Engine;
using engine::Event;
using engine::GameState;
using engine::ObjectId;
using engine::PendingTrigger;
using engine::PlayerId;
using engine::Value;
using engine::ZoneId;
namespace geo = arbiter::dimrift;

// --- names and places ---
std::string Key(const GameState& s, ObjectId id);
std::string Name(const GameState& s, ObjectId id);
std::string PlayerName(const GameState& s, PlayerId p);
ZoneId FieldZone(const GameState& s);
ZoneId StackZoneOf(const GameState& s);
bool OnField(const GameState& s, ObjectId id);  // on the grid, placed
bool IsMonument(const GameState& s, ObjectId id);
std::optional<geo::Cell> ParseCell(const std::string& text);
ObjectId CardAt(const GameState& s, geo::Cell cell);  // kNoObject when empty
std::string CellOf(const GameState& s, ObjectId id);
const char* Facing(int orientation);  // "up", "right", "down", "left"

// --- effects ---
// Trigger events a "When ..." clause waits for.
enum class TriggerOn {
  kNone,
  kSummoned,
  kSelfDestroyed,
  kCreatureDestroyed,
  kCardDestroyed,
  kStartOfTurn,
  kWouldBeDestroyed,
  kChainState
};
struct EffectInfo {
  geo::ParsedEffect parsed;
  TriggerOn on = TriggerOn::kNone;
};
// Parses ability `index` of the object's card; Fails the run on a card the module cannot read.
EffectInfo EffectOf(Engine& e, ObjectId id, int index);
// The same without an engine (for const hooks): nullopt when it does not parse.
std::optional<EffectInfo> TryEffectOf(const GameState& s, ObjectId id, int index);

// --- payments (costs.*) ---
// Every way the controller can pay `parsed`'s costs now, as sorted part lists
// ("mana:crystal:1", "sac:goblin", "sac-mana:hidden", "discard:card"). `x` is the chosen X (-1:
// none). `excluded` cannot be used (the card being summoned: costs.material-sacrificial-cost.2).
std::vector<std::vector<std::string>> PaymentOptions(const GameState& s, PlayerId controller,
                                                     ObjectId source,
                                                     const geo::ParsedEffect& parsed, int x,
                                                     ObjectId excluded);
// Pays: declares every part, puts the triggers the payment causes on the stack and resolves them,
// then executes the payment (costs.2).
void PayCosts(Engine& e, PlayerId controller, ObjectId source,
              const std::vector<std::string>& parts, int parent);

// --- activation and the stack ---
struct Given {  // what a step declared; absent values are asked for with Engine::Choose
  std::optional<std::string> target;
  std::optional<int> option;
  std::optional<int> x;
  std::optional<std::vector<std::string>> pay;
  std::map<std::string, Value> snapshot;  // a trigger's look-back ("from-*": target from)
};
// Declaration, costs, targeting, onto the stack (the-stack-and-chains.5). Returns false (with the
// reason noted, or refused when `refuse`) when the effect cannot be activated.
bool Activate(Engine& e, ObjectId source, int ability, PlayerId controller, const Given& given,
              bool refuse, int parent);
void ResolveTopItem(Engine& e);
void GivePriorityToTurnPlayer(GameState& s);

// Triggers a destruction of `victim` causes (it was face-up: `was_face_up`), from the state now.
std::vector<PendingTrigger> DestroyTriggers(const GameState& s, ObjectId victim, bool was_face_up,
                                            const std::map<std::string, Value>& snapshot,
                                            int parent);

// Might/Life with their derivation (printed + counters + continuous effects).
int DerivedStat(const GameState& s, ObjectId id, const std::string& stat, engine::Derivation* out);

}  // namespace arbiter::games::dimrift
