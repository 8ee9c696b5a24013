// Rule texts for `run --quote`: the text, with its examples, of every rule of the document a game
// module pins, read from the built database (the one place lookups read rules from).
#pragma once

#include <map>
#include <string>

#include "engine/rules.h"
#include "util/status.h"

namespace arbiter::store {
class Store;
}

namespace arbiter::render {

class RuleTexts {
 public:
  // Reads the rules of the document of doc.game whose version is doc.version. NotFound, with a
  // request to rebuild, when the database holds no such document.
  Status Load(store::Store* store, const engine::DocumentRef& doc);
  bool Has(const std::string& id) const { return texts_.count(id) > 0; }
  // The rule's text (with its examples), "" when unknown.
  std::string Text(const std::string& id) const;
  size_t size() const { return texts_.size(); }

 private:
  std::map<std::string, std::string> texts_;
};

}  // namespace arbiter::render
