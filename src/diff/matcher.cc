#include "diff/matcher.h"

#include <algorithm>
#include <map>
#include <tuple>

#include "diff/similarity.h"
#include "util/strings.h"

namespace arbiter::diff {
namespace {

// One document's rules, prepared for matching.
struct Side {
  std::vector<const corpus::Rule*> rules;  // unique ids, document order
  std::vector<std::string> text;           // ComparableText, punctuation-normalized for equality
  std::vector<std::string> raw;            // ComparableText as written (for the word diff)
  std::vector<FeatureSet> features;
  std::unordered_map<std::string, int> by_id;
  std::vector<int> parent;  // index, or -1
  std::vector<std::vector<int>> children;
  std::vector<int> partner;         // paired index on the other side, or -1
  std::vector<bool> frozen;         // an override said: no counterpart
  std::vector<std::string> reason;  // the override's reason, when one paired it
  FeatureIndex index;

  Side(const std::vector<corpus::Rule>& in, corpus::IdStyle style) {
    for (const corpus::Rule& r : in) {
      if (by_id.emplace(r.id, static_cast<int>(rules.size())).second) rules.push_back(&r);
    }
    const size_t n = rules.size();
    text.resize(n);
    raw.resize(n);
    features.resize(n);
    parent.assign(n, -1);
    children.resize(n);
    partner.assign(n, -1);
    frozen.assign(n, false);
    reason.resize(n);
    for (size_t i = 0; i < n; ++i) {
      raw[i] = ComparableText(*rules[i]);
      text[i] = CollapseSpaces(NormalizePunctuation(raw[i]));
      std::string p = rules[i]->parent;
      if (p.empty()) p = corpus::ParentId(rules[i]->id, style);
      auto it = by_id.find(p);
      if (it != by_id.end() && it->second != static_cast<int>(i)) {
        parent[i] = it->second;
        children[it->second].push_back(static_cast<int>(i));
      }
    }
  }
  bool Free(int i) const { return partner[i] < 0 && !frozen[i]; }

