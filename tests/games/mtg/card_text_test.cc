// MTG oracle text as abilities (games/mtg/card_text.h): lines the module's programs do not cover
// are named with the kind and trigger that say when they could matter.
#include "games/mtg/card_text.h"

#include <catch2/catch.hpp>

#include "games/mtg/cards.h"

namespace arbiter::games::mtg {
namespace {

// A card named "Test" of `type` whose oracle text is `line`, compiled (CompleteOracleText).
engine::Card CompiledCard(const std::string& line, const std::string& type = "Creature") {
  engine::Card c;
  c.name = "Test";
  c.type = type;
  c.rules_text = line;
  CompleteOracleText(&c);
  return c;
}

}  // namespace

TEST_CASE("oracle lines are compiled, covered or named", "[mtg][cards]") {
  struct Row {
    std::string type, line, kind, trigger, verb;  // verb "" = not modelled
    bool inert = false;
  };
  const std::vector<Row> rows = {
      {"Creature", "When Test enters the battlefield, you gain 2 life.", "triggered", "enters",
       "gain-life"},
      {"Creature", "Persist (When this creature dies, ...)", "triggered", "dies", "persist"},
      // Spell-cast triggers by color, type, "non" type, two types or any spell (601.2i); "you
      // may" effects (603.5); removing counters (122.1).
      {"Creature", "Whenever you cast a white spell, you may untap Test.", "triggered",
       "you-cast:W", "untap-target"},
      {"Creature",
       "Whenever you cast an instant or sorcery spell, create a 1/1 red Elemental creature token.",
       "triggered", "you-cast:Instant|Sorcery", "create-tokens"},
      {"Creature",
       "Whenever you cast a noncreature spell, put three +1/+1 counters on target creature you "
       "control.",
       "triggered", "you-cast:nonCreature", "put-counters"},
      {"Creature", "Whenever you cast a spell, you may draw a card.", "triggered",
       "you-cast:", "draw-cards"},
      // Another player's spell, or one cast during another player's turn.
      {"Creature", "Whenever an opponent casts a spell, you may draw a card.", "triggered",
       "opponent-cast:", "draw-cards"},
      {"Creature", "Whenever an opponent casts a creature spell, you gain 1 life.", "triggered",
       "opponent-cast:Creature", "gain-life"},
      {"Creature", "Whenever you cast a spell during an opponent's turn, you gain 1 life.",
       "triggered", "you-cast-their-turn:", "gain-life"},
      {"Creature", "Whenever an opponent casts a spell during an opponent's turn, you gain 1 life.",
       "triggered", "", ""},
      {"Creature", "Whenever you cast a black spell, remove a -1/-1 counter from Test.",
       "triggered", "you-cast:B", "remove-counters"},
      {"Creature", "Whenever you cast an Elf spell, you may have Test deal 2 damage to any target.",
       "triggered", "you-cast:Elf", "deal-damage"},
      {"Creature", "Whenever you cast a white spell, you may pay {1}. If you do, draw a card.",
       "triggered", "", ""},
      {"Instant", "Target creature gets +3/+3 until end of turn.", "spell", "", "pump"},
      {"Artifact", "Equipped creature gets +2/+0.", "static", "", "equipped-pt"},
      {"Enchantment", "Enchanted creature gets -3/-0.", "static", "", "enchanted-pt"},
      {"Enchantment", "Enchanted creature gets +1/+1 and has vigilance.", "static", "",
       "enchanted-pt"},
      {"Artifact",
       "Equipped creature has double strike. (It deals both first-strike and regular "
       "combat damage.)",
       "static", "", "attached-keyword"},
      {"Artifact", "Equipped creature gets +2/+0 and has shroud.", "static", "", "equipped-pt"},
      {"Artifact", "Equipped creature gets +2/+0 and has protection from red.", "static", "", ""},
      // Targeting restrictions the module enforces (702.18a, 702.11b).
      {"Creature",
       "Hexproof (This creature can't be the target of spells or abilities your opponents "
       "control.)",
       "static", "", "keyword"},
      {"Creature", "Shroud", "static", "", "keyword"},
      {"Artifact", "Equip {3}", "activated", "", "attach-to-target"},
      {"Artifact",
       "Equip {1}{W} ({1}{W}: Attach to target creature you control. Equip only as a "
       "sorcery.)",
       "activated", "", "attach-to-target"},
      {"Artifact", "Equip—Pay 3 life.", "activated", "", ""},
      {"Artifact", "Indestructible", "static", "", "indestructible"},
      {"Land", "Test enters the battlefield tapped.", "static", "", "enters-tapped"},
      {"Land", "This land enters tapped.", "static", "", "enters-tapped"},
      // A replacement effect with a choice as it enters (614.1c): the type to reveal.
      {"Land",
       "As Test enters the battlefield, you may reveal a Giant card from your hand. If you don't, "
       "Test enters the battlefield tapped.",
       "static", "", "enters-tapped"},
      {"Land",
       "As Test enters the battlefield, you may reveal a Giant card from your hand. If you don't, "
       "Test deals 2 damage to you.",
       "triggered", "enters", ""},
      {"Creature", "Flying, first strike", "static", "", "keyword"},
      {"Creature", "Flying, haste", "static", "", "keyword"},
      {"Creature", "Flash (You may cast this spell any time you could cast an instant.)", "static",
       "", "keyword"},
      {"Creature", "Flying, shadow", "static", "", "", true},
      {"Creature", "Menace", "static", "", "", true},
      {"Creature", "Whenever you draw a card, you gain 1 life.", "triggered", "", ""},
      // Step and cast triggers (603.2b, 601.2i) and Kinship, with the event that fires them.
      {"Creature", "At the beginning of your upkeep, you gain 1 life.", "triggered", "your-upkeep",
       "gain-life"},
      {"Enchantment", "At the beginning of each end step, each player loses 1 life.", "triggered",
       "each-end-step", "lose-life"},
      {"Creature", "At the beginning of your upkeep, sacrifice a creature.", "triggered",
       "your-upkeep", ""},
      {"Creature",
       "Kinship — At the beginning of your upkeep, you may look at the top card of your library. "
       "If it shares a creature type with Test, you may reveal it. If you do, you gain 4 life.",
       "triggered", "your-upkeep", "kinship"},
      {"Creature",
       "Kinship — At the beginning of your upkeep, you may look at the top card of your library. "
       "If it shares a creature type with Test, you may reveal it. If you do, each opponent "
       "discards a card.",
       "triggered", "your-upkeep", "kinship"},
      {"Creature",
       "Kinship — At the beginning of your upkeep, you may look at the top card of your library. "
       "If it shares a creature type with Test, you may reveal it. If you do, each opponent "
       "discards a card at random.",
       "triggered", "your-upkeep", ""},
      {"Creature", "Whenever you cast a red spell, Test gets +1/+1 until end of turn.", "triggered",
       "you-cast:R", "pump-self"},
      {"Creature", "Whenever you cast an Elf spell, you may draw a card.", "triggered",
       "you-cast:Elf", "draw-cards"},
      {"Creature", "Whenever you cast an Elf spell, you may search your library for a card.",
       "triggered", "", ""},
      // Zone-change triggers with a compiled effect (603.6a, 603.10a).
      {"Creature",
       "When Test enters the battlefield, create two 1/1 blue Merfolk Wizard creature tokens.",
       "triggered", "enters", "create-tokens"},
      {"Creature", "When Test dies, create a 1/1 white Kithkin Soldier creature token.",
       "triggered", "dies", "create-tokens"},
      {"Creature", "When Test leaves the battlefield, create a 4/4 green Elemental creature token.",
       "triggered", "leaves", "create-tokens"},
      {"Creature", "When Test enters the battlefield, draw a card.", "triggered", "enters",
       "draw-cards"},
      {"Creature", "When Test enters the battlefield, add {G}.", "triggered", "enters", ""},
      {"Creature", "When Test dies, you may draw a card.", "triggered", "dies", "draw-cards"},
      // "Whenever ~ attacks" (508.3a); "it" as the first word of the effect is the source.
      {"Creature", "Whenever Test attacks, it gets +3/+3 until end of turn.", "triggered",
       "attacks", "pump-self"},
      {"Creature", "When Test dies, it deals 3 damage to any target.", "triggered", "dies",
       "deal-damage"},
      {"Creature",
       "Whenever Test attacks, it gets +1/+1 until end of turn for each other attacker.",
       "triggered", "", ""},
      {"Creature", "When Test dies, you may pay {1}. If you do, draw a card.", "triggered", "dies",
       ""},
      {"Artifact", "{2}, {T}: Target player mills two cards.", "activated", "", "mill"},
      {"Artifact", "{2}, {T}: Target player mills X cards.", "activated", "", ""},
      {"Instant",
       "As an additional cost to cast this spell, exile a creature card from your graveyard.",
       "cost", "", ""},
      {"Sorcery", "Destroy all creatures. They can't be regenerated.", "spell", "", "destroy-all"},
      {"Sorcery", "Exile all creatures.", "spell", "", ""},
      {"Creature", "Other Kithkin creatures you control get +1/+1.", "static", "", "anthem"},
      {"Creature", "Sliver creatures you control get +0/+1.", "static", "", "anthem"},
      {"Creature", "Other Giant creatures you control get +2/+2 and have trample.", "static", "",
       ""},
      {"Sorcery", "Creatures you control get +2/+2 until end of turn.", "spell", "", "pump-group"},
      {"Sorcery", "Creatures you control get +X/+X until end of turn.", "spell", "", ""},
      // Keyword lines whose every keyword the attack/block declarations enforce.
      {"Creature", "Flying", "static", "", "keyword"},
      {"Creature", "Defender, reach", "static", "", "keyword"},
      {"Creature",
       "Fear (This creature can't be blocked except by artifact creatures and/or black creatures.)",
       "static", "", "keyword"},
      {"Creature",
       "Islandwalk (This creature can't be blocked as long as defending player controls an "
       "Island.)",
       "static", "", "keyword"},
      {"Creature", "Flying, vigilance", "static", "", "keyword"},
      {"Instant", "Wither (This deals damage to creatures in the form of -1/-1 counters.)",
       "static", "", "keyword"},
      {"Creature", "Trample", "static", "", "keyword"},
      {"Creature", "Double strike", "static", "", "keyword"},
      {"Creature",
       "Deathtouch (Any amount of damage this deals to a creature is enough to destroy it.)",
       "static", "", "keyword"},
      {"Creature",
       "Lifelink (Damage dealt by this creature also causes you to gain that much life.)", "static",
       "", "keyword"},
      // Spell lines of CompileEffect's templates (only on an instant or sorcery).
      {"Sorcery", "Draw two cards.", "spell", "", "draw-cards"},
      {"Instant", "Draw a card.", "spell", "", "draw-cards"},
      {"Creature", "Draw a card.", "static", "", ""},
      {"Sorcery", "Destroy target artifact.", "spell", "", "destroy-target"},
      // Activated abilities whose cost is mana and {T} only (602.1) and whose effect compiles.
      {"Artifact", "{3}, {T}: Test deals 1 damage to any target.", "activated", "", "deal-damage"},
      {"Creature", "{T}: You gain 1 life.", "activated", "", "gain-life"},
      {"Creature", "{G/W}, {T}: Destroy target enchantment.", "activated", "", "destroy-target"},
      {"Land", "{T}: Add {C}.", "activated", "", "add-mana"},
      {"Land", "{T}: Add {G}.", "activated", "", "add-mana"},
      {"Land", "({T}: Add {G}.)", "activated", "", "add-mana"},
      // A mana ability with a mana cost; a cost part CostPart compiles.
      {"Land", "{1}, {T}: Add {C}.", "activated", "", "add-mana"},
      {"Artifact", "{1}, {T}, Sacrifice an artifact: Draw a card.", "activated", "", "draw-cards"},
      {"Land", "{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.", "activated", "", "add-mana"},
      // Not compiled: cost parts and effects with no template.
      {"Artifact", "{T}, Sacrifice X Goats: Draw a card.", "activated", "", ""},
      {"Creature", "Tap two untapped Merfolk you control: Draw a card.", "activated", "",
       "draw-cards"},
      {"Creature", "Tap any number of untapped Merfolk you control: Draw a card.", "activated", "",
       ""},
      {"Creature", "Remove a +1/+1 counter from Test: Draw a card.", "activated", "", "draw-cards"},
      {"Creature", "Remove all +1/+1 counters from Test: Draw a card.", "activated", "", ""},
      {"Creature", "{1}: Add {B} or {R}. Activate no more than three times each turn.", "activated",
       "", "add-mana"},
      {"Creature", "{T}: Target player discards a card.", "activated", "", "discard-cards"},
      {"Creature", "{T}: Target player discards a card. Activate only during your turn.",
       "activated", "", "discard-cards"},
      {"Land", "{T}: Add one mana of any color.", "activated", "", "add-mana"},
      {"Creature", "{R}: Test gets +1/+0 until end of turn.", "activated", "", "pump-self"},
      {"Creature", "{W}, {T}: Tap target creature.", "activated", "", "tap-target"},
      {"Creature", "{1}{B/G}: Regenerate Test.", "activated", "", "regenerate-self"},
      {"Creature", "{G/W}, {T}, Sacrifice Test: Destroy target enchantment.", "activated", "",
       "destroy-target"},
      {"Creature", "{1}, Sacrifice a creature: Destroy target enchantment.", "activated", "",
       "destroy-target"},
      {"Creature", "Sacrifice a creature, Sacrifice a creature: Draw a card.", "activated", "", ""},
      {"Creature", "{1}: Test gets +1/+0 until end of turn. Activate only once each turn.",
       "activated", "", "pump-self"},
      {"Creature", "{1}: Draw a card. Activate only once each turn.", "activated", "",
       "draw-cards"},
      {"Creature", "{1}: Draw a card. Activate only if an opponent has more life.", "activated", "",
       ""},
      {"Creature", "{X}: Test deals 1 damage to any target.", "activated", "", ""},
      // X announced as it is cast or activated (107.3a): the amount of a spell's effect, or of an
      // ability's whose cost has {X}; not an X defined by the text, nor an {X} the effect lacks.
      {"Sorcery", "Draw X cards.", "spell", "", "draw-cards"},
      {"Sorcery", "Test deals X damage to any target.", "spell", "", "deal-damage"},
      {"Creature", "{X}, {T}: You gain X life.", "activated", "", "gain-life"},
      {"Creature", "{2}, {T}: Target player mills X cards.", "activated", "", ""},
      {"Sorcery", "Test deals X damage to any target, where X is the number of cards in your hand.",
       "spell", "", ""},
      {"Sorcery", "Target creature gets +X/+0 until end of turn.", "spell", "", ""},
      // "Choose a creature type." as it resolves (608.2d), then a count of that type (608.2h);
      // the choice needs such a use, and "the chosen type" a choice before it.
      {"Sorcery",
       "Choose a creature type. Draw a card for each permanent you control of that type.", "spell",
       "", "choose-creature-type"},
      {"Sorcery",
       "Choose a creature type. You gain 2 life for each permanent you control of that type.",
       "spell", "", "choose-creature-type"},
      {"Sorcery", "Choose a creature type. Draw a card.", "spell", "", ""},
      {"Sorcery", "Draw a card for each permanent you control of that type.", "spell", "", ""},
  };
  for (const Row& r : rows) {
    INFO(r.line);
    engine::Card c = CompiledCard(r.line, r.type);
    REQUIRE(c.abilities.size() == 1);
    const engine::Ability& a = c.abilities[0];
    CHECK(a.kind == r.kind);
    CHECK(a.trigger == r.trigger);
    REQUIRE_FALSE(a.effect.empty());
    CHECK(a.effect[0].verb == (r.verb.empty() ? std::string("not-modelled") : r.verb));
    CHECK((InertHere(a) == Inert::kOutsideCombat) == r.inert);
  }
}

TEST_CASE("effect sentences compile to verbs with their arguments", "[mtg][cards]") {
  struct Row {
    std::string sentence, verb, key;
    engine::Value value;
  };
  const std::vector<Row> rows = {
      {"Draw a card.", "draw-cards", "amount", int64_t{1}},
      {"Draw three cards.", "draw-cards", "amount", int64_t{3}},
      // Amounts counted as the effect is applied (608.2h): the type counted, per unit.
      {"Draw a card for each Island you control.", "draw-cards", "per", std::string("Island")},
      {"Create a 1/1 green Elf Warrior creature token for each Elf you control.", "create-tokens",
       "per", std::string("Elf")},
      {"~ deals X damage to target creature, where X is the number of Elves you control.",
       "deal-damage", "per", std::string("Elf")},
      {"~ deals X damage to target creature, where X is the number of Merfolk you control.",
       "deal-damage", "amount", int64_t{1}},
      {"You gain 2 life for each Forest you control.", "gain-life", "amount", int64_t{2}},
      // Searching a library (701.23a): the quality, and where the found card goes (701.24b).
      {"Search your library for a card, put that card into your hand, then shuffle.",
       "search-library", "to", std::string("hand")},
      {"Search your library for a basic land card, reveal it, put it into your hand, then "
       "shuffle.",
       "search-library", "basic", true},
      {"Search your library for a basic land card, reveal it, put it into your hand, then "
       "shuffle.",
       "search-library", "filter", std::string("Land")},
      {"Search your library for an enchantment card, reveal it, put it into your hand, then "
       "shuffle.",
       "search-library", "reveal", true},
      {"Search your library for a Forest or Plains card, reveal it, put it into your hand, then "
       "shuffle.",
       "search-library", "filter", std::string("Forest|Plains")},
      {"Search your library for a Kithkin card, reveal it, then shuffle and put that card on top.",
       "search-library", "to", std::string("top")},
      {"Search your library for a basic land card, put it onto the battlefield tapped, then "
       "shuffle.",
       "search-library", "tapped", true},
      {"Search your library for a Forest card, put it onto the battlefield, then shuffle.",
       "search-library", "to", std::string("battlefield")},
      {"You gain 4 life.", "gain-life", "amount", int64_t{4}},
      {"Destroy target creature.", "destroy-target", "target", std::string("creature")},
      {"Destroy target enchantment.", "destroy-target", "target", std::string("enchantment")},
      {"~ deals 3 damage to any target.", "deal-damage", "target", std::string("any")},
      {"~ deals 3 damage to target creature.", "deal-damage", "amount", int64_t{3}},
      {"Target creature gets +2/+2 until end of turn.", "pump", "power", int64_t{2}},
      {"Add {R}.", "add-mana", "mana", std::string("R")},
      {"Add one mana of any color.", "add-mana", "mana", std::string("any")},
      {"~ gets +1/+0 until end of turn.", "pump-self", "power", int64_t{1}},
      {"~ gets +1/-1 until end of turn.", "pump-self", "toughness", int64_t{-1}},
      {"Tap target creature.", "tap-target", "target", std::string("creature")},
      {"Untap target creature.", "untap-target", "target", std::string("creature")},
      {"~ gains flying until end of turn.", "gain-keyword", "word", std::string("flying")},
      {"Target creature gains fear until end of turn.", "gain-keyword", "target",
       std::string("creature")},
      {"~ gains first strike until end of turn.", "gain-keyword", "word",
       std::string("first strike")},
      {"Target red creature gains haste until end of turn.", "gain-keyword", "filter",
       std::string("R")},
      {"Target creature gains deathtouch until end of turn. (Any amount of damage it deals to a "
       "creature is enough to destroy it.)",
       "gain-keyword", "word", std::string("deathtouch")},
      // Targets narrowed by a filter (TargetPhrase), signed pumps, player effects, counters.
      {"Target red or green creature gets -2/-0 until end of turn.", "pump", "filter",
       std::string("R|G")},
      {"Target red or green creature gets -2/-0 until end of turn.", "pump", "power", int64_t{-2}},
      {"Target attacking creature gets +2/+2 until end of turn.", "pump", "target",
       std::string("attacking-creature")},
      {"Target blocking creature gets +2/+2 until end of turn.", "pump", "target",
       std::string("blocking-creature")},
      {"Target Giant creature gets +3/+1 until end of turn.", "pump", "filter",
       std::string("Giant")},
      {"Enchanted creature gets +1/+0 until end of turn.", "pump", "on", std::string("enchanted")},
      {"Tap target creature with flying.", "tap-target", "filter", std::string("flying")},
      {"Tap target artifact, creature, or land.", "tap-target", "target",
       std::string("artifact-creature-or-land")},
      {"Destroy target Treefolk or Forest.", "destroy-target", "target", std::string("permanent")},
      {"Destroy target Treefolk or Forest.", "destroy-target", "filter",
       std::string("Treefolk|Forest")},
      {"Destroy target nonbasic land.", "destroy-target", "target", std::string("nonbasic-land")},
      {"Destroy target artifact or enchantment.", "destroy-target", "filter",
       std::string("Artifact|Enchantment")},
      {"Regenerate target Treefolk.", "regenerate-target", "filter", std::string("Treefolk")},
      {"Regenerate target creature.", "regenerate-target", "target", std::string("creature")},
      {"Each player loses 1 life.", "lose-life", "who", std::string("each")},
      {"Each opponent loses 3 life.", "lose-life", "amount", int64_t{3}},
      {"Target player loses 2 life.", "lose-life", "target", std::string("player")},
      {"Target player mills two cards.", "mill", "amount", int64_t{2}},
      {"Put a -1/-1 counter on target creature.", "put-counters", "kind", std::string("-1/-1")},
      {"Put two +1/+1 counters on ~.", "put-counters", "on", std::string("self")},
      {"Put a +1/+1 counter on enchanted creature.", "put-counters", "on",
       std::string("enchanted")},
      {"Put a +1/+1 counter on target Soldier creature.", "put-counters", "filter",
       std::string("Soldier")},
      {"Counter target spell.", "counter-target", "target", std::string("spell")},
      {"Prevent the next 3 damage that would be dealt to any target this turn.", "prevent-damage",
       "amount", int64_t{3}},
      {"Prevent all combat damage that would be dealt this turn.", "prevent-combat-damage", "", {}},
      {"Counter target noncreature spell.", "counter-target", "filter", std::string("nonCreature")},
      {"Counter target instant or sorcery spell.", "counter-target", "filter",
       std::string("Instant|Sorcery")},
      {"Add {B} or {R}.", "add-mana", "options", std::vector<std::string>{"{B}", "{R}"}},
      {"Add {G}{G}, {G}{W}, or {W}{W}.", "add-mana", "options",
       std::vector<std::string>{"{G}{G}", "{G}{W}", "{W}{W}"}},
      {"Add {G}{G}, {G}{W}, or {W}{W}.", "add-mana", "mana", std::string("choice")},
      {"Create three 1/1 white Kithkin Soldier creature tokens.", "create-tokens", "amount",
       int64_t{3}},
      {"Create a 2/5 green Treefolk Shaman creature token.", "create-tokens", "types",
       std::vector<std::string>{"Treefolk", "Shaman"}},
      {"Create a 5/5 blue and red Elemental creature token with flying.", "create-tokens", "colors",
       std::vector<std::string>{"U", "R"}},
      {"Create a 1/1 black Faerie Rogue creature token with flying.", "create-tokens", "keywords",
       std::vector<std::string>{"flying"}},
      {"Create a tapped 2/2 black Zombie creature token.", "create-tokens", "tapped", true},
      {"Return target nonland permanent to its owner's hand.", "return-to-hand", "target",
       std::string("nonland-permanent")},
      {"Return target creature to its owner's hand.", "return-to-hand", "target",
       std::string("creature")},
      {"Return target Faerie to its owner's hand.", "return-to-hand", "filter",
       std::string("Faerie")},
      {"Create a 2/5 green Treefolk Shaman creature token.", "create-tokens", "toughness",
       int64_t{5}},
      // Targets that exclude a type, damage to new target kinds, the source to hand or library.
      {"Destroy target land.", "destroy-target", "filter", std::string("Land")},
      {"Destroy target non-Elf creature.", "destroy-target", "filter", std::string("nonElf")},
      {"Destroy target noncreature permanent.", "destroy-target", "filter",
       std::string("nonCreature")},
      {"~ deals 1 damage to target attacking or blocking creature.", "deal-damage", "target",
       std::string("attacking-or-blocking-creature")},
      {"~ deals 5 damage to target player or planeswalker.", "deal-damage", "target",
       std::string("player-or-planeswalker")},
      {"~ deals 2 damage to target creature with flying.", "deal-damage", "filter",
       std::string("flying")},
      {"Return ~ to its owner's hand.", "return-to-hand", "on", std::string("self")},
      {"Put ~ on top of its owner's library.", "put-on-library", "on", std::string("self")},
      {"Put target creature on top of its owner's library.", "put-on-library", "target",
       std::string("creature")},
      {"Add {G}{G}{G}.", "add-mana", "options", std::vector<std::string>{"{G}{G}{G}"}},
      // Cards in graveyards as targets (115.1, 404.1), exile (406.2).
      {"Exile target creature.", "exile-target", "target", std::string("creature")},
      {"Exile target card from a graveyard.", "exile-target", "target",
       std::string("card-in-a-graveyard")},
      {"Return another target creature card from your graveyard to your hand.", "return-to-hand",
       "target", std::string("another-card-in-your-graveyard")},
      {"Return target Goblin card from your graveyard to your hand.", "return-to-hand", "filter",
       std::string("Goblin")},
      {"Return target instant or sorcery card from your graveyard to your hand.", "return-to-hand",
       "filter", std::string("Instant|Sorcery")},
      {"Return target creature card from a graveyard to its owner's hand.", "return-to-hand",
       "target", std::string("card-in-a-graveyard")},
      {"Return target artifact creature card from your graveyard to the battlefield.",
       "return-to-battlefield", "filter", std::string("Artifact+Creature")},
      {"Return target red sorcery card from your graveyard to your hand.", "return-to-hand",
       "filter", std::string("R+Sorcery")},
      {"Put target card from a graveyard on the bottom of its owner's library.", "put-on-library",
       "bottom", true},
      // Players who draw or discard (121.1, 701.9a).
      {"Target player draws four cards.", "draw-cards", "target", std::string("player")},
      {"Target player discards two cards.", "discard-cards", "amount", int64_t{2}},
      {"Each opponent discards a card.", "discard-cards", "who", std::string("opponents")},
      {"Each player draws a card.", "draw-cards", "who", std::string("each")},
      // Groups of creatures (611.2a, 611.2c).
      {"Creatures you control get +2/+2 until end of turn.", "pump-group", "group",
       std::string("you-control")},
      {"All other creatures get -1/-1 until end of turn.", "pump-group", "group",
       std::string("all-other")},
      {"All creatures get -1/-1 until end of turn.", "pump-group", "toughness", int64_t{-1}},
      {"Attacking creatures get +1/+0 until end of turn.", "pump-group", "group",
       std::string("attacking")},
      {"Each blocked creature gets +1/+0 and gains trample until end of turn.", "pump-group",
       "words", std::vector<std::string>{"trample"}},
      {"Creatures you control gain flying until end of turn.", "pump-group", "words",
       std::vector<std::string>{"flying"}},
  };
  for (const Row& r : rows) {
    INFO(r.sentence);
    std::vector<engine::Action> out;
    REQUIRE(CompileEffect(r.sentence, &out));
    REQUIRE(out.size() == 1);
    CHECK(out[0].verb == r.verb);
    if (r.key.empty()) {  // a verb with no arguments
      CHECK(out[0].args.empty());
      continue;
    }
    REQUIRE(out[0].args.count(r.key) == 1);
    CHECK(out[0].args.at(r.key) == r.value);
  }
  for (const char* no :
       {"Draw a card, then discard a card.", "You gain X life, where X is your hand size.",
        "Destroy target lands.",
        "Target creature gets +1/+1 until end of turn for each Elf you control.",
        "Draw a card for each permanent you control.", "Draw X cards for each Elf you control.",
        "Add {G}{G} or {R}.", "Exile target player.",
        "~ gains protection from red until end of turn.", "~ deals 2 damage to target Goblin.",
        "Put ~ on the bottom of its owner's library.",
        "Target creature gets +2/+0 and gains changeling until end of turn.",
        // sentences in sequence: mana inside a longer effect, a target after the first
        // sentence, a sentence that refers back
        "Destroy target creature. Add {B}{B}{B}.", "You gain 2 life. Destroy target creature.",
        "Destroy target creature. It can't be regenerated.", "Creatures you control get +1/+1.",
        "Creatures you control gain changeling until end of turn.",
        "Target opponent discards a card.", "Target player discards a card at random.",
        "Creatures target player controls get +0/+1 until end of turn.", "Destroy target player.",
        "Tap target player.", "Target player gets +1/+1 until end of turn.",
        "Target creature gets +X/+0 until end of turn.", "Put a charge counter on ~.",
        "Add {B}, {R}, or {G}.", "Counter target spell unless its controller pays {1}.",
        "Counter target blue instant spell.",
        // a keyword the module does not enforce, a number it cannot count, a copy (707.2)
        "Create a 1/1 colorless Shapeshifter creature token with changeling.",
        "Create X 1/1 black Faerie Rogue creature tokens with flying.",
        "Create a token that's a copy of target creature.",
        "Create a 1/1 colorless and white Spirit creature token.",
        "Return target creature card from a graveyard to the battlefield.",
        "Return target creature card with mana value 3 or less from your graveyard to the "
        "battlefield.",
        "Return another target creature card from a graveyard to your hand."}) {
    INFO(no);
    std::vector<engine::Action> out;
    CHECK_FALSE(CompileEffect(no, &out));
    CHECK(out.empty());
  }
}

TEST_CASE("a colorless token has no colors and needs no keyword", "[mtg][cards]") {
  std::vector<engine::Action> out;
  REQUIRE(CompileEffect("Create two 1/1 colorless Sliver creature tokens.", &out));
  REQUIRE(out.size() == 1);
  CHECK(out[0].verb == "create-tokens");
  CHECK(out[0].args.count("colors") == 0);
  CHECK(out[0].args.count("keywords") == 0);
  CHECK(out[0].args.count("tapped") == 0);
  CHECK(out[0].args.at("power") == engine::Value{int64_t{1}});
}

TEST_CASE("effects that act on the source or name a second action", "[mtg][cards]") {
  std::vector<engine::Action> out;
  REQUIRE(CompileEffect("Untap ~.", &out));
  REQUIRE(out.size() == 1);
  CHECK(out[0].verb == "untap-target");
  CHECK(out[0].args.count("target") == 0);
  out.clear();
  REQUIRE(CompileEffect("Target player loses 1 life and you gain 1 life.", &out));
  REQUIRE(out.size() == 2);
  CHECK(out[0].verb == "lose-life");
  CHECK(out[1].verb == "gain-life");
  CHECK(out[1].args.at("amount") == engine::Value{int64_t{1}});
}

TEST_CASE("a pump with keywords and an effect of two sentences are several actions",
          "[mtg][cards]") {
  struct Row {
    std::string sentence;
    std::vector<std::string> verbs;
    std::string target;  // the requirement each action carries, "" for none
  };
  const std::vector<Row> rows = {
      {"Target creature gets +2/+0 and gains first strike until end of turn. (It deals combat "
       "damage before creatures without first strike.)",
       {"pump", "gain-keyword"},
       "creature"},
      {"~ gets +2/+0 and gains first strike until end of turn.", {"pump-self", "gain-keyword"}, ""},
      {"~ gains vigilance and lifelink until end of turn.", {"gain-keyword", "gain-keyword"}, ""},
      {"Target creature gains flying and double strike until end of turn.",
       {"gain-keyword", "gain-keyword"},
       "creature"},
      {"Destroy target artifact or enchantment. You gain 4 life.",
       {"destroy-target", "gain-life"},
       ""},
      {"Target player mills two cards. Draw a card.", {"mill", "draw-cards"}, ""},
  };
  for (const Row& r : rows) {
    INFO(r.sentence);
    std::vector<engine::Action> out;
    REQUIRE(CompileEffect(r.sentence, &out));
    REQUIRE(out.size() == r.verbs.size());
    for (size_t i = 0; i < out.size(); ++i) {
      CHECK(out[i].verb == r.verbs[i]);
      if (!r.target.empty()) CHECK(out[i].args.at("target") == engine::Value{r.target});
    }
  }
  // The keywords of one ability are two words, each granted (611.2a).
  std::vector<engine::Action> out;
  REQUIRE(CompileEffect("~ gains vigilance and lifelink until end of turn.", &out));
  CHECK(out[1].args.at("word") == engine::Value{std::string("lifelink")});
  // A second sentence with a target would need a second target: not compiled.
  out.clear();
  CHECK_FALSE(CompileEffect("Draw a card. Target player mills a card.", &out));
}

TEST_CASE("activation cost parts compile to cost actions", "[mtg][cards]") {
  struct Row {
    std::string line, verb, key;
    engine::Value value;
  };
  const std::vector<Row> rows = {
      {"{1}{U}, {Q}: Test gains flying until end of turn. ({Q} is the untap symbol.)",
       "untap-symbol",
       "",
       {}},
      {"Sacrifice a Goblin: Test gets +2/+2 until end of turn.", "sacrifice-permanent", "type",
       std::string("Goblin")},
      {"Sacrifice another creature: Regenerate Test.", "sacrifice-permanent", "another", true},
      {"{R}, Sacrifice a creature: Test deals 1 damage to any target.", "sacrifice-permanent",
       "type", std::string("Creature")},
      {"Tap an untapped creature you control: Test gains flying until end of turn.",
       "tap-permanent", "type", std::string("Creature")},
      {"{1}, {T}, Discard a card: You gain 4 life.", "discard-card", "", {}},
      {"Put a -1/-1 counter on Test: Untap Test.", "put-counter-self", "kind",
       std::string("-1/-1")},
      {"{T}, Pay 1 life: Add {G}.", "pay-life", "amount", int64_t{1}},
      {"Tap three untapped Elves you control: Add {G}{G}{G}.", "tap-permanent", "count",
       int64_t{3}},
      {"Tap three untapped Elves you control: Add {G}{G}{G}.", "tap-permanent", "type",
       std::string("Elf")},
      {"Tap two untapped Kithkin you control: Test gets +2/+0 and gains flying until end of turn.",
       "tap-permanent", "type", std::string("Kithkin")},
      {"Tap five untapped creatures you control: Untap Test.", "tap-permanent", "type",
       std::string("Creature")},
      {"{T}, Remove a charge counter from Test: Add one mana of any color.", "remove-counter",
       "kind", std::string("charge")},
      {"{B/G}, Remove a -1/-1 counter from a creature you control: Test gets +3/+3 until end of "
       "turn.",
       "remove-counter", "from", std::string("creature-you-control")},
  };
  for (const Row& r : rows) {
    INFO(r.line);
    const engine::Card c = CompiledCard(r.line);
    REQUIRE(c.abilities.size() == 1);
    REQUIRE(c.abilities[0].not_modelled.empty());
    REQUIRE(c.abilities[0].cost.size() == 1);
    CHECK(c.abilities[0].cost[0].verb == r.verb);
    if (!r.key.empty()) {
      REQUIRE(c.abilities[0].cost[0].args.count(r.key) == 1);
      CHECK(c.abilities[0].cost[0].args.at(r.key) == r.value);
    }
  }
}

TEST_CASE("a \"you may\" effect marks each action optional", "[mtg][cards]") {
  engine::Card c = CompiledCard(
      "Whenever you cast a spell, you may have target creature get -1/-1 until end of turn.\n"
      "Whenever you cast a white spell, remove a -1/-1 counter from Test.",
      "Creature");
  REQUIRE(c.abilities.size() == 2);
  REQUIRE(c.abilities[0].effect.size() == 1);
  CHECK(c.abilities[0].effect[0].verb == "pump");
  CHECK(c.abilities[0].effect[0].args.at("may") == engine::Value{true});
  CHECK(c.abilities[0].effect[0].args.at("toughness") == engine::Value{int64_t{-1}});
  CHECK(c.abilities[1].effect.at(0).args.count("may") == 0);
  CHECK(c.abilities[1].effect.at(0).args.at("on") == engine::Value{std::string("self")});
}

TEST_CASE("evoke is an alternative cost and an enters trigger with an intervening if",
          "[mtg][cards]") {
  engine::Card c = CompiledCard(
      "Evoke {2}{U} (You may cast this spell for its evoke cost. If you do, it's sacrificed when "
      "it enters the battlefield.)",
      "Creature");
  REQUIRE(c.abilities.size() == 2);
  CHECK(c.abilities[0].kind == "cost");
  CHECK(c.abilities[0].not_modelled.empty());
  CHECK(c.abilities[0].effect.at(0).args.at("cost") == engine::Value{std::string("{2}{U}")});
  CHECK(c.abilities[1].kind == "triggered");
  CHECK(c.abilities[1].trigger == "enters");
  CHECK(c.abilities[1].effect.at(0).verb == "sacrifice-source");
  CHECK(c.abilities[1].effect.at(0).args.at("if") == engine::Value{std::string("evoked")});
  // A cost the text computes is not compiled.
  c.abilities.clear();
  c.rules_text = "Evoke—Exile a blue card from your hand.";
  CompleteOracleText(&c);
  REQUIRE(c.abilities.size() == 1);
  CHECK_FALSE(c.abilities[0].not_modelled.empty());
}

TEST_CASE("a spell's additional cost is a cost ability with one cost action", "[mtg][cards]") {
  struct Row {
    std::string line, verb, key;
    engine::Value value;
  };
  const std::string as = "As an additional cost to cast this spell, ";
  const std::vector<Row> rows = {
      {as + "sacrifice a creature.", "sacrifice-permanent", "type", std::string("Creature")},
      {as + "sacrifice a land.", "sacrifice-permanent", "type", std::string("Land")},
      {as + "sacrifice a Goblin.", "sacrifice-permanent", "type", std::string("Goblin")},
      {as + "discard a card.", "discard-card", "", {}},
      {as + "put a -1/-1 counter on a creature you control.", "put-counter-permanent", "type",
       std::string("Creature")},
      {as + "put a -1/-1 counter on a creature you control.", "put-counter-permanent", "kind",
       std::string("-1/-1")},
      {as + "return a creature you control to its owner's hand.", "return-permanent", "type",
       std::string("Creature")},
      {as + "reveal a Kithkin card from your hand or pay {3}.", "reveal-card", "type",
       std::string("Kithkin")},
      {as + "reveal an Elf card from your hand or pay {3}.", "reveal-card", "or_pay",
       std::string("{3}")},
  };
  for (const Row& r : rows) {
    INFO(r.line);
    engine::Card c = CompiledCard(r.line, "Sorcery");
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].kind == "cost");
    REQUIRE(c.abilities[0].not_modelled.empty());
    CHECK(c.abilities[0].effect.empty());
    REQUIRE(c.abilities[0].cost.size() == 1);
    CHECK(c.abilities[0].cost[0].verb == r.verb);
    if (!r.key.empty()) {
      REQUIRE(c.abilities[0].cost[0].args.count(r.key) == 1);
      CHECK(c.abilities[0].cost[0].args.at(r.key) == r.value);
    }
  }
  // A reveal with no mana alternative has no or_pay; a cost CostPart does not know stays named.
  engine::Card c = CompiledCard(as + "reveal a Faerie card from your hand.", "Sorcery");
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].cost.at(0).args.count("or_pay") == 0);
  c.abilities.clear();
  c.rules_text = as + "you may pay any amount of life.";
  CompleteOracleText(&c);
  REQUIRE(c.abilities.size() == 1);
  CHECK_FALSE(c.abilities[0].not_modelled.empty());
}

