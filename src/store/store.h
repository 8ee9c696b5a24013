// Reading a built database: typed queries for lookups, search, glossary, references, rulings,
// anomalies, analogues and scenarios. The database is opened read-only; one built by another
// schema version is refused with a request to rebuild.
#pragma once

#include <array>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "store/records.h"
#include "store/sqlite.h"
#include "util/status.h"

namespace arbiter::store {

// Which documents a query covers. By default: the document each game answers from on the store's
// date (Store::SetAsOf; the one in force then) plus rulings documents; `doc` picks one document;
// `all_versions` adds the other versions and secondary sources.
struct DocFilter {
  std::string game;  // "" for every game
  std::string doc;   // "" for the defaults (or all, with all_versions)
  bool all_versions = false;
};

// How search reads what the user typed.
enum class SearchMode {
  kAnyWord,   // a question: stop words dropped, any word may match, more of them ranks higher
  kAllWords,  // every word that is not a stop word must match (or one of its synonyms)
  kRaw,       // an FTS5 expression, as typed (phrases, AND, OR, NOT, NEAR, prefix*)
};

struct SearchQuery {
  std::string text;  // what the user typed
  SearchMode mode = SearchMode::kAnyWord;
  DocFilter filter;
  // "" for every kind: up to `limit` rules, then up to kOtherHits each of glossary entries,
  // rulings and scenarios, each kind ranked on its own. "rule", "glossary", "ruling" or
  // "scenario": up to `limit` of that kind only.
  std::string kind;
  int limit = 20;
  std::string open_mark = "[";  // around matched terms in snippets
  std::string close_mark = "]";
};

// Glossary entries, rulings and scenarios shown after the rules when no kind is asked for.
inline constexpr int kOtherHits = 3;

// What search did with the words it was given, for the reader to see.
struct SearchNotes {
  std::string match;                 // the FTS5 expression run
  std::vector<std::string> dropped;  // stop words not searched
  std::vector<std::string> common;   // words in most rules, not searched beside rarer ones
  std::vector<std::pair<std::string, std::string>> corrections;  // typed -> searched
  std::vector<std::pair<std::string, std::string>> synonyms;     // typed -> rules phrase
  std::vector<std::string> cards;  // cards named in the question, "game:Name"
  // The game whose hits come first when the filter names none: from a game named in the query
  // ("named"), the cards it names ("cards") or its words ("words"); "" when none stands out.
  std::string game;
  std::string game_reason;
};

struct SearchResult {
  std::vector<SearchHit> hits;  // rules first, then glossary, rulings, scenarios
  SearchNotes notes;
};

class Snippets;
class RowFacts;

class Store {
 public:
  // Opens the database at `path` read-only. Errors (all with "rebuild with `arbiter build`" in
  // the message; all exit 2): IoError when the file is missing, Corruption when it is not an
  // arbiter database or was built with another schema version.
  static Result<Store> OpenReadOnly(const std::string& path);
  // Takes an open connection (tests: the in-memory database a Writer finished); checks the
  // schema version the same way.
  static Result<Store> Adopt(Database db);

  Store(Store&& other) noexcept;
  Store& operator=(Store&& other) noexcept;
  ~Store();

  // The date the defaults are chosen for (YYYY-MM-DD; corpus::IsIsoDate must hold): each game
  // answers from the document in force then (corpus::DefaultsOn). Default: today (UTC). Every
  // query after this call uses it, including SQL that calls arbiter_default(key).
  void SetAsOf(const std::string& date);
  const std::string& as_of() const { return as_of_; }

  // Every document, in manifest order, with its rule count, effective window and its standing on
  // the store's date (is_default, in_force).
  Result<std::vector<DocumentRecord>> Documents();

