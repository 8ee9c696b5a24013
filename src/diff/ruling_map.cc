#include "diff/ruling_map.h"

#include "diff/compare.h"
#include "diff/report.h"
#include "util/strings.h"

namespace arbiter::diff {

std::map<std::string, std::vector<std::array<std::string, 3>>> MapOldRulings(
    const std::string& rules_db_dir, const std::vector<corpus::ImportedDocument>& docs) {
  std::map<std::string, std::vector<std::array<std::string, 3>>> out;
  for (const corpus::ImportedDocument& old : docs) {
    const size_t dash = old.doc.game.find('-');
    if (dash == std::string::npos || old.rulings.empty()) continue;
    const std::string family = old.doc.game.substr(0, dash);
    const corpus::ImportedDocument* current = nullptr;
    for (const corpus::ImportedDocument& d : docs) {
      if (d.doc.game != family || d.doc.role != "primary") continue;
      if (current == nullptr || d.doc.effective > current->doc.effective) current = &d;
    }
    if (current == nullptr || current->doc.effective <= old.doc.effective) continue;
    const DocumentDiff diff = CompareImported(rules_db_dir, old, *current);
    for (const MappedRuling& m : MapRulings(diff, old)) {
      auto& cites = out[old.doc.key + "\n" + m.ruling->id];
      for (const std::string& id : m.new_ids) cites.push_back({family, id, current->doc.key});
    }
  }
  return out;
}

}  // namespace arbiter::diff
