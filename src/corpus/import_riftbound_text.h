// Shared pieces of the Riftbound importers (pdftotext, web list, outline): turning a rule's body
// into text + examples or a heading title, and the document-wide pass that sets parents and
// sections, reports duplicate ids and missing parents, and collects the glossary.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "corpus/model.h"

namespace arbiter::corpus::riftbound {

// Fills rule->text, rule->examples and rule->title from the rule's body (its source lines already
// joined with spaces). Every "Example:" / "Examples:" (at the start or after a space) starts one
// example, stored without the label. A short body without final punctuation and without examples
// ("Buffs", "Step 2: The Combat Damage Step", "“Can’t beats Can”") is a heading: it becomes the
// title and the text stays empty.
void SetRuleBody(std::string_view body, Rule* rule);

// True for a heading-like line: at most 8 words and 60 characters, no final . : ; , ! ?, no
// " is " / " are " and no "Label: <number>".
bool LooksLikeHeading(std::string_view text);

// Number of UTF-8 code points in `s` (the importers measure line widths in characters).
size_t Utf8Length(std::string_view s);

// The document-wide pass, run after an importer has filled out->rules in document order:
//  - Rule.parent = ParentId(id); a parent that is not in the document -> Anomaly "missing-parent"
//    (the parent is never invented; Rule.parent still names it).
//  - An id seen twice -> Anomaly "duplicate-id" at the second occurrence; both rules are kept.
//  - Rule.section for top-level rules and orphans: the heading they fall under by position
//    (702 -> 701 Buffs, 717 -> 716 Attachment, 721.1 -> 720 Inactive).
//  - out->glossary: heading terms defined by the rule that follows them ("Mighty" -> 707,
//    "Weaponmaster" -> 747.1, "Inactive" -> 721.1) and rules that define a capitalised term
//    ("Attached is the state ..." 718, "A Top-Most Card is a card ..." 719).
// `file` is the source path relative to rules-db/ used in anomalies.
void FinishDocument(const std::string& file, ImportedDocument* out);

}  // namespace arbiter::corpus::riftbound
