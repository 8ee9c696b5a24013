// Helpers the lookup commands share: opening the database read-only with the standard messages,
// and checking --game / --doc values against the corpus.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cli/context.h"
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

// Checks that `game` (when not empty) is a game of the corpus and `doc` (when not empty) a
// document key; InvalidArgument with a "did you mean" in *help otherwise.
Status ValidateFilter(const std::vector<store::DocumentRecord>& docs, const std::string& game,
                      const std::string& doc, std::string* help);

// True when `text` is meant as a rule id: a citation prefix ("mtg:...") or a leading digit,
// after an optional "CR"/"rule" word.
bool LooksLikeRuleId(const std::string& text);

}  // namespace arbiter::cli
