target_sources(arbiter_tests PRIVATE
  tests/scenario/after_step_test.cc
  tests/scenario/bad_scenarios_test.cc
  tests/scenario/card_coverage_test.cc
  tests/scenario/card_smoke_test.cc
  tests/scenario/coverage_test.cc
  tests/scenario/loader_test.cc
  tests/scenario/never_silent_test.cc
  tests/scenario/rule_names_test.cc
  tests/scenario/vocabulary_test.cc
  tests/scenario/printed_cards_test.cc
)
