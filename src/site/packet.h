// Ruling packets: a head judge's list of the questions for a tournament (rules and scenarios)
// compiled into one printable page with a table of contents, each rule quoted in full with all
// its subrules, each scenario with its trace and the text of every rule it cites.
//
// The list is plain text, one item per line ('#' starts a comment):
//   title: Riftbound Regional Championship, November 2026
//   rule: 718.5.b                     any citation `arbiter rule` accepts (mtg:607.2a, ...)
//   scenario: scenarios/riftbound/attach/attached-card-can-be-targeted-718-5-b.json
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "util/status.h"

namespace arbiter::store {
class Store;
}

namespace arbiter::site {

struct PacketItem {
  std::string kind;  // "rule" or "scenario"
  std::string ref;   // the citation or the scenario path, as written
  int line = 0;
};

struct PacketList {
  std::string title;
  std::vector<PacketItem> items;
};

// Parses the list. InvalidArgument "<file>:<line>:<col>: <what>" for a line that is not
// "title:", "rule:" or "scenario:" with a value, or a list with no item.
Result<PacketList> ParsePacketList(std::string_view text, const std::string& file);

// The packet page. Scenario paths are relative to `base_dir` (the list's folder) unless
// absolute; cards come from `rules_db_dir`. InvalidArgument "<file>:<line>: ..." for a rule that
// does not exist or a scenario that does not load.
Result<std::string> PacketHtml(store::Store* store, const PacketList& list, const std::string& file,
                               const std::string& base_dir, const std::string& rules_db_dir);

}  // namespace arbiter::site
