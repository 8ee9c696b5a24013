target_sources(arbiter_core PRIVATE
  src/games/dimrift/arrows.cc
  src/games/dimrift/effect_text.cc
  src/games/dimrift/field.cc
  src/games/dimrift/field_picture.cc
)
