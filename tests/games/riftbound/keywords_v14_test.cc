// Riftbound Core Rules v1.4's keywords and XP as card text compiles them (games/riftbound/
// card_text.h): [Hunt X] into its conquer and hold triggers (823.1.c.1, X omitted is 1: 823.1.c.2),
// [Empower] [Cost] into an activated ability that Empowers its source (827.1.c.1), the dependent
// keywords [Level N][>] and [Empowered][>] with "I have ..." into while_grants (727.1.b.2,
// 824.1.b.1, 828.1.b.1), "Gain N XP" (730.1) and a "Spend N XP" cost (730.2); what stays not
// modelled is named.
#include <catch2/catch.hpp>

#include "games/riftbound/card_text.h"
#include "games/riftbound/cards.h"
#include "games/riftbound/compiled_card.h"

namespace arbiter::games::riftbound {
namespace {

int64_t IntArg(const engine::Action& a, const std::string& k) {
  return std::get<int64_t>(a.args.at(k));
}
std::string StrArg(const engine::Action& a, const std::string& k) {
  return std::get<std::string>(a.args.at(k));
}

}  // namespace

TEST_CASE("[Hunt X] compiles to a conquer and a hold trigger that gain X XP",
          "[riftbound][cards][v14]") {
  const std::vector<std::pair<std::string, int>> rows = {
      {"[Hunt]", 1}, {"[Hunt 2] (When I conquer or hold, gain 2 XP.)", 2}, {"[Hunt 3]", 3}};
  for (const auto& [text, x] : rows) {
    INFO(text);
    const engine::Card c = Compiled("Unit", text);
    REQUIRE(c.abilities.size() == 2);
    CHECK(c.abilities[0].trigger == "conquer");
    CHECK(c.abilities[1].trigger == "hold");
    for (const auto& ab : c.abilities) {
      CHECK(ab.kind == "triggered");
      CHECK(ab.not_modelled.empty());
      REQUIRE(Verbs(ab.effect) == "gain_xp");
      CHECK(IntArg(ab.effect[0], "amount") == x);
    }
    // Hunt is a characteristic other effects may check (823.3): the card has the keyword.
    REQUIRE(c.keywords.size() == 1);
    CHECK(c.keywords[0].name == "Hunt");
  }
}

TEST_CASE("[Empower] [Cost] compiles to an activated ability that empowers its source",
          "[riftbound][cards][v14]") {
  struct Row {
    std::string text, cost;
  };
  const std::vector<Row> rows = {
      {"[Empower] [3] ([3]: Empower me. Use only if not Empowered.)", "pay"},
      {"[Empower] [2][C]", "pay"},
      {"[Empower] \xE2\x80\x94 Discard 1", "discard"},
      {"[Empower] \xE2\x80\x94 [1], [T]", "pay exhaust"},
  };
  for (const Row& r : rows) {
    INFO(r.text);
    const engine::Card c = Compiled("Unit", r.text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].kind == "activated");
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(Verbs(c.abilities[0].cost) == r.cost);
    CHECK(Verbs(c.abilities[0].effect) == "empower");
  }
  // A cost the module does not pay is named.
  CHECK_FALSE(
      Compiled("Unit", "[Empower] \xE2\x80\x94 Banish this").abilities[0].not_modelled.empty());
  CHECK_FALSE(
      Compiled("Unit", "[Empower] \xE2\x80\x94 [1] or [C]").abilities[0].not_modelled.empty());
}

TEST_CASE("dependent keywords with \"I have ...\" compile to while_grants",
          "[riftbound][cards][v14]") {
  SECTION("Level") {
    const engine::Card c = Compiled("Unit", "[Level 3][>] I have +1 [S] and [Ganking].");
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].kind == "static");
    CHECK(c.abilities[0].not_modelled.empty());
    REQUIRE(Verbs(c.abilities[0].effect) == "while_grants");
    const auto& g = c.abilities[0].effect[0];
    CHECK(StrArg(g, "condition") == "level");
    CHECK(IntArg(g, "level") == 3);
    CHECK(IntArg(g, "might") == 1);
    CHECK(StrArg(g, "keywords") == "Ganking");
  }
  SECTION("Empowered, keywords with values") {
    const engine::Card c = Compiled("Unit", "[Empowered][>] I have [Deflect] and [Shield 3].");
    REQUIRE(c.abilities.size() == 1);
    const auto& g = c.abilities[0].effect[0];
    CHECK(StrArg(g, "condition") == "empowered");
    CHECK(IntArg(g, "might") == 0);
    CHECK(StrArg(g, "keywords") == "Deflect;Shield 3");
  }
  SECTION("other dependent abilities stay named") {
    for (const char* text : {"[Empowered][>] When I die in combat, draw 1.",
                             "[Level 16][>] I can't be chosen by enemy spells and abilities.",
                             "[Empowered][>] I have +3 [S] and can't be dealt damage."}) {
      INFO(text);
      const engine::Card c = Compiled("Unit", text);
      REQUIRE(c.abilities.size() == 1);
      CHECK_FALSE(c.abilities[0].not_modelled.empty());
    }
  }
}

