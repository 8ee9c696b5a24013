target_sources(arbiter_core PRIVATE
  src/scenario/game_table.cc
  src/scenario/json_positions.cc
  src/scenario/loader.cc
  src/scenario/runner.cc
  src/scenario/coverage.cc
)
