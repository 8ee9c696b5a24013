// `arbiter export html DIR`: the offline reference site. Every document of the database with a
// page per chapter (every rule anchored, every cross-reference a link to the same version, the
// ancestor spine, unresolved references marked), rulings, scenarios, analogues and citing rules
// beside each rule of a current document, a page per scenario with its trace, a page per pair of
// consecutive releases with the diff, and an offline search (search-index.js). No server needed.
#pragma once

#include <string>

#include "util/status.h"

namespace arbiter::store {
class Store;
}

namespace arbiter::site {

struct ExportOptions {
  std::string dir;            // created when missing; existing files of the site are replaced
  std::string rules_db_dir;   // for the scenarios' cards and the version diffs
  std::string scenarios_dir;  // "" for no scenario pages
};

struct ExportStats {
  int pages = 0;
  int rules = 0;
  int scenarios = 0;
  int scenario_failures = 0;  // scenarios that did not load or did not pass (still exported)
  int version_pages = 0;
  long bytes = 0;
  double seconds = 0;
};

Result<ExportStats> ExportHtml(store::Store* store, const ExportOptions& options);

}  // namespace arbiter::site
