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
}

TEST_CASE("UTF-8 validation and Latin-1 conversion", "[util]") {
  CHECK(IsValidUtf8("plain"));
  CHECK(IsValidUtf8("caf\xC3\xA9"));
  CHECK_FALSE(IsValidUtf8("caf\xE9"));
  CHECK(Latin1ToUtf8("caf\xE9") == "caf\xC3\xA9");
  CHECK(Latin1ToUtf8("\x93q\x94") == "\xE2\x80\x9Cq\xE2\x80\x9D");
}

}  // namespace arbiter
