#include "corpus/analogues.h"

#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "corpus/rules_db.h"
#include "diff/compare.h"

namespace arbiter::diff {

TEST_CASE("ParseAnalogues reads citations and rejects malformed entries", "[diff][analogues]") {
  auto ok = corpus::ParseAnalogues(
      "{\"schema\": 1, \"analogues\": [\n"
      "  {\"from\": \"riftbound:718.5b\", \"to\": \"CR 607.2.a\", \"rationale\": \"x\"},\n"
      "  {\"from\": \"riftbound:716\", \"to\": \"mtg:701.3\", \"rationale\": \" y \"}]}",
      "a.json");
  REQUIRE_FALSE(ok.ok());  // "CR 607.2.a" names no game
  CHECK(ok.status().message() ==
        "a.json:2: 'CR 607.2.a' names no game (write game:id, e.g. mtg:701.3)");

  auto good = corpus::ParseAnalogues(
      "{\"schema\": 1, \"analogues\": [\n"
      "  {\"from\": \"riftbound:718.5b\", \"to\": \"mtg:607.2.a\", \"rationale\": \"x\"}]}",
      "a.json");
  REQUIRE(good.ok());
  REQUIRE(good->size() == 1);
  CHECK((*good)[0].from_game == "riftbound");
  CHECK((*good)[0].from_id == "718.5.b");
  CHECK((*good)[0].to_id == "607.2a");
  CHECK((*good)[0].line == 2);

  const char* bad[][2] = {
      {"{", "a.json: "},
      {"{\"schema\": 2, \"analogues\": []}", "a.json:1: expected"},
      {"{\"schema\": 1, \"analogues\": [{\"from\": \"mtg:1\"}]}", "a.json:1: an analogue needs"},
      {"{\"schema\": 1, \"analogues\": [{\"from\": \"mtg:x\", \"to\": \"mtg:1\", \"rationale\": "
       "\"r\"}]}",
       "a.json:1: 'mtg:x' has no rule id"},
      {"{\"schema\": 1, \"analogues\": [{\"from\": \"mtg:1\", \"to\": \"mtg:2\", \"rationale\": \" "
       "\"}]}",
       "a.json:1: empty rationale"},
  };
  for (const auto& row : bad) {
    INFO(row[0]);
    auto r = corpus::ParseAnalogues(row[0], "a.json");
    REQUIRE_FALSE(r.ok());
    CHECK(r.status().message().rfind(row[1], 0) == 0);
  }
}

// The curated file: every citation names a rule that exists in its game's current document.
TEST_CASE("every analogue in rules-db points at rules that exist", "[diff][analogues][real]") {
  const std::string rules_db = std::string(ARBITER_SOURCE_DIR) + "/rules-db";
  auto analogues = corpus::LoadAnalogues(rules_db);
  REQUIRE(analogues.ok());
  REQUIRE(analogues->size() >= 20);
  auto docs = corpus::ListDocuments(rules_db);
  REQUIRE(docs.ok());
  std::map<std::string, std::set<std::string>> ids;  // game -> ids of its current document
  auto has = [&](const std::string& game, const std::string& id) {
    if (!ids.count(game)) {
      std::string help;
      auto doc = corpus::ResolveDocument(*docs, game, &help);
      REQUIRE(doc.ok());
      auto imported = corpus::ImportDocument(rules_db, *doc);
      REQUIRE(imported.ok());
      for (const auto& r : imported->rules) ids[game].insert(r.id);
    }
    return ids[game].count(id) > 0;
  };
  std::set<std::string> games;
  for (const corpus::Analogue& a : *analogues) {
    INFO("rules-db/analogues.json:" << a.line << " " << a.from_game << ":" << a.from_id << " <-> "
                                    << a.to_game << ":" << a.to_id);
    CHECK(has(a.from_game, a.from_id));
    CHECK(has(a.to_game, a.to_id));
    games.insert(a.from_game);
  }
  // The list: Riftbound, Dimensional Rift and the 2008 numbering each have analogues.
  CHECK(games == std::set<std::string>{"dimrift", "mtg-rulings-2008", "riftbound"});
}

// The hand-written 2008 -> today analogues must say what the rule matcher says.
TEST_CASE("2008 analogues agree with the rule matcher", "[diff][analogues][real]") {
  const std::string rules_db = std::string(ARBITER_SOURCE_DIR) + "/rules-db";
  auto analogues = corpus::LoadAnalogues(rules_db);
  REQUIRE(analogues.ok());
  std::string help;
  auto c = CompareDocuments(rules_db, "mtg-rulings-2008", "mtg", &help);
  REQUIRE(c.ok());
  int checked = 0;
  for (const corpus::Analogue& a : *analogues) {
    if (a.from_game != "mtg-rulings-2008") continue;
    INFO(a.from_id << " -> " << a.to_id);
    const RuleChange* change = c->diff.ForOld(a.from_id);
    REQUIRE(change != nullptr);
    CHECK(change->new_ids == std::vector<std::string>{a.to_id});
    ++checked;
  }
  CHECK(checked == 10);
}

}  // namespace arbiter::diff
