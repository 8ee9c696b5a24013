target_sources(arbiter_tests PRIVATE
  tests/games/mtg/mtg_test.cc
)
