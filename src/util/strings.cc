#include "util/strings.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstring>
#include <utility>

namespace arbiter {

std::string_view Trim(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return s.substr(b, e - b);
}

std::vector<std::string> Split(std::string_view s, char sep) {
  std::vector<std::string> out;
  size_t start = 0;
  for (size_t i = 0; i <= s.size(); ++i) {
    if (i == s.size() || s[i] == sep) {
      out.emplace_back(s.substr(start, i - start));
      start = i + 1;
    }
  }
  return out;
}

bool StartsWith(std::string_view s, std::string_view prefix) {
  return s.size() >= prefix.size() && s.substr(0, prefix.size()) == prefix;
}

bool EndsWith(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

std::string ToLowerAscii(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string Join(const std::vector<std::string>& parts, std::string_view sep) {
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i) {
    if (i) out += sep;
    out += parts[i];
  }
  return out;
}

std::vector<std::string> SplitLines(std::string_view text) {
  if (StartsWith(text, "\xEF\xBB\xBF")) text.remove_prefix(3);
  std::vector<std::string> lines;
  size_t start = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\n' || text[i] == '\r') {
      lines.emplace_back(text.substr(start, i - start));
      if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
      start = i + 1;
    }
  }
  if (start < text.size()) lines.emplace_back(text.substr(start));
  return lines;
}

std::string_view LigatureLettersAt(std::string_view s) {
  static constexpr struct {
    std::string_view ligature, letters;
  } kLigatures[] = {{"\xEF\xAC\x80", "ff"},  {"\xEF\xAC\x81", "fi"},  {"\xEF\xAC\x82", "fl"},
                    {"\xEF\xAC\x83", "ffi"}, {"\xEF\xAC\x84", "ffl"}, {"\xEF\xAC\x85", "st"},
                    {"\xEF\xAC\x86", "st"}};
  if (s.size() < 3 || static_cast<unsigned char>(s[0]) != 0xEF) return {};
  for (const auto& l : kLigatures) {
    if (s.substr(0, 3) == l.ligature) return l.letters;
  }
  return {};
}

std::string SpellOutLigatures(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    const std::string_view letters = LigatureLettersAt(s.substr(i));
    if (letters.empty()) {
      out += s[i];
    } else {
      out += letters;
      i += 2;
    }
  }
  return out;
}

std::string WithoutParenthesized(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  int depth = 0;
  for (char c : s) {
    if (c == '(') {
      ++depth;
    } else if (c == ')') {
      if (depth > 0 && --depth == 0) out += ' ';
    } else if (depth == 0) {
      out += c;
    }
  }
  return out;
}

std::string CollapseSpaces(std::string_view s) {
  // Word by word (the build collapses every rule of every release): each run of non-space bytes
  // copied at once, one ' ' between runs. Spaces are std::isspace's in the "C" locale.
  auto space = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size();) {
    if (space(s[i])) {
      ++i;
      continue;
    }
    size_t end = i + 1;
    while (end < s.size() && !space(s[end])) ++end;
    if (!out.empty()) out += ' ';
    out.append(s.data() + i, end - i);
    i = end;
  }
  return out;
}

std::string NormalizePunctuation(std::string_view s) {
  static const std::pair<std::string_view, std::string_view> kMap[] = {
      {"\xE2\x80\x99", "'"}, {"\xE2\x80\x98", "'"}, {"\xE2\x80\x9C", "\""}, {"\xE2\x80\x9D", "\""},
      {"\xE2\x80\x93", "-"}, {"\xE2\x80\x94", "-"}, {"\xC2\xA0", " "}};
  // Every sequence mapped starts with byte E2 or C2: the bytes between are copied in runs (the
  // build normalizes every rule of every release pair it compares).
  std::string out;
  out.reserve(s.size());
  size_t copied = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c != 0xE2 && c != 0xC2) continue;
    for (const auto& [from, to] : kMap) {
      if (s.compare(i, from.size(), from) == 0) {
        out.append(s.substr(copied, i - copied));
        out += to;
        i += from.size() - 1;
        copied = i + 1;
        break;
      }
    }
  }
  out.append(s.substr(copied));
  return out;
}

size_t Utf8SequenceLength(std::string_view s, size_t i) {
  if (i >= s.size()) return 0;
  const unsigned char c = static_cast<unsigned char>(s[i]);
  const size_t len = c < 0x80           ? 1
                     : (c >> 5) == 0x6  ? 2
                     : (c >> 4) == 0xE  ? 3
                     : (c >> 3) == 0x1E ? 4
                                        : 0;
  if (len == 0 || i + len > s.size()) return 0;
  for (size_t k = 1; k < len; ++k) {
    if ((static_cast<unsigned char>(s[i + k]) >> 6) != 0x2) return 0;
  }
  // Well-formed means the shortest form of a scalar value (RFC 3629, as JSON writers check): no
  // overlong forms (C0 80), no surrogates (ED A0 80), nothing above U+10FFFF (F4 90 80 80).
  const unsigned char c1 = static_cast<unsigned char>(s[i + 1 < s.size() ? i + 1 : i]);
  if (len == 2 && c < 0xC2) return 0;
  if (len == 3 && ((c == 0xE0 && c1 < 0xA0) || (c == 0xED && c1 >= 0xA0))) return 0;
  if (len == 4 && ((c == 0xF0 && c1 < 0x90) || (c == 0xF4 && c1 >= 0x90) || c > 0xF4)) return 0;
  return len;
}