TEST_CASE("reinforce is an activated ability whose cost discards the card itself", "[mtg][cards]") {
  struct Row {
    std::string line;
    bool compiles;
    int64_t amount;
  };
  const std::vector<Row> rows = {
      {"Reinforce 1—{1}{W} ({1}{W}, Discard this card: Put a +1/+1 counter on target "
       "creature.)",
       true, 1},
      {"Reinforce 3—{3}{G} ({3}{G}, Discard this card: Put three +1/+1 counters on target "
       "creature.)",
       true, 3},
      {"Reinforce X—{X}{W}{W} ({X}{W}{W}, Discard this card: Put X +1/+1 counters on target "
       "creature.)",
       false, 0},
  };
  for (const Row& r : rows) {
    INFO(r.line);
    const engine::Card c = CompiledCard(r.line);
    REQUIRE(c.abilities.size() == 1);
    const engine::Ability& a = c.abilities[0];
    CHECK(a.not_modelled.empty() == r.compiles);
    if (!r.compiles) continue;
    CHECK(a.kind == "activated");
    CHECK(a.text == r.line);
    REQUIRE(a.cost.size() == 1);
    CHECK(a.cost[0].verb == "discard-self");
    REQUIRE(a.effect.size() == 1);
    CHECK(a.effect[0].verb == "put-counters");
    CHECK(a.effect[0].args.at("amount") == engine::Value{r.amount});
  }
}

