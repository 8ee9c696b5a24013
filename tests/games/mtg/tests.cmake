target_sources(arbiter_tests PRIVATE
  tests/games/mtg/card_text_test.cc
  tests/games/mtg/mtg_test.cc
)
