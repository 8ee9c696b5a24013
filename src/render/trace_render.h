// Rendering a scenario run: the trace as text (for a terminal), versioned JSON (schema
// "arbiter.trace/2") and Markdown (for a ruling reference); a derivation for `arbiter why`.
#pragma once

#include <string>

#include "engine/derivation.h"
#include "engine/rules.h"
#include "render/rule_text.h"
#include "scenario/runner.h"
#include "scenario/scenario.h"

namespace arbiter::render {

inline constexpr const char* kTraceSchema = "arbiter.trace/2";

struct TraceOptions {
  const RuleTexts* quote = nullptr;  // non-null: print each cited rule's text
};

// The document a trace follows, as a heading: a numbered release "Riftbound Core Rules v1.2
// (2025-12-01)", a dated one "Magic: The Gathering Comprehensive Rules 2026-08-07", a named one
// "Dimensional Rift: Effects (effects page)".
std::string DocumentHeading(const engine::DocumentRef& d);

// A step's action in words: "attach sword to jinx".
std::string DescribeAction(const engine::Action& a);

std::string TraceText(const scenario::Scenario& sc, const scenario::RunResult& r,
                      const engine::RuleTable& rules, const TraceOptions& opt = {});
std::string TraceJson(const scenario::Scenario& sc, const scenario::RunResult& r,
                      const engine::RuleTable& rules, const TraceOptions& opt = {});
std::string TraceMarkdown(const scenario::Scenario& sc, const scenario::RunResult& r,
                          const engine::RuleTable& rules, const TraceOptions& opt = {});

// "jinx.might = 5" and its terms, one per line, with rules and sources.
std::string DerivationText(const std::string& object, const engine::Derivation& d,
                           const engine::GameState& s, const engine::RuleTable& rules);
std::string DerivationJson(const std::string& object, const engine::Derivation& d,
                           const engine::GameState& s);

}  // namespace arbiter::render
