target_sources(arbiter_core PRIVATE
  src/games/dimrift/arrows.cc
  src/games/dimrift/effect_text.cc
  src/games/dimrift/field.cc
  src/games/dimrift/field_picture.cc
)
target_sources(arbiter_core PRIVATE
  src/games/dimrift/cards.cc
  src/games/dimrift/module.cc
  src/games/dimrift/play.cc
  src/games/dimrift/rules.cc
)
