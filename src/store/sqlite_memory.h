// SQLite's memory allocator (SQLITE_CONFIG_MALLOC). Debian's SQLite is built without lookaside
// (SQLITE_OMIT_LOOKASIDE), so every parse node, cursor and FTS5 iterator of a statement is a
// malloc and a free: about 5,600 of each in one search, an eighth of its instructions in glibc's
// malloc. Small blocks here come from per-size free lists carved from large chunks instead.
// Only src/store/sqlite.cc installs it, before SQLite initialises.
#pragma once

struct sqlite3_mem_methods;

namespace arbiter::store {

// The methods to pass to sqlite3_config(SQLITE_CONFIG_MALLOC, ...). Thread-safe: blocks may be
// allocated and freed on any thread (a spin lock around the free lists).
const sqlite3_mem_methods* SmallBlockMemMethods();

}  // namespace arbiter::store
