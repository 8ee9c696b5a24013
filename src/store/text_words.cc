#include "store/text_words.h"

#include <algorithm>
#include <array>
#include <iterator>
#include <utility>

#include "util/strings.h"

namespace arbiter::store {
namespace {

// The code point of one well-formed UTF-8 sequence of 2 to 4 bytes.
char32_t CodePoint(std::string_view s) {
  const auto b = [&](size_t i) { return static_cast<char32_t>(static_cast<unsigned char>(s[i])); };
  if (s.size() == 2) return ((b(0) & 0x1F) << 6) | (b(1) & 0x3F);
  if (s.size() == 3) return ((b(0) & 0x0F) << 12) | ((b(1) & 0x3F) << 6) | (b(2) & 0x3F);
  return ((b(0) & 0x07) << 18) | ((b(1) & 0x3F) << 12) | ((b(2) & 0x3F) << 6) | (b(3) & 0x3F);
}

// Punctuation and symbols separate words like ASCII punctuation does, as FTS5's unicode61
// tokenizer has them: no-break space and the Latin-1 signs (« » · ° ± ×), general punctuation
// (dashes, quotes, ellipsis), currency, arrows, mathematical operators (− ∞), technical and
// geometric signs, dingbats (➙), CJK and full-width punctuation, emoji. Letters and digits of
// every script stay in words.
bool IsPunctuationSequence(std::string_view s) {
  const char32_t c = CodePoint(s);
  constexpr std::pair<char32_t, char32_t> kRanges[] = {
      {0x00A0, 0x00BF}, {0x00D7, 0x00D7}, {0x00F7, 0x00F7}, {0x2000, 0x206F},
      {0x20A0, 0x20CF}, {0x2122, 0x2122}, {0x2190, 0x2BFF}, {0x2E00, 0x2E7F},
      {0x3000, 0x303F}, {0xFE10, 0xFE1F}, {0xFE30, 0xFE4F}, {0xFF01, 0xFF0F},
      {0xFF1A, 0xFF20}, {0xFF3B, 0xFF40}, {0xFF5B, 0xFF65}, {0x1F000, 0x1FAFF},
  };
  for (const auto& [lo, hi] : kRanges) {
    if (c >= lo && c <= hi) return true;
  }
  return false;
}

// NLTK's English stop words without those that name rules concepts (same, first, before, after,
// again, up, down, out, off, over, under, other, own, more, most, each, all, both, few, no, not,
// only, against, between, during, until, once) and with a few question words judges type
// ("happen", "would", "still", "get", "gets", "many" of "how many"): sorted for binary search.
constexpr std::string_view kStopWords[] = {
    "a",          "about",   "above",   "ain",       "am",      "an",      "and",
    "any",        "are",     "aren",    "as",        "at",      "be",      "because",
    "been",       "being",   "below",   "but",       "by",      "can",     "could",
    "couldn",     "d",       "did",     "didn",      "do",      "does",    "doesn",
    "doing",      "don",     "for",     "from",      "further", "get",     "gets",
    "had",        "hadn",    "happen",  "happens",   "has",     "hasn",    "have",
    "haven",      "having",  "he",      "her",       "here",    "hers",    "herself",
    "him",        "himself", "his",     "how",       "i",       "if",      "in",
    "into",       "is",      "isn",     "it",        "its",     "itself",  "just",
    "ll",         "m",       "ma",      "me",        "mightn",  "mustn",   "my",
    "myself",     "needn",   "nor",     "now",       "o",       "of",      "on",
    "or",         "our",     "ours",    "ourselves", "re",      "s",       "shan",
    "she",        "should",  "shouldn", "so",        "some",    "still",   "such",
    "t",          "than",    "that",    "the",       "their",   "theirs",  "them",
    "themselves", "then",    "there",   "these",     "they",    "this",    "those",
    "through",    "to",      "too",     "ve",        "very",    "was",     "wasn",
    "we",         "were",    "weren",   "what",      "when",    "where",   "which",
    "while",      "who",     "whom",    "why",       "will",    "with",    "won",
    "would",      "wouldn",  "y",       "you",       "your",    "yours",   "yourself",
    "yourselves", "many",    "whose",   "whether",   "anyone",  "someone", "something",
    "anything",
};

// The words' ASCII bytes: 0 separates words, 1 a lower-case letter or digit, 2 an upper-case
// letter; 3 begins a longer UTF-8 sequence (or is a stray byte).
constexpr std::array<unsigned char, 256> kByteClass = [] {
  std::array<unsigned char, 256> out{};
  for (int c = 0; c < 256; ++c) {
    if (c >= 0x80) {
      out[c] = 3;
    } else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
      out[c] = 1;
    } else if (c >= 'A' && c <= 'Z') {
      out[c] = 2;
    }
  }
  return out;
}();

}  // namespace

