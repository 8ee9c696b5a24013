#include "diff/similarity.h"

#include <algorithm>
#include <cctype>
#include <string>

#include "diff/word_diff.h"
#include "util/strings.h"

namespace arbiter::diff {
namespace {

// FNV-1a, 64 bit: stable across runs and platforms. `h` is the hash of the text before `s`, so
// a concatenation is hashed piece by piece.
uint64_t Hash(std::string_view s, uint64_t h = 1469598103934665603ull) {
  for (unsigned char c : s) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

bool LooksLikeRuleNumber(std::string_view tok) {
  if (tok.empty() || !std::isdigit(static_cast<unsigned char>(tok[0]))) return false;
  return tok.find('.') != std::string_view::npos;
}

}  // namespace

FeatureSet TextFeatures(std::string_view text) {
  return NormalizedTextFeatures(NormalizePunctuation(text));
}

FeatureSet NormalizedTextFeatures(std::string_view normalized_text) {
  const std::string norm = ToLowerAscii(normalized_text);
  std::vector<std::string_view> words;
  for (std::string_view tok : DiffTokenViews(norm)) {
    const unsigned char c = static_cast<unsigned char>(tok[0]);
    if (!(std::isalnum(c) || c >= 0x80)) continue;  // punctuation carries no meaning here
    words.push_back(LooksLikeRuleNumber(tok) ? std::string_view("#rule") : tok);
  }
  FeatureSet out;
  out.reserve(words.size() * 2);
  for (size_t i = 0; i < words.size(); ++i) {
    const uint64_t word = Hash(words[i]);
    out.push_back(word);
    // A pair of words: the hash of "first\x1fsecond".
    if (i + 1 < words.size()) {
      out.push_back(Hash(words[i + 1], Hash("\x1f", word)) ^ 0x9e3779b97f4a7c15ull);
    }
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

size_t CommonFeatures(const FeatureSet& a, const FeatureSet& b) {
  size_t i = 0, j = 0, n = 0;
  while (i < a.size() && j < b.size()) {
    if (a[i] < b[j]) {
      ++i;
    } else if (b[j] < a[i]) {
      ++j;
    } else {
      ++n, ++i, ++j;
    }
  }
  return n;
}

double Dice(const FeatureSet& a, const FeatureSet& b) {
  if (a.empty() && b.empty()) return 1.0;
  return 2.0 * static_cast<double>(CommonFeatures(a, b)) / static_cast<double>(a.size() + b.size());
}

double Containment(const FeatureSet& part, const FeatureSet& whole) {
  if (part.empty()) return 0.0;
  return static_cast<double>(CommonFeatures(part, whole)) / static_cast<double>(part.size());
}

void FeatureIndex::Add(int item, const FeatureSet& features) {
  for (uint64_t f : features) postings_[f].push_back(item);
}

std::vector<int> FeatureIndex::Candidates(const FeatureSet& query, size_t rarest,
                                          size_t max_postings) const {
  std::vector<std::pair<size_t, const std::vector<int>*>> lists;
  for (uint64_t f : query) {
    auto it = postings_.find(f);
    if (it != postings_.end() && it->second.size() <= max_postings) {
      lists.emplace_back(it->second.size(), &it->second);
    }
  }
  std::sort(lists.begin(), lists.end(),
            [](const auto& x, const auto& y) { return x.first < y.first; });
  if (lists.size() > rarest) lists.resize(rarest);
  std::vector<int> out;
  for (const auto& [size, list] : lists) out.insert(out.end(), list->begin(), list->end());
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace arbiter::diff
