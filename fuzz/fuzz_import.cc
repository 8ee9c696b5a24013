// Fuzz target: one importer of the table (corpus/importers.h), named at compile time by
// ARBITER_FUZZ_FORMAT (one binary per importer: fuzz_import_<format>). Checks: any text is read
// or refused with a Status, never an exception, a crash or a sanitizer report; every rule and
// anomaly points at a line of the text (or at none, 0).
#include <cstdio>
#include <cstdlib>

#include "corpus/importers.h"
#include "util/strings.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 1 << 18) return -1;
  static const arbiter::corpus::ImporterRow* row =
      arbiter::corpus::FindImporter(ARBITER_FUZZ_FORMAT);
  if (row == nullptr) {
    std::fprintf(stderr, "fuzz: no importer '%s'\n", ARBITER_FUZZ_FORMAT);
    std::abort();
  }
  arbiter::corpus::ImportedDocument out;
  out.doc.key = "fuzz@1";
  out.doc.game = "fuzz";
  out.doc.format = row->format;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  arbiter::Status s = row->fn(text, "fuzz.txt", &out);
  if (!s.ok()) return 0;
  // Lines as the importers count them (util SplitLines: "\n", "\r\n" or a lone "\r" ends one).
  const long lines = static_cast<long>(arbiter::SplitLines(text).size()) + 1;
  auto check = [lines](int line, const char* what) {
    if (line < 0 || line > lines) {
      std::fprintf(stderr, "fuzz: %s at line %d of a text of %ld lines\n", what, line, lines);
      std::abort();
    }
  };
  for (const auto& r : out.rules) check(r.line, "a rule");
  for (const auto& a : out.anomalies) check(a.line, "an anomaly");
  for (const auto& g : out.glossary) check(g.line, "a glossary entry");
  for (const auto& r : out.rulings) check(r.line, "a ruling");
  return 0;
}
