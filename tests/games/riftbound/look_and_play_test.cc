// Looking at or revealing the top of the Main Deck, then playing one of those cards
// (look_and_play.h, verbs_cards.cc look_at_top with play): the texts that compile, those that do
// not, and the verb on a board (419.3, 427.1, 424.1.a.2, 356.4.b, 413.1, 416.1); and the
// conditions on the object named before ("If it's [Empowered], disempower it.", "Then kill it if
// it has 3 [S] or less.", 442.1, 135.2.b.5.a).
#include "games/riftbound/look_and_play.h"

#include <catch2/catch.hpp>

#include "engine/engine.h"
#include "games/riftbound/compiled_card.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/riftbound.h"
#include "games/riftbound/scenario_board.h"

namespace arbiter::games::riftbound {

namespace {

// Runs ACTION on BOARD (scenario JSON) with the "look" choice answered by PICKS; the state after.
engine::GameState RunLook(const std::string& board, const engine::Action& action,
                          const std::vector<std::string>& picks) {
  engine::ScriptedChoice pick;
  pick.kind = "look";
  pick.answer.picks = picks;
  engine::Trace trace;
  engine::Engine e(Module(), BoardFrom(board), {pick}, &trace);
  REQUIRE(e.Run(action, 1));
  return e.state();
}

}  // namespace

TEST_CASE("look at / reveal the top, then play one, compiles", "[riftbound][cards][look-play]") {
  struct Row {
    const char* text;
    const char* args;  // "count filter reveal banish ignore reduce rest", "" when it does not
  };
  const std::vector<Row> rows = {
      // Reinforce, Void Rush, Void Burrower (both printings)
      {"Look at the top 5 cards of your Main Deck. You may banish a unit from among them, then "
       "play it, reducing its cost by [5]. Recycle the remaining cards.",
       "5 unit  1  5 recycle"},
      {"Reveal the top 2 cards of your Main Deck. You may play one of them, reducing its cost by "
       "[2]. Draw any you did not play this way.",
       "2 card 1   2 draw"},
      {"Reveal the top 2 cards of your Main Deck. You may play one. Then recycle the rest.",
       "2 card 1    recycle"},
      {"Reveal the top 2 cards of your Main Deck. You may banish one, then play it. Recycle the "
       "rest.",
       "2 card 1 1   recycle"},
      {"Look at the top 3 cards of your Main Deck. You may banish a gear from among them and play "
       "it, ignoring its Energy cost. Recycle the rest.",
       "3 gear  1 energy  recycle"},
      // not these: a Might relation to another object, two types, more text in the span
      {"Look at the top 5 cards of your Main Deck. You may banish a unit from among them that has "
       "Might up to 1 more than the killed unit and play it, ignoring its cost. Then recycle the "
       "rest.",
       ""},
      {"Look at the top 5 cards of your Main Deck. You may banish a unit or gear from among them "
       "and play it, reducing its Energy cost by [5]. Recycle the rest.",
       ""},
  };
  for (const Row& r : rows) {
    INFO(r.text);
    std::vector<engine::Action> out;
    const size_t used = CompileLookAndPlaySpan(r.text, &out);
    if (std::string(r.args).empty()) {
      CHECK(used == 0);
      CHECK(out.empty());
      continue;
    }
    CHECK(used == std::string(r.text).size());
    REQUIRE(out.size() == 1);
    const engine::Action& a = out[0];
    CHECK(a.verb == "look_at_top");
    auto flag = [&](const char* k) { return a.args.count(k) ? std::string("1") : std::string(); };
    CHECK(Arg(a, "count") + " " + Arg(a, "filter") + " " + flag("reveal") + " " + flag("banish") +
              " " + Arg(a, "ignore") + " " + Arg(a, "reduce") + " " + Arg(a, "rest") ==
          r.args);
  }
  // Clocktower Guardian: the top card banished whether or not it is played
  {
    std::vector<engine::Action> out;
    const std::string text =
        "Banish the top card of your Main Deck. You may play it, ignoring its Energy cost.";
    CHECK(CompileLookAndPlaySpan(text, &out) == text.size());
    REQUIRE(out.size() == 1);
    CHECK(out[0].args.count("banish_all") == 1);
    CHECK(Arg(out[0], "count") + " " + Arg(out[0], "ignore") == "1 energy");
  }
  // Trifarian Captain: a unit or gear within cost caps, revealed and drawn
  {
    std::vector<engine::Action> out;
    const std::string text =
        "Look at the top 4 cards of your Main Deck. You may reveal from among them a unit or gear "
        "with Energy cost no more than [3] and with Power cost no more than [A] and draw it. "
        "Recycle the rest.";
    CHECK(CompileLookAndPlaySpan(text, &out) == text.size());
    REQUIRE(out.size() == 1);
    CHECK(Arg(out[0], "count") + " " + Arg(out[0], "filter") + " " + Arg(out[0], "max_energy") +
              " " + Arg(out[0], "max_power") + " " + Arg(out[0], "play") ==
          "4 permanent 3 1 ");
  }
  // Whole cards: a spell, and a conquer trigger with a cost ("you may exhaust me to ...").
  const engine::Card reinforce = Compiled(
      "Spell",
      "Look at the top 5 cards of your Main Deck. You may banish a unit from among them, then "
      "play it, reducing its cost by [5]. Recycle the remaining cards.");
  REQUIRE(reinforce.abilities.size() == 1);
  CHECK(reinforce.abilities[0].not_modelled.empty());
  const engine::Card burrower =
      Compiled("Legend",
               "When you conquer, you may exhaust me to reveal the top 2 cards of your Main Deck. "
               "You may play one. Then recycle the rest.");
  REQUIRE(burrower.abilities.size() == 1);
  CHECK(burrower.abilities[0].not_modelled.empty());
  CHECK(Verbs(burrower.abilities[0].effect) == "look_at_top");
}

TEST_CASE("a looked-at card is banished and played with its cost reduced",
          "[riftbound][look-play]") {
  const std::string board = R"({"title": "t", "game": "riftbound",
    "rules_version": "1.4", "question": "q", "ruling": "r",
    "setup": {"players": [{"name": "A", "energy": 3}, "B"], "objects": [
      {"id": "d1", "card": {"name": "Spell One", "type": "Spell", "energy": 1}, "owner": "A",
       "zone": "deck"},
      {"id": "giant", "card": {"name": "Giant", "type": "Unit", "energy": 7, "might": 7},
       "owner": "A", "zone": "deck"},
      {"id": "d3", "card": {"name": "Unit Three", "type": "Unit", "energy": 2, "might": 2},
       "owner": "A", "zone": "deck"},
      {"id": "d4", "card": {"name": "Spell Four", "type": "Spell", "energy": 1}, "owner": "A",
       "zone": "deck"}]},
    "steps": [], "expect": {"cites": []}})";
  engine::Action look;
  look.verb = "look_at_top";
  look.args = {{"count", int64_t{3}},
               {"filter", std::string("unit")},
               {"optional", true},
               {"play", true},
               {"banish", true},
               {"reduce", int64_t{5}},
               {"rest", std::string("recycle")},
               {"player", std::string("A")}};
  engine::GameState s;
  auto zone = [&](const char* key) { return s.zone(s.obj(s.FindKey(key)).zone).name; };
  s = RunLook(board, look, {"giant"});  // [7] less [5]: A pays [2] of [3]
  CHECK(zone("giant") == "base");
  CHECK(s.players[0].resources.at("energy") == 1);
  CHECK(zone("d1") == "deck");
  CHECK(zone("d3") == "deck");
  // the two not played are at the bottom, under Spell Four (416.1)
  const auto& deck = s.zone(s.obj(s.FindKey("d4")).zone).objects;
  REQUIRE(deck.size() == 3);
  CHECK(s.obj(deck[0]).key == "d4");
  s = RunLook(board, look, {});  // "you may": none played, all three recycled
  CHECK(zone("giant") == "deck");
  CHECK(s.players[0].resources.at("energy") == 3);
  // "Draw any you did not play this way": from the deck, no banish
  look.args.erase("banish");
  look.args["filter"] = std::string("card");
  look.args["rest"] = std::string("draw");
  s = RunLook(board, look, {"d3"});  // [2] less [5]: free
  CHECK(zone("d3") == "base");
  CHECK(s.players[0].resources.at("energy") == 3);
  CHECK(zone("d1") == "hand");
  CHECK(zone("giant") == "hand");
}