TEST_CASE("retrace is a casting permission the cast step uses", "[mtg][cards]") {
  engine::Card c = CompiledCard(
      "Retrace (You may cast this card from your graveyard by discarding a land card in addition "
      "to paying its other costs.)",
      "Sorcery");
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].kind == "cost");
  CHECK(c.abilities[0].not_modelled.empty());
  CHECK(c.abilities[0].effect.at(0).verb == "retrace");
}

TEST_CASE("enters with counters is one static ability with the kind and number", "[mtg][cards]") {
  struct Row {
    std::string line, kind;
    int64_t amount;
    bool tapped;
  };
  const std::vector<Row> rows = {
      {"Test enters the battlefield tapped with two charge counters on it.", "charge", 2, true},
      {"Test enters the battlefield with a +1/+1 counter on it.", "+1/+1", 1, false},
      {"Test enters the battlefield with six +1/+1 counters on it.", "+1/+1", 6, false},
      {"Test enters with four -1/-1 counters on it.", "-1/-1", 4, false},
  };
  for (const Row& r : rows) {
    INFO(r.line);
    const engine::Card c = CompiledCard(r.line);
    REQUIRE(c.abilities.size() == 1);
    REQUIRE(c.abilities[0].not_modelled.empty());
    CHECK(c.abilities[0].kind == "static");
    const engine::Action& a = c.abilities[0].effect.at(0);
    CHECK(a.verb == "enters-with-counters");
    CHECK(a.args.at("kind") == engine::Value{r.kind});
    CHECK(a.args.at("amount") == engine::Value{r.amount});
    CHECK(a.args.count("tapped") == (r.tapped ? 1u : 0u));
  }
  // A number the text counts ("for each ...") is not compiled.
  engine::Card c = CompiledCard(
      "Test enters the battlefield with a +1/+1 counter on it for each other Kithkin you control.",
      "Creature");
  REQUIRE(c.abilities.size() == 1);
  CHECK_FALSE(c.abilities[0].not_modelled.empty());
}

