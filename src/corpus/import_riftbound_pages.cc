#include "corpus/import_riftbound_pages.h"

#include <algorithm>
#include <cstring>
#include <nlohmann/json.hpp>
#include <set>

#include "corpus/import_mtg_card_rulings.h"
#include "corpus/rule_id.h"
#include "util/strings.h"

namespace arbiter::corpus {
namespace {

// kNotes: patch notes and changelogs, one ruling per section or top-level bullet.
enum class PageSort { kFaq, kErrata, kNotes, kOther };

// Each page the file holds, its date and why that date (the file states none but the Hub's).
struct PageDate {
  const char* title;
  const char* slug;
  PageSort kind;
  const char* date;
  const char* basis;
  const char* cites_game = "";  // the game whose rules its numbers name, "" for riftbound
};
constexpr PageDate kPageDates[] = {
    {"Rules Hub", "rules-hub", PageSort::kOther, "2026-03-30", "the page's own date"},
    {"Core Rules Patch Notes", "origins-patch-notes", PageSort::kNotes, "2025-10-24",
     "Core Rules v1.1 took effect then (the patch notes' publish date)"},
    {"Spiritforged Patch Notes", "spiritforged-patch-notes", PageSort::kNotes, "2025-12-12",
     "the effective date the page states"},
    {"Unleashed Patch Notes", "unleashed-patch-notes", PageSort::kNotes, "2026-03-30",
     "Core Rules v1.3 took effect then (the patch notes' publish date)"},
    {"Origins Errata", "origins-errata", PageSort::kErrata, "2025-10-24",
     "released with the Core Rules v1.1 patch notes it calls 'the recent update' (and before "
     "2025-11-04, when it retires the old FAQ)"},
    {"Spiritforged Errata", "spiritforged-errata", PageSort::kErrata, "2025-12-12",
     "released with Core Rules v1.2"},
    {"Unleashed Errata", "unleashed-errata", PageSort::kErrata, "2026-03-30",
     "released with Core Rules v1.3"},
    {"April 2026 Tournament Rules Update & Changelog", "tr-changelog-2026-04", PageSort::kNotes,
     "2026-04-29", "the Tournament Rules it announces", "riftbound-tr"},
    {"Unleashed Rules FAQ and Clarifications", "unleashed-faq", PageSort::kFaq, "2026-03-30",
     "not before Core Rules v1.3, which it clarifies (the file was generated 2026-05-03)"},
};

const PageDate* FindPageDate(std::string_view heading) {
  for (const PageDate& p : kPageDates) {
    if (heading == p.title) return &p;
  }
  return nullptr;
}

// A heading line "# X", "## X", "# **X**" -> (level, X without emphasis); level 0 when not one.
std::pair<int, std::string> PageHeading(std::string_view line) {
  size_t level = 0;
  while (level < line.size() && line[level] == '#') ++level;
  if (level == 0 || level > 6 || level >= line.size() || line[level] != ' ') return {0, ""};
  std::string t(Trim(line.substr(level + 1)));
  for (const char* mark : {"**", "_"}) {
    const std::string m = mark;
    while (t.size() >= 2 * m.size() && StartsWith(t, m) && EndsWith(t, m)) {
      t = std::string(Trim(t.substr(m.size(), t.size() - 2 * m.size())));
    }
  }
  return {static_cast<int>(level), t};
}

// Markdown to plain text: escapes, emphasis markers, list bullets' indentation; images dropped.
std::string PagePlainLine(std::string_view line) {
  std::string s(Trim(line));
  if (StartsWith(s, "![")) return "";
  // A heading inside a block ("##### [NEW TEXT]", "#### ▲") is read as its words.
  if (const auto [level, words] = PageHeading(s); level > 0) s = words;
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\\' && i + 1 < s.size()) {
      out += s[++i];
    } else if (s[i] == '*' && i + 1 < s.size() && s[i + 1] == '*') {
      ++i;
    } else if (s[i] == '_' && (i == 0 || i + 1 == s.size() || !IsAsciiAlpha(s[i - 1]) ||
                               !IsAsciiAlpha(s[i + 1]))) {
      // emphasis, not a word's underscore
    } else {
      out += s[i];
    }
  }
  if (StartsWith(out, "- ")) out = "• " + std::string(Trim(out.substr(2)));
  if (StartsWith(out, "> ")) out = std::string(Trim(out.substr(2)));
  return out;
}

struct PageBlock {
  std::vector<std::string> lines;  // plain, non-empty
  int line = 0;                    // first line in the file
};

std::string JoinPageBlock(const PageBlock& b) { return Join(b.lines, "\n"); }

