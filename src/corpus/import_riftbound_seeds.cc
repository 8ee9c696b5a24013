#include "corpus/import_riftbound_seeds.h"

#include <cctype>
#include <cstdlib>
#include <vector>

#include "corpus/import_riftbound_text.h"
#include "util/strings.h"

namespace arbiter::corpus {
namespace {

// "717." / "718.5.a." / "721.1" -> canonical id; "" when `s` is not exactly a rule number.
std::string NumberOnly(std::string_view s) {
  if (s.size() < 3) return "";
  for (int i = 0; i < 3; ++i) {
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) return "";
  }
  for (char c : s) {
    if (!std::isdigit(static_cast<unsigned char>(c)) &&
        !std::islower(static_cast<unsigned char>(c)) && c != '.') {
      return "";
    }
  }
  if (s.find("..") != std::string_view::npos) return "";
  std::string id(s);
  if (id.back() == '.') id.pop_back();
  return id;
}

// "702. Buffs are objects ..." -> {"702", "Buffs are objects ..."}; false when not of that shape.
bool NumberAndText(std::string_view line, std::string* id, std::string* text) {
  size_t sp = line.find(' ');
  if (sp == std::string_view::npos || sp == 0 || line[sp - 1] != '.') return false;
  *id = NumberOnly(line.substr(0, sp));
  if (id->empty()) return false;
  *text = std::string(Trim(line.substr(sp + 1)));
  return true;
}

// "3 subsections" / "1 subsection" -> 3 / 1; -1 otherwise.
int SubsectionCount(std::string_view line) {
  size_t sp = line.find(' ');
  if (sp == std::string_view::npos || sp == 0) return -1;
  std::string_view rest = line.substr(sp + 1);
  if (rest != "subsections" && rest != "subsection") return -1;
  // Six digits at most, so the count fits an int (a fuzzed "2222...3 subsections" overflowed);
  // a longer number is no count and the line is reported as unparsed.
  if (sp > 6) return -1;
  int n = 0;
  for (char c : line.substr(0, sp)) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return -1;
    n = n * 10 + (c - '0');
  }
  return n;
}

}  // namespace

bool ParseOmittedSubsections(const std::string& message, std::string* id, int* count) {
  // "rule 702: 3 subsections left out"
  if (!StartsWith(message, "rule ")) return false;
  size_t colon = message.find(": ");
  if (colon == std::string::npos) return false;
  *id = message.substr(5, colon - 5);
  std::string rest = message.substr(colon + 2);
  size_t sp = rest.find(' ');
  if (sp == std::string::npos) return false;
  int n = SubsectionCount(rest.substr(0, rest.find(' ', sp + 1)));
  if (n < 0) return false;
  *count = n;
  return true;
}

Status ImportRiftboundWeblist(std::string_view text, const std::string& file,
                              ImportedDocument* out) {
  std::vector<std::string> lines = SplitLines(text);
  int claimed = -1;
  int claimed_line = 0;
  int pending = -1;  // index of a rule whose number was read and whose text is expected next
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string_view s = Trim(lines[i]);
    const int line_no = static_cast<int>(i) + 1;
    if (s.empty()) continue;
    if (StartsWith(s, "- ")) {
      std::string_view item = Trim(s.substr(2));
      std::string id = NumberOnly(item);
      if (!id.empty()) {
        if (pending >= 0) {
          const Rule& p = out->rules[pending];
          out->anomalies.push_back(
              {file, p.line, "unparsed-line", "rule " + p.id + " has no text line"});
        }
        Rule r;
        r.id = id;
        r.line = line_no;
        out->rules.push_back(r);
        pending = static_cast<int>(out->rules.size()) - 1;
      } else if (pending >= 0) {
        riftbound::SetRuleBody(item, &out->rules[pending]);
        pending = -1;
      } else {
        out->anomalies.push_back({file, line_no, "unparsed-line",
                                  "text with no rule number before it: " + std::string(item)});
      }
      continue;
    }
    if (StartsWith(s, "Section ")) {
      // "Section 716 — 35 rules"
      std::vector<std::string> words = Split(s, ' ');
      if (words.size() >= 4 && words.back() == "rules") {
        claimed = std::atoi(words[words.size() - 2].c_str());
        claimed_line = line_no;
        continue;
      }
    }
    if (out->rules.empty() && i == 0) {
      if (out->doc.title.empty()) out->doc.title = std::string(s);
      continue;
    }
    out->anomalies.push_back({file, line_no, "unparsed-line", std::string(s)});
  }
  if (pending >= 0) {
    const Rule& p = out->rules[pending];
    out->anomalies.push_back({file, p.line, "unparsed-line", "rule " + p.id + " has no text line"});
  }
  if (out->rules.empty()) {
    return Status::Corruption(file + ":1: no '- NNN.' rule line found (not riftbound-weblist)");
  }
  if (claimed >= 0 && claimed != static_cast<int>(out->rules.size())) {
    out->anomalies.push_back({file, claimed_line, "count-mismatch",
                              "the header announces " + std::to_string(claimed) + " rules; " +
                                  std::to_string(out->rules.size()) + " found"});
  }
  riftbound::FinishDocument(file, out);
  return Status::Ok();
}

Status ImportRiftboundOutline(std::string_view text, const std::string& file,
                              ImportedDocument* out) {
  std::vector<std::string> lines = SplitLines(text);
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string_view s = Trim(lines[i]);
    const int line_no = static_cast<int>(i) + 1;
    if (s.empty()) continue;
    std::string id, body;
    if (NumberAndText(s, &id, &body)) {
      Rule r;
      r.id = id;
      r.line = line_no;
      riftbound::SetRuleBody(body, &r);
      out->rules.push_back(r);
      continue;
    }
    int n = SubsectionCount(s);
    if (n >= 0 && !out->rules.empty()) {
      out->anomalies.push_back(
          {file, line_no, "omitted-subsections",
           "rule " + out->rules.back().id + ": " + std::string(s) + " left out"});
      continue;
    }
    out->anomalies.push_back({file, line_no, "unparsed-line", std::string(s)});
  }
  if (out->rules.empty()) {
    return Status::Corruption(file + ":1: no 'NNN. text' rule line found (not riftbound-outline)");
  }
  riftbound::FinishDocument(file, out);
  return Status::Ok();
}

}  // namespace arbiter::corpus
