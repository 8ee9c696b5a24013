#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>

#include "fixture.h"
#include "store/fts_query.h"
#include "store/lookup.h"
#include "store/schema.h"
#include "store/writer.h"
#include "util/files.h"
#include "util/strings.h"

namespace arbiter::store {
namespace {

// "doc:id" of every view, for one-line assertions.
std::string Ids(const std::vector<RuleView>& views) {
  std::vector<std::string> out;
  for (const auto& v : views) out.push_back(v.document.doc.key + ":" + v.rule.id);
  return Join(out, " ");
}

std::string Lookup(Store* st, const std::string& text) {
  std::string help;
  auto views = LookupRules(st, text, &help);
  if (!views.ok()) return views.status().ToString() + (help.empty() ? "" : " | " + help);
  return Ids(*views);
}

TEST_CASE("LookupRules accepts the id forms judges type", "[store]") {
  Store st = testing::OpenTinyStore(testing::TinyCorpus());
  struct Row {
    const char* typed;
    const char* expected;
  };
  const Row rows[] = {
      {"718.5.b", "riftbound@1.2:718.5.b"},
      {"718.5b", "riftbound@1.2:718.5.b"},
      {"718.5.b.", "riftbound@1.2:718.5.b"},
      {"riftbound:718.5.b", "riftbound@1.2:718.5.b"},
      {"mtg:702.6a", "mtg@2026-08-07:702.6a"},
      {"CR 702.6a", "mtg@2026-08-07:702.6a"},
      {"mtg@2025-02-07:702.6a", "mtg@2025-02-07:702.6a"},
      {"702.6", "mtg@2026-08-07:702.6"},
      {"702.60", "mtg@2026-08-07:702.60"},
      {"744.5", "riftbound@1.2:744.5 riftbound@1.2:744.5"},
      {"702.6z",
       "not found: no rule 702.6z in riftbound@1.2, mtg@2026-08-07 | did you mean "
       "mtg:702.6, mtg:702.6a, mtg:702.60?"},
      {"pokemon:1.2",
       "invalid argument: unknown game 'pokemon' in 'pokemon:1.2' | games: "
       "riftbound, mtg"},
      {"mtg@1999-01-01:100.1",
       "invalid argument: no mtg document with version '1999-01-01' | "
       "mtg versions: 2026-08-07, 2025-02-07"},
      {"7!8",
       "invalid argument: '7!8' is not a rule id | a rule id looks like 718.5.b, 607.2a "
       "or mtg:607.2a"},
  };
  for (const Row& row : rows) {
    INFO(row.typed);
    CHECK(Lookup(&st, row.typed) == row.expected);
  }
}

TEST_CASE("A rule view gathers ancestors, children, references and the rest", "[store]") {
  Store st = testing::OpenTinyStore(testing::TinyCorpus());
  std::string help;
  auto views = LookupRules(&st, "718.5.b", &help);
  REQUIRE(views.ok());
  REQUIRE(views->size() == 1);
  const RuleView& v = views->front();
  CHECK(v.rule.text == "Attached cards can still be targeted. See rule 421 Attach for more.");
  CHECK(v.rule.examples ==
        std::vector<std::string>{"A gear attached to a unit can't be chosen twice."});
  std::vector<std::string> ancestors;
  for (const auto& a : v.ancestors) ancestors.push_back(a.id);
  CHECK(Join(ancestors, " ") == "716 718 718.5");
  REQUIRE(v.refs_out.size() == 1);
  CHECK(v.refs_out[0].to_id == "421");
  CHECK(v.refs_out[0].resolved);
  CHECK(v.analogues.size() == 1);
  CHECK(v.scenarios.size() == 1);
  CHECK(v.document.is_default);

  auto attach = LookupRules(&st, "riftbound:421", &help);
  REQUIRE(attach.ok());
  REQUIRE(attach->front().refs_in.size() == 1);
  CHECK(attach->front().refs_in[0].from_id == "718.5.b");

  auto missing = LookupRules(&st, "riftbound:745", &help);
  REQUIRE(missing.ok());
  REQUIRE(missing->front().refs_out.size() == 1);
  CHECK(missing->front().refs_out[0].to_id == "999");
  CHECK_FALSE(missing->front().refs_out[0].resolved);

  auto equip = LookupRules(&st, "702.6", &help);
  REQUIRE(equip.ok());
  REQUIRE(equip->front().children.size() == 1);
  CHECK(equip->front().children[0].id == "702.6a");  // never 702.60
}

TEST_CASE("Search reads a question: any word, stop words, typos, kinds, raw", "[store]") {
  Store st = testing::OpenTinyStore(testing::TinyCorpus());
  auto run = [&](const std::string& text, SearchMode mode, DocFilter f = {},
                 const std::string& kind = "") {
    SearchQuery q;
    q.text = text;
    q.mode = mode;
    q.filter = f;
    q.kind = kind;
    return st.Search(q);
  };
  auto ids = [&](const std::string& text, SearchMode mode = SearchMode::kAllWords, DocFilter f = {},
                 const std::string& kind = "") {
    auto found = run(text, mode, f, kind);
    if (!found.ok()) return found.status().ToString();
    std::vector<std::string> out;
    for (const auto& h : found->hits) out.push_back(h.kind + ":" + h.doc + ":" + h.id);
    return Join(out, " ");
  };
  // Every word required: rules first, then the other kinds.
  CHECK(ids("attached targeted") ==
        "rule:riftbound@1.2:718.5.b "
        "scenario:scenarios/riftbound/attach/gear.json:scenarios/riftbound/attach/gear.json");
  CHECK(ids("x-ray") == "rule:mtg@2026-08-07:702.60a");
  // Quotes and FTS5 syntax typed by a user are words, never syntax.
  CHECK(ids("\"") == "");
  CHECK(run("NEAR(", SearchMode::kAllWords).ok());
  CHECK(run("NEAR(", SearchMode::kAnyWord).ok());
  CHECK(ids("equip activated", SearchMode::kAllWords, {"mtg", "", false}) ==
        "rule:mtg@2026-08-07:702.6a");
  CHECK(ids("equip activated", SearchMode::kAllWords, {"", "mtg@2025-02-07", false}) ==
        "rule:mtg@2025-02-07:702.6a");
  CHECK(ids("oblivion") == "ruling:mtg@2026-08-07:oblivion-ring.1");
  CHECK(ids("attached targeted", SearchMode::kAllWords, {}, "scenario") ==
        "scenario:scenarios/riftbound/attach/gear.json:scenarios/riftbound/attach/gear.json");

  // A question: stop words dropped, any word may match, the rule covering more words first.
  auto q = run("what happens when an attached card is targeted", SearchMode::kAnyWord);
  REQUIRE(q.ok());
  REQUIRE_FALSE(q->hits.empty());
  CHECK(q->hits.front().id == "718.5.b");
  CHECK(Join(q->notes.dropped, " ") == "what happens when an is");
  // All words required finds nothing when one word is in no text; any word still answers,
  // the rule with both words first, then those with one.
  CHECK(ids("zebra attached targeted") == "");
  auto any = run("zebra attached targeted", SearchMode::kAnyWord, {}, "rule");
  REQUIRE(any.ok());
  REQUIRE(any->hits.size() >= 3);
  CHECK(any->hits[0].id == "718.5.b");
  CHECK(any->hits[0].score > any->hits[1].score);

  // A misspelt word is corrected from the index's vocabulary, a swapped pair counting as one edit.
  auto typo = run("ripple triggred", SearchMode::kAnyWord);
  REQUIRE(typo.ok());
  REQUIRE(typo->notes.corrections.size() == 1);
  CHECK(typo->notes.corrections[0].first == "triggred");
  CHECK(typo->notes.corrections[0].second == "triggered");
  CHECK(typo->hits.front().id == "702.60a");
  auto swapped = run("atatched", SearchMode::kAnyWord);
  REQUIRE(swapped.ok());
  REQUIRE(swapped->notes.corrections.size() == 1);
  CHECK(swapped->notes.corrections[0].second == "attached");

  // Only stop words: searched after all, not an empty query.
  CHECK_FALSE(run("can't", SearchMode::kAnyWord)->hits.empty());

  SearchQuery raw;
  raw.text = "attach AND";
  raw.mode = SearchMode::kRaw;
  auto bad = st.Search(raw);
  CHECK(bad.status().ToString() ==
        "invalid argument: bad full-text query 'attach AND': syntax error near \"\"");
}

TEST_CASE("Search names damaged row facts instead of ranking without them", "[store]") {
  const std::string path = "row_facts_damaged_test.db";
  testing::WriteTinyDatabase(testing::TinyCorpus(), path);
  SearchQuery q;
  q.text = "attached";
  {
    auto st = Store::OpenReadOnly(path);
    REQUIRE(st.ok());
    REQUIRE(st->Search(q).ok());  // as built
  }
  struct Damage {
    const char* sql;
    const char* says;
  };
  const Damage damages[] = {
      {"DELETE FROM fts_rows WHERE tbl = 0", "no row facts for rules_fts"},
      {"UPDATE fts_rows SET records = x'0000000000' WHERE tbl = 0", "not a whole number"},
      {"UPDATE fts_rows SET records = x'', links = x'' WHERE tbl = 0", "no row facts for row"},
      // Rules that share a full-text row are linked: a cut link, one that goes backwards.
      {"UPDATE fts_rows SET links = x'01000000' WHERE tbl = 0", "4 bytes a row"},

  };
  for (const Damage& d : damages) {
    INFO(d.sql);
    testing::WriteTinyDatabase(testing::TinyCorpus(), path);
    {
      auto db = Database::Open(path, Database::Mode::kReadWriteCreate);
      REQUIRE(db.ok());
      REQUIRE(db->Exec(d.sql, "damage").ok());
    }
    auto st = Store::OpenReadOnly(path);
    REQUIRE(st.ok());
    auto found = st->Search(q);
    REQUIRE(!found.ok());
    CHECK(found.status().code() == Status::Code::kCorruption);
    CHECK(found.status().message().find(d.says) != std::string::npos);
    CHECK(found.status().message().find("rebuild") != std::string::npos);
  }
  {
    // Every row linked back to row 1 (links go forwards): the first row found leads to no row.
    INFO("links that go backwards");
    testing::WriteTinyDatabase(testing::TinyCorpus(), path);
    {
      auto db = Database::Open(path, Database::Mode::kReadWriteCreate);
      REQUIRE(db.ok());
      auto read = db->Prepare("SELECT links FROM fts_rows WHERE tbl = 0");
      REQUIRE(read.ok());
      Status s;
      REQUIRE(read->Step(&s));
      std::string links = read->Blob(0);
      REQUIRE(links.size() > 8);
      for (size_t at = 8; at < links.size(); at += 4)
        links.replace(at, 4, std::string("\1\0\0\0", 4));
      read->Reset();
      auto write = db->Prepare("UPDATE fts_rows SET links = ?1 WHERE tbl = 0");
      REQUIRE(write.ok());
      write->BindBlob(1, links);
      REQUIRE(write->Run().ok());
    }
    auto st = Store::OpenReadOnly(path);
    REQUIRE(st.ok());
    auto found = st->Search(q);
    REQUIRE(!found.ok());
    CHECK(found.status().code() == Status::Code::kCorruption);
    CHECK(found.status().message().find("no row facts for row -1") != std::string::npos);
  }
  std::remove(path.c_str());
}

TEST_CASE("Define is case-insensitive; rulings find descendants but not look-alikes", "[store]") {
  Store st = testing::OpenTinyStore(testing::TinyCorpus());
  auto def = st.Define("top-most CARD", {});
  REQUIRE(def.ok());
  REQUIRE(def->size() == 1);
  CHECK(def->front().term == "Top-Most Card");
  CHECK(st.Define("Mightyy", {})->empty());

  CHECK(st.RulingsForRule("mtg", "702.6")->size() == 1);
  CHECK(st.RulingsForRule("mtg", "702.6a")->size() == 1);
  CHECK(st.RulingsForRule("mtg", "702")->size() == 1);
  CHECK(st.RulingsForRule("mtg", "702.60")->empty());
  CHECK(st.RulingsForRule("riftbound", "702.6")->empty());
  CHECK(st.RulingsForCard("oblivion ring")->size() == 1);
}

TEST_CASE("The build records anomalies for duplicates and unresolved references", "[store]") {
  Store st = testing::OpenTinyStore(testing::TinyCorpus());
  auto anomalies = st.Anomalies();
  REQUIRE(anomalies.ok());
  std::vector<std::string> lines;
  for (const auto& a : *anomalies) {
    lines.push_back(a.file + ":" + std::to_string(a.line) + ": " + a.severity + ": " + a.message +
                    " [" + a.code + "]");
  }
  CHECK(Join(lines, "\n") ==
        "mtg/CR.txt:3: warning: mtg@2026-08-07:702.6a cites 301 (\"rule 301\"), which this "
        "document lacks [unresolved-ref]\n"
        "riftbound/core.txt:21: warning: riftbound@1.2 prints 744.5 2 times (lines 20, 21); "
        "every copy is kept [duplicate-id]\n"
        "riftbound/core.txt:22: warning: riftbound@1.2:745 cites 999 (\"rule 999.\"), which this "
        "document lacks [unresolved-ref]");
}

TEST_CASE("Defaults: the newest primary document of each game", "[store]") {
  Store st = testing::OpenTinyStore(testing::TinyCorpus());
  auto docs = st.Documents();
  REQUIRE(docs.ok());
  REQUIRE(docs->size() == 3);
  CHECK((*docs)[0].is_default);
  CHECK((*docs)[1].is_default);
  CHECK_FALSE((*docs)[2].is_default);
  CHECK((*docs)[2].rule_count == 3);
}

TEST_CASE("The embedded schema states the version the code expects", "[store]") {
  const std::string sql = SchemaSql();
  CHECK(sql.find("Schema version " + std::to_string(kSchemaVersion) + ":") != std::string::npos);
}

}  // namespace
}  // namespace arbiter::store

