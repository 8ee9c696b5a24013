// Playing a card as part of an effect's resolution (play_as_effect.h): the sentences that compile,
// those that stay named, and the verb run on a board (419.3, 419.3.c, 128.6, 356.1.b.1,
// 356.1.b.2).
#include "games/riftbound/play_as_effect.h"

#include <catch2/catch.hpp>

#include "engine/engine.h"
#include "games/riftbound/compiled_card.h"
#include "games/riftbound/riftbound.h"
#include "games/riftbound/scenario_board.h"

namespace arbiter::games::riftbound {

TEST_CASE("sentences that play a card as an effect compile", "[riftbound][cards][play-effect]") {
  struct Row {
    const char* sentence;
    const char* args;  // "filter from ignore to object", or "" when it does not compile
    const char* targets;
  };
  const std::vector<Row> rows = {
      // Rift Herald, The Harrowing, Soulgorger (after "you may")
      {"Play a unit from your hand to your base, ignoring its Energy cost",
       "unit hand energy base ", ""},
      {"Play a unit from your trash, ignoring its Energy cost", "unit trash energy  $target",
       "trash-unit"},
      {"Play a gear from your hand, ignoring its cost", "gear hand cost  ", ""},
      // Portal Rescue, Temporal Breach, Thrill of the Hunt: banished first (args: "filter from
      // ignore to object" and, after "/", "banish_first who")
      {"Banish a friendly unit, then play it to base, ignoring its cost",
       "unit  cost base $target/1 ", "friendly-unit"},
      {"Banish a unit, then its owner plays it to the same location, ignoring its cost",
       "unit  cost same $target/1 owner", "unit"},
      {"Banish a friendly unit, then its owner plays it to any battlefield, ignoring its cost",
       "unit  cost battlefield $target/1 owner", "friendly-unit"},
      // Undying Loyalty, Spectral Matron: a cap on the printed costs (206)
      {"Play a unit with cost no more than [2] and no more than [A] from your trash, ignoring its "
       "cost",
       "unit trash cost  $target", "trash-unit-cost-le-2-1"},
      {"Play a unit costing no more than [3] from your trash, ignoring its cost",
       "unit trash cost  $target", "trash-unit-cost-le-3-any"},
      // not these forms: a cap on the Energy cost ignored, the Energy cost of a banished card,
      // another location
      {"Play a unit with cost no more than [3] from your trash, ignoring its Energy cost", "", ""},
      {"Banish a friendly unit, then play it, ignoring its Energy cost", "", ""},
      {"Play a unit from your hand to a battlefield, ignoring its cost", "", ""},
  };
  for (const Row& r : rows) {
    INFO(r.sentence);
    std::vector<engine::Action> out;
    std::string targets;
    const bool ok = CompilePlayAsEffectSentence(r.sentence, &out, &targets);
    if (std::string(r.args).empty()) {
      CHECK_FALSE(ok);
      CHECK(out.empty());
      continue;
    }
    REQUIRE(ok);
    REQUIRE(out.size() == 1);
    CHECK(out[0].verb == "play_as_effect");
    std::string got = Arg(out[0], "filter") + " " + Arg(out[0], "from") + " " +
                      Arg(out[0], "ignore") + " " + Arg(out[0], "to") + " " + Arg(out[0], "object");
    if (out[0].args.count("banish_first")) got += "/1 " + Arg(out[0], "who");
    CHECK(got == r.args);
    CHECK(targets == r.targets);
  }
  // Whole cards: a spell's target, a triggered "you may", a Deathknell.
  const engine::Card harrowing =
      Compiled("Spell", "Play a unit from your trash, ignoring its Energy cost.");
  REQUIRE(harrowing.abilities.size() == 1);
  CHECK(harrowing.abilities[0].not_modelled.empty());
  CHECK(harrowing.abilities[0].target == "trash-unit");
  const engine::Card gorger = Compiled(
      "Unit", "When you play me, you may play a unit from your trash, ignoring its Energy cost.");
  CHECK(gorger.abilities.at(0).not_modelled.empty());
  CHECK(Verbs(gorger.abilities[0].effect) == "play_as_effect");
  const engine::Card herald = Compiled(
      "Unit", "[Deathknell][>] Play a unit from your hand to your base, ignoring its Energy cost.");
  CHECK(herald.abilities.at(0).not_modelled.empty());
  CHECK(herald.abilities[0].trigger == "deathknell");
}

TEST_CASE("a card played as an effect: chosen, declined, none to play",
          "[riftbound][play-effect]") {
  const std::string board = R"({"title": "t", "game": "riftbound",
    "rules_version": "1.4", "question": "q", "ruling": "r",
    "setup": {"players": [{"name": "A", "energy": 0, "power": 1}, "B"], "objects": [
      {"id": "giant", "card": {"name": "Giant", "type": "Unit", "energy": 7, "power": 1,
       "might": 7}, "owner": "A", "zone": "hand"},
      {"id": "spell", "card": {"name": "Bolt", "type": "Spell", "energy": 1}, "owner": "A",
       "zone": "hand"}]},
    "steps": [], "expect": {"cites": []}})";
  engine::Action play;
  play.verb = "play_as_effect";
  play.args = {{"filter", std::string("unit")},
               {"from", std::string("hand")},
               {"ignore", std::string("energy")},
               {"to", std::string("base")},
               {"player", std::string("A")}};
  auto run = [&](const std::vector<std::string>& picks, engine::GameState* out) {
    engine::ScriptedChoice pick;
    pick.kind = "play";
    pick.answer.picks = picks;
    engine::Trace trace;
    engine::Engine e(Module(), BoardFrom(board), {pick}, &trace);
    REQUIRE(e.Run(play, 1));
    *out = e.state();
  };
  engine::GameState s;
  run({"giant"}, &s);  // its Energy cost ignored, its Power paid
  auto zone = [&](const char* key) { return s.zone(s.obj(s.FindKey(key)).zone).name; };
  CHECK(zone("giant") == "base");
  CHECK(s.players[0].resources.at("power") == 0);
  run({}, &s);  // 128.6: none chosen
  CHECK(zone("giant") == "hand");
  // none to play (419.3.c): a gear from the hand
  play.args["filter"] = std::string("gear");
  run({}, &s);
  CHECK(zone("giant") == "hand");
}

