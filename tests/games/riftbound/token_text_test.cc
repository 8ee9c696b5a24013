// Unit tokens named by card text (games/riftbound/token_text.h): the tags rule 187 gives them,
// the sentences that play them, and a token played with its tag.
#include "games/riftbound/token_text.h"

#include <algorithm>
#include <catch2/catch.hpp>

#include "games/riftbound/card_text.h"
#include "games/riftbound/compiled_card.h"
#include "games/riftbound/scenario_board.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {

TEST_CASE("unit tokens: the tags of rule 187", "[riftbound][cards][tokens]") {
  const std::vector<std::tuple<std::string, std::string, std::string>> rows = {
      {"Recruit", "Recruit", "187.1"},      {"Sprite", "Fae", "187.2"},
      {"Sand Soldier", "Shurima", "187.3"}, {"Mech", "Mech", "187.4"},
      {"Reflection", "", "187.6"},          {"Bird", "Bird", "187.7"},
      {"Tentacle", "Bilgewater", "187.10"}, {"Shadow Clone", "", "187.11"},
  };
  for (const auto& [name, tag, rule] : rows) {
    INFO(name);
    std::vector<std::string> tags;
    std::string r;
    REQUIRE(TokenTags(name, &tags, &r));
    CHECK(r == rule);
    CHECK(Join(tags, ";") == tag);
  }
  std::vector<std::string> tags;
  std::string r;
  CHECK_FALSE(TokenTags("Poro", &tags, &r));
}

TEST_CASE("unit tokens: the sentences that play them", "[riftbound][cards][tokens]") {
  // "verb name might to player keywords tags" per instruction, or "-"
  auto shape = [](const std::string& sentence) {
    std::vector<engine::Action> out;
    if (!CompileTokenSentence(sentence, &out)) return std::string("-");
    std::string s;
    for (const auto& a : out) {
      s += (s.empty() ? "" : " | ") + a.verb + " " + Arg(a, "name") + " " + Arg(a, "might") +
           " to=" + Arg(a, "to") + " player=" + Arg(a, "player") + " kw=" + Arg(a, "keywords") +
           " tags=" + Arg(a, "tags") + " " + Arg(a, "tags_rule");
    }
    return s;
  };
  const std::vector<std::pair<std::string, std::string>> rows = {
      {"Play two 1 [S] Tentacle unit tokens from Bilgewater",
       "play_token Tentacle 1 to= player= kw= tags=Bilgewater 187.10 | play_token Tentacle 1 to= "
       "player= kw= tags=Bilgewater 187.10"},
      {"Play a [1] [S] Tentacle unit token from Bilgewater",
       "play_token Tentacle 1 to= player= kw= tags=Bilgewater 187.10"},
      {"Play a 1 [S] Recruit unit token at your base",
       "play_token Recruit 1 to=base player= kw= tags=Recruit 187.1"},
      {"They play a 1 [S] Bird unit token with [Deflect]",
       "play_token Bird 1 to= player=$chosen_player kw=Deflect tags=Bird 187.7"},
      // not the forms: a region that is not the token's tag, a number that disagrees, the forms
      // card_text.cc compiles, a location for "they"
      {"Play a 1 [S] Tentacle unit token from Shurima", "-"},
      {"Play two 1 [S] Tentacle unit token from Bilgewater", "-"},
      {"Play a 1 [S] Recruit unit token", "-"},
      {"They play a 1 [S] Bird unit token at your base", "-"},
  };
  for (const auto& [sentence, want] : rows) {
    INFO(sentence);
    CHECK(shape(sentence) == want);
  }
  SECTION("card_text.cc's token template adds the tags too") {
    const engine::Card c = Compiled("Spell", "Play a 2 [S] Sand Soldier unit token.");
    REQUIRE(c.abilities.size() == 1);
    REQUIRE(c.abilities[0].effect.size() == 1);
    CHECK(Arg(c.abilities[0].effect[0], "tags") == "Shurima");
  }
  SECTION("the real cards compile") {
    const engine::Card deep =
        Compiled("Spell", "Play two 1 [S] Tentacle unit tokens from Bilgewater.");
    REQUIRE(deep.abilities.size() == 1);
    CHECK(deep.abilities[0].not_modelled.empty());
    CHECK(Verbs(deep.abilities[0].effect) == "play_token play_token");
    const engine::Card roost = Compiled(
        "Unit",
        "When you play me, choose an opponent. They play a 1 [S] Bird unit token with [Deflect].");
    REQUIRE(roost.abilities.size() == 1);
    CHECK(roost.abilities[0].not_modelled.empty());
    CHECK(roost.abilities[0].target == "opponent");
  }
}

TEST_CASE("unit tokens: Up from the Deep plays two Tentacles with the Bilgewater tag",
          "[riftbound][cards][tokens]") {
  const auto r = scenario::RunScenario(Parse(R"({"title": "t", "game": "riftbound",
    "rules_version": "1.4", "question": "q", "ruling": "r",
    "setup": {"players": ["A", "B"], "objects": [
      {"id": "deep", "card": "Up from the Deep", "owner": "A", "zone": "hand"}]},
    "steps": [{"do": "play", "object": "deep"}], "expect": {}})"));
  CHECK(r.refused_steps.empty());
  CHECK_FALSE(r.incomplete);
  const engine::GameState& s = r.final_state;
  int tentacles = 0;
  for (const auto& o : s.objects) {
    if (o.card.name != "Tentacle") continue;
    ++tentacles;
    CHECK(o.card.token);
    CHECK(o.card.subtypes == std::vector<std::string>{"Bilgewater"});
    CHECK(o.zone == s.FindZone("base", 0));
  }
  CHECK(tentacles == 2);
}

}  // namespace arbiter::games::riftbound
