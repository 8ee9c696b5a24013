// A scenario as data: the judge's question, a board, scripted steps and choices, expectations and
// the ruling in plain words. Loaded and validated from JSON by loader.h; run by runner.h. The file
// format is documented in scenarios/README.md.
#pragma once

#include <string>
#include <vector>

#include "engine/engine.h"
#include "engine/state.h"
#include "engine/value.h"
#include "scenario/summary.h"

namespace arbiter::scenario {

struct ObjectSpec {
  std::string id;     // the scenario's key
  engine::Card card;  // from the card data or inline
  std::string owner, controller, zone;
  bool exhausted = false, face_down = false;
  int buffs = 0, damage = 0;
  std::string attached_to;
  int line = 0;
};

struct PlayerSpec {
  std::string name;
  std::map<std::string, int> resources;  // "energy", "power" when costs are tracked
};

struct Step {
  engine::Action action;
  std::vector<engine::ScriptedChoice> choices;  // answers given with this step
  int line = 0;
};

struct Assertion {
  std::string object;
  std::string property;
  engine::Value expected;
  int line = 0;
  int after_step = 0;  // 0: the state at the end; N: the state right after step N ("after_step")
};

struct Expectations {
  std::vector<Assertion> state;
  std::vector<std::string> cites;      // rule ids the trace must cite
  std::vector<std::string> not_cites;  // rule ids it must not cite
  std::vector<int> refused;            // step numbers (1-based) that must be refused
  std::string stops;  // "" (must run to the end), "unscripted-choice", "endless-loop"
};

// An expected citation of a scenario pinned to another release (rules_version), as written and
// as mapped onto the release the module cites (diff/repin.h).
struct PinnedCite {
  std::string written;    // "143.1.a" (in the scenario's release)
  std::string mapped;     // "144.1.a" (in the module's release)
  std::string status;     // "unchanged", "changed", "merged" (diff::PinStatusName)
  std::string word_diff;  // for "changed": old -> new words
};

// The header (path, title, game, rules_version, question, ruling) is shared with the database
// index (scenario/summary.h).
struct Scenario : ScenarioHeader {
  std::string ambiguity;
  std::vector<std::string> tags;
  std::vector<PlayerSpec> players;
  std::string turn_player;
  int turn = 1;
  std::map<std::string, std::string> zone_controllers;  // "battlefield-1" -> "B"
  std::vector<ObjectSpec> objects;
  std::vector<Step> steps;
  std::vector<engine::ScriptedChoice> choices;  // answers not tied to a step
  Expectations expect;
  bool lenient = false;  // "strict": false takes the first option for unscripted choices
  // Set when rules_version names another release than the module's: that release's key
  // ("riftbound@1.2") and its expected citations mapped (expect.cites holds the mapped ids).
  std::string pinned_from;
  std::vector<PinnedCite> pinned_cites;
};

}  // namespace arbiter::scenario