TEST_CASE("a card in the trash meets a trash requirement by its type and printed costs",
          "[riftbound][play-effect]") {
  const engine::GameState s = BoardFrom(R"({"title": "t", "game": "riftbound",
    "rules_version": "1.4", "question": "q", "ruling": "r",
    "setup": {"players": ["A", "B"], "objects": [
      {"id": "brute", "card": {"name": "Brute", "type": "Unit", "energy": 5, "might": 5},
       "owner": "A", "zone": "trash"},
      {"id": "squire", "card": {"name": "Squire", "type": "Unit", "energy": 2, "power": 1,
       "might": 2}, "owner": "A", "zone": "trash"},
      {"id": "knight", "card": {"name": "Knight", "type": "Unit", "energy": 2, "power": 2,
       "might": 2}, "owner": "A", "zone": "trash"},
      {"id": "sword", "card": {"name": "Sword", "type": "Gear", "energy": 1}, "owner": "A",
       "zone": "trash"},
      {"id": "theirs", "card": {"name": "Theirs", "type": "Unit", "energy": 1, "might": 1},
       "owner": "B", "zone": "trash"}]},
    "steps": [], "expect": {"cites": []}})");
  const engine::PlayerId a = s.FindPlayer("A");
  std::string why;
  auto meets = [&](const char* key, const std::string& req) {
    return MeetsTrashRequirement(s, s.FindKey(key), a, req, &why);
  };
  CHECK(meets("brute", "trash-unit"));
  CHECK_FALSE(meets("sword", "trash-unit"));
  CHECK(why == "Sword is not a unit in A's trash");
  CHECK_FALSE(meets("theirs", "trash-unit"));  // another player's trash
  CHECK(meets("squire", "trash-unit-cost-le-2-1"));
  CHECK_FALSE(meets("brute", "trash-unit-cost-le-2-1"));
  CHECK(why == "Brute costs [5] and 0 Power (printed, 206), more than [2] and 1 Power");
  CHECK_FALSE(meets("knight", "trash-unit-cost-le-2-1"));  // 2 Power
  CHECK(meets("knight", "trash-unit-cost-le-2-any"));
}

}  // namespace arbiter::games::riftbound
