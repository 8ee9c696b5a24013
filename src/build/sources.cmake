target_sources(${ARBITER_LAYER} PRIVATE
  src/build/build_database.cc
  src/build/search_aids.cc
)
