// Relations between the targets of one spell (games/riftbound/target_relations.h): what the real
// cards' lines compile to, the check as the targets are chosen (355.11.a, 355.9.b) and as the
// spell resolves (355.11.b).
#include "games/riftbound/target_relations.h"

#include <algorithm>
#include <catch2/catch.hpp>

#include "games/riftbound/characteristics.h"
#include "games/riftbound/compiled_card.h"
#include "games/riftbound/scenario_board.h"

namespace arbiter::games::riftbound {

TEST_CASE("target relations: the cards' lines compile with their requirement and relation",
          "[riftbound][cards][target-relations]") {
  struct Row {
    std::string text, target, verbs;
  };
  const std::vector<Row> rows = {
      // Facebreaker
      {"Stun a friendly unit and an enemy unit at the same battlefield.",
       "friendly-unit+enemy-unit@same-battlefield", "targets_related act_each"},
      // Bellows Breath
      {"Deal 1 to up to three units at the same location.", "unit*<=3@same-location",
       "targets_related act_each"},
      // Heroic Charge
      {"Give a friendly unit +1 [S] this turn and [Stun] an enemy unit at its location.",
       "friendly-unit+enemy-unit@at-first-location", "targets_related give stun"},
      // Switcheroo
      {"Swap the Might of two units at the same battlefield this turn.",
       "unit+unit@same-battlefield", "targets_related swap_might"},
      // Zenith Blade
      {"Stun an enemy unit at a battlefield. You may move a friendly unit to that enemy unit's "
       "battlefield.",
       "enemy-unit-at-battlefield+friendly-unit", "stun move_to_location_of"},
      // Public Execution
      {"Choose a friendly unit. Kill an enemy unit with less Might than it.",
       "friendly-unit+enemy-unit@might-lt-first", "targets_related kill"},
      // Defiant Dance
      {"Give a unit +2 [S] this turn and another unit -2 [S] this turn.", "unit+unit@distinct",
       "give give"},
      // two alike: one requirement per target
      {"Give two friendly units each +1 [S] this turn at the same battlefield.",
       "friendly-unit+friendly-unit@same-battlefield", "targets_related give give"},
  };
  for (const Row& r : rows) {
    INFO(r.text);
    const engine::Card c = Compiled("Spell", r.text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].kind == "spell");
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(c.abilities[0].target == r.target);
    CHECK(Verbs(c.abilities[0].effect) == r.verbs);
  }
  SECTION("the second part's target is the second target; the check names both") {
    const engine::Card c = Compiled(
        "Spell", "Give a friendly unit +1 [S] this turn and [Stun] an enemy unit at its location.");
    const auto& program = c.abilities[0].effect;
    REQUIRE(program.size() == 3);
    CHECK(Arg(program[1], "object") == "$target");
    CHECK(Arg(program[2], "object") == "$target2");
    CHECK(Arg(program[0], "relation") == "at-first-location");
  }
  SECTION("not the forms: one target, a battlefield, a gear, a trigger's targets") {
    for (const std::string text : {"Stun a unit at the same battlefield.",
                                   "Kill a gear and an enemy unit at the same location."}) {
      INFO(text);
      const engine::Card c = Compiled("Spell", text);
      REQUIRE(c.abilities.size() == 1);
      CHECK_FALSE(c.abilities[0].not_modelled.empty());
    }
    // only a spell's requirement is checked for a relation (play.cc)
    const engine::Card trig = Compiled(
        "Unit",
        "When you play me, stun a friendly unit and an enemy unit at the same battlefield.");
    REQUIRE(trig.abilities.size() == 1);
    CHECK(trig.abilities[0].not_modelled.find("relation") != std::string::npos);
  }
}

