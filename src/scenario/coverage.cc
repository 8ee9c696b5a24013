#include "scenario/coverage.h"

#include <algorithm>
#include <map>

#include "corpus/rules_db.h"
#include "corpus/windows.h"
#include "scenario/game_table.h"
#include "scenario/loader.h"
#include "scenario/runner.h"

namespace arbiter::scenario {

CoverageReport ComputeCoverage(const std::string& game, const std::vector<std::string>& files,
                               const std::string& rules_db_dir) {
  CoverageReport rep;
  rep.game = game;
  const auto* module = FindGame(game);
  if (!module) return rep;
  // The release the module cites, and whether it is the one in force today.
  if (auto docs = corpus::ListDocuments(rules_db_dir); docs.ok()) {
    const auto& pin = module->Rules().document();
    const auto windows = corpus::EffectiveWindows(*docs);
    const auto defaults = corpus::DefaultsOn(*docs, windows, corpus::TodayIso());
    for (size_t i = 0; i < docs->size(); ++i) {
      const corpus::Document& d = (*docs)[i];
      if (d.game != pin.game || d.version != pin.version || d.role != "primary") continue;
      rep.document = d.key;
      rep.title = d.title + " " + d.version;
      rep.effective = windows[i].from;
      rep.until = windows[i].until;
      rep.superseded_by = windows[i].superseded_by;
      rep.in_force = defaults[i];
      if (auto im = corpus::ImportDocument(rules_db_dir, d); im.ok())
        rep.document_rules = static_cast<int>(im->rules.size());
    }
  }
  std::map<std::string, std::vector<std::string>> cited_by;
  for (const auto& f : files) {
    Diagnostics diags;
    auto sc = LoadScenario(f, rules_db_dir, &diags);
    if (!sc) {
      ++rep.malformed;
      continue;
    }
    if (sc->game != game) continue;
    auto r = RunScenario(*sc);
    if (!r.passed) {
      ++rep.failed;
      continue;
    }
    ++rep.passed;
    for (const auto& id : r.trace.CitedRules()) cited_by[id].push_back(f);
  }
  for (const auto& rule : module->Rules().rules()) {
    RuleCoverage c;
    c.id = rule.id;
    c.name = rule.name;
    auto it = cited_by.find(rule.id);
    if (it != cited_by.end()) {
      c.status = "exercised";
      c.scenarios = it->second;
    } else if (rule.kind == engine::RuleKind::kExecutable) {
      c.status = "not-exercised";
      c.why = "executable, but no passing scenario cites it";
    } else {
      c.status = rule.kind == engine::RuleKind::kDefinition ? "definition" : "not-executable";
      c.why = rule.why;
    }
    // Duplicate ids in the document (744.5 twice) appear once.
    bool dup = std::any_of(rep.rules.begin(), rep.rules.end(),
                           [&](const RuleCoverage& x) { return x.id == c.id; });
    if (!dup) rep.rules.push_back(c);
  }
  return rep;
}

}  // namespace arbiter::scenario