TEST_CASE("a dependent triggered ability is checked as it would trigger (727.1.c.1)",
          "[riftbound][cards][v14]") {
  const std::vector<std::pair<std::string, std::string>> rows = {
      // Covert Informant, Wuju Apprentice
      {"[Empowered][>] When I move, draw 1.", "dependent-empowered"},
      {"[Level 6][>] When you play me, draw 1.", "dependent-level:6"},
  };
  for (const auto& [text, condition] : rows) {
    INFO(text);
    const engine::Card c = Compiled("Unit", text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].kind == "triggered");
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(c.abilities[0].condition == condition);
    CHECK(c.abilities[0].text == text);
  }
}

TEST_CASE("XP: gain in effects, spend as an activated ability's cost", "[riftbound][cards][v14]") {
  const engine::Card gain = Compiled("Unit", "When you play me, gain 2 XP.");
  REQUIRE(gain.abilities.size() == 1);
  CHECK(gain.abilities[0].trigger == "play");
  REQUIRE(Verbs(gain.abilities[0].effect) == "gain_xp");
  CHECK(IntArg(gain.abilities[0].effect[0], "amount") == 2);
  const engine::Card spend = Compiled("Legend", "Spend 3 XP, [T]: Draw 1.");
  REQUIRE(spend.abilities.size() == 1);
  CHECK(spend.abilities[0].not_modelled.empty());
  CHECK(Verbs(spend.abilities[0].cost) == "spend_xp exhaust");
  CHECK(Verbs(spend.abilities[0].effect) == "draw");
  // "Disempower this" is a cost part (442.1; activate.cc refuses it while not Empowered).
  const engine::Card tome = Compiled("Gear", "Disempower this, [1], [T]: Draw 1.");
  REQUIRE(tome.abilities.size() == 1);
  CHECK(tome.abilities[0].not_modelled.empty());
  CHECK(Verbs(tome.abilities[0].cost) == "disempower pay exhaust");
  // "When I become [Empowered]" is an event the module fires (441.2.a, 828.1.d).
  const engine::Card become = Compiled("Unit", "When I become [Empowered], draw 1.");
  CHECK(become.abilities[0].trigger == "become-empowered");
  CHECK(become.abilities[0].not_modelled.empty());
}

TEST_CASE("[Ambush] is a keyword the module implements; [Deploy] is not",
          "[riftbound][cards][v14]") {
  CHECK(Compiled("Unit", "[Ambush]").abilities.empty());  // keywords only: play.cc (822)
  // Deploy is not in the pinned Core Rules v1.4.
  const engine::Card backline = Compiled("Gear", "[Deploy]");
  REQUIRE(backline.abilities.size() == 1);
  CHECK_FALSE(backline.abilities[0].not_modelled.empty());
}

TEST_CASE("an optional additional cost and its \"if you paid the additional cost\" play effect",
          "[riftbound][cards][v14]") {
  const engine::Card pay =
      Compiled("Unit",
               "You may pay [1][C] as an additional cost to play me.\nWhen you "
               "play me, if you paid the additional cost, draw 1.");
  REQUIRE(pay.abilities.size() == 2);
  CHECK(pay.abilities[0].kind == "optional-cost");
  CHECK(pay.abilities[0].not_modelled.empty());
  CHECK(Verbs(pay.abilities[0].cost) == "pay");
  CHECK(StrArg(pay.abilities[0].cost[0], "cost") == "[1][C]");
  CHECK(pay.abilities[1].trigger == "play-paid");
  CHECK(Verbs(pay.abilities[1].effect) == "draw");
  const engine::Card discard =
      Compiled("Unit", "You may discard 1 as an additional cost to play me.");
  CHECK(Verbs(discard.abilities[0].cost) == "discard");
  // Other additional costs stay named (costs_test.cc has the forms that compile).
  CHECK_FALSE(
      Compiled("Unit", "As you play me, you may spend any number of buffs as an additional cost.")
          .abilities[0]
          .not_modelled.empty());
}

}  // namespace arbiter::games::riftbound
