// Paying mana from the pool (issue 11, mana_payment.h): colored symbols need their color (107.4a),
// generic any type (107.4b), {C} colorless only, hybrid either half; a cost the pool can't pay is
// refused with nothing changed (118.3, 601.2h); the player chooses what pays the generic part when
// it matters; Quicksilver Elemental's permission (609.4b) lets blue mana pay any colored symbol of
// its own abilities' activation costs, printed or gained, and of no other permanent's.
#include "games/mtg/mana_payment.h"

#include <catch2/catch.hpp>

#include "games/mtg/card_text.h"
#include "games/mtg/mtg.h"
#include "games/mtg/scenario_text.h"
#include "scenario/loader.h"
#include "scenario/runner.h"

namespace arbiter::games::mtg {
namespace {

// Quicksilver Elemental, Pyre Charger, Rootwalla, two Islands, a Mountain and two Forests on A's
// battlefield, B's Shivan Dragon; `steps` as JSON.
scenario::RunResult RunPool(const std::string& steps, const std::string& more = "") {
  const std::string text = R"({
    "title": "T", "game": "mtg", "rules_version": "2026-09-25", "question": "Q?",
    "setup": {"players": ["A", "B"], "objects": [
      {"id": "quicksilver", "card": "Quicksilver Elemental", "owner": "A", "zone": "battlefield"},
      {"id": "charger", "card": "Pyre Charger", "owner": "A", "zone": "battlefield"},
      {"id": "rootwalla", "card": "Rootwalla", "owner": "A", "zone": "battlefield"},
      {"id": "island1", "card": "Island", "owner": "A", "zone": "battlefield"},
      {"id": "island2", "card": "Island", "owner": "A", "zone": "battlefield"},
      {"id": "mountain", "card": "Mountain", "owner": "A", "zone": "battlefield"},
      {"id": "forest1", "card": "Forest", "owner": "A", "zone": "battlefield"},
      {"id": "forest2", "card": "Forest", "owner": "A", "zone": "battlefield"},
      {"id": "shivan", "card": "Shivan Dragon", "owner": "B", "zone": "battlefield"})" +
                           more +
                           R"(]},
    "steps": )" + steps + R"(,
    "expect": {"state": []},
    "ruling": "R."})";
  return RunScenarioText(text);
}

int Mana(const scenario::RunResult& r, const std::string& type) {
  const auto& res = r.final_state.players.at(0).resources;
  const auto it = res.find("mana:" + type);
  return it == res.end() ? 0 : it->second;
}

int Power(const scenario::RunResult& r, const std::string& key) {
  std::string error;
  const engine::Value v =
      Module().Property(r.final_state, r.final_state.FindKey(key), "power", &error);
  return std::holds_alternative<int64_t>(v) ? static_cast<int>(std::get<int64_t>(v)) : -1;
}

bool Cites(const scenario::RunResult& r, const std::string& rule) {
  for (const auto& e : r.trace.entries()) {
    for (const std::string& x : e.rules) {
      if (x == rule) return true;
    }
  }
  return false;
}

}  // namespace

TEST_CASE("a cost's mana symbols are read from its text", "[mtg][mana]") {
  const ManaSymbols m = ManaOfCost("{2}{U}{R/G}, {T}", 0);
  CHECK(m.generic == 2);
  CHECK(m.colored == std::vector<std::string>{"U", "R/G"});
  CHECK(m.printed == "{2}{U}{R/G}");
  CHECK(ManaOfCost("{X}{R}", 3).generic == 3);
  CHECK(ManaOfCost("{T}").printed.empty());
}

