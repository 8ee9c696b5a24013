#include "corpus/windows.h"

#include <algorithm>
#include <map>

namespace arbiter::corpus {

std::vector<Window> EffectiveWindows(const std::vector<Document>& docs) {
  std::vector<Window> out(docs.size());
  std::map<std::string, std::vector<size_t>> releases;  // game -> primary documents with a date
  for (size_t i = 0; i < docs.size(); ++i) {
    if (docs[i].role != "primary" || docs[i].effective.empty()) continue;
    releases[docs[i].game].push_back(i);
    out[i].from = docs[i].effective;
  }
  for (auto& [game, list] : releases) {
    std::stable_sort(list.begin(), list.end(),
                     [&](size_t a, size_t b) { return docs[a].effective < docs[b].effective; });
    for (size_t k = 0; k + 1 < list.size(); ++k) {
      // Two releases on one date: the later in the manifest replaces the earlier the same day.
      out[list[k]].until = docs[list[k + 1]].effective;
      out[list[k]].superseded_by = docs[list[k + 1]].key;
    }
  }
  return out;
}

bool InForce(const Window& window, const std::string& date) {
  if (window.from.empty() || date < window.from) return false;
  return window.until.empty() || date < window.until;
}

}  // namespace arbiter::corpus
