// Loading and validating scenario files. Every problem becomes a Diagnostic with file:line:col,
// the JSON path, what was expected, and "did you mean" for misspelt names; the loader never
// throws and never crashes on bad input.
#pragma once

#include <optional>
#include <string>

#include "scenario/scenario.h"
#include "util/diagnostics.h"

namespace arbiter::scenario {

// Parses and validates `text` as the scenario file `path`; cards named by the scenario come from
// the game's card files under `rules_db_dir` (scenario/card_catalog.h). Returns the scenario when
// there were no errors; otherwise nullopt with the errors in *diags.
std::optional<Scenario> ParseScenario(const std::string& path, const std::string& text,
                                      const std::string& rules_db_dir, Diagnostics* diags);
// Parses a card script file of `game` (rules-db/<game>/card-scripts.json: {"cards": [...]}, each
// card in the syntax of an inline card, checked against the module's vocabulary and card verbs).
// A card whose name is in `known` (the game's card data) may leave out its printed fields.
// Returns the cards (each completed by the module) when there were no errors; otherwise nullopt
// with the errors, at file:line:col, in *diags.
std::optional<std::vector<engine::Card>> ParseCardScripts(
    const std::string& path, const std::string& text, const engine::GameModule& module,
    const std::string& game, const std::vector<std::string>& known, Diagnostics* diags);
// Reads the file and parses it (an unreadable file is a diagnostic too).
std::optional<Scenario> LoadScenario(const std::string& path, const std::string& rules_db_dir,
                                     Diagnostics* diags);

// All *.json files under `dir` (recursively), sorted; `dir` may also be a single file.
std::vector<std::string> FindScenarioFiles(const std::string& dir);

}  // namespace arbiter::scenario