TEST_CASE("target relations: TakeTargetRelation and TargetsMeetRelation",
          "[riftbound][cards][target-relations]") {
  std::string req = "friendly-unit+enemy-unit@same-battlefield";
  CHECK(TakeTargetRelation(&req) == "same-battlefield");
  CHECK(req == "friendly-unit+enemy-unit");
  std::string tags = "enemy-is_Bird|Cat-unit";
  CHECK(TakeTargetRelation(&tags).empty());
  CHECK(tags == "enemy-is_Bird|Cat-unit");

  const engine::GameState s = BoardFrom(R"({"title": "t", "game": "riftbound",
    "rules_version": "1.4", "question": "q", "ruling": "r",
    "setup": {"players": ["A", "B"], "battlefields": {"battlefield-1": "A", "battlefield-2": "B"},
      "objects": [
        {"id": "a1", "card": {"name": "A1", "type": "Unit", "might": 2}, "owner": "A", "zone": "battlefield-1"},
        {"id": "b1", "card": {"name": "B1", "type": "Unit", "might": 2}, "owner": "B", "zone": "battlefield-1"},
        {"id": "b2", "card": {"name": "B2", "type": "Unit", "might": 2}, "owner": "B", "zone": "battlefield-2"},
        {"id": "a0", "card": {"name": "A0", "type": "Unit", "might": 2}, "owner": "A", "zone": "base"},
        {"id": "a00", "card": {"name": "A00", "type": "Unit", "might": 2}, "owner": "A", "zone": "base"}
      ]}, "steps": [], "expect": {}})");
  auto ids = [&](std::vector<std::string> keys) {
    std::vector<engine::ObjectId> out;
    for (const auto& k : keys) out.push_back(s.FindKey(k));
    return out;
  };
  struct Row {
    std::vector<std::string> targets;
    std::string relation;
    bool meets;
  };
  const std::vector<Row> rows = {
      {{"a1", "b1"}, "same-battlefield", true},
      {{"a1", "b2"}, "same-battlefield", false},
      {{"a0", "a00"}, "same-battlefield", false},  // a base is no battlefield
      {{"a0", "a00"}, "same-location", true},      // but it is a location
      {{"a1", "b1", "b2"}, "same-location", false},
      {{"a1"}, "same-location", true},  // up to N: one target is a group of one
      {{}, "same-location", true},
      {{"a1", "b1"}, "at-first-location", true},
      {{"a0", "b1"}, "at-first-location", false},
      {{"a1", "b1"}, "might-lt-first", false},  // 2 and 2
      {{"a1", "b1"}, "distinct", true},
      {{"a1", "a1"}, "distinct", false},
  };
  for (const Row& r : rows) {
    INFO(r.relation << " " << r.targets.size());
    std::string why;
    CHECK(TargetsMeetRelation(s, ids(r.targets), r.relation, &why) == r.meets);
    CHECK(why.empty() == r.meets);
  }
  CHECK(RelationRules("same-location") == std::vector<std::string>{"355.11", "355.11.a"});
  CHECK(RelationRules("at-first-location") == std::vector<std::string>{"355.9.b"});
}