TEST_CASE("the top card banished, then played or left in Banishment", "[riftbound][look-play]") {
  const std::string board = R"({"title": "t", "game": "riftbound",
    "rules_version": "1.4", "question": "q", "ruling": "r",
    "setup": {"players": [{"name": "A", "energy": 0, "power": 1}, "B"], "objects": [
      {"id": "brute", "card": {"name": "Brute", "type": "Unit", "energy": 5, "power": 1,
       "might": 5}, "owner": "A", "zone": "deck"},
      {"id": "d2", "card": {"name": "Spell Two", "type": "Spell", "energy": 1}, "owner": "A",
       "zone": "deck"}]},
    "steps": [], "expect": {"cites": []}})";
  engine::Action banish;
  banish.verb = "look_at_top";
  banish.args = {{"count", int64_t{1}},       {"filter", std::string("card")},
                 {"optional", true},          {"play", true},
                 {"banish_all", true},        {"ignore", std::string("energy")},
                 {"player", std::string("A")}};
  engine::GameState s;
  auto zone = [&](const char* key) { return s.zone(s.obj(s.FindKey(key)).zone).name; };
  s = RunLook(board, banish, {"brute"});  // its Energy cost ignored, its Power paid
  CHECK(zone("brute") == "base");
  CHECK(s.players[0].resources.at("power") == 0);
  CHECK(zone("d2") == "deck");
  s = RunLook(board, banish, {});  // not played: it stays banished
  CHECK(zone("brute") == "banishment");
  CHECK(zone("d2") == "deck");
}

