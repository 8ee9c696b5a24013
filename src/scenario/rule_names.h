// Does a rule table's short name say what its rule says? A game module registers each rule it may
// cite with a short name ({"404.1", "Deal: game effects deal damage to units"}); a name that
// belongs to the neighbouring rule (a shifted table) or to another rule altogether (Heal for
// Deal) makes every trace line that cites it lie. This check compares each name with the rule in
// the document the module cites: its heading, its keyword (the heading of the keyword's section)
// or its first words.
#pragma once

#include <string>
#include <vector>

#include "corpus/model.h"
#include "engine/rules.h"

namespace arbiter::scenario {

// One registered rule whose name does not agree with the document.
struct NameFinding {
  std::string id;
  std::string name;  // the registered short name
  std::string why;   // "'Deal' is not the rule's heading, keyword or words (rule 405: Heal ...)"
};

// True when `name` agrees with `rule` (whose ancestors, nearest first, are `ancestors`):
//   - the name, without a trailing "...", begins the rule's own heading or text; or
//   - the name is "<Head>: <Body>" or "<Body>" where every word of Head is a word of the rule's
//     heading, its text or an ancestor's heading (the keyword or section it falls under), and
//     Body begins the rule's text or every word of Body (but small words: "the", "of", ...) is a
//     word of the rule's heading, its text or an ancestor's heading. Head, the subject, may also
//     take its words from an ancestor's text (143.1.a "Standard Move: Action Phase" under 143
//     "Units have the Inherent Ability to perform a Standard Move").
// Words are compared case-insensitively with common endings folded ("gaining" ~ "gain",
// "units" ~ "unit"). On false, *why says which words were not found.
bool NameAgrees(const std::string& name, const corpus::Rule& rule,
                const std::vector<const corpus::Rule*>& ancestors, std::string* why);

// Every rule of `table` whose name does not agree with its rule in `rules` (the document the
// table cites, as imported), and every registered id the document lacks. Empty when all agree.
std::vector<NameFinding> CheckRuleNames(const engine::RuleTable& table,
                                        const std::vector<corpus::Rule>& rules);

}  // namespace arbiter::scenario
