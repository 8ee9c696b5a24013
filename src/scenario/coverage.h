// Rule coverage: for every rule a game module registers, whether a PASSING scenario's trace cites
// it (a verified citation) and, when not, why (definition only / not executable / a gap).
#pragma once

#include <string>
#include <vector>

namespace arbiter::scenario {

struct RuleCoverage {
  std::string id, name;
  std::string status;  // "exercised", "not-exercised" (an executable rule with no scenario: a gap),
                       // "definition", "not-executable"
  std::string why;     // for definition / not-executable
  std::vector<std::string> scenarios;  // passing scenarios that cite it
};

struct CoverageReport {
  std::string game;
  // The release the module cites ("riftbound@1.4"), its effective window, whether it is the
  // release in force today (corpus/windows.h), what replaced it when not, and how many rules it
  // holds; empty when rules-db/ does not hold it.
  std::string document, title, effective, until, superseded_by;
  bool in_force = false;
  int document_rules = 0;
  int passed = 0, failed = 0, malformed = 0;
  std::vector<RuleCoverage> rules;  // in the module table's order
};

// Runs every scenario file of `files` whose game is `game`.
CoverageReport ComputeCoverage(const std::string& game, const std::vector<std::string>& files,
                               const std::string& rules_db_dir);

}  // namespace arbiter::scenario
