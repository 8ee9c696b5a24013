target_sources(arbiter_tests PRIVATE
  tests/e2e/cli_errors_test.cc
  tests/e2e/cli_golden_test.cc
  tests/e2e/cli_import_test.cc
  tests/e2e/cli_run_test.cc
  tests/e2e/cli_repin_test.cc
  tests/e2e/cli_docs_test.cc
  tests/e2e/cli_build_test.cc
  tests/e2e/cli_card_test.cc
  tests/e2e/cli_why_test.cc
  tests/e2e/run_exe.cc
  tests/e2e/serve_test.cc
)
# The install is relocatable (tests/e2e/install_test.sh installs into a scratch prefix).
add_test(NAME install_relocatable
         COMMAND ${CMAKE_SOURCE_DIR}/tests/e2e/install_test.sh ${CMAKE_BINARY_DIR} ${CMAKE_SOURCE_DIR})