void ForEachWord(std::string_view text, const std::function<void(std::string_view)>& visit) {
  std::string word;
  auto flush = [&] {
    if (!word.empty()) visit(word);
    word.clear();
  };
  auto class_at = [&](size_t i) { return kByteClass[static_cast<unsigned char>(text[i])]; };
  for (size_t i = 0; i < text.size();) {
    const unsigned char k = class_at(i);
    if (k == 0) {
      flush();
      ++i;
      continue;
    }
    if (k != 3) {
      // A run of ASCII letters and digits at once: handed over as it stands when it is a whole
      // word in lower case, else lowered into the word being read.
      size_t end = i + 1;
      bool upper = k == 2;
      for (; end < text.size(); ++end) {
        const unsigned char e = class_at(end);
        if (e != 1 && e != 2) break;
        upper = upper || e == 2;
      }
      if (word.empty() && !upper && (end == text.size() || class_at(end) == 0)) {
        visit(text.substr(i, end - i));
        i = end;
        continue;
      }
      const size_t from = word.size();
      word.append(text.data() + i, end - i);
      if (upper) {
        for (size_t n = from; n < word.size(); ++n) {
          if (word[n] >= 'A' && word[n] <= 'Z') word[n] = static_cast<char>(word[n] - 'A' + 'a');
        }
      }
      i = end;
      continue;
    }
    const size_t n = Utf8SequenceLength(text, i);
    if (n == 0) {  // a stray byte separates words
      flush();
      ++i;
      continue;
    }
    const std::string_view seq = text.substr(i, n);
    if (IsPunctuationSequence(seq)) {
      flush();
    } else if (const std::string_view letters = LigatureLettersAt(seq); !letters.empty()) {
      word += letters;  // a printed ligature spelled out
    } else {
      word += seq;
    }
    i += n;
  }
  flush();
}

std::vector<std::string> Words(std::string_view text) {
  std::vector<std::string> out;
  ForEachWord(text, [&](std::string_view w) { out.emplace_back(w); });
  return out;
}

std::string WordKey(std::string_view text) { return Join(Words(text), " "); }

bool IsStopWord(std::string_view word) {
  // Sorted by the compiler (sorting at the first call cost about 1% of a search process).
  static constexpr auto kSorted = [] {
    std::array<std::string_view, std::size(kStopWords)> v{};
    std::copy(std::begin(kStopWords), std::end(kStopWords), v.begin());
    std::sort(v.begin(), v.end());
    return v;
  }();
  return std::binary_search(kSorted.begin(), kSorted.end(), word);
}

