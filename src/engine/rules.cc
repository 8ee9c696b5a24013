#include "engine/rules.h"

namespace arbiter::engine {

RuleTable::RuleTable(DocumentRef doc, std::vector<RuleRef> rules)
    : doc_(std::move(doc)), rules_(std::move(rules)) {
  for (size_t i = 0; i < rules_.size(); ++i) index_.emplace(rules_[i].id, i);
}

const RuleRef* RuleTable::Find(std::string_view id) const {
  auto it = index_.find(std::string(id));
  return it == index_.end() ? nullptr : &rules_[it->second];
}

}  // namespace arbiter::engine
