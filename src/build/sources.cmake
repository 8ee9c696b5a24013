target_sources(${ARBITER_LAYER} PRIVATE
  src/build/build_database.cc
  src/build/diff_cache.cc
  src/build/import_guard.cc
  src/build/search_aids.cc
)
