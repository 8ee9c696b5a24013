#include "store/snippet.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <string>
#include <vector>

#include "store/sqlite.h"
#include "util/strings.h"

// The contract of store/snippet.h: the same text as FTS5's snippet() and highlight() on a table
// with the corpus's tokenizer, for the MATCH expressions search writes.

namespace arbiter::store {
namespace {

struct Fixture {
  Database db;
  std::unique_ptr<Snippets> snippets;
};

Fixture Open() {
  auto db = Database::Open(":memory:", Database::Mode::kReadWriteCreate);
  REQUIRE(db.ok());
  REQUIRE(db->Exec("CREATE VIRTUAL TABLE t USING fts5(title, text, "
                   "tokenize = 'porter unicode61 remove_diacritics 2')")
              .ok());
  auto snippets = Snippets::Open(&*db);
  REQUIRE(snippets.ok());
  return {std::move(*db), std::move(*snippets)};
}

// FTS5's snippet() of the one row (column `column`, -1 for the best) and highlight() of its title.
std::pair<std::string, std::string> Fts5(Database* db, const std::string& title,
                                         const std::string& text, const std::string& match,
                                         int column) {
  REQUIRE(db->Exec("DELETE FROM t").ok());
  auto ins = db->Prepare("INSERT INTO t (rowid, title, text) VALUES (1, ?1, ?2)");
  REQUIRE(ins.ok());
  ins->Bind(1, title).Bind(2, text);
  REQUIRE(ins->Run().ok());
  auto sel = db->Prepare("SELECT snippet(t, " + std::to_string(column) +
                         ", '[', ']', '...', 16), highlight(t, 0, '[', ']') FROM t "
                         "WHERE t MATCH ?1 AND rowid = 1");
  REQUIRE(sel.ok());
  sel->Bind(1, match);
  Status s;
  std::pair<std::string, std::string> out;
  if (sel->Step(&s)) out = {sel->Text(0), sel->Text(1)};
  REQUIRE(s.ok());
  return out;
}

void Compare(Fixture* f, const std::string& title, const std::string& text,
             const std::string& match) {
  REQUIRE(f->snippets->SetPhrases(match));
  const auto [fts_text, fts_title] = Fts5(&f->db, title, text, match, 1);
  if (fts_text.empty() && fts_title.empty()) return;  // the row does not match
  INFO("match: " << match << "\ntext: " << text);
  CHECK(f->snippets->Snippet({text}, "[", "]", 16) == fts_text);
  CHECK(f->snippets->Highlight(title, "[", "]") == fts_title);
  const auto [fts_best, unused] = Fts5(&f->db, title, text, match, -1);
  CHECK(f->snippets->Snippet({title, text}, "[", "]", 16) == fts_best);
}

TEST_CASE("Snippets match FTS5's snippet() and highlight()", "[store][snippet]") {
  Fixture f = Open();
  const std::string long_text =
      "A unit with Tank must be assigned lethal damage first. Other units may be assigned "
      "damage only after every unit with Tank has lethal damage: see rule 815. When two units "
      "attack, the defender chooses the order in which the attacking units take damage, and "
      "then each attacking unit is dealt damage in that order.";
  struct Case {
    const char* title;
    std::string text;
    const char* match;
  };
  const std::vector<Case> cases = {
      {"Tank", "Tank is a Passive Ability keyword.", "\"tank\""},
      {"Combat", long_text, "\"tank\""},
      {"Combat", long_text, "\"two units\" OR \"attack\""},
      {"Combat", long_text, "(\"tank\" OR \"lethal\") AND (\"unit\" OR \"tank\" OR \"order\")"},
      {"Combat", long_text, "\"order\""},                       // near the end
      {"Combat", long_text, "\"damage\" OR \"damage first\""},  // overlapping phrases
      {"Combat", long_text, "\"see rule 815\" OR \"rule\""},
      {"Combat Damage", long_text, "\"combat\" OR \"defender\""},  // title and text
      {"Combat", long_text, "\"nothing here\" OR \"combat\""},     // only the title matches
      {"Défense", "Le défenseur choisit l'ordre.", "\"defense\" OR \"defenseur\""},
      {"Fighting", "A ﬁght starts when a unit ﬁghts another.", "\"fight\""},
      {"Quotes", "He said \"stop\" twice: \"stop\".", "\"stop\""},
  };
  for (const Case& c : cases) Compare(&f, c.title, c.text, c.match);
}

TEST_CASE("Snippets match FTS5 over real rule texts", "[store][snippet]") {
  Fixture f = Open();
  std::ifstream in(std::string(ARBITER_SOURCE_DIR) + "/rules-db/riftbound/core-rules-v1.4.txt");
  REQUIRE(in);
  std::vector<std::string> texts;
  for (std::string line; std::getline(in, line);) {
    if (Split(line, ' ').size() > 12) texts.push_back(line);
  }
  REQUIRE(texts.size() > 200);
  // Queries made of words of other rules: some phrases found, some not, some twice.
  int compared = 0;
  for (size_t i = 0; i < texts.size(); i += 7) {
    const std::vector<std::string> words = Split(texts[(i * 13 + 5) % texts.size()], ' ');
    std::vector<std::string> phrases;
    for (size_t w = 1; w < words.size() && phrases.size() < 6; w += 3) {
      std::string word;
      for (char c : words[w]) {
        if (std::isalnum(static_cast<unsigned char>(c))) word += c;
      }
      if (!word.empty()) phrases.push_back("\"" + word + "\"");
    }
    if (words.size() > 4) phrases.push_back("\"" + words[2] + " " + words[3] + "\"");
    if (phrases.empty()) continue;
    Compare(&f, "Rule", texts[i], Join(phrases, " OR "));
    ++compared;
  }
  CHECK(compared > 30);
}

TEST_CASE("SetPhrases takes search's expressions only", "[store][snippet]") {
  Fixture f = Open();
  CHECK(f.snippets->SetPhrases("\"a\" OR \"b c\""));
  CHECK(f.snippets->SetPhrases("(\"a\" OR \"b\") AND (\"c\")"));
  CHECK(f.snippets->SetPhrases("\"say \"\"hi\"\"\""));
  CHECK(f.snippets->SetPhrases(""));
  // --raw syntax: FTS5's own snippet() is used.
  for (const char* raw : {"tank", "\"a\" NOT \"b\"", "NEAR(\"a\" \"b\")", "\"a\"*", "title:\"a\"",
                          "\"unterminated", "{title}: \"a\""}) {
    CAPTURE(raw);
    CHECK_FALSE(f.snippets->SetPhrases(raw));
  }
}

TEST_CASE("Snippets of empty and unmatched texts", "[store][snippet]") {
  Fixture f = Open();
  REQUIRE(f.snippets->SetPhrases("\"tank\""));
  CHECK(f.snippets->Snippet({""}, "[", "]", 16).empty());
  CHECK(f.snippets->Snippet({}, "[", "]", 16).empty());
  CHECK(f.snippets->Snippet({"No match here."}, "[", "]", 16) == "No match here.");
  CHECK(f.snippets->Highlight("Tank and tanks", "<", ">") == "<Tank> and <tanks>");
  CHECK(f.snippets->Highlight("!!!", "<", ">") == "!!!");
}

}  // namespace
}  // namespace arbiter::store