bool IsValidUtf8(std::string_view s) {
  for (size_t i = 0; i < s.size();) {
    // ASCII, eight bytes at a time (the build checks every source file).
    while (i + 8 <= s.size()) {
      uint64_t eight;
      std::memcpy(&eight, s.data() + i, 8);
      if (eight & 0x8080808080808080ULL) break;
      i += 8;
    }
    if (i == s.size()) break;
    if (static_cast<unsigned char>(s[i]) < 0x80) {
      ++i;
      continue;
    }
    const size_t len = Utf8SequenceLength(s, i);
    if (len == 0) return false;
    i += len;
  }
  return true;
}

std::string ToValidUtf8(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size();) {
    const size_t len = Utf8SequenceLength(s, i);
    if (len == 0) {
      out += "\xEF\xBF\xBD";  // U+FFFD, then resynchronise on the next byte
      ++i;
      continue;
    }
    out.append(s.substr(i, len));
    i += len;
  }
  return out;
}

std::string Latin1ToUtf8(std::string_view s) {
  // Windows-1252 code points for 0x80-0x9F; 0 where undefined (kept as U+FFFD).
  static const unsigned short kCp1252[32] = {
      0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
      0x2039, 0x0152, 0,      0x017D, 0,      0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
      0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};
  std::string out;
  for (char ch : s) {
    unsigned cp = static_cast<unsigned char>(ch);
    if (cp >= 0x80 && cp < 0xA0) cp = kCp1252[cp - 0x80] ? kCp1252[cp - 0x80] : 0xFFFD;
    if (cp < 0x80) {
      out += static_cast<char>(cp);
    } else if (cp < 0x800) {
      out += static_cast<char>(0xC0 | (cp >> 6));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      out += static_cast<char>(0xE0 | (cp >> 12));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    }
  }
  return out;
}

int EditDistance(std::string_view a, std::string_view b, int max_distance) {
  const size_t m = a.size(), n = b.size();
  if (static_cast<int>(m > n ? m - n : n - m) > max_distance) return max_distance + 1;
  std::vector<int> prev(n + 1), cur(n + 1);
  for (size_t j = 0; j <= n; ++j) prev[j] = static_cast<int>(j);
  for (size_t i = 1; i <= m; ++i) {
    cur[0] = static_cast<int>(i);
    int row_min = cur[0];
    for (size_t j = 1; j <= n; ++j) {
      int cost = a[i - 1] == b[j - 1] ? 0 : 1;
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost});
      row_min = std::min(row_min, cur[j]);
    }
    if (row_min > max_distance) return max_distance + 1;
    std::swap(prev, cur);
  }
  return prev[n];
}

int DamerauDistance(std::string_view a, std::string_view b, int max_distance) {
  const size_t m = a.size(), n = b.size();
  if (static_cast<int>(m > n ? m - n : n - m) > max_distance) return max_distance + 1;
  // Three rows: the one before the previous is needed for a transposition.
  std::vector<int> before(n + 1), prev(n + 1), cur(n + 1);
  for (size_t j = 0; j <= n; ++j) prev[j] = static_cast<int>(j);
  for (size_t i = 1; i <= m; ++i) {
    cur[0] = static_cast<int>(i);
    int row_min = cur[0];
    for (size_t j = 1; j <= n; ++j) {
      int cost = a[i - 1] == b[j - 1] ? 0 : 1;
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
        cur[j] = std::min(cur[j], before[j - 2] + 1);
      }
      row_min = std::min(row_min, cur[j]);
    }
    if (row_min > max_distance) return max_distance + 1;
    std::swap(before, prev);
    std::swap(prev, cur);
  }
  return prev[n];
}

namespace {
int LetterBucket(char c) { return c >= 'a' && c <= 'z' ? c - 'a' : 26; }
}  // namespace

LetterCounts::LetterCounts(std::string_view word) {
  for (char c : word) ++counts_[LetterBucket(c)];
}

int LetterCounts::BagDistance(std::string_view other) const {
  int diff[kBuckets];
  for (int i = 0; i < kBuckets; ++i) diff[i] = counts_[i];
  for (char c : other) --diff[LetterBucket(c)];
  int more = 0, fewer = 0;
  for (int d : diff) (d > 0 ? more : fewer) += d > 0 ? d : -d;
  return more > fewer ? more : fewer;
}

std::vector<std::string> ClosestMatches(std::string_view word,
                                        const std::vector<std::string>& candidates, size_t limit) {
  const std::string lw = ToLowerAscii(word);
  const int max_distance = std::max<int>(1, static_cast<int>(lw.size()) / 3);
  std::vector<std::pair<int, std::string>> scored;
  for (const auto& c : candidates) {
    int d = DamerauDistance(lw, ToLowerAscii(c), max_distance);
    if (d <= max_distance) scored.emplace_back(d, c);
  }
  std::stable_sort(scored.begin(), scored.end(),
                   [](const auto& x, const auto& y) { return x.first < y.first; });
  std::vector<std::string> out;
  for (auto& [d, c] : scored) {
    if (out.size() >= limit) break;
    if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
  }
  return out;
}

}  // namespace arbiter
