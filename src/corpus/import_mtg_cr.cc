#include "corpus/import_mtg_cr.h"

#include "corpus/import_mtg_common.h"
#include "corpus/refs.h"
#include "corpus/rule_id.h"
#include "util/strings.h"

namespace arbiter::corpus {
namespace {

constexpr std::string_view kEffectivePrefix = "These rules are effective as of ";
constexpr std::string_view kFirstSection = "1. Game Concepts";

bool IsIndented(std::string_view line) {
  return !line.empty() && (line[0] == ' ' || line[0] == '\t');
}

// "1. Game Concepts" .. "9. Casual Variants": returns the section digit and title.
bool ParseSectionHeading(std::string_view t, std::string* id, std::string* title) {
  if (t.size() < 4 || t[0] < '1' || t[0] > '9' || t[1] != '.' || t[2] != ' ') return false;
  *id = std::string(1, t[0]);
  *title = std::string(Trim(t.substr(3)));
  return !title->empty();
}

// Reads title and effective date from the lines before the body; a date that contradicts the one
// the caller gave (from the manifest) is reported.
void ReadFrontMatter(const std::vector<std::string>& lines, const std::vector<int>& line_of,
                     size_t body, const std::string& file, ImportedDocument* out) {
  Document* doc = &out->doc;
  bool have_title = false;
  for (size_t i = 0; i < body; ++i) {
    std::string_view t = Trim(lines[i]);
    if (t.empty()) continue;
    if (!have_title) {
      have_title = true;
      if (doc->title.empty()) doc->title = std::string(t);
      continue;
    }
    if (StartsWith(t, kEffectivePrefix)) {
      std::string_view date = t.substr(kEffectivePrefix.size());
      if (!date.empty() && date.back() == '.') date.remove_suffix(1);
      std::string iso = IsoDateFromLongDate(date);
      if (iso.empty()) {
        out->anomalies.push_back({file, line_of[i], "effective-date",
                                  "cannot read the date in '" + std::string(t) + "'"});
      } else if (!doc->effective.empty() && doc->effective != iso) {
        out->anomalies.push_back({file, line_of[i], "effective-date",
                                  "the text says effective " + iso + ", the manifest says " +
                                      doc->effective + "; the manifest's date is kept"});
      }
      if (doc->effective.empty()) doc->effective = iso;
      if (doc->version.empty()) doc->version = iso;
      return;
    }
  }
}

void ReadGlossary(const std::vector<std::string>& lines, const std::vector<int>& line_of,
                  size_t begin, size_t end, const std::string& file, ImportedDocument* out) {
  std::vector<size_t> block;
  auto flush = [&] {
    if (block.empty()) return;
    GlossaryEntry e;
    e.term = std::string(Trim(lines[block[0]]));
    e.line = line_of[block[0]];
    std::vector<std::string> defs;
    for (size_t k = 1; k < block.size(); ++k) defs.emplace_back(Trim(lines[block[k]]));
    e.definition = Join(defs, "\n");
    if (defs.empty()) {
      out->anomalies.push_back({file, e.line, "empty-glossary-entry",
                                "glossary term '" + e.term + "' has no definition line"});
    }
    auto ids = ReferencedIds(e.definition, IdStyle::kMtg);
    if (ids.size() == 1) e.rule_id = ids[0];
    out->glossary.push_back(std::move(e));
    block.clear();
  };
  for (size_t i = begin; i < end; ++i) {
    if (Trim(lines[i]).empty()) {
      flush();
    } else {
      block.push_back(i);
    }
  }
  flush();
}

}  // namespace

Status ImportMtgCr(std::string_view text, const std::string& file, ImportedDocument* out) {
  const std::string utf8 = DecodeMtgSourceText(text, file, &out->anomalies);
  const SourceLines source = SplitCrLines(utf8);
  const std::vector<std::string>& lines = source.text;
  const std::vector<int>& line_of = source.line;

  // The body starts at the second "1. Game Concepts" (the first is in the Contents); a text
  // without a Contents list may have only one.
  std::vector<size_t> starts;
  size_t contents = lines.size();
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string_view t = Trim(lines[i]);
    if (t == kFirstSection) starts.push_back(i);
    if (t == "Contents" && contents == lines.size()) contents = i;
  }
  size_t body;
  if (starts.size() >= 2) {
    body = starts[1];
  } else if (starts.size() == 1 && contents > starts[0]) {
    body = starts[0];
  } else {
    return Status::Corruption(file + ": not a Comprehensive Rules text: no rules body found (no '" +
                              std::string(kFirstSection) + "' line after the Contents)");
  }
  ReadFrontMatter(lines, line_of, body, file, out);

  size_t glossary = lines.size(), credits = lines.size();
  for (size_t i = body; i < lines.size(); ++i) {
    std::string_view t = Trim(lines[i]);
    if (glossary == lines.size() && t == "Glossary") glossary = i;
    if (glossary != lines.size() && t == "Credits") {
      credits = i;
      break;
    }
  }

  bool have_current = false;  // the rule that examples and continuations attach to is rules.back()
  bool last_was_example = false;
  auto add_rule = [&](Rule r) {
    out->rules.push_back(std::move(r));
    have_current = true;
    last_was_example = false;
  };

  for (size_t i = body; i < glossary; ++i) {
    const std::string& raw = lines[i];
    const int lineno = line_of[i];
    std::string_view t = Trim(raw);
    if (t.empty()) continue;
    std::string id, title;
    if (!IsIndented(raw) && ParseSectionHeading(t, &id, &title)) {
      Rule r;
      r.id = id;
      r.title = title;
      r.line = lineno;
      add_rule(std::move(r));
      continue;
    }
    if (!IsIndented(raw)) {
      if (auto n = ParseMtgNumberedLine(t)) {
        if (!n->Regular()) {
          const bool letters = n->id.back() >= 'a' && n->id.back() <= 'z';
          std::string what = !n->space ? "no space before the text"
                             : letters ? "an extra period after a subrule letter"
                                       : "no period after the number";
          out->anomalies.push_back(
              {file, lineno, "irregular-number",
               "rule number written '" + n->written + "' (" + what + "); read as " + n->id});
        }
        Rule r;
        r.id = n->id;
        r.line = lineno;
        if (r.id.find('.') == std::string::npos) {
          r.title = n->rest;  // "607. Linked Abilities"
        } else {
          r.text = n->rest;
        }
        add_rule(std::move(r));
        continue;
      }
    }
    if (StartsWith(t, "Example:") && have_current) {
      out->rules.back().examples.emplace_back(Trim(t.substr(8)));
      last_was_example = true;
      continue;
    }
    if (IsIndented(raw) && have_current) {
      // A further paragraph of the rule (or of its last example).
      Rule& current = out->rules.back();
      std::string& target = last_was_example ? current.examples.back() : current.text;
      if (!target.empty()) target += "\n";
      target += std::string(t);
      continue;
    }
    out->anomalies.push_back(
        {file, lineno, "unparsed-line",
         "not a rule, example or continuation: '" + std::string(t.substr(0, 80)) + "'"});
  }

  LinkMtgParents(file, out);

  if (glossary == lines.size()) {
    out->anomalies.push_back({file, 0, "missing-glossary", "no 'Glossary' line after the rules"});
  } else {
    ReadGlossary(lines, line_of, glossary + 1, credits, file, out);
  }
  return Status::Ok();
}

}  // namespace arbiter::corpus
