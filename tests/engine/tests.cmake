target_sources(arbiter_tests PRIVATE
  tests/engine/engine_test.cc
  tests/engine/zone_list_test.cc
)
