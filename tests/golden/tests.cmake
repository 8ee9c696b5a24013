target_sources(arbiter_tests PRIVATE
  tests/golden/golden_file.cc
  tests/golden/traces_test.cc
)
# Test helpers shared across test folders are included as "golden/golden_file.h".
target_include_directories(arbiter_tests PRIVATE ${CMAKE_SOURCE_DIR}/tests)
