#include "render/rule_text.h"

#include "store/store.h"

namespace arbiter::render {

Status RuleTexts::Load(store::Store* store, const engine::DocumentRef& doc) {
  auto docs = store->Documents();
  if (!docs.ok()) return docs.status();
  std::string key;
  for (const auto& d : *docs) {
    if (d.doc.game == doc.game && d.doc.version == doc.version) key = d.doc.key;
  }
  if (key.empty()) {
    return Status::Corruption("the database holds no " + doc.game + " document of version " +
                              doc.version + " (" + doc.source + "); " + store::kRebuildHelp);
  }
  auto rules = store->DocumentRules(key);
  if (!rules.ok()) return rules.status();
  for (const auto& r : *rules) {
    std::string t = r.text;
    for (const auto& ex : r.examples) t += "\nExample: " + ex;
    texts_.emplace(r.id, t);
  }
  return Status::Ok();
}

std::string RuleTexts::Text(const std::string& id) const {
  auto it = texts_.find(id);
  return it == texts_.end() ? "" : it->second;
}

}  // namespace arbiter::render
