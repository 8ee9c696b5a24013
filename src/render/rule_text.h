// Rule texts for --quote and for checking citations: the pinned document read through its corpus
// importer in-process (corpus::FindImporter), so it works without a built database. When the
// importer is missing, falls back to the rule-number lines of the source text (ids only).
#pragma once

#include <map>
#include <string>

#include "engine/rules.h"
#include "util/status.h"

namespace arbiter::render {

class RuleTexts {
 public:
  // Loads `doc.source` under `rules_db_dir` with the importer named by `doc.format`.
  Status Load(const engine::DocumentRef& doc, const std::string& rules_db_dir);
  bool Has(const std::string& id) const { return texts_.count(id) > 0; }
  // The rule's text (with its examples), "" when unknown or loaded without an importer.
  std::string Text(const std::string& id) const;
  bool from_importer() const { return from_importer_; }
  size_t size() const { return texts_.size(); }

 private:
  std::map<std::string, std::string> texts_;
  bool from_importer_ = false;
};

}  // namespace arbiter::render
