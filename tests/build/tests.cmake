target_sources(arbiter_tests PRIVATE
  tests/build/diff_cache_test.cc
)
