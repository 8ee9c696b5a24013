#include "corpus/cross_check.h"

#include <cstdlib>
#include <map>
#include <set>

#include "corpus/import_riftbound_seeds.h"
#include "corpus/rule_id.h"
#include "util/strings.h"

namespace arbiter::corpus {
namespace {

std::string Combined(const Rule& r) {
  std::string s = r.text.empty() ? r.title : r.text;
  for (const std::string& e : r.examples) s += " Example: " + e;
  return NormalizeForComparison(s);
}

std::string TopLevel(const std::string& id) { return id.substr(0, id.find('.')); }

// A short view of where two normalized texts part ways.
std::string FirstDifference(const std::string& a, const std::string& b) {
  size_t i = 0;
  while (i < a.size() && i < b.size() && a[i] == b[i]) ++i;
  size_t from = i > 30 ? i - 30 : 0;
  return "at character " + std::to_string(i) + ": secondary \"..." + a.substr(from, 70) +
         "\" vs primary \"..." + b.substr(from, 70) + "\"";
}

}  // namespace

std::string NormalizeForComparison(const std::string& text) {
  std::string s = CollapseSpaces(NormalizePunctuation(text));
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == ' ' && i + 1 < s.size() &&
        std::string_view(".,;:!?)").find(s[i + 1]) != std::string_view::npos) {
      continue;
    }
    out += s[i];
  }
  return out;
}

std::vector<Anomaly> CrossCheckSecondary(const ImportedDocument& secondary,
                                         const ImportedDocument& primary) {
  std::vector<Anomaly> out;
  const std::string& sfile = secondary.doc.source;
  const std::string what = primary.doc.key.empty() ? "the primary" : primary.doc.key;

  std::multimap<std::string, const Rule*> by_id;
  std::map<std::string, std::set<std::string>> children;  // primary: id -> distinct child ids
  for (const Rule& r : primary.rules) {
    by_id.emplace(r.id, &r);
    std::string parent = ParentId(r.id, IdStyle::kDotted);
    if (!parent.empty()) children[parent].insert(r.id);
  }

  std::set<std::string> in_secondary;
  for (const Rule& s : secondary.rules) {
    in_secondary.insert(s.id);
    auto [lo, hi] = by_id.equal_range(s.id);
    if (lo == hi) {
      out.push_back({sfile, s.line, "missing-in-primary", "rule " + s.id + " is not in " + what});
      continue;
    }
    const std::string mine = Combined(s);
    bool match = false;
    std::string nearest;
    for (auto it = lo; it != hi; ++it) {
      std::string theirs = Combined(*it->second);
      if (theirs == mine) match = true;
      if (nearest.empty()) nearest = theirs;
    }
    if (!match) {
      out.push_back(
          {sfile, s.line, "source-disagrees",
           "rule " + s.id + " differs from " + what + " " + FirstDifference(mine, nearest)});
    }
  }

  std::set<std::string> declared_omitted;  // secondary rules whose subrules are left out
  for (const Anomaly& a : secondary.anomalies) {
    if (a.code != "omitted-subsections") continue;
    std::string id;
    int count = 0;
    if (!ParseOmittedSubsections(a.message, &id, &count)) continue;
    declared_omitted.insert(id);
    const std::set<std::string>& kids = children[id];
    std::vector<std::string> listed(kids.begin(), kids.end());
    if (static_cast<int>(kids.size()) == count) {
      out.push_back({sfile, a.line, "omitted-in-secondary",
                     "rule " + id + ": its " + std::to_string(count) +
                         (count == 1 ? " subrule is" : " subrules are") + " left out here (" +
                         Join(listed, " ") + ")"});
    } else {
      out.push_back({sfile, a.line, "source-disagrees",
                     "rule " + id + ": the secondary says " + std::to_string(count) +
                         " subsections, " + what + " has " + std::to_string(kids.size()) +
                         (listed.empty() ? "" : " (" + Join(listed, " ") + ")")});
    }
  }

  if (secondary.rules.empty()) return out;
  int first = std::atoi(TopLevel(secondary.rules.front().id).c_str());
  int last = std::atoi(TopLevel(secondary.rules.back().id).c_str());
  std::set<std::string> reported;
  for (const Rule& p : primary.rules) {
    int top = std::atoi(TopLevel(p.id).c_str());
    if (top < first || top > last || in_secondary.count(p.id) || reported.count(p.id)) continue;
    bool covered = false;
    bool under_reported = false;
    for (std::string a = ParentId(p.id, IdStyle::kDotted); !a.empty();
         a = ParentId(a, IdStyle::kDotted)) {
      if (declared_omitted.count(a)) covered = true;
      if (reported.count(a)) under_reported = true;
    }
    if (covered) continue;
    reported.insert(p.id);
    if (under_reported) continue;
    int descendants = 0;
    for (const Rule& q : primary.rules) {
      if (StartsWith(q.id, p.id + ".")) ++descendants;
    }
    out.push_back(
        {primary.doc.source, p.line, "missing-in-secondary",
         "rule " + p.id +
             (descendants ? " and its " + std::to_string(descendants) + " subrules are" : " is") +
             " in " + what + " but not in " +
             (secondary.doc.key.empty() ? "the secondary" : secondary.doc.key)});
  }
  return out;
}

}  // namespace arbiter::corpus
