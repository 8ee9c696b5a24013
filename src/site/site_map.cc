#include "site/site_map.h"

#include "util/strings.h"

namespace arbiter::site {

std::string Slug(const std::string& text) {
  const std::string t = ToLowerAscii(text);
  auto alnum = [&](size_t i) { return i < t.size() && (IsAsciiAlpha(t[i]) || IsAsciiDigit(t[i])); };
  std::string out;
  for (size_t i = 0; i < t.size(); ++i) {
    if (alnum(i)) {
      out += t[i];
    } else if (t[i] == '.' && i > 0 && alnum(i - 1) && alnum(i + 1)) {
      out += '.';  // "607.2a", "1.2": a dot between letters or digits only, so never ".."
    } else if (!out.empty() && out.back() != '-') {
      out += '-';
    }
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out.empty() ? "x" : out;
}

std::string Anchor(const std::string& rule_id) { return "r" + Slug(rule_id); }

void SiteMap::Add(const store::DocumentRecord& record, std::vector<store::RuleRecord> rules,
                  size_t one_page_limit) {
  DocumentPages d;
  d.record = record;
  d.folder = "doc-" + Slug(record.doc.key);
  d.rules = std::move(rules);
  for (size_t i = 0; i < d.rules.size(); ++i) d.index_of.emplace(d.rules[i].id, i);
  // A rule's chapter: its top ancestor by number, then (for documents whose top-level rules sit
  // under headings by position, as Riftbound's 718 under 716 under 700) the top of that chain.
  auto top = [&](std::string id) {
    for (int guard = 0; guard < 64; ++guard) {
      auto it = d.index_of.find(id);
      if (it == d.index_of.end() || d.rules[it->second].parent.empty()) break;
      id = d.rules[it->second].parent;
    }
    return id;
  };
  const bool one_page = d.rules.size() <= one_page_limit;
  std::map<std::string, size_t> chapter_index;
  for (size_t i = 0; i < d.rules.size(); ++i) {
    std::string chapter;
    if (!one_page) {
      chapter = top(d.rules[i].id);
      for (int guard = 0; guard < 16; ++guard) {
        auto it = d.index_of.find(chapter);
        if (it == d.index_of.end() || d.rules[it->second].section.empty()) break;
        chapter = top(d.rules[it->second].section);
      }
    }
    auto [it, added] = chapter_index.emplace(chapter, d.chapters.size());
    if (added) {
      Chapter c;
      c.id = chapter;
      auto head = d.index_of.find(chapter);
      c.title = head == d.index_of.end() ? "" : d.rules[head->second].title;
      c.file = d.folder + "/" + (chapter.empty() ? "rules" : Slug(chapter)) + ".html";
      d.chapters.push_back(c);
    }
    d.chapters[it->second].rules.push_back(i);
    d.chapter_of.emplace(d.rules[i].id, it->second);
  }
  by_key_[record.doc.key] = docs_.size();
  docs_.push_back(std::move(d));
}

const DocumentPages* SiteMap::Find(const std::string& doc_key) const {
  auto it = by_key_.find(doc_key);
  return it == by_key_.end() ? nullptr : &docs_[it->second];
}

std::string SiteMap::Href(const std::string& doc_key, const std::string& rule_id) const {
  const DocumentPages* d = Find(doc_key);
  if (d == nullptr) return "";
  auto it = d->chapter_of.find(rule_id);
  if (it == d->chapter_of.end()) return "";
  if (single_page_) {
    const std::string anchor = SinglePageAnchor(doc_key, rule_id);
    return present_.count(anchor) ? "#" + anchor : "";
  }
  return "../" + d->chapters[it->second].file + "#" + Anchor(rule_id);
}

std::string SiteMap::SinglePageAnchor(const std::string& doc_key, const std::string& rule_id) {
  return Slug(doc_key) + "-" + Anchor(rule_id);
}

std::string SiteMap::DefaultDocument(const std::string& game) const {
  for (const auto& d : docs_) {
    if (d.record.doc.game == game && d.record.is_default) return d.record.doc.key;
  }
  return "";
}

}  // namespace arbiter::site
