#include "corpus/refs.h"

#include <algorithm>
#include <cctype>
#include <optional>

#include "util/strings.h"

namespace arbiter::corpus {
namespace {

constexpr std::string_view kEnDash = "\xE2\x80\x93";      // –
constexpr std::string_view kLeftQuote = "\xE2\x80\x9C";   // “
constexpr std::string_view kRightQuote = "\xE2\x80\x9D";  // ”
constexpr int kMaxRange = 100;

bool IsLower(char c) { return c >= 'a' && c <= 'z'; }
bool IsAlnum(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }

// True when text[i] is outside the text or not a letter or digit.
bool BoundaryAt(std::string_view text, size_t i) { return i >= text.size() || !IsAlnum(text[i]); }

size_t SkipSpaces(std::string_view text, size_t i) {
  while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n')) ++i;
  return i;
}

// Case-insensitive match of `word` at i, followed by a word boundary.
bool WordAt(std::string_view text, size_t i, std::string_view word) {
  if (i + word.size() > text.size()) return false;
  for (size_t k = 0; k < word.size(); ++k) {
    if (std::tolower(static_cast<unsigned char>(text[i + k])) != word[k]) return false;
  }
  return BoundaryAt(text, i + word.size());
}

// One number as written: its parts and where it ends.
struct Number {
  size_t begin = 0;
  size_t end = 0;                  // one past the last character of the number
  std::vector<std::string> parts;  // "601", "2", "f"
  bool letters_last() const { return !parts.empty() && IsLower(parts.back()[0]); }
};

size_t DigitRun(std::string_view text, size_t i) {
  while (i < text.size() && IsAsciiDigit(text[i])) ++i;
  return i;
}
size_t LowerRun(std::string_view text, size_t i) {
  while (i < text.size() && IsLower(text[i])) ++i;
  return i;
}

// kMtg: digits, optionally ".digits", optionally one or two lower-case letters; the number must
// end at a word boundary. kDotted: digits, then any number of ".digits"/".letters" (letters may
// also follow digits directly, "718.5a"), then an optional trailing dot that belongs to it.
std::optional<Number> ParseNumber(std::string_view text, size_t i, IdStyle style) {
  if (i >= text.size() || !IsAsciiDigit(text[i])) return std::nullopt;
  Number n;
  n.begin = i;
  size_t j = DigitRun(text, i);
  n.parts.emplace_back(text.substr(i, j - i));
  if (style == IdStyle::kMtg) {
    if (j + 1 < text.size() && text[j] == '.' && IsAsciiDigit(text[j + 1])) {
      size_t k = DigitRun(text, j + 1);
      n.parts.emplace_back(text.substr(j + 1, k - j - 1));
      j = k;
    }
    size_t k = LowerRun(text, j);
    if (k > j) {
      if (k - j > 2 || n.parts.size() < 2) return std::nullopt;
      n.parts.emplace_back(text.substr(j, k - j));
      j = k;
    }
    if (!BoundaryAt(text, j)) return std::nullopt;
    n.end = j;
    return n;
  }
  while (true) {
    size_t k = LowerRun(text, j);
    if (k > j && k - j <= 2 && BoundaryAt(text, k)) {
      n.parts.emplace_back(text.substr(j, k - j));
      j = k;
      if (j < text.size() && text[j] == '.' && j + 1 < text.size() && IsAlnum(text[j + 1])) {
        ++j;
        continue;
      }
      break;
    }
    if (k > j) return std::nullopt;  // a word glued to the number: not a reference
    if (j + 1 < text.size() && text[j] == '.' && IsAsciiDigit(text[j + 1])) {
      size_t d = DigitRun(text, j + 1);
      n.parts.emplace_back(text.substr(j + 1, d - j - 1));
      j = d;
      continue;
    }
    if (j + 1 < text.size() && text[j] == '.' && IsLower(text[j + 1])) {
      size_t e = LowerRun(text, j + 1);
      if (e - j - 1 <= 2 && BoundaryAt(text, e)) {
        n.parts.emplace_back(text.substr(j + 1, e - j - 1));
        j = e;
        continue;
      }
    }
    break;
  }
  if (!BoundaryAt(text, j)) return std::nullopt;
  if (j < text.size() && text[j] == '.') ++j;  // "127." : the dot belongs to the number
  n.end = j;
  return n;
}

std::string Canonical(const std::vector<std::string>& parts, IdStyle style) {
  std::string s;
  for (size_t i = 0; i < parts.size(); ++i) {
    bool letters = IsLower(parts[i][0]);
    if (i && !(style == IdStyle::kMtg && letters)) s += '.';
    s += parts[i];
  }
  auto c = CanonicalId(s, style);
  return c ? *c : s;
}

int LetterIndex(std::string_view s, IdStyle style) {
  if (style == IdStyle::kMtg) return MtgLetterIndex(s);
  if (s.size() == 1 && IsLower(s[0])) return s[0] - 'a';
  return -1;
}
std::string LetterAt(int index, IdStyle style) {
  if (style == IdStyle::kMtg) return MtgLetterSuffix(index);
  return std::string(1, static_cast<char>('a' + index));
}

// Length of a range dash at i ("–" or "-"), 0 when none.
size_t DashAt(std::string_view text, size_t i) {
  if (text.substr(i, kEnDash.size()) == kEnDash) return kEnDash.size();
  if (i < text.size() && text[i] == '-') return 1;
  return 0;
}

void AddTarget(std::vector<std::string>* targets, std::string id) {
  if (std::find(targets->begin(), targets->end(), id) == targets->end()) {
    targets->push_back(std::move(id));
  }
}

// Expands `first` .. `last` (same number of parts, same prefix, last part differs) into targets.
void ExpandRange(const Number& first, const std::vector<std::string>& last_parts, IdStyle style,
                 std::vector<std::string>* targets) {
  const auto& a = first.parts;
  const auto& b = last_parts;
  bool ok = a.size() == b.size() && std::equal(a.begin(), a.end() - 1, b.begin());
  std::vector<std::vector<std::string>> ids;
  if (ok) {
    const std::string& x = a.back();
    const std::string& y = b.back();
    if (IsAsciiDigit(x[0]) && IsAsciiDigit(y[0]) && x.size() < 9 && y.size() < 9) {
      int from = std::stoi(x), to = std::stoi(y);
      ok = from <= to && to - from < kMaxRange;
      for (int v = from; ok && v <= to; ++v) {
        auto p = a;
        p.back() = std::to_string(v);
        ids.push_back(p);
      }
    } else if (IsLower(x[0]) && IsLower(y[0])) {
      int from = LetterIndex(x, style), to = LetterIndex(y, style);
      ok = from >= 0 && to >= 0 && from <= to && to - from < kMaxRange;
      for (int v = from; ok && v <= to; ++v) {
        auto p = a;
        p.back() = LetterAt(v, style);
        ids.push_back(p);
      }
    } else {
      ok = false;
    }
  }
  if (!ok) ids = {a, b};
  for (const auto& p : ids) AddTarget(targets, Canonical(p, style));
}

// After a reference number: `, “Title.”` (MTG) or ` Title for more information` (Riftbound).
std::string TitleAfter(std::string_view text, size_t i, IdStyle style) {
  size_t j = i;
  if (j < text.size() && text[j] == ',') ++j;
  j = SkipSpaces(text, j);
  std::string_view rest = text.substr(j);
  if (StartsWith(rest, kLeftQuote) || StartsWith(rest, "\"")) {
    size_t open = StartsWith(rest, "\"") ? 1 : kLeftQuote.size();
    size_t close = rest.find(open == 1 ? std::string_view("\"") : kRightQuote, open);
    if (close == std::string_view::npos || close - open > 120) return "";
    std::string_view t = rest.substr(open, close - open);
    while (!t.empty() && (t.back() == ',' || t.back() == '.')) t.remove_suffix(1);
    return std::string(Trim(t));
  }
  if (style == IdStyle::kDotted) {
    constexpr std::string_view kTail = "for more information";
    size_t stop = rest.find(kTail);
    if (stop == std::string_view::npos || stop == 0 || stop > 80) return "";
    std::string_view t = rest.substr(0, stop);
    if (t.find_first_of(".,;()") != std::string_view::npos) return "";
    return std::string(Trim(t));
  }
  return "";
}

// Parses the list of numbers that starts at `i` (an introducer was just read). Returns false when
// no number is there.
bool ParseList(std::string_view text, size_t i, IdStyle style, bool section, Reference* ref,
               size_t* end) {
  auto first = ParseNumber(text, i, style);
  if (!first) return false;
  Number last = *first;
  size_t pos = first->end;
  int items = 0;
  while (true) {
    ++items;
    // A range: "601.2f–h", "119.7–8", "903.6–903.11", "100.2a-c".
    size_t dash = DashAt(text, pos);
    bool ranged = false;
    if (dash) {
      size_t k = pos + dash;
      if (k < text.size() && IsLower(text[k]) && last.letters_last()) {
        size_t e = LowerRun(text, k);
        if (e - k <= 2 && BoundaryAt(text, e)) {
          auto end_parts = last.parts;
          end_parts.back() = std::string(text.substr(k, e - k));
          ExpandRange(last, end_parts, style, &ref->targets);
          pos = e;
          if (style == IdStyle::kDotted && pos < text.size() && text[pos] == '.') ++pos;
          ranged = true;
        }
      } else if (k < text.size() && IsAsciiDigit(text[k])) {
        auto to = ParseNumber(text, k, style);
        if (to) {
          std::vector<std::string> end_parts = to->parts;
          if (to->parts.size() == 1 && last.parts.size() > 1 && !last.letters_last()) {
            end_parts = last.parts;  // "119.7–8": the last part only
            end_parts.back() = to->parts[0];
          }
          ExpandRange(last, end_parts, style, &ref->targets);
          pos = to->end;
          ranged = true;
        }
      }
    }
    if (!ranged) AddTarget(&ref->targets, Canonical(last.parts, style));
    *end = pos;
    // A further item: ", 702.5", " and 702.5", ", and 702.5", " or 702.5", " and b".
    size_t k = pos;
    const bool comma = k < text.size() && text[k] == ',';
    if (comma) ++k;
    k = SkipSpaces(text, k);
    bool joined = false;
    for (std::string_view w : {"and", "or"}) {
      if (WordAt(text, k, w)) {
        k = SkipSpaces(text, k + w.size());
        joined = true;
        break;
      }
    }
    if (!(comma || joined) || (k < text.size() && !IsAsciiDigit(text[k]) && !IsLower(text[k])))
      break;
    if (k < text.size() && IsAsciiDigit(text[k])) {
      auto next = ParseNumber(text, k, style);
      // Keep lists honest: further MTG items look like rule numbers (three digits) or sections.
      if (!next) break;
      if (style == IdStyle::kMtg && !section && next->parts[0].size() != 3) break;
      if (section && next->parts.size() != 1) break;
      if (k > 0 && text[k - 1] != ' ' && text[k - 1] != '\t' && text[k - 1] != '\n') break;
      last = *next;
      pos = next->end;
      continue;
    }
    // "608.3a and b": a bare letter after and/or, later in the sequence than the previous one.
    if (!joined || !last.letters_last() || k >= text.size()) break;
    size_t e = LowerRun(text, k);
    if (!BoundaryAt(text, e) || e - k != last.parts.back().size()) break;
    std::string letters(text.substr(k, e - k));
    if (LetterIndex(letters, style) <= LetterIndex(last.parts.back(), style)) break;
    last.parts.back() = letters;
    last.begin = k;
    last.end = e;
    pos = e;
  }
  if (items == 1 && ref->targets.size() == 1) ref->title = TitleAfter(text, *end, style);
  return true;
}

}  // namespace

std::string MtgLetterSuffix(int index) {
  static const std::string kLetters = "abcdefghijkmnpqrstuvwxyz";  // no l, no o
  const int n = static_cast<int>(kLetters.size());
  if (index < 0) return "";
  if (index < n) return std::string(1, kLetters[index]);
  index -= n;
  if (index < n * n) return std::string{kLetters[index / n], kLetters[index % n]};
  return "";
}

int MtgLetterIndex(std::string_view suffix) {
  static const std::string kLetters = "abcdefghijkmnpqrstuvwxyz";
  const int n = static_cast<int>(kLetters.size());
  auto pos = [&](char c) {
    size_t p = kLetters.find(c);
    return p == std::string::npos ? -1 : static_cast<int>(p);
  };
  if (suffix.size() == 1) return pos(suffix[0]);
  if (suffix.size() == 2) {
    int a = pos(suffix[0]), b = pos(suffix[1]);
    return a < 0 || b < 0 ? -1 : n + a * n + b;
  }
  return -1;
}

std::vector<Reference> ExtractReferences(std::string_view text, IdStyle style) {
  std::vector<Reference> out;
  size_t i = 0;
  while (i < text.size()) {
    if (!IsAlnum(text[i]) || (i > 0 && IsAlnum(text[i - 1]))) {
      ++i;
      continue;
    }
    // Every introducer begins with an s or an r: any other word is passed over at once.
    const char first = static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
    if (first != 's' && first != 'r') {
      ++i;
      continue;
    }
    // Introducers, longest first so "rules" wins over "rule".
    bool section = false, see = false;
    size_t word_len = 0;
    for (std::string_view w :
         {"subrules", "subrule", "sections", "section", "rules", "rule", "see"}) {
      if (WordAt(text, i, w)) {
        word_len = w.size();
        section = StartsWith(w, "section");
        see = w == "see";
        break;
      }
    }
    if (!word_len) {
      ++i;
      continue;
    }
    size_t num = SkipSpaces(text, i + word_len);
    if (num == i + word_len || num >= text.size() || !IsAsciiDigit(text[num])) {
      i += word_len;
      continue;
    }
    Reference ref;
    size_t end = num;
    if (!ParseList(text, num, style, section, &ref, &end)) {
      i = num;
      continue;
    }
    size_t begin = see ? num : i;
    ref.offset = begin;
    ref.raw = std::string(text.substr(begin, end - begin));
    if (style == IdStyle::kMtg) {
      while (!ref.raw.empty() && ref.raw.back() == '.') ref.raw.pop_back();
    }
    out.push_back(std::move(ref));
    i = end;
  }
  return out;
}

std::vector<std::string> ReferencedIds(std::string_view text, IdStyle style) {
  std::vector<std::string> ids;
  for (const auto& ref : ExtractReferences(text, style)) {
    for (const auto& id : ref.targets) AddTarget(&ids, id);
  }
  return ids;
}

}  // namespace arbiter::corpus
