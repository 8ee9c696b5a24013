#include "corpus/import_mtg_card_rulings.h"

#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "util/files.h"
#include "util/strings.h"

namespace arbiter::corpus {

TEST_CASE("mtg-card-rulings reads the bundled sample", "[corpus][mtg][rulings]") {
  const std::string path =
      std::string(ARBITER_SOURCE_DIR) + "/rules-db/mtg/rulings-sample.scryfall-shape.json";
  auto text = ReadFile(path);
  REQUIRE(text.ok());
  ImportedDocument d;
  REQUIRE(ImportMtgCardRulings(*text, "mtg/rulings-sample.scryfall-shape.json", &d).ok());

  CHECK(d.rulings.size() == 1737);
  CHECK(d.rules.empty());
  CHECK(d.anomalies.empty());
  std::set<std::string> ids, cards;
  for (const auto& r : d.rulings) {
    ids.insert(r.id);
    cards.insert(r.card);
    CHECK(r.date.size() == 10);
    CHECK(r.source == "MTGJSON");  // the sample does not carry Scryfall's source field
  }
  CHECK(ids.size() == d.rulings.size());  // ids are unique
  CHECK(cards.size() == 646);

  const Ruling& first = d.rulings.front();
  CHECK(first.id == "ajani-goldmane.1");
  CHECK(first.card == "Ajani Goldmane");
  CHECK(first.date == "2007-10-01");
  CHECK(first.line == 66);  // the line of its "comment" key
  CHECK(StartsWith(first.text, "The vigilance granted to a creature by the second ability"));

  const Ruling* ring = nullptr;
  for (const auto& r : d.rulings) {
    if (r.id == "oblivion-ring.3") ring = &r;
  }
  REQUIRE(ring);
  CHECK(ring->card == "Oblivion Ring");
  CHECK(ring->date == "2008-10-01");
  CHECK(StartsWith(ring->text, "If the exiled card is an Aura"));
  CHECK(ring->cites.empty());  // no ruling in the sample names a rule number
}

TEST_CASE("mtg-card-rulings: ids, sources, cites and bad input", "[corpus][mtg][rulings]") {
  CHECK(CardSlug("Jace, the Mind Sculptor") == "jace-the-mind-sculptor");
  CHECK(CardSlug("Arc-Slogger") == "arc-slogger");
  CHECK(CardSlug("Ajani's Pridemate") == "ajanis-pridemate");

  const char* json = R"({"data": [
    {"oracle_id": "a", "card_name": "Fire // Ice", "published_at": "2020-01-01",
     "source": "wotc", "comment": "See rule 709.3 and rules 601.2f-h."},
    {"oracle_id": "b", "card_name": "Fire / Ice", "published_at": "2021-02-02",
     "source": "scryfall", "comment": "Deals 3 damage."},
    {"oracle_id": "a", "card_name": "Fire // Ice", "published_at": "2020/01/02", "comment": "x"},
    {"oracle_id": "c", "card_name": "Nameless", "published_at": "2020-01-01"}
  ]})";
  ImportedDocument d;
  REQUIRE(ImportMtgCardRulings(json, "r.json", &d).ok());
  REQUIRE(d.rulings.size() == 3);
  CHECK(d.rulings[0].id == "fire-ice.1");
  CHECK(d.rulings[0].source == "Wizards of the Coast");
  CHECK(d.rulings[0].cites == std::vector<std::string>{"709.3", "601.2f", "601.2g", "601.2h"});
  CHECK(d.rulings[1].id == "fire-ice-2.1");
  CHECK(d.rulings[1].source == "Scryfall");
  CHECK(d.rulings[1].cites.empty());
  CHECK(d.rulings[2].id == "fire-ice.2");
  CHECK(d.rulings[2].date == "2020-01-02");
  std::vector<std::string> codes;
  for (const auto& a : d.anomalies) codes.push_back(a.code);
  CHECK(codes == std::vector<std::string>{"slug-collision", "bad-ruling"});

  for (const char* bad : {"not json", "{\"meta\": {}}", "[1, 2]"}) {
    ImportedDocument x;
    Status s = ImportMtgCardRulings(bad, "r.json", &x);
    CHECK(s.code() == Status::Code::kCorruption);
    CHECK(s.message().find("r.json") != std::string::npos);
  }
}

}  // namespace arbiter::corpus
