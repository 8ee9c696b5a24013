target_sources(arbiter_core PRIVATE
  src/games/mtg/cards.cc
  src/games/mtg/module.cc
  src/games/mtg/rules.cc
)
