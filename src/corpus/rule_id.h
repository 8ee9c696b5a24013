// Rule ids: canonical forms, the variants people type, parents, sort keys and citations.
//
// Two numbering styles exist in the corpus:
//   kDotted  every part separated by dots: Riftbound "718.5.a", "103.2.e.1"; Dimensional Rift's
//            heading-derived ids "targeting.arrows.2".
//   kMtg     Comprehensive Rules style: section "6", rule "607", "607.2", subrule "607.2a",
//   "704.5aa";
//            the 2008 rulings summary ("501.2a") uses it too.
// Exact-number semantics: "702.6" and "702.60" are different ids; a trailing dot is not a part.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace arbiter::corpus {

enum class IdStyle { kDotted, kMtg };

// The style a game's documents use: "mtg" and "mtg-rulings-2008" are kMtg, others kDotted.
IdStyle StyleForGame(std::string_view game);

// Canonical form of what a user typed, in the given style, or nullopt when it is not an id at
// all. Accepts "CR 607.2a", "rule 718.5b", "718.5.a.", "607.2.A", surrounding spaces.
//   kDotted: "718.5b" -> "718.5.a"-style dots between every number and letter part.
//   kMtg:    "607.2.a" -> "607.2a"; "119.1d." -> "119.1d".
std::optional<std::string> CanonicalId(std::string_view raw, IdStyle style);

// The parent id by number: kDotted drops the last part ("718.5.a" -> "718.5", "718" -> "");
// kMtg: "607.2a" -> "607.2" -> "607" -> "6" -> "". Heading-derived dotted ids work the same way.
std::string ParentId(std::string_view id, IdStyle style);

// A key whose byte order is the rules' order: numbers numerically, letter suffixes by length
// then alphabet ("704.5z" < "704.5aa"), a parent before its children.
std::string SortKey(std::string_view id);

// The rule's place among its numbered siblings, from 0, read from its last part: "607.2a" -> 0,
// "702.19d" -> 3, "704.5aa" -> 26, "719.5" -> 4, "443.1.d.6" -> 5, "targeting.arrows.2" -> 1.
// 0 for a top-level rule ("607", "719") and for a last part that is not a number or letters.
int SiblingOrdinal(std::string_view id);

// A citation: "riftbound:718.4", "mtg:607.2a", "mtg@2025-02-07:701.5", or a bare id.
struct Citation {
  std::string game;     // "" when not given
  std::string version;  // "" when not given (the game's default document)
  std::string id;       // as written after the prefix, not yet canonical
};
// Splits a citation; never fails (a bare id gives empty game and version).
Citation ParseCitation(std::string_view text);

}  // namespace arbiter::corpus
