// Scenario pages: the question, the ruling, and the trace with every rule id a link to the rule
// in the document the scenario's game module pins (its text on hover), the checks, and where the
// run stopped.
#pragma once

#include <string>

#include "engine/rules.h"
#include "scenario/runner.h"
#include "scenario/scenario.h"
#include "site/site_map.h"

namespace arbiter::site {

// The key of the document `doc` (game and version) in the site, "" when the site lacks it.
std::string DocumentFor(const SiteMap& map, const engine::DocumentRef& doc);

// The body of a scenario's page: question, trace, ruling, checks (also a ruling packet's item).
std::string ScenarioBody(const SiteMap& map, const scenario::Scenario& sc,
                         const scenario::RunResult& r, const engine::RuleTable& rules);

// The page of one scenario (written at ScenarioFile(sc.path)).
std::string ScenarioPage(const SiteMap& map, const scenario::Scenario& sc,
                         const scenario::RunResult& r, const engine::RuleTable& rules);

// A rule id as a link into the site (with its text as the hover title), or plain when the
// document lacks it.
std::string RuleLink(const SiteMap& map, const std::string& doc_key, const std::string& id);

}  // namespace arbiter::site
