// Text similarity for pairing rules across versions: each text becomes a set of hashed features
// (its words and its word pairs, with rule numbers folded to one placeholder so a renumbered
// cross-reference does not hide a match), compared by the Dice coefficient; an inverted index over
// the rarest features finds the candidates for a text without comparing against every rule.
#pragma once

#include <cstdint>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace arbiter::diff {

// Sorted, unique hashed features of a text. Case, typographic punctuation and whitespace do not
// matter; "in play" and "on the battlefield" do.
using FeatureSet = std::vector<uint64_t>;
FeatureSet TextFeatures(std::string_view text);
// The same for a text already passed through NormalizePunctuation (saves a pass).
FeatureSet NormalizedTextFeatures(std::string_view normalized_text);

// Number of features in both sets.
size_t CommonFeatures(const FeatureSet& a, const FeatureSet& b);
// 2|a∩b| / (|a|+|b|); 1 for two empty sets.
double Dice(const FeatureSet& a, const FeatureSet& b);
// |part∩whole| / |part|: how much of `part` appears in `whole` (0 for an empty part).
double Containment(const FeatureSet& part, const FeatureSet& whole);

// An inverted index from feature to the items (small integers) that have it.
class FeatureIndex {
 public:
  void Add(int item, const FeatureSet& features);
  // Items sharing at least one of the `rarest` least common features of `query` (features held by
  // more than `max_postings` items are skipped as uninformative). Unsorted, unique.
  std::vector<int> Candidates(const FeatureSet& query, size_t rarest = 12,
                              size_t max_postings = 400) const;

 private:
  std::unordered_map<uint64_t, std::vector<int>> postings_;
};

}  // namespace arbiter::diff
