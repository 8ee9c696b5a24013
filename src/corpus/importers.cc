#include "corpus/importers.h"

namespace arbiter::corpus {

// Rows are added by each importer's file (declared in its header).
const std::vector<ImporterRow>& Importers() {
  static const std::vector<ImporterRow> kImporters = {
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