std::vector<QueryToken> QueryTokens(std::string_view text) {
  std::vector<QueryToken> out;
  for (const std::string& piece : Split(CollapseSpaces(NormalizePunctuation(text)), ' ')) {
    std::string typed(Trim(piece));
    // Surrounding punctuation, then a possessive: "Heights'," -> "Heights", "Yordle's" -> "Yordle".
    auto punct = [](char c) {
      return std::string_view(".,;:!?\"()[]{}").find(c) != std::string_view::npos;
    };
    while (!typed.empty() && punct(typed.back())) typed.pop_back();
    while (!typed.empty() && punct(typed.front())) typed.erase(typed.begin());
    if (EndsWith(typed, "'s") || EndsWith(typed, "'S")) typed.resize(typed.size() - 2);
    while (!typed.empty() && typed.back() == '\'') typed.pop_back();
    QueryToken t;
    t.words = Words(typed);
    if (t.words.empty()) continue;
    t.typed = typed;
    t.capitalized = !typed.empty() && typed[0] >= 'A' && typed[0] <= 'Z';
    t.stop = std::all_of(t.words.begin(), t.words.end(),
                         [](const std::string& w) { return IsStopWord(w); });
    out.push_back(std::move(t));
  }
  return out;
}

std::string CrudeStem(const std::string& w) {
  for (std::string_view suffix : {"ing", "ed", "es", "s", "e"}) {
    if (w.size() >= suffix.size() + 4 && EndsWith(w, suffix) && !EndsWith(w, "ss")) {
      return w.substr(0, w.size() - suffix.size());
    }
  }
  return w;
}

std::string StemKey(std::string_view text) {
  std::vector<std::string> stems;
  for (const auto& w : Words(text)) stems.push_back(CrudeStem(w));
  return Join(stems, " ");
}

std::string ScopeToken(std::string_view doc_key) {
  static const char kHex[] = "0123456789abcdef";
  std::string out = "s";
  for (unsigned char c : doc_key) {
    out += kHex[c >> 4];
    out += kHex[c & 15];
  }
  return out;
}

std::vector<std::string> SignedPowerToughness(std::string_view text) {
  std::vector<std::string> out;
  // The sign at `at` ('+', '-' or U+2212 MINUS SIGN): 'p', 'm', or 0; `len` its bytes.
  auto sign = [&](size_t at, size_t* len) -> char {
    if (at < text.size() && text[at] == '+') return *len = 1, 'p';
    if (at < text.size() && text[at] == '-') return *len = 1, 'm';
    if (text.substr(at, 3) == "\xE2\x88\x92") return *len = 3, 'm';
    return 0;
  };
  // The value at `at`: digits, or X; empty when none.
  auto value = [&](size_t at) {
    size_t end = at;
    while (end < text.size() && IsAsciiDigit(text[end])) ++end;
    if (end == at && at < text.size() && (text[at] == 'X' || text[at] == 'x')) end = at + 1;
    return text.substr(at, end - at);
  };
  for (size_t i = 0; i < text.size(); ++i) {
    // Only '+', '-' and the first byte of U+2212 can start a sign.
    if (text[i] != '+' && text[i] != '-' && text[i] != '\xE2') continue;
    size_t len1 = 0, len2 = 0;
    const char s1 = sign(i, &len1);
    if (!s1) continue;
    // A sign inside a word ("face-down") starts nothing.
    if (i > 0 && (IsAsciiAlpha(text[i - 1]) || IsAsciiDigit(text[i - 1]))) continue;
    const std::string_view v1 = value(i + len1);
    if (v1.empty() || i + len1 + v1.size() >= text.size() || text[i + len1 + v1.size()] != '/') {
      continue;
    }
    const size_t at2 = i + len1 + v1.size() + 1;
    const char s2 = sign(at2, &len2);
    if (!s2) continue;
    const std::string_view v2 = value(at2 + len2);
    if (v2.empty()) continue;
    const size_t end = at2 + len2 + v2.size();
    if (end < text.size() && (IsAsciiAlpha(text[end]) || IsAsciiDigit(text[end]))) continue;
    std::string word = std::string(1, s1) + std::string(v1) + s2 + std::string(v2);
    for (char& c : word) c = c == 'X' ? 'x' : c;
    if (std::find(out.begin(), out.end(), word) == out.end()) out.push_back(word);
    i = end - 1;
  }
  return out;
}

bool IsNumber(std::string_view word) {
  return !word.empty() && std::all_of(word.begin(), word.end(), IsAsciiDigit);
}

}  // namespace arbiter::store