TEST_CASE("a self-sacrifice in an activation cost is a cost action", "[mtg][cards]") {
  engine::Card c =
      CompiledCard("{1}{W}, Sacrifice Test: Destroy target enchantment.\n{2}: Regenerate Test.");
  REQUIRE(c.abilities.size() == 2);
  REQUIRE(c.abilities[0].cost.size() == 1);
  CHECK(c.abilities[0].cost[0].verb == "sacrifice-self");
  CHECK(c.abilities[1].cost.empty());
  // "It" at the start of the effect is the source: the effect compiles as "~ deals ...".
  c.abilities.clear();
  c.rules_text = "Sacrifice Test: It deals 2 damage to any target.";
  CompleteOracleText(&c);
  REQUIRE(c.abilities.size() == 1);
  REQUIRE(c.abilities[0].not_modelled.empty());
  CHECK(c.abilities[0].effect.at(0).verb == "deal-damage");
}

TEST_CASE("champion lines compile to two linked triggers with the creature type", "[mtg][cards]") {
  struct Row {
    std::string line, type;
  };
  const std::vector<Row> rows = {
      {"Champion an Elemental (When this enters the battlefield, sacrifice it unless you exile "
       "another Elemental you control. When this leaves the battlefield, that card returns to the "
       "battlefield.)",
       "Elemental"},
      {"Champion a Goblin or Shaman (When this enters the battlefield, sacrifice it unless you "
       "exile another Goblin or Shaman you control. When this leaves the battlefield, that card "
       "returns to the battlefield.)",
       "Goblin|Shaman"},
      {"Champion a creature (When this enters the battlefield, sacrifice it unless you exile "
       "another creature you control. When this leaves the battlefield, that card returns to the "
       "battlefield.)",
       ""},
  };
  for (const Row& r : rows) {
    INFO(r.line);
    const engine::Card c = CompiledCard(r.line);
    REQUIRE(c.abilities.size() == 2);
    CHECK(c.abilities[0].trigger == "enters");
    CHECK(c.abilities[0].effect.at(0).verb == "champion");
    CHECK(c.abilities[0].effect.at(0).args.count("type") == (r.type.empty() ? 0u : 1u));
    if (!r.type.empty())
      CHECK(std::get<std::string>(c.abilities[0].effect.at(0).args.at("type")) == r.type);
    CHECK(c.abilities[1].trigger == "leaves");
    CHECK(c.abilities[1].effect.at(0).verb == "return-linked");
    CHECK(c.abilities[0].link_group == c.abilities[1].link_group);
  }
}