  // Features and the index cover only the rules that equal texts did not settle (free ones and
  // those an override paired): the others cannot take part in similarity, split or merge.
  void IndexUnsettled(const std::vector<bool>& settled) {
    for (size_t i = 0; i < rules.size(); ++i) {
      if (settled[i]) continue;
      features[i] = NormalizedTextFeatures(text[i]);
      index.Add(static_cast<int>(i), features[i]);
    }
  }
};

void Pair(Side& a, Side& b, int i, int j) {
  a.partner[i] = j;
  b.partner[j] = i;
}

// Does the structure around (i, j) agree with the pairs made so far?
struct Structure {
  bool parent_ok = false;
  bool children_ok = false;
};
Structure StructureOf(const Side& a, const Side& b, int i, int j) {
  Structure s;
  if (a.parent[i] >= 0 && b.parent[j] >= 0 && a.partner[a.parent[i]] == b.parent[j]) {
    s.parent_ok = true;
  }
  int paired = 0, agree = 0;
  for (int c : a.children[i]) {
    if (a.partner[c] < 0) continue;
    ++paired;
    if (b.parent[a.partner[c]] == j) ++agree;
  }
  s.children_ok = paired > 0 && agree * 2 > paired;
  return s;
}

// Overrides pair old and new rules one to one; several rows naming the same new rule make a merge
// of their old rules into it (*merges: new index -> the old rules after the first).
void ApplyOverrides(const std::vector<Override>& overrides, Side& a, Side& b,
                    std::vector<std::string>* problems, std::map<int, std::vector<int>>* merges) {
  for (const Override& o : overrides) {
    const std::string where = "override line " + std::to_string(o.line) + ": ";
    auto ia = a.by_id.find(o.from);
    if (ia == a.by_id.end()) {
      problems->push_back(where + "the old document has no rule " + o.from);
      continue;
    }
    if (o.to.empty()) {
      a.frozen[ia->second] = true;
      a.reason[ia->second] = o.reason;
      continue;
    }
    auto ib = b.by_id.find(o.to);
    if (ib == b.by_id.end()) {
      problems->push_back(where + "the new document has no rule " + o.to);
      continue;
    }
    if (a.Free(ia->second) && b.partner[ib->second] >= 0 && !b.frozen[ib->second]) {
      (*merges)[ib->second].push_back(ia->second);  // an earlier row paired it: a merge
      a.frozen[ia->second] = true;
      a.reason[ia->second] = o.reason;
      continue;
    }
    if (!a.Free(ia->second) || !b.Free(ib->second)) {
      problems->push_back(where + o.from + " or " + o.to +
                          " is already paired by an earlier override");
      continue;
    }
    Pair(a, b, ia->second, ib->second);
    a.reason[ia->second] = o.reason;
  }
}

// Step 1 and 2: equal texts.
void PairEqualTexts(Side& a, Side& b) {
  for (size_t i = 0; i < a.rules.size(); ++i) {
    if (!a.Free(static_cast<int>(i))) continue;
    auto it = b.by_id.find(a.rules[i]->id);
    if (it != b.by_id.end() && b.Free(it->second) && b.text[it->second] == a.text[i]) {
      Pair(a, b, static_cast<int>(i), it->second);
    }
  }
  std::unordered_map<std::string_view, std::vector<int>> a_by_text, b_by_text;
  for (size_t i = 0; i < a.rules.size(); ++i) {
    if (a.Free(static_cast<int>(i))) a_by_text[a.text[i]].push_back(static_cast<int>(i));
  }
  for (size_t j = 0; j < b.rules.size(); ++j) {
    if (b.Free(static_cast<int>(j))) b_by_text[b.text[j]].push_back(static_cast<int>(j));
  }
  for (const auto& [text, is] : a_by_text) {
    if (is.size() != 1 || text.empty()) continue;
    auto it = b_by_text.find(text);
    if (it != b_by_text.end() && it->second.size() == 1) Pair(a, b, is[0], it->second[0]);
  }
}

// Step 3: one round of best-first pairing by similarity. Returns the number of pairs made.
int PairSimilar(Side& a, Side& b, const MatchOptions& opt, bool structural) {
  struct Cand {
    double score;
    int i, j;
  };
  std::vector<Cand> cands;
  std::vector<int> extra;
  for (size_t ii = 0; ii < a.rules.size(); ++ii) {
    const int i = static_cast<int>(ii);
    if (!a.Free(i)) continue;
    std::vector<int> js = b.index.Candidates(a.features[i]);
    extra.clear();
    if (auto it = b.by_id.find(a.rules[i]->id); it != b.by_id.end()) extra.push_back(it->second);
    if (a.parent[i] >= 0 && a.partner[a.parent[i]] >= 0) {
      const auto& sib = b.children[a.partner[a.parent[i]]];
      extra.insert(extra.end(), sib.begin(), sib.end());
    }
    for (int c : a.children[i]) {
      if (a.partner[c] >= 0 && b.parent[a.partner[c]] >= 0) extra.push_back(b.parent[a.partner[c]]);
    }
    js.insert(js.end(), extra.begin(), extra.end());
    std::sort(js.begin(), js.end());
    js.erase(std::unique(js.begin(), js.end()), js.end());
    for (int j : js) {
      if (!b.Free(j)) continue;
      const double sim = Dice(a.features[i], b.features[j]);
      const bool same_id = a.rules[i]->id == b.rules[j]->id;
      const Structure s = StructureOf(a, b, i, j);
      const bool supported = same_id || s.parent_ok || s.children_ok;
      const bool ok = sim >= opt.min_similarity ||
                      (structural && supported && sim >= opt.min_structural_similarity);
      if (!ok) continue;
      const double score = sim + 0.1 * s.parent_ok + 0.1 * s.children_ok + 0.05 * same_id;
      cands.push_back({score, i, j});
    }
  }
  // Best first; ties by document order so the result is deterministic.
  std::sort(cands.begin(), cands.end(), [](const Cand& x, const Cand& y) {
    return std::tie(y.score, x.i, x.j) < std::tie(x.score, y.i, y.j);
  });
  int made = 0;
  for (const Cand& c : cands) {
    if (a.Free(c.i) && b.Free(c.j)) {
      Pair(a, b, c.i, c.j);
      ++made;
    }
  }
  return made;
}

// Last pairing step: a rule rewritten in place keeps its number under the same (paired) parent,
// though few words survive (903.12c in 2026). A rule without a parent is not paired this way.
void PairRewritten(Side& a, Side& b) {
  for (size_t ii = 0; ii < a.rules.size(); ++ii) {
    const int i = static_cast<int>(ii);
    if (!a.Free(i) || a.parent[i] < 0 || a.features[i].empty()) continue;
    auto it = b.by_id.find(a.rules[i]->id);
    if (it == b.by_id.end() || !b.Free(it->second)) continue;
    const int j = it->second;
    if (b.parent[j] < 0 || a.partner[a.parent[i]] != b.parent[j]) continue;
    if (Dice(a.features[i], b.features[j]) < 0.1) continue;
    Pair(a, b, i, j);
  }
}

// Step 4 (one direction): unpaired rules of `to` whose words came from a rule of `from`.
// For splits, from = old side and to = new side; for merges the reverse. Returns, per rule of
// `from`, the unpaired rules of `to` that are pieces of it.
std::map<int, std::vector<int>> FindPieces(const Side& from, const Side& to) {
  std::map<int, std::vector<int>> pieces;
  for (size_t jj = 0; jj < to.rules.size(); ++jj) {
    const int j = static_cast<int>(jj);
    // A piece is a real paragraph: a heading ("Resolving Spells and Abilities") or a few words
    // would be "contained" in many long rules by chance.
    if (!to.Free(j) || to.rules[j]->text.empty() || to.features[j].size() < 12) continue;
    int best = -1;
    double best_cont = 0;
    for (int i : from.index.Candidates(to.features[j])) {
      if (from.frozen[i]) continue;
      const FeatureSet& whole = from.features[i];
      if (whole.size() < to.features[j].size()) continue;
      const double cont = Containment(to.features[j], whole);
      if (cont < 0.75 || cont <= best_cont) continue;
      if (const int k = from.partner[i]; k >= 0) {
        // The successor of i must have lost the words this piece carries.
        FeatureSet shared;
        std::set_intersection(to.features[j].begin(), to.features[j].end(), whole.begin(),
                              whole.end(), std::back_inserter(shared));
        if (Containment(shared, to.features[k]) > 0.5) continue;
      }
      best = i;
      best_cont = cont;
    }
    if (best >= 0) pieces[best].push_back(j);
  }
  return pieces;
}

std::string JoinTexts(const Side& s, const std::vector<int>& idx) {
  std::vector<std::string> parts;
  for (int i : idx) parts.push_back(s.raw[i]);
  return Join(parts, "\n");
}

}  // namespace

bool ChangeKindFromName(std::string_view name, ChangeKind* kind) {
  for (ChangeKind k :
       {ChangeKind::kUnchanged, ChangeKind::kEdited, ChangeKind::kMoved, ChangeKind::kAdded,
        ChangeKind::kRemoved, ChangeKind::kSplit, ChangeKind::kMerged}) {
    if (name == ChangeKindName(k)) {
      *kind = k;
      return true;
    }
  }
  return false;
}

const char* ChangeKindName(ChangeKind kind) {
  switch (kind) {
    case ChangeKind::kUnchanged:
      return "unchanged";
    case ChangeKind::kEdited:
      return "edited";
    case ChangeKind::kMoved:
      return "moved";
    case ChangeKind::kAdded:
      return "added";
    case ChangeKind::kRemoved:
      return "removed";
    case ChangeKind::kSplit:
      return "split";
    case ChangeKind::kMerged:
      return "merged";
  }
  return "?";
}

std::string ComparableText(const corpus::Rule& rule) {
  std::vector<std::string> parts;
  if (!rule.title.empty()) parts.push_back(FoldExtraction(rule.title));
  if (!rule.text.empty()) parts.push_back(FoldExtraction(rule.text));
  for (const std::string& e : rule.examples) parts.push_back("Example: " + FoldExtraction(e));
  return Join(parts, "\n");
}

std::string RuleLabel(const corpus::Rule& rule) {
  std::string t = CollapseSpaces(FoldExtraction(rule.title.empty() ? rule.text : rule.title));
  if (t.size() > 70) {
    size_t cut = 70;
    while (cut > 0 && (static_cast<unsigned char>(t[cut]) & 0xC0) == 0x80) --cut;
    t = t.substr(0, cut) + "...";
  }
  return t;
}

const RuleChange* DocumentDiff::ForOld(const std::string& id) const {
  auto it = by_old.find(id);
  return it == by_old.end() ? nullptr : &changes[it->second];
}

const RuleChange* DocumentDiff::ForNew(const std::string& id) const {
  auto it = by_new.find(id);
  return it == by_new.end() ? nullptr : &changes[it->second];
}

DocumentDiff DiffRules(const std::vector<corpus::Rule>& before,
                       const std::vector<corpus::Rule>& after, const MatchOptions& options) {
  DocumentDiff out;
  Side a(before, options.style), b(after, options.style);
  std::map<int, std::vector<int>> override_merges;
  ApplyOverrides(options.overrides, a, b, &out.problems, &override_merges);
  std::vector<bool> a_override(a.rules.size()), b_override(b.rules.size());
  for (size_t i = 0; i < a.rules.size(); ++i) {
    if (a.partner[i] >= 0) a_override[i] = true, b_override[a.partner[i]] = true;
  }
  PairEqualTexts(a, b);
  std::vector<bool> a_settled(a.rules.size()), b_settled(b.rules.size());
  for (size_t i = 0; i < a.rules.size(); ++i) a_settled[i] = a.partner[i] >= 0 && !a_override[i];
  for (size_t j = 0; j < b.rules.size(); ++j) b_settled[j] = b.partner[j] >= 0 && !b_override[j];
  a.IndexUnsettled(a_settled);
  b.IndexUnsettled(b_settled);
  PairSimilar(a, b, options, /*structural=*/false);
  for (int round = 0; round < 4; ++round) {
    if (PairSimilar(a, b, options, /*structural=*/true) == 0) break;
  }
  PairRewritten(a, b);

  // Splits: old rule i -> its successor (if any) plus new pieces. Merges: the converse.
  std::map<int, std::vector<int>> split_parts = FindPieces(a, b);
  std::map<int, std::vector<int>> merge_parts;
  for (auto it = split_parts.begin(); it != split_parts.end();) {
    const int i = it->first;
    if (a.partner[i] < 0 && it->second.size() == 1) {
      // One piece of an unpaired rule: the rule moved and lost words, not a split.
      Pair(a, b, i, it->second[0]);
      it = split_parts.erase(it);
    } else {
      for (int j : it->second) b.frozen[j] = true;  // consumed by the split
      a.frozen[i] = a.partner[i] < 0 ? true : a.frozen[i];
      ++it;
    }
  }
  merge_parts = FindPieces(b, a);
  for (auto it = merge_parts.begin(); it != merge_parts.end();) {
    const int j = it->first;
    if (b.partner[j] < 0 && it->second.size() == 1) {
      Pair(a, b, it->second[0], j);
      it = merge_parts.erase(it);
    } else {
      for (int i : it->second) a.frozen[i] = true;
      ++it;
    }
  }

  for (const auto& [j, is] : override_merges) {
    std::vector<int>& parts = merge_parts[j];
    for (int i : is) {
      if (std::find(parts.begin(), parts.end(), i) == parts.end()) parts.push_back(i);
    }
  }

  // Emit in the new document's order. Each change gets a position key: (new index, 0/1, old index).
  struct Keyed {
    std::tuple<int, int, int> key;
    RuleChange change;
  };
  std::vector<Keyed> keyed;
  std::vector<bool> a_done(a.rules.size(), false), b_done(b.rules.size(), false);
  auto pair_change = [&](const std::vector<int>& is, const std::vector<int>& js) {
    RuleChange c;
    for (int i : is) c.old_ids.push_back(a.rules[i]->id), a_done[i] = true;
    for (int j : js) c.new_ids.push_back(b.rules[j]->id), b_done[j] = true;
    std::string old_text = JoinTexts(a, is), new_text = JoinTexts(b, js);
    std::vector<std::string> old_norm, new_norm;
    for (int i : is) old_norm.push_back(a.text[i]);
    for (int j : js) new_norm.push_back(b.text[j]);
    c.text_changed = Join(old_norm, "\n") != Join(new_norm, "\n");
    if (c.text_changed) c.words = WordDiff(old_text, new_text);
    // Texts that differ only in spacing (a PDF extraction's " Main Deck card.") have equal words.
    if (c.text_changed && ChangedTokenCount(c.words) == 0) {
      c.text_changed = false;
      c.words.clear();
    }
    if (c.text_changed) {
      c.refs_only = OnlyRuleNumbersChanged(c.words);
      c.similarity = is.size() == 1 && js.size() == 1
                         ? Dice(a.features[is[0]], b.features[js[0]])
                         : Dice(TextFeatures(old_text), TextFeatures(new_text));
    }
    for (int i : is) {
      if (!a.reason[i].empty()) c.reason = a.reason[i];
    }
    c.title = RuleLabel(js.empty() ? *a.rules[is.front()] : *b.rules[js.front()]);
    return c;
  };

  for (size_t jj = 0; jj < b.rules.size(); ++jj) {
    const int j = static_cast<int>(jj);
    if (b_done[j]) continue;
    if (b.partner[j] >= 0 && !split_parts.count(b.partner[j]) && !merge_parts.count(j)) {
      const int i = b.partner[j];
      RuleChange c = pair_change({i}, {j});
      if (a.rules[i]->id != b.rules[j]->id) {
        c.kind = ChangeKind::kMoved;
      } else {
        c.kind = c.text_changed ? ChangeKind::kEdited : ChangeKind::kUnchanged;
      }
      keyed.push_back({{j, 0, i}, std::move(c)});
      continue;
    }
    // Is j part of a split?
    int split_of = -1;
    for (const auto& [i, js] : split_parts) {
      if (a.partner[i] == j || std::find(js.begin(), js.end(), j) != js.end()) split_of = i;
    }
    if (split_of >= 0) {
      std::vector<int> js = split_parts[split_of];
      if (a.partner[split_of] >= 0) js.push_back(a.partner[split_of]);
      std::sort(js.begin(), js.end());
      RuleChange c = pair_change({split_of}, js);
      c.kind = ChangeKind::kSplit;
      c.text_changed = true;
      keyed.push_back({{j, 0, split_of}, std::move(c)});
      continue;
    }
    if (merge_parts.count(j)) {
      std::vector<int> is = merge_parts[j];
      if (b.partner[j] >= 0) is.push_back(b.partner[j]);
      std::sort(is.begin(), is.end());
      RuleChange c = pair_change(is, {j});
      c.kind = ChangeKind::kMerged;
      c.text_changed = true;
      keyed.push_back({{j, 0, is.front()}, std::move(c)});
      continue;
    }
    RuleChange c;
    c.kind = ChangeKind::kAdded;
    c.new_ids = {b.rules[j]->id};
    c.text = b.raw[j];
    c.title = RuleLabel(*b.rules[j]);
    c.similarity = 0;
    b_done[j] = true;
    keyed.push_back({{j, 0, -1}, std::move(c)});
  }
  for (size_t ii = 0; ii < a.rules.size(); ++ii) {
    const int i = static_cast<int>(ii);
    if (a_done[i]) continue;
    // Place a removal after the new position of its nearest paired predecessor.
    int anchor = -1;
    for (int k = i - 1; k >= 0; --k) {
      if (a.partner[k] >= 0) {
        anchor = a.partner[k];
        break;
      }
    }
    RuleChange c;
    c.kind = ChangeKind::kRemoved;
    c.old_ids = {a.rules[i]->id};
    c.text = a.raw[i];
    c.title = RuleLabel(*a.rules[i]);
    c.similarity = 0;
    c.reason = a.reason[i];
    keyed.push_back({{anchor, 1, i}, std::move(c)});
  }
  std::stable_sort(keyed.begin(), keyed.end(),
                   [](const Keyed& x, const Keyed& y) { return x.key < y.key; });

  std::vector<RuleChange> changes;
  for (Keyed& k : keyed) changes.push_back(std::move(k.change));
  DocumentDiff counted = DiffFromChanges(std::move(changes), static_cast<int>(a.rules.size()),
                                         static_cast<int>(b.rules.size()));
  out.changes = std::move(counted.changes);
  out.counts = counted.counts;
  out.by_old = std::move(counted.by_old);
  out.by_new = std::move(counted.by_new);
  return out;
}

DocumentDiff DiffFromChanges(std::vector<RuleChange> changes, int old_rules, int new_rules) {
  DocumentDiff out;
  DiffCounts& n = out.counts;
  n.old_rules = old_rules;
  n.new_rules = new_rules;
  for (RuleChange& c : changes) {
    switch (c.kind) {
      case ChangeKind::kUnchanged:
        ++n.unchanged;
        break;
      case ChangeKind::kEdited:
        ++n.edited;
        break;
      case ChangeKind::kMoved:
        ++n.moved;
        n.moved_edited += c.text_changed;
        break;
      case ChangeKind::kAdded:
        ++n.added;
        break;
      case ChangeKind::kRemoved:
        ++n.removed;
        break;
      case ChangeKind::kSplit:
        ++n.split;
        break;
      case ChangeKind::kMerged:
        ++n.merged;
        break;
    }
    if ((c.kind == ChangeKind::kEdited || c.kind == ChangeKind::kMoved) && c.refs_only)
      ++n.refs_only;
    const size_t idx = out.changes.size();
    for (const auto& id : c.old_ids) out.by_old.emplace(id, idx);
    for (const auto& id : c.new_ids) out.by_new.emplace(id, idx);
    out.changes.push_back(std::move(c));
  }
  return out;
}

}  // namespace arbiter::diff
