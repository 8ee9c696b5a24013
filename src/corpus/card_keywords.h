// A card's keyword abilities read from its printed text, for a game whose card data names none
// (MTG's oracle files): the names come from the game's own rules (the rules under a section
// titled "Keyword Abilities", MTG 702: "702.111 Menace"), never from a hand list.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "corpus/model.h"

namespace arbiter::corpus {

// The keyword abilities `doc` defines: the title of each rule whose parent is a section titled
// "Keyword Abilities", or its text when it is untitled and its text is a name (a few words, no
// sentence). In document order, each once.
std::vector<std::string> KeywordAbilityNames(const ImportedDocument& doc);

// A game's keyword names, lower-cased and indexed by first letter once, for reading the
// keywords of many cards' texts (a build reads about 1,200 MTG cards against 200 names).
class KeywordNames {
 public:
  explicit KeywordNames(std::vector<std::string> names);

  // The keywords that the card printed `text` has: those a keyword line begins with, a line
  // (reminder text in parentheses left out) each of whose comma-separated parts begins with a
  // keyword name as whole words ("Flying, vigilance", "Protection from red", "Equip {3}"). A
  // keyword only named in a sentence ("creatures with flying") is not the card's. Each once, in
  // the order printed, spelled as in the names given.
  std::vector<std::string> PrintedIn(std::string_view text) const;

 private:
  std::vector<std::string> names_, lower_;
  std::vector<size_t> by_first_[256];  // indices of the names by their first byte, lower case
};

// KeywordNames(names).PrintedIn(text), for one card.
std::vector<std::string> PrintedKeywords(std::string_view text,
                                         const std::vector<std::string>& names);

}  // namespace arbiter::corpus
