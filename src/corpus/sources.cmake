target_sources(arbiter_core PRIVATE
  src/corpus/importers.cc
  src/corpus/rule_id.cc
)
target_sources(arbiter_core PRIVATE
  src/corpus/import_prose_headings.cc
)
