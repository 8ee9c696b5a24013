target_sources(arbiter_tests PRIVATE
  tests/games/card_verbs_test.cc
  tests/games/mtg/card_text_test.cc
  tests/games/mtg/costs_test.cc
  tests/games/mtg/combat_requirements_test.cc
  tests/games/mtg/divided_damage_test.cc
  tests/games/mtg/mana_payment_test.cc
  tests/games/mtg/mtg_test.cc
  tests/games/mtg/statics_test.cc
)
