// Where everything lives in the exported site: one folder per document (doc-<slug>/), one page
// per chapter for the long documents (a chapter is a top-level heading: MTG "6", Riftbound
// "700"), one page for the short ones; an anchor per rule ("r" + id). Every page but index.html
// and search.html sits one folder deep, so links between pages are "../<folder>/<file>#<anchor>".
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "store/records.h"

namespace arbiter::site {

// A file name from any text: lower-case ASCII letters, digits, '-' and '.'; never a path.
std::string Slug(const std::string& text);
// The anchor of a rule on its page.
std::string Anchor(const std::string& rule_id);

struct Chapter {
  std::string id;     // the top-level rule the chapter starts with ("" for a one-page document)
  std::string title;  // its heading
  std::string file;   // "doc-mtg-2026-08-07/6.html"
  std::vector<size_t> rules;  // indexes into DocumentPages::rules, in document order
};

struct DocumentPages {
  store::DocumentRecord record;
  std::string folder;  // "doc-mtg-2026-08-07"
  std::vector<store::RuleRecord> rules;
  std::vector<Chapter> chapters;
  std::map<std::string, size_t> chapter_of;  // rule id -> index into chapters
  std::map<std::string, size_t> index_of;    // rule id -> index into rules (first row)
};

class SiteMap {
 public:
  // Lays out the documents (each with its rules in document order). Documents longer than
  // `one_page_limit` rules get a page per chapter.
  void Add(const store::DocumentRecord& record, std::vector<store::RuleRecord> rules,
           size_t one_page_limit = 400);

  const std::vector<DocumentPages>& documents() const { return docs_; }
  const DocumentPages* Find(const std::string& doc_key) const;
  // "../doc-x/6.html#r607.2a" for a rule of a document; "" when the rule is not in it. On a
  // single page (a ruling packet): "#<doc slug>-r<id>".
  std::string Href(const std::string& doc_key, const std::string& rule_id) const;
  // Every rule on one page: links are in-page anchors (SinglePageAnchor), and only to the rules
  // whose anchors are in `present` (the page shows no others).
  void SetSinglePage(std::set<std::string> present) {
    single_page_ = true;
    present_ = std::move(present);
  }
  static std::string SinglePageAnchor(const std::string& doc_key, const std::string& rule_id);
  // The default document of a game ("" when none).
  std::string DefaultDocument(const std::string& game) const;

 private:
  std::vector<DocumentPages> docs_;
  std::map<std::string, size_t> by_key_;
  bool single_page_ = false;
  std::set<std::string> present_;
};

}  // namespace arbiter::site
