// Rendering the answers of the lookup commands (rule, search, define, refs, rulings, check,
// documents) as plain text for a terminal and as versioned JSON. Plain data in, a string out;
// the JSON shapes are documented in docs/json.md, each with a "schema" field such as
// "arbiter.rule/1".
#pragma once

#include <string>
#include <vector>

#include "store/lookup.h"
#include "store/records.h"

namespace arbiter::render {

// Text renderers take `color`: ANSI bold for headings and highlighted matches, only when true.
// Snippets arrive with matches between kMarkOpen and kMarkClose.
inline constexpr const char* kMarkOpen = "\x02";
inline constexpr const char* kMarkClose = "\x03";

using Docs = std::vector<store::DocumentRecord>;

std::string RuleText(const std::vector<store::RuleView>& views, bool color);
// `rule --full`: each rule with every rule under it quoted whole (RuleView::descendants), indented
// by depth and wrapped at `width` columns (0: not wrapped).
std::string RuleFullText(const std::vector<store::RuleView>& views, bool color, int width);
std::string RuleJson(const std::string& query, const std::vector<store::RuleView>& views);

// `exact` holds rules whose id the query itself named (shown first), `result` the ranked hits
// (rules, then glossary, rulings and scenarios, each under its heading) and what search did
// with the words (corrections, the game ranked first, cards), shown above them.
std::string SearchText(const std::vector<store::RuleView>& exact, const store::SearchResult& result,
                       const Docs& docs, bool color);
std::string SearchJson(const std::string& query, const std::string& mode,
                       const std::vector<store::RuleView>& exact, const store::SearchResult& result,
                       const Docs& docs);
// The lines above the hits: "searched for X instead of Y", "riftbound first: ...".
std::vector<std::string> SearchNoteLines(const store::SearchNotes& notes);

std::string DefineText(const std::vector<store::GlossaryRecord>& entries, const Docs& docs,
                       bool color);
std::string DefineJson(const std::string& term, const std::vector<store::GlossaryRecord>& entries,
                       const Docs& docs, const std::vector<store::RuleView>& rules = {});

std::string RefsText(const std::vector<store::RuleView>& views, bool color);
std::string RefsJson(const std::string& query, const std::vector<store::RuleView>& views);

std::string RulingsText(const std::vector<store::RulingRecord>& rulings, const Docs& docs,
                        bool color);
std::string RulingsJson(const std::string& query, const std::vector<store::RulingRecord>& rulings,
                        const Docs& docs);

// `check`: anomalies as "file:line: severity: message [code]", a summary line last.
std::string CheckText(const std::vector<store::AnomalyRecord>& anomalies, bool color);
std::string CheckJson(const std::vector<store::AnomalyRecord>& anomalies);

// The documents of the corpus (used by `build` and `import` to report what they did).
std::string DocumentsText(const Docs& docs, bool color);
std::string DocumentsJson(const Docs& docs);

// "Riftbound Core Rules 1.2 (effective 2025-12-12)"
std::string DocumentLabel(const store::DocumentRecord& d);

// How an answer cites a rule: "riftbound:718.5.b" when `d` answers for its game on the date asked
// and is still in force today, else with its key, "riftbound@1.2:718.5.b".
std::string CiteOf(const store::DocumentRecord& d, const std::string& id);

// What a reader must know about the document's standing on the date the answer is for (d.as_of)
// and today, "" when it is simply in force: "superseded by riftbound@1.3 on 2026-03-30", "in
// force on 2026-05-01; superseded by riftbound@1.4 on 2026-07-24", "not yet in force on
// 2026-07-20 (from 2026-07-24)", or, when the release in force then is not held, "superseded by
// CR 2025-04-04 (not held) on 2025-04-04: the rules in force on 2025-06-01 are not held; this is
// the newest earlier release".
std::string StandingNote(const store::DocumentRecord& d);

}  // namespace arbiter::render
