#include "diff/history.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "diff/compare.h"
#include "diff/lineage.h"
#include "util/strings.h"

namespace arbiter::diff {
namespace {

std::string TitleOf(const corpus::ImportedDocument& d, const std::vector<std::string>& ids) {
  for (const corpus::Rule& r : d.rules) {
    if (!ids.empty() && r.id == ids.front()) return RuleLabel(r);
  }
  return "";
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
  // Diffs of consecutive versions: diffs[k] is versions[k] -> versions[k+1].
  std::vector<DocumentDiff> diffs;
  std::vector<std::string> problems;
  std::vector<corpus::Document> docs;
  for (size_t k = 0; k < versions.size(); ++k) {
    docs.push_back(versions[k].doc);
    if (k + 1 == versions.size()) break;
    diffs.push_back(CompareImported(rules_db_dir, versions[k], versions[k + 1]));
    for (const auto& p : diffs.back().problems) problems.push_back(p);
  }
  RuleHistory h = FollowThrough(
      docs, start, id,
      [&](size_t pair, const std::string& rule, bool old_side) {
        const DocumentDiff& d = diffs[pair];
        const RuleChange* c = old_side ? d.ForOld(rule) : d.ForNew(rule);
        return c == nullptr ? std::vector<RuleChange>{} : std::vector<RuleChange>{*c};
      },
      [&](size_t k, const std::vector<std::string>& ids) { return TitleOf(versions[k], ids); });
  h.problems = std::move(problems);
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
    if (!s.first && !s.change.doubtful.empty()) {
      std::string why = s.change.doubtful.substr(0, s.change.doubtful.find('\n'));
      out += "    doubtful: " + why + "\n";
    }
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
      if (!s.change.doubtful.empty()) j["doubtful"] = s.change.doubtful;
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
