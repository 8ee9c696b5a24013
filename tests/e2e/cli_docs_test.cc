// The rules in force: `arbiter docs` and the lookups answer from the release in force on the date
// asked (--as-of, default today), tested on both sides of every release boundary of the bundled
// corpus (2026-03-29/30, 2026-07-23/24, 2026-09-24/25), with a pinned version still naming exactly
// one document, superseded answers saying so, and a bad date as bad input.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_exe.h"

namespace arbiter::testing {
namespace {

const std::string& Db() {
  static const std::string db = std::string(ARBITER_BINARY_DIR) + "/arbiter.db";
  return db;
}

nlohmann::json Doc(const nlohmann::json& all, const std::string& key) {
  for (const auto& d : all["documents"]) {
    if (d["key"] == key) return d;
  }
  return nullptr;
}

nlohmann::json DocsOn(const std::string& date) {
  ExeResult r = RunArbiter({"--db", Db(), "--json", "docs", "--as-of", date});
  REQUIRE(r.exit_code == 0);
  return nlohmann::json::parse(r.out);
}

// The document `rule ID --as-of DATE --json` answered from.
std::string AnsweredFrom(const std::string& id, const std::string& date) {
  ExeResult r = RunArbiter({"--db", Db(), "--json", "rule", id, "--as-of", date});
  INFO(id << " as of " << date << ": " << r.err);
  REQUIRE(r.exit_code == 0);
  auto j = nlohmann::json::parse(r.out);
  REQUIRE(j["rules"].size() == 1);
  return j["rules"][0]["document"]["key"];
}

bool Has(const std::string& s, const std::string& part) {
  return s.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("docs says which release is in force on a date", "[e2e][docs]") {
  struct Boundary {
    const char* before;
    const char* on;
    const char* old_doc;
    const char* new_doc;
  };
  const std::vector<Boundary> boundaries = {
      {"2026-03-29", "2026-03-30", "riftbound@1.2", "riftbound@1.3"},
      {"2026-03-29", "2026-03-30", "riftbound-tr@2026-03-30", "riftbound-tr@2026-03-30"},
      {"2026-07-23", "2026-07-24", "riftbound@1.3", "riftbound@1.4"},
      {"2026-09-24", "2026-09-25", "mtg@2026-08-07", "mtg@2026-09-25"},
  };
  for (const Boundary& b : boundaries) {
    INFO(b.old_doc << " -> " << b.new_doc << " on " << b.on);
    const nlohmann::json before = DocsOn(b.before), on = DocsOn(b.on);
    CHECK(before["as_of"] == b.before);
    if (std::string(b.old_doc) != b.new_doc) {
      CHECK(Doc(before, b.old_doc)["in_force"] == true);
      CHECK(Doc(before, b.old_doc)["default"] == true);
      CHECK(Doc(before, b.new_doc)["in_force"] == false);
      CHECK(Doc(before, b.new_doc)["standing"] ==
            std::string("not yet in force (from ") + b.on + ")");
      CHECK(Doc(on, b.old_doc)["in_force"] == false);
      CHECK(Doc(on, b.old_doc)["superseded_by"] == b.new_doc);
      CHECK(Doc(on, b.old_doc)["until"] == b.on);
      CHECK(Doc(on, b.old_doc)["standing"] ==
            std::string("superseded by ") + b.new_doc + " on " + b.on);
    } else {  // the first Tournament Rules held: nothing before it
      CHECK(Doc(before, b.new_doc)["in_force"] == false);
    }
    CHECK(Doc(on, b.new_doc)["in_force"] == true);
    CHECK(Doc(on, b.new_doc)["default"] == true);
  }

  const nlohmann::json today = DocsOn("2026-11-25");
  CHECK(Doc(today, "riftbound@1.2")["printed"] == "2025-12-01");
  CHECK(Doc(today, "riftbound@1.2")["effective"] == "2025-12-12");
  CHECK(Doc(today, "riftbound-tr@2026-07-16")["kind"] == "tournament rules");
  CHECK(Doc(today, "mtr@2026-02-27")["kind"] == "tournament rules");
  CHECK(Doc(today, "ipg@2024-09-23")["kind"] == "penalties");
  CHECK(Doc(today, "mtg-card-rulings")["kind"] == "rulings");
  CHECK(Doc(today, "mtg-seed-003")["kind"] == "secondary copy of mtg@2026-08-07");
  // A release whose successor is not held: superseded on the date the manifest gives.
  CHECK(Doc(today, "mtg@2025-02-07")["until"] == "2025-04-04");
  CHECK(Doc(today, "mtg@2025-02-07")["standing"] ==
        "superseded by CR 2025-04-04 (not held) on 2025-04-04");

  ExeResult text = RunArbiter({"--db", Db(), "docs", "--as-of", "2026-09-25"});
  CHECK(text.exit_code == 0);
  CHECK(Has(text.out,
            "mtg@2026-08-07  Magic: The Gathering Comprehensive Rules 2026-08-07  (mtg, "
            "core rules)\n  effective 2026-08-07 until 2026-09-25; superseded by "
            "mtg@2026-09-25 on 2026-09-25; 3318 rules\n"));
  CHECK(Has(text.out,
            "riftbound@1.2  Riftbound Core Rules 1.2  (riftbound, core rules)\n  printed "
            "2025-12-01; effective 2025-12-12 until 2026-03-30; superseded by "
            "riftbound@1.3 on 2026-03-30; 1795 rules\n"));

  ExeResult bad = RunArbiter({"--db", Db(), "docs", "--as-of", "2026-13-40"});
  CHECK(bad.exit_code == 2);
  CHECK(Has(bad.err, "arbiter: error: --as-of wants a date like 2026-03-30, not '2026-13-40'\n"));
  CHECK(RunArbiter({"--db", Db(), "docs", "--as-of", "2026-02-29"}).exit_code == 2);
}

TEST_CASE("lookups answer from the rules in force on the date asked", "[e2e][docs][as-of]") {
  // Both sides of each boundary, for a rule every release has.
  CHECK(AnsweredFrom("riftbound:718.5.b", "2026-03-29") == "riftbound@1.2");
  CHECK(AnsweredFrom("riftbound:718.5.b", "2026-03-30") == "riftbound@1.3");
  CHECK(AnsweredFrom("riftbound:718.5.b", "2026-07-23") == "riftbound@1.3");
  CHECK(AnsweredFrom("riftbound:718.5.b", "2026-07-24") == "riftbound@1.4");
  CHECK(AnsweredFrom("riftbound:002", "2025-12-11") == "riftbound@1.1");  // v1.1 has no 718
  CHECK(AnsweredFrom("riftbound:002", "2025-12-12") == "riftbound@1.2");
  CHECK(AnsweredFrom("mtg:506.6", "2026-09-24") == "mtg@2026-08-07");
  CHECK(AnsweredFrom("mtg:506.6", "2026-09-25") == "mtg@2026-09-25");
  CHECK(AnsweredFrom("riftbound-tr:702", "2026-04-28") == "riftbound-tr@2026-03-30");
  CHECK(AnsweredFrom("riftbound-tr:702", "2026-04-29") == "riftbound-tr@2026-04-29");
  CHECK(AnsweredFrom("mtr:3.2", "2026-11-25") == "mtr@2026-02-27");
  CHECK(AnsweredFrom("ipg:2.1", "2026-11-25") == "ipg@2024-09-23");
  // A version named exactly answers from it on any date.
  CHECK(AnsweredFrom("mtg@2025-02-07:701.5", "2026-11-25") == "mtg@2025-02-07");
  CHECK(AnsweredFrom("riftbound@1.2:718.5.b", "2026-11-25") == "riftbound@1.2");

  // The rule changed in 2026-09-25: 506.6 is new ("attacks a player alone"), old 506.6 is 506.7.
  ExeResult before = RunArbiter({"--db", Db(), "rule", "mtg:506.6", "--as-of", "2026-09-24"});
  ExeResult on = RunArbiter({"--db", Db(), "rule", "mtg:506.6", "--as-of", "2026-09-25"});
  CHECK(before.out != on.out);
  CHECK(Has(on.out, "alone"));
  CHECK_FALSE(Has(before.out, "alone"));

  // A superseded answer says so and names what replaced it; today's answer is plain.
  ExeResult old = RunArbiter({"--db", Db(), "rule", "riftbound@1.2:718.5.b"});
  CHECK(old.exit_code == 0);
  CHECK(Has(old.out, "riftbound@1.2:718.5.b\n  Riftbound Core Rules 1.2 (effective 2025-12-12)"));
  CHECK(Has(old.out, "\n  superseded by riftbound@1.3 on 2026-03-30\n"));
  ExeResult then = RunArbiter({"--db", Db(), "rule", "718.5.b", "--as-of", "2026-05-01"});
  CHECK(Has(then.out, "riftbound@1.3:718.5.b\n"));
  CHECK(Has(then.out, "\n  in force on 2026-05-01; superseded by riftbound@1.4 on 2026-07-24\n"));
  ExeResult now = RunArbiter({"--db", Db(), "rule", "riftbound:718.5.b", "--as-of", "2026-11-25"});
  CHECK(Has(now.out, "riftbound:718.5.b\n  Riftbound Core Rules 1.4 (effective 2026-07-24)"));
  CHECK_FALSE(Has(now.out, "superseded"));
  // Scenarios are pinned to a version: the v1.4 ones (re-pinned, issue 10) beside v1.4's
  // 718.5.b as its own, beside v1.2's with the rule they cite.
  CHECK(Has(now.out,
            "attached-card-can-be-targeted-718-5-b.json  718.5: attached cards are still "
            "cards on the board\n"));
  CHECK(Has(old.out,
            "attached-card-can-be-targeted-718-5-b.json  718.5: attached cards are still "
            "cards on the board  (cites riftbound@1.4:718.5.b, same words)\n"));
  // Between two held MTG releases the one in force is not held: the newest earlier one answers
  // and says so.
  ExeResult gap = RunArbiter({"--db", Db(), "rule", "mtg:701.5", "--as-of", "2026-01-01"});
  CHECK(gap.exit_code == 0);
  CHECK(Has(gap.out, "mtg@2025-02-07:701.5\n"));
  CHECK(Has(gap.out,
            "superseded by CR 2025-04-04 (not held) on 2025-04-04: the rules in force on "
            "2026-01-01 are not held; this is the newest earlier release"));
  // Before the first release held: nothing to answer from.
  ExeResult early =
      RunArbiter({"--db", Db(), "rule", "riftbound:718.5.b", "--as-of", "2025-01-01"});
  CHECK(early.exit_code == 1);
  CHECK(Has(early.err, "arbiter: error: no riftbound rules held were in force on 2025-01-01\n"));
  CHECK(Has(early.err, "help: the earliest riftbound document held is riftbound@1.1"));
  // The same date option for every command that reads rules, checked once.
  ExeResult bad = RunArbiter({"--db", Db(), "define", "Mighty", "--as-of", "July 24"});
  CHECK(bad.exit_code == 2);
  CHECK(Has(bad.err, "--as-of wants a date like 2026-03-30, not 'July 24'"));
  ExeResult search =
      RunArbiter({"--db", Db(), "--json", "search", "attached might", "--as-of", "2026-03-29"});
  CHECK(search.exit_code == 0);
  CHECK(Has(search.out, "\"key\": \"riftbound@1.2\""));
  CHECK_FALSE(Has(search.out, "\"key\": \"riftbound@1.4\""));
  ExeResult define =
      RunArbiter({"--db", Db(), "--json", "define", "Tank", "--as-of", "2026-03-29"});
  CHECK(define.exit_code == 0);
  CHECK(Has(define.out, "\"riftbound@1.2\""));
  CHECK_FALSE(Has(define.out, "\"riftbound@1.4\""));
}

}  // namespace arbiter::testing

namespace arbiter::testing {

TEST_CASE("official clarifications and superseded rulings beside the rules", "[e2e][rulings]") {
  // The Unleashed FAQ clarifies Core Rules v1.3 (it cites v1.3's numbers) and stood until v1.4 was
  // published: shown beside v1.3's rule with its source and date, superseded today, standing on
  // a date before v1.4.
  ExeResult faq = RunArbiter({"--db", Db(), "rule", "riftbound@1.3:323.6"});
  CHECK(faq.exit_code == 0);
  CHECK(Has(faq.out,
            "  unleashed-faq.control-of-battlefields-and-showdowns (clarified by the "
            "Unleashed Rules FAQ and Clarifications (2026-03-30)): "));
  CHECK(Has(faq.out, "    SUPERSEDED by riftbound@1.4 on 2026-07-16: "));
  ExeResult then = RunArbiter({"--db", Db(), "rule", "riftbound:323.6", "--as-of", "2026-05-01"});
  CHECK(Has(then.out, "riftbound@1.3:323.6\n"));
  CHECK(Has(then.out, "    stood on 2026-05-01; superseded later by riftbound@1.4 on 2026-07-16"));
  // Beside v1.4's 718.2, the FAQ answer about v1.3's 718.2 (same words), marked superseded.
  ExeResult now = RunArbiter({"--db", Db(), "rule", "riftbound:718.2"});
  CHECK(Has(now.out,
            "  unleashed-faq.q3 (clarified by the Unleashed Rules FAQ and Clarifications "
            "(2026-03-30); on riftbound@1.3:718.2, same words): Q: If I play Turn to Dust"));
  CHECK(Has(now.out, "    SUPERSEDED by riftbound@1.4"));
  // The 2008 clash ruling that split cards' mana value changed: superseded, with the rules.
  ExeResult clash = RunArbiter({"--db", Db(), "rulings", "501.10"});
  CHECK(clash.exit_code == 0);
  CHECK(Has(clash.out, "501.10.Ruling.2\n  Lorwyn FAQ, 2007-09-25; "));
  CHECK(Has(clash.out,
            "  SUPERSEDED by mtg:202.3d mtg:709.4b: A split card now has one mana "
            "value"));
  CHECK(Has(clash.out,
            "501.10.Ruling.1\n  Lorwyn FAQ, 2007-09-25; Magic: The Gathering rulings "
            "summary, keyword actions 501 (2008)\n  cites mtg-rulings-2008:501.10, "
            "mtg:701.30\n\n"));  // not superseded
  ExeResult rule = RunArbiter({"--db", Db(), "--json", "rule", "mtg:701.30"});
  auto j = nlohmann::json::parse(rule.out);
  int superseded = 0;
  for (const auto& u : j["rules"][0]["rulings"]) {
    if (u.contains("superseded")) {
      ++superseded;
      CHECK(u["id"] == "501.10.Ruling.2");
      CHECK(u["superseded"]["by"] == "mtg:202.3d mtg:709.4b");
    }
  }
  CHECK(superseded == 1);
  // Card errata are rulings about the card, dated by their page.
  ExeResult errata = RunArbiter({"--db", Db(), "rulings", "Ava Achiever"});
  CHECK(Has(errata.out,
            "Ava Achiever  (origins-errata.ava-achiever)\n  Origins Errata, 2025-10-24;"));
  CHECK(Has(errata.out, "Ava Achiever  (card-errata.ava-achiever)\n  card errata;"));
}

TEST_CASE("docs lists the card databases and counts what each document holds", "[e2e][docs]") {
  const nlohmann::json all = DocsOn("2026-11-26");
  struct Row {
    const char* key;
    const char* kind;
    int rules;
    int entries;  // cards the card table takes from the file; rulings of a rulings document
  };
  // Counts checked against the files: cards.json holds 1,178 printings of 935 names; the catalog's
  // 1,023 names add 94 that cards.json lacks; the MTG sample 1,143 cards; the card errata 63.
  const Row rows[] = {
      {"riftbound-cards@2026-07-20", "cards", 0, 935},
      {"riftbound-card-catalog@2b199c8", "cards", 0, 94},
      {"mtg-cards-sample", "cards", 0, 1143},
      {"mtg-cards-hypothetical", "cards", 0, 15},
      {"riftbound-card-errata", "errata", 0, 63},
      {"riftbound@1.4", "core rules", 2381, 0},
  };
  for (const Row& row : rows) {
    INFO(row.key);
    const nlohmann::json d = Doc(all, row.key);
    REQUIRE(d.is_object());
    CHECK(d["kind"] == row.kind);
    CHECK(d["rules"] == row.rules);
    CHECK(d["entries"] == row.entries);
  }
  ExeResult text = RunArbiter({"--db", Db(), "docs"});
  REQUIRE(text.exit_code == 0);
  CHECK(Has(text.out, "(riftbound, cards)\n  printed 2026-07-20; a dated source; 935 cards\n"));
  CHECK(Has(text.out, "undated; 1 card\n"));  // Fire // Ice: one card, said so
  CHECK(Has(text.out, "undated; 63 entries\n"));
}

}  // namespace arbiter::testing