  // Every row of `doc` with exactly this canonical id (two when the source prints it twice).
  Result<std::vector<RuleRecord>> LookupRule(const std::string& doc, const std::string& id);
  // The same rows without their examples (ancestors, labels, section titles need none).
  Result<std::vector<RuleRecord>> LookupRuleBrief(const std::string& doc, const std::string& id);
  // The first of those rows (in document order) as far as a heading needs it: id, title, parent
  // and section only. False when `doc` has no rule `id`.
  Result<bool> RuleHeading(const std::string& doc, const std::string& id, RuleRecord* out);
  // Rules whose parent is `id`, in document order, without their examples.
  Result<std::vector<RuleRecord>> Children(const std::string& doc, const std::string& id);
  // Every rule under `id` in `doc` (children, theirs, ...), with examples, in document order.
  Result<std::vector<RuleRecord>> Descendants(const std::string& doc, const std::string& id);
  // Every rule of `doc` in document order, with its examples (`run --quote`).
  Result<std::vector<RuleRecord>> DocumentRules(const std::string& doc);
  // Every id of `doc`, in document order (for "did you mean").
  Result<std::vector<std::string>> RuleIds(const std::string& doc);

  Result<std::vector<RefRecord>> RefsFrom(const std::string& doc, const std::string& id);
  Result<std::vector<RefRecord>> RefsTo(const std::string& doc, const std::string& id);

  // Ranked hits over rules, glossary, rulings and scenarios (store/search.cc: the question's
  // words, their synonyms and corrected spellings, the cards it names, ranked by store/rank.h;
  // with kRaw, FTS5's bm25). Rules first; within a kind the inferred game first, then the current
  // documents, then by score. An FTS5 syntax error (kRaw) is InvalidArgument naming the query.
  // No words to search is an empty result, not an error.
  Result<SearchResult> Search(const SearchQuery& query);

  // Glossary entries whose term equals `term`, ignoring case.
  Result<std::vector<GlossaryRecord>> Define(const std::string& term, const DocFilter& filter);
  // Every glossary term the filter covers (for "did you mean").
  Result<std::vector<std::string>> GlossaryTerms(const DocFilter& filter);

  // Rulings citing `id` or a rule under it (501.5 finds rulings citing 501.5a, never 501.50).
  // `game` "" means every game.
  Result<std::vector<RulingRecord>> RulingsForRule(const std::string& game, const std::string& id);
  // Rulings whose citation of `id` or a rule under it resolved in document `doc` (a ruling cites
  // the release in force on its date): the rulings to show beside that document's rule.
  Result<std::vector<RulingRecord>> RulingsCitingIn(const std::string& doc, const std::string& id);
  // Rulings about a card, name ignoring case.
  Result<std::vector<RulingRecord>> RulingsForCard(const std::string& card);
  Result<std::vector<std::string>> CardNames();

  // The changes from `from_doc` to `to_doc` when the build computed them (the two are
  // consecutive versions of one family), in the newer document's order; empty otherwise.
  Result<std::vector<RuleChangeRecord>> RuleChanges(const std::string& from_doc,
                                                    const std::string& to_doc);
  // The hash of what the stored changes from `from_doc` to `to_doc` were computed from
  // (release_diffs); "" when none is stored.
  Result<std::string> ReleaseDiffInputs(const std::string& from_doc, const std::string& to_doc);
  // Every ruling of `doc` in row order, as its id and its citations ({game, rule id, target
  // document}) in the order the build wrote them: what a build reuses of the previous database
  // (build/diff_cache.h).
  using RulingCites = std::pair<std::string, std::vector<std::array<std::string, 3>>>;
  Result<std::vector<RulingCites>> RulingCitesOf(const std::string& doc);
  // The stored changes that name rule `id` of `doc`, on either side (the step into `doc` and the
  // step out of it).
  Result<std::vector<RuleChangeRecord>> ChangesNaming(const std::string& doc,
                                                      const std::string& id);

