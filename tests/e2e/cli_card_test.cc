// `arbiter card`: 15 odd ways a judge types a card's name (case, punctuation, curly and missing
// apostrophes, accents, part of a name, several matches, a misspelling, spaces, symbols only,
// another game's filter), the text as of a date before an erratum, keyword rules linked in the
// version asked for, rulings and FAQ, scenarios that use the card, JSON.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "corpus/card_names.h"
#include "run_exe.h"

namespace arbiter::testing {
namespace {

const std::string& Db() {
  static const std::string db = std::string(ARBITER_BINARY_DIR) + "/arbiter.db";
  return db;
}

bool Has(const std::string& s, const std::string& part) {
  return s.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("card names as judges type them", "[e2e][card]") {
  struct Row {
    std::vector<std::string> args;
    int exit_code;
    const char* card;  // the card shown first ("" when none)
    const char* err;   // part of stderr ("" when none is expected)
  };
  const std::vector<Row> rows = {
      {{"YASUO, REMORSEFUL"}, 0, "Yasuo, Remorseful", ""},                    // case
      {{"yasuo remorseful"}, 0, "Yasuo, Remorseful", ""},                     // no comma
      {{"Rek\xE2\x80\x99Sai, Swarm Queen"}, 0, "Rek'Sai, Swarm Queen", ""},   // curly apostrophe
      {{"reksai swarm queen"}, 0, "Rek'Sai, Swarm Queen", ""},                // no apostrophe
      {{"Ka\xC3\xAF'Sa, Survivor"}, 0, "Kai'Sa, Survivor", ""},               // an accent typed
      {{"remorseful"}, 0, "Yasuo, Remorseful", ""},                           // one word of it
      {{"teemo", "strat"}, 0, "Teemo, Strategist", ""},                       // words begun
      {{"  spinning   axe  "}, 0, "Spinning Axe", ""},                        // spaces
      {{"arise"}, 0, "Arise!", ""},                                           // no "!"
      {{"Oblivion", "Ring"}, 0, "Oblivion Ring", ""},                         // MTG, two words
      {{"jinx"}, 1, "", "help: name one: Jinx, Demolitionist; Jinx, Rebel"},  // several
      {{"kaisa"}, 1, "", "Kai'Sa, Evolutionary; Kai'Sa, Rebel; Kai'Sa, Survivor"},
      {{"yasou remorseful"}, 1, "", "help: did you mean Yasuo, Remorseful?"},  // misspelt
      {{"!!!"}, 1, "", "arbiter: error: no card named '!!!'"},                 // no letters
      {{"yasuo", "remorseful", "--game", "mtg"}, 1, "", "no card named 'yasuo remorseful' in mtg"},
  };
  REQUIRE(rows.size() == 15);
  for (const Row& r : rows) {
    std::vector<std::string> args = {"--db", Db(), "card"};
    args.insert(args.end(), r.args.begin(), r.args.end());
    const ExeResult got = RunArbiter(args);
    INFO(r.args.front() << "\n" << got.out << got.err);
    CHECK(got.exit_code == r.exit_code);
    if (*r.card) {
      CHECK(Has(got.out, std::string(r.card) + "  ("));
    } else {
      CHECK(got.out.empty());
    }
    if (*r.err) CHECK(Has(got.err, r.err));
  }
  CHECK(RunArbiter({"--db", Db(), "card", "x", "--game", "chess"}).exit_code == 2);
}

TEST_CASE("a card's text as of a date, keyword rules, rulings, scenarios", "[e2e][card]") {
  // Arise! was errata'd by the Spiritforged Errata (2025-12-12); the card database still prints
  // the old text, so today's text is the erratum's and the older date gives the old one.
  ExeResult now = RunArbiter({"--db", Db(), "card", "Arise!"});
  CHECK(Has(now.out,
            "Text (the Spiritforged Errata of 2025-12-12 applied; riftbound/cards.json "
            "still prints the old text):\n  Play a 2 [M] Sand Soldier unit token for "
            "each Equipment you control. Then do this: Ready up to two of them.\n"));
  CHECK_FALSE(Has(now.out, "Text on "));
  ExeResult before = RunArbiter({"--db", Db(), "card", "Arise!", "--as-of", "2025-11-01"});
  CHECK(Has(before.out,
            "Text on 2025-11-01 (before the Spiritforged Errata of 2025-12-12):\n  "
            "Play a 2 [M] Sand Soldier unit token for each Equipment you control. "
            "Then ready two of them.\n"));
  // Keyword rules in the version in force on the date asked.
  ExeResult axe = RunArbiter({"--db", Db(), "card", "Spinning Axe"});
  CHECK(Has(axe.out,
            "Keyword rules (Riftbound Core Rules 1.4 (effective 2026-07-24), in force "
            "on 2026-11-25):\n  Quick-Draw  riftbound:819\n  Equip  riftbound:818\n"));
  CHECK(Has(axe.out, "  Reaction  riftbound:813\n"));
  ExeResult old_axe = RunArbiter({"--db", Db(), "card", "Spinning Axe", "--as-of", "2026-03-01"});
  CHECK(Has(old_axe.out, "  Equip  riftbound@1.2:744\n"));
  // The FAQ answer about it, superseded today; scenarios that set it up.
  CHECK(Has(axe.out,
            "  unleashed-faq.q4 (Unleashed Rules FAQ and Clarifications, 2026-03-30): Q: "
            "If Temporary is granted to an attached Spinning Axe"));
  CHECK(Has(axe.out, "    SUPERSEDED by riftbound@1.4 on 2026-07-16\n"));
  CHECK(Has(old_axe.out, "    not yet published on 2026-03-01\n"));
  CHECK(Has(axe.out, "  scenarios/riftbound/attach/temporary-on-attached-gear.json  "));
  // MTG: oracle text, keyword rule in today's CR, its official rulings.
  ExeResult ring = RunArbiter({"--db", Db(), "--json", "card", "oblivion ring"});
  REQUIRE(ring.exit_code == 0);
  const auto j = nlohmann::json::parse(ring.out);
  CHECK(j["schema"] == "arbiter.card/1");
  CHECK(j["matched"] == "exact");
  REQUIRE(j["cards"].size() == 1);
  CHECK(j["cards"][0]["game"] == "mtg");
  CHECK(j["cards"][0]["rulings"].size() >= 4);
  CHECK(j["cards"][0]["scenarios"].size() >= 3);
}

TEST_CASE("card keys fold case, accents, apostrophes and punctuation", "[card]") {
  struct Row {
    const char* name;
    const char* key;
  };
  const std::vector<Row> rows = {
      {"Rek\xE2\x80\x99Sai, Swarm Queen", "reksai swarm queen"},
      {"Rek'Sai, Swarm Queen", "reksai swarm queen"},
      {"\xC3\x86ther Vial", "aether vial"},
      {"Jace, the Mind-Sculptor!", "jace the mind sculptor"},
      {"  ", ""},
  };
  for (const Row& r : rows) CHECK(corpus::CardKey(r.name) == r.key);
  const std::vector<std::string> names = {"Jinx, Rebel", "Jinx, Demolitionist", "Long Sword"};
  CHECK(corpus::MatchCardName("long sword", names).exact == std::vector<size_t>{2});
  CHECK(corpus::MatchCardName("jinx", names).partial == std::vector<size_t>{0, 1});
  CHECK(corpus::MatchCardName("lnog sword", names).nearby ==
        std::vector<std::string>{"Long Sword"});
}

}  // namespace arbiter::testing
