target_sources(arbiter_tests PRIVATE
  tests/site/export_test.cc
  tests/site/link_check.cc
)
