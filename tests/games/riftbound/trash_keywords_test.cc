// Keywords on cards in the trash (games/riftbound/trash_keywords.h): Kennen, Storm of Shuriken's
// "When I conquer, give a spell in your trash [Flow] equal to its cost this turn." compiles to a
// conquer trigger targeting a spell in the trash; the grant gives it [Flow] at its printed cost,
// play.cc plays it from the trash for that cost and banishes it, and the grant ends with the turn
// or when the card leaves the trash.
#include "games/riftbound/trash_keywords.h"

#include <catch2/catch.hpp>

#include "engine/engine.h"
#include "games/riftbound/characteristics.h"
#include "games/riftbound/compiled_card.h"
#include "games/riftbound/scenario_board.h"

namespace arbiter::games::riftbound {

TEST_CASE("Kennen's conquer line compiles to a grant on a spell in the trash",
          "[riftbound][cards][trash-keywords]") {
  const engine::Card c = Compiled(
      "Unit",
      "When you play me, [Burn 2]. (Put the top 2 cards of your Main Deck into your trash.)\n"
      "When I conquer, give a spell in your trash [Flow] equal to its cost this turn. (You may "
      "play it from your trash for its Flow cost. Then banish it.)");
  REQUIRE(c.abilities.size() == 2);
  const engine::Ability& ab = c.abilities[1];
  CHECK(ab.not_modelled.empty());
  CHECK(ab.kind == "triggered");
  CHECK(ab.trigger == "conquer");
  CHECK(ab.target == "trash-spell");
  CHECK(Verbs(ab.effect) == "grant_keyword_in_trash");
  CHECK(Arg(ab.effect[0], "object") == "$target");
  CHECK(Arg(ab.effect[0], "keyword") == "Flow");
  // Other words do not compile here: another kind (Flow is on spells, 829.1.a), another keyword,
  // no duration, a fixed cost.
  for (const std::string other : {"Give a unit in your trash [Flow] equal to its cost this turn",
                                  "Give a spell in your trash [Hidden] equal to its cost this turn",
                                  "Give a spell in your trash [Flow] equal to its cost",
                                  "Give a spell in your trash [Flow] [2] this turn"}) {
    INFO(other);
    std::vector<engine::Action> out;
    std::string targets;
    CHECK_FALSE(CompileTrashKeywordSentence(other, &out, &targets));
    CHECK(out.empty());
  }
}

namespace {

const char* kBoard = R"({"title": "t", "game": "riftbound",
    "rules_version": "1.4", "question": "q", "ruling": "r",
    "setup": {"players": [{"name": "A", "energy": 3, "power": 1}, "B"], "objects": [
      {"id": "bolt", "card": {"name": "Bolt", "type": "Spell", "energy": 3, "power": 1,
       "domains": ["Chaos"], "text": "Draw 1.", "effect": [{"do": "draw", "count": 1}]},
       "owner": "A", "zone": "trash"},
      {"id": "top", "card": {"name": "Deck Card", "type": "Spell"}, "owner": "A", "zone": "deck"},
      {"id": "other", "card": {"name": "Other", "type": "Spell"}, "owner": "A", "zone": "deck"}]},
    "steps": [], "expect": {"cites": []}})";

engine::Action Grant() {
  engine::Action a;
  a.verb = "grant_keyword_in_trash";
  a.args = {{"object", std::string("bolt")}, {"keyword", std::string("Flow")}};
  return a;
}

engine::Action Play() {
  engine::Action a;
  a.verb = "play";
  a.args = {{"object", std::string("bolt")}};
  return a;
}

bool HasFlow(const engine::GameState& s, engine::ObjectId id) {
  for (const auto& k : Keywords(s, id))
    if (k.name == "Flow") return true;
  return false;
}

}  // namespace

