// Curated analogues between documents: rules-db/analogues.json links a rule of one game (or of an
// older numbering) to the rule of another that a judge should read beside it, with a one-line
// rationale. The file:
//   {"schema": 1, "analogues": [
//     {"from": "riftbound:716", "to": "mtg:701.3", "rationale": "..."}, ...]}
// Each citation is <game>:<id> (the game's current document); ids are stored canonical.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "util/status.h"

namespace arbiter::corpus {

struct Analogue {
  std::string from_game, from_id;  // canonical id in from_game's style
  std::string to_game, to_id;
  std::string rationale;
  int line = 0;  // line of the entry in the file
};

// Parses the file's text. Corruption "<file>:<line>: <what>" for malformed JSON, a wrong schema,
// an entry without from/to/rationale, a citation without a game or with an id that is not an id.
Result<std::vector<Analogue>> ParseAnalogues(std::string_view text, const std::string& file);

// <rules_db_dir>/analogues.json parsed; an empty list when the file does not exist.
Result<std::vector<Analogue>> LoadAnalogues(const std::string& rules_db_dir);

}  // namespace arbiter::corpus
