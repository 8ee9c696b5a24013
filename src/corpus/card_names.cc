#include "corpus/card_names.h"

#include <algorithm>
#include <cctype>

#include "util/strings.h"

namespace arbiter::corpus {
namespace {

// Two-byte UTF-8 Latin letters (U+00C0-U+00FF) and what they fold to.
const char* FoldLatin1(unsigned char second) {
  // second byte of 0xC3 xx: U+00C0 + (xx - 0x80)
  static const char* kFold[64] = {
      "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i",  "i",   // C0-CF
      "d", "n", "o", "o", "o", "o", "o",  "",  "o", "u", "u", "u", "u", "y", "th", "ss",  // D0-DF
      "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i",  "i",   // E0-EF
      "d", "n", "o", "o", "o", "o", "o",  "",  "o", "u", "u", "u", "u", "y", "th", "y",   // F0-FF
  };
  if (second < 0x80 || second > 0xBF) return nullptr;
  return kFold[second - 0x80];
}

std::vector<std::string> Words(const std::string& key) { return Split(key, ' '); }

}  // namespace

std::string CardKey(std::string_view name) {
  std::string out;
  bool space = false;
  auto put = [&](std::string_view letters) {
    if (space && !out.empty()) out += ' ';
    space = false;
    out += letters;
  };
  for (size_t i = 0; i < name.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(name[i]);
    if (c < 0x80) {
      if (IsAsciiDigit(static_cast<char>(c)) || IsAsciiAlpha(static_cast<char>(c))) {
        put(std::string(1, static_cast<char>(std::tolower(c))));
      } else if (c != '\'') {
        space = true;
      }
      continue;
    }
    if (c == 0xC3 && i + 1 < name.size()) {
      if (const char* f = FoldLatin1(static_cast<unsigned char>(name[i + 1]))) {
        if (*f) put(f);
        ++i;
        continue;
      }
    }
    if (c == 0xC5 && i + 1 < name.size() &&
        (static_cast<unsigned char>(name[i + 1]) == 0x92 ||
         static_cast<unsigned char>(name[i + 1]) == 0x93)) {  // Œ œ
      put("oe");
      ++i;
      continue;
    }
    // ’ ‘ (E2 80 98/99) are apostrophes; other marks separate words.
    if (c == 0xE2 && i + 2 < name.size() && static_cast<unsigned char>(name[i + 1]) == 0x80 &&
        (static_cast<unsigned char>(name[i + 2]) == 0x98 ||
         static_cast<unsigned char>(name[i + 2]) == 0x99)) {
      i += 2;
      continue;
    }
    // Any other non-ASCII sequence: skip it whole, as a separator.
    size_t len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
    i += len - 1;
    space = true;
  }
  return out;
}

CardMatch MatchCardName(std::string_view typed, const std::vector<std::string>& names) {
  CardMatch m;
  const std::string key = CardKey(typed);
  if (key.empty()) return m;
  std::vector<std::string> keys;
  keys.reserve(names.size());
  for (const auto& n : names) keys.push_back(CardKey(n));
  for (size_t i = 0; i < keys.size(); ++i) {
    if (keys[i] == key) m.exact.push_back(i);
  }
  if (!m.exact.empty()) return m;
  const std::vector<std::string> want = Words(key);
  for (size_t i = 0; i < keys.size(); ++i) {
    const std::vector<std::string> have = Words(keys[i]);
    // Every typed word begins a word of the name, in order ("yasuo unf", "jinx", "loose can").
    size_t at = 0;
    bool all = true;
    for (const auto& w : want) {
      while (at < have.size() && !StartsWith(have[at], w)) ++at;
      if (at == have.size()) {
        all = false;
        break;
      }
      ++at;
    }
    // ... or the typed words run together ("reksai", "kaisa" for "kai sa").
    const std::string joined = [&] {
      std::string j;
      for (const auto& h : have) j += h;
      return j;
    }();
    std::string typed_joined;
    for (const auto& w : want) typed_joined += w;
    if (all || joined == typed_joined) m.partial.push_back(i);
  }
  if (!m.partial.empty()) return m;
  // The nearest names, by the edit distance of whole keys or of the part before the comma.
  std::vector<std::pair<int, size_t>> scored;
  const int limit = std::max<int>(2, static_cast<int>(key.size()) / 3);
  for (size_t i = 0; i < keys.size(); ++i) {
    const std::string head = CardKey(names[i].substr(0, names[i].find(',')));
    const int d = std::min(EditDistance(key, keys[i], limit), EditDistance(key, head, limit));
    if (d <= limit) scored.emplace_back(d, i);
  }
  std::stable_sort(scored.begin(), scored.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  for (const auto& [d, i] : scored) {
    if (m.nearby.size() == 3) break;
    if (std::find(m.nearby.begin(), m.nearby.end(), names[i]) == m.nearby.end()) {
      m.nearby.push_back(names[i]);
    }
  }
  return m;
}

}  // namespace arbiter::corpus
