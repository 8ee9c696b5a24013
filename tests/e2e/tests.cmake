target_sources(arbiter_tests PRIVATE
  tests/e2e/cli_errors_test.cc
  tests/e2e/cli_golden_test.cc
  tests/e2e/cli_import_test.cc
  tests/e2e/run_exe.cc
)
