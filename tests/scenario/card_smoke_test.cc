// Every card that `arbiter cards --coverage` counts as fully modelled, Riftbound and MTG, is played
// from hand on one standard board of its game with the first option of any choice: a Riftbound
// card is played, its chain resolved, and two turns later, if it is a unit, it attacks; an MTG card
// is cast, the stack resolved, and its first activated ability activated. The run must not stop
// with an error and must meet none of the card's text unmodelled: a card counted modelled that
// cannot run is a false claim of the coverage figure (or a crash). Cards that need targets are
// tried with the targets the board offers, in turn, until one is not refused.
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

// MTG: A's card `name` in hand; a 2/2 creature and a Forest for each player, a creature card in
// A's graveyard, a land in A's hand, four cards in each library. The card is cast, the stack
// resolved, its first activated ability (if any) activated and resolved.
std::string MtgBoard(const std::string& name, const nlohmann::json& cast_args) {
  const nlohmann::json bear = {{"name", "Bear"},
                               {"type", "Creature"},
                               {"mana_cost", "{1}{G}"},
                               {"power", 2},
                               {"toughness", 2}};
  nlohmann::json objects = nlohmann::json::array({
      {{"id", "c"}, {"card", name}, {"owner", "A"}, {"zone", "hand"}},
      {{"id", "bear"}, {"card", bear}, {"owner", "A"}, {"zone", "battlefield"}},
      {{"id", "foe"}, {"card", bear}, {"owner", "B"}, {"zone", "battlefield"}},
      {{"id", "forest"}, {"card", "Forest"}, {"owner", "A"}, {"zone", "battlefield"}},
      {{"id", "bforest"}, {"card", "Forest"}, {"owner", "B"}, {"zone", "battlefield"}},
      {{"id", "gy"}, {"card", bear}, {"owner", "A"}, {"zone", "graveyard"}},
      {{"id", "land"}, {"card", "Forest"}, {"owner", "A"}, {"zone", "hand"}},
  });
  for (const std::string p : {"A", "B"}) {
    for (int i = 0; i < 4; ++i) {
      objects.push_back({{"id", p + "l" + std::to_string(i)},
                         {"card", "Forest"},
                         {"owner", p},
                         {"zone", "library"}});
    }
  }
  nlohmann::json cast = cast_args;
  cast["do"] = "cast";
  cast["object"] = "c";
  const nlohmann::json resolve = {{"do", "resolve"}};
  const nlohmann::json activate = {{"do", "activate"}, {"object", "c"}};
  return nlohmann::json{{"title", "smoke: " + name},
                        {"game", "mtg"},
                        {"rules_version", "2026-09-25"},
                        {"question", "Can " + name + " be cast and resolved?"},
                        {"strict", false},
                        {"setup", {{"players", {"A", "B"}}, {"objects", objects}}},
                        {"steps", {cast, resolve, resolve, resolve, activate, resolve, resolve}},
                        {"expect", nlohmann::json::object()},
                        {"ruling", "smoke"}}
      .dump();
}

// Plays each fully modelled card of `game` of the given types with each of `attempts` in turn
// until its first step is not refused, and checks the run that played it.
void SmokeEveryCard(const std::string& game, const std::vector<std::string>& types,
                    const std::vector<nlohmann::json>& attempts,
                    std::string (*board)(const std::string&, const nlohmann::json&)) {
  const std::string db = std::string(ARBITER_SOURCE_DIR) + "/rules-db";
  auto cov = ComputeCardCoverage(game, *FindGame(game), db);
  REQUIRE(cov.ok());
  int tried = 0, played = 0;
  for (const auto& [name, type] : cov->modelled_cards) {
    if (!types.empty() && std::find(types.begin(), types.end(), type) == types.end()) continue;
    ++tried;
    for (const nlohmann::json& args : attempts) {
      Diagnostics diags;
      auto sc = ParseScenario("smoke:" + name, board(name, args), db, &diags);
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
  INFO(played << " of " << tried << " " << game << " cards played");
  // Cards whose targets a standard board cannot give are refused in every attempt; nearly every
  // card is played.
  CHECK(tried > 400);
  CHECK(played * 100 >= tried * 90);
}

}  // namespace

TEST_CASE("every fully modelled Riftbound card plays and resolves without unmodelled text",
          "[scenario][cards][smoke]") {
  // The play step's arguments tried in turn: none, one target of each kind the board has, pairs,
  // and a battlefield as the destination.
  SmokeEveryCard("riftbound", {"Unit", "Spell", "Gear"},
                 {nlohmann::json::object(),
                  {{"targets", {"foe"}}},
                  {{"targets", {"ally2"}}},
                  {{"targets", {"foe2"}}},
                  {{"targets", {"ally"}}},
                  {{"targets", {"trinket"}}},
                  {{"targets", {"ally", "foe"}}},
                  {{"targets", {"ally2", "foe"}}},
                  {{"targets", {"ally", "ally2"}}},
                  {{"targets", {"foe", "foe2"}}},
                  {{"to", "battlefield-1"}}},
                 Board);
}

TEST_CASE("every fully modelled MTG card casts and resolves without unmodelled text",
          "[scenario][cards][smoke]") {
  SmokeEveryCard("mtg", {},
                 {nlohmann::json::object(),
                  {{"targets", {"foe"}}},
                  {{"targets", {"bear"}}},
                  {{"targets", {"bforest"}}},
                  {{"targets", {"gy"}}},
                  {{"targets", {"foe", "bear"}}}},
                 MtgBoard);
}

}  // namespace arbiter::scenario
