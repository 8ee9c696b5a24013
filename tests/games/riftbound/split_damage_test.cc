// Damage split among targets (split_damage.h, 355.14, 715.3): Volibear, Furious's printed line
// compiles to a triggered ability with "any number" of targets up to the damage, the player
// divides the damage as it resolves ("<target>=<amount>"), a bad division stops the run, and
// Bonus Damage raises both the amount and the number of targets. Also 355.9.c: a triggered
// ability may target its own source unless its text says "another".
#include "games/riftbound/split_damage.h"

#include <catch2/catch.hpp>

#include "engine/engine.h"
#include "games/riftbound/compiled_card.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/scenario_board.h"

namespace arbiter::games::riftbound {
namespace {

// Whether a trace entry's text contains WORDS.
bool TraceSays(const engine::Trace& trace, const std::string& words) {
  for (const auto& entry : trace.entries())
    if (entry.text.find(words) != std::string::npos) return true;
  return false;
}

// Volibear at A's base and B's Troll (5 Might), Poro (1) and Bear (3) at battlefield-1, which B
// controls; with Annie, Fiery (1 Bonus Damage) when ANNIE. Volibear moves there: he attacks, his
// trigger's targets are TARGETS and the split SPLIT (omitted when empty).
std::string VolibearBoard(const std::string& targets, const std::string& split,
                          bool annie = false) {
  const std::string choose =
      R"("target": )" + targets + (split.empty() ? "" : R"(, "split": )" + split);
  return R"({"title": "t", "game": "riftbound", "rules_version": "1.4",
    "question": "q", "ruling": "r",
    "setup": {"players": ["A", "B"], "battlefields": {"battlefield-1": "B"}, "objects": [
      {"id": "voli", "card": "Volibear, Furious", "owner": "A", "zone": "base"},)" +
         std::string(
             annie ? R"({"id": "annie", "card": "Annie, Fiery", "owner": "A", "zone": "base"},)"
                   : "") +
         R"(
      {"id": "troll", "card": {"name": "Troll", "type": "Unit", "might": 5}, "owner": "B",
       "zone": "battlefield-1"},
      {"id": "poro", "card": {"name": "Poro", "type": "Unit", "might": 1}, "owner": "B",
       "zone": "battlefield-1"},
      {"id": "bear", "card": {"name": "Bear", "type": "Unit", "might": 3}, "owner": "B",
       "zone": "battlefield-1"}]},
    "steps": [{"do": "move", "objects": ["voli"], "to": "battlefield-1", "choose": {)" +
         choose + R"(}}],
    "expect": {}})";
}

int Damage(const scenario::RunResult& r, const std::string& key) {
  const auto& counters = r.final_state.obj(r.final_state.FindKey(key)).counters;
  const auto it = counters.find("damage");
  return it == counters.end() ? 0 : it->second;
}

bool InTrash(const scenario::RunResult& r, const std::string& key) {
  const engine::ObjectId id = r.final_state.FindKey(key);
  return r.final_state.zone(r.final_state.obj(id).zone).name == "trash";
}

}  // namespace

TEST_CASE(
    "Volibear, Furious's split line compiles to a triggered ability with any number of targets",
    "[riftbound][cards][split]") {
  const engine::Card voli = Compiled(
      "Unit",
      "[Deflect 2] (Opponents must pay [Universal][Universal] to choose me with a spell or "
      "ability.)\nWhen I attack, deal 5 damage split among any number of enemy units here.");
  const engine::Ability* split = nullptr;
  for (const auto& ab : voli.abilities)
    if (ab.kind == "triggered") split = &ab;
  REQUIRE(split != nullptr);
  CHECK(split->not_modelled.empty());
  CHECK(split->trigger == "attack");
  CHECK(split->target == "enemy-unit-here*<=5");  // any number (355.13), up to 5 (355.14.c)
  REQUIRE(split->effect.size() == 1);
  CHECK(Verbs(split->effect) == "deal_split");
  CHECK(Arg(split->effect[0], "amount") == "5");
  CHECK(Arg(split->effect[0], "units") == "enemy-unit-here");
  CHECK(Arg(split->effect[0], "to") == "$targets");

  // Other phrases of the grammar; gear take no damage; a spell's split is not modelled (its
  // targets would be chosen without the cap of 355.14.c with Bonus Damage).
  std::vector<engine::Action> out;
  std::string targets;
  CHECK(CompileSplitDamageSentence("Deal 3 damage split among any number of units at battlefields",
                                   &out, &targets));
  CHECK(targets == "unit-at-battlefield*<=3");
  CHECK_FALSE(
      CompileSplitDamageSentence("Deal 3 damage split among any number of gear", &out, &targets));
  CHECK_FALSE(CompileSplitDamageSentence("Deal 3 to any number of enemy units", &out, &targets));
  const engine::Card spell =
      Compiled("Spell", "Deal 5 damage split among any number of enemy units at battlefields.");
  REQUIRE(spell.abilities.size() == 1);
  CHECK_FALSE(spell.abilities[0].not_modelled.empty());
}

