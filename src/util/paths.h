// Where arbiter finds its database and its rules-db/ folder when no flag says.
#pragma once

#include <string>

namespace arbiter {

// --db wins; else $ARBITER_DB; else arbiter.db next to the running executable; else
// <source dir>/build/arbiter.db.
std::string DefaultDatabasePath();

// --rules-db wins; else $ARBITER_RULES_DB; else the rules-db/ of the source tree it was built from.
std::string DefaultRulesDbDir();

// The directory holding the running executable ("" when unknown).
std::string ExecutableDir();

}  // namespace arbiter
