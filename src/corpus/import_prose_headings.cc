#include "corpus/import_prose_headings.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <vector>

#include "corpus/rule_id.h"
#include "util/files.h"
#include "util/paths.h"
#include "util/strings.h"

namespace arbiter::corpus {
namespace {

struct OutlineEntry {
  std::string text;
  int level = 0;  // 0 = top-level section
  int line = 0;   // line in the outline file
  bool matched = false;
};

struct Outline {
  bool present = false;
  std::string page;  // page title ("" when not declared)
  std::set<std::string> chrome;
  std::set<std::string> decoration;
  std::vector<OutlineEntry> headings;
};

Outline ParseOutline(std::string_view text, const std::string& outline_file,
                     std::vector<Anomaly>* anomalies) {
  Outline o;
  if (Trim(text).empty()) return o;
  o.present = true;
  std::vector<std::string> lines = SplitLines(text);
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string& raw = lines[i];
    std::string_view t = Trim(raw);
    if (t.empty() || t[0] == '#') continue;
    auto directive = [&](std::string_view name, std::string* value) {
      if (!StartsWith(t, name)) return false;
      *value = CollapseSpaces(t.substr(name.size()));
      return true;
    };
    std::string value;
    if (directive("page:", &value)) {
      o.page = value;
    } else if (directive("chrome:", &value)) {
      o.chrome.insert(value);
    } else if (directive("decoration:", &value)) {
      o.decoration.insert(value);
    } else {
      size_t spaces = 0;
      while (spaces < raw.size() && raw[spaces] == ' ') ++spaces;
      if (spaces % 2 != 0) {
        anomalies->push_back({outline_file, static_cast<int>(i + 1), "outline-indent",
                              "indentation is not a multiple of two spaces; level rounded down"});
      }
      o.headings.push_back(
          {CollapseSpaces(t), static_cast<int>(spaces / 2), static_cast<int>(i + 1), false});
    }
  }
  return o;
}

// The navigation bar: "Home | Learn | Introduction | ...": at least three items split by " | ".
bool IsNavigationLine(std::string_view s) {
  size_t count = 0;
  for (size_t pos = s.find(" | "); pos != std::string_view::npos; pos = s.find(" | ", pos + 3)) {
    ++count;
  }
  return count >= 2;
}

// Without an outline: a one-line block of at most six words, starting with a capital letter,
// without sentence punctuation at its end or a ':' anywhere.
bool LooksLikeHeading(std::string_view s) {
  if (s.empty() || !std::isupper(static_cast<unsigned char>(s[0]))) return false;
  char last = s.back();
  if (last == '.' || last == ':' || last == ';' || last == '!' || last == '?' || last == ',') {
    return false;
  }
  if (s.find(':') != std::string_view::npos) return false;
  return Split(CollapseSpaces(s), ' ').size() <= 6;
}

struct Block {
  std::string text;
  int line = 0;
  int line_count = 0;
};

std::vector<Block> SplitBlocks(std::string_view text) {
  std::vector<Block> blocks;
  std::vector<std::string> lines = SplitLines(text);
  Block cur;
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string_view t = Trim(lines[i]);
    if (t.empty()) {
      if (cur.line_count) blocks.push_back(cur);
      cur = Block();
      continue;
    }
    if (!cur.line_count) cur.line = static_cast<int>(i + 1);
    if (!cur.text.empty()) cur.text += ' ';
    cur.text += std::string(t);
    ++cur.line_count;
  }
  if (cur.line_count) blocks.push_back(cur);
  for (Block& b : blocks) b.text = CollapseSpaces(b.text);
  return blocks;
}

}  // namespace

std::string HeadingSlug(std::string_view heading) {
  std::string out;
  bool dash = false;
  auto put = [&](std::string_view word) {
    if (dash && !out.empty()) out += '-';
    dash = false;
    out += word;
  };
  for (char c : heading) {
    unsigned char u = static_cast<unsigned char>(c);
    if (std::isalnum(u) && u < 0x80) {
      put(std::string(1, static_cast<char>(std::tolower(u))));
    } else if (c == '&') {
      dash = true;
      put("and");
      dash = true;
    } else {
      dash = true;
    }
  }
  if (!out.empty() && std::isdigit(static_cast<unsigned char>(out[0]))) out = "h" + out;
  return out;
}

std::string OutlinePathFor(const std::string& page_path) {
  std::string base = page_path;
  if (EndsWith(base, ".txt")) base.resize(base.size() - 4);
  return base + ".headings";
}

