target_sources(arbiter_tests PRIVATE
  tests/games/riftbound/rule_table_test.cc
)
