#include "cli/query_common.h"

#include <algorithm>
#include <cctype>

#include "build/import_guard.h"
#include "corpus/rule_id.h"
#include "corpus/rules_db.h"
#include "corpus/windows.h"
#include "diff/compare.h"
#include "diff/lineage.h"
#include "diff/word_diff.h"
#include "util/files.h"
#include "util/strings.h"

namespace arbiter::cli {

std::optional<store::Store> OpenStoreOrFail(const Context& ctx, int* exit_code) {
  if (!ctx.as_of.empty() && !corpus::IsIsoDate(ctx.as_of)) {
    *exit_code = ctx.Fail(
        Status::InvalidArgument("--as-of wants a date like 2026-03-30, not '" + ctx.as_of + "'"),
        "write the day as YYYY-MM-DD; without --as-of the rules in force today answer");
    return std::nullopt;
  }
  auto st = store::Store::OpenReadOnly(ctx.db_path);
  if (!st.ok()) {
    *exit_code = ctx.Fail(st.status());
    return std::nullopt;
  }
  if (!ctx.as_of.empty()) st->SetAsOf(ctx.as_of);
  // An `import` killed part way leaves its journal, and the database may then not list what the
  // local manifest does (build/import_guard.h): said here, repaired by the next import or build.
  const std::string local_dir = corpus::LocalDir(ctx.rules_db_dir);
  if (FileExists(build::JournalPath(local_dir))) {
    *ctx.err << "arbiter: warning: an import into " << local_dir
             << " did not finish, so the database may not match its manifest; `arbiter build` "
                "completes or undoes it\n";
  }
  return std::move(*st);
}

std::optional<store::Store> OpenFilteredOrFail(const Context& ctx, const std::string& game,
                                               const std::string& doc,
                                               std::vector<store::DocumentRecord>* docs,
                                               int* exit_code) {
  auto st = OpenStoreOrFail(ctx, exit_code);
  if (!st) return std::nullopt;
  auto records = st->Documents();
  if (!records.ok()) {
    *exit_code = ctx.Fail(records.status());
    return std::nullopt;
  }
  std::string help;
  Status valid = ValidateFilter(*records, game, doc, &help);
  if (!valid.ok()) {
    *exit_code = ctx.Fail(valid, help);
    return std::nullopt;
  }
  *docs = std::move(*records);
  return st;
}

void CloseStore(const Context& ctx, std::optional<store::Store>* store) {
#if !defined(ARBITER_SANITIZE) && !defined(__SANITIZE_ADDRESS__)
  if (ctx.process_exits && store->has_value()) {
    // Reachable from here until the process ends: not a leak to any checker.
    [[maybe_unused]] static store::Store* left_open = nullptr;
    left_open = new store::Store(std::move(**store));
  }
#else
  (void)ctx;
#endif
  store->reset();
}

Status ValidateFilter(const std::vector<store::DocumentRecord>& docs, const std::string& game,
                      const std::string& doc, std::string* help) {
  std::vector<std::string> games, keys;
  for (const auto& d : docs) {
    if (std::find(games.begin(), games.end(), d.doc.game) == games.end()) {
      games.push_back(d.doc.game);
    }
    keys.push_back(d.doc.key);
  }
  if (!game.empty() && std::find(games.begin(), games.end(), game) == games.end()) {
    auto close = ClosestMatches(game, games, 1);
    *help = close.empty() ? "games: " + Join(games, ", ") : "did you mean '" + close[0] + "'?";
    return Status::InvalidArgument("unknown game '" + game + "'");
  }
  if (!doc.empty() && std::find(keys.begin(), keys.end(), doc) == keys.end()) {
    auto close = ClosestMatches(doc, keys, 1);
    *help = close.empty() ? "documents: " + Join(keys, ", ") : "did you mean '" + close[0] + "'?";
    return Status::InvalidArgument("unknown document '" + doc + "'");
  }
  return Status::Ok();
}

Result<std::vector<corpus::Rule>> RulesOf(store::Store* store, const std::string& doc) {
  auto rows = store->DocumentRules(doc);
  if (!rows.ok()) return rows.status();
  std::vector<corpus::Rule> out;
  out.reserve(rows->size());
  for (auto& r : *rows) {
    corpus::Rule rule;
    rule.id = std::move(r.id);
    rule.title = std::move(r.title);
    rule.text = std::move(r.text);
    rule.examples = std::move(r.examples);
    rule.parent = std::move(r.parent);
    rule.section = std::move(r.section);
    rule.source = std::move(r.source);
    rule.date = std::move(r.date);
    rule.line = r.line;
    out.push_back(std::move(rule));
  }
  return out;
}

namespace {

std::string JoinedText(const std::vector<std::string>& ids,
                       const std::map<std::string, const corpus::Rule*>& rules) {
  std::vector<std::string> parts;
  for (const auto& id : ids) {
    if (auto it = rules.find(id); it != rules.end())
      parts.push_back(diff::ComparableText(*it->second));
  }
  return Join(parts, "\n");
}

std::map<std::string, const corpus::Rule*> ById(const std::vector<corpus::Rule>& rules) {
  std::map<std::string, const corpus::Rule*> out;
  for (const auto& r : rules) out.emplace(r.id, &r);  // a duplicated id keeps its first rule
  return out;
}

// The anomalies the build recorded for `doc`, as the corpus model has them.
Result<std::vector<corpus::Anomaly>> AnomaliesOf(store::Store* store, const std::string& doc) {
  auto all = store->Anomalies();
  if (!all.ok()) return all.status();
  std::vector<corpus::Anomaly> out;
  for (const auto& a : *all) {
    if (a.doc == doc) out.push_back({a.file, a.line, a.code, a.message});
  }
  return out;
}

}  // namespace

diff::RuleChange ChangeFromRecord(const store::RuleChangeRecord& r,
                                  const std::map<std::string, const corpus::Rule*>& old_rules,
                                  const std::map<std::string, const corpus::Rule*>& new_rules) {
  diff::RuleChange c;
  diff::ChangeKindFromName(r.kind, &c.kind);
  c.old_ids = r.old_ids;
  c.new_ids = r.new_ids;
  c.similarity = r.similarity;
  c.text_changed = r.text_changed;
  c.refs_only = r.refs_only;
  c.reason = r.reason;
  c.doubtful = r.doubtful;
  if (c.kind == diff::ChangeKind::kAdded) c.text = JoinedText(c.new_ids, new_rules);
  if (c.kind == diff::ChangeKind::kRemoved) c.text = JoinedText(c.old_ids, old_rules);
  if (c.text_changed) {
    c.words = diff::WordDiff(JoinedText(c.old_ids, old_rules), JoinedText(c.new_ids, new_rules));
  }
  const auto& side = c.new_ids.empty() ? old_rules : new_rules;
  const auto& ids = c.new_ids.empty() ? c.old_ids : c.new_ids;
  if (!ids.empty()) {
    if (auto it = side.find(ids.front()); it != side.end()) c.title = diff::RuleLabel(*it->second);
  }
  return c;
}

Result<diff::DocumentDiff> DiffFromDatabase(store::Store* store, const std::string& from,
                                            const std::string& to, const std::string& rules_db_dir,
                                            bool* stored) {
  auto a = RulesOf(store, from);
  if (!a.ok()) return a.status();
  auto b = RulesOf(store, to);
  if (!b.ok()) return b.status();
  auto records = store->RuleChanges(from, to);
  if (!records.ok()) return records.status();
  *stored = !records->empty();
  if (*stored) {
    const auto old_rules = ById(*a), new_rules = ById(*b);
    std::vector<diff::RuleChange> changes;
    for (const auto& r : *records) changes.push_back(ChangeFromRecord(r, old_rules, new_rules));
    return diff::DiffFromChanges(std::move(changes), static_cast<int>(old_rules.size()),
                                 static_cast<int>(new_rules.size()));
  }
  auto docs = store->Documents();
  if (!docs.ok()) return docs.status();
  corpus::ImportedDocument da, db;
  for (const auto& d : *docs) {
    if (d.doc.key == from) da.doc = d.doc;
    if (d.doc.key == to) db.doc = d.doc;
  }
  da.rules = std::move(*a);
  db.rules = std::move(*b);
  diff::DocumentDiff d = diff::CompareImported(rules_db_dir, da, db);
  auto anomalies_a = AnomaliesOf(store, from);
  if (!anomalies_a.ok()) return anomalies_a.status();
  auto anomalies_b = AnomaliesOf(store, to);
  if (!anomalies_b.ok()) return anomalies_b.status();
  diff::MarkDoubtful(&d, diff::DoubtfulIds(da.rules, *anomalies_a),
                     diff::DoubtfulIds(db.rules, *anomalies_b));
  return d;
}

bool LooksLikeRuleId(const std::string& text) {
  std::string_view s = Trim(text);
  if (s.empty() || s.find(' ') != std::string_view::npos) {
    // "CR 607.2a" and "rule 718.5" are ids too.
    std::string lower = ToLowerAscii(s);
    for (const char* p : {"cr ", "rule ", "rules "}) {
      if (StartsWith(lower, p))
        return LooksLikeRuleId(std::string(Trim(s.substr(std::string(p).size()))));
    }
    return false;
  }
  corpus::Citation c = corpus::ParseCitation(s);
  if (c.id.empty()) return false;
  if (!c.game.empty()) return true;
  return std::isdigit(static_cast<unsigned char>(c.id[0])) != 0 &&
         corpus::CanonicalId(c.id, corpus::IdStyle::kDotted).has_value();
}

}  // namespace arbiter::cli
