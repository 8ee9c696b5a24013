// Releases in a line: which pairs of documents are consecutive versions of one family, which rules
// an import anomaly makes doubtful, and following one rule through the versions with the changes
// coming from wherever they are kept (the database's rule_changes, or diffs computed here).
#pragma once

#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "corpus/model.h"
#include "diff/history.h"
#include "diff/matcher.h"

namespace arbiter::diff {

// The pairs (older, newer) of indices into `docs` that are consecutive versions of one family
// (corpus::VersionsOf over corpus::LineageOf), oldest pair first within each family, families in
// the order their first document appears.
std::vector<std::pair<size_t, size_t>> ConsecutivePairs(const std::vector<corpus::Document>& docs);

// Rules whose text an import anomaly puts in doubt, with why ("stacked-numbers: 4 stacked
// numbers (054 054.1 055 055.1) ..."): anomalies of the kinds that guess where a text belongs or
// read a number irregularly (stacked-numbers, duplicate-id, missing-parent, irregular-number,
// misnumbered-ruling, unparsed-line), owned by every rule id their message names and by the rule
// printed at their line.
std::map<std::string, std::string> DoubtfulIds(const std::vector<corpus::Rule>& rules,
                                               const std::vector<corpus::Anomaly>& anomalies);

// Sets RuleChange::doubtful on every change one of whose old ids is in `from` or new ids in `to`.
void MarkDoubtful(DocumentDiff* diff, const std::map<std::string, std::string>& from,
                  const std::map<std::string, std::string>& to);

// The changes of pair k (versions[k] -> versions[k+1]) that name `id` on its old side
// (`old_side`) or its new side.
using ChangeLookup =
    std::function<std::vector<RuleChange>(size_t pair, const std::string& id, bool old_side)>;
// A step's title: the label of `ids` in versions[k] ("" when absent).
using TitleLookup = std::function<std::string(size_t k, const std::vector<std::string>& ids)>;

// Follows `id` of versions[start] forwards and backwards through consecutive pairs, as
// FollowRule does, with the changes and titles from the lookups. Where a rule splits, every piece
// is followed.
RuleHistory FollowThrough(const std::vector<corpus::Document>& versions, size_t start,
                          const std::string& id, const ChangeLookup& changes,
                          const TitleLookup& titles);

}  // namespace arbiter::diff
