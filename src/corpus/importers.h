// The importer table: one function per source format. A new format is one function plus one row
// in kImporters (corpus/importers.cc).
//
// An importer reads the whole text of one source file and fills `out` (rules in document order,
// glossary, rulings, anomalies). It never guesses silently: whatever it cannot place becomes an
// Anomaly with file:line. It returns a non-ok Status only when the file is not of its format at all
// (Corruption, naming file:line); `out->doc` is filled by the caller from the manifest, except the
// fields the importer can read from the text (effective date, title), which it fills when empty.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "corpus/model.h"
#include "util/status.h"

namespace arbiter::corpus {

using ImportFn = Status (*)(std::string_view text, const std::string& file, ImportedDocument* out);

struct ImporterRow {
  const char* format;       // the manifest's "format" value
  const char* description;  // one line for `arbiter import --help`
  ImportFn fn;
};

// All importers, in a stable order.
const std::vector<ImporterRow>& Importers();

// The importer for `format`, or nullptr.
const ImporterRow* FindImporter(std::string_view format);

}  // namespace arbiter::corpus
