target_sources(arbiter_core PRIVATE
  src/cli/cli.cc
)
target_sources(arbiter_core PRIVATE
  src/cli/diff_command.cc
  src/cli/history_command.cc
)
target_sources(arbiter_core PRIVATE
  src/cli/coverage_command.cc
  src/cli/run_command.cc
  src/cli/scenario_common.cc
  src/cli/test_command.cc
  src/cli/why_command.cc
)
