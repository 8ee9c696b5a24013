#include "corpus/import_prose_headings.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "corpus/importers.h"
#include "corpus/rule_id.h"
#include "corpus/rules_db.h"
#include "util/files.h"
#include "util/strings.h"

namespace arbiter::corpus {
namespace {

const std::string kPage =
    std::string(ARBITER_SOURCE_DIR) + "/rules-db/dimrift/seed-002-effects.txt";

ImportedDocument ImportRealPage() {
  Result<std::string> text = ReadFile(kPage);
  REQUIRE(text.ok());
  ImportedDocument doc;
  const ImporterRow* row = FindImporter("prose-headings");
  REQUIRE(row != nullptr);
  REQUIRE(row->fn(*text, kPage, &doc).ok());
  return doc;
}

std::vector<std::string> Ids(const ImportedDocument& doc) {
  std::vector<std::string> ids;
  for (const Rule& r : doc.rules) ids.push_back(r.id);
  return ids;
}

const Rule* Find(const ImportedDocument& doc, const std::string& id) {
  for (const Rule& r : doc.rules) {
    if (r.id == id) return &r;
  }
  return nullptr;
}

std::string AnomalyCodes(const ImportedDocument& doc) {
  std::vector<std::string> codes;
  for (const Anomaly& a : doc.anomalies) codes.push_back(a.code + "@" + std::to_string(a.line));
  return Join(codes, " ");
}

// Golden: every id of seed 002, in document order. These ids are cited by scenarios and by
// judges; a change here is a breaking change of rules-db/dimrift/IDS.md.
const std::vector<std::string> kGoldenIds = {
    "effects",
    "effects.1",
    "effect-types",
    "effect-types.1",
    "effect-types.summoning-cost",
    "effect-types.summoning-cost.1",
    "effect-types.summoning-cost.2",
    "effect-types.summoning-cost.3",
    "effect-types.action",
    "effect-types.action.1",
    "effect-types.continuous",
    "effect-types.continuous.1",
    "effect-types.trigger",
    "effect-types.trigger.1",
    "effect-types.trigger.2",
    "effect-types.trigger.3",
    "effect-types.trigger.4",
    "effect-types.trigger.5",
    "effect-types.activation",
    "effect-types.activation.1",
    "effect-modifiers",
    "effect-modifiers.1",
    "effect-modifiers.once-per-turn",
    "effect-modifiers.once-per-turn.1",
    "effect-modifiers.once-per-turn.2",
    "effect-modifiers.once-per-turn.3",
    "effect-modifiers.optional",
    "effect-modifiers.optional.1",
    "effect-modifiers.optional.2",
    "effect-icons",
    "effect-icons.1",
    "effect-icons.2",
    "effect-icons.3",
    "effect-icons.4",
    "effect-icons.5",
    "effect-icons.6",
    "effect-icons.7",
    "effect-icons.8",
    "effect-icons.9",
    "effect-icons.10",
    "effect-text",
    "effect-text.1",
    "effect-text.2",
    "effect-text.3",
    "effect-text.4",
    "effect-text.5",
    "effect-text.6",
    "effect-text.7",
    "effect-text.8",
    "effect-text.9",
    "costs",
    "costs.1",
    "costs.2",
    "costs.3",
    "costs.mana-cost",
    "costs.mana-cost.1",
    "costs.material-sacrificial-cost",
    "costs.material-sacrificial-cost.1",
    "costs.material-sacrificial-cost.2",
    "costs.discard",
    "costs.discard.1",
    "spell-speed",
    "spell-speed.1",
    "spell-speed.2",
    "spell-speed.3",
    "the-stack-and-chains",
    "the-stack-and-chains.1",
    "the-stack-and-chains.2",
    "the-stack-and-chains.3",
    "the-stack-and-chains.4",
    "the-stack-and-chains.5",
    "the-stack-and-chains.6",
    "the-stack-and-chains.7",
    "the-stack-and-chains.8",
    "targeting",
    "targeting.1",
    "targeting.2",
    "targeting.3",
    "targeting.4",
    "targeting.implicit-targeting",
    "targeting.implicit-targeting.1",
    "targeting.implicit-targeting.2",
    "targeting.implicit-targeting.3",
    "targeting.implicit-targeting.4",
    "targeting.implicit-targeting.5",
    "targeting.implicit-targeting.6",
    "targeting.implicit-targeting.7",
    "targeting.arrows",
    "targeting.arrows.1",
    "targeting.arrows.2",
    "targeting.arrows.3",
    "targeting.arrows.4",
    "targeting.arrows.5",
    "targeting.arrows.6",
    "targeting.arrows.7",
    "targeting.arrows.8",
    "targeting.arrows.9",
    "targeting.target-from",
    "targeting.target-from.1",
    "targeting.target-from.2",
    "targeting.target-from.3",
    "targeting.target-from.4",
    "targeting.choosing",
    "targeting.choosing.1",
    "targeting.choosing.2",
    "targeting.choosing.3",
    "targeting.choosing.4",
    "targeting.connected",
    "targeting.connected.1",
    "targeting.connected.2",
    "targeting.connection-chain",
    "targeting.connection-chain.1",
    "targeting.connection-chain.2",
    "targeting.connection-chain.3",
    "targeting.connection-chain.4",
};

}  // namespace

TEST_CASE("prose-headings: every id of the real Dimensional Rift page",
          "[corpus][prose_headings]") {
  ImportedDocument doc = ImportRealPage();
  CHECK(Ids(doc) == kGoldenIds);
  CHECK(doc.doc.title == "Dimensional Rift: Effects");

  SECTION("ids are canonical dotted ids and parents come from the path") {
    std::set<std::string> seen;
    for (const Rule& r : doc.rules) {
      INFO(r.id);
      CHECK(CanonicalId(r.id, IdStyle::kDotted).value_or("") == r.id);
      CHECK(r.parent == ParentId(r.id, IdStyle::kDotted));
      CHECK(seen.insert(r.id).second);
      if (!r.parent.empty()) {
        CHECK(seen.count(r.parent) == 1);  // a parent comes before its children
      }
      CHECK((r.title.empty() != r.text.empty()));  // a heading or a paragraph, never both
    }
  }

  SECTION("chosen rules have the page's text and line") {
    const Rule* arrows2 = Find(doc, "targeting.arrows.2");
    REQUIRE(arrows2);
    CHECK(StartsWith(arrows2->text, "Every card has either none, single, double arrows"));
    CHECK(arrows2->line == 183);
    const Rule* arrows = Find(doc, "targeting.arrows");
    REQUIRE(arrows);
    CHECK(arrows->title == "Arrows");
    CHECK(arrows->parent == "targeting");
    const Rule* icon = Find(doc, "effect-icons.3");
    REQUIRE(icon);
    CHECK(icon->text == "Action");  // an icon caption is a paragraph, not a second "Action" heading
    const Rule* intro = Find(doc, "effects.1");
    REQUIRE(intro);
    CHECK(intro->line == 7);
  }

  SECTION("the navigation line and the site name are dropped; the separator dot is an anomaly") {
    for (const Rule& r : doc.rules) {
      CHECK(r.text.find("Home | Learn") == std::string::npos);
      CHECK(r.title != "Dimensional Rift");
    }
    CHECK(AnomalyCodes(doc) == "decoration@199");
    CHECK(doc.anomalies[0].file == kPage);
  }
}

TEST_CASE("prose-headings: headings are glossary terms defined by their first paragraph",
          "[corpus][prose_headings]") {
  ImportedDocument doc = ImportRealPage();
  CHECK(doc.glossary.size() == 25);
  struct Row {
    const char* term;
    const char* rule_id;
    const char* starts;
  };
  const Row rows[] = {
      {"Connection Chain", "targeting.connection-chain.1",
       "A Connection Chain (no \"connection\" to"},
      {"Summoning Cost", "effect-types.summoning-cost.1",
       "The Summoning Cost in a card, if present"},
      {"Connected", "targeting.connected.1", "A card is considered Connected to another card"},
      {"The Stack & Chains", "the-stack-and-chains.1",
       "Dimensional Rift makes uses of the concept"},
      {"Once-per-turn", "effect-modifiers.once-per-turn.1", "Once-per-turn effects are symbolic"},
  };
  for (const Row& row : rows) {
    INFO(row.term);
    const GlossaryEntry* found = nullptr;
    for (const GlossaryEntry& g : doc.glossary) {
      if (g.term == row.term) found = &g;
    }
    REQUIRE(found);
    CHECK(found->rule_id == row.rule_id);
    CHECK(StartsWith(found->definition, row.starts));
    CHECK(found->definition == Find(doc, row.rule_id)->text);
  }
}

TEST_CASE("prose-headings: ids do not depend on paragraph text", "[corpus][prose_headings]") {
  Result<std::string> text = ReadFile(kPage);
  REQUIRE(text.ok());
  Result<std::string> outline = ReadFile(OutlinePathFor(kPage));
  REQUIRE(outline.ok());
  ImportedDocument original;
  REQUIRE(ImportProseHeadingsWithOutline(*text, *outline, "p.txt", "p.headings", &original).ok());

  // Rewrite every paragraph (every line that is not a heading, the title or page chrome) with
  // different words of a different length; keep headings and blank lines.
  std::set<std::string> keep = {"Dimensional Rift", "Effects", "·"};
  for (const Rule& r : original.rules) {
    if (!r.title.empty()) keep.insert(r.title);
  }
  std::string rewritten;
  int n = 0;
  for (const std::string& line : SplitLines(*text)) {
    if (line.empty() || keep.count(line) || line.find(" | ") != std::string::npos) {
      rewritten += line;
    } else {
      ++n;
      rewritten += "Changed paragraph number " + std::to_string(n) + std::string(n % 7, 'x') + ".";
    }
    rewritten += "\n";
  }
  ImportedDocument changed;
  REQUIRE(
      ImportProseHeadingsWithOutline(rewritten, *outline, "p.txt", "p.headings", &changed).ok());
  CHECK(Ids(changed) == Ids(original));

  SECTION("CRLF or bare CR line endings and a BOM give the same ids and texts") {
    for (const char* eol : {"\r\n", "\r"}) {
      std::string converted = "\xEF\xBB\xBF";
      for (const std::string& line : SplitLines(*text)) converted += line + eol;
      std::string outline_crlf;
      for (const std::string& line : SplitLines(*outline)) outline_crlf += line + eol;
      ImportedDocument other;
      REQUIRE(ImportProseHeadingsWithOutline(converted, outline_crlf, "p.txt", "p.headings", &other)
                  .ok());
      CHECK(Ids(other) == Ids(original));
      CHECK(Find(other, "targeting.arrows.2")->text == Find(original, "targeting.arrows.2")->text);
    }
  }
  SECTION("a paragraph added to one section only numbers on within that section") {
    std::string added = *text;
    const std::string anchor = "Choosing\n\n";
    size_t at = added.find(anchor);
    REQUIRE(at != std::string::npos);
    added.insert(at + anchor.size(), "A new first paragraph about choosing.\n\n");
    ImportedDocument more;
    REQUIRE(ImportProseHeadingsWithOutline(added, *outline, "p.txt", "p.headings", &more).ok());
    REQUIRE(Find(more, "targeting.choosing.5"));
    CHECK(Find(more, "targeting.choosing.1")->text == "A new first paragraph about choosing.");
    CHECK(Find(more, "targeting.arrows.2")->text == Find(original, "targeting.arrows.2")->text);
    CHECK(Find(more, "targeting.connected.1")->text ==
          Find(original, "targeting.connected.1")->text);
  }
}

TEST_CASE("prose-headings: what it cannot place is an anomaly", "[corpus][prose_headings]") {
  const std::string outline = "chrome: Site\npage: Page\nFirst\n  Sub\nSecond\nVanished\n";
  SECTION("text before the title, a heading missing from the page") {
    ImportedDocument doc;
    std::string page =
        "Site\n\nHome | A | B\n\nStray line\n\nPage\n\nIntro.\n\nFirst\n\nOne.\n\nSub\n\n"
        "Two.\nstill two.\n\nSecond\n\nThree.\n";
    REQUIRE(ImportProseHeadingsWithOutline(page, outline, "p.txt", "p.headings", &doc).ok());
    CHECK(Join(Ids(doc), " ") == "page page.1 first first.1 first.sub first.sub.1 second second.1");
    CHECK(Find(doc, "first.sub.1")->text == "Two. still two.");
    CHECK(AnomalyCodes(doc) == "before-title@5 missing-heading@6");
    CHECK(doc.anomalies[1].file == "p.headings");
  }
  SECTION("a heading that skips a level, a duplicate heading") {
    ImportedDocument doc;
    REQUIRE(ImportProseHeadingsWithOutline("Page\n\nA\n\nx\n\nB\n\ny\n\nA\n\nz\n",
                                           "page: Page\nA\n    B\nA\n", "p.txt", "p.headings", &doc)
                .ok());
    CHECK(Join(Ids(doc), " ") == "page a a.1 a.b a.b.1 a-2 a-2.1");
    CHECK(AnomalyCodes(doc) == "heading-level@7 duplicate-id@11 empty-heading@1");
  }
  SECTION("no outline: heading-shaped lines become top-level headings, and it says so") {
    ImportedDocument doc;
    REQUIRE(
        ImportProseHeadingsWithOutline("Loose text.\n\nIntro\n\nSome words here.\n\nTarget from\n\n"
                                       "When: it does.\n",
                                       "", "p.txt", "p.headings", &doc)
            .ok());
    CHECK(Join(Ids(doc), " ") == "intro intro.1 target-from target-from.1");
    CHECK(AnomalyCodes(doc) == "no-outline@1 unplaced@1");
  }
  SECTION("an empty page is not a page") {
    ImportedDocument doc;
    Status s = ImportProseHeadingsWithOutline("\n \n", outline, "p.txt", "p.headings", &doc);
    CHECK(s.ToString() == "corruption: p.txt:1: the page is empty");
  }
}

TEST_CASE("prose-headings: heading slugs", "[corpus][prose_headings]") {
  const std::pair<const char*, const char*> rows[] = {
      {"Targeting", "targeting"},
      {"Connection Chain", "connection-chain"},
      {"The Stack & Chains", "the-stack-and-chains"},
      {"Material/Sacrificial Cost", "material-sacrificial-cost"},
      {"Once-per-turn", "once-per-turn"},
      {"  Spell   Speed ", "spell-speed"},
      {"3 Things", "h3-things"},
      {"Rock&Roll", "rock-and-roll"},
  };
  for (const auto& [heading, slug] : rows) CHECK(HeadingSlug(heading) == slug);
  CHECK(OutlinePathFor("dimrift/seed-002-effects.txt") == "dimrift/seed-002-effects.headings");
}

// The build reads a document from the rules-db/ it was given; the outline must come from there
// too, not from the working directory or the rules-db/ beside the binary (a build run by a binary
// elsewhere guessed its headings and gave every Dimensional Rift rule another id).
TEST_CASE("prose-headings: the outline is read beside the page in the rules-db being built",
          "[corpus][prose]") {
  const std::string dir = "prose_headings_scratch_rules_db";
  std::filesystem::create_directories(dir + "/dr");
  Result<std::string> page = ReadFile(kPage);
  Result<std::string> outline =
      ReadFile(std::string(ARBITER_SOURCE_DIR) + "/rules-db/dimrift/seed-002-effects.headings");
  REQUIRE(page.ok());
  REQUIRE(outline.ok());
  // A name no default rules-db/ has, so that only the given folder can supply the outline.
  REQUIRE(WriteFileAtomic(dir + "/dr/effects-page.txt", *page).ok());
  REQUIRE(WriteFileAtomic(dir + "/dr/effects-page.headings", *outline).ok());
  Document doc;
  doc.key = "dimrift@scratch";
  doc.game = "dimrift";
  doc.format = "prose-headings";
  doc.source = "dr/effects-page.txt";
  Result<ImportedDocument> got = ImportDocument(dir, doc);
  REQUIRE(got.ok());
  CHECK(AnomalyCodes(*got).find("no-outline") == std::string::npos);
  CHECK(Ids(*got) == kGoldenIds);
  std::filesystem::remove_all(dir);
}

}  // namespace arbiter::corpus
