// The name check (scenario/rule_names.h) on every game module's rule table against the document it
// cites, and on deliberately wrong names: a shifted table, Heal's label on Deal, a keyword rule
// labelled with its neighbour's words.
#include "scenario/rule_names.h"

#include <catch2/catch.hpp>

#include "corpus/rules_db.h"
#include "scenario/game_table.h"
#include "util/strings.h"

namespace arbiter::scenario {
namespace {

const std::string kRulesDb = std::string(ARBITER_SOURCE_DIR) + "/rules-db";

std::vector<corpus::Rule> RulesOf(const engine::DocumentRef& d) {
  auto docs = corpus::ListDocuments(kRulesDb);
  REQUIRE(docs.ok());
  std::string help;
  auto doc = corpus::ResolveDocument(*docs, d.game + "@" + d.version, &help);
  INFO(d.game << "@" << d.version << ": " << help);
  REQUIRE(doc.ok());
  auto imported = corpus::ImportDocument(kRulesDb, *doc);
  REQUIRE(imported.ok());
  return imported->rules;
}

std::string Render(const std::vector<NameFinding>& findings) {
  std::string out;
  for (const auto& f : findings) out += f.id + " \"" + f.name + "\": " + f.why + "\n";
  return out;
}

corpus::Rule MakeRule(std::string id, std::string title, std::string text) {
  corpus::Rule r;
  r.id = std::move(id);
  r.title = std::move(title);
  r.text = std::move(text);
  return r;
}

}  // namespace

TEST_CASE("every registered rule's name agrees with the document it cites", "[citations]") {
  for (const scenario::GameRow& game : scenario::Games()) {
    const engine::RuleTable& table = game.get().Rules();
    const auto findings = CheckRuleNames(table, RulesOf(table.document()));
    INFO(game.game << " (" << table.document().version << "), " << findings.size()
                   << " names disagree:\n"
                   << Render(findings));
    CHECK(findings.empty());
  }
}

TEST_CASE("the name check catches shifted and borrowed labels", "[citations]") {
  const engine::RuleTable& real = scenario::FindGame("riftbound")->Rules();
  const auto rules = RulesOf(real.document());
  SECTION("the whole table shifted by one row") {
    std::vector<engine::RuleRef> shifted = real.rules();
    for (size_t i = shifted.size() - 1; i > 0; --i) shifted[i].name = shifted[i - 1].name;
    const auto findings = CheckRuleNames(engine::RuleTable(real.document(), shifted), rules);
    INFO(findings.size() << " of " << shifted.size() << " caught");
    // Neighbouring rules share words (a keyword's rules all carry its name), so not every row
    // fails; most do.
    CHECK(findings.size() * 2 > shifted.size());
  }
  SECTION("one label moved to its neighbour") {
    // Each real row, with its name replaced by the next row's whose rule differs: one finding.
    int caught = 0, tried = 0;
    const auto& rows = real.rules();
    for (size_t i = 0; i + 1 < rows.size(); i += 7) {
      std::vector<engine::RuleRef> one = {rows[i]};
      one[0].name = rows[i + 1].name;
      ++tried;
      caught += CheckRuleNames(engine::RuleTable(real.document(), one), rules).size();
    }
    INFO(caught << " of " << tried);
    CHECK(caught * 3 > tried * 2);
  }
  SECTION("named cases from the audit") {
    std::vector<engine::RuleRef> wrong = {
        {"405", "Deal"},                                       // Heal, labelled Deal
        {"309.1", "Showdown: only Action or Reaction cards"},  // Closed State
    };
    const auto findings = CheckRuleNames(engine::RuleTable(real.document(), wrong), rules);
    INFO(Render(findings));
    CHECK(findings.size() == wrong.size());
  }
}

TEST_CASE("NameAgrees: heading, keyword or first words", "[citations]") {
  const corpus::Rule deflect = MakeRule("735", "Deflect", "");
  const corpus::Rule r =
      MakeRule("735.1", "", "Deflect is a Passive Ability keyword. It imposes an additional cost.");
  const corpus::Rule heal = MakeRule("405", "Heal", "");
  struct Row {
    const char* name;
    const corpus::Rule* rule;
    std::vector<const corpus::Rule*> ancestors;
    bool agrees;
  };
  const std::vector<Row> rows = {
      {"Deflect: Deflect is a Passive Ability keyword.", &r, {&deflect}, true},
      {"Deflect is a Passive...", &r, {&deflect}, true},
      {"Deflect: additional cost", &r, {&deflect}, true},   // words of the rule
      {"Deflect: additional costs", &r, {&deflect}, true},  // endings folded
      {"Deflect: Deathknell, and whether", &r, {&deflect}, false},
      {"Tank: Passive Ability keyword", &r, {&deflect}, false},  // another keyword
      {"Heal", &heal, {}, true},
      {"Deal", &heal, {}, false},
  };
  for (const Row& row : rows) {
    std::string why;
    INFO(row.name << " on " << row.rule->id);
    CHECK(NameAgrees(row.name, *row.rule, row.ancestors, &why) == row.agrees);
    if (!row.agrees) CHECK_FALSE(why.empty());
  }
}

}  // namespace arbiter::scenario
