target_sources(arbiter_core PRIVATE
  src/cli/cli.cc
)
target_sources(arbiter_core PRIVATE
  src/cli/diff_command.cc
  src/cli/history_command.cc
)
