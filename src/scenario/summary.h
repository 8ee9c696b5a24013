// What every reader of a scenario file (scenarios/**/*.json) agrees on: its title, game, pinned
// rules version, question and ruling, named by one table of JSON fields (kSummaryFields) that the
// scenario loader and the database index both read through. The index (ParseScenarioSummary)
// reads only those fields and expect.cites; unknown fields are ignored, so the scenario format
// can grow without touching the index.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "util/status.h"

namespace arbiter::scenario {

// The descriptive fields of a scenario.
struct ScenarioHeader {
  std::string path;  // as given
  std::string game;
  std::string rules_version;  // "" when the scenario follows the game's default document
  std::string title;
  std::string question;
  std::string ruling;
};

// The JSON name of each string field of ScenarioHeader (all but path).
struct SummaryField {
  const char* name;
  std::string ScenarioHeader::*member;
};
inline constexpr SummaryField kSummaryFields[] = {
    {"title", &ScenarioHeader::title},
    {"game", &ScenarioHeader::game},
    {"rules_version", &ScenarioHeader::rules_version},
    {"question", &ScenarioHeader::question},
    {"ruling", &ScenarioHeader::ruling},
};

// What the database keeps of a scenario file.
struct ScenarioSummary : ScenarioHeader {
  std::vector<std::string> cites;  // expect.cites, as written
  // The card names its setup gives its objects (setup.objects[].card, a name or a card object
  // with "name"), each once, in order; entries of another shape are skipped.
  std::vector<std::string> setup_cards;
};

// Reads the fields above from `text` (parsed once). Corruption "<path>:<line>:<col>: <what>" when
// the text is not JSON, not an object, or a field has the wrong type.
Result<ScenarioSummary> ParseScenarioSummary(std::string_view text, const std::string& path);

// Every *.json file under `dir`, recursively, sorted; empty when `dir` does not exist.
std::vector<std::string> ListScenarioFiles(const std::string& dir);

}  // namespace arbiter::scenario
