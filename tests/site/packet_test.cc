// Ruling packets: the list's syntax with positioned errors, and a packet of real rules and a
// scenario: every rule quoted, every in-page link resolving, one self-contained file.
#include "site/packet.h"

#include <catch2/catch.hpp>

#include "e2e/run_exe.h"
#include "site/link_check.h"
#include "store/store.h"
#include "util/files.h"
#include "util/strings.h"

namespace arbiter::site {

TEST_CASE("packet lists: items in order, errors with file:line:col", "[site][packet]") {
  auto ok = ParsePacketList(
      "# comment\ntitle: Regional\n\nrule: 718.5.b\n  scenario: a/b.json\nrule:mtg:607.2a\n",
      "p.txt");
  REQUIRE(ok.ok());
  CHECK(ok->title == "Regional");
  REQUIRE(ok->items.size() == 3);
  CHECK(ok->items[0].kind == "rule");
  CHECK(ok->items[0].ref == "718.5.b");
  CHECK(ok->items[1].kind == "scenario");
  CHECK(ok->items[1].line == 5);
  CHECK(ok->items[2].ref == "mtg:607.2a");
  const std::vector<std::pair<std::string, std::string>> bad = {
      {"rule: 1\nwhat is this\n", "p.txt:2:1: expected 'title:', 'rule:' or 'scenario:'"},
      {"  rule:\n", "p.txt:1:8: 'rule:' needs a value"},
      {"title: only a title\n", "p.txt: the list has no 'rule:' or 'scenario:' line"},
      {"", "p.txt: the list has no"},
  };
  for (const auto& [text, want] : bad) {
    INFO(text);
    auto r = ParsePacketList(text, "p.txt");
    REQUIRE_FALSE(r.ok());
    CHECK(StartsWith(r.status().message(), want));
  }
}

TEST_CASE("a packet quotes its rules and traces, and its links stay on the page",
          "[site][packet]") {
  auto st = store::Store::OpenReadOnly(std::string(ARBITER_BINARY_DIR) + "/arbiter.db");
  REQUIRE(st.ok());
  auto list = ParsePacketList(
      "title: Regional\nrule: 718.5\nrule: mtg:607.2a\n"
      "scenario: scenarios/riftbound/attach/attached-card-can-be-targeted-718-5-b.json\n",
      "regional.txt");
  REQUIRE(list.ok());
  auto html = PacketHtml(&*st, *list, "regional.txt", ARBITER_SOURCE_DIR,
                         std::string(ARBITER_SOURCE_DIR) + "/rules-db");
  REQUIRE(html.ok());
  CHECK(html->find("Attached cards still can be chosen or targeted") != std::string::npos);
  CHECK(html->find("id=\"riftbound-1.4-r718.5.b\"") != std::string::npos);  // 718.5's subrule
  CHECK(html->find("these abilities are linked") != std::string::npos);     // 607.2a
  CHECK(html->find("<h3>Rules cited</h3>") != std::string::npos);
  CHECK(html->find("<style>") != std::string::npos);  // self-contained: no stylesheet file
  const std::string dir = testing::ScratchDir("packet");
  REQUIRE(WriteFileAtomic(dir + "/packet.html", *html).ok());
  testing::LinkReport links = testing::CheckLinks(dir);
  INFO(Join(links.broken, "\n"));
  CHECK(links.broken.empty());
  CHECK(links.links > 10);

  auto missing = ParsePacketList("rule: 999.9\n", "x.txt");
  REQUIRE(missing.ok());
  auto err =
      PacketHtml(&*st, *missing, "x.txt", ".", std::string(ARBITER_SOURCE_DIR) + "/rules-db");
  REQUIRE_FALSE(err.ok());
  CHECK(StartsWith(err.status().message(), "x.txt:1: no rule 999.9"));
}

}  // namespace arbiter::site
