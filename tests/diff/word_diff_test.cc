#include "diff/word_diff.h"

#include <catch2/catch.hpp>

namespace arbiter::diff {

TEST_CASE("DiffTokens keeps rule numbers and contractions whole", "[diff][word_diff]") {
  CHECK(DiffTokens("See rule 701.3a. It can't.") ==
        std::vector<std::string>{"See", "rule", "701.3a", ".", "It", "can't", "."});
  CHECK(DiffTokens("it’s “attached”") == std::vector<std::string>{"it’s", "“", "attached", "”"});
  CHECK(DiffTokens("601.2f–h, x-ray") == std::vector<std::string>{"601.2f–h", ",", "x-ray"});
  CHECK(DiffTokens("").empty());
}

TEST_CASE("WordDiff marks the changed words", "[diff][word_diff]") {
  struct Row {
    const char* before;
    const char* after;
    const char* want;
  };
  const Row rows[] = {
      {"move it from the in-play zone to its owner's graveyard.",
       "move it from the battlefield to its owner's graveyard.",
       "move it from the [-in-play zone-]{+battlefield+} to its owner's graveyard."},
      {"See rule 702.71, \"Champion.\"", "See rule 702.72, \"Champion.\"",
       "See rule [-702.71-]{+702.72+}, \"Champion.\""},
      {"a b c", "a b c", "a b c"},
      {"a b c", "a c", "a [-b-] c"},
      {"a c", "a b c", "a {+b+} c"},
      {"his or her library", "their library", "[-his or her-]{+their+} library"},
      {"", "new text", "{+new text+}"},
      {"old text", "", "[-old text-]"},
  };
  for (const Row& row : rows) {
    INFO(row.before << " -> " << row.after);
    CHECK(RenderWordDiff(WordDiff(row.before, row.after)) == row.want);
  }
}

TEST_CASE("OnlyRuleNumbersChanged tells a renumbered reference from an edit", "[diff][word_diff]") {
  CHECK(OnlyRuleNumbersChanged(WordDiff("See rule 702.71.", "See rule 702.72.")));
  CHECK(OnlyRuleNumbersChanged(WordDiff("rules 601.2f–h apply", "rules 601.2g–i apply")));
  CHECK_FALSE(OnlyRuleNumbersChanged(WordDiff("See rule 702.71.", "See rules 702.72.")));
  CHECK_FALSE(OnlyRuleNumbersChanged(WordDiff("same", "same")));
  CHECK(ChangedTokenCount(WordDiff("a b c", "a x y c")) == 3);
}

}  // namespace arbiter::diff

namespace arbiter::diff {

TEST_CASE("FoldExtraction folds what a PDF extraction adds, nothing else", "[diff][word_diff]") {
  struct Row {
    const char* text;
    const char* want;
  };
  const Row rows[] = {
      {"battle\xEF\xAC\x81"
       "eld",
       "battlefield"},  // U+FB01 fi
      {"De\xEF\xAC\x82"
       "ect and o\xEF\xAC\x80",
       "Deflect and off"},  // fl, ff
      {"Flow , and Domain .", "Flow, and Domain."},
      {"Top-Most Card \xE2\x80\x99s Might", "Top-Most Card\xE2\x80\x99s Might"},
      {"a  b\t c", "a b c"},
      {"first line \nsecond", "first line\nsecond"},
      {"(see rule 421 )", "(see rule 421)"},
      {"Card, \"Main Deck card.\"", "Card, \"Main Deck card.\""},  // nothing to fold
      {"", ""},
  };
  for (const Row& r : rows) {
    INFO(r.text);
    CHECK(FoldExtraction(r.text) == r.want);
  }
}

}  // namespace arbiter::diff