TEST_CASE("a spell given [Flow] in the trash is played for its printed cost and banished",
          "[riftbound][trash-keywords]") {
  engine::Trace trace;
  engine::Engine e(Module(), BoardFrom(kBoard), {}, &trace);
  const engine::ObjectId bolt = e.state().FindKey("bolt");
  CHECK(FlowInstances(e.state(), bolt).empty());
  REQUIRE(e.Run(Grant(), 1));
  REQUIRE(FlowInstances(e.state(), bolt).size() == 1);
  CHECK(FlowInstances(e.state(), bolt)[0].keyword.cost == "[3][C]");  // printed (206)
  CHECK(HasFlow(e.state(), bolt));
  REQUIRE(e.Run(Play(), 2));
  const auto& s = e.state();
  CHECK(s.zone(s.obj(bolt).zone).name == "banishment");
  CHECK(s.players[0].resources.at("energy") == 0);
  CHECK(s.players[0].resources.at("power") == 0);
  CHECK(s.zone(s.obj(s.FindKey("top")).zone).name == "hand");
  // the grant ended as it left the trash (124.1): no effect is left on it
  for (const auto& f : s.effects) CHECK(f.kind != kTrashKeywordEffect);
}

TEST_CASE("a [Flow] given in the trash ends with the turn or when the card leaves the trash",
          "[riftbound][trash-keywords]") {
  SECTION("end of turn (317.2.c)") {
    engine::Trace trace;
    engine::Engine e(Module(), BoardFrom(kBoard), {}, &trace);
    const engine::ObjectId bolt = e.state().FindKey("bolt");
    REQUIRE(e.Run(Grant(), 1));
    engine::Action end;
    end.verb = "end_turn";
    REQUIRE(e.Run(end, 2));
    CHECK_FALSE(HasFlow(e.state(), bolt));
    CHECK(FlowInstances(e.state(), bolt).empty());
  }
  SECTION("a new object after a zone change (124, 124.1)") {
    engine::GameState s = BoardFrom(kBoard);
    engine::Trace trace;
    engine::Engine e(Module(), s, {}, &trace);
    const engine::ObjectId bolt = e.state().FindKey("bolt");
    REQUIRE(e.Run(Grant(), 1));
    engine::GameState& st = e.state();
    const engine::ZoneId trash = st.obj(bolt).zone;
    st.MoveObject(bolt, st.FindZone("hand", 0));
    st.MoveObject(bolt, trash);  // back in the trash: not the object that was given [Flow]
    CHECK(FlowInstances(st, bolt).empty());
    CHECK_FALSE(HasFlow(st, bolt));
  }
  SECTION("not in the trash as it resolves: nothing is given (359.3.e.5)") {
    engine::Trace trace;
    engine::Engine e(Module(), BoardFrom(kBoard), {}, &trace);
    const engine::ObjectId bolt = e.state().FindKey("bolt");
    e.state().MoveObject(bolt, e.state().FindZone("hand", 0));
    REQUIRE(e.Run(Grant(), 1));
    CHECK(e.state().effects.empty());
  }
  SECTION("a refused play leaves the grant on the card in the trash") {
    engine::Trace trace;
    engine::Engine e(Module(), BoardFrom(kBoard), {}, &trace);
    const engine::ObjectId bolt = e.state().FindKey("bolt");
    REQUIRE(e.Run(Grant(), 1));
    e.state().players[0].resources["energy"] = 2;  // cannot pay [3][C]
    e.Run(Play(), 2);
    CHECK(e.state().zone(e.state().obj(bolt).zone).name == "trash");
    CHECK(HasFlow(e.state(), bolt));
  }
}

TEST_CASE("a spell with a printed and a given [Flow] of different costs: its player chooses",
          "[riftbound][trash-keywords]") {
  const std::string board = R"({"title": "t", "game": "riftbound",
    "rules_version": "1.4", "question": "q", "ruling": "r",
    "setup": {"players": [{"name": "A", "energy": 3, "power": 1}, "B"], "objects": [
      {"id": "bolt", "card": {"name": "Bolt", "type": "Spell", "energy": 3, "power": 1,
       "keywords": ["Flow [1]"], "text": "Draw 1.", "effect": [{"do": "draw", "count": 1}]},
       "owner": "A", "zone": "trash"}]},
    "steps": [], "expect": {"cites": []}})";
  for (const std::string pick : {"[1]", "[3][C]"}) {
    INFO(pick);
    engine::ScriptedChoice cost;
    cost.kind = "cost";
    cost.answer.picks = {pick};
    engine::Trace trace;
    engine::Engine e(Module(), BoardFrom(board), {cost}, &trace);
    const engine::ObjectId bolt = e.state().FindKey("bolt");
    REQUIRE(e.Run(Grant(), 1));
    REQUIRE(FlowInstances(e.state(), bolt).size() == 2);  // 829.1.c.3
    REQUIRE(e.Run(Play(), 2));
    const auto& s = e.state();
    CHECK(s.zone(s.obj(bolt).zone).name == "banishment");
    CHECK(s.players[0].resources.at("energy") == (pick == "[1]" ? 2 : 0));
    CHECK(s.players[0].resources.at("power") == (pick == "[1]" ? 1 : 0));
  }
}