TEST_CASE("target relations: a real card played, refused, and resolved",
          "[riftbound][cards][target-relations]") {
  auto run = [](const std::string& card, const std::string& targets,
                const std::string& extra_steps = "") {
    return scenario::RunScenario(Parse(R"({"title": "t", "game": "riftbound",
      "rules_version": "1.4", "question": "q", "ruling": "r",
      "setup": {"players": ["A", "B"], "battlefields": {"battlefield-1": "A", "battlefield-2": "B"},
        "objects": [
          {"id": "spell", "card": ")" + card +
                                       R"(", "owner": "A", "zone": "hand"},
          {"id": "a1", "card": {"name": "A1", "type": "Unit", "might": 2}, "owner": "A", "zone": "battlefield-1"},
          {"id": "b1", "card": {"name": "B1", "type": "Unit", "might": 3}, "owner": "B", "zone": "battlefield-1"},
          {"id": "b2", "card": {"name": "B2", "type": "Unit", "might": 3}, "owner": "B", "zone": "battlefield-2"},
          {"id": "a0", "card": {"name": "A0", "type": "Unit", "might": 2}, "owner": "A", "zone": "base"}
        ]},
      "steps": [{"do": "play", "object": "spell", "targets": )" +
                                       targets + "}" + extra_steps + R"(], "expect": {}})"));
  };
  auto cites = [](const scenario::RunResult& r, const std::string& rule) {
    const auto rules = r.trace.CitedRules();
    return std::find(rules.begin(), rules.end(), rule) != rules.end();
  };
  auto stunned = [](const scenario::RunResult& r, const std::string& key) {
    return r.final_state.obj(r.final_state.FindKey(key)).Has("stunned");
  };
  SECTION("Facebreaker: a friendly and an enemy unit at the same battlefield") {
    const auto r = run("Facebreaker", R"(["a1", "b1"])");
    CHECK(r.refused_steps.empty());
    CHECK_FALSE(r.incomplete);
    CHECK(stunned(r, "a1"));
    CHECK(stunned(r, "b1"));
    CHECK(cites(r, "355.11.a"));
    CHECK(cites(r, "355.11.b"));
  }
  SECTION("Facebreaker: units at two battlefields are refused, nothing is stunned") {
    const auto r = run("Facebreaker", R"(["a1", "b2"])");
    CHECK(r.refused_steps == std::vector<int>{1});
    CHECK_FALSE(stunned(r, "a1"));
    CHECK_FALSE(stunned(r, "b2"));
    CHECK(cites(r, "355.11.a"));
  }
  SECTION("Bellows Breath: up to three units at one location, or fewer") {
    const auto r = run("Bellows Breath", R"(["a1", "b1"])");
    CHECK(r.refused_steps.empty());
    CHECK(r.final_state.obj(r.final_state.FindKey("b1")).Counter("damage") == 1);
    CHECK(r.final_state.obj(r.final_state.FindKey("a1")).Counter("damage") == 1);
    const auto one = run("Bellows Breath", R"(["b2"])");
    CHECK(one.refused_steps.empty());
    CHECK(one.final_state.obj(one.final_state.FindKey("b2")).Counter("damage") == 1);
    const auto apart = run("Bellows Breath", R"(["a1", "b2"])");
    CHECK(apart.refused_steps == std::vector<int>{1});
  }
  SECTION("Bellows Breath's Repeat: the repeat's targets meet the restriction too") {
    const auto r = run("Bellows Breath", R"(["a1"], "repeat": 1, "repeat_targets": ["a0", "b2"])");
    CHECK(r.refused_steps == std::vector<int>{1});
  }
  SECTION("Heroic Charge: the enemy unit at the friendly unit's location") {
    const auto r = run("Heroic Charge", R"(["a1", "b1"])");
    CHECK(r.refused_steps.empty());
    CHECK_FALSE(r.incomplete);
    CHECK(stunned(r, "b1"));
    CHECK(cites(r, "355.9.b"));
    const auto apart = run("Heroic Charge", R"(["a0", "b1"])");
    CHECK(apart.refused_steps == std::vector<int>{1});
  }
  SECTION("Switcheroo: the lower Might gains the difference, the higher loses it (433.1.b)") {
    const auto r = run("Switcheroo", R"(["a1", "b1"])");
    CHECK(r.refused_steps.empty());
    CHECK_FALSE(r.incomplete);
    const engine::GameState& s = r.final_state;
    CHECK(MightValue(s, s.FindKey("a1")) == 3);
    CHECK(MightValue(s, s.FindKey("b1")) == 2);
    CHECK(cites(r, "433.1.b"));
    const auto apart = run("Switcheroo", R"(["a1", "b2"])");
    CHECK(apart.refused_steps == std::vector<int>{1});
  }
  SECTION("Zenith Blade: the friendly unit may move to the stunned enemy unit's battlefield") {
    const auto r = run("Zenith Blade", R"(["b2", "a0"], "choose": {"may": ["yes"]})");
    CHECK(r.refused_steps.empty());
    CHECK_FALSE(r.incomplete);
    const engine::GameState& s = r.final_state;
    CHECK(stunned(r, "b2"));
    CHECK(s.obj(s.FindKey("a0")).zone == s.obj(s.FindKey("b2")).zone);
    CHECK(cites(r, "359.3.f.2"));
    const auto no = run("Zenith Blade", R"(["b2", "a0"], "choose": {"may": ["no"]})");
    CHECK(no.final_state.obj(no.final_state.FindKey("a0")).zone ==
          no.final_state.FindZone("base", 0));
  }
  SECTION("Public Execution: the enemy unit has less Might than the chosen friendly unit") {
    // a1 has 2 Might; b1 and b2 have 3
    const auto refused = run("Public Execution", R"(["a1", "b1"])");
    CHECK(refused.refused_steps == std::vector<int>{1});
    CHECK(cites(refused, "355.9.b"));
    const auto r = run("Public Execution", R"(["b1", "a1"])");  // B's units are not friendly
    CHECK(r.refused_steps == std::vector<int>{1});
  }
  SECTION("Defiant Dance: two different units") {
    const auto r = run("Defiant Dance", R"(["a1", "b1"])");
    CHECK(r.refused_steps.empty());
    CHECK_FALSE(r.incomplete);
    const auto same = run("Defiant Dance", R"(["a1", "a1"])");
    CHECK(same.refused_steps == std::vector<int>{1});
  }
}

}  // namespace arbiter::games::riftbound
