// The importer for Riot's Riftbound rules pages consolidated into one Markdown file, format
// "riftbound-rules-pages" (rules-db/riftbound/official-patch-notes-errata-faq.md, provenance in
// rules-db/PROVENANCE.md): the official clarifications and card errata as dated rulings.
//
//   ## Unleashed Rules FAQ and Clarifications    a page ("# Rules Hub" too): its title is the
//   _Source: https://riftbound...../_             rulings' source
//   # Revised and Clarified Rulings
//   ## Control of Battlefields and Showdowns     a clarification: one ruling, citing the rules
//   **323.6.**  (OLD) ...  _(NEW) ..._           its text names ("rule 187.4.c.", "**323.6.**")
//   # Frequently Asked Questions
//   **What happens if you Brush a Brush? ...**   a question: one ruling, with its answer
//   ## Origins Errata / ## Spiritforged Errata / ## Unleashed Errata
//   ## Ava Achiever  (or # **Falling Star**)     a card: one ruling, its new and its old text
//   \[NEW TEXT\] ... ▲ ... \[OLD TEXT\] ...
//   ## Unleashed Patch Notes / ## April 2026 Tournament Rules Update & Changelog
//   -   **Rules Update:** Winning the Game       a change: one ruling, with its sub-bullets
//
// Page dates are not in the file (only the Rules Hub's); each page is dated by the release it
// came with, from shared/data/README.md "Versions in force" (kPageDates in the .cc), and a note
// anomaly per page says so. The FAQ states "When the next rules update is published, this
// document will become obsolete": its rulings are marked until_next_release. Markdown escapes and
// emphasis are removed from the text; images are dropped.
//
// The patch notes of each Core Rules release and the April 2026 Tournament Rules changelog say
// what a release changed and why: each section ("#### **Damage, Deal, and Heal**") and each
// top-level bullet ("-   **Rules Update:** Winning the Game", with its sub-bullets) is one
// ruling, headed by the section it falls under, citing the rule numbers it names: Core Rules
// numbers of the release it came with, Tournament Rules numbers for the changelog (cites_game
// "riftbound-tr"). They are until_next_release: the next release may change the rule again.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "corpus/model.h"
#include "util/status.h"

namespace arbiter::corpus {

// Fills out->rulings. Corruption naming `file` when no page of the known titles is found.
Status ImportRiftboundPages(std::string_view text, const std::string& file, ImportedDocument* out);

// Importer "riftbound-card-errata": card errata as {"Card Name": [{"oldText": ..., "newText":
// ...}], ...} (rules-db/riftbound/card-errata.json, undated). One ruling per pair: id
// "card-errata.<slug>" (CardSlug; "-2" for a second pair), the card, "New text: ...\nOld text:
// ...", source "card errata", no date (an "undated" note anomaly says so). Corruption naming
// `file` when the text is not JSON of that shape.
Status ImportRiftboundCardErrata(std::string_view text, const std::string& file,
                                 ImportedDocument* out);

// Riftbound rule numbers a text names, canonical and in order of first mention: "**323.6.**",
// "rule 187.4.c.", "rules 323.1. and 467." -> 323.6, 187.4.c, 323.1, 467.
std::vector<std::string> RiftboundRuleMentions(std::string_view text);

}  // namespace arbiter::corpus
