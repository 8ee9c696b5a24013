#include "store/text_words.h"

#include <algorithm>
#include <iterator>

#include "util/strings.h"

namespace arbiter::store {
namespace {

// U+2000-U+206F (general punctuation: dashes, quotes, ellipsis) and U+00A0-U+00BF (no-break
// space, «, », ·, ...) separate words like ASCII punctuation does.
bool IsPunctuationSequence(std::string_view s) {
  const auto b0 = static_cast<unsigned char>(s[0]);
  if (s.size() == 3 && b0 == 0xE2) {
    const auto b1 = static_cast<unsigned char>(s[1]);
    return b1 == 0x80 || b1 == 0x81;
  }
  if (s.size() == 2 && b0 == 0xC2) return static_cast<unsigned char>(s[1]) <= 0xBF;
  return false;
}

// NLTK's English stop words without those that name rules concepts (same, first, before, after,
// again, up, down, out, off, over, under, other, own, more, most, each, all, both, few, no, not,
// only, against, between, during, until, once) and with a few question words judges type
// ("happen", "would", "still", "get", "gets"): sorted for binary search.
constexpr std::string_view kStopWords[] = {
    "a",          "about",   "above",   "ain",       "am",      "an",        "and",
    "any",        "are",     "aren",    "as",        "at",      "be",        "because",
    "been",       "being",   "below",   "but",       "by",      "can",       "could",
    "couldn",     "d",       "did",     "didn",      "do",      "does",      "doesn",
    "doing",      "don",     "for",     "from",      "further", "get",       "gets",
    "had",        "hadn",    "happen",  "happens",   "has",     "hasn",      "have",
    "haven",      "having",  "he",      "her",       "here",    "hers",      "herself",
    "him",        "himself", "his",     "how",       "i",       "if",        "in",
    "into",       "is",      "isn",     "it",        "its",     "itself",    "just",
    "ll",         "m",       "ma",      "me",        "mightn",  "mustn",     "my",
    "myself",     "needn",   "nor",     "now",       "o",       "of",        "on",
    "or",         "our",     "ours",    "ourselves", "re",      "s",         "shan",
    "she",        "should",  "shouldn", "so",        "some",    "still",     "such",
    "t",          "than",    "that",    "the",       "their",   "theirs",    "them",
    "themselves", "then",    "there",   "these",     "they",    "this",      "those",
    "through",    "to",      "too",     "ve",        "very",    "was",       "wasn",
    "we",         "were",    "weren",   "what",      "when",    "where",     "which",
    "while",      "who",     "whom",    "why",       "will",    "with",      "won",
    "would",      "wouldn",  "y",       "you",       "your",    "yours",     "yourself",
    "yourselves", "whose",   "whether", "anyone",    "someone", "something", "anything",
};

}  // namespace

std::vector<std::string> Words(std::string_view text) {
  std::vector<std::string> out;
  std::string word;
  auto flush = [&] {
    if (!word.empty()) out.push_back(std::move(word));
    word.clear();
  };
  for (size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x80) {
      if (IsAsciiAlpha(static_cast<char>(c)) || IsAsciiDigit(static_cast<char>(c))) {
        word += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
      } else {
        flush();
      }
      ++i;
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
    } else {
      word += seq;
    }
    i += n;
  }
  flush();
  return out;
}

std::string WordKey(std::string_view text) { return Join(Words(text), " "); }

bool IsStopWord(std::string_view word) {
  static const std::vector<std::string_view> sorted = [] {
    std::vector<std::string_view> v(std::begin(kStopWords), std::end(kStopWords));
    std::sort(v.begin(), v.end());
    return v;
  }();
  return std::binary_search(sorted.begin(), sorted.end(), word);
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

bool IsNumber(std::string_view word) {
  return !word.empty() && std::all_of(word.begin(), word.end(), IsAsciiDigit);
}

}  // namespace arbiter::store
