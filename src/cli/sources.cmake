target_sources(arbiter_core PRIVATE
  src/cli/cli.cc
)
