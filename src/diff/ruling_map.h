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

// "<document key>\n<ruling id>" -> {game, rule id, document key} per mapped rule.
using MappedCiteMap = std::map<std::string, std::vector<std::array<std::string, 3>>>;

// A document of older rulings and the document its rulings are mapped onto.
struct OldRulingsTarget {
  const corpus::ImportedDocument* old = nullptr;
  const corpus::ImportedDocument* current = nullptr;
  std::string family;  // current's game: "mtg" for "mtg-rulings-2008"
};

// Every document whose game is "<family>-..." (e.g. "mtg-rulings-2008") and has rulings, when
// `docs` holds a newer primary document of "<family>" (the newest one is the target).
std::vector<OldRulingsTarget> OldRulingsTargets(const std::vector<corpus::ImportedDocument>& docs);

// The rules each of target.old's rulings cites, mapped onto target.current with DiffRules and the
// overrides in rules_db_dir, added to *out (every ruling gets an entry, empty when none mapped).
void MapRulingsOnto(const std::string& rules_db_dir, const OldRulingsTarget& target,
                    MappedCiteMap* out);

// MapRulingsOnto for every one of OldRulingsTargets(docs).
MappedCiteMap MapOldRulings(const std::string& rules_db_dir,
                            const std::vector<corpus::ImportedDocument>& docs);

}  // namespace arbiter::diff
