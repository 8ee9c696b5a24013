#include "diff/lineage.h"

#include <algorithm>
#include <set>

#include "corpus/rules_db.h"
#include "diff/word_diff.h"
#include "util/strings.h"

namespace arbiter::diff {
namespace {

void AddUnique(std::vector<std::string>* v, const std::vector<std::string>& more) {
  for (const auto& s : more) {
    if (std::find(v->begin(), v->end(), s) == v->end()) v->push_back(s);
  }
}

bool DoubtfulCode(const std::string& code) {
  static const std::set<std::string> kCodes = {"stacked-numbers",    "duplicate-id",
                                               "missing-parent",     "irregular-number",
                                               "misnumbered-ruling", "unparsed-line"};
  return kCodes.count(code) > 0;
}

}  // namespace

std::vector<std::pair<size_t, size_t>> ConsecutivePairs(const std::vector<corpus::Document>& docs) {
  std::vector<std::pair<size_t, size_t>> out;
  std::vector<std::string> families;
  for (const corpus::Document& d : docs) {
    if (d.role != "primary") continue;
    const std::string family = corpus::LineageOf(d);
    if (std::find(families.begin(), families.end(), family) == families.end()) {
      families.push_back(family);
    }
  }
  for (const std::string& family : families) {
    const std::vector<corpus::Document> versions = corpus::VersionsOf(docs, family);
    auto index = [&](const std::string& key) {
      for (size_t i = 0; i < docs.size(); ++i) {
        if (docs[i].key == key) return i;
      }
      return docs.size();
    };
    for (size_t k = 0; k + 1 < versions.size(); ++k) {
      out.emplace_back(index(versions[k].key), index(versions[k + 1].key));
    }
  }
  return out;
}

std::map<std::string, std::string> DoubtfulIds(const std::vector<corpus::Rule>& rules,
                                               const std::vector<corpus::Anomaly>& anomalies) {
  std::map<std::string, std::string> out;
  std::set<std::string> ids;
  std::map<int, std::string> by_line;  // line -> rule printed there
  for (const corpus::Rule& r : rules) {
    ids.insert(r.id);
    if (r.line > 0) by_line.emplace(r.line, r.id);
  }
  for (const corpus::Anomaly& a : anomalies) {
    if (!DoubtfulCode(a.code)) continue;
    const std::string why = a.code + ": " + a.message;
    std::vector<std::string> owners;
    if (auto it = by_line.find(a.line); it != by_line.end()) owners.push_back(it->second);
    std::string token;
    auto flush = [&] {
      while (!token.empty() && token.back() == '.') token.pop_back();
      if (ids.count(token)) owners.push_back(token);
      token.clear();
    };
    for (char c : a.message) {
      if (IsAsciiDigit(c) || IsAsciiAlpha(c) || c == '.') {
        token += c;
      } else {
        flush();
      }
    }
    flush();
    for (const std::string& id : owners) out.emplace(id, why);
  }
  return out;
}

void MarkDoubtful(DocumentDiff* diff, const std::map<std::string, std::string>& from,
                  const std::map<std::string, std::string>& to) {
  for (RuleChange& c : diff->changes) {
    for (const auto& id : c.old_ids) {
      if (auto it = from.find(id); it != from.end() && c.doubtful.empty()) c.doubtful = it->second;
    }
    for (const auto& id : c.new_ids) {
      if (auto it = to.find(id); it != to.end() && c.doubtful.empty()) c.doubtful = it->second;
    }
  }
}

RuleHistory FollowThrough(const std::vector<corpus::Document>& versions, size_t start,
                          const std::string& id, const ChangeLookup& changes,
                          const TitleLookup& titles) {
  RuleHistory h;
  h.start_doc = versions[start].key;
  h.start_id = id;
  h.steps.resize(versions.size());
  for (size_t k = 0; k < versions.size(); ++k) h.steps[k].doc = versions[k];
  h.steps[0].first = true;
  h.steps[start].ids = {id};
  for (size_t k = start + 1; k < versions.size(); ++k) {
    HistoryStep& step = h.steps[k];
    for (const std::string& old_id : h.steps[k - 1].ids) {
      for (const RuleChange& c : changes(k - 1, old_id, /*old_side=*/true)) {
        if (step.ids.empty()) step.change = c;
        AddUnique(&step.ids, c.new_ids);
      }
    }
    if (step.ids.empty()) {
      step.change.kind = ChangeKind::kRemoved;
      step.change.old_ids = h.steps[k - 1].ids;
    }
  }
  for (size_t k = start; k-- > 0;) {
    HistoryStep& step = h.steps[k];
    for (const std::string& new_id : h.steps[k + 1].ids) {
      for (const RuleChange& c : changes(k, new_id, /*old_side=*/false)) {
        if (h.steps[k + 1].change.old_ids.empty() && h.steps[k + 1].change.new_ids.empty()) {
          h.steps[k + 1].change = c;
        }
        AddUnique(&step.ids, c.old_ids);
      }
    }
    if (step.ids.empty() && h.steps[k + 1].change.new_ids.empty()) {
      h.steps[k + 1].change.kind = ChangeKind::kAdded;
      h.steps[k + 1].change.new_ids = h.steps[k + 1].ids;
    }
  }
  for (size_t k = 0; k < versions.size(); ++k) h.steps[k].title = titles(k, h.steps[k].ids);
  return h;
}

}  // namespace arbiter::diff