TEST_CASE("changeling is every creature type, and only creature types", "[mtg][cards]") {
  engine::Card c;
  c.name = "Test";
  c.type = "Creature";
  c.subtypes = {"Shapeshifter"};
  c.rules_text = "Changeling (This card is every creature type.)";
  CompleteOracleText(&c);
  CHECK(HasChangeling(c));
  for (const char* t : {"Elemental", "Kithkin", "Time Lord", "Shapeshifter"}) CHECK(HasType(c, t));
  for (const char* t : {"Equipment", "Island", "Aura", "Artifact"}) CHECK_FALSE(HasType(c, t));
  c.rules_text = "Flying";
  c.abilities.clear();
  CompleteOracleText(&c);
  CHECK_FALSE(HasType(c, "Elemental"));
}

TEST_CASE("a line that does not compile names the words that stop it", "[mtg][cards]") {
  // The first sentence of the effect no template compiles, or the first cost part no cost action
  // pays (with its colon), quoted for the coverage list (scenario/card_coverage.cc); the card's
  // name is "~".
  struct Row {
    std::string type, line, why;
  };
  const std::vector<Row> rows = {
      {"Instant", "Counter target spell. Its controller loses 2 life.",
       "no template compiles \"Its controller loses 2 life.\""},
      {"Instant",
       "Exile target creature. Its controller creates a 1/1 colorless Shapeshifter creature token "
       "with changeling.",
       "no template compiles \"Its controller creates a 1/1 colorless Shapeshifter creature token "
       "with changeling.\""},
      // A sentence's reminder text stays with it, periods and all, and is left out of the name.
      {"Sorcery",
       "Surveil 2. (Look at the top two cards of your library. Put any number of them into your "
       "graveyard.) Draw a card.",
       "no template compiles \"Surveil 2.\""},
      {"Creature", "{X}, Sacrifice two Goblins: Test deals X damage to any target.",
       "no template compiles \"Sacrifice two Goblins:\""},
      {"Creature", "{1}, Sacrifice two Goblins: Draw a card.",
       "no template compiles \"Sacrifice two Goblins:\""},
      {"Planeswalker", "[+1]: You gain 2 life.", "no template compiles \"[+1]:\""},
      {"Creature", "{T}: Draw a card. Activate only if an opponent has more life.",
       "no template compiles \"Activate only if an opponent has more life.\""},
      {"Creature",
       "{2}: Test deals X damage to any target, where X is the number of cards in your hand.",
       "no template compiles \"~ deals X damage to any target, where X is the number of cards in "
       "your hand.\""},
      {"Creature",
       "Reinforce X—{X}{W}{W} ({X}{W}{W}, Discard this card: Put X +1/+1 counters on target "
       "creature.)",
       "no template compiles \"Reinforce X—{X}{W}{W}\""},
      // A trigger the module fires: the first sentence of its effect after the condition.
      {"Creature", "When Test enters the battlefield, you may search your library for a card.",
       "no template compiles \"Search your library for a card.\""},
      {"Creature", "When Test dies, draw a card. Then shuffle your graveyard into your library.",
       "no template compiles \"Then shuffle your graveyard into your library.\""},
      // A trigger on an event the module does not fire, and a static line, keep their reasons.
      {"Creature", "Whenever you draw a card, you gain 1 life.",
       "the module has no event for this trigger"},
      {"Creature", "Test can't be blocked by creatures with power 2 or less.",
       "no program is written for it"},
  };
  for (const Row& r : rows) {
    INFO(r.line);
    engine::Card c = CompiledCard(r.line, r.type);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].not_modelled == r.why);
  }
}

