target_sources(arbiter_tests PRIVATE
  tests/games/dimrift/arrows_test.cc
  tests/games/dimrift/effect_text_test.cc
  tests/games/dimrift/field_test.cc
  tests/games/dimrift/module_test.cc
)
