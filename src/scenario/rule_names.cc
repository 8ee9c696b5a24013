#include "scenario/rule_names.h"

#include <algorithm>
#include <set>
#include <unordered_map>

#include "diff/word_diff.h"
#include "util/strings.h"

namespace arbiter::scenario {
namespace {

// Lower-case words of `text`: letters and digits, with inner apostrophes ("can't"); a possessive
// "'s" is dropped. Punctuation variants and PDF ligatures are folded first.
std::vector<std::string> Words(std::string_view text) {
  const std::string folded = ToLowerAscii(NormalizePunctuation(diff::FoldExtraction(text)));
  std::vector<std::string> out;
  std::string cur;
  auto flush = [&] {
    while (!cur.empty() && cur.back() == '\'') cur.pop_back();
    if (EndsWith(cur, "'s")) cur.resize(cur.size() - 2);
    if (!cur.empty()) out.push_back(cur);
    cur.clear();
  };
  for (size_t i = 0; i < folded.size(); ++i) {
    const unsigned char c = folded[i];
    if (std::isalnum(c) || c >= 0x80) {
      cur += static_cast<char>(c);
    } else if (c == '\'' && !cur.empty() && i + 1 < folded.size() &&
               std::isalpha(static_cast<unsigned char>(folded[i + 1]))) {
      cur += '\'';
    } else {
      flush();
    }
  }
  flush();
  return out;
}

// A word with common English endings folded: "gaining" -> "gain", "units" -> "unit", "moved" and
// "move" -> "mov", "abilities" -> "abiliti" (as "ability" -> "abiliti").
std::string Stem(std::string w) {
  auto drop = [&](std::string_view suffix, size_t min_left) {
    if (w.size() >= suffix.size() + min_left && EndsWith(w, suffix)) {
      w.resize(w.size() - suffix.size());
      return true;
    }
    return false;
  };
  if (drop("ies", 3)) {
    w += 'i';
  } else if (!EndsWith(w, "ss")) {
    drop("s", 3);
  }
  if (!drop("ing", 3)) drop("ed", 3);
  if (EndsWith(w, "y") && w.size() > 3) w.back() = 'i';
  drop("e", 3);
  return w;
}

bool IsSmallWord(const std::string& w) {
  static const std::set<std::string> kSmall = {
      "a",     "an",      "the",   "of",  "to",   "in",    "on",      "at",   "by",   "for",
      "from",  "with",    "and",   "or",  "is",   "are",   "be",      "as",   "it",   "its",
      "this",  "that",    "not",   "no",  "only", "into",  "onto",    "each", "all",  "any",
      "if",    "when",    "while", "can", "may",  "must",  "does",    "do",   "has",  "have",
      "than",  "then",    "i",     "me",  "my",   "up",    "out",     "so",   "but",  "their",
      "they",  "them",    "there", "s",   "vs",   "go",    "goes",    "were", "both", "either",
      "every", "several", "again", "re",  "own",  "don't", "doesn't", "also", "still"};
  return kSmall.count(w) > 0;
}

bool SameWord(const std::string& a, const std::string& b) {
  if (a == b) return true;
  const std::string& shorter = a.size() < b.size() ? a : b;
  const std::string& longer = a.size() < b.size() ? b : a;
  return shorter.size() >= 4 && StartsWith(longer, shorter);
}

bool IsPrefix(const std::vector<std::string>& prefix, const std::vector<std::string>& words) {
  if (prefix.empty() || prefix.size() > words.size()) return false;
  return std::equal(prefix.begin(), prefix.end(), words.begin());
}

// The words of `phrase` (stemmed, small words left out) that no stem in `pool` matches.
std::vector<std::string> Missing(const std::vector<std::string>& phrase,
                                 const std::vector<std::string>& pool) {
  std::vector<std::string> missing;
  for (const std::string& w : phrase) {
    if (IsSmallWord(w)) continue;
    const std::string s = Stem(w);
    bool found = false;
    for (const std::string& p : pool) {
      if (SameWord(s, p)) {
        found = true;
        break;
      }
    }
    if (!found) missing.push_back(w);
  }
  return missing;
}

std::vector<std::string> Stems(const std::vector<std::string>& words) {
  std::vector<std::string> out;
  out.reserve(words.size());
  for (const std::string& w : words) out.push_back(Stem(w));
  return out;
}

// An ancestor's heading: its title, else its text when that is a heading-like few words.
std::string Heading(const corpus::Rule& r) {
  if (!r.title.empty()) return r.title;
  if (Words(r.text).size() <= 5) return r.text;
  return "";
}

std::string Clip(const std::string& s) { return s.size() > 60 ? s.substr(0, 57) + "..." : s; }

}  // namespace

bool NameAgrees(const std::string& name, const corpus::Rule& rule,
                const std::vector<const corpus::Rule*>& ancestors, std::string* why) {
  std::string label = name;
  while (EndsWith(label, ".")) label.pop_back();  // "...": the name quotes the rule's start
  const std::vector<std::string> own_text = Words(rule.text);
  const std::vector<std::string> own_title = Words(rule.title);
  std::vector<std::string> own_all = own_title;
  own_all.insert(own_all.end(), own_text.begin(), own_text.end());
  for (const std::string& ex : rule.examples) {
    const auto w = Words(ex);
    own_all.insert(own_all.end(), w.begin(), w.end());
  }
  const std::vector<std::string> whole = Words(label);
  if (IsPrefix(whole, own_text) || IsPrefix(whole, own_title) ||
      IsPrefix(whole, Words(rule.title + " " + rule.text))) {
    return true;
  }
  std::vector<std::string> headings;  // the words of the ancestors' headings
  for (const corpus::Rule* a : ancestors) {
    const auto w = Words(Heading(*a));
    headings.insert(headings.end(), w.begin(), w.end());
  }
  std::vector<std::string> pool = Stems(own_all);
  for (const std::string& h : Stems(headings)) pool.push_back(h);
  const size_t colon = label.find(": ");
  const std::string head = colon == std::string::npos ? "" : label.substr(0, colon);
  const std::string body = colon == std::string::npos ? label : label.substr(colon + 2);
  // The head ("Standard Move: ...") names the subject: it may come from an ancestor's words too
  // (143 "Units have the Inherent Ability to perform a Standard Move" over 143.1.a).
  std::vector<std::string> head_pool = pool;
  for (const corpus::Rule* a : ancestors) {
    for (const std::string& w : Stems(Words(a->text))) head_pool.push_back(w);
  }
  std::vector<std::string> missing = Missing(Words(head), head_pool);
  const std::vector<std::string> body_words = Words(body);
  if (!IsPrefix(body_words, own_text) && !IsPrefix(body_words, own_title)) {
    for (const std::string& m : Missing(body_words, pool)) missing.push_back(m);
  }
  if (missing.empty()) return true;
  if (why) {
    std::string heads;
    for (const corpus::Rule* a : ancestors) {
      const std::string h = Heading(*a);
      if (!h.empty()) heads += (heads.empty() ? "" : ", ") + a->id + " " + h;
    }
    *why = "'" + Join(missing, "', '") + "' not in the rule's heading, text or section headings (" +
           rule.id + ": " + Clip(rule.title.empty() ? rule.text : rule.title + ": " + rule.text) +
           (heads.empty() ? "" : "; under " + heads) + ")";
  }
  return false;
}

std::vector<NameFinding> CheckRuleNames(const engine::RuleTable& table,
                                        const std::vector<corpus::Rule>& rules) {
  std::unordered_map<std::string, const corpus::Rule*> by_id;
  for (const corpus::Rule& r : rules) by_id.emplace(r.id, &r);  // a duplicate keeps its first
  std::vector<NameFinding> out;
  for (const engine::RuleRef& ref : table.rules()) {
    auto it = by_id.find(ref.id);
    if (it == by_id.end()) {
      out.push_back({ref.id, ref.name, "no rule " + std::string(ref.id) + " in the document"});
      continue;
    }
    std::vector<const corpus::Rule*> ancestors;
    std::set<std::string> seen;
    for (const corpus::Rule* r = it->second; r != nullptr;) {
      const std::string next = !r->parent.empty() ? r->parent : r->section;
      if (next.empty() || !seen.insert(next).second) break;
      auto p = by_id.find(next);
      if (p == by_id.end()) break;
      ancestors.push_back(p->second);
      r = p->second;
    }
    if (!it->second->section.empty() && by_id.count(it->second->section) &&
        std::find(ancestors.begin(), ancestors.end(), by_id[it->second->section]) ==
            ancestors.end()) {
      ancestors.push_back(by_id[it->second->section]);
    }
    // A duplicated id (printed twice) agrees when either copy does.
    std::string why;
    bool agrees = false;
    for (const corpus::Rule& r : rules) {
      if (r.id != ref.id) continue;
      std::string w;
      if (NameAgrees(ref.name, r, ancestors, &w)) {
        agrees = true;
        break;
      }
      if (why.empty()) why = w;
    }
    if (!agrees) out.push_back({ref.id, ref.name, why});
  }
  return out;
}

}  // namespace arbiter::scenario