  // The cards of the card databases (card_db): every name of `game` ("" for all games), and the
  // cards of one name (one per game that has it).
  Result<std::vector<std::pair<std::string, std::string>>> CardDbNames(const std::string& game);
  Result<std::vector<CardEntryRecord>> CardEntries(const std::string& game,
                                                   const std::string& name);
  // Rules of `doc` whose title, or whole text, is `name` ignoring ASCII case, the ligatures a PDF
  // prints ("Deﬂect") counting as their letters; document order, without examples.
  Result<std::vector<RuleRecord>> RulesNamed(const std::string& doc, const std::string& name);
  // Scenarios whose setup names the card (by corpus::CardKey), sorted by path.
  Result<std::vector<ScenarioRecord>> ScenariosUsingCard(const std::string& game,
                                                         const std::string& name);
  // Rulings of `game` whose text names the card (an FAQ question about it), by card key words.
  Result<std::vector<RulingRecord>> RulingsMentioning(const std::string& game,
                                                      const std::string& name);

  // Every anomaly: errors first, then by file and line.
  Result<std::vector<AnomalyRecord>> Anomalies();

  // Analogues touching (game, id), oriented so that record.game/id is this side.
  Result<std::vector<AnalogueRecord>> AnaloguesFor(const std::string& game, const std::string& id);
  // Scenarios played under document `doc` (their pinned version) whose expected citations
  // include `id`: a scenario pinned to riftbound@1.2 is never shown beside riftbound@1.4's rule of
  // the same number.
  Result<std::vector<ScenarioRecord>> ScenariosCiting(const std::string& doc,
                                                      const std::string& id);

 private:
  explicit Store(Database db);
  // Reads the documents into documents_ (once per date) without copying them out: what the
  // store's own queries use instead of Documents().
  Status LoadDocuments();
  // Registers arbiter_default(key) on the connection: 1 when `key` is in *default_keys_.
  Status RegisterDefaultFunction();
  // A prepared statement for `sql`, prepared once per Store and reset for reuse: a lookup runs
  // the same few queries many times (ancestors, examples), and preparing is most of its cost.
  Result<Statement*> Cached(const std::string& sql);
  Result<std::vector<RuleRecord>> Rules(const std::string& sql, const std::string& a,
                                        const std::string& b, bool with_examples,
                                        const std::string& c = "");
  // Reads ruling rows (columns kRulingColumns) with their cites; `keep` (may be empty) skips rows.
  Result<std::vector<RulingRecord>> Rulings(Statement* st,
                                            const std::function<bool(const Statement&)>& keep);
  // A document's index in manifest order (for ordering), or INT_MAX when unknown.
  int DocumentPosition(const std::string& key);
  // Search's steps (store/search.cc).
  struct Plan;
  Status PlanQuestion(const SearchQuery& query, Plan* plan, SearchNotes* notes);
  Result<std::vector<SearchHit>> RankKind(const SearchQuery& query, const Plan& plan, size_t table,
                                          int limit);
  Status AddSnippet(const SearchQuery& query, const Plan& plan, size_t table, int64_t fts_rowid,
                    SearchHit* hit);
  // The row facts (store/row_facts.h) of search table `table`, read once.
  Result<const RowFacts*> Facts(size_t table);
  bool rank_registered_ = false;
  Database db_;
  // FTS5's tokenizer for snippets (store/snippet.h), opened by the first search that needs it;
  // declared after db_ so that it goes first.
  std::unique_ptr<Snippets> snippets_;
  std::vector<std::unique_ptr<RowFacts>> facts_;  // per search table
  std::map<std::string, std::unique_ptr<Statement>> cache_;
  std::vector<DocumentRecord> documents_;  // Documents(), read once per date
  bool documents_loaded_ = false;
  std::string as_of_;
  // The keys of the documents the games answer from on as_of_ (read by arbiter_default; held by
  // pointer so its address survives moving the Store).
  std::unique_ptr<std::vector<std::string>> default_keys_;
};

// The help line every "database unusable" message carries.
inline constexpr const char* kRebuildHelp = "rebuild with `arbiter build`";

}  // namespace arbiter::store
