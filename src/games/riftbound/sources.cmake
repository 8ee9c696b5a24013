target_sources(${ARBITER_LAYER} PRIVATE
  src/games/riftbound/actions.cc
  src/games/riftbound/activate.cc
  src/games/riftbound/card_text.cc
  src/games/riftbound/cards.cc
  src/games/riftbound/characteristics.cc
  src/games/riftbound/cleanup.cc
  src/games/riftbound/combat.cc
  src/games/riftbound/helpers.cc
  src/games/riftbound/module.cc
  src/games/riftbound/move.cc
  src/games/riftbound/play.cc
  src/games/riftbound/predict.cc
  src/games/riftbound/rules.cc
  src/games/riftbound/scoring.cc
  src/games/riftbound/turn.cc
  src/games/riftbound/verbs_cards.cc
)
