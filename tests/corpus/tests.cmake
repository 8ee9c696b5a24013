target_sources(arbiter_tests PRIVATE
  tests/corpus/rule_id_test.cc
)
