#include "corpus/import_riftbound_lines.h"

#include <regex>

#include "corpus/import_riftbound_text.h"
#include "util/strings.h"

namespace arbiter::corpus {
namespace {

// "000." "359.3.f.1." "744.5" "135.2.b.5.a." at the start of a line, then a space or the end.
bool SplitNumber(const std::string& line, std::string* id, std::string* rest) {
  static const std::regex kNumber(R"(^(\d{3}(?:\.(?:\d+|[a-z]{1,2}))*)\.?(?:\s+|$)(.*)$)");
  std::smatch m;
  if (!std::regex_match(line, m, kNumber)) return false;
  *id = m[1].str();
  *rest = m[2].str();
  return true;
}

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
    if (SplitNumber(line, &id, &rest)) {
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
