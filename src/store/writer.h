// Writing a database: the schema, then documents and everything derived from them, in one
// transaction. The builder (build/build_database.h) decides what to write; the writer only
// writes it. Publishing the file (temporary file + rename) is the builder's job.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "corpus/model.h"
#include "corpus/windows.h"
#include "store/records.h"
#include "store/sqlite.h"
#include "util/status.h"

namespace arbiter::store {

// A reference as the builder resolved it.
struct RefInput {
  int64_t from_rule = 0;  // rowid returned by AddRule
  std::string doc;
  std::string from_id;
  std::string to_id;
  std::string written;
  bool resolved = false;
};

// A ruling's citation as the builder resolved it.
struct CiteInput {
  std::string game;
  std::string rule_id;
  std::string target_doc;  // "" when unresolved
};

class Writer {
 public:
  // Creates the schema in a new database at `path` (":memory:" for tests). The file must not
  // already hold tables. Fails with the phase and statement that failed. `previous`, when it
  // names an existing file, is the database this build replaces, attached read-only for
  // CopyRuleChanges (a previous database that cannot be attached is simply not used).
  static Result<std::unique_ptr<Writer>> Create(const std::string& path,
                                                const std::string& previous = "");
  ~Writer();

  // `window` is the document's effective window (corpus::EffectiveWindows); `is_default` says it
  // is in force on the build date (kept for `--version`; queries choose by date).
  Status AddDocument(const corpus::Document& doc, const corpus::Window& window, bool is_default,
                     bool is_local, int position);
  // Returns the rule's rowid. `seq` is its position in the document.
  Result<int64_t> AddRule(const std::string& doc, const corpus::Rule& rule, int seq);
  Status AddRef(const RefInput& ref);
  Status AddGlossary(const std::string& doc, const corpus::GlossaryEntry& entry);
  Status AddRuling(const std::string& doc, const corpus::Ruling& ruling,
                   const std::vector<CiteInput>& cites);
  Status AddAnomaly(const AnomalyRecord& anomaly);
  Status AddAnalogue(const AnalogueRecord& analogue);
  // `cites` holds (game, canonical id, as written) triples.
  Status AddScenario(const ScenarioRecord& scenario,
                     const std::vector<std::array<std::string, 3>>& cites);
  // A change between consecutive releases (schema.sql rule_changes), with its ids indexed.
  Status AddRuleChange(const RuleChangeRecord& change);
  // Copies the changes from `from_doc` to `to_doc`, with their ids, from the previous database
  // (Create's `previous`) as they are stored there, and returns how many; -1 when they cannot be
  // copied as stored (no previous database attached, or its rows for the pair are not one run of
  // rowids), and the caller adds them with AddRuleChange instead. The same rows as AddRuleChange
  // would add, without reading them out and binding them again.
  Result<int> CopyRuleChanges(const std::string& from_doc, const std::string& to_doc);
  // What the changes from `from_doc` to `to_doc` were computed from, as a hash (release_diffs);
  // "" adds nothing.
  Status AddReleaseDiff(const std::string& from_doc, const std::string& to_doc,
                        const std::string& inputs);
  // A ruling a later release or rule replaced (schema.sql ruling_status).
  Status AddRulingStatus(const RulingStatusRecord& status);
  // A card of a game's card database (card_db) and a card a scenario's setup names.
  Status AddCardEntry(const CardEntryRecord& card);
  Status AddScenarioCard(const std::string& path, const std::string& game, const std::string& card);
  // Search aids (see schema.sql): a player's word for a rules word, and a card by name.
  Status AddSynonym(const SynonymRecord& synonym);
  Status AddCard(const CardRecord& card);

  // Writes what needs every row first: the rules' full-text rows (each with its ancestors'
  // titles and the glossary terms pointing at it), the cards' glossary terms and the vocabulary.
  // Then commits, stamps the schema version and application id, optimizes the full-text indexes
  // and hands back the connection (tests query it in memory; the builder closes it before
  // renaming).
  Result<Database> Finish();

 private:
  struct Statements;
  struct Pending;
  explicit Writer(Database db);
  // Works out every rule's full-text row (its ancestors' titles, the glossary's terms for it,
  // the terms its text defines), for IndexRules. Reads only what Finish began with.
  void PrepareRuleRows();
  // Writes the vocabulary and rules_fts into a database file of its own (rules_fts_path_) on a
  // worker thread, optimizes rules_fts and counts its terms' rows (fts_terms), for Finish to copy
  // in.
  Status IndexRulesApart();
  // The cards to write and their glossary terms (on a worker from the start of Finish), then
  // their rows (on the writer's thread).
  struct CardRow;
  std::vector<CardRow> PrepareCardRows();
  Status IndexCards();
  Status WriteVocabulary(Database* db);
  // After the optimize: fts_terms (the rows of each full-text table that hold each term) and
  // fts_rows (each row's document, heading flag and column sizes, store/row_facts.h).
  Status WriteSearchCounts();
  Database db_;
  std::unique_ptr<Transaction> tx_;
  std::unique_ptr<Statements> st_;
  std::unique_ptr<Pending> pending_;
  // Prepared on the first AddRuleChange, AddCardEntry and AddScenarioCard (writer_changes.cc).
  std::unique_ptr<Statement> change_st_, change_id_st_, card_st_, scenario_card_st_;
  bool previous_attached_ = false;   // Create's `previous` is attached as "previous"
  std::string rules_fts_path_;       // IndexRulesApart's database
  bool rules_fts_attached_ = false;  // rules_fts_path_ is attached as "rules_fts_built"
};

}  // namespace arbiter::store
