// Loader seams: parse-from-string diagnostics (positions, paths, suggestions) without files.
#include <catch2/catch.hpp>

#include "scenario/json_positions.h"
#include "scenario/loader.h"

using arbiter::Diagnostics;
using arbiter::scenario::JsonPositions;
using arbiter::scenario::ParseScenario;
using arbiter::scenario::PositionOfOffset;

TEST_CASE("json positions by path", "[scenario]") {
  std::string text = "{\n  \"a\": [1,\n    {\"b\": \"x\"}],\n  \"é\": true\n}";
  JsonPositions pos(text);
  CHECK(pos.At("$.a").line == 2);
  CHECK(pos.At("$.a").column == 8);
  CHECK(pos.At("$.a[1].b").line == 3);
  CHECK(pos.At("$.a[1].b").column == 11);
  CHECK(pos.KeyAt("$.a[1].b").column == 6);
  CHECK(pos.At("$.a[1].missing").column == 5);  // nearest ancestor
  CHECK(pos.At("$.é").column == 8);
  CHECK(PositionOfOffset("ab\ncd", 4).line == 2);
  CHECK(PositionOfOffset("ab\ncd", 4).column == 2);
}

TEST_CASE("scenario validation suggests near misses", "[scenario]") {
  const std::string good = R"({"title":"t","game":"riftbound","question":"q","ruling":"r",
 "setup":{"players":["A","B"],"objects":[{"id":"u","card":{"name":"U","type":"Unit","might":2},"owner":"A","zone":"base"}]},
 "steps":[{"do":"buff","object":"u"}],"expect":{"state":[{"object":"u","might":3}]}})";
  struct Case {
    std::string from, to, code, help;
  };
  std::vector<Case> cases = {
      {"\"do\":\"buff\"", "\"do\":\"bluff\"", "unknown-action", "did you mean 'buff'?"},
      {"\"Unit\"", "\"Unitt\"", "bad-value", "did you mean 'Unit'?"},
      {"\"might\":3}", "\"mighy\":3}", "unknown-property", "did you mean 'might'?"},
      {"\"zone\":\"base\"", "\"zone\":\"bas\"", "unknown-zone", "did you mean 'base'?"},
      {"\"object\":\"u\"}]", "\"object\":\"uu\"}]", "unknown-object", "did you mean 'u'?"},
  };
  {
    Diagnostics d;
    CHECK(ParseScenario("good.json", good, &d).has_value());
    CHECK(d.empty());
  }
  for (const auto& c : cases) {
    std::string text = good;
    auto at = text.find(c.from);
    REQUIRE(at != std::string::npos);
    text.replace(at, c.from.size(), c.to);
    Diagnostics d;
    CHECK_FALSE(ParseScenario("x.json", text, &d).has_value());
    REQUIRE(d.size() >= 1);
    bool found = false;
    for (const auto& x : d.items()) {
      if (x.code == c.code) {
        found = true;
        CHECK(x.help == c.help);
        CHECK(x.line >= 1);
        CHECK(!x.json_path.empty());
      }
    }
    CHECK(found);
  }
}