// Stargazer: "Spells with [Flow] you play from your trash cost [2] less, to a minimum of [1]."
// A spell given [Flow] in the trash has it as it is played from there (829.2: whether a spell has
// Flow may be checked by other effects), so the discount applies to it as to a printed Flow.
TEST_CASE("a given [Flow] counts for Stargazer's discount", "[riftbound][trash-keywords]") {
  const std::string board = R"({"title": "t", "game": "riftbound",
    "rules_version": "1.4", "question": "q", "ruling": "r",
    "setup": {"players": [{"name": "A", "energy": 3, "power": 1}, "B"], "objects": [
      {"id": "stargazer", "card": "Stargazer", "owner": "A", "zone": "base"},
      {"id": "bolt", "card": {"name": "Bolt", "type": "Spell", "energy": 3, "power": 1,
       "text": "Draw 1.", "effect": [{"do": "draw", "count": 1}]}, "owner": "A",
       "zone": "trash"}]},
    "steps": [], "expect": {"cites": []}})";
  engine::Trace trace;
  engine::Engine e(Module(), BoardFrom(board), {}, &trace);
  const engine::ObjectId bolt = e.state().FindKey("bolt");
  REQUIRE(e.Run(Grant(), 1));
  REQUIRE(e.Run(Play(), 2));
  const auto& s = e.state();
  CHECK(s.zone(s.obj(bolt).zone).name == "banishment");
  CHECK(s.players[0].resources.at("energy") == 2);  // [3][C] - [2] = [1][C]
  CHECK(s.players[0].resources.at("power") == 0);
}

// Kennen's conquer ability on the chain, its target Bolt chosen in the trash (module.cc records
// which object it was). Bolt leaves the trash and comes back before it resolves: a new object
// (124), no longer the target (359.3.e.4), so it is not given [Flow].
TEST_CASE("a card chosen in the trash that left and came back is no longer the target",
          "[riftbound][trash-keywords]") {
  const std::string board = R"({"title": "t", "game": "riftbound",
    "rules_version": "1.4", "question": "q", "ruling": "r",
    "setup": {"players": ["A", "B"], "objects": [
      {"id": "kennen", "card": "Kennen, Storm of Shuriken", "owner": "A", "zone": "base"},
      {"id": "bolt", "card": {"name": "Bolt", "type": "Spell", "energy": 3}, "owner": "A",
       "zone": "trash"}]},
    "steps": [], "expect": {"cites": []}})";
  for (const bool round_trip : {false, true}) {
    INFO(round_trip);
    engine::GameState s = BoardFrom(board);
    const engine::ObjectId kennen = s.FindKey("kennen");
    const engine::ObjectId bolt = s.FindKey("bolt");
    engine::Object item;
    item.key = "chain#kennen";
    item.card.name = "Kennen, Storm of Shuriken: conquer";
    item.card.type = "Ability";
    item.owner = item.controller = 0;
    item.stack.source = kennen;
    item.stack.ability = 1;
    item.stack.program = s.obj(kennen).card.abilities.at(1).effect;
    item.stack.targets = {bolt};
    item.stack.choices["target_incarnation"] = static_cast<int64_t>(s.obj(bolt).incarnation);
    s.AddObject(item, s.FindZone("chain"));
    if (round_trip) {
      const engine::ZoneId trash = s.obj(bolt).zone;
      s.MoveObject(bolt, s.FindZone("hand", 0));
      s.MoveObject(bolt, trash);
    }
    engine::Trace trace;
    engine::Engine e(Module(), s, {}, &trace);
    e.Settle(-1);
    CHECK(e.state().zone(e.state().FindZone("chain")).objects.empty());
    CHECK(FlowInstances(e.state(), bolt).size() == (round_trip ? 0u : 1u));
  }
}

}  // namespace arbiter::games::riftbound
