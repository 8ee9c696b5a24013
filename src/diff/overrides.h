// Hand overrides for the matcher, kept in rules-db/ with a reason each
// (rules-db/mtg/mapping-2008-overrides.tsv). The file is tab-separated text:
//   # from: mtg-rulings-2008@2008-03-17          which pair of documents it is for
//   # to: mtg@2026-08-07
//   # anything else after '#' is a comment
//   501.7<TAB>701.26<TAB>Tap became "Tap and Untap"      old id, new id ("-" for none), reason
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "diff/matcher.h"
#include "util/diagnostics.h"
#include "util/status.h"

namespace arbiter::diff {

struct OverrideFile {
  std::string path;
  std::string from_doc;  // document key
  std::string to_doc;
  std::vector<Override> overrides;
};

// Parses one override file. Every malformed line (not three fields, empty reason, missing
// from:/to: header) becomes an error in `diags` with file:line; good lines are kept.
OverrideFile ParseOverrides(std::string_view text, const std::string& path, Diagnostics* diags);

// Every <rules_db_dir>/*/mapping-*-overrides.tsv, parsed. IoError when one cannot be read.
Result<std::vector<OverrideFile>> LoadOverrideFiles(const std::string& rules_db_dir,
                                                    Diagnostics* diags);

// The overrides for the pair (from_doc, to_doc): those of the files written for exactly that pair.
std::vector<Override> OverridesFor(const std::vector<OverrideFile>& files,
                                   const std::string& from_doc, const std::string& to_doc);

}  // namespace arbiter::diff
