// The database schema: rules-db/schema.sql, embedded in the binary at build time, and the schema
// version kept in PRAGMA user_version. A database whose user_version differs from kSchemaVersion
// was built by another release and must be rebuilt.
#pragma once

#include <string>

namespace arbiter::store {

// Bump together with the "Schema version N" line of rules-db/schema.sql.
inline constexpr int kSchemaVersion = 18;

// Marks a file as an arbiter database (PRAGMA application_id): "ARBT".
inline constexpr int kApplicationId = 0x41524254;

// The text of rules-db/schema.sql as of this build.
const char* SchemaSql();

// The schema in two parts, split at its "-- @indexes:" line: the tables, which a new database
// starts with, and the indexes, which the build creates once every row is written.
std::string TablesSql();
std::string IndexesSql();

}  // namespace arbiter::store