// The card's new and old text from an errata block: what follows "[NEW TEXT]" up to the "▲"
// (or "[OLD TEXT]"), and what follows "[OLD TEXT]".
bool ErratumTexts(const PageBlock& b, std::string* now, std::string* before) {
  int mode = 0;  // 1 new, 2 old
  std::vector<std::string> n, o;
  for (const auto& l : b.lines) {
    if (l.find("[NEW TEXT]") != std::string::npos) {
      mode = 1;
    } else if (l.find("[OLD TEXT]") != std::string::npos) {
      mode = 2;
    } else if (l == "▲" || l == "* * *" || l == "---") {
      if (mode == 1) mode = 0;
    } else if (mode == 1) {
      n.push_back(l);
    } else if (mode == 2) {
      o.push_back(l);
    }
  }
  *now = Join(n, "\n");
  *before = Join(o, "\n");
  return !n.empty();
}

// A title's slug (CardSlug) cut at a word to at most 60 characters: patch notes' bullets are
// whole sentences.
std::string ShortSlug(std::string_view title) {
  std::string slug = CardSlug(title);
  constexpr size_t kMax = 60;
  if (slug.size() <= kMax) return slug;
  const size_t cut = slug.rfind('-', kMax);
  return slug.substr(0, cut == std::string::npos || cut == 0 ? kMax : cut);
}

}  // namespace

