#include "diff/repin.h"

#include <algorithm>
#include <cctype>
#include <memory>
#include <mutex>
#include <set>

#include "corpus/rules_db.h"
#include "diff/compare.h"
#include "diff/matcher.h"
#include "diff/word_diff.h"
#include "util/strings.h"

namespace arbiter::diff {

const char* PinStatusName(PinStatus status) {
  switch (status) {
    case PinStatus::kUnchanged:
      return "unchanged";
    case PinStatus::kChanged:
      return "changed";
    case PinStatus::kSplit:
      return "split";
    case PinStatus::kMerged:
      return "merged";
    case PinStatus::kVanished:
      return "vanished";
  }
  return "?";
}

const PinnedRule* CitationMap::Find(const std::string& old_id) const {
  auto it = rules_.find(old_id);
  return it == rules_.end() ? nullptr : &it->second;
}

std::string CitationMap::MapOne(const std::string& old_id) const {
  const PinnedRule* p = Find(old_id);
  if (p == nullptr || p->new_ids.size() != 1) return "";
  if (p->status == PinStatus::kSplit || p->status == PinStatus::kVanished) return "";
  return p->new_ids[0];
}

const corpus::Rule* CitationMap::NewRule(const std::string& id) const {
  auto it = new_rules_.find(id);
  return it == new_rules_.end() ? nullptr : &it->second;
}

const corpus::Rule* CitationMap::OldRule(const std::string& id) const {
  auto it = old_rules_.find(id);
  return it == old_rules_.end() ? nullptr : &it->second;
}

namespace {

// The words of a text without its punctuation marks: "See rule 716. Attachment" and "See rule
// 716 Attachment" (two extractions of one PDF) read the same.
bool SameWords(const std::string& a, const std::string& b) {
  auto words = [](const std::string& t) {
    std::vector<std::string> out;
    for (std::string& tok : DiffTokens(t)) {
      if (std::any_of(tok.begin(), tok.end(),
                      [](char c) { return std::isalnum(static_cast<unsigned char>(c)); }))
        out.push_back(std::move(tok));
    }
    return out;
  };
  return words(a) == words(b);
}

}  // namespace

Result<CitationMap> MapCitations(const std::string& rules_db_dir, const std::string& from_spec,
                                 const std::string& to_spec, std::string* help) {
  auto pair = ResolvePair(rules_db_dir, from_spec, to_spec,
                          "a citation maps between releases of one game's rules", help);
  if (!pair.ok()) return pair.status();
  const std::vector<corpus::Document>* docs = &pair->docs;
  const corpus::Document* a = &pair->from;
  const corpus::Document* b = &pair->to;
  const std::string& family = pair->family;
  const std::vector<corpus::Document> versions = corpus::VersionsOf(*docs, family);
  auto index_of = [&](const corpus::Document& d) -> int {
    for (size_t i = 0; i < versions.size(); ++i)
      if (versions[i].key == d.key) return static_cast<int>(i);
    return -1;
  };
  const int ia = index_of(*a), ib = index_of(*b);
  if (ia < 0 || ib < 0) {
    if (help) *help = "the releases of " + family + " are the primary documents listed by `docs`";
    return Status::InvalidArgument((ia < 0 ? a->key : b->key) + " is not a release of " + family);
  }
  const int lo = std::min(ia, ib), hi = std::max(ia, ib);
  std::vector<corpus::ImportedDocument> imported;
  for (int k = lo; k <= hi; ++k) {
    auto im = corpus::ImportDocument(rules_db_dir, versions[k]);
    if (!im.ok()) return im.status();
    imported.push_back(std::move(*im));
  }
  std::vector<DocumentDiff> steps;  // steps[k]: imported[k] -> imported[k+1]
  for (size_t k = 0; k + 1 < imported.size(); ++k) {
    steps.push_back(CompareImported(rules_db_dir, imported[k], imported[k + 1]));
  }
  CitationMap map;
  map.from_ = *a;
  map.to_ = *b;
  const corpus::ImportedDocument& first = imported[ia - lo];
  const corpus::ImportedDocument& last = imported[ib - lo];
  for (const corpus::Rule& r : first.rules) map.old_rules_.emplace(r.id, r);
  for (const corpus::Rule& r : last.rules) map.new_rules_.emplace(r.id, r);
  const bool forward = ib >= ia;
  for (const auto& [id, rule] : map.old_rules_) {
    PinnedRule p;
    p.old_id = id;
    p.old_label = RuleLabel(rule);
    std::vector<std::string> cur = {id};
    bool split = false, merged = false;
    for (int s = 0; s < hi - lo; ++s) {
      const int k = forward ? (ia - lo) + s : (ia - lo) - 1 - s;  // the step taken
      const DocumentDiff& d = steps[k];
      std::vector<std::string> next;
      for (const std::string& c : cur) {
        const RuleChange* ch = forward ? d.ForOld(c) : d.ForNew(c);
        if (ch == nullptr) continue;
        const auto& to_ids = forward ? ch->new_ids : ch->old_ids;
        if (to_ids.size() > 1) split = true;
        const auto& from_ids = forward ? ch->old_ids : ch->new_ids;
        if (from_ids.size() > 1) merged = true;
        for (const std::string& n : to_ids)
          if (std::find(next.begin(), next.end(), n) == next.end()) next.push_back(n);
      }
      cur = std::move(next);
      const corpus::Document& at = imported[forward ? k + 1 : k].doc;
      p.path.push_back(at.key + ":" + (cur.empty() ? "(none)" : Join(cur, " ")));
      if (cur.empty()) break;
    }
    p.new_ids = cur;
    map.reached_.insert(cur.begin(), cur.end());
    std::vector<std::string> new_texts;
    for (const std::string& n : cur) {
      auto it = map.new_rules_.find(n);
      if (it != map.new_rules_.end()) new_texts.push_back(ComparableText(it->second));
    }
    if (!cur.empty()) {
      auto it = map.new_rules_.find(cur[0]);
      if (it != map.new_rules_.end()) p.new_label = RuleLabel(it->second);
    }
    const std::string old_text = ComparableText(rule), new_text = Join(new_texts, "\n");
    if (cur.empty()) {
      p.status = PinStatus::kVanished;
    } else if (split || cur.size() > 1) {
      p.status = PinStatus::kSplit;
    } else if (merged) {
      p.status = PinStatus::kMerged;
    } else if (SameWords(old_text, new_text)) {  // punctuation-only differences fold away
      p.status = PinStatus::kUnchanged;
    } else {
      p.status = PinStatus::kChanged;
    }
    if (p.status != PinStatus::kUnchanged && p.status != PinStatus::kVanished) {
      const auto runs = WordDiff(old_text, new_text);
      p.word_diff = RenderWordDiff(runs);
      p.refs_only = OnlyRuleNumbersChanged(runs);
    }
    map.rules_.emplace(id, std::move(p));
  }
  return map;
}

Result<const CitationMap*> CachedCitationMap(const std::string& rules_db_dir,
                                             const std::string& from_spec,
                                             const std::string& to_spec, std::string* help) {
  static std::mutex mu;
  static std::map<std::string, std::unique_ptr<CitationMap>> cache;
  const std::string key = rules_db_dir + "\n" + from_spec + "\n" + to_spec;
  std::lock_guard<std::mutex> lock(mu);
  auto it = cache.find(key);
  if (it != cache.end()) return static_cast<const CitationMap*>(it->second.get());
  auto m = MapCitations(rules_db_dir, from_spec, to_spec, help);
  if (!m.ok()) return m.status();
  auto owned = std::make_unique<CitationMap>(std::move(*m));
  const CitationMap* ptr = owned.get();
  cache.emplace(key, std::move(owned));
  return ptr;
}

namespace {

bool IdChar(char c) {
  return std::isdigit(static_cast<unsigned char>(c)) || (c >= 'a' && c <= 'z') || c == '.';
}

// The id-shaped token at `i` (digits first: "718.4", "607.2a", "143"), its length, or 0.
size_t IdTokenAt(const std::string& t, size_t i) {
  if (!std::isdigit(static_cast<unsigned char>(t[i]))) return 0;
  if (i > 0) {
    const char p = t[i - 1];
    if (std::isalnum(static_cast<unsigned char>(p)) || p == '.' || p == '-' || p == '+' ||
        p == '_' || p == '@' || p == '/') {
      // "riftbound@1.2:718.4" keeps its version; an id after "riftbound:" is still an id.
      return 0;
    }
  }
  size_t j = i;
  while (j < t.size() && IdChar(t[j])) ++j;
  while (j > i && t[j - 1] == '.') --j;  // "(see 718.4.)": the sentence's full stop
  const std::string tok = t.substr(i, j - i);
  if (tok.size() < 3 || !std::isdigit(static_cast<unsigned char>(tok[0])) ||
      !std::isdigit(static_cast<unsigned char>(tok[1])) ||
      !std::isdigit(static_cast<unsigned char>(tok[2])) || (tok.size() > 3 && tok[3] != '.')) {
    return 0;
  }
  return j - i;
}

// Whether a bare 3-digit id at `i` reads as a rule number in prose: after "(", ", " in a list,
// "rule", "rules", "see", "and" or "/"; before ")" or ":".
bool BareIdInContext(const std::string& t, size_t i, size_t len) {
  size_t k = i;
  while (k > 0 && t[k - 1] == ' ') --k;
  if (k > 0 && (t[k - 1] == '(' || t[k - 1] == ',' || t[k - 1] == '/')) return true;
  const size_t end = i + len;
  if (end < t.size() && (t[end] == ')' || t[end] == ':' || t[end] == ',')) return true;
  for (const char* w : {"rule ", "rules ", "see ", "and ", "cites ", "cite "}) {
    const size_t n = std::char_traits<char>::length(w);
    if (i >= n && t.compare(i - n, n, w) == 0) return true;
  }
  return false;
}

int LineAt(const std::string& t, size_t pos, size_t* last_pos, int* last_line) {
  for (size_t k = *last_pos; k < pos; ++k)
    if (t[k] == '\n') ++*last_line;
  *last_pos = pos;
  return *last_line;
}

// Rewrites ids in t[begin, end) (one literal's or comment's contents), appending to out.
void RewriteSpan(const std::string& t, size_t begin, size_t end, bool whole_literal,
                 const std::map<std::string, std::string>& map, std::string* out,
                 std::vector<IdRewrite>* rewrites, size_t* lpos, int* lline) {
  if (whole_literal) {
    const std::string inner = t.substr(begin, end - begin);
    auto it = map.find(inner);
    if (it != map.end()) {
      if (it->second != inner && rewrites)
        rewrites->push_back({LineAt(t, begin, lpos, lline), inner, it->second});
      *out += it->second;
      return;
    }
  }
  size_t i = begin;
  while (i < end) {
    const size_t len = IdTokenAt(t, i);
    if (len == 0 || i + len > end) {
      *out += t[i++];
      continue;
    }
    const std::string tok = t.substr(i, len);
    auto it = map.find(tok);
    const bool dotted = tok.find('.') != std::string::npos;
    if (it != map.end() && (dotted || BareIdInContext(t, i, len))) {
      if (it->second != tok && rewrites)
        rewrites->push_back({LineAt(t, i, lpos, lline), tok, it->second});
      *out += it->second;
    } else {
      *out += tok;
    }
    i += len;
  }
}

}  // namespace

std::string RewriteSourceIds(const std::string& text, const std::map<std::string, std::string>& map,
                             std::vector<IdRewrite>* rewrites) {
  std::string out;
  out.reserve(text.size());
  size_t lpos = 0;
  int lline = 1;
  size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {  // a line comment: prose
      size_t e = text.find('\n', i);
      if (e == std::string::npos) e = text.size();
      RewriteSpan(text, i, e, false, map, &out, rewrites, &lpos, &lline);
      i = e;
    } else if (c == '\'') {  // a character literal, copied
      size_t e = i + 1;
      while (e < text.size() && text[e] != '\'' && text[e] != '\n') e += text[e] == '\\' ? 2 : 1;
      e = std::min(e + 1, text.size());
      out.append(text, i, e - i);
      i = e;
    } else if (c == '"') {
      size_t e = i + 1;
      while (e < text.size() && text[e] != '"' && text[e] != '\n') e += text[e] == '\\' ? 2 : 1;
      if (e >= text.size() || text[e] != '"') {  // not a closed literal: copy as is
        out.append(text, i, e - i);
        i = e;
        continue;
      }
      out += '"';
      RewriteSpan(text, i + 1, e, true, map, &out, rewrites, &lpos, &lline);
      out += '"';
      i = e + 1;
    } else if (c == 'R' && i + 2 < text.size() && text[i + 1] == '"' && text[i + 2] == '(') {
      const size_t e = text.find(")\"", i + 3);  // a raw string (a regex): copied
      const size_t stop = e == std::string::npos ? text.size() : e + 2;
      out.append(text, i, stop - i);
      i = stop;
    } else {
      out += c;
      ++i;
    }
  }
  return out;
}

std::string RewriteProseIds(const std::string& text, const std::map<std::string, std::string>& map,
                            std::vector<IdRewrite>* rewrites) {
  std::string out;
  size_t lpos = 0;
  int lline = 1;
  RewriteSpan(text, 0, text.size(), false, map, &out, rewrites, &lpos, &lline);
  return out;
}

}  // namespace arbiter::diff
