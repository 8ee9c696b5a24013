#include "util/strings.h"

#include <catch2/catch.hpp>

namespace arbiter {

TEST_CASE("SplitLines accepts every line ending and a BOM", "[util]") {
  using V = std::vector<std::string>;
  CHECK(SplitLines("a\nb\n") == V{"a", "b"});
  CHECK(SplitLines("a\r\nb\r\n") == V{"a", "b"});
  CHECK(SplitLines("a\rb\r") == V{"a", "b"});
  CHECK(SplitLines("\xEF\xBB\xBF"
                   "a\n\nb") == V{"a", "", "b"});
}

TEST_CASE("LetterCounts' bag distance is a lower bound of DamerauDistance", "[util]") {
  struct Case {
    const char* a;
    const char* b;
    int bag;
  };
  const Case cases[] = {
      {"tnak", "tank", 0},   // a swap keeps the letters
      {"tank", "tanks", 1},  // an insertion
      {"shield", "shiled", 0},  {"mighty", "might", 1},
      {"kitten", "sitting", 3},  // k->s, e->i, +g: 3 edits; s, i, g more
      {"abc", "xyz", 3},        {"", "abc", 3},
      {"a-b", "a_b", 0},    // any two non-letters share a bucket
      {"Tank", "tank", 1},  // case-sensitive, as DamerauDistance
  };
  for (const Case& c : cases) {
    INFO(c.a << " / " << c.b);
    CHECK(LetterCounts(c.a).BagDistance(c.b) == c.bag);
    CHECK(LetterCounts(c.b).BagDistance(c.a) == c.bag);
    CHECK(c.bag <= DamerauDistance(c.a, c.b));
  }
  // Never above the distance, over every pair of a set of words with shared letters.
  const std::vector<std::string> words = {"attach", "attached", "detach", "tactic", "cheat",
                                          "stack",  "tasks",    "attack", "hatch",  "chart"};
  for (const auto& a : words) {
    for (const auto& b : words) CHECK(LetterCounts(a).BagDistance(b) <= DamerauDistance(a, b));
  }
}

TEST_CASE("EditDistance and ClosestMatches", "[util]") {
  CHECK(EditDistance("attach", "atach") == 1);
  CHECK(EditDistance("kitten", "sitting") == 3);
  CHECK(EditDistance("abc", "abcdefgh", 2) == 3);
  std::vector<std::string> actions = {"attach", "detach", "move", "deal"};
  CHECK(ClosestMatches("atach", actions) == std::vector<std::string>{"attach"});
  CHECK(ClosestMatches("detatch", actions) == std::vector<std::string>{"detach"});
  CHECK(ClosestMatches("zzzzzz", actions).empty());
}

TEST_CASE("NormalizePunctuation maps typographic marks to ASCII", "[util]") {
  CHECK(NormalizePunctuation("it\xE2\x80\x99s \xE2\x80\x9Cx\xE2\x80\x9D 601.2f\xE2\x80\x93h") ==
        "it's \"x\" 601.2f-h");
  // Other sequences that start with the same bytes, cut-off ones and the ends are kept.
  const std::pair<std::string, std::string> cases[] = {
      {"", ""},
      {"plain text", "plain text"},
      {"\xE2\x80\x94", "-"},
      {"a\xC2\xA0"
       "b\xC2\xA0",
       "a b "},
      {"\xE2\x80\xA6 \xC2\xA9", "\xE2\x80\xA6 \xC2\xA9"},  // ellipsis, copyright sign
      {"end \xE2\x80", "end \xE2\x80"},
      {"\xE2\xE2\x80\x99s", "\xE2's"},
      {"\xC2", "\xC2"},
  };
  for (const auto& [in, out] : cases) CHECK(NormalizePunctuation(in) == out);
}

TEST_CASE("UTF-8 validation and Latin-1 conversion", "[util]") {
  CHECK(IsValidUtf8("plain"));
  CHECK(IsValidUtf8("caf\xC3\xA9"));
  CHECK_FALSE(IsValidUtf8("caf\xE9"));
  CHECK(Latin1ToUtf8("caf\xE9") == "caf\xC3\xA9");
  CHECK(Latin1ToUtf8("\x93q\x94") == "\xE2\x80\x9Cq\xE2\x80\x9D");
}

TEST_CASE("ToValidUtf8 replaces each stray byte with U+FFFD and keeps valid text", "[util]") {
  const std::string kReplacement = "\xEF\xBF\xBD";
  const std::vector<std::pair<std::string, std::string>> rows = {
      {"plain", "plain"},
      {"caf\xC3\xA9", "caf\xC3\xA9"},
      {"caf\xE9", "caf" + kReplacement},                        // Latin-1 byte
      {"\xC3", kReplacement},                                   // truncated sequence at the end
      {"a\xE2\x80z", "a" + kReplacement + kReplacement + "z"},  // truncated in the middle
      {"\x80\x80", kReplacement + kReplacement},                // lone continuation bytes
      {std::string("a\0b", 3), std::string("a\0b", 3)},         // NUL is valid UTF-8
  };
  for (const auto& [in, want] : rows) {
    INFO(in);
    CHECK(ToValidUtf8(in) == want);
    CHECK(IsValidUtf8(ToValidUtf8(in)));
  }
}

TEST_CASE("WithoutParenthesized leaves a space for each parenthesised run", "[util]") {
  CHECK(WithoutParenthesized("Flying (It can't be blocked.)") == "Flying  ");
  CHECK(WithoutParenthesized("a (b (c) d) e") == "a   e");
  CHECK(WithoutParenthesized("word(x)word") == "word word");
  CHECK(WithoutParenthesized("stray) close") == "stray close");
  CHECK(WithoutParenthesized("unclosed (runs to the end") == "unclosed ");
  CHECK(WithoutParenthesized("") == "");
}

TEST_CASE("Printed ligatures are spelled out", "[util]") {
  CHECK(LigatureLettersAt("\xEF\xAC\x81rst") == "fi");
  CHECK(LigatureLettersAt("\xEF\xAC\x84") == "ffl");
  CHECK(LigatureLettersAt("fi") == "");
  CHECK(LigatureLettersAt("\xEF\xAC") == "");      // cut short
  CHECK(LigatureLettersAt("\xEF\xBB\xBF") == "");  // a byte order mark
  CHECK(SpellOutLigatures("Battle\xEF\xAC\x81"
                          "eld Con\xEF\xAC\x82ict") == "Battlefield Conflict");
  CHECK(SpellOutLigatures("e\xEF\xAC\x83"
                          "cient \xEF\xAC\x80") == "efficient ff");
  CHECK(SpellOutLigatures("no ligature, caf\xC3\xA9") == "no ligature, caf\xC3\xA9");
}

}  // namespace arbiter
