# The schema is embedded from rules-db/schema.sql at configure time; editing it re-runs CMake.
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/rules-db/schema.sql)
file(READ ${CMAKE_SOURCE_DIR}/rules-db/schema.sql ARBITER_SCHEMA_SQL)
configure_file(${CMAKE_SOURCE_DIR}/src/store/schema_sql.cc.in
  ${CMAKE_BINARY_DIR}/generated/store/schema_sql.cc @ONLY)

target_sources(${ARBITER_LAYER} PRIVATE
  ${CMAKE_BINARY_DIR}/generated/store/schema_sql.cc
  src/store/defined_terms.cc
  src/store/fts_query.cc
  src/store/lookup.cc
  src/store/rank.cc
  src/store/row_facts.cc
  src/store/search.cc
  src/store/snippet.cc
  src/store/sqlite.cc
  src/store/sqlite_memory.cc
  src/store/store.cc
  src/store/term_rows.cc
  src/store/text_words.cc
  src/store/word_counts.cc
  src/store/writer.cc
  src/store/writer_changes.cc
)
