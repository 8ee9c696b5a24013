// Reading a built database: typed queries for lookups, search, glossary, references, rulings,
// anomalies, analogues and scenarios. The database is opened read-only; one built by another
// schema version is refused with a request to rebuild.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "store/records.h"
#include "store/sqlite.h"
#include "util/status.h"

namespace arbiter::store {

// Which documents a query covers. By default: the current (default) document of each game plus
// rulings documents; `doc` picks one document; `all_versions` adds older versions and secondary
// sources.
struct DocFilter {
  std::string game;  // "" for every game
  std::string doc;   // "" for the defaults (or all, with all_versions)
  bool all_versions = false;
};

struct SearchQuery {
  std::string match;  // an FTS5 expression: QuoteFtsQuery(user text), or raw with --raw
  DocFilter filter;
  int limit = 20;
  std::string open_mark = "[";  // around matched terms in snippets
  std::string close_mark = "]";
};

class Store {
 public:
  // Opens the database at `path` read-only. Errors (all with "rebuild with `arbiter build`" in
  // the message; all exit 2): IoError when the file is missing, Corruption when it is not an
  // arbiter database or was built with another schema version.
  static Result<Store> OpenReadOnly(const std::string& path);
  // Takes an open connection (tests: the in-memory database a Writer finished); checks the
  // schema version the same way.
  static Result<Store> Adopt(Database db);

  // Every document, in manifest order, with its rule count.
  Result<std::vector<DocumentRecord>> Documents();

  // Every row of `doc` with exactly this canonical id (two when the source prints it twice).
  Result<std::vector<RuleRecord>> LookupRule(const std::string& doc, const std::string& id);
  // The same rows without their examples (ancestors, labels, section titles need none).
  Result<std::vector<RuleRecord>> LookupRuleBrief(const std::string& doc, const std::string& id);
  // Rules whose parent is `id`, in document order, without their examples.
  Result<std::vector<RuleRecord>> Children(const std::string& doc, const std::string& id);
  // Every rule of `doc` in document order, with its examples (`run --quote`).
  Result<std::vector<RuleRecord>> DocumentRules(const std::string& doc);
  // Every id of `doc`, in document order (for "did you mean").
  Result<std::vector<std::string>> RuleIds(const std::string& doc);

  Result<std::vector<RefRecord>> RefsFrom(const std::string& doc, const std::string& id);
  Result<std::vector<RefRecord>> RefsTo(const std::string& doc, const std::string& id);

  // Ranked hits (BM25, best first) over rules, glossary, rulings and scenarios. An FTS5 syntax
  // error in `match` is InvalidArgument naming the query.
  Result<std::vector<SearchHit>> Search(const SearchQuery& query);

  // Glossary entries whose term equals `term`, ignoring case.
  Result<std::vector<GlossaryRecord>> Define(const std::string& term, const DocFilter& filter);
  // Every glossary term the filter covers (for "did you mean").
  Result<std::vector<std::string>> GlossaryTerms(const DocFilter& filter);

  // Rulings citing `id` or a rule under it (501.5 finds rulings citing 501.5a, never 501.50).
  // `game` "" means every game.
  Result<std::vector<RulingRecord>> RulingsForRule(const std::string& game, const std::string& id);
  // Rulings about a card, name ignoring case.
  Result<std::vector<RulingRecord>> RulingsForCard(const std::string& card);
  Result<std::vector<std::string>> CardNames();

  // Every anomaly: errors first, then by file and line.
  Result<std::vector<AnomalyRecord>> Anomalies();

  // Analogues touching (game, id), oriented so that record.game/id is this side.
  Result<std::vector<AnalogueRecord>> AnaloguesFor(const std::string& game, const std::string& id);
  // Scenarios whose expected citations include (game, id).
  Result<std::vector<ScenarioRecord>> ScenariosCiting(const std::string& game,
                                                      const std::string& id);

 private:
  explicit Store(Database db) : db_(std::move(db)) {}
  // A prepared statement for `sql`, prepared once per Store and reset for reuse: a lookup runs
  // the same few queries many times (ancestors, examples), and preparing is most of its cost.
  Result<Statement*> Cached(const std::string& sql);
  Result<std::vector<RuleRecord>> Rules(const std::string& sql, const std::string& a,
                                        const std::string& b, bool with_examples);
  // Reads ruling rows (columns kRulingColumns) with their cites; `keep` (may be empty) skips rows.
  Result<std::vector<RulingRecord>> Rulings(Statement* st,
                                            const std::function<bool(const Statement&)>& keep);
  // A document's index in manifest order (for ordering), or INT_MAX when unknown.
  int DocumentPosition(const std::string& key);
  Database db_;
  std::map<std::string, std::unique_ptr<Statement>> cache_;
  std::vector<DocumentRecord> documents_;  // Documents(), read once
  bool documents_loaded_ = false;
};

// The help line every "database unusable" message carries.
inline constexpr const char* kRebuildHelp = "rebuild with `arbiter build`";

}  // namespace arbiter::store
