// Following one rule through the versions the corpus holds: the 2008 rulings summary's 501.3,
// CR 2025-02-07's 701.5 and CR 2026-08-07's 701.6 are one rule (Counter), renumbered twice.
#pragma once

#include <string>
#include <vector>

#include "corpus/model.h"
#include "diff/matcher.h"
#include "util/status.h"

namespace arbiter::diff {

struct HistoryStep {
  corpus::Document doc;
  std::vector<std::string> ids;  // the rule's id(s) in this version; empty when it is absent
  std::string title;             // its title (or first words) in this version
  bool first = false;            // the oldest version: no change to describe
  RuleChange change;             // from the previous version to this one (when !first)
};

struct RuleHistory {
  std::string start_doc;  // key of the document the id was given in
  std::string start_id;
  std::vector<HistoryStep> steps;     // oldest first
  std::vector<std::string> problems;  // from the diffs (bad overrides)
};

// Follows `id` of versions[start] forwards and backwards through consecutive pairs of `versions`
// (oldest first, one game family), using the overrides in rules_db_dir for each pair. NotFound
// when versions[start] has no rule `id`. Where a rule splits, every piece is followed.
Result<RuleHistory> FollowRule(const std::string& rules_db_dir,
                               const std::vector<corpus::ImportedDocument>& versions, size_t start,
                               const std::string& id);

// Text and JSON ({"schema": "arbiter.history/1", "start": ..., "steps": [...]}) forms.
std::string RenderHistoryText(const RuleHistory& history, bool color);
std::string RenderHistoryJson(const RuleHistory& history);

}  // namespace arbiter::diff
