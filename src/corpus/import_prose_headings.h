// The "prose-headings" importer: a web page of prose under headings, with no rule numbers and no
// markup (Dimensional Rift "Effects", seed 002). Every paragraph becomes a Rule whose id is derived
// from its heading path ("targeting.arrows.2" = second paragraph under Targeting > Arrows); every
// heading becomes a titled Rule ("targeting", "targeting.arrows") and a GlossaryEntry whose
// definition is its first paragraph. The id scheme is documented in rules-db/dimrift/IDS.md.
//
// Headings and their levels come from an outline file beside the page (<page>.headings, see
// rules-db/dimrift/seed-002-effects.headings for the format and the reason it exists). Without an
// outline the importer falls back to heading-shaped lines at one level and says so in an anomaly.
#pragma once

#include <string>
#include <string_view>

#include "corpus/model.h"
#include "util/status.h"

namespace arbiter::corpus {

// The registered ImportFn. The page was read from out->path when set (ImportDocument sets it to
// the file in the rules-db/ being built), else from `file` (absolute, relative to the working
// directory, or relative to the default rules-db/); the outline is read from the same path with
// ".txt" replaced by ".headings". Fills out->rules, out->glossary and out->anomalies; fills
// out->doc.title when empty. Never fails on content (what it cannot place is an Anomaly); returns
// Corruption only for an empty page.
Status ImportProseHeadings(std::string_view text, const std::string& file, ImportedDocument* out);

// The seam used by ImportProseHeadings and by tests: the page text and the outline text (empty:
// no outline, heuristic headings). `file`/`outline_file` only name locations in anomalies.
Status ImportProseHeadingsWithOutline(std::string_view text, std::string_view outline,
                                      const std::string& file, const std::string& outline_file,
                                      ImportedDocument* out);

// The id part for one heading: ASCII lower case, "&" read as "and", every other run of
// non-alphanumerics one "-", no leading/trailing "-"; a slug that would start with a digit gets
// an "h" in front so it can never look like a paragraph number. "The Stack & Chains" ->
// "the-stack-and-chains", "Material/Sacrificial Cost" -> "material-sacrificial-cost".
std::string HeadingSlug(std::string_view heading);

// "<dir>/seed-002-effects.txt" -> "<dir>/seed-002-effects.headings".
std::string OutlinePathFor(const std::string& page_path);

}  // namespace arbiter::corpus