namespace {

// The four ways the pages write a rule number, each scanned as a regular expression search
// would find its matches: left to right, a match's end starting the search for the next.
// (They were std::regex searches, the largest cost of importing the pages; the test checks
// the scanners against those expressions.)
bool Digit(char c) { return c >= '0' && c <= '9'; }
bool WordChar(char c) {
  return Digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
bool Space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
bool ThreeDigits(std::string_view s, size_t at) {
  return at + 3 <= s.size() && Digit(s[at]) && Digit(s[at + 1]) && Digit(s[at + 2]);
}

using Found = std::vector<std::pair<size_t, std::string>>;

// Searches as `(?:^|[^\d.])X` does: left to right, each match's end starting the next search
// (where `^` no longer matches). `x(at)` tries X at `at`; it records a match and returns where the
// match ends, or npos.
template <typename X>
void AfterNonDigit(std::string_view s, X x) {
  size_t from = 0;
  bool first_search = true;
  while (from < s.size()) {
    size_t end = std::string_view::npos;
    for (size_t p = from; p < s.size() && end == std::string_view::npos; ++p) {
      if (first_search && p == 0) end = x(0);  // the start of the text
      if (end == std::string_view::npos && !Digit(s[p]) && s[p] != '.') end = x(p + 1);
    }
    if (end == std::string_view::npos) return;
    from = end;
    first_search = false;
  }
}

// `(?:^|[^\d.])(\d{3}(?:\.(?:\d+|[a-z]{1,2}))+)\.?`: a number of three digits and parts.
void Numbered(std::string_view s, Found* found) {
  AfterNonDigit(s, [&](size_t at) -> size_t {
    if (!ThreeDigits(s, at)) return std::string_view::npos;
    size_t e = at + 3;
    int parts = 0;
    while (e + 1 < s.size() && s[e] == '.') {
      size_t k = e + 1;
      if (Digit(s[k])) {
        while (k < s.size() && Digit(s[k])) ++k;
      } else if (s[k] >= 'a' && s[k] <= 'z') {
        ++k;
        if (k < s.size() && s[k] >= 'a' && s[k] <= 'z') ++k;
      } else {
        break;
      }
      e = k;
      ++parts;
    }
    if (parts == 0) return std::string_view::npos;
    found->emplace_back(at, std::string(s.substr(at, e - at)));
    return e < s.size() && s[e] == '.' ? e + 1 : e;
  });
}

// `\b[Rr]ules? (\d{3})\b(?!\.\d)`: "rule 323", "Rules 467".
void RuleWord(std::string_view s, Found* found) {
  size_t from = 0;
  while (from < s.size()) {
    bool matched = false;
    for (size_t p = from; p < s.size() && !matched; ++p) {
      if (s[p] != 'R' && s[p] != 'r') continue;
      if (p > 0 && WordChar(s[p - 1])) continue;  // \b before a word character
      if (s.substr(p + 1, 3) != "ule") continue;
      size_t k = p + 4;
      if (k < s.size() && s[k] == 's' && k + 1 < s.size() && s[k + 1] == ' ') ++k;
      if (k >= s.size() || s[k] != ' ' || !ThreeDigits(s, k + 1)) continue;
      const size_t e = k + 4;
      if (e < s.size() && WordChar(s[e])) continue;                      // \b
      if (e + 1 < s.size() && s[e] == '.' && Digit(s[e + 1])) continue;  // (?!\.\d)
      found->emplace_back(k + 1, std::string(s.substr(k + 1, 3)));
      from = e;
      matched = true;
    }
    if (!matched) return;
  }
}

// `\*\*(\d{3})\.\*\*`: a bold section number.
void Bold(std::string_view s, Found* found) {
  for (size_t p = s.find("**"); p != std::string_view::npos; p = s.find("**", p)) {
    if (ThreeDigits(s, p + 2) && s.substr(p + 5, 3) == ".**") {
      found->emplace_back(p + 2, std::string(s.substr(p + 2, 3)));
      p += 8;
    } else {
      ++p;
    }
  }
}

// `(?:^|[^\d.])(\d{3})\.(?=\s|$)`: "467." as running text writes a section number.
void Section(std::string_view s, Found* found) {
  AfterNonDigit(s, [&](size_t at) -> size_t {
    if (!ThreeDigits(s, at) || at + 3 >= s.size() || s[at + 3] != '.') {
      return std::string_view::npos;
    }
    const size_t e = at + 4;
    if (e < s.size() && !Space(s[e])) return std::string_view::npos;
    found->emplace_back(at, std::string(s.substr(at, 3)));
    return e;
  });
}

}  // namespace

std::vector<std::string> RiftboundRuleMentions(std::string_view text) {
  Found found;
  Numbered(text, &found);
  RuleWord(text, &found);
  Bold(text, &found);
  Section(text, &found);
  std::sort(found.begin(), found.end());
  std::vector<std::string> out;
  for (const auto& [at, raw] : found) {
    auto id = CanonicalId(raw, IdStyle::kDotted);
    if (id && std::find(out.begin(), out.end(), *id) == out.end()) out.push_back(*id);
  }
  return out;
}

Status ImportRiftboundPages(std::string_view text, const std::string& file, ImportedDocument* out) {
  const std::vector<std::string> lines = SplitLines(text);
  const PageDate* page = nullptr;
  int pages = 0;
  // Within the FAQ page: 1 in "Revised and Clarified Rulings", 2 in "Frequently Asked Questions".
  int faq_part = 0;
  PageBlock block;
  std::string block_title;    // section heading or question
  std::string notes_section;  // in patch notes: the heading the bullets that follow are under
  std::string block_section;  // the heading of the bullet being gathered ("" for a heading)
  int questions = 0;
  std::set<std::string> ids;
  auto add = [&](Ruling r) {
    std::string id = r.id;
    for (int n = 2; !ids.insert(r.id).second; ++n) r.id = id + "-" + std::to_string(n);
    out->rulings.push_back(std::move(r));
  };
  // Turns the block gathered so far into a ruling, when the page makes one of it.
  auto flush = [&] {
    if (page == nullptr || block.lines.empty() || block_title.empty()) {
      block = PageBlock();
      return;
    }
    Ruling r;
    r.source = page->title;
    r.date = page->date;
    r.line = block.line;
    if (page->kind == PageSort::kErrata) {
      std::string now, before;
      if (ErratumTexts(block, &now, &before)) {
        r.id = std::string(page->slug) + "." + CardSlug(block_title);
        r.card = block_title;
        r.text = "New text: " + now + (before.empty() ? "" : "\nOld text: " + before);
        add(std::move(r));
      }
    } else if (page->kind == PageSort::kNotes) {
      r.id = std::string(page->slug) + "." + ShortSlug(block_title);
      r.text = (block_section.empty() ? "" : block_section + ": ") + block_title + "\n" +
               JoinPageBlock(block);
      r.cites = RiftboundRuleMentions(r.text);
      r.cites_game = page->cites_game;
      // Notes explain the release they came with; the next one may change it again.
      r.until_next_release = true;
      add(std::move(r));
    } else if (page->kind == PageSort::kFaq && faq_part > 0) {
      const std::string body = JoinPageBlock(block);
      if (faq_part == 1) {
        r.id = std::string(page->slug) + "." + CardSlug(block_title);
        r.text = block_title + "\n" + body;
      } else {
        r.id = std::string(page->slug) + ".q" + std::to_string(++questions);
        r.text = "Q: " + block_title + "\nA: " + body;
      }
      r.cites = RiftboundRuleMentions(r.text);
      r.until_next_release = true;
      add(std::move(r));
    }
    block = PageBlock();
  };

  for (size_t i = 0; i < lines.size(); ++i) {
    const int line_no = static_cast<int>(i) + 1;
    const auto [level, heading] = PageHeading(lines[i]);
    if (level > 0 && level <= 2) {
      if (const PageDate* p = FindPageDate(heading)) {
        flush();
        block_title.clear();
        notes_section.clear();
        block_section.clear();
        page = p;
        faq_part = 0;
        ++pages;
        out->anomalies.push_back({file, line_no, "page-date",
                                  std::string("page '") + p->title + "' states no date; dated " +
                                      p->date + ": " + p->basis});
        continue;
      }
    }
    if (page == nullptr) continue;
    if (level > 0 && page->kind == PageSort::kFaq) {
      if (heading == "Revised and Clarified Rulings" || heading == "Frequently Asked Questions") {
        flush();
        block_title.clear();
        faq_part = heading == "Frequently Asked Questions" ? 2 : 1;
        continue;
      }
      if (faq_part == 1 && level == 2) {
        flush();
        block_title = heading;
        block.line = line_no;
        continue;
      }
    }
    if (level > 0 && level <= 2 && page->kind == PageSort::kErrata) {
      flush();
      block_title = heading;  // a card, or a set heading that gathers no text
      block.line = line_no;
      continue;
    }
    if (page->kind == PageSort::kNotes) {
      // A section ("#### **Damage, Deal, and Heal**") or a top-level bullet ("-   **Rules
      // Update:** Winning the Game") starts an entry; its text runs to the next one.
      const bool bullet = StartsWith(lines[i], "- ") || StartsWith(lines[i], "-\t");
      if (level > 0 || bullet) {
        flush();
        block_title = PagePlainLine(lines[i]);
        if (StartsWith(block_title, "• ")) block_title = block_title.substr(strlen("• "));
        block_section = level > 0 ? "" : notes_section;
        if (level > 0) notes_section = block_title;
        block.line = line_no;
        continue;
      }
    }
    const std::string plain = PagePlainLine(lines[i]);
    if (page->kind == PageSort::kFaq && faq_part == 2) {
      // A question is a whole line in bold that ends with '?'.
      const std::string_view raw = Trim(lines[i]);
      if (StartsWith(raw, "**") && EndsWith(raw, "**") && EndsWith(plain, "?")) {
        flush();
        block_title = plain;
        block.line = line_no;
        continue;
      }
    }
    if (plain.empty() || StartsWith(plain, "_Source:")) continue;
    if (page->kind == PageSort::kNotes && (plain == "---" || plain == "—" || plain == "* * *")) {
      continue;
    }
    if (block.lines.empty() && block.line == 0) block.line = line_no;
    block.lines.push_back(plain);
  }
  flush();
  if (pages == 0) {
    return Status::Corruption(file +
                              ": no Riftbound rules page found (expected headings such as "
                              "'## Unleashed Rules FAQ and Clarifications')");
  }
  return Status::Ok();
}

Status ImportRiftboundCardErrata(std::string_view text, const std::string& file,
                                 ImportedDocument* out) {
  nlohmann::json root;
  try {
    root = nlohmann::json::parse(text.begin(), text.end());
  } catch (const nlohmann::json::exception& e) {
    return Status::Corruption(file + ": not JSON: " + e.what());
  }
  if (!root.is_object()) {
    return Status::Corruption(file + ": expected {\"Card Name\": [{\"oldText\", \"newText\"}]}");
  }
  for (const auto& [name, pairs] : root.items()) {
    if (!pairs.is_array()) {
      return Status::Corruption(file + ": errata of '" + name + "' is not a list");
    }
    int n = 0;
    for (const auto& p : pairs) {
      if (!p.is_object() || !p.contains("newText") || !p["newText"].is_string()) {
        return Status::Corruption(file + ": an erratum of '" + name + "' has no newText");
      }
      Ruling r;
      r.id = "card-errata." + CardSlug(name) + (n++ > 0 ? "-" + std::to_string(n) : "");
      r.card = name;
      r.text = "New text: " + p["newText"].get<std::string>();
      if (p.contains("oldText") && p["oldText"].is_string()) {
        r.text += "\nOld text: " + p["oldText"].get<std::string>();
      }
      r.source = "card errata";
      out->rulings.push_back(std::move(r));
    }
  }
  out->anomalies.push_back({file, 0, "undated",
                            std::to_string(out->rulings.size()) +
                                " errata without a date; the Origins, Spiritforged and Unleashed "
                                "errata pages (riftbound-official) date most of them"});
  return Status::Ok();
}

}  // namespace arbiter::corpus
