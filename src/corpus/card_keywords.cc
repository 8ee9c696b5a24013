#include "corpus/card_keywords.h"

#include <algorithm>

#include "util/strings.h"

namespace arbiter::corpus {
namespace {

constexpr size_t kLongestName = 4;  // words of a keyword's name ("Split second", "Living weapon")

bool IsKeywordSection(const Rule& r) { return ToLowerAscii(Trim(r.title)) == "keyword abilities"; }

// Whether `part` (lower case) begins with `name` (lower case) as whole words.
bool BeginsWith(std::string_view part, std::string_view name) {
  if (name.empty() || part.substr(0, name.size()) != name) return false;
  if (part.size() == name.size()) return true;
  const char next = part[name.size()];
  return !IsAsciiAlpha(next) && next != '\'' && next != '-';
}

}  // namespace

std::vector<std::string> KeywordAbilityNames(const ImportedDocument& doc) {
  std::vector<std::string> sections;
  for (const auto& r : doc.rules) {
    if (IsKeywordSection(r)) sections.push_back(r.id);
  }
  std::vector<std::string> out;
  if (sections.empty()) return out;
  for (const auto& r : doc.rules) {
    if (std::find(sections.begin(), sections.end(), r.parent) == sections.end()) continue;
    std::string name(Trim(r.title.empty() ? r.text : r.title));
    const bool is_name = !name.empty() && name.find_first_of(".:;") == std::string::npos &&
                         Split(name, ' ').size() <= kLongestName;
    if (is_name && std::find(out.begin(), out.end(), name) == out.end()) out.push_back(name);
  }
  return out;
}

KeywordNames::KeywordNames(std::vector<std::string> names) : names_(std::move(names)) {
  for (size_t i = 0; i < names_.size(); ++i) {
    lower_.push_back(ToLowerAscii(names_[i]));
    if (!lower_[i].empty()) by_first_[static_cast<unsigned char>(lower_[i][0])].push_back(i);
  }
}

std::vector<std::string> PrintedKeywords(std::string_view text,
                                         const std::vector<std::string>& names) {
  return KeywordNames(names).PrintedIn(text);
}

std::vector<std::string> KeywordNames::PrintedIn(std::string_view text) const {
  const std::vector<std::string>& names = names_;
  const std::vector<std::string>& lower = lower_;
  std::vector<std::string> out;
  for (const std::string& line : SplitLines(WithoutParenthesized(text))) {
    std::vector<size_t> found;
    bool keyword_line = false;
    for (const std::string& raw : Split(line, ',')) {
      const std::string part = ToLowerAscii(Trim(raw));
      if (part.empty()) continue;
      // The longest name the part begins with ("first strike", not "first").
      size_t best = names.size();
      for (size_t i : by_first_[static_cast<unsigned char>(part[0])]) {
        if (BeginsWith(part, lower[i]) &&
            (best == names.size() || lower[i].size() > lower[best].size())) {
          best = i;
        }
      }
      // A sentence that begins with a keyword ("Flying creatures you control get +1/+1.") is
      // no keyword line; a keyword's cost after a dash may be one ("Ward—Pay 3 life.").
      if (best < names.size() && part.back() == '.' &&
          part.compare(lower[best].size(), 3, "\xE2\x80\x94") != 0) {
        best = names.size();
      }
      keyword_line = best < names.size();
      if (!keyword_line) break;
      found.push_back(best);
    }
    if (!keyword_line) continue;
    for (size_t i : found) {
      if (std::find(out.begin(), out.end(), names[i]) == out.end()) out.push_back(names[i]);
    }
  }
  return out;
}

}  // namespace arbiter::corpus
