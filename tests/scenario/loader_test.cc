// Loader seams: parse-from-string diagnostics (positions, paths, suggestions) without files.
#include "scenario/loader.h"

#include <catch2/catch.hpp>

#include "util/json_positions.h"

using arbiter::Diagnostics;
using arbiter::JsonPositions;
using arbiter::scenario::ParseScenario;

namespace {
const std::string kRulesDb = std::string(ARBITER_SOURCE_DIR) + "/rules-db";
}  // namespace
using arbiter::PositionOfOffset;

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
    CHECK(ParseScenario("good.json", good, kRulesDb, &d).has_value());
    CHECK(d.empty());
  }
  for (const auto& c : cases) {
    std::string text = good;
    auto at = text.find(c.from);
    REQUIRE(at != std::string::npos);
    text.replace(at, c.from.size(), c.to);
    Diagnostics d;
    CHECK_FALSE(ParseScenario("x.json", text, kRulesDb, &d).has_value());
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

TEST_CASE("expected citations accept the scenario's own game and version as a prefix",
          "[scenario]") {
  struct Case {
    std::string game, step, written, want;  // want "" = rejected
    std::string code = "";
  };
  const std::vector<Case> cases = {
      {"riftbound", "{\"do\":\"end_turn\"}", "718.4", "718.4"},
      {"riftbound", "{\"do\":\"end_turn\"}", "riftbound:718.4", "718.4"},
      {"riftbound", "{\"do\":\"end_turn\"}", "riftbound@1.2:718.4", "718.4"},
      {"riftbound", "{\"do\":\"end_turn\"}", "riftbound@2025-12-01:718.5b", "718.5.b"},
      {"riftbound", "{\"do\":\"end_turn\"}", "Riftbound:718.4", "718.4"},
      {"riftbound", "{\"do\":\"end_turn\"}", "mtg:607.2a", "", "wrong-game"},
      {"riftbound", "{\"do\":\"end_turn\"}", "riftbound@1.1:718.4", "", "wrong-version"},
      {"riftbound", "{\"do\":\"end_turn\"}", "riftbound:718.44", "", "unknown-rule"},
      {"dimrift", "{\"do\":\"next-turn\"}", "dimrift:targeting.arrows.2", "targeting.arrows.2"},
      {"dimrift", "{\"do\":\"next-turn\"}", "dimrift@effects-page:targeting.arrows.2",
       "targeting.arrows.2"},
      {"dimrift", "{\"do\":\"next-turn\"}", "targeting.arrows.2", "targeting.arrows.2"},
      {"dimrift", "{\"do\":\"next-turn\"}", "riftbound:718.4", "", "wrong-game"},
      {"mtg", "{\"do\":\"resolve\"}", "mtg:607.2a", "607.2a"},
      {"mtg", "{\"do\":\"resolve\"}", "mtg@2026-08-07:607.2a", "607.2a"},
      {"mtg", "{\"do\":\"resolve\"}", "mtg@2025-02-07:607.2a", "", "wrong-version"},
  };
  for (const auto& c : cases) {
    INFO(c.game << " " << c.written);
    const std::string text =
        "{\"title\":\"t\",\"game\":\"" + c.game +
        "\",\"question\":\"q\",\"ruling\":\"r\",\"setup\":{\"players\":[\"A\",\"B\"]},"
        "\"steps\":[" +
        c.step + "],\"expect\":{\"cites\":[\"" + c.written + "\"]}}";
    Diagnostics d;
    auto sc = ParseScenario("x.json", text, kRulesDb, &d);
    INFO(d.Render());
    if (c.want.empty()) {
      CHECK_FALSE(sc.has_value());
      REQUIRE(d.size() == 1);
      CHECK(d.items()[0].code == c.code);
      CHECK(d.items()[0].json_path == "$.expect.cites[0]");
    } else {
      REQUIRE(sc.has_value());
      REQUIRE(sc->expect.cites.size() == 1);
      CHECK(sc->expect.cites[0] == c.want);
    }
  }
}
