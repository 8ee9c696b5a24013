// Game state as plain, copyable data: players, zones, objects with printed characteristics and
// status, continuous effects. The kernel knows no game's rules; a game module (games/<game>/)
// gives the data meaning. Copy a GameState to show before/after or to ask "what if".
//
// Conventions shared by every module:
//   - Objects are never erased: an object that leaves the game stays in `objects` in some zone, so
//     ids stay valid and the trace can name it. A zone change gives the object a new `incarnation`
//     (MTG 400.7 "new object", Riftbound 109) so effects that tracked the old one can tell.
//   - Ordered zones keep index 0 as the TOP (library/deck top, stack/chain top = last added is at
//     index 0).
//   - Grids (Dimensional Rift's field) are zones with rows/cols; an object on a grid has a
//   position.
//   - Status flags are strings ("exhausted", "tapped", "attacker", "stunned"); counters are named
//     ("buff", "damage", "+1/+1", "mana"). A module documents the names it uses.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "engine/value.h"
#include "engine/zone_list.h"

namespace arbiter::engine {

using ObjectId = int;
using PlayerId = int;
using ZoneId = int;
inline constexpr ObjectId kNoObject = -1;
inline constexpr PlayerId kNoPlayer = -1;
inline constexpr ZoneId kNoZone = -1;

// One instruction: a verb with named arguments. Used for scenario steps, card effects written as
// data, costs, and stack items alike.
struct Action {
  std::string verb;                   // "attach", "play", "deal", "scry"
  std::map<std::string, Value> args;  // "object": "sword", "to": "jinx", "amount": 3
  int line = 0;                       // where it came from (scenario file line), 0 if unknown
};

// A keyword on a card: "Assault 3" is {"Assault", 3}; a keyword without a value has value 0 and
// `has_value` false (rules such as 733.1.b.3 then presume a default).
struct Keyword {
  std::string name;
  int value = 0;
  bool has_value = false;
  std::string cost;  // "Equip [C]" -> "[C]"; "Repeat [4][C]" -> "[4][C]"
};

// An ability printed on (or granted to) an object. Linked abilities (MTG 607) share a link group.
struct Ability {
  std::string kind;     // "triggered", "activated", "static", "replacement", "spell"
  std::string trigger;  // for triggered: the event kind it waits for, e.g. "play", "die", "attack"
  std::vector<Action> cost;
  std::vector<Action> effect;      // instructions run when it resolves / applies
  std::string text;                // the printed words
  int link_group = 0;              // 0 = not linked; abilities with the same group are linked
  std::string text_box = "rules";  // Riftbound: "rules" or "effect" (718.3); others "rules"
  std::string target = {};  // a triggered ability's target requirement, chosen as it goes on the
                            // stack/chain ("unit", module-defined); "" when it has none
  // Non-empty when the module does not execute this ability's text: why ("no verb for 'channel 1
  // rune exhausted'"). Such an ability's effect is one "not-modelled" instruction, so a run that
  // reaches it names it in the trace (Engine::Unmodelled) and ends incomplete, never silently.
  std::string not_modelled = {};
  // A triggered ability's condition checked as it triggers, module-defined (Riftbound 383.2.a.1:
  // "When I attack, if you control 4 or fewer runes, ..."); "" when it has none.
  std::string condition = {};
};

// Characteristics as printed. Games use the fields they need; unknown numbers go in `stats`.
struct Card {
  std::string name;
  std::string type;                   // "Unit", "Gear", "Spell", "Creature", "Artifact", "Monument"
  std::vector<std::string> subtypes;  // tags / subtypes: "Equipment", "Aura", "Pirate"
  std::vector<std::string> domains;   // colours / domains
  std::map<std::string, int> stats;   // "might", "might_bonus", "energy", "power", "mana_value"
  std::vector<Keyword> keywords;
  std::vector<Ability> abilities;
  std::string rules_text;
  std::string effect_text;  // Riftbound Effect Text (718.3); empty elsewhere
  // MTG's printed mana cost (202.1): "{3}{U}{U}", "" for none, "{1}{R} // {1}{U}" for a split
  // card's halves; unset where the card's data gives none (other games, a scenario's card).
  std::optional<std::string> mana_cost;
  std::array<uint8_t, 8> arrows{};  // Dimensional Rift: 0 none, 1 single, 2 double; index 0 = up,
                                    // clockwise (1 = up-right ... 7 = up-left)
  bool token = false;
};

struct GridPos {
  int row = 0;
  int col = 0;
  bool operator==(const GridPos&) const = default;
};

// A named link from one object to another: "attached-to" is kept in `attached_to`; everything else
// ("exiled-with:1" for MTG 607 link group 1, "source" for a stack item) goes here.
struct Link {
  std::string kind;
  ObjectId other = kNoObject;
  bool operator==(const Link&) const = default;
};

// Data a stack/chain item carries (ability or spell on the stack). Empty for ordinary objects.
struct StackData {
  ObjectId source = kNoObject;  // the object whose ability this is
  int ability = -1;             // index into the source's card.abilities, -1 for a spell itself
  std::vector<Action> program;  // instructions to run on resolution
  std::vector<ObjectId> targets;
  std::map<std::string, Value> choices;  // choices made on putting it on the stack
  int trace_parent = -1;                 // trace entry that caused it (the trigger's cause)
  int repeat = 0;                        // extra executions paid for (Riftbound Repeat 746)
};

struct Object {
  ObjectId id = kNoObject;
  std::string key;  // the scenario's handle ("jinx"); unique
  Card card;        // printed characteristics
  PlayerId owner = kNoPlayer;
  PlayerId controller = kNoPlayer;
  ZoneId zone = kNoZone;
  int incarnation = 0;  // bumped on every zone change
  int timestamp = 0;
  std::set<std::string> status;         // "exhausted", "tapped", "attacker", "defender"
  std::map<std::string, int> counters;  // "buff", "damage", "+1/+1", "mana"
  bool face_down = false;
  int orientation = 0;                // quarter turns clockwise, 0..3
  std::optional<GridPos> position;    // on a grid zone
  ObjectId attached_to = kNoObject;   // the Top-Most card / permanent it is attached to
  std::vector<ObjectId> attachments;  // what is attached to it, in attach order
  std::vector<Link> links;
  StackData stack;  // for stack/chain items

