target_sources(arbiter_tests PRIVATE
  tests/render/json_writer_test.cc
)
