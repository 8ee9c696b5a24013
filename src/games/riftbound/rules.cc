// The Riftbound rule table: every rule id the Riftbound module may cite (Core Rules v1.2), with a
// short name and how it is exercised. Rules 700-747 are all listed, so `arbiter coverage` can say
// for each whether a passing scenario exercises it or why it is not executable; the rules outside
// 7xx are those the module leans on. A test checks every id against the pinned corpus.
//
// To add a rule: add its row here, cite it at the line of code that implements it, and add a
// scenario under scenarios/riftbound/ whose trace cites it.
#include "games/riftbound/riftbound.h"

namespace arbiter::games::riftbound {

using engine::RuleKind;

const engine::RuleTable& RuleTableV12() {
  static const engine::RuleTable kTable(
      {"riftbound", "Riftbound Core Rules", "1.2", "2025-12-01",
       "riftbound/core-rules-v1.2.pdftotext.txt", "riftbound-pdftotext"},
      {
          {"002", "Golden Rule: card text supersedes rules text"},
          {"109", "Zone changes to or from a Non-Board Zone: Temporary Modifications cease"},
          {"143", "Standard Move"},
          {"143.1.a", "Standard Move: Action Phase"},
          {"143.1.b", "Standard Move: not in a Closed State"},
          {"143.1.c", "Standard Move: not in a Showdown"},
          {"143.2", "Standard Move cost: exhaust"},
          {"143.3", "Standard Move: multiple Units simultaneously"},
          {"143.3.a", "Same destination"},
          {"143.3.c", "Costs paid simultaneously"},
          {"143.4", "Standard Move destinations"},
          {"151", "Spells: played during an Open State on its controller's turn"},
          {"154", "Resolving a spell"},
          {"176", "Token controller"},
          {"182", "Control"},
          {"308.1.a", "Showdown: only Action or Reaction cards and abilities"},
          {"315.1.a", "Awaken: ready"},
          {"315.2.a.1", "Beginning Step effects"},
          {"315.2.b", "Scoring Step"},
          {"316.2", "Action Phase"},
          {"316.2.b", "Neutral Open State: Turn Player only"},
          {"317.1", "Ending Step"},
          {"317.1.a", "End of turn effects"},
          {"317.2.b", "End of turn: heal"},
          {"317.3.a", "This turn effects expire"},
          {"317.4", "Next Turn Player"},
          {"322.4", "Cleanup: Units with Damage equalling or exceeding their Might are killed"},
          {"322.7", "Cleanup: recall gear at battlefields"},
          {"330.1.a", "Closed State: no plays by default"},
          {"336", "Resolve step"},
          {"336.1", "The newest chain item resolves"},
          {"345", "Showdown Closes when all players pass Focus"},
          {"348.2", "Spell to trash"},
          {"351", "Play: to the chain"},
          {"310.1.a", "By default: played with priority on their turn in a Neutral Open state"},
          {"352.2.a", "Valid locations: the controller's Base or a Battlefield they control"},
          {"352.4", "Choices of game objects are made as it is played"},
          {"352.4.b", "Triggered abilities choose targets when they trigger"},
          {"352.7", "Valid choices for all targets"},
          {"352.8.a", "Targets: a permanent or rune on the board, a spell or ability on the chain"},
          {"352.8.a.1", "Units on the board"},
          {"352.8.b", "Targeting restrictions"},
          {"352.14.c", "Splitting: Targets up to the initial amount of damage"},
          {"352.14.e", "Split decided on resolution"},
          {"352.14.g", "Splitting: valid damage is a positive integer, greater than or equal to 1"},
          {"353.2.a.2", "Deflect is a mandatory additional cost"},
          {"353.2.b", "Optional additional costs"},
          {"354.1", "Pay costs"},
          {"356.2", "A Permanent leaves the Chain and becomes a Game Object"},
          {"356.2.c", "Units enter exhausted"},
          {"356.2.d", "Gear enters ready"},
          {"365", "Replacement effects"},
          {"370.1", "Activated abilities: cost and effect"},
          {"370.2", "Activated abilities use the chain"},
          {"370.2.a", "Declare the activation"},
          {"370.2.b.1", "The ability becomes a pending chain item"},
          {"371", "The controller activates"},
          {"373", "Activated abilities on the board"},
          {"374", "Activated Abilities: on the Controlling Player's Turn in an Open State"},
          {"375", "Triggered abilities"},
          {"387", "Abilities are played as cards are"},
          {"388.2", "An ability that adds resolves immediately"},
          {"400", "Draw"},
          {"407.1", "Move"},
          {"425", "Moving: Origin and Destination"},
          {"425.3", "Only units Move"},
          {"401.1", "Exhaust"},
          {"401.1.c", "Exhausting an exhausted unit"},
          {"401.4", "Exhaust as a cost"},
          {"402.1", "Ready"},
          {"402.1.c", "Readying a ready unit"},
          {"402.3.a", "Ready: all non-spell Game Objects in the Ready Step of the Beginning Phase"},
          {"403", "Recycle"},
          {"404.1", "Deal: game effects deal damage to units"},
          {"409.1", "Discard"},
          {"409.1.a", "The discarding player chooses"},
          {"409.4", "Discard as many as possible"},
          {"413.1", "Buff"},
          {"413.1.b", "Buff: place a counter"},
          {"413.1.b.1", "Buff: a unit with a Buff Counter does not get another one"},
          {"415.1", "Kill"},
          {"415.1.a.1", "Active kill"},
          {"415.1.a.2", "Passive kill"},
          {"416.1", "Add: resources into the Rune Pool"},
          {"416.2", "Adding finalizes immediately"},
          {"421.1", "Attach"},
          {"421.1.a", "Attach affects two cards"},
          {"421.1.e", "Attached Rules Text Inactive"},
          {"421.1.f", "Attaching a card will cause it to Detach..."},
          {"421.4", "Attached card's location"},
          {"421.4.a", "Attaching is not a Move"},
          {"422.1.a.1", "Detach: a card not Attached to anything: will do nothing"},
          {"422.1.b", "Detach"},
          {"422.1.c", "Detach: Effect Text Inactive, Rules Text ceases being Inactive"},
          {"422.4", "Detached card's location"},
          {"422.4.a", "Detached gear at a battlefield"},
          {"422.4.b", "Detach to the last location"},
          {"428", "Contested"},
          {"431", "When a Move action is complete, perform a Cleanup."},
          {"433", "Recall"},
          {"434", "Recalls are not Moves"},
          {"435.1", "Gear at battlefields recalled"},
          {"438", "Combat occurs"},
          {"442.1", "Showdown step"},
          {"442.1.a.3", "Attacker designation"},
          {"442.1.a.4", "Defender designation"},
          {"443.1", "Combat Damage step"},
          {"443.1.a", "Combat Damage Step only if Attacking and Defending units remain"},
          {"443.1.b", "Sum attackers' Might"},
          {"443.1.c", "Sum defenders' Might"},
          {"443.1.d.1.a", "Assigned damage dealt simultaneously"},
          {"443.1.d.3", "Lethal damage assigned in full before a different Unit"},
          {"443.1.d.4", "No more damage than lethal unless no further units remain"},
          {"443.1.e", "Deal assigned damage"},
          {"444.1", "Resolution step: Combat Cleanup"},
          {"444.1.a.1", "Combat Cleanup: heal"},
          {"444.1.a.2", "Recall attackers"},
          {"444.1.a.3", "Remove designations"},
          {"444.2", "Establish control"},
          {"444.2.d", "Battlefield becomes Uncontrolled"},
          {"446.1", "Conquer"},
          {"446.2", "Hold"},
          {"447", "Score once per battlefield per turn"},
          {"448.2.a", "Conquer abilities trigger"},
          {"448.2.b", "Hold abilities trigger"},
          {"453.2", "Layers: recur the process, evaluate each layer again"},
          {"454.3.d", "Arithmetic: this layer applies arithmetic in the following way"},
          {"700", "Additional Rules", RuleKind::kDefinition, "section heading"},
          {"701", "Buffs", RuleKind::kDefinition, "section heading"},
          {"702", "Buffs are objects placed on Units.", RuleKind::kDefinition,
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
          {"715", "Bonus Damage applies to the total damage...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"715.1", "If the Deal action has a single..."},
          {"715.2", "If the Deal action has multiple targets,..."},
          {"715.3", "If the Deal action Splits damage, then..."},
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
          {"718.6", "Attached cards cannot be moved separately from..."},
          {"718.7", "A card may be Attached only to..."},
          {"718.8", "Attached cards may have different Controllers from...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"718.8.a", "Changes in Control of the Top-Most card..."},
          {"718.8.b", "An Attached card still appends the abilities..."},
          {"719", "A Top-Most Card is a card that...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"719.1", "The Effect Text of all cards Attached..."},
          {"719.2", "This card ceases being a Top-Most Card..."},
          {"719.3", "A Top-Most Card and all cards Attached..."},
          {"719.3.a", "When the Top-Most Card moves, all Attached..."},
          {"719.4", "The Exhausted and Ready state of the..."},
          {"719.5", "When a Top-Most Card changes zones from..."},
          {"719.5.a", "The player that controls the Top-Most Card..."},
          {"720", "Inactive", RuleKind::kDefinition, "section heading"},
          {"721.1", "Card text can occasionally be assigned to...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"721.1.a", "Text marked this way is not applied...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"721.1.b", "Inactive Abilities do not trigger, do not..."},
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
          {"726", "Keywords", RuleKind::kDefinition, "section heading"},
          {"727", "A Keyword is a specific term that...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"727.1", "A Keyword can be an ability.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"727.2", "Keywords can be identified by having a...", RuleKind::kNotExecutable,
           "presentation: keyword highlight"},
          {"727.2.a", "The color of the highlight has no...", RuleKind::kNotExecutable,
           "presentation: highlight colour"},
          {"727.3", "Keywords can be referenced or specified by...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"727.3.a", "Other effects may grant Keywords."},
          {"727.3.a.1", "The definition and rules of the specific...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"727.3.a.2", "The effect that granted the Keyword will..."},
          {"727.3.a.3", "If an effect that grants a Keyword..."},
          {"727.3.b", "Other effects may remove Keywords.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"727.3.b.1", "The effect that removed the Keyword will...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"727.3.b.2", "If an effect that removes a Keyword...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"728", "A card can have any number of...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"729", "Similar to other rules text, execute any...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"730", "Keyword Glossary", RuleKind::kDefinition, "section heading"},
          {"731", "Accelerate", RuleKind::kDefinition, "section heading"},
          {"731.1", "Accelerate: Accelerate is a Unit ability.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"731.1.a", "Accelerate: Accelerate is functionally short for \"As you..."},
          {"731.1.a.1", "Accelerate: If the unit has a single domain,..."},
          {"731.1.a.2", "Accelerate: If the unit has no domain or..."},
          {"731.2", "Accelerate: Accelerate is an Optional Additional Cost to..."},
          {"731.2.a", "Accelerate: Accelerate costs cannot be paid while the...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"731.3", "Accelerate: Accelerate has no function while on the...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"731.4", "Accelerate: Multiple instances of Accelerate are redundant.",
           RuleKind::kDefinition,
           "several instances act as one; the engine uses one instance (no separate behaviour to "
           "show)"},
          {"731.5", "Accelerate: Accelerate, and whether or not a unit...",
           RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"731.6", "Accelerate: Accelerate influences the state of the unit..."},
          {"731.6.a", "Accelerate: Accelerate will not interact with, or trigger,..."},
          {"732", "Action", RuleKind::kDefinition, "section heading"},
          {"732.1", "Action: Action is a Permissive keyword.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"732.1.a", "Action: It can be present on Spells, Units,...", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"732.1.b", "Action: Action grants the corresponding card or effect..."},
          {"732.1.c",
           "Action: Action is functionally short for the following:", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"732.1.c.1", "Action: On Spells and Units: \"This can be...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"732.1.c.2", "Action: On Rune, Legend, or Permanent Abilities: \"This...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"732.2", "Action: The card or effect with this keyword...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"732.3", "Action: Action does not alter the function of..."},
          {"732.4", "Action: Action is a referenceable characteristic.", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"732.4.a", "Action: Whether or not a Game Object has...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"732.4.b", "Action: Whether or not a Spell has Action...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"732.4.c", "Action: Whether or not an Ability has Action...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"733", "Assault", RuleKind::kDefinition, "section heading"},
          {"733.1", "Assault: Assault", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"733.1.a", "Assault: It is present on Units.", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"733.1.b", "Assault: Assault is formatted as \"Assault [X]\".", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"733.1.b.1", "Assault: The X is referenced in the functional...",
           RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"733.1.b.2", "Assault: The X is referred to as the...", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"733.1.b.3", "Assault: If X is omitted, it is presumed...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"733.1.c", "Assault: It is functionally short for \"While I..."},
          {"733.1.d", "Assault: Being an attacker means the Unit has...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"733.1.d.1", "Assault: Assault remains in effect as long as...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"733.2", "Assault: If a Unit has Assault or has..."},
          {"733.3", "Assault: Assault, and whether or not a unit...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"734", "Deathknell", RuleKind::kDefinition, "section heading"},
          {"734.1", "Deathknell: Deathknell is a Triggered Ability keyword.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"734.1.a", "Deathknell: It is present on Permanents.", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"734.1.b", "Deathknell: It is formatted as \"Deathknell — [Effect]\".",
           RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"734.1.b.1", "Deathknell: [Effect] is the rules text for the...", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"734.1.c", "Deathknell: It is functionally short for \"When I...", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"734.1.c.1", "Deathknell: [Effect] is the rules text of the...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"734.1.d", "Deathknell: The Trigger for this effect is the...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"734.1.d.1", "Deathknell: If the Permanent with the effect is..."},
          {"734.1.d.2", "Deathknell: The trigger will be added to the..."},
          {"734.1.d.3", "Deathknell: Before the card with Deathknell is moved..."},
          {"734.2", "Deathknell: Each instance of Deathknell a Permanent may...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"734.2.a", "Deathknell: The controller will choose the order to..."},
          {"734.3", "Deathknell: Deathknell, and whether or not a permanent...",
           RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"735", "Deflect", RuleKind::kDefinition, "section heading"},
          {"735.1", "Deflect: Deflect is a Passive Ability keyword.", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"735.1.a", "Deflect: It is present on Permanents.", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"735.1.b", "Deflect: It is formatted as \"Deflect [X]\".", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"735.1.b.1", "Deflect: The X is referenced in the functional...",
           RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"735.1.b.2", "Deflect: The X is referred to as the...", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"735.1.b.3", "Deflect: If X is omitted, it is presumed...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"735.1.c", "Deflect: It is functionally short for \"Spells and..."},
          {"735.1.c.1", "Deflect: The Power used to pay this cost..."},
          {"735.1.d", "Deflect: It is an effect that imposes a...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"735.2", "Deflect: If a Unit has Deflect, or has..."},
          {"735.3", "Deflect: Deflect, and whether or not a permanent...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"736", "Ganking", RuleKind::kDefinition, "section heading"},
          {"736.1", "Ganking: Ganking is a Passive Ability keyword.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"736.1.a", "Ganking: It is present on Units.", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"736.1.b", "Ganking: It is functionally short for \"I may..."},
          {"736.1.c", "Ganking: It is a passive ability that adds..."},
          {"736.1.c.1", "Ganking: It does not restrict or remove options...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"736.1.c.2", "Ganking: It does not have an activation cost.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"736.1.c.3", "Ganking: It does not give additional abilities or...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"736.2", "Ganking: Multiple instances of Ganking are redundant.", RuleKind::kDefinition,
           "several instances act as one; the engine uses one instance (no separate behaviour to "
           "show)"},
          {"736.3", "Ganking: Ganking, and whether or not a unit...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"737", "Hidden", RuleKind::kDefinition, "section heading"},
          {"737.1", "Hidden: Hidden", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"737.1.a", "Hidden: It is present on Spells, Units, and...", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"737.1.b", "Hidden: It is functionally short for \"While this..."},
          {"737.1.c", "Hidden: It allows the player to take the..."},
          {"737.1.c.1", "Hidden: Hide is not a subset of Play."},
          {"737.1.c.2", "Hidden: Hiding a card does not open a..."},
          {"737.1.c.3", "Hidden: Playing a card from facedown (or \"from...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"737.1.d", "Hidden: Some choices made while playing a card...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"737.1.d.1", "Hidden: A hidden unit must be played to..."},
          {"737.1.d.2", "Hidden: If a hidden spell or a play..."},
          {"737.1.d.3", "Hidden: If a hidden spell or a play...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"737.2", "Hidden: Abilities and instructions of hidden cards other...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"737.3", "Hidden: Instead of being hidden, a card with...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"737.4", "Hidden: Multiple instances of Hidden are redundant.", RuleKind::kDefinition,
           "several instances act as one; the engine uses one instance (no separate behaviour to "
           "show)"},
          {"737.5", "Hidden: Hidden, and whether or not a card...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"737.5.a", "Hidden: This is independent of the state of...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"737.6", "Hidden: A card that is Hidden gains Reaction..."},
          {"737.6.a", "Hidden: The property is granted to the card...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"738", "Legion", RuleKind::kDefinition, "section heading"},
          {"738.1", "Legion: Legion is a Conditional Keyword.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"738.1.a", "Legion: It can be present on Spells, Units,...", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"738.1.b", "Legion: It is formatted as \"Legion — [Text]\".", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"738.1.c", "Legion: Starting from the Keyword to the end...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"738.1.c.1", "Legion: On spells and on play effects of..."},
          {"738.1.c.2", "Legion: On other abilities and instructions, it is...",
           RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"738.1.c.3", "Legion: This is called the Legion condition.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"738.1.c.4", "Legion: Legion's conditional can apply to passive abilities,...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"738.2", "Legion: All instances of Legion on cards a..."},
          {"738.3", "Legion: Legion, and whether or not a card...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"739", "Reaction", RuleKind::kDefinition, "section heading"},
          {"739.1", "Reaction: Reaction", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"739.1.a", "Reaction: It can be present on Spells, Units, Rune Abilities...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"739.1.b", "Reaction: Reaction grants the corresponding card or effect..."},
          {"739.1.c", "Reaction: Reaction, additionally, is functionally short for the...",
           RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"739.1.c.1", "Reaction: On Spells: \"This can be played during..."},
          {"739.1.c.2", "Reaction: On Units: \"This can be played during..."},
          {"739.1.c.3", "Reaction: On Rune, Legend, or Permanent Abilities: \"This...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"739.2", "Reaction: The corresponding card or effect with this...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"739.3", "Reaction: Reaction does not alter the function of...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"739.3.a", "Reaction: Playing Units with Reaction still has the..."},
          {"739.4", "Reaction: Reaction is a referencable characteristic.",
           RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"739.4.a", "Reaction: Whether or not a Game Object has...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"739.4.b", "Reaction: Whether or not a Spell has Reaction...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"739.4.c", "Reaction: Whether or not an Ability has Reaction...",
           RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"740", "Shield", RuleKind::kDefinition, "section heading"},
          {"740.1", "Shield: Shield", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"740.1.a", "Shield: It is present on Units.", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"740.1.b", "Shield: Shield is formatted as \"Shield [X]\".", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"740.1.b.1", "Shield: The X is referenced in the functional...",
           RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"740.1.b.2", "Shield: The X is referred to as the...", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"740.1.b.3", "Shield: If X is omitted, it is presumed...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"740.1.c", "Shield: It is functionally short for \"While I..."},
          {"740.1.d", "Shield: Being a defender means the Unit has...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"740.1.d.1", "Shield: Shield remains in effect as long as...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"740.2", "Shield: If a Unit has Shield, or has..."},
          {"740.3", "Shield: Shield, and whether or not a unit...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"741", "Tank", RuleKind::kDefinition, "section heading"},
          {"741.1", "Tank: Tank is a Passive Ability keyword.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"741.1.a", "Tank: It is present on Units.", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"741.1.b", "Tank: It is functionally short for \"I must..."},
          {"741.1.c", "Tank: It alters how players can elect to...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"741.1.c.1", "Tank: Players must still assign lethal damage to...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"741.1.c.2", "Tank: If more than one unit with Tank..."},
          {"741.2", "Tank: Multiple instances of Tank are redundant."},
          {"741.3", "Tank: Tank, and whether or not a unit...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"742", "Temporary", RuleKind::kDefinition, "section heading"},
          {"742.1", "Temporary: Temporary is a Triggered Ability keyword.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"742.1.a", "Temporary: It is present on Permanents.", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"742.1.b", "Temporary: It is functionally short for \"At the..."},
          {"742.1.c", "Temporary: The Trigger Condition is the controller of..."},
          {"742.2", "Temporary: Multiple instances of Temporary are redundant."},
          {"742.3", "Temporary: Temporary, and whether or not a permanent...",
           RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"743", "Vision", RuleKind::kDefinition, "section heading"},
          {"743.1", "Vision: Vision is a Triggered Ability keyword.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"743.1.a", "Vision: It is present on Permanents.", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"743.1.b", "Vision: It is functionally short for \"When this..."},
          {"743.1.c", "Vision: The trigger is the permanent entering the..."},
          {"743.2", "Vision: Multiple instances of Vision trigger separately."},
          {"743.2.a", "Vision: The player may choose to recycle or..."},
          {"743.2.b", "Vision: If the player does not recycle the..."},
          {"743.3", "Vision: Vision, and whether or not a permanent...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"744", "Equip", RuleKind::kDefinition, "section heading"},
          {"744.1", "Equip: Equip is an Activated Ability keyword.", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"744.1.a", "Equip: Equip is normally present on Gear with...", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"744.1.b", "Equip: Equip has a cost to activate and..."},
          {"744.1.b.1", "Equip: Equip’s choice is a Target."},
          {"744.1.b.2", "Equip: The chosen Unit will become the Top-Most..."},
          {"744.1.c", "Equip: Equip is formatted as “Equip [Cost]”", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"744.1.c.1", "Equip: If paying costs or making choices for...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"744.1.c.2", "Equip: Equip is functionally short for “[Cost]: Attach..."},
          {"744.1.c.3", "Equip: Equip costs may include both resource costs...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"744.1.c.4", "Equip: Equip abilities may also include text that...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"744.1.c.5", "Equip: Equip abilities may include text that alters...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"744.2", "Equip: When the Attach action completes from this..."},
          {"744.2.a", "Equip: This is an event other Game Effects...", RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"744.3", "Equip: Equipped is the state of a Top-Most...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"744.3.a", "Equip: The state of being Equipped is synchronous...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"744.3.b", "Equip: A Top-Most Card is Equipped as long..."},
          {"744.3.c", "Equip: The state of being Equipped corresponds to...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"744.4", "Equip: Multiple instances of Equip are equivalent to...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"744.5", "Equip: Equip, and whether or not a Gear..."},
          {"745", "Quick-Draw", RuleKind::kDefinition, "section heading"},
          {"745.1", "Quick-Draw: Quick-Draw", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"745.1.a", "Quick-Draw: Quick-Draw is present on Gear with Equip...",
           RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"745.1.b", "Quick-Draw: Cards with Quick-Draw have Reaction inherently."},
          {"745.1.c", "Quick-Draw: Quick-Draw allows cards to be played and...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"745.1.d", "Quick-Draw: Quick-Draw is functionally short for “[Reaction]” and..."},
          {"745.2", "Quick-Draw: Multiple instances of Quick-Draw do not trigger..."},
          {"745.3", "Quick-Draw: Quick-Draw has no function while on the...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"745.4", "Quick-Draw: Quick-Draw, and whether or not a gear...",
           RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
          {"746", "Repeat", RuleKind::kDefinition, "section heading"},
          {"746.1", "Repeat: Repeat is an Optional Additional Cost keyword.", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"746.1.a", "Repeat: Repeat is present on Spells."},
          {"746.1.b", "Repeat: Repeat is an optional cost that player...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"746.1.c", "Repeat: Repeat is formatted as “Repeat [Cost]”", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"746.1.c.1", "Repeat: The Cost is an Additional Cost to..."},
          {"746.1.c.2", "Repeat: If a spell has more than one...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"746.1.c.3", "Repeat: Each Repeat Cost can be paid only..."},
          {"746.1.d", "Repeat: Repeat is functionally short for “You may..."},
          {"746.1.d.1", "Repeat: When the additional cost is paid, the...", RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"746.2", "Repeat: When a spell's effect is performed an additional..."},
          {"746.2.a", "Repeat: Choices made for the additional execution do..."},
          {"746.3", "Repeat: Multiple instances of Repeat can be paid for...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"746.3.a", "Repeat: Regardless of the number of times a..."},
          {"746.4", "Repeat: Repeat, and whether or not a spell has Repeat, is a...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"747", "Weaponmaster", RuleKind::kDefinition, "section heading"},
          {"747.1", "Weaponmaster: Weaponmaster is a Triggered Ability keyword.",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"747.1.a", "Weaponmaster: Weaponmaster is present on Units.", RuleKind::kDefinition,
           "defines the keyword's form or reach; its behaviour is cited through the rules it "
           "abbreviates"},
          {"747.1.b", "Weaponmaster: Weaponmaster is a Play Effect that chooses..."},
          {"747.1.c", "Weaponmaster: Weaponmaster is functionally short for: “When you..."},
          {"747.1.c.1", "Weaponmaster: Weaponmaster can choose an Equipment whether it..."},
          {"747.1.c.2", "Weaponmaster: The cost of the Equip ability is..."},
          {"747.1.c.3", "Weaponmaster: If the chosen card’s Equip cost does..."},
          {"747.1.c.4", "Weaponmaster: If the chosen card doesn’t have an..."},
          {"747.1.c.5", "Weaponmaster: If the chosen card’s Equip cost can’t..."},
          {"747.1.c.6", "Weaponmaster: The Equip ability is not activated this..."},
          {"747.2", "Weaponmaster: Multiple instances of Weaponmaster trigger separately, and..."},
          {"747.2.a", "Weaponmaster: If you choose the same target with multiple...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"747.3", "Weaponmaster: Weaponmaster has no function while on the...",
           RuleKind::kDefinition,
           "definition or general statement the engine relies on; no behaviour of its own beyond "
           "the rules it is cited with"},
          {"747.4", "Weaponmaster: Weaponmaster, and whether or not a unit...",
           RuleKind::kNotExecutable,
           "referenceability: states that the keyword is a characteristic other effects may check "
           "(the engine exposes keywords as the `keywords` property)"},
      });
  return kTable;
}

}  // namespace arbiter::games::riftbound
