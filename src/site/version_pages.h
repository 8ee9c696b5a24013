// Version pages: what changed between two releases of a game's rules (diff/compare.h), each
// change with its kind (moved, edited, added, removed, split, merged), both ids linked to their
// own release and the words that changed marked.
#pragma once

#include <string>

#include "diff/compare.h"
#include "site/site_map.h"

namespace arbiter::site {

// "versions/<from>--<to>.html"
std::string VersionFile(const std::string& from_key, const std::string& to_key);

std::string VersionPage(const SiteMap& map, const diff::Comparison& comparison);

}  // namespace arbiter::site
