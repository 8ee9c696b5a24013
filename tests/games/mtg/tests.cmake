target_sources(arbiter_tests PRIVATE
  tests/games/card_verbs_test.cc
  tests/games/mtg/card_text_test.cc
  tests/games/mtg/mtg_test.cc
  tests/games/mtg/statics_test.cc
)
