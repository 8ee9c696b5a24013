#include "store/writer.h"

#include <iterator>

#include "corpus/rule_id.h"
#include "store/schema.h"
#include "util/strings.h"

namespace arbiter::store {

struct Writer::Statements {
  Statement document, rule, rule_fts, example, ref, glossary, glossary_fts, ruling, ruling_fts,
      cite, anomaly, analogue, scenario, scenario_fts, scenario_cite;
};

Result<std::unique_ptr<Writer>> Writer::Create(const std::string& path) {
  auto db = Database::Open(path, Database::Mode::kReadWriteCreate);
  if (!db.ok()) return db.status();
  // The file is a fresh temporary one: no journal, no fsync until it is complete and renamed.
  Status s = db->Exec("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; PRAGMA page_size=4096;",
                      "configure");
  if (!s.ok()) return s;
  s = db->Exec(SchemaSql(), "create schema");
  if (!s.ok()) return s;
  std::unique_ptr<Writer> w(new Writer(std::move(*db)));
  w->tx_ = std::make_unique<Transaction>(&w->db_);
  if (!w->tx_->status().ok()) return w->tx_->status();

  w->st_ = std::make_unique<Statements>();
  const char* sqls[] = {
      "INSERT INTO documents(key, game, title, version, effective, format, source, provenance, "
      "role, checks, is_default, is_local, position) VALUES (?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,"
      "?12,?13)",
      "INSERT INTO rules(doc, id, seq, sort_key, parent, section, title, text, source, date, line) "
      "VALUES (?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11)",
      "INSERT INTO rules_fts(rowid, title, text, examples, doc) VALUES (?1,?2,?3,?4,?5)",
      "INSERT INTO examples(rule, n, text) VALUES (?1,?2,?3)",
      "INSERT INTO refs(from_rule, doc, from_id, to_id, written, resolved) VALUES (?1,?2,?3,?4,?5,"
      "?6)",
      "INSERT INTO glossary(doc, term, term_key, definition, rule_id, line) VALUES (?1,?2,?3,?4,?5,"
      "?6)",
      "INSERT INTO glossary_fts(rowid, term, definition, doc) VALUES (?1,?2,?3,?4)",
      "INSERT INTO rulings(doc, id, card, card_key, text, source, date, line) VALUES (?1,?2,?3,?4,"
      "?5,?6,?7,?8)",
      "INSERT INTO rulings_fts(rowid, card, text, doc) VALUES (?1,?2,?3,?4)",
      "INSERT INTO ruling_cites(ruling, game, rule_id, target_doc) VALUES (?1,?2,?3,?4)",
      "INSERT INTO anomalies(doc, file, line, severity, code, message) VALUES (?1,?2,?3,?4,?5,?6)",
      "INSERT INTO analogues(a_game, a_id, b_game, b_id, rationale) VALUES (?1,?2,?3,?4,?5)",
      "INSERT INTO scenarios(path, game, version, title, question, ruling) VALUES (?1,?2,?3,?4,?5,"
      "?6)",
      "INSERT INTO scenarios_fts(rowid, title, question, ruling, game) VALUES (?1,?2,?3,?4,?5)",
      "INSERT INTO scenario_citations(scenario, game, rule_id, written) VALUES (?1,?2,?3,?4)",
  };
  Statement* targets[] = {&w->st_->document,     &w->st_->rule,         &w->st_->rule_fts,
                          &w->st_->example,      &w->st_->ref,          &w->st_->glossary,
                          &w->st_->glossary_fts, &w->st_->ruling,       &w->st_->ruling_fts,
                          &w->st_->cite,         &w->st_->anomaly,      &w->st_->analogue,
                          &w->st_->scenario,     &w->st_->scenario_fts, &w->st_->scenario_cite};
  static_assert(std::size(sqls) == std::size(targets));
  for (size_t i = 0; i < std::size(sqls); ++i) {
    auto st = w->db_.Prepare(sqls[i]);
    if (!st.ok()) return st.status();
    *targets[i] = std::move(*st);
  }
  return w;
}

Writer::Writer(Database db) : db_(std::move(db)) {}

Writer::~Writer() {
  st_.reset();  // finalize statements before the transaction rolls back and the db closes
  tx_.reset();
}

Status Writer::AddDocument(const corpus::Document& d, bool is_default, bool is_local,
                           int position) {
  Statement& st = st_->document;
  st.Bind(1, d.key).Bind(2, d.game).Bind(3, d.title).Bind(4, d.version).Bind(5, d.effective);
  st.Bind(6, d.format).Bind(7, d.source).Bind(8, d.provenance).Bind(9, d.role).Bind(10, d.checks);
  st.Bind(11, is_default ? 1 : 0).Bind(12, is_local ? 1 : 0).Bind(13, position);
  return st.Run().WithContext("add document " + d.key);
}

Result<int64_t> Writer::AddRule(const std::string& doc, const corpus::Rule& r, int seq) {
  Statement& st = st_->rule;
  st.Bind(1, doc).Bind(2, r.id).Bind(3, seq).Bind(4, corpus::SortKey(r.id)).Bind(5, r.parent);
  st.Bind(6, r.section).Bind(7, r.title).Bind(8, r.text).Bind(9, r.source).Bind(10, r.date);
  st.Bind(11, r.line);
  Status s = st.Run();
  if (!s.ok()) return s.WithContext("add rule " + doc + ":" + r.id);
  int64_t rowid = db_.LastInsertRowid();
  Statement& fts = st_->rule_fts;
  fts.Bind(1, rowid).Bind(2, r.title).Bind(3, r.text).Bind(4, Join(r.examples, "\n")).Bind(5, doc);
  s = fts.Run();
  if (!s.ok()) return s.WithContext("index rule " + doc + ":" + r.id);
  for (size_t n = 0; n < r.examples.size(); ++n) {
    Statement& ex = st_->example;
    ex.Bind(1, rowid).Bind(2, static_cast<int64_t>(n)).Bind(3, r.examples[n]);
    s = ex.Run();
    if (!s.ok()) return s.WithContext("add example of " + doc + ":" + r.id);
  }
  return rowid;
}

Status Writer::AddRef(const RefInput& r) {
  Statement& st = st_->ref;
  st.Bind(1, r.from_rule).Bind(2, r.doc).Bind(3, r.from_id).Bind(4, r.to_id).Bind(5, r.written);
  st.Bind(6, r.resolved ? 1 : 0);
  return st.Run().WithContext("add reference " + r.doc + ":" + r.from_id + " -> " + r.to_id);
}

Status Writer::AddGlossary(const std::string& doc, const corpus::GlossaryEntry& e) {
  Statement& st = st_->glossary;
  st.Bind(1, doc).Bind(2, e.term).Bind(3, ToLowerAscii(e.term)).Bind(4, e.definition);
  st.Bind(5, e.rule_id).Bind(6, e.line);
  Status s = st.Run();
  if (!s.ok()) return s.WithContext("add glossary entry " + e.term);
  Statement& fts = st_->glossary_fts;
  fts.Bind(1, db_.LastInsertRowid()).Bind(2, e.term).Bind(3, e.definition).Bind(4, doc);
  return fts.Run().WithContext("index glossary entry " + e.term);
}

Status Writer::AddRuling(const std::string& doc, const corpus::Ruling& r,
                         const std::vector<CiteInput>& cites) {
  Statement& st = st_->ruling;
  st.Bind(1, doc).Bind(2, r.id).Bind(3, r.card).Bind(4, ToLowerAscii(r.card)).Bind(5, r.text);
  st.Bind(6, r.source).Bind(7, r.date).Bind(8, r.line);
  Status s = st.Run();
  if (!s.ok()) return s.WithContext("add ruling " + doc + ":" + r.id);
  int64_t rowid = db_.LastInsertRowid();
  Statement& fts = st_->ruling_fts;
  fts.Bind(1, rowid).Bind(2, r.card).Bind(3, r.text).Bind(4, doc);
  s = fts.Run();
  if (!s.ok()) return s.WithContext("index ruling " + doc + ":" + r.id);
  for (const auto& c : cites) {
    Statement& cs = st_->cite;
    cs.Bind(1, rowid).Bind(2, c.game).Bind(3, c.rule_id).Bind(4, c.target_doc);
    s = cs.Run();
    if (!s.ok()) return s.WithContext("add citation of ruling " + doc + ":" + r.id);
  }
  return Status::Ok();
}

Status Writer::AddAnomaly(const AnomalyRecord& a) {
  Statement& st = st_->anomaly;
  st.Bind(1, a.doc).Bind(2, a.file).Bind(3, a.line).Bind(4, a.severity).Bind(5, a.code);
  st.Bind(6, a.message);
  return st.Run().WithContext("add anomaly");
}

Status Writer::AddAnalogue(const AnalogueRecord& a) {
  Statement& st = st_->analogue;
  st.Bind(1, a.game).Bind(2, a.id).Bind(3, a.other_game).Bind(4, a.other_id).Bind(5, a.rationale);
  return st.Run().WithContext("add analogue");
}

Status Writer::AddScenario(const ScenarioRecord& sc,
                           const std::vector<std::array<std::string, 3>>& cites) {
  Statement& st = st_->scenario;
  st.Bind(1, sc.path).Bind(2, sc.game).Bind(3, sc.version).Bind(4, sc.title).Bind(5, sc.question);
  st.Bind(6, sc.ruling);
  Status s = st.Run();
  if (!s.ok()) return s.WithContext("add scenario " + sc.path);
  int64_t rowid = db_.LastInsertRowid();
  Statement& fts = st_->scenario_fts;
  fts.Bind(1, rowid).Bind(2, sc.title).Bind(3, sc.question).Bind(4, sc.ruling).Bind(5, sc.game);
  s = fts.Run();
  if (!s.ok()) return s.WithContext("index scenario " + sc.path);
  for (const auto& c : cites) {
    Statement& cs = st_->scenario_cite;
    cs.Bind(1, rowid).Bind(2, c[0]).Bind(3, c[1]).Bind(4, c[2]);
    s = cs.Run();
    if (!s.ok()) return s.WithContext("add citation of scenario " + sc.path);
  }
  return Status::Ok();
}

Result<Database> Writer::Finish() {
  Status s = db_.Exec("PRAGMA user_version = " + std::to_string(kSchemaVersion) +
                          "; PRAGMA application_id = " + std::to_string(kApplicationId) + ";",
                      "stamp schema version");
  if (!s.ok()) return s;
  s = db_.Exec(
      "UPDATE documents SET rule_count = (SELECT count(*) FROM rules r WHERE r.doc = "
      "documents.key);"
      "INSERT INTO rules_fts(rules_fts) VALUES ('optimize');"
      "INSERT INTO glossary_fts(glossary_fts) VALUES ('optimize');"
      "INSERT INTO rulings_fts(rulings_fts) VALUES ('optimize');"
      "INSERT INTO scenarios_fts(scenarios_fts) VALUES ('optimize');",
      "count rules, optimize full-text indexes");
  if (!s.ok()) return s;
  st_.reset();
  s = tx_->Commit();
  if (!s.ok()) return s;
  tx_.reset();
  s = db_.Exec("ANALYZE;", "analyze");
  if (!s.ok()) return s;
  return std::move(db_);
}

}  // namespace arbiter::store
