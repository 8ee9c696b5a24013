// The Riftbound trigger events card text names (moves, scoring, the turn, plays, deaths, combat
// results, the end of combat, exhausting, discarding, equipping), each one the module fires, and
// the v1.4 exhaust symbol "[E]" as an activated ability's cost (135.2.e.2, 414.5), as card text
// compiles them.
#include <algorithm>
#include <catch2/catch.hpp>

#include "engine/value.h"
#include "games/riftbound/card_text.h"
#include "games/riftbound/compiled_card.h"

namespace arbiter::games::riftbound {

TEST_CASE("trigger events card text names", "[riftbound][cards][triggers]") {
  struct Row {
    std::string text;
    std::vector<std::string> triggers;
    std::string effect;
  };
  const std::vector<Row> rows = {
      {"When I move, draw 1.", {"move"}, "draw"},
      {"When I move to a battlefield, buff me.", {"move-to-battlefield"}, "buff"},
      {"When I attack or defend, give me +2 [S] this turn.", {"attack", "defend"}, "give"},
      {"When I conquer, draw 1.", {"conquer"}, "draw"},
      {"When you conquer, ready me.", {"you-conquer"}, "ready"},
      {"When I hold, draw 1.", {"hold"}, "draw"},
      {"When you hold, buff a friendly unit.", {"you-hold"}, "buff"},
      {"At the end of your turn, ready me.", {"end-of-turn"}, "ready"},
      {"At the start of your Beginning Phase, draw 1.", {"beginning-phase"}, "draw"},
      {"When you play a spell, give me +1 [S] this turn.", {"you-play-spell"}, "give"},
      {"When you play another unit, buff me.", {"you-play-unit"}, "buff"},
      {"When you play a gear, ready me.", {"you-play-gear"}, "ready"},
      {"When you play a card, draw 2.", {"you-play-card"}, "draw"},
      {"When another friendly unit dies, give me +2 [S] this turn.",
       {"another-friendly-dies"},
       "give"},
      {"When I win a combat, draw 1.", {"win-combat"}, "draw"},
      {"When you win a combat, gain 1 XP.", {"you-win-combat"}, "gain_xp"},
      {"When you win a combat here, draw 1.", {"win-combat-here"}, "draw"},
      {"When a combat that I was in ends, empower me.", {"combat-ends"}, "empower"},
      {"When I become exhausted, give a friendly unit +3 [S] this turn.",
       {"become-exhausted"},
       "give"},
      {"When I become ready, give me +2 [S] this turn.", {"ready"}, "give"},
      {"When I conquer or hold, draw 1.", {"conquer", "hold"}, "draw"},
      {"When you or an ally hold, draw 1.", {"you-hold"}, "draw"},
      {"When you discard me, draw 1.", {"discarded"}, "draw"},
      {"When you attach an Equipment to me, draw 1.", {"equipped"}, "draw"},
      {"When you play a spell that costs [5] or more, draw 1.", {"you-play-spell-costs-5"}, "draw"},
      {"When you play a spell that costs [12] or more, draw 1.",
       {"you-play-spell-costs-12"},
       "draw"},
      {"When one of your units becomes [Mighty], draw 1.", {"friendly-becomes-mighty"}, "draw"},
      {"When a unit you control becomes [Mighty], draw 1.", {"friendly-becomes-mighty"}, "draw"},
      {"When you play me to a battlefield, deal 2 to an enemy unit here.",
       {"play-to-battlefield"},
       "deal"},
  };
  for (const Row& r : rows) {
    INFO(r.text);
    engine::Card c = Compiled("Unit", r.text);
    REQUIRE(c.abilities.size() == r.triggers.size());
    for (size_t i = 0; i < r.triggers.size(); ++i) {
      CHECK(c.abilities[i].kind == "triggered");
      CHECK(c.abilities[i].trigger == r.triggers[i]);
      CHECK(c.abilities[i].not_modelled.empty());
      CHECK(Verbs(c.abilities[i].effect) == r.effect);
      const auto& fired = FiredTriggers();
      CHECK(std::find(fired.begin(), fired.end(), r.triggers[i]) != fired.end());
    }
  }
}

TEST_CASE("[E] is the exhaust symbol in an activated ability's cost", "[riftbound][cards]") {
  const std::vector<std::pair<std::string, std::string>> rows = {
      {"[E]: Draw 1.", "exhaust"},
      {"[T]: Draw 1.", "exhaust"},  // the symbol before v1.4
      {"[1], [E]: Buff a friendly unit.", "pay exhaust"},
      {"Kill this, [E]: Draw 1.", "kill exhaust"},
  };
  for (const auto& [text, cost] : rows) {
    INFO(text);
    engine::Card c = Compiled("Gear", text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].kind == "activated");
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(Verbs(c.abilities[0].cost) == cost);
    REQUIRE(!c.abilities[0].cost.empty());
    CHECK(engine::ValueToString(c.abilities[0].cost.back().args.at("object")) == "$self");
  }
  CHECK_FALSE(Compiled("Gear", "[X]: Draw 1.").abilities[0].not_modelled.empty());
}

