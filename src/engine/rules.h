// Rule references: every rule id a game module can cite is registered in ONE table per module
// ({id, short name}), and the kernel cites only through that table. A test checks each id against
// the pinned corpus document, and `arbiter coverage` reads the same table.
//
// A rule's code is where its citation lives: the function that implements 718.4 cites "718.4";
// there is no second place that claims it.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace arbiter::engine {

// How a registered rule is exercised, for coverage reports.
enum class RuleKind {
  kExecutable,     // the engine implements behaviour for it; a passing scenario must cite it
  kDefinition,     // defines a term the engine uses but has no behaviour of its own
  kNotExecutable,  // physical/table conduct, referenceability, presentation: nothing to run
};

struct RuleRef {
  const char* id;    // canonical id in the document's style, e.g. "718.4", "607.2a"
  const char* name;  // short name for traces and coverage, e.g. "Might Bonus"
  RuleKind kind = RuleKind::kExecutable;
  const char* why = "";  // for kDefinition / kNotExecutable: one line, shown by `coverage`
};

// The document a module cites: game namespace, title, version, date.
struct DocumentRef {
  std::string game;       // "riftbound"
  std::string title;      // "Riftbound Core Rules"
  std::string version;    // "1.2"
  std::string effective;  // "2025-12-01"
  std::string source;  // file relative to rules-db/, e.g. "riftbound/core-rules-v1.2.pdftotext.txt"
  std::string format;  // importer format, e.g. "riftbound-pdftotext"
};

class RuleTable {
 public:
  RuleTable(DocumentRef doc, std::vector<RuleRef> rules);
  const DocumentRef& document() const { return doc_; }
  const std::vector<RuleRef>& rules() const { return rules_; }
  // The registered rule, or nullptr.
  const RuleRef* Find(std::string_view id) const;

 private:
  DocumentRef doc_;
  std::vector<RuleRef> rules_;
  std::unordered_map<std::string, size_t> index_;
};

}  // namespace arbiter::engine
