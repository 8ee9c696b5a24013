// Card names as judges type them: a key that folds case, accents, curly apostrophes and
// punctuation ("Rek’Sai, Swarm Queen" and "reksai swarm queen" are one key), and the match of a
// typed name against a game's card names: exact, partial (every typed word begins a word of the
// name, "jinx" or "yasuo unf"), or the nearest names as a "did you mean".
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace arbiter::corpus {

// Lower case ASCII; Latin accents dropped (é -> e, æ -> ae, ß -> ss); apostrophes (' ’ ‘)
// removed; every other run of non-letters, non-digits one space; trimmed.
std::string CardKey(std::string_view name);

struct CardMatch {
  std::vector<size_t> exact;        // indices into the names whose key equals the typed key
  std::vector<size_t> partial;      // else those whose words the typed words begin, in order
  std::vector<std::string> nearby;  // else up to three names by edit distance of their keys
};

// Matches `typed` against `names` (any order; indices refer to it).
CardMatch MatchCardName(std::string_view typed, const std::vector<std::string>& names);

}  // namespace arbiter::corpus
