target_sources(arbiter_tests PRIVATE
  tests/util/diagnostics_test.cc
  tests/util/strings_test.cc
)
