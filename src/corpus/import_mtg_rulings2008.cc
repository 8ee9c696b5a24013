#include "corpus/import_mtg_rulings2008.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <unordered_set>

#include "corpus/import_mtg_common.h"
#include "corpus/refs.h"
#include "corpus/rule_id.h"
#include "util/strings.h"

namespace arbiter::corpus {
namespace {

constexpr std::string_view kRulingMark = ".Ruling.";
constexpr std::string_view kSearchNote = "This search based on the ";

// "<number> - <rest>": the number may be "501", "501.2", "501.2a", "501.10.Ruling.3".
bool SplitNumberDash(std::string_view t, std::string* number, std::string* rest) {
  size_t sep = t.find(" - ");
  if (sep == std::string_view::npos || sep == 0 || !IsAsciiDigit(t[0])) return false;
  std::string_view n = t.substr(0, sep);
  for (char c : n) {
    if (!(IsAsciiDigit(c) || c == '.' || std::isalpha(static_cast<unsigned char>(c)))) return false;
  }
  *number = std::string(n);
  *rest = std::string(Trim(t.substr(sep + 3)));
  return true;
}

// An entry being read: its number, where it started, its text so far.
struct Entry {
  std::string number;
  std::string heading;  // the heading it sits under
  int line = 0;
  std::string text;
  bool closed = false;  // the [Source date] was read
};

// Splits a trailing "[Source yyyy/mm/dd]" off `text`.
bool TakeSource(std::string* text, std::string* source, std::string* date) {
  std::string_view t = Trim(*text);
  if (t.empty() || t.back() != ']') return false;
  size_t open = t.rfind('[');
  if (open == std::string_view::npos) return false;
  std::string_view inside = Trim(t.substr(open + 1, t.size() - open - 2));
  size_t sp = inside.rfind(' ');
  if (sp == std::string_view::npos) return false;
  std::string iso = IsoDateFromSlashDate(inside.substr(sp + 1));
  if (iso.empty()) return false;
  *source = std::string(Trim(inside.substr(0, sp)));
  *date = iso;
  *text = std::string(Trim(t.substr(0, open)));
  return true;
}

}  // namespace

Status ImportMtgRulings2008(std::string_view text, const std::string& file, ImportedDocument* out) {
  const std::string utf8 = DecodeMtgSourceText(text, file, &out->anomalies);
  const std::vector<std::string> lines = SplitLines(utf8);
  std::vector<Entry> entries;
  std::string heading;
  std::unordered_set<std::string> headings;  // ids of heading rules, in canonical form

  for (size_t i = 0; i < lines.size(); ++i) {
    const int lineno = static_cast<int>(i) + 1;
    std::string_view t = Trim(lines[i]);
    if (t.empty() || t == "|") continue;  // blank lines and the filler bars after the text
    if (StartsWith(t, kSearchNote)) {
      // "This search based on the March 17, 2008 release of the Rulings." (head and foot)
      std::string_view rest = t.substr(kSearchNote.size());
      size_t release = rest.find(" release");
      std::string iso = IsoDateFromLongDate(rest.substr(0, release));
      if (out->doc.effective.empty()) out->doc.effective = iso;
      continue;
    }
    std::string number, rest;
    if (StartsWith(t, "- ") && SplitNumberDash(Trim(t.substr(2)), &number, &rest)) {
      entries.push_back({number, heading, lineno, rest, false});
      std::string source, date;
      std::string probe = rest;
      entries.back().closed = TakeSource(&probe, &source, &date);
      continue;
    }
    if (SplitNumberDash(t, &number, &rest) && number.find(kRulingMark) == std::string::npos) {
      auto id = CanonicalId(number, IdStyle::kMtg);
      if (id) {
        Rule r;
        r.id = *id;
        r.title = rest;
        r.line = lineno;
        out->rules.push_back(std::move(r));
        heading = *id;
        headings.insert(*id);
        continue;
      }
    }
    if (!entries.empty() && !entries.back().closed) {
      Entry& e = entries.back();
      e.text += " ";
      e.text += std::string(t);
      std::string probe = e.text, source, date;
      e.closed = TakeSource(&probe, &source, &date);
      continue;
    }
    out->anomalies.push_back({file, lineno, "unparsed-line",
                              "not a heading, an entry or a wrapped entry line: '" +
                                  std::string(t.substr(0, 80)) + "'"});
  }
  if (entries.empty()) {
    return Status::Corruption(file + ": not a rulings summary: no '- NNN.N - text' entry found");
  }

  // Rules first (so rulings can be checked against them), then rulings.
  std::vector<Rule> entry_rules;
  std::unordered_set<std::string> rule_ids = headings;
  for (const Entry& e : entries) {
    if (e.number.find(kRulingMark) != std::string::npos) continue;
    if (auto id = CanonicalId(e.number, IdStyle::kMtg)) rule_ids.insert(*id);
  }
  for (Entry& e : entries) {
    std::string source, date;
    std::string body = CollapseSpaces(e.text);
    if (!TakeSource(&body, &source, &date)) {
      out->anomalies.push_back({file, e.line, "missing-source",
                                "entry " + e.number + " has no [Source yyyy/mm/dd] at its end"});
    }
    size_t mark = e.number.find(kRulingMark);
    if (mark == std::string::npos) {
      auto id = CanonicalId(e.number, IdStyle::kMtg);
      if (!id) {
        out->anomalies.push_back({file, e.line, "unparsed-line",
                                  "entry number '" + e.number + "' is not a rule number"});
        continue;
      }
      Rule r;
      r.id = *id;
      r.text = body;
      r.source = source;
      r.date = date;
      r.line = e.line;
      out->rules.push_back(std::move(r));
      continue;
    }
    Ruling ruling;
    ruling.id = e.number;
    ruling.text = body;
    ruling.source = source;
    ruling.date = date;
    ruling.line = e.line;
    std::string cited = e.number.substr(0, mark);
    if (auto id = CanonicalId(cited, IdStyle::kMtg)) cited = *id;
    if (!rule_ids.count(cited) && !e.heading.empty() && cited != e.heading) {
      out->anomalies.push_back({file, e.line, "misnumbered-ruling",
                                "ruling " + e.number + " is numbered under " + cited +
                                    ", which this document does not have, and sits under heading " +
                                    e.heading + "; decision: id kept as printed, filed as citing " +
                                    e.heading});
      cited = e.heading;
    }
    ruling.cites.push_back(cited);
    for (const auto& ref : ReferencedIds(body, IdStyle::kMtg)) {
      if (std::find(ruling.cites.begin(), ruling.cites.end(), ref) == ruling.cites.end()) {
        ruling.cites.push_back(ref);
      }
    }
    out->rulings.push_back(std::move(ruling));
  }
  // Headings were pushed as they were read; restore document order by line.
  std::stable_sort(out->rules.begin(), out->rules.end(),
                   [](const Rule& a, const Rule& b) { return a.line < b.line; });
  LinkMtgParents(file, out);
  return Status::Ok();
}

}  // namespace arbiter::corpus
