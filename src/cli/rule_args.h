// What a judge types after `arbiter rule` (or `refs`), read into citations that
// store::LookupRules takes, one per rule:
//   CR 607.2a, rule 718.5      the words "CR", "rule" and "rules" before an id are dropped;
//   mtg 607.2, mtg607.2        a game (or document key) before an id names its document;
//   702.19a-d, 718.5.a–c       a range stands for every rule in it (MTG letters skip l and o);
//   702.19a-702.19d            the same, written out.
// Anything else is passed through unchanged, so its error comes from the lookup.
#pragma once

#include <string>
#include <vector>

namespace arbiter::cli {

// `prefixes`: the game names and document keys a citation may start with.
std::vector<std::string> RuleArgs(const std::vector<std::string>& args,
                                  const std::vector<std::string>& prefixes);

}  // namespace arbiter::cli
