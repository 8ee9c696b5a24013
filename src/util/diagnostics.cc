#include "util/diagnostics.h"

#include <algorithm>
#include <tuple>

namespace arbiter {

void Diagnostics::Error(const std::string& file, int line, int column, const std::string& message,
                        const std::string& code) {
  Diagnostic d;
  d.file = file;
  d.line = line;
  d.column = column;
  d.message = message;
  d.code = code;
  Add(std::move(d));
}

bool Diagnostics::HasErrors() const {
  return std::any_of(items_.begin(), items_.end(), [](const Diagnostic& d) {
    return d.severity == Diagnostic::Severity::kError;
  });
}

std::vector<Diagnostic> Diagnostics::Sorted() const {
  std::vector<Diagnostic> out = items_;
  std::stable_sort(out.begin(), out.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return std::tie(a.file, a.line, a.column) < std::tie(b.file, b.line, b.column);
  });
  return out;
}

std::string Diagnostics::Render() const {
  std::string out;
  for (const auto& d : Sorted()) out += RenderDiagnostic(d);
  return out;
}

std::string RenderDiagnostic(const Diagnostic& d) {
  std::string out;
  if (!d.file.empty()) {
    out += d.file;
    if (d.line > 0) {
      out += ":" + std::to_string(d.line);
      if (d.column > 0) out += ":" + std::to_string(d.column);
    }
    out += ": ";
  } else {
    out += "arbiter: ";
  }
  switch (d.severity) {
    case Diagnostic::Severity::kError:
      out += "error: ";
      break;
    case Diagnostic::Severity::kWarning:
      out += "warning: ";
      break;
    case Diagnostic::Severity::kNote:
      out += "note: ";
      break;
  }
  out += d.message;
  if (!d.code.empty()) out += " [" + d.code + "]";
  out += "\n";
  if (!d.source_line.empty()) {
    // A long line (a whole scenario written on one line) is shown as the kShownChars characters
    // around the column, so one diagnostic is never megabytes.
    constexpr int kShownChars = 160;
    std::string line = d.source_line;
    int column = d.column;
    std::vector<size_t> starts;  // the byte offset of each character
    for (size_t i = 0; i < line.size(); ++i) {
      if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80) starts.push_back(i);
    }
    const int chars = static_cast<int>(starts.size());
    if (chars > kShownChars) {
      const int first = std::max(0, std::min(column - 1 - kShownChars / 2, chars - kShownChars));
      const int last = first + kShownChars;
      const size_t from = starts[static_cast<size_t>(first)];
      const size_t to = last < chars ? starts[static_cast<size_t>(last)] : line.size();
      const std::string before = first > 0 ? "..." : "";
      line = before + line.substr(from, to - from) + (to < line.size() ? "..." : "");
      if (column > 0) column += static_cast<int>(before.size()) - first;
    }
    out += "  " + line + "\n";
    if (column > 0) {
      // Count columns in characters, not bytes, so the caret sits under the right character.
      std::string pad;
      int col = 1;
      for (size_t i = 0; i < line.size() && col < column; ++i) {
        unsigned char c = static_cast<unsigned char>(line[i]);
        if ((c & 0xC0) == 0x80) continue;
        pad += line[i] == '\t' ? '\t' : ' ';
        ++col;
      }
      out += "  " + pad + "^\n";
    }
  }
  if (!d.json_path.empty()) out += "  at " + d.json_path + "\n";
  for (const auto& n : d.notes) out += "note: " + n + "\n";
  if (!d.help.empty()) out += "help: " + d.help + "\n";
  return out;
}

}  // namespace arbiter
