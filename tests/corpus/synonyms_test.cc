// The synonyms file format (corpus/synonyms.h), the build's check of each rules phrase against the
// game's rules (build/search_aids.h), and the bundled files: every rules phrase is in its game's
// rules.
#include "corpus/synonyms.h"

#include <catch2/catch.hpp>

#include "build/search_aids.h"
#include "util/files.h"
#include "util/strings.h"

namespace arbiter::corpus {
namespace {

std::string Pairs(const std::vector<Synonym>& list) {
  std::vector<std::string> out;
  for (const auto& s : list)
    out.push_back(s.phrase + ">" + s.target + "@" + std::to_string(s.line));
  return Join(out, " ");
}

TEST_CASE("Synonyms: one pair per left and right phrase, errors with file:line:col",
          "[corpus][synonyms]") {
  auto ok = ParseSynonyms("# comment\n\ndies,  died = leaves play | trash  # tail\nx=y\n", "f");
  REQUIRE(ok.ok());
  CHECK(Pairs(*ok) == "dies>leaves play@3 dies>trash@3 died>leaves play@3 died>trash@3 x>y@4");
  struct Row {
    const char* text;
    const char* error;
  };
  const Row rows[] = {
      {"a\n  killed leaves play\n",
       "corruption: f:2:3: expected 'player words = rules words' (no '=')"},
      {" = trash\n", "corruption: f:1:1: nothing left of '=' (the words players use)"},
      {"dies = | \n", "corruption: f:1:7: nothing right of '=' (the words the rules use)"},
  };
  // The first row's line 1 has no '=' either: the first bad line is reported.
  CHECK(ParseSynonyms(rows[0].text, "f").status().ToString() ==
        "corruption: f:1:1: expected 'player words = rules words' (no '=')");
  CHECK(ParseSynonyms(rows[1].text, "f").status().ToString() == rows[1].error);
  CHECK(ParseSynonyms(rows[2].text, "f").status().ToString() == rows[2].error);
}

TEST_CASE("A rules phrase counts as present word by word on crude stems", "[corpus][synonyms]") {
  const std::string rules = "When a unit leaves play, remove all Buffs.\nExhausted units ready.";
  CHECK(build::MissingTargets({"leaves play", "buff", "exhausted", "ready"}, rules).empty());
  CHECK(build::MissingTargets({"remove play", "graveyard"}, rules) ==
        std::vector<std::string>{"remove play", "graveyard"});
}

TEST_CASE("Every bundled synonym's rules phrase is in its game's rules", "[corpus][synonyms]") {
  const std::string dir = std::string(ARBITER_SOURCE_DIR) + "/rules-db";
  struct Game {
    const char* game;
    std::vector<const char*> rules_files;
  };
  const Game games[] = {
      {"riftbound",
       {"riftbound/core-rules-v1.2.split-reference.txt", "riftbound/core-rules-v1.4.txt"}},
      {"mtg", {"mtg/CR-20260807.txt", "mtg/CR-20260925.txt"}},
      {"dimrift", {"dimrift/seed-002-effects.txt"}},
  };
  for (const Game& g : games) {
    INFO(g.game);
    auto list = LoadSynonyms(dir, g.game);
    REQUIRE(list.ok());
    CHECK(list->size() >= 10);
    std::string text;
    for (const char* f : g.rules_files) {
      auto t = ReadFile(dir + "/" + f);
      REQUIRE(t.ok());
      text += *t + "\n";
    }
    std::vector<std::string> targets;
    for (const auto& s : *list) targets.push_back(s.target);
    CHECK(build::MissingTargets(targets, text).empty());
  }
}

}  // namespace
}  // namespace arbiter::corpus
