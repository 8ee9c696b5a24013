#include "corpus/importers.h"

#include "corpus/import_prose_headings.h"

namespace arbiter::corpus {

// Rows are added by each importer's file (declared in its header).
const std::vector<ImporterRow>& Importers() {
  static const std::vector<ImporterRow> kImporters = {
      {"prose-headings", "prose page with headings and no numbers (Dimensional Rift), ids from the heading path",
       ImportProseHeadings},
  };
  return kImporters;
}

const ImporterRow* FindImporter(std::string_view format) {
  for (const auto& row : Importers()) {
    if (format == row.format) return &row;
  }
  return nullptr;
}

}  // namespace arbiter::corpus
