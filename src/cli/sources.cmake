target_sources(arbiter_core PRIVATE
  src/cli/cli.cc
)
target_sources(arbiter_core PRIVATE
  src/cli/analogues_command.cc
  src/cli/diff_command.cc
  src/cli/history_command.cc
)
target_sources(arbiter_core PRIVATE
  src/cli/build_command.cc
  src/cli/check_command.cc
  src/cli/define_command.cc
  src/cli/import_command.cc
  src/cli/query_common.cc
  src/cli/rule_command.cc
  src/cli/rulings_command.cc
  src/cli/search_command.cc
)
target_sources(arbiter_core PRIVATE
  src/cli/bench_engine_command.cc
  src/cli/coverage_command.cc
  src/cli/run_command.cc
  src/cli/scenario_common.cc
  src/cli/test_command.cc
  src/cli/why_command.cc
)