TEST_CASE("mana pays colored, generic, colorless and hybrid symbols as the rules say",
          "[mtg][mana]") {
  ManaPayment p;
  std::string why;
  // Colored symbols need their color (107.4a); blue pays {R} only with the permission (609.4b).
  CHECK_FALSE(PayMana(ManaOfCost("{R}"), {{"blue", 1}}, false, nullptr, &p, &why));
  CHECK(why.find("1 blue mana") != std::string::npos);
  REQUIRE(PayMana(ManaOfCost("{R}"), {{"blue", 1}}, true, nullptr, &p, &why));
  CHECK(p.used_permission);
  CHECK(p.spent == ManaPool{{"blue", 1}});
  // The permission is used only when needed: red pays {R} when there is red.
  REQUIRE(PayMana(ManaOfCost("{R}"), {{"blue", 1}, {"red", 1}}, true, nullptr, &p, &why));
  CHECK_FALSE(p.used_permission);
  CHECK(p.spent == ManaPool{{"red", 1}});
  // {C} is colorless only, even with the permission ({C} is not a colored symbol).
  CHECK_FALSE(PayMana(ManaOfCost("{C}"), {{"blue", 1}}, true, nullptr, &p, &why));
  CHECK(PayMana(ManaOfCost("{C}"), {{"colorless", 1}}, false, nullptr, &p, &why));
  // Generic: any type (107.4b).
  REQUIRE(PayMana(ManaOfCost("{2}"), {{"colorless", 1}, {"green", 1}}, false, nullptr, &p, &why));
  CHECK(p.generic == ManaPool{{"colorless", 1}, {"green", 1}});
  // Hybrid: either half (107.4e), and {2/W} two generic mana.
  REQUIRE(PayMana(ManaOfCost("{W/U}"), {{"blue", 1}}, false, nullptr, &p, &why));
  CHECK(p.spent == ManaPool{{"blue", 1}});
  REQUIRE(PayMana(ManaOfCost("{2/W}"), {{"green", 2}}, false, nullptr, &p, &why));
  CHECK(p.spent == ManaPool{{"green", 2}});
  CHECK_FALSE(PayMana(ManaOfCost("{2/W}"), {{"green", 1}}, false, nullptr, &p, &why));
  // No partial payment: {1}{G} with one green mana is not paid at all (118.3, 601.2h).
  CHECK_FALSE(PayMana(ManaOfCost("{1}{G}"), {{"green", 1}}, false, nullptr, &p, &why));
  // A chosen generic payment is honoured, and the colored symbols take the rest.
  const ManaPool choice = {{"blue", 1}};
  REQUIRE(PayMana(ManaOfCost("{1}{G}"), {{"blue", 1}, {"green", 2}}, false, &choice, &p, &why));
  CHECK(p.spent == ManaPool{{"blue", 1}, {"green", 1}});
  const ManaPool too_much = {{"green", 2}};
  CHECK_FALSE(
      PayMana(ManaOfCost("{1}{G}"), {{"blue", 1}, {"green", 2}}, false, &too_much, &p, &why));
  // The choice matters only when mana of more than one type would be left to choose from.
  std::vector<std::string> options;
  CHECK(GenericChoiceMatters(ManaOfCost("{1}{G}"), {{"blue", 1}, {"green", 2}}, false, &options));
  CHECK(options == std::vector<std::string>{"blue", "green"});
  CHECK_FALSE(GenericChoiceMatters(ManaOfCost("{1}{G}"), {{"green", 3}}, false, &options));
  CHECK_FALSE(
      GenericChoiceMatters(ManaOfCost("{1}{G}"), {{"blue", 1}, {"green", 1}}, false, &options));
}

TEST_CASE("Quicksilver Elemental's permission line compiles to a static ability",
          "[mtg][cards][mana]") {
  engine::Card c;
  c.name = "Quicksilver Elemental";
  c.type = "Creature";
  c.rules_text =
      "You may spend blue mana as though it were mana of any color to pay the activation costs "
      "of Quicksilver Elemental's abilities.";
  CompleteOracleText(&c);
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].not_modelled.empty());
  CHECK(c.abilities[0].kind == "static");
  REQUIRE(c.abilities[0].effect.size() == 1);
  CHECK(c.abilities[0].effect[0].verb == "spend-blue-as-any");
}

