#include "store/store.h"

#include <sqlite3.h>

#include <algorithm>
#include <iterator>
#include <limits>
#include <map>
#include <tuple>

#include "corpus/card_names.h"
#include "corpus/windows.h"
#include "store/schema.h"
#include "store/snippet.h"
#include "util/files.h"
#include "util/strings.h"

namespace arbiter::store {
namespace {

// The condition on documents `d` that a DocFilter means; binds ?1 game, ?2 doc, ?3 all.
constexpr const char* kDocCondition =
    "(?1 = '' OR d.game = ?1) AND (?2 = '' OR d.key = ?2) AND "
    "(?2 <> '' OR ?3 = 1 OR arbiter_default(d.key) = 1 OR d.role = 'rulings')";

// arbiter_default(key): 1 when the document `key` is what its game answers from on the store's
// date. The keys are a handful, so a scan is as fast as a hash.
void DefaultFunction(sqlite3_context* ctx, int argc, sqlite3_value** argv) {
  const auto* keys = static_cast<const std::vector<std::string>*>(sqlite3_user_data(ctx));
  const unsigned char* text = argc == 1 ? sqlite3_value_text(argv[0]) : nullptr;
  if (text == nullptr) {
    sqlite3_result_int(ctx, 0);
    return;
  }
  const std::string_view key(reinterpret_cast<const char*>(text),
                             static_cast<size_t>(sqlite3_value_bytes(argv[0])));
  sqlite3_result_int(ctx, std::find(keys->begin(), keys->end(), key) != keys->end() ? 1 : 0);
}

void BindFilter(Statement* st, const DocFilter& f) {
  st->Bind(1, f.game).Bind(2, f.doc).Bind(3, f.all_versions ? 1 : 0);
}

constexpr const char* kRuleColumns =
    "r.rowid, r.doc, r.id, r.parent, r.section, r.title, r.text, r.source, r.date, r.line";

RuleRecord ReadRule(const Statement& st) {
  RuleRecord r;
  r.rowid = st.Int(0);
  r.doc = st.Text(1);
  r.id = st.Text(2);
  r.parent = st.Text(3);
  r.section = st.Text(4);
  r.title = st.Text(5);
  r.text = st.Text(6);
  r.source = st.Text(7);
  r.date = st.Text(8);
  r.line = static_cast<int>(st.Int(9));
  return r;
}

}  // namespace

Result<Store> Store::OpenReadOnly(const std::string& path) {
  if (!FileExists(path)) {
    return Status::IoError("no database at " + path + "; " + kRebuildHelp);
  }
  auto db = Database::Open(path, Database::Mode::kReadOnly);
  if (!db.ok()) return Status::IoError(db.status().message() + "; " + kRebuildHelp);
  return Adopt(std::move(*db));
}

Result<Store> Store::Adopt(Database db) {
  auto app = db.QueryInt("PRAGMA application_id");
  if (!app.ok() || *app != kApplicationId) {
    return Status::Corruption(db.path() + " is not an arbiter database; " + kRebuildHelp);
  }
  auto version = db.QueryInt("PRAGMA user_version");
  if (!version.ok()) return Status::Corruption(version.status().message() + "; " + kRebuildHelp);
  if (*version != kSchemaVersion) {
    return Status::Corruption(db.path() + " has schema version " + std::to_string(*version) +
                              ", this arbiter reads version " + std::to_string(kSchemaVersion) +
                              "; " + kRebuildHelp);
  }
  Store store(std::move(db));
  Status s = store.RegisterDefaultFunction();
  if (!s.ok()) return s;
  return store;
}

Store::Store(Database db)
    : db_(std::move(db)),
      as_of_(corpus::TodayIso()),
      default_keys_(std::make_unique<std::vector<std::string>>()) {}

Store::Store(Store&& other) noexcept = default;
Store::~Store() = default;

Store& Store::operator=(Store&& other) noexcept {
  if (this == &other) return *this;
  // What came from this connection goes before it closes.
  snippets_.reset();
  cache_.clear();
  rank_registered_ = other.rank_registered_;
  db_ = std::move(other.db_);
  snippets_ = std::move(other.snippets_);
  cache_ = std::move(other.cache_);
  documents_ = std::move(other.documents_);
  documents_loaded_ = other.documents_loaded_;
  as_of_ = std::move(other.as_of_);
  default_keys_ = std::move(other.default_keys_);
  return *this;
}

Status Store::RegisterDefaultFunction() {
  const int rc =
      sqlite3_create_function_v2(db_.handle(), "arbiter_default", 1, SQLITE_UTF8,
                                 default_keys_.get(), DefaultFunction, nullptr, nullptr, nullptr);
  if (rc != SQLITE_OK) {
    return Status::IoError("cannot register arbiter_default: " +
                           std::string(sqlite3_errmsg(db_.handle())));
  }
  return Status::Ok();
}

void Store::SetAsOf(const std::string& date) {
  if (date == as_of_) return;
  as_of_ = date;
  documents_loaded_ = false;
}

Result<Statement*> Store::Cached(const std::string& sql) {
  auto it = cache_.find(sql);
  if (it == cache_.end()) {
    auto st = db_.Prepare(sql);
    if (!st.ok()) return st.status();
    it = cache_.emplace(sql, std::make_unique<Statement>(std::move(*st))).first;
  }
  it->second->Reset();
  return it->second.get();
}

Result<std::vector<DocumentRecord>> Store::Documents() {
  Status s = LoadDocuments();
  if (!s.ok()) return s;
  return documents_;
}

Status Store::LoadDocuments() {
  if (documents_loaded_) return Status::Ok();
  // A handful of rows: ordered here rather than by an SQL sorter.
  auto st = Cached(
      "SELECT d.key, d.game, d.title, d.version, d.effective, d.format, d.source, d.provenance, "
      "d.role, d.checks, d.is_default, d.is_local, d.rule_count, d.position, d.printed, d.kind, "
      "d.valid_from, d.valid_until, d.superseded_by, d.replaced_by, d.entries FROM documents d");
  if (!st.ok()) return st.status();
  std::vector<std::pair<int64_t, DocumentRecord>> rows;
  rows.reserve(32);
  Status s;
  while ((*st)->Step(&s)) {
    DocumentRecord r;
    r.doc.key = (*st)->Text(0);
    r.doc.game = (*st)->Text(1);
    r.doc.title = (*st)->Text(2);
    r.doc.version = (*st)->Text(3);
    r.doc.effective = (*st)->Text(4);
    r.doc.format = (*st)->Text(5);
    r.doc.source = (*st)->Text(6);
    r.doc.provenance = (*st)->Text(7);
    r.doc.role = (*st)->Text(8);
    r.doc.checks = (*st)->Text(9);
    r.is_default = (*st)->Int(10) != 0;
    r.is_local = (*st)->Int(11) != 0;
    r.rule_count = static_cast<int>((*st)->Int(12));
    r.doc.printed = (*st)->Text(14);
    r.doc.kind = (*st)->Text(15);
    r.window.from = (*st)->Text(16);
    r.window.until = (*st)->Text(17);
    r.window.superseded_by = (*st)->Text(18);
    r.window.replaced_by = (*st)->Text(19);
    r.entries = static_cast<int>((*st)->Int(20));
    rows.emplace_back((*st)->Int(13), std::move(r));
  }
  if (!s.ok()) return s;
  // The rows come in manifest order (the build writes them so): sorted only when they do not.
  auto by_position = [](const auto& a, const auto& b) { return a.first < b.first; };
  if (!std::is_sorted(rows.begin(), rows.end(), by_position)) {
    std::stable_sort(rows.begin(), rows.end(), by_position);
  }
  documents_.clear();
  documents_.reserve(rows.size());
  for (auto& [position, r] : rows) documents_.push_back(std::move(r));
  // The standing on the store's date.
  std::vector<corpus::Document> plain;
  std::vector<corpus::Window> windows;
  plain.reserve(documents_.size());
  windows.reserve(documents_.size());
  for (const auto& r : documents_) {
    plain.push_back(r.doc);
    windows.push_back(r.window);
  }
  const std::vector<bool> defaults = corpus::DefaultsOn(plain, windows, as_of_);
  default_keys_->clear();
  for (size_t i = 0; i < documents_.size(); ++i) {
    DocumentRecord& r = documents_[i];
    r.is_default = defaults[i];
    r.in_force = corpus::InForce(r.window, as_of_) || (r.is_default && r.window.from.empty());
    r.as_of = as_of_;
    if (r.is_default) default_keys_->push_back(r.doc.key);
  }
  documents_loaded_ = true;
  return Status::Ok();
}

int Store::DocumentPosition(const std::string& key) {
  if (LoadDocuments().ok()) {
    for (size_t i = 0; i < documents_.size(); ++i) {
      if (documents_[i].doc.key == key) return static_cast<int>(i);
    }
  }
  return std::numeric_limits<int>::max();
}

Result<std::vector<RuleRecord>> Store::Rules(const std::string& sql, const std::string& a,
                                             const std::string& b, bool with_examples,
                                             const std::string& c) {
  auto st = Cached(sql);
  if (!st.ok()) return st.status();
  (*st)->Bind(1, a).Bind(2, b);
  if (sql.find("?3") != std::string::npos) (*st)->Bind(3, c);
  std::vector<RuleRecord> out;
  Status s;
  while ((*st)->Step(&s)) out.push_back(ReadRule(**st));
  if (!s.ok()) return s;
  if (out.empty() || !with_examples) return out;
  // Examples, one run of one statement per row.
  auto ex = Cached("SELECT text FROM examples WHERE rule = ?1 ORDER BY n");
  if (!ex.ok()) return ex.status();
  for (auto& r : out) {
    (*ex)->Bind(1, r.rowid);
    while ((*ex)->Step(&s)) r.examples.push_back((*ex)->Text(0));
    if (!s.ok()) return s;
    (*ex)->Reset();
  }
  return out;
}

Result<std::vector<RuleRecord>> Store::LookupRule(const std::string& doc, const std::string& id) {
  return Rules(std::string("SELECT ") + kRuleColumns +
                   " FROM rules r WHERE r.doc = ?1 AND r.id = ?2 ORDER BY r.seq",
               doc, id, /*with_examples=*/true);
}

Result<std::vector<RuleRecord>> Store::LookupRuleBrief(const std::string& doc,
                                                       const std::string& id) {
  return Rules(std::string("SELECT ") + kRuleColumns +
                   " FROM rules r WHERE r.doc = ?1 AND r.id = ?2 ORDER BY r.seq",
               doc, id, /*with_examples=*/false);
}

Result<bool> Store::RuleHeading(const std::string& doc, const std::string& id, RuleRecord* out) {
  // min(seq) makes SQLite take the other columns from that row: no sorter, no texts copied.
  auto st = Cached(
      "SELECT r.id, r.title, r.parent, r.section, min(r.seq) FROM rules r "
      "WHERE r.doc = ?1 AND r.id = ?2");
  if (!st.ok()) return st.status();
  (*st)->Bind(1, doc).Bind(2, id);
  Status s;
  bool found = false;
  if ((*st)->Step(&s) && !(*st)->IsNull(4)) {
    found = true;
    out->id = (*st)->Text(0);
    out->title = (*st)->Text(1);
    out->parent = (*st)->Text(2);
    out->section = (*st)->Text(3);
  }
  if (!s.ok()) return s;
  return found;
}

Result<std::vector<RuleRecord>> Store::Children(const std::string& doc, const std::string& id) {
  return Rules(std::string("SELECT ") + kRuleColumns +
                   " FROM rules r WHERE r.doc = ?1 AND r.parent = ?2 ORDER BY r.seq",
               doc, id, /*with_examples=*/false);
}

Result<std::vector<RuleRecord>> Store::Descendants(const std::string& doc, const std::string& id) {
  return Rules(std::string("WITH RECURSIVE sub(id) AS (SELECT ?2 UNION SELECT r.id FROM rules r "
                           "JOIN sub ON r.parent = sub.id WHERE r.doc = ?1) SELECT ") +
                   kRuleColumns +
                   " FROM rules r WHERE r.doc = ?1 AND r.id IN (SELECT id FROM sub WHERE id <> ?2)"
                   " ORDER BY r.seq",
               doc, id, /*with_examples=*/true);
}

Result<std::vector<RuleRecord>> Store::DocumentRules(const std::string& doc) {
  auto rules = Rules(std::string("SELECT ") + kRuleColumns +
                         " FROM rules r WHERE r.doc = ?1 AND ?2 = '' ORDER BY r.seq",
                     doc, "", /*with_examples=*/false);
  if (!rules.ok() || rules->empty()) return rules;
  std::map<int64_t, size_t> index;  // rowid -> position
  for (size_t i = 0; i < rules->size(); ++i) index[(*rules)[i].rowid] = i;
  // All the document's examples in one statement rather than one per rule.
  auto ex = Cached(
      "SELECT e.rule, e.text FROM examples e JOIN rules r ON r.rowid = e.rule "
      "WHERE r.doc = ?1 ORDER BY e.rule, e.n");
  if (!ex.ok()) return ex.status();
  (*ex)->Bind(1, doc);
  Status s;
  while ((*ex)->Step(&s)) {
    auto it = index.find((*ex)->Int(0));
    if (it != index.end()) (*rules)[it->second].examples.push_back((*ex)->Text(1));
  }
  if (!s.ok()) return s;
  return rules;
}

Result<std::vector<std::string>> Store::RuleIds(const std::string& doc) {
  auto st = Cached("SELECT id FROM rules WHERE doc = ?1 ORDER BY seq");
  if (!st.ok()) return st.status();
  (*st)->Bind(1, doc);
  std::vector<std::string> out;
  Status s;
  while ((*st)->Step(&s)) out.push_back((*st)->Text(0));
  if (!s.ok()) return s;
  return out;
}

namespace {

Result<std::vector<RefRecord>> ReadRefs(Result<Statement*> st, const std::string& doc,
                                        const std::string& id) {
  if (!st.ok()) return st.status();
  (*st)->Bind(1, doc).Bind(2, id);
  std::vector<RefRecord> out;
  Status s;
  while ((*st)->Step(&s)) {
    RefRecord r;
    r.doc = (*st)->Text(0);
    r.from_id = (*st)->Text(1);
    r.to_id = (*st)->Text(2);
    r.written = (*st)->Text(3);
    r.resolved = (*st)->Int(4) != 0;
    out.push_back(std::move(r));
  }
  if (!s.ok()) return s;
  return out;
}

}  // namespace

Result<std::vector<RefRecord>> Store::RefsFrom(const std::string& doc, const std::string& id) {
  return ReadRefs(Cached("SELECT doc, from_id, to_id, written, resolved FROM refs "
                         "WHERE doc = ?1 AND from_id = ?2 ORDER BY rowid"),
                  doc, id);
}

Result<std::vector<RefRecord>> Store::RefsTo(const std::string& doc, const std::string& id) {
  return ReadRefs(Cached("SELECT f.doc, f.from_id, f.to_id, f.written, f.resolved FROM refs f "
                         "JOIN rules r ON r.rowid = f.from_rule "
                         "WHERE f.doc = ?1 AND f.to_id = ?2 ORDER BY r.seq, f.rowid"),
                  doc, id);
}

Result<std::vector<GlossaryRecord>> Store::Define(const std::string& term,
                                                  const DocFilter& filter) {
  if (Status loaded = LoadDocuments(); !loaded.ok()) return loaded;  // arbiter_default's keys
  auto st =
      Cached(std::string("SELECT g.doc, g.term, g.definition, g.rule_id, g.line FROM glossary g "
                         "JOIN documents d ON d.key = g.doc WHERE g.term_key = ?4 AND ") +
             kDocCondition + " ORDER BY d.position, g.rowid");
  if (!st.ok()) return st.status();
  BindFilter(*st, filter);
  (*st)->Bind(4, ToLowerAscii(Trim(term)));
  std::vector<GlossaryRecord> out;
  Status s;
  while ((*st)->Step(&s)) {
    GlossaryRecord g;
    g.doc = (*st)->Text(0);
    g.term = (*st)->Text(1);
    g.definition = (*st)->Text(2);
    g.rule_id = (*st)->Text(3);
    g.line = static_cast<int>((*st)->Int(4));
    out.push_back(std::move(g));
  }
  if (!s.ok()) return s;
  return out;
}

Result<std::vector<std::string>> Store::GlossaryTerms(const DocFilter& filter) {
  if (Status loaded = LoadDocuments(); !loaded.ok()) return loaded;  // arbiter_default's keys
  auto st = Cached(std::string("SELECT DISTINCT g.term FROM glossary g "
                               "JOIN documents d ON d.key = g.doc WHERE ") +
                   kDocCondition + " ORDER BY g.term_key");
  if (!st.ok()) return st.status();
  BindFilter(*st, filter);
  std::vector<std::string> out;
  Status s;
  while ((*st)->Step(&s)) out.push_back((*st)->Text(0));
  if (!s.ok()) return s;
  return out;
}

Result<std::vector<RulingRecord>> Store::Rulings(
    Statement* st, const std::function<bool(const Statement&)>& keep) {
  std::vector<RulingRecord> out;
  Status s;
  while (st->Step(&s)) {
    if (keep && !keep(*st)) continue;
    RulingRecord r;
    int64_t rowid = st->Int(0);
    r.doc = st->Text(1);
    r.id = st->Text(2);
    r.card = st->Text(3);
    r.text = st->Text(4);
    r.source = st->Text(5);
    r.date = st->Text(6);
    r.line = static_cast<int>(st->Int(7));
    auto cites = Cached(
        "SELECT rule_id, game, target_doc FROM ruling_cites WHERE ruling = ?1 ORDER BY rowid");
    if (!cites.ok()) return cites.status();
    (*cites)->Bind(1, rowid);
    Status cs;
    while ((*cites)->Step(&cs)) {
      r.cites.push_back((*cites)->Text(0));
      r.cite_games.push_back((*cites)->Text(1));
      r.cite_docs.push_back((*cites)->Text(2));
    }
    if (!cs.ok()) return cs;
    auto status = Cached(
        "SELECT superseded_on, superseded_by, why FROM ruling_status WHERE doc = ?1 AND id = ?2");
    if (!status.ok()) return status.status();
    (*status)->Bind(1, r.doc).Bind(2, r.id);
    if ((*status)->Step(&cs)) {
      r.superseded_on = (*status)->Text(0);
      r.superseded_by = (*status)->Text(1);
      r.superseded_why = (*status)->Text(2);
    }
    if (!cs.ok()) return cs;
    out.push_back(std::move(r));
  }
  if (!s.ok()) return s;
  return out;
}

constexpr const char* kRulingColumns =
    "u.rowid, u.doc, u.id, u.card, u.text, u.source, u.date, u.line";

Result<std::vector<RulingRecord>> Store::RulingsForRule(const std::string& game,
                                                        const std::string& id) {
  // The range [?2, ?2 || '~') holds ?2 and every id it prefixes (ids use digits, letters and
  // dots, all below '~'), so the index serves it; which of those are descendants, the order and
  // the duplicates (a ruling citing two subrules) are settled here, keeping the statement small.
  auto st = Cached(std::string("SELECT ") + kRulingColumns +
                   ", c.rule_id FROM ruling_cites c JOIN rulings u ON u.rowid = c.ruling "
                   "WHERE c.rule_id >= ?2 AND c.rule_id < ?2 || '~' AND (?1 = '' OR c.game = ?1)");
  if (!st.ok()) return st.status();
  (*st)->Bind(1, game).Bind(2, id);
  // A descendant of X starts with X and continues with '.' or, after a digit, a letter:
  // 501.5 -> 501.5a, 718.5 -> 718.5.a; never 501.50, and 704.5a does not own 704.5aa.
  const bool after_digit = !id.empty() && id.back() >= '0' && id.back() <= '9';
  auto under = [&](const std::string& cited) {
    if (cited.size() < id.size() || cited.compare(0, id.size(), id) != 0) return false;
    if (cited.size() == id.size()) return true;
    const char next = cited[id.size()];
    return next == '.' || (after_digit && next >= 'a' && next <= 'z');
  };
  std::vector<int64_t> rowids;
  auto rulings = Rulings(*st, [&](const Statement& row) {
    if (!under(row.Text(8))) return false;
    const int64_t rowid = row.Int(0);
    if (std::find(rowids.begin(), rowids.end(), rowid) != rowids.end()) return false;
    rowids.push_back(rowid);
    return true;
  });
  if (!rulings.ok()) return rulings.status();
  // By document (manifest order), date, then row.
  std::vector<std::pair<std::tuple<int, std::string, int64_t>, RulingRecord>> keyed;
  for (size_t i = 0; i < rulings->size(); ++i) {
    RulingRecord& r = (*rulings)[i];
    keyed.push_back({{DocumentPosition(r.doc), r.date, rowids[i]}, std::move(r)});
  }
  std::sort(keyed.begin(), keyed.end(),
            [](const auto& x, const auto& y) { return x.first < y.first; });
  std::vector<RulingRecord> out;
  for (auto& [key, r] : keyed) out.push_back(std::move(r));
  return out;
}

Result<std::vector<RulingRecord>> Store::RulingsCitingIn(const std::string& doc,
                                                         const std::string& id) {
  auto st = Cached(std::string("SELECT ") + kRulingColumns +
                   ", c.rule_id FROM ruling_cites c JOIN rulings u ON u.rowid = c.ruling "
                   "WHERE c.rule_id >= ?2 AND c.rule_id < ?2 || '~' AND c.target_doc = ?1");
  if (!st.ok()) return st.status();
  (*st)->Bind(1, doc).Bind(2, id);
  const bool after_digit = !id.empty() && id.back() >= '0' && id.back() <= '9';
  auto under = [&](const std::string& cited) {
    if (cited.size() < id.size() || cited.compare(0, id.size(), id) != 0) return false;
    if (cited.size() == id.size()) return true;
    const char next = cited[id.size()];
    return next == '.' || (after_digit && next >= 'a' && next <= 'z');
  };
  std::vector<int64_t> rowids;
  auto rulings = Rulings(*st, [&](const Statement& row) {
    if (!under(row.Text(8))) return false;
    const int64_t rowid = row.Int(0);
    if (std::find(rowids.begin(), rowids.end(), rowid) != rowids.end()) return false;
    rowids.push_back(rowid);
    return true;
  });
  if (!rulings.ok()) return rulings.status();
  std::vector<std::pair<std::tuple<int, std::string, int64_t>, RulingRecord>> keyed;
  for (size_t i = 0; i < rulings->size(); ++i) {
    RulingRecord& r = (*rulings)[i];
    keyed.push_back({{DocumentPosition(r.doc), r.date, rowids[i]}, std::move(r)});
  }
  std::sort(keyed.begin(), keyed.end(),
            [](const auto& x, const auto& y) { return x.first < y.first; });
  std::vector<RulingRecord> out;
  for (auto& [key, r] : keyed) out.push_back(std::move(r));
  return out;
}

Result<std::vector<RulingRecord>> Store::RulingsForCard(const std::string& card) {
  auto st = Cached(std::string("SELECT ") + kRulingColumns +
                   " FROM rulings u JOIN documents d ON d.key = u.doc "
                   "WHERE u.card_key = ?1 ORDER BY d.position, u.date, u.rowid");
  if (!st.ok()) return st.status();
  (*st)->Bind(1, ToLowerAscii(Trim(card)));
  return Rulings(*st, nullptr);
}

Result<std::vector<std::string>> Store::CardNames() {
  auto st = Cached("SELECT DISTINCT card FROM rulings WHERE card <> '' ORDER BY card_key");
  if (!st.ok()) return st.status();
  std::vector<std::string> out;
  Status s;
  while ((*st)->Step(&s)) out.push_back((*st)->Text(0));
  if (!s.ok()) return s;
  return out;
}

namespace {

constexpr const char* kChangeColumns =
    "c.from_doc, c.to_doc, c.seq, c.kind, c.old_ids, c.new_ids, c.similarity, c.text_changed, "
    "c.refs_only, c.reason, c.doubtful";

RuleChangeRecord ReadChange(const Statement& st) {
  RuleChangeRecord c;
  c.from_doc = st.Text(0);
  c.to_doc = st.Text(1);
  c.seq = static_cast<int>(st.Int(2));
  c.kind = st.Text(3);
  const std::string old_ids = st.Text(4), new_ids = st.Text(5);
  if (!old_ids.empty()) c.old_ids = Split(old_ids, ' ');
  if (!new_ids.empty()) c.new_ids = Split(new_ids, ' ');
  c.similarity = st.Double(6);
  c.text_changed = st.Int(7) != 0;
  c.refs_only = st.Int(8) != 0;
  c.reason = st.Text(9);
  c.doubtful = st.Text(10);
  return c;
}

}  // namespace

Result<std::vector<RuleChangeRecord>> Store::RuleChanges(const std::string& from_doc,
                                                         const std::string& to_doc) {
  auto st = Cached(std::string("SELECT ") + kChangeColumns +
                   " FROM rule_changes c WHERE c.from_doc = ?1 AND c.to_doc = ?2 ORDER BY c.seq");
  if (!st.ok()) return st.status();
  (*st)->Bind(1, from_doc).Bind(2, to_doc);
  std::vector<RuleChangeRecord> out;
  Status s;
  while ((*st)->Step(&s)) out.push_back(ReadChange(**st));
  if (!s.ok()) return s;
  return out;
}

Result<std::string> Store::ReleaseDiffInputs(const std::string& from_doc,
                                             const std::string& to_doc) {
  auto st = Cached("SELECT inputs FROM release_diffs WHERE from_doc = ?1 AND to_doc = ?2");
  if (!st.ok()) return st.status();
  (*st)->Bind(1, from_doc).Bind(2, to_doc);
  Status s;
  std::string inputs;
  if ((*st)->Step(&s)) inputs = (*st)->Text(0);
  if (!s.ok()) return s;
  return inputs;
}

Result<std::vector<Store::RulingCites>> Store::RulingCitesOf(const std::string& doc) {
  auto st = Cached(
      "SELECT u.rowid, u.id, c.game, c.rule_id, c.target_doc FROM rulings u "
      "LEFT JOIN ruling_cites c ON c.ruling = u.rowid WHERE u.doc = ?1 ORDER BY u.rowid, c.rowid");
  if (!st.ok()) return st.status();
  (*st)->Bind(1, doc);
  std::vector<RulingCites> out;
  int64_t last = 0;
  Status s;
  while ((*st)->Step(&s)) {
    const Statement& row = **st;
    if (out.empty() || row.Int(0) != last) out.push_back({row.Text(1), {}});
    last = row.Int(0);
    if (!row.IsNull(2)) out.back().second.push_back({row.Text(2), row.Text(3), row.Text(4)});
  }
  if (!s.ok()) return s;
  return out;
}

Result<std::vector<RuleChangeRecord>> Store::ChangesNaming(const std::string& doc,
                                                           const std::string& id) {
  auto st = Cached(std::string("SELECT ") + kChangeColumns +
                   " FROM rule_change_ids i JOIN rule_changes c ON c.rowid = i.change "
                   "WHERE i.doc = ?1 AND i.id = ?2 ORDER BY c.rowid");
  if (!st.ok()) return st.status();
  (*st)->Bind(1, doc).Bind(2, id);
  std::vector<RuleChangeRecord> out;
  Status s;
  while ((*st)->Step(&s)) out.push_back(ReadChange(**st));
  if (!s.ok()) return s;
  return out;
}

Result<std::vector<std::pair<std::string, std::string>>> Store::CardDbNames(
    const std::string& game) {
  auto st = Cached("SELECT game, name FROM card_db WHERE ?1 = '' OR game = ?1 ORDER BY rowid");
  if (!st.ok()) return st.status();
  (*st)->Bind(1, game);
  std::vector<std::pair<std::string, std::string>> out;
  Status s;
  while ((*st)->Step(&s)) out.emplace_back((*st)->Text(0), (*st)->Text(1));
  if (!s.ok()) return s;
  return out;
}

Result<std::vector<CardEntryRecord>> Store::CardEntries(const std::string& game,
                                                        const std::string& name) {
  auto st = Cached(
      "SELECT game, name, type_line, domains, stats, keywords, text, effect, file FROM card_db "
      "WHERE name = ?2 AND (?1 = '' OR game = ?1) ORDER BY rowid");
  if (!st.ok()) return st.status();
  (*st)->Bind(1, game).Bind(2, name);
  std::vector<CardEntryRecord> out;
  Status s;
  auto list = [](const std::string& joined) {
    return joined.empty() ? std::vector<std::string>{} : Split(joined, '|');
  };
  while ((*st)->Step(&s)) {
    CardEntryRecord c;
    c.game = (*st)->Text(0);
    c.name = (*st)->Text(1);
    c.type_line = (*st)->Text(2);
    c.domains = list((*st)->Text(3));
    c.stats = list((*st)->Text(4));
    c.keywords = list((*st)->Text(5));
    c.text = (*st)->Text(6);
    c.effect = (*st)->Text(7);
    c.file = (*st)->Text(8);
    out.push_back(std::move(c));
  }
  if (!s.ok()) return s;
  return out;
}

Result<std::vector<RuleRecord>> Store::RulesNamed(const std::string& doc, const std::string& name) {
  // The name with the ligatures PDF extractions print, as the stored text may have them.
  std::string ligatures = name;
  for (const auto& [letters, ligature] :
       std::vector<std::pair<std::string, std::string>>{{"ffi", "\xEF\xAC\x83"},
                                                        {"ffl", "\xEF\xAC\x84"},
                                                        {"fi", "\xEF\xAC\x81"},
                                                        {"fl", "\xEF\xAC\x82"}}) {
    for (size_t at; (at = ligatures.find(letters)) != std::string::npos;) {
      ligatures.replace(at, letters.size(), ligature);
    }
  }
  return Rules(std::string("SELECT ") + kRuleColumns +
                   " FROM rules r WHERE r.doc = ?1 AND (lower(r.title) IN (lower(?2), lower(?3)) "
                   "OR (r.title = '' AND lower(r.text) IN (lower(?2), lower(?3)))) ORDER BY r.seq",
               doc, name, /*with_examples=*/false, ligatures);
}

Result<std::vector<ScenarioRecord>> Store::ScenariosUsingCard(const std::string& game,
                                                              const std::string& name) {
  auto st = Cached(
      "SELECT DISTINCT s.path, s.game, s.version, s.title, s.question, s.ruling, s.doc "
      "FROM scenario_cards c JOIN scenarios s ON s.path = c.path "
      "WHERE c.card_key = ?2 AND c.game = ?1 ORDER BY s.path");
  if (!st.ok()) return st.status();
  (*st)->Bind(1, game).Bind(2, corpus::CardKey(name));
  std::vector<ScenarioRecord> out;
  Status s;
  while ((*st)->Step(&s)) {
    ScenarioRecord r;
    r.path = (*st)->Text(0);
    r.game = (*st)->Text(1);
    r.version = (*st)->Text(2);
    r.title = (*st)->Text(3);
    r.question = (*st)->Text(4);
    r.ruling = (*st)->Text(5);
    r.doc = (*st)->Text(6);
    out.push_back(std::move(r));
  }
  if (!s.ok()) return s;
  return out;
}

Result<std::vector<RulingRecord>> Store::RulingsMentioning(const std::string& game,
                                                           const std::string& name) {
  // The name as written (and with a straight apostrophe for a curly one), in rulings of the
  // game that are about no card or another card; the card's own rulings come by card name.
  std::string straight = name, curly;
  for (size_t at; (at = straight.find("\xE2\x80\x99")) != std::string::npos;) {
    straight.replace(at, 3, "'");
  }
  for (char c : straight) curly += c == '\'' ? std::string("\xE2\x80\x99") : std::string(1, c);
  auto st = Cached(std::string("SELECT ") + kRulingColumns +
                   " FROM rulings u JOIN documents d ON d.key = u.doc WHERE d.game = ?1 AND "
                   "u.card_key <> lower(?3) AND (instr(u.text, ?3) > 0 OR instr(u.text, ?4) > 0) "
                   "ORDER BY d.position, u.date, u.rowid");
  if (!st.ok()) return st.status();
  (*st)->Bind(1, game).Bind(3, straight).Bind(4, curly);
  return Rulings(*st, nullptr);
}

Result<std::vector<AnomalyRecord>> Store::Anomalies() {
  auto st = Cached(
      "SELECT doc, file, line, severity, code, message FROM anomalies ORDER BY "
      "CASE severity WHEN 'error' THEN 0 WHEN 'warning' THEN 1 ELSE 2 END, file, line, rowid");
  if (!st.ok()) return st.status();
  std::vector<AnomalyRecord> out;
  Status s;
  while ((*st)->Step(&s)) {
    AnomalyRecord a;
    a.doc = (*st)->Text(0);
    a.file = (*st)->Text(1);
    a.line = static_cast<int>((*st)->Int(2));
    a.severity = (*st)->Text(3);
    a.code = (*st)->Text(4);
    a.message = (*st)->Text(5);
    out.push_back(std::move(a));
  }
  if (!s.ok()) return s;
  return out;
}

Result<std::vector<AnalogueRecord>> Store::AnaloguesFor(const std::string& game,
                                                        const std::string& id) {
  auto st = Cached(
      "SELECT a_game, a_id, b_game, b_id, rationale FROM analogues WHERE a_game = ?1 AND a_id = ?2 "
      "UNION ALL "
      "SELECT b_game, b_id, a_game, a_id, rationale FROM analogues WHERE b_game = ?1 AND b_id = "
      "?2");
  if (!st.ok()) return st.status();
  (*st)->Bind(1, game).Bind(2, id);
  std::vector<AnalogueRecord> out;
  Status s;
  while ((*st)->Step(&s)) {
    out.push_back({(*st)->Text(0), (*st)->Text(1), (*st)->Text(2), (*st)->Text(3), (*st)->Text(4)});
  }
  if (!s.ok()) return s;
  return out;
}

Result<std::vector<ScenarioRecord>> Store::ScenariosCiting(const std::string& doc,
                                                           const std::string& id) {
  // A scenario's citations of its own game are read in the document it is pinned to; those of
  // another game (a Riftbound scenario citing mtg:702.6a) are shown beside that game's document
  // in force on the store's date.
  auto st = Cached(
      "SELECT s.rowid, s.path, s.game, s.version, s.title, s.question, s.ruling, s.doc "
      "FROM scenario_citations c JOIN scenarios s ON s.rowid = c.scenario "
      "JOIN documents d ON d.key = ?1 "
      "WHERE c.game = d.game AND c.rule_id = ?2 AND "
      "(s.doc = ?1 OR (s.game <> d.game AND arbiter_default(?1) = 1))");
  if (!st.ok()) return st.status();
  // arbiter_default reads the keys LoadDocuments() chose.
  if (Status loaded = LoadDocuments(); !loaded.ok()) return loaded;
  (*st)->Bind(1, doc).Bind(2, id);
  std::vector<ScenarioRecord> out;
  Status s;
  while ((*st)->Step(&s)) {
    // A scenario citing the rule twice appears once (paths are unique).
    const std::string path = (*st)->Text(1);
    if (std::any_of(out.begin(), out.end(), [&](const auto& o) { return o.path == path; })) {
      continue;
    }
    ScenarioRecord r;
    r.path = path;
    r.game = (*st)->Text(2);
    r.version = (*st)->Text(3);
    r.title = (*st)->Text(4);
    r.question = (*st)->Text(5);
    r.ruling = (*st)->Text(6);
    r.doc = (*st)->Text(7);
    out.push_back(std::move(r));
  }
  if (!s.ok()) return s;
  std::sort(out.begin(), out.end(),
            [](const ScenarioRecord& a, const ScenarioRecord& b) { return a.path < b.path; });
  return out;
}

}  // namespace arbiter::store
