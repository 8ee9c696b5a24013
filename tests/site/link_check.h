// A link checker for an exported site: every href and src of every page, resolved against its
// page, must name a file of the site and, with a #fragment, an element of that file with that id.
#pragma once

#include <string>
#include <vector>

namespace arbiter::testing {

struct LinkReport {
  int pages = 0;
  int links = 0;
  int external = 0;                 // http:, https:, mailto: (an offline site has none)
  std::vector<std::string> broken;  // "<page>: <href>"
};

LinkReport CheckLinks(const std::string& site_dir);

}  // namespace arbiter::testing
