#include "corpus/refs.h"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

namespace arbiter::corpus {
namespace {

using Ids = std::vector<std::string>;

// The targets of every reference found, in order, one vector per reference.
std::vector<Ids> Targets(const std::string& text, IdStyle style) {
  std::vector<Ids> out;
  for (const auto& r : ExtractReferences(text, style)) out.push_back(r.targets);
  return out;
}

}  // namespace

TEST_CASE("ExtractReferences: targets, as a table", "[corpus][refs]") {
  struct Row {
    const char* text;
    IdStyle style;
    std::vector<Ids> want;
  };
  const Row rows[] = {
      {"See rule 614, “Replacement Effects.”", IdStyle::kMtg, {{"614"}}},
      {"(See rule 113.10.)", IdStyle::kMtg, {{"113.10"}}},
      {"See rules 702.4 and 702.5.", IdStyle::kMtg, {{"702.4", "702.5"}}},
      {"as described in rule 601.2f–h.", IdStyle::kMtg, {{"601.2f", "601.2g", "601.2h"}}},
      {"see rules 100.2a-c", IdStyle::kMtg, {{"100.2a", "100.2b", "100.2c"}}},
      {"rules 608.2c–m apply",
       IdStyle::kMtg,
       {{"608.2c", "608.2d", "608.2e", "608.2f", "608.2g", "608.2h", "608.2i", "608.2j", "608.2k",
         "608.2m"}}},                                                                // l skipped
      {"rule 704.5k–p", IdStyle::kMtg, {{"704.5k", "704.5m", "704.5n", "704.5p"}}},  // l, o skipped
      {"See section 7, “Additional Rules.”", IdStyle::kMtg, {{"7"}}},
      {"See rule 113, “Abilities,” and section 6, “Spells.”", IdStyle::kMtg, {{"113"}, {"6"}}},
      {"rules 119.7–8 and 119.9–10", IdStyle::kMtg, {{"119.7", "119.8", "119.9", "119.10"}}},
      {"rules 903.6–903.11.",
       IdStyle::kMtg,
       {{"903.6", "903.7", "903.8", "903.9", "903.10", "903.11"}}},
      {"rules 701.27a–f, 712.9–10, and 712.18.",
       IdStyle::kMtg,
       {{"701.27a", "701.27b", "701.27c", "701.27d", "701.27e", "701.27f", "712.9", "712.10",
         "712.18"}}},
      {"rules 608.3a and b are always performed first", IdStyle::kMtg, {{"608.3a", "608.3b"}}},
      {"see rule 110.5 and rule 110.6", IdStyle::kMtg, {{"110.5"}, {"110.6"}}},
      {"See 702.153, “Casualty.”", IdStyle::kMtg, {{"702.153"}}},
      {"(see 601.2b and 601.2f–h).", IdStyle::kMtg, {{"601.2b", "601.2f", "601.2g", "601.2h"}}},
      {"See Rule 414, \"Countering Spells and Abilities.\"", IdStyle::kMtg, {{"414"}}},
      {"subrule 704.5k is followed by 704.5m", IdStyle::kMtg, {{"704.5k"}}},
      {"rule 702.19b and a creature", IdStyle::kMtg, {{"702.19b"}}},  // "a" is not a letter range
      {"rule 704.5aa applies", IdStyle::kMtg, {{"704.5aa"}}},
      // Riftbound (dotted) style.
      {"See rule 421 Attach for more information.", IdStyle::kDotted, {{"421"}}},
      {"See rule 127. Privacy for more information.", IdStyle::kDotted, {{"127"}}},
      {"See rule 718.5.a. for details", IdStyle::kDotted, {{"718.5.a"}}},
      {"as in rule 718.5b", IdStyle::kDotted, {{"718.5.b"}}},
      {"rule 353.2, but as they pay", IdStyle::kDotted, {{"353.2"}}},
      // Numbers that are not references.
      {"Lightning Bolt deals 3 damage to any target.", IdStyle::kMtg, {}},
      {"Example: You control a 2/2 creature and 3 lands.", IdStyle::kMtg, {}},
      {"the rules of the game 2 players", IdStyle::kMtg, {}},
      {"See the Glossary.", IdStyle::kMtg, {}},
      {"rule 3rd", IdStyle::kMtg, {}},
      {"", IdStyle::kMtg, {}},
  };
  for (const auto& row : rows) {
    INFO(row.text);
    CHECK(Targets(row.text, row.style) == row.want);
  }
}

TEST_CASE("ExtractReferences: raw text, offset and title", "[corpus][refs]") {
  struct Row {
    const char* text;
    IdStyle style;
    const char* raw;
    size_t offset;
    const char* title;
  };
  const Row rows[] = {
      {"See rule 614, “Replacement Effects.”", IdStyle::kMtg, "rule 614", 4, "Replacement Effects"},
      {"(See rule 113.10.)", IdStyle::kMtg, "rule 113.10", 5, ""},
      {"x rule 601.2f–h.", IdStyle::kMtg, "rule 601.2f–h", 2, ""},
      {"See rules 702.4 and 702.5", IdStyle::kMtg, "rules 702.4 and 702.5", 4, ""},
      {"See 706, “Rolling a Die.”", IdStyle::kMtg, "706", 4, "Rolling a Die"},
      {"See rule 421 Attach for more information.", IdStyle::kDotted, "rule 421", 4, "Attach"},
      {"See rule 127. Privacy for more information.", IdStyle::kDotted, "rule 127.", 4, "Privacy"},
      {"See rule 446.1. for more information on X.", IdStyle::kDotted, "rule 446.1.", 4, ""},
      {"See rule 716 Attachment for more information.", IdStyle::kDotted, "rule 716", 4,
       "Attachment"},
  };
  for (const auto& row : rows) {
    INFO(row.text);
    auto refs = ExtractReferences(row.text, row.style);
    REQUIRE(refs.size() == 1);
    CHECK(refs[0].raw == row.raw);
    CHECK(refs[0].offset == row.offset);
    CHECK(refs[0].title == row.title);
    CHECK(std::string(row.text).substr(refs[0].offset, refs[0].raw.size()) == refs[0].raw);
  }
}

TEST_CASE("MTG subrule letters skip l and o", "[corpus][refs]") {
  CHECK(MtgLetterSuffix(0) == "a");
  CHECK(MtgLetterSuffix(10) == "k");
  CHECK(MtgLetterSuffix(11) == "m");
  CHECK(MtgLetterSuffix(23) == "z");
  CHECK(MtgLetterSuffix(24) == "aa");
  CHECK(MtgLetterIndex("p") == 13);
  CHECK(MtgLetterIndex("l") == -1);
  CHECK(MtgLetterIndex("aa") == 24);
  CHECK(MtgLetterIndex(MtgLetterSuffix(30)) == 30);
}

TEST_CASE("ReferencedIds merges references in order of first mention", "[corpus][refs]") {
  CHECK(ReferencedIds("See rule 113, “Abilities,” and section 6, and rule 113 again.",
                      IdStyle::kMtg) == Ids{"113", "6"});
}

}  // namespace arbiter::corpus
