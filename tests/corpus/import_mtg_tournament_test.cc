// The MTR and IPG importer on the real PDF extractions (rules-db/mtg/): every chapter, section and
// appendix the contents list names (MTR: 10 chapters, 87 sections 1.1-10.4, appendices A-F; IPG:
// introduction, framework, 4 chapters, 28 sections 1.1-4.8), page numbers and dot leaders gone,
// text joined across page breaks, the effective date read.
#include "corpus/import_mtg_tournament.h"

#include <catch2/catch.hpp>
#include <set>

#include "util/files.h"
#include "util/strings.h"

namespace arbiter::corpus {
namespace {

ImportedDocument Import(const std::string& name) {
  auto text = ReadFile(std::string(ARBITER_SOURCE_DIR) + "/rules-db/mtg/" + name);
  REQUIRE(text.ok());
  ImportedDocument out;
  REQUIRE(ImportMtgTournamentPdf(*text, "mtg/" + name, &out).ok());
  return out;
}

const Rule* Find(const ImportedDocument& d, const std::string& id) {
  for (const auto& r : d.rules) {
    if (r.id == id) return &r;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("mtg-tournament-pdf reads the Magic Tournament Rules", "[corpus][mtg][tournament]") {
  const ImportedDocument d = Import("MTR-20260227.extracted.txt");
  CHECK(d.doc.effective == "2026-02-27");
  int chapters = 0, sections = 0, appendices = 0;
  std::set<std::string> ids;
  for (const auto& r : d.rules) {
    ids.insert(r.id);
    if (r.id.rfind("appendix-", 0) == 0) {
      ++appendices;
    } else if (r.id.find('.') == std::string::npos) {
      ++chapters;
    } else {
      ++sections;
    }
    INFO(r.id);
    CHECK(r.text.find(".....") == std::string::npos);
    CHECK_FALSE(r.title.empty());
  }
  CHECK(chapters == 10);
  CHECK(sections == 87);
  CHECK(appendices == 6);
  CHECK(ids.size() == d.rules.size());
  REQUIRE(Find(d, "3.2"));
  CHECK(Find(d, "3.2")->parent == "3");
  REQUIRE(Find(d, "1.1"));
  CHECK(Find(d, "1.1")->title == "Tournament Types");
  CHECK(Find(d, "1.1")->text.rfind("There are two types of sanctioned Magic tournaments: rated and "
                                   "casual.\nRated tournaments are further divided",
                                   0) == 0);
  // Numbered steps inside a section stay text (2.3 Pregame Procedures lists seven).
  REQUIRE(Find(d, "2.3"));
  CHECK(Find(d, "2.3")->text.find("1. If sideboarding is allowed") != std::string::npos);
  CHECK(Find(d, "10.4"));
  REQUIRE(Find(d, "appendix-f"));
  CHECK(Find(d, "appendix-f")->title == "Appendix F: Rules Enforcement Levels of Programs");
}

TEST_CASE("mtg-tournament-pdf reads the Infraction Procedure Guide", "[corpus][mtg][tournament]") {
  const ImportedDocument d = Import("IPG-20240923.extracted.txt");
  CHECK(d.doc.effective == "2024-09-23");
  int chapters = 0, sections = 0;
  for (const auto& r : d.rules) {
    if (r.id.find('.') != std::string::npos) {
      ++sections;
    } else if (IsAsciiDigit(r.id[0])) {
      ++chapters;
    }
  }
  CHECK(chapters == 4);
  CHECK(sections == 28);
  REQUIRE(Find(d, "introduction"));
  REQUIRE(Find(d, "2.1"));
  CHECK(Find(d, "2.1")->title == "Game Play Error \xE2\x80\x94 Missed Trigger");
  CHECK(Find(d, "2.1")->text.rfind("Penalty: No Penalty\n", 0) == 0);
  REQUIRE(Find(d, "3.2"));
  CHECK(Find(d, "3.2")->text.rfind("Penalty: Match Loss", 0) == 0);
  REQUIRE(Find(d, "4.8"));
  CHECK(Find(d, "4.8")->title == "Unsporting Conduct \xE2\x80\x94 Cheating");
}

TEST_CASE("mtg-tournament-pdf refuses a text without headings", "[corpus][mtg][tournament]") {
  ImportedDocument out;
  Status s = ImportMtgTournamentPdf("just words\n", "x.txt", &out);
  REQUIRE_FALSE(s.ok());
  CHECK(s.message().rfind("x.txt:1: no chapter or section heading", 0) == 0);
}

}  // namespace arbiter::corpus
