#include "corpus/import_riftbound_lines.h"

#include <regex>

#include "corpus/import_riftbound_text.h"
#include "util/strings.h"

namespace arbiter::corpus {
namespace {

std::string DropZeroWidth(std::string s) {
  static const std::string kZwsp = "\xE2\x80\x8B";
  for (size_t at = s.find(kZwsp); at != std::string::npos; at = s.find(kZwsp, at)) {
    s.erase(at, kZwsp.size());
  }
  return s;
}

int CountOf(std::string_view text, std::string_view what) {
  int n = 0;
  for (size_t at = text.find(what); at != std::string_view::npos; at = text.find(what, at + 1)) {
    ++n;
  }
  return n;
}

}  // namespace

bool SplitRuleNumber(std::string_view line, std::string* id, std::string* rest) {
  // A scanner for ^(\d{3}(?:\.(?:\d+|[a-z]{1,2}))*)\.?(?:\s+|$)(.*)$ (what this importer
  // matched before; tested against it): only the longest run of parts can be followed by what
  // the number needs, since a shorter one is followed by '.' and a digit or a letter.
  auto digit = [](char c) { return c >= '0' && c <= '9'; };
  auto lower = [](char c) { return c >= 'a' && c <= 'z'; };
  auto space = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
  const size_t n = line.size();
  if (n < 3 || !digit(line[0]) || !digit(line[1]) || !digit(line[2])) return false;
  size_t end = 3;  // past the number's parts
  while (end + 1 < n && line[end] == '.') {
    size_t part = end + 1;
    if (digit(line[part])) {
      while (part < n && digit(line[part])) ++part;
    } else if (lower(line[part])) {
      part += part + 1 < n && lower(line[part + 1]) ? 2 : 1;
    } else {
      break;
    }
    end = part;
  }
  size_t at = end;
  if (at < n && line[at] == '.') ++at;
  if (at < n && !space(line[at])) return false;
  while (at < n && space(line[at])) ++at;
  const std::string_view text = line.substr(at);
  if (text.find_first_of("\n\r") != std::string_view::npos) return false;  // '.' stops there
  *id = std::string(line.substr(0, end));
  *rest = std::string(text);
  return true;
}

std::string PrintedDate(std::string_view text) {
  static const std::regex kIso(R"(Last Updated:?\s*(\d{4})-(\d{2})-(\d{2}))");
  static const std::regex kUs(R"(Last Updated:?\s*(\d{1,2})/(\d{1,2})/(\d{4}))");
  const std::string head(text.substr(0, 400));
  std::smatch m;
  if (std::regex_search(head, m, kIso)) return m[1].str() + "-" + m[2].str() + "-" + m[3].str();
  if (std::regex_search(head, m, kUs)) {
    auto two = [](const std::string& s) { return s.size() == 1 ? "0" + s : s; };
    return m[3].str() + "-" + two(m[1].str()) + "-" + two(m[2].str());
  }
  return "";
}

Status ImportRiftboundLines(std::string_view text, const std::string& file, ImportedDocument* out) {
  const std::vector<std::string> lines = SplitLines(text);
  std::string title;
  Rule current;
  std::string body;
  bool open = false;
  auto close = [&]() {
    if (!open) return;
    riftbound::SetRuleBody(CollapseSpaces(body), &current);
    out->rules.push_back(current);
    open = false;
  };
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string line = DropZeroWidth(std::string(Trim(lines[i])));
    if (line.empty()) continue;  // blank, or a page break of spaces
    std::string id, rest;
    if (SplitRuleNumber(line, &id, &rest)) {
      close();
      current = Rule{};
      current.id = id;
      current.line = static_cast<int>(i + 1);
      body = rest;
      open = true;
      continue;
    }
    if (!open) {
      if (title.empty() && !StartsWith(line, "Last Updated")) title = line;
      continue;
    }
    body += " " + line;
  }
  close();
  if (out->rules.empty()) {
    return Status::Corruption(file + ":1: no line starts with a rule number (NNN. or NNN.N.a.)");
  }
  if (out->doc.title.empty()) out->doc.title = title;
  const int ligatures = CountOf(text, "\xEF\xAC\x81") + CountOf(text, "\xEF\xAC\x82");
  if (ligatures > 0) {
    out->anomalies.push_back(
        {file, 0, "ligatures",
         std::to_string(ligatures) + " ligatures (fi, fl) kept as printed in the rule text"});
  }
  riftbound::FinishDocument(file, out);
  return Status::Ok();
}

}  // namespace arbiter::corpus
