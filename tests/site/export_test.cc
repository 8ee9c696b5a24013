// The offline reference site: its names and links in miniature, then the whole corpus exported
// and every internal link followed.
#include "site/export.h"

#include <catch2/catch.hpp>

#include "e2e/run_exe.h"
#include "site/html.h"
#include "site/link_check.h"
#include "site/pages.h"
#include "site/site_map.h"
#include "store/store.h"
#include "util/files.h"
#include "util/strings.h"

namespace arbiter::site {
namespace {

store::RuleRecord Rule(const std::string& id, const std::string& parent, const std::string& text) {
  store::RuleRecord r;
  r.id = id;
  r.parent = parent;
  r.text = text;
  return r;
}

}  // namespace

TEST_CASE("site names are file names and anchors, never paths", "[site]") {
  const std::vector<std::pair<std::string, std::string>> rows = {
      {"mtg@2026-08-07", "mtg-2026-08-07"},
      {"riftbound@1.2", "riftbound-1.2"},
      {"../../etc/passwd", "etc-passwd"},
      {"", "x"},
      {"A B/C", "a-b-c"},
      {"607.2a", "607.2a"},
  };
  for (const auto& [in, want] : rows) {
    INFO(in);
    CHECK(Slug(in) == want);
  }
  CHECK(Anchor("718.5.b") == "r718.5.b");
  CHECK(Escape("<a href=\"x\">&'") == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;");
  CHECK(IsValidUtf8(Escape("caf\xE9")));
}

TEST_CASE("cross-references become links; unresolved ones are marked", "[site]") {
  store::DocumentRecord rec;
  rec.doc.key = "mtg@x";
  rec.doc.game = "mtg";
  rec.is_default = true;
  SiteMap map;
  map.Add(rec, {Rule("6", "", "Spells"), Rule("614", "6", "Replacement"),
                Rule("614.1", "614", "See rule 614 and rule 999.")});
  CHECK(map.Href("mtg@x", "614") == "../doc-mtg-x/rules.html#r614");
  CHECK(map.Href("mtg@x", "999").empty());
  std::vector<store::RefRecord> refs = {{"mtg@x", "614.1", "614", "rule 614", true, ""},
                                        {"mtg@x", "614.1", "999", "rule 999", false, ""}};
  const std::string html = LinkedText(map, "mtg@x", "See rule 614 and rule 999.", refs);
  CHECK(html ==
        "See <a href=\"../doc-mtg-x/rules.html#r614\">rule 614</a> and <span "
        "class=\"unresolved\" title=\"no rule 999 in this document\">rule 999</span>.");
  // Long documents get a page per chapter (the top-level heading).
  SiteMap split;
  split.Add(rec, {Rule("6", "", ""), Rule("614", "6", ""), Rule("7", "", ""), Rule("701", "7", "")},
            /*one_page_limit=*/2);
  CHECK(split.Href("mtg@x", "614") == "../doc-mtg-x/6.html#r614");
  CHECK(split.Href("mtg@x", "701") == "../doc-mtg-x/7.html#r701");
  CHECK(ScenarioFile("scenarios/riftbound/attach/gear.json") ==
        "scenarios/riftbound-attach-gear.html");
}

TEST_CASE("the whole corpus exports with no broken internal link", "[site][e2e]") {
  auto st = store::Store::OpenReadOnly(std::string(ARBITER_BINARY_DIR) + "/arbiter.db");
  REQUIRE(st.ok());
  ExportOptions opt;
  opt.dir = testing::ScratchDir("site");
  opt.rules_db_dir = std::string(ARBITER_SOURCE_DIR) + "/rules-db";
  opt.scenarios_dir = std::string(ARBITER_SOURCE_DIR) + "/scenarios";
  auto stats = ExportHtml(&*st, opt);
  REQUIRE(stats.ok());
  CHECK(stats->rules > 8000);
  CHECK(stats->scenarios >= 198);
  CHECK(stats->scenario_failures == 0);
  CHECK(stats->version_pages >= 1);
  testing::LinkReport links = testing::CheckLinks(opt.dir);
  INFO("broken: " << Join(links.broken, "\n"));
  CHECK(links.pages == stats->pages);
  CHECK(links.links > 20000);
  CHECK(links.broken.empty());
  CHECK(links.external == 0);
  // A judge's rule is there, anchored, with its scenarios beside it and the page readable on a
  // phone.
  auto page = ReadFile(opt.dir + "/doc-riftbound-1.2/700.html");
  REQUIRE(page.ok());
  CHECK(page->find("id=\"r718.5.b\"") != std::string::npos);
  CHECK(page->find("Attached cards still can be chosen or targeted") != std::string::npos);
  CHECK(page->find("name=\"viewport\"") != std::string::npos);
  // Dimensional Rift scenarios draw their field: Lancer's double arrow up, in its zone.
  auto field = ReadFile(opt.dir + "/scenarios/dimrift-targeting-lancer-double-arrow.html");
  REQUIRE(field.ok());
  CHECK(field->find("<svg class=\"field\"") != std::string::npos);
  CHECK(field->find(">Lancer</text>") != std::string::npos);
  auto index = ReadFile(opt.dir + "/index.html");
  REQUIRE(index.ok());
  CHECK(index->find("superseded by mtg@2026-09-25 on 2026-09-25") != std::string::npos);
}

}  // namespace arbiter::site
