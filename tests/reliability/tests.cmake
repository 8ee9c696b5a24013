target_sources(arbiter_tests PRIVATE
  tests/reliability/reproducers_test.cc
)
