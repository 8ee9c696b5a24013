// Small shared phrases of Riftbound card text as card_text.h compiles them: [Burn N] as an
// instruction (440) and as a cost within an instruction (440.3.a); a unit token whose reminder
// text gives it an ability stays named (play_token would make it without the ability).
#include <catch2/catch.hpp>

#include "games/riftbound/compiled_card.h"

namespace arbiter::games::riftbound {
namespace {

// "cost verbs | effect verbs (count)" of the card's first ability, or "not modelled".
std::string Shape(const std::string& type, const std::string& text) {
  const engine::Card c = Compiled(type, text);
  if (c.abilities.empty() || !c.abilities[0].not_modelled.empty()) return "not modelled";
  const auto& ab = c.abilities[0];
  std::string out = Verbs(ab.cost) + " |";
  for (const auto& a : ab.effect) {
    out += " " + a.verb;
    auto it = a.args.find("count");
    if (it != a.args.end()) out += "(" + std::to_string(std::get<int64_t>(it->second)) + ")";
  }
  return out;
}

}  // namespace

TEST_CASE("[Burn N] and tokens with abilities in their reminder text", "[riftbound][cards][burn]") {
  struct Row {
    const char* type;
    const char* text;  // a real card's line
    const char* want;
  };
  const std::vector<Row> rows = {
      // Kennen, Storm of Shuriken; Shadow Temple; Death Mark's first line
      {"Unit",
       "When you play me, [Burn 2]. (Put the top 2 cards of your Main Deck into your trash.)",
       " | burn(2)"},
      {"Battlefield", "When you hold here, [Burn 3].", " | burn(3)"},
      {"Spell", "[Burn 3]. (Put the top 3 cards of your Main Deck into your trash.)", " | burn(3)"},
      // Shadow Order Disciple: burning as the cost of the triggered ability (440.3.a, 383.3.b)
      {"Unit", "When I move, you may [Burn 1] to give me +1 [S] this turn.", "burn | give"},
      // Death Mark, Zed: the Shadow Clone's ability is only in the reminder text
      {"Spell",
       "Play a 0 [S] Shadow Clone unit token. (It has \"When I attack, you may banish a unit from "
       "your trash. If you do, give me [Assault 4] this turn.\")",
       "not modelled"},
      {"Spell", "Play a 0 [S] Shadow Clone unit token.", " | play_token"},
      // a Gold gear token is the card data's Gold, abilities and all
      {"Spell",
       "Play a Gold gear token exhausted. (It has \"[Reaction][>] Kill this, [T]: [Add] [A].\")",
       " | play_gear_token"},
      {"Spell", "[Burn X].", "not modelled"},
  };
  for (const Row& r : rows) {
    INFO(r.text);
    CHECK(Shape(r.type, r.text) == r.want);
  }
}

}  // namespace arbiter::games::riftbound

namespace arbiter::games::riftbound {

TEST_CASE("\"you may\" before one instruction marks it optional", "[riftbound][cards][may]") {
  // "verb:mark ..." of the card's first ability (mark: "-" not optional, "yes" decided as it is
  // executed, "finalized" decided as a triggered ability is finalized), or "not modelled".
  auto marks = [](const std::string& type, const std::string& text) {
    const engine::Card c = Compiled(type, text);
    if (c.abilities.empty() || !c.abilities[0].not_modelled.empty())
      return std::string("not modelled");
    std::string out;
    for (const auto& a : c.abilities[0].effect) {
      auto it = a.args.find("you_may");
      std::string mark = "-";
      if (it != a.args.end())
        mark = std::holds_alternative<bool>(it->second) ? "yes" : std::get<std::string>(it->second);
      out += (out.empty() ? "" : " ") + a.verb + ":" + mark;
    }
    return out;
  };
  // Salvage: decided on resolution (355.12)
  CHECK(marks("Spell", "You may kill a gear. Draw 1.") == "kill:yes draw:-");
  // Disarming Rake, Grim Apothecary: the first part of a triggered ability's effect (383.3.a)
  CHECK(marks("Unit", "When you play me, you may kill a gear.") == "kill:finalized");
  CHECK(marks("Unit",
              "When you play me, you may return a friendly unit at a battlefield to its owner's "
              "hand.") == "return_to_hand:finalized");
  // a later part of a triggered ability's effect is decided on resolution (383.3.a.3)
  CHECK(marks("Unit", "When you play me, draw 1. You may kill a gear.") == "draw:- kill:yes");
  // Windsinger's target: another unit, with a Might cap
  CHECK(Compiled("Unit",
                 "When you play me, you may return another unit at a battlefield with 3 [S] or "
                 "less to its owner's hand.")
            .abilities[0]
            .target == "other-unit-at-battlefield-might-le-3");
  // "you may" before a sentence no template compiles, or before two instructions: named
  CHECK(marks("Spell", "You may kill a gear with Energy cost [4] or less.") == "not modelled");
  CHECK(marks("Spell", "You may ready me and buff me.") == "not modelled");
}

}  // namespace arbiter::games::riftbound

namespace arbiter::games::riftbound {

TEST_CASE("a countered card goes where the text says", "[riftbound][cards][counter]") {
  auto to = [](const std::string& text) {
    const engine::Card c = Compiled("Spell", text);
    REQUIRE(c.abilities.size() == 1);
    REQUIRE(c.abilities[0].effect.size() == 1);
    const auto& a = c.abilities[0].effect[0];
    auto it = a.args.find("to");
    return it == a.args.end() ? std::string("trash") : std::get<std::string>(it->second);
  };
  CHECK(to("Counter a spell.") == "trash");  // Wind Wall (425.1.a.1)
  CHECK(to("Counter a spell. Return it to its owner's hand instead of putting it in their "
           "trash.") == "hand");  // Abandon (002)
}

}  // namespace arbiter::games::riftbound

namespace arbiter::games::riftbound {

TEST_CASE("what paying an optional additional cost gives is a play effect on that condition",
          "[riftbound][cards][costs]") {
  // "kind/trigger:effect verbs" of each ability, "not modelled" for a named one.
  auto shape = [](const std::string& type, const std::string& text) {
    std::string out;
    for (const auto& ab : Compiled(type, text).abilities) {
      out += out.empty() ? "" : " + ";
      out += ab.not_modelled.empty() ? ab.kind + "/" + ab.trigger + ":" + Verbs(ab.effect)
                                     : std::string("not modelled");
    }
    return out;
  };
  // Clockwork Keeper (356.2.b.1, 356.4.f.1)
  CHECK(
      shape("Unit", "As you play me, you may pay [C] as an additional cost. If you do, draw 1.") ==
      "optional-cost/: + triggered/play-paid:draw");
  // a discount stays a passive ability (356.4.b)
  CHECK(shape("Unit",
              "As you play me, you may discard 1 as an additional cost. If you do, reduce my cost "
              "by [2].") == "optional-cost/: + static/:discount");
  // a spell's: named
  CHECK(shape("Spell",
              "As you play this, you may pay [C] as an additional cost. If you do, draw 1.") ==
        "optional-cost/: + not modelled");
  // Meditation's "Otherwise": named
  CHECK(
      shape("Spell",
            "As an additional cost to play this, you may exhaust a friendly unit. If you do, draw "
            "2. Otherwise, draw 1.") == "not modelled");
}

}  // namespace arbiter::games::riftbound
