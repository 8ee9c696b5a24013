#include "diff/ruling_map.h"

#include "diff/compare.h"
#include "diff/report.h"
#include "util/strings.h"

namespace arbiter::diff {

std::vector<OldRulingsTarget> OldRulingsTargets(const std::vector<corpus::ImportedDocument>& docs) {
  std::vector<OldRulingsTarget> out;
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
    out.push_back({&old, current, family});
  }
  return out;
}

void MapRulingsOnto(const std::string& rules_db_dir, const OldRulingsTarget& target,
                    MappedCiteMap* out) {
  const DocumentDiff diff = CompareImported(rules_db_dir, *target.old, *target.current);
  for (const MappedRuling& m : MapRulings(diff, *target.old)) {
    auto& cites = (*out)[target.old->doc.key + "\n" + m.ruling->id];
    for (const std::string& id : m.new_ids) {
      cites.push_back({target.family, id, target.current->doc.key});
    }
  }
}

MappedCiteMap MapOldRulings(const std::string& rules_db_dir,
                            const std::vector<corpus::ImportedDocument>& docs) {
  MappedCiteMap out;
  for (const OldRulingsTarget& t : OldRulingsTargets(docs)) MapRulingsOnto(rules_db_dir, t, &out);
  return out;
}

}  // namespace arbiter::diff