namespace arbiter::store {

TEST_CASE("rules_fts, written on a worker's database and copied in, is whole and searchable",
          "[store]") {
  // What FTS5 reads of rules_fts through `reader` agrees with the rows and counts copied in.
  auto check = [](Database& reader) {
    CHECK(
        reader.QueryInt("SELECT count(*) FROM rules_fts WHERE rules_fts MATCH 'attached'").value() >
        0);
    const int64_t terms = reader.QueryInt("SELECT count(*) FROM fts_terms WHERE tbl = 0").value();
    CHECK(terms > 20);
    REQUIRE(reader.Exec("CREATE VIRTUAL TABLE temp.v USING fts5vocab(main, rules_fts, row);").ok());
    CHECK(reader.QueryInt("SELECT count(*) FROM temp.v").value() == terms);
    CHECK(reader
              .QueryInt("SELECT count(*) FROM temp.v v JOIN fts_terms t ON t.tbl = 0 AND "
                        "t.term = v.term AND t.rows = v.doc")
              .value() == terms);
  };
  // In memory: the connection the writer hands back.
  {
    auto w = Writer::Create(":memory:");
    REQUIRE(w.ok());
    REQUIRE(build::WriteCorpus(testing::TinyCorpus(), w->get()).ok());
    auto db = (*w)->Finish();
    REQUIRE(db.status().ToString() == "ok");
    // FTS5's own check of the index against the rows it was made from.
    CHECK(db->Exec("INSERT INTO rules_fts(rules_fts) VALUES ('integrity-check');").ToString() ==
          "ok");
    check(*db);
  }
  // In a file, read by a new connection; the worker's file is gone.
  const std::string path =
      (std::filesystem::temp_directory_path() / "arbiter-rules-fts-copy-test.db").string();
  testing::WriteTinyDatabase(testing::TinyCorpus(), path);
  CHECK_FALSE(FileExists(path + ".rules_fts"));
  auto db = Database::Open(path, Database::Mode::kReadWriteCreate);
  REQUIRE(db.ok());
  CHECK(db->Exec("INSERT INTO rules_fts(rules_fts) VALUES ('integrity-check');").ToString() ==
        "ok");
  check(*db);
  std::remove(path.c_str());
}

}  // namespace arbiter::store
