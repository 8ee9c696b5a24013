#include "render/rule_text.h"

#include <regex>

#include "corpus/importers.h"
#include "util/files.h"
#include "util/strings.h"

namespace arbiter::render {

Status RuleTexts::Load(const engine::DocumentRef& doc, const std::string& rules_db_dir) {
  std::string path = JoinPath(rules_db_dir, doc.source);
  auto text = ReadFile(path);
  if (!text.ok()) return text.status();
  if (const auto* row = corpus::FindImporter(doc.format)) {
    corpus::ImportedDocument out;
    Status st = row->fn(*text, doc.source, &out);
    if (st.ok()) {
      for (const auto& r : out.rules) {
        std::string t = r.text;
        for (const auto& ex : r.examples) t += "\nExample: " + ex;
        texts_.emplace(r.id, t);
      }
      from_importer_ = true;
      return Status::Ok();
    }
  }
  // Fallback: a rule exists when its number stands alone on a line ("718.4."), page breaks aside.
  static const std::regex kId(R"(^\f?(\d{3}(?:\.[0-9a-z]+)*)\.?\s*$)");
  for (const auto& line : SplitLines(*text)) {
    std::smatch m;
    if (std::regex_match(line, m, kId)) texts_.emplace(m[1].str(), "");
  }
  return Status::Ok();
}

std::string RuleTexts::Text(const std::string& id) const {
  auto it = texts_.find(id);
  return it == texts_.end() ? "" : it->second;
}

}  // namespace arbiter::render
