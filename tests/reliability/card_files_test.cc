// Card database files (`arbiter import` reads any JSON file with the games' card readers) and
// scenario card text with numbers too long to read: found by the fuzz targets cards_riftbound and
// cards_mtg (issue 14; the inputs are in fuzz/regressions/). Each was std::out_of_range from
// std::stoi (an abort) or a signed overflow; now the reader refuses the file naming the card and
// the number, the scenario loader gives a positioned out-of-range error, `import` exits 2.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <string>

#include "e2e/run_exe.h"
#include "games/mtg/cards.h"
#include "scenario/game_table.h"
#include "util/files.h"
#include "util/text_limits.h"

namespace arbiter::testing {
namespace {

const std::string kRegressions = std::string(ARBITER_SOURCE_DIR) + "/fuzz/regressions/";

std::string Refusal(const std::string& game, const std::string& text) {
  const engine::GameModule* module = scenario::FindGame(game);
  REQUIRE(module != nullptr);
  auto cards = module->ParseCardFile(text, "x.json");
  return cards.ok() ? "read " + std::to_string(cards->size()) + " cards" : cards.status().message();
}

}  // namespace

TEST_CASE("FirstLongNumber finds a run of more than six digits", "[reliability][cards]") {
  struct Case {
    const char* text;
    const char* number;
  } cases[] = {
      {"Draw 1.", ""},
      {"[Assault 999999]", ""},
      {"[Shield 1000000]", "1000000"},
      {"Deal 3, then 0000001 and 12345678901234567890.", "0000001"},
      {"99999999999", "99999999999"},
      {"", ""},
  };
  for (const Case& c : cases) {
    INFO(c.text);
    CHECK(std::string(FirstLongNumber(c.text)) == c.number);
  }
}

TEST_CASE("a card file with a number too long to read is refused, never a crash",
          "[reliability][cards]") {
  struct Case {
    const char* game;
    const char* file;  // under fuzz/regressions/
    const char* message;
  } cases[] = {
      // The fuzzer's input: a catalog card whose "[Shield 99999999999]" was std::stoi's
      // out_of_range in ParseKeywordLines.
      {"riftbound", "cards_riftbound/keyword-value-stoi.json",
       "x.json: card 'Pyke, Dockside Butcher': the number 99999999999 in its text has more than 6 "
       "digits"},
      // "Draw 99999999999." in the gallery's shape: the same in the card text compiler.
      {"riftbound", "cards_riftbound/card-text-stoi.json",
       "x.json: card 'X': the number 99999999999 in its text has more than 6 digits"},
      // A mana cost of two such numbers was a signed overflow in ManaValue.
      {"mtg", "cards_mtg/mana-value-overflow.json",
       "x.json: card 'X': the number 99999999999 in its oracle_text has more than 6 digits"},
  };
  for (const Case& c : cases) {
    INFO(c.file);
    auto text = ReadFile(kRegressions + c.file);
    REQUIRE(text.ok());
    CHECK(Refusal(c.game, *text) == c.message);
  }
  // Each field whose numbers are read; a name that is not a string was a nlohmann type_error.
  CHECK(Refusal("mtg", R"({"cards": [{"name": "Y", "mana_cost": "{1}{12345678}"}]})") ==
        "x.json: card 'Y': the number 12345678 in its mana_cost has more than 6 digits");
  CHECK(Refusal("mtg", R"({"cards": [{"name": "Z", "power": "10000000"}]})") ==
        "x.json: card 'Z': the number 10000000 in its power has more than 6 digits");
  CHECK(Refusal("mtg", R"({"cards": [{"name": 5, "type_line": "Instant"}]})") == "read 1 cards");
  CHECK(Refusal("riftbound", R"([{"name": "W", "abilities": "[Assault 1234567]"}])") ==
        "x.json: card 'W': the number 1234567 in its text has more than 6 digits");
  CHECK(Refusal("riftbound", R"([{"name": "V", "abilities": "[Assault 999999]"}])") ==
        "read 1 cards");
}

TEST_CASE("a mana value is capped, never a signed overflow", "[reliability][cards]") {
  CHECK(games::mtg::ManaValue("{2}{W}{W}") == 4);
  CHECK(games::mtg::ManaValue("{500000}{400000}{R}") == 900'001);
  CHECK(games::mtg::ManaValue("{999999}{999999}") == games::mtg::kMaxManaValue);
  std::string many;
  for (int i = 0; i < 3000; ++i) many += "{999999}";
  CHECK(games::mtg::ManaValue(many) == games::mtg::kMaxManaValue);
  CHECK(games::mtg::ManaValue("{99999999999999999999999}") == games::mtg::kMaxManaValue);
}

TEST_CASE("import refuses a card database with a number too long to read, exit 2",
          "[reliability][cards][e2e]") {
  const std::string dir = ScratchDir("import-long-number");
  const std::string rules_db = dir + "/rules-db";
  std::filesystem::create_directories(rules_db);
  std::ofstream(rules_db + "/manifest.json") << "{\"schema\": 1, \"documents\": []}\n";
  // (The MTG file is named with --game: the Riftbound reader reads any {"cards": [{...}]}.)
  for (const auto& [file, game] :
       {std::pair{"cards_riftbound/keyword-value-stoi.json", "riftbound"},
        std::pair{"cards_mtg/mana-value-overflow.json", "mtg"}}) {
    INFO(file);
    ExeResult r = RunArbiter({"--db", dir + "/x.db", "--rules-db", rules_db, "import",
                              kRegressions + file, "--format", "card-database", "--game", game});
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("arbiter: error: no game's card reader reads cards from") == 0);
    // The reader's own reason: the card and the number.
    CHECK(r.err.find(std::string(game) + ": ") != std::string::npos);
    CHECK(r.err.find("has more than 6 digits") != std::string::npos);
    CHECK(!std::filesystem::exists(rules_db + "/local/riftbound"));
    CHECK(!std::filesystem::exists(rules_db + "/local/mtg"));
  }
}

TEST_CASE("scenario card text with a number too long to read is out of range, exit 2",
          "[reliability][cards]") {
  ExeResult r = RunArbiter({"--db", std::string(ARBITER_BINARY_DIR) + "/arbiter.db", "--rules-db",
                            std::string(ARBITER_SOURCE_DIR) + "/rules-db", "run",
                            kRegressions + "scenario/riftbound-card-text-stoi.json"});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("error: text holds the number 99999999999, out of range: numbers in a "
                   "scenario are between -1000000 and 1000000 [out-of-range]") !=
        std::string::npos);
  CHECK(r.err.find("at $.setup.objects[0].card.text") != std::string::npos);
}

}  // namespace arbiter::testing

