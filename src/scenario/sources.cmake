target_sources(${ARBITER_LAYER} PRIVATE
  src/scenario/card_catalog.cc
  src/scenario/card_coverage.cc
  src/scenario/coverage.cc
  src/scenario/game_table.cc
  src/scenario/loader.cc
  src/scenario/rule_names.cc
  src/scenario/runner.cc
  src/scenario/summary.cc
)
