// DefinedTerms: the terms a rule's text defines, on sentences from the bundled rules.
#include "store/defined_terms.h"

#include <catch2/catch.hpp>

#include "util/strings.h"

namespace arbiter::store {

TEST_CASE("DefinedTerms reads the ways rules word a definition", "[store][defined-terms]") {
  struct Row {
    const char* text;
    const char* terms;  // '|'-separated, in order
  };
  const Row rows[] = {
      // Dimensional Rift, Effect Text: a parenthesised "called the".
      {"They start with a list of triggers, costs, targeting or other activation requirements "
       "(called the Activation Criteria), separated by ;;",
       "Activation Criteria"},
      // MTG 707.2: a sentence that starts "The X are the".
      {"When copying an object, the copy acquires the copiable values of the original object. "
       "The copiable values are the values derived from the text printed on the object.",
       "copiable values"},
      {"Tank is a Passive Ability keyword.", "Tank"},
      {"The active player is the player whose turn it is.", "active player"},
      {"“Blocked creature” means a creature that has been blocked.", "Blocked creature"},
      {"A card with one or more cards linked to it is known as a Top-Most Card.", "Top-Most Card"},
      {"This is referred to as the “legend rule.”", "legend rule"},
      // Not definitions: a clause before the verb, a stop word, a verb that is not "is a".
      {"If a unit is a token, it is removed.", ""},
      {"Damage is dealt simultaneously.", ""},
      {"It is a Passive Ability.", ""},
      {"These two abilities are linked.", ""},
      {"", ""},
  };
  for (const Row& row : rows) {
    INFO(row.text);
    CHECK(Join(DefinedTerms(row.text), "|") == row.terms);
  }
}

TEST_CASE("DefinedTerms takes at most four words and each term once", "[store][defined-terms]") {
  CHECK(Join(DefinedTerms("It is called the Very Long Named Thing Here Now."), "|") ==
        "Very Long Named Thing");
  CHECK(Join(DefinedTerms("Tank is a keyword. Tank is a Passive Ability."), "|") == "Tank");
}

}  // namespace arbiter::store