TEST_CASE("costs paid from the mana pool: the permission, refusals and the generic choice",
          "[mtg][mana]") {
  SECTION("without pay_mana the mana is taken as paid and the pool is untouched") {
    const auto r = RunPool(R"([{"do": "activate", "object": "island1"},
      {"do": "activate", "object": "charger"}, {"do": "resolve"}])");
    CHECK(r.refused_steps.empty());
    CHECK(Mana(r, "blue") == 1);
    CHECK(Power(r, "charger") == 2);
    CHECK_FALSE(Cites(r, "118.3a"));
  }
  SECTION("a gained {R} ability of the Elemental is paid with blue mana (609.4b)") {
    const auto r = RunPool(R"([{"do": "activate", "object": "island1"},
      {"do": "activate", "object": "quicksilver", "pay_mana": true,
       "choose": {"target": "shivan"}},
      {"do": "resolve"},
      {"do": "activate", "object": "island2"},
      {"do": "activate", "object": "quicksilver", "ability": 2, "pay_mana": true},
      {"do": "resolve"}])");
    CHECK(r.stop.kind == engine::Stop::Kind::kNone);
    CHECK(r.refused_steps.empty());
    CHECK(Mana(r, "blue") == 0);
    CHECK(Power(r, "quicksilver") == 4);
    CHECK(Cites(r, "609.4b"));
    CHECK(Cites(r, "118.3a"));
  }
  SECTION("the Elemental targeting itself gains its own activated abilities again") {
    // It gains "all activated abilities of target creature": its own, copied while its list
    // grows (the sanitizer run caught a read of the list after it moved).
    const auto r = RunPool(R"([{"do": "activate", "object": "quicksilver",
       "choose": {"target": "quicksilver"}},
      {"do": "resolve"}])");
    CHECK(r.stop.kind == engine::Stop::Kind::kNone);
    CHECK(r.refused_steps.empty());
    const auto& st = r.final_state;
    int activated = 0;
    for (const auto& o : st.objects) {
      if (o.key != "quicksilver") continue;
      for (const auto& ab : o.card.abilities) activated += ab.kind == "activated";
    }
    CHECK(activated == 2);
  }
  SECTION("the Elemental's {U} ability with an empty pool is refused, nothing changed") {
    const auto r = RunPool(R"([{"do": "activate", "object": "quicksilver", "pay_mana": true,
       "choose": {"target": "shivan"}}])");
    CHECK(r.refused_steps == std::vector<int>{1});
    CHECK(r.final_state.zone(r.final_state.FindZone("stack")).objects.empty());
  }
  SECTION("another creature's {R} ability can't be paid with blue mana; red pays it") {
    const auto r = RunPool(R"([{"do": "activate", "object": "island1"},
      {"do": "activate", "object": "charger", "pay_mana": true},
      {"do": "activate", "object": "mountain"},
      {"do": "activate", "object": "charger", "pay_mana": true},
      {"do": "resolve"}])");
    CHECK(r.refused_steps == std::vector<int>{2});
    CHECK(Cites(r, "107.4a"));
    CHECK(Cites(r, "609.4b"));
    CHECK(Mana(r, "blue") == 1);
    CHECK(Mana(r, "red") == 0);
    CHECK(Power(r, "charger") == 2);
  }
  SECTION("the player chooses the mana for the generic part; a bad answer is an error") {
    const std::string before = R"([{"do": "activate", "object": "island1"},
      {"do": "activate", "object": "forest1"}, {"do": "activate", "object": "forest2"},
      {"do": "activate", "object": "rootwalla", "pay_mana": true, "choose": {"generic-mana": )";
    const auto r = RunPool(before + R"(["blue=1"]}}, {"do": "resolve"}])");
    CHECK(r.stop.kind == engine::Stop::Kind::kNone);
    CHECK(Mana(r, "blue") == 0);
    CHECK(Mana(r, "green") == 1);
    CHECK(Power(r, "rootwalla") == 4);
    CHECK(Cites(r, "107.4b"));
    const auto bad = RunPool(before + R"(["red=1"]}}, {"do": "resolve"}])");
    CHECK(bad.stop.kind == engine::Stop::Kind::kError);
    const auto two = RunPool(before + R"(["green=2"]}}, {"do": "resolve"}])");
    CHECK(two.stop.kind == engine::Stop::Kind::kError);
  }
}

