// A card's keyword abilities read from its printed text by the names its game's rules define
// (corpus/card_keywords.h): MTG's oracle files name no keywords.
#include "corpus/card_keywords.h"

#include <catch2/catch.hpp>

#include "util/strings.h"

namespace arbiter::corpus {
namespace {

TEST_CASE("keyword ability names come from the rules under a Keyword Abilities section",
          "[corpus][cards]") {
  ImportedDocument d;
  d.rules = {{"701", "Keyword Actions", "", {}, "", ""},
             {"701.6", "", "Counter", {}, "701", ""},
             {"702", "Keyword Abilities", "", {}, "", ""},
             {"702.1", "", "Most abilities describe exactly what they do.", {}, "702", ""},
             {"702.9", "", "Flying", {}, "702", ""},
             {"702.9a", "", "Flying is an evasion ability.", {}, "702.9", ""},
             {"702.7", "", "First Strike", {}, "702", ""},
             {"741", "Tank", "", {}, "702", ""}};
  CHECK(Join(KeywordAbilityNames(d), "|") == "Flying|First Strike|Tank");
}

TEST_CASE("a card's keywords are those its keyword lines begin with", "[corpus][cards]") {
  const std::vector<std::string> names = {"Flying", "Vigilance", "First Strike", "Protection",
                                          "Equip",  "Hideaway",  "Ward",         "Flash",
                                          "Menace", "First"};
  auto kw = [&](const char* text) { return Join(PrintedKeywords(text, names), "|"); };
  CHECK(kw("Flying, vigilance") == "Flying|Vigilance");
  CHECK(kw("First strike\n{T}: It deals 2 damage.") == "First Strike");
  CHECK(kw("Protection from red\nSacrifice it: Prevent all damage.") == "Protection");
  CHECK(kw("Equipped creature gets +3/+0 and has trample.\nEquip {3}") == "Equip");
  CHECK(kw("Hideaway (This land enters tapped.)\n{T}: Add {W}.") == "Hideaway");
  CHECK(kw("Menace (This creature can't be blocked except by two or more creatures.)") == "Menace");
  CHECK(kw("Ward\xE2\x80\x94Pay 3 life.") == "Ward");
  // Named in a sentence, not the card's own.
  CHECK(kw("Creatures with flying can't block.") == "");
  CHECK(kw("Flying creatures you control get +1/+1.") == "");
  CHECK(kw("Flash\nFlying\nWhen it enters, counter target spell.") == "Flash|Flying");
}

}  // namespace
}  // namespace arbiter::corpus
