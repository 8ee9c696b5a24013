// Rule lookup as a judge types it: "718.5b", "riftbound:718.5.b", "CR 607.2a",
// "mtg@2025-02-07:701.5". Resolves the citation to documents and canonical ids, then gathers
// everything `arbiter rule` shows: text, examples, ancestors, children, references both ways,
// analogues, rulings and scenarios.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "store/records.h"
#include "store/store.h"
#include "util/status.h"

namespace arbiter::store {

// One (document, canonical id) a citation names.
struct LookupTarget {
  DocumentRecord document;
  std::string id;
};

// Everything known about one rule row.
struct RuleView {
  DocumentRecord document;
  RuleRecord rule;
  std::vector<RuleRecord> ancestors;  // outermost first (the section), parent last
  std::vector<RuleRecord> children;
  std::vector<RuleRecord> descendants;  // every rule under it, in order: filled for `rule --full`
  std::vector<RefRecord> refs_out;
  std::vector<RefRecord> refs_in;
  std::vector<AnalogueRecord> analogues;
  std::vector<RulingRecord> rulings;
  std::vector<ScenarioRecord> scenarios;
  int copies = 1;  // rows with this id in the document (2 for Riftbound 744.5)
};

// Resolves `text` to targets. With a game prefix, that game's default document, or the version
// named after '@' (version label, effective date, or document key). A document key works as a
// prefix too ("riftbound-seed-000:717"). Without a prefix: every game's default document except
// tournament rules and penalties (named by their prefix: riftbound-tr:702, mtr:3.2, ipg:2.1).
// Errors: InvalidArgument for an unknown game or version, or text that is no rule id in any
// style; `help` gets a "did you mean" or the list of choices.
Result<std::vector<LookupTarget>> ResolveCitation(const std::vector<DocumentRecord>& docs,
                                                  std::string_view text, std::string* help);

// Looks up every target; returns one view per row found (several for a duplicated id, one per
// game when no prefix was given). NotFound when no target exists, with up to three nearest ids in
// `help`.
Result<std::vector<RuleView>> LookupRules(Store* store, std::string_view text, std::string* help);

// The default document of `game`, or nullptr.
const DocumentRecord* DefaultDocument(const std::vector<DocumentRecord>& docs,
                                      std::string_view game);

}  // namespace arbiter::store
