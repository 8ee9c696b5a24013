// How search splits text and questions into words (store/text_words.h).
#include "store/text_words.h"

#include <catch2/catch.hpp>

#include "util/strings.h"

namespace arbiter::store {
namespace {

// Words as they were read before ASCII runs were handed over whole: unit by unit (an ASCII byte,
// a UTF-8 sequence or a stray byte), a unit in a word when it is a letter or digit, ASCII lowered.
std::vector<std::string> WordsUnitByUnit(std::string_view text) {
  std::vector<std::string> out;
  std::string word;
  auto flush = [&] {
    if (!word.empty()) out.push_back(word);
    word.clear();
  };
  for (size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (static_cast<unsigned char>(c) < 0x80) {
      if (IsAsciiAlpha(c) || IsAsciiDigit(c)) {
        word += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
      } else {
        flush();
      }
      ++i;
      continue;
    }
    const size_t n = Utf8SequenceLength(text, i);
    if (n == 0) {
      flush();
      ++i;
      continue;
    }
    const std::string_view seq = text.substr(i, n);
    if (Words(seq).empty()) {
      flush();
    } else {
      word += seq;
    }
    i += n;
  }
  flush();
  return out;
}

TEST_CASE("Words read whole ASCII runs as they read byte by byte", "[store][words]") {
  const std::vector<std::string> pieces = {
      "a",    "Z",    "q",        "9",  " ", ".", ",", "-", "\n", "\xC3\xA9", "\xE2\x80\x99",
      "\xFF", "\x80", "\xC3\x89", "ab", "Cd"};
  uint32_t seed = 12345;
  for (int round = 0; round < 20000; ++round) {
    std::string text;
    seed = seed * 1103515245u + 12345u;
    const int length = static_cast<int>((seed >> 16) % 12);
    for (int n = 0; n < length; ++n) {
      seed = seed * 1103515245u + 12345u;
      text += pieces[(seed >> 16) % pieces.size()];
    }
    REQUIRE(Words(text) == WordsUnitByUnit(text));
  }
}

TEST_CASE("Words split like FTS5's unicode61 and fold ASCII case", "[store][words]") {
  CHECK(Join(Words("Urborg, Tomb of Yawgmoth"), "|") == "urborg|tomb|of|yawgmoth");
  CHECK(Join(Words("can't face-down 702.6a"), "|") == "can|t|face|down|702|6a");
  CHECK(Join(Words("attacker\xE2\x80\x99s \xE2\x80\x9CMight\xE2\x80\x9D"), "|") ==
        "attacker|s|might");
  CHECK(WordKey("  Top-Most   Card ") == "top most card");
  CHECK(Words("").empty());
  // Symbols separate as punctuation does (FTS5 indexes no token for them): a dingbat arrow, the
  // minus sign, infinity, the trade mark sign; accented letters stay in their word.
  CHECK(Join(Words("Deal 2 \xE2\x9E\x99 Heal 1"), "|") == "deal|2|heal|1");
  CHECK(Join(Words("\xE2\x88\x92"
                   "4 and \xE2\x88\x9E"),
             "|") == "4|and");
  CHECK(Join(Words("Oracle\xE2\x84\xA2 Jun\xC3\xBAn"), "|") == "oracle|jun\xC3\xBAn");
  CHECK(Words("\xE2\x9E\x99 \xF0\x9F\x99\x82").empty());
  // Printed ligatures (U+FB01, U+FB02) are spelled out.
  CHECK(Join(Words("Battle\xEF\xAC\x81"
                   "eld Con\xEF\xAC\x82ict"),
             "|") == "battlefield|conflict");
}

TEST_CASE("Stop words carry no rules meaning; rules words are kept", "[store][words]") {
  for (const char* w : {"what", "the", "does", "my", "is", "if"}) {
    INFO(w);
    CHECK(IsStopWord(w));
  }
  for (const char* w : {"same", "first", "before", "other", "attack", "might", "copy"}) {
    INFO(w);
    CHECK_FALSE(IsStopWord(w));
  }
}

TEST_CASE("Query tokens drop possessives and remember capitals", "[store][words]") {
  auto t = QueryTokens("Windbrisk Heights' hideaway, attacker\xE2\x80\x99s can't");
  REQUIRE(t.size() == 5);
  CHECK(t[0].capitalized);
  CHECK(Join(t[1].words, "|") == "heights");
  CHECK_FALSE(t[2].capitalized);
  CHECK(Join(t[3].words, "|") == "attacker");
  CHECK(t[4].stop);  // "can't": "can" "t"
}

TEST_CASE("Signed power/toughness changes are words of their own", "[store][words]") {
  CHECK(Join(SignedPowerToughness("both a +1/+1 counter and a -1/-1 counter, +1/+1 again"), "|") ==
        "p1p1|m1m1");
  CHECK(Join(SignedPowerToughness("gets +X/+0 and \xE2\x88\x92"
                                  "2/\xE2\x88\x92"
                                  "2"),
             "|") == "pxp0|m2m2");
  CHECK(SignedPowerToughness("a 5/5 creature, face-down 2/2, 1/1").empty());
  CHECK(SignedPowerToughness("a+1/+1 or +1/+1b or +1/").empty());
}

TEST_CASE("Crude stems match word forms across texts", "[store][words]") {
  CHECK(StemKey("Regenerated battlefields") == StemKey("regenerate battlefield"));
  CHECK(CrudeStem("was") == "was");  // too short to cut
}

TEST_CASE("Damerau distance counts a swapped pair as one edit", "[util][words]") {
  CHECK(DamerauDistance("tnak", "tank") == 1);
  CHECK(EditDistance("tnak", "tank") == 2);
  CHECK(DamerauDistance("battlefeild", "battlefield") == 1);
  CHECK(DamerauDistance("regneration", "regeneration") == 1);
  CHECK(DamerauDistance("abc", "abc") == 0);
  CHECK(DamerauDistance("abcdef", "x", 2) == 3);  // over the bound: bound + 1
}

}  // namespace
}  // namespace arbiter::store
