#include "corpus/import_riftbound_text.h"

#include <cctype>
#include <map>
#include <set>

#include "corpus/rule_id.h"
#include "util/strings.h"

namespace arbiter::corpus::riftbound {
namespace {

bool IsLabelAt(std::string_view body, size_t pos, size_t* label_len) {
  for (std::string_view label : {std::string_view("Examples:"), std::string_view("Example:")}) {
    if (body.substr(pos, label.size()) == label && (pos == 0 || body[pos - 1] == ' ')) {
      *label_len = label.size();
      return true;
    }
  }
  return false;
}

int Depth(std::string_view id) {
  int depth = 1;
  for (char c : id) depth += c == '.';
  return depth;
}

std::string FirstWordKey(std::string_view s) {
  std::string_view t = Trim(s);
  for (std::string_view article : {"A ", "An ", "The "}) {
    if (StartsWith(t, article)) t.remove_prefix(article.size());
  }
  size_t end = t.find(' ');
  std::string word = ToLowerAscii(t.substr(0, end));
  return word.substr(0, 4);
}

bool IsCapitalisedWord(std::string_view w) {
  return !w.empty() && std::isupper(static_cast<unsigned char>(w[0]));
}

// "Attached is the state ...", "A Top-Most Card is a card ...", "Focus is the permission ...":
// returns the term, or "" when the text does not open with a definition of a capitalised term.
std::string DefinedTerm(std::string_view text) {
  std::vector<std::string> words = Split(Trim(text), ' ');
  size_t i = 0;
  if (!words.empty() && (words[0] == "A" || words[0] == "An" || words[0] == "The")) i = 1;
  size_t start = i;
  while (i < words.size() && i - start < 3 && IsCapitalisedWord(words[i])) ++i;
  if (i == start || i + 1 >= words.size()) return "";
  if (words[i] != "is" && words[i] != "are") return "";
  const std::string& next = words[i + 1];
  if (next != "a" && next != "an" && next != "the") return "";
  // "X is a Limited Action." / "X is a Replacement Effect." classify rather than define (every
  // word of the first sentence after the article is a capitalised category name);
  // "Units are the only ..." neither.
  if (i + 2 < words.size() && words[i + 2] == "only") return "";
  bool all_capitalised = true;
  for (size_t k = i + 2; k < words.size(); ++k) {
    if (!IsCapitalisedWord(words[k])) all_capitalised = false;
    if (!all_capitalised || EndsWith(words[k], ".")) break;
  }
  if (all_capitalised) return "";
  static const std::set<std::string> kNotTerms = {"This", "That", "It",  "There", "Each",  "Every",
                                                  "If",   "When", "Its", "Their", "These", "Those"};
  if (kNotTerms.count(words[start])) return "";
  std::vector<std::string> term(words.begin() + start, words.begin() + i);
  return Join(term, " ");
}

// "3. Determine Total Cost", "Step 2: The Combat Damage Step": a numbered step of the heading
// above it, not a new heading of its own level.
bool IsStepTitle(std::string_view title) {
  if (StartsWith(title, "Step ")) title.remove_prefix(5);
  size_t i = 0;
  while (i < title.size() && std::isdigit(static_cast<unsigned char>(title[i]))) ++i;
  return i > 0 && i < title.size() && (title[i] == '.' || title[i] == ':');
}

}  // namespace

size_t Utf8Length(std::string_view s) {
  size_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

bool LooksLikeHeading(std::string_view text) {
  std::string_view t = Trim(text);
  if (t.empty() || Utf8Length(t) > 60) return false;
  if (Split(t, ' ').size() > 8) return false;
  // A statement without its final period is not a heading: "Equip is formatted as “Equip
  // [Cost]”", "After a Move is completed", "Victory Score: 8".
  for (std::string_view verb : {" is ", " are "}) {
    if (t.find(verb) != std::string_view::npos) return false;
  }
  size_t colon = t.find(": ");
  if (colon != std::string_view::npos && colon + 2 < t.size() &&
      std::isdigit(static_cast<unsigned char>(t[colon + 2]))) {
    return false;
  }
  // A closing quote after final punctuation ("Insert “2c. Heal all Units.”") ends a sentence.
  for (std::string_view quote : {"\xE2\x80\x9D" /* ” */, "\""}) {
    if (EndsWith(t, quote)) {
      t.remove_suffix(quote.size());
      if (EndsWith(t, "\xE2\x80\xA6" /* … */)) return false;
      break;
    }
  }
  if (t.empty()) return false;
  char last = t.back();
  return std::string_view(".:;,!?").find(last) == std::string_view::npos;
}

void SetRuleBody(std::string_view body, Rule* rule) {
  const std::string joined = CollapseSpaces(body);
  std::string_view all(joined);
  std::vector<std::string> segments;  // segments[0]: the text; the rest: examples
  size_t start = 0;
  size_t label_len = 0;
  for (size_t i = 0; i < all.size(); ++i) {
    if (!IsLabelAt(all, i, &label_len)) continue;
    segments.emplace_back(Trim(all.substr(start, i - start)));
    i += label_len - 1;
    start = i + 1;
  }
  segments.emplace_back(Trim(all.substr(start)));
  rule->text = segments[0];
  for (size_t k = 1; k < segments.size(); ++k) rule->examples.push_back(segments[k]);
  if (rule->examples.empty() && LooksLikeHeading(rule->text)) {
    rule->title = rule->text;
    rule->text.clear();
  }
}

void FinishDocument(const std::string& file, ImportedDocument* out) {
  std::vector<Rule>& rules = out->rules;
  std::set<std::string> ids;
  for (const Rule& r : rules) ids.insert(r.id);

  std::set<std::string> seen;
  for (Rule& r : rules) {
    r.parent = ParentId(r.id, IdStyle::kDotted);
    if (!r.parent.empty() && !ids.count(r.parent)) {
      out->anomalies.push_back(
          {file, r.line, "missing-parent",
           "rule " + r.id + ": its parent " + r.parent +
               " is not in the document (kept as printed, parent not invented)"});
    }
    if (!seen.insert(r.id).second) {
      out->anomalies.push_back({file, r.line, "duplicate-id",
                                "rule " + r.id + " is printed twice; both texts are kept"});
    }
  }

  // Sections by position. A numbered step heading sits under the current heading. A "major" heading
  // is a top-level heading followed directly by another top-level heading (000, 100, 300, 399 Types
  // of Actions, 700, 730 Keyword Glossary); the other top-level headings (701 Buffs, 716
  // Attachment, 720 Inactive) are minor and sit under the major one; plain top-level rules and
  // orphans sit under the latest minor (else major) heading.
  std::string major, minor;
  for (size_t k = 0; k < rules.size(); ++k) {
    Rule& r = rules[k];
    bool orphan = !r.parent.empty() && !ids.count(r.parent);
    if (Depth(r.id) == 1 && !r.title.empty() && IsStepTitle(r.title)) {
      r.section = minor.empty() ? major : minor;  // "3. Determine Total Cost" under 386
    } else if (Depth(r.id) == 1 && !r.title.empty()) {
      bool next_is_heading =
          k + 1 < rules.size() && Depth(rules[k + 1].id) == 1 && !rules[k + 1].title.empty();
      if (next_is_heading) {
        major = r.id;
        minor.clear();
      } else {
        r.section = major;
        minor = r.id;
      }
    } else if (Depth(r.id) == 1 || orphan) {
      r.section = minor.empty() ? major : minor;
    }
  }

  // Glossary.
  std::set<std::string> terms;     // lower-cased, to keep the first definition of a term
  std::set<std::string> defining;  // rule ids already used as a definition
  auto add = [&](const std::string& term, const Rule& def) {
    if (!terms.insert(ToLowerAscii(term)).second) return;
    defining.insert(def.id);
    out->glossary.push_back({term, def.text, def.id, def.line});
  };
  for (size_t k = 0; k + 1 < rules.size(); ++k) {
    const Rule& h = rules[k];
    const Rule& d = rules[k + 1];
    if (h.title.empty() || d.text.empty()) continue;
    bool same_stem =
        FirstWordKey(d.text) == FirstWordKey(h.title) &&
        (d.text.find(" is ") != std::string::npos || d.text.find(" are ") != std::string::npos);
    bool referred = d.text.find("referred to as " + h.title) != std::string::npos;
    if (same_stem || referred) add(h.title, d);
  }
  for (const Rule& r : rules) {
    if (r.text.empty() || defining.count(r.id)) continue;
    // Inside the keyword glossary (731-747) "The Cost is ..." names a part of one keyword.
    if (r.id >= std::string("731") && Depth(r.id) > 2) continue;
    std::string term = DefinedTerm(r.text);
    if (!term.empty()) add(term, r);
  }
}

}  // namespace arbiter::corpus::riftbound
