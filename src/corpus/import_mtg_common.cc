#include "corpus/import_mtg_common.h"

#include <cctype>
#include <cstdio>
#include <unordered_map>

#include "corpus/rule_id.h"
#include "util/strings.h"

namespace arbiter::corpus {
namespace {

bool IsLower(char c) { return c >= 'a' && c <= 'z'; }

// Line number (1-based) of the first byte where `s` stops being valid UTF-8.
int FirstInvalidUtf8Line(std::string_view s) {
  int line = 1;
  size_t i = 0;
  while (i < s.size()) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    size_t len = c < 0x80           ? 1
                 : (c >> 5) == 0x6  ? 2
                 : (c >> 4) == 0xE  ? 3
                 : (c >> 3) == 0x1E ? 4
                                    : 0;
    if (len == 0 || i + len > s.size() || !IsValidUtf8(s.substr(i, len))) return line;
    if (c == '\n' || (c == '\r' && (i + 1 >= s.size() || s[i + 1] != '\n'))) ++line;
    i += len;
  }
  return line;
}

}  // namespace

std::string DecodeMtgSourceText(std::string_view text, const std::string& file,
                                std::vector<Anomaly>* anomalies) {
  if (IsValidUtf8(text)) return std::string(text);
  int line = FirstInvalidUtf8Line(text);
  anomalies->push_back({file, line, "encoding",
                        "the file is not UTF-8 (first non-UTF-8 byte on this line); read as "
                        "Latin-1/Windows-1252 and converted to UTF-8"});
  return Latin1ToUtf8(text);
}

std::string IsoDateFromLongDate(std::string_view s) {
  static const char* kMonths[] = {"january",   "february", "march",    "april",
                                  "may",       "june",     "july",     "august",
                                  "september", "october",  "november", "december"};
  std::string t = CollapseSpaces(s);
  size_t sp = t.find(' ');
  if (sp == std::string::npos) return "";
  std::string month = ToLowerAscii(t.substr(0, sp));
  int m = 0;
  for (int i = 0; i < 12; ++i) {
    if (month == kMonths[i]) m = i + 1;
  }
  if (!m) return "";
  int day = 0, year = 0;
  char comma = 0;
  if (std::sscanf(t.c_str() + sp + 1, "%d%c %d", &day, &comma, &year) != 3 || comma != ',')
    return "";
  if (day < 1 || day > 31 || year < 1900 || year > 2999) return "";
  char buf[32];  // room for any int, so the compiler sees no truncation
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", year, m, day);
  return buf;
}

std::string IsoDateFromSlashDate(std::string_view s) {
  s = Trim(s);
  if (s.size() != 10) return "";
  for (size_t i = 0; i < s.size(); ++i) {
    bool sep = i == 4 || i == 7;
    if (sep ? (s[i] != '/' && s[i] != '-') : !IsAsciiDigit(s[i])) return "";
  }
  std::string out(s);
  out[4] = out[7] = '-';
  return out;
}

bool MtgNumberedLine::Regular() const {
  bool letters = !id.empty() && IsLower(id.back());
  return space && (letters ? !period : period);
}

std::optional<MtgNumberedLine> ParseMtgNumberedLine(std::string_view line) {
  size_t i = 0;
  while (i < line.size() && IsAsciiDigit(line[i])) ++i;
  if (i != 3) return std::nullopt;
  if (i + 1 < line.size() && line[i] == '.' && IsAsciiDigit(line[i + 1])) {
    ++i;
    while (i < line.size() && IsAsciiDigit(line[i])) ++i;
    size_t l = i;
    while (i < line.size() && IsLower(line[i])) ++i;
    if (i - l > 2) return std::nullopt;
    // Letters glued to a capitalised word ("901.4.All" has a dot first, so this is rare).
    if (i - l > 0 && i < line.size() && std::isalpha(static_cast<unsigned char>(line[i]))) {
      return std::nullopt;
    }
  }
  MtgNumberedLine out;
  std::string_view number = line.substr(0, i);
  if (i < line.size() && line[i] == '.') {
    out.period = true;
    ++i;
  }
  size_t text_start = i;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  out.space = i > text_start;
  if (!out.space && i < line.size() && !out.period) return std::nullopt;  // "607x"
  auto id = CanonicalId(number, IdStyle::kMtg);
  if (!id) return std::nullopt;
  out.id = *id;
  out.written = std::string(line.substr(0, text_start));
  out.rest = std::string(Trim(line.substr(i)));
  return out;
}

void LinkMtgParents(const std::string& file, ImportedDocument* out) {
  std::unordered_map<std::string, int> first_line;  // id -> line of its first occurrence
  for (const Rule& r : out->rules) {
    auto [it, fresh] = first_line.emplace(r.id, r.line);
    if (!fresh) {
      out->anomalies.push_back({file, r.line, "duplicate-id",
                                "rule " + r.id + " appears again (first at line " +
                                    std::to_string(it->second) + "); both kept"});
    }
  }
  std::string heading;  // the last section or rule heading by position
  for (Rule& r : out->rules) {
    std::string parent = ParentId(r.id, IdStyle::kMtg);
    if (!parent.empty() && first_line.count(parent)) {
      r.parent = parent;
    } else if (!parent.empty()) {
      out->anomalies.push_back({file, r.line, "missing-parent",
                                "rule " + r.id + " has no parent " + parent + " in this document"});
      r.section = heading;
    }
    if (r.id.find('.') == std::string::npos) heading = r.id;
  }
}

SourceLines SplitCrLines(std::string_view utf8) {
  static const std::string kLineSeparator = "\xE2\x80\xA8";
  static const std::string kNbsp = "\xC2\xA0";
  SourceLines out;
  const std::vector<std::string> file_lines = SplitLines(utf8);
  for (size_t i = 0; i < file_lines.size(); ++i) {
    const std::string& whole = file_lines[i];
    size_t start = 0;
    while (true) {
      const size_t cut = whole.find(kLineSeparator, start);
      std::string piece =
          whole.substr(start, cut == std::string::npos ? std::string::npos : cut - start);
      // Leading U+00A0 indent -> spaces; a line of only blanks -> "".
      size_t lead = 0;
      std::string indent;
      while (true) {
        if (piece.compare(lead, kNbsp.size(), kNbsp) == 0) {
          indent += ' ';
          lead += kNbsp.size();
        } else if (lead < piece.size() && (piece[lead] == ' ' || piece[lead] == '\t')) {
          indent += piece[lead];
          ++lead;
        } else {
          break;
        }
      }
      piece = lead == piece.size() ? "" : indent + piece.substr(lead);
      out.text.push_back(std::move(piece));
      out.line.push_back(static_cast<int>(i) + 1);
      if (cut == std::string::npos) break;
      start = cut + kLineSeparator.size();
    }
  }
  return out;
}

}  // namespace arbiter::corpus
