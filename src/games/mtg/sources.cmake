target_sources(${ARBITER_LAYER} PRIVATE
  src/games/mtg/card_text.cc
  src/games/mtg/cards.cc
  src/games/mtg/divided_damage.cc
  src/games/mtg/mana_payment.cc
  src/games/mtg/module.cc
  src/games/mtg/rules.cc
)
