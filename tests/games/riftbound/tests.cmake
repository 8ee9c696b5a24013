target_sources(arbiter_tests PRIVATE
  tests/games/riftbound/activated_test.cc
  tests/games/riftbound/card_text_test.cc
  tests/games/riftbound/chosen_targets_test.cc
  tests/games/riftbound/costs_test.cc
  tests/games/riftbound/engine_triggers_test.cc
  tests/games/riftbound/keywords_v14_test.cc
  tests/games/riftbound/moves_test.cc
  tests/games/riftbound/phases_test.cc
  tests/games/riftbound/phrases_test.cc
  tests/games/riftbound/player_triggers_test.cc
  tests/games/riftbound/points_test.cc
  tests/games/riftbound/rule_table_test.cc
  tests/games/riftbound/runes_test.cc
  tests/games/riftbound/stun_test.cc
  tests/games/riftbound/top_of_deck_test.cc
  tests/games/riftbound/v14_rules_test.cc
)
