// store/word_counts.h: the counts, and the worker thread that gives the same counts.
#include "store/word_counts.h"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

namespace arbiter::store {
namespace {

int64_t VocabularyOf(const WordCounts& c, const std::string& word) {
  auto it = c.words.number.find(word);
  return it == c.words.number.end() || it->second >= static_cast<int>(c.vocabulary.size())
             ? 0
             : c.vocabulary[it->second];
}

int64_t RulesUsing(const WordCounts& c, const std::string& doc, const std::string& stem) {
  auto d = c.stem_rules.find(doc);
  auto it = c.stems.number.find(stem);
  if (d == c.stem_rules.end() || it == c.stems.number.end()) return 0;
  return it->second < static_cast<int>(d->second.size()) ? d->second[it->second] : 0;
}

TEST_CASE("Word counts: words, numbers left out, one rule per distinct stem", "[store]") {
  WordCounts c;
  c.Count("Attached units attack; 3 units.");
  c.Count("Attached units attack; 3 units.");  // a recurring text counts again
  CHECK(VocabularyOf(c, "units") == 4);
  CHECK(VocabularyOf(c, "attached") == 2);
  CHECK(VocabularyOf(c, "3") == 0);
  c.CountRule("d", "Buffs", "A buffed unit keeps its buff. Buffs stay.");
  c.CountRule("d", "Buffs", "A buffed unit keeps its buff. Buffs stay.");
  c.CountRule("e", "", "Units attack.");
  CHECK(RulesUsing(c, "d", "buff") == 2);  // "Buffs", "buff": one stem, counted once per rule
  CHECK(RulesUsing(c, "d", "unit") == 2);
  CHECK(RulesUsing(c, "e", "unit") == 1);
  CHECK(RulesUsing(c, "e", "buff") == 0);
}

TEST_CASE("Word counts on the worker thread equal those counted in place", "[store]") {
  std::vector<std::string> texts;
  for (int i = 0; i < 2000; ++i) {  // several batches
    texts.push_back("Rule " + std::to_string(i % 97) + " moves unit" + std::to_string(i % 13) +
                    (i % 3 ? " while attached" : " to its base"));
  }
  WordCounts direct;
  AsyncWordCounts async;
  for (size_t i = 0; i < texts.size(); ++i) {
    const std::string doc = i % 2 ? "a" : "b";
    direct.Count(texts[i]);
    direct.CountRule(doc, "Title", texts[i]);
    async.Count(texts[i]);
    async.CountRule(doc, "Title", texts[i]);
  }
  const WordCounts& counted = async.Wait();
  CHECK(counted.words.text == direct.words.text);
  CHECK(counted.vocabulary == direct.vocabulary);
  CHECK(counted.stems.text == direct.stems.text);
  CHECK(counted.stem_rules == direct.stem_rules);
  CHECK(VocabularyOf(counted, "attached") == 1333);
}

TEST_CASE("Word counts: a rule counted in one job equals its texts counted one by one", "[store]") {
  const std::vector<std::string> examples = {"Example: a unit attacks.", "Example: 2 buffs."};
  WordCounts direct;
  AsyncWordCounts async;
  for (int i = 0; i < 700; ++i) {
    const std::string doc = i % 3 ? "a" : "b";
    const std::string title = i % 5 ? "Buffs" : "";
    const std::string text = "Rule " + std::to_string(i % 41) + " buffs unit" +
                             std::to_string(i % 7) + (i % 2 ? " while attached" : " attacking");
    direct.Count(title);
    direct.Count(text);
    direct.CountRule(doc, title, text);
    for (const std::string& e : examples) direct.Count(e);
    async.CountAllOfRule(doc, title, text, examples);
  }
  const WordCounts& counted = async.Wait();
  CHECK(counted.words.text == direct.words.text);
  CHECK(counted.vocabulary == direct.vocabulary);
  CHECK(counted.stems.text == direct.stems.text);
  CHECK(counted.stem_rules == direct.stem_rules);
  CHECK(RulesUsing(counted, "a", "buff") > 0);
}

TEST_CASE("Word counts: a writer dropped before Wait stops its worker", "[store]") {
  for (int round = 0; round < 20; ++round) {
    AsyncWordCounts async;
    for (int i = 0; i < 600; ++i) async.Count("words to count " + std::to_string(i));
  }  // each destructor returns (the test would hang otherwise)
  SUCCEED("every worker stopped");
}

}  // namespace
}  // namespace arbiter::store