TEST_CASE("a condition on using an activated ability and a per-rune Empower discount",
          "[riftbound][cards][activated]") {
  const engine::Card xerath = Compiled(
      "Unit", "[C], [T]: Deal 3 to a unit. Use this ability only while I'm at a battlefield.");
  REQUIRE(xerath.abilities.size() == 1);
  CHECK(xerath.abilities[0].not_modelled.empty());
  CHECK(Verbs(xerath.abilities[0].cost) == "only_while pay exhaust");  // 377.2.b first
  CHECK(Verbs(xerath.abilities[0].effect) == "deal");
  CHECK(xerath.abilities[0].target == "unit");

  const engine::Card mother =
      Compiled("Unit", "[Empower] [12]. This ability costs [1] less for each rune you control.");
  REQUIRE(mother.abilities.size() == 1);
  CHECK(mother.abilities[0].not_modelled.empty());
  REQUIRE(Verbs(mother.abilities[0].cost) == "pay");
  CHECK(engine::ValueToString(mother.abilities[0].cost[0].args.at("cost")) == "[12]");
  CHECK(engine::ValueToString(mother.abilities[0].cost[0].args.at("less_per_rune")) == "1");
  CHECK(Verbs(mother.abilities[0].effect) == "empower");

  // Another condition on using it stays not modelled.
  const engine::Card other =
      Compiled("Unit", "[T]: Draw 1. Use this ability only while you control a battlefield.");
  REQUIRE(other.abilities.size() == 1);
  CHECK_FALSE(other.abilities[0].not_modelled.empty());
}

TEST_CASE("card text that adds play locations compiles to a passive play.cc reads",
          "[riftbound][cards]") {
  const std::vector<std::pair<std::string, std::string>> rows = {
      {"You may play me to an open battlefield.", "open"},
      {"You may play me to an occupied enemy battlefield.", "occupied-enemy"},
  };
  for (const auto& [text, where] : rows) {
    INFO(text);
    const engine::Card c = Compiled("Unit", text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].kind == "static");
    CHECK(c.abilities[0].not_modelled.empty());
    REQUIRE(Verbs(c.abilities[0].effect) == "play_location");
    CHECK(engine::ValueToString(c.abilities[0].effect[0].args.at("where")) == where);
  }
  const engine::Card other = Compiled("Unit", "You may play me to its battlefield.");
  REQUIRE(other.abilities.size() == 1);
  CHECK_FALSE(other.abilities[0].not_modelled.empty());
}

TEST_CASE("\"I can't be chosen by enemy spells and abilities\" compiles to a passive",
          "[riftbound][cards]") {
  const engine::Card runner = Compiled("Unit", "I can't be chosen by enemy spells and abilities.");
  REQUIRE(runner.abilities.size() == 1);
  CHECK(runner.abilities[0].kind == "static");
  CHECK(runner.abilities[0].not_modelled.empty());
  REQUIRE(Verbs(runner.abilities[0].effect) == "untargetable");
  CHECK(runner.abilities[0].effect[0].args.count("unless") == 0);
  const engine::Card akali =
      Compiled("Unit", "I can't be chosen by enemy spells and abilities unless I'm in combat.");
  REQUIRE(akali.abilities.size() == 1);
  REQUIRE(Verbs(akali.abilities[0].effect) == "untargetable");
  CHECK(engine::ValueToString(akali.abilities[0].effect[0].args.at("unless")) == "in-combat");
  // Another object's untargetability is not this passive.
  const engine::Card wild = Compiled(
      "Unit",
      "Your units here with less Might than me can't be chosen by enemy spells and abilities.");
  REQUIRE(wild.abilities.size() == 1);
  CHECK_FALSE(wild.abilities[0].not_modelled.empty());
}

TEST_CASE("resources added only to play spells carry the restriction", "[riftbound][cards]") {
  for (const std::string text : {"[T]: [Reaction] \xE2\x80\x94 [Add] [2]. Use only to play spells.",
                                 "[T]: [Reaction] \xE2\x80\x94 [Add] [C]. Spend this Energy only "
                                 "to play spells."}) {
    INFO(text);
    const engine::Card c = Compiled("Unit", text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].not_modelled.empty());
    REQUIRE(Verbs(c.abilities[0].effect) == "add");
    CHECK(engine::ValueToString(c.abilities[0].effect[0].args.at("only_for")) == "spells");
  }
  const engine::Card draw = Compiled("Unit", "[T]: Draw 1. Use only to play spells.");
  REQUIRE(draw.abilities.size() == 1);
  CHECK_FALSE(draw.abilities[0].not_modelled.empty());  // the restriction is on added resources
}

}  // namespace arbiter::games::riftbound
