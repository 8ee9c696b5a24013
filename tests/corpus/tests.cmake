target_sources(arbiter_tests PRIVATE
  tests/corpus/rule_id_test.cc
)
target_sources(arbiter_tests PRIVATE
  tests/corpus/import_prose_headings_test.cc
)
