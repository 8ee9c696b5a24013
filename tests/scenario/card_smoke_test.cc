// Every Riftbound card that `arbiter cards --coverage` counts as fully modelled is played from
// hand on one standard board, its chain resolved with the first option of any choice, and two
// turns later, if it is a unit, it attacks; then the turn ends. The run
// must not stop with an error and must meet none of the card's text unmodelled. A card counted
// modelled that cannot run is a false claim of the coverage figure (or a crash). Spells are tried
// with the targets a standard board offers, in turn, until one is not refused.
#include <algorithm>
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "scenario/card_coverage.h"
#include "scenario/game_table.h"
#include "scenario/loader.h"
#include "scenario/runner.h"

namespace arbiter::scenario {
namespace {

nlohmann::json Vanilla(const std::string& name, const std::string& type, int might = 3) {
  nlohmann::json c = {{"name", name}, {"type", type}};
  if (type == "Unit") c["might"] = might;
  return c;
}

// A's card `name` in hand; each player with units in base and at the battlefield they control,
// runes in their Rune Deck and cards in their Main Deck; A with a gear and a second card in hand.
std::string Board(const std::string& name, const nlohmann::json& play_args) {
  nlohmann::json objects = nlohmann::json::array({
      {{"id", "c"}, {"card", name}, {"owner", "A"}, {"zone", "hand"}},
      {{"id", "ally"}, {"card", Vanilla("Ally", "Unit")}, {"owner", "A"}, {"zone", "base"}},
      {{"id", "ally2"},
       {"card", Vanilla("Ally Two", "Unit", 4)},
       {"owner", "A"},
       {"zone", "battlefield-1"}},
      {{"id", "foe"}, {"card", Vanilla("Foe", "Unit")}, {"owner", "B"}, {"zone", "battlefield-2"}},
      {{"id", "foe2"}, {"card", Vanilla("Foe Two", "Unit", 2)}, {"owner", "B"}, {"zone", "base"}},
      {{"id", "trinket"}, {"card", Vanilla("Trinket", "Gear")}, {"owner", "A"}, {"zone", "base"}},
      {{"id", "spare"}, {"card", Vanilla("Spare", "Spell")}, {"owner", "A"}, {"zone", "hand"}},
  });
  for (const std::string p : {"A", "B"}) {
    for (int i = 0; i < 3; ++i) {
      const std::string n = std::to_string(i);
      objects.push_back({{"id", p + "d" + n},
                         {"card", Vanilla(p + " Deck " + n, "Unit")},
                         {"owner", p},
                         {"zone", "deck"}});
      objects.push_back({{"id", p + "r" + n},
                         {"card", Vanilla("Fury Rune", "Rune")},
                         {"owner", p},
                         {"zone", "rune-deck"}});
    }
  }
  nlohmann::json play = play_args;
  play["do"] = "play";
  play["object"] = "c";
  const nlohmann::json pass = {{"do", "pass"}}, end_turn = {{"do", "end_turn"}};
  // Then two turns later the card, if it is a unit still on the board, attacks B's battlefield
  // (its attack and conquer abilities, the turns' phases); a refused move is no error.
  const nlohmann::json attack = {{"do", "move"}, {"objects", {"c"}}, {"to", "battlefield-2"}};
  return nlohmann::json{
      {"title", "smoke: " + name},
      {"game", "riftbound"},
      {"rules_version", "1.4"},
      {"question", "Can " + name + " be played and resolved?"},
      {"strict", false},
      {"setup",
       {{"players",
         {{{"name", "A"}, {"energy", 30}, {"power", 30}},
          {{"name", "B"}, {"energy", 30}, {"power", 30}}}},
        {"battlefields", {{"battlefield-1", "A"}, {"battlefield-2", "B"}}},
        {"objects", objects}}},
      {"steps",
       {play, pass, pass, pass, end_turn, end_turn, attack, pass, pass, pass, pass, end_turn}},
      {"expect", nlohmann::json::object()},
      {"ruling", "smoke"}}
      .dump();
}

}  // namespace

TEST_CASE("every fully modelled Riftbound card plays and resolves without unmodelled text",
          "[scenario][cards][smoke]") {
  const std::string db = std::string(ARBITER_SOURCE_DIR) + "/rules-db";
  auto cov = ComputeCardCoverage("riftbound", *FindGame("riftbound"), db);
  REQUIRE(cov.ok());
  // The play step's arguments tried in turn: none, one target of each kind the board has, pairs,
  // and a battlefield as the destination.
  const std::vector<nlohmann::json> attempts = {
      nlohmann::json::object(),         {{"targets", {"foe"}}},
      {{"targets", {"ally2"}}},         {{"targets", {"foe2"}}},
      {{"targets", {"ally"}}},          {{"targets", {"trinket"}}},
      {{"targets", {"ally", "foe"}}},   {{"targets", {"ally2", "foe"}}},
      {{"targets", {"ally", "ally2"}}}, {{"targets", {"foe", "foe2"}}},
      {{"to", "battlefield-1"}},
  };
  int tried = 0, played = 0;
  for (const auto& [name, type] : cov->modelled_cards) {
    if (type != "Unit" && type != "Spell" && type != "Gear") continue;
    ++tried;
    for (const nlohmann::json& args : attempts) {
      Diagnostics diags;
      auto sc = ParseScenario("smoke:" + name, Board(name, args), db, &diags);
      INFO(name << " " << args.dump());
      REQUIRE(sc);
      const RunResult r = RunScenario(*sc);
      if (std::find(r.refused_steps.begin(), r.refused_steps.end(), 1) != r.refused_steps.end())
        continue;
      ++played;
      CHECK(r.setup_error.empty());
      INFO(r.stop.message);
      CHECK(r.stop.kind != engine::Stop::Kind::kError);
      for (const auto& u : r.unmodelled)
        FAIL_CHECK(u.card + ": \"" + u.text + "\" (" + u.why + ")");
      CHECK_FALSE(r.incomplete);
      break;
    }
  }
  INFO(played << " of " << tried << " cards played");
  // Spells whose targets a standard board cannot give (a card in the trash, a spell on the chain,
  // a mode, a player) are refused in every attempt; nearly every card is played.
  CHECK(tried > 400);
  CHECK(played * 100 >= tried * 90);
}

}  // namespace arbiter::scenario
