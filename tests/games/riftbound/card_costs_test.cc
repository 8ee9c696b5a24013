// Activated-ability costs paid with chosen cards or objects (games/riftbound/card_costs.h):
// "Recycle 3 from your trash" (416.3, 416.6), "Banish a unit or gear from your trash" (427.1),
// "Discard a gear" (422.3), "Exhaust a friendly [Mighty] unit", "Kill a friendly unit or gear"
// (357.2), as card text compiles them, and what is still not paid.
#include "games/riftbound/card_costs.h"

#include <catch2/catch.hpp>

#include "games/riftbound/compiled_card.h"

namespace arbiter::games::riftbound {

TEST_CASE("costs paid with chosen cards compile to pay_with_cards",
          "[riftbound][cards][activated][costs]") {
  struct Row {
    std::string part, act, from, count, filter;
  };
  const std::vector<Row> rows = {
      {"Recycle 1 from your trash", "recycle", "trash", "1", "card"},
      {"Recycle 3 from your trash", "recycle", "trash", "3", "card"},
      {"Recycle 2 cards from your trash", "recycle", "trash", "2", "card"},
      {"Recycle a unit from your trash", "recycle", "trash", "1", "unit"},
      {"Banish a unit or gear from your trash", "banish", "trash", "1", "unit-or-gear"},
      {"Discard a gear", "discard", "hand", "1", "gear"},
      {"Discard a spell", "discard", "hand", "1", "spell"},
  };
  for (const Row& r : rows) {
    INFO(r.part);
    std::vector<engine::Action> out;
    REQUIRE(CompileCardCostPart(r.part, &out));
    REQUIRE(out.size() == 1);
    CHECK(out[0].verb == "pay_with_cards");
    CHECK(Arg(out[0], "act") == r.act);
    CHECK(Arg(out[0], "from") == r.from);
    CHECK(Arg(out[0], "count") == r.count);
    CHECK(Arg(out[0], "filter") == r.filter);
    CHECK(CardCostWords(out[0]).rfind(r.act + " " + r.count, 0) == 0);
  }
}

TEST_CASE("costs paid with a chosen object on the board compile to pay_with",
          "[riftbound][cards][activated][costs]") {
  const std::vector<std::vector<std::string>> rows = {
      {"Exhaust a unit you control", "exhaust", "ready-friendly-unit"},
      {"Exhaust a friendly [Mighty] unit", "exhaust", "ready-friendly-mighty-unit"},
      {"Kill a friendly unit", "kill", "friendly-unit"},
      {"Kill a friendly unit or gear", "kill", "friendly-unit-or-gear"},
  };
  for (const auto& r : rows) {
    INFO(r[0]);
    std::vector<engine::Action> out;
    REQUIRE(CompileCardCostPart(r[0], &out));
    REQUIRE(out.size() == 1);
    CHECK(out[0].verb == "pay_with");
    CHECK(Arg(out[0], "act") == r[1]);
    CHECK(Arg(out[0], "requirement") == r[2]);
  }
}

TEST_CASE("an activated or Empower ability with these costs is modelled; others stay named",
          "[riftbound][cards][activated][costs]") {
  struct Row {
    std::string type, text, cost;
  };
  const std::vector<Row> rows = {
      {"Gear", "Recycle 3 from your trash, [1], [T]: Draw 1.", "pay_with_cards pay exhaust"},
      {"Unit", "Kill a friendly unit or gear, [T]: [Action] \xE2\x80\x94 [Add] [A][A].",
       "pay_with exhaust"},
      {"Unit", "[Empower] \xE2\x80\x94 Kill a friendly unit", "pay_with"},
  };
  for (const Row& r : rows) {
    INFO(r.text);
    const engine::Card c = Compiled(r.type, r.text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].kind == "activated");
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(Verbs(c.abilities[0].cost) == r.cost);
  }
  for (const std::string part :
       {"Recycle a from your trash", "Discard two gear", "Exhaust an enemy unit", "Banish this"}) {
    INFO(part);
    std::vector<engine::Action> out;
    CHECK_FALSE(CompileCardCostPart(part, &out));
    CHECK(out.empty());
  }
}

}  // namespace arbiter::games::riftbound
