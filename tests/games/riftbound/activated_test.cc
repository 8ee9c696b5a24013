// Riftbound activated abilities, new trigger events and effect templates as card text compiles
// them (games/riftbound/card_text.h): the cost program ([T] exhausts me, 401.4; "[1][C]" pays,
// 370.1), the permission keyword (732.1.c.2, 739.1.c.3), the effect, and what stays not modelled.
#include <catch2/catch.hpp>

#include "games/riftbound/card_text.h"
#include "games/riftbound/compiled_card.h"

namespace arbiter::games::riftbound {

TEST_CASE("an activated ability compiles into its cost, permission and effect",
          "[riftbound][cards][activated]") {
  struct Row {
    std::string text, cost, permission, effect, target;
  };
  const std::vector<Row> rows = {
      {"[T]: Buff me.", "exhaust", "", "buff", ""},
      {"[1][C]: Draw 1.", "pay", "", "draw", ""},
      {"[1], [T]: Buff a friendly unit.", "pay exhaust", "", "buff", "friendly-unit"},
      {"[T]: Give a unit +3 [S] this turn.", "exhaust", "", "give", "unit"},
      {"[Action][>] [T]: Give a friendly unit +2 [S] this turn.", "exhaust", "action", "give",
       "friendly-unit"},
      {"[T]: [Reaction] \xE2\x80\x94 Draw 1.", "exhaust", "reaction", "draw", ""},
      {"Kill this, [T]: Deal 2 to a unit at a battlefield.", "kill exhaust", "", "deal",
       "unit-at-battlefield"},
  };
  for (const Row& r : rows) {
    INFO(r.text);
    engine::Card c = Compiled("Gear", r.text);
    REQUIRE(c.abilities.size() == 1);
    const engine::Ability& a = c.abilities[0];
    CHECK(a.kind == "activated");
    CHECK(a.not_modelled.empty());
    CHECK(Verbs(a.cost) == r.cost);
    CHECK(a.trigger == r.permission);
    CHECK(Verbs(a.effect) == r.effect);
    CHECK(a.target == r.target);
  }
}

TEST_CASE("an activated ability with a cost or effect the module does not run is named",
          "[riftbound][cards][activated]") {
  const std::vector<std::pair<std::string, std::string>> rows = {
      {"Banish this, [1], [T]: Deal 4 to a unit at a battlefield.",
       "a cost the module does not pay: \"Banish this\""},
      {"[T]: [Reaction] \xE2\x80\x94 [Add] [C]. Use only once per turn.",
       "no template compiles \"Use only once per turn.\""},
      // the phrase compiles (up to two targets), but an ability's targets are chosen one
      {"[T]: Buff up to two other friendly units.", "several targets chosen as it is activated"},
  };
  for (const auto& [text, why] : rows) {
    INFO(text);
    engine::Card c = Compiled("Gear", text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].kind == "activated");
    CHECK(c.abilities[0].not_modelled == why);
    REQUIRE(c.abilities[0].effect.size() == 1);
    CHECK(c.abilities[0].effect[0].verb == "not-modelled");
  }
}

TEST_CASE("effect templates: ready, buff a unit, discard then draw", "[riftbound][cards]") {
  struct Row {
    std::string text, effect, target;
  };
  const std::vector<Row> rows = {
      {"Ready a friendly unit.", "ready", "friendly-unit"},
      {"Buff a unit.", "buff", "unit"},
      {"Discard 2, then draw 2.", "discard draw", ""},
      {"Discard 1.", "discard", ""},
      {"Draw 1 and buff me.", "draw buff", ""},
  };
  for (const Row& r : rows) {
    INFO(r.text);
    engine::Card c = Compiled("Spell", r.text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(Verbs(c.abilities[0].effect) == r.effect);
    CHECK(c.abilities[0].target == r.target);
  }
}

}  // namespace arbiter::games::riftbound

namespace arbiter::games::riftbound {

TEST_CASE("more templates: Add, tokens to base, compound sentences, entering ready",
          "[riftbound][cards]") {
  struct Row {
    std::string type, text, kind, effect;
  };
  const std::vector<Row> rows = {
      {"Gear", "[T]: [Reaction] \xE2\x80\x94 [Add] [C].", "activated", "add"},
      {"Gear", "Kill this, [T]: [Reaction] \xE2\x80\x94 [Add] [A].", "activated", "add"},
      {"Spell", "Play two 1 [S] Recruit unit tokens to your base.", "spell",
       "play_token play_token"},
      {"Spell", "Play a 3 [S] Mech unit token to your base.", "spell", "play_token"},
      {"Unit", "When I conquer, ready me and give me +1 [S] this turn.", "triggered", "ready give"},
      {"Unit", "I enter ready.", "static", "enters_ready"},
      {"Gear", "This enters exhausted.", "static", "enters_exhausted"},
  };
  for (const Row& r : rows) {
    INFO(r.text);
    engine::Card c = Compiled(r.type, r.text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].kind == r.kind);
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(Verbs(c.abilities[0].effect) == r.effect);
  }
  CHECK(EntersAs(Compiled("Unit", "I enter ready.")) == "ready");
  CHECK(EntersAs(Compiled("Gear", "This enters exhausted.")) == "exhausted");
  CHECK(EntersAs(Compiled("Unit", "When you play me, draw 1.")).empty());
  // Tokens with no location: play_token asks for each (355.2.a), so no "to" is compiled; "to your
  // base" and "into your base" compile to the base.
  const engine::Card three = Compiled("Spell", "Play three 1 [S] Recruit unit tokens.");
  CHECK(three.abilities[0].not_modelled.empty());
  CHECK(Verbs(three.abilities[0].effect) == "play_token play_token play_token");
  CHECK(three.abilities[0].effect[0].args.count("to") == 0);
  const engine::Card into = Compiled(
      "Unit", "[Deathknell] \xE2\x80\x94 Play two 1 [S] Recruit unit tokens into your base.");
  CHECK(std::get<std::string>(into.abilities[0].effect[1].args.at("to")) == "base");
  // The count agrees with the noun: "a ... tokens" is no template.
  CHECK_FALSE(
      Compiled("Spell", "Play a 1 [S] Recruit unit tokens.").abilities[0].not_modelled.empty());
  // Runes print "[NO TEXT]": no ability at all.
  CHECK(Compiled("Rune", "[NO TEXT]").abilities.empty());
}

}  // namespace arbiter::games::riftbound

namespace arbiter::games::riftbound {

TEST_CASE("effects on every unit that meets a description compile without targets",
          "[riftbound][cards]") {
  struct Row {
    std::string text, verb, units;
  };
  const std::vector<Row> rows = {
      {"Give friendly units +2 [S] this turn.", "give_each", "friendly-unit"},
      {"Give enemy units here -1 [S] this turn.", "give_each", "enemy-unit-here"},
      {"Deal 1 to all units at battlefields.", "deal_each", "unit-at-battlefield"},
      {"Deal 3 to all enemy units here.", "deal_each", "enemy-unit-here"},
      {"Ready your units.", "ready_each", "friendly-unit"},
  };
  for (const Row& r : rows) {
    INFO(r.text);
    engine::Card c = Compiled("Spell", r.text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(c.abilities[0].target.empty());
    REQUIRE(c.abilities[0].effect.size() == 1);
    CHECK(c.abilities[0].effect[0].verb == r.verb);
    CHECK(std::get<std::string>(c.abilities[0].effect[0].args.at("units")) == r.units);
  }
}

}  // namespace arbiter::games::riftbound
