target_sources(arbiter_tests PRIVATE
  tests/reliability/json_depth_test.cc
  tests/reliability/reproducers_test.cc
)
