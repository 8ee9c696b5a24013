// Divided damage and split cards (games/mtg/divided_damage.h): Fire // Ice's and Flames of the
// Firebrand's lines compile to deal-divided; the division is checked as the spell is cast (601.2c,
// 601.2d); as it resolves a target that became illegal gets none of it and the others their
// shares (608.2b); a split card is cast as the half its step names, and only that half runs
// (709.3, 709.3b).
#include "games/mtg/divided_damage.h"

#include <catch2/catch.hpp>

#include "games/mtg/card_text.h"
#include "games/mtg/scenario_text.h"
#include "scenario/loader.h"
#include "scenario/runner.h"

namespace arbiter::games::mtg {
namespace {

// A's Fire // Ice in hand and a card in A's library; B's Coral Merfolk (2/1) and Elvish Warrior
// (2/3); STEPS follow.
scenario::RunResult Run(const std::string& steps) {
  const std::string text = R"({
    "title": "T", "game": "mtg", "rules_version": "2026-09-25", "question": "Q?",
    "setup": {"players": ["A", "B"], "turn_player": "A", "objects": [
      {"id": "fire", "card": "Fire // Ice", "owner": "A", "zone": "hand"},
      {"id": "card", "card": "Forest", "owner": "A", "zone": "library"},
      {"id": "merfolk", "card": "Coral Merfolk", "owner": "B", "zone": "battlefield"},
      {"id": "warrior", "card": "Elvish Warrior", "owner": "B", "zone": "battlefield"}]},
    "steps": [)" + steps + R"(],
    "expect": {"cites": []},
    "ruling": "R."})";
  return RunScenarioText(text);
}

std::string Prop(const scenario::RunResult& r, const std::string& key, const std::string& what) {
  const engine::GameState& s = r.final_state;
  const engine::ObjectId id = s.FindKey(key);
  if (what == "damage") return std::to_string(s.obj(id).Counter("damage"));
  return s.obj(id).Has("tapped") ? "tapped" : "untapped";
}

int Life(const scenario::RunResult& r, const std::string& who) {
  return static_cast<int>(
      r.final_state.players.at(static_cast<size_t>(r.final_state.FindPlayer(who)))
          .resources.at("life"));
}

}  // namespace

TEST_CASE("divided damage lines compile; split halves are found by their lines",
          "[mtg][cards][divided]") {
  engine::Card fire;
  fire.name = "Fire // Ice";
  fire.type = "Instant // Instant";
  fire.rules_text =
      "Fire deals 2 damage divided as you choose among one or two targets.\n//\nTap target "
      "permanent.\nDraw a card.";
  CompleteOracleText(&fire);
  REQUIRE(fire.abilities.size() == 3);
  for (const engine::Ability& ab : fire.abilities) CHECK(ab.not_modelled.empty());
  CHECK(fire.abilities[0].effect.at(0).verb == "deal-divided");
  CHECK(std::get<int64_t>(fire.abilities[0].effect[0].args.at("amount")) == 2);
  CHECK(std::get<int64_t>(fire.abilities[0].effect[0].args.at("max")) == 2);
  CHECK(HalfOf(fire, fire.abilities[0]) == "Fire");
  CHECK(HalfOf(fire, fire.abilities[1]) == "Ice");
  CHECK(HalfOf(fire, fire.abilities[2]) == "Ice");

  engine::Card flames;
  flames.name = "Flames of the Firebrand";
  flames.type = "Sorcery";
  flames.rules_text =
      "Flames of the Firebrand deals 3 damage divided as you choose among one, two, or three "
      "targets.";
  CompleteOracleText(&flames);
  REQUIRE(flames.abilities.size() == 1);
  CHECK(flames.abilities[0].effect.at(0).verb == "deal-divided");
  CHECK(std::get<int64_t>(flames.abilities[0].effect[0].args.at("max")) == 3);
  CHECK(HalfOf(flames, flames.abilities[0]).empty());

  engine::Action at_will;
  REQUIRE(CompileDividedDamage(
      "~ deals 3 damage divided as you choose among one, two, or three target attacking or "
      "blocking creatures.",
      &at_will));
  CHECK(std::get<std::string>(at_will.args.at("among")) == "attacking-or-blocking-creature");
}

