// Diagnostics: a collector for parsers and validators that find many problems at once
// (Soufflé's ErrorReport, ninja's "file:line: message" with the line and a caret).
//
// Rendered form, one per diagnostic, sorted by file, line, column:
//   file:line:col: error: message [code]
//     <the source line>
//     <caret under the column>
//   note: ...
//   help: did you mean ...?
#pragma once

#include <string>
#include <vector>

namespace arbiter {

struct Diagnostic {
  enum class Severity { kError, kWarning, kNote };
  Severity severity = Severity::kError;
  std::string file;
  int line = 0;    // 1-based; 0 when unknown
  int column = 0;  // 1-based; 0 when unknown
  std::string message;
  std::string code;         // short stable tag, e.g. "unknown-action"
  std::string json_path;    // e.g. "$.steps[2].do" for scenario files
  std::string source_line;  // the offending line, shown with a caret
  std::vector<std::string> notes;
  std::string help;  // e.g. "did you mean 'attach'?"
};

class Diagnostics {
 public:
  void Add(Diagnostic d) { items_.push_back(std::move(d)); }
  // Convenience for the common case.
  void Error(const std::string& file, int line, int column, const std::string& message,
             const std::string& code = "");

  bool HasErrors() const;
  size_t size() const { return items_.size(); }
  bool empty() const { return items_.empty(); }
  const std::vector<Diagnostic>& items() const { return items_; }

  // Sorted by file, line, column (stable for equal positions).
  std::vector<Diagnostic> Sorted() const;
  // The rendered text of every diagnostic, sorted, each ending in '\n'.
  std::string Render() const;

 private:
  std::vector<Diagnostic> items_;
};

// One diagnostic as text (see the header comment for the form).
std::string RenderDiagnostic(const Diagnostic& d);

}  // namespace arbiter