TEST_CASE("conditions on the object named before: Empowered, Might", "[riftbound][cards]") {
  const engine::Card lacerate =
      Compiled("Spell",
               "Choose a unit. If it's [Empowered], disempower it. Then kill it if it has 3 [S] "
               "or less.");
  REQUIRE(lacerate.abilities.size() == 1);
  CHECK(lacerate.abilities[0].not_modelled.empty());
  CHECK(Verbs(lacerate.abilities[0].effect) == "disempower kill");
  CHECK(Arg(lacerate.abilities[0].effect[0], "only_if") == "empowered");
  CHECK(Arg(lacerate.abilities[0].effect[1], "only_if") == "might-le:3");
  CHECK(Arg(lacerate.abilities[0].effect[1], "objects") == "$target");
  // "Otherwise, ...": runs on the result of the check before it (remember_if / otherwise_if), not
  // on a second check after the disempower.
  const engine::Card barbara =
      Compiled("Unit",
               "When you play me, choose an enemy gear. If it's [Empowered], disempower it. "
               "Otherwise, kill it.");
  REQUIRE(barbara.abilities.size() == 1);
  CHECK(barbara.abilities[0].not_modelled.empty());
  REQUIRE(Verbs(barbara.abilities[0].effect) == "disempower kill");
  CHECK(barbara.abilities[0].effect[0].args.count("remember_if") == 1);
  CHECK(Arg(barbara.abilities[0].effect[1], "otherwise_if") == "empowered");
  CHECK(barbara.abilities[0].effect[1].args.count("only_if") == 0);
  // not after an instruction without a condition
  const engine::Card plain = Compiled("Spell", "Choose a unit. Stun it. Otherwise, kill it.");
  REQUIRE(plain.abilities.size() == 1);
  CHECK_FALSE(plain.abilities[0].not_modelled.empty());
}

TEST_CASE("Otherwise: decided by the check before it", "[riftbound][cards][otherwise]") {
  const std::string board = R"({"title": "t", "game": "riftbound",
    "rules_version": "1.4", "question": "q", "ruling": "r",
    "setup": {"players": ["A", "B"], "objects": [
      {"id": "lamp", "card": {"name": "Lamp", "type": "Gear"}, "owner": "B", "zone": "base"}]},
    "steps": [], "expect": {"cites": []}})";
  const engine::Card barbara =
      Compiled("Unit",
               "When you play me, choose an enemy gear. If it's [Empowered], disempower it. "
               "Otherwise, kill it.");
  auto run = [&](bool empowered) {
    engine::Trace trace;
    engine::Engine e(Module(), BoardFrom(board), {}, &trace);
    const ObjectId lamp = e.state().FindKey("lamp");
    if (empowered) e.state().obj(lamp).status.insert("empowered");
    Ctx ctx;
    ctx.controller = 0;
    ctx.source = lamp;  // any object: the kept result is per source
    ctx.targets = {lamp};
    for (const engine::Action& a : barbara.abilities[0].effect) Exec(e, a, ctx);
    return e.state().zone(e.state().obj(lamp).zone).name +
           (e.state().obj(lamp).Has("empowered") ? " empowered" : "");
  };
  CHECK(run(true) == "base");  // disempowered, not killed after it
  CHECK(run(false) == "trash");
}

}  // namespace arbiter::games::riftbound