TEST_CASE("Fire at Will's targets must be attacking or blocking creatures", "[mtg][divided]") {
  const std::string text = R"({
    "title": "T", "game": "mtg", "rules_version": "2026-09-25", "question": "Q?",
    "setup": {"players": ["A", "B"], "turn_player": "A", "objects": [
      {"id": "will", "card": "Fire at Will", "owner": "B", "zone": "hand"},
      {"id": "ox", "card": "Pillarfield Ox", "owner": "A", "zone": "battlefield"},
      {"id": "bear", "card": "Elvish Warrior", "owner": "A", "zone": "battlefield"},
      {"id": "merfolk", "card": "Coral Merfolk", "owner": "B", "zone": "battlefield"}]},
    "steps": [
      {"do": "attack", "object": "ox"},
      {"do": "cast", "object": "will", "divided": ["ox=2", "bear=1"]},
      {"do": "cast", "object": "will", "divided": ["ox=2", "A=1"]},
      {"do": "cast", "object": "will", "divided": ["ox=3"]},
      {"do": "resolve"}],
    "expect": {"cites": []},
    "ruling": "R."})";
  const scenario::RunResult r = RunScenarioText(text);
  CHECK(r.refused_steps == std::vector<int>{2, 3});
  CHECK(r.unmodelled.empty());
  CHECK(Prop(r, "ox", "damage") == "3");
}

TEST_CASE("a division is announced whole: at least 1 each, no target twice, the whole amount",
          "[mtg][divided]") {
  engine::Action fire;
  CHECK_FALSE(CompileDividedDamage("~ deals 2 damage to any target.", &fire));
  REQUIRE(CompileDividedDamage("~ deals 2 damage divided as you choose among one or two targets.",
                               &fire));
  struct Row {
    std::vector<std::string> answers;
    bool ok;
  };
  const std::vector<Row> rows = {{{"a=1", "B=1"}, true},  {{"a=2"}, true},
                                 {{"a=2", "B=0"}, false}, {{"a=1"}, false},
                                 {{"a=1", "a=1"}, false}, {{"a=1", "b=1", "c=0"}, false},
                                 {{"a"}, false},          {{}, false},
                                 {{"a=x"}, false}};
  for (const Row& r : rows) {
    std::vector<Share> shares;
    INFO(r.answers.size());
    CHECK(ParseDivision(r.answers, fire, &shares).empty() == r.ok);
  }
}

TEST_CASE("Fire deals each target its share; an illegal target's share is not dealt",
          "[mtg][divided]") {
  SECTION("both targets legal: 1 and 1") {
    auto r = Run(R"({"do": "cast", "object": "fire", "half": "Fire",
                     "divided": ["merfolk=1", "warrior=1"]}, {"do": "resolve"})");
    CHECK(r.refused_steps.empty());
    CHECK(r.unmodelled.empty());
    CHECK(r.final_state.obj(r.final_state.FindKey("merfolk")).zone ==
          r.final_state.FindZone("graveyard", r.final_state.FindPlayer("B")));
    CHECK(Prop(r, "warrior", "damage") == "1");
    CHECK(Prop(r, "warrior", "tapped") == "untapped");  // Ice did nothing (709.3b)
    CHECK(Life(r, "A") == 20);
  }
  SECTION("a player and a creature; all of it to one target") {
    auto r = Run(R"({"do": "cast", "object": "fire", "half": "Fire", "divided": ["B=2"]},
                    {"do": "resolve"})");
    CHECK(r.refused_steps.empty());
    CHECK(Life(r, "B") == 18);
  }
  SECTION("refused announcements: no half, a share of 0, a card that is no target") {
    auto r = Run(R"({"do": "cast", "object": "fire", "divided": ["B=2"]},
                    {"do": "cast", "object": "fire", "half": "Fire", "divided": ["B=2", "merfolk=0"]},
                    {"do": "cast", "object": "fire", "half": "Fire", "divided": ["card=2"]},
                    {"do": "cast", "object": "fire", "half": "Fire"})");
    CHECK(r.refused_steps == std::vector<int>{1, 2, 3, 4});
  }
  SECTION("Ice taps and draws, Fire's line does not run") {
    auto r = Run(R"({"do": "cast", "object": "fire", "half": "Ice", "targets": ["warrior"]},
                    {"do": "resolve"})");
    CHECK(r.refused_steps.empty());
    CHECK(r.unmodelled.empty());
    CHECK(Prop(r, "warrior", "tapped") == "tapped");
    CHECK(Prop(r, "warrior", "damage") == "0");
    CHECK(r.final_state.obj(r.final_state.FindKey("card")).zone ==
          r.final_state.FindZone("hand", r.final_state.FindPlayer("A")));
  }
}

}  // namespace arbiter::games::mtg
