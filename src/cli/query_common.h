// Helpers the lookup commands share: opening the database read-only with the standard messages,
// and checking --game / --doc values against the corpus.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "cli/context.h"
#include "corpus/model.h"
#include "diff/matcher.h"
#include "store/store.h"

namespace arbiter::cli {

// Opens ctx.db_path read-only and sets its date to ctx.as_of (default today); on failure (or an
// --as-of that is no date) prints "arbiter: error: ..." and sets *exit_code (2).
std::optional<store::Store> OpenStoreOrFail(const Context& ctx, int* exit_code);

// The opening of the filtered lookups (search, define): opens the store, reads its documents into
// *docs and checks --game/--doc against them. On failure prints the error, sets *exit_code (2)
// and returns nullopt.
std::optional<store::Store> OpenFilteredOrFail(const Context& ctx, const std::string& game,
                                               const std::string& doc,
                                               std::vector<store::DocumentRecord>* docs,
                                               int* exit_code);

// Called by a command that is done with its store: when the command is the whole process
// (Context::process_exits), the connection is left open for the process's end to reclaim, since
// closing it (finalizing the cached statements, freeing the schema and the full-text tables)
// cost 2% of a search; otherwise, and under the sanitizers, it is closed here.
void CloseStore(const Context& ctx, std::optional<store::Store>* store);

// Checks that `game` (when not empty) is a game of the corpus and `doc` (when not empty) a
// document key; InvalidArgument with a "did you mean" in *help otherwise.
Status ValidateFilter(const std::vector<store::DocumentRecord>& docs, const std::string& game,
                      const std::string& doc, std::string* help);

// The rules of document `doc` from the database, as the corpus model has them (with examples).
Result<std::vector<corpus::Rule>> RulesOf(store::Store* store, const std::string& doc);

// What changed from `from` to `to`, read from the database: the build's stored changes when the
// two are consecutive releases (*stored true; the marked words recomputed from the two texts),
// else the rule matcher run on the database's rules with the overrides in rules_db_dir, with the
// rules the import anomalies put in doubt marked. Both ways fold extraction artefacts.
Result<diff::DocumentDiff> DiffFromDatabase(store::Store* store, const std::string& from,
                                            const std::string& to, const std::string& rules_db_dir,
                                            bool* stored);

// A stored change as the diff module has it, its words and texts filled from the rules of the
// two documents (by id).
diff::RuleChange ChangeFromRecord(const store::RuleChangeRecord& record,
                                  const std::map<std::string, const corpus::Rule*>& old_rules,
                                  const std::map<std::string, const corpus::Rule*>& new_rules);

// True when `text` is meant as a rule id: a citation prefix ("mtg:...") or a leading digit,
// after an optional "CR"/"rule" word.
bool LooksLikeRuleId(const std::string& text);

}  // namespace arbiter::cli
