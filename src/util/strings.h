// Small string helpers shared by every module: splitting, trimming, case folding, UTF-8 clean-up,
// edit distance and "did you mean" suggestions.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

std::string_view Trim(std::string_view s);
std::vector<std::string> Split(std::string_view s, char sep);
bool StartsWith(std::string_view s, std::string_view prefix);
bool EndsWith(std::string_view s, std::string_view suffix);
std::string ToLowerAscii(std::string_view s);
std::string Join(const std::vector<std::string>& parts, std::string_view sep);
// ASCII classes, independent of the locale and safe for any char value.
inline bool IsAsciiDigit(char c) { return c >= '0' && c <= '9'; }
inline bool IsAsciiAlpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// Splits text into lines, accepting "\r\n", "\n" and bare "\r" line endings; strips a leading
// UTF-8 byte order mark. Line i of the result is line i+1 of the file.
std::vector<std::string> SplitLines(std::string_view text);

// Collapses runs of ASCII whitespace to one space and trims the ends.
std::string CollapseSpaces(std::string_view s);

// `s` without what stands in parentheses, nested ones too (a card's reminder text): each
// parenthesised run, with its parentheses, becomes one space. A stray ')' is dropped; an
// unclosed '(' runs to the end.
std::string WithoutParenthesized(std::string_view s);

// The letters of the Latin ligature (U+FB00-U+FB06, as PDF extractions print them: "\xEF\xAC\x81"
// "ﬁ" -> "fi") that `s` begins with, or "" when it begins with none. Each is three UTF-8 bytes.
std::string_view LigatureLettersAt(std::string_view s);

// `s` with every such ligature spelled out.
std::string SpellOutLigatures(std::string_view s);

// Replaces typographic quotes and dashes with ASCII ones, for comparing texts from different
// sources (’ -> ', “ ” -> ", – — -> -).
std::string NormalizePunctuation(std::string_view s);

// Returns true when `s` is valid UTF-8.
bool IsValidUtf8(std::string_view s);
// The length (1-4) of the well-formed UTF-8 sequence that starts at byte `i`, 0 when the byte there
// does not start one (or i is past the end).
size_t Utf8SequenceLength(std::string_view s, size_t i);
// `s` with every byte that does not start or continue a valid UTF-8 sequence replaced by U+FFFD
// (so any text can go into JSON or HTML); valid text is returned unchanged.
std::string ToValidUtf8(std::string_view s);
// Converts Latin-1 (Windows-1252 for 0x80-0x9F quotes/dashes) bytes to UTF-8.
std::string Latin1ToUtf8(std::string_view s);

// Levenshtein distance, bounded: returns max_distance + 1 as soon as it is exceeded.
int EditDistance(std::string_view a, std::string_view b, int max_distance = 1000);
// The same, but a swap of two adjacent characters counts as one edit (optimal string alignment):
// "Tnak" is 1 from "Tank", "battlefeild" 1 from "battlefield". Used by ClosestMatches.
int DamerauDistance(std::string_view a, std::string_view b, int max_distance = 1000);

// A word's letters counted ('a'-'z' each, any other byte in one bucket, case-sensitive), for a
// cheap lower bound on its edit distance to many candidates: the bag distance, max(letters the
// word has more of, letters the other has more of), is never more than DamerauDistance (an
// insertion, deletion or substitution changes it by at most 1, a swap not at all).
class LetterCounts {
 public:
  explicit LetterCounts(std::string_view word);
  int BagDistance(std::string_view other) const;

 private:
  static constexpr int kBuckets = 27;
  int counts_[kBuckets] = {};
};

// Up to `limit` candidates closest to `word` (case-insensitive), closest first; only those within
// a distance that scales with the word's length. Empty when nothing is close.
std::vector<std::string> ClosestMatches(std::string_view word,
                                        const std::vector<std::string>& candidates,
                                        size_t limit = 3);

}  // namespace arbiter