TEST_CASE("Volibear splits 4 and 1 as his controller chooses (355.14.e)",
          "[riftbound][cards][split]") {
  const scenario::RunResult r = scenario::RunScenario(
      Parse(VolibearBoard(R"(["troll", "poro"])", R"(["troll=4", "poro=1"])")));
  INFO(r.stop.message);
  CHECK(r.stop.kind == engine::Stop::Kind::kNone);
  CHECK_FALSE(r.incomplete);
  CHECK(Damage(r, "troll") == 4);
  CHECK(InTrash(r, "poro"));
  CHECK(Damage(r, "bear") == 0);
  CHECK(TraceSays(r.trace, "5 damage to split: up to 5 targets may be chosen"));
  CHECK(TraceSays(r.trace, "A splits 5 damage among Troll, Poro"));
}

TEST_CASE("a bad split answer stops the run with what is wrong, never corrected",
          "[riftbound][cards][split]") {
  const std::vector<std::pair<std::string, std::string>> rows = {
      {R"(["troll=4", "poro=2"])", "add up to 6, not the 5"},            // 355.14.e
      {R"(["troll=5", "poro=0"])", "at least 1 damage"},                 // 355.14.g
      {R"(["troll=5"])", "'poro' is a target and must receive damage"},  // 355.14.f
      {R"(["troll", "poro"])", "names no amount"},
      {R"(["bear=4", "poro=1"])", "'bear' is not one of the targets"},
      {R"(["troll=3", "troll=1", "poro=1"])", "given an amount twice"},
  };
  for (const auto& [split, why] : rows) {
    INFO(split);
    const scenario::RunResult r =
        scenario::RunScenario(Parse(VolibearBoard(R"(["troll", "poro"])", split)));
    CHECK(r.stop.kind == engine::Stop::Kind::kError);
    CHECK(r.stop.message.find("the scripted answer for choice 'split' is invalid") !=
          std::string::npos);
    CHECK(r.stop.message.find(why) != std::string::npos);
    CHECK(r.stop.step == 1);
    CHECK(Damage(r, "troll") == 0);
  }
}

TEST_CASE("no split is asked when there is one way to divide the damage",
          "[riftbound][cards][split]") {
  // One target: all 5 (no answer to give); no target at all: any number includes zero (355.13).
  const scenario::RunResult one = scenario::RunScenario(Parse(VolibearBoard(R"(["troll"])", "")));
  INFO(one.stop.message);
  CHECK(one.stop.kind == engine::Stop::Kind::kNone);
  CHECK(InTrash(one, "troll"));
  const scenario::RunResult none = scenario::RunScenario(Parse(VolibearBoard("[]", "")));
  INFO(none.stop.message);
  CHECK(none.stop.kind == engine::Stop::Kind::kNone);
  CHECK(Damage(none, "troll") + Damage(none, "poro") + Damage(none, "bear") == 0);
}

TEST_CASE("Bonus Damage adds to the amount split and to the targets allowed (715.3)",
          "[riftbound][cards][split]") {
  const scenario::RunResult r = scenario::RunScenario(
      Parse(VolibearBoard(R"(["troll", "poro"])", R"(["troll=5", "poro=1"])", true)));
  INFO(r.stop.message);
  CHECK(r.stop.kind == engine::Stop::Kind::kNone);
  CHECK(TraceSays(r.trace, "5 + 1 Bonus Damage = 6 damage to split: up to 6 targets"));
  CHECK(InTrash(r, "troll"));
  CHECK(InTrash(r, "poro"));
  // 5 is no longer the whole amount
  const scenario::RunResult bad = scenario::RunScenario(
      Parse(VolibearBoard(R"(["troll", "poro"])", R"(["troll=4", "poro=1"])", true)));
  CHECK(bad.stop.kind == engine::Stop::Kind::kError);
  CHECK(bad.stop.message.find("not the 6 damage to split") != std::string::npos);
}

TEST_CASE("more targets than damage: the player chooses which cease being targets (355.14.h)",
          "[riftbound][split]") {
  auto board = [](const std::string& split) {
    return R"({"title": "t", "game": "riftbound", "rules_version": "1.4",
      "question": "q", "ruling": "r",
      "setup": {"players": ["A", "B"], "objects": [
        {"id": "e1", "card": {"name": "One", "type": "Unit", "might": 1}, "owner": "B",
         "zone": "battlefield-1"},
        {"id": "e2", "card": {"name": "Two", "type": "Unit", "might": 1}, "owner": "B",
         "zone": "battlefield-1"},
        {"id": "e3", "card": {"name": "Three", "type": "Unit", "might": 1}, "owner": "B",
         "zone": "battlefield-1"}]},
      "steps": [{"do": "deal", "to": ["e1", "e2", "e3"], "amount": 2, "split": true,
                 "choose": {"split": )" +
           split + R"(}}],
      "expect": {}})";
  };
  const scenario::RunResult r = scenario::RunScenario(Parse(board(R"(["e1=1", "e3=1"])")));
  INFO(r.stop.message);
  CHECK(r.stop.kind == engine::Stop::Kind::kNone);
  CHECK(InTrash(r, "e1"));
  CHECK_FALSE(InTrash(r, "e2"));
  CHECK(InTrash(r, "e3"));
  CHECK(TraceSays(r.trace, "Two ceases being a target"));
  // Fewer targets kept than there is damage: not allowed (355.14.h.1).
  const scenario::RunResult bad = scenario::RunScenario(Parse(board(R"(["e1=2"])")));
  CHECK(bad.stop.kind == engine::Stop::Kind::kError);
  CHECK(bad.stop.message.find("355.14.h.1") != std::string::npos);
}

