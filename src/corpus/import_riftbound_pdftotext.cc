#include "corpus/import_riftbound_pdftotext.h"

#include <cctype>
#include <vector>

#include "corpus/import_riftbound_stacked.h"
#include "corpus/import_riftbound_text.h"
#include "util/strings.h"

namespace arbiter::corpus {
namespace {

// "718.5.a." / "130.4" -> "718.5.a" / "130.4"; "" when the line is not a bare rule number.
std::string RuleNumber(std::string_view line) {
  std::string_view s = line;
  if (s.size() < 3) return "";
  for (int i = 0; i < 3; ++i) {
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) return "";
  }
  size_t i = 3;
  while (i < s.size()) {
    if (s[i] != '.') return "";
    if (i + 1 == s.size()) break;  // trailing dot
    size_t j = i + 1;
    bool digits = std::isdigit(static_cast<unsigned char>(s[j]));
    while (j < s.size() && (digits ? std::isdigit(static_cast<unsigned char>(s[j]))
                                   : std::islower(static_cast<unsigned char>(s[j])) != 0)) {
      ++j;
    }
    if (j == i + 1) return "";
    i = j;
  }
  std::string id(s);
  if (!id.empty() && id.back() == '.') id.pop_back();
  return id;
}

struct Line {
  std::string text;
  int number;  // 1-based line in the file
};

}  // namespace

Status ImportRiftboundPdftotext(std::string_view text, const std::string& file,
                                ImportedDocument* out) {
  std::vector<std::string> raw = SplitLines(text);
  std::vector<Line> lines;
  for (size_t i = 0; i < raw.size(); ++i) {
    std::string clean;
    for (char c : raw[i]) {
      if (c != '\f') clean += c;  // page breaks are the only page furniture in this source
    }
    lines.push_back({std::string(Trim(clean)), static_cast<int>(i) + 1});
  }

  size_t i = 0;
  // Preamble: the title, "Last Updated: <date>", and a first rule printed on one line
  // ("000. Golden and Silver Rules").
  for (; i < lines.size(); ++i) {
    const std::string& s = lines[i].text;
    if (s.empty()) continue;
    if (!RuleNumber(s).empty()) break;
    size_t sp = s.find(' ');
    if (sp != std::string::npos && !RuleNumber(s.substr(0, sp)).empty() && s[sp - 1] == '.') {
      Rule r;
      r.id = RuleNumber(s.substr(0, sp));
      r.line = lines[i].number;
      riftbound::SetRuleBody(s.substr(sp + 1), &r);
      out->rules.push_back(r);
      ++i;
      break;
    }
    if (StartsWith(s, "Last Updated:")) {
      if (out->doc.effective.empty()) out->doc.effective = std::string(Trim(s.substr(13)));
    } else if (out->rules.empty() && out->doc.title.empty() && i == 0) {
      out->doc.title = s;
    } else if (i != 0) {
      out->anomalies.push_back(
          {file, lines[i].number, "unparsed-line", "text before the first rule: " + s});
    }
  }

  while (i < lines.size()) {
    // A run of number lines (blank lines between them allowed) ...
    std::vector<std::string> numbers;
    std::vector<int> number_lines;
    for (; i < lines.size(); ++i) {
      if (lines[i].text.empty()) continue;
      std::string id = RuleNumber(lines[i].text);
      if (id.empty()) break;
      numbers.push_back(id);
      number_lines.push_back(lines[i].number);
    }
    // ... then the text lines up to the next number line.
    std::vector<std::string> texts;
    for (; i < lines.size(); ++i) {
      if (lines[i].text.empty()) continue;
      if (!RuleNumber(lines[i].text).empty()) break;
      texts.push_back(lines[i].text);
    }
    if (numbers.empty()) {
      for (const std::string& t : texts) {  // cannot happen after the preamble; kept honest
        out->anomalies.push_back({file, 0, "unparsed-line", t});
      }
      continue;
    }
    std::vector<std::vector<int>> groups;
    if (numbers.size() == 1) {
      std::vector<int> all;
      for (int k = 0; k < static_cast<int>(texts.size()); ++k) all.push_back(k);
      groups.push_back(all);
    } else {
      riftbound::StackedSplit split = riftbound::SplitStackedRun(numbers, texts);
      groups = split.groups;
      out->anomalies.push_back({file, number_lines[0], "stacked-numbers",
                                std::to_string(numbers.size()) + " stacked numbers (" +
                                    Join(numbers, " ") + ") before " +
                                    std::to_string(texts.size()) + " text lines; " + split.how});
    }
    for (size_t k = 0; k < numbers.size(); ++k) {
      Rule r;
      r.id = numbers[k];
      r.line = number_lines[k];
      std::vector<std::string> body;
      for (int idx : groups[k]) body.push_back(texts[idx]);
      riftbound::SetRuleBody(Join(body, " "), &r);
      out->rules.push_back(r);
    }
  }
  if (out->rules.empty()) {
    return Status::Corruption(file +
                              ":1: no Riftbound rule number found (not riftbound-pdftotext)");
  }
  riftbound::FinishDocument(file, out);
  return Status::Ok();
}

}  // namespace arbiter::corpus
