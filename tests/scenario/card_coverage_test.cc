// `arbiter cards --coverage`: every card of a game's database compiled; the share fully modelled;
// the phrases that stop the rest, ranked by the cards they block.
#include "scenario/card_coverage.h"

#include <catch2/catch.hpp>

#include "e2e/run_exe.h"
#include "engine/unmodelled.h"
#include "scenario/game_table.h"

namespace arbiter::scenario {

TEST_CASE("card coverage counts every distinct card and ranks what blocks them",
          "[scenario][cards]") {
  const std::string db = std::string(ARBITER_SOURCE_DIR) + "/rules-db";
  auto cov = ComputeCardCoverage("riftbound", *FindGame("riftbound"), db);
  REQUIRE(cov.ok());
  CHECK(cov->cards == 1029);  // 935 names in cards.json, 94 more in card-catalog.json
  CHECK(cov->modelled > 0);
  CHECK(cov->modelled + static_cast<int>(cov->unmodelled_cards.size()) == cov->cards);
  REQUIRE_FALSE(cov->phrases.empty());
  int blocked = 0;
  for (size_t i = 0; i < cov->phrases.size(); ++i) {
    CHECK(cov->phrases[i].cards >= 1);
    CHECK_FALSE(cov->phrases[i].phrase.empty());
    if (i > 0) CHECK(cov->phrases[i - 1].cards >= cov->phrases[i].cards);
    blocked += cov->phrases[i].cards;
  }
  CHECK(blocked >=
        static_cast<int>(cov->unmodelled_cards.size()));  // each is blocked at least once
  // A phrase blocks a card alone when it is that card's only phrase; each card's lines are kept.
  REQUIRE(cov->blocked.size() == cov->unmodelled_cards.size());
  int alone = 0;
  for (const auto& p : cov->phrases) {
    CHECK(p.alone <= p.cards);
    alone += p.alone;
  }
  int single = 0;
  for (const auto& b : cov->blocked) {
    CHECK_FALSE(b.lines.empty());
    CHECK_FALSE(b.phrases.empty());
    single += b.phrases.size() == 1 ? 1 : 0;
  }
  CHECK(alone == single);
  // The cards the Riftbound scenarios lean on for compiled text are modelled.
  for (const std::string& name :
       {"Cleave", "Block", "Annie, Fiery", "Long Sword", "Irelia, Fervent", "Rabadon's Deathcrown",
        "Blastcone Fae", "Kai'Sa, Survivor", "Stellacorn Herder", "Traveling Merchant",
        "Heart of Dark Ice", "Seal of Discord"}) {
    INFO(name);
    CHECK(std::find(cov->unmodelled_cards.begin(), cov->unmodelled_cards.end(), name) ==
          cov->unmodelled_cards.end());
  }
  auto dimrift = ComputeCardCoverage("dimrift", *FindGame("dimrift"), db);
  REQUIRE(dimrift.ok());
  CHECK(dimrift->cards == dimrift->modelled);  // its own cards: every effect runs
}

TEST_CASE("a not-modelled ability is counted under one phrase", "[scenario][cards]") {
  struct Row {
    std::string kind, trigger, text, why, phrase;
  };
  const std::vector<Row> rows = {
      {"triggered", "", "When I conquer, draw 1.", "the module has no event for this trigger",
       "When I conquer, ... (no such trigger event)"},
      {"spell", "", "Deal 3 to a unit at a battlefield.",
       "no template compiles \"Deal 3 to a unit at a battlefield.\"",
       "Deal N to a unit at a battlefield."},
      {"cost", "", "As you play me, you may spend a buff.", "a cost the module does not model",
       "an additional or alternative cost"},
      {"static", "", "Flying", "it matters only in combat", "Flying"},
  };
  for (const Row& r : rows) {
    engine::Ability a;
    a.kind = r.kind;
    a.trigger = r.trigger;
    a.text = r.text;
    CHECK(BlockingPhraseOf(engine::NotModelled(a, r.why)) == r.phrase);
  }
}

TEST_CASE("arbiter cards --coverage prints the share and the phrases", "[scenario][cards][e2e]") {
  auto r = testing::RunArbiter({"cards", "--coverage", "--game", "riftbound", "--top", "3"});
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("riftbound: 1029 distinct cards") == 0);
  CHECK(r.out.find("fully modelled: ") != std::string::npos);
  CHECK(r.out.find(
            "top unsupported phrases (cards they block; in [], the cards only it blocks):\n") !=
        std::string::npos);
  auto lines = testing::RunArbiter({"cards", "--coverage", "--top", "0", "--lines"});
  CHECK(lines.exit_code == 0);
  CHECK(lines.out.find("lines not modelled:\n") != std::string::npos);
  auto j = testing::RunArbiter({"--json", "cards", "--coverage", "--game", "mtg"});
  CHECK(j.exit_code == 0);
  CHECK(j.out.find("\"schema\": \"arbiter.cards-coverage/1\"") != std::string::npos);
  auto bad = testing::RunArbiter({"cards", "--coverage", "--game", "mtgg"});
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find("did you mean 'mtg'?") != std::string::npos);
}

}  // namespace arbiter::scenario