TEST_CASE("clash in card text, and what happens only if you win", "[mtg][cards]") {
  struct Row {
    std::string type, line;
    std::vector<std::string> verbs;  // empty: not modelled
  };
  const std::string reminder =
      " (Each clashing player reveals the top card of their library, then puts that card on the "
      "top or bottom. A player wins if their card had a higher mana value.)";
  const std::vector<Row> rows = {
      {"Sorcery",
       "Draw a card. Clash with an opponent. If you win, return Test to its owner's hand." +
           reminder,
       {"draw-cards", "clash", "return-to-hand"}},
      {"Creature",
       "When Test enters the battlefield, clash with an opponent. If you win, put a +1/+1 counter "
       "on Test." +
           reminder,
       {"clash", "put-counters"}},
      // After it dies, "Test" is a card in a graveyard, which "this permanent" verbs do not find.
      {"Creature",
       "When Test dies, clash with an opponent. If you win, return Test to its owner's hand." +
           reminder,
       {}},
      // "If you win" needs a clash before it; a target after the first sentence is not compiled.
      {"Sorcery", "Draw a card. If you win, draw a card.", {}},
      {"Sorcery", "Clash with an opponent. If you win, target player draws a card.", {}},
      // A spell acts on itself only to return itself to its owner's hand.
      {"Instant", "Draw a card. Untap Test.", {}},
  };
  for (const Row& r : rows) {
    INFO(r.line);
    engine::Card c = CompiledCard(r.line, r.type);
    REQUIRE(c.abilities.size() == 1);
    std::vector<std::string> verbs;
    for (const engine::Action& a : c.abilities[0].effect) {
      verbs.push_back(a.verb);
      // Only what follows "If you win" waits for the clash's result.
      const auto cond = a.args.find("if");
      CHECK((cond != a.args.end()) == (&a == &c.abilities[0].effect.back() && !r.verbs.empty()));
      if (cond != a.args.end()) CHECK(cond->second == engine::Value(std::string("won-clash")));
    }
    if (r.verbs.empty()) {
      CHECK(verbs == std::vector<std::string>{"not-modelled"});
    } else {
      CHECK(verbs == r.verbs);
    }
  }
}

