target_sources(arbiter_tests PRIVATE
  tests/golden/traces_test.cc
)