namespace arbiter::testing {

TEST_CASE("a card text line too long for std::regex is refused, never a stack overflow",
          "[reliability][cards]") {
  // Each was a SIGSEGV (libstdc++'s regex matcher recursing per character) in `arbiter import`.
  const std::string many(300000, 'a');
  CHECK(Refusal("riftbound",
                R"({"cards": [{"name": "O", "rulesText": "Riftbound Unit: )" + many + R"("}]})") ==
        "x.json: card 'O': a line of its text is 300016 bytes long, more than 2000");
  CHECK(Refusal("riftbound", R"({"cards": [{"name": "O", "rulesText": "[)" + many + R"(]"}]})") ==
        "x.json: card 'O': a line of its text is 300002 bytes long, more than 2000");
  CHECK(Refusal("riftbound", R"({"cards": [{"name": "O", "effectHtml": "</p>)" +
                                 std::string(300000, ' ') + R"(<p>"}]})") == "read 1 cards");
  CHECK(Refusal("mtg", R"({"cards": [{"name": "O", "oracle_text": ")" + many + R"("}]})") ==
        "x.json: card 'O': a line of its oracle_text is 300000 bytes long, more than 2000");
}

TEST_CASE("the gallery's prefix and effect HTML are read as before", "[reliability][cards]") {
  struct Case {
    const char* card;
    const char* rules_text;
    const char* effect_text;
  } cases[] = {
      {R"("name": "Mega-Mech", "rulesText": "Riftbound Unit: Mega-Mech.")", "", ""},
      {R"("name": "Dr. Mundo, Expert", "rulesText": "Riftbound Unit: Dr. Mundo, Expert. Draw 1.")",
       "Draw 1.", ""},
      {R"("name": "X", "rulesText": "Riftbound Spell: Y. Deal 3.\nDraw 1.")", "Deal 3.\nDraw 1.",
       ""},
      {R"("name": "X", "rulesText": "Riftbound Spell: no stop\nDraw 1.")",
       "Riftbound Spell: no stop\nDraw 1.", ""},
      {R"("name": "X", "rulesText": "Riftbound 2: Y. Draw 1.")", "Riftbound 2: Y. Draw 1.", ""},
      {R"("name": "X", "effectHtml": "<p>A <b>b</b></p> \n <p>+1 :rb_might:</p>")", "",
       "A b\n+1 [S]"},
  };
  for (const Case& c : cases) {
    INFO(c.card);
    auto cards = scenario::FindGame("riftbound")
                     ->ParseCardFile(std::string(R"({"cards": [{)") + c.card + "}]}", "x.json");
    REQUIRE(cards.ok());
    REQUIRE(cards->size() == 1);
    CHECK((*cards)[0].rules_text == c.rules_text);
    CHECK((*cards)[0].effect_text == c.effect_text);
  }
}

TEST_CASE("scenario card text with a line too long is an error, exit 2", "[reliability][cards]") {
  const std::string dir = ScratchDir("long-card-line");
  auto text = ReadFile(kRegressions + "scenario/riftbound-card-text-stoi.json");
  REQUIRE(text.ok());
  std::string scenario = *text;
  const size_t at = scenario.find("Draw 99999999999.");
  REQUIRE(at != std::string::npos);
  scenario.replace(at, 17, "[" + std::string(300000, 'a') + "]");
  std::ofstream(dir + "/long.json") << scenario;
  ExeResult r =
      RunArbiter({"--db", std::string(ARBITER_BINARY_DIR) + "/arbiter.db", "--rules-db",
                  std::string(ARBITER_SOURCE_DIR) + "/rules-db", "run", dir + "/long.json"});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("error: text has a line of 300002 bytes: card text lines are at most 2000 "
                   "[too-long]") != std::string::npos);
}

}  // namespace arbiter::testing