TEST_CASE("restrictions on activating are one activate-only action in the cost", "[mtg][cards]") {
  struct Row {
    std::string line, args;  // args: the activate-only action's arguments; "" = none
  };
  const std::vector<Row> rows = {
      {"{T}: Draw a card.", ""},
      {"{T}: Draw a card. Activate only as a sorcery.", "timing=sorcery"},
      {"{T}: Draw a card. Activate only during your turn.", "timing=your-turn"},
      {"{R}: Test gets +1/+0 until end of turn. Activate only once each turn.", "times=1"},
      {"{R}: Test gets +1/+0 until end of turn. Activate no more than twice each turn.", "times=2"},
      {"{1}: Add {B} or {R}. Activate no more than three times each turn.", "times=3"},
      {"{G}, {T}: You gain 1 life. Activate only if you control two or more green permanents.",
       "control_color=G control_count=2"},
      {"{T}: Draw a card. Activate only as a sorcery. Activate only once each turn.",
       "times=1 timing=sorcery"},
  };
  for (const Row& r : rows) {
    INFO(r.line);
    const engine::Card c = CompiledCard(r.line);
    REQUIRE(c.abilities.size() == 1);
    REQUIRE(c.abilities[0].not_modelled.empty());
    std::string args;
    for (const engine::Action& a : c.abilities[0].cost) {
      if (a.verb != "activate-only") continue;
      for (const auto& [k, v] : a.args)
        args += (args.empty() ? "" : " ") + k + "=" + engine::ValueToString(v);
    }
    CHECK(args == r.args);
  }
  // Two restrictions of one kind are not compiled.
  const engine::Card c =
      CompiledCard("{T}: Draw a card. Activate only as a sorcery. Activate only during your turn.");
  CHECK_FALSE(c.abilities[0].not_modelled.empty());
}

TEST_CASE("a line covered by the module's program is not named twice", "[mtg][cards]") {
  engine::Card c;
  c.name = "Lantern";
  c.type = "Artifact";
  c.rules_text =
      "Reveal the first card you draw each turn. Whenever you reveal a basic land card "
      "this way, you gain 1 life.";
  engine::Ability reveal, gain;
  reveal.kind = "static";
  reveal.text = "Reveal the first card you draw each turn.";
  reveal.effect = {engine::Action{"reveal-first-draw", {}, 0}};
  gain.kind = "triggered";
  gain.trigger = "reveal-this-way";
  gain.text = "Whenever you reveal a basic land card this way, you gain 1 life.";
  gain.effect = {engine::Action{"gain-life-revealed", {}, 0}};
  c.abilities = {reveal, gain};
  CompleteOracleText(&c);
  CHECK(c.abilities.size() == 2);  // the two abilities of one paragraph cover it together
}

}  // namespace arbiter::games::mtg
