#include "engine/rules.h"

namespace arbiter::engine {

RuleTable::RuleTable(DocumentRef doc, std::vector<RuleRef> rules)
    : doc_(std::move(doc)), rules_(std::move(rules)) {}

const RuleRef* RuleTable::Find(std::string_view id) const {
  for (const auto& r : rules_) {
    if (id == r.id) return &r;
  }
  return nullptr;
}

}  // namespace arbiter::engine
