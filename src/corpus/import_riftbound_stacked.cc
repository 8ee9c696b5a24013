#include "corpus/import_riftbound_stacked.h"

#include <cctype>
#include <string_view>

#include "corpus/import_riftbound_text.h"
#include "util/strings.h"

namespace arbiter::corpus::riftbound {

// The recorded decisions. Each names its run by its numbers; `cuts` are the indices (into the
// run's non-blank text lines) where each number after the first begins. Runs that the reference
// split (rules-db/riftbound/core-rules-v1.2.split-reference.log.jsonl) marks ok:false are all
// here, confirmed or corrected by reading; so are the runs the heuristic cannot settle alone.
const std::vector<StackedDecision>& StackedDecisions() {
  static const std::vector<StackedDecision> kDecisions = {
      {"103.2 103.2.a",
       2,
       {1},
       "pdftotext merged the deck-list diagram into one line; it is kept whole (never rewritten) "
       "as 103.2; 'Chosen Champion' heads 103.2.a, whose subrules 103.2.a.1-3 are about the "
       "Chosen Champion (same as the reference split)"},
      {"103.2.e.1 103.3 103.3.a",
       3,
       {1, 2},
       "103.2.e.1 is the one sentence; 'Rune Deck' heads 103.3 like the Main Deck of 103.2, and "
       "'12 Rune Cards' is its count line like 103.1 '1 Champion Legend' (same as the reference)"},
      {"127.5 128",
       2,
       {1},
       "the Public privacy level is one full-width sentence; 'Back Side' is the heading of 128 "
       "(129 is 'Front Side') (same as the reference)"},
      {"163 163.1",
       2,
       {1},
       "two sentences for two numbers: 163 says the pool empties, 163.1 what is lost; the first "
       "line only looks wrapped because it is full width (same as the reference)"},
      {"180 180.1 181",
       4,
       {1, 2},
       "one sentence each for 180 and 180.1; 181 is the sentence that wraps onto 'listed below.' "
       "(same as the reference)"},
      {"317 317.1",
       2,
       {1},
       "'End of Turn Phase' is the phase heading (like 315.1 'Awaken Phase') and 'Ending Step' "
       "its step (like 315.2.a 'Beginning Step') (same as the reference)"},
      {"365.1 366 366.1",
       6,
       {1, 2},
       "366.1's Zhonya's Hourglass example runs to the end of the run; its line break after "
       "'instead.\"' is inside the example (same as the reference)"},
      {"376.2.c.2 376.3",
       12,
       {10},
       "'Power).' closes the Viktor, Leader example of 376.2.c.2; 376.3 begins at 'When a "
       "Condition is met' (same as the reference)"},
      {"391 391.1",
       2,
       {1},
       "'3. Determine Total Cost' is the step heading, numbered like its neighbours 389-394 "
       "('1. Activate ...' to '6. Proceed with Play') (same as the reference)"},
      {"442.1.a.3.a 442.1.a.4 442.1.a.4.a 442.1.b 442.1.b.1",
       13,
       {3, 5, 8, 10},
       "the Attacker and Defender sentences mirror each other: 442.1.a.3.a and 442.1.a.4.a each "
       "end "
       "at 'become present' (the PDF has no final period), 442.1.a.4 is the Defender designation "
       "sentence, 442.1.b the Finalize sentence, 442.1.b.1 the trigger order (same as the "
       "reference's override)"},
      {"443 443.1",
       3,
       {1},
       "'Step 2: The Combat Damage Step' heads 443 like 442 'Step 1: ...' and 444 'Step 3: ...' "
       "(same as the reference)"},
      {"443.1.e 444 444.1",
       3,
       {1, 2},
       "443.1.e is the damage sentence, 'Step 3: The Resolution Step' heads 444 and '1. Perform a "
       "Combat Cleanup.' is its first step 444.1 (same as the reference)"},
      {"454.1.a 454.1.a.1 454.1.b 454.1.b.1 454.1.c 454.2",
       20,
       {8, 11, 12, 15, 19},
       "DIFFERS from the reference, which gave 'Name', 'Super Type', 'Type', 'Tags' their own "
       "numbers "
       "and put everything else under 454.2. Read as the parallel layer 454.2 is printed: 454.1.a "
       "is the sentence plus its list of traits (Name ... Domain, as 454.2.a carries its list), "
       "454.1.a.1 Might assignment with its example, 454.1.b the copy sentence, 454.1.b.1 'All "
       "Traits ...', 454.1.c 'Effects for this layer can be identified ...' (as 454.2.b) with its "
       "example, 454.2 '2. Ability-Altering Effects' (as 454.1 '1. ...' and 454.3 '3. ...'). Other "
       "releases number the same texts this way (v1.0 637.1.a-c, later 472.1.a-b)"},
      {"454.2.c 454.3",
       2,
       {1},
       "454.3 '3. Arithmetic' is the third layer heading after 454.1 '1. Trait-Altering Effects' "
       "and "
       "454.2 '2. Ability-Altering Effects' (same as the reference)"},
      {"456 456.1 457 457.1",
       11,
       {2, 7, 9},
       "456 is the two-line 'Depend on the other' definition; 456.1 the procedure with its three "
       "numbered steps; 457 the timestamp fallback; 457.1 the timestamp definition (same as the "
       "reference's override)"},
  };
  return kDecisions;
}

namespace {

bool EndsTerminal(std::string_view s) {
  for (std::string_view t :
       {".", ":", "?", "!", "\"", ")", "\xE2\x80\x9D" /* ” */, "\xE2\x80\xA6" /* … */}) {
    if (EndsWith(s, t)) return true;
  }
  return false;
}

// True when `line` continues the paragraph that `prev` belongs to.
bool Continues(std::string_view prev, std::string_view line) {
  if (line.empty()) return true;
  if (std::islower(static_cast<unsigned char>(line[0]))) return true;
  for (std::string_view p : {"Example:", "Examples:", "e.g.", "See rule", "("}) {
    if (StartsWith(line, p)) return true;
  }
  size_t width = Utf8Length(prev);
  if (!EndsTerminal(prev) && width >= 70) return true;  // wrapped mid-sentence
  if (width >= 95) return true;  // full-width line, wrapped at a sentence end
  return false;
}

}  // namespace

std::vector<std::vector<int>> JoinWrappedLines(const std::vector<std::string>& lines) {
  std::vector<std::vector<int>> groups;
  for (int i = 0; i < static_cast<int>(lines.size()); ++i) {
    if (!groups.empty() && Continues(lines[i - 1], lines[i])) {
      groups.back().push_back(i);
    } else {
      groups.push_back({i});
    }
  }
  return groups;
}

StackedSplit SplitStackedRun(const std::vector<std::string>& numbers,
                             const std::vector<std::string>& lines) {
  StackedSplit out;
  const std::string key = Join(numbers, " ");
  const int n = static_cast<int>(lines.size());
  for (const StackedDecision& d : StackedDecisions()) {
    if (key != d.numbers) continue;
    if (d.line_count != n || d.cuts.size() + 1 != numbers.size()) {
      out.how = "recorded decision does not fit (expected " + std::to_string(d.line_count) +
                " text lines, found " + std::to_string(n) + "); ";
      break;
    }
    int begin = 0;
    for (size_t k = 0; k <= d.cuts.size(); ++k) {
      int end = k < d.cuts.size() ? d.cuts[k] : n;
      std::vector<int> group;
      for (int i = begin; i < end; ++i) group.push_back(i);
      out.groups.push_back(group);
      begin = end;
    }
    out.by_decision = true;
    out.how = std::string("split by recorded decision: ") + d.reason;
    return out;
  }
  std::vector<std::vector<int>> paragraphs = JoinWrappedLines(lines);
  if (paragraphs.size() == numbers.size()) {
    out.groups = paragraphs;
    out.how += "split by paragraphs: " + std::to_string(paragraphs.size()) +
               " paragraphs for as many numbers";
    return out;
  }
  out.resolved = false;
  out.how += "UNRESOLVED: " + std::to_string(paragraphs.size()) + " paragraphs for " +
             std::to_string(numbers.size()) +
             " numbers and no recorded decision; the last number takes the rest";
  for (size_t k = 0; k < numbers.size(); ++k) {
    std::vector<int> group;
    if (k + 1 < numbers.size()) {
      if (k < paragraphs.size()) group = paragraphs[k];
    } else {
      for (size_t p = k; p < paragraphs.size(); ++p) {
        group.insert(group.end(), paragraphs[p].begin(), paragraphs[p].end());
      }
    }
    out.groups.push_back(group);
  }
  return out;
}

}  // namespace arbiter::corpus::riftbound
