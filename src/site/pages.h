// The pages of the exported site, each a function from the data it shows to HTML. The export
// (site/export.h) reads the data, calls these and writes the files.
#pragma once

#include <string>
#include <vector>

#include "site/site_map.h"
#include "store/records.h"

namespace arbiter::store {
class Store;
}

namespace arbiter::site {

// What is shown beside a rule of a game's current document.
struct Beside {
  std::vector<store::RulingRecord> rulings;  // rulings citing exactly this rule
  std::vector<store::ScenarioRecord> scenarios;
  std::vector<store::AnalogueRecord> analogues;
  std::vector<store::RefRecord> cited_by;
};

// index.html: every document with its game, kind, version, effective date, whether it is the
// default (or superseded by which), its rule count; links to scenarios and version pages.
std::string IndexPage(const SiteMap& map, const std::vector<std::string>& scenario_links,
                      const std::vector<std::string>& version_links);

// doc-<slug>/index.html: the document's chapters with their top-level rules.
// `extra` lists further pages of the document (glossary, rulings) as ready links.
std::string DocumentIndexPage(const SiteMap& map, const DocumentPages& doc,
                              const std::vector<std::string>& extra);

// One chapter page. `refs_from` and `beside` are per rule index (may be empty vectors).
std::string ChapterPage(const SiteMap& map, const DocumentPages& doc, const Chapter& chapter,
                        const std::vector<std::vector<store::RefRecord>>& refs_from,
                        const std::vector<Beside>& beside, const std::string& scenario_prefix);

// A rule's text as HTML, each cross-reference a link (to `href_of(to_id)`) or, when unresolved,
// marked with the class "unresolved".
std::string LinkedText(const SiteMap& map, const std::string& doc_key, const std::string& text,
                       const std::vector<store::RefRecord>& refs);

// doc-<slug>/glossary.html: the document's glossary, each term anchored ("g" + slug), each
// "See rule N" and its defining rule linked.
std::string GlossaryPage(const SiteMap& map, const DocumentPages& doc,
                         const std::vector<store::GlossaryRecord>& entries);
// The anchor of a glossary term.
std::string TermAnchor(const std::string& term);

// doc-<slug>/rulings.html: a rulings document's rulings, by card, each citation linked to the
// rule in its game's current document.
std::string RulingsPage(const SiteMap& map, const DocumentPages& doc,
                        const std::vector<store::RulingRecord>& rulings);

// search.html: the search box's page; search-index.js: the index it reads (every rule of every
// current document, glossary terms, scenarios).
std::string SearchPage();

// The scenario page's file name for a scenario path ("scenarios/riftbound/attach/x.json" ->
// "scenarios/riftbound-attach-x.html").
std::string ScenarioFile(const std::string& scenario_path);

}  // namespace arbiter::site