Status ImportProseHeadingsWithOutline(std::string_view text, std::string_view outline_text,
                                      const std::string& file, const std::string& outline_file,
                                      ImportedDocument* out) {
  std::vector<Block> blocks = SplitBlocks(text);
  if (blocks.empty()) return Status::Corruption(file + ":1: the page is empty");
  Outline outline = ParseOutline(outline_text, outline_file, &out->anomalies);
  if (!outline.present) {
    out->anomalies.push_back(
        {file, 1, "no-outline",
         "no heading outline (" + outline_file +
             "): headings are guessed from their shape and all placed at the top level"});
  }

  std::vector<std::string> path;               // slugs of the open headings, by level
  std::string current;                         // id of the heading paragraphs go under
  std::map<std::string, int> paragraphs;       // paragraphs seen per heading id
  std::map<std::string, size_t> heading_rule;  // heading id -> index in out->rules
  std::set<std::string> ids;
  bool seen_page = outline.page.empty();  // no page title declared: sections start at once
  size_t cursor = 0;                      // next outline heading to look for

  auto add_heading = [&](const Block& b, int level) {
    if (level > static_cast<int>(path.size())) {
      out->anomalies.push_back({file, b.line, "heading-level",
                                "heading \"" + b.text +
                                    "\" skips a level; placed one level below "
                                    "the open heading"});
      level = static_cast<int>(path.size());
    }
    path.resize(level);
    std::string slug = HeadingSlug(b.text);
    if (slug.empty()) slug = "h";
    path.push_back(slug);
    std::string id = Join(path, ".");
    if (ids.count(id)) {
      int n = 2;
      while (ids.count(id + "-" + std::to_string(n))) ++n;
      out->anomalies.push_back({file, b.line, "duplicate-id",
                                "heading id \"" + id + "\" is taken; this heading is \"" + id +
                                    "-" + std::to_string(n) + "\""});
      id += "-" + std::to_string(n);
      path.back() += "-" + std::to_string(n);
    }
    ids.insert(id);
    Rule r;
    r.id = id;
    r.title = b.text;
    r.parent = ParentId(id, IdStyle::kDotted);
    r.line = b.line;
    heading_rule[id] = out->rules.size();
    out->rules.push_back(r);
    current = id;
  };

  for (const Block& b : blocks) {
    if (IsNavigationLine(b.text)) continue;  // the site's navigation bar
    if (!seen_page) {
      if (outline.chrome.count(b.text)) continue;
      if (b.text == outline.page) {
        // The page title: a heading whose paragraphs are the page's introduction; sections are
        // not nested under it (the document is the page).
        seen_page = true;
        add_heading(b, 0);
        path.clear();
        continue;
      }
      out->anomalies.push_back({file, b.line, "before-title",
                                "text before the page title \"" + outline.page +
                                    "\" is not placed: \"" + b.text + "\""});
      continue;
    }
    if (outline.decoration.count(b.text)) {
      out->anomalies.push_back({file, b.line, "decoration",
                                "page decoration \"" + b.text + "\" dropped (not a paragraph)"});
      continue;
    }
    bool is_heading = false;
    int level = 0;
    if (outline.present) {
      if (b.line_count == 1) {
        for (size_t j = cursor; j < outline.headings.size(); ++j) {
          if (outline.headings[j].text == b.text) {
            for (size_t k = cursor; k < j; ++k) {
              out->anomalies.push_back({outline_file, outline.headings[k].line, "missing-heading",
                                        "outline heading \"" + outline.headings[k].text +
                                            "\" is not in the page at this point (before line " +
                                            std::to_string(b.line) + ")"});
            }
            outline.headings[j].matched = true;
            is_heading = true;
            level = outline.headings[j].level;
            cursor = j + 1;
            break;
          }
        }
      }
    } else {
      is_heading = b.line_count == 1 && LooksLikeHeading(b.text);
    }
    if (is_heading) {
      add_heading(b, level);
      continue;
    }
    if (current.empty()) {
      out->anomalies.push_back(
          {file, b.line, "unplaced", "paragraph before any heading: \"" + b.text + "\""});
      continue;
    }
    Rule r;
    r.id = current + "." + std::to_string(++paragraphs[current]);
    r.text = b.text;
    r.parent = current;
    r.line = b.line;
    ids.insert(r.id);
    out->rules.push_back(r);
  }
  for (size_t k = cursor; k < outline.headings.size(); ++k) {
    out->anomalies.push_back(
        {outline_file, outline.headings[k].line, "missing-heading",
         "outline heading \"" + outline.headings[k].text + "\" is not in the page"});
  }
  if (!outline.page.empty() && !seen_page) {
    out->anomalies.push_back({outline_file, 0, "missing-heading",
                              "page title \"" + outline.page + "\" is not in the page"});
  }

  // Glossary: each heading, defined by its first paragraph.
  for (const auto& [id, index] : heading_rule) {
    const Rule& h = out->rules[index];
    if (!paragraphs.count(id)) {
      // An init-capture, since clang 14 rejects capturing a structured binding itself.
      bool has_subheadings =
          std::any_of(out->rules.begin(), out->rules.end(),
                      [&parent = id](const Rule& r) { return r.parent == parent; });
      if (has_subheadings) continue;  // a section made only of subsections defines nothing
      out->anomalies.push_back({file, h.line, "empty-heading",
                                "heading \"" + h.title +
                                    "\" has no paragraph of its own; no "
                                    "glossary definition"});
      continue;
    }
    const Rule& first = out->rules[index + 1];  // paragraphs follow their heading directly
    if (first.parent != id) continue;           // a subheading came first
    out->glossary.push_back({h.title, first.text, first.id, h.line});
  }
  std::sort(out->glossary.begin(), out->glossary.end(),
            [](const GlossaryEntry& a, const GlossaryEntry& b) { return a.line < b.line; });

  if (out->doc.title.empty()) {
    out->doc.title = outline.chrome.empty() || outline.page.empty()
                         ? outline.page
                         : *outline.chrome.begin() + ": " + outline.page;
  }
  return Status::Ok();
}

Status ImportProseHeadings(std::string_view text, const std::string& file, ImportedDocument* out) {
  // Beside the file as it was opened (the rules-db/ being built, whatever the working directory
  // and wherever the binary is), else as named.
  std::string outline_path = OutlinePathFor(out->path.empty() ? file : out->path);
  if (!FileExists(outline_path)) outline_path = OutlinePathFor(file);
  if (!FileExists(outline_path)) {
    std::string in_rules_db = OutlinePathFor(JoinPath(DefaultRulesDbDir(), file));
    if (FileExists(in_rules_db)) outline_path = in_rules_db;
  }
  std::string outline;
  if (FileExists(outline_path)) {
    Result<std::string> read = ReadFile(outline_path);
    if (!read.ok()) return read.status();
    outline = *read;
  }
  return ImportProseHeadingsWithOutline(text, outline, file, outline_path, out);
}

}  // namespace arbiter::corpus
