// A tiny corpus made in memory for store, lookup and CLI tests: two games, a duplicated id, a
// reference that resolves and one that does not, 702.6 beside 702.60, a glossary, rulings.
#pragma once

#include "build/build_database.h"
#include "store/store.h"

namespace arbiter::testing {

build::CorpusInput TinyCorpus();

// Writes `in` to a fresh in-memory database and opens it as a Store.
store::Store OpenTinyStore(const build::CorpusInput& in);

// Writes `in` to the database file `path` (replacing it).
void WriteTinyDatabase(const build::CorpusInput& in, const std::string& path);

}  // namespace arbiter::testing
