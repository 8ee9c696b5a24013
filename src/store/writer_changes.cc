// Writer::AddRuleChange and AddRulingStatus: the rows the build computes across releases (the
// changes between consecutive ones, the rulings a later one superseded).
#include "corpus/card_names.h"
#include "store/writer.h"
#include "util/strings.h"

namespace arbiter::store {

Status Writer::AddRuleChange(const RuleChangeRecord& c) {
  if (!change_st_) {
    auto st = db_.Prepare(
        "INSERT INTO rule_changes(from_doc, to_doc, seq, kind, old_ids, new_ids, similarity, "
        "text_changed, refs_only, reason, doubtful) VALUES (?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11)");
    if (!st.ok()) return st.status();
    change_st_ = std::make_unique<Statement>(std::move(*st));
    auto ids = db_.Prepare("INSERT INTO rule_change_ids(change, doc, id) VALUES (?1,?2,?3)");
    if (!ids.ok()) return ids.status();
    change_id_st_ = std::make_unique<Statement>(std::move(*ids));
  }
  Statement& st = *change_st_;
  st.Bind(1, c.from_doc).Bind(2, c.to_doc).Bind(3, c.seq).Bind(4, c.kind);
  st.Bind(5, Join(c.old_ids, " ")).Bind(6, Join(c.new_ids, " ")).Bind(7, c.similarity);
  st.Bind(8, c.text_changed ? 1 : 0).Bind(9, c.refs_only ? 1 : 0).Bind(10, c.reason);
  st.Bind(11, c.doubtful);
  Status s = st.Run();
  if (!s.ok()) return s.WithContext("add change " + c.from_doc + " -> " + c.to_doc);
  const int64_t rowid = db_.LastInsertRowid();
  for (const auto* side : {&c.old_ids, &c.new_ids}) {
    const std::string& doc = side == &c.old_ids ? c.from_doc : c.to_doc;
    for (const std::string& id : *side) {
      Statement& ids = *change_id_st_;
      ids.Bind(1, rowid).Bind(2, doc).Bind(3, id);
      s = ids.Run();
      if (!s.ok()) return s.WithContext("add change id " + doc + ":" + id);
    }
  }
  return Status::Ok();
}

Result<int> Writer::CopyRuleChanges(const std::string& from_doc, const std::string& to_doc) {
  if (!previous_attached_) return -1;
  auto range = db_.Prepare(
      "SELECT min(rowid), max(rowid), count(*), (SELECT coalesce(max(rowid), 0) FROM "
      "main.rule_changes), (SELECT coalesce(max(rowid), 0) FROM previous.rule_change_ids) FROM "
      "previous.rule_changes WHERE from_doc = ?1 AND to_doc = ?2");
  if (!range.ok()) return range.status();
  range->Bind(1, from_doc).Bind(2, to_doc);
  Status s;
  if (!range->Step(&s)) return s.ok() ? Result<int>(-1) : Result<int>(s);
  const int64_t first = range->Int(0), last = range->Int(1), count = range->Int(2);
  const int64_t offset = range->Int(3) + 1 - first;  // the rows' new rowids follow main's
  const int64_t last_id_row = range->Int(4);
  if (count == 0 || last - first + 1 != count) return -1;

  // A change's ids follow it in rule_change_ids (AddRuleChange adds them together), so the ids
  // of changes first..last are one run of rowids there: found by bisection on `change`, which
  // rises with the rowid, instead of a scan of every pair's ids.
  auto change_at = db_.Prepare(
      "SELECT rowid, change FROM previous.rule_change_ids WHERE rowid >= ?1 ORDER BY rowid "
      "LIMIT 1");
  if (!change_at.ok()) return change_at.status();
  // The first rowid whose change is at least `change` (last_id_row + 1 when none).
  auto first_row_from = [&](int64_t change) -> Result<int64_t> {
    int64_t lo = 1, hi = last_id_row + 1;
    while (lo < hi) {
      const int64_t mid = lo + (hi - lo) / 2;
      change_at->Bind(1, mid);
      Status step;
      const bool found = change_at->Step(&step);
      const int64_t row = found ? change_at->Int(0) : 0, at = found ? change_at->Int(1) : 0;
      change_at->Reset();
      if (!step.ok()) return step;
      if (!found) {  // no row at or after mid
        hi = mid;
        continue;
      }
      if (at >= change) {
        hi = mid;
      } else {
        lo = row + 1;
      }
    }
    return lo;
  };
  auto ids_from = first_row_from(first);
  if (!ids_from.ok()) return ids_from.status();
  auto ids_after = first_row_from(last + 1);
  if (!ids_after.ok()) return ids_after.status();

  const std::string context = "copy the changes " + from_doc + " -> " + to_doc;
  auto changes = db_.Prepare(
      "INSERT INTO main.rule_changes(rowid, from_doc, to_doc, seq, kind, old_ids, new_ids, "
      "similarity, text_changed, refs_only, reason, doubtful) SELECT rowid + ?3, from_doc, "
      "to_doc, seq, kind, old_ids, new_ids, similarity, text_changed, refs_only, reason, "
      "doubtful FROM previous.rule_changes WHERE rowid BETWEEN ?1 AND ?2");
  if (!changes.ok()) return changes.status();
  changes->Bind(1, first).Bind(2, last).Bind(3, offset);
  s = changes->Run();
  if (!s.ok()) return s.WithContext(context);
  auto ids = db_.Prepare(
      "INSERT INTO main.rule_change_ids(change, doc, id) SELECT change + ?5, doc, id FROM "
      "previous.rule_change_ids WHERE rowid BETWEEN ?1 AND ?2 AND change BETWEEN ?3 AND ?4");
  if (!ids.ok()) return ids.status();
  ids->Bind(1, *ids_from).Bind(2, *ids_after - 1).Bind(3, first).Bind(4, last).Bind(5, offset);
  s = ids->Run();
  if (!s.ok()) return s.WithContext(context);
  return static_cast<int>(count);
}

Status Writer::AddReleaseDiff(const std::string& from_doc, const std::string& to_doc,
                              const std::string& inputs) {
  if (inputs.empty()) return Status::Ok();
  auto st = db_.Prepare("INSERT INTO release_diffs(from_doc, to_doc, inputs) VALUES (?1,?2,?3)");
  if (!st.ok()) return st.status();
  st->Bind(1, from_doc).Bind(2, to_doc).Bind(3, inputs);
  Status s = st->Run();
  if (!s.ok()) return s.WithContext("add release diff " + from_doc + " -> " + to_doc);
  return Status::Ok();
}

Status Writer::AddRulingStatus(const RulingStatusRecord& r) {
  auto st = db_.Prepare(
      "INSERT OR REPLACE INTO ruling_status(doc, id, superseded_on, superseded_by, why) "
      "VALUES (?1,?2,?3,?4,?5)");
  if (!st.ok()) return st.status();
  st->Bind(1, r.doc).Bind(2, r.id).Bind(3, r.superseded_on).Bind(4, r.superseded_by);
  st->Bind(5, r.why);
  return st->Run().WithContext("add ruling status " + r.doc + ":" + r.id);
}

Status Writer::AddCardEntry(const CardEntryRecord& c) {
  if (!card_st_) {
    auto st = db_.Prepare(
        "INSERT INTO card_db(game, name, name_key, type_line, domains, stats, keywords, text, "
        "effect, file) VALUES (?1,?2,?3,?4,?5,?6,?7,?8,?9,?10)");
    if (!st.ok()) return st.status();
    card_st_ = std::make_unique<Statement>(std::move(*st));
  }
  Statement& st = *card_st_;
  st.Bind(1, c.game).Bind(2, c.name).Bind(3, corpus::CardKey(c.name)).Bind(4, c.type_line);
  st.Bind(5, Join(c.domains, "|")).Bind(6, Join(c.stats, "|")).Bind(7, Join(c.keywords, "|"));
  st.Bind(8, c.text).Bind(9, c.effect).Bind(10, c.file);
  return st.Run().WithContext("add card " + c.game + ":" + c.name);
}

Status Writer::AddScenarioCard(const std::string& path, const std::string& game,
                               const std::string& card) {
  if (!scenario_card_st_) {
    auto st =
        db_.Prepare("INSERT INTO scenario_cards(path, game, card, card_key) VALUES (?1,?2,?3,?4)");
    if (!st.ok()) return st.status();
    scenario_card_st_ = std::make_unique<Statement>(std::move(*st));
  }
  Statement& st = *scenario_card_st_;
  st.Bind(1, path).Bind(2, game).Bind(3, card).Bind(4, corpus::CardKey(card));
  return st.Run().WithContext("add scenario card " + path);
}

}  // namespace arbiter::store
