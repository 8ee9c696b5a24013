// What the database keeps of a scenario file (scenarios/**/*.json): its title, question, ruling,
// game, pinned version and expected citations. Only those JSON fields are read; unknown fields are
// ignored, so the scenario format can grow without touching the index.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "util/status.h"

namespace arbiter::corpus {

struct ScenarioSummary {
  std::string path;  // as given
  std::string game;
  std::string version;  // "version" (or "rules"), "" when the scenario follows the default
  std::string title;
  std::string question;
  std::string ruling;
  std::vector<std::string> cites;  // expect.cites, as written
};

// Reads the fields above from `text`. Corruption "<path>:<line>:<col>: <what>" when the text is
// not JSON, not an object, or a field has the wrong type.
Result<ScenarioSummary> ParseScenarioSummary(std::string_view text, const std::string& path);

// Every *.json file under `dir`, recursively, sorted; empty when `dir` does not exist.
std::vector<std::string> ListScenarioFiles(const std::string& dir);

}  // namespace arbiter::corpus
