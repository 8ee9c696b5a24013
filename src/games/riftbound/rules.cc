// The Riftbound rule table: every rule id the Riftbound module may cite (Core Rules v1.4, re-pinned
// from v1.2 with `arbiter repin`, review list in .notes/repin-riftbound-1.4.md), with a short name
// and how it is exercised. The rules of 700-747 in v1.2 (now 700-725 and the keywords 800-822)
// are all listed, so `arbiter coverage` can say for each whether a passing scenario exercises it
// or why it is not executable; the other rules are those the module leans on. Tests check every
// id against the pinned corpus and every name against the rule's words (scenario/rule_names.h).
//
// To add a rule: add its row here, cite it at the line of code that implements it, and add a
// scenario under scenarios/riftbound/ whose trace cites it.
#include "games/riftbound/riftbound.h"

namespace arbiter::games::riftbound {

using engine::RuleKind;

// Why the rules of v1.4's sections 726-767 (new since v1.3) are not executable rows.
constexpr const char* kWhyDependent =
    "definition of Dependent Keywords: the module cites the keyword's own rules (Legion 812 with "
    "725, and the keywords of 822-829) where one applies";
constexpr const char* kWhyXp =
    "what XP is; the module keeps a player's XP and cites 730.1 and 730.2 where it is gained or "
    "spent";
constexpr const char* kWhyTurns =
    "Additional Turns are not modelled: end_turn always passes the turn to the opponent";
constexpr const char* kWhyTerms = "section heading or introduction of special terms";
constexpr const char* kWhyFriendly =
    "the meaning of friendly and enemy the target requirements use (355.9.b, MeetsRequirement)";
constexpr const char* kWhyTerm = "no card text the module runs uses this term or this kind of cost";
constexpr const char* kWhyCounters =
    "definition of Counters: the module's only counters are buffs (701-704), and it cites 745.2 "
    "and 748 where they apply";
constexpr const char* kWhyNewChoices =
    "no effect the module runs makes new choices for a chain item";
constexpr const char* kWhyUntargetable =
    "Untargetable is not modelled: no card the module runs makes an object untargetable";
constexpr const char* kWhyNaming =
    "naming a card, type or tag is not modelled: no card the module runs asks for it";
constexpr const char* kWhyIgnore =
    "ignoring abilities is not modelled: no card the module runs instructs it";

const engine::RuleTable& RuleTableV14() {
  static const engine::RuleTable kTable(
      {"riftbound", "Riftbound Core Rules", "1.4", "2026-07-16", "riftbound/core-rules-v1.4.txt",
       "riftbound-lines"},
      {
          {"002", "Golden Rule: card text supersedes rules text"},
          {"124.1", "Zone changes to or from a Non-Board Zone: Temporary Modifications cease"},
          {"144", "Standard Move"},
          {"144.1.a", "Standard Move: any time during a player's Main Phase"},
          {"144.1.b", "Standard Move: not in a Closed State"},
          {"144.1.c", "Standard Move: not in a Showdown"},
          {"144.2", "Standard Move cost: exhaust"},
          {"144.3", "Standard Move: multiple Units simultaneously"},
          {"144.3.a", "Same destination"},
          {"144.3.c", "Costs paid simultaneously"},
          {"144.4", "Standard Move destinations"},
          {"155", "Spells: played during an Open State on its controller's turn"},
          {"158", "Resolving a spell"},
          {"182", "Token controller"},
          {"188", "Control"},
          {"308.1.a", "Showdown: only Action or Reaction cards and abilities"},
          {"315.1.b", "Awaken: ready"},
          {"315.2.a.1", "Beginning Step effects"},
          {"315.2.b", "Scoring Step"},
          {"316.5", "The Main Phase has no defined structure."},
          {"316.5.b", "Neutral Open State: Turn Player only"},
          {"317.1", "Ending Step"},
          {"317.1.a", "End of turn effects"},
          {"317.2.b", "Expiration Step: Heal all Units"},
          {"317.2.c", "This turn effects expire"},
          {"317.3", "Next Turn Player"},
          {"323.5", "3b. All Units that have LethalDamage marked on..."},
          {"323.7", "5. Recall all Unattached non-Unit Gear and non-Unit Runes at..."},
          {"323.10", "7a. If Units of two opposing players are no longer present..."},
          {"323.13", "10. If the current state is a Neutral Open State and one or..."},
          {"331.1.a", "Closed State: no plays by default"},
          {"340", "Resolve step"},
          {"340.1", "The newest chain item resolves"},
          {"348", "Showdown Closes when all players pass Focus"},
          {"351.2", "Spell to trash"},
          {"354", "Play: to the chain"},
          {"310.1.a", "By default: played with priority on their turn in a Neutral Open state"},
          {"355.2.a", "Valid locations: the controller's Base or a Battlefield they control"},
          {"355.5", "Choices of game objects are made as it is played"},
          {"355.5.b", "Triggered abilities choose targets when they trigger"},
          {"355.8", "Valid choices for all targets"},
          {"355.9.a", "Targets: a permanent or rune on the board, a spell or ability on the chain"},
          {"355.9.a.1", "Units on the board"},
          {"355.9.b", "Targeting restrictions"},
          {"355.14.c", "Splitting: Targets up to the initial amount of damage"},
          {"355.14.e", "Split decided on resolution"},
          {"417.1.e", "Valid Damage is a positive integer amount, greater..."},
          {"356.2.a.2", "Deflect is a mandatory additional cost"},
          {"356.2.b", "Optional additional costs"},
          {"357.1", "Pay costs"},
          {"359.2", "A Permanent leaves the Chain and becomes a Game Object"},
          {"359.2.c", "Units enter exhausted"},
          {"359.2.d", "Gear enters ready"},
          {"368", "Replacement effects"},
          {"377.1", "Activated abilities: cost and effect"},
          {"377.3", "Activated abilities use the chain"},
          {"377.3.a", "Declare the activation"},
          {"377.3.b.1", "The ability becomes a pending chain item"},
          {"378", "The controller activates"},
          {"380", "Activated abilities on the board"},
          {"381", "Activated Abilities: on the Controlling Player's Turn in an Open State"},
          {"382", "Triggered abilities"},
          {"399", "Abilities are played as cards are"},
          {"400.2", "An ability that adds resolves immediately"},
          {"413", "Draw"},
          {"420.1", "Move"},
          {"447", "Moving: Origin and Destination"},
          {"446.1", "A Permanent changing its position from any space..."},
          {"414.1", "Exhaust"},
          {"414.1.c", "If a Game Object is instructed to be..."},
          {"414.4", "Exhaust as a cost"},
          {"415.1", "Ready"},
          {"415.1.c", "Readying a ready unit"},
          {"415.3.a", "A player Readies all non-spell Game Objects they..."},
          {"416", "Recycle"},
          {"417.1", "Deal: game effects deal damage to units"},
          {"422.1", "Discard"},
          {"422.1.a", "The discarding player chooses"},
          {"422.4", "Discard as many as possible"},
          {"426.1", "Buff"},
          {"426.1.b", "Buff: place a counter"},
          {"426.1.b.1", "Buff: a unit with a Buff Counter does not get another one"},
          {"428.1", "Kill"},
          {"428.1.a.1", "Active kill"},
          {"428.1.a.2", "Passive kill"},
          {"429.1", "Add: resources into the Rune Pool"},
          {"429.2", "Triggered and activated abilities that Add resources resolve..."},
          {"429.2.b", "Spells that Add resources will linger on the chain as normal..."},
          {"434.1", "Attach"},
          {"434.1.a", "Attach affects two cards"},
          {"434.1.e", "Attached Rules Text Inactive"},
          {"434.1.f", "Attaching a card will cause it to Detach..."},
          {"434.1.g", "Attaching a card to its current Top-Most Card will not have any effect."},
          {"434.1.h", "If a Game Effect instructs a player to Attach a card to its..."},
          {"434.4", "Attached card's location"},
          {"434.4.a", "Attaching is not a Move"},
          {"435.1.a.1", "Detach: a card not Attached to anything: will do nothing"},
          {"435.1.b", "Detach"},
          {"435.1.c", "Detach: Effect Text Inactive, Rules Text ceases being Inactive"},
          {"435.4", "Detached card's location"},
          {"435.4.a", "Detached gear at a battlefield"},
          {"435.4.b", "Detach to the last location"},
          {"436.1", "Predicting a card is the act of looking at a single card..."},
          {"436.1.a", "When more than one card is Predicted, the Predicting player..."},
          {"436.3.a", "If omitted, X is presumed to be 1."},
          {"436.4", "If a player attempts to Predict more cards than are available..."},
          {"436.4.a", "The Player will not perform a Burn Out as a result of Predicting..."},
          {"450", "Contested"},
          {"453", "When a Move action is complete, perform a Cleanup."},
          {"455", "Recall"},
          {"456", "Recalls are not Moves"},
          {"457.1", "Gear at battlefields recalled"},
          {"460", "Combat occurs"},
          {"461.1", "If more than one Battlefield has Units controlled by opposing..."},
          {"461.2", "If Staged Combats stop being Staged before the Steps of Combat..."},
          {"464.2", "Showdown step"},
          {"464.2.c.3", "Attacker designation"},
          {"465.2", "Combat Damage step"},
          {"465.1", "Combat Damage Step only if Attacking and Defending units remain"},
          {"465.2.a", "Sum attackers' Might"},
          {"465.2.b", "Sum defenders' Might"},
          {"465.2.c.1.a", "Assigned damage dealt simultaneously"},
          {"465.2.c.3", "Lethal damage assigned in full before a different Unit"},
          {"465.2.c.4", "No more damage than lethal unless no further units remain"},
          {"465.2.d", "Deal assigned damage"},
          {"466.1", "Resolution step: Combat Cleanup"},
          {"466.1.a.1", "Combat Special Cleanup: Heal all Units"},
          {"466.1.a.2", "Recall attackers"},
          {"466.7.a", "Remove designations"},
          {"466.5", "Establish control"},
          {"466.5.b", "Battlefield becomes Uncontrolled"},
          {"469.1", "Conquer"},
          {"469.2", "Hold"},
          {"470", "Score once per battlefield per turn"},
          {"471.2.a", "Conquer abilities trigger"},
          {"471.2.b", "Hold abilities trigger"},
          {"476.2", "Layers: recur the process, evaluate each layer again"},
          {"477.3.e", "Arithmetic: this layer applies arithmetic in the following way"},
          {"477.3.e.1.a", "Positive values, or increases, to Might are applied first."},
          {"477.3.e.2.a", "Negative values, or decreases, to Might are applied last."},
          {"700", "Additional Rules", RuleKind::kDefinition, "section heading"},
          {"701", "Buffs", RuleKind::kDefinition, "section heading"},
          {"702", "Buffs are counters placed on Units.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"702.1", "Buffs can be tracked with a buff...", RuleKind::kNotExecutable,
           "physical tracking of buffs"},
          {"702.2", "Buffs can be added or spent.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"702.2.a", "To Buff a Unit, a player chooses..."},
          {"702.2.b", "Spending a Buff removes a single Buff..."},
          {"702.2.b.1", "A buff cannot be spent from a..."},
          {"702.2.b.2", "A player can only spend buffs on..."},
          {"702.3", "There can only be one Buff on..."},
          {"702.3.a", "If a Buff is added, or instructed..."},
          {"703", "Each Buff individually contributes +1 Might to..."},
          {"704", "Buffs are Game Objects and may be...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"704.1", "Buffs are counters, and thus are not...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"705", "If a Unit leaves play, remove all..."},
          {"705.1", "Champions do not retain Buffs in the...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"706", "Mighty", RuleKind::kDefinition, "section heading"},
          {"707", "Mighty is a description that applies to...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"708", "A Unit \"is Mighty\" as long as..."},
          {"709", "A Unit \"becomes Mighty\" at the moment..."},
          {"710", "Units on the board are evaluated according..."},
          {"711", "Units in Non-Board Zones are evaluated according..."},
          {"712", "Bonus Damage", RuleKind::kDefinition, "section heading"},
          {"713", "Bonus Damage is an intrinsic property that...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"714", "If more than one instance of Bonus..."},
          {"714.1", "Bonus Damage can only be a positive...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"714.2", "If, for any reason, Bonus Damage would..."},
          {"715", "Bonus Damage applies to the total damage..."},
          {"715.1", "If the Deal action has a single..."},
          {"715.2", "If the Deal action has multiple targets,..."},
          {"715.3", "If the Deal action Splits damage, then..."},
          {"715.4", "If no damage was Dealt, then Bonus Damage will not apply."},
          {"715.4.a", "If Damage is replaced or reduced by any means,..."},
          {"716", "Attachment", RuleKind::kDefinition, "section heading"},
          {"717", "Attaching is a limited action that causes...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"718", "Attached is the state of a card...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"718.1", "A card remains in this state until...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"718.2", "While in this state, the card’s Rules..."},
          {"718.3", "While in this state, Abilities in the..."},
          {"718.4", "While in this state, the card’s Might..."},
          {"718.5", "Attached cards still have all properties of...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"718.5.a", "Attached cards still have all Types and...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"718.5.b", "Attached cards still can be chosen or...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"718.5.c", "Attached cards cannot be moved separately from..."},
          {"718.5.d", "A card may be Attached only to..."},
          {"718.5.e", "Attached cards may have different Controllers from...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"718.5.f", "Changes in Control of the Top-Most card..."},
          {"718.5.g", "An Attached card still appends the abilities..."},
          {"719", "A Top-Most Card is a card that...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"719.1", "The Effect Text of all cards Attached..."},
          {"719.2", "This card ceases being a Top-Most Card..."},
          {"719.3", "A Top-Most Card and all cards Attached..."},
          {"719.3.a", "When the Top-Most Card changes locations, all Attached..."},
          {"719.4", "The Exhausted and Ready state of the..."},
          {"719.4.a", "This is true of all statuses aside from location,...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"719.5", "When a Top-Most Card changes zones from..."},
          {"719.5.a", "The player that controls the Top-Most Card..."},
          {"720", "Inactive", RuleKind::kDefinition, "section heading"},
          {"721", "Card text can occasionally be assigned to...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"721.1", "Text marked this way is not applied...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"721.2", "Inactive Abilities do not trigger, do not..."},
          {"722", "Inactive text is still present on cards.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"722.1", "Cards with Inactive text still have keywords..."},
          {"722.2", "Game Effects that parse or interpret text...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"723", "Rules Text is never Inactive by default.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"724", "Effect Text is Inactive unless the card...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"725", "Inactive text can partially cease to be...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"725.1", "If an Attached card has a Passive..."},
          {"725.2", "If an Attached card has a Passive..."},
          {"725.3", "If an Attached card has an Equip..."},
          {"725.4", "If a Dependent Ability is a Triggered Ability whose..."},
          {"726", "Dependent Keywords", RuleKind::kDefinition, "section heading"},
          {"727", "Keywords can be Dependent Keywords", RuleKind::kDefinition, kWhyDependent},
          {"727.1", "A Dependent Keyword is comprised of both a Condition that...",
           RuleKind::kDefinition, kWhyDependent},
          {"727.1.a", "A Dependent Keyword will always be functionally short for...",
           RuleKind::kDefinition, kWhyDependent},
          {"727.1.a.1", "This Condition may also have a determined Duration, Time,...",
           RuleKind::kDefinition, kWhyDependent},
          {"727.1.b", "The Dependent Ability associated with the Dependent...",
           RuleKind::kDefinition, kWhyDependent},
          {"727.1.b.1", "The Dependent Ability is present on the card for the sake...",
           RuleKind::kDefinition, kWhyDependent},
          {"727.1.b.2", "The Dependent Ability is Active exactly as written while...",
           RuleKind::kDefinition, kWhyDependent},
          {"727.1.b.3", "If an ability has multiple Dependent Keywords, all of them...",
           RuleKind::kDefinition, kWhyDependent},
          {"727.1.c", "The Dependent Abilities of Dependent Keywords can be of...",
           RuleKind::kDefinition, kWhyDependent},
          {"727.1.c.1", "Triggered Abilities of Dependent Keywords must be Active...",
           RuleKind::kDefinition, kWhyDependent},
          {"727.1.c.1.a", "If a Triggered Ability becomes active at the same time as...",
           RuleKind::kDefinition, kWhyDependent},
          {"727.1.c.2", "Passive Abilities begin applying at the same time the...",
           RuleKind::kDefinition, kWhyDependent},
          {"727.1.c.3", "Activated Abilities that become Active from Dependent...",
           RuleKind::kDefinition, kWhyDependent},
          {"727.1.c.3.a", "If the condition for the Dependent Keyword causes the...",
           RuleKind::kDefinition, kWhyDependent},
          {"728", "XP", RuleKind::kDefinition, "section heading"},
          {"729", "XP is a resource that is accrued, spent, or otherwise...", RuleKind::kDefinition,
           kWhyXp},
          {"729.1", "The amount of XP that a player has should be marked...", RuleKind::kDefinition,
           kWhyXp},
          {"729.1.a", "XP is a value that can be tracked by counters, dice,...",
           RuleKind::kDefinition, kWhyXp},
          {"729.2", "The amount of XP a Player has is Public Information.", RuleKind::kDefinition,
           kWhyXp},
          {"730", "XP can be Gained and Spent.", RuleKind::kDefinition, kWhyXp},
          {"730.1", "To Gain XP, increase the value of XP marked on the Player..."},
          {"730.2", "To Spend XP, reduce the value of XP marked on the Player..."},
          {"731", "XP is not a Game Object.", RuleKind::kDefinition, kWhyXp},
          {"731.1", "XP cannot be targeted, readied, or exhausted.", RuleKind::kDefinition, kWhyXp},
          {"732", "XP is not shared between Allies in Game Modes with...", RuleKind::kNotExecutable,
           "Game Modes with Teammates are not modelled"},
          {"733", "There is no limit to an amount of XP a player can accrue.",
           RuleKind::kDefinition, kWhyXp},
          {"734", "Additional Turns", RuleKind::kNotExecutable, kWhyTurns},
          {"735", "Certain Game Effects will instruct a player to “take a...",
           RuleKind::kNotExecutable, kWhyTurns},
          {"736", "Turn order is established when the game begins as a...",
           RuleKind::kNotExecutable, kWhyTurns},
          {"737", "When an Additional Turn is inserted into this queue, it...",
           RuleKind::kNotExecutable, kWhyTurns},
          {"738", "If multiple Additional Turns are queued, they are added to...",
           RuleKind::kNotExecutable, kWhyTurns},
          {"739", "Special Terms", RuleKind::kDefinition, kWhyTerms},
          {"740", "Card text and this rules document use certain terms in...",
           RuleKind::kDefinition, kWhyTerms},
          {"740.1", "Some card text refers to Game Objects in particular ways:",
           RuleKind::kDefinition, kWhyTerms},
          {"740.1.a", "Two Game Objects are friendly if they share a controller,...",
           RuleKind::kDefinition, kWhyFriendly},
          {"740.1.b", "Two Game Objects are enemies if one’s controller is an...",
           RuleKind::kDefinition, kWhyFriendly},
          {"740.2", "Some card text refers to Units in particular ways:", RuleKind::kNotExecutable,
           kWhyTerm},
          {"740.2.a", "A unit is alone when there are no other friendly units at...",
           RuleKind::kNotExecutable, kWhyTerm},
          {"740.2.b", "A unit is one on one when it and the enemy unit at the...",
           RuleKind::kNotExecutable, kWhyTerm},
          {"740.2.c", "A unit is in combat if it is occupying a battlefield where...",
           RuleKind::kNotExecutable, kWhyTerm},
          {"740.3", "Some card text refers to specific terminology:", RuleKind::kDefinition,
           kWhyTerms},
          {"740.3.a", "A tie occurs when there are units controlled by different...",
           RuleKind::kNotExecutable, kWhyTerm},
          {"740.4", "Some terms in this document are used in particular ways:",
           RuleKind::kDefinition, kWhyTerms},
          {"740.4.a", "Costs within instructions are instructions that take a...",
           RuleKind::kNotExecutable, kWhyTerm},
          {"740.4.a.1", "For spells, costs within instructions are paid on...",
           RuleKind::kNotExecutable, kWhyTerm},
          {"740.4.a.2", "For triggered abilities, costs within instructions that...",
           RuleKind::kNotExecutable, kWhyTerm},
          {"740.4.a.2.a", "Costs within instructions that appear in any later part of...",
           RuleKind::kNotExecutable, kWhyTerm},
          {"741", "Counters", RuleKind::kDefinition, kWhyCounters},
          {"742", "Counters are Game Objects generated by and given to other...",
           RuleKind::kDefinition, kWhyCounters},
          {"743", "Counters serve to track semi-permanent effects on Game...",
           RuleKind::kDefinition, kWhyCounters},
          {"744", "Counters can have game effects themselves, or serve as the...",
           RuleKind::kDefinition, kWhyCounters},
          {"745", "Counters can be spent by game effects.", RuleKind::kDefinition, kWhyCounters},
          {"745.1", "In order to do so, that player must remove that many...",
           RuleKind::kDefinition, kWhyCounters},
          {"745.1.a", "If no type of counter is specified, any counter can be...",
           RuleKind::kDefinition, kWhyCounters},
          {"745.1.b", "If no type of Game Object is specified, then counters can...",
           RuleKind::kDefinition, kWhyCounters},
          {"745.2", "In order to spend a Counter, the spending player must..."},
          {"746", "Some effects may move a Counter between two Game Objects....",
           RuleKind::kDefinition, kWhyCounters},
          {"747", "Counters that leave a Game Object without being placed on...",
           RuleKind::kDefinition, kWhyCounters},
          {"748", "Game Objects that change zones to a non-board zone lose..."},
          {"749", "Counters do not have a controller.", RuleKind::kDefinition, kWhyCounters},
          {"750", "Making New Choices", RuleKind::kNotExecutable, kWhyNewChoices},
          {"751", "Some Game Effects will instruct a player to make new...",
           RuleKind::kNotExecutable, kWhyNewChoices},
          {"751.1", "Making new choices in this way requires a player to choose...",
           RuleKind::kNotExecutable, kWhyNewChoices},
          {"752", "This refers to the choices normally made during...", RuleKind::kNotExecutable,
           kWhyNewChoices},
          {"752.1", "The relevant choices that can be remade for these Game...",
           RuleKind::kNotExecutable, kWhyNewChoices},
          {"752.2", "This does not refer to any choices made “as you play this”...",
           RuleKind::kNotExecutable, kWhyNewChoices},
          {"753", "When making new choices in this way, a player can choose...",
           RuleKind::kNotExecutable, kWhyNewChoices},
          {"753.1", "A player may not make new choices this way that would be...",
           RuleKind::kNotExecutable, kWhyNewChoices},
          {"753.2", "A player may not choose to make new choices for a spell or...",
           RuleKind::kNotExecutable, kWhyNewChoices},
          {"754", "If, as a result of new choices, the spell or ability...",
           RuleKind::kNotExecutable, kWhyNewChoices},
          {"755", "Any costs “to play” the spell or ability that are incurred...",
           RuleKind::kNotExecutable, kWhyNewChoices},
          {"755.1", "The spell or ability is already played and its costs paid....",
           RuleKind::kNotExecutable, kWhyNewChoices},
          {"756", "Untargetability", RuleKind::kNotExecutable, kWhyUntargetable},
          {"757", "Some Game Effects declare that a Game Object can’t be...",
           RuleKind::kNotExecutable, kWhyUntargetable},
          {"757.1", "These passive abilities will usually take the form “[Game...",
           RuleKind::kNotExecutable, kWhyUntargetable},
          {"758", "Untargetable Game Objects are not legal targets for the...",
           RuleKind::kNotExecutable, kWhyUntargetable},
          {"758.1", "If a Game Object becomes untargetable for a spell or...",
           RuleKind::kNotExecutable, kWhyUntargetable},
          {"758.2", "If the spell or ability changes for any reason such that...",
           RuleKind::kNotExecutable, kWhyUntargetable},
          {"758.2.a", "This will also occur if the Game Object is no longer among...",
           RuleKind::kNotExecutable, kWhyUntargetable},
          {"759", "Naming Cards, Types, and Tags", RuleKind::kNotExecutable, kWhyNaming},
          {"760", "Some Game Effects may instruct a player to name or guess a...",
           RuleKind::kNotExecutable, kWhyNaming},
          {"761", "The act of naming a card in this way may be accomplished...",
           RuleKind::kNotExecutable, kWhyNaming},
          {"761.1", "1. Stating the exact name of the card.", RuleKind::kNotExecutable, kWhyNaming},
          {"761.2", "2. Identifying a combination of traits and characteristics...",
           RuleKind::kNotExecutable, kWhyNaming},
          {"762", "When instructed to name a card, a player must name a card...",
           RuleKind::kNotExecutable, kWhyNaming},
          {"762.1", "They cannot name a card that doesn’t exist.", RuleKind::kNotExecutable,
           kWhyNaming},
          {"762.2", "A player cannot choose the name of a token when instructed...",
           RuleKind::kNotExecutable, kWhyNaming},
          {"763", "When instructed to name a tag, a player cannot choose to...",
           RuleKind::kNotExecutable, kWhyNaming},
          {"763.1", "The following tags exist in Riftbound: Ahri, Akali,...",
           RuleKind::kNotExecutable, kWhyNaming},
          {"764", "Ignoring Effects", RuleKind::kNotExecutable, kWhyIgnore},
          {"765", "Some Game Effects may instruct players to ignore abilities...",
           RuleKind::kNotExecutable, kWhyIgnore},
          {"766", "Any abilities ignored in this way are treated as inactive...",
           RuleKind::kNotExecutable, kWhyIgnore},
          {"767", "Ignored abilities are only treated as inactive for the...",
           RuleKind::kNotExecutable, kWhyIgnore},
          {"800", "Keywords", RuleKind::kDefinition, "section heading"},
          {"801", "A Keyword is a specific term that...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"801.1", "A Keyword can be an ability.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"801.2", "Keywords can be identified by having a...", RuleKind::kNotExecutable,
           "presentation: keyword highlight"},
          {"801.2.a", "The color of the highlight has no...", RuleKind::kNotExecutable,
           "presentation: highlight colour"},
          {"801.3", "Keywords can be referenced or specified by...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"801.3.a", "Other effects may grant Keywords."},
          {"801.3.a.1", "The definition and rules of the specific...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"801.3.a.2", "The effect that granted the Keyword will..."},
          {"801.3.a.3", "If an effect that grants a Keyword..."},
          {"801.3.b", "Other effects may remove Keywords.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"801.3.b.1", "The effect that removed the Keyword will...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"801.3.b.2", "If an effect that removes a Keyword...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"802", "A card can have any number of...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"803", "Similar to other rules text, execute any...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"804", "Keyword Glossary", RuleKind::kDefinition, "section heading"},
          {"805", "Accelerate", RuleKind::kDefinition, "section heading"},
          {"805.1", "Accelerate: Accelerate is a Unit ability.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"805.1.a", "Accelerate: Accelerate is functionally short for \"As you..."},
          {"805.1.a.1", "Accelerate: If the unit has one or more domains..."},
          {"805.1.a.2", "Accelerate: If the unit has no domain, the Power..."},
          {"805.2", "Accelerate: Accelerate is an Optional Additional Cost to..."},
          {"805.2.a", "Accelerate: Accelerate costs cannot be paid while the...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"805.2.b", "Accelerate: Paying the cost generates a delayed Replacement Effect."},
          {"805.3", "Accelerate: Accelerate has no function while on the...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"805.4", "Accelerate: Multiple instances of Accelerate are redundant.",
           RuleKind::kDefinition,
           "several instances act as one; the engine uses one instance (no separate behaviour to "
           "show)"},
          {"805.5", "Accelerate: Accelerate, and whether or not a unit...",
           RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"805.6",
           "Accelerate: Accelerate generates a delayed replacement effect that replaces..."},
          {"805.6.a", "Accelerate: Accelerate will not interact with, or trigger,..."},
          {"806", "Action", RuleKind::kDefinition, "section heading"},
          {"806.1", "Action: Action is a Permissive keyword.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"806.1.a", "Action: It is present on Cards, Rune Abilities, Legend...",
           RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"806.1.b", "Action: Action grants the corresponding card or effect..."},
          {"806.1.c",
           "Action: Action is functionally short for the following:", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"806.1.c.1", "Action: On Cards: \"This can be played during showdowns...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"806.1.c.2", "Action: On Activated Abilities: \"This can be activated during...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"806.1.d", "Action: Action is formatted as...", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"806.2", "Action: The card or effect with this keyword...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"806.3", "Action: Action does not alter the function of..."},
          {"806.4", "Action: Some passive abilities may grant a card or..."},
          {"806.4.a", "Action: Those conditions might only be fulfilled while the..."},
          {"806.4.b", "Action: If the chain item does not fulfill the..."},
          {"806.5", "Action: Action is a referenceable characteristic.", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"806.5.a", "Action: Whether or not a Game Object has...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"806.5.b", "Action: Whether or not a Spell has Action...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"806.5.c", "Action: Whether or not an Ability has Action...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"807", "Assault", RuleKind::kDefinition, "section heading"},
          {"807.1", "Assault: Assault", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"807.1.a", "Assault: It is present on Units.", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"807.1.b", "Assault: Assault is formatted as \"Assault [X]\".", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"807.1.b.1", "Assault: The X is referenced in the functional...",
           RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"807.1.b.2", "Assault: The X is referred to as the...", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"807.1.b.3", "Assault: If X is omitted, it is presumed...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"807.1.c", "Assault: It is functionally short for \"While I..."},
          {"807.1.d", "Assault: Being an attacker means the Unit has...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"807.1.d.1", "Assault: Assault remains in effect as long as...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"807.2", "Assault: If a Unit has Assault or has..."},
          {"807.3", "Assault: Assault, and whether or not a unit...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"808", "Deathknell", RuleKind::kDefinition, "section heading"},
          {"808.1", "Deathknell: Deathknell is a Triggered Ability keyword.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"808.1.a", "Deathknell: It is present on Permanents.", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"808.1.b", "Deathknell: It is formatted as \"[Deathknell][>] [Effect]\".",
           RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"808.1.b.1", "Deathknell: [Effect] is the rules text for the...", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"808.1.c", "Deathknell: It is functionally short for \"When I...", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"808.1.c.1", "Deathknell: [Effect] is the rules text of the...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"808.1.d", "Deathknell: The Trigger for this and similar effects that...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"808.1.d.1", "Deathknell: If the Permanent with the effect is..."},
          {"808.1.d.2", "Deathknell: The trigger will be added to the..."},
          {"808.1.d.3", "Deathknell: Before the card is moved to the Trash..."},
          {"808.2", "Deathknell: Each instance of Deathknell a Permanent may...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"808.2.a", "Deathknell: The controller will choose the order to..."},
          {"808.3", "Deathknell: Deathknell, and whether or not a permanent...",
           RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"809", "Deflect"},
          {"809.1", "Deflect: Deflect is a Passive Ability keyword.", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"809.1.a", "Deflect: It is normally present on Permanents.", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"809.1.b", "Deflect: It is formatted as \"Deflect [X]\".", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"809.1.b.1", "Deflect: The X is referenced in the functional...",
           RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"809.1.b.2", "Deflect: The X is referred to as the...", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"809.1.b.3", "Deflect: If X is omitted, it is presumed...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"809.1.c", "Deflect: It is functionally short for \"Spells and..."},
          {"809.1.c.1", "Deflect: The Power used to pay this cost..."},
          {"809.1.d", "Deflect: It is an effect that imposes a...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"809.2", "Deflect: If a Game Object has Deflect, or has..."},
          {"809.3", "Deflect: Deflect, and whether or not a Game Object...",
           RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"810", "Ganking", RuleKind::kDefinition, "section heading"},
          {"810.1", "Ganking: Ganking is a Passive Ability keyword.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"810.1.a", "Ganking: It is present on Units.", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"810.1.b", "Ganking: It is functionally short for \"I may..."},
          {"810.1.c", "Ganking: It is a passive ability that adds..."},
          {"810.1.c.1", "Ganking: It does not restrict or remove options...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"810.1.c.2", "Ganking: It does not have an activation cost.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"810.1.c.3", "Ganking: It does not give additional abilities or...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"810.2", "Ganking: Multiple instances of Ganking are redundant.", RuleKind::kDefinition,
           "several instances act as one; the engine uses one instance (no separate behaviour to "
           "show)"},
          {"810.3", "Ganking: Ganking, and whether or not a unit...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"811", "Hidden", RuleKind::kDefinition, "section heading"},
          {"811.1", "Hidden: Hidden", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"811.1.a", "Hidden: It is present on Spells, Units, and...", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"811.1.b", "Hidden: It is functionally short for \"While this..."},
          {"811.1.c", "Hidden: It allows the player to take the..."},
          {"811.1.c.1", "Hidden: Hide is not a subset of Play."},
          {"811.1.c.2", "Hidden: Hiding a card does not open a..."},
          {"811.1.c.3", "Hidden: Playing a card from facedown (or \"from...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"811.1.d", "Hidden: Some choices made while playing a card...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"811.1.d.1", "Hidden: A hidden permanent must be played to that..."},
          {"811.1.d.1.a", "Hidden: This includes hidden gear, and overrides the..."},
          {"811.1.d.2", "Hidden: If a hidden spell or a play..."},
          {"811.1.d.2.a", "Hidden: Each target is treated separately and individually..."},
          {"811.1.d.3", "Hidden: If a hidden spell or a play...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"811.2", "Hidden: Abilities and instructions of hidden cards other...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"811.3", "Hidden: Instead of being hidden, a card with...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"811.4", "Hidden: Multiple instances of Hidden are redundant.", RuleKind::kDefinition,
           "several instances act as one; the engine uses one instance (no separate behaviour to "
           "show)"},
          {"811.5", "Hidden: Hidden, and whether or not a card...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"811.5.a", "Hidden: This is independent of the state of...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"811.6", "Hidden: A card that is Hidden gains Reaction..."},
          {"811.6.a", "Hidden: The property is granted to the card...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"812", "Legion", RuleKind::kDefinition, "section heading"},
          {"812.1", "Legion: Legion is a Dependent Keyword.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"812.1.a", "Legion: It is formatted as \"[Legion][>] [Text]\".", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"812.1.b", "Legion: Starting from the Keyword to the end...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"812.1.c", "Legion: As long as a card different than the..."},
          {"812.1.b.1", "Legion: Legion is functionally short for “If you have...",
           RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"812.1.b.2", "Legion: The [Text] is the Dependent Ability.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"812.2", "Legion: All instances of Legion on cards a..."},
          {"812.3", "Legion: Legion, and whether or not a card has...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"813", "Reaction", RuleKind::kDefinition, "section heading"},
          {"813.1", "Reaction: Reaction", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"813.1.a", "Reaction: It can be present on Cards, Rune Abilities...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"813.1.b", "Reaction: Reaction grants the corresponding card or effect..."},
          {"813.1.c", "Reaction: Reaction, additionally, is functionally short for the following:",
           RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"813.1.c.1", "Reaction: On Cards: \"This can be played during Closed..."},
          {"813.1.c.2", "Reaction: On Activated Abilities: \"This can be activated during...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"813.1.d", "Reaction: Reaction is formatted as...", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"813.2", "Reaction: The corresponding card or effect with this...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"813.3", "Reaction: Reaction does not alter the function of...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"813.3.a", "Reaction: Playing Units with Reaction still has the..."},
          {"813.4", "Reaction: Some passive abilities may grant a card or..."},
          {"813.4.a", "Reaction: Those conditions might only be fulfilled while the..."},
          {"813.4.b", "Reaction: If the chain item does not fulfill the..."},
          {"813.5", "Reaction: Reaction is a referencable characteristic.",
           RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"813.5.a", "Reaction: Whether or not a Game Object has...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"813.5.b", "Reaction: Whether or not a Spell has Reaction...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"813.5.c", "Reaction: Whether or not an Ability has Reaction...",
           RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"814", "Shield", RuleKind::kDefinition, "section heading"},
          {"814.1", "Shield: Shield", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"814.1.a", "Shield: It is present on Units.", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"814.1.b", "Shield: Shield is formatted as \"Shield [X]\".", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"814.1.b.1", "Shield: The X is referenced in the functional...",
           RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"814.1.b.2", "Shield: The X is referred to as the...", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"814.1.b.3", "Shield: If X is omitted, it is presumed...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"814.1.c", "Shield: It is functionally short for \"While I..."},
          {"814.1.d", "Shield: Being a defender means the Unit has...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"814.1.d.1", "Shield: Shield remains in effect as long as...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"814.2", "Shield: If a Unit has Shield, or has..."},
          {"814.3", "Shield: Shield, and whether or not a unit...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"815", "Tank"},
          {"815.1", "Tank: Tank is a Passive Ability keyword.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"815.1.a", "Tank: It is present on Units.", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"815.1.b", "Tank: It is functionally short for \"I must..."},
          {"815.1.c", "Tank: It alters how players can elect to...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"815.1.c.1", "Tank: Players must still assign lethal damage to...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"815.1.c.2", "Tank: If more than one unit with Tank..."},
          {"815.2", "Tank: Multiple instances of Tank are redundant."},
          {"815.3", "Tank: Tank, and whether or not a unit...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"816", "Temporary", RuleKind::kDefinition, "section heading"},
          {"816.1", "Temporary: Temporary is a Triggered Ability keyword.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"816.1.a", "Temporary: It is present on Permanents.", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"816.1.b", "Temporary: It is functionally short for \"At the..."},
          {"816.1.c", "Temporary: The Trigger Condition is the controller of..."},
          {"816.2", "Temporary: Multiple instances of Temporary are redundant."},
          {"816.2.a", "Temporary: Regardless of how many instances there are, the..."},
          {"816.3", "Temporary: Temporary, and whether or not a permanent...",
           RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"817", "Vision", RuleKind::kDefinition, "section heading"},
          {"817.1", "Vision: Vision is a Triggered Ability keyword.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"817.1.a", "Vision: It is present on Permanents.", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"817.1.b", "Vision: It is functionally short for \"When this..."},
          {"817.1.c", "Vision: The trigger is the permanent entering the..."},
          {"817.2", "Vision: Multiple instances of Vision trigger separately."},
          {"817.2.a", "Vision: The player may choose to recycle or..."},
          {"817.2.b", "Vision: If the player does not recycle the..."},
          {"817.3", "Vision: Vision, and whether or not a permanent...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"818", "Equip", RuleKind::kDefinition, "section heading"},
          {"818.1", "Equip: Equip is an Activated Ability keyword.", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"818.1.a", "Equip: Equip is present on Gear with the tag...", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"818.1.b", "Equip: Equip has a cost to activate and..."},
          {"818.1.b.1", "Equip: Equip’s choice is a Target."},
          {"818.1.b.2", "Equip: The chosen Unit will become the Top-Most..."},
          {"818.1.c", "Equip: Equip is formatted as “ Equip [Cost]”", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"818.1.c.1", "Equip: If paying costs or making choices for...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"818.1.c.2", "Equip: Equip is functionally short for “[Cost]: Attach..."},
          {"818.1.c.3", "Equip: Equip costs may include both resource costs...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"818.1.c.4", "Equip: Equip abilities may also include text that...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"818.1.c.5", "Equip: Equip abilities may include text that alters...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"818.2", "Equip: When the Attach action completes from this..."},
          {"818.2.a", "Equip: This is an event other Game Effects...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"818.3", "Equip: Equipped is the state of a Top-Most...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"818.3.a", "Equip: The state of being Equipped is synchronous...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"818.3.b", "Equip: A Top-Most Card is Equipped as long..."},
          {"818.3.c", "Equip: The state of being Equipped corresponds to...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"818.4", "Equip: Multiple instances of Equip are equivalent to...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"818.5", "Equip: Equip, and whether or not a Gear..."},
          {"818.5.a", "Equip: Whether or not a Gear has Equip may...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"819", "Quick-Draw", RuleKind::kDefinition, "section heading"},
          {"819.1", "Quick-Draw: Quick-Draw", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"819.1.a", "Quick-Draw: Quick-Draw is present on Gear with Equip...",
           RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"819.1.b", "Quick-Draw: Cards with Quick-Draw have Reaction inherently."},
          {"819.1.c", "Quick-Draw: Quick-Draw allows cards to be played and...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"819.1.d", "Quick-Draw: Quick-Draw is functionally short for “ [Reaction] ”..."},
          {"819.2", "Quick-Draw: Multiple instances of Quick-Draw do not trigger..."},
          {"819.3", "Quick-Draw: Quick-Draw, and whether or not a gear has...",
           RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"820", "Repeat", RuleKind::kDefinition, "section heading"},
          {"820.1", "Repeat: Repeat is an Optional Additional Cost keyword.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"820.1.a", "Repeat: Repeat is present on Spells and Abilities."},
          {"820.1.b", "Repeat: Repeat is an optional cost that a player...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"820.1.c", "Repeat: Repeat is formatted as “ Repeat [Cost]”", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"820.1.c.1", "Repeat: The Cost is an Additional Cost to..."},
          {"820.1.c.2", "Repeat: If a spell or ability has more than...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"820.1.c.3", "Repeat: Each Repeat Cost can be paid only..."},
          {"820.1.d", "Repeat: Repeat is functionally short for “You may..."},
          {"820.1.d.1", "Repeat: When the additional cost is paid, the...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"820.1.d.2", "Repeat: Any instructions not performed on resolution of..."},
          {"820.2", "Repeat: When a spell or ability’s effect is performed..."},
          {"820.2.a", "Repeat: Choices made for the additional execution do..."},
          {"820.3", "Repeat: Multiple instances of Repeat can be paid for...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"820.3.a", "Repeat: Regardless of the number of times a..."},
          {"820.4", "Repeat: Repeat, and whether or not a spell or...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"821", "Weaponmaster", RuleKind::kDefinition, "section heading"},
          {"821.1", "Weaponmaster: Weaponmaster is a Triggered Ability keyword.",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"821.1.a", "Weaponmaster: Weaponmaster is present on Units.", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"821.1.b", "Weaponmaster: Weaponmaster is a Play Effect that chooses..."},
          {"821.1.c", "Weaponmaster: Weaponmaster is functionally short for: “When you..."},
          {"821.1.c.1", "Weaponmaster: Weaponmaster can choose an Equipment whether it..."},
          {"821.1.c.2", "Weaponmaster: The cost of the Equip ability is..."},
          {"821.1.c.3", "Weaponmaster: If the chosen card’s Equip cost does..."},
          {"821.1.c.4", "Weaponmaster: If the chosen card doesn’t have an..."},
          {"821.1.c.5", "Weaponmaster: If the chosen card’s Equip cost can’t..."},
          {"821.1.c.6", "Weaponmaster: The Equip ability is not activated this..."},
          {"821.1.c.7",
           "Weaponmaster: Multiple instances of Weaponmaster trigger separately, and..."},
          {"821.1.d", "Weaponmaster: If you choose the same target with multiple...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"821.2", "Weaponmaster: Weaponmaster has no function while on the...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"821.3", "Weaponmaster: Weaponmaster, and whether or not a unit has...",
           RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
      });
  return kTable;
}

}  // namespace arbiter::games::riftbound
