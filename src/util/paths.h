// Where arbiter finds its database, its rules-db/ folder and its bundled scenarios when no flag
// says. Never a source tree it was not given: a build tree has its data beside the binary
// (build/arbiter.db, and build/rules-db and build/scenarios linked to the source's folders by
// CMake); an install has it in <prefix>/share/arbiter beside <prefix>/bin/arbiter.
#pragma once

#include <string>
#include <vector>

namespace arbiter {

// The places looked at for the database, in order: $ARBITER_DB (when set), <exe dir>/arbiter.db,
// the user's <UserDataDir()>/arbiter.db (written by `import` into an installed corpus; used only
// when newer than the installed database), <exe dir>/../share/arbiter/arbiter.db.
std::vector<std::string> DatabaseCandidates();
// The first candidate that exists; else $ARBITER_DB when set, else <exe dir>/arbiter.db (so
// the error names where a build would put it).
std::string DefaultDatabasePath();

// The same for the rules-db/ folder: $ARBITER_RULES_DB, <exe dir>/rules-db,
// <exe dir>/../share/arbiter/rules-db.
std::vector<std::string> RulesDbCandidates();
std::string DefaultRulesDbDir();

// The bundled scenarios: ./scenarios when the working directory has one, else
// <exe dir>/scenarios, else <exe dir>/../share/arbiter/scenarios ("scenarios" when none exists).
std::string DefaultScenarioDir();

// The user's own arbiter data: $XDG_DATA_HOME/arbiter, else $HOME/.local/share/arbiter ("" when
// neither variable is set).
std::string UserDataDir();

// The installed rules-db/ (<exe dir>/../share/arbiter/rules-db), "" when the binary has none.
std::string InstalledRulesDbDir();

// The directory holding the running executable ("" when unknown).
std::string ExecutableDir();

}  // namespace arbiter
