#include "diff/history.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "diff/compare.h"
#include "util/strings.h"

namespace arbiter::diff {
namespace {

std::string TitleOf(const corpus::ImportedDocument& d, const std::vector<std::string>& ids) {
  for (const corpus::Rule& r : d.rules) {
    if (ids.empty() || r.id != ids.front()) continue;
    std::string t = r.title.empty() ? r.text : r.title;
    if (t.size() > 70) {
      size_t cut = 70;
      while (cut > 0 && (static_cast<unsigned char>(t[cut]) & 0xC0) == 0x80) --cut;
      t = t.substr(0, cut) + "...";
    }
    return t;
  }
  return "";
}

void AddUnique(std::vector<std::string>* v, const std::vector<std::string>& more) {
  for (const auto& s : more) {
    if (std::find(v->begin(), v->end(), s) == v->end()) v->push_back(s);
  }
}

}  // namespace

Result<RuleHistory> FollowRule(const std::string& rules_db_dir,
                               const std::vector<corpus::ImportedDocument>& versions, size_t start,
                               const std::string& id) {
  if (start >= versions.size()) return Status::InvalidArgument("no such version");
  const auto& rules = versions[start].rules;
  if (std::none_of(rules.begin(), rules.end(), [&](const corpus::Rule& r) { return r.id == id; })) {
    return Status::NotFound(versions[start].doc.key + " has no rule " + id);
  }
  RuleHistory h;
  h.start_doc = versions[start].doc.key;
  h.start_id = id;
  h.steps.resize(versions.size());
  for (size_t k = 0; k < versions.size(); ++k) h.steps[k].doc = versions[k].doc;
  h.steps[0].first = true;
  h.steps[start].ids = {id};
  // Diffs of consecutive versions: diffs[k] is versions[k] -> versions[k+1].
  std::vector<DocumentDiff> diffs;
  for (size_t k = 0; k + 1 < versions.size(); ++k) {
    diffs.push_back(CompareImported(rules_db_dir, versions[k], versions[k + 1]));
    for (const auto& p : diffs.back().problems) h.problems.push_back(p);
  }
  for (size_t k = start + 1; k < versions.size(); ++k) {
    HistoryStep& step = h.steps[k];
    for (const std::string& old_id : h.steps[k - 1].ids) {
      if (const RuleChange* c = diffs[k - 1].ForOld(old_id)) {
        if (step.ids.empty()) step.change = *c;
        AddUnique(&step.ids, c->new_ids);
      }
    }
    if (step.ids.empty()) {
      step.change.kind = ChangeKind::kRemoved;
      step.change.old_ids = h.steps[k - 1].ids;
    }
  }
  for (size_t k = start; k-- > 0;) {
    HistoryStep& step = h.steps[k];
    const DocumentDiff& d = diffs[k];
    for (const std::string& new_id : h.steps[k + 1].ids) {
      if (const RuleChange* c = d.ForNew(new_id)) {
        if (h.steps[k + 1].change.old_ids.empty() && h.steps[k + 1].change.new_ids.empty()) {
          h.steps[k + 1].change = *c;
        }
        AddUnique(&step.ids, c->old_ids);
      }
    }
    if (step.ids.empty() && h.steps[k + 1].change.new_ids.empty()) {
      h.steps[k + 1].change.kind = ChangeKind::kAdded;
      h.steps[k + 1].change.new_ids = h.steps[k + 1].ids;
    }
  }
  for (size_t k = 0; k < versions.size(); ++k)
    h.steps[k].title = TitleOf(versions[k], h.steps[k].ids);
  return h;
}

std::string RenderHistoryText(const RuleHistory& h, bool color) {
  std::string out = "history of " + h.start_doc + ":" + h.start_id + "\n";
  for (const HistoryStep& s : h.steps) {
    char head[160];
    std::snprintf(head, sizeof head, "\n%-10s  %-28s  %-10s  ",
                  s.doc.effective.empty() ? "-" : s.doc.effective.c_str(), s.doc.key.c_str(),
                  s.ids.empty() ? "(absent)" : Join(s.ids, " + ").c_str());
    out += head;
    if (s.first) {
      out += s.ids.empty() ? "" : "present";
    } else if (s.ids.empty()) {
      out += s.change.kind == ChangeKind::kRemoved && !s.change.old_ids.empty()
                 ? "removed (was " + Join(s.change.old_ids, " + ") + ")"
                 : std::string("absent");
    } else {
      out += ChangeKindName(s.change.kind);
      if (s.change.kind == ChangeKind::kMoved || s.change.kind == ChangeKind::kSplit ||
          s.change.kind == ChangeKind::kMerged) {
        out += " from " + Join(s.change.old_ids, " + ");
      }
      if (s.change.text_changed && s.change.kind == ChangeKind::kMoved) out += ", edited";
      if (s.change.refs_only) out += " (rule numbers only)";
    }
    if (!s.title.empty()) out += "\n    " + s.title;
    out += "\n";
    if (!s.first && s.change.text_changed) {
      out += "    " + RenderWordDiff(s.change.words, color) + "\n";
    }
  }
  for (const auto& p : h.problems) out += "problem: " + p + "\n";
  return out;
}

std::string RenderHistoryJson(const RuleHistory& h) {
  using nlohmann::json;
  json steps = json::array();
  for (const HistoryStep& s : h.steps) {
    json j = {{"document", s.doc.key},
              {"effective", s.doc.effective},
              {"ids", s.ids},
              {"title", s.title}};
    if (!s.first && !(s.ids.empty() && s.change.old_ids.empty())) {
      j["change"] = ChangeKindName(s.change.kind);
      j["from"] = s.change.old_ids;
      j["text_changed"] = s.change.text_changed;
      if (s.change.text_changed) j["words"] = RenderWordDiff(s.change.words, false);
    }
    steps.push_back(j);
  }
  json j = {{"schema", "arbiter.history/1"},
            {"start", {{"document", h.start_doc}, {"id", h.start_id}}},
            {"steps", steps},
            {"problems", h.problems}};
  return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace arbiter::diff