TEST_CASE("a triggered ability may target its own source, except \"another\" (355.9.c)",
          "[riftbound][targets]") {
  // Pit Rookie: "When you play me, buff another friendly unit." with no other friendly unit: no
  // target, nothing buffed. Spirit's Refuge-like "buff a friendly unit" on a unit: itself.
  const std::string rookie = R"({"title": "t", "game": "riftbound", "rules_version": "1.4",
    "question": "q", "ruling": "r",
    "setup": {"players": [{"name": "A", "energy": 9, "power": 9}, "B"], "objects": [
      {"id": "rookie", "card": "Pit Rookie", "owner": "A", "zone": "hand"}]},
    "steps": [{"do": "play", "object": "rookie"}],
    "expect": {"state": [{"object": "rookie", "buffed": false}]}})";
  const scenario::RunResult r = scenario::RunScenario(Parse(rookie));
  INFO(r.stop.message);
  CHECK(std::string(r.Outcome()) == "pass");
  CHECK(TraceSays(r.trace, "no valid target"));
  // Aphelios, Exalted alone in base: "Buff a friendly unit." may buff Aphelios.
  const std::string aphelios = R"({"title": "t", "game": "riftbound", "rules_version": "1.4",
    "question": "q", "ruling": "r",
    "setup": {"players": [{"name": "A", "energy": 0, "power": 2}, "B"], "objects": [
      {"id": "aphelios", "card": "Aphelios, Exalted", "owner": "A", "zone": "base"},
      {"id": "sword", "card": "Long Sword", "owner": "A", "zone": "base"}]},
    "steps": [{"do": "equip", "object": "sword", "to": "aphelios", "choose": {"mode": ["3"]}}],
    "expect": {"state": [{"object": "aphelios", "buffed": true}]}})";
  const scenario::RunResult a = scenario::RunScenario(Parse(aphelios));
  INFO(a.stop.message);
  for (const auto& c : a.checks) {
    INFO(c.what << " " << c.detail);
    CHECK(c.passed);
  }
  CHECK(std::string(a.Outcome()) == "pass");
}

TEST_CASE("a split's targets that are no longer legal as it resolves are unaffected (359.3.e.2)",
          "[riftbound][split]") {
  // Volibear's ability resolves with three targets: the Troll still here, the Poro already in
  // the trash, the Bear moved to battlefield-2. Only the Troll is still a target: it takes all 5.
  engine::GameState state = BoardFrom(R"({"title": "t", "game": "riftbound", "rules_version": "1.4",
    "question": "q", "ruling": "r",
    "setup": {"players": ["A", "B"], "objects": [
      {"id": "voli", "card": "Volibear, Furious", "owner": "A", "zone": "battlefield-1"},
      {"id": "troll", "card": {"name": "Troll", "type": "Unit", "might": 9}, "owner": "B",
       "zone": "battlefield-1"},
      {"id": "poro", "card": {"name": "Poro", "type": "Unit", "might": 1}, "owner": "B",
       "zone": "trash"},
      {"id": "bear", "card": {"name": "Bear", "type": "Unit", "might": 3}, "owner": "B",
       "zone": "battlefield-2"}]},
    "steps": [], "expect": {}})");
  engine::Trace trace;
  engine::Engine e(Module(), state, {}, &trace);
  const engine::GameState& s = e.state();
  Ctx ctx;
  ctx.source = s.FindKey("voli");
  ctx.controller = 0;
  ctx.targets = {s.FindKey("troll"), s.FindKey("poro"), s.FindKey("bear")};
  Action split;
  split.verb = "deal_split";
  split.args = {{"to", std::string("$targets")},
                {"amount", int64_t{5}},
                {"units", std::string("enemy-unit-here")}};
  Exec(e, split, ctx);
  const auto damage = [&](const std::string& key) {
    const auto& c = s.obj(s.FindKey(key)).counters;
    return c.count("damage") ? c.at("damage") : 0;
  };
  CHECK(damage("troll") == 5);
  CHECK(damage("bear") == 0);
  CHECK(TraceSays(trace, "Poro is no longer on the board: it is an illegal target, unaffected"));
  CHECK(TraceSays(trace, "Bear is no longer here (at battlefield-1)"));
  CHECK(TraceSays(trace, "Troll is the only target: it takes all 5"));
}

}  // namespace arbiter::games::riftbound
