#include "corpus/windows.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <ctime>
#include <map>

#include "util/strings.h"

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
    for (size_t k = 0; k < list.size(); ++k) {
      Window& w = out[list[k]];
      if (k + 1 < list.size()) {
        // Two releases on one date: the later in the manifest replaces the earlier the same day.
        w.until = docs[list[k + 1]].effective;
        w.superseded_by = docs[list[k + 1]].key;
      }
      const Document& d = docs[list[k]];
      if (!d.until.empty() && (w.until.empty() || d.until < w.until)) {
        w.until = d.until;
        w.superseded_by.clear();
        w.replaced_by = d.replaced_by.empty() ? "a later release not held" : d.replaced_by;
      }
    }
  }
  return out;
}

bool InForce(const Window& window, const std::string& date) {
  if (window.from.empty() || date < window.from) return false;
  return window.until.empty() || date < window.until;
}

std::vector<bool> DefaultsOn(const std::vector<Document>& docs, const std::vector<Window>& windows,
                             const std::string& date) {
  std::vector<bool> out(docs.size(), false);
  struct Best {
    size_t dated = SIZE_MAX;    // the newest release that took effect by `date`
    size_t undated = SIZE_MAX;  // the first primary document without a date
    bool any_dated = false;
  };
  std::map<std::string, Best> games;
  for (size_t i = 0; i < docs.size(); ++i) {
    if (docs[i].role != "primary") continue;
    Best& b = games[docs[i].game];
    if (windows[i].from.empty()) {
      if (b.undated == SIZE_MAX) b.undated = i;
      continue;
    }
    b.any_dated = true;
    if (windows[i].from > date) continue;
    // The newest that took effect by `date`; on a tie the later in the manifest (as windows).
    if (b.dated == SIZE_MAX || windows[i].from >= windows[b.dated].from) b.dated = i;
  }
  for (const auto& [game, b] : games) {
    if (b.dated != SIZE_MAX) {
      out[b.dated] = true;
    } else if (!b.any_dated && b.undated != SIZE_MAX) {
      out[b.undated] = true;
    }
  }
  return out;
}

std::string KindOf(const Document& doc) {
  if (!doc.kind.empty()) return doc.kind;
  if (doc.role == "rulings") return "rulings";
  if (doc.role == "cards") return "cards";
  if (doc.game.find("rulings") != std::string::npos) return "rulings summary";
  if (doc.role == "secondary") return "secondary copy";
  if (doc.game == "mtr" || EndsWith(doc.game, "-tr")) return "tournament rules";
  if (doc.game == "ipg") return "penalties";
  return "core rules";
}

bool IsIsoDate(const std::string& s) {
  if (s.size() != 10 || s[4] != '-' || s[7] != '-') return false;
  for (size_t i : {0, 1, 2, 3, 5, 6, 8, 9}) {
    if (!IsAsciiDigit(s[i])) return false;
  }
  const int year = std::stoi(s.substr(0, 4));
  const int month = std::stoi(s.substr(5, 2)), day = std::stoi(s.substr(8, 2));
  if (month < 1 || month > 12 || day < 1) return false;
  static const int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  return day <= kDays[month - 1] + (month == 2 && leap ? 1 : 0);
}

std::string TodayIso() {
  if (const char* fixed = std::getenv("ARBITER_TODAY"); fixed != nullptr && IsIsoDate(fixed)) {
    return fixed;
  }
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char buf[16];
  std::strftime(buf, sizeof(buf), "%Y-%m-%d", &tm);
  return buf;
}

}  // namespace arbiter::corpus