  bool Has(const std::string& flag) const { return status.count(flag) > 0; }
  int Counter(const std::string& name) const {
    auto it = counters.find(name);
    return it == counters.end() ? 0 : it->second;
  }
};

enum class ZoneKind { kHidden, kPrivate, kPublic };

struct Zone {
  std::string
      name;  // "base", "battlefield-1", "trash", "hand", "deck", "library", "stack", "field"
  PlayerId owner = kNoPlayer;       // kNoPlayer for shared zones
  PlayerId controller = kNoPlayer;  // for zones that can be controlled (Riftbound battlefields)
  bool board = false;               // "in play": Riftbound board, MTG battlefield, DR field
  bool ordered = false;             // order matters (deck, library, stack); index 0 is the top
  ZoneKind visibility = ZoneKind::kPublic;
  int rows = 0, cols = 0;             // > 0 for a grid
  std::set<std::string> status = {};  // "contested"
  ZoneList objects = {};  // in order (index 0 = top); removal anywhere is amortised O(1)
};

struct Player {
  std::string name;
  std::map<std::string, int> resources;  // "energy", "power", "points", "life", "mana"
  std::set<std::string> status;
};

// How long a continuous effect lasts.
enum class Duration {
  kThisTurn,     // expires at end of turn (Riftbound 317.3.a, MTG 514.2)
  kWhileSource,  // while the source is on the board in the same incarnation
  kWhileTarget,  // while the target stays in its zone (same incarnation)
  kPermanent,    // until removed explicitly
  kOnce,         // a one-shot replacement "shield" (MTG regeneration 701.19a): used once
};

// A continuous or replacement effect created by something that resolved or by a static ability.
struct Effect {
  int id = 0;
  std::string kind;  // module-defined: "might", "grant-keyword", "bonus-damage", "regenerate"
  ObjectId source = kNoObject;
  ObjectId target = kNoObject;  // kNoObject: applies per `scope`
  int target_incarnation = 0;
  int source_incarnation = 0;
  std::string scope;  // "" single target; module-defined otherwise ("friendly-units")
  int amount = 0;
  // For a decrease that stops at a value ("-2 [S] this turn, to a minimum of 1 [S]"): that value;
  // 0 when the decrease is not limited.
  int minimum = 0;
  std::string keyword;  // for grant/remove keyword effects
  Duration duration = Duration::kThisTurn;
  int created_turn = 0;
  std::string rule;    // the rule that defines its behaviour
  std::string reason;  // short text: "Cleave: +3 Assault this turn"
};

struct GameState {
  std::vector<Player> players;
  std::vector<Zone> zones;
  std::vector<Object> objects;
  std::vector<Effect> effects;
  int turn = 1;
  PlayerId active = 0;  // the turn player
  std::string phase = "action";
  std::map<std::string, int64_t> vars;  // module bookkeeping, e.g. "played-this-turn:0"
  int next_timestamp = 1;
  int next_effect_id = 1;
  // Objects changed since the module's last state check (AddObject/MoveObject add to it; modules
  // add what else they change, e.g. damage). Lets state checks stay proportional to the change.
  std::vector<ObjectId> dirty;
  // key -> id, maintained by AddObject (FindKey is O(1) on large boards).
  std::map<std::string, ObjectId> keys;

  Object& obj(ObjectId id) { return objects.at(static_cast<size_t>(id)); }
  const Object& obj(ObjectId id) const { return objects.at(static_cast<size_t>(id)); }
  Zone& zone(ZoneId id) { return zones.at(static_cast<size_t>(id)); }
  const Zone& zone(ZoneId id) const { return zones.at(static_cast<size_t>(id)); }

  // The object with this scenario key, or kNoObject.
  ObjectId FindKey(const std::string& key) const;
  // The zone with this name and owner (kNoPlayer for shared zones), or kNoZone.
  ZoneId FindZone(const std::string& name, PlayerId owner = kNoPlayer) const;
  // The player with this name, or kNoPlayer.
  PlayerId FindPlayer(const std::string& name) const;

  ZoneId AddZone(Zone z);
  // Creates an object in `zone` (at the top for ordered zones unless `at_bottom`).
  ObjectId AddObject(Object o, ZoneId zone, bool at_bottom = true);
  // Moves an object to another zone (top of ordered zones unless `at_bottom`); bumps its
  // incarnation when it changes zones, except between two board zones (Riftbound base ->
  // battlefield is a change of location on the board, not a new object). Does not touch
  // attachments: the module decides what moving means for them.
  void MoveObject(ObjectId id, ZoneId to, bool at_bottom = false);
  // Moves within an ordered zone to an index (0 = top).
  void Reorder(ObjectId id, size_t index);

  bool OnBoard(ObjectId id) const { return zone(obj(id).zone).board; }
  std::string ObjectName(ObjectId id) const;  // card name, else key
};

}  // namespace arbiter::engine
