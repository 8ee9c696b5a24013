target_sources(arbiter_tests PRIVATE
  tests/reliability/card_files_test.cc
  tests/reliability/faults_test.cc
  tests/reliability/json_depth_test.cc
  tests/reliability/reproducers_test.cc
  tests/reliability/utf8_test.cc
)
