// Stacked numbers in the Riftbound pdftotext source: in about 100 places the PDF prints a run of
// rule numbers first and their texts after them. This file decides which text lines belong to
// which number: a line-joining heuristic, plus a table of recorded decisions (with reasons) for
// the runs the heuristic cannot settle or that a reader resolved by reading the text.
#pragma once

#include <string>
#include <vector>

namespace arbiter::corpus::riftbound {

// One recorded decision: the run's numbers, the number of text lines it must have, where the text
// lines are cut (index of the first line of each number after the first), and why.
struct StackedDecision {
  const char* numbers;  // canonical ids separated by spaces: "454.1.a 454.1.a.1 ... 454.2"
  int line_count;       // non-blank text lines in the run
  std::vector<int> cuts;
  const char* reason;
};

// Every recorded decision, in document order.
const std::vector<StackedDecision>& StackedDecisions();

struct StackedSplit {
  std::vector<std::vector<int>> groups;  // per number: indices into the run's text lines
  bool by_decision = false;              // true when a recorded decision was applied
  bool resolved = true;                  // false: texts and numbers could not be matched
  std::string how;                       // one line for the anomaly message
};

// Splits the non-blank text `lines` that follow the stacked `numbers` (canonical ids, >= 2).
// Uses the recorded decision for this run when there is one whose line count matches; otherwise
// joins wrapped lines into paragraphs and, when there are exactly as many paragraphs as numbers,
// gives one to each. Otherwise (never in v1.2) resolved=false: the first numbers get one
// paragraph each, the last one gets the rest (or nothing), and `how` says so.
StackedSplit SplitStackedRun(const std::vector<std::string>& numbers,
                             const std::vector<std::string>& lines);

// The heuristic alone: groups of line indices, one per paragraph (exposed for tests).
std::vector<std::vector<int>> JoinWrappedLines(const std::vector<std::string>& lines);

}  // namespace arbiter::corpus::riftbound
