// Rulings written against an older numbering, shown under today's rules: the 2008 rulings summary
// cites 501.10 (Clash in 2008); the rule matcher maps it to 701.30 of the current CR, so
// `arbiter rulings 701.30` and `arbiter rule 701.30` list the 2008 rulings too.
#pragma once

#include <array>
#include <map>
#include <string>
#include <vector>

#include "corpus/model.h"

namespace arbiter::diff {

// For every document whose game is "<family>-..." (e.g. "mtg-rulings-2008") and has rulings,
// when `docs` holds a newer primary document of "<family>" (the newest one is used): the rules
// each ruling cites, mapped onto that document with DiffRules and the overrides in rules_db_dir.
// Key "<document key>\n<ruling id>"; value {game, rule id, document key} per mapped rule.
std::map<std::string, std::vector<std::array<std::string, 3>>> MapOldRulings(
    const std::string& rules_db_dir, const std::vector<corpus::ImportedDocument>& docs);

}  // namespace arbiter::diff