TEST_CASE("a spell's total mana cost paid from the pool; the permission is not for spells",
          "[mtg][mana]") {
  const std::string hand = R"(,
      {"id": "shock", "card": "Shock", "owner": "A", "zone": "hand"},
      {"id": "battlemage", "card": "Stormscape Battlemage", "owner": "A", "zone": "hand"})";
  SECTION("Shock's {R} with only blue mana: refused, Shock stays in hand, the pool unchanged") {
    const auto r = RunPool(R"([{"do": "activate", "object": "island1"},
      {"do": "cast", "object": "shock", "targets": ["shivan"], "pay_mana": true}])",
                           hand);
    CHECK(r.refused_steps == std::vector<int>{2});
    CHECK(Cites(r, "609.4b"));
    CHECK(Mana(r, "blue") == 1);
    const auto& s = r.final_state;
    CHECK(s.obj(s.FindKey("shock")).zone == s.FindZone("hand", 0));
  }
  SECTION("a kicker cost is part of the total cost ({2}{U} kicked with {W})") {
    const std::string taps = R"([{"do": "activate", "object": "island1"},
      {"do": "activate", "object": "island2"}, {"do": "activate", "object": "forest1"},)";
    const std::string cast =
        R"({"do": "cast", "object": "battlemage", "kicked": ["W"], "pay_mana": true}])";
    const auto refused = RunPool(taps + cast, hand);
    CHECK(refused.refused_steps == std::vector<int>{4});
    CHECK(Mana(refused, "blue") == 2);
    const auto paid =
        RunPool(taps + R"({"do": "activate", "object": "plains"},)" + cast, hand + R"(,
      {"id": "plains", "card": "Plains", "owner": "A", "zone": "battlefield"})");
    CHECK(paid.refused_steps.empty());
    CHECK(Mana(paid, "blue") == 0);
    CHECK(Mana(paid, "white") == 0);
    CHECK(Mana(paid, "green") == 0);
  }
}

TEST_CASE("mana abilities a step names are activated while paying (601.2g)", "[mtg][mana]") {
  const std::string hand = R"(,
      {"id": "shock", "card": "Shock", "owner": "A", "zone": "hand"})";
  SECTION("the Mountain is tapped for the {R} after the target is chosen, before paying") {
    const auto r = RunPool(R"([{"do": "cast", "object": "shock", "targets": ["shivan"],
      "pay_mana": true, "mana_abilities": ["mountain"]}])",
                           hand);
    CHECK(r.refused_steps.empty());
    CHECK(Mana(r, "red") == 0);
    CHECK(Cites(r, "601.2g"));
    const auto& s = r.final_state;
    CHECK(s.obj(s.FindKey("mountain")).status.count("tapped") == 1);
  }
  SECTION("an Island's blue can't pay Shock's {R}: refused, the Island stays untapped") {
    const auto r = RunPool(R"([{"do": "cast", "object": "shock", "targets": ["shivan"],
      "pay_mana": true, "mana_abilities": ["island1"]}])",
                           hand);
    CHECK(r.refused_steps == std::vector<int>{1});
    const auto& s = r.final_state;
    CHECK(s.obj(s.FindKey("island1")).status.count("tapped") == 0);
    CHECK(Mana(r, "blue") == 0);
  }
  SECTION("without pay_mana, or naming a permanent with no such ability: refused") {
    CHECK(RunPool(R"([{"do": "cast", "object": "shock", "targets": ["shivan"],
      "mana_abilities": ["mountain"]}])",
                  hand)
              .refused_steps == std::vector<int>{1});
    CHECK(RunPool(R"([{"do": "cast", "object": "shock", "targets": ["shivan"],
      "pay_mana": true, "mana_abilities": ["charger"]}])",
                  hand)
              .refused_steps == std::vector<int>{1});
  }
}

}  // namespace arbiter::games::mtg
